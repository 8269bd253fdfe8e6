"""`dominia optimize`: search a game's bots written as data for the best under some options
(sim/optimize.py), print how it went and write the best bot as a file."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table

from dominia.cli.errors import fail, os_error
from dominia.cli.games import game_ui
from dominia.cli.lang import game_title, markup, translator
from dominia.core.game import get_spec
from dominia.core.i18n import Translator, msg
from dominia.sim.optimize import Figure, Generation, Result, Settings, bot_text, optimize


@dataclass(frozen=True)
class OptimizeRequest:
    game: str
    out: str | None
    settings: Settings
    players: int
    options: dict[str, Any]


def out_path(req: OptimizeRequest, suffix: str) -> Path:
    """The file the best bot goes to: never one that exists, in a folder that does."""
    path = Path(req.out or f"optimized{suffix}")
    if not path.name.lower().endswith(suffix):
        fail(msg("optimize-out-suffix", path=str(path), suffix=suffix))
    if not path.parent.is_dir():
        fail(msg("play-no-directory", path=str(path), folder=str(path.parent)))
    if path.exists():
        fail(msg("optimize-file-exists", path=str(path)))
    return path


def optimize_command(console: Console, req: OptimizeRequest) -> None:
    ui = game_ui(req.game)
    family = get_spec(ui.game.name).bot_family()
    if family is None:
        fail(msg("optimize-unsupported", game=game_title(ui.game)))
    path = out_path(req, family.suffix)
    options = ui.options(req.players, None, None, ui.for_seats(req.options, True))
    tr = translator(ui.game.name)
    s = req.settings

    def rivals(figures: list[Figure]) -> None:
        console.print(markup(tr, msg("optimize-rivals", yardstick=family.baselines[0])))
        console.print(_table(tr, figures[:5], "bot"))

    def generation(g: Generation) -> None:
        console.print(
            markup(
                tr,
                msg(
                    "optimize-generation",
                    n=g.number,
                    of=s.generations,
                    best=f"{100 * g.best:.1f}",
                    mean=f"{100 * g.mean:.1f}",
                    tried=g.tried,
                ),
            )
        )

    console.print(
        markup(
            tr,
            msg(
                "optimize-start",
                population=s.population,
                generations=s.generations,
                games=s.games,
                seed=s.seed,
            ),
        )
    )
    result = optimize(ui.game.name, options, s, on_rivals=rivals, on_generation=generation)
    kingdom = ", ".join(tr(x) for x in family.describe_options(result.options))
    console.print(markup(tr, msg("optimize-options", options=kingdom)))
    console.print(markup(tr, msg("optimize-best", games=s.final_games)))
    console.print(_table(tr, result.anchors, "opponent"))
    _write(result, path, tr, kingdom)
    console.print(markup(tr, msg("optimize-wrote", path=str(path), game=ui.game.name)))


def _write(result: Result, path: Path, tr: Translator, kingdom: str) -> None:
    first = result.anchors[0]
    description = tr(
        msg("optimize-description", options=kingdom, pct=f"{100 * first.share:.1f}", yardstick=first.opponent)
    )
    text = bot_text(result, path.stem, description)
    try:
        with path.open("x", encoding="utf-8") as f:  # (never over a file made meanwhile)
            f.write(text)
    except OSError as exc:
        fail(msg("optimize-cannot-write", path=str(path), error=os_error(exc)), code=1)


def _table(tr: Translator, figures: list[Figure], who: str) -> Table:
    table = Table(box=box.SIMPLE_HEAD)
    table.add_column(tr(msg("optimize-col-bot" if who == "bot" else "optimize-col-opponent")))
    table.add_column(tr(msg("sim-col-win-pct")), justify="right")
    table.add_column(tr(msg("optimize-col-games")), justify="right")
    for f in figures:
        lo, hi = f.interval
        table.add_row(getattr(f, who), f"{100 * f.share:.1f} ({100 * lo:.1f}-{100 * hi:.1f})", str(f.games))
    return table
