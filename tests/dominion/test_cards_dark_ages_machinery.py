"""Scenario tests for the Dark Ages cards that carry the set's machinery (original 2012 text).

Band of Misfits, Beggar, Counterfeit, Cultist, Death Cart, Fortress, Hermit, Market
Square, Procession, Urchin, the five Ruins, the three Shelters, Spoils, Madman and
Mercenary. The Knights are in test_knights.py, the numbered rulings in
test_rulings_dark_ages.py. Decks are listed top card first.
"""

from __future__ import annotations

import pytest

from dominia.games.dominion.card_model import SHELTER
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M, identity
from dominia.games.dominion.rules import score
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import (
    actions_on_top,
    events,
    hand,
    ids,
    ok,
    pile,
    set_pile,
    spoils_game,
    trashed,
)

# ---------------------------------------------------------------- Band of Misfits

BOM_KINGDOM = ["Band of Misfits", "Fortress", "Cultist", "Knights", "Hermit", "Urchin", "Death Cart"]


def test_band_of_misfits_offers_only_cheaper_supply_actions_on_top_of_their_piles():
    g = build(BOM_KINGDOM, hands={0: ["Band of Misfits", "Copper"]}, decks={0: ["Silver"] * 3})
    set_pile(g, "Knights", ["Dame Anna", "Sir Martin"])  # Sir Martin ($4) is not on top
    set_pile(g, "Ruins", ["Survivors", "Ruined Village", "Ruined Library"])
    act(g, "play:Band of Misfits")
    assert g.decision.kind == "become"
    # Fillers: Cellar, Chapel, Moat (2), Village (3); kingdom: Hermit, Urchin (3), Fortress,
    # Death Cart (4); the top Ruins (0). Not: $5 cards (Cultist, Band of Misfits, Dame Anna),
    # Ruins under the top, Madman and Mercenary (not in the Supply), Treasures.
    assert ids(g) == {
        "become:Cellar",
        "become:Chapel",
        "become:Moat",
        "become:Hermit",
        "become:Urchin",
        "become:Fortress",
        "become:Death Cart",
        "become:Survivors",
    }


def test_band_of_misfits_may_copy_the_top_knight_if_it_is_sir_martin():
    g = build(BOM_KINGDOM, hands={0: ["Band of Misfits"]}, decks={0: ["Copper"] * 3})
    set_pile(g, "Knights", ["Sir Martin", "Dame Anna"])
    act(g, "play:Band of Misfits")
    assert "become:Sir Martin" in ids(g)
    assert not any(i.startswith("become:Dame") for i in ids(g))


def test_band_of_misfits_becomes_the_chosen_card_name_cost_types_and_effect():
    g = build(BOM_KINGDOM, hands={0: ["Band of Misfits", "Estate"]}, decks={0: ["Gold", "Copper"]})
    bom = g.players[0].hand[0]
    act(g, "play:Band of Misfits", "become:Fortress")
    assert identity(g, bom) == T.BY_NAME["Fortress"].kind
    assert g.actions == 2  # Fortress: +1 Card, +2 Actions (the play used the one Action)
    assert hand(g) == ["Estate", "Gold"]
    assert zone(g, 0, "play") == ["Band of Misfits"]
    assert [e.detail for e in events(g, "become")] == ["Fortress"]
    ok(g)
    # It is that card only while in play: after cleanup it is a Band of Misfits again.
    act(g, "done", "done")
    assert identity(g, bom) == bom & M
    assert not g.becomes and not g.bom_choice


def test_band_of_misfits_copying_death_cart_trashes_the_band_of_misfits():
    g = build(BOM_KINGDOM, hands={0: ["Band of Misfits", "Copper"]})
    act(g, "play:Band of Misfits", "become:Death Cart")
    # No Action card in hand: "If you don't, trash this" trashes the Band of Misfits.
    assert g.coins == 5
    assert trashed(g) == ["Band of Misfits"]
    assert zone(g, 0, "play") == []
    assert pile(g, "Death Cart").count("Death Cart") == 10
    assert not g.becomes
    assert g.decision.kind == "buy"
    ok(g)


def test_band_of_misfits_copying_feast_trashes_itself_and_gains():
    g = build(["Band of Misfits", "Feast"], hands={0: ["Band of Misfits"]})
    act(g, "play:Band of Misfits", "become:Feast")
    assert trashed(g) == ["Band of Misfits"]
    assert g.decision.kind == "gain" and "gain:Band of Misfits" in ids(g)
    act(g, "gain:Band of Misfits")
    assert zone(g, 0, "discard") == ["Band of Misfits"]
    ok(g)


def test_band_of_misfits_copying_an_attack_opens_reactions():
    g = build(
        ["Band of Misfits", "Militia", "Moat"],
        hands={0: ["Band of Misfits"], 1: ["Moat", "Copper", "Copper", "Copper", "Estate"]},
    )
    act(g, "play:Band of Misfits", "become:Militia")
    assert g.decision.seat == 1 and g.decision.kind == "reaction"
    assert ids(g) == {"reveal:Moat", "done"}
    act(g, "reveal:Moat")
    assert g.coins == 2
    assert len(g.players[1].hand) == 5  # immune: no discard
    assert g.decision.seat == 0


