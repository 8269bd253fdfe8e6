"""The game-agnostic kernel: decisions, RNG, events, records, errors, registry.

Nothing in here knows the name of any game and nothing does I/O except the
record helpers that read and write JSON files.
"""

from dominia.core.decision import Choice, Decision
from dominia.core.errors import (
    DominiaError,
    IllegalChoice,
    InvalidOptions,
    RecordError,
    UnknownName,
)
from dominia.core.events import Event
from dominia.core.game import Game, Outcome, get_game, register_game, registered_games
from dominia.core.record import GameRecord, replay
from dominia.core.rng import Rng

__all__ = [
    "Choice",
    "Decision",
    "DominiaError",
    "Event",
    "Game",
    "GameRecord",
    "IllegalChoice",
    "InvalidOptions",
    "Outcome",
    "RecordError",
    "Rng",
    "UnknownName",
    "get_game",
    "register_game",
    "registered_games",
    "replay",
]
