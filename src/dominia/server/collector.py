"""When Python's cyclic garbage collector may stop a serving process, and for how long.

A full collection walks every object the process holds: with a thousand live games (about
400,000 objects) it stopped the server for 100-300 ms, every few seconds under load, since
each move leaves a few objects that outlive the young collections. So, in the serving process
only (`keep_collections_short`):
- young collections run after `YOUNG` new objects instead of 700: most of a move's objects die
  before they would have been promoted to the old generation;
- the survivors of each full collection are frozen (`gc.freeze`): the next full collections
  walk only what came since, not every live game again;
- every `RECLAIM` seconds the frozen objects are thawed and collected once (one long pause),
  so that a cycle that died while frozen (a game let go of) is freed all the same.
`PAUSES` (`dominia_gc_pause_seconds`) reports each full collection's pause.
"""

from __future__ import annotations

import gc
import threading
import time
from typing import Any

from prometheus_client import Histogram

YOUNG = 10_000  # new objects between young collections (Python's default: 700)
RECLAIM = 600.0  # seconds between thawing the frozen objects and collecting them all

PAUSES = Histogram(
    "dominia_gc_pause_seconds",
    "Full garbage collections: how long each stopped the process",
    buckets=(0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0),
    registry=None,  # (each app's registry adds it: see metrics.py)
)

_started = [0.0]
_installed = threading.Event()


def _on_collection(phase: str, info: dict[str, Any]) -> None:
    if info.get("generation") != 2:
        return
    if phase == "start":
        _started[0] = time.perf_counter()
        return
    PAUSES.observe(time.perf_counter() - _started[0])
    gc.freeze()  # (what survived is live: out of the next full collections' way)


def reclaim() -> None:
    """Thaw the frozen objects and collect them all once (freezing the survivors again)."""
    gc.unfreeze()
    gc.collect()


def _reclaiming(period: float) -> None:
    while True:
        time.sleep(period)
        reclaim()


def keep_collections_short(period: float = RECLAIM) -> None:
    """(The serving process, once.) The policy above, from now on."""
    if _installed.is_set():
        return
    _installed.set()
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])
    gc.callbacks.append(_on_collection)
    threading.Thread(target=_reclaiming, args=(period,), name="dominia-gc", daemon=True).start()
