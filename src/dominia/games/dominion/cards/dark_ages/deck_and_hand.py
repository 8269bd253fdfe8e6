"""Dark Ages' cards that dig through the deck or cycle the hand: Ironmonger, Mystic, Poor
House, Sage, Scavenger, Storeroom, Vagrant and Wandering Minstrel.

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from dominia.core.i18n import msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import (
    ACTION,
    CURSE,
    RUINS,
    SHELTER,
    TREASURE,
    VICTORY,
    CardDef,
    card_msg,
)
from dominia.games.dominion.cards.dark_ages.common import Result, ask_name, card, reveal_until, single_choice
from dominia.games.dominion.engine import (
    M,
    ask_cards,
    ask_options,
    card_name,
    discard,
    discard_all,
    draw,
    log,
    named_kind,
    peek,
    pick,
    reveal_top,
    take,
    topdeck,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F


def ironmonger(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        draw(g, fr.seat, 1)
        g.actions += 1
        top = peek(g, fr.seat, 1)
        if not top:
            return None
        uid = top[0]
        fr.v["uid"] = uid
        log(g, "reveal", fr.seat, (uid,), detail="deck", source="deck")  # revealed; it stays on the deck
        name = T.NAME[uid & M]
        return ask_options(
            fr.seat,
            "discard",
            msg("prompt-ironmonger", card=card_msg(name)),
            [
                (f"discard:{name}", msg("choice-discard", card=card_msg(name))),
                ("done", msg("choice-leave-on-deck", card=card_msg(name))),
            ],
            fr.card,
        )
    uid = fr.v["uid"]
    if ch != "done":
        discard(g, fr.seat, uid, p.deck, public=True)
    # Either way; a card of several types gives each bonus.
    t = T.TYPES[uid & M]
    if t & ACTION:
        g.actions += 1
    if t & TREASURE:
        g.coins += 1
    if t & VICTORY:
        draw(g, fr.seat, 1)
    return None


# ------------------------------------------------------------ kingdom


def mystic(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        g.actions += 1
        g.coins += 2
        return ask_name(g, fr, msg("prompt-mystic"))
    named = named_kind(ch)
    log(g, "name", fr.seat, detail=T.NAME[named], card=T.NAME[named])
    top = peek(g, fr.seat, 1)
    if not top:
        return None
    uid = top[0]
    log(g, "reveal", fr.seat, (uid,), detail="deck", source="deck")
    if uid & M == named and take(p.deck, uid):
        p.hand.append(uid)
        log(g, "to_hand", fr.seat, (uid,), detail="deck", source="deck")
    return None


def poor_house(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    log(g, "reveal", fr.seat, hand, detail="hand", source="hand")
    treasures = sum(1 for c in hand if T.TYPES[c & M] & TREASURE)
    g.coins = max(0, g.coins + 4 - treasures)  # coins never go below $0


def sage(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    g.actions += 1
    start = len(p.aside)
    found = reveal_until(g, fr.seat, lambda c: T.COST[c & M] >= 3)
    if found is not None and take(p.aside, found):
        p.hand.append(found)
        log(g, "to_hand", fr.seat, (found,), detail="deck", source="aside")  # revealed from the deck
    discard_all(g, fr.seat, [c for c in p.aside[start:] if c != found], p.aside)


def scavenger(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if fr.stage == 0:
        if ch is None:
            g.coins += 2
            if p.deck:
                return ask_options(
                    fr.seat,
                    "yes_no",
                    msg("prompt-deck-to-discard", card=card_msg("Scavenger")),
                    [("yes", msg("choice-discard-deck")), ("no", msg("choice-keep-it"))],
                    source=fr.card,
                )
        elif ch == "yes":
            p.discard.extend(reversed(p.deck))
            p.deck.clear()
            log(g, "discard_deck", fr.seat)
        fr.stage = 1
        if not p.discard:
            return None
        log(g, "look", fr.seat, p.discard, private=True, detail="discard pile", source="discard")
        d = ask_cards(
            g,
            fr.seat,
            "topdeck",
            msg("prompt-scavenger"),
            p.discard,
            "topdeck",
            source=fr.card,
        )
        ch = single_choice(d)
        if ch is None:
            return d
    assert ch is not None  # the answer to what the stage before asked
    topdeck(g, fr.seat, pick(p.discard, ch), p.discard)
    return None


def storeroom(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    v = fr.v
    if ch is None and fr.stage == 0:
        g.buys += 1
        v["n"] = 0
    elif ch == "done":
        if fr.stage == 1:
            return None
        draw(g, fr.seat, v["n"])
        fr.stage = 1
    elif ch is not None:
        discard(g, fr.seat, pick(hand, ch), hand)
        if fr.stage == 0:
            v["n"] += 1
        else:
            g.coins += 1
    if fr.stage == 0:
        d = ask_cards(
            g,
            fr.seat,
            "discard",
            msg("prompt-storeroom-cards"),
            hand,
            "discard",
            optional=True,
            done_label=msg("choice-done-discarding"),
            source=fr.card,
            data=_FOR_CARDS,
        )
        if d is not None:
            return d
        draw(g, fr.seat, v["n"])
        fr.stage = 1
    return ask_cards(
        g,
        fr.seat,
        "discard",
        msg("prompt-storeroom-coins"),
        hand,
        "discard",
        optional=True,
        done_label=msg("choice-done-discarding"),
        source=fr.card,
        data=_FOR_COINS,
    )


# what Storeroom's two rounds of discarding are for (bots read it)
_FOR_CARDS = {"for": "cards"}


_FOR_COINS = {"for": "coins"}


def vagrant(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    draw(g, fr.seat, 1)
    g.actions += 1
    top = peek(g, fr.seat, 1)
    if not top:
        return None
    uid = top[0]
    log(g, "reveal", fr.seat, (uid,), detail="deck", source="deck")
    if T.TYPES[uid & M] & (CURSE | RUINS | SHELTER | VICTORY) and take(p.deck, uid):
        p.hand.append(uid)
        log(g, "to_hand", fr.seat, (uid,), detail="deck", source="deck")
    return None


def wandering_minstrel(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if ch is None:
        draw(g, fr.seat, 1)
        g.actions += 2
        shown = reveal_top(g, fr.seat, 3)
        discard_all(g, fr.seat, [c for c in shown if not T.TYPES[c & M] & ACTION], p.aside)
        v["left"] = tuple(c for c in shown if c in p.aside)
        v["order"] = ()  # top card first
    else:
        left = v["left"]
        uid = pick(list(left), ch)
        v["order"] = (*v["order"], uid)
        v["left"] = tuple(c for c in left if c != uid)
    left = v["left"]
    if len({c & M for c in left}) > 1:
        names = list(dict.fromkeys(T.NAME[c & M] for c in left))
        under = v["order"]
        return ask_options(
            fr.seat,
            "order",
            msg("prompt-minstrel-next", card=card_name(under[-1] & M)) if under else msg("prompt-minstrel"),
            [(f"top:{n}", msg("choice-next" if under else "choice-on-top", card=card_msg(n))) for n in names],
            source=fr.card,
        )
    order: tuple[int, ...] = (*v["order"], *left)  # (typed: mypyc cannot iterate an Any tuple)
    for uid in reversed(order):
        topdeck(g, fr.seat, uid, p.aside)
    return None


A = ACTION
CARDS: list[CardDef] = [
    card(
        "Ironmonger",
        4,
        A,
        ironmonger,
        "Жестянщик",
        "+1 Card, +1 Action. Reveal the top card of your deck; you may discard it. Either way, if it "
        "is an… Action card, +1 Action; Treasure card, +$1; Victory card, +1 Card.",
    ),
    card(
        "Mystic",
        5,
        A,
        mystic,
        "Медиум",
        "+1 Action, +$2. Name a card. Reveal the top card of your deck. If it's the named card, "
        "put it into your hand.",
    ),
    card(
        "Poor House",
        1,
        A,
        poor_house,
        "Богадельня",
        "+$4. Reveal your hand. -$1 per Treasure card in your hand, to a minimum of $0.",
    ),
    card(
        "Sage",
        3,
        A,
        sage,
        "Мудрец",
        "+1 Action. Reveal cards from the top of your deck until you reveal one costing $3 or more. "
        "Put that card into your hand and discard the rest.",
    ),
    card(
        "Scavenger",
        4,
        A,
        scavenger,
        "Мусорщик",
        "+$2. You may put your deck into your discard pile. Look through your discard pile and put "
        "one card from it on top of your deck.",
    ),
    card(
        "Storeroom",
        3,
        A,
        storeroom,
        "Кладовая",
        "+1 Buy. Discard any number of cards. +1 Card per card discarded. Discard any number of "
        "cards. +$1 per card discarded the second time.",
    ),
    card(
        "Vagrant",
        2,
        A,
        vagrant,
        "Бродяга",
        "+1 Card, +1 Action. Reveal the top card of your deck. If it's a Curse, Ruins, Shelter or "
        "Victory card, put it into your hand.",
    ),
    card(
        "Wandering Minstrel",
        4,
        A,
        wandering_minstrel,
        "Менестрель",
        "+1 Card, +2 Actions. Reveal the top 3 cards of your deck. Put the Action cards back in any "
        "order and discard the rest.",
    ),
]
