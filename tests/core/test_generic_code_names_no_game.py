"""The generic code names no game, not even in a comment: the kernel, the simulator, the
environments, the web server and its page, and the terminal's generic modules learn everything
about a game from its spec and its own modules (the import contracts in pyproject.toml keep the
imports off; this keeps the words off, so that a fourth game never looks for a special case)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import dominia

SRC = Path(dominia.__file__).parent
GAMES = re.compile(r"dominion|domination|dominaria", re.IGNORECASE)
GENERIC = [
    *sorted((SRC / "core").rglob("*.py")),
    *sorted((SRC / "sim").rglob("*.py")),
    *sorted((SRC / "rl").rglob("*.py")),
    SRC / "env.py",
    *sorted((SRC / "cli").glob("*.py")),  # not cli/<game>/: each game's own terminal
    *sorted((SRC / "server").glob("*.py")),
    *sorted((SRC / "server" / "static").iterdir()),  # each game's board is in games/<game>/static
]


@pytest.mark.parametrize("path", GENERIC, ids=lambda p: str(p.relative_to(SRC)))
def test_names_no_game(path: Path) -> None:
    found = [
        f"{path.name}:{n}: {line.strip()}"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if GAMES.search(line)
    ]
    assert not found, "\n".join(found)


def test_the_list_covers_the_generic_packages() -> None:
    assert len(GENERIC) > 50 and all(p.exists() for p in GENERIC)
