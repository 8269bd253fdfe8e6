"""The simulator's batch loop for Dominion: whole ranges of games played and tallied in compiled
code (`DominionFigures.play_many`, which the generic simulator calls when it keeps a tally and no
rows are asked for).

Game i of a batch is the game `sim.batch.play` plays: the same seed (`derive` is
`core.rng.derive_seed`, here so that it compiles), the same seating, the same bots with the
same seeds, the same setup and loop. What changes is the glue: the options are normalized once,
a data bot is made once per line-up entry and renewed for each game (`DataBot.renew`, what a new
bot of that seed is), no row is made, and the running totals are added straight into the
simulator's tally (`sim.summary.Tally`'s fields, in the order its `_take` adds them) and the
game's figures tally (`figures.DominionTally.add_game`, counts by card kind).
"""

from __future__ import annotations

import gc
import hashlib
import time
from collections.abc import Callable, Sequence
from typing import Any

from dominia.core.runner import StalledGame
from dominia.games.dominion.bots.databots import Buyer, DataBot
from dominia.games.dominion.engine import answer
from dominia.games.dominion.figures import DominionTally
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.rules import ActionDecision, BuyDecision, score, track_worth, winners
from dominia.games.dominion.setup import normalize_options, setup_state
from dominia.games.dominion.state import DominionState

STALLED = "stalled"  # (the reason the simulator records for a game that did not end)


def derive(seed: int, label: str) -> int:
    """`core.rng.derive_seed` (a test holds them equal): compiled, a game's five derivations
    cost no interpreted call."""
    # (formatted as an object: mypyc 2.4's str() of an int beyond 62 bits leaks it, 48 bytes
    # a call, which made a batch's memory grow with its games)
    key: object = seed
    return int.from_bytes(hashlib.sha256(f"{key}/{label}".encode()).digest()[:8], "big")


class Seat:
    """One line-up entry's bot: made once and renewed for each game when it is a data bot
    whose seed is derived as `make_bot` derives it (`label`), else made for every game."""

    def __init__(self, name: str, make: Callable[[str, int], Any]) -> None:
        self.name = name
        self.make = make
        probe = make(name, 0)
        self.bot: DataBot | None = None
        self.label = ""
        if type(probe) is DataBot:
            for label in (f"bot:{probe.name}", f"bot:{name}"):
                if probe._seed == derive(0, label):
                    self.bot, self.label = probe, label
                    break

    def agent(self, seat_seed: int) -> Any:
        bot = self.bot
        if bot is None:
            return self.make(self.name, seat_seed)
        bot.renew(derive(seat_seed, self.label))
        return bot


def play_many(
    batch: Any,
    start: int,
    stop: int,
    tally: Any,
    make: Callable[[str, int], Any],
    max_steps: int,
    on_games: Callable[[int], None] | None = None,
) -> None:
    """Games `start` to `stop` - 1 of `batch` (a `sim.batch.Batch`), added to `tally` (a
    `sim.summary.Tally` whose next game is `start`); `make(name, seed)` makes a line-up entry's
    agent as the simulator does; `on_games(k)` is told every k games done."""
    opts = normalize_options(batch.options)
    lineup: Sequence[str] = batch.bots
    seats_of = [Seat(name, make) for name in lineup]
    figures: DominionTally = tally.figures_tally
    cpu0 = time.process_time()
    # A game frees itself (no cycle is left: see `state.views` below), so the collector's passes
    # over the young objects are wasted work: off while the loop runs, a young collection every
    # COLLECT_EVERY games in case an agent leaves cycles (memory stays flat).
    collecting = gc.isenabled()
    gc.disable()
    try:
        _loop(batch, start, stop, tally, seats_of, opts, figures, max_steps, on_games)
    finally:
        if collecting:
            gc.enable()
    tally.cpu += time.process_time() - cpu0


COLLECT_EVERY = 1024


