"""Heroes of Dominaria's log lines on the terminal, from the events' data (the game's event texts)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.markup import escape

from dominia.cli.dominaria.render_words import RendererBase
from dominia.core.events import Event
from dominia.games.dominaria import texts

DIM_EVENTS = ("setup", "end_turn")


class LogLines(RendererBase):
    """The log: one line per event."""

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        self._names = list(names)
        return [line for e in events if (line := self.event_line(e)) is not None]

    def event_line(self, e: Event) -> str | None:
        """One log line, from the event's data (the game's event texts)."""
        m = texts.TEXTS.event(e)
        if m is None:
            return self.unknown_event(e)
        line = self.t(m)
        return f"[dim]{line}[/]" if e.kind in DIM_EVENTS else line

    def unknown_event(self, e: Event) -> str:
        """An event kind this renderer does not know yet (a newer engine): its raw fields."""
        parts = [self.who(e.seat), escape(e.kind), *map(escape, e.cards), escape(e.detail)]
        return " ".join(p for p in parts if p)
