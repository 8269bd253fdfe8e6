"""The one loop that drives any game with any agents."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dominia.core.agent import Agent
from dominia.core.errors import DominiaError
from dominia.core.game import Game, Outcome
from dominia.core.record import GameRecord


class StalledGame(DominiaError):
    """A game that did not end within the step limit (a bug in a game or agent)."""


def run_game(
    game: Game,
    state: Any,
    agents: Sequence[Agent],
    *,
    record: GameRecord | None = None,
    on_step: Callable[[Any], None] | None = None,
    max_steps: int = 200_000,
) -> Outcome:
    if record is None and on_step is None:
        # A game may play the whole loop itself (`play_out(state, agents, max_steps)`: the same
        # decisions, answers and errors as below, compiled with the game's core)
        play_out = getattr(game, "play_out", None)
        if play_out is not None:
            played: Outcome = play_out(state, agents, max_steps)
            return played
    steps = 0
    pending, view, apply = game.pending, game.view, game.apply  # (looked up once: a hot loop)
    while (decision := pending(state)) is not None:
        steps += 1
        if steps > max_steps:
            raise StalledGame(f"{game.name}: no end after {max_steps} decisions")
        seat = decision.seat
        choice = agents[seat].choose(view(state, seat), decision)
        apply(state, seat, choice)
        if record is not None:
            record.add(seat, choice)
        if on_step is not None:
            on_step(state)
    outcome = game.outcome(state)
    assert outcome is not None
    return outcome
