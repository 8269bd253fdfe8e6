"""The rulings of shared/docs/dominion.md that concern Dark Ages: 9 (its piles), 11-13 and
16-24. Rulings 14 and 15 (Knights) are in test_knights.py. Decks are listed top card first.
"""

from __future__ import annotations

from collections import Counter

from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.rules import buy_decision, empty_supply_piles, game_ended
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import (
    actions_on_top,
    add_spoils,
    events,
    hand,
    ids,
    ok,
    pile,
    set_pile,
    spoils_game,
    trashed,
)

CORE_DA = [
    "Band of Misfits",
    "Beggar",
    "Counterfeit",
    "Cultist",
    "Death Cart",
    "Fortress",
    "Hermit",
    "Market Square",
    "Procession",
    "Urchin",
]
RUINS = {"Abandoned Mine", "Ruined Library", "Ruined Market", "Ruined Village", "Survivors"}
BASE = ["Cellar", "Chapel", "Moat", "Village", "Smithy", "Militia", "Market", "Witch", "Library", "Mine"]


def trash_order(g):
    return [T.NAME[c & M] for c in g.trash]


def owned(g, seat):
    return sorted(T.NAME[c & M] for c in g.players[seat].all_cards())


# ---------------------------------------------------------------- 9. empty piles


def poacher_game(empty):
    g = build(
        ["Poacher", "Cultist", "Knights", "Hermit", "Urchin"],
        hands={0: ["Poacher", "Estate", "Estate", "Copper", "Silver"]},
        decks={0: ["Copper"]},
        piles=dict.fromkeys([e for e in empty if e != "Spoils"], 0),
    )
    add_spoils(g)
    if "Spoils" in empty:
        g.n_cards -= len(g.piles[g.pile_index["Spoils"]])
        g.piles[g.pile_index["Spoils"]].clear()
    return g


def test_9_poacher_counts_empty_ruins_and_knights_piles():
    g = poacher_game(["Ruins", "Knights"])
    act(g, "play:Poacher")
    assert g.decision.kind == "discard"
    act(g, "discard:Estate")
    assert g.decision.kind == "discard"  # two empty Supply piles: two discards
    act(g, "discard:Estate")
    assert g.decision.kind == "buy"
    assert hand(g) == ["Copper", "Copper", "Silver"]


def test_9_poacher_does_not_count_spoils_madman_mercenary():
    g = poacher_game(["Madman", "Mercenary", "Spoils"])
    assert pile(g, "Madman") == pile(g, "Mercenary") == pile(g, "Spoils") == []
    act(g, "play:Poacher")
    assert g.decision.kind == "buy"  # nothing to discard
    assert empty_supply_piles(g) == 0


def test_9_poacher_counts_only_the_supply_ones_among_all_five():
    g = poacher_game(["Madman", "Mercenary", "Spoils", "Ruins", "Knights"])
    act(g, "play:Poacher", "discard:Estate", "discard:Estate")
    assert g.decision.kind == "buy"


def test_9_game_ends_on_empty_ruins_knights_and_a_third_pile():
    g = poacher_game(["Ruins", "Knights", "Curse"])
    act(g, "play:Poacher", "discard:Estate", "discard:Estate", "discard:Copper", "done")
    assert g.over and g.end_reason == "piles"


def test_9_empty_non_supply_piles_do_not_end_the_game():
    g = poacher_game(["Madman", "Mercenary", "Spoils", "Ruins", "Knights"])
    assert not game_ended(g)
    act(g, "play:Poacher", "discard:Estate", "discard:Estate", "done")
    assert not g.over and g.current == 1


# ---------------------------------------------------------------- 11. Procession -> Madman


