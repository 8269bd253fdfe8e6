"""The games' option flags of `play` and `sim`, made from every game's option schema
(`GameSpec.options`): a flag is declared once for all the games that have the option, and a game
refuses the flags of options it has not got, naming the game that has them."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import typer

from dominia.cli.lang import CLI, game_title
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.game import get_game, get_spec, registered_games
from dominia.core.i18n import Msg, Translator, msg
from dominia.core.i18n import name as named
from dominia.core.spec import GameSpec, Option, load

PREFIX = "option__"  # a game option's parameter: never one of a command's own names


@dataclass(frozen=True)
class Flag:
    option: Option  # the first game's (games sharing an option name share its flags)
    owners: tuple[str, ...]  # the games that have the option

    @property
    def param(self) -> str:
        return PREFIX + self.option.name


def options_of(game: str) -> tuple[Option, ...]:
    """A game's option schema (none for a game registered without a spec)."""
    spec = _spec(game)
    return spec.options if spec else ()


def _spec(game: str) -> GameSpec | None:
    try:
        return get_spec(game)
    except UnknownName:  # registered without a spec: no options beyond the players
        return None


def flags() -> dict[str, Flag]:
    """Every game's options that have flags, by option name, in the games' order."""
    out: dict[str, Flag] = {}
    for game in registered_games():
        spec = _spec(game)
        for o in spec.options if spec else ():
            if not o.flags:
                continue
            known = out.get(o.name)
            out[o.name] = Flag(known.option, (*known.owners, game)) if known else Flag(o, (game,))
    return out


def game_panel(panel: str) -> Msg | None:
    """The title of the game whose options a help panel holds (None: not a game's panel)."""
    spec = _spec(panel) if panel in registered_games() else None
    return named(f"game-{spec.name}", spec.title) if spec else None


def help_text(param: str, tr: Translator) -> str | None:
    """An option flag's help (by its parameter's name) in the language of `tr`: from the
    terminal's tables, else from its game's (read only then: reading every game's tables would
    slow every command down)."""
    flag = next((f for f in flags().values() if f.param == param), None)
    if flag is None or not flag.option.help:
        return None
    key = flag.option.help
    if tr.has(key):
        return tr(msg(key))
    for game in flag.owners:
        own = _game_words(game, tr.lang)
        if own is not None and own.has(key):
            return own(msg(key))
    return None


@functools.lru_cache(maxsize=16)
def _game_words(game: str, lang: str) -> Translator | None:
    spec = _spec(game)
    return Translator(lang, spec.packages(CLI)) if spec and spec.messages else None


_TYPES: dict[str, type] = {"int": int, "text": str, "path": Path}


def _parameter(flag: Flag) -> inspect.Parameter:
    o = flag.option
    panel = flag.owners[0] if len(flag.owners) == 1 else None  # "help-panel-<game>"
    decls = list(o.flags)
    kw: dict[str, Any] = {"rich_help_panel": panel, "show_default": False}
    annotation: Any
    default: Any = None
    if o.kind == "bool":
        if len(decls) == 2:
            decls = [f"{decls[0]}/{decls[1]}"]  # either way; not given: None
            annotation = bool | None
        else:  # one flag: given or not
            annotation, default = bool, False
    else:
        typed = o.kind == "choice" and not o.many and o.default is not None  # (several: comma-separated)
        kind = type(o.default) if typed else _TYPES.get(o.kind, str)
        annotation = kind | None
        if o.kind == "int":
            kw.update(min=o.min, max=o.max)
    if o.short:
        decls.append(o.short)
    return inspect.Parameter(
        flag.param,
        inspect.Parameter.KEYWORD_ONLY,
        annotation=Annotated[annotation, typer.Option(*decls, **kw)],
        default=default,
    )


def _given(flag: Flag, value: Any) -> Any:
    """The option's value from its parameter's (None: not given)."""
    o = flag.option
    if o.kind == "bool" and len(o.flags) == 1:
        if not value:
            return None
        return o.flag is not None  # the only flag is the negative one: False
    return value


def with_game_flags(command: Callable[..., Any]) -> Callable[..., Any]:
    """`command` with every game's option flags; it gets the options given as `game_options`
    ({name: value as typed}, for `game_options_for` to check)."""
    known = flags()
    sig = inspect.signature(command, eval_str=True)
    own = [p for p in sig.parameters.values() if p.name != "game_options"]

    @functools.wraps(command)
    def run(**kw: Any) -> Any:
        given: dict[str, Any] = {}
        for name, flag in known.items():
            value = _given(flag, kw.pop(flag.param, None))
            if value is not None:
                given[name] = value
        return command(**kw, game_options=given)

    params = [*own, *(_parameter(f) for f in known.values())]
    run.__signature__ = sig.replace(parameters=params)  # type: ignore[attr-defined]
    return run


def flag_names(given: Mapping[str, Any]) -> str:
    """The flags that gave these options (`auto_defence: False` -> --no-auto-defence)."""
    known = flags()
    return ", ".join(known[k].option.flag_for(v) if k in known else k for k, v in given.items())


def _value(o: Option, value: Any) -> Any:
    """A flag's text as the option's value (the game's normalize_options checks it)."""
    if not isinstance(value, str | Path):
        return value
    if o.kind == "path":
        # absolute: a saved game or a simulator's worker finds it from anywhere
        return str(Path(value).expanduser().resolve())
    if o.parse:
        return load(o.parse)(value)
    assert isinstance(value, str)  # (a Path comes only for a path option)
    value = value.strip()
    if o.kind == "choice" and not o.many:  # a choice in any case is the choice ("Capital"); else as typed
        same = [c for c in o.choice_values() if isinstance(c, str) and c.lower() == value.lower()]
        return same[0] if same else value
    return value


def game_options_for(game: str, given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options given as flags, as `game`'s; InvalidOptions naming the game whose options the
    others are (or saying they are other games')."""
    spec = _spec(game)
    mine = {o.name: o for o in spec.options} if spec else {}
    given = {k: v for k, v in (given or {}).items() if v is not None}
    foreign = {k: v for k, v in given.items() if k not in mine}
    if foreign:
        known = flags()
        owners = {g for k in foreign for g in (known[k].owners if k in known else ("",))}
        args = {"flags": flag_names(foreign), "count": len(foreign), "game": game_title(get_game(game))}
        if len(owners) == 1 and "" not in owners:
            raise InvalidOptions(msg("error-game-option", owner=game_title(get_game(owners.pop())), **args))
        raise InvalidOptions(msg("error-other-games-option", **args))
    return {k: _value(mine[k], v) for k, v in given.items()}
