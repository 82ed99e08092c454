"""The figures of ``convmem compare``: what one replayed turn and one probe yield, and how they
add up per strategy and window (:func:`aggregate`). What each figure means is defined in
:mod:`convmem.eval.replay`.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from convmem.eval.evidence import percentile

__all__ = ["GROUP_FIELDS", "Figures", "Group", "ProbeResult", "StrategyReport", "TurnResult",
           "aggregate", "group_of", "label_of", "merged", "share"]


GROUP_FIELDS = ("category", "kind", "superseded", "lang")


@dataclass
class TurnResult:
    """The context built for one user turn at one window (``error``: it could not be built)."""

    conversation_id: str
    window: int
    reserve_output: int
    turn: int  # index among the conversation's user messages
    seq: int
    tokens: int  # independent recount
    reported: int  # what the memory said
    full_tokens: int  # the whole history plus the turn, recounted
    reused_tokens: int | None  # leading tokens shared with the previous turn's request
    over_budget: bool
    problems: list[str]
    latency_ms: float
    error: str | None = None
    messages: list[dict[str, Any]] | None = None
    prefix_hit: bool | None = None  # after overflow: repeats the previous prompt up to retrieval


@dataclass
class ProbeResult:
    """One probe built at one window, scored (see :func:`convmem.eval.evidence.score_probe`)."""

    conversation_id: str
    index: int
    window: int
    reserve_output: int
    at: int
    question: str
    category: str | None
    kind: str | None
    superseded: bool | None
    lang: str | None
    evidence: list[str]
    missing: list[str]
    recalled: bool | None
    expect_any: list[str]
    keyword_hit: bool | None
    stale_hit: bool | None
    stale_only: bool | None
    tokens: int
    reported: int
    over_budget: bool
    problems: list[str]
    kept: int
    retrieved: int
    facts_pinned: list[str]
    latency_ms: float
    error: str | None = None
    answer: str | None = None
    correct: bool | None = None
    answer_tokens: int = 0  # prompt + completion (+ judge) tokens spent answering
    messages: list[dict[str, Any]] | None = None


@dataclass
class Group:
    """Figures of the probes sharing one value of a probe field (``kind``, ``category``…)."""

    probes: int
    keyword_recall: float | None
    recall: float | None
    stale_only: float | None


@dataclass
class Figures:
    """Everything measured for one strategy at one (window, reserve) setting.

    Recall figures are shares of the probes that can be scored that way (``None``: none can);
    token figures are over the built user turns (recounted), latency in milliseconds (of the
    turn builds, or of the probe builds when no turn was built).
    """

    strategy: str
    window: int
    reserve_output: int
    probes: int
    keyword_recall: float | None
    recall: float | None
    stale_only: float | None
    groups: dict[str, dict[str, Group]]
    by_conversation: dict[str, float]
    requests: int
    tokens_mean: float
    tokens_p95: float
    cumulative_tokens: int
    full_history_tokens: int
    saving: float | None
    prefix_reuse: float | None
    prefix_hits: float | None
    violations: int
    invalid: int
    count_mismatches: int
    budget_errors: int
    build_p50_ms: float
    build_p99_ms: float
    add_p50_ms: float | None
    add_p99_ms: float | None
    summarizer_calls: int
    summarizer_input_tokens: int
    llm_tokens: int
    accuracy: float | None = None
    answered: int = 0
    answer_tokens: int = 0

    @property
    def by_category(self) -> dict[str, float]:
        """Evidence recall per ``category`` (LoCoMo's question types)."""
        return {k: g.recall for k, g in self.groups.get("category", {}).items()
                if g.recall is not None}


@dataclass
class StrategyReport:
    """One strategy's run: the figures per setting and every build's details."""

    strategy: str
    figures: list[Figures]
    probes: list[ProbeResult]
    turns: list[TurnResult]
    messages: dict[str, int]
    user_turns: dict[str, int]
    replay_seconds: dict[str, float]
    add_ms: list[float]
    usage: dict[str, int]
    seconds: float = 0.0
    full_history: dict[str, int] = field(default_factory=dict)  # as for aggregate()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serializable copy."""
        return asdict(self)


def merged(parts: Sequence[StrategyReport]) -> StrategyReport:
    """One strategy's report from its reports on disjoint sets of conversations (a
    comparison's worker processes each replay some): the builds of ``parts`` in their order,
    the figures aggregated anew — what one replay of all the conversations in that order
    reports, but ``seconds``, the sum of the parts'.

    Raises:
        ValueError: no parts, or parts of different strategies or settings.
    """
    if not parts:
        raise ValueError("nothing to merge: give at least one report.")
    first = parts[0]
    settings = [(f.window, f.reserve_output) for f in first.figures]
    if any(r.strategy != first.strategy or [(f.window, f.reserve_output) for f in r.figures]
           != settings for r in parts):
        raise ValueError("merge the reports of one strategy at the same settings only.")
    probes = [p for r in parts for p in r.probes]
    turns = [t for r in parts for t in r.turns]
    add_ms = [a for r in parts for a in r.add_ms]
    users = {k: v for r in parts for k, v in r.user_turns.items()}
    full = {k: v for r in parts for k, v in r.full_history.items()}
    usage = {k: sum(r.usage.get(k, 0) for r in parts) for k in first.usage}
    figures = [aggregate(first.strategy, w, reserve, turns, probes, add_ms=add_ms,
                         user_turns=users, full_history=full, usage=usage)
               for w, reserve in settings]
    return StrategyReport(
        strategy=first.strategy, figures=figures, probes=probes, turns=turns,
        messages={k: v for r in parts for k, v in r.messages.items()}, user_turns=users,
        replay_seconds={k: v for r in parts for k, v in r.replay_seconds.items()},
        add_ms=add_ms, usage=usage, seconds=sum(r.seconds for r in parts), full_history=full)


def share(flags: Iterable[bool | None]) -> float | None:
    known = [bool(f) for f in flags if f is not None]
    return sum(known) / len(known) if known else None


def group_of(probes: Sequence[ProbeResult]) -> Group:
    return Group(len(probes), share(p.keyword_hit for p in probes),
                 share(p.recalled for p in probes), share(p.stale_only for p in probes))


def label_of(value: Any) -> str:
    return ("yes" if value else "no") if isinstance(value, bool) else str(value)


def aggregate(label: str, window: int, reserve: int, turns: Sequence[TurnResult],
              probes: Sequence[ProbeResult], *, add_ms: Sequence[float] = (),
              user_turns: Mapping[str, int] | None = None,
              full_history: Mapping[str, int] | None = None,
              usage: Mapping[str, int] | None = None) -> Figures:
    """The figures of one setting from its builds (see the module docstring for definitions).

    Args:
        label / window / reserve: the setting; only builds of this window and reserve count.
        turns / probes: the built user turns and probes (of any setting).
        add_ms: latencies of single adds.
        user_turns: conversation id -> its number of user turns (to extrapolate cumulative
            tokens); default: the built ones.
        full_history: conversation id -> tokens of replaying the full history at every turn.
        usage: summarizer ``calls``, ``input_tokens``, ``llm_tokens``.

    Returns:
        The figures.
    """
    probes = [p for p in probes if (p.window, p.reserve_output) == (window, reserve)]
    turns = [t for t in turns if (t.window, t.reserve_output) == (window, reserve)]
    built = [t for t in turns if t.error is None]
    users = user_turns if user_turns is not None else {
        cid: sum(1 for t in built if t.conversation_id == cid)
        for cid in dict.fromkeys(t.conversation_id for t in built)}
    usage = usage or {"calls": 0, "input_tokens": 0, "llm_tokens": 0}
    checked = [(t.tokens, t.reported, t.over_budget, t.problems) for t in built] + [
        (p.tokens, p.reported, p.over_budget, p.problems) for p in probes if p.error is None]
    groups: dict[str, dict[str, Group]] = {}
    for name in GROUP_FIELDS:
        values = sorted({label_of(getattr(p, name)) for p in probes
                         if getattr(p, name) is not None})
        if values:
            groups[name] = {v: group_of([p for p in probes if getattr(p, name) is not None
                                       and label_of(getattr(p, name)) == v]) for v in values}
    by_conv = {cid: r for cid in dict.fromkeys(p.conversation_id for p in probes)
               if (r := share(p.recalled for p in probes if p.conversation_id == cid))
               is not None}
    cumulative = 0.0
    for cid in users:
        mine = [t.tokens for t in built if t.conversation_id == cid]
        if mine:
            cumulative += sum(mine) * users[cid] / len(mine)
    reuse = [t.reused_tokens / t.tokens for t in built if t.reused_tokens is not None
             and t.tokens]
    full = sum(t.full_tokens for t in built)
    # Turn builds when there are any (probe builds may share question vectors; see replay).
    latencies = [t.latency_ms for t in turns] or [p.latency_ms for p in probes]
    tokens = [float(t.tokens) for t in built]
    answered = [p for p in probes if p.answer is not None]
    return Figures(
        strategy=label, window=window, reserve_output=reserve, probes=len(probes),
        keyword_recall=share(p.keyword_hit for p in probes),
        recall=share(p.recalled for p in probes),
        stale_only=share(p.stale_only for p in probes), groups=groups,
        by_conversation=by_conv, requests=len(built),
        tokens_mean=statistics.fmean(tokens) if tokens else 0.0,
        tokens_p95=percentile(tokens, 0.95), cumulative_tokens=round(cumulative),
        full_history_tokens=sum((full_history or {}).get(cid, 0) for cid in users),
        saving=1 - sum(tokens) / full if full else None,
        prefix_reuse=statistics.fmean(reuse) if reuse else None,
        prefix_hits=share(t.prefix_hit for t in built),
        violations=sum(1 for _, _, over, _ in checked if over),
        invalid=sum(1 for _, _, _, problems in checked if problems),
        count_mismatches=sum(1 for n, reported, _, _ in checked if n != reported),
        budget_errors=sum(1 for t in turns if t.error) + sum(1 for p in probes if p.error),
        build_p50_ms=percentile(latencies, 0.5), build_p99_ms=percentile(latencies, 0.99),
        add_p50_ms=percentile(add_ms, 0.5) if add_ms else None,
        add_p99_ms=percentile(add_ms, 0.99) if add_ms else None,
        summarizer_calls=usage["calls"], summarizer_input_tokens=usage["input_tokens"],
        llm_tokens=usage["llm_tokens"], accuracy=share(p.correct for p in answered),
        answered=len(answered), answer_tokens=sum(p.answer_tokens for p in answered))