def test_11_procession_madman_with_three_other_cards():
    g = build(
        ["Procession", "Hermit"],
        hands={0: ["Procession", "Madman", "Estate", "Estate", "Copper"]},
        decks={0: ["Silver", "Silver", "Gold", "Copper", "Copper", "Copper"]},
    )
    start = len(g.events)
    act(g, "play:Procession", "play:Madman")
    # First play: +2 Actions, back to its pile, +3 Cards (one per card in hand).
    # Second play: +2 Actions only. Nothing trashed; no Action costs exactly $1.
    assert [e.cards for e in events(g, "play", start)] == [("Procession",), ("Madman",), ("Madman",)]
    assert g.actions == 4
    assert hand(g) == ["Copper", "Estate", "Estate", "Gold", "Silver", "Silver"]
    assert len(pile(g, "Madman")) == 11
    assert trashed(g) == [] and events(g, "trash", start) == []
    assert zone(g, 0, "play") == ["Procession"]
    assert g.decision.kind == "buy"
    ok(g)


def test_11_procession_madman_gains_an_action_costing_exactly_one_if_there_is_one():
    # No Action in these sets costs $1 but the Shelter Necropolis, never in the Supply;
    # Procession on a $0 Ruins shows the same: the gain step finds nothing.
    g = build(["Procession", "Hermit"], hands={0: ["Procession", "Madman"]}, decks={0: ["Copper"] * 4})
    act(g, "play:Procession", "play:Madman")
    assert actions_on_top(g, lambda c: c == 1) == set()
    assert g.decision.kind == "buy"


def test_11_throne_room_madman_the_same_without_the_gain():
    g = build(
        ["Throne Room", "Hermit"],
        hands={0: ["Throne Room", "Madman", "Estate", "Estate", "Copper"]},
        decks={0: ["Silver", "Silver", "Gold", "Copper"]},
    )
    act(g, "play:Throne Room", "play:Madman")
    assert g.actions == 4
    assert hand(g) == ["Copper", "Estate", "Estate", "Gold", "Silver", "Silver"]
    assert len(pile(g, "Madman")) == 11
    assert trashed(g) == []
    assert zone(g, 0, "play") == ["Throne Room"]
    assert g.decision.kind == "buy"


# ---------------------------------------------------------------- 12. Procession -> Fortress


def test_12_procession_fortress_back_to_hand_then_gain_five():
    g = build(
        ["Procession", "Fortress", "Market", "Witch", "Cultist", "Counterfeit", "Smithy"],
        hands={0: ["Procession", "Fortress"]},
        decks={0: ["Copper", "Silver", "Gold"]},
    )
    act(g, "play:Procession", "play:Fortress")
    assert g.actions == 4  # 0 + 2 + 2
    assert hand(g) == ["Copper", "Fortress", "Silver"]
    assert trashed(g) == []
    assert [e.cards for e in events(g, "trash")] == [("Fortress",)]
    assert g.decision.kind == "gain"
    assert ids(g) == actions_on_top(g, lambda c: c == 5)
    assert {"gain:Market", "gain:Witch", "gain:Cultist"} <= ids(g)
    assert "gain:Counterfeit" not in ids(g) and "gain:Fortress" not in ids(g)
    act(g, "gain:Market")
    assert zone(g, 0, "discard") == ["Market"]
    assert g.decision.kind == "play_action"  # the Fortress in hand may be played again
    ok(g)


# ---------------------------------------------------------------- 13. Procession -> Cultist


def test_13_procession_cultist_draws_three_before_the_gain_and_chains_free():
    g = build(
        ["Procession", "Cultist", "Artisan"],
        hands={0: ["Procession", "Cultist", "Cultist"]},
        decks={0: ["Copper"] * 6 + ["Gold", "Gold", "Gold", "Estate"]},
    )
    act(g, "play:Procession", "play:Cultist")
    assert g.actions == 0
    # First play: +2 Cards, a Ruins to seat 1, then it may play the other Cultist for free.
    assert ids(g) == {"play:Cultist", "done"} and g.decision.source == "Cultist"
    act(g, "play:Cultist")
    # The chained Cultist finds no Cultist; Procession's second play of the first one.
    assert g.actions == 0
    assert len(zone(g, 1, "discard")) == 3
    # Trashed: +3 Cards (the Golds), before the gain of an Action costing exactly $6.
    assert trashed(g) == ["Cultist"]
    assert g.decision.kind == "gain" and ids(g) == {"gain:Artisan"}
    assert hand(g) == ["Copper"] * 6 + ["Gold"] * 3
    assert zone(g, 0, "deck") == ["Estate"]
    act(g, "gain:Artisan")
    assert zone(g, 0, "play") == ["Procession", "Cultist"]
    ok(g)


