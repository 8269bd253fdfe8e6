"""A game's terminal flags (`TerminalUI.flags`): declared by its terminal module, shown in its
own help panel, refused for another game, and kept out of the generic commands' code."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

import dominia.cli.main as main_module
from dominia.cli.games import TerminalFlag, TerminalUI, game_ui, terminal_flags
from dominia.cli.main import app

runner = CliRunner()


def panels(help_text: str) -> dict[str, str]:
    """The help's panels by title, each with its lines."""
    out: dict[str, str] = {}
    title = ""
    for line in help_text.splitlines():
        if found := re.match(r"╭─ (.+?) ─", line):
            title = found[1]
            out[title] = ""
        elif title:
            out[title] += line + "\n"
    return out


def test_a_games_terminal_flag_is_in_its_own_panel() -> None:
    result = runner.invoke(app, ["play", "--help", "--lang", "en"], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    shown = panels(result.output)
    assert "--manual-treasures" in shown["Dominion options"]
    assert "ask before playing Treasures" in shown["Dominion options"]
    assert "--manual-treasures" not in shown["Options"]
    uk = panels(runner.invoke(app, ["play", "--help", "--lang", "uk"], env={"COLUMNS": "120"}).output)
    assert "питати, перш ніж грати Скарби" in uk["Параметри Домініона"]


def test_the_flags_come_from_the_games_terminal_modules() -> None:
    flags = terminal_flags()
    assert flags["manual_treasures"][1] == ("dominion",)
    assert isinstance(flags["manual_treasures"][0], TerminalFlag)
    assert game_ui("domination").flags == () and TerminalUI.flags == ()
    source = Path(main_module.__file__).read_text(encoding="utf-8")
    assert "manual" not in source  # the generic command knows no game's settings


def test_another_games_terminal_flag_is_refused_clearly() -> None:
    result = runner.invoke(app, ["play", "domination", "--manual-treasures", "--lang", "en"], input="q\n")
    assert result.exit_code != 0
    assert "--manual-treasures is a Dominion option, not for Domination" in " ".join(result.output.split())
    assert "Traceback" not in result.output


def test_the_flag_makes_the_terminal_ask(tmp_path: Path) -> None:
    args = ["play", "-p", "human,bot:random", "--seed", "3", "--lang", "en"]
    asked = runner.invoke(app, [*args, "--manual-treasures"], input="q\n")
    assert asked.exit_code == 0 and "Play all Treasures" in asked.output
    played = runner.invoke(app, args, input="q\n")
    assert played.exit_code == 0 and "Play all Treasures" not in played.output
