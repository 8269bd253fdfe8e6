"""Mission mode: every kind of mission, when it is checked, continuing after a win,
and who may read a mission."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dominia.core.rng import Rng
from dominia.games.domination import rules
from dominia.games.domination.game import DOMINATION
from dominia.games.domination.invariants import shuffle_hidden
from dominia.games.domination.maps.library import get_map
from dominia.games.domination.maps.model import (
    ARTILLERY,
    CAVALRY,
    INFANTRY,
    Card,
    Continent,
    GameMap,
    Mission,
    Territory,
)
from dominia.games.domination.options import normalize_options
from dominia.games.domination.rules import mission_complete
from dominia.games.domination.state import ATTACK, FORTIFY, OVER, PLACE, SETUP_PLACE

from .helpers import (
    M_HOLD_3X3,
    M_ISLE_PLUS_ANY,
    M_KILL_P1,
    M_KILL_P2,
    M_KILL_P3,
    M_NORTH_SOUTH,
    TINY,
    act,
    armies,
    ids,
    position,
    rig,
)


def mission(board, missions, **kw):
    return position(board, mode="mission", missions=missions, **kw)


def won(g, reason: str = "mission", seat: int = 0) -> bool:
    return g.phase == OVER and g.winners == (seat,) and g.reason == reason and g.decision is None


# ---------------------------------------------------------------- destroy a player

KILL = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (2, 1), "F": (2, 1)}


def test_destroying_the_target_player_wins() -> None:
    g = mission(KILL, {0: M_KILL_P2, 1: M_HOLD_3X3, 2: M_NORTH_SOUTH}, players=3, phase=ATTACK)
    rig(g, 6, 6, 6, 1)
    act(g, "attack:C->D", "roll:3", "move:3")
    assert won(g) and g.alive == [True, False, True]


def test_destroying_someone_else_is_not_the_mission() -> None:
    g = mission(KILL, {0: M_KILL_P3, 1: M_HOLD_3X3, 2: M_NORTH_SOUTH}, players=3, phase=ATTACK)
    rig(g, 6, 6, 6, 1)
    act(g, "attack:C->D", "roll:3", "move:3")
    assert g.phase == ATTACK and not g.alive[1]


def test_while_the_target_is_in_holding_territories_does_not_count() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "E": (0, 1), "D": (1, 1), "F": (2, 1)}
    g = mission(board, {0: M_KILL_P2, 1: M_HOLD_3X3, 2: M_NORTH_SOUTH}, players=3)
    assert g.owner.count(0) == 4  # the occupy part of the mission is met...
    act(g, "place:A", "count:1")
    assert g.phase == PLACE  # ... but it does not count while the target is in


def test_when_the_target_is_yourself_the_occupy_part_counts() -> None:
    board = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_KILL_P1, 1: M_HOLD_3X3}, phase=ATTACK)
    assert not mission_complete(g, 0)
    rig(g, 6, 6, 6, 1)
    act(g, "attack:C->D", "roll:3", "move:3")  # the fourth territory
    assert won(g) and g.alive == [True, True]


def test_when_someone_else_destroys_the_target_the_occupy_part_counts() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (0, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_KILL_P3, 1: M_HOLD_3X3, 2: M_NORTH_SOUTH}, players=3, killers={2: 1})
    assert g.alive == [True, True, False]
    act(g, "place:A", "count:1")
    assert won(g)


def test_a_target_destroyed_by_someone_else_needs_the_occupy_part_in_full() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_KILL_P3, 1: M_HOLD_3X3, 2: M_NORTH_SOUTH}, players=3, killers={2: 1})
    act(g, "place:A", "count:1")
    assert g.phase == PLACE


def test_a_target_you_destroyed_earlier_still_wins() -> None:
    board = {"A": (0, 1), "B": (0, 1), "D": (1, 1), "C": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_KILL_P3, 1: M_HOLD_3X3, 2: M_NORTH_SOUTH}, players=3, killers={2: 0})
    assert mission_complete(g, 0) and not mission_complete(g, 1)


# ---------------------------------------------------------------- occupy N territories with M armies


def test_holding_territories_with_armies_is_checked_after_each_placement() -> None:
    board = {"A": (0, 3), "B": (0, 2), "C": (0, 2), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_HOLD_3X3, 1: M_NORTH_SOUTH})
    assert g.reinforcements == 5
    act(g, "place:B", "count:1")
    assert g.phase == PLACE  # A and B have 3, C has 2
    act(g, "place:C", "count:1")
    assert won(g) and armies(g, "A", "B", "C") == (3, 3, 3)
    assert g.reinforcements == 3  # the game ends at once


def test_a_fortify_move_can_complete_a_mission() -> None:
    board = {"A": (0, 5), "B": (0, 3), "C": (0, 1), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_HOLD_3X3, 1: M_NORTH_SOUTH}, phase=FORTIFY)
    act(g, "fortify:A->C", "move:2")
    assert won(g) and g.current == 0


def test_a_conquest_move_can_complete_a_mission() -> None:
    board = {"A": (0, 3), "B": (0, 3), "C": (0, 7), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_HOLD_3X3, 1: M_NORTH_SOUTH}, phase=ATTACK)
    # Already 3 territories with 3: but nothing is checked until somebody moves.
    rig(g, 6, 6, 6, 1)
    act(g, "attack:C->D", "roll:3")
    assert g.phase != OVER  # the choice of how many move in comes first
    act(g, "move:3")
    assert won(g)


def test_too_few_armies_do_not_count() -> None:
    board = {"A": (0, 3), "B": (0, 3), "C": (0, 2), "D": (1, 9), "E": (1, 9), "F": (1, 9)}
    g = mission(board, {0: M_HOLD_3X3, 1: M_NORTH_SOUTH}, phase=FORTIFY)
    act(g, "fortify:A->C", "move:1")
    assert g.phase == PLACE and g.current == 1


# ---------------------------------------------------------------- a mission met by the setup

# Four territories, two players, 8 armies each: two territories each are dealt, and "hold 2
# territories with 2 armies each" is met by both once their setup armies are down.
SQUARE = GameMap(
    name="square",
    title="Square",
    continents=(Continent("West", 1, "#0000ff"), Continent("East", 1, "#ff0000")),
    territories=tuple(Territory(n, i // 2, 10 * i, 10) for i, n in enumerate("ABCD")),
    borders=((1, 3), (0, 2), (1, 3), (2, 0)),
    cards=tuple(Card(k, t) for t, k in enumerate((INFANTRY, CAVALRY, ARTILLERY, INFANTRY))),
    missions=(
        Mission(None, 2, 2, (), "Hold 2 territories with 2 armies each."),
        Mission(None, 2, 2, (), "Hold 2 territories with 2 armies on each."),
    ),
)


def square(gmap: GameMap = SQUARE, **options):
    opts = normalize_options({"map": gmap.name, "mode": "mission", "first_player": "seat1", **options})
    return rules.new_state(opts, 3, gmap)


def place_evenly(g) -> None:
    """One setup army on the seat's territory with the fewest armies."""
    places = [c for c in ids(g) if c.startswith("place:")]  # (not the rest at random)
    act(g, min(places, key=lambda c: g.armies[g.map.index_of[c[6:]]]))


