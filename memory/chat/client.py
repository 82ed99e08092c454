"""``MemoryChat``: a chat client that remembers, on :class:`~convmem.Memory` and any
:class:`~convmem.providers.base.ChatBackend`.

A thin adapter over the turn engine (:mod:`convmem.chat.engine`): it turns ``chat(cid, text)``
into a request, lets the engine store, build and decide about retries, and calls the backend.
A stream stores its reply before the last chunk (the one carrying the result) is handed on. A
consumer that stops early (closes the generator, breaks out of ``async for`` and closes it, or
is cancelled) still gets what arrived stored, marked partial: that is what the user saw; tool
calls of a cut-off stream are dropped, since a half-streamed call has truncated arguments.

When a call fails for good the message stays stored; :meth:`MemoryChat.retry` (or calling
:meth:`MemoryChat.chat` again with the same message) answers it without storing it twice.

Turns of one conversation are serialized across threads, processes and hosts by the store's
turn lease (:mod:`convmem.chat.lease`): a second ``chat()`` waits for the first one's reply.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import time
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from convmem.chat.engine import TurnEngine
from convmem.chat.lease import TurnLease
from convmem.chat.streaming import aclose, aopen_stream, open_stream
from convmem.chat.turn import Blocking, Call, Turn, TurnRequest, end_user
from convmem.core.memory import Memory
from convmem.effects import arun, run
from convmem.errors import MessageError, UpstreamError
from convmem.messages import Message
from convmem.providers.base import ChatBackend, ChatResult, StreamChunk
from convmem.providers.servercount import server_of

__all__ = ["MemoryChat"]


_AGAIN = object()  # retry()'s message: answer the newest stored one again, send nothing new


def _as_messages(content_or_message: Any) -> list[Mapping[str, Any] | Message]:
    if content_or_message is _AGAIN:
        return []
    if isinstance(content_or_message, str):
        return [{"role": "user", "content": content_or_message}]
    if isinstance(content_or_message, Mapping | Message):
        return [content_or_message]
    if isinstance(content_or_message, Sequence) and content_or_message and all(
            isinstance(m, Mapping | Message) for m in content_or_message):
        return list(content_or_message)
    raise MessageError(f"content_or_message={content_or_message!r}: pass the user's text, one "
                       "message dict, or a list of message dicts (e.g. several tool results); "
                       "retry() answers the newest stored message again.")


@dataclass
class _Streaming:
    """One streamed turn: what arrived, and storing it at the end (whole or partial)."""

    engine: TurnEngine
    turn: Turn
    start: float = field(default_factory=time.perf_counter)
    parts: list[str] = field(default_factory=list)
    ttft_ms: float | None = None
    done: bool = False
    broken: bool = False

    def end(self) -> None:
        """After the last chunk: a stream that ended before the reply did (no finish reason,
        no end marker) is a failure for the caller, though what arrived is stored (partial).

        Raises:
            UpstreamError: it did.
        """
        if self.broken:
            raise UpstreamError("the stream ended before the reply was complete (no finish "
                                f"reason or end marker) after {len(''.join(self.parts))} "
                                "characters; they are stored as a partial reply", status=200)

    def take(self, chunk: StreamChunk) -> ChatResult | None:
        """Take one chunk; the result when it is the final one (to store before passing it
        on)."""
        if chunk.result is not None:
            self.done = True
            self.broken = chunk.result.partial
            return chunk.result
        if chunk.delta:
            self.parts.append(chunk.delta)
            if self.ttft_ms is None:
                self.ttft_ms = (time.perf_counter() - self.start) * 1000.0
        return None

    @contextlib.contextmanager
    def guard(self) -> Iterator[None]:
        """Around the relay of the chunks: a consumer that stops early (closing, cancelling)
        or an upstream that fails leaves what arrived stored as a partial reply."""
        try:
            yield
        except (GeneratorExit, asyncio.CancelledError):
            self.cut()
            raise
        except Exception as exc:
            self.cut()
            self.engine.fail(self.turn, exc)

    def cut(self) -> None:
        """The stream stopped early: store what arrived as a partial reply."""
        if not self.done:
            self.done = True
            self.engine.finish(self.turn, ChatResult(
                message={"role": "assistant", "content": "".join(self.parts)},
                model=self.turn.model, ttft_ms=self.ttft_ms, partial=True,
                latency_ms=(time.perf_counter() - self.start) * 1000.0), partial=True)


def _replayed(result: ChatResult) -> Iterator[StreamChunk]:
    if result.content:
        yield StreamChunk(delta=result.content)
    yield StreamChunk(result=result)


class MemoryChat:
    """Chat through a backend with a :class:`~convmem.Memory` deciding each request's context.

    Args:
        memory: the memory (store, strategy, budget, calibration).
        backend: the chat API.
        system: the system prompt of every conversation (stored once, and again as a new
            block when it changes).
        params: request parameters for every call (``temperature``, ``tools``, ``max_tokens``
            …); per-call ``**params`` override them.
        lease_ttl: seconds a turn's lease lasts unless renewed (see :mod:`convmem.chat.lease`):
            how long a conversation waits after a process died mid-turn.
    """

    def __init__(self, memory: Memory, backend: ChatBackend, *, system: str | None = None,
                 params: Mapping[str, Any] | None = None, lease_ttl: float = 10.0) -> None:
        self.memory = memory
        self.backend = backend
        self.system = system
        self.params = dict(params or {})
        self.engine = TurnEngine(memory)
        self.lease_ttl = lease_ttl

    def _request(self, conversation_id: str, content_or_message: Any,
                 params: Mapping[str, Any], whole: bool = False,
                 user_id: str | None = None) -> TurnRequest:
        if whole and not isinstance(content_or_message, list | tuple):
            raise MessageError("whole=True: pass the conversation as a list of messages, from "
                               "its first, as the app holds it now (an edited message "
                               "included); a single message is sent without whole=True.")
        messages = _as_messages(content_or_message)
        if self.system is not None:
            messages = [{"role": "system", "content": self.system}, *messages]
        merged = {**self.params, **params}
        model = str(merged.pop("model", None) or self.backend.model)
        if user_id is None:
            user_id = end_user(merged)
        return TurnRequest(conversation_id, messages, model, merged, user_id=user_id,
                           server=server_of(self.backend), whole=whole)

    def _lease(self, request: TurnRequest) -> TurnLease:
        return TurnLease(self.memory.store, request.conversation_id, ttl=self.lease_ttl)

    # -- what the engine's steps need ---------------------------------------------------------

    def _complete(self, step: Call | Blocking) -> Any:
        if isinstance(step, Blocking):
            return step.fn()
        return self.backend.complete(step.turn.ctx.messages, **step.turn.params)

    async def _acomplete(self, step: Call | Blocking) -> Any:
        if isinstance(step, Blocking):
            return await asyncio.to_thread(step.fn)
        return await self.backend.acomplete(step.turn.ctx.messages, **step.turn.params)

    def _open(self, step: Call | Blocking) -> Any:
        """Start the stream: the request goes out (and an overflow is raised) here."""
        if isinstance(step, Blocking):
            return step.fn()
        return open_stream(self.backend, step.turn)

    async def _aopen(self, step: Call | Blocking) -> Any:
        if isinstance(step, Blocking):
            return await asyncio.to_thread(step.fn)
        return await aopen_stream(self.backend, step.turn)

    # -- the calls ---------------------------------------------------------------------------

    def chat(self, conversation_id: str, content_or_message: Any, *, whole: bool = False,
             user_id: str | None = None, **params: Any) -> ChatResult:
        """Send one message and return the reply, remembering both.

        Args:
            conversation_id: the conversation.
            content_or_message: the user's text, a message dict (a user message or a tool
                result ``{"role": "tool", "tool_call_id": ..., "content": ...}``), or a list of
                messages stored together and answered once (e.g. all results of parallel tool
                calls).
            whole: ``content_or_message`` is the whole conversation as the app holds it now,
                from its first message: where it differs from the stored one (a message the
                user edited), it replaces it from there, and the facts the replaced turns
                stated end (:func:`~convmem.chat.reconcile.plan_whole`); a list ending on an
                earlier user message asks it again.
            user_id: the end user the conversation is filed under on its first message (for
                ``Memory.forget_user`` and user-scoped retrieval); default the request's
                ``user`` parameter (OpenAI's end-user id, also sent upstream), else none. A
                conversation is one user's: a call naming another raises ``OwnerError`` (so
                ``params={"user": ...}`` in the constructor files every conversation under
                that one user).
            **params: request parameters for this call (override the constructor's).

        Returns:
            The reply; it is stored, with its usage, by the time this returns.

        Raises:
            OwnerError: the conversation belongs to another user (nothing is stored).
            UpstreamError: the call failed (``ContextLengthError`` even after one tighter
                retry); ``conversation_id`` and ``turn`` name the stored message.
            BudgetError: the message cannot fit the window (nothing is stored).
            MessageError: the message is invalid (nothing is stored).
        """
        request = self._request(conversation_id, content_or_message, params, whole, user_id)
        with self._lease(request).hold() as held:
            turn = self.engine.begin(request)
            if turn.replay is not None:
                return turn.replay
            result: ChatResult = run(self.engine.steps(turn), self._complete)
            held.release_with(functools.partial(self._finish, turn, result))
            return result

    def _finish(self, turn: Turn, result: ChatResult, owner: str) -> None:
        """Store the reply, giving the lease of ``owner`` up in its transaction."""
        self.engine.finish(turn, result, release=owner)

    def retry(self, conversation_id: str, **params: Any) -> ChatResult:
        """Answer the newest stored message again without sending it again (after a failed
        call, or to regenerate a reply: the new reply replaces the old one in contexts)."""
        return self.chat(conversation_id, _AGAIN, **params)

    def stream(self, conversation_id: str, content_or_message: Any, *, whole: bool = False,
               user_id: str | None = None, **params: Any) -> Iterator[StreamChunk]:
        """Like :meth:`chat`, yielding the reply's chunks as they arrive; the last chunk carries
        the whole result (stored before it is yielded). Runs (and stores the message) when
        iteration starts. Closing the generator early stores what arrived as a partial reply.
        """
        request = self._request(conversation_id, content_or_message, params, whole, user_id)
        with self._lease(request).hold():
            turn = self.engine.begin(request)
            if turn.replay is not None:
                yield from _replayed(turn.replay)
                return
            it, first = run(self.engine.steps(turn), self._open)
            streaming = _Streaming(self.engine, turn)
            try:
                with streaming.guard():
                    for chunk in itertools.chain([first], it):
                        if (final := streaming.take(chunk)) is not None:
                            self.engine.finish(turn, final)
                        yield chunk
                    streaming.end()
            finally:
                getattr(it, "close", lambda: None)()

    async def achat(self, conversation_id: str, content_or_message: Any, *,
                    whole: bool = False, user_id: str | None = None,
                    **params: Any) -> ChatResult:
        """Async :meth:`chat`: the store and the build run in a worker thread."""
        request = self._request(conversation_id, content_or_message, params, whole, user_id)
        held = await self._lease(request).ahold(functools.partial(self.engine.begin, request))
        try:
            turn: Turn = held.value
            if turn.replay is not None:
                return turn.replay
            result: ChatResult = await arun(self.engine.steps(turn), self._acomplete)
            await held.release_with(functools.partial(self._finish, turn, result))
            return result
        finally:
            held.release_now()  # one small write; awaiting here could be cancelled

    async def aretry(self, conversation_id: str, **params: Any) -> ChatResult:
        """Async :meth:`retry`."""
        return await self.achat(conversation_id, _AGAIN, **params)

    async def astream(self, conversation_id: str, content_or_message: Any, *,
                      whole: bool = False, user_id: str | None = None,
                      **params: Any) -> AsyncIterator[StreamChunk]:
        """Async :meth:`stream`. An early ``aclose()`` or a cancellation stores what arrived as
        a partial reply (written synchronously: awaiting is unsafe while being torn down)."""
        request = self._request(conversation_id, content_or_message, params, whole, user_id)
        held = await self._lease(request).ahold()
        try:
            turn = await asyncio.to_thread(self.engine.begin, request)
            if turn.replay is not None:
                for chunk in _replayed(turn.replay):
                    yield chunk
                return
            it, first = await arun(self.engine.steps(turn), self._aopen)
            streaming = _Streaming(self.engine, turn)
            try:
                with streaming.guard():
                    current: StreamChunk | None = first
                    while current is not None:
                        if (final := streaming.take(current)) is not None:
                            await asyncio.to_thread(self.engine.finish, turn, final)
                        yield current
                        current = await anext(it, None)
                    streaming.end()
            finally:
                await aclose(it)
        finally:
            held.release_now()
