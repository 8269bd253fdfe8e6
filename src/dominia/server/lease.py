"""Which server process drives a game's bots, when several share one PostgreSQL database.

Any process may commit a human's move to any game: the move's write moves the game's version on
only if it still had the version the move answered (under the row's lock), so two processes can
never both store move N. A game's bots, though, are driven by one process at a time, the holder
of the game's lease (`games.writer`, `games.lease_until`, times on the database's clock): the
process that wants to drive them takes it if it is free, its own, or expired; it renews the
leases of the games it drives every `RENEW` seconds and lets a game's lease go when its bots
stop. A process killed mid-game stops renewing: after `LEASE` seconds another process that holds
the game takes it over and its bots move on there. On SQLite there is one process (run.py), so
no lease is taken.
"""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.engine import Engine

LEASE = 5.0  # seconds a lease lasts unless renewed (a killed process's games wait this long)
RENEW = 1.5  # seconds between renewals (three renewals may fail before a lease is lost)

_TAKE = text(
    "UPDATE games SET writer = :me, lease_until = now() + make_interval(secs => :secs) "
    "WHERE id = :id AND (writer IS NULL OR writer = :me OR lease_until < now()) RETURNING id"
)
# The rows are locked in id order, byte by byte (COLLATE "C", as Python sorts the ids): the
# group commit's batches lock theirs in that order too (writer.py), so a renewal and a batch
# never wait on each other in a circle (a deadlock PostgreSQL broke by failing one of them).
_RENEW = text(
    "UPDATE games SET lease_until = now() + make_interval(secs => :secs) WHERE id IN ("
    'SELECT id FROM games WHERE writer = :me AND id = ANY(:ids) ORDER BY id COLLATE "C" FOR UPDATE'
    ") RETURNING id"
)
_FREE = text("UPDATE games SET writer = NULL, lease_until = NULL WHERE id = :id AND writer = :me")


class Leases:
    """The leases of one process (`me`, its own id) over a PostgreSQL engine."""

    def __init__(self, engine: Engine, me: str, seconds: float = LEASE) -> None:
        self.engine = engine
        self.me = me
        self.seconds = seconds

    def take(self, game_id: str) -> bool:
        """Whether this process now holds the game's lease (free, its own, or expired)."""
        with self.engine.begin() as conn:
            got = conn.execute(_TAKE, {"me": self.me, "id": game_id, "secs": self.seconds}).first()
        return got is not None

    def renew(self, game_ids: list[str]) -> set[str]:
        """Renew the leases of these games; the ones still held (a lease lost is not renewed)."""
        if not game_ids:
            return set()
        with self.engine.begin() as conn:
            rows = conn.execute(_RENEW, {"me": self.me, "ids": game_ids, "secs": self.seconds}).all()
        return {r[0] for r in rows}

    def free(self, game_id: str) -> None:
        """Let the game's lease go (its bots stopped): whichever process is asked next takes it."""
        with self.engine.begin() as conn:
            conn.execute(_FREE, {"me": self.me, "id": game_id})
