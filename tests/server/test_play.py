"""Whole games through the server: each game with bots over a WebSocket, and one over REST."""

from __future__ import annotations

import pytest

from dominia.core.game import get_game
from dominia.core.record import GameRecord, replay
from tests.server.helpers import HUMAN, asked, bot, create, mine, play_ws, tokens, view

GAMES = [
    ("dominion", [HUMAN, bot("bmu")], {"kingdom": "first-game"}),
    ("dominion", [bot("big-money"), HUMAN, bot("smithy")], {"sets": ["base", "dark-ages"]}),
    ("domination", [HUMAN, bot("easy")], {"map": "duel", "auto_place": True, "turn_limit": 6}),
    (
        "domination",
        [bot("random"), HUMAN, bot("random")],
        {"map": "duel", "mode": "mission", "turn_limit": 4},
    ),
    ("dominaria", [HUMAN, bot("greedy")], {"start_mana": 2}),
]


@pytest.mark.parametrize(("game", "seats", "options"), GAMES, ids=lambda x: str(x)[:20])
def test_a_whole_game_over_a_websocket(client, game, seats, options):
    created = create(client, game, seats, options, seed=11)
    human = next(i for i, s in enumerate(seats) if s["kind"] == "human")
    assert created["seats"][human]["url"].startswith(f"/play/{created['game_id']}#token=")
    assert all(s["token"] is None for s in created["seats"] if s["kind"] == "bot")
    last, moves = play_ws(client, created["game_id"], tokens(created)[human])
    assert moves > 0
    assert last["status"] == "over" and last["decision"] is None
    assert last["outcome"]["winners"]
    # the stored choice log replays to the game the server played
    service = client.app.state.service
    stored = service.store.get(created["game_id"])
    moves_log = service.store.moves(created["game_id"])
    assert stored.status == "over" and stored.version == len(moves_log) == last["version"]
    # the frame's outcome adds its reason in the seat's words
    outcome = {k: v for k, v in last["outcome"].items() if k != "text"}
    assert stored.result == outcome
    g = get_game(game)
    state = replay(GameRecord(game, stored.options, stored.seed, [], moves_log))
    assert g.outcome(state).to_dict() == outcome
    summary = client.get(f"/api/games/{created['game_id']}", params={"token": tokens(created)[human]}).json()
    assert summary["status"] == "over" and summary["seat"] == human


def test_two_humans_play_over_rest(client):
    created = create(client, "dominion", [HUMAN, HUMAN], {"kingdom": "first-game"}, seed=3)
    gid, toks = created["game_id"], tokens(created)
    assert created["hotseat_url"] == f"/play/{gid}#token={toks[0]},{toks[1]}"
    for _ in range(3000):
        frames = [view(client, gid, t) for t in toks]
        assert frames[0]["version"] == frames[1]["version"]
        if frames[0]["status"] == "over":
            break
        assert sum(mine(f) for f in frames) == 1  # exactly one seat is asked, the other sees whose turn
        seat = 0 if mine(frames[0]) else 1
        f = frames[seat]
        r = client.post(
            f"/api/games/{gid}/choice",
            json={"token": toks[seat], "version": f["version"], "choice": f["decision"]["choices"][0]["id"]},
        )
        assert r.status_code == 200, r.text
        assert r.json()["version"] == f["version"] + 1
        assert frames[1 - seat]["decision"] == {"seat": seat}
    else:
        pytest.fail("the game does not end")
    assert frames[0]["outcome"] == frames[1]["outcome"] is not None


def test_a_game_of_bots_is_played_in_the_background_and_can_be_watched(client):
    created = create(client, "dominion", [bot("bmu"), bot("smithy")], seed=1)
    assert created["version"] == 0  # nothing was played inside the request
    frame = asked(client, created["game_id"], created["spectator_token"])  # (until it is over)
    assert frame["seat"] is None and frame["status"] == "over" and frame["view"]["hand"] == []
    assert frame["version"] > 0 and frame["outcome"]["winners"]
    stored = client.app.state.service.store.get(created["game_id"])
    assert stored.status == "over" and stored.version == frame["version"]


def test_the_catalog_lists_every_game_with_its_bots_and_options(client):
    cat = client.get("/api/catalog").json()
    by = {g["name"]: g for g in cat["games"]}
    assert set(by) == {"dominion", "domination", "dominaria"}
    choices = {g: {o["name"]: o.get("choices") for o in by[g]["options"]} for g in by}
    assert "bmu" in by["dominion"]["bots"] and "first-game" in choices["dominion"]["kingdom"]
    assert "classic" in choices["domination"]["map"] and "mission" in choices["domination"]["mode"]
    assert by["dominaria"]["players"] == [2, 4]
    for g in by.values():  # a line on how each bot plays, for the lobby
        assert set(g["bot_info"]) == set(g["bots"]) and all(g["bot_info"].values())


def test_my_games_lists_the_links_a_browser_remembers(client):
    a = create(client, "dominion", [HUMAN, bot("bmu")])
    b = create(client, "dominaria", [bot("random"), HUMAN])
    links = [[a["game_id"], tokens(a)[0]], [b["game_id"], tokens(b)[1]], [a["game_id"], "forged"]]
    games = client.post("/api/mygames", json={"links": links}).json()["games"]
    assert [g.get("game") for g in games] == ["dominion", "dominaria", None]
    assert games[0]["your_turn"] and games[1]["seat"] == 1
    assert games[2]["code"] == "bad_token"


def test_the_pages_are_served(client):
    r = client.get("/")
    assert r.status_code == 200 and "text/html" in r.headers["content-type"]
    assert "Content-Security-Policy" in r.headers
    assert client.get("/play/abc").status_code == 200
    assert client.get("/static/game.js").status_code == 200
