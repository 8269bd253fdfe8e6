"""The rulings of shared/docs/dominion.md that apply to the base game (1-10 and 25)."""

from __future__ import annotations

from dominia.core.rng import Rng
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.kingdoms import find_kingdom
from dominia.games.dominion.scenario import act, build, zone
from tests.dominion.util import hand, ids, trashed

FIRST_GAME = list(find_kingdom("first-game").cards)


def plays(g, start=0):
    return [e.cards[0] for e in g.events[start:] if e.kind == "play"]


class StackedRng(Rng):
    """An Rng whose next shuffles put the named cards on top (top first), in order.

    Each queued list is used by one shuffle; after that it shuffles normally.
    `shuffled` records what each rigged shuffle was given.
    """

    def __init__(self, *tops: list[str]) -> None:
        super().__init__(0)
        self.tops = list(tops)
        self.shuffled: list[list[str]] = []

    def shuffle(self, items):
        if not self.tops:
            return super().shuffle(items)
        want = self.tops.pop(0)
        self.shuffled.append(sorted(T.NAME[c & 0xFF] for c in items))
        rest = list(items)
        top = []
        for name in want:
            uid = next(c for c in rest if T.NAME[c & 0xFF] == name)
            rest.remove(uid)
            top.append(uid)
        items[:] = rest + top[::-1]  # deck top is the end of the list
        return None


# ---------------------------------------------------------------- 1. Throne Room -> Feast


def test_1_throne_room_feast_gains_twice_trashes_once():
    g = build(["Throne Room", "Feast"], hands={0: ["Throne Room", "Feast", "Copper"]})
    act(g, "play:Throne Room", "play:Feast")
    assert trashed(g) == ["Feast"]
    assert g.decision.kind == "gain"
    assert "gain:Duchy" in ids(g) and "gain:Gold" not in ids(g)
    act(g, "gain:Duchy")
    assert g.decision.kind == "gain"  # the second play still gains
    assert "gain:Market" in ids(g) and "gain:Gold" not in ids(g)
    act(g, "gain:Market")
    assert trashed(g) == ["Feast"]
    assert sorted(zone(g, 0, "discard")) == ["Duchy", "Market"]
    assert zone(g, 0, "play") == ["Throne Room"]
    assert g.decision.kind == "buy"
    # every card is somewhere exactly once
    every = [c for z in [g.trash, *g.piles] for c in z] + [c for p in g.players for c in p.all_cards()]
    assert len(every) == len(set(every)) == g.n_cards


# ---------------------------------------------------------------- 2. Throne Room -> Throne Room


def test_2_throne_room_throne_room_plays_a_twice_then_b_twice():
    g = build(
        ["Throne Room"],
        hands={0: ["Throne Room", "Throne Room", "Smithy", "Market"]},
        decks={0: ["Copper"] * 10},
    )
    start = len(g.events)
    act(g, "play:Throne Room")
    assert ids(g) == {"play:Throne Room", "play:Smithy", "play:Market", "done"}
    act(g, "play:Throne Room")
    assert ids(g) == {"play:Smithy", "play:Market", "done"}
    act(g, "play:Smithy")
    # Smithy resolved twice; now the second Throne Room play asks for B.
    assert g.decision.kind == "play_action" and g.decision.source == "Throne Room"
    assert ids(g) == {"play:Market", "done"}
    assert len(g.players[0].hand) == 1 + 6
    act(g, "play:Market")
    # (the inner Throne Room's second play is logged too, before it picks Market)
    assert plays(g, start) == [
        "Throne Room",
        "Throne Room",
        "Smithy",
        "Smithy",
        "Throne Room",
        "Market",
        "Market",
    ]
    assert (g.actions, g.buys, g.coins) == (2, 3, 2)
    assert len(g.players[0].hand) == 8  # 6 from Smithy, 2 from Market
    assert zone(g, 0, "play") == ["Throne Room", "Throne Room", "Smithy", "Market"]


def test_2_throne_room_throne_room_with_one_action_plays_it_only_twice():
    g = build(
        ["Throne Room"], hands={0: ["Throne Room", "Throne Room", "Village"]}, decks={0: ["Copper"] * 5}
    )
    start = len(g.events)
    act(g, "play:Throne Room", "play:Throne Room", "play:Village")
    assert plays(g, start) == ["Throne Room", "Throne Room", "Village", "Village", "Throne Room"]
    assert g.actions == 4  # not 8: Village is not played four times
    assert len(g.players[0].hand) == 2