def test_a_mission_met_by_the_setup_wins_after_the_last_setup_army() -> None:
    g = square()
    # Dealt 0, 1, 0, 1: seat 1 got the last territory, so seat 0 places first and seat 1 last.
    assert g.phase == SETUP_PLACE and g.decision.seat == 0 and g.to_place == [6, 6]
    while g.to_place != [0, 1]:
        place_evenly(g)
    # Both missions are met already, but a mission counts once the setup is done (as in the
    # original): the last setup army is checked like any placement, for the seat placing it.
    assert mission_complete(g, 0) and g.phase == SETUP_PLACE and g.decision.seat == 1
    place_evenly(g)
    assert won(g, seat=1) and g.turn == 0 and g.to_place == [0, 0]


def test_an_automatic_setup_can_end_the_game_at_once() -> None:
    # "Hold 2 territories" is met by the deal itself; the book's automatic placement puts
    # every army down in turn order (seat 1, seat 2, ...): seat 2 places the last one and wins.
    hold = Mission(None, 2, 1, (), "Hold 2 territories.")
    g = square(gmap=replace(SQUARE, name="square1", missions=(hold, hold)), auto_place=True)
    assert won(g, seat=1) and g.turn == 0 and g.decision is None
    assert DOMINATION.outcome(g).reason == "mission"


