"""`dominia cards` and `dominia kingdoms`: what a game is made of, as a table or JSON."""

from __future__ import annotations

import json
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.errors import fail
from dominia.cli.games import LANGS, game_ui

LANG_TITLES = {"en": "English", "ru": "Russian", "hu": "Hungarian"}


def _dominion_only(game: str, what: str) -> None:
    ui = game_ui(game)
    if ui.game.name != "dominion":
        fail(f"{ui.game.title} has no {what} list yet")


def card_rows(sets: list[str] | None) -> list[dict[str, Any]]:
    from dominia.games.dominion.cards import table as T

    rows = []
    for d in T.CARDS:
        if sets is not None and d.set not in sets:
            continue
        rows.append(
            {
                "name": d.name,
                "names": {"en": d.name, "ru": d.names.get("ru"), "hu": d.names.get("hu")},
                "cost": d.cost,
                "types": d.type_names(),
                "set": d.set,
                "editions": list(d.editions),
                "kingdom": d.kingdom,
                "supply": d.supply,
                "pile": d.pile,
                "text": d.text,
            }
        )
    return rows


def cards_command(console: Console, game: str, set_: str | None, lang: str, as_json: bool) -> None:
    _dominion_only(game, "card")
    from dominia.games.dominion.cards import SETS

    sets = None
    if set_:
        sets = [s.strip().lower() for s in set_.split(",") if s.strip()]
        known = ["basic", *SETS]
        bad = [s for s in sets if s not in known]
        if bad:
            fail(f"unknown card set {bad[0]!r}; known sets: {', '.join(known)}")
    rows = card_rows(sets)
    if as_json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    langs = [lang, *(x for x in LANGS if x != lang)]
    table = Table(
        box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title=f"{len(rows)} cards", title_justify="left"
    )
    for x in langs:
        table.add_column(LANG_TITLES[x], style="bold" if x == lang else "")
    table.add_column("$", justify="right")
    table.add_column("Types")
    table.add_column("Set")
    table.add_column("Ed.")
    for r in rows:
        table.add_row(
            *[escape(r["names"][x]) if r["names"][x] else "[dim]-[/]" for x in langs],
            str(r["cost"]),
            escape(", ".join(r["types"])),
            r["set"],
            ",".join(map(str, r["editions"])),
        )
    console.print(table)


def kingdom_rows() -> list[dict[str, Any]]:
    from dominia.games.dominion.kingdoms import KINGDOMS

    return [
        {
            "id": k.id,
            "name": k.name,
            "book": k.book,
            "names": dict(k.names),
            "cards": list(k.cards),
            "needs": list(k.needs),
        }
        for k in KINGDOMS
    ]


def kingdoms_command(console: Console, game: str, lang: str, as_json: bool) -> None:
    _dominion_only(game, "kingdom")
    rows = kingdom_rows()
    if as_json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    from dominia.cli.dominion_render import DominionRenderer

    r = DominionRenderer(lang)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")
    table.title = f"{len(rows)} recommended kingdoms (play one with: dominia play --kingdom ID)"
    table.add_column("ID", style="bold", no_wrap=True)
    table.add_column("Name")
    table.add_column("Book")
    table.add_column("Cards")
    for k in rows:
        local = k["names"].get(lang)
        name = escape(local or k["name"]) + (f"\n[dim]{escape(k['name'])}[/]" if local else "")
        book = k["book"] + (f"\n[dim]needs {escape(', '.join(k['needs']))}[/]" if k["needs"] else "")
        table.add_row(k["id"], name, book, r.cards(k["cards"]))
    console.print(table)


def bots_command(console: Console, game: str) -> None:
    ui = game_ui(game)
    names = ui.bot_names()
    from dominia.server.lobby import bot_descriptions  # (the lobby shows the same lines)

    descriptions = bot_descriptions(ui.game.name)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")
    table.title = "Bots (play against one with --players human,bot:NAME)"
    table.add_column("Bot", style="bold", no_wrap=True)
    table.add_column("Plays")
    for n in names:
        table.add_row(escape(n), escape(descriptions.get(n, "")))
    console.print(table)
    if ui.game.name == "dominion":
        console.print(
            "[dim]Data bots (all but random and heuristic) are rule lists: dominia bots show NAME prints "
            'them. Your own: a .toml or .yaml file (docs/dominion.md, "Bots as data") given as '
            "bot:path/to/bot.toml.[/]"
        )
    console.print(
        "[dim]Or your own agent in Python, for any game: file.py:Name wherever a bot goes "
        "(docs/agents.md; examples/bots/smithy_money.py).[/]"
    )


def bot_show_command(console: Console, name: str) -> None:
    """A Dominion data bot's rules, readably (a built-in bot's name or a bot file)."""
    from dominia.core.errors import UnknownName
    from dominia.games.dominion.bots import bot_names
    from dominia.games.dominion.bots.databots import describe, spec_for

    names = bot_names()
    spec = spec_for(name)
    if spec is None:
        if name in names:
            fail(f"the {name} bot is written in Python, not as data: it has no rules to show")
        import difflib

        raise UnknownName("bot", name, difflib.get_close_matches(name, names))
    for line in describe(spec):
        console.print(escape(line), highlight=False)
