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
from dominia.core.game import get_game, get_spec, registered_games

MAX_NAME = 40


def games() -> list[str]:
    """The games the lobby offers: every registered game, in its spec's order."""
    return list(registered_games())


def bot_names(game: str) -> list[str]:
    return get_spec(game).bot_names()


def bot_descriptions(game: str) -> dict[str, str]:
    """What each bot of a game plays like, in a line (the lobby shows it beside the choice)."""
    return get_spec(game).bot_descriptions()


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

    entries = []
    for name in games():
        spec = get_spec(name)
        lo, hi = spec.seats
        entry: dict[str, Any] = {
            "name": name,
            "title": spec.title,
            "players": [lo, hi],
            "bots": bot_names(name),
            "bot_info": bot_descriptions(name),
            "default_bot": spec.default_bot,
        }
        if name == "dominion":
            entry["sets"] = dict(SETS)
            entry["kingdoms"] = [{"id": k.id, "name": k.name} for k in KINGDOMS if not k.needs]
        elif name == "domination":
            entry["maps"] = map_names()
            entry["modes"] = list(MODES)
            entry["card_rules"] = list(TRADE_RULES)
        elif name == "dominaria":
            entry["start_mana"] = [1, 2]
            entry["components"] = components_info(components)
        entries.append(entry)
    return {"games": entries}


@dataclass(frozen=True)
class SeatSpec:
    kind: str  # "human" or "bot"
    bot: str | None
    name: str


def check_seats(game: str, seats: Sequence[Mapping[str, Any]]) -> list[SeatSpec]:
    spec = get_spec(game)
    lo, hi = spec.seats
    if not lo <= len(seats) <= hi:
        raise InvalidOptions(f"{spec.title} needs {lo} to {hi} players, not {len(seats)}")
    known = bot_names(game)
    out: list[SeatSpec] = []
    for i, seat in enumerate(seats):
        kind = seat.get("kind")
        name = str(seat.get("name") or "").strip()[:MAX_NAME]
        if kind == "human":
            out.append(SeatSpec("human", None, name or f"Player {i + 1}"))
        elif kind == "bot":
            bot = str(seat.get("bot") or spec.default_bot)
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
    if game not in games():
        import difflib

        raise UnknownName("game", game, difflib.get_close_matches(game, games()))
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
