"""The Domination game state: flat per-territory lists, cheap to clone."""

from __future__ import annotations

from dominia.core.state_base import KernelState, all_slots
from dominia.games.domination.maps.model import GameMap

# Phases
CLAIM = "claim"  # setup: one army on an unoccupied territory
SETUP_PLACE = "setup_place"  # setup: one army at a time on an own territory
CAPITAL = "capital"  # setup (Capital mode): choose a capital
TRADE = "trade"
PLACE = "place"  # choose where the next armies go
PLACE_COUNT = "place_count"  # how many go there
ATTACK = "attack"  # choose an attack or end attacking
BATTLE = "battle"  # dice, annihilate or retreat
DEFEND = "defend"  # the defender's dice (auto-defence off)
MOVE = "move"  # armies into a conquered territory
FORTIFY = "fortify"
FORTIFY_COUNT = "fortify_count"
OVER = "over"


class DominationState(KernelState):
    """The kernel's fields (options, seed, n, rng, events, logging, decision, winners) and the
    board's."""

    __slots__ = (
        "map",
        "owner",
        "armies",
        "alive",
        "hands",
        "missions",
        "capitals",
        "deck",
        "used",
        "trades",
        "current",
        "first",
        "phase",
        "turn",
        "round",
        "to_place",
        "reinforcements",
        "forced",
        "conquered",
        "src",
        "dst",
        "dice",
        "defender_dice",
        "stop_at",
        "last_roll",
        "reason",
        "first_win",
        "mode",
        "mission_done",
        "killer",
        "added",
        "lost",
        "moved",
    )

    def __init__(self, gmap: GameMap) -> None:
        super().__init__()
        self.map = gmap
        self.owner: list[int] = []  # -1: unoccupied (setup only)
        self.armies: list[int] = []
        self.alive: list[bool] = []
        self.hands: list[list[int]] = []  # card indices into map.cards
        self.missions: list[int | None] = []  # index into map.missions
        self.capitals: list[int | None] = []
        self.deck: list[int] = []
        self.used: list[int] = []  # traded cards (back into the deck when recycling)
        self.trades = 0  # sets traded so far (the Increasing counter, shared)
        self.current = 0
        self.first = 0  # who plays first (claims, places, chooses a capital and plays the first turn)
        self.phase = CLAIM
        self.turn = 0  # turns played in the whole game
        self.round = 0  # rounds started (for the turn limit)
        self.to_place: list[int] = []  # setup armies left per player
        self.reinforcements = 0  # armies the current player still has to place
        self.forced = False  # trading is compulsory (5+ cards)
        self.conquered = False  # a territory was conquered this turn
        self.src = -1  # attack or fortify source / placement target
        self.dst = -1
        self.dice = 0  # attacker dice of the roll being made
        self.defender_dice = 0
        self.stop_at = 0  # annihilate: stop when the source has this many armies (0: not annihilating)
        self.last_roll: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        self.reason = ""
        self.first_win: tuple[int, str] | None = None  # (seat, mode) of a Capital/Mission win
        self.mode = "domination"  # the mode in force (becomes domination after a continued win)
        self.mission_done: list[bool] = []
        self.killer: list[int] = []  # who eliminated each seat (-1: still in)
        # The army ledger: every army ever put on the board, and every one lost in battle.
        self.added = 0
        self.lost = 0
        self.moved = 0  # armies already moved into a just-conquered territory

    def clone(self) -> DominationState:
        g = DominationState.__new__(DominationState)
        for name in SLOTS:
            setattr(g, name, getattr(self, name))
        g.owner = self.owner[:]
        g.armies = self.armies[:]
        g.alive = self.alive[:]
        g.hands = [h[:] for h in self.hands]
        g.missions = self.missions[:]
        g.capitals = self.capitals[:]
        g.deck = self.deck[:]
        g.used = self.used[:]
        g.to_place = self.to_place[:]
        g.rng = self.rng.clone()
        g.events = self.events[:]
        g.mission_done = self.mission_done[:]
        g.killer = self.killer[:]
        return g


SLOTS = all_slots(DominationState)  # (the kernel's and the board's: what a clone copies)
