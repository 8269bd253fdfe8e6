"""Heroes of Dominaria AIs by name: `make_ai(name, seed)` returns an Agent.

The levels every game names alike come first: `easy` (the greedy AI), `medium` (the planner)
and `hard` (`lookahead.SearchAI`: the planner's best plans played on in redealt worlds). The
named AIs follow: `random` is uniform over the legal choices; `greedy` takes the best single
action each time by its immediate worth (score and mana); `planner` plans whole turns with a
full valuation of the position (`evaluate.Evaluator`); `greedy` and `planner` are the same AIs
as `easy` and `medium`. The single-minded strategies are the planner limited to one way of
scoring; `benchmarks/dominaria_ai.py` plays them against the planner to check the balance of
the component set, and measures the levels' strength (the figures in their descriptions).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from dominia.core.agent import Agent, RandomAgent
from dominia.core.registry import AgentRegistry
from dominia.games.dominaria.ai.agents import PlanningAI
from dominia.games.dominaria.ai.evaluate import Profile
from dominia.games.dominaria.ai.lookahead import Budget, SearchAI

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

# What the levels say of themselves (the English of the tables' `bot-easy`...; the figures
# are 2-player win rates measured by the benchmark).
LEVEL_TEXT = {
    "easy": (
        "the greedy AI (level 1): the best single action each time; "
        "wins 100% of 2-player games against random"
    ),
    "medium": "the planner (level 2): plans whole turns; wins 88% of 2-player games against easy",
    "hard": (
        "level 3: tries the planner's best plans in redealt worlds, playing on through its next turn; "
        "wins 66% of 2-player games against medium"
    ),
}

REGISTRY = AgentRegistry("AI", "ai")
AIS = REGISTRY.entries
make_ai = REGISTRY.make
ai_names = REGISTRY.names
describe = REGISTRY.describe

# The `hard` level's search: the planner's four best distinct plans, each in two worlds, every
# seat played by the planner through this seat's next turn; another plan must beat the
# planner's own by a quarter VP a world (docs/dominaria.md, issue 19).
HARD = Budget(plans=4, worlds=2, policy="planner", distinct=True, edge=0.25, win=5.0)
# Its weights, for its plans and the rollouts: the planner's, with mana worth 1.6 times as
# much (the planner so weighted alone beat the planner in 62% of 200 games, other seeds than
# the levels'; 1.2: 55%, 1.4: 61%, 0.8: 47%).
HARD_PROFILE = replace(PROFILES["planner"], name="hard", mana=1.6)


def _factory(profile: Profile) -> Callable[[int], Agent]:
    def make(seed: int) -> Agent:
        return PlanningAI(seed, profile)

    return make


def _hard(seed: int) -> Agent:
    return SearchAI(seed, HARD_PROFILE, HARD)


# The levels, with their measured strength (benchmarks/dominaria_ai.py --only levels).
LEVELS = {"easy": "greedy", "medium": "planner", "hard": "hard"}
REGISTRY.register("easy", LEVEL_TEXT["easy"], _factory(PROFILES["greedy"]))
REGISTRY.register("medium", LEVEL_TEXT["medium"], _factory(PROFILES["planner"]))
REGISTRY.register("hard", LEVEL_TEXT["hard"], _hard)
REGISTRY.register("random", "uniform over the legal choices", RandomAgent)
for _profile in PROFILES.values():
    REGISTRY.register(_profile.name, _profile.description, _factory(_profile))

SINGLE_MINDED = ("leylines", "manaliths", "cabal", "artifacts", "quest-first")

__all__ = ["AIS", "BEST", "LEVELS", "PROFILES", "SINGLE_MINDED", "ai_names", "describe", "make_ai"]
