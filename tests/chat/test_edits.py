"""A client that says its request is the whole conversation (``TurnRequest.whole``, the proxy's
``X-Convmem-History: whole``): an edited message replaces the stored turns from there, and the
facts they stated with them; without the signal nothing stored is ever replaced."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from typing import Any

import openai
import pytest

from convmem import Memory
from convmem.chat.client import MemoryChat
from convmem.chat.engine import TurnEngine
from convmem.chat.sdk import wrap
from convmem.chat.turn import Turn, TurnRequest
from convmem.errors import ConfigError, DuplicateError, MessageError, StoreError
from convmem.facts.ledger import FactStatement
from convmem.facts.rules import RuleExtractor
from convmem.messages import Message
from convmem.providers.base import ChatResult
from convmem.stores.memory import InMemoryStore
from convmem.stores.sql import SQLStore
from convmem.strategies.summarizers import ExtractiveSummarizer
from convmem.strategies.summary import Summarizing
from tests.fakes import TEST_KEY
from tests.servers import CID, Upstream, memory, wait_until


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


def bot(text: str) -> dict[str, Any]:
    return {"role": "assistant", "content": text}


def begin(engine: TurnEngine, messages: list[dict[str, Any]], *, whole: bool = True) -> Turn:
    return engine.begin(TurnRequest("c", messages, "m", whole=whole))


def answer(engine: TurnEngine, turn: Turn, text: str) -> None:
    engine.finish(turn, ChatResult(message=bot(text), model="m", prompt_tokens=10,
                                   completion_tokens=2))


def talk(engine: TurnEngine, script: list[tuple[str, str]], **options: Any) -> list[Any]:
    """A whole-history client saying ``script``'s lines; its copy of the conversation."""
    seen: list[dict[str, Any]] = []
    for said, replied in script:
        seen.append(user(said))
        answer(engine, begin(engine, seen, **options), replied)
        seen.append(bot(replied))
    return seen


def visible(mem: Memory) -> list[tuple[str, str]]:
    return [(m["role"], m["content"]) for m in mem.history("c")
            if "superseded_by" not in m.get("meta", {}).get("convmem", {})]


def facts(mem: Memory) -> list[tuple[str, str]]:
    return [(f.key, f.value) for f in mem.facts("c")]


def test_an_edited_last_message_replaces_the_turn_it_edits() -> None:
    mem = memory(extractor=RuleExtractor())
    rec = TurnEngine(mem)
    seen = talk(rec, [("Recommend a city in Canada", "Montreal"),
                      ("I live in Toronto, what's near?", "Niagara")])
    assert facts(mem) == [("home", "Toronto")]
    turn = begin(rec, [*seen[:2], user("I live in Vancouver, what's near?")])
    sent = str(turn.ctx.messages)
    assert "Toronto" not in sent and "Niagara" not in sent and "Vancouver" in sent
    answer(rec, turn, "Whistler")
    assert visible(mem) == [("user", "Recommend a city in Canada"), ("assistant", "Montreal"),
                            ("user", "I live in Vancouver, what's near?"),
                            ("assistant", "Whistler")]
    assert len(mem.history("c")) == 6  # the edited turn is kept, superseded
    assert facts(mem) == [("home", "Vancouver")]
    retracted = [f for f in mem.facts("c", current_only=False) if f.retracted_by == "edit"]
    assert [f.value for f in retracted] == ["Toronto"]


def test_an_edit_that_says_the_same_fact_keeps_it() -> None:
    mem = memory(extractor=RuleExtractor())
    rec = TurnEngine(mem)
    seen = talk(rec, [("hi", "hello"), ("I live in Toronto, what's near?", "Niagara")])
    answer(rec, begin(rec, [*seen[:2], user("I live in Toronto, where should I eat?")]), "ok")
    assert visible(mem) == [("user", "hi"), ("assistant", "hello"),
                            ("user", "I live in Toronto, where should I eat?"), ("assistant", "ok")]
    assert [(f.key, f.value, f.source_seq) for f in mem.facts("c")] == [("home", "Toronto", 4)]


