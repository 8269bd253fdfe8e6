"""The map library (the rule book's "Map Store"): built-in maps and the user's imported maps.

Built-in maps are the package's `maps/data/*.map` files. User maps live in `<data>/maps/`,
where `<data>` is `$DOMINIA_DATA` if set, else `$XDG_DATA_HOME/dominia`, else
`~/.local/share/dominia`. A map's library name is its file name without `.map`; a built-in
name cannot be taken by a user map. `import_map` stores a map as `<name>.map` with its cards
file as `<name>.cards` (rewriting the `crd` entry when the cards file had another name), so
imported maps never share or overwrite each other's cards files.
"""

from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.i18n import msg
from dominia.games.domination.maps.fileformat import (
    MapFormatError,
    decode,
    load_from,
    load_map,
    split_lines,
)
from dominia.games.domination.maps.model import GameMap

BUILTIN = "builtin"
USER = "user"
MAP_SUFFIX = ".map"
CARDS_SUFFIX = ".cards"


@dataclass(frozen=True)
class MapInfo:
    name: str  # the library name, as get_map takes it
    title: str
    territories: int
    continents: int
    source: str  # "builtin" or "user"
    path: str = ""  # the .map file
    error: str = ""  # a user map that does not load: why (counts are then 0)


_cache: dict[tuple[str, ...], GameMap] = {}


def clear_cache() -> None:
    _cache.clear()


def data_dir() -> Path:
    """The user's Dominia data folder (it may not exist yet)."""
    if os.environ.get("DOMINIA_DATA"):
        return Path(os.environ["DOMINIA_DATA"]).expanduser()
    if os.environ.get("XDG_DATA_HOME"):
        return Path(os.environ["XDG_DATA_HOME"]).expanduser() / "dominia"
    return Path.home() / ".local" / "share" / "dominia"


def user_maps_dir() -> Path:
    return data_dir() / "maps"


def pictures_dir(name: str) -> Path:
    """Where an imported map's picture files are kept (`<data>/map-pictures/<name>/`)."""
    return data_dir() / "map-pictures" / name


def _builtin_dir() -> Traversable:
    return resources.files("dominia.games.domination.maps") / "data"


def builtin_names() -> list[str]:
    return sorted(
        e.name[: -len(MAP_SUFFIX)]
        for e in _builtin_dir().iterdir()
        if e.name.endswith(MAP_SUFFIX) and e.is_file()
    )


def _user_files() -> dict[str, Path]:
    folder = user_maps_dir()
    if not folder.is_dir():
        return {}
    return {p.stem: p for p in sorted(folder.glob("*" + MAP_SUFFIX)) if p.is_file()}


def _load_builtin(name: str) -> GameMap:
    key = (BUILTIN, name)
    if key not in _cache:
        folder = _builtin_dir()
        _cache[key] = load_from(folder, name + MAP_SUFFIX, str(folder), name=name)
    return _cache[key]


def _stamp(path: Path) -> str:
    try:
        st = path.stat()
    except OSError:
        return "?"
    return f"{st.st_mtime_ns}:{st.st_size}"


def _load_file(path: Path, name: str) -> GameMap:
    """A map file, cached until it or its cards file changes."""
    resolved = path.resolve()
    cards = [p for p in resolved.parent.glob("*" + CARDS_SUFFIX)] if resolved.parent.is_dir() else []
    key = (str(resolved), name, _stamp(resolved), *sorted(f"{p.name}={_stamp(p)}" for p in cards))
    if key not in _cache:
        _cache[key] = load_map(path, name=name)
    return _cache[key]


def _looks_like_path(name: str) -> bool:
    return name.endswith(MAP_SUFFIX) or "/" in name or os.sep in name or Path(name).is_file()


def get_map(name_or_path: str) -> GameMap:
    """A library map by name (built-in first, then the user's), or a `.map` file by path."""
    if not name_or_path:
        raise InvalidOptions(msg("error-map-option"))
    cached = _cache.get((BUILTIN, name_or_path))
    if cached is not None:
        return cached
    builtins = builtin_names()
    if name_or_path in builtins:
        return _load_builtin(name_or_path)
    users = _user_files()
    if name_or_path in users:
        return _load_file(users[name_or_path], name_or_path)
    lowered = {n.lower(): n for n in [*users, *builtins]}  # builtins win a case clash
    if name_or_path.lower() in lowered:
        return get_map(lowered[name_or_path.lower()])
    if _looks_like_path(name_or_path):
        path = Path(name_or_path).expanduser()
        if not path.is_file():
            raise InvalidOptions(msg("error-no-map-file", path=name_or_path))
        return _load_file(path, path.stem)
    known = sorted({*builtins, *users})
    close = difflib.get_close_matches(name_or_path.lower(), [k.lower() for k in known], n=3, cutoff=0.5)
    raise UnknownName("map", name_or_path, [lowered[c] for c in close])


