"""Scenario tests for the ten Knights (cards/dark_ages/knights.py) and rulings 14 and 15.

Every Knight does its own ability first, then the shared attack: each other player
reveals the top 2 cards of their deck, trashes one costing $3-$6 (their choice if both
do) and discards the rest; if a Knight is trashed by this, the attacking Knight is
trashed too. Decks are listed top card first.
"""

from __future__ import annotations

import pytest

from dominia.games.dominion.card_model import ACTION, ATTACK, KNIGHT, VICTORY
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.rules import score
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import events, hand, ids, ok, pile, set_pile, trashed

KNIGHT_NAMES = [
    "Dame Anna",
    "Dame Josephine",
    "Dame Molly",
    "Dame Natalie",
    "Dame Sylvia",
    "Sir Bailey",
    "Sir Destry",
    "Sir Martin",
    "Sir Michael",
    "Sir Vander",
]


def first(g, kind, seat, start=0):
    """Index of the first event of this kind by this seat (from `start`)."""
    return next(i for i, e in enumerate(g.events) if i >= start and e.kind == kind and e.seat == seat)


def knight_game(attacker, *, victim_deck=("Silver", "Copper"), victim_hand=(), extra_hand=(), **kw):
    return build(
        ["Knights", *kw.pop("kingdom", ())],
        hands={0: [attacker, *extra_hand], 1: list(victim_hand)},
        decks={0: kw.pop("deck", ["Gold", "Gold", "Gold"]), 1: list(victim_deck)},
        **kw,
    )


# ---------------------------------------------------------------- the cards


def test_ten_different_knights_all_action_attack_knight():
    assert sorted(d.name for d in T.CARDS if d.pile == "Knights") == KNIGHT_NAMES
    for name in KNIGHT_NAMES:
        d = T.BY_NAME[name]
        assert d.types & (ACTION | ATTACK | KNIGHT) == ACTION | ATTACK | KNIGHT, name
        assert d.cost == (4 if name == "Sir Martin" else 5), name
        assert d.is_(VICTORY) == (name == "Dame Josephine"), name


# Each Knight's own ability: (answers it needs, check of the attacker's side).
ABILITIES = {
    "Dame Anna": (["done"], lambda g: trashed(g) == ["Silver"]),
    "Dame Josephine": ([], lambda g: (g.actions, g.buys, g.coins) == (0, 1, 0) and hand(g) == ["Estate"]),
    "Dame Molly": ([], lambda g: g.actions == 2),
    "Dame Natalie": (["done"], lambda g: zone(g, 0, "discard") == []),
    "Dame Sylvia": ([], lambda g: g.coins == 2),
    "Sir Bailey": ([], lambda g: g.actions == 1 and hand(g) == ["Estate", "Gold"]),
    "Sir Destry": ([], lambda g: g.actions == 0 and hand(g) == ["Estate", "Gold", "Gold"]),
    "Sir Martin": ([], lambda g: g.buys == 3),
    "Sir Michael": ([], lambda g: hand(g, 1) == []),  # the victim had nothing to discard
    "Sir Vander": ([], lambda g: (g.actions, g.buys, g.coins) == (0, 1, 0)),
}


@pytest.mark.parametrize("name", KNIGHT_NAMES)
def test_each_knight_does_its_ability_then_the_shared_attack(name):
    answers, check = ABILITIES[name]
    g = knight_game(name, extra_hand=["Estate"], victim_deck=["Silver", "Copper", "Estate"])
    act(g, f"play:{name}", *answers)
    assert check(g), name
    # The shared attack: Silver ($3) trashed, Copper discarded; the Knight stays in play.
    assert trashed(g) == ["Silver"]
    assert zone(g, 1, "discard") == ["Copper"]
    assert zone(g, 1, "deck") == ["Estate"]
    assert zone(g, 1, "aside") == []
    assert zone(g, 0, "play") == [name]
    ok(g)


@pytest.mark.parametrize("name", ["Sir Bailey", "Sir Destry"])
def test_knight_draws_before_the_attack(name):
    g = knight_game(name)
    act(g, f"play:{name}")
    assert first(g, "draw", 0) < first(g, "reveal", 1)


