"""The `hard` level: the planner's few best plans for this turn, each played on in a few worlds
redealt from what the seat can see, through this seat's next turn, every seat played by the
greedy AI (or the planner); the plan that leaves this seat furthest ahead of the best other
player, by the planner's valuation, is the one played.

A world is `view.sandbox(rng)` with everything hidden dealt again from a sorted pile (`world`):
others' quest hands and every deck's order depend on what the seat can see and on its own
random stream only, so the search never reads what is hidden, not even how it happens to lie.
Every plan is tried in the same worlds, and each world's future (the cards revealed, the
quests drawn) is the same for every plan: the comparison is between plans, not between lucky
and unlucky deals. The budget is a number of rollouts, not a time, so a seeded game is the
same game on any machine.
"""

from __future__ import annotations

from dataclasses import dataclass

from dominia.core.decision import Decision
from dominia.core.rng import Rng
from dominia.games.dominaria import actions, rules
from dominia.games.dominaria.ai.evaluate import INF, Evaluator, Profile
from dominia.games.dominaria.ai.knowledge import Knowledge
from dominia.games.dominaria.ai.search import (
    Key,
    Plan,
    carry_out,
    greedy_step,
    pick,
    plan_turn,
    state_key,
    view_key,
)
from dominia.games.dominaria.invariants import redeal_hidden
from dominia.games.dominaria.scoring import score
from dominia.games.dominaria.state import DominariaState
from dominia.games.dominaria.view import DominariaView


def world(view: DominariaView, rng: Rng) -> DominariaState:
    """A whole game to try plans in: the view's sandbox with others' quest hands, the quest deck
    (but the two cards a pending pick shows this seat), the Dominaria deck and the artifact deck
    dealt again from sorted piles by `rng` (`invariants.redeal_hidden`)."""
    g = redeal_hidden(view.sandbox(rng), view.seat, rng, sort=True)
    g.events = []  # (nothing reads them; cheaper to copy)
    g.logging = False
    return g


@dataclass(frozen=True)
class Budget:
    """How much the search looks: `plans` compared, each in `worlds` redeals, played on by
    `policy` (`greedy`, or the slower `planner`) through this seat's next turn (`mine`), or
    only to its start. Then the planner's valuation judges the position: what the rollout adds
    is what the others do in between (the piles and public quests they take first) and what
    this seat's next turn can make of the plan (measured the stronger of the two)."""

    plans: int = 4
    worlds: int = 3
    mine: bool = True
    policy: str = "greedy"
    # only plans this close to the best by the planner's own valuation (VP) are compared: a
    # plan much worse by it wins a comparison by the luck of a few worlds more often than by
    # being better, and a turn without close plans needs no rollouts at all
    within: float = INF
    distinct: bool = False  # compare plans that do different things only (`candidates`)
    # another plan replaces the planner's own only when it leaves this seat further ahead by
    # this much (VP, on average over the worlds): a few worlds' luck should not replace it
    edge: float = 0.0
    # in the game's last `to_end` rounds the rollouts play on to its end, where the score is
    # exact and a win is worth `win` VP more than the margin it is won by
    to_end: int = 0
    win: float = 0.0
    # more worlds where plans stay close: after the first `worlds`, the better half of the plans
    # (two at least) meet `worlds` more, and so on while all of it stays within `rollouts`
    rollouts: int = 0


class Rollout:
    """Plays every seat of one world with the planner's (or greedy) logic, on the world itself:
    a world is already a guess at what is hidden, so nothing more is redealt in it."""

    def __init__(self, ev: Evaluator, prof: Profile, greedy: bool) -> None:
        self.ev = ev
        self.prof = prof
        self.greedy = greedy
        self.plans: dict[int, Plan] = {}
        self.expect: dict[int, Key] = {}

    def choice(self, g: DominariaState, d: Decision) -> str:
        if d.kind == "pay":
            return "auto"
        seat = d.seat
        if d.kind != "action":
            return pick(self.ev, g, d, self.prof)
        if self.greedy:
            return greedy_step(self.ev, g, seat, self.prof)
        plan = self.plans.get(seat)
        if plan and self.expect.get(seat) == state_key(g, seat):
            step, self.expect[seat] = plan.pop(0)
            return step
        plan = self.plans[seat] = plan_turn(self.ev, g, seat, self.prof)
        step, self.expect[seat] = plan.pop(0)
        return step

    def play(self, g: DominariaState, turns: int) -> None:
        """Until `turns` turns have been played in all (or the game is over)."""
        while (d := g.decision) is not None and g.turns < turns:
            rules.apply_choice(g, self.choice(g, d))


def follow(ev: Evaluator, g: DominariaState, seat: int, plan: Plan, prof: Profile) -> None:
    """`seat`'s plan carried out in world `g` while it can be (another world may draw another
    quest: then the step that needs the one drawn elsewhere is left out); the turn ends."""
    for step, _key in plan:
        if step == "end":
            break
        if step in {c.id for c in actions.legal_actions(g, seat, labels=False)}:
            carry_out(ev, g, seat, step, prof)
        if g.decision is None or g.decision.seat != seat or g.decision.kind != "action":
            return
    rules.apply_choice(g, "end")


