"""What one Heroes of Dominaria seat may see: the board, every player's public board, its own
quest hand. Others' quest hands and the order of every deck stay hidden (`seat=None`: a
spectator, who sees no hand).

`sandbox(rng)` gives a bot a whole state to plan on in which everything it may not know has
been redealt at random, so planning by simulation never peeks.
"""

from __future__ import annotations

from typing import Any

from dominia.core.kernel import SeatView
from dominia.core.rng import Rng
from dominia.core.sandbox import seal
from dominia.games.dominaria.components import Components
from dominia.games.dominaria.scoring import breakdown
from dominia.games.dominaria.state import DominariaState, PlayerState
from dominia.games.dominaria.vocabulary import COLOURS


class DominariaView(SeatView[DominariaState]):
    """Lazy, read-only (the log through the kernel's filter, `events()`)."""

    __slots__ = ()

    # ---- public facts (read-only: bots must not change what they are given)
    @property
    def comp(self) -> Components:
        return self._g.comp

    @property
    def num_players(self) -> int:
        return self._g.n

    @property
    def current(self) -> int:
        return self._g.current

    @property
    def phase(self) -> str:
        return self._g.phase

    @property
    def round(self) -> int:
        return self._g.round

    @property
    def rounds(self) -> int:
        return self._g.rounds

    @property
    def moves(self) -> int:
        return self._g.moves

    @property
    def collects(self) -> int:
        return self._g.collects

    @property
    def mana_on(self) -> list[int]:
        return self._g.mana_on

    @property
    def cabal_on(self) -> list[int]:
        return self._g.cabal_on

    @property
    def artifact_on(self) -> list[int]:
        return self._g.artifact_on

    @property
    def supply(self) -> list[int]:
        return self._g.supply

    def player(self, seat: int) -> PlayerState:
        """A player's board; another seat's comes with its quest hand emptied (see `hand_size`)."""
        p = self._g.players[seat]
        if seat == self.seat:
            return p
        masked = p.clone()
        masked.hand = []
        return masked

    @property
    def hand(self) -> list[int]:
        return self._g.players[self.seat].hand[:] if self.seat is not None else []

    def hand_size(self, seat: int) -> int:
        return len(self._g.players[seat].hand)

    def score(self, seat: int) -> dict[str, int]:
        return breakdown(self._g.comp, self._g.players[seat])

    @property
    def public_tops(self) -> list[int]:
        """The top tile of each public quest stack (-1: taken)."""
        return [s[-1] if s else -1 for s in self._g.stacks]

    @property
    def deck_sizes(self) -> dict[str, int]:
        g = self._g
        return {
            "dominaria": len(g.deck),
            "quests": len(g.quest_deck),
            "artifacts": len(g.artifact_deck),
        }

    @property
    def last_card(self) -> int:
        return self._g.last_card

    def sandbox(self, rng: Rng) -> DominariaState:
        """A copy of the game with everything hidden from this seat redealt at random."""
        from dominia.games.dominaria.invariants import shuffle_hidden

        return seal(shuffle_hidden(self._g, self.seat, rng), self.seat, rng)

    # ---- plain data
    def to_dict(self, events_from: int = 0) -> dict[str, Any]:
        g = self._g
        comp = g.comp
        names = comp.locations
        return {
            "game": "dominaria",
            "seat": self.seat,
            "round": g.round,
            "rounds": g.rounds,
            "current": g.current,
            "phase": g.phase,
            "moves": g.moves,
            "collects": g.collects,
            "locations": [
                {
                    "name": loc.name,
                    "colour": COLOURS[loc.colour],
                    "x": loc.x,
                    "y": loc.y,
                    "adjacent": [names[y].name for y in comp.adjacent[x]],
                    "start": x in comp.start,
                    "mana": g.mana_on[x],
                    "cabal": g.cabal_on[x],
                    "artifact": g.artifact_on[x],
                }
                for x, loc in enumerate(names)
            ],
            "supply": {
                "mana": dict(zip(COLOURS, g.supply, strict=True)),
                "cabal": g.cabal_supply,
                "artifacts": g.artifact_supply,
            },
            "decks": self.deck_sizes,
            "last_card": comp.cards[g.last_card].name if g.last_card >= 0 else None,
            "public_quests": [
                {
                    "type": comp.tiles[s[-1]].type,
                    "name": comp.tiles[s[-1]].name,
                    "vp": comp.tiles[s[-1]].vp,
                    "left": len(s),
                }
                if s
                else None
                for s in g.stacks
            ],
            "players": [self._player(s) for s in range(g.n)],
            "hand": [comp.quests[q].name for q in self.hand],
            "winners": list(g.winners),
            "log": [e.to_dict() for e in self.events(events_from)],
        }

    def _player(self, s: int) -> dict[str, Any]:
        g = self._g
        comp = g.comp
        p = g.players[s]
        loc = comp.locations
        return {
            "seat": s,
            "board": p.board,
            "heroes": [loc[h].name for h in p.heroes],
            "heroes_on_track": len(comp.hero_track) - p.hired,
            "manaliths": [loc[m].name for m in p.manaliths],
            "leylines": [[loc[a].name, loc[b].name] for a, b in p.leylines],
            "cabal": p.cabal,
            "pool": dict(zip(COLOURS, p.pool, strict=True)),
            "manalith_tokens": [COLOURS[c] for c in range(5) if p.mtokens[c]],
            "hand_size": len(p.hand),
            "started": [comp.quests[q].name for q in p.started],
            "artifacts": [comp.artifacts[a].name for a in p.artifacts],
            "quests_done": [comp.quests[q].name for q in p.quests_done],
            "counted": [comp.artifacts[a].name for a in p.counted],
            "public": [comp.tiles[t].name for t in p.tiles],
            "score": breakdown(comp, p),
        }