# ---------------------------------------------------------------- 3. Throne Room -> Market


def test_3_throne_room_market_with_one_action():
    g = build(["Throne Room"], hands={0: ["Throne Room", "Market"]}, decks={0: ["Copper", "Silver", "Gold"]})
    assert g.actions == 1
    act(g, "play:Throne Room", "play:Market")
    assert g.actions == 2
    assert g.buys == 3
    assert g.coins == 2
    assert hand(g) == ["Copper", "Silver"]


# ---------------------------------------------------------------- 4. Merchant


def test_4_two_merchants_give_two_on_the_first_silver_only():
    g = build(
        ["Merchant"],
        hands={0: ["Merchant", "Merchant", "Silver", "Silver"]},
        decks={0: ["Copper", "Copper"]},
    )
    act(g, "play:Merchant", "play:Merchant")
    assert g.merchants == 2 and g.coins == 0
    act(g, "play:Silver")
    assert g.coins == 4
    act(g, "play:Silver")
    assert g.coins == 6
    act(g, "play:Copper")
    assert g.coins == 7


def test_4_throne_room_merchant_counts_as_two_merchants():
    g = build(
        ["Merchant", "Throne Room"],
        hands={0: ["Throne Room", "Merchant", "Silver"]},
        decks={0: ["Copper"] * 2},
    )
    act(g, "play:Throne Room", "play:Merchant", "treasures:all")
    assert g.coins == 2 + 2 + 1 + 1


def test_4_merchant_bonus_does_not_carry_to_next_turn():
    g = build(["Merchant"], hands={0: ["Merchant"], 1: ["Silver"]}, decks={0: ["Estate"] * 6})
    act(g, "play:Merchant", "done")
    assert g.current == 1
    act(g, "treasures:all")
    assert g.coins == 2


# ---------------------------------------------------------------- 5. Cellar with an empty deck


def test_5_cellar_with_empty_deck_shuffles_the_discarded_cards_in():
    g = build(["Cellar"], hands={0: ["Cellar", "Estate", "Estate", "Copper"]}, discards={0: ["Gold"]})
    act(g, "play:Cellar", "discard:Estate", "discard:Estate")
    assert zone(g, 0, "discard") == ["Gold", "Estate", "Estate"]
    act(g, "done")
    # The two Estates went into the discard pile first and were shuffled into the new deck.
    assert len(g.players[0].hand) == 3
    assert zone(g, 0, "discard") == []
    assert sorted(zone(g, 0, "hand") + zone(g, 0, "deck")) == ["Copper", "Estate", "Estate", "Gold"]
    assert len(zone(g, 0, "deck")) == 1


def test_5_cellar_with_no_other_cards_draws_back_the_discarded_ones():
    g = build(["Cellar"], hands={0: ["Cellar", "Estate", "Estate", "Copper"]})
    act(g, "play:Cellar", "discard:Estate", "discard:Estate", "done")
    assert hand(g) == ["Copper", "Estate", "Estate"]
    assert zone(g, 0, "deck") == [] and zone(g, 0, "discard") == []


# ---------------------------------------------------------------- 6. Library / Adventurer set-aside cards


def test_6_library_with_seven_or_more_cards_draws_nothing():
    for extra in (7, 8):
        g = build(["Library"], hands={0: ["Library"] + ["Copper"] * extra}, decks={0: ["Gold"]})
        act(g, "play:Library")
        assert len(g.players[0].hand) == extra
        assert zone(g, 0, "deck") == ["Gold"]
        assert g.decision.kind == "buy"


def test_6_library_set_aside_cards_are_not_shuffled_in():
    g = build(
        ["Library"],
        hands={0: ["Library", "Copper", "Copper", "Copper"]},
        decks={0: ["Village", "Smithy", "Copper"]},
        discards={0: ["Gold", "Gold"]},
    )
    act(g, "play:Library", "skip:Village", "skip:Smithy")
    assert zone(g, 0, "aside") == []
    # Deck ran out: only the two Golds were shuffled in; 6 cards is all there is.
    assert hand(g) == ["Copper", "Copper", "Copper", "Copper", "Gold", "Gold"]
    assert zone(g, 0, "deck") == []
    assert zone(g, 0, "discard") == ["Village", "Smithy"]
    assert g.decision.kind == "buy"


