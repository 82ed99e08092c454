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
import json
import logging
import re
import threading
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import fields, replace
from datetime import datetime, timezone
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql as pg_dialect
from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlalchemy.engine import Connection, Dialect, Engine, Row
from sqlalchemy.exc import ArgumentError, IntegrityError, SQLAlchemyError
from sqlalchemy.pool import StaticPool

from convmem.errors import ConfigError, StoreError
from convmem.messages import Message
from convmem.records import Fact, Summary, Usage, utcnow

__all__ = ["SQLStore"]

_R = TypeVar("_R", Fact, Summary, Usage)

log = logging.getLogger("convmem")

_INSTRUCTION_ROLES = ("system", "developer")
_IN_CHUNK = 500  # bound parameters per IN (...) list; far below every backend's limit
_WRITE = "convmem_write"  # execution option marking a write transaction (SQLite: BEGIN IMMEDIATE)


class _UTCDateTime(sa.TypeDecorator[datetime]):
    """A timezone-aware datetime stored in UTC on every backend."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"naive datetime {value.isoformat()}")
        value = value.astimezone(timezone.utc)
        # SQLite has no zone: store the UTC wall time, re-attach UTC on read.
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=timezone.utc)
        return value.astimezone(timezone.utc)


def _json() -> sa.JSON:
    return sa.JSON(none_as_null=True)


_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")  # SQLite autoincrements INTEGER only

_metadata = sa.MetaData()

_conversations = sa.Table(
    "convmem_conversations", _metadata,
    sa.Column("id", sa.String(255), primary_key=True),
    sa.Column("user_id", sa.String(255), nullable=True, index=True),
    sa.Column("message_count", sa.Integer, nullable=False, default=0),
    sa.Column("created_at", _UTCDateTime, nullable=False),
)

_messages = sa.Table(
    "convmem_messages", _metadata,
    sa.Column("conversation_id", sa.String(255), sa.ForeignKey("convmem_conversations.id"),
              primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("message_id", sa.String, nullable=True),
    sa.Column("role", sa.String(16), nullable=False),
    # role in (system, developer), kept as one flag so the instructions query is a single
    # equality whose index order is already seq order (no sort, no scan of the history).
    sa.Column("instruction", sa.Boolean, nullable=False),
    sa.Column("content", _json(), nullable=True),
    sa.Column("name", sa.String(64), nullable=True),
    sa.Column("tool_calls", _json(), nullable=True),
    sa.Column("tool_call_id", sa.String, nullable=True),
    sa.Column("msg_time", sa.String, nullable=True),
    sa.Column("meta", _json(), nullable=True),
    sa.Column("tokens", sa.Integer, nullable=True),
    sa.Column("encoding", sa.String(64), nullable=True),
    sa.Column("created_at", _UTCDateTime, nullable=False),
    # NULLs are distinct in a unique index: messages without a caller id never clash.
    sa.UniqueConstraint("conversation_id", "message_id", name="uq_convmem_messages_message_id"),
    sa.Index("ix_convmem_messages_instruction", "conversation_id", "instruction", "seq"),
)

_facts = sa.Table(
    "convmem_facts", _metadata,
    sa.Column("id", _ID, primary_key=True, autoincrement=True),
    sa.Column("conversation_id", sa.String(255), nullable=False),
    sa.Column("key", sa.String, nullable=False),
    sa.Column("category", sa.String, nullable=False),
    sa.Column("value", sa.Text, nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("source_seq", sa.Integer, nullable=True),
    sa.Column("source_id", sa.String, nullable=True),
    sa.Column("negated", sa.Boolean, nullable=False),
    sa.Column("valid_from", _UTCDateTime, nullable=False),
    sa.Column("valid_to", _UTCDateTime, nullable=True),
    sa.Column("superseded_by", sa.BigInteger, nullable=True),
    sa.Index("ix_convmem_facts_current", "conversation_id", "valid_to"),
)

_summaries = sa.Table(
    "convmem_summaries", _metadata,
    sa.Column("id", _ID, primary_key=True, autoincrement=True),
    sa.Column("conversation_id", sa.String(255), nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("start_seq", sa.Integer, nullable=False),
    sa.Column("end_seq", sa.Integer, nullable=False),
    sa.Column("tokens", sa.Integer, nullable=False),
    sa.Column("summarizer", sa.String, nullable=False),
    sa.Column("created_at", _UTCDateTime, nullable=False),
    sa.Index("ix_convmem_summaries_end", "conversation_id", "end_seq", "id"),
)

_usage = sa.Table(
    "convmem_usage", _metadata,
    sa.Column("id", _ID, primary_key=True, autoincrement=True),
    sa.Column("conversation_id", sa.String(255), nullable=False, index=True),
    sa.Column("kind", sa.String(32), nullable=False),
    sa.Column("model", sa.String, nullable=False),
    sa.Column("seq", sa.Integer, nullable=True),
    sa.Column("prompt_tokens", sa.Integer, nullable=True),
    sa.Column("completion_tokens", sa.Integer, nullable=True),
    sa.Column("cached_tokens", sa.Integer, nullable=True),
    sa.Column("counted_tokens", sa.Integer, nullable=True),
    sa.Column("latency_ms", sa.Double, nullable=True),
    sa.Column("ttft_ms", sa.Double, nullable=True),
    sa.Column("extra", _json(), nullable=True),
    sa.Column("created_at", _UTCDateTime, nullable=False),
)

_MESSAGE_COLUMNS = [_messages.c[name] for name in (
    "seq", "message_id", "role", "content", "name", "tool_calls", "tool_call_id", "msg_time",
    "meta", "tokens", "encoding")]


def _mask(raw: str) -> str:
    """The URL with any password replaced by ``***`` (also for strings that do not parse)."""
    try:
        return sa.make_url(raw).render_as_string(hide_password=True)
    except Exception:  # a URL we cannot parse is masked by pattern below
        return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", raw)


def _dumps(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (half an emoji from a cut stream) cannot be sent as UTF-8; the
        # ASCII-escaped form can, and still reads back as the same string.
        return json.dumps(value, separators=(",", ":"))
    return text


def _aware(value: datetime | None, what: str) -> None:
    if value is not None and value.tzinfo is None:
        raise StoreError(f"{what}={value.isoformat()} is a naive datetime; pass a timezone-aware "
                         "one (e.g. datetime.now(timezone.utc) or convmem.records.utcnow()).")


def _to_message(row: Row[Any]) -> Message:
    content = row.content
    if isinstance(content, list):
        content = tuple(dict(part) for part in content)
    calls = row.tool_calls
    return Message(
        role=row.role, content=content, name=row.name,
        tool_calls=None if calls is None else tuple(dict(c) for c in calls),
        tool_call_id=row.tool_call_id, id=row.message_id, time=row.msg_time,
        meta=dict(row.meta or {}), seq=row.seq, tokens=row.tokens, encoding=row.encoding)


def _record_values(record: Fact | Summary | Usage) -> dict[str, Any]:
    """A record's fields as column values (the database assigns ``id``)."""
    return {f.name: getattr(record, f.name) for f in fields(record) if f.name != "id"}


