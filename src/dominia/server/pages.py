"""The pages the server sends, with each game's own page files.

A game may bring the drawing of its board to the page: its web hooks' `assets()` names a
folder, served at /static/games/<game>/, whose `board.css` and `board.js` every game page
loads after the page's common scripts and before `game.js` (which draws whatever game the
frames are of). The server's own files name no game.
"""

from __future__ import annotations

from pathlib import Path

from dominia.server import lobby
from dominia.server.protocol import hook

STATIC = Path(__file__).parent / "static"
PAGE_FILES = ("board.css", "board.js")
MAIN_SCRIPT = '<script src="/static/game.js" defer></script>'


def game_assets() -> dict[str, Path]:
    """Each game's folder of page files, for the games that have one."""
    out = {}
    for game in lobby.games():
        assets = hook(game, "assets")
        folder = Path(assets()) if assets is not None else None
        if folder is not None and folder.is_dir():
            out[game] = folder
    return out


def _tags(game: str, folder: Path) -> list[str]:
    tags = []
    for name in PAGE_FILES:
        if (folder / name).is_file():
            url = f"/static/games/{game}/{name}"
            tags.append(
                f'<link rel="stylesheet" href="{url}">'
                if name.endswith(".css")
                else f'<script src="{url}" defer></script>'
            )
    return tags


def game_page() -> str:
    """game.html with every game's page files linked before the page's main script (made once
    per app: the games registered when it starts)."""
    html = (STATIC / "game.html").read_text(encoding="utf-8")
    tags = [t for game, folder in game_assets().items() for t in _tags(game, folder)]
    if MAIN_SCRIPT not in html:  # the page lost its main script: a bug in the page, said loudly
        raise RuntimeError("game.html has no main script tag")
    return html.replace(MAIN_SCRIPT, "\n".join([*tags, MAIN_SCRIPT]), 1)
