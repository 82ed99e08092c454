"""Provider adapters: the Anthropic Messages API and Ollama's ``/api/chat`` behind the
:class:`~convmem.backend.ChatBackend` protocol (OpenAI-format messages in, ``ChatResult`` out).

Both subclass :class:`~convmem.http.OpenAIBackend` and replace only the wire format (URL,
headers, request body, response parsing, stream decoding), so retries with ``Retry-After``,
error translation (``ContextLengthError`` for "prompt is too long"), key scrubbing and client
ownership behave exactly as for OpenAI-compatible servers.

Anthropic. System messages — the caller's instructions and convmem's pinned-facts block alike —
go to the top-level ``system`` field in order; turns are merged so roles strictly alternate
(tool results travel as ``tool_result`` blocks inside the next user turn); assistant tool calls
become ``tool_use`` blocks. ``cache_control`` marks the end of the system prompt and the end of
the last turn, so a conversation whose context grows by appending reads its prefix from the
prompt cache. Usage: ``prompt_tokens`` is the whole prompt (``input_tokens`` plus cache reads
plus cache writes, which is what calibration must compare with our count), ``cached_tokens`` the
cache reads, and ``raw["usage"]`` keeps Anthropic's own fields (``cache_creation_input_tokens``);
:func:`usage_extra` lifts the cache-write count into a usage record.

Neither provider's tokenizer is available offline, so budgets for them rely on a safety margin
plus calibration from the reported usage (``Memory(safety_margin=0.1)``; ``convmem serve``
sets it for these providers). Ollama's ``prompt_eval_count`` counts only the tokens it had to
evaluate: a prompt served from its KV cache reports less, which can only relax calibration
towards our own count, never overflow it.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from typing import Any

import httpx

from convmem.backend import ChatResult, StreamChunk
from convmem.errors import MessageError, UpstreamError
from convmem.http import OpenAIBackend

__all__ = [
    "AnthropicBackend",
    "AnthropicStream",
    "OllamaBackend",
    "anthropic_result",
    "from_anthropic",
    "to_anthropic",
    "usage_extra",
]

log = logging.getLogger("convmem")

_STOP = {"end_turn": "stop", "stop_sequence": "stop", "max_tokens": "length",
         "tool_use": "tool_calls", "pause_turn": "stop", "refusal": "content_filter"}
_CACHE = {"type": "ephemeral"}


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


# -- Anthropic: messages ---------------------------------------------------------------------

def to_anthropic(messages: Sequence[Mapping[str, Any]], *, cache: bool = True) -> tuple[
        list[dict[str, Any]], list[dict[str, Any]]]:
    """OpenAI chat messages as Anthropic's ``system`` blocks and alternating ``messages``.

    Args:
        messages: OpenAI-format messages (not modified).
        cache: put ``cache_control`` on the last system block and on the last turn's last block.

    Returns:
        ``(system, messages)``: text blocks for the top-level ``system`` field (possibly empty)
        and user/assistant turns that strictly alternate and start with the user.

    Raises:
        MessageError: a message Anthropic cannot take (non-text content, malformed tool call).
    """
    system: list[dict[str, Any]] = []
    turns: list[dict[str, Any]] = []
    for i, msg in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(msg, Mapping):
            raise MessageError(f"{where}: expected an object.")
        role = msg.get("role")
        if role in ("system", "developer"):
            if text := _text(msg.get("content"), where):
                system.append({"type": "text", "text": text})
            continue
        blocks: list[dict[str, Any]] = []
        if role == "tool":
            blocks.append({"type": "tool_result", "tool_use_id": str(msg.get("tool_call_id")),
                           "content": _text(msg.get("content"), where)})
        elif role in ("user", "assistant"):
            if text := _text(msg.get("content"), where):
                blocks.append({"type": "text", "text": text})
            for k, call in enumerate(_calls(msg, where) if role == "assistant" else []):
                fn = call["function"]
                blocks.append({"type": "tool_use", "id": str(call.get("id") or f"call_{k}"),
                               "name": str(fn.get("name")),
                               "input": _arguments(fn.get("arguments"),
                                                   f"{where}.tool_calls[{k}]")})
        else:
            raise MessageError(f"{where}.role: {role!r} is not a chat role.")
        if not blocks:  # Anthropic rejects empty text blocks; an empty reply says nothing
            continue
        speaker = "assistant" if role == "assistant" else "user"
        if turns and turns[-1]["role"] == speaker:
            turns[-1]["content"].extend(blocks)
        else:
            turns.append({"role": speaker, "content": blocks})
    if turns and turns[0]["role"] != "user":
        # The window can start on a reply; Anthropic wants the user first.
        turns.insert(0, {"role": "user", "content": [
            {"type": "text", "text": "[earlier conversation omitted]"}]})
    last = next((m.get("role") for m in reversed(messages) if m.get("role") not in (
        "system", "developer")), None)
    if last in ("user", "tool", None) and (not turns or turns[-1]["role"] != "user"):
        # An empty new message: a final assistant turn would read as a prefill to continue.
        turns.append({"role": "user", "content": [{"type": "text", "text": "[empty message]"}]})
    if cache:
        if system:
            system[-1]["cache_control"] = dict(_CACHE)
        if turns:
            turns[-1]["content"][-1]["cache_control"] = dict(_CACHE)
    return system, turns


def _block_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(str(b.get("text", "")) for b in content
                         if isinstance(b, Mapping) and b.get("type") == "text")
    return ""


def from_anthropic(system: Any, messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Anthropic ``system`` + ``messages`` as OpenAI chat messages (the inverse of
    :func:`to_anthropic`, for recording requests made with the Anthropic SDK).

    Raises:
        MessageError: a block other than text, tool_use or tool_result.
    """
    out: list[dict[str, Any]] = []
    if isinstance(system, str | list) and (text := _block_text(system)):
        out.append({"role": "system", "content": text})
    for i, msg in enumerate(messages):
        role, content = msg.get("role"), msg.get("content")
        if isinstance(content, str):
            out.append({"role": role, "content": content})
            continue
        texts: list[str] = []
        calls: list[dict[str, Any]] = []
        for k, block in enumerate(content or []):
            kind = block.get("type") if isinstance(block, Mapping) else None
            if kind == "text":
                texts.append(str(block.get("text", "")))
            elif kind == "tool_use" and role == "assistant":
                calls.append({"id": block.get("id"), "type": "function", "function": {
                    "name": block.get("name"), "arguments": json.dumps(block.get("input") or {})}})
            elif kind == "tool_result" and role == "user":
                out.append({"role": "tool", "tool_call_id": block.get("tool_use_id"),
                            "content": _block_text(block.get("content"))})
            else:
                raise MessageError(f"messages[{i}].content[{k}]: block type {kind!r} cannot be "
                                   "recorded; convmem keeps text, tool_use and tool_result.")
        if texts or calls:
            message: dict[str, Any] = {"role": role, "content": "\n".join(texts) or None}
            if calls:
                message["tool_calls"] = calls
            out.append(message)
    return out


