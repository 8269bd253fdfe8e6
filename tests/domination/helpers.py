"""Hand-made Domination positions for scenario tests.

`TINY` is a six-territory map small enough to reason about by hand:

    North (bonus 2): A, B, C      South (bonus 3): D, E      Isle (bonus 1): F

    A - B, A - C, B - C, C - D, D - E, E - F, and a one-way border F -> A
    (F may attack and fortify into A; A may not reach F).

`position(...)` builds a state on any map with owners, armies, hands, missions and
capitals set directly, either at the start of a turn (the engine computes the
reinforcements and offers trades) or in a given phase. `act(g, ...)` applies choices
through the public `Game.apply` and checks the battery's invariants after each one.
`rig(g, ...)` replaces the state's random numbers with a script, so dice are chosen
by the test.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dominia.games.domination import invariants, rules
from dominia.games.domination.game import DOMINATION
from dominia.games.domination.maps.model import (
    ANY_CONTINENT,
    ARTILLERY,
    CAVALRY,
    INFANTRY,
    WILDCARD,
    Card,
    Continent,
    GameMap,
    Mission,
    Territory,
)
from dominia.games.domination.options import normalize_options
from dominia.games.domination.state import DominationState

# ---------------------------------------------------------------- the tiny map

NORTH, SOUTH, ISLE = 0, 1, 2
_NAMES = "ABCDEF"
_CONTINENT_OF = {"A": NORTH, "B": NORTH, "C": NORTH, "D": SOUTH, "E": SOUTH, "F": ISLE}
_BORDERS = {"A": "BC", "B": "AC", "C": "ABD", "D": "CE", "E": "DF", "F": "EA"}

# Card indices by a short name: kind letter + territory (w1..w3: wildcards).
CARD = {
    "iA": 0,
    "iB": 1,
    "iC": 2,
    "iD": 3,
    "cE": 4,
    "cF": 5,
    "cA": 6,
    "cB": 7,
    "aC": 8,
    "aD": 9,
    "aE": 10,
    "aF": 11,
    "w1": 12,
    "w2": 13,
    "w3": 14,
}
_KIND = {"i": INFANTRY, "c": CAVALRY, "a": ARTILLERY}


def _card(key: str) -> Card:
    if key.startswith("w"):
        return Card(WILDCARD, None)
    return Card(_KIND[key[0]], _NAMES.index(key[1]))


# Mission indices on TINY.
M_KILL_P1, M_KILL_P2, M_KILL_P3, M_HOLD_3X3, M_NORTH_SOUTH, M_ISLE_PLUS_ANY, M_KILL_P5 = range(7)

TINY = GameMap(
    name="tiny",
    title="Tiny",
    continents=(
        Continent("North", 2, "#0000ff"),
        Continent("South", 3, "#00ff00"),
        Continent("Isle", 1, "#ff0000"),
    ),
    territories=tuple(Territory(n, _CONTINENT_OF[n], 10 * i, 10) for i, n in enumerate(_NAMES)),
    borders=tuple(tuple(_NAMES.index(b) for b in _BORDERS[n]) for n in _NAMES),
    cards=tuple(_card(k) for k in CARD),
    missions=(
        Mission(1, 4, 1, (), "Destroy PLAYER1; if that is you or someone beats you to it, hold 4."),
        Mission(2, 4, 1, (), "Destroy PLAYER2; if that is you or someone beats you to it, hold 4."),
        Mission(3, 4, 1, (), "Destroy PLAYER3; if that is you or someone beats you to it, hold 4."),
        Mission(None, 3, 3, (), "Hold 3 territories with 3 armies on each."),
        Mission(None, 0, 0, (NORTH, SOUTH), "Hold North and South."),
        Mission(None, 0, 0, (ISLE, ANY_CONTINENT), "Hold the Isle and one more continent."),
        Mission(5, 4, 1, (), "Destroy PLAYER5; if that is you or someone beats you to it, hold 4."),
    ),
)


# ---------------------------------------------------------------- scripted randomness


class Raw:
    """A raw `below(n)` result in a script (e.g. which card of the deck is drawn)."""

    def __init__(self, value: int) -> None:
        self.value = value


class Script:
    """Stands in for the state's Rng: every `below(n)` takes the next scripted value.

    Plain ints are die faces (1-6) and must be asked for with `below(6)`; `Raw(k)` is
    returned as it is. Running out of script fails the test (an unexpected roll).
    """

    def __init__(self, *items: int | Raw) -> None:
        self.items = list(items)
        self.calls: list[int] = []

    def below(self, n: int) -> int:
        if not self.items:
            raise AssertionError(f"unscripted rng.below({n})")
        item = self.items.pop(0)
        self.calls.append(n)
        if isinstance(item, Raw):
            assert 0 <= item.value < n, (item.value, n)
            return item.value
        assert n == 6, f"a die face was scripted but rng.below({n}) was called"
        assert 1 <= item <= 6, item
        return item - 1

    def done(self) -> bool:
        return not self.items

    def clone(self) -> Script:
        other = Script(*self.items)
        other.calls = self.calls[:]
        return other

    def state(self) -> tuple[Any, ...]:
        return tuple(i.value if isinstance(i, Raw) else i for i in self.items)


def rig(g: DominationState, *items: int | Raw) -> Script:
    """Script the state's random numbers: attacker dice, then defender dice, per roll."""
    s = Script(*items)
    g.rng = s  # type: ignore[assignment]
    return s


