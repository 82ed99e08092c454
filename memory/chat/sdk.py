"""Memory for code that already calls the official SDKs: ``wrap(client, memory)``.

A thin adapter over the turn engine (:mod:`convmem.chat.engine`): ``create(...,
conversation_id=...)`` becomes a :class:`~convmem.chat.turn.TurnRequest` (Anthropic's
``system`` + ``messages`` read back into OpenAI format first), the engine stores and builds,
and the SDK's own ``create`` sends the context the engine built. The SDK's responses are read
by the same parsers as the HTTP backends (:func:`~convmem.providers.openai.openai_reply`,
:class:`~convmem.providers.openai.OpenAIStream`, :class:`~convmem.providers.anthropic.
AnthropicStream`), from their ``model_dump()``.

A "context length exceeded" error from the SDK is read the way the HTTP transport reads one,
so the engine rebuilds tighter and sends once more; when that cannot help, the caller gets the
SDK's own exception, as without convmem. A stream stores its reply when it ends (before the
end reaches the caller), or what arrived, marked partial, when it is closed early.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from collections.abc import Callable, Mapping
from typing import Any

from convmem.chat.engine import TurnEngine
from convmem.chat.lease import TurnLease
from convmem.chat.turn import Blocking, Call, Turn, TurnRequest, end_user
from convmem.core.memory import Memory
from convmem.effects import arun, run
from convmem.errors import ConfigError, ContextLengthError, UpstreamError
from convmem.providers.anthropic import (
    AnthropicStream,
    anthropic_result,
    from_anthropic,
    to_anthropic,
)
from convmem.providers.base import ChatResult
from convmem.providers.openai import OpenAIStream, openai_reply
from convmem.providers.status import context_error

__all__ = ["wrap"]


class _Overflow(ContextLengthError):
    """The SDK's context-length error, read so the engine can learn from it."""

    original: Exception


class _Failed(UpstreamError):
    """Any other SDK error: the engine records the failed turn, the caller gets the original."""

    original: Exception


def _sdk_error(exc: Exception) -> UpstreamError:
    """The SDK's exception as the engine sees it (``original`` is what the caller gets)."""
    status = getattr(exc, "status_code", None)
    text = getattr(getattr(exc, "response", None), "text", None)
    read = context_error(status, text, "the SDK's endpoint") if isinstance(
        status, int) and isinstance(text, str) else None
    out: _Overflow | _Failed
    if read is not None:
        out = _Overflow(str(read), status=status, body=read.body, limit=read.limit,
                        requested=read.requested, prompt_tokens=read.prompt_tokens)
    else:
        out = _Failed(f"{type(exc).__name__}: {exc}",
                      status=status if isinstance(status, int) else None)
    out.original = exc
    return out


def _plain(items: Any) -> list[Any]:
    """SDK message objects (``response.choices[0].message``) as plain dicts."""
    return [m.model_dump(exclude_none=True) if hasattr(m, "model_dump") else m for m in items]


def _dump(obj: Any) -> dict[str, Any]:
    return obj.model_dump() if hasattr(obj, "model_dump") else dict(obj)


