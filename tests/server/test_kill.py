"""kill -9 at any moment loses no acknowledged move: on SQLite, on PostgreSQL, and with two
server processes over PostgreSQL (the games of the one killed continue on the other).

Real `dominia serve` processes are started on loopback. Client threads play games at once
(two human seats moving as fast as they are answered, and games against a bot), recording every
move the server acknowledged (an HTTP 200 for a choice: the move was committed). Meanwhile the
server is killed with SIGKILL at random moments and started again; the clients carry on
against the new process. At the end every acknowledged move must be in the database, at the
version it was acknowledged with, and each game's log must replay. Bounded by moves, not by
the clock: `KILLS` kills, each after `BETWEEN` acknowledged moves (about 20 s in all).
"""

from __future__ import annotations

import http.client
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from dominia.core.game import get_game
from dominia.core.record import GameRecord, replay
from dominia.server.store import Store

KILLS = 4  # kills per test (about 20 s on a quiet 2-core machine: most of it is the restarts)
BETWEEN = 20  # moves acknowledged between a start and the next kill
QUIET = 120.0  # seconds without an acknowledged move before the test fails (a guard)
CLIENTS = 6  # games played at once (the last third against a bot)
UP = 60.0  # seconds a server may take to answer after it was started (a guard, not a measure)
ENV = {"DOMINIA_BOT_PACE": "20", "DOMINIA_LANG": "en"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A `dominia serve` process on a port of its own."""

    def __init__(self, db: str, log: Path, env: dict[str, str] | None = None) -> None:
        self.db = db
        self.env = {**ENV, **(env or {})}
        self.port = free_port()
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        cmd = [sys.executable, "-m", "dominia", "serve", "--port", str(self.port), "--db", self.db]
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(cmd, stdout=out, stderr=out, env={**os.environ, **self.env})
        until = time.monotonic() + UP
        while time.monotonic() < until:
            assert self.proc.poll() is None, self.log.read_text()[-2000:]
            try:
                if request(self.port, "GET", "/api/health")[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.05)
        pytest.fail(f"the server did not answer: {self.log.read_text()[-2000:]}")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()
                pytest.fail("the server did not stop on SIGTERM")


def request(
    port: int, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
) -> tuple[int, Any]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        data = None if body is None else json.dumps(body)
        conn.request(method, path, data, {"content-type": "application/json", **(headers or {})})
        got = conn.getresponse()
        return got.status, json.loads(got.read() or b"null")
    finally:
        conn.close()


class Player(threading.Thread):
    """Plays games to the end (then starts another) against whichever server answers,
    recording each acknowledged move as (game, version after it, seat, choice)."""

    def __init__(self, ports: list[int], seed: int, bot: bool, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.ports = ports
        self.rng = random.Random(seed)
        self.bot = bot
        self.stop = stop
        self.acked: list[tuple[str, int, int, str]] = []
        self.refused = 0  # connection errors and 5xx while a server was down (none acknowledged)
        self.errors: list[str] = []
        self.game: str | None = None  # the game being played and its human seats' tokens
        self.tokens: list[str] = []

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any] | None:
        try:
            status, data = request(self.rng.choice(self.ports), method, path, body)
        except (OSError, http.client.HTTPException):  # (killed mid-answer)
            self.refused += 1
            time.sleep(0.05)
            return None
        if status >= 500:
            self.refused += 1
            time.sleep(0.05)
            return None
        return status, data

    def run(self) -> None:
        try:
            while not self.stop.is_set():
                self.play_one()
        except Exception as exc:  # (reported by the test)
            self.errors.append(repr(exc))

    def play_one(self) -> None:
        if self.game is None:
            self.new_game()
        if self.game is not None:
            self.play(self.game, self.tokens)
            if not self.stop.is_set():
                self.game = None

    def new_game(self) -> None:
        seats = [{"kind": "human", "name": "A"}, {"kind": "human", "name": "B"}]
        if self.bot:
            seats[1] = {"kind": "bot", "bot": "bmu"}
        made = None
        while made is None and not self.stop.is_set():
            made = self.call("POST", "/api/games", {"game": "dominion", "seats": seats, "options": {}})
        if made is None:
            return
        assert made[0] == 201, made
        self.game = made[1]["game_id"]
        self.tokens = [s["token"] for s in made[1]["seats"] if s["token"]]

    def play(self, gid: str, tokens: list[str]) -> None:
        seats = [0, 1][: len(tokens)]  # (the human seats, in the tokens' order)
        view: dict[str, Any] | None = None  # a frame that asks its seat, when known
        while not self.stop.is_set():
            if view is None:
                got = self.call("GET", f"/api/games/{gid}?token={tokens[0]}")
                if got is None:
                    continue
                assert got[0] == 200, got
                if got[1]["status"] == "over":
                    return
                if got[1]["turn"] not in seats:
                    time.sleep(0.02)  # a bot to move (in the background)
                    continue
                got = self.call("GET", f"/api/games/{gid}/view?token={tokens[got[1]['turn']]}")
                if got is None:
                    continue
                assert got[0] == 200, got
                view = got[1]
                if not (view["decision"] and "choices" in view["decision"]):
                    view = None  # (moved on meanwhile)
                    continue
            seat = view["decision"]["seat"]
            choice = self.rng.choice(view["decision"]["choices"])["id"]
            body = {"token": tokens[seat], "version": view["version"], "choice": choice}
            view = None
            got = self.call("POST", f"/api/games/{gid}/choice", body)
            if got is None:
                continue  # not acknowledged: it may or may not have been committed
            status, data = got
            if status == 200:
                self.acked.append((gid, body["version"] + 1, seat, choice))
                if data["status"] != "over" and data["decision"] and "choices" in data["decision"]:
                    view = data  # (asked again: no need to look)
            else:  # (stale: a restart, or the other process moved on; read again)
                assert data["code"] in ("stale", "conflict", "not_your_turn", "game_over"), data


def acked(players: list[Player]) -> int:
    return sum(len(p.acked) for p in players)


def until_played(players: list[Player], moves: int, each: bool = False) -> None:
    """Wait until `moves` more moves were acknowledged (`each`: by every player); fails only if
    none comes for a long while (a guard against a hang, not a measure)."""
    start = [len(p.acked) for p in players]
    last, quiet = acked(players), time.monotonic()
    while True:
        got = [len(p.acked) - s for p, s in zip(players, start, strict=True)]
        if (min(got) if each else sum(got)) >= moves:
            return
        if acked(players) != last:
            last, quiet = acked(players), time.monotonic()
        assert time.monotonic() - quiet < QUIET, f"no move acknowledged for {QUIET} s"
        assert not any(p.errors for p in players), [p.errors for p in players]
        time.sleep(0.05)


def hammer(servers: list[Server], kill: list[Server]) -> list[Player]:
    """Players on every server while one of `kill` is killed and started again `KILLS` times,
    each time at a random moment after `BETWEEN` moves were acknowledged since the last start."""
    stop = threading.Event()
    ports = [s.port for s in servers]
    players = [Player(ports, seed, seed >= CLIENTS * 2 // 3, stop) for seed in range(CLIENTS)]
    for p in players:
        p.start()
    rng = random.Random(17)
    for _ in range(KILLS):
        until_played(players, BETWEEN)
        time.sleep(rng.uniform(0.0, 1.5))
        victim = rng.choice(kill)
        victim.kill()
        time.sleep(rng.uniform(0.0, 0.3))
        victim.start()
    until_played(players, BETWEEN)  # (and through the last start)
    stop.set()
    for p in players:
        p.join(timeout=60)
        assert not p.is_alive(), "a player is stuck"
    return players


def check(db: str, players: list[Player]) -> int:
    """Every acknowledged move is stored at its version; every game's log replays."""
    store = Store(db if "://" in db else f"sqlite:///{db}")
    try:
        logs: dict[str, list[tuple[int, str]]] = {}
        count = 0
        for p in players:
            assert not p.errors, p.errors
            for gid, version, seat, choice in p.acked:
                if gid not in logs:
                    logs[gid] = store.moves(gid)
                assert len(logs[gid]) >= version, (gid, version, len(logs[gid]))
                assert logs[gid][version - 1] == (seat, choice), (gid, version)
                count += 1
        for gid, moves in logs.items():
            stored = store.get(gid)
            assert stored is not None and stored.version == len(moves)
            record = GameRecord(stored.game, stored.options, stored.seed, [], moves)
            replay(record, game=get_game(stored.game))
        return count
    finally:
        store.close()


def test_kill_9_under_load_loses_no_acknowledged_move(db_url, tmp_path):
    db = db_url.removeprefix("sqlite:///")  # (a SQLite file is given as its path)
    server = Server(db, tmp_path / "server.log")
    server.start()
    try:
        players = hammer([server], [server])
    finally:
        server.kill()
    stored = check(db, players)
    print(
        f"{KILLS} kills, {stored} acknowledged moves, all stored; {sum(p.refused for p in players)} refused"
    )
    assert stored >= BETWEEN * (KILLS + 1)


def test_two_processes_one_killed_again_and_again_lose_nothing_and_games_go_on(db_url, tmp_path):
    if not db_url.startswith("postgresql"):
        pytest.skip("several processes share a PostgreSQL database (SQLite: one process)")
    a = Server(db_url, tmp_path / "a.log")
    b = Server(db_url, tmp_path / "b.log")
    a.start()
    b.start()
    try:
        players = hammer([a, b], [a])
        # killed for good: the same games go on through b alone (the bots a drove, after their
        # lease ran out), each client carrying on where it was
        a.kill()
        stop = threading.Event()
        going = [p for p in players if p.game is not None]
        late = []
        for p in going:
            q = Player([b.port], p.rng.randrange(10**6), p.bot, stop)
            q.game, q.tokens = p.game, p.tokens
            late.append(q)
            q.start()
        # every one of them moves on (a bot to move when a died moves through b, its lease
        # taken over once it ran out)
        until_played(late, 3, each=True)
        stop.set()
        for q in late:
            q.join(timeout=60)
            assert not q.is_alive(), "a player is stuck"
        assert len(going) >= CLIENTS // 2
        players += late
    finally:
        a.kill()
        b.stop()  # (SIGTERM: it stops within its grace, also while bots move)
    stored = check(db_url, players)
    print(f"{KILLS} kills of one of two processes, {stored} acknowledged moves, all stored")
    assert stored >= BETWEEN * (KILLS + 1)