def test_band_of_misfits_copying_an_attack_without_reaction_attacks():
    g = build(
        ["Band of Misfits", "Militia"],
        hands={0: ["Band of Misfits"], 1: ["Copper", "Copper", "Copper", "Estate", "Estate"]},
    )
    act(g, "play:Band of Misfits", "become:Militia")
    assert g.decision.seat == 1 and g.decision.kind == "discard"
    act(g, "discard:Estate", "discard:Estate")
    assert hand(g, 1) == ["Copper"] * 3


def test_band_of_misfits_copying_urchin_may_be_trashed_for_a_mercenary():
    g = build(
        ["Band of Misfits", "Urchin", "Militia"],
        hands={0: ["Band of Misfits", "Militia"]},
        decks={0: ["Copper"] * 3},
    )
    act(g, "play:Band of Misfits", "become:Urchin", "play:Militia")
    # It is an Urchin in play: another Attack lets it trash itself for a Mercenary.
    assert g.decision.kind == "trash" and ids(g) == {"trash:Band of Misfits", "done"}
    act(g, "trash:Band of Misfits")
    assert trashed(g) == ["Band of Misfits"]
    assert zone(g, 0, "discard") == ["Mercenary"]
    assert zone(g, 0, "play") == ["Militia"]
    ok(g)


def test_band_of_misfits_copying_hermit_is_trashed_at_cleanup_for_a_madman():
    g = build(BOM_KINGDOM, hands={0: ["Band of Misfits"]}, decks={0: ["Copper"] * 5})
    act(g, "play:Band of Misfits", "become:Hermit", "gain:Chapel")  # nothing to trash: no question
    assert g.decision.kind == "buy"
    act(g, "done")  # no buy
    assert trashed(g) == ["Band of Misfits"]
    assert "Madman" in zone(g, 0, "discard") and "Band of Misfits" not in zone(g, 0, "discard")
    assert len(pile(g, "Madman")) == 9
    ok(g)


def test_band_of_misfits_played_twice_picks_once_and_procession_uses_its_own_cost():
    # The FAQ's example: Procession on Band of Misfits copying Fortress.
    g = build(
        ["Band of Misfits", "Procession", "Fortress", "Artisan", "Market"],
        hands={0: ["Procession", "Band of Misfits"]},
        decks={0: ["Copper", "Silver", "Gold"]},
    )
    act(g, "play:Procession", "play:Band of Misfits", "become:Fortress")
    # The second play copies Fortress again without asking; then it is trashed as a Fortress
    # (back to hand), and the gain costs exactly $1 more than Band of Misfits: $6.
    assert len(events(g, "become")) == 1
    assert g.actions == 4
    assert g.decision.kind == "gain"
    assert ids(g) == {"gain:Artisan"}
    assert hand(g) == ["Band of Misfits", "Copper", "Silver"]
    assert trashed(g) == []
    act(g, "gain:Artisan")
    assert zone(g, 0, "discard") == ["Artisan"]
    assert not g.becomes
    ok(g)


def test_throne_room_on_band_of_misfits_copies_the_same_card_twice():
    g = build(
        ["Band of Misfits", "Throne Room", "Village"],
        hands={0: ["Throne Room", "Band of Misfits"]},
        decks={0: ["Copper", "Silver"]},
    )
    act(g, "play:Throne Room", "play:Band of Misfits", "become:Village")
    assert len(events(g, "become")) == 1
    assert g.actions == 4 and hand(g) == ["Copper", "Silver"]
    assert g.decision.kind == "buy"  # nothing left to play: no second question


# ---------------------------------------------------------------- Beggar


def test_beggar_gains_three_coppers_into_hand():
    g = build(["Beggar"], hands={0: ["Beggar"]})
    copper = len(pile(g, "Copper"))
    act(g, "play:Beggar")
    assert hand(g) == ["Copper"] * 3
    assert len(pile(g, "Copper")) == copper - 3
    assert zone(g, 0, "discard") == []


def test_beggar_gains_only_what_is_left():
    g = build(["Beggar"], hands={0: ["Beggar"]}, piles={"Copper": 2})
    act(g, "play:Beggar")
    assert hand(g) == ["Copper"] * 2
    assert pile(g, "Copper") == []


def test_beggar_reaction_gains_two_silvers_one_on_the_deck_and_does_not_protect():
    g = build(
        ["Beggar", "Militia"],
        hands={0: ["Militia"], 1: ["Beggar", "Copper", "Copper", "Estate", "Estate"]},
        decks={1: ["Gold"]},
    )
    act(g, "play:Militia")
    assert g.decision.seat == 1 and ids(g) == {"reveal:Beggar", "done"}
    act(g, "reveal:Beggar")
    assert zone(g, 1, "deck") == ["Silver", "Gold"]
    assert zone(g, 1, "discard") == ["Beggar", "Silver"]
    # Beggar is gone from the hand; Militia still attacks: 4 cards -> 3.
    assert g.decision.seat == 1 and g.decision.kind == "discard"
    act(g, "discard:Estate")
    assert hand(g, 1) == ["Copper", "Copper", "Estate"]
    assert zone(g, 1, "play") == []  # a Reaction is not played
    ok(g)