# ---------------------------------------------------------------- 16. Market Square


def test_16_several_market_squares_for_one_trashed_card():
    g = build(
        ["Market Square", "Death Cart"],
        hands={0: ["Death Cart", "Village", "Market Square", "Market Square", "Market Square"]},
    )
    act(g, "play:Death Cart", "trash:Village")
    assert g.decision.kind == "trash_trigger"
    act(g, "react:Market Square", "react:Market Square", "done")
    assert zone(g, 0, "discard") == ["Market Square", "Gold", "Market Square", "Gold"]
    assert hand(g) == ["Market Square"]
    assert g.coins == 5


def test_16_market_square_reacts_on_another_players_turn():
    g = build(
        ["Market Square", "Knights"],
        hands={0: ["Dame Sylvia"], 1: ["Market Square", "Market Square", "Copper"]},
        decks={1: ["Silver", "Copper"]},
    )
    act(g, "play:Dame Sylvia")
    assert g.decision.seat == 1 and g.decision.kind == "trash_trigger"
    act(g, "react:Market Square", "react:Market Square")
    assert sorted(zone(g, 1, "discard")) == ["Copper", "Gold", "Gold", "Market Square", "Market Square"]
    assert g.decision.seat == 0
    ok(g)


# ---------------------------------------------------------------- 17. Urchin


def test_17_urchin_may_be_trashed_for_a_mercenary_before_the_attack():
    g = build(
        ["Urchin", "Militia", "Moat"],
        hands={0: ["Urchin", "Militia"], 1: ["Moat", "Copper", "Copper", "Copper"]},
        decks={0: ["Village"]},
    )
    act(g, "play:Urchin", "done")  # seat 1 keeps Moat hidden; 4 cards: nothing to discard
    start = len(g.events)
    act(g, "play:Militia")
    # The attacker's own trigger comes first, before any reaction and any part of Militia.
    assert g.decision.seat == 0 and g.decision.source == "Urchin"
    assert ids(g) == {"trash:Urchin", "done"}
    assert g.coins == 0
    act(g, "trash:Urchin")
    assert trashed(g) == ["Urchin"]
    assert zone(g, 0, "discard") == ["Mercenary"]
    assert len(pile(g, "Mercenary")) == 9
    assert g.decision.seat == 1 and g.decision.kind == "reaction"
    act(g, "done", "discard:Copper")
    assert g.coins == 2
    kinds = [e.kind for e in g.events[start:] if e.kind in ("trash", "gain", "reveal", "discard")]
    assert kinds == ["trash", "gain", "discard"]


def test_17_urchin_may_be_kept():
    g = build(["Urchin", "Militia"], hands={0: ["Urchin", "Militia"]}, decks={0: ["Village"]})
    act(g, "play:Urchin", "play:Militia", "done")
    assert trashed(g) == [] and zone(g, 0, "play") == ["Urchin", "Militia"]


def test_17_the_same_urchin_played_twice_cannot_trash_itself():
    g = build(
        ["Urchin", "Procession"],
        hands={0: ["Procession", "Urchin"]},
        decks={0: ["Copper", "Copper"]},
    )
    act(g, "play:Procession", "play:Urchin")
    # No Urchin question: it goes straight to the gain of an Action costing exactly $4.
    assert g.decision.kind == "gain"
    assert "gain:Procession" in ids(g)
    assert trashed(g) == ["Urchin"]
    assert pile(g, "Mercenary").count("Mercenary") == 10


