"""``convmem compare``: memory strategies side by side on conversation files.

``convmem compare FILE.jsonl [FILE2 ...] --strategies window,summary,rag,prune,hybrid
--windows 1024,2048,4096`` replays each conversation (DESIGN.md, "Conversation files") through
each strategy and window and prints, per strategy x window: fact and evidence recall (overall
and by probe category/kind/superseded/lang), prompt tokens per request, cumulative tokens and
the saving against replaying the full history, budget violations and invalid contexts found by
an independent recount, build and add latency, prefix reuse, summarizer calls and tokens, and
with ``--backend`` a model's answers and their accuracy. ``--json``/``--csv`` write the figures
for machines, ``--plot DIR`` PNG plots.

The module is the front: :class:`StrategyKit` makes the named strategies (one embedder shared by
``rag`` and ``hybrid``: loading MiniLM takes ~8 s), :func:`compare` runs them, ``main`` is the
command. How a replay works and what each figure means is in :mod:`convmem.compare_engine`;
scoring in :mod:`convmem.evidence`; tables, JSON and CSV in :mod:`convmem.compare_report`;
plots in :mod:`convmem.plots`.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from convmem.compare_engine import (
    Figures,
    Group,
    ProbeResult,
    Source,
    StrategyFactory,
    StrategyReport,
    TurnResult,
    evaluate,
    load_conversations,
    phase_of,
    plan_points,
)
from convmem.errors import ConfigError
from convmem.evidence import Answerer, Recounter

if TYPE_CHECKING:
    from rich.console import Console

    from convmem.embed import Embedder
    from convmem.strategies.base import Strategy

__all__ = ["DEFAULT_STRATEGIES", "Comparison", "Figures", "Group", "ProbeResult",
           "StrategyKit", "StrategyReport", "StrategySpec", "TurnResult", "add_arguments",
           "compare", "evaluate", "load_conversations", "main"]

DEFAULT_STRATEGIES = ("window", "summary", "rag", "prune", "hybrid")


@dataclass
class Comparison:
    """Several strategies on the same conversations (what ``convmem compare`` prints)."""

    reports: list[StrategyReport]
    files: list[str]
    conversations: int
    probes: int
    windows: list[int]
    reserves: list[int]
    tokenizer: str
    every: int
    phase: int
    seed: int
    seconds: float
    answered_by: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def figures(self) -> list[Figures]:
        """Every strategy's figures, strategy by strategy, in the order asked."""
        return [f for r in self.reports for f in r.figures]

    def sampling(self) -> str:
        """One line saying which user turns were built."""
        users = sum(self.reports[0].user_turns.values()) if self.reports else 0
        built = len({(t.conversation_id, t.turn) for t in self.reports[0].turns}
                    ) if self.reports else 0
        if self.every == 0:
            return "user turns: none built (every=0); probes only"
        how = ("every user turn" if self.every == 1 else
               f"2 consecutive user turns in every {self.every} (phase {self.phase} from seed "
               f"{self.seed})")
        return f"user turns built: {how}, {built:,} of {users:,}"


@dataclass(frozen=True)
class StrategySpec:
    """A strategy to compare: its label, how to make it, and whether facts are pinned."""

    label: str
    factory: StrategyFactory
    facts: bool | None = None


class StrategyKit:
    """The named strategies for a run, sharing one embedder and one temporary vector folder.

    Args:
        embedder: for ``rag``/``hybrid``; default all-MiniLM-L6-v2, loaded on first use.
        options: per strategy name, keyword options for its constructor (``Retrieval``/``Hybrid``
            ``.embedded``, ``Summarizing``, ``Pruning``, ``SlidingWindow``).
    """

    def __init__(self, embedder: Embedder | None = None,
                 options: Mapping[str, Mapping[str, Any]] | None = None) -> None:
        self._embedder = embedder
        self.options = {k: dict(v) for k, v in (options or {}).items()}
        self._folder: Path | None = None
        self._made = 0

    @property
    def embedder(self) -> Embedder:
        """The shared embedder (loaded on first use)."""
        if self._embedder is None:
            from convmem.embed import SentenceTransformerEmbedder

            self._embedder = SentenceTransformerEmbedder()
        return self._embedder

    def spec(self, name: str) -> StrategySpec:
        """``"rag"``, ``"hybrid"``…, or ``"window+facts"`` to pin the fact ledger.

        Raises:
            ConfigError: an unknown name.
        """
        from convmem.strategies import NAMES

        base, plus, suffix = name.partition("+")
        if base not in NAMES or (plus and suffix != "facts"):
            raise ConfigError(f"strategy {name!r}: use one of {', '.join(NAMES)}, optionally "
                              "with '+facts' to pin the fact ledger (e.g. window+facts).")
        return StrategySpec(name, lambda: self._make(base), True if plus else None)

    def _make(self, name: str) -> str | Strategy:
        from convmem.strategies import create

        options = self.options.get(name, {})
        if name not in ("rag", "hybrid"):
            return create(name, **options)
        if self._folder is None:
            self._folder = Path(tempfile.mkdtemp(prefix="convmem-compare-"))
        self._made += 1  # a folder per strategy object: two never share a collection
        return create(name, path=self._folder / f"{name}-{self._made}", embedder=self.embedder,
                      **options)

    def close(self) -> None:
        """Remove the vector folder."""
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None


