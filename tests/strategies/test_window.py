from __future__ import annotations

from pathlib import Path

import pytest

import convmem
from convmem.chat.engine import TurnEngine
from convmem.chat.turn import TurnRequest
from convmem.providers.base import ChatResult
from convmem.providers.embedders import HashEmbedder
from convmem.stores import SQLStore
from convmem.stores.chroma import ChromaVectorStore
from convmem.strategies import Hybrid, Retrieval, SlidingWindow
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


def test_anchors_are_bounded_and_a_forgotten_one_only_evicts_again() -> None:
    # A server meets an unbounded number of conversations: the window remembers at most
    # `anchors` starts. A conversation whose anchor was forgotten evicts on its next build (as
    # after a restart) and stays within budget; the others keep their prefix.
    window = SlidingWindow(cache_friendly=True, evict_fraction=0.5, anchors=2)
    mem = convmem.Memory(strategy=window, window=300, reserve_output=0, extractor=False)
    for cid in ("a", "b", "c"):
        for i in range(30):
            mem.extend(cid, [{"role": "user", "content": f"turn {i}: how long do I proof?"},
                             {"role": "assistant", "content": f"reply {i}: an hour."}])
        first = mem.build(cid, {"role": "user", "content": "q"})
        again = mem.build(cid, {"role": "user", "content": "q"})
        assert again.report.kept == first.report.kept and not again.report.notes.get("evicted")
    assert len(window._starts) == 2
    ctx = mem.build("a", {"role": "user", "content": "q"})  # "a" was the oldest: forgotten
    assert ctx.report.notes.get("evicted") and ctx.tokens <= 300
    window.forget(["a", "b"])
    assert len(window._starts) == 1  # "c"'s anchor only


def test_the_anchor_survives_a_limit_that_moves_with_calibration_and_max_tokens() -> None:
    # Behind a provider every reply's usage report moves the calibrated limit by a token or
    # two, and clients send their own max_tokens: the anchor was keyed by that limit, so it
    # was lost (the window evicted, the provider's prompt cache missed) nearly every turn.
    mem = convmem.Memory(strategy=SlidingWindow(cache_friendly=True, evict_fraction=0.5),
                         window=900, reserve_output=100, extractor=False)
    limits, evictions = set(), 0
    for i in range(40):
        chat(mem, 1, start=i)
        ctx = mem.build("c", {"role": "user", "content": "q"}, reserve=100 + i % 3)
        limits.add(ctx.report.limit)
        evictions += bool(ctx.report.notes.get("evicted"))
        # The provider counts a few tokens more than we do, varying with the prompt.
        mem.calibration.observe(mem.calibration_key(None, None), ctx.tokens,
                                ctx.tokens + 5 + i % 4)
        assert ctx.tokens <= ctx.report.limit
    assert len(limits) > 10  # the limit did move
    assert evictions <= 8  # one per chunk of the window, as with a fixed limit


def shared_prefix(a: list[dict[str, object]], b: list[dict[str, object]]) -> bool:
    """Whether prompt ``b`` starts with everything ``a`` sent before its new message."""
    return b[:len(a) - 1] == a[:-1]


# (strategy, prefix hits of 20 turns): every turn but the evictions; hybrid's window is a fifth of
# its budget and evicts more often. Both were 0 of 20 while each worker kept its own anchor.
@pytest.mark.parametrize(("strategy", "least"), [("window", 16), ("hybrid", 12)])
def test_two_workers_on_one_store_continue_one_window(tmp_path: Path, strategy: str,
                                                     least: int) -> None:
    # Two proxy workers behind a load balancer: the turns of one conversation alternate between
    # them. Each kept its own anchor, so consecutive prompts came from two different windows
    # and shared no prefix; the anchor now travels with the stored message.
    url = f"sqlite:///{tmp_path / 'shared.db'}"

    def worker(n: int) -> TurnEngine:
        chosen: SlidingWindow | Hybrid = SlidingWindow(cache_friendly=True, evict_fraction=0.5)
        if strategy == "hybrid":
            chosen = Hybrid(Retrieval(HashEmbedder(), ChromaVectorStore(tmp_path / f"v{n}")))
        return TurnEngine(convmem.Memory(strategy=chosen, window=700, reserve_output=100,
                                         store=SQLStore(url), extractor=False))

    workers = [worker(0), worker(1)]
    prompts, hits = [], 0
    for i in range(40):
        engine = workers[i % 2]
        turn = engine.begin(TurnRequest("c", [{"role": "user", "content":
                                               f"turn {i}: how long do I proof the dough?"}],
                                        "m"))
        prompts.append(turn.ctx.messages)
        engine.finish(turn, ChatResult({"role": "assistant",
                                        "content": f"reply {i}: about an hour, somewhere warm."}))
        if i >= 20:  # the window is long full by then
            hits += shared_prefix(prompts[-2], prompts[-1])
    assert hits >= least, hits


