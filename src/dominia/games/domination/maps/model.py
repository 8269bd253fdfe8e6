"""What a Domination map is once loaded: plain immutable data, 0-based indices.

Territory and continent indices are 0-based here (the files count from 1).
Borders are directed: `borders[i]` lists the territories that territory i may
attack (and fortify into); a one-way border appears in one direction only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from dominia.core.i18n import Msg, Text, msg

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


def mission_problem(m: Mission, n_continents: int) -> Msg | None:
    """Why a mission cannot be played, or None. The original game checks a mission's parts in
    an if/else chain, so the combinations refused here mean something there that no mission
    text says (docs/domination.md, "Missions"); no stock file has one."""
    if m.n_territories and m.continents:
        return msg("mapfile-mission-occupy-and-continents")
    if m.target_player is not None and m.continents:
        return msg("mapfile-mission-destroy-and-continents")
    if m.n_territories and m.min_armies < 1:
        return msg("mapfile-mission-zero-armies", n=str(m.n_territories))
    if m.target_player is None and not m.n_territories and not m.continents:
        return msg("mapfile-mission-nothing")
    bad = [c + 1 for c in m.continents if c != ANY_CONTINENT and not 0 <= c < n_continents]
    if bad:
        return msg("mapfile-mission-bad-continent", n=str(bad[0]), most=str(n_continents))
    return None


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
    warnings: tuple[Text, ...] = field(default=(), compare=False)  # messages of the tables
    width: int = 0  # picture size if known (0: unknown; use the coordinates' extent)
    height: int = 0
    # the original game's picture files (the `[files]` section's `pic` and `map`: an image where
    # each territory is the colour of its number), as the file names them ("": none)
    picture: str = field(default="", compare=False)
    index_image: str = field(default="", compare=False)

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
    def problems(self) -> tuple[Msg, ...]:
        """Why the map cannot be played (empty: it can). A loaded file has none (the loader
        refuses them with file and line); a map built in code is checked when a game starts."""
        out = [
            msg("map-problem-empty-continent", n=str(c + 1), name=self.continents[c].name)
            for c, members in enumerate(self.continent_members)
            if not members
        ]
        for i, m in enumerate(self.missions):
            why = mission_problem(m, len(self.continents))
            if why:
                out.append(msg("map-problem-mission", n=str(i + 1), text=repr(m.text), why=why))
        return tuple(out)

    @cached_property
    def continent_members(self) -> tuple[tuple[int, ...], ...]:
        return tuple(
            tuple(i for i, t in enumerate(self.territories) if t.continent == c)
            for c in range(len(self.continents))
        )
