"""The Decision/Choice protocol shared by every game.

A game that needs input exposes one `Decision`: the seat that must answer,
a kind, a prompt and the legal choices, each with a stable text id such as
``buy:Silver``. Choices may be built lazily because many decisions are read by
bots that only look at a few of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from dominia.core.i18n import Text, english


@dataclass(frozen=True, slots=True)
class Choice:
    """A legal answer: its id (language-neutral: records, bots and the wire use it) and the
    label a person reads (a message of the game's table, or plain text; empty: the id)."""

    id: str
    label: Text = ""

    def text(self, tr: Callable[[Text], str] = english) -> str:
        """Its label in the language of `tr` (its id when it has none)."""
        return tr(self.label) if self.label else self.id


class Decision:
    """One question to one seat: `seat` must answer, `kind` says what is asked (the game's own
    word: `dominia.kinds.DecisionKind` types the built-in games'; docs/agents.md lists them),
    `prompt` says it to a person, `choices` are the legal answers (built on first access),
    `source` names the card or rule that asks, `data` holds facts some kinds carry."""

    __slots__ = ("seat", "kind", "_prompt", "source", "data", "_choices", "_build", "_allows")

    def __init__(
        self,
        seat: int,
        kind: str,
        prompt: Text,
        choices: Sequence[Choice] | None = None,
        *,
        build: Callable[[], Sequence[Choice]] | None = None,
        source: str | None = None,
        data: dict[str, Any] | None = None,
        allows: Callable[[str], bool] | None = None,
    ) -> None:
        if choices is None and build is None:
            raise ValueError("a decision needs choices or a builder")
        self.seat = seat
        self.kind = kind
        self._prompt = prompt
        self.source = source
        self.data = data or {}
        self._choices: tuple[Choice, ...] | None = tuple(choices) if choices is not None else None
        self._build = build
        # a check that agrees with the built choices, so that a hot path can validate an answer
        # without building them
        self._allows = allows

    @property
    def prompt(self) -> Text:
        """What is asked, for a person (a property: a subclass may make it only when read)."""
        return self._prompt

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The legal answers, in the game's order."""
        if self._choices is None:
            assert self._build is not None
            self._choices = tuple(self._build())
        return self._choices

    def ids(self) -> list[str]:
        """The legal answers' ids."""
        return [c.id for c in self.choices]

    def allows(self, choice_id: str) -> bool:
        """Whether `choice_id` is one of the choices (without building them when it can)."""
        if self._allows is not None and self._choices is None:
            return self._allows(choice_id)
        return self.find(choice_id) is not None

    def find(self, choice_id: str) -> Choice | None:
        """The choice with this id; None if it is not legal."""
        for c in self.choices:
            if c.id == choice_id:
                return c
        return None

    def to_dict(self, tr: Callable[[Text], str] = english) -> dict[str, Any]:
        """Plain data, the prompt and labels in the language of `tr` (a Translator)."""
        return {
            "seat": self.seat,
            "kind": self.kind,
            "prompt": tr(self.prompt),
            "source": self.source,
            "choices": [{"id": c.id, "label": c.text(tr)} for c in self.choices],
        }

    def __repr__(self) -> str:
        return f"Decision(seat={self.seat}, kind={self.kind!r}, choices={self.ids()!r})"
