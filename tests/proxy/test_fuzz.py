"""Fuzzing the proxy: Schemathesis generates requests from the app's own OpenAPI description
(schema-valid and schema-violating), and hypothesis throws arbitrary JSON at it. Never a 500;
a schema-violating request is a 4xx; a rejected request stores nothing."""

from __future__ import annotations

from typing import Any

import httpx
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import checks
from schemathesis.generation import GenerationMode

from convmem import Memory
from convmem.proxy.app import create_app
from tests.fakes import FakeOpenAI
from tests.servers import memory

UPSTREAM = FakeOpenAI(default="ok", strict=False, prompt_tokens=lambda body: 10)
MEMORY = memory(window=2000, reserve_output=200)
APP = create_app(MEMORY, upstream=UPSTREAM.base_url, http_client=UPSTREAM.async_client(),
                 admin_key="admin-secret", docs=True)

schema = schemathesis.openapi.from_asgi("/openapi.json", APP)
schema.config.generation.update(modes=[GenerationMode.POSITIVE, GenerationMode.NEGATIVE],
                                max_examples=100)


def snapshot(mem: Memory) -> dict[str, tuple[int, int]]:
    """Every conversation's message and usage counts."""
    store = mem.store
    return {cid: (store.count(cid), len(store.usage(cid))) for cid in store.conversations()}


def test_the_openapi_description_describes_the_request_body() -> None:
    spec = APP.openapi()["paths"]["/v1/chat/completions"]["post"]
    body = spec["requestBody"]["content"]["application/json"]["schema"]
    assert body["required"] == ["model", "messages"]
    assert body["properties"]["messages"]["items"]["properties"]["role"]["enum"]
    assert any(p["name"] == "X-Conversation-Id" for p in spec["parameters"])


@schema.parametrize()
def test_fuzzed_requests(case: Any) -> None:
    before = snapshot(MEMORY)
    response = case.call()
    case.validate_response(response, checks=[checks.not_a_server_error,
                                             checks.negative_data_rejection])
    if response.status_code >= 400:
        assert snapshot(MEMORY) == before, (case.body, response.status_code)
        error = response.json()["error"]
        assert isinstance(error["message"], str) and error["message"]


scalars = st.none() | st.booleans() | st.integers() | st.text() | st.floats(
    allow_nan=False, allow_infinity=False)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=4),
    max_leaves=12)
messages = st.lists(st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant", "tool", "system", "wizard"])},
    optional={"content": json_values, "tool_call_id": json_values, "tool_calls": json_values,
              "name": json_values}), max_size=4)
bodies = st.one_of(
    json_values,
    st.fixed_dictionaries({"model": st.sampled_from(["m", ""]) | json_values,
                           "messages": messages | json_values},
                          optional={"stream": json_values, "tools": json_values,
                                    "metadata": json_values, "user": json_values,
                                    "stream_options": json_values}))


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(body=bodies, conversation=st.sampled_from([None, "fuzz-a", "fuzz-b"]))
async def test_arbitrary_json_never_breaks_the_proxy(body: Any, conversation: str | None) -> None:
    headers = {"X-Conversation-Id": conversation} if conversation else {}
    before = snapshot(MEMORY)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(APP),
                                 base_url="http://proxy") as client:
        response = await client.post("/v1/chat/completions", json=body, headers=headers)
    assert response.status_code < 500, response.text
    if response.status_code >= 400:
        assert snapshot(MEMORY) == before
        assert response.json()["error"]["message"]



text = st.sampled_from(["hi", "yes", "tell me more", "", "ok " * 50])
valid = st.one_of(
    st.builds(lambda t: {"role": "user", "content": t}, text),
    st.builds(lambda t: {"role": "assistant", "content": t}, text),
    st.builds(lambda t: {"role": "system", "content": t}, text))
junk = st.one_of(st.none(), st.integers(), st.lists(st.integers(), max_size=2),
                 st.just([{"type": "image_url", "image_url": {"url": "x"}}]),
                 st.just({"role": "tool", "tool_call_id": "nope", "content": "x"}))


@st.composite
def near_valid(draw: st.DrawFn) -> dict[str, Any]:
    """Conversation requests that are valid, or valid but for one mutated field."""
    history = [*draw(st.lists(valid, max_size=5)), {"role": "user", "content": draw(text)}]
    if draw(st.booleans()):
        i = draw(st.integers(0, len(history) - 1))
        field = draw(st.sampled_from(["content", "role", "message", "tool_calls"]))
        if field == "message":
            history[i] = draw(junk)
        else:
            history[i] = {**history[i], field: draw(junk)}
    return {"model": "m", "messages": history, "stream": draw(st.booleans())}


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(body=near_valid(), conversation=st.sampled_from(["near-a", "near-b"]))
async def test_near_valid_conversation_requests(body: dict[str, Any], conversation: str) -> None:
    before = snapshot(MEMORY)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(APP),
                                 base_url="http://proxy") as client:
        response = await client.post("/v1/chat/completions", json=body,
                                      headers={"X-Conversation-Id": conversation})
    assert response.status_code < 500, response.text
    after = snapshot(MEMORY)
    if response.status_code >= 400:
        assert after == before, (body, response.text)
        assert response.json()["error"]["message"]
    else:
        count, usage = after[conversation]
        done = before.get(conversation, (0, 0))
        assert count >= done[0] + 1 and usage == done[1] + 1  # the reply and its usage
