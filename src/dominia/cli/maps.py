"""`dominia maps`: the Domination map library — list, show, validate and import maps.

Exit codes: 2 for bad usage (a missing file, an unknown map name), 1 for a map file that
is not valid (the message names the file, the line and the problem).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer
from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.errors import fail, user_errors
from dominia.games.domination.maps.fileformat import MapFormatError
from dominia.games.domination.maps.model import (
    ARTILLERY,
    CARD_KINDS,
    CAVALRY,
    INFANTRY,
    WILDCARD,
    GameMap,
    Mission,
)
from dominia.games.domination.options import starting_armies

maps_app = typer.Typer(
    help="Domination maps: list the library, show a map, check a .map file, import your own.",
    no_args_is_help=True,
)

KIND_WORDS = {INFANTRY: "infantry", CAVALRY: "cavalry", ARTILLERY: "artillery", WILDCARD: "wildcards"}


@contextmanager
def map_errors() -> Iterator[None]:
    """An invalid map file exits 1; every other user error exits 2 (`user_errors`)."""
    with user_errors():
        try:
            yield
        except MapFormatError as exc:
            fail(str(exc), code=1)


def _existing_file(path: str) -> Path:
    p = Path(path).expanduser()
    if not p.exists():
        fail(f"no such file: {path}")
    if not p.is_file():
        fail(f"not a file: {path}")
    return p


def border_count(m: GameMap) -> int:
    """Borders between two territories, each counted once (two-way or one-way)."""
    return len({frozenset((a, b)) for a, bs in enumerate(m.borders) for b in bs})


def one_way(m: GameMap) -> list[tuple[int, int]]:
    edges = {(a, b) for a, bs in enumerate(m.borders) for b in bs}
    return sorted((a, b) for a, b in edges if (b, a) not in edges)


def deck_summary(m: GameMap) -> str:
    if not m.cards:
        return "no cards"
    counts = Counter(c.kind for c in m.cards)
    parts = [f"{counts[k]} {KIND_WORDS[k]}" for k in CARD_KINDS if counts[k]]
    return f"{len(m.cards)} cards ({', '.join(parts)})"


def counts_line(m: GameMap) -> str:
    oneway = len(one_way(m))
    borders = f"{border_count(m)} borders" + (f" ({oneway} one-way)" if oneway else "")
    return (
        f"{len(m.territories)} territories, {len(m.continents)} continents, {borders}, "
        f"{len(m.cards)} cards, {len(m.missions)} missions"
    )


def _players_text(counts: list[int]) -> str:
    """[2] -> "2"; [2, 3, 4] -> "2-4"; [2, 4] -> "2 or 4"."""
    if len(counts) == 1:
        return str(counts[0])
    if counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}-{counts[-1]}"
    return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}"


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


def setup_mission_warnings(m: GameMap) -> list[str]:
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
        goal = f"occupy {mission.n_territories} territories"
        if mission.min_armies > 1:
            goal += f" with {mission.min_armies} armies each"
        who = []
        if every:
            enough = "every player is dealt enough territories and armies"
            who.append(f"with {_players_text(every)} players {enough}")
        if some:
            who.append(f"with {_players_text(some)} players a player dealt one territory more is")
        named = ""
        if mission.target_player is not None:
            # a mission to destroy yourself falls back to its occupy part
            named = f" by player {mission.target_player} if dealt it"
        out.append(
            f"mission {i + 1} ({goal}) can be met during setup{named}: {'; '.join(who)}: "
            f"{mission.text.strip()}"
        )
    return out


@maps_app.command("list")
def list_command() -> None:
    """The maps you can play: built-in ones and the ones you imported."""
    from dominia.games.domination.maps.library import list_maps, user_maps_dir

    with map_errors():
        infos = list_maps()
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        table.add_column("Name", style="bold")
        table.add_column("Title")
        table.add_column("Territories", justify="right")
        table.add_column("Continents", justify="right")
        table.add_column("Source")
        for i in infos:
            if i.error:
                table.add_row(escape(i.name), f"[red]invalid: {escape(i.error)}[/]", "-", "-", i.source)
            else:
                table.add_row(
                    escape(i.name), escape(i.title), str(i.territories), str(i.continents), i.source
                )
        console = Console()
        console.print(table)
        console.print(f"[dim]Your maps folder: {escape(str(user_maps_dir()))}[/]")


@maps_app.command("show")
def show_command(
    name: Annotated[
        str, typer.Argument(metavar="NAME", help="A library map name, or a path to a .map file.")
    ],
) -> None:
    """A map's continents with their bonuses, every territory's borders, its cards and missions."""
    from dominia.games.domination.maps.library import get_map

    with map_errors():
        m = get_map(name)
        console = Console()
        console.print(f"[bold]{escape(m.title)}[/] ({escape(m.name)}): {counts_line(m)}")
        console.print(f"[dim]{escape(m.source)}[/]")
        if m.description:
            console.print(escape(m.description))
        console.print()

        cont = Table(
            box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title="Continents", title_justify="left"
        )
        cont.add_column("Continent", style="bold")
        cont.add_column("Bonus", justify="right")
        cont.add_column("#", justify="right")
        cont.add_column("Territories")
        for c, continent in enumerate(m.continents):
            members = m.members(c)
            cont.add_row(
                f"[{continent.colour}]■[/] {escape(continent.name)}",
                str(continent.bonus),
                str(len(members)),
                escape(", ".join(m.territories[i].name for i in members)),
            )
        console.print(cont)
        console.print()

        oneway = set(one_way(m))
        terr = Table(
            box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title="Territories", title_justify="left"
        )
        terr.add_column("#", justify="right")
        terr.add_column("Territory", style="bold")
        terr.add_column("Continent")
        terr.add_column("Borders")
        for i, t in enumerate(m.territories):
            names = []
            for b in m.borders[i]:
                mark = " →" if (i, b) in oneway else ""
                names.append(escape(m.territories[b].name) + mark)
            names += [f"← {escape(m.territories[a].name)}" for (a, b) in sorted(oneway) if b == i]
            terr.add_row(str(i + 1), escape(t.name), escape(m.continents[t.continent].name), ", ".join(names))
        console.print(terr)
        if oneway:
            console.print(
                f"{len(oneway)} one-way border(s): [bold]X →[/] attacks X but cannot be attacked back from "
                "it; [bold]← X[/] can be attacked from X only."
            )
        console.print()
        console.print(f"Cards: {deck_summary(m)}")
        console.print(f"Missions: {len(m.missions)}")
        for w in m.warnings:
            console.print(f"[yellow]warning:[/] {escape(w)}")


@maps_app.command("validate")
def validate_command(
    file: Annotated[str, typer.Argument(metavar="FILE", help="A .map file (its cards file is read too).")],
) -> None:
    """Check a .map file and its cards file: OK with the counts, or the first error with file:line.

    Warns about what loads but may not play well (say, a mission met while placing the first armies)."""
    from dominia.games.domination.maps.fileformat import load_map

    path = _existing_file(file)
    with map_errors():
        m = load_map(path)
        console = Console(soft_wrap=True)
        console.print(f"OK {escape(str(path))}: {escape(m.title)}: {counts_line(m)}")
        warnings = [*m.warnings, *setup_mission_warnings(m)]
        if warnings:
            console.print(f"{len(warnings)} warning(s):")
            for w in warnings:
                console.print(f"[yellow]warning:[/] {escape(w)}")


@maps_app.command("import")
def import_command(
    file: Annotated[
        str, typer.Argument(metavar="FILE", help="A .map file; its cards file is copied with it.")
    ],
) -> None:
    """Check a .map file and copy it with its cards file into your maps folder."""
    from dominia.games.domination.maps.library import get_map, import_map, user_maps_dir

    path = _existing_file(file)
    with map_errors():
        name = import_map(path)
        m = get_map(name)
        console = Console(soft_wrap=True)
        console.print(
            f"Imported {escape(str(path))} into {escape(str(user_maps_dir()))}: "
            f"{escape(m.title)}, {len(m.territories)} territories; playable as [bold]{escape(name)}[/]"
        )
        for w in [*m.warnings, *setup_mission_warnings(m)]:
            console.print(f"[yellow]warning:[/] {escape(w)}")
