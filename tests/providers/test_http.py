"""OpenAIBackend against the fake OpenAI server: replies, streams, usage, retries, errors, keys."""

from __future__ import annotations

import json
import logging
import random
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from convmem.errors import ConfigError, ContextLengthError, UpstreamError
from convmem.eval.proxybench import serve_in_thread
from convmem.providers.base import ChatBackend
from convmem.providers.openai import OpenAIBackend
from convmem.providers.servercount import ServerCount
from convmem.providers.status import parse_context_error
from tests.fakes import TEST_KEY, FakeOpenAI, exact, serve_on_loopback
from tests.proxy.upstreams import CookieSetter
from tests.servers import Upstream

HI = [{"role": "user", "content": "hi"}]


def stream_all(backend: OpenAIBackend, messages: Any = HI, **params: Any) -> tuple[str, Any]:
    chunks = list(backend.stream(messages, **params))
    assert chunks[-1].result is not None
    assert all(c.result is None for c in chunks[:-1])
    return "".join(c.delta for c in chunks), chunks[-1].result


def test_backend_satisfies_the_protocol() -> None:
    assert isinstance(FakeOpenAI().backend(), ChatBackend)


def test_complete_sends_the_request_and_reads_usage_with_cached_tokens() -> None:
    fake = FakeOpenAI(cached_tokens=7).reply("Hello there!")
    backend = fake.backend()
    result = backend.complete(HI, temperature=0.2)
    assert result.content == "Hello there!"
    assert result.message == {"role": "assistant", "content": "Hello there!"}
    assert result.prompt_tokens == exact({"messages": HI})
    assert result.completion_tokens == 3
    assert result.cached_tokens == 7
    assert result.finish_reason == "stop"
    assert result.latency_ms is not None and result.latency_ms >= 0
    assert result.ttft_ms is None and not result.partial
    sent = fake.last
    assert sent.path == "/v1/chat/completions"
    assert sent.json == {"model": "fake-model", "temperature": 0.2, "messages": HI}
    assert sent.headers["authorization"] == f"Bearer {TEST_KEY}"


def test_no_key_sends_no_authorization_header_and_extra_headers_pass() -> None:
    fake = FakeOpenAI().reply("x")
    fake.backend(api_key=None, headers={"X-Org": "acme"}).complete(HI)
    assert "authorization" not in fake.last.headers
    assert fake.last.headers["x-org"] == "acme"


def test_params_may_override_the_model() -> None:
    fake = FakeOpenAI().reply("x")
    fake.backend().complete(HI, model="other")
    assert fake.last.json["model"] == "other"


