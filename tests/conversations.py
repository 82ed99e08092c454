"""Hypothesis strategies for generated conversations: every role, tool calls (some left
unanswered), CJK and emoji, empty and huge messages."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

_WORDS = ["peanut", "muffin", "flour", "Montreal", "appointment", "ok", "thanks", "the", "a",
          "我对花生过敏", "你好", "面包", "🍞", "🥜", "👍🏽", "naïve", "<|endoftext|>", "\n", "  "]

any_texts = st.one_of(
    st.just(""),
    st.lists(st.sampled_from(_WORDS), min_size=1, max_size=40).map(" ".join),
    st.text(max_size=200),
    st.lists(st.sampled_from(_WORDS), min_size=300, max_size=900).map(" ".join),  # huge
)
# What a user may say: anything but blank (convmem rejects an empty user message).
texts = any_texts.map(lambda t: t if t.strip() else f"ok{t}")
names = st.one_of(st.none(), st.from_regex(r"[A-Za-z0-9_-]{1,12}", fullmatch=True))


@st.composite
def turns(draw: st.DrawFn, index: int) -> list[dict[str, Any]]:
    """One turn: a user message and what follows it."""
    out: list[dict[str, Any]] = []
    if draw(st.integers(0, 9)) == 0:
        out.append({"role": draw(st.sampled_from(["system", "developer"])),
                    "content": draw(any_texts)})
    user: dict[str, Any] = {"role": "user", "content": draw(texts)}
    if draw(st.booleans()):
        user["content"] = [{"type": "text", "text": draw(texts)}]
    name = draw(names)
    if name:
        user["name"] = name
    out.append(user)
    kind = draw(st.sampled_from(["reply", "reply", "tools", "tools_unanswered", "none"]))
    if kind == "reply":
        out.append({"role": "assistant", "content": draw(any_texts)})
    elif kind.startswith("tools"):
        n = draw(st.integers(1, 3))
        calls = [{"id": f"call_{index}_{k}", "type": "function",
                  "function": {"name": "lookup", "arguments": json.dumps({"q": draw(texts)})}}
                 for k in range(n)]
        out.append({"role": "assistant", "content": None, "tool_calls": calls})
        answered = calls if kind == "tools" else calls[: draw(st.integers(0, n - 1))]
        out.extend({"role": "tool", "tool_call_id": c["id"], "content": draw(any_texts)}
                   for c in answered)
        if kind == "tools":
            out.append({"role": "assistant", "content": draw(any_texts)})
    return out


@st.composite
def conversations(draw: st.DrawFn, max_turns: int = 25) -> list[dict[str, Any]]:
    """A whole conversation as a list of OpenAI-format dicts."""
    n = draw(st.integers(0, max_turns))
    return [m for i in range(n) for m in draw(turns(i))]
