"""Opening a streamed turn: the request goes out and its first chunk comes back before the
caller relays anything, so an overflow — or an empty HTTP 200 stream, which is how some servers
(llama.cpp) say the same — is raised where the engine can still rebuild and send once more."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

from convmem.chat.turn import Turn
from convmem.errors import ContextLengthError, UpstreamError
from convmem.providers.base import ChatBackend, ChatResult, StreamChunk

__all__ = ["aclose", "aopen_stream", "empty_stream_error", "is_empty", "open_stream"]


def is_empty(result: ChatResult) -> bool:
    """Whether a reply says nothing and never finished: an empty HTTP 200 stream, which some
    servers (llama.cpp) send instead of an error when the prompt overflows."""
    return result.partial and not result.content and not result.message.get("tool_calls") \
        and result.finish_reason is None


def empty_stream_error(turn: Turn) -> UpstreamError:
    """The error for a stream that ended before saying anything. Near the limit that is how
    some servers (llama.cpp) report an overflow, so it is a :class:`ContextLengthError` the
    engine rebuilds for; otherwise a plain :class:`UpstreamError`."""
    text = ("the server answered with an empty stream (no content, no finish reason, no end "
            "marker)")
    if turn.ctx.tokens >= turn.ctx.report.limit // 2:
        return ContextLengthError(f"{text}; with a prompt of {turn.ctx.tokens} tokens this looks "
                                  "like a context overflow", status=200)
    return UpstreamError(text, status=200)


def open_stream(backend: ChatBackend, turn: Turn) -> tuple[Iterator[StreamChunk], StreamChunk]:
    """Send the turn streamed, up to its first chunk: the request goes out, and an overflow
    (or an empty stream) is raised, here — where the engine can still rebuild and resend."""
    it = iter(backend.stream(turn.ctx.messages, **turn.params))
    try:
        first = next(it)
        if first.result is not None and is_empty(first.result):
            raise empty_stream_error(turn)
    except BaseException:
        getattr(it, "close", lambda: None)()
        raise
    return it, first


async def aopen_stream(backend: ChatBackend, turn: Turn
                       ) -> tuple[AsyncIterator[StreamChunk], StreamChunk]:
    """Async :func:`open_stream`."""
    it = backend.astream(turn.ctx.messages, **turn.params)
    try:
        first = await anext(it)
        if first.result is not None and is_empty(first.result):
            raise empty_stream_error(turn)
    except BaseException:
        await aclose(it)
        raise
    return it, first


async def aclose(iterator: object) -> None:
    """Close an async iterator if it can be closed."""
    close = getattr(iterator, "aclose", None)
    if callable(close):
        await close()
