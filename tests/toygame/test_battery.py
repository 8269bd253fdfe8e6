"""Nim passes the conformance battery through the package, as a new game's author would run it
(docs/testing.md): one line in a test, and the command line once it is registered."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dominia.core import game as registry
from dominia.core.game import register_game, registered_games
from dominia.testing import BatteryFailure, check_game
from dominia.testing.__main__ import main
from tests.toygame.nim import NIM, SPEC


def test_nim_passes_the_battery() -> None:
    report = check_game(NIM)  # the whole test a new game needs
    assert report.games == 500
    assert report.counts["invariants"] > 500 and report.counts["clone"] >= 500
    assert report.counts["record"] == report.counts["replay"] == 500


def test_a_broken_nim_fails_it_with_an_account(monkeypatch) -> None:
    real = type(NIM).apply

    def takes_one_too_many(self, state, seat, choice):  # type: ignore[no-untyped-def]
        real(self, state, seat, choice)
        if state.stones == 3:
            state.stones -= 1  # a stone lost without a move

    monkeypatch.setattr(type(NIM), "apply", takes_one_too_many)
    with pytest.raises(BatteryFailure) as failed:
        check_game(NIM, games=50)
    text = str(failed.value)
    assert failed.value.check == "invariants" and "stones taken and 2 left" in text
    assert f"--seed {failed.value.seed} --games 1" in text


@pytest.fixture
def nim() -> Iterator[None]:
    registered_games()  # the built-in games first, as in a real process
    register_game(NIM, SPEC)
    yield
    registry._REGISTRY.pop("nim", None)
    registry._SPECS.pop("nim", None)


def test_the_command_line_runs_it_in_the_readers_language(nim, capsys) -> None:
    assert main(["nim", "--games", "20", "--seed", "5", "--lang", "uk"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Батарея перевірок «small» для гри Нім: 20 партій, зерна 5–24")
    assert "✓ партії дограно до кінця: 20" in out and "Усі перевірки пройдено: 20 партій." in out
