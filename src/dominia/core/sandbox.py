"""What every game's `view.sandbox(rng)` does after redealing the hidden cards: the copy must
not carry anything else the seat may not know."""

from __future__ import annotations

from typing import Any

from dominia.core.rng import Rng


def seal(state: Any, seat: int | None, rng: Rng) -> Any:
    """A redealt copy made safe to hand to `seat`: a random stream of its own (the game's would
    tell future shuffles and dice), no game seed (it would deal every hidden card again), only
    the log the seat may see, and the log off (planning is not worth recording)."""
    state.rng = rng.derive("sandbox")
    state.seed = 0
    state.events = [e.for_viewer(seat) for e in state.events]
    state.logging = False
    return state