def test_a_mission_met_by_the_setup_can_be_played_on() -> None:
    g = square(continue_after_win=True)
    while g.phase == SETUP_PLACE:
        place_evenly(g)
    assert g.first_win == (1, "mission") and g.mode == "domination"
    assert g.phase == PLACE and g.current == 0 and g.turn == 1


# ---------------------------------------------------------------- continents


def test_owning_the_named_continents_wins() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (0, 4), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_NORTH_SOUTH, 1: M_HOLD_3X3}, phase=ATTACK)
    rig(g, 6, 6, 6, 1)
    act(g, "attack:D->E", "roll:3")  # D keeps one: the three dice move in, no question
    assert won(g)


def test_one_of_the_named_continents_is_not_enough() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (0, 4), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_NORTH_SOUTH, 1: M_HOLD_3X3})
    act(g, "place:A", "count:1")
    assert g.phase == PLACE


def test_a_named_continent_plus_any_other() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (1, 1), "E": (0, 3), "F": (1, 1)}
    g = mission(board, {0: M_ISLE_PLUS_ANY, 1: M_HOLD_3X3}, phase=ATTACK)
    rig(g, 6, 6, 1)
    act(g, "attack:E->F", "roll:2")  # the Isle, with North already held
    assert won(g)


def test_the_named_continent_alone_is_not_enough() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (1, 1), "D": (1, 1), "E": (0, 3), "F": (1, 1)}
    g = mission(board, {0: M_ISLE_PLUS_ANY, 1: M_HOLD_3X3}, phase=ATTACK)
    rig(g, 6, 6, 1)
    act(g, "attack:E->F", "roll:2")
    assert g.phase == ATTACK and not mission_complete(g, 0)


def test_two_other_continents_without_the_named_one_are_not_enough() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (0, 1), "E": (0, 1), "F": (1, 1)}
    g = mission(board, {0: M_ISLE_PLUS_ANY, 1: M_HOLD_3X3})
    assert not mission_complete(g, 0)


CLASSIC = get_map("classic")


def classic_mission(text_start: str) -> int:
    return next(i for i, m in enumerate(CLASSIC.missions) if m.text.startswith(text_start))


def continent(name: str) -> list[str]:
    c = next(i for i, x in enumerate(CLASSIC.continents) if x.name == name)
    return [CLASSIC.names[t] for t in CLASSIC.continent_members[c]]


@pytest.mark.parametrize(
    ("held", "done"),
    [
        (["Europe", "South America"], False),
        (["Europe", "South America", "Australia"], True),
        (["Europe", "Australia", "Africa"], False),
        (["Europe", "South America", "Asia", "Africa"], True),
    ],
)
def test_the_classic_europe_south_america_and_one_more_mission(held: list[str], done: bool) -> None:
    m = classic_mission("Take and hold Europe, South America")
    board = {n: (0, 1) for c in held for n in continent(c)}
    g = position(board, gmap=CLASSIC, rest=(1, 1), mode="mission", missions={0: m, 1: m}, phase=PLACE)
    assert mission_complete(g, 0) is done


@pytest.mark.parametrize(("held", "twos", "done"), [(18, 18, True), (18, 17, False), (30, 17, False)])
def test_the_classic_eighteen_territories_with_two_armies(held: int, twos: int, done: bool) -> None:
    m = classic_mission("Hold 18 territories with at least 2")
    board = {n: (0, 2 if i < twos else 1) for i, n in enumerate(CLASSIC.names[:held])}
    g = position(board, gmap=CLASSIC, rest=(1, 1), mode="mission", missions={0: m, 1: m}, phase=PLACE)
    assert mission_complete(g, 0) is done


# ---------------------------------------------------------------- whose mission, and when


def test_only_the_moving_players_mission_is_checked() -> None:
    # Seat 1 holds North and South (its mission) all along; seat 0 moves first.
    board = {"A": (1, 1), "B": (1, 1), "C": (1, 1), "D": (1, 1), "E": (1, 1), "F": (0, 2)}
    g = mission(board, {0: M_HOLD_3X3, 1: M_NORTH_SOUTH})
    assert mission_complete(g, 1)
    act(g, "place:F", "count:4")
    assert g.phase == ATTACK and g.winners == ()
    act(g, "done", "done")
    assert g.current == 1
    act(g, "place:A", "count:1")
    assert won(g, seat=1)


