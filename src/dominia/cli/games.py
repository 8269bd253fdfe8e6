"""What the terminal asks of a game, and where it finds each game's answers.

The commands only talk to a `TerminalUI`. A game brings its own (its renderer, its card or map
commands, its terminal's own flags) through a "dominia.terminal" entry point naming a module
with a `UI` class and, optionally, `register(app)` for commands of its own; a game without one
is played with the generic renderer and its spec's bots. This module and the other generic ones import no game
(pyproject.toml [tool.importlinter]).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Annotated, Any

import typer
from rich.console import Console

from dominia.cli.errors import fail
from dominia.cli.flags import game_options_for
from dominia.cli.lang import game_title, set_game
from dominia.cli.render import GenericRenderer, Renderer
from dominia.core.agent import Agent, RandomAgent
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.game import Game, get_game, get_spec, registered_games
from dominia.core.i18n import Msg, msg

TERMINALS = "dominia.terminal"  # the entry-point group of the games' terminal modules


def given_options(
    game: str, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None
) -> dict[str, Any]:
    """The options given as flags (`--kingdom` and `--sets` among them) as `game`'s, the other
    games' refused (`flags.game_options_for`)."""
    given = {"kingdom": kingdom, "sets": sets or None, **(extra or {})}
    return game_options_for(game, given)


TERMINAL_PREFIX = "terminal__"  # a terminal flag's parameter: never one of a command's own names


@dataclass(frozen=True)
class TerminalFlag:
    """A setting of a game's terminal, not of the game: how it asks (no record keeps it, and a
    resumed game may change it). A flag of `play` that takes no value, shown in its game's help
    panel; `help` is the message id of its help in the terminal's tables."""

    name: str
    flag: str
    help: str

    @property
    def param(self) -> str:
        return TERMINAL_PREFIX + self.name


