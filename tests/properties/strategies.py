"""Hypothesis strategies for the input boundaries: any JSON a client could send."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)

JSON: st.SearchStrategy[Any] = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def options_for(known_keys: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    """Option mappings with the game's own keys (and sometimes unknown ones), any JSON values,
    and now and then a valid-looking string or list of names, so deeper checks are reached too."""
    key = st.sampled_from(known_keys) | st.text(max_size=8)
    value = JSON | st.sampled_from(["random", "auto", "base", "classic", "first-game", "mission", "fixed"])
    return st.dictionaries(key, value, max_size=5)
