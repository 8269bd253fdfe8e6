"""The planner's shortcuts give the answers of the long way: the value and rank of a position
read through the per-board memos equal a fresh evaluator's, a rank left out for being unable to
reach the beam really could not, and a Move action tried on the lighter copy leads to the same
position as on a full one. benchmarks/dominaria_ai.py measures the speed they buy."""

from __future__ import annotations

from dominia.core.rng import Rng
from dominia.games.dominaria import actions, rules
from dominia.games.dominaria.ai import make_ai
from dominia.games.dominaria.ai.agents import PlanningAI
from dominia.games.dominaria.ai.evaluate import INF, Evaluator
from dominia.games.dominaria.ai.knowledge import Knowledge
from dominia.games.dominaria.ai.search import (
    PLENTY,
    carry_out,
    fork,
    fork_for_collect,
    fork_for_move,
    pick,
)
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.state import DominariaState, PlayerState


def positions(seed: int, players: int = 2, every: int = 9, most: int = 12) -> list[DominariaState]:
    """Action decisions of one game between greedy AIs (every `every`-th decision, `most` of
    them), redealt as the deciding seat's sandbox (what the planner works on)."""
    g = DOMINARIA.setup({"players": players}, seed, logging=False)
    agents = [make_ai("greedy", s) for s in range(players)]
    out, n = [], 0
    while (d := g.decision) is not None and len(out) < most:
        n += 1
        if d.kind == "action" and n % every == 0:
            s = DOMINARIA.view(g, d.seat).sandbox(Rng(n))
            s.events = []
            out.append(s)
        DOMINARIA.apply(g, d.seat, agents[d.seat].choose(DOMINARIA.view(g, d.seat), d))
    return out


def fields(g: DominariaState) -> list[object]:
    """Everything a position holds (its log and random stream aside), players slot by slot."""
    out: list[object] = []
    for name in DominariaState.__slots__:
        if name == "players":
            out += [[getattr(p, k) for k in PlayerState.__slots__] for p in g.players]
        elif name == "decision":
            d = g.decision
            out.append(None if d is None else (d.seat, d.kind, d.ids()))
        elif name not in ("events", "rng"):
            out.append(getattr(g, name))
    return out


def children(g: DominariaState) -> list[DominariaState]:
    planner = make_ai("planner", 1)
    assert isinstance(planner, PlanningAI)
    ev = Evaluator(Knowledge(g.comp))
    out = []
    for ch in actions.legal_actions(g, g.current, labels=False):
        if ch.id != "end":
            c = fork(g, g.current)
            carry_out(ev, c, g.current, ch.id, planner.profile)
            out.append(c)
    return out


def test_memoised_valuation_equals_a_fresh_evaluators() -> None:
    planner = make_ai("planner", 1)
    assert isinstance(planner, PlanningAI)
    prof = planner.profile
    warm: Evaluator | None = None
    checked = 0
    for g in positions(3, players=3, most=6):
        warm = warm or Evaluator(Knowledge(g.comp))
        for c in children(g)[:6]:
            seat = g.current
            fresh = Evaluator(Knowledge(g.comp))
            got = warm.assess(c, seat, prof)
            assert got == fresh.assess(c, seat, prof)
            assert got[0] == fresh.value(c, seat, prof)
            assert got[1] == got[0] + fresh.potential(c, seat, prof)
            checked += 1
    assert checked > 20


