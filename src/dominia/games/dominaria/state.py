"""The Heroes of Dominaria state: flat lists of component indices, cheap to clone.

Decks are lists with the top at the end (the bottom at index 0). Mana is counted per colour
(`vocabulary.COLOURS` order). A player's Manalith mana tokens are flags: held or not.
"""

from __future__ import annotations

from typing import Any

from dominia.core.state_base import KernelState
from dominia.games.dominaria.components import Components

# Phases
KEEP = "keep"  # setup: keep 2 of the 4 quests dealt
PLACE = "place"  # setup: put a starting hero on a start location
ACTION = "action"  # the Action phase: the next action, or end the turn
TASK = "task"  # a step of an action or reward that needs a choice (payment, a pick)
OVER = "over"


class PlayerState:
    __slots__ = (
        "board",
        "heroes",
        "hired",
        "manaliths",
        "leylines",
        "cabal",
        "pool",
        "mtokens",
        "hand",
        "started",
        "marks",
        "visited",
        "artifacts",
        "used",
        "quests_done",
        "counted",
        "tiles",
    )

    def __init__(self, board: str) -> None:
        self.board = board
        self.heroes: list[int] = []  # locations of the heroes on the map
        self.hired = 0  # Hero track spaces uncovered
        self.manaliths: list[int] = []  # locations, in the order built
        self.leylines: list[tuple[int, int]] = []  # (low, high) location pairs, in the order created
        self.cabal = 0  # Cabal tokens on the track
        self.pool = [0, 0, 0, 0, 0]  # mana tokens per colour
        self.mtokens = [False] * 5  # Manalith mana tokens held, per colour
        self.hand: list[int] = []  # quests (hidden from the others)
        self.started: list[int] = []  # quests started (face up in the play zone)
        self.marks: dict[int, tuple[int, ...]] = {}  # started quest -> counters when started
        self.visited: dict[int, frozenset[int]] = {}  # started quest -> locations visited since
        self.artifacts: list[int] = []  # artifacts in play
        self.used: list[int] = []  # artifacts whose `use` was spent this turn
        self.quests_done: list[int] = []  # accomplishment zone: completed quests
        self.counted: list[int] = []  # accomplishment zone: counted artifacts
        self.tiles: list[int] = []  # accomplishment zone: public quest tiles

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.board = self.board
        p.heroes = self.heroes[:]
        p.hired = self.hired
        p.manaliths = self.manaliths[:]
        p.leylines = self.leylines[:]
        p.cabal = self.cabal
        p.pool = self.pool[:]
        p.mtokens = self.mtokens[:]
        p.hand = self.hand[:]
        p.started = self.started[:]
        p.marks = dict(self.marks)
        p.visited = dict(self.visited)
        p.artifacts = self.artifacts[:]
        p.used = self.used[:]
        p.quests_done = self.quests_done[:]
        p.counted = self.counted[:]
        p.tiles = self.tiles[:]
        return p

    def mana(self, c: int) -> int:
        """Mana of colour `c` this player can spend (tokens and the Manalith token)."""
        return self.pool[c] + self.mtokens[c]

    def total_mana(self) -> int:
        return sum(self.pool) + sum(self.mtokens)


class DominariaState(KernelState):
    """The kernel's fields (options, seed, n, rng, events, logging, decision, winners) and the
    table's."""

    __slots__ = (
        "comp",
        "players",
        "mana_on",
        "cabal_on",
        "artifact_on",
        "supply",
        "cabal_supply",
        "artifact_supply",
        "deck",
        "discard",
        "quest_deck",
        "artifact_deck",
        "stacks",
        "rounds",
        "round",
        "current",
        "phase",
        "moves",
        "collects",
        "tasks",
        "setup_queue",
        "turns",
        "last_card",
    )

    def __init__(self, comp: Components) -> None:
        super().__init__()
        self.comp = comp  # the game's components: every index in the state points into them
        self.players: list[PlayerState] = []
        self.mana_on: list[int] = []  # mana tokens per location (always of its colour)
        self.cabal_on: list[int] = []
        self.artifact_on: list[int] = []
        self.supply = [24] * 5  # mana tokens per colour
        self.cabal_supply = 20
        self.artifact_supply = 15
        self.deck: list[int] = []  # Dominaria cards, top at the end
        self.discard: list[int] = []
        self.quest_deck: list[int] = []
        self.artifact_deck: list[int] = []
        self.stacks: list[list[int]] = []  # public quest tiles per type, top at the end
        self.rounds = 0
        self.round = 0  # 1-based once play starts
        self.current = 0
        self.phase = KEEP
        self.moves = 0  # Move actions left this turn
        self.collects = 0  # Collect actions left this turn
        # Steps still to do for the current action or reward, first first: tuples of immutables.
        self.tasks: list[tuple[Any, ...]] = []
        self.setup_queue: list[tuple[int, str]] = []  # (seat, what) still to choose in setup
        self.turns = 0  # turns played
        self.last_card = -1  # the Dominaria card revealed this turn

    def shallow(self) -> DominariaState:
        """A copy sharing every part with this state (callers copy what they will change).
        Slot by slot, written out: the planning AI makes tens of thousands of these a game."""
        c = DominariaState.__new__(DominariaState)
        c.options = self.options
        c.seed = self.seed
        c.comp = self.comp
        c.n = self.n
        c.players = self.players
        c.mana_on = self.mana_on
        c.cabal_on = self.cabal_on
        c.artifact_on = self.artifact_on
        c.supply = self.supply
        c.cabal_supply = self.cabal_supply
        c.artifact_supply = self.artifact_supply
        c.deck = self.deck
        c.discard = self.discard
        c.quest_deck = self.quest_deck
        c.artifact_deck = self.artifact_deck
        c.stacks = self.stacks
        c.rounds = self.rounds
        c.round = self.round
        c.current = self.current
        c.phase = self.phase
        c.moves = self.moves
        c.collects = self.collects
        c.tasks = self.tasks
        c.setup_queue = self.setup_queue
        c.rng = self.rng
        c.events = self.events
        c.logging = self.logging
        c.decision = self.decision
        c.winners = self.winners
        c.turns = self.turns
        c.last_card = self.last_card
        return c

    def clone(self) -> DominariaState:
        if self.decision is not None:
            self.decision.choices  # noqa: B018 - built now, from this state (a lazy one reads it)
        g = self.shallow()
        g.players = [p.clone() for p in self.players]
        g.mana_on = self.mana_on[:]
        g.cabal_on = self.cabal_on[:]
        g.artifact_on = self.artifact_on[:]
        g.supply = self.supply[:]
        g.deck = self.deck[:]
        g.discard = self.discard[:]
        g.quest_deck = self.quest_deck[:]
        g.artifact_deck = self.artifact_deck[:]
        g.stacks = [s[:] for s in self.stacks]
        g.tasks = self.tasks[:]
        g.setup_queue = self.setup_queue[:]
        g.rng = self.rng.clone()
        g.events = self.events[:]
        return g
