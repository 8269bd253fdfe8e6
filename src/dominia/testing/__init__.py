"""Tests any game can run on itself: the conformance battery and golden playthroughs.

For the author of a bot, a plugin or a fourth game (like `pettingzoo.test.api_test`). A game
that implements the Game protocol and the `Conformable` hooks (core/game.py) runs the battery
from a test in one line:

    from dominia.testing import check_game

    def test_conformance():
        check_game(MY_GAME)  # or a registered game's name; raises BatteryFailure

or from the command line: `python -m dominia.testing GAME [--battery small|large] [--seed N]`.
A bot's or an AI's author runs `check_agent(game, make)` (or `--bot NAME`): its answers are
legal, choosing changes nothing, and the same seed gives the same game.
Golden playthroughs (recorded games whose log and outcome must not change) are in `golden`.
docs/testing.md tells the rest.
"""

from dominia.testing.agents import check_agent
from dominia.testing.battery import (
    BATTERIES,
    Battery,
    BatteryFailure,
    Report,
    battery_games,
    check_game,
    play_checked,
)
from dominia.testing.plain import first_difference, plain_problem

__all__ = [
    "BATTERIES",
    "Battery",
    "BatteryFailure",
    "Report",
    "battery_games",
    "check_agent",
    "check_game",
    "first_difference",
    "plain_problem",
    "play_checked",
]
