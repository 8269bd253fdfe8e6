"""What the conformance battery checks after every Domination step, and the
shuffle of everything hidden from a viewer (others' cards and missions)."""

from __future__ import annotations

from dominia.core.rng import Rng
from dominia.games.domination.state import CLAIM, OVER, DominationState


def problems(g: DominationState) -> list[str]:
    out = []
    setup = g.phase == CLAIM
    for t, (o, a) in enumerate(zip(g.owner, g.armies, strict=True)):
        if o < 0:
            if not setup or a:
                out.append(f"territory {t} is empty ({a} armies, no owner)")
        elif not 0 <= o < g.n or a < 1:
            out.append(f"territory {t}: owner {o}, {a} armies")
    if sum(g.armies) != g.added - g.lost:
        out.append(f"{sum(g.armies)} armies on the board, but {g.added} placed and {g.lost} lost")
    cards = g.deck + g.used + [c for h in g.hands for c in h]
    shows = [card.territory for card in g.map.cards]
    capitals: set[int | None] = {c for c in g.capitals if c is not None}
    # Every card is somewhere exactly once, except a chosen capital's, which left the game.
    everything = set(range(len(shows)))
    missing = everything - set(cards)
    if (
        len(set(cards)) != len(cards)
        or not everything.issuperset(cards)
        or any(shows[c] not in capitals for c in missing)
    ):
        out.append("cards lost or duplicated")
    if any(shows[c] in capitals for c in g.deck):
        out.append("a capital's card is still in the deck")
    if not setup:
        for s in range(g.n):
            owns = s in g.owner
            if g.alive[s] != owns:
                out.append(f"seat {s}: alive={g.alive[s]} but owns territories={owns}")
            if not g.alive[s] and g.hands[s]:
                out.append(f"seat {s} is out but holds cards")
    d = g.decision
    if g.phase == OVER:
        if d is not None:
            out.append("game over with a decision pending")
    elif d is None:
        out.append("no decision pending")
    else:
        ids = d.ids()
        if not ids or len(set(ids)) != len(ids):
            out.append(f"decision with no or duplicate choices ({d.kind})")
    return out


def shuffle_hidden(g: DominationState, viewer: int | None, rng: Rng) -> DominationState:
    """A copy where other seats' cards (with the deck) and missions are redealt."""
    h = g.clone()
    others = [s for s in range(h.n) if s != viewer]
    pool = h.deck + [c for s in others for c in h.hands[s]]
    rng.shuffle(pool)
    k = 0
    for s in others:
        size = len(h.hands[s])
        h.hands[s] = pool[k : k + size]
        k += size
    h.deck = pool[k:]
    if h.missions[0] is not None:
        taken = {h.missions[s] for s in range(h.n) if s == viewer}
        # Only missions the game could have dealt (none against a player not in the game).
        free = [
            i
            for i, m in enumerate(h.map.missions)
            if i not in taken and (m.target_player is None or m.target_player <= h.n)
        ]
        rng.shuffle(free)
        for i, s in enumerate(others):
            h.missions[s] = free[i]
    return h
