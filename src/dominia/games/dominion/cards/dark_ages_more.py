"""Dark Ages kingdom cards (see dark_ages.py for the expansion's machinery cards)."""

from __future__ import annotations

from dominia.games.dominion.cards.model import CardDef

CARDS: list[CardDef] = []
