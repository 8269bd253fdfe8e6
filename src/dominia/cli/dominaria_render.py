"""Heroes of Dominaria on the terminal: the map by colour, players' boards, quests in words, names.

Everything shown comes from a `DominariaView` (one seat's view or a spectator's) and from
events already redacted for that viewer: a seat sees its own quest hand, never another's.
Views are live (they read the state when asked), so the view last shown is also what choice
labels, typed names and `i NAME` use. Quests, artifacts and tiles are described from the
component tables in words, so a replaced component file reads right without code changes.

Typed answers (`match`): an optional verb and location, quest or artifact names, any case,
unique beginnings of a name or of one of its words (`collect ham`, `move urborg orvada`,
`leyline orvada shanodin`, `complete keldon`, `keldon`); `e` ends the turn, `s` skips, `a`
pays automatically (ordinary mana first when the engine offers that).

Paying (`listing`, `resolve`): the token kinds a payment started with are numbered once, from
the decision's `tokens`, so a number means the same token until the payment is done (a token
spent or unusable for the step keeps its number, unlisted); a colour name, in English or
Russian, pays with that colour's ordinary mana, or its Manalith token when no ordinary mana
of it is left (`black`, `чёрная`, `black manalith`, `красный маналит`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.core.decision import Choice, Decision
from dominia.core.events import Event
from dominia.core.game import Outcome
from dominia.games.dominaria.components import Components, Quest, shipped
from dominia.games.dominaria.conditions import holds
from dominia.games.dominaria.scoring import SOURCES
from dominia.games.dominaria.view import DominariaView
from dominia.games.dominaria.vocabulary import COLOURS

PLAYER_STYLES = ("bold cyan", "bold yellow", "bold orange1", "bold magenta")
COLOUR_STYLES = {
    "white": "bold bright_white",
    "blue": "bold bright_blue",
    "black": "bold grey62",
    "red": "bold red",
    "green": "bold green",
}
ABILITY_WORDS = {
    "hire": "Hire",
    "explore": "Explore",
    "confront": "Confront",
    "manalith": "Manalith",
    "leyline": "Leyline",
}
COUNTER_WORDS = {
    "cultists": ("cultist", "cultists"),
    "leylines": ("Leyline", "Leylines"),
    "manaliths": ("Manalith", "Manaliths"),
    "heroes": ("hero", "heroes"),
    "artifacts": ("artifact", "artifacts"),
    "quests": ("quest", "quests"),
}
SOURCE_WORDS = {
    "heroes": "Heroes",
    "manaliths": "Manaliths",
    "leylines": "Leylines",
    "cabal": "Cabal",
    "artifacts": "Artifacts",
    "quests": "Quests",
    "counted": "Counted artifacts",
    "public": "Public quests",
}
# The verbs of choice ids, and words a player may type for them.
VERBS = (
    "move",
    "collect",
    "hire",
    "explore",
    "confront",
    "manalith",
    "leyline",
    "use",
    "count",
    "start",
    "complete",
    "keep",
    "take",
    "place",
    "defeat",
    "colour",
    "mana",
    "end",
    "skip",
    "auto",
)
SYNONYMS = {"build": "manalith", "create": "leyline", "go": "move", "color": "colour", "finish": "complete"}
SHORTCUTS = {"e": "end", "pass": "end", "s": "skip", "a": "auto"}
PAY_AUTO = ("auto:keep", "auto")  # "a" (and the first number) pays the first of these offered
# Colour words (folded: lower case, no accents, ё -> е): English names and their beginnings of
# 3 letters or more, Russian stems (any gender or case: чёрная, черную, синий, зелёной...).
COLOUR_STEMS = {
    "white": ("бел",),
    "blue": ("син", "голуб"),
    "black": ("черн",),
    "red": ("красн",),
    "green": ("зелен",),
}
MANALITH_WORDS = ("manalith", "маналит")  # beginnings: a Manalith token
MANA_WORDS = ("mana", "ordinary", "ман", "обычн")  # beginnings: ordinary mana (after the above)
PAY_FILLER = {"pay", "with", "the", "one", "token", "tokens", "платить", "заплатить", "жетон", "жетоном"}
FILLER = {"to", "from", "in", "on", "and", "between", "at", "the"}
SECRET_KINDS = ("keep_quest", "new_quest")  # picks from a quest hand: only their chooser sees them
PHASE_WORDS = {"keep": "Setup: choosing quests", "place": "Setup: placing heroes", "over": "Game over"}

HELP = """\
Answer with the [bold]number[/] of a choice, its id ([bold]move:Urborg->Orvada[/]) or in words:
an optional verb and names, any case; the beginning of a name or of one of its words is enough.
  [bold]collect ham[/]               collect the mana in Hammerheim
  [bold]move urborg orvada[/]        move a hero (or just [bold]move orvada[/]: to Orvada)
  [bold]hire orvada[/], [bold]manalith keld[/], [bold]explore vesuva[/], [bold]confront urborg[/]
  [bold]leyline orvada shanodin[/]   create a Leyline (either order)
  [bold]complete keldon[/], [bold]start flight[/], [bold]use lotus[/], [bold]count mirari[/]
  [bold]keep keldon[/] (or just [bold]keldon[/]) when choosing quests
  [bold]e[/] end the turn · [bold]s[/] skip · [bold]a[/] pay automatically (ordinary mana first)
