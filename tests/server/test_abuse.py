"""The server under abuse (issue 17's list): each attack is refused clearly, changes nothing,
and leaves the server answering everybody else. SQLite only: none of it is the database's."""

from __future__ import annotations

import contextlib
import json
import logging
import socket
import threading
import time
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from dominia.server import connections, lobby
from dominia.server.app import create_app
from dominia.server.connections import OnceFilter, guarded, raise_open_files
from dominia.server.guards import SocketCaps, too_deep
from dominia.server.lobby import clean_name
from tests.server.conftest import NO_LIMIT, UNPACED, app_clients
from tests.server.helpers import HUMAN, bot, create, mine, tokens

HANG = 30  # seconds after which a wait is a failure (never a measure)


@pytest.fixture
def make_app(tmp_path) -> Iterator:
    with app_clients(f"sqlite:///{tmp_path / 'games.sqlite3'}") as make:
        yield make


def duo(client: TestClient) -> tuple[str, list[str]]:
    created = create(client, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=7)
    return created["game_id"], [t for t in tokens(created) if t]


def test_nesting_is_measured_outside_strings():
    assert too_deep("[" * 17) and not too_deep("[" * 16)
    assert not too_deep(json.dumps({"choice": "[" * 100}))
    assert not too_deep(json.dumps({"choice": '\\"[[[[[[[[[[[[[[[[[[['}))


def test_deeply_nested_json_gets_a_clear_error_and_the_socket_plays_on(make_app):
    client = make_app()
    gid, (t0, _) = duo(client)
    with client.websocket_connect(f"/ws/games/{gid}?token={t0}&lang=uk") as ws:
        frame = ws.receive_json()
        ws.send_text("[" * 1000)
        error = ws.receive_json()
        assert error["code"] == "bad_message" and "16" in error["error"] and "[" not in error["error"]
        assert client.app.state.service.store.moves(gid) == []
        ws.send_json({"version": frame["version"], "choice": frame["decision"]["choices"][0]["id"]})
        assert ws.receive_json()["version"] == 1  # the same socket, still served


def test_resyncs_are_budgeted_per_address_and_per_game_not_per_socket(make_app):
    client = make_app(resync_rate=(3, 1e-6))  # three whole frames, then (nearly) none
    gid, (t0, t1) = duo(client)
    answers = []
    with (
        client.websocket_connect(f"/ws/games/{gid}?token={t0}") as a,
        client.websocket_connect(f"/ws/games/{gid}?token={t1}&lang=uk") as b,
    ):
        a.receive_json(), b.receive_json()
        for ws in (a, b, a, b):
            ws.send_json({"type": "resync"})
            answers.append(ws.receive_json()["type"])
        b.send_json({"type": "lang", "lang": "uk"})
        refused = b.receive_json()
    assert answers == ["state", "state", "state", "error"]
    assert refused["code"] == "rate_limited" and refused["error"] == "забагато повідомлень; повільніше"
    other, (o0, _) = duo(client)  # another game, the same address: its budget is spent too
    with client.websocket_connect(f"/ws/games/{other}?token={o0}") as ws:
        ws.receive_json()
        ws.send_json({"type": "resync"})
        assert ws.receive_json()["code"] == "rate_limited"


def test_sockets_are_capped_per_game_and_per_address_and_given_back(make_app):
    client = make_app(sockets=SocketCaps(per_address=3, per_game=2))
    gid, (t0, t1) = duo(client)
    other, (o0, _) = duo(client)
    with contextlib.ExitStack() as stack:
        for t in (t0, t1):
            stack.enter_context(client.websocket_connect(f"/ws/games/{gid}?token={t}")).receive_json()
        with client.websocket_connect(f"/ws/games/{gid}?token={t0}&lang=ru") as ws:
            refused = ws.receive_json()
        assert refused["code"] == "too_many_sockets" and "(не больше 2)" in refused["error"]
        stack.enter_context(client.websocket_connect(f"/ws/games/{other}?token={o0}")).receive_json()
        with client.websocket_connect(f"/ws/games/{other}?token={o0}") as ws:
            refused = ws.receive_json()
        assert refused["code"] == "too_many_sockets" and "(at most 3)" in refused["error"]
    assert client.app.state.sockets.counts() == (0, 0)  # closed sockets are given back


