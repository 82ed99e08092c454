"""``convmem bench``: does a turn's cost grow with the history? Prints figures, asserts nothing.

Build latency is measured at a short and a long history (default 100 and 10,000 stored
messages) on the same store and strategy, and their p50 ratio is the figure that matters: reads
are index queries bounded by the budget, so the ratio should stay near 1 (goal <= 1.5). Add
throughput is measured both for single ``add`` calls and for batched ``extend``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from convmem.core.memory import Memory
from convmem.eval.scenarios import allergy_story

__all__ = ["bench_memory", "bench_messages", "fill", "percentile", "timed"]


def percentile(values: list[float], q: float) -> float:
    """The ``q``-quantile (0..1) of ``values`` by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def bench_messages(n: int, offset: int = 0) -> list[dict[str, Any]]:
    story = allergy_story(rounds=4)
    return [{"role": story[(offset + i) % len(story)]["role"],
             "content": story[(offset + i) % len(story)]["content"]} for i in range(n)]


def fill(mem: Memory, cid: str, n: int) -> None:
    for start in range(0, n, 500):
        mem.extend(cid, bench_messages(min(500, n - start), start))


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


@contextmanager
def bench_memory(store: str, strategy: str, window: int, folder: Path) -> Iterator[Memory]:
    url = None if store == "memory" else f"sqlite:///{folder / 'bench.db'}"
    mem = Memory(strategy=strategy, window=window, reserve_output=256, store=url, facts=True)
    try:
        yield mem
    finally:
        mem.close()


