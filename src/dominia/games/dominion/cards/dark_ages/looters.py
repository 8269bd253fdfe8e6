"""Dark Ages' Looters and Spoils givers: Cultist, Death Cart and Marauder give Ruins;
Bandit Camp, Marauder and Pillage give Spoils.

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from dominia.core.i18n import Seat, msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ACTION, ATTACK, LOOTER, CardDef, card_msg
from dominia.games.dominion.cards.dark_ages.common import Result, actions_of, card
from dominia.games.dominion.engine import (
    CONT,
    M,
    ask_cards,
    ask_options,
    attack_each,
    discard,
    draw,
    gain_top,
    log,
    pick,
    play_card,
    trash,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F


def gain_ruins(g: G, fr: F, ch: str | None) -> Result:
    """Victim frame of the Looters: gain the top Ruins."""
    gain_top(g, fr.seat, "Ruins")


def cultist(g: G, fr: F, ch: str | None) -> Result:
    hand = g.players[fr.seat].hand
    if fr.stage == 0:
        fr.stage = 1
        draw(g, fr.seat, 2)
        attack_each(g, fr, gain_ruins)
        return CONT
    if ch is None:
        return ask_cards(
            g,
            fr.seat,
            "play_action",
            msg("prompt-cultist"),
            [c for c in hand if T.NAME[c & M] == "Cultist"],
            "play",
            optional=True,
            done_label=msg("choice-no"),
            source=fr.card,
        )
    if ch != "done":
        play_card(g, fr.seat, pick(hand, ch))
    return None


def cultist_trashed(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 3)


def death_cart(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        g.coins += 5
        d = ask_cards(
            g,
            fr.seat,
            "trash",
            msg("prompt-death-cart"),
            actions_of(p.hand),
            "trash",
            optional=True,
            done_label=msg("choice-trash", card=card_msg("Death Cart")),
            source=fr.card,
        )
        if d is not None:
            return d
        ch = "done"
    if ch == "done":
        trash(g, fr.seat, fr.card, p.play)  # lose track if it already left play
    else:
        trash(g, fr.seat, pick(p.hand, ch), p.hand)
    return None


def death_cart_gained(g: G, seat: int, uid: int) -> None:
    gain_top(g, seat, "Ruins")
    gain_top(g, seat, "Ruins")


# ------------------------------------------------------------ simple cards


def bandit_camp(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)  # the card is drawn before the Spoils is gained
    g.actions += 2
    gain_top(g, fr.seat, "Spoils")


def marauder(g: G, fr: F, ch: str | None) -> Result:
    gain_top(g, fr.seat, "Spoils")
    attack_each(g, fr, gain_ruins)  # in turn order; once the Ruins run out, nobody gains


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


A = ACTION
CARDS: list[CardDef] = [
    card(
        "Cultist",
        5,
        A | ATTACK | LOOTER,
        cultist,
        "Сектант",
        "+2 Cards. Each other player gains a Ruins. You may play a Cultist from your hand. "
        "When you trash this, +3 Cards.",
        on_trash=cultist_trashed,
    ),
    card(
        "Death Cart",
        4,
        A | LOOTER,
        death_cart,
        "Повозка для трупов",
        "+$5. You may trash an Action card from your hand. If you don't, trash this. "
        "When you gain this, gain 2 Ruins.",
        on_gain=death_cart_gained,
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
        "Marauder",
        4,
        A | ATTACK | LOOTER,
        marauder,
        "Мародёр",
        "Gain a Spoils from the Spoils pile. Each other player gains a Ruins.",
        extra_piles=("Spoils",),
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
]
