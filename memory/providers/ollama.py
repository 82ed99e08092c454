"""Ollama's native ``POST /api/chat``: message and option translation, NDJSON stream
decoding, the wire format and :class:`OllamaBackend`.

Ollama's ``prompt_eval_count`` counts only the tokens it had to evaluate: a prompt served from
its KV cache reports less, which can only relax calibration towards our own count, never
overflow it. It silently truncates prompts beyond its ``num_ctx``, so set ``num_ctx`` to the
window given to :class:`~convmem.Memory`.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from convmem.errors import MessageError, UpstreamError
from convmem.providers.base import ChatResult, StreamChunk
from convmem.providers.http import HTTPBackend
from convmem.providers.wire import (
    arguments,
    bearer_headers,
    json_event,
    number,
    text_of,
    tool_calls_of,
)


def _to_ollama(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    names: dict[str, str] = {}
    for i, msg in enumerate(messages):
        where = f"messages[{i}]"
        role = msg.get("role")
        if role not in ("system", "developer", "user", "assistant", "tool"):
            raise MessageError(f"{where}.role: {role!r} is not a chat role.")
        entry: dict[str, Any] = {"role": "system" if role == "developer" else role,
                                 "content": text_of(msg.get("content"), where)}
        if role == "assistant" and msg.get("tool_calls"):
            entry["tool_calls"] = []
            for k, call in enumerate(tool_calls_of(msg, where)):
                fn = call["function"]
                names[str(call.get("id"))] = str(fn.get("name"))
                entry["tool_calls"].append({"function": {
                    "name": fn.get("name"),
                    "arguments": arguments(fn.get("arguments"), f"{where}.tool_calls[{k}]")}})
        if role == "tool" and str(msg.get("tool_call_id")) in names:
            entry["tool_name"] = names[str(msg.get("tool_call_id"))]
        out.append(entry)
    return out


def _ollama_result(data: Mapping[str, Any], text: str, partial: bool) -> ChatResult:
    calls = [{"id": str(c.get("id") or f"call_{uuid.uuid4().hex[:12]}"), "type": "function",
              "function": {"name": str((c.get("function") or {}).get("name")),
                           "arguments": json.dumps((c.get("function") or {}).get("arguments")
                                                   or {})}}
             for c in (data.get("message") or {}).get("tool_calls") or []]
    message: dict[str, Any] = {"role": "assistant", "content": text or (None if calls else "")}
    if calls:
        message["tool_calls"] = calls
    reason = data.get("done_reason")
    return ChatResult(
        message=message, model=str(data.get("model") or ""),
        prompt_tokens=number(data.get("prompt_eval_count")),
        completion_tokens=number(data.get("eval_count")), cached_tokens=None,
        finish_reason="tool_calls" if calls else (
            "length" if reason == "length" else ("stop" if reason else None)),
        partial=partial, raw=dict(data))


class _OllamaDecoder:
    """NDJSON lines to chunks; the last line (``done: true``) carries the counts."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.calls: list[Any] = []
        self.last: dict[str, Any] = {}

    @property
    def done(self) -> bool:
        return bool(self.last.get("done"))

    def feed(self, line: str) -> list[StreamChunk]:
        if not line.strip():
            return []
        data = json_event(line)
        if not isinstance(data, dict):
            return []
        if data.get("error"):
            raise UpstreamError(f"Ollama reported an error mid-stream: {data['error']}",
                                status=200, body=line[:2000])
        self.last = data
        message = data.get("message") or {}
        self.calls += message.get("tool_calls") or []
        piece = str(message.get("content") or "")
        if not piece:
            return []
        self.text.append(piece)
        return [StreamChunk(delta=piece, raw=data)]

    def result(self) -> ChatResult:
        final = {**self.last, "message": {"role": "assistant", "tool_calls": self.calls}}
        return _ollama_result(final, "".join(self.text), partial=not self.done)


class OllamaWire:
    """``POST {root}/api/chat`` (NDJSON streams), models from ``/api/tags``.

    Args:
        num_ctx: the context length to ask Ollama for.

    ``temperature``, ``top_p``, ``seed``, ``stop`` and ``max_tokens`` (as ``num_predict``) go
    into Ollama's ``options``; ``response_format={"type": "json_object"}`` becomes
    ``format: "json"``; other OpenAI-only fields are dropped.
    """

    name = "Ollama"
    path = "/api/chat"
    models_path: str | None = "/api/tags"

    def __init__(self, *, num_ctx: int | None = None) -> None:
        self.num_ctx = num_ctx

    def root(self, base_url: str) -> str:
        return base_url.removesuffix("/v1")

    def headers(self, api_key: str | None, stream: bool) -> dict[str, str]:
        return bearer_headers(api_key, "application/x-ndjson" if stream else "application/json")

    def body(self, model: str, messages: Sequence[Mapping[str, Any]], params: Mapping[str, Any],
             stream: bool) -> dict[str, Any]:
        options: dict[str, Any] = {}
        for name in ("temperature", "top_p", "top_k", "seed"):
            if params.get(name) is not None:
                options[name] = params[name]
        max_tokens = params.get("max_tokens") or params.get("max_completion_tokens")
        if max_tokens:
            options["num_predict"] = max_tokens
        if params.get("stop"):
            stop = params["stop"]
            options["stop"] = [stop] if isinstance(stop, str) else list(stop)
        if self.num_ctx:
            options["num_ctx"] = self.num_ctx
        body: dict[str, Any] = {"model": model, "messages": _to_ollama(messages),
                                "stream": stream}
        if options:
            body["options"] = options
        if params.get("tools"):
            body["tools"] = [dict(t) for t in params["tools"]]
        fmt = params.get("response_format")
        if isinstance(fmt, Mapping) and fmt.get("type") == "json_object":
            body["format"] = "json"
        if params.get("keep_alive") is not None:
            body["keep_alive"] = params["keep_alive"]
        return body

    def reply(self, data: Any) -> ChatResult:
        return _ollama_result(data, str(data["message"].get("content") or ""), partial=False)

    def decoder(self) -> _OllamaDecoder:
        return _OllamaDecoder()

    def models(self, data: Any) -> list[dict[str, Any]]:
        return [{"id": m.get("name") or m.get("model"), "object": "model", "created": 0,
                 "owned_by": "ollama"} for m in data.get("models") or [] if isinstance(m, Mapping)]


class OllamaBackend(HTTPBackend):
    """A :class:`~convmem.providers.base.ChatBackend` for Ollama's native ``POST /api/chat``.

    Args:
        base_url: the server root, default ``http://localhost:11434``.
        model: e.g. ``"llama3.2"``; a request's ``model`` param overrides it.
        api_key: optional bearer token for an Ollama behind an authenticating proxy.
        num_ctx: the context length to ask Ollama for (set it to the ``window`` you give
            :class:`~convmem.Memory`).
        **options: the transport's (see :class:`~convmem.providers.http.HTTPBackend`).
    """

    def __init__(self, base_url: str = "http://localhost:11434", model: str = "llama3.2",
                 api_key: str | None = None, *, num_ctx: int | None = None,
                 **options: Any) -> None:
        super().__init__(OllamaWire(num_ctx=num_ctx), base_url, model, api_key, **options)
