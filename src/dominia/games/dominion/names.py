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
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.cards.model import CardDef


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


def lookup_card(name: str) -> CardDef | None:
    """The card with this name in any language, or None (no close matches computed)."""
    return _card_index().get(fold(name))


def find_card(name: str) -> CardDef:
    """The card with this name in any language; UnknownName with close matches if none."""
    index = _card_index()
    d = index.get(fold(name))
    if d is not None:
        return d
    close = difflib.get_close_matches(fold(name), list(index), n=5, cutoff=0.6)
    suggestions = list(dict.fromkeys(index[c].name for c in close))
    raise UnknownName("card", name, suggestions)