def test_an_edit_brings_back_the_fact_the_edited_message_had_replaced() -> None:
    mem = memory(extractor=RuleExtractor())
    rec = TurnEngine(mem)
    seen = talk(rec, [("I live in Montreal.", "nice"), ("ok", "ok"),
                      ("Actually I moved to Toronto", "noted")])
    assert facts(mem) == [("home", "Toronto")]
    answer(rec, begin(rec, [*seen[:4], user("Any museum tips?")]), "sure")
    assert len(mem.history("c")) == 8 and visible(mem)[-2:] == [
        ("user", "Any museum tips?"), ("assistant", "sure")]
    # the fact the replaced message had superseded, filed anew from its own message
    assert [(f.key, f.value, f.source_seq) for f in mem.facts("c")] == [("home", "Montreal", 0)]


def test_asking_an_earlier_message_again_replaces_what_followed_it() -> None:
    mem = memory()
    rec = TurnEngine(mem)
    seen = talk(rec, [("q1", "a1"), ("q2", "a2"), ("q3", "a3")])
    turn = begin(rec, seen[:3])
    assert [(m["role"], m["content"]) for m in turn.ctx.messages] == [
        ("user", "q1"), ("assistant", "a1"), ("user", "q2")]
    answer(rec, turn, "a2, again")
    assert visible(mem) == [("user", "q1"), ("assistant", "a1"), ("user", "q2"),
                            ("assistant", "a2, again")]


def test_the_newest_turn_asked_again_is_a_regenerate_and_a_continuation_is_new() -> None:
    mem = memory()
    rec = TurnEngine(mem)
    seen = talk(rec, [("q1", "a1"), ("q2", "a2")])
    again = begin(rec, seen[:3])  # regenerate the newest reply: nothing stored
    assert again.stored == 0 and again.message.text == "q2"
    answer(rec, again, "a2 bis")
    answer(rec, begin(rec, [*seen[:3], bot("a2 bis"), user("q3")]), "a3")
    assert visible(mem) == [("user", "q1"), ("assistant", "a1"), ("user", "q2"),
                            ("assistant", "a2 bis"), ("user", "q3"), ("assistant", "a3")]


def test_without_the_signal_a_repeated_start_replaces_nothing() -> None:
    """A client that opens every request with the same few-shot examples: only the whole-
    conversation signal may replace stored turns."""
    mem = memory(extractor=RuleExtractor())
    rec = TurnEngine(mem)
    shots = [user("cat"), bot("chat"), user("dog"), bot("chien")]
    for said in ("I live in Toronto. house", "car", "what did I say first?"):
        turn = begin(rec, [*shots, user(said)], whole=False)
        answer(rec, turn, "ok")
    assert "Toronto" in str(turn.ctx.messages)
    assert facts(mem) == [("home", "Toronto")]
    assert all("superseded_by" not in m.get("meta", {}).get("convmem", {})
               for m in mem.history("c"))


def test_the_proxy_takes_the_signal_from_a_header(upstream: Upstream, serve: Any) -> None:
    """Over real HTTP with the official SDK: ``X-Convmem-History: whole`` on an edit; a value
    it does not know is a 400 naming the header, and nothing is stored."""
    upstream.fake.default = lambda body: f"re: {body['messages'][-1]['content']}"
    proxy = serve(upstream.url)
    client = openai.OpenAI(base_url=proxy.base_url, api_key=TEST_KEY, max_retries=0)
    whole = {**CID, "X-Convmem-History": "whole"}
    first = [user("Recommend a city in Canada")]
    reply = client.chat.completions.create(model="m", messages=first, extra_headers=whole)
    said = [*first, bot(reply.choices[0].message.content or ""), user("I live in Toronto")]
    client.chat.completions.create(model="m", messages=said, extra_headers=whole)
    wait_until(lambda: len(proxy.history()) == 4)
    edited = [*said[:2], user("I live in Vancouver")]
    client.chat.completions.create(model="m", messages=edited, extra_headers=whole)
    assert "Toronto" not in str(upstream.fake.last.messages)
    wait_until(lambda: len(proxy.history()) == 6)
    assert [m["content"] for m in proxy.history()
            if "superseded_by" not in m.get("meta", {}).get("convmem", {})] == [
        "Recommend a city in Canada", "re: Recommend a city in Canada", "I live in Vancouver",
        "re: I live in Vancouver"]
    with pytest.raises(openai.BadRequestError, match="X-Convmem-History: 'all'"):
        client.chat.completions.create(model="m", messages=[*edited, user("more")],
                                       extra_headers={**CID, "X-Convmem-History": "all"})
    assert len(proxy.history()) == 6