def test_6_library_set_aside_card_is_in_aside_while_deciding():
    g = build(
        ["Library"],
        hands={0: ["Library"]},
        decks={0: ["Village", "Moat"]},
        discards={0: ["Estate"]},
    )
    act(g, "play:Library", "skip:Village")
    assert zone(g, 0, "aside") == ["Village"]
    assert ids(g) == {"keep:Moat", "skip:Moat"}
    act(g, "skip:Moat")
    assert hand(g) == ["Estate"]
    assert zone(g, 0, "discard") == ["Village", "Moat"]


def test_6_adventurer_set_aside_cards_are_not_shuffled_in():
    g = build(
        ["Adventurer"],
        hands={0: ["Adventurer"]},
        decks={0: ["Estate", "Duchy"]},
        discards={0: ["Gold"]},
    )
    act(g, "play:Adventurer")
    assert hand(g) == ["Gold"]
    assert zone(g, 0, "deck") == []
    assert sorted(zone(g, 0, "discard")) == ["Duchy", "Estate"]


# ---------------------------------------------------------------- 7. Cleanup shuffle timing


def test_7_cleanup_draws_three_then_shuffles_this_turns_cards_then_draws_two():
    g = build(hands={0: ["Copper", "Copper"]}, decks={0: ["Duchy", "Duchy", "Province"]})
    start = len(g.events)
    act(g, "treasures:all", "done")
    # The only cards that can be shuffled are this turn's two Coppers: they were discarded first.
    assert hand(g) == ["Copper", "Copper", "Duchy", "Duchy", "Province"]
    assert zone(g, 0, "deck") == [] and zone(g, 0, "discard") == []
    # The log shows it as it happens: draw 3, shuffle, draw 2.
    steps = [
        (e.kind, sorted(e.cards)) for e in g.events[start:] if e.seat == 0 and e.kind in ("draw", "shuffle")
    ]
    assert steps == [
        ("draw", ["Duchy", "Duchy", "Province"]),
        ("shuffle", []),
        ("draw", ["Copper", "Copper"]),
    ]


def test_7_cleanup_old_deck_cards_are_drawn_before_the_shuffle():
    g = build(hands={0: ["Silver"]}, decks={0: ["Duchy"] * 3}, discards={0: ["Estate"] * 10}, seed=3)
    act(g, "treasures:all", "buy:Copper")
    h = zone(g, 0, "hand")
    assert h.count("Duchy") == 3 and len(h) == 5
    # the new deck holds the rest: 10 Estates + Silver + bought Copper - the 2 drawn
    assert len(zone(g, 0, "deck")) == 10
    assert zone(g, 0, "discard") == []


# ---------------------------------------------------------------- 8. Moat against Witch


def test_8_moat_against_witch_attacker_still_draws():
    g = build(["Witch"], hands={0: ["Witch"], 1: ["Moat", "Copper"]}, decks={0: ["Gold", "Gold"]})
    curses = len(g.piles[g.pile_index["Curse"]])
    act(g, "play:Witch")
    d = g.decision
    assert (d.seat, d.kind) == (1, "reaction")
    assert ids(g) == {"reveal:Moat", "done"}
    act(g, "reveal:Moat")
    assert hand(g) == ["Gold", "Gold"]
    assert zone(g, 1, "discard") == []
    assert hand(g, 1) == ["Copper", "Moat"]  # Moat stays in hand
    assert len(g.piles[g.pile_index["Curse"]]) == curses
    assert g.decision.seat == 0


def test_8_moat_not_revealed_gets_the_curse():
    g = build(["Witch"], hands={0: ["Witch"], 1: ["Moat"]}, decks={0: ["Gold", "Gold"]})
    act(g, "play:Witch", "done")
    assert zone(g, 1, "discard") == ["Curse"]


