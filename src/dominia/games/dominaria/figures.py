"""Heroes of Dominaria's simulator figures: each seat's score by source."""

from __future__ import annotations

from typing import Any

from dominia.core.game import Outcome
from dominia.core.stats import by_entry, mean


class DominariaCollector:
    def start(self, state: Any) -> None:
        return None

    def on_step(self, state: Any) -> None:
        return None

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        return {"turns": outcome.details["turns"], "breakdown": outcome.details["breakdown"]}


class DominariaFigures:
    def collector(self, seats: int) -> DominariaCollector:
        return DominariaCollector()

    def summarize(self, rows: list[dict[str, Any]], bots: list[dict[str, Any]], n: int) -> dict[str, Any]:
        parts = by_entry(rows, n, "breakdown")
        for e, b in enumerate(bots):
            keys = [k for k in (parts[e][0] if parts[e] else {}) if k != "total"]
            b["score_by_source"] = {k: mean([p[k] for p in parts[e]]) for k in keys}
        return {}


FIGURES = DominariaFigures()
