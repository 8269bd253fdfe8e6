"""Fixtures for the server tests: an app over a SQLite file in tmp_path, driven by TestClient."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient

from dominia.server.app import create_app

NO_LIMIT = (1e9, 1e9)  # scripted clients answer faster than any person


@pytest.fixture
def db_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture
def make_client(db_url) -> Iterator[Callable[..., TestClient]]:
    """A new app (a new server process, as far as the games know) over the same database."""
    clients: list[TestClient] = []

    def make(**kwargs) -> TestClient:
        kwargs.setdefault("allow_seed", True)
        kwargs.setdefault("rate", NO_LIMIT)
        client = TestClient(create_app(db_url, **kwargs))
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for c in clients:
        c.__exit__(None, None, None)


@pytest.fixture
def client(make_client) -> TestClient:
    return make_client()
