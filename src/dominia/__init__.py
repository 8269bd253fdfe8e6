"""Dominia: play and study Dominion, Domination and Heroes of Dominaria.

Everything a program needs is here, so nothing has to be imported from deep modules:

    >>> import dominia
    >>> dominia.game_names()
    ['dominion', 'domination', 'dominaria']
    >>> match = dominia.Match("dominion", {"kingdom": "first-game"}, seed=1, seats=["human", "bmu"])
    >>> match.decision.kind
    'buy'

The names are imported on first use (PEP 562), so `import dominia` loads no game.
"""

from __future__ import annotations

__version__ = "0.1.0"

# where each public name lives; imported on first use
_LAZY: dict[str, str] = {
    "Match": "dominia.match",
    "Agent": "dominia.core.agent",
    "RandomAgent": "dominia.core.agent",
    "Decision": "dominia.core.decision",
    "Choice": "dominia.core.decision",
    "Outcome": "dominia.core.game",
    "Game": "dominia.core.game",
    "GameSpec": "dominia.core.spec",
    "GameRecord": "dominia.core.record",
    "DominiaError": "dominia.core.errors",
    "IllegalChoice": "dominia.core.errors",
    "InvalidOptions": "dominia.core.errors",
    "UnknownName": "dominia.core.errors",
    "RecordError": "dominia.core.errors",
    "Rng": "dominia.core.rng",
    "simulate": "dominia.sim.simulate",
    "DecisionKind": "dominia.kinds",
    "OutcomeReason": "dominia.kinds",
}

__all__ = [
    "Agent",
    "Choice",
    "Decision",
    "DecisionKind",
    "DominiaError",
    "Game",
    "GameRecord",
    "GameSpec",
    "IllegalChoice",
    "InvalidOptions",
    "Match",
    "Outcome",
    "OutcomeReason",
    "RandomAgent",
    "RecordError",
    "Rng",
    "UnknownName",
    "__version__",
    "bot",
    "bots",
    "game",
    "game_names",
    "simulate",
    "spec",
]

# what a type checker and an editor see; at run time `__getattr__` imports. (Not typing's
# TYPE_CHECKING: importing typing alone would take longer than the rest of `import dominia`.)
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from dominia.core.agent import Agent, RandomAgent
    from dominia.core.decision import Choice, Decision
    from dominia.core.errors import DominiaError, IllegalChoice, InvalidOptions, RecordError, UnknownName
    from dominia.core.game import Game, Outcome
    from dominia.core.record import GameRecord
    from dominia.core.rng import Rng
    from dominia.core.spec import GameSpec
    from dominia.kinds import DecisionKind, OutcomeReason
    from dominia.match import Match
    from dominia.sim.simulate import simulate


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'dominia' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module), name)
    globals()[name] = value  # once: the next look-up is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


def game_names() -> list[str]:
    """The names of the games that can be played, in their own order (installed plugins too).
    (Not `games()`: `dominia.games` is the package the built-in games live in.)"""
    from dominia.core.game import registered_games

    return list(registered_games())


def game(name: str) -> Game:
    """A game's rules by name (`setup`, `pending`, `apply`, `view`, `outcome`: the reducer
    `Match` drives); `UnknownName`, with close matches, for a name no game has."""
    from dominia.core.game import get_game

    return get_game(name)


def spec(name: str) -> GameSpec:
    """What a game says about itself: its title, seats, bots and option schema."""
    from dominia.core.game import get_spec

    return get_spec(name)


def bots(name: str) -> list[str]:
    """The names of a game's built-in bots (any of them may sit in a `Match` seat)."""
    return spec(name).bot_names()


def bot(game: str, name: str, seed: int = 0) -> Agent:
    """A bot of `game` by name (a built-in one, a bot file, or `file.py:Name`), its random
    stream from `seed`: an agent your own agent may hand decisions to, or play out games with.
    `UnknownName`, with close matches, for a name the game has no bot by."""
    from dominia.sim.batch import make_agent

    return make_agent(game, name, seed, code=True)
