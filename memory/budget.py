"""The budget guard: the one place that makes a context fit and keeps it API-valid.

Strategies propose; the guard disposes. Whatever a strategy returns, :func:`enforce` recounts
every part exactly, removes what would make the request invalid for chat APIs (a reply without
its user turn at the start, a tool call without all its results, a result without its call),
and cuts until the prompt fits the limit, in this order:

1. retrieved turns, least relevant first (they are a bonus on top of the story so far);
2. the summary, shortened middle-out;
3. recent turns, oldest turn first; the newest turn is shortened middle-out rather than lost.

Instructions (system/developer messages), the new message and the pinned facts are placed
first and never dropped: the facts get their own cap before the rest is fitted. A new message
that cannot fit raises :class:`BudgetError` with the numbers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from convmem.errors import BudgetError
from convmem.messages import Message, turn_groups
from convmem.strategies.base import Selection
from convmem.tokens import REPLY_PRIMING, TokenCounter

__all__ = ["Assembly", "enforce", "render_retrieved", "render_summary"]

MARKER = "\n[… {n} tokens cut by convmem to fit the context window …]\n"
FactsRenderer = Callable[[int], tuple[Message | None, list[str], list[str]]]


def render_summary(text: str, covers: tuple[int, int] | None) -> Message:
    """The summary block: a system message that says what it stands for."""
    span = f" (messages {covers[0]}–{covers[1] - 1})" if covers else ""
    return Message(role="system", content=f"Summary of the earlier conversation{span}:\n{text}")


def render_retrieved(messages: Sequence[Message]) -> Message:
    """The retrieved block: earlier turns quoted as data, oldest first, with their times."""
    lines = ["Earlier turns of this conversation that may be relevant (quoted, oldest first):"]
    for m in messages:
        # A turn of another conversation of the same user (user-scoped retrieval) has no seq here.
        where = f"#{m.seq}" if m.seq is not None else "other conversation"
        when = f" {m.time}" if m.time else ""
        lines.append(f"[{where}{when} {m.role}] {json.dumps(m.text, ensure_ascii=False)}")
    return Message(role="system", content="\n".join(lines))


@dataclass
class Assembly:
    """The guard's result: messages in order and where their tokens went."""

    messages: list[Message]
    tokens: int
    split: dict[str, int]
    kept: list[int]
    retrieved: list[int]
    summarized: tuple[int, int] | None
    shortened: list[int] = field(default_factory=list)
    invalid: dict[int, str] = field(default_factory=dict)
    facts_pinned: list[str] = field(default_factory=list)
    facts_omitted: list[str] = field(default_factory=list)
    summary_cut: bool = False


def _counted(counter: TokenCounter, m: Message) -> Message:
    if m.tokens is not None and m.encoding == counter.encoding_name:
        return m
    return replace(m, tokens=counter.count_message(m), encoding=counter.encoding_name)


def _shorten(counter: TokenCounter, m: Message, max_tokens: int) -> Message | None:
    """``m`` cut middle-out to cost at most ``max_tokens``, or None if its text can't absorb it."""
    if m.content is None:
        return None
    framing = counter.count_message(m.with_text(""))
    room = max_tokens - framing
    cut = max(0, counter.count_text(m.text) - room)
    # In a tiny room the full marker would eat everything: fall back to a bare ellipsis.
    marker = MARKER.format(n=cut)
    if room < counter.count_text(marker) + 8:
        marker = " […] "
    if room < counter.count_text(marker):
        return None
    text = counter.truncate_middle(m.text, room, marker)
    return _counted(counter, m.with_text(text))


def _valid_groups(messages: Sequence[Message], invalid: dict[int, str]) -> list[list[Message]]:
    """Turn groups that start with a user message and whose tool calls are complete."""
    out: list[list[Message]] = []
    for group in turn_groups(list(messages)):
        if group[0].role != "user":
            for m in group:
                invalid[m.seq if m.seq is not None else -1] = "turn does not start with a user"
            continue
        calls = {c["id"]: m for m in group for c in (m.tool_calls or ())}
        answered = {m.tool_call_id for m in group if m.role == "tool"}
        broken = {id(m) for m in calls.values()
                  if any(c["id"] not in answered for c in (m.tool_calls or ()))}
        broken_ids = {c["id"] for m in calls.values() if id(m) in broken
                      for c in m.tool_calls or ()}
        kept: list[Message] = []
        for m in group:
            if id(m) in broken:
                reason = "tool call without all its results"
            elif m.role == "tool" and (m.tool_call_id not in calls or m.tool_call_id in broken_ids):
                reason = "tool result without its call"
            else:
                kept.append(m)
                continue
            invalid[m.seq if m.seq is not None else -1] = reason
        out.append(kept)
    return out


