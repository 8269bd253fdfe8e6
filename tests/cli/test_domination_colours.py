"""Domination's seat colours in the terminal: `--colours` (names in any language), each seat shown
in its colour, the colours named at the start, missions naming the player to destroy by colour,
and a bad list refused with a clear message."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console
from typer.testing import CliRunner

from dominia.cli.domination.render import DominationRenderer
from dominia.cli.main import app
from dominia.core.i18n import Seat, msg
from dominia.core.record import GameRecord
from dominia.games.domination.game import DOMINATION

runner = CliRunner()


def test_each_seat_is_shown_in_its_own_colour() -> None:
    opts = DOMINATION.normalize_options({"players": 3, "colours": ["yellow", "cyan", "red"]})
    view = DOMINATION.view(DOMINATION.setup(opts, 4), 0)
    r = DominationRenderer("uk")
    console = Console(file=io.StringIO(), width=120, force_terminal=True, color_system="standard")
    r.intro(console, view, ["Ann", "Bob", "Cy"], opts)
    assert [r.style(s) for s in range(3)] == ["bold yellow", "bold cyan", "bold red"]
    # the player's name in its colour wherever a message names it
    assert r.t(msg("board-who", player=Seat(1))) == "[bold cyan]Bob[/]"
    out = re.sub(r"\x1b\[[0-9;]*m", "", console.file.getvalue())
    assert "Кольори: Г1 Ann (жовтий) · Г2 Bob (блакитний) · Г3 Cy (червоний)" in out
    # the seat tag in yellow: SGR 33 (bold: 1)
    assert "\x1b[1;33mГ1" in console.file.getvalue()


def test_colours_given_in_the_readers_words_reach_the_record_and_the_mission(tmp_path) -> None:
    save = tmp_path / "g.json"
    args = ["play", "domination", "--lang", "uk", "--colours", "жовтий,Blue", "-p", "random,random,random"]
    extra = ["--mode", "mission", "--turn-limit", "2", "--seed", "5", "--auto-place", "--save", str(save)]
    result = runner.invoke(app, [*args, *extra])
    assert result.exit_code == 0, result.output
    record = GameRecord.load(save)
    assert record.options["colours"] == ["yellow", "blue", "red"]
    assert "Кольори: Г1 ШІ «випадковий» 1 (жовтий) · Г2 ШІ «випадковий» 2 (синій)" in result.output
    # the missions, shown at the end, name the player to destroy by colour
    assert re.search(r"Знищте (жовті|сині|червоні) армії \(ШІ «випадковий» \d\)", result.output), (
        result.output
    )


@pytest.mark.parametrize(
    ("colours", "message"),
    [
        ("red,red", "players 1 and 2 both chose red"),
        ("pink", "unknown colour 'pink'; colours: red, blue, green, yellow, magenta, cyan"),
        ("red,blue,green", "3 colours given for 2 players"),
    ],
)
def test_bad_colours_exit_2_with_a_clear_message(colours: str, message: str) -> None:
    result = runner.invoke(app, ["play", "domination", "--colours", colours, "-p", "random,random"])
    assert result.exit_code == 2, result.output
    assert message in result.stderr
    assert result.stderr.startswith("Error:") and len(result.stderr.strip().splitlines()) == 1
