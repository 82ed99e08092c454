"""``convmem bench``: the command line of :mod:`convmem.eval.bench`."""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

from convmem.cli.options import strategy
from convmem.eval.bench import bench_memory, bench_messages, fill, percentile, timed


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem bench``."""
    parser.add_argument("--store", choices=["sqlite", "memory"], default="sqlite",
                        help="the store benchmarked")
    parser.add_argument("--strategy", type=strategy, default="window",
                        help="the strategy built (window: the store's read path alone)")
    parser.add_argument("--window", type=int, default=2048,
                        help="small enough that both histories fill it (equal work per build)")
    parser.add_argument("--short", type=int, default=100, help="messages in the short history")
    parser.add_argument("--long", type=int, default=10_000, help="messages in the long history")
    parser.add_argument("--builds", type=int, default=200, help="builds timed per history")
    parser.add_argument("--adds", type=int, default=500, help="single adds timed")
    parser.add_argument("--bulk", type=int, default=5_000, help="messages added by extend, timed")
    parser.add_argument("--index", type=int, default=0, metavar="N",
                        help="instead: retrieval indexing throughput, extend of N distinct "
                             "messages and background indexing of N/10 single adds")


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Run the benchmark and print its table; returns the exit code."""
    console = console or Console()
    if args.index:
        return _index(args, console)
    question = {"role": "user", "content": "Suggest a muffin recipe."}
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp, bench_memory(args.store, args.strategy, args.window,
                                                       Path(tmp)) as mem:
        fill(mem, "short", args.short)
        fill(mem, "long", args.long)
        lat = {}
        for cid, n in (("short", args.short), ("long", args.long)):
            tokens = mem.build(cid, question).tokens  # also warms caches
            lat[cid] = timed(lambda c=cid: mem.build(c, question), args.builds)  # type: ignore[misc]
            rows.append((f"build p50 / p99 at {n:,} messages, {tokens:,}-token context (ms)",
                         f"{statistics.median(lat[cid]):.2f} / {percentile(lat[cid], 0.99):.2f}"))
        ratio = statistics.median(lat["long"]) / statistics.median(lat["short"])
        rows.append((f"p50 ratio {args.long:,} / {args.short:,} (goal ≤ 1.5)", f"{ratio:.2f}"))
        singles = timed(lambda: mem.add("adds", bench_messages(1)[0]), args.adds)
        rows.append(("add, one message per call (messages/s)",
                     f"{1000 / statistics.mean(singles):,.0f}"))
        t0 = time.perf_counter()
        fill(mem, "bulk", args.bulk)
        rows.append(("extend, 500 per call (messages/s)",
                     f"{args.bulk / (time.perf_counter() - t0):,.0f}"))
    table = Table(title=f"convmem bench — strategy {args.strategy}, store {args.store}, "
                        f"window {args.window}, facts pinned")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for row in rows:
        table.add_row(*row)
    console.print(table)
    return 0


def _index(args: argparse.Namespace, console: Console) -> int:
    from convmem.eval.bench import bench_index

    with tempfile.TemporaryDirectory() as tmp:
        figures = bench_index(Path(tmp), args.index, max(1, args.index // 10))
    table = Table(title="convmem bench --index — retrieval indexing (MiniLM, embedded Chroma)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row(f"extend of {args.index:,} messages, 500 per call (messages/s)",
                  f"{figures['extend_per_s']:,.0f}")
    table.add_row(f"background indexing of {max(1, args.index // 10):,} single adds "
                  "(messages/s)", f"{figures['background_per_s']:,.0f}")
    table.add_row("add returns in (ms, mean, background indexing)", f"{figures['add_ms']:.1f}")
    console.print(table)
    return 0
