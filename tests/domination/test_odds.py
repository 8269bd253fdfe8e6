"""Exact battle odds: against brute force, known values, a seeded simulation, the CLI."""

from __future__ import annotations

import functools
import itertools
import json
import math
import sys
from collections.abc import Iterator
from dataclasses import replace
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from dominia.cli.domination.odds import percent
from dominia.cli.main import app
from dominia.core.errors import InvalidOptions
from dominia.core.rng import Rng
from dominia.games.domination.dice import compare, roll
from dominia.games.domination.odds import (
    BattleError,
    battle,
    battle_exact,
    expected_losses,
    roll_outcomes,
    win_probability,
)

runner = CliRunner()

# ---------------------------------------------------------------- an independent brute force


def _losses(attack: tuple[int, ...], defence: tuple[int, ...]) -> tuple[int, int]:
    """The rule book's comparison, written again here so the test does not trust `dice.compare`."""
    lost_a = lost_d = 0
    for x, y in zip(sorted(attack)[::-1], sorted(defence)[::-1], strict=False):
        if x > y:
            lost_d += 1
        else:
            lost_a += 1
    return lost_a, lost_d


def _dice_counts(na: int, nd: int) -> dict[tuple[int, int], Fraction]:
    out: dict[tuple[int, int], Fraction] = {}
    total = 6 ** (na + nd)
    for faces in itertools.product(range(1, 7), repeat=na + nd):
        key = _losses(faces[:na], faces[na:])
        out[key] = out.get(key, Fraction(0)) + Fraction(1, total)
    return out


_ROLL = {(na, nd): _dice_counts(na, nd) for na in (1, 2, 3) for nd in (1, 2, 3)}


def _dice(a: int, d: int, italian: bool) -> tuple[int, int]:
    return min(3, a), min(3 if italian else 2, d)


def _every_sequence(a: int, d: int, italian: bool, stop: int) -> Iterator[tuple[int, int, Fraction]]:
    """Every complete battle, die by die, roll after roll, with no merging of paths."""
    if d == 0 or a <= stop:
        yield a, d, Fraction(1)
        return
    na, nd = _dice(a, d, italian)
    weight = Fraction(1, 6 ** (na + nd))
    for faces in itertools.product(range(1, 7), repeat=na + nd):
        la, ld = _losses(faces[:na], faces[na:])
        for end_a, end_d, p in _every_sequence(a - la, d - ld, italian, stop):
            yield end_a, end_d, weight * p


@functools.cache
def _recursive(a: int, d: int, italian: bool, stop: int) -> dict[tuple[int, int], Fraction]:
    """Top-down over the battle, every roll's dice enumerated in full (`_ROLL`)."""
    if d == 0 or a <= stop:
        return {(a, d): Fraction(1)}
    out: dict[tuple[int, int], Fraction] = {}
    for (la, ld), p in _ROLL[_dice(a, d, italian)].items():
        for end, q in _recursive(a - la, d - ld, italian, stop).items():
            out[end] = out.get(end, Fraction(0)) + p * q
    return out


def _as_dict(dist: tuple[tuple[int, int, Fraction], ...]) -> dict[tuple[int, int], Fraction]:
    return {(a, d): p for a, d, p in dist}


# ---------------------------------------------------------------- (a) exactness


@pytest.mark.parametrize(
    ("a", "d", "italian", "stop"),
    [
        (1, 1, False, 0),
        (2, 1, False, 0),
        (1, 2, False, 0),
        (2, 2, False, 0),
        (2, 2, True, 0),
        (2, 2, False, 1),
    ],
)
def test_matches_every_dice_sequence_of_the_whole_battle(a: int, d: int, italian: bool, stop: int) -> None:
    brute: dict[tuple[int, int], Fraction] = {}
    for end_a, end_d, p in _every_sequence(a, d, italian, stop):
        brute[(end_a, end_d)] = brute.get((end_a, end_d), Fraction(0)) + p
    assert _as_dict(battle_exact(a, d, italian=italian, stop=stop).distribution) == brute


