"""Dominion's simulator figures: how each game ended (Provinces or piles), after each of a
seat's turns its VP, the coins it generated in that turn (Treasures and +$ alike: DominionSim's
"$ generated per turn") and the coin value of the Treasures it owns (its deck's money); and at
the end of each game what it was left with: the piles emptied, the trash and each deck.

The engine records each seat's worth and coins at the end of its turns
(`DominionState.worth_log` and `coin_log`, set by the collector), so following a game costs one
sum per turn and nothing per decision. The summary is kept in running totals (`DominionTally`,
one row at a time), so a batch's memory does not grow with its games.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from math import isfinite
from typing import Any

from dominia.core.game import Outcome
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.engine import M
from dominia.games.dominion.rules import COINS_MASK, VP_SHIFT, track_worth
from dominia.games.dominion.state import DominionState, PlayerState


class DominionCollector:
    watches_steps = False  # (the turn loop records the curves: `on_step` does nothing)

    def __init__(self, seats: int) -> None:
        self.seats = seats

    def start(self, state: Any) -> None:
        track_worth(state)

    def on_step(self, state: Any) -> None:
        return None

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]:
        log: list[list[int]] = state.worth_log
        names = T.NAME
        piles = state.piles
        return {
            "turns": list(outcome.details["turns"]),
            "vp_curve": [[w >> VP_SHIFT for w in seat] for seat in log],
            # (the coin value of the Treasures owned: the row's name predates the coins curve)
            "money_curve": [[w & COINS_MASK for w in seat] for seat in log],
            "coins_curve": state.coin_log,  # (the game's own lists: the game is over)
            "deck": [_count(names, p.hand + p.deck + p.discard + p.play + p.aside) for p in state.players],
            "board": {
                "emptied": {n: 1 for i, n in enumerate(state.pile_names) if state.supply[i] and not piles[i]},
                "trash": _count(names, state.trash),
            },
        }


def _count(names: list[str], uids: list[int]) -> dict[str, int]:
    """Cards by name, counted in C (this runs for every seat of every game; the summary sorts):
    kinds are below 256 (`engine.M`), so they fit in bytes, and bytes count fast."""
    kinds = bytes(map(M.__and__, uids))
    return {names[k]: kinds.count(k) for k in set(kinds)}


COMPENSATED = sys.version_info >= (3, 12)  # sum() of floats compensates since Python 3.12


class FloatSum:
    """`sum()` of floats, one at a time: the same float the builtin gives for the same values
    in the same order (sequential additions before Python 3.12, Neumaier's compensated sum
    since), so running means equal the means of kept lists to the last bit."""

    __slots__ = ("total", "comp", "n")

    def __init__(self) -> None:
        # (sum() starts from an int 0; 0.0 gives the same sums, and mypyc keeps floats as floats)
        self.total = 0.0
        self.comp = 0.0
        self.n = 0

    def add(self, x: float) -> None:
        f = self.total
        if not self.n or not COMPENSATED:
            self.total = f + x
        else:
            t = f + x
            self.comp += (f - t) + x if abs(f) >= abs(x) else (x - t) + f
            self.total = t
        self.n += 1

    @property
    def value(self) -> float | int:
        if not self.n:
            return 0  # (sum() of nothing: the int 0)
        c = self.comp
        return self.total + c if c and isfinite(c) else self.total

    def mean(self) -> float:
        """`core.stats.mean` of the values added."""
        return round(self.value / self.n, 3) if self.n else 0.0


class _Curve:
    """Curves over the games: per turn, the sum of the values and how many curves reached it
    (`core.stats.curve` and `reach` of the kept curves, exact: the values are ints)."""

    __slots__ = ("sums", "ends")

    def __init__(self) -> None:
        self.sums: list[int] = []
        self.ends: list[int] = [0]  # curves by length

    def grow(self, k: int) -> None:
        """Room for a curve of k turns, counted as one."""
        sums = self.sums
        if k > len(sums):
            sums += [0] * (k - len(sums))
            self.ends += [0] * (k + 1 - len(self.ends))
        ends = self.ends
        ends[k] = ends[k] + 1

    def add(self, xs: list[int]) -> None:
        k = len(xs)
        self.grow(k)
        sums = self.sums
        for i in range(k):  # (a compiled loop over ints: a curve is added at every game)
            sums[i] = sums[i] + xs[i]  # (not +=: mypyc adds a list's ints natively only so)

    def reached(self) -> list[int]:
        """Per turn, the curves that reached it."""
        out, n = [], 0
        for t in range(len(self.sums), 0, -1):
            n += self.ends[t]
            out.append(n)
        return out[::-1]

    def means(self) -> list[float]:
        return [round(s / k, 3) for s, k in zip(self.sums, self.reached(), strict=True)]


class _Curves:
    """One entry's curves over the games (VP, coins generated and Treasure value owned, per
    turn), its per-game means, and its decks at the end."""

    __slots__ = (
        "runs", "vp", "money", "coins", "vp_rate", "money_mean", "coins_mean", "decks", "kinds", "deck_runs"
    )  # fmt: skip

    def __init__(self) -> None:
        self.runs = 0
        self.vp = _Curve()
        self.money = _Curve()
        self.coins = _Curve()
        self.vp_rate = FloatSum()  # per game: its last VP / its turns
        self.money_mean = FloatSum()  # per game: its mean Treasure value over its turns
        self.coins_mean = FloatSum()  # per game: its mean coins generated per turn
        self.decks: dict[str, int] = {}  # cards at the end, summed over the games' rows
        self.kinds: list[int] = []  # ... by kind, over the games of the batch loop (`add_game`)
        self.deck_runs = 0

    def add(
        self, vp: list[int], money: list[int], coins: list[int] | None, deck: dict[str, int] | None
    ) -> None:
        self.runs += 1
        self.vp.add(vp)
        self.money.add(money)
        if vp:
            self.vp_rate.add(vp[-1] / len(vp))
        if money:
            self.money_mean.add(sum(money) / len(money))
        if coins is not None:  # (rows of a games file written before coins were recorded lack them)
            self.coins.add(coins)
            if coins:
                self.coins_mean.add(sum(coins) / len(coins))
        if deck is not None:
            self.deck_runs += 1
            decks = self.decks
            for card, k in deck.items():
                decks[card] = decks.get(card, 0) + k

    def add_worths(self, worths: list[int], coins: list[int], p: PlayerState) -> None:
        """`add` of a game's row, from the game's own record (`worth_log`, `coin_log`, one per
        turn) and the seat's cards counted by kind (no dict by name per game)."""
        self.runs += 1
        k = len(worths)
        vp, money = self.vp, self.money
        vp.grow(k)
        money.grow(k)
        vp_sums, money_sums = vp.sums, money.sums
        total_money = 0
        for i in range(k):  # (the two curves in one pass over the packed worths)
            w = worths[i]
            vp_sums[i] = vp_sums[i] + (w >> VP_SHIFT)  # (not +=: see `_Curve.add`)
            m = w & COINS_MASK
            money_sums[i] = money_sums[i] + m
            total_money += m
        if k:
            self.vp_rate.add((worths[-1] >> VP_SHIFT) / k)
            self.money_mean.add(total_money / k)
        self.coins.add(coins)
        if coins:
            self.coins_mean.add(sum(coins) / len(coins))
        self.deck_runs += 1
        kinds = self.kinds
        if len(kinds) < len(T.NAME):
            kinds += [0] * (len(T.NAME) - len(kinds))
        for zone in (p.hand, p.deck, p.discard, p.play, p.aside):
            for c in zone:
                kind = c & M
                kinds[kind] = kinds[kind] + 1

    def figures(self) -> dict[str, Any]:
        runs = self.runs
        decks = _merged(self.decks, self.kinds)
        return {
            "vp_per_turn": self.vp.means(),
            "coins_per_turn": self.coins.means(),
            "treasure_value_per_turn": self.money.means(),
            "reach_per_turn": [round(k / runs, 4) for k in self.vp.reached()] if runs else [],
            "avg_vp_per_turn": self.vp_rate.mean(),
            "avg_coins_per_turn": self.coins_mean.mean(),
            "avg_treasure_value": self.money_mean.mean(),
            "avg_deck": _averages(decks, self.deck_runs),
            "avg_deck_size": round(sum(decks.values()) / self.deck_runs, 2) if self.deck_runs else 0.0,
        }


