"""Domination's words as messages (`core.i18n.Msg`) of its table, `locales/<lang>/*.ftl`.

Names come from the map: a built-in map's territories, continents and title have entries
(`territory-<map>-<slug>`, `continent-<map>-<slug>`, `map-<map>`); any other map shows the
names its file gives (the fallback). Missions are built from their parts (what to hold, whom to
destroy), not from the file's sentence, so that they read in every language.

`TEXTS` (core.spec.Texts) turns an event, as one seat sees it, into a sentence, and an outcome
into its reason: the terminal and the web page both read it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.core.i18n import Msg, Seat, msg, name, slug
from dominia.games.domination.maps.model import ANY_CONTINENT, CARD_KINDS, WILDCARD, GameMap, Mission
from dominia.games.domination.options import COLOURS

PACKAGE = "dominia.games.domination"


@cache  # every decision names territories: one message per name
def territory(map_name: str, territory_name: str) -> Msg:
    return name(f"territory-{slug(map_name)}-{slug(territory_name)}", territory_name)


@cache
def continent(map_name: str, continent_name: str) -> Msg:
    return name(f"continent-{slug(map_name)}-{slug(continent_name)}", continent_name)


def map_title(gmap: GameMap) -> Msg:
    return name(f"map-{slug(gmap.name)}", gmap.title)


def territory_of(gmap: GameMap, t: int) -> Msg:
    return territory(gmap.name, gmap.territories[t].name)


def continent_of(gmap: GameMap, c: int) -> Msg:
    return continent(gmap.name, gmap.continents[c].name)


def armies(n: int) -> Msg:
    return msg("armies", n=n)


def card_kind(kind: str) -> Msg:
    return msg(f"card-{kind}")


def card(gmap: GameMap, index: int) -> Msg:
    """A card as a person reads it: "Infantry: Alaska", "Wildcard"."""
    c = gmap.cards[index]
    if c.kind == WILDCARD or c.territory is None:
        return card_kind(WILDCARD)
    return msg("card-label", kind=card_kind(c.kind), territory=territory_of(gmap, c.territory))


def card_from_label(map_name: str, label: str) -> Msg:
    """A card of an event (which names it by the engine's English label, "Infantry: Alaska")."""
    kind, sep, where = label.partition(": ")
    if not sep:
        return card_kind(WILDCARD) if label.lower() == WILDCARD else name("card-unknown", label)
    kind = kind.lower()
    if kind not in CARD_KINDS:
        return name("card-unknown", label)
    return msg("card-label", kind=card_kind(kind), territory=territory(map_name, where))


def joined(items: Sequence[Any], key: str = "list-and") -> Msg | Any:
    """Items as one message: "A and B", "A, B and C" (`key`-2 and `key`-more)."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return msg(f"{key}-2", a=items[0], b=items[1])
    return msg(f"{key}-more", first=items[0], rest=joined(items[1:], key))


def plus(items: Sequence[Any]) -> Msg | Any:
    """Cards of a set: "A + B + C"."""
    if len(items) == 1:
        return items[0]
    return msg("list-plus", a=items[0], b=plus(items[1:]))


def colour(name: str) -> Msg:
    """A seat's colour as a word ("blue")."""
    return msg(f"colour-{slug(name)}")


def mission(gmap: GameMap, m: Mission, colours: Sequence[str] = ()) -> Msg:
    """A mission from its parts. A player to destroy is named by their colour (the book: "ліквідацію
    гравця певного кольору": "Destroy the blue armies") and by name (a `Seat`); `colours`: the
    seats' colours."""
    if m.target_player is not None:
        seat = m.target_player - 1
        player = Seat(seat)
        palette = colours or COLOURS  # (a state made without colours: the usual ones)
        armies = msg(f"mission-armies-{slug(palette[seat % len(palette)])}")
        if not m.n_territories:
            return msg("mission-destroy-only", armies=armies, player=player)
        if m.min_armies > 1:
            return msg(
                "mission-destroy-armies", armies=armies, player=player, n=m.n_territories, k=m.min_armies
            )
        return msg("mission-destroy", armies=armies, player=player, n=m.n_territories)
    if m.n_territories:
        if m.min_armies > 1:
            return msg("mission-hold-armies", n=m.n_territories, k=m.min_armies)
        return msg("mission-hold", n=m.n_territories)
    named = [continent_of(gmap, c) for c in m.continents if c != ANY_CONTINENT]
    more = sum(1 for c in m.continents if c == ANY_CONTINENT)
    if not named:
        return msg("mission-any-continents", n=more)
    if more:
        return msg("mission-continents-more", continents=joined(named), more=more)
    if len(named) == 1:
        return msg("mission-continent", continent=named[0])
    return msg("mission-continents", continents=joined(named))


def goal(mode: str) -> Msg:
    """A way to win (a mode, or the turn limit) as a word."""
    return msg(f"goal-{slug(mode)}")


class DominationTexts:
    """core.spec.Texts for Domination: a sentence per event kind the rules log."""

    def event(self, event: Event) -> Msg | None:
        d = event.data or {}
        k = event.kind
        who = Seat(event.seat) if event.seat is not None else None

        def where(key: str) -> Msg | str:
            ref = d.get(key)
            if not isinstance(ref, dict):
                return "?"
            return territory(str(ref.get("map", "")), str(ref.get("name", "?")))

        n = int(d.get("armies", 0) or 0)
        if k == "setup":
            return None
        if k == "first_player":
            return msg("event-first-player-drawn" if d.get("drawn") else "event-first-player", player=who)
        if k == "turn":
            # a round: every player's turn once (the turn counter counts everybody's turns)
            return msg("event-turn", player=who, round=str(d.get("round", 0)))  # no digit grouping
        if k == "claim":
            return msg("event-claim", player=who, territory=where("territory"))
        if k == "place":
            return msg("event-place", player=who, n=n, territory=where("territory"))
        if k == "place_random":
            return msg("event-place-random", player=who, n=n)
        if k == "bonus":
            return msg("event-bonus", player=who, n=n, territory=where("territory"))
        if k == "capital":
            return msg("event-capital", player=who, territory=where("territory"))
        if k == "trade":
            if event.cards:
                cards = plus([card_from_label(self._map(d), c) for c in event.cards])
                return msg("event-trade", player=who, cards=cards, n=n)
            return msg("event-trade-hidden", player=who, count=event.count, n=n)
        if k == "attack":
            return msg("event-attack", player=who, src=where("src"), dst=where("dst"))
        if k == "roll":
            losses = [
                msg("event-loss", territory=where(key), n=int(lost))
                for key, lost in (("src", d.get("attacker_lost", 0)), ("dst", d.get("defender_lost", 0)))
                if lost
            ]
            return msg(
                "event-roll",
                attack=" ".join(map(str, d.get("attack", []))),
                defend=" ".join(map(str, d.get("defend", []))),
                losses=losses,
            )
        if k == "conquer":
            return msg(
                "event-conquer", player=who, territory=where("territory"), loser=Seat(d.get("loser", 0))
            )
        if k == "eliminate":
            taken = int(d.get("taken", 0))
            if taken:
                return msg("event-eliminate-cards", player=who, loser=Seat(d.get("loser", 0)), n=taken)
            return msg("event-eliminate", player=who, loser=Seat(d.get("loser", 0)))
        if k == "move":
            return msg("event-move", player=who, n=n, dst=where("dst"))
        if k == "fortify":
            return msg("event-fortify", player=who, n=n, src=where("src"), dst=where("dst"))
        if k == "card":
            if event.cards:
                return msg("event-card", player=who, card=card_from_label(self._map(d), event.cards[0]))
            return msg("event-card-hidden", player=who)
        if k == "reshuffle":
            return msg("event-reshuffle")
        if k == "win":
            key = "event-win-goes-on" if d.get("goes_on") else "event-win"
            return msg(key, player=who, goal=goal(str(d.get("goal", event.detail))))
        if k == "game_over":
            return msg("event-game-over", reason=goal(str(d.get("reason", event.detail))))
        return None

    @staticmethod
    def _map(d: dict[str, Any]) -> str:
        for key in ("territory", "src", "dst"):
            ref = d.get(key)
            if isinstance(ref, dict):
                return str(ref.get("map", ""))
        return str(d.get("map", ""))

    def outcome(self, outcome: Outcome) -> Msg:
        winners = joined([Seat(s) for s in outcome.winners]) if outcome.winners else msg("nobody")
        reason = outcome.reason if outcome.reason in ("domination", "capital", "mission") else "turn-limit"
        return msg(f"outcome-{reason}", winners=winners, count=len(outcome.winners))


TEXTS = DominationTexts()
