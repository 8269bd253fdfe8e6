"""Plain data: what JSON carries unchanged, and where two values first differ.

A view, a decision or an outcome goes over the wire and into files as JSON; a tuple, a set, a
key that is not text or a NaN would come back different (or not at all), so the battery asks
for plain data and says where it is not. `first_difference` names the place two snapshots or
views part, so a failure reads as a path, not as two pages of data.
"""

from __future__ import annotations

import json
import math
from typing import Any

SHOWN = 160  # characters of each side a difference shows


def plain_problem(value: Any, path: str = "$") -> str | None:
    """The first place in `value` that is not plain JSON data (None when it all is)."""
    if value is None or isinstance(value, str | bool | int):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else f"{path}: {value!r}"
    if type(value) is list:
        for i, item in enumerate(value):
            if (where := plain_problem(item, f"{path}[{i}]")) is not None:
                return where
        return None
    if type(value) is dict:
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{path}: key {key!r} ({type(key).__name__})"
            if (where := plain_problem(item, f"{path}.{key}")) is not None:
                return where
        return None
    return f"{path}: {type(value).__name__} {_short(value)}"


def json_round_trip(value: Any) -> Any:
    """`value` written as JSON and read back (ValueError for what JSON cannot hold)."""
    return json.loads(json.dumps(value, allow_nan=False, ensure_ascii=False))


def first_difference(a: Any, b: Any, path: str = "$") -> str | None:
    """Where `a` and `b` first differ, with both values there (None when equal); a list and a
    tuple with equal items are equal here, as they are after JSON."""
    if a == b and (type(a) is type(b) or (not isinstance(a, bool | str) and not isinstance(b, bool | str))):
        return None  # (the usual case, at C speed; True == 1 is a difference, 1 == 1.0 none)
    if isinstance(a, dict) and isinstance(b, dict):
        for key in a:
            if key not in b:
                return f"{path}.{key}: {_short(a[key])} ≠ (none)"
            if (where := first_difference(a[key], b[key], f"{path}.{key}")) is not None:
                return where
        for key in b:
            if key not in a:
                return f"{path}.{key}: (none) ≠ {_short(b[key])}"
        return None
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if (where := first_difference(x, y, f"{path}[{i}]")) is not None:
                return where
        if len(a) != len(b):
            return f"{path}: {len(a)} items ≠ {len(b)} items"
        return None
    if a == b and type(a) is type(b):
        return None
    numbers = isinstance(a, int | float) and isinstance(b, int | float)
    if a == b and numbers and not isinstance(a, bool) and not isinstance(b, bool):
        return None  # 1 and 1.0, or an int subclass: the same number in JSON
    return f"{path}: {_short(a)} ≠ {_short(b)}"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"
