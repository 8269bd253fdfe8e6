"""Regenerate the golden playthroughs (run by hand after a deliberate rules change):

.venv/bin/python -m tests.dominion.golden.make_golden
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from dominia.core.game import get_game
from dominia.core.record import GameRecord
from dominia.core.runner import run_game
from dominia.games.dominion.bots import make_bot
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M

HERE = Path(__file__).parent

GAMES = [
    ("first-game-heuristic-vs-bmu", {"players": 2, "kingdom": "first-game"}, 2016, ["heuristic", "bmu"]),
    (
        "interaction-4p",
        {"players": 4, "kingdom": "interaction"},
        1,
        ["heuristic", "random", "big-money", "heuristic"],
    ),
    ("grim-parade-3p", {"players": 3, "kingdom": "grim-parade"}, 12, ["heuristic", "heuristic", "random"]),
    (
        "chivalry-and-revelry-2p",
        {"players": 2, "kingdom": "chivalry-and-revelry"},
        2012,
        ["heuristic", "bmu"],
    ),
    (
        "size-distortion-3p",
        {"players": 3, "kingdom": "size-distortion"},
        77,
        ["heuristic", "heuristic", "random"],
    ),
]


def final_facts(state: Any) -> dict[str, Any]:
    game = get_game("dominion")
    outcome = game.outcome(state)
    assert outcome is not None
    return {
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
        "reason": outcome.reason,
        "turns": [p.turns for p in state.players],
        "cards": [dict(sorted(Counter(T.NAME[c & M] for c in p.all_cards()).items())) for p in state.players],
        "trash": dict(sorted(Counter(T.NAME[c & M] for c in state.trash).items())),
    }


def main() -> None:
    game = get_game("dominion")
    for name, options, seed, bots in GAMES:
        opts = game.normalize_options(options)
        state = game.setup(opts, seed)
        record = GameRecord("dominion", opts, seed, [f"bot:{b}" for b in bots])
        agents = [make_bot(b, seed * 10 + i) for i, b in enumerate(bots)]
        run_game(game, state, agents, record=record)
        record.result = final_facts(state)
        record.save(HERE / f"{name}.json")
        print(name, record.result["scores"], len(record.moves), "moves")


if __name__ == "__main__":
    main()
