"""The end-of-game chart of Heroes of Dominaria (games/dominaria/history.py): a bar per player
of its score by source, checked against the scores the game's end says."""

from __future__ import annotations

import pytest

from dominia.core.game import get_game
from dominia.core.record import GameRecord
from dominia.core.runner import run_game
from dominia.games.dominaria.history import history
from dominia.games.dominaria.scoring import SOURCES
from dominia.sim.batch import make_agent


@pytest.mark.parametrize(
    ("bots", "seed"), [(["greedy", "leylines"], 1), (["cabal", "artifacts", "manaliths"], 2)]
)
def test_each_bar_is_the_players_score_by_source(bots, seed):
    game = get_game("dominaria")
    options = game.normalize_options({"players": len(bots)})
    state = game.setup(options, seed)
    record = GameRecord("dominaria", options, seed, [], [])
    agents = [make_agent("dominaria", b, seed * 10 + i) for i, b in enumerate(bots)]
    outcome = run_game(game, state, agents, record=record)
    (chart,) = history(record)["charts"]
    assert chart["kind"] == "stack" and chart["id"] == "score"
    parts = [p["id"] for p in chart["parts"]]
    assert set(parts) <= set(SOURCES)
    breakdown = outcome.details["breakdown"]
    for seat, bar in enumerate(chart["bars"]):
        assert sum(bar) == outcome.scores[seat] == chart["totals"][seat]
        assert dict(zip(parts, bar, strict=True)) == {k: breakdown[seat][k] for k in parts}
        assert all(breakdown[seat][k] == 0 for k in SOURCES if k not in parts)  # a source nobody scored
    assert all(any(bar[k] for bar in chart["bars"]) for k in range(len(parts)))
    assert [p["label"] for p in chart["parts"]] == [f"web-score-{k}" for k in parts]
