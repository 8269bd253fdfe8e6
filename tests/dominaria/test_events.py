"""Heroes of Dominaria events carry their facts as data (locations as index and name, colours,
VP, winners) beside the text, so that no reader parses prose."""

from __future__ import annotations

import json

from dominia.core.agent import RandomAgent
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.vocabulary import COLOURS

PLAIN = {"setup", "keep_quests", "artifact", "new_quest", "start_quest", "use_artifact", "count_artifact"}
PLAIN |= {"end_turn"}


def played(seed: int, players: int = 3):
    g = DOMINARIA.setup({"players": players}, seed, logging=True)
    agents = [RandomAgent(seed * 10 + s) for s in range(players)]
    while (d := DOMINARIA.pending(g)) is not None:
        DOMINARIA.apply(g, d.seat, agents[d.seat].choose(DOMINARIA.view(g, d.seat), d))
    return g


def test_every_event_states_its_facts_as_data() -> None:
    seen: set[str] = set()
    for seed in range(4):
        g = played(seed, 2 + seed % 3)
        names = [loc.name for loc in g.comp.locations]
        for e in DOMINARIA.events(g, None, 0):
            seen.add(e.kind)
            d = e.data or {}
            if e.kind in PLAIN:
                continue
            assert d, e
            for key in ("location", "src", "dst"):
                if key in d:
                    assert names[d[key]["index"]] == d[key]["name"]
            if e.kind == "move":
                assert e.detail == f"{d['src']['name']} -> {d['dst']['name']}"
            if e.kind == "collect":
                assert (
                    d["colour"] in COLOURS
                    and e.detail == f"{e.count} {d['colour']} from {d['location']['name']}"
                )
            if e.kind == "gain_mana":
                assert all(c in COLOURS and n >= 0 for c, n in d["mana"].items())
            if e.kind == "turn":
                assert e.detail == f"round {d['round']}"
            if e.kind == "game_over":
                assert d["winners"] == list(g.winners)
            if e.kind in ("complete_quest", "public_quest"):
                assert e.detail == f"{d['vp']} VP"
        assert json.loads(json.dumps([e.to_dict() for e in g.events])) == [e.to_dict() for e in g.events]
    assert {"turn", "reveal", "move", "collect", "game_over"} <= seen
