"""The turn: reinforcements, attacks and dice, conquest moves, fortifying, cards at the
end of a turn, elimination, Domination and Capital wins, the turn limit, refusing bad
input, and what each seat may see."""

from __future__ import annotations

import copy
import json

import pytest

from dominia.core.errors import IllegalChoice
from dominia.core.rng import Rng
from dominia.games.domination import rules
from dominia.games.domination.game import DOMINATION
from dominia.games.domination.maps.library import get_map
from dominia.games.domination.maps.model import GameMap
from dominia.games.domination.options import normalize_options
from dominia.games.domination.rules import reinforcements
from dominia.games.domination.state import ATTACK, BATTLE, FORTIFY, MOVE, OVER, PLACE
from dominia.games.domination.view import DominationView

from .helpers import CARD, TINY, Raw, act, armies, hand_keys, ids, kind, owners, position, rig

CLASSIC = get_map("classic")
NA = [CLASSIC.names[t] for t in CLASSIC.continent_members[0]]
SA = [CLASSIC.names[t] for t in CLASSIC.continent_members[1]]
EUROPE = [CLASSIC.names[t] for t in CLASSIC.continent_members[2]]
AFRICA = [CLASSIC.names[t] for t in CLASSIC.continent_members[3]]
AUSTRALIA = [CLASSIC.names[t] for t in CLASSIC.continent_members[5]]


def classic(mine: list[str], **kw):
    return position({n: (0, 1) for n in mine}, gmap=CLASSIC, rest=(1, 1), **kw)


# ---------------------------------------------------------------- reinforcements


