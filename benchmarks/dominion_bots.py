"""Dominion bot strength: win rates with 95% confidence intervals.

Head-to-head 2-player games on recommended kingdoms, seat order alternated
(even games: the bot is seat 1; odd games: seat 2). A tie for the win counts
half. Prints figures; never asserts.

    .venv/bin/python benchmarks/dominion_bots.py [-n 1000] [--bot heuristic]
        [--against big-money,bmu] [--kingdoms first-game,deck-top,...]
"""

from __future__ import annotations

import argparse
import time

from dominia.core.game import get_game
from dominia.core.runner import run_game
from dominia.core.stats import wilson
from dominia.games.dominion.bots import make_bot

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


def head_to_head(bot: str, other: str, kingdom: str, games: int, *, seed: int = 0) -> tuple[float, int]:
    """Points of `bot` (win 1, shared win 1/k) over `games` games, and the number of ties."""
    game = get_game("dominion")
    opts = {"players": 2, "kingdom": kingdom}
    points = 0.0
    ties = 0
    for i in range(games):
        state = game.setup(opts, seed + i, logging=False)
        me = i % 2
        agents = [make_bot(other, seed + i), make_bot(other, seed + i)]
        agents[me] = make_bot(bot, seed + i)
        outcome = run_game(game, state, agents)
        if me in outcome.winners:
            points += 1 / len(outcome.winners)
        if len(outcome.winners) > 1:
            ties += 1
    return points, ties


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=1000, help="games per pairing (default 1000)")
    parser.add_argument("--bot", default="heuristic", help="the bot measured (default heuristic)")
    parser.add_argument("--against", default="big-money,bmu", help="comma-separated opponents")
    parser.add_argument("--kingdoms", default=",".join(KINGDOMS), help="comma-separated kingdom ids")
    parser.add_argument("--seed", type=int, default=0)
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
            points, ties = head_to_head(args.bot, other, kingdom, args.games, seed=args.seed)
            lo, hi = wilson(points, args.games)
            print(f"    {kingdom:<24} {points / args.games:6.1%}  [{lo:6.1%}, {hi:6.1%}]  ({ties} ties)")
    print(f"\n({time.process_time() - start:.1f} CPU-s)")


if __name__ == "__main__":
    main()
