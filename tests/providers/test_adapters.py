"""The Anthropic and Ollama adapters against strict fakes on loopback: message translation,
usage (cache reads and writes), streams, errors — and the proxy fronting them for OpenAI
clients, and the official ``anthropic`` SDK wrapped with memory."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import anthropic
import openai
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from convmem.chat.sdk import wrap
from convmem.errors import ContextLengthError, MessageError, UpstreamError
from convmem.eval.proxybench import serve_in_thread
from convmem.providers import AnthropicBackend, OllamaBackend
from convmem.providers.anthropic import from_anthropic, to_anthropic
from convmem.providers.base import usage_extra
from tests.fakes import TEST_KEY
from tests.proxy.upstreams import FakeAnthropic, FakeOllama, anthropic_problems
from tests.servers import CID, memory, wait_until

TOOLS = [{"type": "function", "function": {
    "name": "get_weather", "description": "Weather for a city",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]
CALL = {"id": "call_1", "type": "function",
        "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


@pytest.fixture
def claude() -> Iterator[tuple[FakeAnthropic, str]]:
    fake = FakeAnthropic(api_key=TEST_KEY)
    with serve_in_thread(fake.app) as url:
        yield fake, url


@pytest.fixture
def ollama() -> Iterator[tuple[FakeOllama, str]]:
    fake = FakeOllama()
    with serve_in_thread(fake.app) as url:
        yield fake, url


# -- translation -----------------------------------------------------------------------------

def test_to_anthropic_lifts_system_merges_turns_and_marks_the_cache() -> None:
    messages = [{"role": "system", "content": "Be brief."},
                {"role": "system", "content": "Known facts: peanut allergy."},
                user("Weather in Paris?"),
                {"role": "assistant", "content": None, "tool_calls": [CALL]},
                {"role": "tool", "tool_call_id": "call_1", "content": "sunny"},
                user("Thanks!")]
    system, turns = to_anthropic(messages)
    assert [b["text"] for b in system] == ["Be brief.", "Known facts: peanut allergy."]
    assert "cache_control" not in system[0] and system[1]["cache_control"] == {
        "type": "ephemeral"}
    assert [t["role"] for t in turns] == ["user", "assistant", "user"]
    assert turns[1]["content"] == [{"type": "tool_use", "id": "call_1", "name": "get_weather",
                                    "input": {"city": "Paris"}}]
    assert turns[2]["content"][0] == {"type": "tool_result", "tool_use_id": "call_1",
                                      "content": "sunny"}
    assert turns[2]["content"][1]["cache_control"] == {"type": "ephemeral"}
    assert anthropic_problems({"model": "m", "max_tokens": 5, "system": system,
                               "messages": turns}) == []
    assert messages[3]["tool_calls"][0]["function"]["arguments"] == '{"city": "Paris"}'


def test_to_anthropic_starts_with_the_user_and_refuses_images() -> None:
    _, turns = to_anthropic([{"role": "assistant", "content": "earlier reply"}, user("next")])
    assert turns[0]["role"] == "user" and turns[1]["role"] == "assistant"
    with pytest.raises(MessageError, match=r"messages\[0\]\.content\[0\]"):
        to_anthropic([{"role": "user", "content": [{"type": "image_url", "image_url": {}}]}])
    with pytest.raises(MessageError, match="arguments"):
        to_anthropic([{"role": "assistant", "content": None, "tool_calls": [
            {"id": "c", "function": {"name": "f", "arguments": "not json"}}]}])


def test_from_anthropic_is_the_inverse_for_recording() -> None:
    system, turns = to_anthropic([{"role": "system", "content": "S"}, user("hi"),
                                  {"role": "assistant", "content": "let me check",
                                   "tool_calls": [CALL]},
                                  {"role": "tool", "tool_call_id": "call_1", "content": "ok"}],
                                 cache=False)
    assert from_anthropic(system, turns) == [
        {"role": "system", "content": "S"}, user("hi"),
        {"role": "assistant", "content": "let me check", "tool_calls": [
            {"id": "call_1", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "ok"}]


@st.composite
def conversations(draw: st.DrawFn) -> list[dict[str, Any]]:
    """API-valid OpenAI conversations (possibly cut so they start on a reply), ending on a user
    message or tool results; texts may be empty."""
    text = st.sampled_from(["", "ok", "yes", "hello there"])
    out: list[dict[str, Any]] = []
    if draw(st.booleans()):
        out.append({"role": "system", "content": draw(text)})
    calls = 0
    for _ in range(draw(st.integers(1, 6))):
        out.append(user(draw(text)))
        if draw(st.booleans()):
            n = draw(st.integers(1, 2))
            ids = [f"call_{calls + k}" for k in range(n)]
            calls += n
            out.append({"role": "assistant", "content": draw(text) or None, "tool_calls": [
                {"id": i, "type": "function", "function": {"name": "f", "arguments": "{}"}}
                for i in ids]})
            out += [{"role": "tool", "tool_call_id": i, "content": draw(text)} for i in ids]
        out.append({"role": "assistant", "content": draw(text)})
    if draw(st.booleans()):
        out.pop()  # end on tool results or on a user message
    else:
        out.append(user(draw(text) or "?"))
    if draw(st.booleans()):
        first = next(i for i, m in enumerate(out) if m["role"] == "user")
        del out[first]  # a window that starts on the reply
    return out


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(conversations())
def test_any_valid_conversation_becomes_a_valid_anthropic_request(
        messages: list[dict[str, Any]]) -> None:
    system, turns = to_anthropic(messages)
    problems = anthropic_problems({"model": "m", "max_tokens": 10, "system": system,
                                   "messages": turns})
    assert problems == [], (messages, turns)


# -- AnthropicBackend ------------------------------------------------------------------------

def test_anthropic_complete_maps_request_and_usage(claude: tuple[FakeAnthropic, str]) -> None:
    fake, url = claude
    fake.reply("Hello!").reply("Still here.")
    backend = AnthropicBackend(url, "claude-test", TEST_KEY, max_retries=0)
    messages = [{"role": "system", "content": "You are terse. " * 30}, user("hi")]
    first = backend.complete(messages, max_tokens=50, stop="END", user="u-1", temperature=0.2,
                             n=1, presence_penalty=0.0, stream_options={"include_usage": True})
    assert first.content == "Hello!" and first.finish_reason == "stop"
    body, headers = fake.last.json, fake.last.headers
    assert headers["x-api-key"] == TEST_KEY and "authorization" not in headers
    assert headers["anthropic-version"] == "2023-06-01"
    assert body["max_tokens"] == 50 and body["stop_sequences"] == ["END"]
    assert body["metadata"] == {"user_id": "u-1"} and body["system"][0]["text"].startswith(
        "You are terse.")
    usage = first.raw["usage"]
    assert first.prompt_tokens == usage["input_tokens"] + usage["cache_creation_input_tokens"]
    assert first.cached_tokens == 0 and usage_extra(first) == {
        "cache_creation_tokens": usage["cache_creation_input_tokens"]}
    second = backend.complete([*messages, {"role": "assistant", "content": "Hello!"},
                               user("still there?")])
    assert second.cached_tokens and second.cached_tokens > 0  # the system prompt was cached
    raw = second.raw["usage"]
    assert second.prompt_tokens == (raw["input_tokens"] + raw["cache_read_input_tokens"]
                                    + raw["cache_creation_input_tokens"])


def test_anthropic_stream_text_and_tool_use(claude: tuple[FakeAnthropic, str]) -> None:
    fake, url = claude
    fake.reply("A streamed answer.").tool_use("get_weather", {"city": "Paris"}, text="Checking")
    backend = AnthropicBackend(url, "claude-test", TEST_KEY, max_retries=0)
    chunks = list(backend.stream([user("hi")]))
    assert "".join(c.delta for c in chunks) == "A streamed answer."
    result = chunks[-1].result
    assert result is not None and result.content == "A streamed answer." and not result.partial
    assert result.completion_tokens and result.prompt_tokens
    tool = list(backend.stream([user("weather?")], tools=TOOLS, tool_choice="required"))
    assert fake.last.json["tool_choice"] == {"type": "any"}
    assert fake.last.json["tools"][0]["input_schema"]["properties"] == {"city": {
        "type": "string"}}
    final = tool[-1].result
    assert final is not None and final.finish_reason == "tool_calls"
    assert final.message["content"] == "Checking"
    assert json.loads(final.message["tool_calls"][0]["function"]["arguments"]) == {
        "city": "Paris"}


async def test_anthropic_async_complete_stream_and_models(
        claude: tuple[FakeAnthropic, str]) -> None:
    fake, url = claude
    fake.reply("async one").reply("async two")
    backend = AnthropicBackend(url, "claude-test", TEST_KEY, max_retries=0)
    assert (await backend.acomplete([user("a")])).content == "async one"
    text = "".join([c.delta async for c in backend.astream([user("b")])])
    assert text == "async two"
    assert (await backend.amodels())["data"][0]["id"] == "claude-test"
    await backend.aclose()


def test_anthropic_errors(claude: tuple[FakeAnthropic, str]) -> None:
    fake, url = claude
    fake.error(400, "invalid_request_error", "prompt is too long: 210000 tokens > 200000 maximum")
    backend = AnthropicBackend(url, "claude-test", TEST_KEY, max_retries=1,
                               sleep=lambda s: None)
    with pytest.raises(ContextLengthError) as caught:
        backend.complete([user("x")])
    assert (caught.value.limit, caught.value.prompt_tokens) == (200000, 210000)  # type: ignore[attr-defined]
    fake.error(529, "overloaded_error", "Overloaded").reply("after the retry")
    assert backend.complete([user("x")]).content == "after the retry"
    wrong = AnthropicBackend(url, "claude-test", "sk-wrong-key", max_retries=0)
    with pytest.raises(UpstreamError) as denied:
        wrong.complete([user("x")])
    assert denied.value.status == 401 and "sk-wrong-key" not in str(denied.value)


# -- OllamaBackend ---------------------------------------------------------------------------

def test_ollama_complete_and_stream(ollama: tuple[FakeOllama, str]) -> None:
    fake, url = ollama
    fake.reply("Hi from llama").reply("streamed llama")
    backend = OllamaBackend(url, "llama-test", num_ctx=4096, max_retries=0)
    history = [{"role": "system", "content": "S"}, user("weather?"),
               {"role": "assistant", "content": None, "tool_calls": [CALL]},
               {"role": "tool", "tool_call_id": "call_1", "content": "sunny"}]
    result = backend.complete(history, max_tokens=64, temperature=0.1, stop="END",
                              stream_options={"include_usage": True})
    assert result.content == "Hi from llama" and result.prompt_tokens and result.completion_tokens
    body = fake.last.json
    assert body["stream"] is False and body["options"] == {
        "temperature": 0.1, "num_predict": 64, "stop": ["END"], "num_ctx": 4096}
    assert body["messages"][2]["tool_calls"][0]["function"]["arguments"] == {"city": "Paris"}
    assert body["messages"][3]["tool_name"] == "get_weather"
    chunks = list(backend.stream([user("go")]))
    assert "".join(c.delta for c in chunks) == "streamed llama"
    assert chunks[-1].result is not None and chunks[-1].result.finish_reason == "stop"


async def test_ollama_async_tool_calls_and_models(ollama: tuple[FakeOllama, str]) -> None:
    fake, url = ollama
    fake.tool_call("get_weather", {"city": "Rome"})
    backend = OllamaBackend(url, "llama-test", max_retries=0)
    chunks = [c async for c in backend.astream([user("Rome?")], tools=TOOLS)]
    result = chunks[-1].result
    assert result is not None and result.finish_reason == "tool_calls"
    assert json.loads(result.message["tool_calls"][0]["function"]["arguments"]) == {
        "city": "Rome"}
    assert (await backend.amodels())["data"] == [
        {"id": "llama-test:latest", "object": "model", "created": 0, "owned_by": "ollama"}]
    await backend.aclose()


# -- the proxy in front of them --------------------------------------------------------------

def test_openai_clients_reach_anthropic_through_the_proxy(
        claude: tuple[FakeAnthropic, str], serve: Any) -> None:
    fake, url = claude
    fake.reply("Hello Sam.").reply("You are Sam.")
    mem = memory(safety_margin=0.1)
    proxy = serve(url, mem, provider="anthropic", upstream_key=TEST_KEY)
    client = openai.OpenAI(base_url=proxy.base_url, api_key="client-key", max_retries=0)
    system = {"role": "system", "content": "You are a helpful assistant. " * 20}
    first = client.chat.completions.create(model="claude-test", max_tokens=100,
                                           messages=[system, user("I'm Sam")],
                                           extra_headers=CID)
    assert first.choices[0].message.content == "Hello Sam."
    assert first.usage is not None and first.usage.prompt_tokens > 0
    chunks = list(client.chat.completions.create(
        model="claude-test", messages=[user("Who am I?")], stream=True,
        stream_options={"include_usage": True}, extra_headers=CID))
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == \
        "You are Sam."
    assert chunks[-1].usage is not None and chunks[-1].usage.prompt_tokens_details is not None
    assert chunks[-1].usage.prompt_tokens_details.cached_tokens > 0
    sent = fake.last.json
    assert sent["system"][0]["text"].startswith("You are a helpful")
    assert [m["role"] for m in sent["messages"]] == ["user", "assistant", "user"]
    assert fake.last.headers["x-api-key"] == TEST_KEY
    wait_until(lambda: len(mem.usage("c1")) == 2)
    usage = mem.usage("c1")
    assert usage[0].extra["cache_creation_tokens"] > 0 and usage[1].cached_tokens
    assert [m.id for m in client.models.list()] == ["claude-test"]


def test_openai_clients_reach_ollama_through_the_proxy(ollama: tuple[FakeOllama, str],
                                                       serve: Any) -> None:
    fake, url = ollama
    fake.reply("first llama").reply("second llama")
    proxy = serve(url, memory(safety_margin=0.1), provider="ollama")
    client = openai.OpenAI(base_url=proxy.base_url, api_key="unused", max_retries=0)
    client.chat.completions.create(model="llama-test", messages=[user("a")], extra_headers=CID)
    stream = client.chat.completions.create(model="llama-test", messages=[user("b")],
                                            stream=True, extra_headers=CID)
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == \
        "second llama"
    assert fake.last.json["messages"] == [
        {"role": "user", "content": "a"}, {"role": "assistant", "content": "first llama"},
        {"role": "user", "content": "b"}]
    wait_until(lambda: len(proxy.history()) == 4)


# -- the anthropic SDK, wrapped ----------------------------------------------------------------

def test_the_anthropic_sdk_wrapped_with_memory(claude: tuple[FakeAnthropic, str]) -> None:
    fake, url = claude
    fake.reply("Hi Sam!").reply("Your name is Sam.").reply("Streamed: Sam.")
    mem = memory(safety_margin=0.1)
    client = wrap(anthropic.Anthropic(base_url=url, api_key=TEST_KEY, max_retries=0), mem)
    first = client.messages.create(model="claude-test", max_tokens=100, system="Be brief.",
                                   messages=[user("Hi, I'm Sam")], conversation_id="c1")
    assert first.content[0].text == "Hi Sam!"
    client.messages.create(model="claude-test", max_tokens=100, system="Be brief.",
                           messages=[user("What's my name?")], conversation_id="c1")
    sent = fake.last.json
    assert sent["system"][0]["text"] == "Be brief."
    assert [m["role"] for m in sent["messages"]] == ["user", "assistant", "user"]
    assert sent["messages"][1]["content"] == [{"type": "text", "text": "Hi Sam!"}]
    with client.messages.create(model="claude-test", max_tokens=100, stream=True,
                                messages=[user("Again?")], conversation_id="c1") as stream:
        kinds = [event.type for event in stream]
    assert kinds[0] == "message_start" and kinds[-1] == "message_stop"
    history = mem.history("c1")
    assert [(m["role"], m["content"]) for m in history] == [
        ("system", "Be brief."), ("user", "Hi, I'm Sam"), ("assistant", "Hi Sam!"),
        ("user", "What's my name?"), ("assistant", "Your name is Sam."),
        ("user", "Again?"), ("assistant", "Streamed: Sam.")]
    usage = mem.usage("c1")
    assert len(usage) == 3 and usage[1].cached_tokens and usage[2].ttft_ms is not None
    plain = client.messages.create(model="claude-test", max_tokens=10, messages=[user("x")])
    assert plain.content[0].text == "ok" and len(mem.history("c1")) == 7
    client.messages.create(model="claude-test", max_tokens=10, messages=[user("y")],
                           metadata={"user_id": "u7"}, conversation_id="c2")
    assert mem.store.user_of("c2") == "u7" and fake.last.json["metadata"] == {"user_id": "u7"}


async def test_the_async_anthropic_sdk_wrapped_with_memory(
        claude: tuple[FakeAnthropic, str]) -> None:
    fake, url = claude
    fake.reply("one").reply("two")
    mem = memory()
    client = wrap(anthropic.AsyncAnthropic(base_url=url, api_key=TEST_KEY, max_retries=0), mem)
    first = await client.messages.create(model="claude-test", max_tokens=10,
                                         messages=[user("a")], conversation_id="c1")
    assert first.content[0].text == "one"
    stream = await client.messages.create(model="claude-test", max_tokens=10, stream=True,
                                          messages=[user("b")], conversation_id="c1")
    async for _ in stream:
        pass
    assert [m["content"] for m in mem.history("c1")] == ["a", "one", "b", "two"]
    await client.close()
