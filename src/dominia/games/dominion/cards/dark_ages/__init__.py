"""Dark Ages (original 2012 text), one module per card family.

pieces (Ruins, Shelters, Spoils), looters (Ruins and Spoils givers), exchangers (Hermit and
Urchin, and the Madman and Mercenary they become), trash_and_gain, trash_triggers ("when you
trash this"), replays (cards that play other cards), reactions, deck_and_hand, knights; what
they share is in common.py.
"""

from dominia.games.dominion.card_model import CardDef
from dominia.games.dominion.cards.dark_ages import (
    deck_and_hand,
    exchangers,
    knights,
    looters,
    pieces,
    reactions,
    replays,
    trash_and_gain,
    trash_triggers,
)
from dominia.games.dominion.cards.dark_ages.common import SET

# Every card of the set in the order it was first registered. A card's kind is its place in
# the card table, and kinds are in every card's uid: new cards go at the end, never between.
ORDER = (
    "Band of Misfits",
    "Beggar",
    "Counterfeit",
    "Cultist",
    "Death Cart",
    "Fortress",
    "Hermit",
    "Market Square",
    "Procession",
    "Urchin",
    "Ruins",
    "Abandoned Mine",
    "Ruined Library",
    "Ruined Market",
    "Ruined Village",
    "Survivors",
    "Hovel",
    "Necropolis",
    "Overgrown Estate",
    "Spoils",
    "Madman",
    "Mercenary",
    "Knights",
    "Dame Anna",
    "Dame Josephine",
    "Dame Molly",
    "Dame Natalie",
    "Dame Sylvia",
    "Sir Bailey",
    "Sir Destry",
    "Sir Martin",
    "Sir Michael",
    "Sir Vander",
    "Altar",
    "Armory",
    "Bandit Camp",
    "Catacombs",
    "Count",
    "Feodum",
    "Forager",
    "Graverobber",
    "Hunting Grounds",
    "Ironmonger",
    "Junk Dealer",
    "Marauder",
    "Mystic",
    "Pillage",
    "Poor House",
    "Rats",
    "Rebuild",
    "Rogue",
    "Sage",
    "Scavenger",
    "Squire",
    "Storeroom",
    "Vagrant",
    "Wandering Minstrel",
)


def _in_order() -> list[CardDef]:
    # tests/dominion/test_card_kinds.py checks that ORDER names each family's cards once
    by_name = {
        d.name: d
        for family in (
            pieces.CARDS,
            looters.CARDS,
            exchangers.CARDS,
            trash_and_gain.CARDS,
            trash_triggers.CARDS,
            replays.CARDS,
            reactions.CARDS,
            deck_and_hand.CARDS,
            knights.KNIGHTS,
        )
        for d in family
    }
    return [by_name[name] for name in ORDER]


CARDS: list[CardDef] = _in_order()

__all__ = ["CARDS", "ORDER", "SET"]
