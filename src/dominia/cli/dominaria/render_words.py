"""Heroes of Dominaria's terminal renderer, its shared part: messages as rich markup (a location in
its colour, a player in theirs, a name in bold), the data's conditions and effects in words, and
the renderer's base (the last view shown, the players' names, the reader's tables).

The board, the log, the choices and typed answers (render_board, render_log, render_choices,
render_input) build on `RendererBase`; `render.DominariaRenderer` puts them together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.markup import escape

from dominia.core.i18n import PSEUDO, Msg, Seat, Text, Translator, msg, slug
from dominia.games.dominaria import texts
from dominia.games.dominaria.components import Components, Quest, shipped
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


# verbs the reader's table gives words for (board-verbs-<verb>)
LOCAL_VERBS = tuple(v for v in VERBS if v not in ("colour", "mana", "auto"))


NAME_PREFIXES = ("quest-", "artifact-", "public-quest-", "card-", "hero-")  # shown in bold


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


class RendererBase:
    """The last view shown, the players' names and the reader's tables; words and names from them."""

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

    def _item(self, name: Msg, vp: int, text: Text) -> str:
        """A quest or artifact with its VP and what it does."""
        return self.t(msg("board-item", name=name, vp=vp, text=text))
