"""Every refused request gets a clear error and changes nothing."""

from __future__ import annotations

import json

import pytest

from tests.server.helpers import HUMAN, bot, create, play_ws, tokens, view


@pytest.fixture
def duo(client):
    """A two-human Dominion game; seat 0 is asked first."""
    created = create(client, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=7)
    gid, toks = created["game_id"], tokens(created)
    r = client.post(
        f"/api/games/{gid}/choice", json={"token": toks[0], "version": 0, "choice": "treasures:all"}
    )
    assert r.json()["decision"]["seat"] == 0 and r.json()["version"] == 1
    return gid, toks, created["spectator_token"]


def snapshot(client, gid, toks):
    """What every seat sees plus the stored log: none of it may change on a refused request."""
    return [view(client, gid, t) for t in toks], client.app.state.service.store.moves(gid)


def first_choice(frame):
    return frame["decision"]["choices"][0]["id"]


def test_rest_errors_change_nothing(client, duo):
    gid, (t0, t1), spec = duo
    before = snapshot(client, gid, [t0, t1, spec])
    f0 = before[0][0]
    v = f0["version"]
    cases = [
        ({"token": "forged-token", "version": v, "choice": first_choice(f0)}, 403, "bad_token"),
        ({"token": t1, "version": v, "choice": first_choice(f0)}, 409, "not_your_turn"),
        ({"token": t0, "version": v + 1, "choice": first_choice(f0)}, 409, "stale"),
        ({"token": t0, "version": v, "choice": "buy:Nothing"}, 422, "illegal"),
        ({"token": spec, "version": v, "choice": first_choice(f0)}, 403, "spectator"),
        ({"token": t0, "version": -1, "choice": first_choice(f0)}, 422, "bad_message"),
        ({"token": t0, "version": v, "choice": "x" * 5000}, 422, "bad_message"),
        ({"token": t0, "choice": first_choice(f0)}, 422, "bad_message"),
        ({"token": t0, "version": v, "choice": "done", "extra": 1}, 422, "bad_message"),
    ]
    for body, status, code in cases:
        r = client.post(f"/api/games/{gid}/choice", json=body)
        assert (r.status_code, r.json()["code"]) == (status, code), (body, r.text)
        assert r.json()["error"]
    r = client.post(
        f"/api/games/{gid}/choice", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert (r.status_code, r.json()["code"]) == (422, "bad_message")
    r = client.post(f"/api/games/{gid}/choice", content=b"x" * 100_000)
    assert (r.status_code, r.json()["code"]) == (413, "too_large")
    assert client.get(f"/api/games/{gid}/view", params={"token": "forged"}).json()["code"] == "bad_token"
    assert client.get(f"/api/games/{gid}/view", params={"token": t0[:-1]}).status_code == 403
    assert client.get(f"/api/games/{gid}/view").status_code == 403
    assert client.get("/api/games/nosuchgame/view", params={"token": t0}).status_code == 404
    assert client.get(f"/api/games/{'x' * 500}/view", params={"token": t0}).status_code == 404
    assert snapshot(client, gid, [t0, t1, spec]) == before


def test_websocket_errors_change_nothing(client, duo):
    gid, (t0, t1), spec = duo
    before = snapshot(client, gid, [t0, t1, spec])
    v = before[0][0]["version"]
    choice = first_choice(before[0][0])
    with client.websocket_connect(f"/ws/games/{gid}?token={t1}") as ws1:
        assert ws1.receive_json()["decision"] == {"seat": 0}
        ws1.send_json({"version": v, "choice": choice})
        assert ws1.receive_json()["code"] == "not_your_turn"
    with client.websocket_connect(f"/ws/games/{gid}?token={t0}") as ws:
        assert ws.receive_json()["version"] == v
        bad = [
            ("{not json", "bad_message"),
            ("[1, 2]", "bad_message"),
            ('"choice"', "bad_message"),
            ('{"version": "one", "choice": "done"}', "bad_message"),
            ('{"version": 0}', "bad_message"),
            ('{"type": "shout", "version": 0, "choice": "done"}', "bad_message"),
            (json.dumps({"version": v, "choice": "buy:Nothing"}), "illegal"),
            (json.dumps({"version": v + 3, "choice": choice}), "stale"),
            (json.dumps({"version": v - 1, "choice": choice}), "stale"),
            (json.dumps({"version": v, "choice": choice, "pad": "x" * 2000}), "too_large"),
        ]
        for text, code in bad:
            ws.send_text(text)
            reply = ws.receive_json()
            assert reply["type"] == "error" and reply["code"] == code and reply["error"], (text, reply)
        ws.send_bytes(b"x" * 100_000)
        assert ws.receive_json()["code"] == "too_large"
        ws.send_json({"type": "resync"})  # the connection still works: a full state again
        again = ws.receive_json()
        assert again["log_from"] == 0 and again["version"] == v
    with client.websocket_connect(f"/ws/games/{gid}?token={spec}") as wss:
        wss.receive_json()
        wss.send_json({"version": v, "choice": choice})
        assert wss.receive_json()["code"] == "spectator"
    assert snapshot(client, gid, [t0, t1, spec]) == before


def test_a_forged_token_or_unknown_game_is_refused_on_connect(client, duo):
    gid, _, _ = duo
    for url in (f"/ws/games/{gid}?token=forged", f"/ws/games/{gid}", "/ws/games/nosuchgame?token=x"):
        with client.websocket_connect(url) as ws:
            if "?" not in url:  # no token in the URL: the first message must bring it, this one does not
                ws.send_json({"version": 0, "choice": "buy:Nothing"})
            reply = ws.receive_json()
            assert reply["type"] == "error" and reply["code"] in ("bad_token", "not_found")
            assert "view" not in reply


def test_a_socket_that_never_sends_its_token_is_refused_in_time(client, duo, monkeypatch):
    import dominia.server.app as server_app

    monkeypatch.setattr(server_app, "TOKEN_WAIT", 0.2)
    gid, _, _ = duo
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        reply = ws.receive_json()  # nothing sent: the wait runs out
        assert reply["type"] == "error" and reply["code"] == "bad_token" and "view" not in reply


def test_messages_over_the_rate_are_refused(make_client, duo):
    gid, (t0, _), _ = duo
    limited = make_client(rate=(3, 0))  # three messages, never refilled
    with limited.websocket_connect(f"/ws/games/{gid}?token={t0}") as ws:
        v = ws.receive_json()["version"]
        for _ in range(3):
            ws.send_json({"version": v, "choice": "buy:Nothing"})
            assert ws.receive_json()["code"] == "illegal"
        ws.send_json({"version": v, "choice": "buy:Nothing"})
        assert ws.receive_json()["code"] == "rate_limited"


def test_new_games_over_the_rate_are_refused_and_make_nothing(make_client):
    limited = make_client(create_rate=(2, 0))  # two games, never refilled
    body = {"game": "dominion", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "bmu"}], "options": {}}
    made = [limited.post("/api/games", json=body) for _ in range(2)]
    assert [r.status_code for r in made] == [201, 201]
    r = limited.post("/api/games", json=body)
    assert (
        r.status_code == 429
        and r.json()["code"] == "rate_limited"
        and "too many new games" in r.json()["error"]
    )
    mine = limited.post(
        "/api/mygames", json={"links": [[m.json()["game_id"], m.json()["spectator_token"]] for m in made]}
    )
    assert len(mine.json()["games"]) == 2  # the earlier games are untouched, and play on
    assert limited.get("/api/catalog").status_code == 200  # only creating is limited


