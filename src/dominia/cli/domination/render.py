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

from dominia.cli.domination.odds import percent
from dominia.core.decision import Choice, Decision
from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.core.i18n import Msg, Seat, Translator, msg
from dominia.core.i18n import Text as Words
from dominia.games.domination import texts
from dominia.games.domination.spec import SPEC
from dominia.games.domination.view import DominationView

# Each seat is shown in its own colour (the game's `colours` option: options.COLOURS).
COLOUR_STYLES = {
    "red": "bold red",
    "blue": "bold bright_blue",
    "green": "bold green",
    "yellow": "bold yellow",
    "magenta": "bold magenta",
    "cyan": "bold cyan",
}
PLAYER_STYLES = tuple(COLOUR_STYLES.values())  # by seat number, before a view is seen

TERRITORY_KINDS = {"claim", "place", "capital"}  # one territory; a bare number is its board number
COUNT_KINDS = {"place_count", "move", "fortify_count", "defend"}  # a bare number is the count
PAIR_KINDS = {"attack", "fortify"}  # two territories
DONE_WORDS = {"done", "d", "end", "e", "pass", "no", "n", "stop", "finish"}
ALL_WORDS = {"all", "max", "most"}
SEPARATORS = re.compile(r"\s*(?:->|→|>|,|\bto\b)\s*")
COUNTED = re.compile(r"^#?(\d+)(?:\s*(?:armies|army|dice|die))?$")

# Phases that share a word on the status line.
PHASE_WORDS = {"place_count": "place", "battle": "attack", "defend": "attack", "move": "attack"}
PHASE_WORDS["fortify_count"] = "fortify"
# How each log line is set off (the words come from the game's table).
EVENT_STYLES = {
    "turn": "bold cyan",
    "conquer": "bold",
    "eliminate": "bold",
    "win": "bold green",
    "game_over": "bold",
    "reshuffle": "dim",
}


def _pct(p: float) -> str:
    if p >= 0.995:
        return ">99%" if p < 1.0 else "100%"
    if p < 0.005:
        return "<1%" if p > 0.0 else "0%"
    return f"{100 * p:.0f}%"


