"""What the learning-environment tests share: configurations per game and a random masked game."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np

from dominia.core.decision import Decision
from dominia.core.game import get_game

# Several configurations per game: players, sets and kingdoms, maps, modes, card rules.
CONFIGS: dict[str, list[dict[str, Any]]] = {
    "dominion": [
        {"players": 2, "kingdom": "first-game"},
        {"players": 3, "sets": ["base", "base1e"]},
        {"players": 4, "sets": ["dark-ages"]},
        {"players": 2, "sets": ["base", "dark-ages"], "autoplay_treasures": True},
        {"players": 6, "sets": ["base", "base1e", "dark-ages"], "shelters": True},
    ],
    "domination": [
        {"players": 2, "map": "duel"},
        {"players": 3, "map": "classic", "mode": "capital", "cards": "fixed"},
        {"players": 4, "map": "classic", "mode": "mission", "auto_defence": False},
        {"players": 3, "map": "grand", "cards": "italian", "auto_deal": True},
    ],
    "dominaria": [
        {"players": 2},
        {"players": 3, "start_mana": 2},
        {"players": 4},
    ],
}
GAMES = sorted(CONFIGS)
SMALL = {"dominion": {"kingdom": "first-game"}, "domination": {"map": "duel"}, "dominaria": {}}
FAST = {"dominion": ["big-money"], "domination": ["easy"], "dominaria": ["greedy"]}  # quick opponents


def random_game(
    game: str, options: dict[str, Any], seed: int, *, max_steps: int
) -> Iterator[tuple[Any, Decision, list[str]]]:
    """Plays a seeded game with random legal choices; yields (state, decision, legal ids) before
    each move (the caller may check them; the generator then plays a random legal id)."""
    g = get_game(game)
    state = g.setup(g.normalize_options(options), seed, logging=False)
    rng = np.random.default_rng(seed)
    for _ in range(max_steps):
        d = g.pending(state)
        if d is None:
            return
        ids = d.ids()
        yield state, d, ids
        g.apply(state, d.seat, ids[int(rng.integers(len(ids)))])