Paying: [bold]black[/] (or [bold]чёрная[/]) pays 1 black mana, [bold]black manalith[/] the black
Manalith token; a token's number stays the same until the whole cost is paid.
Commands:
  [bold]?[/]        this help
  [bold]b[/]        show the board again
  [bold]c[/]        show the choices again
  [bold]i NAME[/]   a location, quest, artifact or public quest (e.g. i keld, i lotus)
  [bold]q[/]        leave the game (resume later if you used --save)"""


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def coloured(colour: str, text: str | None = None) -> str:
    return f"[{COLOUR_STYLES.get(colour, 'bold')}]{escape(text or colour)}[/]"


def and_list(items: Sequence[str]) -> str:
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _norm(text: str) -> str:
    """Lower case without apostrophes, single spaces (what typed names are compared as)."""
    return " ".join(text.lower().replace("'", "").replace("’", "").split())


def _fold(word: str) -> str:
    """A typed word compared without case or accents (ё is е), letters and digits only."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", word).casefold() if ch.isalnum())


def colour_of(word: str) -> str | None:
    """The colour a typed (folded) word names, in English or Russian, or None."""
    if len(word) >= 3:
        english = [c for c in COLOURS if c.startswith(word)]
        if len(english) == 1:
            return english[0]
    for colour, stems in COLOUR_STEMS.items():
        if any(word.startswith(stem) for stem in stems):
            return colour
    return None


def _tier(query: str, name: str) -> int | None:
    """How well a typed (normalised) query names `name`: 0 exactly, 1 its beginning, 2 the
    beginning of one of its words; None not at all."""
    n = _norm(name)
    if query == n:
        return 0
    if n.startswith(query):
        return 1
    starts = [i + 1 for i, ch in enumerate(n) if ch in " -"]
    return 2 if any(n.startswith(query, i) for i in starts) else None


# ---------------------------------------------------------------- components in words


class Words:
    """The data's conditions and effects as English (docs/dominaria.md's vocabulary)."""

    def __init__(self, comp: Components) -> None:
        self.comp = comp

    def loc(self, name: str) -> str:
        x = self.comp.loc_index.get(name)
        return coloured(COLOURS[self.comp.locations[x].colour], name) if x is not None else escape(name)

    def mana(self, table: dict[str, int]) -> str:
        return and_list([f"{k} {coloured(c)}" for c, k in table.items()])

    def cost(self, cost: dict[str, int]) -> str:
        parts = [f"{k} {coloured(c)}" for c, k in cost.items() if c != "any"]
        if cost.get("any"):
            parts.append(f"{cost['any']} of any colour")
        return " + ".join(parts)

    def condition(self, cond: dict[str, Any]) -> str:
        return and_list([self._key(k, v) for k, v in cond.items()]) if cond else "nothing"

    def _key(self, key: str, v: Any) -> str:
        if key.startswith("gained_"):
            one, many = COUNTER_WORDS[key[7:]]
            return f"{plural(v, one, many)} more since it was started"
        if key in ("visited", "connects"):
            names = and_list([self.loc(n) for n in v])
            if key == "visited":
                return f"your heroes visit {names} after it was started"
            return f"Leylines joining {names}"
        texts = {
            "hero_at": lambda: f"a hero in {self.loc(v)}",
            "hero_on": lambda: f"a hero on a {coloured(v)} location",
            "hero_colours": lambda: f"heroes on locations of {v} colours",
            "heroes": lambda: f"{plural(v, 'hero', 'heroes')} on the map",
            "manaliths": lambda: plural(v, "Manalith"),
            "manalith_on": lambda: f"a Manalith on a {coloured(v)} location",
            "manalith_at": lambda: f"a Manalith in {self.loc(v)}",
            "leylines": lambda: plural(v, "Leyline"),
            "network": lambda: f"a Leyline network of {v} locations",
            "leyline_at": lambda: f"a Leyline to {self.loc(v)}",
            "cultists": lambda: f"{plural(v, 'cultist')} defeated",
            "artifacts": lambda: plural(v, "artifact"),
            "quests": lambda: f"{plural(v, 'quest')} completed",
            "mana": lambda: f"{self.mana(v)} in your pool",
            "mana_total": lambda: f"{v} mana in your pool",
            "mana_colours": lambda: f"mana of {v} colours in your pool",
        }
        return texts[key]() if key in texts else escape(f"{key} = {v}")

    def effect(self, effect: dict[str, Any]) -> str:
        parts = []
        for key, v in effect.items():
            if key == "mana":
                parts.append(self.mana(v))
            elif key == "any_mana":
                parts.append(f"{v} mana of your choice")
            elif key == "moves":
                parts.append(f"+{v} Move")
            elif key == "collect":
                parts.append(f"+{v} Collect")
            elif key == "defeat":
                parts.append("defeat a cultist anywhere" if v == 1 else f"defeat up to {v} cultists anywhere")
            elif key in ABILITY_WORDS:
                parts.append(f"a free {ABILITY_WORDS[key]}" if v == 1 else f"{v} free {ABILITY_WORDS[key]}s")
            elif key == "quest":
                parts.append("a new quest" if v == 1 else f"{v} new quests")
            else:
                parts.append(escape(f"{key} = {v}"))
        return and_list(parts) if parts else "nothing"

    def quest(self, q: Quest) -> str:
        head = f"start when {self.condition(q.start)}; then needs " if q.start is not None else "needs "
        text = head + self.condition(q.when)
        if q.cost:
            text += f"; pay {self.cost(q.cost)}"
        if q.reward:
            text += f" → {self.effect(q.reward)}"
        return text

    def artifact(self, a: int) -> str:
        art = self.comp.artifacts[a]
        parts = []
        passive = art.passive
        if passive.get("moves"):
            parts.append(f"+{passive['moves']} Move every turn")
        if passive.get("discount"):
            discount = passive["discount"]
            amounts = set(discount.values())
            less = f"{amounts.pop()} less" if len(amounts) == 1 else "less"
            verb = "costs" if len(discount) == 1 else "cost"
            parts.append(f"{and_list([ABILITY_WORDS[k] for k in discount])} {verb} {less}")
        if passive.get("collect_bonus"):
            c = coloured(passive["collect_bonus"])
            parts.append(f"collecting on a {c} location gives 1 more {c}")
        if passive.get("end_mana"):
            parts.append(f"1 {coloured(passive['end_mana'])} at the end of each of your turns")
        if art.use_cost is not None:
            parts.append(f"once a turn, pay {self.cost(art.use_cost)}: {self.effect(art.use_effect)}")
        if art.once is not None:
            when = f" (when {self.condition(art.once_when)})" if art.once_when else ""
            parts.append(f"count it{when}: {self.effect(art.once)}")
        return "; ".join(parts) or "no ability"