def test_beggar_then_moat_one_reaction_after_another():
    g = build(
        ["Beggar", "Militia", "Moat"],
        hands={0: ["Militia"], 1: ["Beggar", "Moat", "Copper", "Estate", "Estate"]},
    )
    act(g, "play:Militia", "reveal:Beggar")
    assert g.decision.seat == 1 and ids(g) == {"reveal:Moat", "done"}
    act(g, "reveal:Moat")
    assert g.decision.seat == 0  # immune: nothing to discard
    assert hand(g, 1) == ["Copper", "Estate", "Estate", "Moat"]
    assert zone(g, 1, "deck") == ["Silver"]
    assert zone(g, 1, "discard") == ["Beggar", "Silver"]


def test_reactions_of_other_kinds_are_not_offered_against_an_attack():
    g = build(
        ["Market Square", "Militia"],
        hands={0: ["Militia"], 1: ["Market Square", "Hovel", "Copper", "Copper", "Copper"]},
    )
    act(g, "play:Militia")
    # Market Square and Hovel are Reactions, but not to an Attack.
    assert g.decision.seat == 1 and g.decision.kind == "discard"


def test_two_beggars_against_one_attack():
    g = build(
        ["Beggar", "Militia"],
        hands={0: ["Militia"], 1: ["Beggar", "Beggar", "Copper", "Copper", "Copper"]},
    )
    act(g, "play:Militia", "reveal:Beggar", "reveal:Beggar")
    assert zone(g, 1, "deck") == ["Silver", "Silver"]
    assert sorted(zone(g, 1, "discard")) == ["Beggar", "Beggar", "Silver", "Silver"]
    assert hand(g, 1) == ["Copper"] * 3
    assert g.decision.seat == 0  # 3 cards left: nothing to discard


def test_beggar_reaction_with_one_silver_left_puts_it_on_the_deck():
    g = build(
        ["Beggar", "Militia"],
        hands={0: ["Militia"], 1: ["Beggar", "Copper", "Copper", "Copper"]},
        piles={"Silver": 1},
    )
    act(g, "play:Militia", "reveal:Beggar")
    assert zone(g, 1, "deck") == ["Silver"]
    assert zone(g, 1, "discard") == ["Beggar"]


# ---------------------------------------------------------------- Counterfeit


def test_counterfeit_plays_a_treasure_twice_then_trashes_it():
    g = build(["Counterfeit"], hands={0: ["Counterfeit", "Silver", "Copper"]})
    act(g, "play:Counterfeit")
    assert g.decision.kind == "play_treasure" and ids(g) == {"play:Silver", "play:Copper", "done"}
    assert (g.coins, g.buys) == (1, 2)
    act(g, "play:Silver")
    assert (g.coins, g.buys) == (5, 2)
    assert trashed(g) == ["Silver"]
    assert zone(g, 0, "play") == ["Counterfeit"]
    act(g, "play:Copper")
    assert g.coins == 6
    ok(g)


def test_counterfeit_may_play_nothing():
    g = build(["Counterfeit"], hands={0: ["Counterfeit", "Silver"]})
    act(g, "play:Counterfeit", "done")
    assert (g.coins, g.buys) == (1, 2)
    assert trashed(g) == [] and hand(g) == ["Silver"]


def test_counterfeit_with_play_all_treasures_still_asks():
    g = build(["Counterfeit"], hands={0: ["Counterfeit", "Gold", "Copper"]})
    act(g, "treasures:all")
    # Treasures are played in hand order: Counterfeit first, then it asks.
    assert g.decision.kind == "play_treasure"
    act(g, "play:Gold")
    assert g.coins == 1 + 6 + 1
    assert trashed(g) == ["Gold"]
    assert hand(g) == []


def test_counterfeit_on_another_counterfeit():
    g = build(["Counterfeit"], hands={0: ["Counterfeit", "Counterfeit", "Silver", "Copper"]})
    act(g, "play:Counterfeit", "play:Counterfeit")
    # The second Counterfeit's first play: +$1 +Buy, and it may play a Treasure twice.
    assert g.decision.kind == "play_treasure"
    act(g, "play:Silver")
    # Its second play: +$1 +Buy again, Copper twice.
    assert g.decision.kind == "play_treasure"
    act(g, "play:Copper")
    assert g.coins == 1 + 1 + 4 + 1 + 2
    assert g.buys == 4
    assert trashed(g) == ["Copper", "Counterfeit", "Silver"]
    ok(g)


