"""Domination behind the core Game protocol."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominia.core.game import Outcome
from dominia.core.kernel import KernelGame
from dominia.core.rng import Rng
from dominia.games.domination import invariants
from dominia.games.domination.maps.model import GameMap
from dominia.games.domination.options import FIRST_PLAYER, MODES, normalize_options
from dominia.games.domination.rules import apply_choice, new_state
from dominia.games.domination.state import OVER, DominationState
from dominia.games.domination.trades import TRADE_RULES
from dominia.games.domination.view import DominationView


def load_map(name: str) -> GameMap:
    from dominia.games.domination.maps.library import get_map

    return get_map(name)


class DominationGame(KernelGame[DominationState]):
    """The kernel's parts (pending, apply's checks, clone, the log) and the rules' own."""

    name = "domination"
    title = "Domination"

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        opts = normalize_options(options)
        load_map(opts["map"])  # an unknown map is an options error now, not later
        return opts

    def setup(self, options: Mapping[str, Any], seed: int, *, logging: bool = True) -> DominationState:
        opts = normalize_options(options)
        return new_state(opts, seed, load_map(opts["map"]), logging=logging)

    def advance(self, state: DominationState, choice_id: str) -> None:
        apply_choice(state, choice_id)

    def view(self, state: DominationState, seat: int | None) -> DominationView:
        return DominationView(state, seat)

    def outcome(self, state: DominationState) -> Outcome | None:
        if state.phase != OVER:
            return None
        territories = [sum(1 for o in state.owner if o == s) for s in range(state.n)]
        details: dict[str, Any] = {"turns": state.turn, "territories": territories}
        if state.first_win is not None:
            details["first_win"] = {"seat": state.first_win[0], "mode": state.first_win[1]}
        return Outcome(scores=tuple(territories), winners=state.winners, reason=state.reason, details=details)

    def snapshot(self, state: DominationState) -> dict[str, Any]:
        d = state.decision
        return {
            "options": state.options,
            "owner": state.owner,
            "armies": state.armies,
            "alive": state.alive,
            "hands": state.hands,
            "missions": state.missions,
            "capitals": state.capitals,
            "deck": state.deck,
            "used": state.used,
            "counters": [
                state.trades,
                state.current,
                state.first,
                state.phase,
                state.turn,
                state.round,
                state.reinforcements,
            ],
            "battle": [state.src, state.dst, state.dice, state.stop_at, state.conquered, state.forced],
            "ledger": [state.added, state.lost, state.moved],
            "setup": state.to_place,
            "killer": state.killer,
            "last_roll": [list(state.last_roll[0]), list(state.last_roll[1])],
            "result": [list(state.winners), state.reason, state.first_win, state.mode],
            "decision": d.to_dict() if d else None,
            "rng": repr(state.rng.state()),
        }

    # ---- conformance battery hooks
    def random_options(self, rng: Rng) -> dict[str, Any]:
        maps = ["classic", "duel", "grand"]
        return {
            "players": 2 + rng.below(5),
            "map": maps[rng.below(len(maps))],
            "mode": MODES[rng.below(3)],
            "cards": TRADE_RULES[rng.below(3)],
            "recycle": rng.below(2) == 0,
            "auto_place": rng.below(3) == 0,
            "auto_deal": rng.below(2) == 0,
            "first_player": FIRST_PLAYER[rng.below(2)],
            "auto_defence": rng.below(4) != 0,
            "continue_after_win": rng.below(3) == 0,
            "turn_limit": 40,
        }

    def problems(self, state: DominationState) -> list[str]:
        return invariants.problems(state)

    def shuffle_hidden(self, state: DominationState, viewer: int | None, rng: Rng) -> DominationState:
        return invariants.shuffle_hidden(state, viewer, rng)


DOMINATION = DominationGame()
