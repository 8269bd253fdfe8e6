"""Every game's option flags through the terminal (`dominia sim`): any value typed after any flag
either runs the batch or exits with a clear error (exit code 1 or 2 and a message), never a
traceback."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.core.game import get_spec, registered_games
from tests.properties.strategies import JSON

GAMES = sorted(g for g in registered_games() if g in ("dominion", "domination", "dominaria"))
BOTS = {"dominion": "big-money,big-money", "domination": "easy,easy", "dominaria": "greedy,greedy"}
runner = CliRunner()


def flag_values(option: Any) -> st.SearchStrategy[list[str]]:
    """A flag of the option and what might be typed after it."""
    typed = st.text(max_size=12).filter(lambda t: not t.startswith("-"))
    if option.kind == "bool":
        return st.sampled_from([[f] for f in option.flags])
    choices = [str(c) for c in option.choice_values()] if option.kind != "path" else []
    value = typed | st.sampled_from(["0", "-1", "2", "99999999999999999999", "1.5", ",", "random"])
    if choices:
        value = (
            value | st.sampled_from(choices) | st.lists(st.sampled_from(choices), max_size=4).map(",".join)
        )
    return st.tuples(st.sampled_from(option.flags[:1] or ["--x"]), value).map(list)


@pytest.mark.parametrize("name", GAMES)
def test_any_option_flag_value_runs_or_exits_clearly(name):
    spec = get_spec(name)
    options = [o for o in spec.options if o.flags and o.kind != "path"]

    @settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(st.sampled_from(options).flatmap(flag_values), max_size=3))
    def check(flags: list[list[str]]) -> None:
        args = ["sim", name, "--bots", BOTS[name], "-n", "1", "--seed", "1", "--json"]
        extra = {"domination": ["--map", "duel"]}.get(name, [])
        result = runner.invoke(app, [*args, *extra, *(x for f in flags for x in f)])
        assert result.exit_code in (0, 1, 2), (flags, result.output, result.exception)
        if result.exit_code != 0:
            assert isinstance(result.exception, SystemExit), (flags, result.exception)
            assert result.output.strip() or (result.stderr or "").strip()
        assert "Traceback" not in result.output

    check()


def real_games_file(tmp_path: Any, name: str) -> list[dict[str, Any]]:
    """The rows `dominia sim --games-out` writes for two games."""
    path = tmp_path / "games.jsonl"
    args = ["sim", name, "--bots", BOTS[name], "-n", "2", "--seed", "1", "--games-out", str(path)]
    result = runner.invoke(app, [*args, *{"domination": ["--map", "duel"]}.get(name, [])])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in path.read_text().splitlines()]


@pytest.mark.parametrize("name", GAMES)
def test_a_resumed_games_file_with_a_mutated_row_runs_or_exits_clearly(name, tmp_path_factory):
    rows = real_games_file(tmp_path_factory.mktemp("sim"), name)
    keys = sorted(k for k in rows[1] if k != "run")

    @settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.sampled_from(keys), JSON)
    @example("scores", None)
    @example("seats", [5, 6])
    @example("winners", "x")
    @example("index", "0")
    @example("reason", None)
    @example("index", 0)  # game 0 twice
    @example("turns", [1.5, 2])
    def check(key: str, value: Any) -> None:
        path = tmp_path_factory.mktemp("resume") / "games.jsonl"
        path.write_text("\n".join(json.dumps(r) for r in (rows[0], {**rows[1], key: value})) + "\n")
        before = path.read_bytes()
        args = ["sim", name, "--bots", BOTS[name], "-n", "3", "--seed", "1", "--games-out", str(path)]
        result = runner.invoke(app, [*args, *{"domination": ["--map", "duel"]}.get(name, [])])
        assert result.exit_code in (0, 1, 2), (key, value, result.exception)
        assert result.exit_code == 0 or isinstance(result.exception, SystemExit), (
            key,
            value,
            result.exception,
        )
        if result.exit_code != 0:  # refused: says which line and field, and the file is as it was
            assert "games.jsonl:2:" in "".join(result.output.split()), (key, value, result.output)
            assert path.read_bytes() == before

    check()