@pytest.mark.parametrize("italian", [False, True], ids=["standard", "italian"])
def test_matches_brute_force_for_every_battle_up_to_6_against_6(italian: bool) -> None:
    for a, d in itertools.product(range(1, 7), repeat=2):
        for stop in range(a):
            odds = battle_exact(a, d, italian=italian, stop=stop)
            brute = _recursive(a, d, italian, stop)
            assert _as_dict(odds.distribution) == brute, (a, d, stop)
            assert odds.win == sum(p for (_, dl), p in brute.items() if dl == 0)
            assert odds.expected_attackers_left == sum(al * p for (al, _), p in brute.items())
            assert odds.expected_defenders_left == sum(dl * p for (_, dl), p in brute.items())


def test_every_roll_table_matches_the_enumeration() -> None:
    for (na, nd), counts in _ROLL.items():
        assert {(la, ld): p for la, ld, p in roll_outcomes(na, nd)} == counts


# ---------------------------------------------------------------- (b) known values


def test_one_against_one() -> None:
    odds = battle_exact(1, 1)
    assert odds.win == Fraction(15, 36)
    assert odds.distribution == ((1, 0, Fraction(15, 36)), (0, 1, Fraction(21, 36)))
    assert battle(1, 1).win == pytest.approx(0.4167, abs=5e-5)


def test_three_dice_against_two() -> None:
    assert {(la, ld): p for la, ld, p in roll_outcomes(3, 2)} == {
        (2, 0): Fraction(2275, 7776),
        (1, 1): Fraction(2611, 7776),
        (0, 2): Fraction(2890, 7776),
    }


@pytest.mark.parametrize(
    ("na", "nd", "expected"),
    [
        (1, 1, {(0, 1): Fraction(15, 36), (1, 0): Fraction(21, 36)}),
        (2, 1, {(0, 1): Fraction(125, 216), (1, 0): Fraction(91, 216)}),
        (3, 1, {(0, 1): Fraction(855, 1296), (1, 0): Fraction(441, 1296)}),
        (1, 2, {(0, 1): Fraction(55, 216), (1, 0): Fraction(161, 216)}),
        (2, 2, {(0, 2): Fraction(295, 1296), (1, 1): Fraction(420, 1296), (2, 0): Fraction(581, 1296)}),
    ],
)
def test_single_roll_probabilities(na: int, nd: int, expected: dict[tuple[int, int], Fraction]) -> None:
    assert {(la, ld): p for la, ld, p in roll_outcomes(na, nd)} == expected


def test_italian_three_against_three_roll() -> None:
    table = {(la, ld): p for la, ld, p in roll_outcomes(3, 3)}
    assert table == _dice_counts(3, 3)
    assert table == {
        (0, 3): Fraction(6420, 46656),
        (1, 2): Fraction(10017, 46656),
        (2, 1): Fraction(12348, 46656),
        (3, 0): Fraction(17871, 46656),
    }


def test_the_known_table_of_win_chances() -> None:
    # Osborne, "Markov chains for the RISK board game revisited" (2003), table 3 (three decimals).
    known = {
        (1, 1): 0.417, (1, 2): 0.106, (1, 3): 0.027, (1, 4): 0.007,
        (2, 1): 0.754, (2, 2): 0.363, (2, 3): 0.206, (2, 4): 0.091,
        (3, 1): 0.916, (3, 2): 0.656, (3, 3): 0.470, (3, 4): 0.315,
        (4, 4): 0.477, (5, 5): 0.506,
    }  # fmt: skip
    for (a, d), p in known.items():
        assert round(battle(a, d).win, 3) == p, (a, d)


