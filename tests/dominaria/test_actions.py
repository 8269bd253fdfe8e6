"""Scenario tests: every action, cost rule and reward trigger of the Action phase."""

from __future__ import annotations

import pytest

from dominia.core.errors import IllegalChoice
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.scenario import put_tokens, set_mana, set_player, stack_artifacts, stack_quests
from tests.dominaria.helpers import do, ids, kind, pool, position


def test_the_mana_phase_puts_a_token_on_every_location_of_the_cards_colour() -> None:
    g = position(card="red")
    comp = g.comp
    red = [x for x, loc in enumerate(comp.locations) if loc.colour == 3]
    assert [g.mana_on[x] for x in red] == [1, 1, 1, 1]
    assert sum(g.mana_on) == 4


def test_a_cabal_or_artifact_symbol_puts_its_token_on_the_named_location() -> None:
    from dominia.games.dominaria.scenario import begin_turn

    g = position()
    comp = g.comp
    for symbol in ("cabal", "artifact"):
        k = next(i for i, c in enumerate(comp.cards) if getattr(c, symbol) >= 0)
        where = getattr(comp.cards[k], symbol)
        before = (g.cabal_on if symbol == "cabal" else g.artifact_on)[where]
        begin_turn(g, 1, k)
        assert (g.cabal_on if symbol == "cabal" else g.artifact_on)[where] == before + 1


def test_move_goes_to_an_adjacent_location_and_uses_a_move_action() -> None:
    g = position()
    set_player(g, 0, heroes=["Urborg", "Llanowar"])
    g.moves = 1
    moves = [i for i in ids(g) if i.startswith("move:")]
    assert "move:Urborg->Orvada" in moves and "move:Llanowar->Hammerheim" in moves
    assert "move:Urborg->Sursi" not in moves
    do(g, "move:Urborg->Orvada")
    assert sorted(comp_names(g, g.players[0].heroes)) == ["Llanowar", "Orvada"]
    assert not [i for i in ids(g) if i.startswith("move:")]  # no Move action left


def comp_names(g, xs):  # type: ignore[no-untyped-def]
    return [g.comp.locations[x].name for x in xs]


def test_two_players_get_three_moves_with_two_heroes_and_more_players_one() -> None:
    g = position(2)
    assert g.moves == 3  # 1 + the second hero's ♦ + the two-player Move action
    g3 = position(3)
    assert g3.moves == 1


def test_collect_takes_every_token_once_a_turn() -> None:
    g = position()
    set_player(g, 0, heroes=["Hammerheim", "Urborg"], pool={})
    set_mana(g, {"Hammerheim": 3, "Urborg": 2})
    do(g, "collect:Hammerheim")
    assert pool(g) == {"red": 3}
    assert g.mana_on[g.comp.loc("Hammerheim")] == 0
    assert not [i for i in ids(g) if i.startswith("collect:")]


def test_collect_through_the_leyline_network_but_never_from_the_cabal() -> None:
    g = position()
    set_player(g, 0, heroes=["Sursi", "Caligo Morass"], leylines=[("Sursi", "Estark"), ("Sursi", "Shanodin")])
    set_mana(g, {"Estark": 1, "Shanodin": 2, "Yavimaya": 5, "Sursi": 0})
    collects = {i for i in ids(g) if i.startswith("collect:")}
    assert {"collect:Estark", "collect:Shanodin"} <= collects
    assert "collect:Yavimaya" not in collects  # adjacent, but not on the network
    put_tokens(g, cabal=["Shanodin"])
    g.decision = None
    from dominia.games.dominaria.rules import advance

    advance(g)
    collects = {i for i in ids(g) if i.startswith("collect:")}
    assert "collect:Shanodin" not in collects and "collect:Estark" in collects
    with pytest.raises(IllegalChoice):
        DOMINARIA.apply(g, 0, "collect:Shanodin")


def test_hire_costs_white_plus_four_and_gives_a_move_at_once() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada"], pool={"white": 1, "blue": 3})
    assert not [i for i in ids(g) if i.startswith("hire:")]  # 4 mana: one short
    set_player(g, 0, pool={"white": 1, "blue": 4})
    g.moves = 0
    _refresh(g)
    do(g, "hire:Esturin")
    assert g.players[0].total_mana() == 0
    assert comp_names(g, g.players[0].heroes) == ["Orvada", "Esturin"]
    assert g.moves == 1  # the uncovered ♦
    assert "move:Esturin->Lat-Nam" in ids(g)