def test_complete_returns_tool_calls() -> None:
    fake = FakeOpenAI().tool_call("get_weather", {"city": "Paris"}, call_id="call_a")
    result = fake.backend().complete(HI, tools=[{"type": "function",
                                                 "function": {"name": "get_weather"}}])
    assert result.message == {"role": "assistant", "content": None, "tool_calls": [
        {"id": "call_a", "type": "function",
         "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}]}
    assert result.content == ""
    assert result.finish_reason == "tool_calls"


def test_a_body_that_is_not_a_completion_is_an_upstream_error() -> None:
    fake = FakeOpenAI().error(200, "<html>proxy login</html>")
    with pytest.raises(UpstreamError, match="not a reply of the OpenAI-compatible API") as info:
        fake.backend().complete(HI)
    assert info.value.status == 200


def test_stream_yields_deltas_then_the_assembled_result_with_usage() -> None:
    fake = FakeOpenAI(cached_tokens=3).reply("The quick brown fox", chunks=["The ", "quick ",
                                                                              "brown fox"])
    text, result = stream_all(fake.backend())
    assert text == "The quick brown fox"
    assert result.message == {"role": "assistant", "content": "The quick brown fox"}
    assert (result.prompt_tokens, result.cached_tokens) == (exact({"messages": HI}), 3)
    assert result.completion_tokens == 4
    assert result.finish_reason == "stop" and not result.partial
    assert result.ttft_ms is not None and result.latency_ms is not None
    assert result.ttft_ms <= result.latency_ms
    assert fake.last.json["stream"] is True
    assert fake.last.json["stream_options"] == {"include_usage": True}


def test_stream_merges_caller_stream_options_without_mutating_them() -> None:
    fake = FakeOpenAI().reply("x")
    options = {"foo": 1}
    stream_all(fake.backend(), stream_options=options)
    assert options == {"foo": 1}
    assert fake.last.json["stream_options"] == {"foo": 1, "include_usage": True}


def test_stream_usage_can_be_turned_off_for_servers_that_reject_it() -> None:
    fake = FakeOpenAI().reply("x")
    _, result = stream_all(fake.backend(stream_usage=False))
    assert "stream_options" not in fake.last.json
    assert result.prompt_tokens is None


def test_stream_assembles_parallel_tool_calls_from_fragments() -> None:
    args_a = {"city": "Paris", "unit": "celsius", "days": 3}
    fake = FakeOpenAI().tool_calls([("get_weather", args_a, "call_a"),
                                    ("get_time", {"tz": "Europe/Paris"}, "call_b")])
    chunks = list(fake.backend().stream(HI))
    result = chunks[-1].result
    assert result is not None
    assert len(chunks) > 6  # the arguments really arrived in fragments
    assert [c["id"] for c in result.message["tool_calls"]] == ["call_a", "call_b"]
    assert json.loads(result.message["tool_calls"][0]["function"]["arguments"]) == args_a
    assert result.message["tool_calls"][1]["function"] == {
        "name": "get_time", "arguments": '{"tz": "Europe/Paris"}'}
    assert result.message["content"] is None
    assert result.finish_reason == "tool_calls"
    assert result.ttft_ms is not None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pieces=st.lists(st.text(min_size=1, max_size=12), min_size=1, max_size=12))
def test_stream_reassembles_any_chunking_exactly(pieces: list[str]) -> None:
    fake = FakeOpenAI().reply("".join(pieces), chunks=pieces)
    text, result = stream_all(fake.backend())
    assert text == "".join(pieces) == result.content


def test_a_stream_that_ends_without_done_is_partial() -> None:
    fake = FakeOpenAI().reply("cut short", end="eof")
    text, result = stream_all(fake.backend())
    assert text == "cut short"
    assert result.partial and result.finish_reason is None


def test_a_connection_lost_mid_stream_is_an_upstream_error_not_retried() -> None:
    fake = FakeOpenAI().reply("one two three four five", fail_after=3).reply("never")
    received: list[str] = []
    with pytest.raises(UpstreamError, match="mid-stream") as info:
        for chunk in fake.backend().stream(HI):
            received.append(chunk.delta)
    assert info.value.status is None
    assert "".join(received) == "one two "  # role chunk + two deltas arrived
    assert len(fake.requests) == 1 and fake.pending == 1


def test_an_error_event_mid_stream_raises() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        body = (b'data: {"choices":[{"index":0,"delta":{"content":"Hi"}}]}\n\n'
                b'data: {"error":{"message":"overloaded","type":"server_error"}}\n\n')
        return httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})

    backend = OpenAIBackend("http://x.test/v1", "m", client=httpx.Client(
        transport=httpx.MockTransport(handler)))
    with pytest.raises(UpstreamError, match="overloaded"):
        list(backend.stream(HI))


def test_sse_comments_event_lines_and_multiline_data_are_handled() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        body = (b": keep-alive\n\nevent: message\nid: 1\n"
                b'data: {"choices":[{"index":0,\ndata: "delta":{"content":"Hi"}}]}\n\n'
                b'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n')
        return httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})

    backend = OpenAIBackend("http://x.test/v1", "m", client=httpx.Client(
        transport=httpx.MockTransport(handler)))
    text, result = stream_all(backend)
    assert text == "Hi" and not result.partial  # a finish_reason without [DONE] is complete


# -- retries ---------------------------------------------------------------------------------

def test_429_retry_after_seconds_is_honoured() -> None:
    fake = FakeOpenAI().rate_limited(retry_after=2).rate_limited(retry_after="0.5").reply("ok")
    assert fake.backend().complete(HI).content == "ok"
    assert fake.sleeps == [2.0, 0.5]
    assert len(fake.requests) == 3


