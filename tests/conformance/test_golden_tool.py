"""dominia.testing.golden: a golden file is a record that replays; any change of a choice count,
a log line, the outcome or a move fails with a readable account; the make script writes new
files, leaves equal ones and overwrites a changed one only when told."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dominia.core.record import GameRecord, replay
from dominia.testing.golden import Golden, GoldenMismatch, check, regenerate
from tests.dominaria.golden import make_golden as dominaria_goldens

GOLDEN = Golden("two", "dominaria", {"players": 2}, 5)


@pytest.fixture
def made(tmp_path: Path) -> Path:
    out: list[str] = []
    assert regenerate([GOLDEN], tmp_path, out=out.append) == 0
    assert out[0].startswith("two.json: written (moves: ") and "end: rounds" in out[0]
    return tmp_path / "two.json"


def test_a_golden_file_is_a_record_that_replays_to_its_end(made: Path) -> None:
    record = GameRecord.load(made)
    assert record.game == "dominaria" and record.seats == ["golden:random"] * 2
    assert replay(record) is not None and len(record.result["choices"]) == len(record.moves)
    assert record.result["outcome"]["reason"] == "rounds" and record.result["log"][0]["kind"] == "setup"
    check(made)  # as it was written


def _edit(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_changed_log_line_fails_with_a_diff_and_the_hint(made: Path) -> None:
    _edit(made, lambda d: d["result"]["log"][3].update(detail="somewhere else"))
    with pytest.raises(GoldenMismatch) as failed:
        check(made, "make it again")
    text = str(failed.value)
    assert "two.json: the log differs from the recorded one (- recorded, + now):" in text
    assert '\n-{"kind": ' in text and "somewhere else" in text and '\n+{"kind": ' in text
    assert "\n@@ -2,5 +2,5 @@\n" in text  # event 4, two lines of context: the lines are the events (from 1)
    assert text.endswith("If the rules changed on purpose, regenerate the goldens: make it again")


def test_a_changed_choice_count_names_the_decision(made: Path) -> None:
    _edit(made, lambda d: d["result"]["choices"].__setitem__(9, 99))
    with pytest.raises(GoldenMismatch, match=r"two.json: decision 10 \(Player \d\) offered 99 choices"):
        check(made)


def test_a_changed_outcome_names_where(made: Path) -> None:
    _edit(made, lambda d: d["result"]["outcome"]["scores"].__setitem__(0, -5))
    where = r"the outcome differs from the recorded one, at \$.scores\[0\]: -5"
    with pytest.raises(GoldenMismatch, match=where):
        check(made)


def test_a_move_that_no_longer_replays_is_named(made: Path) -> None:
    _edit(made, lambda d: d["moves"].__setitem__(4, [d["moves"][4][0], "no-such-move"]))
    with pytest.raises(GoldenMismatch, match=r"two\.json: the recorded moves no longer replay: "):
        check(made)


def test_the_script_refuses_to_overwrite_a_changed_file_without_the_flag(made: Path) -> None:
    _edit(made, lambda d: d["result"]["log"].pop())
    tampered = made.read_text(encoding="utf-8")
    out: list[str] = []
    assert regenerate([GOLDEN], made.parent, out=out.append) == 1
    assert out == [
        "two.json: would change, not written",
        "Files that would change: 1. Only after a deliberate rules change, run again with --overwrite.",
    ]
    assert made.read_text(encoding="utf-8") == tampered
    out.clear()
    assert regenerate([GOLDEN], made.parent, overwrite=True, out=out.append) == 0
    assert out[0].startswith("two.json: written")
    check(made)
    out.clear()
    assert regenerate([GOLDEN], made.parent, out=out.append) == 0 and out == ["two.json: unchanged"]


def test_the_checked_in_goldens_are_what_their_script_makes() -> None:
    """The games are seeded: the script, run again, finds every file as it is."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.dominaria.golden.make_golden"],
        capture_output=True,
        text=True,
        check=False,
        env={"PATH": "", "DOMINIA_LANG": "en", "PYTHONPATH": str(Path(__file__).parents[2])},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    expected = [f"{g.name}.json: unchanged" for g in dominaria_goldens.GOLDENS]
    assert done.stdout.splitlines() == expected