def test_a_mission_win_can_be_continued_in_domination_mode() -> None:
    board = {"A": (0, 3), "B": (0, 3), "C": (0, 2), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_HOLD_3X3, 1: M_NORTH_SOUTH}, continue_after_win=True)
    act(g, "place:C", "count:1")
    assert g.first_win == (0, "mission") and g.mode == "domination"
    assert g.phase == PLACE and g.reinforcements == 4 and DOMINATION.outcome(g) is None
    win_events = [e for e in g.events if e.kind == "win"]
    assert len(win_events) == 1 and "goes on" in win_events[0].detail
    act(g, "place:C", "count:4")
    assert g.phase == ATTACK  # the mission is met still, but it is no longer the goal
    rig(g, 6, 6, 6, 1, 6, 6, 1, 6, 1)
    act(g, "attack:C->D", "roll:3", "move:4", "attack:D->E", "roll:2", "move:2", "attack:E->F", "roll:1")
    assert won(g, "domination")
    assert DOMINATION.outcome(g).details["first_win"] == {"seat": 0, "mode": "mission"}


def test_without_continuing_the_first_mission_win_ends_the_game() -> None:
    board = {"A": (0, 3), "B": (0, 3), "C": (0, 2), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_HOLD_3X3, 1: M_NORTH_SOUTH})
    act(g, "place:C", "count:1")
    assert won(g) and g.first_win is None
    assert "first_win" not in DOMINATION.outcome(g).details


def test_no_mission_is_checked_outside_mission_mode() -> None:
    board = {"A": (0, 3), "B": (0, 3), "C": (0, 2), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = position(board, missions={0: M_HOLD_3X3})  # a mission, but Domination mode
    act(g, "place:C", "count:1")
    assert g.phase == PLACE


# ---------------------------------------------------------------- who reads a mission


def test_a_mission_is_seen_by_its_owner_only() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = mission(board, {0: M_KILL_P2, 1: M_ISLE_PLUS_ANY})
    mine = DOMINATION.view(g, 0).mission()
    assert mine == "Destroy Player 2; if that is you or someone beats you to it, hold 4."
    assert DOMINATION.view(g, 1).mission() == TINY.missions[M_ISLE_PLUS_ANY].text
    assert DOMINATION.view(g, None).mission() is None
    views = {s: json.dumps(DOMINATION.view(g, s).to_dict()) for s in (0, 1, None)}
    assert "Destroy Player 2" in views[0]
    assert "Destroy Player 2" not in views[1] and "Destroy Player 2" not in views[None]
    assert "Hold the Isle" in views[1]
    assert "Hold the Isle" not in views[0] and "Hold the Isle" not in views[None]
    assert DOMINATION.view(g, None).to_dict()["mission"] is None


def test_dealt_missions_stay_hidden_through_a_real_game() -> None:
    g = DOMINATION.setup({"players": 3, "mode": "mission", "auto_place": True, "turn_limit": 3}, 7)
    texts = [DOMINATION.view(g, s).mission() for s in range(3)]
    assert len(set(texts)) == 3 and all(texts)
    for _ in range(200):
        if g.decision is None:
            break
        act(g, g.decision.ids()[-1] if g.decision.kind != "battle" else "retreat")
    for s in range(3):
        seen = json.dumps(DOMINATION.view(g, s).to_dict())
        assert texts[s] in seen
        for other in range(3):
            if other != s:
                assert texts[other] not in seen


def test_hidden_missions_are_redealt_only_among_missions_the_game_could_deal() -> None:
    # The battery's (and a searching player's) "what else could the others hold" copy:
    # never a mission against a player who is not in the game, never the viewer's own.
    g = DOMINATION.setup({"players": 2, "mode": "mission", "auto_place": True}, 3)
    rng = Rng(5)
    for _ in range(60):
        h = shuffle_hidden(g, 0, rng)
        assert h.missions[0] == g.missions[0]
        assert h.missions[1] != h.missions[0]
        target = CLASSIC.missions[h.missions[1]].target_player
        assert target is None or target <= 2
        mission_complete(h, 1)  # a state the game can go on from
        h = shuffle_hidden(g, None, rng)
        assert len(set(h.missions)) == 2
        assert all(CLASSIC.missions[m].target_player in (None, 1, 2) for m in h.missions)
