"""`dominia maps`: the Domination map library — list, show, validate and import maps.

Exit codes: 2 for bad usage (a missing file, an unknown map name), 1 for a map file that
is not valid (the message names the file, the line and the problem).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.errors import fail, user_errors
from dominia.cli.lang import LangOpt, markup, translator
from dominia.core.i18n import Msg, msg, name, slug
from dominia.games.domination import texts
from dominia.games.domination.maps.fileformat import MapFormatError
from dominia.games.domination.maps.model import CARD_KINDS, GameMap, Mission
from dominia.games.domination.options import starting_armies

maps_app = typer.Typer(
    help="Domination maps: list the library, show a map, check a .map file, import your own.",
    no_args_is_help=True,
)


@contextmanager
def map_errors() -> Iterator[None]:
    """An invalid map file exits 1; every other user error exits 2 (`user_errors`)."""
    with user_errors():
        try:
            yield
        except MapFormatError as exc:
            fail(exc.text, code=1)


def _existing_file(path: str) -> Path:
    p = Path(path).expanduser()
    if not p.exists():
        fail(msg("maps-no-such-file", path=path))
    if not p.is_file():
        fail(msg("maps-not-a-file", path=path))
    return p


def border_count(m: GameMap) -> int:
    """Borders between two territories, each counted once (two-way or one-way)."""
    return len({frozenset((a, b)) for a, bs in enumerate(m.borders) for b in bs})


def one_way(m: GameMap) -> list[tuple[int, int]]:
    edges = {(a, b) for a, bs in enumerate(m.borders) for b in bs}
    return sorted((a, b) for a, b in edges if (b, a) not in edges)


def deck_summary(m: GameMap) -> Msg:
    if not m.cards:
        return msg("maps-no-cards")
    counts = Counter(c.kind for c in m.cards)
    parts = [msg(f"maps-deck-{k}", n=counts[k]) for k in CARD_KINDS if counts[k]]
    return msg("maps-deck", n=len(m.cards), kinds=parts)


def counts_line(m: GameMap) -> Msg:
    oneway = len(one_way(m))
    return msg(
        "maps-counts-one-way" if oneway else "maps-counts",
        territories=len(m.territories),
        continents=len(m.continents),
        borders=border_count(m),
        oneway=oneway,
        cards=len(m.cards),
        missions=len(m.missions),
    )


def _players_text(counts: list[int]) -> Msg | str:
    """[2] -> "2"; [2, 3, 4] -> "2-4"; [2, 4] -> "2 or 4" (a message)."""
    if len(counts) == 1:
        return str(counts[0])
    if counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}-{counts[-1]}"
    return msg("maps-or", first=", ".join(map(str, counts[:-1])), last=str(counts[-1]))


def _met_at_setup(mission: Mission, players: int, size: int) -> str | None:
    """Whether a player can meet `mission`'s occupy part while placing the starting armies
    of a Mission game (the territories are dealt: `size // players` each, some one more):
    "every" player, "some" (those dealt one more), or None."""
    need, least = mission.n_territories, max(1, mission.min_armies)
    armies = starting_armies(players, size)

    def can(dealt: int) -> bool:
        # one army on each dealt territory; the rest tops `need` of them up to `least`
        return dealt >= need and armies - dealt >= need * (least - 1)

    low, high = size // players, -(-size // players)
    if can(low) and can(high):
        return "every"
    if can(low) or can(high):
        return "some"
    return None


def setup_mission_warnings(m: GameMap) -> list[Msg]:
    """Missions to occupy territories that a Mission game's setup can already meet: a win is
    checked once the last starting army is down, so such a game may be won before anyone
    attacks."""
    size = len(m.territories)
    out = []
    for i, mission in enumerate(m.missions):
        if not mission.n_territories or mission.continents:
            continue
        every, some = [], []
        for players in range(2, min(6, size) + 1):
            if mission.target_player is not None and mission.target_player > players:
                continue  # dropped from games this small
            met = _met_at_setup(mission, players, size)
            if met == "every":
                every.append(players)
            elif met == "some":
                some.append(players)
        if not every and not some:
            continue
        if mission.min_armies > 1:
            goal = msg("maps-goal-armies", n=mission.n_territories, k=mission.min_armies)
        else:
            goal = msg("maps-goal", n=mission.n_territories)
        who = []
        if every:
            who.append(msg("maps-setup-every", players=_players_text(every)))
        if some:
            who.append(msg("maps-setup-some", players=_players_text(some)))
        args = {
            "n": i + 1,
            "goal": goal,
            "who": texts.joined(who, "maps-semi"),
            "text": mission.text.strip(),
        }
        if mission.target_player is not None:
            # a mission to destroy yourself falls back to its occupy part
            out.append(msg("maps-setup-met-by", **args, player=mission.target_player))
        else:
            out.append(msg("maps-setup-met", **args))
    return out


def _say(m: Msg | str) -> str:
    return markup(translator("domination"), m)


def _warn(console: Console, w: Msg | str) -> None:
    console.print(f"[yellow]{_say(msg('maps-warning'))}[/] {_say(w)}")


@maps_app.command("list")
def list_command(lang: LangOpt = None) -> None:
    """The maps you can play: built-in ones and the ones you imported."""
    from dominia.games.domination.maps.library import list_maps, user_maps_dir

    with map_errors():
        infos = list_maps()
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        table.add_column(_say(msg("maps-col-name")), style="bold")
        for key in ("title", "territories", "continents", "source"):
            justify: Any = "right" if key in ("territories", "continents") else "left"
            table.add_column(_say(msg(f"maps-col-{key}")), justify=justify)
        for i in infos:
            source = _say(msg(f"maps-source-{i.source}"))
            if i.error:
                table.add_row(
                    escape(i.name), f"[red]{_say(msg('maps-invalid', error=i.error))}[/]", "-", "-", source
                )
            else:
                title = _say(name(f"map-{slug(i.name)}", i.title))
                table.add_row(escape(i.name), title, str(i.territories), str(i.continents), source)
        console = Console()
        console.print(table)
        console.print(f"[dim]{_say(msg('maps-folder', folder=str(user_maps_dir())))}[/]")


@maps_app.command("show")
def show_command(
    name_: Annotated[
        str, typer.Argument(metavar="NAME", help="A library map name, or a path to a .map file.")
    ],
    lang: LangOpt = None,
) -> None:
    """A map's continents with their bonuses, every territory's borders, its cards and missions."""
    from dominia.games.domination.maps.library import get_map

    with map_errors():
        m = get_map(name_)
        tr = translator("domination")

        def t(i: int) -> str:
            return escape(tr(texts.territory_of(m, i)))

        console = Console()
        console.print(f"[bold]{_say(texts.map_title(m))}[/] ({escape(m.name)}): {_say(counts_line(m))}")
        console.print(f"[dim]{escape(m.source)}[/]")
        if m.description:
            console.print(_say(name(f"map-{slug(m.name)}-description", m.description)))
        console.print()

        cont = Table(
            box=box.SIMPLE_HEAD,
            show_edge=False,
            pad_edge=False,
            title=_say(msg("maps-continents")),
            title_justify="left",
        )
        cont.add_column(_say(msg("maps-col-continent")), style="bold")
        cont.add_column(_say(msg("maps-col-bonus")), justify="right")
        cont.add_column("#", justify="right")
        cont.add_column(_say(msg("maps-col-territories")))
        for c, continent in enumerate(m.continents):
            members = m.members(c)
            cont.add_row(
                f"[{continent.colour}]■[/] {_say(texts.continent_of(m, c))}",
                str(continent.bonus),
                str(len(members)),
                ", ".join(t(i) for i in members),
            )
        console.print(cont)
        console.print()

        oneway = set(one_way(m))
        terr = Table(
            box=box.SIMPLE_HEAD,
            show_edge=False,
            pad_edge=False,
            title=_say(msg("maps-territories")),
            title_justify="left",
        )
        terr.add_column("#", justify="right")
        terr.add_column(_say(msg("maps-col-territory")), style="bold")
        terr.add_column(_say(msg("maps-col-continent")))
        terr.add_column(_say(msg("maps-col-borders")))
        for i, territory in enumerate(m.territories):
            names = []
            for b in m.borders[i]:
                mark = " →" if (i, b) in oneway else ""
                names.append(t(b) + mark)
            names += [f"← {t(a)}" for (a, b) in sorted(oneway) if b == i]
            terr.add_row(str(i + 1), t(i), _say(texts.continent_of(m, territory.continent)), ", ".join(names))
        console.print(terr)
        if oneway:
            console.print(_say(msg("maps-one-way-legend", n=len(oneway))))
        console.print()
        console.print(_say(msg("maps-cards", deck=deck_summary(m))))
        console.print(_say(msg("maps-missions", n=len(m.missions))))
        for w in m.warnings:
            _warn(console, w)


@maps_app.command("validate")
def validate_command(
    file: Annotated[str, typer.Argument(metavar="FILE", help="A .map file (its cards file is read too).")],
    lang: LangOpt = None,
) -> None:
    """Check a .map file and its cards file: OK with the counts, or the first error with file:line.

    Warns about what loads but may not play well (say, a mission met while placing the first armies)."""
    from dominia.games.domination.maps.fileformat import load_map

    path = _existing_file(file)
    with map_errors():
        m = load_map(path)
        console = Console(soft_wrap=True)
        console.print(_say(msg("maps-ok", path=str(path), title=m.title, counts=counts_line(m))))
        warnings = [*m.warnings, *setup_mission_warnings(m)]
        if warnings:
            console.print(_say(msg("maps-warnings", n=len(warnings))))
            for w in warnings:
                _warn(console, w)


@maps_app.command("import")
def import_command(
    file: Annotated[
        str, typer.Argument(metavar="FILE", help="A .map file; its cards file is copied with it.")
    ],
    lang: LangOpt = None,
) -> None:
    """Check a .map file and copy it with its cards file into your maps folder."""
    from dominia.games.domination.maps.library import get_map, import_map, user_maps_dir

    path = _existing_file(file)
    with map_errors():
        imported = import_map(path)
        m = get_map(imported)
        console = Console(soft_wrap=True)
        done = msg(
            "maps-imported",
            path=str(path),
            folder=str(user_maps_dir()),
            title=m.title,
            n=len(m.territories),
            name=imported,
        )
        console.print(_say(done))
        for w in [*m.warnings, *setup_mission_warnings(m)]:
            _warn(console, w)