def test_window_leaves_out_the_facts_its_turns_quote() -> None:
    """A fact whose statement the window shows is not pinned twice: its tokens buy older
    turns; a fact whose statement slid out is pinned. Not where the block leads the prompt (it
    would change the cached prefix), nor a fact the user pinned."""
    def memory(placement: str) -> convmem.Memory:
        mem = convmem.Memory(strategy="window", facts=True, window=400, reserve_output=0,
                             placement=placement)
        mem.extend("c", [{"role": "user", "content": "I live in Lisbon."},
                         {"role": "assistant", "content": "Noted."}])
        chat(mem, 11)
        mem.extend("c", [{"role": "user", "content": "I'm allergic to peanuts."},
                         {"role": "assistant", "content": "Noted, no peanuts."}])
        return mem

    question = {"role": "user", "content": "Suggest a snack."}
    mem = memory("user")
    ctx = mem.build("c", question)
    allergy = next(f for f in mem.facts("c") if f.key == "allergy:peanut")
    assert ctx.report.notes["facts_held_back"] == {
        "allergy:peanut": f"allergy: its statement (turn {allergy.source_seq}) is in this request"}
    assert ctx.report.facts_pinned == ["home"]  # "I live in Lisbon." slid out
    assert ctx.tokens == recount(ctx.messages) <= 400
    # the block leading the prompt pins both, and the window holds a turn fewer
    before = memory("system").build("c", question)
    assert before.report.facts_pinned == ["allergy:peanut", "home"]
    assert before.report.kept == ctx.report.kept[2:]
    # pinned by the user: pinned, however visible
    pinned = mem.pin_fact("c", "allergic to kiwi", category="allergy")
    assert pinned.key in mem.build("c", question).report.facts_pinned


def test_window_pins_a_changed_fact_whose_earlier_value_it_shows() -> None:
    mem = convmem.Memory(strategy="window", facts=True, window=2000, reserve_output=0)
    mem.extend("c", [{"role": "user", "content": "I live in Lisbon."},
                     {"role": "assistant", "content": "Noted."},
                     {"role": "user", "content": "We moved, I live in Porto now."},
                     {"role": "assistant", "content": "Noted."}])
    ctx = mem.build("c", {"role": "user", "content": "Where should I go for dinner?"})
    assert ctx.report.facts_pinned == ["home"]  # only the block says which is current
    assert "facts_held_back" not in ctx.report.notes


def test_window_pins_a_changed_fact_whose_earlier_value_a_pinned_fact_quotes() -> None:
    # The allergy's words hold the old home: the new home stays pinned to say which is current
    # (was: held back as "in this request", the block quoting only "I live in Lyon").
    mem = convmem.Memory(strategy="window", facts=True, window=400, reserve_output=0)
    mem.extend("c", [{"role": "user", "content": "I'm allergic to peanuts and I live in Lyon."},
                     {"role": "assistant", "content": "Noted."}])
    chat(mem, 12)
    mem.extend("c", [{"role": "user", "content": "We moved last month, I live in Paris now."},
                     {"role": "assistant", "content": "Noted."}])
    chat(mem, 2, start=12)
    ctx = mem.build("c", {"role": "user", "content": "Suggest a bakery near me."})
    assert 0 not in ctx.report.kept  # the first statement slid out
    assert ctx.report.facts_pinned == ["allergy:peanut", "home"]


def test_window_pins_the_facts_of_a_newest_turn_over_budget() -> None:
    # The guard shortens a turn over budget middle-out: its statement may go (review: the
    # allergy was held back, then cut out of the only turn that said it).
    filler = " ".join(["We talked about trains and weather and parks today."] * 20)
    mem = convmem.Memory(strategy="window", facts=True, window=300, reserve_output=0)
    mem.extend("c", [{"role": "user", "content": f"{filler} I'm allergic to peanuts. {filler}"},
                     {"role": "assistant", "content": "ok"}])
    ctx = mem.build("c", {"role": "user", "content": "Suggest a snack."})
    assert ctx.report.facts_pinned == ["allergy:peanut"] and "facts_held_back" not in (
        ctx.report.notes)


NOT_VEGETARIAN = "I'm not vegetarian anymore, I eat everything now."


def test_window_holds_nothing_back_that_frees_no_tokens() -> None:
    # Holding the allergy back let a longer fact the cap had left out take its place: the block
    # grew, the guard dropped the allergy's turn (review).
    mem = convmem.Memory(strategy="window", facts=True, window=150, reserve_output=0,
                         fact_tokens=40)
    mem.extend("c", [{"role": "user", "content": NOT_VEGETARIAN},
                     {"role": "assistant", "content": "ok"},
                     {"role": "user", "content": "I'm allergic to peanuts."},
                     {"role": "assistant", "content": "Noted."}])
    for i in range(4):
        mem.extend("c", [{"role": "user", "content": f"later {i}: ok?"},
                         {"role": "assistant", "content": f"fine {i}."}])
    ctx = mem.build("c", {"role": "user", "content": "Suggest a snack."})
    assert ctx.report.facts_pinned == ["allergy:peanut"] and ctx.report.kept[0] == 2
    assert "facts_held_back" not in ctx.report.notes


def test_window_pins_a_new_value_after_a_retracted_one_it_shows() -> None:
    mem = convmem.Memory(strategy="window", facts=True, window=2000, reserve_output=0)
    for text in ("I live in Lisbon.", "We moved, I live in Porto now."):
        mem.extend("c", [{"role": "user", "content": text}, {"role": "assistant", "content": "ok"}])
    porto = next(f for f in mem.facts("c") if f.value == "Porto")
    mem.retract_fact("c", porto.id or 0, by="user")
    mem.extend("c", [{"role": "user", "content": "We moved, I live in Lyon now."},
                     {"role": "assistant", "content": "ok"}])
    ctx = mem.build("c", {"role": "user", "content": "Any bakery near me?"})
    assert ctx.report.facts_pinned == ["home"]  # the retraction left no link to Lyon
