"""`dominia sim --games-out` resumed from a file whose rows were changed: the row is refused
before anything is played, saying which line and which field, in the reader's language, and the
file is left as it was; a file the simulator wrote resumes."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app

runner = CliRunner()
ARGS = ["sim", "dominion", "--bots", "big-money,bmu", "--seed", "1", "-k", "first-game"]


def sim(path: Path, games: int, *extra: str):
    return runner.invoke(app, [*ARGS, "-n", str(games), "--games-out", str(path), *extra])


def one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("scores", None, "“scores” is not a number per seat"),
        ("seats", [5, 6], "“seats” is not what this run gives that game"),
        ("winners", "x", "“winners” is not a list of seat numbers"),
        ("index", "0", "“index” is not a game's number"),
        ("reason", None, "“reason” is not text"),
        ("vp_curve", [[1], "x"], "“vp_curve” is not one of the game's figures"),
        ("money_curve", [[{"a": 1}], [{"a": 1}]], "“money_curve” does not have the shape"),
        # counts by name (any names): numbers under text
        ("deck", [{"Copper": "seven"}, {}], "“deck” is not one of the game's figures"),
        ("deck", [{"Copper": 7}], "“deck” is not one of the game's figures"),
        ("board", [{"emptied": {}}], "“board” is not one of the game's figures"),
        ("board", {"trash": {"Curse": None}}, "“board” is not one of the game's figures"),
    ],
)
def test_a_changed_jsonl_row_is_refused_with_its_line_and_field(tmp_path, field, value, says) -> None:
    path = tmp_path / "games.jsonl"
    assert sim(path, 2).exit_code == 0
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    rows[1][field] = value
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    before = path.read_bytes()
    result = sim(path, 3, "--lang", "en")
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert f"games.jsonl:2: {says}" in one_line(result.output)
    assert path.read_bytes() == before


def test_a_game_twice_is_refused(tmp_path) -> None:
    path = tmp_path / "games.jsonl"
    assert sim(path, 1).exit_code == 0
    path.write_text(path.read_text() * 2)
    result = sim(path, 3, "--lang", "en")
    assert result.exit_code != 0
    assert "games.jsonl:2: game 0 is in the file already (line 1)" in one_line(result.output)


def test_a_changed_csv_row_is_refused_too(tmp_path) -> None:
    path = tmp_path / "games.csv"
    assert sim(path, 2).exit_code == 0
    table = list(csv.DictReader(io.StringIO(path.read_text())))
    table[0]["winners"] = json.dumps([7])
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(table[0]))
    writer.writeheader()
    writer.writerows(table)
    path.write_text(out.getvalue())
    before = path.read_bytes()
    result = sim(path, 3, "--lang", "uk")
    assert result.exit_code != 0
    assert "games.csv:2: «winners» — не список номерів місць" in one_line(result.output)
    assert path.read_bytes() == before


def test_a_file_the_simulator_wrote_resumes_to_the_same_summary(tmp_path) -> None:
    whole = sim(tmp_path / "whole.jsonl", 4, "--json")
    part = tmp_path / "part.jsonl"
    assert sim(part, 2).exit_code == 0
    resumed = sim(part, 4, "--json")
    assert whole.exit_code == resumed.exit_code == 0
    a, b = json.loads(whole.output), json.loads(resumed.output)
    assert b.pop("resumed_games") == 2 and a.pop("resumed_games") == 0
    assert a == b