def test_an_edit_that_keeps_the_message_id_is_stored_as_its_new_version() -> None:
    mem = memory(extractor=RuleExtractor())
    rec = TurnEngine(mem)
    seen = [{**user("hi"), "id": "u0"}]
    answer(rec, begin(rec, seen), "hello")
    seen += [bot("hello"), {**user("I live in Toronto, what's near?"), "id": "u1"}]
    answer(rec, begin(rec, seen), "Niagara")
    turn = begin(rec, [*seen[:2], {**user("I live in Vancouver, what's near?"), "id": "u1"}])
    answer(rec, turn, "Whistler")
    new, old = mem.history("c")[4], mem.history("c")[2]
    assert (new["content"], new.get("id"), new["meta"]["convmem"]["edit_of"]) == (
        "I live in Vancouver, what's near?", None, 2)
    assert (old.get("id"), old["meta"]["convmem"]["superseded_by"]) == ("u1", 4)
    assert facts(mem) == [("home", "Vancouver")]


def test_the_first_message_alone_asked_again_is_a_regenerate() -> None:
    mem = memory()
    rec = TurnEngine(mem)
    talk(rec, [("q1", "a1")])
    again = begin(rec, [user("q1")])
    assert again.stored == 0 and again.seq == 0
    answer(rec, again, "a1 bis")
    assert visible(mem) == [("user", "q1"), ("assistant", "a1 bis")]


def test_the_edits_own_turn_pins_the_fact_it_brings_back() -> None:
    for placement in ("system", "user"):
        mem = memory(extractor=RuleExtractor(), facts=True, placement=placement)
        rec = TurnEngine(mem)
        seen = talk(rec, [("I live in Montreal.", "nice"), ("ok", "ok"),
                          ("Actually I moved to Toronto", "noted")])
        turn = begin(rec, [*seen[:4], user("Any museum tips?")])
        assert "Montreal" in str(turn.ctx.messages) and "Toronto" not in str(turn.ctx.messages)
        # quoted in the new message, a fact whose statement the window shows is not pinned
        assert turn.ctx.report.facts_pinned == (["home"] if placement == "system" else [])
        assert list(turn.ctx.report.notes.get("facts_held_back", {})) == (
            [] if placement == "system" else ["home"])


def test_what_the_user_corrected_by_hand_outlives_an_edit() -> None:
    mem = memory(extractor=RuleExtractor())
    rec = TurnEngine(mem)
    seen = talk(rec, [("hi", "hello"), ("I live in Toronto", "ok")])
    home = mem.facts("c")[0]
    mem.edit_fact("c", home.id or 0, text="I live in Ottawa", pinned=True)
    answer(rec, begin(rec, [*seen[:2], user("What's near Niagara?")]), "falls")
    assert facts(mem) == [("home", "Ottawa")]


def test_a_model_extraction_under_way_files_nothing_from_an_edited_message() -> None:
    """The background extractor reads a message, the user edits it meanwhile: what the model
    found in it is not filed (the batch ran outside the conversation's lease)."""
    started, go = threading.Event(), threading.Event()

    class Slow:
        backend = None

        def extract_batch(self, batch: list[Message]) -> tuple[list[list[FactStatement]], None]:
            if any("Toronto" in m.text for m in batch):
                started.set()
                go.wait(10)
            return [[FactStatement("home", "home", "Toronto", m.text, origin="llm")]
                    if "Toronto" in m.text else [] for m in batch], None

    mem = memory(model_extractor=Slow(), extract_every=1)
    rec = TurnEngine(mem)
    seen = talk(rec, [("hi", "hello"), ("I live in Toronto, what's near?", "Niagara")])
    assert started.wait(10)
    answer(rec, begin(rec, [*seen[:2], user("What's near Vancouver?")]), "Whistler")
    go.set()
    assert mem.background is not None
    mem.background.wait()
    assert facts(mem) == []


