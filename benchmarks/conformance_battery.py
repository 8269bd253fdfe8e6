"""The conformance battery's cost (dominia.testing): CPU milliseconds per game for each game,
played bare (random agents, no check), under the small battery (the test command's) and under
the large one (`pytest --battery=large`), and how many times each check ran per game.

It is what to read before changing the periods of the sampled checks (BATTERIES in
dominia/testing/battery.py). Prints figures; never asserts.

    .venv/bin/python benchmarks/conformance_battery.py [-n 20] [--seed 1000] [--games dominion,...]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import Counter

from dominia.core.agent import RandomAgent
from dominia.core.game import Conformable, get_game, registered_games
from dominia.core.rng import Rng, derive_seed
from dominia.testing import play_checked


def bare(name: str, seed: int) -> None:
    """One battery game with no check: the options and agents the battery uses."""
    game = get_game(name)
    assert isinstance(game, Conformable)
    state = game.setup(game.random_options(Rng(derive_seed(seed, "battery"))), seed)
    agents = [RandomAgent(derive_seed(seed, f"seat{s}")) for s in range(game.num_seats(state))]
    while (d := game.pending(state)) is not None:
        game.apply(state, d.seat, agents[d.seat].choose(game.view(state, d.seat), d))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=20, help="games per game and battery")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--games", default=",".join(registered_games()))
    args = ap.parse_args()
    bare(args.games.split(",")[0], args.seed)  # (the tables and caches loaded once, untimed)
    print(f"{'game':<12}{'bare':>10}{'small':>10}{'large':>10}   checks per game (small)")
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.games.split(","):
            ms = {}
            counts: Counter[str] = Counter()
            for label in ("bare", "small", "large"):
                t = time.process_time()
                for seed in range(args.seed, args.seed + args.n):
                    if label == "bare":
                        bare(name, seed)
                    else:
                        play_checked(
                            name, seed, label, counts=counts if label == "small" else None, workdir=tmp
                        )
                ms[label] = 1000 * (time.process_time() - t) / args.n
            per = ", ".join(f"{c} {v / args.n:.1f}" for c, v in counts.items() if c != "games")
            print(f"{name:<12}{ms['bare']:>9.1f} {ms['small']:>9.1f} {ms['large']:>9.1f}   {per}")
    print("(CPU ms per game)")


if __name__ == "__main__":
    main()
