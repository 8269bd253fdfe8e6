"""From the rows of a batch's games to its summary: wins, ties and win % with 95% intervals
per entry, game length, and each game's own figures (Dominion: how games ended, VP and money
per turn; Domination: knock-outs and territories per round; Heroes of Dominaria: score by
source). Rows may come in any order; the summary depends only on which games they are.
"""

from __future__ import annotations

from typing import Any

from dominia.core.stats import wilson
from dominia.sim.batch import STALLED, Batch


def _mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 3) if xs else 0.0


def _curve(runs: list[list[int]]) -> list[float]:
    """The mean of several curves at each step, over the runs that reached it."""
    out = []
    for t in range(max((len(r) for r in runs), default=0)):
        at = [r[t] for r in runs if len(r) > t]
        out.append(round(sum(at) / len(at), 3))
    return out


def _reach(runs: list[list[int]]) -> list[float]:
    """At each step, the share of the runs that reached it (a curve's mean is over these)."""
    if not runs:
        return []
    return [
        round(sum(1 for r in runs if len(r) > t) / len(runs), 4)
        for t in range(max((len(r) for r in runs), default=0))
    ]


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
    if batch.game == "dominion":
        extra = _dominion(rows, bots, n)
    elif batch.game == "domination":
        extra = _domination(rows, bots, n)
    elif batch.game == "dominaria":
        extra = _dominaria(rows, bots, n)
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


def _by_entry(rows: list[dict[str, Any]], n: int, key: str) -> list[list[Any]]:
    """Per entry: the values of a per-seat list field over every game."""
    out: list[list[Any]] = [[] for _ in range(n)]
    for row in rows:
        for s, e in enumerate(row["seats"]):
            out[e].append(row[key][s])
    return out


def _dominion(rows: list[dict[str, Any]], bots: list[dict[str, Any]], n: int) -> dict[str, Any]:
    ended: dict[str, int] = {}
    for row in rows:
        ended[row["reason"]] = ended.get(row["reason"], 0) + 1
    vp = _by_entry(rows, n, "vp_curve")
    money = _by_entry(rows, n, "money_curve")
    for e, b in enumerate(bots):
        b["vp_per_turn"] = _curve(vp[e])
        b["money_per_turn"] = _curve(money[e])
        b["reach_per_turn"] = _reach(vp[e])
        per = [c[-1] / len(c) for c in vp[e] if c]
        b["avg_vp_per_turn"] = _mean(per)
        b["avg_money"] = _mean([sum(c) / len(c) for c in money[e] if c])
    games = len(rows) or 1
    return {"ended_on": {k: round(100 * v / games, 2) for k, v in sorted(ended.items())}}


def _domination(rows: list[dict[str, Any]], bots: list[dict[str, Any]], n: int) -> dict[str, Any]:
    out = _by_entry(rows, n, "eliminated")
    land = _by_entry(rows, n, "territory_curve")
    for e, b in enumerate(bots):
        b["eliminated"] = sum(1 for x in out[e] if x)
        b["territories_per_round"] = _curve(land[e])
        b["reach_per_round"] = _reach(land[e])
    return {}


def _dominaria(rows: list[dict[str, Any]], bots: list[dict[str, Any]], n: int) -> dict[str, Any]:
    parts = _by_entry(rows, n, "breakdown")
    for e, b in enumerate(bots):
        keys = [k for k in (parts[e][0] if parts[e] else {}) if k != "total"]
        b["score_by_source"] = {k: _mean([p[k] for p in parts[e]]) for k in keys}
    return {}
