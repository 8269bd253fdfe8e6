"""Scenario tests for the 7 basic cards and the 26 kingdom cards of the 2nd edition.

Every position is constructed with `scenario.build`; decks are listed top card first.
"""

from __future__ import annotations

import pytest

from dominia.games.dominion.card_model import TREASURE
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.rules import score
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import hand, ids


def gains_up_to(g, limit, *, treasure_only=False):
    """The `gain:` ids of every Supply pile whose card costs at most `limit`."""
    out = set()
    for name in g.pile_names:
        d = T.BY_NAME[name]
        if d.cost <= limit and (not treasure_only or d.is_(TREASURE)):
            out.add(f"gain:{name}")
    return out


# ---------------------------------------------------------------- basic cards


def test_treasures_give_their_coins_one_by_one():
    g = build(hands={0: ["Copper", "Silver", "Gold", "Estate"]})
    assert g.decision.kind == "buy"  # no Action card: the action phase is skipped
    assert ids(g) >= {"treasures:all", "play:Copper", "play:Silver", "play:Gold"}
    assert "play:Estate" not in ids(g)
    act(g, "play:Copper")
    assert g.coins == 1
    act(g, "play:Silver")
    assert g.coins == 3
    act(g, "play:Gold")
    assert g.coins == 6
    assert zone(g, 0, "play") == ["Copper", "Silver", "Gold"]
    assert zone(g, 0, "hand") == ["Estate"]


@pytest.mark.parametrize(
    ("cards", "vp"),
    [(["Estate"], 1), (["Duchy"], 3), (["Province"], 6), (["Curse"], -1), (["Copper", "Silver", "Gold"], 0)],
)
def test_victory_and_curse_points(cards, vp):
    g = build(decks={1: cards})
    assert score(g, 1) == vp


def test_victory_points_count_in_every_zone():
    g = build(
        hands={0: ["Estate"]},
        decks={0: ["Duchy"]},
        discards={0: ["Province", "Curse"]},
    )
    assert score(g, 0) == 1 + 3 + 6 - 1


# ---------------------------------------------------------------- Artisan


def test_artisan_gains_to_hand_then_topdecks_any_card():
    g = build(["Artisan"], hands={0: ["Artisan", "Copper", "Estate"]}, decks={0: ["Gold"]})
    act(g, "play:Artisan")
    d = g.decision
    assert (d.seat, d.kind) == (0, "gain")
    assert ids(g) == gains_up_to(g, 5)
    assert {"gain:Duchy", "gain:Silver", "gain:Market"} <= ids(g)
    assert "gain:Gold" not in ids(g) and "gain:Artisan" not in ids(g) and "done" not in ids(g)
    act(g, "gain:Silver")
    assert hand(g) == ["Copper", "Estate", "Silver"]
    assert g.decision.kind == "topdeck"
    assert ids(g) == {"topdeck:Copper", "topdeck:Estate", "topdeck:Silver"}  # mandatory, no "done"
    act(g, "topdeck:Estate")
    assert hand(g) == ["Copper", "Silver"]
    assert zone(g, 0, "deck") == ["Estate", "Gold"]
    assert zone(g, 0, "discard") == []
    act(g, "treasures:all")
    assert g.coins == 3  # the gained Silver is usable this turn


def test_artisan_may_topdeck_the_gained_card():
    g = build(["Artisan"], hands={0: ["Artisan"]})
    act(g, "play:Artisan", "gain:Duchy")
    assert ids(g) == {"topdeck:Duchy"}
    act(g, "topdeck:Duchy")
    assert zone(g, 0, "deck") == ["Duchy"]
    assert hand(g) == []


# ---------------------------------------------------------------- Bandit


def test_bandit_victim_picks_silver_or_gold_copper_is_never_trashed():
    g = build(
        ["Bandit"],
        players=3,
        hands={0: ["Bandit"]},
        decks={1: ["Silver", "Gold", "Estate"], 2: ["Copper", "Estate", "Gold"]},
    )
    act(g, "play:Bandit")
    assert zone(g, 0, "discard") == ["Gold"]
    d = g.decision
    assert (d.seat, d.kind) == (1, "trash")  # the victim chooses
    assert ids(g) == {"trash:Silver", "trash:Gold"}
    act(g, "trash:Gold")
    assert zone(g, 0, "discard") == ["Gold"]
    assert [T.NAME[c & 0xFF] for c in g.trash] == ["Gold"]
    assert zone(g, 1, "discard") == ["Silver"]
    assert zone(g, 1, "deck") == ["Estate"]
    # Seat 2 revealed Copper + Estate: nothing trashed, both discarded.
    assert sorted(zone(g, 2, "discard")) == ["Copper", "Estate"]
    assert zone(g, 2, "deck") == ["Gold"]
    assert len(g.trash) == 1
    assert g.decision.seat == 0 and g.decision.kind == "buy"


