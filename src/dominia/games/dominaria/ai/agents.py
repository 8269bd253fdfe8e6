"""The Heroes of Dominaria AIs as Agents: they see a `DominariaView` and the pending decision.

The planner plans its whole turn at the first action and follows the plan while the game goes
as planned (it plans again when it does not: a quest drawn, a reward's pick). The greedy AI
takes the single best action each time. Both plan on `view.sandbox()`, in which everything
hidden from them is redealt, and have their own seeded stream.
"""

from __future__ import annotations

from dominia.core.decision import Decision
from dominia.core.rng import Rng
from dominia.games.dominaria.ai.evaluate import Evaluator, Profile
from dominia.games.dominaria.ai.knowledge import Knowledge
from dominia.games.dominaria.ai.search import Key, greedy_move, pick, plan_turn, state_key, view_key
from dominia.games.dominaria.state import DominariaState
from dominia.games.dominaria.view import DominariaView


class PlanningAI:
    """One AI for every profile: `profile.replan` plays greedily, one step at a time."""

    def __init__(self, seed: int, profile: Profile) -> None:
        self.name = profile.name
        self.profile = profile
        self.rng = Rng(seed)
        self._ev: Evaluator | None = None
        self._plan: list[tuple[str, Key]] = []
        self._expect: Key | None = None
        self._after: DominariaState | None = None  # (the greedy AI's position after its action)

    def _evaluator(self, view: DominariaView) -> Evaluator:
        if self._ev is None or self._ev.comp is not view.comp:
            self._ev = Evaluator(Knowledge(view.comp))
        return self._ev

    def _greedy(self, view: DominariaView, decision: Decision) -> str:
        """The greedy AI's action: on the position its last action led to while the game is
        there (a sandbox of its own, already redealt), else on a new sandbox."""
        ev = self._evaluator(view)
        seat = decision.seat
        g = self._after if self._after is not None and self._expect == view_key(view) else None
        step, self._after = greedy_move(ev, self._sandbox(view) if g is None else g, seat, self.profile)
        if g is not None and step not in decision.ids():  # (never seen: the new sandbox decides)
            step, self._after = greedy_move(ev, self._sandbox(view), seat, self.profile)
        if self._after is not None:
            self._expect = state_key(self._after, seat)
            self._after.decision = None  # (nothing reads it; and the agent stays picklable)
        else:
            self._expect = None
        return step

    def _sandbox(self, view: DominariaView) -> DominariaState:
        g = view.sandbox(self.rng)
        g.events = []
        g.logging = False  # (nothing reads a plan's events)
        return g

    def choose(self, view: DominariaView, decision: Decision) -> str:
        if decision.kind == "pay":
            return "auto"
        seat = decision.seat
        if self.profile.replan and decision.kind == "action":
            return self._greedy(view, decision)
        if decision.kind == "action" and not self.profile.replan and self._plan:
            # the game goes as planned: the next step, without a copy of the game
            if self._expect == view_key(view) and self._plan[0][0] in decision.ids():
                step, self._expect = self._plan.pop(0)
                return step
        ev = self._evaluator(view)
        g = self._sandbox(view)
        if decision.kind != "action":
            return pick(ev, g, decision, self.profile)
        ids = decision.ids()
        self._plan = plan_turn(ev, g, seat, self.profile)
        step, self._expect = self._plan.pop(0)
        return step if step in ids else "end"