@pytest.mark.parametrize(
    ("mine", "expected"),
    [
        (NA[:8] + SA[:3], 3),  # the book: 11 territories = 3 armies
        (NA[:8] + EUROPE[:6] + AFRICA[:5], 6),  # the book: 19 territories = 6 armies
        (NA[:2], 3),  # never fewer than 3
        (AUSTRALIA + ["Siam"], 3 + 2),  # Australia is worth 2
        (AUSTRALIA + NA[:8] + SA[:3], 15 // 3 + 2),
        (NA + SA, 13 // 3 + 5 + 2),  # North America 5, South America 2
        (EUROPE + AFRICA + ["Ural"], 14 // 3 + 5 + 3),
    ],
)
def test_reinforcements_are_a_third_of_the_territories_plus_continents(mine, expected: int) -> None:
    g = classic(mine)
    assert g.phase == PLACE and g.current == 0
    assert g.reinforcements == expected
    assert f"({expected} left)" in str(g.decision.prompt)
    assert DominationView(g, 1).reinforcements_of(0) == expected


def test_the_other_players_count_includes_every_continent_they_hold() -> None:
    g = classic(NA[:8] + SA[:3])
    # Seat 1: 31 territories, Europe 5 + Africa 3 + Asia 7 + Australia 2.
    assert reinforcements(g, 1) == 31 // 3 + 5 + 3 + 7 + 2


def test_reinforcements_are_counted_when_the_turn_starts() -> None:
    # Seat 1 holds D and E (South, +3) and F (Isle, +1) when seat 0's turn starts...
    board = {"A": (0, 2), "B": (0, 1), "C": (0, 6), "D": (1, 1), "E": (1, 2), "F": (1, 1)}
    g = position(board, phase=ATTACK)
    assert reinforcements(g, 1) == 3 + 3 + 1
    rig(g, 6, 6, 6, 1, Raw(0))
    act(g, "attack:C->D", "roll:3", "move:3")
    # ... but seat 0 takes D, so seat 1 starts its turn with the Isle only.
    act(g, "done", "done")
    assert g.current == 1 and g.reinforcements == 3 + 1
    # ... and placing them does not change the count of the turn in progress.
    act(g, "place:F", "count:1")
    assert g.reinforcements == 3


def test_placing_is_a_territory_then_a_number() -> None:
    board = {"A": (0, 2), "B": (0, 1), "C": (0, 1), "D": (1, 1), "E": (1, 1), "F": (1, 1)}
    g = position(board)  # North: 3 + 2
    assert ids(g) == ["place:A", "place:B", "place:C"]
    act(g, "place:B")
    assert ids(g) == ["count:5", "count:4", "count:3", "count:2", "count:1"]
    act(g, "count:4")
    assert armies(g, "B") == (5,) and g.reinforcements == 1
    act(g, "place:C")  # the last army needs no count
    assert armies(g, "C") == (2,) and g.phase == ATTACK


# ---------------------------------------------------------------- which attacks


ATTACKS = {"A": (0, 3), "B": (0, 1), "C": (1, 2), "D": (1, 1), "E": (0, 2), "F": (1, 4)}


def test_attacks_go_from_two_or_more_armies_to_enemy_neighbours() -> None:
    g = position(ATTACKS, phase=ATTACK)
    # B has one army; A's only enemy neighbour is C (A cannot reach F: that border is one-way).
    assert ids(g) == ["attack:A->C", "attack:E->D", "attack:E->F", "done"]


def test_a_one_way_border_is_attacked_along_the_arrow_only() -> None:
    g = position(ATTACKS, phase=ATTACK, current=1)
    assert ids(g) == ["attack:C->A", "attack:C->B", "attack:F->E", "attack:F->A", "done"]
    with pytest.raises(IllegalChoice):
        DOMINATION.apply(position(ATTACKS, phase=ATTACK), 0, "attack:A->F")


@pytest.mark.parametrize(
    ("src", "dice"),
    [(2, ["roll:1"]), (3, ["roll:2", "roll:1"]), (4, ["roll:3", "roll:2", "roll:1"]), (9, ["roll:3"])],
)
def test_the_attacker_rolls_up_to_three_dice_leaving_one_army_behind(src: int, dice: list[str]) -> None:
    g = position({**ATTACKS, "A": (0, src)}, phase=ATTACK)
    act(g, "attack:A->C")
    assert g.phase == BATTLE and kind(g) == "battle"
    rolls = [i for i in ids(g) if i.startswith("roll:")]
    assert rolls[: len(dice)] == dice and len(rolls) == min(3, src - 1)
    stops = [i for i in ids(g) if i.startswith("annihilate:")]
    assert stops == [f"annihilate:{k}" for k in range(2, src)]
    assert "annihilate" in ids(g) and ids(g)[-1] == "retreat"
    assert g.decision.data == {"src": 0, "dst": 2}


def battle(attacker: int, defender: int, *, italian: bool = False, **kw):
    """Seat 0's A (attacker armies) attacking seat 1's C (defender armies), in the battle."""
    board = {"A": (0, attacker), "B": (0, 1), "C": (1, defender), "D": (1, 1), "E": (0, 1), "F": (1, 1)}
    g = position(board, phase=ATTACK, cards="italian" if italian else "increasing", **kw)
    act(g, "attack:A->C")
    return g


@pytest.mark.parametrize(
    ("defender", "italian", "dice"),
    [(1, False, 1), (2, False, 2), (5, False, 2), (1, True, 1), (2, True, 2), (3, True, 3), (7, True, 3)],
)
def test_auto_defence_rolls_the_most_dice_allowed(defender: int, italian: bool, dice: int) -> None:
    g = battle(4, defender, italian=italian)
    s = rig(g, *[1] * (3 + dice))  # all ones: ties, so the attacker loses
    act(g, "roll:3")
    assert s.done() and len(s.calls) == 3 + dice
    assert g.last_roll == ((1, 1, 1), (1,) * dice)


@pytest.mark.parametrize(("defender", "italian"), [(1, False), (2, False), (5, False), (2, True), (5, True)])
def test_without_auto_defence_the_defender_chooses_the_dice(defender: int, italian: bool) -> None:
    g = battle(4, defender, italian=italian, auto_defence=False)
    s = rig(g, 6, 5, 4, 3)
    act(g, "roll:3")
    assert kind(g) == "defend" and g.decision.seat == 1  # the defender is asked
    most = min(3 if italian else 2, defender)
    assert ids(g) == [f"defend:{k}" for k in range(most, 0, -1)]
    with pytest.raises(IllegalChoice):
        DOMINATION.apply(g, 0, "defend:1")  # not the attacker's question
    DOMINATION.apply(g, 1, "defend:1")
    assert s.done() and g.last_roll == ((6, 5, 4), (3,))
    assert armies(g, "C") == (defender - 1,) or owners(g, "C") == (0,)


def test_annihilating_without_auto_defence_asks_the_defender_every_roll() -> None:
    g = battle(6, 4, auto_defence=False)
    rig(g, 6, 6, 6, 1, 6, 6, 6, 1, 6, 6, 6, 1)
    act(g, "annihilate")
    assert kind(g) == "defend"
    act(g, "defend:1")
    assert armies(g, "A", "C") == (6, 3) and kind(g) == "defend"
    act(g, "defend:1", "defend:1")
    assert kind(g) == "defend" and armies(g, "C") == (1,)
    assert ids(g) == ["defend:1"]


@pytest.mark.parametrize(
    ("att", "dfn", "losses"),
    [
        # The rule book's examples, the dice given in a shuffled order.
        ((4, 5, 5), (4, 6), (1, 1)),  # a. 5,5,4 against 6,4: one each
        ((1, 3, 2), (1, 2), (0, 2)),  # b. 3,2,1 against 2,1: the defender loses two
        ((2, 6, 5), (5, 6), (2, 0)),  # c. 6,5,2 against 6,5: the attacker loses two
        # Ties go to the defender.
        ((6, 4, 1), (4, 6), (2, 0)),
        ((3, 3, 3), (3, 2), (1, 1)),
    ],
    ids=["book-a", "book-b", "book-c", "ties", "tie-and-win"],
)
def test_dice_are_compared_high_to_low_ties_to_the_defender(att, dfn, losses) -> None:
    g = battle(4, 3)
    rig(g, *att, *dfn)
    act(g, "roll:3")
    assert g.last_roll == (tuple(sorted(att, reverse=True)), tuple(sorted(dfn, reverse=True)))
    assert armies(g, "A", "C") == (4 - losses[0], 3 - losses[1])
    assert g.lost == sum(losses)
    assert g.phase == BATTLE  # nothing fell: the same battle goes on


def test_a_single_die_each() -> None:
    g = battle(2, 1)
    rig(g, 3, 3)
    act(g, "roll:1")
    assert armies(g, "A", "C") == (1, 1)
    assert g.phase == ATTACK  # A has one army left: the battle is over


def test_retreat_ends_the_battle_without_rolling() -> None:
    g = battle(5, 3)
    rig(g)
    act(g, "retreat")
    assert g.phase == ATTACK and armies(g, "A", "C") == (5, 3)


def test_annihilate_rolls_until_the_territory_falls() -> None:
    g = battle(6, 3)
    s = rig(g, 6, 6, 6, 1, 1, 6, 6, 6, 1)  # 3 vs 2 dice, then 3 vs 1
    act(g, "annihilate")
    assert s.done()
    assert owners(g, "C") == (0,) and g.phase == MOVE
    # The last roll's 3 dice are in already; up to 5 may go.
    assert armies(g, "A", "C") == (3, 3)
    assert ids(g) == ["move:5", "move:4", "move:3"]
    act(g, "move:4")
    assert armies(g, "A", "C") == (2, 4) and g.phase == ATTACK


def test_annihilate_stops_when_one_army_is_left() -> None:
    g = battle(4, 5)
    s = rig(g, 1, 1, 1, 6, 6, 1, 6, 6)  # 3 dice: -2; then 1 die: -1
    act(g, "annihilate")
    assert s.done() and armies(g, "A", "C") == (1, 5)
    assert g.phase == ATTACK and owners(g, "C") == (1,)


def test_annihilate_with_a_stop_stops_at_that_many_armies() -> None:
    g = battle(10, 20)
    s = rig(g, *[1, 1, 1, 6, 6] * 2)
    act(g, "annihilate:6")
    assert s.done() and armies(g, "A") == (6,)
    assert g.phase == BATTLE and kind(g) == "battle"  # the attacker decides again
    assert g.stop_at == 0


def test_annihilate_with_a_stop_stops_below_it_when_two_fall_at_once() -> None:
    g = battle(10, 20)
    s = rig(g, *[1, 1, 1, 6, 6] * 2)
    act(g, "annihilate:7")  # 10 -> 8 -> 6
    assert s.done() and armies(g, "A") == (6,) and g.phase == BATTLE


def test_annihilate_with_a_stop_still_conquers() -> None:
    g = battle(10, 1)
    rig(g, 6, 5, 4, 3)
    act(g, "annihilate:9")
    assert owners(g, "C") == (0,) and g.phase == MOVE
    assert ids(g)[0] == "move:9" and ids(g)[-1] == "move:3"


# ---------------------------------------------------------------- conquest


@pytest.mark.parametrize(
    ("attacker", "dice", "choices"),
    [
        (2, 1, None),  # one die, one army to spare: no question
        (4, 3, None),  # three dice, all three must go and one stays
        (3, 2, None),
        (5, 2, ["move:4", "move:3", "move:2"]),
        (5, 1, ["move:4", "move:3", "move:2", "move:1"]),
        (8, 3, ["move:7", "move:6", "move:5", "move:4", "move:3"]),
    ],
)
def test_after_a_conquest_the_dice_of_the_last_roll_move_in_at_least(attacker, dice, choices) -> None:
    g = battle(attacker, 1)
    rig(g, *[6] * dice, 1)
    act(g, f"roll:{dice}")
    assert owners(g, "C") == (0,)
    assert armies(g, "C") == (dice,)  # never empty, even before the question
    if choices is None:
        assert g.phase == ATTACK and armies(g, "A") == (attacker - dice,)
    else:
        assert g.phase == MOVE and kind(g) == "move" and ids(g) == choices
        with pytest.raises(IllegalChoice):
            DOMINATION.apply(g, 0, f"move:{dice - 1}")
        with pytest.raises(IllegalChoice):
            DOMINATION.apply(g, 0, f"move:{attacker}")
        act(g, choices[0])
        assert armies(g, "A", "C") == (1, attacker - 1)


def test_a_card_is_drawn_at_the_end_of_a_turn_with_a_conquest() -> None:
    g = battle(8, 1)
    s = rig(g, 6, 1, 6, 1, Raw(0))
    act(g, "roll:1", "move:5", "attack:C->D", "roll:1")  # two conquests, one card
    assert owners(g, "C", "D") == (0, 0) and g.phase == MOVE
    act(g, "move:1", "done")
    assert g.hands[0] == [] and g.phase == FORTIFY
    top = g.deck[0]
    act(g, "done")
    assert s.done() and g.hands[0] == [top] and g.current == 1


def test_no_card_without_a_conquest() -> None:
    g = battle(8, 5)
    rig(g, 1, 1, 1, 6, 6)
    act(g, "roll:3", "retreat", "done", "done")
    assert g.hands[0] == [] and g.current == 1


# ---------------------------------------------------------------- fortifying

FORT = {"A": (0, 5), "B": (0, 1), "C": (0, 2), "D": (1, 3), "E": (0, 4), "F": (0, 3)}


def test_fortify_moves_between_adjacent_own_territories_along_the_borders() -> None:
    g = position(FORT, phase=FORTIFY)
    assert ids(g) == [
        "fortify:A->B",
        "fortify:A->C",
        "fortify:C->A",
        "fortify:C->B",
        "fortify:E->F",
        "fortify:F->E",
        "fortify:F->A",  # the one-way border
        "done",
    ]


def test_fortify_leaves_one_army_behind_and_ends_the_turn() -> None:
    g = position(FORT, phase=FORTIFY)
    act(g, "fortify:A->B")
    assert kind(g) == "fortify_count"
    assert ids(g) == ["move:4", "move:3", "move:2", "move:1"]
    act(g, "move:4")
    assert armies(g, "A", "B") == (1, 5)
    assert g.current == 1 and g.phase == PLACE  # one move only: the turn is over


def test_fortifying_from_two_armies_moves_one_without_asking() -> None:
    g = position(FORT, phase=FORTIFY)
    act(g, "fortify:C->A")
    assert armies(g, "A", "C") == (6, 1) and g.current == 1


def test_fortifying_is_optional() -> None:
    g = position(FORT, phase=FORTIFY)
    before = g.armies[:]
    act(g, "done")
    assert g.armies == before and g.current == 1


# ---------------------------------------------------------------- elimination

ELIM = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (2, 1), "F": (2, 1)}


def test_an_eliminated_player_hands_over_their_cards_and_is_skipped() -> None:
    g = position(ELIM, players=3, phase=ATTACK, hands={0: ["w1"], 1: ["iA", "aF"]})
    rig(g, 6, 6, 6, 1, Raw(0))
    act(g, "attack:C->D", "roll:3", "move:3")
    assert g.alive == [True, False, True] and g.killer[1] == 0
    assert hand_keys(g, 0) == ["w1", "iA", "aF"] and g.hands[1] == []
    assert DOMINATION.view(g, 0).card_count(1) == 0
    act(g, "done", "done")
    assert g.current == 2  # seat 1 is skipped
    act(g, "place:E", "count:4", "done", "done")
    assert g.current == 0
    assert g.phase != OVER


# ---------------------------------------------------------------- Domination and Capital wins


def test_taking_the_last_enemy_territory_wins_the_game() -> None:
    board = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (0, 1), "F": (0, 1)}
    g = position(board, phase=ATTACK)
    rig(g, 6, 6, 6, 1)
    act(g, "attack:C->D", "roll:3")
    assert g.phase == MOVE
    act(g, "move:3")
    assert g.phase == OVER and g.decision is None
    assert g.winners == (0,) and g.reason == "domination"
    out = DOMINATION.outcome(g)
    assert out is not None and out.winners == (0,) and out.reason == "domination"
    assert out.scores == (6, 0)


CAPITALS = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (1, 1), "F": (2, 1)}