def test_a_flood_of_messages_is_told_to_slow_down_once_not_once_a_message(make_app):
    client = make_app(rate=(5, 1e-6))
    gid, (t0, _) = duo(client)
    with client.websocket_connect(f"/ws/games/{gid}?token={t0}") as ws:
        frame = ws.receive_json()
        for _ in range(50):
            ws.send_json({"type": "choice", "version": 99, "choice": "x"})
        ws.send_json({"version": frame["version"], "choice": "nothing"})  # (a marker: refused)
        codes = []
        while True:
            got = ws.receive_json()
            codes.append(got["code"])
            if got["code"] == "rate_limited":
                break
    assert codes == ["stale"] * 5 + ["rate_limited"]


def test_a_token_may_come_in_a_header_or_the_first_message_never_in_the_url(make_app):
    client = make_app()
    gid, (t0, _) = duo(client)
    view = client.get(f"/api/games/{gid}/view", headers={"X-Dominia-Token": t0})
    assert view.status_code == 200 and view.json()["seat"] == 0
    bearer = client.get(f"/api/games/{gid}", headers={"Authorization": f"Bearer {t0}"})
    assert bearer.json()["seat"] == 0
    assert client.get(f"/api/games/{gid}/view").json()["code"] == "bad_token"
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"type": "token", "token": t0, "lang": "uk"})
        frame = ws.receive_json()
    assert frame["seat"] == 0 and frame["lang"] == "uk"
    with client.websocket_connect(f"/ws/games/{gid}?lang=uk") as ws:
        ws.send_text("[" * 500)
        refused = ws.receive_json()
    assert refused["code"] == "bad_token" and refused["error"].startswith("не передано")


def test_player_names_lose_control_and_bidi_characters():
    assert clean_name("Ann\u202eevil\u202c") == "Annevil"
    assert clean_name("a\x00b\u200b\u2066c") == "abc"
    assert clean_name("  <b>Bob</b>\n\t x ") == "<b>Bob</b> x"  # markup stays text
    assert clean_name("e\u0301") == "\u00e9" and clean_name("👩\u200d👩") == "👩\u200d👩"
    assert len(clean_name("x" * 100)) == 40


def test_names_are_stored_cleaned(make_app):
    client = make_app()
    created = create(client, "dominion", [{"kind": "human", "name": "\u202eAnn\x00"}, bot("bmu")])
    assert created["seats"][0]["name"] == "Ann"


@pytest.mark.parametrize("sets", [3, True, [["base"]], {"a": 1}, [None], "base", 2.5])
def test_bad_option_values_are_refused_clearly_never_a_500(make_app, sets):
    client = make_app()
    r = client.post(
        "/api/games",
        json={"game": "dominion", "seats": [HUMAN, HUMAN], "options": {"sets": sets}},
        params={"lang": "uk"},
    )
    assert r.status_code == 422 and r.json()["code"] == "bad_options" and r.json()["error"]


def test_the_games_endpoints_are_rate_limited_per_address(make_app):
    client = make_app(endpoint_rate=(2, 1e-6))
    game = lobby.games()[0]
    got = [client.get(f"/api/game/{game}/nothing-here").status_code for _ in range(3)]
    assert got == [404, 404, 429]
    refused = client.get(f"/api/game/{game}/nothing-here", params={"lang": "hu"}).json()
    assert refused["code"] == "rate_limited" and refused["error"] == "túl sok üzenet; lassabban"


