"""``SQLStore``: the durable :class:`~convmem.stores.Store` on SQLAlchemy 2.x Core.

SQLite (a file, the embedded default) and PostgreSQL (``postgresql+psycopg://``) behind one URL.

Design decisions:

* **Sequence numbers come from a counter on the conversation row, taken under a write lock.**
  ``append`` starts with one upsert of the conversation row that creates it or adds the batch
  to its counters, and returns the row as written; on PostgreSQL that update holds the row lock
  to the end of the transaction, on SQLite every write transaction starts with ``BEGIN
  IMMEDIATE``, which takes the database's write lock up front. Either way two writers to one
  conversation (threads, processes, two stores on one URL) are serialized, so ``seq`` is never
  handed out twice, and ``count()`` is a primary-key lookup. The ``(conversation_id, seq)``
  primary key stays as the backstop.
* **One transaction per call.** ``append`` bumps the counter, checks ownership and duplicate
  ids and inserts every message in one transaction: an error anywhere rolls all of it back.
* **Hot statements are built once** (:mod:`convmem.stores.sql_statements`, with bound
  parameters): SQLAlchemy then skips building the statement and its cache key on every call.
* **Reads are index queries.** Messages are keyed ``(conversation_id, seq)``; ``tail`` is a
  range of seqs on that key (seqs are consecutive from 0, bounded by the row's count),
  ``find`` uses the unique ``(conversation_id, message_id)`` index, ``instructions`` the
  ``(conversation_id, instruction, seq)`` index. No message read touches more rows than it
  returns: a turn's cost does not grow with the history.
* **Decoded rows are kept** (:mod:`convmem.stores.sql_cache`): ``tail`` looks up the
  conversation row (its count and revision) and reads only the rows it does not hold under that
  revision, so a build on a long conversation decodes the turn's new messages, not its window.
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
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from convmem.errors import ConflictError, DuplicateError, OwnerError, StoreError
from convmem.messages import Message, with_own
from convmem.records import Fact, Summary, Usage, utcnow
from convmem.stores.sql_cache import CAPACITY, HistoryCache, new_revision
from convmem.stores.sql_engine import WRITE, open_engine, translate
from convmem.stores.sql_erase import SQLErase, add_missing_columns
from convmem.stores.sql_schema import (
    CONVERSATIONS,
    FACTS,
    MESSAGE_COLUMNS,
    MESSAGES,
    METADATA,
    SUMMARIES,
    USAGE,
    as_read,
    aware,
    chunks,
    message_row,
    record_values,
    to_message,
    to_record,
)
from convmem.stores.sql_statements import (
    BUMP,
    CID,
    CLAIM,
    CLASH,
    COUNT,
    CURRENT_FACTS,
    END,
    INSERT_MESSAGES,
    INSERT_USAGE,
    INSTRUCTIONS,
    KEYED,
    RANGE,
    RANGE_REVISED,
    RELEASE,
    RENEW,
    STATE,
    TOKENS,
    USER,
    upsert,
)

__all__ = ["SQLStore"]

log = logging.getLogger("convmem")


class SQLStore(SQLErase):
    """A :class:`~convmem.stores.Store` in a SQL database, through SQLAlchemy 2.x.

    Args:
        url: a SQLAlchemy URL: ``"sqlite:///convmem.db"`` (a file, WAL mode), ``"sqlite://"``
            (in memory, this process only), ``"postgresql+psycopg://user:pw@host/db"``
            (``postgresql://`` and ``postgres://`` mean the same).
        engine_kwargs: extra arguments for :func:`sqlalchemy.create_engine` (pool size,
            ``connect_args`` …); not modified.
        create: create the tables and indexes that do not exist yet.
        synchronous: SQLite's ``synchronous`` pragma for a file database: ``"full"`` (the
            default; a commit survives a power loss) or ``"normal"`` (with WAL, a commit
            survives a crash of the process but may be lost with the machine's power; no fsync
            per commit). Ignored by other databases.
        history_cache: the most characters of decoded messages kept in this process (16
            million: 24 MB for 38,000 chat messages), so a build re-reads only the rows it has
            not seen (:mod:`convmem.stores.sql_cache`); 0 turns it off.

    Raises:
        ConfigError: the URL is not a SQLAlchemy URL or names an unknown dialect, or
            ``history_cache`` is not a whole number >= 0.
        MissingDependency: the database driver is missing (``pip install 'convmem[postgres]'``
            for PostgreSQL; other databases name their driver's package).
        StoreError: the database cannot be reached or the schema cannot be created.
    """

    def __init__(self, url: str, *, engine_kwargs: Mapping[str, Any] | None = None,
                 create: bool = True, synchronous: str = "full",
                 history_cache: int = CAPACITY) -> None:
        self._history = HistoryCache(history_cache)
        opened = open_engine(url, engine_kwargs, synchronous=synchronous)
        self.url = opened.url  # the only form of the URL this object keeps in plain sight
        self._password = opened.password
        self._engine, self._single, self._guard = opened.engine, opened.single, opened.guard
        self._writers = opened.writers  # also held by the erase code's WAL checkpoint
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

    def _errors(self, action: str) -> contextlib.AbstractContextManager[None]:
        """Translate SQLAlchemy (and driver) errors raised while doing ``action``."""
        return translate(action, self.url, self._password)

    @contextlib.contextmanager
    def _write(self, action: str, *, single: bool = False) -> Iterator[Connection]:
        """One write transaction: committed when the block ends, rolled back on any error.
        ``single``: the block runs one statement, which on PostgreSQL runs in autocommit (an
        atomic statement without the BEGIN and COMMIT round trips)."""
        engine = self._single if single else self._engine
        with self._guard, self._errors(action), self._writers, engine.connect() as conn:
            conn.execution_options(**{WRITE: True})
            with conn.begin():
                yield conn

    @contextlib.contextmanager
    def _read(self, action: str) -> Iterator[Connection]:
        with self._guard, self._errors(action), self._single.connect() as conn:
            yield conn

    def _create_schema(self) -> None:
        for attempt in range(3):
            try:
                with self._write(f"create the convmem tables in {self.url}") as conn:
                    METADATA.create_all(conn)
                    _migrate(conn)
                return
            except StoreError as exc:
                # Two processes creating the schema at once on PostgreSQL: one loses the race
                # on the catalog; the next attempt finds the tables.
                if attempt == 2 or isinstance(exc.__cause__, sa.exc.OperationalError):
                    raise

    # -- messages ----------------------------------------------------------------------------

    def append(
        self, conversation_id: str, messages: Sequence[Message], *, user_id: str | None = None,
        supersede: Sequence[int] = (), usage: Sequence[Usage] = (), release: str | None = None,
        expect: int | None = None,
    ) -> list[Message]:
        """Append messages in one transaction; see :meth:`Store.append`.

        Raises:
            DuplicateError: a message id already exists in the conversation (or twice in
                ``messages``). ConflictError: it does not hold ``expect`` messages.
                OwnerError: the conversation belongs to another user. StoreError: the
                database failed.
                Nothing is stored.
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
            row = conn.execute(upsert(BUMP, conn), {
                "cid": conversation_id, "user": user_id, "n": len(batch),
                "tokens": sum(m.tokens or 0 for m in batch), "now": utcnow(),
                "revision": new_revision()}).one()
            if user_id is not None and row.user_id != user_id:
                raise OwnerError(conversation_id, row.user_id, user_id)
            for chunk in chunks(ids):
                clash = conn.execute(CLASH, {"cid": conversation_id, "ids": list(chunk)}
                                    ).scalar()
                if clash is not None:
                    raise DuplicateError(f"message id {clash!r} already exists in conversation "
                                         f"{conversation_id!r}; ids are unique per "
                                         "conversation.", message_id=str(clash),
                                         conversation_id=conversation_id)
            start = int(row.message_count) - len(batch)
            if expect is not None and start != expect:  # rolled back with the bump
                raise ConflictError(f"conversation {conversation_id!r} holds {start} messages, "
                                    f"not the {expect} this append expected.")
            stored = [replace(m, seq=start + i) for i, m in enumerate(batch)]
            now = utcnow()
            if stored:
                conn.execute(INSERT_MESSAGES, [message_row(conversation_id, m, now)
                                               for m in stored])
                self._supersede(conn, conversation_id, supersede, stored[0])
            if usage:
                last = stored[-1].seq if stored else None
                conn.execute(INSERT_USAGE, [record_values(
                    u if u.seq is not None else replace(u, seq=last)) for u in usage])
            if release is not None:
                conn.execute(RELEASE, {"cid": conversation_id, "owner": release})
        if not supersede and row.revision is not None:  # committed: the next read has them
            self._history.appended(conversation_id, str(row.revision),
                                   [as_read(m) for m in stored])
        return stored

    @staticmethod
    def _supersede(conn: Connection, conversation_id: str, seqs: Sequence[int],
                   by: Message) -> None:
        """Mark stored messages as replaced by ``by`` (in ``meta``; they stay stored), and give
        the conversation a new revision: rows read before are stale (see stores/sql_cache)."""
        if not seqs:
            return
        conn.execute(CONVERSATIONS.update().where(CONVERSATIONS.c.id == conversation_id)
                     .values(revision=new_revision()))
        old = conn.execute(sa.select(*MESSAGE_COLUMNS).where(
            MESSAGES.c.conversation_id == conversation_id,
            MESSAGES.c.seq.in_(sorted(set(seqs)))))
        for row in old:
            meta = with_own(to_message(row), superseded_by=by.seq).meta
            conn.execute(MESSAGES.update().where(
                MESSAGES.c.conversation_id == conversation_id, MESSAGES.c.seq == row.seq)
                .values(meta=dict(meta)))

    def _select_messages(self, conversation_id: str) -> sa.Select[Any]:
        return sa.select(*MESSAGE_COLUMNS).where(MESSAGES.c.conversation_id == conversation_id)

    def _scalar(self, action: str, query: sa.Select[Any], **params: Any) -> Any:
        with self._read(action) as conn:
            return conn.execute(query, params).scalar()

    def _rows(self, action: str, query: sa.Select[Any], **params: Any) -> list[Message]:
        with self._read(action) as conn:
            return [to_message(row) for row in conn.execute(query, params)]

    def count(self, conversation_id: str) -> int:
        """How many messages the conversation holds (0 for an unknown conversation)."""
        return int(self._scalar("count a conversation", COUNT, cid=conversation_id) or 0)

    def token_count(self, conversation_id: str) -> int:
        """The stored messages' tokens, summed (0 for an unknown conversation)."""
        return int(self._scalar("count a conversation's tokens", TOKENS,
                                cid=conversation_id) or 0)

    def tail(self, conversation_id: str, limit: int, before: int | None = None) -> list[Message]:
        """Up to ``limit`` newest messages with ``seq < before``, oldest first: the rows this
        store decoded before are served from its cache while the conversation's revision is
        the same (see :mod:`convmem.stores.sql_cache`), the others read."""
        if limit <= 0:
            return []
        with self._read("read the tail of a conversation") as conn:
            state = conn.execute(STATE, {"cid": conversation_id}).first()
            if state is None:
                self._history.forget(conversation_id)
                return []
            count, revision = state.message_count, state.revision
            stop = count if before is None else min(before, count)
            start = max(0, stop - limit)

            def fetch(lo: int, hi: int) -> list[Message] | None:
                rows = conn.execute(RANGE_REVISED, {"cid": conversation_id, "start": lo,
                                                     "stop": hi}).all()
                if any(row[-1] != revision for row in rows):  # changed since looked up
                    return None
                return [to_message(row[:-1]) for row in rows]

            found = self._history.read(conversation_id, revision, count, start, stop, fetch)
            if found is None:
                found = [to_message(row) for row in conn.execute(RANGE, {
                    "cid": conversation_id, "start": start, "stop": stop})]
            return found

    def range(self, conversation_id: str, start: int, stop: int) -> list[Message]:
        """Messages with ``start <= seq < stop``, oldest first."""
        if stop <= max(0, start):
            return []
        return self._rows(f"read messages {start}..{stop} of conversation "
                          f"{conversation_id!r}", RANGE, cid=conversation_id, start=start,
                          stop=stop)

    def get(self, conversation_id: str, seqs: Iterable[int]) -> list[Message]:
        """The messages with these sequence numbers (missing ones skipped), oldest first."""
        wanted = sorted({s for s in seqs if s >= 0})
        out: list[Message] = []
        for chunk in chunks(wanted):
            query = (self._select_messages(conversation_id).where(MESSAGES.c.seq.in_(chunk))
                     .order_by(MESSAGES.c.seq))
            out.extend(self._rows(f"read messages of conversation {conversation_id!r}",
                                  query))
        return out

    def find(self, conversation_id: str, message_id: str) -> Message | None:
        """The message with the caller's ``id``, if any."""
        query = self._select_messages(conversation_id).where(MESSAGES.c.message_id == message_id)
        found = self._rows(f"find message {message_id!r} in conversation "
                           f"{conversation_id!r}", query)
        return found[0] if found else None

    def keyed(self, conversation_id: str, key: str) -> Message | None:
        """The newest message stored with this Idempotency-Key, if any (one index lookup)."""
        found = self._rows(f"find idempotency key {key!r} in conversation "
                           f"{conversation_id!r}", KEYED, cid=conversation_id, key=key)
        return found[0] if found else None

    def instructions(self, conversation_id: str, *, before: int | None = None,
                     limit: int | None = None) -> list[Message]:
        """The newest ``limit`` system and developer messages with ``seq < before``, oldest
        first (an index range read backwards on ``(conversation_id, instruction, seq)``)."""
        return self._rows("read the instructions of a conversation", INSTRUCTIONS,
                          cid=conversation_id, before=END if before is None else before,
                          limit=END if limit is None else limit)[::-1]

    def conversations(self, user_id: str | None = None) -> list[str]:
        """Conversation ids (sorted), all or those of one user."""
        query = sa.select(CONVERSATIONS.c.id).order_by(CONVERSATIONS.c.id)
        if user_id is not None:
            query = query.where(CONVERSATIONS.c.user_id == user_id)
        with self._read("list conversations") as conn:
            return [str(v) for v in conn.execute(query).scalars()]

    def user_of(self, conversation_id: str) -> str | None:
        """The user a conversation belongs to, if it was recorded."""
        value = self._scalar("read the user of a conversation", USER, cid=conversation_id)
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

    def facts(self, conversation_id: str, *, current_only: bool = True) -> list[Fact]:
        """The conversation's facts, oldest first; only the current ones by default."""
        query = CURRENT_FACTS if current_only else (
            sa.select(FACTS).where(FACTS.c.conversation_id == CID).order_by(FACTS.c.id))
        with self._read(f"read the facts of conversation {conversation_id!r}") as conn:
            return [to_record(Fact, row) for row in conn.execute(query, {"cid": conversation_id})]

    def save_summary(self, summary: Summary) -> Summary:
        """Store a summary; returns it with ``id`` set.

        Raises:
            StoreError: ``created_at`` is naive, or the database failed.
        """
        aware(summary.created_at, "created_at")
        values = record_values(summary)
        with self._write(f"save a summary of conversation {summary.conversation_id!r}",
                         single=True) as conn:
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

    def drop_summaries(self, conversation_id: str, after: int) -> int:
        """Delete the summaries that cover seq ``after`` or a later one; see
        :meth:`Store.drop_summaries`."""
        query = SUMMARIES.delete().where(SUMMARIES.c.conversation_id == conversation_id,
                                         SUMMARIES.c.end_seq > after)
        with self._write(f"delete summaries of conversation {conversation_id!r}",
                         single=True) as conn:
            return int(conn.execute(query).rowcount)

    def record_usage(self, usage: Usage) -> None:
        """Store one usage record.

        Raises:
            StoreError: ``created_at`` is naive, ``extra`` is not JSON, or the database failed.
        """
        aware(usage.created_at, "created_at")
        values = record_values(usage)
        with self._write(f"record usage of conversation {usage.conversation_id!r}",
                         single=True) as conn:
            conn.execute(INSERT_USAGE, values)

    def usage(self, conversation_id: str) -> list[Usage]:
        """The conversation's usage records, oldest first."""
        query = (sa.select(USAGE).where(USAGE.c.conversation_id == conversation_id)
                 .order_by(USAGE.c.id))
        with self._read(f"read the usage of conversation {conversation_id!r}") as conn:
            return [to_record(Usage, row) for row in conn.execute(query)]

    # -- turn leases -------------------------------------------------------------------------

    def claim_turn(self, conversation_id: str, owner: str, ttl: float, *,
                   renew: bool = False) -> bool:
        """Take or renew the turn lease (see :meth:`Store.claim_turn`) in one statement: an
        insert, or on conflict an update that only applies when ``owner`` holds the lease or
        it expired (``renew``: an update of ``owner``'s row only). ``RETURNING`` says which: a
        row comes back only when one was written (the driver's row count is -1 for the upsert
        on SQLAlchemy 2.1 with psycopg)."""
        now = time.time()
        with self._write(f"claim conversation {conversation_id!r}", single=True) as conn:
            if renew:
                return conn.execute(RENEW, {"cid": conversation_id, "holder": owner,
                                             "until": now + ttl}).first() is not None
            return conn.execute(upsert(CLAIM, conn), {
                "cid": conversation_id, "owner": owner, "expires": now + ttl, "now": now,
            }).first() is not None

    def release_turn(self, conversation_id: str, owner: str) -> None:
        """Give the lease up if ``owner`` holds it."""
        with self._write(f"release conversation {conversation_id!r}", single=True) as conn:
            conn.execute(RELEASE, {"cid": conversation_id, "owner": owner})

    # -- lifecycle ---------------------------------------------------------------------------

    def close(self) -> None:
        """Close every pooled connection (the store can still be used; it reconnects)."""
        self._engine.dispose()

    def __enter__(self) -> SQLStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _migrate(conn: Connection) -> None:
    """Bring a database created by an older convmem up to this schema (additive only).

    ``token_count`` comes first, with its backfill from the messages; the generic additions
    after it (the ``revision`` column, the fact columns) need none: a row without a revision
    is read uncached until its next append gives it one."""
    columns = {c["name"] for c in sa.inspect(conn).get_columns(CONVERSATIONS.name)}
    if "token_count" not in columns:
        conn.execute(sa.text(f"ALTER TABLE {CONVERSATIONS.name} ADD COLUMN token_count "
                             "BIGINT NOT NULL DEFAULT 0"))
        totals = (sa.select(sa.func.coalesce(sa.func.sum(MESSAGES.c.tokens), 0))
                  .where(MESSAGES.c.conversation_id == CONVERSATIONS.c.id).scalar_subquery())
        conn.execute(CONVERSATIONS.update().values(token_count=totals))
    add_missing_columns(conn)
