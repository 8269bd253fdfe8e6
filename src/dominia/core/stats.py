"""Small statistics for win rates and curves: the benchmarks, the simulator and each game's
simulator figures report with these."""

from __future__ import annotations

import math
from typing import Any


def wilson(points: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a share of `points` in `n` games; a shared
    win counts as a fraction of a point."""
    if n == 0:
        return 0.0, 1.0
    p = points / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 3) if xs else 0.0


def curve(runs: list[list[int]]) -> list[float]:
    """The mean of several curves at each step, over the runs that reached it."""
    out = []
    for t in range(max((len(r) for r in runs), default=0)):
        at = [r[t] for r in runs if len(r) > t]
        out.append(round(sum(at) / len(at), 3))
    return out


def reach(runs: list[list[int]]) -> list[float]:
    """At each step, the share of the runs that reached it (a curve's mean is over these)."""
    if not runs:
        return []
    return [
        round(sum(1 for r in runs if len(r) > t) / len(runs), 4)
        for t in range(max((len(r) for r in runs), default=0))
    ]


def by_entry(rows: list[dict[str, Any]], n: int, key: str) -> list[list[Any]]:
    """Per entry of a batch: the values of a per-seat list field over every game (a row's
    `seats` maps each seat to the entry that sat there)."""
    out: list[list[Any]] = [[] for _ in range(n)]
    for row in rows:
        for s, e in enumerate(row["seats"]):
            out[e].append(row[key][s])
    return out
