"""Dominion simulation speed: games per CPU-second, compiled and pure, and `dominia sim`.

Each figure is measured in its own process, once on the compiled core (DOMINIA_COMPILED=1;
skipped when it is not built: scripts/compile.py) and once on the Python sources
(DOMINIA_COMPILED=0):

- the engine loop: two-player games set up and played to the end by `run_game`, logging off,
  plain Treasures played without asking (`autoplay_treasures`, as `dominia sim` does): BMU
  mirror, Smithy vs BMU and Witch vs BMU, on a full kingdom (ten cards given: First Game, Witch
  in place of Woodcutter) and on a partial one (the bot's card and 9 at random, a new kingdom
  every game, as `--kingdom smithy`; the mirror gets 10 at random). One untimed game first.
- the simulator in process: the same match-ups by `dominia.sim.simulate` (the game's batch loop,
  the summary with every figure), 2 x N games a figure, after 200 untimed.
- the user-facing command: `dominia sim dominion --bots smithy,bmu -n N --json` run as the
  command it is (start-up included), on the full kingdom and on `--kingdom smithy`, with the
  process's CPU time and peak RSS.

The bar (issue 20): 1.5 times a fully warmed DominionSim on this machine, that is at least
8,400 games/CPU-s for the BMU mirror and at most 14 CPU-s for 100,000 games of `dominia sim`
Smithy vs BMU. Prints figures; never asserts a timing.

    .venv/bin/python benchmarks/dominion_speed.py [-n 2000] [--sim 1000,10000,100000] [--only pure]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FULL = "Cellar,Market,Militia,Mine,Moat,Remodel,Smithy,Village,Witch,Workshop"
MATCHES = (("bmu mirror", "bmu", "bmu", ""), ("smithy vs bmu", "smithy", "bmu", "Smithy"),
           ("witch vs bmu", "witch", "bmu", "Witch"))  # fmt: skip
BAR_LOOP = 8_400  # games/CPU-s, BMU mirror: 1.5 x DominionSim's 5,618
BAR_SIM_100K = 14.0  # CPU-s for 100k games of Smithy vs BMU: DominionSim's 21.0 / 1.5
PATHS = ("compiled", "pure")


def loop(a: str, b: str, kingdom: str, games: int, seed: int) -> float:
    """Games per CPU-second of the engine loop (in a worker process)."""
    import dominia
    from dominia.core.runner import run_game
    from dominia.games.dominion.bots import make_bot

    game = dominia.game("dominion")
    cards = kingdom.split(",") if kingdom else []  # (no cards: all 10 at random)
    opts = {"players": 2, "kingdom": cards, "autoplay_treasures": True}

    def play(i: int) -> None:
        state = game.setup(opts, seed + i, logging=False)
        bots = [make_bot(a, seed + i), make_bot(b, seed + i + 1_000_000)]
        if i % 2:  # seats alternate
            bots.reverse()
        run_game(game, state, bots)

    play(-1)  # untimed: imports, caches
    start = time.process_time()
    for i in range(games):
        play(i)
    return games / (time.process_time() - start)


def worker(args: argparse.Namespace) -> None:
    """Runs in a child process: the engine-loop figures as JSON on stdout."""
    import dominia
    from dominia.core import compiled

    out: dict[str, object] = {}

    dominia.game("dominion")
    out["status"] = compiled.status("dominion")
    for label, a, b, card in MATCHES:
        out[f"{label}, full"] = loop(a, b, FULL, args.games, args.seed)
        out[f"{label}, partial"] = loop(a, b, card, args.games, args.seed)
    for label, a, b, card in MATCHES:
        out[f"sim {label}, full"] = batch(a, b, FULL, 2 * args.games, args.seed)
        out[f"sim {label}, partial"] = batch(a, b, card, 2 * args.games, args.seed)
    print(json.dumps(out))


def batch(a: str, b: str, kingdom: str, games: int, seed: int) -> float:
    """Games per CPU-second of `simulate` (in a worker process: the game's batch loop)."""
    from dominia.sim.simulate import simulate

    opts = {"kingdom": kingdom.split(",") if kingdom else []}
    simulate("dominion", [a, b], 200, options=opts, seed=seed + 1)  # untimed: caches
    start = time.process_time()
    simulate("dominion", [a, b], games, options=opts, seed=seed)
    return games / (time.process_time() - start)


def run_child(cmd: list[str], path: str) -> tuple[str, float, float]:
    """Runs `cmd` on the compiled core or the sources: (stdout, CPU seconds, peak RSS MiB),
    the child's own (wait4)."""
    env = {**os.environ, "DOMINIA_COMPILED": "1" if path == "compiled" else "0"}
    with open(os.devnull, "w") as null:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=null, text=True)
        assert proc.stdout is not None
        out = proc.stdout.read()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise SystemExit(f"{' '.join(cmd)} failed (exit {proc.returncode})")
    return out, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def available() -> list[str]:
    sys.path.insert(0, str(ROOT / "src"))
    from dominia.core import compiled

    have = compiled.check("dominion")[1]
    if have != "compiled":
        print(f"(the compiled core is {have}: pure figures only; build it with scripts/compile.py)")
        return ["pure"]
    return list(PATHS)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=2000, help="engine-loop games per figure")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sim", default="1000,10000,100000", help="games of `dominia sim`, comma-separated")
    parser.add_argument("--only", choices=PATHS, help="measure one path only")
    parser.add_argument("--no-loop", action="store_true", help="skip the engine loop")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args)
        return
    paths = [p for p in available() if args.only in (None, p)]
    py = sys.executable
    if not args.no_loop:
        print(
            f"Engine loop (run_game per game) and simulator (`sim ...`: the batch loop), games/CPU-s "
            f"({args.games} and {2 * args.games} games each; bar for the BMU mirror: {BAR_LOOP:,})"
        )
        figures = {}
        for path in paths:
            cmd = [py, __file__, "--worker", "-n", str(args.games), "--seed", str(args.seed)]
            out, _, _ = run_child(cmd, path)
            figures[path] = json.loads(out)
            if figures[path]["status"] != ("compiled" if path == "compiled" else "off (DOMINIA_COMPILED=0)"):
                raise SystemExit(f"{path}: the worker ran {figures[path]['status']}")
        print(f"  {'':<28}" + "".join(f"{p:>10}" for p in paths) + ("     ratio" if len(paths) == 2 else ""))
        for label in [m[0] for m in MATCHES] + [f"sim {m[0]}" for m in MATCHES]:
            for kind in ("full", "partial"):
                key = f"{label}, {kind}"
                vals = [float(figures[p][key]) for p in paths]
                ratio = f"{vals[0] / vals[1]:9.2f}x" if len(vals) == 2 else ""
                print(f"  {key:<28}" + "".join(f"{v:10.0f}" for v in vals) + ratio)
    sims = [int(x) for x in args.sim.split(",") if int(x)]
    if sims:
        print("dominia sim dominion --bots smithy,bmu -n N --json (the command, start-up included):")
        print(f"  bar: {BAR_SIM_100K} CPU-s for 100,000 games")
        for n in sims:
            for label, kingdom in (("full", FULL), ("partial (smithy)", "smithy")):
                for path in paths:
                    cmd = [py, "-m", "dominia", "sim", "dominion", "--bots", "smithy,bmu", "-n", str(n),
                           "--kingdom", kingdom, "--seed", "1", "--json"]  # fmt: skip
                    _, cpu, rss = run_child(cmd, path)
                    print(
                        f"  {n:>7,} games, {label:<17} {path:<9} {cpu:7.2f} CPU-s  "
                        f"{n / cpu:7.0f} games/CPU-s  peak RSS {rss:5.0f} MiB"
                    )


if __name__ == "__main__":
    main()