def test_holding_every_capital_wins_in_capital_mode() -> None:
    board = {**CAPITALS, "F": (1, 1)}
    g = position(board, phase=ATTACK, mode="capital", capitals={0: "A", 1: "D"})
    rig(g, 6, 6, 6, 1)
    act(g, "attack:C->D", "roll:3", "move:4")
    assert g.phase == OVER and g.winners == (0,) and g.reason == "capital"
    assert g.alive == [True, True]  # not by elimination


def test_losing_your_capital_does_not_eliminate_you() -> None:
    g = position(CAPITALS, players=3, phase=ATTACK, mode="capital", capitals={0: "A", 1: "D", 2: "F"})
    rig(g, 6, 6, 6, 1, Raw(0))
    act(g, "attack:C->D", "roll:3", "move:3")
    assert g.phase == ATTACK and g.winners == ()  # seat 2's capital is still seat 2's
    assert g.alive == [True, True, True]
    act(g, "done", "done")
    assert g.current == 1 and g.phase == PLACE  # seat 1 plays on without a capital


def test_you_must_hold_your_own_capital_too() -> None:
    # Seat 0 takes D (seat 1's capital), but A, its own, is seat 1's.
    board = {"A": (1, 1), "B": (0, 2), "C": (0, 5), "D": (1, 1), "E": (1, 1), "F": (0, 1)}
    g = position(board, phase=ATTACK, mode="capital", capitals={0: "A", 1: "D"})
    rig(g, 6, 6, 6, 1)
    act(g, "attack:C->D", "roll:3", "move:3")
    assert g.phase == ATTACK and g.winners == ()
    rig(g, 6, 1)
    act(g, "attack:B->A", "roll:1")  # taking its own capital back wins
    assert g.phase == OVER and g.reason == "capital" and g.alive == [True, True]


