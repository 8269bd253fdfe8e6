"""Saved games at the boundary: any file, any JSON and any mutation of a real record is either
loaded and replayed or refused with a DominiaError (RecordError for the file itself), never
another exception."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from dominia.core.agent import RandomAgent
from dominia.core.errors import DominiaError, RecordError
from dominia.core.game import get_game, registered_games
from dominia.core.record import GameRecord, replay
from tests.properties.strategies import JSON

GAMES = sorted(registered_games())
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
OPTIONS = {"domination": {"map": "duel"}}


@cache
def real_record(name: str, moves: int = 40) -> dict[str, Any]:
    """The first moves of a game of random choices, as saved."""
    game = get_game(name)
    options = game.normalize_options({"players": 2, **OPTIONS.get(name, {})})
    state = game.setup(options, 5)
    record = GameRecord(name, options, 5, ["a", "b"])
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(moves):
        d = game.pending(state)
        if d is None:
            break
        choice = agents[d.seat].choose(None, d)
        game.apply(state, d.seat, choice)
        record.add(d.seat, choice)
    return record.to_dict()


def load_and_replay(data: Any) -> None:
    try:
        record = GameRecord.from_dict(data)
    except RecordError as exc:
        assert str(exc).strip()
        return
    try:
        replay(record)
    except DominiaError as exc:
        assert str(exc).strip()


HEAD = {"format": "dominia-record", "version": 1}


@SETTINGS
@given(JSON)
# found: a seed or a seat of Infinity was an OverflowError (JSON readers take it)
@example({**HEAD, "game": "dominion", "options": {}, "seed": 1e999, "moves": []})
@example({**HEAD, "game": "x", "options": {}, "seed": 1, "moves": [[1e999, "a"]]})
@example({**HEAD, "game": "x", "options": {}, "seed": float("nan"), "moves": []})
@example({**HEAD, "game": "dominion", "options": {}, "seed": 2**80, "moves": []})
def test_any_json_is_a_record_or_a_clear_refusal(data):
    load_and_replay(data)


KEYS = ["format", "version", "game", "options", "seed", "seats", "moves", "result"]


def mutations(data: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """A real record with one part replaced, dropped or shuffled."""
    replace = st.tuples(st.sampled_from(KEYS), JSON).map(lambda kv: {**data, kv[0]: kv[1]})
    drop = st.sampled_from(KEYS).map(lambda k: {key: v for key, v in data.items() if key != k})
    n = len(data["moves"])
    move = st.tuples(st.integers(-2, 5) | JSON, st.text(max_size=12) | JSON).map(list)
    at = st.integers(0, max(n - 1, 0))
    moves = st.one_of(
        st.tuples(at, move).map(lambda im: [*data["moves"][: im[0]], im[1], *data["moves"][im[0] + 1 :]]),
        at.map(lambda i: data["moves"][:i] + data["moves"][i + 1 :]),
        st.permutations(data["moves"]),
        st.lists(move, max_size=6),
    ).map(lambda m: {**data, "moves": m})
    option = st.tuples(st.sampled_from(sorted(data["options"])) | st.text(max_size=6), JSON).map(
        lambda kv: {**data, "options": {**data["options"], kv[0]: kv[1]}}
    )
    return st.one_of(replace, drop, moves, option, option)


@pytest.mark.parametrize("name", GAMES)
def test_a_mutated_record_replays_or_is_refused_clearly(name):
    data = real_record(name)
    assert data["moves"], "the record has moves to mutate"
    replay(GameRecord.from_dict(json.loads(json.dumps(data))))  # the original replays

    @SETTINGS
    @given(mutations(data))
    def check(mutated: dict[str, Any]) -> None:
        load_and_replay(json.loads(json.dumps(mutated)))

    check()


@SETTINGS
@given(st.binary(max_size=200) | JSON.map(lambda d: json.dumps(d).encode()))
@example(b"\xff\xfe{")  # found: not UTF-8 was a UnicodeDecodeError
@example(b'{"format": "dominia-record", "version": 1, "seed": Infinity}')
def test_any_file_is_loaded_or_refused_with_a_record_error(tmp_path_factory, content):
    path = tmp_path_factory.mktemp("rec") / "game.json"
    path.write_bytes(content)
    try:
        record = GameRecord.load(path)
    except RecordError as exc:
        assert str(path) in str(exc)
        return
    assert isinstance(record, GameRecord)


def test_a_missing_or_unreadable_file_is_a_record_error(tmp_path):
    with pytest.raises(RecordError):
        GameRecord.load(tmp_path / "nothing.json")
    with pytest.raises(RecordError):
        GameRecord.load(tmp_path)  # a folder


@pytest.mark.parametrize(
    ("content", "key"),
    [
        (b"\xff\xfe{", "error-record-not-text"),
        (b'{"format": "dominia-record", "version": 1, "seed": Infinity}', "error-record-not-json"),
        (
            b'{"format": "dominia-record", "version": 1, "game": "x", "options": {}, "seed": 1.5, '
            b'"moves": []}',
            "error-record-bad-field",
        ),
        (
            b'{"format": "dominia-record", "version": 1, "game": "x", "options": {}, "seed": 1, '
            b'"moves": [[1.0, "a"]]}',
            "error-record-bad-move",
        ),
        # a lone surrogate (JSON may escape one; no terminal can print it): found by
        # test_dominia_replay_of_a_mutated_record_shows_it_or_exits_clearly on a fresh clone
        (
            b'{"format": "dominia-record", "version": 1, "game": "x", "options": {}, "seed": 1, '
            b'"moves": [[0, "\\ud800"]]}',
            "error-record-bad-move",
        ),
        (
            b'{"format": "dominia-record", "version": 1, "game": "x", "options": {}, "seed": 1, '
            b'"seats": ["\\udc00"], "moves": []}',
            "error-record-bad-field",
        ),
    ],
)
def test_the_refusals_found_are_messages_of_the_tables(tmp_path, content, key):
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(RecordError) as info:
        GameRecord.load(path)
    assert getattr(info.value.text, "key", None) == key


@pytest.mark.parametrize("name", GAMES)
def test_dominia_replay_of_a_mutated_record_shows_it_or_exits_clearly(name, tmp_path_factory):
    from typer.testing import CliRunner

    from dominia.cli.main import app

    runner = CliRunner()

    @settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(mutations(real_record(name, 12)), st.sampled_from([None, "1", "2", "0", "9", "x"]))
    def check(mutated: dict[str, Any], seat: str | None) -> None:
        path = tmp_path_factory.mktemp("replay") / "game.json"
        path.write_text(json.dumps(mutated), encoding="utf-8")
        result = runner.invoke(app, ["replay", str(path), *(["--seat", seat] if seat else [])])
        assert result.exit_code in (0, 1, 2), (result.output[-800:], result.exception)
        if result.exit_code:
            assert isinstance(result.exception, SystemExit), result.exception
        assert "Traceback" not in result.output

    check()
