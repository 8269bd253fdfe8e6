"""Bots move in the background, never inside a request: a game of bots that never ends is capped
and ended once as stalled (and stays ended after a restart), a slow bot holds up no other game,
a bot past its time budget is answered for, and games of bots only are capped per address and
in all. Every wait is on an event or a frame, never on the clock."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from dominia.server import lobby
from dominia.server.bots import BotLimits
from dominia.server.store import GameRow
from tests.server.helpers import HUMAN, asked, bot, create, mine, pick, tokens, view

FAST = BotLimits(pace=None)
SIX_RANDOM = [bot("random")] * 6  # Domination's random bots never end a game (issue 17)


class Agents:
    """Wraps lobby.make_agent: counts the bots' decisions, and holds the first agent made for
    `slow` (a bot name) in `choose` until released (as a bot thinking for a long while)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, slow: str | None = None) -> None:
        self.made = lobby.make_agent
        self.slow = slow
        self.decisions = 0
        self.thinking = threading.Event()  # the slow bot is in its decision
        self.release = threading.Event()
        self.held: Any = None
        monkeypatch.setattr(lobby, "make_agent", self.make)

    def make(self, game: str, name: str, seed: int) -> Any:
        inner = self.made(game, name, seed)
        outer = self

        class Counted:
            def __init__(self) -> None:
                self.name = inner.name

            def choose(self, view: Any, decision: Any) -> str:
                outer.decisions += 1
                if self is outer.held:
                    outer.thinking.set()
                    outer.release.wait(60)  # (a bound, should a test fail before releasing)
                return inner.choose(view, decision)

        agent = Counted()
        if name == self.slow and self.held is None:
            self.held = agent
        return agent


def count_games(client: TestClient) -> int:
    with client.app.state.service.store.engine.connect() as conn:
        return conn.execute(select(func.count()).select_from(GameRow)).scalar_one()


def test_a_never_ending_game_of_bots_is_capped_ended_once_and_never_replayed(make_client, monkeypatch):
    agents = Agents(monkeypatch)
    first = make_client(bots=BotLimits(pace=None, run_cap=300))
    created = create(first, "domination", SIX_RANDOM, seed=17)
    assert created["version"] == 0  # the request played nothing
    gid, spectator = created["game_id"], created["spectator_token"]
    frame = asked(first, gid, spectator)  # frames until it is over
    assert frame["status"] == "over" and frame["decision"] is None and frame["version"] == 300
    assert frame["outcome"]["reason"] == "stalled" and frame["outcome"]["winners"] == []
    assert "300" in frame["outcome"]["text"]
    service = first.app.state.service
    live = service._live[gid]
    with live.lock:  # (the last step holds it until it has stopped)
        assert not live.driving
    stored = service.store.get(gid)
    assert (stored.status, stored.version, len(service.store.moves(gid))) == ("stalled", 300, 300)
    assert stored.result["reason"] == "stalled"
    played = agents.decisions
    assert played == 300

    # a restart, even with a higher cap: the game is over, loaded once, and no bot moves again
    second = make_client(bots=BotLimits(pace=None))
    again = view(second, gid, spectator)
    assert again == frame
    summary = second.get(f"/api/games/{gid}", params={"token": spectator}).json()
    assert summary["status"] == "over" and summary["stalled"] is True
    live = second.app.state.service._live[gid]
    with live.lock:
        assert not live.driving
    assert agents.decisions == played
    assert len(second.app.state.service.store.moves(gid)) == 300
    ukr = second.get(f"/api/games/{gid}/view", params={"token": spectator, "lang": "uk"}).json()
    assert ukr["outcome"]["text"] != frame["outcome"]["text"] and "300" in ukr["outcome"]["text"]