def test_a_rank_left_out_could_not_have_reached_the_floor() -> None:
    planner = make_ai("planner", 1)
    assert isinstance(planner, PlanningAI)
    prof = planner.profile
    left_out = kept = 0
    for g in positions(5, most=8):
        ev = Evaluator(Knowledge(g.comp))
        ranks = [ev.assess(c, g.current, prof) for c in children(g)]
        if len(ranks) < 3:
            continue
        floor = sorted(r for _v, r in ranks)[len(ranks) // 2]  # the median rank
        for c, (v, rank) in zip(children(g), ranks, strict=True):
            v2, r2 = ev.assess(c, g.current, prof, floor=floor)
            assert v2 == v
            if r2 == -INF:
                assert rank <= floor
                left_out += 1
            else:
                assert r2 == rank
                kept += 1
    assert left_out and kept  # both ways were taken


def test_a_move_on_the_lighter_copy_is_the_same_move() -> None:
    tried = 0
    for g in positions(7, every=13, most=8):
        seat = g.current
        for ch in actions.legal_actions(g, seat, labels=False)[:6]:
            if not ch.id.startswith("move:"):
                continue
            before = fields(g)
            light, full = fork_for_move(g, seat), g.clone()
            rules.apply_choice(light, ch.id)
            rules.apply_choice(full, ch.id)
            assert fields(light) == fields(full)
            assert fields(g) == before  # (what the copy shares was not changed)
            tried += 1
    assert tried > 10


def test_the_planners_steps_are_the_engines() -> None:
    """A Move or Collect action stepped without the public quest check (no quest tile of this set
    counts where heroes stand or mana), an action paid `auto` at once, and a new quest kept by what it adds to
    the hand lead where the engine's own steps and whole-position picks lead."""
    planner = make_ai("planner", 1)
    assert isinstance(planner, PlanningAI)
    prof = planner.profile
    moved = collected = paid = kept = 0
    for seed in (7, 8):
        for g in positions(seed, every=5, most=12):
            ev = Evaluator(Knowledge(g.comp))
            assert ev.quick_steps
            seat = g.current
            for ch in actions.legal_actions(g, seat, labels=False):
                if ch.id == "end":
                    continue
                before = fields(g)
                if ch.id.startswith(("move:", "collect:")):
                    move = ch.id.startswith("move:")
                    quick = fork_for_move(g, seat, light=True) if move else fork_for_collect(g, seat)
                    actions.perform(quick, ch.id)
                    quick.decision = actions.action_decision(quick)
                    full = g.clone()
                    rules.apply_choice(full, ch.id)
                    moved += move
                    collected += not move
                    # the valuation may read the board of the position the step left
                    fresh = Evaluator(Knowledge(g.comp)).assess(full, seat, prof)
                    assert ev.assess(quick, seat, prof, board=ev.board_of(g, seat, prof)) == fresh
                else:
                    quick, full = fork(g, seat), g.clone()
                    carry_out(ev, quick, seat, ch.id, prof)
                    rules.apply_choice(full, ch.id)  # the long way: every pick valued whole
                    while (d := full.decision) is not None and d.seat == seat and d.kind != "action":
                        if d.kind == "new_quest":
                            whole = [(ev.value(_kept(full, c.id), seat, prof), c.id) for c in d.choices]
                            assert pick(ev, full, d, prof) == max(whole, key=lambda t: t[0])[1]
                            kept += 1
                        rules.apply_choice(full, pick(ev, full, d, prof))
                    paid += any(t[0] == "pay" for t in _tasks_of(g, ch.id))
                assert fields(quick) == fields(full)
                assert fields(g) == before  # (what the copies share was not changed)
    assert moved > 20 and collected > 5 and paid > 5 and kept > 0


def _kept(g: DominariaState, choice: str) -> DominariaState:
    c = g.clone()
    rules.apply_choice(c, choice)
    return c


def _tasks_of(g: DominariaState, choice: str) -> list[tuple[object, ...]]:
    c = g.clone()
    actions.act(c, choice)
    return c.tasks


def test_a_colour_is_picked_as_by_valuing_each_whole_position() -> None:
    planner = make_ai("planner", 1)
    assert isinstance(planner, PlanningAI)
    prof = planner.profile
    picked = set()
    plenty = 0
    for g in positions(9, every=7, most=10):
        ev = Evaluator(Knowledge(g.comp))
        for left in (2, 1):  # (another colour to pick after this one, or the last)
            c = g.clone()
            c.tasks[0:0] = [("any_mana", "")] * left
            rules.advance(c)
            d = c.decision
            assert d is not None and d.kind == "any_mana"
            whole = []
            for ch in d.choices:
                h = fork(c, c.current)
                rules.apply_choice(h, ch.id)
                whole.append((ev.value(h, c.current, prof), ch.id))
            best = max(whole, key=lambda t: t[0])  # (the first of equals, as `pick` keeps it)
            assert pick(ev, c, d, prof) == best[1]
            picked.add(best[1])
            plenty += min(c.supply) >= PLENTY
    assert len(picked) > 1  # (not always the same colour)
    assert plenty > 5  # (the quick way was taken)
