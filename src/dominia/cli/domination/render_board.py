"""Domination's board on the terminal: the map by continent, the players, the status line, the
seat's own cards and mission, and the final table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.domination.odds import percent
from dominia.cli.domination.render_words import RendererBase
from dominia.core.game import Outcome
from dominia.core.i18n import Msg, Seat, msg
from dominia.games.domination import texts
from dominia.games.domination.view import DominationView

# Phases that share a word on the status line.
PHASE_WORDS = {"place_count": "place", "battle": "attack", "defend": "attack", "move": "attack"}
PHASE_WORDS["fortify_count"] = "fortify"


class BoardDrawing(RendererBase):
    """What the terminal draws of the game: from one seat's view, in the reader's words."""

    def intro(
        self, console: Console, view: DominationView, names: Sequence[str], options: dict[str, Any]
    ) -> None:
        self._remember(view, names)
        m = view.map
        mode = str(options.get("mode", "domination"))
        size = msg("board-map-size", territories=len(m.territories), continents=len(m.continents))
        goal = msg("board-mode", mode=msg(f"mode-{mode}"), goal=msg(f"board-goal-{mode}"))
        console.print(
            f"[bold]{self.t(msg('board-map-label'))}[/] {self.t(texts.map_title(m))} ({self.t(size)}) · "
            f"[bold]{self.t(msg('board-mode-label'))}[/] {self.t(goal)}"
        )
        cards = str(options.get("cards", ""))
        rule = (
            self.t(msg(f"board-cards-{cards}"))
            if cards in ("increasing", "fixed", "italian")
            else escape(cards)
        )
        if not options.get("recycle", True):
            rule = self.t(msg("board-not-recycled", rule=msg(f"board-cards-{cards}")))
        setup = (
            "board-setup-auto-place"
            if options.get("auto_place")
            else "board-setup-auto-deal"
            if mode == "mission" or options.get("auto_deal")
            else "board-setup-claim"
        )
        rules = [f"[bold]{self.t(msg('board-cards-label'))}[/] {rule}", self.t(msg(setup))]
        if not options.get("auto_defence", True):
            rules.append(self.t(msg("board-defenders-choose")))
        if options.get("continue_after_win"):
            rules.append(self.t(msg("board-goes-on")))
        if options.get("turn_limit"):
            rules.append(self.t(msg("board-turn-limit", n=int(options["turn_limit"]))))
        console.print(" · ".join(rules))
        console.print(
            self.t(msg("board-colours-label"))
            + " "
            + " · ".join(
                f"{self.tag(s)} "
                + self.t(msg("board-seat-colour", player=Seat(s), colour=texts.colour(view.colours[s])))
                for s in range(len(names))
            )
        )

    def board(self, console: Console, view: DominationView, names: Sequence[str]) -> None:
        self._remember(view, names)
        self._width = console.width
        console.print(self.map_grid(view, console.width))
        console.print(self.players_table(view, names))
        self._board_shown = True

    def _continent_block(self, view: DominationView, c: int, name_width: int, cell: int) -> list[str]:
        m = view.map
        cont = m.continents[c]
        cname = self._cont(view, c)
        members = m.members(c)
        owner, armies = view.owner, view.armies
        capitals = {view.capital(s) for s in range(view.num_players)} - {None}
        holders = {owner[t] for t in members}
        head = f"[{cont.colour}]■[/] [bold]{self.t(cname)}[/] [dim]+{cont.bonus}[/]"
        if len(holders) == 1 and (h := holders.pop()) >= 0:
            used = len(f"■ {cname} +{cont.bonus}")
            tag = self.plain(msg("board-tag", n=h + 1))
            long = self.plain(msg("board-held-by", tag=tag))
            held = f"  {long}" if used + len(long) + 2 <= cell else f" · {tag}"
            head += f"[{self.style(h)}]{escape(held)}[/]"
        lines = [head]
        for t in members:
            name = self.tname(t)
            cap = t in capitals
            shown = name if len(name) <= name_width else name[: name_width - 1] + "…"
            label = escape(shown)
            pad = " " * (name_width - len(shown)) + ("[bold yellow]★[/]" if cap else " ")
            o = owner[t]
            if o < 0:
                lines.append(f"[dim]{t + 1:>2}[/] {label}{pad} [dim]--   ·[/]")
            else:
                style = self.style(o)
                plain = style.removeprefix("bold ")
                tag = escape(self.plain(msg("board-tag", n=o + 1)))
                lines.append(f"[dim]{t + 1:>2}[/] [{plain}]{label}[/]{pad} [{style}]{tag} {armies[t]:>3}[/]")
        return lines

    def map_grid(self, view: DominationView, width: int) -> Table:
        """Continents in balanced columns; each territory: number, name, owner, armies."""
        self._view = view
        m = view.map
        name_width = min(21, max(len(n) for n in self.local_names()))
        cell = 2 + 1 + name_width + 1 + 2 + 1 + 3 + 1  # the 1 after the name: a capital's ★
        tag = len(self.plain(msg("board-tag", n=9)))
        cell = max(
            cell, *(len(f"■ {self._cont(view, c)} +{k.bonus} · ") + tag for c, k in enumerate(m.continents))
        )
        gap = 2
        cols = max(1, min(4, (width + gap) // (cell + gap), len(m.continents)))
        blocks = [self._continent_block(view, c, name_width, cell) for c in range(len(m.continents))]
        columns = _balance([len(b) + 1 for b in blocks], cols)
        grid = Table.grid(padding=(0, gap))
        for _ in columns:
            grid.add_column(min_width=cell, no_wrap=True)
        cells = []
        for group in columns:
            lines: list[str] = []
            for c in group:
                if lines:
                    lines.append("")
                lines += blocks[c]
            cells.append("\n".join(lines))
        grid.add_row(*cells)
        return grid

    def _head(self, key: str) -> str:
        return self.t(msg(f"board-col-{key}"))

    def players_table(self, view: DominationView, names: Sequence[str]) -> Table:
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1))
        table.add_column("")
        table.add_column(self._head("player"))
        for head in ("territories", "armies", "cards", "reinforcements"):
            table.add_column(self._head(head), justify="right")
        capitals = view.options.get("mode") == "capital"
        if capitals:
            table.add_column(self._head("capital"))
        table.add_column("")
        owner, armies = view.owner, view.armies
        over = view.phase == "over"
        for s in range(view.num_players):
            mine = [t for t, o in enumerate(owner) if o == s]
            cap = view.capital(s)
            alive = view.alive(s)
            you = f" [dim]{self.t(msg('board-you'))}[/]" if s == view.seat else ""
            name = f"{self.tag(s)} {self.who(s)}" + you
            capital = [escape(self.tname(cap)) if cap is not None else "[dim]-[/]"] if capitals else []
            table.add_row(
                "▶" if s == view.current and not over else "",
                name,
                str(len(mine)),
                str(sum(armies[t] for t in mine)),
                str(view.card_count(s)),
                str(view.reinforcements_of(s)) if alive and mine else "",
                *capital,
                "" if alive else f"[dim]{self.t(msg('board-eliminated'))}[/]",
            )
        return table

    def status(self, view: DominationView, names: Sequence[str]) -> str:
        self._remember(view, names)
        cur = view.current
        phase = view.phase
        word = self.t(msg(f"board-phase-{PHASE_WORDS.get(phase, phase).replace('_', '-')}"))
        line = f"[bold]{self.t(msg('board-turn', n=str(self._turn(view))))}[/] · {self.who(cur)} · {word}"
        if phase in ("claim", "setup_place", "capital"):
            line = f"[bold]{self.t(msg('board-setup'))}[/] · {self.who(cur)} · {word}"
        if phase in ("trade", "place", "place_count") and view.pending_reinforcements:
            line += f" · [bold]{self.t(msg('board-to-place', n=view.pending_reinforcements))}[/]"
        nxt = view.next_trade_value()
        if nxt is not None and phase == "trade":
            line += " · " + self.t(msg("board-next-set", n=nxt))
        if phase == "battle":
            line += "\n" + self.battle_odds(view)
        if phase == "defend":
            src, dst = view.battle
            names = view.map.names
            attack = msg(
                "board-attacks",
                src=self.terr(names[src], armies=True),
                dst=self.terr(names[dst], armies=True),
            )
            line += f"\n{self.mark(attack)} [dim]{self.t(msg('board-defend-note'))}[/]"
        return line

    def battle_odds(self, view: DominationView) -> str:
        from dominia.games.domination.odds import battle

        src, dst = view.battle
        a, d = view.armies[src] - 1, view.armies[dst]
        if a < 1 or d < 1:
            return ""
        odds = battle(a, d, italian=self._italian(view))
        names = view.map.names
        note = "" if view.options.get("auto_defence", True) else f" [dim]{self.t(msg('board-odds-note'))}[/]"
        text = self.mark(
            msg(
                "board-odds",
                src=self.terr(names[src], armies=True),
                dst=self.terr(names[dst], armies=True),
                win=f"[bold]{percent(odds.win)}[/]",
                a_left=f"{odds.expected_attackers_left:.1f}",
                a=a,
                d_left=f"{odds.expected_defenders_left:.1f}",
                d=d,
            )
        )
        return f"[bold]{self.t(msg('board-odds-label'))}[/] {text}{note}"

    def private(self, console: Console, view: DominationView) -> None:
        self._remember(view)
        if view.seat is None:
            return
        cards = view.hand_msgs()
        labels = [self.plain(c) for c in cards]
        mission = view.mission_msg()
        # Shown with the board, and whenever it changed; not again at every question.
        seen = (tuple(labels), view.mission(), view.next_trade_value())
        if not self._board_shown and self._private_shown.get(view.seat) == seen:
            return
        self._board_shown = False
        self._private_shown[view.seat] = seen
        if labels:
            nxt = view.next_trade_value()
            worth = f" [dim]{self.t(msg('board-next-set-note', n=nxt))}[/]" if nxt is not None else ""
            head = self.t(msg("board-your-cards", n=len(labels)))
            console.print(f"[bold]{head}[/] " + " · ".join(self.t(c) for c in cards) + worth)
        if mission:
            console.print(f"[bold]{self.t(msg('board-your-mission'))}[/] {self.mission(mission)}")

    def outcome(self, console: Console, view: DominationView, outcome: Outcome, names: Sequence[str]) -> None:
        self._remember(view, names)
        console.print(self.map_grid(view, console.width))
        owner, armies = view.owner, view.armies
        table = Table(title=self.t(msg("board-final")), box=box.SIMPLE_HEAD, title_justify="left")
        table.add_column("#", justify="right")
        table.add_column(self._head("player"))
        for head in ("territories", "armies", "cards"):
            table.add_column(self._head(head), justify="right")
        table.add_column(self._head("result"))
        for s in range(view.num_players):
            mine = [t for t, o in enumerate(owner) if o == s]
            won = s in outcome.winners
            result = (
                (
                    f"[bold green]★ {self.t(msg('board-winner'))}[/]"
                    if len(outcome.winners) == 1
                    else f"[green]★ {self.t(msg('board-shared-win'))}[/]"
                )
                if won
                else (f"[dim]{self.t(msg('board-eliminated'))}[/]" if not view.alive(s) else "")
            )
            table.add_row(
                str(s + 1),
                f"{self.tag(s)} {self.who(s)}",
                str(len(mine)),
                str(sum(armies[t] for t in mine)),
                str(view.card_count(s)),
                result,
            )
        console.print(table)
        turns = outcome.details.get("turns")
        reason = self.reason(view, outcome)
        if isinstance(turns, int):
            console.print(self.t(msg("board-ended-after", turns=turns, reason=reason)))
        else:
            console.print(self.t(msg("board-ended", reason=reason)))
        first = outcome.details.get("first_win")
        if first:
            mode = str(first["mode"])
            console.print(self.t(msg("board-first-win", player=Seat(first["seat"]), goal=texts.goal(mode))))
        if view.mode == "mission" or view.options.get("mode") == "mission":
            for s in range(view.num_players):
                mission = view.mission_msg(s)
                if mission:
                    console.print(self.t(msg("board-mission-of", player=Seat(s), mission=mission)))

    def reason(self, view: DominationView, outcome: Outcome) -> Msg:
        if outcome.reason == "turn limit":
            winners = texts.joined([Seat(s) for s in outcome.winners]) if outcome.winners else msg("nobody")
            rounds = int(view.options.get("turn_limit") or 0)
            return msg("board-outcome-turn-limit", rounds=rounds, winners=winners)
        return texts.TEXTS.outcome(outcome)


def _balance(sizes: Sequence[int], cols: int) -> list[list[int]]:
    """Split items (in order) into at most `cols` contiguous groups with the smallest tallest group."""
    n = len(sizes)
    if cols <= 1 or n <= 1:
        return [list(range(n))]
    cols = min(cols, n)
    best: tuple[int, list[list[int]]] | None = None
    from itertools import combinations

    for cuts in combinations(range(1, n), cols - 1):
        bounds = [0, *cuts, n]
        groups = [list(range(bounds[k], bounds[k + 1])) for k in range(cols)]
        tallest = max(sum(sizes[i] for i in g) for g in groups)
        if best is None or tallest < best[0]:
            best = (tallest, groups)
    assert best is not None
    return best[1]
