"""Dominion as the front ends see it (core.spec.GameSpec), and its registration."""

from __future__ import annotations

from dominia.core.game import register_game
from dominia.core.i18n import add_package
from dominia.core.spec import GameSpec
from dominia.games.dominion.options import OPTIONS

SPEC = GameSpec(
    name="dominion",
    title="Dominion",
    seats=(2, 6),
    bot_names_fn="dominia.games.dominion.bots:bot_names",
    describe_bot_fn="dominia.games.dominion.spec:describe_bot",
    make_bot_fn="dominia.games.dominion.bots:make_bot",
    default_bot="heuristic",
    figures_obj="dominia.games.dominion.figures:FIGURES",
    order=1,
    messages="dominia.games.dominion",
    texts_obj="dominia.games.dominion.texts:TEXTS",
    web_obj="dominia.games.dominion.web:WEB",
    options=OPTIONS,
    encoding="dominia.games.dominion.encoding:encoding",
    bot_family_obj="dominia.games.dominion.tuning:FAMILY",
)


def describe_bot(name: str) -> str:
    from dominia.games.dominion.bots import BOTS

    return BOTS[name][0]


def register() -> None:
    from dominia.games.dominion.game import DOMINION

    add_package("dominia.games.dominion")  # (english() of the game's messages: logs, str(error))
    register_game(DOMINION, SPEC)
