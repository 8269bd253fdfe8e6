"""What the AIs know about a component set: distances on the map, and how far a player is from
meeting a condition (a quest's, a public quest's), measured in turns of effort.

Effort is an estimate, not a rule: one ability use is about half a turn of income, one mana
about a fifth, a move one over the Move actions a turn gives. The planner turns effort into a
chance of finishing before the game ends (`evaluate.chance`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from dominia.games.dominaria.components import Components
from dominia.games.dominaria.conditions import counters, largest_network, networks
from dominia.games.dominaria.state import PlayerState
from dominia.games.dominaria.vocabulary import COLOUR_INDEX, COUNTERS

INFINITE = 99.0
# Turns of effort per unit of each counter (an ability use, a quest).
PER_UNIT = {
    "cultists": 0.7,
    "leylines": 0.6,
    "manaliths": 1.0,
    "heroes": 1.0,
    "artifacts": 0.9,
    "quests": 1.4,
}
PER_MANA = 0.22


class Knowledge:
    """Derived tables of one component set (built once per AI and component set)."""

    def __init__(self, comp: Components) -> None:
        self.comp = comp
        n = len(comp.locations)
        self.size = n
        self.colour = [loc.colour for loc in comp.locations]
        self.dist = [self._bfs(x) for x in range(n)]
        # dist_colour[x][c]: moves from x to the nearest location of colour c
        self.dist_colour = [
            [min((self.dist[x][y] for y in comp.by_colour[c]), default=n) for c in range(5)] for x in range(n)
        ]
        self.max_heroes = 1 + len(comp.hero_track)
        self._near: dict[tuple[int, ...], list[int]] = {}

    def _bfs(self, start: int) -> list[int]:
        far = [self.size] * self.size
        far[start] = 0
        todo = deque([start])
        while todo:
            x = todo.popleft()
            for y in self.comp.adjacent[x]:
                if far[y] > far[x] + 1:
                    far[y] = far[x] + 1
                    todo.append(y)
        return far

    def near(self, heroes: list[int]) -> list[int]:
        """Per location: moves for the nearest of `heroes` (of the start locations before setup)."""
        key = tuple(sorted(heroes))
        got = self._near.get(key)
        if got is None:
            rows = [self.dist[h] for h in heroes or self.comp.start]
            got = rows[0] if len(rows) == 1 else list(map(min, *rows))  # (read only)
            if len(self._near) > 65_536:  # (a game's hero placements: a few thousand)
                self._near.clear()
            self._near[key] = got
        return got

    def nearest(self, heroes: list[int], x: int) -> int:
        return self.near(heroes)[x]

    # ---------------------------------------------------------------- effort

    def effort(
        self,
        p: PlayerState,
        cond: dict[str, Any],
        moves: int,
        mark: tuple[int, ...] | None = None,
        visited: frozenset[int] | None = None,
    ) -> float:
        """Turns of effort before `cond` holds for `p` (0: it holds now; INFINITE: it never can)."""
        m = moves if moves > 1 else 1
        total = 0.0
        for key, want in cond.items():
            gap = GAPS.get(key)  # (a table, not a chain of ifs: the planner's hottest loop)
            total += gap(self, p, want, m, visited) if gap is not None else self._gained(p, key, want, mark)
            if total >= INFINITE:
                return INFINITE
        return total

    def _gained(self, p: PlayerState, key: str, want: int, mark: tuple[int, ...] | None) -> float:
        if key.startswith("gained_"):
            what = key[7:]
            i = COUNTERS.index(what)
            now = counters(p)[i]
            base = mark[i] if mark is not None else now
            return max(0, want - (now - base)) * PER_UNIT[what]
        return INFINITE


# Each gap: (knowledge, player, wanted (of the type its key takes), moves a turn (at least 1),
# visited of a started quest) -> turns of effort.
Gap = Callable[[Knowledge, PlayerState, Any, int, "frozenset[int] | None"], float]


def _hero_at(kn: Knowledge, p: PlayerState, want: str, m: int, visited: frozenset[int] | None) -> float:
    return kn.nearest(p.heroes, kn.comp.loc_index[want]) / m


def _hero_on(kn: Knowledge, p: PlayerState, want: str, m: int, visited: frozenset[int] | None) -> float:
    c = COLOUR_INDEX[want]
    return min(kn.dist_colour[h][c] for h in p.heroes or kn.comp.start) / m


def _hero_colours(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    have = len({kn.colour[h] for h in p.heroes})
    gap = max(0, want - have)
    hires = max(0, want - len(p.heroes))
    if want > min(5, kn.max_heroes):
        return INFINITE
    return gap * 1.5 / m + hires * PER_UNIT["heroes"]


def _heroes(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    if want > kn.max_heroes:
        return INFINITE
    return max(0, want - len(p.heroes)) * PER_UNIT["heroes"]


def _manaliths(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    if want > len(kn.comp.manalith_track):
        return INFINITE
    return max(0, want - len(p.manaliths)) * PER_UNIT["manaliths"]


def _manalith_on(kn: Knowledge, p: PlayerState, want: str, m: int, visited: frozenset[int] | None) -> float:
    c = COLOUR_INDEX[want]
    if any(kn.colour[x] == c for x in p.manaliths):
        return 0.0
    if len(p.manaliths) >= len(kn.comp.manalith_track):
        return INFINITE
    return PER_UNIT["manaliths"] + min(kn.dist_colour[h][c] for h in p.heroes or kn.comp.start) / m


def _manalith_at(kn: Knowledge, p: PlayerState, want: str, m: int, visited: frozenset[int] | None) -> float:
    x = kn.comp.loc_index[want]
    if x in p.manaliths:
        return 0.0
    if any(kn.colour[y] == kn.colour[x] for y in p.manaliths):
        return INFINITE
    return PER_UNIT["manaliths"] + kn.nearest(p.heroes, x) / m


def _leylines(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    if want > len(kn.comp.leyline_track):
        return INFINITE
    return max(0, want - len(p.leylines)) * PER_UNIT["leylines"]


def _network(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    gap = max(0, want - largest_network(p))
    if gap and not p.leylines:
        gap -= 1  # the first Leyline joins two locations
    return gap * PER_UNIT["leylines"]


def _connects(
    kn: Knowledge, p: PlayerState, want: list[str], m: int, visited: frozenset[int] | None
) -> float:
    li = kn.comp.loc_index
    xs = [li[name] for name in want]
    net = networks(p)
    roots = {net.get(x, -1 - i) for i, x in enumerate(xs)}
    if len(roots) == 1:
        return 0.0
    need = sum(kn.dist[xs[0]][y] for y in xs[1:])
    joined = sum(1 for y in xs[1:] if y in net and xs[0] in net and net[y] == net[xs[0]])
    near = min(kn.nearest(p.heroes, x) for x in xs)
    return max(1, need - joined) * PER_UNIT["leylines"] + near / m


def _leyline_at(kn: Knowledge, p: PlayerState, want: str, m: int, visited: frozenset[int] | None) -> float:
    x = kn.comp.loc_index[want]
    if any(x in pair for pair in p.leylines):
        return 0.0
    return PER_UNIT["leylines"] + max(0, kn.nearest(p.heroes, x) - 1) / m


def _cultists(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    return max(0, want - p.cabal) * PER_UNIT["cultists"]


def _artifacts(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    return max(0, want - (len(p.artifacts) + len(p.counted))) * PER_UNIT["artifacts"]


def _quests(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    return max(0, want - len(p.quests_done)) * PER_UNIT["quests"]


def _mana(
    kn: Knowledge, p: PlayerState, want: dict[str, int], m: int, visited: frozenset[int] | None
) -> float:
    return sum(max(0, k - p.mana(COLOUR_INDEX[c])) for c, k in want.items()) * PER_MANA


def _mana_total(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    return max(0, want - p.total_mana()) * PER_MANA


def _mana_colours(kn: Knowledge, p: PlayerState, want: int, m: int, visited: frozenset[int] | None) -> float:
    return max(0, want - sum(1 for c in range(5) if p.mana(c))) * PER_MANA * 1.5


def _visited(kn: Knowledge, p: PlayerState, want: Any, m: int, visited: frozenset[int] | None) -> float:
    li = kn.comp.loc_index
    seen = visited if visited is not None else frozenset(p.heroes)
    todo = [li[name] for name in want if li[name] not in seen]
    if not todo:
        return 0.0
    # a tour from the nearest hero through the places still to see, nearest first
    dist = kn.dist
    here = min(p.heroes or kn.comp.start, key=lambda h: min(dist[h][x] for x in todo))
    steps = 0
    while todo:
        nxt = min(todo, key=lambda x: dist[here][x])
        steps += dist[here][nxt]
        todo.remove(nxt)
        here = nxt
    return steps / m


GAPS: dict[str, Gap] = {
    "hero_at": _hero_at,
    "hero_on": _hero_on,
    "hero_colours": _hero_colours,
    "heroes": _heroes,
    "manaliths": _manaliths,
    "manalith_on": _manalith_on,
    "manalith_at": _manalith_at,
    "leylines": _leylines,
    "network": _network,
    "connects": _connects,
    "leyline_at": _leyline_at,
    "cultists": _cultists,
    "artifacts": _artifacts,
    "quests": _quests,
    "mana": _mana,
    "mana_total": _mana_total,
    "mana_colours": _mana_colours,
    "visited": _visited,
}