def test_band_of_misfits_as_sir_martin_is_trashed_by_its_attack():
    g = build(
        ["Band of Misfits", "Knights"], hands={0: ["Band of Misfits"]}, decks={1: ["Dame Anna", "Copper"]}
    )
    set_pile(g, "Knights", ["Sir Martin", "Dame Molly"])
    act(g, "play:Band of Misfits", "become:Sir Martin")
    assert g.buys == 3
    # A Knight was trashed: "trash this" trashes the Band of Misfits that is Sir Martin.
    assert trashed(g) == ["Band of Misfits", "Dame Anna"]
    assert zone(g, 0, "play") == [] and not g.becomes
    assert pile(g, "Knights") == ["Sir Martin", "Dame Molly"]
    ok(g)


def test_dame_anna_trashes_up_to_two_cards():
    g = knight_game("Dame Anna", extra_hand=["Estate", "Curse", "Copper"])
    act(g, "play:Dame Anna")
    assert g.decision.kind == "trash" and ids(g) == {"trash:Estate", "trash:Curse", "trash:Copper", "done"}
    act(g, "trash:Estate")
    assert ids(g) == {"trash:Curse", "trash:Copper", "done"}
    act(g, "trash:Curse")
    # Two picked: no third question; the attack follows.
    assert sorted(trashed(g)) == ["Curse", "Estate", "Silver"]
    assert hand(g) == ["Copper"]


def test_dame_anna_may_trash_one():
    g = knight_game("Dame Anna", extra_hand=["Estate", "Curse"])
    act(g, "play:Dame Anna", "trash:Curse", "done")
    assert sorted(trashed(g)) == ["Curse", "Silver"]
    assert hand(g) == ["Estate"]


def test_dame_anna_trashes_two_with_triggers_in_the_owners_order_before_the_attack():
    g = knight_game(
        "Dame Anna",
        kingdom=["Cultist"],
        extra_hand=["Cultist", "Overgrown Estate"],
        deck=["Gold", "Silver", "Copper", "Estate"],
    )
    act(g, "play:Dame Anna", "trash:Cultist", "trash:Overgrown Estate")
    assert g.decision.kind == "trash_trigger" and g.decision.seat == 0
    assert ids(g) == {"trigger:Cultist", "trigger:Overgrown Estate"}
    act(g, "trigger:Overgrown Estate")  # +1 Card (Gold), then Cultist +3 Cards
    assert hand(g) == ["Copper", "Estate", "Gold", "Silver"]
    assert trashed(g) == ["Cultist", "Overgrown Estate", "Silver"]
    assert first(g, "draw", 0) < first(g, "reveal", 1)


def test_dame_josephine_is_worth_two_victory_points():
    g = build(["Knights"], decks={0: ["Dame Josephine", "Estate"], 1: ["Dame Anna"]})
    assert score(g, 0) == 3
    assert score(g, 1) == 0


def test_dame_natalie_may_gain_a_card_costing_up_to_three_before_the_attack():
    g = knight_game("Dame Natalie", kingdom=["Village", "Smithy"])
    act(g, "play:Dame Natalie")
    assert g.decision.kind == "gain" and g.decision.seat == 0
    assert {"gain:Silver", "gain:Village", "gain:Estate", "done"} <= ids(g)
    assert "gain:Smithy" not in ids(g) and "gain:Duchy" not in ids(g)
    act(g, "gain:Village")
    assert zone(g, 0, "discard") == ["Village"]
    assert trashed(g) == ["Silver"]
    assert first(g, "gain", 0) < first(g, "reveal", 1)


def test_sir_martin_costs_four():
    g = build(["Knights"], hands={0: ["Silver", "Silver"]})
    set_pile(g, "Knights", ["Sir Martin", "Dame Anna"])
    act(g, "treasures:all")
    assert "buy:Sir Martin" in ids(g)
    act(g, "buy:Sir Martin")
    assert g.coins == 0


def test_sir_michael_makes_others_discard_down_to_three_before_revealing():
    g = knight_game(
        "Sir Michael",
        victim_hand=["Copper", "Copper", "Estate", "Estate", "Gold"],
        victim_deck=["Duchy", "Silver", "Copper"],
    )
    act(g, "play:Sir Michael")
    assert g.decision.seat == 1 and g.decision.kind == "discard"
    assert zone(g, 1, "aside") == []  # nothing revealed yet
    act(g, "discard:Estate", "discard:Estate")
    # Then the shared attack: Duchy ($5) and Silver ($3) are both targets: the victim picks.
    assert g.decision.seat == 1 and g.decision.kind == "trash"
    assert ids(g) == {"trash:Duchy", "trash:Silver"}
    act(g, "trash:Duchy")
    assert trashed(g) == ["Duchy"]
    assert sorted(zone(g, 1, "discard")) == ["Estate", "Estate", "Silver"]
    assert hand(g, 1) == ["Copper", "Copper", "Gold"]


