"""The three games as OpenSpiel Python games: OpenSpiel's own random-simulation checks (with
serialization), determinism, nothing hidden in information states, and OpenSpiel's
information-set MCTS playing on them."""

from __future__ import annotations

import json

import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")
pytest.importorskip("pyspiel", reason="the rl extra's open-spiel is not installed")

import pyspiel

import dominia.rl.openspiel as dos
from dominia.core.errors import IllegalChoice
from dominia.core.game import Conformable, get_game
from dominia.core.rng import Rng

from .helpers import GAMES, SMALL


def _play(game: object, deal: int, seed: int, moves: int) -> object:
    """A state after the deal and `moves` random legal moves (numpy's stream from `seed`)."""
    state = game.new_initial_state()  # type: ignore[attr-defined]
    state.apply_action(deal)
    rng = np.random.default_rng(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def test_every_game_is_registered() -> None:
    names = set(pyspiel.registered_names())
    assert {dos.short_name(g) for g in GAMES} <= names


@pytest.mark.parametrize("game", GAMES)
def test_openspiel_random_simulation_checks(game: str) -> None:
    # OpenSpiel's own checks of a game: legal actions, chance outcomes, observations and
    # information states at every step, returns at the end, and (Dominion, Dominaria) each state
    # serialized and read back equal. Domination's random games run to thousands of moves,
    # where replaying every state's history for serialization would take minutes.
    loaded = dos.load_game(game, SMALL[game])
    pyspiel.random_sim_test(loaded, num_sims=1, serialize=game != "domination", verbose=False)


@pytest.mark.parametrize("game", GAMES)
def test_serialized_state_reads_back(game: str) -> None:
    loaded = dos.load_game(game, SMALL[game])
    state = _play(loaded, 11, 3, 40)
    back = loaded.deserialize_state(state.serialize())
    assert back.history() == state.history()
    for p in range(loaded.num_players()):
        assert back.information_state_string(p) == state.information_state_string(p)
        assert back.observation_tensor(p) == state.observation_tensor(p)


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_and_moves_give_the_same_game(game: str) -> None:
    a = _play(dos.load_game(game, SMALL[game], seed=5), 7, 1, 120)
    b = _play(dos.load_game(game, SMALL[game], seed=5), 7, 1, 120)
    assert a.history() == b.history()
    for p in range(a.num_players()):
        assert a.information_state_string(p) == b.information_state_string(p)
        assert a.information_state_tensor(p) == b.information_state_tensor(p)
    assert get_game(game).snapshot(a.engine.state) == get_game(game).snapshot(b.engine.state)
    # another deal, or another game seed, is another game
    c = _play(dos.load_game(game, SMALL[game], seed=5), 8, 1, 0)
    d = _play(dos.load_game(game, SMALL[game], seed=6), 7, 1, 0)
    e = _play(dos.load_game(game, SMALL[game], seed=5), 7, 1, 0)
    g = get_game(game)
    snaps = {json.dumps(g.snapshot(s.engine.state), sort_keys=True, default=str) for s in (c, d, e)}
    assert len(snaps) == 3


@pytest.mark.parametrize("game", GAMES)
def test_information_states_ignore_what_a_seat_cannot_know(game: str) -> None:
    loaded = dos.load_game(game, SMALL[game])
    g = get_game(game)
    assert isinstance(g, Conformable)
    rng = Rng(4)
    checked = 0
    state = _play(loaded, 21, 9, 0)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for step in range(160):
        if state.is_terminal():
            break
        if step % 8 == 0:
            for p in range(loaded.num_players()):
                redealt = state.clone()
                redealt.engine.state = g.shuffle_hidden(state.engine.state, p, rng)
                resampled = state.resample_from_infostate(p, sampler)
                for other in (redealt, resampled):
                    assert other.information_state_string(p) == state.information_state_string(p)
                    assert other.information_state_tensor(p) == state.information_state_tensor(p)
                    assert other.observation_string(p) == state.observation_string(p)
                    if state.current_player() == p:
                        assert other.legal_actions(p) == state.legal_actions(p)
                checked += 1
        state.apply_action(int(np.random.default_rng(step).choice(state.legal_actions())))
    assert checked >= 8
    # the check can fail: the true state and a redeal differ for what the seat cannot see
    p = state.current_player() if not state.is_terminal() else 0
    full = g.snapshot(state.engine.state)
    assert any(g.snapshot(state.resample_from_infostate(p, sampler).engine.state) != full for _ in range(3))


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_action_is_refused_and_changes_nothing(game: str) -> None:
    loaded = dos.load_game(game, SMALL[game])
    state = _play(loaded, 2, 2, 10)
    legal = set(state.legal_actions())
    bad = next(a for a in range(loaded.num_distinct_actions()) if a not in legal)
    before = (state.history(), state.information_state_string(state.current_player()))
    with pytest.raises(IllegalChoice):
        state.apply_action(bad)
    assert (state.history(), state.information_state_string(state.current_player())) == before


def test_information_set_mcts_plays_dominion() -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    loaded = dos.load_game("dominion", SMALL["dominion"])
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(
        game=loaded,
        evaluator=evaluator,
        uct_c=2.0,
        max_simulations=8,
        random_state=np.random.RandomState(1),
    )
    state = _play(loaded, 3, 0, 0)
    rng = np.random.default_rng(0)
    played = 0
    while not state.is_terminal() and played < 6:
        legal = state.legal_actions()
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in legal
            played += 1
        else:
            action = int(rng.choice(legal))
        state.apply_action(action)
    assert played == 6
