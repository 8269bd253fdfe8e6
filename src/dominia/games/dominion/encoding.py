"""Dominion for learning environments (core.encoding): an action catalogue and an observation
layout per configuration, indexed by the cards that configuration can ever show.

The cards: the seven basic ones, every kingdom card the options allow (the given ones, plus every
kingdom card of the sets when the kingdom is drawn at random), the cards they bring (mixed piles'
members, Ruins for Looters, extra piles) and the Shelters when the options may deal them. Actions
are `verb:Card` for every verb a Dominion decision uses and every such card, then the bare answers.
Loaded only by learning environments (numpy).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

import numpy as np

from dominia.core.decision import Decision
from dominia.core.encoding import KeyCatalog, Layout
from dominia.games.dominion.card_model import LOOTER
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.setup import BASIC_ORDER, KINGDOM_SIZE, mixed_pile
from dominia.games.dominion.state import PHASE_NAMES
from dominia.kinds import DominionKind

# Every verb of a `verb:Card` choice id (engine.choice, ask_cards, ask_gain and the cards' own
# ask_options lists): tests/rl checks random games over every set against this list.
VERBS = (
    "play",
    "buy",
    "gain",
    "trash",
    "trash-discard",
    "discard",
    "topdeck",
    "reveal",
    "trigger",
    "react",
    "name",
    "top",
    "keep",
    "skip",
    "become",
)
# The answers that name no card: done, a may, Survivors, and every card's named options.
BARE = (
    "done",
    "yes",
    "no",
    "treasures:all",
    "discard",
    "keep",
    "option:actions",
    "option:buys",
    "option:silver",
    "option:coins",
    "option:copper",
    "option:discard",
    "option:discard2",
    "option:duchy",
    "option:estates",
    "option:gain-trash",
    "option:hand",
    "option:topdeck",
    "option:trash-action",
    "option:trash-hand",
)
# the decision kinds in a fixed order (their one-hot slots): dominia.kinds's list of them
KINDS: tuple[str, ...] = get_args(DominionKind)
SHELTERS = ("Hovel", "Necropolis", "Overgrown Estate")
COUNT_HIGH = 200  # copies of one card in a game: at most Copper's 120 (6 players)
BIG = 1e6  # coins, turns: no rule bounds them


def cards_of(options: Mapping[str, Any]) -> tuple[str, ...]:
    """Every card a game of these (normalized) options may show, in the cards' fixed order."""
    fixed = list(options["kingdom"])
    pool = fixed
    if len(fixed) < KINGDOM_SIZE:
        pool = fixed + [
            d.name for d in T.CARDS if d.kingdom and d.set in options["sets"] and d.name not in fixed
        ]
    names: set[str] = set(BASIC_ORDER)

    def add(pile: str) -> None:
        members = mixed_pile(pile)
        names.update(d.name for d in members) if members else names.add(pile)

    for name in pool:
        add(name)
        d = T.BY_NAME[name]
        if d.types & LOOTER:
            add("Ruins")
        for extra in d.extra_piles:
            add(extra)
    shelters = options.get("shelters", "auto")
    if shelters is True or (shelters == "auto" and any(T.BY_NAME[n].set == "dark-ages" for n in pool)):
        names.update(SHELTERS)
    return tuple(sorted(names, key=lambda n: T.BY_NAME[n].kind))


class DominionCatalog(KeyCatalog):
    def __init__(self, cards: tuple[str, ...]) -> None:
        super().__init__([f"{verb}:{card}" for verb in VERBS for card in cards] + list(BARE))


