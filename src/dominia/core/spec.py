"""What a game says about itself, once: every front end reads it.

A `GameSpec` holds the facts a terminal, a lobby, a simulator or an environment needs about a
game without knowing which game it is: its title, how many seats, its bots (names, one-line
descriptions, how to make one, which to offer first) and its simulator figures. The parts that
need the game's code are "package.module:attribute" strings, imported on first use: reading a
spec never loads an engine, and the kernel and the front ends never import a game package.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # core.game imports this module
    from dominia.core.agent import Agent
    from dominia.core.events import Event
    from dominia.core.game import Outcome
    from dominia.core.i18n import Msg


def load(target: str) -> Any:
    """The object a "package.module:attribute" string names."""
    module, _, attr = target.partition(":")
    obj: Any = importlib.import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


class Collector(Protocol):
    """What the simulator records of one game beyond its result: it sees the game set up
    (`start`), watches it after every step (`on_step`, cheap: it acts when a turn passes) and
    adds its figures to the game's row (`finish`). A collector whose `on_step` does nothing
    may say so with a class attribute `watches_steps = False` (read with getattr, default True):
    the simulator then calls no hook a step and lets the game play its loop itself
    (`core.runner.run_game`)."""

    def start(self, state: Any) -> None: ...

    def on_step(self, state: Any) -> None: ...

    def finish(self, state: Any, outcome: Outcome) -> dict[str, Any]: ...


class Texts(Protocol):
    """How a game's events and outcomes read: the message (`core.i18n.Msg`) for an event as a
    given seat sees it (already redacted: it may only use what the event shows), None for an
    event nobody reads (bookkeeping), and the message of an outcome's reason."""

    def event(self, event: Event) -> Msg | None: ...

    def outcome(self, outcome: Outcome) -> Msg: ...


class Figures(Protocol):
    """A game's own simulator figures: a collector per game, and the summary of its rows
    (adds per-entry fields to `bots` in place; returns batch-wide fields)."""

    def collector(self, seats: int) -> Collector: ...

    def summarize(self, rows: list[dict[str, Any]], bots: list[dict[str, Any]], n: int) -> dict[str, Any]: ...


class BotFamily(Protocol):
    """A family of bots written as data that `dominia optimize` searches (a game whose bots are
    rules has one): genomes it makes, varies and writes as bot files the game's `make_bot`
    reads. Genomes are opaque to the search; equal files are the same bot."""

    suffix: str  # the bot files' name ending (".toml")
    baselines: tuple[str, ...]  # bots every result is measured against (the first: the yardstick)

    def prepare(self, options: dict[str, Any], seed: int) -> dict[str, Any]: ...

    def describe_options(self, options: dict[str, Any]) -> list[Any]: ...  # Text, for a list

    def rivals(self, options: dict[str, Any]) -> list[str]: ...

    def random(self, rng: Any, options: dict[str, Any]) -> Any: ...

    def seeds(self, options: dict[str, Any], rivals: list[str]) -> list[Any]: ...  # rivals best first

    def mutate(self, genome: Any, rng: Any, options: dict[str, Any]) -> Any: ...

    def crossover(self, a: Any, b: Any, rng: Any) -> Any: ...

    def write(self, genome: Any, name: str, description: str) -> str: ...


KINDS = ("int", "bool", "choice", "text", "path")


