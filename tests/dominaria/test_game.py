"""Setup, rounds, scoring, the tie-break, hidden information, and the book's examples."""

from __future__ import annotations

import pytest

from dominia.core.errors import InvalidOptions
from dominia.core.rng import Rng
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.scenario import (
    begin_turn,
    card_named,
    clear_board,
    scenario,
    set_mana,
    set_player,
)
from dominia.games.dominaria.scoring import breakdown, held_vp, winners
from dominia.games.dominaria.state import OVER
from tests.dominaria.helpers import FIXTURES, do, ids, kind, pool

# ---------------------------------------------------------------- setup


def test_each_player_is_dealt_four_quests_and_keeps_two() -> None:
    g = DOMINARIA.setup({"players": 3}, 5)
    for seat in range(3):
        assert kind(g) == "keep_quest" and g.decision.seat == seat
        offered = ids(g)
        assert len(offered) == 4
        do(g, offered[2])
        assert len(ids(g)) == 3 and offered[2] not in ids(g)
        do(g, offered[0])
    assert [len(p.hand) for p in g.players] == [2, 2, 2]
    assert len(g.quest_deck) == 45 - 6  # the rest went back into the deck


@pytest.mark.parametrize(("players", "order"), [(2, [0, 1, 1, 0]), (3, [0, 1, 2]), (4, [0, 1, 2, 3])])
def test_start_placement_order(players: int, order: list[int]) -> None:
    g = DOMINARIA.setup({"players": players}, 1)
    while kind(g) == "keep_quest":
        do(g, ids(g)[0])
    seen = []
    while kind(g) == "place_hero":
        seen.append(g.decision.seat)
        assert {i.removeprefix("place:") for i in ids(g)} == {
            "Caligo Morass",
            "Orvada",
            "Esturin",
            "Verdura",
            "Bogardan",
        }
        do(g, ids(g)[len(seen) % 5])
    assert seen == order
    heroes = 2 if players == 2 else 1
    assert [len(p.heroes) for p in g.players] == [heroes] * players
    assert g.round == 1 and g.current == 0 and kind(g) == "action"


def test_one_or_two_mana_per_location_at_the_start() -> None:
    for k in (1, 2):
        g = DOMINARIA.setup({"players": 2, "start_mana": k}, 3)
        assert g.mana_on == [k] * 20
        assert sum(g.supply) == 120 - 20 * k


@pytest.mark.parametrize(("players", "rounds"), [(2, 11), (3, 10), (4, 9)])
def test_the_game_ends_after_the_books_number_of_rounds(players: int, rounds: int) -> None:
    g = DOMINARIA.setup({"players": players}, 2)
    turns = 0
    while g.phase != OVER:
        d = g.decision
        if d.kind == "action":
            turns += 1
            do(g, "end")
        else:
            do(g, d.choices[0].id)
    assert turns == players * rounds
    out = DOMINARIA.outcome(g)
    assert out is not None and out.details["rounds"] == rounds


@pytest.mark.parametrize(
    "options",
    [
        {"players": 1},
        {"players": 5},
        {"players": "2"},
        {"start_mana": 3},
        {"colour": "red"},
        {"components": ""},
    ],
)
def test_bad_options_are_refused(options: dict) -> None:
    with pytest.raises(InvalidOptions):
        DOMINARIA.normalize_options(options)


# ---------------------------------------------------------------- the book's examples


def test_brians_example_turn() -> None:
    g = scenario(2, 7)
    comp = g.comp
    clear_board(g)
    set_player(
        g,
        0,
        heroes=["Llanowar", "Urborg"],
        hand=["Gaea's Blessing"],
        pool={"blue": 4, "black": 4, "green": 2},
    )
    begin_turn(g, 0, card_named(comp, colour="red"))
    # The red card put one red mana on each red location.
    assert [g.mana_on[x] for x in comp.by_colour[3]] == [1, 1, 1, 1]
    assert g.moves == 3
    assert "complete:Gaea's Blessing" not in ids(g)
    do(g, "move:Llanowar->Hammerheim", "collect:Hammerheim")
    assert pool(g) == {"blue": 4, "black": 4, "red": 1, "green": 2}
    # 5 mana, one of them the red just collected: 1 red + 4 of any colour.
    do(g, "manalith:Hammerheim", "mana:blue", "mana:black", "mana:blue", "mana:black")
    assert pool(g) == {"blue": 2, "black": 2, "green": 2}
    do(g, "move:Urborg->Orvada")
    do(g, "leyline:Orvada|Urborg", "mana:blue", "mana:black")
    do(g, "leyline:Orvada|Shanodin", "mana:blue")
    # The second Leyline gives 2 green mana, which completes Gaea's Blessing.
    assert pool(g) == {"green": 2}
    do(g, "complete:Gaea's Blessing")
    assert kind(g) == "new_quest" and len(ids(g)) == 2
    keep = ids(g)[1]
    do(g, keep)
    p = g.players[0]
    assert [comp.quests[q].name for q in p.hand] == [keep.removeprefix("keep:")]
    do(g, "move:Orvada->Shanodin")
    assert not [i for i in ids(g) if i.startswith("move:")]  # three Move actions used
    do(g, "end")
    assert p.mtokens == [False, False, False, True, False]  # his red Manalith token
    assert sorted(comp.locations[h].name for h in p.heroes) == ["Hammerheim", "Shanodin"]
    assert [comp.quests[q].name for q in p.quests_done] == ["Gaea's Blessing"]


