"""One batch of simulated games, and playing game i of it.

A `Batch` is everything that decides its games: the game, its options, the line-up of bots,
the number of games, the base seed and how seats are assigned. Game i gets a seed derived
from the base seed and i, and a seating derived from i alone, so any game can be played on
its own — in this process, in a worker process or on a Ray node — and gives the same result;
a batch split any way over any workers gives the same rows.
"""

from __future__ import annotations

import functools
import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from dominia.core import plugins
from dominia.core.agent import Agent
from dominia.core.game import get_game, get_spec
from dominia.core.rng import Rng, derive_seed
from dominia.core.runner import StalledGame, run_game
from dominia.core.spec import Figures, GameSpec, load
from dominia.sim.collectors import NoCollector

SEATINGS = ("rotate", "shuffle")


# Decisions after which a game counts as stalled (far beyond any real game: the longest, six AIs
# on a war map, take a few thousand).
MAX_STEPS = 200_000
STALLED = "stalled"  # the `reason` of a stalled game's row


@dataclass(frozen=True)
class Batch:
    game: str
    options: dict[str, Any]
    bots: tuple[str, ...]  # the line-up: one entry per seat, in the order given
    games: int
    seed: int
    seating: str = "rotate"

    @property
    def labels(self) -> list[str]:
        """Entry labels: the bot's name, numbered when a bot fills several seats."""
        b = self.bots
        names = {x: plugins.short(x) for x in b}
        clash = {n for n in names.values() if list(names.values()).count(n) > 1}
        # two agents' code of the same name: say where each comes from
        names = {x: plugins.short(x, where=True) if n in clash else n for x, n in names.items()}
        return [f"{names[x]} #{b[:i].count(x) + 1}" if b.count(x) > 1 else names[x] for i, x in enumerate(b)]

    @functools.cached_property  # (every row carries it)
    def run_id(self) -> str:
        """A short fingerprint of everything that decides the games (rows of another run are
        refused when resuming)."""
        data = asdict(self)
        data.pop("games")  # a longer run of the same batch extends it
        text = json.dumps(data, sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:12]

    def game_seed(self, i: int) -> int:
        return derive_seed(self.seed, f"sim:{i}")

    def seats(self, i: int) -> list[int]:
        """The entry sitting in each seat of game i. `rotate`: every entry moves one seat on
        each game (over a multiple of the seat count, each sits everywhere equally often);
        `shuffle`: a random seating per game, from the game's seed."""
        n = len(self.bots)
        if self.seating == "shuffle":
            order = list(range(n))
            Rng(derive_seed(self.game_seed(i), "seating")).shuffle(order)
            return order
        return [(s + i) % n for s in range(n)]


def make_agent(game: str, name: str, seed: int, *, code: bool = False) -> Agent:
    """A bot or AI of `game` by name (each game keeps its own registry); with `code`, also a
    Python agent of the user's (`file.py:Name`; never for the web server's seats)."""
    if code and plugins.is_agent_code(name):
        return plugins.make_agent(name, seed)
    return _resolved(get_spec(game))[0](name, seed)


# id(spec) -> (spec, its bot maker, its figures): what `GameSpec.make_bot` and `.figures` import
# by name at every call, resolved once (the simulator makes every seat's bot for every game)
_RESOLVED: dict[int, tuple[GameSpec, Callable[[str, int], Agent], Figures | None]] = {}


def _resolved(spec: GameSpec) -> tuple[Callable[[str, int], Agent], Figures | None]:
    hit = _RESOLVED.get(id(spec))
    if hit is None or hit[0] is not spec:
        hit = _RESOLVED[id(spec)] = (spec, load(spec.make_bot_fn), spec.figures())
    return hit[1], hit[2]


def figures_of(game: str) -> Figures | None:
    """The game's simulator figures (`GameSpec.figures`, resolved once)."""
    return _resolved(get_spec(game))[1]


def play(batch: Batch, i: int) -> dict[str, Any]:
    """Game i of the batch, as one row of plain data (JSON-able)."""
    game = get_game(batch.game)
    gseed = batch.game_seed(i)
    seats = batch.seats(i)
    t0 = time.process_time()
    agents = [
        make_agent(batch.game, batch.bots[e], derive_seed(gseed, f"seat{s}"), code=True)
        for s, e in enumerate(seats)
    ]
    state = game.setup(batch.options, gseed, logging=False)
    figures = figures_of(batch.game)
    collector = figures.collector(len(seats)) if figures is not None else NoCollector()
    collector.start(state)
    row: dict[str, Any] = {
        "run": batch.run_id,
        "index": i,
        "seed": gseed,
        "seats": seats,
        "bots": [batch.bots[e] for e in seats],
    }
    try:
        # (a collector that says it does not watch the steps spares the runner a call a step,
        # and lets a game play its whole loop itself)
        on_step = collector.on_step if getattr(collector, "watches_steps", True) else None
        outcome = run_game(game, state, agents, on_step=on_step, max_steps=MAX_STEPS)
    except StalledGame:
        # A game the rules cannot end (a continent of a map with no way out) or bots that
        # never end it: recorded as a game nobody won, so that the batch (and a resumed run,
        # which would meet the same game again) can finish.
        cpu = round(time.process_time() - t0, 6)
        row.update(scores=[0] * len(seats), winners=[], reason=STALLED, cpu=cpu, turns=[])
        return row
    row["scores"] = list(outcome.scores)
    row["winners"] = list(outcome.winners)
    row["reason"] = outcome.reason
    row["cpu"] = round(time.process_time() - t0, 6)
    row.update(collector.finish(state, outcome))
    return row


def play_range(batch: Batch, indices: list[int]) -> list[dict[str, Any]]:
    """Several games of the batch (one task for a worker)."""
    return [play(batch, i) for i in indices]
