"""The proxy's replies to the client (:mod:`convmem.server`): a ``chat.completion`` body, or a
stream relayed chunk by chunk whose reply is stored afterwards.

What lives here: ``_completion`` (the upstream's own body when it speaks OpenAI, else one built
from the :class:`~convmem.backend.ChatResult`) and ``_Relay``, which re-emits the upstream's
chunks as OpenAI server-sent events and, in the response's background task, closes the upstream
request and stores the reply, whole or (after a client disconnect) ``partial``.

Why the split is here: the wire format of a reply does not depend on how the request was
authorized or built, and with it :mod:`convmem.server` would exceed 800 lines. Names keep their
leading underscore: the proxy's only public names are in :mod:`convmem.server`.
"""

from __future__ import annotations

import functools
import json
import logging
import time
import uuid
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from typing import Any

from convmem.backend import ChatResult, StreamChunk
from convmem.errors import UpstreamError
from convmem.wrap import Reconciler, Turn

log = logging.getLogger("convmem")


def _usage_json(result: ChatResult) -> dict[str, Any]:
    prompt, completion = result.prompt_tokens or 0, result.completion_tokens or 0
    return {"prompt_tokens": prompt, "completion_tokens": completion,
            "total_tokens": prompt + completion,
            "prompt_tokens_details": {"cached_tokens": result.cached_tokens or 0}}


def _completion(result: ChatResult, model: str) -> dict[str, Any]:
    """The client's ``chat.completion``: the upstream's own body when it is one."""
    if result.raw.get("object") == "chat.completion" and result.raw.get("choices"):
        return result.raw
    message = {"role": "assistant", "content": result.message.get("content"), "refusal": None}
    if result.message.get("tool_calls"):
        message["tool_calls"] = result.message["tool_calls"]
    return {"id": f"chatcmpl-{uuid.uuid4().hex}", "object": "chat.completion",
            "created": int(time.time()), "model": result.model or model,
            "choices": [{"index": 0, "message": message, "logprobs": None,
                         "finish_reason": result.finish_reason or "stop"}],
            "usage": _usage_json(result)}


class _Relay:
    """One streamed reply: relays chunks to the client, then (in the response's background
    task) closes the upstream request and stores the reply, whole or partial."""

    def __init__(self, reconciler: Reconciler, turn: Turn | None,
                 upstream: AsyncIterator[StreamChunk], first: StreamChunk, model: str,
                 include_usage: bool, release: Callable[[], None], start: float) -> None:
        self.reconciler, self.turn, self.upstream = reconciler, turn, upstream
        self.include_usage, self.release = include_usage, release
        # Our own chunks (role, finish, usage) look like the upstream's when it speaks OpenAI.
        self.id = str(first.raw.get("id") or f"chatcmpl-{uuid.uuid4().hex}")
        self.created = first.raw.get("created") or int(time.time())
        self.model = str(first.raw.get("model") or model)
        self.start = start
        self.parts: list[str] = []
        self.ttft_ms: float | None = None
        self.result: ChatResult | None = None
        self.complete = False
        self.relayed_calls = False
        self.events: AsyncGenerator[bytes, None] = self._events(first)

    def _chunk(self, delta: dict[str, Any], finish: str | None = None) -> bytes:
        return self._data({"choices": [{"index": 0, "delta": delta, "logprobs": None,
                                        "finish_reason": finish}]})

    def _data(self, fields: dict[str, Any]) -> bytes:
        event = {"id": self.id, "object": "chat.completion.chunk", "created": self.created,
                 "model": self.model, **fields}
        return b"data: " + json.dumps(event).encode() + b"\n\n"

    def _relay(self, chunk: StreamChunk) -> bytes | None:
        if chunk.delta:
            self.parts.append(chunk.delta)
            if self.ttft_ms is None:
                self.ttft_ms = (time.perf_counter() - self.start) * 1000.0
        raw = chunk.raw
        if raw.get("object") == "chat.completion.chunk" and raw.get("choices"):
            # OpenAI upstream: pass its chunk on as it is (tool-call fragments included).
            self.relayed_calls |= any((c.get("delta") or {}).get("tool_calls")
                                      for c in raw["choices"] if isinstance(c, dict))
            return b"data: " + json.dumps(raw).encode() + b"\n\n"
        return self._chunk({"content": chunk.delta}) if chunk.delta else None

    def _tail(self, result: ChatResult) -> bytes:
        out = []
        calls = result.message.get("tool_calls")
        if calls and not self.relayed_calls:
            out.append(self._chunk({"tool_calls": [{"index": i, **c} for i, c in
                                                   enumerate(calls)]}))
        out.append(self._chunk({}, result.finish_reason or "stop"))
        if self.include_usage:
            out.append(self._data({"choices": [], "usage": _usage_json(result)}))
        out.append(b"data: [DONE]\n\n")
        return b"".join(out)

    async def _events(self, first: StreamChunk) -> AsyncGenerator[bytes, None]:
        yield self._chunk({"role": "assistant", "content": ""})
        chunk: StreamChunk | None = first
        try:
            while chunk is not None and chunk.result is None:
                if (out := self._relay(chunk)) is not None:
                    yield out
                chunk = await anext(self.upstream, None)
        except UpstreamError as exc:  # the upstream failed mid-stream: tell the client
            log.warning("upstream stream failed: %s", exc)
            yield b"data: " + json.dumps({"error": {
                "message": str(exc), "type": "upstream_error", "param": None,
                "code": "upstream_stream_failed"}}).encode() + b"\n\n"
            return
        result = chunk.result if chunk is not None and chunk.result is not None else ChatResult(
            message={"role": "assistant", "content": "".join(self.parts)}, model=self.model)
        self.result, self.complete = result, True  # a disconnect from now on loses nothing
        yield self._tail(result)

    async def finish(self) -> None:
        """Background task: close the stream and the upstream request, store the reply."""
        import anyio

        try:
            with anyio.CancelScope(shield=True):
                await self.events.aclose()
                await _aclose(self.upstream)
                if self.turn is not None:
                    result = self.result if self.complete and self.result else ChatResult(
                        message={"role": "assistant", "content": "".join(self.parts)},
                        model=self.model, ttft_ms=self.ttft_ms, partial=True,
                        latency_ms=(time.perf_counter() - self.start) * 1000.0)
                    await anyio.to_thread.run_sync(functools.partial(
                        self.reconciler.finish, self.turn, result,
                        partial=not self.complete))
                    if not self.complete:
                        log.info("conversation %r: client left mid-stream; partial reply "
                                 "stored", self.turn.conversation_id)
        except Exception as exc:
            log.error("storing the streamed reply failed: %s", exc, exc_info=exc)
        finally:
            self.release()


async def _aclose(iterator: object) -> None:
    aclose = getattr(iterator, "aclose", None)
    if callable(aclose):
        await aclose()
