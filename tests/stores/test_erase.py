"""The Store protocol's corrections and hard deletion, on every store (see conftest), and the
additive migration of the fact table."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from convmem.errors import StoreError
from convmem.messages import Message, parse_message
from convmem.records import Fact, Summary, Usage, utcnow
from convmem.stores import SQLStore, Store


def msg(content: str, **fields: Any) -> Message:
    raw = {"role": "user", "content": content, **fields}
    return replace(parse_message(raw), tokens=len(content) + 4, encoding="cl100k_base")


def fill(store: Store, cid: str, user: str, words: str) -> None:
    store.append(cid, [msg(f"{words} one", id=f"{cid}-1"), msg(f"{words} two")], user_id=user,
                 usage=[Usage(cid, "chat", "m", prompt_tokens=3)])
    store.add_fact(Fact(cid, "home", "home", words, f"I live in {words}", source_seq=0))
    store.save_summary(Summary(cid, f"they talked about {words}", 0, 2, 5))
    store.record_usage(Usage(cid, "summary", "m"))


def test_delete_conversation_removes_everything_of_it_only(store: Store) -> None:
    fill(store, "a", "u1", "Lyon")
    fill(store, "b", "u1", "Porto")
    fill(store, "c", "u2", "Oslo")
    assert store.delete_conversation("a") is True
    assert store.count("a") == 0 and store.range("a", 0, 10) == []
    assert store.find("a", "a-1") is None
    assert store.facts("a", current_only=False) == []
    assert store.latest_summary("a") is None and store.usage("a") == []
    assert store.user_of("a") is None and "a" not in store.conversations()
    assert store.conversations("u1") == ["b"]
    for cid, words in (("b", "Porto"), ("c", "Oslo")):  # the others are untouched
        assert [m.text for m in store.range(cid, 0, 5)] == [f"{words} one", f"{words} two"]
        assert [f.value for f in store.facts(cid)] == [words]
        assert store.latest_summary(cid) is not None and len(store.usage(cid)) == 2
    assert store.delete_conversation("a") is False  # already gone
    assert store.delete_conversation("never") is False


def test_a_deleted_conversation_id_can_be_used_again(store: Store) -> None:
    fill(store, "a", "u1", "Lyon")
    store.delete_conversation("a")
    again = store.append("a", [msg("fresh", id="a-1")], user_id="u2")
    assert again[0].seq == 0 and store.user_of("a") == "u2"
    assert store.find("a", "a-1") is not None


def test_retraction_closes_a_fact_and_records_who(store: Store) -> None:
    fact = store.add_fact(Fact("c", "allergy:kiwi", "allergy", "kiwi", "kiwi makes me itch"))
    assert fact.id is not None and fact.origin == "rules" and not fact.pinned
    assert fact.confidence is None
    found = store.add_fact(Fact("c", "medical:~x", "medical", "x", "x", origin="meaning",
                                confidence=0.742))
    assert [f.confidence for f in store.facts("c") if f.id == found.id] == [0.742]
    mine = store.add_fact(Fact("c", "note:x", "note", "x", "x", origin="user", author="admin",
                               pinned=True))
    store.close_fact(fact.id, utcnow(), retracted_by="user")
    assert [f.id for f in store.facts("c")] == [found.id, mine.id]
    closed = {f.id: f for f in store.facts("c", current_only=False)}[fact.id]
    assert closed.retracted_by == "user" and closed.superseded_by is None
    assert closed.valid_to is not None
    kept = {f.id: f for f in store.facts("c")}[mine.id]
    assert (kept.origin, kept.author, kept.pinned) == ("user", "admin", True)
    with pytest.raises(StoreError):
        store.close_fact(10_000, utcnow(), retracted_by="user")


def test_an_older_database_gains_the_new_fact_columns(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    SQLStore(f"sqlite:///{path}").close()
    with sqlite3.connect(path) as db:  # the fact table as it was before issue 10
        db.execute("DROP TABLE convmem_facts")
        db.execute("""CREATE TABLE convmem_facts (id INTEGER PRIMARY KEY, conversation_id
            VARCHAR(255) NOT NULL, key VARCHAR NOT NULL, category VARCHAR NOT NULL, value TEXT
            NOT NULL, text TEXT NOT NULL, source_seq INTEGER, source_id VARCHAR, negated BOOLEAN
            NOT NULL, valid_from DATETIME NOT NULL, valid_to DATETIME, superseded_by BIGINT)""")
        db.execute("INSERT INTO convmem_facts (conversation_id, key, category, value, text, "
                   "negated, valid_from) VALUES ('c', 'home', 'home', 'Lyon', 'I live in Lyon', "
                   "0, '2024-01-01 00:00:00')")
    store = SQLStore(f"sqlite:///{path}")
    try:
        (old,) = store.facts("c")
        assert (old.value, old.origin, old.pinned, old.retracted_by, old.confidence) == (
            "Lyon", "rules", False, None, None)
        store.close_fact(old.id or 0, utcnow(), retracted_by="user")
        assert store.facts("c", current_only=False)[0].retracted_by == "user"
    finally:
        store.close()
