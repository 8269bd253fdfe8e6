"""`dominia sim`: rotated seats, wins and ties adding up, reproducible."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.cli.simulate import lineup

runner = CliRunner()


def test_sim_json_wins_and_ties_add_up() -> None:
    result = runner.invoke(app, ["sim", "--bots", "random,random", "-n", "6", "--seed", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 6 and data["players"] == 2
    bots = data["bots"]
    assert [b["bot"] for b in bots] == ["random #1", "random #2"]
    assert sum(b["wins"] for b in bots) + data["tied_games"] == 6
    assert sum(b["ties"] for b in bots) >= 2 * data["tied_games"]
    assert abs(sum(b["win_pct"] for b in bots) - 100) < 0.1
    assert all(b["avg_turns"] > 0 for b in bots)
    again = runner.invoke(app, ["sim", "--bots", "random,random", "-n", "6", "--seed", "1", "--json"])
    assert json.loads(again.stdout) == data


def test_sim_table_with_fixed_kingdom_and_more_seats() -> None:
    result = runner.invoke(
        app, ["sim", "-b", "random", "-n", "3", "--seed", "2", "-p", "3", "-k", "first-game"]
    )
    assert result.exit_code == 0, result.output
    assert "Win %" in result.output and "random #3" in result.output
    assert "do not rotate evenly" not in result.output


def test_lineup_repeats_bots_to_fill_seats() -> None:
    entries = lineup(["a", "b"], 4)
    assert [e.label for e in entries] == ["a #1", "b #1", "a #2", "b #2"]
    assert [e.label for e in lineup(["a", "b"], None)] == ["a", "b"]


def test_sim_reports_games_that_did_not_end(tmp_path, monkeypatch) -> None:
    import dominia.sim.batch as batch_module

    monkeypatch.setattr(batch_module, "MAX_STEPS", 2000)
    curses = tmp_path / "curses.toml"
    curses.write_text('name = "curses"\nbuy = ["Curse"]\n', encoding="utf-8")
    args = ["sim", "--bots", f"{curses},{curses}", "-n", "2", "--kingdom", "first-game"]
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "2 game(s) did not end within 2,000 decisions" in result.output
    assert "nobody won" in result.output
