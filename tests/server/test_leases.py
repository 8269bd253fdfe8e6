"""The leases' renewal locks its games' rows in the order the group commit's batches lock
theirs (the ids, byte by byte), so the two never deadlock (PostgreSQL only: on SQLite one
process writes and there are no leases)."""

from __future__ import annotations

import threading
import time

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import OperationalError

from dominia.server.lease import Leases
from dominia.server.store import Store


def waiting(conn) -> None:
    """Until a renewal waits for a row lock (a guard of a minute, not a measure)."""
    for _ in range(600):
        row = conn.execute(
            text(
                "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                "AND query LIKE 'UPDATE games SET lease_until%' AND datname = current_database()"
            )
        ).first()
        conn.rollback()
        if row is not None:
            return
        time.sleep(0.1)
    raise AssertionError("the renewal never waited for the held row")


def test_a_renewal_locks_its_games_in_id_order(db_url):
    if not db_url.startswith("postgresql"):
        pytest.skip("leases are taken over PostgreSQL only (SQLite: one process)")
    store = Store(db_url)
    seats = [{"kind": "human", "bot": None, "name": "", "token_hash": "a" * 64}]
    for gid in ("b-game", "a-game"):
        store.create(gid, "dominion", {}, 1, seats, "s" * 64)
    leases = Leases(store.engine, "me")
    assert leases.take("b-game") and leases.take("a-game")  # (b written first: a scan meets it first)
    engine = create_engine(db_url)
    try:
        with engine.connect() as holder, engine.connect() as prober:
            holder.execute(text("SELECT id FROM games WHERE id = 'b-game' FOR UPDATE"))  # b held
            renewed: list[set[str]] = []
            renewal = threading.Thread(target=lambda: renewed.append(leases.renew(["b-game", "a-game"])))
            renewal.start()
            waiting(prober)  # (for b: by then it must hold a)
            with pytest.raises(OperationalError, match="could not obtain lock"):
                prober.execute(text("SELECT id FROM games WHERE id = 'a-game' FOR UPDATE NOWAIT"))
            prober.rollback()
            holder.rollback()  # (b let go: the renewal goes on)
            renewal.join(10)
        assert renewed == [{"a-game", "b-game"}]
    finally:
        engine.dispose()
        store.close()
