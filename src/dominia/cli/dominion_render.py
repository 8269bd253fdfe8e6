"""Dominion on the terminal: the board, the log, hands, prompts and name matching.

Everything shown comes from a `DominionView` (one seat's view or a spectator's)
and from events already redacted for that viewer. Card names are shown in the
chosen language (Hungarian falls back to English for cards it does not name);
English names inside engine prompts and choice labels are replaced as well.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.core.decision import Choice, Decision
from dominia.core.errors import UnknownName
from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.core.i18n import Translator
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.cards.model import ACTION, ATTACK, CURSE, REACTION, TREASURE, VICTORY
from dominia.games.dominion.names import find_card, fold
from dominia.games.dominion.spec import SPEC
from dominia.games.dominion.view import DominionView

BASIC = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")
_MERGE = {"play", "buy", "gain", "trash", "discard", "draw", "reveal", "look", "set_aside"}
_ENGLISH = re.compile(
    r"\b(" + "|".join(re.escape(n) for n in sorted(T.BY_NAME, key=len, reverse=True)) + r")\b"
)


def card_style(name: str) -> str:
    t = T.BY_NAME[name].types
    if t & CURSE:
        return "magenta"
    if t & ATTACK:
        return "red"
    if t & REACTION:
        return "cyan"
    if t & ACTION:
        return "bold"
    if t & TREASURE:
        return "yellow"
    if t & VICTORY:
        return "green"
    return ""


def _sort_key(name: str) -> tuple[int, int, str]:
    t = T.BY_NAME[name].types
    group = 0 if t & ACTION else 1 if t & TREASURE else 2 if t & VICTORY else 3
    return group, -T.BY_NAME[name].cost, name


class DominionRenderer:
    def __init__(self, lang: str = "en", *, autoplay: bool = True) -> None:
        self.autoplay = autoplay
        self.lang = lang
        self.tr = Translator(lang, SPEC.packages("dominia.cli"))

    # ---------------------------------------------------------------- names

    def card(self, name: str, styled: bool = True) -> str:
        d = T.BY_NAME.get(name)
        if d is None:
            return escape(name)
        text = escape(d.local_name(self.lang))
        style = card_style(name) if styled else ""
        return f"[{style}]{text}[/]" if style else text

    def cards(self, names: Iterable[str], *, sort: bool = False, styled: bool = True) -> str:
        """Grouped with counts in first-seen order (or by type and cost): "Copper ×3, Estate"."""
        counts = Counter(names)
        order = sorted(counts, key=_sort_key) if sort else list(counts)
        return ", ".join(self.card(n, styled) + (f" ×{counts[n]}" if counts[n] > 1 else "") for n in order)

    def localize(self, text: str) -> str:
        """Escape for markup and put card names in the chosen language."""
        if self.lang == "en":
            return escape(text)
        return escape(_ENGLISH.sub(lambda m: T.BY_NAME[m.group(1)].local_name(self.lang), text))

    # ---------------------------------------------------------------- board

    def intro(
        self, console: Console, view: DominionView, names: Sequence[str], options: dict[str, Any]
    ) -> None:
        title = "Kingdom"
        kid = options.get("kingdom_name")
        if kid:
            from dominia.games.dominion.kingdoms import find_kingdom

            k = find_kingdom(kid)
            title += f" “{escape(k.names.get(self.lang) or k.name)}”"
        console.print(f"[bold]{title}:[/] {self.cards(view.kingdom)}")

    def status(self, view: DominionView, names: Sequence[str]) -> str:
        cur = view.current
        return (
            f"[bold]Turn {view.turns(cur)}[/] · [bold]{escape(names[cur])}[/] · "
            f"{view.phase.capitalize()} phase · Actions {view.actions} · Buys {view.buys} · "
            f"[yellow]${view.coins}[/]"
        )

    def supply_table(self, view: DominionView) -> Table:
        """Kingdom piles in two columns (by cost), basic piles in a third: name, cost, cards left."""
        supply = view.supply()
        kingdom = [n for n in supply if n not in BASIC]
        basic = [n for n in supply if n in BASIC]
        half = -(-len(kingdom) // 2)
        groups = [kingdom[:half], kingdom[half:], basic]
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1))
        table.title = f"Supply (empty piles: {view.empty_piles()})"
        table.title_justify = "left"
        for g, head in enumerate(("Kingdom", "", "Basic")):
            if g:
                table.add_column("", width=1)
            table.add_column(head)
            table.add_column("$", justify="right")
            table.add_column("#", justify="right")

        def cells(name: str | None) -> list[str]:
            if name is None:
                return ["", "", ""]
            left = supply[name]
            count = f"[red]{left}[/]" if left == 0 else str(left)
            top = view.pile_top(name)
            label = self.card(name)
            if top is not None and top != name:  # a mixed pile (Knights, Ruins): only its top shows
                label = f"{label}: {self.card(top)}"
            if not view.in_supply(name):
                label += " [dim](not in Supply)[/]"
            cost = T.BY_NAME[top or name].cost
            return [label, str(cost), count]

        for i in range(max(len(g) for g in groups)):
            row: list[str] = []
            for g, group in enumerate(groups):
                if g:
                    row.append("")
                row += cells(group[i] if i < len(group) else None)
            table.add_row(*row)
        return table

    def players_table(self, view: DominionView, names: Sequence[str]) -> Table:
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1))
        table.add_column("")
        table.add_column("Player")
        for head in ("VP", "Deck", "Disc.", "Hand"):
            table.add_column(head, justify="right")
        table.add_column("Discard top")
        table.add_column("In play")
        for s in range(view.num_players):
            name = escape(names[s]) + (" [dim](you)[/]" if s == view.seat else "")
            top = view.discard_top(s)
            play = self.cards(view.in_play(s))
            aside = view.set_aside(s)
            if aside:
                play += ("; " if play else "") + "aside: " + self.cards(aside)
            table.add_row(
                "▶" if s == view.current and not view.game_over else "",
                name,
                str(view.score(s)),
                str(view.deck_size(s)),
                str(view.discard_size(s)),
                str(view.hand_size(s)),
                self.card(top) if top else "[dim]-[/]",
                play or "[dim]-[/]",
            )
        return table

    def board(self, console: Console, view: DominionView, names: Sequence[str]) -> None:
        console.print(self.supply_table(view))
        trash = view.trash()
        console.print(
            f"[bold]Trash[/] ({len(trash)}): {self.cards(trash, sort=True)}"
            if trash
            else "[bold]Trash[/]: empty"
        )
        console.print(self.players_table(view, names))

    def private(self, console: Console, view: DominionView) -> None:
        hand = view.hand
        money = sum(T.BY_NAME[c].coins for c in hand)
        console.print(
            f"[bold]Your hand[/] ({len(hand)}): {self.cards(hand, sort=True) or '[dim]empty[/]'}"
            + (f"  [dim](treasures: ${money})[/]" if money else "")
        )

    # ---------------------------------------------------------------- log

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        merged: list[Event] = []
        for e in events:
            prev = merged[-1] if merged else None
            if (
                prev is not None
                and e.kind == "gain"
                and prev.kind == "buy"
                and prev.seat == e.seat
                and e.cards
                and prev.cards[-len(e.cards) :] == e.cards
                and e.detail == "discard"
            ):
                continue  # "buys X" already says it
            if (
                prev is not None
                and e.kind in _MERGE
                and (e.kind, e.seat, e.detail) == (prev.kind, prev.seat, prev.detail)
                and bool(e.cards) == bool(prev.cards)
            ):
                merged[-1] = Event(e.kind, e.seat, prev.cards + e.cards, prev.count + e.count, None, e.detail)
                continue
            merged.append(e)
        lines = (self.event_line(e, names) for e in merged)
        return [line for line in lines if line]

    def _what(self, e: Event) -> str:
        if e.cards:
            return self.cards(e.cards)
        return f"{e.count} card" + ("s" if e.count != 1 else "")

    def event_line(self, e: Event, names: Sequence[str]) -> str | None:
        who = f"[bold]{escape(names[e.seat])}[/]" if e.seat is not None and e.seat < len(names) else ""
        what = self._what(e)
        k = e.kind
        if k in ("setup", "game_over", "cleanup"):  # cleanup: counts for programs; the next turn says it
            return None
        if k == "turn":
            name = escape(names[e.seat]) if e.seat is not None else ""
            return f"[bold cyan]── {name}: turn {escape(e.detail)} ──[/]"
        if k == "gain":
            where = {
                "hand": " to their hand",
                "deck": " onto their deck",
                "trash": " from the trash",
                "trash-discard": " from the trash",
                "trash-deck": " from the trash onto their deck",
                "trash-hand": " from the trash to their hand",
            }
            return f"{who} gains {what}{where.get(e.detail, '')}"
        if k == "reveal":
            where = {"hand": " (their hand)", "deck": " from their deck", "reaction": " (reaction)"}
            return f"{who} reveals {what}{where.get(e.detail, '')}"
        simple = {
            "play": "plays",
            "buy": "buys",
            "trash": "trashes",
            "discard": "discards",
            "draw": "draws",
            "look": "looks at",
            "set_aside": "sets aside",
        }
        if k in simple:
            return f"{who} {simple[k]} {what}"
        if k == "name":
            return f"{who} names {self.card(e.detail)}"
        if k == "topdeck":
            return f"{who} puts {what} onto their deck"
        if k == "return":
            return f"{who} returns {what} to its pile"
        if k == "to_hand":
            where = {"trash": " from the trash", "deck": " from their deck"}.get(e.detail, "")
            return f"{who} puts {what}{where} into their hand"
        if k == "become":
            return f"{who} plays {what} as {self.card(e.detail)}"
        if k == "shuffle":
            return f"{who} shuffles their discard pile"
        if k == "discard_deck":
            return f"{who} puts their deck into their discard pile"
        extra = f" {what}" if e.cards or e.count else ""
        return f"{who} {escape(k)}{extra}" + (f" ({escape(e.detail)})" if e.detail else "")

    # ---------------------------------------------------------------- decisions

    def prompt(self, decision: Decision) -> str:
        return self.tr(decision.prompt, escape=escape)

    def choice_label(self, choice: Choice) -> str:
        return escape(choice.text(self.tr))

    def _find(self, text: str) -> tuple[str | None, list[str]]:
        try:
            return find_card(text).name, []
        except UnknownName as exc:
            return None, list(exc.suggestions)

    def match(self, text: str, decision: Decision) -> tuple[list[str], str | None]:
        """Choices a card name (any language) picks; "buy silver" / "buy:серебро" narrow the verb."""
        named = {c.id: c.id.split(":", 1)[1] for c in decision.choices if c.id.split(":", 1)[-1] in T.BY_NAME}
        verbs = {i.split(":", 1)[0] for i in named}
        head, _, rest = text.replace(":", " ", 1).partition(" ")
        if rest.strip() and head.lower() in verbs:
            name, _ = self._find(rest.strip())
            if name is not None:
                return [i for i, n in named.items() if n == name and i.startswith(head.lower() + ":")], None
        name, close = self._find(text)
        if name is None:
            # A unique prefix of a card name among the choices ("smi" -> Smithy).
            key = fold(text)
            hits = [
                i
                for i, n in named.items()
                if key and any(fold(x).startswith(key) for x in (n, *T.BY_NAME[n].names.values()))
            ]
            if hits:
                return hits, None
            hint = f"did you mean {', '.join(self.card(c, styled=False) for c in close)}?" if close else None
            return [], hint
        hits = [i for i, n in named.items() if n == name]
        return hits, (None if hits else f"{self.card(name, styled=False)} is not one of the choices")

    def info(self, text: str) -> str | None:
        name, _ = self._find(text)
        if name is None:
            return None
        d = T.BY_NAME[name]
        shown = d.local_name(self.lang)
        names = {"en": d.name, **d.names}
        others = ", ".join(f"{lang}: {escape(n)}" for lang, n in names.items() if n != shown)
        return (
            f"{self.card(name)} [dim]({others})[/] — ${d.cost}, "
            f"{escape(' - '.join(d.type_names()))}\n  {escape(d.text)}"
        )

    # ---------------------------------------------------------------- the end

    def reason(self, view: DominionView, outcome: Outcome) -> str:
        if outcome.reason == "provinces":
            return f"the {self.card('Province')} pile is empty."
        if outcome.reason == "piles":
            empty = [n for n, left in view.supply().items() if left == 0]
            return f"{len(empty)} Supply piles are empty: {self.cards(empty)}."
        return escape(outcome.reason) + "."

    def outcome(self, console: Console, view: Any, outcome: Outcome, names: Sequence[str]) -> None:
        turns = outcome.details.get("turns") or [view.turns(s) for s in range(len(outcome.scores))]
        table = Table(title="Final scores", box=box.SIMPLE_HEAD, title_justify="left")
        table.add_column("#", justify="right")
        table.add_column("Player")
        table.add_column("VP", justify="right")
        table.add_column("Turns", justify="right")
        table.add_column("Result")
        for s, sc in enumerate(outcome.scores):
            won = s in outcome.winners
            result = (
                ("[bold green]★ winner[/]" if len(outcome.winners) == 1 else "[green]★ shared win[/]")
                if won
                else ""
            )
            table.add_row(str(s + 1), escape(names[s]), str(sc), str(turns[s]), result)
        console.print(table)
        console.print(f"The game ended because {self.reason(view, outcome)}")
        for s in range(len(outcome.scores)):
            console.print(f"[bold]{escape(names[s])}[/]: {self.cards(view.owned(s).elements(), sort=True)}")

    def auto_answer(self, decision: Decision) -> str | None:
        # When every Treasure in hand only gives coins, playing them all is never worse, so it
        # is not asked (like "autoplay treasures" online); --manual-treasures turns this off.
        if (
            self.autoplay
            and decision.kind == "buy"
            and decision.data.get("plain_treasures")
            and decision.find("treasures:all") is not None
        ):
            return "treasures:all"
        return None