def test_bandit_trashes_the_only_non_copper_treasure_and_discards_the_rest():
    g = build(["Bandit"], hands={0: ["Bandit"]}, decks={1: ["Copper", "Silver", "Province"]})
    act(g, "play:Bandit")
    assert g.decision.seat == 0  # no question for the victim
    assert [T.NAME[c & 0xFF] for c in g.trash] == ["Silver"]
    assert zone(g, 1, "discard") == ["Copper"]
    assert zone(g, 1, "deck") == ["Province"]


def test_bandit_two_silvers_trashes_one_and_gold_pile_empty_gains_nothing():
    g = build(["Bandit"], hands={0: ["Bandit"]}, decks={1: ["Silver", "Silver"]}, piles={"Gold": 0})
    act(g, "play:Bandit")
    assert zone(g, 0, "discard") == []
    assert [T.NAME[c & 0xFF] for c in g.trash] == ["Silver"]
    assert zone(g, 1, "discard") == ["Silver"]


def test_bandit_victim_with_one_card_shuffles_discard_first():
    g = build(["Bandit"], hands={0: ["Bandit"]}, decks={1: ["Copper"]}, discards={1: ["Gold"]})
    act(g, "play:Bandit")
    # Copper (old deck) stays on top, the shuffled Gold goes under it: both are revealed.
    assert [T.NAME[c & 0xFF] for c in g.trash] == ["Gold"]
    assert zone(g, 1, "discard") == ["Copper"]
    assert zone(g, 1, "deck") == []


# ---------------------------------------------------------------- Bureaucrat


def test_bureaucrat_silver_onto_deck_and_victory_card_onto_victims_deck():
    g = build(
        ["Bureaucrat"],
        hands={0: ["Bureaucrat"], 1: ["Estate", "Copper", "Estate"]},
        decks={0: ["Copper"], 1: ["Gold"]},
    )
    act(g, "play:Bureaucrat")
    assert zone(g, 0, "deck") == ["Silver", "Copper"]
    assert g.decision.seat == 0  # one kind of Victory card: no choice to make
    assert zone(g, 1, "deck") == ["Estate", "Gold"]
    assert hand(g, 1) == ["Copper", "Estate"]


def test_bureaucrat_victim_chooses_between_victory_kinds():
    g = build(["Bureaucrat"], hands={0: ["Bureaucrat"], 1: ["Estate", "Duchy", "Gardens", "Copper"]})
    act(g, "play:Bureaucrat")
    d = g.decision
    assert (d.seat, d.kind) == (1, "topdeck")
    assert ids(g) == {"topdeck:Estate", "topdeck:Duchy", "topdeck:Gardens"}
    act(g, "topdeck:Duchy")
    assert zone(g, 1, "deck") == ["Duchy"]
    assert hand(g, 1) == ["Copper", "Estate", "Gardens"]


def test_bureaucrat_victim_without_victory_reveals_hand():
    g = build(["Bureaucrat"], hands={0: ["Bureaucrat"], 1: ["Copper", "Silver", "Moat"]})
    start = len(g.events)
    act(g, "play:Bureaucrat")
    # The Moat holder is asked first (it is an Attack); decline.
    assert (g.decision.seat, g.decision.kind) == (1, "reaction")
    act(g, "done")
    assert hand(g, 1) == ["Copper", "Moat", "Silver"]
    assert zone(g, 1, "deck") == []
    reveals = [e for e in g.events[start:] if e.kind == "reveal" and e.seat == 1]
    assert [sorted(e.cards) for e in reveals] == [["Copper", "Moat", "Silver"]]
    assert reveals[0].to is None  # revealed: everyone sees it


def test_bureaucrat_with_empty_decks_the_card_becomes_the_only_card():
    g = build(["Bureaucrat"], hands={0: ["Bureaucrat"], 1: ["Province"]}, discards={0: ["Gold"], 1: ["Gold"]})
    act(g, "play:Bureaucrat")
    assert zone(g, 0, "deck") == ["Silver"]
    assert zone(g, 0, "discard") == ["Gold"]  # no shuffle: putting a card on a deck needs none
    assert zone(g, 1, "deck") == ["Province"]
    assert zone(g, 1, "discard") == ["Gold"]


def test_bureaucrat_silver_pile_empty():
    g = build(["Bureaucrat"], hands={0: ["Bureaucrat"], 1: ["Estate"]}, piles={"Silver": 0})
    act(g, "play:Bureaucrat")
    assert zone(g, 0, "deck") == []
    assert zone(g, 1, "deck") == ["Estate"]


# ---------------------------------------------------------------- Cellar


