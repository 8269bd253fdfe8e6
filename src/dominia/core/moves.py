"""The checks every game makes before a move touches anything: the kernel's, so each game keeps
only its rules (and bad input is an IllegalChoice in every game, never a TypeError)."""

from __future__ import annotations

from dominia.core.decision import Decision
from dominia.core.errors import IllegalChoice
from dominia.core.i18n import Seat, msg

SHOWN = 12  # legal choices a refusal lists (the rest are counted)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def check_move(decision: Decision | None, seat: object, choice_id: object) -> Decision:
    """The pending decision, once the seat is a seat number whose turn it is and the choice is
    a choice id (its legality is the game's to check)."""
    if type(seat) is not int:  # a bool or a float is no seat number either
        raise IllegalChoice(msg("error-seat-type", seat=_short(seat)))
    if type(choice_id) is not str:
        raise IllegalChoice(msg("error-choice-type", choice=_short(choice_id)))
    if decision is None:
        raise IllegalChoice(msg("error-game-over"))
    if seat != decision.seat:
        raise IllegalChoice(msg("error-not-your-turn", seat=Seat(decision.seat), you=Seat(seat)))
    return decision


def not_legal(decision: Decision, choice_id: str) -> IllegalChoice:
    """The refusal of a choice the decision does not offer, naming the legal ones."""
    legal = decision.ids()
    more = max(0, len(legal) - SHOWN)
    return IllegalChoice(
        msg(
            "error-not-legal-list",
            choice=choice_id,
            legal=", ".join(legal[:SHOWN]),
            more=more,
            total=len(legal),
        )
    )