def _tools(tools: Any) -> list[dict[str, Any]]:
    out = []
    for i, tool in enumerate(tools or []):
        fn = tool.get("function") if isinstance(tool, Mapping) else None
        if not isinstance(fn, Mapping) or not isinstance(fn.get("name"), str):
            raise MessageError(f"tools[{i}]: expected {{'type': 'function', 'function': "
                               "{'name': ..., 'parameters': {...}}}.")
        entry = {"name": fn["name"], "input_schema": fn.get("parameters") or {"type": "object"}}
        if fn.get("description"):
            entry["description"] = fn["description"]
        out.append(entry)
    return out


def _tool_choice(choice: Any, parallel: Any) -> dict[str, Any] | None:
    out: dict[str, Any] | None
    if choice in (None, "auto"):
        out = {"type": "auto"} if parallel is False else None
    elif choice == "required":
        out = {"type": "any"}
    elif choice == "none":
        out = {"type": "none"}
    elif isinstance(choice, Mapping) and isinstance(choice.get("function"), Mapping):
        out = {"type": "tool", "name": choice["function"].get("name")}
    else:
        raise MessageError(f"tool_choice={choice!r}: use 'auto', 'none', 'required' or "
                           "{'type': 'function', 'function': {'name': ...}}.")
    if out is not None and parallel is False:
        out["disable_parallel_tool_use"] = True
    return out


