"""Options and setup for 2 to 6 players, exactly as the 2nd edition book says."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping
from typing import Any, Final

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg
from dominia.core.rng import Rng
from dominia.games.dominion.card_model import KIND_BITS, LOOTER, VICTORY, CardDef
from dominia.games.dominion.card_model import KIND_MASK as M
from dominia.games.dominion.cards import SETS
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import COPPER, draw, log, push, run, shuffle
from dominia.games.dominion.kingdoms import find_kingdom
from dominia.games.dominion.names import find_card
from dominia.games.dominion.rules import start_turn, turn
from dominia.games.dominion.state import DominionState, PlayerState

KINGDOM_SIZE = 10
OPTION_KEYS = {"players", "kingdom", "sets", "shelters", "autoplay_treasures"}


_NORMALIZED: dict[str, dict[str, Any]] = {}


# the options last normalized: (the very mapping, a copy of it as it was, the result)
_LAST: list[tuple[Mapping[str, Any], dict[str, Any], dict[str, Any]]] = []


def normalize_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """`_normalize`, kept for options met before (every game of a batch has the same); each
    caller gets its own copy."""
    last = _LAST[0] if _LAST else None
    # (the same mapping as the last call, unchanged since: a batch's games, without the key)
    if last is not None and options is last[0] and options == last[1]:
        got = last[2]
    else:
        try:
            key = repr(sorted(options.items()))
        except (AttributeError, TypeError):
            return _normalize(options)
        kept = _NORMALIZED.get(key)
        if kept is None:
            kept = _normalize(options)
            if len(_NORMALIZED) > 512:
                _NORMALIZED.clear()
            _NORMALIZED[key] = kept
        got = kept
        # (the copy: lists copied, so a change made in place later is told apart)
        seen = {k: list(v) if isinstance(v, list) else v for k, v in options.items()}
        _LAST[:] = [(options, seen, got)]
    return {**got, "kingdom": list(got["kingdom"]), "sets": list(got["sets"])}


def _normalize(options: Mapping[str, Any]) -> dict[str, Any]:
    """Canonical options: players, kingdom (English names, may be < 10, filled at random),
    kingdom_name, sets, shelters ("auto": the book's rule; or True/False), and for simulations
    autoplay_treasures (present only when true: a hand whose Treasures all just give coins
    plays them without asking, as every bot would)."""
    if not isinstance(options, Mapping):
        raise InvalidOptions(msg("error-dominion-options-mapping"))
    unknown = set(options) - OPTION_KEYS - {"kingdom_name"}
    if unknown:
        raise InvalidOptions(msg("error-dominion-unknown-options", options=sorted(unknown), n=len(unknown)))
    players = options.get("players", 2)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise InvalidOptions(msg("error-dominion-players", players=repr(players)))
    sets = options.get("sets") or ["base"]
    if isinstance(sets, str):
        sets = [s.strip() for s in sets.split(",") if s.strip()]
    if not isinstance(sets, list | tuple) or not all(isinstance(s, str) for s in sets):
        raise InvalidOptions(msg("error-dominion-sets-type", sets=repr(sets), known=list(SETS)))
    for s in sets:
        if s not in SETS:
            raise InvalidOptions(msg("error-dominion-unknown-set", set=s, known=list(SETS)))
    sets = sorted(set(sets), key=list(SETS).index)
    kingdom = options.get("kingdom")
    name = options.get("kingdom_name")
    cards: list[str] = []
    if isinstance(kingdom, str) and kingdom.strip().lower() not in ("", "random"):
        k = find_kingdom(kingdom)
        cards, name = list(k.cards), k.id
    elif isinstance(kingdom, list | tuple):
        for raw in kingdom:
            if not isinstance(raw, str):
                raise InvalidOptions(msg("error-dominion-kingdom-card-type", value=repr(raw)))
            d = find_card(raw)
            if not d.kingdom:
                raise InvalidOptions(msg("error-dominion-not-kingdom-card", card=d.msg))
            if d.name in cards:
                raise InvalidOptions(msg("error-dominion-kingdom-twice", card=d.msg))
            cards.append(d.name)
        if len(cards) > KINGDOM_SIZE:
            raise InvalidOptions(msg("error-dominion-kingdom-size", size=KINGDOM_SIZE, n=len(cards)))
    elif kingdom is not None and not isinstance(kingdom, str):
        raise InvalidOptions(msg("error-dominion-kingdom-type"))
    if len(cards) < KINGDOM_SIZE:
        pool = [d for d in T.CARDS if d.kingdom and d.set in sets and d.name not in cards]
        if len(pool) < KINGDOM_SIZE - len(cards):
            raise InvalidOptions(msg("error-dominion-kingdom-pool"))
        name = None
    shelters = options.get("shelters", "auto")
    if shelters != "auto" and not isinstance(shelters, bool):  # 1 == True: not a bool
        raise InvalidOptions(msg("error-dominion-shelters", value=repr(shelters)))
    auto = options.get("autoplay_treasures", False)
    if not isinstance(auto, bool):
        raise InvalidOptions(msg("error-dominion-autoplay", value=repr(auto)))
    out = {"players": players, "kingdom": cards, "kingdom_name": name, "sets": sets, "shelters": shelters}
    if auto:
        out["autoplay_treasures"] = True
    return out


def pile_size(kind: int, n: int) -> int:
    d = T.CARDS[kind]
    name = d.name
    big = n >= 5
    if d.pile_size is not None:
        return d.pile_size
    if name == "Copper":
        return (120 if big else 60) - 7 * n
    if name == "Silver":
        return 80 if big else 40
    if name == "Gold":
        return 60 if big else 30
    if name == "Curse":
        return 10 * (n - 1)
    if name == "Province":
        return {2: 8, 3: 12, 4: 12, 5: 15, 6: 18}[n]
    if T.TYPES[kind] & VICTORY:
        return 8 if n == 2 else 12
    return 10


_MIXED: dict[tuple[str, int], list[CardDef]] = {}


def mixed_pile(name: str) -> list[CardDef]:
    """The different cards of a mixed pile (Knights, Ruins), in registration order."""
    key = (name, len(T.CARDS))  # cards registered later would make a new key
    got = _MIXED.get(key)
    if got is None:
        got = _MIXED[key] = [d for d in T.CARDS if d.pile == name]
    return got


def kingdom_cards(opts: dict[str, Any], rng: Rng) -> tuple[str, ...]:
    cards = list(opts["kingdom"])
    if len(cards) < KINGDOM_SIZE:
        pool = list(_pool(tuple(cards), tuple(opts["sets"]), len(T.CARDS)))
        shuffle(rng, pool)  # (`rng.sample`: the same draws, in the compiled loop)
        cards += pool[: KINGDOM_SIZE - len(cards)]
    return _in_order(tuple(cards))


@functools.lru_cache(maxsize=64)
def _pool(chosen: tuple[str, ...], sets: tuple[str, ...], cards: int) -> tuple[str, ...]:
    """The kingdom cards the random rest is drawn from, in registration order (every game of
    a batch with a partial kingdom draws from the same)."""
    return tuple(d.name for d in T.CARDS if d.kingdom and d.set in sets and d.name not in chosen)


@functools.lru_cache(maxsize=256)
def _dark_ages(kingdom: tuple[str, ...]) -> tuple[bool, ...]:
    """Per kingdom card: is it from Dark Ages (the Shelters rule looks at one at random)."""
    return tuple(T.BY_NAME[k].set == "dark-ages" for k in kingdom)


@functools.lru_cache(maxsize=256)
def _in_order(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Cheapest first, then by name (kept: every game of a batch has the same kingdom)."""
    rank = _ranks(len(T.CARDS))
    return tuple(sorted(cards, key=rank.__getitem__))


@functools.lru_cache(maxsize=4)
def _ranks(cards: int) -> dict[str, int]:
    """Card name -> its place among all the cards by (cost, name): the kingdom's order, without
    a key made per card for every random kingdom. (`cards`: how many are registered.)"""
    ordered = sorted(T.CARDS, key=lambda d: (d.cost, d.name))
    return {d.name: i for i, d in enumerate(ordered)}


BASIC_ORDER = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")


class Layout:
    """What a kingdom, a player count and the Shelters decide, before any shuffle: the piles
    (mixed ones in registration order), the starting decks and the lookup tables. The same
    for every game of a batch, so it is kept (`layout`) and read only; a game copies the lists.
    (A plain class: made for every game of a random kingdom, where a frozen dataclass's
    constructor cost a tenth of the setup.)"""

    __slots__ = (
        "names", "pile_index", "supply", "pile_of_kind", "by_cost", "piles", "mixed", "decks", "n_cards",
        "mixed_at",
    )  # fmt: skip

    def __init__(
        self,
        *,
        names: tuple[str, ...],
        pile_index: dict[str, int],
        supply: tuple[bool, ...],
        pile_of_kind: dict[int, int],
        by_cost: tuple[tuple[int, int], ...],
        piles: tuple[tuple[int, ...], ...],
        mixed: tuple[str, ...],
        decks: tuple[tuple[int, ...], ...],
        n_cards: int,
        mixed_at: tuple[tuple[int, str], ...],
    ) -> None:
        self.names = names
        self.pile_index = pile_index
        self.supply = supply
        self.pile_of_kind = pile_of_kind
        self.by_cost = by_cost
        self.piles = piles
        self.mixed = mixed  # per pile: "Ruins", "Knights" or ""
        self.decks = decks
        self.n_cards = n_cards  # every card in the piles and decks, before the Ruins pile is cut
        self.mixed_at = mixed_at  # (pile index, "Ruins" or "Knights") of mixed piles

    def fields(self) -> tuple[Any, ...]:
        return (
            self.names, self.pile_index, self.supply, self.pile_of_kind, self.by_cost, self.piles,
            self.mixed, self.decks, self.n_cards, self.mixed_at,
        )  # fmt: skip

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Layout) and self.fields() == other.fields()

    def __repr__(self) -> str:
        return f"Layout{self.fields()!r}"

    def ruins_removed(self, n: int) -> int:
        """How many Ruins setup returns to the box (10 per player after the first are kept)."""
        if "Ruins" not in self.mixed:
            return 0
        return len(self.piles[self.mixed.index("Ruins")]) - 10 * (n - 1)


