"""What the provider wire formats share: reading OpenAI-format content and tool calls for a
provider that wants plain text and JSON objects, and reading server-sent events."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from convmem.errors import MessageError, UpstreamError

__all__ = ["SSE", "arguments", "bearer_headers", "json_event", "number", "text_of",
           "tool_calls_of"]


def text_of(content: Any, where: str) -> str:
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


def arguments(raw: Any, where: str) -> dict[str, Any]:
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


def tool_calls_of(message: Mapping[str, Any], where: str) -> list[Mapping[str, Any]]:
    """An OpenAI message's tool calls, checked for the shape the translators read."""
    calls = message.get("tool_calls") or []
    if not isinstance(calls, list) or not all(
            isinstance(c, Mapping) and isinstance(c.get("function"), Mapping) for c in calls):
        raise MessageError(f"{where}.tool_calls: expected a list of "
                           '{"id": ..., "function": {"name": ..., "arguments": ...}} objects.')
    return calls


def bearer_headers(api_key: str | None, accept: str) -> dict[str, str]:
    """JSON request headers with an optional ``Authorization: Bearer`` key."""
    out = {"Content-Type": "application/json", "Accept": accept}
    if api_key:
        out["Authorization"] = f"Bearer {api_key}"
    return out


def number(value: Any) -> int | None:
    """An integer field of a provider's usage, ``None`` when absent or not an integer."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def json_event(data: str) -> Any:
    """One streamed event's JSON.

    Raises:
        UpstreamError: the event is not JSON.
    """
    try:
        return json.loads(data)
    except ValueError as exc:
        raise UpstreamError(f"the stream sent an event that is not JSON: {data[:200]!r}",
                            status=200, body=data[:2000]) from exc


class SSE:
    """Server-sent events, line by line: returns each event's data when the event ends."""

    def __init__(self) -> None:
        self.data: list[str] = []

    def line(self, line: str) -> str | None:
        """Take one line; the event's data when this (empty) line ends an event."""
        if not line:
            out, self.data = self.data, []
            return "\n".join(out) if out else None
        if line.startswith("data:"):
            self.data.append(line[5:].removeprefix(" "))
        return None  # comments (":"), "event:", "id:" and "retry:" lines carry nothing we use
