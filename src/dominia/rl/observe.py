"""The observation of a configuration: a flat float32 `Box` laid out field by field
(`dominia.core.encoding.Field`: name, slice, bounds, meaning), built by the game's observer from
the seat's view only (and the decision it is asked), never from the state."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from dominia.core.encoding import Field, Observer


def observation_space(observer: Observer) -> spaces.Box:
    low = np.zeros(observer.size, dtype=np.float32)
    high = np.zeros(observer.size, dtype=np.float32)
    for f in observer.fields:
        low[f.slice] = f.low
        high[f.slice] = f.high
    return spaces.Box(low, high, dtype=np.float32)


def layout(observer: Observer) -> list[Field]:
    """The fields in vector order (for docs: name, start, stop, bounds, meaning)."""
    return sorted(observer.fields, key=lambda f: f.start)


def layout_text(observer: Observer) -> str:
    """The layout as a Markdown table."""
    rows = ["| slice | field | range | meaning |", "|---|---|---|---|"]
    for f in layout(observer):
        rows.append(f"| {f.start}:{f.stop} | `{f.name}` | {f.low:g}..{f.high:g} | {f.doc} |")
    return "\n".join(rows)


def field_values(observer: Observer, obs: np.ndarray) -> dict[str, np.ndarray]:
    """An observation split by field name (for debugging and tests)."""
    return {f.name: obs[f.slice] for f in observer.fields}
