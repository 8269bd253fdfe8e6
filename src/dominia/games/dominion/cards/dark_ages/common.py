"""What Dark Ages' card families share: the card constructor, the victims' frames of the
attacks (discard down, gain Ruins, reveal two and trash one), naming a card, revealing until.

Original 2012 text; Russian names are the book's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dominia.core.decision import Decision
from dominia.core.i18n import Text, msg
from dominia.games.dominion import card_table as T
from dominia.games.dominion.card_model import ACTION, CardDef
from dominia.games.dominion.engine import (
    CONT,
    M,
    ask_cards,
    card_name,
    choice,
    discard,
    discard_all,
    draw,
    ensure_deck,
    identity,
    log,
    pick,
    reveal_top,
    trash,
)
from dominia.games.dominion.state import DominionState as G
from dominia.games.dominion.state import Frame as F

Result = Any
SET = "dark-ages"


def card(name: str, cost: int, types: int, play: Any, ru: str, text: str, **kw: Any) -> CardDef:
    """A Dark Ages card definition (a kingdom card unless kingdom=False is given)."""
    kw.setdefault("kingdom", True)
    return CardDef(name, cost, types, SET, (), {"ru": ru}, play=play, text=text, **kw)


def actions_of(cards: list[int]) -> list[int]:
    return [c for c in cards if T.TYPES[c & M] & ACTION]


def discard_down_to(n: int) -> Any:
    """A victim frame: discard down to n cards in hand (Urchin 4, Mercenary / Sir Michael 3)."""

    def victim(g: G, fr: F, ch: str | None) -> Result:
        hand = g.players[fr.seat].hand
        if ch is not None:
            discard(g, fr.seat, pick(hand, ch), hand)
        if len(hand) <= n:
            return None
        return ask_cards(
            g,
            fr.seat,
            "discard",
            msg("prompt-discard-down", card=card_name(fr.card & M), n=n, more=len(hand) - n),
            hand,
            "discard",
            source=fr.card,
        )

    victim.__name__ = f"discard_down_to_{n}"
    return victim


discard_down_to_3 = discard_down_to(3)


def trash_one_of_two(g: G, fr: F, ch: str | None) -> Result:
    """Victim frame of Rogue and the Knights: reveal the top 2 cards, trash one costing
    from $3 to $6 (the victim's choice if both do), discard the rest.

    `fr.v["trashed"]` is the trashed card (-1 if none) once this returns None.
    """
    p = g.players[fr.seat]
    v = fr.v
    if fr.stage == 1:  # after the trash and its triggers (a Cultist draws the cards below)
        discard_all(g, fr.seat, v["shown"], p.aside)
        return None
    if ch is None:
        shown = reveal_top(g, fr.seat, 2)
        v["shown"] = shown
        targets = [c for c in shown if 3 <= T.COST[c & M] <= 6]
        if len({c & M for c in targets}) > 1:
            return ask_cards(
                g,
                fr.seat,
                "trash",
                msg("prompt-trash-revealed", card=card_name(identity(g, fr.card))),
                targets,
                "trash",
                source=fr.card,
            )
        victim = targets[0] if targets else None
    else:
        victim = pick(list(v["shown"]), ch)
    fr.stage = 1
    v["trashed"] = -1 if victim is None else victim
    if victim is not None:
        trash(g, fr.seat, victim, p.aside)
    return CONT


def draw_one_on_trash(g: G, fr: F, ch: str | None) -> Result:
    draw(g, fr.seat, 1)  # Overgrown Estate, Rats


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


def single_choice(d: Decision | None) -> str | None:
    """The only choice of a mandatory decision (nothing to decide), else None."""
    if d is not None and len(d.choices) == 1:
        return d.choices[0].id
    return None
