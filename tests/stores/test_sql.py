"""What only ``SQLStore`` has: URLs and drivers, error translation and password masking, SQLite
WAL, index-only reads, UTC datetimes, schema creation, and appends from other processes."""

from __future__ import annotations

import logging
import socket
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from convmem.errors import ConfigError, StoreError
from convmem.messages import Message, parse_message, with_own
from convmem.records import Fact, Summary, Usage
from convmem.stores import SQLStore, sql_engine


def msg(content: str = "hi", role: str = "user", **fields: Any) -> Message:
    return replace(parse_message({"role": role, "content": content, **fields}), tokens=3,
                   encoding="cl100k_base")


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def sql_store(sql_url: str) -> Any:
    store = SQLStore(sql_url)
    yield store
    store.close()


# -- URLs, drivers, errors -------------------------------------------------------------------


@pytest.mark.parametrize("scheme", ["postgresql", "postgres", "postgresql+psycopg"])
def test_postgres_urls_use_psycopg(scheme: str) -> None:
    store = SQLStore(f"{scheme}://u:pw@127.0.0.1:{closed_port()}/db", create=False)
    assert store.engine.url.drivername == "postgresql+psycopg"
    assert store.engine.dialect.driver == "psycopg"


def test_missing_driver_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if psycopg were not installed
    with pytest.raises(ImportError, match=r"pip install 'convmem\[postgres\]'") as info:
        SQLStore("postgresql://u:s3cret@localhost/db", create=False)
    assert "s3cret" not in str(info.value)


def test_bad_url_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="not a SQLAlchemy URL"):
        SQLStore("not a url at all")
    with pytest.raises(ConfigError):
        SQLStore("nosuchdialect://u:pw@host/db")


