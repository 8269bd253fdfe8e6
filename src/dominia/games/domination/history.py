"""The end-of-game charts of a Domination game (the web hook `history`), as the original game's
statistics screen draws them: each player's territories and armies on the board at the end of
each round (round 0: the board as the setup left it), from replaying the game's record."""

from __future__ import annotations

from typing import Any

from dominia.core.record import GameRecord
from dominia.games.domination.game import DominationGame
from dominia.games.domination.state import DominationState


def _count(g: DominationState) -> tuple[list[int], list[int]]:
    """Each seat's territories and armies on the board now."""
    lands, armies = [0] * g.n, [0] * g.n
    for owner, n in zip(g.owner, g.armies, strict=True):
        if owner >= 0:
            lands[owner] += 1
            armies[owner] += n
    return lands, armies


def series(record: GameRecord) -> dict[str, Any]:
    """{"rounds": [0, 1, ...], "territories": [[per round]...], "armies": [[per round]...]}: one
    list per seat, a value per round (the last: where the game ended, mid-round or not)."""
    game = DominationGame()
    g = game.setup(record.options, record.seed, logging=False)
    lands: list[list[int]] = [[] for _ in range(g.n)]
    armies: list[list[int]] = [[] for _ in range(g.n)]
    rounds: list[int] = []

    def take(r: int) -> None:
        a, b = _count(g)
        rounds.append(r)
        for s in range(g.n):
            lands[s].append(a[s])
            armies[s].append(b[s])

    seen = g.round
    if seen > 0:  # the setup placed every army itself: the board it left is round 0's
        take(0)
    for seat, choice in record.moves:
        game.apply(g, seat, choice)
        if g.round != seen:  # the first turn of a new round began: the last one is over
            # (the new turn's reinforcements are not placed yet: none is on the board)
            take(seen)
            seen = g.round
    take(seen)
    return {"rounds": rounds, "territories": lands, "armies": armies}


def history(record: GameRecord) -> dict[str, Any]:
    """The charts the game page draws at the end (words are ids of the tables; one series per
    seat over the rounds)."""
    s = series(record)
    common = {"kind": "line", "x_label": "history-round", "x": s["rounds"], "x_zero": "history-setup"}
    return {
        "charts": [
            {
                **common,
                "id": "territories",
                "title": "history-territories-title",
                "y_label": "history-territories",
                "series": s["territories"],
            },
            {
                **common,
                "id": "armies",
                "title": "history-armies-title",
                "y_label": "history-armies",
                "series": s["armies"],
            },
        ]
    }
