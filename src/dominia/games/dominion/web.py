"""What Dominion adds to the web server (`dominia.server.protocol.WebHooks`): the card sets and
recommended kingdoms the lobby form offers."""

from __future__ import annotations

from typing import Any


class Web:
    def catalog(self, components: str | None) -> dict[str, Any]:
        from dominia.games.dominion.cards import SETS
        from dominia.games.dominion.kingdoms import KINGDOMS

        return {
            "sets": dict(SETS),
            "kingdoms": [{"id": k.id, "name": k.name} for k in KINGDOMS if not k.needs],
        }


WEB = Web()
