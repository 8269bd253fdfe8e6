"""What every game's `view.sandbox(rng)` does after redealing the hidden cards: the copy must
not carry anything else the seat may not know."""

from __future__ import annotations

from typing import Any, TypeVar

from dominia.core.rng import Rng

S = TypeVar("S")


def seal(state: S, seat: int | None, rng: Rng) -> S:
    """A redealt copy made safe to hand to `seat`: a random stream of its own (the game's would
    tell future shuffles and dice), no game seed (it would deal every hidden card again), only
    the log the seat may see, and the log off (planning is not worth recording)."""
    s: Any = state  # (the fields of core.state_base.GameState: a compiled state cannot inherit it)
    s.rng = rng.derive("sandbox")
    s.seed = 0
    s.events = [e.for_viewer(seat) for e in s.events]
    s.logging = False
    return state