@functools.lru_cache(maxsize=256)
def layout(kingdom: tuple[str, ...], n: int, shelters: bool, cards: int) -> Layout:
    """(`cards`: how many cards are registered, so a later registration makes a new layout.)

    A random kingdom makes a new layout every game, so it is assembled from parts kept across
    kingdoms: a pile's cards, from the serial it starts at (`_placed`), and the starting decks
    (`_decks`); a card's serial counts up over the piles in order, then the decks."""
    names, in_supply = _pile_names(kingdom)
    piles: list[tuple[int, ...]] = []
    mixed: list[str] = []
    pile_of_kind: dict[int, int] = {}
    costs = []  # per pile: the cheapest card it can have on top
    basics = _basic_piles(n, cards)
    serial = 0
    kept = _PLACED
    for i, name in enumerate(names):
        if i < len(basics):
            pile, kinds, floor, mix = basics[i]
        else:
            key = (name, n, cards, serial)
            got = kept.get(key)
            if got is None:
                if len(kept) >= 4096:
                    kept.clear()
                got = kept[key] = _placed(name, n, cards, serial)
            pile, kinds, floor, mix = got
        serial += len(pile)
        piles.append(pile)
        for kind in kinds:
            pile_of_kind[kind] = i
        if mix:
            pile_of_kind.setdefault(T.BY_NAME[name].kind, i)
        mixed.append(mix)
        costs.append(floor)
    decks = _decks(n, shelters, serial)
    is_supply = tuple(i < in_supply for i in range(len(names)))
    return Layout(
        names=names,
        pile_index={name: i for i, name in enumerate(names)},
        supply=is_supply,
        pile_of_kind=pile_of_kind,
        by_cost=tuple(sorted((costs[i], i) for i in range(len(names)) if is_supply[i])),
        piles=tuple(piles),
        mixed=tuple(mixed),
        decks=decks,
        n_cards=serial + n * 10,
        mixed_at=tuple((i, m) for i, m in enumerate(mixed) if m),
    )