def _num(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def anthropic_result(data: Mapping[str, Any], *, start: float | None = None,
                     ttft_ms: float | None = None, partial: bool = False) -> ChatResult:
    """A ChatResult from an Anthropic ``Message`` object (a response body or a streamed
    message assembled by :class:`AnthropicStream`)."""
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for block in data.get("content") or []:
        if block.get("type") == "text":
            texts.append(str(block.get("text", "")))
        elif block.get("type") == "tool_use":
            calls.append({"id": str(block.get("id")), "type": "function", "function": {
                "name": str(block.get("name")),
                "arguments": json.dumps(block.get("input") or {})}})
    message: dict[str, Any] = {"role": "assistant", "content": "".join(texts) or (
        None if calls else "")}
    if calls:
        message["tool_calls"] = calls
    usage = data.get("usage") or {}
    read, write = _num(usage.get("cache_read_input_tokens")), _num(
        usage.get("cache_creation_input_tokens"))
    fresh = _num(usage.get("input_tokens"))
    prompt = None if fresh is None else fresh + (read or 0) + (write or 0)
    return ChatResult(
        message=message, model=str(data.get("model") or ""), prompt_tokens=prompt,
        completion_tokens=_num(usage.get("output_tokens")), cached_tokens=read,
        latency_ms=(time.perf_counter() - start) * 1000.0 if start is not None else None,
        ttft_ms=ttft_ms, finish_reason=_STOP.get(str(data.get("stop_reason")),
                                                 data.get("stop_reason")),
        partial=partial, raw=dict(data))


def usage_extra(result: ChatResult) -> dict[str, Any]:
    """Provider usage beyond the common fields, for :class:`~convmem.records.Usage.extra`:
    Anthropic's cache writes (``cache_creation_input_tokens``)."""
    usage = result.raw.get("usage") if isinstance(result.raw, Mapping) else None
    if isinstance(usage, Mapping) and _num(usage.get("cache_creation_input_tokens")) is not None:
        return {"cache_creation_tokens": usage["cache_creation_input_tokens"]}
    return {}


class AnthropicStream:
    """Assembles Anthropic stream events (``message_start``, ``content_block_*``,
    ``message_delta``, ``message_stop``) into a message; shared with the SDK wrapper."""

    def __init__(self, start: float | None = None) -> None:
        self.start = time.perf_counter() if start is None else start
        self.message: dict[str, Any] = {"content": [], "usage": {}}
        self.partial_json: dict[int, list[str]] = {}
        self.ttft_ms: float | None = None
        self.done = False

    def feed(self, event: Mapping[str, Any]) -> StreamChunk | None:
        """Take one event; return a chunk for text and tool-input deltas, else ``None``.

        Raises:
            UpstreamError: an ``error`` event (e.g. ``overloaded_error`` mid-stream).
        """
        kind = event.get("type")
        if kind == "message_start":
            start = dict(event.get("message") or {})
            start["content"] = []
            start["usage"] = dict(start.get("usage") or {})
            self.message = start
        elif kind == "content_block_start":
            block = dict(event.get("content_block") or {})
            self.message["content"].append(block)
            if block.get("type") == "tool_use":
                self.partial_json[len(self.message["content"]) - 1] = []
        elif kind == "content_block_delta":
            delta = event.get("delta") or {}
            blocks = self.message["content"]
            index = int(event.get("index", len(blocks) - 1))
            if not 0 <= index < len(blocks):
                return None
            if self.ttft_ms is None:
                self.ttft_ms = (time.perf_counter() - self.start) * 1000.0
            if delta.get("type") == "text_delta":
                text = str(delta.get("text", ""))
                blocks[index]["text"] = blocks[index].get("text", "") + text
                return StreamChunk(delta=text, raw=dict(event))
            if delta.get("type") == "input_json_delta":
                self.partial_json.setdefault(index, []).append(str(delta.get("partial_json")))
                return StreamChunk(raw=dict(event))
        elif kind == "content_block_stop":
            index = int(event.get("index", -1))
            parts = self.partial_json.pop(index, None)
            if parts is not None and 0 <= index < len(self.message["content"]):
                try:
                    self.message["content"][index]["input"] = json.loads("".join(parts) or "{}")
                except ValueError:
                    self.message["content"][index]["input"] = {}
        elif kind == "message_delta":
            delta = event.get("delta") or {}
            if delta.get("stop_reason"):
                self.message["stop_reason"] = delta["stop_reason"]
            self.message["usage"].update({k: v for k, v in (event.get("usage") or {}).items()
                                          if v is not None})
        elif kind == "message_stop":
            self.done = True
        elif kind == "error":
            err = event.get("error") or {}
            raise UpstreamError(f"Anthropic reported an error mid-stream: "
                                f"{err.get('type')}: {err.get('message')}", status=200,
                                body=json.dumps(dict(event))[:2000])
        return None

    def result(self) -> ChatResult:
        """The reply so far; ``partial`` unless ``message_stop`` arrived."""
        return anthropic_result(self.message, start=self.start, ttft_ms=self.ttft_ms,
                                partial=not self.done)


def _json_line(backend: OpenAIBackend, data: str) -> Any:
    try:
        return json.loads(data)
    except ValueError as exc:
        raise UpstreamError(f"{backend.url} sent a stream event that is not JSON: "
                            f"{backend._scrub(data[:200])!r}", status=200) from exc


class _AnthropicDecoder:
    """Server-sent events to chunks (Anthropic's ``data:`` lines carry the event type)."""

    def __init__(self, backend: OpenAIBackend, start: float) -> None:
        self.backend, self.state, self.data = backend, AnthropicStream(start), list[str]()

    @property
    def done(self) -> bool:
        return self.state.done

    def line(self, line: str) -> list[StreamChunk]:
        if line.startswith("data:"):
            self.data.append(line[5:].removeprefix(" "))
            return []
        if line or not self.data:
            return []  # "event:" lines repeat the type that the data carries
        event = _json_line(self.backend, "\n".join(self.data))
        self.data = []
        chunk = self.state.feed(event) if isinstance(event, dict) else None
        return [chunk] if chunk is not None else []

    def final(self) -> StreamChunk:
        return StreamChunk(raw=self.state.message, result=self.state.result())


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


class _Adapter(OpenAIBackend):
    """Streaming and model listing shared by the adapters; subclasses set the wire format."""

    models_url: str
    _decoder: type[_AnthropicDecoder] | type[_OllamaDecoder]

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


class AnthropicBackend(_Adapter):
    """A :class:`~convmem.backend.ChatBackend` for Anthropic's ``POST /v1/messages``.

    Args:
        base_url: the API root, ``https://api.anthropic.com`` (a trailing ``/v1`` is accepted).
        model: e.g. ``"claude-sonnet-4-5"``; a request's ``model`` param overrides it.
        api_key: sent as ``x-api-key``; never logged or shown.
        max_tokens: the reply cap when the request gives none (Anthropic requires one).
        version: the ``anthropic-version`` header.
        cache: mark the stable prefix with ``cache_control`` (prompt caching).
        **options: as for :class:`~convmem.http.OpenAIBackend` (clients, timeout, retries …).

    OpenAI request fields that Anthropic has no equivalent for (``n``, ``logprobs``,
    ``presence_penalty`` …) are dropped; ``stop`` becomes ``stop_sequences``, ``user``
    becomes ``metadata.user_id``, tools and ``tool_choice`` are translated.
    """

    _decoder = _AnthropicDecoder

    def __init__(self, base_url: str = "https://api.anthropic.com",
                 model: str = "claude-sonnet-4-5", api_key: str | None = None, *,
                 max_tokens: int = 1024, version: str = "2023-06-01", cache: bool = True,
                 **options: Any) -> None:
        super().__init__(base_url, model, api_key, **options)
        root = self.base_url.removesuffix("/v1")
        self.url = f"{root}/v1/messages"
        self.models_url = f"{root}/v1/models"
        self.max_tokens = max_tokens
        self.version = version
        self.cache = cache

    def __repr__(self) -> str:
        key = "'***'" if self._key else "None"
        return f"AnthropicBackend(url={self.url!r}, model={self.model!r}, api_key={key})"

    def _headers(self, stream: bool) -> dict[str, str]:
        out = super()._headers(stream)
        out.pop("Authorization", None)
        out["anthropic-version"] = self.version
        if self._key is not None:
            out["x-api-key"] = self._key.reveal()
        return out

    def _body(self, messages: Sequence[Mapping[str, Any]], params: Mapping[str, Any],
              stream: bool) -> dict[str, Any]:
        system, turns = to_anthropic(messages, cache=self.cache)
        max_tokens = params.get("max_tokens") or params.get("max_completion_tokens")
        body: dict[str, Any] = {"model": params.get("model") or self.model,
                                "max_tokens": max_tokens or self.max_tokens, "messages": turns}
        if system:
            body["system"] = system
        for name in ("temperature", "top_p", "top_k"):
            if params.get(name) is not None:
                body[name] = params[name]
        stop = params.get("stop")
        if stop:
            body["stop_sequences"] = [stop] if isinstance(stop, str) else list(stop)
        if isinstance(params.get("user"), str):
            body["metadata"] = {"user_id": params["user"]}
        if params.get("tools"):
            body["tools"] = _tools(params["tools"])
            choice = _tool_choice(params.get("tool_choice"), params.get("parallel_tool_calls"))
            if choice is not None:
                body["tool_choice"] = choice
        if stream:
            body["stream"] = True
        return body

    def _parse(self, response: httpx.Response, start: float) -> ChatResult:
        try:
            data = response.json()
            if not isinstance(data, dict) or not isinstance(data.get("content"), list):
                raise ValueError("no content list")
        except ValueError as exc:
            raise UpstreamError(f"{self.url} answered HTTP {response.status_code} with a body "
                                f"that is not an Anthropic message ({exc}).",
                                status=response.status_code,
                                body=self._scrub(response.text[:2000])) from exc
        return anthropic_result(data, start=start)

    def _model_list(self, data: Any) -> list[dict[str, Any]]:
        return [{"id": m.get("id"), "object": "model", "created": 0, "owned_by": "anthropic"}
                for m in data.get("data") or [] if isinstance(m, Mapping)]


# -- Ollama ----------------------------------------------------------------------------------

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
