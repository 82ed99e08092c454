"""Evidence recall: do the turns that hold a question's answer reach the context?

The benchmark behind the retrieval figures (LoCoMo-style; the file format is the one of
``convmem compare``, see DESIGN.md "Conversation files")::

    {"id": "c1", "messages": [{"id": "m0", "role": "user", "content": "..."}, ...],
     "probes": [{"at": 120, "question": "...", "evidence": ["m3"], "expect_any": ["peanut"],
                 "category": "single-hop"}]}

Each conversation is replayed into a :class:`~convmem.Memory` (``extend`` in chunks, no fact
extraction), then for every probe and every window the context for the question is built as if
only the first ``at`` messages existed (``build(..., upto=at)``) and scored:

* **evidence recall** — every evidence message is in the context: sent verbatim
  (``report.kept``) or quoted in the retrieved block (``report.retrieved``);
* **keyword recall** — at least one ``expect_any`` keyword appears in the context's text, the
  question itself excluded (:func:`convmem.convfile.mentions`: case-insensitive, from a word
  boundary); probes with ``stale`` keywords also report whether a superseded value showed.

:func:`evaluate` returns the figures per (window, reserve) with per-conversation and
per-category breakdowns, build latency percentiles, and every probe's details, so other
commands (``convmem compare``) can reuse it. ``python -m convmem.evidence FILE --strategy rag
--windows 2000,4000`` prints a table.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from convmem.convfile import load_jsonl, mentions
from convmem.core import Memory
from convmem.errors import ConfigError
from convmem.stores.memory import InMemoryStore
from convmem.strategies.base import Strategy
from convmem.tokens import TokenCounter

__all__ = ["EvidenceReport", "Figures", "ProbeResult", "evaluate", "main", "percentile"]

StrategyFactory = Callable[[], "str | Strategy"]


@dataclass
class ProbeResult:
    """One probe built at one window.

    Attributes:
        recalled: all evidence reached the context (``None`` when the probe has no evidence).
        missing: evidence ids that did not (unknown ids included).
        keyword_hit: an ``expect_any`` keyword is in the context (``None`` without keywords).
        stale_hit: a ``stale`` keyword (a superseded value) is in the context (``None``
            without stale keywords).
        latency_ms: wall time of ``build``.
    """

    conversation_id: str
    index: int
    window: int
    reserve_output: int
    question: str
    category: str | None
    evidence: list[str]
    missing: list[str]
    recalled: bool | None
    expect_any: list[str]
    keyword_hit: bool | None
    stale_hit: bool | None
    tokens: int
    kept: int
    retrieved: int
    latency_ms: float
    notes: dict[str, Any] = field(default_factory=dict)


@dataclass
class Figures:
    """The figures of one (window, reserve) setting.

    Attributes:
        recall: share of probes with evidence whose evidence all reached the context.
        keyword_recall: share of probes with ``expect_any`` whose keyword did.
        stale_rate: share of probes with ``stale`` keywords whose superseded value showed.
        by_conversation / by_category: evidence recall per conversation / per category.
        p50_ms / p99_ms: build latency percentiles.
    """

    window: int
    reserve_output: int
    probes: int
    recall: float | None
    keyword_recall: float | None
    stale_rate: float | None
    by_conversation: dict[str, float]
    by_category: dict[str, float]
    p50_ms: float
    p99_ms: float
    mean_tokens: float


@dataclass
class EvidenceReport:
    """Everything :func:`evaluate` measured.

    Attributes:
        figures: one entry per (window, reserve), in the order asked.
        probes: every probe's details.
        messages: stored messages per conversation.
        replay_seconds: wall time of replaying (adding, and indexing if the strategy indexes)
            each conversation.
    """

    strategy: str
    figures: list[Figures]
    probes: list[ProbeResult]
    messages: dict[str, int]
    replay_seconds: dict[str, float]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serializable copy."""
        return asdict(self)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``values`` by nearest rank (0.0 when empty)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def _context_text(messages: Sequence[Mapping[str, Any]]) -> str:
    parts: list[str] = []
    for m in messages[:-1]:  # the last message is the question itself
        content = m.get("content")
        if isinstance(content, str):
            parts.append(content)
        elif isinstance(content, list):
            parts += [str(p.get("text", "")) for p in content]
    return "\n".join(parts)


