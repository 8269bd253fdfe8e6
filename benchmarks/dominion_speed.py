"""Dominion simulation speed: games per CPU-second, the engine loop and `dominia sim`.

The engine loop: two-player money-bot mirrors on the First Game kingdom, logging off, plain
Treasures played without asking (`autoplay_treasures`, as `dominia sim` does), each game set
up and played to the end by `run_game`.

The user-facing command: `dominia sim dominion` end to end in this process (the CLI's
`sim_command`: batch, seeds, bots, per-game figures, summary, JSON output), Smithy against
BMU on a full kingdom (First Game) and on a partial one (`--kingdom smithy`: the bot's card
and 9 at random, a new kingdom every game). One untimed run first, so that imports and the
message tables are not counted. Prints figures; never asserts a timing.

    .venv/bin/python benchmarks/dominion_speed.py [-n 500] [--bots bmu,big-money] [--sim 10000]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import time

import dominia
from dominia.core.runner import run_game
from dominia.games.dominion.bots import make_bot

KINGDOM = "first-game"
SIM_KINGDOMS = (("full kingdom (first-game)", "first-game"), ("partial kingdom (smithy)", "smithy"))


def mirror(bot: str, games: int, *, seed: int = 0) -> tuple[float, float]:
    """Play `games` mirror games; returns (CPU seconds, mean turns per game)."""
    game = dominia.game("dominion")
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


def sim(kingdom: str, games: int, *, seed: int = 1, bots: str = "smithy,bmu") -> float:
    """CPU seconds of `dominia sim dominion --bots BOTS -n GAMES --kingdom K --json`, in-process."""
    from rich.console import Console

    from dominia.cli.simulate import SimRequest, sim_command

    req = SimRequest("dominion", bots, games, seed, extra={"kingdom": kingdom}, as_json=True)
    quiet = io.StringIO()
    start = time.process_time()
    with contextlib.redirect_stdout(quiet), contextlib.redirect_stderr(quiet):
        sim_command(Console(file=quiet), req)
    return time.process_time() - start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=500, help="games per bot (default 500)")
    parser.add_argument("--bots", default="bmu,big-money", help="comma-separated bot names")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sim", type=int, default=10_000, help="games of `dominia sim` (0: skip)")
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
    if args.sim:
        print(f"dominia sim dominion --bots smithy,bmu -n {args.sim} --json, in-process")
        for label, kingdom in SIM_KINGDOMS:
            sim(kingdom, 2, seed=args.seed + 1)  # untimed: imports, tables, caches
            cpu = sim(kingdom, args.sim, seed=args.seed + 1)
            print(f"  {label:<26} {args.sim / cpu:8.0f} games/CPU-s  ({cpu:.2f} CPU-s)")


if __name__ == "__main__":
    main()
