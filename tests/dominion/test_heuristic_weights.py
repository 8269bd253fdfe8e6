"""The heuristic bot's weights file (bots/heuristic.toml) against the card table and its own rules."""

from __future__ import annotations

import tomllib
from types import SimpleNamespace
from typing import Any

import pytest

from dominia.games.dominion.bots import heuristic_weights as hw
from dominia.games.dominion.bots.common import CANTRIPS, KNIGHTS, RUINS_NAMES, VILLAGES, is_action
from dominia.games.dominion.card_model import ACTION, TREASURE, VICTORY
from dominia.games.dominion.cards import table as T

W = hw.WEIGHTS
BASICS = {"Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse"}


def _raw() -> dict[str, Any]:
    with hw.FILE.open("rb") as f:
        return tomllib.load(f)


def test_every_name_is_a_card_of_the_table() -> None:
    unknown = sorted(n for n in W.names() if n not in T.BY_NAME)
    assert not unknown, f"heuristic.toml names cards the card table does not have: {unknown}"


def test_each_table_names_cards_of_its_kind() -> None:
    kingdom_kinds = ACTION | TREASURE | VICTORY
    assert all(T.BY_NAME[n].types & kingdom_kinds for n in W.kingdom)
    assert not set(W.kingdom) & BASICS  # basics are scored unhalved, in [basic]
    assert not set(W.kingdom) & KNIGHTS  # one `knights` list for the whole pile
    assert set(W.knight_value) <= KNIGHTS
    assert all(is_action(n) for n in (*W.throne_value, *W.terminal_value, *W.virtual_coins))
    assert set(W.village_order) <= VILLAGES
    assert set(W.cantrip_order) <= CANTRIPS and W.trashing_cantrips <= set(W.cantrip_order)
    assert set(W.basic) >= RUINS_NAMES and set(W.terminal_value) >= RUINS_NAMES


def test_every_rule_list_ends_without_conditions() -> None:
    for name, rules in [*W.basic.items(), *W.kingdom.items(), ("knights", W.knights)]:
        assert rules[-1].conditions == (), f"{name}: the last rule must hold always"
        assert all(r.conditions for r in rules[:-1]), f"{name}: a rule after one that always holds"


def _facts(**given: Any) -> Any:
    base = dict(
        room=True, owned=0, turn=5, coins=5, curses=10, ruins=10, coppers=7, total=12, actions=0,
        terminals=0, villages=0, late=False, mid=False, endgame=False, attacks_in_kingdom=False,
    )  # fmt: skip
    base.update(given)
    drawer = base.pop("drawer", False)
    return SimpleNamespace(**base, owns_drawer=lambda: drawer)


def test_the_first_rule_that_holds_gives_the_score() -> None:
    militia = W.kingdom["Militia"]
    assert hw.score(militia, _facts()) == 43.0
    assert hw.score(militia, _facts(owned=1)) == 28.0
    assert hw.score(militia, _facts(owned=1, room=False)) == 5.0
    assert hw.score(W.kingdom["Festival"], _facts(drawer=True)) == 34.0
    assert hw.score(W.kingdom["Festival"], _facts()) == 28.0
    assert hw.score(W.kingdom["Village"], _facts(terminals=3)) == 33.0
    assert hw.score(W.kingdom["Village"], _facts(terminals=2)) == 8.0
    assert hw.score(W.basic["Duchy"], _facts(mid=True)) == 35.0
    assert hw.score(W.knights, _facts(owned=1, room=False)) == 8.0


@pytest.mark.parametrize(
    ("rules", "problem"),
    [
        ([{"room": True}], "needs a value"),
        ([{"value": 1.0, "owns_drawer": "yes"}], "true or false"),
        ([{"value": 1.0, "roomy": True}], "unknown condition"),
        ([{"value": 1.0, "room": 1}], "true or false"),
        ([{"value": 1.0, "owned_below": "two"}], "whole number"),
        ([], "list of rules"),
    ],
)
def test_a_bad_rule_is_refused_with_the_card_named(rules: list[dict[str, Any]], problem: str) -> None:
    raw = _raw()
    raw["kingdom"]["Smithy"] = rules
    with pytest.raises(ValueError, match=problem) as err:
        hw.parse(raw)
    assert "heuristic.toml: Smithy: " in str(err.value)


def test_the_file_is_read_once() -> None:
    from dominia.games.dominion.bots import heuristic

    assert heuristic.KINGDOM is W.kingdom and heuristic.THRONE_VALUE is W.throne_value
