"""The fact corrections and hard deletions of :class:`~convmem.stores.sql.SQLStore`.

Kept apart from the append/read path (``stores/sql.py``), which they share nothing with but the
connection plumbing. Design decisions:

* **A retraction is a closed fact.** ``close_fact(..., retracted_by=who)`` sets ``valid_to`` and
  the author of the retraction; nothing replaces it, and the ledger keeps it.
* **Deletion is one transaction** over every table that names the conversation (messages,
  facts, summaries, usage, the conversation row), so a crash never leaves half a conversation.
* **Deleted means gone from the file.** SQLite keeps deleted rows' bytes in free pages and in
  the write-ahead log: the store opens every connection with ``PRAGMA secure_delete=ON``
  (freed content is overwritten with zeros) and checkpoints the WAL with ``TRUNCATE`` after a
  deletion. PostgreSQL keeps dead tuples until ``VACUUM``; run it after erasure requests if the
  database files themselves must not hold the text.
"""

from __future__ import annotations

import contextlib
from datetime import datetime
from typing import Protocol

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from convmem.errors import StoreError
from convmem.messages import ID_MAX, OWN
from convmem.stores.sql_cache import HistoryCache
from convmem.stores.sql_schema import CONVERSATIONS, FACTS, MESSAGES, SUMMARIES, USAGE, aware

__all__ = ["SQLErase"]


class _Plumbing(Protocol):
    url: str

    @property
    def engine(self) -> Engine: ...

    def _write(self, action: str) -> contextlib.AbstractContextManager[Connection]: ...

    def _read(self, action: str) -> contextlib.AbstractContextManager[Connection]: ...

    @property
    def _writers(self) -> contextlib.AbstractContextManager[object]: ...

    @property
    def _history(self) -> HistoryCache: ...


class SQLErase:
    """Mixed into :class:`~convmem.stores.sql.SQLStore`: retraction and hard deletion."""

    def close_fact(
        self: _Plumbing, fact_id: int, valid_to: datetime, superseded_by: int | None = None, *,
        retracted_by: str | None = None,
    ) -> None:
        """Mark a fact as no longer current (never deletes it).

        Args:
            fact_id: the fact.
            valid_to: when it stopped holding (timezone-aware).
            superseded_by: the fact that replaced it, if any.
            retracted_by: who retracted it (a retraction has no replacement).

        Raises:
            StoreError: no fact has this id, ``valid_to`` is naive, or the database failed.
        """
        aware(valid_to, "valid_to")
        with self._write(f"close fact {fact_id}") as conn:
            result = conn.execute(FACTS.update().where(FACTS.c.id == fact_id).values(
                valid_to=valid_to, superseded_by=superseded_by, retracted_by=retracted_by))
            if result.rowcount == 0:
                raise StoreError(f"no fact with id {fact_id}")

    def delete_conversation(self: _Plumbing, conversation_id: str) -> bool:
        """Delete everything stored for the conversation, in one transaction.

        Returns:
            Whether anything was stored for it (a fact pinned before any message counts).

        Raises:
            StoreError: the database failed; nothing was deleted.
        """
        with self._write(f"delete conversation {conversation_id!r}") as conn:
            rows = [conn.execute(table.delete().where(table.c.conversation_id == conversation_id))
                    .rowcount for table in (MESSAGES, FACTS, SUMMARIES, USAGE)]
            rows.append(conn.execute(CONVERSATIONS.delete().where(
                CONVERSATIONS.c.id == conversation_id)).rowcount)
            known = any(n > 0 for n in rows)
        self._history.forget(conversation_id)
        if self.engine.dialect.name == "sqlite":
            # The deleted pages still sit in the write-ahead log until it is checkpointed.
            # It waits for writers, so it queues with them (see stores/sql_engine.Opened).
            with self._read(f"checkpoint after deleting {conversation_id!r}") as conn, \
                    self._writers:
                conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        return known


def add_missing_columns(conn: Connection) -> None:
    """Add the columns and indexes newer versions define to tables an older version created
    (additive migration: existing rows take the column's server default, and a message's
    idempotency key is copied from its meta, where every version kept it)."""
    inspector = sa.inspect(conn)
    for table in (CONVERSATIONS, MESSAGES, FACTS):
        have = {c["name"] for c in inspector.get_columns(table.name)}
        for column in table.columns:
            if column.name not in have:
                ddl = sa.schema.CreateColumn(column).compile(dialect=conn.dialect)
                conn.exec_driver_sql(f"ALTER TABLE {table.name} ADD COLUMN {ddl}")
                if column is MESSAGES.c.idempotency_key:
                    key = MESSAGES.c.meta[(OWN, "idempotency_key")].as_string()
                    conn.execute(MESSAGES.update().where(  # (older versions took any length)
                        key.is_not(None), sa.func.length(key) <= ID_MAX)
                                 .values(idempotency_key=key))
        for index in table.indexes:
            index.create(conn, checkfirst=True)
