"""MemoryChat over the fake OpenAI server: turn order, failures, usage, calibration, streams,
tool calls, async, and the API key never reaching the store or the logs."""

from __future__ import annotations

import asyncio
import json
import logging
import math
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from convmem import ContextLengthError, Memory, MessageError, OwnerError, UpstreamError
from convmem.chat.client import MemoryChat
from convmem.stores.memory import InMemoryStore
from tests.fakes import TEST_KEY, FakeOpenAI, exact, scaled
from tests.invariants import api_problems, recount

CID = "c1"
TOOLS = [{"type": "function", "function": {
    "name": "get_weather", "description": "Weather for a city",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]


def make(fake: FakeOpenAI, *, window: int = 4000, reserve: int = 500, system: str | None = None,
         params: dict[str, Any] | None = None, **backend: Any) -> MemoryChat:
    memory = Memory(strategy="window", window=window, reserve_output=reserve, extractor=False,
                    store=InMemoryStore())
    return MemoryChat(memory, fake.backend(**backend), system=system, params=params)


def roles(chat: MemoryChat, cid: str = CID) -> list[str]:
    return [m["role"] for m in chat.memory.history(cid)]


def filler(i: int, words: int = 20) -> str:
    return f"turn {i}: " + " ".join(f"word{i}x{k}" for k in range(words))


# -- one turn --------------------------------------------------------------------------------

def test_the_user_message_is_stored_before_the_call_and_sent_once() -> None:
    seen: list[list[dict[str, Any]]] = []
    chat: MemoryChat

    def spy(body: Any) -> int:
        seen.append(chat.memory.history(CID))
        return exact(body)

    fake = FakeOpenAI(prompt_tokens=spy).reply("first").reply("second")
    chat = make(fake)
    chat.chat(CID, "hello")
    chat.chat(CID, {"role": "user", "content": "again", "id": "u2"})
    assert [m["content"] for m in seen[0]] == ["hello"]
    assert [m["content"] for m in seen[1]] == ["hello", "first", "again"]
    assert fake.last.messages == [{"role": "user", "content": "hello"},
                                  {"role": "assistant", "content": "first"},
                                  {"role": "user", "content": "again"}]
    assert roles(chat) == ["user", "assistant", "user", "assistant"]
    assert chat.memory.history(CID)[2]["id"] == "u2"


def test_reply_and_usage_are_stored() -> None:
    fake = FakeOpenAI(cached_tokens=4).reply("Paris is lovely.")
    chat = make(fake)
    result = chat.chat(CID, "Tell me about Paris")
    reply = chat.memory.history(CID)[1]
    assert reply["content"] == "Paris is lovely." == result.content
    counted = recount(fake.last.messages)
    assert reply["meta"]["convmem"]["usage"] == {"prompt_tokens": counted, "completion_tokens": 4,
                                      "cached_tokens": 4, "counted_tokens": counted}
    [usage] = chat.memory.usage(CID)
    assert (usage.kind, usage.model, usage.seq) == ("chat", "fake-model", 1)
    assert (usage.prompt_tokens, usage.completion_tokens, usage.cached_tokens) == (counted, 4, 4)
    assert usage.counted_tokens == counted
    assert usage.latency_ms is not None and usage.ttft_ms is None
    assert usage.extra == {"turn": 0}


def test_params_merge_per_call_without_mutating_the_callers() -> None:
    defaults = {"temperature": 0.1, "max_tokens": 50}
    fake = FakeOpenAI().reply("a").reply("b")
    chat = make(fake, params=defaults)
    chat.chat(CID, "one")
    assert fake.last.json["temperature"] == 0.1 and fake.last.json["max_tokens"] == 50
    chat.chat(CID, "two", temperature=0.9)
    assert fake.last.json["temperature"] == 0.9 and fake.last.json["max_tokens"] == 50
    assert defaults == {"temperature": 0.1, "max_tokens": 50}


def test_the_system_prompt_is_stored_once_and_replaced_when_it_changes() -> None:
    fake = FakeOpenAI(default="ok")
    chat = make(fake, system="You are terse.")
    chat.chat(CID, "a")
    chat.chat(CID, "b")
    assert roles(chat) == ["system", "user", "assistant", "user", "assistant"]
    assert fake.last.messages[0] == {"role": "system", "content": "You are terse."}
    chat.memory.add("c2", {"role": "user", "content": "existing"})
    chat.chat("c2", "more")
    # An existing conversation gets it too (stored once, when it is new to the conversation),
    # and it is sent first.
    assert roles(chat, "c2") == ["user", "system", "user", "assistant"]
    assert fake.last.messages[0] == {"role": "system", "content": "You are terse."}
    chat.system = "You are chatty."
    chat.chat(CID, "c")
    assert [m["content"] for m in fake.last.messages if m["role"] == "system"] == [
        "You are chatty."]  # a changed prompt replaces the old one; only it is sent


def test_an_assistant_message_is_refused_before_anything_is_stored() -> None:
    chat = make(FakeOpenAI(default="x"))
    with pytest.raises(MessageError, match="user message or a tool result"):
        chat.chat(CID, {"role": "assistant", "content": "hi"})
    with pytest.raises(MessageError):
        chat.chat(CID, 42)
    assert chat.memory.history(CID) == []


def test_none_is_refused_not_taken_for_a_retry() -> None:
    fake = FakeOpenAI(default="x")
    chat = make(fake)
    chat.chat(CID, "first")
    with pytest.raises(MessageError, match="retry"):
        chat.chat(CID, None)  # an unset variable: no second paid call, no regenerated reply
    assert len(fake.requests) == 1 and roles(chat) == ["user", "assistant"]
    chat.retry(CID)
    assert len(fake.requests) == 2


# -- failures --------------------------------------------------------------------------------

@pytest.mark.parametrize("setup", [
    lambda f: f.error(400, {"error": {"message": "bad request", "type": "invalid"}}),
    lambda f: [f.error(503) for _ in range(4)],
    lambda f: [f.transport_error() for _ in range(4)],
])
def test_a_failed_call_keeps_the_message_and_names_the_turn(setup: Any) -> None:
    fake = FakeOpenAI().reply("first reply")
    chat = make(fake)
    chat.chat(CID, "first")
    setup(fake)
    with pytest.raises(UpstreamError) as info:
        chat.chat(CID, "second")
    err = info.value
    assert (err.conversation_id, err.turn) == (CID, 2)
    assert "conversation 'c1', turn 2" in str(err)
    assert roles(chat) == ["user", "assistant", "user"]
    assert chat.memory.history(CID)[2]["content"] == "second"
    assert len(chat.memory.usage(CID)) == 1


def test_a_backend_that_raises_anything_is_reported_as_upstream() -> None:
    class Broken:
        model = "broken"

        def complete(self, messages: Any, **params: Any) -> Any:
            raise RuntimeError("socket exploded")

        def stream(self, messages: Any, **params: Any) -> Any:
            raise RuntimeError("socket exploded")

        async def acomplete(self, messages: Any, **params: Any) -> Any:
            raise RuntimeError("socket exploded")

        def astream(self, messages: Any, **params: Any) -> Any:
            raise RuntimeError("socket exploded")

    memory = Memory(strategy="window", extractor=False)
    chat = MemoryChat(memory, Broken())
    with pytest.raises(UpstreamError, match="socket exploded") as info:
        chat.chat(CID, "hi")
    assert info.value.turn == 0 and isinstance(info.value.__cause__, RuntimeError)
    assert memory.history(CID) == [{"role": "user", "content": "hi"}]


# -- calibration -----------------------------------------------------------------------------

def test_calibration_learns_a_provider_that_counts_8_percent_more() -> None:
    window, reserve = 1200, 200
    fake = FakeOpenAI(prompt_tokens=scaled(1.08), default="noted")
    chat = make(fake, window=window, reserve=reserve)
    assert chat.memory.limit("fake-model") == window - reserve
    for i in range(25):
        chat.chat(CID, filler(i))
    ratio = chat.memory.calibration.ratio("fake-model")
    assert 1.07 < ratio < 1.1
    limit = chat.memory.limit("fake-model")
    assert limit == math.floor((window - reserve) / ratio) < window - reserve
    late = fake.requests[5:]
    assert max(recount(r.messages) for r in late) > 0.9 * limit  # the budget really binds
    for r in late:  # what the provider counts fits what the window allows
        assert scaled(1.08)(r.json) <= window - reserve
    for usage in chat.memory.usage(CID):
        assert usage.counted_tokens is not None and usage.prompt_tokens is not None
        assert usage.counted_tokens <= window - reserve


def test_a_provider_that_counts_8_percent_more_never_overflows_after_one_lesson() -> None:
    """A real server rejects prompt + max_tokens over its window; one rejection teaches."""
    window, reserve = 1200, 200
    fake = FakeOpenAI(prompt_tokens=scaled(1.08), context_limit=window, default="noted")
    chat = make(fake, window=window, reserve=reserve, params={"max_tokens": reserve})
    for i in range(25):
        chat.chat(CID, filler(i))  # never raises
    rejected = [r for r in fake.requests if scaled(1.08)(r.json) + reserve > window]
    assert len(rejected) <= 1
    assert len(chat.memory.usage(CID)) == 25


def test_context_length_exceeded_is_answered_by_one_smaller_retry(
        caplog: pytest.LogCaptureFixture) -> None:
    fake = FakeOpenAI(default="ok")
    chat = make(fake, window=1500, reserve=300)
    for i in range(12):
        chat.chat(CID, filler(i))
    before = chat.memory.limit("fake-model")
    first = recount(fake.last.messages)
    fake.context_length_exceeded(limit=1500, requested=first + 300).reply("fits now")
    caplog.set_level(logging.WARNING, logger="convmem")
    result = chat.chat(CID, "one more question")
    assert result.content == "fits now"
    rejected, retried = fake.requests[-2], fake.requests[-1]
    assert recount(retried.messages) < recount(rejected.messages)
    assert len(retried.messages) < len(rejected.messages)
    assert retried.messages[-1] == {"role": "user", "content": "one more question"}
    assert chat.memory.limit("fake-model") < before  # learnt from the server's own count
    assert "upstream overflow, sending" in caplog.text
    [*_, usage] = chat.memory.usage(CID)
    assert usage.counted_tokens == recount(retried.messages)


def test_a_stated_context_length_with_no_room_for_the_reply_is_not_learnt(
        caplog: pytest.LogCaptureFixture) -> None:
    """A server that claims a 100-token context with 1,024 tokens kept for the reply is
    confused: its stated length is not learnt (it once became the key's window, and every
    later request failed locally with "the limit is 0")."""
    fake = FakeOpenAI(default="ok")
    chat = make(fake, window=8192, reserve=1024)
    chat.chat(CID, "hello")
    before = chat.memory.limit("fake-model")
    fake.context_length_exceeded(limit=100, requested=5000)
    caplog.set_level(logging.WARNING, logger="convmem")
    with pytest.raises(ContextLengthError):  # a prompt this small cannot be made smaller
        chat.chat(CID, "one more question")
    assert "ignoring a stated context length of 100 tokens" in caplog.text
    assert chat.memory.limit("fake-model") >= before // 2  # a bounded step at most, never 0
    for i in range(3):
        assert chat.chat(f"{CID}-{i}", "and another conversation").content == "ok"


def test_a_stated_context_length_is_learnt_when_the_requests_own_reply_fits() -> None:
    """A 1,000-token model, Memory(reserve_output=1024), a client asking max_tokens=200: the
    stated 1,000 is learnt (a reply of 200 fits), so no later turn overflows."""
    fake = FakeOpenAI(default="ok", context_limit=1000)
    chat = make(fake, window=8192, reserve=1024, params={"max_tokens": 200})
    for i in range(8):
        chat.chat(CID, filler(i, 60))  # never raises
    assert chat.memory.calibration.window("fake-model", 8192) == 1000


def test_a_confused_report_teaches_no_length_that_leaves_no_room_for_our_prompt() -> None:
    """A prompt of ~70 tokens reported as 5,000 in a stated 300-token context, reserve 256:
    believed, every later request would fail with "the limit is 44"."""
    fake = FakeOpenAI(default="ok")
    chat = make(fake, window=8192, reserve=256)
    chat.chat(CID, "hello there, a first short message of a few words")
    before = chat.memory.limit("fake-model")
    fake.context_length_exceeded(limit=300, requested=5000)
    with pytest.raises(ContextLengthError):
        chat.chat(CID, "and a second message, a little longer than the first one " * 3)
    assert chat.memory.calibration.window("fake-model", 8192) == 8192
    assert chat.memory.limit("fake-model") >= before // 2
    assert chat.chat(f"{CID}-2", "a new conversation").content == "ok"
    # a client asking a small max_tokens does not lower the bar for a confused report
    small = MemoryChat(chat.memory, fake.backend(), params={"max_tokens": 16})
    fake.context_length_exceeded(limit=100, requested=5000)
    with pytest.raises(ContextLengthError):
        small.chat(f"{CID}-3", "classify this short message please, one word")
    assert chat.memory.calibration.window("fake-model", 8192) == 8192
    assert chat.chat(f"{CID}-4", "and the default client goes on").content == "ok"


def test_a_second_overflow_raises_after_exactly_one_retry() -> None:
    fake = FakeOpenAI(default="ok")
    chat = make(fake, window=1500, reserve=300)
    for i in range(12):
        chat.chat(CID, filler(i))
    sent = len(fake.requests)
    fake.context_length_exceeded().context_length_exceeded().reply("unused")
    with pytest.raises(ContextLengthError) as info:
        chat.chat(CID, "too much")
    assert len(fake.requests) == sent + 2
    assert info.value.turn == 24 and info.value.conversation_id == CID
    assert chat.memory.history(CID)[-1] == {"role": "user", "content": "too much"}


def test_a_window_larger_than_the_servers_costs_one_retry_in_all(
        caplog: pytest.LogCaptureFixture) -> None:
    """The context length the server states becomes the model's window: a misconfigured window
    costs one retry, once, and a warning that names the fix."""
    fake = FakeOpenAI(context_limit=900, default="ok")
    chat = make(fake, window=4000, reserve=400)
    caplog.set_level(logging.WARNING, logger="convmem")
    for i in range(30):
        chat.chat(CID, filler(i))  # never raises
    assert chat.memory.limit("fake-model") == 900 - 400
    rejected = [r for r in fake.requests if exact(r.json) + r.json["max_tokens"] > 900]
    assert len(rejected) == 1 and len(fake.requests) == 31
    assert caplog.text.count("set window=900") == 1


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(factor=st.floats(1.0, 1.25), sizes=st.lists(st.integers(1, 60), min_size=3, max_size=14),
       max_tokens=st.sampled_from([0, 100]))
def test_any_provider_overcount_costs_at_most_one_rejection(factor: float, sizes: list[int],
                                                            max_tokens: int) -> None:
    window, reserve = 700, 150
    fake = FakeOpenAI(prompt_tokens=scaled(factor), context_limit=window, default="fine")
    params = {"max_tokens": max_tokens} if max_tokens else {}
    chat = make(fake, window=window, reserve=reserve, params=params)
    for i, words in enumerate(sizes):
        chat.chat(CID, filler(i, words))
    rejected = [r for r in fake.requests if scaled(factor)(r.json) + max_tokens > window]
    assert len(rejected) <= 1
    assert len(chat.memory.usage(CID)) == len(sizes)


def test_an_overflow_that_a_rebuild_cannot_shrink_is_not_resent() -> None:
    fake = FakeOpenAI().context_length_exceeded(limit=10, requested=20).reply("unused")
    chat = make(fake)
    with pytest.raises(ContextLengthError) as info:
        chat.chat(CID, "short")
    assert len(fake.requests) == 1 and info.value.turn == 0


# -- streaming -------------------------------------------------------------------------------

def test_stream_yields_chunks_then_stores_reply_and_usage() -> None:
    fake = FakeOpenAI(cached_tokens=2).reply("streamed reply text", chunks=["streamed ",
                                                                           "reply ", "text"])
    chat = make(fake)
    seen: list[str] = []
    for chunk in chat.stream(CID, "go"):
        seen.append(chunk.delta)
        if chunk.result is None:
            assert roles(chat) == ["user"]  # the reply is stored after the stream ends
    assert "".join(seen) == "streamed reply text"
    reply = chat.memory.history(CID)[1]
    assert reply["content"] == "streamed reply text" and "partial" not in reply["meta"]["convmem"]
    [usage] = chat.memory.usage(CID)
    assert usage.ttft_ms is not None and usage.latency_ms is not None
    assert usage.cached_tokens == 2 and usage.prompt_tokens == recount(fake.last.messages)
    assert chat.memory.calibration.ratio("fake-model") == 1.0


def test_closing_a_stream_early_stores_a_partial_reply() -> None:
    fake = FakeOpenAI().reply("one two three four five six", chunks=["one ", "two ", "three "])
    chat = make(fake)
    stream = chat.stream(CID, "count")
    assert next(stream).delta == "one "
    assert next(stream).delta == "two "
    stream.close()
    reply = chat.memory.history(CID)[1]
    assert reply["content"] == "one two " and reply["meta"]["convmem"]["partial"] is True
    [usage] = chat.memory.usage(CID)
    assert usage.extra["partial"] is True and usage.seq == 1
    # The usage chunk never arrived: our own count, flagged as an estimate (never calibrated on).
    assert usage.prompt_tokens == recount(fake.last.messages)
    assert usage.extra["prompt_tokens_source"] == "estimate (our count)"
    assert chat.memory.calibration.ratio("fake-model") == 1.0


def test_closing_before_the_first_chunk_stores_no_reply() -> None:
    fake = FakeOpenAI().reply("abc")
    chat = make(fake)
    stream = chat.stream(CID, "hi")
    stream.close()  # never started: nothing sent, nothing stored
    assert chat.memory.history(CID) == [] and fake.requests == []


def test_a_stream_lost_mid_way_keeps_what_arrived_and_names_the_turn() -> None:
    fake = FakeOpenAI().reply("alpha beta gamma delta", chunks=["alpha ", "beta ", "gamma "],
                              fail_after=3)
    chat = make(fake)
    with pytest.raises(UpstreamError, match="turn 0") as info:
        for _ in chat.stream(CID, "go"):
            pass
    assert info.value.turn == 0
    assert [(m["role"], m["content"]) for m in chat.memory.history(CID)] == [
        ("user", "go"), ("assistant", "alpha beta ")]
    assert chat.memory.history(CID)[1]["meta"]["convmem"]["partial"] is True


def test_stream_overflow_is_retried_once_smaller() -> None:
    fake = FakeOpenAI(default="ok")
    chat = make(fake, window=1500, reserve=300)
    for i in range(12):
        chat.chat(CID, filler(i))
    fake.context_length_exceeded(limit=1500, requested=2000).reply("streamed after retry")
    text = "".join(c.delta for c in chat.stream(CID, "question"))
    assert text == "streamed after retry"
    assert recount(fake.requests[-1].messages) < recount(fake.requests[-2].messages)


# -- tool calls ------------------------------------------------------------------------------

def test_tool_call_round_trip() -> None:
    fake = (FakeOpenAI().tool_call("get_weather", {"city": "Oslo"}, call_id="call_w")
            .reply("It is snowing in Oslo."))
    chat = make(fake, params={"tools": TOOLS})
    first = chat.chat(CID, "Weather in Oslo?")
    call = first.message["tool_calls"][0]
    stored = chat.memory.history(CID)[1]
    assert stored["tool_calls"] == first.message["tool_calls"] and stored["content"] is None
    second = chat.chat(CID, {"role": "tool", "tool_call_id": call["id"], "content": "-3C, snow"})
    assert second.content == "It is snowing in Oslo."
    sent = fake.last.messages
    assert [m["role"] for m in sent] == ["user", "assistant", "tool"]
    assert api_problems(sent) == [] and fake.last.json["tools"] == TOOLS
    assert roles(chat) == ["user", "assistant", "tool", "assistant"]
    usages = chat.memory.usage(CID)
    assert [u.seq for u in usages] == [1, 3]
    assert usages[1].counted_tokens == recount(sent, TOOLS)


def test_parallel_tool_results_go_in_one_call() -> None:
    fake = (FakeOpenAI().tool_calls([("get_weather", {"city": "A"}, "ca"),
                                     ("get_weather", {"city": "B"}, "cb")]).reply("A cold, B warm"))
    chat = make(fake, params={"tools": TOOLS})
    chat.chat(CID, "Weather in A and B?")
    result = chat.chat(CID, [{"role": "tool", "tool_call_id": "ca", "content": "cold"},
                             {"role": "tool", "tool_call_id": "cb", "content": "warm"}])
    assert result.content == "A cold, B warm"
    assert [m["role"] for m in fake.last.messages] == ["user", "assistant", "tool", "tool"]
    assert len(fake.requests) == 2


def test_streamed_tool_call_round_trip() -> None:
    fake = (FakeOpenAI().tool_call("get_weather", {"city": "Lima"}, call_id="call_l")
            .reply("Sunny in Lima."))
    chat = make(fake, params={"tools": TOOLS})
    chunks = list(chat.stream(CID, "Lima?"))
    result = chunks[-1].result
    assert result is not None and result.message["tool_calls"][0]["id"] == "call_l"
    assert chat.memory.history(CID)[1]["tool_calls"][0]["function"]["arguments"] == json.dumps(
        {"city": "Lima"})
    text = "".join(c.delta for c in chat.stream(CID, {"role": "tool", "tool_call_id": "call_l",
                                                       "content": "24C"}))
    assert text == "Sunny in Lima." and api_problems(fake.last.messages) == []


# -- async -----------------------------------------------------------------------------------

async def test_achat_stores_like_chat() -> None:
    fake = FakeOpenAI(prompt_tokens=scaled(1.08)).reply("async one").rate_limited(0).reply("two")
    chat = make(fake, system="sys")
    assert (await chat.achat(CID, "hi")).content == "async one"
    assert (await chat.achat(CID, "again")).content == "two"
    assert roles(chat) == ["system", "user", "assistant", "user", "assistant"]
    assert fake.sleeps == [0.0]
    assert chat.memory.limit("fake-model") < chat.memory.window - chat.memory.reserve_output


async def test_achat_failure_names_the_turn_and_overflow_retries() -> None:
    fake = FakeOpenAI(default="ok")
    chat = make(fake, window=1500, reserve=300)
    for i in range(12):
        await chat.achat(CID, filler(i))
    fake.context_length_exceeded(limit=1500, requested=2000).reply("retried")
    assert (await chat.achat(CID, "q")).content == "retried"
    assert recount(fake.requests[-1].messages) < recount(fake.requests[-2].messages)
    fake.error(400)
    with pytest.raises(UpstreamError) as info:
        await chat.achat(CID, "boom")
    assert info.value.turn == 26


async def test_astream_and_early_aclose_store_partial() -> None:
    fake = FakeOpenAI().reply("full streamed answer").reply("a b c d e f", chunks=["a ", "b ",
                                                                                 "c "])
    chat = make(fake)
    text = "".join([c.delta async for c in chat.astream(CID, "one")])
    assert text == "full streamed answer"
    assert chat.memory.history(CID)[1]["content"] == text
    stream = chat.astream(CID, "two")
    assert (await anext(stream)).delta == "a "
    await stream.aclose()
    last = chat.memory.history(CID)[-1]
    assert last["content"] == "a " and last["meta"]["convmem"]["partial"] is True
    assert [u.extra.get("partial", False) for u in chat.memory.usage(CID)] == [False, True]


async def test_astream_cancelled_mid_stream_stores_partial() -> None:
    fake = FakeOpenAI().reply("x y z", chunks=["x ", "y ", "z"], stall_after=2)
    chat = make(fake)
    got_first = asyncio.Event()

    async def consume() -> None:
        async for chunk in chat.astream(CID, "go"):
            if chunk.delta == "x ":
                got_first.set()

    task = asyncio.create_task(consume())
    await got_first.wait()
    for _ in range(5):  # let the consumer get back into the stalled read
        await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    last = chat.memory.history(CID)[-1]
    assert (last["role"], last["content"]) == ("assistant", "x ")
    assert last["meta"]["convmem"]["partial"] is True


# -- the API key -----------------------------------------------------------------------------

def test_the_api_key_is_never_stored_or_logged(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    fake = (FakeOpenAI().reply("hello").rate_limited(1).tool_call("get_weather", {"city": "X"},
                                                                  call_id="k1")
            .reply("done").error(401, {"error": {"message": f"bad key {TEST_KEY}"}}))
    chat = make(fake, params={"tools": TOOLS})
    chat.chat(CID, "hi")
    chat.chat(CID, "weather")
    list(chat.stream(CID, {"role": "tool", "tool_call_id": "k1", "content": "fine"}))
    with pytest.raises(UpstreamError) as info:
        chat.chat(CID, "again")
    store = chat.memory.store
    records = [repr(store.range(CID, 0, store.count(CID))), repr(store.usage(CID)),
               repr(store.facts(CID, current_only=False)), repr(chat.memory.history(CID)),
               repr(chat), repr(vars(chat)), str(info.value), info.value.body, caplog.text]
    for text in records:
        assert TEST_KEY not in text
    assert all(r.headers["authorization"] == f"Bearer {TEST_KEY}" for r in fake.requests)


def test_the_api_key_is_not_in_a_sqlite_database(tmp_path: Any) -> None:
    from convmem.stores.sql import SQLStore

    db = tmp_path / "chat.db"
    fake = FakeOpenAI().reply("stored on disk").error(400)
    memory = Memory(strategy="window", extractor=False, store=SQLStore(f"sqlite:///{db}"))
    chat = MemoryChat(memory, fake.backend())
    chat.chat(CID, "persist me")
    with pytest.raises(UpstreamError):
        chat.chat(CID, "fail me")
    memory.close()
    raw = db.read_bytes()
    assert b"stored on disk" in raw and b"fail me" in raw
    assert TEST_KEY.encode() not in raw


def test_the_end_user_is_recorded_for_erasure() -> None:
    """``user_id=``, else the request's ``user`` (OpenAI's end-user id, still sent upstream),
    files the conversation under its user: ``forget_user`` finds it."""
    fake = FakeOpenAI(default="ok")
    chat = make(fake)
    chat.chat("a1", "Hi, I'm Alice", user="alice")
    assert fake.requests[-1].json.get("user") == "alice"
    chat.chat("a2", "Hi again", user_id="alice")
    chat.chat("b1", "Hi, I'm Bob", user_id="bob", user="ignored-upstream-id")
    chat.chat("n1", "No user")
    mem = chat.memory
    assert sorted(mem.forget_user("alice")) == ["a1", "a2"]
    assert mem.store.user_of("b1") == "bob" and mem.store.user_of("n1") is None
    with pytest.raises(OwnerError):
        chat.chat("b1", "it's me", user_id="mallory")
    asked = len(fake.requests)
    with pytest.raises(OwnerError):  # a retry stores nothing: the engine checks the owner
        chat.retry("b1", user="mallory")
    assert len(mem.history("b1")) == 2 and len(fake.requests) == asked
    for blank in ("", "  ", None, 7):  # the SDK's NOT_GIVEN and the like: no user named
        chat.chat(f"x{blank!r}", "hello", user=blank)
        assert mem.store.user_of(f"x{blank!r}") is None
    chat.chat("s1", "spaced", user=" carol ")
    assert mem.store.user_of("s1") == "carol"  # stripped, as the proxy does
