"""The end-of-game chart of a Heroes of Dominaria game (the web hook `history`): each player's
score by source, one stacked bar per player, from the final state the record replays to (the
sources are those of the book's count, `scoring.SOURCES`)."""

from __future__ import annotations

from typing import Any

from dominia.core.record import GameRecord
from dominia.games.dominaria.game import DominariaGame
from dominia.games.dominaria.scoring import SOURCES, breakdown


def series(record: GameRecord) -> list[dict[str, int]]:
    """Each seat's VP by source (and its total) where the record ends."""
    game = DominariaGame()
    g = game.setup(record.options, record.seed, logging=False)
    for seat, choice in record.moves:
        game.apply(g, seat, choice)
    return [breakdown(g.comp, p) for p in g.players]


def history(record: GameRecord) -> dict[str, Any]:
    """The chart the game page draws at the end (words are ids of the tables): a bar per seat,
    its parts the sources that scored for anyone."""
    parts = series(record)
    used = [s for s in SOURCES if any(p[s] for p in parts)] or list(SOURCES[:1])
    return {
        "charts": [
            {
                "id": "score",
                "kind": "stack",
                "title": "history-score-title",
                "y_label": "history-vp",
                "parts": [{"id": s, "label": f"web-score-{s}"} for s in used],
                "bars": [[p[s] for s in used] for p in parts],
                "totals": [p["total"] for p in parts],
            }
        ]
    }
