"""Scenario tests for Mystic, Pillage, Poor House, Rats, Rebuild, Rogue, Sage, Scavenger,
Squire, Storeroom, Vagrant and Wandering Minstrel (Dark Ages, 2012 text).

Every position is constructed with `scenario.build`; decks are listed top card first.
"""

from __future__ import annotations

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.game import get_game
from dominia.core.rng import Rng
from dominia.games.dominion.bots import make_bot
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import run, trash
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import hand, ids, trashed

REST = [
    "Mystic",
    "Pillage",
    "Poor House",
    "Rats",
    "Rebuild",
    "Rogue",
    "Sage",
    "Scavenger",
    "Squire",
    "Storeroom",
    "Vagrant",
    "Wandering Minstrel",
]


def pile(g, name):
    return len(g.piles[g.pile_index[name]])


def revealed(g, detail="hand"):
    """The cards of every public reveal event with this detail, in order."""
    return [e.cards for e in g.events if e.kind == "reveal" and e.detail == detail and e.to is None]


# ---------------------------------------------------------------- the card definitions


def test_definitions():
    expected = {
        "Mystic": (5, "Медиум", {"Action"}),
        "Pillage": (5, "Разбойничий набег", {"Action", "Attack"}),
        "Poor House": (1, "Богадельня", {"Action"}),
        "Rats": (4, "Крысы", {"Action"}),
        "Rebuild": (5, "Новостройка", {"Action"}),
        "Rogue": (5, "Жулик", {"Action", "Attack"}),
        "Sage": (3, "Мудрец", {"Action"}),
        "Scavenger": (4, "Мусорщик", {"Action"}),
        "Squire": (2, "Оруженосец", {"Action"}),
        "Storeroom": (3, "Кладовая", {"Action"}),
        "Vagrant": (2, "Бродяга", {"Action"}),
        "Wandering Minstrel": (4, "Менестрель", {"Action"}),
    }
    for name, (cost, ru, types) in expected.items():
        d = T.BY_NAME[name]
        assert (d.cost, d.names["ru"], set(d.type_names())) == (cost, ru, types), name
        assert d.set == "dark-ages" and d.kingdom and d.supply and d.text
    assert T.BY_NAME["Pillage"].extra_piles == ("Spoils",)


# ---------------------------------------------------------------- Mystic


def test_mystic_names_the_top_card_and_draws_it():
    g = build(["Mystic"], hands={0: ["Mystic"]}, decks={0: ["Gold", "Copper"]})
    act(g, "play:Mystic")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (0, "name", "Mystic")
    assert g.actions == 1 and g.coins == 2
    assert len(d.ids()) == len(set(d.ids()))
    assert {"name:Copper", "name:Gold", "name:Province", "name:Curse", "name:Mystic", "name:Militia"} <= ids(
        g
    )
    act(g, "name:Gold")
    assert hand(g) == ["Gold"]
    assert zone(g, 0, "deck") == ["Copper"]
    assert (g.actions, g.coins) == (1, 2)


def test_mystic_wrong_name_leaves_the_card_on_top():
    g = build(["Mystic"], hands={0: ["Mystic"]}, decks={0: ["Gold", "Copper"]})
    act(g, "play:Mystic", "name:Silver")
    assert hand(g) == []
    assert zone(g, 0, "deck") == ["Gold", "Copper"]
    assert revealed(g, "deck") == [("Gold",)]
    assert (g.actions, g.coins) == (1, 2)


def test_mystic_shuffles_after_naming_when_the_deck_is_empty():
    g = build(["Mystic"], hands={0: ["Mystic"]}, discards={0: ["Gold"]})
    act(g, "play:Mystic", "name:Gold")
    assert hand(g) == ["Gold"]
    assert zone(g, 0, "discard") == []


def test_mystic_with_no_cards_at_all_reveals_nothing():
    g = build(["Mystic"], hands={0: ["Mystic"]})
    act(g, "play:Mystic", "name:Copper")
    assert hand(g) == [] and g.coins == 2 and revealed(g, "deck") == []


