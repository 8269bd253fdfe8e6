"""The books' recommended kingdoms against their best single-card Big Money (bmu+X).

For each recommended kingdom of the rule books that Dominia can play (base 2nd edition, base
1st edition, Dark Ages), every bmu+X over the kingdom's ten cards plays `bmu` itself; the one
with the best win rate is that kingdom's bmu+X. Then the heuristic bot and the data bots play
it. Two-player games by the simulator (seats rotated, so each bot sits first in half the games;
a tie for the win counts half). Prints a table of win % (95% Wilson intervals below it) and
each bot's win % over every kingdom's games; never asserts. Every pairing plays the same seeds,
so a bot that never buys a kingdom's cards plays the same games on two kingdoms.

    .venv/bin/python benchmarks/dominion_bmux.py [-n 200] [--select 200]
        [--bots heuristic,big-money,...] [--kingdoms first-game,...] [--seed 0]
"""

from __future__ import annotations

import argparse
import time

import dominia
from dominia.core.stats import wilson as share_interval
from dominia.games.dominion.bots import bot_names
from dominia.games.dominion.bots.databots import BUILTIN_ORDER, variant_for
from dominia.games.dominion.kingdoms import KINGDOMS, Kingdom

BOTS = ("heuristic", *BUILTIN_ORDER)


def win(bot: str, other: str, kingdom: str, games: int, seed: int) -> dict:
    """The simulator's figures of `bot` against `other` on `kingdom` (win %, 95% interval)."""
    summary = dominia.simulate("dominion", [bot, other], games, options={"kingdom": kingdom}, seed=seed)
    return summary["bots"][0]


def best_single_card(kingdom: Kingdom, games: int, seed: int) -> tuple[str, float]:
    """The bmu+X of the kingdom's cards that beats bmu most often, and its win %."""
    best, best_pct = "bmu", -1.0
    for card in kingdom.cards:
        name = variant_for(f"bmu+{card}")
        if name is None:
            continue
        pct = win(name, "bmu", kingdom.id, games, seed)["win_pct"]
        if pct > best_pct:
            best, best_pct = name, pct
    return best, best_pct


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=200, help="games per pairing in the table")
    parser.add_argument("--select", type=int, default=200, help="games of each bmu+X against bmu")
    parser.add_argument("--bots", default=",".join(BOTS), help="the bots measured (comma-separated)")
    parser.add_argument("--kingdoms", default=None, help="kingdom ids (default: every playable one)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    known = set(bot_names())
    bots = [b for b in bots if b in known]
    wanted = None if args.kingdoms is None else {k.strip() for k in args.kingdoms.split(",")}
    kingdoms = [k for k in KINGDOMS if not k.needs and (wanted is None or k.id in wanted)]
    start = time.process_time()
    print(
        f"Win % against each recommended kingdom's best bmu+X (its win % against bmu in "
        f"{args.select} games beside it), 2 players, {args.games} games per pairing, seats rotated, "
        "ties count half; 95% Wilson intervals below"
    )
    header = f"{'kingdom':<26} {'book':<10} {'best bmu+X':<26} {'vs bmu':>6}"
    header += "".join(f" {short(b):>9}" for b in bots)
    print(header)
    pooled = {b: 0.0 for b in bots}  # wins (ties half) over every kingdom
    for k in kingdoms:
        best, best_pct = best_single_card(k, args.select, args.seed)
        figs = [win(b, best, k.id, args.games, args.seed) for b in bots]
        for b, f in zip(bots, figs, strict=True):
            pooled[b] += f["win_pct"] * args.games / 100
        line = f"{k.id:<26} {k.book:<10} {best:<26} {best_pct:6.1f}"
        line += "".join(f" {f['win_pct']:9.1f}" for f in figs)
        print(line)
        ci = "".join(f" {interval(f['ci95']):>9}" for f in figs)
        print(f"{'':<26} {'':<10} {'':<26} {'':>6}{ci}", flush=True)
    n = args.games * len(kingdoms)
    print(f"{'all kingdoms':<26} {'':<10} {f'({n} games a bot)':<26} {'':>6}", end="")
    print("".join(f" {100 * pooled[b] / max(n, 1):9.1f}" for b in bots))
    print(
        f"{'':<26} {'':<10} {'':<26} {'':>6}" + "".join(f" {interval(wilson(pooled[b], n)):>9}" for b in bots)
    )
    print(f"\n({time.process_time() - start:.0f} CPU-s)")


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The Wilson score interval (95%) of a win rate, in percent."""
    low, high = share_interval(wins, n)
    return 100 * low, 100 * high


def short(bot: str) -> str:
    return {"basic-big-money": "basic-bm", "council-room": "c-room"}.get(bot, bot)[:9]


def interval(ci: tuple[float, float] | list[float]) -> str:
    lo, hi = ci
    return f"{lo:.0f}-{hi:.0f}"


if __name__ == "__main__":
    main()
