"""The check of a games file's rows before a run resumes from them.

A games file is the user's: a row changed by hand, by another program or by a bad disk must be
refused, saying which line and which field, before anything is played or written (the summary
would otherwise fail with a TypeError after the whole batch). What a row holds:

- the simulator's fields (`batch.play`): `index` (the game's number), `seed`, `seats` (the
  entry in each seat) and `bots`, all three given by the batch and the index; `scores` (a
  number per seat), `winners` (seat numbers), `reason` (text), `cpu` (seconds), `turns` (a
  number per seat, or one for the whole game);
- the game's own figures (its spec's `figures` collector): one entry per seat, each a number,
  a list of numbers or a table of numbers (nested as deep as the game likes), and of the same
  shape in every row of the file (a game that stalled has none: `batch.STALLED`);
- counts by name (`COUNTS`: what each seat owns at the end, what the game's board was left
  with), whose names differ from game to game: tables of numbers or of such tables, per seat
  or, for `WHOLE_GAME` figures, one for the game.
"""

from __future__ import annotations

import math
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg
from dominia.sim.batch import STALLED, Batch

Row = dict[str, Any]
OWN = ("run", "index", "seed", "seats", "bots", "scores", "winners", "reason", "cpu", "turns")
COUNTS = ("deck", "board")  # figures that are counts by name (any names)
WHOLE_GAME = ("board",)  # ... one for the whole game, not one per seat


def check_rows(path: str, rows: list[tuple[int, Row]], batch: Batch | None = None) -> None:
    """InvalidOptions naming the line and the field of the first row that is not one the
    simulator wrote (with `batch`: not the one it writes for that game of the batch); each game
    at most once."""
    first_line: dict[int, int] = {}
    shapes: dict[str, Any] = {}  # each figure's shape in the rows so far
    figures_line = 0
    figure_keys: set[str] | None = None
    for line, row in rows:
        where = {"path": path, "line": str(line)}
        for key in OWN:
            if key not in row:
                raise InvalidOptions(msg("sim-row-missing", field=key, **where))
        problem = _own_problem(row, batch)
        if problem is not None:
            key, want = problem
            raise InvalidOptions(msg("sim-row-bad", field=key, problem=msg(want), **where))
        i = row["index"]
        if i in first_line:
            raise InvalidOptions(msg("sim-row-twice", game=i, first=str(first_line[i]), **where))
        first_line[i] = line
        if row["reason"] == STALLED:  # a stalled game records no figures
            continue
        keys = {k for k in row if k not in OWN}
        if figure_keys is not None and keys != figure_keys:
            odd = sorted(keys ^ figure_keys)[0]
            raise InvalidOptions(msg("sim-row-other-fields", field=odd, other=str(figures_line), **where))
        figure_keys, figures_line = keys, line
        for key in sorted(keys):
            if key in COUNTS:
                value = row[key]
                ok = _counts(value) if key in WHOLE_GAME else _per_seat_counts(value, len(row["seats"]))
                if not ok:
                    raise InvalidOptions(
                        msg("sim-row-bad", field=key, problem=msg("sim-want-figure"), **where)
                    )
                continue
            shape = _per_seat_shape(row[key], len(row["seats"]))
            if shape is None:
                raise InvalidOptions(msg("sim-row-bad", field=key, problem=msg("sim-want-figure"), **where))
            known = shapes.get(key)
            merged = shape if known is None else _merge(known, shape)
            if merged is None:
                raise InvalidOptions(
                    msg("sim-row-bad", field=key, problem=msg("sim-want-same-shape"), **where)
                )
            shapes[key] = merged


