"""What the game-agnostic CLI asks of a game's renderer, and a plain fallback.

A renderer turns one game's views, events, decisions and outcomes into rich
output, and matches typed names to choices. Each game has its own (`cli/<game>/render.py`);
`GenericRenderer` works for any game from the core
protocol alone, so a new game is playable before it gets a renderer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.lang import markup, translator
from dominia.core.decision import Choice, Decision
from dominia.core.errors import UnknownName
from dominia.core.events import Event
from dominia.core.game import Outcome, get_spec
from dominia.core.i18n import msg


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
    """Works for any game: the game's own sentences for events and outcomes when its spec has
    them (`GameSpec.texts`), else the events' kinds and details; the view's `to_dict()`."""

    def __init__(self, lang: str = "en", game: str | None = None) -> None:
        self.tr = translator(game, lang=lang)
        self.texts = None
        if game is not None:
            try:
                self.texts = get_spec(game).texts()
            except UnknownName:  # a game registered without a spec
                self.texts = None

    def intro(self, console: Console, view: Any, names: Sequence[str], options: dict[str, Any]) -> None:
        console.print(markup(self.tr, msg("generic-options", options=repr(options))))

    def board(self, console: Console, view: Any, names: Sequence[str]) -> None:
        to_dict = getattr(view, "to_dict", None)
        if to_dict is not None:
            console.print(markup(self.tr, msg("generic-board", data=repr(to_dict()))))

    def status(self, view: Any, names: Sequence[str]) -> str:
        return ""

    def private(self, console: Console, view: Any) -> None:
        return None

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        tr = self.tr.with_players(names)
        lines = []
        for e in events:
            if self.texts is not None:
                m = self.texts.event(e)
                if m is not None:
                    lines.append(markup(tr, m))
                continue  # None: bookkeeping nobody reads
            who = names[e.seat] if e.seat is not None and e.seat < len(names) else ""
            what = ", ".join(e.cards) if e.cards else (str(e.count) if e.count else "")
            text = " ".join(p for p in (who, e.kind, what, e.detail) if p)
            lines.append(markup(tr, msg("generic-event", text=text)))
        return lines

    def prompt(self, decision: Decision) -> str:
        return markup(self.tr, decision.prompt)

    def choice_label(self, choice: Choice) -> str:
        return markup(self.tr, choice.label) if choice.label else escape(choice.id)

    def match(self, text: str, decision: Decision) -> tuple[list[str], str | None]:
        return [], None

    def info(self, text: str) -> str | None:
        return None

    def auto_answer(self, decision: Decision) -> str | None:
        return None

    def outcome(self, console: Console, view: Any, outcome: Outcome, names: Sequence[str]) -> None:
        tr = self.tr.with_players(names)
        table = Table(title=markup(tr, msg("generic-final-scores")))
        for key in ("generic-col-seat", "generic-col-player", "generic-col-score"):
            table.add_column(markup(tr, msg(key)))
        table.add_column("")
        winner = markup(tr, msg("generic-winner"))
        for s, sc in enumerate(outcome.scores):
            table.add_row(str(s + 1), escape(names[s]), str(sc), winner if s in outcome.winners else "")
        console.print(table)
        reason = self.texts.outcome(outcome) if self.texts is not None else outcome.reason
        console.print(markup(tr, msg("generic-ended", reason=reason)))