def test_counterfeit_trashing_lets_market_square_react():
    g = build(["Counterfeit", "Market Square"], hands={0: ["Counterfeit", "Copper", "Market Square"]})
    act(g, "done", "play:Counterfeit", "play:Copper")
    assert g.decision.kind == "trash_trigger" and ids(g) == {"react:Market Square", "done"}
    act(g, "react:Market Square")
    assert zone(g, 0, "discard") == ["Market Square", "Gold"]
    assert g.coins == 3 and trashed(g) == ["Copper"]


# ---------------------------------------------------------------- Cultist


def test_cultist_draws_two_and_others_gain_ruins_in_turn_order():
    g = build(["Cultist"], players=3, hands={0: ["Cultist"]}, decks={0: ["Copper", "Estate", "Gold"]})
    set_pile(g, "Ruins", ["Ruined Market", "Survivors", "Abandoned Mine", "Ruined Village"])
    act(g, "play:Cultist")
    assert hand(g) == ["Copper", "Estate"]
    assert zone(g, 1, "discard") == ["Ruined Market"]
    assert zone(g, 2, "discard") == ["Survivors"]
    assert pile(g, "Ruins") == ["Abandoned Mine", "Ruined Village"]
    assert g.decision.kind == "buy"  # no Cultist in hand: nothing asked
    ok(g)


def test_cultist_chain_uses_no_actions():
    g = build(
        ["Cultist"],
        hands={0: ["Cultist", "Cultist"]},
        decks={0: ["Cultist", "Copper", "Estate", "Estate", "Silver", "Silver"]},
    )
    act(g, "play:Cultist")
    assert g.actions == 0
    assert g.decision.kind == "play_action" and g.decision.source == "Cultist"
    assert ids(g) == {"play:Cultist", "done"}
    act(g, "play:Cultist")  # the one from the hand at the start
    act(g, "play:Cultist")  # the one just drawn
    assert g.actions == 0
    assert zone(g, 0, "play") == ["Cultist"] * 3
    assert hand(g) == ["Copper", "Estate", "Estate", "Silver", "Silver"]
    assert len(zone(g, 1, "discard")) == 3  # a Ruins per Cultist
    assert g.decision.kind == "buy"


def test_cultist_may_decline_the_next_cultist():
    g = build(["Cultist"], hands={0: ["Cultist", "Cultist"]}, decks={0: ["Copper", "Copper"]})
    act(g, "play:Cultist", "done")
    assert hand(g) == ["Copper", "Copper", "Cultist"]
    assert g.decision.kind == "buy"  # the declined Cultist cannot be played: no Action left


def test_cultist_with_empty_ruins_pile_gains_nothing():
    g = build(["Cultist"], hands={0: ["Cultist"]}, decks={0: ["Copper", "Copper"]}, piles={"Ruins": 0})
    act(g, "play:Cultist")
    assert zone(g, 1, "discard") == []
    assert hand(g) == ["Copper", "Copper"]


def test_cultist_trashed_draws_three():
    g = build(
        ["Cultist", "Chapel"],
        hands={0: ["Chapel", "Cultist"]},
        decks={0: ["Silver", "Gold", "Copper", "Estate"]},
    )
    act(g, "play:Chapel", "trash:Cultist")  # the last card: trashed at once
    assert hand(g) == ["Copper", "Gold", "Silver"]
    assert zone(g, 0, "deck") == ["Estate"]
    assert trashed(g) == ["Cultist"]
    assert g.decision.kind == "buy"


# ---------------------------------------------------------------- Death Cart


def test_death_cart_without_action_in_hand_trashes_itself():
    g = build(["Death Cart"], hands={0: ["Death Cart", "Copper", "Estate"]})
    act(g, "play:Death Cart")
    assert g.coins == 5
    assert trashed(g) == ["Death Cart"]
    assert g.decision.kind == "buy"


def test_death_cart_trashes_an_action_from_hand_and_stays():
    g = build(["Death Cart"], hands={0: ["Death Cart", "Village", "Estate"]})
    act(g, "play:Death Cart")
    assert g.decision.kind == "trash"
    assert ids(g) == {"trash:Village", "done"}  # Estate is not an Action
    act(g, "trash:Village")
    assert g.coins == 5
    assert trashed(g) == ["Village"]
    assert zone(g, 0, "play") == ["Death Cart"]


def test_death_cart_may_trash_itself_rather_than_an_action():
    g = build(["Death Cart"], hands={0: ["Death Cart", "Village"]})
    act(g, "play:Death Cart", "done")
    assert trashed(g) == ["Death Cart"]
    assert hand(g) == ["Village"]


def test_death_cart_trashes_a_ruins():
    g = build(["Death Cart"], hands={0: ["Death Cart", "Ruined Market"]})
    act(g, "play:Death Cart")
    assert ids(g) == {"trash:Ruined Market", "done"}  # Ruins are Action cards


def test_buying_death_cart_gains_the_top_two_ruins():
    g = build(["Death Cart"], hands={0: ["Ruined Market", "Gold", "Copper", "Copper"]})
    set_pile(g, "Ruins", ["Ruined Library", "Survivors", "Ruined Market"])
    act(g, "play:Ruined Market", "treasures:all", "buy:Death Cart")  # +1 Buy keeps the turn going
    assert zone(g, 0, "discard") == ["Death Cart", "Ruined Library", "Survivors"]
    assert pile(g, "Ruins") == ["Ruined Market"]
    ok(g)


