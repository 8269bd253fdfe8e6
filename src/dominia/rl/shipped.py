"""The trained policies that ship with Dominia (`policies/<name>.npz`, each file naming the
game and configuration it was trained in), as agents: a seat named `policy:<name>` (the
terminal, the simulator) is made by `shipped_policy(name, seed)`, which the game's bots registry
finds through its entry point in the group "dominia.policies.<game>" (pyproject.toml). Playing
one needs numpy only: no torch, no gymnasium. What each shipped policy is and how it was
trained: docs/agents.md."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from dominia.core.decision import Decision
from dominia.core.encoding import UnmappedChoice
from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg
from dominia.rl.npz_policy import NumpyPolicy, catalog_digest
from dominia.rl.policy import PolicyAgent


@cache
def load(name: str) -> NumpyPolicy:
    """A shipped policy by name (read once per process)."""
    path = resources.files("dominia.rl").joinpath("policies", f"{name}.npz")
    try:
        with resources.as_file(path) as real:
            return NumpyPolicy.load(real)
    except (OSError, ValueError, KeyError) as exc:
        error = f"{type(exc).__name__}: {exc}"
        raise InvalidOptions(msg("rl-policy-file", path=str(path), error=error)) from exc


class ShippedPolicyAgent(PolicyAgent):
    """A shipped policy in a seat: refuses, with a clear error, a game of another configuration
    than the one it was trained in (its observation would mean something else)."""

    def __init__(self, name: str, policy: NumpyPolicy) -> None:
        meta = self.meta = policy.meta
        super().__init__(meta["game"], meta["options"], policy, name=f"policy:{name}")
        self.players = int(meta["options"].get("players", 2))
        if catalog_digest(self.encoding.catalog.keys) != meta["catalog"]:
            raise self._other()

    def _other(self) -> InvalidOptions:
        options = json.dumps(self.meta["options"], sort_keys=True)
        game = self.meta["game"]
        return InvalidOptions(msg("rl-policy-game", policy=self.name, game=game, options=options))

    def choose(self, view: Any, decision: Decision) -> str:
        if getattr(view, "num_players", self.players) != self.players:
            raise self._other()
        try:
            return super().choose(view, decision)
        except (KeyError, UnmappedChoice) as exc:  # a card or a move its configuration has not
            raise self._other() from exc


def shipped_policy(name: str, seed: int) -> ShippedPolicyAgent:
    """The shipped policy `name` in a seat: the factory each shipped policy's entry point names
    (greedy: the seed changes nothing; the same game gives the same moves)."""
    return ShippedPolicyAgent(name, load(name))
