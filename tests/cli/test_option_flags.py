"""The games' option flags of `play` and `sim` are made from their schemas (GameSpec.options):
every option with a flag has it on both commands, its value reaches the game as typed, and a
game refuses another game's flag naming the game that has it."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from dominia.cli.flags import flag_names, flags, game_options_for
from dominia.cli.main import app
from dominia.core.errors import InvalidOptions
from dominia.core.game import get_spec, registered_games

runner = CliRunner()


@pytest.mark.parametrize("command", ["play", "sim"])
def test_every_schema_flag_is_a_flag_of_the_command(command: str) -> None:
    out = runner.invoke(app, [command, "--help"], env={"COLUMNS": "200"}).output
    for game in registered_games():
        for o in get_spec(game).options:
            for f in o.flags + ((o.short,) if o.short else ()):
                assert f in out, f"{command}: {f} ({game}) missing"


def test_flags_become_the_games_options() -> None:
    given = {"mode": " Capital", "recycle": False, "auto_defence": False, "turn_limit": 3}
    assert game_options_for("domination", given) == {
        "mode": "capital",
        "recycle": False,
        "auto_defence": False,
        "turn_limit": 3,
    }
    assert flag_names({"auto_defence": False, "recycle": True, "recycle_": 1}) == (
        "--no-auto-defence, --recycle, recycle_"
    )
    assert game_options_for("dominion", {"kingdom": "random", "sets": "base"}) == {
        "kingdom": None,
        "sets": "base",
    }


def test_each_option_is_owned_by_the_games_that_have_it() -> None:
    known = flags()
    assert known["map"].owners == ("domination",)
    assert known["start_mana"].owners == ("dominaria",)
    assert known["kingdom"].owners == ("dominion",)


@pytest.mark.parametrize(
    ("game", "given", "owner"),
    [
        ("dominion", {"map": "duel"}, "Domination"),
        ("dominaria", {"kingdom": "first-game"}, "Dominion"),
        ("domination", {"components": "x"}, "Heroes of Dominaria"),
    ],
)
def test_another_games_flag_is_refused_naming_its_game(game: str, given: dict, owner: str) -> None:
    with pytest.raises(InvalidOptions) as err:
        game_options_for(game, given)
    assert f"is a {owner} option, not for" in str(err.value)


def test_flags_of_several_games_are_other_games_options() -> None:
    with pytest.raises(InvalidOptions) as err:
        game_options_for("dominion", {"map": "duel", "start_mana": 2})
    assert "--map, --start-mana are other games' options, not for Dominion" in str(err.value)


def test_a_negative_flag_reaches_the_game_through_sim() -> None:
    result = runner.invoke(
        app,
        ["sim", "domination", "--ai", "random,random", "-n", "1", "--seed", "1", "--map", "duel"]
        + ["--no-auto-defence", "--no-recycle", "--turn-limit", "2", "--json"],
    )
    assert result.exit_code == 0, result.output