def evaluate(path: str | Path, strategy_factory: StrategyFactory, windows: Iterable[int],
             reserve_output: int | Iterable[int] = 0, *, tokenizer: str = "cl100k_base",
             conversations: Iterable[str] | None = None, chunk: int = 64,
             progress: Callable[[str], None] | None = None) -> EvidenceReport:
    """Replay each conversation of ``path`` and score every probe at every window.

    Args:
        path: a conversation file (JSON Lines, see the module docstring).
        strategy_factory: called once per conversation; returns a strategy name or a
            :class:`~convmem.strategies.Strategy` object, shared by the memories of all
            windows of that conversation and closed (``close()``, if it has one) after it.
        windows: model windows to build at (``Memory(window=...)``).
        reserve_output: tokens reserved for the reply; several values give one setting each.
        tokenizer: the encoding tokens are counted with.
        conversations: only these conversation ids (default: all).
        chunk: messages per ``extend`` call while replaying.
        progress: called with a short line after each conversation (e.g. ``print``).

    Returns:
        The figures per (window, reserve) and every probe's details.

    Raises:
        ConfigError: a bad file (see :func:`convmem.convfile.load_jsonl`), window or chunk.
    """
    windows = list(windows)
    reserves = [reserve_output] if isinstance(reserve_output, int) else list(reserve_output)
    if not windows or chunk < 1:
        raise ConfigError(f"windows={windows!r}, chunk={chunk!r}: give at least one window and "
                          "a positive chunk size.")
    wanted = set(conversations) if conversations is not None else None
    counter = TokenCounter(tokenizer)
    results: list[ProbeResult] = []
    sizes: dict[str, int] = {}
    replay: dict[str, float] = {}
    name = "?"
    for convo in load_jsonl(path):
        cid = convo["id"]
        if wanted is not None and cid not in wanted:
            continue
        store = InMemoryStore()
        # The first memory resolves a strategy name; every setting then shares that one object,
        # which alone sees the messages being added.
        settings = [(w, r) for w in windows for r in reserves]
        first = Memory(strategy=strategy_factory(), window=settings[0][0],
                       reserve_output=settings[0][1], tokenizer=counter, store=store,
                       extractor=False)
        strategy = first.strategy
        name = strategy.name
        memories = {settings[0]: first, **{
            (w, r): Memory(strategy=strategy, window=w, reserve_output=r, tokenizer=counter,
                           store=store, extractor=False) for w, r in settings[1:]}}
        began = time.perf_counter()
        stored = []
        for start in range(0, len(convo["messages"]), chunk):
            stored += first.extend(cid, convo["messages"][start:start + chunk])
        flush = getattr(strategy, "flush", None)
        if callable(flush):
            flush()
        replay[cid] = time.perf_counter() - began
        sizes[cid] = len(stored)
        seq_of = {m.id: m.seq for m in stored if m.id is not None}
        for (window, reserve), mem in memories.items():
            for index, probe in enumerate(convo.get("probes") or []):
                results.append(_probe(mem, cid, index, probe, seq_of, window, reserve))
        if progress is not None:
            progress(f"{cid}: {len(stored)} messages replayed in {replay[cid]:.1f} s, "
                     f"{len(convo.get('probes') or [])} probes x {len(memories)} settings")
        close = getattr(strategy, "close", None)
        if callable(close):
            close()
    figures = [_figures([p for p in results if p.window == w and p.reserve_output == r], w, r)
               for w in windows for r in reserves]
    return EvidenceReport(strategy=name, figures=figures, probes=results, messages=sizes,
                          replay_seconds=replay)


def _probe(mem: Memory, cid: str, index: int, probe: Mapping[str, Any],
           seq_of: Mapping[str, int | None], window: int, reserve: int) -> ProbeResult:
    at = probe.get("at")
    began = time.perf_counter()
    ctx = mem.build(cid, {"role": "user", "content": probe["question"]},
                    upto=at if isinstance(at, int) else None)
    latency = (time.perf_counter() - began) * 1000
    present = set(ctx.report.kept) | set(ctx.report.retrieved)
    evidence = [str(e) for e in probe.get("evidence") or []]
    missing = [e for e in evidence if seq_of.get(e) not in present]
    keywords = [str(k) for k in probe.get("expect_any") or []]
    stale = [str(k) for k in probe.get("stale") or []]
    text = _context_text(ctx.messages)
    return ProbeResult(
        conversation_id=cid, index=index, window=window, reserve_output=reserve,
        question=probe["question"], category=probe.get("category"), evidence=evidence,
        missing=missing, recalled=not missing if evidence else None, expect_any=keywords,
        keyword_hit=any(mentions(text, k) for k in keywords) if keywords else None,
        stale_hit=any(mentions(text, k) for k in stale) if stale else None,
        tokens=ctx.tokens, kept=len(ctx.report.kept), retrieved=len(ctx.report.retrieved),
        latency_ms=latency, notes=ctx.report.notes)


def _share(flags: Sequence[bool]) -> float | None:
    return sum(flags) / len(flags) if flags else None


