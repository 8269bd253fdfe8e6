"""What the lobby offers (games, bots, options) and the checks on a request to create a game.

Options go through each game's own `normalize_options`; on top of that the server refuses
anything that would make it read a file a client names (a Domination map given as a path,
a Heroes of Dominaria component folder, a Dominion bot file): a client may only pick from
what the server lists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dominia.core.agent import Agent
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.game import get_game

GAMES = ("dominion", "domination", "dominaria")
PLAYERS = {"dominion": (2, 6), "domination": (2, 6), "dominaria": (2, 4)}
DEFAULT_BOT = {"dominion": "heuristic", "domination": "average", "dominaria": "planner"}
MAX_NAME = 40


def bot_names(game: str) -> list[str]:
    if game == "dominion":
        from dominia.games.dominion.bots import bot_names as names

        return names()
    if game == "domination":
        from dominia.games.domination.ai import ai_names

        return ai_names()
    if game == "dominaria":
        from dominia.games.dominaria.ai import ai_names as dominaria_names

        return dominaria_names()
    return []


def bot_descriptions(game: str) -> dict[str, str]:
    """What each bot of a game plays like, in a line (the lobby shows it beside the choice)."""
    if game == "dominion":
        from dominia.games.dominion.bots import BOTS

        return {n: BOTS[n][0] for n in bot_names(game) if n in BOTS}
    if game == "domination":
        from dominia.games.domination.ai import ai_names, describe

        return {n: describe(n) for n in ai_names()}
    if game == "dominaria":
        from dominia.games.dominaria.ai import ai_names as dominaria_names
        from dominia.games.dominaria.ai import describe as dominaria_describe

        return {n: dominaria_describe(n) for n in dominaria_names()}
    return {}


def make_agent(game: str, name: str, seed: int) -> Agent:
    from dominia.sim.batch import make_agent as make

    return make(game, name, seed)


def map_names() -> list[str]:
    from dominia.games.domination.maps.library import list_maps

    return [m.name for m in list_maps() if not m.error]


def components_info(components: str | None = None) -> dict[str, Any]:
    """Whose design the Heroes of Dominaria components are (the folder itself is not shown)."""
    from dominia.games.dominaria.components import load_components, shipped

    comp = shipped() if components is None else load_components(components)
    n = len(comp.stand_in)
    label = "stand-in" if n == len(comp.provenance) else "official" if n == 0 else "partly stand-in"
    return {
        "label": f"{label} components",  # beside the game's name
        "summary": comp.summary(),
        "stand_in": comp.stand_in,
        "provenance": dict(comp.provenance),
        "replaced": components is not None,
        "fingerprint": comp.fingerprint,
    }


def catalog(components: str | None = None) -> dict[str, Any]:
    """Everything the lobby form needs, as plain data (`components`: the server's folder of
    Heroes of Dominaria components, None for the shipped set)."""
    from dominia.games.domination.options import MODES
    from dominia.games.domination.trades import TRADE_RULES
    from dominia.games.dominion.cards import SETS
    from dominia.games.dominion.kingdoms import KINGDOMS

    games = []
    for name in GAMES:
        game = get_game(name)
        lo, hi = PLAYERS[name]
        entry: dict[str, Any] = {
            "name": name,
            "title": game.title,
            "players": [lo, hi],
            "bots": bot_names(name),
            "bot_info": bot_descriptions(name),
            "default_bot": DEFAULT_BOT[name],
        }
        if name == "dominion":
            entry["sets"] = dict(SETS)
            entry["kingdoms"] = [{"id": k.id, "name": k.name} for k in KINGDOMS if not k.needs]
        elif name == "domination":
            entry["maps"] = map_names()
            entry["modes"] = list(MODES)
            entry["card_rules"] = list(TRADE_RULES)
        else:
            entry["start_mana"] = [1, 2]
            entry["components"] = components_info(components)
        games.append(entry)
    return {"games": games}


@dataclass(frozen=True)
class SeatSpec:
    kind: str  # "human" or "bot"
    bot: str | None
    name: str


def check_seats(game: str, seats: Sequence[Mapping[str, Any]]) -> list[SeatSpec]:
    lo, hi = PLAYERS[game]
    if not lo <= len(seats) <= hi:
        raise InvalidOptions(f"{get_game(game).title} needs {lo} to {hi} players, not {len(seats)}")
    known = bot_names(game)
    out: list[SeatSpec] = []
    for i, seat in enumerate(seats):
        kind = seat.get("kind")
        name = str(seat.get("name") or "").strip()[:MAX_NAME]
        if kind == "human":
            out.append(SeatSpec("human", None, name or f"Player {i + 1}"))
        elif kind == "bot":
            bot = str(seat.get("bot") or DEFAULT_BOT[game])
            if bot not in known:
                import difflib

                raise UnknownName("bot", bot, difflib.get_close_matches(bot, known))
            out.append(SeatSpec("bot", bot, name or f"{bot} ({i + 1})"))
        else:
            raise InvalidOptions(f"seat {i + 1}: kind must be 'human' or 'bot', not {kind!r}")
    return out


def check_options(
    game: str,
    options: Mapping[str, Any],
    players: int,
    components: str | None = None,
    *,
    bots_only: bool = False,
) -> dict[str, Any]:
    """The game's canonical options for `players` seats; InvalidOptions with a clear message.
    `components`: the server's own Heroes of Dominaria component folder (None: the shipped set).
    `bots_only`: no human plays (Domination then deals the territories unless told otherwise)."""
    if game not in GAMES:
        import difflib

        raise UnknownName("game", game, difflib.get_close_matches(game, GAMES))
    opts = dict(options)
    if "players" in opts and opts["players"] != players:
        raise InvalidOptions(f"options say {opts['players']!r} players but {players} seats are given")
    opts["players"] = players
    if game == "domination":
        from dominia.games.domination.options import with_seat_defaults

        opts = with_seat_defaults(opts, bots_only=bots_only)
        m = opts.get("map", "classic")
        if not isinstance(m, str) or m not in map_names():
            raise InvalidOptions(f"unknown map {m!r}; maps: {', '.join(map_names())}")
    if game == "dominaria":
        if opts.get("components") is not None or opts.get("components_fingerprint") is not None:
            raise InvalidOptions("the server chooses the Heroes of Dominaria components, not a client")
        opts["components"] = components
    return get_game(game).normalize_options(opts)


LANGS = ("en", "ru", "hu")


def dominion_names(lang: str) -> dict[str, str]:
    """Every Dominion card's English name (its id) -> its name in `lang` (English when untranslated)."""
    from dominia.games.dominion.cards import table as T

    return {d.name: (d.names.get(lang) or d.name) for d in T.CARDS}
