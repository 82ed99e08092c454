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

The blocks convmem adds are then placed (:mod:`convmem.core.placement`: inside the new user
message by default) and the whole prompt is counted once more as it will be sent. Planning
adds up per-message costs; a chat template's count is not a sum (its default system prompt
appears only when no system message leads), so when the whole count exceeds the limit the
plan is redone that much tighter, until it fits.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from convmem.core.placement import check, fold_cost, labels, place
from convmem.errors import BudgetError
from convmem.lru import LRU
from convmem.messages import Message, turn_groups
from convmem.render import render_retrieved, render_summary
from convmem.strategies.base import Selection
from convmem.tokens import TokenCounter

log = logging.getLogger("convmem")
_WARNED: LRU[int, bool] = LRU(256)  # the prompts cut (hashed), logged once
_WARNED_LOCK = threading.Lock()

__all__ = ["Assembly", "enforce"]

MARKER = "\n[… {n} tokens cut by convmem to fit the context window …]\n"
_ROUNDS = 6
FactsRenderer = Callable[[int], tuple[Message | None, list[str], list[str]]]


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
    notes: dict[str, object] = field(default_factory=dict)  # what was cut, for the report
    blocks: list[tuple[str, int]] = field(default_factory=list)


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
        if not any(m.tool_calls or m.role == "tool" for m in group):
            out.append(group)  # no tool call to pair: the common case, kept whole
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


def _fit_instructions(counter: TokenCounter, instructions: list[Message], room: int,
                      fixed: int, shortened: list[int]) -> list[Message]:
    """The instructions within ``room`` tokens: when they are too long together, the longest are
    cut middle-out to one common cap (the shorter ones stay whole), so several system messages
    share the cut instead of the longest alone absorbing it.

    Raises:
        BudgetError: even cut to their framing and a marker they do not fit.
    """
    sizes = [m.tokens or 0 for m in instructions]
    if sum(sizes) <= room:
        return instructions
    need = fixed + sum(sizes)
    failure = BudgetError(f"instructions and the new message need {need} tokens but the limit "
                          f"is {fixed + room}; shorten the system prompt or raise window.",
                          required=need, available=fixed + room)
    # The largest cap c with sum(min(size, c)) <= room ("water filling").
    cap, rest, left = 0, room, len(sizes)
    for size in sorted(sizes):
        share = rest // left
        if size > share:
            cap = share
            break
        rest, left, cap = rest - size, left - 1, size
    out = []
    for m in instructions:
        if (m.tokens or 0) <= cap:
            out.append(m)
            continue
        short = _shorten(counter, m, cap)
        if short is None:
            raise failure
        if m.seq is not None:
            shortened.append(m.seq)
        out.append(short)
    if sum(m.tokens or 0 for m in out) > room:
        raise failure
    return out


@dataclass
class _Parts:
    """What competes for the budget left after the instructions, facts and the new message."""

    groups: list[list[Message]]
    retrieved: list[Message]
    retrieved_msg: Message | None
    summary_msg: Message | None
    summary_cut: bool = False

    def cost(self) -> int:
        return (sum(m.tokens or 0 for g in self.groups for m in g)
                + (self.summary_msg.tokens or 0 if self.summary_msg else 0)
                + (self.retrieved_msg.tokens or 0 if self.retrieved_msg else 0))


