"""What the simulator records of one game beyond its result: each game's own collector (its
spec's `figures`, `batch.figures_of`), or turns only for a game without one (`NoCollector`)."""

from __future__ import annotations

from typing import Any

from dominia.core.game import Outcome


class NoCollector:
    # (`watches_steps` False: `on_step` does nothing, and the simulator need not call it)
    watches_steps = False

    def start(self, state: Any) -> None:
        return None

    def on_step(self, state: Any) -> None:
        return None

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        turns = outcome.details.get("turns")
        return {"turns": turns if isinstance(turns, list) else []}
