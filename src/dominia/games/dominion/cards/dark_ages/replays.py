"""Dark Ages' cards that play other cards: Band of Misfits (as a cheaper Action of the
Supply), Counterfeit (a Treasure twice, then trashed), Procession (an Action twice, then a
gain).

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from dominia.core.i18n import msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ACTION, TREASURE, CardDef
from dominia.games.dominion.cards.dark_ages.common import Result, actions_of, card
from dominia.games.dominion.engine import (
    CONT,
    M,
    ask_cards,
    ask_gain,
    ask_options,
    card_name,
    gain_from_pile,
    log,
    pick,
    pile_for,
    play_as,
    play_card,
    trash,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

# ------------------------------------------------------------ kingdom


def band_of_misfits(g: G, fr: F, ch: str | None) -> Result:
    if ch is None:
        limit = T.COST[fr.card & M]
        opts = []
        for i, cards in enumerate(g.piles):
            if cards and g.supply[i]:
                k = cards[-1] & M
                if T.TYPES[k] & ACTION and T.COST[k] < limit:
                    opts.append((f"become:{T.NAME[k]}", msg("choice-become", card=card_name(k))))
        if not opts:
            return None
        return ask_options(fr.seat, "become", msg("prompt-band-of-misfits"), opts, fr.card)
    k = T.BY_NAME[ch.split(":", 1)[1]].kind
    g.bom_choice[fr.card] = k  # played again by Throne Room / Procession: the same card
    if fr.card in g.players[fr.seat].play:
        g.becomes[fr.card] = k
    log(g, "become", fr.seat, (fr.card,), detail=T.NAME[k], card=T.NAME[k])
    play_as(g, fr.seat, fr.card, k)
    return None


def counterfeit(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 0:
        if ch is None:
            g.buys += 1
            treasures = [c for c in p.hand if T.TYPES[c & M] & TREASURE]
            return ask_cards(
                g,
                fr.seat,
                "play_treasure",
                msg("prompt-counterfeit"),
                treasures,
                "play",
                optional=True,
                done_label=msg("choice-play-nothing"),
                source=fr.card,
            )
        if ch == "done":
            return None
        v["uid"] = pick(p.hand, ch)
        fr.stage = 1
        play_card(g, fr.seat, v["uid"])
        return CONT
    if fr.stage == 1:
        fr.stage = 2
        play_card(g, fr.seat, v["uid"], move=False)
        return CONT
    trash(g, fr.seat, v["uid"], p.play)  # lose track: Spoils went back to its pile
    return None


def procession(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 0:
        if ch is None:
            return ask_cards(
                g,
                fr.seat,
                "play_action",
                msg("prompt-procession"),
                actions_of(p.hand),
                "play",
                optional=True,
                done_label=msg("choice-play-nothing"),
                source=fr.card,
            )
        if ch == "done":
            return None
        v["uid"] = pick(p.hand, ch)
        fr.stage = 1
        play_card(g, fr.seat, v["uid"])
        return CONT
    if fr.stage == 1:
        fr.stage = 2
        play_card(g, fr.seat, v["uid"], move=False)
        return CONT
    if fr.stage == 2:
        fr.stage = 3
        trash(g, fr.seat, v["uid"], p.play)  # lose track: Madman went back to its pile
        return CONT
    if fr.stage == 3:
        fr.stage = 4
        want = T.COST[v["uid"] & M] + 1  # what the card costs now (a Band of Misfits: its own cost)
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-procession-gain", cost=want),
            lambda k: T.COST[k] == want and bool(T.TYPES[k] & ACTION),
            source=fr.card,
        )
    assert ch is not None  # the answer to what the stage before asked
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


A = ACTION
CARDS: list[CardDef] = [
    card(
        "Band of Misfits",
        5,
        A,
        band_of_misfits,
        "Отребье",
        "Play this as if it were an Action card in the Supply costing less than it that you choose. "
        "This is that card until it leaves play.",
    ),
    card(
        "Counterfeit",
        5,
        TREASURE,
        counterfeit,
        "Подделка",
        "$1, +1 Buy. When you play this, you may play a Treasure from your hand twice. If you do, "
        "trash that Treasure.",
        coins=1,
    ),
    card(
        "Procession",
        4,
        A,
        procession,
        "Процессия",
        "You may play an Action card from your hand twice. Trash it. Gain an Action card costing "
        "exactly $1 more than it.",
    ),
]
