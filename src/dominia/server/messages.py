"""The message tables for the browser, compiled from Fluent into small JSON patterns.

The page formats its own words (board labels, buttons, the lobby form) with static/i18n.js,
which has no Fluent parser and may not evaluate code (the CSP forbids it), so the tables are
sent as data. A pattern is a list of parts:
  "text"                                   words
  {"v": "name"}                            a variable's value
  {"m": "id"}                              another message (or a term, "-id")
  {"s": "name", "k": [[key, pattern], ...], "d": i}
                                           a select on a variable: the variant whose key is the
                                           number itself, else its plural category in the page's
                                           language (Intl.PluralRules), else the same string;
                                           else variant number `d`
Attributes are entries of their own ("id.attr"). A language's entries come over English ones
(as the server's Translator does), so a message missing in a language shows in English.
The lobby gets only some of a game's entries (LOBBY_PREFIXES), so their references to others
(a bot's name or description naming a card: `{ card-cellar }`) are resolved here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from fluent.syntax import FluentParser, ast

from dominia.core.game import get_spec, registered_games
from dominia.core.i18n import CORE, LANGS, PSEUDO, _files

SERVER = "dominia.server"
# what the lobby needs of each game's table: its web words and the names its form lists
LOBBY_PREFIXES = (
    "game-",
    "web-",
    "set-",
    "kingdom-",
    "map-",
    "mode-",
    "cards-",
    "bot-",
    "botname-",
    "components-",
)


def _pattern(node: ast.Pattern | None) -> list[Any]:
    return _join([_element(el) for el in (node.elements if node is not None else [])])


def _element(el: Any) -> Any:
    if isinstance(el, ast.TextElement):
        return el.value
    expr = el.expression
    return _expression(expr)


def _expression(expr: Any) -> Any:
    if isinstance(expr, ast.StringLiteral):
        return expr.parse()["value"]
    if isinstance(expr, ast.NumberLiteral):
        return expr.value
    if isinstance(expr, ast.VariableReference):
        return {"v": expr.id.name}
    if isinstance(expr, ast.MessageReference):
        ref = expr.id.name + (f".{expr.attribute.name}" if expr.attribute else "")
        return {"m": ref}
    if isinstance(expr, ast.TermReference):
        return {"m": "-" + expr.id.name}
    if isinstance(expr, ast.FunctionReference) and expr.arguments.positional:
        return _expression(expr.arguments.positional[0])  # NUMBER($n): the value itself
    if isinstance(expr, ast.SelectExpression):
        sel = _expression(expr.selector)
        name = sel["v"] if isinstance(sel, dict) and "v" in sel else ""
        keys = []
        default = 0
        for i, v in enumerate(expr.variants):
            key = v.key.name if isinstance(v.key, ast.Identifier) else v.key.value
            keys.append([key, _pattern(v.value)])
            if v.default:
                default = i
        return {"s": name, "k": keys, "d": default}
    if isinstance(expr, ast.Placeable):
        return _expression(expr.expression)
    return ""


@cache
def compiled(package: str, lang: str) -> dict[str, list[Any]]:
    """One package's table in one language as JSON patterns."""
    out: dict[str, list[Any]] = {}
    for text in _files(package, lang):
        for entry in FluentParser(with_spans=False).parse(text).body:
            if isinstance(entry, (ast.Message, ast.Term)):
                key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                if entry.value is not None:
                    out[key] = _pattern(entry.value)
                for a in entry.attributes:
                    out[f"{key}.{a.id.name}"] = _pattern(a.value)
    return out


def _join(parts: list[Any]) -> list[Any]:
    out: list[Any] = []
    for part in parts:
        if isinstance(part, str) and out and isinstance(out[-1], str):
            out[-1] += part
        else:
            out.append(part)
    return out


def inlined(pattern: list[Any], table: dict[str, list[Any]], depth: int = 0) -> list[Any]:
    """`pattern` with every reference `table` has replaced by that entry's own pattern (the
    variables stay: Fluent passes a message's arguments on to the messages it references)."""
    out: list[Any] = []
    for part in pattern:
        if isinstance(part, dict) and "m" in part and part["m"] in table and depth < 8:
            out += inlined(table[part["m"]], table, depth + 1)
        elif isinstance(part, dict) and "s" in part:
            keys = [[k, inlined(p, table, depth)] for k, p in part["k"]]
            out.append({**part, "k": keys})
        else:
            out.append(part)
    return _join(out)


def merged(packages: tuple[str, ...], lang: str) -> dict[str, list[Any]]:
    """The entries of `packages` (the first package that has an id wins), `lang` over English."""
    base = "en" if lang == PSEUDO else lang
    out: dict[str, list[Any]] = {}
    for code in dict.fromkeys(["en", base]):
        for package in reversed(packages):
            out.update(compiled(package, code))
    return out


def _reply(lang: str, **tables: Any) -> dict[str, Any]:
    return {"lang": lang if lang in LANGS or lang == PSEUDO else "en", "pseudo": lang == PSEUDO, **tables}


@cache
def game_table(game: str, lang: str) -> dict[str, Any]:
    """A game page's words: the game's table, then the server's, then the kernel's."""
    packages = tuple(dict.fromkeys([*get_spec(game).packages(SERVER), CORE]))
    return _reply(lang, messages=merged(packages, lang))


@cache
def lobby_table(lang: str) -> dict[str, Any]:
    """The lobby's words, and for each game the names its part of the form shows."""
    games = {}
    for name in registered_games():
        spec = get_spec(name)
        if spec.messages:
            entries = merged((spec.messages,), lang)
            games[name] = {k: inlined(v, entries) for k, v in entries.items() if k.startswith(LOBBY_PREFIXES)}
        else:
            games[name] = {}
    return _reply(lang, messages=merged((SERVER, CORE), lang), games=games)
