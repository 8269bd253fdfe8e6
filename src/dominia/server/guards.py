"""What keeps one client from taking the server from the others: message budgets (per socket, per
address, per game), the cap on a client message's nesting, and the count of open WebSockets
per address and per game.

Budgets are token buckets. Those kept by a key (an address, a game) live in a bounded table:
past `MAX_KEYS` keys it is emptied at once (every key starts afresh with a full bucket), so a
flood of addresses costs memory only up to the bound.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from dataclasses import dataclass

MAX_KEYS = 10_000  # keys (addresses, games) whose budget is remembered
MAX_DEPTH = 16  # levels of [ and { in a client message (a move has 1)


class RateLimit:
    """A token bucket: `burst` messages at once, then `per_second`."""

    def __init__(self, burst: float, per_second: float) -> None:
        self.burst = burst
        self.rate = per_second
        self.tokens = burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Budgets:
    """One bucket per key (an address, a game), all alike; the table is bounded (MAX_KEYS)."""

    def __init__(self, burst: float, per_second: float) -> None:
        self.burst = burst
        self.rate = per_second
        self._buckets: dict[str, RateLimit] = {}

    def take(self, key: str) -> bool:
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= MAX_KEYS:
                self._buckets.clear()
            bucket = self._buckets[key] = RateLimit(self.burst, self.rate)
        return bucket.take()


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether JSON `text` nests arrays and objects deeper than `limit` (strings skipped): the
    parser recurses once a level, and a message of 1,000 `[` would exhaust Python's stack."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


@dataclass(frozen=True)
class SocketCaps:
    """Open WebSockets allowed at once: from one address, and to one game (its seats and
    spectators together)."""

    per_address: int = 64
    per_game: int = 64


class Sockets:
    """The open WebSockets, counted by address and by game (the loop's thread and worker
    threads may ask)."""

    def __init__(self, caps: SocketCaps) -> None:
        self.caps = caps
        self._by_address: Counter[str] = Counter()
        self._by_game: Counter[str] = Counter()
        self._lock = threading.Lock()

    def open(self, address: str, game: str) -> str | None:
        """Count a new socket; None when it may open, else which cap it is over ("address",
        "game"; then nothing is counted)."""
        with self._lock:
            if self._by_address[address] >= self.caps.per_address:
                return "address"
            if self._by_game[game] >= self.caps.per_game:
                return "game"
            self._by_address[address] += 1
            self._by_game[game] += 1
            return None

    def close(self, address: str, game: str) -> None:
        with self._lock:
            for table, key in ((self._by_address, address), (self._by_game, game)):
                table[key] -= 1
                if table[key] <= 0:
                    del table[key]  # (the tables hold only what is open)

    def counts(self) -> tuple[int, int]:
        """Addresses and games with a socket open (for the tests)."""
        with self._lock:
            return len(self._by_address), len(self._by_game)
