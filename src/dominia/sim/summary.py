"""From the rows of a batch's games to its summary: wins, ties and win % with 95% intervals
per entry, game length, and each game's own figures (its spec's `figures`, e.g. VP and money
per turn, knock-outs and territories per round, score by source). Rows may come in any order;
the summary depends only on which games they are.
"""

from __future__ import annotations

from typing import Any

from dominia.core.game import get_spec
from dominia.core.stats import mean as _mean
from dominia.core.stats import wilson
from dominia.sim.batch import STALLED, Batch


def summarize(batch: Batch, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Stalled games (no end within the step limit) count as games nobody won; scores, lengths
    and each game's own figures are over the games that ended."""
    rows = sorted(rows, key=lambda r: r["index"])
    stalled = sum(1 for r in rows if r["reason"] == STALLED)
    games = len(rows)
    cpu = sum(r.get("cpu", 0.0) for r in rows)
    rows = [r for r in rows if r["reason"] != STALLED]
    labels = batch.labels
    n = len(labels)
    wins = [0] * n
    ties = [0] * n
    share = [0.0] * n
    scores: list[list[float]] = [[] for _ in range(n)]
    turns: list[list[float]] = [[] for _ in range(n)]
    lengths: list[float] = []
    by_seat = [0.0] * n  # win share by seat position, whoever sat there: the turn-order effect
    tied_games = 0
    whole_game_turns = False
    for row in rows:
        seats = row["seats"]
        k = len(row["winners"])
        tied_games += k > 1
        t = row["turns"]
        if isinstance(t, int):
            whole_game_turns = True
            t = [t] * n
        lengths.append(max(t) if t else 0)
        for s, e in enumerate(seats):
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
                "avg_score": _mean(scores[e]),
                "avg_turns": _mean(turns[e]),
            }
        )
    figures = get_spec(batch.game).figures()
    extra = figures.summarize(rows, bots, n) if figures is not None else {}
    out: dict[str, Any] = {
        "game": batch.game,
        "games": games,
        "seed": batch.seed,
        "players": n,
        "seating": batch.seating,
        "options": batch.options,
        "tied_games": tied_games,
        "stalled_games": stalled,
        "avg_game_turns": _mean(lengths),
        # per seat position (1st player, 2nd...): win % with its 95% interval, whoever sat there
        "seat_win_pct": [round(100 * w / len(rows), 2) if rows else 0.0 for w in by_seat],
        "seat_ci95": [[round(100 * x, 2) for x in wilson(w, len(rows))] for w in by_seat] if rows else [],
        "games_per_cpu_second": round(games / cpu, 2) if cpu else None,
        "bots": bots,
        **extra,
    }
    if whole_game_turns:
        out["turns_are_whole_games"] = True
    return out