def test_cellar_discards_then_draws_that_many():
    g = build(
        ["Cellar"],
        hands={0: ["Cellar", "Estate", "Estate", "Copper"]},
        decks={0: ["Gold", "Silver", "Copper"]},
    )
    act(g, "play:Cellar")
    assert g.actions == 1
    assert (g.decision.kind, ids(g)) == ("discard", {"discard:Estate", "discard:Copper", "done"})
    act(g, "discard:Estate", "discard:Estate")
    assert hand(g) == ["Copper"]  # nothing drawn before "done"
    act(g, "done")
    assert hand(g) == ["Copper", "Gold", "Silver"]
    assert zone(g, 0, "discard") == ["Estate", "Estate"]
    assert zone(g, 0, "deck") == ["Copper"]
    assert g.actions == 1 and g.decision.kind == "buy"


def test_cellar_discarding_nothing_and_whole_hand():
    g = build(["Cellar"], hands={0: ["Cellar", "Copper"]}, decks={0: ["Gold"]})
    act(g, "play:Cellar", "done")
    assert hand(g) == ["Copper"] and zone(g, 0, "deck") == ["Gold"]
    g = build(["Cellar"], hands={0: ["Cellar", "Copper"]}, decks={0: ["Gold"]})
    act(g, "play:Cellar", "discard:Copper")  # hand empty: draws at once
    assert hand(g) == ["Gold"]
    assert zone(g, 0, "discard") == ["Copper"]


# ---------------------------------------------------------------- Chapel


def test_chapel_trashes_up_to_four():
    g = build(["Chapel"], hands={0: ["Chapel", "Copper", "Copper", "Copper", "Estate", "Estate"]})
    act(g, "play:Chapel")
    assert (g.decision.kind, ids(g)) == ("trash", {"trash:Copper", "trash:Estate", "done"})
    act(g, "trash:Estate", "trash:Estate", "trash:Copper", "trash:Copper")
    assert g.decision.kind == "buy"  # stops by itself after 4
    assert hand(g) == ["Copper"]
    assert sorted(T.NAME[c & 0xFF] for c in g.trash) == ["Copper", "Copper", "Estate", "Estate"]
    assert zone(g, 0, "play") == ["Chapel"]


def test_chapel_may_stop_early_or_trash_nothing():
    g = build(["Chapel"], hands={0: ["Chapel", "Copper", "Estate"]})
    act(g, "play:Chapel", "trash:Estate", "done")
    assert hand(g) == ["Copper"] and len(g.trash) == 1
    g = build(["Chapel"], hands={0: ["Chapel", "Copper"]})
    act(g, "play:Chapel", "done")
    assert hand(g) == ["Copper"] and g.trash == []


# ---------------------------------------------------------------- Council Room


def test_council_room_each_other_player_draws_one():
    g = build(
        ["Council Room"],
        players=3,
        hands={0: ["Council Room"], 1: ["Copper"], 2: []},
        decks={0: ["Copper", "Silver", "Gold", "Estate", "Duchy"], 1: ["Gold", "Estate"], 2: ["Silver"]},
    )
    act(g, "play:Council Room")
    assert hand(g) == ["Copper", "Estate", "Gold", "Silver"]
    assert zone(g, 0, "deck") == ["Duchy"]
    assert g.buys == 2 and g.actions == 0
    assert hand(g, 1) == ["Copper", "Gold"] and zone(g, 1, "deck") == ["Estate"]
    assert hand(g, 2) == ["Silver"]
    assert g.decision.seat == 0  # nobody else is asked anything


# ---------------------------------------------------------------- simple +Cards/+Actions cards, Moat


def test_festival_counters():
    g = build(["Festival"], hands={0: ["Festival", "Festival"]}, decks={0: ["Gold"]})
    act(g, "play:Festival")
    assert (g.actions, g.buys, g.coins) == (2, 2, 2)
    assert hand(g) == ["Festival"]  # no card drawn
    act(g, "play:Festival")
    assert (g.actions, g.buys, g.coins) == (3, 3, 4)


def test_laboratory_counters():
    g = build(["Laboratory"], hands={0: ["Laboratory"]}, decks={0: ["Gold", "Laboratory", "Copper"]})
    act(g, "play:Laboratory")
    assert hand(g) == ["Gold", "Laboratory"]
    assert g.actions == 1
    assert g.decision.kind == "play_action"
    act(g, "play:Laboratory")
    assert hand(g) == ["Copper", "Gold"] and g.actions == 1


def test_market_counters():
    g = build(["Market"], hands={0: ["Market"]}, decks={0: ["Silver", "Copper"]})
    act(g, "play:Market")
    assert hand(g) == ["Silver"]
    assert (g.actions, g.buys, g.coins) == (1, 2, 1)
    act(g, "treasures:all")
    assert g.coins == 3


def test_village_counters():
    g = build(["Village"], hands={0: ["Village", "Smithy", "Smithy"]}, decks={0: ["Copper"] * 8})
    act(g, "play:Village")
    assert g.actions == 2 and len(g.players[0].hand) == 3
    act(g, "play:Smithy")
    assert g.actions == 1 and len(g.players[0].hand) == 5
    act(g, "play:Smithy")
    assert g.actions == 0 and len(g.players[0].hand) == 7
    assert g.decision.kind == "buy"


