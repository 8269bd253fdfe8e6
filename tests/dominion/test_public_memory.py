"""Perfect public memory (docs/dominion.md): every count a seat's view shows can be rebuilt
from the log that seat is shown.

A `PublicMemory` reads only what `Event.for_viewer` leaves of each event (kind, seat, the
cards when public, the count, the data) and keeps, for every seat, the sizes of hand, deck,
discard pile and set-aside cards, the cards in play and the cards owned, and the trash. In
random games (2-6 players, Dark Ages kingdoms) these must equal the view at every decision.
"""

from __future__ import annotations

from collections import Counter

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.events import Event
from dominia.core.rng import Rng, derive_seed
from dominia.games.dominion.game import DOMINION
from dominia.games.dominion.scenario import act, build
from dominia.games.dominion.view import DominionView

COUNTED = ("hand", "deck", "discard", "aside")


class PublicMemory:
    """What one seat can know from public events: counts, never order or hidden contents."""

    def __init__(self) -> None:
        self.n = 0
        self.size: list[dict[str, int]] = []  # per seat: hand, deck, discard, aside
        self.play: list[list[str]] = []  # per seat: the cards in play (public)
        self.owned: list[Counter[str]] = []
        self.trash: Counter[str] = Counter()

    def feed(self, e: Event) -> None:
        handler = getattr(self, f"on_{e.kind}", None)
        if handler is None:
            raise AssertionError(f"an event this memory does not know: {e}")
        handler(e, e.data or {})

    # ---- zones
    def _take(self, seat: int, zone: str, e: Event) -> None:
        """The event's cards leave `zone` (its `source`)."""
        if zone == "play":
            assert e.cards, f"cards leaving play are public: {e}"
            for name in e.cards:
                self.play[seat].remove(name)
        elif zone == "trash":
            self.trash.subtract(e.cards)
        else:
            self.size[seat][zone] -= e.count
            assert self.size[seat][zone] >= 0, (e, self.size[seat])

    def _put(self, seat: int, zone: str, e: Event) -> None:
        if zone == "play":
            self.play[seat].extend(e.cards)
        else:
            self.size[seat][zone] += e.count

    # ---- events
    def on_setup(self, e: Event, d: dict) -> None:
        self.n = d["players"]
        start = Counter(d["start"])
        empty = {"hand": 0, "deck": sum(start.values()), "discard": 0, "aside": 0}
        self.size = [dict(empty) for _ in range(self.n)]
        self.play = [[] for _ in range(self.n)]
        self.owned = [Counter(start) for _ in range(self.n)]

    def on_draw(self, e: Event, d: dict) -> None:
        self.size[e.seat]["deck"] -= e.count
        self.size[e.seat]["hand"] += e.count

    def on_shuffle(self, e: Event, d: dict) -> None:
        z = self.size[e.seat]
        z["deck"] += z["discard"]
        z["discard"] = 0

    def on_discard_deck(self, e: Event, d: dict) -> None:
        z = self.size[e.seat]
        z["discard"] += z["deck"]
        z["deck"] = 0

    def on_gain(self, e: Event, d: dict) -> None:
        self.owned[e.seat].update(e.cards)
        if d.get("source") == "trash":
            self.trash.subtract(e.cards)
        self._put(e.seat, d["to"], e)

    def on_trash(self, e: Event, d: dict) -> None:
        self.owned[e.seat].subtract(e.cards)
        self.trash.update(e.cards)
        self._take(e.seat, d["source"], e)

    def on_return(self, e: Event, d: dict) -> None:
        self.owned[e.seat].subtract(e.cards)
        self._take(e.seat, d["source"], e)

    def on_to_hand(self, e: Event, d: dict) -> None:
        if d["source"] == "trash":
            self.owned[e.seat].update(e.cards)
        self._take(e.seat, d["source"], e)
        self._put(e.seat, "hand", e)

    def on_play(self, e: Event, d: dict) -> None:
        if "source" in d:  # a card played again (Throne Room) does not move
            self._take(e.seat, d["source"], e)
            self._put(e.seat, "play", e)

    def on_discard(self, e: Event, d: dict) -> None:
        self._take(e.seat, d["source"], e)
        self._put(e.seat, "discard", e)

    def on_topdeck(self, e: Event, d: dict) -> None:
        self._take(e.seat, d["source"], e)
        self._put(e.seat, "deck", e)

    def on_reveal(self, e: Event, d: dict) -> None:
        if "to" in d:  # revealed and moved (set aside face up, or into the hand)
            self._take(e.seat, d["source"], e)
            self._put(e.seat, d["to"], e)

    def on_set_aside(self, e: Event, d: dict) -> None:
        self._take(e.seat, d["source"], e)
        self._put(e.seat, "aside", e)

    def on_cleanup(self, e: Event, d: dict) -> None:
        z = self.size[e.seat]
        z["discard"] += z["hand"] + len(self.play[e.seat])
        z["hand"] = 0
        self.play[e.seat] = []

    def _nothing(self, e: Event, d: dict) -> None:
        pass

    on_turn = on_buy = on_look = on_name = on_become = on_game_over = _nothing

    # ---- the comparison
    def differences(self, view: DominionView) -> list[str]:
        out = []
        for s in range(view.num_players):
            got = {
                "hand": view.hand_size(s),
                "deck": view.deck_size(s),
                "discard": view.discard_size(s),
                "aside": len(view.set_aside(s)),
            }
            if got != self.size[s]:
                out.append(f"seat {s}: sizes {self.size[s]} remembered, {got} shown")
            if view.in_play(s) != self.play[s]:
                out.append(f"seat {s}: in play {self.play[s]} remembered, {view.in_play(s)} shown")
            if +self.owned[s] != view.owned(s):
                out.append(f"seat {s}: owns {dict(+self.owned[s])} remembered, {dict(view.owned(s))} shown")
        if +self.trash != Counter(view.trash()):
            out.append(f"trash {dict(+self.trash)} remembered, {dict(Counter(view.trash()))} shown")
        return out


