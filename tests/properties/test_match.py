"""The Python API's boundary (`dominia.Match`, `dominia.simulate`): any arguments make a game
or are refused with a DominiaError whose message is in the tables, never another exception;
a refused choice, undo or load changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import dominia
from dominia.core.i18n import Msg
from tests.properties.strategies import JSON, options_for
from tests.properties.test_records import GAMES, OPTIONS, mutations, real_record

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEATS = st.lists(
    st.sampled_from(["human", "human:Ann", "random", "bot:random", "ai:random", "nobody", "bot:", ""]) | JSON,
    max_size=4,
)


def refused(exc: dominia.DominiaError) -> None:
    assert isinstance(exc.text, Msg) or str(exc).strip(), "a refusal says why"


@pytest.mark.parametrize("name", GAMES)
def test_any_arguments_make_a_match_or_a_clear_refusal(name):
    keys = sorted(dominia.game(name).normalize_options({}))

    @SETTINGS
    @given(options_for(keys), SEATS | st.none() | JSON, st.integers(-(2**70), 2**70) | JSON)
    @example({}, ["human", "random"], 1)
    @example({}, "human,random", 1)
    @example({"players": 2}, ["human"], 1)
    @example({}, ["human", "random"], 2**70)
    @example({}, ["human", "random"], True)
    @example({}, ["human:\ud800", "random"], 1)  # a lone surrogate no saved game can hold
    def check(options: dict[str, Any], seats: Any, seed: Any) -> None:
        try:
            match = dominia.Match(name, {**OPTIONS.get(name, {}), **options}, seed=seed, seats=seats)
        except dominia.DominiaError as exc:
            refused(exc)
            return
        assert match.decision is not None and match.choices()
        assert len(match.seats) == match.num_seats
        assert dominia.Match.load(json.loads(json.dumps(match.save().to_dict()))).seats == match.seats

    check()


@pytest.mark.parametrize("name", GAMES)
def test_any_answer_is_played_or_refused_and_changes_nothing(name):
    @SETTINGS
    @given(st.lists(st.text(max_size=12) | JSON | st.integers(0, 40), min_size=1, max_size=6))
    @example([True, 1.5, None, "done", "undo"])
    def check(answers: list[Any]) -> None:
        match = dominia.Match(name, OPTIONS.get(name, {}), seed=3)
        for answer in answers:
            if isinstance(answer, int) and not isinstance(answer, bool) and match.choices():
                answer = match.choices()[answer % len(match.choices())]  # now and then a legal one
            before = (match.moves, json.dumps(match.view().to_dict(), sort_keys=True, default=str))
            try:
                if answer == "undo":
                    match.undo()
                else:
                    match.choose(answer)
            except dominia.DominiaError as exc:
                refused(exc)
                after = (match.moves, json.dumps(match.view().to_dict(), sort_keys=True, default=str))
                assert after == before

    check()


@pytest.mark.parametrize("name", GAMES)
def test_a_mutated_record_loads_or_is_refused_clearly(name):
    data = real_record(name)

    @SETTINGS
    @given(mutations(data))
    def check(mutated: dict[str, Any]) -> None:
        try:
            match = dominia.Match.load(json.loads(json.dumps(mutated)))
        except dominia.RecordError as exc:
            refused(exc)
            return
        assert match.moves == [tuple(m) for m in mutated["moves"]]

    check()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(GAMES),
    st.lists(st.sampled_from(["random", "bot:random", "nobody", "", "human"]) | JSON, max_size=3) | JSON,
    st.integers(-2, 3) | JSON,
    st.integers(-1, 4) | st.none() | JSON,
)
@example("dominion", ["random", "random"], 1, None)
def test_simulate_runs_or_refuses_clearly(name, bots, games, players):
    try:
        summary = dominia.simulate(name, bots, games, options=OPTIONS.get(name), seed=1, players=players)
    except dominia.DominiaError as exc:
        refused(exc)
        return
    assert summary["games"] == games
