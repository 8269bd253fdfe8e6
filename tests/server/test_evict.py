"""Idle games are let go of (their memory) and read again from the database when next asked for;
a game someone watches or whose bots move stays; a copy let go of is never moved."""

from __future__ import annotations

import pytest

from dominia.server.service import _Evicted
from tests.server.helpers import HUMAN, asked, bot, create, pick, tokens, view


def move(client, gid, token, frame):
    r = client.post(
        f"/api/games/{gid}/choice",
        json={"token": token, "version": frame["version"], "choice": pick(frame, None)},
    )
    assert r.status_code == 200, r.text
    return r.json()


def test_an_idle_game_is_let_go_of_and_read_again_exactly(client):
    service = client.app.state.service
    created = create(client, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=7)
    gid, token = created["game_id"], tokens(created)[0]
    frame = asked(client, gid, token)
    for _ in range(4):
        move(client, gid, token, frame)
        frame = asked(client, gid, token)
    old = service._live[gid]
    with old.lock:  # (the bots' step holds it until it has stopped)
        assert not old.driving
    assert service.evict_idle(3600) == 0  # (asked for just now)
    assert service.evict_idle(0) == 1
    assert gid not in service._live and old.evicted
    assert "dominia_live_games 0.0" in client.get("/metrics").text
    again = view(client, gid, token)  # read again from the log
    assert again == frame and service._live[gid] is not old
    after = move(client, gid, token, again)
    assert after["version"] == frame["version"] + 1 == service.store.get(gid).version
    with pytest.raises(_Evicted):  # a request still holding the old copy asks again
        service._choose(old, 0, after["version"], "x")


def test_a_watched_game_stays(client):
    service = client.app.state.service
    created = create(client, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=8)
    gid, toks = created["game_id"], tokens(created)
    with client.websocket_connect(f"/ws/games/{gid}?token={toks[0]}") as ws:
        ws.receive_json()
        assert service.evict_idle(0) == 0
        assert gid in service._live
    assert service.evict_idle(0) == 1  # (closed: nobody watches)
