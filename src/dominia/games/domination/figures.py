"""Domination's simulator figures: who was knocked out, and each seat's territories after every
round."""

from __future__ import annotations

from typing import Any

from dominia.core.game import Outcome
from dominia.core.stats import by_entry, curve, reach


class DominationCollector:
    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.round = -1
        self.territories: list[list[int]] = [[] for _ in range(seats)]

    def start(self, state: Any) -> None:
        return None

    def on_step(self, state: Any) -> None:
        if state.round != self.round:
            self.round = state.round
            counts = [0] * self.seats
            for o in state.owner:
                if o >= 0:
                    counts[o] += 1
            for s in range(self.seats):
                self.territories[s].append(counts[s])

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        return {
            "turns": outcome.details["turns"],
            "eliminated": [not alive for alive in state.alive],
            "territory_curve": self.territories,
        }


class DominationFigures:
    def collector(self, seats: int) -> DominationCollector:
        return DominationCollector(seats)

    def summarize(self, rows: list[dict[str, Any]], bots: list[dict[str, Any]], n: int) -> dict[str, Any]:
        out = by_entry(rows, n, "eliminated")
        land = by_entry(rows, n, "territory_curve")
        for e, b in enumerate(bots):
            b["eliminated"] = sum(1 for x in out[e] if x)
            b["territories_per_round"] = curve(land[e])
            b["reach_per_round"] = reach(land[e])
        return {}


FIGURES = DominationFigures()
