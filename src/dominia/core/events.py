"""Events: what happened, with who may see the cards involved.

An event is public except for its `cards`, which only the seats in `to` may
see when `to` is not None; everybody else sees how many there were. One
function (`for_viewer`) does all of the filtering. `detail` is the text a
person reads; `data`, where a game gives it, holds the same facts as plain
values for programs (seats, territory indices, dice), so that no client has to
parse the text. It is public, as `detail` is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    cards: tuple[str, ...] = ()
    count: int = 0
    to: tuple[int, ...] | None = None
    detail: str = ""
    data: dict[str, Any] | None = None

    def for_viewer(self, viewer: int | None) -> Event:
        if self.to is None or (viewer is not None and viewer in self.to):
            return self
        return replace(self, cards=(), to=None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "cards": list(self.cards),
            "count": self.count,
            "detail": self.detail,
            "data": dict(self.data) if self.data else {},
        }
