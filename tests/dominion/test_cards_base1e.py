"""Scenario tests for the six 1st-edition cards: Adventurer, Chancellor, Feast, Spy, Thief, Woodcutter."""

from __future__ import annotations

from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import hand, ids, trashed

FIRST = ["Adventurer", "Chancellor", "Feast", "Spy", "Thief", "Woodcutter"]


# ---------------------------------------------------------------- Adventurer


def test_adventurer_reveals_until_two_treasures_and_discards_the_rest():
    g = build(FIRST, hands={0: ["Adventurer"]}, decks={0: ["Estate", "Silver", "Village", "Gold", "Copper"]})
    act(g, "play:Adventurer")
    assert hand(g) == ["Gold", "Silver"]
    assert sorted(zone(g, 0, "discard")) == ["Estate", "Village"]
    assert zone(g, 0, "deck") == ["Copper"]
    assert zone(g, 0, "aside") == []
    assert g.actions == 0 and g.decision.kind == "buy"


def test_adventurer_reshuffle_leaves_set_aside_cards_out():
    g = build(
        FIRST,
        hands={0: ["Adventurer"]},
        decks={0: ["Estate", "Copper"]},
        discards={0: ["Silver", "Silver"]},
    )
    act(g, "play:Adventurer")
    assert hand(g) == ["Copper", "Silver"]
    # The set-aside Estate was not shuffled into the new deck: it is discarded after.
    assert zone(g, 0, "deck") == ["Silver"]
    assert zone(g, 0, "discard") == ["Estate"]


def test_adventurer_runs_out_of_cards():
    g = build(FIRST, hands={0: ["Adventurer"]}, decks={0: ["Estate", "Copper", "Duchy"]})
    act(g, "play:Adventurer")
    assert hand(g) == ["Copper"]
    assert sorted(zone(g, 0, "discard")) == ["Duchy", "Estate"]
    assert zone(g, 0, "deck") == [] and zone(g, 0, "aside") == []


# ---------------------------------------------------------------- Chancellor


def test_chancellor_puts_deck_into_discard():
    g = build(FIRST, hands={0: ["Chancellor"]}, decks={0: ["Gold", "Estate"]}, discards={0: ["Copper"]})
    act(g, "play:Chancellor")
    assert g.coins == 2
    d = g.decision
    assert (d.seat, d.kind) == (0, "yes_no")
    assert ids(g) == {"yes", "no"}
    act(g, "yes")
    assert zone(g, 0, "deck") == []
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Estate", "Gold"]
    assert g.decision.kind == "buy"


def test_chancellor_may_keep_the_deck():
    g = build(FIRST, hands={0: ["Chancellor"]}, decks={0: ["Gold", "Estate"]})
    act(g, "play:Chancellor", "no")
    assert zone(g, 0, "deck") == ["Gold", "Estate"] and zone(g, 0, "discard") == []
    assert g.coins == 2


def test_chancellor_with_empty_deck_asks_nothing():
    g = build(FIRST, hands={0: ["Chancellor"]}, discards={0: ["Gold"]})
    act(g, "play:Chancellor")
    assert g.decision.kind == "buy" and g.coins == 2
    assert zone(g, 0, "discard") == ["Gold"]


# ---------------------------------------------------------------- Feast


def test_feast_trashes_itself_and_gains_up_to_five():
    g = build(FIRST, hands={0: ["Feast", "Gold"]})
    act(g, "play:Feast")
    assert trashed(g) == ["Feast"]
    assert zone(g, 0, "play") == []
    d = g.decision
    assert (d.seat, d.kind) == (0, "gain")
    assert {"gain:Duchy", "gain:Silver", "gain:Feast"} <= ids(g)
    assert not {"gain:Gold", "gain:Adventurer", "gain:Province", "done"} & ids(g)
    act(g, "gain:Duchy")
    assert zone(g, 0, "discard") == ["Duchy"]
    assert hand(g) == ["Gold"]


def test_feast_played_by_vassal_is_trashed_from_play():
    g = build(["Vassal", *FIRST], hands={0: ["Vassal"]}, decks={0: ["Feast"]})
    act(g, "play:Vassal", "play:Feast")
    assert trashed(g) == ["Feast"]
    assert zone(g, 0, "play") == ["Vassal"] and zone(g, 0, "discard") == []
    act(g, "gain:Silver")
    assert zone(g, 0, "discard") == ["Silver"]


# ---------------------------------------------------------------- Spy


