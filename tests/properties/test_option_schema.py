"""Every game's options built from its own schema (near-valid values: its choices, lists of them,
numbers around its bounds, card lists for Dominion's kingdom), through the Python API: either a
game that plays or an InvalidOptions with a message; `setup` given the raw options agrees; and
each option's `parse` (the terminal's text for it) gives a value or a clear refusal."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dominia.core.agent import RandomAgent
from dominia.core.errors import DominiaError
from dominia.core.game import get_game, get_spec, registered_games
from dominia.core.spec import load
from tests.properties.strategies import EXTRA, schema_options

GAMES = sorted(registered_games())
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_a_little(game: Any, options: dict[str, Any], seed: int, moves: int = 40) -> None:
    state = game.setup(options, seed)
    agents = [RandomAgent(seed + i) for i in range(8)]
    for _ in range(moves):
        d = game.pending(state)
        if d is None:
            return
        game.apply(state, d.seat, agents[d.seat].choose(None, d))


@pytest.mark.parametrize("name", GAMES)
def test_options_from_the_schema_make_a_game_or_are_refused_clearly(name):
    game, spec = get_game(name), get_spec(name)

    @SETTINGS
    @given(schema_options(spec, spec.seats, EXTRA.get(name)), st.integers(0, 2**32))
    def check(options: dict[str, Any], seed: int) -> None:
        try:
            opts = game.normalize_options(options)
        except DominiaError as exc:
            assert str(exc).strip()
            with pytest.raises(DominiaError):  # setup refuses what normalising refuses
                game.setup(options, seed)
            return
        assert game.normalize_options(opts) == opts
        play_a_little(game, opts, seed)

    check()


def parsers() -> list[tuple[str, Any]]:
    out = []
    for name in GAMES:
        for option in get_spec(name).options:
            if option.parse:
                out.append((f"{name}.{option.name}", option))
    return out


@pytest.mark.parametrize(("where", "option"), parsers(), ids=[w for w, _ in parsers()])
def test_an_option_flag_text_is_a_value_or_a_clear_refusal(where, option):
    parse = load(option.parse)
    suggestions = [str(c) for c in option.choice_values()] if option.kind != "path" else []
    pieces = st.sampled_from(suggestions or ["x"]) | st.text(max_size=12)

    @SETTINGS
    @given(st.text(max_size=40) | st.lists(pieces, max_size=12).map(",".join))
    @example(",,,")
    @example("smithy, smithy")
    def check(text: str) -> None:
        try:
            parse(text)
        except DominiaError as exc:
            assert str(exc).strip()

    check()
