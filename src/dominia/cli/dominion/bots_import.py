"""`dominia bots import FILE.xml`: DominionSim's bots as Dominia bot files (one .toml per bot,
`games/dominion/bots/dombots.py`), each with what could not be carried. Nothing is written
unless every file can be: a bad file, or a bot file already there, changes nothing."""

from __future__ import annotations

import re
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from dominia.cli.errors import fail
from dominia.cli.lang import markup, translator
from dominia.core.i18n import Msg, msg


def file_name(bot: str) -> str:
    """A bot's file name: its name in lower case, runs of other characters as one dash."""
    stem = re.sub(r"[^\w]+", "-", bot.lower()).strip("-")
    return f"{stem or 'bot'}.toml"


def bots_import_command(console: Console, path: str, out: str | None = None, lang: str | None = None) -> None:
    from dominia.games.dominion.bots.dombots import read_dombots

    tr = translator("dominion", lang=lang)

    def say(m: Msg, style: str = "") -> None:
        text = markup(tr, m)
        console.print(f"[{style}]{text}[/]" if style else text, highlight=False)

    bots = read_dombots(path)
    folder = Path(out or ".")
    targets = {b.name: folder / file_name(b.name) for b in bots if b.toml}
    seen: dict[Path, str] = {}
    for name, target in targets.items():
        if target in seen:  # two names, one file name
            fail(msg("dombots-same-name", path=str(path), name=f"{seen[target]}, {name}"))
        seen[target] = name
        if target.exists():
            fail(msg("dombots-exists", path=str(target)))
    if targets:
        folder.mkdir(parents=True, exist_ok=True)
    for b in bots:
        dest = targets.get(b.name)
        if dest is not None:
            dest.write_text(b.toml, encoding="utf-8")
            say(msg("dombots-wrote", name=escape(b.name), path=escape(str(dest)), rules=b.rules), "bold")
        else:
            say(msg("dombots-skipped", name=escape(b.name)), "bold yellow")
        for note in b.notes:
            console.print("  " + markup(tr, note), style="dim", highlight=False)
    say(msg("dombots-play-note"), "dim")