def test_an_id_an_edit_left_to_a_replaced_message_is_free_for_its_new_versions() -> None:
    """A second edit keeping the id, and a client that numbers its ids by position going on
    after an edit: neither is refused as a duplicate of the replaced copy."""
    mem = memory(extractor=RuleExtractor())
    rec = TurnEngine(mem)
    seen = [{**user("hi"), "id": "m0"}]
    answer(rec, begin(rec, seen), "hello")
    seen += [{**bot("hello"), "id": "m1"}, {**user("I live in Toronto"), "id": "m2"}]
    answer(rec, begin(rec, seen), "ok")
    seen += [{**bot("ok"), "id": "m3"}, {**user("What's near?"), "id": "m4"}]
    answer(rec, begin(rec, seen), "Niagara")
    for city in ("Vancouver", "Ottawa"):  # twice, each time keeping the id m2
        edited = [*seen[:2], {**user(f"I live in {city}"), "id": "m2"}]
        answer(rec, begin(rec, edited), "ok")
    answer(rec, begin(rec, [*edited, {**bot("ok"), "id": "m3"},
                            {**user("What's near?"), "id": "m4"}]), "the Rideau")
    assert visible(mem)[2:] == [("user", "I live in Ottawa"), ("assistant", "ok"),
                                ("user", "What's near?"), ("assistant", "the Rideau")]
    assert facts(mem) == [("home", "Ottawa")]
    with pytest.raises(DuplicateError, match="'m2'"):  # twice in one request
        begin(rec, [*edited, {**bot("ok"), "id": "m3"}, {**user("What's near?"), "id": "m4"},
                    {**bot("the Rideau"), "id": "m5"}, {**user("x"), "id": "m2"},
                    {**bot("y"), "id": "m6"}, {**user("z"), "id": "m2"}])
    with pytest.raises(DuplicateError, match="'m0'"):  # a visible message's id stays its own
        begin(rec, [*edited, {**bot("ok"), "id": "m3"}, {**user("What's near?"), "id": "m4"},
                    {**bot("the Rideau"), "id": "m5"}, {**user("again"), "id": "m0"}])


def test_an_edit_whose_facts_cannot_be_ended_is_still_stored_and_filed(
        caplog: pytest.LogCaptureFixture) -> None:
    mem = memory(extractor=RuleExtractor())
    rec = TurnEngine(mem)
    seen = talk(rec, [("hi", "hello"), ("I live in Toronto, what's near?", "Niagara")])
    close, calls = mem.store.close_fact, [0]

    def flaky(*args: Any, **options: Any) -> None:
        calls[0] += 1
        if calls[0] == 1:
            raise StoreError("database is locked")
        close(*args, **options)

    mem.store.close_fact = flaky  # type: ignore[method-assign]
    answer(rec, begin(rec, [*seen[:2], user("I moved to Vancouver, what's near?")]), "Whistler")
    assert "the facts they stated were not ended (StoreError" in caplog.text
    assert visible(mem)[2:] == [("user", "I moved to Vancouver, what's near?"),
                                ("assistant", "Whistler")]
    assert facts(mem) == [("home", "Vancouver")]  # filed, and it replaced Toronto by its key


def _colours(n: int) -> list[tuple[str, str]]:
    return [(f"Day {i}: tell me about painting a fence in shade {i} of the catalogue, please.",
             f"Shade {i} works well on a fence; two coats, a day apart, in dry weather.")
            for i in range(n)]


def test_a_summary_of_edited_turns_leaves_with_them() -> None:
    """A summary written before an edit tells the turns the edit replaced: it is deleted with
    them, the edit's own turn shows none that tells them, and the next summary is written from
    the turns that stand."""
    mem = memory(strategy=Summarizing(trigger_tokens=120, keep_tokens=40,
                                      max_summary_tokens=120), window=700)
    rec = TurnEngine(mem)
    seen = talk(rec, [*_colours(6),
                      ("My boat is called Teal Heron, remember it.", "Teal Heron, noted."),
                      *_colours(6)])
    told = mem.store.latest_summary("c")
    assert told is not None and "Teal Heron" in told.text  # what the edit takes back
    before = mem.store.latest_summary("c", upto=12)
    assert before is not None  # the history before the edit overflows: a summary is shown
    seen = [*seen[:12], user("My boat is called Crimson Owl, remember it.")]
    turn = begin(rec, seen)
    assert "Teal" not in str(turn.ctx.messages)
    assert turn.ctx.report.summarized == (before.start_seq, before.end_seq)
    answer(rec, turn, "Crimson Owl, noted.")
    assert mem.store.latest_summary("c") == before  # those that told the edited turns: gone
    seen.append(bot("Crimson Owl, noted."))
    for said, replied in _colours(6):
        seen.append(user(said))
        turn = begin(rec, seen)
        assert "Teal" not in str(turn.ctx.messages)
        answer(rec, turn, replied)
        seen.append(bot(replied))
    again = mem.store.latest_summary("c")
    assert again is not None and "Crimson Owl" in again.text and "Teal" not in again.text
    assert turn.ctx.report.summarized is not None


