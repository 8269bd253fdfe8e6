"""Domination's log lines on the terminal, written from the events' data in the reader's words."""

from __future__ import annotations

from collections.abc import Sequence

from dominia.cli.domination.render_words import RendererBase
from dominia.core.events import Event
from dominia.core.i18n import Seat, msg
from dominia.games.domination import texts

# How each log line is set off (the words come from the game's table).
EVENT_STYLES = {
    "turn": "bold cyan",
    "conquer": "bold",
    "eliminate": "bold",
    "win": "bold green",
    "game_over": "bold",
    "reshuffle": "dim",
}


class LogLines(RendererBase):
    """The log: one line per event (a random deal summed up in one)."""

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        self._set_names(names)
        lines: list[str] = []
        i = 0
        n = len(names)
        while i < len(events):
            e = events[i]
            if e.kind == "claim":
                j = i
                while j < len(events) and events[j].kind == "claim":
                    j += 1
                if j - i > n:  # dealt at random: a summary, not one line per territory
                    counts = [sum(1 for x in events[i:j] if x.seat == s) for s in range(n)]
                    dealt = [
                        msg("board-dealt-count", player=Seat(s), n=counts[s]) for s in range(n) if counts[s]
                    ]
                    lines.append(self.t(msg("board-dealt", counts=texts.joined(dealt, "board-list"))))
                    i = j
                    continue
            line = self.event_line(e)
            if line:
                lines.append(line)
            i += 1
        return lines

    def event_line(self, e: Event) -> str | None:
        """One log line, from the event's data (the engine's text is for other readers)."""
        m = texts.TEXTS.event(e)
        if m is None:
            if e.kind == "setup":
                return None
            extra = " ".join(p for p in (", ".join(e.cards), e.detail) if p)
            m = msg(
                "board-event-other",
                player=Seat(e.seat) if e.seat is not None else "",
                kind=e.kind,
                extra=extra,
            )
        line = self.t(m)
        if e.kind == "roll":
            return f"   [dim]{line}[/]" if not (e.data or {}).get("defender_lost") else f"   {line}"
        style = EVENT_STYLES.get(e.kind)
        return f"[{style}]{line}[/]" if style else line
