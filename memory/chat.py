"""``MemoryChat``: a chat client that remembers, on top of :class:`~convmem.Memory` and any
:class:`~convmem.backend.ChatBackend`.

One turn, in this order, so that nothing the user said can be lost:

1. the user's message is stored (durably) before anything can fail;
2. the context is built from the history *before* it (``build(..., upto=seq)``), so the new
   message appears once, last;
3. the backend is called; a "context length exceeded" answer teaches the calibration by how much
   we undercounted, and the turn is rebuilt under the tighter limit and sent once more — only if
   the rebuilt context is actually smaller (resending the same prompt cannot succeed);
4. the reply is stored with its usage in ``meta``, a :class:`~convmem.records.Usage` record is
   written, and the provider's ``prompt_tokens`` calibrate the next builds for this model.

When the call finally fails, the user message stays stored and the error (always an
:class:`~convmem.errors.UpstreamError`) carries ``conversation_id`` and ``turn``, the seq of that
message, so the caller can retry the reply without re-sending the message.

A stream stores the reply after its last chunk. A consumer that stops early (closes the
generator, breaks out of ``async for`` and closes it, or is cancelled) still gets what arrived
stored, marked ``meta["partial"] = True``: that is what the user saw. Tool calls of a cut-off
stream are dropped, since a half-streamed call has truncated arguments and no results.

Two turns of the same conversation must not run concurrently: each builds from the history it
sees, and two interleaved turns would each miss the other's message.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from convmem.backend import ChatBackend, ChatResult, StreamChunk
from convmem.context import Context
from convmem.core import Memory
from convmem.errors import BudgetError, ContextLengthError, MessageError, UpstreamError
from convmem.messages import Message, parse_message
from convmem.records import Usage

__all__ = ["MemoryChat"]

log = logging.getLogger("convmem")

_SENDABLE = ("role", "content", "tool_calls", "name")


@dataclass
class _Turn:
    conversation_id: str
    message: Message
    seq: int
    ctx: Context
    params: dict[str, Any]
    model: str


@dataclass
class _Received:
    """What a stream delivered so far (for the partial reply of an interrupted stream)."""

    start: float = field(default_factory=time.perf_counter)
    parts: list[str] = field(default_factory=list)
    ttft_ms: float | None = None
    result: ChatResult | None = None

    def add(self, chunk: StreamChunk) -> None:
        if chunk.result is not None:
            self.result = chunk.result
        if chunk.delta:
            self.parts.append(chunk.delta)
        if self.ttft_ms is None and (chunk.delta or chunk.raw) and chunk.result is None:
            self.ttft_ms = (time.perf_counter() - self.start) * 1000.0

    def partial(self, model: str) -> ChatResult:
        return ChatResult(message={"role": "assistant", "content": "".join(self.parts)},
                          model=model, latency_ms=(time.perf_counter() - self.start) * 1000.0,
                          ttft_ms=self.ttft_ms, partial=True)

    def final(self, model: str) -> ChatResult:
        if self.result is not None:
            return self.result
        # A backend that ends its stream without a result chunk: what arrived is the reply.
        done = self.partial(model)
        done.partial = False
        return done


def _as_messages(content_or_message: Any) -> list[Mapping[str, Any] | Message]:
    if isinstance(content_or_message, str):
        return [{"role": "user", "content": content_or_message}]
    if isinstance(content_or_message, Mapping | Message):
        return [content_or_message]
    if isinstance(content_or_message, Sequence) and content_or_message and all(
            isinstance(m, Mapping | Message) for m in content_or_message):
        return list(content_or_message)
    raise MessageError(f"content_or_message={content_or_message!r}: pass the user's text, one "
                       "message dict, or a list of message dicts (e.g. several tool results).")


def _close(iterator: object) -> None:
    close = getattr(iterator, "close", None)
    if callable(close):
        close()


def store_reply(memory: Memory, conversation_id: str, turn: int | None, model: str,
                counted: int, result: ChatResult, *, partial: bool = False,
                extra: Mapping[str, Any] | None = None) -> None:
    """Store a reply (its usage in ``meta``) and a :class:`~convmem.records.Usage` record, and
    calibrate on the provider's prompt count. Shared by :class:`MemoryChat`, the SDK wrapper and
    the proxy.

    Args:
        memory: where to store.
        conversation_id: the conversation.
        turn: the seq of the stored message the reply answers.
        model: the model asked (the result's own model name wins when it has one).
        counted: our exact count of the prompt that was sent.
        result: the reply.
        partial: the stream ended early: the reply is marked ``meta["partial"]``, loses its
            (truncated) tool calls, and is not stored when empty; calibration skips it.
        extra: provider extras for the usage record (e.g. cache-creation tokens).
    """
    partial = partial or result.partial
    answered_by = result.model or model
    meta: dict[str, Any] = {
        "model": answered_by,
        "usage": {"prompt_tokens": result.prompt_tokens,
                  "completion_tokens": result.completion_tokens,
                  "cached_tokens": result.cached_tokens, "counted_tokens": counted},
        "latency_ms": result.latency_ms, "ttft_ms": result.ttft_ms,
        "finish_reason": result.finish_reason}
    if partial:
        meta["partial"] = True
    reply = {k: result.message[k] for k in _SENDABLE if result.message.get(k) is not None}
    reply["role"] = "assistant"
    if partial:
        reply.pop("tool_calls", None)  # truncated arguments, and no results will follow
    if not reply.get("tool_calls") and not isinstance(reply.get("content"), str | list):
        reply["content"] = ""
    reply_seq: int | None = None
    if not partial or reply["content"]:
        reply_seq = memory.add(conversation_id, {**reply, "meta": meta}).seq
    memory.record_usage(Usage(
        conversation_id=conversation_id, kind="chat", model=answered_by, seq=reply_seq,
        prompt_tokens=result.prompt_tokens, completion_tokens=result.completion_tokens,
        cached_tokens=result.cached_tokens, counted_tokens=counted,
        latency_ms=result.latency_ms, ttft_ms=result.ttft_ms,
        extra={"turn": turn, **(extra or {}), **({"partial": True} if partial else {})}))
    if result.prompt_tokens and not partial:
        memory.calibration.observe(model, counted, result.prompt_tokens)


class MemoryChat:
    """Chat through a backend with a :class:`~convmem.Memory` deciding each request's context.

    Args:
        memory: the memory (store, strategy, budget, calibration).
        backend: the chat API.
        system: a system prompt stored as the first message of every new conversation.
        params: request parameters for every call (``temperature``, ``tools``, ``max_tokens``
            …); per-call ``**params`` override them.
    """

    def __init__(self, memory: Memory, backend: ChatBackend, *, system: str | None = None,
                 params: Mapping[str, Any] | None = None) -> None:
        self.memory = memory
        self.backend = backend
        self.system = system
        self.params = dict(params or {})

    # -- the steps of a turn -----------------------------------------------------------------

    def _begin(self, conversation_id: str, content_or_message: Any,
               params: Mapping[str, Any]) -> _Turn:
        """Store the new message(s) first, then build the context from the history before."""
        messages = _as_messages(content_or_message)
        last = parse_message(messages[-1], where="message")
        if last.role not in ("user", "tool"):
            raise MessageError(f"message.role: chat() sends a user message or a tool result, not"
                               f" {last.role!r}. Record other messages with Memory.add().")
        if self.system is not None and isinstance(conversation_id, str) and conversation_id \
                and self.memory.store.count(conversation_id) == 0:
            messages = [{"role": "system", "content": self.system}, *messages]
        stored = self.memory.extend(conversation_id, messages)
        new = stored[-1]
        assert new.seq is not None  # stores assign seq on append
        merged = {**self.params, **params}
        model = str(merged.get("model") or self.backend.model)
        ctx = self.memory.build(conversation_id, new, tools=merged.get("tools"), model=model,
                                upto=new.seq)
        return _Turn(conversation_id, new, new.seq, ctx, merged, model)

    def _learn_overflow(self, turn: _Turn, exc: ContextLengthError) -> None:
        """Tighten the calibration so that the rebuilt context fits what the server accepts."""
        cal = self.memory.calibration
        counted = turn.ctx.tokens
        before = cal.ratio(turn.model)
        limit, requested, prompt = exc.limit, exc.requested, exc.prompt_tokens
        max_out = turn.params.get("max_tokens") or turn.params.get("max_completion_tokens") or 0
        if not isinstance(prompt, int) and isinstance(requested, int):
            prompt = requested - (max_out if isinstance(max_out, int) else 0)
        if isinstance(prompt, int) and prompt > 0 and counted > 0:
            reported = prompt
            if isinstance(limit, int) and isinstance(requested, int):
                room = limit - max(0, requested - prompt)  # prompt tokens the server accepts
                available = self.memory.window - self.memory.reserve_output
                if room > 0:
                    # The next limit L must satisfy L * prompt / counted <= room.
                    need = available * (1.0 - cal.safety_margin) * prompt / (counted * room)
                    reported = max(reported, math.ceil(counted * need))
            cal.observe(turn.model, counted, reported)
        if cal.ratio(turn.model) <= before:
            cal.tighten(turn.model, counted)
        if isinstance(limit, int) and limit < self.memory.window:
            log.warning("%s reports a context length of %d tokens for %r but Memory(window=%d); "
                        "set window=%d", type(self.backend).__name__, limit, turn.model,
                        self.memory.window, limit)

    def _retry_after(self, turn: _Turn, exc: BaseException, attempt: int) -> bool:
        """After a failed call: rebuild tighter and say whether to send once more."""
        if attempt > 0 or not isinstance(exc, ContextLengthError):
            return False
        self._learn_overflow(turn, exc)
        try:
            ctx = self.memory.build(turn.conversation_id, turn.message,
                                    tools=turn.params.get("tools"), model=turn.model,
                                    upto=turn.seq)
        except BudgetError as budget:
            exc.args = (f"{exc}; the rebuilt context cannot fit either: {budget}",)
            return False
        if ctx.tokens >= turn.ctx.tokens:
            log.warning("context overflow for conversation %r turn %d: the rebuilt context "
                        "(%d tokens) is not smaller than the rejected one; not resending",
                        turn.conversation_id, turn.seq, ctx.tokens)
            return False
        log.warning("context overflow for conversation %r turn %d: retrying with %d tokens "
                    "instead of %d", turn.conversation_id, turn.seq, ctx.tokens, turn.ctx.tokens)
        turn.ctx = ctx
        return True

    def _failed(self, turn: _Turn, exc: BaseException) -> UpstreamError:
        """The error to raise for a failed turn, naming the conversation and the turn."""
        where = (f" [conversation {turn.conversation_id!r}, turn {turn.seq}: the message is "
                 "stored; retry the reply without sending it again]")
        if isinstance(exc, UpstreamError):
            exc.conversation_id = turn.conversation_id
            exc.turn = turn.seq
            exc.args = (f"{exc}{where}",)
            return exc
        return UpstreamError(f"{type(self.backend).__name__} failed: {type(exc).__name__}: "
                             f"{exc}{where}", body=str(exc), conversation_id=turn.conversation_id,
                             turn=turn.seq)

    def _finish(self, turn: _Turn, result: ChatResult, *, partial: bool = False) -> None:
        """Store the reply (with its usage in ``meta``), the usage record, and calibrate."""
        store_reply(self.memory, turn.conversation_id, turn.seq, turn.model, turn.ctx.tokens,
                    result, partial=partial)

    # -- sync --------------------------------------------------------------------------------

    def chat(self, conversation_id: str, content_or_message: Any, **params: Any) -> ChatResult:
        """Send one message and return the reply, remembering both.

        Args:
            conversation_id: the conversation.
            content_or_message: the user's text, a message dict (a user message or a tool
                result ``{"role": "tool", "tool_call_id": ..., "content": ...}``), or a list of
                messages stored together and answered once (e.g. all results of parallel tool
                calls).
            **params: request parameters for this call (override the constructor's).

        Returns:
            The reply; it is stored, with its usage, by the time this returns.

        Raises:
            UpstreamError: the call failed (``ContextLengthError`` even after one tighter
                retry); ``conversation_id`` and ``turn`` name the stored message.
            BudgetError: the message cannot fit the window (it stays stored).
            MessageError: the message is invalid (nothing is stored).
        """
        turn = self._begin(conversation_id, content_or_message, params)
        for attempt in (0, 1):
            try:
                result = self.backend.complete(turn.ctx.messages, **turn.params)
                break
            except Exception as exc:
                if self._retry_after(turn, exc, attempt):
                    continue
                err = self._failed(turn, exc)
                if err is exc:
                    raise
                raise err from exc
        self._finish(turn, result)
        return result

    def stream(self, conversation_id: str, content_or_message: Any, **params: Any) -> Iterator[
            StreamChunk]:
        """Like :meth:`chat`, yielding the reply's chunks as they arrive; the last chunk carries
        the whole result. Runs (and stores the message) when iteration starts.

        Closing the generator early stores what arrived as a partial reply.
        """
        turn = self._begin(conversation_id, content_or_message, params)
        received = _Received()
        for attempt in (0, 1):
            received = _Received()
            it = iter(self.backend.stream(turn.ctx.messages, **turn.params))
            try:
                chunk = next(it, None)  # the request goes out here; an overflow is raised here
                break
            except Exception as exc:
                _close(it)
                if self._retry_after(turn, exc, attempt):
                    continue
                err = self._failed(turn, exc)
                if err is exc:
                    raise
                raise err from exc
        try:
            while chunk is not None:
                received.add(chunk)
                yield chunk
                chunk = next(it, None)
        except GeneratorExit:
            _close(it)
            self._finish(turn, received.partial(turn.model), partial=True)
            raise
        except Exception as exc:
            _close(it)
            self._finish(turn, received.partial(turn.model), partial=True)
            err = self._failed(turn, exc)
            if err is exc:
                raise
            raise err from exc
        self._finish(turn, received.final(turn.model))

    # -- async -------------------------------------------------------------------------------

    async def achat(self, conversation_id: str, content_or_message: Any, **params: Any
                    ) -> ChatResult:
        """Async :meth:`chat`: the store and the build run in a worker thread."""
        turn = await asyncio.to_thread(self._begin, conversation_id, content_or_message, params)
        for attempt in (0, 1):
            try:
                result = await self.backend.acomplete(turn.ctx.messages, **turn.params)
                break
            except Exception as exc:
                if await asyncio.to_thread(self._retry_after, turn, exc, attempt):
                    continue
                err = self._failed(turn, exc)
                if err is exc:
                    raise
                raise err from exc
        await asyncio.to_thread(self._finish, turn, result)
        return result

    async def astream(self, conversation_id: str, content_or_message: Any, **params: Any
                      ) -> AsyncIterator[StreamChunk]:
        """Async :meth:`stream`. An early ``aclose()`` or a cancellation stores what arrived as
        a partial reply (written synchronously: awaiting is unsafe while being torn down)."""
        turn = await asyncio.to_thread(self._begin, conversation_id, content_or_message, params)
        received = _Received()
        for attempt in (0, 1):
            received = _Received()
            it = self.backend.astream(turn.ctx.messages, **turn.params)
            try:
                chunk = await anext(it, None)
                break
            except Exception as exc:
                await _aclose(it)
                if await asyncio.to_thread(self._retry_after, turn, exc, attempt):
                    continue
                err = self._failed(turn, exc)
                if err is exc:
                    raise
                raise err from exc
        try:
            while chunk is not None:
                received.add(chunk)
                yield chunk
                chunk = await anext(it, None)
        except (GeneratorExit, asyncio.CancelledError):
            self._finish(turn, received.partial(turn.model), partial=True)
            await _aclose(it)
            raise
        except Exception as exc:
            await _aclose(it)
            self._finish(turn, received.partial(turn.model), partial=True)
            err = self._failed(turn, exc)
            if err is exc:
                raise
            raise err from exc
        await asyncio.to_thread(self._finish, turn, received.final(turn.model))


async def _aclose(iterator: object) -> None:
    aclose = getattr(iterator, "aclose", None)
    if callable(aclose):
        await aclose()
