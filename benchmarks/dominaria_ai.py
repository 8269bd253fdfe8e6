"""Heroes of Dominaria AIs: strength, the balance of the stand-in components, and speed.

1. Strength: `planner` against `greedy` and against `random` in 2-player games, seats
   alternated (targets: at least 70% and 99%).
2. Balance: each single-minded strategy (only Leylines, only Manaliths, only the Cabal, only
   artifacts, quest-first) against the planner in 2-player games; none should beat it. The
   average score by source shows where each one's points come from.
3. Speed: full games per CPU-second for 4 planners and for 2-player planner games.

Win % counts a shared win as a fraction; intervals are 95% Wilson intervals. Prints figures;
never asserts. `--jobs N` plays on N processes (the same figures for the same seed).

    .venv/bin/python benchmarks/dominaria_ai.py [-n 200] [--balance-games 100]
        [--speed-games 10] [--seed 0] [--jobs 1] [--only strength,balance,speed]
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from dominia.core.game import get_game
from dominia.core.runner import run_game
from dominia.core.stats import wilson
from dominia.games.dominaria.ai import SINGLE_MINDED, make_ai
from dominia.games.dominaria.scoring import SOURCES


@dataclass
class Played:
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdown: list[dict[str, int]]
    cpu: float


def play(job: tuple[tuple[str, ...], int]) -> Played:
    """One game: the AIs in seat order, a seed."""
    names, seed = job
    game = get_game("dominaria")
    t0 = time.process_time()
    state = game.setup({"players": len(names)}, seed, logging=False)
    agents = [make_ai(name, seed * 8 + s) for s, name in enumerate(names)]
    out = run_game(game, state, agents)
    return Played(names, out.scores, out.winners, out.details["breakdown"], time.process_time() - t0)


def run(jobs: list[tuple[tuple[str, ...], int]], workers: int) -> list[Played]:
    if workers <= 1:
        return [play(j) for j in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(play, jobs, chunksize=4))


@dataclass
class Tally:
    games: int = 0
    points: float = 0.0
    score: float = 0.0
    opp_score: float = 0.0
    sources: dict[str, float] = field(default_factory=dict)


def head_to_head(me: str, other: str, n: int, seed: int, workers: int) -> Tally:
    jobs = [((me, other) if i % 2 == 0 else (other, me), seed + i) for i in range(n)]
    t = Tally()
    for g in run(jobs, workers):
        s = g.names.index(me)
        t.games += 1
        if s in g.winners:
            t.points += 1 / len(g.winners)
        t.score += g.scores[s]
        t.opp_score += g.scores[1 - s]
        for k in SOURCES:
            t.sources[k] = t.sources.get(k, 0.0) + g.breakdown[s][k]
    return t


def report(me: str, other: str, t: Tally, target: str = "") -> None:
    lo, hi = wilson(t.points, t.games)
    pct = 100 * t.points / t.games
    print(
        f"  {me:>12} vs {other:<10} {pct:5.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}]  "
        f"avg score {t.score / t.games:5.1f} : {t.opp_score / t.games:5.1f}  ({t.games} games){target}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=200, help="games per strength pairing")
    parser.add_argument("--balance-games", type=int, default=100, help="games per single-minded strategy")
    parser.add_argument("--speed-games", type=int, default=10, help="4-planner games timed")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--only", default="strength,balance,speed", help="which parts to run")
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))

    if "strength" in parts:
        print("Strength (2 players, seats alternated; win % of the first named, 95% interval):")
        for other, target in (("greedy", 0.70), ("random", 0.99)):
            t = head_to_head("planner", other, args.games, args.seed, args.jobs)
            report("planner", other, t, f"  target >= {100 * target:.0f}%")

    if "balance" in parts:
        print("Balance: single-minded strategies against the planner (2 players):")
        print(
            f"  {'':>12}    {'':<10} {'win %':>6}  score by source: "
            + " ".join(f"{k[:6]:>6}" for k in SOURCES)
        )
        for name in SINGLE_MINDED:
            t = head_to_head(name, "planner", args.balance_games, args.seed + 10_000, args.jobs)
            report(name, "planner", t)
            print(
                f"  {'':>12}    {'':<10} {'':>6}  score by source: "
                + " ".join(f"{t.sources[k] / t.games:6.1f}" for k in SOURCES)
            )

    if "speed" in parts:
        print("Speed (one process each game; CPU time):")
        for names, count in ((("planner",) * 4, args.speed_games), (("planner", "greedy"), args.speed_games)):
            games = run([(names, args.seed + 20_000 + i) for i in range(count)], args.jobs)
            cpu = sum(g.cpu for g in games)
            label = " + ".join(f"{names.count(x)} {x}" for x in dict.fromkeys(names))
            print(f"  {label:<24} {count / cpu:6.2f} games per CPU-second ({count} games)")


if __name__ == "__main__":
    main()
