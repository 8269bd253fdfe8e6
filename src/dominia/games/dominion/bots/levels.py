"""The levels every game names alike, `easy`, `medium` and `hard`: Dominion's named bots under
the names a player looks for first (the registry lists them first).

easy is big-money (no Actions), medium the heuristic bot, hard the search bot; each level's
description in the tables gives its measured strength against the level below
(benchmarks/dominion_search.py for hard against medium).
"""

from __future__ import annotations

from dominia.games.dominion.bots import register_bot
from dominia.games.dominion.bots.databots import SPECS, DataBot
from dominia.games.dominion.bots.heuristic import Heuristic
from dominia.games.dominion.bots.search import SearchBot

LEVELS = ("easy", "medium", "hard")


class Medium(Heuristic):
    name = "medium"


class Hard(SearchBot):
    name = "hard"


def easy(seed: int) -> DataBot:
    return DataBot(seed, SPECS["big-money"](), "easy")


register_bot("easy", "level 1: Big Money (plays no Actions)", easy)
register_bot("medium", "level 2: the heuristic bot", Medium)
register_bot("hard", "level 3: the search bot", Hard)
