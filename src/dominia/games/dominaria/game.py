"""Heroes of Dominaria behind the core Game protocol."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.game import Outcome
from dominia.core.i18n import msg
from dominia.core.kernel import KernelGame
from dominia.core.rng import Rng
from dominia.games.dominaria import invariants
from dominia.games.dominaria.components import Components, load_components, shipped
from dominia.games.dominaria.options import normalize_options
from dominia.games.dominaria.rules import apply_choice, new_state
from dominia.games.dominaria.scoring import breakdown, completed_quests, score
from dominia.games.dominaria.state import OVER, DominariaState
from dominia.games.dominaria.view import DominariaView


def components_for(opts: Mapping[str, Any]) -> Components:
    """The options' component set; refused when its files are not the ones the game was made
    with (a saved game replays only with the same components)."""
    folder = opts.get("components")
    comp = shipped() if folder is None else load_components(folder)
    want = opts.get("components_fingerprint")
    if want is not None and want != comp.fingerprint:
        where = (
            msg("error-other-components-folder", folder=str(folder))
            if folder is not None
            else msg("error-other-components-shipped")
        )
        raise InvalidOptions(msg("error-other-components", want=want, where=where, have=comp.fingerprint))
    return comp


class DominariaGame(KernelGame[DominariaState]):
    """The kernel's parts (pending, apply's checks, clone, the log) and the rules' own."""

    name = "dominaria"
    title = "Heroes of Dominaria"

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        opts = normalize_options(options)
        # a bad component folder is an options error now, not later; the fingerprint pins the set
        opts["components_fingerprint"] = components_for(opts).fingerprint
        return opts

    def setup(self, options: Mapping[str, Any], seed: int, *, logging: bool = True) -> DominariaState:
        opts = self.normalize_options(options)
        return new_state(opts, seed, components_for(opts), logging=logging)

    def advance(self, state: DominariaState, choice_id: str) -> None:
        apply_choice(state, choice_id)

    def view(self, state: DominariaState, seat: int | None) -> DominariaView:
        return DominariaView(state, seat)

    def outcome(self, state: DominariaState) -> Outcome | None:
        if state.phase != OVER:
            return None
        comp = state.comp
        details: dict[str, Any] = {
            "rounds": state.rounds,
            "turns": state.turns,
            "breakdown": [breakdown(comp, p) for p in state.players],
            "quests": [completed_quests(p) for p in state.players],
        }
        scores = tuple(score(state, s) for s in range(state.n))
        return Outcome(scores=scores, winners=state.winners, reason="rounds", details=details)

    def snapshot(self, state: DominariaState) -> dict[str, Any]:
        d = state.decision
        return {
            "options": state.options,
            "players": [{k: getattr(p, k) for k in p.__slots__} for p in state.players],
            "board": [state.mana_on, state.cabal_on, state.artifact_on],
            "supply": [state.supply, state.cabal_supply, state.artifact_supply],
            "decks": [state.deck, state.discard, state.quest_deck, state.artifact_deck, state.stacks],
            "turn": [state.round, state.current, state.phase, state.moves, state.collects, state.turns],
            "tasks": state.tasks,
            "result": list(state.winners),
            "decision": d.to_dict() if d else None,
            "rng": repr(state.rng.state()),
        }

    # ---- conformance battery hooks
    def random_options(self, rng: Rng) -> dict[str, Any]:
        return {"players": 2 + rng.below(3), "start_mana": 1 + rng.below(2)}

    def problems(self, state: DominariaState) -> list[str]:
        return invariants.problems(state)

    def shuffle_hidden(self, state: DominariaState, viewer: int | None, rng: Rng) -> DominariaState:
        return invariants.shuffle_hidden(state, viewer, rng)


DOMINARIA = DominariaGame()