def test_bad_battles_are_refused_with_one_clear_error() -> None:
    for a, d, stop in [(0, 1, 0), (-2, 3, 0), (3, 0, 0), (3, -1, 0), (3, 2, 3), (3, 2, -1)]:
        with pytest.raises(BattleError) as info:
            battle(a, d, stop=stop)
        assert isinstance(info.value, ValueError) and isinstance(info.value, InvalidOptions)
        with pytest.raises(BattleError):
            battle_exact(a, d, stop=stop)
    with pytest.raises(BattleError):
        win_probability(0, 3)
    with pytest.raises(BattleError):
        win_probability(3, 0)
    with pytest.raises(ValueError):
        roll_outcomes(4, 2)


# ---------------------------------------------------------------- (c) a seeded simulation


def _simulate(a: int, d: int, italian: bool, rng: Rng) -> bool:
    most = 3 if italian else 2
    while a > 0 and d > 0:
        lost_a, lost_d = compare(roll(rng, min(3, a)), roll(rng, min(most, d)))
        a -= lost_a
        d -= lost_d
    return d == 0


@pytest.mark.parametrize(("a", "d", "italian", "seed"), [(5, 5, False, 1), (8, 5, True, 2)])
def test_a_seeded_simulation_agrees_within_three_standard_errors(
    a: int, d: int, italian: bool, seed: int
) -> None:
    n = 20_000
    rng = Rng(seed)
    wins = sum(_simulate(a, d, italian, rng) for _ in range(n))
    p = battle(a, d, italian=italian).win
    se = math.sqrt(p * (1 - p) / n)
    assert abs(wins / n - p) < 3 * se, (wins / n, p, se)


# ---------------------------------------------------------------- (d) the distribution


@pytest.mark.parametrize(
    ("a", "d", "italian", "stop"),
    [
        (1, 1, False, 0),
        (7, 4, False, 0),
        (12, 15, True, 0),
        (20, 9, False, 5),
        (9, 12, True, 8),
        (40, 30, True, 10),
    ],
)
def test_distribution_is_whole_and_the_expectations_follow_from_it(
    a: int, d: int, italian: bool, stop: int
) -> None:
    exact = battle_exact(a, d, italian=italian, stop=stop)
    assert sum(p for *_, p in exact.distribution) == 1
    assert exact.win + exact.loss == 1
    assert exact.win == sum(p for _, dl, p in exact.distribution if dl == 0)
    assert exact.expected_attackers_left == sum(al * p for al, _, p in exact.distribution)
    assert exact.expected_defenders_left == sum(dl * p for _, dl, p in exact.distribution)
    assert exact.expected_attacker_losses == a - exact.expected_attackers_left
    assert all(p > 0 for *_, p in exact.distribution)

    odds = battle(a, d, italian=italian, stop=stop)
    assert sum(p for *_, p in odds.distribution) == pytest.approx(1, abs=1e-12)
    assert odds.win == pytest.approx(float(exact.win), rel=1e-12)
    assert odds.loss == pytest.approx(float(exact.loss), rel=1e-12, abs=1e-300)
    assert odds.expected_attackers_left == pytest.approx(float(exact.expected_attackers_left), rel=1e-12)
    assert odds.expected_defenders_left == pytest.approx(float(exact.expected_defenders_left), rel=1e-12)
    assert [(al, dl) for al, dl, _ in odds.distribution] == [(al, dl) for al, dl, _ in exact.distribution]
    assert expected_losses(a, d, italian=italian, stop=stop) == pytest.approx(
        (a - odds.expected_attackers_left, d - odds.expected_defenders_left)
    )


@pytest.mark.parametrize(("italian", "most_lost"), [(False, 2), (True, 3)])
def test_every_end_state_is_a_conquest_or_a_stop(italian: bool, most_lost: int) -> None:
    for stop in (0, 1, 4, 9):
        odds = battle_exact(10, 12, italian=italian, stop=stop)
        for a, d, _ in odds.distribution:
            if d == 0:
                assert a > stop
            else:
                assert stop - most_lost < a <= stop
        conquests = [a for a, d, _ in odds.distribution if d == 0]
        assert conquests == sorted(conquests, reverse=True)
        failures = [(d, -a) for a, d, _ in odds.distribution if d > 0]
        assert failures == sorted(failures)
        assert odds.distribution[: len(conquests)] == tuple(x for x in odds.distribution if x[1] == 0)


