"""The battery's own checks must be able to fail, and say clearly where."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from dominia.core.game import get_game
from dominia.core.rng import Rng
from dominia.games.dominion.view import DominionView
from dominia.testing import BatteryFailure, check_game, first_difference, plain_problem, play_checked
from dominia.testing.checks import CheckFailed, clone_move, hidden, plain_json, refusals
from tests.toygame.nim import NIM


def test_hidden_check_catches_a_leaking_view(monkeypatch):
    game = get_game("dominion")
    state = game.setup({"players": 3}, 5)
    original = DominionView.to_dict

    def leaky(self, *args):
        data = original(self, *args)
        data["leak"] = [p.hand[:] for p in self._g.players]
        return data

    monkeypatch.setattr(DominionView, "to_dict", leaky)
    with pytest.raises(CheckFailed) as failed:
        for i in range(20):  # some viewer draws (the spectator sees nothing private either)
            hidden(game, state, Rng(i))
    assert failed.value.check == "hidden"
    assert "sees what is hidden" in str(failed.value.text) and "$.leak" in str(failed.value.text)


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


def test_clone_check_catches_a_clone_that_shares_the_originals_lists(monkeypatch):
    game = get_game("dominion")
    state = game.setup({"players": 2}, 5)
    decision = game.pending(state)
    monkeypatch.setattr(type(game), "clone", lambda self, s: copy.copy(s))  # the players' lists shared
    with pytest.raises(CheckFailed) as failed:
        clone_move(game, state, decision.seat, decision.choices[0].id)
    assert failed.value.check == "clone" and "changed the original" in str(failed.value.text)


def test_clone_check_catches_a_clone_that_forgets_something(monkeypatch):
    game = get_game("dominion")
    state = game.setup({"players": 2}, 5)
    decision = game.pending(state)
    real = type(game).clone

    def forgetful(self, s):
        twin = real(self, s)
        twin.players[1].turns += 1  # a field the clone got wrong
        return twin

    monkeypatch.setattr(type(game), "clone", forgetful)
    with pytest.raises(CheckFailed, match="clone") as failed:
        clone_move(game, state, decision.seat, decision.choices[0].id)
    assert "clone’s state differs" in str(failed.value.text)


def test_refusal_check_catches_a_game_that_takes_any_choice(monkeypatch):
    state = NIM.setup({"stones": 5}, 1)
    decision = NIM.pending(state)
    monkeypatch.setattr(type(NIM), "apply", lambda self, s, seat, choice: None)
    with pytest.raises(CheckFailed) as failed:
        refusals(NIM, state, decision)
    assert "should have been refused" in str(failed.value.text)


def test_refusal_check_catches_a_crash_on_a_choice_of_the_wrong_type(monkeypatch):
    state = NIM.setup({"stones": 5}, 1)
    decision = NIM.pending(state)
    real = type(NIM).apply

    def fragile(self, s, seat, choice):
        if not isinstance(choice, str):
            raise AttributeError("'NoneType' object has no attribute 'split'")
        real(self, s, seat, choice)

    monkeypatch.setattr(type(NIM), "apply", fragile)
    refusals(NIM, state, decision)  # the quick battery tries no wrong types
    with pytest.raises(CheckFailed) as failed:
        refusals(NIM, state, decision, types=True)
    text = str(failed.value.text)
    assert "AttributeError" in text and "not an illegal-choice error" in text


def test_json_check_names_the_place_of_a_tuple_a_number_key_and_a_nan():
    what = "the view"
    for data, where in [
        ({"a": [1, (2, 3)]}, "$.a[1]: tuple"),
        ({"b": {1: "x"}}, "$.b: key 1"),
        ({"c": float("nan")}, "$.c: nan"),
        ({"d": {"x"}}, "$.d: set"),
    ]:
        with pytest.raises(CheckFailed) as failed:
            plain_json("json", what, data)  # type: ignore[arg-type]
        assert where in str(failed.value.text), str(failed.value.text)
    plain_json("json", what, {"a": [1, 2.5, None, True, "x", {"b": []}]})  # type: ignore[arg-type]


def test_plain_data_and_differences():
    assert plain_problem({"a": [1, {"b": None}]}) is None
    assert plain_problem([1, (2,)]) == "$[1]: tuple (2,)"
    assert first_difference({"a": [1, 2]}, {"a": (1, 2)}) is None  # the same after JSON
    assert first_difference({"a": [1, 2]}, {"a": [1, 3]}) == "$.a[1]: 2 ≠ 3"
    assert first_difference(1, True) == "$: 1 ≠ True"
    assert first_difference({"a": 1}, {}) == "$.a: 1 ≠ (none)"
    assert first_difference([1], [1, 2]) == "$: 1 items ≠ 2 items"


def test_a_failure_names_the_game_the_seed_the_decision_and_how_to_play_it_again(monkeypatch):
    from dominia.games.dominaria.game import DominariaGame

    real = DominariaGame.problems
    calls = Counter()

    def broken(self, state):
        calls["n"] += 1
        return ["a made-up problem"] if calls["n"] == 30 else real(self, state)

    monkeypatch.setattr(DominariaGame, "problems", broken)
    with pytest.raises(BatteryFailure) as failed:
        play_checked("dominaria", 7)
    text = str(failed.value)
    assert failed.value.check == "invariants" and failed.value.step == 29
    assert "✗ dominaria, game 7, decision 29: invariants hold after every decision — failed" in text
    assert "broken invariants: a made-up problem" in text and "chose “" in text and '"players":' in text
    assert "python -m dominia.testing dominaria --seed 7 --games 1" in text


def test_a_crash_in_the_game_is_a_failure_with_its_traceback(monkeypatch):
    from dominia.games.dominaria.game import DominariaGame

    monkeypatch.setattr(DominariaGame, "view", lambda self, state, seat: 1 / 0)
    with pytest.raises(BatteryFailure, match="ZeroDivisionError") as failed:
        play_checked("dominaria", 1)
    assert failed.value.check == "crash" and isinstance(failed.value.__cause__, ZeroDivisionError)


def test_a_game_without_the_hooks_is_told_which_it_lacks():
    class Bare:
        name = "bare"

    with pytest.raises(BatteryFailure, match="random_options, problems, shuffle_hidden"):
        check_game(Bare())  # type: ignore[arg-type]


def test_a_report_counts_every_check():
    report = check_game("dominaria", games=3, seed=40)
    assert report.games == 3 and report.counts["games"] == 3
    for check in ("invariants", "refusals", "hidden", "clone", "json", "outcome", "record", "replay"):
        assert report.counts[check] >= 3, check
