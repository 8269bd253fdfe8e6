"""Heroes of Dominaria's components on the server: the lobby says whose design they are; a
server started with a component folder plays new games with it; a client can never name a
folder; each game keeps its own components across restarts, and is refused clearly when its
files have changed."""

from __future__ import annotations

from pathlib import Path

from dominia.games.dominaria.components import DATA, load_components, shipped
from tests.server.helpers import HUMAN, bot, create, tokens, view


def _folder(tmp_path: Path, old: str = "vp = 3", new: str = "vp = 4") -> Path:
    folder = tmp_path / "components"
    folder.mkdir(exist_ok=True)
    text = (DATA / "quests.toml").read_text(encoding="utf-8").replace(old, new, 1)
    (folder / "quests.toml").write_text(text, encoding="utf-8")
    return folder


def _dominaria(catalog: dict) -> dict:
    return next(g for g in catalog["games"] if g["name"] == "dominaria")


def test_the_lobby_says_the_components_are_a_stand_in(client):
    info = _dominaria(client.get("/api/catalog").json())["components"]
    assert info["kind"] == "stand-in"
    assert info["summary"] == shipped().summary() and info["replaced"] is False
    assert info["fingerprint"] == shipped().fingerprint
    created = create(client, "dominaria", [HUMAN, bot("random")], {}, seed=3)
    stored = client.app.state.service.store.get(created["game_id"])
    assert stored.options["components"] is None
    assert stored.options["components_fingerprint"] == shipped().fingerprint


def test_a_server_with_a_folder_plays_it_and_a_restart_rebuilds_each_game(make_client, tmp_path):
    folder = _folder(tmp_path)
    first = make_client(components=str(folder))
    info = _dominaria(first.get("/api/catalog").json())["components"]
    assert info["replaced"] is True and info["fingerprint"] == load_components(folder).fingerprint
    assert str(folder) not in str(info)  # the server's own paths are not shown
    mine = create(first, "dominaria", [HUMAN, bot("random")], {}, seed=4)
    stored = first.app.state.service.store.get(mine["game_id"])
    assert stored.options["components"] == str(folder)
    assert stored.options["components_fingerprint"] == load_components(folder).fingerprint
    token = tokens(mine)[0]
    before = view(first, mine["game_id"], token)

    # restarted without the folder: the game still has its own components, new games the shipped
    second = make_client()
    assert view(second, mine["game_id"], token) == before
    plain = create(second, "dominaria", [HUMAN, bot("random")], {}, seed=4)
    stored = second.app.state.service.store.get(plain["game_id"])
    assert stored.options["components_fingerprint"] == shipped().fingerprint

    # the folder's files change: that game is refused clearly, never rebuilt with other components
    _folder(tmp_path, "vp = 3", "vp = 5")
    third = make_client()
    r = third.get(f"/api/games/{mine['game_id']}/view", params={"token": token})
    assert r.status_code == 500 and r.json()["code"] == "broken"
    assert "other Heroes of Dominaria components" in r.json()["error"]
    assert view(third, plain["game_id"], tokens(plain)[0])["status"] == "playing"


def test_a_client_cannot_choose_the_components(client, tmp_path):
    for options in ({"components": str(tmp_path)}, {"components_fingerprint": "0" * 16}):
        r = client.post("/api/games", json={"game": "dominaria", "seats": [HUMAN, HUMAN], "options": options})
        assert r.status_code == 422
        assert r.json()["code"] == "bad_options"
        assert "the server chooses the Heroes of Dominaria components" in r.json()["error"]
