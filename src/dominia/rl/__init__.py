"""Learning environments for every game with an encoding in its spec (`GameSpec.encoding`):
Gymnasium (`DominiaGymEnv`, registered as `dominia/Dominion-v0`, `dominia/Domination-v0`,
`dominia/Dominaria-v0`) and PettingZoo AEC (`DominiaAECEnv`). Needs the `rl` extra (gymnasium,
pettingzoo, numpy). No game package is imported here: each game's encoding is read through its
spec.

    import gymnasium as gym
    import dominia.rl  # registers the environments

    env = gym.make("dominia/Dominion-v0", options={"kingdom": "first-game"}, opponents=["big-money"])
"""

from __future__ import annotations

from typing import Any

import gymnasium

# (environment id, game name): one id per built-in game
ENV_IDS = {
    "dominia/Dominion-v0": "dominion",
    "dominia/Domination-v0": "domination",
    "dominia/Dominaria-v0": "dominaria",
}

for _id, _game in ENV_IDS.items():
    if _id not in gymnasium.registry:
        gymnasium.register(id=_id, entry_point="dominia.rl.gym_env:DominiaGymEnv", kwargs={"game": _game})

_LAZY = {
    "DominiaGymEnv": "dominia.rl.gym_env",
    "DominiaAECEnv": "dominia.rl.aec_env",
    "aec_env": "dominia.rl.aec_env",
    "PolicyAgent": "dominia.rl.policy",
    "encoding_for": "dominia.rl.catalog",
}


def __getattr__(name: str) -> Any:  # the modules load on first use
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(name)
    import importlib

    return getattr(importlib.import_module(module), name)


__all__ = ["ENV_IDS", "DominiaAECEnv", "DominiaGymEnv", "PolicyAgent", "aec_env", "encoding_for"]
