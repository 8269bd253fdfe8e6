"""Domination's terminal renderer, its shared part: the reader's words, seat colours and territory names.

The board, the log, the choices and typed answers (render_board, render_log, render_choices,
render_input) all build on `RendererBase`; `render.DominationRenderer` puts them together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.markup import escape

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


class RendererBase:
    """The last view shown, the players' names and the reader's tables; words and names from them."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self._tr = Translator(lang, SPEC.packages("dominia.cli"))
        self._view: DominationView | None = None
        self._names: list[str] = []
        self._width = 100  # the console's, as last seen (to lay out long lists of moves)
        self._board_shown = False  # private(): after a board, show the hand and mission again
        self._private_shown: dict[int, tuple[object, ...]] = {}  # seat -> what private() last showed
        self._local: dict[str, tuple[str, ...]] = {}  # map name -> its territories in the reader's language

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
        index: dict[str, int] = self._view.map.index_of
        return index.get(name)

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

    def _italian(self, view: DominationView) -> bool:
        return view.options.get("cards") == "italian"

    def mission(self, mission: Msg | str) -> str:
        """A mission (markup): the player to destroy by name."""
        return self.t(mission)
