"""All Dominion card definitions, registered in a fixed order (kinds are stable)."""

from dominia.games.dominion.cards import table
from dominia.games.dominion.cards.base import BASE
from dominia.games.dominion.cards.base1e import BASE1E
from dominia.games.dominion.cards.basic import BASIC

if not table.CARDS:
    table.register(BASIC)
    table.register(BASE)
    table.register(BASE1E)

SETS = {
    "base": "Base game, 2nd edition (2016)",
    "base1e": "Base game, 1st edition cards removed in the 2nd",
}

__all__ = ["SETS", "table"]
