"""Domination events carry their facts as data (seats, territories, armies, dice) beside the
text, so that the terminal, the web page and programs never parse prose."""

from __future__ import annotations

import json

from dominia.cli.domination.render import DominationRenderer
from dominia.core.runner import run_game
from dominia.games.domination.ai import make_ai
from dominia.games.domination.game import DOMINATION

TERRITORY_KEYS = {"territory", "src", "dst"}
PLAIN = {"setup", "reshuffle", "card"}  # nothing beyond the text and the (private) card


def played(seed: int, **options):
    opts = DOMINATION.normalize_options({"players": 3, "map": "classic", **options})
    g = DOMINATION.setup(opts, seed, logging=True)
    run_game(DOMINATION, g, [make_ai("hard", seed), make_ai("easy", seed + 1), make_ai("average", seed + 2)])
    return g


def test_every_event_of_a_game_states_its_facts_as_data() -> None:
    g = played(4)
    names = [t.name for t in g.map.territories]
    owner_before: dict[int, int] = {}
    seen = set()
    for e in DOMINATION.events(g, None, 0):
        d = e.data or {}
        seen.add(e.kind)
        if e.kind in PLAIN:
            # a card's face is private; its event names only the map (whose names it reads in)
            assert d == ({"map": "classic"} if e.kind == "card" else {})
            continue
        assert d, e
        for key in TERRITORY_KEYS & d.keys():
            ref = d[key]
            assert names[ref["index"]] == ref["name"]
        if e.kind == "claim":
            owner_before[d["territory"]["index"]] = e.seat
        if e.kind == "attack":
            assert e.detail == f"{d['src']['name']}->{d['dst']['name']}"
        if e.kind == "roll":
            att, dfn = d["attack"], d["defend"]
            assert att == sorted(att, reverse=True) and dfn == sorted(dfn, reverse=True)
            assert d["attacker_lost"] + d["defender_lost"] == min(len(att), len(dfn))
            assert e.detail.startswith(f"{'-'.join(map(str, att))} vs {'-'.join(map(str, dfn))}")
        if e.kind == "conquer":
            assert d["loser"] != e.seat
            assert e.detail == f"{d['territory']['name']} from player {d['loser'] + 1}"
        if e.kind == "eliminate":
            assert not g.alive[d["loser"]] and g.killer[d["loser"]] == e.seat
        if e.kind in ("place", "move", "fortify", "trade", "bonus"):
            assert d["armies"] >= 1
        if e.kind == "turn":
            assert e.detail == str(d["turn"])
    assert {"claim", "place", "attack", "roll", "conquer", "move", "turn", "win"} <= seen
    assert owner_before  # territories were claimed one by one


def test_event_data_travels_as_plain_json_to_every_viewer() -> None:
    g = played(6, mode="capital")
    for viewer in (None, 0, 1):
        events = [e.to_dict() for e in DOMINATION.events(g, viewer, 0)]
        assert json.loads(json.dumps(events)) == events
        # the data is public; only a card's face is private
        cards = [e for e in events if e["kind"] == "card"]
        assert all(e["data"] == {"map": "classic"} for e in cards)
        assert any(e["data"].get("territory") for e in events if e["kind"] == "capital")


def test_the_terminal_log_names_seats_and_territories_from_the_data() -> None:
    g = played(4)
    events = DOMINATION.events(g, None, 0)
    r = DominationRenderer()
    r.events([], ["Ann", "Bob", "Cy"])
    conquer = next(e for e in events if e.kind == "conquer")
    loser = ["Ann", "Bob", "Cy"][conquer.data["loser"]]
    line = r.event_line(conquer)
    assert conquer.data["territory"]["name"] in line and loser in line and "player" not in line
    fortify = next((e for e in events if e.kind == "fortify"), None)
    if fortify is not None:
        d = fortify.data
        assert f"from {d['src']['name']} to {d['dst']['name']}" in r.event_line(fortify)
    roll = next(e for e in events if e.kind == "roll")
    shown = r.event_line(roll)
    assert " ".join(map(str, roll.data["attack"])) in shown
