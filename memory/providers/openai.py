"""The OpenAI chat-completions wire format, and ``OpenAIBackend`` for any OpenAI-compatible
endpoint (OpenAI, vLLM, llama.cpp, Ollama's ``/v1``, LM Studio, TGI …).

This module holds the one reader of OpenAI replies: :func:`openai_reply` for a
``chat.completion`` body and :class:`OpenAIStream` for ``chat.completion.chunk`` events. The
HTTP transport feeds them what it reads; the SDK wrapper (:mod:`convmem.chat.sdk`) feeds them
the official SDK's objects as dicts, so both merge streamed tool calls the same way (the name
arrives once, the arguments in fragments).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from convmem.errors import UpstreamError
from convmem.providers.base import ChatResult, StreamChunk
from convmem.providers.http import HTTPBackend
from convmem.providers.wire import SSE, bearer_headers, json_event, number

__all__ = ["OpenAIBackend", "OpenAIStream", "OpenAIWire", "openai_reply"]


def _usage(data: Mapping[str, Any]) -> tuple[int | None, int | None, int | None]:
    usage = data.get("usage")
    if not isinstance(usage, Mapping):
        return None, None, None
    details = usage.get("prompt_tokens_details")
    cached = details.get("cached_tokens") if isinstance(details, Mapping) else None
    if cached is None:  # DeepSeek reports its prompt cache under its own name
        cached = usage.get("prompt_cache_hit_tokens")
    return (number(usage.get("prompt_tokens")), number(usage.get("completion_tokens")),
            number(cached))


def _assistant(content: str | None, tool_calls: list[dict[str, Any]], refusal: str | None
               ) -> dict[str, Any]:
    """A reply reduced to what can be stored and sent back (provider extras stay in ``raw``)."""
    if not content and refusal:
        content = refusal
    message: dict[str, Any] = {"role": "assistant",
                               "content": content if content or not tool_calls else None}
    if message["content"] is None and not tool_calls:
        message["content"] = ""
    if tool_calls:
        message["tool_calls"] = tool_calls
    return message


def openai_reply(data: Mapping[str, Any]) -> ChatResult:
    """A :class:`ChatResult` from an OpenAI ``chat.completion`` body.

    Raises:
        ValueError / KeyError / TypeError: the body is not a chat completion.
    """
    choice = data["choices"][0]
    raw = choice["message"]
    if not isinstance(raw, Mapping):
        raise ValueError("choices[0].message is not an object")
    calls = [{"id": c.get("id") or f"call_{i}", "type": c.get("type") or "function",
              "function": {"name": c["function"]["name"],
                           "arguments": c["function"].get("arguments") or ""}}
             for i, c in enumerate(raw.get("tool_calls") or [])]
    prompt, completion, cached = _usage(data)
    return ChatResult(message=_assistant(raw.get("content"), calls, raw.get("refusal")),
                      model=str(data.get("model") or ""), prompt_tokens=prompt,
                      completion_tokens=completion, cached_tokens=cached,
                      finish_reason=choice.get("finish_reason"), raw=dict(data))


class OpenAIStream:
    """Assembles ``chat.completion.chunk`` events into a reply: text deltas, refusals and
    tool-call fragments (by index: the id and name once, the arguments concatenated)."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.refusal: list[str] = []
        self.calls: dict[int, dict[str, Any]] = {}
        self.model = ""
        self.finish_reason: str | None = None
        self.usage: tuple[int | None, int | None, int | None] = (None, None, None)
        self.last: dict[str, Any] = {}
        self.done = False

    def feed(self, event: Mapping[str, Any]) -> StreamChunk | None:
        """Take one event; a chunk for text and tool-call deltas, else ``None``.

        Raises:
            UpstreamError: an ``error`` event.
        """
        if event.get("error"):
            err = event["error"]
            message = err.get("message") if isinstance(err, Mapping) else str(err)
            raise UpstreamError(f"the server reported an error mid-stream: {message}",
                                status=200, body=json.dumps(dict(event))[:2000])
        self.last = dict(event)
        self.model = str(event.get("model") or self.model)
        if isinstance(event.get("usage"), Mapping):
            self.usage = _usage(event)
        choice = next((c for c in event.get("choices") or []
                       if isinstance(c, Mapping) and c.get("index", 0) == 0), None)
        if choice is None:
            return None
        self.finish_reason = choice.get("finish_reason") or self.finish_reason
        delta = choice.get("delta") or {}
        text = delta.get("content") or ""
        calls = delta.get("tool_calls") or []
        if delta.get("refusal"):
            self.refusal.append(str(delta["refusal"]))
        for frag in calls:
            slot = self.calls.setdefault(int(frag.get("index") or 0), {
                "id": "", "type": "function", "function": {"name": "", "arguments": ""}})
            fn = frag.get("function") or {}
            slot["id"] = slot["id"] or frag.get("id") or ""
            slot["function"]["name"] = slot["function"]["name"] or fn.get("name") or ""
            slot["function"]["arguments"] += fn.get("arguments") or ""
        if not text and not calls:
            return None
        self.text.append(text)
        return StreamChunk(delta=text, raw=dict(event))

    def result(self) -> ChatResult:
        """The reply so far; ``partial`` unless ``[DONE]`` or a finish reason arrived."""
        calls = [{**c, "id": c["id"] or f"call_{i}"} for i, c in sorted(self.calls.items())]
        prompt, completion, cached = self.usage
        return ChatResult(
            message=_assistant("".join(self.text), calls, "".join(self.refusal) or None),
            model=self.model, prompt_tokens=prompt, completion_tokens=completion,
            cached_tokens=cached, finish_reason=self.finish_reason,
            partial=not (self.done or self.finish_reason), raw=self.last)


