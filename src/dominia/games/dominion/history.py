"""The end-of-game charts of a Dominion game (the web hook `history`): each player's VP at the
end of each of its turns, and the coins it generated in each turn ("$ per turn", what
DominionSim compares), both from replaying the game's record move by move.

Coins generated in a turn are the coins its player had at its last decision of that turn
plus what it had already spent on buys (coins only grow by playing Treasures and +$, and only
shrink by buying, and no Treasure is played after a buy), so no engine hook is needed.
"""

from __future__ import annotations

from typing import Any

from dominia.core.record import GameRecord
from dominia.games.dominion.game import DominionGame
from dominia.games.dominion.rules import VP_SHIFT, track_worth


def series(record: GameRecord) -> dict[str, list[list[int]]]:
    """{"vp": [[VP after each of the seat's turns]...], "coins": [[coins generated in each of
    the seat's turns]...]}, one list per seat, from the start of the game to the move it ends."""
    game = DominionGame()
    g = game.setup(record.options, record.seed, logging=False)
    track_worth(g)
    coins: list[list[int]] = [[] for _ in range(g.n)]
    spent = 0  # on buys in the turn under way
    turn = -1
    for seat, choice in record.moves:
        if g.turn != turn:  # a new turn: its player's coins start at nothing spent
            turn, spent = g.turn, 0
            coins[g.current].append(0)
        mover = g.current
        before = g.coins
        row = coins[mover]
        row[-1] = max(row[-1], before + spent)
        game.apply(g, seat, choice)
        if g.turn == turn and choice.startswith("buy:"):
            spent += max(0, before - g.coins)
    assert g.worth_log is not None  # (track_worth made it; only a clone drops it)
    vp = [[w >> VP_SHIFT for w in seat_log] for seat_log in g.worth_log]
    return {"vp": vp, "coins": coins}


def history(record: GameRecord) -> dict[str, Any]:
    """The charts the game page draws at the end (words are ids of the tables; one series
    per seat, its x the seat's own turns)."""
    s = series(record)
    longest = max((len(r) for r in (*s["vp"], *s["coins"])), default=0)
    turns = list(range(1, longest + 1))
    return {
        "charts": [
            {
                "id": "vp",
                "kind": "line",
                "title": "history-vp-title",
                "note": "history-vp-note",
                "x_label": "history-turn",
                "y_label": "history-vp",
                "x": turns,
                "series": s["vp"],
            },
            {
                "id": "coins",
                "kind": "line",
                "title": "history-coins-title",
                "note": "history-coins-note",
                "x_label": "history-turn",
                "y_label": "history-coins",
                "x": turns,
                "series": s["coins"],
            },
        ]
    }