def test_sir_vander_trashed_gains_its_owner_a_gold():
    g = knight_game("Dame Sylvia", victim_deck=["Sir Vander", "Copper"])
    act(g, "play:Dame Sylvia")
    assert zone(g, 1, "discard") == ["Gold", "Copper"]
    # A Knight was trashed: the attacking Knight is trashed too.
    assert sorted(trashed(g)) == ["Dame Sylvia", "Sir Vander"]
    assert zone(g, 0, "discard") == []


def test_sir_vander_against_sir_vander_both_owners_gain_gold():
    g = knight_game("Sir Vander", victim_deck=["Sir Vander", "Estate"])
    act(g, "play:Sir Vander")
    assert trashed(g) == ["Sir Vander", "Sir Vander"]
    assert zone(g, 1, "discard") == ["Gold", "Estate"]
    assert zone(g, 0, "discard") == ["Gold"]
    assert zone(g, 0, "play") == []
    ok(g)


# ---------------------------------------------------------------- the shared attack


def test_knight_victim_chooses_between_two_different_targets():
    g = knight_game("Dame Sylvia", victim_deck=["Gold", "Duchy"])
    act(g, "play:Dame Sylvia")
    assert g.decision.seat == 1 and g.decision.source == "Dame Sylvia"
    assert ids(g) == {"trash:Gold", "trash:Duchy"}  # no "done": one must be trashed
    assert zone(g, 1, "aside") == ["Gold", "Duchy"]  # revealed: out of the deck
    act(g, "trash:Duchy")
    assert trashed(g) == ["Duchy"] and zone(g, 1, "discard") == ["Gold"]


def test_knight_two_alike_targets_trash_one_without_asking():
    g = knight_game("Dame Sylvia", victim_deck=["Silver", "Silver"])
    act(g, "play:Dame Sylvia")
    assert g.decision.seat == 0
    assert trashed(g) == ["Silver"] and zone(g, 1, "discard") == ["Silver"]


@pytest.mark.parametrize(
    "cards", [["Copper", "Estate"], ["Province", "Curse"], ["Overgrown Estate", "Hovel"]]
)
def test_knight_trashes_nothing_outside_three_to_six(cards):
    g = knight_game("Dame Sylvia", victim_deck=cards)
    act(g, "play:Dame Sylvia")
    assert trashed(g) == []
    assert sorted(zone(g, 1, "discard")) == sorted(cards)
    assert zone(g, 0, "play") == ["Dame Sylvia"]


def test_knight_victim_with_one_card_left_shuffles_for_the_second():
    g = knight_game("Dame Sylvia", victim_deck=["Copper"], discards={1: ["Gold"]})
    act(g, "play:Dame Sylvia")
    assert trashed(g) == ["Gold"]
    assert zone(g, 1, "discard") == ["Copper"]
    assert zone(g, 1, "deck") == []


def test_knight_attacks_each_other_player_in_turn_order():
    g = build(
        ["Knights"],
        players=3,
        hands={0: ["Dame Sylvia"]},
        decks={1: ["Silver", "Gold"], 2: ["Duchy", "Copper"]},
    )
    act(g, "play:Dame Sylvia")
    assert g.decision.seat == 1
    act(g, "trash:Gold")
    assert [T.NAME[c & 0xFF] for c in g.trash] == ["Gold", "Duchy"]  # seat 1 first
    assert first(g, "reveal", 1) < first(g, "reveal", 2)


def test_moat_protects_from_a_knight_but_not_the_knights_own_ability():
    g = knight_game(
        "Sir Michael",
        kingdom=["Moat"],
        victim_hand=["Moat", "Copper", "Copper", "Copper", "Copper"],
        victim_deck=["Gold", "Silver"],
    )
    act(g, "play:Sir Michael", "reveal:Moat")
    assert trashed(g) == []
    assert len(g.players[1].hand) == 5
    assert zone(g, 1, "deck") == ["Gold", "Silver"]


def test_beggar_silver_on_the_deck_is_revealed_by_the_knight():
    g = knight_game(
        "Dame Sylvia",
        kingdom=["Beggar"],
        victim_hand=["Beggar", "Copper"],
        victim_deck=["Copper", "Estate"],
    )
    act(g, "play:Dame Sylvia", "reveal:Beggar")
    # The reaction comes first: the Silver it put on the deck is revealed and trashed.
    assert trashed(g) == ["Silver"]
    assert sorted(zone(g, 1, "discard")) == ["Beggar", "Copper", "Silver"]
    assert zone(g, 1, "deck") == ["Estate"]


