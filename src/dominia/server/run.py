"""`dominia serve`: the database URL from the flags, then uvicorn. What it prints is in the
terminal's language (--lang, DOMINIA_LANG, the locale). What bots may take of the server comes
from the environment (DOMINIA_BOT_*: see bots.BotLimits.from_env); every flag may be set there
too (DOMINIA_HOST, _PORT, _DB, _FORWARDED_ALLOW_IPS, _LOG_FORMAT: see cli/main.py).
DOMINIA_MAX_CONNECTIONS caps the open connections (connections.py: past it a connection is
answered 503 at once; the open-files limit is raised at start and the cap kept below it).
DOMINIA_WS_COMPRESSION=1 compresses WebSocket frames (permessage-deflate); off by default: a
frame is a few kilobytes of JSON, and compressing them took a sixth of the server's CPU and
about 50 KiB of memory per connection (server_load.py, 300 games).

On SIGTERM or Ctrl+C it stops taking connections, closes the open ones (a client reconnects,
to this process when it is back or to another), lets the bots' steps under way finish their
commits and commits every move waiting, then exits: within `GRACE` seconds and the time a bot
already thinking takes to answer (its answer is then dropped)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import IO, Any

from dominia.core.errors import DominiaError
from dominia.core.game import get_spec
from dominia.core.i18n import Translator, msg, name, resolve_lang
from dominia.server.bots import BotLimits

WS_MAX_SIZE = 64 * 1024  # the WebSocket protocol's own cap on one frame (the app's is smaller)
GRACE = 5  # seconds open requests and connections get to end at shutdown


def db_url(db: str | None) -> str:
    """A SQLAlchemy URL: given as one, a SQLite file path, or the default file."""
    if db and "://" in db:
        return db
    path = Path(db).expanduser() if db else data_dir() / "server.sqlite3"
    if not path.parent.is_dir():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DominiaError(
                msg("serve-no-folder", folder=str(path.parent), error=str(exc.strerror))
            ) from None
    return f"sqlite:///{path.resolve()}"


def data_dir() -> Path:
    """The user's Dominia data folder (the same rule as the map library's): $DOMINIA_DATA, else
    $XDG_DATA_HOME/dominia, else ~/.local/share/dominia."""
    if os.environ.get("DOMINIA_DATA"):
        return Path(os.environ["DOMINIA_DATA"]).expanduser()
    if os.environ.get("XDG_DATA_HOME"):
        return Path(os.environ["XDG_DATA_HOME"]).expanduser() / "dominia"
    return Path.home() / ".local" / "share" / "dominia"


def claim_sqlite(url: str) -> IO[bytes] | None:
    """One `dominia serve` per SQLite file: each process keeps its own copies of the games, so a
    second one over the same file would serve stale ones (several processes need PostgreSQL:
    they tell each other their moves). The claim is an exclusive lock on a file beside the
    database, held while the returned file stays open (the system drops it when the process
    ends, however it ends); None when there is nothing to claim. DominiaError if it is held."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if not parsed.drivername.startswith("sqlite") or parsed.database in (None, "", ":memory:"):
        return None
    try:
        import fcntl
    except ImportError:  # (not on this system: nothing to hold it with)
        return None
    handle = open(f"{parsed.database}.serve-lock", "ab")  # noqa: SIM115 (held until the end)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        raise DominiaError(msg("serve-sqlite-busy", database=str(parsed.database))) from None
    return handle


def ws_compression(environ: Mapping[str, str]) -> bool:
    """Whether WebSocket frames are compressed (DOMINIA_WS_COMPRESSION: 1 or 0, default 0);
    ValueError for another value."""
    value = environ.get("DOMINIA_WS_COMPRESSION", "").strip()
    if value not in ("", "0", "1"):
        raise ValueError(value)
    return value == "1"


def settle(components: str | None) -> None:
    """Load what every request needs (the games, the lobby's catalogue) and take what is
    loaded out of the cyclic garbage collector's reach (`gc.freeze`): a full collection
    otherwise walks every module's objects again, tens of milliseconds of a stopped server
    each time (measured: 77,000 objects after start, against about 400 per live game of cards:
    the live games are collector.py's). Only in the serving process: a test process builds many
    apps, which must stay collectable."""
    import gc

    from dominia.core.game import get_game
    from dominia.server import lobby
    from dominia.server.collector import keep_collections_short

    for game in lobby.games():
        get_game(game)
    lobby.catalog(components)
    gc.collect()
    gc.freeze()
    keep_collections_short()  # (and the live games' objects, later: see collector.py)


