"""Heroes of Dominaria AIs by name: `make_ai(name, seed)` returns an Agent.

`random` is uniform over the legal choices; `greedy` takes the best single action each time
by its immediate worth (score and mana); `planner` plans whole turns with a full valuation of
the position (`evaluate.Evaluator`). The single-minded strategies are the planner limited to
one way of scoring; `benchmarks/dominaria_ai.py` plays them against the planner to check the
balance of the component set.
"""

from __future__ import annotations

from collections.abc import Callable

from dominia.core.agent import Agent, RandomAgent
from dominia.core.registry import AgentRegistry
from dominia.games.dominaria.ai.agents import PlanningAI
from dominia.games.dominaria.ai.evaluate import Profile

BEST = "planner"

PROFILES: dict[str, Profile] = {
    p.name: p
    for p in (
        Profile(
            "greedy",
            "the best single action each time, for its score and mana now",
            future=False,
            mana=0.35,
            replan=True,
        ),
        Profile("planner", "plans whole turns: income, reach, quests and public quests weighed to the end"),
        Profile(
            "leylines",
            "single-minded: only Leylines (and quests)",
            abilities=("leyline",),
            tracks={"leylines": 0.5},
        ),
        Profile(
            "manaliths",
            "single-minded: only Manaliths (and quests)",
            abilities=("manalith",),
            tracks={"manaliths": 0.5},
        ),
        Profile(
            "cabal",
            "single-minded: only confronting the Cabal (and quests)",
            abilities=("confront",),
            tracks={"cabal": 0.5},
        ),
        Profile(
            "artifacts", "single-minded: only exploring for artifacts (and quests)", abilities=("explore",)
        ),
        Profile("quest-first", "single-minded: quests above all", quests=2.5),
    )
}

REGISTRY = AgentRegistry("AI", "ai")
AIS = REGISTRY.entries
make_ai = REGISTRY.make
ai_names = REGISTRY.names
describe = REGISTRY.describe
REGISTRY.register("random", "uniform over the legal choices", RandomAgent)


def _factory(profile: Profile) -> Callable[[int], Agent]:
    def make(seed: int) -> Agent:
        return PlanningAI(seed, profile)

    return make


for _profile in PROFILES.values():
    REGISTRY.register(_profile.name, _profile.description, _factory(_profile))

SINGLE_MINDED = ("leylines", "manaliths", "cabal", "artifacts", "quest-first")

__all__ = ["AIS", "BEST", "PROFILES", "SINGLE_MINDED", "ai_names", "describe", "make_ai"]
