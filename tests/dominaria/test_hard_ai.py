"""The `hard` level (lookahead.SearchAI): it plays legal choices to the end of a game, the same
ones for the same seed, and decides only on what its seat may know. Small budgets and late
positions keep these cheap; benchmarks/dominaria_ai.py measures its strength."""

from __future__ import annotations

import functools

from dominia.core.rng import Rng
from dominia.games.dominaria.ai import ai_names, describe, make_ai
from dominia.games.dominaria.ai.agents import PlanningAI
from dominia.games.dominaria.ai.evaluate import Evaluator, Profile
from dominia.games.dominaria.ai.knowledge import Knowledge
from dominia.games.dominaria.ai.lookahead import Budget, SearchAI, candidates, world
from dominia.games.dominaria.ai.search import Plan, plan_turn
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.invariants import redeal_hidden, shuffle_hidden
from dominia.games.dominaria.scoring import score
from dominia.games.dominaria.state import DominariaState

SMALL = Budget(plans=3, worlds=2)  # (the level's own: 4 plans, 3 worlds)


def hard(seed: int, budget: Budget = SMALL) -> SearchAI:
    planner = make_ai("planner")
    assert isinstance(planner, PlanningAI)
    return SearchAI(seed, planner.profile, budget)


def late_position(seed: int = 4, rounds_left: int = 1) -> DominariaState:
    """A 2-player game played by the greedy AI up to seat 0's first action `rounds_left` rounds
    before the end (its last round for 1)."""
    g = DOMINARIA.setup({"players": 2}, seed, logging=False)
    agents = [make_ai("greedy", 1), make_ai("greedy", 2)]
    while (d := g.decision) is not None:
        if g.round == g.rounds - rounds_left + 1 and d.seat == 0 and d.kind == "action":
            return g
        DOMINARIA.apply(g, d.seat, agents[d.seat].choose(DOMINARIA.view(g, d.seat), d))
    raise AssertionError("the game ended first")


def play_turn(g: DominariaState, seed: int) -> list[str]:
    """Seat 0's turn played by `hard` (every choice goes through the engine's legality check);
    its choices."""
    agent = hard(seed, Budget(plans=2, worlds=2))
    made = []
    while (d := g.decision) is not None and d.seat == 0:
        choice = agent.choose(DOMINARIA.view(g, 0), d)
        DOMINARIA.apply(g, 0, choice)
        made.append(choice)
    return made


def test_hard_plays_legal_choices_and_the_same_for_the_same_seed() -> None:
    first = late_position()  # its last turn: the rollouts play on to the end of the game
    again = first.clone()
    made = play_turn(first, 3)
    assert made[-1] == "end" and first.current == 1
    assert play_turn(again, 3) == made
    assert [score(again, s) for s in range(2)] == [score(first, s) for s in range(2)]


def test_a_decision_does_not_depend_on_what_the_seat_cannot_see() -> None:
    g = late_position(seed=6, rounds_left=2)
    other = shuffle_hidden(g, 0, Rng(11))  # the other hand and every deck's order dealt again
    assert (other.players[1].hand, other.deck) != (g.players[1].hand, g.deck)
    assert other.players[0].hand == g.players[0].hand
    before = DOMINARIA.snapshot(g)
    d = g.decision
    assert d is not None
    mine = hard(5).choose(DOMINARIA.view(g, 0), d)
    assert mine in d.ids()
    assert hard(5).choose(DOMINARIA.view(other, 0), d) == mine
    assert DOMINARIA.snapshot(g) == before  # thinking changed nothing in the game


def test_a_world_is_dealt_from_what_the_seat_sees() -> None:
    g = late_position(seed=6, rounds_left=2)
    other = shuffle_hidden(g, 0, Rng(11))
    a = world(DOMINARIA.view(g, 0), Rng(2))
    b = world(DOMINARIA.view(other, 0), Rng(2))
    assert (a.players[1].hand, a.quest_deck, a.deck, a.artifact_deck) == (
        b.players[1].hand,
        b.quest_deck,
        b.deck,
        b.artifact_deck,
    )
    assert a.players[0].hand == g.players[0].hand
    assert sorted(a.players[1].hand + a.quest_deck) == sorted(g.players[1].hand + g.quest_deck)


