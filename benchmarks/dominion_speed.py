"""Dominion simulation speed: games per CPU-second for money-bot mirrors.

Two-player games on the First Game kingdom, logging off, plain Treasures played without
asking (`autoplay_treasures`, as `dominia sim` does), each game set up and played to the end
by `run_game`. Prints figures; never asserts a timing.

    .venv/bin/python benchmarks/dominion_speed.py [-n 500] [--bots bmu,big-money]
"""

from __future__ import annotations

import argparse
import time

from dominia.core.game import get_game
from dominia.core.runner import run_game
from dominia.games.dominion.bots import make_bot

KINGDOM = "first-game"


def mirror(bot: str, games: int, *, seed: int = 0) -> tuple[float, float]:
    """Play `games` mirror games; returns (CPU seconds, mean turns per game)."""
    game = get_game("dominion")
    opts = {"players": 2, "kingdom": KINGDOM, "autoplay_treasures": True}
    turns = 0
    start = time.process_time()
    for i in range(games):
        state = game.setup(opts, seed + i, logging=False)
        agents = [make_bot(bot, seed + i), make_bot(bot, seed + i + 1_000_000)]
        outcome = run_game(game, state, agents)
        turns += sum(outcome.details["turns"])
    cpu = time.process_time() - start
    return cpu, turns / games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=500, help="games per bot (default 500)")
    parser.add_argument("--bots", default="bmu,big-money", help="comma-separated bot names")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(f"Dominion speed: 2-player mirrors on {KINGDOM}, logging off, {args.games} games each")
    for bot in args.bots.split(","):
        bot = bot.strip()
        # One untimed game first so imports and interning are not counted.
        mirror(bot, 1, seed=args.seed - 1)
        cpu, turns = mirror(bot, args.games, seed=args.seed)
        print(
            f"  {bot:<10} {args.games / cpu:8.0f} games/CPU-s  "
            f"{turns:5.1f} turns/game (both seats)  ({cpu:.2f} CPU-s)"
        )


if __name__ == "__main__":
    main()
