"""Recommended kingdoms from the rule books, with their names in the books."""

from __future__ import annotations

from dataclasses import dataclass, field

from dominia.core.errors import UnknownName
from dominia.games.dominion.names import fold


@dataclass(frozen=True)
class Kingdom:
    id: str
    name: str
    book: str
    cards: tuple[str, ...]
    names: dict[str, str] = field(default_factory=dict)


KINGDOMS: tuple[Kingdom, ...] = (
    # Dominion, 2nd edition (Russian book, pages 15-16)
    Kingdom(
        "first-game",
        "First Game",
        "base",
        (
            "Cellar",
            "Market",
            "Merchant",
            "Militia",
            "Mine",
            "Moat",
            "Remodel",
            "Smithy",
            "Village",
            "Workshop",
        ),
        {"ru": "Первая партия"},
    ),
    Kingdom(
        "deck-top",
        "Deck Top",
        "base",
        (
            "Artisan",
            "Bureaucrat",
            "Council Room",
            "Festival",
            "Harbinger",
            "Laboratory",
            "Moneylender",
            "Sentry",
            "Vassal",
            "Village",
        ),
        {"ru": "Верх колоды"},
    ),
    Kingdom(
        "size-distortion",
        "Size Distortion",
        "base",
        (
            "Artisan",
            "Bandit",
            "Bureaucrat",
            "Chapel",
            "Festival",
            "Gardens",
            "Sentry",
            "Throne Room",
            "Witch",
            "Workshop",
        ),
        {"ru": "Искажение размера"},
    ),
    Kingdom(
        "sleight-of-hand",
        "Sleight of Hand",
        "base",
        (
            "Cellar",
            "Council Room",
            "Festival",
            "Gardens",
            "Library",
            "Harbinger",
            "Militia",
            "Poacher",
            "Smithy",
            "Throne Room",
        ),
        {"ru": "Ловкость рук"},
    ),
    Kingdom(
        "improvements",
        "Improvements",
        "base",
        (
            "Artisan",
            "Cellar",
            "Market",
            "Merchant",
            "Mine",
            "Moat",
            "Moneylender",
            "Poacher",
            "Remodel",
            "Witch",
        ),
        {"ru": "Улучшения"},
    ),
    Kingdom(
        "silver-and-gold",
        "Silver & Gold",
        "base",
        (
            "Bandit",
            "Bureaucrat",
            "Chapel",
            "Harbinger",
            "Laboratory",
            "Merchant",
            "Mine",
            "Moneylender",
            "Throne Room",
            "Vassal",
        ),
        {"ru": "Серебро и золото"},
    ),
    # Dominion, 1st edition (Hungarian book)
    Kingdom(
        "first-game-1e",
        "First Game (1st edition)",
        "base1e",
        (
            "Cellar",
            "Market",
            "Militia",
            "Mine",
            "Moat",
            "Remodel",
            "Smithy",
            "Village",
            "Woodcutter",
            "Workshop",
        ),
        {"hu": "Kezdőknek"},
    ),
    Kingdom(
        "big-money",
        "Big Money",
        "base1e",
        (
            "Adventurer",
            "Bureaucrat",
            "Chancellor",
            "Chapel",
            "Feast",
            "Laboratory",
            "Market",
            "Mine",
            "Moneylender",
            "Throne Room",
        ),
        {"hu": "Pénzhalmozás"},
    ),
    Kingdom(
        "interaction",
        "Interaction",
        "base1e",
        (
            "Bureaucrat",
            "Chancellor",
            "Council Room",
            "Festival",
            "Library",
            "Militia",
            "Moat",
            "Spy",
            "Thief",
            "Village",
        ),
        {"hu": "Interakció"},
    ),
    Kingdom(
        "size-distortion-1e",
        "Size Distortion (1st edition)",
        "base1e",
        (
            "Cellar",
            "Chapel",
            "Feast",
            "Gardens",
            "Laboratory",
            "Thief",
            "Village",
            "Witch",
            "Woodcutter",
            "Workshop",
        ),
        {"hu": "Különleges"},
    ),
    Kingdom(
        "village-square",
        "Village Square",
        "base1e",
        (
            "Bureaucrat",
            "Cellar",
            "Festival",
            "Library",
            "Market",
            "Remodel",
            "Smithy",
            "Throne Room",
            "Village",
            "Woodcutter",
        ),
        {"hu": "Városi"},
    ),
)


_INDEX: dict[str, Kingdom] = {}


def find_kingdom(name: str) -> Kingdom:
    """A recommended kingdom by id or by its name in any language."""
    key = fold(name)
    index = _INDEX
    if not index:
        for k in KINGDOMS:
            for n in (k.id, k.name, *k.names.values()):
                index.setdefault(fold(n), k)
    if key in index:
        return index[key]
    import difflib

    close = difflib.get_close_matches(key, list(index), n=5, cutoff=0.6)
    raise UnknownName("kingdom", name, list(dict.fromkeys(index[c].id for c in close)))
