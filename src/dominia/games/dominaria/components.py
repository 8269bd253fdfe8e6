"""The game's components, read from the data files (docs/dominaria.md).

`load_components()` reads the shipped set (or a folder with replacements for any of its
files) and checks it: every error names the file, the entry and the problem. The engine
only ever refers to components by their index here. A set's `fingerprint` (a hash of the
files it was read from) goes into a game's options, so that a saved game is never replayed
with other components.
"""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import Text, msg
from dominia.games.dominaria.vocabulary import (
    ABILITIES,
    COLOUR_INDEX,
    COLOURS,
    ComponentError,
    at,
    check_condition,
    check_effect,
    check_mana,
    check_passive,
    fail,
)

DATA = Path(__file__).parent / "data"
FILES = ("map", "boards", "quests", "artifacts", "dominaria", "public_quests")
PROVENANCES = ("stand-in", "official")


class ComponentFileError(InvalidOptions):
    """A component file that cannot be used: names the file and what is wrong."""


@dataclass(frozen=True)
class Location:
    name: str
    colour: int
    x: int
    y: int


@dataclass(frozen=True)
class Space:
    """One space of a player board's track."""

    vp: int
    move: bool = False
    quest: bool = False
    green: int = 0


TRACKS = ("hero", "manalith", "leyline", "cabal")


@dataclass(frozen=True)
class Board:
    """One player board's tracks (every board has as many spaces on each track: the box's
    components; the values and symbols may differ from board to board)."""

    name: str
    hero_track: list[Space]
    manalith_track: list[Space]
    leyline_track: list[Space]
    cabal_track: list[Space]
    own: tuple[str, ...] = ()  # the tracks this board gives itself (the rest: the shared ones)


@dataclass(frozen=True)
class Ability:
    colour: int
    cost: int  # generic mana besides the one of `colour`


@dataclass(frozen=True)
class Quest:
    name: str
    vp: int
    when: dict[str, Any]
    reward: dict[str, Any]
    cost: dict[str, int] = field(default_factory=dict)  # colour or "any" -> amount
    start: dict[str, Any] | None = None


@dataclass(frozen=True)
class Artifact:
    name: str
    vp: int
    passive: dict[str, Any] = field(default_factory=dict)
    use_cost: dict[str, int] | None = None  # None: no `use` ability
    use_effect: dict[str, Any] = field(default_factory=dict)
    once: dict[str, Any] | None = None  # the effect of counting it (None: cannot be counted)
    once_when: dict[str, Any] = field(default_factory=dict)


# A card its file leaves unnamed is "card <n>" (its place in the file): an id, the same in logs
# and saves in every language; people read it as the message `dominaria-card-number`.
UNNAMED_CARD = "card {}"


def card_number(name: str) -> int | None:
    """The number of a card its file left unnamed ("card 3" -> 3); None for a named card."""
    head, _, number = name.partition(" ")
    return int(number) if head == "card" and number.isdigit() and number.isascii() else None


@dataclass(frozen=True)
class DominariaCard:
    name: str
    colour: int
    artifact: int = -1  # location for an artifact token
    cabal: int = -1  # location for a Cabal token


@dataclass(frozen=True)
class PublicTile:
    name: str
    type: str
    vp: int
    when: dict[str, Any]


