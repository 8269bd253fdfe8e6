"""The summary in running totals (`Tally`) gives what the summary of the kept rows gave (the
reference below is that code), for any rows in any arrival order, to the last digit."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dominia.core.game import get_game, get_spec
from dominia.core.stats import by_entry, curve, mean, reach, wilson
from dominia.games.dominion.figures import FloatSum
from dominia.sim.batch import STALLED, Batch
from dominia.sim.summary import Tally, summarize


def reference(batch: Batch, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The summary as it was made from the list of every row (before the running totals)."""
    rows = sorted(rows, key=lambda r: r["index"])
    stalled = sum(1 for r in rows if r["reason"] == STALLED)
    games = len(rows)
    cpu = sum(r.get("cpu", 0.0) for r in rows)
    rows = [r for r in rows if r["reason"] != STALLED]
    labels = batch.labels
    n = len(labels)
    wins, ties, share, by_seat = [0] * n, [0] * n, [0.0] * n, [0.0] * n
    scores: list[list[float]] = [[] for _ in range(n)]
    turns: list[list[float]] = [[] for _ in range(n)]
    lengths: list[float] = []
    tied_games = 0
    for row in rows:
        k = len(row["winners"])
        tied_games += k > 1
        t = row["turns"]
        lengths.append(max(t) if t else 0)
        for s, e in enumerate(row["seats"]):
            scores[e].append(row["scores"][s])
            turns[e].append(t[s] if s < len(t) else 0)
            if s in row["winners"]:
                share[e] += 1 / k
                by_seat[s] += 1 / k
                if k == 1:
                    wins[e] += 1
                else:
                    ties[e] += 1
    bots = []
    for e in range(n):
        lo, hi = wilson(share[e], games)
        bots.append(
            {
                "bot": labels[e],
                "wins": wins[e],
                "ties": ties[e],
                "win_pct": round(100 * share[e] / games, 2) if games else 0.0,
                "ci95": [round(100 * lo, 2), round(100 * hi, 2)],
                "avg_score": mean(scores[e]),
                "avg_turns": mean(turns[e]),
            }
        )
    ended: dict[str, int] = {}
    for row in rows:
        ended[row["reason"]] = ended.get(row["reason"], 0) + 1
    vp = by_entry(rows, n, "vp_curve")
    money = by_entry(rows, n, "money_curve")
    coins = by_entry(rows, n, "coins_curve")
    decks = by_entry(rows, n, "deck")
    for e, b in enumerate(bots):
        b["vp_per_turn"] = curve(vp[e])
        b["coins_per_turn"] = curve(coins[e])
        b["treasure_value_per_turn"] = curve(money[e])
        b["reach_per_turn"] = reach(vp[e])
        b["avg_vp_per_turn"] = mean([c[-1] / len(c) for c in vp[e] if c])
        b["avg_coins_per_turn"] = mean([sum(c) / len(c) for c in coins[e] if c])
        b["avg_treasure_value"] = mean([sum(c) / len(c) for c in money[e] if c])
        b["avg_deck"] = averages(decks[e], len(decks[e]))
        b["avg_deck_size"] = (
            round(sum(sum(d.values()) for d in decks[e]) / len(decks[e]), 2) if decks[e] else 0.0
        )
    emptied = [{k: 1 for k in r["board"]["emptied"]} for r in rows]
    return {
        "game": batch.game,
        "games": games,
        "seed": batch.seed,
        "players": n,
        "seating": batch.seating,
        "options": batch.options,
        "tied_games": tied_games,
        "stalled_games": stalled,
        "avg_game_turns": mean(lengths),
        "seat_win_pct": [round(100 * w / len(rows), 2) if rows else 0.0 for w in by_seat],
        "seat_ci95": [[round(100 * x, 2) for x in wilson(w, len(rows))] for w in by_seat] if rows else [],
        "games_per_cpu_second": round(games / cpu, 2) if cpu else None,
        "bots": bots,
        "ended_on": {k: round(100 * v / (len(rows) or 1), 2) for k, v in sorted(ended.items())},
        "piles_emptied_pct": {k: round(100 * v / len(rows), 2) for k, v in averages(emptied, 1).items()}
        if rows
        else {},
        "avg_trash": averages([r["board"]["trash"] for r in rows], len(rows)),
    }


def averages(counts: list[dict[str, int]], games: int) -> dict[str, float]:
    """Per game, most first, then by name (as the summary lists them)."""
    totals: dict[str, int] = {}
    for c in counts:
        for k, v in c.items():
            totals[k] = totals.get(k, 0) + v
    if not games:
        return {}
    ordered = sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
    return {k: round(v / games, 2) for k, v in ordered}