def test_a_finished_game_takes_no_more_moves(client):
    created = create(client, "dominaria", [HUMAN, bot("random")], seed=4)
    gid, t0 = created["game_id"], tokens(created)[0]
    last, _ = play_ws(client, gid, t0)
    n = last["version"]
    r = client.post(f"/api/games/{gid}/choice", json={"token": t0, "version": n, "choice": "done"})
    assert (r.status_code, r.json()["code"]) == (409, "game_over")
    assert view(client, gid, t0)["version"] == n
    assert len(client.app.state.service.store.moves(gid)) == n


BAD_LOBBY = [
    ({"game": "chess", "seats": [HUMAN, HUMAN]}, "unknown game"),
    ({"game": "dominion", "seats": [HUMAN]}, "2 to 6"),
    ({"game": "dominion", "seats": [HUMAN] * 7}, "2 to 6"),
    ({"game": "dominaria", "seats": [HUMAN] * 5}, "2 to 4"),
    ({"game": "dominion", "seats": [HUMAN, bot("no-such-bot")]}, "unknown bot"),
    ({"game": "dominion", "seats": [HUMAN, bot("my-bot.toml")]}, "unknown bot"),
    ({"game": "dominion", "seats": [HUMAN, HUMAN], "options": {"kingdom": ["Smithy", "Nope"]}}, "Nope"),
    ({"game": "dominion", "seats": [HUMAN, HUMAN], "options": {"kingdom": "no such kingdom"}}, "kingdom"),
    ({"game": "dominion", "seats": [HUMAN, HUMAN], "options": {"sets": ["intrigue"]}}, "set"),
    ({"game": "dominion", "seats": [HUMAN, HUMAN], "options": {"players": 3}}, "players"),
    ({"game": "dominion", "seats": [HUMAN, HUMAN], "options": {"colour": "red"}}, "colour"),
    ({"game": "domination", "seats": [HUMAN, HUMAN], "options": {"map": "/etc/passwd"}}, "unknown map"),
    ({"game": "domination", "seats": [HUMAN, HUMAN], "options": {"map": "../x.map"}}, "unknown map"),
    ({"game": "domination", "seats": [HUMAN, HUMAN], "options": {"mode": "chaos"}}, "mode"),
    ({"game": "dominaria", "seats": [HUMAN, HUMAN], "options": {"components": "/tmp"}}, "components"),
    ({"game": "dominaria", "seats": [HUMAN, HUMAN], "options": {"start_mana": 3}}, "start_mana"),
    ({"game": "dominion", "seats": [{"kind": "alien"}, HUMAN]}, "seats"),
    ({"game": "dominion", "seats": "two"}, "seats"),
    ({"seats": [HUMAN, HUMAN]}, "game"),
]


@pytest.mark.parametrize(("body", "words"), BAD_LOBBY, ids=[b[1] for b in BAD_LOBBY])
def test_bad_lobby_requests_are_refused_clearly(client, body, words):
    r = client.post("/api/games", json=body)
    assert r.status_code == 422, r.text
    assert r.json()["code"] in ("bad_options", "bad_message")
    assert words.lower() in r.json()["error"].lower(), r.json()["error"]


def test_a_seed_is_refused_unless_the_server_allows_it(make_client):
    strict = make_client(allow_seed=False)
    r = strict.post("/api/games", json={"game": "dominion", "seats": [HUMAN, HUMAN], "seed": 5})
    assert r.status_code == 422 and "seed" in r.json()["error"]
