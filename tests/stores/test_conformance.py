"""The one conformance suite of the Store protocol, run against every store (see conftest)."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from convmem.errors import ConflictError, OwnerError, StoreError
from convmem.messages import Message, parse_message, with_own
from convmem.records import Fact, Summary, Usage, utcnow
from convmem.stores import Store
from tests.stores.backends import Backend


def msg(role: str = "user", content: Any = "hi", **fields: Any) -> Message:
    """A validated message with a token count, as Memory hands it to a store."""
    raw = {"role": role, "content": content, **fields}
    return replace(parse_message(raw), tokens=len(str(content)) + 4, encoding="cl100k_base")


def texts(store: Store, cid: str) -> list[str]:
    return [m.text for m in store.range(cid, 0, store.count(cid))]


def without_seq(messages: Sequence[Message]) -> list[Message]:
    return [replace(m, seq=None) for m in messages]


def test_is_a_store(store: Store) -> None:
    assert isinstance(store, Store)


# -- append and sequence numbers -------------------------------------------------------------


def test_append_assigns_consecutive_seqs_from_count(store: Store) -> None:
    assert store.count("c1") == 0
    first = store.append("c1", [msg(content="a"), msg("assistant", "b"), msg(content="c")])
    assert [m.seq for m in first] == [0, 1, 2]
    assert store.count("c1") == 3
    second = store.append("c1", [msg("assistant", "d"), msg(content="e")])
    assert [m.seq for m in second] == [3, 4]
    assert store.append("c1", []) == []
    assert store.count("c1") == 5
    other = store.append("c2", [msg(content="x")])
    assert [m.seq for m in other] == [0]
    assert texts(store, "c1") == ["a", "b", "c", "d", "e"]
    assert texts(store, "c2") == ["x"]


def test_append_returns_the_messages_given_with_seq_set(store: Store) -> None:
    given_ = [msg(content="a", id="m1", meta={"k": 1}), msg("assistant", "b")]
    stored = store.append("c", given_)
    assert without_seq(stored) == given_
    assert stored == store.range("c", 0, 2)


# -- reads -----------------------------------------------------------------------------------


@pytest.fixture
def ten(store: Store) -> Store:
    """A conversation "c" of ten messages with contents "0".."9"."""
    store.append("c", [msg("user" if i % 2 == 0 else "assistant", str(i), id=f"m{i}")
                       for i in range(10)])
    return store


def seqs(messages: Sequence[Message]) -> list[int | None]:
    return [m.seq for m in messages]


def test_tail_boundaries(ten: Store) -> None:
    assert seqs(ten.tail("c", 3)) == [7, 8, 9]
    assert seqs(ten.tail("c", 3, before=5)) == [2, 3, 4]
    assert seqs(ten.tail("c", 10, before=5)) == [0, 1, 2, 3, 4]
    assert seqs(ten.tail("c", 100)) == list(range(10))
    assert seqs(ten.tail("c", 2, before=100)) == [8, 9]
    assert seqs(ten.tail("c", 2, before=1)) == [0]
    assert ten.tail("c", 3, before=0) == []
    assert ten.tail("c", 0) == []
    assert ten.tail("nope", 5) == []
    assert [m.text for m in ten.tail("c", 2)] == ["8", "9"]


def test_range_boundaries(ten: Store) -> None:
    assert seqs(ten.range("c", 2, 5)) == [2, 3, 4]
    assert seqs(ten.range("c", 0, 10)) == list(range(10))
    assert seqs(ten.range("c", -5, 2)) == [0, 1]
    assert seqs(ten.range("c", 8, 100)) == [8, 9]
    assert ten.range("c", 5, 5) == []
    assert ten.range("c", 6, 3) == []
    assert ten.range("c", 10, 20) == []
    assert ten.range("nope", 0, 5) == []


def test_get_sorts_dedups_and_skips_missing(ten: Store) -> None:
    assert seqs(ten.get("c", [7, 2, 2, 99, -1, 0])) == [0, 2, 7]
    assert seqs(ten.get("c", iter([9]))) == [9]
    assert ten.get("c", []) == []
    assert ten.get("nope", [0, 1]) == []
    assert [m.text for m in ten.get("c", range(3))] == ["0", "1", "2"]


def test_find_by_caller_id(ten: Store) -> None:
    found = ten.find("c", "m4")
    assert found is not None and found.seq == 4 and found.text == "4"
    assert ten.find("c", "m10") is None
    assert ten.find("other", "m4") is None


def test_keyed_finds_the_newest_message_stored_with_an_idempotency_key(store: Store) -> None:
    keyed = [with_own(msg(content=f"q{i}"), idempotency_key=k) for i, k in
             enumerate(["a", "b", "a"])]
    store.append("c", [keyed[0], msg("assistant", "r0"), keyed[1], keyed[2]])
    store.append("d", [with_own(msg(content="elsewhere"), idempotency_key="a")])
    found = store.keyed("c", "a")
    assert found is not None and (found.seq, found.text) == (3, "q2")
    assert found == store.get("c", [3])[0]  # the message as any read returns it
    assert store.keyed("c", "r0") is None and store.keyed("nope", "a") is None
    store.delete_conversation("c")
    assert store.keyed("c", "a") is None
    elsewhere = store.keyed("d", "a")
    assert elsewhere is not None and elsewhere.text == "elsewhere"


def test_instructions_are_only_system_and_developer(store: Store) -> None:
    store.append("c", [msg("system", "be brief"), msg(content="q1"), msg("assistant", "a1"),
                       msg("developer", "use metric"), msg(content="q2"),
                       msg("system", "late rule")])
    got = store.instructions("c")
    assert [(m.role, m.text, m.seq) for m in got] == [
        ("system", "be brief", 0), ("developer", "use metric", 3), ("system", "late rule", 5)]
    assert store.instructions("nope") == []


# -- exact round trip ------------------------------------------------------------------------


ROUND_TRIP: list[dict[str, Any]] = [
    {"role": "system", "content": "Réponds en français. 日本語も可。", "id": "sys"},
    {"role": "user", "content": "我对花生过敏 🥜👍🏽 — naïve \"quotes\" \\ back\nslash\ttab",
     "name": "alice_1", "id": "u1", "time": "2024-05-01T10:00:00+02:00",
     "meta": {"lang": "zh", "nested": {"list": [1, 2.5, True, None, "🍞"]}, "n": -3}},
    {"role": "user", "content": [{"type": "text", "text": "part one"},
                                 {"type": "text", "text": ""},
                                 {"type": "text", "text": "第二部分 🎉"}], "id": "u2"},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_1", "type": "function",
         "function": {"name": "lookup", "arguments": "{\"q\": \"花生\"}"}},
        {"id": "call_2", "type": "function", "function": {"name": "now", "arguments": ""}}]},
    {"role": "tool", "content": "{\"result\": \"ok\"}", "tool_call_id": "call_1"},
    {"role": "tool", "content": "12:00", "tool_call_id": "call_2", "name": "now"},
    {"role": "assistant", "content": "", "id": "empty"},
    {"role": "developer", "content": "x" * 5000},
    {"role": "assistant", "content": []},
]


def test_messages_round_trip_exactly(backend: Backend) -> None:
    store = backend.store
    given_ = [msg(**raw) for raw in ROUND_TRIP]
    stored = store.append("rt", given_)
    assert without_seq(stored) == given_
    readers = [store] if backend.url is None else [store, backend.reopen()]
    for reader in readers:
        back = reader.range("rt", 0, len(given_))
        assert back == stored
        assert [m.to_record() for m in back] == ROUND_TRIP
        assert isinstance(back[2].content, tuple) and isinstance(back[1].content, str)
        assert back[3].content is None and back[8].content == ()
        assert reader.tail("rt", 3) == stored[-3:]
        assert reader.get("rt", [1, 3]) == [stored[1], stored[3]]
        assert reader.find("rt", "u1") == stored[1]
        assert reader.instructions("rt") == [stored[0], stored[7]]


def test_tokens_and_encoding_round_trip_including_none(store: Store) -> None:
    counted = replace(msg(content="a"), tokens=123, encoding="o200k_base")
    uncounted = parse_message({"role": "user", "content": "b"})
    store.append("c", [counted, uncounted])
    back = store.range("c", 0, 2)
    assert (back[0].tokens, back[0].encoding) == (123, "o200k_base")
    assert (back[1].tokens, back[1].encoding) == (None, None)


# -- atomicity -------------------------------------------------------------------------------


def test_duplicate_caller_id_raises_and_stores_nothing(store: Store) -> None:
    store.append("c", [msg(content="first", id="dup")])
    with pytest.raises(StoreError, match="dup"):
        store.append("c", [msg(content="ok1", id="fresh"), msg(content="again", id="dup")])
    with pytest.raises(StoreError, match=r"twice|unique"):
        store.append("c", [msg(content="x", id="twin"), msg(content="y", id="twin")])
    assert store.count("c") == 1
    assert texts(store, "c") == ["first"]
    assert store.find("c", "fresh") is None and store.find("c", "twin") is None
    # No gap was burnt: the next append continues at count().
    assert seqs(store.append("c", [msg(content="next", id="fresh")])) == [1]
    # Ids are unique per conversation only.
    assert seqs(store.append("other", [msg(content="elsewhere", id="dup")])) == [0]


def test_messages_without_id_never_clash(store: Store) -> None:
    store.append("c", [msg(content="a"), msg(content="b")])
    store.append("c", [msg(content="c")])
    assert store.count("c") == 3


# -- users -----------------------------------------------------------------------------------


def test_user_ownership(store: Store) -> None:
    store.append("a1", [msg()], user_id="alice")
    store.append("a2", [msg()], user_id="alice")
    store.append("b1", [msg()], user_id="bob")
    store.append("anon", [msg()])
    assert store.conversations() == ["a1", "a2", "anon", "b1"]
    assert store.conversations("alice") == ["a1", "a2"]
    assert store.conversations("bob") == ["b1"]
    assert store.conversations("carol") == []
    assert store.user_of("a1") == "alice"
    assert store.user_of("anon") is None
    assert store.user_of("nope") is None

    with pytest.raises(OwnerError, match="alice") as caught:
        store.append("a1", [msg(content="intruder")], user_id="bob")
    assert (caught.value.owner, caught.value.user_id) == ("alice", "bob")
    assert store.count("a1") == 1 and store.user_of("a1") == "alice"

    # Appending without a user keeps the owner; an unowned conversation can be claimed.
    store.append("a1", [msg(content="more")])
    assert store.user_of("a1") == "alice" and store.count("a1") == 2
    store.append("anon", [msg(content="claimed")], user_id="carol")
    assert store.user_of("anon") == "carol"
    assert store.conversations("carol") == ["anon"]


def test_empty_append_registers_the_conversation(store: Store) -> None:
    assert store.append("empty", [], user_id="dora") == []
    assert store.conversations("dora") == ["empty"]
    assert store.count("empty") == 0


# -- facts, summaries, usage ------------------------------------------------------------------


def test_facts_ledger(store: Store) -> None:
    t0 = datetime(2024, 5, 1, 9, 30, 15, 123456, tzinfo=timezone.utc)
    old = store.add_fact(Fact("c", "home", "home", "Paris", "I live in Paris", source_seq=3,
                              source_id="m3", valid_from=t0))
    new = store.add_fact(Fact("c", "home", "home", "Montréal 🍁", "J'habite à Montréal",
                              source_seq=9, valid_from=t0 + timedelta(days=1)))
    neg = store.add_fact(Fact("c", "diet", "diet", "vegetarian", "not vegetarian anymore",
                              negated=True))
    store.add_fact(Fact("other", "pet", "pet", "cat", "my cat"))
    assert None not in (old.id, new.id, neg.id) and len({old.id, new.id, neg.id}) == 3
    assert store.facts("c") == [old, new, neg]

    closed_at = datetime(2024, 5, 2, 12, 0, tzinfo=timezone(timedelta(hours=-4)))
    assert old.id is not None
    store.close_fact(old.id, closed_at, superseded_by=new.id)
    assert store.facts("c") == [new, neg]
    ledger = store.facts("c", current_only=False)
    assert ledger == [replace(old, valid_to=closed_at, superseded_by=new.id), new, neg]
    assert not ledger[0].current and ledger[0].valid_to == closed_at
    assert [f.value for f in store.facts("other")] == ["cat"]
    assert store.facts("nope") == []
    with pytest.raises(StoreError):
        store.close_fact(10_000, closed_at)


def test_summaries_latest_by_end_seq(store: Store) -> None:
    assert store.latest_summary("c") is None
    a = store.save_summary(Summary("c", "first ten", 0, 10, 12, summarizer="fake"))
    b = store.save_summary(Summary("c", "up to thirty 总结", 0, 30, 40))
    c = store.save_summary(Summary("c", "up to twenty", 10, 20, 15))
    assert None not in (a.id, b.id, c.id) and len({a.id, b.id, c.id}) == 3
    assert store.latest_summary("c") == b
    assert store.latest_summary("other") is None
    d = store.save_summary(Summary("other", "x", 0, 1, 1))
    assert store.latest_summary("other") == d and store.latest_summary("c") == b


def test_latest_summary_prefers_the_newest_of_equal_ranges(store: Store) -> None:
    store.save_summary(Summary("c", "old", 0, 10, 1))
    refreshed = store.save_summary(Summary("c", "refreshed", 0, 10, 1))
    assert store.latest_summary("c") == refreshed


def test_usage_round_trip(store: Store) -> None:
    first = Usage("c", "chat", "gpt-4o", seq=4, prompt_tokens=1200, completion_tokens=85,
                  cached_tokens=1024, counted_tokens=1187, latency_ms=812.123456789,
                  ttft_ms=95.5, extra={"finish_reason": "stop", "ids": [1, 2], "ok": True})
    second = Usage("c", "summary", "local-llama")
    store.record_usage(first)
    store.record_usage(second)
    store.record_usage(Usage("other", "extract", "m"))
    assert store.usage("c") == [first, second]
    assert store.usage("nope") == []


# -- concurrency -----------------------------------------------------------------------------


def test_a_turn_lease_excludes_other_owners_until_released_or_expired(backend: Backend) -> None:
    # SQL stores: the second claimer is another store on the same URL (another worker).
    other = backend.store if backend.url is None else backend.reopen()
    store = backend.store
    assert store.claim_turn("c", "A", 30)
    assert not other.claim_turn("c", "B", 30)
    assert store.claim_turn("c", "A", 30)  # renewing one's own lease
    assert store.claim_turn("c", "A", 30, renew=True)
    assert not other.claim_turn("c", "B", 30, renew=True)  # a renewal takes nothing
    assert not other.claim_turn("c", "B", 30)
    assert other.claim_turn("d", "B", 30)  # leases are per conversation
    other.release_turn("c", "B")  # not B's: nothing happens
    assert not other.claim_turn("c", "B", 30)
    store.release_turn("c", "A")
    assert other.claim_turn("c", "B", 0.05)
    assert not store.claim_turn("c", "A", 30)
    time.sleep(0.1)
    assert store.claim_turn("c", "A", 30)  # B's lease expired
    assert not other.claim_turn("c", "B", 30)
    assert not other.claim_turn("c", "B", 30, renew=True)  # B's expired lease was taken
    store.release_turn("c", "A")
    assert not store.claim_turn("c", "A", 30, renew=True)  # a released lease stays free
    assert other.claim_turn("c", "B", 30)


def test_an_append_gives_up_the_lease_it_names_only_when_it_stores(backend: Backend) -> None:
    other = backend.store if backend.url is None else backend.reopen()
    store = backend.store
    store.append("c", [msg(content="question", id="q")])
    assert store.claim_turn("c", "A", 30)
    with pytest.raises(StoreError, match="q"):  # a failed append keeps the lease
        store.append("c", [msg(content="again", id="q")], release="A")
    assert not other.claim_turn("c", "B", 30)
    store.append("c", [msg(content="reply", role="assistant")], release="B")  # not B's
    assert not other.claim_turn("c", "B", 30)
    store.append("c", [msg(content="reply", role="assistant")], release="A")
    assert other.claim_turn("c", "B", 30)
    assert texts(store, "c") == ["question", "reply", "reply"]


def test_an_append_that_expects_another_count_stores_nothing(backend: Backend) -> None:
    store = backend.store
    store.append("c", [msg(content="q1")])
    assert store.claim_turn("c", "A", 30)
    store.append("c", [msg(content="q2")])  # another turn's message
    with pytest.raises(ConflictError, match="holds 2 messages, not the 1"):
        store.append("c", [msg(content="a1", role="assistant")], expect=1, release="A",
                     usage=[Usage(conversation_id="c", kind="chat", model="m")])
    assert texts(store, "c") == ["q1", "q2"] and store.usage("c") == []
    assert not store.claim_turn("c", "B", 30)  # the lease is kept
    stored = store.append("c", [msg(content="a2", role="assistant")], expect=2, release="A")
    assert [m.seq for m in stored] == [2] and store.claim_turn("c", "B", 30)


def test_concurrent_appends_get_unique_consecutive_seqs(backend: Backend) -> None:
    # SQL stores: half the threads write through a second, independent store on the same URL.
    stores = [backend.store] if backend.url is None else [backend.store, backend.reopen()]
    threads, rounds = 4, 15
    barrier = threading.Barrier(threads)

    def worker(t: int) -> list[list[Message]]:
        target = stores[t % len(stores)]
        barrier.wait()
        out = []
        for i in range(rounds):
            batch = [msg(content=f"{t}:{i}:q", id=f"{t}-{i}")]
            if i % 3 == 0:
                batch.append(msg("assistant", f"{t}:{i}:a"))
            out.append(target.append("race", batch))
        return out

    with ThreadPoolExecutor(threads) as pool:
        per_thread = list(pool.map(worker, range(threads)))
    total = sum(len(b) for batches in per_thread for b in batches)
    store = backend.store
    assert store.count("race") == total
    everything = store.range("race", 0, total)
    assert seqs(everything) == list(range(total))
    for batches in per_thread:
        # Each append got one contiguous block, holding exactly what was written.
        for batch in batches:
            first = batch[0].seq
            assert first is not None
            assert seqs(batch) == list(range(first, first + len(batch)))
            assert everything[first:first + len(batch)] == batch
        # One thread's appends land in the order it made them.
        starts = [b[0].seq for b in batches]
        assert starts == sorted(starts)


# -- model-based ----------------------------------------------------------------------------

_IDS = st.one_of(st.none(), st.sampled_from(["a", "b", "c", "d", "e", "f"]))
_ROLES = st.sampled_from(["user", "assistant", "system", "developer"])
_CONTENT = st.one_of(st.text(max_size=12),
                     st.lists(st.text(max_size=5).map(lambda t: {"type": "text", "text": t}),
                              max_size=2))


def _said(item: tuple[str, Any, Any]) -> tuple[str, Any, Any]:
    """Memory refuses a blank user message, so a store never sees one: make it a reply."""
    role, content, i = item
    text = content if isinstance(content, str) else "".join(p["text"] for p in content)
    return ("assistant" if role == "user" and not text.strip() else role), content, i


_APPEND = st.tuples(st.just("append"),
                    st.lists(st.tuples(_ROLES, _CONTENT, _IDS).map(_said), max_size=3))
_SMALL = st.integers(-2, 14)
_OPS = st.one_of(
    _APPEND,
    st.tuples(st.just("tail"), _SMALL, st.one_of(st.none(), _SMALL)),
    st.tuples(st.just("range"), _SMALL, _SMALL),
    st.tuples(st.just("get"), st.lists(_SMALL, max_size=5)),
    st.tuples(st.just("find"), st.sampled_from(["a", "b", "c", "d", "e", "f"])),
    st.tuples(st.just("count")),
    st.tuples(st.just("instructions")),
)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(ops=st.lists(_OPS, max_size=20))
def test_behaves_like_a_list(store: Store, ops: list[tuple[Any, ...]]) -> None:
    cid = f"model-{uuid.uuid4().hex}"  # the store outlives the examples: a new conversation each
    model: list[Message] = []
    for op in ops:
        kind = op[0]
        if kind == "append":
            batch = [msg(role, content, **({"id": i} if i else {})) for role, content, i in op[1]]
            ids = [m.id for m in batch if m.id is not None]
            known = {m.id for m in model if m.id is not None}
            if len(set(ids)) != len(ids) or known & set(ids):
                with pytest.raises(StoreError):
                    store.append(cid, batch)
            else:
                stored = store.append(cid, batch)
                expected = [replace(m, seq=len(model) + i) for i, m in enumerate(batch)]
                assert stored == expected
                model.extend(expected)
        elif kind == "tail":
            limit, before = op[1], op[2]
            older = [m for m in model
                     if before is None or (m.seq is not None and m.seq < before)]
            assert store.tail(cid, limit, before) == (older[-limit:] if limit > 0 else [])
        elif kind == "range":
            start, stop = op[1], op[2]
            assert store.range(cid, start, stop) == [
                m for m in model if m.seq is not None and start <= m.seq < stop]
        elif kind == "get":
            assert store.get(cid, op[1]) == [m for m in model if m.seq in set(op[1])]
        elif kind == "find":
            assert store.find(cid, op[1]) == next((m for m in model if m.id == op[1]), None)
        elif kind == "count":
            assert store.count(cid) == len(model)
        else:
            assert store.instructions(cid) == [
                m for m in model if m.role in ("system", "developer")]
    assert store.range(cid, 0, len(model) + 1) == model


def test_records_default_to_aware_utc_times() -> None:
    # The suite's datetime round trips rely on records being timezone-aware by default.
    assert utcnow().tzinfo is not None
    assert Fact("c", "k", "note", "v", "t").valid_from.tzinfo is not None


def test_lone_surrogates_round_trip(store: Store) -> None:
    # Half an emoji, as a cut stream can deliver it: stored and read back unchanged.
    cut = msg(content="🥜 cut \ud83e", meta={"tail": "\udd5c"})
    stored = store.append("c", [cut])
    assert store.range("c", 0, 1) == stored and without_seq(stored) == [cut]


def test_latest_summary_upto_finds_the_newest_ending_before_a_cut_off(store: Store) -> None:
    store.save_summary(Summary("c", "first", 0, 10, 1))
    second = store.save_summary(Summary("c", "second", 0, 20, 1))
    store.save_summary(Summary("c", "third", 0, 30, 1))
    assert store.latest_summary("c", upto=29) == second
    assert store.latest_summary("c", upto=20) == second
    assert store.latest_summary("c", upto=9) is None
    assert store.latest_summary("c", upto=30) == store.latest_summary("c")


def test_drop_summaries_deletes_those_that_reach_a_seq(store: Store) -> None:
    first = store.save_summary(Summary("c", "first", 0, 10, 1))
    store.save_summary(Summary("c", "second", 0, 20, 1))
    other = store.save_summary(Summary("other", "kept", 0, 20, 1))
    assert store.drop_summaries("c", 10) == 1  # [0, 20) tells seq 10; [0, 10) does not
    assert store.latest_summary("c") == first and store.latest_summary("other") == other
    assert store.drop_summaries("c", 9) == 1 and store.latest_summary("c") is None
    assert store.drop_summaries("unknown", 0) == 0


def test_a_supersede_leaves_the_summaries_alone(store: Store) -> None:
    # Only an edit withdraws them, after its append (convmem.core.edits): a regenerated reply
    # or a message stated again is not taken back.
    store.append("c", [msg(content=str(i)) for i in range(6)])
    told = store.save_summary(Summary("c", "0 to 3", 0, 4, 1))
    store.append("c", [msg(content="2, again")], supersede=[2])
    assert store.latest_summary("c") == told
    assert [m.hidden for m in store.range("c", 0, 7)] == [False] * 2 + [True] + [False] * 4