def test_a_capital_win_can_be_continued_in_domination_mode() -> None:
    board = {**CAPITALS, "F": (1, 1)}
    g = position(board, phase=ATTACK, mode="capital", capitals={0: "A", 1: "D"}, continue_after_win=True)
    rig(g, 6, 6, 6, 1, 6, 1)
    act(g, "attack:C->D", "roll:3", "move:3")
    assert g.phase == ATTACK and g.first_win == (0, "capital") and g.mode == "domination"
    assert DOMINATION.outcome(g) is None and DOMINATION.view(g, 1).mode == "domination"
    act(g, "attack:D->E", "roll:1", "move:2")
    assert g.phase == ATTACK  # holding every capital no longer ends the game
    rig(g, 6, 1)
    act(g, "attack:E->F", "roll:1")
    assert g.phase == OVER and g.reason == "domination" and g.winners == (0,)
    assert DOMINATION.outcome(g).details["first_win"] == {"seat": 0, "mode": "capital"}


# ---------------------------------------------------------------- the turn limit


def quiet_turn(g) -> None:
    """Place everything on the first territory, attack nothing, fortify nothing."""
    act(g, ids(g)[0])
    if kind(g) == "place_count":
        act(g, ids(g)[0])
    act(g, "done", "done")


def test_the_turn_limit_ends_the_game_with_the_most_territories_winning() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (0, 1), "E": (1, 1), "F": (1, 1)}
    g = position(board, turn_limit=2)
    for _ in range(3):
        quiet_turn(g)
        assert g.phase != OVER
    quiet_turn(g)  # the end of round 2
    assert g.phase == OVER and g.decision is None
    assert g.winners == (0,) and g.reason == "turn limit" and g.turn == 4
    assert DOMINATION.outcome(g).scores == (4, 2)