class TerminalUI:
    """A game in the terminal. This base serves any registered game (random bots when it has
    no spec, the generic renderer); a game's own module overrides what it does differently.

    `flags`: the game's terminal settings (`TerminalFlag`), which `configure` applies."""

    flags: tuple[TerminalFlag, ...] = ()

    def __init__(self, game: Game) -> None:
        self.game = game

    def configure(self, renderer: Renderer, settings: Mapping[str, bool]) -> None:
        """Apply the terminal flags given (by name; only this game's) to its renderer."""
        return None

    @property
    def bot_word(self) -> str:
        """What the game calls its computer players ("bot", or "AI" where its book does)."""
        try:
            return get_spec(self.game.name).bot_word
        except UnknownName:
            return "bot"

    @property
    def default_players(self) -> str:
        try:
            spec = get_spec(self.game.name)
        except UnknownName:
            return "human,bot:random"
        return f"human,{spec.bot_word.lower()}:{spec.default_bot}"

    def options(
        self, players: int, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """Validated options from the flags; `extra`: the other flags' options by name."""
        opts = given_options(self.game.name, kingdom, sets, extra)
        return self.game.normalize_options({"players": players, **opts})

    def for_seats(self, extra: Mapping[str, Any] | None, bots_only: bool) -> dict[str, Any]:
        """The flags plus the defaults that depend on who plays (none unless a game says)."""
        return dict(extra or {})

    def renderer(self, lang: str) -> Renderer:
        return GenericRenderer(lang, self.game.name)

    def bot_names(self) -> list[str]:
        try:
            return get_spec(self.game.name).bot_names()
        except UnknownName:  # registered without a spec: random play only
            return ["random"]

    def make_bot(self, name: str, seed: int) -> Agent:
        try:
            spec = get_spec(self.game.name)
        except UnknownName:
            return RandomAgent(seed)
        return spec.make_bot(name, seed)

    # `dominia cards`, `kingdoms` and `bots show`: what a game is made of, where it has a list

    def cards(
        self, console: Console, set_: str | None, lang: str, as_json: bool, components: Path | None
    ) -> None:
        fail(msg("catalog-no-card-list", game=game_title(self.game)))

    def kingdoms(self, console: Console, lang: str, as_json: bool) -> None:
        fail(msg("catalog-no-kingdom-list", game=game_title(self.game)))

    def show_bot(self, console: Console, bot: str, lang: str | None) -> None:
        """Print a bot's rules (a game whose bots are written as rules shows them)."""
        raise UnknownName("bot", bot, [])

    def bots_footer(self) -> Msg | None:
        """A line under `dominia bots` about this game's bots (e.g. how to write one)."""
        return None

    def import_bots(self, console: Console, path: str, out: str | None, lang: str | None) -> None:
        """Read another program's bot file into this game's bot files (a game whose bots are
        written as rules may)."""
        raise InvalidOptions(msg("bots-import-unsupported", game=self.game.name))


def refuse_components(ui: TerminalUI, owner: str) -> None:
    """`--components` given to a game that reads no component files."""
    fail(
        msg(
            "error-game-option",
            flags="--components",
            count=1,
            owner=game_title(get_game(owner)),
            game=game_title(ui.game),
        )
    )


@cache
def _terminal_modules() -> dict[str, ModuleType]:
    from importlib.metadata import entry_points

    return {ep.name: ep.load() for ep in sorted(entry_points(group=TERMINALS), key=lambda e: e.name)}


def game_ui(name: str) -> TerminalUI:
    """The terminal adapter of a registered game; UnknownName (with close matches) otherwise."""
    game = get_game(name.strip().lower())
    set_game(game.name)
    module = _terminal_modules().get(game.name)
    cls: type[TerminalUI] = module.UI if module is not None else TerminalUI
    return cls(game)


def terminal_flags() -> dict[str, tuple[TerminalFlag, tuple[str, ...]]]:
    """Every game's terminal flags by name, with the games that have each."""
    out: dict[str, tuple[TerminalFlag, tuple[str, ...]]] = {}
    for game, module in _terminal_modules().items():
        for f in getattr(getattr(module, "UI", None), "flags", ()):
            known = out.get(f.name)
            out[f.name] = (known[0], (*known[1], game)) if known else (f, (game,))
    return out


def terminal_help(param: str) -> str | None:
    """The help id of a terminal flag's parameter (None: not one)."""
    return next((f.help for f, _ in terminal_flags().values() if f.param == param), None)


def with_terminal_flags(command: Callable[..., Any]) -> Callable[..., Any]:
    """`command` with every game's terminal flags, each in its game's help panel; it gets the
    ones given as `terminal` ({name: True}, for `terminal_settings` to check)."""
    known = terminal_flags()
    sig = inspect.signature(command, eval_str=True)
    own = [p for p in sig.parameters.values() if p.name != "terminal"]

    @functools.wraps(command)
    def run(**kw: Any) -> Any:
        given = {name: True for name, (f, _) in known.items() if kw.pop(f.param, False)}
        return command(**kw, terminal=given)

    params = [
        inspect.Parameter(
            f.param,
            inspect.Parameter.KEYWORD_ONLY,
            annotation=Annotated[
                bool, typer.Option(f.flag, rich_help_panel=owners[0] if len(owners) == 1 else None)
            ],
            default=False,
        )
        for f, owners in known.values()
    ]
    run.__signature__ = sig.replace(parameters=[*own, *params])  # type: ignore[attr-defined]
    return run


def terminal_settings(ui: TerminalUI, given: Mapping[str, bool]) -> dict[str, bool]:
    """The terminal flags given, as `ui`'s game's; InvalidOptions naming the game whose flags
    the others are."""
    mine = {f.name for f in ui.flags}
    foreign = sorted(k for k in given if k not in mine)
    if foreign:
        known = terminal_flags()
        owners = {g for k in foreign for g in known[k][1]}
        flags = ", ".join(known[k][0].flag for k in foreign)
        args = {"flags": flags, "count": len(foreign), "game": game_title(ui.game)}
        if len(owners) == 1:
            raise InvalidOptions(msg("error-game-option", owner=game_title(get_game(owners.pop())), **args))
        raise InvalidOptions(msg("error-other-games-option", **args))
    return dict(given)


def default_game() -> str:
    """The game a command plays when none is named: the first in the games' own order."""
    return next(iter(registered_games()))


def register_game_commands(app: Any) -> None:
    """The commands a game brings (its terminal module's `register`: a war game's `maps`)."""
    for module in _terminal_modules().values():
        register = getattr(module, "register", None)
        if register is not None:
            register(app)
