"""The buy decision is built lazily and answers are checked without building it: the check
must agree exactly with the choices, in every situation random games reach."""

from __future__ import annotations

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.rng import Rng
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.rules import _buy_allows, _buy_choices


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
                ids = {c.id for c in _buy_choices(g, d.seat)}
                for cid in candidates(sorted(ids)):
                    assert (cid in ids) == _buy_allows(g, d.seat, cid), (cid, sorted(ids))
                assert set(d.ids()) == ids
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


def test_autoplay_treasures_plays_the_same_games_without_asking() -> None:
    from dominia.core.errors import InvalidOptions
    from dominia.core.runner import run_game
    from dominia.games.dominion.bots import make_bot

    for seed in range(6):
        results = []
        asked = []
        for auto in (False, True):
            opts = {"players": 2, "kingdom": "first-game", **({"autoplay_treasures": True} if auto else {})}
            g = DOMINION.setup(opts, seed, logging=False)
            bots = [make_bot("smithy-bm", seed), make_bot("bmu", seed + 1)]
            n = [0]

            def count(state: object, n: list[int] = n) -> None:
                d = DOMINION.pending(state)  # type: ignore[arg-type]
                if d is not None and d.kind == "buy" and d.allows("treasures:all"):
                    n[0] += 1

            out = run_game(DOMINION, g, bots, on_step=count)
            snap = DOMINION.snapshot(g)
            snap.pop("options")
            results.append((out.scores, out.winners, snap))
            asked.append(n[0])
        assert results[0] == results[1]
        assert asked[0] > 0 and asked[1] == 0
    with pytest.raises(InvalidOptions, match="autoplay_treasures"):
        DOMINION.normalize_options({"autoplay_treasures": "yes"})


def test_autoplay_still_asks_when_a_treasure_has_an_effect() -> None:
    from dominia.games.dominion.scenario import build

    hand = ["Counterfeit", "Copper", "Copper", "Village", "Estate"]
    g = build(["Counterfeit", "Village"], hands={0: hand}, decks={0: ["Copper"] * 5})
    g.options["autoplay_treasures"] = True
    d = g.decision
    assert d is not None and d.kind == "play_action"
    DOMINION.apply(g, 0, "done")
    d = g.decision
    assert d is not None and d.kind == "buy"
    assert d.allows("play:Counterfeit") and d.allows("treasures:all") and g.coins == 0
    g2 = build(["Counterfeit", "Village"], hands={0: ["Copper", "Silver", "Village", "Estate"]})
    g2.options["autoplay_treasures"] = True
    DOMINION.apply(g2, 0, "done")
    d = g2.decision
    assert d is not None and d.kind == "buy"
    assert not d.allows("treasures:all") and g2.coins == 3  # played without asking