def test_spy_attacker_decides_for_everyone_starting_with_itself():
    g = build(
        FIRST,
        players=3,
        hands={0: ["Spy"]},
        decks={0: ["Copper", "Estate", "Silver"], 1: ["Gold", "Copper"], 2: ["Curse", "Copper"]},
    )
    act(g, "play:Spy")
    assert hand(g) == ["Copper"] and g.actions == 1
    d = g.decision
    assert (d.seat, d.kind) == (0, "spy")
    assert d.ids() == ["discard:Estate", "keep:Estate"]  # own card first
    act(g, "discard:Estate")
    assert zone(g, 0, "discard") == ["Estate"]
    d = g.decision
    assert (d.seat, d.kind) == (0, "spy")  # the attacker decides for seat 1
    assert d.ids() == ["discard:Gold", "keep:Gold"]
    act(g, "discard:Gold")
    assert zone(g, 1, "discard") == ["Gold"] and zone(g, 1, "deck") == ["Copper"]
    d = g.decision
    assert (d.seat, d.kind) == (0, "spy")
    assert d.ids() == ["discard:Curse", "keep:Curse"]
    act(g, "keep:Curse")
    assert zone(g, 2, "deck") == ["Curse", "Copper"] and zone(g, 2, "discard") == []
    assert zone(g, 0, "deck") == ["Silver"]
    assert g.decision.kind == "buy"


def test_spy_moat_protects_but_attacker_still_reveals_own_card():
    g = build(
        FIRST,
        hands={0: ["Spy"], 1: ["Moat"]},
        decks={0: ["Copper", "Estate"], 1: ["Gold"]},
    )
    act(g, "play:Spy")
    assert (g.decision.seat, g.decision.kind) == (1, "reaction")
    act(g, "reveal:Moat")
    assert (g.decision.seat, g.decision.kind) == (0, "spy")
    assert g.decision.ids() == ["discard:Estate", "keep:Estate"]
    act(g, "keep:Estate")
    assert g.decision.kind == "buy"
    assert zone(g, 1, "deck") == ["Gold"]


def test_spy_with_empty_decks_reveals_nothing():
    g = build(FIRST, hands={0: ["Spy"]}, decks={0: ["Copper"]})
    act(g, "play:Spy")
    assert g.decision.kind == "buy" and hand(g) == ["Copper"] and g.actions == 1


# ---------------------------------------------------------------- Thief


def test_thief_attacker_picks_the_treasure_and_may_gain_it():
    g = build(
        FIRST,
        players=3,
        hands={0: ["Thief"]},
        decks={1: ["Copper", "Silver", "Estate"], 2: ["Gold", "Province"]},
    )
    act(g, "play:Thief")
    d = g.decision
    assert (d.seat, d.kind) == (0, "trash")  # the attacker chooses
    assert ids(g) == {"trash:Copper", "trash:Silver"}
    act(g, "trash:Silver")
    assert zone(g, 1, "discard") == ["Copper"]
    assert zone(g, 1, "deck") == ["Estate"]
    assert trashed(g) == ["Silver"]
    d = g.decision
    assert (d.seat, d.kind) == (0, "gain")
    assert ids(g) == {"gain:Silver", "done"}
    act(g, "gain:Silver")
    assert zone(g, 0, "discard") == ["Silver"]
    # Seat 2: a lone Gold is trashed without a question; the attacker leaves it.
    assert trashed(g) == ["Gold"]
    assert (g.decision.seat, ids(g)) == (0, {"gain:Gold", "done"})
    assert zone(g, 2, "discard") == ["Province"]
    act(g, "done")
    assert trashed(g) == ["Gold"]
    assert zone(g, 0, "discard") == ["Silver"]
    assert g.decision.kind == "buy"


def test_thief_no_treasures_discards_both():
    g = build(FIRST, hands={0: ["Thief"]}, decks={1: ["Estate", "Village", "Gold"]})
    act(g, "play:Thief")
    assert g.decision.kind == "buy"
    assert sorted(zone(g, 1, "discard")) == ["Estate", "Village"]
    assert zone(g, 1, "deck") == ["Gold"] and g.trash == []


def test_thief_can_steal_copper():
    g = build(FIRST, hands={0: ["Thief"]}, decks={1: ["Copper", "Copper"]})
    act(g, "play:Thief")
    assert ids(g) == {"gain:Copper", "done"}
    act(g, "gain:Copper")
    assert zone(g, 0, "discard") == ["Copper"]
    assert zone(g, 1, "discard") == ["Copper"]


# ---------------------------------------------------------------- Woodcutter


def test_woodcutter_counters():
    g = build(FIRST, hands={0: ["Woodcutter", "Woodcutter", "Copper"]}, decks={0: ["Gold"]})
    act(g, "play:Woodcutter")
    assert (g.actions, g.buys, g.coins) == (0, 2, 2)
    assert hand(g) == ["Copper", "Woodcutter"]  # no card drawn, and no action left
    assert g.decision.kind == "buy"
    act(g, "treasures:all", "buy:Silver")
    assert g.buys == 1 and g.coins == 0
    assert g.decision.kind == "buy"
