"""Battle odds: a game's own endpoint, and in a Domination frame (the game's web hooks)."""

from __future__ import annotations

from fractions import Fraction

from dominia.games.domination.odds import battle_exact
from tests.server.helpers import bot, create, tokens, view


def test_odds_endpoint_is_exact(client):
    r = client.get("/api/game/domination/odds?attackers=5&defenders=3&italian=0")
    assert r.status_code == 200
    assert abs(r.json()["win"] - float(battle_exact(5, 3).win)) < 1e-12
    assert isinstance(battle_exact(5, 3).win, Fraction)
    bad = client.get("/api/game/domination/odds?attackers=0&defenders=3&lang=uk")
    assert bad.status_code == 422 and bad.json()["code"] == "bad_message"
    assert client.get("/api/game/domination/odds?attackers=x&defenders=3").status_code == 422
    assert client.get("/api/game/domination/nothing").status_code == 404
    assert client.get("/api/game/dominion/odds?attackers=5&defenders=3").status_code == 404
    assert client.get("/api/game/chess/odds").status_code == 404


def test_a_domination_frame_carries_the_odds_of_its_attacks(client):
    created = create(
        client, "domination", [{"kind": "human"}, bot("easy")], {"map": "duel", "auto_place": True}, seed=5
    )
    token = tokens(created)[0]
    for _ in range(60):
        f = view(client, created["game_id"], token)
        d = f["decision"]
        if d is None or "choices" not in d:
            break
        if d["kind"] == "attack":
            armies = {t["name"]: t["armies"] for t in f["view"]["territories"]}
            attacks = [c["id"] for c in d["choices"] if c["id"].startswith("attack:")]
            assert attacks and set(d["odds"]) == set(attacks)
            a, b = attacks[0][7:].split("->")
            want = battle_exact(armies[a] - 1, armies[b]).win
            assert abs(d["odds"][attacks[0]]["win"] - float(want)) < 1e-9
            return
        r = client.post(
            f"/api/games/{created['game_id']}/choice",
            json={"token": token, "version": f["version"], "choice": d["choices"][0]["id"]},
        )
        assert r.status_code == 200
    raise AssertionError("no attack decision")
