"""Name lookup in any language: cards and recommended kingdoms.

Names are those of the message tables in every language (plus the books' spelling variants),
compared after folding case, accents and punctuation, so "council room", "Зал совета",
"зала ради", "tanacsterem" and "Tanácsterem" all work.
"""

from __future__ import annotations

import difflib
import unicodedata

from dominia.core.errors import UnknownName
from dominia.core.i18n import LANGS
from dominia.games.dominion.card_model import CardDef
from dominia.games.dominion.cards import table as T


def fold(name: str) -> str:
    text = unicodedata.normalize("NFKD", name).casefold()
    return "".join(ch for ch in text if ch.isalnum())


_CARD_INDEX: dict[str, CardDef] = {}


def _card_index() -> dict[str, CardDef]:
    if not _CARD_INDEX:
        for d in T.CARDS:
            local = (d.local_name(lang) for lang in LANGS)  # the message tables
            for n in (d.name, *local, *d.names.values(), *d.aliases):
                _CARD_INDEX.setdefault(fold(n), d)
    return _CARD_INDEX


_ENGLISH: dict[str, CardDef] = {}
_ENGLISH_OF = [0]  # how many registered cards _ENGLISH indexes


def _english_index() -> dict[str, CardDef]:
    """Folded English names only: no message table is read (the built-in bots, read at every
    start, name their cards in English). The full index gives each the same card (tested)."""
    if _ENGLISH_OF[0] != len(T.CARDS):
        _ENGLISH.clear()
        for d in T.CARDS:
            _ENGLISH.setdefault(fold(d.name), d)
        _ENGLISH_OF[0] = len(T.CARDS)
    return _ENGLISH


def lookup_english(name: str) -> CardDef | None:
    """The card with this English name (case, accents and punctuation folded), or None."""
    return _english_index().get(fold(name))


def english_card(name: str) -> CardDef | None:
    """The card with this English name, or None: no message table is read."""
    return _english_index().get(fold(name))


def lookup_card(name: str) -> CardDef | None:
    """The card with this name in any language, or None (no close matches computed)."""
    key = fold(name)
    d = _english_index().get(key)
    return d if d is not None else _card_index().get(key)


def find_card(name: str) -> CardDef:
    """The card with this name in any language; UnknownName with close matches if none."""
    d = lookup_card(name)
    if d is not None:
        return d
    index = _card_index()
    close = difflib.get_close_matches(fold(name), list(index), n=5, cutoff=0.6)
    suggestions = list(dict.fromkeys(index[c].name for c in close))
    raise UnknownName("card", name, suggestions)
