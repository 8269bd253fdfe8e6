"""MaskablePPO (sb3-contrib) learns Dominion's First Game kingdom against `big-money`, then its
policy is exported as plain arrays (`.npz`, played with numpy only: see dominia.rl.npz_policy).

    pip install -e '.[rl,train]'
    nice -n 15 python examples/rl/ppo_dominion.py --minutes 30 --out dominion-ppo.npz

The learner sits in seat 0 in half of the environments and in seat 1 in the others (so it learns
both sides of the first-player advantage). The reward is the share of the win plus a hundredth of
the score difference (a denser signal early on). Every `--eval-every` steps the policy is played
greedily (the legal action of highest logit) against big-money for `--eval-games` games, seats
alternating, and the best export is kept. Figures: docs/agents.md.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import DummyVecEnv

import dominia.rl  # registers dominia/Dominion-v0 (and binds `dominia` for dominia.bot)
from dominia.rl.npz_policy import NumpyPolicy, catalog_digest, symlog

OPTIONS: dict[str, Any] = {"kingdom": "first-game", "players": 2}


class SymlogObservation(gymnasium.ObservationWrapper):  # type: ignore[type-arg]
    """The squashing NumpyPolicy applies, so the exported weights see what training saw."""

    def __init__(self, env: gymnasium.Env) -> None:  # type: ignore[type-arg]
        super().__init__(env)
        box = env.observation_space
        self.observation_space = gymnasium.spaces.Box(
            symlog(box.low),
            symlog(box.high),
            dtype=np.float32,  # type: ignore[attr-defined]
        )

    def observation(self, observation: np.ndarray) -> np.ndarray:
        return symlog(observation).astype(np.float32)


class ShapedReward(gymnasium.Wrapper):  # type: ignore[type-arg]
    """Win share + score difference / 100, given when the game ends."""

    def step(self, action: Any) -> Any:
        obs, reward, terminated, truncated, info = self.env.step(action)
        out = info.get("outcome")
        if terminated and out is not None:
            seat = self.env.unwrapped.seat  # type: ignore[attr-defined]
            scores = out["scores"]
            best_other = max(s for i, s in enumerate(scores) if i != seat)
            reward = float(reward) + 0.01 * (scores[seat] - best_other)
        return obs, reward, terminated, truncated, info


def make_env(seat: int, opponent: str) -> gymnasium.Env:  # type: ignore[type-arg]
    env = gymnasium.make("dominia/Dominion-v0", options=OPTIONS, opponents=[opponent], seat=seat)
    env = ShapedReward(SymlogObservation(env))
    return ActionMasker(env, lambda e: e.unwrapped.action_masks())


def export(model: MaskablePPO, catalog_keys: tuple[str, ...], obs_size: int) -> NumpyPolicy:
    """The actor's layers as arrays: mlp_extractor.policy_net (Linear, Tanh, ...) then action_net."""
    linears = [m for m in model.policy.mlp_extractor.policy_net if isinstance(m, torch.nn.Linear)]
    linears.append(model.policy.action_net)
    layers = [(m.weight.detach().numpy().T.copy(), m.bias.detach().numpy().copy()) for m in linears]
    meta = {
        "game": "dominion",
        "options": OPTIONS,
        "observation_size": obs_size,
        "actions": len(catalog_keys),
        "catalog": catalog_digest(catalog_keys),
        "trained_by": "examples/rl/ppo_dominion.py (MaskablePPO, sb3-contrib)",
    }
    return NumpyPolicy(layers, "tanh", meta)


def evaluate(policy: NumpyPolicy, opponent: str, games: int, seed: int) -> float:
    """The policy's share of wins against `opponent`, seats alternating, greedy play."""
    won = 0.0
    envs = [
        gymnasium.make("dominia/Dominion-v0", options=OPTIONS, opponents=[opponent], seat=s) for s in (0, 1)
    ]
    for g in range(games):
        env = envs[g % 2]
        obs, info = env.reset(seed=seed + g)
        while True:
            obs, reward, terminated, truncated, info = env.step(policy(obs, info["action_mask"]))
            if terminated or truncated:
                won += float(reward)
                break
    return won / games


class Evaluate(BaseCallback):
    def __init__(self, every: int, games: int, opponent: str, out: str, keys: tuple[str, ...], size: int):
        super().__init__()
        self.every, self.games, self.opponent, self.out = every, games, opponent, out
        self.keys, self.size = keys, size
        self.best = -1.0
        self.next = every
        self.t0 = time.time()
        self.deadline = float("inf")

    def _on_step(self) -> bool:
        if self.num_timesteps >= self.next:
            self.next += self.every
            policy = export(self.model, self.keys, self.size)  # type: ignore[arg-type]
            rate = evaluate(policy, self.opponent, self.games, seed=10_000)
            mark = ""
            if rate > self.best:
                self.best = rate
                policy.meta["win_rate_vs_" + self.opponent] = rate
                policy.meta["timesteps"] = self.num_timesteps
                policy.save(self.out)
                mark = " (kept)"
            elapsed = time.time() - self.t0
            print(f"{self.num_timesteps:>9} steps {elapsed:7.0f} s  win rate {rate:.3f}{mark}", flush=True)
        return time.time() < self.deadline


