"""Dominion in the terminal: its renderer, its card and kingdom lists, its data bots' rules."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from rich.console import Console

from dominia.cli.games import TerminalFlag, TerminalUI, refuse_components
from dominia.cli.render import Renderer
from dominia.core.i18n import Msg, msg


class UI(TerminalUI):
    # The terminal plays a hand's Treasures when they only give coins (never worse); this asks.
    flags = (TerminalFlag("manual_treasures", "--manual-treasures", "help-play-manual-treasures"),)

    def configure(self, renderer: Renderer, settings: Mapping[str, bool]) -> None:
        from dominia.cli.dominion.render import DominionRenderer

        if settings.get("manual_treasures") and isinstance(renderer, DominionRenderer):
            renderer.autoplay = False

    def renderer(self, lang: str) -> Renderer:
        from dominia.cli.dominion.render import DominionRenderer

        return DominionRenderer(lang)

    def cards(
        self, console: Console, set_: str | None, lang: str, as_json: bool, components: Path | None
    ) -> None:
        if components is not None:
            refuse_components(self, "dominaria")
        from dominia.cli.dominion.catalog import cards_command

        cards_command(console, set_, lang, as_json)

    def kingdoms(self, console: Console, lang: str, as_json: bool) -> None:
        from dominia.cli.dominion.catalog import kingdoms_command

        kingdoms_command(console, lang, as_json)

    def show_bot(self, console: Console, bot: str, lang: str | None) -> None:
        from dominia.cli.dominion.catalog import bot_show_command

        bot_show_command(console, bot, lang)

    def bots_footer(self) -> Msg | None:
        return msg("catalog-data-bots")

    def import_bots(self, console: Console, path: str, out: str | None, lang: str | None) -> None:
        from dominia.cli.dominion.bots_import import bots_import_command

        bots_import_command(console, path, out, lang)