def test_name_a_card_lists_every_card_of_the_game_once():
    g = build(
        ["Mystic", "Knights", "Cultist", "Pillage"],
        hands={0: ["Mystic"]},
        decks={0: ["Necropolis"]},
        discards={1: ["Hovel"]},
    )
    act(g, "play:Mystic")
    names = [i.split(":", 1)[1] for i in g.decision.ids()]
    assert len(names) == len(set(names))
    assert names[:7] == ["Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse"]
    knights = [d.name for d in T.CARDS if d.pile == "Knights"]
    ruins = [d.name for d in T.CARDS if d.pile == "Ruins"]
    assert len(knights) == 10 and len(ruins) == 5
    assert set(knights) | set(ruins) | {"Spoils", "Necropolis", "Hovel", "Cultist", "Mystic"} <= set(names)
    assert "Knights" not in names and "Ruins" not in names  # pile names, not cards
    assert "Overgrown Estate" not in names  # not in this game
    act(g, "name:Necropolis")
    assert hand(g) == ["Necropolis"]


# ---------------------------------------------------------------- Pillage


def test_pillage_trashes_itself_attacker_chooses_the_discard_and_gains_two_spoils():
    g = build(
        ["Pillage"],
        players=3,
        hands={
            0: ["Pillage"],
            1: ["Copper", "Copper", "Estate", "Silver", "Gold"],
            2: ["Gold", "Gold", "Silver", "Silver"],
        },
    )
    act(g, "play:Pillage")
    d = g.decision
    assert (d.seat, d.kind, d.source, d.data) == (0, "discard", "Pillage", {"victim": 1})
    assert ids(g) == {"discard:Copper", "discard:Estate", "discard:Silver", "discard:Gold"}
    assert trashed(g) == ["Pillage"] and zone(g, 0, "play") == []
    assert revealed(g) == [("Copper", "Copper", "Estate", "Silver", "Gold")]
    act(g, "discard:Gold")
    assert hand(g, 1) == ["Copper", "Copper", "Estate", "Silver"]
    assert zone(g, 1, "discard") == ["Gold"]
    assert hand(g, 2) == ["Gold", "Gold", "Silver", "Silver"]  # only 4 cards: unaffected
    assert zone(g, 2, "discard") == []
    assert zone(g, 0, "discard") == ["Spoils", "Spoils"]
    assert pile(g, "Spoils") == 13
    assert g.decision.kind == "buy"


def test_pillage_single_kind_hand_discards_without_asking():
    g = build(["Pillage"], hands={0: ["Pillage"], 1: ["Copper"] * 6})
    act(g, "play:Pillage")
    assert hand(g, 1) == ["Copper"] * 5 and zone(g, 1, "discard") == ["Copper"]
    assert g.decision.kind == "buy"


def test_pillage_moat_blocks_the_attack_but_spoils_are_gained():
    g = build(["Pillage"], hands={0: ["Pillage"], 1: ["Moat", "Gold", "Gold", "Silver", "Copper"]})
    act(g, "play:Pillage")
    assert (g.decision.seat, g.decision.kind) == (1, "reaction")
    act(g, "reveal:Moat")
    assert hand(g, 1) == ["Copper", "Gold", "Gold", "Moat", "Silver"]
    assert zone(g, 0, "discard") == ["Spoils", "Spoils"]
    assert trashed(g) == ["Pillage"]


def test_pillage_gains_what_spoils_are_left():
    g = build(["Pillage"], hands={0: ["Pillage"]}, piles={"Spoils": 1})
    act(g, "play:Pillage")
    assert zone(g, 0, "discard") == ["Spoils"] and pile(g, "Spoils") == 0


def test_throne_room_pillage_trashes_once_attacks_twice_gains_four_spoils():
    g = build(
        ["Pillage", "Throne Room"],
        hands={0: ["Throne Room", "Pillage"], 1: ["Gold", "Silver", "Copper", "Estate", "Curse"]},
    )
    act(g, "play:Throne Room", "play:Pillage", "discard:Curse")
    # The second attack finds only 4 cards in hand.
    assert hand(g, 1) == ["Copper", "Estate", "Gold", "Silver"]
    assert trashed(g) == ["Pillage"]
    assert zone(g, 0, "discard") == ["Spoils"] * 4