def test_a_repeated_log_line_is_written_once_with_a_count(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(connections.time, "monotonic", lambda: now[0])
    once = OnceFilter(window=60)
    records = [logging.LogRecord("asyncio", logging.ERROR, "", 0, "accept failed: %s", ("EMFILE",), None)]
    passed = [once.filter(records[0])]
    for _ in range(999):
        passed.append(
            once.filter(
                logging.LogRecord("asyncio", logging.ERROR, "", 0, "accept failed: %s", ("EMFILE",), None)
            )
        )
    now[0] += 61
    last = logging.LogRecord("asyncio", logging.ERROR, "", 0, "accept failed: %s", ("EMFILE",), None)
    passed.append(once.filter(last))
    assert passed.count(True) == 2
    assert last.getMessage() == "accept failed: EMFILE (and 999 more like it in the last 60 s)"


# ---- a real server: connections held open, a flood of sockets
@contextlib.contextmanager
def serving(tmp_path, header_timeout: float, max_connections: int) -> Iterator[tuple[int, TestClient, list]]:
    import uvicorn

    app = create_app(
        f"sqlite:///{tmp_path / 'flood.sqlite3'}",
        allow_seed=True,
        rate=NO_LIMIT,
        create_rate=NO_LIMIT,
        bots=UNPACED,
        sockets=SocketCaps(per_address=50, per_game=50),
    )
    protocol = guarded(header_timeout=header_timeout, max_connections=max_connections)
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record)

    keep = Keep()
    keep.addFilter(OnceFilter())
    watched = [logging.getLogger(n) for n in ("uvicorn", "uvicorn.error", "asyncio", "dominia")]
    for lg in watched:
        lg.addHandler(keep)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = uvicorn.Config(app, host="127.0.0.1", port=port, http=protocol, log_config=None, backlog=4096)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + HANG
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield port, protocol, records
    finally:
        server.should_exit = True
        thread.join(HANG)
        for lg in watched:
            lg.removeHandler(keep)


def test_a_flood_of_slow_and_surplus_connections_is_refused_and_a_move_still_answers(tmp_path):
    from websockets.sync.client import connect

    raise_open_files()
    n, cap = 1500, 300
    with serving(tmp_path, header_timeout=1.0, max_connections=cap) as (port, protocol, records):
        socks = []
        for _ in range(n):  # each sends half a request and waits, as a slow-headers attack does
            s = socket.create_connection(("127.0.0.1", port), timeout=HANG)
            s.sendall(b"GET /api/catalog HTTP/1.1\r\nHost: x\r\n")
            socks.append(s)
        answers = []
        for s in socks:
            try:
                answers.append(s.recv(1000))
            except OSError:
                answers.append(b"")
            s.close()
        busy = [a for a in answers if a.startswith(b"HTTP/1.1 503")]
        closed = [a for a in answers if a == b""]
        assert len(busy) + len(closed) == n  # every one answered or let go: none held
        # (the first `cap` are let in, then closed for their slow headers, freeing their places)
        assert len(busy) >= 1 and len(closed) >= cap
        assert protocol.refused == len(busy) and protocol.timed_out == len(closed)
        assert b'"code":"busy"' in busy[0]
        # WebSockets from one address past its cap are refused, and the server still plays
        import urllib.request

        body = json.dumps({"game": "dominion", "seats": [HUMAN, bot("big-money")], "options": {}})
        req = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/games", body.encode(), {"content-type": "application/json"}
        )
        with urllib.request.urlopen(req, timeout=HANG) as r:
            created = json.load(r)
        gid, token = created["game_id"], created["seats"][0]["token"]
        url = f"ws://127.0.0.1:{port}/ws/games/{gid}?token={token}"
        held, refused = [], 0
        with contextlib.ExitStack() as stack:
            for _ in range(80):
                ws = stack.enter_context(connect(url, open_timeout=HANG))
                first = json.loads(ws.recv(timeout=HANG))
                if first["type"] == "error":
                    assert first["code"] == "too_many_sockets"
                    refused += 1
                else:
                    held.append(ws)
        assert (len(held), refused) == (50, 30)
        with connect(url, open_timeout=HANG) as ws:  # (all given back: a new one is let in)
            while not mine(frame := json.loads(ws.recv(timeout=HANG))):
                pass
            ws.send(
                json.dumps({"version": frame["version"], "choice": frame["decision"]["choices"][0]["id"]})
            )
            after = json.loads(ws.recv(timeout=HANG))
        assert after["type"] == "state" and after["version"] > frame["version"]
    assert len(records) < 20, [r.getMessage() for r in records]  # the log stays small
