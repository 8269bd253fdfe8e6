"""Recommended kingdoms from the rule books (data/kingdoms.toml), found by any of their names."""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass, field
from importlib import resources

from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.i18n import LANGS, Msg, msg, slug, translator
from dominia.core.i18n import name as proper_name
from dominia.games.dominion.card_model import MESSAGES, card_msg
from dominia.games.dominion.names import fold


@dataclass(frozen=True)
class Kingdom:
    id: str
    name: str
    book: str
    cards: tuple[str, ...]
    names: dict[str, str] = field(default_factory=dict)
    # Expansions Dominia does not have that this kingdom needs (it cannot be played then).
    needs: tuple[str, ...] = ()

    @property
    def msg(self) -> Msg:
        """The kingdom's name as a message (`kingdom-<slug(id)>` of the tables)."""
        return proper_name(f"kingdom-{slug(self.id)}", self.name)

    def local_name(self, lang: str) -> str:
        return translator(lang, (MESSAGES,))(self.msg)


def _load() -> tuple[Kingdom, ...]:
    text = resources.files("dominia.games.dominion").joinpath("data/kingdoms.toml").read_text("utf-8")
    out = []
    for k in tomllib.loads(text)["kingdom"]:
        names = {lang: k[lang] for lang in ("ru", "hu") if lang in k}
        out.append(
            Kingdom(k["id"], k["name"], k["book"], tuple(k["cards"]), names, tuple(k.get("needs", ())))
        )
    return tuple(out)


KINGDOMS: tuple[Kingdom, ...] = _load()


def kingdom_books() -> dict[str, str]:
    """The book of each playable recommended kingdom, by id (the lobby lists them by book:
    `kingdom-group-<book>` of the tables)."""
    return {k.id: k.book for k in KINGDOMS if not k.needs}


_INDEX: dict[str, Kingdom] = {}


_ENGLISH: dict[str, Kingdom] = {}


def _english_index() -> dict[str, Kingdom]:
    """Ids and English names only; the full index gives each the same kingdom (tested)."""
    if not _ENGLISH:
        for k in KINGDOMS:
            for n in (k.id, k.name):
                _ENGLISH.setdefault(fold(n), k)
    return _ENGLISH


def _full_index() -> dict[str, Kingdom]:
    """Every name of every kingdom, in every language of the tables."""
    if not _INDEX:
        for k in KINGDOMS:
            for n in (k.id, k.name, *k.names.values(), *(k.local_name(lang) for lang in LANGS)):
                _INDEX.setdefault(fold(n), k)
    return _INDEX


def english_kingdom(name: str) -> Kingdom | None:
    """A recommended kingdom by id or English name, or None: no message table is read."""
    return _english_index().get(fold(name))


def find_kingdom(name: str, *, playable: bool = True) -> Kingdom:
    """A recommended kingdom by id or by its name in any language.

    With `playable`, a kingdom that needs an expansion Dominia does not have is
    a clear error rather than a crash later.
    """
    key = fold(name)
    k = _english_index().get(key)  # (no message table read for an id or English name)
    if k is None:
        k = _full_index().get(key)
    if k is None:
        index = _full_index()
        close = difflib.get_close_matches(key, list(index), n=5, cutoff=0.6)
        raise UnknownName("kingdom", name, list(dict.fromkeys(index[c].id for c in close)))
    if playable and k.needs:
        raise InvalidOptions(
            msg(
                "error-dominion-kingdom-needs",
                kingdom=k.msg,
                needs=[proper_name(f"set-{slug(n)}", n) for n in k.needs],
                cards=[card_msg(c) for c in k.cards],
            )
        )
    return k