def _edit(store: Any, seq: int, counter: Any) -> None:
    """What an edit does to the store: its append supersedes, then its summaries go."""
    store.append("c", [Message(role="user", content="Edited.", tokens=2,
                               encoding=counter.encoding_name)], supersede=[seq])
    store.drop_summaries("c", seq)


def _midway(store: Any, edit: Callable[[Any], bool]) -> type[ExtractiveSummarizer]:
    """A summarizer that runs ``edit(counter)`` once, while summarizing, until it says done."""
    class EditingMidway(ExtractiveSummarizer):
        done = False

        def summarize(self, previous: str | None, messages: Any, *, counter: Any) -> Any:
            if not EditingMidway.done:
                EditingMidway.done = edit(counter)
            return super().summarize(previous, messages, counter=counter)
    return EditingMidway


@pytest.mark.parametrize("kind", ["memory", "sqlite"])
def test_a_summary_written_while_an_edit_lands_is_deleted(kind: str, tmp_path: Any) -> None:
    """A summarizer running while an edit supersedes a turn it was given: its summary is
    saved after the edit's append and deletion, so the maintainer deletes it itself."""
    store = InMemoryStore() if kind == "memory" else SQLStore(f"sqlite:///{tmp_path}/c.db")
    summarizer = _midway(store, lambda counter: bool(store.count("c")) and (
        _edit(store, 0, counter) is None))
    mem = memory(strategy=Summarizing(summarizer(max_tokens=100), trigger_tokens=120,
                                      keep_tokens=40), window=700, store=store)
    mem.extend("c", [m for said, replied in _colours(8) for m in (user(said), bot(replied))])
    assert store.range("c", 0, 1)[0].hidden and store.latest_summary("c") is None
    mem.add("c", user("One more question about fences."))
    summary = store.latest_summary("c")
    assert summary is not None and summary.start_seq == 1 and "Day 0" not in summary.text


def test_a_summary_written_on_one_an_edit_deleted_is_deleted() -> None:
    """The edit replaced a turn of the summary the new one builds on, not of the turns it
    reads: the summary it built on is gone, so the new one goes too."""
    store = InMemoryStore()

    def edit(counter: Any) -> bool:
        first = store.latest_summary("c")
        if first is None:
            return False
        _edit(store, first.end_seq - 2, counter)
        return True

    mem = memory(strategy=Summarizing(_midway(store, edit)(max_tokens=100), trigger_tokens=120,
                                      keep_tokens=40), window=700, store=store)
    mem.extend("c", [m for said, replied in _colours(8) for m in (user(said), bot(replied))])
    assert store.latest_summary("c") is None  # the first deleted by the edit, its next by us
    assert any(m.hidden for m in store.range("c", 0, 16))


def test_another_workers_summary_of_the_same_range_is_not_an_edit() -> None:
    """Two processes summarizing at once save summaries of the same range: neither is
    mistaken for an edit's work, and nothing is deleted."""
    store = InMemoryStore()

    def twin(counter: Any) -> bool:
        first = store.latest_summary("c")
        if first is None:
            return False
        store.save_summary(dataclasses.replace(first, id=None, text="the other worker's"))
        return True

    mem = memory(strategy=Summarizing(_midway(store, twin)(max_tokens=100), trigger_tokens=120,
                                      keep_tokens=40), window=700, store=store)
    mem.extend("c", [m for said, replied in _colours(8) for m in (user(said), bot(replied))])
    newest = store.latest_summary("c")
    assert newest is not None and newest.end_seq > 4 and "Day 7" not in newest.text
    assert store.latest_summary("c", upto=newest.end_seq - 1) is not None


def test_only_an_edit_withdraws_the_summaries() -> None:
    """A message stated again after later turns (an old unanswered one retried) supersedes
    its first copy without being taken back: the summaries stay. An edit's take it along."""
    mem = memory(strategy=Summarizing(trigger_tokens=120, keep_tokens=40,
                                      max_summary_tokens=120), window=700)
    mem.extend("c", [m for said, replied in _colours(8) for m in (user(said), bot(replied))])
    told = mem.store.latest_summary("c")
    assert told is not None and told.end_seq > 4
    mem.extend("c", [user("Day 2, stated again")], supersede=[4])
    assert mem.store.latest_summary("c", upto=told.end_seq) == told
    mem.extend("c", [user("Day 2, edited")], replaces=[4])
    again = mem.store.latest_summary("c", upto=told.end_seq)  # written anew, without it
    assert again is not None and again.id != told.id and "#4 " not in again.text


