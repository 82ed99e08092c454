"""Opening a SQLAlchemy engine for :class:`~convmem.stores.sql.SQLStore`, and translating its
errors: the URL (masked wherever it is shown), the drivers, SQLite's connection settings
(WAL; ``BEGIN IMMEDIATE`` for writers, so a read-then-write transaction never fails on lock
upgrade; the ``synchronous`` level) and PostgreSQL's (a liveness check at checkout that costs
no round trip, autocommit for single statements)."""

from __future__ import annotations

import contextlib
import os
import select
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import ArgumentError, IntegrityError, SQLAlchemyError
from sqlalchemy.pool import StaticPool

from convmem.errors import ConfigError, StoreError
from convmem.stores.sql_schema import dumps, mask, missing_driver

__all__ = ["WRITE", "Opened", "open_engine", "sqlite_file", "translate"]

WRITE = "convmem_write"  # execution option marking a write transaction (SQLite: BEGIN IMMEDIATE)
_SYNCHRONOUS = ("full", "normal")
_IDLE_PING = 30.0  # seconds: a PostgreSQL connection idle for longer is pinged at checkout
_IDLE_SINCE = "convmem_idle_since"


@dataclass
class Opened:
    """An engine ready for the store: ``single`` runs single statements (autocommit on
    PostgreSQL; on SQLite the engine itself, whose writers still take the lock), ``guard``
    serializes the users of an in-memory SQLite connection, and ``writers`` the write
    transactions of one process on a SQLite file.

    SQLite has one writer at a time. A writer that finds the lock taken waits in SQLite's busy
    handler, which sleeps 1, 2, 5, 10, 15, 20, 25 … 100 ms between tries however soon the lock
    is given up: with a few worker threads writing at once, turns queued behind sleeps longer
    than the transactions they waited for. Writers of one process on one file (every store
    opened on it) therefore wait on a lock of the process, handed over the moment it is free,
    for at most the connection's ``timeout``, as SQLite's own wait would; the busy handler is
    left for the writers of other processes (``convmem serve --workers N``)."""

    url: str
    password: str | None
    engine: Engine
    single: Engine
    guard: contextlib.AbstractContextManager[Any]
    writers: contextlib.AbstractContextManager[Any]


def sqlite_file(url: str) -> Path | None:
    """The database file of a SQLite URL; ``None`` for another database, an in-memory one, a
    ``file:`` URI, or text that is not a URL."""
    if not url.startswith("sqlite"):
        return None
    try:
        database = sa.make_url(url).database
    except ArgumentError:
        return None
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database)


def open_engine(url: str, engine_kwargs: Mapping[str, Any] | None, *,
                synchronous: str = "full") -> Opened:
    """Create the engine for ``url`` (see :class:`~convmem.stores.sql.SQLStore` for the args).

    Raises:
        ConfigError: not a SQLAlchemy URL, an unknown dialect, or a bad ``synchronous``.
        MissingDependency: the driver is missing (an ``ImportError`` naming what to install).
    """
    shown = mask(url)
    if synchronous not in _SYNCHRONOUS:
        raise ConfigError(f"synchronous={synchronous!r}: use one of {_SYNCHRONOUS}.")
    try:
        parsed = sa.make_url(url)
    except ArgumentError as exc:
        raise ConfigError(f"store={shown!r} is not a SQLAlchemy URL; use e.g. "
                          "'sqlite:///convmem.db' or 'postgresql+psycopg://user@host/db'."
                          ) from exc
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    kwargs = dict(engine_kwargs or {})
    connect_args = dict(kwargs.pop("connect_args", None) or {})
    backend = parsed.get_backend_name()
    memory = False
    if backend == "sqlite":
        memory = parsed.database in (None, "", ":memory:") or \
            parsed.query.get("mode") == "memory"
        connect_args.setdefault("timeout", 30.0)  # seconds a writer waits for the lock
        if memory:
            # One shared connection, or every thread would see its own empty database.
            connect_args.setdefault("check_same_thread", False)
            kwargs.setdefault("poolclass", StaticPool)
    elif backend == "postgresql" and parsed.get_driver_name() == "psycopg":
        connect_args.setdefault("connect_timeout", 10)
    kwargs.setdefault("json_serializer", dumps)
    try:
        engine = sa.create_engine(parsed, connect_args=connect_args, **kwargs)
    except ImportError as exc:
        raise missing_driver(shown, parsed.drivername, backend, exc) from exc
    except ArgumentError as exc:
        raise ConfigError(f"store={shown!r}: {exc}. Use a sqlite:/// or "
                          "postgresql+psycopg:// URL.") from exc
    single = engine
    if backend == "sqlite":
        sa.event.listen(engine, "connect", _sqlite_connect(
            file=not memory, synchronous=synchronous, wait=float(connect_args["timeout"])))
        sa.event.listen(engine, "begin", _sqlite_begin)
    else:
        # Single statements need no transaction: save the BEGIN/COMMIT round trips.
        single = engine.execution_options(isolation_level="AUTOCOMMIT")
        if not kwargs.get("pool_pre_ping"):
            _check_liveness(engine)
    # The in-memory SQLite connection is shared; serialize its users.
    guard: contextlib.AbstractContextManager[Any] = (
        threading.RLock() if memory else contextlib.nullcontext())
    writers: contextlib.AbstractContextManager[Any] = (
        _Writers(str(parsed.database), float(connect_args["timeout"]))
        if backend == "sqlite" and not memory else contextlib.nullcontext())
    return Opened(shown, parsed.password, engine, single, guard, writers)


_FILE_LOCKS: dict[str, threading.RLock] = {}
_FILE_LOCKS_LOCK = threading.Lock()


