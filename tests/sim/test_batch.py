"""The simulator: the same games on every backend, fair seating, resumable game files, the
summary's figures, and the plot."""

from __future__ import annotations

import json
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest

from dominia.core.errors import InvalidOptions
from dominia.core.game import get_game
from dominia.sim.batch import Batch, play
from dominia.sim.output import GamesFile, plot, summary_csv
from dominia.sim.run import chunks, run_batch
from dominia.sim.summary import summarize


def dominion_batch(
    games: int = 6, seating: str = "rotate", bots: tuple[str, ...] = ("bmu", "big-money")
) -> Batch:
    options = get_game("dominion").normalize_options({"players": len(bots), "kingdom": "first-game"})
    return Batch("dominion", options, bots, games, 7, seating)


def rows_of(batch: Batch, **kw: object) -> list[dict]:
    rows: list[dict] = []
    run_batch(batch, range(batch.games), rows.append, **kw)  # type: ignore[arg-type]
    return sorted(rows, key=lambda r: r["index"])


def without_cpu(rows: list[dict]) -> list[dict]:
    return [{k: v for k, v in r.items() if k != "cpu"} for r in rows]


def test_processes_play_the_same_games_as_one_process() -> None:
    batch = dominion_batch(8)
    assert without_cpu(rows_of(batch, jobs=2)) == without_cpu(rows_of(batch))


def test_a_local_ray_plays_the_same_games() -> None:
    pytest.importorskip("ray")
    batch = dominion_batch(4)
    assert without_cpu(rows_of(batch, backend="ray", jobs=2)) == without_cpu(rows_of(batch))


def test_unknown_backend_and_bad_jobs_are_refused() -> None:
    batch = dominion_batch(1)
    with pytest.raises(InvalidOptions, match="unknown backend"):
        run_batch(batch, [0], print, backend="spark")
    with pytest.raises(InvalidOptions, match="at least 1"):
        run_batch(batch, [0], print, jobs=0)


def test_chunks_cover_every_game_once() -> None:
    for n, workers in ((1, 1), (7, 2), (1000, 2), (100, 64)):
        parts = chunks(list(range(n)), workers)
        assert sorted(i for p in parts for i in p) == list(range(n))


def test_rotation_puts_every_bot_in_every_seat_equally_often() -> None:
    batch = dominion_batch(6, bots=("bmu", "big-money", "random"))
    seen = Counter((s, e) for i in range(6) for s, e in enumerate(batch.seats(i)))
    assert set(seen.values()) == {2} and len(seen) == 9


def test_shuffled_seating_is_a_permutation_fixed_by_the_seed() -> None:
    batch = dominion_batch(40, "shuffle", bots=("bmu", "big-money", "random"))
    orders = [batch.seats(i) for i in range(40)]
    assert all(sorted(o) == [0, 1, 2] for o in orders)
    assert len({tuple(o) for o in orders}) > 3  # not a rotation
    assert orders == [
        dominion_batch(40, "shuffle", bots=("bmu", "big-money", "random")).seats(i) for i in range(40)
    ]
    assert batch.run_id != dominion_batch(40, bots=("bmu", "big-money", "random")).run_id


def test_summary_wins_ties_intervals_and_dominion_figures() -> None:
    batch = dominion_batch(10)
    s = summarize(batch, rows_of(batch))
    bots = s["bots"]
    assert sum(b["wins"] for b in bots) + s["tied_games"] == 10
    assert abs(sum(b["win_pct"] for b in bots) - 100) < 0.1
    for b in bots:
        lo, hi = b["ci95"]
        assert lo <= b["win_pct"] <= hi
        assert b["vp_per_turn"][0] == 3  # three Estates after the first turn
        assert 7 <= b["treasure_value_per_turn"][0] <= 10  # seven Coppers and what the first turn bought
        assert 2 <= b["coins_per_turn"][0] <= 5  # a hand of Coppers: one of 5/2, 4/3, 3/4, 2/5
        assert b["avg_vp_per_turn"] > 0
        reach = b["reach_per_turn"]  # the share of games a curve's mean is over, turn by turn
        assert len(reach) == len(b["vp_per_turn"]) and reach[0] == 1.0 and reach[-1] > 0
        assert all(x >= y for x, y in pairwise(reach))
    assert abs(sum(s["ended_on"].values()) - 100) < 0.1
    # by seat position: shares add up to every game; each within its interval
    assert len(s["seat_win_pct"]) == 2 and abs(sum(s["seat_win_pct"]) - 100) < 0.1
    for pct, (lo, hi) in zip(s["seat_win_pct"], s["seat_ci95"], strict=True):
        assert lo <= pct <= hi


def test_a_row_is_one_game_and_replays_alike() -> None:
    batch = dominion_batch(3)
    row = play(batch, 2)
    assert row["index"] == 2 and row["seed"] == batch.game_seed(2)
    assert row["bots"] == [batch.bots[e] for e in batch.seats(2)]
    assert len(row["vp_curve"]) == 2 and len(row["vp_curve"][0]) == row["turns"][0]
    assert without_cpu([play(batch, 2)]) == without_cpu([row])