@dataclass
class Components:
    locations: list[Location]
    start: list[int]
    adjacent: list[tuple[int, ...]]
    pairs: list[tuple[int, int]]  # every border once, (low, high)
    boards: list[str]
    abilities: dict[str, Ability]
    hero_track: list[Space]
    manalith_track: list[Space]
    leyline_track: list[Space]
    cabal_track: list[Space]
    quests: list[Quest]
    artifacts: list[Artifact]
    cards: list[DominariaCard]
    tiles: list[PublicTile]
    tile_types: list[str]  # in file order
    provenance: dict[str, str]
    # per board (in `boards` order); `hero_track` etc. above are the shared tracks, which
    # give every track's length
    board_tracks: list[Board] = field(default_factory=list)
    versions: dict[str, int] = field(default_factory=dict)  # per file
    fingerprint: str = ""  # of the files read (`fingerprint_of`)
    folder: str | None = None  # where replacements came from (None: the shipped set)
    loc_index: dict[str, int] = field(default_factory=dict)
    quest_index: dict[str, int] = field(default_factory=dict)
    artifact_index: dict[str, int] = field(default_factory=dict)
    by_colour: list[tuple[int, ...]] = field(default_factory=list)
    board_index: dict[str, Board] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.board_tracks:
            shared = (self.hero_track, self.manalith_track, self.leyline_track, self.cabal_track)
            self.board_tracks = [Board(b, *shared) for b in self.boards]
        self.board_index = {b.name: b for b in self.board_tracks}
        self.loc_index = {loc.name: i for i, loc in enumerate(self.locations)}
        self.quest_index = {q.name: i for i, q in enumerate(self.quests)}
        self.artifact_index = {a.name: i for i, a in enumerate(self.artifacts)}
        self.by_colour = [
            tuple(i for i, loc in enumerate(self.locations) if loc.colour == c) for c in range(len(COLOURS))
        ]

    def loc(self, name: str) -> int:
        return self.loc_index[name]

    def board(self, name: str) -> Board:
        """The tracks of the board called `name` (a player's `board`)."""
        return self.board_index[name]

    @property
    def stand_in(self) -> list[str]:
        """The files (stems) of this set that are Dominia's stand-in design."""
        return [stem for stem in FILES if self.provenance.get(stem) == "stand-in"]

    def summary(self) -> str:
        """In a line: whose design the components are (shown by every front end)."""
        stand_in = self.stand_in
        if len(stand_in) == len(FILES):
            return "stand-in components (Dominia's own design, not the printed game's)"
        if not stand_in:
            return "official components"
        return f"official components, stand-in {', '.join(stand_in)} (Dominia's own design)"


def _paths(folder: Path) -> dict[str, Path]:
    """Per file: the replacement in `folder`, or the shipped one."""
    out = {}
    for stem in FILES:
        path = folder / f"{stem}.toml"
        out[stem] = path if path.exists() else DATA / f"{stem}.toml"
    return out


def _file_error(error: str, path: Path, /, **args: Any) -> ComponentFileError:
    return ComponentFileError(msg(f"error-file-{error}", where=str(path), **args))


def _bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise _file_error("read", path, reason=str(exc.strerror)) from None


def _read(path: Path, raw: bytes) -> tuple[str, dict[str, Any]]:
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _file_error("utf8", path) from None
    except tomllib.TOMLDecodeError as exc:
        raise _file_error("toml", path, reason=str(exc)) from None
    prov = data.get("provenance")
    if prov not in PROVENANCES:
        raise _file_error("provenance", path, known=", ".join(PROVENANCES), value=repr(prov))
    if not isinstance(data.get("version"), int):
        raise _file_error("version", path)
    return str(path), data


def _entries(data: dict[str, Any], key: str, where: Text, count: int | None = None) -> list[dict[str, Any]]:
    items = data.get(key)
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise fail("entries", where, key=key)
    if count is not None and len(items) != count:
        raise fail("entry-count", where, key=key, n=len(items), count=count)
    return items


def _req(entry: dict[str, Any], key: str, where: Text, kind: type) -> Any:
    if key not in entry:
        raise fail("missing", where, key=repr(key))
    v = entry[key]
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        raise fail("type", where, key=repr(key), kind=kind.__name__, value=repr(v))
    return v


def _colour(entry: dict[str, Any], where: Text) -> int:
    c = _req(entry, "colour", where, str)
    if c not in COLOUR_INDEX:
        raise fail("colour", where, value=repr(c), colours=", ".join(COLOURS))
    return COLOUR_INDEX[c]


def _unique(names: list[str], where: Text, what: str) -> None:
    seen: set[str] = set()
    for n in names:
        if n in seen:
            raise fail(f"two-{what}", where, name=repr(n))
        seen.add(n)


def _extra(where: Text, extra: set[str]) -> ComponentError:
    return fail("unknown-keys", where, keys=", ".join(sorted(extra)))


def _entry(where: Text, what: str, n: int | str) -> Text:
    """An entry of a file: `quest 3` or `quest 'Keldon Warlords'`."""
    return msg(f"where-{what}", where=where, n=n)