def test_gaining_death_cart_with_one_ruins_left_gains_one():
    g = build(["Death Cart", "Workshop"], hands={0: ["Workshop"]})
    set_pile(g, "Ruins", ["Abandoned Mine"])
    act(g, "play:Workshop", "gain:Death Cart")
    assert zone(g, 0, "discard") == ["Death Cart", "Abandoned Mine"]
    assert pile(g, "Ruins") == []


# ---------------------------------------------------------------- Fortress


def test_fortress_draws_one_and_gives_two_actions():
    g = build(["Fortress"], hands={0: ["Fortress"]}, decks={0: ["Silver", "Gold"]})
    act(g, "play:Fortress")
    assert g.actions == 2 and hand(g) == ["Silver"]


def test_fortress_trashed_goes_back_to_hand():
    g = build(["Fortress", "Chapel"], hands={0: ["Chapel", "Fortress", "Estate"]})
    act(g, "play:Chapel", "trash:Fortress", "trash:Estate")
    assert trashed(g) == ["Estate"]
    assert hand(g) == ["Fortress"]
    assert [e.cards for e in events(g, "trash")] == [("Fortress", "Estate")]  # it was trashed
    assert g.decision.kind == "buy"  # Chapel used the only Action
    ok(g)


# ---------------------------------------------------------------- Hermit


def test_hermit_trashes_from_the_discard_pile_and_gains_up_to_three():
    g = build(
        ["Hermit", "Cultist"],
        hands={0: ["Hermit", "Estate", "Copper"]},
        discards={0: ["Silver", "Duchy", "Cultist"]},
    )
    set_pile(g, "Ruins", ["Ruined Village", "Survivors"])
    act(g, "play:Hermit")
    # Non-Treasures only, from the hand or the discard pile.
    assert ids(g) == {"trash:Estate", "trash-discard:Duchy", "trash-discard:Cultist", "done"}
    act(g, "trash-discard:Duchy")
    assert trashed(g) == ["Duchy"]
    assert g.decision.kind == "gain"
    gains = ids(g)
    assert {"gain:Hermit", "gain:Silver", "gain:Estate", "gain:Ruined Village"} <= gains
    assert "gain:Survivors" not in gains  # only the top Ruins
    assert "gain:Madman" not in gains  # not in the Supply
    assert "gain:Cultist" not in gains and "done" not in gains  # the gain is mandatory
    act(g, "gain:Hermit")
    assert zone(g, 0, "discard") == ["Silver", "Cultist", "Hermit"]
    assert hand(g) == ["Copper", "Estate"]


def test_hermit_trashes_from_hand_or_nothing():
    g = build(["Hermit"], hands={0: ["Hermit", "Estate"]})
    act(g, "play:Hermit", "trash:Estate", "gain:Silver")
    assert trashed(g) == ["Estate"] and zone(g, 0, "discard") == ["Silver"]
    g = build(["Hermit"], hands={0: ["Hermit", "Estate"]})
    act(g, "play:Hermit", "done", "gain:Silver")
    assert trashed(g) == [] and hand(g) == ["Estate"]


def test_hermit_without_a_buy_is_trashed_at_cleanup_and_gains_a_madman():
    g = build(["Hermit"], hands={0: ["Hermit", "Copper"]}, decks={0: ["Copper"] * 5})
    act(g, "play:Hermit", "gain:Estate")  # gaining is not buying
    act(g, "done")  # end the turn without buying
    assert trashed(g) == ["Hermit"]
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Estate", "Madman"]
    assert len(pile(g, "Madman")) == 9
    assert g.current == 1
    ok(g)


def test_hermit_with_a_buy_stays():
    g = build(["Hermit"], hands={0: ["Hermit", "Copper"]}, decks={0: ["Copper"] * 5})
    act(g, "play:Hermit", "gain:Estate", "treasures:all", "buy:Copper")
    assert trashed(g) == []
    assert "Hermit" in zone(g, 0, "discard") and "Madman" not in zone(g, 0, "discard")
    assert len(pile(g, "Madman")) == 10


def test_hermit_in_hand_is_not_trashed_at_cleanup():
    g = build(["Hermit"], hands={0: ["Hermit", "Copper"]})
    act(g, "done", "treasures:all", "done")
    assert trashed(g) == [] and len(pile(g, "Madman")) == 10


def test_two_hermits_without_a_buy_gain_two_madmen():
    g = build(["Hermit", "Village"], hands={0: ["Village", "Hermit", "Hermit"]}, decks={0: ["Copper"] * 6})
    act(g, "play:Village", "play:Hermit", "done", "gain:Copper", "play:Hermit", "gain:Copper")
    act(g, "done")
    assert trashed(g) == ["Hermit", "Hermit"]
    assert zone(g, 0, "discard").count("Madman") == 2


