"""Cards: set values under the Increasing, Fixed and Italian rules, the +2 bonus,
forced trades (at the start of a turn and after an elimination) and recycling."""

from __future__ import annotations

import pytest

from dominia.games.domination.maps.model import ARTILLERY as ART
from dominia.games.domination.maps.model import CAVALRY as CAV
from dominia.games.domination.maps.model import INFANTRY as INF
from dominia.games.domination.maps.model import WILDCARD as WILD
from dominia.games.domination.state import ATTACK, FORTIFY, PLACE, TRADE
from dominia.games.domination.trades import increasing_value, set_value, sets_in

from .helpers import CARD, TINY, Raw, act, armies, hand_keys, ids, kind, position, rig, trade_id

# Seat 0 holds A, B, D (no continent: 3 reinforcements); seat 1 holds C, E, F (the Isle: 4).
BOARD = {"A": (0, 3), "B": (0, 2), "D": (0, 2), "C": (1, 2), "E": (1, 2), "F": (1, 2)}

# ---------------------------------------------------------------- values


def test_increasing_values() -> None:
    assert [increasing_value(k) for k in range(11)] == [4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40]


SETS = [
    # kinds, increasing (first set), fixed, italian
    ((INF, INF, INF), 4, 4, 6),
    ((CAV, CAV, CAV), 4, 6, 8),
    ((ART, ART, ART), 4, 8, 4),
    ((INF, CAV, ART), 4, 10, 10),
    ((WILD, INF, INF), 4, 4, 12),
    ((CAV, WILD, CAV), 4, 6, 12),
    ((ART, ART, WILD), 4, 8, 12),
    ((WILD, INF, CAV), 4, 10, 0),
    ((CAV, ART, WILD), 4, 10, 0),
    ((WILD, WILD, INF), 4, 10, 0),  # a wildcard is any kind: at best one of each
    ((WILD, ART, WILD), 4, 10, 0),
    ((WILD, WILD, WILD), 4, 12, 0),
    ((INF, INF, CAV), 0, 0, 0),
    ((ART, CAV, ART), 0, 0, 0),
]


@pytest.mark.parametrize(("kinds", "increasing", "fixed", "italian"), SETS, ids=lambda v: str(v))
def test_set_values_under_each_rule(kinds, increasing: int, fixed: int, italian: int) -> None:
    assert set_value(kinds, "increasing", 0) == increasing
    assert set_value(kinds, "increasing", 6) == (20 if increasing else 0)
    assert set_value(kinds, "fixed", 0) == fixed
    assert set_value(kinds, "fixed", 9) == fixed  # the counter does not matter
    assert set_value(kinds, "italian", 0) == italian


def test_only_three_cards_make_a_set() -> None:
    assert set_value((INF, INF), "fixed", 0) == 0
    assert set_value((INF, INF, INF, INF), "increasing", 0) == 0


def test_sets_in_a_hand_are_listed_in_hand_order() -> None:
    kinds = [c.kind for c in TINY.cards]
    hand = [CARD["aC"], CARD["iA"], CARD["iB"], CARD["iC"]]
    assert sets_in(hand, kinds, "fixed") == [(CARD["iA"], CARD["iB"], CARD["iC"])]
    assert sets_in(hand, kinds, "italian") == [(CARD["iA"], CARD["iB"], CARD["iC"])]
    hand = [CARD["w1"], CARD["iA"], CARD["cE"]]
    assert sets_in(hand, kinds, "fixed") == [tuple(hand)]
    assert sets_in(hand, kinds, "italian") == []


# ---------------------------------------------------------------- trading in a game


def test_the_increasing_counter_is_shared_by_all_players() -> None:
    g = position(BOARD, hands={0: ["iC", "cE", "aF"], 1: ["iA", "iB", "iD"]})
    assert g.phase == TRADE and g.reinforcements == 3
    act(g, trade_id("iC", "cE", "aF"))
    assert g.trades == 1 and g.reinforcements == 3 + 4
    assert g.phase == PLACE  # nothing left to trade
    act(g, "place:A", "count:7", "done", "done")
    # Seat 1's first set is the game's second: 6.
    assert g.current == 1 and g.phase == TRADE
    label = str(g.decision.find(trade_id("iA", "iB", "iD")).label)
    assert label.endswith("→ 6 armies")
    act(g, trade_id("iA", "iB", "iD"))
    assert g.trades == 2 and g.reinforcements == 4 + 6


