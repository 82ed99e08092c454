"""A client that says its request is the whole conversation (``TurnRequest.whole``, the proxy's
``X-Convmem-History: whole``): an edited message replaces the stored turns from there, and the
facts they stated with them; without the signal nothing stored is ever replaced."""

from __future__ import annotations

import threading
from typing import Any

import openai
import pytest

from convmem import Memory
from convmem.chat.engine import TurnEngine
from convmem.chat.turn import Turn, TurnRequest
from convmem.errors import DuplicateError, StoreError
from convmem.facts.ledger import FactStatement
from convmem.facts.rules import RuleExtractor
from convmem.messages import Message
from convmem.providers.base import ChatResult
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
    mem = memory(extractor=RuleExtractor(), facts=True)
    rec = TurnEngine(mem)
    seen = talk(rec, [("I live in Montreal.", "nice"), ("ok", "ok"),
                      ("Actually I moved to Toronto", "noted")])
    turn = begin(rec, [*seen[:4], user("Any museum tips?")])
    assert turn.ctx.report.facts_pinned == ["home"] and "Montreal" in str(turn.ctx.messages)
    assert "Toronto" not in str(turn.ctx.messages)


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
