"""Learning environments' speed: steps per CPU-second for each game, beside the engine's own
decisions per CPU-second.

Every step takes a random legal action from the mask and builds the observation (as a learner
would). Figures per game:
  engine       decisions/CPU-s of the bare engine, every seat a random agent, logging off
  aec          DominiaAECEnv steps/CPU-s (self-play: every decision is a step), same games
  gym          DominiaGymEnv steps/CPU-s, one learning seat against the opponent shown
               (the opponent's moves are inside each step)
  vector       the same in a gymnasium SyncVectorEnv of --envs copies (steps of one copy)
  openspiel    the game as an OpenSpiel Python game (dominia.rl.openspiel): moves/CPU-s with
               the mover's information-state tensor built every move ("-" without pyspiel)
Prints figures; never asserts a timing.

    .venv/bin/python benchmarks/env_speed.py [--steps 20000] [--envs 8] [--games dominion,...]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np

import dominia.rl  # noqa: F401  (registers the environments)
from dominia.core.agent import RandomAgent
from dominia.core.game import get_game
from dominia.rl.aec_env import DominiaAECEnv
from dominia.rl.gym_env import DominiaGymEnv

# (options, the gym opponent): the configurations measured
SETUPS: dict[str, tuple[dict[str, Any], str]] = {
    "dominion": ({"kingdom": "first-game", "autoplay_treasures": True}, "big-money"),
    "domination": ({"map": "classic"}, "random"),
    "dominaria": ({}, "random"),
}


def engine(game: str, options: dict[str, Any], steps: int) -> float:
    g = get_game(game)
    opts = g.normalize_options(options)
    done, seed = 0, 0
    start = time.process_time()
    while done < steps:
        state = g.setup(opts, seed, logging=False)
        agents = [RandomAgent(seed * 10 + s) for s in range(g.num_seats(state))]
        while done < steps and (d := g.pending(state)) is not None:
            g.apply(state, d.seat, agents[d.seat].choose(None, d))
            done += 1
        seed += 1
    return done / (time.process_time() - start)


def aec(game: str, options: dict[str, Any], steps: int) -> float:
    env = DominiaAECEnv(game, options)
    rng = np.random.default_rng(0)
    env.reset(seed=0)
    done = 0
    start = time.process_time()
    while done < steps:
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.reset()
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(legal[rng.integers(len(legal))]))
        done += 1
    return done / (time.process_time() - start)


def gym(game: str, options: dict[str, Any], opponent: str, steps: int) -> float:
    env = DominiaGymEnv(game, options, opponents=[opponent])
    rng = np.random.default_rng(0)
    _, info = env.reset(seed=0)
    start = time.process_time()
    for _ in range(steps):
        legal = np.flatnonzero(info["action_mask"])
        _, _, terminated, truncated, info = env.step(int(legal[rng.integers(len(legal))]))
        if terminated or truncated:
            _, info = env.reset()
    return steps / (time.process_time() - start)


def vector(game: str, options: dict[str, Any], opponent: str, steps: int, n: int) -> float:
    import gymnasium

    envs = gymnasium.vector.SyncVectorEnv(
        [lambda: DominiaGymEnv(game, options, opponents=[opponent]) for _ in range(n)],
        autoreset_mode=gymnasium.vector.AutoresetMode.SAME_STEP,
    )
    rng = np.random.default_rng(0)
    _, info = envs.reset(seed=0)
    rounds = max(1, steps // n)
    start = time.process_time()
    for _ in range(rounds):
        masks = info["action_mask"]
        actions = [int((legal := np.flatnonzero(m))[rng.integers(len(legal))]) for m in masks]
        _, _, _, _, info = envs.step(np.array(actions))
    return rounds * n / (time.process_time() - start)


def openspiel(game: str, options: dict[str, Any], steps: int) -> float:
    try:
        import dominia.rl.openspiel as dos
    except ImportError:
        return float("nan")
    loaded = dos.load_game(game, options)
    rng = np.random.default_rng(0)
    done, deal = 0, 0
    start = time.process_time()
    while done < steps:
        state = loaded.new_initial_state()
        state.apply_action(deal)
        deal += 1
        while done < steps and not state.is_terminal():
            state.information_state_tensor(state.current_player())
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
            done += 1
    return done / (time.process_time() - start)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=20_000, help="steps per measure (default 20000)")
    parser.add_argument("--envs", type=int, default=8, help="copies in the vector env (default 8)")
    parser.add_argument("--games", default=",".join(SETUPS), help="comma-separated games")
    args = parser.parse_args(argv)
    print(f"Environment speed, {args.steps} steps each, random masked actions, observation every step")
    heads = f"{'engine':>10}{'aec':>10}{'gym':>10}{'vector':>10}{'openspiel':>11}"
    print(f"  {'game':<11}{heads}   per CPU-second (gym opponent)")
    for game in args.games.split(","):
        options, opponent = SETUPS[game]
        gym(game, options, opponent, 200)  # (imports and the encoding built before timing)
        figures = (
            engine(game, options, args.steps),
            aec(game, options, args.steps),
            gym(game, options, opponent, args.steps),
            vector(game, options, opponent, args.steps, args.envs),
        )
        spiel = openspiel(game, options, args.steps)
        row = "".join(f"{f:>10.0f}" for f in figures)
        row += f"{spiel:>11.0f}" if spiel == spiel else f"{'-':>11}"  # (nan: no pyspiel)
        print(f"  {game:<11}{row}   ({opponent}, {options})")


if __name__ == "__main__":
    main()
