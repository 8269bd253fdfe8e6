"""A frozen policy as an Agent: for an opponent in `DominiaGymEnv`, a seat in the simulator
(wrap it in a class made with a seed, `file.py:Name`), or evaluation against the built-in bots.

    agent = PolicyAgent(game, options, lambda obs, mask: my_net(obs, mask))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from dominia.core.decision import Decision
from dominia.rl.catalog import action_mask, encoding_for

Policy = Callable[[np.ndarray, np.ndarray], Any]  # (observation, int8 mask) -> action index


class PolicyAgent:
    """Answers with `policy(observation, mask)` through the configuration's encoding (the same
    options as the environment it was trained in: the layout depends on them)."""

    def __init__(
        self, game: str, options: Mapping[str, Any] | None, policy: Policy, name: str = "policy"
    ) -> None:
        self.encoding = encoding_for(game, options)
        self.policy = policy
        self.name = name

    def choose(self, view: Any, decision: Decision) -> str:
        enc = self.encoding
        obs = enc.observer.encode(view, decision)
        index = int(self.policy(obs, action_mask(enc.catalog, decision)))
        return enc.catalog.choice_for(index, decision)
