"""Scenario tests for Altar, Armory, Bandit Camp, Catacombs, Count, Feodum, Forager,
Graverobber, Hunting Grounds, Ironmonger, Junk Dealer and Marauder (Dark Ages, 2012 text).

Every position is constructed with `scenario.build`; decks are listed top card first.
"""

from __future__ import annotations

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.game import get_game
from dominia.core.record import GameRecord, replay
from dominia.core.rng import derive_seed
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M
from dominia.games.dominion.rules import score
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import hand, ids, trashed

MINE = [
    "Altar",
    "Armory",
    "Bandit Camp",
    "Catacombs",
    "Count",
    "Feodum",
    "Forager",
    "Graverobber",
    "Hunting Grounds",
    "Ironmonger",
    "Junk Dealer",
    "Marauder",
]


def gains(g, test):
    """The `gain:` ids of every Supply pile whose top card passes `test(cost)`."""
    out = set()
    for i, pile in enumerate(g.piles):
        if g.supply[i] and pile and test(T.COST[pile[-1] & M]):
            out.add(f"gain:{T.NAME[pile[-1] & M]}")
    return out


def count_in_pile(g, name):
    return len(g.piles[g.pile_index[name]])


def last_events(g, kind):
    return [e for e in g.events if e.kind == kind]


# ---------------------------------------------------------------- the definitions


def test_definitions():
    expect = {
        "Altar": (6, ["Action"], "Алтарь"),
        "Armory": (4, ["Action"], "Оружейная"),
        "Bandit Camp": (5, ["Action"], "Лагерь бандитов"),
        "Catacombs": (5, ["Action"], "Катакомбы"),
        "Count": (5, ["Action"], "Граф"),
        "Feodum": (4, ["Victory"], "Феод"),
        "Forager": (3, ["Action"], "Сборщица"),
        "Graverobber": (5, ["Action"], "Расхититель могил"),
        "Hunting Grounds": (6, ["Action"], "Охотничьи угодья"),
        "Ironmonger": (4, ["Action"], "Жестянщик"),
        "Junk Dealer": (5, ["Action"], "Старьёвщик"),
        "Marauder": (4, ["Action", "Attack", "Looter"], "Мародёр"),
    }
    for name, (cost, types, ru) in expect.items():
        d = T.BY_NAME[name]
        assert (d.cost, d.type_names(), d.local_name("ru"), d.set) == (cost, types, ru, "dark-ages")
        assert d.kingdom and d.supply and d.text


def test_spoils_and_ruins_piles_are_set_up():
    g = build(["Bandit Camp", "Marauder"])
    assert "Spoils" in g.pile_names and not g.supply[g.pile_index["Spoils"]]
    assert count_in_pile(g, "Spoils") == 15
    assert "Ruins" in g.pile_names and g.supply[g.pile_index["Ruins"]]  # Marauder is a Looter
    g = build(["Bandit Camp"])
    assert "Spoils" in g.pile_names and "Ruins" not in g.pile_names


# ---------------------------------------------------------------- Altar


def test_altar_trashes_then_gains_up_to_five():
    g = build(["Altar"], hands={0: ["Altar", "Estate", "Copper"]})
    act(g, "play:Altar")
    d = g.decision
    assert (d.kind, d.source) == ("trash", "Altar")
    assert ids(g) == {"trash:Estate", "trash:Copper"}  # mandatory
    act(g, "trash:Estate")
    assert trashed(g) == ["Estate"]
    assert g.decision.kind == "gain"
    assert ids(g) == gains(g, lambda c: c <= 5)
    assert "gain:Duchy" in ids(g) and "gain:Gold" not in ids(g) and "done" not in ids(g)
    act(g, "gain:Duchy")
    assert zone(g, 0, "discard") == ["Duchy"]
    assert hand(g) == ["Copper"]


def test_altar_overgrown_estate_draws_before_the_gain():
    g = build(["Altar"], hands={0: ["Altar", "Overgrown Estate"]}, decks={0: ["Gold", "Silver"]})
    act(g, "play:Altar", "trash:Overgrown Estate")
    assert g.decision.kind == "gain"
    assert hand(g) == ["Gold"]  # drawn already
    act(g, "gain:Silver")
    assert zone(g, 0, "discard") == ["Silver"]
    assert zone(g, 0, "deck") == ["Silver"]


