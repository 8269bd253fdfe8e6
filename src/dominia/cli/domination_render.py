"""Domination on the terminal: the board by continent, the log, cards and missions, odds, names.

Everything shown comes from a `DominationView` (one seat's view or a spectator's) and from
events already redacted for that viewer. Territories keep one number everywhere (their map
index + 1), so the board, the choices and typed answers agree. Views are live (they read
the state when asked), so the view last shown is also what choice labels and `i NAME` use.

Typed answers (`resolve`): the key shown beside a choice (a territory's board number at
claim/place/capital questions, the count at "how many" questions, `a`/`a4`/`r` in a battle,
the choice's position elsewhere), a choice id, or territory names with unique prefixes
(`ala kam` picks `attack:Alaska->Kamchatka`).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from dominia.cli.odds import percent
from dominia.core.decision import Choice, Decision
from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.games.domination.view import DominationView

PLAYER_STYLES = ("bold red", "bold bright_blue", "bold green", "bold yellow", "bold magenta", "bold cyan")

TERRITORY_KINDS = {"claim", "place", "capital"}  # one territory; a bare number is its board number
COUNT_KINDS = {"place_count", "move", "fortify_count", "defend"}  # a bare number is the count
PAIR_KINDS = {"attack", "fortify"}  # two territories
DONE_WORDS = {"done", "d", "end", "e", "pass", "no", "n", "stop", "finish"}
ALL_WORDS = {"all", "max", "most"}
SEPARATORS = re.compile(r"\s*(?:->|→|>|,|\bto\b)\s*")
COUNTED = re.compile(r"^#?(\d+)(?:\s*(?:armies|army|dice|die))?$")

MODE_GOALS = {
    "domination": "eliminate every other player",
    "capital": "hold every capital (each player picks one after placing)",
    "mission": "complete your secret mission",
}
CARD_RULES = {
    "increasing": "increasing (sets worth 4, 6, 8, 10, 12, 15, 20, then +5)",
    "fixed": "fixed (3 infantry 4, cavalry 6, artillery 8, one of each 10, with a wildcard 12)",
    "italian": "Italian (no forced trades, the defender rolls up to 3 dice)",
}
PHASES = {
    "claim": "claiming territories",
    "setup_place": "placing starting armies",
    "capital": "choosing capitals",
    "trade": "trading cards",
    "place": "placing reinforcements",
    "place_count": "placing reinforcements",
    "attack": "attacking",
    "battle": "attacking",
    "defend": "attacking",
    "move": "attacking",
    "fortify": "fortifying",
    "fortify_count": "fortifying",
    "over": "game over",
}

HELP = """\
Answer with the [bold]key[/] beside a choice, a choice id ([bold]attack:Alaska->Kamchatka[/]) or
territory names: any case, unique beginnings are enough ([bold]ala[/] for Alaska).
What a bare number means depends on the question (the keys show it):
  [bold]how many?[/]        the number of armies or dice itself ([bold]all[/]: the most)
  [bold]battle[/]           3/2/1 dice · a annihilate · a4 stop at 4 armies · r retreat
  [bold]claim, place,[/]    a territory's number on the board
  [bold]capital[/]
  [bold]attack, fortify[/]  the choice's number in the list; or two territories:
                   [bold]ala kam[/], [bold]ala > kam[/], [bold]1 4[/] (board numbers); one name if it
                   makes a single move
  [bold]#N[/]               always the choice with key N
