"""The precise error hierarchy: every bad input maps to one of these."""

from __future__ import annotations


class DominiaError(Exception):
    """Base of every error Dominia raises on purpose."""


class IllegalChoice(DominiaError):
    """A choice that is not legal now (wrong seat, unknown id, game over)."""


class InvalidOptions(DominiaError):
    """Game options that cannot make a game (bad player count, bad kingdom...)."""


class UnknownName(InvalidOptions):
    """A name (card, kingdom, bot, game) that is not known; carries close matches."""

    def __init__(self, what: str, name: str, suggestions: list[str] | tuple[str, ...] = ()):
        self.what = what
        self.name = name
        self.suggestions = tuple(suggestions)
        msg = f"unknown {what} {name!r}"
        if self.suggestions:
            msg += "; did you mean: " + ", ".join(self.suggestions) + "?"
        super().__init__(msg)


class RecordError(DominiaError):
    """A saved game file that cannot be read or does not replay."""