@pytest.mark.parametrize("autoplay", [False, True])
def test_dominion_curves_have_a_point_for_every_turn_of_every_seat(autoplay: bool) -> None:
    """With Treasures played without asking (as `dominia sim` does) the first decision of the
    game is already its first buy: that turn is counted too."""
    options = get_game("dominion").normalize_options(
        {"players": 3, "kingdom": "first-game", "autoplay_treasures": autoplay}
    )
    batch = Batch("dominion", options, ("bmu", "big-money", "bmu"), 3, 5)
    for row in rows_of(batch):
        for seat in range(3):
            vp, money = row["vp_curve"][seat], row["money_curve"][seat]
            assert len(vp) == len(money) == row["turns"][seat]
            assert vp[0] == 3 and money[0] in (7, 9)  # three Estates; a Silver or nothing
            assert vp[-1] == row["scores"][seat]


def test_domination_and_dominaria_rows_carry_their_figures() -> None:
    options = get_game("domination").normalize_options({"players": 2, "map": "duel"})
    batch = Batch("domination", options, ("hard", "random"), 2, 3)
    s = summarize(batch, rows_of(batch))
    assert sum(b["eliminated"] for b in s["bots"]) >= 2  # the loser of each game
    assert all(b["territories_per_round"] for b in s["bots"])
    options = get_game("dominaria").normalize_options({"players": 2})
    batch = Batch("dominaria", options, ("greedy", "random"), 2, 3)
    s = summarize(batch, rows_of(batch))
    for b in s["bots"]:
        parts = b["score_by_source"]
        assert abs(sum(parts.values()) - b["avg_score"]) < 1e-6


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_a_games_file_resumes_where_it_stopped(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"games{suffix}"
    first = dominion_batch(4)
    out = GamesFile(path, first.run_id)
    out.open()
    run_batch(first, range(4), out.write)
    out.close()
    longer = dominion_batch(7)
    assert longer.run_id == first.run_id  # more games of the same batch
    back = GamesFile(path, longer.run_id)
    have = back.read()
    assert sorted(r["index"] for r in have) == [0, 1, 2, 3]
    back.open()
    run_batch(longer, [i for i in range(7) if i >= 4], back.write)
    back.close()
    rows = GamesFile(path, longer.run_id).read()
    assert without_cpu(sorted(rows, key=lambda r: r["index"])) == without_cpu(rows_of(longer))


def test_a_row_cut_short_is_dropped_and_another_runs_file_refused(tmp_path: Path) -> None:
    batch = dominion_batch(2)
    path = tmp_path / "games.jsonl"
    rows = rows_of(batch)
    path.write_text(json.dumps(rows[0]) + "\n" + json.dumps(rows[1])[:40])
    assert [r["index"] for r in GamesFile(path, batch.run_id).read()] == [0]
    other = dominion_batch(2, bots=("big-money", "bmu"))
    with pytest.raises(InvalidOptions, match="another run"):
        GamesFile(path, other.run_id).read()
    path.write_text("not json\n" + json.dumps(rows[0]) + "\n")
    with pytest.raises(InvalidOptions, match=r"games\.jsonl:1"):
        GamesFile(path, batch.run_id).read()


def test_summary_csv_and_plot(tmp_path: Path) -> None:
    batch = dominion_batch(4)
    s = summarize(batch, rows_of(batch))
    lines = summary_csv(s).splitlines()
    assert lines[0].startswith("game,games,bot,wins,ties,win_pct")
    assert len(lines) == 3 and lines[1].startswith("dominion,4,bmu,")
    png = tmp_path / "sim.png"
    plot(s, png)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_game_that_cannot_end_counts_as_nobody_s_win_and_the_batch_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bots that buy only Curses never end a Dominion game (one empty pile is not enough):
    each such game is a row with reason 'stalled', the summary counts it as a game nobody won,
    and a games file with it resumes to the end."""
    import dominia.sim.batch as batch_module

    monkeypatch.setattr(batch_module, "MAX_STEPS", 3000)
    curses = tmp_path / "curses.toml"
    curses.write_text('name = "curses"\nbuy = ["Curse"]\n', encoding="utf-8")
    batch = dominion_batch(3, bots=(str(curses), "big-money"))
    rows = rows_of(batch)
    assert all(r["reason"] != "stalled" for r in rows)  # big-money ends them: a fair control
    stuck = dominion_batch(3, bots=(str(curses), str(curses)))
    rows = rows_of(stuck)
    assert [r["reason"] for r in rows] == ["stalled"] * 3
    assert all(r["winners"] == [] for r in rows)
    s = summarize(stuck, rows)
    assert s["games"] == 3 and s["stalled_games"] == 3
    assert [b["win_pct"] for b in s["bots"]] == [0.0, 0.0]
    assert s["games_per_cpu_second"] is not None
    # a games file holding a stalled game is complete: nothing is left to play on a rerun
    path = tmp_path / "games.jsonl"
    out = GamesFile(path, stuck.run_id)
    out.open()
    for r in rows:
        out.write(r)
    out.close()
    assert sorted(r["index"] for r in GamesFile(path, stuck.run_id).read()) == [0, 1, 2]
    # a finished and a stalled game side by side: figures over the finished one only
    mixed = summarize(batch, [*rows_of(batch)[:1], {**rows[1], "run": batch.run_id}])
    assert mixed["stalled_games"] == 1 and mixed["games"] == 2
    assert sum(b["win_pct"] for b in mixed["bots"]) == pytest.approx(50.0)