def batch_of(players: int) -> Batch:
    options = get_game("dominion").normalize_options({"players": players, "kingdom": "first-game"})
    return Batch("dominion", options, tuple(["bmu", "big-money", "smithy", "witch"][:players]), 0, 7)


@st.composite
def row_streams(draw: st.DrawFn) -> tuple[int, list[dict[str, Any]]]:
    """Rows of a batch as a backend may hand them over: any seats, winners, curves, stalls."""
    n = draw(st.integers(2, 4))
    games = draw(st.integers(0, 30))
    rows = []
    for i in range(games):
        seats = draw(st.permutations(range(n)))
        if draw(st.integers(0, 9)) == 0:
            rows.append(
                {
                    "index": i,
                    "seats": seats,
                    "scores": [0] * n,
                    "winners": [],
                    "reason": STALLED,
                    "turns": [],
                    "cpu": 0.001,
                }
            )
            continue
        turns = [draw(st.integers(0, 12)) for _ in range(n)]
        vp = [[draw(st.integers(-5, 40)) for _ in range(t)] for t in turns]
        money = [[draw(st.integers(0, 60)) for _ in range(t)] for t in turns]
        coins = [[draw(st.integers(0, 20)) for _ in range(t)] for t in turns]
        cards = st.sampled_from(["Copper", "Estate", "Smithy", "Province", "Curse"])
        deck = [draw(st.dictionaries(cards, st.integers(1, 12))) for _ in range(n)]
        board = {
            "emptied": draw(st.dictionaries(cards, st.just(1), max_size=3)),
            "trash": draw(st.dictionaries(cards, st.integers(1, 9))),
        }
        winners = sorted(draw(st.sets(st.integers(0, n - 1), min_size=1, max_size=n)))
        rows.append(
            {
                "index": i,
                "seats": seats,
                "scores": [draw(st.integers(-10, 60)) for _ in range(n)],
                "winners": winners,
                "reason": draw(st.sampled_from(["provinces", "piles"])),
                "turns": turns,
                "cpu": draw(st.floats(0.0001, 0.01)),
                "vp_curve": vp,
                "money_curve": money,
                "coins_curve": coins,
                "deck": deck,
                "board": board,
            }
        )
    order = draw(st.permutations(range(games)))
    return n, [rows[i] for i in order]


def without_speed(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k != "games_per_cpu_second"}


@settings(max_examples=60, deadline=None)
@given(row_streams())
def test_the_running_totals_give_the_summary_of_the_kept_rows(
    stream: tuple[int, list[dict[str, Any]]],
) -> None:
    n, rows = stream
    batch = batch_of(n)
    got = summarize(batch, rows)
    want = reference(batch, rows)
    assert without_speed(got) == without_speed(want)
    assert repr(without_speed(got)) == repr(without_speed(want))  # (floats to the last bit)


def test_rows_of_real_games_in_any_order_give_the_same_summary() -> None:
    options = get_game("dominion").normalize_options({"players": 2, "kingdom": ["Smithy"]})
    batch = Batch("dominion", options, ("smithy", "bmu"), 40, 3)
    from dominia.sim.batch import play

    rows = [play(batch, i) for i in range(40)]
    want = without_speed(reference(batch, rows))
    for seed in range(3):
        shuffled = rows[:]
        random.Random(seed).shuffle(shuffled)
        tally = Tally(batch)
        for row in shuffled:
            tally.add(row)
        assert repr(without_speed(tally.summary())) == repr(want)
    assert not tally.early  # every row taken, none left waiting
    assert not tally.ended_rows  # Dominion's figures keep a tally: no row is kept


def test_rows_arriving_in_order_wait_for_nothing() -> None:
    batch = batch_of(2)
    tally = Tally(batch)
    row = {
        "seats": [0, 1],
        "scores": [1, 0],
        "winners": [0],
        "reason": "provinces",
        "turns": [1, 1],
        "vp_curve": [[1], [0]],
        "money_curve": [[3], [4]],
        "coins_curve": [[3], [4]],
        "deck": [{"Copper": 7}, {"Copper": 7}],
        "board": {"emptied": {}, "trash": {}},
    }
    tally.add({**row, "index": 1})
    assert 1 in tally.early and tally.games == 0
    tally.add({**row, "index": 0})
    assert not tally.early and tally.games == 2


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.floats(allow_nan=False, allow_infinity=False, width=64) | st.integers(-50, 50).map(lambda k: k / 7)
    )
)
def test_a_float_sum_a_value_at_a_time_is_the_builtin_sum(xs: list[float]) -> None:
    acc = FloatSum()
    for x in xs:
        acc.add(x)
    assert repr(acc.value) == repr(sum(xs))
    assert acc.mean() == mean(xs)


def test_dominion_figures_keep_a_tally() -> None:
    figures = get_spec("dominion").figures()
    assert figures is not None and hasattr(figures, "tally")