def test_throne_room_hermit_gains_twice_and_one_madman():
    g = build(["Hermit", "Throne Room"], hands={0: ["Throne Room", "Hermit"]}, decks={0: ["Copper"] * 5})
    act(g, "play:Throne Room", "play:Hermit", "gain:Silver", "gain:Silver", "done")
    assert trashed(g) == ["Hermit"]
    assert sorted(zone(g, 0, "discard")) == ["Madman", "Silver", "Silver", "Throne Room"]
    assert len(pile(g, "Madman")) == 9


def test_hermit_trashed_by_procession_is_not_in_play_at_cleanup():
    g = build(
        ["Hermit", "Procession", "Smithy"], hands={0: ["Procession", "Hermit"]}, decks={0: ["Copper"] * 5}
    )
    act(g, "play:Procession", "play:Hermit", "gain:Copper", "gain:Copper")
    assert trashed(g) == ["Hermit"]
    assert g.decision.kind == "gain" and "gain:Smithy" in ids(g)  # exactly $4
    act(g, "gain:Smithy", "done")  # no buy: still no Madman, the Hermit is not discarded from play
    assert len(pile(g, "Madman")) == 10
    assert trashed(g) == ["Hermit"]


# ---------------------------------------------------------------- Market Square


def test_market_square_card_action_buy():
    g = build(["Market Square"], hands={0: ["Market Square"]}, decks={0: ["Gold"]})
    act(g, "play:Market Square")
    assert (g.actions, g.buys, g.coins) == (1, 2, 0)
    assert hand(g) == ["Gold"]


def test_market_square_reacts_to_its_owners_trashed_card():
    g = build(
        ["Market Square", "Chapel"],
        hands={0: ["Chapel", "Estate", "Market Square", "Market Square"]},
    )
    act(g, "play:Chapel", "trash:Estate", "done")
    assert g.decision.kind == "trash_trigger" and g.decision.seat == 0
    assert ids(g) == {"react:Market Square", "done"}
    act(g, "react:Market Square")
    assert ids(g) == {"react:Market Square", "done"}  # another one for the same trash
    act(g, "react:Market Square")
    assert sorted(zone(g, 0, "discard")) == ["Gold", "Gold", "Market Square", "Market Square"]
    assert g.decision.kind == "buy"  # no Market Square left
    ok(g)


def test_market_square_may_be_kept():
    g = build(["Market Square", "Chapel"], hands={0: ["Chapel", "Estate", "Market Square"]})
    act(g, "play:Chapel", "trash:Estate", "done")
    assert hand(g) == ["Market Square"] and zone(g, 0, "discard") == []


def test_market_square_does_not_react_to_other_players_trashing():
    g = build(
        ["Market Square", "Chapel"],
        hands={0: ["Chapel", "Estate", "Silver"], 1: ["Market Square"]},
    )
    act(g, "play:Chapel", "trash:Estate", "done")
    assert g.decision.seat == 0 and g.decision.kind == "buy"
    assert trashed(g) == ["Estate"]


def test_market_square_with_no_gold_left():
    g = build(
        ["Market Square", "Chapel"], hands={0: ["Chapel", "Estate", "Market Square"]}, piles={"Gold": 0}
    )
    act(g, "play:Chapel", "trash:Estate", "done", "react:Market Square")
    assert zone(g, 0, "discard") == ["Market Square"]


# ---------------------------------------------------------------- Procession


def test_procession_plays_twice_trashes_and_gains_exactly_one_more():
    g = build(
        ["Procession", "Smithy", "Market", "Witch", "Festival", "Cultist", "Counterfeit"],
        hands={0: ["Procession", "Smithy"]},
        decks={0: ["Copper"] * 6},
    )
    act(g, "play:Procession")
    assert ids(g) == {"play:Smithy", "done"}
    act(g, "play:Smithy")
    assert len(g.players[0].hand) == 6
    assert trashed(g) == ["Smithy"]
    assert g.decision.kind == "gain"
    # Exactly $5 and an Action: not Counterfeit (a Treasure), not Smithy ($4).
    assert ids(g) == actions_on_top(g, lambda c: c == 5)
    assert {"gain:Market", "gain:Witch", "gain:Festival", "gain:Cultist"} <= ids(g)
    assert "gain:Counterfeit" not in ids(g) and "done" not in ids(g)
    act(g, "gain:Witch")
    assert zone(g, 0, "discard") == ["Witch"]
    ok(g)


def test_procession_on_a_plus_one_action_card_leaves_two_actions():
    g = build(["Procession"], hands={0: ["Procession", "Ruined Village"]})
    act(g, "play:Procession", "play:Ruined Village")
    assert g.actions == 2
    assert trashed(g) == ["Ruined Village"]
    assert g.decision.kind == "buy"  # no Action costs exactly $1: nothing to gain


def test_procession_may_play_nothing():
    g = build(["Procession"], hands={0: ["Procession", "Village"]})
    act(g, "play:Procession", "done")
    assert trashed(g) == [] and hand(g) == ["Village"]
    assert g.decision.kind == "buy"


