"""Fixtures for the server tests: an app driven by TestClient, over each database it supports.

Every test that uses `db_url` (through `client`/`make_client`) runs twice: over a SQLite file
in tmp_path, and over a fresh PostgreSQL database made for that test and dropped after it.
The PostgreSQL server is the one at $DOMINIA_TEST_POSTGRES (a SQLAlchemy URL whose role may
create databases), else the one scripts/ci-postgres.sh wrote to .venv/.dominia-postgres-url;
with neither, the PostgreSQL variants are skipped.
"""

from __future__ import annotations

import contextlib
import os
import time
import uuid
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine
from sqlalchemy.engine import URL, Engine, make_url

from dominia.server.app import create_app
from dominia.server.bots import BotLimits

NO_LIMIT = (1e9, 1e9)  # scripted clients answer faster than any person
UNPACED = BotLimits(pace=None)  # games of bots only as fast as the bots think (tests wait for them)
POSTGRES_ENV = "DOMINIA_TEST_POSTGRES"
POSTGRES_FILE = Path(__file__).resolve().parents[2] / ".venv" / ".dominia-postgres-url"
HOW = f"set {POSTGRES_ENV}=postgresql+psycopg://user:password@host:port/db or run scripts/ci-postgres.sh"


@pytest.fixture(scope="session")
def postgres_admin() -> Iterator[tuple[Engine, URL]]:
    """An AUTOCOMMIT engine on the test server's own database, and its URL."""
    given = os.environ.get(POSTGRES_ENV, "").strip()
    from_file = ""
    if not given and POSTGRES_FILE.is_file():
        from_file = POSTGRES_FILE.read_text().strip()
    text = given or from_file
    if not text:
        pytest.skip(f"no PostgreSQL server for the tests: {HOW}")
    url = make_url(text)
    engine = create_engine(url, isolation_level="AUTOCOMMIT", pool_pre_ping=True)
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql("SELECT 1")
    except Exception as exc:
        engine.dispose()
        where = url.render_as_string(hide_password=True)
        if given:  # asked for explicitly: it must work
            pytest.fail(f"{POSTGRES_ENV}={where} does not answer: {type(exc).__name__}: {exc}")
        pytest.skip(f"the PostgreSQL server in {POSTGRES_FILE} ({where}) does not answer: {HOW}")
    yield engine, url
    engine.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.sqlite3'}"
        return
    admin, url = request.getfixturevalue("postgres_admin")
    name = f"dominia_t_{uuid.uuid4().hex[:16]}"
    for attempt in range(8):  # two workers creating databases at once may collide on template1
        try:
            with admin.connect() as conn:
                conn.exec_driver_sql(f'CREATE DATABASE "{name}"')
            break
        except Exception:
            if attempt == 7:
                raise
            time.sleep(0.2 * (attempt + 1))
    try:
        yield url.set(database=name).render_as_string(hide_password=False)
    finally:
        # a connection still closing (or a background worker) can refuse the drop for a moment;
        # a throwaway database left behind is harmless, so the test's result stands
        for attempt in range(5):
            try:
                with admin.connect() as conn:
                    conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
                break
            except Exception as exc:
                if attempt == 4:
                    warnings.warn(f"test database {name} left behind: {exc}", stacklevel=1)
                time.sleep(0.2 * (attempt + 1))


@contextlib.contextmanager
def app_clients(url: str) -> Iterator[Callable[..., TestClient]]:
    """Apps over the database at `url` (each a new server process, as far as the games know),
    unlimited and unpaced unless asked, all closed at the end."""
    clients: list[TestClient] = []

    def make(**kwargs) -> TestClient:
        kwargs.setdefault("allow_seed", True)
        kwargs.setdefault("rate", NO_LIMIT)
        kwargs.setdefault("create_rate", NO_LIMIT)
        kwargs.setdefault("bots", UNPACED)
        client = TestClient(create_app(url, **kwargs))
        client.__enter__()
        clients.append(client)
        return client

    try:
        yield make
    finally:
        for c in clients:
            c.__exit__(None, None, None)


@pytest.fixture
def make_client(db_url) -> Iterator[Callable[..., TestClient]]:
    """A new app (a new server process, as far as the games know) over the same database."""
    with app_clients(db_url) as make:
        yield make


@pytest.fixture
def client(make_client) -> TestClient:
    return make_client()
