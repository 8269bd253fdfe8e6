"""Every word a person reads, in their language: message tables and the one formatter.

Engines never build sentences. They hand out `Msg` values (a message id and named
arguments); a front end turns them into text with a `Translator` for the reader's language.
The tables are Fluent files (https://projectfluent.org), which translators' tools read and
which carry each language's plural rules: `<package>/locales/<lang>/*.ftl`. A translator looks
a message up in a list of packages (the game's, then the front end's, then the kernel's) and,
when a language lacks it, in English; a message missing everywhere shows its fallback text or,
failing that, its id in brackets, and a test reports every such gap.

Argument values may be numbers and strings, nested `Msg` values (a card or territory name is a
message too, formatted first) and `Seat` (a seat number, shown as that player's name).

`qps` is a pseudo-language for tests: English wrapped in ⟦ ⟧, so that a screen with any
text outside the markers shows a sentence that escaped the tables.
"""

from __future__ import annotations

import os
import re
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import Message
from fluent.runtime.types import FluentNone
from fluent.syntax import FluentParser

LANGS: tuple[str, ...] = ("en", "ru", "uk", "hu")
PSEUDO = "qps"
OPEN, CLOSE = "⟦", "⟧"
CORE = "dominia.core"


@dataclass(frozen=True, slots=True)
class Msg:
    """A message id with named arguments; `fallback` is shown when no table has the id (a
    name read from a user's file, such as a territory of an imported map)."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)
    fallback: str | None = None
    # the module that made it: `english()` reads its package's table first, since two games
    # may give one id different words (front ends read the game's table first anyway)
    origin: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return english(self)


def msg(key: str, /, **args: Any) -> Msg:
    return Msg(key, args, None, sys._getframe(1).f_globals.get("__name__"))


def name(key: str, fallback: str) -> Msg:
    """A proper name (a card, a territory) that may have a table entry: `fallback` otherwise."""
    return Msg(key, {}, fallback, sys._getframe(1).f_globals.get("__name__"))


class Seat(int):
    """A seat number as a message argument: shown as the name of the player in that seat."""


Text = str | Msg


def slug(text: str) -> str:
    """A message-id fragment from a name: "Hunting Grounds" -> "hunting-grounds"."""
    out = []
    for ch in text.lower():
        out.append(ch if ch.isascii() and ch.isalnum() else "-")
    return "-".join(p for p in "".join(out).split("-") if p) or "x"


def normalize_lang(lang: str | None) -> str | None:
    """ "uk_UA.UTF-8" -> "uk"; None for a language Dominia does not speak."""
    if not lang:
        return None
    code = lang.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGS or code == PSEUDO else None


def resolve_lang(explicit: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The reader's language: `explicit` (a --lang), else DOMINIA_LANG, else the locale
    (LC_ALL, LC_MESSAGES, LANG), else English. An explicit language Dominia lacks is an
    error; an unknown locale falls through."""
    from dominia.core.errors import UnknownName

    if explicit:
        code = normalize_lang(explicit)
        if code is None:
            raise UnknownName("language", explicit, [*LANGS])
        return code
    env = os.environ if environ is None else environ
    for var in ("DOMINIA_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        code = normalize_lang(env.get(var))
        if code is not None:
            return code
    return "en"


@cache
def _files(package: str, lang: str) -> tuple[str, ...]:
    """The Fluent sources of one package in one language (empty if it has none)."""
    try:
        folder = resources.files(package).joinpath("locales", lang)
        if not folder.is_dir():
            return ()
        return tuple(
            f.read_text("utf-8")
            for f in sorted(folder.iterdir(), key=lambda f: f.name)
            if f.name.endswith(".ftl")
        )
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        return ()


# A Fluent entry starts at a line's first column with a message's id, a term's "-id" or a
# comment's "#" (the parser resumes after bad input at the same places); its other lines are
# indented or start with one of the pattern's own characters ("[", "*", ".", "}")
_ENTRY_START = re.compile(r"^[a-zA-Z#-]", re.MULTILINE)
_ENTRY_ID = re.compile(r"-?[a-zA-Z][a-zA-Z0-9_-]*(?=[ \t]*=)")
_PARSER = FluentParser(with_spans=False)


class LazyTable(FluentBundle):
    """A Fluent bundle that parses an entry the first time it is looked up.

    Parsing is what costs (Fluent's parser is pure Python: a package's tables took a tenth of a
    second, and a command shows a few of their hundreds of messages). The sources are cut into
    entries where the parser itself would resume, indexed by id, and an entry (a message, or a
    term or message it refers to, looked up as it is formatted) is parsed on its first use; the
    first of two entries with one id wins, as in `add_resource`. Tables without bad entries
    (tests/i18n parses them all) read exactly as a bundle of the whole files."""

    def __init__(self, lang: str, sources: Sequence[str]) -> None:
        super().__init__([lang], use_isolating=False)
        self._pending: dict[str, str] = {}  # "id" or "-id" (a term) -> its source text
        self._loading = threading.Lock()
        for text in sources:
            starts = [m.start() for m in _ENTRY_START.finditer(text)]
            for a, b in zip(starts, [*starts[1:], len(text)], strict=True):
                found = _ENTRY_ID.match(text, a, b)
                if found is not None:
                    self._pending.setdefault(found.group(), text[a:b])

    def has_message(self, message_id: str) -> bool:
        self._load(message_id)
        return message_id in self._messages

    def _lookup(self, entry_id: str, term: bool = False) -> Message:
        self._load("-" + entry_id if term else entry_id)
        return super()._lookup(entry_id, term)

    def _load(self, key: str) -> None:
        """Parses the entry `key` if it is still pending (a bad one adds nothing, as in a whole
        file)."""
        if key in self._pending:
            with self._loading:  # (a server's threads share a table: added, then not pending)
                source = self._pending.get(key)
                if source is not None:
                    self.add_resource(_PARSER.parse(source))
                    del self._pending[key]


@cache
def bundle(package: str, lang: str) -> FluentBundle:
    """One package's table in one language (its entries parsed as they are used)."""
    return LazyTable(lang, _files(package, lang))


def message_ids(package: str, lang: str) -> dict[str, set[str]]:
    """Every message id of a package's table with the names of the variables it uses (tests
    compare the languages with these)."""
    from fluent.syntax import FluentParser, ast
    from fluent.syntax.visitor import Visitor

    out: dict[str, set[str]] = {}

    class Vars(Visitor):
        def __init__(self) -> None:
            self.names: set[str] = set()

        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            self.names.add(node.id.name)

    for text in _files(package, lang):
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message):
                v = Vars()
                v.visit(entry)
                out[entry.id.name] = v.names
            elif isinstance(entry, ast.Junk):
                raise ValueError(f"{package} {lang}: bad Fluent entry: {(entry.content or '')[:80]!r}")
    return out


