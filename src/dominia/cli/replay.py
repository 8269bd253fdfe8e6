"""`dominia replay`: a saved game move by move, as a spectator or as one seat."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.markup import escape

from dominia.cli.errors import fail
from dominia.cli.games import game_ui
from dominia.cli.lang import game_title, markup, translator
from dominia.cli.seats import display_names, parse_seats
from dominia.core.errors import DominiaError
from dominia.core.events import Event
from dominia.core.i18n import Seat, msg
from dominia.core.record import GameRecord


def replay_game(console: Console, path: Path, seat: int | None, lang: str) -> None:
    record = GameRecord.load(path)
    ui = game_ui(record.game)
    game = ui.game
    renderer = ui.renderer(lang)
    try:
        state = game.setup(record.options, record.seed)
    except DominiaError as exc:
        fail(msg("replay-bad-options", path=str(path), error=exc.text))
    n = game.num_seats(state)
    base = translator(game.name, lang=lang)
    names = (
        display_names(parse_seats(record.seats, None), ui.bot_word, base)
        if len(record.seats) == n
        else [base(msg("player-n", n=i + 1)) for i in range(n)]
    )
    tr = base.with_players(names)
    if seat is not None and not 1 <= seat <= n:
        fail(msg("replay-bad-seat", n=n))
    viewer = seat - 1 if seat is not None else None

    title = f"[bold]{markup(tr, game_title(game))}[/]"
    console.rule(markup(tr, msg("replay-title", path=str(path)), title=title))
    who = msg("replay-as-player", player=Seat(viewer)) if viewer is not None else msg("replay-as-spectator")
    console.print(markup(tr, msg("replay-line", seed=str(record.seed), moves=len(record.moves), who=who)))
    listed = [markup(tr, msg("play-player-entry", n=i + 1, name=x)) for i, x in enumerate(names)]
    console.print(markup(tr, msg("play-players"), players=", ".join(listed)))
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
            fail(msg("replay-after-end", path=str(path), move=i + 1))
        choice = decision.find(choice_id)
        label = renderer.choice_label(choice) if choice is not None else escape(choice_id)
        if secret is not None and s != viewer and (masked := secret(decision, choice_id)) is not None:
            label = masked
        name = escape(names[s]) if 0 <= s < n else markup(tr, msg("replay-seat-n", n=s + 1))
        console.print(f"[dim]{i + 1:>4}[/] [bold]{name}[/] › {label}")
        try:
            game.apply(state, s, choice_id)
        except DominiaError as exc:
            fail(
                msg(
                    "replay-move-fails",
                    path=str(path),
                    move=i + 1,
                    seat=s + 1,
                    choice=choice_id,
                    error=exc.text,
                )
            )
        flush("       ")

    outcome = game.outcome(state)
    if outcome is None:
        console.rule(markup(tr, msg("replay-not-finished")))
        console.print(markup(tr, msg("replay-stops", moves=len(record.moves))))
        view = game.view(state, viewer)
        status = renderer.status(view, names)
        if status:
            console.print(status)
        renderer.board(console, view, names)
        return
    console.rule(markup(tr, msg("play-game-over")))
    renderer.outcome(console, game.view(state, None), outcome, names)
    if record.result is not None and record.result != outcome.to_dict():
        console.print(f"[yellow]{markup(tr, msg('replay-result-differs'))}[/]")
