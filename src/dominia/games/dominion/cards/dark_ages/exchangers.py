"""Dark Ages' cards exchanged for others: Hermit for Madman, Urchin for Mercenary (the
non-Supply cards they become are here too).

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from dominia.core.i18n import msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ACTION, ATTACK, TREASURE, CardDef, card_msg
from dominia.games.dominion.cards.dark_ages.common import Result, card, discard_down_to, discard_down_to_3
from dominia.games.dominion.engine import (
    CONT,
    M,
    ask_cards,
    ask_gain,
    ask_options,
    attack_each,
    card_name,
    draw,
    gain_from_pile,
    gain_top,
    log,
    pick,
    pile_for,
    return_to_pile,
    trash,
    trash_cards,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

discard_down_to_4 = discard_down_to(4)


def madman(g: G, fr: F, ch: str | None) -> Result:
    g.actions += 2
    p = g.players[fr.seat]
    if return_to_pile(g, fr.seat, fr.card, p.play):
        draw(g, fr.seat, len(p.hand))


def mercenary(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 2:  # after the trash and its triggers
        draw(g, fr.seat, 2)
        g.coins += 2
        attack_each(g, fr, discard_down_to_3)
        return None
    picked = v.get("picked", ())
    if ch is not None:
        if ch == "done":
            return None
        picked = v["picked"] = (*picked, pick(p.hand, ch, exclude=picked))
    left = [c for c in p.hand if c not in picked]
    if len(picked) == 2 or (picked and not left):
        # Only two trashed cards pay off; one trashed card (all there was) does nothing else.
        fr.stage = 2 if len(picked) == 2 else 3
        trash_cards(g, fr.seat, picked, p.hand)
        return CONT if fr.stage == 2 else None
    return ask_cards(
        g,
        fr.seat,
        "trash",
        msg("prompt-mercenary") if not picked else msg("prompt-mercenary-second"),
        left,
        "trash",
        optional=not picked,
        done_label=msg("choice-trash-nothing"),
        source=fr.card,
    )


def hermit(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if fr.stage == 0:
        if ch is None:
            log(g, "look", fr.seat, p.discard, private=True, detail="discard pile", source="discard")
            opts = []
            for zone, verb, where in ((p.hand, "trash", "hand"), (p.discard, "trash-discard", "discard")):
                seen = set()
                for c in zone:
                    k = c & M
                    if not T.TYPES[k] & TREASURE and k not in seen:
                        seen.add(k)
                        opts.append(
                            (f"{verb}:{T.NAME[k]}", msg(f"choice-trash-from-{where}", card=card_name(k)))
                        )
            if opts:
                opts.append(("done", msg("choice-trash-nothing")))
                return ask_options(
                    fr.seat,
                    "trash",
                    msg("prompt-hermit"),
                    opts,
                    fr.card,
                )
        fr.stage = 1
        if ch is not None and ch != "done":
            zone = p.discard if ch.startswith("trash-discard") else p.hand
            kind = T.BY_NAME[ch.split(":", 1)[1]].kind
            uid = next(c for c in zone if c & M == kind)
            trash(g, fr.seat, uid, zone)
            return CONT  # Overgrown Estate draws before the gain
    if fr.stage == 1:
        fr.stage = 2
        d = ask_gain(
            g,
            fr.seat,
            msg("prompt-gain-up-to", card=card_msg("Hermit"), cost=3),
            lambda k: T.COST[k] <= 3,
            source=fr.card,
        )
        return d
    assert ch is not None  # the answer to what the stage before asked
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def hermit_discarded(g: G, fr: F, ch: str | None) -> Result:
    """Discarded from play in a turn without a buy: trash it and gain a Madman."""
    if fr.stage == 0:
        if g.bought:
            return None
        fr.stage = 1
        if trash(g, fr.seat, fr.card, g.players[fr.seat].discard):
            return CONT
        return None
    gain_top(g, fr.seat, "Madman")
    return None


def urchin(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)
    g.actions += 1
    attack_each(g, fr, discard_down_to_4)


def urchin_on_attack(g: G, fr: F, ch: str | None) -> Result:
    """Another Attack is played with this Urchin in play: trash it for a Mercenary?"""
    play = g.players[fr.seat].play
    if fr.stage == 1:
        gain_top(g, fr.seat, "Mercenary")
        return None
    if ch is None:
        if fr.card not in play:
            return None
        name = T.NAME[fr.card & M]
        return ask_options(
            fr.seat,
            "trash",
            msg("prompt-urchin", attack=card_name(fr.v["attack"] & M), card=card_msg(name)),
            [(f"trash:{name}", msg("choice-trash", card=card_msg(name))), ("done", msg("choice-keep-it"))],
            source=fr.card,
        )
    if ch != "done" and trash(g, fr.seat, fr.card, play):
        fr.stage = 1
        return CONT
    return None


A = ACTION
CARDS: list[CardDef] = [
    card(
        "Hermit",
        3,
        A,
        hermit,
        "Отшельник",
        "Look through your discard pile. You may trash a card from your discard pile or hand that is "
        "not a Treasure. Gain a card costing up to $3. When you discard this from play, if you did not "
        "buy any cards this turn, trash this and gain a Madman from the Madman pile.",
        on_discard_from_play=hermit_discarded,
        extra_piles=("Madman",),
    ),
    card(
        "Urchin",
        3,
        A | ATTACK,
        urchin,
        "Сорванец",
        "+1 Card, +1 Action. Each other player discards down to 4 cards in hand. When you play "
        "another Attack card with this in play, you may trash this. If you do, gain a Mercenary "
        "from the Mercenary pile.",
        on_play_attack=urchin_on_attack,
        extra_piles=("Mercenary",),
    ),
    card(
        "Madman",
        0,
        A,
        madman,
        "Безумец",
        "+2 Actions. Return this to the Madman pile. If you do, +1 Card per card in your hand.",
        kingdom=False,
        supply=False,
    ),
    card(
        "Mercenary",
        0,
        A | ATTACK,
        mercenary,
        "Наёмник",
        "You may trash 2 cards from your hand. If you do, +2 Cards, +$2, and each other player "
        "discards down to 3 cards in hand.",
        kingdom=False,
        supply=False,
    ),
]
