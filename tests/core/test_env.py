"""DominiaEnv: one seat driven step by step, the others bots; the learner sees only its view,
the same seed and actions give the same game, a bad action changes nothing, and the record
replays to the same result."""

from __future__ import annotations

import random

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.errors import DominiaError, IllegalChoice, InvalidOptions, UnknownName
from dominia.core.record import replay
from dominia.env import DominiaEnv

CASES = [
    ("dominion", {"kingdom": "first-game", "autoplay_treasures": True}, ["bmu"]),
    ("domination", {"map": "duel"}, ["easy"]),
    ("dominaria", {}, ["greedy", "random"]),
]


def play(env: DominiaEnv, seed: int, pick_seed: int = 1) -> tuple[list, float]:
    """A random learner to the end; (what it saw at each step, its final reward)."""
    view, info = env.reset(seed=seed)
    rng = random.Random(pick_seed)
    seen = [view.to_dict()]
    while True:
        assert info["legal"] and info["decision"].seat == env.seat
        view, reward, terminated, truncated, info = env.step(rng.choice(info["legal"]))
        seen.append(view.to_dict())
        if terminated or truncated:
            assert terminated and not truncated
            return seen, reward
        assert reward == 0.0


@pytest.mark.parametrize(("game", "options", "opponents"), CASES)
def test_a_learner_plays_to_the_end_and_the_record_replays(game, options, opponents) -> None:
    env = DominiaEnv(game, options, opponents=opponents, seat=1)
    _, reward = play(env, 4)
    out = env.outcome
    assert out is not None and env.decision is None and env.legal_actions == []
    assert reward == (1 / len(out.winners) if 1 in out.winners else 0.0)
    record = env.record()
    assert record.seats[1] == "human:learner" and record.seats[0].startswith("bot:")
    state = replay(record)
    assert env.game.outcome(state) == out
    with pytest.raises(DominiaError, match="over"):
        env.step("anything")


@pytest.mark.parametrize(("game", "options", "opponents"), CASES)
def test_the_same_seed_and_actions_give_the_same_game(game, options, opponents) -> None:
    a, ra = play(DominiaEnv(game, options, opponents=opponents), 9)
    b, rb = play(DominiaEnv(game, options, opponents=opponents), 9)
    assert a == b and ra == rb
    c, _ = play(DominiaEnv(game, options, opponents=opponents), 10)
    assert c != a
    env = DominiaEnv(game, options, opponents=opponents)
    env.reset()
    assert env.seed == 0
    view, _ = env.reset()  # the next game: the one seed 1 deals
    assert env.seed == 1
    assert view.to_dict() == DominiaEnv(game, options, opponents=opponents).reset(seed=1)[0].to_dict()


def test_the_learner_sees_its_view_only() -> None:
    env = DominiaEnv("dominion", {"kingdom": "first-game"}, opponents=["bmu"])
    view, info = env.reset(seed=2)
    assert view.seat == 0 and len(view.hand) == 5
    data = view.to_dict()
    assert "hand" not in data["players"][1]  # the bot's hand is not in what the learner gets
    assert info["decision"].kind == "buy" and "treasures:all" in info["legal"]


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    env = DominiaEnv("domination", {"map": "duel"}, opponents=["easy"])
    view, info = env.reset(seed=5)
    before = view.to_dict()
    with pytest.raises(IllegalChoice):
        env.step("claim:Atlantis")
    assert env.game.view(env.state, 0).to_dict() == before
    _, _, terminated, _, after = env.step(info["legal"][0])  # the game goes on
    assert after["legal"] or terminated
    assert not terminated


def test_opponents_as_agent_objects_and_defaults() -> None:
    env = DominiaEnv("dominion", {"kingdom": "first-game", "players": 3}, opponents=[RandomAgent(1), "bmu"])
    _, reward = play(env, 1)
    assert env.outcome is not None and 0 <= reward <= 1
    assert env.record().seats == ["human:learner", "bot:random", "bot:bmu"]
    default = DominiaEnv("dominion", {"players": 3})
    assert default.opponents == ["heuristic", "heuristic"]
    assert DominiaEnv("domination", {"map": "duel"}, opponents=["ai:hard"]).opponents == ["hard"]


def test_bad_setups_are_clear_errors() -> None:
    with pytest.raises(UnknownName):
        DominiaEnv("dominion", opponents=["no-such-bot"])
    with pytest.raises(InvalidOptions, match="opponents"):
        DominiaEnv("dominion", {"players": 3}, opponents=["bmu"])
    with pytest.raises(InvalidOptions, match="seat 2"):
        DominiaEnv("dominion", opponents=["bmu"], seat=2)
    with pytest.raises(InvalidOptions, match="choose"):
        DominiaEnv("dominion", opponents=[object()])
    with pytest.raises(InvalidOptions):
        DominiaEnv("dominion", {"kingdom": "no such kingdom"}, opponents=["bmu"])
    with pytest.raises(DominiaError, match="reset"):
        DominiaEnv("dominion", opponents=["bmu"]).step("done")
