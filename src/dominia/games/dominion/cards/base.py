"""The 26 kingdom cards of the base game, 2nd edition (2016 text).

Cards that are also in the 1st edition carry edition (1, 2) and their
Hungarian name from the 1st edition book.
"""

from __future__ import annotations

from typing import Any

from dominia.core.i18n import msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import (
    ACTION,
    ATTACK,
    REACTION,
    TREASURE,
    VICTORY,
    CardDef,
    card_msg,
)
from dominia.games.dominion.engine import (
    CONT,
    COPPER,
    CURSE,
    GOLD,
    KEEPS_OWNERS,
    SILVER,
    M,
    ask_cards,
    ask_gain,
    ask_options,
    attack_each,
    card_name,
    choice,
    discard,
    discard_all,
    draw,
    gain,
    gain_from_pile,
    log,
    moat_reveal,
    peek,
    pick,
    pile_for,
    play_card,
    reveal_top,
    take,
    topdeck,
    trash,
    trash_cards,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

Result = Any


def _of_type(cards: list[int], flag: int) -> list[int]:
    return [c for c in cards if T.TYPES[c & M] & flag]


# ------------------------------------------------------------ simple cards


def village(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 2


def smithy(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 3)


def laboratory(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 2)
    g.actions += 1


def market(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 1
    g.buys += 1
    g.coins += 1


def festival(g: G, fr: F, ch: str | None) -> Result:
    g.actions += 2
    g.buys += 1
    g.coins += 2


def merchant(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 1
    g.merchants += 1


def moat(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 2)


def council_room(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 4)
    g.buys += 1
    for s in range(1, g.n):
        draw(g, (fr.seat + s) % g.n, 1)


# (they only draw and count: the commonest plays of a simulation)
KEEPS_OWNERS.update((village, smithy, laboratory, market, festival, merchant, moat, council_room))


# ------------------------------------------------------------ hand choices


def cellar(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        g.actions += 1
        fr.stage = 1
        fr.v["n"] = 0
    elif ch == "done":
        draw(g, fr.seat, fr.v["n"])
        return None
    else:
        assert ch is not None  # the answer to what the stage before asked
        discard(g, fr.seat, pick(hand, ch), hand)
        fr.v["n"] += 1
    d = ask_cards(
        g,
        fr.seat,
        "discard",
        msg("prompt-cellar"),
        hand,
        "discard",
        optional=True,
        done_label=msg("choice-done-discarding"),
        source=fr.card,
    )
    if d is None:
        draw(g, fr.seat, fr.v["n"])
    return d


def chapel(g: G, fr: F, ch: str | None) -> Result:
    # The chosen cards are trashed together, so their triggers come after all of them.
    hand = g.players[fr.seat].hand
    picked = fr.v.get("picked", ())
    if ch is not None and ch != "done":
        picked = fr.v["picked"] = (*picked, pick(hand, ch, exclude=picked))
    left = [c for c in hand if c not in picked]
    if ch == "done" or len(picked) >= 4 or not left:
        trash_cards(g, fr.seat, picked, hand)
        return None
    return ask_cards(
        g,
        fr.seat,
        "trash",
        msg("prompt-trash-up-to", card=card_msg("Chapel"), n=4 - len(picked)),
        left,
        "trash",
        optional=True,
        done_label=msg("choice-done-choosing") if picked else msg("choice-trash-nothing"),
        source=fr.card,
    )


def moneylender(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if ch is None:
        coppers = [c for c in hand if c & M == 0]
        return ask_cards(
            g,
            fr.seat,
            "trash",
            msg("prompt-moneylender"),
            coppers,
            "trash",
            optional=True,
            done_label=msg("choice-keep-it"),
            source=fr.card,
        )
    if ch != "done":
        trash(g, fr.seat, pick(hand, ch), hand)
        g.coins += 3
    return None


def remodel(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        if ch is None:
            return ask_cards(
                g,
                fr.seat,
                "trash",
                msg("prompt-trash-from-hand", card=card_msg("Remodel")),
                hand,
                "trash",
                source=fr.card,
            )
        uid = pick(hand, ch)
        limit = T.COST[uid & M] + 2
        fr.stage = 1
        fr.v["limit"] = limit
        trash(g, fr.seat, uid, hand)
        return CONT
    if ch is None:
        limit = fr.v["limit"]
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-gain-up-to", card=card_msg("Remodel"), cost=limit),
            lambda k: T.COST[k] <= limit,
            source=fr.card,
        )
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def mine(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        if ch is None:
            return ask_cards(
                g,
                fr.seat,
                "trash",
                msg("prompt-mine-trash"),
                _of_type(hand, TREASURE),
                "trash",
                optional=True,
                done_label=msg("choice-trash-nothing"),
                source=fr.card,
            )
        if ch == "done":
            return None
        uid = pick(hand, ch)
        fr.v["limit"] = T.COST[uid & M] + 3
        fr.stage = 1
        trash(g, fr.seat, uid, hand)
        return CONT
    if ch is None:
        limit = fr.v["limit"]
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-mine-gain", cost=limit),
            lambda k: T.COST[k] <= limit and bool(T.TYPES[k] & TREASURE),
            source=fr.card,
        )
    gain_from_pile(g, fr.seat, pile_for(g, ch), "hand")
    return None


def workshop(g: G, fr: F, ch: str | None) -> Result:
    if ch is None:
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-gain-up-to", card=card_msg("Workshop"), cost=4),
            lambda k: T.COST[k] <= 4,
            source=fr.card,
        )
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def artisan(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        if ch is None:
            d = ask_gain(
                g,
                fr.seat,
                msg("prompt-gain-up-to-hand", card=card_msg("Artisan"), cost=5),
                lambda k: T.COST[k] <= 5,
                source=fr.card,
            )
            if d is not None:
                return d
        else:
            gain_from_pile(g, fr.seat, pile_for(g, ch), "hand")
        fr.stage = 1
        ch = None
    if ch is None:
        return ask_cards(
            g,
            fr.seat,
            "topdeck",
            msg("prompt-topdeck-from-hand", card=card_msg("Artisan")),
            hand,
            "topdeck",
            source=fr.card,
        )
    topdeck(g, fr.seat, pick(hand, ch), hand)
    return None


def harbinger(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        draw(g, fr.seat, 1)
        g.actions += 1
        return ask_cards(
            g,
            fr.seat,
            "topdeck",
            msg("prompt-harbinger"),
            p.discard,
            "topdeck",
            optional=True,
            done_label=msg("choice-leave-them"),
            source=fr.card,
        )
    if ch != "done":
        topdeck(g, fr.seat, pick(p.discard, ch), p.discard)
    return None


def poacher(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        draw(g, fr.seat, 1)
        g.actions += 1
        g.coins += 1
        fr.stage = 1
        fr.v["left"] = sum(1 for i, p in enumerate(g.piles) if g.supply[i] and not p)
    elif ch is not None:
        discard(g, fr.seat, pick(hand, ch), hand)
        fr.v["left"] -= 1
    if fr.v["left"] <= 0 or not hand:
        return None
    return ask_cards(
        g,
        fr.seat,
        "discard",
        msg("prompt-poacher", n=fr.v["left"]),
        hand,
        "discard",
        source=fr.card,
    )


def vassal(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        g.coins += 2
        top = peek(g, fr.seat, 1)
        if not top:
            return None
        uid = top[0]
        discard(g, fr.seat, uid, p.deck, public=True)
        if not T.TYPES[uid & M] & ACTION:
            return None
        fr.v["uid"] = uid
        return ask_options(
            fr.seat,
            "play_action",
            msg("prompt-vassal", card=card_name(uid & M)),
            [
                (f"play:{T.NAME[uid & M]}", msg("choice-play", card=card_name(uid & M))),
                ("done", msg("choice-leave-it")),
            ],
            source=fr.card,
        )
    if ch != "done":
        uid = fr.v["uid"]
        if take(p.discard, uid):
            p.play.append(uid)
            play_card(g, fr.seat, uid, move=False, source="discard")
    return None


def throne_room(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        if ch is None:
            return ask_cards(
                g,
                fr.seat,
                "play_action",
                msg("prompt-throne-room"),
                _of_type(hand, ACTION),
                "play",
                optional=True,
                done_label=msg("choice-play-nothing"),
                source=fr.card,
            )
        if ch == "done":
            return None
        uid = pick(hand, ch)
        fr.v["uid"] = uid
        fr.stage = 1
        play_card(g, fr.seat, uid)
        return CONT
    play_card(g, fr.seat, fr.v["uid"], move=False)
    return None


def library(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is not None:
        uid = fr.v["drawn"]
        if ch.startswith("skip") and take(p.hand, uid):
            p.aside.append(uid)
            fr.v["aside"] = fr.v.get("aside", ()) + (uid,)
            log(g, "set_aside", fr.seat, (uid,), source="hand")
    while len(p.hand) < 7:
        if not draw(g, fr.seat, 1):
            break
        uid = p.hand[-1]
        if T.TYPES[uid & M] & ACTION:
            fr.v["drawn"] = uid
            name = T.NAME[uid & M]
            return ask_options(
                fr.seat,
                "library_skip",
                msg("prompt-library", card=card_msg(name)),
                [
                    (f"keep:{name}", msg("choice-keep", card=card_msg(name))),
                    (f"skip:{name}", msg("choice-set-aside", card=card_msg(name))),
                ],
                source=fr.card,
            )
    for uid in fr.v.get("aside", ()):
        if take(p.aside, uid):
            p.discard.append(uid)
            log(g, "discard", fr.seat, (uid,), source="aside")
    return None


def sentry(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 0:
        draw(g, fr.seat, 1)
        g.actions += 1
        v["look"] = tuple(peek(g, fr.seat, 2))
        v["keep"] = ()
        fr.stage = 1
        if v["look"]:
            log(g, "look", fr.seat, v["look"], private=True)
    elif fr.stage == 1 and ch is not None:
        uid = v["look"][0]
        v["look"] = v["look"][1:]
        verb = ch.split(":", 1)[0]
        if verb == "trash":
            trash(g, fr.seat, uid, p.deck)
            return CONT  # its trigger (if any) resolves before the next card
        if verb == "discard":
            discard(g, fr.seat, uid, p.deck)
        else:
            v["keep"] = (*v["keep"], uid)
    elif fr.stage == 2:
        assert ch is not None  # the answer to what the stage before asked
        top_kind = T.BY_NAME[ch.split(":", 1)[1]].kind
        a, b = v["keep"]
        top, other = (a, b) if a & M == top_kind else (b, a)
        if take(p.deck, top) and take(p.deck, other):
            p.deck.append(other)
            p.deck.append(top)
        return None
    # Lose track of a looked-at card that a trigger moved off the deck meanwhile.
    v["look"] = tuple(c for c in v["look"] if c in p.deck)
    if v["look"]:
        name = T.NAME[v["look"][0] & M]
        return ask_options(
            fr.seat,
            "sentry",
            msg("prompt-sentry", card=card_msg(name)),
            [
                (f"trash:{name}", msg("choice-trash", card=card_msg(name))),
                (f"discard:{name}", msg("choice-discard", card=card_msg(name))),
                (f"keep:{name}", msg("choice-put-back", card=card_msg(name))),
            ],
            source=fr.card,
        )
    keep = tuple(c for c in v["keep"] if c in p.deck)
    v["keep"] = keep
    if len(keep) == 2 and keep[0] & M != keep[1] & M:
        fr.stage = 2
        names = [T.NAME[c & M] for c in keep]
        return ask_options(
            fr.seat,
            "order",
            msg("prompt-order-top", card=card_msg("Sentry")),
            [(f"top:{n}", msg("choice-on-top", card=card_msg(n))) for n in names],
            source=fr.card,
        )
    return None


# ------------------------------------------------------------ attacks


def militia(g: G, fr: F, ch: str | None) -> Result:
    g.coins += 2
    attack_each(g, fr, militia_victim)


def militia_victim(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if ch is not None:
        discard(g, fr.seat, pick(hand, ch), hand)
    if len(hand) <= 3:
        return None
    return ask_cards(
        g,
        fr.seat,
        "discard",
        msg("prompt-discard-down", card=card_msg("Militia"), n=3, more=len(hand) - 3),
        hand,
        "discard",
        source=fr.card,
    )


def witch(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 2)
    attack_each(g, fr, witch_victim)


def witch_victim(g: G, fr: F, ch: str | None) -> Result:
    gain(g, fr.seat, CURSE)


def bureaucrat(g: G, fr: F, ch: str | None) -> Result:
    gain(g, fr.seat, SILVER, "deck")
    attack_each(g, fr, bureaucrat_victim)


def bureaucrat_victim(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if ch is None:
        victory = _of_type(hand, VICTORY)
        if not victory:
            log(g, "reveal", fr.seat, hand, detail="hand", source="hand")
            return None
        if len({c & M for c in victory}) > 1:
            return ask_cards(
                g,
                fr.seat,
                "topdeck",
                msg("prompt-bureaucrat"),
                victory,
                "topdeck",
                source=fr.card,
            )
        uid = victory[0]
    else:
        uid = pick(hand, ch)
    log(g, "reveal", fr.seat, (uid,))
    topdeck(g, fr.seat, uid, hand)
    return None


def bandit(g: G, fr: F, ch: str | None) -> Result:
    gain(g, fr.seat, GOLD)
    attack_each(g, fr, bandit_victim)


def bandit_victim(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if fr.stage == 1:  # after the trash (and its triggers): discard the rest
        discard_all(g, fr.seat, fr.v["shown"], p.aside)
        return None
    if ch is None:
        shown = reveal_top(g, fr.seat, 2)
        if not shown:
            return None
        fr.v["shown"] = shown
        good = [c for c in shown if T.TYPES[c & M] & TREASURE and c & M != COPPER]
        if len({c & M for c in good}) > 1:
            return ask_cards(
                g,
                fr.seat,
                "trash",
                msg("prompt-bandit"),
                good,
                "trash",
                source=fr.card,
            )
        victim = good[0] if good else None
    else:
        victim = pick(list(fr.v["shown"]), ch)
    fr.stage = 1
    if victim is not None:
        trash(g, fr.seat, victim, p.aside)
    return CONT


# ------------------------------------------------------------ definitions


def _k(
    name: str,
    cost: int,
    types: int,
    play: Any,
    ru: str,
    hu: str | None,
    text: str,
    editions: tuple[int, ...] = (1, 2),
    **kw: Any,
) -> CardDef:
    names = {"ru": ru}
    if hu:
        names["hu"] = hu
    return CardDef(name, cost, types, "base", editions, names, play=play, text=text, kingdom=True, **kw)


def _gardens_vp(kinds: list[int]) -> int:
    return len(kinds) // 10


A = ACTION
BASE = [
    _k(
        "Artisan",
        6,
        A,
        artisan,
        "Ремесленник",
        None,
        "Gain a card to your hand costing up to $5. Put a card from your hand onto your deck.",
        (2,),
    ),
    _k(
        "Bandit",
        5,
        A | ATTACK,
        bandit,
        "Разбойник",
        None,
        "Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a revealed "
        "Treasure other than Copper, and discards the rest.",
        (2,),
    ),
    _k(
        "Bureaucrat",
        4,
        A | ATTACK,
        bureaucrat,
        "Чиновник",
        "Hivatalnok",
        "Gain a Silver onto your deck. Each other player reveals a Victory card from their hand and "
        "puts it onto their deck (or reveals a hand with no Victory cards).",
    ),
    _k(
        "Cellar",
        2,
        A,
        cellar,
        "Погреба",
        "Pince",
        "+1 Action. Discard any number of cards, then draw that many.",
        aliases=("Погреб",),
    ),
    _k("Chapel", 2, A, chapel, "Часовня", "Kápolna", "Trash up to 4 cards from your hand."),
    _k(
        "Council Room",
        5,
        A,
        council_room,
        "Зал совета",
        "Tanácsterem",
        "+4 Cards, +1 Buy. Each other player draws a card.",
    ),
    _k("Festival", 5, A, festival, "Ярмарка", "Fesztivál", "+2 Actions, +1 Buy, +$2."),
    _k(
        "Gardens",
        4,
        VICTORY,
        None,
        "Сады",
        "Park",
        "Worth 1 VP per 10 cards you have (round down).",
        vp_fn=_gardens_vp,
    ),
    _k(
        "Harbinger",
        3,
        A,
        harbinger,
        "Вестник",
        None,
        "+1 Card, +1 Action. Look through your discard pile. You may put a card from it onto your deck.",
        (2,),
    ),
    _k("Laboratory", 5, A, laboratory, "Лаборатория", "Laboratórium", "+2 Cards, +1 Action."),
    _k(
        "Library",
        5,
        A,
        library,
        "Библиотека",
        "Könyvtár",
        "Draw until you have 7 cards in hand, skipping any Action cards you choose to; set those "
        "aside, discarding them afterwards.",
    ),
    _k("Market", 5, A, market, "Рынок", "Piac", "+1 Card, +1 Action, +1 Buy, +$1."),
    _k(
        "Merchant",
        3,
        A,
        merchant,
        "Торговец",
        None,
        "+1 Card, +1 Action. The first time you play a Silver this turn, +$1.",
        (2,),
    ),
    _k(
        "Militia",
        4,
        A | ATTACK,
        militia,
        "Ополчение",
        "Polgárőrség",
        "+$2. Each other player discards down to 3 cards in hand.",
        aliases=("Polgárórség",),
    ),
    _k(
        "Mine",
        5,
        A,
        mine,
        "Рудник",
        "Bánya",
        "You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to $3 more "
        "than it.",
    ),
    _k(
        "Moat",
        2,
        A | REACTION,
        moat,
        "Ров",
        "Várárok",
        "+2 Cards. When another player plays an Attack card, you may first reveal this from your "
        "hand, to be unaffected by it.",
        on_attack_reveal=moat_reveal,
        aliases=("Várarak",),
    ),
    _k(
        "Moneylender",
        4,
        A,
        moneylender,
        "Ростовщик",
        "Uzsorás",
        "You may trash a Copper from your hand for +$3.",
    ),
    _k(
        "Poacher",
        4,
        A,
        poacher,
        "Браконьер",
        None,
        "+1 Card, +1 Action, +$1. Discard a card per empty Supply pile.",
        (2,),
    ),
    _k(
        "Remodel",
        4,
        A,
        remodel,
        "Реконструкция",
        "Átépítés",
        "Trash a card from your hand. Gain a card costing up to $2 more than it.",
    ),
    _k(
        "Sentry",
        5,
        A,
        sentry,
        "Караульный",
        None,
        "+1 Card, +1 Action. Look at the top 2 cards of your deck. Trash and/or discard any number "
        "of them. Put the rest back on top in any order.",
        (2,),
    ),
    _k("Smithy", 4, A, smithy, "Кузница", "Kovácsműhely", "+3 Cards."),
    _k(
        "Throne Room",
        4,
        A,
        throne_room,
        "Тронный зал",
        "Trónterem",
        "You may play an Action card from your hand twice.",
    ),
    _k(
        "Vassal",
        3,
        A,
        vassal,
        "Вассал",
        None,
        "+$2. Discard the top card of your deck. If it's an Action card, you may play it.",
        (2,),
    ),
    _k("Village", 3, A, village, "Деревня", "Falu", "+1 Card, +2 Actions."),
    _k("Witch", 5, A | ATTACK, witch, "Ведьма", "Boszorkány", "+2 Cards. Each other player gains a Curse."),
    _k("Workshop", 3, A, workshop, "Мастерская", "Műhely", "Gain a card costing up to $4."),
]

__all__ = ["BASE", "choice"]
