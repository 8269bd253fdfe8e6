"""The end-of-game charts of Domination (games/domination/history.py): each player's
territories and armies at the end of each round, checked against what the game's log says
(who claimed and who conquered which territory, and when each round began)."""

from __future__ import annotations

from typing import Any

import pytest

from dominia.core.game import get_game
from dominia.core.record import GameRecord
from dominia.core.runner import run_game
from dominia.games.domination.history import history, series
from dominia.sim.batch import make_agent


def played(bots: list[str], seed: int, **options: Any) -> tuple[GameRecord, Any]:
    game = get_game("domination")
    opts = game.normalize_options({"players": len(bots), **options})
    state = game.setup(opts, seed)
    record = GameRecord("domination", opts, seed, [], [])
    agents = [make_agent("domination", b, seed * 10 + i) for i, b in enumerate(bots)]
    run_game(game, state, agents, record=record)
    return record, state


def from_log(state: Any) -> tuple[list[int], list[list[int]]]:
    """Each seat's territories at the end of each round, rebuilt from the log alone: claims
    give a territory, a conquest moves one; a round ends where a turn of the next begins."""
    owner: dict[int, int] = {}
    rounds: list[int] = []
    counts: list[list[int]] = [[] for _ in range(state.n)]
    now = 0

    def take(r: int) -> None:
        rounds.append(r)
        for s in range(state.n):
            counts[s].append(sum(1 for o in owner.values() if o == s))

    for e in state.events:
        data = e.data or {}
        if e.kind in ("claim", "conquer"):  # a territory taken (a conquest: from its loser)
            owner[data["territory"]["index"]] = e.seat
        elif e.kind == "turn" and data["round"] != now:
            take(now)
            now = data["round"]
    take(now)
    return rounds, counts


@pytest.mark.parametrize(
    ("bots", "seed"), [(["easy", "average"], 1), (["hard", "easy", "average"], 2), (["average"] * 4, 3)]
)
def test_territories_per_round_are_what_the_log_says(bots, seed):
    record, state = played(bots, seed)
    got = series(record)
    rounds, counts = from_log(state)
    assert got["rounds"] == rounds == list(range(rounds[-1] + 1))
    assert got["territories"] == counts
    last = [sum(1 for o in state.owner if o == s) for s in range(state.n)]
    assert [c[-1] for c in got["territories"]] == last


@pytest.mark.parametrize(("bots", "seed"), [(["easy", "hard"], 4), (["average", "average", "easy"], 5)])
def test_armies_are_on_the_territories_held(bots, seed):
    record, state = played(bots, seed)
    got = series(record)
    total = len(state.owner)
    for r in range(len(got["rounds"])):
        held = [got["territories"][s][r] for s in range(state.n)]
        assert sum(held) == total  # every territory is held once the setup is over
        for s in range(state.n):
            assert got["armies"][s][r] >= held[s]  # at least one army on each
            assert (got["armies"][s][r] == 0) == (held[s] == 0)
    ended = [sum(a for o, a in zip(state.owner, state.armies, strict=True) if o == s) for s in range(state.n)]
    assert [a[-1] for a in got["armies"]] == ended
    # a player knocked out (the log's conquest of its last territory) holds nothing after it
    for s in range(state.n):
        if not state.alive[s]:
            out = got["territories"][s].index(0)
            assert all(v == 0 for v in got["territories"][s][out:])
            assert all(v == 0 for v in got["armies"][s][out:])


def test_a_setup_the_game_placed_itself_is_round_zero():
    record, state = played(["easy", "easy"], 6, auto_place=True)
    got = series(record)
    assert got["rounds"][0] == 0 and sum(got["territories"][s][0] for s in range(2)) == len(state.owner)
    charts = {c["id"]: c for c in history(record)["charts"]}
    assert set(charts) == {"territories", "armies"}
    assert charts["armies"]["x"] == got["rounds"] and charts["armies"]["x_zero"] == "history-setup"