def list_maps() -> list[MapInfo]:
    """Built-in maps, then the user's (a user map shadowed by a built-in name is left out)."""
    out: list[MapInfo] = []
    builtins = builtin_names()
    for name in builtins:
        m = _load_builtin(name)
        out.append(MapInfo(name, m.title, len(m.territories), len(m.continents), BUILTIN, m.source))
    taken = {b.lower() for b in builtins}
    for name, path in _user_files().items():
        if name.lower() in taken:
            continue
        try:
            m = _load_file(path, name)
        except MapFormatError as exc:
            out.append(MapInfo(name, name, 0, 0, USER, str(path), str(exc)))
            continue
        out.append(MapInfo(name, m.title, len(m.territories), len(m.continents), USER, str(path)))
    return out


_LINE = re.compile(rb"\r\n|\r|\n")


def _fits_latin1(text: str) -> bool:
    try:
        text.encode("iso-8859-1")
    except UnicodeEncodeError:
        return False
    return True


def _rewrite_crd(data: bytes, line: int, cards_name: str) -> bytes:
    """The map file's bytes with line `line` (1-based) replaced by `crd <cards_name>`."""
    utf8 = data.startswith(b"\xef\xbb\xbf")
    if not utf8 and not _fits_latin1(cards_name):
        # a name ISO-8859-1 cannot write (Cyrillic, say): the file becomes UTF-8 with a BOM,
        # which reads the same (ISO-8859-1 decodes every byte)
        data, utf8 = b"\xef\xbb\xbf" + data.decode("iso-8859-1").encode("utf-8"), True
    pieces = _LINE.split(data)
    ends = _LINE.findall(data)
    new = f"crd {cards_name}".encode("utf-8" if utf8 else "iso-8859-1")
    if line == 1 and utf8:
        new = b"\xef\xbb\xbf" + new
    pieces[line - 1] = new
    out = bytearray()
    for i, piece in enumerate(pieces):
        out += piece
        if i < len(ends):
            out += ends[i]
    return bytes(out)


def _crd_entry(data: bytes, key: str = "crd") -> tuple[int, str]:
    """The line number and value of a (valid) map file's `crd` entry (or another `[files]`
    entry: `key`; (0, "") when it has none): the last one, as the parser reads it."""
    section = ""
    found: tuple[int, str] | None = None
    for number, raw in enumerate(split_lines(decode(data)), start=1):
        line = raw.strip(" \t")
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
        elif section == "files" and re.match(key + r"[ \t]", line, re.IGNORECASE):
            found = number, line[len(key) :].strip(" \t")
    if found is None:
        if key != "crd":
            return 0, ""
        raise AssertionError("a valid map has a crd entry")
    return found


def import_map(path: str | os.PathLike[str]) -> str:
    """Validate a `.map` file, copy it and its cards file into the user maps folder; return its name."""
    src = Path(path).expanduser()
    if not src.is_file():
        raise InvalidOptions(msg("error-no-map-file", path=str(src)))
    name = src.stem if src.suffix.lower() == MAP_SUFFIX else src.name
    # (it goes into the map's crd line: no line break, no space at an end the line would lose)
    printable = name.isprintable() and name == name.strip()
    if not name or name.startswith(".") or any(c in name for c in "/\\") or not printable:
        raise InvalidOptions(msg("error-bad-map-name", name=repr(src.name)))
    if name.lower() in {b.lower() for b in builtin_names()}:
        raise InvalidOptions(msg("error-builtin-map-name", name=repr(name), file=src.name))
    load_map(src, name=name)  # raises MapFormatError on an invalid map
    data = src.read_bytes()
    crd_line, crd = _crd_entry(data)
    try:
        cards_bytes = (src.parent / crd).read_bytes()
    except OSError as exc:  # (gone since it was loaded)
        why = msg("mapfile-cannot-read-cards", file=crd, why=str(exc.strerror or exc))
        raise MapFormatError(str(src), crd_line, why) from None
    cards_name = name + CARDS_SUFFIX
    if crd != cards_name:
        data = _rewrite_crd(data, crd_line, cards_name)
    # the original game's picture and index image, when beside the map: copied into the map's
    # own pictures folder under the names the file gives (the web page draws them; without
    # them it draws computed shapes)
    images: list[tuple[str, bytes]] = []
    for key in ("pic", "map"):
        rel = Path(_crd_entry(data, key)[1].replace("\\", "/"))
        if not rel.name or rel.is_absolute() or ".." in rel.parts:
            continue  # only a file beside the map (or below it), as the page reads them
        where = src.parent / rel
        if not where.is_file():
            continue
        try:
            images.append((rel.name, where.read_bytes()))
        except OSError:
            continue
    folder = user_maps_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / cards_name).write_bytes(cards_bytes)
        (folder / (name + MAP_SUFFIX)).write_bytes(data)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise InvalidOptions(msg("error-map-import-write", folder=str(folder), reason=reason)) from None
    if images:  # (best effort: without them the page draws computed shapes)
        try:
            pictures = pictures_dir(name)
            pictures.mkdir(parents=True, exist_ok=True)
            for copy, content in images:
                (pictures / copy).write_bytes(content)
        except (OSError, ValueError):
            pass
    return name