def test_17_a_second_urchin_may_trash_the_first():
    g = build(
        ["Urchin"],
        hands={0: ["Urchin", "Urchin"]},
        decks={0: ["Copper", "Copper"]},
    )
    act(g, "play:Urchin", "play:Urchin")
    assert g.decision.source == "Urchin" and ids(g) == {"trash:Urchin", "done"}
    act(g, "trash:Urchin")
    assert trashed(g) == ["Urchin"]
    assert zone(g, 0, "play") == ["Urchin"]
    assert zone(g, 0, "discard") == ["Mercenary"]


# ---------------------------------------------------------------- 18. Mercenary


def test_18_mercenary_with_one_other_card_trashes_it_for_nothing():
    g = build(
        ["Urchin"],
        hands={0: ["Mercenary", "Estate"], 1: ["Copper"] * 5},
        decks={0: ["Gold", "Gold"]},
    )
    act(g, "play:Mercenary")
    assert ids(g) == {"trash:Estate", "done"}
    act(g, "trash:Estate")
    assert trashed(g) == ["Estate"]
    assert hand(g) == [] and g.coins == 0
    assert g.decision.seat == 0  # no attack
    assert len(g.players[1].hand) == 5


def test_18_mercenary_with_two_trashed_draws_gives_and_attacks():
    g = build(
        ["Urchin"],
        hands={0: ["Mercenary", "Estate", "Curse"], 1: ["Copper"] * 4},
        decks={0: ["Gold", "Gold"]},
    )
    act(g, "play:Mercenary", "trash:Estate", "trash:Curse")
    assert hand(g) == ["Gold", "Gold"] and g.coins == 2
    act(g, "discard:Copper")
    assert len(g.players[1].hand) == 3


# ---------------------------------------------------------------- 19. Shelters


def setup(kingdom, seed=0, players=2, **opts):
    return DOMINION.setup({"players": players, "kingdom": kingdom, **opts}, seed)


def has_shelters(g):
    return all(
        Counter(T.NAME[c & M] for c in p.all_cards())
        == Counter({"Copper": 7, "Hovel": 1, "Necropolis": 1, "Overgrown Estate": 1})
        for p in g.players
    )


def has_estates(g):
    return all(
        Counter(T.NAME[c & M] for c in p.all_cards()) == Counter({"Copper": 7, "Estate": 3})
        for p in g.players
    )


def test_19_all_dark_ages_kingdom_always_uses_shelters():
    for players in (2, 3, 4, 5, 6):
        for seed in range(3):
            g = setup(CORE_DA, seed, players)
            assert has_shelters(g), (players, seed)
            assert len(pile(g, "Estate")) == (8 if players == 2 else 12)  # the Estate pile is unchanged
            for name in ("Hovel", "Necropolis", "Overgrown Estate"):
                assert name not in g.pile_index
                assert T.BY_NAME[name].cost == 1


def test_19_base_only_kingdom_never_uses_shelters():
    for seed in range(20):
        g = DOMINION.setup({"players": 2, "sets": ["base"]}, seed)
        assert has_estates(g), seed


def test_19_mixed_kingdom_decided_by_a_random_kingdom_card():
    mixed = CORE_DA[:5] + BASE[:5]
    outcomes = [has_shelters(setup(mixed, seed)) for seed in range(24)]
    assert True in outcomes and False in outcomes
    for seed in range(24):
        g = setup(mixed, seed)
        assert has_shelters(g) or has_estates(g)
    # One Dark Ages card in ten gives Shelters much less often than nine in ten.
    few = sum(has_shelters(setup(CORE_DA[:1] + BASE[:9], seed)) for seed in range(40))
    many = sum(has_shelters(setup(CORE_DA[:9] + BASE[:1], seed)) for seed in range(40))
    assert few < 20 < many


def test_19_shelters_are_never_bought():
    g = setup(CORE_DA)
    while g.decision.kind != "buy":
        act(g, "done")
    g.coins = 20
    offered = set(buy_decision(g, g.current).ids())
    assert not {"buy:Hovel", "buy:Necropolis", "buy:Overgrown Estate"} & offered
    assert "buy:Estate" in offered


# ---------------------------------------------------------------- 20. Ruins