def _translator(lang: str | None) -> Translator:
    """The terminal's translator (the command's --lang, else DOMINIA_LANG or the locale)."""
    return Translator(lang or resolve_lang(None), ("dominia.server",))


def serve_command(
    console: Any,
    host: str,
    port: int,
    db: str | None,
    components: Path | None = None,
    lang: str | None = None,
    *,
    forwarded_allow_ips: str | None = None,
    log_format: str = "text",
) -> None:
    """`forwarded_allow_ips`: the proxies whose X-Forwarded-For (the client's own address, which
    the rate limits count) is believed, comma-separated ("*": any); None: nobody's, every
    client is the address it connects from. `log_format`: text or json (logs.py)."""
    import uvicorn
    from rich.markup import escape

    from dominia.server.app import IDLE, create_app
    from dominia.server.connections import MAX_CONNECTIONS, connection_cap, guarded, raise_open_files
    from dominia.server.logs import config

    tr = _translator(lang)
    try:
        log_config = config(log_format)
    except ValueError:
        raise DominiaError(tr(msg("serve-bad-log-format", value=repr(log_format)))) from None
    url = db_url(db)
    try:
        from sqlalchemy.engine import make_url

        shown_url = make_url(url).render_as_string(hide_password=True)
    except Exception:
        raise DominiaError(tr(msg("serve-bad-url", url=repr(db)))) from None
    folder = None
    if components is not None:
        folder = str(components.expanduser().resolve())
    try:
        claim = claim_sqlite(url)
    except DominiaError as exc:
        raise DominiaError(tr(exc.text)) from None
    try:
        bots = BotLimits.from_env(os.environ)
    except ValueError as exc:
        variable, value = exc.args
        raise DominiaError(tr(msg("serve-bad-env", name=variable, value=repr(value)))) from None
    cap = os.environ.get("DOMINIA_MAX_CONNECTIONS", "").strip()
    try:
        wanted = int(cap) if cap else MAX_CONNECTIONS
        if wanted < 1:
            raise ValueError
    except ValueError:
        raise DominiaError(
            tr(msg("serve-bad-env", name="DOMINIA_MAX_CONNECTIONS", value=repr(cap)))
        ) from None
    try:
        compress = ws_compression(os.environ)
    except ValueError:
        value = repr(os.environ.get("DOMINIA_WS_COMPRESSION", ""))
        raise DominiaError(tr(msg("serve-bad-switch", name="DOMINIA_WS_COMPRESSION", value=value))) from None
    idle = os.environ.get("DOMINIA_IDLE_SECONDS", "").strip()
    try:
        idle_seconds = float(idle) if idle else IDLE
        if not idle_seconds > 0:
            raise ValueError
    except ValueError:
        raise DominiaError(tr(msg("serve-bad-env", name="DOMINIA_IDLE_SECONDS", value=repr(idle)))) from None
    try:
        # the app checks the component folder first (an error names the file, entry and key)
        app = create_app(url, components=folder, bots=bots, idle=idle_seconds)
    except DominiaError:
        raise
    except Exception as exc:  # a missing driver, an unreachable database
        raise DominiaError(tr(msg("serve-no-database", url=shown_url, error=type(exc).__name__))) from None
    app.state.sqlite_claim = claim  # (held while it serves)
    if folder is not None:
        for game, summary in app.state.components_summaries.items():
            spec = get_spec(game)
            own = Translator(tr.lang, (*((spec.messages,) if spec.messages else ()), "dominia.server"))
            title = name(f"game-{game}", spec.title)
            line = msg("serve-components", game=title, summary=summary, folder=folder)
            console.print(own(line, escape=escape))
    shown = "localhost" if host in ("127.0.0.1", "::1") else host

    def bold_url(value: Any, text: str) -> str:
        return f"[bold]{text}[/]" if value == f"http://{shown}:{port}/" else text

    start = msg("serve-open", url=f"http://{shown}:{port}/", database=shown_url)
    console.print(tr(start, escape=escape, decorate=bold_url))
    console.print(f"[dim]{tr(msg('serve-stop'), escape=escape)}[/]")
    settle(folder)
    # (a flood of connections is refused by the cap, below the files this process may open)
    protocol = guarded(max_connections=connection_cap(raise_open_files(), wanted))
    uvicorn.run(
        app,
        http=protocol,
        host=host,
        port=port,
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=compress,
        log_config=log_config,
        access_log=False,  # (a query string may hold a token)
        proxy_headers=bool(forwarded_allow_ips),
        forwarded_allow_ips=forwarded_allow_ips or None,
        timeout_graceful_shutdown=GRACE,
    )
