"""All Dominion card definitions, registered in a fixed order (kinds are stable).

Importing this package fills the card table; `table` here is that table with every card in it.
The engine imports the table module itself (`card_table`), never this package, so the card
modules may import the engine without a cycle.
"""

from dominia.games.dominion import card_table as table
from dominia.games.dominion.cards import dark_ages
from dominia.games.dominion.cards.base import BASE
from dominia.games.dominion.cards.base1e import BASE1E
from dominia.games.dominion.cards.basic import BASIC

if not table.CARDS:
    table.register(BASIC)
    table.register(BASE)
    table.register(BASE1E)
    table.register(dark_ages.CARDS)

SETS = {
    "base": "Base game, 2nd edition (2016)",
    "base1e": "Base game, 1st edition cards removed in the 2nd",
    "dark-ages": "Dark Ages (2012)",
}

__all__ = ["SETS", "table"]
