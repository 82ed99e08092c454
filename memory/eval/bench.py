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

__all__ = ["bench_index", "bench_memory", "bench_messages", "fill", "percentile", "timed",
           "unique_messages"]


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




def unique_messages(n: int, seed: int = 3) -> list[dict[str, Any]]:
    """``n`` messages of generated conversations (planted facts and varied filler), about five
    in six of them distinct (the allergy story of :func:`bench_messages` repeats a few dozen
    texts, and an index benchmark on those would say little about real histories)."""
    from convmem.eval.probes import generate

    out: list[dict[str, Any]] = []
    conversations = 0
    while len(out) < n:
        conversations += max(1, (n - len(out)) // 300 + 1)
        out = [{"role": m["role"], "content": m["content"]}
               for c in generate(conversations, 300, seed=seed) for m in c["messages"]]
    return out[:n]


def bench_index(folder: Path, extend: int, single: int) -> dict[str, float]:
    """Retrieval indexing throughput on the embedded defaults (MiniLM, Chroma in ``folder``).

    Args:
        folder: where the Chroma folders go.
        extend: messages added by ``extend``, 500 per call (indexed in that call).
        single: messages added one per ``add`` with background indexing, then flushed.

    Returns:
        ``extend_per_s``, ``background_per_s`` (from the first add to the flush's end) and
        ``add_ms`` (the mean time an ``add`` took to return with background indexing).
    """
    from convmem.strategies import embedded_retrieval

    texts = unique_messages(extend + single)
    strategy = embedded_retrieval(path=folder / "extend")
    strategy.embedder.embed(["load the model first: its loading is not indexing"])
    out: dict[str, float] = {}
    with Memory(strategy=strategy, window=4096, reserve_output=0, extractor=False) as mem:
        began = time.perf_counter()
        for start in range(0, extend, 500):
            mem.extend("bench", texts[start:min(extend, start + 500)])
        out["extend_per_s"] = extend / (time.perf_counter() - began)
    background = embedded_retrieval(path=folder / "background", embedder=strategy.embedder,
                                    background=True)
    with Memory(strategy=background, window=4096, reserve_output=0, extractor=False) as mem:
        began = time.perf_counter()
        for message in texts[extend:]:
            mem.add("bench", message)
        returned = time.perf_counter() - began
        background.flush()
        out["background_per_s"] = single / (time.perf_counter() - began)
        out["add_ms"] = returned * 1000 / max(1, single)
    return out
