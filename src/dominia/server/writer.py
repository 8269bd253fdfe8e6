"""Group commit: the moves of concurrent games written in one transaction.

SQLite takes one writer at a time and a commit waits for the disk (synchronous=FULL: a move is
on disk before anyone is told). With every game committing its own moves from its own thread,
the writers queue on the database lock (and the driver's busy handler sleeps between tries);
here one thread takes every move waiting, writes them in one transaction and syncs once, then
wakes each caller: each move is still committed before its caller returns, and a batch costs
about one sync whatever its size. On PostgreSQL the same saves a commit (a sync and round
trips) per move and the connections the writers would queue for. A batch takes the games in
id order (a stable sort: one game's writes keep theirs), so the row locks of two processes'
batches are always taken in the same order and never deadlock.

A move refused by its own check (`Refused`: the game moved on) changes nothing and leaves the
batch going on; any other error fails the batch, and its moves are then written one by one so
that an error is only its own move's.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from sqlalchemy.engine import Connection, Engine

MAX_BATCH = 256  # moves in one transaction


class Refused(Exception):
    """A write's own check failed; nothing of it was written."""


class Closed(Exception):
    """The writer is closed (the server is stopping): nothing was written."""


Write = Callable[[Connection, Any], None]


class GroupCommit:
    def __init__(self, engine: Engine, write: Write) -> None:
        self.engine = engine
        self.write = write
        self._queue: queue.SimpleQueue[tuple[Any, Future[None]] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="dominia-writer", daemon=True)
        self._thread.start()
        self.batches = 0  # (figures for the benchmark)
        self.writes = 0
        self.closed = False

    def submit(self, item: Any) -> None:
        """Write `item` (in some transaction) and return once it is committed; its error if not."""
        if self.closed:
            raise Closed("the store is closed")
        done: Future[None] = Future()
        self._queue.put((item, done))
        if self.closed:  # (closed meanwhile: the writer may be gone)
            self._refuse_waiting()
        done.result()

    def close(self) -> None:
        """Commit what is waiting, then stop; a write that comes later is refused (Closed),
        never left waiting."""
        self.closed = True
        self._queue.put(None)
        self._thread.join(timeout=10)
        self._refuse_waiting()

    def _refuse_waiting(self) -> None:
        if self._thread.is_alive():
            return  # (it takes them all, up to the end mark)
        while True:
            try:
                got = self._queue.get_nowait()
            except queue.Empty:
                return
            if got is not None:
                got[1].set_exception(Closed("the store is closed"))

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            while len(batch) < MAX_BATCH:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    self._queue.put(None)  # (close after this batch)
                    break
                batch.append(more)
            self._commit(batch)

    def _commit(self, batch: list[tuple[Any, Future[None]]]) -> None:
        batch.sort(key=lambda one: str(one[0][0]))  # (items are tuples, the game's id first)
        refused: list[BaseException | None] = []
        try:
            with self.engine.begin() as conn:
                for item, _ in batch:
                    try:
                        self.write(conn, item)
                        refused.append(None)
                    except Refused as exc:
                        refused.append(exc)
        except BaseException as exc:  # (handed to the callers)
            if len(batch) > 1:
                for one in batch:
                    self._commit([one])
                return
            batch[0][1].set_exception(exc)
            return
        self.batches += 1
        self.writes += len(batch)
        for (_, done), why in zip(batch, refused, strict=True):
            if why is None:
                done.set_result(None)
            else:
                done.set_exception(why)