# ---------------------------------------------------------------- Poor House


def test_poor_house_minus_one_per_treasure():
    g = build(["Poor House"], hands={0: ["Poor House", "Copper", "Silver", "Estate"]})
    act(g, "play:Poor House")
    assert g.coins == 2
    assert revealed(g) == [("Copper", "Silver", "Estate")]
    act(g, "treasures:all")
    assert g.coins == 5


def test_poor_house_never_goes_below_zero_even_with_coins_from_before():
    g = build(["Poor House", "Squire"], hands={0: ["Squire", "Poor House", *["Copper"] * 6]})
    act(g, "play:Squire", "option:actions")
    assert g.coins == 1
    act(g, "play:Poor House")
    assert g.coins == 0  # 1 + 4 - 6, to a minimum of 0
    act(g, "treasures:all")
    assert g.coins == 6


# ---------------------------------------------------------------- Rats


def test_rats_draws_gains_a_rats_and_trashes_a_non_rats():
    g = build(["Rats"], hands={0: ["Rats", "Rats", "Estate", "Copper"]}, decks={0: ["Silver", "Gold"]})
    assert pile(g, "Rats") == 20
    act(g, "play:Rats")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (0, "trash", "Rats")
    assert ids(g) == {"trash:Estate", "trash:Copper", "trash:Silver"}  # no Rats, no "done"
    assert zone(g, 0, "discard") == ["Rats"] and pile(g, "Rats") == 19
    act(g, "trash:Estate")
    assert trashed(g) == ["Estate"]
    assert hand(g) == ["Copper", "Rats", "Silver"]
    assert g.actions == 1


def test_rats_with_a_hand_of_all_rats_reveals_it_and_trashes_nothing():
    g = build(["Rats"], hands={0: ["Rats", "Rats"]}, decks={0: ["Rats"]})
    act(g, "play:Rats")
    assert trashed(g) == []
    assert hand(g) == ["Rats", "Rats"]
    assert revealed(g) == [("Rats", "Rats")]
    assert g.decision.kind == "play_action"


def test_rats_with_one_kind_to_trash_does_not_ask():
    g = build(["Rats"], hands={0: ["Rats", "Copper", "Copper"]}, decks={0: ["Rats"]})
    act(g, "play:Rats")
    assert trashed(g) == ["Copper"]
    assert hand(g) == ["Copper", "Rats"]


def test_rats_with_an_empty_pile_still_trashes():
    g = build(["Rats"], hands={0: ["Rats", "Estate"]}, piles={"Rats": 0})
    act(g, "play:Rats")
    assert zone(g, 0, "discard") == [] and trashed(g) == ["Estate"]


def test_rats_trashed_by_chapel_draw_a_card_each():
    g = build(
        ["Rats", "Chapel"], hands={0: ["Chapel", "Rats", "Rats", "Estate"]}, decks={0: ["Gold", "Silver"]}
    )
    act(g, "play:Chapel", "trash:Rats", "trash:Rats", "trash:Estate")  # hand empty: no "done"
    assert trashed(g) == ["Estate", "Rats", "Rats"]
    assert hand(g) == ["Gold", "Silver"]


def test_rats_trashed_by_rogue_draw_below_the_revealed_cards():
    g = build(["Rats", "Rogue"], hands={0: ["Rogue"]}, decks={1: ["Rats", "Copper", "Gold"]})
    act(g, "play:Rogue")
    assert trashed(g) == ["Rats"]
    assert hand(g, 1) == ["Gold"] and zone(g, 1, "discard") == ["Copper"]


def test_band_of_misfits_as_rats_gains_a_rats_and_may_not_trash_rats():
    g = build(
        ["Rats", "Band of Misfits"], hands={0: ["Band of Misfits", "Rats", "Estate"]}, decks={0: ["Copper"]}
    )
    act(g, "play:Band of Misfits", "become:Rats")
    assert zone(g, 0, "discard") == ["Rats"]
    assert ids(g) == {"trash:Estate", "trash:Copper"}


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_rats_pile_has_twenty_cards(players):
    g = get_game("dominion").setup({"players": players, "kingdom": ["Rats"]}, 1)
    assert pile(g, "Rats") == 20


