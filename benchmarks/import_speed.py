"""How long `import dominia` takes, the first use of its names (they are imported lazily), and
the start-up of the terminal's `dominia sim` (one game: what a short run pays before it plays).

Each figure is the median over fresh interpreters (`python -X importtime` for the import:
the package's own cumulative time, not the interpreter's start; CPU-seconds, user + sys, of the
whole process for the command).

    .venv/bin/python benchmarks/import_speed.py [--runs 15]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys

FIRST_USE = """
import time
t0 = time.perf_counter()
import dominia
t1 = time.perf_counter()
dominia.Match
t2 = time.perf_counter()
dominia.Match("dominion")
t3 = time.perf_counter()
print(t1 - t0, t2 - t1, t3 - t2)
"""


def import_ms() -> float:
    args = [sys.executable, "-X", "importtime", "-c", "import dominia"]
    out = subprocess.run(args, capture_output=True, text=True, check=True).stderr
    line = next(x for x in out.splitlines() if x.rstrip().endswith("| dominia"))
    return int(line.split("|")[1]) / 1000  # the cumulative column, in µs


def first_use_ms() -> tuple[float, float, float]:
    out = subprocess.run([sys.executable, "-c", FIRST_USE], capture_output=True, text=True, check=True).stdout
    a, b, c = (1000 * float(x) for x in out.split())
    return a, b, c


SIM_ONE = [
    "-c",
    "import sys; from dominia.cli.main import main; sys.argv[0] = 'dominia'; main()",
    *("sim", "dominion", "--bots", "smithy,bmu", "--seed", "1", "--games", "1", "--json"),
]


def sim_start_cpu() -> float:
    """CPU-seconds of `dominia sim dominion --bots smithy,bmu -n 1` in a fresh process."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, *SIM_ONE], capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    imports = [import_ms() for _ in range(runs)]
    uses = [first_use_ms() for _ in range(runs)]
    print(f"import dominia: {statistics.median(imports):.1f} ms (median of {runs}, -X importtime)")
    print(f"  timed in the process: {statistics.median(u[0] for u in uses):.1f} ms")
    print(f"first dominia.Match (the kernel and the API): {statistics.median(u[1] for u in uses):.1f} ms")
    print(f"first Match('dominion') (its rules and cards): {statistics.median(u[2] for u in uses):.1f} ms")
    starts = [sim_start_cpu() for _ in range(runs)]
    print(f"dominia sim dominion -n 1 (start-up): {statistics.median(starts):.3f} CPU-s (median of {runs})")


if __name__ == "__main__":
    main()
