"""The small language the component files are written in (docs/dominaria.md).

Conditions are tables of keys that must all hold; effects are tables of rewards given in a
fixed order. This module knows which keys exist and what their values must look like, so
that a bad data file is refused when it loads, naming the entry and the key.
"""

from __future__ import annotations

from typing import Any

from dominia.core.i18n import Msg, Text, msg

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
    """A component file that does not follow the vocabulary: `text` is the message (the file,
    the entry and the problem), `str()` its English."""

    def __init__(self, text: Text) -> None:
        self.text = text
        super().__init__(str(text))


def fail(error: str, where: Text, /, **args: Any) -> ComponentError:
    """An error message of the tables (ids error-file-...) about the entry at `where`."""
    return ComponentError(msg(f"error-file-{error}", where=where, **args))


def at(where: Text, suffix: str) -> Msg:
    """A place inside an entry: `where` then a key path such as ".reward" (the same in every
    language)."""
    return msg("where-at", where=where, suffix=suffix)


def _check_value(kind: str, value: Any, where: Text, locations: set[str]) -> None:
    if kind == "count":
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise fail("count", where, value=repr(value))
    elif kind == "colour":
        if not isinstance(value, str) or value not in COLOUR_INDEX:  # (a list is no key)
            raise fail("colour", where, value=repr(value), colours=", ".join(COLOURS))
    elif kind == "location":
        if not isinstance(value, str) or value not in locations:
            raise fail("location", where, value=repr(value))
    elif kind == "locations":
        if not isinstance(value, list) or not value:
            raise fail("locations", where, value=repr(value))
        for v in value:
            _check_value("location", v, where, locations)
    elif kind == "mana":
        check_mana(value, where, allow_any=False)
    elif kind == "discount":
        if not isinstance(value, dict) or not value:
            raise fail("discount", where, value=repr(value))
        for k, v in value.items():
            if k not in ABILITIES:
                raise fail("ability", where, value=repr(k), abilities=", ".join(ABILITIES))
            _check_value("count", v, at(where, f".{k}"), locations)


def check_mana(value: Any, where: Text, *, allow_any: bool) -> dict[str, int]:
    if not isinstance(value, dict) or not value:
        raise fail("mana", where, value=repr(value))
    for k, v in value.items():
        if k not in COLOUR_INDEX and not (allow_any and k == "any"):
            key = "colour-or-any" if allow_any else "colour"
            raise fail(key, where, value=repr(k), colours=", ".join(COLOURS))
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise fail("count-1", at(where, f".{k}"), value=repr(v))
    return dict(value)


def _check_table(
    table: Any, keys: dict[str, str], where: Text, locations: set[str], allowed: set[str] | None = None
) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise fail("table", where, value=repr(table))
    for k, v in table.items():
        if k not in keys or (allowed is not None and k not in allowed):
            known = sorted(allowed if allowed is not None else keys)
            raise fail("key", where, key=repr(k), known=", ".join(known))
        _check_value(keys[k], v, at(where, f".{k}"), locations)
    return dict(table)


def check_condition(table: Any, where: Text, locations: set[str], *, started: bool = False) -> dict[str, Any]:
    allowed = set(CONDITION_KEYS) if started else set(CONDITION_KEYS) - STARTED_ONLY
    if started is False:
        bad = STARTED_ONLY & set(table if isinstance(table, dict) else ())
        if bad:
            raise fail("started-only", where, keys=", ".join(sorted(bad)))
    return _check_table(table, CONDITION_KEYS, where, locations, allowed)


def check_effect(table: Any, where: Text, locations: set[str]) -> dict[str, Any]:
    return _check_table(table, EFFECT_KEYS, where, locations)


def check_passive(table: Any, where: Text, locations: set[str]) -> dict[str, Any]:
    return _check_table(table, PASSIVE_KEYS, where, locations)
