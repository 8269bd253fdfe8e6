"""Dark Ages kingdom cards (see dark_ages.py for the expansion's machinery cards).

Mystic, Pillage, Poor House, Rats, Rebuild, Rogue, Sage, Scavenger, Squire,
Storeroom, Vagrant and Wandering Minstrel, original 2012 text. Russian names
are the book's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dominia.core.decision import Decision
from dominia.core.i18n import Seat, Text, msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import (
    ACTION,
    ATTACK,
    CURSE,
    RUINS,
    SHELTER,
    TREASURE,
    VICTORY,
    CardDef,
    card_msg,
)
from dominia.games.dominion.cards.dark_ages import card, draw_one_on_trash, trash_one_of_two
from dominia.games.dominion.engine import (
    CONT,
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
    ensure_deck,
    gain,
    gain_from_pile,
    gain_from_trash,
    gain_top,
    log,
    named_kind,
    peek,
    pick,
    pile_for,
    reveal_top,
    take,
    topdeck,
    trash,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

Result = Any


# ------------------------------------------------------------ shared helpers


def nameable_kinds(g: G) -> list[int]:
    """Every different card that exists in this game, for "name a card".

    In the order of the Supply layout (basic cards, the kingdom by cost, the
    non-Supply piles; a mixed pile lists all its members, present or not, so
    the list reveals nothing about the hidden part of the pile), followed by
    any other card somewhere in the game (Shelters, ...) by name.
    """
    kinds: list[int] = []
    seen: set[int] = set()
    for name in g.pile_names:
        members = [d.kind for d in T.CARDS if d.pile == name] or [T.BY_NAME[name].kind]
        for k in members:
            if k not in seen:
                seen.add(k)
                kinds.append(k)
    rest: set[int] = {c & M for c in g.trash}
    for p in g.players:
        for zone in p.zones():
            rest.update(c & M for c in zone)
    kinds += sorted(rest - seen, key=lambda k: T.NAME[k])
    return kinds


def ask_name(g: G, fr: F, prompt: Text) -> Decision:
    """A "name a card" decision: one `name:<Card>` choice per card in this game."""
    opts = [choice("name", T.NAME[k]) for k in nameable_kinds(g)]
    return Decision(fr.seat, "name", prompt, opts, source=T.NAME[fr.card & M])


def reveal_until(g: G, seat: int, test: Callable[[int], bool]) -> int | None:
    """Reveal cards one at a time into the set-aside zone until one passes `test`.

    The revealed cards stay set aside, so a reshuffle when the deck runs out
    leaves them out. Returns the card found (also set aside), or None when the
    deck and the discard pile are both exhausted.
    """
    p = g.players[seat]
    while True:
        if not p.deck:
            ensure_deck(g, seat, 1)
            if not p.deck:
                return None
        uid = p.deck.pop()
        p.aside.append(uid)
        log(g, "reveal", seat, (uid,), detail="deck", source="deck", to="aside")
        if test(uid):
            return uid


def _single(d: Decision | None) -> str | None:
    """The only choice of a mandatory decision (nothing to decide), else None."""
    if d is not None and len(d.choices) == 1:
        return d.choices[0].id
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


def pillage(g: G, fr: F, ch: str | None) -> Result:
    if fr.stage == 0:
        fr.stage = 1
        trash(g, fr.seat, fr.card, g.players[fr.seat].play)  # lose track when played twice
        return CONT
    if fr.stage == 1:
        fr.stage = 2
        attack_each(g, fr, pillage_victim)
        return CONT
    gain_top(g, fr.seat, "Spoils")
    gain_top(g, fr.seat, "Spoils")
    return None


def pillage_victim(g: G, fr: F, ch: str | None) -> Result:
    """A hand of 5 or more is revealed; the attacker picks the card it discards."""
    hand = g.players[fr.seat].hand
    if ch is None:
        if len(hand) < 5:
            return None
        log(g, "reveal", fr.seat, hand, detail="hand", source="hand")
        names = list(dict.fromkeys(T.NAME[c & M] for c in hand))
        if len(names) > 1:
            return ask_options(
                fr.v["attacker"],
                "discard",
                msg("prompt-pillage", seat=Seat(fr.seat)),
                [
                    (f"discard:{n}", msg("choice-victim-discards", seat=Seat(fr.seat), card=card_msg(n)))
                    for n in names
                ],
                source=fr.card,
                data={"victim": fr.seat},
            )
        ch = f"discard:{names[0]}"
    discard(g, fr.seat, pick(hand, ch), hand, public=True)
    return None


def poor_house(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    log(g, "reveal", fr.seat, hand, detail="hand", source="hand")
    treasures = sum(1 for c in hand if T.TYPES[c & M] & TREASURE)
    g.coins = max(0, g.coins + 4 - treasures)  # coins never go below $0


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
        ch = _single(d)
        if ch is None:
            return d
    trash(g, fr.seat, pick(hand, ch), hand)
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
        ch = _single(d)
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
        ch = _single(d)
        if ch is None:
            return d
    gain_from_trash(g, fr.seat, pick(g.trash, ch))
    return None


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
        ch = _single(d)
        if ch is None:
            return d
    assert ch is not None  # the answer to what the stage before asked
    topdeck(g, fr.seat, pick(p.discard, ch), p.discard)
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
        ch = _single(d)
        if ch is None:
            return d
    gain_from_pile(g, fr.seat, pile_for(g, ch))
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


# ------------------------------------------------------------ definitions


A = ACTION
CARDS: list[CardDef] = [
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
        "Pillage",
        5,
        A | ATTACK,
        pillage,
        "Разбойничий набег",
        "Trash this. Each other player with 5 or more cards in hand reveals his hand and discards "
        "a card that you choose. Gain 2 Spoils from the Spoils pile.",
        extra_piles=("Spoils",),
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
        "Squire",
        2,
        A,
        squire,
        "Оруженосец",
        "+$1. Choose one: +2 Actions; or +2 Buys; or gain a Silver. When you trash this, gain an "
        "Attack card.",
        on_trash=squire_trashed,
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
