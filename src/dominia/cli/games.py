"""Per-game glue for the CLI: options from flags, bots, renderer, fast setup.

The commands only talk to a `GameUI`; adding a game to the CLI means adding
one adapter here (and a renderer module).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from dominia.cli.render import GenericRenderer, Renderer
from dominia.core.agent import Agent
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.game import Game, get_game

LANGS = ("en", "ru", "hu")


class GameUI(Protocol):
    game: Game

    def options(self, players: int, kingdom: str | None, sets: str | None) -> dict[str, Any]: ...

    def renderer(self, lang: str) -> Renderer: ...

    def bot_names(self) -> list[str]: ...

    def make_bot(self, name: str, seed: int) -> Agent: ...


def fast_setup(game: Game, options: dict[str, Any], seed: int) -> Any:
    """`setup` without the event log (for simulations)."""
    return game.setup(options, seed, logging=False)


class DominionUI:
    def __init__(self) -> None:
        self.game = get_game("dominion")

    def options(self, players: int, kingdom: str | None, sets: str | None) -> dict[str, Any]:
        opts: dict[str, Any] = {"players": players}
        if kingdom is not None:
            opts["kingdom"] = self.kingdom_option(kingdom)
        if sets:
            opts["sets"] = sets
        return self.game.normalize_options(opts)

    @staticmethod
    def kingdom_option(text: str) -> str | list[str] | None:
        """A recommended kingdom's id or name, or card names (comma-separated, any language)."""
        from dominia.games.dominion.kingdoms import find_kingdom
        from dominia.games.dominion.names import find_card

        t = text.strip()
        if not t or t.lower() == "random":
            return None
        if "," in t:
            parts = [p.strip() for p in t.split(",") if p.strip()]
            for p in parts:
                find_card(p)  # UnknownName with close matches
            return parts
        try:
            find_kingdom(t)
            return t
        except UnknownName as not_kingdom:
            try:
                find_card(t)
                return [t]
            except UnknownName as not_card:
                close = list(dict.fromkeys(not_card.suggestions + not_kingdom.suggestions))
                raise UnknownName("kingdom or card", t, close) from None

    def renderer(self, lang: str) -> Renderer:
        from dominia.cli.dominion_render import DominionRenderer

        return DominionRenderer(lang)

    def bot_names(self) -> list[str]:
        from dominia.games.dominion.bots import bot_names

        return bot_names()

    def make_bot(self, name: str, seed: int) -> Agent:
        from dominia.games.dominion.bots import make_bot

        return make_bot(name, seed)


class GenericUI:
    """Any registered game without its own adapter: random bots, generic rendering."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def options(self, players: int, kingdom: str | None, sets: str | None) -> dict[str, Any]:
        if kingdom or sets:
            raise InvalidOptions(f"{self.game.title} has no kingdom or card sets")
        return self.game.normalize_options({"players": players})

    def renderer(self, lang: str) -> Renderer:
        return GenericRenderer()

    def bot_names(self) -> list[str]:
        return ["random"]

    def make_bot(self, name: str, seed: int) -> Agent:
        from dominia.core.agent import RandomAgent

        return RandomAgent(seed)


_UIS: dict[str, Callable[[], GameUI]] = {"dominion": DominionUI}


def game_ui(name: str) -> GameUI:
    """The adapter of a registered game; UnknownName (with close matches) otherwise."""
    game = get_game(name.strip().lower())
    factory = _UIS.get(game.name)
    return factory() if factory is not None else GenericUI(game)