def test_retry_after_http_date_is_honoured_and_capped() -> None:
    later = format_datetime(datetime.now(timezone.utc) + timedelta(hours=1), usegmt=True)
    past = format_datetime(datetime.now(timezone.utc) - timedelta(hours=1), usegmt=True)
    fake = (FakeOpenAI().error(503, headers={"Retry-After": later})
            .error(503, headers={"Retry-After": past}).reply("ok"))
    assert fake.backend(max_backoff=12.5).complete(HI).content == "ok"
    assert fake.sleeps == [12.5, 0.0]


def test_retry_after_ms_wins() -> None:
    fake = FakeOpenAI().error(429, headers={"retry-after-ms": "250", "Retry-After": "9"}).reply()
    fake.backend().complete(HI)
    assert fake.sleeps == [0.25]


def test_5xx_backs_off_exponentially_with_jitter() -> None:
    fake = FakeOpenAI().error(500).error(502).error(503).reply("finally")
    backend = fake.backend(backoff=0.5, max_retries=3, rng=random.Random(7))
    assert backend.complete(HI).content == "finally"
    assert len(fake.requests) == 4
    for attempt, slept in enumerate(fake.sleeps):
        full = 0.5 * 2 ** attempt
        assert full / 2 <= slept <= full
    assert len(fake.sleeps) == 3


def test_backoff_is_capped_by_max_backoff() -> None:
    fake = FakeOpenAI().error(500).error(500).error(500).reply()
    fake.backend(backoff=10, max_backoff=1.0).complete(HI)
    assert fake.sleeps and all(s <= 1.0 for s in fake.sleeps)


def test_retries_exhausted_raise_with_the_last_status() -> None:
    fake = FakeOpenAI()
    for _ in range(5):
        fake.error(503)
    with pytest.raises(UpstreamError, match="after 3 attempts") as info:
        fake.backend(max_retries=2).complete(HI)
    assert info.value.status == 503
    assert len(fake.requests) == 3 and len(fake.sleeps) == 2


def test_transport_errors_are_retried() -> None:
    fake = FakeOpenAI().transport_error().transport_error(httpx.ReadTimeout("slow")).reply("up")
    assert fake.backend().complete(HI).content == "up"
    assert len(fake.sleeps) == 2


def test_transport_errors_exhausted_keep_the_cause() -> None:
    fake = FakeOpenAI().transport_error().transport_error()
    with pytest.raises(UpstreamError, match="cannot reach") as info:
        fake.backend(max_retries=1).complete(HI)
    assert info.value.status is None
    assert isinstance(info.value.__cause__, httpx.ConnectTimeout)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
def test_other_4xx_fail_at_once(status: int) -> None:
    fake = FakeOpenAI().error(status, {"error": {"message": "nope", "type": "invalid_request"}})
    fake.reply("never sent")
    with pytest.raises(UpstreamError, match="nope") as info:
        fake.backend().complete(HI)
    assert not isinstance(info.value, ContextLengthError)
    assert info.value.status == status
    assert len(fake.requests) == 1 and fake.sleeps == []


def test_stream_is_retried_before_its_first_byte() -> None:
    fake = FakeOpenAI().rate_limited(1).transport_error().reply("streamed")
    text, _ = stream_all(fake.backend())
    assert text == "streamed" and fake.sleeps[0] == 1.0 and len(fake.requests) == 3


# -- context length --------------------------------------------------------------------------

def test_context_length_exceeded_raises_with_the_numbers() -> None:
    fake = FakeOpenAI().context_length_exceeded(limit=8192, requested=9000).reply("never")
    with pytest.raises(ContextLengthError, match="maximum context length") as info:
        fake.backend().complete(HI)
    err = info.value
    assert isinstance(err, ContextLengthError)
    assert (err.limit, err.requested, err.prompt_tokens, err.status) == (8192, 9000, 9000, 400)
    assert len(fake.requests) == 1


