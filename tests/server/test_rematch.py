"""The end of a game over REST and the WebSocket: its charts only once it is over, and a
rematch (same seats and options, a new seed) that each human seat of the old game reaches
with its own link, asked again giving the same game, refused with nothing changed for a
forged link, a game still playing or the spectators."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominia.server.rematch import derive
from tests.properties.strategies import JSON, as_json_body
from tests.server.helpers import HUMAN, bot, create, tokens, view

OPTIONS = {"kingdom": "first-game"}


def finish(client: TestClient, gid: str, humans: list[str]) -> dict[str, Any]:
    """Play the human seats with their first choice until the game is over (the bots move in
    the background: wait for them on a WebSocket, in commit order); the last frame."""
    seat_token = {view(client, gid, t)["seat"]: t for t in humans}
    with client.websocket_connect(f"/ws/games/{gid}?token={humans[0]}") as ws:
        frame = ws.receive_json()
        for _ in range(5000):
            if frame.get("status") == "over":
                return frame
            d = frame.get("decision")
            if d is not None and d["seat"] in seat_token:
                token = seat_token[d["seat"]]
                f = view(client, gid, token)
                if f["version"] == frame["version"]:
                    choice = money_first(f["decision"]["choices"])
                    r = client.post(
                        f"/api/games/{gid}/choice",
                        json={"token": token, "version": f["version"], "choice": choice},
                    )
                    assert r.status_code == 200, r.text
            frame = ws.receive_json()
    raise AssertionError("the game does not end")


PLAYERS = {"dominion": "big-money", "dominaria": "greedy"}  # (quick to think)
PREFER = ("treasures:all", "buy:Province", "buy:Gold", "buy:Silver", "done")


def money_first(choices: list[dict[str, Any]]) -> str:
    """A human playing Big Money: the game ends in a few dozen moves."""
    ids = [c["id"] for c in choices]
    return next((c for c in PREFER if c in ids), ids[0])


def played(
    client: TestClient,
    seats: list[dict[str, Any]],
    seed: int = 3,
    game: str = "dominion",
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A game created through the API and then played to the end at once: every seat's moves
    chosen by a Big Money bot in this process and stored as the game's record, as if they
    had been made one by one (the server rebuilds the game from it)."""
    from dominia.core.game import get_game, get_spec
    from dominia.core.record import GameRecord
    from dominia.core.runner import run_game
    from dominia.server import lobby

    created = create(client, game, seats, OPTIONS if options is None else options, seed=seed)
    gid = created["game_id"]
    service = client.app.state.service
    stored = service.store.get(gid)
    rules = get_game(game)
    record = GameRecord(game, stored.options, stored.seed, [], [])
    agents = [
        lobby.make_agent(game, PLAYERS.get(game) or get_spec(game).default_bot, i) for i in range(len(seats))
    ]
    outcome = run_game(rules, rules.setup(stored.options, stored.seed), agents, record=record)
    service.store.append_many(gid, 0, record.moves, over=True, result=outcome.to_dict())
    service.evict(gid)
    return created


def game_count(client: TestClient) -> int:
    from sqlalchemy import text

    with client.app.state.service.store.engine.connect() as conn:
        return int(conn.execute(text("SELECT COUNT(*) FROM games")).scalar_one())


@pytest.fixture
def ended(client):
    created = played(client, [{**HUMAN, "name": "Ann"}, {**HUMAN, "name": "Bob"}, bot("big-money")])
    gid = created["game_id"]
    t0, t1, _ = tokens(created)
    assert view(client, gid, t0)["status"] == "over"
    return gid, t0, t1, created["spectator_token"]


def ask(client: TestClient, gid: str, token: str, **params: str):
    return client.post(f"/api/games/{gid}/rematch", params=params, json={"token": token})