def compare(source: Source, strategies: Sequence[StrategySpec], windows: Iterable[int],
            reserve_output: int | Iterable[int] = 0, *, tokenizer: str = "cl100k_base",
            conversations: Iterable[str] | None = None, every: int = 10, seed: int = 0,
            answerer: Answerer | None = None, keep_messages: bool = False,
            progress: Callable[[int, int, str], None] | None = None) -> Comparison:
    """Run :func:`evaluate` for each strategy on the same conversations.

    Args:
        source / windows / reserve_output / tokenizer / conversations / every / seed /
            answerer / keep_messages: as for :func:`evaluate`.
        strategies: what to compare (see :meth:`StrategyKit.spec`).
        progress: called as ``(done, total, what)`` after each build point.

    Returns:
        The comparison.

    Raises:
        ConfigError: a bad file, setting or strategy.
    """
    began = time.perf_counter()
    windows = list(windows)
    reserves = [reserve_output] if isinstance(reserve_output, int) else list(reserve_output)
    convs = load_conversations(source, conversations)
    if not strategies:
        raise ConfigError("no strategy to compare: give at least one, e.g. window,hybrid.")
    phase = phase_of(every, seed)
    total = len(strategies) * plan_points(convs, every, seed)
    done = 0
    recounter = Recounter(tokenizer)
    reports = []
    for spec in strategies:
        def step(cid: str, label: str = spec.label) -> None:
            nonlocal done
            done += 1
            if progress is not None:
                progress(done, total, f"{label} · {cid}")

        reports.append(evaluate(convs, spec.factory, windows, reserves, tokenizer=tokenizer,
                                every=every, seed=seed, facts=spec.facts, answerer=answerer,
                                keep_messages=keep_messages, label=spec.label, step=step,
                                recounter=recounter))
    files = [str(s) for s in ([source] if isinstance(source, (str, Path)) else source)
             if isinstance(s, (str, Path))]
    return Comparison(reports=reports, files=files, conversations=len(convs),
                      probes=sum(len(c.get("probes") or []) for c in convs), windows=windows,
                      reserves=reserves, tokenizer=tokenizer, every=every, phase=phase,
                      seed=seed, seconds=time.perf_counter() - began,
                      answered_by=getattr(getattr(answerer, "backend", None), "model", None))


# -- command line -------------------------------------------------------------------------------

def _ints(text: str) -> list[int]:
    try:
        values = [int(x) for x in text.split(",") if x.strip()]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{text!r}: expected integers like 1024,2048") from exc
    if not values or any(v <= 0 for v in values):
        raise argparse.ArgumentTypeError(f"{text!r}: expected positive integers like 1024,2048")
    return values


def _names(text: str) -> list[str]:
    names = [x.strip() for x in text.split(",") if x.strip()]
    if not names:
        raise argparse.ArgumentTypeError(f"{text!r}: expected names like window,hybrid")
    return names


