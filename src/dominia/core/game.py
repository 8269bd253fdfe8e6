"""The game protocol every game implements, the outcome type, and the registry.

A game is a deterministic reducer over a mutable state object:
`setup(options, seed)` builds it, `pending(state)` names the one decision that
is open (None once the game is over), `apply(state, seat, choice_id)` either
raises `IllegalChoice` leaving the state untouched or advances it. Whoever
holds the state (CLI, simulator, server) runs the loop; the game never calls
out to a player.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from dominia.core.decision import Decision
from dominia.core.errors import UnknownName
from dominia.core.events import Event
from dominia.core.i18n import add_package
from dominia.core.spec import GameSpec


@dataclass(frozen=True)
class Outcome:
    """The end of a game: scores per seat, the winning seats (several: a shared win) and why it
    ended. `reason` is one of the game's own words (`dominia.kinds.OutcomeReason` types the
    built-in games'; a game of your own brings its own, so the kernel keeps it a `str`);
    `details` holds the game's extra facts (turns per seat, a score's breakdown)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    details: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Plain data (JSON-able), as a record keeps it."""
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason,
            "details": self.details,
        }


@runtime_checkable
class Game(Protocol):
    """A game's rules as a deterministic reducer over a state (see the module's docstring);
    `name` is its id (the one `get_game` takes), `title` its English title."""

    name: str
    title: str

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Validated options in canonical JSON form; raises InvalidOptions."""

    def setup(self, options: Mapping[str, Any], seed: int, *, logging: bool = True) -> Any:
        """A new game; `logging=False` skips events (for simulations)."""

    def pending(self, state: Any) -> Decision | None:
        """The one open decision; None once the game is over."""

    def apply(self, state: Any, seat: int, choice_id: str) -> None:
        """Answer the open decision; IllegalChoice, the state untouched, if it is not legal."""

    def view(self, state: Any, seat: int | None) -> Any:
        """What `seat` may see (None: what anybody may see)."""

    def outcome(self, state: Any) -> Outcome | None:
        """The outcome once the game is over; else None."""

    def clone(self, state: Any) -> Any:
        """An independent copy of the state."""

    def snapshot(self, state: Any) -> dict[str, Any]:
        """Everything in the state as plain data, for equality checks and debugging."""

    def events(self, state: Any, viewer: int | None, start: int = 0) -> list[Event]:
        """The log from event `start` on, as `viewer` may see it."""

    def event_count(self, state: Any) -> int:
        """How many events the game has logged (so callers can ask for only new ones)."""

    def num_seats(self, state: Any) -> int:
        """How many seats the game has."""


@runtime_checkable
class Conformable(Protocol):
    """What a game adds so the shared conformance battery can test it."""

    def random_options(self, rng: Any) -> dict[str, Any]:
        """Options for one random game of the battery."""

    def problems(self, state: Any) -> list[str]:
        """Broken invariants of a state (empty when consistent)."""

    def shuffle_hidden(self, state: Any, viewer: int | None, rng: Any) -> Any:
        """A copy with everything hidden from `viewer` rearranged."""


_REGISTRY: dict[str, Game] = {}
_SPECS: dict[str, GameSpec] = {}


def register_game(game: Game, spec: GameSpec | None = None) -> Game:
    """Register a game, with its GameSpec (what the front ends read about it)."""
    _REGISTRY[game.name] = game
    if spec is not None:
        _SPECS[game.name] = spec
        if spec.messages:
            add_package(spec.messages)
    return game


def registered_games() -> dict[str, Game]:
    """Every registered game by name, in the order their specs give (then by name)."""
    _load_builtin_games()
    order = {n: (_SPECS[n].order if n in _SPECS else 100, n) for n in _REGISTRY}
    return {n: _REGISTRY[n] for n in sorted(_REGISTRY, key=order.__getitem__)}


def get_game(name: str) -> Game:
    _load_builtin_games()
    try:
        return _REGISTRY[name]
    except KeyError:
        import difflib

        raise UnknownName("game", name, difflib.get_close_matches(name, list(_REGISTRY))) from None


def get_spec(name: str) -> GameSpec:
    """The GameSpec of a registered game (UnknownName as for get_game)."""
    get_game(name)
    try:
        return _SPECS[name]
    except KeyError:
        raise UnknownName("game description", name, []) from None


_LOADED = False


def _load_builtin_games() -> None:
    """Games register through the "dominia.games" entry points (pyproject.toml): each names a
    function that registers its game and spec. The kernel never imports a game package; a
    fourth game is a package plus one entry point."""
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    from importlib.metadata import entry_points

    for ep in sorted(entry_points(group="dominia.games"), key=lambda e: e.name):
        ep.load()()
