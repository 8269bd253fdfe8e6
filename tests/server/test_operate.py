"""Running the server: one process per SQLite file, health, metrics, configuration."""

from __future__ import annotations

import json
import logging
import signal
import subprocess

import pytest
from typer.testing import CliRunner

from dominia.cli.main import app
from dominia.core.game import get_game
from dominia.core.record import GameRecord, replay
from dominia.server.run import claim_sqlite
from dominia.server.store import Store
from tests.server.helpers import HUMAN, asked, bot, create, pick, tokens
from tests.server.test_kill import UP as HANG
from tests.server.test_kill import Server, request


def test_a_second_server_over_the_same_sqlite_file_is_refused_clearly(tmp_path):
    path = tmp_path / "games.sqlite3"
    held = claim_sqlite(f"sqlite:///{path}")  # the first server (its claim, as serve takes it)
    assert held is not None
    try:
        for lang, words in (("en", "served by one process"), ("uk", "лише один процес")):
            result = CliRunner().invoke(app, ["serve", "--db", str(path), "--lang", lang])
            assert result.exit_code != 0
            assert words in result.output and "PostgreSQL" in result.output, result.output
            assert "Traceback" not in result.output
    finally:
        held.close()
    again = claim_sqlite(f"sqlite:///{path}")  # the first one gone: the file is free
    assert again is not None
    again.close()
    assert claim_sqlite("postgresql://u@h/db") is None and claim_sqlite("sqlite://") is None


def test_health_and_metrics_report_the_moves_made(client):
    health = client.get("/api/health")
    assert health.status_code == 200 and health.json()["ok"] and health.json()["database"]
    created = create(client, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=5)
    gid, token = created["game_id"], tokens(created)[0]
    frame = asked(client, gid, token)
    for _ in range(3):
        r = client.post(
            f"/api/games/{gid}/choice",
            json={"token": token, "version": frame["version"], "choice": pick(frame, None)},
        )
        assert r.status_code == 200, r.text
        frame = asked(client, gid, token)
    text = client.get("/metrics").text
    figures = {
        line.split(" ")[0]: float(line.split(" ")[1])
        for line in text.splitlines()
        if not line.startswith("#")
    }
    assert figures['dominia_moves_total{by="human"}'] == 3
    assert figures['dominia_moves_total{by="bot"}'] >= 1
    assert figures["dominia_move_seconds_count"] == 3
    assert figures["dominia_commit_seconds_count"] >= 4
    assert figures["dominia_bot_decision_seconds_count"] >= 1
    assert figures["dominia_live_games"] == 1
    assert client.app.state.service.health()["live_games"] == 1


def test_the_json_log_format_and_a_bad_one(tmp_path):
    from dominia.server.logs import JsonLines, config

    assert config("json")["formatters"]["main"] == {"()": "dominia.server.logs.JsonLines"}
    record = logging.LogRecord("dominia.server", logging.INFO, "", 0, "serving %s", ("x",), None)
    record.game = "abc"
    line = json.loads(JsonLines().format(record))
    assert (line["level"], line["logger"], line["message"], line["game"]) == (
        "info",
        "dominia.server",
        "serving x",
        "abc",
    )
    result = CliRunner().invoke(
        app, ["serve", "--db", str(tmp_path / "x.db"), "--log-format", "xml", "--lang", "en"]
    )
    assert result.exit_code != 0 and "text or json" in result.output and "Traceback" not in result.output


def test_sigterm_stops_the_server_while_bots_play_and_keeps_every_move(tmp_path):
    """SIGTERM while games of bots play (and a client watches): it exits cleanly, and every move
    it stored replays (a move under way was committed whole or not at all)."""
    db = tmp_path / "games.sqlite3"
    server = Server(
        str(db), tmp_path / "server.log", env={"DOMINIA_LOG_FORMAT": "json", "DOMINIA_BOT_PACE": "0"}
    )
    server.start()
    try:
        ids = []
        for seats in ([bot("hard")] * 3, [bot("hard")] * 3, [{"kind": "human", "name": "A"}, bot("planner")]):
            game = "dominaria" if len(seats) == 2 else "domination"
            status, made = request(
                server.port, "POST", "/api/games", {"game": game, "seats": seats, "options": {}}
            )
            assert status == 201, made
            ids.append((made["game_id"], made["spectator_token"]))
        from websockets.sync.client import connect

        with connect(f"ws://127.0.0.1:{server.port}/ws/games/{ids[0][0]}?token={ids[0][1]}") as ws:
            versions = [json.loads(ws.recv(timeout=HANG))["version"] for _ in range(5)]
            assert versions == sorted(versions)
            server.proc.send_signal(signal.SIGTERM)
            try:
                # (uvicorn raises the signal again once it has stopped: the usual exit status)
                assert server.proc.wait(timeout=HANG) in (0, -signal.SIGTERM)
            except subprocess.TimeoutExpired:
                pytest.fail("the server did not stop on SIGTERM")
    finally:
        server.kill()
    store = Store(f"sqlite:///{db}")
    try:
        for gid, _ in ids:
            stored, moves = store.get(gid), store.moves(gid)
            assert stored.version == len(moves)
            replay(
                GameRecord(stored.game, stored.options, stored.seed, [], moves), game=get_game(stored.game)
            )
        assert sum(len(store.moves(gid)) for gid, _ in ids) > 5
    finally:
        store.close()
    lines = [json.loads(x) for x in (tmp_path / "server.log").read_text().splitlines() if x.startswith("{")]
    assert [x["message"] for x in lines if x["logger"] == "dominia.server"][-2:] == ["serving", "stopped"]


def test_forwarded_addresses_are_believed_only_from_the_proxies_named(tmp_path):
    """The per-address cap on games of bots counts X-Forwarded-For only from a named proxy."""

    def bot_games(env: dict[str, str]) -> list[int]:
        server = Server(str(tmp_path / f"{len(env)}.sqlite3"), tmp_path / "server.log", env=env)
        server.start()
        try:
            seats = [bot("bmu"), bot("bmu")]
            return [
                request(
                    server.port,
                    "POST",
                    "/api/games",
                    {"game": "dominion", "seats": seats, "options": {}},
                    headers={"X-Forwarded-For": f"203.0.113.{i}"},
                )[0]
                for i in range(3)
            ]
        finally:
            server.kill()

    pace = {"DOMINIA_BOT_PACE": "0.01"}  # (they stay playing: the cap counts them)
    assert bot_games(pace) == [201, 201, 429]  # one client, whatever it claims
    trusted = {**pace, "DOMINIA_FORWARDED_ALLOW_IPS": "127.0.0.1"}
    assert bot_games(trusted) == [201, 201, 201]  # three clients behind the proxy
