"""Domination's golden playthroughs (dominia.testing.golden): the three modes and the three card
trades, the classic map and two others, claiming, dealing and placing at random, manual defence.
Seeded random agents play every seat (never the AIs, whose play is meant to change).

Regenerate only after a deliberate change of the rules or of the engine's log; the script
refuses to overwrite a changed file without --overwrite:

    .venv/bin/python -m tests.domination.golden.make_golden [--overwrite]
"""

from __future__ import annotations

import sys
from pathlib import Path

from dominia.testing.golden import Golden, main

HERE = Path(__file__).parent
COMMAND = ".venv/bin/python -m tests.domination.golden.make_golden --overwrite"


def _golden(name: str, seed: int, **options: object) -> Golden:
    return Golden(name, "domination", options, seed)


GOLDENS = [
    # territories dealt and armies placed at random (the book's quick start)
    _golden(
        "classic-domination-increasing-3p",
        11,
        players=3,
        map="classic",
        mode="domination",
        cards="increasing",
        auto_place=True,
        turn_limit=5,
    ),
    _golden(
        "classic-capital-fixed-4p",
        12,
        players=4,
        map="classic",
        mode="capital",
        cards="fixed",
        auto_place=True,
        first_player="seat1",
        turn_limit=3,
    ),
    _golden(
        "classic-mission-italian-3p",
        13,
        players=3,
        map="classic",
        mode="mission",
        cards="italian",
        auto_place=True,
        recycle=False,
        turn_limit=5,
    ),
    # claimed one by one, the defender choosing its dice; won by taking a capital
    _golden(
        "duel-capital-italian-2p",
        14,
        players=2,
        map="duel",
        mode="capital",
        cards="italian",
        auto_defence=False,
    ),
    _golden(
        "duel-domination-fixed-2p",
        15,
        players=2,
        map="duel",
        mode="domination",
        cards="fixed",
        turn_limit=6,
    ),
    # dealt at random, each seat placing the rest; play goes on after a mission is done
    _golden(
        "grand-mission-increasing-2p",
        16,
        players=2,
        map="grand",
        mode="mission",
        cards="increasing",
        auto_deal=True,
        continue_after_win=True,
        turn_limit=3,
    ),
]


if __name__ == "__main__":
    sys.exit(main(GOLDENS, HERE, sys.argv[1:]))
