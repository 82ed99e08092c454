"""The tables of :class:`~convmem.stores.sql.SQLStore` and how rows map to records.

Tables are prefixed ``convmem_`` so the store can share a database with an application. Content
and tool calls are JSON, which keeps a string and a list of text parts apart, survives
characters PostgreSQL refuses in ``text`` columns (NUL), and is stored unescaped (CJK stays
readable). Datetimes are stored in UTC and come back timezone-aware.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import fields
from datetime import datetime, timezone
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.engine import Dialect, Row

from convmem.errors import MissingDependency, StoreError, missing
from convmem.messages import ID_MAX, Message, own
from convmem.records import Fact, Summary, Usage

__all__ = ["CONVERSATIONS", "FACTS", "LEASES", "MESSAGES", "MESSAGE_COLUMNS", "METADATA",
           "SUMMARIES", "USAGE", "aware", "chunks", "dumps", "mask", "message_row",
           "missing_driver",
           "record_values", "to_message", "to_record"]

R = TypeVar("R", Fact, Summary, Usage)


INSTRUCTION_ROLES = ("system", "developer")
IN_CHUNK = 500  # bound parameters per IN (...) list; far below every backend's limit


class UTCDateTime(sa.TypeDecorator[datetime]):
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


def json_type() -> sa.JSON:
    return sa.JSON(none_as_null=True)


ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")  # SQLite autoincrements INTEGER only

METADATA = sa.MetaData()

CONVERSATIONS = sa.Table(
    "convmem_conversations", METADATA,
    sa.Column("id", sa.String(255), primary_key=True),
    sa.Column("user_id", sa.String(255), nullable=True, index=True),
    sa.Column("message_count", sa.Integer, nullable=False, default=0),
    # The stored messages' tokens, kept with the count: the full history's size in one lookup.
    sa.Column("token_count", sa.BigInteger, nullable=False, default=0, server_default="0"),
    sa.Column("created_at", UTCDateTime, nullable=False),
    # A random token replaced whenever stored messages change (see stores/sql_cache.py).
    sa.Column("revision", sa.String(32), nullable=True),
)

MESSAGES = sa.Table(
    "convmem_messages", METADATA,
    sa.Column("conversation_id", sa.String(255), sa.ForeignKey("convmem_conversations.id"),
              primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("message_id", sa.String, nullable=True),
    sa.Column("role", sa.String(16), nullable=False),
    # role in (system, developer), kept as one flag so the instructions query is a single
    # equality whose index order is already seq order (no sort, no scan of the history).
    sa.Column("instruction", sa.Boolean, nullable=False),
    sa.Column("content", json_type(), nullable=True),
    sa.Column("name", sa.String(64), nullable=True),
    sa.Column("tool_calls", json_type(), nullable=True),
    sa.Column("tool_call_id", sa.String, nullable=True),
    sa.Column("msg_time", sa.String, nullable=True),
    sa.Column("meta", json_type(), nullable=True),
    sa.Column("tokens", sa.Integer, nullable=True),
    sa.Column("encoding", sa.String(64), nullable=True),
    sa.Column("created_at", UTCDateTime, nullable=False),
    # The request's Idempotency-Key (also in meta), indexed: a retry of any age is found in one
    # lookup (added 2026-12-07; older databases gain it on open, see stores/sql_erase.py).
    sa.Column("idempotency_key", sa.String(255), nullable=True),
    # NULLs are distinct in a unique index: messages without a caller id never clash.
    sa.UniqueConstraint("conversation_id", "message_id", name="uq_convmem_messages_message_id"),
    sa.Index("ix_convmem_messages_instruction", "conversation_id", "instruction", "seq"),
    sa.Index("ix_convmem_messages_key", "conversation_id", "idempotency_key", "seq"),
)

LEASES = sa.Table(
    "convmem_leases", METADATA,
    sa.Column("conversation_id", sa.String(255), primary_key=True),
    sa.Column("owner", sa.String(64), nullable=False),
    # Seconds since the epoch: the holders' clocks, which multi-host deployments keep in sync.
    sa.Column("expires_at", sa.Double, nullable=False),
)

FACTS = sa.Table(
    "convmem_facts", METADATA,
    sa.Column("id", ID, primary_key=True, autoincrement=True),
    sa.Column("conversation_id", sa.String(255), nullable=False),
    sa.Column("key", sa.String, nullable=False),
    sa.Column("category", sa.String, nullable=False),
    sa.Column("value", sa.Text, nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("source_seq", sa.Integer, nullable=True),
    sa.Column("source_id", sa.String, nullable=True),
    sa.Column("negated", sa.Boolean, nullable=False),
    sa.Column("valid_from", UTCDateTime, nullable=False),
    sa.Column("valid_to", UTCDateTime, nullable=True),
    sa.Column("superseded_by", sa.BigInteger, nullable=True),
    # Added for issue 10; older databases gain them on open (stores/sql_erase.py).
    sa.Column("origin", sa.String(16), nullable=False, server_default="rules"),
    sa.Column("author", sa.String(255), nullable=True),
    sa.Column("pinned", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("retracted_by", sa.String(255), nullable=True),
    sa.Column("confidence", sa.Float, nullable=True),  # added 2026-12-05
    sa.Index("ix_convmem_facts_current", "conversation_id", "valid_to"),
)

SUMMARIES = sa.Table(
    "convmem_summaries", METADATA,
    sa.Column("id", ID, primary_key=True, autoincrement=True),
    sa.Column("conversation_id", sa.String(255), nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("start_seq", sa.Integer, nullable=False),
    sa.Column("end_seq", sa.Integer, nullable=False),
    sa.Column("tokens", sa.Integer, nullable=False),
    sa.Column("summarizer", sa.String, nullable=False),
    sa.Column("created_at", UTCDateTime, nullable=False),
    sa.Index("ix_convmem_summaries_end", "conversation_id", "end_seq", "id"),
)

USAGE = sa.Table(
    "convmem_usage", METADATA,
    sa.Column("id", ID, primary_key=True, autoincrement=True),
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
    sa.Column("extra", json_type(), nullable=True),
    sa.Column("created_at", UTCDateTime, nullable=False),
)

MESSAGE_COLUMNS = [MESSAGES.c[name] for name in (
    "seq", "message_id", "role", "content", "name", "tool_calls", "tool_call_id", "msg_time",
    "meta", "tokens", "encoding")]


_SECRET_OPTIONS = re.compile(r"([?&](?:password|sslpassword)=)[^&]*", re.I)


def mask(raw: str) -> str:
    """The URL with any password replaced by ``***`` (also for strings that do not parse), in
    its user part or as a query option (``?password=...``, which drivers read too)."""
    try:
        shown = sa.make_url(raw).render_as_string(hide_password=True)
    except Exception:  # a URL we cannot parse is masked by pattern below
        shown = re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", raw)
    return _SECRET_OPTIONS.sub(r"\1***", shown)


def dumps(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (half an emoji from a cut stream) cannot be sent as UTF-8; the
        # ASCII-escaped form can, and still reads back as the same string.
        return json.dumps(value, separators=(",", ":"))
    return text


def aware(value: datetime | None, what: str) -> None:
    if value is not None and value.tzinfo is None:
        raise StoreError(f"{what}={value.isoformat()} is a naive datetime; pass a timezone-aware "
                         "one (e.g. datetime.now(timezone.utc) or convmem.records.utcnow()).")


def to_message(row: Sequence[Any]) -> Message:
    """The message of a row of :data:`MESSAGE_COLUMNS` (unpacked by position: a history read
    converts dozens of rows, and a lookup by name costs more than the rest of the conversion)."""
    seq, message_id, role, content, name, calls, tool_call_id, msg_time, meta, tokens, enc = row
    if isinstance(content, list):
        content = tuple(dict(part) for part in content)
    return Message(
        role=role, content=content, name=name,
        tool_calls=None if calls is None else tuple(dict(c) for c in calls),
        tool_call_id=tool_call_id, id=message_id, time=msg_time, meta=dict(meta or {}),
        seq=seq, tokens=tokens, encoding=enc)


def as_read(m: Message) -> Message:
    """``m`` as a read of its row returns it: its JSON columns (content, tool calls, meta)
    through the same encoding, so a message filed in the history cache as it is appended is
    the message a later read would decode."""
    def stored(value: Any) -> Any:
        return None if value is None else json.loads(dumps(value))

    content: Any = m.content if isinstance(m.content, str) or m.content is None else \
        stored([dict(part) for part in m.content])
    calls = None if m.tool_calls is None else stored([dict(c) for c in m.tool_calls])
    return to_message((m.seq, m.id, m.role, content, m.name, calls, m.tool_call_id, m.time,
                       stored(dict(m.meta)), m.tokens, m.encoding))


def record_values(record: Fact | Summary | Usage) -> dict[str, Any]:
    """A record's fields as column values (the database assigns ``id``)."""
    return {f.name: getattr(record, f.name) for f in fields(record) if f.name != "id"}


