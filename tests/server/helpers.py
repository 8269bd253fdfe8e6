"""A scripted client: create games, read frames, answer with the first (or a random) choice."""

from __future__ import annotations

import json
import random
from typing import Any

from fastapi.testclient import TestClient

HUMAN = {"kind": "human"}


def bot(name: str) -> dict[str, Any]:
    return {"kind": "bot", "bot": name}


def create(
    client: TestClient, game: str, seats: list[dict[str, Any]], options: dict[str, Any] | None = None, **extra
) -> dict[str, Any]:
    r = client.post("/api/games", json={"game": game, "seats": seats, "options": options or {}, **extra})
    assert r.status_code == 201, r.text
    return r.json()


def tokens(created: dict[str, Any]) -> list[str | None]:
    return [s["token"] for s in created["seats"]]


def view(client: TestClient, game_id: str, token: str) -> dict[str, Any]:
    r = client.get(f"/api/games/{game_id}/view", params={"token": token})
    assert r.status_code == 200, r.text
    return r.json()


def mine(frame: dict[str, Any]) -> bool:
    """Whether the frame asks its own seat to choose."""
    d = frame.get("decision")
    return d is not None and "choices" in d


def pick(frame: dict[str, Any], rng: random.Random | None) -> str:
    choices = frame["decision"]["choices"]
    return (rng.choice(choices) if rng else choices[0])["id"]


def play_ws(
    client: TestClient, game_id: str, token: str, rng: random.Random | None = None, max_moves: int = 5000
) -> tuple[dict[str, Any], int]:
    """Play one seat over a WebSocket to the end; (the last frame, moves made)."""
    moves = 0
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as ws:
        frame = ws.receive_json()
        while frame.get("status") != "over":
            assert frame["type"] == "state", frame
            if mine(frame):
                ws.send_json({"version": frame["version"], "choice": pick(frame, rng)})
                moves += 1
                assert moves <= max_moves, "the game does not end"
            frame = ws.receive_json()
    return frame, moves


def asked(client: TestClient, game_id: str, token: str) -> dict[str, Any]:
    """The seat's whole frame once it is asked to choose or the game is over: the bots move in
    the background after a move is acknowledged, so a frame may show a bot still to move. Waits
    on the seat's WebSocket (frames in commit order), never on the clock."""
    with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as ws:
        frame = ws.receive_json()
        while not (mine(frame) or frame.get("status") == "over"):
            assert frame["type"] == "state", frame
            frame = ws.receive_json()
    return view(client, game_id, token)


def receive_until(ws: Any, version: int, raw: list[str] | None = None) -> dict[str, Any]:
    """Frames until one at `version` (each raw text kept in `raw`); the last one."""
    while True:
        text = ws.receive_text()
        if raw is not None:
            raw.append(text)
        frame = json.loads(text)
        assert frame["type"] == "state", frame
        if frame["version"] == version:
            return frame
        assert frame["version"] < version, (frame["version"], version)
