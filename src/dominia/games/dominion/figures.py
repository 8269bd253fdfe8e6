"""Dominion's simulator figures: how each game ended (Provinces or piles), and after each of a
seat's turns its VP and the money in its deck (the coin value of its Treasures): the curves of
the plot."""

from __future__ import annotations

from typing import Any

from dominia.core.game import Outcome
from dominia.core.stats import by_entry, curve, mean, reach


class DominionCollector:
    def __init__(self, seats: int) -> None:
        from dominia.games.dominion.game import DOMINION

        self._view = DOMINION.view  # (the spectator's: scores and Treasures owned are public)
        self.turn = 0
        self.seat = 0
        self.vp: list[list[int]] = [[] for _ in range(seats)]
        self.money: list[list[int]] = [[] for _ in range(seats)]

    def start(self, state: Any) -> None:
        # The first turn is under way before the first step (its first decision may already
        # be its buy): without this, that turn would never be closed.
        self.turn = state.turn
        self.seat = state.current

    def _close_turn(self, state: Any, seat: int) -> None:
        vp, money = self._view(state, None).score_and_money(seat)
        self.vp[seat].append(vp)
        self.money[seat].append(money)

    def on_step(self, state: Any) -> None:
        if state.turn != self.turn:
            if self.turn:
                self._close_turn(state, self.seat)
            self.turn = state.turn
            self.seat = state.current

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        if self.turn:
            self._close_turn(state, self.seat)
        return {"turns": list(outcome.details["turns"]), "vp_curve": self.vp, "money_curve": self.money}


class DominionFigures:
    def collector(self, seats: int) -> DominionCollector:
        return DominionCollector(seats)

    def summarize(self, rows: list[dict[str, Any]], bots: list[dict[str, Any]], n: int) -> dict[str, Any]:
        ended: dict[str, int] = {}
        for row in rows:
            ended[row["reason"]] = ended.get(row["reason"], 0) + 1
        vp = by_entry(rows, n, "vp_curve")
        money = by_entry(rows, n, "money_curve")
        for e, b in enumerate(bots):
            b["vp_per_turn"] = curve(vp[e])
            b["money_per_turn"] = curve(money[e])
            b["reach_per_turn"] = reach(vp[e])
            per = [c[-1] / len(c) for c in vp[e] if c]
            b["avg_vp_per_turn"] = mean(per)
            b["avg_money"] = mean([sum(c) / len(c) for c in money[e] if c])
        games = len(rows) or 1
        return {"ended_on": {k: round(100 * v / games, 2) for k, v in sorted(ended.items())}}


FIGURES = DominionFigures()
