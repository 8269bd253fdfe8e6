"""The serving process's garbage collection policy (collector.py): the survivors of a full
collection are frozen out of the next ones' way, the frozen ones are thawed and collected now
and then (so a cycle that died while frozen is freed), and each full pause is reported."""

from __future__ import annotations

import gc
import subprocess
import sys
import weakref

from dominia.server import collector


class Node:
    def __init__(self) -> None:
        self.me = self  # (a cycle: only the cyclic collector frees it)


def pauses() -> float:
    """Full collections reported so far."""
    return next(s.value for m in collector.PAUSES.collect() for s in m.samples if s.name.endswith("_count"))


def test_a_full_collection_freezes_its_survivors_and_reports_its_pause():
    before = pauses()
    try:
        gc.unfreeze()
        collector._on_collection("start", {"generation": 2})
        collector._on_collection("stop", {"generation": 2})
        assert gc.get_freeze_count() > 0
        collector._on_collection("stop", {"generation": 1})  # (a young one changes nothing)
    finally:
        gc.unfreeze()
    assert pauses() == before + 1


def test_a_cycle_that_died_frozen_is_freed_by_the_reclaim():
    node = Node()
    dead = weakref.ref(node)
    try:
        gc.freeze()
        del node
        gc.collect()
        assert dead() is not None  # (frozen: out of the collector's reach)
        collector.reclaim()
        assert dead() is None
    finally:
        gc.unfreeze()


def test_the_serving_process_keeps_its_collections_short():
    code = (
        "import gc\n"
        "from dominia.server.collector import YOUNG, keep_collections_short\n"
        "keep_collections_short()\n"
        "keep_collections_short()\n"  # (once: a second call adds nothing)
        "gc.collect()\n"
        "from dominia.server.collector import _on_collection as on\n"
        "print(gc.get_threshold()[0] == YOUNG, gc.get_freeze_count() > 0, gc.callbacks.count(on))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert out.stdout.split() == ["True", "True", "1"]