def remember(events: list[Event]) -> PublicMemory:
    m = PublicMemory()
    for e in events:
        m.feed(e)
    return m


def _options(rng: Rng) -> dict:
    sets = [["base", "base1e", "dark-ages"], ["dark-ages"], ["base", "dark-ages"]][rng.below(3)]
    opts = {"players": 2 + rng.below(5), "sets": sets}
    if rng.below(4) == 0:
        opts["autoplay_treasures"] = True
    return opts


@pytest.mark.parametrize("chunk", range(4))
def test_every_count_a_view_shows_follows_from_the_public_log(chunk: int) -> None:
    """Random games with Dark Ages kingdoms, 2-6 players: at every decision, the memory of
    one seat (a different one each step, spectators too) equals what its view shows."""
    players_seen: set[int] = set()
    for seed in range(chunk * 15, chunk * 15 + 15):
        rng = Rng(derive_seed(seed, "public-memory"))
        g = DOMINION.setup(_options(rng), seed)
        players_seen.add(g.n)
        agents = [RandomAgent(derive_seed(seed, f"seat{s}")) for s in range(g.n)]
        viewers: list[int | None] = [*range(g.n), None]
        memories = {v: PublicMemory() for v in viewers}
        read = dict.fromkeys(viewers, 0)
        step = 0
        while True:
            viewer = viewers[step % len(viewers)]
            view = DOMINION.view(g, viewer)
            for e in view.events(read[viewer]):
                assert viewer is None or e.seat == viewer or e.to is None or viewer in e.to
                memories[viewer].feed(e)
            read[viewer] = DOMINION.event_count(g)
            assert memories[viewer].differences(view) == [], (seed, step, viewer)
            d = g.decision
            if d is None or step > 3000:
                break
            DOMINION.apply(g, d.seat, agents[d.seat].choose(DOMINION.view(g, d.seat), d))
            step += 1
        assert step > 20, seed
    assert len(players_seen) >= 3


def test_the_memory_sees_only_counts_of_hidden_cards() -> None:
    """The log a seat is shown names no card of another seat's hand or deck: a private draw
    is a number; yet the numbers add up."""
    g = DOMINION.setup({"players": 3, "sets": ["dark-ages"]}, 5)
    events = DOMINION.events(g, 1)
    draws = [e for e in events if e.kind == "draw" and e.seat != 1]
    assert draws and all(e.cards == () and e.count == 5 for e in draws)
    m = remember(events)
    assert m.differences(DOMINION.view(g, 1)) == []
    assert [m.size[s]["hand"] for s in range(3)] == [5, 5, 5]
    shelters = Counter({"Copper": 7, "Hovel": 1, "Necropolis": 1, "Overgrown Estate": 1})
    assert m.owned[0] == m.owned[2] == shelters


def test_memory_follows_cards_between_zones_in_a_constructed_turn() -> None:
    """Vassal plays a card from the discard pile, Sentry discards from the deck, Harbinger puts
    a card from the discard pile on the deck, cleanup discards hand and play: each move's
    event says where the cards left from."""
    g = build(
        ["Vassal", "Sentry", "Harbinger", "Village"],
        hands={0: ["Village", "Vassal", "Sentry", "Harbinger", "Copper"]},
        decks={0: ["Silver", "Village", "Estate", "Gold", "Curse", "Copper", "Copper", "Copper"]},
        discards={0: ["Duchy"]},
    )
    start = len(g.events)
    m = PublicMemory()
    m.n = 2
    m.size = [
        {"hand": len(p.hand), "deck": len(p.deck), "discard": len(p.discard), "aside": 0} for p in g.players
    ]
    m.play = [[], []]
    m.owned = [Counter(DOMINION.view(g, 1).owned(s)) for s in range(2)]
    act(g, "play:Village", "play:Vassal")  # draws Silver; Vassal discards Village
    act(g, "play:Village", "play:Sentry")  # Village from the discard pile; Sentry sees Curse, Copper
    act(g, "trash:Curse", "discard:Copper", "play:Harbinger", "topdeck:Duchy", "treasures:all", "done")
    for e in DOMINION.events(g, 1, start):
        m.feed(e)
    assert m.differences(DOMINION.view(g, 1)) == []
    kinds = {e.kind: (e.data or {}).get("source") for e in g.events[start:] if e.kind in ("topdeck", "trash")}
    assert kinds == {"topdeck": "discard", "trash": "deck"}
    assert any(e.kind == "play" and (e.data or {}).get("source") == "discard" for e in g.events[start:])
    assert any(e.kind == "cleanup" for e in g.events[start:])
