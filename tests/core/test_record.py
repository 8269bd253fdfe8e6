import json

import pytest

from dominia.core.agent import RandomAgent
from dominia.core.errors import RecordError
from dominia.core.game import get_game
from dominia.core.record import GameRecord, replay
from dominia.core.runner import run_game


def _played(seed: int = 3) -> tuple[GameRecord, object]:
    game = get_game("dominion")
    options = game.normalize_options({"players": 3})
    state = game.setup(options, seed)
    rec = GameRecord("dominion", options, seed, ["bot:random"] * 3)
    run_game(game, state, [RandomAgent(i) for i in range(3)], record=rec)
    return rec, state


def test_save_load_replay_identical(tmp_path):
    rec, state = _played()
    path = tmp_path / "game.json"
    rec.save(path)
    loaded = GameRecord.load(path)
    assert loaded == rec
    game = get_game("dominion")
    assert game.snapshot(replay(loaded)) == game.snapshot(state)


def test_partial_replay_is_a_prefix():
    rec, _ = _played()
    game = get_game("dominion")
    mid = replay(rec, upto=10)
    decision = game.pending(mid)
    assert decision is not None
    assert decision.seat == rec.moves[10][0]
    assert decision.find(rec.moves[10][1]) is not None


def test_not_json(tmp_path):
    p = tmp_path / "x.json"
    p.write_text("{nope")
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.load(p)


def test_wrong_format(tmp_path):
    p = tmp_path / "x.json"
    p.write_text(json.dumps({"format": "something-else"}))
    with pytest.raises(RecordError, match="not a Dominia game record"):
        GameRecord.load(p)


def test_missing_file(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        GameRecord.load(tmp_path / "missing.json")


def test_illegal_move_in_record_is_reported():
    rec, _ = _played()
    rec.moves[5] = (rec.moves[5][0], "buy:Nonsense")
    with pytest.raises(RecordError, match="move 6"):
        replay(rec)


def test_bad_options_in_record():
    rec = GameRecord("dominion", {"players": 9}, 1)
    with pytest.raises(RecordError, match="2 to 6 players"):
        replay(rec)


def test_save_is_atomic_and_overwrites(tmp_path):
    rec, _ = _played()
    path = tmp_path / "g.json"
    rec.save(path)
    rec.moves = rec.moves[:3]
    rec.save(path)
    assert len(GameRecord.load(path).moves) == 3
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]