def test_context_length_detected_from_the_message_alone() -> None:
    body = {"object": "error", "type": "BadRequestError", "code": 400,
            "message": "This model's maximum context length is 4096 tokens. However, you "
                       "requested 5000 tokens (4000 in the messages, 1000 in the completion)."}
    fake = FakeOpenAI().error(400, body)
    with pytest.raises(ContextLengthError) as info:
        list(fake.backend().stream(HI))
    assert (info.value.limit, info.value.requested, info.value.prompt_tokens) == (
        4096, 5000, 4000)


def test_the_fake_rejects_overlong_prompts_like_a_server() -> None:
    fake = FakeOpenAI(context_limit=20).reply("kept for later")
    with pytest.raises(ContextLengthError) as info:
        fake.backend().complete([{"role": "user", "content": "word " * 30}], max_tokens=5)
    assert info.value.limit == 20 and info.value.prompt_tokens is not None
    assert info.value.requested == info.value.prompt_tokens + 5
    assert fake.pending == 1


@pytest.mark.parametrize(("message", "error", "expected"), [
    ("This model's maximum context length is 8192 tokens. However, your messages resulted in "
     "9,000 tokens. Please reduce the length of the messages.", None, (8192, 9000, 9000)),
    ("This model's maximum context length is 4096 tokens. However, you requested 5000 tokens "
     "(4000 in the messages, 1000 in the completion).", None, (4096, 5000, 4000)),
    ("the request exceeds the available context size, try increasing it",
     {"n_ctx": 4096, "n_prompt_tokens": 4500}, (4096, 4500, 4500)),
    ("prompt is too long: 210000 tokens > 200000 maximum", None, (200000, 210000, 210000)),
    ("context length exceeded", None, (None, None, None)),
])
def test_parse_context_error(message: str, error: dict[str, Any] | None,
                             expected: tuple[int | None, ...]) -> None:
    assert parse_context_error(message, error) == expected


# -- secrets ---------------------------------------------------------------------------------