def _map(where: Text, data: dict[str, Any]) -> tuple[list[Location], list[int], list[tuple[int, int]]]:
    locs = []
    for i, e in enumerate(_entries(data, "location", where)):
        w = _entry(where, "location", i + 1)
        extra = set(e) - {"name", "colour", "x", "y"}
        if extra:
            raise _extra(w, extra)
        locs.append(
            Location(_req(e, "name", w, str), _colour(e, w), _req(e, "x", w, int), _req(e, "y", w, int))
        )
    names = [loc.name for loc in locs]
    _unique(names, where, "locations")
    index = {n: i for i, n in enumerate(names)}
    start = _req(data, "start", where, list)
    if not start:  # the heroes are placed there: an empty list asks a choice of nothing
        raise fail("no-start", where)
    for s in start:
        if not isinstance(s, str) or s not in index:  # (a list is no key)
            raise fail("start", where, name=repr(s))
    pairs_raw = _req(_req(data, "adjacency", where, dict), "pairs", at(where, ": [adjacency]"), list)
    pairs: set[tuple[int, int]] = set()
    for p in pairs_raw:
        if not (isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) and x in index for x in p)):
            raise fail("pair", where, value=repr(p))
        if p[0] == p[1]:
            raise fail("pair", where, value=repr(p))
        a, b = index[p[0]], index[p[1]]
        pairs.add((min(a, b), max(a, b)))
    return locs, [index[s] for s in start], sorted(pairs)


def _connected(n: int, pairs: list[tuple[int, int]]) -> bool:
    adj: list[list[int]] = [[] for _ in range(n)]
    for a, b in pairs:
        adj[a].append(b)
        adj[b].append(a)
    seen = {0}
    todo = [0]
    while todo:
        for b in adj[todo.pop()]:
            if b not in seen:
                seen.add(b)
                todo.append(b)
    return len(seen) == n


def _track(data: dict[str, Any], key: str, where: Text) -> list[Space]:
    out = []
    for i, e in enumerate(_entries(data, key, where)):
        w = at(where, f": [[{key}]] {i + 1}")
        out.append(_space(e, w))
    return out


def _space(e: dict[str, Any], w: Text) -> Space:
    extra = set(e) - {"vp", "move", "quest", "green"}
    if extra:
        raise _extra(w, extra)
    for key in ("move", "quest"):
        if key in e and not isinstance(e[key], bool):
            raise fail("bool", w, key=repr(key), value=repr(e[key]))
    green = e.get("green", 0)
    if not isinstance(green, int) or isinstance(green, bool) or green < 0:
        raise fail("green", w, value=repr(green))
    return Space(_req(e, "vp", w, int), bool(e.get("move", False)), bool(e.get("quest", False)), green)


def _boards(data: dict[str, Any], where: Text, names: list[str], shared: list[list[Space]]) -> list[Board]:
    """Each board's tracks: the shared ones, or its own from `[board.NAME]`. A board's own track
    is a list of VP values (the shared track's symbols) or of spaces (`{ vp = 3, quest = true }`)."""
    own = data.get("board", {})
    if not isinstance(own, dict):
        raise fail("board-table", where)
    for name in own:
        if name not in names:
            raise fail("no-board", at(where, f": [board.{name}]"), boards=", ".join(names))
    out = []
    for name in names:
        table = own.get(name, {})
        w = at(where, f": [board.{name}]")
        if not isinstance(table, dict):
            raise fail("tracks-table", w, tracks=", ".join(TRACKS))
        extra = set(table) - set(TRACKS)
        if extra:
            raise fail("unknown-tracks", w, keys=", ".join(sorted(extra)), tracks=", ".join(TRACKS))
        tracks = []
        for key, base in zip(TRACKS, shared, strict=True):
            if key not in table:
                tracks.append(base)
                continue
            values = table[key]
            if not isinstance(values, list) or len(values) != len(base):
                got = msg("error-file-spaces", n=len(values)) if isinstance(values, list) else repr(values)
                raise fail("track-length", at(w, f".{key}"), n=len(base), key=key, got=got)
            track = []
            for i, v in enumerate(values):
                ws = msg("where-space", where=at(w, f".{key}"), n=i + 1)
                if isinstance(v, dict):
                    track.append(_space(v, ws))
                elif isinstance(v, int) and not isinstance(v, bool):
                    b = base[i]
                    track.append(Space(v, b.move, b.quest, b.green))
                else:
                    raise fail("space", ws, value=repr(v))
            tracks.append(track)
        hero, manalith, leyline, cabal = tracks  # (one per name in TRACKS, in its order)
        out.append(Board(name, hero, manalith, leyline, cabal, own=tuple(k for k in TRACKS if k in table)))
    return out


