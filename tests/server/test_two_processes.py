"""Two server processes over one PostgreSQL database serve the same games coherently.

Each app here is a process as far as the games know (its own Store, its own copies of the
games, its own listener for the other's notices). A game is played with moves made through
both; the clients connected to each receive every move, in order, also those made through the
other process, and every frame (most of which came through the other process) is checked for
hidden information as tests/server/test_hidden.py checks a single process's.
"""

from __future__ import annotations

import json
import random
from typing import Any

import anyio
import pytest

from tests.server.helpers import HUMAN, bot, create, mine, pick, tokens
from tests.server.test_hidden import KINGDOM, check_frames

HANG = 60  # seconds before a frame that never comes fails the test (a guard, not a measure)


@pytest.fixture
def two(make_client, db_url):
    if not db_url.startswith("postgresql"):
        pytest.skip("several processes share a PostgreSQL database (SQLite: one process)")
    return make_client(), make_client()


def receive(ws: Any, raw: list[str]) -> dict[str, Any]:
    """The next frame (its text kept in `raw`); fails, rather than hangs, if none comes."""

    async def within() -> Any:
        with anyio.fail_after(HANG):
            return await ws._send_rx.receive()

    message = ws.portal.call(within)
    assert message["type"] == "websocket.send", message
    raw.append(message["text"])
    frame = json.loads(message["text"])
    assert frame["type"] == "state", frame
    return frame


def until(ws: Any, raw: list[str], version: int) -> dict[str, Any]:
    frame = receive(ws, raw)
    while frame["version"] < version:
        frame = receive(ws, raw)
    assert frame["version"] == version
    return frame


@pytest.mark.parametrize(
    ("game", "seats", "options"),
    [
        ("dominion", [HUMAN, HUMAN, bot("bmu")], {"kingdom": KINGDOM}),
        ("domination", [HUMAN, bot("easy"), HUMAN], {"map": "duel", "mode": "mission", "turn_limit": 5}),
    ],
    ids=["dominion", "domination"],
)
def test_a_game_played_through_two_processes_reaches_every_client_and_hides_what_it_must(
    two, game, seats, options
):
    a, b = two
    created = create(a, game, seats, options, seed=31)
    gid, toks = created["game_id"], tokens(created)
    humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
    first, second = humans
    rng = random.Random(31)
    raw: dict[tuple[str, int | None], list[str]] = {("b", first): [], ("b", None): [], ("a", second): []}
    through = {"a": 0, "b": 0}  # the human moves made through each process
    with (
        b.websocket_connect(f"/ws/games/{gid}?token={toks[first]}") as w0,
        b.websocket_connect(f"/ws/games/{gid}?token={created['spectator_token']}") as ws,
        a.websocket_connect(f"/ws/games/{gid}?token={toks[second]}") as w1,
    ):
        clients = {("b", first): w0, ("b", None): ws, ("a", second): w1}
        latest = {k: receive(w, raw[k]) for k, w in clients.items()}

        def settle() -> dict[str, Any]:
            """Every client's frames until a human is asked (or the end), all at one version."""
            for k, w in clients.items():
                frame = latest[k]
                while frame["status"] != "over" and seats[frame["decision"]["seat"]]["kind"] == "bot":
                    frame = receive(w, raw[k])
                latest[k] = frame
            top = max(f["version"] for f in latest.values())
            for k, w in clients.items():  # (a client may have stopped at an earlier human turn)
                if latest[k]["version"] < top:
                    latest[k] = until(w, raw[k], top)
            return latest[("b", None)]

        frame = settle()
        for _ in range(3000):
            if frame["status"] == "over":
                break
            version, seat = frame["version"], frame["decision"]["seat"]
            name, mover = ("b", w0) if seat == first else ("a", w1)
            asked = latest[(name, seat)]
            assert mine(asked)
            mover.send_json({"version": version, "choice": pick(asked, rng)})
            through[name] += 1
            for k, w in clients.items():
                latest[k] = until(w, raw[k], version + 1)
            frame = settle()
        else:
            pytest.fail("the game does not end")
    assert through["a"] > 5 and through["b"] > 5
    checked = sum(check_frames(a.app.state.service, game, gid, k[1], texts) for k, texts in raw.items())
    assert checked > 60
    # and each process's copy is the game as stored
    for client in (a, b):
        live = client.app.state.service._live[gid]
        assert live.version == client.app.state.service.store.get(gid).version


def test_a_link_replaced_through_one_process_stops_working_on_the_other(two):
    a, b = two
    created = create(a, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=3)
    gid, toks = created["game_id"], tokens(created)
    raw: list[str] = []
    with b.websocket_connect(f"/ws/games/{gid}?token={toks[1]}") as ws:
        receive(ws, raw)
        r = a.post(f"/api/games/{gid}/links", json={"host_token": created["host_token"], "seat": 1})
        assert r.status_code == 200, r.text

        async def within() -> Any:
            with anyio.fail_after(HANG):
                return await ws._send_rx.receive()

        message = ws.portal.call(within)
        assert json.loads(message["text"])["code"] == "revoked"
    assert b.get(f"/api/games/{gid}/view", params={"token": toks[1]}).status_code == 403
    assert b.get(f"/api/games/{gid}/view", params={"token": r.json()["token"]}).status_code == 200


