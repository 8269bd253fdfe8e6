"""`dominia bots`: the bots of a game, as a table (each game's own lists: `cli/<game>/`)."""

from __future__ import annotations

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from dominia.cli.games import game_ui
from dominia.cli.lang import markup, translator
from dominia.core.i18n import msg, name, slug


def bots_command(console: Console, game: str, lang: str | None = None) -> None:
    ui = game_ui(game)
    names = ui.bot_names()
    from dominia.server.lobby import bot_descriptions  # (the lobby shows the same lines)

    tr = translator(ui.game.name, lang=lang)
    descriptions = bot_descriptions(ui.game.name)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, title_justify="left")
    table.title = markup(tr, msg("catalog-bots-title"))
    table.add_column(markup(tr, msg("catalog-col-bot")), style="bold", no_wrap=True)
    table.add_column(markup(tr, msg("catalog-col-plays")))
    for n in names:
        # a game's table may word its bots (`bot-<name>`); else the line its registry gives
        table.add_row(escape(n), markup(tr, name(f"bot-{slug(n)}", descriptions.get(n, ""))))
    console.print(table)
    footer = ui.bots_footer()
    if footer is not None:
        console.print(f"[dim]{markup(tr, footer)}[/]")
    console.print(f"[dim]{markup(tr, msg('catalog-own-agent'))}[/]")
