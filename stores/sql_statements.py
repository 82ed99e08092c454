"""The SQL store's hot statements, built once: executing a prebuilt statement skips
SQLAlchemy's per-call construction and cache-key work (half the cost of a one-row read)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql as pg_dialect
from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlalchemy.engine import Connection

from convmem.stores.sql_schema import (
    CONVERSATIONS,
    FACTS,
    LEASES,
    MESSAGE_COLUMNS,
    MESSAGES,
    USAGE,
)

__all__ = ["BUMP", "CID", "CLAIM", "CLASH", "COUNT", "CURRENT_FACTS", "END", "INSERT_MESSAGES",
           "INSERT_USAGE", "INSTRUCTIONS", "KEYED", "RANGE", "RANGE_REVISED", "RELEASE", "RENEW",
           "STATE", "TOKENS", "USER", "upsert"]

END = 2**31 - 1  # "no bound" for seq and LIMIT parameters
CID: sa.BindParameter[str] = sa.bindparam("cid")
COUNT = sa.select(CONVERSATIONS.c.message_count).where(CONVERSATIONS.c.id == CID)
TOKENS = sa.select(CONVERSATIONS.c.token_count).where(CONVERSATIONS.c.id == CID)
USER = sa.select(CONVERSATIONS.c.user_id).where(CONVERSATIONS.c.id == CID)
STATE = (sa.select(CONVERSATIONS.c.message_count, CONVERSATIONS.c.revision)
         .where(CONVERSATIONS.c.id == CID))
RANGE = (sa.select(*MESSAGE_COLUMNS)
         .where(MESSAGES.c.conversation_id == CID, MESSAGES.c.seq >= sa.bindparam("start"),
                MESSAGES.c.seq < sa.bindparam("stop"))
         .order_by(MESSAGES.c.seq))
# The same, each row with the revision it was read under (one snapshot: see stores/sql_cache).
RANGE_REVISED = (sa.select(*MESSAGE_COLUMNS, CONVERSATIONS.c.revision)
                 .join(CONVERSATIONS, CONVERSATIONS.c.id == MESSAGES.c.conversation_id)
                 .where(MESSAGES.c.conversation_id == CID,
                        MESSAGES.c.seq >= sa.bindparam("start"),
                        MESSAGES.c.seq < sa.bindparam("stop"))
                 .order_by(MESSAGES.c.seq))
INSTRUCTIONS = (sa.select(*MESSAGE_COLUMNS)
                .where(MESSAGES.c.conversation_id == CID, MESSAGES.c.instruction == sa.true(),
                       MESSAGES.c.seq < sa.bindparam("before"))
                .order_by(MESSAGES.c.seq.desc()).limit(sa.bindparam("limit")))
CLASH = (sa.select(MESSAGES.c.message_id)
         .where(MESSAGES.c.conversation_id == CID,
                MESSAGES.c.message_id.in_(sa.bindparam("ids", expanding=True))).limit(1))
# The newest message stored with an Idempotency-Key (an index range read backwards).
KEYED = (sa.select(*MESSAGE_COLUMNS)
         .where(MESSAGES.c.conversation_id == CID,
                MESSAGES.c.idempotency_key == sa.bindparam("key"))
         .order_by(MESSAGES.c.seq.desc()).limit(1))
CURRENT_FACTS = (sa.select(FACTS).where(FACTS.c.conversation_id == CID,
                                        FACTS.c.valid_to.is_(None)).order_by(FACTS.c.id))
INSERT_MESSAGES = MESSAGES.insert()
INSERT_USAGE = USAGE.insert()
RELEASE = LEASES.delete().where(LEASES.c.conversation_id == CID,
                                LEASES.c.owner == sa.bindparam("owner"))
# (An UPDATE's bound names must differ from its columns' names.)
RENEW = (LEASES.update().where(LEASES.c.conversation_id == CID,
                               LEASES.c.owner == sa.bindparam("holder"))
         .values(expires_at=sa.bindparam("until")).returning(LEASES.c.owner))


def _bump(insert: Any) -> Any:
    """The one statement an append runs on the conversation row: create it, or add the batch
    to its counters and record its first owner; either way the row stays locked until the
    transaction ends, and comes back as written (``RETURNING``: its owner, its count and its
    revision, under which the appended rows are filed in the history cache)."""
    c = CONVERSATIONS.c
    stmt = insert(CONVERSATIONS).values(
        id=CID, user_id=sa.bindparam("user", type_=c.user_id.type),
        message_count=sa.bindparam("n"), token_count=sa.bindparam("tokens"),
        created_at=sa.bindparam("now", type_=c.created_at.type),
        revision=sa.bindparam("revision", type_=c.revision.type))
    return stmt.on_conflict_do_update(index_elements=["id"], set_={
        "message_count": c.message_count + stmt.excluded.message_count,
        "token_count": c.token_count + stmt.excluded.token_count,
        "user_id": sa.func.coalesce(c.user_id, stmt.excluded.user_id),
        "revision": sa.func.coalesce(c.revision, stmt.excluded.revision),
    }).returning(c.user_id, c.message_count, c.revision)


def _claim(insert: Any) -> Any:
    """Take or renew a turn lease: an insert, or on conflict an update that only applies when
    the owner holds the lease or it expired; a row comes back only when one was written."""
    stmt = insert(LEASES).values(conversation_id=CID, owner=sa.bindparam("owner"),
                                 expires_at=sa.bindparam("expires"))
    return stmt.on_conflict_do_update(
        index_elements=["conversation_id"],
        set_={"owner": stmt.excluded.owner, "expires_at": stmt.excluded.expires_at},
        where=(LEASES.c.owner == stmt.excluded.owner)
        | (LEASES.c.expires_at < sa.bindparam("now"))).returning(LEASES.c.owner)


# Upserts are dialect-specific statements: PostgreSQL's, and SQLite's for the rest.
BUMP = {"postgresql": _bump(pg_dialect.insert), "sqlite": _bump(sqlite_dialect.insert)}
CLAIM = {"postgresql": _claim(pg_dialect.insert), "sqlite": _claim(sqlite_dialect.insert)}


def upsert(statements: Mapping[str, Any], conn: Connection) -> Any:
    return statements.get(conn.dialect.name, statements["sqlite"])