# ---------------------------------------------------------------- Rebuild


def test_rebuild_skips_the_named_card_trashes_the_next_victory_card():
    g = build(["Rebuild"], hands={0: ["Rebuild"]}, decks={0: ["Copper", "Province", "Estate", "Silver"]})
    act(g, "play:Rebuild")
    assert (g.decision.kind, g.decision.source) == ("name", "Rebuild")
    assert g.actions == 1
    act(g, "name:Province")
    assert trashed(g) == ["Estate"]
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Province"]
    assert zone(g, 0, "aside") == []
    assert (g.decision.kind, ids(g)) == ("gain", {"gain:Estate", "gain:Duchy"})  # Victory up to $5
    act(g, "gain:Duchy")
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Duchy", "Province"]
    assert zone(g, 0, "deck") == ["Silver"]
    assert revealed(g, "deck") == [("Copper",), ("Province",), ("Estate",)]


def test_rebuild_duchy_into_province():
    g = build(["Rebuild"], hands={0: ["Rebuild"]}, decks={0: ["Duchy"]})
    act(g, "play:Rebuild", "name:Province")
    assert ids(g) == {"gain:Estate", "gain:Duchy", "gain:Province"}
    act(g, "gain:Province")
    assert trashed(g) == ["Duchy"] and zone(g, 0, "discard") == ["Province"]


def test_rebuild_reshuffle_leaves_out_the_revealed_cards():
    g = build(["Rebuild"], hands={0: ["Rebuild"]}, decks={0: ["Copper", "Silver"]}, discards={0: ["Estate"]})
    act(g, "play:Rebuild", "name:Province")
    assert trashed(g) == ["Estate"]
    assert zone(g, 0, "deck") == []  # Copper and Silver were set aside, not shuffled in
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Silver"]
    act(g, "gain:Estate")


def test_rebuild_without_any_other_victory_card_discards_everything():
    g = build(
        ["Rebuild"],
        hands={0: ["Rebuild"]},
        decks={0: ["Copper", "Estate"]},
        discards={0: ["Silver", "Gold", "Estate"]},
    )
    act(g, "play:Rebuild", "name:Estate")
    assert trashed(g) == []
    assert zone(g, 0, "deck") == [] and zone(g, 0, "aside") == []
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Estate", "Estate", "Gold", "Silver"]
    assert g.decision.kind == "buy"


def test_rebuild_overgrown_estate_draws_before_the_gain():
    g = build(["Rebuild"], hands={0: ["Rebuild"]}, decks={0: ["Overgrown Estate", "Gold"]})
    act(g, "play:Rebuild", "name:Province")
    # Overgrown Estate costs $1: only Estate ($2) is a Victory card up to $4, gained at once.
    assert trashed(g) == ["Overgrown Estate"]
    assert hand(g) == ["Gold"]
    assert zone(g, 0, "discard") == ["Estate"]


# ---------------------------------------------------------------- Rogue


def test_rogue_gains_a_card_costing_3_to_6_from_the_trash():
    g = build(
        ["Rogue"],
        hands={0: ["Rogue"]},
        decks={1: ["Gold", "Silver"]},
        trash=["Silver", "Duchy", "Copper", "Estate", "Province"],
    )
    act(g, "play:Rogue")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (0, "gain", "Rogue")
    assert ids(g) == {"gain:Silver", "gain:Duchy"}  # mandatory: no "done"
    act(g, "gain:Duchy")
    assert zone(g, 0, "discard") == ["Duchy"]
    assert trashed(g) == ["Copper", "Estate", "Province", "Silver"]
    assert g.coins == 2
    assert zone(g, 1, "deck") == ["Gold", "Silver"]  # no attack


def test_rogue_single_card_in_the_trash_is_gained_without_asking():
    g = build(["Rogue"], hands={0: ["Rogue"]}, trash=["Gold", "Gold"])
    act(g, "play:Rogue")
    assert zone(g, 0, "discard") == ["Gold"] and trashed(g) == ["Gold"]
    assert g.decision.kind == "buy"