def _cut(counter: TokenCounter, parts: _Parts, remaining: int, scores: dict[int, float],
         shortened: list[int]) -> None:
    """Cut ``parts`` until they fit ``remaining``: retrieved turns least relevant first, then
    the summary middle-out, then the oldest recent turns; the newest turn is shortened rather
    than dropped when it alone is too long."""
    while parts.cost() > remaining and parts.retrieved:
        # Another conversation's turn (scope="user") has no seq and no score here: cut first.
        worst = min(parts.retrieved, key=lambda m: (
            0.0 if m.seq is None else scores.get(m.seq, 0.0), m.seq or 0))
        parts.retrieved.remove(worst)
        parts.retrieved_msg = _counted(counter, render_retrieved(parts.retrieved)) \
            if parts.retrieved else None
    if parts.summary_msg is not None and parts.cost() > remaining:
        room = remaining - (parts.cost() - (parts.summary_msg.tokens or 0))
        parts.summary_msg = _shorten(counter, parts.summary_msg, room)
        parts.summary_cut = parts.summary_msg is not None
    while parts.cost() > remaining and len(parts.groups) > 1:
        parts.groups.pop(0)
    if not parts.groups or parts.cost() <= remaining:
        return
    group = list(parts.groups[0])
    room = remaining - (parts.cost() - sum(m.tokens or 0 for m in group))
    while sum(m.tokens or 0 for m in group) > room and group:
        i = max(range(len(group)), key=lambda k: group[k].tokens or 0)
        short = _shorten(counter, group[i], room - sum(
            m.tokens or 0 for k, m in enumerate(group) if k != i))
        if short is None:
            group = []
            break
        if group[i].seq is not None:
            shortened.append(group[i].seq)  # type: ignore[arg-type]
        group[i] = short
    parts.groups = [group] if group else []


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
    placement: str = "user",
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
        placement: where convmem's blocks go (:mod:`convmem.core.placement`).

    Returns:
        The assembled messages and the accounting the report is built from.

    Raises:
        BudgetError: instructions and the new message alone exceed ``limit``.
    """
    # The parts are planned with per-message costs; the placed prompt is then counted whole.
    # The two agree for tiktoken up to a token at a join; through a chat template they do not
    # (a default system prompt comes and goes), so the plan tightens by what it missed.
    planned = limit
    for _ in range(_ROUNDS):
        assembly = _assemble(counter, planned, instructions, new, selection, facts, fact_cap,
                             tools_tokens, placement)
        check(placement, assembly.messages, len(instructions))
        if assembly.tokens <= limit:
            if "instructions_shortened" in assembly.notes:
                _warn_cut(instructions, limit, assembly.notes["instructions_shortened"])
            return assembly
        # Leave room for what the shape added beyond the parts (and at least the excess).
        planned = min(planned - (assembly.tokens - limit), limit - assembly.split["framing"])
    # An invariant, not a user error: each round removes at least what the last one missed.
    raise AssertionError(f"budget guard produced {assembly.tokens} > {limit} tokens after "
                         f"{_ROUNDS} rounds: {assembly.split}")


def _warn_cut(instructions: Sequence[Message], limit: int, cut: object) -> None:
    """Log once per process for each prompt (not at every build) that the instructions were
    cut to ``limit``: ``cut`` tokens less, net of the marker put in their place."""
    key = hash(tuple(m.text for m in instructions))  # (the limit moves with calibration)
    with _WARNED_LOCK:
        if _WARNED.get(key):
            return
        _WARNED.put(key, True)
    start = " ".join(instructions[0].text.split())[:40]  # (only instructions are ever cut)
    log.warning("convmem: the instructions (system prompt %r...) were cut by %s tokens to fit "
                "the limit of %d; shorten them, or raise window / lower reserve_output", start,
                cut, limit)


def _assemble(counter: TokenCounter, limit: int, instructions: Sequence[Message],
              new: Sequence[Message], selection: Selection, facts: FactsRenderer | None,
              fact_cap: int, tools_tokens: int, placement: str) -> Assembly:
    """One planning round of :func:`enforce` within ``limit`` by per-message costs."""
    tail = [_counted(counter, m) for m in new]
    shortened: list[int] = []
    fixed = counter.priming + tools_tokens + sum(m.tokens or 0 for m in tail)
    if fixed > limit:
        raise BudgetError(
            f"the new message needs {fixed} tokens (with reply priming and tool schemas) but the "
            f"limit is {limit}; shorten it, or raise window / lower reserve_output.",
            required=fixed, available=limit)
    given = [_counted(counter, m) for m in instructions]
    instr = _fit_instructions(counter, given, limit - fixed, fixed, shortened)
    notes: dict[str, object] = {}
    if instr is not given:  # the operator's prompt, cut middle-out: said, not only marked
        notes["instructions_shortened"] = sum(m.tokens or 0 for m in given) - sum(
            m.tokens or 0 for m in instr)
    remaining = limit - fixed - sum(m.tokens or 0 for m in instr)
    facts_msg, pinned, omitted = facts(min(fact_cap, remaining)) if facts else (None, [], [])
    if facts_msg is not None:
        facts_msg = _counted(counter, facts_msg)
        remaining -= facts_msg.tokens or 0
    if placement != "separate" and (facts_msg or selection.summary or selection.retrieved):
        remaining -= fold_cost(counter)  # the header and end line the blocks are quoted under
    invalid: dict[int, str] = {}
    retrieved = [_counted(counter, m) for m in selection.retrieved]
    summary = selection.summary
    parts = _Parts(
        groups=_valid_groups(selection.recent, invalid), retrieved=retrieved,
        retrieved_msg=_counted(counter, render_retrieved(retrieved)) if retrieved else None,
        summary_msg=_counted(counter, render_summary(summary, selection.summary_range))
        if summary else None)
    _cut(counter, parts, remaining, selection.scores, shortened)
    recent = [m for g in parts.groups for m in g]
    blocks: dict[str, list[Message]] = {
        "facts": [facts_msg] if facts_msg else [],
        "summary": [parts.summary_msg] if parts.summary_msg else [],
        "retrieved": [parts.retrieved_msg] if parts.retrieved_msg else [],
        "recent": recent,
    }
    placed = place(placement, instr, selection.layout, blocks, tail)
    names = labels(placed, instr, blocks, tail)
    messages = [_counted(counter, m) for m in placed]
    tokens = counter.count_messages(messages) + tools_tokens
    split = {name: sum(m.tokens or 0 for m in blocks[name]) for name in blocks}
    split.update(instructions=sum(m.tokens or 0 for m in instr),
                 new=sum(m.tokens or 0 for m in tail), tools=tools_tokens,
                 priming=counter.priming)
    # What the placed prompt costs beyond its parts counted alone: below zero when blocks fold
    # into one message (framing saved), the template's own text for a chat-template count.
    split["framing"] = tokens - sum(split.values())
    return Assembly(
        messages=messages, tokens=tokens, split=split,
        kept=[m.seq for m in recent if m.seq is not None],
        retrieved=[m.seq for m in parts.retrieved if m.seq is not None],
        summarized=selection.summary_range if parts.summary_msg else None,
        shortened=shortened, invalid=invalid, facts_pinned=pinned, facts_omitted=omitted,
        notes={**notes, **({"summary_shortened": True} if parts.summary_cut else {})},
        blocks=[(name, m.tokens or 0) for name, m in zip(names, messages, strict=True)])
