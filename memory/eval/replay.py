"""The replay engine behind ``convmem compare``: one strategy, every window, every probe.

Each conversation is replayed **once per strategy**, message by message as a chat application
would record it, into one store shared by one :class:`~convmem.Memory` per window: indexing,
summarizing and fact extraction happen once per strategy, and every window's context is built
from the same state. The replay is online: contexts are built *between* adds, at the moment the
conversation reaches them, so no strategy ever sees a message from after the point it is asked
about (``build(upto=)`` on a fully replayed store would be simpler but lets retrieval statistics
and neighbour vectors see the future). The cost is the same either way: each message is added
once, each context built once.

What is built, at which points (a point is a number of messages already stored):

* **probes** at their ``at``, every probe, every window: fact recall (``expect_any``), evidence
  recall (``evidence``), stale-only rate (``stale``), optionally a model's answer;
* **user turns** for the token, prefix-reuse and latency figures: the context for the user
  message at ``seq`` from the ``seq`` messages before it; then the message and its replies are
  added, one message per call, each add timed. Building at every user turn costs
  O(turns x windows) builds, so ``every=N`` builds a *pair* of consecutive user turns in every
  N (the second of the pair measures prefix reuse against the first: the request a provider
  cache would have just seen), from a phase drawn from ``seed``; the messages in between are
  added in batches, untimed. ``every=1`` builds every turn; ``every=0`` only the probes.

Definitions. Prompt tokens are the independent recount (:class:`~convmem.eval.evidence.Recounter`),
never the strategy's or the guard's own number; a context over ``window - reserve_output`` is a
budget violation, an API-invalid one an invalid context, and a recount that differs from what
the memory reported a count mismatch. The saving is
``1 - sum(built tokens) / sum(full-history tokens)`` over the built turns, the full history
being every message before the turn plus the turn, recounted exactly (cumulative sums, not
re-encoding). Cumulative tokens extrapolate the built turns to all user turns of each
conversation (exact when ``every=1``); the full-history cumulative is exact. Prefix reuse is the
mean share of a request's tokens that repeat the previous request's leading messages; prefix
hits the share of turns after the history overflowed the window whose request repeats
everything the previous request sent before its retrieved block (what a cache-friendly strategy
promises).
Summarizer calls and tokens come from the store's usage records (``kind="summary"`` or
``"extract"``). Build latency is measured on the turn builds when there are any (``every > 0``),
else on the probe builds: probe builds may run inside a caller's ``probing`` context (compare
shares each question's vector across strategies and windows there, see
:class:`~convmem.eval.compare.StrategyKit`), turn builds never do.
"""

from __future__ import annotations

import contextlib
import random
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from convmem.core.memory import Memory
from convmem.errors import BudgetError, ConfigError
from convmem.eval.convfile import load_jsonl, write_jsonl
from convmem.eval.evidence import (
    Answerer,
    Recounter,
    check_context,
    prefix_hit,
    prefix_tokens,
    score_probe,
)
from convmem.eval.figures import (
    GROUP_FIELDS,
    Figures,
    Group,
    ProbeResult,
    StrategyReport,
    TurnResult,
    aggregate,
)
from convmem.facts.ledger import Extractor
from convmem.stores.memory import InMemoryStore
from convmem.tokens import TokenCounter

if TYPE_CHECKING:
    from convmem.strategies.base import Strategy

__all__ = ["GROUP_FIELDS", "Figures", "Group", "ProbeResult", "StrategyReport", "TurnResult",
           "aggregate", "evaluate", "load_conversations", "phase_of", "plan_points"]

StrategyFactory = Callable[[], "str | Strategy"]
Source = str | Path | Sequence[str | Path] | Sequence[Mapping[str, Any]]


# -- loading and planning -----------------------------------------------------------------------