Placed = tuple[tuple[int, ...], tuple[int, ...], int, str]


# `_placed` piles by (name, players, cards registered, first serial): a random kingdom's layout
# is made from them every game (a dict: looked up ten times a game)
_PLACED: Final[dict[tuple[str, int, int, int], Placed]] = {}
_BASICS: Final[dict[tuple[int, int], tuple[Placed, ...]]] = {}


def _basic_piles(n: int, cards: int) -> tuple[Placed, ...]:
    """The basic piles (`_placed`, from serial 0 on: they come first in every kingdom)."""
    got = _BASICS.get((n, cards))
    if got is None:
        got = _BASICS[n, cards] = _make_basic_piles(n, cards)
    return got


def _make_basic_piles(n: int, cards: int) -> tuple[Placed, ...]:
    placed: list[Placed] = []
    serial = 0
    for name in BASIC_ORDER:
        p = _placed(name, n, cards, serial)
        serial += len(p[0])
        placed.append(p)
    return tuple(placed)


def _placed(name: str, n: int, cards: int, serial: int) -> Placed:
    """A pile made from `serial` on: (its cards, its kinds, the cheapest card it can have on
    top, "Ruins"/"Knights" for a mixed pile else "")."""
    members = mixed_pile(name)
    if not members:
        kind = T.BY_NAME[name].kind
        pile = _uids(kind, serial, pile_size(kind, n))
        return pile, (kind,), T.COST[kind], ""
    per = 10 if name == "Ruins" else 1  # Ruins: 10 of each kind; Knights: one of each
    cards_: list[int] = []
    for d in members:
        cards_ += _uids(d.kind, serial + len(cards_), per)
    pile = tuple(cards_)
    return pile, tuple(d.kind for d in members), min(d.cost for d in members), name


