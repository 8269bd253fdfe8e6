"""What one seat may see: `view(state, seat)` is the only thing a player gets.

A seat sees its own hand, every public zone (supply, trash, play areas,
set-aside cards, the top of each discard pile), the sizes of hidden zones,
and the cards it owns (it saw every one of them arrive). `seat=None` is a
spectator. The view reads the state lazily, so bots in a simulation pay only
for what they look at; `to_dict()` is the full plain-data form sent over a
wire or compared in tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

from dominia.core.kernel import visible_events
from dominia.core.rng import Rng
from dominia.core.sandbox import seal
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M
from dominia.games.dominion.rules import (
    COINS_MASK,
    empty_supply_piles,
    money,
    owned_worth,
    score,
    score_and_money,
)
from dominia.games.dominion.state import PHASE_NAMES, DominionState


def _zero() -> int:
    return 0


def _names(cards: list[int]) -> list[str]:
    return [T.NAME[c & M] for c in cards]


class DominionView:
    __slots__ = ("_g", "seat")

    def __init__(self, g: DominionState, seat: int | None) -> None:
        self._g = g
        self.seat = seat

    def __reduce__(self) -> tuple[Any, ...]:
        # (compiled, the default pickling calls __init__ without arguments: a bot that thinks in
        # another process is sent its view)
        return DominionView, (self._g, self.seat)

    # ---- public facts
    @property
    def num_players(self) -> int:
        return self._g.n

    @property
    def current(self) -> int:
        return self._g.current

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._g.phase]

    @property
    def actions(self) -> int:
        return self._g.actions

    @property
    def buys(self) -> int:
        return self._g.buys

    @property
    def coins(self) -> int:
        return self._g.coins

    @property
    def kingdom(self) -> tuple[str, ...]:
        return self._g.kingdom

    @property
    def game_over(self) -> bool:
        return self._g.over

    def turns(self, seat: int) -> int:
        return self._g.players[seat].turns

    def supply(self) -> dict[str, int]:
        """Pile name -> cards left."""
        g = self._g
        return {name: len(g.piles[i]) for i, name in enumerate(g.pile_names)}

    def count_in_supply(self, name: str) -> int:
        g = self._g
        i = g.pile_index.get(name)
        return len(g.piles[i]) if i is not None else 0

    def supply_counter(self, name: str) -> Callable[[], int]:
        """A function giving how many cards `name`'s pile has left, from now on (0 for a pile
        this game does not have): for a bot that reads the same piles every decision."""
        g = self._g
        i = g.pile_index.get(name)
        if i is None:
            return _zero
        return partial(len, g.piles[i])  # the engine keeps each pile's list for the whole game

    def pile_slot(self, name: str) -> int:
        """The number of `name`'s pile in this game, for `pile_count` (-1: it has none)."""
        i = self._g.pile_index.get(name)
        return -1 if i is None else i

    def pile_count(self, slot: int) -> int:
        """How many cards the pile numbered `slot` (`pile_slot`) has left (0 for -1)."""
        return len(self._g.piles[slot]) if slot >= 0 else 0

    def pile_top(self, name: str) -> str | None:
        g = self._g
        pile = g.piles[g.pile_index[name]]
        return T.NAME[pile[-1] & M] if pile else None

    def in_supply(self, name: str) -> bool:
        """False for the non-Supply piles (Spoils, Madman, Mercenary)."""
        g = self._g
        return g.supply[g.pile_index[name]]

    def pile_states(self, names: tuple[str, ...]) -> tuple[int, ...]:
        """Per pile name: 0 if this game has no such pile, 1 for a non-Supply pile, 2 for a
        Supply pile (what a data bot's rules depend on, in one call)."""
        g = self._g
        index, supply = g.pile_index, g.supply
        return tuple(0 if (i := index.get(n)) is None else 1 + supply[i] for n in names)

    def empty_piles(self) -> int:
        return empty_supply_piles(self._g)

    def trash(self) -> list[str]:
        return _names(self._g.trash)

    def in_play(self, seat: int) -> list[str]:
        return _names(self._g.players[seat].play)

    def copies(self, seat: int) -> dict[str, str]:
        """Band of Misfits in play and the card each one is being played as."""
        g = self._g
        return {
            f"{T.NAME[c & M]}#{i}": T.NAME[g.becomes[c]]
            for i, c in enumerate(g.players[seat].play)
            if c in g.becomes
        }

    def set_aside(self, seat: int) -> list[str]:
        return _names(self._g.players[seat].aside)

    def hand_size(self, seat: int) -> int:
        return len(self._g.players[seat].hand)

    def deck_size(self, seat: int) -> int:
        return len(self._g.players[seat].deck)

    def discard_size(self, seat: int) -> int:
        return len(self._g.players[seat].discard)

    def discard_top(self, seat: int) -> str | None:
        d = self._g.players[seat].discard
        return T.NAME[d[-1] & M] if d else None

    def score(self, seat: int) -> int:
        # Public: every gain and trash is seen by all, so totals are common knowledge.
        return score(self._g, seat)

    def owned(self, seat: int) -> Counter[str]:
        """The cards a seat owns, as counts (public knowledge; positions are not)."""
        return Counter(_names(self._g.players[seat].all_cards()))

    def money_owned(self, seat: int) -> int:
        """The coins of all the Treasures a seat owns (public, as `owned`)."""
        g = self._g
        # a simulator's game keeps each seat's worth, current while no frame was pushed since
        # it was summed at a turn's end (`rules.seat_worth`; read here, never summed: a sum
        # kept in the middle of an effect would miss what the effect does next)
        if g.worth_log is not None and g.worth_at[seat] == g.pushes:
            return g.worth_now[seat] & COINS_MASK
        try:  # (`rules.money` without a call: data bots ask it at every buy)
            return owned_worth(g.players[seat]) & COINS_MASK
        except TypeError:  # (a counted-VP card: the card table's sum)
            return money(g, seat)

    def score_and_money(self, seat: int) -> tuple[int, int]:
        """`score` and `money_owned` together, in one pass over the seat's cards."""
        return score_and_money(self._g, seat)

    def count_owned(self, seat: int, counts: list[int]) -> None:
        """Add 1 to `counts[kind]` for every card a seat owns (kinds index `table.NAME`).

        The same public knowledge as `owned`, without building names: data bots count
        their deck with it once per buy decision, into a list they reuse.
        """
        p = self._g.players[seat]
        for zone in (p.hand, p.deck, p.discard, p.play, p.aside):
            for c in zone:
                k = c & M
                counts[k] = counts[k] + 1  # (not +=: mypyc adds a list's ints natively only so)

    # ---- private facts of the viewing seat
    @property
    def hand(self) -> list[str]:
        if self.seat is None:
            return []
        return _names(self._g.players[self.seat].hand)

    def my_cards(self) -> Counter[str]:
        return self.owned(self.seat) if self.seat is not None else Counter()

    def events(self, start: int = 0) -> list[Any]:
        return visible_events(self._g.events, self.seat, start)

    def sandbox(self, rng: Rng) -> DominionState:
        """A copy of the game to plan on (search, rollouts) in which everything this seat cannot
        know is redealt at random: the other seats' hands and decks, the order of every deck
        (its own too: a card it knows is on top is not kept there) and of discard piles below
        the top, mixed piles below the top. Its random stream is its own, from `rng`'s seed
        (the game's would tell future shuffles); the log is off."""
        from dominia.games.dominion.invariants import shuffle_hidden

        s = shuffle_hidden(self._g, self.seat, rng)
        if self.seat is not None:
            rng.shuffle(s.players[self.seat].deck)
        return seal(s, self.seat, rng)

    def to_dict(self, events_from: int = 0) -> dict[str, Any]:
        """Everything this seat sees, with the log from event number `events_from` on."""
        g = self._g
        players = []
        for s, p in enumerate(g.players):
            players.append(
                {
                    "seat": s,
                    "hand_size": len(p.hand),
                    "deck_size": len(p.deck),
                    "discard_size": len(p.discard),
                    "discard_top": self.discard_top(s),
                    "in_play": _names(p.play),
                    "copies": self.copies(s),
                    "set_aside": _names(p.aside),
                    "turns": p.turns,
                    "score": self.score(s),
                    "owned": dict(sorted(self.owned(s).items())),
                }
            )
        out: dict[str, Any] = {
            "game": "dominion",
            "seat": self.seat,
            "current": g.current,
            "phase": self.phase,
            "actions": g.actions,
            "buys": g.buys,
            "coins": g.coins,
            "kingdom": list(g.kingdom),
            "supply": [
                {"pile": name, "top": self.pile_top(name), "count": len(g.piles[i]), "supply": g.supply[i]}
                for i, name in enumerate(g.pile_names)
            ],
            "trash": self.trash(),
            "players": players,
            "hand": self.hand,
            "over": g.over,
            "log": [e.to_dict() for e in self.events(events_from)],
        }
        out["cards"] = _card_info(out)
        return out


def _card_info(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Cost and types of every card named in a view (for the browser's card faces)."""
    names: set[str] = set(view["hand"]) | set(view["trash"])
    for e in view["supply"]:
        names.add(e["pile"])
        if e["top"]:
            names.add(e["top"])
    for p in view["players"]:
        names.update(p["in_play"], p["set_aside"], p["owned"], p["copies"].values())
        if p["discard_top"]:
            names.add(p["discard_top"])
    info = {}
    for name in sorted(names):
        d = T.BY_NAME.get(name)
        if d is not None:
            info[name] = {"cost": d.cost, "types": d.type_names()}
    return info