# ---------------------------------------------------------------- Urchin


def test_urchin_draws_gives_an_action_and_others_discard_down_to_four():
    g = build(
        ["Urchin"],
        players=3,
        hands={
            0: ["Urchin"],
            1: ["Copper", "Copper", "Estate", "Estate", "Silver"],
            2: ["Copper", "Copper", "Copper", "Copper"],
        },
        decks={0: ["Gold"]},
    )
    act(g, "play:Urchin")
    assert hand(g) == ["Gold"] and g.actions == 1
    assert g.decision.seat == 1 and g.decision.kind == "discard"
    act(g, "discard:Estate")
    assert hand(g, 1) == ["Copper", "Copper", "Estate", "Silver"]
    assert g.decision.seat == 0  # seat 2 already had 4 cards
    assert hand(g, 2) == ["Copper"] * 4


# ---------------------------------------------------------------- Ruins


def test_abandoned_mine():
    g = build(["Cultist"], hands={0: ["Abandoned Mine"]})
    act(g, "play:Abandoned Mine")
    assert (g.actions, g.buys, g.coins) == (0, 1, 1)


def test_ruined_library():
    g = build(["Cultist"], hands={0: ["Ruined Library"]}, decks={0: ["Gold", "Silver"]})
    act(g, "play:Ruined Library")
    assert hand(g) == ["Gold"] and g.actions == 0


def test_ruined_market():
    g = build(["Cultist"], hands={0: ["Ruined Market"]})
    act(g, "play:Ruined Market")
    assert (g.actions, g.buys, g.coins) == (0, 2, 0)


def test_ruined_village():
    g = build(["Cultist"], hands={0: ["Ruined Village", "Village"]}, decks={0: ["Copper"]})
    act(g, "play:Ruined Village")
    assert g.actions == 1 and hand(g) == ["Village"]
    assert g.decision.kind == "play_action"


def test_survivors_discards_both():
    g = build(["Cultist"], hands={0: ["Survivors"]}, decks={0: ["Estate", "Curse", "Gold"]})
    act(g, "play:Survivors")
    assert g.decision.kind == "survivors"
    act(g, "discard")
    assert sorted(zone(g, 0, "discard")) == ["Curse", "Estate"]
    assert zone(g, 0, "deck") == ["Gold"]


def test_survivors_puts_both_back_in_any_order():
    g = build(["Cultist"], hands={0: ["Survivors"]}, decks={0: ["Gold", "Silver", "Copper"]})
    act(g, "play:Survivors", "keep")
    assert ids(g) == {"top:Gold", "top:Silver"}
    act(g, "top:Silver")
    assert zone(g, 0, "deck") == ["Silver", "Gold", "Copper"]
    assert zone(g, 0, "discard") == []


def test_survivors_two_alike_no_order_question():
    g = build(["Cultist"], hands={0: ["Survivors"]}, decks={0: ["Gold", "Gold", "Copper"]})
    act(g, "play:Survivors", "keep")
    assert g.decision.kind == "buy"
    assert zone(g, 0, "deck") == ["Gold", "Gold", "Copper"]


def test_survivors_with_one_card_shuffles_for_the_second():
    g = build(["Cultist"], hands={0: ["Survivors"]}, decks={0: ["Gold"]}, discards={0: ["Estate"]})
    act(g, "play:Survivors", "discard")
    assert sorted(zone(g, 0, "discard")) == ["Estate", "Gold"]
    assert zone(g, 0, "deck") == []


def test_survivors_with_no_cards_does_nothing():
    g = build(["Cultist"], hands={0: ["Survivors"]})
    act(g, "play:Survivors")
    assert g.decision.kind == "buy"


# ---------------------------------------------------------------- Shelters


def test_hovel_may_be_trashed_when_buying_a_victory_card():
    g = build(["Cultist"], hands={0: ["Ruined Market", "Hovel", "Silver"]})
    act(g, "play:Ruined Market", "treasures:all", "buy:Estate")
    assert g.decision.kind == "trash" and g.decision.source == "Hovel"
    assert ids(g) == {"trash:Hovel", "done"}
    act(g, "trash:Hovel")
    assert trashed(g) == ["Hovel"]
    assert zone(g, 0, "discard") == ["Estate"]


def test_hovel_may_be_kept():
    g = build(["Cultist"], hands={0: ["Ruined Market", "Hovel", "Silver"]})
    act(g, "play:Ruined Market", "treasures:all", "buy:Estate", "done")
    assert trashed(g) == [] and hand(g) == ["Hovel"]


def test_hovel_ignores_non_victory_buys():
    g = build(["Cultist"], hands={0: ["Ruined Market", "Hovel", "Silver", "Copper"]})
    act(g, "play:Ruined Market", "treasures:all", "buy:Silver")
    assert g.decision.kind == "buy"  # no Hovel question
    assert hand(g) == ["Hovel"]


def test_hovel_ignores_gained_victory_cards():
    g = build(["Hermit"], hands={0: ["Hermit", "Hovel"]})
    act(g, "play:Hermit", "done", "gain:Estate")  # Hovel is not a Treasure: Hermit may trash it
    assert g.decision.kind == "buy"
    assert hand(g) == ["Hovel"] and trashed(g) == []