def test_altar_with_empty_hand_still_gains():
    g = build(["Altar"], hands={0: ["Altar"]})
    act(g, "play:Altar")
    assert g.decision.kind == "gain"
    act(g, "gain:Silver")
    assert zone(g, 0, "discard") == ["Silver"] and g.trash == []


# ---------------------------------------------------------------- Armory


def test_armory_gains_up_to_four_onto_the_deck():
    g = build(["Armory", "Feodum"], hands={0: ["Armory"]}, decks={0: ["Copper"]})
    act(g, "play:Armory")
    assert g.decision.kind == "gain"
    assert ids(g) == gains(g, lambda c: c <= 4)
    assert {"gain:Silver", "gain:Feodum", "gain:Armory"} <= ids(g) and "gain:Duchy" not in ids(g)
    act(g, "gain:Silver")
    assert zone(g, 0, "deck") == ["Silver", "Copper"]
    assert zone(g, 0, "discard") == []


def test_armory_with_empty_deck():
    g = build(["Armory"], hands={0: ["Armory"]})
    act(g, "play:Armory", "gain:Armory")
    assert zone(g, 0, "deck") == ["Armory"]


# ---------------------------------------------------------------- Bandit Camp


def test_bandit_camp_draws_then_gains_spoils():
    g = build(["Bandit Camp"], hands={0: ["Bandit Camp"]}, decks={0: ["Copper", "Estate"]})
    act(g, "play:Bandit Camp")
    assert hand(g) == ["Copper"]
    assert g.actions == 2
    assert zone(g, 0, "discard") == ["Spoils"]
    assert count_in_pile(g, "Spoils") == 14


def test_bandit_camp_draw_comes_before_the_spoils():
    # Empty deck and discard: the draw finds nothing, the Spoils is not drawn.
    g = build(["Bandit Camp"], hands={0: ["Bandit Camp"]})
    act(g, "play:Bandit Camp")
    assert hand(g) == [] and zone(g, 0, "discard") == ["Spoils"]


def test_bandit_camp_when_the_spoils_are_gone():
    g = build(["Bandit Camp"], hands={0: ["Bandit Camp"]}, decks={0: ["Copper"]}, piles={"Spoils": 0})
    act(g, "play:Bandit Camp")
    assert hand(g) == ["Copper"] and g.actions == 2
    assert zone(g, 0, "discard") == []
    assert g.decision.kind == "buy"


def test_spoils_gained_by_bandit_camp_returns_when_played():
    g = build(["Bandit Camp"], hands={0: ["Spoils"]})
    act(g, "play:Spoils")
    assert g.coins == 3 and count_in_pile(g, "Spoils") == 16 and zone(g, 0, "play") == []


# ---------------------------------------------------------------- Catacombs


def test_catacombs_puts_the_three_cards_into_hand():
    g = build(["Catacombs"], hands={0: ["Catacombs"]}, decks={0: ["Gold", "Silver", "Copper", "Estate"]})
    act(g, "play:Catacombs")
    d = g.decision
    assert (d.kind, d.source, d.seat) == ("choose", "Catacombs", 0)
    assert ids(g) == {"option:hand", "option:discard"}
    assert "Gold" in str(d.prompt) and "Silver" in str(d.prompt) and "Copper" in str(d.prompt)
    assert zone(g, 0, "deck") == ["Gold", "Silver", "Copper", "Estate"]  # only looked at
    look = last_events(g, "look")[-1]
    assert look.to == (0,) and look.cards == ("Gold", "Silver", "Copper")  # private
    act(g, "option:hand")
    assert hand(g) == ["Copper", "Gold", "Silver"]
    assert zone(g, 0, "deck") == ["Estate"]
    assert last_events(g, "draw") == []  # put into hand, not drawn


