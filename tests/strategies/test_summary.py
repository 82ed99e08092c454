"""The summarization strategy, its two summarizers and the off-request-path maintainer."""

from __future__ import annotations

import dataclasses
import logging
import re
import threading
from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import convmem
from convmem.core.placement import unfold
from convmem.errors import ConfigError, UpstreamError
from convmem.facts.ledger import FactStatement
from convmem.messages import Message, parse_message
from convmem.providers.base import ChatResult, StreamChunk
from convmem.stores.memory import InMemoryStore
from convmem.strategies.maintainer import SummaryMaintainer, fact_survives
from convmem.strategies.summarizers import ExtractiveSummarizer, LLMSummarizer, SummaryResult
from convmem.strategies.summary import Summarizing, summary_defaults
from convmem.tokens import TokenCounter
from tests.conversations import conversations, texts
from tests.invariants import api_problems, assert_fits, recount

# -- fakes -----------------------------------------------------------------------------------


class FakeExtractor:
    """Finds "allergic to X" and "my name is X" (the real rule extractor is tested elsewhere)."""

    def extract(self, message: Message) -> list[FactStatement]:
        out = []
        text = message.text
        if found := re.search(r"allergic to (\w+)", text, re.I):
            out.append(FactStatement("allergy", f"allergy:{found[1].lower()}", found[1], text))
        if found := re.search(r"my name is (\w+)", text, re.I):
            out.append(FactStatement("name", "name", found[1], text))
        return out


