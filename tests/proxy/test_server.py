"""``convmem serve`` on a loopback port, driven by the official ``openai`` SDK (sync, async,
streaming), in front of a fake upstream on another loopback port."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from convmem.errors import ConfigError
from convmem.proxy.app import create_app
from convmem.proxy.schema import SCHEMA_REQUEST
from tests.fakes import TEST_KEY, scaled
from tests.invariants import recount
from tests.servers import CID, Proxy, Upstream, memory, wait_until

MODEL = "fake-model"
TOOLS = [{"type": "function", "function": {
    "name": "get_weather", "description": "Weather for a city",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}}]


def sdk(proxy: Proxy, key: str = TEST_KEY) -> openai.OpenAI:
    return openai.OpenAI(base_url=proxy.base_url, api_key=key, max_retries=0)


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


def pairs(history: list[dict[str, Any]]) -> list[tuple[str, Any]]:
    return [(m["role"], m["content"]) for m in history]


# -- turns through memory --------------------------------------------------------------------

def test_new_turn_clients_get_the_conversation_from_memory(upstream: Upstream, serve: Any
                                                           ) -> None:
    upstream.fake.reply("Hello Sam!").reply("Noted: no peanuts.")
    proxy = serve(upstream.url)
    client = sdk(proxy)
    first = client.chat.completions.create(model=MODEL, messages=[user("Hi, I'm Sam")],
                                           extra_headers=CID)
    assert first.choices[0].message.content == "Hello Sam!"
    client.chat.completions.create(model=MODEL, messages=[user("I'm allergic to peanuts")],
                                   extra_headers=CID)
    assert upstream.fake.last.messages == [
        user("Hi, I'm Sam"), {"role": "assistant", "content": "Hello Sam!"},
        user("I'm allergic to peanuts")]
    assert upstream.fake.last.json["model"] == MODEL
    assert upstream.fake.last.headers["authorization"] == f"Bearer {TEST_KEY}"
    wait_until(lambda: len(proxy.history()) == 4)
    reply = proxy.history()[3]
    assert reply["content"] == "Noted: no peanuts."
    own = reply["meta"]["convmem"]
    assert own["usage"]["prompt_tokens"] == recount(upstream.fake.last.messages)
    usage = proxy.memory.usage("c1")
    assert [u.kind for u in usage] == ["chat", "chat"]
    assert usage[1].prompt_tokens == usage[1].counted_tokens  # exact cl100k counts
    assert usage[1].seq == 3


def test_sync_stream_relays_the_chunks_and_stores_reply_and_usage(upstream: Upstream,
                                                                  serve: Any) -> None:
    upstream.fake.reply("streamed reply", chunks=["str", "eamed ", "reply"])
    proxy = serve(upstream.url)
    with sdk(proxy).chat.completions.create(
            model=MODEL, messages=[user("stream please")], stream=True,
            stream_options={"include_usage": True}, extra_headers=CID) as stream:
        chunks = list(stream)
    deltas = [c.choices[0].delta.content for c in chunks if c.choices]
    assert [d for d in deltas if d] == ["str", "eamed ", "reply"]
    assert chunks[0].choices[0].delta.role == "assistant"
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "stop"
    assert chunks[-1].choices == [] and chunks[-1].usage is not None
    assert chunks[-1].usage.prompt_tokens == recount([user("stream please")])
    wait_until(lambda: len(proxy.history()) == 2)
    stored = proxy.history()[1]
    assert stored["content"] == "streamed reply" and "partial" not in stored["meta"]["convmem"]
    usage = stored["meta"]["convmem"]["usage"]
    assert usage["completion_tokens"] == chunks[-1].usage.completion_tokens
    assert proxy.memory.usage("c1")[0].ttft_ms is not None


def test_a_stream_without_include_usage_still_stores_usage(upstream: Upstream,
                                                           serve: Any) -> None:
    upstream.fake.reply("short")
    proxy = serve(upstream.url)
    chunks = list(sdk(proxy).chat.completions.create(
        model=MODEL, messages=[user("hi")], stream=True, extra_headers=CID))
    assert all(c.choices for c in chunks)  # no usage-only chunk the client did not ask for
    assert upstream.fake.last.json["stream_options"] == {"include_usage": True}
    wait_until(lambda: len(proxy.memory.usage("c1")) == 1)
    assert proxy.memory.usage("c1")[0].completion_tokens == 1


async def test_async_sdk_plain_and_streaming(upstream: Upstream, serve: Any) -> None:
    upstream.fake.reply("one").reply("two, streamed")
    proxy = serve(upstream.url)
    client = openai.AsyncOpenAI(base_url=proxy.base_url, api_key=TEST_KEY, max_retries=0)
    first = await client.chat.completions.create(model=MODEL, messages=[user("a")],
                                                 extra_headers=CID)
    assert first.choices[0].message.content == "one"
    stream = await client.chat.completions.create(model=MODEL, messages=[user("b")],
                                                  stream=True, extra_headers=CID)
    text = "".join([c.choices[0].delta.content or "" async for c in stream if c.choices])
    assert text == "two, streamed"
    assert upstream.fake.last.messages == [user("a"), {"role": "assistant", "content": "one"},
                                           user("b")]
    await client.close()
    wait_until(lambda: pairs(proxy.history()) == [
        ("user", "a"), ("assistant", "one"), ("user", "b"), ("assistant", "two, streamed")])


def test_whole_history_clients_store_nothing_twice(upstream: Upstream, serve: Any) -> None:
    upstream.fake.default = lambda body: f"reply to {body['messages'][-1]['content']}"
    proxy = serve(upstream.url)
    client = sdk(proxy)
    history: list[Any] = [{"role": "system", "content": "Be brief."}]
    for i in range(5):
        history.append(user(f"message {i}"))
        response = client.chat.completions.create(model=MODEL, messages=history,
                                                  extra_headers=CID)
        history.append(response.choices[0].message)  # the SDK object, as chatbots keep it
        expected = len(history)
        wait_until(lambda: len(proxy.history()) == expected)  # noqa: B023 - used at once
    assert pairs(proxy.history()) == [("system", "Be brief.")] + [
        pair for i in range(5) for pair in (("user", f"message {i}"),
                                            ("assistant", f"reply to message {i}"))]
    assert upstream.fake.last.messages[-1] == user("message 4")


def test_whole_history_is_still_rebuilt_under_the_budget(upstream: Upstream,
                                                         serve: Any) -> None:
    upstream.fake.default = "ok " * 30
    proxy = serve(upstream.url, memory(window=700, reserve_output=100))
    client = sdk(proxy)
    history: list[dict[str, Any]] = []
    for i in range(12):
        history.append(user(f"turn {i}: " + "lorem ipsum dolor " * 10))
        reply = client.chat.completions.create(model=MODEL, messages=history,
                                               extra_headers=CID)
        history.append({"role": "assistant", "content": reply.choices[0].message.content})
    sent = upstream.fake.last.messages
    assert recount(history[:-1]) > 600  # the client's copy alone would not fit
    assert recount(sent) <= proxy.memory.limit() == 600
    assert sent[-1] == history[-2] and len(sent) < len(history) - 1
    wait_until(lambda: len(proxy.history()) == 24)


def test_changed_system_prompt_replaces_the_old_one(upstream: Upstream, serve: Any) -> None:
    upstream.fake.default = "ok"
    proxy = serve(upstream.url)
    client = sdk(proxy)
    system_a = {"role": "system", "content": "You are a pirate."}
    system_b = {"role": "system", "content": "You are a librarian."}
    client.chat.completions.create(model=MODEL, messages=[system_a, user("one")],
                                   extra_headers=CID)
    client.chat.completions.create(model=MODEL, messages=[system_b, user("two")],
                                   extra_headers=CID)
    assert upstream.fake.last.messages[0] == system_b
    assert system_a not in upstream.fake.last.messages
    client.chat.completions.create(model=MODEL, messages=[user("three")], extra_headers=CID)
    systems = [m for m in upstream.fake.last.messages if m["role"] == "system"]
    assert systems == [system_b]
    assert [m["content"] for m in proxy.history() if m["role"] == "system"] == [
        "You are a pirate.", "You are a librarian."]


def test_a_failed_turn_is_retried_without_storing_the_message_twice(upstream: Upstream,
                                                                     serve: Any) -> None:
    upstream.fake.error(500).reply("finally")
    proxy = serve(upstream.url)
    client = sdk(proxy)
    with pytest.raises(openai.InternalServerError):
        client.chat.completions.create(model=MODEL, messages=[user("hello?")],
                                       extra_headers=CID)
    assert pairs(proxy.history()) == [("user", "hello?")]
    client.chat.completions.create(model=MODEL, messages=[user("hello?")], extra_headers=CID)
    assert upstream.fake.last.messages == [user("hello?")]
    wait_until(lambda: pairs(proxy.history()) == [("user", "hello?"),
                                                  ("assistant", "finally")])


def test_tool_calls_and_results_round_trip(upstream: Upstream, serve: Any) -> None:
    upstream.fake.tool_call("get_weather", {"city": "Paris"}, call_id="call_1")
    upstream.fake.reply("Sunny in Paris.")
    proxy = serve(upstream.url)
    client = sdk(proxy)
    first = client.chat.completions.create(model=MODEL, messages=[user("Weather in Paris?")],
                                           tools=TOOLS, extra_headers=CID)
    call = first.choices[0].message.tool_calls[0]
    assert call.id == "call_1" and json.loads(call.function.arguments) == {"city": "Paris"}
    stream = client.chat.completions.create(
        model=MODEL, tools=TOOLS, stream=True, extra_headers=CID,
        messages=[{"role": "tool", "tool_call_id": "call_1", "content": "sunny, 24C"}])
    assert "".join(c.choices[0].delta.content or "" for c in stream if c.choices) == \
        "Sunny in Paris."
    sent = upstream.fake.last.messages
    assert [m["role"] for m in sent] == ["user", "assistant", "tool"]
    assert sent[1]["tool_calls"][0]["id"] == "call_1" and upstream.fake.last.json["tools"]
    wait_until(lambda: [m["role"] for m in proxy.history()] == [
        "user", "assistant", "tool", "assistant"])


def test_streamed_tool_calls_reach_the_sdk(upstream: Upstream, serve: Any) -> None:
    upstream.fake.tool_call("get_weather", {"city": "Oslo"}, call_id="call_9")
    proxy = serve(upstream.url)
    chunks = list(sdk(proxy).chat.completions.create(
        model=MODEL, messages=[user("Oslo?")], tools=TOOLS, stream=True, extra_headers=CID))
    fragments = [t for c in chunks if c.choices for t in c.choices[0].delta.tool_calls or []]
    assert fragments[0].id == "call_9" and fragments[0].function.name == "get_weather"
    assert json.loads("".join(f.function.arguments or "" for f in fragments)) == {"city": "Oslo"}
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "tool_calls"
    wait_until(lambda: len(proxy.history()) == 2)
    assert proxy.history()[1]["tool_calls"][0]["id"] == "call_9"


async def test_turns_of_one_conversation_are_serialized(upstream: Upstream,
                                                        serve: Any) -> None:
    upstream.fake.default = lambda body: "re: " + body["messages"][-1]["content"]
    proxy = serve(upstream.url)
    client = openai.AsyncOpenAI(base_url=proxy.base_url, api_key=TEST_KEY, max_retries=0)
    await asyncio.gather(*(client.chat.completions.create(
        model=MODEL, messages=[user(f"m{i}")], extra_headers=CID) for i in range(6)))
    await client.close()
    wait_until(lambda: len(proxy.history()) == 12)
    history = proxy.history()
    for k in range(0, 12, 2):
        assert history[k]["role"] == "user"
        assert history[k + 1]["content"] == "re: " + history[k]["content"]
    assert sorted(len(r.messages) for r in upstream.fake.requests) == [1, 3, 5, 7, 9, 11]


def test_an_upstream_overflow_is_retried_with_a_tighter_context(upstream: Upstream,
                                                                serve: Any) -> None:
    upstream.fake.prompt_tokens = scaled(1.3)  # the upstream counts 30% more than we do
    upstream.fake.context_limit = 1000
    upstream.fake.default = "ok"
    mem = memory(window=1100, reserve_output=100)
    for i in range(40):
        mem.extend("c1", [user(f"old question {i} " + "words " * 15),
                          {"role": "assistant", "content": f"old answer {i}"}])
    proxy = serve(upstream.url, mem)
    reply = sdk(proxy).chat.completions.create(model=MODEL, messages=[user("and now?")],
                                               extra_headers=CID)
    assert reply.choices[0].message.content == "ok"
    rejected, accepted = upstream.fake.requests[-2:]
    assert scaled(1.3)(accepted.json) <= 1000 < scaled(1.3)(rejected.json)
    assert mem.calibration.ratio(MODEL) > 1.0


# -- no memory: passthrough and refusal ------------------------------------------------------

def test_requests_without_a_conversation_pass_through_statelessly(upstream: Upstream,
                                                                  serve: Any) -> None:
    upstream.fake.reply("stateless")
    proxy = serve(upstream.url)
    messages = [{"role": "system", "content": "s"}, user("a"),
                {"role": "assistant", "content": "b"}, user("c")]
    reply = sdk(proxy).chat.completions.create(model=MODEL, messages=messages)
    assert reply.choices[0].message.content == "stateless"
    assert upstream.fake.last.messages == messages
    assert proxy.memory.store.conversations() == []


def test_the_conversation_id_may_come_from_metadata_or_user(upstream: Upstream,
                                                            serve: Any) -> None:
    upstream.fake.default = "ok"
    proxy = serve(upstream.url)
    client = sdk(proxy)
    client.chat.completions.create(model=MODEL, messages=[user("x")],
                                   metadata={"conversation_id": "from-meta", "app": "demo"})
    assert upstream.fake.last.json["metadata"] == {"app": "demo"}
    client.chat.completions.create(model=MODEL, messages=[user("y")], user="from-user")
    wait_until(lambda: sorted(proxy.memory.store.conversations()) == ["from-meta",
                                                                      "from-user"])


def test_require_conversation_refuses_anonymous_requests(upstream: Upstream,
                                                         serve: Any) -> None:
    proxy = serve(upstream.url, require_conversation=True)
    with pytest.raises(openai.BadRequestError) as caught:
        sdk(proxy).chat.completions.create(model=MODEL, messages=[user("x")])
    assert caught.value.code == "conversation_required"
    assert upstream.fake.requests == []


# -- models, health, admin -------------------------------------------------------------------

def test_models_pass_through_with_the_client_key(upstream: Upstream, serve: Any) -> None:
    upstream.server.models = ("model-a", "model-b")
    proxy = serve(upstream.url)
    assert [m.id for m in sdk(proxy).models.list()] == ["model-a", "model-b"]
    assert upstream.server.models_seen[-1]["authorization"] == f"Bearer {TEST_KEY}"
    health = httpx.get(f"{proxy.root}/healthz")
    assert health.status_code == 200 and health.json()["status"] == "ok"


def test_admin_reads_are_guarded(upstream: Upstream, serve: Any) -> None:
    upstream.fake.reply("hi")
    proxy = serve(upstream.url, admin_key="admin-secret")
    sdk(proxy).chat.completions.create(model=MODEL, messages=[user("hello")], extra_headers=CID)
    wait_until(lambda: len(proxy.history()) == 2)
    url = f"{proxy.root}/v1/conversations/c1"
    missing = httpx.get(f"{url}/messages")
    assert missing.status_code == 401 and missing.json()["error"]["type"] == \
        "authentication_error"
    assert httpx.get(f"{url}/messages", headers={"X-Admin-Key": "wrong"}).status_code == 403
    assert httpx.get(f"{url}/messages", headers={"Authorization": f"Bearer {TEST_KEY}"}
                     ).status_code == 403
    ok = httpx.get(f"{url}/messages", headers={"X-Admin-Key": "admin-secret"})
    assert ok.status_code == 200
    assert pairs(ok.json()["data"]) == [("user", "hello"), ("assistant", "hi")]
    report = httpx.get(f"{url}/report", headers={"X-Admin-Key": "admin-secret"}).json()
    assert report["strategy"] == "window" and report["tokens"] == recount([user("hello")])
    unknown = httpx.get(f"{proxy.root}/v1/conversations/nope/messages",
                        headers={"X-Admin-Key": "admin-secret"})
    assert unknown.status_code == 404 and "not found" in unknown.json()["error"]["message"]


def test_admin_reads_are_off_without_an_admin_key(upstream: Upstream, serve: Any) -> None:
    proxy = serve(upstream.url)
    answer = httpx.get(f"{proxy.root}/v1/conversations/c1/messages",
                       headers={"X-Admin-Key": "guess"})
    assert answer.status_code == 403


# -- tenants and keys ------------------------------------------------------------------------

def test_tenants_are_isolated(upstream: Upstream, serve: Any) -> None:
    upstream.fake.default = "ok"
    proxy = serve(upstream.url, tenants={"pk-acme": "acme", "pk-beta": "beta"},
                  upstream_key="sk-upstream", admin_key="admin-secret")
    acme, beta = sdk(proxy, "pk-acme"), sdk(proxy, "pk-beta")
    acme.chat.completions.create(model=MODEL, messages=[user("acme's secret plan")],
                                 extra_headers={"X-Conversation-Id": "shared"})
    assert upstream.fake.last.headers["authorization"] == "Bearer sk-upstream"
    beta.chat.completions.create(model=MODEL, messages=[user("hello")],
                                 extra_headers={"X-Conversation-Id": "shared"})
    assert upstream.fake.last.messages == [user("hello")]  # nothing of acme's conversation
    assert sorted(proxy.memory.store.conversations()) == ["acme:shared", "beta:shared"]
    acme.chat.completions.create(model=MODEL, messages=[user("only acme")],
                                 extra_headers={"X-Conversation-Id": "acme-only"})
    wait_until(lambda: len(proxy.history("acme:acme-only")) == 2)
    url = f"{proxy.root}/v1/conversations/acme-only/messages"
    assert httpx.get(url, headers={"Authorization": "Bearer pk-beta"}).status_code == 404
    own = httpx.get(url, headers={"Authorization": "Bearer pk-acme"})
    assert own.status_code == 200 and own.json()["data"][0]["content"] == "only acme"
    admin = httpx.get(url, params={"tenant": "acme"}, headers={"X-Admin-Key": "admin-secret"})
    assert admin.status_code == 200
    assert httpx.get(url, params={"tenant": "beta"},
                     headers={"X-Admin-Key": "admin-secret"}).status_code == 404
    with pytest.raises(openai.AuthenticationError):
        sdk(proxy, "pk-nobody").chat.completions.create(model=MODEL, messages=[user("x")])
    assert all(r.headers["authorization"] == "Bearer sk-upstream"
               for r in upstream.fake.requests)


def test_the_client_key_is_never_stored_or_logged(upstream: Upstream, serve: Any,
                                                  tmp_path: Path,
                                                  caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    secret = "sk-live-SECRET-9f8e7d6c5b4a3210"
    upstream.fake.reply("first").reply("second, streamed").error(
        401, {"error": {"message": f"Incorrect API key provided: {secret}.",
                        "type": "invalid_request_error", "code": "invalid_api_key"}})
    mem = memory(store=f"sqlite:///{tmp_path / 'proxy.db'}")
    proxy = serve(upstream.url, mem, admin_key="admin-secret")
    client = sdk(proxy, secret)
    client.chat.completions.create(model=MODEL, messages=[user("one")], extra_headers=CID)
    list(client.chat.completions.create(model=MODEL, messages=[user("two")], stream=True,
                                        extra_headers=CID))
    with pytest.raises(openai.AuthenticationError) as caught:
        client.chat.completions.create(model=MODEL, messages=[user("three")],
                                       extra_headers=CID)
    assert secret not in str(caught.value) and secret not in json.dumps(caught.value.body)
    assert all(r.headers["authorization"] == f"Bearer {secret}"
               for r in upstream.fake.requests)
    wait_until(lambda: len(mem.usage("c1")) == 2)
    history = httpx.get(f"{proxy.root}/v1/conversations/c1/messages",
                        headers={"X-Admin-Key": "admin-secret"}).text
    assert "second, streamed" in history and secret not in history
    files = list(tmp_path.iterdir())
    assert files and all(secret.encode() not in f.read_bytes() for f in files)
    assert caplog.records and secret not in caplog.text


# -- streaming: no buffering, disconnects ----------------------------------------------------

def test_chunks_reach_the_client_while_the_upstream_is_still_streaming(upstream: Upstream,
                                                                       serve: Any) -> None:
    upstream.server.hold_after = 2  # the role chunk and the first piece, then hold
    upstream.fake.reply("first-second", chunks=["first", "-second"])
    proxy = serve(upstream.url)
    stream = sdk(proxy).chat.completions.create(model=MODEL, messages=[user("go")],
                                                stream=True, extra_headers=CID)
    pieces = iter(c.choices[0].delta.content for c in stream if c.choices)
    assert next(p for p in pieces if p) == "first"
    assert not upstream.server.gate.is_set()  # the rest is still held upstream
    upstream.server.gate.set()
    assert "".join(p or "" for p in pieces) == "-second"


def test_a_client_that_leaves_mid_stream_cancels_upstream_and_keeps_the_partial(
        upstream: Upstream, serve: Any) -> None:
    upstream.server.hold_after = 3  # the role chunk and two pieces, then hold
    upstream.fake.reply("abcdefghijkl", chunks=["abcd", "efgh", "ijkl"]).reply("next")
    proxy = serve(upstream.url)
    received = ""
    with httpx.Client(timeout=10) as http, http.stream(
            "POST", f"{proxy.base_url}/chat/completions", headers=CID,
            json={"model": MODEL, "messages": [user("tell me")], "stream": True}) as response:
        for line in response.iter_lines():
            if line.startswith("data: {"):
                received += json.loads(line[6:])["choices"][0]["delta"].get("content") or ""
            if received == "abcdefgh":
                break  # leaving the block drops the connection mid-stream
    assert upstream.server.disconnected.wait(10)
    wait_until(lambda: len(proxy.history()) == 2)
    partial = proxy.history()[1]
    assert partial["content"] == "abcdefgh" and partial["meta"]["convmem"]["partial"] is True
    assert proxy.memory.usage("c1")[0].extra["partial"] is True
    # the conversation is not left locked, and the next turn builds on what the user saw
    upstream.server.gate.set()
    sdk(proxy).chat.completions.create(model=MODEL, messages=[user("go on")], extra_headers=CID)
    assert upstream.fake.last.messages == [user("tell me"), {"role": "assistant",
                                                             "content": "abcdefgh"},
                                           user("go on")]


# -- rejected requests -----------------------------------------------------------------------

@pytest.mark.parametrize(("body", "headers", "names"), [
    (b"", CID, "empty"),
    (b"{not json", CID, "not valid JSON"),
    (b"[1, 2]", CID, "JSON object"),
    (json.dumps({"messages": [user("x")]}).encode(), CID, "'model'"),
    (json.dumps({"model": MODEL}).encode(), CID, "'messages'"),
    (json.dumps({"model": MODEL, "messages": []}).encode(), CID, "'messages'"),
    (json.dumps({"model": MODEL, "messages": [{"role": "wizard", "content": "x"}]}).encode(),
     CID, "messages[0]"),
    (json.dumps({"model": MODEL, "messages": [{"role": "user", "content": 5}]}).encode(),
     CID, "messages[0].content"),
    (json.dumps({"model": MODEL, "messages": [{"role": "assistant", "content": "x"}]}).encode(),
     CID, "last non-system message"),
    (json.dumps({"model": MODEL, "messages": [
        {"role": "tool", "tool_call_id": "nope", "content": "x"}]}).encode(), CID, "nope"),
    (json.dumps({"model": MODEL, "messages": [user("x")], "stream": "yes"}).encode(), CID,
     "'stream'"),
    (json.dumps({"model": MODEL, "messages": [user("x")], "tools": "all"}).encode(), CID,
     "'tools'"),
    (json.dumps({"model": MODEL, "messages": [user("x")],
                 "stream_options": {"include_usage": "yes"}}).encode(), CID,
     "'stream_options.include_usage'"),
    (json.dumps({"model": MODEL, "messages": [user("x")],
                 "metadata": {"conversation_id": 5}}).encode(), {}, "metadata.conversation_id"),
    (json.dumps({"model": MODEL, "messages": [user("x")]}).encode(),
     {"X-Conversation-Id": "x" * 256}, "X-Conversation-Id"),
    (json.dumps({"model": MODEL, "messages": [user("word " * 5000)]}).encode(), CID,
     "limit is 3500"),
])
def test_malformed_requests_get_a_400_that_names_the_problem(
        upstream: Upstream, serve: Any, body: bytes, headers: dict[str, str],
        names: str) -> None:
    proxy = serve(upstream.url)
    answer = httpx.post(f"{proxy.base_url}/chat/completions", content=body,
                        headers={"content-type": "application/json", **headers})
    assert answer.status_code == 400, answer.text
    error = answer.json()["error"]
    assert names in error["message"] and error["type"] == "invalid_request_error"
    assert proxy.memory.store.conversations() == [] and upstream.fake.requests == []


def test_a_null_optional_field_is_taken_as_absent(upstream: Upstream, serve: Any) -> None:
    # as the published schema says (and the OpenAI API does)
    upstream.fake.reply("fine")
    proxy = serve(upstream.url)
    body = {"model": MODEL, "messages": [{"role": "user", "content": "hi", "name": None}],
            "stream": None, "stream_options": {"include_usage": None}, "user": None,
            "tools": None, "metadata": None}
    answer = httpx.post(f"{proxy.base_url}/chat/completions", json=body, headers=CID)
    assert answer.status_code == 200, answer.text
    assert answer.json()["choices"][0]["message"]["content"] == "fine"
    usage = SCHEMA_REQUEST["properties"]["stream_options"]["anyOf"][0]["properties"][
        "include_usage"]
    assert {"type": "null"} in usage["anyOf"]


def test_create_app_rejects_impossible_settings() -> None:
    with pytest.raises(ConfigError, match="upstream"):
        create_app(memory(), upstream="localhost:8000")
    with pytest.raises(ConfigError, match="provider"):
        create_app(memory(), upstream="http://x", provider="cohere")
    with pytest.raises(ConfigError, match="tenants"):
        create_app(memory(), upstream="http://x", tenants={"k": "a:b"})


def test_middleware_added_to_the_app_sees_chat_requests_too(upstream: Upstream) -> None:
    """The chat route skips FastAPI's machinery (convmem.proxy.app._fast_path) only while no
    middleware has been added: a user's middleware must see every request."""
    from convmem.eval.proxybench import serve_in_thread

    upstream.fake.reply("one")
    seen: list[str] = []
    mem = memory()
    app = create_app(mem, upstream=upstream.url, max_retries=0)

    @app.middleware("http")
    async def record(request: Any, call_next: Any) -> Any:
        seen.append(request.url.path)
        return await call_next(request)

    with serve_in_thread(app) as root:
        client = sdk(Proxy(root, mem))
        reply = client.chat.completions.create(model=MODEL, messages=[user("hi")],
                                               extra_headers=CID)
        assert reply.choices[0].message.content == "one"
        assert httpx.get(f"{root}/v1/chat/completions").status_code == 405  # FastAPI's answer
    assert seen == ["/v1/chat/completions", "/v1/chat/completions"]
    assert [m["content"] for m in mem.history("c1")] == ["hi", "one"]