def test_stopping_one_short_of_all_attackers_is_one_roll_when_the_defence_is_small() -> None:
    three_two = {(la, ld): p for la, ld, p in roll_outcomes(3, 2)}
    odds = battle_exact(3, 2, stop=2)
    assert _as_dict(odds.distribution) == {(3 - la, 2 - ld): p for (la, ld), p in three_two.items()}
    three_one = {(la, ld): p for la, ld, p in roll_outcomes(3, 1)}
    assert _as_dict(battle_exact(5, 1, stop=4).distribution) == {
        (5 - la, 1 - ld): p for (la, ld), p in three_one.items()
    }


def test_stopping_one_short_ends_at_the_first_army_lost() -> None:
    # 5 against 4, stop at 4: conquest needs two rolls that each cost the defender 2.
    odds = battle_exact(5, 4, stop=4)
    clean = Fraction(2890, 7776)
    assert odds.win == clean**2
    assert _as_dict(odds.distribution)[(5, 0)] == clean**2
    assert all(a < 5 for a, d, _ in odds.distribution if d > 0)


def test_a_higher_stop_never_helps_and_more_armies_do() -> None:
    for italian in (False, True):
        wins = [battle(12, 8, italian=italian, stop=s).win for s in range(12)]
        assert wins == sorted(wins, reverse=True)
        assert all(
            win_probability(a, d, italian) < win_probability(a + 1, d, italian)
            and win_probability(a, d, italian) > win_probability(a, d + 1, italian)
            for a in range(1, 15)
            for d in range(1, 15)
        )


def test_italian_only_differs_once_the_defence_has_three_armies() -> None:
    for a in range(1, 9):
        for d in (1, 2):
            assert battle_exact(a, d, italian=True) == replace(battle_exact(a, d), italian=True)
        assert battle(a, 3, italian=True).win < battle(a, 3).win


def test_win_probability_table_grows_correctly_in_any_order() -> None:
    for a, d in [(1, 30), (30, 1), (17, 17), (3, 2), (25, 40), (2, 60)]:
        for italian in (False, True):
            assert win_probability(a, d, italian) == pytest.approx(
                battle(a, d, italian=italian).win, rel=1e-12
            )
    assert win_probability(12, 8, stop=3) == battle(12, 8, stop=3).win


def test_results_are_cached() -> None:
    assert battle(9, 7, italian=True) is battle(9, 7, italian=True)
    assert battle(9, 7) is battle(9, 7, italian=False, stop=0)


def test_big_battles_are_quick_and_still_whole() -> None:
    odds = battle(200, 200)
    assert sum(p for *_, p in odds.distribution) == pytest.approx(1, abs=1e-12)
    assert 0.85 < odds.win < 0.95
    assert float(battle_exact(200, 200).win) == pytest.approx(odds.win, rel=1e-12)
    assert win_probability(200, 200) == pytest.approx(odds.win, rel=1e-12)
    assert battle(150, 3, italian=True, stop=100).win > 0.999


def test_odds_are_frozen() -> None:
    odds = battle(2, 2)
    with pytest.raises(AttributeError):
        odds.win = 1.0  # type: ignore[misc]


# ---------------------------------------------------------------- (e) the command line


