"""The end-of-game charts of Dominion (games/dominion/history.py): each player's VP after each
of its turns and the coins it made in each turn, checked against what the game's log says."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from dominia.core.game import get_game
from dominia.core.record import GameRecord
from dominia.core.runner import run_game
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.history import history, series
from dominia.games.dominion.rules import score
from dominia.sim.batch import make_agent

COIN = {"Copper": 1, "Silver": 2, "Gold": 3}


def played(bots: list[str], seed: int, kingdom: str = "first-game") -> tuple[GameRecord, Any, Any]:
    game = get_game("dominion")
    options = game.normalize_options({"players": len(bots), "kingdom": kingdom})
    state = game.setup(options, seed)
    record = GameRecord("dominion", options, seed, [], [])
    agents = [make_agent("dominion", b, seed * 10 + i) for i, b in enumerate(bots)]
    outcome = run_game(game, state, agents, record=record)
    return record, state, outcome


def by_turn(state: Any) -> dict[tuple[int, int], list[Any]]:
    """The log's events of each (seat, its turn number)."""
    out: dict[tuple[int, int], list[Any]] = defaultdict(list)
    key = None
    for e in state.events:
        if e.kind == "turn":
            key = (e.seat, e.data["turn"])
        elif key is not None:
            out[key].append(e)
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_big_money_coins_are_the_treasures_its_log_says_it_played(seed):
    record, state, _ = played(["big-money", "basic-big-money"], seed)
    coins = series(record)["coins"]
    turns = by_turn(state)
    for seat in range(2):
        assert len(coins[seat]) == state.players[seat].turns
        for n, got in enumerate(coins[seat], start=1):
            events = turns[(seat, n)]
            made = sum(COIN[c] for e in events if e.kind == "play" and e.seat == seat for c in e.cards)
            assert got == made, (seat, n, [(e.kind, e.cards) for e in events])


@pytest.mark.parametrize(
    ("bots", "seed"), [(["militia", "smithy"], 4), (["bmu+market", "witch", "bmu+merchant"], 5)]
)
def test_action_games_make_at_least_what_they_buy_and_what_their_treasures_give(bots, seed):
    record, state, _ = played(bots, seed)
    coins = series(record)["coins"]
    turns = by_turn(state)
    for seat in range(len(bots)):
        assert len(coins[seat]) == state.players[seat].turns
        for n, got in enumerate(coins[seat], start=1):
            events = [e for e in turns[(seat, n)] if e.seat == seat]
            treasures = sum(COIN.get(c, 0) for e in events if e.kind == "play" for c in e.cards)
            spent = sum(T.BY_NAME[c].cost for e in events if e.kind == "buy" for c in e.cards)
            assert got >= max(treasures, spent), (seat, n)
    # somebody made more than its Treasures at some point (a Market or a Militia's +$2)
    assert any(
        got > sum(COIN.get(c, 0) for e in turns[(s, n)] if e.kind == "play" and e.seat == s for c in e.cards)
        for s in range(len(bots))
        for n, got in enumerate(coins[s], start=1)
    )


@pytest.mark.parametrize(("bots", "seed"), [(["big-money", "witch"], 6), (["bmu", "smithy", "militia"], 7)])
def test_vp_after_each_turn_is_the_score_where_the_log_says_the_turn_ended(bots, seed):
    record, state, outcome = played(bots, seed)
    vp = series(record)["vp"]
    assert [v[-1] for v in vp] == list(outcome.scores)
    # each turn ends where the next "turn" event of the log begins: the score there
    game = get_game("dominion")
    g = game.setup(record.options, record.seed)
    seen = len([e for e in g.events if e.kind == "turn"])
    want: list[list[int]] = [[] for _ in bots]
    last = g.current
    for seat, choice in record.moves:
        game.apply(g, seat, choice)
        turns = [e for e in g.events if e.kind == "turn"]
        if len(turns) > seen:
            seen = len(turns)
            want[last].append(score(g, last))
            last = g.current
    want[last].append(score(g, last))  # the turn the game ended in
    assert vp == want
    assert [len(v) for v in vp] == [p.turns for p in state.players]
    assert vp != [[v[0]] * len(v) for v in vp]  # (the VP moved: a test that can fail)


def test_the_charts_say_what_they_show():
    record, _, _ = played(["big-money", "bmu"], 8)
    charts = {c["id"]: c for c in history(record)["charts"]}
    assert set(charts) == {"vp", "coins"}
    assert charts["coins"]["note"] == "history-coins-note" and charts["coins"]["kind"] == "line"
    longest = max(len(s) for s in charts["vp"]["series"])
    assert charts["vp"]["x"] == list(range(1, longest + 1))
