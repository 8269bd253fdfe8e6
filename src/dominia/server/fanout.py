"""Moves fanned out between server processes over one PostgreSQL database (LISTEN/NOTIFY).

Every transaction that changes a game (moves, a stall, a replaced link) also sends
`NOTIFY dominia_games, '<origin> <game id> <version>[ <moves as JSON>]'`; PostgreSQL delivers
it to every listening connection when, and only if, that transaction commits. Each process
listens on a connection of its own (a thread here) and hands each other process's notice to its
service, which applies the moves the notice carries to its copy of that game (or, if it is
further behind or the notice carries none, reads them from the database) and pushes its own
WebSocket clients the frames, as it does for its own moves. A notice carries the moves when
they fit in PostgreSQL's 8,000 bytes; it saves every other process a read per move. A notice for a
game the process does not hold is dropped: it reads the game whole when it is first asked for.
When the connection is lost, every game held is caught up once it is back (notices sent
meanwhile were lost).
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import text
from sqlalchemy.engine import Connection, make_url

log = logging.getLogger("dominia.server.fanout")
CHANNEL = "dominia_games"
_NOTIFY = text("SELECT pg_notify(:channel, :payload)")
MAX_PAYLOAD = 7900  # bytes (PostgreSQL takes up to 8,000)
Changed = Callable[[str, int, "list[tuple[int, str]] | None"], None]


def notify(
    conn: Connection, origin: str, game_id: str, version: int, moves: list[tuple[int, str]] | None = None
) -> None:
    """Tell the other processes, when the caller's transaction commits, that the game changed
    (to `version`, by `moves`, which the notice carries if they fit)."""
    payload = f"{origin} {game_id} {version}"
    if moves:
        with_moves = f"{payload} {json.dumps(moves, separators=(',', ':'))}"
        if len(with_moves.encode("utf-8", "surrogatepass")) <= MAX_PAYLOAD:
            payload = with_moves
    conn.execute(_NOTIFY, {"channel": CHANNEL, "payload": payload})


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
        changed: Changed,
        reconnected: Callable[[], None],
    ) -> None:
        self.conninfo = conninfo(url)
        self.origin = origin
        self.changed = changed
        self.reconnected = reconnected
        self.pool = ThreadPoolExecutor(2, thread_name_prefix="dominia-fanout")
        self.listening = threading.Event()  # set while the connection listens (health, tests)
        self.backend: int | None = None  # the listening connection's server process
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
                    self.backend = conn.info.backend_pid  # (tests cut it off)
                    self.listening.set()
                    wait = 0.1
                    if lost:  # (what was sent meanwhile was not heard)
                        self.pool.submit(self._quietly, self.reconnected)
                        lost = False
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
        parts = payload.split(" ", 3)
        if len(parts) < 3 or parts[0] == self.origin or not parts[2].isdigit():
            return  # (our own, or not ours to read)
        moves = None
        if len(parts) == 4:
            try:
                moves = [(int(seat), str(choice)) for seat, choice in json.loads(parts[3])]
            except (ValueError, TypeError):
                moves = None  # (read from the database instead)
        self.pool.submit(self._quietly, self.changed, parts[1], int(parts[2]), moves)

    def _quietly(self, call: Callable[..., None], *args: object) -> None:
        try:
            call(*args)
        except Exception:
            log.exception("catching up with another process failed")
