"""`dominia replay`: a saved game move by move, as a spectator or as one seat."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.markup import escape

from dominia.cli.errors import fail
from dominia.cli.games import game_ui
from dominia.cli.seats import display_names, parse_seats
from dominia.core.errors import DominiaError
from dominia.core.events import Event
from dominia.core.record import GameRecord


def replay_game(console: Console, path: Path, seat: int | None, lang: str) -> None:
    record = GameRecord.load(path)
    ui = game_ui(record.game)
    game = ui.game
    renderer = ui.renderer(lang)
    try:
        state = game.setup(record.options, record.seed)
    except DominiaError as exc:
        fail(f"{path}: the record's options do not make a game ({exc})")
    n = game.num_seats(state)
    names = (
        display_names(parse_seats(record.seats, None), getattr(ui, "bot_word", "bot"))
        if len(record.seats) == n
        else [f"Player {i + 1}" for i in range(n)]
    )
    if seat is not None and not 1 <= seat <= n:
        fail(f"--seat must be between 1 and {n}")
    viewer = seat - 1 if seat is not None else None

    console.rule(f"[bold]{escape(game.title)}[/] replay: {escape(str(path))}")
    who = f"as {escape(names[viewer])}" if viewer is not None else "as a spectator"
    console.print(f"Seed {record.seed}, {len(record.moves)} moves, watching {who}")
    console.print("Players: " + ", ".join(f"{i + 1}. {escape(x)}" for i, x in enumerate(names)))
    renderer.intro(console, game.view(state, None), names, record.options)

    shown = 0
    secret = getattr(
        renderer, "secret_label", None
    )  # a game's hidden picks (quests kept) show only to their chooser

    def flush(indent: str) -> None:
        nonlocal shown
        events = game.events(state, viewer, shown)
        shown += len(events)
        # Turn headers stand out at the left margin; everything else is indented under its move.
        chunk: list[Event] = []
        for e in [*events, None]:
            if e is None or e.kind == "turn":
                for line in renderer.events(chunk, names):
                    console.print(indent + line)
                chunk = []
                if e is not None:
                    for line in renderer.events([e], names):
                        console.print(line)
            else:
                chunk.append(e)

    flush("")
    for i, (s, choice_id) in enumerate(record.moves):
        decision = game.pending(state)
        if decision is None:
            fail(f"{path}: move {i + 1} comes after the end of the game")
        choice = decision.find(choice_id)
        label = renderer.choice_label(choice) if choice is not None else escape(choice_id)
        if secret is not None and s != viewer and (masked := secret(decision, choice_id)) is not None:
            label = masked
        name = escape(names[s]) if 0 <= s < n else f"seat {s + 1}"
        console.print(f"[dim]{i + 1:>4}[/] [bold]{name}[/] › {label}")
        try:
            game.apply(state, s, choice_id)
        except DominiaError as exc:
            fail(f"{path}: move {i + 1} ({s + 1}: {choice_id}) does not replay: {exc}")
        flush("       ")

    outcome = game.outcome(state)
    if outcome is None:
        console.rule("Not finished")
        console.print(f"The record stops after {len(record.moves)} moves, before the end of the game.")
        view = game.view(state, viewer)
        status = renderer.status(view, names)
        if status:
            console.print(status)
        renderer.board(console, view, names)
        return
    console.rule("Game over")
    renderer.outcome(console, game.view(state, None), outcome, names)
    if record.result is not None and record.result != outcome.to_dict():
        console.print("[yellow]Note: the result stored in the file differs from the replayed one.[/]")
