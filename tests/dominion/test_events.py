"""Dominion events carry their facts as data beside the one-word text: where a gained card
went, where a revealed one came from, the card named, the turn, the kingdom, why the game
ended."""

from __future__ import annotations

import json

from dominia.core.agent import RandomAgent
from dominia.core.rng import Rng
from dominia.games.dominion.game import DOMINION

TEXT_ONLY = {"play", "buy", "trash", "discard", "topdeck", "draw", "shuffle", "return", "set_aside"}


def test_events_with_a_detail_state_it_as_data_too() -> None:
    rng = Rng(4)
    seen: dict[str, set[str]] = {}
    for seed in range(30):
        g = DOMINION.setup(DOMINION.random_options(rng), seed)
        agents = [RandomAgent(seed * 10 + s) for s in range(g.n)]
        while (d := g.decision) is not None:
            DOMINION.apply(g, d.seat, agents[d.seat].choose(DOMINION.view(g, d.seat), d))
        for e in g.events:
            d = e.data or {}
            seen.setdefault(e.kind, set()).update(d)
            if e.kind == "turn":
                assert e.detail == str(d["turn"])
            elif e.kind == "gain":
                assert d["to"] in ("discard", "hand", "deck") and e.detail.endswith(d["to"])
                assert (d.get("source") == "trash") == e.detail.startswith("trash-")
            elif e.kind in ("name", "become"):
                assert d["card"] == e.detail
            elif e.kind == "setup":
                assert d["kingdom"] == list(g.kingdom)
            elif e.kind == "game_over":
                assert d["reason"] == e.detail == g.end_reason
            elif e.detail and e.kind not in TEXT_ONLY:
                assert d, e  # every event with a detail has its data
        assert json.loads(json.dumps([e.to_dict() for e in g.events])) == [e.to_dict() for e in g.events]
    assert {"turn", "gain", "setup", "game_over", "reveal"} <= set(seen)
