"""What the terminal asks of a game, and where it finds each game's answers.

The commands only talk to a `TerminalUI`. A game brings its own (its renderer, its card or map
commands) through a "dominia.terminal" entry point naming a module with a `UI` class and,
optionally, `register(app)` for commands of its own; a game without one is played with the
generic renderer and its spec's bots. This module and the other generic ones import no game
(pyproject.toml [tool.importlinter]).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from rich.console import Console

from dominia.cli.errors import fail
from dominia.cli.flags import game_options_for
from dominia.cli.lang import game_title, set_game
from dominia.cli.render import GenericRenderer, Renderer
from dominia.core.agent import Agent, RandomAgent
from dominia.core.errors import UnknownName
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


class TerminalUI:
    """A game in the terminal. This base serves any registered game (random bots when it has
    no spec, the generic renderer); a game's own module overrides what it does differently."""

    def __init__(self, game: Game) -> None:
        self.game = game

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


def default_game() -> str:
    """The game a command plays when none is named: the first in the games' own order."""
    return next(iter(registered_games()))


def register_game_commands(app: Any) -> None:
    """The commands a game brings (its terminal module's `register`: a war game's `maps`)."""
    for module in _terminal_modules().values():
        register = getattr(module, "register", None)
        if register is not None:
            register(app)