Decorate = Callable[[Any, str], str]


def _resolved(text: str | FluentNone) -> str:
    # Fluent answers FluentNone only for a message that refers to itself; it writes "{???}"
    # for its other errors, so the same stands in here
    return text if isinstance(text, str) else "{???}"


class Translator:
    """Formats messages in one language from the tables of `packages` (first match wins).

    `players` are the names `Seat` arguments show. A front end that marks text up (the
    terminal's rich markup) passes `escape` (applied to the message's own words) and
    `decorate(value, text)` (the marked-up form of one argument), so a translation can never
    inject markup."""

    def __init__(
        self,
        lang: str = "en",
        packages: Sequence[str] = (CORE,),
        *,
        players: Sequence[str] = (),
    ) -> None:
        self.lang = lang
        self.pseudo = lang == PSEUDO
        base = "en" if self.pseudo else lang
        self.packages = tuple(dict.fromkeys([*packages, CORE]))
        chain = [bundle(p, base) for p in self.packages]
        if base != "en":
            chain += [bundle(p, "en") for p in self.packages]
        self._chain = chain
        self.players = list(players)

    def with_players(self, players: Sequence[str]) -> Translator:
        t = Translator.__new__(Translator)
        t.__dict__.update(self.__dict__)
        t.players = list(players)
        return t

    def has(self, key: str) -> bool:
        return any(b.has_message(key) for b in self._chain)

    def __call__(
        self, m: Text | None, *, escape: Callable[[str], str] | None = None, decorate: Decorate | None = None
    ) -> str:
        if m is None:
            return ""
        if isinstance(m, str):
            return escape(m) if escape else m
        return self._format(m, escape, decorate)

    def attr(self, key: str, attribute: str, **args: Any) -> str | None:
        """One attribute of a message (`.help` of an option), None if absent."""
        for b in self._chain:
            if b.has_message(key):
                message = b.get_message(key)
                pattern = message.attributes.get(attribute)
                if pattern is None:
                    return None
                text, _ = b.format_pattern(pattern, self._args(args, None, None, {}))
                return self._wrap(_resolved(text))
        return None

    def _args(
        self, args: Mapping[str, Any], escape: Any, decorate: Any, marks: dict[str, str]
    ) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in args.items():
            if isinstance(v, bool):
                v = "true" if v else "false"
            elif isinstance(v, Seat):
                v = self.player(int(v))
            elif isinstance(v, Msg):
                v = self._format(v, None, None)
            elif isinstance(v, (list, tuple)):
                v = ", ".join(self(x) if isinstance(x, Msg) else str(x) for x in v)
            elif v is None:
                v = ""
            if escape is not None and isinstance(v, str):
                # the marked-up argument is put back after the message's own words are escaped
                token = f"\ue000{len(marks)}\ue001"
                marks[token] = decorate(args[k], escape(v)) if decorate else escape(v)
                v = token
            elif decorate is not None and isinstance(v, str):
                v = decorate(args[k], v)
            out[k] = v
        return out

    def player(self, seat: int) -> str:
        if 0 <= seat < len(self.players):
            return self.players[seat]
        return self._format(msg("player-n", n=seat + 1), None, None)

    def _format(self, m: Msg, escape: Callable[[str], str] | None, decorate: Decorate | None) -> str:
        if escape is None and decorate is None:
            try:
                key = (self.lang, self.packages, tuple(self.players), _frozen(m))
            except TypeError:  # (an argument that cannot be a key: formatted each time)
                return self._format_now(m, None, None)
            text = _FORMATTED.get(key)
            if text is None:
                if len(_FORMATTED) >= FORMATTED_MAX:
                    _FORMATTED.clear()
                text = _FORMATTED[key] = self._format_now(m, None, None)
            return text
        return self._format_now(m, escape, decorate)

    def _format_now(self, m: Msg, escape: Callable[[str], str] | None, decorate: Decorate | None) -> str:
        marks: dict[str, str] = {}
        for b in self._chain:
            if b.has_message(m.key):
                message = b.get_message(m.key)
                if message.value is None:
                    continue
                result, _errors = b.format_pattern(message.value, self._args(m.args, escape, decorate, marks))
                text = _resolved(result)
                break
        else:
            text = m.fallback if m.fallback is not None else f"[{m.key}]"
        if escape is not None:
            text = escape(text)
            for token, value in marks.items():
                text = text.replace(token, value)
        return self._wrap(text)

    def _wrap(self, text: str) -> str:
        return f"{OPEN}{text}{CLOSE}" if self.pseudo else text


