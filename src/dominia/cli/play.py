"""The interactive game loop: any game, humans at the keyboard and bots.

One generic loop over `game.pending` / `game.apply`. Bots get only
`game.view(state, seat)`; humans see their seat's view and the events since
their last decision, redacted for them. The record is saved after every move.
With several humans at one keyboard (hot-seat) the screen is cleared and
handed over before anyone's private information is shown.

Optional renderer hooks (beyond the `Renderer` protocol), used when present:
`resolve(text, decision)` reads an answer first ((id, "") or (None, why); None
leaves it to the generic rules), `listing(decision)` gives the (key, label) rows
to show, `help_text()` replaces the help, `full_board(previous_kind, decision,
others_moved)` says when to show the whole board. The UI adapter may name its
bots (`bot_word`) and its default players (`default_players`).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from dominia.cli.games import TerminalUI
from dominia.cli.lang import current, markup, translator
from dominia.cli.render import Renderer
from dominia.cli.seats import SeatSpec, display_names
from dominia.core import plugins
from dominia.core.agent import Agent
from dominia.core.decision import Decision
from dominia.core.i18n import Seat, Translator, msg
from dominia.core.record import GameRecord
from dominia.core.rng import derive_seed

HELP_COMMANDS = (  # the keys a human may type instead of an answer, and the message saying what they do
    ("?", "play-help-help"),
    ("b", "play-help-board"),
    ("c", "play-help-choices"),
    ("play-help-info-key", "play-help-info"),
    ("q", "play-help-quit"),
)


def help_text(tr: Translator) -> str:
    """The generic help: how to answer, and the commands."""
    lines = [markup(tr, msg("play-help-answer")), markup(tr, msg("play-help-commands"))]
    keys = [markup(tr, msg(k)) if k.startswith("play-") else k for k, _ in HELP_COMMANDS]
    width = max(len(k) for k in keys)
    lines += [
        f"  [bold]{k:<{width}}[/]  {markup(tr, msg(m))}"
        for k, (_, m) in zip(keys, HELP_COMMANDS, strict=True)
    ]
    return "\n".join(lines)


class Quit(Exception):
    """The player asked to leave."""


def make_agents(ui: TerminalUI, seats: Sequence[SeatSpec], seed: int) -> list[Agent | None]:
    """A bot per bot seat (its own stream derived from the game seed); None for humans."""
    return [
        None
        if s.is_human
        else (plugins.make_agent if plugins.is_agent_code(s.name) else ui.make_bot)(
            s.name, derive_seed(seed, f"seat{i}")
        )
        for i, s in enumerate(seats)
    ]


def resolve(
    text: str, decision: Decision, renderer: Renderer, tr: Translator | None = None
) -> tuple[str | None, str]:
    """The choice id an answer picks, or None and why it picks none (rich markup)."""
    tr = tr or translator()
    choices = decision.choices
    t = text.strip()
    # a game's own reading of answers goes first (a renderer may have none)
    own: Callable[[str, Decision], tuple[str | None, str] | None] | None = getattr(renderer, "resolve", None)
    if own is not None and (answer := own(t, decision)) is not None:
        return answer
    if t.isdigit():
        n = int(t)
        if 1 <= n <= len(choices):
            return choices[n - 1].id, ""
        return None, markup(tr, msg("play-not-a-number", n=str(n), last=str(len(choices))))
    low = t.lower()
    for c in choices:
        if c.id.lower() == low:
            return c.id, ""
    by_label = [
        c.id
        for c in choices
        if low in (c.text().lower(), c.text(tr).lower(), _plain(renderer.choice_label(c)).lower())
    ]
    if len(by_label) == 1:
        return by_label[0], ""
    ids, hint = renderer.match(t, decision)
    ids = list(dict.fromkeys(ids))
    if len(ids) == 1:
        return ids[0], ""
    if ids:
        index = {c.id: i for i, c in enumerate(choices)}
        opts = ", ".join(f"{index[i] + 1}) {renderer.choice_label(choices[index[i]])}" for i in ids)
        return None, markup(tr, msg("play-ambiguous", text=repr(t)), options=opts)
    if hint:
        return None, markup(tr, msg("play-no-such-choice-hint", text=repr(t)), hint=hint)
    return None, markup(tr, msg("play-no-such-choice", text=repr(t)))


def several_numbers(text: str, decision: Decision) -> list[str]:
    """Choice ids of an answer of several numbers ("2 3", "1, 4") from this decision's list,
    each once; [] when it is not that."""
    words = text.replace(",", " ").split()
    if len(words) < 2 or not all(w.isdigit() for w in words):
        return []
    numbers = [int(w) for w in words]
    if len(set(numbers)) != len(numbers) or not all(1 <= n <= len(decision.choices) for n in numbers):
        return []
    return [decision.choices[n - 1].id for n in numbers]


def _plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def _terminal_input(console: Console) -> Callable[[str], str]:
    """Read a line; with line editing and history when the input is a terminal."""
    if sys.stdin.isatty():
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401  (input() then edits lines like a shell)
    return lambda prompt: console.input(prompt)


class Session:
    def __init__(
        self,
        ui: TerminalUI,
        state: Any,
        record: GameRecord,
        seats: Sequence[SeatSpec],
        renderer: Renderer,
        console: Console,
        *,
        save: Path | None = None,
        read_line: Callable[[str], str] | None = None,
        lang: str | None = None,
    ) -> None:
        self.ui = ui
        self.game = ui.game
        self.state = state
        self.record = record
        self.seats = list(seats)
        base = translator(ui.game.name, lang=lang or current())
        self.names = display_names(seats, ui.bot_word, base)
        self.tr = base.with_players(self.names)
        self.renderer = renderer
        self.console = console
        self.save_path = save
        self.read_line = read_line or _terminal_input(console)
        self.agents = make_agents(ui, seats, record.seed)
        self.humans = [i for i, s in enumerate(seats) if s.is_human]
        # Event positions: where each seat last answered, and what the screen has shown.
        self.n_events = 0
        self.seen = [0] * len(seats)
        self.last_human: int | None = None
        self.prev: tuple[int, str] | None = None  # the last human decision: (seat, kind)
        self.last_mover: int | None = None
        # answers typed ahead on one line ("2 3": keep two quests): (seat, choice ids to come)
        self.ahead: tuple[int, list[str]] | None = None

    # ---------------------------------------------------------------- events

    def _count_events(self) -> int:
        self.n_events = self.game.event_count(self.state)
        return self.n_events

    def catch_up(self) -> None:
        """Replay the record's moves on the (fresh) state, noting each seat's last answer."""
        self._count_events()
        for seat, choice in self.record.moves:
            self.seen[seat] = self.n_events
            self.game.apply(self.state, seat, choice)
            self._count_events()

    def _print_events(self, start: int, viewer: int | None) -> None:
        for line in self.renderer.events(self.game.events(self.state, viewer, start), self.names):
            self.console.print(line)

    # ---------------------------------------------------------------- the loop

    def run(self) -> int:
        try:
            self._loop()
        except Quit:
            self._leave()
            return 0
        except (KeyboardInterrupt, EOFError):
            self.console.print()
            self._leave()
            return 0
        return 0

    def _save(self) -> None:
        if self.save_path is not None:
            self.record.save(self.save_path)

    def _loop(self) -> None:
        shown = self.n_events if self.humans or self.record.moves else 0
        while (d := self.game.pending(self.state)) is not None:
            seat = d.seat
            agent = self.agents[seat]
            auto = None
            if agent is None:
                auto = self.renderer.auto_answer(d)
                choice = auto or self._ask_human(d)
            else:
                choice = agent.choose(self.game.view(self.state, seat), d)
            if auto is None:  # the log a seat sees starts where it last decided (not where it was spared)
                self.seen[seat] = self.n_events
            self.game.apply(self.state, seat, choice)
            self.record.add(seat, choice)
            self.last_mover = seat
            self._save()
            self._count_events()
            if not self.humans:  # only bots: show the game as it goes, publicly
                self._print_events(shown, None)
                shown = self.n_events
        self._finish()

    def _finish(self) -> None:
        outcome = self.game.outcome(self.state)
        assert outcome is not None
        if self.humans:
            last = self.last_human if self.last_human is not None else self.humans[0]
            viewer = self.humans[0] if len(self.humans) == 1 else None
            self._print_events(self.seen[last], viewer)
        self.record.result = outcome.to_dict()
        self._save()
        self.console.rule(markup(self.tr, msg("play-game-over")))
        self.renderer.outcome(self.console, self.game.view(self.state, None), outcome, self.names)
        if self.save_path is not None:
            text = markup(self.tr, msg("play-saved-watch", path=str(self.save_path)))
            self.console.print(f"[dim]{text}[/]", soft_wrap=True)

    def _leave(self) -> None:
        if self.save_path is not None:
            text = msg("play-left-saved", path=str(self.save_path))
            self.console.print(markup(self.tr, text), soft_wrap=True)
        else:
            self.console.print(markup(self.tr, msg("play-left-unsaved")))

    # ---------------------------------------------------------------- humans

    def _clear(self) -> None:
        self.console.clear()
        if self.console.is_terminal:
            self.console.file.write("\x1b[3J")  # and the scrollback, where the last hand still is
            self.console.file.flush()

    def _pass_screen(self, seat: int) -> None:
        self._clear()
        self.console.print(
            Panel(
                markup(self.tr, msg("play-pass-screen", player=Seat(seat)))
                + f"\n[dim]{markup(self.tr, msg('play-pass-screen-help'))}[/]"
            )
        )
        self.read_line("")
        self._clear()

    def _show(self, d: Decision, *, full: bool) -> None:
        seat = d.seat
        view = self.game.view(self.state, seat)
        if full:
            self.console.rule(markup(self.tr, msg("play-to-decide", player=Seat(seat))))
            self.renderer.board(self.console, view, self.names)
        lines = self.renderer.events(self.game.events(self.state, seat, self.seen[seat]), self.names)
        if lines:
            self.console.print(f"[dim]{markup(self.tr, msg('play-since-last'))}[/]")
            for line in lines:
                self.console.print("  " + line)
        status = self.renderer.status(view, self.names)
        if status:
            self.console.print(status)
        self.renderer.private(self.console, view)

    def _choices(self, d: Decision) -> None:
        self.console.print(
            f"[bold]{markup(self.tr, msg('play-decider', player=Seat(d.seat)))}[/] "
            f"[bold underline]{self.renderer.prompt(d)}[/]"
        )
        listing = getattr(self.renderer, "listing", None)  # a game's own keys and rows
        rows = (
            listing(d)
            if listing is not None
            else [(str(i + 1), self.renderer.choice_label(c)) for i, c in enumerate(d.choices)]
        )
        width = max(2, *(len(k) for k, _ in rows))
        pad = "\n" + " " * (width + 1)  # a label of several lines stays right of the keys
        labels = [f"[bold cyan]{k:>{width}}[/] {label.replace(chr(10), pad)}" for k, label in rows]
        widest = max(Text.from_markup(label).cell_len for label in labels)
        cols = max(1, min(3, (self.console.width - 2) // (widest + 2), len(labels)))
        rows = -(-len(labels) // cols)
        grid = Table.grid(padding=(0, 2))
        for _ in range(cols):
            grid.add_column()
        for r in range(rows):
            grid.add_row(*[labels[c * rows + r] if c * rows + r < len(labels) else "" for c in range(cols)])
        self.console.print(grid)

    def _typed_ahead(self, d: Decision) -> str | None:
        """The next answer this seat typed ahead, if the game still offers it (else none are
        kept: the seat is asked)."""
        if self.ahead is None or self.ahead[0] != d.seat:
            self.ahead = None
            return None
        seat, ids = self.ahead
        choice = ids.pop(0)
        self.ahead = (seat, ids) if ids else None
        if d.find(choice) is None:
            self.ahead = None
            return None
        return choice

    def _ask_human(self, d: Decision) -> str:
        seat = d.seat
        if (ahead := self._typed_ahead(d)) is not None:
            return ahead
        if len(self.humans) > 1 and seat != self.last_human:
            self._pass_screen(seat)
        self.last_human = seat
        # The whole board when others moved since this seat's last answer, and when the game's
        # renderer asks for it (e.g. on entering a buy phase).
        others_moved = self.last_mover != seat
        full_board = getattr(self.renderer, "full_board", None)
        if full_board is not None:
            previous = self.prev[1] if self.prev is not None and self.prev[0] == seat else None
            full = bool(full_board(previous, d, others_moved))
        else:
            full = others_moved or (d.kind == "buy" and self.prev != (seat, "buy"))
        self.prev = (seat, d.kind)
        self._show(d, full=full)
        self._choices(d)
        while True:
            text = self.read_line("> ").strip()
            if not text:
                continue
            low = text.lower()
            if low in ("q", "quit", "exit"):
                raise Quit
            if low in ("?", "h", "help"):
                own_help = getattr(self.renderer, "help_text", None)
                self.console.print(own_help() if own_help is not None else help_text(self.tr))
                continue
            if low in ("b", "board"):
                view = self.game.view(self.state, seat)
                self.renderer.board(self.console, view, self.names)
                self.renderer.private(self.console, view)
                self._choices(d)
                continue
            if low in ("c", "choices"):
                self._choices(d)
                continue
            head, _, rest = text.partition(" ")
            if head.lower() in ("i", "info") and rest.strip():
                info = self.renderer.info(rest.strip())
                no_card = markup(self.tr, msg("play-no-info", name=repr(rest.strip())))
                self.console.print(info or f"[red]{no_card}[/]")
                continue
            choice, why = resolve(text, d, self.renderer, self.tr)
            if choice is not None:
                return choice
            several = several_numbers(text, d)
            if several:  # "2 3": this pick now, the next ones when asked (if still offered)
                self.ahead = (seat, several[1:])
                return several[0]
            again = markup(self.tr, msg("play-try-again"))
            self.console.print(f"[red]{why}[/] {again}")
