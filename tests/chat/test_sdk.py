"""``convmem.chat.sdk`` around the official ``openai`` SDK (sync, async, streams), and the
turn engine's invariant every client style relies on: nothing is stored twice."""

from __future__ import annotations

from typing import Any

import openai
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from convmem.chat.engine import TurnEngine
from convmem.chat.sdk import wrap
from convmem.chat.turn import Turn, TurnRequest
from convmem.errors import ConfigError, MessageError
from convmem.providers.base import ChatResult
from tests.fakes import TEST_KEY
from tests.invariants import recount
from tests.servers import Upstream, memory

MODEL = "fake-model"


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


def sdk(upstream: Upstream) -> openai.OpenAI:
    return openai.OpenAI(base_url=upstream.url, api_key=TEST_KEY, max_retries=0)


def pairs(history: list[dict[str, Any]]) -> list[tuple[str, Any]]:
    return [(m["role"], m["content"]) for m in history]


def test_wrapped_client_remembers(upstream: Upstream) -> None:
    upstream.fake.reply("Hello Sam").reply("You are Sam")
    mem = memory()
    client = wrap(sdk(upstream), mem)
    first = client.chat.completions.create(model=MODEL, messages=[user("I'm Sam")],
                                           conversation_id="c1")
    assert first.choices[0].message.content == "Hello Sam"
    client.chat.completions.create(model=MODEL, messages=[user("Who am I?")],
                                   conversation_id="c1")
    assert upstream.fake.last.messages == [user("I'm Sam"), {"role": "assistant",
                                                             "content": "Hello Sam"},
                                           user("Who am I?")]
    assert pairs(mem.history("c1"))[-1] == ("assistant", "You are Sam")
    usage = mem.usage("c1")
    assert usage[-1].prompt_tokens == recount(upstream.fake.last.messages)
    assert [m.id for m in client.models.list()] == ["fake-model"]  # the rest is the SDK's


def test_without_a_conversation_id_calls_pass_through(upstream: Upstream) -> None:
    upstream.fake.reply("plain")
    mem = memory()
    client = wrap(sdk(upstream), mem)
    reply = client.chat.completions.create(model=MODEL, messages=[user("x")])
    assert reply.choices[0].message.content == "plain"
    assert mem.store.conversations() == []


def test_wrapped_stream_stores_the_reply_when_it_ends(upstream: Upstream) -> None:
    upstream.fake.reply("one two three", chunks=["one ", "two ", "three"])
    mem = memory()
    client = wrap(sdk(upstream), mem)
    with client.chat.completions.create(model=MODEL, messages=[user("count")], stream=True,
                                        conversation_id="c1") as stream:
        assert mem.history("c1")[-1]["role"] == "user"  # the reply is stored at the end
        chunks = list(stream)
    assert all(c.choices for c in chunks)  # the usage chunk we asked for is not shown
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == "one two three"
    assert pairs(mem.history("c1")) == [("user", "count"), ("assistant", "one two three")]
    assert mem.usage("c1")[0].completion_tokens == 3


def test_closing_a_wrapped_stream_early_keeps_the_partial(upstream: Upstream) -> None:
    upstream.fake.reply("abcdefgh", chunks=["abcd", "efgh"])
    mem = memory()
    stream = wrap(sdk(upstream), mem).chat.completions.create(
        model=MODEL, messages=[user("go")], stream=True, conversation_id="c1")
    seen = ""
    for chunk in stream:
        seen += chunk.choices[0].delta.content or ""
        if seen == "abcd":
            break
    stream.close()
    reply = mem.history("c1")[-1]
    assert reply["content"] == "abcd" and reply["meta"]["convmem"]["partial"] is True


async def test_async_wrapped_client_and_stream(upstream: Upstream) -> None:
    upstream.fake.reply("first").reply("second", chunks=["sec", "ond"])
    mem = memory()
    client = wrap(openai.AsyncOpenAI(base_url=upstream.url, api_key=TEST_KEY, max_retries=0),
                  mem)
    first = await client.chat.completions.create(model=MODEL, messages=[user("a")],
                                                 conversation_id="c1")
    assert first.choices[0].message.content == "first"
    stream = await client.chat.completions.create(model=MODEL, messages=[user("b")],
                                                  stream=True, conversation_id="c1",
                                                  stream_options={"include_usage": True})
    chunks = [c async for c in stream]
    assert chunks[-1].usage is not None  # asked for, so shown
    assert pairs(mem.history("c1")) == [("user", "a"), ("assistant", "first"), ("user", "b"),
                                        ("assistant", "second")]
    await client.close()


def test_whole_history_through_the_wrapper(upstream: Upstream) -> None:
    upstream.fake.default = lambda body: "re " + body["messages"][-1]["content"]
    mem = memory()
    client = wrap(sdk(upstream), mem)
    history: list[Any] = []
    for i in range(4):
        history.append(user(f"q{i}"))
        reply = client.chat.completions.create(model=MODEL, messages=history,
                                               conversation_id="c1")
        history.append(reply.choices[0].message)
    assert pairs(mem.history("c1")) == [p for i in range(4)
                                        for p in (("user", f"q{i}"), ("assistant", f"re q{i}"))]


def test_wrap_refuses_other_objects() -> None:
    with pytest.raises(ConfigError, match="MemoryChat"):
        wrap(object(), memory())


