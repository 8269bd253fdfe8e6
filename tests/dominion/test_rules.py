"""Turn structure, setup and game end (2nd edition rules), on constructed positions."""

from __future__ import annotations

import pytest

from dominia.core.errors import IllegalChoice, InvalidOptions
from dominia.core.game import get_game
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.scenario import act, build, zone
from dominia.games.dominion.setup import new_state
from tests.dominion.util import hand, ids


def pile(g, name):
    return len(g.piles[g.pile_index[name]])


# ---------------------------------------------------------------- setup


PILES = {
    # players: Copper, Silver, Gold, Estate, Duchy, Province, Curse, Gardens
    2: (46, 40, 30, 8, 8, 8, 10, 8),
    3: (39, 40, 30, 12, 12, 12, 20, 12),
    4: (32, 40, 30, 12, 12, 12, 30, 12),
    5: (85, 80, 60, 12, 12, 15, 40, 12),
    6: (78, 80, 60, 12, 12, 18, 50, 12),
}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_pile_sizes(n):
    kingdom = [
        "Gardens",
        "Village",
        "Smithy",
        "Market",
        "Witch",
        "Moat",
        "Cellar",
        "Chapel",
        "Mine",
        "Library",
    ]
    g = new_state({"players": n, "kingdom": kingdom}, 1)
    names = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse", "Gardens")
    assert tuple(pile(g, x) for x in names) == PILES[n]
    for k in kingdom:
        if k != "Gardens":
            assert pile(g, k) == 10
    assert len(g.piles) == 17 and all(g.supply)
    assert sorted(g.kingdom) == sorted(kingdom)


@pytest.mark.parametrize("n", [2, 3, 6])
def test_starting_decks_and_hands(n):
    g = new_state({"players": n}, 7)
    assert len(g.kingdom) == 10 and len(set(g.kingdom)) == 10
    for s in range(n):
        p = g.players[s]
        everything = sorted(zone(g, s, "hand") + zone(g, s, "deck"))
        assert everything == ["Copper"] * 7 + ["Estate"] * 3
        assert len(p.hand) == 5 and len(p.deck) == 5
        assert p.discard == [] and p.play == []
    assert g.current == 0
    assert (g.actions, g.buys, g.coins) == (1, 1, 0)
    assert g.decision.seat == 0
    # every card is somewhere exactly once
    uids = [c for z in [g.trash, *g.piles] for c in z] + [c for p in g.players for c in p.all_cards()]
    assert len(uids) == len(set(uids)) == g.n_cards


@pytest.mark.parametrize("bad", [1, 7, 0, "2", True])
def test_player_count_is_two_to_six(bad):
    with pytest.raises(InvalidOptions):
        new_state({"players": bad}, 0)


# ---------------------------------------------------------------- action phase


def test_one_action_without_plus_actions():
    g = build(hands={0: ["Smithy", "Village"]}, decks={0: ["Copper"] * 5})
    assert (g.decision.kind, ids(g)) == ("play_action", {"play:Smithy", "play:Village", "done"})
    act(g, "play:Smithy")
    assert g.actions == 0
    assert g.decision.kind == "buy"  # Village still in hand, but no Action left
    assert "play:Village" not in ids(g)


def test_action_chain_counts_actions():
    g = build(
        ["Festival"],
        hands={0: ["Village", "Market", "Festival", "Smithy", "Moat"]},
        decks={0: ["Copper"] * 10},
    )
    act(g, "play:Village")
    assert g.actions == 2
    act(g, "play:Market")
    assert g.actions == 2
    act(g, "play:Festival")
    assert g.actions == 3
    act(g, "play:Smithy")
    assert g.actions == 2
    act(g, "play:Moat")
    assert g.actions == 1
    assert (g.buys, g.coins) == (3, 3)
    # no Action card left in hand: on to the buy phase with an unused Action
    assert g.decision.kind == "buy"


def test_end_action_phase_early():
    g = build(hands={0: ["Village", "Copper"]})
    act(g, "done")
    assert g.decision.kind == "buy"
    assert hand(g) == ["Copper", "Village"]
    assert "play:Village" not in ids(g)