def demonstrations(teacher: str, opponent: str, games: int, seed: int) -> dict[str, np.ndarray]:
    """(observation, mask, action, return) of a built-in bot playing the learner's seat: the
    imitation that starts the policy off (pure PPO from random play wins no game against
    big-money in its first hundred thousand steps: the reward never comes)."""
    obs_l, mask_l, act_l, ret_l = [], [], [], []
    for g in range(games):
        env = make_env(g % 2, opponent)
        inner = env.unwrapped
        bot = dominia.bot("dominion", teacher, seed + g)
        obs, info = env.reset(seed=seed + g)
        start = len(act_l)
        while True:
            d = inner.decision
            view = inner.env.game.view(inner.env.state, inner.seat)
            action = inner.catalog.index(bot.choose(view, d), d)
            obs_l.append(obs)
            mask_l.append(info["action_mask"].astype(bool))
            act_l.append(action)
            obs, reward, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                break
        n = len(act_l) - start
        ret_l.extend(float(reward) * 0.995 ** (n - 1 - t) for t in range(n))
    return {
        "obs": np.array(obs_l, np.float32),
        "mask": np.array(mask_l),
        "action": np.array(act_l, np.int64),
        "ret": np.array(ret_l, np.float32),
    }


def imitate(model: MaskablePPO, data: dict[str, np.ndarray], epochs: int, seed: int) -> None:
    """Cross-entropy of the masked logits on the teacher's moves; the value head regresses the
    discounted final reward."""
    policy = model.policy
    opt = torch.optim.Adam(policy.parameters(), lr=1e-3)
    obs, mask = torch.as_tensor(data["obs"]), torch.as_tensor(data["mask"])
    act, ret = torch.as_tensor(data["action"]), torch.as_tensor(data["ret"])
    gen = torch.Generator().manual_seed(seed)
    for epoch in range(epochs):
        order = torch.randperm(len(act), generator=gen)
        total = 0.0
        for i in range(0, len(act), 512):
            b = order[i : i + 512]
            feats = policy.extract_features(obs[b])
            pi, vf = policy.mlp_extractor(feats)
            logits = policy.action_net(pi).masked_fill(~mask[b], -1e9)
            loss = torch.nn.functional.cross_entropy(logits, act[b])
            loss = loss + 0.5 * torch.nn.functional.mse_loss(policy.value_net(vf).squeeze(-1), ret[b])
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(b)
        print(f"imitation epoch {epoch + 1}: loss {total / len(act):.4f}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--timesteps", type=int, default=2_000_000)
    ap.add_argument("--minutes", type=float, default=30.0, help="stop after this wall time")
    ap.add_argument("--opponent", default="big-money")
    ap.add_argument("--envs", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--eval-every", type=int, default=50_000)
    ap.add_argument("--eval-games", type=int, default=200)
    ap.add_argument("--out", default="dominion-ppo.npz")
    ap.add_argument("--teacher", default="militia", help="a bot to imitate first ('' for none)")
    ap.add_argument("--teacher-games", type=int, default=1500)
    ap.add_argument("--teacher-epochs", type=int, default=8)
    ap.add_argument("--learning-rate", type=float, default=1e-4)
    args = ap.parse_args()
    torch.set_num_threads(1)
    vec = DummyVecEnv([lambda s=i % 2: make_env(s, args.opponent) for i in range(args.envs)])
    base = vec.envs[0].unwrapped
    keys, size = base.catalog.keys, base.observation_space.shape[0]
    model = MaskablePPO(
        "MlpPolicy",
        vec,
        learning_rate=args.learning_rate,
        n_steps=512,
        batch_size=256,
        n_epochs=4,
        gamma=0.995,
        gae_lambda=0.95,
        ent_coef=0.001,
        policy_kwargs={"net_arch": {"pi": [128, 128], "vf": [128, 128]}},
        seed=args.seed,
        verbose=0,
    )
    cb = Evaluate(args.eval_every, args.eval_games, args.opponent, args.out, keys, size)
    t0, c0 = time.time(), time.process_time()
    cb.deadline = t0 + 60 * args.minutes
    if args.teacher:
        data = demonstrations(args.teacher, args.opponent, args.teacher_games, seed=args.seed * 1_000_003)
        print(f"{len(data['action'])} moves of {args.teacher} in {time.time() - t0:.0f} s", flush=True)
        imitate(model, data, args.teacher_epochs, args.seed)
        cb.model = model
        cb.num_timesteps = 0
        cb.next = 0
        cb._on_step()
        cb.next = args.eval_every
    model.learn(total_timesteps=args.timesteps, callback=cb)
    print(
        f"done: {model.num_timesteps} steps in {time.time() - t0:.0f} s wall "
        f"({time.process_time() - c0:.0f} CPU-s); best greedy win rate against "
        f"{args.opponent}: {cb.best:.3f}; kept in {args.out}"
    )


if __name__ == "__main__":
    main()
