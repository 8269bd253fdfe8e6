"""Dominion bots by name: `make_bot(name, seed)` returns an Agent.

Bots written in Python register themselves here; the data bots (databots.py) are the
TOML files in `data/` plus a generated `bmu+x` per kingdom card, and `make_bot` also
takes the path of a user's bot file (any name ending in `.toml`, `.yaml` or `.yml`).

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
    entry = BOTS.get(name)
    if entry is None:
        from dominia.games.dominion.bots import databots, language, policies

        if name.startswith(policies.PREFIX):  # a trained policy (dominia.rl ships one)
            return policies.make(name, derive_seed(seed, f"bot:{name}"))
        if language.is_bot_file(name):  # a user's bot file (BotFileError if it is bad)
            return databots.file_bot(name, derive_seed(seed, f"bot:{name}"))
        variant = databots.variant_for(name)  # bmu+<card name in any language>
        if variant is None:
            import difflib

            raise UnknownName("bot", name, difflib.get_close_matches(name, list(BOTS)))
        name, entry = variant, BOTS[variant]
    return entry[1](derive_seed(seed, f"bot:{name}"))


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
    from dominia.games.dominion.bots.databots import register_variants

    register_variants()  # the many bmu+X last
    from dominia.games.dominion.bots.levels import LEVELS

    # the levels every game names alike (easy, medium, hard) first, after random
    order = ["random", *LEVELS]
    ordered = {n: BOTS[n] for n in order} | BOTS
    BOTS.clear()
    BOTS.update(ordered)
    _loaded = True
