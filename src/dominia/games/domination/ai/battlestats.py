"""Expected outcomes of a battle fought to the end, from growing tables.

`odds.win_probability` answers "will it fall?"; planning a chain of conquests also needs
how many attackers survive a won battle and what a battle costs on average. These come
from the same Markov chain over (attackers, defenders) as `dominia.games.domination.odds`,
built from its exact per-roll outcomes (`odds.roll_outcomes`), grown on demand and
shared by every AI. Big battles (beyond `LIMIT` on a side) are scaled down from the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from dominia.games.domination.dice import MAX_ATTACK_DICE, MAX_DEFENCE_DICE, MAX_DEFENCE_DICE_ITALIAN
from dominia.games.domination.odds import roll_outcomes, win_probability

LIMIT = 120  # the tables go up to LIMIT attackers and LIMIT defenders


class _Tables:
    """left_win[a][d]: E[attackers left at the end, counting 0 when the attack fails];
    def_left[a][d]: E[defenders left at the end]."""

    def __init__(self, italian: bool) -> None:
        most = MAX_DEFENCE_DICE_ITALIAN if italian else MAX_DEFENCE_DICE
        self.most = most
        self.rolls: list[list[tuple[tuple[int, int, float], ...]]] = [[]] + [
            [()]
            + [tuple((la, ld, float(p)) for la, ld, p in roll_outcomes(ad, dd)) for dd in range(1, most + 1)]
            for ad in range(1, MAX_ATTACK_DICE + 1)
        ]
        self.left_win: list[list[float]] = [[0.0]]  # a = 0 row: the attack failed
        self.def_left: list[list[float]] = [[0.0]]
        self.width = 0  # columns d = 0..width present in every row

    def grow(self, attackers: int, defenders: int) -> None:
        width = max(self.width, defenders)
        height = max(len(self.left_win) - 1, attackers)
        lw, dl, rolls, most = self.left_win, self.def_left, self.rolls, self.most
        # extend existing rows to the new width, then add new rows
        for a in range(height + 1):
            if a == len(lw):
                lw.append([float(a)])
                dl.append([0.0])
            row_w, row_d = lw[a], dl[a]
            by_def = rolls[a if a < MAX_ATTACK_DICE else MAX_ATTACK_DICE]
            for d in range(len(row_w), width + 1):
                if a == 0:
                    row_w.append(0.0)
                    row_d.append(float(d))
                    continue
                sw = sd = 0.0
                for la, ld, p in by_def[d if d < most else most]:
                    sw += p * lw[a - la][d - ld]
                    sd += p * dl[a - la][d - ld]
                row_w.append(sw)
                row_d.append(sd)
        self.width = width


_TABLES: dict[bool, _Tables] = {}


def _tables(italian: bool) -> _Tables:
    tab = _TABLES.get(italian)
    if tab is None:
        tab = _TABLES[italian] = _Tables(italian)
    return tab


_STATS: dict[int, tuple[float, float, float, float]] = {}
_WINS: dict[int, float] = {}
T = TypeVar("T")
_CACHE_MOST = 400_000  # entries before a cache is cleared (memory stays bounded)


def _cached(cache: dict[int, T], fn: Callable[..., T], attackers: int, defenders: int, italian: bool) -> T:
    """`fn(attackers, defenders, italian)`, kept in `cache` (cleared when it grows too big)."""
    key = (attackers << 20) | (defenders << 1) | italian if 0 <= defenders < 1 << 19 else -1
    out = cache.get(key)
    if out is None:
        out = fn(attackers, defenders, italian)
        if key >= 0:
            if len(cache) > _CACHE_MOST:
                cache.clear()
            cache[key] = out
    return out


def stats(attackers: int, defenders: int, italian: bool = False) -> tuple[float, float, float, float]:
    """(win probability, expected attackers left given a win, expected attacker losses,
    expected defender losses) for `attackers` (not counting the one left behind) fighting
    `defenders` to the end."""
    return _cached(_STATS, _stats, attackers, defenders, italian)


def _stats(attackers: int, defenders: int, italian: bool) -> tuple[float, float, float, float]:
    if attackers < 1:
        return 0.0, 0.0, 0.0, 0.0
    if defenders < 1:
        return 1.0, float(attackers), 0.0, 0.0
    scale = 1.0
    a, d = attackers, defenders
    if a > LIMIT or d > LIMIT:
        scale = max(a, d) / LIMIT
        a = max(1, round(a / scale))
        d = max(1, round(d / scale))
    tab = _TABLES.get(italian) or _tables(italian)
    try:
        w = tab.left_win[a][d]
    except IndexError:
        tab.grow(a, d)
        w = tab.left_win[a][d]
    dloss = d - tab.def_left[a][d]
    p = win_probability(a, d, italian)
    left_win = w / p if p > 1e-12 else 0.0
    # attackers left overall = left_win * p (a failed attack leaves 0 attackers)
    losses = a - w
    if scale != 1.0:
        return p, left_win * scale, losses * scale, dloss * scale
    return p, left_win, losses, dloss


def win(attackers: int, defenders: int, italian: bool = False) -> float:
    """`odds.win_probability`, safe for any numbers (0 attackers: 0)."""
    return _cached(_WINS, _win, attackers, defenders, italian)


def _win(attackers: int, defenders: int, italian: bool) -> float:
    if attackers < 1:
        return 0.0
    if defenders < 1:
        return 1.0
    if attackers > 400 or defenders > 400:
        return stats(attackers, defenders, italian)[0]
    return win_probability(attackers, defenders, italian)
