"""Each game's terminal comes through its "dominia.terminal" entry point; the generic commands
only ask a TerminalUI; the help's own words (types, placeholders, usage) are the reader's."""

from __future__ import annotations

import re
from importlib.metadata import entry_points

import pytest
import typer
from typer.testing import CliRunner

from dominia.cli.games import TERMINALS, TerminalUI, default_game, game_ui
from dominia.cli.main import app
from dominia.core.game import registered_games

runner = CliRunner()


def test_every_shipped_game_brings_its_own_terminal_module() -> None:
    named = {ep.name: ep.value for ep in entry_points(group=TERMINALS)}
    assert named == {g: f"dominia.cli.{g}" for g in ("dominion", "domination", "dominaria")}
    for game in named:
        ui = game_ui(game)
        assert type(ui) is not TerminalUI and type(ui).__module__ == f"dominia.cli.{game}"
        assert ui.game.name == game and ui.default_players.startswith("human,")
        assert ui.default_players.split(":")[1] in ui.bot_names()


def test_the_default_game_is_the_first_in_the_games_own_order() -> None:
    assert default_game() == next(iter(registered_games())) == "dominion"
    result = runner.invoke(app, ["play", "--help", "--lang", "en"])
    assert "[default: dominion]" in result.output


def test_the_games_own_commands_are_listed_after_the_common_ones() -> None:
    result = runner.invoke(app, ["--help", "--lang", "en"])
    listed = re.findall(r"^│ (\w+) ", result.output, re.M)
    assert listed[:8] == ["play", "replay", "cards", "kingdoms", "bots", "sim", "optimize", "serve"]
    assert set(listed[8:]) == {"maps", "odds"}


@pytest.mark.parametrize(
    ("args", "want"),
    [
        (["cards", "domination"], "Domination has no card list yet"),
        (["kingdoms", "dominaria"], "Heroes of Dominaria has no kingdom list yet"),
        (["cards", "dominion", "--components", "."], "--components"),
        (["cards", "dominaria", "--set", "base"], "--set"),
    ],
)
def test_a_list_a_game_does_not_have_is_refused_clearly(args: list[str], want: str) -> None:
    result = runner.invoke(app, [*args, "--lang", "en"])
    assert result.exit_code != 0 and want in result.output
    assert "Traceback" not in result.output


def test_a_game_without_a_terminal_module_gets_the_base_one(monkeypatch, capsys) -> None:
    from dominia.cli import games

    monkeypatch.setattr(games, "_terminal_modules", lambda: {})
    ui = game_ui("domination")
    assert type(ui) is TerminalUI and ui.bot_word == "AI" and ui.default_players == "human,ai:average"
    with pytest.raises(typer.Exit):  # `fail`: the message on stderr, exit status 2
        ui.cards(None, None, "en", False, None)  # type: ignore[arg-type]
    assert "Domination has no card list yet" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["ru", "uk", "hu"])
@pytest.mark.parametrize(
    "command",
    [
        [],
        ["play"],
        ["sim"],
        ["bots"],
        ["odds"],
        ["maps", "show"],
        ["maps", "validate"],
        ["cards"],
        ["replay"],
    ],
)
def test_the_help_has_no_english_type_names_or_placeholders(lang: str, command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help", "--lang", lang])
    assert result.exit_code == 0, result.output
    english_words = (
        "<int>",
        "<str>",
        "<bool>",
        "<path>",
        "int range",
        "[OPTIONS]",
        "COMMAND",
        "GAME",
        "FILE",
    )
    for english in english_words:
        assert english not in result.output, (english, result.output)


def test_a_flag_that_takes_no_value_shows_no_type_and_english_reads_english() -> None:
    result = runner.invoke(app, ["sim", "--help", "--lang", "en"])
    json_line = next(line for line in result.output.splitlines() if "--json" in line)
    assert "<" not in json_line
    assert "<number>" in result.output and "[OPTIONS]" in result.output and "GAME" in result.output
    again = runner.invoke(app, ["sim", "--help", "--lang", "uk"])  # the same command objects, reworded
    assert "<число>" in again.output and "ГРА" in again.output and "<number>" not in again.output


def test_the_version_from_the_command_and_from_python_m() -> None:
    import subprocess
    import sys

    from dominia import __version__

    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and result.output.strip() == f"dominia {__version__}"
    out = subprocess.run(
        [sys.executable, "-m", "dominia", "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == f"dominia {__version__}"
