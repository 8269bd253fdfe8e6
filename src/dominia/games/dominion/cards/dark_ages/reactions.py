"""Dark Ages' Reactions: Beggar (to an attack) and Market Square (to one of its owner's
cards trashed).

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from dominia.games.dominion.card_model import ACTION, REACTION, CardDef
from dominia.games.dominion.cards.dark_ages.common import Result, card
from dominia.games.dominion.engine import COPPER, GOLD, SILVER, discard, draw, gain
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F


def beggar(g: G, fr: F, ch: str | None) -> Result:
    for _ in range(3):
        gain(g, fr.seat, COPPER, "hand")


def beggar_reveal(g: G, seat: int, uid: int) -> bool:
    """Discard Beggar against an attack: a Silver onto the deck, another to the discard pile."""
    discard(g, seat, uid, g.players[seat].hand, public=True)
    gain(g, seat, SILVER, "deck")
    gain(g, seat, SILVER)
    return False  # it does not protect


def market_square(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 1
    g.buys += 1


def market_square_react(g: G, seat: int, uid: int) -> None:
    if discard(g, seat, uid, g.players[seat].hand, public=True):
        gain(g, seat, GOLD)


A = ACTION
CARDS: list[CardDef] = [
    card(
        "Beggar",
        2,
        A | REACTION,
        beggar,
        "Нищий",
        "Gain 3 Coppers, putting them into your hand. When another player plays an Attack card, you "
        "may discard this. If you do, gain two Silvers, putting one on top of your deck.",
        on_attack_reveal=beggar_reveal,
    ),
    card(
        "Market Square",
        3,
        A | REACTION,
        market_square,
        "Базарная площадь",
        "+1 Card, +1 Action, +1 Buy. When one of your cards is trashed, you may discard this from "
        "your hand. If you do, gain a Gold.",
        on_own_trash_reaction=market_square_react,
    ),
]