def test_a_slow_bot_holds_up_no_other_game(make_client, monkeypatch):
    """While one game's bot thinks (held in its decision), another game is played: its moves are
    acknowledged and its bot answers, all before the slow bot is let go."""
    agents = Agents(monkeypatch, slow="smithy")
    client = make_client(bots=BotLimits(pace=None, budget=120))
    try:
        slow = create(client, "dominion", [bot("smithy"), HUMAN], {"kingdom": "first-game"}, seed=2)
        assert agents.thinking.wait(30)
        other = create(client, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=3)
        gid, token = other["game_id"], tokens(other)[0]
        bot_moves = 0
        with client.websocket_connect(f"/ws/games/{gid}?token={token}") as ws:
            frame = ws.receive_json()
            while bot_moves < 5:
                if mine(frame):
                    ws.send_json({"version": frame["version"], "choice": pick(frame, None)})
                frame = ws.receive_json()
                assert frame["type"] == "state", frame
                bot_moves += frame["decision"] is not None and frame["decision"]["seat"] == 1
        assert not agents.release.is_set() and agents.held is not None
        # the slow game meanwhile: still at its start, its human told it is not their turn
        s_token = tokens(slow)[1]
        held = view(client, slow["game_id"], s_token)
        assert held["version"] == 0 and held["decision"] == {"seat": 0}
    finally:
        agents.release.set()
    after = asked(client, slow["game_id"], s_token)
    assert after["version"] > 0 and mine(after)


def test_a_bot_past_its_budget_is_answered_for(make_client, monkeypatch):
    """The bot is held past its budget: the game moves on with the fallback choice (and a fresh
    agent for the seat); the held thread's late answer is dropped."""
    agents = Agents(monkeypatch, slow="smithy")
    client = make_client(bots=BotLimits(pace=None, budget=0.05))
    try:
        created = create(client, "dominion", [bot("smithy"), HUMAN], {"kingdom": "first-game"}, seed=2)
        gid, token = created["game_id"], tokens(created)[1]
        frame = asked(client, gid, token)  # the bot's turn was played while it was held
        assert agents.thinking.is_set() and not agents.release.is_set()
        assert frame["version"] > 0 and mine(frame)
    finally:
        agents.release.set()
    service = client.app.state.service
    moves = service.store.moves(gid)
    assert len(moves) == frame["version"]
    # the late answer changed nothing: the human still holds the move, the log is unchanged
    r = client.post(
        f"/api/games/{gid}/choice",
        json={"token": token, "version": frame["version"], "choice": pick(frame, None)},
    )
    assert r.status_code == 200, r.text
    assert service.store.moves(gid)[: len(moves)] == moves


BOTS_ONLY = {"game": "dominion", "seats": [bot("bmu"), bot("smithy")], "options": {}}


def test_games_of_bots_only_are_capped_per_address_and_in_all(make_client):
    slow = BotLimits(pace=0.01, max_games=3, max_games_per_client=2)  # they stay playing
    client = make_client(bots=slow)
    made = [client.post("/api/games", json=BOTS_ONLY) for _ in range(2)]
    assert [r.status_code for r in made] == [201, 201]
    before = count_games(client)
    r = client.post("/api/games", json=BOTS_ONLY, params={"lang": "uk"})
    assert (r.status_code, r.json()["code"]) == (429, "rate_limited")
    assert "2" in r.json()["error"] and "адреси" in r.json()["error"]
    assert count_games(client) == before  # nothing was made
    # a game with a human is no game of bots only
    mixed = {"game": "dominion", "seats": [HUMAN, bot("bmu")], "options": {}}
    assert client.post("/api/games", json=mixed).status_code == 201
    # another address may start one, until the server's own cap
    elsewhere = TestClient(client.app, client=("192.0.2.7", 5000))
    assert elsewhere.post("/api/games", json=BOTS_ONLY).status_code == 201
    r = elsewhere.post("/api/games", json=BOTS_ONLY)
    assert (r.status_code, r.json()["code"]) == (429, "rate_limited")
    assert "3" in r.json()["error"] and "address" not in r.json()["error"]


