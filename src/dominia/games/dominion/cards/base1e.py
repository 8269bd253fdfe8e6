"""The six 1st-edition kingdom cards that the 2nd edition removed.

Hungarian names are from the 1st edition book. The Russian books do not name
these cards; the Russian names are those of the Russian 1st edition printing.
"""

from __future__ import annotations

from typing import Any

from dominia.core.i18n import Seat, msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ACTION, ATTACK, TREASURE, CardDef, card_msg
from dominia.games.dominion.engine import (
    CONT,
    M,
    ask_gain,
    ask_options,
    attack_each,
    discard,
    discard_all,
    draw,
    ensure_deck,
    gain_from_pile,
    gain_from_trash,
    log,
    peek,
    pick,
    pile_for,
    push,
    reveal_top,
    trash,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

Result = Any


def woodcutter(g: G, fr: F, ch: str | None) -> Result:
    g.buys += 1
    g.coins += 2


def chancellor(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        g.coins += 2
        if not p.deck:
            return None
        return ask_options(
            fr.seat,
            "yes_no",
            msg("prompt-deck-to-discard", card=card_msg("Chancellor")),
            [("yes", msg("choice-discard-deck")), ("no", msg("choice-keep-it"))],
            source=fr.card,
        )
    if ch == "yes":
        p.discard.extend(reversed(p.deck))
        p.deck.clear()
        log(g, "discard_deck", fr.seat)
    return None


def feast(g: G, fr: F, ch: str | None) -> Result:
    if fr.stage == 0:
        # Lose track: a Feast played twice by Throne Room is trashed only once.
        trash(g, fr.seat, fr.card, g.players[fr.seat].play)
        fr.stage = 1
        return CONT
    if ch is None:
        return ask_gain(
            g,
            fr.seat,
            msg("prompt-gain-up-to", card=card_msg("Feast"), cost=5),
            lambda k: T.COST[k] <= 5,
            source=fr.card,
        )
    gain_from_pile(g, fr.seat, pile_for(g, ch))
    return None


def adventurer(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    found = 0
    mine: list[int] = []
    while found < 2:
        if not p.deck:
            ensure_deck(g, fr.seat, 1)  # set-aside cards are not shuffled in
            if not p.deck:
                break
        uid = p.deck.pop()
        treasure = T.TYPES[uid & M] & TREASURE
        log(g, "reveal", fr.seat, (uid,), detail="deck", source="deck", to="hand" if treasure else "aside")
        if treasure:
            p.hand.append(uid)
            found += 1
        else:
            p.aside.append(uid)
            mine.append(uid)
    for uid in mine:
        discard(g, fr.seat, uid, p.aside, public=True)
    return None


def spy(g: G, fr: F, ch: str | None) -> Result:
    if fr.stage == 0:
        draw(g, fr.seat, 1)
        g.actions += 1
        fr.stage = 1
        push(g, spy_victim, fr.seat, fr.card, attacker=fr.seat)
        return CONT
    attack_each(g, fr, spy_victim)
    return None


def spy_victim(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    if ch is None:
        top = peek(g, fr.seat, 1)
        if not top:
            return None
        uid = top[0]
        fr.v["uid"] = uid
        log(g, "reveal", fr.seat, (uid,), detail="deck", source="deck")
        name = T.NAME[uid & M]
        own = fr.seat == fr.v["attacker"]
        return ask_options(
            fr.v["attacker"],
            "spy",
            msg("prompt-spy-own", card=card_msg(name))
            if own
            else msg("prompt-spy", seat=Seat(fr.seat), card=card_msg(name)),
            [
                (f"discard:{name}", msg("choice-discard", card=card_msg(name))),
                (f"keep:{name}", msg("choice-put-back", card=card_msg(name))),
            ],
            source=fr.card,
            data={"victim": fr.seat},
        )
    if ch.startswith("discard"):
        discard(g, fr.seat, fr.v["uid"], p.deck, public=True)
    return None


def thief(g: G, fr: F, ch: str | None) -> Result:
    attack_each(g, fr, thief_victim)


def thief_victim(g: G, fr: F, ch: str | None) -> Result:
    p = g.players[fr.seat]
    att = fr.v["attacker"]
    v = fr.v
    if fr.stage == 0:
        shown = reveal_top(g, fr.seat, 2)
        if not shown:
            return None
        v["shown"] = shown
        treasures = [c for c in shown if T.TYPES[c & M] & TREASURE]
        fr.stage = 1
        if len({c & M for c in treasures}) > 1:
            names = sorted({T.NAME[c & M] for c in treasures})
            return ask_options(
                att,
                "trash",
                msg("prompt-thief-trash", seat=Seat(fr.seat)),
                [(f"trash:{n}", msg("choice-trash", card=card_msg(n))) for n in names],
                source=fr.card,
                data={"victim": fr.seat},
            )
        ch = f"trash:{T.NAME[treasures[0] & M]}" if treasures else "done"
    if fr.stage == 1:
        fr.stage = 2
        v["stolen"] = -1
        if ch != "done":
            assert ch is not None  # the answer to what the stage before asked
            v["stolen"] = pick(list(v["shown"]), ch)
            trash(g, fr.seat, v["stolen"], p.aside)
            return CONT  # the victim's trash triggers come first
    if fr.stage == 2:
        discard_all(g, fr.seat, v["shown"], p.aside)
        stolen = v["stolen"]
        if stolen < 0 or stolen not in g.trash:
            return None
        fr.stage = 3
        name = T.NAME[stolen & M]
        return ask_options(
            att,
            "gain",
            msg("prompt-thief-gain", card=card_msg(name)),
            [
                (f"gain:{name}", msg("choice-gain", card=card_msg(name))),
                ("done", msg("choice-leave-in-trash")),
            ],
            source=fr.card,
            data={"victim": fr.seat},
        )
    if ch != "done":
        gain_from_trash(g, att, v["stolen"])
    return None


def _k(name: str, cost: int, types: int, play: Any, ru: str, hu: str, text: str, **kw: Any) -> CardDef:
    return CardDef(
        name, cost, types, "base1e", (1,), {"ru": ru, "hu": hu}, play=play, text=text, kingdom=True, **kw
    )


BASE1E = [
    _k(
        "Adventurer",
        6,
        ACTION,
        adventurer,
        "Авантюрист",
        "Kalandor",
        "Reveal cards from your deck until you reveal 2 Treasure cards. Put those into your hand "
        "and discard the other revealed cards.",
    ),
    _k(
        "Chancellor",
        3,
        ACTION,
        chancellor,
        "Канцлер",
        "Kancellár",
        "+$2. You may immediately put your deck into your discard pile.",
    ),
    _k(
        "Feast",
        4,
        ACTION,
        feast,
        "Пир",
        "Lakoma",
        "Trash this card. Gain a card costing up to $5.",
        aliases=("Ünnep",),
    ),
    _k(
        "Spy",
        4,
        ACTION | ATTACK,
        spy,
        "Шпион",
        "Kém",
        "+1 Card, +1 Action. Each player (including you) reveals the top card of his deck and either "
        "discards it or puts it back, your choice.",
    ),
    _k(
        "Thief",
        4,
        ACTION | ATTACK,
        thief,
        "Вор",
        "Tolvaj",
        "Each other player reveals the top 2 cards of his deck. If they revealed any Treasure cards, "
        "they trash one of them that you choose. You may gain any or all of these trashed cards. "
        "They discard the other revealed cards.",
    ),
    _k("Woodcutter", 3, ACTION, woodcutter, "Дровосек", "Favágó", "+1 Buy, +$2."),
]
