"""What holds for a player: Leyline networks, counters, and the vocabulary's conditions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dominia.games.dominaria.components import Components
from dominia.games.dominaria.state import DominariaState, PlayerState
from dominia.games.dominaria.vocabulary import COLOUR_INDEX, COUNTERS

# Networks and reachable places depend only on a player's Leylines (and heroes); the planner
# asks for them thousands of times a turn over a handful of distinct boards. Results are
# shared: callers read them, never change them.
_NETWORKS: dict[tuple[tuple[int, int], ...], dict[int, int]] = {}
_REACHABLE: dict[tuple[tuple[int, ...], tuple[tuple[int, int], ...]], frozenset[int]] = {}
MEMO_LIMIT = 4096


def networks(p: PlayerState) -> dict[int, int]:
    """Location -> a representative of its Leyline network (only locations a Leyline touches)."""
    key = tuple(p.leylines)
    got = _NETWORKS.get(key)
    if got is None:
        if len(_NETWORKS) >= MEMO_LIMIT:
            _NETWORKS.clear()
        got = _NETWORKS[key] = _networks(key)
    return got


def _networks(leylines: tuple[tuple[int, int], ...]) -> dict[int, int]:
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in leylines:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    return {x: find(x) for x in parent}


def reachable(p: PlayerState) -> frozenset[int]:
    """Locations a player may collect from: where a hero is, or joined to one by Leylines."""
    if not p.leylines:
        return frozenset(p.heroes)
    key = (tuple(p.heroes), tuple(p.leylines))
    got = _REACHABLE.get(key)
    if got is None:
        net = networks(p)
        roots = {net[h] for h in p.heroes if h in net}
        out = set(p.heroes)
        out.update(x for x, r in net.items() if r in roots)
        if len(_REACHABLE) >= MEMO_LIMIT:
            _REACHABLE.clear()
        got = _REACHABLE[key] = frozenset(out)
    return got


def largest_network(p: PlayerState) -> int:
    if not p.leylines:
        return 0
    sizes: dict[int, int] = {}
    for r in networks(p).values():
        sizes[r] = sizes.get(r, 0) + 1
    return max(sizes.values())


def counters(p: PlayerState) -> tuple[int, ...]:
    """The values `gained_<what>` compares, in `vocabulary.COUNTERS` order."""
    return (
        p.cabal,
        len(p.leylines),
        len(p.manaliths),
        len(p.heroes),
        len(p.artifacts) + len(p.counted),
        len(p.quests_done),
    )


COUNTER_INDEX = {c: i for i, c in enumerate(COUNTERS)}


def holds(
    comp: Components,
    p: PlayerState,
    cond: dict[str, Any],
    mark: tuple[int, ...] | None = None,
    visited: frozenset[int] | None = None,
) -> bool:
    """Whether every key of `cond` is true for `p` (`mark`/`visited`: of a started quest)."""
    for key, want in cond.items():
        count = _COUNTS.get(key)  # (the counting keys first, from a table: a hot path)
        if count is not None:
            if count(p) < want:
                return False
        elif not _holds(comp, p, key, want, mark, visited):
            return False
    return True


# The keys that hold when a count reaches the value wanted, and that count.
_COUNTS: dict[str, Callable[[PlayerState], int]] = {
    "heroes": lambda p: len(p.heroes),
    "manaliths": lambda p: len(p.manaliths),
    "leylines": lambda p: len(p.leylines),
    "cultists": lambda p: p.cabal,
    "artifacts": lambda p: len(p.artifacts) + len(p.counted),
    "quests": lambda p: len(p.quests_done),
}


def _holds(
    comp: Components,
    p: PlayerState,
    key: str,
    want: Any,
    mark: tuple[int, ...] | None,
    visited: frozenset[int] | None,
) -> bool:
    locs = comp.locations
    # the value's type is its key's (the loader checked it): a count for the counting keys
    count: int = want
    if key == "hero_at":
        return comp.loc_index[want] in p.heroes
    if key == "hero_on":
        c = COLOUR_INDEX[want]
        return any(locs[h].colour == c for h in p.heroes)
    if key == "hero_colours":
        return len({locs[h].colour for h in p.heroes}) >= count
    if key == "heroes":
        return len(p.heroes) >= count
    if key == "manaliths":
        return len(p.manaliths) >= count
    if key == "manalith_on":
        c = COLOUR_INDEX[want]
        return any(locs[m].colour == c for m in p.manaliths)
    if key == "manalith_at":
        return comp.loc_index[want] in p.manaliths
    if key == "leylines":
        return len(p.leylines) >= count
    if key == "network":
        return largest_network(p) >= count
    if key == "connects":
        net = networks(p)
        roots = {net.get(comp.loc_index[name], -1 - i) for i, name in enumerate(want)}
        return len(roots) == 1
    if key == "leyline_at":
        x = comp.loc_index[want]
        return any(x in pair for pair in p.leylines)
    if key == "cultists":
        return p.cabal >= count
    if key == "artifacts":
        return len(p.artifacts) + len(p.counted) >= count
    if key == "quests":
        return len(p.quests_done) >= count
    if key == "mana":
        return all(p.mana(COLOUR_INDEX[c]) >= k for c, k in want.items())
    if key == "mana_total":
        return p.total_mana() >= count
    if key == "mana_colours":
        return sum(1 for c in range(5) if p.mana(c)) >= count
    if key == "visited":
        return visited is not None and all(comp.loc_index[name] in visited for name in want)
    if key.startswith("gained_"):
        if mark is None:
            return False
        i = COUNTER_INDEX[key[7:]]
        return counters(p)[i] - mark[i] >= count
    raise KeyError(key)  # the loader refuses unknown keys, so this is a bug


def quest_ready(g: DominariaState, seat: int, q: int) -> bool:
    """Whether quest `q` (in hand without a start, or started) may be completed now, cost aside."""
    comp = g.comp
    p = g.players[seat]
    quest = comp.quests[q]
    if q in p.started:
        return holds(comp, p, quest.when, p.marks.get(q), p.visited.get(q))
    return quest.start is None and q in p.hand and holds(comp, p, quest.when)
