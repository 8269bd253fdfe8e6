"""Per-game glue for the CLI: options from flags, bots, renderer, fast setup.

The commands only talk to a `GameUI`; adding a game to the CLI means adding
one adapter here (and a renderer module).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from dominia.cli.flags import game_options_for
from dominia.cli.lang import set_game
from dominia.cli.render import GenericRenderer, Renderer
from dominia.core.agent import Agent
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.game import Game, get_game, get_spec
from dominia.core.i18n import msg


class GameUI(Protocol):
    game: Game

    def options(
        self, players: int, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """Validated options from the flags; `extra`: other games' options by name (e.g. map)."""

    def renderer(self, lang: str) -> Renderer: ...

    def bot_names(self) -> list[str]: ...

    def make_bot(self, name: str, seed: int) -> Agent: ...


def with_lang(cls: Callable[..., Renderer], lang: str) -> Renderer:
    """A game's renderer in `lang` (one that speaks a single language takes no argument)."""
    try:
        inspect.signature(cls).bind(lang)
    except TypeError:
        return cls()
    return cls(lang)


def fast_setup(game: Game, options: dict[str, Any], seed: int) -> Any:
    """`setup` without the event log (for simulations)."""
    return game.setup(options, seed, logging=False)


def given_options(
    game: str, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None
) -> dict[str, Any]:
    """The options given as flags (`--kingdom` and `--sets` among them) as `game`'s, the other
    games' refused (`flags.game_options_for`)."""
    given = {"kingdom": kingdom, "sets": sets or None, **(extra or {})}
    return game_options_for(game, given)


class DominionUI:
    def __init__(self) -> None:
        self.game = get_game("dominion")

    def options(
        self, players: int, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        opts = given_options("dominion", kingdom, sets, extra)
        return self.game.normalize_options({"players": players, **opts})

    def renderer(self, lang: str) -> Renderer:
        from dominia.cli.dominion_render import DominionRenderer

        return DominionRenderer(lang)

    def bot_names(self) -> list[str]:
        return get_spec(self.game.name).bot_names()

    def make_bot(self, name: str, seed: int) -> Agent:
        return get_spec(self.game.name).make_bot(name, seed)


class GenericUI:
    """Any registered game without its own adapter: random bots, generic rendering."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def options(
        self, players: int, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        opts = given_options(self.game.name, kingdom, sets, extra)
        return self.game.normalize_options({"players": players, **opts})

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
            from dominia.core.agent import RandomAgent

            return RandomAgent(seed)
        return spec.make_bot(name, seed)


class DominationUI:
    """Domination: map, mode and card rules from flags; the AIs of `games.domination.ai`."""

    default_players = "human,ai:average"
    bot_word = "AI"

    def __init__(self) -> None:
        self.game = get_game("domination")

    def options(
        self, players: int, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        opts = {"players": players, **given_options("domination", kingdom, sets, extra)}
        try:
            out = self.game.normalize_options(opts)
        except UnknownName as exc:
            if exc.what == "map" and not exc.suggestions:
                from dominia.games.domination.maps.library import list_maps

                known = [m.name for m in list_maps() if not m.error]
                raise InvalidOptions(
                    msg("error-unknown-map-list", error=exc.text, maps=", ".join(known))
                ) from None
            raise
        from dominia.games.domination.maps.library import get_map

        canonical = get_map(out["map"]).name  # "Duel" -> "duel"; a path stays a path
        if canonical.lower() == out["map"].lower():
            out["map"] = canonical
        return out

    def for_seats(self, extra: Mapping[str, Any] | None, bots_only: bool) -> dict[str, Any]:
        """The flags plus the defaults that depend on who plays: with AIs only, the territories
        are dealt (`auto_deal`) unless the flags say how to set up."""
        from dominia.games.domination.options import with_seat_defaults

        return dict(with_seat_defaults(dict(extra or {}), bots_only=bots_only))

    def renderer(self, lang: str) -> Renderer:
        from dominia.cli.domination_render import DominationRenderer

        return with_lang(DominationRenderer, lang)

    def bot_names(self) -> list[str]:
        return get_spec(self.game.name).bot_names()

    def make_bot(self, name: str, seed: int) -> Agent:
        return get_spec(self.game.name).make_bot(name, seed)


class DominariaUI:
    """Heroes of Dominaria: players and the start-mana variant from flags; the AIs of
    `games.dominaria.ai` (only `random` until that registry exists)."""

    bot_word = "AI"

    def __init__(self) -> None:
        self.game = get_game("dominaria")

    @property
    def default_players(self) -> str:
        return f"human,ai:{get_spec(self.game.name).default_bot}"

    def options(
        self, players: int, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        opts = given_options("dominaria", kingdom, sets, extra)
        return self.game.normalize_options({"players": players, **opts})

    def renderer(self, lang: str) -> Renderer:
        from dominia.cli.dominaria_render import DominariaRenderer

        return with_lang(DominariaRenderer, lang)

    def bot_names(self) -> list[str]:
        return get_spec(self.game.name).bot_names()

    def make_bot(self, name: str, seed: int) -> Agent:
        return get_spec(self.game.name).make_bot(name, seed)


_UIS: dict[str, Callable[[], GameUI]] = {
    "dominion": DominionUI,
    "domination": DominationUI,
    "dominaria": DominariaUI,
}


def game_ui(name: str) -> GameUI:
    """The adapter of a registered game; UnknownName (with close matches) otherwise."""
    game = get_game(name.strip().lower())
    set_game(game.name)
    factory = _UIS.get(game.name)
    return factory() if factory is not None else GenericUI(game)
