"""The original Domination game's `.map` and `.cards` files (grammar: shared/docs/domination.md).

`load_map(path)` reads a `.map` file and the `.cards` file its `crd` entry names (relative to
the map's folder); `parse_map(text, source, cards_text, cards_source)` does the same from
memory. Every problem raises `MapFormatError` naming the file, the 1-based line (0 when the
problem is the map as a whole) and what is wrong. Asymmetric borders are legal (one-way
borders) and only warned about, in `GameMap.warnings`.

Decisions where the grammar is silent:

- `_` displays as a space in country names as well as in continent names.
- Keywords (section names, `[files]` keys, card kinds, colour names) are case-insensitive.
- A section may appear once; the sections may come in any order (references are checked at
  the end, against the line that made them).
- Optional `width` / `height` properties give the picture size (the original game ignores
  unknown properties, so such files still load there).
- A country bordering itself is an error; a border listed twice counts once.
- A mission's `*` in position k ("own at least k continents in total") becomes the named
  continents followed by `ANY_CONTINENT` entries up to k in all, so "own at least
  `len(continents)` continents, the named ones among them" is the whole rule; 0s are dropped.
- Missions whose parts the original game would read in a way their text does not say are
  refused (`model.mission_problem`: occupy + continents, destroy + continents, an occupy goal
  with 0 armies, a mission asking nothing; and here, continents after a first 0, which the
  original ignores). So is a continent with no countries (the original counts it as owned by
  everybody).
- Two countries with the same name and one-way borders that leave a territory unreachable are
  warnings, not errors.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from os import PathLike
from pathlib import Path
from typing import Protocol

from dominia.core.errors import DominiaError
from dominia.core.i18n import Text, english, msg
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
    mission_problem,
)

MAX_COUNTRIES = 254

MAP_SECTIONS = ("files", "continents", "countries", "borders")
CARDS_SECTIONS = ("cards", "missions")
FILES_KEYS = ("pic", "map", "crd", "prv")

# java.awt.Color's named constants, as the original game reads them.
COLOURS = {
    "black": "#000000",
    "blue": "#0000ff",
    "cyan": "#00ffff",
    "darkgray": "#404040",
    "gray": "#808080",
    "green": "#00ff00",
    "lightgray": "#c0c0c0",
    "magenta": "#ff00ff",
    "orange": "#ffc800",
    "pink": "#ffafaf",
    "red": "#ff0000",
    "white": "#ffffff",
    "yellow": "#ffff00",
}

CARD_WORDS = {"infantry": INFANTRY, "cavalry": CAVALRY, "cannon": ARTILLERY}

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_SPACES = re.compile(r"[ \t]+")
_HEX = re.compile(r"[0-9a-fA-F]{6}")


class MapFormatError(DominiaError):
    """A `.map` or `.cards` file that cannot be read or is not a valid map."""

    def __init__(self, file: str, line: int, reason: Text) -> None:
        self.file = file
        self.line = line
        self.reason = english(reason)  # English (logs, tests); `text` is the message
        super().__init__(msg("mapfile-error", file=file, line=str(line), reason=reason))


class Readable(Protocol):
    """A file-like location: a `pathlib.Path` or an `importlib.resources` Traversable."""

    def read_bytes(self) -> bytes: ...

    def __truediv__(self, child: str) -> Readable: ...


def decode(data: bytes) -> str:
    """UTF-8 if the bytes start with a UTF-8 BOM, else ISO-8859-1 (which never fails)."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors="replace")
    return data.decode("iso-8859-1")


def split_lines(text: str) -> list[str]:
    """Lines ended by CRLF, LF or CR only (not the other breaks `str.splitlines` knows)."""
    lines = _LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def tokens(line: str) -> list[str]:
    line = line.strip(" \t")
    return _SPACES.split(line) if line else []


def display_name(token: str) -> str:
    return token.replace("_", " ")


def parse_colour(token: str) -> str | None:
    """A colour name, #rrggbb, 0xrrggbb or a decimal number as "#rrggbb"; None if not a colour."""
    low = token.lower()
    if low in COLOURS:
        return COLOURS[low]
    if low.startswith("#") or low.startswith("0x"):
        digits = low[1:] if low.startswith("#") else low[2:]
        return "#" + digits if _HEX.fullmatch(digits) else None
    if token.isdigit() and token.isascii():
        value = int(token)
        return f"#{value:06x}" if value <= 0xFFFFFF else None
    return None


