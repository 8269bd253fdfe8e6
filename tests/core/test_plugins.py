"""Agents written in Python by users (`file.py:Name`): in the simulator and the terminal, the
same games for the same seed on any number of processes; clear errors for code that cannot
make an agent; never on the web server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.cli.seats import display_names, parse_seat
from dominia.core import plugins
from dominia.core.errors import UnknownName
from dominia.core.game import get_game
from dominia.sim.batch import Batch, make_agent
from dominia.sim.run import run_batch

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "bots" / "smithy_money.py"
runner = CliRunner()


def rows(batch: Batch, jobs: int) -> list[dict]:
    out: list[dict] = []
    run_batch(batch, list(range(batch.games)), out.append, jobs=jobs)
    return sorted(({k: v for k, v in r.items() if k != "cpu"} for r in out), key=lambda r: r["index"])


def test_the_example_agent_plays_the_same_games_on_one_or_two_processes() -> None:
    spec = plugins.canonical(f"{EXAMPLE}:SmithyMoney")
    options = get_game("dominion").normalize_options(
        {"players": 2, "kingdom": "first-game", "autoplay_treasures": True}
    )
    batch = Batch("dominion", options, (spec, "bmu"), 6, 3)
    assert batch.labels == ["SmithyMoney", "bmu"]
    one = rows(batch, 1)
    assert one == rows(batch, 2)
    assert all(r["reason"] in ("provinces", "piles") for r in one)
    # its own buy rules ran (big-money, its fallback, never buys a Smithy)
    from dominia.core.runner import run_game

    game = get_game("dominion")
    state = game.setup(options, 3, logging=False)
    run_game(game, state, [plugins.make_agent(spec, 1), make_agent("dominion", "big-money", 2)])
    owned = [game.view(state, None).owned(s) for s in (0, 1)]
    assert owned[0]["Smithy"] >= 1 and owned[1]["Smithy"] == 0


def test_sim_takes_a_python_agent_by_its_path(tmp_path: Path) -> None:
    args = ["sim", "dominion", "--bots", f"{EXAMPLE}:SmithyMoney,bmu", "-n", "4", "--seed", "2", "--json"]
    args += ["--kingdom", "first-game"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [b["bot"] for b in data["bots"]] == ["SmithyMoney", "bmu"]
    assert sum(b["wins"] for b in data["bots"]) + data["tied_games"] == 4


def test_play_seats_a_python_agent_and_names_it() -> None:
    seat = parse_seat(f"{EXAMPLE}:SmithyMoney", ["bmu"])
    assert seat.kind == "bot" and seat.name == f"{EXAMPLE}:SmithyMoney"
    assert parse_seat(f"bot:{EXAMPLE}:SmithyMoney", ["bmu"]) == seat
    assert display_names([seat]) == ["SmithyMoney bot"]
    args = ["play", "dominion", "--players", f"{EXAMPLE}:SmithyMoney,bot:bmu", "--seed", "4"]
    result = runner.invoke(app, [*args, "--kingdom", "first-game"])
    assert result.exit_code == 0, result.output
    assert "Final scores" in result.output and "SmithyMoney bot" in result.output


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "agent.py"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("code", "attr", "words"),
    [
        ("class Bot:\n    pass\n", "Other", ["has no “Other”", "Bot"]),
        ("X = 3\n", "X", ["not a class or a function"]),
        ("def Bot():\n    return None\n", "Bot", ["exactly one argument, the seed"]),
        ("class Bot:\n    def __init__(self, seed):\n        pass\n", "Bot", ["no choose(view, decision)"]),
        ("class Bot:\n    def __init__(self, seed):\n        raise ValueError('no')\n", "Bot", ["Error: no"]),
        ("def broken(:\n", "Bot", ["failed to load", "SyntaxError"]),
        ("import no_such_module_at_all\n", "Bot", ["failed to load", "no_such_module_at_all"]),
    ],
)
def test_code_that_cannot_make_an_agent_is_a_clear_error(tmp_path: Path, code: str, attr: str, words) -> None:
    spec = f"{write(tmp_path, code)}:{attr}"
    with pytest.raises(plugins.AgentCodeError) as err:
        plugins.make_agent(spec, 1)
    for w in words:
        assert w in str(err.value)
    # a message of the tables: the reader's language, the user's names and Python's words kept
    from dominia.core.i18n import Msg, Translator

    assert isinstance(err.value.text, Msg)
    ukrainian = Translator("uk")(err.value.text)
    assert ukrainian != str(err.value) and spec.split(":")[0] in ukrainian
    result = runner.invoke(app, ["sim", "dominion", "--bots", f"{spec},bmu", "-n", "2"])
    assert result.exit_code != 0
    assert words[0] in result.output and "Traceback" not in result.output


def test_a_missing_file_or_module_is_named(tmp_path: Path) -> None:
    with pytest.raises(plugins.AgentCodeError, match="no Python file"):
        parse_seat(f"{tmp_path / 'gone.py'}:Bot", ["bmu"])
    with pytest.raises(plugins.AgentCodeError, match="cannot import no_such_pkg_here"):
        parse_seat("no_such_pkg_here.bots:Bot", ["bmu"])
    assert plugins.load_factory("dominia.core.agent:RandomAgent")(5).name == "random"  # a module path


def test_the_web_server_never_loads_agent_code() -> None:
    spec = f"{EXAMPLE}:SmithyMoney"
    with pytest.raises(UnknownName):
        make_agent("dominion", spec, 1)  # the server's way: names of built-in bots only
    from dominia.server import lobby

    with pytest.raises(UnknownName):
        lobby.check_seats("dominion", [{"kind": "bot", "bot": spec}, {"kind": "human"}])
