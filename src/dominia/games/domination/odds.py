"""Exact battle odds for Domination, by a Markov chain over (attackers, defenders).

A battle state is (a, d): `a` armies able to attack (the attacking territory
holds a + 1, one must stay behind) against `d` defending armies. Every roll
both sides throw the most dice they may (attacker min(3, a), defender min(2, d),
min(3, d) in the Italian variant) and lose armies as `dice.compare` says. The
battle ends when the defenders are gone (conquest) or the attacker is down to
`stop` attacking armies (0: fight to the last, the territory keeps its one).

The chance of each (attacker losses, defender losses) of one roll is counted by
enumerating every outcome of the dice once per (attacker dice, defender dice)
pair. A roll always removes min(attacker dice, defender dice) armies, so every
state only leads to states with fewer armies in all: one pass over the states,
most armies first, carries the probability mass forward exactly (no recursion,
no sampling). `battle_exact` does it in integers over a common denominator and
returns `Fraction`s; `battle` does it in floats and is cached, and
`win_probability` answers from a growing table, for AIs that ask thousands of
times.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, TypeVar

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg
from dominia.games.domination.dice import (
    MAX_ATTACK_DICE,
    MAX_DEFENCE_DICE,
    MAX_DEFENCE_DICE_ITALIAN,
    compare,
)

P = TypeVar("P", float, Fraction)

# Every roll's probabilities are integers over BASE ** (armies the roll removes):
# a roll removing r = min(dice) armies throws at most 4 dice when r = 1
# (1 vs 3, 3 vs 1), 5 when r = 2 and 6 when r = 3, and 6**(4r) covers all.
BASE = 6**4


class BattleError(InvalidOptions, ValueError):
    """A battle that cannot be fought (no attackers, no defenders, a stop out of range)."""


@dataclass(frozen=True)
class Odds(Generic[P]):
    """The outcome of a battle fought to the end (or to the stop threshold)."""

    attackers: int
    defenders: int
    italian: bool
    stop: int
    win: P
    """Probability of conquest."""
    loss: P
    """Probability that the attack stops without taking the territory (summed, not 1 - win)."""
    expected_attackers_left: P
    expected_defenders_left: P
    distribution: tuple[tuple[int, int, P], ...]
    """(attackers left, defenders left, probability) of every end state with probability > 0,
    best for the attacker first: conquests with most attackers left, then failures with
    fewest defenders left (most attackers left among equals)."""

    @property
    def expected_attacker_losses(self) -> P:
        return self.attackers - self.expected_attackers_left

    @property
    def expected_defender_losses(self) -> P:
        return self.defenders - self.expected_defenders_left


# ---------------------------------------------------------------- one roll


@functools.cache
def roll_outcomes(attack_dice: int, defence_dice: int) -> tuple[tuple[int, int, Fraction], ...]:
    """(attacker losses, defender losses, probability) of one roll, by enumerating every outcome."""
    if not (1 <= attack_dice <= MAX_ATTACK_DICE and 1 <= defence_dice <= MAX_DEFENCE_DICE_ITALIAN):
        raise ValueError(f"no roll of {attack_dice} attacking against {defence_dice} defending dice")
    counts: dict[tuple[int, int], int] = {}
    faces = range(1, 7)
    for dice in itertools.product(faces, repeat=attack_dice + defence_dice):
        key = compare(dice[:attack_dice], dice[attack_dice:])
        counts[key] = counts.get(key, 0) + 1
    total = 6 ** (attack_dice + defence_dice)
    return tuple((la, ld, Fraction(n, total)) for (la, ld), n in sorted(counts.items()))


@functools.cache
def _scaled_table(most_defence: int) -> list[list[tuple[tuple[int, int, int], ...]]]:
    """[attack dice][defence dice] -> (la, ld, probability * BASE**(la + ld)) as integers."""
    table: list[list[tuple[tuple[int, int, int], ...]]] = [[()] * (most_defence + 1)]
    for ad in range(1, MAX_ATTACK_DICE + 1):
        row: list[tuple[tuple[int, int, int], ...]] = [()]
        for dd in range(1, most_defence + 1):
            scaled = []
            for la, ld, p in roll_outcomes(ad, dd):
                num = p * BASE ** (la + ld)
                assert num.denominator == 1
                scaled.append((la, ld, num.numerator))
            row.append(tuple(scaled))
        table.append(row)
    return table


@functools.cache
def _float_table(most_defence: int) -> list[list[tuple[tuple[int, int, float], ...]]]:
    """[attack dice][defence dice] -> (la, ld, probability) as floats."""
    table: list[list[tuple[tuple[int, int, float], ...]]] = [[()] * (most_defence + 1)]
    for ad in range(1, MAX_ATTACK_DICE + 1):
        row: list[tuple[tuple[int, int, float], ...]] = [()]
        for dd in range(1, most_defence + 1):
            row.append(tuple((la, ld, float(p)) for la, ld, p in roll_outcomes(ad, dd)))
        table.append(row)
    return table


def _most_defence(italian: bool) -> int:
    return MAX_DEFENCE_DICE_ITALIAN if italian else MAX_DEFENCE_DICE


# ---------------------------------------------------------------- the battle


def check_battle(attackers: int, defenders: int, stop: int = 0) -> None:
    """Raise `BattleError` (one clear sentence) unless the battle can be fought."""
    if attackers < 1:
        raise BattleError(msg("error-odds-attackers", n=attackers))
    if defenders < 1:
        raise BattleError(msg("error-odds-defenders", n=defenders))
    if not 0 <= stop < attackers:
        raise BattleError(msg("error-odds-stop", n=stop, most=attackers - 1, attackers=attackers))


def _distribution_cells(attackers: int, defenders: int, stop: int) -> list[tuple[int, int]]:
    """Every end state, best for the attacker first."""
    cells = [(a, 0) for a in range(attackers, stop, -1)]
    for d in range(1, defenders + 1):
        cells.extend((a, d) for a in range(stop, -1, -1))
    return cells


def _float_mass(attackers: int, defenders: int, italian: bool, stop: int) -> list[list[float]]:
    most = _most_defence(italian)
    table = _float_table(most)
    mass = [[0.0] * (defenders + 1) for _ in range(attackers + 1)]
    mass[attackers][defenders] = 1.0
    for a in range(attackers, stop, -1):
        row = mass[a]
        by_defence = table[a if a < MAX_ATTACK_DICE else MAX_ATTACK_DICE]
        for d in range(defenders, 0, -1):
            m = row[d]
            if m == 0.0:
                continue
            for la, ld, p in by_defence[d if d < most else most]:
                mass[a - la][d - ld] += m * p
    return mass


def _exact_mass(attackers: int, defenders: int, italian: bool, stop: int) -> list[list[int]]:
    """Like `_float_mass`, but cell (a, d) holds the integer numerator over
    BASE ** (armies removed so far) = BASE ** (attackers + defenders - a - d)."""
    most = _most_defence(italian)
    table = _scaled_table(most)
    mass = [[0] * (defenders + 1) for _ in range(attackers + 1)]
    mass[attackers][defenders] = 1
    for a in range(attackers, stop, -1):
        row = mass[a]
        by_defence = table[a if a < MAX_ATTACK_DICE else MAX_ATTACK_DICE]
        for d in range(defenders, 0, -1):
            m = row[d]
            if not m:
                continue
            for la, ld, n in by_defence[d if d < most else most]:
                mass[a - la][d - ld] += m * n
    return mass


@functools.lru_cache(maxsize=4096)
def _battle(attackers: int, defenders: int, italian: bool, stop: int) -> Odds[float]:
    mass = _float_mass(attackers, defenders, italian, stop)
    dist = tuple(
        (a, d, mass[a][d]) for a, d in _distribution_cells(attackers, defenders, stop) if mass[a][d] > 0.0
    )
    return Odds(
        attackers=attackers,
        defenders=defenders,
        italian=italian,
        stop=stop,
        win=sum(p for _, d, p in dist if d == 0),
        loss=sum(p for _, d, p in dist if d > 0),
        expected_attackers_left=sum(a * p for a, _, p in dist),
        expected_defenders_left=sum(d * p for _, d, p in dist),
        distribution=dist,
    )


def battle(attackers: int, defenders: int, *, italian: bool = False, stop: int = 0) -> Odds[float]:
    """The odds of `attackers` (not counting the army left behind) against `defenders`,
    both rolling the most dice every time, until conquest or `stop` attackers are left.

    Floats, cached: repeated calls with the same arguments cost a dictionary look-up.
    """
    check_battle(attackers, defenders, stop)
    return _battle(attackers, defenders, bool(italian), stop)


@functools.lru_cache(maxsize=256)
def _battle_exact(attackers: int, defenders: int, italian: bool, stop: int) -> Odds[Fraction]:
    mass = _exact_mass(attackers, defenders, italian, stop)
    total = attackers + defenders
    power = [1] * (total + 1)
    for k in range(1, total + 1):
        power[k] = power[k - 1] * BASE
    ends = [(a, d, mass[a][d]) for a, d in _distribution_cells(attackers, defenders, stop) if mass[a][d]]
    # Sums over the common denominator BASE ** total: one reduction each, not one per term.
    common = [(a, d, m * power[a + d]) for a, d, m in ends]
    whole = power[total]
    return Odds(
        attackers=attackers,
        defenders=defenders,
        italian=italian,
        stop=stop,
        win=Fraction(sum(n for _, d, n in common if d == 0), whole),
        loss=Fraction(sum(n for _, d, n in common if d > 0), whole),
        expected_attackers_left=Fraction(sum(a * n for a, _, n in common), whole),
        expected_defenders_left=Fraction(sum(d * n for _, d, n in common), whole),
        distribution=tuple((a, d, Fraction(m, power[total - a - d])) for a, d, m in ends),
    )


def battle_exact(attackers: int, defenders: int, *, italian: bool = False, stop: int = 0) -> Odds[Fraction]:
    """`battle` with exact `Fraction`s (slower: meant for checks, tables and small battles)."""
    check_battle(attackers, defenders, stop)
    return _battle_exact(attackers, defenders, bool(italian), stop)


def expected_losses(
    attackers: int, defenders: int, *, italian: bool = False, stop: int = 0
) -> tuple[float, float]:
    """(expected attacker losses, expected defender losses) of the battle."""
    odds = battle(attackers, defenders, italian=italian, stop=stop)
    return odds.expected_attacker_losses, odds.expected_defender_losses


# ---------------------------------------------------------------- the fast path

# win[italian][a][d]: probability that a attacking armies take d defenders when
# fighting to the last. Grown on demand; a cell needs only cells with fewer armies.
_WIN: dict[bool, list[list[float]]] = {False: [[1.0]], True: [[1.0]]}


def _grow(grid: list[list[float]], attackers: int, defenders: int, italian: bool) -> None:
    most = _most_defence(italian)
    table = _float_table(most)
    width = max(len(grid[0]) - 1, defenders) + 1
    height = max(len(grid) - 1, attackers) + 1
    for a in range(height):
        if a == len(grid):
            grid.append([1.0])
        row = grid[a]
        by_defence = table[a if a < MAX_ATTACK_DICE else MAX_ATTACK_DICE]
        for d in range(len(row), width):
            if a == 0:
                row.append(0.0)
                continue
            row.append(sum(p * grid[a - la][d - ld] for la, ld, p in by_defence[d if d < most else most]))


def win_probability(attackers: int, defenders: int, italian: bool = False, *, stop: int = 0) -> float:
    """Probability of conquest; `battle(...).win` from a shared table (stop 0) at the cost of an index."""
    if stop:
        return battle(attackers, defenders, italian=italian, stop=stop).win
    grid = _WIN[bool(italian)]
    try:
        if attackers >= 1 and defenders >= 1:
            return grid[attackers][defenders]
    except IndexError:
        pass
    check_battle(attackers, defenders, stop)
    _grow(grid, attackers, defenders, bool(italian))
    return grid[attackers][defenders]


def clear_caches() -> None:
    """Forget every computed battle and the win table (the per-roll tables stay: they never change)."""
    _battle.cache_clear()
    _battle_exact.cache_clear()
    for italian in _WIN:
        _WIN[italian] = [[1.0]]