# ---------------------------------------------------------------- positions


def position(
    board: Mapping[str, tuple[int, int]],
    *,
    gmap: GameMap = TINY,
    players: int = 2,
    rest: tuple[int, int] | None = None,
    current: int = 0,
    phase: str | None = None,
    reinforcements: int = 0,
    hands: Mapping[int, Sequence[str | int]] | None = None,
    deck: Sequence[str | int] | None = None,
    missions: Mapping[int, int] | None = None,
    capitals: Mapping[int, str] | None = None,
    killers: Mapping[int, int] | None = None,
    trades: int = 0,
    conquered: bool = False,
    seed: int = 1,
    **options: Any,
) -> DominationState:
    """A state on `gmap` with `board` = {territory: (seat, armies)} (`rest` for the others).

    With `phase=None` the current seat's turn starts as the engine starts it
    (reinforcements counted, trades offered); otherwise the state is put in `phase`
    with `reinforcements` to place. Hands and the deck take card keys of `CARD` (TINY)
    or card indices; the deck defaults to every card not in a hand, in index order, and
    cards in neither are traded ones (`used`), but for a capital's, which left the game.
    """
    opts = normalize_options({"players": players, "map": gmap.name, **options})
    plain = {"mode": "domination", "auto_place": False, "auto_deal": False, "first_player": "seat1"}
    g = rules.new_state({**opts, **plain}, seed, gmap)
    g.options = opts
    g.mode = opts["mode"]
    n = g.n
    names = gmap.names
    unknown = set(board) - set(names)
    assert not unknown, f"no such territories: {unknown}"
    for t, name in enumerate(names):
        spec = board.get(name, rest)
        assert spec is not None, f"{name} is not on the board and there is no rest=(seat, armies)"
        g.owner[t], g.armies[t] = spec
    g.to_place = [0] * n
    g.added, g.lost = sum(g.armies), 0
    g.alive = [s in g.owner for s in range(n)]
    for s, k in (killers or {}).items():
        g.killer[s] = k

    def idx(c: str | int) -> int:
        return CARD[c] if isinstance(c, str) else c

    g.hands = [[idx(c) for c in (hands or {}).get(s, ())] for s in range(n)]
    held = {c for h in g.hands for c in h}
    on_capitals = {gmap.index_of[name] for name in (capitals or {}).values()}
    gone = {c for c, card in enumerate(gmap.cards) if card.territory in on_capitals}  # left the game
    if deck is None:
        g.deck = [c for c in range(len(gmap.cards)) if c not in held and c not in gone]
    else:
        g.deck = [idx(c) for c in deck]
    in_deck = set(g.deck)
    g.used = [c for c in range(len(gmap.cards)) if c not in held and c not in in_deck and c not in gone]
    g.missions = [None] * n
    for s, m in (missions or {}).items():
        g.missions[s] = m
    for s, name in (capitals or {}).items():
        g.capitals[s] = gmap.index_of[name]
    g.trades = trades
    g.events = []
    g.first = current  # rounds count from the seat whose turn the position starts with
    g.turn = g.round = 0
    if phase is None:
        g.current = current
        rules.start_turn(g, current)
        g.conquered = conquered
    else:
        g.current = current
        g.turn = g.round = 1
        g.phase = phase
        g.reinforcements = reinforcements
        g.conquered = conquered
    g.decision = rules.decide(g)
    assert invariants.problems(g) == [], invariants.problems(g)
    return g


def act(g: DominationState, *choice_ids: str) -> DominationState:
    """Apply choices in order, each by the seat asked; check the invariants after each."""
    for ch in choice_ids:
        assert g.decision is not None, f"the game is over; cannot apply {ch!r}"
        DOMINATION.apply(g, g.decision.seat, ch)
        problems = invariants.problems(g)
        assert problems == [], (ch, problems)
    return g


def ids(g: DominationState) -> list[str]:
    assert g.decision is not None
    return g.decision.ids()


def kind(g: DominationState) -> str | None:
    return g.decision.kind if g.decision is not None else None


def armies(g: DominationState, *names: str) -> tuple[int, ...]:
    return tuple(g.armies[g.map.index_of[n]] for n in names)


def owners(g: DominationState, *names: str) -> tuple[int, ...]:
    return tuple(g.owner[g.map.index_of[n]] for n in names)


def hand_keys(g: DominationState, seat: int) -> list[str]:
    """A TINY hand as `CARD` keys."""
    back = {v: k for k, v in CARD.items()}
    return [back[c] for c in g.hands[seat]]


def trade_id(*keys: str) -> str:
    """The choice id trading these TINY cards (listed in hand order)."""
    return "trade:" + ",".join(str(CARD[k]) for k in keys)


def play_first(g: DominationState, until: str) -> DominationState:
    """Answer every question with its first choice until the decision kind is `until`."""
    for _ in range(10_000):
        if g.decision is None or g.decision.kind == until:
            return g
        act(g, g.decision.ids()[0])
    raise AssertionError(f"never reached a {until!r} decision")
