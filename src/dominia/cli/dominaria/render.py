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

from dominia.cli.dominaria.render_board import BoardDrawing
from dominia.cli.dominaria.render_input import AnswerReading, _fold, colour_of
from dominia.cli.dominaria.render_log import LogLines
from dominia.cli.dominaria.render_words import (
    COLOUR_STYLES,
    PLAYER_STYLES,
    Format,
    Markup,
    Words,
    _norm,
    coloured,
)


class DominariaRenderer(BoardDrawing, LogLines, AnswerReading):
    """The terminal's renderer for Heroes of Dominaria (cli.render.Renderer): the board
    (render_board), the log (render_log), the choices (render_choices) and typed answers
    (render_input)."""


HELP = DominariaRenderer().help_text()  # in English (the help command formats it in the reader's language)

__all__ = [
    "COLOUR_STYLES",
    "HELP",
    "PLAYER_STYLES",
    "DominariaRenderer",
    "Format",
    "Markup",
    "Words",
    "_fold",
    "_norm",
    "colour_of",
    "coloured",
]