class DominationRenderer:
    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self._tr = Translator(lang, SPEC.packages("dominia.cli"))
        self._view: DominationView | None = None
        self._names: list[str] = []
        self._width = 100  # the console's, as last seen (to lay out long lists of moves)
        self._board_shown = False  # private(): after a board, show the hand and mission again
        self._private_shown: dict[int, tuple[object, ...]] = {}  # seat -> what private() last showed
        self._local: dict[str, tuple[str, ...]] = {}  # map name -> its territories in the reader's language

    # ---------------------------------------------------------------- helpers

    def _remember(self, view: DominationView, names: Sequence[str] | None = None) -> None:
        self._view = view
        if names is not None:
            self._set_names(names)

    def _set_names(self, names: Sequence[str]) -> None:
        if list(names) != self._names:
            self._names = list(names)
            self._tr = self._tr.with_players(self._names)

    def t(self, m: Words | None) -> str:
        """A message as rich markup: its words escaped, a player in their colour, a territory
        in its owner's."""
        return self._tr(m, escape=escape, decorate=self._decorate)

    def mark(self, m: Msg) -> str:
        """A message whose string arguments are markup already (a coloured territory)."""
        return self._tr(
            m, escape=escape, decorate=lambda value, text: value if isinstance(value, str) else text
        )

    def plain(self, m: Words | None) -> str:
        """A message as plain text (no markup)."""
        return self._tr(m)

    def _decorate(self, value: Any, text: str) -> str:
        if isinstance(value, Seat):
            return f"[{self.style(int(value))}]{text}[/]"
        if isinstance(value, Msg) and value.key.startswith("territory-") and value.fallback is not None:
            i = self._index(value.fallback)
            if self._view is not None and i is not None and self._view.owner[i] >= 0:
                return f"[{self.style(self._view.owner[i])}]{text}[/]"
        return text

    def style(self, seat: int) -> str:
        colours = getattr(self._view, "colours", ())
        if 0 <= seat < len(colours) and colours[seat] in COLOUR_STYLES:
            return COLOUR_STYLES[colours[seat]]
        return PLAYER_STYLES[seat % len(PLAYER_STYLES)]

    def tag(self, seat: int) -> str:
        return f"[{self.style(seat)}]{self.t(msg('board-tag', n=seat + 1))}[/]"

    def who(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.t(msg("board-who", player=Seat(seat)))

    def _territory_names(self) -> tuple[str, ...]:
        return self._view.map.names if self._view is not None else ()

    def local_names(self) -> tuple[str, ...]:
        """The territories' names in the reader's language (their file names if it has none)."""
        v = self._view
        if v is None:
            return ()
        m = v.map
        if m.name not in self._local:
            self._local[m.name] = tuple(self.plain(texts.territory_of(m, t)) for t in range(len(m.names)))
        return self._local[m.name]

    def tname(self, t: int) -> str:
        """Territory t's name (plain text) in the reader's language."""
        return self.local_names()[t]

    def _index(self, name: str) -> int | None:
        if self._view is None:
            return None
        return self._view.map.index_of.get(name)

    def terr(self, name: str, *, armies: bool = False) -> str:
        """A territory (by its file name) in the reader's language, coloured by its current
        owner, with its armies if asked."""
        v = self._view
        i = self._index(name)
        if v is None or i is None:
            return escape(name)
        owner = v.owner[i]
        text = escape(self.tname(i)) + (f" ({v.armies[i]})" if armies else "")
        return f"[{self.style(owner)}]{text}[/]" if owner >= 0 else text

    def _cont(self, view: DominationView, c: int) -> str:
        return self.plain(texts.continent_of(view.map, c))

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

    # ---------------------------------------------------------------- the log

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        self._set_names(names)
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
                    dealt = [
                        msg("board-dealt-count", player=Seat(s), n=counts[s]) for s in range(n) if counts[s]
                    ]
                    lines.append(self.t(msg("board-dealt", counts=texts.joined(dealt, "board-list"))))
                    i = j
                    continue
            line = self.event_line(e)
            if line:
                lines.append(line)
            i += 1
        return lines

    def mission(self, mission: Msg | str) -> str:
        """A mission (markup): the player to destroy by name."""
        return self.t(mission)

    def event_line(self, e: Event) -> str | None:
        """One log line, from the event's data (the engine's text is for other readers)."""
        m = texts.TEXTS.event(e)
        if m is None:
            if e.kind == "setup":
                return None
            extra = " ".join(p for p in (", ".join(e.cards), e.detail) if p)
            m = msg(
                "board-event-other",
                player=Seat(e.seat) if e.seat is not None else "",
                kind=e.kind,
                extra=extra,
            )
        line = self.t(m)
        if e.kind == "roll":
            return f"   [dim]{line}[/]" if not (e.data or {}).get("defender_lost") else f"   {line}"
        style = EVENT_STYLES.get(e.kind)
        return f"[{style}]{line}[/]" if style else line

    # ---------------------------------------------------------------- decisions

    def prompt(self, decision: Decision) -> str:
        kind = decision.kind
        hint: Msg | None = None
        if kind in ("attack", "fortify"):
            hint = msg(f"board-hint-{kind}", example=self._example(decision))
        elif kind in (
            "claim",
            "place",
            "capital",
            "place_count",
            "move",
            "fortify_count",
            "battle",
            "defend",
        ):
            hint = msg(f"board-hint-{kind.replace('_', '-')}")
        text = self.t(decision.prompt)
        return text + (f"[/][dim] — {self.t(hint)}" if hint else "")

    def _example(self, decision: Decision) -> str:
        """Two short names from the first move of a decision: 'wolf rav'."""
        for c in decision.choices:
            arg = c.id.partition(":")[2]
            if "->" in arg:
                out = []
                for x in arg.split("->", 1):
                    i = self._index(x)
                    shown = self.tname(i) if i is not None else x
                    out.append(shown.split()[0][:4].lower())
                return " ".join(out)
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
        short = msg("board-odds-short", win=_pct(odds.win), left=f"{odds.expected_attackers_left:.1f}", a=a)
        return f"[dim]{self.t(short)}[/]"

    def choice_label(self, choice: Choice) -> str:
        verb, _, arg = choice.id.partition(":")
        v = self._view
        if verb in ("claim", "place", "capital"):
            i = self._index(arg)
            if v is not None and i is not None and verb != "claim":
                return self.terr(arg, armies=True)
            return escape(self.tname(i)) if i is not None else self.t(choice.label or arg)
        if verb in ("attack", "fortify") and "->" in arg:
            a, b = arg.split("->", 1)
            label = self.mark(
                msg("choice-pair", src=self.terr(a, armies=True), dst=self.terr(b, armies=True))
            )
            ia, ib = self._index(a), self._index(b)
            if verb == "attack" and ia is not None and ib is not None:
                odds = self._odds_label(ia, ib)
                if odds:
                    label += f"  {odds}"
            return label
        if verb in ("count", "move") and arg.isdigit():
            return self.t(msg("armies", n=int(arg)))
        if verb == "roll" and arg.isdigit():
            return self.t(msg("choice-roll", n=int(arg)))
        if verb == "defend" and arg.isdigit():
            return self.t(msg("choice-defend", n=int(arg)))
        if choice.id == "annihilate" or verb == "annihilate":
            data_src = data_dst = None
            if v is not None:
                data_src, data_dst = v.battle
            stop = int(arg) - 1 if arg.isdigit() else 0
            text = self.t(
                msg("board-annihilate-stop", n=int(arg)) if arg.isdigit() else msg("choice-annihilate")
            )
            if data_src is not None and data_src >= 0 and data_dst is not None and data_dst >= 0:
                odds = self._odds_label(data_src, data_dst, stop)
                if odds:
                    text += f"  {odds}"
            return text
        if choice.id == "retreat":
            return self.t(msg("board-retreat"))
        return self.t(choice.label or choice.id)

    def keys(self, decision: Decision) -> dict[str, str]:
        """What the user types for each choice: key -> choice id (in listing order)."""
        out: dict[str, str] = {}
        kind = decision.kind
        for i, c in enumerate(decision.choices):
            verb, _, arg = c.id.partition(":")
            key = str(i + 1)
            if kind in TERRITORY_KINDS and (t := self._index(arg)) is not None:
                key = str(t + 1)
            elif kind in TERRITORY_KINDS and not arg:
                key = c.id[0]  # a choice beside the territories ("random"): a letter, not a number
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
            return [
                (str(hi), self.t(msg("board-all-armies", n=hi))),
                (f"{lo}-{hi - 1}", self.t(msg("board-that-many"))),
            ]
        if decision.kind == "battle":
            stops = [(k, label) for k, label in rows if k.startswith("a") and k != "a"]
            if len(stops) > 5:
                first, last = stops[0][0], stops[-1][0]
                keep = [r for r in rows if r not in stops]
                pos = next((n for n, (k, _) in enumerate(keep) if k == "r"), len(keep))
                keep.insert(pos, (f"{first}-{last}", self.t(msg("board-annihilate-range"))))
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
        if low in ids:
            return low, ""  # a choice id with no colon ("random", the set-up's rest at random)
        # Words.
        if (low in DONE_WORDS or low in self._words("board-words-done")) and "done" in ids:
            return "done", ""
        if kind in COUNT_KINDS and (low in ALL_WORDS or low in self._words("board-words-all")):
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

    def _words(self, key: str) -> set[str]:
        """Words of the reader's language a player may type for an English one ("готово")."""
        listed = self.plain(msg(key)).strip("⟦⟧")
        return {w.strip().lower() for w in listed.split(",") if w.strip()}

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
            if not stops:
                return None, self.t(msg("board-no-stop-here", n=words[1]))
            return None, self.t(msg("board-no-stop", n=words[1], lo=stops[0], hi=stops[-1]))
        if head in ("r", "retreat", "stop", "done", "end", "e") and len(words) == 1:
            return "retreat", ""
        if head == "roll" and len(words) == 2 and words[1].isdigit():
            cid = f"roll:{words[1]}"
            return (cid, "") if cid in ids else (None, self.t(msg("board-cannot-roll", n=int(words[1]))))
        return None

    def _bad_number(self, n: int, decision: Decision, hashed: bool) -> str:
        kind = decision.kind
        count = len(decision.choices)
        if hashed:
            return self.t(msg("board-not-a-key", n=n))
        if kind in COUNT_KINDS:
            lo, hi = self._count_bounds(decision)
            if lo == hi:
                return self.t(msg("board-only", n=hi))
            return self.t(
                msg("board-bad-dice" if kind == "defend" else "board-bad-armies", n=n, lo=lo, hi=hi)
            )
        if kind == "battle":
            dice = sorted(int(c.id[5:]) for c in decision.choices if c.id.startswith("roll:"))
            return self.t(msg("board-can-roll", lo=dice[0], hi=dice[-1]))
        if kind in TERRITORY_KINDS:
            names = self._territory_names()
            if 1 <= n <= len(names):
                key = "board-not-a-choice-taken" if kind == "claim" else "board-not-a-choice-not-yours"
                return self.t(msg(key, n=n, territory=self.tname(n - 1)))
            return self.t(msg("board-not-a-territory-number", n=n, count=len(names)))
        return self.t(msg("board-not-a-choice-number", n=n, count=count))

    # ---- names

    def _tier(self, query: str, t: int) -> int | None:
        """How well a query names territory t: 0 exact (or its number), 1 prefix, 2 word prefixes."""
        if query.isdigit():
            return 0 if int(query) == t + 1 else None
        best = None
        for name in self._forms(t):
            if query == name:
                return 0
            if name.startswith(query):
                best = 1
                continue
            qw, nw = query.split(), name.replace("-", " ").split()
            for j in range(len(nw) - len(qw) + 1):
                if all(nw[j + k].startswith(w) for k, w in enumerate(qw)):
                    best = best or 2
        return best

    def _forms(self, t: int) -> tuple[str, ...]:
        """Territory t's names a player may type: the reader's language's and the file's (English)."""
        local = self.tname(t).lower().strip("⟦⟧")
        english = self._territory_names()[t].lower()
        return (local, english) if local != english else (english,)

    def _find(self, query: str, among: Sequence[int]) -> list[int]:
        """The territories among `among` that `query` names best."""
        scored = [(tier, t) for t in among if (tier := self._tier(query, t)) is not None]
        if not scored:
            return []
        best = min(tier for tier, _ in scored)
        return [t for tier, t in scored if tier == best]

    def _no_territory(self, query: str) -> str:
        names = self._territory_names()
        lowered = {f: t for t in range(len(names)) for f in self._forms(t)}
        close = difflib.get_close_matches(query, list(lowered), n=3, cutoff=0.6)
        shown = list(dict.fromkeys(self.tname(lowered[c]) for c in close))
        if shown:
            return self.t(msg("board-no-territory-suggest", query=repr(query), names=", ".join(shown)))
        return self.t(msg("board-no-territory", query=repr(query)))

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
            listed = ", ".join(f"{t + 1} {self.tname(t)}" for t in hits[:8])
            more = len(hits) - 8 if len(hits) > 8 else 0
            return None, self.t(msg("board-could-be", query=repr(text.strip()), listed=listed, more=more))
        elsewhere = self._find(query, range(len(names)))
        if elsewhere:
            shown = ", ".join(self.tname(t) for t in elsewhere[:4])
            if len(elsewhere) > 1:
                return None, self.t(msg("board-none-a-choice", names=shown))
            key = "board-is-taken" if decision.kind == "claim" else "board-is-not-yours"
            return None, self.t(msg(key, territory=shown))
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
        what = msg(f"board-what-{decision.kind}")
        if not scored:
            pair = self._named_pair(low, parts)
            if pair is not None:
                why = self._why_not(decision, *pair)
                src, dst = self.tname(pair[0]), self.tname(pair[1])
                return None, self.t(msg("board-not-possible", src=src, dst=dst, what=what, why=why))
            return None, self.t(msg("board-no-match", what=what, query=repr(low)))
        best = min(scored.values())
        hits = [p for p, s in scored.items() if s == best]
        if len(hits) == 1:
            return pairs[hits[0]], ""
        key_of = {cid: k for k, cid in keys.items()}
        listed = ", ".join(f"{key_of[pairs[p]]}) {self.tname(p[0])} → {self.tname(p[1])}" for p in hits[:8])
        more = len(hits) - 8 if len(hits) > 8 else 0
        whats = msg(f"board-whats-{decision.kind}")
        found = msg("board-matches", query=repr(low), n=len(hits), whats=whats, listed=listed, more=more)
        return None, self.t(found)

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

    def _why_not(self, decision: Decision, a: int, b: int) -> Msg:
        v = self._view
        if v is None:
            return msg("board-why-not-a-choice")
        seat = decision.seat
        if v.owner[a] != seat:
            return msg("board-why-not-yours", territory=self.tname(a))
        if b not in v.map.borders[a]:
            return msg("board-why-no-border", src=self.tname(a), dst=self.tname(b))
        if decision.kind == "attack" and v.owner[b] == seat:
            return msg("board-why-yours", territory=self.tname(b))
        if decision.kind == "fortify" and v.owner[b] != seat:
            return msg("board-why-not-yours", territory=self.tname(b))
        if v.armies[a] < 2:
            return msg("board-why-one-army", territory=self.tname(a))
        return msg("board-why-not-a-choice")

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
            listed = ", ".join(f"{t + 1} {self.tname(t)}" for t in hits)
            return f"[red]{self.t(msg('board-which-one', listed=listed))}[/]"
        t = hits[0]
        m = v.map
        c = m.territories[t].continent
        owner = v.owner[t]
        if owner >= 0:
            held = self.t(msg("board-held", player=Seat(owner), armies=msg("armies", n=v.armies[t])))
        else:
            held = self.t(msg("board-free"))
        cont = f"{escape(self._cont(v, c))} +{m.continents[c].bonus}"
        out = [f"[bold]{t + 1} {escape(self.tname(t))}[/] ({cont}): {held}"]
        borders = [f"{b + 1} {self.terr(names[b], armies=True)}" for b in m.borders[t]]
        into = [a for a, bs in enumerate(m.borders) if t in bs and a not in m.borders[t]]
        out.append("  " + self.t(msg("board-borders-label")) + " " + ", ".join(borders))
        if into:
            one_way = ", ".join(self.tname(a) for a in into)
            out.append("  " + self.t(msg("board-one-way-from", names=one_way)))
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
        return self.t(msg("board-help"))

    # ---------------------------------------------------------------- the end

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
