"""What a game gives learning environments (`dominia.rl`): for one configuration (the game's
normalized options), a fixed action catalogue and an observation layout.

A game names its encoding in its spec (`GameSpec.encoding`, "module:function"): the function takes
the normalized options and returns an `Encoding`. The catalogue is pure Python (here); the
observer fills a numpy array, so numpy is imported only by the games' `encoding` modules, which
nothing loads unless a learning environment asks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from dominia.core.decision import Decision
from dominia.core.errors import IllegalChoice
from dominia.core.i18n import msg


@dataclass(frozen=True)
class Field:
    """One named part of an observation vector: `vector[start:stop]`, each value in [low, high]."""

    name: str
    start: int
    stop: int
    high: float
    low: float = 0.0
    doc: str = ""

    @property
    def size(self) -> int:
        return self.stop - self.start

    @property
    def slice(self) -> slice:
        return slice(self.start, self.stop)


class Layout:
    """Builds a list of fields one after the other (`add` returns the field's slice)."""

    def __init__(self) -> None:
        self.fields: list[Field] = []
        self.size = 0

    def add(self, name: str, n: int, high: float, doc: str = "", low: float = 0.0) -> slice:
        f = Field(name, self.size, self.size + n, float(high), float(low), doc)
        self.fields.append(f)
        self.size += n
        return f.slice

    def field(self, name: str) -> Field:
        return next(f for f in self.fields if f.name == name)


class ActionCatalog(Protocol):
    """A fixed, ordered list of action keys for one configuration. Every legal choice of every
    decision has exactly one index, and no two choices of a decision share one."""

    keys: tuple[str, ...]

    def indices(self, decision: Decision) -> list[int]:
        """The index of each of `decision.choices`, in their order."""

    def index(self, choice_id: str, decision: Decision) -> int: ...

    def choice_for(self, index: int, decision: Decision) -> str:
        """The choice id that `index` means in `decision`; IllegalChoice if none is legal."""


class Observer(Protocol):
    """Turns a seat's view (and the decision it is asked, if any) into a float32 vector of
    `size` values laid out as `fields` say."""

    fields: tuple[Field, ...]
    size: int

    def encode(self, view: Any, decision: Decision | None) -> Any: ...


class Encoding(Protocol):
    catalog: ActionCatalog
    observer: Observer


class UnmappedChoice(LookupError):
    """A legal choice the catalogue has no index for: a bug in the game's encoding."""


class KeyCatalog:
    """A catalogue whose keys are choice ids (`key_of` may map an id to another key, e.g. a
    position relative to the decision, when ids are not a bounded set)."""

    def __init__(self, keys: Iterable[str]) -> None:
        self.keys: tuple[str, ...] = tuple(keys)
        self.pos: dict[str, int] = {k: i for i, k in enumerate(self.keys)}
        if len(self.pos) != len(self.keys):
            raise ValueError("an action catalogue has a key twice")

    def __len__(self) -> int:
        return len(self.keys)

    def key_of(self, choice_id: str, decision: Decision) -> str:
        return choice_id

    def indices(self, decision: Decision) -> list[int]:
        pos = self.pos
        try:
            return [pos[c.id] for c in decision.choices]
        except KeyError as e:
            raise UnmappedChoice(f"no action index for {e.args[0]!r} ({decision.kind})") from None

    def index(self, choice_id: str, decision: Decision) -> int:
        try:
            return self.pos[self.key_of(choice_id, decision)]
        except KeyError:
            raise UnmappedChoice(f"no action index for {choice_id!r} ({decision.kind})") from None

    def choice_for(self, index: int, decision: Decision) -> str:
        if 0 <= index < len(self.keys):
            key = self.keys[index]
            if decision.allows(key):
                return key
        raise not_legal(self.keys, index)


def not_legal(keys: Sequence[str], index: int) -> IllegalChoice:
    what = f"action {index} ({keys[index]})" if 0 <= index < len(keys) else f"action {index}"
    return IllegalChoice(msg("error-not-legal", choice=what))
