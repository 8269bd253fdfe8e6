"""Battle odds: a game's own endpoint, and in a Domination frame (the game's web hooks)."""

from __future__ import annotations

from fractions import Fraction

from dominia.games.domination.odds import battle_exact
from tests.server.helpers import asked, bot, create, tokens


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
        f = asked(client, created["game_id"], token)
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


def test_a_domination_frame_says_which_choices_are_numbers(client):
    """One control for "how many": a conquest's move (default: all), a battle's stop-at (default:
    fight on to the end, the plain "annihilate"), none on a decision of names."""
    from dominia.games.domination.web import decision_numbers

    move = {"kind": "move", "choices": [{"id": f"move:{n}"} for n in (7, 6, 5, 4, 3)]}
    assert decision_numbers(move) == [{"prefix": "move", "min": 3, "max": 7, "default": 7, "plain": None}]
    battle = {
        "kind": "battle",
        "choices": [
            {"id": i} for i in ("roll:3", "roll:2", "roll:1", "annihilate", "annihilate:2", "annihilate:3")
        ],
    }
    assert decision_numbers(battle) == [
        {"prefix": "annihilate", "min": 2, "max": 3, "default": None, "plain": "annihilate"}
    ]
    assert decision_numbers({"kind": "attack", "choices": [{"id": "attack:A->B"}, {"id": "done"}]}) == []
    assert decision_numbers({"kind": "move", "choices": [{"id": "move:1"}, {"id": "move:3"}]}) == []  # a gap

    created = create(
        client, "domination", [{"kind": "human"}, bot("easy")], {"map": "duel", "auto_place": True}, seed=5
    )
    token = tokens(created)[0]
    seen: set[str] = set()
    kinds = []
    for _ in range(120):
        f = asked(client, created["game_id"], token)
        d = f["decision"]
        if d is None or "choices" not in d:
            break
        ids = [c["id"] for c in d["choices"]]
        kinds.append(d["kind"])
        assert isinstance(d["numbers"], list)
        if d["kind"] in ("place_count", "move", "fortify_count"):
            (n,) = d["numbers"]
            assert n["default"] == n["max"] and {
                f"{n['prefix']}:{k}" for k in range(n["min"], n["max"] + 1)
            } <= set(ids)
            seen.add(d["kind"])
        elif d["kind"] == "battle" and any(i.startswith("annihilate:") for i in ids):
            assert d["numbers"][0]["plain"] == "annihilate" and d["numbers"][0]["default"] is None
        elif d["kind"] != "battle":
            assert d["numbers"] == []
        odds = d.get("odds") or {}
        attacks = [i for i in ids if i.startswith("attack:") and odds.get(i, {}).get("win", 0) > 0.9]
        pick = (
            attacks[0]
            if attacks
            else "annihilate"
            if "annihilate" in ids
            else "done"
            if "done" in ids
            else ids[0]
        )
        fortify = [i for i in ids if i.startswith("fortify:")]
        if d["kind"] == "fortify" and fortify:
            armies = {t["name"]: t["armies"] for t in f["view"]["territories"]}
            pick = max(fortify, key=lambda i: armies[i[8:].split("->")[0]])
        r = client.post(
            f"/api/games/{created['game_id']}/choice",
            json={"token": token, "version": f["version"], "choice": pick},
        )
        assert r.status_code == 200
        if {"place_count", "fortify_count"} <= seen and "battle" in kinds:
            return
    raise AssertionError(f"no numbered decisions seen: {seen} {kinds}")
