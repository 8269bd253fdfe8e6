"""Domination in the terminal: maps by name, seat-dependent setup, its renderer, and the
`maps` and `odds` commands."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dominia.cli.games import TerminalUI
from dominia.cli.render import Renderer
from dominia.core.errors import InvalidOptions, UnknownName
from dominia.core.i18n import msg


class UI(TerminalUI):
    def options(
        self, players: int, kingdom: str | None, sets: str | None, extra: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        try:
            out = super().options(players, kingdom, sets, extra)
        except UnknownName as exc:
            if exc.what == "map" and not exc.suggestions:  # no close match: say which maps exist
                from dominia.games.domination.maps.library import list_maps

                known = [m.name for m in list_maps() if not m.error]
                raise InvalidOptions(
                    msg("error-unknown-map-list", error=exc.text, maps=", ".join(known))
                ) from None
            raise
        from dominia.games.domination.maps.library import get_map

        canonical = get_map(out["map"]).name  # "Duel" -> "duel"; a path stays a path
        if canonical.lower() == out["map"].lower():
            out["map"] = canonical
        return out

    def for_seats(self, extra: Mapping[str, Any] | None, bots_only: bool) -> dict[str, Any]:
        """With AIs only, the territories are dealt (`auto_deal`) unless the flags say how to
        set up."""
        from dominia.games.domination.options import with_seat_defaults

        return dict(with_seat_defaults(dict(extra or {}), bots_only=bots_only))

    def renderer(self, lang: str) -> Renderer:
        from dominia.cli.domination.render import DominationRenderer

        return DominationRenderer(lang)


def register(app: Any) -> None:
    """`dominia maps ...` and `dominia odds`."""
    from dominia.cli.domination.maps import maps_app
    from dominia.cli.domination.odds import CONTEXT_SETTINGS, odds_command

    app.add_typer(maps_app, name="maps")
    app.command("odds", context_settings=CONTEXT_SETTINGS)(odds_command)
