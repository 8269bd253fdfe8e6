"""`dominia cards dominaria`: the Heroes of Dominaria component set in use, as tables or JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table

from dominia.cli.lang import game_title, markup, translator
from dominia.core.game import get_game
from dominia.core.i18n import Msg, msg, name, slug


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
    from dominia.cli.dominaria.render import Words, coloured
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
        game=game_title(get_game("dominaria")),
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
