"""Dominion on the terminal: the board, the log, hands, prompts and name matching.

Everything shown comes from a `DominionView` (one seat's view or a spectator's) and from
events already redacted for that viewer, in the reader's language: every word is a message of
Dominion's table (`games/dominion/locales/`), then the terminal's, formatted by one
`Translator`. Messages are escaped for rich markup and their arguments decorated (a card in its
type's colour, a player in bold), so a translation never injects markup. Typed card names are
matched in every language.
"""

from __future__ import annotations

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
from dominia.core.i18n import Msg, Seat, Text, Translator, msg
from dominia.games.dominion.card_model import ACTION, ATTACK, CURSE, REACTION, TREASURE, VICTORY, card_msg
from dominia.games.dominion.cards import table as T
from dominia.games.dominion.names import find_card, fold
from dominia.games.dominion.spec import SPEC
from dominia.games.dominion.texts import TEXTS, card_list, reason
from dominia.games.dominion.view import DominionView

BASIC = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")
_MERGE = {"play", "buy", "gain", "trash", "discard", "draw", "reveal", "look", "set_aside"}
_QUIET = {"setup", "game_over", "cleanup"}  # the intro and the outcome table say these


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


def _card_named(m: Msg) -> str | None:
    """The English name of the card a card-name message stands for (None for other messages)."""
    if m.key.startswith("card-") and m.fallback is not None and m.fallback in T.BY_NAME:
        return m.fallback
    return None


