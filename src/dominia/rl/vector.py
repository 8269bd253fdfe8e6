"""Many copies of a `DominiaGymEnv` stepped together (gymnasium's vector environments), for
batched rollouts: `infos["action_mask"]` is then one mask per copy (`(num_envs, n)`).

    envs = vector_env(game, 8, options=..., opponents=[...])
    obs, infos = envs.reset(seed=0)           # copy i is seeded seed + i
    obs, rewards, terminated, truncated, infos = envs.step(actions)

A copy that ends is reset in the same step (`AutoresetMode.SAME_STEP`), so the observation and
mask returned are always those of a live game; the finished game's are in `infos["final_obs"]`
and `infos["final_info"]`.
"""

from __future__ import annotations

from typing import Any

import gymnasium
from gymnasium.vector import AsyncVectorEnv, AutoresetMode, SyncVectorEnv

from dominia.rl.gym_env import DominiaGymEnv


def vector_env(
    game: str, num_envs: int, *, asynchronous: bool = False, **env_kwargs: Any
) -> gymnasium.vector.VectorEnv:
    """`num_envs` copies of `DominiaGymEnv(game, **env_kwargs)`, in this process (Sync) or one
    process per copy (`asynchronous=True`: for opponents that think long, on several cores)."""

    def make() -> DominiaGymEnv:
        return DominiaGymEnv(game, **env_kwargs)

    kind = AsyncVectorEnv if asynchronous else SyncVectorEnv
    return kind([make] * num_envs, autoreset_mode=AutoresetMode.SAME_STEP)
