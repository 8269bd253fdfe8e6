"""Seeded randomness that lives inside the game state.

Only `random.Random.random()` is used: CPython keeps its output stable for a
given integer seed across versions, unlike `shuffle`, `choice` or `randrange`
whose algorithms have changed. Everything else is built on it here.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, MutableSequence, Sequence
from math import floor
from typing import Any, TypeVar

T = TypeVar("T")


def derive_seed(seed: int, label: str) -> int:
    """A stable sub-seed, e.g. for a bot's own stream that never moves the dice."""
    digest = hashlib.sha256(f"{seed}/{label}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Rng:
    """A seeded random stream whose numbers stay the same across Python versions (the games'
    dice and shuffles, a sandbox's redeal, an agent's own choices)."""

    __slots__ = ("_r", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._r = random.Random(seed)

    def random(self) -> float:
        return self._r.random()

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        return int(self._r.random() * n)

    def stream(self) -> Callable[[], float]:
        """The stream's bare `random()`, for a compiled loop that draws as `shuffle` does."""
        return self._r.random

    def shuffle(self, items: MutableSequence[T]) -> None:
        rnd = self._r.random
        for i in range(len(items) - 1, 0, -1):
            j = floor(rnd() * (i + 1))  # (int() of a non-negative float, cheaper: a hot path)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[int(self._r.random() * len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def derive(self, label: str) -> Rng:
        return Rng(derive_seed(self.seed, label))

    def clone(self) -> Rng:
        other = Rng.__new__(Rng)
        other.seed = self.seed
        other._r = random.Random()
        other._r.setstate(self._r.getstate())
        return other

    def state(self) -> tuple[Any, ...]:
        return self._r.getstate()