def test_rogue_attacks_when_the_trash_has_nothing_from_3_to_6():
    g = build(
        ["Rogue"],
        players=3,
        hands={0: ["Rogue"]},
        decks={1: ["Silver", "Gold", "Copper"], 2: ["Estate", "Copper", "Duchy"]},
        trash=["Copper", "Province"],
    )
    act(g, "play:Rogue")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (1, "trash", "Rogue")
    assert ids(g) == {"trash:Silver", "trash:Gold"}
    assert zone(g, 1, "aside") == ["Silver", "Gold"]
    act(g, "trash:Silver")
    assert trashed(g) == ["Copper", "Province", "Silver"]
    assert zone(g, 1, "discard") == ["Gold"] and zone(g, 1, "deck") == ["Copper"]
    assert zone(g, 2, "discard") == ["Estate", "Copper"] and zone(g, 2, "deck") == ["Duchy"]
    assert zone(g, 0, "discard") == [] and g.coins == 2


def test_rogue_victim_trashing_a_cultist_draws_three_below_the_revealed_cards():
    g = build(["Rogue"], hands={0: ["Rogue"]}, decks={1: ["Cultist", "Copper", "Gold", "Silver", "Estate"]})
    act(g, "play:Rogue")
    assert trashed(g) == ["Cultist"]
    assert hand(g, 1) == ["Estate", "Gold", "Silver"]
    assert zone(g, 1, "discard") == ["Copper"] and zone(g, 1, "aside") == []


def test_rogue_attack_blocked_by_moat():
    g = build(["Rogue"], hands={0: ["Rogue"], 1: ["Moat"]}, decks={1: ["Gold", "Silver"]})
    act(g, "play:Rogue", "reveal:Moat")
    assert trashed(g) == [] and zone(g, 1, "deck") == ["Gold", "Silver"]


def test_rogue_trashing_a_knight_does_not_trash_the_rogue():
    g = build(["Rogue", "Knights"], hands={0: ["Rogue"]}, decks={1: ["Sir Martin", "Copper"]})
    act(g, "play:Rogue")
    assert trashed(g) == ["Sir Martin"]
    assert zone(g, 0, "play") == ["Rogue"]


def test_rogue_gaining_a_death_cart_gains_two_ruins():
    g = build(["Rogue", "Death Cart"], hands={0: ["Rogue"]}, trash=["Death Cart"])
    act(g, "play:Rogue")
    discard = zone(g, 0, "discard")
    assert discard[0] == "Death Cart" and len(discard) == 3
    assert all(T.BY_NAME[n].pile == "Ruins" for n in discard[1:])


# ---------------------------------------------------------------- Sage


def test_sage_reveals_until_a_card_costing_3_or_more():
    g = build(["Sage"], hands={0: ["Sage"]}, decks={0: ["Copper", "Estate", "Curse", "Province", "Gold"]})
    act(g, "play:Sage")
    assert hand(g) == ["Province"]
    assert zone(g, 0, "discard") == ["Copper", "Estate", "Curse"]
    assert zone(g, 0, "deck") == ["Gold"] and zone(g, 0, "aside") == []
    assert g.actions == 1


def test_sage_reshuffle_leaves_out_the_revealed_cards():
    g = build(["Sage"], hands={0: ["Sage"]}, decks={0: ["Copper", "Estate"]}, discards={0: ["Silver"]})
    act(g, "play:Sage")
    assert hand(g) == ["Silver"]
    assert zone(g, 0, "deck") == []
    assert zone(g, 0, "discard") == ["Copper", "Estate"]


def test_sage_finding_nothing_discards_everything():
    g = build(
        ["Sage"], hands={0: ["Sage"]}, decks={0: ["Copper", "Estate"]}, discards={0: ["Curse", "Hovel"]}
    )
    act(g, "play:Sage")
    assert hand(g) == []
    assert zone(g, 0, "deck") == [] and zone(g, 0, "aside") == []
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Curse", "Estate", "Hovel"]


# ---------------------------------------------------------------- Scavenger


