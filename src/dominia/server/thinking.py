"""Where a bot thinks: in the calling worker thread, or in a pool of worker processes.

A bot that thinks on the CPU for long (a planning AI, a hard AI on a big map) holds Python's
interpreter lock, and every other game's frames wait for it. So once a seat's bot has taken
more than `slow` seconds over a decision, its next decisions are thought over in a separate
process: the agent, the seat's view and the decision are sent there (pickled), and the choice
comes back with the agent as it is after choosing (its own random stream moved on), which then
replaces the seat's agent. An agent that says it thinks long (a class attribute `thinks_long =
True`: the search AIs) goes there from its first decision. A kind of bot (the game and the
bot's name) whose decisions were mostly slow (`KIND_EVIDENCE` of them at least) is known to
think long: its new seats go to the processes from their first decision. (One slow decision of
a quick bot, on a busy machine, marks its seat but not its kind.) The processes run at a lower
priority (`NICE`): on a small machine a bot thinking for seconds takes the CPU the players'
moves leave, not theirs. The game is the same as if it had thought here: the same agent state,
the same view, so the same choice. A bot that cannot be sent (an agent holding a function
defined in a function) stays in the thread. Without processes (`processes` 0) every bot thinks
in the thread.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import pickle
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger("dominia.server.thinking")

KIND_EVIDENCE = 3  # slow decisions of a kind of bot before its new seats go to the processes
NICE = 10  # added to the worker processes' niceness (a move answers before a bot's thought)


def _lower_priority() -> None:
    """(In a worker process, as it starts.)"""
    with contextlib.suppress(OSError):  # (not allowed here: the same priority as the server)
        os.nice(NICE)


def _think(blob: bytes) -> tuple[str, bytes, float]:
    """(In a worker process.) The choice, the agent after it and the seconds it thought."""
    agent, view, decision = pickle.loads(blob)
    started = time.monotonic()
    choice = agent.choose(view, decision)
    return choice, pickle.dumps(agent), time.monotonic() - started


class Thinker:
    def __init__(self, processes: int, slow: float) -> None:
        self.processes = processes
        self.slow = slow
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._slow: set[Any] = set()  # seats (keys) whose bots think in a process
        self._slow_kinds: set[Any] = set()  # kinds of bot known to think long (any seat)
        self._kind_times: dict[Any, list[int]] = {}  # a kind's decisions here: [slow, all]
        self._local: set[Any] = set()  # those that cannot be sent
        self._unsent: set[Any] = set()  # kinds of bot said to be unsendable (logged once each)
        self._closed = False
        self.sent = 0  # decisions thought over in a process (figures, tests)

    def choose(self, key: Any, agent: Any, view: Any, decision: Any, kind: Any = None) -> tuple[str, Any]:
        """The agent's choice, and the agent to keep for the seat (the same one, or its state
        after thinking in a process). `kind`: what the seat's bot is (None: unknown)."""
        if self.sends(key, kind, agent):
            try:
                blob = pickle.dumps((agent, view, decision))
            except Exception as exc:  # (not sendable: it thinks here from now on)
                self._local.add(key)
                self._cannot_send(kind, exc)
            else:
                try:
                    choice, after, thought = self._pool_().submit(_think, blob).result()
                    agent_after = pickle.loads(after)
                except BrokenProcessPool:  # (a worker died: a new pool next time; this one here)
                    if not self._closed:  # (else the server is stopping: it stopped them)
                        log.warning("a bot's worker process stopped; it thinks in a thread this time")
                        self._drop_pool()
                except Exception as exc:  # (its agent's own error, or its answer cannot come back)
                    self._local.add(key)
                    self._cannot_send(kind, exc)
                else:
                    self.sent += 1
                    self._count(kind, thought > self.slow)
                    return choice, agent_after
        started = time.monotonic()
        choice = agent.choose(view, decision)
        slow = time.monotonic() - started > self.slow
        if slow:
            self._slow.add(key)
        self._count(kind, slow)
        return choice, agent

    def _cannot_send(self, kind: Any, exc: Exception) -> None:
        """Say once per kind of bot that it thinks in the thread though it thinks long."""
        with self._lock:
            if kind in self._unsent:
                return
            self._unsent.add(kind)
        log.warning("a bot (%s) cannot think in a worker process, so it thinks in a thread: %r", kind, exc)

    def _count(self, kind: Any, slow: bool) -> None:
        """One more decision of a kind of bot, slow or not."""
        if kind is None:
            return
        with self._lock:
            times = self._kind_times.setdefault(kind, [0, 0])
            times[0] += slow
            times[1] += 1
            if times[0] >= KIND_EVIDENCE and 2 * times[0] > times[1]:
                self._slow_kinds.add(kind)

    def sends(self, key: Any, kind: Any = None, agent: Any = None) -> bool:
        """Whether the seat's next decision is thought over in a process (`agent`: the seat's,
        which may say it thinks long with `thinks_long = True`)."""
        slow = (
            key in self._slow
            or (kind is not None and kind in self._slow_kinds)
            or getattr(agent, "thinks_long", False) is True
        )
        return slow and key not in self._local and self.processes > 0 and not self._closed

    def forget(self, game_id: str) -> None:
        """A game let go of: its seats' marks go with it (keys are (game id, seat))."""
        for marks in (self._slow, self._local):
            marks.difference_update({k for k in marks if k[0] == game_id})

    def _pool_(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                # spawned, not forked: this process has threads (a fork could copy a held lock)
                context = multiprocessing.get_context("spawn")
                self._pool = ProcessPoolExecutor(
                    self.processes, mp_context=context, initializer=_lower_priority
                )
            return self._pool

    def close(self) -> None:
        """Stop the worker processes (at shutdown: a bot still thinking there is dropped)."""
        self._closed = True
        self._drop_pool()

    def _drop_pool(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            processes = list(getattr(pool, "_processes", {}).values())
            pool.shutdown(wait=False, cancel_futures=True)
            for p in processes:  # (one stuck in a decision would keep the server from exiting)
                p.terminate()
