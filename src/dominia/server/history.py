"""The end-of-game charts a finished game's page draws: `GET /api/games/{id}/history?token=T`.

The series come from the game's own `history` web hook (games/<game>/history.py), which
replays the stored record; this module only checks that the asker holds a link of the game
and that the game is over (a chart of a game still playing would tell what a seat's hand or
deck holds: refused), and keeps the answers of the last few games asked (an ended game's
record never changes).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from dominia.core.errors import DominiaError
from dominia.core.i18n import msg
from dominia.core.record import GameRecord
from dominia.server.protocol import hook
from dominia.server.service import GameService, ServiceError

KEEP = 64  # games whose charts are kept
_kept: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
_lock = threading.Lock()


def game_history(service: GameService, game_id: str, token: str) -> dict[str, Any]:
    """The charts of a finished game for whoever holds one of its links (a seat's or the
    spectators'; none for a game without a `history` hook); ServiceError (nothing done) for a
    bad link or a game still playing."""
    summary = service.summary(game_id, token)  # the link checked (bad_token, not_found)
    if summary["status"] != "over":
        raise ServiceError(msg("web-error-history-playing"), "playing", 409, summary["version"])
    draw = hook(summary["game"], "history")
    if draw is None:  # a game that draws no charts: none (its page shows the final table alone)
        return {"game_id": game_id, "game": summary["game"], "version": summary["version"], "charts": []}
    key = (game_id, summary["version"])
    with _lock:
        if key in _kept:
            _kept.move_to_end(key)
            return _kept[key]
    stored = service.store.get(game_id)
    if stored is None:
        raise ServiceError(msg("web-error-no-game"), "not_found", 404)
    moves = service.store.moves(game_id)[: summary["version"]]
    try:
        charts = draw(GameRecord(stored.game, stored.options, stored.seed, [], moves))
    except DominiaError as exc:
        err = ServiceError(msg("web-error-broken", error=exc.text), "broken", 500)
        err.game = stored.game
        raise err from None
    out = {"game_id": game_id, "game": stored.game, "version": summary["version"], **charts}
    with _lock:
        _kept[key] = out
        while len(_kept) > KEEP:
            _kept.popitem(last=False)
    return out