# ---------------------------------------------------------------- buy phase


def test_buy_choices_follow_coins_and_buys():
    g = build(["Festival"], hands={0: ["Festival", "Silver", "Copper"]}, decks={0: ["Estate"] * 5})
    act(g, "play:Festival", "treasures:all")
    assert g.coins == 5 and g.buys == 2
    buyable = {i for i in ids(g) if i.startswith("buy:")}
    expected = {f"buy:{n}" for n in g.pile_names if T.BY_NAME[n].cost <= 5}
    assert buyable == expected
    assert "buy:Gold" not in buyable and "buy:Duchy" in buyable
    act(g, "buy:Silver")
    assert (g.coins, g.buys) == (2, 1)
    assert g.decision.kind == "buy"
    assert "buy:Silver" not in ids(g) and "buy:Estate" in ids(g)
    act(g, "buy:Estate")
    # no buys left: the turn ends by itself
    assert g.current == 1
    assert sorted(zone(g, 0, "discard")) == sorted(["Copper", "Estate", "Festival", "Silver", "Silver"])


def test_copper_costs_nothing_but_uses_a_buy():
    g = build(hands={0: ["Estate"]}, decks={0: ["Duchy"] * 5})
    assert ids(g) == {"buy:Copper", "buy:Curse", "done"}
    act(g, "buy:Copper")
    assert g.current == 1
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Estate"]
    assert pile(g, "Copper") == 45


def test_no_treasures_after_buying():
    g = build(["Woodcutter"], hands={0: ["Woodcutter", "Silver", "Copper", "Copper"]})
    act(g, "play:Woodcutter", "play:Silver")
    assert g.coins == 4
    act(g, "buy:Silver")
    assert g.decision.kind == "buy" and g.buys == 1 and g.coins == 1
    assert not any(i.startswith("play:") or i == "treasures:all" for i in ids(g))
    with pytest.raises(IllegalChoice):
        DOMINION.apply(g, 0, "play:Copper")
    assert hand(g) == ["Copper", "Copper"]


def test_treasures_may_be_held_back():
    g = build(hands={0: ["Silver", "Copper"]}, decks={0: ["Estate"] * 5})
    act(g, "play:Copper", "done")
    assert g.current == 1
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Silver"]


def test_bought_card_goes_to_discard_not_hand():
    g = build(hands={0: ["Gold"]}, decks={0: []})
    act(g, "treasures:all", "buy:Silver")
    # cleanup: hand/play discarded, then the draw shuffles everything (Gold + Silver)
    assert hand(g) == ["Gold", "Silver"]
    assert zone(g, 0, "discard") == []


# ---------------------------------------------------------------- cleanup and shuffling


def test_cleanup_discards_everything_and_draws_five():
    g = build(
        hands={0: ["Village", "Copper", "Estate"]},
        decks={0: ["Gold", "Gold", "Silver", "Silver", "Copper", "Duchy"]},
        discards={0: ["Curse"]},
    )
    act(g, "play:Village", "play:Copper", "done")
    # Village drew a Gold; play: Village, Copper; hand: Estate, Gold.
    assert hand(g) == ["Copper", "Duchy", "Gold", "Silver", "Silver"]
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Curse", "Estate", "Gold", "Village"]
    assert zone(g, 0, "play") == [] and zone(g, 0, "deck") == []
    # played cards on top of the discard pile
    assert zone(g, 0, "discard")[-1] == "Copper"


def test_cleanup_with_exactly_five_does_not_shuffle():
    g = build(hands={0: ["Copper"]}, decks={0: ["Estate"] * 5}, discards={0: ["Gold"]})
    start = len(g.events)
    act(g, "treasures:all", "done")
    assert hand(g) == ["Estate"] * 5
    assert zone(g, 0, "deck") == []
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Gold"]
    assert not [e for e in g.events[start:] if e.kind == "shuffle"]


