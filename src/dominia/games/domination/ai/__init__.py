"""Domination AIs by name: `make_ai(name, seed)` returns an Agent.

`random` is uniform over the legal choices; `easy`, `average` and `hard` are one
planning AI (`planner.PlannerAI`) with different settings (`planner.LEVELS`). Every AI
sees only a `DominationView` and the pending `Decision`, answers every decision kind
on any map, and has its own seeded stream (thinking never moves the game's dice).
"""

from __future__ import annotations

from collections.abc import Callable

from dominia.core.agent import Agent, RandomAgent
from dominia.core.registry import AgentRegistry
from dominia.games.domination.ai.planner import LEVELS, PlannerAI

REGISTRY = AgentRegistry("AI", "ai")
AIS = REGISTRY.entries
register_ai = REGISTRY.register
make_ai = REGISTRY.make
ai_names = REGISTRY.names
describe = REGISTRY.describe
register_ai("random", "uniform over the legal choices", RandomAgent)


def _planner(level: str) -> Callable[[int], Agent]:
    def factory(seed: int) -> Agent:
        return PlannerAI(seed, LEVELS[level])

    return factory


for _level, _settings in LEVELS.items():
    register_ai(_level, _settings.description, _planner(_level))


__all__ = ["AIS", "LEVELS", "PlannerAI", "ai_names", "describe", "make_ai", "register_ai"]