def test_a_rematch_has_the_same_seats_and_options_and_a_new_seed(client, ended):
    gid, t0, _, _ = ended
    r = ask(client, gid, t0)
    assert r.status_code == 200, r.text
    got = r.json()
    new = got["rematch_id"]
    assert new != gid and got["seat"] == 0 and got["asked_by"] == 0
    assert got["url"] == f"/play/{new}#token={got['token']}"
    store = client.app.state.service.store
    old_game, new_game = store.get(gid), store.get(new)
    assert new_game.game == "dominion" and new_game.version == 0 and new_game.status == "playing"
    assert [(s["kind"], s["bot"], s["name"]) for s in new_game.seats] == [
        (s["kind"], s["bot"], s["name"]) for s in old_game.seats
    ]
    assert new_game.options["kingdom"] == old_game.options["kingdom"]
    assert new_game.options["sets"] == old_game.options["sets"]
    assert new_game.seed != old_game.seed
    frame = view(client, new, got["token"])
    assert frame["seat"] == 0 and frame["status"] == "playing"
    assert "host_token" in got  # the asker may replace the new game's links, as a creator
    r = client.post(f"/api/games/{new}/links", json={"host_token": got["host_token"], "seat": 1})
    assert r.status_code == 200, r.text


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("domination", {"map": "duel", "mode": "capital", "cards": "fixed", "auto_place": True}),
        ("dominaria", {"start_mana": 2}),
    ],
)
def test_the_other_games_keep_their_options(client, game, options):
    # (people only: a bot that plays first would move before the record is stored)
    created = played(client, [HUMAN, HUMAN], game=game, options=options)
    gid, t0 = created["game_id"], tokens(created)[0]
    assert view(client, gid, t0)["status"] == "over"
    got = ask(client, gid, t0).json()
    store = client.app.state.service.store
    old_game, new_game = store.get(gid), store.get(got["rematch_id"])
    assert new_game.game == game and new_game.options == old_game.options
    assert all(new_game.options[k] == v for k, v in options.items())
    assert new_game.seed != old_game.seed
    assert view(client, got["rematch_id"], got["token"])["status"] == "playing"


def test_asked_again_it_is_the_same_game_and_the_same_link(client, ended):
    gid, t0, _, _ = ended
    first = ask(client, gid, t0).json()
    games = game_count(client)
    again = ask(client, gid, t0).json()
    assert (again["rematch_id"], again["token"]) == (first["rematch_id"], first["token"])
    assert "host_token" not in again  # given once, to the one who made it
    found = client.get(f"/api/games/{gid}/rematch", params={"token": t0}).json()
    assert (found["rematch_id"], found["token"]) == (first["rematch_id"], first["token"])
    assert game_count(client) == games


def test_each_human_seat_reaches_its_own_seat_with_its_own_link(client, ended):
    gid, t0, t1, _ = ended
    mine = ask(client, gid, t0).json()
    new = mine["rematch_id"]
    # Bob's seat cannot be played before he asks: the tokens the game was made with are gone
    bobs = derive(t1, new)
    r = client.get(f"/api/games/{new}/view", params={"token": bobs})
    assert r.status_code == 403 and r.json()["code"] == "bad_token"
    theirs = client.get(f"/api/games/{gid}/rematch", params={"token": t1}).json()
    assert theirs["rematch_id"] == new and theirs["seat"] == 1 and theirs["asked_by"] == 0
    assert theirs["token"] == bobs and theirs["token"] != mine["token"]
    assert view(client, new, theirs["token"])["seat"] == 1
    assert view(client, new, mine["token"])["seat"] == 0
    # the old game's links are not links of the new one
    for old in (t0, t1):
        assert client.get(f"/api/games/{new}/view", params={"token": old}).status_code == 403


def test_the_other_pages_are_told_over_their_websocket(client, ended):
    gid, t0, t1, _ = ended
    with client.websocket_connect(f"/ws/games/{gid}?token={t1}") as ws:
        assert ws.receive_json()["status"] == "over"
        made = ask(client, gid, t0).json()
        told = ws.receive_json()
    assert told == {"type": "rematch", "game_id": gid, "rematch_id": made["rematch_id"], "by": 0}
    assert "token" not in told  # each page follows with its own link


def test_the_spectators_follow_but_cannot_start_one(client, ended):
    gid, t0, _, spec = ended
    games = game_count(client)
    r = ask(client, gid, spec)
    assert r.status_code == 403 and r.json()["code"] == "spectator"
    assert client.get(f"/api/games/{gid}/rematch", params={"token": spec}).json() == {"game_id": None}
    assert game_count(client) == games
    new = ask(client, gid, t0).json()["rematch_id"]
    follow = client.get(f"/api/games/{gid}/rematch", params={"token": spec}).json()
    assert follow["rematch_id"] == new and follow["seat"] is None
    assert view(client, new, follow["token"])["seat"] is None


@pytest.mark.parametrize("token", ["forged-token", "x" * 100, derive("nope", "abc")])
def test_a_forged_link_is_refused_and_changes_nothing(client, ended, token):
    gid, _, _, _ = ended
    games = game_count(client)
    r = ask(client, gid, token, lang="uk")
    assert r.status_code == 403 and r.json()["code"] == "bad_token"
    assert any("а" <= ch <= "я" for ch in r.json()["error"].lower())  # in the asker's language
    assert client.get(f"/api/games/{gid}/rematch", params={"token": token}).status_code == 403
    assert game_count(client) == games


