"""Final rewards of a finished game, per seat: "win" (default) gives the share of the win (1
alone, 1/k in a k-way tie, 0 otherwise); "score_diff" the seat's score less the best other
score (the scores of the game's Outcome)."""

from __future__ import annotations

from dominia.core.errors import InvalidOptions
from dominia.core.game import Outcome
from dominia.core.i18n import msg

KINDS = ("win", "score_diff")


def check(kind: str) -> str:
    if kind not in KINDS:
        raise InvalidOptions(msg("rl-reward-kind", kind=str(kind), kinds=", ".join(KINDS)))
    return kind


def final(outcome: Outcome, kind: str, seats: int) -> list[float]:
    if kind == "score_diff":
        scores = list(outcome.scores)
        return [
            float(scores[s] - max(scores[o] for o in range(seats) if o != s)) if seats > 1 else 0.0
            for s in range(seats)
        ]
    share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
    return [share if s in outcome.winners else 0.0 for s in range(seats)]