def test_catacombs_discards_them_and_draws_three_more():
    g = build(
        ["Catacombs"],
        hands={0: ["Catacombs"]},
        decks={0: ["Estate", "Estate", "Curse", "Gold", "Silver", "Copper", "Duchy"]},
    )
    act(g, "play:Catacombs", "option:discard")
    assert sorted(zone(g, 0, "discard")) == ["Curse", "Estate", "Estate"]
    assert hand(g) == ["Copper", "Gold", "Silver"]
    assert zone(g, 0, "deck") == ["Duchy"]


def test_catacombs_short_deck_shuffles_to_look_and_reshuffles_discards_to_draw():
    g = build(
        ["Catacombs"], hands={0: ["Catacombs"]}, decks={0: ["Gold"]}, discards={0: ["Copper", "Copper"]}
    )
    act(g, "play:Catacombs")
    assert g.decision.kind == "choose"
    assert sorted(zone(g, 0, "deck")) == ["Copper", "Copper", "Gold"]
    assert zone(g, 0, "deck")[0] == "Gold"  # the old deck stays on top
    act(g, "option:discard")
    # The three discarded cards are shuffled back to be drawn again.
    assert hand(g) == ["Copper", "Copper", "Gold"]
    assert zone(g, 0, "discard") == [] and zone(g, 0, "deck") == []


def test_catacombs_with_nothing_to_look_at():
    g = build(["Catacombs"], hands={0: ["Catacombs", "Copper"]})
    act(g, "play:Catacombs")
    assert g.decision.kind == "buy"


def test_catacombs_trashed_gains_a_cheaper_card():
    g = build(["Altar", "Catacombs"], hands={0: ["Altar", "Catacombs"]})
    act(g, "play:Altar", "trash:Catacombs")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (0, "gain", "Catacombs")
    assert ids(g) == gains(g, lambda c: c < 5)
    assert "gain:Smithy" in ids(g) and "gain:Catacombs" not in ids(g) and "gain:Duchy" not in ids(g)
    act(g, "gain:Smithy")
    assert g.decision.source == "Altar"  # then Altar's own gain
    act(g, "gain:Duchy")
    assert sorted(zone(g, 0, "discard")) == ["Duchy", "Smithy"]


def test_catacombs_trashed_gains_only_from_the_supply():
    g = build(["Altar", "Catacombs", "Marauder"], hands={0: ["Altar", "Catacombs"]})
    top_ruins = T.NAME[g.piles[g.pile_index["Ruins"]][-1] & M]
    act(g, "play:Altar", "trash:Catacombs")
    assert f"gain:{top_ruins}" in ids(g)  # the Ruins pile is in the Supply
    assert "gain:Spoils" not in ids(g)  # the Spoils pile is not


def test_catacombs_trashed_by_a_knight_on_another_turn_gains_for_its_owner():
    g = build(
        ["Knights", "Catacombs"],
        hands={0: ["Sir Bailey"]},
        decks={0: ["Copper"], 1: ["Catacombs", "Copper", "Gold"]},
    )
    act(g, "play:Sir Bailey")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (1, "gain", "Catacombs")
    assert ids(g) == gains(g, lambda c: c < 5)
    assert zone(g, 1, "aside") == ["Copper"]  # the other revealed card waits
    act(g, "gain:Silver")
    assert trashed(g) == ["Catacombs"]
    assert sorted(zone(g, 1, "discard")) == ["Copper", "Silver"]
    assert zone(g, 1, "deck") == ["Gold"]
    assert g.decision.seat == 0 and g.current == 0
    assert hand(g) == ["Copper"] and g.actions == 1


def test_catacombs_trashed_with_nothing_cheaper_gains_nothing():
    g = build(["Altar", "Catacombs"])
    cheap = {n: 0 for i, n in enumerate(g.pile_names) if g.supply[i] and T.BY_NAME[n].cost < 5}
    g = build(["Altar", "Catacombs"], hands={0: ["Altar", "Catacombs"]}, piles=cheap)
    act(g, "play:Altar", "trash:Catacombs")
    assert g.decision.source == "Altar"  # nothing to gain for Catacombs
    assert zone(g, 0, "discard") == []


# ---------------------------------------------------------------- Count


