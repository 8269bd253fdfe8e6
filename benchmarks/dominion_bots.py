"""Dominion bot strength: win rates with 95% confidence intervals.

Head-to-head 2-player games on recommended kingdoms, played by `dominia.simulate` (the
simulator: seats rotated, so each bot sits first in half the games). A tie for the win counts
half. Prints figures; never asserts.

    .venv/bin/python benchmarks/dominion_bots.py [-n 1000] [--bot heuristic]
        [--against big-money,bmu] [--kingdoms first-game,deck-top,...] [--jobs 2]
"""

from __future__ import annotations

import argparse
import time

import dominia

KINGDOMS = (
    "first-game",
    "deck-top",
    "size-distortion",
    "sleight-of-hand",
    "improvements",
    "silver-and-gold",
    "big-money",
    "interaction",
    "village-square",
    # Dark Ages (the book's four kingdoms that need no other expansion)
    "grim-parade",
    "playing-chess-with-death",
    "high-and-low",
    "chivalry-and-revelry",
)


def head_to_head(bot: str, other: str, kingdom: str, games: int, *, seed: int = 0, jobs: int = 1) -> dict:
    """The simulator's figures of `bot` against `other`: win %, its 95% interval, ties."""
    summary = dominia.simulate(
        "dominion", [bot, other], games, options={"kingdom": kingdom}, seed=seed, jobs=jobs
    )
    return summary["bots"][0]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=1000, help="games per pairing (default 1000)")
    parser.add_argument("--bot", default="heuristic", help="the bot measured (default heuristic)")
    parser.add_argument("--against", default="big-money,bmu", help="comma-separated opponents")
    parser.add_argument("--kingdoms", default=",".join(KINGDOMS), help="comma-separated kingdom ids")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (the same figures)")
    args = parser.parse_args(argv)
    others = [o.strip() for o in args.against.split(",") if o.strip()]
    kingdoms = [k.strip() for k in args.kingdoms.split(",") if k.strip()]
    print(
        f"{args.bot} win rate, 2 players, {args.games} games per pairing, seats alternated, "
        "95% Wilson intervals (ties count half)"
    )
    start = time.process_time()
    for other in others:
        print(f"\n  vs {other}")
        for kingdom in kingdoms:
            fig = head_to_head(args.bot, other, kingdom, args.games, seed=args.seed, jobs=args.jobs)
            lo, hi = fig["ci95"]
            print(f"    {kingdom:<24} {fig['win_pct']:5.1f}%  [{lo:5.1f}%, {hi:5.1f}%]  ({fig['ties']} ties)")
    print(f"\n({time.process_time() - start:.1f} CPU-s)")


if __name__ == "__main__":
    main()
