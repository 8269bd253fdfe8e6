"""Trained policies: the `.npz` format played with numpy, and the shipped `policy:dominion-ppo`
as a seat of the simulator and the terminal (legal, deterministic, refused in a configuration it
was not trained for, and playable without torch or gymnasium)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from dominia.cli.seats import parse_seats
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.game import get_game, get_spec
from dominia.core.runner import run_game
from dominia.rl.catalog import encoding_for
from dominia.rl.npz_policy import NumpyPolicy, catalog_digest, symlog
from dominia.rl.shipped import load

FIRST_GAME = {"kingdom": "first-game", "players": 2}


def _tiny(inputs: int, actions: int, seed: int) -> NumpyPolicy:
    rng = np.random.default_rng(seed)
    layers = [
        (rng.normal(size=(inputs, 8)).astype(np.float32), rng.normal(size=8).astype(np.float32)),
        (rng.normal(size=(8, actions)).astype(np.float32), rng.normal(size=actions).astype(np.float32)),
    ]
    return NumpyPolicy(layers, "tanh", {"game": "x"})


def test_a_policy_file_reads_back_the_same(tmp_path: Path) -> None:
    p = _tiny(5, 7, 1)
    p.save(tmp_path / "p.npz")
    q = NumpyPolicy.load(tmp_path / "p.npz")
    obs = np.arange(5, dtype=np.float32)
    assert np.array_equal(p.logits(obs), q.logits(obs))
    assert q.meta == {"game": "x"} and q.activation == "tanh"


def test_the_chosen_action_is_legal_and_the_best_legal_one() -> None:
    p = _tiny(5, 7, 2)
    rng = np.random.default_rng(0)
    for _ in range(200):
        obs = rng.normal(size=5).astype(np.float32) * 10
        mask = (rng.random(7) < 0.4).astype(np.int8)
        mask[rng.integers(7)] = 1
        a = p(obs, mask)
        assert mask[a] == 1
        z = p.logits(obs)
        assert z[a] == max(z[i] for i in range(7) if mask[i])
        assert p(obs, mask) == a  # (the same observation, the same move)


def test_symlog_keeps_sign_and_order() -> None:
    x = np.array([-100.0, -1.0, 0.0, 1.0, 100.0], dtype=np.float32)
    y = symlog(x)
    assert list(np.sign(y)) == list(np.sign(x)) and np.all(np.diff(y) > 0)


def test_the_shipped_policy_fits_its_configuration() -> None:
    policy = load("dominion-ppo")
    meta = policy.meta
    enc = encoding_for(meta["game"], meta["options"])
    assert meta["catalog"] == catalog_digest(enc.catalog.keys)
    assert policy.layers[0][0].shape[0] == enc.observer.size == meta["observation_size"]
    assert policy.layers[-1][1].shape[0] == len(enc.catalog.keys) == meta["actions"]


def _play(seed: int, opponent: str = "big-money") -> tuple[list[tuple[int, str]], list[int]]:
    game = get_game("dominion")
    spec = get_spec("dominion")
    state = game.setup(game.normalize_options(FIRST_GAME), seed, logging=False)
    agents = [spec.make_bot("policy:dominion-ppo", seed), spec.make_bot(opponent, seed + 1)]
    if seed % 2:
        agents.reverse()
    moves: list[tuple[int, str]] = []
    while (d := game.pending(state)) is not None:
        choice = agents[d.seat].choose(game.view(state, d.seat), d)
        game.apply(state, d.seat, choice)  # IllegalChoice if the policy answered wrong
        moves.append((d.seat, choice))
    out = game.outcome(state)
    assert out is not None
    return moves, list(out.winners)


def test_the_shipped_policy_plays_legal_and_deterministic_games() -> None:
    a = _play(4)
    b = _play(4)
    assert a == b and len(a[0]) > 50
    assert _play(5)[0] != a[0]


def test_the_shipped_policy_beats_big_money_most_of_the_time() -> None:
    # 40 seeded games, seats alternating: deterministic, so this is a regression check of the
    # shipped weights (docs/agents.md gives the figures over thousands of games).
    game = get_game("dominion")
    spec = get_spec("dominion")
    won = 0.0
    for seed in range(40):
        state = game.setup(game.normalize_options(FIRST_GAME), 1000 + seed, logging=False)
        agents = [spec.make_bot("policy:dominion-ppo", seed), spec.make_bot("big-money", seed)]
        me = seed % 2
        if me:
            agents.reverse()
        out = run_game(game, state, agents)
        if me in out.winners:
            won += 1 / len(out.winners)
    assert won / 40 > 0.6


def test_another_configuration_or_name_is_refused_clearly() -> None:
    spec = get_spec("dominion")
    game = get_game("dominion")
    for options in ({"kingdom": "first-game", "players": 3}, {"kingdom": "big-money", "players": 2}):
        state = game.setup(game.normalize_options(options), 1, logging=False)
        agent = spec.make_bot("policy:dominion-ppo", 1)
        d = game.pending(state)
        assert d is not None
        with pytest.raises(InvalidOptions) as err:
            agent.choose(game.view(state, d.seat), d)
        assert getattr(err.value.text, "key", None) == "rl-policy-game"
    with pytest.raises(UnknownName) as unknown:
        spec.make_bot("policy:dominion-pp", 1)
    assert "policy:dominion-ppo" in unknown.value.suggestions


def test_the_terminal_takes_a_policy_seat() -> None:
    seats = parse_seats("human,policy:dominion-ppo", get_spec("dominion").bot_names())
    assert [s.name for s in seats][1] == "policy:dominion-ppo" and not seats[1].is_human


def test_playing_a_shipped_policy_needs_neither_torch_nor_gymnasium() -> None:
    code = (
        "import sys\n"
        "for m in ('torch', 'gymnasium', 'pettingzoo', 'pyspiel'): sys.modules[m] = None  # absent\n"
        "from dominia.core.game import get_game, get_spec\n"
        "g = get_game('dominion'); s = g.setup(g.normalize_options({'kingdom': 'first-game'}), 1)\n"
        "a = get_spec('dominion').make_bot('policy:dominion-ppo', 1)\n"
        "d = g.pending(s)\n"
        "print(a.choose(g.view(s, d.seat), d) in d.ids())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"