def _int(token: str) -> int | None:
    if re.fullmatch(r"[+-]?[0-9]+", token):
        return int(token)
    return None


@dataclass
class _Lines:
    """One file's lines with their numbers, split into the part before any section and sections."""

    file: str
    head: list[tuple[int, str]] = field(default_factory=list)  # (line, text) before the 1st section
    description: list[str] = field(default_factory=list)
    sections: dict[str, tuple[int, list[tuple[int, str]]]] = field(default_factory=dict)

    def error(self, line: int, reason: Text) -> MapFormatError:
        return MapFormatError(self.file, line, reason)


def _split_file(text: str, file: str, known: tuple[str, ...]) -> _Lines:
    out = _Lines(file)
    current: list[tuple[int, str]] | None = None
    leading = True
    for number, raw in enumerate(split_lines(text), start=1):
        line = raw.strip(" \t")
        if not line:
            if leading and out.description and out.description[-1] != "":
                out.description.append("")
            continue
        if line.startswith(";"):
            if leading:
                body = line[1:]
                out.description.append((body[1:] if body.startswith(" ") else body).rstrip())
            continue
        leading = False
        if line.startswith("["):
            if not line.endswith("]"):
                raise out.error(number, msg("mapfile-bad-header", line=repr(line)))
            name = line[1:-1].strip().lower()
            if name not in known:
                known_ = ", ".join(f"[{k}]" for k in known)
                raise out.error(number, msg("mapfile-unknown-section", section=line[1:-1], known=known_))
            if name in out.sections:
                first = str(out.sections[name][0])
                raise out.error(number, msg("mapfile-section-twice", section=name, first=first))
            current = []
            out.sections[name] = (number, current)
            continue
        if current is None:
            out.head.append((number, line))
        else:
            current.append((number, line))
    while out.description and out.description[-1] == "":
        out.description.pop()
    return out


@dataclass
class _Header:
    title: str = ""
    width: int = 0
    height: int = 0
    crd: str | None = None
    crd_line: int = 0
    pic: str = ""
    map: str = ""


def _parse_head(f: _Lines) -> _Header:
    h = _Header()
    for number, line in f.head:
        parts = _SPACES.split(line, maxsplit=1)
        key = parts[0].lower()
        value = parts[1].strip(" \t") if len(parts) > 1 else ""
        if key == "name":
            if not value:
                raise f.error(number, msg("mapfile-name-needs-value"))
            h.title = value
        elif key in ("ver", "circle", "width", "height"):
            n = _int(value)
            if n is None or (key in ("width", "height") and n < 0):
                raise f.error(number, msg("mapfile-not-a-number", key=key, value=repr(value)))
            if key == "width":
                h.width = n
            elif key == "height":
                h.height = n
        # `test` (a symmetry check: we always check) and unknown keys are ignored
    if "files" in f.sections:
        for number, line in f.sections["files"][1]:
            parts = _SPACES.split(line, maxsplit=1)
            key = parts[0].lower()
            if key not in FILES_KEYS:
                raise f.error(
                    number,
                    msg("mapfile-unknown-files-entry", entry=repr(parts[0]), known=", ".join(FILES_KEYS)),
                )
            if len(parts) < 2:
                raise f.error(number, msg("mapfile-entry-needs-file", key=key))
            if key == "crd":
                h.crd = parts[1].strip(" \t")
                h.crd_line = number
            elif key == "pic":
                h.pic = parts[1].strip(" \t")
            elif key == "map":
                h.map = parts[1].strip(" \t")
    return h


def _parse_continents(f: _Lines) -> tuple[list[Continent], list[int]]:
    continents: list[Continent] = []
    lines: list[int] = []
    for number, line in f.sections.get("continents", (0, []))[1]:
        t = tokens(line)
        if len(t) != 3:
            raise f.error(number, msg("mapfile-continent-tokens", n=len(t)))
        bonus = _int(t[1])
        if bonus is None:
            raise f.error(number, msg("mapfile-bonus-not-a-number", value=repr(t[1])))
        if bonus < 0:
            raise f.error(number, msg("mapfile-bonus-negative", value=str(bonus)))
        colour = parse_colour(t[2])
        if colour is None:
            raise f.error(
                number, msg("mapfile-unknown-colour", colour=repr(t[2]), names=", ".join(list(COLOURS)[:4]))
            )
        continents.append(Continent(display_name(t[0]), bonus, colour))
        lines.append(number)
    return continents, lines


