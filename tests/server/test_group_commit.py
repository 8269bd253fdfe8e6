"""Moves of many games written at once (on SQLite through one group-commit writer): each is
committed before its append returns, none is lost or doubled, and a bad move fails only itself."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import insert

from dominia.server.store import Conflict, MoveRow, Store
from dominia.server.writer import Closed

SEATS = [{"kind": "human", "bot": None, "name": "", "token_hash": "a" * 64}]


@pytest.fixture
def store(db_url):
    s = Store(db_url)
    yield s
    s.close()


def test_many_games_moving_at_once_keep_every_move_in_order(db_url, store):
    games = [f"g{i}" for i in range(16)]
    for g in games:
        store.create(g, "dominion", {}, 1, SEATS, "b" * 64)
    start = threading.Barrier(len(games))
    errors: list[BaseException] = []

    def play(g: str) -> None:
        start.wait()
        try:
            for v in range(25):
                store.append(g, v, 0, f"{g}:{v}")
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=play, args=(g,)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    reader = Store(db_url)
    try:
        for g in games:
            assert reader.moves(g) == [(0, f"{g}:{v}") for v in range(25)]
            assert reader.get(g).version == 25
    finally:
        reader.close()
    if store.writer is not None:  # SQLite: fewer transactions than moves, never more
        assert store.writer.writes == 16 * 25 and store.writer.batches <= store.writer.writes


def test_a_bad_move_fails_alone(store):
    store.create("ok", "dominion", {}, 1, SEATS, "b" * 64)
    store.create("bad", "dominion", {}, 1, SEATS, "b" * 64)
    with store.engine.begin() as conn:  # a move row the version does not count (a damaged log)
        conn.execute(insert(MoveRow).values(game_id="bad", number=1, seat=0, choice="x"))
    start = threading.Barrier(2)
    outcome: dict[str, str] = {}

    def write(g: str) -> None:
        start.wait()
        try:
            store.append(g, 0, 0, "y")
            outcome[g] = "stored"
        except Conflict:
            outcome[g] = "conflict"

    threads = [threading.Thread(target=write, args=(g,)) for g in ("ok", "bad")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert outcome == {"ok": "stored", "bad": "conflict"}
    assert store.moves("ok") == [(0, "y")] and store.moves("bad") == [(0, "x")]
    assert store.get("bad").version == 0


def test_a_move_after_the_store_closed_is_refused_not_left_waiting(db_url):
    s = Store(db_url)
    s.create("late", "dominion", {}, 1, SEATS, "b" * 64)
    s.close()
    if s.writer is None:
        pytest.skip("one transaction a move: no writer to close")
    with pytest.raises(Closed):
        s.append("late", 0, 0, "x")
