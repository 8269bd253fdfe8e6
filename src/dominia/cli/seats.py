"""Seat specs: who sits where, as given by `--players` and stored in a record.

A spec is ``human``, ``human:NAME``, ``bot:NAME`` (or ``ai:NAME``), a plain bot name, or a
Python agent of the user's (``file.py:Name``, ``package.module:Name``: `core.plugins`). The
canonical string (`SeatSpec.spec`) is what a `GameRecord` keeps in `seats`, so
`--resume` knows who plays each seat.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from dominia.cli import lang as _lang  # noqa: F401  (makes english() read the terminal's tables)
from dominia.core import plugins
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.i18n import Msg, Text, english, msg, name, slug


@dataclass(frozen=True)
class SeatSpec:
    kind: str  # "human" or "bot"
    name: str = ""  # the human's name (may be empty) or the bot's name

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def spec(self) -> str:
        if self.is_human:
            return f"human:{self.name}" if self.name else "human"
        return f"bot:{self.name}"


def parse_seat(text: str, bots: Sequence[str] | None) -> SeatSpec:
    """One seat; `bots` are the known bot names (None: accept any, e.g. to replay a record)."""
    raw = text.strip()
    head, sep, tail = raw.partition(":")
    head_l = head.strip().lower()
    if head_l == "human":
        return SeatSpec("human", tail.strip())
    if head_l in ("bot", "ai") and sep:
        name = tail.strip()
    elif not sep or head_l == "policy" or plugins.is_agent_code(raw):
        name = raw
    else:
        raise InvalidOptions(msg("error-seat-spec", seat=repr(raw)))
    if not name:
        raise InvalidOptions(msg("error-seat-no-bot-name", seat=repr(raw)))
    if bots is None:
        return SeatSpec("bot", name)
    if plugins.is_agent_code(name):  # the user's own Python agent: loaded now, to fail early
        name = plugins.canonical(name)
        plugins.load_factory(name)
        return SeatSpec("bot", name)
    if name.lower().endswith((".toml", ".yaml", ".yml")):  # a bot file: the game's make_bot reads it
        if not Path(name).is_file():
            raise InvalidOptions(msg("error-seat-no-bot-file", seat=repr(raw), file=name))
        return SeatSpec("bot", name)
    if name.lower().startswith("policy:"):  # a trained policy: the game's make_bot knows its own
        return SeatSpec("bot", name)
    if name.lower() not in {b.lower() for b in bots}:
        raise UnknownName("bot", name, difflib.get_close_matches(name.lower(), list(bots)) or list(bots))
    canonical = next(b for b in bots if b.lower() == name.lower())
    return SeatSpec("bot", canonical)


def parse_seats(text: str | Sequence[str], bots: Sequence[str] | None) -> list[SeatSpec]:
    parts = text.split(",") if isinstance(text, str) else list(text)
    if any(not p.strip() for p in parts):
        raise InvalidOptions(msg("error-empty-seat", players=repr(text)))
    return [parse_seat(p, bots) for p in parts]


def _bot_name(bot: str) -> Msg:
    """A built-in bot's name in the reader's words (its id when the game's table has none)."""
    short = plugins.short(bot)
    return name(f"botname-{slug(short)}", short)


def display_names(
    seats: Sequence[SeatSpec], bot_word: str = "bot", tr: Callable[[Text], str] = english
) -> list[str]:
    """What the UI calls each seat, in the language of `tr`: the human's name, "Player N" or
    "<bot> bot" (or "<ai> AI", as the game calls its computer players)."""
    word = "seat-ai" if bot_word == "AI" else "seat-bot"
    names = [
        (s.name or tr(msg("player-n", n=i + 1))) if s.is_human else tr(msg(word, bot=_bot_name(s.name)))
        for i, s in enumerate(seats)
    ]
    counts = {n: names.count(n) for n in names}
    return [f"{n} {i + 1}" if counts[n] > 1 else n for i, n in enumerate(names)]