def margin(ev: Evaluator, g: DominariaState, seat: int, prof: Profile, win: float = 0.0) -> float:
    """How far `seat` is ahead of the best other player, in expected VP by the end (at the end,
    the scores, and `win` more for a win: half of it shared)."""
    if g.winners:
        lead = score(g, seat) - max(score(g, s) for s in range(g.n) if s != seat)
        return lead + (win / len(g.winners) if seat in g.winners else 0.0)
    mine = ev.value(g, seat, prof)
    return mine - max(ev.value(g, s, prof) for s in range(g.n) if s != seat)


def candidates(
    ev: Evaluator,
    g: DominariaState,
    seat: int,
    prof: Profile,
    k: int,
    within: float = INF,
    distinct: bool = False,
) -> list[Plan]:
    """The planner's plan first, then the next best positions' plans (at most `k` in all, and
    only those within `within` VP of the best). `distinct`: only the best plan of each set of
    actions besides walking (plans that differ only in where heroes walk, or in the order of
    the same actions, play out alike)."""
    found: list[tuple[float, Plan]] = []
    best = plan_turn(ev, g, seat, prof, found)
    out = [best]
    seen = {_gist(best) if distinct else tuple(best)}
    found.sort(key=lambda t: -t[0])
    top = found[0][0] if found else 0.0
    for v, plan in found:
        if len(out) >= k or v < top - within:
            break
        gist = _gist(plan) if distinct else tuple(plan)
        if gist not in seen:
            seen.add(gist)
            out.append(plan)
    return out


def _gist(plan: Plan) -> tuple[str, ...]:
    """What a plan does besides walking, in any order."""
    return tuple(sorted(step for step, _key in plan if not step.startswith(("move:", "end"))))


class SearchAI:
    """The planner's turn plans compared by playing them on (see the module's docstring)."""

    thinks_long = True  # (a web server sends its decisions to worker processes from the first)

    def __init__(self, seed: int, profile: Profile, budget: Budget, name: str = "hard") -> None:
        self.name = name
        self.profile = profile
        self.budget = budget
        self.rng = Rng(seed)
        self._ev: Evaluator | None = None
        self._plan: Plan = []
        self._expect: Key | None = None
        self.spent = (0, 0)  # the last search's worlds and rollouts (for tests and measures)

    def _evaluator(self, view: DominariaView) -> Evaluator:
        if self._ev is None or self._ev.comp is not view.comp:
            self._ev = Evaluator(Knowledge(view.comp))
        return self._ev

    def choose(self, view: DominariaView, decision: Decision) -> str:
        if decision.kind == "pay":
            return "auto"
        ids = decision.ids()
        if decision.kind == "action" and self._plan:
            # the game goes as planned: the next step, without a world
            if self._expect == view_key(view) and self._plan[0][0] in ids:
                step, self._expect = self._plan.pop(0)
                return step
        ev = self._evaluator(view)
        g = world(view, self.rng)
        if decision.kind != "action":
            return pick(ev, g, decision, self.profile)
        seat = decision.seat
        self._plan = self.search(view, ev, g, seat)
        step, self._expect = self._plan.pop(0)
        return step if step in ids else "end"

    def search(self, view: DominariaView, ev: Evaluator, g: DominariaState, seat: int) -> Plan:
        prof, budget = self.profile, self.budget
        plans = candidates(ev, g, seat, prof, budget.plans, budget.within, budget.distinct)
        self.spent = (0, 0)
        if len(plans) == 1:
            return plans[0]
        horizon = self.horizon(g)
        totals = [0.0] * len(plans)
        alive = list(range(len(plans)))
        worlds = spent = 0
        while True:
            for _ in range(budget.worlds):
                guess = g if not worlds else world(view, self.rng)
                worlds += 1
                for i in alive:
                    h = self.play_out(ev, guess, seat, plans[i], horizon)
                    totals[i] += margin(ev, h, seat, prof, budget.win)
                    ev.forget()
                spent += len(alive)
            keep = max(2, (len(alive) + 1) // 2)
            if spent + keep * budget.worlds > budget.rollouts:
                break
            # (every plan still in has met the same worlds: their totals compare)
            alive = sorted(alive, key=lambda i: (-totals[i], i))[:keep]
        self.spent = (worlds, spent)
        totals[0] += budget.edge * worlds  # (the planner's own plan)
        return plans[max(alive, key=lambda i: (totals[i], -i))]

    def horizon(self, g: DominariaState) -> int:
        """The turn count a rollout from `g` stops at: this seat's next turn (or its end), or
        past the game's last turn in its last `to_end` rounds."""
        if g.round > g.rounds - self.budget.to_end:
            return g.turns + g.n * (g.rounds - g.round + 1)
        return g.turns + g.n + self.budget.mine

    def play_out(
        self, ev: Evaluator, guess: DominariaState, seat: int, plan: Plan, horizon: int
    ) -> DominariaState:
        """`plan` carried out in a copy of world `guess`, played on to `horizon`."""
        h = guess.clone()
        ev.forget()  # (what the evaluator keeps for a turn belongs to one world)
        follow(ev, h, seat, plan, self.profile)
        Rollout(ev, self.profile, self.budget.policy == "greedy").play(h, horizon)
        ev.forget()
        return h
