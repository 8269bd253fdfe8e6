"""A registry of agents by name, for a game's bots or AIs: each gets its own seeded stream."""

from __future__ import annotations

import difflib
from collections.abc import Callable

from dominia.core.agent import Agent
from dominia.core.errors import UnknownName
from dominia.core.rng import derive_seed


class AgentRegistry:
    def __init__(self, kind: str, label: str) -> None:
        self.kind = kind  # the word in errors: "AI", "bot"
        self.label = label  # the seed label prefix (kept stable: it decides every game)
        self.entries: dict[str, tuple[str, Callable[[int], Agent]]] = {}

    def register(self, name: str, description: str, factory: Callable[[int], Agent]) -> None:
        self.entries[name] = (description, factory)

    def make(self, name: str, seed: int = 0) -> Agent:
        """An agent with its own random stream derived from `seed` and its name."""
        try:
            _, factory = self.entries[name]
        except KeyError:
            raise UnknownName(self.kind, name, difflib.get_close_matches(name, list(self.entries))) from None
        return factory(derive_seed(seed, f"{self.label}:{name}"))

    def names(self) -> list[str]:
        return list(self.entries)

    def describe(self, name: str) -> str:
        return self.entries[name][0]
