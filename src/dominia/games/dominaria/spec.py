"""Heroes of Dominaria as the front ends see it (core.spec.GameSpec), and its registration."""

from __future__ import annotations

from dominia.core.game import register_game
from dominia.core.spec import GameSpec
from dominia.games.dominaria.schema import OPTIONS

SPEC = GameSpec(
    name="dominaria",
    title="Heroes of Dominaria",
    seats=(2, 4),
    bot_names_fn="dominia.games.dominaria.ai:ai_names",
    describe_bot_fn="dominia.games.dominaria.ai:describe",
    make_bot_fn="dominia.games.dominaria.ai:make_ai",
    default_bot="planner",
    figures_obj="dominia.games.dominaria.figures:FIGURES",
    bot_word="AI",
    order=3,
    messages="dominia.games.dominaria",
    texts_obj="dominia.games.dominaria.texts:TEXTS",
    web_obj="dominia.games.dominaria.web:WEB",
    options=OPTIONS,
    encoding="dominia.games.dominaria.encoding:encoding",
)


def register() -> None:
    from dominia.games.dominaria.game import DOMINARIA

    register_game(DOMINARIA, SPEC)