def test_one_redeal_serves_the_battery_and_the_worlds() -> None:
    g = late_position(seed=6, rounds_left=2)
    hidden = lambda h: (h.players[1].hand, h.quest_deck, h.deck, h.artifact_deck)  # noqa: E731
    assert hidden(shuffle_hidden(g, 0, Rng(3))) == hidden(redeal_hidden(g.clone(), 0, Rng(3)))
    other = shuffle_hidden(g, 0, Rng(11))
    assert hidden(other) != hidden(g)
    # sorted first: how the hidden cards lay does not matter, only the stream
    a = redeal_hidden(g.clone(), 0, Rng(5), sort=True)
    b = redeal_hidden(other.clone(), 0, Rng(5), sort=True)
    assert hidden(a) == hidden(b)
    assert a.players[0].hand == g.players[0].hand
    assert sorted(a.players[1].hand + a.quest_deck) == sorted(g.players[1].hand + g.quest_deck)


def test_the_levels_come_first_and_the_old_names_still_play() -> None:
    names = ai_names()
    assert names[:3] == ["easy", "medium", "hard"]
    assert {"random", "greedy", "planner"} <= set(names)
    for level, same in (("easy", "greedy"), ("medium", "planner")):
        a, b = make_ai(level, 1), make_ai(same, 1)
        assert isinstance(a, PlanningAI) and isinstance(b, PlanningAI)
        assert a.profile == b.profile
    assert isinstance(make_ai("hard", 1), SearchAI)
    assert all("%" in describe(level) for level in ("easy", "medium", "hard"))  # measured strength


def test_a_search_budget_of_one_plan_is_the_planner() -> None:
    g = late_position(seed=8)
    d = g.decision
    assert d is not None
    prof: Profile = hard(1).profile
    alone = SearchAI(1, prof, Budget(plans=1, worlds=1)).choose(DOMINARIA.view(g, 0), d)
    assert alone in d.ids()


@functools.cache
def _mid_game() -> DominariaState:
    return late_position(seed=6, rounds_left=3)


def test_the_plans_compared_do_different_things_and_are_close_to_the_best() -> None:
    g = _mid_game().clone()
    ev = Evaluator(Knowledge(g.comp))
    prof = hard(1).profile
    seat = g.current
    best = plan_turn(ev, g.clone(), seat, prof)
    plans = candidates(ev, g.clone(), seat, prof, 6, distinct=True)
    assert plans[0] == best and len(plans) > 2
    gists = [tuple(sorted(s for s, _k in p if not s.startswith(("move:", "end")))) for p in plans]
    assert len(set(gists)) == len(gists)  # (not the same actions walked otherwise, or reordered)
    found: list[tuple[float, Plan]] = []
    plan_turn(ev, g.clone(), seat, prof, found)
    worth = {tuple(p): v for v, p in found}
    top = max(worth.values())
    close = candidates(ev, g.clone(), seat, prof, 6, within=0.3, distinct=True)
    assert close[0] == best and len(close) < len(plans)
    assert all(worth[tuple(p)] >= top - 0.3 for p in close[1:])


def test_another_plan_must_beat_the_planners_by_the_edge() -> None:
    g = _mid_game().clone()
    view = DOMINARIA.view(g, 0)
    prof = hard(1).profile
    ev = Evaluator(Knowledge(g.comp))
    w = world(view, Rng(1))
    own = plan_turn(ev, w.clone(), 0, prof)
    free = SearchAI(2, prof, Budget(plans=2, worlds=1, distinct=True))
    assert free.search(view, ev, w.clone(), 0) != own  # (the rollouts prefer another plan here)
    sure = SearchAI(2, prof, Budget(plans=2, worlds=1, distinct=True, edge=1e9))
    assert sure.search(view, ev, w, 0) == own
