"""The Knights: ten different cards in one shuffled pile, each with its own ability
followed by the shared attack.

Shared attack: each other player reveals the top 2 cards of their deck, trashes
one of them costing from $3 to $6 (their choice if both do), and discards the
rest; if a Knight is trashed by this, the attacking Knight is trashed too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dominia.core.i18n import msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ACTION, ATTACK, KNIGHT, VICTORY, CardDef, card_msg
from dominia.games.dominion.cards.dark_ages.common import SET, discard_down_to_3, trash_one_of_two
from dominia.games.dominion.engine import (
    CONT,
    GOLD,
    M,
    ask_cards,
    ask_gain,
    attack_each,
    draw,
    gain,
    gain_from_pile,
    pick,
    pile_for,
    trash,
    trash_cards,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

Result = Any


def knight_victim(g: G, fr: F, ch: str | None) -> Result:
    res = trash_one_of_two(g, fr, ch)
    if res is None and fr.v.get("trashed", -1) >= 0 and T.TYPES[fr.v["trashed"] & M] & KNIGHT:
        attacker = fr.v["attacker"]
        trash(g, attacker, fr.card, g.players[attacker].play)  # lose track if already gone
    return res


def knight(ability: Callable[[G, F, str | None], Result] | None) -> Callable[[G, F, str | None], Result]:
    """A Knight's play: its own ability (which may ask), then the shared attack."""

    def play(g: G, fr: F, ch: str | None) -> Result:
        if fr.stage == 0:
            if ability is not None:
                res = ability(g, fr, ch)
                if res is not None:
                    return res  # a question, or CONT: come back to stage 0
            fr.stage = 1
            if len(g.stack) and g.stack[-1] is not fr:
                return CONT  # the ability pushed frames: they resolve before the attack
        attack_each(g, fr, knight_victim)
        return None

    play.__name__ = f"knight_{ability.__name__ if ability else 'plain'}"
    return play


def dame_anna(g: G, fr: F, ch: str | None) -> Result:
    """You may trash up to 2 cards from your hand (together)."""
    hand = g.players[fr.seat].hand
    picked = fr.v.get("picked", ())
    if ch is not None and ch != "done":
        picked = fr.v["picked"] = (*picked, pick(hand, ch, exclude=picked))
    left = [c for c in hand if c not in picked]
    if ch == "done" or len(picked) == 2 or not left:
        trash_cards(g, fr.seat, picked, hand)
        return None
    return ask_cards(
        g,
        fr.seat,
        "trash",
        msg("prompt-trash-up-to", card=card_msg("Dame Anna"), n=2 - len(picked)),
        left,
        "trash",
        optional=True,
        done_label=msg("choice-done-choosing") if picked else msg("choice-trash-nothing"),
        source=fr.card,
    )


def dame_molly(g: G, fr: F, ch: str | None) -> Result:
    g.actions += 2


def dame_natalie(g: G, fr: F, ch: str | None) -> Result:
    if ch is None:
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-may-gain-up-to", card=card_msg("Dame Natalie"), cost=3),
            lambda k: T.COST[k] <= 3,
            optional=True,
            source=fr.card,
        )
    if ch != "done":
        gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def dame_sylvia(g: G, fr: F, ch: str | None) -> Result:
    g.coins += 2


def sir_bailey(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 1


def sir_destry(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 2)


def sir_martin(g: G, fr: F, ch: str | None) -> Result:
    g.buys += 2


def sir_michael(g: G, fr: F, ch: str | None) -> Result:
    """Each other player discards down to 3 cards in hand (before the shared attack)."""
    attack_each(g, fr, discard_down_to_3)


def sir_vander_trashed(g: G, fr: F, ch: str | None) -> Result:
    gain(g, fr.seat, GOLD)


def _knight(name: str, ru: str, ability: Any, text: str, **kw: Any) -> CardDef:
    types = ACTION | ATTACK | KNIGHT | (VICTORY if name == "Dame Josephine" else 0)
    cost = 4 if name == "Sir Martin" else 5
    shared = (
        "Each other player reveals the top 2 cards of his deck, trashes one of them costing from $3 "
        "to $6, and discards the rest. If a Knight is trashed by this, trash this card."
    )
    return CardDef(
        name,
        cost,
        types,
        SET,
        (),
        {"ru": ru},
        play=knight(ability),
        text=f"{text} {shared}".strip(),
        pile="Knights",
        **kw,
    )


KNIGHTS = [
    CardDef(
        "Knights",
        5,
        ACTION | ATTACK | KNIGHT,
        SET,
        (),
        {"ru": "Рыцари"},
        text="A pile of 10 different Knights, shuffled; only the top one can be bought or gained.",
        kingdom=True,
    ),
    _knight("Dame Anna", "Дама Анна", dame_anna, "You may trash up to 2 cards from your hand."),
    _knight("Dame Josephine", "Дама Жозефина", None, "2 VP.", vp=2),
    # The book names seven Knights in Russian; the other three are transliterated.
    _knight("Dame Molly", "Дама Молли", dame_molly, "+2 Actions."),
    _knight("Dame Natalie", "Дама Натали", dame_natalie, "You may gain a card costing up to $3."),
    _knight("Dame Sylvia", "Дама Сильвия", dame_sylvia, "+$2."),
    _knight("Sir Bailey", "Сэр Бейли", sir_bailey, "+1 Card, +1 Action."),
    _knight("Sir Destry", "Сэр Дестри", sir_destry, "+2 Cards."),
    _knight("Sir Martin", "Сэр Мартин", sir_martin, "+2 Buys."),
    _knight("Sir Michael", "Сэр Майкл", sir_michael, "Each other player discards down to 3 cards in hand."),
    _knight(
        "Sir Vander", "Сэр Вандер", None, "When you trash this, gain a Gold.", on_trash=sir_vander_trashed
    ),
]
