"""The SQL store's history cache: rows another store (worker, host) changed or deleted are never
served from it; it stays within its capacity; conversations without a revision read uncached."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from convmem.errors import ConfigError
from convmem.messages import Message, own, parse_message
from convmem.stores import SQLStore
from convmem.stores.sql_cache import OVERHEAD, HistoryCache
from convmem.stores.sql_schema import CONVERSATIONS


def msg(content: str, role: str = "user") -> Message:
    return replace(parse_message({"role": role, "content": content}), tokens=5,
                   encoding="cl100k_base")


def test_a_supersede_by_another_store_reaches_the_cached_rows(sql_url: str) -> None:
    reader, writer = SQLStore(sql_url), SQLStore(sql_url)
    try:
        reader.append("c", [msg("hi"), msg("partial", "assistant")])
        assert "superseded_by" not in own(reader.tail("c", 10)[1])
        assert len(reader._history) == 2  # cached
        writer.append("c", [msg("the whole reply", "assistant")], supersede=[1])
        tail = reader.tail("c", 10)
        assert [m.content for m in tail] == ["hi", "partial", "the whole reply"]
        assert own(tail[1]).get("superseded_by") == 2 and tail[1].hidden
    finally:
        reader.close()
        writer.close()


def test_a_conversation_deleted_elsewhere_is_not_served_from_the_cache(sql_url: str) -> None:
    reader, writer = SQLStore(sql_url), SQLStore(sql_url)
    try:
        reader.append("c", [msg("my secret"), msg("noted", "assistant")])
        assert len(reader.tail("c", 10)) == 2
        assert writer.delete_conversation("c")
        assert reader.tail("c", 10) == []
        # deleted and created again, with as many messages, before the reader looks again
        reader.tail("d", 10)
        reader.append("d", [msg("old one"), msg("old two", "assistant")])
        assert [m.content for m in reader.tail("d", 10)] == ["old one", "old two"]
        assert len(reader._history) == 2  # cached
        writer.delete_conversation("d")
        writer.append("d", [msg("new one"), msg("new two", "assistant")])
        assert [m.content for m in reader.tail("d", 10)] == ["new one", "new two"]
    finally:
        reader.close()
        writer.close()


def test_a_change_between_the_row_lookup_and_the_read_is_not_cached(sql_url: str) -> None:
    reader, writer = SQLStore(sql_url), SQLStore(sql_url)
    try:
        reader.append("c", [msg("hi"), msg("partial", "assistant")])
        reader.tail("c", 10)  # cached
        writer.append("c", [msg("more")])

        def supersede_first(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
            if "JOIN convmem_conversations" in statement and not fired:
                fired.append(True)  # the revision was looked up; the rows are read next
                writer.append("c", [msg("the whole reply", "assistant")], supersede=[1])

        fired: list[bool] = []
        sa.event.listen(reader.engine, "before_cursor_execute", supersede_first)
        try:
            tail = reader.tail("c", 10)
        finally:
            sa.event.remove(reader.engine, "before_cursor_execute", supersede_first)
        assert fired and [m.content for m in tail] == ["hi", "partial", "more"]
        assert tail[1].hidden  # read again, uncached: the supersede shows
        assert len(reader._history) == 0
        tail = reader.tail("c", 10)
        assert [m.content for m in tail][-1] == "the whole reply" and tail[1].hidden
    finally:
        reader.close()
        writer.close()


def test_a_plain_append_keeps_the_revision(sql_url: str) -> None:
    store, other = SQLStore(sql_url), SQLStore(sql_url)  # other: another process's writes
    try:
        store.append("c", [msg("hi")])
        store.tail("c", 5)
        store.append("c", [msg("again")])
        other.append("c", [msg("from elsewhere", "assistant")])
        calls: list[str] = []
        sa.event.listen(store.engine, "before_cursor_execute",
                        lambda conn, cursor, statement, *args: calls.append(statement))
        assert [m.content for m in store.tail("c", 5)] == ["hi", "again", "from elsewhere"]
        fetches = [c for c in calls if "JOIN convmem_conversations" in c]
        # this process's own append was filed as it committed: only the other's row was read
        assert len(fetches) == 1 and len(store._history) == 3
    finally:
        store.close()
        other.close()


def test_an_appended_row_is_cached_as_a_read_would_decode_it(sql_url: str) -> None:
    cached, uncached = SQLStore(sql_url), SQLStore(sql_url, history_cache=0)
    try:
        rich = [parse_message({"role": "user", "content": [
                    {"type": "text", "text": "pick one"}], "name": "ana"}),
                parse_message({"role": "assistant", "content": None, "tool_calls": [
                    {"id": "t1", "type": "function",
                     "function": {"name": "f", "arguments": "{}"}}]}),
                replace(msg("with meta"), meta={"app": {"tags": ("a", "b"), "n": 1.5}})]
        cached.append("c", rich)
        calls: list[str] = []
        sa.event.listen(cached.engine, "before_cursor_execute",
                        lambda conn, cursor, statement, *args: calls.append(statement))
        assert cached.tail("c", 10) == uncached.tail("c", 10)
        assert not [c for c in calls if "JOIN convmem_conversations" in c]  # not read back
        cached.append("c", [msg("replaces it", "assistant")], supersede=[1])
        assert cached.tail("c", 10) == uncached.tail("c", 10)  # a supersede files nothing
    finally:
        cached.close()
        uncached.close()


def test_reads_page_through_the_cache_as_through_the_database(sql_url: str) -> None:
    cached, uncached = SQLStore(sql_url), SQLStore(sql_url, history_cache=0)
    try:
        cached.append("c", [msg(f"m{i}", "user" if i % 2 == 0 else "assistant")
                            for i in range(150)])
        for limit, before in [(64, None), (64, 150), (64, 86), (64, 22), (10, 3), (5, 0),
                              (500, None), (3, 10_000), (64, 149)]:
            assert cached.tail("c", limit, before) == uncached.tail("c", limit, before), (
                limit, before)
        cached.append("c", [msg("m150")])
        assert cached.tail("c", 2) == uncached.tail("c", 2)
        assert [m.seq for m in cached.tail("c", 2)] == [149, 150]
    finally:
        cached.close()
        uncached.close()


def test_a_conversation_without_a_revision_reads_uncached_until_its_next_append(
        sql_url: str) -> None:
    store = SQLStore(sql_url)
    try:
        store.append("c", [msg("hi"), msg("hello", "assistant")])
        with store.engine.begin() as conn:  # as an older convmem left it
            conn.execute(CONVERSATIONS.update().values(revision=None))
        assert [m.content for m in store.tail("c", 10)] == ["hi", "hello"]
        assert len(store._history) == 0
        store.append("c", [msg("again")])
        assert [m.content for m in store.tail("c", 10)] == ["hi", "hello", "again"]
        assert len(store._history) == 3
    finally:
        store.close()


def test_an_older_database_gains_the_revision_column(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/old.db"
    before = SQLStore(url)
    before.append("c", [msg("stored by an older convmem"), msg("noted", "assistant")])
    before.close()
    engine = sa.create_engine(url)
    with engine.begin() as conn:  # the conversation table as it was before the column
        conn.exec_driver_sql("ALTER TABLE convmem_conversations DROP COLUMN revision")
    engine.dispose()
    store = SQLStore(url)
    try:
        assert store.tail("c", 5)[0].content == "stored by an older convmem"
        assert len(store._history) == 0  # no revision yet: read uncached
        store.append("c", [msg("and a new one")])
        assert len(store.tail("c", 5)) == 3 and len(store._history) == 3
    finally:
        store.close()


def _fetcher(calls: list[tuple[int, int]]) -> Callable[[int, int], list[Message] | None]:
    def fetch(lo: int, hi: int) -> list[Message]:
        calls.append((lo, hi))
        return [replace(msg("x" * 100), seq=s) for s in range(lo, hi)]  # 300 characters each
    return fetch


def test_the_cache_fetches_only_what_it_lacks_and_keeps_its_capacity() -> None:
    cache, calls = HistoryCache(capacity=3000), list[tuple[int, int]]()
    fetch = _fetcher(calls)
    found = cache.read("a", "r1", 8, 0, 6, fetch)
    assert [m.seq for m in found or []] == [0, 1, 2, 3, 4, 5]
    found = cache.read("a", "r1", 8, 2, 8, fetch)
    assert [m.seq for m in found or []] == [2, 3, 4, 5, 6, 7]
    assert calls == [(0, 6), (6, 8)] and cache.size == 8 * (100 + OVERHEAD)
    cache.read("b", "r1", 6, 0, 6, fetch)  # 14 held, over 10: "a", read least recently, goes
    assert len(cache) == 6
    cache.read("b", "r1", 6, 0, 6, fetch)
    assert calls[-1] == (0, 6)
    cache.read("b", "r2", 6, 0, 2, fetch)  # another revision: everything of "b" read again
    assert calls[-1] == (0, 2) and len(cache) == 2
    cache.read("b", "r2", 1, 0, 1, fetch)  # a count below a seq held: a restored database
    assert calls[-1] == (0, 1) and len(cache) == 1
    cache.read("c", "r1", 30, 0, 30, fetch)  # one conversation over the cap: its newest stay
    assert len(cache) == 10 and cache.size <= cache.capacity
    calls.clear()
    cache.read("c", "r1", 30, 20, 30, fetch)
    assert calls == []
    assert cache.read("c", "r1", 30, 5, 12, lambda lo, hi: None) is None  # changed meanwhile
    assert len(cache) == 0


def test_the_cache_refuses_a_bad_capacity_and_holds_nothing_at_zero() -> None:
    for bad in (-1, 1.5, True):
        with pytest.raises(ConfigError, match="history_cache"):
            HistoryCache(capacity=bad)  # type: ignore[arg-type]
    cache, calls = HistoryCache(capacity=0), list[tuple[int, int]]()
    cache.read("a", "r1", 4, 0, 4, _fetcher(calls))
    cache.read("a", "r1", 4, 0, 4, _fetcher(calls))
    assert calls == [(0, 4), (0, 4)] and len(cache) == 0


def test_a_default_store_holds_a_long_conversations_window(sql_url: str) -> None:
    store = SQLStore(sql_url)
    try:
        store.append("c", [msg(f"message {i}: " + "some chat words here, " * 9)
                           for i in range(1000)])
        store.tail("c", 1000)
        calls: list[str] = []
        sa.event.listen(store.engine, "before_cursor_execute",
                        lambda conn, cursor, statement, *args: calls.append(statement))
        assert len(store.tail("c", 1000)) == 1000
        assert len(calls) == 1 and "JOIN" not in calls[0]  # the row's revision, no message read
    finally:
        store.close()


def test_content_parts_and_tool_calls_count_against_the_capacity() -> None:
    parts = replace(parse_message({"role": "user", "content": [
        {"type": "text", "text": "what is this?"}, {"type": "text", "text": "A" * 5000}]}),
        seq=0)
    call = {"id": "c1", "type": "function",
            "function": {"name": "f", "arguments": "{\"q\": \"" + "x" * 3000 + "\"}"}}
    tools = replace(parse_message({"role": "assistant", "content": None, "tool_calls": [call]}),
                    seq=1)
    cache = HistoryCache(capacity=100_000)
    cache.read("c", "r1", 2, 0, 2, lambda lo, hi: [parts, tools][lo:hi])
    assert cache.size > 5000 + 3000 + 2 * OVERHEAD
