"""Dominion's event sentences and end reasons as messages of its table (`locales/<lang>/*.ftl`).

`TEXTS` (core.spec.Texts) is read by the terminal and the web page alike. An event is worded
from what the viewer's copy of it shows (`Event.for_viewer`): a draw the viewer may not see has
no cards, only a count, and says "5 cards". Card lists are message arguments (`cards`, `what`):
a list of card names, a repeated card as "Copper ×3", so a front end can style every name.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.core.i18n import Msg, Seat, msg
from dominia.games.dominion.card_model import card_msg

# the gain's `detail` (where the card went, and whether it came from the trash) -> message id
_GAIN = {
    "discard": "event-gain",
    "hand": "event-gain-hand",
    "deck": "event-gain-deck",
    "trash": "event-gain-trash",
    "trash-discard": "event-gain-trash",
    "trash-deck": "event-gain-trash-deck",
    "trash-hand": "event-gain-trash-hand",
}
_REVEAL = {"hand": "event-reveal-hand", "deck": "event-reveal-deck", "reaction": "event-reveal-reaction"}
_TO_HAND = {"trash": "event-to-hand-trash", "deck": "event-to-hand-deck"}
# kinds whose sentence is "<seat> <verb> <what>"
_SIMPLE = {
    "play": "event-play",
    "buy": "event-buy",
    "trash": "event-trash",
    "discard": "event-discard",
    "draw": "event-draw",
    "look": "event-look",
    "set_aside": "event-set-aside",
    "topdeck": "event-topdeck",
    "return": "event-return",
}


def card_list(names: Iterable[str]) -> list[Msg]:
    """Card names grouped with counts in first-seen order: Copper ×3, Estate."""
    counts = Counter(names)
    return [card_msg(n) if k == 1 else msg("card-times", card=card_msg(n), n=k) for n, k in counts.items()]


def what(event: Event) -> list[Msg] | Msg:
    """The cards an event moved as this viewer sees them: the names, or how many."""
    if event.cards:
        return card_list(event.cards)
    return msg("n-cards", n=event.count)


class DominionTexts:
    def event(self, event: Event) -> Msg | None:
        k = event.kind
        d = event.data or {}
        seat = Seat(event.seat) if event.seat is not None else Seat(0)
        if k == "cleanup":  # counts for programs; the next turn's line says it
            return None
        if k == "turn":
            return msg("event-turn-start", seat=seat, n=int(d.get("turn") or event.detail or 0))
        if k == "setup":
            return msg("event-kingdom", cards=[card_msg(n) for n in d.get("kingdom", ())])
        if k == "game_over":
            return msg("event-game-end", reason=reason(str(d.get("reason", event.detail)), ()))
        if k in _SIMPLE:
            return msg(_SIMPLE[k], seat=seat, what=what(event))
        if k == "gain":
            return msg(_GAIN.get(event.detail, "event-gain"), seat=seat, what=what(event))
        if k == "reveal":
            key = _REVEAL.get("reaction" if d.get("reaction") else event.detail, "event-reveal-cards")
            return msg(key, seat=seat, what=what(event))
        if k == "to_hand":
            return msg(_TO_HAND.get(event.detail, "event-to-hand"), seat=seat, what=what(event))
        if k == "name":
            return msg("event-name", seat=seat, card=card_msg(str(d.get("card", event.detail))))
        if k == "become":
            return msg(
                "event-become", seat=seat, what=what(event), card=card_msg(str(d.get("card", event.detail)))
            )
        if k == "shuffle":
            return msg("event-shuffle", seat=seat)
        if k == "discard_deck":
            return msg("event-discard-deck", seat=seat)
        return msg("event-other", seat=seat, kind=k, what=what(event))

    def outcome(self, outcome: Outcome) -> Msg:
        return reason(outcome.reason, outcome.details.get("empty_piles", ()))


def reason(why: str, empty: Iterable[str]) -> Msg:
    if why == "provinces":
        return msg("outcome-provinces", card=card_msg("Province"))
    if why == "piles":
        piles = list(empty)
        return msg("outcome-piles", n=len(piles), cards=[card_msg(n) for n in piles])
    return msg("outcome-other", reason=why)


TEXTS = DominionTexts()
