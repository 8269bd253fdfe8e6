"""Each seat's colour (the rule book: "Оберіть складність, кольори, та кількість гравців-людей"):
an option per seat from the original game's six, in the record, the state and the view; missions
name the player to destroy by it; old records without colours replay as before."""

from __future__ import annotations

import json

import pytest

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import Translator
from dominia.core.record import GameRecord, replay
from dominia.games.domination.game import DOMINATION
from dominia.games.domination.options import COLOURS, check_colours, parse_colours
from dominia.games.domination.state import ATTACK
from dominia.games.domination.web import WEB
from dominia.server.lobby import check_options

from .helpers import M_KILL_P2, M_KILL_P3, position

PACKAGES = ("dominia.games.domination", "dominia.cli")


def words(lang: str, names: list[str] | None = None) -> Translator:
    tr = Translator(lang, PACKAGES)
    return tr.with_players(names) if names else tr


def test_a_seats_colour_is_in_the_options_the_state_and_the_view() -> None:
    opts = DOMINATION.normalize_options({"players": 3, "colours": ["yellow", "cyan", "red"]})
    assert opts["colours"] == ["yellow", "cyan", "red"]
    state = DOMINATION.setup(opts, 7)
    assert state.options["colours"] == ["yellow", "cyan", "red"]
    assert DOMINATION.snapshot(state)["options"]["colours"] == ["yellow", "cyan", "red"]
    for seat in (None, 0, 2):  # public: every seat and a spectator see every seat's colour
        view = DOMINATION.view(state, seat)
        assert view.colours == ["yellow", "cyan", "red"]
        assert view.to_dict()["colours"] == ["yellow", "cyan", "red"]


def test_colours_not_given_are_the_usual_ones_in_seat_order_and_a_short_list_is_filled() -> None:
    assert DOMINATION.normalize_options({"players": 4})["colours"] == list(COLOURS[:4])
    assert DOMINATION.normalize_options({"players": 4, "colours": None})["colours"] == list(COLOURS[:4])
    # the first seats' colours; the others get the colours left, in the usual order
    assert check_colours(["blue"], 3) == ["blue", "red", "green"]
    assert check_colours(["Cyan ", "RED"], 2) == ["cyan", "red"]
    assert check_colours(list(reversed(COLOURS)), 6) == list(reversed(COLOURS))


@pytest.mark.parametrize(
    ("colours", "english", "ukrainian"),
    [
        (
            ["red", "blue", "red"],
            "players 1 and 3 both chose red",
            "гравці 1 і 3 обрали той самий колір (червоний)",
        ),
        (["blue", "purple"], "unknown colour 'purple'", "невідомий колір 'purple'"),
        (
            ["red", "blue", "green", "cyan"],
            "4 colours given for 3 players",
            "задано кольорів: 4, а гравців: 3",
        ),
        ("red", "colours must be a list", "кольори задаються списком"),
        ([1, 2, 3], "colours must be a list", "кольори задаються списком"),
    ],
)
def test_a_colour_taken_twice_unknown_or_too_many_is_refused_in_the_readers_words(
    colours: object, english: str, ukrainian: str
) -> None:
    with pytest.raises(InvalidOptions) as err:
        DOMINATION.normalize_options({"players": 3, "colours": colours})
    assert english in str(err.value)
    assert ukrainian in words("uk")(err.value.text)
    texts = {lang: words(lang)(err.value.text) for lang in ("en", "ru", "uk", "hu")}
    assert len(set(texts.values())) == 4, texts  # a sentence of its own in each language


def test_the_lobby_refuses_a_colour_taken_twice_or_unknown_with_the_games_words() -> None:
    with pytest.raises(InvalidOptions) as err:
        check_options("domination", {"colours": ["green", "green"]}, 2)
    assert "both chose green" in str(err.value)
    with pytest.raises(InvalidOptions) as err:
        check_options("domination", {"colours": ["green", "pink"]}, 2)
    assert (
        words("hu")(err.value.text)
        == "ismeretlen szín: 'pink'; színek: red, blue, green, yellow, magenta, cyan"
    )
    opts = check_options("domination", {"colours": ["cyan", "magenta"]}, 2)
    assert opts["colours"] == ["cyan", "magenta"]
    assert WEB.catalog()["per_seat"] == ["colours"]  # the lobby gives each seat its own field