class DominionObserver:
    """The seat's view as counts per card (in `cards` order) and per seat (the viewer first,
    then the others in turn order)."""

    def __init__(self, cards: tuple[str, ...], players: int) -> None:
        self.cards = cards
        self.players = players
        self.card_index = {c: i for i, c in enumerate(cards)}
        self.kinds = [T.BY_NAME[c].kind for c in cards]
        self.kind_index = {k: i for i, k in enumerate(KINDS)}
        k, n = len(cards), players
        lay = Layout()
        self.s_kind = lay.add(
            "decision_kind", len(KINDS), 1, "one-hot: the kind of the decision asked (none: 0s)"
        )
        self.s_source = lay.add("decision_source", k, 1, "one-hot: the card asking (a card's own question)")
        self.s_phase = lay.add("phase", len(PHASE_NAMES), 1, "one-hot: action, buy, cleanup")
        self.s_current = lay.add("current", n, 1, "one-hot: whose turn, relative seat (0: you)")
        self.s_turn = lay.add("turn_state", 3, BIG, "the current player's actions, buys, coins")
        self.s_hand = lay.add("hand", k, COUNT_HIGH, "per card: copies in your hand")
        self.s_supply = lay.add("supply", k, COUNT_HIGH, "per card: cards left in the pile it tops")
        self.s_play = lay.add("in_play", k, COUNT_HIGH, "per card: copies in play (every seat)")
        self.s_aside = lay.add("set_aside", k, COUNT_HIGH, "per card: copies set aside (every seat)")
        self.s_trash = lay.add("trash", k, COUNT_HIGH, "per card: copies in the trash")
        self.s_owned = lay.add("owned", n * k, COUNT_HIGH, "per relative seat, per card: copies owned")
        self.s_seats = lay.add(
            "seats", 5 * n, BIG, "per relative seat: hand, deck, discard sizes, VP, turns taken", low=-BIG
        )
        self.s_empty = lay.add("empty_piles", 1, 20, "empty Supply piles")
        self.fields = tuple(lay.fields)
        self.size = lay.size
        self.zeros = [0.0] * self.size
        self.at = {f.name: f.start for f in self.fields}  # (plain ints: read at every step)
        self.phase_index = {p: i for i, p in enumerate(PHASE_NAMES)}
        self._bound: dict[int, tuple[Any, tuple[list[tuple[int, Any]], list[str]]]] = {}

    def _piles(self, view: Any) -> tuple[list[tuple[int, Any]], list[str]]:
        """The piles of the view's game: (slot, count) for those of one card, read through the
        view's live counters, and the names of mixed piles (their top changes). Kept for the
        last few views (one per game and seat: the counters read that game's piles to its end;
        the view is held, so its id is not reused)."""
        got = self._bound.get(id(view))
        if got is not None and got[0] is view:
            return got[1]
        if len(self._bound) >= 16:  # (the seats of the environments that share this encoding)
            self._bound.clear()
        base = self.at["supply"]
        plain: list[tuple[int, Any]] = []
        mixed: list[str] = []
        for pile in view.supply():
            if mixed_pile(pile):
                mixed.append(pile)
            else:
                plain.append((base + self.card_index[pile], view.supply_counter(pile)))
        self._bound[id(view)] = (view, (plain, mixed))
        return plain, mixed

    def encode(self, view: Any, decision: Decision | None) -> np.ndarray:
        # Filled as a Python list and turned into an array once: item by item, a list is several
        # times faster than an array (the environment builds one observation per step).
        out = self.zeros[:]
        ci = self.card_index
        k = len(self.cards)
        me = view.seat
        n = view.num_players
        at = self.at
        if decision is not None:
            i = self.kind_index.get(decision.kind)
            if i is not None:
                out[at["decision_kind"] + i] = 1.0
            src = ci.get(decision.source) if decision.source else None
            if src is not None:
                out[at["decision_source"] + src] = 1.0
        out[at["phase"] + self.phase_index[view.phase]] = 1.0
        out[at["current"] + (view.current - me) % n] = 1.0
        t = at["turn_state"]
        out[t : t + 3] = (view.actions, view.buys, view.coins)
        base = at["hand"]
        for name in view.hand:
            out[base + ci[name]] += 1
        base = at["supply"]
        plain, mixed = self._piles(view)
        for slot, left in plain:
            out[slot] = left()
        for pile in mixed:
            top = view.pile_top(pile)
            if top is not None:
                out[base + ci[top]] += view.count_in_supply(pile)
        play, aside = at["in_play"], at["set_aside"]
        for s in range(n):
            for name in view.in_play(s):
                out[play + ci[name]] += 1
            for name in view.set_aside(s):
                out[aside + ci[name]] += 1
        base = at["trash"]
        for name in view.trash():
            out[base + ci[name]] += 1
        kinds = self.kinds
        owned, seats = at["owned"], at["seats"]
        blank = [0] * len(T.NAME)
        for r in range(n):
            s = (me + r) % n
            counts = blank[:]
            view.count_owned(s, counts)
            out[owned + r * k : owned + r * k + k] = [counts[x] for x in kinds]
            out[seats + 5 * r : seats + 5 * r + 5] = (
                view.hand_size(s),
                view.deck_size(s),
                view.discard_size(s),
                view.score(s),
                view.turns(s),
            )
        out[at["empty_piles"]] = view.empty_piles()
        return np.fromiter(out, dtype=np.float32, count=len(out))


class DominionEncoding:
    def __init__(self, options: Mapping[str, Any]) -> None:
        self.cards = cards_of(options)
        self.catalog = DominionCatalog(self.cards)
        self.observer = DominionObserver(self.cards, options["players"])


def encoding(options: Mapping[str, Any]) -> DominionEncoding:
    """The encoding of a configuration (normalized options)."""
    return DominionEncoding(options)