_DECKS: Final[dict[tuple[int, bool, int], tuple[tuple[int, ...], ...]]] = {}


def _decks(n: int, shelters: bool, serial: int) -> tuple[tuple[int, ...], ...]:
    """The starting decks made from `serial` on (7 Coppers and 3 Estates or Shelters each)."""
    got = _DECKS.get((n, shelters, serial))
    if got is None:
        if len(_DECKS) >= 256:
            _DECKS.clear()
        got = _DECKS[n, shelters, serial] = _make_decks(n, shelters, serial)
    return got


def _make_decks(n: int, shelters: bool, serial: int) -> tuple[tuple[int, ...], ...]:
    start = ("Hovel", "Necropolis", "Overgrown Estate") if shelters else ("Estate",) * 3
    decks = []
    for _ in range(n):
        deck = list(_uids(COPPER, serial, 7))
        serial += 7
        for name in start:
            deck += _uids(T.BY_NAME[name].kind, serial, 1)
            serial += 1
        decks.append(tuple(deck))
    return tuple(decks)


def _pile_names(kingdom: tuple[str, ...]) -> tuple[tuple[str, ...], int]:
    """The piles: the basic ones, the kingdom's, Ruins for a Looter (these are the Supply:
    how many is the second value), then the extra piles, sorted."""
    supply = list(BASIC_ORDER + kingdom)
    extras: list[str] = []
    by_name = T.BY_NAME
    for name in kingdom:
        d = by_name[name]
        if d.types & LOOTER and "Ruins" not in supply:
            supply.append("Ruins")
        if d.extra_piles:
            extras += [e for e in d.extra_piles if e not in extras]
    return tuple(supply) + tuple(sorted(extras)), len(supply)


def _uids(kind: int, serial: int, count: int) -> tuple[int, ...]:
    """`count` cards of `kind` with serials from `serial` (uid = kind | serial << KIND_BITS)."""
    step = 1 << KIND_BITS
    return tuple(range(kind | serial << KIND_BITS, kind | (serial + count) << KIND_BITS, step))


def new_state(options: Mapping[str, Any], seed: int, *, logging: bool = True) -> DominionState:
    return setup_state(normalize_options(options), seed, logging)


def setup_state(opts: dict[str, Any], seed: int, logging: bool) -> DominionState:
    """A new game of normalized options (`normalize_options`: the simulator's batch loop
    normalizes once for all its games, which share them: nothing writes a state's options)."""
    n = opts["players"]
    g = DominionState(Rng(seed))
    g.options = opts
    g.seed = seed
    g.n = n
    g.logging = logging
    g.kingdom = kingdom_cards(opts, g.rng)
    # Shelters: the book's rule picks one kingdom card at random and looks at its set.
    shelters = opts.get("shelters", "auto")
    if shelters == "auto":
        dark = _dark_ages(g.kingdom)
        shelters = all(dark) or (any(dark) and g.rng.choice(dark))
    lay = layout(g.kingdom, n, bool(shelters), len(T.CARDS))
    g.pile_names = lay.names
    g.pile_index = dict(lay.pile_index)  # its own: scenario tools may add a pile
    g.supply = lay.supply
    g.pile_of_kind = dict(lay.pile_of_kind)
    g.by_cost = lay.by_cost
    g.piles = piles = list(map(list, lay.piles))
    for i, mixed in lay.mixed_at:  # shuffled; Ruins: 10 per player after the first
        pile = piles[i]
        shuffle(g.rng, pile)
        if mixed == "Ruins":
            del pile[: len(pile) - 10 * (n - 1)]
    g.players = [PlayerState() for _ in range(n)]
    for p, deck in zip(g.players, lay.decks, strict=True):
        p.deck = list(deck)
        shuffle(g.rng, p.deck)
    g.n_cards = lay.n_cards - lay.ruins_removed(n)
    if logging:
        start = dict(Counter(T.NAME[c & M] for c in lay.decks[0]))  # the same for every seat
        log(g, "setup", None, detail=", ".join(g.kingdom), kingdom=list(g.kingdom), players=n, start=start)
    for seat in range(n):
        draw(g, seat, 5)
    start_turn(g, 0)
    push(g, turn, 0)
    run(g)
    return g
