"""The set-up's "place the rest at random" (issue 15, "numbers with one control"): offered beside
the seat's territories while it places its set-up armies, it puts all the seat's remaining ones
down at random from the game's seeded stream, logs them, and the others go on placing."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.core.i18n import Text, Translator
from dominia.core.record import GameRecord
from dominia.games.domination import rules
from dominia.games.domination.options import normalize_options
from dominia.games.domination.state import PLACE, SETUP_PLACE
from dominia.games.domination.texts import TEXTS

from .helpers import TINY, act, ids

REST = rules.PLACE_REST


def translate(m: Text | None, lang: str) -> str:
    assert m is not None
    return Translator(lang, ("dominia.games.domination",))(m)


def dealt(seed: int = 1, players: int = 3):
    """TINY dealt at random, every seat still to place its set-up armies (5 each for 3)."""
    opts = {"map": TINY.name, "players": players, "auto_deal": True, "first_player": "seat1"}
    return rules.new_state(normalize_options(opts), seed, TINY)


def armies_of(g, seat: int) -> int:
    return sum(a for a, o in zip(g.armies, g.owner, strict=True) if o == seat)


def test_it_is_offered_last_during_the_set_up_placement_only() -> None:
    g = dealt()
    assert g.phase == SETUP_PLACE
    assert ids(g)[-1] == REST and all(c.startswith("place:") for c in ids(g)[:-1])
    label = g.decision.find(REST).label
    assert translate(label, "en") == "Place the rest at random"
    assert translate(label, "uk") == "Розставити решту армій випадково"
    while g.phase == SETUP_PLACE:
        act(g, ids(g)[0])
    assert g.phase == PLACE and REST not in ids(g)  # a turn's reinforcements: never at random


def test_it_places_every_remaining_army_of_that_seat_and_the_others_go_on() -> None:
    g = dealt()
    seat = g.decision.seat
    left = g.to_place[seat]
    before = g.armies[:]
    mine = {t for t, o in enumerate(g.owner) if o == seat}
    start = len(g.events)
    act(g, REST)  # (act checks the battery's invariants: the army ledger adds up)
    assert g.to_place[seat] == 0 and armies_of(g, seat) == 2 + left
    assert all(g.armies[t] == before[t] for t in range(len(before)) if t not in mine)
    # logged: one line for the choice, then one per territory that got armies
    new = g.events[start:]
    assert new[0].kind == "place_random" and new[0].seat == seat and new[0].data["armies"] == left
    assert all(e.kind == "place" and e.seat == seat for e in new[1:])
    assert sum(e.data["armies"] for e in new[1:]) == left
    assert translate(TEXTS.event(new[0]), "en") == f"Player {seat + 1} places {left} armies at random"
    assert "випадково розставляє" in translate(TEXTS.event(new[0]), "uk")
    # the next seat places one army at a time, and the seat that chose is never asked again
    asked = []
    while g.phase == SETUP_PLACE:
        asked.append(g.decision.seat)
        act(g, ids(g)[0])
    assert seat not in asked and len(asked) == sum(g.to_place) + 10
    assert g.phase == PLACE and g.turn == 1


def test_the_last_seat_choosing_it_ends_the_set_up() -> None:
    g = dealt()
    while g.phase == SETUP_PLACE:
        act(g, REST)
    assert g.to_place == [0, 0, 0] and [armies_of(g, s) for s in range(3)] == [7, 7, 7]
    assert g.phase == PLACE and g.current == g.first and g.turn == 1


def test_the_same_seed_and_choices_give_the_same_board() -> None:
    boards = set()
    for _ in range(2):
        g = dealt(seed=7)
        for pick in (0, REST, 1):
            act(g, pick if isinstance(pick, str) else ids(g)[pick])
        boards.add(tuple(g.armies))
    assert len(boards) == 1
    spread = set()
    for seed in range(1, 40):  # and it is random: different seeds spread the armies differently
        g = dealt(seed=seed, players=2)
        act(g, REST)
        spread.add(tuple(g.armies))
    assert len(spread) > 3


def test_the_terminal_takes_r_for_it(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    args = ["play", "domination", "--map", "duel", "--turn-limit", "1", "--auto-deal"]
    args += ["--first-player", "seat1"]
    result = CliRunner().invoke(app, [*args, "-p", "human,random", "--save", str(save)], input="r\nq\n")
    assert result.exit_code == 0, result.output
    assert "Place the rest at random" in result.output
    moves = GameRecord.load(save).moves
    assert (0, REST) in moves
