"""Server load: many games at once over loopback WebSockets, one scripted human seat each.

Starts `dominia serve`'s app under uvicorn in a subprocess on a free port (over a SQLite file
in a temporary folder, or --db), creates --games games in which seat 1 is a human and the
others are the game's default bot, then plays them all at once: one WebSocket per game, the
human answering every decision of its own with the first choice offered, up to
--moves-per-game moves (or the end of the game); the bots answer server-side, as in play.

Prints: the round trip of a human move (sent -> the frame that carries it, and sent -> the
next decision of that seat, bots' answers included), moves committed per second (human and
bot), and the server's memory per live game (growth of its VmRSS over the games, after a
warm-up game). The clients share this process's event loop, so on a small machine part of
each round trip is theirs. The per-connection rate limit is off (scripts answer at once).
Never asserts: it prints figures. The machine's load average is printed with them (on a
shared machine the figures move with it).

`--slow-bot S`: a game of bots only whose bots think S seconds a decision (on the CPU, as a
planner does) plays alongside, to see what it costs the other games.

`--planners N`: N games of two Heroes of Dominaria planners (about a second a decision) play
alongside; with DOMINIA_BOT_PROCESSES=0 they think in the server's threads, else in its worker
processes (thinking.py), and the difference shows in the other games' round trips.

`--game mix`: the games in turn (several of each); `--bot NAME` seats that bot instead of each
game's default (a name a game has not got: its default). `--think LO,HI`: each human answers
after a pause drawn evenly between LO and HI seconds (seeded), as a person does, instead of at
once; the round trip is still counted from the send. `--processes 2` (PostgreSQL only): two
server processes over the database, each game's client on one of them in turn (its game made
through the first).

DOMINIA_BENCH_SETTLE=0 leaves the loaded modules in the garbage collector's reach (run.settle),
to see what freezing them saves.

`--commits`: the cost of committing a move instead (`Store.append`, nothing else): one writer
in turn, then `--games` writers at once (on a SQLite file their moves are committed together:
the transactions and moves per transaction are printed).

    .venv/bin/python benchmarks/server_load.py [--games 100] [--moves-per-game 40]
        [--game dominion|domination|dominaria] [--db postgresql+psycopg://...] [--commits]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import connect

GAMES = ("dominion", "domination", "dominaria")
SLOW_BOT = "big-money"  # the Dominion bot that --slow-bot makes slow (one that pickles)


# ---- the server (run in the subprocess)
class SlowAgent:
    """A bot that thinks `slow` seconds a decision on the CPU (as a planner does), then answers
    as `inner`. At module level, so that it pickles: the server sends a slow bot's decisions to
    its worker processes."""

    thinks_long = True  # (as the search AIs say: the server sends it to its processes at once)

    def __init__(self, inner: Any, slow: float) -> None:
        self.inner = inner
        self.slow = slow
        self.name = inner.name

    def choose(self, view: Any, decision: Any) -> str:
        until = time.perf_counter() + self.slow
        while time.perf_counter() < until:
            sum(range(1000))
        return str(self.inner.choose(view, decision))


def serve(url: str, port: int, slow: float = 0.0) -> None:
    import uvicorn

    from dominia.server import lobby
    from dominia.server.app import create_app
    from dominia.server.run import WS_MAX_SIZE, ws_compression

    if slow:
        made = lobby.make_agent

        def make(game: str, name: str, seed: int) -> Any:
            inner = made(game, name, seed)
            return SlowAgent(inner, slow) if name == SLOW_BOT else inner

        lobby.make_agent = make
    from dominia.server.bots import BotLimits

    # (the bots' limits from the environment: DOMINIA_BOT_PROCESSES=0 keeps every bot in a thread)
    limits = BotLimits.from_env(os.environ)
    from dominia.server.guards import SocketCaps

    # (every client is on this machine: one address, whose caps would count them all)
    app = create_app(
        url,
        rate=(1e9, 1e9),
        create_rate=(1e9, 1e9),
        bots=limits,
        sockets=SocketCaps(10**6, 10**6),
        resync_rate=(1e9, 1e9),
    )
    if os.environ.get("DOMINIA_BENCH_SETTLE", "1") != "0":  # (as `dominia serve` does: run.settle)
        from dominia.server.run import settle

        settle(None)
    uvicorn.run(
        app,
        host="127.0.0.1",
        port=port,
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=ws_compression(os.environ),  # (as `dominia serve`)
        log_level="warning",
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of the process and its finished children (its bots' workers)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return sum(int(x) for x in fields[11:15]) / os.sysconf("SC_CLK_TCK")


class Server:
    def __init__(self, url: str, log: Any, slow: float = 0.0) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--serve", url, "--port", str(self.port), "--slow-bot", str(slow)],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 60
        while True:
            if self.proc.poll() is not None:
                raise SystemExit(f"the server stopped (exit {self.proc.returncode}); see its log above")
            try:
                self.get("/api/catalog")
                return
            except OSError:
                if time.monotonic() > deadline:
                    raise SystemExit("the server did not start within 60 s") from None
                time.sleep(0.1)

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.base + path, timeout=30) as r:
            return json.load(r)

    def post(self, path: str, body: dict[str, Any]) -> Any:
        req = urllib.request.Request(
            self.base + path, json.dumps(body).encode(), {"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(req, timeout=120) as r:
                return json.load(r)
        except urllib.error.HTTPError as exc:
            raise SystemExit(f"POST {path}: {exc.code} {exc.read().decode()}") from None

    def rss(self) -> int:
        return rss_kib(self.proc.pid)

    def cpu(self) -> float:
        return cpu_seconds(self.proc.pid)

    def gc_pauses(self) -> tuple[int, float]:
        """Full garbage collections so far, and their pauses' sum in seconds (from /metrics)."""
        with urllib.request.urlopen(self.base + "/metrics", timeout=30) as r:
            text = r.read().decode()
        found = {"count": 0.0, "sum": 0.0}
        for line in text.splitlines():
            for key in found:
                if line.startswith(f"dominia_gc_pause_seconds_{key} "):
                    found[key] = float(line.split()[1])
        return int(found["count"]), found["sum"]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