# Plain texts already formatted, by language, tables, players' names and message: a server
# formats the same few hundred log lines for every frame of every game, and Fluent's
# formatting (numbers through the locale's rules) was a tenth of its interpreter time.
FORMATTED_MAX = 20_000
_FORMATTED: dict[tuple[Any, ...], str] = {}


def _frozen(value: Any) -> Any:
    """A message or argument as a key (the type kept: True and 1 format differently);
    TypeError if it has a part that cannot be one."""
    if isinstance(value, Msg):
        return (Msg, value.key, value.fallback, tuple((k, _frozen(v)) for k, v in value.args.items()))
    if isinstance(value, (list, tuple)):
        return (tuple, tuple(_frozen(v) for v in value))
    hash(value)
    return (type(value), value)


@cache
def translator(lang: str, packages: tuple[str, ...] = (CORE,)) -> Translator:
    """A shared translator (no player names) for `lang` over `packages`."""
    return Translator(lang, packages)


def english(m: Text) -> str:
    """English text of a message from the kernel's table and whichever game table holds it
    (for logs, exceptions and tests; front ends use a Translator)."""
    if isinstance(m, str):
        return m
    packages = _all_packages()
    if m.origin:
        own = [p for p in packages if m.origin == p or m.origin.startswith(p + ".")]
        if own:
            packages = (max(own, key=len), *packages)
    return translator("en", packages)(m)


_PACKAGES: list[str] = [CORE]


def add_package(package: str) -> None:
    """Make a package's table known to `english()` (games register theirs)."""
    if package not in _PACKAGES:
        _PACKAGES.append(package)
        translator.cache_clear()


def _all_packages() -> tuple[str, ...]:
    return tuple(_PACKAGES)