def _options(items: Sequence[str]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for item in items:
        target, sep, value = item.partition("=")
        name, dot, key = target.partition(".")
        if not sep or not dot or not name or not key:
            raise ConfigError(f"--option {item!r}: use STRATEGY.KEY=VALUE, e.g. "
                              "rag.recent_share=0.2 (VALUE is read as JSON, else as text).")
        try:
            parsed: Any = json.loads(value)
        except json.JSONDecodeError:
            parsed = value
        out.setdefault(name, {})[key] = parsed
    return out


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem compare``."""
    parser.add_argument("files", nargs="+", type=Path, help="conversation files (JSON Lines)")
    parser.add_argument("--strategies", type=_names, default=list(DEFAULT_STRATEGIES),
                        help="comma-separated strategies; NAME+facts pins the fact ledger "
                             "(default: window,summary,rag,prune,hybrid)")
    parser.add_argument("--windows", type=_ints, default=[1024, 2048, 4096],
                        help="comma-separated context windows in tokens (default: "
                             "1024,2048,4096)")
    parser.add_argument("--reserve-output", type=int, default=0,
                        help="tokens of each window kept for the reply (default: 0)")
    parser.add_argument("--tokenizer", default="cl100k_base",
                        help="tiktoken encoding or OpenAI model name (default: cl100k_base)")
    parser.add_argument("--every", type=int, default=10,
                        help="build 2 consecutive user turns in every N for the token/latency "
                             "figures; 1 = every turn, 0 = probes only (default: 10)")
    parser.add_argument("--seed", type=int, default=0,
                        help="seeds the turn sampling and the model calls (default: 0)")
    parser.add_argument("--conversation", action="append", dest="conversations",
                        help="only this conversation id (repeatable)")
    parser.add_argument("--option", "-o", action="append", default=[],
                        help="strategy option STRATEGY.KEY=VALUE, e.g. rag.recent_share=0.2 "
                             "(repeatable)")
    parser.add_argument("--embedder", choices=["minilm", "hash"], default="minilm",
                        help="embedder of rag/hybrid; 'hash' is a fast fake for trying the "
                             "command out, meaningless for retrieval (default: minilm)")
    parser.add_argument("--json", type=Path, dest="json_out", help="write every figure here")
    parser.add_argument("--csv", type=Path, dest="csv_out",
                        help="write one row per strategy x window here")
    parser.add_argument("--plot", type=Path, dest="plot_dir", help="write PNG plots here")
    parser.add_argument("--backend", help="also ask a model each probe: an OpenAI-compatible "
                                          "API root, e.g. http://localhost:8000/v1")
    parser.add_argument("--model", help="the model --backend answers with")
    parser.add_argument("--judge-model", help="grade answers with this model (yes/no) instead "
                                              "of a contains-match")
    parser.add_argument("--api-key", default=None,
                        help="API key for --backend (default: $OPENAI_API_KEY, then "
                             "$CONVMEM_API_KEY)")
    parser.add_argument("--answer-tokens", type=int, default=256,
                        help="reply cap of each answer (default: 256)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


@contextmanager
def _progress(enabled: bool) -> Iterator[Callable[[int, int, str], None] | None]:
    if not enabled:
        yield None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    with Progress(TextColumn("{task.description:<28}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), TimeRemainingColumn(), console=Console(stderr=True),
                  transient=True) as bar:
        task = bar.add_task("replaying", total=None)

        def update(done: int, total: int, what: str) -> None:
            bar.update(task, completed=done, total=total, description=what[:28])

        yield update


def _answerer(args: argparse.Namespace) -> tuple[Answerer | None, list[Any]]:
    if not args.backend:
        if args.model or args.judge_model:
            raise ConfigError("--model/--judge-model need --backend URL (the API to ask).")
        return None, []
    if not args.model:
        raise ConfigError("--backend needs --model: name the model that answers.")
    from convmem.http import OpenAIBackend

    key = args.api_key or os.environ.get("OPENAI_API_KEY") or os.environ.get("CONVMEM_API_KEY")
    backend = OpenAIBackend(args.backend, args.model, key or None)
    judge = OpenAIBackend(args.backend, args.judge_model, key or None) if args.judge_model \
        else None
    answerer = Answerer(backend, judge=judge, recounter=Recounter(args.tokenizer),
                        max_tokens=args.answer_tokens, seed=args.seed)
    return answerer, [b for b in (backend, judge) if b is not None]


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Run ``convmem compare``; returns the exit code.

    Raises:
        ConfigError: a bad file (naming the line and the field) or option.
    """
    from rich.console import Console

    from convmem import compare_report

    console = console or Console()
    embedder = None
    if args.embedder == "hash":
        from convmem.embed import HashEmbedder

        embedder = HashEmbedder()
    kit = StrategyKit(embedder, _options(args.option))
    specs = [kit.spec(name) for name in args.strategies]
    answerer, backends = _answerer(args)
    try:
        with _progress(not args.no_progress and sys.stderr.isatty()) as progress:
            result = compare(args.files, specs, args.windows, args.reserve_output,
                             tokenizer=args.tokenizer, conversations=args.conversations,
                             every=args.every, seed=args.seed, answerer=answerer,
                             progress=progress)
    finally:
        kit.close()
        for backend in backends:
            backend.close()
    if args.embedder == "hash":
        result.extra["embedder"] = "hash (fake: retrieval figures are meaningless)"
    compare_report.print_comparison(result, console)
    if args.json_out:
        compare_report.write_json(result, args.json_out)
        console.print(f"JSON: {args.json_out}")
    if args.csv_out:
        compare_report.write_csv(result, args.csv_out)
        console.print(f"CSV: {args.csv_out}")
    if args.plot_dir:
        from convmem import plots

        for path in plots.write_plots(result, args.plot_dir):
            console.print(f"plot: {path}")
    return 0


if __name__ == "__main__":  # ``python -m convmem.compare FILE ...`` is ``convmem compare``
    from convmem.cli import main as cli_main

    sys.exit(cli_main(["compare", *sys.argv[1:]]))
