"""Replacing a link: the game's host gets a new secret link for a human seat (or the
spectators); the old one stops working at once, and after a restart."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, text
from starlette.websockets import WebSocketDisconnect

from dominia.server.store import Store
from tests.server.helpers import HUMAN, bot, create, tokens, view


def relink(client, gid: str, host: str, seat: int | None):
    return client.post(f"/api/games/{gid}/links", json={"host_token": host, "seat": seat})


@pytest.fixture
def trio(client):
    created = create(client, "dominion", [HUMAN, HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=8)
    return created["game_id"], tokens(created), created["spectator_token"], created["host_token"]


def test_a_new_seat_link_replaces_the_old_one(client, trio):
    gid, (t0, t1, _), spec, host = trio
    before = view(client, gid, t1)
    r = relink(client, gid, host, 1)
    assert r.status_code == 200, r.text
    new = r.json()
    assert new["seat"] == 1 and new["url"] == f"/play/{gid}#token={new['token']}"
    assert new["token"] not in (t0, t1, spec, host)
    old = client.get(f"/api/games/{gid}/view", params={"token": t1})
    assert old.status_code == 403 and old.json()["code"] == "bad_token"
    assert view(client, gid, new["token"]) == before  # the same seat, the same game
    assert view(client, gid, t0)["seat"] == 0  # the other seats keep theirs
    assert view(client, gid, spec)["seat"] is None


def test_the_old_link_can_no_longer_move(client, trio):
    gid, (t0, _, _), _, host = trio
    frame = view(client, gid, t0)
    new = relink(client, gid, host, 0).json()["token"]
    choice = frame["decision"]["choices"][0]["id"]
    r = client.post(
        f"/api/games/{gid}/choice", json={"token": t0, "version": frame["version"], "choice": choice}
    )
    assert r.status_code == 403
    assert view(client, gid, new)["version"] == frame["version"]  # nothing moved
    r = client.post(
        f"/api/games/{gid}/choice", json={"token": new, "version": frame["version"], "choice": choice}
    )
    assert r.status_code == 200, r.text


def test_the_spectator_link_can_be_replaced(client, trio):
    gid, _, spec, host = trio
    new = relink(client, gid, host, None).json()
    assert new["seat"] is None
    assert client.get(f"/api/games/{gid}/view", params={"token": spec}).status_code == 403
    assert view(client, gid, new["token"])["seat"] is None


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"host_token": "forged", "seat": 0}, 403, "bad_token"),
        ("seat token", 403, "bad_token"),  # a seat's own link is not the host's
        ({"seat": 2}, 422, "bad_message"),  # seat 3 is a bot
        ({"seat": 7}, 422, "bad_message"),
        ({"seat": -1}, 422, "bad_message"),
        ({"seat": "one"}, 422, "bad_message"),
        ({}, 422, "bad_message"),  # no seat named (null is the spectators)
        ({"seat": 0, "extra": 1}, 422, "bad_message"),
    ],
)
def test_bad_requests_are_refused_and_change_nothing(client, trio, body, status, code):
    gid, toks, spec, host = trio
    if body == "seat token":
        body = {"host_token": toks[0], "seat": 1}
    body = {"host_token": host, **body} if "host_token" not in body else body
    r = client.post(f"/api/games/{gid}/links", json=body)
    assert r.status_code == status and r.json()["code"] == code, r.text
    for t in (toks[0], toks[1], spec):
        assert client.get(f"/api/games/{gid}/view", params={"token": t}).status_code == 200
    assert relink(client, "nosuchgame", host, 0).status_code == 404


def test_a_watcher_on_the_old_link_is_told_and_cut_off(client, trio):
    gid, (t0, t1, _), _, host = trio
    with (
        client.websocket_connect(f"/ws/games/{gid}?token={t1}") as old,
        client.websocket_connect(f"/ws/games/{gid}?token={t0}") as other,
    ):
        v = old.receive_json()["version"]
        frame = other.receive_json()
        relink(client, gid, host, 1)
        told = old.receive_json()
        assert told["type"] == "error" and told["code"] == "revoked"
        with pytest.raises(WebSocketDisconnect):
            old.receive_json()
        # the other seat plays on
        other.send_json({"version": v, "choice": frame["decision"]["choices"][0]["id"]})
        assert other.receive_json()["version"] == v + 1


def test_a_replaced_link_stays_replaced_after_a_restart(make_client):
    first = make_client()
    created = create(first, "domination", [HUMAN, HUMAN], {"map": "duel"}, seed=3)
    gid, (t0, _) = created["game_id"], tokens(created)
    new = relink(first, gid, created["host_token"], 0).json()["token"]
    second = make_client()
    assert second.get(f"/api/games/{gid}/view", params={"token": t0}).status_code == 403
    assert view(second, gid, new)["seat"] == 0


def test_a_database_from_before_host_links_is_upgraded(db_url):
    """Games made before host links had no host: they load and play; no link can be replaced."""
    from fastapi.testclient import TestClient

    from dominia.server.app import create_app

    with TestClient(create_app(db_url, allow_seed=True)) as c:
        created = create(c, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=2)
    engine = create_engine(db_url)
    with engine.begin() as conn:  # the table as the older version made it
        conn.execute(text("ALTER TABLE games DROP COLUMN host_hash"))
    engine.dispose()
    Store(db_url).close()  # opening it adds the column back, empty
    with TestClient(create_app(db_url, allow_seed=True)) as c:
        gid, t0 = created["game_id"], tokens(created)[0]
        assert view(c, gid, t0)["seat"] == 0
        r = relink(c, gid, created["host_token"], 0)
        assert r.status_code == 403 and "host" in r.json()["error"]
        again = create(c, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=2)
        assert relink(c, again["game_id"], again["host_token"], 0).status_code == 200