# ---- the players
@dataclass
class Figures:
    ack: list[float] = field(default_factory=list)  # sent -> the frame with the move
    turn: list[float] = field(default_factory=list)  # sent -> this seat's next decision
    human_moves: int = 0
    versions: int = 0  # moves committed in all, bots' included
    over: int = 0
    errors: list[str] = field(default_factory=list)


def mine(frame: dict[str, Any]) -> bool:
    d = frame.get("decision")
    return d is not None and "choices" in d


async def play(
    uri: str, moves: int, figures: Figures, think: tuple[float, float] = (0, 0), seed: int = 0
) -> None:
    import random

    rng = random.Random(seed)
    async with connect(uri, max_size=2**24, open_timeout=120, ping_timeout=None) as ws:
        made = 0
        sent_at: float | None = None
        sent_version = -1
        acked = True
        while True:
            frame = json.loads(await ws.recv())
            at = time.perf_counter()
            if frame.get("type") == "error":
                figures.errors.append(f"{frame.get('code')}: {frame.get('error')}")
                if frame.get("code") != "stale":
                    return
                continue
            if not acked and sent_at is not None and frame["version"] > sent_version:
                figures.ack.append(at - sent_at)
                acked = True
            if frame.get("status") == "over":
                figures.over += 1
                figures.versions += frame["version"]
                return
            if mine(frame):
                if sent_at is not None:
                    figures.turn.append(at - sent_at)
                    sent_at = None
                if made >= moves:
                    figures.versions += frame["version"]
                    return
                sent_version = frame["version"]
                choice = frame["decision"]["choices"][0]["id"]
                if think[1] > 0:
                    await asyncio.sleep(rng.uniform(*think))
                    frame = await newest(ws, frame)
                    if frame.get("status") == "over":
                        figures.over += 1
                        figures.versions += frame["version"]
                        return
                    if not mine(frame):
                        continue  # (it is not this seat's turn any more: wait for the next frame)
                    sent_version = frame["version"]
                    choice = frame["decision"]["choices"][0]["id"]
                acked = False
                sent_at = time.perf_counter()
                await ws.send(json.dumps({"version": sent_version, "choice": choice}))
                made += 1
                figures.human_moves += 1


async def newest(ws: Any, frame: dict[str, Any]) -> dict[str, Any]:
    """The last frame already received (a person answers what the screen shows now)."""
    while True:
        try:
            text = await asyncio.wait_for(ws.recv(), 0.0001)
        except TimeoutError:
            return frame
        got = json.loads(text)
        if got.get("type") == "state":
            frame = got


def ms(values: list[float]) -> str:
    if not values:
        return "-"
    p99 = statistics.quantiles(values, n=100)[98] if len(values) > 1 else values[0]
    return f"median {statistics.median(values) * 1000:7.2f} ms   p99 {p99 * 1000:7.2f} ms   (n={len(values)})"