class DominionRenderer:
    def __init__(self, lang: str = "en", *, autoplay: bool = True) -> None:
        self.autoplay = autoplay
        self.lang = lang
        self.tr = Translator(lang, SPEC.packages("dominia.cli"))
        self._players: dict[tuple[str, ...], Translator] = {}

    # ---------------------------------------------------------------- words

    def _with(self, names: Sequence[str]) -> Translator:
        key = tuple(names)
        t = self._players.get(key)
        if t is None:
            t = self._players[key] = self.tr.with_players(key)
        return t

    def say(self, m: Text, names: Sequence[str] = ()) -> str:
        """A message as rich markup: its words escaped, its cards coloured, its players in bold."""
        tr = self._with(names) if names else self.tr

        def decorate(value: Any, text: str) -> str:
            if isinstance(value, Seat):
                return f"[bold]{text}[/]"
            if isinstance(value, Msg):
                return self._markup(value, tr, decorate)
            if isinstance(value, (list, tuple)):
                return ", ".join(
                    self._markup(x, tr, decorate) if isinstance(x, Msg) else escape(str(x)) for x in value
                )
            return text

        return tr(m, escape=escape, decorate=decorate)

    def _markup(self, m: Msg, tr: Translator, decorate: Any) -> str:
        card = _card_named(m)
        if card is not None:
            return self.card(card)
        if m.key == "board-coins":
            return f"[yellow]{escape(tr(m))}[/]"
        return tr(m, escape=escape, decorate=decorate)

    def plain(self, m: Text, names: Sequence[str] = ()) -> str:
        """A message as plain text (no markup)."""
        return (self._with(names) if names else self.tr)(m)

    # ---------------------------------------------------------------- names

    def card(self, name: str, styled: bool = True) -> str:
        d = T.BY_NAME.get(name)
        if d is None:
            return escape(name)
        text = escape(self.tr(d.msg))
        style = card_style(name) if styled else ""
        return f"[{style}]{text}[/]" if style else text

    def cards(self, names: Iterable[str], *, sort: bool = False, styled: bool = True) -> str:
        """Grouped with counts in first-seen order (or by type and cost): "Copper ×3, Estate"."""
        counts = Counter(names)
        order = sorted(counts, key=_sort_key) if sort else list(counts)
        parts = []
        for n in order:
            if counts[n] == 1:
                parts.append(self.card(n, styled))
            else:
                times = msg("card-times", card=card_msg(n), n=counts[n])
                parts.append(self.say(times) if styled else escape(self.tr(times)))
        return ", ".join(parts)

    # ---------------------------------------------------------------- board

    def intro(
        self, console: Console, view: DominionView, names: Sequence[str], options: dict[str, Any]
    ) -> None:
        title = msg("board-kingdom")
        kid = options.get("kingdom_name")
        if kid:
            from dominia.games.dominion.kingdoms import find_kingdom

            title = msg("board-kingdom-named", name=find_kingdom(kid).msg)
        console.print(f"[bold]{self.say(title)}[/] {self.cards(view.kingdom)}")

    def status(self, view: DominionView, names: Sequence[str]) -> str:
        cur = view.current
        return self.say(
            msg(
                "board-status-line",
                turn=view.turns(cur),
                seat=Seat(cur),
                phase=msg(f"board-phase-{view.phase}"),
                actions=view.actions,
                buys=view.buys,
                coins=msg("board-coins", n=view.coins),
            ),
            names,
        )

    def supply_table(self, view: DominionView) -> Table:
        """Kingdom piles in two columns (by cost), basic piles in a third: name, cost, cards left."""
        supply = view.supply()
        kingdom = [n for n in supply if n not in BASIC]
        basic = [n for n in supply if n in BASIC]
        half = -(-len(kingdom) // 2)
        groups = [kingdom[:half], kingdom[half:], basic]
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1))
        table.title = self.say(msg("board-supply-title", n=view.empty_piles()))
        table.title_justify = "left"
        for g, head in enumerate((self.say(msg("board-kingdom-column")), "", self.say(msg("board-basic")))):
            if g:
                table.add_column("", width=1)
            table.add_column(head)
            table.add_column("$", justify="right")
            table.add_column("#", justify="right")
        not_in_supply = self.say(msg("board-not-in-supply"))

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
                label += f" [dim]{not_in_supply}[/]"
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
        table.add_column(self.say(msg("board-player")))
        for head in ("board-vp", "board-deck", "board-discard", "board-hand"):
            table.add_column(self.say(msg(head)), justify="right")
        table.add_column(self.say(msg("board-discard-top")))
        table.add_column(self.say(msg("board-in-play")))
        you = self.say(msg("board-you-marker"))
        for s in range(view.num_players):
            name = escape(names[s]) + (f" [dim]{you}[/]" if s == view.seat else "")
            top = view.discard_top(s)
            play = self.cards(view.in_play(s))
            aside = view.set_aside(s)
            if aside:
                play += ("; " if play else "") + self.say(msg("board-aside", cards=card_list(aside)))
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
            f"[bold]{self.say(msg('board-trash', n=len(trash)))}[/] {self.cards(trash, sort=True)}"
            if trash
            else f"[bold]{self.say(msg('board-trash-empty'))}[/]"
        )
        console.print(self.players_table(view, names))

    def private(self, console: Console, view: DominionView) -> None:
        hand = view.hand
        money = sum(T.BY_NAME[c].coins for c in hand)
        shown = self.cards(hand, sort=True) or f"[dim]{self.say(msg('board-nothing'))}[/]"
        console.print(
            f"[bold]{self.say(msg('board-your-hand', n=len(hand)))}[/] {shown}"
            + (f"  [dim]{self.say(msg('board-treasures', n=money))}[/]" if money else "")
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
                merged[-1] = Event(
                    e.kind, e.seat, prev.cards + e.cards, prev.count + e.count, None, e.detail, e.data
                )
                continue
            merged.append(e)
        lines = (self.event_line(e, names) for e in merged)
        return [line for line in lines if line]

    def event_line(self, e: Event, names: Sequence[str]) -> str | None:
        if e.kind in _QUIET:
            return None
        m = TEXTS.event(e)
        if m is None:
            return None
        if e.kind == "turn":
            return f"[bold cyan]── {escape(self.plain(m, names))} ──[/]"
        return self.say(m, names)

    # ---------------------------------------------------------------- decisions

    def prompt(self, decision: Decision) -> str:
        return self.say(decision.prompt)

    def choice_label(self, choice: Choice) -> str:
        return self.say(choice.label) if choice.label else escape(choice.id)

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
        if rest.strip() and fold(head):
            # the verb in the reader's language: a word of the choice's label ("купити мідь")
            name, _ = self._find(rest.strip())
            if name is not None:
                by_label = [
                    c.id
                    for c in decision.choices
                    if named.get(c.id) == name and fold(head) in fold(self.plain(c.label) if c.label else "")
                ]
                if by_label:
                    return by_label, None
        name, close = self._find(text)
        if name is None:
            # A unique prefix of a card name (in any language) among the choices ("smi" -> Smithy).
            key = fold(text)
            hits = [
                i for i, n in named.items() if key and any(fold(x).startswith(key) for x in _spellings(n))
            ]
            if hits:
                return hits, None
            if not close:
                return [], None
            return [], self.plain(msg("board-did-you-mean", cards=[card_msg(c) for c in close]))
        hits = [i for i, n in named.items() if n == name]
        return hits, (None if hits else self.plain(msg("board-not-a-choice", card=card_msg(name))))

    def info(self, text: str) -> str | None:
        name, _ = self._find(text)
        if name is None:
            return None
        d = T.BY_NAME[name]
        shown = self.tr(d.msg)
        base = "en" if self.tr.pseudo else self.lang  # (qps shows English in markers)
        others = [f"{lang}: {n}" for lang, n in _local_names(name).items() if n != shown and lang != base]
        types = [msg(f"type-{t.lower()}") for t in d.type_names()]
        head = self.say(
            msg("board-card-info", card=d.msg, others=", ".join(others), cost=d.cost, types=types)
        )
        body = self.say(Msg(f"cardtext-{d.msg.key[5:]}", {}, d.text))
        return f"{head}\n  {body}"

    # ---------------------------------------------------------------- the end

    def reason(self, view: DominionView, outcome: Outcome) -> Msg:
        if outcome.reason == "piles" and "empty_piles" not in outcome.details:  # (a record from before)
            return reason("piles", [n for n, left in view.supply().items() if left == 0])
        return TEXTS.outcome(outcome)

    def outcome(self, console: Console, view: Any, outcome: Outcome, names: Sequence[str]) -> None:
        turns = outcome.details.get("turns") or [view.turns(s) for s in range(len(outcome.scores))]
        table = Table(title=self.say(msg("board-scores")), box=box.SIMPLE_HEAD, title_justify="left")
        table.add_column("#", justify="right")
        table.add_column(self.say(msg("board-player")))
        table.add_column(self.say(msg("board-vp")), justify="right")
        table.add_column(self.say(msg("board-turns")), justify="right")
        table.add_column(self.say(msg("board-outcome")))
        for s, sc in enumerate(outcome.scores):
            won = s in outcome.winners
            result = ""
            if won and len(outcome.winners) == 1:
                result = f"[bold green]{self.say(msg('board-win'))}[/]"
            elif won:
                result = f"[green]{self.say(msg('board-win-shared'))}[/]"
            table.add_row(str(s + 1), escape(names[s]), str(sc), str(turns[s]), result)
        console.print(table)
        console.print(self.say(msg("board-game-ended", reason=self.reason(view, outcome))))
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


def _local_names(name: str) -> dict[str, str]:
    """A card's name in every language of the tables."""
    from dominia.core.i18n import LANGS, translator

    d = T.BY_NAME[name]
    return {lang: translator(lang, (SPEC.messages or "",))(d.msg) for lang in LANGS}


def _spellings(name: str) -> list[str]:
    d = T.BY_NAME[name]
    return [name, *_local_names(name).values(), *d.names.values(), *d.aliases]
