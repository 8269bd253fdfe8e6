"""Dark Ages' cards that do something when trashed: Catacombs, Feodum, Fortress,
Hunting Grounds, Rats and Squire.

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from collections.abc import Iterable

from dominia.core.i18n import Msg, Text, msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ACTION, ATTACK, VICTORY, CardDef, card_msg
from dominia.games.dominion.cards.dark_ages.common import Result, card, draw_one_on_trash, single_choice
from dominia.games.dominion.engine import (
    DUCHY,
    ESTATE,
    SILVER,
    M,
    ask_cards,
    ask_gain,
    ask_options,
    card_name,
    discard,
    draw,
    gain,
    gain_from_pile,
    log,
    peek,
    pick,
    pile_for,
    take,
    trash,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F


def fortress(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 2


def fortress_trashed(g: G, fr: F, ch: str | None) -> Result:
    if take(g.trash, fr.card):
        g.players[fr.seat].hand.append(fr.card)
        log(g, "to_hand", fr.seat, (fr.card,), detail="trash", source="trash")


CATACOMBS_COST = 5


def _names(cards: Iterable[int]) -> list[Msg]:
    return [card_name(c & M) for c in cards]


def hunting_grounds(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 4)


def catacombs(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        look = peek(g, fr.seat, 3)
        if not look:
            return None
        fr.v["look"] = tuple(look)
        log(g, "look", fr.seat, look, private=True)
        return ask_options(
            fr.seat,
            "choose",
            msg("prompt-catacombs", cards=_names(look)),
            [
                ("option:hand", msg("choice-catacombs-hand")),
                ("option:discard", msg("choice-catacombs-discard")),
            ],
            fr.card,
            data={"cards": [T.NAME[c & M] for c in look]},
        )
    look = [c for c in fr.v["look"] if c in p.deck]  # they stay on the deck until moved
    if ch == "option:hand":
        for c in look:
            take(p.deck, c)
            p.hand.append(c)
        if look:
            log(g, "to_hand", fr.seat, look, private=True, detail="deck", source="deck")
    else:
        for c in look:
            discard(g, fr.seat, c, p.deck)
        draw(g, fr.seat, 3)  # a shuffle for this draw includes the cards just discarded
    return None


# ------------------------------------------------------------ when trashed


def catacombs_trashed(g: G, fr: F, ch: str | None) -> Result:
    """Gain a card costing less than Catacombs, on whoever's turn it was trashed."""
    if ch is None:
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-catacombs-trashed", cost=CATACOMBS_COST),
            lambda k: T.COST[k] < CATACOMBS_COST,
            source=fr.card,
        )
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def feodum_trashed(g: G, fr: F, ch: str | None) -> Result:
    for _ in range(3):
        gain(g, fr.seat, SILVER)


def hunting_grounds_trashed(g: G, fr: F, ch: str | None) -> Result:
    if ch is None:
        return ask_options(
            fr.seat,
            "choose",
            msg("prompt-hunting-grounds-trashed"),
            [
                ("option:duchy", msg("choice-gain", card=card_msg("Duchy"))),
                ("option:estates", msg("choice-gain-three", card=card_msg("Estate"))),
            ],
            fr.card,
        )
    if ch == "option:duchy":
        gain(g, fr.seat, DUCHY)
    else:
        for _ in range(3):
            gain(g, fr.seat, ESTATE)
    return None


def _feodum_vp(kinds: list[int]) -> int:
    return kinds.count(SILVER) // 3


def rats(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    rats_kind = T.BY_NAME["Rats"].kind  # not fr.card's kind: a Band of Misfits may be the Rats
    if ch is None:
        draw(g, fr.seat, 1)
        g.actions += 1
        gain(g, fr.seat, rats_kind)
        others = [c for c in hand if c & M != rats_kind]
        if not others:
            if hand:
                log(g, "reveal", fr.seat, hand, detail="hand", source="hand")  # a hand of all Rats
            return None
        d = ask_cards(
            g,
            fr.seat,
            "trash",
            msg("prompt-rats"),
            others,
            "trash",
            source=fr.card,
        )
        ch = single_choice(d)
        if ch is None:
            return d
    trash(g, fr.seat, pick(hand, ch), hand)
    return None


SQUIRE_OPTIONS: list[tuple[str, Text]] = [
    ("option:actions", msg("choice-plus-actions", n=2)),
    ("option:buys", msg("choice-plus-buys", n=2)),
    ("option:silver", msg("choice-gain", card=card_msg("Silver"))),
]


def squire(g: G, fr: F, ch: str | None) -> Result:
    if ch is None:
        g.coins += 1
        return ask_options(fr.seat, "choose", msg("prompt-squire"), SQUIRE_OPTIONS, fr.card)
    if ch == "option:actions":
        g.actions += 2
    elif ch == "option:buys":
        g.buys += 2
    else:
        gain(g, fr.seat, SILVER)
    return None


def squire_trashed(g: G, fr: F, ch: str | None) -> Result:
    """When you trash this, gain an Attack card (from the Supply)."""
    if ch is None:
        d = ask_gain(
            g,
            fr.seat,
            msg("prompt-squire-trashed"),
            lambda k: bool(T.TYPES[k] & ATTACK),
            source=fr.card,
        )
        ch = single_choice(d)
        if ch is None:
            return d
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


A = ACTION
CARDS: list[CardDef] = [
    card(
        "Fortress",
        4,
        A,
        fortress,
        "Крепость",
        "+1 Card, +2 Actions. When you trash this, put it into your hand.",
        on_trash=fortress_trashed,
    ),
    card(
        "Catacombs",
        CATACOMBS_COST,
        A,
        catacombs,
        "Катакомбы",
        "Look at the top 3 cards of your deck. Choose one: Put them into your hand; or discard them "
        "and +3 Cards. When you trash this, gain a cheaper card.",
        on_trash=catacombs_trashed,
    ),
    card(
        "Feodum",
        4,
        VICTORY,
        None,
        "Феод",
        "Worth 1 VP for every 3 Silvers in your deck (round down). When you trash this, gain 3 Silvers.",
        vp_fn=_feodum_vp,
        on_trash=feodum_trashed,
    ),
    card(
        "Hunting Grounds",
        6,
        A,
        hunting_grounds,
        "Охотничьи угодья",
        "+4 Cards. When you trash this, gain a Duchy or 3 Estates.",
        on_trash=hunting_grounds_trashed,
    ),
    card(
        "Rats",
        4,
        A,
        rats,
        "Крысы",
        "+1 Card, +1 Action. Gain a Rats. Trash a card from your hand other than a Rats (or reveal a "
        "hand of all Rats). When you trash this, +1 Card.",
        on_trash=draw_one_on_trash,
        pile_size=20,
    ),
    card(
        "Squire",
        2,
        A,
        squire,
        "Оруженосец",
        "+$1. Choose one: +2 Actions; or +2 Buys; or gain a Silver. When you trash this, gain an "
        "Attack card.",
        on_trash=squire_trashed,
    ),
]
