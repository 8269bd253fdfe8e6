"""What the simulator records of one game beyond its result: each game's own collector (its
spec's `figures`), or turns only for a game without one."""

from __future__ import annotations

from typing import Any

from dominia.core.game import Outcome, get_spec
from dominia.core.spec import Collector


class NoCollector:
    def start(self, state: Any) -> None:
        return None

    def on_step(self, state: Any) -> None:
        return None

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        turns = outcome.details.get("turns")
        return {"turns": turns if isinstance(turns, list) else []}


def collector_for(game: str, seats: int) -> Collector:
    figures = get_spec(game).figures()
    return figures.collector(seats) if figures is not None else NoCollector()
