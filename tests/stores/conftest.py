"""Store fixtures: every store behind one ``backend`` fixture, so one suite covers them all.

Each test gets an empty store: a new :class:`InMemoryStore`, a new SQLite file in ``tmp_path``,
or a new database on a session-wide throwaway PostgreSQL cluster (dropped after the test).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from convmem.stores import InMemoryStore, SQLStore, Store
from tests.pg import drop_database, fresh_database
from tests.stores.backends import Backend

KINDS = ["memory", "sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]
SQL_KINDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


def _sql_url(request: pytest.FixtureRequest, kind: str, tmp_path: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{tmp_path / 'convmem.db'}"
        return
    server: str = request.getfixturevalue("postgres_server")
    url = fresh_database(server)
    try:
        yield url
    finally:
        drop_database(server, url)


@pytest.fixture(params=SQL_KINDS)
def sql_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The URL of an empty SQL database: a SQLite file, or a fresh PostgreSQL database."""
    yield from _sql_url(request, request.param, tmp_path)


@pytest.fixture(params=KINDS)
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    """An empty store of each kind."""
    kind: str = request.param
    if kind == "memory":
        yield Backend(kind, None, InMemoryStore())
        return
    for url in _sql_url(request, kind, tmp_path):
        store = SQLStore(url)
        bk = Backend(kind, url, store, [store])
        try:
            yield bk
        finally:
            for opened in bk.opened:
                opened.close()


@pytest.fixture
def store(backend: Backend) -> Store:
    """The store under test."""
    return backend.store
