"""`dominia serve`: the database URL from the flags, then uvicorn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dominia.core.errors import DominiaError

WS_MAX_SIZE = 64 * 1024  # the WebSocket protocol's own cap on one frame (the app's is smaller)


def db_url(db: str | None) -> str:
    """A SQLAlchemy URL: given as one, a SQLite file path, or the default file."""
    if db and "://" in db:
        return db
    if db:
        path = Path(db).expanduser()
    else:
        from dominia.games.domination.maps.library import data_dir

        path = data_dir() / "server.sqlite3"
    if not path.parent.is_dir():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DominiaError(f"cannot make the data folder {path.parent}: {exc.strerror}") from None
    return f"sqlite:///{path.resolve()}"


def serve_command(console: Any, host: str, port: int, db: str | None, components: Path | None = None) -> None:
    import uvicorn
    from rich.markup import escape

    from dominia.server.app import create_app

    url = db_url(db)
    try:
        from sqlalchemy.engine import make_url

        shown_url = make_url(url).render_as_string(hide_password=True)
    except Exception:
        raise DominiaError(f"not a database URL: {db!r}") from None
    folder = None
    if components is not None:
        from dominia.games.dominaria.components import load_components

        folder = str(components.expanduser().resolve())
        comp = load_components(folder)  # a ComponentFileError names the file, entry and key
        console.print(f"Heroes of Dominaria: {escape(comp.summary())}, from {escape(folder)}")
    try:
        app = create_app(url, components=folder)
    except Exception as exc:  # a missing driver, an unreachable database
        raise DominiaError(f"cannot open the database {shown_url}: {type(exc).__name__}") from None
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    console.print(f"Dominia server: open [bold]http://{shown}:{port}/[/] (database {escape(shown_url)})")
    console.print("[dim]Ctrl+C stops it; games continue where they were when it is started again.[/]")
    uvicorn.run(app, host=host, port=port, ws_max_size=WS_MAX_SIZE, log_level="warning")
