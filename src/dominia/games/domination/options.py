"""Domination options, validated into a canonical JSON-able form."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.games.domination.trades import TRADE_RULES

MODES = ("domination", "capital", "mission")
# Who plays first: drawn from the game's seed (the book: "Порядок гравців випадковий"), or
# seat 1 then seat order (for simulations that rotate the seats themselves, and for tests).
FIRST_PLAYER = ("random", "seat1")
DEFAULTS: dict[str, Any] = {
    "players": 2,
    "map": "classic",
    "mode": "domination",
    "cards": "increasing",
    "recycle": True,
    "auto_place": False,  # deal the territories and place every starting army at random (the book)
    "auto_deal": False,  # deal the territories at random; each seat places the rest (the original)
    "first_player": "random",
    "auto_defence": True,
    "continue_after_win": False,
    "turn_limit": 0,
}


def normalize_options(options: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(options, Mapping):
        raise InvalidOptions("options must be a mapping")
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise InvalidOptions(
            f"unknown Domination option(s): {', '.join(sorted(unknown))}; known: {', '.join(DEFAULTS)}"
        )
    out = {**DEFAULTS, **options}
    players = out["players"]
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise InvalidOptions(f"Domination needs 2 to 6 players, not {players!r}")
    if not isinstance(out["map"], str) or not out["map"]:
        raise InvalidOptions("map must be a map name or a path to a .map file")
    if out["mode"] not in MODES:
        raise InvalidOptions(f"unknown mode {out['mode']!r}; modes: {', '.join(MODES)}")
    if out["cards"] not in TRADE_RULES:
        raise InvalidOptions(f"unknown card rule {out['cards']!r}; rules: {', '.join(TRADE_RULES)}")
    if out["first_player"] not in FIRST_PLAYER:
        raise InvalidOptions(
            f"first_player must be one of {', '.join(FIRST_PLAYER)}, not {out['first_player']!r}"
        )
    for flag in ("recycle", "auto_place", "auto_deal", "auto_defence", "continue_after_win"):
        if not isinstance(out[flag], bool):
            raise InvalidOptions(f"{flag} must be true or false, not {out[flag]!r}")
    limit = out["turn_limit"]
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 0:
        raise InvalidOptions(f"turn_limit must be a whole number of rounds (0: none), not {limit!r}")
    return out


def with_seat_defaults(given: Any, *, bots_only: bool) -> Any:
    """The options as given, plus what depends on who sits at the table: with AIs only, the
    territories are dealt (`auto_deal`, as the original game's AI games) unless the options say
    how to set up; with a human at the table claiming stays the default, as in the book.
    Anything but a mapping is returned as it is, for `normalize_options` to refuse."""
    if not isinstance(given, Mapping):
        return given
    out = dict(given)
    if bots_only and "auto_deal" not in out and not out.get("auto_place"):
        out["auto_deal"] = True
    return out


def starting_armies(players: int, territories: int) -> int:
    """Per player: 40/35/30/25/20 for 2-6 players on 42 territories, scaled on other maps."""
    return (10 - players) * max(1, round(0.12 * territories))
