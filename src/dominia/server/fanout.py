"""Moves fanned out between server processes over one PostgreSQL database (LISTEN/NOTIFY).

Every transaction that changes a game (moves, a stall, a replaced link) also sends
`NOTIFY dominia_games, '<origin> <game id> <version>'`; PostgreSQL delivers it to every
listening connection when, and only if, that transaction commits. Each process listens on a
connection of its own (a thread here) and hands each other process's notice to its service,
which catches its copy of that game up from the database (the moves after the version it holds)
and pushes its own WebSocket clients the frames, as it does for its own moves. A notice for a
game the process does not hold is dropped: it reads the game whole when it is first asked for.
When the connection is lost, every game held is caught up once it is back (notices sent
meanwhile were lost).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import text
from sqlalchemy.engine import Connection, make_url

log = logging.getLogger("dominia.server.fanout")
CHANNEL = "dominia_games"
_NOTIFY = text("SELECT pg_notify(:channel, :payload)")


def notify(conn: Connection, origin: str, game_id: str, version: int) -> None:
    """Tell the other processes, when the caller's transaction commits, that the game changed."""
    conn.execute(_NOTIFY, {"channel": CHANNEL, "payload": f"{origin} {game_id} {version}"})


def conninfo(url: str) -> str:
    """psycopg's connection string for a SQLAlchemy PostgreSQL URL (postgresql+psycopg://...)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


class Fanout:
    """Listens for the other processes' notices; `changed(game_id, version)` is called in a
    small pool of threads (a game's catch-up may wait for that game's lock, not the listener),
    `reconnected()` after the connection came back."""

    def __init__(
        self,
        url: str,
        origin: str,
        changed: Callable[[str, int], None],
        reconnected: Callable[[], None],
    ) -> None:
        self.conninfo = conninfo(url)
        self.origin = origin
        self.changed = changed
        self.reconnected = reconnected
        self.pool = ThreadPoolExecutor(2, thread_name_prefix="dominia-fanout")
        self.listening = threading.Event()  # set while the connection listens (health, tests)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="dominia-listen", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        self.pool.shutdown(wait=True, cancel_futures=True)

    def _run(self) -> None:
        import psycopg

        lost = False
        wait = 0.1
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.conninfo, autocommit=True, connect_timeout=5) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.listening.set()
                    wait = 0.1
                    if lost:
                        self.pool.submit(self._quietly, self.reconnected)
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=0.5):
                            self._take(note.payload)
            except Exception as exc:
                if self._stop.is_set():
                    return
                self.listening.clear()
                if not lost:
                    log.warning("listening for other processes' moves failed: %s", exc)
                lost = True
                self._stop.wait(wait)
                wait = min(wait * 2, 5.0)
        self.listening.clear()

    def _take(self, payload: str) -> None:
        parts = payload.split(" ")
        if len(parts) != 3 or parts[0] == self.origin or not parts[2].isdigit():
            return  # (our own, or not ours to read)
        self.pool.submit(self._quietly, self.changed, parts[1], int(parts[2]))

    def _quietly(self, call: Callable[..., None], *args: object) -> None:
        try:
            call(*args)
        except Exception:
            log.exception("catching up with another process failed")
