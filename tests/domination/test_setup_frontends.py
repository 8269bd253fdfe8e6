"""How a Domination game is set up, from each front end: the terminal's flags, the simulator
and the web lobby all reach `auto_deal`, `auto_place` and `first_player`, and a table of AIs
only is dealt its territories unless told otherwise (issue 13, items 2 and 6)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.cli.simulate import SimRequest, make_batch
from dominia.core.errors import InvalidOptions
from dominia.core.record import GameRecord
from dominia.server import lobby
from dominia.server.service import GameService
from dominia.server.store import Store

runner = CliRunner()


def played_options(tmp_path: Path, *args: str, players: str = "random,random", keys: str = "") -> dict:
    save = tmp_path / f"g{len(list(tmp_path.iterdir()))}.json"  # a new file each time
    base = ["play", "domination", "--map", "duel", "--turn-limit", "1", "-p", players, "--save", str(save)]
    result = runner.invoke(app, [*base, *args], input=keys)
    assert result.exit_code == 0, result.output
    return GameRecord.load(save).options


# ---------------------------------------------------------------- the terminal


def test_the_terminal_deals_for_ais_only_and_claims_with_a_human(tmp_path: Path) -> None:
    ais = played_options(tmp_path)
    assert ais["auto_deal"] is True and ais["auto_place"] is False
    human = played_options(tmp_path, players="human,random", keys="q\n")
    assert human["auto_deal"] is False and human["auto_place"] is False


def test_the_terminal_flags_choose_the_setup(tmp_path: Path) -> None:
    assert played_options(tmp_path, "--no-auto-deal")["auto_deal"] is False  # AIs claim, when asked
    dealt = played_options(tmp_path, "--auto-deal", players="human,random", keys="q\n")
    assert dealt["auto_deal"] is True
    placed = played_options(tmp_path, "--auto-place")
    assert placed["auto_place"] is True and placed["auto_deal"] is False
    assert played_options(tmp_path)["first_player"] == "random"
    assert played_options(tmp_path, "--first-player", "Seat1")["first_player"] == "seat1"


def test_bad_setup_flags_are_refused_clearly() -> None:
    result = runner.invoke(app, ["play", "domination", "--first-player", "last", "-p", "random,random"])
    assert result.exit_code == 2 and "first_player must be one of random, seat1, not 'last'" in result.stderr
    result = runner.invoke(app, ["play", "--auto-deal", "-p", "random,random"])  # Dominion
    assert result.exit_code == 2 and "--auto-deal is a Domination option" in result.stderr
    result = runner.invoke(app, ["play", "--no-auto-deal", "-p", "random,random"])
    assert result.exit_code == 2 and "--no-auto-deal is a Domination option" in result.stderr


# ---------------------------------------------------------------- the simulator


def batch_options(**extra: object) -> dict:
    req = SimRequest("domination", "random,random", 1, 1, extra={"map": "duel", **extra})
    return make_batch(req).options


def test_the_simulator_deals_and_keeps_seat_order_as_turn_order() -> None:
    # The seats rotate, so seat k plays k-th: the summary's win % by seat is the turn-order effect.
    opts = batch_options()
    assert opts["auto_deal"] is True and opts["first_player"] == "seat1"
    placed = batch_options(auto_place=True)
    assert placed["auto_place"] is True and placed["auto_deal"] is False
    assert batch_options(auto_deal=False)["auto_deal"] is False
    assert batch_options(first_player="random")["first_player"] == "random"


# ---------------------------------------------------------------- the web lobby


def test_the_lobby_deals_for_bots_only_unless_the_request_says_how() -> None:
    bots = lobby.check_options("domination", {"map": "duel"}, 2, bots_only=True)
    assert bots["auto_deal"] is True
    people = lobby.check_options("domination", {"map": "duel"}, 2)
    assert people["auto_deal"] is False and people["first_player"] == "random"
    asked = lobby.check_options("domination", {"map": "duel", "auto_deal": False}, 2, bots_only=True)
    assert asked["auto_deal"] is False
    placed = lobby.check_options("domination", {"map": "duel", "auto_place": True}, 3, bots_only=True)
    assert placed["auto_place"] is True and placed["auto_deal"] is False
    with pytest.raises(InvalidOptions, match="auto_deal must be true or false"):
        lobby.check_options("domination", {"auto_deal": "sometimes"}, 2)


def test_a_lobby_game_of_bots_only_is_dealt(tmp_path: Path) -> None:
    service = GameService(Store(f"sqlite:///{tmp_path / 'games.sqlite3'}"))
    seats = [{"kind": "bot", "bot": "random"}] * 2
    made = service.create({"game": "domination", "seats": seats, "options": {"map": "duel", "turn_limit": 1}})
    assert service.store.get(made["game_id"]).options["auto_deal"] is True
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}]
    made = service.create({"game": "domination", "seats": seats, "options": {"map": "duel"}})
    assert service.store.get(made["game_id"]).options["auto_deal"] is False
