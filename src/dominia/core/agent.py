"""The Agent protocol: an agent sees a view and a decision, never the state."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from dominia.core.decision import Decision
from dominia.core.rng import Rng


@runtime_checkable
class Agent(Protocol):
    """A player the program plays: it is given its seat's view (never the state) and the
    decision asked, and answers with one choice id. Any object with `choose` will do."""

    name: str

    def choose(self, view: Any, decision: Decision) -> str:
        """Return the id of one of `decision.choices`."""


class RandomAgent:
    """Uniform over the legal choices; its own seeded stream."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Any, decision: Decision) -> str:
        return self.rng.choice(decision.choices).id