def test_an_edit_reads_the_history_as_its_turn_found_it() -> None:
    """A message another writer appends while an edit's turn reads the stored conversation
    is not mistaken for part of it (the edit is aligned from the first message)."""
    class Racy(InMemoryStore):
        armed = False

        def tail(self, cid: str, limit: int, before: int | None = None) -> list[Message]:
            if self.armed and limit == self.count(cid):  # the engine's read of every message
                self.armed = False
                self.append(cid, [Message(role="assistant", content="late note", tokens=3,
                                          encoding="cl100k_base")])
            return super().tail(cid, limit, before)

    store = Racy()
    mem = memory(store=store, window=100_000)
    rec = TurnEngine(mem)
    seen = talk(rec, [(f"question {i}", f"answer {i}") for i in range(60)])
    store.armed = True
    answer(rec, begin(rec, [*seen[:10], user("question 5, edited")]), "answer 5, again")
    assert not store.armed
    shown = _shown(mem)
    assert shown[:10] == [m["content"] for m in seen[:10]]
    assert shown[-2:] == ["question 5, edited", "answer 5, again"]


def _shown(mem: Memory) -> list[str]:
    return [content for _, content in visible(mem)]


def test_memory_chat_and_a_wrapped_sdk_send_an_edit_as_whole(upstream: Upstream) -> None:
    """``MemoryChat.chat(..., whole=True)`` and ``wrap(openai.OpenAI(), ...)``'s
    ``create(..., whole=True)``: the same edit as the proxy's header, over real HTTP."""
    upstream.fake.default = lambda body: f"re: {body['messages'][-1]['content']}"
    for via in ("MemoryChat", "wrap"):
        mem = memory(extractor=RuleExtractor())
        if via == "MemoryChat":
            chat = MemoryChat(mem, upstream.fake.backend())

            def send(messages: list[dict[str, Any]], m: MemoryChat = chat) -> str:
                return str(m.chat("c", messages, whole=True).message["content"])
        else:
            client = wrap(openai.OpenAI(base_url=upstream.url, api_key=TEST_KEY,
                                        max_retries=0), mem)

            def send(messages: list[dict[str, Any]], c: Any = client) -> str:
                reply = c.chat.completions.create(model="m", messages=messages,
                                                  conversation_id="c", whole=True)
                return str(reply.choices[0].message.content)
        said = [user("Recommend a city in Canada")]
        said += [bot(send(said)), user("I live in Toronto")]
        said.append(bot(send(said)))
        assert facts(mem) == [("home", "Toronto")]
        send([*said[:2], user("I live in Vancouver")])
        assert "Toronto" not in str(upstream.fake.last.messages), via
        assert _shown(mem) == ["Recommend a city in Canada", "re: Recommend a city in Canada",
                               "I live in Vancouver", "re: I live in Vancouver"], via
        assert facts(mem) == [("home", "Vancouver")], via


def test_whole_needs_the_conversation_as_a_list(upstream: Upstream) -> None:
    mem = memory()
    with pytest.raises(MessageError, match="whole=True: pass the conversation as a list"):
        MemoryChat(mem, upstream.fake.backend()).chat("c", "edited", whole=True)
    client = wrap(openai.OpenAI(base_url=upstream.url, api_key=TEST_KEY, max_retries=0), mem)
    with pytest.raises(ConfigError, match="whole=True needs conversation_id="):
        client.chat.completions.create(model="m", messages=[user("x")], whole=True)
    assert mem.history("c") == [] and upstream.fake.requests == []


def test_an_edit_far_back_in_a_long_conversation(tmp_path: Any) -> None:
    """The stored tail the engine reads first does not reach the first message: the whole
    stored conversation is read and aligned."""
    mem = memory(store=SQLStore(f"sqlite:///{tmp_path}/c.db"), window=100_000)
    rec = TurnEngine(mem)
    seen = talk(rec, [(f"question {i}", f"answer {i}") for i in range(60)])
    assert len(mem.history("c")) == 120
    turn = begin(rec, [*seen[:10], user("question 5, edited")])
    assert [m["content"] for m in turn.ctx.messages][-2:] == ["answer 4", "question 5, edited"]
    answer(rec, turn, "answer 5, again")
    shown = _shown(mem)
    assert len(shown) == 12 and shown[-2:] == ["question 5, edited", "answer 5, again"]
    assert len(mem.history("c")) == 122  # nothing stored twice; the replaced stay, superseded
