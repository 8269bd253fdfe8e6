"""Heroes of Dominaria for learning environments (core.encoding): an action catalogue and an
observation layout per configuration (the component set fixes locations, quests, artifacts).

Actions: per location `collect:`, `hire:`, `explore:`, `confront:`, `manalith:`, `place:`,
`defeat:`; per border `move:A->B` (both ways) and `leyline:A|B`; per artifact `use:`, `count:`,
`take:`; per quest `start:`, `complete:`, `keep:`; per colour `mana:`, `manalith:`, `colour:`;
then `end`, `auto`, `auto:keep`, `skip`. Loaded only by learning environments (numpy).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

import numpy as np

from dominia.core.decision import Decision
from dominia.core.encoding import KeyCatalog, Layout
from dominia.games.dominaria.components import Components
from dominia.games.dominaria.game import components_for
from dominia.games.dominaria.state import ACTION, KEEP, OVER, PLACE, TASK
from dominia.games.dominaria.vocabulary import COLOURS
from dominia.kinds import DominariaKind

PLACE_VERBS = ("collect", "hire", "explore", "confront", "manalith", "place", "defeat")
PHASES = (KEEP, PLACE, ACTION, TASK, OVER)
# the decision kinds in a fixed order (their one-hot slots): dominia.kinds's list of them
KINDS: tuple[str, ...] = get_args(DominariaKind)
BIG = 1e4  # mana, VP, rounds: small numbers, but no rule says how small


class DominariaCatalog(KeyCatalog):
    def __init__(self, comp: Components) -> None:
        locs = [loc.name for loc in comp.locations]
        keys = [f"{verb}:{x}" for verb in PLACE_VERBS for x in locs]
        keys += [f"move:{locs[a]}->{locs[b]}" for a in range(len(locs)) for b in comp.adjacent[a]]
        keys += [f"leyline:{locs[a]}|{locs[b]}" for a, b in comp.pairs]
        keys += [f"{verb}:{a.name}" for verb in ("use", "count", "take") for a in comp.artifacts]
        keys += [f"{verb}:{q.name}" for verb in ("start", "complete", "keep") for q in comp.quests]
        keys += [f"{verb}:{c}" for verb in ("mana", "manalith", "colour") for c in COLOURS]
        keys += ["end", "auto", "auto:keep", "skip"]
        super().__init__(keys)


class DominariaObserver:
    """The seat's view: the map per location, every seat's public board (the viewer first, then
    the others in seat order), its own quest hand, the phase and counters."""

    def __init__(self, comp: Components, players: int) -> None:
        self.comp = comp
        n = self.players = players
        nl, nq, na = len(comp.locations), len(comp.quests), len(comp.artifacts)
        self.pair_index = {p: i for i, p in enumerate(comp.pairs)}
        self.kind_index = {k: i for i, k in enumerate(KINDS)}
        self.phase_index = {p: i for i, p in enumerate(PHASES)}
        per_seat = 2 * nl + len(comp.pairs) + 2 * nq + 2 * na + 15
        self.per_seat = per_seat
        lay = Layout()
        self.s_kind = lay.add("decision_kind", len(KINDS), 1, "one-hot: the kind of the decision asked")
        self.s_phase = lay.add("phase", len(PHASES), 1, "one-hot: keep, place, action, task, over")
        self.s_current = lay.add("current", n, 1, "one-hot: whose turn, relative seat (0: you)")
        self.s_counters = lay.add(
            "counters", 5, BIG, "round, rounds, moves and collects left this turn, pay: mana left to pay"
        )
        self.s_map = lay.add("locations", 3 * nl, BIG, "per location: mana, cultists, artifacts on it")
        self.s_supply = lay.add(
            "supply", 5 + 3, BIG, "mana tokens left per colour; Dominaria, quest, artifact decks"
        )
        self.s_tops = lay.add(
            "public_quests", len(comp.tiles), 1, "per public quest tile: on top of its stack"
        )
        self.s_hand = lay.add("hand", nq, 1, "per quest: in your hand")
        self.s_seats = lay.add(
            "seats",
            n * per_seat,
            BIG,
            "per relative seat: heroes per location, Manaliths per location, Leylines per border, "
            "quests started, quests done, artifacts held, artifacts counted, then cabal, hired, "
            "mana pool (5), Manalith tokens (5), quest hand size, public tiles, VP",
        )
        self.fields = tuple(lay.fields)
        self.size = lay.size

    def encode(self, view: Any, decision: Decision | None) -> np.ndarray:
        out = np.zeros(self.size, dtype=np.float32)
        comp = self.comp
        n = self.players
        me = view.seat
        nl, nq, na = len(comp.locations), len(comp.quests), len(comp.artifacts)
        left = 0
        if decision is not None:
            i = self.kind_index.get(decision.kind)
            if i is not None:
                out[self.s_kind.start + i] = 1
            left = decision.data.get("left", 0) if decision.kind == "pay" else 0
        out[self.s_phase.start + self.phase_index[view.phase]] = 1
        out[self.s_current.start + (view.current - me) % n] = 1
        out[self.s_counters] = (view.round, view.rounds, view.moves, view.collects, left)
        out[self.s_map] = view.mana_on + view.cabal_on + view.artifact_on
        decks = view.deck_sizes
        out[self.s_supply] = [*view.supply, decks["dominaria"], decks["quests"], decks["artifacts"]]
        for t in view.public_tops:
            if t >= 0:
                out[self.s_tops.start + t] = 1
        for q in view.hand:
            out[self.s_hand.start + q] = 1
        for s in range(n):
            p = view.player(s)
            base = self.s_seats.start + ((s - me) % n) * self.per_seat
            for x in p.heroes:
                out[base + x] += 1
            base += nl
            for x in p.manaliths:
                out[base + x] = 1
            base += nl
            for pair in p.leylines:
                out[base + self.pair_index[pair]] = 1
            base += len(comp.pairs)
            for q in p.started:
                out[base + q] = 1
            base += nq
            for q in p.quests_done:
                out[base + q] = 1
            base += nq
            for a in p.artifacts:
                out[base + a] = 1
            base += na
            for a in p.counted:
                out[base + a] = 1
            base += na
            tail = [
                p.cabal,
                p.hired,
                *p.pool,
                *p.mtokens,
                view.hand_size(s),
                len(p.tiles),
                view.score(s)["total"],
            ]
            out[base : base + len(tail)] = tail
        return out


class DominariaEncoding:
    def __init__(self, options: Mapping[str, Any]) -> None:
        comp = components_for(options)
        self.catalog = DominariaCatalog(comp)
        self.observer = DominariaObserver(comp, options["players"])


def encoding(options: Mapping[str, Any]) -> DominariaEncoding:
    """The encoding of a configuration (normalized options)."""
    return DominariaEncoding(options)
