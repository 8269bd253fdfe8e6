"""A card's kind is its place in the card table, and kinds are in every card's uid, in the
saved games' states and in the learning environments' tensors: the table's order is fixed."""

from __future__ import annotations

import hashlib
import importlib
import pkgutil

from dominia.games.dominion.card_model import CardDef
from dominia.games.dominion.cards import dark_ages
from dominia.games.dominion.cards import table as T


def family_cards() -> list[CardDef]:
    """Every card list of the Dark Ages package's modules, found by walking the package (not
    from the list its __init__ keeps, which this checks)."""
    found: list[CardDef] = []
    for info in pkgutil.iter_modules(dark_ages.__path__):
        module = importlib.import_module(f"{dark_ages.__name__}.{info.name}")
        for value in vars(module).values():
            if isinstance(value, list) and value and all(isinstance(d, CardDef) for d in value):
                found.extend(value)
    return found


# sha256 of the card names in kind order when Dark Ages was split by family (kinds 0-95):
# new cards go after them; a change here means saved games and trained policies break
FIRST_96 = "616bae21757bf50e"


def test_dark_ages_order_names_every_card_of_its_families_once() -> None:
    in_families = [d.name for d in family_cards()]
    assert len(in_families) == len(set(in_families))
    assert sorted(dark_ages.ORDER) == sorted(in_families)
    assert [d.name for d in dark_ages.CARDS] == list(dark_ages.ORDER)


def test_the_kinds_of_the_cards_never_move() -> None:
    names = "\n".join(T.NAME[:96])
    assert hashlib.sha256(names.encode()).hexdigest()[:16] == FIRST_96
    assert [d.kind for d in T.CARDS] == list(range(len(T.CARDS)))


def test_every_dark_ages_card_is_of_the_set() -> None:
    assert {d.set for d in dark_ages.CARDS} == {dark_ages.SET}