def _to_record(cls: type[_R], row: Row[Any]) -> _R:
    # The fact, summary and usage tables name their columns after the dataclass fields.
    data = row._mapping
    return cls(**{f.name: data[f.name] for f in fields(cls)})


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
        ImportError: the database driver is missing (``pip install convmem[postgres]``).
        StoreError: the database cannot be reached or the schema cannot be created.
    """

    def __init__(self, url: str, *, engine_kwargs: Mapping[str, Any] | None = None,
                 create: bool = True) -> None:
        self.url = _mask(url)  # the only form of the URL this object keeps in plain sight
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
            memory = parsed.database in (None, "", ":memory:") or \
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
        kwargs.setdefault("json_serializer", _dumps)
        try:
            self._engine = sa.create_engine(parsed, connect_args=connect_args, **kwargs)
        except ImportError as exc:
            hint = f"install the driver for {parsed.drivername!r}"
            if backend == "postgresql":
                hint = "pip install convmem[postgres] (psycopg 3); use a postgresql+psycopg:// URL"
            raise ImportError(f"store={self.url!r}: the database driver is not installed "
                              f"({exc}); {hint}.") from exc
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
                    _metadata.create_all(conn)
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
            conn.execute(pg_dialect.insert(_conversations).values(values)
                         .on_conflict_do_nothing(index_elements=["id"]))
        elif name == "sqlite":
            conn.execute(sqlite_dialect.insert(_conversations).values(values)
                         .on_conflict_do_nothing(index_elements=["id"]))
        query = (sa.select(_conversations.c.user_id, _conversations.c.message_count)
                 .where(_conversations.c.id == conversation_id).with_for_update())
        row = conn.execute(query).first()
        if row is None:  # another dialect: create it plainly (a racing creator fails cleanly)
            conn.execute(_conversations.insert().values(values))
            row = conn.execute(query).first()
        return row

    def append(
        self, conversation_id: str, messages: Sequence[Message], *, user_id: str | None = None
    ) -> list[Message]:
        """Append messages in one transaction; see :meth:`Store.append`.

        Raises:
            StoreError: the conversation belongs to another user, a message id already exists
                in it (or twice in ``messages``), or the database failed. Nothing is stored.
        """
        batch = list(messages)
        ids = [m.id for m in batch if m.id is not None]
        if len(set(ids)) != len(ids):
            dup = next(i for i, n in Counter(ids).items() if n > 1)
            raise StoreError(f"message id {dup!r} appears twice in one append to conversation "
                             f"{conversation_id!r}; ids are unique per conversation.")
        with self._write(f"append to conversation {conversation_id!r}") as conn:
            row = self._lock_conversation(conn, conversation_id)
            assert row is not None
            owner, start = row.user_id, int(row.message_count)
            if owner is not None and user_id is not None and owner != user_id:
                raise StoreError(f"conversation {conversation_id!r} belongs to user {owner!r}, "
                                 f"not {user_id!r}; use a new conversation id for another user.")
            for chunk in _chunks(ids):
                clash = conn.execute(
                    sa.select(_messages.c.message_id).where(
                        _messages.c.conversation_id == conversation_id,
                        _messages.c.message_id.in_(chunk)).limit(1)).scalar()
                if clash is not None:
                    raise StoreError(f"message id {clash!r} already exists in conversation "
                                     f"{conversation_id!r}; ids are unique per conversation.")
            stored = [replace(m, seq=start + i) for i, m in enumerate(batch)]
            now = utcnow()
            if stored:
                conn.execute(_messages.insert(), [_message_row(conversation_id, m, now)
                                                 for m in stored])
            changes: dict[str, Any] = {"message_count": start + len(stored)}
            if owner is None and user_id is not None:
                changes["user_id"] = user_id
            if stored or "user_id" in changes:
                conn.execute(_conversations.update()
                             .where(_conversations.c.id == conversation_id).values(changes))
        return stored

    def _fetch(self, action: str, query: sa.Select[Any]) -> list[Message]:
        with self._read(action) as conn:
            return [_to_message(row) for row in conn.execute(query)]

    def _select_messages(self, conversation_id: str) -> sa.Select[Any]:
        return sa.select(*_MESSAGE_COLUMNS).where(_messages.c.conversation_id == conversation_id)

    def count(self, conversation_id: str) -> int:
        """How many messages the conversation holds (0 for an unknown conversation)."""
        with self._read(f"count conversation {conversation_id!r}") as conn:
            value = conn.execute(sa.select(_conversations.c.message_count)
                                 .where(_conversations.c.id == conversation_id)).scalar()
        return int(value or 0)

    def tail(self, conversation_id: str, limit: int, before: int | None = None) -> list[Message]:
        """Up to ``limit`` newest messages with ``seq < before``, oldest first."""
        if limit <= 0:
            return []
        query = self._select_messages(conversation_id)
        if before is not None:
            query = query.where(_messages.c.seq < before)
        query = query.order_by(_messages.c.seq.desc()).limit(limit)
        return self._fetch(f"read the tail of conversation {conversation_id!r}", query)[::-1]

    def range(self, conversation_id: str, start: int, stop: int) -> list[Message]:
        """Messages with ``start <= seq < stop``, oldest first."""
        if stop <= max(0, start):
            return []
        query = (self._select_messages(conversation_id)
                 .where(_messages.c.seq >= start, _messages.c.seq < stop)
                 .order_by(_messages.c.seq))
        return self._fetch(f"read messages {start}..{stop} of conversation "
                              f"{conversation_id!r}", query)

    def get(self, conversation_id: str, seqs: Iterable[int]) -> list[Message]:
        """The messages with these sequence numbers (missing ones skipped), oldest first."""
        wanted = sorted({s for s in seqs if s >= 0})
        out: list[Message] = []
        for chunk in _chunks(wanted):
            query = (self._select_messages(conversation_id).where(_messages.c.seq.in_(chunk))
                     .order_by(_messages.c.seq))
            out.extend(self._fetch(f"read messages of conversation {conversation_id!r}",
                                      query))
        return out

    def find(self, conversation_id: str, message_id: str) -> Message | None:
        """The message with the caller's ``id``, if any."""
        query = self._select_messages(conversation_id).where(_messages.c.message_id == message_id)
        found = self._fetch(f"find message {message_id!r} in conversation "
                               f"{conversation_id!r}", query)
        return found[0] if found else None

    def instructions(self, conversation_id: str) -> list[Message]:
        """The conversation's system and developer messages, oldest first."""
        query = (self._select_messages(conversation_id)
                 .where(_messages.c.instruction == sa.true()).order_by(_messages.c.seq))
        return self._fetch(f"read the instructions of conversation {conversation_id!r}",
                              query)

    def conversations(self, user_id: str | None = None) -> list[str]:
        """Conversation ids (sorted), all or those of one user."""
        query = sa.select(_conversations.c.id).order_by(_conversations.c.id)
        if user_id is not None:
            query = query.where(_conversations.c.user_id == user_id)
        with self._read("list conversations") as conn:
            return [str(v) for v in conn.execute(query).scalars()]

    def user_of(self, conversation_id: str) -> str | None:
        """The user a conversation belongs to, if it was recorded."""
        with self._read(f"read the user of conversation {conversation_id!r}") as conn:
            value = conn.execute(sa.select(_conversations.c.user_id)
                                 .where(_conversations.c.id == conversation_id)).scalar()
        return None if value is None else str(value)

    # -- facts, summaries, usage -------------------------------------------------------------

    def add_fact(self, fact: Fact) -> Fact:
        """Store a new fact; returns it with ``id`` set.

        Raises:
            StoreError: a datetime is naive, or the database failed.
        """
        _aware(fact.valid_from, "valid_from")
        _aware(fact.valid_to, "valid_to")
        values = _record_values(fact)
        with self._write(f"add a fact to conversation {fact.conversation_id!r}") as conn:
            new_id = conn.execute(_facts.insert().values(values)).inserted_primary_key
        assert new_id is not None
        return replace(fact, id=int(new_id[0]))

    def close_fact(
        self, fact_id: int, valid_to: datetime, superseded_by: int | None = None
    ) -> None:
        """Mark a fact as no longer current (never deletes it).

        Raises:
            StoreError: no fact has this id, ``valid_to`` is naive, or the database failed.
        """
        _aware(valid_to, "valid_to")
        with self._write(f"close fact {fact_id}") as conn:
            result = conn.execute(_facts.update().where(_facts.c.id == fact_id)
                                  .values(valid_to=valid_to, superseded_by=superseded_by))
            if result.rowcount == 0:
                raise StoreError(f"no fact with id {fact_id}")

    def facts(self, conversation_id: str, *, current_only: bool = True) -> list[Fact]:
        """The conversation's facts, oldest first; only the current ones by default."""
        query = sa.select(_facts).where(_facts.c.conversation_id == conversation_id)
        if current_only:
            query = query.where(_facts.c.valid_to.is_(None))
        with self._read(f"read the facts of conversation {conversation_id!r}") as conn:
            return [_to_record(Fact, row) for row in conn.execute(query.order_by(_facts.c.id))]

    def save_summary(self, summary: Summary) -> Summary:
        """Store a summary; returns it with ``id`` set.

        Raises:
            StoreError: ``created_at`` is naive, or the database failed.
        """
        _aware(summary.created_at, "created_at")
        values = _record_values(summary)
        with self._write(f"save a summary of conversation {summary.conversation_id!r}") as conn:
            new_id = conn.execute(_summaries.insert().values(values)).inserted_primary_key
        assert new_id is not None
        return replace(summary, id=int(new_id[0]))

    def latest_summary(self, conversation_id: str, upto: int | None = None) -> Summary | None:
        """The summary with the largest ``end_seq`` (the newest saved among equals); with
        ``upto``, the largest ``end_seq <= upto``."""
        query = sa.select(_summaries).where(_summaries.c.conversation_id == conversation_id)
        if upto is not None:
            query = query.where(_summaries.c.end_seq <= upto)
        query = query.order_by(_summaries.c.end_seq.desc(), _summaries.c.id.desc()).limit(1)
        with self._read(f"read the summary of conversation {conversation_id!r}") as conn:
            row = conn.execute(query).first()
        return None if row is None else _to_record(Summary, row)

    def record_usage(self, usage: Usage) -> None:
        """Store one usage record.

        Raises:
            StoreError: ``created_at`` is naive, ``extra`` is not JSON, or the database failed.
        """
        _aware(usage.created_at, "created_at")
        values = _record_values(usage)
        with self._write(f"record usage of conversation {usage.conversation_id!r}") as conn:
            conn.execute(_usage.insert().values(values))

    def usage(self, conversation_id: str) -> list[Usage]:
        """The conversation's usage records, oldest first."""
        query = (sa.select(_usage).where(_usage.c.conversation_id == conversation_id)
                 .order_by(_usage.c.id))
        with self._read(f"read the usage of conversation {conversation_id!r}") as conn:
            return [_to_record(Usage, row) for row in conn.execute(query)]

    # -- lifecycle ---------------------------------------------------------------------------

    def close(self) -> None:
        """Close every pooled connection (the store can still be used; it reconnects)."""
        self._engine.dispose()

    def __enter__(self) -> SQLStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _chunks(items: Sequence[Any]) -> Iterator[Sequence[Any]]:
    for i in range(0, len(items), _IN_CHUNK):
        yield items[i:i + _IN_CHUNK]


def _message_row(conversation_id: str, m: Message, now: datetime) -> dict[str, Any]:
    content: Any = m.content
    if content is not None and not isinstance(content, str):
        content = [dict(part) for part in content]
    return {
        "conversation_id": conversation_id, "seq": m.seq, "message_id": m.id, "role": m.role,
        "instruction": m.role in _INSTRUCTION_ROLES,
        "content": content, "name": m.name,
        "tool_calls": None if m.tool_calls is None else [dict(c) for c in m.tool_calls],
        "tool_call_id": m.tool_call_id, "msg_time": m.time, "meta": dict(m.meta),
        "tokens": m.tokens, "encoding": m.encoding, "created_at": now,
    }
