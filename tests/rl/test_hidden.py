"""No hidden information reaches an observation: redeal everything a seat cannot know (the
conformance battery's `shuffle_hidden`, and the view's own `sandbox`) and its tensor is the same."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")

from dominia.core.game import Conformable, get_game
from dominia.core.rng import Rng
from dominia.rl.catalog import action_mask, encoding_for

from .helpers import CONFIGS, random_game

STEPS = {"dominion": 700, "domination": 600, "dominaria": 300}


def _cases() -> list[tuple[str, int]]:
    return [(game, i) for game, configs in CONFIGS.items() for i in range(len(configs))]


@pytest.mark.parametrize(("game", "config"), _cases())
def test_observations_ignore_what_a_seat_cannot_know(game: str, config: int) -> None:
    options = CONFIGS[game][config]
    g = get_game(game)
    assert isinstance(g, Conformable)
    enc = encoding_for(game, options)
    rng = Rng(config)
    checked = 0
    for step, (state, d, _) in enumerate(random_game(game, options, 77 + config, max_steps=STEPS[game])):
        if step % 7:
            continue
        for viewer in range(g.num_seats(state)):
            asked = d if d.seat == viewer else None
            mine = enc.observer.encode(g.view(state, viewer), asked)
            redealt = g.shuffle_hidden(state, viewer, rng) if step % 2 else g.view(state, viewer).sandbox(rng)
            theirs = g.pending(redealt)
            same = theirs if theirs is not None and theirs.seat == viewer else None
            assert np.array_equal(mine, enc.observer.encode(g.view(redealt, viewer), same)), (
                f"seat {viewer}'s observation depends on what it cannot know (step {step}, {d.kind})"
            )
            if asked is not None and same is not None:
                assert np.array_equal(action_mask(enc.catalog, asked), action_mask(enc.catalog, same))
            checked += 1
    assert checked > 20