def test_smithy_draws_three_and_uses_the_action():
    g = build(["Smithy"], hands={0: ["Smithy"]}, decks={0: ["Village", "Copper", "Silver", "Gold"]})
    act(g, "play:Smithy")
    assert hand(g) == ["Copper", "Silver", "Village"]
    assert zone(g, 0, "deck") == ["Gold"]
    assert g.actions == 0
    assert g.decision.kind == "buy"  # the drawn Village cannot be played


def test_smithy_with_short_deck_shuffles_and_draws_what_there_is():
    g = build(["Smithy"], hands={0: ["Smithy"]}, decks={0: ["Copper"]}, discards={0: ["Gold"]})
    act(g, "play:Smithy")
    assert hand(g) == ["Copper", "Gold"]
    assert zone(g, 0, "deck") == [] and zone(g, 0, "discard") == []


def test_moat_played_draws_two():
    g = build(hands={0: ["Moat"]}, decks={0: ["Gold", "Silver", "Copper"]})
    act(g, "play:Moat")
    assert hand(g) == ["Gold", "Silver"] and g.actions == 0


def test_moat_blocks_militia_only_for_its_owner():
    g = build(
        players=3,
        hands={0: ["Militia"], 1: ["Moat", "Copper", "Copper", "Copper", "Copper"], 2: ["Copper"] * 5},
    )
    act(g, "play:Militia")
    d = g.decision
    assert (d.seat, d.kind) == (1, "reaction")
    assert ids(g) == {"reveal:Moat", "done"}
    act(g, "reveal:Moat")
    # Seat 1 is immune and keeps 5 cards; seat 2 discards.
    assert (g.decision.seat, g.decision.kind) == (2, "discard")
    act(g, "discard:Copper", "discard:Copper")
    assert len(g.players[1].hand) == 5
    assert len(g.players[2].hand) == 3
    assert g.coins == 2


# ---------------------------------------------------------------- Gardens