@pytest.mark.parametrize(
    "body", [{}, {"token": ""}, {"token": 5}, {"token": "a", "seat": 1}, {"token": "x" * 101}]
)
def test_malformed_requests_are_refused(client, ended, body):
    gid, _, _, _ = ended
    games = game_count(client)
    r = client.post(f"/api/games/{gid}/rematch", json=body)
    assert r.status_code == 422 and r.json()["code"] == "bad_message"
    assert game_count(client) == games


def test_no_rematch_of_a_game_still_playing_or_unknown(client):
    created = create(client, "dominion", [HUMAN, bot("big-money")], OPTIONS, seed=4)
    gid, t0 = created["game_id"], tokens(created)[0]
    games = game_count(client)
    r = ask(client, gid, t0)
    assert r.status_code == 409 and r.json()["code"] == "playing"
    assert client.get(f"/api/games/{gid}/rematch", params={"token": t0}).status_code == 409
    assert ask(client, "no-such-game", t0).status_code == 404
    assert game_count(client) == games


def test_a_seat_taken_with_another_link_is_refused(client, ended):
    gid, t0, t1, _ = ended
    new = ask(client, gid, t0).json()
    # the host replaces Bob's seat link of the new game before Bob asks: his derived link no
    # longer opens it, and he is told so (nothing changes)
    r = client.post(
        f"/api/games/{new['rematch_id']}/links", json={"host_token": new["host_token"], "seat": 1}
    )
    assert r.status_code == 200
    refused = client.get(f"/api/games/{gid}/rematch", params={"token": t1})
    assert refused.status_code == 403 and refused.json()["code"] == "bad_token"
    assert view(client, new["rematch_id"], r.json()["token"])["seat"] == 1


def test_the_rematch_is_kept_across_a_restart(make_client):
    first = make_client()
    created = played(first, [HUMAN, HUMAN, bot("big-money")])
    gid = created["game_id"]
    t0, t1, _ = tokens(created)
    made = ask(first, gid, t0).json()
    second = make_client()
    again = ask(second, gid, t0).json()
    assert (again["rematch_id"], again["token"]) == (made["rematch_id"], made["token"])
    bob = second.get(f"/api/games/{gid}/rematch", params={"token": t1}).json()
    assert (
        bob["rematch_id"] == made["rematch_id"] and view(second, bob["rematch_id"], bob["token"])["seat"] == 1
    )


# ---- the charts


def test_the_charts_only_once_the_game_is_over(client):
    created = create(client, "dominion", [HUMAN, HUMAN, bot("big-money")], OPTIONS, seed=3)
    gid = created["game_id"]
    t0, t1, _ = tokens(created)
    r = client.get(f"/api/games/{gid}/history", params={"token": t0})
    assert r.status_code == 409 and r.json()["code"] == "playing"
    last = finish(client, gid, [t0, t1])
    for token in (t0, t1, created["spectator_token"]):
        r = client.get(f"/api/games/{gid}/history", params={"token": token})
        assert r.status_code == 200, r.text
        charts = {c["id"]: c for c in r.json()["charts"]}
        assert set(charts) == {"vp", "coins"}
        assert [s[-1] for s in charts["vp"]["series"]] == last["outcome"]["scores"]
    r = client.get(f"/api/games/{gid}/history", params={"token": "forged"})
    assert r.status_code == 403 and r.json()["code"] == "bad_token"


def test_a_link_of_another_game_or_of_the_rematch_itself_is_refused(client, ended):
    gid, t0, _, _ = ended
    other = played(client, [HUMAN, HUMAN, bot("big-money")], seed=9)
    made = ask(client, gid, t0).json()
    games = game_count(client)
    for wrong in (tokens(other)[0], made["token"]):  # a real link, but not one of this game
        r = ask(client, gid, wrong)
        assert r.status_code == 403 and r.json()["code"] == "bad_token"
    # the other game has no rematch made through this one's links either
    assert client.get(f"/api/games/{other['game_id']}/rematch", params={"token": t0}).status_code == 403
    assert client.get(
        f"/api/games/{other['game_id']}/rematch", params={"token": tokens(other)[0]}
    ).json() == {"game_id": None}
    assert game_count(client) == games


