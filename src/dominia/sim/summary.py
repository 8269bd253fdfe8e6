"""From the rows of a batch's games to its summary: wins, ties and win % with 95% intervals
per entry, game length, and each game's own figures (its spec's `figures`, e.g. VP and money
per turn, knock-outs and territories per round, score by source). Rows may come in any order;
the summary depends only on which games they are.

`Tally` keeps the summary in running totals, a row at a time, so a batch's memory does not
grow with its games (a game's figures without a tally of their own keep their rows). Rows are
taken in index order (one that arrives early waits for the ones before it), so every float
sum is made in the same order as over the sorted rows, and the figures are the same to the
last digit whichever backend played the games.
"""

from __future__ import annotations

from typing import Any

from dominia.core.game import get_spec
from dominia.core.stats import wilson
from dominia.sim.batch import STALLED, Batch

Row = dict[str, Any]


class Mean:
    """`core.stats.mean` of values added one at a time (exact for ints: scores and turns)."""

    __slots__ = ("total", "n")

    def __init__(self) -> None:
        self.total: float = 0
        self.n = 0

    def add(self, x: float) -> None:
        self.total += x
        self.n += 1

    def mean(self) -> float:
        return round(self.total / self.n, 3) if self.n else 0.0


class Tally:
    """A batch's summary in running totals: `add` every row (any order), then `summary`.

    A game's batch loop (`sim.run`) adds its games into these fields itself, as `_take` adds a
    row, in index order: `next`, `games`, `stalled`, `cpu`, `tied_games`, `lengths`, and per
    entry `scores`, `turns`, `share`, `wins`, `ties`, per seat `by_seat`; its figures into
    `figures_tally`. (tests/sim/test_batch_loop.py holds both ways to the same summary.)"""

    def __init__(self, batch: Batch) -> None:
        self.batch = batch
        n = self.n = len(batch.labels)
        self.next = 0  # the index of the next row to take
        self.early: dict[int, list[Row]] = {}  # rows that came before their turn
        self.games = 0
        self.stalled = 0
        self.cpu = 0.0
        self.wins = [0] * n
        self.ties = [0] * n
        self.share = [0.0] * n
        self.by_seat = [0.0] * n  # win share by seat position, whoever sat there: the turn-order effect
        self.scores = [Mean() for _ in range(n)]
        self.turns = [Mean() for _ in range(n)]
        self.lengths = Mean()
        self.tied_games = 0
        self.whole_game_turns = False
        figures = get_spec(batch.game).figures()
        self.figures = figures
        make_tally = getattr(figures, "tally", None)
        self.figures_tally = make_tally(n) if make_tally is not None else None
        self.ended_rows: list[Row] = []  # for figures without a tally of their own

    def add(self, row: Row) -> None:
        i = row["index"]
        if i != self.next:
            self.early.setdefault(i, []).append(row)
            return
        self._take(row)
        self.next += 1
        early = self.early
        while early:
            waiting = early.pop(self.next, None)
            if waiting is None:
                break
            for r in waiting:
                self._take(r)
            self.next += 1

    def _take(self, row: Row) -> None:
        self.games += 1
        self.cpu += row.get("cpu", 0.0)
        if row["reason"] == STALLED:
            self.stalled += 1
            return
        n = self.n
        seats = row["seats"]
        winners = row["winners"]
        k = len(winners)
        self.tied_games += k > 1
        t = row["turns"]
        if isinstance(t, int):
            self.whole_game_turns = True
            t = [t] * n
        self.lengths.add(max(t) if t else 0)
        for s, e in enumerate(seats):
            self.scores[e].add(row["scores"][s])
            self.turns[e].add(t[s] if s < len(t) else 0)
            if s in winners:
                self.share[e] += 1 / k
                self.by_seat[s] += 1 / k
                if k == 1:
                    self.wins[e] += 1
                else:
                    self.ties[e] += 1
        if self.figures_tally is not None:
            self.figures_tally.add(row)
        elif self.figures is not None:
            self.ended_rows.append(row)

    def summary(self) -> dict[str, Any]:
        """Stalled games (no end within the step limit) count as games nobody won; scores,
        lengths and each game's own figures are over the games that ended."""
        for i in sorted(self.early):  # (a gap in the indices: the rest in order)
            for r in self.early.pop(i):
                self._take(r)
        batch, games, n = self.batch, self.games, self.n
        ended = games - self.stalled
        labels = batch.labels
        bots = []
        for e in range(n):
            lo, hi = wilson(self.share[e], games)
            bots.append(
                {
                    "bot": labels[e],
                    "wins": self.wins[e],
                    "ties": self.ties[e],
                    "win_pct": round(100 * self.share[e] / games, 2) if games else 0.0,
                    "ci95": [round(100 * lo, 2), round(100 * hi, 2)],
                    "avg_score": self.scores[e].mean(),
                    "avg_turns": self.turns[e].mean(),
                }
            )
        if self.figures_tally is not None:
            extra = self.figures_tally.result(bots)
        elif self.figures is not None:
            extra = self.figures.summarize(self.ended_rows, bots, n)
        else:
            extra = {}
        by_seat, cpu = self.by_seat, self.cpu
        out: dict[str, Any] = {
            "game": batch.game,
            "games": games,
            "seed": batch.seed,
            "players": n,
            "seating": batch.seating,
            "options": batch.options,
            "tied_games": self.tied_games,
            "stalled_games": self.stalled,
            "avg_game_turns": self.lengths.mean(),
            # per seat position (1st player, 2nd...): win % with its 95% interval, whoever sat there
            "seat_win_pct": [round(100 * w / ended, 2) if ended else 0.0 for w in by_seat],
            "seat_ci95": [[round(100 * x, 2) for x in wilson(w, ended)] for w in by_seat] if ended else [],
            "games_per_cpu_second": round(games / cpu, 2) if cpu else None,
            "bots": bots,
            **extra,
        }
        if self.whole_game_turns:
            out["turns_are_whole_games"] = True
        return out


def summarize(batch: Batch, rows: list[Row]) -> dict[str, Any]:
    """The summary of these rows (see `Tally`)."""
    tally = Tally(batch)
    for row in rows:
        tally.add(row)
    return tally.summary()