[bold]done[/] (or [bold]e[/]) ends the attacks, the turn or trading.
Commands:
  [bold]?[/]        this help
  [bold]b[/]        show the board again
  [bold]c[/]        show the choices again
  [bold]i NAME[/]   a territory: owner, armies, borders (e.g. i kam)
  [bold]q[/]        leave the game (resume later if you used --save)"""


def _pct(p: float) -> str:
    if p >= 0.995:
        return ">99%" if p < 1.0 else "100%"
    if p < 0.005:
        return "<1%" if p > 0.0 else "0%"
    return f"{100 * p:.0f}%"


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


class DominationRenderer:
    def __init__(self) -> None:
        self._view: DominationView | None = None
        self._names: list[str] = []
        self._width = 100  # the console's, as last seen (to lay out long lists of moves)
        self._board_shown = False  # private(): after a board, show the hand and mission again
        self._private_shown: dict[int, tuple[object, ...]] = {}  # seat -> what private() last showed

    # ---------------------------------------------------------------- helpers

    def _remember(self, view: DominationView, names: Sequence[str] | None = None) -> None:
        self._view = view
        if names is not None:
            self._names = list(names)

    def style(self, seat: int) -> str:
        return PLAYER_STYLES[seat % len(PLAYER_STYLES)]

    def tag(self, seat: int) -> str:
        return f"[{self.style(seat)}]P{seat + 1}[/]"

    def who(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self._names):
            return f"Player {seat + 1}" if seat is not None else ""
        return f"[{self.style(seat)}]{escape(self._names[seat])}[/]"

    def _territory_names(self) -> tuple[str, ...]:
        return self._view.map.names if self._view is not None else ()

    def _index(self, name: str) -> int | None:
        if self._view is None:
            return None
        return self._view.map.index_of.get(name)

    def terr(self, name: str, *, armies: bool = False) -> str:
        """A territory's name coloured by its current owner, with its armies if asked."""
        v = self._view
        i = self._index(name)
        if v is None or i is None:
            return escape(name)
        owner = v.owner[i]
        text = escape(name) + (f" ({v.armies[i]})" if armies else "")
        return f"[{self.style(owner)}]{text}[/]" if owner >= 0 else text

    @staticmethod
    def _turn(view: DominationView) -> int:
        turn = getattr(view, "turn", None)  # the view has no turn counter yet: read it from to_dict
        if turn is None:
            turn = view.to_dict(events_from=1 << 62)["turn"]
        return int(turn)

    # ---------------------------------------------------------------- the board

    def intro(
        self, console: Console, view: DominationView, names: Sequence[str], options: dict[str, Any]
    ) -> None:
        self._remember(view, names)
        m = view.map
        mode = options.get("mode", "domination")
        console.print(
            f"[bold]Map:[/] {escape(m.title)} ({len(m.territories)} territories, "
            f"{len(m.continents)} continents) · [bold]Mode:[/] {escape(mode)}: "
            f"{MODE_GOALS.get(mode, '')}"
        )
        rules = [
            f"[bold]Cards:[/] {CARD_RULES.get(options.get('cards', ''), escape(str(options.get('cards'))))}"
            + ("" if options.get("recycle", True) else ", not recycled"),
            "territories dealt and armies placed at random"
            if options.get("auto_place")
            else "territories dealt at random, the rest placed by each player"
            if mode == "mission" or options.get("auto_deal")
            else "territories claimed in turn",
        ]
        if not options.get("auto_defence", True):
            rules.append("defenders choose their dice")
        if options.get("continue_after_win"):
            rules.append("the game goes on after a capital or mission win")
        if options.get("turn_limit"):
            rules.append(f"ends after {options['turn_limit']} rounds (most territories win)")
        console.print(" · ".join(rules))
        console.print("Colours: " + " · ".join(f"{self.tag(s)} {self.who(s)}" for s in range(len(names))))

    def board(self, console: Console, view: DominationView, names: Sequence[str]) -> None:
        self._remember(view, names)
        self._width = console.width
        console.print(self.map_grid(view, console.width))
        console.print(self.players_table(view, names))
        self._board_shown = True

    def _continent_block(self, view: DominationView, c: int, name_width: int, cell: int) -> list[str]:
        m = view.map
        cont = m.continents[c]
        members = m.members(c)
        owner, armies = view.owner, view.armies
        capitals = {view.capital(s) for s in range(view.num_players)} - {None}
        holders = {owner[t] for t in members}
        head = f"[{cont.colour}]■[/] [bold]{escape(cont.name)}[/] [dim]+{cont.bonus}[/]"
        if len(holders) == 1 and (h := holders.pop()) >= 0:
            used = len(f"■ {cont.name} +{cont.bonus}")
            held = f"  held by P{h + 1}" if used + len(f"  held by P{h + 1}") <= cell else f" · P{h + 1}"
            head += f"[{self.style(h)}]{held}[/]"
        lines = [head]
        for t in members:
            name = m.territories[t].name
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
                lines.append(
                    f"[dim]{t + 1:>2}[/] [{plain}]{label}[/]{pad} [{style}]P{o + 1} {armies[t]:>3}[/]"
                )
        return lines

    def map_grid(self, view: DominationView, width: int) -> Table:
        """Continents in balanced columns; each territory: number, name, owner, armies."""
        m = view.map
        name_width = min(21, max(len(n) for n in m.names))
        cell = 2 + 1 + name_width + 1 + 2 + 1 + 3 + 1  # the 1 after the name: a capital's ★
        cell = max(cell, *(len(f"■ {c.name} +{c.bonus} · P9") for c in m.continents))
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

    def players_table(self, view: DominationView, names: Sequence[str]) -> Table:
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1))
        table.add_column("")
        table.add_column("Player")
        for head in ("Territories", "Armies", "Cards", "Reinforcements"):
            table.add_column(head, justify="right")
        capitals = view.options.get("mode") == "capital"
        if capitals:
            table.add_column("Capital")
        table.add_column("")
        owner, armies = view.owner, view.armies
        over = view.phase == "over"
        for s in range(view.num_players):
            mine = [t for t, o in enumerate(owner) if o == s]
            cap = view.capital(s)
            alive = view.alive(s)
            name = f"{self.tag(s)} {self.who(s)}" + (" [dim](you)[/]" if s == view.seat else "")
            capital = [escape(view.map.names[cap]) if cap is not None else "[dim]-[/]"] if capitals else []
            table.add_row(
                "▶" if s == view.current and not over else "",
                name,
                str(len(mine)),
                str(sum(armies[t] for t in mine)),
                str(view.card_count(s)),
                str(view.reinforcements_of(s)) if alive and mine else "",
                *capital,
                "" if alive else "[dim]eliminated[/]",
            )
        return table

    def status(self, view: DominationView, names: Sequence[str]) -> str:
        self._remember(view, names)
        cur = view.current
        phase = view.phase
        line = f"[bold]Turn {self._turn(view)}[/] · {self.who(cur)} · {PHASES.get(phase, phase)}"
        if phase in ("claim", "setup_place", "capital"):
            line = f"[bold]Setup[/] · {self.who(cur)} · {PHASES.get(phase, phase)}"
        if phase in ("trade", "place", "place_count") and view.pending_reinforcements:
            line += f" · [bold]{_plural(view.pending_reinforcements, 'army', 'armies')}[/] to place"
        nxt = view.next_trade_value()
        if nxt is not None and phase == "trade":
            line += f" · next set: {nxt} armies"
        if phase == "battle":
            line += "\n" + self.battle_odds(view)
        if phase == "defend":
            src, dst = view.battle
            names = view.map.names
            line += (
                f"\n{self.terr(names[src], armies=True)} attacks {self.terr(names[dst], armies=True)}"
                " [dim](ties go to the defender; two dice risk two armies)[/]"
            )
        return line

    def _italian(self, view: DominationView) -> bool:
        return view.options.get("cards") == "italian"

    def battle_odds(self, view: DominationView) -> str:
        from dominia.games.domination.odds import battle

        src, dst = view.battle
        a, d = view.armies[src] - 1, view.armies[dst]
        if a < 1 or d < 1:
            return ""
        odds = battle(a, d, italian=self._italian(view))
        names = view.map.names
        note = (
            "" if view.options.get("auto_defence", True) else " [dim](if the defender rolls the most dice)[/]"
        )
        return (
            f"[bold]Odds[/] {self.terr(names[src], armies=True)} → {self.terr(names[dst], armies=True)}, "
            f"most dice to the end: conquest [bold]{percent(odds.win)}[/]; expected left: "
            f"{odds.expected_attackers_left:.1f} of your {a} attacking, "
            f"{odds.expected_defenders_left:.1f} of {d} defending{note}"
        )

    def private(self, console: Console, view: DominationView) -> None:
        self._remember(view)
        if view.seat is None:
            return
        labels = view.hand_labels()
        mission = view.mission()
        # Shown with the board, and whenever it changed; not again at every question.
        seen = (tuple(labels), mission, view.next_trade_value())
        if not self._board_shown and self._private_shown.get(view.seat) == seen:
            return
        self._board_shown = False
        self._private_shown[view.seat] = seen
        if labels:
            nxt = view.next_trade_value()
            worth = f" [dim](next set: {nxt} armies)[/]" if nxt is not None else ""
            console.print(f"[bold]Your cards[/] ({len(labels)}): " + " · ".join(map(escape, labels)) + worth)
        if mission:
            console.print(f"[bold]Your mission:[/] {self.mission(mission)}")

    # ---------------------------------------------------------------- the log

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        self._names = list(names)
        lines: list[str] = []
        i = 0
        n = len(names)
        while i < len(events):
            e = events[i]
            if e.kind == "claim":
                j = i
                while j < len(events) and events[j].kind == "claim":
                    j += 1
                if j - i > n:  # dealt at random: a summary, not one line per territory
                    counts = [sum(1 for x in events[i:j] if x.seat == s) for s in range(n)]
                    lines.append(
                        "Territories dealt: "
                        + ", ".join(f"{self.who(s)} {counts[s]}" for s in range(n) if counts[s])
                    )
                    i = j
                    continue
            line = self.event_line(e)
            if line:
                lines.append(line)
            i += 1
        return lines

    def mission(self, text: str) -> str:
        """A mission's text with "Player k" as that player's name (markup)."""
        parts = re.split(r"\bPlayer (\d+)\b", text)
        out = []
        for i, part in enumerate(parts):
            if i % 2 == 0:
                out.append(escape(part))
            else:
                k = int(part)
                named = 1 <= k <= len(self._names) and self._names[k - 1] != f"Player {k}"
                out.append(f"{self.who(k - 1)} (P{k})" if named else f"Player {k}")
        return "".join(out)

    def event_line(self, e: Event) -> str | None:
        """One log line, from the event's data (the engine's text is for other readers)."""
        who = self.who(e.seat)
        k, data = e.kind, e.data or {}

        def terr(key: str) -> str:
            ref = data.get(key)
            return escape(ref["name"]) if isinstance(ref, dict) else "?"

        def armies() -> str:
            return _plural(int(data.get("armies", 0)), "army", "armies")

        if k == "setup":
            return None
        if k == "first_player":
            return f"{who} plays first" + (" (drawn at random)" if data.get("drawn") else "")
        if k == "turn":
            name = escape(self._names[e.seat]) if e.seat is not None and e.seat < len(self._names) else ""
            return f"[bold cyan]── {name}: turn {data.get('turn', '?')} ──[/]"
        if k == "claim":
            return f"{who} claims {terr('territory')}"
        if k == "place":
            return f"{who} places {armies()} on {terr('territory')}"
        if k == "bonus":
            return f"{who} gets {armies()} on {terr('territory')} (a traded card shows it)"
        if k == "capital":
            return f"{who} chooses {terr('territory')} as capital [bold yellow]★[/]"
        if k == "trade":
            cards = " + ".join(escape(c) for c in e.cards) or _plural(e.count, "card", "cards")
            return f"{who} trades {cards} for [bold]{data.get('armies', '?')}[/] armies"
        if k == "attack":
            return f"{who} attacks {terr('dst')} from {terr('src')}"
        if k == "roll":
            return self._roll_line(data)
        if k == "conquer":
            return f"{who} [bold]conquers {terr('territory')}[/] from {self.who(data.get('loser'))}"
        if k == "eliminate":
            taken = int(data.get("taken", 0))
            took = f" and takes {_plural(taken, 'card', 'cards')}" if taken else ""
            return f"[bold]{who} eliminates {self.who(data.get('loser'))}{took}[/]"
        if k == "move":
            return f"{who} moves {armies()} into {terr('dst')}"
        if k == "fortify":
            return f"{who} fortifies: {armies()} from {terr('src')} to {terr('dst')}"
        if k == "card":
            if e.cards:
                return f"{who} draws a card: [bold]{escape(', '.join(e.cards))}[/]"
            return f"{who} draws a card"
        if k == "reshuffle":
            return "[dim]The traded cards are shuffled back into the deck[/]"
        if k == "win":
            return f"[bold green]★ {who} wins: {escape(e.detail)}[/]"
        if k == "game_over":
            return f"[bold]The game ends: {escape(e.detail)}[/]"
        extra = " ".join(p for p in (", ".join(e.cards), e.detail) if p)
        return f"{who} {escape(k)}" + (f" ({escape(extra)})" if extra else "")

    def _roll_line(self, data: dict) -> str:
        att, dfn = data.get("attack", []), data.get("defend", [])
        losses = []
        for key, lost in (("src", data.get("attacker_lost", 0)), ("dst", data.get("defender_lost", 0))):
            ref = data.get(key)
            if lost and isinstance(ref, dict):
                losses.append(f"{escape(ref['name'])} −{lost}")
        return (
            f"   [dim]dice[/] [bold]{' '.join(map(str, att))}[/] [dim]vs[/] "
            f"[bold]{' '.join(map(str, dfn))}[/]  [dim]→[/] {', '.join(losses)}"
        )

    # ---------------------------------------------------------------- decisions

    def prompt(self, decision: Decision) -> str:
        hint = {
            "claim": "the number or name of a free territory",
            "place": "the number or name of one of your territories",
            "capital": "the number or name of one of your territories",
            "attack": f"e.g. {self._example(decision)}, or a number",
            "fortify": f"e.g. {self._example(decision)}, or a number; done ends the turn",
            "place_count": "how many: a number, or all",
            "move": "how many: a number, or all",
            "fortify_count": "how many: a number, or all",
            "battle": "3/2/1 dice, a annihilate, a4 stop at 4, r retreat",
            "defend": "how many dice",
        }.get(decision.kind)
        text = escape(str(decision.prompt))
        return text + (f"[/][dim] — {hint}" if hint else "")

    @staticmethod
    def _example(decision: Decision) -> str:
        """Two short names from the first move of a decision: 'wolf rav'."""
        for c in decision.choices:
            arg = c.id.partition(":")[2]
            if "->" in arg:
                return " ".join(escape(x.split()[0][:4].lower()) for x in arg.split("->", 1))
        return "ala kam"

    def _odds_label(self, src: int, dst: int, stop: int = 0) -> str:
        v = self._view
        if v is None:
            return ""
        from dominia.games.domination.odds import battle

        a, d = v.armies[src] - 1, v.armies[dst]
        if a < 1 or d < 1 or stop >= a:
            return ""
        odds = battle(a, d, italian=self._italian(v), stop=stop)
        return f"[dim]{_pct(odds.win)} win, ~{odds.expected_attackers_left:.1f}/{a} left[/]"

    def choice_label(self, choice: Choice) -> str:
        verb, _, arg = choice.id.partition(":")
        v = self._view
        if verb in ("claim", "place", "capital"):
            i = self._index(arg)
            if v is not None and i is not None and verb != "claim":
                return self.terr(arg, armies=True)
            return escape(arg)
        if verb in ("attack", "fortify") and "->" in arg:
            a, b = arg.split("->", 1)
            label = f"{self.terr(a, armies=True)} → {self.terr(b, armies=True)}"
            ia, ib = self._index(a), self._index(b)
            if verb == "attack" and ia is not None and ib is not None:
                odds = self._odds_label(ia, ib)
                if odds:
                    label += f"  {odds}"
            return label
        if verb in ("count", "move") and arg.isdigit():
            return _plural(int(arg), "army", "armies")
        if verb == "roll" and arg.isdigit():
            return "Roll " + _plural(int(arg), "die", "dice")
        if verb == "defend" and arg.isdigit():
            return "Defend with " + _plural(int(arg), "die", "dice")
        if choice.id == "annihilate" or verb == "annihilate":
            data_src = data_dst = None
            if v is not None:
                data_src, data_dst = v.battle
            stop = int(arg) - 1 if arg.isdigit() else 0
            text = (
                f"Annihilate, stop at {arg} armies"
                if arg
                else "Annihilate (roll until it falls or 1 army is left)"
            )
            if data_src is not None and data_src >= 0 and data_dst is not None and data_dst >= 0:
                odds = self._odds_label(data_src, data_dst, stop)
                if odds:
                    text += f"  {odds}"
            return text
        if choice.id == "retreat":
            return "Retreat (stop attacking here)"
        return escape(choice.text())

    def keys(self, decision: Decision) -> dict[str, str]:
        """What the user types for each choice: key -> choice id (in listing order)."""
        out: dict[str, str] = {}
        kind = decision.kind
        for i, c in enumerate(decision.choices):
            verb, _, arg = c.id.partition(":")
            key = str(i + 1)
            if kind in TERRITORY_KINDS and (t := self._index(arg)) is not None:
                key = str(t + 1)
            elif kind in COUNT_KINDS and arg.isdigit():
                key = arg
            elif kind == "battle":
                key = {"roll": arg, "annihilate": f"a{arg}", "retreat": "r"}.get(verb, key)
            out[key] = c.id
        return out

    def listing(self, decision: Decision) -> list[tuple[str, str]]:
        """(key, label) rows to show; long runs of counts or stop thresholds are one row."""
        keys = self.keys(decision)
        by_id = {c.id: c for c in decision.choices}
        rows = [(k, self.choice_label(by_id[i])) for k, i in keys.items()]
        if decision.kind in COUNT_KINDS and decision.kind != "defend" and len(rows) > 6:
            counts = sorted(int(k) for k in keys)
            lo, hi = counts[0], counts[-1]
            what = "armies" if decision.kind != "defend" else "dice"
            return [(str(hi), f"all {hi} {what}"), (f"{lo}-{hi - 1}", f"that many {what}")]
        if decision.kind == "battle":
            stops = [(k, label) for k, label in rows if k.startswith("a") and k != "a"]
            if len(stops) > 5:
                first, last = stops[0][0], stops[-1][0]
                keep = [r for r in rows if r not in stops]
                pos = next((n for n, (k, _) in enumerate(keep) if k == "r"), len(keep))
                keep.insert(pos, (f"{first}-{last}", "Annihilate, stop at that many armies (a5: at 5)"))
                return keep
        if decision.kind in PAIR_KINDS and len(rows) > 8:
            return self._grouped(decision, keys)
        return rows

    def _grouped(self, decision: Decision, keys: dict[str, str]) -> list[tuple[str, str]]:
        """Many moves: one row per source territory, each target with its key (and odds)."""
        by_id = {c.id: c for c in decision.choices}
        groups: dict[str, list[str]] = {}
        last: list[tuple[str, str]] = []
        for key, cid in keys.items():
            arg = cid.partition(":")[2]
            if "->" not in arg:
                last.append((key, self.choice_label(by_id[cid])))
                continue
            a, b = arg.split("->", 1)
            entry = f"[bold cyan]{key}[/] {self.terr(b, armies=True)}"
            ia, ib = self._index(a), self._index(b)
            if decision.kind == "attack" and self._view is not None and ia is not None and ib is not None:
                win = self._win(ia, ib)
                if win is not None:
                    entry += f" [dim]{_pct(win)}[/]"
            groups.setdefault(a, []).append(entry)
        heads = {a: self.terr(a, armies=True) for a in groups}
        indent = max(Text.from_markup(h).cell_len for h in heads.values()) + 3
        room = max(indent + 20, self._width - 6)
        rows = []
        for a, entries in groups.items():
            head = heads[a]
            lines = [head + " " * (indent - 3 - Text.from_markup(head).cell_len) + " → "]
            used = indent
            for n, entry in enumerate(entries):
                size = Text.from_markup(entry).cell_len + (3 if n else 0)
                if n and used + size > room:  # wrap between moves, under the first one
                    lines.append(" " * indent)
                    used = indent
                    size -= 3
                elif n:
                    lines[-1] += "   "
                lines[-1] += entry
                used += size
            rows.append(("", "\n".join(lines)))
        return rows + last

    def _win(self, src: int, dst: int) -> float | None:
        v = self._view
        if v is None:
            return None
        from dominia.games.domination.odds import win_probability

        a, d = v.armies[src] - 1, v.armies[dst]
        return win_probability(a, d, self._italian(v)) if a >= 1 and d >= 1 else None

    def _count_bounds(self, decision: Decision) -> tuple[int, int]:
        counts = [int(c.id.partition(":")[2]) for c in decision.choices if c.id.partition(":")[2].isdigit()]
        return (min(counts), max(counts)) if counts else (0, 0)

    def resolve(self, text: str, decision: Decision) -> tuple[str | None, str] | None:
        """The choice an answer picks, or why none; None to leave it to the generic rules."""
        low = " ".join(text.lower().split())
        if not low:
            return None
        kind = decision.kind
        keys = self.keys(decision)
        compact = low.lstrip("#")
        if kind == "battle":
            compact = compact.replace(" ", "")  # "a 4" is a4
        if compact in keys and ":" not in low:
            return keys[compact], ""
        if ":" in low:
            return None  # a choice id: the generic rules match ids
        ids = {c.id for c in decision.choices}
        # Words.
        if low in DONE_WORDS and "done" in ids:
            return "done", ""
        if kind in COUNT_KINDS and low in ALL_WORDS:
            _, hi = self._count_bounds(decision)
            return keys[str(hi)], ""
        if kind == "battle":
            got = self._battle_words(low, ids)
            if got is not None:
                return got
        # Numbers that are no key.
        counted = COUNTED.match(low)
        if counted:
            n = int(counted.group(1))
            if str(n) in keys and (kind in COUNT_KINDS or low.startswith("#")):
                return keys[str(n)], ""  # "5 armies", "#5"
            return None, self._bad_number(n, decision, low.startswith("#"))
        if kind in TERRITORY_KINDS:
            return self._one_territory(text, decision)
        if kind in PAIR_KINDS:
            return self._two_territories(low, decision, keys)
        return None

    def _battle_words(self, low: str, ids: set[str]) -> tuple[str | None, str] | None:
        words = low.split()
        head = words[0]
        if head in ("annihilate", "ann", "all") and len(words) == 1:
            return "annihilate", ""
        if head in ("a", "annihilate", "ann", "stop") and len(words) == 2 and words[1].isdigit():
            cid = f"annihilate:{words[1]}"
            if cid in ids:
                return cid, ""
            stops = sorted(int(i[11:]) for i in ids if i.startswith("annihilate:"))
            allowed = f"{stops[0]}-{stops[-1]}" if stops else "none here"
            return None, f"no stop at {words[1]} armies (stops: {allowed})"
        if head in ("r", "retreat", "stop", "done", "end", "e") and len(words) == 1:
            return "retreat", ""
        if head == "roll" and len(words) == 2 and words[1].isdigit():
            cid = f"roll:{words[1]}"
            return (cid, "") if cid in ids else (None, f"you cannot roll {words[1]} dice now")
        return None

    def _bad_number(self, n: int, decision: Decision, hashed: bool) -> str:
        kind = decision.kind
        count = len(decision.choices)
        if hashed:
            return f"#{n} is not a key of the choices"
        if kind in COUNT_KINDS:
            lo, hi = self._count_bounds(decision)
            what = "dice" if kind == "defend" else "armies"
            return f"{n} is not a possible number of {what} here: {lo}-{hi}" if lo != hi else f"only {hi}"
        if kind == "battle":
            dice = sorted(int(c.id[5:]) for c in decision.choices if c.id.startswith("roll:"))
            return f"you can roll {dice[0]}-{dice[-1]} dice (a: annihilate, r: retreat)"
        if kind in TERRITORY_KINDS:
            names = self._territory_names()
            if 1 <= n <= len(names):
                why = {"claim": "it is taken"}.get(kind, "it is not yours")
                return f"{n} {escape(names[n - 1])} is not one of the choices ({why})"
            return f"{n} is not a territory number (1-{len(names)})"
        return f"{n} is not a choice number (1-{count})"

    # ---- names

    def _tier(self, query: str, t: int) -> int | None:
        """How well a query names territory t: 0 exact (or its number), 1 prefix, 2 word prefixes."""
        names = self._territory_names()
        if query.isdigit():
            return 0 if int(query) == t + 1 else None
        name = names[t].lower()
        if query == name:
            return 0
        if name.startswith(query):
            return 1
        qw, nw = query.split(), name.replace("-", " ").split()
        for j in range(len(nw) - len(qw) + 1):
            if all(nw[j + k].startswith(w) for k, w in enumerate(qw)):
                return 2
        return None

    def _find(self, query: str, among: Sequence[int]) -> list[int]:
        """The territories among `among` that `query` names best."""
        scored = [(tier, t) for t in among if (tier := self._tier(query, t)) is not None]
        if not scored:
            return []
        best = min(tier for tier, _ in scored)
        return [t for tier, t in scored if tier == best]

    def _no_territory(self, query: str) -> str:
        names = self._territory_names()
        close = difflib.get_close_matches(query, [n.lower() for n in names], n=3, cutoff=0.6)
        lowered = {n.lower(): n for n in names}
        hint = f"; did you mean {', '.join(escape(lowered[c]) for c in close)}?" if close else ""
        return f"no territory called {escape(repr(query))}{hint}"

    def _one_territory(self, text: str, decision: Decision) -> tuple[str | None, str]:
        query = " ".join(text.lower().split())
        targets: dict[int, str] = {}
        for c in decision.choices:
            t = self._index(c.id.partition(":")[2])
            if t is not None:
                targets[t] = c.id
        hits = self._find(query, list(targets))
        if len(hits) == 1:
            return targets[hits[0]], ""
        names = self._territory_names()
        if hits:
            listed = ", ".join(f"{t + 1} {escape(names[t])}" for t in hits[:8])
            more = f" and {len(hits) - 8} more" if len(hits) > 8 else ""
            return None, (
                f"{escape(repr(text.strip()))} could be {listed}{more}: type more of the name or the number"
            )
        elsewhere = self._find(query, range(len(names)))
        if elsewhere:
            why = "is taken" if decision.kind == "claim" else "is not yours"
            shown = ", ".join(escape(names[t]) for t in elsewhere[:4])
            return None, f"{shown} {why if len(elsewhere) == 1 else '— none of them is a choice'}"
        return None, self._no_territory(query)

    def _two_territories(self, low: str, decision: Decision, keys: dict[str, str]) -> tuple[str | None, str]:
        pairs: dict[tuple[int, int], str] = {}
        for c in decision.choices:
            arg = c.id.partition(":")[2]
            if "->" in arg:
                a, b = arg.split("->", 1)
                ia, ib = self._index(a), self._index(b)
                if ia is not None and ib is not None:
                    pairs[(ia, ib)] = c.id
        scored: dict[tuple[int, int], int] = {}

        def consider(left: str, right: str) -> None:
            for a, b in pairs:
                ta, tb = self._tier(left, a), self._tier(right, b)
                if ta is not None and tb is not None:
                    scored[(a, b)] = min(scored.get((a, b), 99), ta + tb)

        parts = [p for p in SEPARATORS.split(low) if p]
        if len(parts) == 2 and SEPARATORS.search(low):
            consider(parts[0], parts[1])
        elif len(parts) == 1:
            words = low.split()
            for i in range(1, len(words)):
                consider(" ".join(words[:i]), " ".join(words[i:]))
            if not scored:  # one name: the moves from it, else the moves to it
                for a, b in pairs:
                    if (ta := self._tier(low, a)) is not None:
                        scored[(a, b)] = ta
                if not scored:
                    for a, b in pairs:
                        if (tb := self._tier(low, b)) is not None:
                            scored[(a, b)] = tb
        what = "attack" if decision.kind == "attack" else "fortify move"
        if not scored:
            pair = self._named_pair(low, parts)
            if pair is not None:
                names = self._territory_names()
                why = self._why_not(decision, *pair)
                return (
                    None,
                    f"{escape(names[pair[0]])} → {escape(names[pair[1]])} is not a possible {what}: {why}",
                )
            return None, f"no {what} matches {escape(repr(low))}"
        best = min(scored.values())
        hits = [p for p, s in scored.items() if s == best]
        if len(hits) == 1:
            return pairs[hits[0]], ""
        key_of = {cid: k for k, cid in keys.items()}
        names = self._territory_names()
        listed = ", ".join(
            f"{key_of[pairs[p]]}) {escape(names[p[0]])} → {escape(names[p[1]])}" for p in hits[:8]
        )
        more = f" and {len(hits) - 8} more" if len(hits) > 8 else ""
        return None, (
            f"{escape(repr(low))} matches {len(hits)} {what}s: {listed}{more}; "
            "name both territories or type the number"
        )

    def _named_pair(self, low: str, parts: list[str]) -> tuple[int, int] | None:
        """Two territories a text names (anywhere on the map), if it names exactly two."""
        every = range(len(self._territory_names()))
        splits = [(parts[0], parts[1])] if len(parts) == 2 else []
        if len(parts) == 1:
            words = low.split()
            splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        found = set()
        for left, right in splits:
            a, b = self._find(left, every), self._find(right, every)
            if len(a) == 1 and len(b) == 1:
                found.add((a[0], b[0]))
        return found.pop() if len(found) == 1 else None

    def _why_not(self, decision: Decision, a: int, b: int) -> str:
        v = self._view
        if v is None:
            return "it is not one of the choices"
        names = v.map.names
        seat = decision.seat
        if v.owner[a] != seat:
            return f"{escape(names[a])} is not yours"
        if b not in v.map.borders[a]:
            return f"{escape(names[a])} does not border {escape(names[b])}"
        if decision.kind == "attack" and v.owner[b] == seat:
            return f"{escape(names[b])} is yours"
        if decision.kind == "fortify" and v.owner[b] != seat:
            return f"{escape(names[b])} is not yours"
        if v.armies[a] < 2:
            return f"{escape(names[a])} has only 1 army"
        return "it is not one of the choices"

    def match(self, text: str, decision: Decision) -> tuple[list[str], str | None]:
        return [], None

    def info(self, text: str) -> str | None:
        v = self._view
        if v is None:
            return None
        names = v.map.names
        query = " ".join(text.lower().split())
        hits = self._find(query, range(len(names)))
        if not hits:
            return f"[red]{self._no_territory(query)}[/]"
        if len(hits) > 1:
            return "[red]Which one? " + ", ".join(f"{t + 1} {escape(names[t])}" for t in hits) + "[/]"
        t = hits[0]
        m = v.map
        cont = m.continents[m.territories[t].continent]
        owner = v.owner[t]
        held = f"{self.who(owner)}, {_plural(v.armies[t], 'army', 'armies')}" if owner >= 0 else "free"
        out = [f"[bold]{t + 1} {escape(names[t])}[/] ({escape(cont.name)} +{cont.bonus}): {held}"]
        borders = [f"{b + 1} {self.terr(names[b], armies=True)}" for b in m.borders[t]]
        into = [a for a, bs in enumerate(m.borders) if t in bs and a not in m.borders[t]]
        out.append("  Borders: " + ", ".join(borders))
        if into:
            out.append("  Attacked one-way from: " + ", ".join(escape(names[a]) for a in into))
        return "\n".join(out)

    def auto_answer(self, decision: Decision) -> str | None:
        # A question with one possible answer is not asked (its result shows in the log).
        choices = decision.choices
        return choices[0].id if len(choices) == 1 else None

    def full_board(self, previous: str | None, decision: Decision, others_moved: bool) -> bool:
        """The whole board when others moved (not just a defender's dice in this seat's battle),
        and on entering the attack or the fortify phase."""
        if others_moved:
            return not (previous == "battle" and decision.kind in ("battle", "attack", "move"))
        if decision.kind == "attack":
            return previous not in ("attack", "battle", "move", "defend")
        if decision.kind == "fortify":
            return previous not in ("fortify",)
        return False

    def help_text(self) -> str:
        return HELP

    # ---------------------------------------------------------------- the end

    def outcome(self, console: Console, view: DominationView, outcome: Outcome, names: Sequence[str]) -> None:
        self._remember(view, names)
        console.print(self.map_grid(view, console.width))
        owner, armies = view.owner, view.armies
        table = Table(title="Final position", box=box.SIMPLE_HEAD, title_justify="left")
        table.add_column("#", justify="right")
        table.add_column("Player")
        for head in ("Territories", "Armies", "Cards"):
            table.add_column(head, justify="right")
        table.add_column("Result")
        for s in range(view.num_players):
            mine = [t for t, o in enumerate(owner) if o == s]
            won = s in outcome.winners
            result = (
                ("[bold green]★ winner[/]" if len(outcome.winners) == 1 else "[green]★ shared win[/]")
                if won
                else ("[dim]eliminated[/]" if not view.alive(s) else "")
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
        after = f" after {_plural(turns, 'turn', 'turns')}" if isinstance(turns, int) else ""
        console.print(f"The game ended{after}: {self.reason(view, outcome)}")
        first = outcome.details.get("first_win")
        if first:
            console.print(
                f"{self.who(first['seat'])} won by {escape(str(first['mode']))} first; "
                "the game went on in Domination mode."
            )
        if view.mode == "mission" or view.options.get("mode") == "mission":
            for s in range(view.num_players):
                mission = view.mission(s)
                if mission:
                    console.print(f"{self.who(s)}'s mission: {self.mission(mission)}")

    def reason(self, view: DominationView, outcome: Outcome) -> str:
        winners = ", ".join(self.who(s) for s in outcome.winners) or "nobody"
        return {
            "domination": f"{winners} is the last player standing.",
            "capital": f"{winners} holds every capital.",
            "mission": f"{winners} completed their mission.",
            "turn limit": f"the turn limit ({view.options.get('turn_limit')} rounds) was reached; "
            f"most territories: {winners}.",
        }.get(outcome.reason, escape(outcome.reason) + ".")


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