def test_20_ruins_pile_is_ten_per_player_after_the_first():
    for players in (2, 3, 4, 5, 6):
        g = setup(["Cultist"] + BASE[:9], 1, players)
        ruins = g.piles[g.pile_index["Ruins"]]
        assert len(ruins) == 10 * (players - 1)
        assert g.supply[g.pile_index["Ruins"]]
        counts = Counter(T.NAME[c & M] for c in ruins)
        assert set(counts) <= RUINS
        assert max(counts.values()) <= 10


def test_20_no_ruins_without_a_looter():
    g = setup(BASE)
    assert "Ruins" not in g.pile_index
    g = setup(["Death Cart"] + BASE[:9])
    assert "Ruins" in g.pile_index


def test_20_only_the_top_ruins_can_be_bought_or_gained():
    g = build(["Cultist", "Hermit"], hands={0: ["Hermit", "Copper"]})
    set_pile(g, "Ruins", ["Ruined Market", "Survivors", "Ruined Village"])
    act(g, "play:Hermit")
    assert {i for i in ids(g) if i.partition(":")[2] in RUINS} == {"gain:Ruined Market"}
    act(g, "gain:Ruined Market", "treasures:all")
    assert {i for i in ids(g) if i.partition(":")[2] in RUINS} == {"buy:Survivors"}
    act(g, "buy:Survivors")
    assert pile(g, "Ruins") == ["Ruined Village"]


def test_20_empty_ruins_pile_counts_for_game_end():
    g = build(["Cultist"], hands={0: ["Copper"]}, piles={"Ruins": 0, "Curse": 0, "Cultist": 0})
    act(g, "treasures:all", "done")
    assert g.over and g.end_reason == "piles"


def test_20_gaining_death_cart_gains_the_top_two_ruins():
    g = build(["Death Cart", "Workshop"], hands={0: ["Workshop"]})
    set_pile(g, "Ruins", ["Survivors", "Abandoned Mine", "Ruined Village"])
    act(g, "play:Workshop", "gain:Death Cart")
    assert zone(g, 0, "discard") == ["Death Cart", "Survivors", "Abandoned Mine"]
    assert pile(g, "Ruins") == ["Ruined Village"]


# ---------------------------------------------------------------- 21. Counterfeit -> Spoils


def test_21_counterfeit_spoils_twice_and_back_to_its_pile():
    g = spoils_game(["Counterfeit"], hands={0: ["Counterfeit", "Spoils"]})
    before = len(pile(g, "Spoils"))
    act(g, "play:Counterfeit", "play:Spoils")
    assert (g.coins, g.buys) == (1 + 3 + 3, 2)
    assert len(pile(g, "Spoils")) == before + 1
    assert trashed(g) == []  # the trash finds nothing: it lost track
    assert zone(g, 0, "play") == ["Counterfeit"]
    ok(g)


# ---------------------------------------------------------------- 22. Death Cart -> Fortress


def test_22_death_cart_trashing_fortress_stays_and_fortress_returns():
    g = build(["Death Cart", "Fortress"], hands={0: ["Death Cart", "Fortress"]})
    act(g, "play:Death Cart", "trash:Fortress")
    assert g.coins == 5
    assert zone(g, 0, "play") == ["Death Cart"]
    assert hand(g) == ["Fortress"]
    assert trashed(g) == []
    assert [e.cards for e in events(g, "trash")] == [("Fortress",)]
    assert g.decision.kind == "buy"


# ---------------------------------------------------------------- 23. triggers on another player's turn


def test_23_cultist_trashed_by_a_knight_draws_below_the_revealed_cards():
    g = build(
        ["Knights", "Cultist"],
        hands={0: ["Dame Sylvia"], 1: ["Estate"]},
        decks={1: ["Cultist", "Copper", "Gold", "Silver", "Duchy", "Province"]},
    )
    act(g, "play:Dame Sylvia")
    assert trashed(g) == ["Cultist"]
    # +3 Cards for the Cultist's owner: the cards below the two revealed ones.
    assert hand(g, 1) == ["Duchy", "Estate", "Gold", "Silver"]
    assert zone(g, 1, "discard") == ["Copper"]
    assert zone(g, 1, "deck") == ["Province"]
    assert zone(g, 0, "play") == ["Dame Sylvia"]
    ok(g)


