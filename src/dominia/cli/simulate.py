"""`dominia sim`: bots against bots, a progress bar, and a summary (table, JSON or CSV),
with rows per game streamed to a file (a rerun resumes it), a plot, and the games played on
N processes or on a Ray cluster (`dominia.sim`)."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from dominia.cli.errors import fail
from dominia.cli.flags import options_of
from dominia.cli.games import game_ui
from dominia.cli.lang import markup, translator
from dominia.cli.seats import parse_seat
from dominia.core.i18n import Msg, Translator, msg, name, slug
from dominia.sim import batch as sim_batch
from dominia.sim.batch import SEATINGS, Batch
from dominia.sim.output import GamesFile, plot, summary_csv
from dominia.sim.run import run_batch
from dominia.sim.summary import Tally


@dataclass
class Entry:
    label: str
    bot: str


def lineup(bots: list[str], players: int | None) -> list[Entry]:
    """The bots, repeated in order to fill the seats; labels numbered when a bot repeats."""
    seats = players or len(bots)
    if seats < len(bots):
        fail(msg("sim-too-many-bots", bots=len(bots), seats=seats))
    picks = [bots[i % len(bots)] for i in range(seats)]
    labels = [f"{b} #{picks[:i].count(b) + 1}" if picks.count(b) > 1 else b for i, b in enumerate(picks)]
    return [Entry(label, bot) for label, bot in zip(labels, picks, strict=True)]


class RateColumn(ProgressColumn):
    """Games per second so far."""

    def __init__(self, tr: Translator) -> None:
        super().__init__()
        self.tr = tr

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(
            self.tr(msg("sim-rate", rate=f"{speed:,.1f}")) if speed else "", style="progress.data.speed"
        )


@dataclass
class SimRequest:
    game: str
    bots: str
    games: int
    seed: int
    players: int | None = None
    kingdom: str | None = None
    sets: str | None = None
    extra: Mapping[str, Any] | None = None
    seating: str = "rotate"
    jobs: int = 1
    backend: str = "local"
    address: str | None = None
    as_json: bool = False
    as_csv: bool = False
    games_out: str | None = None
    plot_path: str | None = None


def make_batch(req: SimRequest) -> Batch:
    ui = game_ui(req.game)
    known = ui.bot_names()
    bots = [parse_seat(b, known) for b in req.bots.split(",")]
    if any(b.is_human for b in bots):
        fail(msg("sim-bots-only"))
    if req.seating not in SEATINGS:
        fail(msg("sim-seating", seatings=", ".join(SEATINGS)))
    entries = lineup([b.name for b in bots], req.players)
    extra = ui.for_seats(req.extra, True)
    options = ui.options(len(entries), req.kingdom, req.sets, extra)
    # the game's own defaults for simulations (its schema's `sim_default`), unless given
    sim = {o.name: o.sim_default for o in options_of(ui.game.name) if o.sim_default is not None}
    sim = {k: v for k, v in sim.items() if k not in (extra or {})}
    if sim:
        options = ui.game.normalize_options({**options, **sim})
    return Batch(ui.game.name, options, tuple(e.bot for e in entries), req.games, req.seed, req.seating)


def sim_command(console: Console, req: SimRequest) -> None:
    batch = make_batch(req)
    out = GamesFile(req.games_out, batch.run_id, batch=batch) if req.games_out else None
    tally = Tally(batch)  # running totals: no row is kept
    done: set[int] = set()
    for row in out.read() if out is not None else ():
        if row["index"] < batch.games:
            done.add(row["index"])
            tally.add(row)
    todo = [i for i in range(batch.games) if i not in done]
    stderr = Console(stderr=True)
    tr = translator(batch.game)
    columns = (
        TextColumn(markup(tr, msg("sim-progress"))),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(tr),
        TimeRemainingColumn(),
    )
    started = time.perf_counter()
    if out is not None:
        out.open()
    try:
        with Progress(*columns, console=stderr, transient=True) as progress:
            task = progress.add_task("games", total=batch.games, completed=len(done))

            def take(row: dict[str, Any]) -> None:
                tally.add(row)
                if out is not None:
                    out.write(row)
                progress.advance(task)

            # (no games file: the game's batch loop may add its games to the tally without rows)
            run_batch(
                batch, todo, take, jobs=req.jobs, backend=req.backend, address=req.address,
                tally=tally if out is None else None, on_games=lambda k: progress.advance(task, k),
            )  # fmt: skip
    finally:
        if out is not None:
            out.close()
    summary = tally.summary()
    summary["resumed_games"] = len(done)
    summary["wall_seconds"] = round(time.perf_counter() - started, 3)
    if req.plot_path:
        plot(summary, req.plot_path, tr)
    if req.as_json:
        stable = {k: v for k, v in summary.items() if k not in ("wall_seconds", "games_per_cpu_second")}
        print(json.dumps(stable, ensure_ascii=False, indent=1))
        return
    if req.as_csv:
        print(summary_csv(summary), end="")
        return
    show(console, summary, len(todo), tr)


def show(console: Console, s: dict[str, Any], played: int, tr: Translator | None = None) -> None:
    tr = tr or translator(s["game"])

    def say(key: str, **args: Any) -> str:
        return markup(tr, msg(key, **args))

    games = s["games"]
    table = Table(
        box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, collapse_padding=True, title_justify="left"
    )
    seating = msg(f"sim-seating-{s['seating']}")
    table.title = say("sim-title", games=games, seed=str(s["seed"]), players=s["players"], seating=seating)
    bots = s["bots"]
    knockouts = bool(bots) and all("eliminated" in row for row in bots)
    # columns for the figures a game's summary adds (its spec's `figures`), where it has them
    per_turn = bool(bots) and all("avg_vp_per_turn" in row for row in bots)
    # (the bots' names are never cut short: the figures' headings give way first)
    table.add_column(
        say("sim-col-bot"), no_wrap=True, min_width=max((len(r["bot"]) for r in bots), default=0)
    )
    heads = ["wins", "ties", "win-pct", "score", "turns"]
    heads += ["eliminated"] if knockouts else []
    coins = per_turn and all("avg_coins_per_turn" in row for row in bots)
    heads += ["vp-per-turn"] if per_turn else []
    heads += ["coins"] if coins else []
    heads += ["money"] if per_turn else []
    for head in heads:
        table.add_column(say(f"sim-col-{head}"), justify="right", no_wrap=True)
    for row in bots:
        lo, hi = row["ci95"]
        cells = [
            str(row["wins"]),
            str(row["ties"]),
            f"{row['win_pct']:.1f} ({lo:.1f}-{hi:.1f})",
            f"{row['avg_score']:.1f}",
            f"{row['avg_turns']:.1f}",
        ]
        cells += [str(row["eliminated"])] if knockouts else []
        cells += [f"{row['avg_vp_per_turn']:.2f}"] if per_turn else []
        cells += [f"{row['avg_coins_per_turn']:.2f}"] if coins else []
        cells += [f"{row['avg_treasure_value']:.1f}"] if per_turn else []
        table.add_row(escape(row["bot"]), *cells)
    console.print(table)
    if s.get("ended_on"):
        ends = ", ".join(f"{tr(ended_on(k))} {v:.1f}%" for k, v in s["ended_on"].items())
        console.print(f"{say('sim-ended-on', ends=ends)} [dim]{say('sim-per-turn-columns')}[/]")
    if "piles_emptied_pct" in s:
        show_end(console, s, tr)
    if bots and all("score_by_source" in row for row in bots):
        src = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title=say("sim-score-by-source"))
        src.add_column(say("sim-col-bot"))
        keys = list(bots[0]["score_by_source"])
        for k in keys:
            src.add_column(markup(tr, name(f"sim-source-{slug(k)}", k.capitalize())), justify="right")
        for row in bots:
            src.add_row(escape(row["bot"]), *(f"{row['score_by_source'][k]:.1f}" for k in keys))
        console.print(src)
    if s.get("seat_win_pct"):
        seats = ", ".join(
            tr(msg("sim-seat-pct", seat=i + 1, pct=f"{p:.1f}")) for i, p in enumerate(s["seat_win_pct"])
        )
        console.print(say("sim-seat-win-pct", seats=seats))
    line = [
        say("sim-shared-wins", n=s["tied_games"]),
        say("sim-average-length", turns=f"{s['avg_game_turns']:.1f}"),
    ]
    if s.get("games_per_cpu_second"):
        line.append(say("sim-speed", rate=f"{s['games_per_cpu_second']:.1f}"))
    line.append(f"[dim]{say('sim-shared-win-fraction')}[/]")
    if s.get("turns_are_whole_games"):
        line.append(f"[dim]{say('sim-turns-every-player')}[/]")
    console.print(" ".join(line))
    if s.get("stalled_games"):
        text = say("sim-stalled", n=s["stalled_games"], steps=f"{sim_batch.MAX_STEPS:,}")
        console.print(f"[yellow]{text}[/]")
    if s.get("resumed_games"):
        console.print(f"[dim]{say('sim-resumed', n=s['resumed_games'], played=played)}[/]")
    if s["seating"] == "rotate" and games % s["players"]:
        console.print(f"[dim]{say('sim-uneven', games=games, players=s['players'])}[/]")


def show_end(console: Console, s: dict[str, Any], tr: Translator) -> None:
    """The end of the game: the share ended on piles, the piles emptied, the trash, the decks
    (cards under their names in the reader's language)."""

    def say(key: str, **args: Any) -> str:
        return markup(tr, msg(key, **args))

    def listed(counts: dict[str, float], unit: str = "") -> str:
        parts = [f"{escape(tr(card(k)))} {v:g}{unit}" for k, v in counts.items()]
        return ", ".join(parts) or say("sim-end-nothing")

    console.print(say("sim-piles-ended", pct=f"{s['ended_on'].get('piles', 0.0):.1f}"))
    console.print(say("sim-end-piles", piles=listed(s["piles_emptied_pct"], "%")))
    console.print(say("sim-end-trash", cards=listed(s["avg_trash"])))
    bots = s["bots"]
    if not bots or not all("avg_deck" in row for row in bots):
        return
    console.print(say("sim-end-deck"))
    decks = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    decks.add_column(say("sim-col-card"))
    for row in bots:
        decks.add_column(escape(row["bot"]), justify="right")
    cards = dict.fromkeys(k for row in bots for k in row["avg_deck"])
    for k in cards:
        decks.add_row(escape(tr(card(k))), *(f"{row['avg_deck'].get(k, 0):.2f}" for row in bots))
    decks.add_row(say("sim-col-deck-size"), *(f"{row['avg_deck_size']:.2f}" for row in bots), style="bold")
    console.print(decks)


def card(key: str) -> Msg:
    """A card by its English name, in words when the game's table has it."""
    return name(f"card-{slug(key)}", key)


def ended_on(key: str) -> Msg:
    """What a game ended on (`provinces`, `piles`, ...), in words when the table has them."""
    return name(f"sim-ended-{slug(key)}", key)