def _loop(
    batch: Any,
    start: int,
    stop: int,
    tally: Any,
    seats_of: list[Seat],
    opts: dict[str, Any],
    figures: DominionTally,
    max_steps: int,
    on_games: Callable[[int], None] | None,
) -> None:
    n = len(seats_of)
    rotate = batch.seating == "rotate"
    base: int = batch.seed
    done = 0
    totals = _Totals(n)
    try:
        for i in range(start, stop):
            if not i % COLLECT_EVERY:
                gc.collect(1)
            gseed = derive(base, f"sim:{i}")
            seats: list[int] = [(s + i) % n for s in range(n)] if rotate else batch.seats(i)
            agents = [seats_of[e].agent(derive(gseed, f"seat{s}")) for s, e in enumerate(seats)]
            state = setup_state(opts, gseed, False)
            track_worth(state)
            try:
                _play(state, agents, max_steps)
            except StalledGame:  # (a game nobody won, without figures: `sim.batch.play`'s row)
                totals.games += 1
                totals.stalled += 1
            else:
                _tally(tally, totals, state, seats)
                figures.add_game(state, seats)
            state.views.clear()  # (the views and their state hold each other: freed now, not by the GC)
            state.spare_buy = None  # (as a spare decision and its state do)
            totals.next = i + 1
            done += 1
            if on_games is not None and done == 64:
                on_games(done)
                done = 0
    finally:  # (also when a game raises: the tally holds every game added before it)
        totals.flush(tally)
    if on_games is not None and done:
        on_games(done)


class _Totals:
    """The tally's integer running totals kept natively while the loop runs (`flush`, once, adds
    them to the tally's fields: sums of ints, the same in any grouping; the tally's are
    interpreted objects, each update a dozen attribute lookups); the float shares are added
    to the tally game by game, in order."""

    def __init__(self, n: int) -> None:
        self.next = -1
        self.games = 0
        self.stalled = 0
        self.tied = 0
        self.played = 0  # games with a winner (their lengths, scores and turns are counted)
        self.lengths = 0
        self.scores = [0] * n
        self.turns = [0] * n

    def flush(self, tally: Any) -> None:
        if self.next >= 0:
            tally.next = self.next
        tally.games += self.games
        tally.stalled += self.stalled
        tally.tied_games += self.tied
        played = self.played
        if played:
            lengths = tally.lengths
            lengths.total += self.lengths
            lengths.n += played
            for e in range(len(self.scores)):
                m = tally.scores[e]
                m.total += self.scores[e]
                m.n += played
                m = tally.turns[e]
                m.total += self.turns[e]
                m.n += played


def _play(state: DominionState, agents: list[Any], max_steps: int) -> None:
    """`game.play_to_end`, with a data bot's buys and turn's Actions asked of its `Buyer`
    directly (what `DataBot.choose` does for them, without its dispatch)."""
    buyers: list[Buyer | None] = []
    for agent in agents:
        buyer = agent._buyer if type(agent) is DataBot else None
        buyers.append(buyer)
    chooses: list[Any] = [agent.choose for agent in agents]
    views = [DOMINION.view(state, s) for s in range(state.n)]
    steps = 0
    while True:
        d = state.decision
        if d is None:
            break
        steps += 1
        if steps > max_steps:
            raise StalledGame(f"{DOMINION.name}: no end after {max_steps} decisions")
        seat = d.seat
        buyer = buyers[seat]
        # (a Buyer's answer is legal by construction, `databots.Buyer`: a buy it affords from a
        # pile it counted, the decision's own Actions, or done; tests/sim/test_batch_loop.py
        # plays the same games with every answer checked)
        if buyer is not None and type(d) is BuyDecision:
            pick = buyer.buy(views[seat], d)
            # (answered, and a Buyer keeps no decision: the next buy decision reuses it; a
            # clone shares only the decision pending when it was made, never this one)
            state.spare_buy = d
            answer(state, pick)
            continue
        if buyer is not None and buyer.order is not None and type(d) is ActionDecision:
            answer(state, buyer.play(d))
            continue
        ch: Any = chooses[seat](views[seat], d)
        if type(ch) is str and d.allows(ch):
            answer(state, ch)
        else:
            game: Any = DOMINION
            game.apply(state, seat, ch)


def _tally(tally: Any, totals: _Totals, g: DominionState, seats: list[int]) -> None:
    """`sim.summary.Tally._take` of the game's row, from the state (its integer totals into
    `totals`)."""
    totals.games += 1
    scores = [score(g, s) for s in range(g.n)]
    won = winners(g, scores)
    k = len(won)
    if k > 1:
        totals.tied += 1
    turns = [p.turns for p in g.players]
    totals.played += 1
    totals.lengths += max(turns) if turns else 0
    share: list[float] = tally.share
    by_seat: list[float] = tally.by_seat
    score_totals = totals.scores
    turn_totals = totals.turns
    for s, e in enumerate(seats):
        score_totals[e] = score_totals[e] + scores[s]
        turn_totals[e] = turn_totals[e] + turns[s]
        if s in won:
            share[e] += 1 / k
            by_seat[s] += 1 / k
            if k == 1:
                tally.wins[e] += 1
            else:
                tally.ties[e] += 1
