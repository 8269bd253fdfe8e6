"""Domination for learning environments (core.encoding): an action catalogue and an observation
layout per configuration (the map fixes the territories and borders).

Actions: `claim:`, `capital:`, `place:` per territory; `attack:` and `fortify:` per border (`A->B`);
`trade@i,j,k`: the i-th, j-th and k-th of the cards the decision's sets are made of (numbered in the
order the choices first name them, at most TRADE_CARDS); `roll:1..3`, `defend:1..3`, `annihilate`,
`retreat`, `done`, `random` (the rest of the set-up placed at random); and SLOTS number slots per
numeric verb (`count`, `move`, `annihilate`): slot i is i+1 armies while the most the decision
allows is at most SLOTS, else slot i is the i-th of SLOTS values spread evenly from the least to the
most (both ends always offered; the values between two slots then have no index: armies are
unbounded, a fixed action space is not).
Loaded only by learning environments (numpy).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any, get_args

import numpy as np

from dominia.core.decision import Decision
from dominia.core.encoding import KeyCatalog, Layout, UnmappedChoice, not_legal
from dominia.games.domination.game import load_map
from dominia.games.domination.maps.model import CARD_KINDS
from dominia.games.domination.state import (
    ATTACK,
    BATTLE,
    CAPITAL,
    CLAIM,
    DEFEND,
    FORTIFY,
    FORTIFY_COUNT,
    MOVE,
    OVER,
    PLACE,
    PLACE_COUNT,
    SETUP_PLACE,
    TRADE,
)
from dominia.kinds import DominationKind

SLOTS = 64
TRADE_CARDS = 12
NUMERIC = ("count", "move", "annihilate")
PHASES = (
    CLAIM,
    SETUP_PLACE,
    CAPITAL,
    TRADE,
    PLACE,
    PLACE_COUNT,
    ATTACK,
    BATTLE,
    DEFEND,
    MOVE,
    FORTIFY,
    FORTIFY_COUNT,
    OVER,
)
# the decision kinds in a fixed order (their one-hot slots): dominia.kinds's list of them
KINDS: tuple[str, ...] = get_args(DominationKind)
BIG = 1e6  # armies, turns: no rule bounds them


def slot_values(low: int, high: int) -> list[int]:
    """The number each slot means for a decision allowing low..high (fewer than SLOTS: the rest
    mean nothing)."""
    if high <= SLOTS:
        return list(range(1, high + 1))
    if high - low + 1 <= SLOTS:
        return list(range(low, high + 1))
    step = (high - low) / (SLOTS - 1)
    return [low + round(i * step) for i in range(SLOTS)]


class DominationCatalog(KeyCatalog):
    def __init__(self, names: tuple[str, ...], borders: tuple[tuple[int, ...], ...]) -> None:
        keys = [f"{verb}:{t}" for verb in ("claim", "capital", "place") for t in names]
        keys += [
            f"{verb}:{names[a]}->{names[b]}"
            for verb in ("attack", "fortify")
            for a in range(len(names))
            for b in borders[a]
        ]
        keys += ["trade@" + ",".join(map(str, c)) for c in combinations(range(TRADE_CARDS), 3)]
        keys += [f"{verb}:{k}" for verb in ("roll", "defend") for k in (1, 2, 3)]
        keys += ["annihilate", "retreat", "done", "random"]  # (random: the set-up's rest at random)
        self.numeric = {verb: len(keys) + i * SLOTS for i, verb in enumerate(NUMERIC)}
        keys += [f"{verb}@{i}" for verb in NUMERIC for i in range(SLOTS)]
        super().__init__(keys)
        self._last: tuple[Decision | None, dict[str, int]] = (None, {})

    def _relative(self, decision: Decision) -> dict[str, int]:
        """choice id -> index for the choices whose key depends on the decision (counts, trades);
        a spread-out verb's values between two slots, and sets using a card past TRADE_CARDS, map
        to -1. (Kept for the last decision:
        decisions do not change once made.)"""
        last, rel = self._last
        if last is decision:
            return rel
        out: dict[str, int] = {}
        ids = decision.ids()
        by_verb: dict[str, list[int]] = {}
        cards: list[str] = []
        for cid in ids:
            verb, _, arg = cid.partition(":")
            if verb in self.numeric and arg:
                by_verb.setdefault(verb, []).append(int(arg))
            elif verb == "trade":
                cards += [c for c in arg.split(",") if c not in cards]
        for verb, values in by_verb.items():
            base = self.numeric[verb]
            if max(values) > SLOTS:
                out.update((f"{verb}:{v}", -1) for v in values)
            for i, v in enumerate(slot_values(min(values), max(values))):
                out[f"{verb}:{v}"] = base + i
        if cards:
            where = {c: i for i, c in enumerate(cards)}
            for cid in ids:
                if cid.startswith("trade:"):
                    pos = sorted(where[c] for c in cid[6:].split(","))
                    key = "trade@" + ",".join(map(str, pos))
                    out[cid] = self.pos.get(key, -1)  # (a 13th card and later: no index)
        self._last = (decision, out)
        return out

    def indices(self, decision: Decision) -> list[int]:
        rel = self._relative(decision)
        pos = self.pos
        out = []
        for c in decision.choices:
            i = rel.get(c.id, pos.get(c.id))
            if i is None:
                raise UnmappedChoice(f"no action index for {c.id!r} ({decision.kind})")
            if i >= 0:
                out.append(i)
        return out

    def index(self, choice_id: str, decision: Decision) -> int:
        i = self._relative(decision).get(choice_id, self.pos.get(choice_id))
        if i is None or i < 0:
            raise UnmappedChoice(f"no action index for {choice_id!r} ({decision.kind})")
        return i

    def choice_for(self, index: int, decision: Decision) -> str:
        if 0 <= index < len(self.keys):
            key = self.keys[index]
            if "@" not in key:
                if decision.allows(key):
                    return key
            else:
                for cid, i in self._relative(decision).items():
                    if i == index and decision.allows(cid):
                        return cid
        raise not_legal(self.keys, index)

    def off_grid(self, decision: Decision) -> list[str]:
        """The legal choices with no index: numbers between two slots (only when the most a
        decision allows exceeds SLOTS), sets with a card past TRADE_CARDS (never seen in play)."""
        return [cid for cid, i in self._relative(decision).items() if i < 0 and decision.allows(cid)]


class DominationObserver:
    """The seat's view: the board per territory, the seats (the viewer first, then the others
    in seat order), its own cards and mission, the phase and the battle."""

    def __init__(self, options: Mapping[str, Any]) -> None:
        gmap = load_map(options["map"])
        self.map = gmap
        n = self.players = options["players"]
        t, c = len(gmap.territories), len(gmap.continents)
        self.kind_index = {k: i for i, k in enumerate(KINDS)}
        self.missions = [_mission_text(m.text, n) for m in gmap.missions]
        lay = Layout()
        self.s_kind = lay.add("decision_kind", len(KINDS), 1, "one-hot: the kind of the decision asked")
        self.s_phase = lay.add("phase", len(PHASES), 1, "one-hot: the phase of the turn")
        self.s_current = lay.add("current", n, 1, "one-hot: whose turn, relative seat (0: you)")
        self.s_owner = lay.add("owner", t * (n + 1), 1, "per territory: one-hot relative owner, last: nobody")
        self.s_armies = lay.add("armies", t, BIG, "per territory: armies")
        self.s_src = lay.add(
            "source", t, 1, "one-hot: the attacking / moving territory of the battle or move"
        )
        self.s_dst = lay.add("target", t, 1, "one-hot: the attacked / receiving territory")
        self.s_seats = lay.add(
            "seats", 5 * n, BIG, "per relative seat: alive, cards, territories, armies, continents held"
        )
        self.s_capital = lay.add("capitals", t * n, 1, "per relative seat: one-hot capital (capital mode)")
        self.s_hand = lay.add("hand_kinds", len(CARD_KINDS), BIG, "your cards per kind")
        self.s_hand_t = lay.add("hand_territories", t, BIG, "your cards per territory shown")
        self.s_mission = lay.add("mission", len(gmap.missions), 1, "one-hot: your mission (mission mode)")
        self.s_misc = lay.add(
            "counters", 5, BIG, "armies to place, trades done, next trade value (0: fixed), deck size, turn"
        )
        self.s_roll = lay.add(
            "last_roll", 6, 6, "the last battle's dice: attacker's 3, defender's 3 (0: none)"
        )
        self.s_conts = lay.add(
            "continents", c * (n + 1), 1, "per continent: one-hot relative holder, last: nobody"
        )
        self.fields = tuple(lay.fields)
        self.size = lay.size
        self.phase_index = {p: i for i, p in enumerate(PHASES)}
        self.card_index = {k: i for i, k in enumerate(CARD_KINDS)}

    def encode(self, view: Any, decision: Decision | None) -> np.ndarray:
        out = np.zeros(self.size, dtype=np.float32)
        gmap = self.map
        n = self.players
        me = view.seat
        rel = [(s - me) % n for s in range(n)]
        t = len(gmap.territories)
        if decision is not None:
            i = self.kind_index.get(decision.kind)
            if i is not None:
                out[self.s_kind.start + i] = 1
        out[self.s_phase.start + self.phase_index[view.phase]] = 1
        out[self.s_current.start + rel[view.current]] = 1
        owner, armies = view.owner, view.armies
        base = self.s_owner.start
        territories = [0] * n
        army_sum = [0] * n
        for x, o in enumerate(owner):
            out[base + x * (n + 1) + (rel[o] if o >= 0 else n)] = 1
            if o >= 0:
                territories[o] += 1
                army_sum[o] += armies[x]
        out[self.s_armies] = armies
        src, dst = view.battle
        if 0 <= src < t:
            out[self.s_src.start + src] = 1
        if 0 <= dst < t:
            out[self.s_dst.start + dst] = 1
        held = [0] * n
        base = self.s_conts.start
        for ci in range(len(gmap.continents)):
            owners = {owner[x] for x in gmap.members(ci)}
            o = owners.pop() if len(owners) == 1 else -1
            out[base + ci * (n + 1) + (rel[o] if o >= 0 else n)] = 1
            if o >= 0:
                held[o] += 1
        seats: list[float] = [0.0] * (5 * n)
        for s in range(n):
            r = rel[s]
            seats[5 * r : 5 * r + 5] = (
                view.alive(s),
                view.card_count(s),
                territories[s],
                army_sum[s],
                held[s],
            )
            cap = view.capital(s)
            if cap is not None:
                out[self.s_capital.start + r * t + cap] = 1
        out[self.s_seats] = seats
        cards = gmap.cards
        for c in view.hand:
            card = cards[c]
            out[self.s_hand.start + self.card_index[card.kind]] += 1
            if card.territory is not None:
                out[self.s_hand_t.start + card.territory] += 1
        mission = view.mission()
        if mission is not None and mission in self.missions:
            out[self.s_mission.start + self.missions.index(mission)] = 1
        nxt = view.next_trade_value()
        out[self.s_misc] = (
            view.pending_reinforcements,
            view.trades_done,
            nxt or 0,
            view.deck_size,
            view.turn,
        )
        att, dfn = view.last_roll
        for i, d in enumerate(att[:3]):
            out[self.s_roll.start + i] = d
        for i, d in enumerate(dfn[:3]):
            out[self.s_roll.start + 3 + i] = d
        return out


def _mission_text(text: str, n: int) -> str:
    """A mission's sentence as the view gives it (view.mission_text's replacements)."""
    for k in range(n, 0, -1):
        text = text.replace(f"{{PLAYER{k}}}", f"Player {k}").replace(f"PLAYER{k}", f"Player {k}")
    return text


class DominationEncoding:
    def __init__(self, options: Mapping[str, Any]) -> None:
        gmap = load_map(options["map"])
        self.catalog = DominationCatalog(gmap.names, gmap.borders)
        self.observer = DominationObserver(options)


def encoding(options: Mapping[str, Any]) -> DominationEncoding:
    """The encoding of a configuration (normalized options)."""
    return DominationEncoding(options)
