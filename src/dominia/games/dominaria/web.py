"""What Heroes of Dominaria adds to the web server (`dominia.server.protocol.WebHooks`): the
lobby's note on whose design the components are, and the option checks that
keep a client from naming a components folder (the server's own folder is the only one)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dominia.core.errors import InvalidOptions
from dominia.core.i18n import msg


def components_info(components: str | None = None) -> dict[str, Any]:
    """Whose design the components are (the folder itself is not shown); a bad folder raises
    ComponentError with the file and entry."""
    from dominia.games.dominaria.components import load_components, shipped

    comp = shipped() if components is None else load_components(components)
    n = len(comp.stand_in)
    kind = "stand-in" if n == len(comp.provenance) else "official" if n == 0 else "partly-stand-in"
    return {
        "kind": kind,  # the page words it with web-lobby-components-<kind>
        "summary": comp.summary(),
        "stand_in": comp.stand_in,
        "provenance": dict(comp.provenance),
        "replaced": components is not None,
        "fingerprint": comp.fingerprint,
    }


class Web:
    def assets(self) -> str:
        """Its board's page files (static/board.js, board.css)."""
        return str(Path(__file__).parent / "static")

    def catalog(self, components: str | None) -> dict[str, Any]:
        return {"components": components_info(components)}

    def components_info(self, components: str | None) -> dict[str, Any]:
        return components_info(components)

    def check_options(
        self, options: Mapping[str, Any], *, bots_only: bool, components: str | None
    ) -> dict[str, Any]:
        opts = dict(options)
        if opts.get("components") is not None or opts.get("components_fingerprint") is not None:
            raise InvalidOptions(msg("web-error-components"))
        opts["components"] = components
        return opts


WEB = Web()