def test_count_discard_two_then_plus_three():
    g = build(["Count"], hands={0: ["Count", "Estate", "Curse", "Copper"]})
    act(g, "play:Count")
    d = g.decision
    assert (d.kind, d.source) == ("choose", "Count")
    assert ids(g) == {"option:discard2", "option:topdeck", "option:copper"}
    act(g, "option:discard2")
    assert g.decision.kind == "discard"
    assert "done" not in ids(g)
    act(g, "discard:Estate", "discard:Curse")
    assert sorted(zone(g, 0, "discard")) == ["Curse", "Estate"]
    assert g.decision.kind == "choose"
    assert ids(g) == {"option:coins", "option:trash-hand", "option:duchy"}
    act(g, "option:coins")
    assert g.coins == 3 and hand(g) == ["Copper"]
    assert g.decision.kind == "buy"


def test_count_discard_two_with_one_card_discards_it():
    g = build(["Count"], hands={0: ["Count", "Estate"]})
    act(g, "play:Count", "option:discard2", "discard:Estate")
    assert g.decision.kind == "choose" and ids(g) == {"option:coins", "option:trash-hand", "option:duchy"}
    assert zone(g, 0, "discard") == ["Estate"]


def test_count_options_that_do_nothing_may_be_chosen():
    g = build(["Count"], hands={0: ["Count"]})
    act(g, "play:Count", "option:discard2")
    assert g.decision.kind == "choose"  # nothing to discard
    act(g, "option:trash-hand")
    assert g.trash == [] and g.decision.kind == "buy"
    g = build(["Count"], hands={0: ["Count"]})
    act(g, "play:Count", "option:topdeck")
    assert g.decision.kind == "choose"
    act(g, "option:coins")
    assert g.coins == 3


def test_count_topdeck_then_duchy():
    g = build(["Count"], hands={0: ["Count", "Gold", "Estate"]}, decks={0: ["Copper"]})
    act(g, "play:Count", "option:topdeck")
    assert g.decision.kind == "topdeck" and ids(g) == {"topdeck:Gold", "topdeck:Estate"}
    act(g, "topdeck:Gold", "option:duchy")
    assert zone(g, 0, "deck") == ["Gold", "Copper"]
    assert zone(g, 0, "discard") == ["Duchy"]
    assert hand(g) == ["Estate"]


def test_count_copper_then_trash_hand():
    g = build(["Count"], hands={0: ["Count", "Estate", "Copper", "Silver"]})
    act(g, "play:Count", "option:copper")
    assert zone(g, 0, "discard") == ["Copper"]
    act(g, "option:trash-hand")
    assert trashed(g) == ["Copper", "Estate", "Silver"]
    assert hand(g) == [] and zone(g, 0, "discard") == ["Copper"]
    assert len([e for e in g.events if e.kind == "trash"]) == 1  # all together


def test_count_trash_hand_triggers_resolve_in_the_owners_order():
    g = build(
        ["Count", "Feodum", "Cultist"],
        hands={0: ["Count", "Cultist", "Feodum", "Overgrown Estate", "Copper"]},
        decks={0: ["Gold", "Gold", "Gold", "Duchy"]},
    )
    act(g, "play:Count", "option:copper", "option:trash-hand")
    assert trashed(g) == ["Copper", "Cultist", "Feodum", "Overgrown Estate"]
    d = g.decision
    assert (d.seat, d.kind) == (0, "trash_trigger")
    assert ids(g) == {"trigger:Cultist", "trigger:Feodum", "trigger:Overgrown Estate"}
    act(g, "trigger:Feodum")
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Silver", "Silver", "Silver"]
    assert ids(g) == {"trigger:Cultist", "trigger:Overgrown Estate"}
    act(g, "trigger:Overgrown Estate")
    # Overgrown Estate drew the first Gold; Cultist, the last one, resolved by itself: +3 Cards.
    assert [e.cards for e in g.events if e.kind == "draw"] == [("Gold",), ("Gold", "Gold", "Duchy")]
    assert hand(g) == ["Duchy", "Gold", "Gold", "Gold"]
    assert g.decision.kind == "buy"


# ---------------------------------------------------------------- Feodum


