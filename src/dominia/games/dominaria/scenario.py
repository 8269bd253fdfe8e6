"""Constructed positions for scenario tests and the book's examples.

`scenario()` makes a game whose setup is done (each player kept the first quests offered
and started in the first start location), then `set_player`, `set_mana` and friends arrange
the board without breaking the invariants (cards and tokens are moved, never made), and
`begin_turn` starts a seat's turn with a chosen Dominaria card on top of the deck.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dominia.games.dominaria.components import Components
from dominia.games.dominaria.options import normalize_options
from dominia.games.dominaria.rules import advance, apply_choice, new_state
from dominia.games.dominaria.state import ACTION, KEEP, PLACE, DominariaState, PlayerState
from dominia.games.dominaria.vocabulary import COLOUR_INDEX


def scenario(
    players: int = 2, seed: int = 0, *, start_mana: int = 1, components: str | None = None
) -> DominariaState:
    opts = normalize_options({"players": players, "start_mana": start_mana, "components": components})
    from dominia.games.dominaria.game import components_for

    g = new_state(opts, seed, components_for(opts))
    while g.phase in (KEEP, PLACE) and g.decision is not None:
        apply_choice(g, g.decision.choices[0].id)
    return g


def _loc(comp: Components, name: str) -> int:
    return comp.loc_index[name]


def _take_quest(g: DominariaState, q: int) -> None:
    """Take quest `q` from wherever it is (deck or a player's zones)."""
    if q in g.quest_deck:
        g.quest_deck.remove(q)
        return
    for p in g.players:
        for zone in (p.hand, p.started, p.quests_done):
            if q in zone:
                zone.remove(q)
                p.marks.pop(q, None)
                p.visited.pop(q, None)
                return
    raise ValueError(f"quest {q} is nowhere")


def _take_artifact(g: DominariaState, a: int) -> None:
    if a in g.artifact_deck:
        g.artifact_deck.remove(a)
        return
    for p in g.players:
        for zone in (p.artifacts, p.counted):
            if a in zone:
                zone.remove(a)
                return
    raise ValueError(f"artifact {a} is nowhere")


def set_pool(g: DominariaState, p: PlayerState, pool: Mapping[str, int]) -> None:
    """The player's pool holds exactly `pool` (the rest back to the supply, the rest from it)."""
    for c in range(5):
        g.supply[c] += p.pool[c]
        p.pool[c] = 0
    for colour, k in pool.items():
        c = COLOUR_INDEX[colour]
        if g.supply[c] < k:
            raise ValueError(f"the supply has only {g.supply[c]} {colour}")
        g.supply[c] -= k
        p.pool[c] = k


def set_player(
    g: DominariaState,
    seat: int,
    *,
    heroes: Iterable[str] | None = None,
    pool: Mapping[str, int] | None = None,
    manaliths: Iterable[str] | None = None,
    leylines: Iterable[tuple[str, str]] | None = None,
    cabal: int | None = None,
    hand: Iterable[str] | None = None,
    artifacts: Iterable[str] | None = None,
    quests_done: Iterable[str] | None = None,
    counted: Iterable[str] | None = None,
    manalith_tokens: Iterable[str] | None = None,
) -> PlayerState:
    comp = g.comp
    p = g.players[seat]
    if heroes is not None:
        p.heroes = [_loc(comp, h) for h in heroes]
        p.hired = len(p.heroes) - 1
    if pool is not None:
        set_pool(g, p, pool)
    if manaliths is not None:
        p.manaliths = [_loc(comp, m) for m in manaliths]
    if leylines is not None:
        p.leylines = [tuple(sorted((_loc(comp, a), _loc(comp, b)))) for a, b in leylines]  # type: ignore[misc]
    if cabal is not None:
        g.cabal_supply += p.cabal - cabal
        p.cabal = cabal
    for names, zone in ((hand, "hand"), (quests_done, "quests_done")):
        if names is not None:
            for q in getattr(p, zone):
                g.quest_deck.insert(0, q)
            setattr(p, zone, [])
            for name in names:
                q = comp.quest_index[name]
                _take_quest(g, q)
                getattr(p, zone).append(q)
    for names, zone in ((artifacts, "artifacts"), (counted, "counted")):
        if names is not None:
            for a in getattr(p, zone):
                g.artifact_deck.insert(0, a)
            setattr(p, zone, [])
            for name in names:
                a = comp.artifact_index[name]
                _take_artifact(g, a)
                getattr(p, zone).append(a)
    if manalith_tokens is not None:
        p.mtokens = [False] * 5
        for colour in manalith_tokens:
            p.mtokens[COLOUR_INDEX[colour]] = True
    return p


def set_mana(g: DominariaState, mana: Mapping[str, int]) -> None:
    """Put exactly this many tokens on each named location (from or back to the supply)."""
    comp = g.comp
    for name, k in mana.items():
        x = _loc(comp, name)
        c = comp.locations[x].colour
        g.supply[c] += g.mana_on[x] - k
        g.mana_on[x] = k
        if g.supply[c] < 0:
            raise ValueError(f"not enough {c} mana in the supply")


def clear_board(g: DominariaState) -> None:
    """No mana, Cabal or artifact tokens anywhere on the map."""
    comp = g.comp
    set_mana(g, {loc.name: 0 for loc in comp.locations})
    g.cabal_supply += sum(g.cabal_on)
    g.artifact_supply += sum(g.artifact_on)
    g.cabal_on = [0] * len(comp.locations)
    g.artifact_on = [0] * len(comp.locations)


def put_tokens(g: DominariaState, *, cabal: Iterable[str] = (), artifact: Iterable[str] = ()) -> None:
    comp = g.comp
    for name in cabal:
        g.cabal_on[_loc(comp, name)] += 1
        g.cabal_supply -= 1
    for name in artifact:
        g.artifact_on[_loc(comp, name)] += 1
        g.artifact_supply -= 1


def stack_quests(g: DominariaState, names: Iterable[str]) -> None:
    """These quests on top of the quest deck, the first named on top."""
    comp = g.comp
    for name in reversed(list(names)):
        q = comp.quest_index[name]
        _take_quest(g, q)
        g.quest_deck.append(q)


def stack_artifacts(g: DominariaState, names: Iterable[str]) -> None:
    comp = g.comp
    for name in reversed(list(names)):
        a = comp.artifact_index[name]
        _take_artifact(g, a)
        g.artifact_deck.append(a)


def card_named(comp: Components, *, colour: str, symbol: str | None = None, where: str | None = None) -> int:
    """A Dominaria card of that colour: with no symbol, or with `symbol` ("artifact"/"cabal")."""
    c = COLOUR_INDEX[colour]
    for k, card in enumerate(comp.cards):
        if card.colour != c:
            continue
        spot = card.artifact if symbol == "artifact" else card.cabal if symbol == "cabal" else -1
        if symbol is None and card.artifact < 0 and card.cabal < 0:
            return k
        if symbol is not None and spot >= 0 and (where is None or comp.locations[spot].name == where):
            return k
    raise ValueError(f"no {colour} card with {symbol or 'no symbol'}")


def begin_turn(g: DominariaState, seat: int, card: int | None = None, *, round: int = 1) -> None:
    """Start `seat`'s turn in `round` now; `card` (an index) is revealed in its Mana phase."""
    if card is not None:
        if card in g.deck:
            g.deck.remove(card)
        else:
            g.discard.remove(card)
        g.deck.append(card)
    g.current = seat
    g.round = round
    g.tasks = [("turn_start",)]
    advance(g)
    assert g.phase == ACTION