def test_only_the_top_knight_can_be_bought():
    g = build(["Knights"], hands={0: ["Gold", "Gold"]})
    set_pile(g, "Knights", ["Dame Molly", "Sir Martin", "Dame Anna"])
    act(g, "treasures:all")
    knights = {i for i in ids(g) if i.partition(":")[2] in KNIGHT_NAMES}
    assert knights == {"buy:Dame Molly"}
    act(g, "buy:Dame Molly")
    assert pile(g, "Knights") == ["Sir Martin", "Dame Anna"]


# ---------------------------------------------------------------- ruling 14


def test_14_knight_against_knight_and_copper_trashes_both_knights():
    g = knight_game("Dame Sylvia", victim_deck=["Sir Bailey", "Copper"])
    act(g, "play:Dame Sylvia")
    assert sorted(trashed(g)) == ["Dame Sylvia", "Sir Bailey"]
    assert zone(g, 1, "discard") == ["Copper"]
    assert zone(g, 0, "play") == []
    assert g.coins == 2  # the ability already resolved
    ok(g)


def test_14_knight_and_silver_with_the_silver_trashed_attacker_keeps_its_knight():
    g = knight_game("Dame Sylvia", victim_deck=["Dame Molly", "Silver"])
    act(g, "play:Dame Sylvia")
    assert ids(g) == {"trash:Dame Molly", "trash:Silver"}
    act(g, "trash:Silver")
    assert trashed(g) == ["Silver"]
    assert zone(g, 1, "discard") == ["Dame Molly"]
    assert zone(g, 0, "play") == ["Dame Sylvia"]


def test_14_knight_and_silver_with_the_knight_trashed_attacker_loses_its_knight():
    g = knight_game("Dame Sylvia", victim_deck=["Dame Molly", "Silver"])
    act(g, "play:Dame Sylvia", "trash:Dame Molly")
    assert sorted(trashed(g)) == ["Dame Molly", "Dame Sylvia"]
    assert zone(g, 1, "discard") == ["Silver"]


def test_14_the_attack_goes_on_after_the_attacking_knight_is_trashed():
    g = build(
        ["Knights"],
        players=3,
        hands={0: ["Sir Bailey"]},
        decks={0: ["Copper"], 1: ["Sir Destry", "Copper"], 2: ["Silver", "Estate"]},
    )
    act(g, "play:Sir Bailey")
    assert sorted(trashed(g)) == ["Silver", "Sir Bailey", "Sir Destry"]
    assert zone(g, 2, "discard") == ["Estate"]
    assert hand(g) == ["Copper"]


def test_14_two_victims_reveal_knights_the_attacker_is_trashed_once():
    g = build(
        ["Knights"],
        players=3,
        hands={0: ["Sir Vander"]},
        decks={1: ["Dame Anna", "Copper"], 2: ["Dame Molly", "Copper"]},
    )
    act(g, "play:Sir Vander")
    assert sorted(trashed(g)) == ["Dame Anna", "Dame Molly", "Sir Vander"]
    assert zone(g, 0, "discard") == ["Gold"]  # Sir Vander trashed once: one Gold
    ok(g)


# ---------------------------------------------------------------- ruling 15


def test_15_throne_room_knight_trashed_on_its_first_play_still_plays_twice():
    g = knight_game(
        "Throne Room",
        kingdom=["Throne Room"],
        extra_hand=["Dame Sylvia"],
        victim_deck=["Sir Bailey", "Copper", "Silver", "Estate"],
    )
    act(g, "play:Throne Room", "play:Dame Sylvia")
    assert g.coins == 4  # +$2 twice
    assert sorted(trashed(g)) == ["Dame Sylvia", "Silver", "Sir Bailey"]
    assert sorted(zone(g, 1, "discard")) == ["Copper", "Estate"]
    assert len(events(g, "reveal", seat=1)) == 2
    assert zone(g, 0, "play") == ["Throne Room"]
    ok(g)


def test_15_second_play_revealing_another_knight_loses_track_of_the_attacker():
    g = knight_game(
        "Throne Room",
        kingdom=["Throne Room"],
        extra_hand=["Sir Vander"],
        victim_deck=["Dame Anna", "Copper", "Dame Molly", "Copper"],
    )
    act(g, "play:Throne Room", "play:Sir Vander")
    assert sorted(trashed(g)) == ["Dame Anna", "Dame Molly", "Sir Vander"]
    assert zone(g, 0, "discard") == ["Gold"]  # trashed once
    ok(g)