@pytest.mark.parametrize(("silvers", "each"), [(0, 0), (2, 0), (3, 1), (7, 2), (11, 3)])
def test_feodum_worth_one_per_three_silvers(silvers, each):
    g = build(decks={1: ["Feodum", "Feodum"]}, discards={1: ["Silver"] * silvers})
    assert score(g, 1) == 2 * each


def test_feodum_counts_silvers_in_every_zone():
    g = build(
        hands={0: ["Silver", "Feodum"]},
        decks={0: ["Silver"]},
        discards={0: ["Silver", "Estate"]},
    )
    assert score(g, 0) == 1 + 1


def test_feodum_pile_size_and_not_playable():
    assert count_in_pile(build(["Feodum"]), "Feodum") == 8
    assert count_in_pile(build(["Feodum"], players=3), "Feodum") == 12
    g = build(["Feodum"], hands={0: ["Feodum", "Copper"]})
    assert g.decision.kind == "buy" and "play:Feodum" not in ids(g)


def test_feodum_trashed_gains_three_silvers():
    g = build(["Altar", "Feodum"], hands={0: ["Altar", "Feodum"]})
    act(g, "play:Altar", "trash:Feodum")
    assert zone(g, 0, "discard") == ["Silver", "Silver", "Silver"]
    assert g.decision.source == "Altar"


def test_feodum_trashed_with_two_silvers_left():
    g = build(["Altar", "Feodum"], hands={0: ["Altar", "Feodum"]}, piles={"Silver": 2})
    act(g, "play:Altar", "trash:Feodum")
    assert zone(g, 0, "discard") == ["Silver", "Silver"]
    assert count_in_pile(g, "Silver") == 0


# ---------------------------------------------------------------- Forager


def test_forager_counts_distinct_treasures_in_the_trash_after_trashing():
    g = build(
        ["Forager"],
        hands={0: ["Forager", "Silver", "Estate"]},
        trash=["Copper", "Copper", "Copper", "Estate", "Estate"],
    )
    act(g, "play:Forager")
    assert (g.actions, g.buys) == (1, 2)
    assert g.decision.kind == "trash" and ids(g) == {"trash:Silver", "trash:Estate"}
    act(g, "trash:Silver")
    assert g.coins == 2  # Copper and Silver; copies count once
    assert hand(g) == ["Estate"]


def test_forager_trashing_a_non_treasure():
    g = build(["Forager"], hands={0: ["Forager", "Estate"]}, trash=["Copper", "Gold", "Spoils", "Curse"])
    act(g, "play:Forager", "trash:Estate")
    assert g.coins == 3


def test_forager_empty_hand_and_empty_trash():
    g = build(["Forager"], hands={0: ["Forager"]})
    act(g, "play:Forager")
    assert (g.actions, g.buys, g.coins) == (1, 2, 0)
    assert g.decision.kind == "buy"


def test_forager_trashing_the_first_treasure():
    g = build(["Forager"], hands={0: ["Forager", "Copper"]})
    act(g, "play:Forager", "trash:Copper")
    assert g.coins == 1


# ---------------------------------------------------------------- Graverobber


def test_graverobber_gains_from_the_trash_onto_the_deck():
    g = build(
        ["Graverobber"],
        hands={0: ["Graverobber"]},
        decks={0: ["Copper"]},
        trash=["Gold", "Silver", "Province", "Copper", "Estate", "Smithy"],
    )
    act(g, "play:Graverobber")
    d = g.decision
    assert (d.kind, d.source) == ("choose", "Graverobber")
    assert ids(g) == {"option:gain-trash", "option:trash-action"}
    act(g, "option:gain-trash")
    assert g.decision.kind == "gain"
    assert ids(g) == {"gain:Gold", "gain:Silver", "gain:Smithy"}  # $3-$6 only, mandatory
    act(g, "gain:Gold")
    assert zone(g, 0, "deck") == ["Gold", "Copper"]
    assert trashed(g) == ["Copper", "Estate", "Province", "Silver", "Smithy"]
    gained = last_events(g, "gain")[-1]
    assert gained.cards == ("Gold",) and gained.to is None  # public


