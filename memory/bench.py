"""``convmem bench``: does a turn's cost grow with the history? Prints figures, asserts nothing.

Build latency is measured at a short and a long history (default 100 and 10,000 stored
messages) on the same store and strategy, and their p50 ratio is the figure that matters: reads
are index queries bounded by the budget, so the ratio should stay near 1 (goal <= 1.5). Add
throughput is measured both for single ``add`` calls and for batched ``extend``.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from convmem.core import Memory
from convmem.scenarios import allergy_story

__all__ = ["add_arguments", "main", "percentile"]


def percentile(values: list[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``values`` by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def _messages(n: int, offset: int = 0) -> list[dict[str, Any]]:
    story = allergy_story(rounds=4)
    return [{"role": story[(offset + i) % len(story)]["role"],
             "content": story[(offset + i) % len(story)]["content"]} for i in range(n)]


def _fill(mem: Memory, cid: str, n: int) -> None:
    for start in range(0, n, 500):
        mem.extend(cid, _messages(min(500, n - start), start))


def _time(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


@contextmanager
def _memory(store: str, strategy: str, window: int, folder: Path) -> Iterator[Memory]:
    url = None if store == "memory" else f"sqlite:///{folder / 'bench.db'}"
    mem = Memory(strategy=strategy, window=window, reserve_output=256, store=url, facts=True)
    try:
        yield mem
    finally:
        mem.close()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of ``convmem bench``."""
    parser.add_argument("--store", choices=["sqlite", "memory"], default="sqlite")
    parser.add_argument("--strategy", default="window")
    parser.add_argument("--window", type=int, default=2048,
                        help="small enough that both histories fill it (equal work per build)")
    parser.add_argument("--short", type=int, default=100, help="messages in the short history")
    parser.add_argument("--long", type=int, default=10_000, help="messages in the long history")
    parser.add_argument("--builds", type=int, default=200, help="builds timed per history")
    parser.add_argument("--adds", type=int, default=500, help="single adds timed")
    parser.add_argument("--bulk", type=int, default=5_000, help="messages added by extend, timed")


def main(args: argparse.Namespace, console: Console | None = None) -> int:
    """Run the benchmark and print its table; returns the exit code."""
    console = console or Console()
    question = {"role": "user", "content": "Suggest a muffin recipe."}
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp, _memory(args.store, args.strategy, args.window,
                                                       Path(tmp)) as mem:
        _fill(mem, "short", args.short)
        _fill(mem, "long", args.long)
        lat = {}
        for cid, n in (("short", args.short), ("long", args.long)):
            tokens = mem.build(cid, question).tokens  # also warms caches
            lat[cid] = _time(lambda c=cid: mem.build(c, question), args.builds)  # type: ignore[misc]
            rows.append((f"build p50 / p99 at {n:,} messages, {tokens:,}-token context (ms)",
                         f"{statistics.median(lat[cid]):.2f} / {percentile(lat[cid], 0.99):.2f}"))
        ratio = statistics.median(lat["long"]) / statistics.median(lat["short"])
        rows.append((f"p50 ratio {args.long:,} / {args.short:,} (goal ≤ 1.5)", f"{ratio:.2f}"))
        singles = _time(lambda: mem.add("adds", _messages(1)[0]), args.adds)
        rows.append(("add, one message per call (messages/s)",
                     f"{1000 / statistics.mean(singles):,.0f}"))
        t0 = time.perf_counter()
        _fill(mem, "bulk", args.bulk)
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
