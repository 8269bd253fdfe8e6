"""Browser tests: the app under uvicorn in a background thread, driven by Playwright through
Debian's chromium (scripts/ci-chromium.sh installs it). Skipped when either is missing."""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")

sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} is missing (scripts/ci-chromium.sh installs it)", allow_module_level=True)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serving(db: Path) -> Iterator[tuple[str, Any]]:
    """The app over the SQLite file `db` under uvicorn in a background thread (seeds allowed,
    no rate limits): its base URL and the app; stopped on leaving."""
    import uvicorn

    from dominia.server.app import create_app

    # no budgets: every page of the session comes from one address (the limits have their own tests)
    unlimited = (1e9, 1e9)
    app = create_app(
        f"sqlite:///{db}", allow_seed=True, rate=unlimited, create_rate=unlimited, resync_rate=unlimited
    )
    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}", app
    finally:
        server.should_exit = True
        thread.join(10)


@pytest.fixture(scope="session")
def base_url(tmp_path_factory) -> Iterator[str]:
    with serving(tmp_path_factory.mktemp("browser") / "games.sqlite3") as (base, _app):
        yield base


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def new_page(browser) -> Iterator[Callable[..., Any]]:
    """Pages in fresh browser contexts (each its own localStorage); closed after the test. The
    game page replays others' moves at a readable pace; only new_page(replay=True) keeps that
    (tests/browser/test_replay.py), the others see every frame at once."""
    contexts = []

    def make(*, replay: bool = False, **kwargs) -> Any:
        """A page; others' moves shown at once unless `replay` (helpers.NO_REPLAY)."""
        from tests.browser.helpers import NO_REPLAY

        kwargs.setdefault("viewport", {"width": 1280, "height": 900})
        ctx = browser.new_context(**kwargs)
        if not replay:
            ctx.add_init_script(NO_REPLAY)
        ctx.set_default_timeout(10_000)
        contexts.append(ctx)
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.js_errors = errors  # checked by the tests: a board that throws shows nothing
        return page

    yield make
    for ctx in contexts:
        ctx.close()


def api(base_url: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    req = urllib.request.Request(
        base_url + path,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


@pytest.fixture
def create(base_url) -> Callable[..., dict[str, Any]]:
    def make(game: str, seats: list[dict[str, Any]], options: dict[str, Any], seed: int) -> dict[str, Any]:
        return api(base_url, "/api/games", {"game": game, "seats": seats, "options": options, "seed": seed})

    return make