@pytest.mark.parametrize(("done", "value"), list(enumerate([4, 6, 8, 10, 12, 15, 20, 25, 30, 35])))
def test_the_increasing_value_follows_the_counter(done: int, value: int) -> None:
    g = position(BOARD, hands={0: ["iC", "cE", "aF"]}, trades=done)
    act(g, trade_id("iC", "cE", "aF"))
    assert g.reinforcements == 3 + value
    assert g.trades == done + 1


HANDS = {
    "fixed": [
        (("iA", "iB", "iC"), 4),
        (("cE", "cF", "cA"), 6),
        (("aC", "aD", "aE"), 8),
        (("iC", "cE", "aF"), 10),
        (("w1", "iA", "iB"), 4),
        (("cE", "w1", "cF"), 6),
        (("aC", "aE", "w1"), 8),
        (("w1", "iC", "aF"), 10),
        (("w1", "w2", "iC"), 10),
        (("w2", "aE", "w1"), 10),
        (("w1", "w2", "w3"), 12),
    ],
    "italian": [
        (("aC", "aD", "aE"), 4),
        (("iA", "iB", "iC"), 6),
        (("cE", "cF", "cA"), 8),
        (("iC", "cE", "aF"), 10),
        (("w1", "iA", "iB"), 12),
        (("cE", "w1", "cF"), 12),
        (("aC", "aE", "w1"), 12),
    ],
}


@pytest.mark.parametrize(
    ("rule", "hand", "value"), [(r, h, v) for r, hs in HANDS.items() for h, v in hs], ids=str
)
def test_fixed_and_italian_values_in_play(rule: str, hand: tuple[str, ...], value: int) -> None:
    g = position(BOARD, hands={0: list(hand)}, cards=rule, trades=4)
    assert ids(g) == [trade_id(*hand), "done"]
    act(g, trade_id(*hand))
    assert g.reinforcements == 3 + value
    assert g.hands[0] == [] and sorted(g.used) == sorted(CARD[k] for k in hand)


@pytest.mark.parametrize(
    "hand", [("w1", "iA", "cE"), ("w1", "w2", "iA"), ("w1", "w2", "w3"), ("iA", "iB", "cE")], ids=str
)
def test_italian_wildcard_combinations_other_than_two_of_a_kind_are_not_sets(hand) -> None:
    g = position(BOARD, hands={0: list(hand)}, cards="italian")
    assert g.phase == PLACE  # no trade offered at all
    g = position(BOARD, hands={0: list(hand)}, cards="fixed")
    assert (g.phase == TRADE) == (hand != ("iA", "iB", "cE"))


def test_the_two_extra_armies_go_to_the_first_owned_territory_on_the_set() -> None:
    # C is seat 1's; B and A are seat 0's: only B (the first owned one) gets +2.
    g = position(BOARD, hands={0: ["iC", "iB", "iA"]}, cards="fixed")
    before = armies(g, "A", "B", "C", "D")
    act(g, trade_id("iC", "iB", "iA"))
    assert armies(g, "A", "B", "C", "D") == (before[0], before[1] + 2, before[2], before[3])
    assert g.reinforcements == 3 + 4  # the bonus is not part of the reinforcements
    assert g.added == sum(g.armies)


def test_a_wildcard_shows_no_territory_and_a_set_of_enemy_territories_gives_no_bonus() -> None:
    g = position(BOARD, hands={0: ["w1", "iD", "iA"]}, cards="fixed")
    act(g, trade_id("w1", "iD", "iA"))
    assert armies(g, "D", "A") == (2 + 2, 3)
    g = position(BOARD, hands={0: ["iC", "cE", "aF"]}, cards="fixed")
    board = g.armies[:]
    act(g, trade_id("iC", "cE", "aF"))
    assert g.armies == board


