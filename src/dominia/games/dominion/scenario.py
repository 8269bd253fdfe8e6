"""Constructed positions for scenario tests, rule-book examples and debugging.

`build()` makes a normal game, then replaces every seat's cards with the ones
named (decks are listed top card first) and starts the given seat's turn.
Pile counts can be set too. The result is an ordinary state: every rule,
invariant and view works on it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from dominia.games.dominion.card_model import KIND_BITS
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M, push, run
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.names import find_card
from dominia.games.dominion.rules import start_turn, turn
from dominia.games.dominion.setup import new_state
from dominia.games.dominion.state import DominionState

FILLER = ("Cellar", "Chapel", "Moat", "Village", "Smithy", "Militia", "Market", "Witch", "Library", "Mine")


def build(
    kingdom: Sequence[str] = (),
    *,
    players: int = 2,
    hands: Mapping[int, Iterable[str]] | None = None,
    decks: Mapping[int, Iterable[str]] | None = None,
    discards: Mapping[int, Iterable[str]] | None = None,
    piles: Mapping[str, int] | None = None,
    trash: Iterable[str] = (),
    current: int = 0,
    seed: int = 0,
) -> DominionState:
    names = [find_card(n).name for n in kingdom]
    for f in FILLER:
        if len(names) >= 10:
            break
        if f not in names:
            names.append(f)
    g = new_state({"players": players, "kingdom": names}, seed)
    serial = 1 + max(c >> KIND_BITS for zone in _zones(g) for c in zone)

    def make(cards: Iterable[str]) -> list[int]:
        nonlocal serial
        out = []
        for name in cards:
            out.append(find_card(name).kind | (serial << KIND_BITS))
            serial += 1
        return out

    for seat, p in enumerate(g.players):
        p.hand = make((hands or {}).get(seat, ()))
        p.deck = make((decks or {}).get(seat, ()))[::-1]  # listed top first
        p.discard = make((discards or {}).get(seat, ()))
        p.play = []
        p.aside = []
        p.turns = 0
    for name, count in (piles or {}).items():
        i = g.pile_index[find_card(name).name]
        pile = g.piles[i]
        kind = find_card(name).kind
        if len({c & M for c in pile}) > 1 and count > len(pile):
            raise ValueError(f"the mixed {name} pile can only be made smaller here")
        del pile[count:]
        pile.extend(make([T.NAME[kind]] * (count - len(pile))))
    g.trash = make(trash)
    g.n_cards = sum(len(z) for z in _zones(g))
    g.events.clear()
    g.stack.clear()
    g.turn = 0
    start_turn(g, current)
    push(g, turn, current)
    run(g)
    return g


def _zones(g: DominionState) -> list[list[int]]:
    zones: list[list[int]] = [g.trash, *g.piles]
    for p in g.players:
        zones.extend(p.zones())
    return zones


def act(g: DominionState, *choices: str) -> DominionState:
    """Answer the pending decisions in order (each by whichever seat is asked)."""
    for ch in choices:
        d = g.decision
        if d is None:
            raise AssertionError(f"no decision pending for {ch!r}")
        DOMINION.apply(g, d.seat, ch)
    return g


def names(cards: Iterable[int]) -> list[str]:
    return [T.NAME[c & M] for c in cards]


def zone(g: DominionState, seat: int, which: str) -> list[str]:
    """A zone's card names; decks are listed top card first."""
    p = g.players[seat]
    cards: list[int] = getattr(p, which)
    if which == "deck":
        cards = cards[::-1]
    return names(cards)


def state_summary(g: DominionState) -> dict[str, Any]:
    return {
        "actions": g.actions,
        "buys": g.buys,
        "coins": g.coins,
        "decision": g.decision.kind if g.decision else None,
    }
