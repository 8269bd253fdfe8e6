"""Dominion bots by name: `make_bot(name, seed)` returns an Agent.

Every bot sees only a `DominionView` and the pending `Decision` and must
answer every decision kind of every card without crashing or stalling.
"""

from __future__ import annotations

from collections.abc import Callable

from dominia.core.agent import Agent, RandomAgent
from dominia.core.errors import UnknownName
from dominia.core.rng import derive_seed

BOTS: dict[str, tuple[str, Callable[[int], Agent]]] = {
    "random": ("uniform over the legal choices", RandomAgent),
}


def register_bot(name: str, description: str, factory: Callable[[int], Agent]) -> None:
    BOTS[name] = (description, factory)


def make_bot(name: str, seed: int = 0) -> Agent:
    """A bot with its own random stream derived from `seed` (thinking never moves the dice)."""
    _load()
    try:
        _, factory = BOTS[name]
    except KeyError:
        import difflib

        raise UnknownName("bot", name, difflib.get_close_matches(name, list(BOTS))) from None
    return factory(derive_seed(seed, f"bot:{name}"))


def bot_names() -> list[str]:
    _load()
    return list(BOTS)


_loaded = False


def _load() -> None:
    # Bot modules register themselves on import; scan the package once (make_bot is
    # called for every seat of every simulated game).
    global _loaded
    if _loaded:
        return
    import importlib
    import pkgutil

    for mod in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{mod.name}")
    _loaded = True
