"""The web app's other REST routes at the boundary: any path piece, query and JSON body gets an
answer below 500 (a refusal with its code and message, or the page or data asked for), and no
refused request changes a game."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dominia.server.app import create_app
from tests.properties.strategies import JSON, as_json_body
from tests.server.conftest import NO_LIMIT
from tests.server.helpers import HUMAN, asked, bot, create, tokens, view

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PIECE = st.sampled_from(["dominion", "domination", "dominaria", "odds", "nim", "", ".."]) | st.text(
    max_size=12
)
PARAMS = st.dictionaries(
    st.sampled_from(["token", "lang", "attackers", "defenders", "stop", "italian"]) | st.text(max_size=6),
    st.sampled_from(["uk", "qps", "1", "0", "-1", "7", "99999999", "1e3", "true"]) | st.text(max_size=8),
    max_size=5,
)


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Any:
    path = tmp_path_factory.mktemp("rest") / "games.sqlite3"
    app = create_app(f"sqlite:///{path}", allow_seed=True, rate=NO_LIMIT, create_rate=NO_LIMIT)
    with TestClient(app, raise_server_exceptions=False) as client:
        made = create(client, "dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}, seed=3)
        asked(client, made["game_id"], tokens(made)[0])  # no bot still to move
        yield client, made


def state(client: TestClient, made: dict[str, Any]) -> Any:
    token = tokens(made)[0]
    return view(client, made["game_id"], token), client.app.state.service.store.moves(made["game_id"])


def answered(r: Any) -> None:
    assert r.status_code < 500, (r.request.method, r.request.url, r.status_code, r.text[:300])
    if r.status_code >= 400 and r.headers.get("content-type", "").startswith("application/json"):
        body = r.json()
        assert body.get("code") and (body.get("error") or body.get("detail")), body


@SETTINGS
@given(PIECE, PIECE, PARAMS)
@example("domination", "odds", {"attackers": "9" * 5000, "defenders": "1"})
@example("domination", "odds", {"attackers": "1", "defenders": "200000"})
def test_any_get_is_answered_below_500(server, a, b, params):
    client, made = server
    before = state(client, made)
    gid = made["game_id"]
    for url in (
        f"/api/game/{quote(a, safe='')}/{quote(b, safe='')}",
        f"/api/messages/{quote(a, safe='')}",
        "/api/messages",
        f"/api/games/{quote(a, safe='')}",
        f"/api/games/{gid}",
        f"/api/games/{gid}/view",
        f"/play/{quote(a, safe='')}",
    ):
        answered(client.get(url, params=params))
    assert state(client, made) == before


@SETTINGS
@given(
    JSON | st.fixed_dictionaries({}, optional={"token": JSON, "version": JSON, "choice": JSON, "seat": JSON})
)
def test_any_post_body_is_answered_below_500_and_changes_nothing(server, body):
    client, made = server
    before = state(client, made)
    gid = made["game_id"]
    if isinstance(body, dict) and body.get("token") == tokens(made)[0]:
        body = {**body, "token": "forged"}
    for url in (f"/api/games/{gid}/choice", f"/api/games/{gid}/links", "/api/mygames"):
        answered(client.post(url, **as_json_body(body)))
    links = {"links": [[gid, "x"], [str(body)[:40], str(body)[:40]], ["\ud800", "\ud800"]]}
    answered(client.post("/api/mygames", **as_json_body(links)))
    assert state(client, made) == before


# found: a path no route takes answered Starlette's English {"detail": "Not Found"} (and 405 the
# same), not an error frame with its code and the reader's words
def test_no_such_route_or_method_is_an_error_frame_in_the_readers_words(server):
    client, _ = server
    r = client.get("/api/game/dominion/", params={"lang": "uk"})
    assert r.status_code == 404 and r.json()["code"] == "not_found"
    assert r.json()["error"] == "такої сторінки немає"
    r = client.put("/api/games", params={"lang": "hu"})
    assert r.status_code == 405 and r.json()["code"] == "bad_method" and "PUT" in r.json()["error"]
    assert "GET" in r.headers.get("allow", "") or "POST" in r.headers.get("allow", "")
    assert client.get("/static/no-such-file.js").json()["code"] == "not_found"


# found: a lone surrogate (JSON can carry one, UTF-8 cannot) was a 500: echoed in an error
# message (a kingdom card's name), or sent to the database as a game id (/api/mygames)
@pytest.mark.parametrize(
    ("url", "body", "status"),
    [
        (
            "/api/games",
            {"game": "dominion", "seats": [HUMAN, bot("bmu")], "options": {"kingdom": ["\ud800"]}},
            422,
        ),
        (
            "/api/games",
            {"game": "dominion", "seats": [HUMAN, bot("bmu")], "options": {"kingdom": "\ud800"}},
            422,
        ),
        ("/api/mygames", {"links": [["\ud800", "\ud800"]]}, 200),
    ],
)
def test_a_lone_surrogate_is_refused_clearly(server, url, body, status):
    client, _ = server
    r = client.post(url, **as_json_body(body))
    assert r.status_code == status, r.text
    answer = r.json()
    if status == 422:
        assert answer["code"] == "bad_options" and "\ud800" in answer["error"], answer
    else:
        assert answer["games"][0]["code"] == "not_found", answer