class _SSEDecoder:
    """Server-sent events of an OpenAI stream, line by line."""

    def __init__(self) -> None:
        self.sse = SSE()
        self.state = OpenAIStream()

    @property
    def done(self) -> bool:
        return self.state.done

    def feed(self, line: str) -> list[StreamChunk]:
        data = self.sse.line(line)
        if data is None:
            return []
        if data.strip() == "[DONE]":
            self.state.done = True
            return []
        event = json_event(data)
        chunk = self.state.feed(event) if isinstance(event, dict) else None
        return [chunk] if chunk is not None else []

    def result(self) -> ChatResult:
        return self.state.result()


class OpenAIWire:
    """``POST {base_url}/chat/completions`` with a bearer key; SSE streams.

    Args:
        stream_usage: ask streams for a final usage chunk (``stream_options.include_usage``);
            turn off for servers that reject the option.
    """

    name = "OpenAI-compatible"
    path = "/chat/completions"
    models_path: str | None = "/models"
    #: llama.cpp and vLLM answer on the same root: probe them for a count and a window.
    server_endpoints = True

    def __init__(self, *, stream_usage: bool = True) -> None:
        self.stream_usage = stream_usage

    def root(self, base_url: str) -> str:
        return base_url

    def headers(self, api_key: str | None, stream: bool) -> dict[str, str]:
        return bearer_headers(api_key, "text/event-stream" if stream else "application/json")

    def body(self, model: str, messages: Sequence[Mapping[str, Any]], params: Mapping[str, Any],
             stream: bool) -> dict[str, Any]:
        body: dict[str, Any] = {**params, "model": model,
                                "messages": [dict(m) for m in messages]}
        body.pop("stream", None)
        body.pop("stream_options", None)
        if stream:
            body["stream"] = True
            options = params.get("stream_options")
            options = dict(options) if isinstance(options, Mapping) else {}
            if self.stream_usage:
                options["include_usage"] = True
            if options:
                body["stream_options"] = options
        return body

    def reply(self, data: Any) -> ChatResult:
        return openai_reply(data)

    def decoder(self) -> _SSEDecoder:
        return _SSEDecoder()

    def models(self, data: Any) -> list[dict[str, Any]]:
        return [dict(m) for m in (data.get("data") or []) if isinstance(m, Mapping)]


class OpenAIBackend(HTTPBackend):
    """A :class:`~convmem.providers.base.ChatBackend` for ``POST {base_url}/chat/completions``.

    Args:
        base_url: the API root, e.g. ``https://api.openai.com/v1`` or
            ``http://localhost:8000/v1`` (vLLM, llama.cpp, Ollama's OpenAI endpoint).
        model: the model name sent with every request.
        api_key: sent as ``Authorization: Bearer …``; never logged or shown.
        stream_usage: ask streams for a final usage chunk; turn off for servers that reject
            ``stream_options``.
        **options: the transport's (``client``, ``async_client``, ``timeout``, ``max_retries``,
            ``backoff``, ``max_backoff``, ``headers``, ``sleep``, ``asleep``, ``rng``; see
            :class:`~convmem.providers.http.HTTPBackend`).
    """

    def __init__(self, base_url: str, model: str, api_key: str | None = None, *,
                 stream_usage: bool = True, **options: Any) -> None:
        super().__init__(OpenAIWire(stream_usage=stream_usage), base_url, model, api_key,
                         **options)
