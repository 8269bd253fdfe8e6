"""Heroes of Dominaria on the terminal: the map by colour, players' boards, quests in words, names.

Everything shown comes from a `DominariaView` (one seat's view or a spectator's) and from
events already redacted for that viewer: a seat sees its own quest hand, never another's.
Views are live (they read the state when asked), so the view last shown is also what choice
labels, typed names and `i NAME` use. Quests, artifacts and tiles are described from the
component tables in words, so a replaced component file reads right without code changes.

Every word comes from the message tables (the game's `locales/`, then the terminal's) in the
reader's language: `t()` formats a message as rich markup, escaping the table's words and
styling its arguments (a location in its colour, a player in theirs, a name in bold); nested
messages are formatted the same way first, so their arguments keep their styles.

Typed answers (`match`): an optional verb and location, quest or artifact names (in English or
in the reader's language), any case, unique beginnings of a name or of one of its words
(`collect ham`, `move urborg orvada`, `leyline orvada shanodin`, `complete keldon`, `keldon`);
`e` ends the turn, `s` skips, `a` pays automatically (ordinary mana first when the engine
offers that).

Paying (`listing`, `resolve`): the token kinds a payment started with are numbered once, from
the decision's `tokens`, so a number means the same token until the payment is done (a token
spent or unusable for the step keeps its number, unlisted); a colour name, in English, Russian,
Ukrainian or Hungarian, pays with that colour's ordinary mana, or its Manalith token when no
ordinary mana of it is left (`black`, `чёрная`, `black manalith`, `красный маналит`).
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
from dominia.core.i18n import PSEUDO, Msg, Seat, Text, Translator, msg, slug
from dominia.games.dominaria import texts
from dominia.games.dominaria.components import Components, Quest, shipped
from dominia.games.dominaria.conditions import holds
from dominia.games.dominaria.scoring import SOURCES
from dominia.games.dominaria.spec import SPEC
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
# verbs the reader's table gives words for (board-verbs-<verb>)
LOCAL_VERBS = tuple(v for v in VERBS if v not in ("colour", "mana", "auto"))
SHORTCUTS = {"e": "end", "pass": "end", "s": "skip", "a": "auto"}
PAY_AUTO = ("auto:keep", "auto")  # "a" (and the first number) pays the first of these offered
# Colour words (folded: lower case, no accents, ё -> е): English names and their beginnings of
# 3 letters or more; Russian and Ukrainian stems (any gender or case: чёрная, черную, синій,
# зелёной, червона...); Hungarian names.
COLOUR_STEMS = {
    "white": ("бел", "біл", "feher"),
    "blue": ("син", "голуб", "блакит", "kek"),
    "black": ("черн", "чорн", "fekete"),
    "red": ("красн", "червон", "piros"),
    "green": ("зелен", "zold"),
}
MANALITH_WORDS = ("manalith", "маналит", "маналіт", "manalit")  # beginnings: a Manalith token
MANA_WORDS = ("mana", "ordinary", "ман", "обычн", "звичайн")  # beginnings: ordinary mana (after the above)
PAY_FILLER = {
    "pay",
    "with",
    "the",
    "one",
    "token",
    "tokens",
    "платить",
    "заплатить",
    "жетон",
    "жетоном",
    "заплатити",
}
FILLER = {"to", "from", "in", "on", "and", "between", "at", "the"}
SECRET_KINDS = ("keep_quest", "new_quest")  # picks from a quest hand: only their chooser sees them
DIM_EVENTS = ("setup", "end_turn")
NAME_PREFIXES = ("quest-", "artifact-", "public-quest-", "card-", "hero-")  # shown in bold

# The help: prose lines, and lines of an example command (bold) with what it does.
HELP_LINES: tuple[tuple[str, str], ...] = (
    ("", "board-help-answer"),
    ("", "board-help-words"),
    ("board-help-cmd-collect", "board-help-collect"),
    ("board-help-cmd-move", "board-help-move"),
    ("board-help-cmd-abilities", "board-help-abilities"),
    ("board-help-cmd-leyline", "board-help-leyline"),
    ("board-help-cmd-quests", "board-help-quests"),
    ("board-help-cmd-keep", "board-help-keep"),
    ("board-help-cmd-shortcuts", "board-help-shortcuts"),
    ("", "board-help-paying"),
    ("", "board-help-commands"),
    ("?", "board-help-help"),
    ("b", "board-help-board"),
    ("c", "board-help-choices"),
    ("board-help-cmd-info", "board-help-info"),
    ("q", "board-help-quit"),
)


class Markup(str):
    """Rich markup already made (escaped and styled): a message argument passed on as it is."""


def coloured(colour: str, text: str | None = None) -> str:
    return f"[{COLOUR_STYLES.get(colour, 'bold')}]{escape(text or colour)}[/]"


def _cap(text: str) -> str:
    """The first letter in upper case (after the pseudo-language's bracket)."""
    i = 1 if text[:1] == "⟦" else 0
    return text[:i] + text[i : i + 1].upper() + text[i + 1 :]


def _norm(text: str) -> str:
    """Lower case without apostrophes, single spaces (what typed names are compared as)."""
    return " ".join(text.lower().replace("'", "").replace("’", "").replace("«", "").replace("»", "").split())


def _fold(word: str) -> str:
    """A typed word compared without case or accents (ё is е), letters and digits only."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", word).casefold() if ch.isalnum())


def colour_of(word: str) -> str | None:
    """The colour a typed (folded) word names, in English, Russian, Ukrainian or Hungarian, or None."""
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


# ---------------------------------------------------------------- formatting


class Format:
    """Messages as rich markup in one language, for one component set."""

    def __init__(self, comp: Components, tr: Translator) -> None:
        self.comp = comp
        self.tr = tr
        self._loc_colour = {f"location-{slug(loc.name)}": COLOURS[loc.colour] for loc in comp.locations}

    def __call__(self, m: Text | Any) -> str:
        """A message (or plain text) as markup: its words escaped, its arguments styled."""
        if isinstance(m, Markup):
            return m
        if isinstance(m, Seat):
            return self.who(int(m))
        if not isinstance(m, Msg):
            return escape(str(m))
        args = {k: self._arg(v) for k, v in m.args.items()}
        text = self.tr(Msg(m.key, args, m.fallback), escape=escape, decorate=self._decorate)
        return self._style(m.key, text)

    def _arg(self, v: Any) -> Any:
        if isinstance(v, Msg):  # formatted first, so that its own arguments keep their styles
            return Markup(self(v))
        if isinstance(v, (list, tuple)):
            return Markup(", ".join(self(x) for x in v))
        return v

    def _decorate(self, value: Any, text: str) -> str:
        if isinstance(value, Markup):
            return str(value)
        if isinstance(value, Seat):
            return self.who(int(value))
        return text

    def _style(self, key: str, text: str) -> str:
        style = None
        if key.startswith("location-"):
            style = COLOUR_STYLES.get(self._loc_colour.get(key, ""))
        elif key.startswith(("color-", "mana-", "token-", "pool-")):
            style = COLOUR_STYLES.get(key.split("-")[1])
        elif key.startswith(NAME_PREFIXES):
            style = "bold"
        return f"[{style}]{text}[/]" if style else text

    def plain(self, m: Text) -> str:
        """A message as plain text (for comparing typed names)."""
        return self.tr(m)

    def who(self, seat: int) -> str:
        return f"[{PLAYER_STYLES[seat % len(PLAYER_STYLES)]}]{escape(self.tr.player(seat))}[/]"


class Words:
    """The data's conditions and effects in words (docs/dominaria.md's vocabulary), as markup."""

    def __init__(self, comp: Components, tr: Translator | None = None, *, fmt: Format | None = None) -> None:
        self.comp = comp
        self.t = fmt or Format(comp, tr or Translator("en", SPEC.packages("dominia.cli")))

    def loc(self, name: str) -> str:
        return self.t(texts.location(name))

    def mana(self, table: dict[str, int]) -> str:
        return self.t(texts.mana_table(table))

    def cost(self, cost: dict[str, int]) -> str:
        return self.t(texts.cost_table(cost))

    def condition(self, cond: dict[str, Any]) -> str:
        return self.t(texts.condition(cond))

    def effect(self, effect: dict[str, Any]) -> str:
        return self.t(texts.effect(effect))

    def quest(self, q: Quest) -> str:
        return self.t(texts.quest_text(q))

    def artifact(self, a: int) -> str:
        return self.t(texts.artifact_text(self.comp.artifacts[a]))


# ---------------------------------------------------------------- the renderer


class DominariaRenderer:
    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self._tr = Translator(lang, SPEC.packages("dominia.cli"))
        self._view: DominariaView | None = None
        self._names: list[str] = []
        self._format: Format | None = None
        self._local: dict[str, str] = {}  # a component's English name -> the reader's
        # what a player may type is compared with the words of the language (not the pseudo one)
        self._typed = Translator("en" if lang == PSEUDO else lang, SPEC.packages("dominia.cli"))
        # verbs typed in the reader's language -> the verbs of choice ids
        self._verb_words = {
            word: verb
            for verb in LOCAL_VERBS
            for word in _norm(self._typed(msg(f"board-verbs-{verb}"))).split()
        }
        self._board_shown = False  # private(): after a board, show the hand again
        self._private_shown: dict[int, tuple[object, ...]] = {}  # seat -> what private() last showed

    # ---------------------------------------------------------------- helpers

    @property
    def comp(self) -> Components:
        return self._view.comp if self._view is not None else shipped()

    @property
    def t(self) -> Format:
        """The formatter for the components shown and the players' names."""
        f = self._format
        if f is None or f.comp is not self.comp or f.tr.players != self._names:
            f = self._format = Format(self.comp, self._tr.with_players(self._names))
        return f

    @property
    def words(self) -> Words:
        return Words(self.comp, fmt=self.t)

    def _remember(self, view: DominariaView, names: Sequence[str] | None = None) -> None:
        self._view = view
        if names is not None:
            self._names = list(names)

    def tag(self, seat: int) -> str:
        style = PLAYER_STYLES[seat % len(PLAYER_STYLES)]
        return f"[{style}]{escape(self.t.plain(msg('board-tag', n=seat + 1)))}[/]"

    def who(self, seat: int | None) -> str:
        if seat is None:
            return ""
        return self.t.who(seat)

    def loc(self, name: str) -> str:
        return self.t(texts.location(name))

    def _leyline(self, a: int, b: int) -> str:
        locs = self.comp.locations
        return f"{self.loc(locs[a].name)}–{self.loc(locs[b].name)}"

    def _mana(self, c: str, n: int) -> str:
        return self.t(texts.mana(c, n))

    def _list(self, items: Sequence[str]) -> str:
        """Markup items joined with ", " (or the table's "none")."""
        return ", ".join(items) if items else self.t(msg("board-none"))

    # ---------------------------------------------------------------- the board

    def intro(
        self, console: Console, view: DominariaView, names: Sequence[str], options: dict[str, Any]
    ) -> None:
        self._remember(view, names)
        t = self.t
        mana = options.get("start_mana", 1)
        head = t(msg("board-intro", players=view.num_players, rounds=view.rounds))
        line = f"[bold]{head}[/] · " + t(msg("board-intro-mana", mana=mana))
        if mana == 2:
            line += " " + t(msg("board-variant"))
        console.print(line)
        # whose design the components are (the shipped set is Dominia's stand-in), and where from
        summary: Msg = texts.summary(view.comp)
        if options.get("components"):
            summary = msg("board-components-from", summary=summary, folder=str(options["components"]))
        console.print(f"[bold]{t(msg('board-components'))}[/] {t(summary)}")
        console.print(
            t(msg("board-on-the-board"))
            + " "
            + " · ".join(f"{self.tag(s)} {self.who(s)}" for s in range(len(names)))
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
        t = self.t
        if view.phase in ("keep", "place"):
            head = ""  # the status line says it
        else:
            rnd = min(view.round, view.rounds)
            head = f"[bold]{t(msg('board-round', round=rnd, rounds=view.rounds))}[/] · "
            head += t(msg("board-turn-of", seat=Seat(view.current)))
        if view.last_card >= 0:
            card = comp.cards[view.last_card]
            parts: list[Text] = [msg("board-colour-mana", colour=texts.colour(COLOURS[card.colour]))]
            if card.artifact >= 0:
                parts.append(
                    msg("board-card-artifact", location=texts.location(comp.locations[card.artifact].name))
                )
            if card.cabal >= 0:
                parts.append(
                    msg("board-card-cabal", location=texts.location(comp.locations[card.cabal].name))
                )
            sep = " · " if head else ""
            head += sep + t(
                msg("board-dominaria-card", card=texts.card(card.name), what=texts.parts_list(parts))
            )
        return head

    def map_table(self, view: DominariaView, width: int = 120) -> Table:
        """Locations by colour with their tokens and who is there; their neighbours when the
        console is wide enough (else `i NAME` tells them)."""
        comp = view.comp
        t = self.t
        wide = width >= 110
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, caption_justify="left")
        table.caption = t(msg("board-map-caption")) + (
            "" if wide else " · " + t(msg("board-map-caption-narrow"))
        )
        for head, justify in (
            ("board-col-colour", "left"),
            ("board-col-location", "left"),
            ("board-col-mana", "right"),
            ("board-col-cabal", "right"),
            ("board-col-artifact", "right"),
            ("board-col-heroes", "left"),
            ("board-col-manaliths", "left"),
            *((("board-col-next", "left"),) if wide else ()),
        ):
            table.add_column(t(msg(head)), justify=justify)
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
                    "" if i else coloured(colour, _cap(t.plain(texts.colour(colour)))),
                    self.loc(loc.name) + (" ★" if x in comp.start else ""),
                    coloured(colour, str(view.mana_on[x])) if view.mana_on[x] else "[dim]-[/]",
                    f"[bold]{view.cabal_on[x]}[/]" if view.cabal_on[x] else "[dim]-[/]",
                    f"[bold]{view.artifact_on[x]}[/]" if view.artifact_on[x] else "[dim]-[/]",
                    " ".join(heroes),
                    " ".join(liths),
                    *(
                        (
                            ", ".join(
                                escape(t.plain(texts.location(comp.locations[y].name)))
                                for y in comp.adjacent[x]
                            ),
                        )
                        if wide
                        else ()
                    ),
                )
            table.add_section()
        return table

    def public_line(self, view: DominariaView) -> str:
        comp = view.comp
        t = self.t
        tops = []
        taken = [tt for s in range(view.num_players) for tt in view.player(s).tiles]
        for top in view.public_tops:
            if top >= 0:
                tile = comp.tiles[top]
                left = sum(1 for i, x in enumerate(comp.tiles) if x.type == tile.type and i not in taken)
                vp = Markup(f"[bold]{t(msg('vp', vp=tile.vp))}[/]")
                tops.append(
                    t(
                        msg(
                            "board-public-tile",
                            name=texts.public_quest(tile.name),
                            vp=vp,
                            needs=texts.condition(tile.when),
                            left=left,
                        )
                    )
                )
        line = f"[bold]{t(msg('board-public'))}[/] " + (
            " · ".join(tops) if tops else t(msg("board-public-none"))
        )
        supply = ", ".join(self._mana(c, k) for c, k in zip(COLOURS, view.supply, strict=True))
        decks = view.deck_sizes
        return (
            line
            + "\n[dim]"
            + t(
                msg(
                    "board-supply",
                    mana=Markup(supply),
                    quests=decks["quests"],
                    artifacts=decks["artifacts"],
                    cards=decks["dominaria"],
                )
            )
            + "[/]"
        )

    def pool_text(self, p: Any) -> str:
        t = self.t
        parts = [self._mana(c, k) for c, k in zip(COLOURS, p.pool, strict=True) if k]
        tokens = [t(texts.colour(COLOURS[c])) for c in range(len(COLOURS)) if p.mtokens[c]]
        text = ", ".join(parts) if parts else t(msg("board-empty"))
        if tokens:
            return t(msg("board-pool-tokens", pool=Markup(text), tokens=Markup(", ".join(tokens))))
        return text

    def player_block(self, view: DominariaView, s: int) -> str:
        comp = view.comp
        t = self.t
        p = view.player(s)
        names = comp.locations
        score = view.score(s)
        parts = ", ".join(t(msg(f"board-src-short-{src}", vp=score[src])) for src in SOURCES if score[src])
        total = f"[bold]{t(msg('vp', vp=score['total']))}[/]"
        head = f"{self.tag(s)} {self.who(s)} · {t(texts.hero(p.board))} · {total}"
        head += (f" ({parts})" if parts else "") + " · " + t(msg("board-in-hand", n=view.hand_size(s)))
        on_track = len(comp.hero_track) - p.hired
        heroes = self._list([self.loc(names[h].name) for h in p.heroes])
        lines = [
            head,
            "  "
            + t(
                msg(
                    "board-heroes-line", heroes=Markup(heroes), track=on_track, pool=Markup(self.pool_text(p))
                )
            ),
            "  "
            + t(
                msg(
                    "board-assets-line",
                    manaliths=len(p.manaliths),
                    max_manaliths=len(comp.manalith_track),
                    manalith_list=Markup(self._list([self.loc(names[m].name) for m in p.manaliths])),
                    leylines=len(p.leylines),
                    max_leylines=len(comp.leyline_track),
                    leyline_list=Markup(self._list([self._leyline(a, b) for a, b in p.leylines])),
                    cultists=p.cabal,
                    max_cultists=len(comp.cabal_track),
                )
            ),
        ]
        more = []
        if p.artifacts:
            more.append(
                t(msg("board-artifacts", list=Markup(", ".join(self._artifact_name(a) for a in p.artifacts))))
            )
        if p.started:
            more.append(
                t(msg("board-started", list=Markup(", ".join(self._quest_name(q) for q in p.started))))
            )
        done = [self._quest_name(q) for q in p.quests_done]
        done += [t(msg("board-counted", name=Markup(self._artifact_name(a)))) for a in p.counted]
        done += [
            t(msg("board-public-done", name=texts.public_quest(comp.tiles[x].name), vp=comp.tiles[x].vp))
            for x in p.tiles
        ]
        if done:
            more.append(t(msg("board-accomplished", list=Markup(", ".join(done)))))
        if more:
            lines.append("  " + " · ".join(more))
        return "\n".join(lines)

    def _quest_name(self, q: int) -> str:
        return self.t(texts.quest_vp(self.comp, q))

    def _artifact_name(self, a: int) -> str:
        return self.t(texts.artifact_vp(self.comp, a))

    def status(self, view: DominariaView, names: Sequence[str]) -> str:
        self._remember(view, names)
        t = self.t
        if view.phase in ("keep", "place", "over"):
            return f"[bold]{t(msg(f'board-phase-{view.phase}'))}[/]"
        line = f"[bold]{t(msg('board-round', round=view.round, rounds=view.rounds))}[/] · " + t(
            msg(
                "board-status",
                seat=Seat(view.current),
                moves=msg("board-moves", n=view.moves),
                collects=msg("board-collects", n=view.collects),
            )
        )
        if view.seat == view.current:
            p = view.player(view.current)
            heroes = self._list([self.loc(view.comp.locations[h].name) for h in p.heroes])
            line += "\n" + t(msg("board-your-pool", pool=Markup(self.pool_text(p)), heroes=Markup(heroes)))
        return line

    def private(self, console: Console, view: DominariaView) -> None:
        self._remember(view)
        if view.seat is None:
            return
        comp = view.comp
        t = self.t
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
                console.print(f"[bold]{t(msg('board-your-quests'))}:[/] {t(msg('board-none-in-hand'))}")
            return
        console.print(f"[bold]{t(msg('board-your-quests'))}[/] ({len(hand)}):")
        for q, state in zip(hand, ready, strict=True):
            quest = comp.quests[q]
            mark = {"ready": "board-can-complete", "start": "board-can-start"}.get(state)
            line = self._item(texts.quest(quest.name), quest.vp, texts.quest_text(quest))
            console.print("  " + line + (f" [green]{t(msg(mark))}[/]" if mark else ""))

    def _item(self, name: Msg, vp: int, text: Text) -> str:
        """A quest or artifact with its VP and what it does."""
        return self.t(msg("board-item", name=name, vp=vp, text=text))

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
        """One log line, from the event's data (the game's event texts)."""
        m = texts.TEXTS.event(e)
        if m is None:
            return self.unknown_event(e)
        line = self.t(m)
        return f"[dim]{line}[/]" if e.kind in DIM_EVENTS else line

    def unknown_event(self, e: Event) -> str:
        """An event kind this renderer does not know yet (a newer engine): its raw fields."""
        parts = [self.who(e.seat), escape(e.kind), *map(escape, e.cards), escape(e.detail)]
        return " ".join(p for p in parts if p)

    # ---------------------------------------------------------------- questions

    def prompt(self, decision: Decision) -> str:
        v = self._view
        t = self.t
        if decision.kind == "action" and v is not None:
            return t(
                msg(
                    "board-prompt-action",
                    moves=msg("board-moves", n=v.moves),
                    collects=msg("board-collects", n=v.collects),
                )
            )
        if decision.kind == "pay":
            return t(decision.prompt) + f" [dim]{t(msg('board-pay-hint'))}[/]"
        return t(decision.prompt)

    def choice_label(self, choice: Choice) -> str:
        comp = self.comp
        verb, _, arg = choice.id.partition(":")
        if verb == "keep" and arg in comp.quest_index:
            quest = comp.quests[comp.quest_index[arg]]
            return self._item(texts.quest(quest.name), quest.vp, texts.quest_text(quest))
        if verb == "take" and arg in comp.artifact_index:
            a = comp.artifact_index[arg]
            art = comp.artifacts[a]
            return self._item(texts.artifact(art.name), art.vp, texts.artifact_text(art))
        if verb in ("mana", "manalith") and arg in COLOURS:  # "black mana (2)", "black Manalith token"
            return coloured(arg, self.t.plain(choice.label)) if choice.label else coloured(arg)
        if not choice.label:
            return escape(choice.id)
        return self.t(choice.label)

    def secret_label(self, decision: Decision, choice_id: str) -> str | None:
        """What others see of a pick (in a replay): a kept quest is hidden; None: it is public."""
        return self.t(msg("board-keeps-quest")) if decision.kind in SECRET_KINDS else None

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
        `a`; a colour's name (in any of the tables' languages) for a colour pick. None: not ours."""
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
                return None, self.t(msg("board-supply-empty", colour=texts.colour(colour)))
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
                return None, self.t(msg("board-not-a-number", n=n, keys=keys))
            cid = slots[n - 1]
            if cid in offered:
                return cid, ""
            why = Markup(self._why_not(cid, decision))
            return None, self.t(msg("board-slot-is", n=n, token=Markup(self._token_words(cid)), why=why))
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
            word = Markup(f"[bold]{self.t(msg('board-word-manalith'))}[/]")  # a word `resolve` reads
            return None, self.t(msg("board-name-one-colour", manalith=word))
        colour = colours.pop()
        order = list(kinds) if kinds else ["mana", "manalith"]  # ordinary mana first
        for kind in order:
            if f"{kind}:{colour}" in offered:
                return f"{kind}:{colour}", ""
        return None, self._why_not(f"{order[0]}:{colour}", decision)

    def _token_words(self, cid: str) -> str:
        kind, _, colour = cid.partition(":")
        if colour not in COLOURS:
            return escape(cid)
        if kind == "manalith":
            return self.t(msg(f"token-{colour}"))
        if kind == "mana":
            return self.t(msg("board-colour-mana", colour=texts.colour(colour)))
        return escape(cid)

    def _why_not(self, cid: str, decision: Decision) -> str:
        """Why a token kind cannot pay now: the step wants another colour, or none is left."""
        colour = cid.partition(":")[2]
        need = str(decision.data.get("colour", "any colour"))
        if need in COLOURS and colour != need:
            return self.t(msg("board-step-needs", colour=texts.colour(need)))
        key = "board-no-token-left" if cid.startswith("manalith:") else "board-no-mana-left"
        return self.t(msg(key, colour=texts.colour(colour)) if colour in COLOURS else msg(key, colour=colour))

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
        head = SYNONYMS.get(words[0]) or self._verb_words.get(words[0], words[0])
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
        if verb is not None and words[0] in self._verb_words and words[0] not in VERBS:
            # a word of the reader's language taken for a verb may begin a name ("Сбор героев")
            found, _ = self._match_names(words, parsed)
            if found:
                return found, None
        return [], self._hint(words, verb, rest)

    def _match_names(
        self, words: list[str], parsed: list[tuple[str, str, list[str]]]
    ) -> tuple[list[str], None]:
        for attempt in (words, [w for w in words if w not in FILLER]):
            scored = [
                (score, cid)
                for cid, _, args in parsed
                if (score := self._score(attempt, args, cid)) is not None
            ]
            if attempt and scored:
                best = min(s for s, _ in scored)
                return [cid for s, cid in scored if s == best], None
        return [], None

    def _names_of(self, name: str) -> list[str]:
        """A component's name as it may be typed: in English and in the reader's language."""
        local = self._local.get(name)
        if local is None:
            comp = self.comp
            if name in comp.loc_index:
                m = texts.location(name)
            elif name in comp.quest_index:
                m = texts.quest(name)
            elif name in comp.artifact_index:
                m = texts.artifact(name)
            else:
                m = texts.public_quest(name)
            local = self._local[name] = self._typed(m)
        return [name] if local == name else [name, local]

    def _tier_any(self, query: str, name: str) -> int | None:
        tiers = [t for n in self._names_of(name) if (t := _tier(query, n)) is not None]
        return min(tiers) if tiers else None

    def _score(self, words: list[str], args: list[str], cid: str) -> int | None:
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
                consider(self._tier_any(" ".join(words), order[0]))
            else:
                for i in range(1, len(words)):
                    a = self._tier_any(" ".join(words[:i]), order[0])
                    b = self._tier_any(" ".join(words[i:]), order[1])
                    if a is not None and b is not None:
                        consider(a + b)
        if len(args) == 2:  # one name: a move's destination, either end of a Leyline
            single = [args[1]] if cid.startswith("move:") else args
            for arg in single:
                t = self._tier_any(" ".join(words), arg)
                consider(None if t is None else t + 3)  # two names matched beat one
        return best

    def _hint(self, words: list[str], verb: str | None, rest: list[str]) -> str:
        head = SYNONYMS.get(words[0]) or self._verb_words.get(words[0], words[0])
        # the verb as the player typed it when it is a word of their language
        said = words[0] if words[0] in self._verb_words and words[0] not in VERBS else head
        if verb is None and head in VERBS and len(words) > 1:
            return self.t.plain(msg("board-hint-no-verb", verb=said))
        query = " ".join(rest)
        named = self._named(query)
        if not named:
            return self.t.plain(msg("board-hint-unknown", query=repr(query)))
        names = texts.and_list([self._component(n) for n in named[:3]])
        if verb is not None:
            return self.t.plain(msg("board-hint-cannot", verb=said if said != head else verb, names=names))
        return self.t.plain(msg("board-hint-not-choice", names=names))

    def _component(self, name: str) -> Msg:
        comp = self.comp
        if name in comp.loc_index:
            return texts.location(name)
        if name in comp.quest_index:
            return texts.quest(name)
        if name in comp.artifact_index:
            return texts.artifact(name)
        return texts.public_quest(name)

    def _named(self, query: str) -> list[str]:
        """Names of components a query (normalised) picks: the best tier only."""
        comp = self.comp
        pool = [loc.name for loc in comp.locations] + [q.name for q in comp.quests]
        pool += [a.name for a in comp.artifacts] + [t.name for t in comp.tiles]
        tiers = [(t, n) for n in pool if (t := self._tier_any(query, n)) is not None]
        if not tiers:
            return []
        best = min(t for t, _ in tiers)
        return [n for t, n in tiers if t == best]

    def info(self, text: str) -> str | None:
        comp = self.comp
        t = self.t
        names = self._named(_norm(text))
        if not names:
            return f"[red]{t(msg('board-info-unknown', text=repr(text)))}[/]"
        if len(names) > 1:
            which = Markup(", ".join(t(self._component(n)) for n in names))
            return f"[red]{t(msg('board-info-which', names=which))}[/]"
        name = names[0]
        if name in comp.loc_index:
            return self._location_info(comp.loc_index[name])
        if name in comp.quest_index:
            quest = comp.quests[comp.quest_index[name]]
            return t(
                msg("board-info-quest", name=texts.quest(name), vp=quest.vp, text=texts.quest_text(quest))
            )
        if name in comp.artifact_index:
            art = comp.artifacts[comp.artifact_index[name]]
            return t(
                msg(
                    "board-info-artifact", name=texts.artifact(name), vp=art.vp, text=texts.artifact_text(art)
                )
            )
        tile = next(x for x in comp.tiles if x.name == name)
        return t(
            msg(
                "board-info-public",
                name=texts.public_quest(name),
                type=texts.public_type(tile.type),
                vp=tile.vp,
                text=texts.public_text(tile.when),
            )
        )

    def _location_info(self, x: int) -> str:
        comp = self.comp
        t = self.t
        loc = comp.locations[x]
        colour = texts.colour(COLOURS[loc.colour])
        key = "board-info-location-start" if x in comp.start else "board-info-location"
        head = t(msg(key, location=Markup(f"[bold]{self.loc(loc.name)}[/]"), colour=colour))
        near = ", ".join(self.loc(comp.locations[y].name) for y in comp.adjacent[x])
        lines = [head, "  " + t(msg("board-next-to", locations=Markup(near)))]
        v = self._view
        if v is not None:
            lines.append(
                "  " + t(msg("board-now", mana=v.mana_on[x], cabal=v.cabal_on[x], artifacts=v.artifact_on[x]))
            )
            here = [self.who(s) for s in range(v.num_players) if x in v.player(s).heroes]
            liths = [self.who(s) for s in range(v.num_players) if x in v.player(s).manaliths]
            if here:
                lines.append("  " + t(msg("board-heroes-of", players=Markup(", ".join(here)))))
            if liths:
                lines.append("  " + t(msg("board-manaliths-of", players=Markup(", ".join(liths)))))
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
        t = self.t
        examples = {
            "black": Markup("[bold]black[/]"),
            # a colour in another language (the reader's, or Russian in English)
            "local": Markup(f"[bold]{t(msg('board-help-colour-word'))}[/]"),
            "black_manalith": Markup("[bold]black manalith[/]"),
            "example": Markup("[bold]move:Urborg->Orvada[/]"),
        }
        lines = []
        for cmd, key in HELP_LINES:
            text = t(Msg(key, examples))
            # examples of what to type are in the reader's words; one-letter commands are the same in all
            typed = t(msg(cmd)) if cmd.startswith("board-help-cmd-") else escape(cmd)
            lines.append(f"  [bold]{typed}[/]  {text}" if cmd else text)
        return "\n".join(lines)

    # ---------------------------------------------------------------- the end

    def outcome(self, console: Console, view: DominariaView, outcome: Outcome, names: Sequence[str]) -> None:
        self._remember(view, names)
        console.print(self.map_table(view, console.width))
        for s in range(view.num_players):
            console.print(self.player_block(view, s))
        n = view.num_players
        breakdown = outcome.details.get("breakdown") or [view.score(s) for s in range(n)]
        quests = outcome.details.get("quests") or [0] * n
        t = self.t
        table = Table(title=t(msg("board-final-scores")), box=box.SIMPLE_HEAD, title_justify="left")
        table.add_column(t(msg("board-vp-from")), no_wrap=True)
        for s in range(n):
            table.add_column(f"{self.tag(s)}\n{self.who(s)}", justify="right")
        for src in SOURCES:
            table.add_row(t(msg(f"board-src-{src}")), *(str(b[src]) for b in breakdown))
        table.add_section()
        table.add_row(f"[bold]{t(msg('board-total'))}[/]", *(f"[bold]{b['total']}[/]" for b in breakdown))
        table.add_row(t(msg("board-tie-break")), *(str(q) for q in quests))
        win = f"[bold green]{t(msg('board-winner'))}[/]" if len(outcome.winners) == 1 else ""
        win = win or f"[green]{t(msg('board-shared-win'))}[/]"
        table.add_row(t(msg("board-result")), *(win if s in outcome.winners else "" for s in range(n)))
        console.print(table)
        console.print(self.verdict(outcome, breakdown, quests))

    def verdict(self, outcome: Outcome, breakdown: Sequence[dict[str, int]], quests: Sequence[int]) -> str:
        t = self.t
        after = t(msg("generic-ended", reason=texts.TEXTS.outcome(outcome))) + ". "
        winners = list(outcome.winners)
        if not winners:
            return after + t(msg("board-nobody-won"))
        top = breakdown[winners[0]]["total"]
        level = [s for s in range(len(breakdown)) if breakdown[s]["total"] == top]
        names = texts.and_list([Seat(s) for s in winners])
        if len(winners) > 1:
            return after + t(msg("board-verdict-shared", names=names, vp=top, quests=quests[winners[0]]))
        if len(level) > 1:
            others = texts.and_list([Seat(s) for s in level if s != winners[0]])
            return after + t(
                msg("board-verdict-tie", names=names, vp=top, others=others, quests=quests[winners[0]])
            )
        return after + t(msg("board-verdict-win", names=names, vp=top))


HELP = DominariaRenderer().help_text()  # in English (the help command formats it in the reader's language)