def test_a_turn_limit_tie_has_several_winners() -> None:
    board = {"A": (0, 1), "B": (1, 1), "C": (0, 1), "D": (1, 1), "E": (2, 1), "F": (2, 1)}
    g = position(board, players=3, turn_limit=1)
    for _ in range(3):
        quiet_turn(g)
    assert g.phase == OVER and g.winners == (0, 1, 2)


def test_no_turn_limit_by_default() -> None:
    board = {"A": (0, 1), "B": (0, 1), "C": (0, 1), "D": (0, 1), "E": (1, 1), "F": (1, 1)}
    g = position(board)
    for _ in range(60):
        quiet_turn(g)
    assert g.phase != OVER and g.round == 31


# ---------------------------------------------------------------- bad input


def refused(g, seat: int | None, choice: str) -> None:
    before = copy.deepcopy(DOMINATION.snapshot(g))
    with pytest.raises(IllegalChoice):
        DOMINATION.apply(g, seat if seat is not None else 0, choice)
    assert DOMINATION.snapshot(g) == before


def states():
    board = {"A": (0, 5), "B": (0, 1), "C": (1, 2), "D": (1, 1), "E": (0, 2), "F": (1, 4)}
    yield "claim", DOMINATION.setup({}, 1)
    yield "trade", position(board, hands={0: ["iA", "iB", "iC"]})
    g = position(board)
    yield "place", g
    g = act(position(board), "place:A")
    yield "place_count", g
    yield "attack", position(board, phase=ATTACK)
    yield "battle", act(position(board, phase=ATTACK), "attack:A->C")
    g = act(position(board, phase=ATTACK, auto_defence=False), "attack:A->C", "roll:3")
    yield "defend", g
    g = position(board, phase=ATTACK)
    rig(g, 6, 6, 6, 1, 1)
    yield "move", act(g, "attack:A->C", "roll:3")
    yield "fortify", position(board, phase=FORTIFY)
    yield "fortify_count", act(position(board, phase=FORTIFY), "fortify:A->B")


