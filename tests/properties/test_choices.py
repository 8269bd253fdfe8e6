"""`Game.apply` at the boundary (the Python API every front end and agent goes through): at any
point of a game, a seat and a choice id that are not a legal move now raise IllegalChoice and
change nothing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominia.core.agent import RandomAgent
from dominia.core.errors import IllegalChoice
from dominia.core.game import get_game, registered_games
from tests.properties.strategies import JSON

GAMES = sorted(registered_games())
OPTIONS = {"domination": {"map": "duel"}}
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def position(name: str, moves: int, seed: int) -> tuple[Any, Any]:
    """A game after `moves` random moves (fewer if it ends)."""
    game = get_game(name)
    state = game.setup(game.normalize_options({"players": 2, **OPTIONS.get(name, {})}), seed)
    agent = RandomAgent(seed)
    for _ in range(moves):
        d = game.pending(state)
        if d is None:
            break
        game.apply(state, d.seat, agent.choose(None, d))
    return game, state


def near_choices(ids: list[str]) -> st.SearchStrategy[str]:
    """Ids close to the legal ones: another's, cut, changed case, with spaces, joined."""
    legal = st.sampled_from(ids)
    return st.one_of(
        legal.map(str.upper),
        legal.map(lambda c: c + " "),
        legal.map(lambda c: c[:-1]),
        legal.map(lambda c: c.replace(":", ": ")),
        st.tuples(legal, legal).map(lambda ab: ab[0] + "," + ab[1]),
        st.text(max_size=20),
        st.sampled_from(["", "done", "yes", "no", "buy:Province", "treasures:all", "pass", "attack:1->2"]),
    )


@pytest.mark.parametrize("name", GAMES)
def test_a_move_not_legal_now_is_an_illegal_choice_and_changes_nothing(name):
    @SETTINGS
    @given(st.integers(0, 60), st.integers(0, 1000), st.data())
    def check(moves: int, seed: int, data: st.DataObject) -> None:
        game, state = position(name, moves, seed)
        d = game.pending(state)
        ids = [c.id for c in d.choices] if d is not None else ["done"]
        seat = data.draw(st.integers(-2, 7) | st.sampled_from([2**70]), label="seat")
        choice = data.draw(near_choices(ids), label="choice")
        if d is not None and seat == d.seat and d.allows(choice):
            return  # a legal move
        before = game.snapshot(state)
        with pytest.raises(IllegalChoice) as info:
            game.apply(state, seat, choice)
        assert str(info.value).strip()
        assert game.snapshot(state) == before

    check()


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_or_choice_of_the_wrong_type_is_an_illegal_choice(name):
    @SETTINGS
    @given(JSON, JSON)
    def check(seat: Any, choice: Any) -> None:
        game, state = position(name, 3, 1)
        before = game.snapshot(state)
        with pytest.raises(IllegalChoice):
            game.apply(state, seat, choice)
        assert game.snapshot(state) == before

    check()
