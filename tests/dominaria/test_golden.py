"""Heroes of Dominaria's golden playthroughs replay as recorded: every decision's number of
choices, the whole log and the outcome (dominia.testing.golden; regenerate with
golden/make_golden.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dominia.testing.golden import check
from tests.dominaria.golden.make_golden import COMMAND, GOLDENS, HERE

FILES = sorted(HERE.glob("*.json"))


def test_every_golden_game_has_its_file() -> None:
    assert sorted(p.stem for p in FILES) == sorted(g.name for g in GOLDENS)
    assert {g.options["players"] for g in GOLDENS} == {2, 3, 4}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough(path: Path) -> None:
    check(path, COMMAND)
