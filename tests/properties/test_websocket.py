"""WebSocket messages at the boundary: whatever a seat sends (any JSON, near-miss messages, text
that is no JSON, bytes), the server answers with an error frame or, for a resync or a language,
a state frame; it never closes the socket with 1011 or logs a traceback, the connection goes on
working, and the game does not change."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dominia.server.app import create_app
from dominia.server.protocol import ChoiceMessage
from tests.properties.strategies import JSON
from tests.server.conftest import NO_LIMIT
from tests.server.helpers import HUMAN, asked, bot, create, tokens, view

GAMES = {
    "dominion": ({"kingdom": "first-game"}, "bmu"),
    "domination": ({"map": "duel"}, "easy"),
    "dominaria": ({}, "greedy"),
}


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Any:
    path = tmp_path_factory.mktemp("ws") / "games.sqlite3"
    # (every example resyncs: the budget of whole frames per address is not what is tested here)
    app = create_app(
        f"sqlite:///{path}", allow_seed=True, rate=NO_LIMIT, create_rate=NO_LIMIT, resync_rate=NO_LIMIT
    )
    with TestClient(app) as client:
        games = {}
        for name, (options, bot_name) in GAMES.items():
            made = create(client, name, [HUMAN, bot(bot_name)], options, seed=3)
            games[name] = (made["game_id"], tokens(made)[0])
            asked(client, *games[name])  # the bot has moved (in the background) up to the person
        yield client, games


def snapshot(client: TestClient, game_id: str, token: str) -> Any:
    return view(client, game_id, token), client.app.state.service.store.moves(game_id)


MAX_DEPTH = 512  # as deep as a message within the server's size limit nests


def messages(legal: list[str], version: int) -> st.SearchStrategy[str | bytes]:
    """What a client might send, none of it a legal move now."""
    wrong_version = st.integers(-3, 2**70).filter(lambda v: v != version) | JSON
    choice = st.sampled_from(legal) | st.text(max_size=30) | JSON
    near = st.fixed_dictionaries(
        {"version": wrong_version, "choice": choice},
        optional={"type": st.sampled_from(["choice", "resync", "lang", "", "CHOICE"]) | JSON, "x": JSON},
    )
    not_legal = st.fixed_dictionaries(
        {"version": st.just(version), "choice": st.text(max_size=30).filter(lambda c: c not in legal)}
    )
    other = st.fixed_dictionaries(
        {"type": st.sampled_from(["resync", "lang"])},
        optional={"lang": JSON | st.sampled_from(["uk", "qps"])},
    )
    as_text = (
        st.one_of(near, not_legal, other, JSON)
        .map(json.dumps)
        .filter(lambda t: not a_move(t, legal, version))
    )
    garbage = st.text(max_size=60) | st.binary(max_size=60)
    deep = st.integers(MAX_DEPTH - 50, MAX_DEPTH + 50).map(lambda n: "[" * n + "]" * n)
    return st.one_of(
        as_text, as_text, garbage, deep, st.sampled_from(['{"version": NaN}', '{"choice": "\\ud800"}'])
    )


def a_move(text: str, legal: list[str], version: int) -> bool:
    """Whether the server would take the message as a legal move now (its reader is lenient:
    a version of 0.0 or "0" is 0), which would change the game."""
    try:
        message = ChoiceMessage.model_validate(json.loads(text))
    except ValueError:
        return False
    return message.version == version and message.choice in legal


def check_answers(ws: Any, sent: list[str | bytes]) -> None:
    for message in sent:
        if isinstance(message, bytes):
            ws.send_bytes(message)
        else:
            ws.send_text(message)
        reply = ws.receive_json()
        if reply.get("type") == "error":
            assert reply["code"] and reply["error"], reply
            assert reply["code"] != "internal", reply
        else:  # a resync or a language: the seat's whole state again
            assert "decision" in reply and "version" in reply, reply


@pytest.mark.parametrize("name", sorted(GAMES))
def test_any_message_is_answered_and_changes_nothing(server, name, caplog):
    client, games = server
    game_id, token = games[name]
    before = snapshot(client, game_id, token)
    frame = before[0]
    legal = [c["id"] for c in (frame.get("decision") or {}).get("choices", [])] or ["done"]
    version = frame["version"]

    @settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(messages(legal, version), min_size=1, max_size=6))
    # nested as deep as the size limit lets a message go (Python's JSON reader stops at 1000)
    @example(["[" * MAX_DEPTH + "]" * MAX_DEPTH, '{"a":' * 204 + "1" + "}" * 204])
    @example(['{"version": 0, "choice": "\\ud800"}', b"\xff\xfe", '{"type": "lang", "lang": ["uk"]}'])
    def check(sent: list[str | bytes]) -> None:
        with client.websocket_connect(f"/ws/games/{game_id}?token={token}") as ws:
            first = ws.receive_json()
            assert first["version"] == version
            check_answers(ws, sent)
            ws.send_json({"type": "resync"})  # still answering
            assert ws.receive_json()["version"] == version

    with caplog.at_level(logging.WARNING):
        check()
    assert snapshot(client, game_id, token) == before
    assert not [r for r in caplog.records if r.exc_info or "Traceback" in r.getMessage()], caplog.text