def _parse_countries(f: _Lines, n_continents: int) -> tuple[list[Territory], list[int], list[Text]]:
    territories: list[Territory] = []
    lines: list[int] = []
    warnings: list[Text] = []
    seen: dict[str, int] = {}
    for number, line in f.sections.get("countries", (0, []))[1]:
        t = tokens(line)
        if len(t) != 5:
            raise f.error(number, msg("mapfile-country-tokens", n=len(t)))
        values = [_int(x) for x in (t[0], t[2], t[3], t[4])]
        for what, token, value in zip(
            ("id", "continent", "x", "y"), (t[0], t[2], t[3], t[4]), values, strict=True
        ):
            if value is None:
                raise f.error(number, msg(f"mapfile-country-{what}-not-a-number", value=repr(token)))
        cid, cont, x, y = (v for v in values if v is not None)
        expected = len(territories) + 1
        if cid != expected:
            raise f.error(number, msg("mapfile-country-order", expected=str(expected), got=str(cid)))
        if cid > MAX_COUNTRIES:
            raise f.error(number, msg("mapfile-too-many-countries", most=str(MAX_COUNTRIES)))
        if not 1 <= cont <= n_continents:
            args = {"continent": str(cont), "country": repr(t[1])}
            if n_continents:
                raise f.error(number, msg("mapfile-country-continent", **args, most=str(n_continents)))
            raise f.error(number, msg("mapfile-country-no-continents", **args))
        name = display_name(t[1])
        if name in seen:
            twice = msg("mapfile-name-twice", name=repr(name), other=str(seen[name]))
            warnings.append(msg("mapfile-error", file=f.file, line=str(number), reason=twice))
        else:
            seen[name] = number
        territories.append(Territory(name, cont - 1, x, y))
        lines.append(number)
    return territories, lines, warnings


def _parse_borders(f: _Lines, n: int) -> tuple[list[list[int]], dict[tuple[int, int], int]]:
    out: list[list[int]] = [[] for _ in range(n)]
    where: dict[tuple[int, int], int] = {}  # directed edge -> line that listed it first
    for number, line in f.sections.get("borders", (0, []))[1]:
        ids: list[int] = []
        for token in tokens(line):
            value = _int(token)
            if value is None:
                raise f.error(number, msg("mapfile-border-not-a-number", value=repr(token)))
            if not 1 <= value <= n:
                raise f.error(number, msg("mapfile-border-unknown", country=str(value), most=str(n)))
            ids.append(value - 1)
        a, rest = ids[0], ids[1:]
        for b in rest:
            if b == a:
                raise f.error(number, msg("mapfile-border-itself", country=str(a + 1)))
            if (a, b) not in where:
                where[(a, b)] = number
                out[a].append(b)
    return out, where


def _components(borders: list[list[int]]) -> list[list[int]]:
    n = len(borders)
    undirected: list[set[int]] = [set() for _ in range(n)]
    for a, bs in enumerate(borders):
        for b in bs:
            undirected[a].add(b)
            undirected[b].add(a)
    seen = [False] * n
    parts: list[list[int]] = []
    for start in range(n):
        if seen[start]:
            continue
        seen[start] = True
        stack, part = [start], []
        while stack:
            a = stack.pop()
            part.append(a)
            for b in undirected[a]:
                if not seen[b]:
                    seen[b] = True
                    stack.append(b)
        parts.append(sorted(part))
    return parts


def _reach(adjacency: list[list[int]], start: int) -> set[int]:
    seen = {start}
    stack = [start]
    while stack:
        for b in adjacency[stack.pop()]:
            if b not in seen:
                seen.add(b)
                stack.append(b)
    return seen


def _names(territories: list[Territory], ids: list[int], limit: int = 6) -> Text:
    shown = ", ".join(territories[i].name for i in ids[:limit])
    return msg("mapfile-and-more", names=shown, n=len(ids) - limit) if len(ids) > limit else shown


