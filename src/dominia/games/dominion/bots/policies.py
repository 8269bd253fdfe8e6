"""Trained policies as seats, `policy:<name>`: one per entry point of the group
"dominia.policies.dominion" (dominia.rl ships `dominion-ppo`; an installed package may add its
own), each naming a factory called with the policy's name and the seat's seed. They are not in
the bots' list (each plays only the configuration it was trained in, so the random opponents
of tests and lobbies must not draw one); `make_bot` makes one by name, and the entry point is
loaded only then."""

from __future__ import annotations

import difflib
from importlib.metadata import entry_points

from dominia.core.agent import Agent
from dominia.core.errors import UnknownName

GROUP = "dominia.policies.dominion"
PREFIX = "policy:"


def names() -> list[str]:
    return sorted(PREFIX + ep.name for ep in entry_points(group=GROUP))


def make(name: str, seed: int) -> Agent:
    found = [ep for ep in entry_points(group=GROUP) if PREFIX + ep.name == name]
    if not found:
        raise UnknownName("bot", name, difflib.get_close_matches(name, names()) or names())
    # a factory takes the policy's name (one factory may serve several) and the seat's seed
    agent: Agent = found[0].load()(found[0].name, seed)
    return agent
