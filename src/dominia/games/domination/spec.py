"""Domination as the front ends see it (core.spec.GameSpec), and its registration."""

from __future__ import annotations

from dominia.core.game import register_game
from dominia.core.spec import GameSpec
from dominia.games.domination.schema import OPTIONS

SPEC = GameSpec(
    name="domination",
    title="Domination",
    seats=(2, 6),
    bot_names_fn="dominia.games.domination.ai:ai_names",
    describe_bot_fn="dominia.games.domination.ai:describe",
    make_bot_fn="dominia.games.domination.ai:make_ai",
    default_bot="average",
    figures_obj="dominia.games.domination.figures:FIGURES",
    bot_word="AI",
    order=2,
    messages="dominia.games.domination",
    texts_obj="dominia.games.domination.texts:TEXTS",
    web_obj="dominia.games.domination.web:WEB",
    options=OPTIONS,
    encoding="dominia.games.domination.encoding:encoding",
)


def register() -> None:
    from dominia.games.domination.game import DOMINATION

    register_game(DOMINATION, SPEC)
