"""Dark Ages' trashers and gainers: Altar, Armory, Count, Forager, Graverobber, Junk
Dealer, Rebuild and Rogue.

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from dominia.core.i18n import Msg, Text, msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ACTION, ATTACK, TREASURE, VICTORY, CardDef, card_msg
from dominia.games.dominion.cards.dark_ages.common import (
    Result,
    actions_of,
    ask_name,
    card,
    reveal_until,
    single_choice,
    trash_one_of_two,
)
from dominia.games.dominion.engine import (
    CONT,
    COPPER,
    DUCHY,
    M,
    ask_cards,
    ask_gain,
    ask_options,
    attack_each,
    discard,
    discard_all,
    draw,
    gain,
    gain_from_pile,
    gain_from_trash,
    log,
    named_kind,
    pick,
    pile_for,
    topdeck,
    trash,
    trash_cards,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

# ------------------------------------------------------------ gaining


def armory(g: G, fr: F, ch: str | None) -> Result:
    if ch is None:
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-gain-up-to-deck", card=card_msg("Armory"), cost=4),
            lambda k: T.COST[k] <= 4,
            source=fr.card,
        )
    gain_from_pile(g, fr.seat, pile_for(g, ch), "deck")
    return None


def altar(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        if ch is not None:
            fr.stage = 1
            trash(g, fr.seat, pick(hand, ch), hand)
            return CONT  # its trigger (Overgrown Estate: +1 Card) comes before the gain
        d = ask_cards(
            g,
            fr.seat,
            "trash",
            msg("prompt-trash-from-hand", card=card_msg("Altar")),
            hand,
            "trash",
            source=fr.card,
        )
        if d is not None:
            return d
        fr.stage = 1  # nothing to trash: the gain still happens
    if fr.stage == 1:
        fr.stage = 2
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-gain-up-to", card=card_msg("Altar"), cost=5),
            lambda k: T.COST[k] <= 5,
            source=fr.card,
        )
    assert ch is not None  # the answer to what the stage before asked
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


# ------------------------------------------------------------ trashing from hand


def _trash_from_hand(g: G, fr: F, ch: str | None, prompt: Msg) -> Result:
    """Stage 0 of "trash a card from your hand" (mandatory if possible).

    Asks, or trashes the chosen card and returns CONT so that its trigger
    resolves first; moves the frame to stage 1 once the trash is settled.
    """
    hand = g.players[fr.seat].hand
    fr.stage = 1
    if ch is not None:
        trash(g, fr.seat, pick(hand, ch), hand)
        return CONT
    d = ask_cards(g, fr.seat, "trash", prompt, hand, "trash", source=fr.card)
    if d is not None:
        fr.stage = 0
    return d


def forager(g: G, fr: F, ch: str | None) -> Result:
    if fr.stage == 0:
        if ch is None:
            g.actions += 1
            g.buys += 1
        res = _trash_from_hand(g, fr, ch, msg("prompt-trash-from-hand", card=card_msg("Forager")))
        if res is not None:
            return res
    # Counted after the trash (and its triggers): the card just trashed may count.
    g.coins += len({c & M for c in g.trash if T.TYPES[c & M] & TREASURE})
    return None


def junk_dealer(g: G, fr: F, ch: str | None) -> Result:
    if fr.stage == 0:
        if ch is None:
            draw(g, fr.seat, 1)  # drawn before choosing what to trash
            g.actions += 1
            g.coins += 1
        return _trash_from_hand(g, fr, ch, msg("prompt-trash-from-hand", card=card_msg("Junk Dealer")))
    return None


# ------------------------------------------------------------ choose one

COUNT_FIRST: list[tuple[str, Text]] = [
    ("option:discard2", msg("choice-count-discard2")),
    ("option:topdeck", msg("choice-count-topdeck")),
    ("option:copper", msg("choice-gain", card=card_msg("Copper"))),
]


COUNT_SECOND: list[tuple[str, Text]] = [
    ("option:coins", msg("choice-plus-coins", n=3)),
    ("option:trash-hand", msg("choice-count-trash-hand")),
    ("option:duchy", msg("choice-gain", card=card_msg("Duchy"))),
]


def count(g: G, fr: F, ch: str | None) -> Result:
    """Two "choose one"s; an option may be chosen even if it does nothing."""
    hand = g.players[fr.seat].hand
    v = fr.v
    if fr.stage == 0:
        if ch is None:
            return ask_options(fr.seat, "choose", msg("prompt-count", n=1), COUNT_FIRST, fr.card)
        if ch == "option:discard2":
            fr.stage = 1
            v["left"] = 2
        elif ch == "option:topdeck":
            fr.stage = 2
        else:
            gain(g, fr.seat, COPPER)
            fr.stage = 3
        ch = None
    if fr.stage == 1:
        if ch is not None:
            discard(g, fr.seat, pick(hand, ch), hand)
            v["left"] -= 1
            ch = None
        if v["left"] > 0 and hand:
            return ask_cards(
                g,
                fr.seat,
                "discard",
                msg("prompt-discard-n", card=card_msg("Count"), n=v["left"]),
                hand,
                "discard",
                source=fr.card,
            )
        fr.stage = 3
    if fr.stage == 2:
        if ch is None:
            d = ask_cards(
                g,
                fr.seat,
                "topdeck",
                msg("prompt-topdeck-from-hand", card=card_msg("Count")),
                hand,
                "topdeck",
                source=fr.card,
            )
            if d is not None:
                return d
        else:
            topdeck(g, fr.seat, pick(hand, ch), hand)
            ch = None
        fr.stage = 3
    if ch is None:
        return ask_options(fr.seat, "choose", msg("prompt-count", n=2), COUNT_SECOND, fr.card)
    if ch == "option:coins":
        g.coins += 3
    elif ch == "option:duchy":
        gain(g, fr.seat, DUCHY)
    else:
        # All together; then their "when trashed" abilities, in the owner's chosen order.
        trash_cards(g, fr.seat, tuple(hand), hand)
    return None


def graverobber(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 0:
        if ch is None:
            return ask_options(
                fr.seat,
                "choose",
                msg("prompt-choose-one", card=card_msg("Graverobber")),
                [
                    ("option:gain-trash", msg("choice-graverobber-gain")),
                    ("option:trash-action", msg("choice-graverobber-trash")),
                ],
                fr.card,
            )
        if ch == "option:gain-trash":
            fr.stage = 1
            return ask_cards(
                g,
                fr.seat,
                "gain",
                msg("prompt-graverobber-gain"),
                [c for c in g.trash if 3 <= T.COST[c & M] <= 6],
                "gain",
                source=fr.card,
            )
        fr.stage = 2
        return ask_cards(
            g,
            fr.seat,
            "trash",
            msg("prompt-trash-action", card=card_msg("Graverobber")),
            actions_of(p.hand),
            "trash",
            source=fr.card,
        )
    if fr.stage == 1:
        assert ch is not None  # the answer to what the stage before asked
        gain_from_trash(g, fr.seat, pick(g.trash, ch), "deck")
        return None
    if fr.stage == 2:
        assert ch is not None  # the answer to what the stage before asked
        uid = pick(p.hand, ch)
        v["limit"] = T.COST[uid & M] + 3
        fr.stage = 3
        trash(g, fr.seat, uid, p.hand)
        return CONT
    if fr.stage == 3:
        fr.stage = 4
        limit = v["limit"]
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-gain-up-to", card=card_msg("Graverobber"), cost=limit),
            lambda k: T.COST[k] <= limit,
            source=fr.card,
        )
    assert ch is not None  # the answer to what the stage before asked
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def rebuild(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 0:
        if ch is None:
            g.actions += 1
            return ask_name(g, fr, msg("prompt-rebuild"))
        named = named_kind(ch)
        log(g, "name", fr.seat, detail=T.NAME[named], card=T.NAME[named])
        start = len(p.aside)
        found = reveal_until(g, fr.seat, lambda c: bool(T.TYPES[c & M] & VICTORY) and c & M != named)
        shown = p.aside[start:]
        discard_all(g, fr.seat, [c for c in shown if c != found], p.aside)
        if found is None:
            return None
        v["limit"] = T.COST[found & M] + 3
        fr.stage = 1
        trash(g, fr.seat, found, p.aside)
        return CONT  # Overgrown Estate draws before the gain
    if fr.stage == 1:
        fr.stage = 2
        limit = v["limit"]
        d = ask_gain(
            g,
            fr.seat,
            msg("prompt-rebuild-gain", cost=limit),
            lambda k: T.COST[k] <= limit and bool(T.TYPES[k] & VICTORY),
            source=fr.card,
        )
        ch = single_choice(d)
        if ch is None:
            return d  # a choice, or None: no Victory card to gain
    assert ch is not None  # the answer to what the stage before asked
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def rogue(g: G, fr: F, ch: str | None) -> Result:
    if ch is None:
        g.coins += 2
        loot = [c for c in g.trash if 3 <= T.COST[c & M] <= 6]
        if not loot:
            attack_each(g, fr, trash_one_of_two)
            return None
        d = ask_cards(
            g,
            fr.seat,
            "gain",
            msg("prompt-rogue"),
            loot,
            "gain",
            source=fr.card,
        )
        ch = single_choice(d)
        if ch is None:
            return d
    gain_from_trash(g, fr.seat, pick(g.trash, ch))
    return None


A = ACTION
CARDS: list[CardDef] = [
    card("Altar", 6, A, altar, "Алтарь", "Trash a card from your hand. Gain a card costing up to $5."),
    card(
        "Armory",
        4,
        A,
        armory,
        "Оружейная",
        "Gain a card costing up to $4, putting it on top of your deck.",
    ),
    card(
        "Count",
        5,
        A,
        count,
        "Граф",
        "Choose one: Discard 2 cards; or put a card from your hand on top of your deck; or gain a "
        "Copper. Choose one: +$3; or trash your hand; or gain a Duchy.",
    ),
    card(
        "Forager",
        3,
        A,
        forager,
        "Сборщица",
        "+1 Action, +1 Buy. Trash a card from your hand. +$1 per differently named Treasure in the trash.",
    ),
    card(
        "Graverobber",
        5,
        A,
        graverobber,
        "Расхититель могил",
        "Choose one: Gain a card from the trash costing from $3 to $6, putting it on top of your deck; "
        "or trash an Action card from your hand and gain a card costing up to $3 more than it.",
    ),
    card(
        "Junk Dealer",
        5,
        A,
        junk_dealer,
        "Старьёвщик",
        "+1 Card, +1 Action, +$1. Trash a card from your hand.",
    ),
    card(
        "Rebuild",
        5,
        A,
        rebuild,
        "Новостройка",
        "+1 Action. Name a card. Reveal cards from the top of your deck until you reveal a Victory "
        "card that is not the named card. Discard the other cards. Trash the Victory card and gain a "
        "Victory card costing up to $3 more than it.",
    ),
    card(
        "Rogue",
        5,
        A | ATTACK,
        rogue,
        "Жулик",
        "+$2. If there are any cards in the trash costing from $3 to $6, gain one of them. "
        "Otherwise, each other player reveals the top 2 cards of his deck, trashes one of them "
        "costing from $3 to $6, and discards the rest.",
    ),
]
