"""Rollouts on Ray actors: each actor holds its own Gymnasium environments of Dominion (First
Game, against `--opponent`) and plays whole games with a policy (the shipped `policy:dominion-ppo`
weights, numpy only, or random legal moves), sending back transitions' counts and results. The
same script runs on a local Ray (default) or a cluster (`--address ray://head:10001` or
`--address auto`); the seeds make each actor's games the same wherever it runs.

    pip install -e '.[rl,ray]'
    python examples/rl/ray_rollouts.py --actors 2 --games 50
    python examples/rl/ray_rollouts.py --address auto --actors 32 --games 500

A learner would gather the (observation, mask, action, reward) arrays the same way: here each
actor returns only their count and the win share, to keep the example short.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np
import ray


@ray.remote
class RolloutActor:
    def __init__(self, opponent: str, policy: str, seed: int) -> None:
        import gymnasium

        import dominia.rl  # noqa: F401  (registers the environments in this worker)
        from dominia.rl.shipped import load

        options = {"kingdom": "first-game"}
        self.envs = [
            gymnasium.make("dominia/Dominion-v0", options=options, opponents=[opponent], seat=seat)
            for seat in (0, 1)
        ]
        self.policy = load("dominion-ppo") if policy == "dominion-ppo" else None
        self.rng = np.random.default_rng(seed)
        self.seed = seed

    def play(self, games: int) -> dict[str, Any]:
        steps, won, t0 = 0, 0.0, time.process_time()
        for g in range(games):
            env = self.envs[g % 2]  # (seats alternating)
            obs, info = env.reset(seed=self.seed * 1_000_003 + g)
            while True:
                mask = info["action_mask"]
                if self.policy is not None:
                    action = self.policy(obs, mask)
                else:
                    action = int(self.rng.choice(np.flatnonzero(mask)))
                obs, reward, terminated, truncated, info = env.step(action)
                steps += 1
                if terminated or truncated:
                    won += float(reward)
                    break
        return {"games": games, "steps": steps, "won": won, "cpu": time.process_time() - t0}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--address", default=None, help="a Ray cluster (default: start a local Ray)")
    ap.add_argument("--actors", type=int, default=2)
    ap.add_argument("--games", type=int, default=50, help="games per actor")
    ap.add_argument("--opponent", default="big-money")
    ap.add_argument("--policy", default="dominion-ppo", help="dominion-ppo, or random")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    if args.address:
        ray.init(address=args.address)
    else:
        ray.init(num_cpus=args.actors, include_dashboard=False)
    t0 = time.time()
    actors = [RolloutActor.remote(args.opponent, args.policy, args.seed + i) for i in range(args.actors)]
    results = ray.get([a.play.remote(args.games) for a in actors])
    wall = time.time() - t0
    games = sum(r["games"] for r in results)
    steps = sum(r["steps"] for r in results)
    cpu = sum(r["cpu"] for r in results)
    won = sum(r["won"] for r in results)
    print(
        f"{args.actors} actors, {games} games, {steps} learner steps in {wall:.1f} s wall "
        f"({steps / cpu:,.0f} steps per actor CPU-second); {args.policy} won "
        f"{won / games:.1%} against {args.opponent}"
    )
    ray.shutdown()


if __name__ == "__main__":
    main()