def test_scavenger_discards_the_deck_then_topdecks_a_card():
    g = build(
        ["Scavenger"],
        hands={0: ["Scavenger"]},
        decks={0: ["Copper", "Estate"]},
        discards={0: ["Gold", "Curse"]},
    )
    act(g, "play:Scavenger")
    assert (g.decision.kind, ids(g)) == ("yes_no", {"yes", "no"})
    assert g.coins == 2
    act(g, "yes")
    assert zone(g, 0, "deck") == []
    d = g.decision
    assert (d.kind, d.source) == ("topdeck", "Scavenger")
    assert ids(g) == {"topdeck:Copper", "topdeck:Estate", "topdeck:Gold", "topdeck:Curse"}
    act(g, "topdeck:Gold")
    assert zone(g, 0, "deck") == ["Gold"]
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Curse", "Estate"]


def test_scavenger_keeping_the_deck_topdecks_from_the_discard_pile():
    g = build(
        ["Scavenger"],
        hands={0: ["Scavenger"]},
        decks={0: ["Copper", "Estate"]},
        discards={0: ["Gold", "Curse"]},
    )
    act(g, "play:Scavenger", "no")
    assert ids(g) == {"topdeck:Gold", "topdeck:Curse"}
    act(g, "topdeck:Gold")
    assert zone(g, 0, "deck") == ["Gold", "Copper", "Estate"]
    assert zone(g, 0, "discard") == ["Curse"]


def test_scavenger_with_an_empty_deck_does_not_ask_to_discard_it():
    g = build(["Scavenger"], hands={0: ["Scavenger"]}, discards={0: ["Silver", "Copper"]})
    act(g, "play:Scavenger")
    assert g.decision.kind == "topdeck"
    act(g, "topdeck:Silver")
    assert zone(g, 0, "deck") == ["Silver"] and zone(g, 0, "discard") == ["Copper"]


def test_scavenger_with_nothing_to_topdeck():
    g = build(["Scavenger"], hands={0: ["Scavenger"]}, decks={0: ["Copper"]})
    act(g, "play:Scavenger", "no")
    assert zone(g, 0, "deck") == ["Copper"] and g.decision.kind == "buy"


# ---------------------------------------------------------------- Squire


@pytest.mark.parametrize(
    ("option", "actions", "buys", "discard"),
    [("option:actions", 2, 1, []), ("option:buys", 0, 3, []), ("option:silver", 0, 1, ["Silver"])],
)
def test_squire_modes(option, actions, buys, discard):
    g = build(["Squire"], hands={0: ["Squire"]})
    act(g, "play:Squire")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (0, "choose", "Squire")
    assert ids(g) == {"option:actions", "option:buys", "option:silver"}
    act(g, option)
    assert (g.actions, g.buys, g.coins) == (actions, buys, 1)
    assert zone(g, 0, "discard") == discard


def test_squire_trashed_gains_an_attack_card_of_its_owners_choice():
    g = build(["Squire", "Chapel", "Rogue"], hands={0: ["Chapel", "Squire"]})
    act(g, "play:Chapel", "trash:Squire")
    d = g.decision
    assert (d.seat, d.kind, d.source) == (0, "gain", "Squire")
    assert ids(g) == {"gain:Militia", "gain:Witch", "gain:Rogue"}  # mandatory: no "done"
    act(g, "gain:Rogue")
    assert zone(g, 0, "discard") == ["Rogue"]


def test_squire_trashed_with_one_attack_pile_gains_it_at_once():
    kingdom = [
        "Squire",
        "Chapel",
        "Cellar",
        "Moat",
        "Village",
        "Smithy",
        "Market",
        "Library",
        "Mine",
        "Knights",
    ]
    g = build(kingdom, hands={0: ["Chapel", "Squire"]})
    top = T.NAME[g.piles[g.pile_index["Knights"]][-1] & 0xFF]
    act(g, "play:Chapel", "trash:Squire")
    assert zone(g, 0, "discard") == [top]


def test_squire_with_no_attack_in_the_supply_gains_nothing():
    kingdom = [
        "Squire",
        "Chapel",
        "Cellar",
        "Moat",
        "Village",
        "Smithy",
        "Market",
        "Library",
        "Mine",
        "Festival",
    ]
    g = build(kingdom, hands={0: ["Chapel", "Squire"]})
    act(g, "play:Chapel", "trash:Squire")
    assert zone(g, 0, "discard") == [] and g.decision.kind == "buy"


