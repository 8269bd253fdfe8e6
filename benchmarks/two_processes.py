"""Two server processes over one PostgreSQL database: how soon a move made through one reaches
a client of the other.

Starts two servers (`server_load.py`'s, per-connection rate limits off) on free ports over the
same PostgreSQL database (--db, else a fresh database on the server of
.venv/.dominia-postgres-url, dropped after), creates --games Dominion games of two human seats
(half through each process), and connects each game's seat 0 to process A and seat 1 to
process B. Whoever is asked answers with a random choice after a pause (--think ms, as a person
would), and the time is taken from sending the move to: the frame carrying it on the mover's own
connection (the acknowledgement, same process), and the frame carrying it on the other seat's
connection (through the other process: committed, notified, caught up, pushed).

Prints p50 / p95 / p99 / max in ms of both, the moves, and the machine's load average. Never
asserts: it prints figures.

    .venv/bin/python benchmarks/two_processes.py [--games 20] [--moves 60] [--think 300]
        [--db postgresql+psycopg://...]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).parent))
from server_load import Server, load

Figures = dict[str, list[float]]  # the latencies: "own" (the mover's process), "other"
PG_FILE = Path(__file__).resolve().parents[1] / ".venv" / ".dominia-postgres-url"


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))] * 1000


def line(name: str, values: list[float]) -> str:
    if not values:
        return f"{name}: none"
    return (
        f"{name}: p50 {statistics.median(values) * 1000:.1f} / p95 {pct(values, 95):.1f} / "
        f"p99 {pct(values, 99):.1f} / max {max(values) * 1000:.1f} ms ({len(values)} moves)"
    )


async def read_past(ws: Any, version: int, sent: float) -> tuple[dict[str, Any], float]:
    """The first frame past `version` on `ws`, and the time since `sent`."""
    while True:
        got = json.loads(await ws.recv())
        if got.get("type") == "state" and got["version"] > version:
            return got, time.perf_counter() - sent


def asked_seat(frames: list[dict[str, Any]]) -> int | None:
    return next((i for i, f in enumerate(frames) if f["decision"] and "choices" in f["decision"]), None)


async def play(
    servers: tuple[Server, Server], game: dict[str, Any], args: argparse.Namespace, seed: int, out: Figures
) -> None:
    gid = game["game_id"]
    tokens = [s["token"] for s in game["seats"]]
    rng = random.Random(seed)
    uris = [
        f"ws://127.0.0.1:{srv.port}/ws/games/{gid}?token={t}" for srv, t in zip(servers, tokens, strict=True)
    ]
    async with connect(uris[0], max_size=None) as w0, connect(uris[1], max_size=None) as w1:
        sockets = [w0, w1]
        frames = [json.loads(await w.recv()) for w in sockets]
        for _ in range(args.moves):
            if frames[0]["status"] == "over":
                return
            asked = asked_seat(frames)
            if asked is None:  # (the two frames differ in version: read on)
                low = min(range(2), key=lambda i: frames[i]["version"])
                frames[low] = json.loads(await sockets[low].recv())
                continue
            await asyncio.sleep(rng.uniform(0.5, 1.5) * args.think / 1000)
            frame = frames[asked]
            version = frame["version"]
            choice = rng.choice(frame["decision"]["choices"])["id"]
            sent = time.perf_counter()
            await sockets[asked].send(json.dumps({"version": version, "choice": choice}))
            (own, t_own), (other, t_other) = await asyncio.gather(
                read_past(sockets[asked], version, sent), read_past(sockets[1 - asked], version, sent)
            )
            out["own"].append(t_own)
            out["other"].append(t_other)
            frames[asked], frames[1 - asked] = own, other


async def run(
    servers: tuple[Server, Server], games: list[dict[str, Any]], args: argparse.Namespace
) -> Figures:
    out: Figures = {"own": [], "other": []}
    await asyncio.gather(*(play(servers, g, args, i, out) for i, g in enumerate(games)))
    return out


def metrics(server: Server) -> dict[str, float]:
    """The server's Prometheus figures, by series."""
    with urllib.request.urlopen(f"{server.base}/metrics", timeout=30) as r:
        text = r.read().decode()
    return {x.split(" ")[0]: float(x.split(" ")[1]) for x in text.splitlines() if x and not x.startswith("#")}


def fresh_database() -> tuple[str, Any]:
    """A new database on the test PostgreSQL server, and how to drop it."""
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url

    url = make_url(os.environ.get("DOMINIA_TEST_POSTGRES") or PG_FILE.read_text().strip())
    admin = create_engine(url, isolation_level="AUTOCOMMIT")
    name = f"dominia_bench_{uuid.uuid4().hex[:12]}"
    with admin.connect() as conn:
        conn.exec_driver_sql(f'CREATE DATABASE "{name}"')

    def drop() -> None:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()

    return url.set(database=name).render_as_string(hide_password=False), drop


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games played at once (default 20)")
    parser.add_argument("--moves", type=int, default=60, help="moves per game (default 60)")
    parser.add_argument("--think", type=float, default=300, help="ms a seat waits before answering (300)")
    parser.add_argument("--db", help="a PostgreSQL URL (default: a fresh database on the test server)")
    args = parser.parse_args(argv)
    drop = None
    url = args.db
    if url is None:
        url, drop = fresh_database()
    try:
        with tempfile.TemporaryFile("w+") as log:
            a, b = Server(url, log), Server(url, log)
            try:
                games = []
                for i in range(args.games):
                    srv = (a, b)[i % 2]
                    seats = [{"kind": "human", "name": "A"}, {"kind": "human", "name": "B"}]
                    games.append(srv.post("/api/games", {"game": "dominion", "seats": seats, "options": {}}))
                started = time.perf_counter()
                out = asyncio.run(run((a, b), games, args))
                took = time.perf_counter() - started
                server_side = [metrics(srv) for srv in (a, b)]
            finally:
                a.stop()
                b.stop()
                log.seek(0)
                if text := log.read().strip():
                    print("server log:\n" + text[-3000:])
    finally:
        if drop is not None:
            drop()
    print(f"two processes over PostgreSQL, {args.games} games, {args.think:.0f} ms to think; {load()}")
    print(line("the mover's own process (ack)", out["own"]))
    print(line("the other process's client", out["other"]))
    print(f"{len(out['own']) / took:.0f} moves/s in {took:.1f} s")
    for name, figures in zip("AB", server_side, strict=True):
        parts = []
        for what in ("move", "commit", "catch_up"):
            n, total = (
                figures.get(f"dominia_{what}_seconds_count", 0),
                figures.get(f"dominia_{what}_seconds_sum", 0),
            )
            parts.append(
                f"{what.replace('_', ' ')} {total / n * 1000:.1f} ms x {n:.0f}" if n else f"{what}: none"
            )
        print(f"process {name}, server side (means): " + ", ".join(parts))


if __name__ == "__main__":
    main()
