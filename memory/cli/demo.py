"""``convmem demo``: the command line of :mod:`convmem.eval.demo`.

It checks what it needs before it starts (the rag extra for rag and hybrid; matplotlib only
when ``--plot-dir`` asks for plots — without it the plots are skipped with a note, since the
demo's point is the context, not the charts).
"""

from __future__ import annotations

import argparse
import importlib.util
import tempfile
from pathlib import Path

from rich.console import Console
from rich.panel import Panel

from convmem.cli.options import check_folder
from convmem.eval import report
from convmem.eval.compare import StrategyKit, compare
from convmem.eval.demo import (
    STRATEGIES,
    final_table,
    per_turn_table,
    request_panel,
    story_conversation,
)
from convmem.eval.scenarios import ALLERGY_QUESTION


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem demo``."""
    parser.add_argument("--window", type=int, default=512, help="context window (tokens)")
    parser.add_argument("--reserve-output", type=int, default=128, help="tokens for the reply")
    parser.add_argument("--show", default="window,hybrid",
                        help="strategies whose final request is printed in full, or 'all'")
    parser.add_argument("--plot-dir", type=Path, default=None,
                        help="where the plots go (default: a new temporary folder, when "
                             "matplotlib is installed)")
    parser.add_argument("--embedder", choices=["minilm", "hash"], default="minilm",
                        help="embedder of rag/hybrid; 'hash' is a fast fake")


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Run the demo; returns the exit code.

    Raises:
        MissingDependency: the rag extra (or matplotlib, for ``--plot-dir``) is missing.
        ConfigError: ``--plot-dir`` cannot be written.
    """
    from convmem.eval import plots

    console = console or Console()
    embedder = None
    if args.embedder == "hash":
        from convmem.providers.embedders import HashEmbedder

        embedder = HashEmbedder()
    kit = StrategyKit(embedder)
    kit.require(STRATEGIES)
    if args.plot_dir is not None:
        check_folder(args.plot_dir, "--plot-dir")
        plots.require_matplotlib()
    conversation = story_conversation()
    console.print(Panel.fit(
        "[bold]convmem demo — context inspection[/bold] (no model is called)\n"
        f"A user says they are allergic to peanuts at turn 1, talks baking for "
        f"{len(conversation['messages']) // 2 - 1} more turns, then asks: “{ALLERGY_QUESTION}”\n"
        f"Window {args.window} tokens, {args.reserve_output} reserved for the reply: what "
        f"would each strategy send? ({', '.join(STRATEGIES)})"))
    try:
        result = compare([conversation], [kit.spec(s) for s in STRATEGIES], [args.window],
                         args.reserve_output, every=1, keep_messages=True,
                         probing=kit.probing)
    finally:
        kit.close()
    grids = [per_turn_table(result), final_table(result, args.window - args.reserve_output)]
    for table in (t for grid in grids for t in report.render(grid, console.width)):
        console.print(table)
    show = STRATEGIES if args.show == "all" else [s.strip() for s in args.show.split(",")]
    for r in result.reports:
        if r.strategy in show:
            last = r.probes[-1]
            console.print(request_panel(r.strategy, last.messages or [], last.tokens))
    for table in report.render(report.compact_table(result), console.width):
        console.print(table)
    for line in report.summary_lines(result):
        console.print(line, highlight=False)
    if args.plot_dir is None and importlib.util.find_spec("matplotlib") is None:
        console.print("plots: skipped (pip install 'convmem[compare]' to write them)",
                      highlight=False)
    else:
        folder = args.plot_dir or Path(tempfile.mkdtemp(prefix="convmem-demo-"))
        written = plots.write_plots(result, folder)
        console.print(f"plots: {', '.join(str(p) for p in written)}", highlight=False)
    console.print("Compare strategies on your own transcripts: convmem compare FILE.jsonl "
                  "(see convmem make-probes for a generated set).", highlight=False)
    return 0
