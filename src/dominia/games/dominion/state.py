"""The Dominion game state: flat lists of int card uids, cheap to clone."""

from __future__ import annotations

from typing import Any, Final

from dominia.core.decision import Decision
from dominia.core.events import Event
from dominia.core.rng import Rng

# Phases
ACTION_PHASE: Final = 0
BUY_PHASE: Final = 1
CLEANUP_PHASE: Final = 2
PHASE_NAMES = ("action", "buy", "cleanup")


class PlayerState:
    """One seat's zones. Deck top is the END of `deck`."""

    __slots__ = ("hand", "deck", "discard", "play", "aside", "turns")

    def __init__(self) -> None:
        self.hand: list[int] = []
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.play: list[int] = []
        self.aside: list[int] = []
        self.turns = 0

    def clone(self) -> PlayerState:
        p = PlayerState()  # (not __new__: a compiled class runs its constructor anyway)
        p.hand = self.hand[:]
        p.deck = self.deck[:]
        p.discard = self.discard[:]
        p.play = self.play[:]
        p.aside = self.aside[:]
        p.turns = self.turns
        return p

    def zones(self) -> tuple[list[int], ...]:
        return (self.hand, self.deck, self.discard, self.play, self.aside)

    def all_cards(self) -> list[int]:
        return self.hand + self.deck + self.discard + self.play + self.aside


class Frame:
    """One pending piece of an effect on the stack: fn(g, frame, choice).

    `v` holds the frame's locals; its values must be immutable (ints, strs,
    tuples) so that cloning a frame is a shallow dict copy.
    """

    __slots__ = ("fn", "seat", "card", "stage", "v")

    def __init__(self, fn: Any, seat: int, card: int = -1, v: dict[str, Any] | None = None):
        self.fn = fn
        self.seat = seat
        self.card = card
        self.stage = 0
        self.v: dict[str, Any] = v if v is not None else {}

    def clone(self) -> Frame:
        f = Frame(self.fn, self.seat, self.card, dict(self.v))
        f.stage = self.stage
        return f

    def __reduce__(self) -> tuple[Any, ...]:
        # (compiled, the default pickling makes a Frame by calling __init__ without arguments)
        return _frame, (self.fn, self.seat, self.card, self.v, self.stage)

    def __repr__(self) -> str:
        return f"Frame({self.fn.__name__}, seat={self.seat}, stage={self.stage}, v={self.v})"


def _frame(fn: Any, seat: int, card: int, v: dict[str, Any], stage: int) -> Frame:
    """A pickled Frame, made again."""
    f = Frame(fn, seat, card, v)
    f.stage = stage
    return f