class _Delegate:
    """Everything not overridden is the wrapped object's."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class _Stream(_Delegate):
    """An SDK stream whose end (or early close) stores the reply."""

    def __init__(self, inner: Any, engine: TurnEngine, turn: Turn, start: float, *,
                 anthropic: bool, release: Callable[[], None], hide_usage: bool = False) -> None:
        super().__init__(inner)
        self._engine, self._turn, self._hide = engine, turn, hide_usage
        self._release = release
        # A stream dropped unread must not hold its conversation's lease forever.
        weakref.finalize(self, release)
        self._acc: OpenAIStream | AnthropicStream = (AnthropicStream() if anthropic
                                                     else OpenAIStream())
        self._done = False
        self._start = start
        self._ttft_ms: float | None = None

    def _take(self, item: Any) -> bool:
        """Feed one item; whether to hand it to the caller."""
        data = _dump(item)
        if self._acc.feed(data) is not None and self._ttft_ms is None:
            self._ttft_ms = (time.perf_counter() - self._start) * 1000.0
        return not (self._hide and not data.get("choices") and data.get("usage"))

    def _end(self, partial: bool) -> None:
        if not self._done:
            self._done = True
            result = self._acc.result()
            result.latency_ms = (time.perf_counter() - self._start) * 1000.0
            result.ttft_ms = self._ttft_ms
            try:
                self._engine.finish(self._turn, result, partial=partial or result.partial)
            finally:
                self._release()  # the conversation's next turn may begin

    # sync
    def __iter__(self) -> _Stream:
        return self

    def __next__(self) -> Any:
        while True:
            try:
                item = next(self._inner)
            except StopIteration:
                self._end(partial=False)
                raise
            except BaseException:
                self._end(partial=True)
                raise
            if self._take(item):
                return item

    def close(self) -> None:
        """Stop early: what arrived is stored as a partial reply."""
        self._end(partial=True)
        self._inner.close()

    def __enter__(self) -> _Stream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # async
    def __aiter__(self) -> _Stream:
        return self

    async def __anext__(self) -> Any:
        while True:
            try:
                item = await self._inner.__anext__()
            except StopAsyncIteration:
                await asyncio.to_thread(self._end, False)
                raise
            except BaseException:
                self._end(partial=True)  # may be cancelled: write without awaiting
                raise
            if self._take(item):
                return item

    async def aclose(self) -> None:
        """Async :meth:`close`."""
        if not self._done:
            await asyncio.to_thread(self._end, True)
        await self._inner.close()

    async def __aenter__(self) -> _Stream:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


class _Create(_Delegate):
    """``chat.completions`` or ``messages`` with a memory-aware ``create``."""

    def __init__(self, inner: Any, engine: TurnEngine, *, anthropic: bool, is_async: bool,
                 user_id: str | None) -> None:
        super().__init__(inner)
        self._engine, self._anthropic, self._async = engine, anthropic, is_async
        self._user = user_id

    def _begin(self, conversation_id: str, kwargs: dict[str, Any], whole: bool) -> Turn:
        messages = _plain(kwargs.pop("messages", None) or [])
        if self._anthropic:
            system = kwargs.pop("system", None)
            messages = from_anthropic(system if isinstance(system, str | list) else None,
                                      messages)
        params = {k: v for k, v in kwargs.items() if k != "model"}
        return self._engine.begin(TurnRequest(conversation_id, messages,
                                              str(kwargs.get("model") or ""), params,
                                              user_id=self._user or end_user(
                                                  kwargs, anthropic=self._anthropic),
                                              whole=whole))

    def _send_kwargs(self, turn: Turn, kwargs: Mapping[str, Any]) -> tuple[dict[str, Any], bool]:
        """The SDK call's arguments for the context the engine built, and whether to hide the
        usage chunk the caller did not ask for."""
        out = dict(kwargs)
        out.pop("messages", None)
        out.pop("system", None)
        hide = False
        if self._anthropic:
            system_blocks, out["messages"] = to_anthropic(turn.ctx.messages)
            if system_blocks:
                out["system"] = system_blocks
        else:
            out["messages"] = turn.ctx.messages
            if out.get("stream") is True:
                options = dict(out.get("stream_options") or {})
                hide = not options.get("include_usage")
                out["stream_options"] = {**options, "include_usage": True}
        return out, hide

    def _result(self, response: Any) -> ChatResult:
        data = _dump(response)
        return anthropic_result(data) if self._anthropic else openai_reply(data)

    def _perform(self, kwargs: Mapping[str, Any]) -> Any:
        def perform(step: Call | Blocking) -> Any:
            if isinstance(step, Blocking):
                return step.fn()
            send, hide = self._send_kwargs(step.turn, kwargs)
            try:
                return self._inner.create(**send), hide
            except Exception as exc:
                raise _sdk_error(exc) from exc
        return perform

    def _aperform(self, kwargs: Mapping[str, Any]) -> Any:
        async def perform(step: Call | Blocking) -> Any:
            if isinstance(step, Blocking):
                return await asyncio.to_thread(step.fn)
            send, hide = self._send_kwargs(step.turn, kwargs)
            try:
                return await self._inner.create(**send), hide
            except Exception as exc:
                raise _sdk_error(exc) from exc
        return perform

    def _done(self, turn: Turn, response: Any, hide: bool, stream: bool, start: float,
              release: Callable[[], None]) -> Any:
        """Hand the SDK's response on: a stream that stores its reply (and lets the next turn
        begin) when it ends, or the response after its reply is stored."""
        if stream:
            return _Stream(response, self._engine, turn, start, anthropic=self._anthropic,
                           release=release, hide_usage=hide)
        try:
            result = self._result(response)
            result.latency_ms = (time.perf_counter() - start) * 1000.0
            self._engine.finish(turn, result)
        finally:
            release()
        return response

    def _lease(self, conversation_id: str) -> TurnLease:
        return TurnLease(self._engine.memory.store, conversation_id)

    def create(self, *args: Any, conversation_id: str | None = None, whole: bool = False,
               **kwargs: Any) -> Any:
        """The SDK's ``create``; with ``conversation_id`` the request goes through memory:
        the new message is stored, the context rebuilt, the reply (stream included) stored.
        ``whole=True`` says ``messages`` are the whole conversation as the app holds it now:
        a message the user edited replaces the stored turns from there (the proxy's
        ``X-Convmem-History: whole``)."""
        if conversation_id is None:
            if whole:
                raise ConfigError("whole=True needs conversation_id=: it says the messages are "
                                  "that stored conversation as the app holds it now.")
            return self._inner.create(*args, **kwargs)
        if self._async:
            return self._acreate(conversation_id, kwargs, whole)
        start = time.perf_counter()
        held = self._lease(conversation_id).hold()
        try:
            turn = self._begin(conversation_id, dict(kwargs), whole)
            response, hide = run(self._engine.steps(turn), self._perform(kwargs))
        except (_Overflow, _Failed) as exc:
            held.release()
            original = exc.original
        except BaseException:
            held.release()
            raise
        else:
            return self._done(turn, response, hide, kwargs.get("stream") is True, start,
                              held.release)
        raise original  # the SDK's own exception, as without convmem

    async def _acreate(self, conversation_id: str, kwargs: dict[str, Any], whole: bool) -> Any:
        start = time.perf_counter()
        held = await self._lease(conversation_id).ahold()
        try:
            turn = await asyncio.to_thread(self._begin, conversation_id, dict(kwargs), whole)
            response, hide = await arun(self._engine.steps(turn), self._aperform(kwargs))
        except (_Overflow, _Failed) as exc:
            held.release_now()
            original = exc.original
        except BaseException:
            held.release_now()
            raise
        else:
            stream = kwargs.get("stream") is True
            if stream:  # the stream's own end stores the reply
                return self._done(turn, response, hide, stream, start, held.release_now)
            return await asyncio.to_thread(self._done, turn, response, hide, stream, start,
                                           held.release_now)
        raise original  # the SDK's own exception, as without convmem


class _Chat(_Delegate):
    def __init__(self, inner: Any, completions: _Create) -> None:
        super().__init__(inner)
        self.completions = completions


class _Wrapped(_Delegate):
    """An SDK client whose chat calls take ``conversation_id=`` (see :func:`wrap`)."""

    def __init__(self, inner: Any, memory: Memory, *, anthropic: bool, is_async: bool,
                 user_id: str | None) -> None:
        super().__init__(inner)
        self.memory = memory
        create = _Create(inner.messages if anthropic else inner.chat.completions,
                         TurnEngine(memory), anthropic=anthropic, is_async=is_async,
                         user_id=user_id)
        if anthropic:
            self.messages = create
        else:
            self.chat = _Chat(inner.chat, create)


def wrap(client: Any, memory: Memory, *, user_id: str | None = None) -> Any:
    """Give an official SDK client memory.

    ``wrap(openai.OpenAI(), memory).chat.completions.create(model=..., messages=[...],
    conversation_id="c1")`` stores the new message, sends the context ``memory`` builds instead
    of ``messages``, and stores the reply with its usage (with ``whole=True`` as well, the
    messages are the whole conversation and an edited one replaces the stored turns from
    there); ``stream=True`` returns the SDK's
    stream, whose end (or ``close()``, storing a partial reply) records the reply.
    ``openai.AsyncOpenAI`` works the same with ``await``/``async for``; ``anthropic.Anthropic``
    and ``AsyncAnthropic`` likewise through ``messages.create(..., conversation_id=...)``.
    Without ``conversation_id`` calls pass straight through; every other attribute is the
    client's own.

    Args:
        client: an ``openai.OpenAI``/``AsyncOpenAI`` (or Azure) or ``anthropic.Anthropic``/
            ``AsyncAnthropic`` client.
        memory: the memory to keep the conversations in.
        user_id: recorded as the owner of new conversations; without it, a call's ``user``
            (OpenAI's end-user id) or ``metadata={"user_id": ...}`` (Anthropic's), sent on as
            well, names the owner. A conversation is one user's: a call naming another raises
            ``OwnerError``.

    Returns:
        A wrapper with the client's interface.

    Raises:
        ConfigError: ``client`` is not a client of a supported SDK.
    """
    cls = type(client)
    package = cls.__module__.split(".")[0]
    is_async = cls.__name__.startswith("Async")
    if package == "openai" and hasattr(client, "chat"):
        return _Wrapped(client, memory, anthropic=False, is_async=is_async, user_id=user_id)
    if package == "anthropic" and hasattr(client, "messages"):
        return _Wrapped(client, memory, anthropic=True, is_async=is_async, user_id=user_id)
    raise ConfigError(f"wrap({cls.__module__}.{cls.__name__}): expected an openai.OpenAI, "
                      "openai.AsyncOpenAI, anthropic.Anthropic or anthropic.AsyncAnthropic "
                      "client; for other APIs use convmem.MemoryChat with a backend.")