@dataclass(frozen=True)
class Option:
    """One option of a game, as every front end offers it: the terminal's flag, the lobby's field,
    the server's check.

    `kind`: "int", "bool", "choice" (one of `choices`), "text" or "path" (a file or folder on
    this machine: never from a web client). `choices`: the values, or a "module:function" string
    giving them at run time (a list that changes: the maps); `many`: a list of them (the
    terminal takes them comma-separated); for "text", `choices` are suggestions. `flag` and
    `negative`: the flags that set it / set a bool to False ("" for `flag`: from the name,
    "--turn-limit"; None: none).
    `help`: the message id of its help; `label`: of its name in the lobby, whose choices read
    `<label>-<value>` unless `choice_label` gives another prefix. `web`: a web client may set it.
    `bots_default`: the default when only bots play, where that differs (the game applies it);
    `sim_default`: the simulator's default, where that differs (it sets it unless given).
    `parse`: "module:function" turning the flag's text into the value (None: as typed)."""

    name: str
    kind: str
    default: Any = None
    choices: tuple[Any, ...] | str = ()
    many: bool = False
    min: int | None = None
    max: int | None = None
    flag: str | None = ""
    negative: str | None = None
    short: str | None = None
    help: str = ""
    label: str = ""
    choice_label: str | None = None
    web: bool = True
    bots_default: Any = None
    sim_default: Any = None
    parse: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"option {self.name}: kind {self.kind!r} is not one of {KINDS}")
        if self.kind == "path" and self.web:
            raise ValueError(f"option {self.name}: a path is never set from the web")

    @property
    def flags(self) -> tuple[str, ...]:
        """Its flags, the negative one last (none: the terminal does not set it)."""
        flag = "--" + self.name.replace("_", "-") if self.flag == "" else self.flag
        return tuple(f for f in (flag, self.negative) if f)

    def choice_values(self) -> list[Any]:
        """The choices, the run-time ones looked up now."""
        if isinstance(self.choices, str):
            return list(load(self.choices)())
        return list(self.choices)

    def flag_for(self, value: Any) -> str:
        """The flag that gave `value` (a bool's False: its negative flag)."""
        flags = self.flags
        if self.kind == "bool" and value is False and self.negative:
            return self.negative
        return flags[0] if flags else self.name


@dataclass(frozen=True)
class GameSpec:
    """A game's facts for the front ends.

    `bot_names`, `describe_bot`, `make_bot`: "module:function" strings (`() -> list[str]`,
    `(name) -> str`, `(name, seed) -> Agent`); `figures`: "module:object" with the `Figures`
    protocol (None: the simulator records turns only); `messages`: the package whose
    `locales/<lang>/*.ftl` hold the game's words; `texts_obj`: "module:object" with the `Texts`
    protocol; `web_obj`: "module:object" with what the game adds to the web server
    (`dominia.server.protocol.WebHooks`: extras of a decision, lobby options); `options`: the
    schema of its options beyond the number of players (`Option`), from which the terminal's
    flags, the lobby's fields and the server's refusals are made; `encoding`: "module:function"
    giving, for normalized options, the action catalogue and observation layout that learning
    environments use (`dominia.core.encoding.Encoding`; None: the game has none);
    `bot_family_obj`: "module:object" with the `BotFamily` protocol (None: no `optimize`)."""

    name: str
    title: str
    seats: tuple[int, int]
    bot_names_fn: str
    describe_bot_fn: str
    make_bot_fn: str
    default_bot: str
    figures_obj: str | None = None
    bot_word: str = "bot"  # what the game calls its computer players (as its book does: "bot", "AI")
    order: int = 100  # where the game comes in lists (the lobby, `dominia --help`)
    messages: str | None = None
    texts_obj: str | None = None
    web_obj: str | None = None
    options: tuple[Option, ...] = ()
    encoding: str | None = None
    bot_family_obj: str | None = None

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    def bot_names(self) -> list[str]:
        return list(load(self.bot_names_fn)())

    def describe_bot(self, name: str) -> str:
        return str(load(self.describe_bot_fn)(name))

    def bot_descriptions(self) -> dict[str, str]:
        describe = load(self.describe_bot_fn)
        return {n: str(describe(n)) for n in self.bot_names()}

    def make_bot(self, name: str, seed: int) -> Agent:
        agent: Agent = load(self.make_bot_fn)(name, seed)
        return agent

    def figures(self) -> Figures | None:
        return load(self.figures_obj) if self.figures_obj else None

    def bot_family(self) -> BotFamily | None:
        return load(self.bot_family_obj) if self.bot_family_obj else None

    def texts(self) -> Texts | None:
        return load(self.texts_obj) if self.texts_obj else None

    def packages(self, front_end: str) -> tuple[str, ...]:
        """Where a front end looks words up for this game: the game's table, then its own."""
        return tuple(p for p in (self.messages, front_end) if p)