def test_empty_deck_is_not_shuffled_until_a_draw_needs_it():
    g = build(hands={0: ["Smithy"]}, decks={0: ["Copper"] * 3}, discards={0: ["Gold"]})
    act(g, "play:Smithy")
    assert zone(g, 0, "deck") == [] and zone(g, 0, "discard") == ["Gold"]


def test_drawing_with_no_cards_anywhere_draws_what_it_can():
    g = build(hands={0: ["Copper"]}, decks={0: ["Estate"]})
    act(g, "done")
    assert hand(g) == ["Copper", "Estate"]


# ---------------------------------------------------------------- turn order


def test_turn_order_wraps_around():
    g = build(players=3, hands={0: [], 1: [], 2: []})
    order = []
    for _ in range(5):
        order.append(g.decision.seat)
        act(g, "done")
    assert order == [0, 1, 2, 0, 1]
    assert g.decision.seat == 2
    assert [p.turns for p in g.players] == [2, 2, 2]
    assert (g.actions, g.buys, g.coins) == (1, 1, 0)


def test_counters_reset_each_turn():
    g = build(["Festival"], hands={0: ["Festival"], 1: ["Copper"]})
    act(g, "play:Festival", "done")
    assert g.current == 1
    assert (g.actions, g.buys, g.coins) == (1, 1, 0)
    assert g.decision.kind == "buy"


def test_starting_seat_other_than_zero():
    g = build(players=3, hands={2: ["Gold"]}, current=2)
    assert g.decision.seat == 2
    act(g, "done")
    assert g.decision.seat == 0


# ---------------------------------------------------------------- game end


def test_game_ends_when_last_province_is_bought_at_end_of_turn():
    g = build(
        ["Festival"],
        hands={0: ["Festival", "Gold", "Gold", "Gold", "Gold"]},
        piles={"Province": 1},
    )
    act(g, "play:Festival", "treasures:all", "buy:Province")
    assert pile(g, "Province") == 0
    assert not g.over and g.decision.kind == "buy"  # the turn goes on
    act(g, "buy:Gold")
    assert g.over and g.decision is None
    assert g.end_reason == "provinces"
    out = DOMINION.outcome(g)
    assert out.reason == "provinces"
    assert out.scores[0] == 6 and out.winners == (0,)


def test_game_ends_on_three_empty_piles():
    g = build(hands={0: ["Silver", "Silver"]}, piles={"Curse": 0, "Estate": 0, "Smithy": 1})
    act(g, "treasures:all")
    assert not g.over
    act(g, "buy:Smithy")
    assert g.over and g.end_reason == "piles"


def test_two_empty_piles_do_not_end_the_game():
    g = build(hands={0: ["Silver", "Silver"]}, piles={"Curse": 0, "Estate": 0})
    act(g, "treasures:all", "buy:Smithy")
    assert not g.over and g.current == 1


@pytest.mark.parametrize(
    ("players", "empty", "over"), [(4, 3, True), (5, 3, False), (5, 4, True), (6, 3, False), (6, 4, True)]
)
def test_pile_ending_needs_four_piles_with_five_or_six_players(players, empty, over):
    names = ["Curse", "Estate", "Cellar", "Chapel"][:empty]
    g = build(players=players, hands={0: []}, piles={n: 0 for n in names})
    act(g, "done")
    assert g.over is over
    if not over:
        assert g.current == 1


def test_piles_emptied_mid_turn_and_refilled_never_matter_only_end_of_turn():
    # Three empty piles at the start of a turn: the game still only ends when that turn ends.
    g = build(hands={0: ["Village"]}, decks={0: ["Copper"]}, piles={"Curse": 0, "Estate": 0, "Cellar": 0})
    assert not g.over and g.decision.kind == "play_action"
    act(g, "play:Village")
    assert not g.over
    act(g, "done")
    assert g.over


def test_witch_emptying_curses_ends_game_at_end_of_turn():
    g = build(["Witch"], hands={0: ["Witch"]}, piles={"Curse": 1, "Estate": 0, "Cellar": 0})
    act(g, "play:Witch")
    assert pile(g, "Curse") == 0 and not g.over
    act(g, "done")
    assert g.over


