"""Heroes of Dominaria in the terminal: its renderer and its component set's tables."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console

from dominia.cli.errors import fail
from dominia.cli.games import TerminalUI
from dominia.cli.render import Renderer
from dominia.core.i18n import msg


class UI(TerminalUI):
    def renderer(self, lang: str) -> Renderer:
        from dominia.cli.dominaria.render import DominariaRenderer

        return DominariaRenderer(lang)

    def cards(
        self, console: Console, set_: str | None, lang: str, as_json: bool, components: Path | None
    ) -> None:
        if set_:
            fail(msg("catalog-set-not-dominaria"))
        from dominia.cli.dominaria.catalog import dominaria_components

        dominaria_components(console, components, as_json, lang)
