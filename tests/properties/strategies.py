"""Hypothesis strategies for the input boundaries: any JSON a client could send."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    # JSON may carry a lone surrogate ("\ud800"), which no UTF-8 text holds
    | st.sampled_from(["\ud800", "a\udfffb"])
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


def schema_value(option: Any) -> st.SearchStrategy[Any]:
    """Values for one option of a game's schema (core.spec.Option): its default, its choices
    (a list of them when it takes many), numbers around its bounds, and now and then anything."""
    choices = option.choice_values() if option.kind != "path" else []
    near: list[st.SearchStrategy[Any]] = [st.just(option.default)]
    if choices:
        one = st.sampled_from(choices)
        near.append(st.lists(one, max_size=12) if option.many else one)
        if option.many:
            near.append(one)  # one value where a list is wanted
    if option.kind == "int":
        low = option.min if option.min is not None else -5
        high = option.max if option.max is not None else low + 50
        near.append(st.integers(low - 2, high + 2) | st.sampled_from([2**63, -(2**63), 2**70]))
    if option.kind == "bool":
        near.append(st.sampled_from([True, False, 0, 1, "true", "yes", None]))
    return st.one_of(*near, JSON)


def schema_options(
    spec: Any, seats: tuple[int, int], extra: dict[str, Any] | None = None
) -> st.SearchStrategy:
    """Option mappings built from a game's schema: some of its options with near-valid values,
    sometimes a player count and an unknown key. `extra`: more value strategies by option name."""
    values = {o.name: schema_value(o) for o in spec.options}
    values.update(extra or {})
    players = st.integers(seats[0], seats[1]) | st.integers(seats[0] - 1, seats[1] + 1) | JSON
    plain = st.fixed_dictionaries({}, optional={**values, "players": players})
    odd = st.fixed_dictionaries({}, optional={**values, "players": players, "unknown": JSON})
    return st.one_of(plain, plain, plain, odd)


def _dominion_card_names() -> st.SearchStrategy[str]:
    from dominia.games.dominion.cards import table as T

    real = st.sampled_from(sorted(d.name for d in T.CARDS))
    odd = st.sampled_from(
        [
            "Смитя",
            "Kovács",
            "ведьма",
            "smithy",
            "Knights",
            "Ruins",
            "Spoils",
            "Madman",
            "Estate",
            "Copper",
            "Curse",
        ]
    )
    return real | odd


# more values for some games' options (by game, then option): Dominion's kingdom as card lists
EXTRA: dict[str, dict[str, Any]] = {
    "dominion": {
        "kingdom": st.deferred(lambda: st.lists(_dominion_card_names(), max_size=12) | _dominion_card_names())
    },
}


def as_json_body(value: Any) -> dict[str, Any]:
    """Keyword arguments for TestClient.post sending `value` as JSON the way a browser may: with
    \\u escapes, which can carry a lone surrogate (the client's own `json=` cannot encode one)."""
    return {"content": json.dumps(value), "headers": {"content-type": "application/json"}}
