"""The Anthropic Messages API behind the :class:`~convmem.providers.base.ChatBackend` protocol.

What lives here: the message translation both ways (:func:`to_anthropic` for requests,
:func:`from_anthropic` for recording requests made with the Anthropic SDK), tools and
``tool_choice``, reading a ``Message`` into a ``ChatResult`` (:func:`anthropic_result`), the
stream assembler :class:`AnthropicStream` shared with the SDK wrapper (:mod:`convmem.chat.sdk`),
the wire format and :class:`AnthropicBackend`.

System messages — the caller's instructions and convmem's pinned-facts block alike — go to the
top-level ``system`` field in order; turns are merged so roles strictly alternate (tool results
travel as ``tool_result`` blocks inside the next user turn); assistant tool calls become
``tool_use`` blocks. ``cache_control`` marks the end of the system prompt and the end of the last
turn, so a conversation whose context grows by appending reads its prefix from the prompt cache.
Usage: ``prompt_tokens`` is the whole prompt (``input_tokens`` plus cache reads plus cache
writes, which is what calibration must compare with our count), ``cached_tokens`` the cache
reads, and ``raw["usage"]`` keeps Anthropic's own fields;
:func:`~convmem.providers.base.usage_extra` lifts the cache-write count into a usage record.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from convmem.errors import MessageError, UpstreamError
from convmem.providers.base import ChatResult, StreamChunk
from convmem.providers.http import HTTPBackend
from convmem.providers.wire import arguments, json_event, number, text_of, tool_calls_of

_STOP = {"end_turn": "stop", "stop_sequence": "stop", "max_tokens": "length",
         "tool_use": "tool_calls", "pause_turn": "stop", "refusal": "content_filter"}
_CACHE = {"type": "ephemeral"}


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
            if text := text_of(msg.get("content"), where):
                system.append({"type": "text", "text": text})
            continue
        blocks: list[dict[str, Any]] = []
        if role == "tool":
            blocks.append({"type": "tool_result", "tool_use_id": str(msg.get("tool_call_id")),
                           "content": text_of(msg.get("content"), where)})
        elif role in ("user", "assistant"):
            if text := text_of(msg.get("content"), where):
                blocks.append({"type": "text", "text": text})
            for k, call in enumerate(tool_calls_of(msg, where) if role == "assistant" else []):
                fn = call["function"]
                blocks.append({"type": "tool_use", "id": str(call.get("id") or f"call_{k}"),
                               "name": str(fn.get("name")),
                               "input": arguments(fn.get("arguments"),
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


def anthropic_result(data: Mapping[str, Any], *, partial: bool = False) -> ChatResult:
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
    read, write = number(usage.get("cache_read_input_tokens")), number(
        usage.get("cache_creation_input_tokens"))
    fresh = number(usage.get("input_tokens"))
    prompt = None if fresh is None else fresh + (read or 0) + (write or 0)
    return ChatResult(
        message=message, model=str(data.get("model") or ""), prompt_tokens=prompt,
        completion_tokens=number(usage.get("output_tokens")), cached_tokens=read,
        finish_reason=_STOP.get(str(data.get("stop_reason")), data.get("stop_reason")),
        partial=partial, raw=dict(data))


class AnthropicStream:
    """Assembles Anthropic stream events (``message_start``, ``content_block_*``,
    ``message_delta``, ``message_stop``) into a message; shared with the SDK wrapper."""

    def __init__(self) -> None:
        self.message: dict[str, Any] = {"content": [], "usage": {}}
        self.partial_json: dict[int, list[str]] = {}
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
        return anthropic_result(self.message, partial=not self.done)


class _AnthropicDecoder:
    """Server-sent events to chunks (Anthropic's ``data:`` lines carry the event type)."""

    def __init__(self) -> None:
        self.state, self.data = AnthropicStream(), list[str]()

    @property
    def done(self) -> bool:
        return self.state.done

    def feed(self, line: str) -> list[StreamChunk]:
        if line.startswith("data:"):
            self.data.append(line[5:].removeprefix(" "))
            return []
        if line or not self.data:
            return []  # "event:" lines repeat the type that the data carries
        event = json_event("\n".join(self.data))
        self.data = []
        chunk = self.state.feed(event) if isinstance(event, dict) else None
        return [chunk] if chunk is not None else []

    def result(self) -> ChatResult:
        return self.state.result()


class AnthropicWire:
    """``POST {root}/v1/messages`` with ``x-api-key``; see the module docstring.

    Args:
        max_tokens: the reply cap when the request gives none (Anthropic requires one).
        version: the ``anthropic-version`` header.
        cache: mark the stable prefix with ``cache_control`` (prompt caching).
    """

    name = "Anthropic"
    path = "/v1/messages"
    models_path: str | None = "/v1/models"

    def __init__(self, *, max_tokens: int = 1024, version: str = "2023-06-01",
                 cache: bool = True) -> None:
        self.max_tokens, self.version, self.cache = max_tokens, version, cache

    def root(self, base_url: str) -> str:
        return base_url.removesuffix("/v1")

    def headers(self, api_key: str | None, stream: bool) -> dict[str, str]:
        out = {"Content-Type": "application/json", "anthropic-version": self.version,
               "Accept": "text/event-stream" if stream else "application/json"}
        if api_key:
            out["x-api-key"] = api_key
        return out

    def body(self, model: str, messages: Sequence[Mapping[str, Any]], params: Mapping[str, Any],
             stream: bool) -> dict[str, Any]:
        system, turns = to_anthropic(messages, cache=self.cache)
        max_tokens = params.get("max_tokens") or params.get("max_completion_tokens")
        body: dict[str, Any] = {"model": model, "max_tokens": max_tokens or self.max_tokens,
                                "messages": turns}
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

    def reply(self, data: Any) -> ChatResult:
        if not isinstance(data, dict) or not isinstance(data.get("content"), list):
            raise ValueError("no content list")
        return anthropic_result(data)

    def decoder(self) -> _AnthropicDecoder:
        return _AnthropicDecoder()

    def models(self, data: Any) -> list[dict[str, Any]]:
        return [{"id": m.get("id"), "object": "model", "created": 0, "owned_by": "anthropic"}
                for m in data.get("data") or [] if isinstance(m, Mapping)]


class AnthropicBackend(HTTPBackend):
    """A :class:`~convmem.providers.base.ChatBackend` for Anthropic's ``POST /v1/messages``.

    Args:
        base_url: the API root, ``https://api.anthropic.com`` (a trailing ``/v1`` is accepted).
        model: e.g. ``"claude-sonnet-4-5"``; a request's ``model`` param overrides it.
        api_key: sent as ``x-api-key``; never logged or shown.
        max_tokens / version / cache: see :class:`AnthropicWire`.
        **options: the transport's (clients, timeout, retries …; see
            :class:`~convmem.providers.http.HTTPBackend`).

    OpenAI request fields that Anthropic has no equivalent for (``n``, ``logprobs``,
    ``presence_penalty`` …) are dropped; ``stop`` becomes ``stop_sequences``, ``user``
    becomes ``metadata.user_id``, tools and ``tool_choice`` are translated.
    """

    def __init__(self, base_url: str = "https://api.anthropic.com",
                 model: str = "claude-sonnet-4-5", api_key: str | None = None, *,
                 max_tokens: int = 1024, version: str = "2023-06-01", cache: bool = True,
                 **options: Any) -> None:
        super().__init__(AnthropicWire(max_tokens=max_tokens, version=version, cache=cache),
                         base_url, model, api_key, **options)
