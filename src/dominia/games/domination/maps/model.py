"""What a Domination map is once loaded: plain immutable data, 0-based indices.

Territory and continent indices are 0-based here (the files count from 1).
Borders are directed: `borders[i]` lists the territories that territory i may
attack (and fortify into); a one-way border appears in one direction only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

INFANTRY = "infantry"
CAVALRY = "cavalry"
ARTILLERY = "artillery"  # "Cannon" in the files
WILDCARD = "wildcard"
CARD_KINDS = (INFANTRY, CAVALRY, ARTILLERY, WILDCARD)


@dataclass(frozen=True)
class Continent:
    name: str  # display name ("_" in files shown as a space)
    bonus: int
    colour: str  # "#rrggbb"


@dataclass(frozen=True)
class Territory:
    name: str
    continent: int  # index into GameMap.continents
    x: int  # army marker centre on the picture, in pixels
    y: int


@dataclass(frozen=True)
class Card:
    kind: str  # one of CARD_KINDS
    territory: int | None  # None for a wildcard


ANY_CONTINENT = -1  # "*" in a mission: "own at least k continents in total"


@dataclass(frozen=True)
class Mission:
    """Destroy player k, else occupy n territories with m armies each and/or own continents."""

    target_player: int | None  # 1-based player number to destroy, or None
    n_territories: int  # 0 = unused
    min_armies: int
    continents: tuple[int, ...]  # continent indices to own; ANY_CONTINENT = "any one more"
    text: str  # description; "PLAYERk" placeholders are filled at game time


@dataclass(frozen=True)
class GameMap:
    name: str  # the library name ("classic", "world", ...)
    title: str  # display name from the file's `name` property
    continents: tuple[Continent, ...]
    territories: tuple[Territory, ...]
    borders: tuple[tuple[int, ...], ...]  # directed adjacency, one tuple per territory
    cards: tuple[Card, ...] = ()
    missions: tuple[Mission, ...] = ()
    description: str = ""
    source: str = ""  # where it was loaded from
    warnings: tuple[str, ...] = field(default=(), compare=False)
    width: int = 0  # picture size if known (0: unknown; use the coordinates' extent)
    height: int = 0

    def members(self, continent: int) -> tuple[int, ...]:
        return self.continent_members[continent]

    def index(self, name: str) -> int:
        return self.index_of[name]

    # Derived tables, computed once per map (a frozen dataclass still has a __dict__).
    @cached_property
    def names(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.territories)

    @cached_property
    def index_of(self) -> dict[str, int]:
        return {t.name: i for i, t in reversed(list(enumerate(self.territories)))}

    @cached_property
    def continent_members(self) -> tuple[tuple[int, ...], ...]:
        return tuple(
            tuple(i for i, t in enumerate(self.territories) if t.continent == c)
            for c in range(len(self.continents))
        )
