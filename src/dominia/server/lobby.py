"""What the lobby offers (games, bots, options) and the checks on a request to create a game.

Options go through each game's own `normalize_options`; before that the server refuses what its
schema (`GameSpec.options`) does not let a web client set: an option the game has not got, one
that is not web-settable (a path, such as a folder of component files), a choice not listed
(a map given as a path). A client may only pick from what the server lists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dominia.core.agent import Agent
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.game import get_game, get_spec, registered_games
from dominia.core.i18n import msg
from dominia.core.i18n import name as title_of
from dominia.core.spec import GameSpec, Option
from dominia.server.protocol import hook

MAX_NAME = 40
KEPT_FORMAT = {"\u200c", "\u200d"}  # joiners: part of how some scripts and emoji are written


def clean_name(given: object) -> str:
    """A player's name as shown to everybody: NFC; control characters, bidi overrides and other
    invisible format characters (which could reorder or hide what others read) and lone
    surrogates removed; every run of spaces one space; at most MAX_NAME characters. Markup
    stays text (the page never reads a name as HTML)."""
    import unicodedata

    text = unicodedata.normalize("NFC", str(given or ""))
    kept = []
    for ch in text:
        kind = unicodedata.category(ch)
        if kind in ("Zl", "Zp") or ch in "\t\n\r":
            kept.append(" ")
        elif kind not in ("Cc", "Cs", "Cf") or ch in KEPT_FORMAT:
            kept.append(ch)
    return " ".join("".join(kept).split())[:MAX_NAME].strip()


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


def components_info(components: str | None = None) -> dict[str, Any]:
    """What each game that takes a components folder makes of it, by game (its
    `components_info` web hook; a bad folder raises with the file and entry)."""
    out: dict[str, Any] = {}
    for name in games():
        info = hook(name, "components_info")
        if info is not None:
            out[name] = info(components)
    return out


def option_info(o: Option) -> dict[str, Any]:
    """What the lobby form needs of an option to make its field (`label`, `help`: message ids of
    the game's tables; a choice's label is `<choice_label or label>-<slug of the value>`)."""
    info = {
        "name": o.name,
        "kind": o.kind,
        "default": o.default,
        "label": o.label,
        "help": o.help,
        "choice_label": o.choice_label or o.label,
    }
    if o.choices:
        info["choices"] = o.choice_values()
    if o.many:
        info["many"] = True
    for key in ("min", "max", "bots_default"):
        if getattr(o, key) is not None:
            info[key] = getattr(o, key)
    return info


def catalog(components: str | None = None) -> dict[str, Any]:
    """Everything the lobby form needs, as plain data (`components`: the server's folder of game
    components, None for the shipped sets)."""
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
            "options": [option_info(o) for o in spec.options if o.web],
        }
        offers = hook(name, "catalog")
        if offers is not None:
            entry.update(offers(components))
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
        raise InvalidOptions(msg("web-error-players", game=spec.title, lo=lo, hi=hi, n=len(seats)))
    known = bot_names(game)
    out: list[SeatSpec] = []
    for i, seat in enumerate(seats):
        kind = seat.get("kind")
        name = clean_name(seat.get("name"))
        if kind == "human":
            out.append(SeatSpec("human", None, name))  # unnamed: "Player n" in each reader's language
        elif kind == "bot":
            bot = str(seat.get("bot") or spec.default_bot)
            if bot not in known:
                import difflib

                raise UnknownName("bot", bot, difflib.get_close_matches(bot, known))
            out.append(SeatSpec("bot", bot, name or f"{bot} ({i + 1})"))
        else:
            raise InvalidOptions(msg("web-error-seat-kind", seat=i + 1, kind=str(kind)))
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
    `components`: the server's own folder of game components (None: the shipped sets).
    `bots_only`: no human plays (a game may then set up differently, e.g. deal a map)."""
    if game not in games():
        import difflib

        raise UnknownName("game", game, difflib.get_close_matches(game, games()))
    opts = dict(options)
    if "players" in opts and opts["players"] != players:
        raise InvalidOptions(msg("web-error-option-players", players=str(opts["players"]), seats=players))
    opts["players"] = players
    checks = hook(game, "check_options")
    if checks is not None:  # the game's own refusals first: their words are the clearest
        opts = checks(opts, bots_only=bots_only, components=components)
    check_schema(get_spec(game), {k: v for k, v in options.items() if k != "players"})
    return get_game(game).normalize_options(opts)


def check_schema(spec: GameSpec, options: Mapping[str, Any]) -> None:
    """Refuses the options a web client may not set: unknown to the game's schema, not
    web-settable, or a choice the server does not list."""
    title = title_of(f"game-{spec.name}", spec.title)
    for key, value in options.items():
        o = spec.option(key)
        if o is None:
            known = ", ".join(x.name for x in spec.options if x.web)
            raise InvalidOptions(msg("web-error-option-unknown", game=title, option=str(key), known=known))
        if not o.web:
            raise InvalidOptions(msg("web-error-option-server", option=key))
        if o.kind == "choice":
            choices = o.choice_values()
            values = value if o.many and isinstance(value, list) else [value]
            if o.many != isinstance(value, list) or any(
                isinstance(v, bool) or v not in choices for v in values
            ):
                listed = ", ".join(str(c) for c in choices)
                raise InvalidOptions(
                    msg("web-error-option-choice", option=key, value=repr(value), choices=listed)
                )
