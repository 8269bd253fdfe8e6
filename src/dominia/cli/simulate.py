"""`dominia sim`: bots against bots with seats rotated, and a summary.

Each entry of the line-up (the bots, repeated to fill the seats) moves one seat
to the right every game, so with a number of games divisible by the seats every
entry sits in every seat equally often. Game i uses a seed derived from the base
seed, so a run is reproducible and any single game can be replayed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from dominia.cli.errors import fail
from dominia.cli.games import GameUI, fast_setup, game_ui
from dominia.cli.seats import parse_seat
from dominia.core.rng import derive_seed
from dominia.core.runner import run_game


@dataclass
class Entry:
    label: str
    bot: str
    wins: int = 0
    ties: int = 0
    share: float = 0.0  # wins, with a shared win counted as 1/k
    turns: list[int] = field(default_factory=list)
    eliminated: int | None = None  # games it was knocked out of (games with eliminations only)

    def summary(self, games: int) -> dict[str, Any]:
        out = {
            "bot": self.label,
            "wins": self.wins,
            "ties": self.ties,
            "win_pct": round(100 * self.share / games, 2),
            "avg_turns": round(sum(self.turns) / len(self.turns), 2) if self.turns else 0.0,
        }
        if self.eliminated is not None:
            out["eliminated"] = self.eliminated
        return out


def lineup(bots: list[str], players: int | None) -> list[Entry]:
    seats = players or len(bots)
    if seats < len(bots):
        fail(f"{len(bots)} bots do not fit in {seats} seats")
    picks = [bots[i % len(bots)] for i in range(seats)]
    labels = [f"{b} #{picks[:i].count(b) + 1}" if picks.count(b) > 1 else b for i, b in enumerate(picks)]
    return [Entry(label, bot) for label, bot in zip(labels, picks, strict=True)]


def simulate(
    ui: GameUI,
    entries: list[Entry],
    options: dict[str, Any],
    games: int,
    seed: int,
    progress: Progress | None,
) -> dict[str, Any]:
    game = ui.game
    n = len(entries)
    eliminated = getattr(ui, "eliminated", None)  # games where players can be knocked out
    if eliminated is not None:
        for entry in entries:
            entry.eliminated = 0
    tied_games = 0
    whole_game_turns = False
    lengths: list[int] = []
    task = progress.add_task("games", total=games) if progress is not None else None
    for i in range(games):
        gseed = derive_seed(seed, f"sim:{i}")
        seat_entry = [(s + i) % n for s in range(n)]  # entry sitting in seat s
        agents = [
            ui.make_bot(entries[e].bot, derive_seed(gseed, f"seat{s}")) for s, e in enumerate(seat_entry)
        ]
        state = fast_setup(game, options, gseed)
        outcome = run_game(game, state, agents)
        turns = outcome.details.get("turns") or [0] * n
        if isinstance(turns, int):  # the game's turns in all (Domination), not per seat
            turns = [turns] * n
            whole_game_turns = True
        lengths.append(max(turns))
        out = eliminated(state) if eliminated is not None else [False] * n
        if len(outcome.winners) > 1:
            tied_games += 1
        for s, e in enumerate(seat_entry):
            entry = entries[e]
            entry.turns.append(turns[s])
            if out[s] and entry.eliminated is not None:
                entry.eliminated += 1
            if s in outcome.winners:
                if len(outcome.winners) == 1:
                    entry.wins += 1
                else:
                    entry.ties += 1
                entry.share += 1 / len(outcome.winners)
        if progress is not None and task is not None:
            progress.advance(task)
    notes: dict[str, Any] = {"turns_are_whole_games": True} if whole_game_turns else {}
    return {
        "game": game.name,
        "games": games,
        "seed": seed,
        "players": n,
        "options": options,
        "tied_games": tied_games,
        "avg_game_turns": round(sum(lengths) / len(lengths), 2) if lengths else 0.0,
        "bots": [e.summary(games) for e in entries],
        **notes,
    }


def sim_command(
    console: Console,
    game_name: str,
    bots_text: str,
    games: int,
    seed: int,
    players: int | None,
    kingdom: str | None,
    sets: str | None,
    as_json: bool,
    extra: Mapping[str, Any] | None = None,
) -> None:
    ui = game_ui(game_name)
    known = ui.bot_names()
    bots = [parse_seat(b, known) for b in bots_text.split(",")]
    if any(b.is_human for b in bots):
        fail("sim plays bots only; drop 'human' from --bots")
    entries = lineup([b.name for b in bots], players)
    options = ui.options(len(entries), kingdom, sets, extra)
    stderr = Console(stderr=True)
    columns = (TextColumn("Simulating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, console=stderr, transient=True) as progress:
        result = simulate(ui, entries, options, games, seed, progress)
    if as_json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
        return
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")
    table.title = f"{games} games, seed {seed}, {len(entries)} players"
    knockouts = all("eliminated" in row for row in result["bots"])
    table.add_column("Bot")
    for head in ("Wins", "Ties", "Win %", "Avg turns", *(("Eliminated",) if knockouts else ())):
        table.add_column(head, justify="right")
    for row in result["bots"]:
        table.add_row(
            escape(row["bot"]),
            str(row["wins"]),
            str(row["ties"]),
            f"{row['win_pct']:.1f}",
            f"{row['avg_turns']:.1f}",
            *((str(row["eliminated"]),) if knockouts else ()),
        )
    console.print(table)
    console.print(
        f"Games with a shared win: {result['tied_games']}. "
        f"Average game length: {result['avg_game_turns']:.1f} turns. "
        "[dim]Win % counts a shared win as a fraction.[/]"
        + (" [dim]Turns count every player's turns.[/]" if result.get("turns_are_whole_games") else "")
    )
    if games % len(entries):
        console.print(f"[dim]Note: {games} games do not rotate evenly over {len(entries)} seats.[/]")
