"""Issue 13, item 11 (the engine's part): paying automatically with Manalith tokens kept for
last (`auto:keep`), `auto` unchanged (Manalith tokens first), and the token kinds a payment
started with carried on every one of its steps (what the front ends number)."""

from __future__ import annotations

import pytest

from dominia.core.errors import IllegalChoice
from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.rules import advance
from dominia.games.dominaria.scenario import set_player
from dominia.games.dominaria.state import DominariaState
from tests.dominaria.helpers import do, ids, kind, pool, position


def hire_position(**tokens: int) -> DominariaState:
    """Seat 0 hires in Orvada (1 white + 4 of any colour) holding a red Manalith token."""
    g = position(3)
    set_player(g, 0, heroes=["Orvada"], pool=tokens, manaliths=["Keld"], manalith_tokens=["red"])
    advance(g)
    do(g, "hire:Orvada")
    assert kind(g) == "pay"
    return g


def test_auto_keep_spends_ordinary_mana_first_and_the_manalith_token_last() -> None:
    g = hire_position(white=2, blue=4)
    assert ids(g)[:2] == ["auto:keep", "auto"]
    do(g, "auto:keep")
    p = g.players[0]
    assert p.mtokens[3]  # the red Manalith token is kept
    assert pool(g) == {"blue": 1}  # white paid; the generic 4 from the colour held most each time
    assert kind(g) == "action" and len(p.heroes) == 2


def test_auto_keep_spends_the_manalith_token_when_nothing_else_is_left() -> None:
    g = hire_position(white=1, blue=3)
    do(g, "auto:keep")
    p = g.players[0]
    assert not p.mtokens[3] and pool(g) == {}


def test_auto_still_spends_manalith_tokens_first() -> None:
    """`auto` keeps its meaning: the AIs answer it and saved games replay it."""
    g = hire_position(white=2, blue=4)
    do(g, "auto")
    assert not g.players[0].mtokens[3]
    assert pool(g) == {"white": 1, "blue": 1}


def test_one_way_to_pay_automatically_when_there_is_no_difference() -> None:
    g = position(3)
    set_player(g, 0, heroes=["Orvada"], pool={"white": 2, "blue": 4})
    advance(g)
    do(g, "hire:Orvada")
    assert ids(g) == ["auto", "mana:white", "mana:blue"]
    before = (g.players[0].pool[:], g.supply[:])
    with pytest.raises(IllegalChoice):
        DOMINARIA.apply(g, 0, "auto:keep")
    assert (g.players[0].pool, g.supply) == before


def test_every_step_of_a_payment_carries_the_tokens_it_started_with() -> None:
    g = hire_position(white=2, blue=1, green=3)
    start = ["mana:white", "mana:blue", "manalith:red", "mana:green"]
    assert g.decision is not None and g.decision.data["tokens"] == start
    do(g, "mana:blue")  # blue is gone; the list is not
    assert g.decision is not None and g.decision.data["tokens"] == start
    assert "mana:blue" not in ids(g) and g.decision.data["left"] == 3
    do(g, "manalith:red", "mana:green")
    assert g.decision is not None and g.decision.data["tokens"] == start
    assert ids(g) == ["auto:keep", "auto", "mana:white", "mana:green"]  # still both: as it started
    do(g, "mana:white")
    assert kind(g) == "action" and pool(g) == {"green": 2}
