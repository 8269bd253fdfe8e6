"""`view.sandbox(rng)` in every game: a copy to plan on that agrees with everything the seat
sees, redeals what it cannot see, rolls its own dice, and leaves the real game untouched."""

from __future__ import annotations

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.game import get_game
from dominia.core.rng import Rng

OPTIONS = {
    "dominion": {"players": 3, "kingdom": "first-game"},
    "domination": {"players": 3, "map": "classic", "mode": "mission"},
    "dominaria": {"players": 3},
}


def positions(name: str, seed: int, every: int = 9):
    """(state, the seat asked) at points along a seeded random game."""
    game = get_game(name)
    state = game.setup(game.normalize_options(OPTIONS[name]), seed)
    agents = [RandomAgent(seed * 10 + s) for s in range(3)]
    step = 0
    while (d := game.pending(state)) is not None and step < 600:
        if step % every == 0:
            yield state, d.seat
        game.apply(state, d.seat, agents[d.seat].choose(game.view(state, d.seat), d))
        step += 1


@pytest.mark.parametrize("name", list(OPTIONS))
def test_a_sandbox_agrees_with_the_view_and_redeals_the_rest(name: str) -> None:
    game = get_game(name)
    redealt = checked = 0
    for state, seat in positions(name, 5):
        view = game.view(state, seat)
        truth = game.snapshot(state)
        sandboxes = [view.sandbox(Rng(k)) for k in range(3)]
        for sb in sandboxes:
            # everything the seat sees is as it is (the log included), for it and for anyone
            assert game.view(sb, seat).to_dict() == view.to_dict()
            assert game.view(sb, None).to_dict() == game.view(state, None).to_dict()
            # its log holds no card hidden from the seat (others' draws, missions, quests)
            assert all(e.to is None or seat in e.to for e in sb.events)
            redealt += game.snapshot(sb) != truth
            checked += 1
        assert game.snapshot(state) == truth  # the real game is untouched
    assert checked > 20 and redealt > checked // 2  # hidden cards really are dealt anew


@pytest.mark.parametrize("name", list(OPTIONS))
def test_a_sandbox_is_reproducible_rolls_its_own_dice_and_can_be_played(name: str) -> None:
    game = get_game(name)
    state, seat = list(positions(name, 8, every=37))[-1]
    view = game.view(state, seat)
    a, b = view.sandbox(Rng(4)), view.sandbox(Rng(4))
    assert game.snapshot(a) == game.snapshot(b)
    assert a.seed != state.seed  # the seed would deal everything again: not in the copy
    # its future randomness is not the game's: the same draws would reveal what is to come
    real = state.rng.clone()
    assert [a.rng.below(10**9) for _ in range(4)] != [real.below(10**9) for _ in range(4)]
    truth = game.snapshot(state)
    d = game.pending(b)
    for _ in range(40):  # play on in the sandbox
        if d is None:
            break
        game.apply(b, d.seat, d.choices[0].id)
        d = game.pending(b)
    assert game.snapshot(state) == truth


def test_the_example_rollout_agent_plans_on_sandboxes_and_plays_legal_deterministic_games(
    monkeypatch,
) -> None:
    from pathlib import Path

    from dominia.core import plugins
    from dominia.core.runner import run_game
    from dominia.sim.batch import make_agent

    spec = plugins.canonical(
        f"{Path(__file__).resolve().parents[2]}/examples/bots/dominion_rollouts.py:Rollouts"
    )
    module = plugins.load_factory(spec).__module__
    import sys

    monkeypatch.setattr(sys.modules[module], "ROLLOUTS", 2)  # (a quick test, not a strong bot)
    game = get_game("dominion")
    options = game.normalize_options({"players": 2, "kingdom": "first-game", "autoplay_treasures": True})
    results = []
    for _ in range(2):
        state = game.setup(options, 12, logging=False)
        out = run_game(game, state, [plugins.make_agent(spec, 1), make_agent("dominion", "bmu", 2)])
        results.append((out.scores, out.winners, game.snapshot(state)))
    assert results[0] == results[1] and results[0][0][0] > 0
