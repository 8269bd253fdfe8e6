"""What Dominion adds to the web server (`dominia.server.protocol.WebHooks`): the card sets and
recommended kingdoms the lobby form offers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Web:
    def catalog(self, components: str | None) -> dict[str, Any]:
        from dominia.games.dominion.cards import SETS
        from dominia.games.dominion.kingdoms import KINGDOMS

        return {
            "sets": dict(SETS),
            "kingdoms": [{"id": k.id, "name": k.name} for k in KINGDOMS if not k.needs],
        }

    def check_options(
        self, options: Mapping[str, Any], *, bots_only: bool, components: str | None
    ) -> dict[str, Any]:
        from dominia.games.dominion.options import kingdom_option

        opts = dict(options)
        if isinstance(opts.get("kingdom"), str):  # the lobby's text: a kingdom, or card names
            opts["kingdom"] = kingdom_option(opts["kingdom"])
        return opts


WEB = Web()
