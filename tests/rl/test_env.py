"""DominiaGymEnv and DominiaAECEnv: seeding, masks, refusals, rewards, opponents, options."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")
pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo) is not installed")

import dominia.rl  # noqa: E402
from dominia.core.agent import RandomAgent  # noqa: E402
from dominia.core.errors import IllegalChoice, InvalidOptions  # noqa: E402
from dominia.rl.aec_env import DominiaAECEnv  # noqa: E402
from dominia.rl.gym_env import DominiaGymEnv  # noqa: E402
from dominia.rl.policy import PolicyAgent  # noqa: E402

from .helpers import FAST, GAMES, SMALL  # noqa: E402


def play(env: DominiaGymEnv, seed: int, steps: int = 400) -> tuple[list[np.ndarray], list[int], float]:
    """A seeded episode with random masked actions drawn from `seed`: observations, actions, reward."""
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    seen, actions, total = [obs], [], 0.0
    for _ in range(steps):
        assert np.array_equal(env.action_masks(), info["action_mask"].astype(bool))
        legal = np.flatnonzero(info["action_mask"])
        a = int(legal[rng.integers(len(legal))])
        obs, reward, terminated, truncated, info = env.step(a)
        seen.append(obs)
        actions.append(a)
        total += reward
        if terminated or truncated:
            break
    return seen, actions, total


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_episode(game: str) -> None:
    a = play(DominiaGymEnv(game, SMALL[game], opponents=FAST[game]), 7)
    b = play(DominiaGymEnv(game, SMALL[game], opponents=FAST[game]), 7)
    assert a[1] == b[1] and a[2] == b[2]
    assert all(np.array_equal(x, y) for x, y in zip(a[0], b[0], strict=True))
    c = play(DominiaGymEnv(game, SMALL[game], opponents=FAST[game]), 8)
    assert len(c[0]) != len(a[0]) or not all(np.array_equal(x, y) for x, y in zip(a[0], c[0], strict=True))


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_action_is_refused_and_changes_nothing(game: str) -> None:
    env = DominiaGymEnv(game, SMALL[game], opponents=FAST[game])
    obs, info = env.reset(seed=3)
    before = env.env.game.snapshot(env.env.state)
    bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
    for action in (bad, -1, env.action_space.n):
        with pytest.raises(IllegalChoice):
            env.step(action)
    assert env.env.game.snapshot(env.env.state) == before
    again, info2 = env._observe()
    assert np.array_equal(obs, again) and np.array_equal(info["action_mask"], info2["action_mask"])


def test_a_whole_game_gives_the_win_share() -> None:
    env = DominiaGymEnv(
        "dominion", {"kingdom": "first-game", "autoplay_treasures": True}, opponents=["big-money"]
    )
    for seed in range(3):
        _, _, total = play(env, seed, steps=10_000)
        out = env.env.outcome
        assert out is not None
        assert total == (1 / len(out.winners) if 0 in out.winners else 0.0)


def test_score_difference_reward() -> None:
    env = DominiaGymEnv("dominion", {"kingdom": "first-game"}, opponents=["big-money"], reward="score_diff")
    _, _, total = play(env, 5, steps=10_000)
    out = env.env.outcome
    assert out is not None and total == out.scores[0] - out.scores[1]
    with pytest.raises(InvalidOptions):
        DominiaGymEnv("dominion", reward="elo")


def test_opponents_seat_and_options_pass_through() -> None:
    calls: list[str] = []

    def first(view: Any, decision: Any) -> str:
        calls.append(decision.kind)
        return decision.choices[0].id

    env = DominiaGymEnv(
        "domination",
        {"players": 3, "map": "classic", "mode": "capital", "cards": "fixed"},
        opponents=[first, RandomAgent(1)],
        seat=1,
    )
    assert env.options["mode"] == "capital" and env.options["players"] == 3
    play(env, 2, steps=50)
    assert calls and env.env.seat == 1
    dominion = DominiaGymEnv(
        "dominion", {"players": 3, "sets": ["dark-ages"]}, opponents=["bmu", "big-money"]
    )
    assert any(k.endswith(":Rats") for k in dominion.catalog.keys)
    play(dominion, 1, steps=50)


def test_a_frozen_policy_as_an_opponent() -> None:
    options = {"kingdom": "first-game"}
    policy = PolicyAgent("dominion", options, lambda obs, mask: np.flatnonzero(mask)[-1])
    env = DominiaGymEnv("dominion", options, opponents=[policy])
    _, actions, _ = play(env, 1, steps=200)
    assert actions


def test_registered_and_made_by_name() -> None:
    assert set(dominia.rl.ENV_IDS) >= {"dominia/Dominion-v0", "dominia/Domination-v0", "dominia/Dominaria-v0"}
    env = gymnasium.make("dominia/Dominaria-v0", options={"players": 3}, opponents=["planner", "planner"])
    obs, info = env.reset(seed=0)
    assert obs.shape == env.observation_space.shape and info["action_mask"].any()
    u = env.unwrapped
    assert u.action_of(u.catalog.choice_for(int(np.flatnonzero(info["action_mask"])[0]), u.decision)) >= 0


def test_a_sampled_action_is_legal() -> None:
    env = DominiaGymEnv("dominion", {"kingdom": "first-game"})
    env.reset(seed=0)
    env.action_space.seed(0)
    for _ in range(100):
        a = env.action_space.sample()
        assert env.action_masks()[a]
        _, _, terminated, _, _ = env.step(a)
        if terminated:
            env.reset()


@pytest.mark.parametrize("game", GAMES)
def test_self_play_rewards_at_the_end(game: str) -> None:
    env = DominiaAECEnv(game, SMALL[game], max_steps=20_000)
    env.reset(seed=4)
    rng = np.random.default_rng(4)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        for other in env.agents:  # only the seat asked has a mask
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        env.step(int(legal[rng.integers(len(legal))]))
    assert sum(totals.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("asynchronous", [False, True])
def test_vector_copies_step_together_and_reset_themselves(asynchronous: bool) -> None:
    from dominia.rl.vector import vector_env

    def run() -> tuple[list[np.ndarray], int]:
        envs = vector_env(
            "dominion", 2, asynchronous=asynchronous, options=SMALL["dominion"], opponents=FAST["dominion"]
        )
        obs, infos = envs.reset(seed=0)
        rng = np.random.default_rng(0)
        seen, ends = [obs], 0
        for _ in range(300):
            masks = infos["action_mask"]
            assert masks.shape == (2, envs.single_action_space.n) and masks.any(axis=1).all()
            actions = np.array([int((legal := np.flatnonzero(m))[rng.integers(len(legal))]) for m in masks])
            obs, _, terminated, _, infos = envs.step(actions)
            seen.append(obs)
            ends += int(terminated.sum())
        envs.close()
        return seen, ends

    (a, ends), (b, _) = run(), run()
    assert ends > 0 and all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))