def _refresh(g) -> None:  # type: ignore[no-untyped-def]
    """Ask again after a test rearranged the position."""
    from dominia.games.dominaria.rules import advance

    advance(g)


def test_the_third_hero_brings_a_new_quest_and_the_fourth_is_the_last() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada", "Verdura"], pool={"white": 2, "black": 8})
    stack_quests(g, ["T Keld", "T Paid"])
    _refresh(g)
    do(g, "hire:Bogardan", "auto")
    assert kind(g) == "new_quest"
    assert set(ids(g)) == {"keep:T Keld", "keep:T Paid"}
    do(g, "keep:T Paid")
    assert [g.comp.quests[q].name for q in g.players[0].hand] == ["T Paid"]
    assert g.comp.quests[g.quest_deck[0]].name == "T Keld"  # the other to the bottom
    do(g, "hire:Bogardan")  # white, then black only: nothing to ask
    assert len(g.players[0].heroes) == 4
    assert not [i for i in ids(g) if i.startswith("hire:")]


def test_paying_asks_which_tokens_and_auto_spends_manalith_tokens_first() -> None:
    g = position(3)
    set_player(
        g, 0, heroes=["Orvada"], pool={"white": 2, "blue": 4}, manaliths=["Keld"], manalith_tokens=["red"]
    )
    _refresh(g)
    do(g, "hire:Orvada")
    assert kind(g) == "pay"  # white: a choice of nothing else, so straight to the generic 4
    assert set(ids(g)) == {"auto:keep", "auto", "mana:white", "mana:blue", "manalith:red"}
    do(g, "auto")
    p = g.players[0]
    assert not p.mtokens[3]  # the Manalith token went first
    assert p.pool == [1, 1, 0, 0, 0]  # then the colour held most: blue


def test_a_manual_payment_spends_exactly_what_was_chosen() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada"], pool={"white": 2, "blue": 4})
    _refresh(g)
    do(g, "hire:Orvada", "mana:white")  # white paid; the generic 4: one white, then blue only
    assert pool(g) == {"blue": 1}


def test_explore_needs_an_artifact_token_where_a_hero_stands() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Zhalfir"], pool={"blue": 4})
    _refresh(g)
    assert not [i for i in ids(g) if i.startswith("explore:")]
    put_tokens(g, artifact=["Zhalfir", "Keld"])
    stack_artifacts(g, ["T Boots", "T Lens"])
    _refresh(g)
    assert [i for i in ids(g) if i.startswith("explore:")] == ["explore:Zhalfir"]
    do(g, "explore:Zhalfir")
    assert set(ids(g)) == {"take:T Boots", "take:T Lens"}
    do(g, "take:T Lens")
    comp = g.comp
    assert [comp.artifacts[a].name for a in g.players[0].artifacts] == ["T Lens"]
    assert comp.artifacts[g.artifact_deck[0]].name == "T Boots"
    assert g.artifact_on[comp.loc("Zhalfir")] == 0 and g.artifact_on[comp.loc("Keld")] == 1


def test_confront_moves_the_token_to_the_track_and_the_third_gives_a_quest() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Urborg"], pool={"black": 3, "blue": 6}, cabal=2)
    put_tokens(g, cabal=["Urborg", "Urborg"])
    stack_quests(g, ["T Keld", "T Paid"])
    _refresh(g)
    do(g, "confront:Urborg", "auto")
    assert g.players[0].cabal == 3
    assert g.cabal_on[g.comp.loc("Urborg")] == 1
    assert kind(g) == "new_quest"


def test_manaliths_stand_on_different_colours_and_bring_quests() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Hammerheim", "Bogardan"], pool={"red": 4, "blue": 12})
    _refresh(g)
    assert {"manalith:Hammerheim", "manalith:Bogardan"} <= set(ids(g))
    do(g, "manalith:Hammerheim", "auto")
    assert not [i for i in ids(g) if i.startswith("manalith:")]  # red is taken
    set_player(g, 0, heroes=["Hammerheim", "Urborg"])
    stack_quests(g, ["T Keld", "T Paid"])
    _refresh(g)
    do(g, "manalith:Urborg", "auto")
    assert kind(g) == "new_quest"  # the 2nd Manalith's !!