@pytest.mark.parametrize(("name", "g"), list(states()), ids=lambda v: v if isinstance(v, str) else "")
def test_bad_choices_and_wrong_seats_are_refused_and_change_nothing(name: str, g) -> None:
    assert kind(g) == name
    seat = g.decision.seat
    for bad in ["", "nonsense", "done:", "place:Nowhere", "attack:A->F", "count:0", "count:99",
                "roll:4", "roll:0", "annihilate:1", "defend:3", "move:0", "move:99",
                "fortify:A->E", "trade:0,1", "capital:A", "claim:Z"]:  # fmt: skip
        if bad not in g.decision.ids():
            refused(g, seat, bad)
    for other in range(g.n):
        if other != seat:
            refused(g, other, g.decision.ids()[0])
    refused(g, -1, g.decision.ids()[0])


def test_nothing_is_accepted_after_the_game_is_over() -> None:
    board = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (0, 1), "F": (0, 1)}
    g = position(board, phase=ATTACK)
    rig(g, 6, 6, 6, 1)
    act(g, "attack:C->D", "roll:3", "move:3")
    assert g.phase == OVER
    for seat, choice in [(0, "done"), (1, "done"), (0, "attack:C->D"), (0, "place:A")]:
        refused(g, seat, choice)
    assert DOMINATION.pending(g) is None


