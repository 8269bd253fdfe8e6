"""`dominia cards` and `dominia kingdoms`: what a game is made of, as a table or JSON."""

from __future__ import annotations

import json
from pathlib import Path
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


def cards_command(
    console: Console, game: str, set_: str | None, lang: str, as_json: bool, components: Path | None = None
) -> None:
    ui = game_ui(game)
    if ui.game.name == "dominaria":
        if set_:
            fail("--set is for Dominion's card sets; Heroes of Dominaria has one component set")
        dominaria_components(console, components, as_json)
        return
    if components is not None:
        fail(f"--components is a Heroes of Dominaria option, not for {ui.game.title}")
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


# ---------------------------------------------------------------- Heroes of Dominaria


def dominaria_rows(comp: Any) -> dict[str, Any]:
    """A Heroes of Dominaria component set as plain data (what `cards dominaria --json` prints)."""
    from dominia.games.dominaria.components import FILES
    from dominia.games.dominaria.vocabulary import COLOURS

    def track(spaces: list[Any]) -> list[dict[str, Any]]:
        return [
            {
                "vp": sp.vp,
                **{k: v for k, v in (("move", sp.move), ("quest", sp.quest), ("green", sp.green)) if v},
            }
            for sp in spaces
        ]

    locs = comp.locations
    return {
        "summary": comp.summary(),
        "folder": comp.folder,
        "fingerprint": comp.fingerprint,
        "files": {
            stem: {"provenance": comp.provenance[stem], "version": comp.versions.get(stem)} for stem in FILES
        },
        "abilities": {
            name: {"colour": COLOURS[a.colour], "cost": a.cost} for name, a in comp.abilities.items()
        },
        "boards": [
            {
                "name": b.name,
                "own": list(b.own),
                "hero": track(b.hero_track),
                "manalith": track(b.manalith_track),
                "leyline": track(b.leyline_track),
                "cabal": track(b.cabal_track),
            }
            for b in comp.board_tracks
        ],
        "locations": [
            {
                "name": loc.name,
                "colour": COLOURS[loc.colour],
                "start": x in comp.start,
                "adjacent": [locs[y].name for y in comp.adjacent[x]],
            }
            for x, loc in enumerate(locs)
        ],
        "quests": [
            {
                "name": q.name,
                "vp": q.vp,
                "when": q.when,
                "reward": q.reward,
                **({"cost": q.cost} if q.cost else {}),
                **({"start": q.start} if q.start is not None else {}),
            }
            for q in comp.quests
        ],
        "artifacts": [
            {
                "name": a.name,
                "vp": a.vp,
                **({"passive": a.passive} if a.passive else {}),
                **({"use": {"cost": a.use_cost, "effect": a.use_effect}} if a.use_cost is not None else {}),
                **({"once": {**a.once, **({"when": a.once_when} if a.once_when else {})}} if a.once else {}),
            }
            for a in comp.artifacts
        ],
        "public_quests": [{"name": t.name, "type": t.type, "vp": t.vp, "when": t.when} for t in comp.tiles],
        "dominaria_cards": [
            {
                "name": c.name,
                "colour": COLOURS[c.colour],
                **({"artifact": locs[c.artifact].name} if c.artifact >= 0 else {}),
                **({"cabal": locs[c.cabal].name} if c.cabal >= 0 else {}),
            }
            for c in comp.cards
        ],
    }


def dominaria_components(console: Console, folder: Path | None, as_json: bool) -> None:
    """The component set: whose design it is, then boards, quests, artifacts, public quests."""
    from dominia.cli.dominaria_render import Words, coloured
    from dominia.games.dominaria.components import FILES, load_components, shipped
    from dominia.games.dominaria.vocabulary import COLOURS

    comp = shipped() if folder is None else load_components(folder.expanduser().resolve())
    if as_json:
        print(json.dumps(dominaria_rows(comp), ensure_ascii=False, indent=1))
        return
    words = Words(comp)
    where = f" from {escape(str(comp.folder))}" if comp.folder else ""
    console.print(f"[bold]Heroes of Dominaria: {escape(comp.summary())}[/]{where}")
    console.print(
        "[dim]"
        + ", ".join(f"{stem}.toml {comp.provenance[stem]} v{comp.versions.get(stem)}" for stem in FILES)
        + f" · fingerprint {comp.fingerprint}[/]"
    )
    if comp.stand_in:
        console.print(
            "[dim]Replace any file with the printed components: dominia play dominaria --components FOLDER "
            "(docs/dominaria.md).[/]"
        )

    def simple(title: str) -> Table:
        return Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title=title, title_justify="left")

    abilities = simple("Abilities")
    abilities.add_column("Ability", style="bold")
    abilities.add_column("Cost (its colour + any colour)")
    for name, a in comp.abilities.items():
        abilities.add_row(name.capitalize(), f"1 {coloured(COLOURS[a.colour])} + {a.cost}")
    console.print(abilities)

    def spaces(track: list[Any]) -> str:
        marks = []
        for sp in track:
            mark = str(sp.vp) + ("♦" if sp.move else "") + ("!!" if sp.quest else "")
            marks.append(mark + (f"+{sp.green}g" if sp.green else ""))
        return " ".join(marks)

    boards = simple("Player boards: track values left to right (♦ +1 Move, !! a quest, +2g green mana)")
    boards.add_column("Board", style="bold")
    for name in ("Hero", "Manalith", "Leyline", "Cabal"):
        boards.add_column(name)
    for b in comp.board_tracks:
        boards.add_row(
            escape(b.name),
            *(spaces(t) for t in (b.hero_track, b.manalith_track, b.leyline_track, b.cabal_track)),
        )
    console.print(boards)

    named = (
        (f"{len(comp.quests)} quests", "Quest", "Needs → reward",
         [(q.name, q.vp, words.quest(q)) for q in comp.quests]),
        (f"{len(comp.artifacts)} artifacts", "Artifact", "Abilities",
         [(a.name, a.vp, words.artifact(i)) for i, a in enumerate(comp.artifacts)]),
        (f"{len(comp.tiles)} public quests", "Public quest", "Needs",
         [(t.name, t.vp, words.condition(t.when)) for t in comp.tiles]),
    )  # fmt: skip
    for title, what, text, rows in named:  # a name, its VP, and what it asks or does
        table = simple(title)
        table.add_column(what, style="bold")
        table.add_column("VP", justify="right")
        table.add_column(text)
        for name, vp, words_ in rows:
            table.add_row(escape(name), str(vp), words_)
        console.print(table)

    cards = simple(f"{len(comp.cards)} Dominaria cards, by colour")
    cards.add_column("Colour", style="bold")
    cards.add_column("Cards", justify="right")
    cards.add_column("Artifact tokens to")
    cards.add_column("Cabal tokens to")
    for c in range(len(COLOURS)):
        mine = [card for card in comp.cards if card.colour == c]
        art = [comp.locations[card.artifact].name for card in mine if card.artifact >= 0]
        cab = [comp.locations[card.cabal].name for card in mine if card.cabal >= 0]
        cards.add_row(
            coloured(COLOURS[c]),
            str(len(mine)),
            ", ".join(words.loc(n) for n in art) or "-",
            ", ".join(words.loc(n) for n in cab) or "-",
        )
    console.print(cards)