def test_a_client_that_saw_a_move_through_the_other_process_may_answer_it_at_once(two):
    """A move sent to a process whose copy has not yet heard of the move it answers (the notice
    is on its way) is applied after catching up, not refused as stale."""
    a, b = two
    created = create(a, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=4)
    gid, toks = created["game_id"], tokens(created)
    b.get(f"/api/games/{gid}/view", params={"token": toks[0]})  # b holds a copy at version 0
    service_b = b.app.state.service
    service_b.fanout.close()  # b hears nothing more from a
    service_b.fanout = None
    version = 0
    for _ in range(6):
        frames = [a.get(f"/api/games/{gid}/view", params={"token": t}).json() for t in toks]
        seat = 0 if mine(frames[0]) else 1
        r = a.post(
            f"/api/games/{gid}/choice",
            json={"token": toks[seat], "version": version, "choice": pick(frames[seat], None)},
        )
        assert r.status_code == 200, r.text
        version += 1
    frames = [a.get(f"/api/games/{gid}/view", params={"token": t}).json() for t in toks]
    seat = 0 if mine(frames[0]) else 1
    r = b.post(
        f"/api/games/{gid}/choice",
        json={"token": toks[seat], "version": version, "choice": pick(frames[seat], None)},
    )
    assert r.status_code == 200, r.text
    assert r.json()["version"] == version + 1 == service_b.store.get(gid).version


def test_a_notice_carries_its_moves_and_a_gap_is_read_from_the_database(two, monkeypatch):
    """The other process applies the moves a notice carries without reading the database; a
    notice that does not follow its copy (one was missed) makes it read what it lacks."""
    a, b = two
    created = create(a, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=6)
    gid, toks = created["game_id"], tokens(created)
    service_b = b.app.state.service
    b.get(f"/api/games/{gid}/view", params={"token": toks[0]})  # b holds a copy at version 0
    service_b.fanout.close()  # the notices are handed over by hand below
    service_b.fanout = None
    reads: list[int] = []
    read = service_b.store.moves_after
    monkeypatch.setattr(service_b.store, "moves_after", lambda g, v: reads.append(v) or read(g, v))

    def play_on_a(n: int) -> list[tuple[int, str]]:
        made = []
        for _ in range(n):
            frames = [a.get(f"/api/games/{gid}/view", params={"token": t}).json() for t in toks]
            seat = 0 if mine(frames[0]) else 1
            answer = {
                "token": toks[seat],
                "version": frames[seat]["version"],
                "choice": pick(frames[seat], None),
            }
            assert a.post(f"/api/games/{gid}/choice", json=answer).status_code == 200
            made.append((seat, answer["choice"]))
        return made

    made = play_on_a(2)
    service_b.changed(gid, 1, made[:1])
    service_b.changed(gid, 2, made[1:])
    assert reads == [] and service_b._live[gid].version == 2
    missed = play_on_a(2)  # the notice of version 3 is lost
    service_b.changed(gid, 4, missed[1:])
    assert reads == [2] and service_b._live[gid].version == 4
    frame = b.get(f"/api/games/{gid}/view", params={"token": toks[0]}).json()
    now = a.get(f"/api/games/{gid}/view", params={"token": toks[0]}).json()
    assert (frame["version"], frame["decision"]) == (now["version"], now["decision"])


def test_a_listener_cut_off_listens_again_and_catches_up(two, db_url):
    """The listening connection of one process is killed on the database server: it listens
    again and catches its games up (notices sent meanwhile were lost), so its clients go on."""
    from sqlalchemy import create_engine, text

    a, b = two
    created = create(a, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=9)
    gid, toks = created["game_id"], tokens(created)
    fanout = b.app.state.service.fanout
    raw: list[str] = []
    with b.websocket_connect(f"/ws/games/{gid}?token={toks[0]}") as ws:
        frame = receive(ws, raw)
        admin = create_engine(db_url)
        cut = fanout.backend
        try:
            with admin.begin() as conn:
                conn.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": cut})
        finally:
            admin.dispose()
        for _ in range(3):  # moves through a, some while b is not listening
            views = [a.get(f"/api/games/{gid}/view", params={"token": t}).json() for t in toks]
            seat = 0 if mine(views[0]) else 1
            answer = {
                "token": toks[seat],
                "version": views[seat]["version"],
                "choice": pick(views[seat], None),
            }
            assert a.post(f"/api/games/{gid}/choice", json=answer).status_code == 200
        frame = until(ws, raw, 3)
    now = a.get(f"/api/games/{gid}/view", params={"token": toks[0]}).json()
    assert (frame["version"], frame["decision"]) == (now["version"], now["decision"])
    assert fanout.listening.is_set() and fanout.backend != cut  # (a new connection)
