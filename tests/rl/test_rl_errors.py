"""The learning environments' refusals are messages of the tables, in the reader's language:
an unknown reward, an action after the game's end."""

from __future__ import annotations

import pytest

pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")

from dominia.core.errors import DominiaError, InvalidOptions
from dominia.core.i18n import Msg, Translator
from dominia.rl import rewards


def test_an_unknown_reward_is_refused_in_the_readers_language() -> None:
    with pytest.raises(InvalidOptions) as err:
        rewards.check("vp")
    assert isinstance(err.value.text, Msg)
    assert "“vp”" in str(err.value) and "score_diff" in str(err.value)
    assert "«vp»" in Translator("uk")(err.value.text)


def test_a_step_after_the_end_is_refused_in_the_readers_language() -> None:
    import gymnasium

    import dominia.rl  # noqa: F401  (registers the envs)

    env = gymnasium.make("dominia/Dominion-v0", options={"kingdom": "first-game"}, opponents=["big-money"])
    env.reset(seed=3)
    done = False
    while not done:
        mask = env.unwrapped.action_masks()
        _, _, terminated, truncated, _ = env.step(int(mask.nonzero()[0][0]))
        done = terminated or truncated
    with pytest.raises(DominiaError) as err:
        env.step(0)
    assert isinstance(err.value.text, Msg) and "reset()" in Translator("ru")(err.value.text)
