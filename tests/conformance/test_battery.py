"""The conformance battery every game passes.

Random agents play seeded games to the end; after every step the game's
invariants hold; a bad choice is refused without changing anything; views of
two states that differ only in another seat's hidden cards are identical;
and replaying the choice log rebuilds the identical final state.
"""

from __future__ import annotations

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.errors import IllegalChoice
from dominia.core.game import Conformable, get_game, registered_games
from dominia.core.record import GameRecord, replay
from dominia.core.rng import Rng, derive_seed

# Dominion: half base-only, half with Dark Ages (see DominionGame.random_options).
GAMES_PER_GAME = {"dominion": 4000}
CHUNK = 50
MAX_STEPS = 50_000


def _chunks() -> list[tuple[str, int]]:
    out = []
    for name in sorted(registered_games()):
        total = GAMES_PER_GAME.get(name, 500)
        out += [(name, start) for start in range(0, total, CHUNK)]
    return out


def play_checked(name: str, seed: int) -> None:
    game = get_game(name)
    assert isinstance(game, Conformable)
    rng = Rng(derive_seed(seed, "battery"))
    options = game.random_options(rng)
    state = game.setup(options, seed)
    seats = game.num_seats(state)
    agents = [RandomAgent(derive_seed(seed, f"seat{s}")) for s in range(seats)]
    record = GameRecord(name, options, seed)
    steps = 0
    assert game.problems(state) == []
    while (decision := game.pending(state)) is not None:
        steps += 1
        assert steps < MAX_STEPS, f"{name} seed {seed}: no end after {MAX_STEPS} steps"
        if steps % 53 == 1:
            _check_refusals(game, state, decision)
        if steps % 41 == 1:
            _check_hidden(game, state, rng, recent=True)
        seat = decision.seat
        choice = agents[seat].choose(game.view(state, seat), decision)
        game.apply(state, seat, choice)
        record.add(seat, choice)
        problems = game.problems(state)
        assert not problems, f"{name} seed {seed} step {steps} ({seat}: {choice}): {problems}"
    assert game.outcome(state) is not None
    _check_hidden(game, state, rng)
    again = replay(record, game=game)
    assert game.snapshot(again) == game.snapshot(state), f"{name} seed {seed}: replay differs"


def _check_refusals(game, state, decision) -> None:
    before = game.snapshot(state)
    wrong_seat = (decision.seat + 1) % game.num_seats(state)
    with pytest.raises(IllegalChoice):
        game.apply(state, decision.seat, "no-such-choice")
    with pytest.raises(IllegalChoice):
        game.apply(state, wrong_seat, decision.choices[0].id)
    assert game.snapshot(state) == before


def _check_hidden(game, state, rng: Rng, *, recent: bool = False) -> None:
    """During the game the views' logs are compared from the last 100 events; at the end, whole."""
    seats = game.num_seats(state)
    viewer = rng.below(seats + 1)
    viewer = None if viewer == seats else viewer
    other = game.shuffle_hidden(state, viewer, rng)
    start = max(0, game.event_count(state) - 100) if recent else 0
    assert game.view(other, viewer).to_dict(start) == game.view(state, viewer).to_dict(start), (
        f"view of seat {viewer} depends on cards hidden from it"
    )


@pytest.mark.parametrize(("name", "start"), _chunks())
def test_random_games(name: str, start: int) -> None:
    for seed in range(start, start + CHUNK):
        play_checked(name, seed)