def test_graverobber_gain_onto_an_empty_deck():
    g = build(["Graverobber"], hands={0: ["Graverobber"]}, discards={0: ["Copper"]}, trash=["Silver"])
    act(g, "play:Graverobber", "option:gain-trash", "gain:Silver")
    assert zone(g, 0, "deck") == ["Silver"]
    assert zone(g, 0, "discard") == ["Copper"]


def test_graverobber_nothing_suitable_in_the_trash():
    g = build(["Graverobber"], hands={0: ["Graverobber"]}, trash=["Copper", "Province"])
    act(g, "play:Graverobber", "option:gain-trash")
    assert g.decision.kind == "buy"
    assert trashed(g) == ["Copper", "Province"]


def test_graverobber_trashes_an_action_to_gain_up_to_three_more():
    g = build(["Graverobber"], hands={0: ["Graverobber", "Village", "Gold", "Estate"]})
    act(g, "play:Graverobber", "option:trash-action")
    assert g.decision.kind == "trash" and ids(g) == {"trash:Village"}  # Action cards only
    act(g, "trash:Village")
    assert trashed(g) == ["Village"]
    assert g.decision.kind == "gain"
    assert ids(g) == gains(g, lambda c: c <= 6)
    assert "gain:Gold" in ids(g) and "gain:Province" not in ids(g)
    act(g, "gain:Gold")
    assert zone(g, 0, "discard") == ["Gold"]


def test_graverobber_trash_mode_without_an_action():
    g = build(["Graverobber"], hands={0: ["Graverobber", "Copper"]})
    act(g, "play:Graverobber", "option:trash-action")
    assert g.decision.kind == "buy" and g.trash == []


def test_graverobber_trashing_a_catacombs_resolves_its_gain_first():
    g = build(["Graverobber", "Catacombs"], hands={0: ["Graverobber", "Catacombs"]})
    act(g, "play:Graverobber", "option:trash-action", "trash:Catacombs")
    assert g.decision.source == "Catacombs"
    assert ids(g) == gains(g, lambda c: c < 5)
    act(g, "gain:Silver")
    assert g.decision.source == "Graverobber"
    assert ids(g) == gains(g, lambda c: c <= 8)
    act(g, "gain:Province")
    assert sorted(zone(g, 0, "discard")) == ["Province", "Silver"]


# ---------------------------------------------------------------- Hunting Grounds


def test_hunting_grounds_draws_four():
    g = build(["Hunting Grounds"], hands={0: ["Hunting Grounds"]}, decks={0: ["Copper"] * 5})
    act(g, "play:Hunting Grounds")
    assert hand(g) == ["Copper"] * 4 and g.actions == 0


@pytest.mark.parametrize(
    ("option", "gained", "estates"),
    [("option:duchy", ["Duchy"], 8), ("option:estates", ["Estate"] * 3, 5)],
)
def test_hunting_grounds_trashed_gains_duchy_or_three_estates(option, gained, estates):
    g = build(["Altar", "Hunting Grounds"], hands={0: ["Altar", "Hunting Grounds"]})
    act(g, "play:Altar", "trash:Hunting Grounds")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (0, "choose", "Hunting Grounds")
    assert ids(g) == {"option:duchy", "option:estates"}
    act(g, option)
    assert zone(g, 0, "discard") == gained
    assert count_in_pile(g, "Estate") == estates
    assert g.decision.source == "Altar"


def test_hunting_grounds_trashed_with_two_estates_left():
    g = build(["Altar", "Hunting Grounds"], hands={0: ["Altar", "Hunting Grounds"]}, piles={"Estate": 2})
    act(g, "play:Altar", "trash:Hunting Grounds", "option:estates")
    assert zone(g, 0, "discard") == ["Estate", "Estate"]


# ---------------------------------------------------------------- Ironmonger