def _cost(value: Any, where: Text) -> dict[str, int]:
    return check_mana(value, where, allow_any=True)


def _quests(where: Text, data: dict[str, Any], names: set[str]) -> list[Quest]:
    out = []
    for i, e in enumerate(_entries(data, "quest", where)):
        w = _entry(where, "quest", i + 1)
        name = _req(e, "name", w, str)
        w = _entry(where, "quest", repr(name))
        extra = set(e) - {"name", "vp", "when", "reward", "cost", "start"}
        if extra:
            raise _extra(w, extra)
        started = "start" in e
        out.append(
            Quest(
                name,
                _req(e, "vp", w, int),
                check_condition(_req(e, "when", w, dict), at(w, ".when"), names, started=started),
                check_effect(e.get("reward", {}), at(w, ".reward"), names),
                _cost(e["cost"], at(w, ".cost")) if "cost" in e else {},
                check_condition(e["start"], at(w, ".start"), names) if started else None,
            )
        )
    _unique([q.name for q in out], where, "quests")
    return out


def _artifacts(where: Text, data: dict[str, Any], names: set[str]) -> list[Artifact]:
    out = []
    for i, e in enumerate(_entries(data, "artifact", where)):
        w = _entry(where, "artifact", i + 1)
        name = _req(e, "name", w, str)
        w = _entry(where, "artifact", repr(name))
        extra = set(e) - {"name", "vp", "passive", "use", "once"}
        if extra:
            raise _extra(w, extra)
        if not {"passive", "use", "once"} & set(e):
            raise fail("ability-needed", w)
        use_cost, use_effect = None, {}
        if "use" in e:
            use = _req(e, "use", w, dict)
            if set(use) - {"cost", "effect"} or "effect" not in use:
                raise fail("use", at(w, ".use"))
            use_cost = _cost(use["cost"], at(w, ".use.cost")) if "cost" in use else {}
            use_effect = check_effect(use["effect"], at(w, ".use.effect"), names)
        once, once_when = None, {}
        if "once" in e:
            table = dict(_req(e, "once", w, dict))
            once_when = check_condition(table.pop("when", {}), at(w, ".once.when"), names)
            once = check_effect(table, at(w, ".once"), names)
        out.append(
            Artifact(
                name,
                _req(e, "vp", w, int),
                check_passive(e.get("passive", {}), at(w, ".passive"), names),
                use_cost,
                use_effect,
                once,
                once_when,
            )
        )
    _unique([a.name for a in out], where, "artifacts")
    return out


def _cards(where: Text, data: dict[str, Any], index: dict[str, int]) -> list[DominariaCard]:
    out = []
    for i, e in enumerate(_entries(data, "card", where)):
        w = _entry(where, "card", i + 1)
        extra = set(e) - {"name", "colour", "artifact", "cabal"}
        if extra:
            raise _extra(w, extra)
        if "artifact" in e and "cabal" in e:
            raise fail("both-tokens", w)
        spots = {}
        for key in ("artifact", "cabal"):
            if key in e:
                if not isinstance(e[key], str) or e[key] not in index:
                    raise fail(f"{key}-location", w, value=repr(e[key]))
                spots[key] = index[e[key]]
        out.append(DominariaCard(str(e.get("name", UNNAMED_CARD.format(i + 1))), _colour(e, w), **spots))
    return out


def _tiles(where: Text, data: dict[str, Any], names: set[str]) -> list[PublicTile]:
    out = []
    for i, e in enumerate(_entries(data, "tile", where)):
        w = _entry(where, "tile", i + 1)
        extra = set(e) - {"name", "type", "vp", "when"}
        if extra:
            raise _extra(w, extra)
        out.append(
            PublicTile(
                _req(e, "name", w, str),
                _req(e, "type", w, str),
                _req(e, "vp", w, int),
                check_condition(_req(e, "when", w, dict), at(w, ".when"), names),
            )
        )
    return out


