"""What the provider adapters (:mod:`convmem.providers`) share: reading OpenAI-format content
and tool calls for a provider that wants plain text and JSON objects, and ``_Adapter``, the
:class:`~convmem.http.OpenAIBackend` subclass that streams through a line decoder and lists
models, so each provider supplies only its wire format.

Why the split is here: Anthropic (:mod:`convmem.provider_anthropic`) and Ollama
(:mod:`convmem.provider_ollama`) each get a module, and both build on this one, which imports
neither; :mod:`convmem.providers` re-exports the public names. Names keep their leading
underscore: these helpers are not part of the public API.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from typing import Any, Protocol

import httpx

from convmem.backend import StreamChunk
from convmem.errors import MessageError, UpstreamError
from convmem.http import OpenAIBackend


def _text(content: Any, where: str) -> str:
    """Plain text of OpenAI content: a string or a list of text parts."""
    if content is None or isinstance(content, str):
        return content or ""
    if isinstance(content, list):
        parts = []
        for i, part in enumerate(content):
            if not isinstance(part, Mapping) or part.get("type") != "text" or not isinstance(
                    part.get("text"), str):
                raise MessageError(f"{where}.content[{i}]: only text parts can be sent to this "
                                   "provider; send images through the provider's own SDK.")
            parts.append(part["text"])
        return "\n".join(parts)
    raise MessageError(f"{where}.content: expected a string or a list of text parts, got "
                       f"{type(content).__name__}.")


def _arguments(raw: Any, where: str) -> dict[str, Any]:
    """Tool-call arguments as a JSON object (Anthropic and Ollama want objects, not strings)."""
    if isinstance(raw, Mapping):
        return dict(raw)
    if raw in (None, ""):
        return {}
    try:
        value = json.loads(raw)
    except (TypeError, ValueError) as exc:
        raise MessageError(f"{where}.function.arguments: {raw!r} is not JSON; this provider "
                           "needs the arguments as a JSON object.") from exc
    if not isinstance(value, dict):
        raise MessageError(f"{where}.function.arguments: {raw!r} is not a JSON object.")
    return value


def _calls(message: Mapping[str, Any], where: str) -> list[Mapping[str, Any]]:
    calls = message.get("tool_calls") or []
    if not isinstance(calls, list) or not all(
            isinstance(c, Mapping) and isinstance(c.get("function"), Mapping) for c in calls):
        raise MessageError(f"{where}.tool_calls: expected a list of "
                           '{"id": ..., "function": {"name": ..., "arguments": ...}} objects.')
    return calls


def _num(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _json_line(backend: OpenAIBackend, data: str) -> Any:
    try:
        return json.loads(data)
    except ValueError as exc:
        raise UpstreamError(f"{backend.url} sent a stream event that is not JSON: "
                            f"{backend._scrub(data[:200])!r}", status=200) from exc


class _Decoder(Protocol):
    """Turns a provider's stream, line by line, into chunks and a final result."""

    @property
    def done(self) -> bool:
        """Whether the provider said the reply is complete."""

    def line(self, line: str) -> list[StreamChunk]:
        """Take one line of the response; return the chunks it completes."""

    def final(self) -> StreamChunk:
        """The last chunk, carrying the result (``partial`` unless :attr:`done`)."""


class _Adapter(OpenAIBackend):
    """Streaming and model listing shared by the adapters; subclasses set the wire format."""

    models_url: str
    _decoder: Callable[[OpenAIBackend, float], _Decoder]

    def _model_list(self, data: Any) -> list[dict[str, Any]]:
        raise NotImplementedError

    def stream(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> Iterator[
            StreamChunk]:
        """Stream a reply; the last chunk carries the result (``partial`` if cut short)."""
        start = time.perf_counter()
        response = self._send(self._body(messages, params, stream=True), stream=True)
        decoder = self._decoder(self, start)
        try:
            for line in response.iter_lines():
                yield from decoder.line(line)
                if decoder.done:
                    break
            else:
                yield from decoder.line("")
        except httpx.HTTPError as exc:
            raise self._transport_error(exc, 0) from exc
        finally:
            response.close()
        yield decoder.final()

    async def astream(self, messages: Sequence[Mapping[str, Any]], **params: Any
                      ) -> AsyncIterator[StreamChunk]:
        """Async :meth:`stream`."""
        start = time.perf_counter()
        response = await self._asend(self._body(messages, params, stream=True), stream=True)
        decoder = self._decoder(self, start)
        try:
            async for line in response.aiter_lines():
                for chunk in decoder.line(line):
                    yield chunk
                if decoder.done:
                    break
            else:
                for chunk in decoder.line(""):
                    yield chunk
        except httpx.HTTPError as exc:
            raise self._transport_error(exc, 0) from exc
        finally:
            await response.aclose()
        yield decoder.final()

    async def amodels(self) -> dict[str, Any]:
        """The provider's models as an OpenAI ``/v1/models`` list."""
        try:
            response = await self.async_client.get(self.models_url,
                                                   headers=self._headers(False))
        except httpx.HTTPError as exc:
            raise self._transport_error(exc, 1) from exc
        if response.status_code >= 400:
            raise self._status_error(response, response.text, 1)
        return {"object": "list", "data": self._model_list(response.json())}

