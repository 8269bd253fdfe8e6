"""The small language the component files are written in (docs/dominaria.md).

Conditions are tables of keys that must all hold; effects are tables of rewards given in a
fixed order. This module knows which keys exist and what their values must look like, so
that a bad data file is refused when it loads, naming the entry and the key.
"""

from __future__ import annotations

from typing import Any

COLOURS = ("white", "blue", "black", "red", "green")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
ABILITIES = ("hire", "explore", "confront", "manalith", "leyline")

# What `gained_<what>` can count.
COUNTERS = ("cultists", "leylines", "manaliths", "heroes", "artifacts", "quests")

CONDITION_KEYS: dict[str, str] = {
    "hero_at": "location",
    "hero_on": "colour",
    "hero_colours": "count",
    "heroes": "count",
    "manaliths": "count",
    "manalith_on": "colour",
    "manalith_at": "location",
    "leylines": "count",
    "network": "count",
    "connects": "locations",
    "leyline_at": "location",
    "cultists": "count",
    "artifacts": "count",
    "quests": "count",
    "mana": "mana",
    "mana_total": "count",
    "mana_colours": "count",
    "visited": "locations",
    **{f"gained_{c}": "count" for c in COUNTERS},
}
STARTED_ONLY = {"visited", *(f"gained_{c}" for c in COUNTERS)}

# Effects, in the order they are given.
EFFECT_KEYS: dict[str, str] = {
    "mana": "mana",
    "any_mana": "count",
    "moves": "count",
    "collect": "count",
    "defeat": "count",
    "hire": "count",
    "manalith": "count",
    "leyline": "count",
    "explore": "count",
    "quest": "count",
}
FREE_ABILITIES = ("hire", "manalith", "leyline", "explore")

PASSIVE_KEYS: dict[str, str] = {
    "moves": "count",
    "discount": "discount",
    "collect_bonus": "colour",
    "end_mana": "colour",
}


class ComponentError(ValueError):
    """A component file that does not follow the vocabulary."""


def _check_value(kind: str, value: Any, where: str, locations: set[str]) -> None:
    if kind == "count":
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ComponentError(f"{where}: expected a whole number >= 0, got {value!r}")
    elif kind == "colour":
        if value not in COLOUR_INDEX:
            raise ComponentError(f"{where}: unknown colour {value!r}; colours: {', '.join(COLOURS)}")
    elif kind == "location":
        if value not in locations:
            raise ComponentError(f"{where}: unknown location {value!r}")
    elif kind == "locations":
        if not isinstance(value, list) or not value:
            raise ComponentError(f"{where}: expected a list of locations, got {value!r}")
        for v in value:
            _check_value("location", v, where, locations)
    elif kind == "mana":
        check_mana(value, where, allow_any=False)
    elif kind == "discount":
        if not isinstance(value, dict) or not value:
            raise ComponentError(f"{where}: expected a table of ability = amount, got {value!r}")
        for k, v in value.items():
            if k not in ABILITIES:
                raise ComponentError(f"{where}: unknown ability {k!r}; abilities: {', '.join(ABILITIES)}")
            _check_value("count", v, f"{where}.{k}", locations)


def check_mana(value: Any, where: str, *, allow_any: bool) -> dict[str, int]:
    if not isinstance(value, dict) or not value:
        raise ComponentError(f"{where}: expected a table of colour = amount, got {value!r}")
    for k, v in value.items():
        if k not in COLOUR_INDEX and not (allow_any and k == "any"):
            extra = " or any" if allow_any else ""
            raise ComponentError(f"{where}: unknown colour {k!r}; colours: {', '.join(COLOURS)}{extra}")
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise ComponentError(f"{where}.{k}: expected a whole number >= 1, got {v!r}")
    return dict(value)


def _check_table(
    table: Any, keys: dict[str, str], where: str, locations: set[str], allowed: set[str] | None = None
) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise ComponentError(f"{where}: expected a table, got {table!r}")
    for k, v in table.items():
        if k not in keys or (allowed is not None and k not in allowed):
            known = sorted(allowed if allowed is not None else keys)
            raise ComponentError(f"{where}: unknown key {k!r}; known: {', '.join(known)}")
        _check_value(keys[k], v, f"{where}.{k}", locations)
    return dict(table)


def check_condition(table: Any, where: str, locations: set[str], *, started: bool = False) -> dict[str, Any]:
    allowed = set(CONDITION_KEYS) if started else set(CONDITION_KEYS) - STARTED_ONLY
    if started is False:
        bad = STARTED_ONLY & set(table if isinstance(table, dict) else ())
        if bad:
            raise ComponentError(f"{where}: {', '.join(sorted(bad))} only make sense in a quest with `start`")
    return _check_table(table, CONDITION_KEYS, where, locations, allowed)


def check_effect(table: Any, where: str, locations: set[str]) -> dict[str, Any]:
    return _check_table(table, EFFECT_KEYS, where, locations)


def check_passive(table: Any, where: str, locations: set[str]) -> dict[str, Any]:
    return _check_table(table, PASSIVE_KEYS, where, locations)
