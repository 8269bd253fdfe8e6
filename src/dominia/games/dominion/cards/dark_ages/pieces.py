"""Dark Ages' pieces outside the kingdom piles: the Ruins (their mixed pile and its five
kinds), the Shelters that replace the starting Estates, and Spoils.

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from dominia.core.i18n import msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import (
    ACTION,
    REACTION,
    RUINS,
    SHELTER,
    TREASURE,
    VICTORY,
    CardDef,
    card_msg,
)
from dominia.games.dominion.cards.dark_ages.common import Result, card, draw_one_on_trash
from dominia.games.dominion.engine import (
    M,
    ask_options,
    card_name,
    discard,
    draw,
    log,
    peek,
    pick,
    return_to_pile,
    take,
    trash,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

# ------------------------------------------------------------ Ruins


def abandoned_mine(g: G, fr: F, ch: str | None) -> Result:
    g.coins += 1


def ruined_library(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)


def ruined_market(g: G, fr: F, ch: str | None) -> Result:
    g.buys += 1


def ruined_village(g: G, fr: F, ch: str | None) -> Result:
    g.actions += 1


def survivors(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        look = peek(g, fr.seat, 2)
        if not look:
            return None
        fr.v["look"] = tuple(look)
        log(g, "look", fr.seat, look, private=True)
        return ask_options(
            fr.seat,
            "survivors",
            msg("prompt-survivors", cards=[card_name(c & M) for c in look], n=len(look)),
            [("discard", msg("choice-discard-them")), ("keep", msg("choice-put-them-back"))],
            source=fr.card,
            data={"cards": [T.NAME[c & M] for c in look]},
        )
    look = [c for c in fr.v["look"] if c in p.deck]
    if ch == "discard":
        for c in look:
            discard(g, fr.seat, c, p.deck)
        return None
    if ch == "keep" and len(look) == 2 and look[0] & M != look[1] & M:
        fr.v["look"] = tuple(look)
        return ask_options(
            fr.seat,
            "order",
            msg("prompt-order-top", card=card_msg("Survivors")),
            [(f"top:{T.NAME[c & M]}", msg("choice-on-top", card=card_name(c & M))) for c in look],
            source=fr.card,
        )
    if ch.startswith("top:"):
        top = pick(look, ch)
        other = look[0] if look[1] == top else look[1]
        if take(p.deck, top) and take(p.deck, other):
            p.deck.append(other)
            p.deck.append(top)
    return None


# ------------------------------------------------------------ Shelters


def necropolis(g: G, fr: F, ch: str | None) -> Result:
    g.actions += 2


def hovel_on_buy(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if ch is None:
        if fr.card not in hand:
            return None
        return ask_options(
            fr.seat,
            "trash",
            msg("prompt-hovel"),
            [("trash:Hovel", msg("choice-trash", card=card_msg("Hovel"))), ("done", msg("choice-keep-it"))],
            source=fr.card,
        )
    if ch != "done":
        trash(g, fr.seat, fr.card, hand)
    return None


# ------------------------------------------------------------ non-Supply


def spoils(g: G, fr: F, ch: str | None) -> Result:
    return_to_pile(g, fr.seat, fr.card, g.players[fr.seat].play)


A = ACTION
CARDS: list[CardDef] = [
    card("Ruins", 0, A | RUINS, None, "Руины", "A pile of 5 kinds of Ruins.", kingdom=False),
    card(
        "Abandoned Mine",
        0,
        A | RUINS,
        abandoned_mine,
        "Заброшенная шахта",
        "+$1.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Ruined Library",
        0,
        A | RUINS,
        ruined_library,
        "Разрушенная библиотека",
        "+1 Card.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Ruined Market",
        0,
        A | RUINS,
        ruined_market,
        "Разрушенный рынок",
        "+1 Buy.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Ruined Village",
        0,
        A | RUINS,
        ruined_village,
        "Разрушенная деревня",
        "+1 Action.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Survivors",
        0,
        A | RUINS,
        survivors,
        "Выжившие",
        "Look at the top 2 cards of your deck. Discard them or put them back in any order.",
        kingdom=False,
        pile="Ruins",
    ),
    card(
        "Hovel",
        1,
        REACTION | SHELTER,
        None,
        "Лачуга",
        "When you buy a Victory card, you may trash this from your hand.",
        kingdom=False,
        supply=False,
        on_buy_victory=hovel_on_buy,
    ),
    card("Necropolis", 1, A | SHELTER, necropolis, "Некрополь", "+2 Actions.", kingdom=False, supply=False),
    card(
        "Overgrown Estate",
        1,
        VICTORY | SHELTER,
        None,
        "Заросшее поместье",
        "0 VP. When you trash this, +1 Card.",
        kingdom=False,
        supply=False,
        on_trash=draw_one_on_trash,
    ),
    card(
        "Spoils",
        0,
        TREASURE,
        spoils,
        "Добыча",
        "$3. When you play this, return it to the Spoils pile.",
        coins=3,
        kingdom=False,
        supply=False,
        pile_size=15,
    ),
]
