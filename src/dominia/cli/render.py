"""What the game-agnostic CLI asks of a game's renderer, and a plain fallback.

A renderer turns one game's views, events, decisions and outcomes into rich
output, and matches typed names to choices. Each game has its own module
(`dominion_render.py`); `GenericRenderer` works for any game from the core
protocol alone, so a new game is playable before it gets a renderer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.core.decision import Choice, Decision
from dominia.core.events import Event
from dominia.core.game import Outcome


class Renderer(Protocol):
    def intro(self, console: Console, view: Any, names: Sequence[str], options: dict[str, Any]) -> None:
        """What the game is about to be: the setup everybody sees."""

    def board(self, console: Console, view: Any, names: Sequence[str]) -> None:
        """The public state of the table, as the view's seat sees it."""

    def status(self, view: Any, names: Sequence[str]) -> str:
        """One line: whose turn, phase, resources."""

    def private(self, console: Console, view: Any) -> None:
        """The viewing seat's own hidden information (its hand)."""

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """Log lines (rich markup) for already-redacted events."""

    def prompt(self, decision: Decision) -> str: ...

    def choice_label(self, choice: Choice) -> str: ...

    def match(self, text: str, decision: Decision) -> tuple[list[str], str | None]:
        """Choice ids a typed name picks (beyond numbers, ids and labels), and a hint if none."""

    def info(self, text: str) -> str | None:
        """A description of a named thing (a card), or None if unknown."""

    def outcome(self, console: Console, view: Any, outcome: Outcome, names: Sequence[str]) -> None: ...

    def auto_answer(self, decision: Decision) -> str | None:
        """An answer given for a human without asking (a routine step), or None to ask."""


class GenericRenderer:
    """Works for any game: the view's `to_dict()` if it has one, events as plain data."""

    def intro(self, console: Console, view: Any, names: Sequence[str], options: dict[str, Any]) -> None:
        console.print(f"Options: {escape(repr(options))}")

    def board(self, console: Console, view: Any, names: Sequence[str]) -> None:
        to_dict = getattr(view, "to_dict", None)
        if to_dict is not None:
            console.print(escape(repr(to_dict())))

    def status(self, view: Any, names: Sequence[str]) -> str:
        return ""

    def private(self, console: Console, view: Any) -> None:
        return None

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        lines = []
        for e in events:
            who = names[e.seat] if e.seat is not None and e.seat < len(names) else ""
            what = ", ".join(e.cards) if e.cards else (str(e.count) if e.count else "")
            lines.append(escape(" ".join(p for p in (who, e.kind, what, e.detail) if p)))
        return lines

    def prompt(self, decision: Decision) -> str:
        return escape(decision.prompt)

    def choice_label(self, choice: Choice) -> str:
        return escape(choice.text())

    def match(self, text: str, decision: Decision) -> tuple[list[str], str | None]:
        return [], None

    def info(self, text: str) -> str | None:
        return None

    def auto_answer(self, decision: Decision) -> str | None:
        return None

    def outcome(self, console: Console, view: Any, outcome: Outcome, names: Sequence[str]) -> None:
        table = Table(title="Final scores")
        for col in ("Seat", "Player", "Score", ""):
            table.add_column(col)
        for s, sc in enumerate(outcome.scores):
            table.add_row(str(s + 1), escape(names[s]), str(sc), "winner" if s in outcome.winners else "")
        console.print(table)
        console.print(f"The game ended: {escape(outcome.reason)}")
