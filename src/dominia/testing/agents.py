"""The battery for an agent (a bot, an AI, a user's Python agent) on a game: it sits at one
seat, random agents at the others, over seeded games with the battery's random options.

Each of its answers is a choice id the decision offers; choosing leaves the game as it was
(an agent reads its view, and a view may hold the state itself); the game's invariants hold
after every move; every game ends; and a game played again with an agent made from the same
seed is the same game, move for move.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from dominia.core.agent import Agent, RandomAgent
from dominia.core.game import Game
from dominia.core.i18n import msg
from dominia.core.record import GameRecord
from dominia.core.rng import Rng, derive_seed
from dominia.testing import checks
from dominia.testing.battery import MAX_STEPS, BatteryFailure, Report, resolve
from dominia.testing.checks import CheckFailed

AGENT_CHECKS = ("games", "agent-legal", "agent-hands-off", "invariants", "agent-same")
AGENT_GAMES = 50  # games by default (an AI may take its time over a decision)


def check_agent(
    game: Game | str,
    make: Callable[[int], Agent],
    *,
    games: int = AGENT_GAMES,
    seed: int = 0,
    name: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> Report:
    """Plays `games` games from seed `seed` on, an agent made by `make(seed)` at seat
    seed % seats of each; returns what passed, raises BatteryFailure at the first failure
    (`name`: how the failure's account names the agent for --bot). A bot's test in one line:

        def test_my_bot(): check_agent("dominion", lambda seed: MyBot(seed))
    """
    g = resolve(game)
    report = Report(g.name, "agent", seed, order=AGENT_CHECKS)
    for i in range(games):
        first = _play(g, make, seed + i, report.counts, name)
        again = _play(g, make, seed + i, Counter(), name)
        if again.moves != first.moves:
            pairs = zip(first.moves, again.moves, strict=False)  # (one game may be longer)
            n = next((k for k, (a, b) in enumerate(pairs) if a != b), None)
            n = min(len(first.moves), len(again.moves)) if n is None else n
            text = msg("testing-fail-agent-same", n=n + 1)
            raise BatteryFailure(
                g.name, seed + i, "agent-same", text, options=first.options, step=n + 1, bot=name
            )
        report.counts["agent-same"] += 1
        report.counts["games"] += 1
        report.games += 1
        if progress is not None:
            progress(report.games)
    return report


def _play(
    game: Any, make: Callable[[int], Agent], seed: int, counts: Counter[str], name: str | None
) -> GameRecord:
    rng = Rng(derive_seed(seed, "battery"))
    options = game.random_options(rng)
    state = game.setup(options, seed)
    seats = game.num_seats(state)
    mine = seed % seats
    agents: list[Any] = [RandomAgent(derive_seed(seed, f"seat{s}")) for s in range(seats)]
    agents[mine] = make(derive_seed(seed, f"seat{mine}"))
    record = GameRecord(game.name, options, seed)
    step = 0
    move: tuple[int, str] | None = None
    try:
        while (decision := game.pending(state)) is not None:
            step += 1
            move = None
            if step >= MAX_STEPS:
                raise CheckFailed("end", msg("testing-fail-no-end", steps=MAX_STEPS))
            seat = decision.seat
            view = game.view(state, seat)
            if seat != mine:
                choice = agents[seat].choose(view, decision)
            else:
                before = checks.snapshot(game, state)
                choice = agents[seat].choose(view, decision)
                if type(choice) is not str or not decision.allows(choice):
                    raise CheckFailed("agent-legal", msg("testing-fail-agent-legal", choice=repr(choice)))
                counts["agent-legal"] += 1
                if (where := checks.same(game, before, state)) is not None:
                    raise CheckFailed("agent-hands-off", msg("testing-fail-agent-state", where=where))
                counts["agent-hands-off"] += 1
            move = (seat, choice)
            game.apply(state, seat, choice)
            record.add(seat, choice)
            checks.invariants(game, state)
            counts["invariants"] += 1
    except CheckFailed as failed:
        raise BatteryFailure(
            game.name, seed, failed.check, failed.text, options=options, step=step, move=move, bot=name
        ) from failed
    except BatteryFailure:
        raise
    except Exception as exc:  # the agent or the game crashed: the same account, with its traceback
        text = msg("testing-fail-crash", error=f"{type(exc).__name__}: {exc}")
        raise BatteryFailure(
            game.name, seed, "crash", text, options=options, step=step, move=move, bot=name
        ) from exc
    return record
