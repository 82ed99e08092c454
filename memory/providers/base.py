"""The provider protocols: :class:`ChatBackend` (what convmem calls) and :class:`Wire` (what a
provider adapter supplies).

Backends take and return OpenAI-format messages whatever the provider speaks, so everything
above them — the turn engine, the summarizer, the model fact extractor — is provider-neutral.
One transport, :class:`~convmem.providers.http.HTTPBackend`, does the I/O for every provider
(httpx, sync and async, retries with ``Retry-After``, error translation); a provider is only its
:class:`Wire`: how a request body looks, how a reply and a stream read, where models are
listed. Adapters never subclass each other or reach into the transport.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

__all__ = ["ChatBackend", "ChatResult", "StreamChunk", "StreamDecoder", "Wire", "usage_extra"]


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
        partial: the reply ended before the API finished it (client gone, connection lost,
            a stream that stopped without its end marker).
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


def usage_extra(result: ChatResult) -> dict[str, Any]:
    """Provider usage beyond the common fields, for :class:`~convmem.records.Usage.extra`:
    Anthropic's cache writes (``cache_creation_input_tokens``)."""
    usage = result.raw.get("usage") if isinstance(result.raw, Mapping) else None
    written = usage.get("cache_creation_input_tokens") if isinstance(usage, Mapping) else None
    if isinstance(written, int) and not isinstance(written, bool):
        return {"cache_creation_tokens": written}
    return {}


@dataclass
class StreamChunk:
    """One piece of a streamed reply: a text delta, and on the last chunk the whole result."""

    delta: str = ""
    raw: dict[str, Any] = field(default_factory=dict)
    result: ChatResult | None = None


@runtime_checkable
class ChatBackend(Protocol):
    """A chat-completion API: one call that returns the reply, one that streams it, each in a
    blocking and an async flavour (the I/O differs; the logic behind them exists once).

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


class StreamDecoder(Protocol):
    """Turns a streamed response body, line by line, into chunks and a result (no I/O)."""

    @property
    def done(self) -> bool:
        """Whether the provider said the reply is complete."""
        ...

    def feed(self, line: str) -> list[StreamChunk]:
        """Take one line of the body (``""`` ends a server-sent event); return the chunks it
        completes (text and tool-call deltas)."""
        ...

    def result(self) -> ChatResult:
        """The reply assembled so far; ``partial`` unless the provider said it is complete."""
        ...


class Wire(Protocol):
    """A provider's wire format: requests and replies as data, without I/O.

    Attributes:
        name: the provider's name in errors and logs.
        path: the chat endpoint below the API root (``"/chat/completions"``).
        models_path: the model listing below the API root, ``None`` when there is none.
    """

    name: str
    path: str
    models_path: str | None

    def root(self, base_url: str) -> str:
        """The API root the paths hang off (e.g. without a trailing ``/v1`` for Ollama)."""
        ...

    def headers(self, api_key: str | None, stream: bool) -> dict[str, str]:
        """The request headers, the credential included."""
        ...

    def body(self, model: str, messages: Sequence[Mapping[str, Any]], params: Mapping[str, Any],
             stream: bool) -> dict[str, Any]:
        """The JSON request body.

        Raises:
            MessageError: a message the provider cannot take.
        """
        ...

    def reply(self, data: Any) -> ChatResult:
        """The reply of a non-streamed JSON body.

        Raises:
            ValueError: the body is not a reply of this provider (the transport reports it).
        """
        ...

    def decoder(self) -> StreamDecoder:
        """A fresh decoder for one streamed response."""
        ...

    def models(self, data: Any) -> list[dict[str, Any]]:
        """The model listing's JSON as OpenAI ``/v1/models`` entries."""
        ...