def test_the_key_never_shows_in_repr_logs_or_errors(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    echo = {"error": {"message": f"Incorrect API key provided: {TEST_KEY}", "type": "auth"}}
    fake = FakeOpenAI().rate_limited(1).transport_error().error(500).error(401, echo)
    backend = fake.backend()
    with pytest.raises(UpstreamError) as info:
        backend.complete(HI)
    err = info.value
    assert err.status == 401 and "Check the API key" in str(err)
    assert "retry" in caplog.text and "HTTP 429" in caplog.text
    for text in (repr(backend), str(backend), repr(vars(backend)), str(err), repr(err),
                 err.body, caplog.text, repr(err.args)):
        assert TEST_KEY not in text
    assert fake.last.headers["authorization"] == f"Bearer {TEST_KEY}"  # but it was sent
    assert "api_key='***'" in repr(backend)


def test_configuration_errors_name_the_value() -> None:
    with pytest.raises(ConfigError, match=r"base_url='api\.openai\.com/v1'"):
        OpenAIBackend("api.openai.com/v1", "gpt-4o")
    with pytest.raises(ConfigError, match="max_retries=-1"):
        OpenAIBackend("http://x/v1", "m", max_retries=-1)
    with pytest.raises(ConfigError, match="model=''"):
        OpenAIBackend("http://x/v1", "")


def test_callers_messages_are_not_mutated() -> None:
    fake = FakeOpenAI().reply("x")
    messages = [{"role": "user", "content": "hi"}]
    params = {"temperature": 0.1, "stream_options": {"a": 1}}
    snapshot = json.dumps([messages, params])
    fake.backend().complete(messages, **params)
    stream_all(fake.reply("y").backend(), messages, **params)
    assert json.dumps([messages, params]) == snapshot


def test_own_clients_are_closed_and_given_clients_are_not() -> None:
    given_client = httpx.Client()
    backend = OpenAIBackend("http://x.test/v1", "m", client=given_client)
    backend.close()
    assert not given_client.is_closed
    own = OpenAIBackend("http://x.test/v1", "m")
    created = own.client
    own.close()
    assert created.is_closed
    given_client.close()


# -- async -----------------------------------------------------------------------------------

async def test_acomplete_and_retries_with_async_sleep() -> None:
    fake = FakeOpenAI(cached_tokens=2).rate_limited(3).error(502).reply("async hello")
    backend = fake.backend(rng=random.Random(1))
    result = await backend.acomplete(HI)
    assert result.content == "async hello" and result.cached_tokens == 2
    assert fake.sleeps[0] == 3.0 and len(fake.sleeps) == 2
    await backend.aclose()


async def test_astream_text_and_tool_calls() -> None:
    fake = FakeOpenAI().reply("abcdefghij").tool_call("lookup", {"q": "x" * 23}, call_id="c1")
    backend = fake.backend()
    chunks = [c async for c in backend.astream(HI)]
    assert "".join(c.delta for c in chunks) == "abcdefghij"
    assert chunks[-1].result is not None and chunks[-1].result.prompt_tokens is not None
    chunks = [c async for c in backend.astream(HI)]
    result = chunks[-1].result
    assert result is not None
    assert result.message["tool_calls"][0]["function"]["arguments"] == json.dumps({"q": "x" * 23})


async def test_async_errors_match_sync() -> None:
    fake = FakeOpenAI().context_length_exceeded().error(400).transport_error().transport_error()
    backend = fake.backend(max_retries=1)
    with pytest.raises(ContextLengthError):
        await backend.acomplete(HI)
    with pytest.raises(UpstreamError) as info:
        async for _ in backend.astream(HI):
            pass
    assert info.value.status == 400
    with pytest.raises(UpstreamError, match="cannot reach"):
        await backend.acomplete(HI)


async def test_async_stream_lost_mid_way() -> None:
    fake = FakeOpenAI().reply("one two three four", fail_after=2)
    with pytest.raises(UpstreamError, match="mid-stream"):
        async for _ in fake.backend().astream(HI):
            pass


# -- over a real socket ----------------------------------------------------------------------

async def test_real_http_on_loopback_sync_and_async() -> None:
    fake = FakeOpenAI(cached_tokens=1).reply("over the wire").reply("and async").reply("plain")
    with serve_on_loopback(fake) as url:
        backend = OpenAIBackend(url, "fake-model", TEST_KEY)
        text, result = stream_all(backend)
        assert text == "over the wire" and result.cached_tokens == 1
        chunks = [c async for c in backend.astream(HI)]
        assert "".join(c.delta for c in chunks) == "and async"
        assert backend.complete(HI).content == "plain"
        await backend.aclose()
    assert fake.requests[0].headers["authorization"] == f"Bearer {TEST_KEY}"


def test_a_vllm_server_states_each_models_window_once() -> None:
    # vLLM has no /props; its model list says each model's max_model_len. Asked per model (the
    # names come from clients) from several turn threads at a time, then remembered.
    asked: list[str] = []

    def vllm(request: httpx.Request) -> httpx.Response:
        asked.append(request.url.path)
        if request.url.path == "/v1/models":
            return httpx.Response(200, json={"data": [
                {"id": "small", "max_model_len": 2048}, {"id": "big", "max_model_len": 32768}]})
        return httpx.Response(404, json={"error": "not found"})

    server = ServerCount(httpx.Client(transport=httpx.MockTransport(vllm)),
                         "http://vllm.test/v1")
    with ThreadPoolExecutor(4) as pool:
        windows = list(pool.map(server.window, ["big", "small", "unknown"] * 4))
    assert windows == [32768, 2048, 2048] * 4  # an unlisted model: the first one's
    assert server.facts().kind == "vllm"
    assert asked.count("/v1/models") <= 1 + 3 * 4  # the probe, then per model (threads race)
    before = len(asked)
    assert server.window("big") == 32768 and len(asked) == before  # remembered


async def test_a_backend_keeps_no_upstream_cookie(upstream: Upstream) -> None:
    """A backend's own clients keep no cookie an answer set: the model listing after a
    completion went out with the completion's session cookie before (an API client carries
    no state between requests)."""
    gateway = CookieSetter(upstream.server.app)
    upstream.fake.default = "ok"
    with serve_in_thread(gateway) as root:
        backend = OpenAIBackend(f"{root}/v1", "fake-model", TEST_KEY)
        for _ in range(2):
            backend.complete(HI)
            await backend.acomplete(HI)
            await backend.amodels()
        await backend.aclose()
    assert gateway.cookies == [None] * 6
