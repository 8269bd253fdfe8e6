"""`hard`'s search (lookahead.SearchAI) in the game's last rounds and with more worlds for close
plans: rollouts that reach the end count the score and the win; the plans still close meet
more worlds, within the budget of rollouts; the same seed makes the same choice."""

from __future__ import annotations

import functools

from dominia.core.rng import Rng
from dominia.games.dominaria.ai import HARD, PROFILES, make_ai
from dominia.games.dominaria.ai.evaluate import Evaluator
from dominia.games.dominaria.ai.knowledge import Knowledge
from dominia.games.dominaria.ai.lookahead import Budget, SearchAI, margin, world
from dominia.games.dominaria.ai.search import plan_turn
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.scoring import score
from dominia.games.dominaria.state import DominariaState
from tests.dominaria.test_hard_ai import _mid_game, hard, late_position


@functools.cache
def _second_last() -> DominariaState:
    return late_position(seed=6, rounds_left=2)  # seat 0's first action, two rounds from the end


def test_rollouts_play_to_the_end_in_the_last_rounds_only() -> None:
    g = _second_last().clone()
    view = DOMINARIA.view(g, 0)
    for to_end, over in ((2, True), (0, False)):
        agent = hard(1, Budget(plans=2, worlds=1, mine=False, to_end=to_end))
        ev = Evaluator(Knowledge(g.comp))
        w = world(view, Rng(1))
        plan = plan_turn(ev, w.clone(), 0, agent.profile)
        h = agent.play_out(ev, w, 0, plan, agent.horizon(w))
        assert bool(h.winners) is over
        if not over:  # stopped at seat 0's next turn
            assert (h.current, h.round, h.turns) == (0, g.round + 1, g.turns + 2)


def test_at_the_end_the_margin_is_the_scores_and_a_win() -> None:
    g = _second_last().clone()
    agent = hard(1, Budget(mine=False, to_end=2))
    ev = Evaluator(Knowledge(g.comp))
    plan = plan_turn(ev, g.clone(), 0, agent.profile)
    h = agent.play_out(ev, g, 0, plan, agent.horizon(g))
    assert h.winners
    lead = score(h, 0) - score(h, 1)
    won = 1.0 / len(h.winners) if 0 in h.winners else 0.0
    assert margin(ev, h, 0, agent.profile, win=5.0) == lead + 5.0 * won
    assert margin(ev, h, 1, agent.profile, win=5.0) == -lead + 5.0 * (
        1.0 / len(h.winners) if 1 in h.winners else 0.0
    )


def test_close_plans_meet_more_worlds_within_the_rollouts() -> None:
    g = _mid_game().clone()
    d = g.decision
    assert d is not None
    view = DOMINARIA.view(g, 0)
    few = hard(4, Budget(plans=4, worlds=1, mine=False))
    few.choose(view, d)
    assert few.spent == (1, 4)  # one world for each of four plans
    more = hard(4, Budget(plans=4, worlds=1, mine=False, rollouts=8))
    choice = more.choose(view, d)
    # four plans in the first world, the better two in two more each (then 8 would be passed)
    assert more.spent == (3, 8)
    again = hard(4, Budget(plans=4, worlds=1, mine=False, rollouts=8))
    assert again.choose(view, d) == choice and choice in d.ids()


def test_the_level_searches_with_the_planner_and_weighs_mana_more() -> None:
    agent = make_ai("hard", 3)
    assert isinstance(agent, SearchAI) and agent.budget == HARD and HARD.policy == "planner"
    assert agent.profile.mana > PROFILES["planner"].mana  # (what made it stronger, measured)
    g = late_position(seed=8)  # its last turn: the rollouts end the game
    made = []
    while (d := g.decision) is not None and d.seat == 0:
        choice = agent.choose(DOMINARIA.view(g, 0), d)
        assert choice in d.ids()
        DOMINARIA.apply(g, 0, choice)
        made.append(choice)
    assert made[-1] == "end"