def _figures(probes: Sequence[ProbeResult], window: int, reserve: int) -> Figures:
    scored = [p for p in probes if p.recalled is not None]
    groups: dict[str, dict[str, list[bool]]] = {"conversation": defaultdict(list),
                                                  "category": defaultdict(list)}
    for p in scored:
        groups["conversation"][p.conversation_id].append(bool(p.recalled))
        groups["category"][p.category or "-"].append(bool(p.recalled))
    latencies = [p.latency_ms for p in probes]
    return Figures(
        window=window, reserve_output=reserve, probes=len(probes),
        recall=_share([bool(p.recalled) for p in scored]),
        keyword_recall=_share([bool(p.keyword_hit) for p in probes if p.keyword_hit is not None]),
        stale_rate=_share([bool(p.stale_hit) for p in probes if p.stale_hit is not None]),
        by_conversation={k: sum(v) / len(v) for k, v in groups["conversation"].items()},
        by_category={k: sum(v) / len(v) for k, v in sorted(groups["category"].items())},
        p50_ms=percentile(latencies, 0.5), p99_ms=percentile(latencies, 0.99),
        mean_tokens=statistics.fmean(p.tokens for p in probes) if probes else 0.0)


# -- command line -----------------------------------------------------------------------------

def _ints(text: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r}: expected integers like 2000,4000") from exc


def _option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"{text!r}: expected key=value, e.g. recent_share=0.2")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def _factory(name: str, options: Mapping[str, Any]) -> tuple[StrategyFactory, Callable[[], None]]:
    """A factory for ``name``; for "rag" one embedder and one temporary Chroma folder serve
    every conversation (loading the model once)."""
    if name != "rag":
        if options:
            raise ConfigError(f"--option is only understood for --strategy rag, not {name!r}.")
        return (lambda: name), lambda: None
    import shutil
    import tempfile

    from convmem.embed import SentenceTransformerEmbedder
    from convmem.stores.chroma import ChromaVectorStore
    from convmem.strategies.rag import Retrieval

    folder = tempfile.mkdtemp(prefix="convmem-evidence-")
    embedder = SentenceTransformerEmbedder()
    vectors = ChromaVectorStore(folder)

    def cleanup() -> None:
        vectors.close()
        shutil.rmtree(folder, ignore_errors=True)

    return (lambda: Retrieval(embedder, vectors, **options)), cleanup


def _print(report: EvidenceReport) -> None:
    from rich.console import Console
    from rich.table import Table

    def pct(x: float | None) -> str:
        return "-" if x is None else f"{x:.3f}"

    settings = [f"{f.window}/{f.reserve_output}" for f in report.figures]
    main = Table(title=f"evidence recall — strategy {report.strategy}")
    for col in ("window", "reserve", "recall", "keywords", "p50 ms", "p99 ms", "tokens"):
        main.add_column(col, justify="right")
    for f in report.figures:
        main.add_row(str(f.window), str(f.reserve_output), pct(f.recall), pct(f.keyword_recall),
                     f"{f.p50_ms:.1f}", f"{f.p99_ms:.1f}", f"{f.mean_tokens:.0f}")
    console = Console()
    console.print(main)
    for title, attr in (("recall by conversation (window/reserve)", "by_conversation"),
                        ("recall by category (window/reserve)", "by_category")):
        rows = sorted({k for f in report.figures for k in getattr(f, attr)})
        table = Table(title=title)
        table.add_column(attr.removeprefix("by_"))
        for name in settings:
            table.add_column(name, justify="right")
        for row in rows:
            table.add_row(row, *(pct(getattr(f, attr).get(row)) for f in report.figures))
        console.print(table)
    for cid, seconds in report.replay_seconds.items():
        n = report.messages[cid]
        console.print(f"{cid}: {n} messages replayed in {seconds:.1f} s "
                      f"({n / seconds if seconds else 0:.0f} messages/s)")


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m convmem.evidence FILE --strategy rag --windows 2000,4000``."""
    parser = argparse.ArgumentParser(prog="python -m convmem.evidence",
                                     description="Evidence recall of a strategy on a "
                                                 "conversation file (LoCoMo-style).")
    parser.add_argument("path", help="conversation file (JSON Lines)")
    parser.add_argument("--strategy", default="rag", help="strategy name (default: rag)")
    parser.add_argument("--windows", type=_ints, default=[2000, 4000],
                        help="comma-separated windows (default: 2000,4000)")
    parser.add_argument("--reserve-output", type=_ints, default=[0],
                        help="comma-separated reply reserves (default: 0)")
    parser.add_argument("--conversation", action="append", dest="conversations",
                        help="only this conversation id (repeatable)")
    parser.add_argument("--option", "-o", action="append", type=_option, default=[],
                        help="strategy option key=value (JSON value), repeatable")
    parser.add_argument("--json", dest="json_path", help="also write the full report here")
    args = parser.parse_args(argv)
    factory, cleanup = _factory(args.strategy, dict(args.option))
    try:
        report = evaluate(args.path, factory, args.windows, args.reserve_output,
                          conversations=args.conversations,
                          progress=lambda line: print(line, file=sys.stderr))
    finally:
        cleanup()
    _print(report)
    if args.json_path:
        Path(args.json_path).write_text(json.dumps(report.to_dict(), indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
