"""Domination AIs by name: `make_ai(name, seed)` returns an Agent.

`random` is uniform over the legal choices; `easy`, `average` and `hard` are one
planning AI (`planner.PlannerAI`) with different settings (`planner.LEVELS`). Every AI
sees only a `DominationView` and the pending `Decision`, answers every decision kind
on any map, and has its own seeded stream (thinking never moves the game's dice).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable

from dominia.core.agent import Agent, RandomAgent
from dominia.core.errors import UnknownName
from dominia.core.rng import derive_seed
from dominia.games.domination.ai.planner import LEVELS, PlannerAI

AIS: dict[str, tuple[str, Callable[[int], Agent]]] = {
    "random": ("uniform over the legal choices", RandomAgent),
}


def register_ai(name: str, description: str, factory: Callable[[int], Agent]) -> None:
    AIS[name] = (description, factory)


def _planner(level: str) -> Callable[[int], Agent]:
    def factory(seed: int) -> Agent:
        return PlannerAI(seed, LEVELS[level])

    return factory


for _level, _settings in LEVELS.items():
    register_ai(_level, _settings.description, _planner(_level))


def make_ai(name: str, seed: int = 0) -> Agent:
    """An AI with its own random stream derived from `seed` and its name."""
    try:
        _, factory = AIS[name]
    except KeyError:
        raise UnknownName("AI", name, difflib.get_close_matches(name, list(AIS))) from None
    return factory(derive_seed(seed, f"ai:{name}"))


def ai_names() -> list[str]:
    return list(AIS)


def describe(name: str) -> str:
    return AIS[name][0]


__all__ = ["AIS", "LEVELS", "PlannerAI", "ai_names", "describe", "make_ai", "register_ai"]
