"""docs/ARCHITECTURE.md's layout names every module under src/dominia, and no module that is not.

The layout is the indented tree in the "Layout" section: a line whose first word is a file
(`x.py`) or a folder (`x/`) at two spaces deeper than its folder is an entry; deeper lines
continue the entry above. A module is named by its own entry, or in the words of an entry of
its folder, of its folder's entry or of the folder above (`games/`: "each game: spec.py"), by
its name (`odds.py`) or its path from there (`dominion/options.py`). A package is named by its
folder's entry (its `__init__.py` with it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "ARCHITECTURE.md"
PACKAGE = ROOT / "src" / "dominia"
TOP = "src/dominia/"

ENTRY = re.compile(r"^(?P<indent> *)(?P<name>[\w.]+/|[\w.]+\.py)(?=[\s,;:]|$)")
# a module's name or path in an entry's words (not `file.py:Name`, a user's file)
MENTION = re.compile(r"(?<![\w./<>-])((?:\w+/)*\w+\.py)\b(?!:\w)")


@dataclass
class Entry:
    path: str  # from src/dominia, a folder ending in "/"
    depth: int
    text: list[str] = field(default_factory=list)

    @property
    def folder(self) -> str:
        """The folder the entry is in ("" for the package's top)."""
        parent = self.path.rstrip("/").rpartition("/")[0]
        return parent + "/" if parent else ""


def layout_lines(doc: str) -> list[str]:
    """The lines of the layout's tree under src/dominia/ (up to the next top-level line)."""
    block = doc.split("## Layout", 1)[1].split("```", 2)[1]
    lines = block.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == TOP)
    out = []
    for line in lines[start + 1 :]:
        if line and not line.startswith(" "):
            break
        out.append(line)
    return out


def entries(lines: list[str]) -> list[Entry]:
    """The layout's entries with their words (continuation lines included)."""
    found: list[Entry] = []
    stack: list[Entry] = []  # the folders above the current line
    for line in lines:
        m = ENTRY.match(line)
        indent = len(m.group("indent")) if m else -1
        depth = indent // 2
        if m and indent % 2 == 0 and depth <= len(stack) + 1 and (not found or depth <= found[-1].depth + 1):
            del stack[depth - 1 :]
            parent = stack[-1].path if stack else ""
            entry = Entry(parent + m.group("name").rstrip(","), depth, [line[m.end() :]])
            found.append(entry)
            if entry.path.endswith("/"):
                stack.append(entry)
        elif found:
            found[-1].text.append(line)
    return found


def modules() -> set[str]:
    """Every module (file) and package (folder) under src/dominia, as paths from it."""
    out = set()
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).as_posix()
        if "__pycache__" in rel:
            continue
        if path.name == "__init__.py" and path.parent != PACKAGE:
            out.add(path.parent.relative_to(PACKAGE).as_posix() + "/")
        else:
            out.add(rel)
    return out


def named(found: list[Entry]) -> tuple[set[str], set[str]]:
    """What the layout names: (paths it may mean, paths named that are no module)."""
    have = modules()
    files = {m for m in have if m.endswith(".py")}
    by_name: dict[str, set[str]] = {}
    for m in files:
        by_name.setdefault(m.rpartition("/")[2], set()).add(m)
    paths = {e.path for e in found}
    absent = {
        e.path
        for e in found
        if not (PACKAGE / e.path).exists() or (e.path.endswith(".py") and e.path not in have)
    }
    for e in found:
        # where a name in this entry's words may live: beside it, inside it, a level further
        bases = [e.folder]
        if e.path.endswith("/"):
            bases.append(e.path)
        for mention in MENTION.findall(" ".join(e.text)):
            hits = set()
            for base in bases:
                hits |= {m for m in files if m == base + mention}
                hits |= {
                    m
                    for m in files
                    if m.startswith(base)
                    and m.count("/") == (base + mention).count("/") + 1
                    and m.endswith("/" + mention)
                }
            paths |= hits
            if not hits and "/" not in mention and mention not in by_name:
                absent.add(f"{e.folder}{mention} (in the words of {e.path})")
            elif not hits and "/" in mention:
                absent.add(f"{mention} (in the words of {e.path})")
    return paths, absent


def _layout() -> list[Entry]:
    return entries(layout_lines(DOC.read_text(encoding="utf-8")))


def test_the_layout_is_read() -> None:
    found = {e.path for e in _layout()}
    # a few entries at each depth, so that a change to the layout's form fails here first
    assert {"__init__.py", "core/", "core/decision.py", "games/dominion/bots/", "cli/render.py"} <= found


def test_every_module_is_named() -> None:
    paths, _ = named(_layout())
    missing = sorted(m for m in modules() if m not in paths)
    assert not missing, (
        f"{DOC.relative_to(ROOT)}'s layout does not name {len(missing)} module(s) under src/dominia "
        "(add each to its folder's lines, with what it holds):\n  " + "\n  ".join(missing)
    )


def test_every_named_module_exists() -> None:
    _, absent = named(_layout())
    assert not absent, (
        f"{DOC.relative_to(ROOT)}'s layout names {len(absent)} module(s) that src/dominia does not "
        "have (renamed or removed? fix or drop the line):\n  " + "\n  ".join(sorted(absent))
    )


def test_entries_nest_by_two_spaces_and_deeper_lines_continue() -> None:
    lines = [
        "  a.py       holds a; see b.py",
        "  pkg/       a package: c.py, sub/d.py",
        "               e.py (a continuation line, not an entry)",
        "    f.py     in pkg",
        "    sub/",
        "      g.py   in pkg/sub",
        "  h.py       back at the top",
    ]
    found = entries(lines)
    assert [e.path for e in found] == ["a.py", "pkg/", "pkg/f.py", "pkg/sub/", "pkg/sub/g.py", "h.py"]
    assert found[1].depth == 1 and found[4].folder == "pkg/sub/" and "e.py" in " ".join(found[1].text)
    assert MENTION.findall(" ".join(found[1].text)) == ["c.py", "sub/d.py", "e.py"]
    assert MENTION.findall("a user's agent by `file.py:Name`; cli/<game>/x.py") == []
