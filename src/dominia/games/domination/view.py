"""What one Domination seat may see: the board, public counts, its own cards and mission."""

from __future__ import annotations

from typing import Any

from dominia.core.i18n import Msg
from dominia.core.kernel import SeatView
from dominia.core.rng import Rng
from dominia.core.sandbox import seal
from dominia.games.domination.maps.model import GameMap
from dominia.games.domination.options import seat_colours
from dominia.games.domination.rules import card_label, reinforcements, turn_order
from dominia.games.domination.state import OVER, DominationState
from dominia.games.domination.texts import card, mission
from dominia.games.domination.trades import INCREASING, increasing_value


def mission_text(g: DominationState, seat: int) -> str | None:
    idx = g.missions[seat]
    if idx is None:
        return None
    text = g.map.missions[idx].text
    for k in range(g.n, 0, -1):  # PLAYER10 before PLAYER1 would matter on bigger tables
        text = text.replace(f"{{PLAYER{k}}}", f"Player {k}").replace(f"PLAYER{k}", f"Player {k}")
    return text


def _name_of(m: GameMap, t: int | None) -> str | None:
    """A territory's name (None: no territory, as a seat without a capital)."""
    return None if t is None else m.territories[t].name


class DominationView(SeatView[DominationState]):
    """Lazy, read-only; `to_dict()` is the whole of it as plain data (the log through the
    kernel's filter, `events()`)."""

    __slots__ = ()

    # ---- the board (public)
    @property
    def map(self) -> GameMap:
        return self._g.map

    @property
    def owner(self) -> list[int]:
        return self._g.owner[:]

    @property
    def armies(self) -> list[int]:
        return self._g.armies[:]

    @property
    def num_players(self) -> int:
        return self._g.n

    @property
    def current(self) -> int:
        return self._g.current

    @property
    def first_player(self) -> int:
        """The seat that plays first (drawn at random unless the options say seat order)."""
        return self._g.first

    @property
    def turn_order(self) -> list[int]:
        """Every seat in playing order, the first player first."""
        return turn_order(self._g)

    @property
    def phase(self) -> str:
        return self._g.phase

    @property
    def options(self) -> dict[str, Any]:
        return self._g.options

    @property
    def mode(self) -> str:
        return self._g.mode

    @property
    def colours(self) -> list[str]:
        """Each seat's colour (options.COLOURS), in seat order."""
        return seat_colours(self._g.options, self._g.n)

    def alive(self, seat: int) -> bool:
        return self._g.alive[seat]

    def card_count(self, seat: int) -> int:
        return len(self._g.hands[seat])

    def capital(self, seat: int) -> int | None:
        return self._g.capitals[seat]

    def reinforcements_of(self, seat: int) -> int:
        return reinforcements(self._g, seat)

    @property
    def pending_reinforcements(self) -> int:
        return self._g.reinforcements

    @property
    def battle(self) -> tuple[int, int]:
        return self._g.src, self._g.dst

    @property
    def last_roll(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return self._g.last_roll

    @property
    def trades_done(self) -> int:
        return self._g.trades

    @property
    def deck_size(self) -> int:
        return len(self._g.deck)

    def next_trade_value(self) -> int | None:
        """The Increasing counter's next value (None under the fixed rules)."""
        g = self._g
        return increasing_value(g.trades) if g.options["cards"] == INCREASING else None

    # ---- private to the viewing seat
    @property
    def hand(self) -> list[int]:
        return self._g.hands[self.seat][:] if self.seat is not None else []

    def hand_labels(self) -> list[str]:
        return [card_label(self._g, c) for c in self.hand]

    def hand_msgs(self) -> list[Msg]:
        """The hand as messages of the table (the labels above are the engine's English)."""
        return [card(self._g.map, c) for c in self.hand]

    def mission_msg(self, seat: int | None = None) -> Msg | None:
        """As `mission`, a message built from the mission's parts (the file's sentence is English)."""
        g = self._g
        if seat is None or seat == self.seat:
            seat = self.seat
        elif g.phase != OVER:
            return None
        idx = g.missions[seat] if seat is not None else None
        return None if idx is None else mission(g.map, g.map.missions[idx], self.colours)

    def mission(self, seat: int | None = None) -> str | None:
        """This seat's mission; anyone's once the game is over (missions are revealed then)."""
        if seat is None or seat == self.seat:
            return mission_text(self._g, self.seat) if self.seat is not None else None
        return mission_text(self._g, seat) if self._g.phase == OVER else None

    @property
    def turn(self) -> int:
        return self._g.turn

    def sandbox(self, rng: Rng) -> DominationState:
        """A copy of the game to plan on in which everything this seat cannot know is redealt
        at random: the other seats' cards and missions, the deck. Its dice are its own, from
        `rng`'s seed (the game's stream would tell how future battles roll); the log is off."""
        from dominia.games.domination.invariants import shuffle_hidden

        s = shuffle_hidden(self._g, self.seat, rng)
        return seal(s, self.seat, rng)

    def to_dict(self, events_from: int = 0) -> dict[str, Any]:
        g = self._g
        m = g.map
        return {
            "game": "domination",
            "seat": self.seat,
            "map": m.name,
            "mode": g.mode,
            # public: the page's odds read the card rules, its board the seats' colours
            "options": dict(g.options),
            "colours": self.colours,
            "phase": g.phase,
            "current": g.current,
            "first_player": g.first,
            "turn_order": turn_order(g),
            "turn": g.turn,
            "round": g.round,
            "territories": [
                {
                    "name": t.name,
                    "owner": g.owner[i],
                    "armies": g.armies[i],
                    "continent": t.continent,
                    "x": t.x,
                    "y": t.y,
                    "borders": list(m.borders[i]),
                }
                for i, t in enumerate(m.territories)
            ],
            # the map itself (public): picture size, continents; territories carry their
            # marker position, continent index and the indices they border
            "map_title": m.title,
            "width": m.width,
            "height": m.height,
            "continents": [{"name": c.name, "bonus": c.bonus, "colour": c.colour} for c in m.continents],
            "players": [
                {
                    "seat": s,
                    "alive": g.alive[s],
                    "territories": sum(1 for o in g.owner if o == s),
                    "armies": sum(a for a, o in zip(g.armies, g.owner, strict=True) if o == s),
                    "cards": len(g.hands[s]),
                    "capital": _name_of(m, g.capitals[s]),
                }
                for s in range(g.n)
            ],
            "reinforcements": g.reinforcements,
            "trades": g.trades,
            "deck": len(g.deck),
            "battle": [g.src, g.dst],
            "last_roll": [list(g.last_roll[0]), list(g.last_roll[1])],
            "hand": self.hand_labels(),
            "mission": self.mission(),
            "winners": list(g.winners),
            "log": [e.to_dict() for e in self.events(events_from)],
        }
