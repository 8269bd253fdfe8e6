"""Dominion behind the core Game protocol."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dominia.core.agent import Agent
from dominia.core.decision import Decision
from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.core.kernel import check_choice, visible_events
from dominia.core.rng import Rng
from dominia.core.runner import StalledGame
from dominia.games.dominion import cards as _cards  # noqa: F401  (registers the cards)
from dominia.games.dominion import invariants
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M, answer
from dominia.games.dominion.rules import score, winners
from dominia.games.dominion.setup import new_state, normalize_options
from dominia.games.dominion.state import DominionState
from dominia.games.dominion.view import DominionView


class DominionGame:
    name = "dominion"
    title = "Dominion"

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return normalize_options(options)

    def setup(self, options: Mapping[str, Any], seed: int, *, logging: bool = True) -> DominionState:
        return new_state(options, seed, logging=logging)

    def pending(self, state: DominionState) -> Decision | None:
        return state.decision

    def apply(self, state: DominionState, seat: int, choice_id: str) -> None:
        check_choice(state.decision, seat, choice_id)
        answer(state, choice_id)

    def play_out(self, state: DominionState, agents: Sequence[Agent], max_steps: int) -> Outcome:
        """`core.runner.run_game` without a record or a step hook (the simulator's games): the
        same decisions, answers and errors, in one loop that compiles with the engine."""
        play_to_end(self, state, agents, max_steps)
        outcome = self.outcome(state)
        assert outcome is not None
        return outcome

    def view(self, state: DominionState, seat: int | None) -> DominionView:
        try:
            v = state.views.get(seat)
        except TypeError:  # (not a seat at all)
            return DominionView(state, seat)
        if v is None:
            v = DominionView(state, seat)
            if seat is None or (type(seat) is int and 0 <= seat < state.n):
                state.views[seat] = v  # one per seat and one for spectators
        return v

    def outcome(self, state: DominionState) -> Outcome | None:
        if not state.over:
            return None
        scores = [score(state, s) for s in range(state.n)]
        details: dict[str, Any] = {"turns": [p.turns for p in state.players]}
        if state.end_reason == "piles":  # which piles ended it (the reason's words name them)
            details["empty_piles"] = [
                state.pile_names[i] for i, cards in enumerate(state.piles) if state.supply[i] and not cards
            ]
        return Outcome(
            scores=tuple(scores),
            winners=winners(state, scores),
            reason=state.end_reason,
            details=details,
        )

    def clone(self, state: DominionState) -> DominionState:
        return state.clone()

    def snapshot(self, state: DominionState) -> dict[str, Any]:
        def names(cards: list[int]) -> list[str]:
            return [f"{T.NAME[c & M]}#{c >> 8}" for c in cards]

        return {
            "options": state.options,
            "kingdom": list(state.kingdom),
            "players": [
                {
                    "hand": names(p.hand),
                    "deck": names(p.deck),
                    "discard": names(p.discard),
                    "play": names(p.play),
                    "aside": names(p.aside),
                    "turns": p.turns,
                }
                for p in state.players
            ],
            "piles": {n: names(state.piles[i]) for i, n in enumerate(state.pile_names)},
            "trash": names(state.trash),
            "turn": [state.turn, state.current, state.phase, state.actions, state.buys, state.coins],
            "flags": [state.merchants, state.silver_played, state.bought, state.over, state.end_reason],
            "stack": [
                [f.fn.__name__, f.seat, f.card, f.stage, repr(sorted(f.v.items(), key=str))]
                for f in state.stack
            ],
            "decision": state.decision.to_dict() if state.decision else None,
            "rng": repr(state.rng.state()),
        }

    def events(self, state: DominionState, viewer: int | None, start: int = 0) -> list[Event]:
        return visible_events(state.events, viewer, start)

    def event_count(self, state: DominionState) -> int:
        return len(state.events)

    def num_seats(self, state: DominionState) -> int:
        return state.n

    # ---- conformance battery hooks
    def random_options(self, rng: Rng) -> dict[str, Any]:
        # Half the games use the base game only; the other half have Dark Ages cards
        # (mixed with both base editions, Dark Ages alone, or with the 2nd edition).
        # A quarter of the games play plain Treasures without asking (the simulator's option).
        players = 2 + rng.below(5)
        if rng.below(2) == 0:
            opts: dict[str, Any] = {"players": players, "sets": ["base", "base1e"]}
        else:
            sets = [["base", "base1e", "dark-ages"], ["dark-ages"], ["base", "dark-ages"]]
            opts = {"players": players, "sets": sets[rng.below(3)]}
        if rng.below(4) == 0:
            opts["autoplay_treasures"] = True
        return opts

    def problems(self, state: DominionState) -> list[str]:
        return invariants.problems(state)

    def shuffle_hidden(self, state: DominionState, viewer: int | None, rng: Rng) -> DominionState:
        return invariants.shuffle_hidden(state, viewer, rng)


DOMINION = DominionGame()


def play_to_end(
    dominion: DominionGame, state: DominionState, agents: Sequence[Agent], max_steps: int
) -> None:
    """`DominionGame.play_out`'s loop (the simulator's batch loop calls it too)."""
    steps = 0
    # each agent's `choose`, looked up once a game (agents may be any objects: untyped)
    chooses: list[Any] = [agent.choose for agent in agents]
    views = [dominion.view(state, s) for s in range(state.n)]  # (one per seat: `view`)
    while True:
        d = state.decision
        if d is None:
            break
        steps += 1
        if steps > max_steps:
            raise StalledGame(f"{dominion.name}: no end after {max_steps} decisions")
        seat = d.seat
        # (an agent's answer is anything until checked: untyped, so compiled code does not
        # refuse it with a TypeError before `apply` refuses it as the runner's call would)
        ch: Any = chooses[seat](views[seat], d)
        if type(ch) is str and d.allows(ch):  # (what `apply` checks: the seat is the decision's)
            answer(state, ch)
        else:
            game: Any = dominion
            game.apply(state, seat, ch)
