"""The store on each database: values come back as written, and two writers never both append."""

from __future__ import annotations

import datetime as dt
import threading

import pytest

from dominia.server.store import OVER, PLAYING, Conflict, Store

SEATS = [
    {"kind": "human", "bot": None, "name": "Zoë \x00 😀", "token_hash": "a" * 64},
    {"kind": "bot", "bot": "bmu", "name": "bmu (2)", "token_hash": None},
]


@pytest.fixture
def store(db_url):
    s = Store(db_url)
    yield s
    s.close()


def test_a_game_comes_back_as_it_was_stored(store):
    options = {"z": 1, "a": [1, 2, {"b": None}], "map": "duel"}
    store.create("g1", "dominion", options, 2**62 - 1, SEATS, "b" * 64)
    got = store.get("g1")
    assert got is not None
    assert (got.game, got.options, got.seed, got.seats, got.version, got.status) == (
        "dominion",
        options,
        2**62 - 1,
        SEATS,
        0,
        PLAYING,
    )
    assert list(got.options) == ["z", "a", "map"]  # key order kept
    assert got.created_at.tzinfo == dt.UTC
    assert abs(dt.datetime.now(dt.UTC) - got.created_at) < dt.timedelta(minutes=5)
    long_choice = "pick:" + ",".join(["Throne Room"] * 40)  # over any VARCHAR a human may send
    store.append("g1", 0, 1, long_choice)
    store.append("g1", 1, 0, "buy:Silver", over=True, result={"winners": [0], "scores": [3, 1]})
    assert store.moves("g1") == [(1, long_choice), (0, "buy:Silver")]
    done = store.get("g1")
    assert done is not None
    assert (done.version, done.status, done.result) == (2, OVER, {"winners": [0], "scores": [3, 1]})
    assert done.updated_at >= done.created_at
    assert [g.id for g in store.list_games(["g1", "nope"])] == ["g1"]
    assert store.get("nope") is None


def test_a_move_must_answer_the_current_version(store):
    store.create("g2", "dominion", {}, 1, SEATS, "b" * 64)
    store.append("g2", 0, 0, "x")
    with pytest.raises(Conflict):
        store.append("g2", 0, 1, "y")  # stale: the game is at 1
    with pytest.raises(Conflict):
        store.append("g2", 5, 1, "y")  # from the future
    with pytest.raises(Conflict):
        store.append("nope", 0, 1, "y")
    assert store.moves("g2") == [(0, "x")]
    got = store.get("g2")
    assert got is not None and got.version == 1


def test_of_writers_racing_for_the_same_move_exactly_one_wins(db_url, store):
    store.create("g3", "dominion", {}, 1, SEATS, "b" * 64)
    others = [Store(db_url) for _ in range(3)]  # other server processes on the same database
    writers = [store, *others] * 3
    start = threading.Barrier(len(writers))
    outcomes: list[str] = []

    def write(i: int, s: Store) -> None:
        start.wait()
        try:
            s.append("g3", 0, 0, f"choice{i}")
            outcomes.append(f"choice{i}")
        except Conflict:
            outcomes.append("conflict")

    threads = [threading.Thread(target=write, args=(i, s)) for i, s in enumerate(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for s in others:
        s.close()
    won = [o for o in outcomes if o != "conflict"]
    assert len(outcomes) == len(writers) and len(won) == 1
    assert store.moves("g3") == [(0, won[0])]
    got = store.get("g3")
    assert got is not None and got.version == 1