def test_manalith_tokens_come_at_the_end_of_the_turn_once_per_colour() -> None:
    from dominia.games.dominaria.scenario import begin_turn

    g = position(3)
    set_player(g, 0, heroes=["Hammerheim"], manaliths=["Keld", "Tolaria"], pool={})
    _refresh(g)
    do(g, "end")
    p = g.players[0]
    assert p.mtokens == [False, True, False, True, False]
    begin_turn(g, 0)
    set_player(g, 0, pool={"green": 1, "blue": 1})
    # Spend the blue token on a Leyline's generic cost; the red one stays in the pool.
    _refresh(g)
    do(g, "leyline:Bogardan|Hammerheim")
    assert kind(g) == "pay"
    do(g, "manalith:blue", "mana:blue")
    assert p.mtokens == [False, False, False, True, False]
    do(g, "end")
    assert p.mtokens == [False, True, False, True, False]  # blue again; never a second red


def test_leylines_green_mana_and_quests_from_the_track() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada"], pool={"green": 8, "black": 20})
    stack_quests(g, ["T Keld", "T Paid"])
    _refresh(g)
    do(g, "leyline:Orvada|Shanodin", "auto")  # 1 green, then the colour held most: black
    assert g.players[0].pool[4] == 7
    do(g, "leyline:Orvada|Urborg", "auto")
    assert g.players[0].pool[4] == 8  # the 2nd Leyline: +2 green
    assert "leyline:Orvada|Shanodin" not in ids(g)  # never two of mine on one pair
    do(g, "leyline:Orvada|Verdura", "auto")
    assert kind(g) == "new_quest"  # the 3rd Leyline's !!


def test_another_player_may_share_a_leyline_pair() -> None:
    g = position(3)
    set_player(g, 1, leylines=[("Orvada", "Shanodin")])
    set_player(g, 0, heroes=["Orvada"], pool={"green": 3})
    _refresh(g)
    assert "leyline:Orvada|Shanodin" in ids(g)


def test_complete_a_quest_from_hand_with_its_reward() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Keld"], hand=["T Keld"], pool={})
    _refresh(g)
    do(g, "complete:T Keld")
    p = g.players[0]
    assert [g.comp.quests[q].name for q in p.quests_done] == ["T Keld"]
    assert pool(g) == {"blue": 2}
    assert "complete:T Keld" not in ids(g)


def test_a_quest_with_a_cost_is_offered_only_when_affordable_and_pays() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Keld"], hand=["T Paid"], pool={"red": 1})
    _refresh(g)
    assert "complete:T Paid" not in ids(g)
    set_player(g, 0, pool={"red": 1, "white": 1})
    moves, collects = g.moves, g.collects
    _refresh(g)
    do(g, "complete:T Paid")
    assert g.players[0].total_mana() == 0
    assert (g.moves, g.collects) == (moves + 1, collects + 1)


def test_a_started_quest_counts_from_when_it_was_started() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Urborg"], hand=["T Hunter"], pool={"black": 6}, cabal=1)
    put_tokens(g, cabal=["Urborg", "Keld"])
    _refresh(g)
    assert "complete:T Hunter" not in ids(g)  # one cultist already, but not since starting
    do(g, "start:T Hunter")
    assert [g.comp.quests[q].name for q in g.players[0].started] == ["T Hunter"]
    assert "complete:T Hunter" not in ids(g)
    do(g, "confront:Urborg")  # black only: nothing to ask
    do(g, "complete:T Hunter")
    assert kind(g) == "defeat"  # its reward: a cultist from anywhere
    assert set(ids(g)) == {"defeat:Keld", "skip"}
    do(g, "defeat:Keld")
    assert g.players[0].cabal == 3


def test_a_journey_remembers_where_the_heroes_have_been() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada"], hand=["T Journey"])
    g.moves = 5
    _refresh(g)
    assert "start:T Journey" not in ids(g)  # needs a hero on green
    do(g, "move:Orvada->Shanodin", "start:T Journey", "move:Shanodin->Sursi")
    assert "complete:T Journey" in ids(g)
    do(g, "complete:T Journey")
    assert kind(g) == "any_mana"
    do(g, "colour:red", "colour:blue")
    assert pool(g) == {"blue": 1, "red": 1}