def test_tie_broken_by_fewer_turns():
    # Seat 0 ends the game on its turn: seat 1 has had one turn fewer and wins the tie.
    g = build(hands={0: ["Gold", "Gold", "Gold"]}, discards={1: ["Province"]}, piles={"Province": 1})
    act(g, "treasures:all", "buy:Province")
    assert g.over
    out = DOMINION.outcome(g)
    assert out.scores == (6, 6)
    assert out.details["turns"] == [1, 0]
    assert out.winners == (1,)


def test_tie_with_equal_turns_is_shared():
    g = build(hands={0: [], 1: ["Gold", "Gold", "Gold"]}, discards={0: ["Province"]}, piles={"Province": 1})
    act(g, "done")  # seat 0's turn
    act(g, "treasures:all", "buy:Province")  # seat 1 ends the game
    out = DOMINION.outcome(g)
    assert out.scores == (6, 6)
    assert out.winners == (0, 1)


def test_higher_score_wins_regardless_of_turns():
    g = build(hands={0: ["Gold", "Gold", "Gold"]}, discards={1: ["Duchy"]}, piles={"Province": 1})
    act(g, "treasures:all", "buy:Province")
    assert DOMINION.outcome(g).winners == (0,)


def test_three_way_tie_fewest_turns():
    g = build(
        players=3,
        hands={1: ["Gold", "Gold", "Gold"]},
        discards={0: ["Province"], 2: ["Province"]},
        piles={"Province": 1},
    )
    act(g, "done")  # seat 0
    act(g, "treasures:all", "buy:Province")  # seat 1 ends the game; seat 2 never had its turn
    out = DOMINION.outcome(g)
    assert out.scores == (6, 6, 6)
    assert out.details["turns"] == [1, 1, 0]
    assert out.winners == (2,)


def test_no_decision_after_game_over():
    g = build(hands={0: ["Gold", "Gold", "Gold"]}, piles={"Province": 1})
    act(g, "treasures:all", "buy:Province")
    with pytest.raises(IllegalChoice):
        DOMINION.apply(g, 0, "done")


# ---------------------------------------------------------------- bad input


def test_illegal_choice_changes_nothing():
    game = get_game("dominion")
    g = build(["Chapel"], hands={0: ["Chapel", "Copper", "Estate"]}, decks={0: ["Gold"]})
    act(g, "play:Chapel")
    before = game.snapshot(g)
    for bad in ["trash:Gold", "trash:Chapel", "buy:Province", "play:Chapel", "", "trash:", "trash:Nonsense"]:
        with pytest.raises(IllegalChoice):
            game.apply(g, 0, bad)
        assert game.snapshot(g) == before
    act(g, "trash:Estate")
    assert game.snapshot(g) != before


def test_wrong_seat_is_refused():
    game = get_game("dominion")
    g = build(["Militia"], hands={0: ["Militia"], 1: ["Copper"] * 5})
    with pytest.raises(IllegalChoice):
        game.apply(g, 1, "play:Militia")
    act(g, "play:Militia")
    assert g.decision.seat == 1
    before = game.snapshot(g)
    with pytest.raises(IllegalChoice):
        game.apply(g, 0, "discard:Copper")  # the attacker cannot answer for the victim
    assert game.snapshot(g) == before
    game.apply(g, 1, "discard:Copper")
    assert len(g.players[1].hand) == 4


def test_buying_what_cannot_be_afforded_is_refused():
    game = get_game("dominion")
    g = build(hands={0: ["Silver", "Copper"]})
    act(g, "treasures:all")
    before = game.snapshot(g)
    for bad in ["buy:Smithy", "buy:Gold", "buy:Province"]:
        with pytest.raises(IllegalChoice):
            game.apply(g, 0, bad)
    assert game.snapshot(g) == before
    g2 = build(hands={0: ["Silver", "Copper"]}, piles={"Silver": 0})
    act(g2, "treasures:all")
    with pytest.raises(IllegalChoice):
        game.apply(g2, 0, "buy:Silver")  # empty pile