def test_a_finished_game_of_bots_no_longer_counts(make_client):
    client = make_client(bots=BotLimits(pace=None, max_games=1, max_games_per_client=1))
    first = create(client, "dominion", [bot("bmu"), bot("smithy")], seed=4)
    assert asked(client, first["game_id"], first["spectator_token"])["status"] == "over"
    second = create(client, "dominion", [bot("bmu"), bot("smithy")], seed=5)
    assert second["version"] == 0


def test_the_bots_answers_stream_after_the_ack_one_frame_per_move_each_committed_first(client):
    created = create(
        client, "dominion", [HUMAN, bot("bmu"), bot("smithy")], {"kingdom": "first-game"}, seed=6
    )
    gid, token = created["game_id"], tokens(created)[0]
    store = client.app.state.service.store
    versions = []
    with client.websocket_connect(f"/ws/games/{gid}?token={token}") as ws:
        frame = ws.receive_json()
        for _ in range(12):  # twelve turns of seat 0, the bots' turns between them
            while not mine(frame):
                frame = ws.receive_json()
                assert len(store.moves(gid)) >= frame["version"]  # committed before it was sent
                versions.append(frame["version"])
            ws.send_json({"version": frame["version"], "choice": pick(frame, None)})
            frame = ws.receive_json()
            assert len(store.moves(gid)) >= frame["version"]
            versions.append(frame["version"])
    assert versions == list(range(versions[0], versions[0] + len(versions)))  # none skipped
    assert any(store.moves(gid)[v - 1][0] != 0 for v in versions)  # (the bots' moves among them)


def test_a_game_of_bots_left_playing_goes_on_in_the_background_after_a_restart(make_client):
    first = make_client(bots=BotLimits(pace=0.001))  # a move, then a long pause
    created = create(first, "dominion", [bot("bmu"), bot("smithy")], seed=9)
    gid, spectator = created["game_id"], created["spectator_token"]
    with first.websocket_connect(f"/ws/games/{gid}?token={spectator}") as ws:
        while ws.receive_json()["version"] < 1:
            pass
    first.__exit__(None, None, None)  # stopped (while it lived, it held the game's bots)
    second = make_client()  # a new process (unpaced): asked for the game, it plays it on
    frame = asked(second, gid, spectator)
    assert frame["status"] == "over" and frame["outcome"]["winners"]
    stored = second.app.state.service.store.get(gid)
    assert stored.status == "over" and stored.version == frame["version"] > 1


def test_a_bot_that_fails_mid_turn_leaves_the_game_and_its_log_as_one(make_client, monkeypatch):
    """A bot's error in the middle of a run of bot moves: the moves before it are committed and
    sent, the step is tried again, and the game goes on (the state never runs ahead of the log)."""
    made = lobby.make_agent
    calls = {"n": 0}

    def make(game: str, name: str, seed: int) -> Any:
        inner = made(game, name, seed)

        class Failing:
            name = inner.name

            def choose(self, view: Any, decision: Any) -> str:
                calls["n"] += 1
                if calls["n"] == 3:
                    raise RuntimeError("a bot's bug")
                return inner.choose(view, decision)

        return Failing()

    monkeypatch.setattr(lobby, "make_agent", make)
    client = make_client()
    created = create(client, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=6)
    gid, token = created["game_id"], tokens(created)[0]
    frame = asked(client, gid, token)
    while calls["n"] < 6:  # the bot's turns (its third decision fails, the step is tried again)
        assert frame["status"] == "playing"
        r = client.post(
            f"/api/games/{gid}/choice",
            json={"token": token, "version": frame["version"], "choice": pick(frame, None)},
        )
        assert r.status_code == 200, r.text
        frame = asked(client, gid, token)
    service = client.app.state.service
    assert len(service.store.moves(gid)) == frame["version"] == service._live[gid].version
