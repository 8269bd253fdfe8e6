"""Shared helpers for Heroes of Dominaria tests: positions on the test components."""

from __future__ import annotations

from pathlib import Path

from dominia.games.dominaria.game import DOMINARIA
from dominia.games.dominaria.scenario import begin_turn, card_named, clear_board, scenario
from dominia.games.dominaria.state import DominariaState

FIXTURES = str(Path(__file__).parent / "fixtures")


def position(
    players: int = 2, *, card: str = "white", fixtures: bool = True, seed: int = 0
) -> DominariaState:
    """Seat 0's first turn on an empty board, a plain `card`-coloured card revealed."""
    g = scenario(players, seed, components=FIXTURES if fixtures else None)
    clear_board(g)
    for p in g.players:
        p.hand, g.quest_deck = [], g.quest_deck + p.hand
    begin_turn(g, 0, card_named(g.comp, colour=card))
    return g


def do(g: DominariaState, *choices: str) -> None:
    for c in choices:
        d = g.decision
        assert d is not None, f"no decision for {c}"
        DOMINARIA.apply(g, d.seat, c)


def ids(g: DominariaState) -> list[str]:
    assert g.decision is not None
    return g.decision.ids()


def kind(g: DominariaState) -> str:
    assert g.decision is not None
    return g.decision.kind


def pool(g: DominariaState, seat: int = 0) -> dict[str, int]:
    from dominia.games.dominaria.vocabulary import COLOURS

    return {c: k for c, k in zip(COLOURS, g.players[seat].pool, strict=True) if k}
