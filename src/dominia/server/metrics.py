"""What a server process reports to Prometheus (`GET /metrics`, prometheus-client's text format).

Each app has a registry of its own (tests run many apps in one process). The figures:
`dominia_moves_total` by who moved (`human`, `bot`, `other`: committed by another process and
caught up here): its rate is moves a second; `dominia_move_seconds`, a human's move from its
arrival to its acknowledgement (committed); `dominia_commit_seconds`, committing a batch of
moves (the group commit's wait included); `dominia_bot_decision_seconds`, a bot's thinking;
`dominia_catch_up_seconds`, reading and applying another process's moves; `dominia_live_games`
held in memory and `dominia_connections` (WebSockets) open; `dominia_gc_pause_seconds`, the
process's full garbage collections (collector.py).
"""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from dominia.server.collector import PAUSES

# seconds: fine below 50 ms, where a move's round trip should be
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.02, 0.035, 0.05, 0.075, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
CONTENT_TYPE = CONTENT_TYPE_LATEST


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.moves = Counter("dominia_moves", "Moves committed, by who moved", ["by"], registry=r)
        self.move_seconds = Histogram(
            "dominia_move_seconds", "A human's move: arrival to acknowledgement", buckets=BUCKETS, registry=r
        )
        self.commit_seconds = Histogram(
            "dominia_commit_seconds",
            "Committing a game's moves (group commit wait included)",
            buckets=BUCKETS,
            registry=r,
        )
        self.bot_seconds = Histogram(
            "dominia_bot_decision_seconds", "A bot's thinking on one decision", buckets=BUCKETS, registry=r
        )
        self.catch_up_seconds = Histogram(
            "dominia_catch_up_seconds",
            "Catching a game up with another process's moves",
            buckets=BUCKETS,
            registry=r,
        )
        self.live_games = Gauge("dominia_live_games", "Games held in memory", registry=r)
        self.connections = Gauge("dominia_connections", "WebSocket connections open", registry=r)
        r.register(PAUSES)  # (the process's, in every app's registry)
        for by in ("human", "bot", "other"):
            self.moves.labels(by)  # (reported as 0 before the first)

    def count_live(self, games: Callable[[], int]) -> None:
        self.live_games.set_function(games)

    def text(self) -> bytes:
        return generate_latest(self.registry)
