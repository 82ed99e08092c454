"""``convmem bench-proxy``: the command line of :mod:`convmem.eval.proxybench`."""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
import tempfile

from convmem.cli.options import strategy
from convmem.errors import ConfigError
from convmem.eval.proxybench import measure, serve_process, serve_workers


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``convmem bench-proxy``."""
    parser.add_argument("--requests", type=int, default=200,
                        help="requests per sequential series (default 200)")
    parser.add_argument("--concurrency", type=int, default=100,
                        help="concurrent streaming conversations (default 100)")
    parser.add_argument("--turns", type=int, default=3,
                        help="streamed turns per concurrent conversation (default 3)")
    parser.add_argument("--chunks", type=int, default=8, help="pieces per streamed reply")
    parser.add_argument("--chunk-delay-ms", type=float, default=5.0,
                        help="the fake upstream's delay between pieces (default 5 ms)")
    parser.add_argument("--strategy", type=strategy, default="window",
                        help="the proxy's strategy (window: the proxy's own overhead alone)")
    parser.add_argument("--window", type=int, default=8192, help="the proxy's window")
    parser.add_argument("--conversation-turns", type=int, default=10,
                        help="turns per conversation before the next one starts (default 10)")
    parser.add_argument("--store", default=None,
                        help="the proxy's store URL (default: SQLite in a temporary folder); "
                             "'memory' for the in-memory store (the proxy's own work alone)")
    parser.add_argument("--workers", type=int, default=None,
                        help="run the proxy as `convmem serve --workers N` (the command users "
                             "run, N processes on one socket) instead of one in-process app; "
                             "needs a shared store: a SQLite file (the default) or --store")
    parser.add_argument("--sqlite-sync", choices=("full", "normal"), default="normal",
                        help="SQLite's synchronous pragma for the proxy's store (default: "
                             "normal, as `convmem serve`: no fsync per commit; full: "
                             "SQLite's own default)")


def main(args: argparse.Namespace) -> int:
    """Run the benchmark and print a table; returns 1 if any proxied request failed."""
    from rich.console import Console
    from rich.table import Table

    # A SIGTERM (a CI timeout, `kill`) unwinds the blocks below, which stop the servers this
    # command started; without it they would outlive it.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    with tempfile.TemporaryDirectory(prefix="convmem-bench-") as tmp:
        store = args.store or f"sqlite:///{os.path.join(tmp, 'proxy.db')}"
        options = {"chunks": args.chunks, "delay": args.chunk_delay_ms / 1000.0,
                   "strategy": args.strategy, "window": args.window, "store": store,
                   "sqlite_sync": args.sqlite_sync}
        if args.workers is not None and args.workers < 1:
            raise ConfigError(f"--workers {args.workers}: use a positive number of processes.")
        with serve_process("upstream", options) as upstream, (
                serve_workers({**options, "upstream": f"{upstream}/v1"}, args.workers)
                if args.workers else serve_process(
                    "proxy", {**options, "upstream": f"{upstream}/v1"})) as proxy:
            series = asyncio.run(measure(upstream, proxy, args.requests, args.concurrency,
                                          args.turns, args.conversation_turns))
    kind = store.split(":")[0]
    where = "in-memory store" if args.store == "memory" else f"{kind} store" + (
        f", synchronous={args.sqlite_sync}" if kind == "sqlite" else "")
    table = Table(title="convmem proxy: added latency (ms)", caption=(
        f"{os.cpu_count()} CPUs; {where}; strategy {args.strategy}, window {args.window}; "
        f"{args.conversation_turns} turns per conversation; upstream and proxy in their own "
        "processes on loopback" + (f"; proxy = convmem serve --workers {args.workers}"
                                   if args.workers else "")))
    for col in ("series", "measure", "direct p50", "direct p99", "proxy p50", "proxy p99",
                "added p50", "added p99", "errors"):
        table.add_column(col, justify="left" if col in ("series", "measure") else "right")
    failed = 0
    for name, rows in series.items():
        for metric, suffix in (("total", ""), ("first byte", " ttfb")):
            direct, proxied = rows["direct" + suffix], rows["proxy" + suffix]
            if not direct.values and not proxied.values:
                continue
            table.add_row(
                name, metric, *(f"{s.pct(q):.2f}" for s in (direct, proxied) for q in (.5, .99)),
                f"{proxied.pct(.5) - direct.pct(.5):+.2f}",
                f"{proxied.pct(.99) - direct.pct(.99):+.2f}",
                f"{rows['direct'].errors}/{rows['proxy'].errors}" if not suffix else "")
        failed += rows["proxy"].errors
    console = Console()
    if not console.is_terminal:
        console = Console(width=132)  # a pipe or a log: keep the rows on one line each
    console.print(table)
    plain = series["plain, 1 client"]
    added = plain["proxy"].pct(.5) - plain["direct"].pct(.5)
    console.print(f"added p50 latency {added:.2f} ms (goal <= 3 ms): "
                  f"{'met' if added <= 3.0 else 'NOT met'}; proxied errors: {failed}")
    return 1 if failed else 0