class DominionState:
    __slots__ = (
        "options",
        "seed",
        "n",
        "players",
        "piles",
        "pile_names",
        "pile_index",
        "supply",
        "by_cost",
        "pile_of_kind",
        "kingdom",
        "becomes",
        "bom_choice",
        "trash",
        "current",
        "phase",
        "actions",
        "buys",
        "coins",
        "merchants",
        "silver_played",
        "bought",
        "turn",
        "stack",
        "decision",
        "rng",
        "events",
        "logging",
        "n_cards",
        "over",
        "end_reason",
        "views",
        "worth_log",
        "worth_now",
        "worth_at",
        "pushes",
        "coin_log",
        "spent",
        "spare_buy",
    )

    def __init__(self, rng: Rng | None = None) -> None:
        self.options: dict[str, Any] = {}
        self.seed = 0
        self.n = 0
        self.players: list[PlayerState] = []
        self.piles: list[list[int]] = []  # top is the END of each list
        self.pile_names: tuple[str, ...] = ()
        self.pile_index: dict[str, int] = {}
        self.supply: tuple[bool, ...] = ()  # per pile: is it a Supply pile
        # (cheapest possible cost, pile index) of the Supply piles, sorted: buying stops early.
        self.by_cost: tuple[tuple[int, int], ...] = ()
        self.pile_of_kind: dict[int, int] = {}  # kind -> the pile it returns to / is gained from
        # Band of Misfits in play: uid -> the kind it is until it leaves play,
        # and uid -> the kind chosen this turn (replays by Throne Room reuse it).
        self.becomes: dict[int, int] = {}
        self.bom_choice: dict[int, int] = {}
        self.kingdom: tuple[str, ...] = ()
        self.trash: list[int] = []
        self.current = 0
        self.phase = ACTION_PHASE
        self.actions = 1
        self.buys = 1
        self.coins = 0
        self.merchants = 0  # Merchants played this turn
        self.silver_played = False
        self.bought = False  # a card was bought this turn (no more Treasures)
        self.turn = 0  # turns started in the whole game
        self.stack: list[Frame] = []
        self.decision: Decision | None = None
        self.rng = rng if rng is not None else Rng(0)  # (seeding one costs: setup passes its own)
        self.events: list[Event] = []
        self.logging = True
        self.n_cards = 0
        self.over = False
        self.end_reason = ""
        # the views of this state, made on first use (a view reads the state live, so one per
        # seat serves every decision; a clone makes its own)
        self.views: dict[int | None, Any] = {}
        # per seat, the packed worth (`rules.worth_of`: VP and the money of its Treasures) of
        # its cards at the end of each of its turns, when a simulator asks (a list per seat):
        # recorded where the turn loop ends a turn, the cheapest place to see every turn
        self.worth_log: list[list[int]] | None = None
        # ... kept up to date cheaply: per seat, its worth as of `worth_at` frames pushed (any
        # effect that may move cards between seats, the trash and the piles pushes a frame; a
        # plain buy adds its card's worth), so a turn of Treasures and a buy sums nothing
        self.worth_now: list[int] = []
        self.worth_at: list[int] = []
        self.pushes = 0  # frames pushed in the whole game (and effects run without one)
        # per seat, the coins generated in each of its turns (Treasures and +$ alike: what it
        # had left at the end of the turn plus what its buys cost), kept while `worth_log` is
        self.coin_log: list[list[int]] = []
        self.spent = 0  # coins paid for buys in the turn under way (counted with `coin_log`)
        # a buy decision answered and held by nobody, for the next one to reuse (`rules.new_buy`):
        # only the simulator's batch loop hands one back, for a data bot's answered buys
        self.spare_buy: Any = None

    def clone(self) -> DominionState:
        g = DominionState(self.rng.clone())  # (the constructor: see PlayerState.clone)
        g.options = self.options
        g.seed = self.seed
        g.n = self.n
        g.players = [p.clone() for p in self.players]
        g.piles = [p[:] for p in self.piles]
        g.pile_names = self.pile_names
        g.pile_index = self.pile_index
        g.supply = self.supply
        g.by_cost = self.by_cost
        g.pile_of_kind = self.pile_of_kind
        g.becomes = dict(self.becomes)
        g.bom_choice = dict(self.bom_choice)
        g.kingdom = self.kingdom
        g.trash = self.trash[:]
        g.current = self.current
        g.phase = self.phase
        g.actions = self.actions
        g.buys = self.buys
        g.coins = self.coins
        g.merchants = self.merchants
        g.silver_played = self.silver_played
        g.bought = self.bought
        g.turn = self.turn
        g.stack = [f.clone() for f in self.stack]
        if self.decision is not None:
            self.decision.choices  # noqa: B018 - built now, from this state (a lazy one reads it)
        g.decision = self.decision  # decisions are immutable once built
        g.events = self.events[:]
        g.logging = self.logging
        g.n_cards = self.n_cards
        g.over = self.over
        g.end_reason = self.end_reason
        g.views = {}
        g.worth_log = None  # (a clone's turns are a look-ahead, not the game's)
        g.worth_now = []
        g.worth_at = []
        g.pushes = self.pushes
        g.coin_log = []
        g.spent = self.spent
        return g