def test_ironmonger_action_kept_on_the_deck():
    g = build(["Ironmonger"], hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Village", "Estate"]})
    act(g, "play:Ironmonger")
    assert hand(g) == ["Copper"]
    d = g.decision
    assert (d.kind, d.source) == ("discard", "Ironmonger")
    assert ids(g) == {"discard:Village", "done"}
    shown = last_events(g, "reveal")[-1]
    assert shown.cards == ("Village",) and shown.to is None  # revealed to everyone
    assert zone(g, 0, "deck") == ["Village", "Estate"]  # it stays on the deck
    act(g, "done")
    assert zone(g, 0, "deck") == ["Village", "Estate"]
    assert (g.actions, g.coins) == (2, 0) and hand(g) == ["Copper"]


def test_ironmonger_treasure_discarded():
    g = build(["Ironmonger"], hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Gold", "Estate"]})
    act(g, "play:Ironmonger", "discard:Gold")
    assert zone(g, 0, "discard") == ["Gold"]
    assert zone(g, 0, "deck") == ["Estate"]
    assert (g.actions, g.coins) == (1, 1) and hand(g) == ["Copper"]


def test_ironmonger_victory_kept_is_drawn():
    g = build(["Ironmonger"], hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Estate", "Gold"]})
    act(g, "play:Ironmonger", "done")
    assert hand(g) == ["Copper", "Estate"]
    assert zone(g, 0, "deck") == ["Gold"]


def test_ironmonger_victory_discarded_draws_the_next_card():
    g = build(["Ironmonger"], hands={0: ["Ironmonger"]}, decks={0: ["Copper", "Estate", "Gold"]})
    act(g, "play:Ironmonger", "discard:Estate")
    assert hand(g) == ["Copper", "Gold"]
    assert zone(g, 0, "discard") == ["Estate"]


@pytest.mark.parametrize(
    ("card", "actions", "coins", "drawn"),
    [
        ("Dame Josephine", 2, 0, 1),  # Action-Attack-Victory-Knight: +1 Action and +1 Card
        ("Overgrown Estate", 1, 0, 1),  # Victory-Shelter
        ("Curse", 1, 0, 0),
        ("Ruined Village", 2, 0, 0),
        ("Spoils", 1, 1, 0),
    ],
)
def test_ironmonger_types(card, actions, coins, drawn):
    g = build(["Ironmonger"], hands={0: ["Ironmonger"]}, decks={0: ["Copper", card, "Silver"]})
    act(g, "play:Ironmonger", f"discard:{card}")
    assert (g.actions, g.coins, len(g.players[0].hand) - 1) == (actions, coins, drawn)
    assert zone(g, 0, "discard") == [card]


def test_ironmonger_with_empty_deck_reveals_nothing():
    g = build(["Ironmonger"], hands={0: ["Ironmonger"]}, decks={0: ["Copper"]})
    act(g, "play:Ironmonger")
    assert g.decision.kind == "buy"
    assert (g.actions, g.coins) == (1, 0) and hand(g) == ["Copper"]


def test_ironmonger_shuffles_to_reveal():
    g = build(["Ironmonger"], hands={0: ["Ironmonger"]}, decks={0: ["Copper"]}, discards={0: ["Gold"]})
    act(g, "play:Ironmonger")
    assert ids(g) == {"discard:Gold", "done"}
    act(g, "done")
    assert zone(g, 0, "deck") == ["Gold"] and g.coins == 1


# ---------------------------------------------------------------- Junk Dealer


def test_junk_dealer_draws_first_then_must_trash():
    g = build(["Junk Dealer"], hands={0: ["Junk Dealer", "Copper"]}, decks={0: ["Estate"]})
    act(g, "play:Junk Dealer")
    assert (g.actions, g.coins) == (1, 1)
    assert g.decision.kind == "trash"
    assert ids(g) == {"trash:Copper", "trash:Estate"}  # the drawn card too; no "done"
    act(g, "trash:Estate")
    assert trashed(g) == ["Estate"] and hand(g) == ["Copper"]


def test_junk_dealer_with_empty_hand_trashes_nothing():
    g = build(["Junk Dealer"], hands={0: ["Junk Dealer"]})
    act(g, "play:Junk Dealer")
    assert g.decision.kind == "buy" and g.trash == []
    assert (g.actions, g.coins) == (1, 1)


def test_junk_dealer_trashing_the_drawn_card_only():
    g = build(["Junk Dealer"], hands={0: ["Junk Dealer"]}, decks={0: ["Curse"]})
    act(g, "play:Junk Dealer", "trash:Curse")
    assert trashed(g) == ["Curse"] and hand(g) == []


def test_junk_dealer_trashing_a_fortress_returns_it():
    g = build(["Junk Dealer", "Fortress"], hands={0: ["Junk Dealer", "Fortress"]})
    act(g, "play:Junk Dealer", "trash:Fortress")
    assert hand(g) == ["Fortress"] and g.trash == []
    assert g.decision.kind == "play_action"


# ---------------------------------------------------------------- Marauder


def test_marauder_spoils_then_ruins_in_turn_order():
    g = build(["Marauder"], players=3, hands={0: ["Marauder"]}, current=0)
    ruins = g.piles[g.pile_index["Ruins"]]
    first, second = T.NAME[ruins[-1] & M], T.NAME[ruins[-2] & M]
    act(g, "play:Marauder")
    assert zone(g, 0, "discard") == ["Spoils"]
    assert zone(g, 1, "discard") == [first]
    assert zone(g, 2, "discard") == [second]
    assert count_in_pile(g, "Ruins") == 18 and count_in_pile(g, "Spoils") == 14
    gains_order = [e.seat for e in g.events if e.kind == "gain"]
    assert gains_order == [0, 1, 2]


def test_marauder_from_the_last_seat_starts_left_of_the_player():
    g = build(["Marauder"], players=3, hands={2: ["Marauder"]}, current=2)
    act(g, "play:Marauder")
    assert [e.seat for e in g.events if e.kind == "gain"] == [2, 0, 1]


def test_marauder_ruins_run_out():
    g = build(["Marauder"], players=4, hands={0: ["Marauder"]}, piles={"Ruins": 1, "Spoils": 0})
    act(g, "play:Marauder")
    assert zone(g, 0, "discard") == []  # no Spoils left
    assert len(zone(g, 1, "discard")) == 1
    assert zone(g, 2, "discard") == [] and zone(g, 3, "discard") == []
    assert count_in_pile(g, "Ruins") == 0
    assert g.decision.kind == "buy"


def test_marauder_moat_blocks_the_ruins_not_the_spoils():
    g = build(["Marauder", "Moat"], hands={0: ["Marauder"], 1: ["Moat"]})
    act(g, "play:Marauder")
    assert (g.decision.seat, g.decision.kind) == (1, "reaction")
    act(g, "reveal:Moat")
    assert g.decision.kind == "buy"
    assert zone(g, 0, "discard") == ["Spoils"]
    assert zone(g, 1, "discard") == []


# ---------------------------------------------------------------- random games


def _play(n, kingdom, seed):
    game = get_game("dominion")
    options = {"players": n, "kingdom": kingdom}
    state = game.setup(options, seed)
    agents = [RandomAgent(derive_seed(seed, f"seat{s}")) for s in range(n)]
    record = GameRecord("dominion", options, seed)
    seen = set()
    steps = 0
    while (d := game.pending(state)) is not None:
        steps += 1
        assert steps < 20_000
        seen.add((d.kind, d.source))
        ch = agents[d.seat].choose(game.view(state, d.seat), d)
        game.apply(state, d.seat, ch)
        record.add(d.seat, ch)
        problems = game.problems(state)
        assert not problems, f"seed {seed} step {steps} ({d.seat}: {ch}): {problems}"
    assert game.outcome(state) is not None
    if seed % 10 == 0:
        assert game.snapshot(replay(record, game=game)) == game.snapshot(state)
    return seen


def test_random_games_with_these_cards():
    extra = ["Knights", "Cultist", "Market Square", "Fortress", "Band of Misfits", "Procession", "Moat"]
    seen = set()
    for seed in range(200):
        n = 2 + seed % 4
        picked = [MINE[(seed * 5 + i * 7) % len(MINE)] for i in range(8)]
        kingdom = list(dict.fromkeys(picked))[:7] + [extra[(seed + i) % len(extra)] for i in range(3)]
        seen |= _play(n, kingdom, seed)
    for source in ("Altar", "Armory", "Catacombs", "Count", "Forager", "Graverobber", "Ironmonger"):
        assert any(s == source for _, s in seen), source