# -- the turn engine's alignment -------------------------------------------------------------

def begin(engine: TurnEngine, messages: list[dict[str, Any]]) -> Turn:
    return engine.begin(TurnRequest("c", messages, "m"))


def _reply(text: str, *, partial: bool = False) -> ChatResult:
    return ChatResult(message={"role": "assistant", "content": text}, model="m",
                      prompt_tokens=10, completion_tokens=2, partial=partial)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(script=st.lists(st.tuples(st.sampled_from(["yes", "no", "ok", "tell me more"]),
                                 st.sampled_from(["ok", "ok", "fail", "cut", "cut, kept"]),
                                 st.sampled_from(["sure", "ok", "yes"])),
                       min_size=1, max_size=8),
       style=st.sampled_from(["new turn", "whole history", "last three"]),
       system=st.booleans())
def test_every_client_style_stores_each_message_once(script: list[tuple[str, str, str]],
                                                     style: str, system: bool) -> None:
    """A client says something; the reply succeeds, fails (the client retries the same
    message), or is cut off (stored partial; the client retries, or keeps what it saw and
    moves on). Texts repeat on purpose. Only a whole-history client shows whether it kept a
    cut-off reply: from the others, repeating a message verbatim after one is taken as a retry
    (the longest alignment wins, so nothing is stored twice), so they only retry here."""
    mem = memory(window=100_000, reserve_output=100)
    rec = TurnEngine(mem)
    instructions = [{"role": "system", "content": "Be brief."}] if system else []
    seen: list[dict[str, Any]] = []  # the client's own copy of the conversation
    expected: list[dict[str, Any]] = [*instructions]  # what the store must hold, in order
    for text, outcome, answer in script:
        seen.append(user(text))
        expected.append(user(text))
        for attempt in ("first", "retry"):
            if style == "new turn":
                sent = [*instructions, seen[-1]]
            elif style == "whole history":
                sent = [*instructions, *seen]
            else:
                sent = [*instructions, *seen[-3:]]
            if sent[-1]["role"] != "user":
                break  # the client kept a cut-off reply and will say something new
            turn = begin(rec, sent)
            assert turn.ctx.messages[-1] == user(text)
            if attempt == "first" and outcome == "fail":
                continue
            if style != "whole history" and outcome == "cut, kept":
                outcome = "cut"
            if attempt == "first" and outcome.startswith("cut"):
                rec.finish(turn, _reply(answer[:2], partial=True))
                expected.append({"role": "assistant", "content": answer[:2]})
                if outcome == "cut, kept":
                    seen.append({"role": "assistant", "content": answer[:2]})
                    break
                continue
            rec.finish(turn, _reply(answer))
            seen.append({"role": "assistant", "content": answer})
            expected.append({"role": "assistant", "content": answer})
            break
    assert pairs(mem.history("c")) == pairs(expected)


def test_a_retry_with_the_message_already_stored_builds_on_it() -> None:
    mem = memory()
    rec = TurnEngine(mem)
    first = begin(rec, [user("hi")])
    again = begin(rec, [user("hi")])
    assert again.seq == first.seq and again.stored == 0
    assert pairs(mem.history("c")) == [("user", "hi")]


def test_an_edited_old_message_does_not_duplicate_the_history() -> None:
    mem = memory()
    rec = TurnEngine(mem)
    rec.finish(begin(rec, [user("q1")]), _reply("a1"))
    rec.finish(begin(rec, [user("q2")]), _reply("a2"))
    edited = [user("q1, edited"), {"role": "assistant", "content": "a1"}, user("q2"),
              {"role": "assistant", "content": "a2"}, user("q3")]
    begin(rec, edited)
    assert pairs(mem.history("c")) == [("user", "q1"), ("assistant", "a1"), ("user", "q2"),
                                       ("assistant", "a2"), ("user", "q3")]


def test_rejected_turns_store_nothing() -> None:
    mem = memory(window=300, reserve_output=100)
    rec = TurnEngine(mem)
    with pytest.raises(MessageError):
        begin(rec, [user("x"), {"role": "assistant", "content": "y"}])
    with pytest.raises(MessageError, match="answers no tool call"):
        begin(rec, [{"role": "tool", "tool_call_id": "c9", "content": "x"}])
    with pytest.raises(Exception, match="limit is 200"):
        begin(rec, [user("word " * 400)])
    assert mem.store.conversations() == []


def test_the_sdk_user_field_names_the_owner(upstream: Upstream) -> None:
    upstream.fake.default = "ok"
    mem = memory()
    client = wrap(sdk(upstream), mem)
    client.chat.completions.create(model=MODEL, messages=[user("hi")], conversation_id="c1",
                                   user="u1")
    assert mem.store.user_of("c1") == "u1" and upstream.fake.last.json.get("user") == "u1"
    client.chat.completions.create(model=MODEL, messages=[user("hi")], conversation_id="c3",
                                   user=openai.NOT_GIVEN)
    assert mem.store.user_of("c3") is None
    owned = wrap(sdk(upstream), mem, user_id="owner")
    owned.chat.completions.create(model=MODEL, messages=[user("hi")], conversation_id="c2",
                                  user="hashed-session")
    assert mem.store.user_of("c2") == "owner"
