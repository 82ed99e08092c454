"""The proxy's replies to the client: a ``chat.completion`` body, or a stream relayed chunk by
chunk whose reply is stored before its end reaches the client.

Durability: the reply is stored (in a worker thread) *before* the final chunk and ``[DONE]``
are sent, and before a JSON reply is returned, so a reply the client has seen survives a crash
of the proxy right after. A client that disconnects mid-stream cancels the relay; the
response's background task then closes the upstream request and stores what arrived, marked
partial. A stream that ends upstream without its end marker (no finish reason, no ``[DONE]``)
is stored as partial and relayed with an error event instead of ``[DONE]``, which the official
SDKs raise as an error, so the client can tell it did not get the whole reply.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable
from typing import Any

from convmem.chat.streaming import aclose
from convmem.chat.turn import Turn
from convmem.errors import UpstreamError
from convmem.providers.base import ChatResult, StreamChunk

__all__ = ["Relay", "completion_body", "replay_events"]

log = logging.getLogger("convmem")


def _usage_json(result: ChatResult) -> dict[str, Any] | None:
    """The usage object of a reply, ``None`` when the upstream reported none (never 0/0)."""
    if result.prompt_tokens is None and result.completion_tokens is None:
        return None
    prompt, completion = result.prompt_tokens or 0, result.completion_tokens or 0
    return {"prompt_tokens": prompt, "completion_tokens": completion,
            "total_tokens": prompt + completion,
            "prompt_tokens_details": {"cached_tokens": result.cached_tokens or 0}}


def completion_body(result: ChatResult, model: str) -> dict[str, Any]:
    """The client's ``chat.completion``: the upstream's own body when it is one."""
    if result.raw.get("object") == "chat.completion" and result.raw.get("choices"):
        return result.raw
    message = {"role": "assistant", "content": result.message.get("content"), "refusal": None}
    if result.message.get("tool_calls"):
        message["tool_calls"] = result.message["tool_calls"]
    body = {"id": f"chatcmpl-{uuid.uuid4().hex}", "object": "chat.completion",
            "created": int(time.time()), "model": result.model or model,
            "choices": [{"index": 0, "message": message, "logprobs": None,
                         "finish_reason": result.finish_reason or "stop"}]}
    if (usage := _usage_json(result)) is not None:
        body["usage"] = usage
    return body


class _Events:
    """OpenAI ``chat.completion.chunk`` server-sent events of one reply."""

    def __init__(self, model: str, first: dict[str, Any] | None = None) -> None:
        first = first or {}
        # Our own chunks (role, finish, usage) look like the upstream's when it speaks OpenAI.
        self.id = str(first.get("id") or f"chatcmpl-{uuid.uuid4().hex}")
        self.created = first.get("created") or int(time.time())
        self.model = str(first.get("model") or model)

    def data(self, fields: dict[str, Any]) -> bytes:
        event = {"id": self.id, "object": "chat.completion.chunk", "created": self.created,
                 "model": self.model, **fields}
        return b"data: " + json.dumps(event).encode() + b"\n\n"

    def chunk(self, delta: dict[str, Any], finish: str | None = None) -> bytes:
        return self.data({"choices": [{"index": 0, "delta": delta, "logprobs": None,
                                       "finish_reason": finish}]})

    def tail(self, result: ChatResult, include_usage: bool, calls_sent: bool) -> bytes:
        out = []
        calls = result.message.get("tool_calls")
        if calls and not calls_sent:
            out.append(self.chunk({"tool_calls": [{"index": i, **c} for i, c in
                                                  enumerate(calls)]}))
        out.append(self.chunk({}, result.finish_reason or "stop"))
        if include_usage and (usage := _usage_json(result)) is not None:
            out.append(self.data({"choices": [], "usage": usage}))
        out.append(b"data: [DONE]\n\n")
        return b"".join(out)


def _error_event(message: str, code: str) -> bytes:
    return b"data: " + json.dumps({"error": {"message": message, "type": "upstream_error",
                                             "param": None, "code": code}}).encode() + b"\n\n"


async def replay_events(result: ChatResult, model: str, include_usage: bool
                        ) -> AsyncGenerator[bytes, None]:
    """A stored reply sent again as a stream (a repeated request)."""
    events = _Events(model)
    yield events.chunk({"role": "assistant", "content": ""})
    if result.content:
        yield events.chunk({"content": result.content})
    yield events.tail(result, include_usage, calls_sent=False)


class Relay:
    """One streamed reply: relays chunks to the client, stores the reply before the end is sent
    (whole, or partial when the upstream stopped short), and on a client disconnect (in the
    response's background task) closes the upstream request and stores what arrived.

    Args:
        turn: the turn (``None`` for stateless requests).
        upstream: the rest of the upstream stream; ``first`` its first chunk.
        model: the model asked for.
        include_usage: the client asked for a usage chunk.
        finish: stores the reply (whole or partial) off the event loop; ``None`` for
            stateless requests.
        release: lets the conversation's next turn begin (called once the reply is stored,
            also when storing failed; it may be called more than once).
    """

    def __init__(self, turn: Turn | None, upstream: AsyncIterator[StreamChunk],
                 first: StreamChunk, model: str, include_usage: bool,
                 finish: Callable[[ChatResult], Awaitable[None]] | None,
                 release: Callable[[], Awaitable[None]]) -> None:
        self.turn, self.upstream, self.finish = turn, upstream, finish
        self.include_usage, self.release = include_usage, release
        self.format = _Events(model, first.raw)
        self.start = time.perf_counter()
        self.parts: list[str] = []
        self.ttft_ms: float | None = None
        self.stored = False
        self.calls_sent = False
        self.events: AsyncGenerator[bytes, None] = self._events(first)

    def _relay(self, chunk: StreamChunk) -> bytes | None:
        if chunk.delta:
            self.parts.append(chunk.delta)
            if self.ttft_ms is None:
                self.ttft_ms = (time.perf_counter() - self.start) * 1000.0
        raw = chunk.raw
        if raw.get("object") == "chat.completion.chunk" and raw.get("choices"):
            # OpenAI upstream: pass its chunk on as it is (tool-call fragments included).
            self.calls_sent |= any((c.get("delta") or {}).get("tool_calls")
                                   for c in raw["choices"] if isinstance(c, dict))
            return b"data: " + json.dumps(raw).encode() + b"\n\n"
        return self.format.chunk({"content": chunk.delta}) if chunk.delta else None

    def _partial(self) -> ChatResult:
        return ChatResult(message={"role": "assistant", "content": "".join(self.parts)},
                          model=self.format.model, ttft_ms=self.ttft_ms, partial=True,
                          latency_ms=(time.perf_counter() - self.start) * 1000.0)

    async def _finish(self, result: ChatResult) -> None:
        """Store the reply (once), then let the next turn begin."""
        if self.stored:
            return
        self.stored = True
        try:
            if self.finish is not None:
                await self.finish(result)
        finally:
            await self.release()

    async def _events(self, first: StreamChunk) -> AsyncGenerator[bytes, None]:
        yield self.format.chunk({"role": "assistant", "content": ""})
        chunk: StreamChunk | None = first
        try:
            while chunk is not None and chunk.result is None:
                if (out := self._relay(chunk)) is not None:
                    yield out
                chunk = await anext(self.upstream, None)
        except UpstreamError as exc:  # the upstream failed mid-stream: tell the client
            log.warning("upstream stream failed: %s", exc)
            await self._finish(self._partial())
            yield _error_event(str(exc), "upstream_stream_failed")
            return
        result = chunk.result if chunk is not None and chunk.result is not None else \
            self._partial()
        await self._finish(result)  # durable before the client sees the end
        if result.partial:
            yield _error_event("the upstream stream ended before the reply was complete (no "
                               "finish reason, no [DONE]); what arrived is stored as partial.",
                               "upstream_stream_incomplete")
            return
        yield self.format.tail(result, self.include_usage, self.calls_sent)

    async def close(self) -> None:
        """Background task: close the stream and the upstream request; after a client
        disconnect, store what arrived as a partial reply."""
        import anyio

        try:
            with anyio.CancelScope(shield=True):
                await self.events.aclose()
                await aclose(self.upstream)
                if not self.stored:
                    await self._finish(self._partial())
                    if self.turn is not None:
                        log.info("conversation %r: client left mid-stream; partial reply "
                                 "stored", self.turn.conversation_id)
        except Exception as exc:
            log.error("storing the streamed reply failed: %s", exc, exc_info=exc)
        finally:
            with anyio.CancelScope(shield=True):
                await self.release()