def test_8_moat_may_be_revealed_again_for_each_attack():
    g = build(
        ["Witch", "Throne Room"],
        players=3,
        hands={0: ["Throne Room", "Witch"], 1: ["Moat"], 2: ["Copper"]},
        decks={0: ["Copper"] * 4},
    )
    act(g, "play:Throne Room", "play:Witch")
    assert (g.decision.seat, g.decision.kind) == (1, "reaction")
    act(g, "reveal:Moat")
    assert len(g.players[0].hand) == 2
    assert zone(g, 2, "discard") == ["Curse"]
    # The second play of Witch is a new attack: Moat is offered again.
    assert (g.decision.seat, g.decision.kind) == (1, "reaction")
    assert ids(g) == {"reveal:Moat", "done"}
    act(g, "reveal:Moat")
    assert len(g.players[0].hand) == 4
    assert zone(g, 1, "discard") == []
    assert zone(g, 2, "discard") == ["Curse", "Curse"]


def test_8_moat_revealed_only_for_the_first_of_two_attacks():
    g = build(
        ["Witch", "Throne Room"], hands={0: ["Throne Room", "Witch"], 1: ["Moat"]}, decks={0: ["Copper"] * 4}
    )
    act(g, "play:Throne Room", "play:Witch", "reveal:Moat", "done")
    assert zone(g, 1, "discard") == ["Curse"]


def test_8_moat_against_militia_and_bureaucrat():
    g = build(["Bureaucrat"], hands={0: ["Militia"], 1: ["Moat", "Estate", "Copper", "Copper", "Copper"]})
    act(g, "play:Militia", "reveal:Moat")
    assert len(g.players[1].hand) == 5 and g.coins == 2
    g = build(["Bureaucrat"], hands={0: ["Bureaucrat"], 1: ["Moat", "Estate"]})
    act(g, "play:Bureaucrat", "reveal:Moat")
    assert hand(g, 1) == ["Estate", "Moat"] and zone(g, 1, "deck") == []
    assert zone(g, 0, "deck") == ["Silver"]


# ---------------------------------------------------------------- 9. Poacher counts empty Supply piles


def test_9_poacher_counts_any_empty_supply_pile_including_copper_curse_and_poacher():
    g = build(
        ["Poacher"],
        hands={0: ["Poacher", "Estate", "Estate", "Gold", "Silver"]},
        decks={0: ["Duchy"]},
        piles={"Copper": 0, "Curse": 0, "Poacher": 0},
    )
    act(g, "play:Poacher")
    for _ in range(3):
        assert (g.decision.seat, g.decision.kind) == (0, "discard")
        act(g, "discard:Estate" if "discard:Estate" in ids(g) else "discard:Duchy")
    assert g.decision.kind == "buy"
    assert hand(g) == ["Gold", "Silver"]
    assert sorted(zone(g, 0, "discard")) == ["Duchy", "Estate", "Estate"]


def test_9_poacher_ignores_the_trash_and_nonempty_piles():
    g = build(
        ["Poacher"],
        hands={0: ["Poacher", "Estate"]},
        decks={0: ["Duchy"]},
        piles={"Gold": 1},
        trash=["Copper"],
    )
    act(g, "play:Poacher")
    assert g.decision.kind == "buy" and hand(g) == ["Duchy", "Estate"]


# ---------------------------------------------------------------- 10. Game end at end of turn, ties


def test_10_game_end_conditions_are_checked_at_end_of_turn_only():
    g = build(
        ["Festival"], hands={0: ["Festival", "Gold", "Gold", "Gold", "Gold", "Gold"]}, piles={"Province": 1}
    )
    act(g, "play:Festival", "treasures:all", "buy:Province")
    assert not g.over and g.decision.kind == "buy"
    act(g, "done")
    assert g.over and g.end_reason == "provinces"


def test_10_three_piles_end_with_four_players_but_five_need_four():
    for players, names, over in [
        (4, ["Curse", "Estate", "Cellar"], True),
        (5, ["Curse", "Estate", "Cellar"], False),
        (5, ["Curse", "Estate", "Cellar", "Copper"], True),
        (6, ["Curse", "Estate", "Cellar"], False),
        (6, ["Curse", "Estate", "Cellar", "Chapel"], True),
    ]:
        g = build(players=players, hands={0: []}, piles={n: 0 for n in names})
        act(g, "done")
        assert g.over is over, (players, names)
        assert (g.end_reason == "piles") is over