def test_hovel_reacts_to_buying_a_victory_knight():
    g = build(["Knights"], hands={0: ["Hovel", "Gold", "Silver"]})
    set_pile(g, "Knights", ["Dame Josephine", "Sir Martin"])
    act(g, "treasures:all", "buy:Dame Josephine")
    assert g.decision.source == "Hovel"


def test_two_hovels_both_may_be_trashed():
    g = build(["Cultist"], hands={0: ["Hovel", "Hovel", "Gold", "Silver"]})
    act(g, "treasures:all", "buy:Duchy", "trash:Hovel", "trash:Hovel")
    assert trashed(g) == ["Hovel", "Hovel"]


def test_necropolis_gives_two_actions():
    g = build(["Village"], hands={0: ["Necropolis", "Village"]})
    act(g, "play:Necropolis")
    assert g.actions == 2
    assert g.decision.kind == "play_action"


def test_overgrown_estate_is_a_victory_card_worth_nothing():
    g = build(decks={0: ["Overgrown Estate", "Estate"]})
    assert score(g, 0) == 1
    assert T.BY_NAME["Overgrown Estate"].type_names() == ["Victory", "Shelter"]


def test_overgrown_estate_trashed_draws_a_card():
    g = build(["Chapel"], hands={0: ["Chapel", "Overgrown Estate"]}, decks={0: ["Gold"]})
    act(g, "play:Chapel", "trash:Overgrown Estate")
    assert hand(g) == ["Gold"]
    act(g, "done")
    assert trashed(g) == ["Overgrown Estate"]


@pytest.mark.parametrize("name", ["Hovel", "Necropolis", "Overgrown Estate"])
def test_shelters_cost_one_and_are_never_in_the_supply(name):
    d = T.BY_NAME[name]
    assert d.cost == 1 and d.is_(SHELTER) and not d.supply and not d.kingdom
    g = build(["Cultist"], hands={0: ["Gold", "Gold"]})
    assert name not in g.pile_index
    act(g, "treasures:all")
    assert f"buy:{name}" not in ids(g)


# ---------------------------------------------------------------- non-Supply cards


def test_spoils_gives_three_and_returns_to_its_pile():
    g = spoils_game(hands={0: ["Spoils", "Copper"]})
    before = len(pile(g, "Spoils"))
    act(g, "play:Spoils")
    assert g.coins == 3
    assert zone(g, 0, "play") == []
    assert len(pile(g, "Spoils")) == before + 1
    act(g, "play:Copper")
    assert g.coins == 4
    ok(g)


def test_madman_two_actions_returns_and_draws_per_card_in_hand():
    g = build(
        ["Hermit"],
        hands={0: ["Madman", "Estate", "Estate", "Village"]},
        decks={0: ["Copper", "Silver", "Gold", "Gold"]},
    )
    act(g, "play:Madman")
    assert g.actions == 2
    assert len(pile(g, "Madman")) == 11
    assert hand(g) == ["Copper", "Estate", "Estate", "Gold", "Silver", "Village"]
    assert zone(g, 0, "play") == []
    ok(g)


def test_mercenary_trashes_two_draws_two_gives_two_and_attacks():
    g = build(
        ["Urchin"],
        hands={0: ["Mercenary", "Estate", "Copper", "Silver"], 1: ["Copper"] * 3 + ["Estate"] * 2},
        decks={0: ["Gold", "Gold"]},
    )
    act(g, "play:Mercenary")
    assert g.decision.kind == "trash" and "done" in ids(g)
    act(g, "trash:Estate")
    assert "done" not in ids(g)  # the second card is not optional
    act(g, "trash:Copper")
    assert trashed(g) == ["Copper", "Estate"]
    assert hand(g) == ["Gold", "Gold", "Silver"]
    assert g.coins == 2
    assert g.decision.seat == 1 and g.decision.kind == "discard"
    act(g, "discard:Estate", "discard:Estate")
    assert hand(g, 1) == ["Copper"] * 3


def test_mercenary_may_trash_nothing():
    g = build(["Urchin"], hands={0: ["Mercenary", "Estate", "Copper"], 1: ["Copper"] * 5})
    act(g, "play:Mercenary", "done")
    assert trashed(g) == [] and g.coins == 0
    assert g.decision.seat == 0 and g.decision.kind == "buy"
    assert len(g.players[1].hand) == 5


def test_mercenary_reactions_come_before_the_trash_choice():
    g = build(
        ["Urchin", "Moat"],
        hands={0: ["Mercenary", "Estate", "Estate"], 1: ["Moat", "Copper", "Copper", "Copper", "Copper"]},
    )
    act(g, "play:Mercenary")
    assert g.decision.seat == 1 and g.decision.kind == "reaction"
    act(g, "reveal:Moat", "trash:Estate", "trash:Estate")
    assert g.coins == 2 and len(g.players[1].hand) == 5
