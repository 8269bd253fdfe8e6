"""Domination's golden playthroughs replay as recorded: every decision's number of choices, the
whole log and the outcome (dominia.testing.golden; regenerate with golden/make_golden.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dominia.testing.golden import check
from tests.domination.golden.make_golden import COMMAND, GOLDENS, HERE

FILES = sorted(HERE.glob("*.json"))


def test_every_golden_game_has_its_file() -> None:
    assert sorted(p.stem for p in FILES) == sorted(g.name for g in GOLDENS)


def test_the_goldens_cover_the_modes_the_card_trades_and_the_maps() -> None:
    options = [g.options for g in GOLDENS]
    assert {o["mode"] for o in options} == {"domination", "capital", "mission"}
    assert {o["cards"] for o in options} == {"increasing", "fixed", "italian"}
    assert {"classic", "duel"} <= {o["map"] for o in options}
    # each card trade is played in at least one of them, a game is won, a defender rolls
    texts = {p.stem: p.read_text(encoding="utf-8") for p in FILES}
    for rule in ("increasing", "fixed", "italian"):
        assert any('"kind": "trade"' in texts[g.name] for g in GOLDENS if g.options["cards"] == rule), rule
    assert '"reason": "capital"' in texts["duel-capital-italian-2p"]
    assert '"defend:' in texts["duel-capital-italian-2p"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough(path: Path) -> None:
    check(path, COMMAND)
