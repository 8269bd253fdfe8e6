"""The libraries' own checkers pass for every game: gymnasium's check_env, PettingZoo's api_test
and seed_test."""

from __future__ import annotations

import warnings

import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")
pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo) is not installed")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

import dominia.rl  # noqa: E402
from dominia.rl.aec_env import DominiaAECEnv  # noqa: E402

from .helpers import GAMES, SMALL  # noqa: E402


@pytest.mark.parametrize("game", GAMES)
def test_gymnasium_check_env(game: str) -> None:
    env_id = next(i for i, g in dominia.rl.ENV_IDS.items() if g == game)
    env = gymnasium.make(env_id, options=SMALL[game])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env.unwrapped)
    assert not [str(w.message) for w in caught]


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_api_test(game: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter(
            "ignore"
        )  # (its notes: an observation of 0s, a mask of 0s for a seat not asked)
        api_test(DominiaAECEnv(game, SMALL[game]), num_cycles=300)


@pytest.mark.parametrize("game", GAMES)
def test_pettingzoo_seed_test(game: str) -> None:
    seed_test(lambda: DominiaAECEnv(game, SMALL[game]), num_cycles=100)