def _own_problem(row: Row, batch: Batch | None) -> tuple[str, str] | None:
    """The first of the simulator's fields that is wrong, with the message saying what it
    should be; None when they are right."""
    i = row["index"]
    if not _int(i) or i < 0:
        return "index", "sim-want-index"
    seats = row["seats"]
    if batch is not None:
        if row["seed"] != batch.game_seed(i) or not _int(row["seed"]):
            return "seed", "sim-want-batch"
        if seats != batch.seats(i) or not all(_int(e) for e in seats):
            return "seats", "sim-want-batch"
        if row["bots"] != [batch.bots[e] for e in seats]:
            return "bots", "sim-want-batch"
    else:
        if not _int(row["seed"]):
            return "seed", "sim-want-int"
        if not isinstance(seats, list) or not seats or sorted(seats) != list(range(len(seats))):
            return "seats", "sim-want-seats"
        if not all(_int(e) for e in seats):
            return "seats", "sim-want-seats"
        bots = row["bots"]
        if not isinstance(bots, list) or len(bots) != len(seats) or not all(_text(b) for b in bots):
            return "bots", "sim-want-bots"
    n = len(seats)
    scores = row["scores"]
    if not isinstance(scores, list) or len(scores) != n or not all(_number(x) for x in scores):
        return "scores", "sim-want-per-seat"
    winners = row["winners"]
    if (
        not isinstance(winners, list)
        or not all(_int(w) and 0 <= w < n for w in winners)
        or len(set(winners)) != len(winners)
    ):
        return "winners", "sim-want-winners"
    if not _text(row["reason"]):
        return "reason", "sim-want-text"
    if not _number(row["cpu"]) or row["cpu"] < 0:
        return "cpu", "sim-want-seconds"
    turns = row["turns"]
    whole_game = _int(turns) and turns >= 0
    per_seat = isinstance(turns, list) and len(turns) in (0, n) and all(_int(t) and t >= 0 for t in turns)
    if not (whole_game or per_seat):
        return "turns", "sim-want-turns"
    return None


def _int(x: Any) -> bool:
    return type(x) is int  # not a bool, a float or a text


def _text(x: Any) -> bool:
    """Text that can be printed (JSON may carry a lone surrogate, which no UTF-8 text holds)."""
    if not isinstance(x, str):
        return False
    try:
        x.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _number(x: Any) -> bool:
    return type(x) in (int, float) and math.isfinite(x)


# A shape: "n" (a number; a bool counts: a yes/no per seat is summed), ("list", shape or None
# for an empty list, which fits any), ("table", ((key, shape), ...)).
Shape = Any


def _shape(value: Any, depth: int = 0) -> Shape | None:
    """The shape of a figure's entry; None when it is not made of numbers."""
    if depth > 20:
        return None
    if _number(value) or isinstance(value, bool):
        return "n"
    if isinstance(value, list):
        inner: Shape | None = "empty"  # the shape all its elements fit
        for x in value:
            inner = _merge(inner, _shape(x, depth + 1))
            if inner is None:
                return None
        return ("list", inner)
    if isinstance(value, dict):
        parts = []
        for k in sorted(value):
            s = _shape(value[k], depth + 1)
            if s is None:
                return None
            parts.append((k, s))
        return ("table", tuple(parts))
    return None


def _counts(value: Any, depth: int = 0) -> bool:
    """A table of numbers, or of such tables, under names."""
    if not isinstance(value, dict) or depth > 20:
        return False
    return all(_text(k) and (_number(v) or _counts(v, depth + 1)) for k, v in value.items())


def _per_seat_counts(value: Any, seats: int) -> bool:
    return isinstance(value, list) and len(value) == seats and all(_counts(v) for v in value)


def _per_seat_shape(value: Any, seats: int) -> Shape | None:
    """The shape of a figure (an entry per seat, all of one shape); None when it is not one."""
    if not isinstance(value, list) or len(value) != seats:
        return None
    return _shape(value)


def _merge(a: Shape | None, b: Shape | None) -> Shape | None:
    """The shape both fit (an empty list fits any list); None when they differ."""
    if a is None or b is None:
        return None
    if a == "empty":
        return b
    if b == "empty":
        return a
    if a == b:
        return a
    if isinstance(a, tuple) and isinstance(b, tuple) and a[0] == b[0] == "list":
        inner = _merge(a[1], b[1])
        return None if inner is None else ("list", inner)
    if isinstance(a, tuple) and isinstance(b, tuple) and a[0] == b[0] == "table":
        if [k for k, _ in a[1]] != [k for k, _ in b[1]]:
            return None
        parts = []
        for (k, x), (_, y) in zip(a[1], b[1], strict=True):
            m = _merge(x, y)
            if m is None:
                return None
            parts.append((k, m))
        return ("table", tuple(parts))
    return None