def fingerprint_of(raw: dict[str, bytes]) -> str:
    """A short hash of a set's files: the same files give the same fingerprint wherever they are."""
    h = hashlib.sha256()
    for stem in FILES:
        h.update(stem.encode() + b"\0" + hashlib.sha256(raw[stem]).digest())
    return h.hexdigest()[:16]


_LOADED: dict[tuple[str, str | None], Components] = {}  # (fingerprint, folder) -> the set


def load_components(folder: str | Path | None = None) -> Components:
    """The components in `folder` (any file it lacks comes from the shipped set). A set read
    before from the same files is not read again."""
    base = Path(folder) if folder is not None else DATA
    if not base.is_dir():
        why = "no-folder" if not base.exists() else "not-folder"
        raise _file_error(why, base, files=", ".join(f + ".toml" for f in FILES))
    paths = _paths(base)
    raw = {stem: _bytes(paths[stem]) for stem in FILES}
    key = (fingerprint_of(raw), None if folder is None else str(folder))
    got = _LOADED.get(key)
    if got is None:
        got = _parse(paths, raw, key[0], key[1])
        if len(_LOADED) > 32:
            _LOADED.clear()
        _LOADED[key] = got
    return got


def _parse(paths: dict[str, Path], raw: dict[str, bytes], fingerprint: str, folder: str | None) -> Components:
    read = {stem: _read(paths[stem], raw[stem]) for stem in FILES}
    where = ""
    try:
        where, data = read["map"]
        locs, start, pairs = _map(where, data)
        if not _connected(len(locs), pairs):
            raise fail("not-connected", where)
        names = {loc.name for loc in locs}
        index = {loc.name: i for i, loc in enumerate(locs)}
        adjacent: list[list[int]] = [[] for _ in locs]
        for a, b in pairs:
            adjacent[a].append(b)
            adjacent[b].append(a)
        where, data = read["boards"]
        boards = _req(data, "boards", where, list)
        if not all(isinstance(b, str) and b for b in boards):
            raise fail("board-names", where, value=repr(boards))
        if not len(boards) >= 2 or len(set(boards)) != len(boards):
            raise fail("two-boards", where)
        extra = set(data) - {"provenance", "version", "boards", "abilities", "board", *TRACKS}
        if extra:
            raise _extra(where, extra)
        ab_table = _req(data, "abilities", where, dict)
        abilities = {}
        for name in ABILITIES:
            a = _req(ab_table, name, at(where, ": [abilities]"), dict)
            w = at(where, f": [abilities].{name}")
            abilities[name] = Ability(_colour(a, w), _req(a, "cost", w, int))
        tracks = [_track(data, key, where) for key in TRACKS]
        board_tracks = _boards(data, where, boards, tracks)
        where, data = read["quests"]
        quests = _quests(where, data, names)
        where, data = read["artifacts"]
        artifacts = _artifacts(where, data, names)
        where, data = read["dominaria"]
        cards = _cards(where, data, index)
        where, data = read["public_quests"]
        tiles = _tiles(where, data, names)
    except ComponentError as exc:
        raise ComponentFileError(exc.text) from None
    types = list(dict.fromkeys(t.type for t in tiles))
    return Components(
        locations=locs,
        start=start,
        adjacent=[tuple(sorted(a)) for a in adjacent],
        pairs=pairs,
        boards=list(boards),
        abilities=abilities,
        hero_track=tracks[0],
        manalith_track=tracks[1],
        leyline_track=tracks[2],
        cabal_track=tracks[3],
        quests=quests,
        artifacts=artifacts,
        cards=cards,
        tiles=tiles,
        tile_types=types,
        provenance={stem: str(read[stem][1]["provenance"]) for stem in FILES},
        board_tracks=board_tracks,
        versions={stem: int(read[stem][1]["version"]) for stem in FILES},
        fingerprint=fingerprint,
        folder=folder,
    )


@cache
def shipped() -> Components:
    """The components that come with Dominia (loaded once)."""
    return load_components()