def test_squire_trashed_on_another_players_turn_gains_for_its_owner():
    # No card of these sets can trash another player's $2 card (Knights and Rogue need
    # $3-$6), so the trash is done directly, in the middle of player 1's turn.
    g = build(["Squire", "Rogue"], hands={0: ["Village"], 1: ["Squire"]})
    p1 = g.players[1]
    trash(g, 1, p1.hand[0], p1.hand)
    run(g)
    d = g.decision
    assert (d.seat, d.kind, d.source) == (1, "gain", "Squire")
    act(g, "gain:Rogue")
    assert zone(g, 1, "discard") == ["Rogue"]
    assert (g.decision.seat, g.decision.kind) == (0, "play_action")  # player 1's turn goes on


# ---------------------------------------------------------------- Storeroom


def test_storeroom_discard_for_cards_then_for_coins():
    g = build(
        ["Storeroom"],
        hands={0: ["Storeroom", "Estate", "Curse", "Copper", "Copper"]},
        decks={0: ["Silver", "Gold", "Duchy"]},
    )
    act(g, "play:Storeroom")
    d = g.decision
    assert (d.kind, d.source) == ("discard", "Storeroom")
    assert ids(g) == {"discard:Estate", "discard:Curse", "discard:Copper", "done"}
    assert g.buys == 2
    act(g, "discard:Estate", "discard:Curse", "done")
    assert hand(g) == ["Copper", "Copper", "Gold", "Silver"]
    assert "+$1" in str(g.decision.prompt) and g.decision.data["for"] == "coins"
    act(g, "discard:Copper", "discard:Silver", "done")
    assert g.coins == 2
    assert hand(g) == ["Copper", "Gold"]
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Curse", "Estate", "Silver"]
    assert zone(g, 0, "deck") == ["Duchy"]
    assert (g.decision.kind, g.buys) == ("buy", 2)


def test_storeroom_discarding_nothing_twice():
    g = build(["Storeroom"], hands={0: ["Storeroom", "Copper"]}, decks={0: ["Gold"]})
    act(g, "play:Storeroom", "done", "done")
    assert hand(g) == ["Copper"] and g.coins == 0 and zone(g, 0, "deck") == ["Gold"]


def test_storeroom_with_an_empty_hand_asks_nothing():
    g = build(["Storeroom"], hands={0: ["Storeroom"]})
    act(g, "play:Storeroom")
    assert g.decision.kind == "buy" and g.buys == 2


# ---------------------------------------------------------------- Vagrant


@pytest.mark.parametrize(
    "top", ["Curse", "Survivors", "Necropolis", "Hovel", "Estate", "Overgrown Estate", "Dame Josephine"]
)
def test_vagrant_takes_curse_ruins_shelter_victory(top):
    g = build(["Vagrant"], hands={0: ["Vagrant"]}, decks={0: ["Copper", top, "Gold"]})
    act(g, "play:Vagrant")
    assert hand(g) == sorted(["Copper", top])
    assert zone(g, 0, "deck") == ["Gold"]
    assert g.actions == 1
    assert revealed(g, "deck") == [(top,)]


@pytest.mark.parametrize("top", ["Silver", "Village", "Spoils", "Sir Martin"])
def test_vagrant_leaves_other_cards_on_top(top):
    g = build(["Vagrant"], hands={0: ["Vagrant"]}, decks={0: ["Copper", top]})
    act(g, "play:Vagrant")
    assert hand(g) == ["Copper"]
    assert zone(g, 0, "deck") == [top]


def test_vagrant_reveal_shuffles_if_needed():
    g = build(["Vagrant"], hands={0: ["Vagrant"]}, decks={0: ["Copper"]}, discards={0: ["Estate"]})
    act(g, "play:Vagrant")
    assert hand(g) == ["Copper", "Estate"]


# ---------------------------------------------------------------- Wandering Minstrel


