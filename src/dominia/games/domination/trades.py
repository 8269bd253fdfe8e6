"""Card sets and what they are worth under the three trade rules."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from dominia.games.domination.maps.model import ARTILLERY, CAVALRY, INFANTRY, WILDCARD

INCREASING = "increasing"
FIXED = "fixed"
ITALIAN = "italian"
TRADE_RULES = (INCREASING, FIXED, ITALIAN)

_KINDS = (INFANTRY, CAVALRY, ARTILLERY)


def increasing_value(trades_done: int) -> int:
    """The n-th set traded in the game (0-based): 4, 6, 8, 10, 12, 15, 20, 25, then +5."""
    early = (4, 6, 8, 10, 12, 15)
    if trades_done < len(early):
        return early[trades_done]
    return 20 + 5 * (trades_done - len(early))


def set_value(kinds: Sequence[str], rule: str, trades_done: int) -> int:
    """Armies for these three card kinds, or 0 if they are not a set under `rule`."""
    wild = sum(1 for k in kinds if k == WILDCARD)
    plain = [k for k in kinds if k != WILDCARD]
    if len(kinds) != 3:
        return 0
    if rule == ITALIAN:
        if wild == 0:
            if len(set(plain)) == 1:
                return {ARTILLERY: 4, INFANTRY: 6, CAVALRY: 8}[plain[0]]
            return 10 if len(set(plain)) == 3 else 0
        # Only a wildcard with two of a kind is a set.
        return 12 if wild == 1 and plain[0] == plain[1] else 0
    valid = wild >= 1 or len(set(plain)) in (1, 3)
    if not valid:
        return 0
    if rule == INCREASING:
        return increasing_value(trades_done)
    # Fixed. A wildcard stands for any kind, so a set with one real card is at best "one of
    # each" (10); only three wildcards make the book's "all wildcards" 12 (the original pays
    # the same).
    if wild == 3:
        return 12
    if wild == 2:
        return 10
    if wild == 1:
        a, b = plain
        return {INFANTRY: 4, CAVALRY: 6, ARTILLERY: 8}[a] if a == b else 10
    if len(set(plain)) == 1:
        return {INFANTRY: 4, CAVALRY: 6, ARTILLERY: 8}[plain[0]]
    return 10


def sets_in(hand: Sequence[int], kind_of: Sequence[str], rule: str) -> list[tuple[int, int, int]]:
    """Every 3-card combination of `hand` (card indices) that is a set, in hand order."""
    return [c for c in combinations(hand, 3) if set_value([kind_of[i] for i in c], rule, 0) > 0]


__all__ = ["FIXED", "INCREASING", "ITALIAN", "TRADE_RULES", "increasing_value", "set_value", "sets_in"]