def _merged(by_name: dict[str, int], by_kind: list[int]) -> dict[str, int]:
    """Counts by name, with counts by kind (`table.NAME`'s index) added."""
    out = dict(by_name)
    names = T.NAME
    for k, v in enumerate(by_kind):
        if v:
            out[names[k]] = out.get(names[k], 0) + v
    return out


def _averages(totals: dict[str, int], games: int) -> dict[str, float]:
    """Per game, most first (then by name)."""
    if not games:
        return {}
    return {k: round(v / games, 2) for k, v in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))}


class DominionTally:
    """The figures of a batch from its ended games' rows, added in index order."""

    def __init__(self, n: int) -> None:
        self.ended: dict[str, int] = {}
        self.games = 0
        self.entries = [_Curves() for _ in range(n)]
        self.boards = 0  # games whose row has the end-of-game board
        self.emptied: dict[str, int] = {}  # pile -> games that ended with it empty
        self.trash: dict[str, int] = {}  # card -> copies trashed, summed over the games' rows
        self.trash_kinds: list[int] = []  # ... by kind, over the games of the batch loop

    def add(self, row: dict[str, Any]) -> None:
        self.games += 1
        reason = row["reason"]
        self.ended[reason] = self.ended.get(reason, 0) + 1
        vp, money = row["vp_curve"], row["money_curve"]
        coins, deck = row.get("coins_curve"), row.get("deck")
        for s, e in enumerate(row["seats"]):
            self.entries[e].add(vp[s], money[s], coins[s] if coins else None, deck[s] if deck else None)
        board = row.get("board")
        if board is not None:
            self.boards += 1
            for pile in board.get("emptied", ()):
                self.emptied[pile] = self.emptied.get(pile, 0) + 1
            for card, k in board.get("trash", {}).items():
                self.trash[card] = self.trash.get(card, 0) + k

    def add_game(self, g: DominionState, seats: list[int]) -> None:
        """`add` of the row `DominionCollector.finish` makes of this ended game (seat s held
        line-up entry seats[s]), without the row: the batch loop's."""
        self.games += 1
        reason = g.end_reason
        self.ended[reason] = self.ended.get(reason, 0) + 1
        log = g.worth_log
        assert log is not None
        coins = g.coin_log
        players = g.players
        entries = self.entries
        for s, e in enumerate(seats):
            entries[e].add_worths(log[s], coins[s], players[s])
        self.boards += 1
        piles = g.piles
        supply = g.supply
        emptied = self.emptied
        for i, name in enumerate(g.pile_names):
            if supply[i] and not piles[i]:
                emptied[name] = emptied.get(name, 0) + 1
        kinds = self.trash_kinds
        if len(kinds) < len(T.NAME):
            kinds += [0] * (len(T.NAME) - len(kinds))
        for c in g.trash:
            k = c & M
            kinds[k] = kinds[k] + 1

    def result(self, bots: list[dict[str, Any]]) -> dict[str, Any]:
        for b, entry in zip(bots, self.entries, strict=False):
            b.update(entry.figures())
        games = self.games or 1
        boards = self.boards
        emptied = sorted(self.emptied.items(), key=lambda kv: (-kv[1], kv[0]))
        return {
            "ended_on": {k: round(100 * v / games, 2) for k, v in sorted(self.ended.items())},
            # the end of the game: how often each pile was empty (%), and the trash per game
            "piles_emptied_pct": {k: round(100 * v / boards, 2) for k, v in emptied} if boards else {},
            "avg_trash": _averages(_merged(self.trash, self.trash_kinds), boards),
        }


class DominionFigures:
    def collector(self, seats: int) -> DominionCollector:
        return DominionCollector(seats)

    def tally(self, n: int) -> DominionTally:
        return DominionTally(n)

    def play_many(
        self,
        batch: Any,
        start: int,
        stop: int,
        tally: Any,
        make: Callable[[str, int], Any],
        max_steps: int,
        on_games: Callable[[int], None] | None = None,
    ) -> None:
        """The simulator's batch loop (`batch_loop.play_many`): games start..stop-1 of the
        batch straight into its tally, no row made."""
        from dominia.games.dominion.batch_loop import play_many

        play_many(batch, start, stop, tally, make, max_steps, on_games)

    def summarize(self, rows: list[dict[str, Any]], bots: list[dict[str, Any]], n: int) -> dict[str, Any]:
        tally = DominionTally(n)
        for row in rows:
            tally.add(row)
        return tally.result(bots)


FIGURES = DominionFigures()
