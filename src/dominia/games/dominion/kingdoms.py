"""Recommended kingdoms from the rule books (data/kingdoms.toml), found by any of their names."""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass, field
from importlib import resources

from dominia.core.errors import InvalidOptions, UnknownName
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
_INDEX: dict[str, Kingdom] = {}


def find_kingdom(name: str, *, playable: bool = True) -> Kingdom:
    """A recommended kingdom by id or by its name in any language.

    With `playable`, a kingdom that needs an expansion Dominia does not have is
    a clear error rather than a crash later.
    """
    index = _INDEX
    if not index:
        for k in KINGDOMS:
            for n in (k.id, k.name, *k.names.values()):
                index.setdefault(fold(n), k)
    key = fold(name)
    if key not in index:
        close = difflib.get_close_matches(key, list(index), n=5, cutoff=0.6)
        raise UnknownName("kingdom", name, list(dict.fromkeys(index[c].id for c in close)))
    k = index[key]
    if playable and k.needs:
        raise InvalidOptions(
            f"the recommended kingdom {k.name!r} needs {', '.join(k.needs)}, which Dominia does not have "
            f"(it uses {', '.join(k.cards)})"
        )
    return k