@pytest.mark.parametrize(
    ("game", "options"), [("dominion", OPTIONS), ("domination", {"auto_place": True}), ("dominaria", {})]
)
def test_every_word_of_the_charts_is_in_every_language(client, game, options):
    from dominia.core.game import get_spec
    from dominia.core.i18n import LANGS
    from dominia.server import messages

    created = played(client, [HUMAN, HUMAN], game=game, options=options)
    r = client.get(f"/api/games/{created['game_id']}/history", params={"token": tokens(created)[0]})
    assert r.status_code == 200, r.text
    words: set[str] = set()
    for chart in r.json()["charts"]:
        assert len(chart.get("series") or chart.get("bars")) == 2  # one per seat
        words |= {chart[k] for k in ("title", "note", "x_label", "y_label", "x_zero") if chart.get(k)}
        words |= {p["label"] for p in chart.get("parts", [])}
    assert len(words) >= 3
    for lang in LANGS:  # in the language itself, not through the English fallback
        have: dict[str, Any] = {}
        for package in get_spec(game).packages("dominia.server"):
            have.update(messages.compiled(package, lang))
        assert sorted(words - set(have)) == [], lang


def test_a_storage_failure_is_a_clear_error_not_a_traceback(client, ended):
    from sqlalchemy import text

    gid, t0, _, _ = ended
    with client.app.state.service.store.engine.begin() as conn:
        conn.execute(text("DROP TABLE rematches"))
    r = ask(client, gid, t0, lang="ru")
    assert r.status_code == 503 and r.json()["code"] == "storage"
    assert any("а" <= ch <= "я" for ch in r.json()["error"])
    r = client.get(f"/api/games/{gid}/rematch", params={"token": t0})
    assert r.status_code == 503 and r.json()["code"] == "storage"


# ---- any input at the boundary: an answer below 500, a refusal with its code, nothing made


@pytest.fixture(scope="module")
def boundary(tmp_path_factory):
    from dominia.server.app import create_app
    from tests.server.conftest import NO_LIMIT

    path = tmp_path_factory.mktemp("rematch") / "games.sqlite3"
    app = create_app(f"sqlite:///{path}", allow_seed=True, rate=NO_LIMIT, create_rate=NO_LIMIT)
    with TestClient(app, raise_server_exceptions=False) as client:
        made = played(client, [HUMAN, HUMAN, bot("big-money")])
        yield client, made


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=40) | st.sampled_from(["..", "%2F", ""]),
    JSON,
)
def test_any_game_id_and_body_is_answered_below_500_and_makes_nothing(boundary, piece, body):
    client, made = boundary
    games = game_count(client)
    gid = made["game_id"]
    if isinstance(body, dict) and body.get("token") in tokens(made):
        body = {**body, "token": "forged"}
    text = "".join(
        c for c in str(body)[:60] if not 0xD800 <= ord(c) <= 0xDFFF
    )  # (a URL holds no lone surrogate)
    for url in (f"/api/games/{quote(piece, safe='')}/rematch", f"/api/games/{gid}/rematch"):
        for r in (
            client.post(url, **as_json_body(body)),
            client.get(url, params={"token": text}),
            client.get(url.replace("/rematch", "/history"), params={"token": text}),
        ):
            assert r.status_code < 500, (r.request.url, r.status_code, r.text[:200])
            if r.status_code >= 400:
                assert r.json()["code"] and r.json()["error"]
    assert game_count(client) == games


@pytest.fixture
def nim_registered():
    """Nim (tests/toygame), a fourth game, registered for the test."""
    from dominia.core import game as registry
    from dominia.core.game import register_game, registered_games
    from tests.toygame.nim import NIM, SPEC

    registered_games()  # the built-in games first, as in a real process
    register_game(NIM, SPEC)
    yield
    registry._REGISTRY.pop("nim", None)
    registry._SPECS.pop("nim", None)


@pytest.mark.usefixtures("nim_registered")
def test_a_game_without_charts_ends_with_none_and_has_its_rematch(tmp_path):
    """Nim (tests/toygame) has no `history` hook: its end has no charts, and its rematch needs
    no code of its own."""
    from dominia.server.app import create_app
    from tests.server.conftest import NO_LIMIT
    from tests.server.helpers import play_ws

    app = create_app(
        f"sqlite:///{tmp_path / 'g.sqlite3'}", allow_seed=True, rate=NO_LIMIT, create_rate=NO_LIMIT
    )
    with TestClient(app) as client:
        created = create(client, "nim", [HUMAN, bot("greedy")], {"stones": 5}, seed=1)
        gid, t0 = created["game_id"], tokens(created)[0]
        assert client.get(f"/api/games/{gid}/history", params={"token": t0}).status_code == 409
        frame, _ = play_ws(client, gid, t0)
        assert frame["status"] == "over"
        r = client.get(f"/api/games/{gid}/history", params={"token": t0})
        assert r.status_code == 200 and r.json()["charts"] == []
        made = ask(client, gid, t0).json()
        assert client.app.state.service.store.get(made["rematch_id"]).options["stones"] == 5
        assert view(client, made["rematch_id"], made["token"])["seat"] == 0
