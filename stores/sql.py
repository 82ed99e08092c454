"""``SQLStore``: the durable :class:`~convmem.stores.Store` on SQLAlchemy 2.x Core.

SQLite (a file, the embedded default) and PostgreSQL (``postgresql+psycopg://``) behind one URL.

Design decisions:

* **Sequence numbers come from a counter on the conversation row, taken under a write lock.**
  ``append`` creates the conversation row if needed (``INSERT ... ON CONFLICT DO NOTHING``),
  then reads it ``FOR UPDATE`` on PostgreSQL; on SQLite every write transaction starts with
  ``BEGIN IMMEDIATE``, which takes the database's write lock up front. Either way two writers to
  one conversation (threads, processes, two stores on one URL) are serialized, so ``seq`` is
  never handed out twice, and ``count()`` is a primary-key lookup. The ``(conversation_id,
  seq)`` primary key stays as the backstop.
* **One transaction per call.** ``append`` checks ownership and duplicate ids, inserts every
  message and bumps the counter in one transaction: an error anywhere stores nothing.
* **Reads are index queries.** Messages are keyed ``(conversation_id, seq)``; ``tail`` is
  ``ORDER BY seq DESC LIMIT n`` on that key, ``find`` uses the unique ``(conversation_id,
  message_id)`` index, ``instructions`` the ``(conversation_id, instruction, seq)`` index. No
  message read touches more rows than it returns: a turn's cost does not grow with the history.
* **Content is JSON**, which keeps a string and a list of text parts apart, survives characters
  PostgreSQL refuses in ``text`` columns (NUL), and is stored unescaped (CJK stays readable).
* **Datetimes are stored in UTC** and come back timezone-aware (SQLite keeps no zone, so it is
  re-attached on read). Naive datetimes are rejected rather than guessed at.
* **Errors** from SQLAlchemy are translated into :class:`~convmem.errors.StoreError` naming the
  operation and the cause; the URL appears only with its password masked, in errors and logs.

Tables are prefixed ``convmem_`` so the store can share a database with an application.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql as pg_dialect
from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlalchemy.engine import Connection, Engine, Row
from sqlalchemy.exc import ArgumentError, IntegrityError, SQLAlchemyError
from sqlalchemy.pool import StaticPool

from convmem.errors import ConfigError, DuplicateError, StoreError
from convmem.messages import Message, with_own
from convmem.records import Fact, Summary, Usage, utcnow
from convmem.stores.sql_schema import (
    CONVERSATIONS,
    FACTS,
    MESSAGE_COLUMNS,
    MESSAGES,
    METADATA,
    SUMMARIES,
    USAGE,
    aware,
    chunks,
    dumps,
    mask,
    message_row,
    missing_driver,
    record_values,
    to_message,
    to_record,
)

__all__ = ["SQLStore"]

log = logging.getLogger("convmem")

_WRITE = "convmem_write"  # execution option marking a write transaction (SQLite: BEGIN IMMEDIATE)


class SQLStore:
    """A :class:`~convmem.stores.Store` in a SQL database, through SQLAlchemy 2.x.

    Args:
        url: a SQLAlchemy URL: ``"sqlite:///convmem.db"`` (a file, WAL mode), ``"sqlite://"``
            (in memory, this process only), ``"postgresql+psycopg://user:pw@host/db"``
            (``postgresql://`` and ``postgres://`` mean the same).
        engine_kwargs: extra arguments for :func:`sqlalchemy.create_engine` (pool size,
            ``connect_args`` …); not modified.
        create: create the tables and indexes that do not exist yet.

    Raises:
        ConfigError: the URL is not a SQLAlchemy URL or names an unknown dialect.
        MissingDependency: the database driver is missing (``pip install 'convmem[postgres]'``
            for PostgreSQL; other databases name their driver's package).
        StoreError: the database cannot be reached or the schema cannot be created.
    """

    def __init__(self, url: str, *, engine_kwargs: Mapping[str, Any] | None = None,
                 create: bool = True) -> None:
        self.url = mask(url)  # the only form of the URL this object keeps in plain sight
        try:
            parsed = sa.make_url(url)
        except ArgumentError as exc:
            raise ConfigError(f"store={self.url!r} is not a SQLAlchemy URL; use e.g. "
                              "'sqlite:///convmem.db' or 'postgresql+psycopg://user@host/db'."
                              ) from exc
        if parsed.drivername in ("postgresql", "postgres"):
            parsed = parsed.set(drivername="postgresql+psycopg")
        self._password = parsed.password
        kwargs = dict(engine_kwargs or {})
        connect_args = dict(kwargs.pop("connect_args", None) or {})
        backend = parsed.get_backend_name()
        memory = False
        if backend == "sqlite":
            memory = parsed.database in (None, "", ":memory:") or\
                parsed.query.get("mode") == "memory"
            connect_args.setdefault("timeout", 30.0)  # seconds a writer waits for the lock
            if memory:
                # One shared connection, or every thread would see its own empty database.
                connect_args.setdefault("check_same_thread", False)
                kwargs.setdefault("poolclass", StaticPool)
        elif backend == "postgresql":
            kwargs.setdefault("pool_pre_ping", True)
            if parsed.get_driver_name() == "psycopg":
                connect_args.setdefault("connect_timeout", 10)
        kwargs.setdefault("json_serializer", dumps)
        try:
            self._engine = sa.create_engine(parsed, connect_args=connect_args, **kwargs)
        except ImportError as exc:
            raise missing_driver(self.url, parsed.drivername, backend, exc) from exc
        except ArgumentError as exc:
            raise ConfigError(f"store={self.url!r}: {exc}. Use a sqlite:/// or "
                              "postgresql+psycopg:// URL.") from exc
        # The in-memory SQLite connection is shared; serialize its users.
        self._guard: contextlib.AbstractContextManager[Any] = (
            threading.RLock() if memory else contextlib.nullcontext())
        if backend == "sqlite":
            sa.event.listen(self._engine, "connect", self._sqlite_connect(file=not memory))
            sa.event.listen(self._engine, "begin", self._sqlite_begin)
            self._reader: Engine = self._engine
        else:
            # Single-statement reads need no transaction: save the BEGIN/ROLLBACK round trips.
            self._reader = self._engine.execution_options(isolation_level="AUTOCOMMIT")
        log.debug("SQLStore opened %s", self.url)
        if create:
            self._create_schema()

    # -- plumbing ----------------------------------------------------------------------------

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine (for events, diagnostics and migrations)."""
        return self._engine

    def __repr__(self) -> str:
        return f"SQLStore({self.url!r})"

    @staticmethod
    def _sqlite_connect(*, file: bool) -> Any:
        def on_connect(dbapi_connection: Any, _record: Any) -> None:
            # Take transaction control from the sqlite3 module so writes can BEGIN IMMEDIATE.
            dbapi_connection.isolation_level = None
            cursor = dbapi_connection.cursor()
            try:
                if file:
                    # WAL: readers never block the writer, the writer never blocks readers.
                    cursor.execute("PRAGMA journal_mode=WAL")
                cursor.execute("PRAGMA foreign_keys=ON")
            finally:
                cursor.close()

        return on_connect

    @staticmethod
    def _sqlite_begin(conn: Connection) -> None:
        # Writers take the write lock at BEGIN, so a read-then-write transaction never fails
        # on lock upgrade; reads run without a transaction (each statement is atomic).
        if conn.get_execution_options().get(_WRITE):
            conn.exec_driver_sql("BEGIN IMMEDIATE")

    def _reason(self, exc: BaseException) -> str:
        orig = getattr(exc, "orig", None) or exc
        text = (str(orig).strip().splitlines() or [type(orig).__name__])[0][:300]
        if self._password:
            text = text.replace(self._password, "***")
        return f"{type(orig).__name__}: {text}"

    @contextlib.contextmanager
    def _errors(self, action: str) -> Iterator[None]:
        """Translate SQLAlchemy (and driver) errors raised while doing ``action``."""
        try:
            yield
        except IntegrityError as exc:
            raise StoreError(f"{action}: a constraint of {self.url} was violated "
                             f"({self._reason(exc)}).") from exc
        except sa.exc.DBAPIError as exc:
            reason = self._reason(exc)
            orig = exc.orig
            if getattr(orig, "sqlstate", None) == "42P01" or "no such table" in reason:
                raise StoreError(f"{action}: the convmem tables do not exist in {self.url} "
                                 f"({reason}); open it with SQLStore(url, create=True).") from exc
            if exc.connection_invalidated or isinstance(exc, sa.exc.InterfaceError) or (
                    isinstance(exc, sa.exc.OperationalError)
                    and "locked" not in reason and "busy" not in reason):
                raise StoreError(f"{action}: cannot use the database at {self.url} ({reason}). "
                                 "Check that it is running, reachable and writable.") from exc
            raise StoreError(f"{action} failed on {self.url} ({reason}).") from exc
        except (SQLAlchemyError, UnicodeError) as exc:
            raise StoreError(f"{action} failed on {self.url} ({self._reason(exc)}).") from exc

    @contextlib.contextmanager
    def _write(self, action: str) -> Iterator[Connection]:
        """One write transaction: committed when the block ends, rolled back on any error."""
        with self._guard, self._errors(action), self._engine.connect() as conn:
            conn.execution_options(**{_WRITE: True})
            with conn.begin():
                yield conn

    @contextlib.contextmanager
    def _read(self, action: str) -> Iterator[Connection]:
        with self._guard, self._errors(action), self._reader.connect() as conn:
            yield conn

    def _create_schema(self) -> None:
        for attempt in range(3):
            try:
                with self._write(f"create the convmem tables in {self.url}") as conn:
                    METADATA.create_all(conn)
                return
            except StoreError as exc:
                # Two processes creating the schema at once on PostgreSQL: one loses the race
                # on the catalog; the next attempt finds the tables.
                if attempt == 2 or isinstance(exc.__cause__, sa.exc.OperationalError):
                    raise

    # -- messages ----------------------------------------------------------------------------

    def _lock_conversation(self, conn: Connection, conversation_id: str) -> Row[Any, Any] | None:
        """Create the conversation row if missing, and lock it until the transaction ends."""
        values = {"id": conversation_id, "user_id": None, "message_count": 0,
                  "created_at": utcnow()}
        name = conn.dialect.name
        if name == "postgresql":
            conn.execute(pg_dialect.insert(CONVERSATIONS).values(values)
                         .on_conflict_do_nothing(index_elements=["id"]))
        elif name == "sqlite":
            conn.execute(sqlite_dialect.insert(CONVERSATIONS).values(values)
                         .on_conflict_do_nothing(index_elements=["id"]))
        query = (sa.select(CONVERSATIONS.c.user_id, CONVERSATIONS.c.message_count)
                 .where(CONVERSATIONS.c.id == conversation_id).with_for_update())
        row = conn.execute(query).first()
        if row is None:  # another dialect: create it plainly (a racing creator fails cleanly)
            conn.execute(CONVERSATIONS.insert().values(values))
            row = conn.execute(query).first()
        return row

    def append(
        self, conversation_id: str, messages: Sequence[Message], *, user_id: str | None = None,
        supersede: Sequence[int] = (), usage: Sequence[Usage] = (),
    ) -> list[Message]:
        """Append messages in one transaction; see :meth:`Store.append`.

        Raises:
            DuplicateError: a message id already exists in the conversation (or twice in
                ``messages``). StoreError: the conversation belongs to another user, or the
                database failed. Nothing is stored.
        """
        batch = list(messages)
        ids = [m.id for m in batch if m.id is not None]
        if len(set(ids)) != len(ids):
            dup = next(i for i, n in Counter(ids).items() if n > 1)
            raise DuplicateError(f"message id {dup!r} appears twice in one append to "
                                 f"conversation {conversation_id!r}; ids are unique per "
                                 "conversation.", message_id=dup,
                                 conversation_id=conversation_id)
        for u in usage:
            aware(u.created_at, "created_at")
        with self._write(f"append to conversation {conversation_id!r}") as conn:
            row = self._lock_conversation(conn, conversation_id)
            assert row is not None
            owner, start = row.user_id, int(row.message_count)
            if owner is not None and user_id is not None and owner != user_id:
                raise StoreError(f"conversation {conversation_id!r} belongs to user {owner!r}, "
                                 f"not {user_id!r}; use a new conversation id for another user.")
            for chunk in chunks(ids):
                clash = conn.execute(
                    sa.select(MESSAGES.c.message_id).where(
                        MESSAGES.c.conversation_id == conversation_id,
                        MESSAGES.c.message_id.in_(chunk)).limit(1)).scalar()
                if clash is not None:
                    raise DuplicateError(f"message id {clash!r} already exists in conversation "
                                         f"{conversation_id!r}; ids are unique per "
                                         "conversation.", message_id=str(clash),
                                         conversation_id=conversation_id)
            stored = [replace(m, seq=start + i) for i, m in enumerate(batch)]
            now = utcnow()
            if stored:
                conn.execute(MESSAGES.insert(), [message_row(conversation_id, m, now)
                                                 for m in stored])
                self._supersede(conn, conversation_id, supersede, stored[0])
            if usage:
                last = stored[-1].seq if stored else None
                conn.execute(USAGE.insert(), [record_values(
                    u if u.seq is not None else replace(u, seq=last)) for u in usage])
            changes: dict[str, Any] = {"message_count": start + len(stored)}
            if owner is None and user_id is not None:
                changes["user_id"] = user_id
            if stored or "user_id" in changes:
                conn.execute(CONVERSATIONS.update()
                             .where(CONVERSATIONS.c.id == conversation_id).values(changes))
        return stored

    @staticmethod
    def _supersede(conn: Connection, conversation_id: str, seqs: Sequence[int],
                   by: Message) -> None:
        """Mark stored messages as replaced by ``by`` (in ``meta``; they stay stored)."""
        if not seqs:
            return
        old = conn.execute(sa.select(*MESSAGE_COLUMNS).where(
            MESSAGES.c.conversation_id == conversation_id,
            MESSAGES.c.seq.in_(sorted(set(seqs)))))
        for row in old:
            meta = with_own(to_message(row), superseded_by=by.seq).meta
            conn.execute(MESSAGES.update().where(
                MESSAGES.c.conversation_id == conversation_id, MESSAGES.c.seq == row.seq)
                .values(meta=dict(meta)))

    def _fetch(self, action: str, query: sa.Select[Any]) -> list[Message]:
        with self._read(action) as conn:
            return [to_message(row) for row in conn.execute(query)]

    def _select_messages(self, conversation_id: str) -> sa.Select[Any]:
        return sa.select(*MESSAGE_COLUMNS).where(MESSAGES.c.conversation_id == conversation_id)

    def count(self, conversation_id: str) -> int:
        """How many messages the conversation holds (0 for an unknown conversation)."""
        with self._read(f"count conversation {conversation_id!r}") as conn:
            value = conn.execute(sa.select(CONVERSATIONS.c.message_count)
                                 .where(CONVERSATIONS.c.id == conversation_id)).scalar()
        return int(value or 0)

    def tail(self, conversation_id: str, limit: int, before: int | None = None) -> list[Message]:
        """Up to ``limit`` newest messages with ``seq < before``, oldest first."""
        if limit <= 0:
            return []
        query = self._select_messages(conversation_id)
        if before is not None:
            query = query.where(MESSAGES.c.seq < before)
        query = query.order_by(MESSAGES.c.seq.desc()).limit(limit)
        return self._fetch(f"read the tail of conversation {conversation_id!r}", query)[::-1]

    def range(self, conversation_id: str, start: int, stop: int) -> list[Message]:
        """Messages with ``start <= seq < stop``, oldest first."""
        if stop <= max(0, start):
            return []
        query = (self._select_messages(conversation_id)
                 .where(MESSAGES.c.seq >= start, MESSAGES.c.seq < stop)
                 .order_by(MESSAGES.c.seq))
        return self._fetch(f"read messages {start}..{stop} of conversation "
                              f"{conversation_id!r}", query)

    def get(self, conversation_id: str, seqs: Iterable[int]) -> list[Message]:
        """The messages with these sequence numbers (missing ones skipped), oldest first."""
        wanted = sorted({s for s in seqs if s >= 0})
        out: list[Message] = []
        for chunk in chunks(wanted):
            query = (self._select_messages(conversation_id).where(MESSAGES.c.seq.in_(chunk))
                     .order_by(MESSAGES.c.seq))
            out.extend(self._fetch(f"read messages of conversation {conversation_id!r}",
                                      query))
        return out

    def find(self, conversation_id: str, message_id: str) -> Message | None:
        """The message with the caller's ``id``, if any."""
        query = self._select_messages(conversation_id).where(MESSAGES.c.message_id == message_id)
        found = self._fetch(f"find message {message_id!r} in conversation "
                               f"{conversation_id!r}", query)
        return found[0] if found else None

    def instructions(self, conversation_id: str, *, before: int | None = None,
                     limit: int | None = None) -> list[Message]:
        """The newest ``limit`` system and developer messages with ``seq < before``, oldest
        first (an index range read backwards on ``(conversation_id, instruction, seq)``)."""
        query = self._select_messages(conversation_id).where(MESSAGES.c.instruction == sa.true())
        if before is not None:
            query = query.where(MESSAGES.c.seq < before)
        query = query.order_by(MESSAGES.c.seq.desc())
        if limit is not None:
            query = query.limit(limit)
        return self._fetch(f"read the instructions of conversation {conversation_id!r}",
                           query)[::-1]

    def conversations(self, user_id: str | None = None) -> list[str]:
        """Conversation ids (sorted), all or those of one user."""
        query = sa.select(CONVERSATIONS.c.id).order_by(CONVERSATIONS.c.id)
        if user_id is not None:
            query = query.where(CONVERSATIONS.c.user_id == user_id)
        with self._read("list conversations") as conn:
            return [str(v) for v in conn.execute(query).scalars()]

    def user_of(self, conversation_id: str) -> str | None:
        """The user a conversation belongs to, if it was recorded."""
        with self._read(f"read the user of conversation {conversation_id!r}") as conn:
            value = conn.execute(sa.select(CONVERSATIONS.c.user_id)
                                 .where(CONVERSATIONS.c.id == conversation_id)).scalar()
        return None if value is None else str(value)

    # -- facts, summaries, usage -------------------------------------------------------------

    def add_fact(self, fact: Fact) -> Fact:
        """Store a new fact; returns it with ``id`` set.

        Raises:
            StoreError: a datetime is naive, or the database failed.
        """
        aware(fact.valid_from, "valid_from")
        aware(fact.valid_to, "valid_to")
        values = record_values(fact)
        with self._write(f"add a fact to conversation {fact.conversation_id!r}") as conn:
            new_id = conn.execute(FACTS.insert().values(values)).inserted_primary_key
        assert new_id is not None
        return replace(fact, id=int(new_id[0]))

    def close_fact(
        self, fact_id: int, valid_to: datetime, superseded_by: int | None = None
    ) -> None:
        """Mark a fact as no longer current (never deletes it).

        Raises:
            StoreError: no fact has this id, ``valid_to`` is naive, or the database failed.
        """
        aware(valid_to, "valid_to")
        with self._write(f"close fact {fact_id}") as conn:
            result = conn.execute(FACTS.update().where(FACTS.c.id == fact_id)
                                  .values(valid_to=valid_to, superseded_by=superseded_by))
            if result.rowcount == 0:
                raise StoreError(f"no fact with id {fact_id}")

    def facts(self, conversation_id: str, *, current_only: bool = True) -> list[Fact]:
        """The conversation's facts, oldest first; only the current ones by default."""
        query = sa.select(FACTS).where(FACTS.c.conversation_id == conversation_id)
        if current_only:
            query = query.where(FACTS.c.valid_to.is_(None))
        with self._read(f"read the facts of conversation {conversation_id!r}") as conn:
            return [to_record(Fact, row) for row in conn.execute(query.order_by(FACTS.c.id))]

    def save_summary(self, summary: Summary) -> Summary:
        """Store a summary; returns it with ``id`` set.

        Raises:
            StoreError: ``created_at`` is naive, or the database failed.
        """
        aware(summary.created_at, "created_at")
        values = record_values(summary)
        with self._write(f"save a summary of conversation {summary.conversation_id!r}") as conn:
            new_id = conn.execute(SUMMARIES.insert().values(values)).inserted_primary_key
        assert new_id is not None
        return replace(summary, id=int(new_id[0]))

    def latest_summary(self, conversation_id: str, upto: int | None = None) -> Summary | None:
        """The summary with the largest ``end_seq`` (the newest saved among equals); with
        ``upto``, the largest ``end_seq <= upto``."""
        query = sa.select(SUMMARIES).where(SUMMARIES.c.conversation_id == conversation_id)
        if upto is not None:
            query = query.where(SUMMARIES.c.end_seq <= upto)
        query = query.order_by(SUMMARIES.c.end_seq.desc(), SUMMARIES.c.id.desc()).limit(1)
        with self._read(f"read the summary of conversation {conversation_id!r}") as conn:
            row = conn.execute(query).first()
        return None if row is None else to_record(Summary, row)

    def record_usage(self, usage: Usage) -> None:
        """Store one usage record.

        Raises:
            StoreError: ``created_at`` is naive, ``extra`` is not JSON, or the database failed.
        """
        aware(usage.created_at, "created_at")
        values = record_values(usage)
        with self._write(f"record usage of conversation {usage.conversation_id!r}") as conn:
            conn.execute(USAGE.insert().values(values))

    def usage(self, conversation_id: str) -> list[Usage]:
        """The conversation's usage records, oldest first."""
        query = (sa.select(USAGE).where(USAGE.c.conversation_id == conversation_id)
                 .order_by(USAGE.c.id))
        with self._read(f"read the usage of conversation {conversation_id!r}") as conn:
            return [to_record(Usage, row) for row in conn.execute(query)]

    # -- lifecycle ---------------------------------------------------------------------------

    def close(self) -> None:
        """Close every pooled connection (the store can still be used; it reconnects)."""
        self._engine.dispose()

    def __enter__(self) -> SQLStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

