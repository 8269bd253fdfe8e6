"""Self-play on the PettingZoo environment: MaskablePPO (sb3-contrib) plays one seat of
`DominiaAECEnv`, and the other seat is played by frozen copies of itself (a pool of past
policies, exported to numpy every `--refresh` steps). Every `--eval-every` steps the greedy
policy is played against `random` and `big-money`, seats alternating.

    pip install -e '.[rl,train]'
    nice -n 15 python examples/rl/selfplay_pettingzoo.py --minutes 10

With `--start dominion-ppo.npz` (an export of examples/rl/ppo_dominion.py, or the shipped
src/dominia/rl/policies/dominion-ppo.npz) the learner and its pool start from those weights.
Figures: docs/agents.md.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium
import numpy as np
import torch
from ppo_dominion import OPTIONS, evaluate, export
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import DummyVecEnv

from dominia.rl.aec_env import DominiaAECEnv
from dominia.rl.npz_policy import NumpyPolicy, symlog


class SelfPlay(gymnasium.Env):  # type: ignore[type-arg]
    """One seat of a PettingZoo AEC game as a gymnasium env; the other seats answer with a
    policy drawn from the pool at each reset (the pool is shared, refreshed by the callback)."""

    def __init__(self, seat: int, pool: list[NumpyPolicy], seed: int) -> None:
        self.aec = DominiaAECEnv("dominion", OPTIONS)
        self.me = self.aec.possible_agents[seat]
        self.pool = pool
        self.rng = np.random.default_rng(seed)
        space = self.aec.observation_space(self.me)["observation"]
        low, high = symlog(space.low), symlog(space.high)
        self.observation_space = gymnasium.spaces.Box(low, high, dtype=np.float32)
        self.action_space = self.aec.action_space(self.me)
        self.episode = 0
        self.seed0 = seed
        self.opponent: NumpyPolicy | None = None

    def _advance(self) -> tuple[np.ndarray, float, bool]:
        """Plays the others until the learner is asked or the game ends."""
        aec = self.aec
        while True:
            agent = aec.agent_selection
            if aec.terminations[agent] or aec.truncations[agent]:
                obs = aec.observe(self.me)
                self._mask = obs["action_mask"]
                reward = float(aec._cumulative_rewards[self.me])
                return symlog(obs["observation"]).astype(np.float32), reward, True
            if agent == self.me:
                obs = aec.observe(agent)
                self._mask = obs["action_mask"]
                return symlog(obs["observation"]).astype(np.float32), 0.0, False
            o = aec.observe(agent)
            aec.step(self._opponent_move(o))

    def _opponent_move(self, o: dict[str, np.ndarray]) -> int:
        if self.opponent is None:  # (an empty pool: random legal play)
            return int(self.rng.choice(np.flatnonzero(o["action_mask"])))
        return self.opponent(o["observation"], o["action_mask"])

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> Any:
        self.episode += 1
        self.aec.reset(seed=self.seed0 * 1_000_003 + self.episode)
        self.opponent = self.pool[int(self.rng.integers(len(self.pool)))] if self.pool else None
        obs, _, _ = self._advance()
        return obs, {}

    def step(self, action: Any) -> Any:
        self.aec.step(int(action))
        obs, reward, done = self._advance()
        return obs, reward, done, False, {}

    def action_masks(self) -> np.ndarray:
        return self._mask.astype(bool)


def load_into(model: MaskablePPO, policy: NumpyPolicy) -> None:
    """Copies an export's layers into the actor (the inverse of `export`)."""
    linears = [m for m in model.policy.mlp_extractor.policy_net if isinstance(m, torch.nn.Linear)]
    linears.append(model.policy.action_net)
    with torch.no_grad():
        for m, (w, b) in zip(linears, policy.layers, strict=True):
            m.weight.copy_(torch.as_tensor(w.T))
            m.bias.copy_(torch.as_tensor(b))


class Pool(BaseCallback):
    def __init__(self, pool: list[NumpyPolicy], args: argparse.Namespace, keys: Any, size: int) -> None:
        super().__init__()
        self.pool, self.args, self.keys, self.size = pool, args, keys, size
        self.next_refresh, self.next_eval = args.refresh, 0
        self.t0 = time.time()
        self.deadline = self.t0 + 60 * args.minutes

    def _on_step(self) -> bool:
        if self.num_timesteps >= self.next_refresh:
            self.next_refresh += self.args.refresh
            self.pool.append(export(self.model, self.keys, self.size))  # type: ignore[arg-type]
            del self.pool[: -self.args.pool]
        if self.num_timesteps >= self.next_eval:
            self.next_eval += self.args.eval_every
            policy = export(self.model, self.keys, self.size)  # type: ignore[arg-type]
            games = self.args.eval_games
            rates = {o: evaluate(policy, o, games, seed=20_000) for o in ("random", "big-money")}
            text = "  ".join(f"vs {o} {r:.3f}" for o, r in rates.items())
            print(f"{self.num_timesteps:>9} steps {time.time() - self.t0:7.0f} s  {text}", flush=True)
            policy.save(self.args.out)
        return time.time() < self.deadline


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--minutes", type=float, default=10.0)
    ap.add_argument("--timesteps", type=int, default=5_000_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--envs", type=int, default=4)
    ap.add_argument("--pool", type=int, default=5, help="past selves kept as opponents")
    ap.add_argument("--refresh", type=int, default=20_000)
    ap.add_argument("--eval-every", type=int, default=50_000)
    ap.add_argument("--eval-games", type=int, default=100)
    ap.add_argument("--start", default="", help="an .npz export to start the learner and the pool from")
    ap.add_argument("--out", default="dominion-selfplay.npz")
    args = ap.parse_args()
    torch.set_num_threads(1)
    pool: list[NumpyPolicy] = []

    def make(i: int) -> gymnasium.Env:  # type: ignore[type-arg]
        return ActionMasker(SelfPlay(i % 2, pool, args.seed + i), lambda e: e.action_masks())

    vec = DummyVecEnv([lambda i=i: make(i) for i in range(args.envs)])
    inner = vec.envs[0].unwrapped
    keys, size = inner.aec.catalog.keys, inner.observation_space.shape[0]
    model = MaskablePPO(
        "MlpPolicy",
        vec,
        learning_rate=1e-4 if args.start else 3e-4,
        n_steps=512,
        batch_size=256,
        n_epochs=4,
        gamma=0.995,
        ent_coef=0.001 if args.start else 0.01,
        policy_kwargs={"net_arch": {"pi": [128, 128], "vf": [128, 128]}},
        seed=args.seed,
        verbose=0,
    )
    if args.start:
        start = NumpyPolicy.load(args.start)
        load_into(model, start)
        pool.append(start)
    t0, c0 = time.time(), time.process_time()
    model.learn(total_timesteps=args.timesteps, callback=Pool(pool, args, keys, size))
    wall, cpu = time.time() - t0, time.process_time() - c0
    print(f"done: {model.num_timesteps} steps in {wall:.0f} s wall ({cpu:.0f} CPU-s)")


if __name__ == "__main__":
    main()
