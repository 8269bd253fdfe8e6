"""The buy decision is built lazily and answers are checked without building it: the check
must agree exactly with the choices, in every situation random games reach."""

from __future__ import annotations

from dominia.core.agent import RandomAgent
from dominia.core.rng import Rng
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION


def candidates(decision_ids: list[str]) -> list[str]:
    names = T.NAME
    return [
        *decision_ids,
        *(f"buy:{n}" for n in names),
        *(f"play:{n}" for n in names),
        "treasures:all",
        "done",
        "buy:Nothing",
        "play:",
        "gain:Silver",
        "",
    ]


def test_the_buy_check_agrees_with_the_choices_in_random_games() -> None:
    rng = Rng(5)
    checked = 0
    for seed in range(30):
        opts = DOMINION.random_options(rng)
        g = DOMINION.setup(opts, seed, logging=False)
        agents = [RandomAgent(seed + s) for s in range(g.n)]
        while (d := g.decision) is not None:
            if d.kind == "buy" and checked < 3000:
                fresh = DOMINION.clone(g).decision  # the clone builds the choices: compare with a lazy twin
                lazy = g.decision
                assert lazy is not None and fresh is not None
                ids = set(fresh.ids())
                twin = type(lazy)(
                    lazy.seat, lazy.kind, lazy.prompt, fresh.choices, data=lazy.data, allows=lazy._allows
                )
                for cid in candidates(sorted(ids)):
                    assert (cid in ids) == twin._allows(cid), (cid, sorted(ids))  # type: ignore[misc]
                checked += 1
            DOMINION.apply(g, d.seat, agents[d.seat].choose(DOMINION.view(g, d.seat), d))
    assert checked >= 1000


def test_an_unbuilt_buy_decision_refuses_what_it_does_not_offer() -> None:
    g = DOMINION.setup({"players": 2, "kingdom": "first-game"}, 1, logging=False)
    d = g.decision
    while d is not None and d.kind != "buy":
        DOMINION.apply(g, d.seat, d.choices[-1].id)
        d = g.decision
    assert d is not None and d._choices is None  # type: ignore[attr-defined]
    assert not d.allows("buy:Province") and d.allows("done") and d.allows("treasures:all")
    assert d._choices is None  # type: ignore[attr-defined]
    assert d.allows("buy:Copper") == ("buy:Copper" in d.ids())