def to_record(cls: type[R], row: Row[Any]) -> R:
    # The fact, summary and usage tables name their columns after the dataclass fields.
    data = row._mapping
    return cls(**{f.name: data[f.name] for f in fields(cls)})


def chunks(items: Sequence[Any]) -> Iterator[Sequence[Any]]:
    for i in range(0, len(items), IN_CHUNK):
        yield items[i:i + IN_CHUNK]


def message_row(conversation_id: str, m: Message, now: datetime) -> dict[str, Any]:
    content: Any = m.content
    if content is not None and not isinstance(content, str):
        content = [dict(part) for part in content]
    return {
        "conversation_id": conversation_id, "seq": m.seq, "message_id": m.id, "role": m.role,
        "instruction": m.role in INSTRUCTION_ROLES,
        "content": content, "name": m.name,
        "tool_calls": None if m.tool_calls is None else [dict(c) for c in m.tool_calls],
        "tool_call_id": m.tool_call_id, "msg_time": m.time, "meta": dict(m.meta),
        "tokens": m.tokens, "encoding": m.encoding, "created_at": now,
        "idempotency_key": key if isinstance(key := own(m).get("idempotency_key"), str)
        and len(key) <= ID_MAX else None,  # longer: as an older version stored it, meta only
    }


# SQLAlchemy dialect -> the pip package of its default driver (PostgreSQL has an extra).
_DRIVERS = {"mysql": "mysqlclient", "mysql+mysqldb": "mysqlclient", "mysql+pymysql": "pymysql",
            "mariadb": "mysqlclient", "mssql": "pyodbc", "mssql+pyodbc": "pyodbc",
            "oracle": "oracledb", "postgresql+psycopg2": "psycopg2-binary",
            "postgresql+asyncpg": "asyncpg", "postgresql+pg8000": "pg8000"}


def missing_driver(url: str, drivername: str, backend: str,
                    exc: ImportError) -> MissingDependency:
    """The error for a URL whose database driver is not installed, naming what to install."""
    where = f"store={url!r}"
    if drivername == "postgresql+psycopg":
        return missing("psycopg", "postgres", where, exc)
    package = _DRIVERS.get(drivername) or _DRIVERS.get(backend)
    install = (f"pip install {package}" if package else
               f"install the Python driver of {drivername!r}")
    return missing(exc.name or drivername, None, where, exc, install=install)