def test_trading_is_optional_below_five_cards() -> None:
    g = position(BOARD, hands={0: ["iA", "iB", "iC", "cE"]})
    assert g.phase == TRADE and "done" in ids(g)
    act(g, "done")
    assert g.phase == PLACE and g.reinforcements == 3 and len(g.hands[0]) == 4


def test_five_cards_at_the_start_of_a_turn_force_a_trade() -> None:
    g = position(BOARD, hands={0: ["iA", "iB", "iC", "cE", "cF"]})
    assert g.phase == TRADE and g.forced
    assert "done" not in ids(g)
    assert trade_id("iA", "iB", "iC") in ids(g)
    act(g, trade_id("iA", "iB", "iC"))
    assert g.phase == PLACE and hand_keys(g, 0) == ["cE", "cF"]


def test_after_the_forced_trade_another_set_is_optional() -> None:
    g = position(BOARD, hands={0: ["iA", "iB", "iC", "cE", "cF", "cA"]})
    assert "done" not in ids(g)
    act(g, trade_id("iA", "iB", "iC"))
    assert g.phase == TRADE and not g.forced
    assert ids(g) == [trade_id("cE", "cF", "cA"), "done"]
    act(g, "done")
    assert g.phase == PLACE and g.reinforcements == 3 + 4


def test_the_italian_rules_never_force_a_trade() -> None:
    g = position(BOARD, hands={0: ["iA", "iB", "iC", "cE", "cF", "aC"]}, cards="italian")
    assert g.phase == TRADE and "done" in ids(g)
    g = position(BOARD, hands={0: ["iA", "iB", "cE", "cF", "aC"]}, cards="italian")
    assert g.phase == TRADE and "done" in ids(g)  # three different is a set; not forced
    g = position(BOARD, hands={0: ["iA", "iB", "cE", "cF", "w1"]}, cards="italian")
    assert ids(g) == [trade_id("iA", "iB", "w1"), trade_id("cE", "cF", "w1"), "done"]


# ---------------------------------------------------------------- cards taken from an eliminated player

# Seat 0 attacks seat 2's only territory D from C; seat 1 is still in (E, F).
ELIMINATION = {"A": (0, 2), "B": (0, 1), "C": (0, 4), "D": (2, 1), "E": (1, 1), "F": (1, 1)}


def eliminate(cards: str = "increasing", mine=("iA", "cE"), theirs=("aC", "w1", "cF")):
    g = position(ELIMINATION, players=3, phase=ATTACK, hands={0: list(mine), 2: list(theirs)}, cards=cards)
    rig(g, 6, 5, 4, 1)
    act(g, "attack:C->D", "roll:3")  # 3 dice, C keeps 1: no choice of how many move in
    assert not g.alive[2] and g.hands[2] == []
    return g


def test_an_elimination_bringing_five_cards_forces_trades_then_placing_then_attacking() -> None:
    g = eliminate()
    assert hand_keys(g, 0) == ["iA", "cE", "aC", "w1", "cF"]
    assert kind(g) == "trade" and g.forced and "done" not in ids(g)
    act(g, trade_id("iA", "cE", "aC"))
    assert hand_keys(g, 0) == ["w1", "cF"]
    assert armies(g, "A") == (2 + 2,)  # A is seat 0's: +2 there
    assert g.phase == PLACE and g.reinforcements == 4
    act(g, "place:D", "count:4")
    assert g.phase == ATTACK and g.current == 0
    assert "attack:D->E" in ids(g)


def test_trading_after_an_elimination_goes_on_until_below_five_cards() -> None:
    g = eliminate(mine=("iA", "iB", "iC", "cE"), theirs=("cF", "cA", "aC", "aD"))
    assert len(g.hands[0]) == 8
    act(g, trade_id("iA", "iB", "iC"))
    assert len(g.hands[0]) == 5 and g.phase == TRADE and "done" not in ids(g)
    act(g, trade_id("cE", "cF", "cA"))
    assert len(g.hands[0]) == 2 and g.phase == PLACE
    assert g.reinforcements == 4 + 6


