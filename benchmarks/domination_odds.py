"""Domination battle odds speed: `battle`, `battle_exact` and `win_probability` by battle size.

Cold = the first call after `clear_caches()` (the per-roll dice tables are built
once per process and not counted); cached = the mean of repeated calls with the
same arguments. Prints figures; never asserts a timing.

    .venv/bin/python benchmarks/domination_odds.py [--sizes 1,3,10,50,200,500] [--italian]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from dominia.games.domination.odds import battle, battle_exact, clear_caches, roll_outcomes, win_probability

DEFAULT_SIZES = "1,3,5,10,25,50,100,200,500"


def _seconds(fn: Callable[[], object], repeat: int = 1) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def _cold(fn: Callable[[], object]) -> float:
    clear_caches()
    return _seconds(fn)


def _ms(s: float) -> str:
    return f"{s * 1e3:9.2f} ms"


def _us(s: float) -> str:
    return f"{s * 1e6:7.2f} µs"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sizes", default=DEFAULT_SIZES, help=f"N for N vs N battles (default {DEFAULT_SIZES})"
    )
    parser.add_argument("--italian", action="store_true", help="the defender rolls up to 3 dice")
    parser.add_argument("--no-exact", action="store_true", help="skip battle_exact (slow for big battles)")
    args = parser.parse_args(argv)
    sizes = [int(x) for x in args.sizes.split(",") if x.strip()]
    italian = args.italian

    # Every roll of up to 3 dice a side, then both forms of the tables the chains use.
    start = time.perf_counter()
    for ad in range(1, 4):
        for dd in range(1, 4):
            roll_outcomes(ad, dd)
    battle(4, 4, italian=italian)
    battle_exact(4, 4, italian=italian)
    tables = time.perf_counter() - start

    print(f"Domination odds speed, {'Italian' if italian else 'standard'} dice, N attackers vs N defenders")
    print(f"  dice tables (every outcome of every roll, once per process): {_ms(tables)}")
    print(
        f"  {'N':>5}  {'battle cold':>12}  {'battle cached':>13}  {'exact cold':>12}  "
        f"{'win_prob cold':>13}  {'win_prob cached':>15}  {'P(win)':>8}"
    )
    for n in sizes:
        cold = _cold(lambda n=n: battle(n, n, italian=italian))
        repeat = 20_000
        cached = _seconds(lambda n=n: battle(n, n, italian=italian), repeat)
        exact = "-" if args.no_exact else _ms(_cold(lambda n=n: battle_exact(n, n, italian=italian)))
        table_cold = _cold(lambda n=n: win_probability(n, n, italian))
        table_cached = _seconds(lambda n=n: win_probability(n, n, italian), repeat)
        p = battle(n, n, italian=italian).win
        print(
            f"  {n:>5}  {_ms(cold):>12}  {_us(cached):>13}  {exact:>12}  "
            f"{_ms(table_cold):>13}  {_us(table_cached):>15}  {p:8.4g}"
        )


if __name__ == "__main__":
    main()