def enforce(
    *,
    counter: TokenCounter,
    limit: int,
    instructions: Sequence[Message],
    new: Sequence[Message],
    selection: Selection,
    facts: FactsRenderer | None,
    fact_cap: int,
    tools_tokens: int = 0,
) -> Assembly:
    """Fit a strategy's selection into ``limit`` tokens and make it API-valid.

    Args:
        counter: exact token counter.
        limit: the most prompt tokens allowed.
        instructions: system/developer messages, always first.
        new: the new message, preceded by any stored turn it cannot go without (a tool result's
            assistant tool call); never dropped.
        selection: what the strategy proposed.
        facts: renders the pinned-facts block within a token cap, or None when not pinning.
        fact_cap: the most tokens the facts block may take.
        tools_tokens: tokens of the request's tool schemas.

    Returns:
        The assembled messages and the accounting the report is built from.

    Raises:
        BudgetError: instructions and the new message alone exceed ``limit``.
    """
    instr = [_counted(counter, m) for m in instructions]
    tail = [_counted(counter, m) for m in new]
    shortened: list[int] = []
    fixed = REPLY_PRIMING + tools_tokens + sum(m.tokens or 0 for m in tail)
    if fixed > limit:
        raise BudgetError(
            f"the new message needs {fixed} tokens (with reply priming and tool schemas) but the "
            f"limit is {limit}; shorten it, or raise window / lower reserve_output.",
            required=fixed, available=limit)
    while fixed + sum(m.tokens or 0 for m in instr) > limit:
        # Instructions too long for what is left: shorten the longest middle-out, else fail.
        i = max(range(len(instr)), key=lambda k: instr[k].tokens or 0)
        room = limit - fixed - sum(m.tokens or 0 for k, m in enumerate(instr) if k != i)
        short = _shorten(counter, instr[i], room)
        if short is None:
            need = fixed + sum(m.tokens or 0 for m in instr)
            raise BudgetError(f"instructions and the new message need {need} tokens but the "
                              f"limit is {limit}; shorten the system prompt or raise window.",
                              required=need, available=limit)
        seq = instr[i].seq
        if seq is not None:
            shortened.append(seq)
        instr[i] = short
    remaining = limit - fixed - sum(m.tokens or 0 for m in instr)

    facts_msg: Message | None = None
    pinned: list[str] = []
    omitted: list[str] = []
    if facts is not None:
        facts_msg, pinned, omitted = facts(min(fact_cap, remaining))
        if facts_msg is not None:
            facts_msg = _counted(counter, facts_msg)
            remaining -= facts_msg.tokens or 0

    invalid: dict[int, str] = {}
    groups = _valid_groups(selection.recent, invalid)
    retrieved = [_counted(counter, m) for m in selection.retrieved]
    summary = selection.summary
    summary_msg = render_summary(summary, selection.summary_range) if summary else None
    summary_msg = _counted(counter, summary_msg) if summary_msg else None

    def cost_groups() -> int:
        return sum(m.tokens or 0 for g in groups for m in g)

    def retrieved_msg() -> Message | None:
        return _counted(counter, render_retrieved(retrieved)) if retrieved else None

    ret_msg = retrieved_msg()
    summary_cut = False

    def total() -> int:
        return cost_groups() + (summary_msg.tokens or 0 if summary_msg else 0) + (
            ret_msg.tokens or 0 if ret_msg else 0)

    while total() > remaining and retrieved:
        worst = min(retrieved, key=lambda m: (selection.scores.get(m.seq or 0, 0.0), m.seq or 0))
        retrieved.remove(worst)
        ret_msg = retrieved_msg()
    if summary_msg is not None and total() > remaining:
        room = remaining - cost_groups() - (ret_msg.tokens or 0 if ret_msg else 0)
        summary_msg = _shorten(counter, summary_msg, room)
        summary_cut = True
    while total() > remaining and len(groups) > 1:
        groups.pop(0)
    if groups and total() > remaining:
        # The newest turn alone is too large: shorten its longest messages, else drop it.
        group = list(groups[0])
        while sum(m.tokens or 0 for m in group) > remaining and group:
            i = max(range(len(group)), key=lambda k: group[k].tokens or 0)
            room = remaining - sum(m.tokens or 0 for k, m in enumerate(group) if k != i)
            short = _shorten(counter, group[i], room)
            if short is None:
                group = []
                break
            seq = group[i].seq
            if seq is not None:
                shortened.append(seq)
            group[i] = short
        groups = [group] if group else []

    recent = [m for g in groups for m in g]
    blocks: dict[str, list[Message]] = {
        "facts": [facts_msg] if facts_msg else [],
        "summary": [summary_msg] if summary_msg else [],
        "retrieved": [ret_msg] if ret_msg else [],
        "recent": recent,
    }
    ordered = [m for name in selection.layout for m in blocks[name]]
    messages = instr + ordered + tail
    tokens = counter.count_messages(messages) + tools_tokens
    split = {
        "instructions": sum(m.tokens or 0 for m in instr),
        "facts": facts_msg.tokens or 0 if facts_msg else 0,
        "summary": summary_msg.tokens or 0 if summary_msg else 0,
        "retrieved": ret_msg.tokens or 0 if ret_msg else 0,
        "recent": sum(m.tokens or 0 for m in recent),
        "new": sum(m.tokens or 0 for m in tail),
        "tools": tools_tokens,
        "priming": REPLY_PRIMING,
    }
    if tokens > limit:  # an invariant, not a user error: the arithmetic above must be exact
        raise AssertionError(f"budget guard produced {tokens} > {limit} tokens: {split}")
    return Assembly(
        messages=messages, tokens=tokens, split=split,
        kept=[m.seq for m in recent if m.seq is not None],
        retrieved=[m.seq for m in retrieved if m.seq is not None],
        summarized=selection.summary_range if summary_msg else None,
        shortened=shortened, invalid=invalid, facts_pinned=pinned, facts_omitted=omitted,
        summary_cut=summary_cut and summary_msg is not None)
