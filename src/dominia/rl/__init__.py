"""Learning environments for every game with an encoding in its spec (`GameSpec.encoding`):
Gymnasium (`DominiaGymEnv`, registered as `dominia/<Game>-v0` for each game of the
"dominia.games" entry points, the name capitalized) and PettingZoo AEC (`DominiaAECEnv`). Needs
the `rl` extra (gymnasium, pettingzoo, numpy). No game package is imported here: each game's
encoding is read through its spec, when an environment is made.

    import gymnasium as gym
    import dominia.rl  # registers the environments

    env = gym.make("dominia/<Game>-v0", options={...}, opponents=["<bot>"])
"""

from __future__ import annotations

from typing import Any

try:
    import gymnasium
except ImportError:  # (a shipped policy plays with numpy only: dominia.rl.shipped)
    gymnasium = None  # type: ignore[assignment]


def _env_ids() -> dict[str, str]:
    """Environment id -> game name, one per installed game (read from the entry points' names:
    no game is loaded)."""
    from importlib.metadata import entry_points

    names = sorted(ep.name for ep in entry_points(group="dominia.games"))
    return {f"dominia/{name.capitalize()}-v0": name for name in names}


ENV_IDS = _env_ids()

for _id, _game in ENV_IDS.items():
    if gymnasium is not None and _id not in gymnasium.registry:
        gymnasium.register(id=_id, entry_point="dominia.rl.gym_env:DominiaGymEnv", kwargs={"game": _game})

_LAZY = {
    "DominiaGymEnv": "dominia.rl.gym_env",
    "DominiaAECEnv": "dominia.rl.aec_env",
    "aec_env": "dominia.rl.aec_env",
    "PolicyAgent": "dominia.rl.policy",
    "NumpyPolicy": "dominia.rl.npz_policy",
    "encoding_for": "dominia.rl.catalog",
    "vector_env": "dominia.rl.vector",
}


def __getattr__(name: str) -> Any:  # the modules load on first use
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(name)
    import importlib

    return getattr(importlib.import_module(module), name)


__all__ = [
    "ENV_IDS",
    "DominiaAECEnv",
    "DominiaGymEnv",
    "NumpyPolicy",
    "PolicyAgent",
    "aec_env",
    "encoding_for",
    "vector_env",
]
