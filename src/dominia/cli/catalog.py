"""`dominia cards` and `dominia kingdoms`: what a game is made of, as a table or JSON."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.errors import fail
from dominia.cli.games import game_ui
from dominia.cli.lang import game_title, markup, translator
from dominia.core.i18n import LANGS, PSEUDO, Msg, Translator, msg, name, slug

DOMINION = "dominia.games.dominion"


def _dominion_only(game: str, what: str) -> None:
    ui = game_ui(game)
    if ui.game.name != "dominion":
        fail(msg(f"catalog-no-{what}-list", game=game_title(ui.game)))


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


def cards_command(
    console: Console, game: str, set_: str | None, lang: str, as_json: bool, components: Path | None = None
) -> None:
    ui = game_ui(game)
    if ui.game.name == "dominaria":
        if set_:
            fail(msg("catalog-set-not-dominaria"))
        dominaria_components(console, components, as_json, lang)
        return
    if components is not None:
        fail(
            msg(
                "error-game-option",
                flags="--components",
                count=1,
                owner=game_title(game_ui("dominaria").game),
                game=game_title(ui.game),
            )
        )
    _dominion_only(game, "card")
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
    for head in ("types", "set", "editions"):
        table.add_column(markup(tr, msg(f"catalog-col-{head}")))
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


def kingdoms_command(console: Console, game: str, lang: str, as_json: bool) -> None:
    _dominion_only(game, "kingdom")
    rows = kingdom_rows()
    if as_json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return
    from dominia.cli.dominion_render import DominionRenderer

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


def bots_command(console: Console, game: str, lang: str | None = None) -> None:
    ui = game_ui(game)
    names = ui.bot_names()
    from dominia.server.lobby import bot_descriptions  # (the lobby shows the same lines)

    tr = translator(ui.game.name, lang=lang)
    descriptions = bot_descriptions(ui.game.name)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")
    table.title = markup(tr, msg("catalog-bots-title"))
    table.add_column(markup(tr, msg("catalog-col-bot")), style="bold", no_wrap=True)
    table.add_column(markup(tr, msg("catalog-col-plays")))
    for n in names:
        # a game's table may word its bots (`bot-<name>`); else the line its registry gives
        table.add_row(escape(n), markup(tr, name(f"bot-{slug(n)}", descriptions.get(n, ""))))
    console.print(table)
    if ui.game.name == "dominion":
        console.print(f"[dim]{markup(tr, msg('catalog-data-bots'))}[/]")
    console.print(f"[dim]{markup(tr, msg('catalog-own-agent'))}[/]")


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
    description = spec.description
    if built_in and description:  # a shipped bot: its description has a table entry
        description = name(f"bot-{slug(spec.name)}", description)
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
    say(msg("bots-show-defaults"))


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


def components_summary(comp: Any) -> Msg:
    """Whose design the components are, in words."""
    from dominia.games.dominaria.components import FILES

    stand_in = comp.stand_in
    if len(stand_in) == len(FILES):
        return msg("components-stand-in")
    if not stand_in:
        return msg("components-official")
    return msg("components-mixed", files=", ".join(stand_in))


def dominaria_components(
    console: Console, folder: Path | None, as_json: bool, lang: str | None = None
) -> None:
    """The component set: whose design it is, then boards, quests, artifacts, public quests."""
    from dominia.cli.dominaria_render import Words, coloured
    from dominia.games.dominaria import texts
    from dominia.games.dominaria.components import FILES, load_components, shipped
    from dominia.games.dominaria.vocabulary import COLOURS

    comp = shipped() if folder is None else load_components(folder.expanduser().resolve())
    if as_json:
        print(json.dumps(dominaria_rows(comp), ensure_ascii=False, indent=1))
        return
    tr = translator("dominaria", lang=lang)

    def say(m: Any, **args: Any) -> str:
        return markup(tr, msg(m, **args) if isinstance(m, str) else m)

    words = Words(comp, tr)
    title = say(
        "catalog-components-title",
        game=game_title(game_ui("dominaria").game),
        summary=components_summary(comp),
    )
    where = f" {say('catalog-components-from', folder=str(comp.folder))}" if comp.folder else ""
    console.print(f"[bold]{title}[/]{where}")
    files = [
        say(
            "catalog-components-file",
            file=f"{stem}.toml",
            provenance=name(f"catalog-provenance-{slug(comp.provenance[stem])}", comp.provenance[stem]),
            version=str(comp.versions.get(stem)),
        )
        for stem in FILES
    ]
    console.print(f"[dim]{', '.join(files)} · {say('catalog-fingerprint', fingerprint=comp.fingerprint)}[/]")
    if comp.stand_in:
        console.print(f"[dim]{say('catalog-components-replace')}[/]")

    def simple(title: str) -> Table:
        return Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title=title, title_justify="left")

    abilities = simple(say("catalog-abilities"))
    abilities.add_column(say("catalog-col-ability"), style="bold")
    abilities.add_column(say("catalog-col-ability-cost"))
    for ability, a in comp.abilities.items():
        colour = COLOURS[a.colour]
        abilities.add_row(
            say(texts.ability(ability)), f"1 {coloured(colour, tr(texts.colour(colour)))} + {a.cost}"
        )
    console.print(abilities)

    def spaces(track: list[Any]) -> str:
        marks = []
        for sp in track:
            mark = str(sp.vp) + ("♦" if sp.move else "") + ("!!" if sp.quest else "")
            marks.append(mark + (f"+{sp.green}g" if sp.green else ""))
        return " ".join(marks)

    boards = simple(say("catalog-boards"))
    boards.add_column(say("catalog-col-board"), style="bold")
    for track in ("hero", "manalith", "leyline", "cabal"):
        boards.add_column(say(f"catalog-col-{track}"))
    for b in comp.board_tracks:
        boards.add_row(
            say(texts.hero(b.name)),
            *(spaces(t) for t in (b.hero_track, b.manalith_track, b.leyline_track, b.cabal_track)),
        )
    console.print(boards)

    named = (
        ("quests", len(comp.quests), [(texts.quest(q.name), q.vp, words.quest(q)) for q in comp.quests]),
        ("artifacts", len(comp.artifacts),
         [(texts.artifact(a.name), a.vp, words.artifact(i)) for i, a in enumerate(comp.artifacts)]),
        ("public-quests", len(comp.tiles),
         [(texts.public_quest(t.name), t.vp, words.condition(t.when)) for t in comp.tiles]),
    )  # fmt: skip
    for what, n, rows in named:  # a name, its VP, and what it asks or does
        table = simple(say(f"catalog-{what}-title", n=n))
        table.add_column(say(f"catalog-col-{what}-name"), style="bold")
        table.add_column(say("catalog-col-vp"), justify="right")
        table.add_column(say(f"catalog-col-{what}-text"))
        for item, vp, words_ in rows:
            table.add_row(say(item), str(vp), words_)
        console.print(table)

    cards = simple(say("catalog-dominaria-cards-title", n=len(comp.cards)))
    cards.add_column(say("catalog-col-colour"), style="bold")
    cards.add_column(say("catalog-col-cards"), justify="right")
    cards.add_column(say("catalog-col-artifact-tokens"))
    cards.add_column(say("catalog-col-cabal-tokens"))
    for c in range(len(COLOURS)):
        mine = [card for card in comp.cards if card.colour == c]
        art = [comp.locations[card.artifact].name for card in mine if card.artifact >= 0]
        cab = [comp.locations[card.cabal].name for card in mine if card.cabal >= 0]
        cards.add_row(
            coloured(COLOURS[c], tr(texts.colour(COLOURS[c]))),
            str(len(mine)),
            ", ".join(words.loc(n) for n in art) or "-",
            ", ".join(words.loc(n) for n in cab) or "-",
        )
    console.print(cards)
