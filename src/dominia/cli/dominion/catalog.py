"""`dominia cards`, `kingdoms` and `bots show` for Dominion: its cards in every language, the
books' kingdoms, a data bot's rules."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.errors import fail
from dominia.cli.lang import markup, translator
from dominia.core.i18n import LANGS, PSEUDO, Msg, Text, Translator, msg, name, slug

DOMINION = "dominia.games.dominion"


def card_name(card: str) -> Msg:
    """A Dominion card's name in the reader's language (the game's table: `card-<slug>`)."""
    return name(f"card-{slug(card)}", card)


def _type_name(tr: Translator, type_: str) -> str:
    for key in (f"type-{slug(type_)}", f"web-type-{slug(type_)}"):
        if tr.has(key):
            return tr(msg(key))
    return tr(type_)


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


def cards_command(console: Console, set_: str | None, lang: str, as_json: bool) -> None:
    """Dominion's cards (of the sets `set_` names), every language's name side by side."""
    from dominia.games.dominion.cards import SETS

    sets = None
    if set_:
        sets = [s.strip().lower() for s in set_.split(",") if s.strip()]
        known = ["basic", *SETS]
        bad = [s for s in sets if s not in known]
        if bad:
            fail(msg("catalog-unknown-set", set=repr(bad[0]), sets=", ".join(known)))
    rows = card_rows(sets)
    if as_json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    tr = translator("dominion", lang=lang)
    langs = [lang, *(x for x in LANGS if x != lang)]  # the reader's language first, then the others
    names = {x: Translator(x, (DOMINION,)) for x in langs}
    table = Table(
        box=box.SIMPLE_HEAD,
        show_edge=False,
        pad_edge=False,
        title=markup(tr, msg("catalog-cards-title", n=len(rows))),
        title_justify="left",
    )
    for x in langs:
        head = msg("catalog-lang-pseudo") if x == PSEUDO else msg(f"catalog-lang-{x}")
        table.add_column(markup(tr, head), style="bold" if x == lang else "")
    table.add_column("$", justify="right")
    for col in ("types", "set", "editions"):
        table.add_column(markup(tr, msg(f"catalog-col-{col}")))
    for r in rows:
        table.add_row(
            *[escape(names[x](card_name(r["name"]))) for x in langs],
            str(r["cost"]),
            escape(", ".join(_type_name(tr, t) for t in r["types"])),
            r["set"],  # the id --set takes
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


def kingdoms_command(console: Console, lang: str, as_json: bool) -> None:
    """The rule books' recommended kingdoms."""
    rows = kingdom_rows()
    if as_json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    from dominia.cli.dominion.render import DominionRenderer

    r = DominionRenderer(lang)
    tr = translator("dominion", lang=lang)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")
    table.title = markup(tr, msg("catalog-kingdoms-title", n=len(rows)))
    for head in ("id", "name", "book", "cards"):
        table.add_column(
            markup(tr, msg(f"catalog-col-{head}")), style="bold" if head == "id" else "", no_wrap=head == "id"
        )
    for k in rows:
        local = tr(name(f"kingdom-{slug(k['id'])}", k["names"].get(lang) or k["name"]))
        # the English name below another language's (the pseudo-language is English already)
        english_too = local != k["name"] and not tr.pseudo
        title = escape(local) + (f"\n[dim]{escape(k['name'])}[/]" if english_too else "")
        book = markup(tr, name(f"set-{slug(k['book'])}", k["book"]))
        if k["needs"]:
            needs = [name(f"set-{slug(x)}", x) for x in k["needs"]]
            book += f"\n[dim]{markup(tr, msg('catalog-needs', sets=needs))}[/]"
        table.add_row(k["id"], title, book, r.cards(k["cards"]))
    console.print(table)


def bot_show_command(console: Console, bot: str, lang: str | None = None) -> None:
    """A Dominion data bot's rules, readably (a built-in bot's name or a bot file). The rules
    are the bot language's own words (its keywords stay as they are in every language)."""
    import re

    from dominia.core.errors import UnknownName
    from dominia.games.dominion.bots import bot_names
    from dominia.games.dominion.bots.databots import default_play, spec_for

    names = bot_names()
    spec = spec_for(bot)
    if spec is None:
        if bot in names:
            fail(msg("catalog-python-bot", bot=bot))
        import difflib

        raise UnknownName("bot", bot, difflib.get_close_matches(bot, names))
    tr = translator("dominion", lang=lang)

    def say(m: Msg | str) -> None:
        console.print(markup(tr, m), highlight=False)

    def cards(names_: Sequence[str]) -> list[Msg]:
        return [card_name(n) for n in names_]

    built_in = re.fullmatch(
        r"built-in \((?:generated: bmu with one (?P<card>.+)|(?P<file>.+))\)", spec.source or ""
    )
    description: Text = spec.description
    if built_in and spec.description:  # a shipped bot: its description has a table entry
        description = name(f"bot-{slug(spec.name)}", spec.description)
    say(msg("bots-show-title", bot=spec.name, description=description) if description else spec.name)
    if built_in and built_in["card"]:
        say(msg("bots-show-generated", card=card_name(built_in["card"])))
    elif built_in:
        say(msg("bots-show-built-in", file=built_in["file"]))
    elif spec.source:
        say(msg("bots-show-from", source=spec.source))
    say(msg("bots-show-buy"))
    width = len(str(len(spec.rules)))
    for i, r in enumerate(spec.rules, 1):
        console.print(f"  {i:>{width}}. {escape(r.text())}", highlight=False)
    play = default_play(spec) if spec.play is None else spec.play
    say(msg("bots-show-play", cards=cards(play)) if play else msg("bots-show-play-nothing"))
    if spec.trash is not None:
        say(msg("bots-show-trash", cards=cards(spec.trash)) if spec.trash else msg("bots-show-trash-nothing"))
    for split, buys in (spec.opening or {}).items():  # "any", or "4/3" and "5/2"
        bought = [msg("bots-show-opening-nothing") if c == "nothing" else card_name(c) for c in buys]
        say(
            msg("bots-show-opening-any", cards=bought)
            if split == "any"
            else msg("bots-show-opening", split=split, cards=bought)
        )
    if spec.penultimate_province:
        say(msg("bots-show-penultimate"))
    say(msg("bots-show-defaults"))
