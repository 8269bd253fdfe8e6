"""The fields every game's state has, as a protocol (what the kernel reads) and as a base class
(what a game's state may inherit, so that it declares only its rules' own fields).

The protocol is what matters: a state compiled to C (a native class cannot inherit a Python
class's slots) has the same fields of its own and is served by the kernel just the same.
"""

from __future__ import annotations

from typing import Any, Protocol, Self

from dominia.core.decision import Decision
from dominia.core.events import Event
from dominia.core.rng import Rng

KERNEL_FIELDS = ("options", "seed", "n", "rng", "events", "logging", "decision", "winners")


class GameState(Protocol):
    """What the kernel reads of every game's state: its options (canonical), its seed and the
    random stream it started, the number of seats, the event log and whether it is kept
    (simulations switch it off), and the open decision (None once the game is over)."""

    options: dict[str, Any]
    seed: int
    n: int
    rng: Rng
    events: list[Event]
    logging: bool
    decision: Decision | None

    def clone(self) -> Self:
        """An independent copy."""
        ...


class KernelState:
    """The protocol's fields as slots, and the winning seats (empty until the game is over)."""

    __slots__ = KERNEL_FIELDS

    def __init__(self, rng: Rng | None = None) -> None:
        self.options: dict[str, Any] = {}
        self.seed = 0
        self.n = 0
        self.rng = rng if rng is not None else Rng(0)  # (seeding one costs: a caller may pass its own)
        self.events: list[Event] = []
        self.logging = True
        self.decision: Decision | None = None
        self.winners: tuple[int, ...] = ()

    def start(self, options: dict[str, Any], seed: int, n: int, *, logging: bool = True) -> None:
        """Fill the kernel's fields for a new game: its random stream is seeded from `seed`."""
        self.options = options
        self.seed = seed
        self.n = n
        self.logging = logging
        self.rng = Rng(seed)

    def clone(self) -> Self:
        """An independent copy (each game's own: it knows which of its fields to copy)."""
        raise NotImplementedError

    def log_event(
        self,
        kind: str,
        seat: int | None,
        cards: tuple[str, ...] = (),
        *,
        to: tuple[int, ...] | None = None,
        count: int | None = None,
        detail: str = "",
        data: dict[str, Any] | None = None,
    ) -> None:
        """Append an event when the log is kept: its `cards` seen only by the seats in `to`
        (None: by everybody), `count` how many there were (default: how many are named)."""
        if self.logging:
            n = len(cards) if count is None else count
            self.events.append(Event(kind, seat, cards, n, to, detail, data or None))


def all_slots(cls: type) -> tuple[str, ...]:
    """Every slot of `cls` and of its bases (`cls.__slots__` names only its own)."""
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        own = klass.__dict__.get("__slots__", ())
        names.extend((own,) if isinstance(own, str) else own)
    return tuple(names)