def _check_graph(
    file: str, territories: list[Territory], borders: list[list[int]], where: dict[tuple[int, int], int]
) -> list[Text]:
    """Raise on a disconnected map; return warnings for one-way borders."""
    parts = _components(borders)
    if len(parts) > 1:
        parts.sort(key=len, reverse=True)
        cut = [i for part in parts[1:] for i in part]
        apart = msg(
            "mapfile-not-connected",
            cut=_names(territories, sorted(cut)),
            rest=_names(territories, parts[0], 3),
            parts=len(parts),
        )
        raise MapFormatError(file, 0, apart)
    warnings: list[Text] = []
    for (a, b), number in sorted(where.items(), key=lambda item: item[1]):
        if (b, a) not in where:
            one_way = msg(
                "mapfile-one-way",
                src=territories[a].name,
                dst=territories[b].name,
                a=str(a + 1),
                b=str(b + 1),
            )
            warnings.append(msg("mapfile-error", file=file, line=str(number), reason=one_way))
    if warnings and territories:
        forward = _reach(borders, 0)
        backward_adj: list[list[int]] = [[] for _ in borders]
        for a, bs in enumerate(borders):
            for b in bs:
                backward_adj[b].append(a)
        backward = _reach(backward_adj, 0)
        first = territories[0].name
        unreached = [i for i in range(len(territories)) if i not in forward]
        stuck = [i for i in range(len(territories)) if i not in backward]
        if unreached:
            why = msg("mapfile-unreached", names=_names(territories, unreached), first=first)
            warnings.append(msg("mapfile-error", file=file, line="0", reason=why))
        if stuck:
            why = msg("mapfile-stuck", names=_names(territories, stuck), first=first)
            warnings.append(msg("mapfile-error", file=file, line="0", reason=why))
    return warnings


def _parse_cards(f: _Lines, n: int) -> list[Card]:
    cards: list[Card] = []
    for number, line in f.sections.get("cards", (0, []))[1]:
        t = tokens(line)
        word = t[0].lower()
        if word == WILDCARD:
            if len(t) != 1:
                raise f.error(number, msg("mapfile-wildcard-tokens", n=len(t) - 1))
            cards.append(Card(WILDCARD, None))
            continue
        if word not in CARD_WORDS:
            raise f.error(number, msg("mapfile-unknown-card", card=repr(t[0])))
        if len(t) != 2:
            raise f.error(number, msg("mapfile-card-tokens", card=t[0], n=len(t)))
        cid = _int(t[1])
        if cid is None:
            raise f.error(number, msg("mapfile-card-not-a-number", value=repr(t[1])))
        if not 1 <= cid <= n:
            raise f.error(number, msg("mapfile-card-unknown", country=str(cid), most=str(n)))
        cards.append(Card(CARD_WORDS[word], cid - 1))
    return cards


def _parse_missions(f: _Lines, n_continents: int) -> list[Mission]:
    missions: list[Mission] = []
    for number, line in f.sections.get("missions", (0, []))[1]:
        parts = _SPACES.split(line.strip(" \t"), maxsplit=6)
        if len(parts) < 6:
            raise f.error(number, msg("mapfile-mission-tokens", n=len(parts)))
        text = parts[6].strip(" \t") if len(parts) > 6 else ""
        numbers: list[int] = []
        for what, token in zip(("player", "n-countries", "min-armies"), parts[:3], strict=True):
            value = _int(token)
            if value is None or value < 0:
                raise f.error(number, msg(f"mapfile-mission-{what}-not-a-number", value=repr(token)))
            numbers.append(value)
        named: list[int] = []
        any_upto = 0
        given = [token == "*" or _int(token) != 0 for token in parts[3:6]]  # not 0, per position
        for k, token in enumerate(parts[3:6], start=1):
            if token == "*":
                any_upto = k
                continue
            value = _int(token)
            if value is None:
                raise f.error(number, msg("mapfile-mission-continent-bad", k=str(k), value=repr(token)))
            if not 0 <= value <= n_continents:
                raise f.error(
                    number,
                    msg(
                        "mapfile-mission-continent-unknown",
                        k=str(k),
                        value=str(value),
                        most=str(n_continents),
                    ),
                )
            if value and value - 1 not in named:
                named.append(value - 1)
        if not given[0] and any(given[1:]):
            raise f.error(number, msg("mapfile-mission-continent-order"))
        conts = tuple(named) + (ANY_CONTINENT,) * max(0, any_upto - len(named))
        player, n_terr, min_armies = numbers
        mission = Mission(player or None, n_terr, min_armies, conts, text)
        why = mission_problem(mission, n_continents)
        if why:
            raise f.error(number, why)
        missions.append(mission)
    return missions


