"""A Dominion state, a seat's view and the decision asked pickle and come back whole, mid-effect
too (a bot that thinks long on the web server is sent them in another process): played on from
the copy, the game goes exactly as from the original. Checked on the sources here and, where
the compiled core is built, in a process that uses it (a compiled class is made again by
calling its constructor, which the default pickling does without arguments)."""

from __future__ import annotations

import json
import os
import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest

from dominia.core import compiled
from dominia.core.game import get_game

ROOT = Path(__file__).resolve().parents[2]
OPTIONS = {"players": 3, "sets": ["base", "dark-ages"]}


def roundtrips(seed: int, every: int = 20, ahead: int = 8) -> int:
    """Snapshots taken and checked in one random game (AssertionError on a difference)."""
    game = get_game("dominion")
    state = game.setup(OPTIONS, seed)
    rng = random.Random(seed)
    checked = 0
    for step in range(600):
        d = game.pending(state)
        if d is None:
            break
        if step % every == 0:
            view = game.view(state, d.seat)
            copy, copy_view, copy_d = pickle.loads(pickle.dumps((state, view, d)))
            assert copy_view.to_dict() == view.to_dict() and copy_d.seat == d.seat
            assert [c.id for c in copy_d.choices] == [c.id for c in d.choices]
            mine, theirs, follow = game.clone(state), copy, random.Random(step)
            for _ in range(ahead):  # (the same choices from both: the same game)
                a, b = game.pending(mine), game.pending(theirs)
                assert (a is None) == (b is None)
                if a is None or b is None:
                    break
                pick = follow.choice(a.choices).id
                game.apply(mine, a.seat, pick)
                game.apply(theirs, b.seat, pick)
                assert game.view(mine, a.seat).to_dict() == game.view(theirs, b.seat).to_dict()
            checked += 1
        game.apply(state, d.seat, rng.choice(d.choices).id)
    return checked


def test_states_views_and_decisions_pickle_and_play_on_alike() -> None:
    assert roundtrips(1) > 5


def test_the_compiled_core_pickles_them_too() -> None:
    if compiled.check("dominion")[0] is None:
        pytest.skip("the compiled core is not built (scripts/compile.py)")
    code = (
        "import json; from dominia.core import compiled; from tests.dominion.test_pickling import roundtrips;"
        "n = roundtrips(1); print(json.dumps([compiled.status('dominion'), n]))"
    )
    env = {**os.environ, compiled.ENV: "1"}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-2000:]
    status, n = json.loads(proc.stdout)
    assert status == "compiled" and n > 5


def test_data_bots_sent_back_and_forth_keep_their_caches_bounded() -> None:
    from dominia.games.dominion.bots import databots
    from dominia.sim.batch import make_agent

    game = get_game("dominion")
    state = game.setup({"players": 2}, 3)
    bot, d = make_agent("dominion", "big-money", 3), game.pending(state)
    for _ in range(databots.SPECS_KEPT + 20):  # (each one a new spec object)
        bot = pickle.loads(pickle.dumps(bot))
        bot.choose(game.view(state, d.seat), d)
    for cache in (databots._PLAY_ORDERS, databots._PRIORITIES):
        assert 0 < len(cache) <= databots.SPECS_KEPT
