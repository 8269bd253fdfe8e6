"""The precise error hierarchy: every bad input maps to one of these.

An error may carry a message of the tables (`core.i18n.Msg`) instead of English text: `str()`
gives English (logs, tracebacks), `text` the message a front end formats in the reader's
language."""

from __future__ import annotations

from dominia.core.i18n import Msg, Text, msg, name, slug


class DominiaError(Exception):
    """Base of every error Dominia raises on purpose; `text` is its message (a `Msg` of the
    tables, or plain text), `str()` its English form."""

    def __init__(self, text: Text = "", *args: object) -> None:
        self.text: Text = text
        super().__init__(str(text), *args)


class IllegalChoice(DominiaError, ValueError):
    """A choice that is not legal now (wrong seat, unknown id, game over). A `ValueError` too,
    as python-chess's illegal move is: a caller may catch either."""


class InvalidOptions(DominiaError):
    """Game options that cannot make a game (bad player count, bad kingdom...)."""


class UnknownName(InvalidOptions):
    """A name (card, kingdom, bot, game) that is not known; `suggestions` holds close matches."""

    def __init__(self, what: str, name_: str, suggestions: list[str] | tuple[str, ...] = ()):
        self.what = what
        self.name = name_
        self.suggestions = tuple(suggestions)
        args = {"what": name(f"what-{slug(what)}", what), "name": name_}
        text: Msg = msg("error-unknown-name", **args)
        if self.suggestions:
            text = msg("error-unknown-name-suggest", **args, suggestions=", ".join(self.suggestions))
        super().__init__(text)


class RecordError(DominiaError):
    """A saved game file that cannot be read or does not replay."""
