"""The ``ChatBackend`` protocol: how convmem talks to a chat-completion API.

Backends take and return OpenAI-format messages whatever the provider speaks (the Anthropic
and Ollama adapters translate), so everything above them — ``MemoryChat``, the proxy, the LLM
summarizer and extractor — is provider-neutral.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

__all__ = ["ChatBackend", "ChatResult", "StreamChunk"]


@dataclass
class ChatResult:
    """One completed reply.

    Attributes:
        message: the assistant message in OpenAI format (``content`` and/or ``tool_calls``).
        model: the model that answered, as the API reported it.
        prompt_tokens / completion_tokens / cached_tokens: the API's usage, when reported.
        latency_ms: request start to the last byte.
        ttft_ms: request start to the first content byte (streams), else ``None``.
        finish_reason: the API's finish reason.
        partial: the stream ended before the API finished (client gone, connection lost).
        raw: the final JSON body (non-streaming) for callers that need provider extras.
    """

    message: dict[str, Any]
    model: str = ""
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    cached_tokens: int | None = None
    latency_ms: float | None = None
    ttft_ms: float | None = None
    finish_reason: str | None = None
    partial: bool = False
    raw: dict[str, Any] = field(default_factory=dict)

    @property
    def content(self) -> str:
        """The reply's text ("" for a pure tool call)."""
        value = self.message.get("content")
        return value if isinstance(value, str) else ""


@dataclass
class StreamChunk:
    """One piece of a streamed reply: a text delta, and on the last chunk the whole result."""

    delta: str = ""
    raw: dict[str, Any] = field(default_factory=dict)
    result: ChatResult | None = None


@runtime_checkable
class ChatBackend(Protocol):
    """A chat-completion API.

    ``params`` are passed through to the provider (``temperature``, ``tools``, ``max_tokens`` …).
    Errors are :class:`~convmem.errors.UpstreamError` (``ContextLengthError`` for an overlong
    prompt).
    """

    model: str

    def complete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult:
        """Send messages, return the whole reply."""
        ...

    def stream(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> Iterator[
            StreamChunk]:
        """Send messages, yield chunks as they arrive; the last chunk carries ``result``."""
        ...

    async def acomplete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult:
        """Async :meth:`complete`."""
        ...

    def astream(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> AsyncIterator[
            StreamChunk]:
        """Async :meth:`stream`."""
        ...