# ---------------------------------------------------------------- what a seat sees


def seen(g, seat) -> str:
    return json.dumps(DOMINATION.view(g, seat).to_dict())


def test_a_seat_never_sees_another_seats_cards() -> None:
    board = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (1, 6), "F": (1, 1)}
    g = position(board, phase=ATTACK, hands={0: ["w1"], 1: ["cE", "aF"]})
    # Seat 0 conquers and draws a card: Cavalry: A (the deck's first card after rigging).
    rig(g, 6, 6, 6, 1, Raw(g.deck.index(CARD["cA"])))
    act(g, "attack:C->D", "roll:3", "move:3", "done", "done")
    assert hand_keys(g, 0) == ["w1", "cA"]
    mine, theirs, nobody = seen(g, 0), seen(g, 1), seen(g, None)
    assert "Cavalry: A" in mine and "Wildcard" in mine
    for text in (theirs, nobody):
        assert "Cavalry: A" not in text and "Wildcard" not in text
    assert "Cavalry: E" in theirs and "Artillery: F" in theirs
    for text in (mine, nobody):
        assert "Cavalry: E" not in text and "Artillery: F" not in text
    v = DOMINATION.view(g, None)
    assert v.hand == [] and v.hand_labels() == [] and v.to_dict()["hand"] == []
    # Everybody sees how many cards everybody holds.
    counts = [p["cards"] for p in DOMINATION.view(g, None).to_dict()["players"]]
    assert counts == [2, 2]
    card_events = [e for e in DOMINATION.view(g, 1).events() if e.kind == "card"]
    assert card_events and all(e.cards == () and e.count == 1 for e in card_events)


def test_trades_are_public() -> None:
    board = {"A": (0, 2), "B": (0, 1), "C": (0, 5), "D": (1, 1), "E": (1, 6), "F": (1, 1)}
    g = position(board, hands={0: ["iA", "iB", "iC"]})
    act(g, "trade:0,1,2")
    assert "Infantry: B" in seen(g, 1) and "Infantry: B" in seen(g, None)


# ---------------------------------------------------------------- odd maps

RING = GameMap(  # every border one-way: A -> B -> C -> D -> E -> F -> A
    name="ring",
    title="Ring",
    continents=TINY.continents,
    territories=TINY.territories,
    borders=((1,), (2,), (3,), (4,), (5,), (0,)),
    cards=TINY.cards,
    missions=TINY.missions,
)
PAIR = GameMap(
    name="pair",
    title="Pair",
    continents=TINY.continents[:1],
    territories=TINY.territories[:2],
    borders=((1,), (0,)),
    cards=TINY.cards[:4],
)


@pytest.mark.parametrize("gmap", [TINY, RING, PAIR], ids=lambda m: m.name)
def test_random_games_on_odd_maps_keep_every_invariant(gmap: GameMap) -> None:
    for seed in range(60):
        r = Rng(seed)
        modes = ["domination", "capital"] + (["mission"] if gmap.missions else [])
        opts = {
            "players": 2 if gmap is PAIR else 2 + r.below(3),
            "map": gmap.name,
            "mode": modes[r.below(len(modes))],
            "cards": ["increasing", "fixed", "italian"][r.below(3)],
            "recycle": r.below(2) == 0,
            "auto_place": r.below(2) == 0,
            "auto_defence": r.below(3) != 0,
            "continue_after_win": r.below(2) == 0,
            "turn_limit": 25,
        }
        g = rules.new_state(normalize_options(opts), seed, gmap)
        for _ in range(20_000):
            if g.decision is None:
                break
            choices = ids(g)
            act(g, choices[r.below(len(choices))])  # act checks the invariants
        assert g.phase == OVER and DOMINATION.outcome(g) is not None
