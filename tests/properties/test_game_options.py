"""Every game's options at the boundary: any JSON either makes a playable game or is refused
with InvalidOptions (a DominiaError with a message), never another exception."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from dominia.core.decision import Decision
from dominia.core.errors import DominiaError
from dominia.core.game import get_game, registered_games
from tests.properties.strategies import options_for

GAMES = sorted(registered_games())


def known_keys(name: str) -> list[str]:
    return sorted(get_game(name).normalize_options({}))


@pytest.mark.parametrize("name", GAMES)
def test_any_options_are_refused_clearly_or_make_a_playable_game(name):
    game = get_game(name)

    @settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(options_for(known_keys(name)))
    def check(options: dict[str, Any]) -> None:
        try:
            opts = game.normalize_options(options)
        except DominiaError as exc:
            assert str(exc).strip(), "a refusal must say why"
            return
        state = game.setup(opts, 1)
        decision = game.pending(state)
        assert isinstance(decision, Decision) and decision.choices
        # canonical options are stable: normalising them again changes nothing
        assert game.normalize_options(opts) == opts

    check()