class _Writers:
    """The writers' lock of one SQLite file in this process (see :class:`Opened`): taken for
    at most ``wait`` seconds, then the "database is locked" error SQLite itself gives when its
    busy timeout runs out (the store reports it as a :class:`StoreError`)."""

    def __init__(self, database: str, wait: float) -> None:
        self.wait = wait
        key = os.path.realpath(database)
        with _FILE_LOCKS_LOCK:
            self.lock = _FILE_LOCKS.setdefault(key, threading.RLock())

    def __enter__(self) -> None:
        if not self.lock.acquire(timeout=max(self.wait, 0.0)):
            raise sa.exc.OperationalError("BEGIN IMMEDIATE", None,
                                          sqlite3.OperationalError("database is locked"))

    def __exit__(self, *exc: object) -> None:
        self.lock.release()


def _sqlite_connect(*, file: bool, synchronous: str, wait: float) -> Any:
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take transaction control from the sqlite3 module so writes can BEGIN IMMEDIATE.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            if file:
                # WAL: readers never block the writer, the writer never blocks readers.
                _wal(cursor, wait)
                cursor.execute(f"PRAGMA synchronous={synchronous.upper()}")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA secure_delete=ON")  # deleted text leaves the file
        finally:
            cursor.close()

    return on_connect


def _wal(cursor: Any, wait: float) -> None:
    """Switch the file to WAL (once; the mode persists in the file). SQLite answers "database
    is locked" to this pragma at once, without its busy handler, while another connection
    opens the same new file: retry with backoff for up to ``wait`` seconds."""
    deadline, delay = time.monotonic() + wait, 0.002
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except Exception as exc:  # the driver's OperationalError (sqlite3, pysqlite3, …)
            if "locked" not in str(exc) or time.monotonic() + delay > deadline:
                raise
            time.sleep(delay)
            delay = min(delay * 2, 0.1)


def _check_liveness(engine: Engine) -> None:
    """Pre-ping without its round trip. SQLAlchemy's ``pool_pre_ping`` sends a ``SELECT 1``
    at every checkout: on the request path that is a round trip per statement, 9 of the 30 a
    proxied turn made on PostgreSQL. Instead a pooled connection is pinged at checkout only
    when its socket has something to read while it sits idle — the server closed it or is
    closing it (a restart, a fail-over, ``pg_terminate_backend``, an idle timeout) or sent a
    notice — or when it sat idle for over 30 s (``_IDLE_PING``), on a path that may drop
    idle connections without a word. A failed ping makes the pool open a new connection
    (``DisconnectionError``), as pre-ping does. What neither catches: a connection the server
    drops in the microseconds between the check and the statement; that statement fails with
    a :class:`~convmem.errors.StoreError`, and the pool replaces its connections."""

    def idle(_dbapi_connection: Any, record: Any, *_proxy: Any) -> None:
        record.info[_IDLE_SINCE] = time.monotonic()

    def checkout(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        since = record.info.get(_IDLE_SINCE, 0.0)
        if time.monotonic() - since < _IDLE_PING and not _readable(dbapi_connection):
            return
        try:
            engine.dialect.do_ping(dbapi_connection)
        except Exception as exc:  # the driver's error: the connection is gone
            raise sa.exc.DisconnectionError(f"a pooled connection failed its ping: {exc}"
                                            ) from exc

    sa.event.listen(engine, "connect", idle)
    sa.event.listen(engine, "checkin", idle)
    sa.event.listen(engine, "checkout", checkout)


def _readable(dbapi_connection: Any) -> bool:
    """Whether an idle connection's socket has data or a hang-up to read (``True`` when that
    cannot be told: the caller pings)."""
    try:
        fd = dbapi_connection.fileno()
        poller = select.poll()
    except Exception:  # closed, a driver without fileno(), or a platform without poll()
        return True
    poller.register(fd, select.POLLIN | select.POLLPRI)
    return bool(poller.poll(0))


def _sqlite_begin(conn: Connection) -> None:
    # Writers take the write lock at BEGIN; reads run without a transaction (each statement
    # is atomic).
    if conn.get_execution_options().get(WRITE):
        conn.exec_driver_sql("BEGIN IMMEDIATE")


def _reason(exc: BaseException, password: str | None) -> str:
    orig = getattr(exc, "orig", None) or exc
    text = (str(orig).strip().splitlines() or [type(orig).__name__])[0][:300]
    if password:
        text = text.replace(password, "***")
    return f"{type(orig).__name__}: {text}"


@contextlib.contextmanager
def translate(action: str, url: str, password: str | None) -> Iterator[None]:
    """Translate SQLAlchemy (and driver) errors raised while doing ``action`` into
    :class:`~convmem.errors.StoreError` naming the operation and the cause."""
    try:
        yield
    except IntegrityError as exc:
        raise StoreError(f"{action}: a constraint of {url} was violated "
                         f"({_reason(exc, password)}).") from exc
    except sa.exc.DBAPIError as exc:
        reason = _reason(exc, password)
        orig = exc.orig
        if getattr(orig, "sqlstate", None) == "42P01" or "no such table" in reason:
            raise StoreError(f"{action}: the convmem tables do not exist in {url} "
                             f"({reason}); open it with SQLStore(url, create=True).") from exc
        if exc.connection_invalidated or isinstance(exc, sa.exc.InterfaceError) or (
                isinstance(exc, sa.exc.OperationalError)
                and "locked" not in reason and "busy" not in reason):
            raise StoreError(f"{action}: cannot use the database at {url} ({reason}). "
                             "Check that it is running, reachable and writable.") from exc
        raise StoreError(f"{action} failed on {url} ({reason}).") from exc
    except (SQLAlchemyError, UnicodeError) as exc:
        raise StoreError(f"{action} failed on {url} ({_reason(exc, password)}).") from exc