def test_23_cultist_trashed_by_a_knight_the_revealed_card_is_not_shuffled_in():
    g = build(
        ["Knights", "Cultist"],
        hands={0: ["Dame Sylvia"]},
        decks={1: ["Cultist", "Copper", "Gold"]},
        discards={1: ["Estate", "Estate"]},
    )
    act(g, "play:Dame Sylvia")
    # Gold, then a shuffle of the two Estates; the revealed Copper stays out of it.
    assert hand(g, 1) == ["Estate", "Estate", "Gold"]
    assert zone(g, 1, "discard") == ["Copper"]


def test_23_fortress_trashed_by_a_knight_goes_to_its_owners_hand():
    g = build(
        ["Knights", "Fortress"],
        hands={0: ["Dame Sylvia"], 1: ["Copper"]},
        decks={1: ["Fortress", "Estate"]},
    )
    act(g, "play:Dame Sylvia")
    assert hand(g, 1) == ["Copper", "Fortress"]
    assert trashed(g) == [] and zone(g, 1, "discard") == ["Estate"]
    assert hand(g, 0) == []


def test_23_sir_vander_trashed_by_a_knight_gains_its_owner_a_gold():
    g = build(["Knights"], hands={0: ["Sir Destry"]}, decks={1: ["Sir Vander", "Estate"]})
    act(g, "play:Sir Destry")
    assert "Gold" in zone(g, 1, "discard") and "Gold" not in zone(g, 0, "discard")
    assert sorted(trashed(g)) == ["Sir Destry", "Sir Vander"]


def test_23_overgrown_estate_costs_one_so_a_knight_cannot_trash_it():
    g = build(["Knights"], hands={0: ["Dame Sylvia"]}, decks={1: ["Overgrown Estate", "Copper", "Gold"]})
    act(g, "play:Dame Sylvia")
    assert trashed(g) == []
    assert sorted(zone(g, 1, "discard")) == ["Copper", "Overgrown Estate"]
    assert zone(g, 1, "deck") == ["Gold"]


# ---------------------------------------------------------------- 24. the example turn


