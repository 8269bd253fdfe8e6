"""Heroes of Dominaria's golden playthroughs (dominia.testing.golden): 2, 3 and 4 players, one
and two starting mana tokens, on the shipped component set. Seeded random agents play every
seat (never the AIs, whose play is meant to change).

Regenerate only after a deliberate change of the rules, the components or the engine's log;
the script refuses to overwrite a changed file without --overwrite:

    .venv/bin/python -m tests.dominaria.golden.make_golden [--overwrite]
"""

from __future__ import annotations

import sys
from pathlib import Path

from dominia.testing.golden import Golden, main

HERE = Path(__file__).parent
COMMAND = ".venv/bin/python -m tests.dominaria.golden.make_golden --overwrite"

GOLDENS = [
    Golden("2p", "dominaria", {"players": 2}, 21),
    Golden("3p-two-mana", "dominaria", {"players": 3, "start_mana": 2}, 22),
    Golden("4p", "dominaria", {"players": 4}, 23),
]


if __name__ == "__main__":
    sys.exit(main(GOLDENS, HERE, sys.argv[1:]))
