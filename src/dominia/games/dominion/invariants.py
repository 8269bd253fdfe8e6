"""Invariants checked after every step by the conformance battery, and the
hidden-information shuffle used to prove that views leak nothing."""

from __future__ import annotations

from collections import Counter

from dominia.core.rng import Rng
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M
from dominia.games.dominion.rules import score
from dominia.games.dominion.state import DominionState


def all_cards(g: DominionState) -> list[int]:
    cards = list(g.trash)
    for pile in g.piles:
        cards.extend(pile)
    for p in g.players:
        cards.extend(p.all_cards())
    return cards


def kind_counts(g: DominionState) -> Counter[int]:
    return Counter(c & M for c in all_cards(g))


def problems(g: DominionState) -> list[str]:
    """Everything wrong with the state; empty when it is consistent."""
    out = []
    cards = all_cards(g)
    if len(cards) != g.n_cards:
        out.append(f"{len(cards)} cards in the game, expected {g.n_cards}")
    if len(set(cards)) != len(cards):
        dup = [c for c, k in Counter(cards).items() if k > 1]
        out.append(f"cards in two places at once: {[T.NAME[c & M] for c in dup]}")
    if min(g.actions, g.buys, g.coins) < 0:
        out.append(f"negative counter: actions={g.actions} buys={g.buys} coins={g.coins}")
    if not 0 <= g.current < g.n:
        out.append(f"current seat {g.current} out of range")
    for s in range(g.n):
        vp = _independent_score(g, s)
        if vp != score(g, s):
            out.append(f"seat {s}: score {score(g, s)} but cards are worth {vp}")
    d = g.decision
    if g.over:
        if d is not None or g.stack:
            out.append("game over with a decision or effects pending")
    else:
        if d is None:
            out.append("game not over but no decision pending")
        else:
            ids = d.ids()
            if not ids or len(set(ids)) != len(ids):
                out.append(f"decision with no or duplicate choices: {ids}")
            if not 0 <= d.seat < g.n:
                out.append(f"decision for seat {d.seat} out of range")
    return out


_PRINTED_VP = {"Estate": 1, "Duchy": 3, "Province": 6, "Curse": -1, "Dame Josephine": 2}


def _independent_score(g: DominionState, seat: int) -> int:
    """The score from the printed rules, without the card table's VP machinery."""
    counts = Counter(c & M for c in g.players[seat].all_cards())
    named = {T.NAME[k]: n for k, n in counts.items()}
    total = sum(_PRINTED_VP.get(name, 0) * n for name, n in named.items())
    size = sum(counts.values())
    total += named.get("Gardens", 0) * (size // 10)
    total += named.get("Feodum", 0) * (named.get("Silver", 0) // 3)
    return total


def shuffle_hidden(g: DominionState, viewer: int | None, rng: Rng) -> DominionState:
    """A copy in which every other seat's hidden cards are rearranged.

    Hidden from `viewer`: another seat's hand and deck (mixed together, sizes
    kept) and the order of its discard pile below the top card.
    """
    h = g.clone()
    for s, p in enumerate(h.players):
        if s == viewer:
            continue
        pool = p.hand + p.deck
        rng.shuffle(pool)
        p.hand = pool[: len(p.hand)]
        p.deck = pool[len(p.hand) :]
        if len(p.discard) > 1:
            under = p.discard[:-1]
            rng.shuffle(under)
            p.discard = under + p.discard[-1:]
    for pile in h.piles:  # below the top of a mixed pile (Knights, Ruins) nobody looks
        if len({c & M for c in pile[:-1]}) > 1:
            under = pile[:-1]
            rng.shuffle(under)
            pile[:-1] = under
    return h
