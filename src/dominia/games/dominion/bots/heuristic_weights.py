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
    """What a rule's conditions read (heuristic.BuyFacts gives it)."""

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


def _flag(attr: str) -> Callable[[Any], Check]:
    def make(want: Any) -> Check:
        if not isinstance(want, bool):
            raise ValueError(f"{attr} takes true or false, not {want!r}")
        return lambda f: bool(getattr(f, attr)) is want

    return make


def _number(test: Callable[[Facts, int], bool], name: str) -> Callable[[Any], Check]:
    def make(n: Any) -> Check:
        if not isinstance(n, int) or isinstance(n, bool):
            raise ValueError(f"{name} takes a whole number, not {n!r}")
        return lambda f: test(f, n)

    return make


def _owns_drawer(want: Any) -> Check:
    if not isinstance(want, bool):
        raise ValueError(f"owns_drawer takes true or false, not {want!r}")
    return lambda f: f.owns_drawer() is want


# Each condition a rule may name, made into a check from its argument (the file's header).
CONDITIONS: dict[str, Callable[[Any], Check]] = {
    "room": _flag("room"),
    "late": _flag("late"),
    "mid": _flag("mid"),
    "endgame": _flag("endgame"),
    "attacks_in_kingdom": _flag("attacks_in_kingdom"),
    "owns_drawer": _owns_drawer,
    "owned_below": _number(lambda f, n: f.owned < n, "owned_below"),
    "turn_below": _number(lambda f, n: f.turn < n, "turn_below"),
    "coins_at_most": _number(lambda f, n: f.coins <= n, "coins_at_most"),
    "curses_above": _number(lambda f, n: f.curses > n, "curses_above"),
    "ruins_above": _number(lambda f, n: f.ruins > n, "ruins_above"),
    "coppers_at_least": _number(lambda f, n: f.coppers >= n, "coppers_at_least"),
    "deck_at_least": _number(lambda f, n: f.total >= n, "deck_at_least"),
    "actions_at_least": _number(lambda f, n: f.actions >= n, "actions_at_least"),
    "terminals_over_villages": _number(lambda f, n: f.terminals >= f.villages + n, "terminals_over_villages"),
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