def _cards_worth(comp, total: int) -> list[str]:  # type: ignore[no-untyped-def]
    """Quest names whose VP add up to exactly `total` (a small subset sum)."""
    best: dict[int, list[str]] = {0: []}
    for q in comp.quests:
        for have, names in list(best.items()):
            s = have + q.vp
            if s <= total and s not in best:
                best[s] = [*names, q.name]
    assert total in best
    return best[total]


def test_the_example_final_board_scores_62() -> None:
    g = scenario(4, 3)
    comp = g.comp
    clear_board(g)
    set_player(
        g,
        0,
        heroes=["Orvada", "Keld", "Urborg", "Tolaria"],
        manaliths=["Orvada", "Keld", "Urborg", "Tolaria", "Llanowar"],
        leylines=[
            ("Orvada", "Shanodin"),
            ("Orvada", "Urborg"),
            ("Orvada", "Benalia"),
            ("Benalia", "Keld"),
            ("Keld", "Estark"),
            ("Sursi", "Estark"),
            ("Sursi", "Yavimaya"),
        ],
        cabal=6,
        quests_done=_cards_worth(comp, 27),
    )
    parts = breakdown(comp, g.players[0])
    assert (parts["heroes"], parts["manaliths"], parts["leylines"], parts["cabal"]) == (9, 10, 8, 8)
    assert parts["total"] == 62


def test_scores_count_tracks_artifacts_and_accomplishments() -> None:
    g = scenario(3, 4)
    comp = g.comp
    set_player(
        g,
        1,
        heroes=["Orvada"],
        manaliths=["Keld"],
        leylines=[],
        cabal=0,
        artifacts=[comp.artifacts[0].name],
        counted=[comp.artifacts[1].name],
    )
    parts = breakdown(comp, g.players[1])
    assert parts["heroes"] == 0 and parts["leylines"] == 0 and parts["cabal"] == 0
    assert parts["manaliths"] == comp.manalith_track[0].vp
    assert parts["artifacts"] == comp.artifacts[0].vp
    assert parts["counted"] == comp.artifacts[1].vp
    held = parts["artifacts"] + parts["quests"] + parts["counted"] + parts["public"]
    assert held_vp(comp, g.players[1]) == held  # the planner's one-sum shortcut
    from dominia.core.agent import RandomAgent

    g = DOMINARIA.setup({"players": 3}, 5, logging=False)
    agents = [RandomAgent(s) for s in range(3)]
    while (d := DOMINARIA.pending(g)) is not None:
        DOMINARIA.apply(g, d.seat, agents[d.seat].choose(DOMINARIA.view(g, d.seat), d))
    for p in g.players:
        b = breakdown(g.comp, p)
        assert held_vp(g.comp, p) == b["artifacts"] + b["quests"] + b["counted"] + b["public"]


def test_the_tie_break_is_completed_quests_then_a_shared_win() -> None:
    g = scenario(3, 4, components=FIXTURES)
    for s in range(3):
        set_player(g, s, heroes=["Orvada"], manaliths=[], leylines=[], cabal=0)
    set_player(g, 0, quests_done=["T Keld"])  # 2 VP, one quest
    set_player(g, 1, quests_done=["T Filler 1", "T Filler 2"])  # 2 VP, two quests
    assert breakdown(g.comp, g.players[0])["total"] == breakdown(g.comp, g.players[1])["total"] == 2
    assert winners(g) == (1,)
    set_player(g, 0, quests_done=["T Filler 3", "T Filler 4"])
    assert winners(g) == (0, 1)  # level on both: a shared win


# ---------------------------------------------------------------- hidden information


def test_others_quests_are_hidden_in_the_view_and_the_log() -> None:
    g = DOMINARIA.setup({"players": 3}, 11)
    while g.phase != "action":
        do(g, ids(g)[0])
    comp = g.comp
    view = DOMINARIA.view(g, 1)
    data = view.to_dict()
    mine = {comp.quests[q].name for q in g.players[1].hand}
    theirs = {comp.quests[q].name for s in (0, 2) for q in g.players[s].hand}
    assert set(data["hand"]) == mine
    text = repr(data)
    assert not any(name in text for name in theirs - mine)
    assert view.player(0).hand == [] and view.hand_size(0) == 2
    assert view.player(1).hand == g.players[1].hand


def test_a_sandbox_redeals_what_the_seat_cannot_know() -> None:
    g = DOMINARIA.setup({"players": 3}, 12)
    while g.phase != "action":
        do(g, ids(g)[0])
    view = DOMINARIA.view(g, 0)
    box = view.sandbox(Rng(5))
    assert box.players[0].hand == g.players[0].hand
    assert sorted(box.quest_deck + box.players[1].hand + box.players[2].hand) == sorted(
        g.quest_deck + g.players[1].hand + g.players[2].hand
    )
    assert box.deck != g.deck or box.quest_deck != g.quest_deck
    before = g.mana_on[:]
    set_mana(box, {"Orvada": 5})
    assert g.mana_on == before  # the sandbox is a copy


def test_a_shallow_copy_shares_every_part_and_a_clone_copies_what_changes() -> None:
    """`shallow` is written out slot by slot (for speed): a slot added to the state and not to
    it would be missing here."""
    from dominia.core.state_base import all_slots
    from dominia.games.dominaria.state import DominariaState

    g = DOMINARIA.setup({"players": 3}, 5, logging=False)
    c = g.shallow()
    for name in all_slots(DominariaState):  # the kernel's slots too
        assert getattr(c, name) is getattr(g, name), name
    deep = g.clone()
    assert deep.players is not g.players and deep.players[0] is not g.players[0]
    assert deep.mana_on == g.mana_on and deep.mana_on is not g.mana_on
    assert DOMINARIA.snapshot(deep) == DOMINARIA.snapshot(g)
