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

from dominia.cli.domination.render_board import BoardDrawing
from dominia.cli.domination.render_input import AnswerReading
from dominia.cli.domination.render_log import LogLines


class DominationRenderer(BoardDrawing, LogLines, AnswerReading):
    """The terminal's renderer for Domination (cli.render.Renderer): the board (render_board),
    the log (render_log), the choices (render_choices) and typed answers (render_input)."""


__all__ = ["DominationRenderer"]