def load_conversations(source: Source, only: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """Conversations from files (validated, see :func:`convmem.eval.convfile.load_jsonl`) or dicts.

    Ids repeated across files get the file's stem as a prefix (``locomo:conv-26``), since one
    store holds them all.

    Raises:
        ConfigError: a bad file (naming the line and the field), or no conversation left.
    """
    if isinstance(source, (str, Path)):
        source = [source]
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for n, item in enumerate(source, 1):
        is_file = isinstance(item, (str, Path))
        loaded = load_jsonl(item) if is_file else _checked(item, n)  # type: ignore[arg-type]
        for conv in loaded:
            if conv["id"] in seen:
                prefix = Path(item).stem if is_file else f"#{n}"  # type: ignore[arg-type]
                conv = {**conv, "id": f"{prefix}:{conv['id']}"}
            seen.add(conv["id"])
            out.append(conv)
    if only is not None:
        wanted = set(only)
        out = [c for c in out if c["id"] in wanted]
    if not out:
        raise ConfigError("no conversation to compare: the files are empty or --conversation "
                          "matched no id.")
    return out


def _checked(conversation: Mapping[str, Any], n: int) -> list[dict[str, Any]]:
    """A conversation given as a dict, validated exactly like a line of a file."""
    with tempfile.TemporaryDirectory(prefix="convmem-compare-") as tmp:
        path = Path(tmp) / "conversation.jsonl"
        write_jsonl([conversation], path)
        try:
            return load_jsonl(path)
        except ConfigError as exc:
            raise ConfigError(str(exc).replace(f"{path} line 1", f"conversation #{n}")) from exc


def phase_of(every: int, seed: int) -> int:
    """The user-turn phase the sampling starts from: drawn from ``seed``."""
    return random.Random(f"convmem-compare/{seed}").randrange(every) if every > 1 else 0


@dataclass
class _Plan:
    users: list[int]
    builds: dict[int, int]  # seq -> user-turn index
    timed: set[int]
    probes: dict[int, list[int]]
    points: list[int]


def _plan(conv: Mapping[str, Any], every: int, phase: int) -> _Plan:
    messages = conv["messages"]
    users = [i for i, m in enumerate(messages) if m["role"] == "user"]
    main = [k for k in range(len(users)) if every > 0 and k % every == phase]
    chosen = sorted(set(main) | {k - 1 for k in main if k >= 1})
    timed: set[int] = set()
    for k in main:
        timed.update(range(users[k], users[k + 1] if k + 1 < len(users) else len(messages)))
    probes: dict[int, list[int]] = defaultdict(list)
    for j, probe in enumerate(conv.get("probes") or []):
        probes[probe["at"]].append(j)
    builds = {users[k]: k for k in chosen}
    return _Plan(users, builds, timed, dict(probes), sorted(set(builds) | set(probes)))


def plan_points(conversations: Iterable[Mapping[str, Any]], every: int, seed: int) -> int:
    """How many build points replaying ``conversations`` has (one progress step each)."""
    phase = phase_of(every, seed)
    return sum(len(_plan(c, every, phase).points) for c in conversations)


# -- one strategy -------------------------------------------------------------------------------

class _Run:
    """Replays conversations through one strategy at every setting (see the module docstring)."""

    def __init__(self, factory: StrategyFactory, settings: list[tuple[int, int]],
                 counter: TokenCounter, recounter: Recounter, *, facts: bool | None,
                 extractor: bool | Extractor, chunk: int, answerer: Answerer | None,
                 keep_messages: bool,
                 probing: Callable[[], contextlib.AbstractContextManager[Any]] | None = None
                 ) -> None:
        self.store = InMemoryStore()
        self.probing = probing or contextlib.nullcontext
        first = Memory(strategy=factory(), window=settings[0][0], reserve_output=settings[0][1],
                       tokenizer=counter, store=self.store, facts=facts,
                       extractor=None if extractor is True else extractor)
        self.adder = first
        self.memories = {settings[0]: first, **{
            s: Memory(strategy=first.strategy, window=s[0], reserve_output=s[1],
                      tokenizer=counter, store=self.store, facts=facts, extractor=False)
            for s in settings[1:]}}
        for other in self.memories.values():  # extracting nothing, they rank facts as it does
            other.picker = first.picker
        self.recounter, self.chunk = recounter, chunk
        self.answerer, self.keep = answerer, keep_messages
        self.turns: list[TurnResult] = []
        self.probes: list[ProbeResult] = []
        self.add_ms: list[float] = []
        self.full_history: dict[str, int] = {}  # cid -> tokens of full replays at every turn

    def _add(self, cid: str, messages: list[dict[str, Any]], start: int, stop: int,
             timed: set[int]) -> None:
        batch: list[dict[str, Any]] = []
        for i in range(start, stop):
            if i in timed:
                if batch:
                    self.adder.extend(cid, batch)
                    batch = []
                began = time.perf_counter()
                self.adder.add(cid, messages[i])
                self.add_ms.append((time.perf_counter() - began) * 1000)
            else:
                batch.append(messages[i])
                if len(batch) >= self.chunk:
                    self.adder.extend(cid, batch)
                    batch = []
        if batch:
            self.adder.extend(cid, batch)
        flush = getattr(self.adder.strategy, "flush", None)
        if callable(flush):
            flush()

    def conversation(self, conv: Mapping[str, Any], plan: _Plan,
                     step: Callable[[str], None]) -> float:
        """Replay one conversation; returns the seconds spent adding."""
        cid, messages = conv["id"], conv["messages"]
        sizes = [self.recounter.message(m) for m in messages]
        before = [0]
        for size in sizes:
            before.append(before[-1] + size)
        self.full_history[cid] = sum(3 + before[u + 1] for u in plan.users)
        seq_of = {str(m["id"]): i for i, m in enumerate(messages) if m.get("id") is not None}
        previous: dict[tuple[int, int], tuple[int, list[dict[str, Any]]]] = {}
        adding, pos = 0.0, 0
        for point in plan.points:
            began = time.perf_counter()
            self._add(cid, messages, pos, point, plan.timed)
            adding += time.perf_counter() - began
            pos = point
            for setting, mem in self.memories.items():
                if point in plan.builds:
                    k = plan.builds[point]
                    turn = self._turn(mem, cid, messages[point], k, point,
                                      3 + before[point + 1], previous.get(setting))
                    self.turns.append(turn)
                    if turn.error is None and turn.messages is not None:
                        previous[setting] = (k, turn.messages)
                        if not self.keep:
                            turn.messages = None
                for j in plan.probes.get(point, []):
                    self.probes.append(self._probe(mem, cid, j, conv["probes"][j], seq_of))
            step(cid)
        began = time.perf_counter()
        self._add(cid, messages, pos, len(messages), plan.timed)
        return adding + time.perf_counter() - began

    def _turn(self, mem: Memory, cid: str, message: Mapping[str, Any], k: int, seq: int,
              full: int, previous: tuple[int, list[dict[str, Any]]] | None) -> TurnResult:
        head: dict[str, Any] = dict(conversation_id=cid, window=mem.window,
                                    reserve_output=mem.reserve_output, turn=k, seq=seq,
                                    full_tokens=full)
        began = time.perf_counter()
        try:
            ctx = mem.build(cid, message, upto=seq)
        except BudgetError as exc:
            return TurnResult(**head, tokens=0, reported=0, reused_tokens=None,
                              over_budget=False, problems=[],
                              latency_ms=(time.perf_counter() - began) * 1000, error=str(exc))
        latency = (time.perf_counter() - began) * 1000
        check = check_context(ctx.messages, mem.window - mem.reserve_output, ctx.tokens,
                              self.recounter)
        paired = previous is not None and previous[0] == k - 1
        reused = prefix_tokens(previous[1], ctx.messages, self.recounter) \
            if previous is not None and paired else None
        # Before the history overflows, every strategy re-sends it whole: only later turns count.
        hit = prefix_hit(previous[1], ctx.messages) if previous is not None and paired and \
            full > mem.window - mem.reserve_output else None
        return TurnResult(**head, tokens=check.tokens, reported=ctx.tokens, reused_tokens=reused,
                          prefix_hit=hit,
                          over_budget=check.over_budget, problems=check.problems,
                          latency_ms=latency, messages=ctx.messages)

    def _probe(self, mem: Memory, cid: str, index: int, probe: Mapping[str, Any],
               seq_of: Mapping[str, int]) -> ProbeResult:
        fields = {f: probe.get(f) for f in GROUP_FIELDS}
        head = dict(conversation_id=cid, index=index, window=mem.window,
                    reserve_output=mem.reserve_output, at=probe["at"],
                    question=probe["question"], evidence=list(probe.get("evidence") or []),
                    expect_any=list(probe.get("expect_any") or []), **fields)
        began = time.perf_counter()
        try:
            with self.probing():
                ctx = mem.build(cid, {"role": "user", "content": probe["question"]},
                                upto=probe["at"])
        except BudgetError as exc:
            # Nothing could be sent: every score it has counts as a miss.
            return ProbeResult(**head, missing=list(head["evidence"]),
                               recalled=False if head["evidence"] else None,
                               keyword_hit=False if head["expect_any"] else None,
                               stale_hit=None, stale_only=None, tokens=0, reported=0,
                               over_budget=False, problems=[], kept=0, retrieved=0, facts_pinned=[],
                               latency_ms=(time.perf_counter() - began) * 1000, error=str(exc))
        latency = (time.perf_counter() - began) * 1000
        present = set(ctx.report.kept) | set(ctx.report.retrieved)
        score = score_probe(probe, ctx.messages, present, seq_of)
        check = check_context(ctx.messages, mem.window - mem.reserve_output, ctx.tokens,
                              self.recounter)
        result = ProbeResult(
            **head, missing=score.missing, recalled=score.recalled,
            keyword_hit=score.keyword_hit, stale_hit=score.stale_hit,
            stale_only=score.stale_only, tokens=check.tokens, reported=ctx.tokens,
            over_budget=check.over_budget, problems=check.problems,
            kept=len(ctx.report.kept), retrieved=len(ctx.report.retrieved),
            facts_pinned=list(ctx.report.facts_pinned), latency_ms=latency,
            messages=ctx.messages if self.keep else None)
        if self.answerer is not None:
            answer = self.answerer.answer(probe, ctx.messages)
            result.answer, result.correct = answer.text, answer.correct
            result.answer_tokens = (answer.prompt_tokens + answer.completion_tokens
                                    + answer.judge_tokens)
        return result

    def usage(self, cids: Iterable[str]) -> dict[str, int]:
        """Summarizer/extractor calls and tokens recorded in the store."""
        out = {"calls": 0, "input_tokens": 0, "llm_tokens": 0}
        for cid in cids:
            for u in self.store.usage(cid):
                if u.kind not in ("summary", "extract"):
                    continue
                out["calls"] += int(u.extra.get("calls", 1) or 1)
                out["input_tokens"] += u.counted_tokens or 0
                out["llm_tokens"] += (u.prompt_tokens or 0) + (u.completion_tokens or 0)
        return out

    def close(self) -> None:
        """Stop the strategy's background work and release what it holds."""
        close = getattr(self.adder.strategy, "close", None)
        if callable(close):
            close()
        self.store.close()


def evaluate(source: Source, strategy_factory: StrategyFactory, windows: Iterable[int],
             reserve_output: int | Iterable[int] = 0, *, tokenizer: str = "cl100k_base",
             conversations: Iterable[str] | None = None, every: int = 0, seed: int = 0,
             facts: bool | None = None, extractor: bool | Extractor = True, chunk: int = 64,
             answerer: Answerer | None = None, keep_messages: bool = False,
             label: str | None = None, step: Callable[[str], None] | None = None,
             recounter: Recounter | None = None,
             probing: Callable[[], contextlib.AbstractContextManager[Any]] | None = None
             ) -> StrategyReport:
    """Replay conversations through one strategy and measure every setting.

    Args:
        source: a conversation file, several, or conversations already loaded.
        strategy_factory: called once; returns a strategy name or object, shared by the
            memories of all settings and closed (``close()``, if it has one) at the end.
        windows: model windows (``Memory(window=...)``).
        reserve_output: tokens reserved for the reply; several values give one setting each.
        tokenizer: the encoding tokens are counted with.
        conversations: only these conversation ids (default: all).
        every: build user turns for the token/latency figures (see the module docstring);
            0 builds only the probes.
        seed: picks the sampling phase (and is what makes two runs identical).
        facts: pin the fact ledger (``None``: as the strategy says).
        extractor: extract facts while replaying: ``True`` the default extractor, ``False``
            none, or an :class:`~convmem.facts.ledger.Extractor`.
        chunk: messages per ``extend`` call between timed adds.
        answerer: ask a model each probe (see :class:`~convmem.eval.evidence.Answerer`).
        keep_messages: keep every built context's messages in the results (inspection).
        label: the strategy's name in the figures (default: its own ``name``).
        step: called after each build point with the conversation id (progress bars).
        recounter: the independent counter (default: one for ``tokenizer``).
        probing: a context every probe build runs in (see the module docstring).

    Returns:
        The figures per (window, reserve), in order, and every build's details.

    Raises:
        ConfigError: a bad file (naming line and field), window, chunk or ``every``.
    """
    began = time.perf_counter()
    windows = list(windows)
    reserves = [reserve_output] if isinstance(reserve_output, int) else list(reserve_output)
    if not windows or not reserves or min(windows) <= max(reserves) or min(reserves) < 0:
        raise ConfigError(f"windows={windows!r}, reserve_output={reserves!r}: give windows "
                          "larger than every reserve_output, and reserves >= 0.")
    if chunk < 1 or every < 0:
        raise ConfigError(f"chunk={chunk!r}, every={every!r}: give a positive chunk and "
                          "every >= 0.")
    convs = load_conversations(source, conversations)
    recounter = recounter or Recounter(tokenizer)
    settings = [(w, r) for w in windows for r in reserves]
    run = _Run(strategy_factory, settings, TokenCounter(tokenizer), recounter, facts=facts,
               extractor=extractor, chunk=chunk, answerer=answerer, keep_messages=keep_messages,
               probing=probing)
    name = label or run.adder.strategy.name
    phase = phase_of(every, seed)
    sizes, users, replay = {}, {}, {}
    try:
        for conv in convs:
            plan = _plan(conv, every, phase)
            replay[conv["id"]] = run.conversation(conv, plan, step or (lambda _: None))
            sizes[conv["id"]] = len(conv["messages"])
            users[conv["id"]] = len(plan.users)
        usage = run.usage(users)
    finally:
        run.close()
    figures = [aggregate(name, w, r, run.turns, run.probes, add_ms=run.add_ms, user_turns=users,
                         full_history=run.full_history, usage=usage) for w, r in settings]
    return StrategyReport(strategy=name, figures=figures, probes=run.probes, turns=run.turns,
                          messages=sizes, user_turns=users, replay_seconds=replay,
                          add_ms=run.add_ms, usage=usage, seconds=time.perf_counter() - began,
                          full_history=run.full_history)