class FakeBackend:
    """A ChatBackend answering from a queue of results and recording every request."""

    model = "fake-summarizer"

    def __init__(self, *results: ChatResult | Exception) -> None:
        self.results: deque[ChatResult | Exception] = deque(results)
        self.requests: list[tuple[list[dict[str, Any]], dict[str, Any]]] = []

    def complete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult:
        self.requests.append(([dict(m) for m in messages], params))
        result = self.results.popleft()
        if isinstance(result, Exception):
            raise result
        return result

    def stream(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> Iterator[
            StreamChunk]:
        raise NotImplementedError

    async def acomplete(self, messages: Sequence[Mapping[str, Any]], **params: Any) -> ChatResult:
        raise NotImplementedError


def result(text: str, prompt: int = 100, completion: int = 20) -> ChatResult:
    return ChatResult(message={"role": "assistant", "content": text}, model="fake-summarizer",
                      prompt_tokens=prompt, completion_tokens=completion)


class FailingSummarizer:
    name = "failing"

    def __init__(self) -> None:
        self.calls = 0

    def summarize(self, previous: str | None, messages: Sequence[Message], *,
                  counter: TokenCounter) -> SummaryResult:
        self.calls += 1
        raise UpstreamError("summarizer is down", status=503)


class ForgetfulSummarizer:
    """Returns a summary that mentions nothing the user said."""

    name = "forgetful"

    def summarize(self, previous: str | None, messages: Sequence[Message], *,
                  counter: TokenCounter) -> SummaryResult:
        return SummaryResult(text="- the user and the assistant talked about baking",
                             input_tokens=1, model=self.name)


def chat(turns: int, *, start: int = 0, filler: int = 1) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i in range(start, start + turns):
        out.append({"role": "user", "content": f"Step {i}: how long should batch {i} of the "
                    "sourdough rest? " + "Please explain the reasoning. " * filler})
        out.append({"role": "assistant", "content": f"Batch {i} should rest {30 + i} minutes at "
                    "24C; we decided to fold it twice. " + "The dough needs time. " * filler})
    return out


def memory(strategy: Summarizing, *, window: int = 3000, store: Any = None,
           facts: bool = False) -> convmem.Memory:
    return convmem.Memory(strategy=strategy, window=window, reserve_output=200, store=store,
                          extractor=FakeExtractor(), facts=facts)


QUESTION = {"role": "user", "content": "So what did we settle on?"}

# -- the strategy ----------------------------------------------------------------------------


def test_without_a_summary_the_request_gets_verbatim_turns() -> None:
    mem = memory(Summarizing(trigger_tokens=100_000, keep_tokens=100))
    mem.extend("c", chat(5))
    ctx = mem.build("c", QUESTION)
    assert ctx.report.summarized is None
    assert ctx.report.notes["summary"] == "no summary yet"
    assert ctx.report.kept == list(range(10))
    assert mem.store.latest_summary("c") is None


def test_old_turns_are_replaced_by_the_summary_and_recent_ones_stay_verbatim() -> None:
    strategy = Summarizing(trigger_tokens=400, keep_tokens=150, max_summary_tokens=200)
    mem = memory(strategy, window=1200)
    mem.add("c", {"role": "system", "content": "You are a baking assistant."})
    mem.add("c", {"role": "user", "content": "I'm allergic to walnuts, keep that in mind."})
    mem.add("c", {"role": "assistant", "content": "Noted: no walnuts."})
    mem.extend("c", chat(30))
    summary = mem.store.latest_summary("c")
    assert summary is not None and summary.start_seq == 1
    ctx = mem.build("c", QUESTION)
    assert ctx.report.summarized == (summary.start_seq, summary.end_seq)
    # The newest turns fill the budget, here reaching back into what the summary covers.
    assert ctx.report.kept and min(ctx.report.kept) < summary.end_seq
    assert ctx.report.notes["also_verbatim"] == [min(ctx.report.kept), summary.end_seq]
    assert ctx.report.dropped == []  # summary + tail cover everything: no gap
    assert ctx.messages[0]["role"] == "system"  # the caller's instructions stay first
    summary_block = unfold(ctx.messages[-1])[0]  # convmem's blocks: in the new user message
    assert summary_block.startswith("Summary of the earlier conversation")
    assert "walnuts" in summary_block
    tail = len(mem.history("c")) - summary.end_seq
    assert ctx.report.notes["unsummarized_messages"] == tail
    assert ctx.tokens == recount(ctx.messages)


def test_whole_history_that_fits_is_sent_verbatim_even_with_a_summary() -> None:
    store = InMemoryStore()
    mem = memory(Summarizing(trigger_tokens=200, keep_tokens=50), store=store, window=20_000)
    mem.extend("c", chat(10))
    assert store.latest_summary("c") is not None
    ctx = mem.build("c", QUESTION)
    assert ctx.report.summarized is None
    assert ctx.report.notes["summary"] == "whole history fits verbatim"
    assert ctx.report.kept == list(range(20))


def test_a_tail_too_long_for_the_budget_is_reported_as_a_gap() -> None:
    # trigger far above the budget: the turns after the summary cannot all fit.
    strategy = Summarizing(trigger_tokens=3000, keep_tokens=2500, max_summary_tokens=100)
    mem = memory(strategy, window=1000)
    mem.extend("c", chat(60))
    summary = mem.store.latest_summary("c")
    assert summary is not None
    ctx = mem.build("c", QUESTION)
    gap = ctx.report.notes["unsummarized_gap"]
    assert gap[0] == summary.end_seq and gap[1] == min(ctx.report.kept)
    assert ctx.report.dropped == [(gap[0], gap[1])]
    assert ctx.tokens <= 800


def test_replays_use_the_newest_summary_that_ends_before_the_cut_off() -> None:
    strategy = Summarizing(trigger_tokens=300, keep_tokens=100)
    mem = memory(strategy, window=1500)
    mem.extend("c", chat(40))
    latest = mem.store.latest_summary("c")
    assert latest is not None
    upto = latest.end_seq - 1
    ctx = mem.build("c", QUESTION, upto=upto)
    assert ctx.report.summarized is not None
    assert ctx.report.summarized[1] <= upto
    assert all(s < upto for s in ctx.report.kept)
    # A fresh strategy object on the same store finds the same summary (one index query).
    other = convmem.Memory(strategy=Summarizing(), window=1500, reserve_output=200,
                           store=mem.store, extractor=False)
    replay = other.build("c", QUESTION, upto=upto)
    assert replay.report.summarized == ctx.report.summarized


def test_summaries_survive_a_restart(tmp_path: Path) -> None:
    from convmem.stores.sql import SQLStore

    url = f"sqlite:///{tmp_path / 'convmem.db'}"
    with memory(Summarizing(trigger_tokens=300, keep_tokens=100), store=SQLStore(url),
                window=900) as mem:
        mem.add("c", {"role": "user", "content": "My name is Ada and I'm allergic to sesame."})
        mem.add("c", {"role": "assistant", "content": "Hello Ada, sesame noted."})
        mem.extend("c", chat(20))
        before = mem.store.latest_summary("c")
        first = mem.build("c", QUESTION)
    assert before is not None
    with memory(Summarizing(trigger_tokens=300, keep_tokens=100), store=SQLStore(url),
                window=900) as again:
        after = again.store.latest_summary("c")
        assert after is not None
        assert (after.text, after.start_seq, after.end_seq) == (
            before.text, before.start_seq, before.end_seq)
        ctx = again.build("c", QUESTION)
        assert ctx.report.summarized == (before.start_seq, before.end_seq)
        assert ctx.messages == first.messages
        assert "sesame" in unfold(ctx.messages[-1])[0]


def test_builds_are_deterministic() -> None:
    def run() -> list[dict[str, Any]]:
        mem = memory(Summarizing(trigger_tokens=250, keep_tokens=80), window=900)
        mem.extend("c", chat(25, filler=2))
        messages: list[dict[str, Any]] = mem.build("c", QUESTION).messages
        return messages

    assert run() == run()


# -- the maintainer --------------------------------------------------------------------------


def test_a_failing_summarizer_never_breaks_add(caplog: pytest.LogCaptureFixture) -> None:
    failing = FailingSummarizer()
    strategy = Summarizing(failing, trigger_tokens=200, keep_tokens=50)
    strategy.maintainer.retry_after = 6
    mem = memory(strategy)
    with caplog.at_level(logging.WARNING, logger="convmem"):
        stored = mem.extend("c", chat(4))
        for m in chat(4, start=4):
            mem.add("c", m)
    assert len(stored) == 8 and len(mem.history("c")) == 16
    assert failing.calls >= 2  # retried after more messages arrived ...
    assert failing.calls <= 3  # ... not on every add
    assert "summarizing conversation 'c' failed" in caplog.text
    assert mem.store.latest_summary("c") is None
    ctx = mem.build("c", QUESTION)
    assert ctx.report.notes["summary"] == "no summary yet"
    assert api_problems(ctx.messages) == []


def test_a_failure_keeps_the_previous_summary() -> None:
    backend = FakeBackend(result("- batch 0 rests 30 minutes"), UpstreamError("boom", status=500))
    mem = memory(Summarizing(LLMSummarizer(backend), trigger_tokens=150, keep_tokens=50))
    mem.extend("c", chat(3))
    kept = mem.store.latest_summary("c")
    assert kept is not None and kept.text.startswith("- batch 0 rests")
    mem.extend("c", chat(3, start=3))
    assert len(backend.requests) == 2
    assert mem.store.latest_summary("c") == kept
    assert [u.kind for u in mem.usage("c")] == ["summary"]


def test_llm_summarizer_folds_the_previous_summary_and_the_evicted_turns() -> None:
    backend = FakeBackend(result("- FIRST SUMMARY: batch 0 rests 30 minutes", 321, 17),
                          result("- SECOND SUMMARY", 400, 9))
    counter = TokenCounter("cl100k_base")
    strategy = Summarizing(LLMSummarizer(backend, max_summary_tokens=200), trigger_tokens=150,
                           keep_tokens=50)
    mem = memory(strategy)
    mem.extend("c", chat(3))
    mem.extend("c", chat(3, start=3))
    assert len(backend.requests) == 2
    (first, params), (second, _) = backend.requests
    assert params["max_tokens"] == 200 and params["temperature"] == 0
    assert "constraint" in first[0]["content"] and "open question" in first[0]["content"]
    assert "(none yet)" in first[1]["content"]
    assert "Step 0:" in first[1]["content"]
    assert "FIRST SUMMARY" in second[1]["content"]
    assert "Step 0:" not in second[1]["content"], "only newly evicted turns are sent again"
    assert "Step 3:" in second[1]["content"]
    usage = mem.usage("c")
    assert [u.kind for u in usage] == ["summary", "summary"]
    assert (usage[0].prompt_tokens, usage[0].completion_tokens) == (321, 17)
    assert usage[0].counted_tokens == counter.count_messages(parse_message(m) for m in first)
    assert usage[0].model == "fake-summarizer" and usage[0].extra["calls"] == 1
    latest = mem.store.latest_summary("c")
    assert latest is not None and latest.text == "- SECOND SUMMARY"
    assert latest.start_seq == 0 and usage[1].extra["range"] == [0, latest.end_seq]


def test_a_strategy_object_built_without_a_limit_follows_the_memorys_window() -> None:
    """``Summarizing(LLMSummarizer(backend))`` in a 600-token window: its thresholds follow the
    window (it used to wait for a 1,536-token tail it could never hold, never summarize, and
    drop the old turns); one built with a limit, or given its thresholds, keeps them."""
    backend = FakeBackend(*(result(f"- SUMMARY {i}: batches rest 30+ minutes") for i in range(9)))
    strategy = Summarizing(LLMSummarizer(backend, max_summary_tokens=64))
    mem = memory(strategy, window=600)
    assert strategy.maintainer.trigger_tokens == summary_defaults(400)["trigger_tokens"] == 200
    mem.extend("c", chat(12))
    ctx = mem.build("c", QUESTION)
    assert backend.requests and ctx.report.notes["summary"] == "used"
    assert "unsummarized_gap" not in ctx.report.notes
    assert "SUMMARY" in str(ctx.messages)
    fixed = Summarizing(limit=3000)
    memory(fixed, window=600)
    assert fixed.maintainer.trigger_tokens == summary_defaults(3000)["trigger_tokens"] == 1500
    given = Summarizing(trigger_tokens=300, keep_tokens=100)
    memory(given, window=600)
    assert (given.maintainer.trigger_tokens, given.maintainer.keep_tokens) == (300, 100)
    kept = Summarizing(keep_tokens=250)
    memory(kept, window=600)
    assert (kept.maintainer.trigger_tokens, kept.maintainer.keep_tokens) == (251, 250)


def test_llm_summarizer_through_the_http_backend() -> None:
    from tests.fakes import FakeOpenAI

    fake = FakeOpenAI().reply("- the user rests batch 0 for 30 minutes")
    summarizer = LLMSummarizer(fake.backend(), max_summary_tokens=64)
    counter = TokenCounter("cl100k_base")
    turns = [Message(role="user", content="How long does batch 0 rest?", seq=0),
             Message(role="assistant", content="30 minutes.", seq=1)]
    out = summarizer.summarize("- earlier: flour is rye", turns, counter=counter)
    assert out.text == "- the user rests batch 0 for 30 minutes"
    assert out.prompt_tokens == recount(fake.last.messages) == out.input_tokens
    assert out.completion_tokens is not None and out.calls == 1
    body = fake.last.json
    assert body["max_tokens"] == 64
    assert "flour is rye" in body["messages"][1]["content"]
    assert '[#1 assistant] "30 minutes."' in body["messages"][1]["content"]


def test_pinned_facts_survive_every_summary() -> None:
    strategy = Summarizing(ForgetfulSummarizer(), trigger_tokens=200, keep_tokens=50)
    mem = memory(strategy)
    mem.add("c", {"role": "user", "content": "Remember that I'm allergic to peanuts."})
    mem.add("c", {"role": "assistant", "content": "Got it."})
    mem.extend("c", chat(10))
    summary = mem.store.latest_summary("c")
    assert summary is not None
    assert summary.text.startswith("- the user and the assistant talked about baking")
    assert '#0 user said: "Remember that I\'m allergic to peanuts."' in summary.text
    assert summary.text.count("allergic to peanuts") == 1
    extras = [u.extra for u in mem.usage("c")]
    assert extras[0]["facts_restored"] == ["allergy:peanuts"]
    assert all(e["facts_checked"] == 1 for e in extras)


def test_extractive_summaries_keep_facts_under_a_tight_cap() -> None:
    strategy = Summarizing(trigger_tokens=200, keep_tokens=50, max_summary_tokens=60)
    mem = memory(strategy)
    mem.add("c", {"role": "user", "content": "Hi! My name is Zoe. I'm allergic to shellfish."})
    mem.add("c", {"role": "assistant", "content": "Hello Zoe!"})
    mem.extend("c", chat(30, filler=3))
    usage = mem.usage("c")
    assert len(usage) >= 3
    for u in usage:
        assert u.kind == "summary" and u.prompt_tokens is None and u.counted_tokens
    latest = mem.store.latest_summary("c")
    assert latest is not None
    assert "shellfish" in latest.text and "Zoe" in latest.text


def test_fact_survival_check() -> None:
    fact = convmem.Fact(conversation_id="c", key="diet", category="diet", value="vegetarian",
                        text="I'm not vegetarian anymore", negated=True)
    assert not fact_survives(fact, "#3 user: I'm vegetarian.")
    assert fact_survives(fact, "#3 user: I'm no longer vegetarian.")
    assert fact_survives(dataclasses.replace(fact, negated=False), "VEGETARIAN")
    assert not fact_survives(dataclasses.replace(fact, negated=False), "vegan")


class BlockingSummarizer:
    """Waits for the test to release it, to show that add() does not wait for summaries."""

    name = "blocking"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.finished = 0

    def summarize(self, previous: str | None, messages: Sequence[Message], *,
                  counter: TokenCounter) -> SummaryResult:
        self.started.set()
        self.release.wait(timeout=30)
        self.finished += 1
        return SummaryResult(text=f"- {len(messages)} messages summarized", input_tokens=1)


def test_background_mode_summarizes_off_the_request_path() -> None:
    slow = BlockingSummarizer()
    strategy = Summarizing(slow, trigger_tokens=150, keep_tokens=50, background=True)
    mem = memory(strategy, window=400)
    mem.extend("c", chat(4))
    assert slow.started.wait(timeout=30)
    assert slow.finished == 0  # add returned while the summarizer was still working
    ctx = mem.build("c", QUESTION)  # and build does not wait either: it falls back
    assert ctx.report.summarized is None
    slow.release.set()
    strategy.flush()
    assert slow.finished >= 1
    assert mem.store.latest_summary("c") is not None
    assert mem.build("c", QUESTION).report.summarized is not None
    strategy.close()
    strategy.close()  # idempotent


def test_background_worker_survives_failures() -> None:
    strategy = Summarizing(FailingSummarizer(), trigger_tokens=200, keep_tokens=50,
                           background=True)
    mem = memory(strategy)
    mem.extend("c", chat(6))
    strategy.flush()
    assert strategy.maintainer.errors >= 1
    mem.extend("c", chat(6, start=6))
    strategy.flush()
    assert len(mem.history("c")) == 24
    strategy.close()


def test_bad_thresholds_are_rejected() -> None:
    with pytest.raises(ConfigError, match="keep_tokens"):
        SummaryMaintainer(ExtractiveSummarizer(), trigger_tokens=100, keep_tokens=100)
    with pytest.raises(ConfigError, match="max_tokens"):
        ExtractiveSummarizer(max_tokens=3)


# -- the extractive summarizer ---------------------------------------------------------------


def _msgs(*pairs: tuple[str, str]) -> list[Message]:
    return [Message(role=r, content=t, seq=i) for i, (r, t) in enumerate(pairs)]


def test_extractive_summary_keeps_fact_bearing_sentences_and_drops_small_talk() -> None:
    counter = TokenCounter("cl100k_base")
    summarizer = ExtractiveSummarizer(max_tokens=200, extractor=False)
    out = summarizer.summarize(None, _msgs(
        ("user", "Hello! Thanks. I live in Lisbon and my budget is $2,000."),
        ("assistant", "Great! Thank you."),
        ("user", "We decided to fly on 12 May. Can you book the hotel?"),
        ("assistant", "Sure. ```python\nprint('x' * 400)\n``` Done."),
        ("user", "我对花生过敏。谢谢！"),
    ), counter=counter)
    lines = out.text.splitlines()
    assert lines[0] == "#0 user: I live in Lisbon and my budget is $2,000."
    assert lines[1] == "#2 user: We decided to fly on 12 May. Can you book the hotel?"
    assert lines[2] == "#4 user: 我对花生过敏。"
    assert len(lines) == 3
    assert "Thank" not in out.text and "print" not in out.text
    assert out.calls == 0 and out.model == "extractive"


def test_extractive_summary_respects_its_cap_exactly_and_stays_chronological() -> None:
    counter = TokenCounter("cl100k_base")
    summarizer = ExtractiveSummarizer(max_tokens=40, extractor=False)
    turns = _msgs(*[("user", f"On day {i} Maria paid ${i * 10} for item {i}.") for i in range(30)])
    out = summarizer.summarize(None, turns, counter=counter)
    assert 0 < counter.count_text(out.text) <= 40
    seqs = [int(line.split()[0][1:]) for line in out.text.splitlines()]
    assert seqs == sorted(seqs)


def test_extractive_summary_is_incremental() -> None:
    counter = TokenCounter("cl100k_base")
    summarizer = ExtractiveSummarizer(max_tokens=120, extractor=False)
    first = summarizer.summarize(None, _msgs(("user", "My sister Ana arrives on Friday.")),
                                 counter=counter)
    later = [Message(role="user", content="The venue costs €500.", seq=7),
             Message(role="user", content="ok thanks", seq=9)]
    second = summarizer.summarize(first.text + '\n#0 user said: "quoted fact"', later,
                                  counter=counter)
    assert second.text.splitlines() == ["#0 user: My sister Ana arrives on Friday.",
                                        "#0 user said: \"quoted fact\"",
                                        "#7 user: The venue costs €500."]
    assert second.input_tokens == counter.count_text(first.text + '\n#0 user said: "quoted fact"'
                                                     ) + sum(counter.count_text(m.text)
                                                             for m in later)


# -- budget and validity properties ----------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(convo=conversations(max_turns=30), question=texts, window=st.integers(60, 3000),
       trigger=st.integers(30, 1500), facts=st.booleans(), cut=st.floats(0.2, 1.0))
def test_every_build_fits_and_is_valid(convo: list[dict[str, Any]], question: str, window: int,
                                       trigger: int, facts: bool, cut: float) -> None:
    strategy = Summarizing(trigger_tokens=trigger, keep_tokens=trigger // 3,
                           max_summary_tokens=max(16, trigger // 2))
    mem = convmem.Memory(strategy=strategy, window=window, reserve_output=40,
                         extractor=FakeExtractor(), facts=facts)
    mem.extend("c", convo)
    new = {"role": "user", "content": question}
    for upto in (None, int(len(convo) * cut)):
        try:
            ctx = mem.build("c", new, upto=upto)
        except convmem.BudgetError as exc:  # instructions + the new message alone overflow
            assert exc.required > exc.available == window - 40
            return
        assert_fits(ctx, new, window - 40)
        if ctx.report.summarized is not None:
            assert ctx.report.summarized[1] <= (len(convo) if upto is None else upto)