def test_wandering_minstrel_puts_actions_back_in_chosen_order_discards_the_rest():
    g = build(
        ["Wandering Minstrel"],
        hands={0: ["Wandering Minstrel"]},
        decks={0: ["Copper", "Village", "Estate", "Smithy", "Gold"]},
    )
    act(g, "play:Wandering Minstrel")
    assert hand(g) == ["Copper"]
    assert (g.actions, zone(g, 0, "discard")) == (2, ["Estate"])
    d = g.decision
    assert (d.kind, d.source) == ("order", "Wandering Minstrel")
    assert ids(g) == {"top:Village", "top:Smithy"}
    assert zone(g, 0, "aside") == ["Village", "Smithy"]
    act(g, "top:Smithy")
    assert zone(g, 0, "deck") == ["Smithy", "Village", "Gold"]
    assert zone(g, 0, "aside") == []


def test_wandering_minstrel_orders_three_actions():
    g = build(
        ["Wandering Minstrel"],
        hands={0: ["Wandering Minstrel"]},
        decks={0: ["Copper", "Village", "Village", "Survivors"]},
    )
    act(g, "play:Wandering Minstrel")
    assert ids(g) == {"top:Village", "top:Survivors"}
    act(g, "top:Village")
    assert ids(g) == {"top:Village", "top:Survivors"}
    assert "under Village" in str(g.decision.prompt)
    act(g, "top:Survivors")
    assert zone(g, 0, "deck") == ["Village", "Survivors", "Village"]


def test_wandering_minstrel_without_actions_discards_all_three_and_asks_nothing():
    g = build(
        ["Wandering Minstrel"],
        hands={0: ["Wandering Minstrel"]},
        decks={0: ["Copper", "Gold", "Estate", "Curse", "Silver"]},
    )
    act(g, "play:Wandering Minstrel")
    assert zone(g, 0, "discard") == ["Gold", "Estate", "Curse"]
    assert zone(g, 0, "deck") == ["Silver"]
    assert g.decision.kind == "buy"


def test_wandering_minstrel_same_actions_need_no_order():
    g = build(
        ["Wandering Minstrel"],
        hands={0: ["Wandering Minstrel"]},
        decks={0: ["Copper", "Village", "Estate"]},
        discards={0: ["Village"]},
    )
    act(g, "play:Wandering Minstrel")
    assert zone(g, 0, "deck") == ["Village", "Village"]
    assert zone(g, 0, "discard") == ["Estate"]
    assert g.decision.kind == "buy"  # nothing to order


# ---------------------------------------------------------------- random games


def _kingdom(rng: Rng) -> list[str]:
    others = [
        "Cultist",
        "Knights",
        "Chapel",
        "Moat",
        "Band of Misfits",
        "Procession",
        "Throne Room",
        "Market Square",
        "Death Cart",
        "Fortress",
        "Counterfeit",
        "Urchin",
        "Beggar",
        "Hermit",
        "Witch",
        "Militia",
    ]
    return rng.sample(REST, 6) + rng.sample(others, 4)


def test_random_games_with_these_cards_keep_every_invariant():
    game = get_game("dominion")
    for seed in range(200):
        rng = Rng(seed)
        kingdom = _kingdom(rng)
        n = 2 + seed % 4
        state = game.setup({"players": n, "kingdom": kingdom, "shelters": seed % 3 == 0}, seed)
        agents = [RandomAgent(seed * 10 + s) for s in range(n)]
        steps = 0
        while (d := game.pending(state)) is not None:
            choice = agents[d.seat].choose(game.view(state, d.seat), d)
            game.apply(state, d.seat, choice)
            problems = game.problems(state)
            assert problems == [], f"seed {seed} step {steps} ({d.seat}: {choice}): {problems}"
            steps += 1
            assert steps < 20_000
        assert game.outcome(state) is not None


def test_bots_play_these_cards_without_slips():
    game = get_game("dominion")
    for seed in range(6):
        kingdom = REST[seed : seed + 10] if seed <= 2 else REST[:10]
        state = game.setup({"players": 2, "kingdom": kingdom}, seed)
        bots = [make_bot("heuristic", seed), make_bot("random", seed + 1)]
        while (d := game.pending(state)) is not None:
            game.apply(state, d.seat, bots[d.seat].choose(game.view(state, d.seat), d))
        assert getattr(bots[0], "slips", 0) == 0, getattr(bots[0], "last_slip", None)