def test_cli_table() -> None:
    result = runner.invoke(app, ["odds", "3", "2"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Conquest: 65.60%" in out
    assert "attacker 1.59 of 3" in out
    assert "37.17%" in out  # 3 left, 0 defenders: (2890/7776)
    assert "Cumulative" in out
    lines = [line.split() for line in out.splitlines()]
    rows = [r for r in lines if len(r) == 4 and r[0].isdigit() and r[1].isdigit()]
    assert [(r[0], r[1]) for r in rows] == [("3", "0"), ("2", "0"), ("1", "0"), ("0", "1"), ("0", "2")]
    assert rows[-1][3] == "100%"


def test_cli_italian_and_stop() -> None:
    result = runner.invoke(app, ["odds", "12", "8", "--italian", "--stop", "3"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert "up to 3 defence dice (Italian)" in text and "stopping at 3 attacking armies left" in text
    assert percent(battle(12, 8, italian=True, stop=3).win) in result.stdout


def test_cli_json() -> None:
    result = runner.invoke(app, ["odds", "4", "3", "--italian", "--stop", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    exact = battle_exact(4, 3, italian=True, stop=1)
    assert data["attackers"] == 4 and data["defenders"] == 3 and data["italian"] is True and data["stop"] == 1
    assert Fraction(data["win_exact"]) == exact.win
    assert data["win"] == float(exact.win)
    assert Fraction(data["loss_exact"]) == exact.loss
    assert Fraction(data["expected_attackers_left_exact"]) == exact.expected_attackers_left
    assert Fraction(data["expected_defenders_left_exact"]) == exact.expected_defenders_left
    assert data["expected_defenders_left"] == float(exact.expected_defenders_left)
    rows = data["distribution"]
    assert [
        (r["attackers_left"], r["defenders_left"], Fraction(r["probability_exact"])) for r in rows
    ] == list(exact.distribution)
    assert all(r["probability"] == float(Fraction(r["probability_exact"])) for r in rows)
    assert rows[-1]["cumulative_exact"] == "1" and rows[-1]["cumulative"] == 1.0
    assert Fraction(rows[1]["cumulative_exact"]) == exact.distribution[0][2] + exact.distribution[1][2]


def test_cli_json_one_against_one() -> None:
    data = json.loads(runner.invoke(app, ["odds", "1", "1", "--json"]).stdout)
    assert data["win_exact"] == "5/12"
    assert [r["probability_exact"] for r in data["distribution"]] == ["5/12", "7/12"]


@pytest.fixture
def low_digit_limit() -> Iterator[int]:
    """Python refuses to print ints longer than a limit (4300 digits by default); lower it."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(640)
    try:
        yield 640
    finally:
        sys.set_int_max_str_digits(before)


def test_cli_json_prints_fractions_longer_than_pythons_digit_limit(low_digit_limit: int) -> None:
    result = runner.invoke(app, ["odds", "400", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert sys.get_int_max_str_digits() == low_digit_limit
    data = json.loads(result.stdout)
    assert len(data["distribution"][-1]["probability_exact"]) > 2 * low_digit_limit
    assert data["win"] == 1.0
    sys.set_int_max_str_digits(0)  # to read it back here; the fixture restores the default
    # 398 rolls of 3 dice against 1, then 2 against 1, then 1 against 1, all lost
    assert Fraction(data["loss_exact"]) == Fraction(441, 1296) ** 398 * Fraction(91, 216) * Fraction(21, 36)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-3", "2"], "attackers must be at least 1"),
        (["0", "2"], "attackers must be at least 1"),
        (["3", "0"], "defenders must be at least 1"),
        (["3", "-4"], "defenders must be at least 1"),
        (["3", "2", "--stop", "3"], "stop must be from 0 to 2"),
        (["3", "2", "--stop", "-1"], "stop must be from 0 to 2"),
        (["1", "5", "--stop", "1", "--json"], "stop must be from 0 to 0"),
        (["1001", "2"], "at most 1000 armies a side"),
    ],
)
def test_cli_bad_input_is_one_line_and_exit_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["odds", *args])
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("Error:")
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("p", "text"),
    [
        (0.0, "0%"),
        (1.0, "100%"),
        (5 / 12, "41.67%"),
        (0.00001234, "0.0012%"),
        (1e-40, "1e-38%"),
        (0.99998765, "99.9988%"),
        (1 - 1e-15, ">99.999999999999%"),
    ],
)
def test_percent(p: float, text: str) -> None:
    assert percent(p) == text
