"""The heuristic bot's per-card weights, read once from heuristic.toml beside this module.

A buy score is a list of rules; the first whose conditions all hold gives the score. Each
rule is compiled once into a tuple of checks over `Facts`, so scoring a card costs a few
attribute reads, as the branches in code it replaces did.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

FILE = Path(__file__).with_name("heuristic.toml")


class Facts(Protocol):
    """What a rule's conditions read (heuristic.Stats gives it, set for the card scored)."""

    room: bool
    owned: int  # copies of the card (of its pile for Knights)
    turn: int
    coins: int
    curses: int
    ruins: int
    coppers: int
    total: int
    actions: int
    terminals: int
    villages: int
    late: bool
    mid: bool
    endgame: bool
    attacks_in_kingdom: bool

    def owns_drawer(self) -> bool: ...


Check = Callable[[Facts], bool]


def _flag(name: str, check: Callable[[bool], Check]) -> Callable[[Any], Check]:
    def make(want: Any) -> Check:
        if not isinstance(want, bool):
            raise ValueError(f"{name} takes true or false, not {want!r}")
        return check(want)

    return make


def _number(name: str, check: Callable[[int], Check]) -> Callable[[Any], Check]:
    def make(n: Any) -> Check:
        if not isinstance(n, int) or isinstance(n, bool):
            raise ValueError(f"{name} takes a whole number, not {n!r}")
        return check(n)

    return make


# Each condition a rule may name, made into a check from its argument (the file's header);
# one small function per condition and argument, as the bot asks them at every buy.
CONDITIONS: dict[str, Callable[[Any], Check]] = {
    "room": _flag("room", lambda w: lambda f: f.room is w),
    "late": _flag("late", lambda w: lambda f: f.late is w),
    "mid": _flag("mid", lambda w: lambda f: f.mid is w),
    "endgame": _flag("endgame", lambda w: lambda f: f.endgame is w),
    "attacks_in_kingdom": _flag("attacks_in_kingdom", lambda w: lambda f: f.attacks_in_kingdom is w),
    "owns_drawer": _flag("owns_drawer", lambda w: lambda f: f.owns_drawer() is w),
    "owned_below": _number("owned_below", lambda n: lambda f: f.owned < n),
    "turn_below": _number("turn_below", lambda n: lambda f: f.turn < n),
    "coins_at_most": _number("coins_at_most", lambda n: lambda f: f.coins <= n),
    "curses_above": _number("curses_above", lambda n: lambda f: f.curses > n),
    "ruins_above": _number("ruins_above", lambda n: lambda f: f.ruins > n),
    "coppers_at_least": _number("coppers_at_least", lambda n: lambda f: f.coppers >= n),
    "deck_at_least": _number("deck_at_least", lambda n: lambda f: f.total >= n),
    "actions_at_least": _number("actions_at_least", lambda n: lambda f: f.actions >= n),
    "terminals_over_villages": _number(
        "terminals_over_villages", lambda n: lambda f: f.terminals >= f.villages + n
    ),
}


@dataclass(frozen=True, slots=True)
class Rule:
    value: float
    checks: tuple[Check, ...]
    conditions: tuple[str, ...]  # the names, for the tests and for reading


def score(rules: tuple[Rule, ...], facts: Facts) -> float | None:
    """The first rule's value whose checks all hold (None if none does)."""
    for rule in rules:
        for check in rule.checks:
            if not check(facts):
                break
        else:
            return rule.value
    return None


@dataclass(frozen=True)
class Weights:
    buy_threshold: float
    tier_value: tuple[float, ...]
    knights: tuple[Rule, ...]  # any card of the Knights pile
    basic: Mapping[str, tuple[Rule, ...]]  # not halved late
    kingdom: Mapping[str, tuple[Rule, ...]]  # halved late when positive
    virtual_coins: Mapping[str, int]
    village_order: tuple[str, ...]
    cantrip_order: tuple[str, ...]
    trashing_cantrips: frozenset[str]
    terminal_value: Mapping[str, float]
    knight_value: Mapping[str, float]
    throne_value: Mapping[str, float]
    procession_value: Mapping[str, float]

    def names(self) -> set[str]:
        """Every card the file names (for the test against the card table)."""
        out: set[str] = set()
        for table in (
            self.basic,
            self.kingdom,
            self.virtual_coins,
            self.terminal_value,
            self.knight_value,
            self.throne_value,
            self.procession_value,
        ):
            out |= set(table)
        out |= set(self.village_order) | set(self.cantrip_order) | self.trashing_cantrips
        return out


def _rules(card: str, raw: Any) -> tuple[Rule, ...]:
    if not isinstance(raw, list) or not raw:
        raise ValueError(f"{FILE.name}: {card}: needs a list of rules")
    out = []
    for entry in raw:
        if not isinstance(entry, dict) or "value" not in entry:
            raise ValueError(f"{FILE.name}: {card}: each rule needs a value")
        checks = []
        for key, arg in entry.items():
            if key == "value":
                continue
            make = CONDITIONS.get(key)
            if make is None:
                raise ValueError(f"{FILE.name}: {card}: an unknown condition {key!r}")
            try:
                checks.append(make(arg))
            except ValueError as e:
                raise ValueError(f"{FILE.name}: {card}: {e}") from None
        names = tuple(k for k in entry if k != "value")
        out.append(Rule(float(entry["value"]), tuple(checks), names))
    return tuple(out)


def _floats(raw: Mapping[str, Any]) -> dict[str, float]:
    return {k: float(v) for k, v in raw.items()}


def parse(data: Mapping[str, Any]) -> Weights:
    play = data["play"]
    return Weights(
        buy_threshold=float(data["buy_threshold"]),
        tier_value=tuple(float(v) for v in data["tier_value"]),
        knights=_rules("knights", data["knights"]),
        basic={k: _rules(k, v) for k, v in data["basic"].items()},
        kingdom={k: _rules(k, v) for k, v in data["kingdom"].items()},
        virtual_coins={k: int(v) for k, v in data["virtual_coins"].items()},
        village_order=tuple(play["village_order"]),
        cantrip_order=tuple(play["cantrip_order"]),
        trashing_cantrips=frozenset(play["trashing_cantrips"]),
        terminal_value=_floats(data["terminal_value"]),
        knight_value=_floats(data["knight_value"]),
        throne_value=_floats(data["throne_value"]),
        procession_value=_floats(data["procession_value"]),
    )


def load(path: Path = FILE) -> Weights:
    with path.open("rb") as f:
        return parse(tomllib.load(f))


WEIGHTS = load()
