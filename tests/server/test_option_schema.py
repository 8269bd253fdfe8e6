"""The lobby's options come from each game's schema (GameSpec.options): the catalog sends the
web-settable ones with their choices, and a request setting anything else is refused."""

from __future__ import annotations

import pytest

from dominia.core.game import get_spec
from tests.server.helpers import HUMAN, create


def test_the_catalog_sends_each_games_web_options(client) -> None:
    games = {g["name"]: g for g in client.get("/api/catalog").json()["games"]}
    for name, entry in games.items():
        web = [o.name for o in get_spec(name).options if o.web]
        assert [o["name"] for o in entry["options"]] == web
    mode = next(o for o in games["domination"]["options"] if o["name"] == "mode")
    assert mode["kind"] == "choice" and mode["default"] == "domination" and "mission" in mode["choices"]
    assert mode["label"] == "web-lobby-mode" and mode["choice_label"] == "mode"
    maps = next(o for o in games["domination"]["options"] if o["name"] == "map")
    assert "classic" in maps["choices"] and "duel" in maps["choices"]  # resolved at run time
    limit = next(o for o in games["domination"]["options"] if o["name"] == "turn_limit")
    assert (limit["kind"], limit["min"]) == ("int", 0)
    sets = next(o for o in games["dominion"]["options"] if o["name"] == "sets")
    assert sets["many"] and sets["default"] == ["base"] and "dark-ages" in sets["choices"]
    assert [o["name"] for o in games["dominaria"]["options"]] == ["start_mana"]  # never a path


@pytest.mark.parametrize(
    ("game", "options", "words"),
    [
        ("dominion", {"colour": "red"}, "has no option colour"),
        ("dominion", {"shelters": True}, "shelters is the server's to choose"),
        ("domination", {"first_player": "seat1"}, "first_player is the server's to choose"),
        ("domination", {"cards": "swiss"}, "cards cannot be 'swiss'"),
        ("dominaria", {"start_mana": True}, "start_mana cannot be True"),
        ("dominion", {"sets": "base"}, "sets cannot be 'base'"),
        ("dominion", {"sets": ["base", "intrigue"]}, "sets cannot be"),
    ],
)
def test_what_the_schema_does_not_let_a_client_set_is_refused(client, game, options, words) -> None:
    r = client.post("/api/games", json={"game": game, "seats": [HUMAN, HUMAN], "options": options})
    assert r.status_code == 422, r.text
    assert r.json()["code"] == "bad_options"
    assert words in r.json()["error"], r.json()["error"]


def test_the_refusals_speak_the_readers_language(client) -> None:
    body = {"game": "domination", "seats": [HUMAN, HUMAN], "options": {"first_player": "seat1"}}
    r = client.post("/api/games?lang=uk", json=body)
    assert r.status_code == 422 and "обирає сервер" in r.json()["error"]


def test_a_kingdom_typed_in_the_lobby_is_read_like_the_terminals(client) -> None:
    created = create(client, "dominion", [HUMAN, HUMAN], {"kingdom": "Village, Smithy"})
    assert created["game_id"]
    r = client.post(
        "/api/games", json={"game": "dominion", "seats": [HUMAN, HUMAN], "options": {"kingdom": "Smithee"}}
    )
    assert r.status_code == 422 and "Smithy" in r.json()["error"]