def test_24_the_dark_ages_example_turn():
    g = build(
        ["Hermit", "Procession", "Cultist", "Counterfeit", "Beggar"],
        hands={
            0: ["Necropolis", "Hermit", "Procession", "Cultist", "Silver"],
            1: ["Beggar", "Copper", "Copper", "Estate", "Estate"],
        },
        decks={
            0: [
                "Copper",  # drawn for the trashed Overgrown Estate
                "Copper",
                "Duchy",  # the first Cultist play
                "Cultist",
                "Counterfeit",  # the second Cultist play
                "Copper",
                "Province",  # the Cultist drawn and played
                "Copper",
                "Copper",
                "Cultist",  # the trashed Cultist's +3 Cards
                "Estate",
                "Copper",
                "Copper",
                "Silver",
                "Copper",  # the next hand
            ],
            1: ["Copper", "Copper", "Estate"],
        },
        discards={0: ["Copper", "Overgrown Estate"]},
    )
    set_pile(g, "Ruins", ["Ruined Village", "Abandoned Mine", "Ruined Village", "Survivors"])
    assert not any(T.TYPES[T.BY_NAME[n].kind] & 1 and T.BY_NAME[n].cost == 6 for n in g.pile_names)

    # Necropolis: +2 Actions.
    act(g, "play:Necropolis")
    assert g.actions == 2
    # Hermit: looks through the discard pile, trashes the Overgrown Estate there: +1 Card.
    act(g, "play:Hermit")
    assert "trash-discard:Overgrown Estate" in ids(g)
    assert "trash-discard:Copper" not in ids(g)  # not a Treasure
    act(g, "trash-discard:Overgrown Estate")
    assert trashed(g) == ["Overgrown Estate"]
    assert hand(g) == ["Copper", "Cultist", "Procession", "Silver"]
    # ... then gains a Hermit into the discard pile.
    assert g.decision.kind == "gain"
    act(g, "gain:Hermit")
    assert zone(g, 0, "discard") == ["Copper", "Hermit"]
    assert g.actions == 1

    # Procession plays the Cultist; Anton reveals Beggar first.
    start = len(g.events)
    act(g, "play:Procession", "play:Cultist")
    assert g.actions == 0
    assert g.decision.seat == 1 and ids(g) == {"reveal:Beggar", "done"}
    act(g, "reveal:Beggar")
    assert zone(g, 1, "deck")[0] == "Silver"
    kinds = [(e.kind, e.seat) for e in g.events[start:] if e.kind in ("reveal", "draw", "gain")]
    assert kinds[:5] == [("reveal", 1), ("gain", 1), ("gain", 1), ("draw", 0), ("gain", 1)]
    # Beggar does not protect: Ilya draws Copper and Duchy, Anton gains a Ruined Village,
    # and with no Cultist in hand the first play ends. The second play: Cultist + Counterfeit,
    # Anton gains an Abandoned Mine; Ilya may play the Cultist he drew.
    assert g.decision.seat == 0 and g.decision.source == "Cultist"
    assert ids(g) == {"play:Cultist", "done"}
    assert hand(g) == ["Copper", "Copper", "Counterfeit", "Cultist", "Duchy", "Silver"]
    assert zone(g, 1, "discard") == ["Beggar", "Silver", "Ruined Village", "Abandoned Mine"]
    act(g, "play:Cultist")
    # That Cultist: Copper and Province, Anton gains another Ruined Village. Then Procession
    # trashes the first Cultist: +3 Cards (Copper, Copper, Cultist), and finds no Action
    # costing exactly $6 to gain.
    assert zone(g, 1, "discard") == [
        "Beggar",
        "Silver",
        "Ruined Village",
        "Abandoned Mine",
        "Ruined Village",
    ]
    assert pile(g, "Ruins") == ["Survivors"]
    assert trash_order(g) == ["Overgrown Estate", "Cultist"]
    assert zone(g, 0, "play") == ["Necropolis", "Hermit", "Procession", "Cultist"]
    assert hand(g) == sorted(
        ["Silver", "Copper", "Copper", "Duchy", "Counterfeit", "Copper", "Province"]
        + ["Copper", "Copper", "Cultist"]
    )
    # A Cultist is still in hand, but no Action is left: the buy phase.
    assert g.actions == 0 and g.decision.kind == "buy"

    # Counterfeit plays a Copper twice and trashes it; then Silver and four Coppers.
    act(g, "play:Counterfeit", "play:Copper")
    assert trash_order(g) == ["Overgrown Estate", "Cultist", "Copper"]
    assert (g.coins, g.buys) == (3, 2)
    act(g, "treasures:all")
    assert (g.coins, g.buys) == (9, 2)
    act(g, "buy:Province")
    assert (g.coins, g.buys) == (1, 1)
    act(g, "done")  # the second buy is not used

    # He bought a card: the Hermit is not trashed at cleanup. Five new cards; Anton's turn.
    assert trash_order(g) == ["Overgrown Estate", "Cultist", "Copper"]
    assert len(pile(g, "Madman")) == 10
    assert hand(g) == ["Copper", "Copper", "Copper", "Estate", "Silver"]
    assert Counter(zone(g, 0, "discard")) == Counter(
        {
            "Copper": 5,  # one from before and four played (the fifth was trashed)
            "Hermit": 2,
            "Province": 2,
            "Cultist": 2,
            "Silver": 1,
            "Duchy": 1,
            "Counterfeit": 1,
            "Necropolis": 1,
            "Procession": 1,
        }
    )
    assert g.current == 1
    assert zone(g, 1, "deck")[0] == "Silver"  # Anton's Beggar Silver waits on his deck
    assert owned(g, 1).count("Silver") == 2
    ok(g)
