"""Dark Ages kingdom cards (original 2012 text), part two.

Altar, Armory, Bandit Camp, Catacombs, Count, Feodum, Forager, Graverobber,
Hunting Grounds, Ironmonger, Junk Dealer and Marauder. The expansion's
machinery cards are in dark_ages.py. Russian names are the book's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from dominia.core.i18n import Msg, Text, msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import (
    ACTION,
    ATTACK,
    LOOTER,
    TREASURE,
    VICTORY,
    CardDef,
    card_msg,
)
from dominia.games.dominion.cards.dark_ages import card, gain_ruins
from dominia.games.dominion.engine import (
    CONT,
    COPPER,
    DUCHY,
    ESTATE,
    SILVER,
    M,
    ask_cards,
    ask_gain,
    ask_options,
    attack_each,
    card_name,
    discard,
    draw,
    gain,
    gain_from_pile,
    gain_from_trash,
    gain_top,
    log,
    peek,
    pick,
    pile_for,
    take,
    topdeck,
    trash,
    trash_cards,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

Result = Any

CATACOMBS_COST = 5


def _actions(cards: list[int]) -> list[int]:
    return [c for c in cards if T.TYPES[c & M] & ACTION]


def _names(cards: Iterable[int]) -> list[Msg]:
    return [card_name(c & M) for c in cards]


# ------------------------------------------------------------ simple cards


def bandit_camp(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)  # the card is drawn before the Spoils is gained
    g.actions += 2
    gain_top(g, fr.seat, "Spoils")


def hunting_grounds(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 4)


def marauder(g: G, fr: F, ch: str | None) -> Result:
    gain_top(g, fr.seat, "Spoils")
    attack_each(g, fr, gain_ruins)  # in turn order; once the Ruins run out, nobody gains


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
            _actions(p.hand),
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


# ------------------------------------------------------------ definitions


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
        "Bandit Camp",
        5,
        A,
        bandit_camp,
        "Лагерь бандитов",
        "+1 Card, +2 Actions. Gain a Spoils from the Spoils pile.",
        extra_piles=("Spoils",),
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
        "Count",
        5,
        A,
        count,
        "Граф",
        "Choose one: Discard 2 cards; or put a card from your hand on top of your deck; or gain a "
        "Copper. Choose one: +$3; or trash your hand; or gain a Duchy.",
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
        "Hunting Grounds",
        6,
        A,
        hunting_grounds,
        "Охотничьи угодья",
        "+4 Cards. When you trash this, gain a Duchy or 3 Estates.",
        on_trash=hunting_grounds_trashed,
    ),
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
        "Junk Dealer",
        5,
        A,
        junk_dealer,
        "Старьёвщик",
        "+1 Card, +1 Action, +$1. Trash a card from your hand.",
    ),
    card(
        "Marauder",
        4,
        A | ATTACK | LOOTER,
        marauder,
        "Мародёр",
        "Gain a Spoils from the Spoils pile. Each other player gains a Ruins.",
        extra_piles=("Spoils",),
    ),
]
