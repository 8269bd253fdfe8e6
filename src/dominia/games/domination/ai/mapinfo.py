"""What the AIs precompute once per map: neighbours both ways, continents' borders, cards."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter

from dominia.games.domination.maps.model import WILDCARD, GameMap


class MapInfo:
    """Read-only tables of one map, shared by every AI that plays on it."""

    __slots__ = (
        "map",
        "size",
        "names",
        "out",
        "inn",
        "nbr",
        "cont",
        "members",
        "bonus",
        "n_cont",
        "entries",
        "exits",
        "quality",
        "card_terr",
        "card_kind",
        "degree_in",
        "mission_texts",
        "ids_attack",
        "ids_place",
        "hold",
        "rank",
        "cget",
        "every",
    )

    def __init__(self, gmap: GameMap) -> None:
        self.map = gmap
        size = len(gmap.territories)
        self.size = size
        self.every = range(size)
        self.names = gmap.names
        out = [tuple(b for b in bs if b != a) for a, bs in enumerate(gmap.borders)]
        inn: list[list[int]] = [[] for _ in range(size)]
        for a, bs in enumerate(out):
            for b in bs:
                inn[b].append(a)
        self.out = tuple(out)
        self.inn = tuple(tuple(x) for x in inn)
        self.nbr = tuple(tuple(sorted(set(out[t]) | set(inn[t]))) for t in range(size))
        self.cont = tuple(t.continent for t in gmap.territories)
        self.members = gmap.continent_members
        self.bonus = tuple(c.bonus for c in gmap.continents)
        self.n_cont = len(gmap.continents)
        cont = self.cont
        # entries: members an outside territory may attack; exits: members that may attack out
        self.entries = tuple(
            tuple(t for t in mem if any(cont[e] != c for e in inn[t])) for c, mem in enumerate(self.members)
        )
        self.exits = tuple(
            tuple(t for t in mem if any(cont[e] != c for e in out[t])) for c, mem in enumerate(self.members)
        )
        # How good a continent is to hold: bonus per border that needs guarding, smaller is easier.
        self.quality = tuple(
            (self.bonus[c] + 0.5) / (len(self.entries[c]) + 0.25 * len(mem) + 0.5) if mem else 0.0
            for c, mem in enumerate(self.members)
        )
        # how likely a continent is to stay held: fewer entries, better
        self.hold = tuple(1.0 if len(e) <= 2 else 2.0 / len(e) for e in self.entries)
        # how worth claiming a continent is: bonus and size against the square of its burden
        # (each link out must be guarded, a member guarding several links is cheaper), so
        # the small ones with one or two ways in come far ahead (claims and setup); one with
        # no way out is a trap, its armies can never attack
        rank = []
        for c, mem in enumerate(self.members):
            if not self.exits[c]:
                rank.append(0.0)
                continue
            links = sum(1 for t in mem for e in self.nbr[t] if cont[e] != c)
            edge = sum(1 for t in mem if any(cont[e] != c for e in self.nbr[t]))
            rank.append((self.bonus[c] + len(mem) // 3) / max(1, 2 * links - edge) ** 2 if mem else 0.0)
        self.rank = tuple(rank)
        # cget[c](seq): the members' items of a per-territory list, as a tuple (fast)
        self.cget = tuple(_getter(mem) for mem in self.members)
        self.card_terr = tuple(c.territory for c in gmap.cards)
        self.card_kind = tuple(c.kind for c in gmap.cards)
        self.degree_in = tuple(len(x) for x in inn)
        self.mission_texts: dict[int, list[str]] = {}
        names = self.names
        self.ids_attack = tuple({b: f"attack:{names[a]}->{names[b]}" for b in out[a]} for a in range(size))
        self.ids_place = tuple(f"place:{n}" for n in names)

    def is_wild(self, card: int) -> bool:
        return self.card_kind[card] == WILDCARD

    def missions_for(self, players: int) -> list[str]:
        """Every mission's text as a seat of a `players`-player game reads it."""
        texts = self.mission_texts.get(players)
        if texts is None:
            texts = []
            for m in self.map.missions:
                text = m.text
                for k in range(players, 0, -1):
                    text = text.replace(f"{{PLAYER{k}}}", f"Player {k}").replace(f"PLAYER{k}", f"Player {k}")
                texts.append(text)
            self.mission_texts[players] = texts
        return texts


def _getter(members: tuple[int, ...]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    if len(members) >= 2:
        return itemgetter(*members)
    if len(members) == 1:
        only = members[0]
        return lambda seq: (seq[only],)
    return lambda seq: ()


_CACHE: dict[int, MapInfo] = {}


def info_for(gmap: GameMap) -> MapInfo:
    """The tables of `gmap`, built on first use (keyed by identity: maps are immutable)."""
    info = _CACHE.get(id(gmap))
    if info is None or info.map is not gmap:
        if len(_CACHE) > 64:
            _CACHE.clear()
        info = MapInfo(gmap)
        _CACHE[id(gmap)] = info
    return info
