"""What every game's Game object does alike: the checks of a move before it touches anything,
the open decision, clones, and the event log with its per-seat filter of hidden information.

A game's Game subclasses `KernelGame` (adding `setup`, `advance`, `view`, `outcome`, `snapshot`)
and its view `SeatView` (adding what a seat may see); its state follows
`core.state_base.GameState`. A module compiled to C, whose classes cannot inherit these Python
classes, calls the functions instead: `check_choice` in its `apply`, `visible_events` for its
log. Neither costs more than the checks a game made before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from dominia.core.decision import Decision
from dominia.core.events import Event
from dominia.core.moves import check_move, not_legal
from dominia.core.state_base import GameState


def check_choice(decision: Decision | None, seat: int, choice_id: str) -> Decision:
    """The open decision, once `seat` is a seat number, the one deciding, and `choice_id` is
    among its legal choices; else IllegalChoice (with a message of the tables) and nothing
    changed (whatever the types a caller passed). Legality is the decision's `allows`: a lazy
    decision builds no list for it."""
    d = check_move(decision, seat, choice_id)
    if not d.allows(choice_id):
        raise not_legal(d, choice_id)
    return d


def visible_events(events: Sequence[Event], viewer: int | None, start: int = 0) -> list[Event]:
    """The log from event `start` on as `viewer` may see it (None: a spectator): the one filter
    of hidden information every game's log goes through."""
    return [e.for_viewer(viewer) for e in events[start:]]


def private_to(seat: int | None, private: bool) -> tuple[int, ...] | None:
    """Who may see an event's cards: only `seat` when they are private, else everybody."""
    return (seat,) if private and seat is not None else None


S = TypeVar("S", bound=GameState)


class SeatView(Generic[S]):
    """What one seat may see of a state (None: a spectator); a game's view adds its own facts,
    the log comes through the kernel's filter."""

    __slots__ = ("_g", "seat")

    def __init__(self, g: S, seat: int | None) -> None:
        self._g = g
        self.seat = seat

    def events(self, start: int = 0) -> list[Event]:
        """The log from event `start` on, as this seat may see it."""
        return visible_events(self._g.events, self.seat, start)


class KernelGame(Generic[S]):
    """The parts of the Game protocol (core.game.Game) every game answers alike; a game adds
    `advance` (carry out a checked choice), `setup`, `view`, `outcome` and `snapshot`."""

    def pending(self, state: S) -> Decision | None:
        return state.decision

    def apply(self, state: S, seat: int, choice_id: str) -> None:
        """Answer the open decision (`check_choice`), then let the rules carry it out."""
        check_choice(state.decision, seat, choice_id)
        self.advance(state, choice_id)

    def advance(self, state: S, choice_id: str) -> None:
        """Carry out a choice `apply` has checked and open the next decision."""
        raise NotImplementedError

    def clone(self, state: S) -> S:
        return state.clone()

    def events(self, state: S, viewer: int | None, start: int = 0) -> list[Event]:
        return visible_events(state.events, viewer, start)

    def event_count(self, state: S) -> int:
        return len(state.events)

    def num_seats(self, state: S) -> int:
        return state.n