def run(args: argparse.Namespace, url: str, log: Any) -> None:
    before_load = load()
    server = Server(url, log, args.slow_bot)
    others = [Server(url, log, args.slow_bot) for _ in range(args.processes - 1)]
    try:
        catalogs = {g["name"]: g for g in server.get("/api/catalog")["games"]}
        names = list(GAMES) if args.game == "mix" else [args.game]

        def request_for(name: str) -> dict[str, Any]:
            entry = catalogs[name]
            chosen = args.bot if args.bot in entry["bots"] else entry["default_bot"]
            seats = [{"kind": "human"}] + [{"kind": "bot", "bot": chosen}] * (args.players - 1)
            return {"game": name, "seats": seats, "options": {}}

        bots_used = ", ".join(f"{n}: {request_for(n)['seats'][1]['bot']}" for n in names)
        for name in names:
            server.post("/api/games", request_for(name))  # warm-up: imports, first game's caches
        if args.slow_bot:  # a game of bots only whose bots think for long, playing alongside
            slow = {"kind": "bot", "bot": SLOW_BOT}
            server.post("/api/games", {"game": "dominion", "seats": [slow, slow], "options": {}})
        planner = {"kind": "bot", "bot": "planner"}
        for _ in range(args.planners):  # games of Heroes of Dominaria planners (they think long)
            server.post("/api/games", {"game": "dominaria", "seats": [planner, planner], "options": {}})
        base_rss = server.rss()
        t0 = time.perf_counter()
        created = [server.post("/api/games", request_for(names[i % len(names)])) for i in range(args.games)]
        create_s = time.perf_counter() - t0
        created_rss = server.rss()
        start_versions = sum(c["version"] for c in created)
        bases = [s.base.replace("http://", "ws://") for s in [server, *others]]
        uris = [
            f"{bases[i % len(bases)]}/ws/games/{c['game_id']}?token={c['seats'][0]['token']}"
            for i, c in enumerate(created)
        ]
        think = (0.0, 0.0)
        if args.think:
            lo, _, hi = args.think.partition(",")
            think = (float(lo), float(hi or lo))

        figures = Figures()

        async def all_games() -> None:
            await asyncio.gather(
                *(play(u, args.moves_per_game, figures, think, seed=i) for i, u in enumerate(uris))
            )

        t0 = time.perf_counter()
        cpu0 = sum(s.cpu() for s in [server, *others])
        gc0 = server.gc_pauses()
        clients0 = time.process_time()
        asyncio.run(all_games())
        clients_cpu = time.process_time() - clients0
        play_s = time.perf_counter() - t0
        server_cpu = sum(s.cpu() for s in [server, *others]) - cpu0
        gc1 = server.gc_pauses()
        played_rss = server.rss()
    finally:
        server.stop()
        for other in others:
            other.stop()

    moved = figures.versions - start_versions
    shown = url if "@" not in url else url.split("://")[0] + "://…@" + url.split("@", 1)[1]
    print(
        f"server_load: {args.games} {args.game} games at once, seats: 1 scripted + "
        f"{args.players - 1} bot ({bots_used}); up to {args.moves_per_game} human moves a game"
    )
    if args.think:
        print(f"  humans answer after {think[0]:g}-{think[1]:g} s; {args.processes} server process(es)")
    print(f"  database {shown}; load average before {before_load}, after {load()}")
    if args.slow_bot:
        print(f"  alongside: a game of two {SLOW_BOT} bots thinking {args.slow_bot:g} s a decision (CPU)")
    if args.planners:
        where = os.environ.get("DOMINIA_BOT_PROCESSES", "2")
        print(f"  alongside: {args.planners} games of two Dominaria planners (DOMINIA_BOT_PROCESSES={where})")
    print(
        f"  created {args.games} games in {create_s:.2f} s "
        f"({args.games / create_s:.1f}/s, bots' openings incl.)"
    )
    print(f"  move -> its frame      {ms(figures.ack)}")
    print(f"  move -> next decision  {ms(figures.turn)}   (bots' answers incl.)")
    print(
        f"  moves/s: {figures.human_moves / play_s:,.0f} human, {moved / play_s:,.0f} committed in all "
        f"({figures.human_moves} human + {moved - figures.human_moves} bot moves in {play_s:.2f} s)"
    )
    print(f"  games over: {figures.over}/{args.games}")
    print(
        f"  server CPU: {server_cpu:.1f} s in {play_s:.1f} s of play ({server_cpu / play_s:.0%} of a core), "
        f"{server_cpu / max(1, moved) * 1000:.2f} ms per committed move, "
        f"{server_cpu / max(1, figures.human_moves) * 1000:.2f} ms per human move (its bots' answers incl.); "
        f"the clients {clients_cpu:.1f} s"
    )
    collections, paused = gc1[0] - gc0[0], gc1[1] - gc0[1]
    print(
        f"  full garbage collections (the first server): {collections}, "
        f"{paused * 1000:.0f} ms in all, {paused * 1000 / max(1, collections):.1f} ms each"
    )
    per_created = (created_rss - base_rss) / args.games
    per_played = (played_rss - base_rss) / args.games
    print(
        f"  server RSS: {base_rss / 1024:.1f} MiB after a warm-up game; per game "
        f"{per_created:,.0f} KiB once created, {per_played:,.0f} KiB after play "
        f"({played_rss / 1024:.1f} MiB in all)"
    )
    if figures.errors:
        print(f"  errors ({len(figures.errors)}): {figures.errors[:3]}")


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def commits(args: argparse.Namespace, url: str) -> None:
    """What a commit costs: one writer in turn, then `args.games` writers at once."""
    from dominia.server.store import Store

    store = Store(url, group_commit=args.group_commit)
    seats = [{"kind": "human", "bot": None, "name": "", "token_hash": "a" * 64}]
    try:
        n = args.moves_per_game
        store.create("solo", "dominion", {}, 1, seats, "b" * 64)
        t0 = time.perf_counter()
        for v in range(n):
            store.append("solo", v, 0, "buy:Silver")
        one = (time.perf_counter() - t0) / n
        games = [f"g{i}" for i in range(args.games)]
        for g in games:
            store.create(g, "dominion", {}, 1, seats, "b" * 64)
        before = (store.writer.batches, store.writer.writes) if store.writer else (0, 0)
        start = threading.Barrier(len(games) + 1)
        waits: list[float] = []

        def play(g: str) -> None:
            start.wait()
            for v in range(n):
                at = time.perf_counter()
                store.append(g, v, 0, "buy:Silver")
                waits.append(time.perf_counter() - at)

        threads = [threading.Thread(target=play, args=(g,)) for g in games]
        for t in threads:
            t.start()
        start.wait()
        t0 = time.perf_counter()
        for t in threads:
            t.join()
        took = time.perf_counter() - t0
    finally:
        store.close()
    print(f"server_load --commits: {store.url.split('://')[0]}, load average {load()}")
    print(f"  one writer: {one * 1000:.2f} ms a commit ({1 / one:,.0f} moves/s)")
    print(f"  {len(games)} writers at once: {len(waits) / took:,.0f} moves/s; a move waits {ms(waits)}")
    if store.writer is not None:
        batches = store.writer.batches - before[0]
        writes = store.writer.writes - before[1]
        print(
            f"  group commit: {writes} moves in {batches} transactions "
            f"({writes / max(batches, 1):.1f} a transaction)"
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games played at once (default 100)")
    parser.add_argument("--moves-per-game", type=int, default=40, help="human moves per game (default 40)")
    parser.add_argument("--game", choices=(*GAMES, "mix"), default="dominion")
    parser.add_argument("--bot", help="the bots' name, where a game has it (default: each game's own)")
    parser.add_argument("--think", help="LO,HI: seconds a human takes to answer (default: at once)")
    parser.add_argument("--processes", type=int, default=1, help="server processes (2 needs PostgreSQL)")
    parser.add_argument("--players", type=int, default=2, help="seats per game (default 2)")
    parser.add_argument("--db", help="a SQLAlchemy URL or a SQLite file (default: a temporary SQLite file)")
    parser.add_argument("--commits", action="store_true", help="time committing moves, nothing else")
    parser.add_argument(
        "--group-commit",
        action=argparse.BooleanOptionalAction,
        help="with --commits: commit concurrent moves together (the default)",
    )
    parser.add_argument(
        "--slow-bot",
        type=float,
        default=0.0,
        help=f"seconds: a game of two Dominion {SLOW_BOT!r} bots thinking this long a decision "
        "(on the CPU) plays alongside",
    )
    parser.add_argument(
        "--planners",
        type=int,
        default=0,
        help="games of two Heroes of Dominaria planners (bots only, paced) playing alongside",
    )
    parser.add_argument("--serve", help=argparse.SUPPRESS)  # internal: run the server on this URL
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        serve(args.serve, args.port, args.slow_bot)
        return
    from dominia.server.run import db_url

    with tempfile.TemporaryDirectory() as tmp, open(os.path.join(tmp, "server.log"), "w+") as log:
        url = db_url(args.db or os.path.join(tmp, "load.sqlite3"))
        try:
            if args.commits:
                commits(args, url)
                return
            run(args, url, log)
        finally:
            log.seek(0)
            if text := log.read().strip():
                print("server log:\n" + text[-4000:])


if __name__ == "__main__":
    main()
