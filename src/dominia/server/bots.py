"""The bots of live games, played in the background: never inside a request, never on the loop.

One asyncio task per game whose bot is asked drives it: each step (the bot's decision, then
the move applied and committed under the game's lock) runs in a pool of worker threads, so
the event loop only waits. A decision has a time budget: past it the game moves on with a
fallback choice (the first offered) and the seat gets a fresh agent (the late thread's answer
is dropped: the game's version moved on). A game of bots only is paced (`pace` moves a second)
so that it can be watched and cannot take the server's whole time; and a game whose bots make
`run_cap` moves in a row without a human being asked ends as stalled (see service.py).

The service holds the rules of a step (`BotHost`); this module only schedules them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

log = logging.getLogger("dominia.server.bots")
RETRIES = 8  # a step that fails (the database) is tried again this often, about 20 s in all


ENV: dict[str, type] = {
    "DOMINIA_BOT_BUDGET": float,
    "DOMINIA_BOT_RUN_CAP": int,
    "DOMINIA_BOT_PACE": float,
    "DOMINIA_BOT_GAMES": int,
    "DOMINIA_BOT_GAMES_PER_CLIENT": int,
    "DOMINIA_BOT_WORKERS": int,
    "DOMINIA_BOT_PROCESSES": int,
    "DOMINIA_BOT_SLOW": float,
}
FIELDS = {
    "DOMINIA_BOT_BUDGET": "budget",
    "DOMINIA_BOT_RUN_CAP": "run_cap",
    "DOMINIA_BOT_PACE": "pace",
    "DOMINIA_BOT_GAMES": "max_games",
    "DOMINIA_BOT_GAMES_PER_CLIENT": "max_games_per_client",
    "DOMINIA_BOT_WORKERS": "workers",
    "DOMINIA_BOT_PROCESSES": "processes",
    "DOMINIA_BOT_SLOW": "slow",
}
MAY_BE_ZERO = {"DOMINIA_BOT_PACE", "DOMINIA_BOT_PROCESSES", "DOMINIA_BOT_SLOW"}


@dataclass(frozen=True)
class BotLimits:
    """What bots may take of a server.

    `budget`: seconds a bot may think about one decision. `run_cap`: bot moves in a row (no
    human asked in between; a game of bots: all its moves) before the game ends as stalled.
    `pace`: moves a second of a game of bots only (None: as fast as they think). `max_games`,
    `max_games_per_client`: games of bots only playing at once, in all and per client address
    (more are refused with 429). `workers`: threads the bots think and move in. `processes`:
    worker processes a bot thinks in once one of its decisions took over `slow` seconds (0: none;
    see thinking.py)."""

    budget: float = 10.0
    run_cap: int = 10_000  # six AIs on a big map end in 800-4,200 moves; random bots never
    pace: float | None = 5.0
    max_games: int = 20
    max_games_per_client: int = 2
    workers: int = 4
    processes: int = 2
    slow: float = 0.05

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> BotLimits:
        """The limits with what the environment sets (DOMINIA_BOT_BUDGET, _RUN_CAP, _PACE (0:
        unpaced), _GAMES, _GAMES_PER_CLIENT, _WORKERS, _PROCESSES (0: none), _SLOW); ValueError
        naming a bad one."""
        values: dict[str, Any] = {}
        for name, kind in ENV.items():
            text = env.get(name, "").strip()
            if not text:
                continue
            try:
                value = kind(text)
            except ValueError:
                raise ValueError(name, text) from None
            if not value >= 0 or (value == 0 and name not in MAY_BE_ZERO):
                raise ValueError(name, text)
            values[FIELDS[name]] = value if value or name != "DOMINIA_BOT_PACE" else None
        return cls(**values)


class BotHost(Protocol):
    """The service's side of a step; every method is called from a worker thread."""

    def bot_step(self, live: Any, budget_over: Any) -> bool:
        """One bot decision of `live`, moved and committed; False once no bot is asked (the
        game is no longer driven). `budget_over` is set when the step came too late."""
        ...

    def bot_fallback(self, live: Any, late: Late) -> None:
        """The decision `late` timed: past its budget, move with the fallback choice (unless the
        step moved after all)."""
        ...

    def bot_failed(self, live: Any) -> None:
        """The driver stopped on an error: the game may be driven again later."""
        ...

    def paced(self, live: Any) -> bool:
        """Whether the game's moves are paced (a game of bots only)."""
        ...


class Late:
    """A step's clock: when its bot started thinking (and at which version), and whether its
    budget is over (the step's own move is then dropped)."""

    def __init__(self) -> None:
        self.started: float | None = None  # time.monotonic()
        self.version: int | None = None
        self.over = False


class BotDriver:
    def __init__(self, host: BotHost, limits: BotLimits, loop: asyncio.AbstractEventLoop) -> None:
        self.host = host
        self.limits = limits
        self.loop = loop
        self.pool = ThreadPoolExecutor(limits.workers, thread_name_prefix="dominia-bot")
        self.tasks: set[asyncio.Task[None]] = set()
        self.closed = False

    def drive(self, live: Any) -> None:
        """Start driving `live`'s bots (from any thread; the caller marked it driven)."""
        self.loop.call_soon_threadsafe(self._start, live)

    def _start(self, live: Any) -> None:
        if self.closed:
            self.host.bot_failed(live)
            return
        task = self.loop.create_task(self._run(live))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _run(self, live: Any) -> None:
        pace = self.limits.pace
        failures = 0
        try:
            while True:
                try:
                    going = await self._step(live)
                except Exception:
                    # a busy or lost database: the move was not committed (the game was rebuilt
                    # from the store), so the step is tried again, later and later
                    failures += 1
                    if failures > RETRIES:
                        raise
                    await asyncio.sleep(min(0.05 * 2**failures, 5.0))
                    continue
                failures = 0
                if not going:
                    return
                if pace and self.host.paced(live):
                    await asyncio.sleep(1 / pace)
        except asyncio.CancelledError:
            self.host.bot_failed(live)
            raise
        except Exception:
            # (the game's bots move again when it is next asked for: a view, a resync)
            log.exception("the bots of game %s stopped", getattr(live, "id", "?"))
            self.host.bot_failed(live)

    async def _step(self, live: Any) -> bool:
        """One decision: the step's own answer within the budget (counted from when the bot
        started thinking, not while the step waited for a thread), else the fallback."""
        late = Late()
        step = asyncio.wrap_future(self.pool.submit(self.host.bot_step, live, late))
        budget = self.limits.budget
        while True:
            left = budget if late.started is None else late.started + budget - time.monotonic()
            try:
                # shield: on a timeout the thread goes on; its move is then dropped (late.over)
                return await asyncio.wait_for(asyncio.shield(step), max(left, 0.0))
            except TimeoutError:
                if late.started is None or time.monotonic() < late.started + budget:
                    continue  # still waiting for a thread, or woken early: wait on
                late.over = True
                step.add_done_callback(_quiet)
                await asyncio.to_thread(self.host.bot_fallback, live, late)
                return True

    async def close(self) -> None:
        """Stop driving (at shutdown): no new step starts; the steps under way finish their
        commits (a few seconds at most: a thinking bot's answer is then dropped)."""
        self.closed = True
        for task in list(self.tasks):
            task.cancel()
        with contextlib.suppress(Exception):
            await asyncio.gather(*self.tasks, return_exceptions=True)
        self.pool.shutdown(wait=False, cancel_futures=True)


def _quiet(future: asyncio.Future[Any]) -> None:
    """A late step's result or error, read so that asyncio does not log it as lost."""
    if not future.cancelled():
        future.exception()
