"""What the simulator records of one game beyond its result, per game.

A collector sees the game set up (`start`), watches it after every step (`on_step`, cheap: it
acts only when a turn passes) and adds its figures to the game's row at the end (`finish`):

- Dominion: how the game ended (Provinces or piles), and after each of a seat's turns its VP
  and the money in its deck (the coin value of its Treasures): the curves of the plot.
- Domination: who was knocked out, and the territories of each seat after every round.
- Heroes of Dominaria: each seat's score by source.
"""

from __future__ import annotations

from typing import Any, Protocol

from dominia.core.game import Outcome


class Collector(Protocol):
    def start(self, state: Any) -> None: ...

    def on_step(self, state: Any) -> None: ...

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]: ...


class NoCollector:
    def start(self, state: Any) -> None:
        return None

    def on_step(self, state: Any) -> None:
        return None

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        turns = outcome.details.get("turns")
        return {"turns": turns if isinstance(turns, list) else []}


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


class DominationCollector(NoCollector):
    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.round = -1
        self.territories: list[list[int]] = [[] for _ in range(seats)]

    def on_step(self, state: Any) -> None:
        if state.round != self.round:
            self.round = state.round
            counts = [0] * self.seats
            for o in state.owner:
                if o >= 0:
                    counts[o] += 1
            for s in range(self.seats):
                self.territories[s].append(counts[s])

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        return {
            "turns": outcome.details["turns"],
            "eliminated": [not alive for alive in state.alive],
            "territory_curve": self.territories,
        }


class DominariaCollector(NoCollector):
    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        return {"turns": outcome.details["turns"], "breakdown": outcome.details["breakdown"]}


def collector_for(game: str, seats: int) -> Collector:
    if game == "dominion":
        return DominionCollector(seats)
    if game == "domination":
        return DominationCollector(seats)
    if game == "dominaria":
        return DominariaCollector()
    return NoCollector()