def fastapi_paths(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths of the requests that go through ``FastAPI.__call__`` from now on."""
    import fastapi

    through: list[str] = []
    original = fastapi.FastAPI.__call__

    async def counted(self: Any, scope: Any, receive: Any, send: Any) -> None:
        through.append(scope.get("path", scope["type"]))
        await original(self, scope, receive, send)

    monkeypatch.setattr(fastapi.FastAPI, "__call__", counted)
    return through


def test_the_chat_route_is_served_without_fastapi_routing(upstream: Upstream, serve: Any,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    through = fastapi_paths(monkeypatch)
    upstream.fake.reply("fast")
    proxy = serve(upstream.url)
    reply = sdk(proxy).chat.completions.create(model=MODEL, messages=[user("hi")],
                                               extra_headers=CID)
    assert reply.choices[0].message.content == "fast"
    assert "/v1/chat/completions" not in through
    # Other methods on the path, and every other route, still go through FastAPI.
    assert httpx.get(f"{proxy.base_url}/chat/completions").status_code == 405
    assert httpx.get(f"{proxy.root}/healthz").json()["status"] == "ok"
    assert through[-2:] == ["/v1/chat/completions", "/healthz"]


def test_chat_takes_fastapis_path_once_its_telemetry_is_on(upstream: Upstream,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """FastAPI's OpenTelemetry opens the request's span (the proxy's spans sit under it): with
    a tracer provider configured, chat must go through FastAPI."""
    from convmem.eval.proxybench import serve_in_thread

    through = fastapi_paths(monkeypatch)
    upstream.fake.reply("traced")
    mem = memory()
    app = create_app(mem, upstream=upstream.url, max_retries=0)
    telemetry = getattr(app, "_native_telemetry", None)
    assert telemetry is not None, "this FastAPI has no native telemetry: drop this test"
    monkeypatch.setattr(telemetry, "enabled", lambda: True)
    with serve_in_thread(app) as root:
        reply = sdk(Proxy(root, mem)).chat.completions.create(
            model=MODEL, messages=[user("hi")], extra_headers=CID)
    assert reply.choices[0].message.content == "traced"
    assert "/v1/chat/completions" in through
