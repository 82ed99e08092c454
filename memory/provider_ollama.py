"""Ollama's native ``POST /api/chat`` behind the :class:`~convmem.backend.ChatBackend` protocol:
message and option translation, NDJSON stream decoding, and :class:`OllamaBackend`.

Why the split is here: one module per provider keeps each under ~600 lines; what both share is
in :mod:`convmem.provider_base`. Import :class:`OllamaBackend` from :mod:`convmem.providers`.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

import httpx

from convmem.backend import ChatResult, StreamChunk
from convmem.errors import MessageError, UpstreamError
from convmem.http import OpenAIBackend
from convmem.provider_base import _Adapter, _arguments, _calls, _json_line, _num, _text


def _to_ollama(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    names: dict[str, str] = {}
    for i, msg in enumerate(messages):
        where = f"messages[{i}]"
        role = msg.get("role")
        if role not in ("system", "developer", "user", "assistant", "tool"):
            raise MessageError(f"{where}.role: {role!r} is not a chat role.")
        entry: dict[str, Any] = {"role": "system" if role == "developer" else role,
                                 "content": _text(msg.get("content"), where)}
        if role == "assistant" and msg.get("tool_calls"):
            entry["tool_calls"] = []
            for k, call in enumerate(_calls(msg, where)):
                fn = call["function"]
                names[str(call.get("id"))] = str(fn.get("name"))
                entry["tool_calls"].append({"function": {
                    "name": fn.get("name"),
                    "arguments": _arguments(fn.get("arguments"), f"{where}.tool_calls[{k}]")}})
        if role == "tool" and str(msg.get("tool_call_id")) in names:
            entry["tool_name"] = names[str(msg.get("tool_call_id"))]
        out.append(entry)
    return out


def _ollama_result(data: Mapping[str, Any], text: str, start: float, ttft_ms: float | None,
                   partial: bool) -> ChatResult:
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
        prompt_tokens=_num(data.get("prompt_eval_count")),
        completion_tokens=_num(data.get("eval_count")), cached_tokens=None,
        latency_ms=(time.perf_counter() - start) * 1000.0, ttft_ms=ttft_ms,
        finish_reason="tool_calls" if calls else (
            "length" if reason == "length" else ("stop" if reason else None)),
        partial=partial, raw=dict(data))


class _OllamaDecoder:
    """NDJSON lines to chunks; the last line (``done: true``) carries the counts."""

    def __init__(self, backend: OpenAIBackend, start: float) -> None:
        self.backend, self.start = backend, start
        self.text: list[str] = []
        self.calls: list[Any] = []
        self.last: dict[str, Any] = {}
        self.ttft_ms: float | None = None

    @property
    def done(self) -> bool:
        return bool(self.last.get("done"))

    def line(self, line: str) -> list[StreamChunk]:
        if not line.strip():
            return []
        data = _json_line(self.backend, line)
        if not isinstance(data, dict):
            return []
        if data.get("error"):
            raise UpstreamError(f"{self.backend.url} reported an error mid-stream: "
                                f"{data['error']}", status=200,
                                body=self.backend._scrub(line[:2000]))
        self.last = data
        message = data.get("message") or {}
        self.calls += message.get("tool_calls") or []
        piece = str(message.get("content") or "")
        if not piece:
            return []
        self.text.append(piece)
        if self.ttft_ms is None:
            self.ttft_ms = (time.perf_counter() - self.start) * 1000.0
        return [StreamChunk(delta=piece, raw=data)]

    def final(self) -> StreamChunk:
        final = {**self.last, "message": {"role": "assistant", "tool_calls": self.calls}}
        return StreamChunk(raw=self.last, result=_ollama_result(
            final, "".join(self.text), self.start, self.ttft_ms, partial=not self.done))


class OllamaBackend(_Adapter):
    """A :class:`~convmem.backend.ChatBackend` for Ollama's native ``POST /api/chat``
    (NDJSON streaming).

    Args:
        base_url: the server root, default ``http://localhost:11434``.
        model: e.g. ``"llama3.2"``; a request's ``model`` param overrides it.
        api_key: optional bearer token for an Ollama behind an authenticating proxy.
        num_ctx: the context length to ask Ollama for (it silently truncates prompts beyond its
            default, so set it to the ``window`` you give :class:`~convmem.Memory`).
        **options: as for :class:`~convmem.http.OpenAIBackend`.

    ``temperature``, ``top_p``, ``seed``, ``stop`` and ``max_tokens`` (as ``num_predict``) go
    into Ollama's ``options``; ``response_format={"type": "json_object"}`` becomes
    ``format: "json"``; other OpenAI-only fields are dropped.
    """

    _decoder = _OllamaDecoder

    def __init__(self, base_url: str = "http://localhost:11434", model: str = "llama3.2",
                 api_key: str | None = None, *, num_ctx: int | None = None,
                 **options: Any) -> None:
        super().__init__(base_url, model, api_key, **options)
        root = self.base_url.removesuffix("/v1")
        self.url = f"{root}/api/chat"
        self.models_url = f"{root}/api/tags"
        self.num_ctx = num_ctx

    def __repr__(self) -> str:
        return f"OllamaBackend(url={self.url!r}, model={self.model!r})"

    def _headers(self, stream: bool) -> dict[str, str]:
        out = super()._headers(stream)
        out["Accept"] = "application/x-ndjson" if stream else "application/json"
        return out

    def _body(self, messages: Sequence[Mapping[str, Any]], params: Mapping[str, Any],
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
        body: dict[str, Any] = {"model": params.get("model") or self.model,
                                "messages": _to_ollama(messages), "stream": stream}
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

    def _parse(self, response: httpx.Response, start: float) -> ChatResult:
        try:
            data = response.json()
            text = data["message"].get("content") or ""
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise UpstreamError(f"{self.url} answered HTTP {response.status_code} with a body "
                                f"that is not an Ollama chat response ({exc}).",
                                status=response.status_code,
                                body=self._scrub(response.text[:2000])) from exc
        return _ollama_result(data, str(text), start, None, partial=False)

    def _model_list(self, data: Any) -> list[dict[str, Any]]:
        return [{"id": m.get("name") or m.get("model"), "object": "model", "created": 0,
                 "owned_by": "ollama"} for m in data.get("models") or [] if isinstance(m, Mapping)]
