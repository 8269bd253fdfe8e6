"""What Dominion adds to the web server (`dominia.server.protocol.WebHooks`): a kingdom typed in
the lobby read as the terminal reads it (the lobby's fields come from the option schema)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any


class Web:
    def assets(self) -> str:
        """Its board's page files (static/board.js, board.css)."""
        return str(Path(__file__).parent / "static")

    def history(self, record: Any) -> dict[str, Any]:
        """The end-of-game charts of a finished game's record (`history.py`)."""
        from dominia.games.dominion.history import history

        return history(record)

    def catalog(self, components: str | None = None) -> dict[str, Any]:
        """The lobby lists the recommended kingdoms by book (`<choice_label>-group-<book>`)."""
        from dominia.games.dominion.kingdoms import kingdom_books

        return {"choice_groups": {"kingdom": kingdom_books()}}

    def check_options(
        self, options: Mapping[str, Any], *, bots_only: bool, components: str | None
    ) -> dict[str, Any]:
        from dominia.games.dominion.options import kingdom_option

        opts = dict(options)
        if isinstance(opts.get("kingdom"), str):  # the lobby's text: a kingdom, or card names
            opts["kingdom"] = kingdom_option(opts["kingdom"])
        return opts


WEB = Web()
