"""``convmem compare``: the command line of :mod:`convmem.eval.compare`."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console

from convmem.cli.options import check_folder, check_output, url
from convmem.errors import ConfigError
from convmem.eval.compare import DEFAULT_STRATEGIES, StrategyKit, compare, embedder_named
from convmem.eval.evidence import Answerer, Recounter
from convmem.eval.parallel import Job, default_jobs, repeated, run_jobs


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
    twice = repeated(names)
    if twice:
        raise argparse.ArgumentTypeError(f"{text!r}: {', '.join(twice)} listed twice; name each "
                                         "strategy once (its report would be the same)")
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
    parser.add_argument("--embedder", choices=["minilm", "minilm-int8", "minilm-torch", "hash"],
                        default="minilm",
                        help="embedder of dense/rag/hybrid: MiniLM on onnxruntime, its int8 "
                             "variant, or on torch; 'hash' is a fast fake for trying the "
                             "command out, meaningless for retrieval (default: minilm)")
    parser.add_argument("--json", type=Path, dest="json_out", help="write every figure here")
    parser.add_argument("--csv", type=Path, dest="csv_out",
                        help="write one row per strategy x window here")
    parser.add_argument("--plot", type=Path, dest="plot_dir", help="write PNG plots here")
    parser.add_argument("--backend", type=url,
                        help="also ask a model each probe: an OpenAI-compatible API root, e.g. "
                             "http://localhost:8000/v1")
    parser.add_argument("--model", help="the model --backend answers with")
    parser.add_argument("--judge-model", help="grade answers with this model (yes/no) instead "
                                              "of a contains-match")
    parser.add_argument("--api-key", default=None,
                        help="API key for --backend (default: $OPENAI_API_KEY, then "
                             "$CONVMEM_API_KEY)")
    parser.add_argument("--answer-tokens", type=int, default=256,
                        help="reply cap of each answer (default: 256)")
    parser.add_argument("--jobs", "-j", type=int, default=None,
                        help="processes the replays (strategy x conversation) are shared out "
                             "among (default: one per core, at most 4 and one per replay; 1 "
                             "with --backend)")
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
    from convmem.providers.openai import OpenAIBackend

    key = args.api_key or os.environ.get("OPENAI_API_KEY") or os.environ.get("CONVMEM_API_KEY")
    backend = OpenAIBackend(args.backend, args.model, key or None)
    judge = OpenAIBackend(args.backend, args.judge_model, key or None) if args.judge_model \
        else None
    answerer = Answerer(backend, judge=judge, recounter=Recounter(args.tokenizer),
                        max_tokens=args.answer_tokens, seed=args.seed)
    return answerer, [b for b in (backend, judge) if b is not None]


def _check(args: argparse.Namespace, kit: StrategyKit) -> None:
    """Everything that can be checked before the run: inputs, outputs, names, packages.

    Raises:
        ConfigError: a missing input file or an output that cannot be written.
        MissingDependency: a package the strategies or the plots need.
    """
    for path in args.files:
        if not path.is_file():
            raise ConfigError(f"{path}: no such conversation file (JSON Lines, one "
                              "conversation per line).")
    for path, flag in ((args.json_out, "--json"), (args.csv_out, "--csv")):
        if path is not None:
            check_output(path, flag)
    if args.plot_dir is not None:
        from convmem.eval import plots

        check_folder(args.plot_dir, "--plot")
        plots.require_matplotlib()
    kit.require(args.strategies)
    _check_targets(args)


def _check_targets(args: argparse.Namespace) -> None:
    """Each ``--option`` names a strategy of the run and an option it takes."""
    from convmem.strategies import check_options

    bases = {name.partition("+")[0] for name in args.strategies}
    for target, options in _options(args.option).items():
        if target not in bases:
            raise ConfigError(f"--option {target}.{next(iter(options))}: {target!r} is not "
                              f"among --strategies ({','.join(args.strategies)}); add it there "
                              "or drop the option.")
        check_options(target, options)


def _conversations(args: argparse.Namespace) -> int:
    """How many conversations the run replays, for the default number of processes: the
    ones named, else a file's non-blank lines (one conversation each; checked later)."""
    if args.conversations:
        return len(set(args.conversations))
    return sum(1 for path in args.files
               for line in path.read_text(encoding="utf-8", errors="replace").splitlines()
               if line.strip())


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Run ``convmem compare``; returns the exit code.

    Raises:
        ConfigError: a bad file (naming the line and the field) or option, or an output that
            cannot be written (checked before the run).
        MissingDependency: a package the strategies or ``--plot`` need.
    """
    from rich.console import Console

    from convmem.eval import report

    console = console or Console()
    kit = StrategyKit(embedder_named(args.embedder), _options(args.option))
    specs = [kit.spec(name) for name in args.strategies]
    _check(args, kit)
    answerer, backends = _answerer(args)
    jobs = 1 if answerer is not None else (args.jobs or default_jobs(
        len(args.strategies) * _conversations(args)))
    if jobs < 1:
        raise ConfigError(f"--jobs {jobs}: use a positive number of processes.")
    try:
        with _progress(not args.no_progress and sys.stderr.isatty()) as progress:
            if jobs > 1:
                kit.close()
                job = Job([str(f) for f in args.files], list(args.strategies), args.windows,
                          [args.reserve_output], embedder=args.embedder,
                          options=_options(args.option), tokenizer=args.tokenizer,
                          conversations=args.conversations, every=args.every, seed=args.seed)
                result = run_jobs(job, jobs, progress)
            else:
                result = compare(args.files, specs, args.windows, args.reserve_output,
                                 tokenizer=args.tokenizer, conversations=args.conversations,
                                 every=args.every, seed=args.seed, answerer=answerer,
                                 progress=progress, probing=kit.probing,
                                 ahead=kit.embed_ahead)
    finally:
        kit.close()
        for backend in backends:
            backend.close()
    result.extra["processes"] = jobs
    if args.embedder == "hash":
        result.extra["embedder"] = "hash (fake: retrieval figures are meaningless)"
    report.print_comparison(result, console)
    if args.json_out:
        report.write_json(result, args.json_out)
        console.print(f"JSON: {args.json_out}")
    if args.csv_out:
        report.write_csv(result, args.csv_out)
        console.print(f"CSV: {args.csv_out}")
    if args.plot_dir:
        from convmem.eval import plots

        for path in plots.write_plots(result, args.plot_dir):
            console.print(f"plot: {path}")
    return 0