@pytest.mark.parametrize(("total", "each"), [(9, 0), (10, 1), (37, 3), (39, 3), (40, 4)])
def test_gardens_worth_one_per_ten_cards(total, each):
    cards = ["Gardens", "Gardens"] + ["Copper"] * (total - 2)
    g = build(["Gardens"], decks={1: cards[: total // 2]}, discards={1: cards[total // 2 :]})
    assert score(g, 1) == 2 * each


def test_gardens_counts_cards_in_every_zone():
    g = build(
        ["Gardens"],
        hands={0: ["Gardens"] + ["Copper"] * 4},
        decks={0: ["Copper"] * 10},
        discards={0: ["Estate"] * 10},
    )
    assert score(g, 0) == 2 + 10  # 25 cards: Gardens 2 VP, 10 Estates


def test_gardens_is_not_playable():
    g = build(["Gardens"], hands={0: ["Gardens", "Copper"]})
    assert g.decision.kind == "buy"
    assert "play:Gardens" not in ids(g)


# ---------------------------------------------------------------- Harbinger


def test_harbinger_topdecks_a_card_from_discard():
    g = build(
        ["Harbinger"], hands={0: ["Harbinger"]}, decks={0: ["Copper"]}, discards={0: ["Gold", "Estate"]}
    )
    act(g, "play:Harbinger")
    assert hand(g) == ["Copper"] and g.actions == 1
    d = g.decision
    assert (d.seat, d.kind) == (0, "topdeck")
    assert ids(g) == {"topdeck:Gold", "topdeck:Estate", "done"}
    act(g, "topdeck:Gold")
    assert zone(g, 0, "deck") == ["Gold"]
    assert zone(g, 0, "discard") == ["Estate"]


def test_harbinger_may_leave_discard_and_asks_nothing_if_it_is_empty():
    g = build(["Harbinger"], hands={0: ["Harbinger"]}, decks={0: ["Copper"]}, discards={0: ["Gold"]})
    act(g, "play:Harbinger", "done")
    assert zone(g, 0, "discard") == ["Gold"] and zone(g, 0, "deck") == []
    # Empty deck: the draw shuffles the discard pile in, leaving nothing to look through.
    g = build(["Harbinger"], hands={0: ["Harbinger"]}, discards={0: ["Gold"]})
    act(g, "play:Harbinger")
    assert hand(g) == ["Gold"]
    assert g.decision.kind == "buy"


# ---------------------------------------------------------------- Library


def test_library_draws_to_seven_skipping_chosen_actions():
    g = build(
        ["Library"],
        hands={0: ["Library", "Copper", "Copper", "Copper"]},
        decks={0: ["Village", "Estate", "Smithy", "Silver", "Gold", "Duchy"]},
    )
    act(g, "play:Library")
    d = g.decision
    assert (d.seat, d.kind) == (0, "library_skip")
    assert ids(g) == {"keep:Village", "skip:Village"}
    act(g, "skip:Village")
    assert zone(g, 0, "aside") == ["Village"]
    assert ids(g) == {"keep:Smithy", "skip:Smithy"}
    act(g, "keep:Smithy")
    # 3 Coppers + Estate + Smithy + Silver + Gold = 7; Duchy stays.
    assert hand(g) == ["Copper", "Copper", "Copper", "Estate", "Gold", "Silver", "Smithy"]
    assert zone(g, 0, "deck") == ["Duchy"]
    assert zone(g, 0, "aside") == []
    assert zone(g, 0, "discard") == ["Village"]


def test_library_asks_about_the_seventh_card_too():
    g = build(
        ["Library"],
        hands={0: ["Library", "Copper", "Copper", "Copper", "Copper", "Copper"]},
        decks={0: ["Copper", "Village", "Gold"]},
    )
    act(g, "play:Library")
    assert ids(g) == {"keep:Village", "skip:Village"}
    act(g, "skip:Village")
    assert hand(g).count("Gold") == 1 and len(g.players[0].hand) == 7
    assert zone(g, 0, "discard") == ["Village"]


# ---------------------------------------------------------------- Merchant


def test_merchant_first_silver_only():
    g = build(["Merchant"], hands={0: ["Merchant", "Silver", "Silver"]}, decks={0: ["Copper"]})
    act(g, "play:Merchant")
    assert hand(g) == ["Copper", "Silver", "Silver"] and g.actions == 1
    act(g, "play:Copper")
    assert g.coins == 1
    act(g, "play:Silver")
    assert g.coins == 4  # 1 + 2 + 1
    act(g, "play:Silver")
    assert g.coins == 6  # no bonus for the second Silver


def test_merchant_without_silver_gives_nothing():
    g = build(["Merchant"], hands={0: ["Merchant", "Gold"]}, decks={0: ["Copper"]})
    act(g, "play:Merchant", "treasures:all")
    assert g.coins == 4


def test_silver_without_merchant_is_two():
    g = build(hands={0: ["Silver"]})
    act(g, "treasures:all")
    assert g.coins == 2


# ---------------------------------------------------------------- Militia


def test_militia_others_discard_down_to_three_in_turn_order():
    g = build(
        ["Militia"],
        players=3,
        hands={
            0: ["Militia"],
            1: ["Copper", "Copper", "Estate", "Estate", "Silver"],
            2: ["Copper", "Estate", "Gold"],
        },
    )
    act(g, "play:Militia")
    assert g.coins == 2
    d = g.decision
    assert (d.seat, d.kind) == (1, "discard")
    assert ids(g) == {"discard:Copper", "discard:Estate", "discard:Silver"}  # no "done"
    act(g, "discard:Estate")
    assert g.decision.seat == 1
    act(g, "discard:Estate")
    assert hand(g, 1) == ["Copper", "Copper", "Silver"]
    assert zone(g, 1, "discard") == ["Estate", "Estate"]
    # Seat 2 has 3 cards: nothing to discard, not even asked.
    assert hand(g, 2) == ["Copper", "Estate", "Gold"]
    assert (g.decision.seat, g.decision.kind) == (0, "buy")


def test_militia_victim_with_fewer_than_three_cards():
    g = build(["Militia"], hands={0: ["Militia"], 1: ["Copper", "Copper"]})
    act(g, "play:Militia")
    assert hand(g, 1) == ["Copper", "Copper"]
    assert g.decision.seat == 0


# ---------------------------------------------------------------- Mine


def test_mine_copper_to_silver_in_hand_usable_this_turn():
    g = build(["Mine"], hands={0: ["Mine", "Copper", "Estate"]})
    act(g, "play:Mine")
    assert (g.decision.kind, ids(g)) == ("trash", {"trash:Copper", "done"})
    act(g, "trash:Copper")
    assert g.decision.kind == "gain"
    assert ids(g) == {"gain:Copper", "gain:Silver"}  # Treasures only, up to $3, no "done"
    act(g, "gain:Silver")
    assert hand(g) == ["Estate", "Silver"]
    assert [T.NAME[c & 0xFF] for c in g.trash] == ["Copper"]
    assert zone(g, 0, "discard") == []
    act(g, "treasures:all")
    assert g.coins == 2


def test_mine_silver_to_gold_and_optional():
    g = build(["Mine"], hands={0: ["Mine", "Silver"]})
    act(g, "play:Mine", "trash:Silver")
    assert ids(g) == {"gain:Copper", "gain:Silver", "gain:Gold"}
    act(g, "gain:Gold")
    assert hand(g) == ["Gold"]
    g = build(["Mine"], hands={0: ["Mine", "Silver"]})
    act(g, "play:Mine", "done")
    assert hand(g) == ["Silver"] and g.trash == []


def test_mine_without_treasure_does_nothing():
    g = build(["Mine"], hands={0: ["Mine", "Estate"]})
    act(g, "play:Mine")
    assert g.decision.kind == "buy"
    assert hand(g) == ["Estate"] and g.trash == []


# ---------------------------------------------------------------- Moneylender


def test_moneylender_trashes_a_copper_for_three():
    g = build(["Moneylender"], hands={0: ["Moneylender", "Copper", "Copper", "Estate"]})
    act(g, "play:Moneylender")
    assert (g.decision.kind, ids(g)) == ("trash", {"trash:Copper", "done"})
    act(g, "trash:Copper")
    assert g.coins == 3
    assert hand(g) == ["Copper", "Estate"]
    assert len(g.trash) == 1
    act(g, "treasures:all")
    assert g.coins == 4


def test_moneylender_without_copper_or_declined():
    g = build(["Moneylender"], hands={0: ["Moneylender", "Silver", "Estate"]})
    act(g, "play:Moneylender")
    assert g.decision.kind == "buy" and g.coins == 0 and g.trash == []
    g = build(["Moneylender"], hands={0: ["Moneylender", "Copper"]})
    act(g, "play:Moneylender", "done")
    assert g.coins == 0 and hand(g) == ["Copper"] and g.trash == []


# ---------------------------------------------------------------- Poacher


def test_poacher_no_empty_pile_no_discard():
    g = build(["Poacher"], hands={0: ["Poacher", "Estate"]}, decks={0: ["Copper"]})
    act(g, "play:Poacher")
    assert (g.actions, g.coins) == (1, 1)
    assert hand(g) == ["Copper", "Estate"]
    assert g.decision.kind == "buy"


@pytest.mark.parametrize("empty", [1, 2])
def test_poacher_discards_one_card_per_empty_supply_pile(empty):
    piles = dict(list({"Curse": 0, "Poacher": 0, "Estate": 0}.items())[:empty])
    g = build(
        ["Poacher"], hands={0: ["Poacher", "Estate", "Silver", "Gold"]}, decks={0: ["Copper"]}, piles=piles
    )
    act(g, "play:Poacher")
    assert hand(g) == ["Copper", "Estate", "Gold", "Silver"]  # draws before discarding
    d = g.decision
    assert (d.seat, d.kind) == (0, "discard")
    assert ids(g) == {"discard:Copper", "discard:Estate", "discard:Silver", "discard:Gold"}
    act(g, "discard:Estate")
    if empty == 2:
        assert g.decision.kind == "discard"
        act(g, "discard:Copper")
    assert g.decision.kind == "buy"
    assert len(g.players[0].hand) == 4 - empty
    assert len(zone(g, 0, "discard")) == empty


def test_poacher_with_fewer_cards_than_empty_piles_discards_whole_hand():
    g = build(
        ["Poacher"],
        hands={0: ["Poacher"]},
        decks={0: ["Copper"]},
        piles={"Curse": 0, "Estate": 0},
    )
    act(g, "play:Poacher", "discard:Copper")
    assert hand(g) == [] and zone(g, 0, "discard") == ["Copper"]
    assert g.decision.kind == "buy" and g.coins == 1


# ---------------------------------------------------------------- Remodel


def test_remodel_gains_up_to_two_more_without_a_done_option():
    g = build(["Remodel"], hands={0: ["Remodel", "Estate", "Gold"]})
    act(g, "play:Remodel")
    d = g.decision
    assert (d.kind, ids(g)) == ("trash", {"trash:Estate", "trash:Gold"})  # mandatory
    act(g, "trash:Estate")
    assert g.decision.kind == "gain"
    assert ids(g) == gains_up_to(g, 4)
    assert {"gain:Smithy", "gain:Silver", "gain:Estate"} <= ids(g)
    assert "gain:Duchy" not in ids(g) and "done" not in ids(g)
    act(g, "gain:Smithy")
    assert zone(g, 0, "discard") == ["Smithy"]
    assert hand(g) == ["Gold"]
    assert [T.NAME[c & 0xFF] for c in g.trash] == ["Estate"]


def test_remodel_gold_into_province():
    g = build(["Remodel"], hands={0: ["Remodel", "Gold"]})
    act(g, "play:Remodel", "trash:Gold")
    assert "gain:Province" in ids(g)
    act(g, "gain:Province")
    assert zone(g, 0, "discard") == ["Province"]


def test_remodel_with_empty_hand_does_nothing():
    g = build(["Remodel"], hands={0: ["Remodel"]})
    act(g, "play:Remodel")
    assert g.decision.kind == "buy" and g.trash == [] and zone(g, 0, "discard") == []


# ---------------------------------------------------------------- Sentry


SENTRY_CASES = [
    # (choice for Estate, choice for Curse, deck after, discard after, trash after)
    ("trash", "trash", ["Gold"], [], ["Estate", "Curse"]),
    ("discard", "discard", ["Gold"], ["Estate", "Curse"], []),
    ("trash", "discard", ["Gold"], ["Curse"], ["Estate"]),
    ("discard", "trash", ["Gold"], ["Estate"], ["Curse"]),
    ("keep", "trash", ["Estate", "Gold"], [], ["Curse"]),
    ("trash", "keep", ["Curse", "Gold"], [], ["Estate"]),
    ("keep", "discard", ["Estate", "Gold"], ["Curse"], []),
    ("discard", "keep", ["Curse", "Gold"], ["Estate"], []),
]


@pytest.mark.parametrize(("first", "second", "deck", "discard", "trashed"), SENTRY_CASES)
def test_sentry_trash_discard_keep_combinations(first, second, deck, discard, trashed):
    g = build(["Sentry"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Curse", "Gold"]})
    act(g, "play:Sentry")
    assert hand(g) == ["Copper"] and g.actions == 1
    d = g.decision
    assert (d.seat, d.kind) == (0, "sentry")
    assert d.ids() == ["trash:Estate", "discard:Estate", "keep:Estate"]
    act(g, f"{first}:Estate")
    assert g.decision.ids() == ["trash:Curse", "discard:Curse", "keep:Curse"]
    act(g, f"{second}:Curse")
    assert g.decision.kind == "buy"
    assert zone(g, 0, "deck") == deck
    assert zone(g, 0, "discard") == discard
    assert [T.NAME[c & 0xFF] for c in g.trash] == trashed


@pytest.mark.parametrize(
    ("top", "deck"), [("Estate", ["Estate", "Curse", "Gold"]), ("Curse", ["Curse", "Estate", "Gold"])]
)
def test_sentry_keep_both_in_either_order(top, deck):
    g = build(["Sentry"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Curse", "Gold"]})
    act(g, "play:Sentry", "keep:Estate", "keep:Curse")
    d = g.decision
    assert (d.seat, d.kind) == (0, "order")
    assert ids(g) == {"top:Estate", "top:Curse"}
    act(g, f"top:{top}")
    assert zone(g, 0, "deck") == deck
    assert zone(g, 0, "discard") == [] and g.trash == []


def test_sentry_keep_two_identical_cards_asks_no_order():
    g = build(["Sentry"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Estate", "Gold"]})
    act(g, "play:Sentry", "keep:Estate", "keep:Estate")
    assert g.decision.kind == "buy"
    assert zone(g, 0, "deck") == ["Estate", "Estate", "Gold"]


def test_sentry_with_one_card_left_shuffles_discard_under_it():
    g = build(["Sentry"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate"]}, discards={0: ["Curse"]})
    act(g, "play:Sentry")
    assert g.decision.ids() == ["trash:Estate", "discard:Estate", "keep:Estate"]  # old deck card first
    act(g, "trash:Estate", "trash:Curse")
    assert zone(g, 0, "deck") == [] and zone(g, 0, "discard") == []
    assert len(g.trash) == 2


def test_sentry_with_nothing_to_look_at():
    g = build(["Sentry"], hands={0: ["Sentry"]}, decks={0: ["Copper"]})
    act(g, "play:Sentry")
    assert hand(g) == ["Copper"] and g.decision.kind == "buy"


# ---------------------------------------------------------------- Throne Room


def test_throne_room_village_gives_four_actions():
    g = build(["Throne Room"], hands={0: ["Throne Room", "Village"]}, decks={0: ["Copper", "Silver", "Gold"]})
    act(g, "play:Throne Room")
    d = g.decision
    assert (d.seat, d.kind) == (0, "play_action")
    assert ids(g) == {"play:Village", "done"}
    act(g, "play:Village")
    assert g.actions == 4
    assert hand(g) == ["Copper", "Silver"]
    assert zone(g, 0, "play") == ["Throne Room", "Village"]


def test_throne_room_optional_and_with_no_action():
    g = build(["Throne Room"], hands={0: ["Throne Room", "Smithy"]}, decks={0: ["Copper"] * 6})
    act(g, "play:Throne Room", "done")
    assert hand(g) == ["Smithy"] and g.decision.kind == "buy"
    g = build(["Throne Room"], hands={0: ["Throne Room", "Copper"]})
    act(g, "play:Throne Room")
    assert g.decision.kind == "buy"


def test_throne_room_smithy_draws_six():
    g = build(["Throne Room"], hands={0: ["Throne Room", "Smithy"]}, decks={0: ["Copper"] * 7})
    act(g, "play:Throne Room", "play:Smithy")
    assert len(g.players[0].hand) == 6 and zone(g, 0, "deck") == ["Copper"]
    assert g.actions == 0


# ---------------------------------------------------------------- Vassal


def test_vassal_plays_a_discarded_action_without_using_an_action():
    g = build(["Vassal"], hands={0: ["Vassal"]}, decks={0: ["Village", "Copper", "Estate"]})
    act(g, "play:Vassal")
    assert g.coins == 2 and g.actions == 0
    d = g.decision
    assert (d.seat, d.kind) == (0, "play_action")
    assert ids(g) == {"play:Village", "done"}
    assert zone(g, 0, "discard") == ["Village"]
    act(g, "play:Village")
    assert zone(g, 0, "play") == ["Vassal", "Village"]
    assert zone(g, 0, "discard") == []
    assert hand(g) == ["Copper"]
    assert g.actions == 2  # 0 left after Vassal, +2 from Village


def test_vassal_may_leave_the_action_in_the_discard():
    g = build(["Vassal"], hands={0: ["Vassal"]}, decks={0: ["Smithy", "Copper"]})
    act(g, "play:Vassal", "done")
    assert zone(g, 0, "discard") == ["Smithy"]
    assert zone(g, 0, "deck") == ["Copper"]
    assert hand(g) == []


def test_vassal_non_action_is_just_discarded():
    g = build(["Vassal"], hands={0: ["Vassal"]}, decks={0: ["Gold"]})
    act(g, "play:Vassal")
    assert g.decision.kind == "buy" and g.coins == 2
    assert zone(g, 0, "discard") == ["Gold"] and hand(g) == []


def test_vassal_empty_deck_shuffles_and_empty_everything():
    g = build(["Vassal"], hands={0: ["Vassal"]}, discards={0: ["Estate"]})
    act(g, "play:Vassal")
    assert zone(g, 0, "discard") == ["Estate"] and zone(g, 0, "deck") == []
    g = build(["Vassal"], hands={0: ["Vassal"]})
    act(g, "play:Vassal")
    assert g.coins == 2 and g.decision.kind == "buy"


def test_vassal_plays_an_attack():
    g = build(["Vassal"], hands={0: ["Vassal"], 1: ["Copper"] * 5}, decks={0: ["Militia"]})
    act(g, "play:Vassal", "play:Militia")
    assert g.coins == 4
    assert (g.decision.seat, g.decision.kind) == (1, "discard")


# ---------------------------------------------------------------- Witch


def test_witch_draws_two_and_curses_others():
    g = build(["Witch"], players=3, hands={0: ["Witch"]}, decks={0: ["Gold", "Silver", "Copper"]})
    before = len(g.piles[g.pile_index["Curse"]])
    act(g, "play:Witch")
    assert hand(g) == ["Gold", "Silver"]
    assert zone(g, 1, "discard") == ["Curse"]
    assert zone(g, 2, "discard") == ["Curse"]
    assert zone(g, 0, "discard") == []
    assert len(g.piles[g.pile_index["Curse"]]) == before - 2


def test_witch_curses_run_out_in_turn_order_from_the_left():
    # Seat 1 plays Witch with one Curse left: seat 2 (to its left) gets it, seat 0 does not.
    g = build(
        ["Witch"],
        players=3,
        hands={1: ["Witch"]},
        decks={1: ["Copper", "Copper"]},
        piles={"Curse": 1},
        current=1,
    )
    act(g, "play:Witch")
    assert zone(g, 2, "discard") == ["Curse"]
    assert zone(g, 0, "discard") == []
    assert hand(g, 1) == ["Copper", "Copper"]


def test_witch_with_no_curses_still_draws():
    g = build(["Witch"], hands={0: ["Witch"]}, decks={0: ["Gold", "Gold"]}, piles={"Curse": 0})
    act(g, "play:Witch")
    assert hand(g) == ["Gold", "Gold"]
    assert zone(g, 1, "discard") == []


# ---------------------------------------------------------------- Workshop


def test_workshop_gains_up_to_four():
    g = build(["Workshop"], hands={0: ["Workshop", "Gold"]})
    act(g, "play:Workshop")
    d = g.decision
    assert (d.seat, d.kind) == (0, "gain")
    assert ids(g) == gains_up_to(g, 4)
    assert {"gain:Silver", "gain:Smithy", "gain:Workshop", "gain:Curse"} <= ids(g)
    assert not {"gain:Duchy", "gain:Gold", "gain:Market", "done"} & ids(g)
    act(g, "gain:Silver")
    assert zone(g, 0, "discard") == ["Silver"]
    assert hand(g) == ["Gold"]
    act(g, "treasures:all")
    assert g.coins == 3  # coins in hand do not raise the limit, gained card is not in hand


def test_workshop_skips_empty_piles():
    g = build(["Workshop"], hands={0: ["Workshop"]}, piles={"Silver": 0})
    act(g, "play:Workshop")
    assert "gain:Silver" not in ids(g)
