"""Domination options, validated into a canonical JSON-able form."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg
from dominia.games.domination.trades import TRADE_RULES

MODES = ("domination", "capital", "mission")
# Who plays first: drawn from the game's seed (the book: "Порядок гравців випадковий"), or
# seat 1 then seat order (for simulations that rotate the seats themselves, and for tests).
FIRST_PLAYER = ("random", "seat1")
# The seats' colours: the original game's six (its game.ini's player colours). A seat's colour
# is its own option, so it is in the record, and missions name the player to destroy by it
# ("Destroy the blue armies"). Not given: these in seat order (the colours seats always had).
COLOURS = ("red", "blue", "green", "yellow", "magenta", "cyan")
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
    "colours": None,  # None: COLOURS in seat order (normalized to the list)
}


def normalize_options(options: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(options, Mapping):
        raise InvalidOptions(msg("error-options-mapping"))
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise InvalidOptions(
            msg("error-unknown-options", names=", ".join(sorted(unknown)), known=", ".join(DEFAULTS))
        )
    out = {**DEFAULTS, **options}
    players = out["players"]
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise InvalidOptions(msg("error-players", value=repr(players)))
    if not isinstance(out["map"], str) or not out["map"]:
        raise InvalidOptions(msg("error-map-option"))
    if out["mode"] not in MODES:
        raise InvalidOptions(msg("error-unknown-mode", mode=repr(out["mode"]), modes=", ".join(MODES)))
    if out["cards"] not in TRADE_RULES:
        raise InvalidOptions(
            msg("error-unknown-cards", rule=repr(out["cards"]), rules=", ".join(TRADE_RULES))
        )
    if out["first_player"] not in FIRST_PLAYER:
        raise InvalidOptions(
            msg("error-first-player", choices=", ".join(FIRST_PLAYER), value=repr(out["first_player"]))
        )
    for flag in ("recycle", "auto_place", "auto_deal", "auto_defence", "continue_after_win"):
        if not isinstance(out[flag], bool):
            raise InvalidOptions(msg("error-flag", flag=flag, value=repr(out[flag])))
    limit = out["turn_limit"]
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 0:
        raise InvalidOptions(msg("error-turn-limit", value=repr(limit)))
    out["colours"] = check_colours(out["colours"], players)
    return out


def check_colours(given: Any, players: int) -> list[str]:
    """Each seat's colour, one of COLOURS and no two alike. Fewer than the players: the first
    seats', the others get the colours left in the usual order (so `--colours blue` will do)."""
    if given is None:
        given = []
    if not isinstance(given, list | tuple) or not all(isinstance(c, str) for c in given):
        raise InvalidOptions(msg("error-colours-list", value=repr(given)))
    chosen = [c.strip().lower() for c in given]
    unknown = [c for c in chosen if c not in COLOURS]
    if unknown:
        raise InvalidOptions(msg("error-colour-unknown", colour=repr(unknown[0]), colours=", ".join(COLOURS)))
    if len(chosen) > players:
        raise InvalidOptions(msg("error-colours-count", n=len(chosen), players=players))
    twice = next((c for i, c in enumerate(chosen) if c in chosen[:i]), None)
    if twice is not None:
        first = chosen.index(twice)
        second = chosen.index(twice, first + 1)
        raise InvalidOptions(
            msg("error-colour-twice", colour=msg(f"colour-{twice}"), a=first + 1, b=second + 1)
        )
    rest = [c for c in COLOURS if c not in chosen]
    return chosen + rest[: players - len(chosen)]


def seat_colours(options: Mapping[str, Any], players: int) -> list[str]:
    """The seats' colours of normalized options (a state made without them: the usual ones)."""
    colours = options.get("colours")
    if isinstance(colours, list) and len(colours) == players:
        return list(colours)
    return list(COLOURS[:players])


def parse_colours(text: str) -> list[str]:
    """The terminal's `--colours blue,red`: colours in seat order, comma- or space-separated,
    by their names in any language of the tables ("синій"); anything else as typed, for
    `check_colours` to refuse."""
    names = _colour_names()
    return [names.get(c.casefold(), c) for c in text.replace(",", " ").split()]


@cache
def _colour_names() -> dict[str, str]:
    from dominia.core.i18n import LANGS, translator

    out = {c: c for c in COLOURS}
    for lang in LANGS:
        tr = translator(lang, ("dominia.games.domination",))
        for c in COLOURS:
            out.setdefault(tr(msg(f"colour-{c}")).casefold(), c)
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
