"""Golden playthroughs: recorded games must replay to the same end, move for move."""

from pathlib import Path

import pytest

from dominia.core.game import get_game
from dominia.core.record import GameRecord, replay
from tests.dominion.golden.make_golden import final_facts

FILES = sorted((Path(__file__).parent / "golden").glob("*.json"))


def test_there_are_golden_files():
    assert len(FILES) >= 2


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_playthrough(path: Path):
    record = GameRecord.load(path)
    state = replay(record)
    assert get_game("dominion").pending(state) is None, "the recorded game no longer ends where it did"
    assert final_facts(state) == record.result