def test_trading_stops_once_the_forced_trade_brings_the_hand_below_five() -> None:
    # 3 + 3 cards: two sets. The first is forced; with 3 cards left trading stops (as the
    # original does), though the other three are a set too: the armies are placed at once.
    g = eliminate(mine=("iA", "iB", "iC"), theirs=("cE", "cF", "cA"))
    assert g.phase == TRADE and g.forced and "done" not in ids(g)
    act(g, trade_id("iA", "iB", "iC"))
    assert hand_keys(g, 0) == ["cE", "cF", "cA"]
    assert g.phase == PLACE and not g.forced and g.reinforcements == 4
    act(g, "place:D", "count:4")
    assert g.phase == ATTACK and hand_keys(g, 0) == ["cE", "cF", "cA"]


def test_at_the_start_of_a_turn_a_set_left_after_the_forced_trade_stays_optional() -> None:
    # Only the elimination's trading stops at once; a turn's trading goes on while sets remain.
    g = position(BOARD, hands={0: ["iA", "iB", "iC", "cE", "cF", "cA"]})
    act(g, trade_id("iA", "iB", "iC"))
    assert g.phase == TRADE and ids(g) == [trade_id("cE", "cF", "cA"), "done"]


def test_an_elimination_leaving_fewer_than_five_cards_forces_nothing() -> None:
    g = eliminate(mine=(), theirs=("iA", "iB", "iC", "cE"))
    assert len(g.hands[0]) == 4 and g.phase == ATTACK


def test_no_forced_trade_after_an_elimination_under_the_italian_rules() -> None:
    g = eliminate(cards="italian")
    assert len(g.hands[0]) == 5 and g.phase == ATTACK


# ---------------------------------------------------------------- drawing and recycling


def end_turn_with_conquest(**kw):
    g = position(BOARD, phase=FORTIFY, conquered=True, **kw)
    return g


def test_a_card_is_drawn_at_random_from_the_deck() -> None:
    g = end_turn_with_conquest(deck=["cA", "aD", "w2"])
    s = rig(g, Raw(1))
    act(g, "done")
    assert s.done() and s.calls == [3]
    assert hand_keys(g, 0) == ["aD"] and g.deck == [CARD["cA"], CARD["w2"]]


def test_recycling_refills_the_empty_deck_with_traded_cards() -> None:
    # Every card is held except iA, iB, iC, which were traded.
    held = [k for k in CARD if k not in ("iA", "iB", "iC")]
    g = end_turn_with_conquest(deck=[], hands={1: held})
    assert sorted(g.used) == [CARD["iA"], CARD["iB"], CARD["iC"]]
    rig(g, Raw(2))
    act(g, "done")
    assert hand_keys(g, 0) == ["iC"]
    assert sorted(g.deck) == [CARD["iA"], CARD["iB"]] and g.used == []


def test_without_recycling_an_empty_deck_gives_no_more_cards() -> None:
    held = [k for k in CARD if k not in ("iA", "iB", "iC")]
    g = end_turn_with_conquest(deck=[], hands={1: held}, recycle=False)
    rig(g)  # no random number may be asked for
    act(g, "done")
    assert g.hands[0] == [] and len(g.used) == 3 and g.deck == []
    assert g.current == 1


def test_recycling_with_nothing_traded_gives_no_card() -> None:
    g = end_turn_with_conquest(deck=[], hands={1: list(CARD)})
    rig(g)
    act(g, "done")
    assert g.hands[0] == []


def test_traded_cards_wait_until_the_deck_is_empty() -> None:
    g = end_turn_with_conquest(deck=["w1"], hands={1: [k for k in CARD if k not in ("w1", "iA")]})
    assert g.used == [CARD["iA"]]
    rig(g, Raw(0))
    act(g, "done")
    assert hand_keys(g, 0) == ["w1"] and g.used == [CARD["iA"]] and g.deck == []
