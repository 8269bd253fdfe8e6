"""The terminal's language: which one the reader reads, and translators that speak it.

Every command takes `--lang/-l` (`LangOpt`, whose callback sets the language; `main` applies it
for commands that do not declare it); without it the language is DOMINIA_LANG's, else the
locale's (`core.i18n.resolve_lang`). The help is rendered before any option is parsed, so the
language of `--help` is read from the command line itself (`argv_lang`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any

import typer
from rich.markup import escape

from dominia.core.i18n import (
    Msg,
    Seat,
    Text,
    Translator,
    add_package,
    name,
    normalize_lang,
    resolve_lang,
    slug,
)

CLI = "dominia.cli"
LANG_FLAGS = ("--lang", "-l")

add_package(CLI)  # str() of the terminal's own errors (raised as messages) reads English

_lang: str | None = None
_game: str | None = None  # the game this command is about, once known (its words come first)


def set_lang(code: str | None) -> None:
    global _lang
    _lang = code


def set_game(game: str | None) -> None:
    global _game
    _game = game


def current() -> str:
    """The language of this command (set by --lang), else the environment's."""
    return _lang or resolve_lang(None)


def argv_lang(args: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """The language a command line asks for, read before the parser runs (for --help); a
    language Dominia lacks is left to the parser to refuse."""
    for i, a in enumerate(args):
        if a == "--":
            break
        if a in LANG_FLAGS and i + 1 < len(args):
            value = args[i + 1]
        elif a.startswith("--lang="):
            value = a.partition("=")[2]
        elif a.startswith("-l") and len(a) > 2 and not a.startswith("--"):
            value = a[2:]
        else:
            continue
        code = normalize_lang(value)
        if code is not None:
            return code
    return resolve_lang(None, environ)


def lang_callback(value: str | None) -> str:
    """Checks --lang and makes it this command's language; an unknown one exits 2. Without
    it, the language already chosen stays (a `--lang` before the command, else the
    environment's)."""
    from dominia.cli.errors import fail
    from dominia.core.errors import UnknownName

    if value is None:
        return current()
    try:
        code = resolve_lang(value)
    except UnknownName as exc:
        fail(exc.text)
    set_lang(code)
    return code


# `--lang/-l` of every command (its help comes from the tables: `help-opt-lang`); eager, so that
# the other options' errors are already in the reader's language
LangOpt = Annotated[
    str | None,
    typer.Option(*LANG_FLAGS, metavar="LANG", callback=lang_callback, is_eager=True, show_default=False),
]


def game_packages(game: str | None = None) -> tuple[str, ...]:
    """Where the terminal looks words up: one game's table then its own, or (no game known, as
    for an error) every game's table then its own."""
    from dominia.core.game import get_spec, registered_games

    if game is not None:
        try:
            return get_spec(game).packages(CLI)
        except Exception:  # a game registered without a spec (tests)
            return (CLI,)
    # the command's own game first: games' tables may share ids (an error of one game must
    # not read as another's)
    found: list[str] = []
    for g in sorted(registered_games(), key=lambda g: g != _game):
        try:
            spec = get_spec(g)
        except Exception:
            continue
        if spec.messages:
            found.append(spec.messages)
    return (*found, CLI)


def translator(game: str | None = None, players: Sequence[str] = (), lang: str | None = None) -> Translator:
    return Translator(lang or current(), game_packages(game), players=players)


def game_title(game: Any) -> Msg:
    """A game's title: `game-<name>` of the tables, else the title it gives itself."""
    return name(f"game-{slug(game.name)}", game.title)


def _decorate(value: Any, text: str) -> str:
    return f"[bold]{text}[/]" if isinstance(value, Seat) else text


def markup(tr: Translator, m: Text | None, **marked: str) -> str:
    """A message as rich markup: its words escaped, players' names in bold; `marked` are
    arguments that are rich markup already (a list of choices as a renderer labels them)."""
    if isinstance(m, Msg):
        if marked:
            m = Msg(m.key, {**m.args, **{k: f"\ue100{k}\ue101" for k in marked}}, m.fallback)
        text = tr(m, escape=escape, decorate=_decorate)
        for k, v in marked.items():
            text = text.replace(f"\ue100{k}\ue101", v)
        return text
    return escape(tr(m))
