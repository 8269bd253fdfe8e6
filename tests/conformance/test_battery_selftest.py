"""The battery's own checks must be able to fail."""

import pytest

from dominia.core.game import get_game
from dominia.core.rng import Rng
from dominia.games.dominion.view import DominionView
from tests.conformance.test_battery import _check_hidden


def test_hidden_check_catches_a_leaking_view(monkeypatch):
    game = get_game("dominion")
    state = game.setup({"players": 3}, 5)
    original = DominionView.to_dict

    def leaky(self, *args):
        data = original(self, *args)
        data["leak"] = [p.hand[:] for p in self._g.players]
        return data

    monkeypatch.setattr(DominionView, "to_dict", leaky)
    with pytest.raises(AssertionError, match="hidden"):
        for i in range(20):  # some viewer draws (the spectator sees nothing private either)
            _check_hidden(game, state, Rng(i))


def test_invariants_catch_a_lost_and_a_duplicated_card():
    game = get_game("dominion")
    state = game.setup({"players": 2}, 5)
    assert game.problems(state) == []
    lost = state.clone()
    lost.players[0].hand.pop()
    assert any("cards in the game" in p for p in game.problems(lost))
    dup = state.clone()
    dup.players[0].deck[0] = dup.players[0].hand[0]
    assert any("two places" in p for p in game.problems(dup))
