"""POST /api/games at the boundary: whatever JSON a client sends, the answer is a clear
refusal (4xx with an error code and its message) or a new game, never a 500, and a refused
request makes nothing."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from dominia.core.game import get_game, get_spec, registered_games
from dominia.server.app import create_app
from tests.properties.strategies import EXTRA, JSON, as_json_body, options_for, schema_options
from tests.server.conftest import NO_LIMIT

GAMES = sorted(registered_games())


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Any:
    path = tmp_path_factory.mktemp("fuzz") / "games.sqlite3"
    app = create_app(f"sqlite:///{path}", allow_seed=True, rate=NO_LIMIT, create_rate=NO_LIMIT)
    with TestClient(app) as c:
        yield c, path


def stored_games(path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT count(*) FROM games").fetchone()[0]


# the first seat is a person, so a game that is accepted is not played whole while it is made
SEAT = st.fixed_dictionaries(
    {"kind": st.sampled_from(["human", "bot"])},
    optional={
        "bot": st.sampled_from(["random", "bmu", "easy", "greedy"]) | st.text(max_size=8),
        "name": st.text(),
    },
)
SEATS = st.builds(lambda rest: [{"kind": "human"}, *rest], st.lists(SEAT, max_size=6))


def bodies() -> st.SearchStrategy[Any]:
    """Mostly well-formed requests with odd options and seats (the deep checks), sometimes
    anything at all (the schema's checks)."""
    game = st.sampled_from(GAMES)
    options = st.one_of(*(options_for(sorted(get_game(g).normalize_options({}))) for g in GAMES))
    same_players = options.map(lambda o: {k: v for k, v in o.items() if k != "players"})
    body = st.fixed_dictionaries(
        {"game": game, "seats": SEATS, "options": same_players},
        optional={"seed": st.integers(min_value=0, max_value=1000)},
    )
    odd = st.fixed_dictionaries(
        {"game": game | st.text(max_size=10), "seats": SEATS | JSON, "options": options | JSON},
        optional={"seed": st.integers(min_value=-5, max_value=2**63) | JSON, "extra": JSON},
    )
    # options from each game's own schema (near-valid values), for that game
    from_schema = st.one_of(
        *(
            st.fixed_dictionaries(
                {
                    "game": st.just(g),
                    "seats": SEATS,
                    "options": schema_options(get_spec(g), get_spec(g).seats, EXTRA.get(g)).map(
                        lambda o: {k: v for k, v in o.items() if k != "players"}
                    ),
                }
            )
            for g in GAMES
        )
    )
    return st.one_of(body, body, from_schema, from_schema, odd, JSON)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(bodies())
def test_any_create_request_is_refused_clearly_or_makes_a_game(server, body):
    client, path = server
    before = stored_games(path)
    r = client.post("/api/games", **as_json_body(body))
    assert r.status_code < 500, (body, r.text)
    event(f"HTTP {r.status_code}")
    if r.status_code == 201:
        assert stored_games(path) == before + 1
        return
    assert 400 <= r.status_code < 500
    err = r.json()
    assert err.get("code") and err.get("error"), err
    assert stored_games(path) == before, "a refused request made a game"
