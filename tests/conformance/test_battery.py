"""The conformance battery every registered game passes (dominia.testing.battery tells what it
checks). The seeds of each game are cut into chunks of CHUNK games, one test each, so that
`pytest -n 2` shares them out; `--battery=large` plays the big battery."""

from __future__ import annotations

import tempfile

import pytest

from dominia.core.game import Conformable, registered_games
from dominia.testing import battery_games, play_checked

CHUNK = 50


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "start" not in metafunc.fixturenames:
        return
    size = metafunc.config.getoption("battery")
    cases = []
    for name, game in sorted(registered_games().items()):
        if isinstance(game, Conformable):
            cases += [(name, size, start) for start in range(0, battery_games(name, size), CHUNK)]
    metafunc.parametrize(("name", "battery", "start"), cases)


def test_random_games(name: str, battery: str, start: int) -> None:
    with tempfile.TemporaryDirectory(prefix="dominia-battery-") as tmp:
        for seed in range(start, start + CHUNK):
            play_checked(name, seed, battery, workdir=tmp)