CardsLookup = Callable[[str, int], tuple[str, str]]


def _parse(text: str, source: str, cards: CardsLookup | None, name: str | None) -> GameMap:
    f = _split_file(text, source, MAP_SECTIONS)
    head = _parse_head(f)
    if head.crd is None:
        line = f.sections["files"][0] if "files" in f.sections else 0
        raise f.error(line, msg("mapfile-missing-crd"))
    continents, continent_lines = _parse_continents(f)
    territories, _, warnings = _parse_countries(f, len(continents))
    if not territories:
        raise f.error(
            f.sections["countries"][0] if "countries" in f.sections else 0, msg("mapfile-no-countries")
        )
    for c, number in enumerate(continent_lines):
        if not any(t.continent == c for t in territories):
            raise f.error(number, msg("mapfile-empty-continent", n=str(c + 1), name=continents[c].name))
    borders, where = _parse_borders(f, len(territories))
    warnings += _check_graph(source, territories, borders, where)
    deck: list[Card] = []
    missions: list[Mission] = []
    if cards is not None:
        cards_text, cards_source = cards(head.crd, head.crd_line)
        cf = _split_file(cards_text, cards_source, CARDS_SECTIONS)
        if cf.head:
            number, text = cf.head[0]
            raise cf.error(number, msg("mapfile-unexpected-line", line=repr(text)))
        deck = _parse_cards(cf, len(territories))
        missions = _parse_missions(cf, len(continents))
    stem = Path(source.replace("\\", "/")).stem
    return GameMap(
        name=name if name is not None else stem,
        title=head.title or stem,
        continents=tuple(continents),
        territories=tuple(territories),
        borders=tuple(tuple(bs) for bs in borders),
        cards=tuple(deck),
        missions=tuple(missions),
        description="\n".join(f.description),
        source=source,
        warnings=tuple(warnings),
        width=head.width,
        height=head.height,
        picture=head.pic,
        index_image=head.map,
    )


def parse_map(
    text: str,
    source: str,
    cards_text: str | None = None,
    cards_source: str | None = None,
    *,
    name: str | None = None,
) -> GameMap:
    """A map from text in memory; the cards file's text, if given, is used for the `crd` entry.

    The map still needs its `crd` entry; without `cards_text` the map has no cards and no
    missions. `name` (the library name) defaults to the source's file stem.
    """

    def lookup(crd: str, line: int) -> tuple[str, str]:
        assert cards_text is not None
        return cards_text, cards_source or crd

    return _parse(text, source, lookup if cards_text is not None else None, name)


def read_text(where: Readable, shown: str) -> str:
    try:
        return decode(where.read_bytes())
    except OSError as exc:
        raise MapFormatError(shown, 0, msg("mapfile-cannot-read", why=str(exc.strerror or exc))) from exc


def load_from(folder: Readable, filename: str, shown_folder: str = "", *, name: str | None = None) -> GameMap:
    """Load `filename` in `folder` (a Path or a Traversable) with its cards file from the same folder."""

    def shown(file: str) -> str:
        return f"{shown_folder.rstrip('/')}/{file}" if shown_folder else file

    text = read_text(folder / filename, shown(filename))

    def lookup(crd: str, line: int) -> tuple[str, str]:
        try:
            return decode((folder / crd).read_bytes()), shown(crd)
        except OSError as exc:
            why = msg("mapfile-cannot-read-cards", file=crd, why=str(exc.strerror or exc))
            raise MapFormatError(shown(filename), line, why) from exc

    return _parse(text, shown(filename), lookup, name if name is not None else Path(filename).stem)


def load_map(path: str | PathLike[str], *, name: str | None = None) -> GameMap:
    """Load a `.map` file and the `.cards` file its `crd` entry names (relative to the map's folder)."""
    p = Path(path)
    parent = str(p.parent) if str(p.parent) != "." else ""
    return load_from(p.parent, p.name, parent, name=name)
