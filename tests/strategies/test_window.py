from __future__ import annotations

import pytest

import convmem
from convmem.strategies import SlidingWindow
from tests.invariants import recount


def chat(mem: convmem.Memory, turns: int, start: int = 0) -> None:
    for i in range(start, start + turns):
        mem.extend("c", [{"role": "user", "content": f"turn {i}: how long do I proof dough?"},
                         {"role": "assistant", "content": f"reply {i}: about an hour, warm."}])


def test_window_keeps_newest_whole_turns() -> None:
    mem = convmem.Memory(strategy="window", window=200, reserve_output=0, extractor=False)
    chat(mem, 50)
    ctx = mem.build("c", {"role": "user", "content": "next"})
    kept = ctx.report.kept
    assert kept == list(range(kept[0], 100)) and kept[0] % 2 == 0
    # one more turn would not have fitted
    extra = recount([{"role": "user", "content": "turn 0: how long do I proof dough?"},
                     {"role": "assistant", "content": "reply 0: about an hour, warm."}]) - 3
    assert ctx.tokens + extra > 200


def test_cache_friendly_window_keeps_prefix_until_it_must_evict() -> None:
    mem = convmem.Memory(strategy=SlidingWindow(cache_friendly=True, evict_fraction=0.5),
                         window=600, reserve_output=0, extractor=False)
    plain = convmem.Memory(strategy="window", window=600, reserve_output=0, extractor=False)
    reuse, plain_reuse, evictions = [], [], 0
    for i in range(60):
        for m in (mem, plain):
            chat(m, 1, start=i)
        ctx = mem.build("c", {"role": "user", "content": "q"})
        plain_ctx = plain.build("c", {"role": "user", "content": "q"})
        reuse.append(ctx.report.prefix_reuse)
        plain_reuse.append(plain_ctx.report.prefix_reuse)
        evictions += bool(ctx.report.notes.get("evicted"))
        assert ctx.tokens <= 600
    # Once the plain window is full it slides every turn and shares no prefix at all.
    assert sum(plain_reuse[30:]) == 0
    assert sum(reuse[30:]) / 30 > 0.5
    assert 2 <= evictions < 30


def test_evict_fraction_is_validated() -> None:
    with pytest.raises(convmem.ConfigError, match="evict_fraction"):
        SlidingWindow(evict_fraction=1.0)


def test_one_cache_friendly_window_serves_memories_of_several_windows() -> None:
    # compare shares one strategy object between windows: each window keeps its own anchor,
    # so the large one is not held to the small one's start (it was, before the anchor was
    # keyed by the limit).
    shared = SlidingWindow(cache_friendly=True)
    small = convmem.Memory(strategy=shared, window=300, reserve_output=0, extractor=False)
    large = convmem.Memory(strategy=shared, window=3000, reserve_output=0, extractor=False,
                           store=small.store)
    chat(small, 120)
    for _ in range(3):
        small_ctx = small.build("c", {"role": "user", "content": "q"})
        large_ctx = large.build("c", {"role": "user", "content": "q"})
    assert small_ctx.tokens <= 300 < large_ctx.tokens
    assert len(large_ctx.report.kept) > 4 * len(small_ctx.report.kept)