def test_unreachable_server_is_a_store_error_with_the_password_masked(
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    url = f"postgresql://alice:s3cret@127.0.0.1:{closed_port()}/db"
    with pytest.raises(StoreError, match="cannot use the database") as info:
        SQLStore(url)
    text = str(info.value)
    assert "s3cret" not in text and "***" in text and "127.0.0.1" in text
    assert "s3cret" not in str(info.value.__cause__)
    assert "s3cret" not in caplog.text
    store = SQLStore(url, create=False)
    assert "s3cret" not in repr(store) and "s3cret" not in store.url
    with pytest.raises(StoreError, match="cannot use the database"):
        store.count("c")


@pytest.mark.postgres
def test_password_never_logged_on_a_live_server(postgres_server: str,
                                                caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    url = sa.make_url(postgres_server).set(password="s3cret").render_as_string(
        hide_password=False)  # trust authentication ignores it
    with SQLStore(url) as store:
        store.append("c", [msg()])
        assert store.count("c") == 1
        assert "s3cret" not in repr(store)
    assert "s3cret" not in caplog.text


def test_missing_tables_say_how_to_create_them(tmp_path: Path) -> None:
    store = SQLStore(f"sqlite:///{tmp_path / 'empty.db'}", create=False)
    with pytest.raises(StoreError, match=r"create=True"):
        store.count("c")
    with pytest.raises(StoreError, match=r"create=True"):
        store.append("c", [msg()])


def test_unopenable_sqlite_file_is_a_store_error(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="cannot use the database"):
        SQLStore(f"sqlite:///{tmp_path / 'no' / 'such' / 'dir.db'}")


# -- SQLite specifics ------------------------------------------------------------------------


def test_sqlite_file_uses_wal(tmp_path: Path) -> None:
    with SQLStore(f"sqlite:///{tmp_path / 'w.db'}") as store, store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"


def test_in_memory_sqlite_is_one_database_for_all_threads() -> None:
    with SQLStore("sqlite://") as store:
        store.append("c", [msg("from main")])
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(lambda i: store.append("c", [msg(f"t{i}")]), range(8)))
        assert store.count("c") == 9
        assert [m.seq for m in store.range("c", 0, 9)] == list(range(9))


def test_writers_of_one_process_queue_on_a_lock_not_in_sqlites_busy_handler(
        tmp_path: Path) -> None:
    """With no busy timeout at all, SQLite refuses a second writer at once ("database is
    locked"): threads of one process writing a file at the same time must then still all
    succeed, because they wait for each other (here for up to 30 s) before SQLite sees them."""
    url = f"sqlite:///{tmp_path / 'q.db'}"
    with SQLStore(url, engine_kwargs={"connect_args": {"timeout": 0}}) as store:
        store._writers.wait = 30.0  # type: ignore[attr-defined]  # SQLite's own wait stays 0
        with ThreadPoolExecutor(8) as pool:
            list(pool.map(lambda i: store.append(f"c{i % 3}", [msg(f"t{i}")]), range(120)))
        assert sum(store.count(f"c{i}") for i in range(3)) == 120
        for cid in ("c0", "c1", "c2"):
            assert [m.seq for m in store.range(cid, 0, 100)] == list(range(40))


def test_a_deletions_checkpoint_queues_with_the_writers(tmp_path: Path) -> None:
    """The WAL checkpoint after a deletion waits for writers too: it takes their lock, so
    with no busy timeout nothing fails while threads append and delete at once."""
    url = f"sqlite:///{tmp_path / 'd.db'}"
    with SQLStore(url, engine_kwargs={"connect_args": {"timeout": 0}}) as store:
        store._writers.wait = 30.0  # type: ignore[attr-defined]  # SQLite's own wait stays 0

        def work(i: int) -> None:
            if i % 10 == 9:
                store.delete_conversation(f"c{i % 4}")
            else:
                store.append(f"c{i % 4}", [msg(f"t{i}")])

        with ThreadPoolExecutor(8) as pool:
            list(pool.map(work, range(200)))


def test_a_writer_waits_no_longer_than_the_connections_timeout(tmp_path: Path) -> None:
    """Queued writers each give up after the timeout, as SQLite's own wait would, not one
    timeout after another while the lock is held from elsewhere."""
    import sqlite3
    import time

    path = tmp_path / "t.db"
    with SQLStore(f"sqlite:///{path}", engine_kwargs={"connect_args": {"timeout": 0.5}}
                  ) as store:
        store.append("c", [msg("first")])
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another process's writer, as far as SQLite knows
        try:
            def attempt(i: int) -> float:
                began = time.monotonic()
                with pytest.raises(StoreError, match="locked"):
                    store.append("c", [msg(f"t{i}")])
                return time.monotonic() - began

            with ThreadPoolExecutor(4) as pool:
                waited = list(pool.map(attempt, range(4)))
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert max(waited) < 1.5, waited  # each at most ~2 x 0.5 s, not 4 x 0.5 s
        assert store.count("c") == 1


# -- index-only reads ------------------------------------------------------------------------


def _reads(store: SQLStore) -> dict[str, Callable[[], object]]:
    return {
        "count": lambda: store.count("c"),
        "tail": lambda: store.tail("c", 20),
        "tail_before": lambda: store.tail("c", 20, before=150),
        "range": lambda: store.range("c", 100, 120),
        "get": lambda: store.get("c", [3, 77, 250]),
        "find": lambda: store.find("c", "m42"),
        "keyed": lambda: store.keyed("c", "k42"),
        "instructions": lambda: store.instructions("c"),
        "facts": lambda: store.facts("c"),
        "latest_summary": lambda: store.latest_summary("c"),
        "user_of": lambda: store.user_of("c"),
    }


# Reads whose index condition must narrow beyond the conversation, and the column that does it
# (tail reads a range of seqs, which the conversation row's count bounds).
_NARROW = {"tail": "seq", "tail_before": "seq", "range": "seq", "get": "seq", "find": "message_id",
           "keyed": "idempotency_key", "instructions": "instruction"}


def test_reads_are_index_queries(sql_store: SQLStore) -> None:
    store = sql_store
    for other in ("a", "c", "z"):  # neighbours on both sides, so a scan would show
        store.append(other, [with_own(msg(f"{other}{i}", role="system" if i % 50 == 0 else
                                          "user", id=f"m{i}"), idempotency_key=f"k{i}")
                             for i in range(300)])
        store.add_fact(Fact(other, "k", "note", "v", "t"))
        store.save_summary(Summary(other, "s", 0, 10, 3))
    engine = store.engine
    postgres = engine.dialect.name == "postgresql"
    with engine.connect() as conn:
        conn.exec_driver_sql("ANALYZE")  # real statistics, as a live database has them
        conn.commit()
    for name, read in _reads(store).items():
        captured: list[tuple[str, Any]] = []

        def on_execute(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any,
                       executemany: bool, sink: list[tuple[str, Any]] = captured) -> None:
            sink.append((statement, parameters))

        sa.event.listen(engine, "before_cursor_execute", on_execute)
        try:
            read()
        finally:
            sa.event.remove(engine, "before_cursor_execute", on_execute)
        assert captured, name
        with engine.connect() as conn:
            if postgres:
                # Make a sequential scan the last resort: if one still appears, no index fits.
                conn.exec_driver_sql("SET enable_seqscan = off")
            for statement, parameters in captured:
                prefix = "EXPLAIN " if postgres else "EXPLAIN QUERY PLAN "
                plan = " | ".join(str(row[-1]) for row in
                                  conn.exec_driver_sql(prefix + statement, parameters))
                where = f"{name}: {statement}\n{plan}"
                if postgres:
                    assert "Seq Scan" not in plan, where
                    conditions = [p for p in plan.split(" | ") if "Index Cond" in p]
                else:
                    assert "SCAN " not in plan and "TEMP B-TREE" not in plan, where
                    conditions = [p for p in plan.split(" | ") if p.startswith("SEARCH")]
                if "FROM convmem_conversations" in statement:  # tail's look at the row
                    assert any("(id=?)" in c or "(id)::text" in c for c in conditions), where
                elif name in _NARROW:
                    assert any(_NARROW[name] in c for c in conditions), where


def test_an_older_database_gains_the_idempotency_key_column_filled_from_meta(
        sql_url: str) -> None:
    url = sql_url
    before = SQLStore(url)
    before.append("c", [with_own(msg("q0"), idempotency_key="k0"), msg("a0", "assistant"),
                        with_own(msg("q1"), idempotency_key="k" * 300)])  # older versions
    # took a key of any length: its meta holds it, which the column cannot
    before.close()
    engine = sa.create_engine(url)
    with engine.begin() as conn:  # the message table as it was before the column
        conn.exec_driver_sql("DROP INDEX ix_convmem_messages_key")
        conn.exec_driver_sql("ALTER TABLE convmem_messages DROP COLUMN idempotency_key")
    engine.dispose()
    store = SQLStore(url)
    try:
        found = store.keyed("c", "k0")
        assert found is not None and (found.seq, found.text) == (0, "q0")
        assert store.keyed("c", "k" * 300) is None  # too long for the column: meta only
        store.append("c", [with_own(msg("q2"), idempotency_key="k2")])
        assert (store.keyed("c", "k2") or msg()).text == "q2"
        assert "ix_convmem_messages_key" in {i["name"] for i in sa.inspect(store.engine)
                                              .get_indexes("convmem_messages")}
    finally:
        store.close()


# -- datetimes -------------------------------------------------------------------------------


def test_datetimes_come_back_aware_in_utc(sql_store: SQLStore) -> None:
    ist = timezone(timedelta(hours=5, minutes=30))
    when = datetime(2024, 2, 29, 23, 59, 59, 999999, tzinfo=ist)
    fact = sql_store.add_fact(Fact("c", "k", "note", "v", "t", valid_from=when))
    sql_store.close_fact(fact.id or 0, when + timedelta(seconds=1))
    sql_store.save_summary(Summary("c", "s", 0, 1, 1, created_at=when))
    sql_store.record_usage(Usage("c", "chat", "m", created_at=when))
    back = sql_store.facts("c", current_only=False)[0]
    summary = sql_store.latest_summary("c")
    usage = sql_store.usage("c")[0]
    assert summary is not None
    for value in (back.valid_from, summary.created_at, usage.created_at):
        assert value == when and value.utcoffset() == timedelta(0)
    assert back.valid_to == when + timedelta(seconds=1)
    assert back.valid_from.hour == 18 and back.valid_from.minute == 29


def test_naive_datetimes_are_rejected(sql_store: SQLStore) -> None:
    naive = datetime(2024, 1, 1, 12, 0)
    with pytest.raises(StoreError, match="naive"):
        sql_store.add_fact(Fact("c", "k", "note", "v", "t", valid_from=naive))
    with pytest.raises(StoreError, match="naive"):
        sql_store.save_summary(Summary("c", "s", 0, 1, 1, created_at=naive))
    with pytest.raises(StoreError, match="naive"):
        sql_store.record_usage(Usage("c", "chat", "m", created_at=naive))
    assert sql_store.facts("c", current_only=False) == []
    assert sql_store.latest_summary("c") is None and sql_store.usage("c") == []


# -- atomicity against the database itself ---------------------------------------------------


@pytest.mark.postgres
def test_database_rejection_midway_stores_nothing(postgres_server: str) -> None:
    from tests.pg import drop_database, fresh_database

    url = fresh_database(postgres_server)
    try:
        with SQLStore(url) as store:
            store.append("c", [msg("before")])
            # PostgreSQL text columns refuse NUL; the failure comes from the server, mid-batch.
            with pytest.raises(StoreError, match="append to conversation 'c'"):
                store.append("c", [msg("ok"), msg("bad", id="nul\x00id"), msg("ok too")])
            assert store.count("c") == 1
            assert [m.text for m in store.range("c", 0, 5)] == ["before"]
            assert store.append("c", [msg("after")])[0].seq == 1
            # Content is JSON, so NUL inside a message's text is stored faithfully.
            stored = store.append("c", [msg("a\x00b")])
            assert store.get("c", [2]) == stored
    finally:
        drop_database(postgres_server, url)


@pytest.mark.postgres
def test_connections_the_server_closed_are_replaced_without_a_failed_call(
        postgres_server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # A restart or a fail-over closes every pooled connection. The store must notice at
    # checkout (their sockets turn readable) without a ping per checkout: a round trip per
    # statement on the request path.
    from tests.pg import drop_database, fresh_database

    url = fresh_database(postgres_server)
    try:
        with SQLStore(url) as store:
            pings: list[object] = []
            real = store.engine.dialect.do_ping
            monkeypatch.setattr(store.engine.dialect, "do_ping",
                                lambda conn: pings.append(conn) or real(conn))
            store.append("c", [msg("before")])
            for _ in range(20):
                assert store.count("c") == 1
            assert store.claim_turn("c", "w", 30) and not store.claim_turn("c", "x", 30)
            store.release_turn("c", "w")
            assert pings == []  # healthy connections cost no round trip at checkout
            database = sa.make_url(url).database
            admin = sa.create_engine(postgres_server, isolation_level="AUTOCOMMIT")
            try:
                with admin.connect() as conn:
                    ended = conn.execute(sa.text(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                        "WHERE datname = :db AND pid <> pg_backend_pid()"), {"db": database}
                    ).scalars().all()
                    assert ended and all(ended)
                    for _ in range(200):  # until the backends have exited
                        if not conn.execute(sa.text(
                                "SELECT count(*) FROM pg_stat_activity WHERE datname = :db"),
                                {"db": database}).scalar():
                            break
                        time.sleep(0.01)
            finally:
                admin.dispose()
            assert store.count("c") == 1  # no StoreError: the dead connection was replaced
            assert pings, "the closed connection was not pinged"
            assert store.append("c", [msg("after")])[0].seq == 1
            assert store.claim_turn("c", "w", 30)
            pings.clear()
            monkeypatch.setattr(sql_engine, "_IDLE_PING", 0.0)  # as if idle for 30 s
            assert store.count("c") == 2 and len(pings) == 1
    finally:
        drop_database(postgres_server, url)


# -- schema and processes --------------------------------------------------------------------


def test_concurrent_schema_creation(sql_url: str) -> None:
    with ThreadPoolExecutor(4) as pool:
        stores = list(pool.map(lambda _: SQLStore(sql_url), range(4)))
    try:
        stores[0].append("c", [msg()])
        assert all(s.count("c") == 1 for s in stores)
    finally:
        for s in stores:
            s.close()


def test_many_threads_open_one_new_sqlite_file(tmp_path: Path) -> None:
    # SQLite answers "database is locked" to the WAL pragma, without waiting, when another
    # connection opens the same new file at that moment: about 1 open in 50 failed before the
    # store retried it. Forty fresh files, four threads each.
    for n in range(40):
        url = f"sqlite:///{tmp_path}/race{n}.db"
        with ThreadPoolExecutor(4) as pool:
            stores = list(pool.map(lambda _, u=url: SQLStore(u), range(4)))
        for s in stores:
            s.close()


_WORKER = textwrap.dedent("""
    import sys
    from dataclasses import replace
    from convmem.messages import parse_message
    from convmem.stores.sql import SQLStore

    url, tag, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
    store = SQLStore(url)
    for i in range(rounds):
        batch = [parse_message({"role": "user", "content": f"{tag}{i}", "id": f"{tag}{i}"}),
                 parse_message({"role": "assistant", "content": f"{tag}{i}!"})]
        out = store.append("shared", batch)
        assert out[1].seq == out[0].seq + 1
    store.close()
""")


def test_two_processes_append_to_one_conversation(sql_url: str, sql_store: SQLStore) -> None:
    rounds = 40
    procs = [subprocess.Popen([sys.executable, "-c", _WORKER, sql_url, tag, str(rounds)],
                              stderr=subprocess.PIPE, text=True) for tag in ("p", "q")]
    errors = [p.communicate(timeout=120)[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], errors
    store = sql_store
    assert store.count("shared") == 4 * rounds
    stored = store.range("shared", 0, 4 * rounds)
    assert [m.seq for m in stored] == list(range(4 * rounds))
    for user, reply in zip(stored[::2], stored[1::2], strict=True):
        # Every append kept its two messages adjacent, whichever process won the race.
        assert (user.role, reply.role) == ("user", "assistant") and reply.text == user.text + "!"
    for tag in ("p", "q"):
        mine = [m.text for m in stored if m.role == "user" and m.text.startswith(tag)]
        assert mine == [f"{tag}{i}" for i in range(rounds)]