# ---------------------------------------------------------------- the renderer


class DominariaRenderer:
    def __init__(self) -> None:
        self._view: DominariaView | None = None
        self._names: list[str] = []
        self._board_shown = False  # private(): after a board, show the hand again
        self._private_shown: dict[int, tuple[object, ...]] = {}  # seat -> what private() last showed

    # ---------------------------------------------------------------- helpers

    @property
    def comp(self) -> Components:
        return self._view.comp if self._view is not None else shipped()

    @property
    def words(self) -> Words:
        return Words(self.comp)

    def _remember(self, view: DominariaView, names: Sequence[str] | None = None) -> None:
        self._view = view
        if names is not None:
            self._names = list(names)

    def tag(self, seat: int) -> str:
        return f"[{PLAYER_STYLES[seat % len(PLAYER_STYLES)]}]P{seat + 1}[/]"

    def who(self, seat: int | None) -> str:
        if seat is None:
            return ""
        name = self._names[seat] if 0 <= seat < len(self._names) else f"Player {seat + 1}"
        return f"[{PLAYER_STYLES[seat % len(PLAYER_STYLES)]}]{escape(name)}[/]"

    def loc(self, name: str) -> str:
        return self.words.loc(name)

    def _leyline(self, a: int, b: int) -> str:
        locs = self.comp.locations
        return f"{self.loc(locs[a].name)}–{self.loc(locs[b].name)}"

    # ---------------------------------------------------------------- the board

    def intro(
        self, console: Console, view: DominariaView, names: Sequence[str], options: dict[str, Any]
    ) -> None:
        self._remember(view, names)
        mana = options.get("start_mana", 1)
        variant = " (the book's variant)" if mana == 2 else ""
        console.print(
            f"[bold]{view.num_players} players, {view.rounds} rounds[/] · "
            f"{mana} mana per location at the start{variant}"
        )
        # whose design the components are (the shipped set is Dominia's stand-in), and where from
        where = f" from {escape(str(options['components']))}" if options.get("components") else ""
        console.print(f"[bold]Components:[/] {escape(view.comp.summary())}{where}")
        console.print(
            "On the board: " + " · ".join(f"{self.tag(s)} {self.who(s)}" for s in range(len(names)))
        )

    def board(self, console: Console, view: DominariaView, names: Sequence[str]) -> None:
        self._remember(view, names)
        line = self.turn_line(view)
        if line:
            console.print(line)
        console.print(self.map_table(view, console.width))
        console.print(self.public_line(view))
        for s in range(view.num_players):
            console.print(self.player_block(view, s))
        self._board_shown = True

    def turn_line(self, view: DominariaView) -> str:
        comp = view.comp
        if view.phase in ("keep", "place"):
            head = ""  # the status line says it
        else:
            rnd = min(view.round, view.rounds)
            head = f"[bold]Round {rnd}/{view.rounds}[/] · {self.who(view.current)}'s turn"
        if view.last_card >= 0:
            card = comp.cards[view.last_card]
            extra = []
            if card.artifact >= 0:
                extra.append(f"an artifact in {self.loc(comp.locations[card.artifact].name)}")
            if card.cabal >= 0:
                extra.append(f"the Cabal in {self.loc(comp.locations[card.cabal].name)}")
            sep = " · " if head else ""
            head += f"{sep}Dominaria card: {escape(card.name)} ({coloured(COLOURS[card.colour])} mana"
            head += "".join(f"; {e}" for e in extra) + ")"
        return head

    def map_table(self, view: DominariaView, width: int = 120) -> Table:
        """Locations by colour with their tokens and who is there; their neighbours when the
        console is wide enough (else `i NAME` tells them)."""
        comp = view.comp
        wide = width >= 110
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, caption_justify="left")
        table.caption = "★ start location (heroes are placed and hired there)" + (
            "" if wide else " · i NAME: a location's neighbours"
        )
        for head, justify in (
            ("Colour", "left"),
            ("Location", "left"),
            ("Mana", "right"),
            ("Cabal", "right"),
            ("Artifact", "right"),
            ("Heroes", "left"),
            ("Manaliths", "left"),
            *((("Next to", "left"),) if wide else ()),
        ):
            table.add_column(head, justify=justify)  # type: ignore[arg-type]
        players = [view.player(s) for s in range(view.num_players)]
        for c, colour in enumerate(COLOURS):
            for i, x in enumerate(comp.by_colour[c]):
                loc = comp.locations[x]
                heroes = [
                    self.tag(s) + (f"×{k}" if k > 1 else "")
                    for s, p in enumerate(players)
                    if (k := p.heroes.count(x))
                ]
                liths = [self.tag(s) for s, p in enumerate(players) if x in p.manaliths]
                table.add_row(
                    "" if i else coloured(colour, colour.capitalize()),
                    coloured(colour, loc.name) + (" ★" if x in comp.start else ""),
                    coloured(colour, str(view.mana_on[x])) if view.mana_on[x] else "[dim]-[/]",
                    f"[bold]{view.cabal_on[x]}[/]" if view.cabal_on[x] else "[dim]-[/]",
                    f"[bold]{view.artifact_on[x]}[/]" if view.artifact_on[x] else "[dim]-[/]",
                    " ".join(heroes),
                    " ".join(liths),
                    *((", ".join(escape(comp.locations[y].name) for y in comp.adjacent[x]),) if wide else ()),
                )
            table.add_section()
        return table

    def public_line(self, view: DominariaView) -> str:
        comp = view.comp
        tops = []
        taken = [t for s in range(view.num_players) for t in view.player(s).tiles]
        for top in view.public_tops:
            if top >= 0:
                tile = comp.tiles[top]
                left = sum(1 for i, t in enumerate(comp.tiles) if t.type == tile.type and i not in taken)
                needs = self.words.condition(tile.when)
                tops.append(f"{escape(tile.name)} [bold]{tile.vp} VP[/] ({needs}; {left} left)")
        line = "[bold]Public quests:[/] " + (" · ".join(tops) if tops else "none left")
        supply = ", ".join(f"{k} {coloured(c)}" for c, k in zip(COLOURS, view.supply, strict=True))
        decks = view.deck_sizes
        return (
            line
            + f"\n[dim]Supply: mana {supply} · quests {decks['quests']}, artifacts {decks['artifacts']}, "
            + f"Dominaria cards {decks['dominaria']} in their decks[/]"
        )

    def pool_text(self, p: Any) -> str:
        parts = [f"{k} {coloured(c)}" for c, k in zip(COLOURS, p.pool, strict=True) if k]
        tokens = [coloured(COLOURS[c]) for c in range(len(COLOURS)) if p.mtokens[c]]
        text = ", ".join(parts) if parts else "empty"
        return text + (f" + Manalith tokens: {', '.join(tokens)}" if tokens else "")

    def player_block(self, view: DominariaView, s: int) -> str:
        comp = view.comp
        p = view.player(s)
        names = comp.locations
        score = view.score(s)
        parts = ", ".join(f"{src} {score[src]}" for src in SOURCES if score[src])
        head = (
            f"{self.tag(s)} {self.who(s)} · {escape(p.board)} · [bold]{score['total']} VP[/]"
            + (f" ({parts})" if parts else "")
            + f" · {plural(view.hand_size(s), 'quest')} in hand"
        )
        on_track = len(comp.hero_track) - p.hired
        lines = [
            head,
            f"  Heroes: {', '.join(self.loc(names[h].name) for h in p.heroes) or 'none'}"
            + f" ({on_track} on the track) · Pool: {self.pool_text(p)}",
            f"  Manaliths {len(p.manaliths)}/{len(comp.manalith_track)}: "
            + (", ".join(self.loc(names[m].name) for m in p.manaliths) or "none")
            + f" · Leylines {len(p.leylines)}/{len(comp.leyline_track)}: "
            + (", ".join(self._leyline(a, b) for a, b in p.leylines) or "none")
            + f" · Cultists {p.cabal}/{len(comp.cabal_track)}",
        ]
        more = []
        if p.artifacts:
            more.append("Artifacts: " + ", ".join(self._artifact_name(a) for a in p.artifacts))
        if p.started:
            more.append("Started: " + ", ".join(self._quest_name(q) for q in p.started))
        done = [self._quest_name(q) for q in p.quests_done]
        done += [f"{self._artifact_name(a)} (counted)" for a in p.counted]
        done += [f"{escape(comp.tiles[t].name)} ({comp.tiles[t].vp} VP, public)" for t in p.tiles]
        if done:
            more.append("Accomplished: " + ", ".join(done))
        if more:
            lines.append("  " + " · ".join(more))
        return "\n".join(lines)

    def _quest_name(self, q: int) -> str:
        quest = self.comp.quests[q]
        return f"{escape(quest.name)} ({quest.vp} VP)"

    def _artifact_name(self, a: int) -> str:
        art = self.comp.artifacts[a]
        return f"{escape(art.name)} ({art.vp} VP)"

    def status(self, view: DominariaView, names: Sequence[str]) -> str:
        self._remember(view, names)
        if view.phase in PHASE_WORDS:
            return f"[bold]{PHASE_WORDS[view.phase]}[/]"
        line = (
            f"[bold]Round {view.round}/{view.rounds}[/] · {self.who(view.current)} to play · "
            f"{plural(view.moves, 'Move')}, {plural(view.collects, 'Collect')} left"
        )
        if view.seat == view.current:
            p = view.player(view.current)
            heroes = ", ".join(self.loc(view.comp.locations[h].name) for h in p.heroes)
            line += f"\nYour pool: {self.pool_text(p)} · heroes: {heroes or 'none'}"
        return line

    def private(self, console: Console, view: DominariaView) -> None:
        self._remember(view)
        if view.seat is None:
            return
        comp = view.comp
        p = view.player(view.seat)
        hand = view.hand
        ready = tuple(self._quest_state(p, q) for q in hand)
        # Shown with the board, and whenever it changed; not again at every question.
        seen = (tuple(hand), ready)
        if not self._board_shown and self._private_shown.get(view.seat) == seen:
            return
        self._board_shown = False
        self._private_shown[view.seat] = seen
        if not hand:
            if view.phase != "keep":
                console.print("[bold]Your quests:[/] none in hand")
            return
        console.print(f"[bold]Your quests[/] ({len(hand)}):")
        for q, state in zip(hand, ready, strict=True):
            quest = comp.quests[q]
            mark = {"ready": " [green]✓ can complete now[/]", "start": " [green]✓ can start now[/]"}.get(
                state, ""
            )
            console.print(f"  [bold]{escape(quest.name)}[/] ({quest.vp} VP): {self.words.quest(quest)}{mark}")

    def _quest_state(self, p: Any, q: int) -> str:
        quest = self.comp.quests[q]
        if quest.start is not None:
            return "start" if holds(self.comp, p, quest.start) else ""
        return "ready" if holds(self.comp, p, quest.when) else ""

    # ---------------------------------------------------------------- the log

    def events(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        self._names = list(names)
        return [line for e in events if (line := self.event_line(e)) is not None]

    def event_line(self, e: Event) -> str | None:
        """One log line, from the event's data (its text, for an event that carries none)."""
        who = self.who(e.seat)
        d = e.detail
        data = e.data or {}
        name = escape(e.cards[0]) if e.cards else ""
        k = e.kind

        def loc(key: str) -> str:
            ref = data.get(key)
            return self.loc(ref["name"]) if isinstance(ref, dict) else self.loc(d)

        if k == "setup":
            return f"[dim]Setup: {escape(d)}[/]"
        if k == "keep_quests":
            return f"{who} keeps {plural(e.count, 'quest')}"
        if k == "place":
            return f"{who} places a hero in {loc('location')}"
        if k == "turn":
            return f"── {who}: round {data['round']} ──" if "round" in data else f"── {who}: {escape(d)} ──"
        if k == "reveal":
            c = coloured(data.get("colour", ""))
            token = data.get("token")
            extra = ""
            if token:
                what = "an artifact" if token == "artifact" else "the Cabal"
                extra = f"; {what} in {loc('location')}"
            return f"Dominaria card: [bold]{name}[/] — {c} mana on every {c} location{extra}"
        if k == "move":
            return f"{who} moves a hero {loc('src')} → {loc('dst')}"
        if k == "collect":
            return f"{who} collects {e.count} {coloured(data.get('colour', ''))} in {loc('location')}"
        if k == "hire":
            return f"{who} hires a hero in {loc('location')}"
        if k == "explore":
            return f"{who} explores {loc('location')}"
        if k == "artifact":
            return f"{who} takes the artifact [bold]{name}[/]"
        if k == "confront":
            return f"{who} defeats a cultist in {loc('location')}"
        if k == "manalith":
            return f"{who} builds a Manalith in {loc('location')}"
        if k == "leyline":
            return f"{who} creates a Leyline {loc('src')}–{loc('dst')}"
        if k == "gain_mana":
            mana = data.get("mana") or {}
            return f"{who} gains {', '.join(f'{n} {coloured(c)}' for c, n in mana.items()) or escape(d)}"
        if k == "manalith_mana":
            colours = data.get("colours") or []
            return f"{who}'s Manaliths give tokens: {', '.join(coloured(c) for c in colours) or escape(d)}"
        if k == "new_quest":
            return f"{who} takes a new quest: [bold]{name}[/]" if name else f"{who} takes a new quest"
        if k == "start_quest":
            return f"{who} starts the quest [bold]{name}[/]"
        if k == "complete_quest":
            return f"{who} completes [bold]{name}[/] ({data.get('vp', '?')} VP)"
        if k == "public_quest":
            return f"{who} claims the public quest [bold]{name}[/] ({data.get('vp', '?')} VP)"
        if k == "use_artifact":
            return f"{who} uses [bold]{name}[/]"
        if k == "count_artifact":
            return f"{who} counts [bold]{name}[/] for its one-shot ability"
        if k == "free_lost":
            ability = data.get("ability", d)
            return f"{who}'s free {escape(ABILITY_WORDS.get(ability, ability))} is lost (no legal use)"
        if k == "end_turn":
            return f"[dim]{who} ends the turn[/]"
        if k == "game_over":
            seats = data.get("winners") or []
            return f"[bold]Game over[/]: {and_list([self.who(s) for s in seats]) if seats else 'nobody'} won"
        return self.unknown_event(e)

    def unknown_event(self, e: Event) -> str:
        """An event kind this renderer does not know yet (a newer engine): its raw fields."""
        parts = [self.who(e.seat), escape(e.kind), *map(escape, e.cards), escape(e.detail)]
        return " ".join(p for p in parts if p)

    # ---------------------------------------------------------------- questions

    def prompt(self, decision: Decision) -> str:
        v = self._view
        if decision.kind == "action" and v is not None:
            return f"Your action ({plural(v.moves, 'Move')}, {plural(v.collects, 'Collect')} left)"
        if decision.kind == "pay":
            return escape(str(decision.prompt)) + " [dim](a number or a colour; numbers stay until paid)[/]"
        return escape(str(decision.prompt))

    def choice_label(self, choice: Choice) -> str:
        comp = self.comp
        verb, _, arg = choice.id.partition(":")
        if verb == "move":
            a, _, b = arg.partition("->")
            return f"Move {self.loc(a)} → {self.loc(b)}"
        if verb == "place":
            return self.loc(arg)
        if verb == "colour":
            return coloured(arg)
        if verb in ("mana", "manalith") and arg in COLOURS:  # "black mana (2)", "black Manalith token"
            return coloured(arg) + escape(choice.text()[len(arg) :])
        if verb == "keep" and arg in comp.quest_index:
            quest = comp.quests[comp.quest_index[arg]]
            return f"[bold]{escape(quest.name)}[/] ({quest.vp} VP): {self.words.quest(quest)}"
        if verb == "take" and arg in comp.artifact_index:
            a = comp.artifact_index[arg]
            return f"[bold]{escape(arg)}[/] ({comp.artifacts[a].vp} VP): {self.words.artifact(a)}"
        if verb == "defeat":
            return f"Defeat a cultist in {self.loc(arg)}"
        return self._colour_words(escape(choice.text()))

    def _colour_words(self, text: str) -> str:
        """Location names and 'N colour' amounts in a label in their colours."""
        import re

        text = re.sub(r"\b(\d+) (white|blue|black|red|green)\b", lambda m: f"{m[1]} {coloured(m[2])}", text)
        for loc in self.comp.locations:
            if loc.name in text:
                text = re.sub(rf"(?<![\w-]){re.escape(loc.name)}(?![\w-])", self.loc(loc.name), text)
        return text

    def secret_label(self, decision: Decision, choice_id: str) -> str | None:
        """What others see of a pick (in a replay): a kept quest is hidden; None: it is public."""
        return "keeps a quest" if decision.kind in SECRET_KINDS else None

    # ---------------------------------------------------------------- typed answers

    def listing(self, decision: Decision) -> list[tuple[str, str]]:
        """The numbered rows: by position, except in a payment (`pay_slots`)."""
        labels = {c.id: self.choice_label(c) for c in decision.choices}
        if decision.kind != "pay":
            return [(str(i + 1), labels[c.id]) for i, c in enumerate(decision.choices)]
        return [(str(n + 1), labels[cid]) for n, cid in enumerate(self.pay_slots(decision)) if cid in labels]

    @staticmethod
    def pay_slots(decision: Decision) -> list[str]:
        """A payment's numbering: its automatic choices, then every token kind held as it
        started (the decision's `tokens`, the same on each of its steps); number N is slot N-1.
        A slot whose token is spent or cannot pay this step is not offered, and keeps its number."""
        ids = [c.id for c in decision.choices]
        slots = [cid for cid in ids if cid in PAY_AUTO]
        slots += [str(t) for t in decision.data.get("tokens", ())]
        return slots + [cid for cid in ids if cid not in slots]  # (anything else, last)

    def resolve(self, text: str, decision: Decision) -> tuple[str | None, str] | None:
        """Answers read before the generic rules: a payment's stable numbers and colour names,
        `a`; a colour's name (English or Russian) for a colour pick. None: not ours."""
        if decision.kind == "pay":
            return self._resolve_pay(text, decision)
        if decision.kind == "any_mana":
            words = [_fold(w) for w in text.split()]
            colours = {colour_of(w) for w in words if w}
            if len(words) == 1 and len(colours) == 1 and None not in colours:
                colour = colours.pop()
                assert colour is not None
                if decision.find(f"colour:{colour}") is not None:
                    return f"colour:{colour}", ""
                return None, f"the supply has no {coloured(colour)} mana left"
        return None

    def _resolve_pay(self, text: str, decision: Decision) -> tuple[str | None, str] | None:
        offered = {c.id for c in decision.choices}
        slots = self.pay_slots(decision)
        t = text.strip()
        if t.lower() in offered:
            return None  # an id: the generic rules take it as it is
        if t.isdigit():
            n = int(t)
            if not 1 <= n <= len(slots):
                keys = ", ".join(k for k, _ in self.listing(decision))
                return None, f"{n} is not a choice number ({keys})"
            cid = slots[n - 1]
            if cid in offered:
                return cid, ""
            return None, f"{n} is the {self._token_words(cid)}: {self._why_not(cid, decision)}"
        words = [w for w in (_fold(w) for w in t.split()) if w]
        if words in (["a"], ["automatically"]):
            auto = next((cid for cid in slots if cid in PAY_AUTO and cid in offered), None)
            return (auto, "") if auto is not None else None
        colours, kinds = set(), set()
        for w in words:
            if any(w.startswith(m) for m in MANALITH_WORDS):
                kinds.add("manalith")
            elif any(w.startswith(m) for m in MANA_WORDS):
                kinds.add("mana")
            elif (colour := colour_of(w)) is not None:
                colours.add(colour)
            elif w not in PAY_FILLER:
                return None  # not a payment in words: the generic rules (labels, names) try
        if len(colours) != 1 or len(kinds) > 1:
            if not colours:
                return None
            return None, "name one colour (and [bold]manalith[/] for a Manalith token), or type its number"
        colour = colours.pop()
        order = list(kinds) if kinds else ["mana", "manalith"]  # ordinary mana first
        for kind in order:
            if f"{kind}:{colour}" in offered:
                return f"{kind}:{colour}", ""
        return None, self._why_not(f"{order[0]}:{colour}", decision)

    @staticmethod
    def _token_words(cid: str) -> str:
        kind, _, colour = cid.partition(":")
        if kind == "manalith":
            return f"{coloured(colour)} Manalith token"
        if kind == "mana":
            return f"{coloured(colour)} mana"
        return escape(cid)

    def _why_not(self, cid: str, decision: Decision) -> str:
        """Why a token kind cannot pay now: the step wants another colour, or none is left."""
        colour = cid.partition(":")[2]
        need = str(decision.data.get("colour", "any colour"))
        if need in COLOURS and colour != need:
            return f"this step needs {coloured(need)} mana"
        what = "Manalith token" if cid.startswith("manalith:") else "mana"
        return f"you have no {coloured(colour)} {what} left"

    @staticmethod
    def _parts(choice_id: str) -> tuple[str, list[str]]:
        verb, _, arg = choice_id.partition(":")
        if not arg:
            return verb, []
        if verb == "move":
            return verb, arg.split("->")
        if verb == "leyline":
            return verb, arg.split("|")
        return verb, [arg]

    def match(self, text: str, decision: Decision) -> tuple[list[str], str | None]:
        words = _norm(text.replace("->", " ").replace("→", " ").replace("|", " ").replace(",", " ")).split()
        words = [w for w in words if w not in ("-", "–", "—", ">")]
        if not words:
            return [], None
        ids = {c.id for c in decision.choices}
        if words == ["a"] and PAY_AUTO[0] in ids:  # pay automatically: ordinary mana first
            return [PAY_AUTO[0]], None
        if len(words) == 1 and SHORTCUTS.get(words[0]) in ids:
            return [SHORTCUTS[words[0]]], None
        parsed = [(c.id, *self._parts(c.id)) for c in decision.choices]
        verbs = {v for _, v, _ in parsed}
        head = SYNONYMS.get(words[0], words[0])
        if head not in verbs and len(head) >= 3:
            starts = [v for v in verbs if v.startswith(head)]
            head = starts[0] if len(starts) == 1 else head
        verb = head if head in verbs else None
        rest = words[1:] if verb is not None else words
        cands = [(cid, args) for cid, v, args in parsed if verb is None or v == verb]
        if verb is not None and not rest:
            return [cid for cid, _ in cands], None
        for attempt in (rest, [w for w in rest if w not in FILLER]):
            if not attempt:
                continue
            scored = [
                (score, cid) for cid, args in cands if (score := self._score(attempt, args, cid)) is not None
            ]
            if scored:
                best = min(s for s, _ in scored)
                return [cid for s, cid in scored if s == best], None
        return [], self._hint(words, verb, rest)

    @staticmethod
    def _score(words: list[str], args: list[str], cid: str) -> int | None:
        """How well typed words name a choice's arguments (lower is better; None: they do not)."""
        if not args:
            return None
        best: int | None = None

        def consider(score: int | None) -> None:
            nonlocal best
            if score is not None and (best is None or score < best):
                best = score

        orders = [args, args[::-1]] if cid.startswith("leyline:") else [args]
        for order in orders:
            if len(order) == 1:
                consider(_tier(" ".join(words), order[0]))
            else:
                for i in range(1, len(words)):
                    a, b = _tier(" ".join(words[:i]), order[0]), _tier(" ".join(words[i:]), order[1])
                    if a is not None and b is not None:
                        consider(a + b)
        if len(args) == 2:  # one name: a move's destination, either end of a Leyline
            single = [args[1]] if cid.startswith("move:") else args
            for arg in single:
                t = _tier(" ".join(words), arg)
                consider(None if t is None else t + 3)  # two names matched beat one
        return best

    def _hint(self, words: list[str], verb: str | None, rest: list[str]) -> str:
        head = SYNONYMS.get(words[0], words[0])
        if verb is None and head in VERBS and len(words) > 1:
            return f"no {head} is possible now"
        query = " ".join(rest)
        named = self._named(query)
        if not named:
            return f"no location, quest or artifact called {query!r}"
        if verb is not None:
            return f"cannot {verb} {and_list(named[:3])} now"
        return f"{and_list(named[:3])} is not one of the choices now"

    def _named(self, query: str) -> list[str]:
        """Names of components a query (normalised) picks: the best tier only."""
        comp = self.comp
        pool = [loc.name for loc in comp.locations] + [q.name for q in comp.quests]
        pool += [a.name for a in comp.artifacts] + [t.name for t in comp.tiles]
        tiers = [(t, n) for n in pool if (t := _tier(query, n)) is not None]
        if not tiers:
            return []
        best = min(t for t, _ in tiers)
        return [n for t, n in tiers if t == best]

    def info(self, text: str) -> str | None:
        comp = self.comp
        names = self._named(_norm(text))
        if not names:
            return f"[red]No location, quest, artifact or public quest called {escape(text)!r}[/]"
        if len(names) > 1:
            return "[red]Which one? " + ", ".join(escape(n) for n in names) + "[/]"
        name = names[0]
        if name in comp.loc_index:
            return self._location_info(comp.loc_index[name])
        if name in comp.quest_index:
            quest = comp.quests[comp.quest_index[name]]
            return f"[bold]{escape(name)}[/] (quest, {quest.vp} VP): {self.words.quest(quest)}"
        if name in comp.artifact_index:
            a = comp.artifact_index[name]
            return f"[bold]{escape(name)}[/] (artifact, {comp.artifacts[a].vp} VP): {self.words.artifact(a)}"
        tile = next(t for t in comp.tiles if t.name == name)
        return (
            f"[bold]{escape(name)}[/] (public quest, {escape(tile.type)}, {tile.vp} VP): "
            f"claimed at once by the first player with {self.words.condition(tile.when)}"
        )

    def _location_info(self, x: int) -> str:
        comp = self.comp
        loc = comp.locations[x]
        colour = COLOURS[loc.colour]
        start = ", a start location" if x in comp.start else ""
        head = f"[bold]{self.loc(loc.name)}[/] ({coloured(colour)}{start})"
        lines = [head, "  Next to: " + ", ".join(self.loc(comp.locations[y].name) for y in comp.adjacent[x])]
        v = self._view
        if v is not None:
            lines.append(
                f"  Now: {plural(v.mana_on[x], 'mana token')}, {plural(v.cabal_on[x], 'Cabal token')}, "
                f"{plural(v.artifact_on[x], 'artifact token')}"
            )
            here = [self.who(s) for s in range(v.num_players) if x in v.player(s).heroes]
            liths = [self.who(s) for s in range(v.num_players) if x in v.player(s).manaliths]
            if here:
                lines.append("  Heroes of " + ", ".join(here))
            if liths:
                lines.append("  Manaliths of " + ", ".join(liths))
        return "\n".join(lines)

    def auto_answer(self, decision: Decision) -> str | None:
        # A question with one possible answer is not asked, except the turn's actions (so the
        # player sees where the turn stands before it ends).
        choices = decision.choices
        return choices[0].id if len(choices) == 1 and decision.kind != "action" else None

    def full_board(self, previous: str | None, decision: Decision, others_moved: bool) -> bool:
        """The whole board when others moved since this seat's last answer; within a turn the
        status line (pool, heroes, actions left) follows each action, and `b` shows it all."""
        return others_moved

    def help_text(self) -> str:
        return HELP

    # ---------------------------------------------------------------- the end

    def outcome(self, console: Console, view: DominariaView, outcome: Outcome, names: Sequence[str]) -> None:
        self._remember(view, names)
        console.print(self.map_table(view, console.width))
        for s in range(view.num_players):
            console.print(self.player_block(view, s))
        n = view.num_players
        breakdown = outcome.details.get("breakdown") or [view.score(s) for s in range(n)]
        quests = outcome.details.get("quests") or [0] * n
        table = Table(title="Final scores", box=box.SIMPLE_HEAD, title_justify="left")
        table.add_column("VP from", no_wrap=True)
        for s in range(n):
            table.add_column(f"{self.tag(s)}\n{self.who(s)}", justify="right")
        for src in SOURCES:
            table.add_row(SOURCE_WORDS[src], *(str(b[src]) for b in breakdown))
        table.add_section()
        table.add_row("[bold]Total[/]", *(f"[bold]{b['total']}[/]" for b in breakdown))
        table.add_row("Completed quests (tie-break)", *(str(q) for q in quests))
        table.add_row(
            "Result",
            *(
                ("[bold green]★ winner[/]" if len(outcome.winners) == 1 else "[green]★ shared win[/]")
                if s in outcome.winners
                else ""
                for s in range(n)
            ),
        )
        console.print(table)
        console.print(self.verdict(outcome, breakdown, quests))

    def verdict(self, outcome: Outcome, breakdown: Sequence[dict[str, int]], quests: Sequence[int]) -> str:
        rounds = outcome.details.get("rounds")
        after = f"The game ended after {rounds} rounds. " if rounds else "The game ended. "
        winners = list(outcome.winners)
        if not winners:
            return after + "Nobody won."
        top = breakdown[winners[0]]["total"]
        level = [s for s in range(len(breakdown)) if breakdown[s]["total"] == top]
        names = and_list([self.who(s) for s in winners])
        if len(winners) > 1:
            return (
                after
                + f"{names} share the win with {top} VP and "
                + f"{plural(quests[winners[0]], 'completed quest')} each."
            )
        if len(level) > 1:
            others = and_list([self.who(s) for s in level if s != winners[0]])
            return after + (
                f"{names} wins: {top} VP, tied with {others}"
                f"; the tie-break (most completed quests, public ones included) gives it with "
                f"{quests[winners[0]]}."
            )
        return after + f"{names} wins with {top} VP."