def test_the_terminal_reads_colours_in_any_language() -> None:
    assert parse_colours("синій, Red жёлтый,kék") == ["blue", "red", "yellow", "blue"]
    assert parse_colours("blue,,cyan") == ["blue", "cyan"]
    assert parse_colours("pink") == ["pink"]  # as typed: check_colours refuses it in words


def test_colours_change_nothing_but_the_colours() -> None:
    """The same seed and choices give the same game whatever the colours (they are not dealt)."""

    def played(colours: list[str] | None) -> dict:
        opts = DOMINATION.normalize_options({"players": 3, "mode": "mission", "colours": colours})
        state = DOMINATION.setup(opts, 11)
        for _ in range(400):
            d = DOMINATION.pending(state)
            if d is None:
                break
            DOMINATION.apply(state, d.seat, d.choices[len(d.choices) // 2].id)
        snap = DOMINATION.snapshot(state)
        del snap["options"]
        return snap

    assert played(None) == played(["magenta", "yellow", "blue"])


def test_an_old_record_without_colours_loads_and_replays_with_the_usual_colours() -> None:
    opts = DOMINATION.normalize_options({"players": 3, "mode": "mission", "auto_place": True})
    state = DOMINATION.setup(opts, 3)
    record = GameRecord("domination", {k: v for k, v in opts.items() if k != "colours"}, 3, ["a", "b", "c"])
    for _ in range(250):
        d = DOMINATION.pending(state)
        if d is None:
            break
        choice = d.choices[-1].id
        DOMINATION.apply(state, d.seat, choice)
        record.add(d.seat, choice)
    old = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert "colours" not in old.options
    again = replay(old)
    assert again.options["colours"] == ["red", "blue", "green"]
    assert DOMINATION.snapshot(again) == DOMINATION.snapshot(state)


BOARD = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (2, 1), "F": (2, 1)}


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("en", "Destroy the blue armies (Bob)."),
        ("uk", "Знищте сині армії (Bob)."),
        ("ru", "Уничтожьте синие армии (Bob)."),
        ("hu", "Pusztítsd el a kék seregeket (Bob)."),
    ],
)
def test_a_mission_names_the_player_to_destroy_by_colour(lang: str, says: str) -> None:
    g = position(
        BOARD,
        mode="mission",
        missions={0: M_KILL_P2, 2: M_KILL_P3},
        players=3,
        phase=ATTACK,
        colours=["green", "blue", "yellow"],
    )
    tr = words(lang, ["Ann", "Bob", "Cy"])
    assert tr(DOMINATION.view(g, 0).mission_msg()).startswith(says)
    # the web page's words are the same sentence, in the seat's language
    assert WEB.words(DOMINATION.view(g, 0), tr)["mission"].startswith(says)
    # the AI reads the engine's sentence (its interface): unchanged by the colours
    assert DOMINATION.view(g, 0).mission() is not None


def test_a_mission_names_the_colour_the_target_has_in_this_game() -> None:
    g = position(BOARD, mode="mission", missions={0: M_KILL_P3}, players=3, phase=ATTACK)
    assert words("en", ["Ann", "Bob", "Cy"])(DOMINATION.view(g, 0).mission_msg()).startswith(
        "Destroy the green armies (Cy)."  # no colours given: seat 3's is the third usual one
    )
    g.options = {**g.options, "colours": ["red", "blue", "cyan"]}
    assert words("uk", ["Ann", "Bob", "Cy"])(DOMINATION.view(g, 0).mission_msg()).startswith(
        "Знищте блакитні армії (Cy)."
    )


def test_the_view_carries_the_options_so_the_pages_odds_follow_the_italian_dice() -> None:
    """The page's odds read the card rules from the view (Italian: the defender may roll 3 dice);
    the view had no options, so every attack was priced with 2 defence dice."""
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 6), "D": (1, 4), "E": (1, 1), "F": (1, 1)}
    odds = {}
    for cards in ("increasing", "italian"):
        g = position(board, phase=ATTACK, cards=cards)
        view = DOMINATION.view(g, 0).to_dict()
        assert view["options"]["cards"] == cards
        decision = DOMINATION.pending(g).to_dict()
        odds[cards] = WEB.decision_extras(view, decision)["odds"]
    attack = next(c for c in odds["italian"] if c.startswith("attack:C->"))
    assert odds["italian"][attack]["win"] < odds["increasing"][attack]["win"]