def test_free_abilities_skip_payment_but_keep_their_other_requirements() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada"], hand=["T Builder"], pool={"black": 1})
    _refresh(g)
    do(g, "complete:T Builder")
    assert kind(g) == "free_manalith"  # effects come in the vocabulary's order
    do(g, "manalith:Orvada")
    assert kind(g) == "free_leyline"
    assert "skip" in ids(g)
    do(g, "leyline:Orvada|Shanodin")
    p = g.players[0]
    assert (len(p.leylines), len(p.manaliths), p.total_mana()) == (1, 1, 1)


def test_network_and_connects_conditions() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Esturin"], hand=["T Network"], leylines=[("Orvada", "Benalia")])
    _refresh(g)
    assert "complete:T Network" not in ids(g)
    set_player(g, 0, leylines=[("Orvada", "Benalia"), ("Benalia", "Sursi")])
    _refresh(g)
    assert "complete:T Network" in ids(g)


def test_artifact_passives_moves_discount_collect_bonus_and_end_mana() -> None:
    from dominia.games.dominaria.scenario import begin_turn

    g = position(3)
    set_player(
        g, 0, heroes=["Zhalfir"], artifacts=["T Boots", "T Discount", "T Lens"], pool={"white": 1, "red": 2}
    )
    begin_turn(g, 0)
    assert g.moves == 2  # 1 + Boots
    assert "hire:Orvada" in ids(g)  # 1 white + 4 - 2
    set_mana(g, {"Zhalfir": 2})
    _refresh(g)
    do(g, "collect:Zhalfir")
    assert g.players[0].pool[1] == 3  # 2 + the Lens's bonus blue
    do(g, "end")
    assert g.players[0].pool[0] == 2  # the Lens's white at the end of the turn


def test_an_artifact_use_is_once_a_turn_and_counting_moves_it_to_the_accomplishments() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada", "Urborg"], artifacts=["T Battery", "T Charm"], pool={"black": 2})
    _refresh(g)
    do(g, "use:T Battery", "colour:green", "colour:green")
    assert "use:T Battery" not in ids(g)
    assert pool(g) == {"black": 1, "green": 2}
    stack_quests(g, ["T Keld", "T Paid"])
    _refresh(g)
    do(g, "count:T Charm", "keep:T Keld")
    p = g.players[0]
    comp = g.comp
    assert [comp.artifacts[a].name for a in p.counted] == ["T Charm"]
    assert "count:T Charm" not in ids(g)
    from dominia.games.dominaria.scoring import breakdown

    assert breakdown(comp, p)["counted"] == 3


def test_public_quests_first_takes_ten_second_the_other_never_both() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Urborg"], cabal=1, pool={"black": 9})
    set_player(g, 1, cabal=2)
    put_tokens(g, cabal=["Urborg", "Urborg"])
    _refresh(g)
    do(g, "confront:Urborg")
    comp = g.comp
    p0 = g.players[0]
    assert [comp.tiles[t].vp for t in p0.tiles] == [10]
    do(g, "confront:Urborg")
    assert kind(g) == "new_quest"  # the 3rd cultist's !!
    do(g, ids(g)[0])
    assert len(p0.tiles) == 1  # not both tiles of one type
    do(g, "end")
    assert [comp.tiles[t].vp for t in g.players[1].tiles] == [5]  # claimed on its turn


def test_illegal_choices_change_nothing() -> None:
    g = position(3)
    before = DOMINARIA.snapshot(g)
    for seat, choice in [(0, "move:Orvada->Keld"), (1, "end"), (0, "collect:Atlantis"), (0, "")]:
        with pytest.raises(IllegalChoice):
            DOMINARIA.apply(g, seat, choice)
    assert DOMINARIA.snapshot(g) == before


def test_one_public_quest_of_a_type_even_when_two_stacks_show_that_type_at_once() -> None:
    from dominia.games.dominaria.rules import claim_public

    g = position(3)
    set_player(g, 0, cabal=2)
    comp = g.comp
    stack = next(s for s in g.stacks if s and "cultists" in comp.tiles[s[-1]].when)
    tile_type = comp.tiles[stack[-1]].type
    g.stacks.append([stack.pop(0)])  # the stack's lower tile (same type) shown on a stack of its own
    claim_public(g, 0)
    assert [comp.tiles[t].type for t in g.players[0].tiles] == [tile_type]
    assert sum(1 for s in g.stacks if s and comp.tiles[s[-1]].type == tile_type) == 1