def test_10_ties_fewer_turns_wins_else_shared():
    g = build(hands={0: ["Gold"] * 3}, discards={1: ["Province"]}, piles={"Province": 1})
    act(g, "treasures:all", "buy:Province")
    assert DOMINION.outcome(g).winners == (1,)
    g = build(hands={0: [], 1: ["Gold"] * 3}, discards={0: ["Province"]}, piles={"Province": 1})
    act(g, "done", "treasures:all", "buy:Province")
    assert DOMINION.outcome(g).winners == (0, 1)


# ---------------------------------------------------------------- 25. The 2nd edition book's example game


def test_25_book_example_game():
    g = build(
        FIRST_GAME,
        hands={0: ["Estate", "Copper", "Copper", "Copper", "Copper"], 1: ["Copper"] * 5},
        decks={0: ["Estate", "Copper", "Copper", "Estate", "Copper"], 1: ["Estate"] * 5},
    )
    me = g.players[0]

    # Turn 1: no Action cards, so straight to the buy phase; 4 Coppers buy a Remodel.
    assert (g.decision.seat, g.decision.kind) == (0, "buy")
    assert not any(i.startswith("play:") and i != "play:Copper" for i in ids(g))
    act(g, "treasures:all")
    assert g.coins == 4
    assert zone(g, 0, "play") == ["Copper"] * 4
    act(g, "buy:Remodel")
    # Cleanup: the Coppers and the Estate go to the discard pile; draw 2 Estates + 3 Coppers.
    assert sorted(zone(g, 0, "discard")) == ["Copper"] * 4 + ["Estate", "Remodel"]
    assert hand(g) == ["Copper", "Copper", "Copper", "Estate", "Estate"]
    assert zone(g, 0, "deck") == []  # empty, but not shuffled until a draw needs it
    assert zone(g, 0, "play") == []
    assert g.current == 1

    act(g, "done")  # the opponent's turn
    assert g.current == 0 and me.turns == 2

    # Turn 2: 3 Coppers buy a Silver.
    assert g.decision.kind == "buy"
    act(g, "treasures:all")
    assert g.coins == 3
    rng = StackedRng(["Estate", "Silver", "Copper", "Copper", "Remodel"])
    g.rng = rng
    act(g, "buy:Silver")
    # Cleanup: deck empty, so the whole discard pile (this turn's cards included) is shuffled.
    assert rng.shuffled == [sorted(["Remodel", "Silver"] + ["Copper"] * 7 + ["Estate"] * 3)]
    assert hand(g) == ["Copper", "Copper", "Estate", "Remodel", "Silver"]
    assert sorted(zone(g, 0, "deck")) == ["Copper"] * 5 + ["Estate"] * 2
    assert zone(g, 0, "discard") == []
    assert g.current == 1

    act(g, "done")  # the opponent's turn
    assert g.current == 0

    # Turn 3: Remodel an Estate into a Smithy.
    assert (g.decision.kind, ids(g)) == ("play_action", {"play:Remodel", "done"})
    act(g, "play:Remodel")
    assert ids(g) == {"trash:Estate", "trash:Copper", "trash:Silver"}  # mandatory: no "done"
    act(g, "trash:Estate")
    assert trashed(g) == ["Estate"]
    assert "gain:Smithy" in ids(g) and "gain:Militia" in ids(g) and "gain:Market" not in ids(g)
    act(g, "gain:Smithy")
    assert zone(g, 0, "discard") == ["Smithy"]
    # 2 Coppers + Silver make $4: buy a Militia.
    assert g.decision.kind == "buy"
    act(g, "treasures:all")
    assert g.coins == 4
    act(g, "buy:Militia")
    # Cleanup: discard everything, draw 5 from the 7-card deck.
    assert sorted(zone(g, 0, "discard")) == ["Copper", "Copper", "Militia", "Remodel", "Silver", "Smithy"]
    assert zone(g, 0, "play") == []
    assert len(me.hand) == 5 and len(me.deck) == 2
    assert sorted(zone(g, 0, "hand") + zone(g, 0, "deck")) == ["Copper"] * 5 + ["Estate"] * 2
    assert len(me.all_cards()) == 13
    assert len(rng.shuffled) == 1  # only the one shuffle of turn 2
    assert g.current == 1 and not g.over
