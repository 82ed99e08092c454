"""The pruning strategy: small talk, duplicates, stale bulk, relevance, fact-bearing turns."""

from __future__ import annotations

import hashlib
import json
import math
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import convmem
from convmem.errors import ConfigError
from convmem.facts.ledger import FactStatement
from convmem.messages import Message
from convmem.strategies.prune import Pruning, chitchat_kind
from tests.conversations import conversations, texts
from tests.invariants import api_problems, assert_fits, recount


class FakeExtractor:
    """Finds "allergic to X" (the real rule extractor is tested elsewhere)."""

    def extract(self, message: Message) -> list[FactStatement]:
        found = re.search(r"allergic to (\w+)", message.text, re.I)
        if found is None:
            return []
        return [FactStatement("allergy", f"allergy:{found[1].lower()}", found[1], message.text)]


class FakeEmbedder:
    """Deterministic bag-of-words vectors; "cake" and "muffin" share a dimension (synonyms)."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        out = []
        for text in texts:
            vec = [0.0] * 512
            for word in re.findall(r"[a-z]+", text.lower()):
                word = {"cake": "muffin", "cakes": "muffin", "muffins": "muffin"}.get(word, word)
                vec[int(hashlib.md5(word.encode()).hexdigest(), 16) % 512] += 1.0
            norm = math.sqrt(sum(v * v for v in vec)) or 1.0
            out.append([v / norm for v in vec])
        return out


class BrokenEmbedder:
    def embed(self, texts: list[str]) -> list[list[float]]:
        raise RuntimeError("embedding server down")


def memory(strategy: Pruning, *, window: int = 4000) -> convmem.Memory:
    return convmem.Memory(strategy=strategy, window=window, reserve_output=200, facts=False,
                          extractor=FakeExtractor())


def filler(i: int) -> list[dict[str, Any]]:
    return [{"role": "user", "content": f"Tell me about topic {i}: the history of bridge "
             f"number {i} in the old town."},
            {"role": "assistant", "content": f"Bridge {i} was built in {1800 + i} from stone "
             "and rebuilt after a flood; it carries a road and a footpath."}]


def test_small_talk_is_recognized() -> None:
    assert chitchat_kind("Hi there!") == "greeting"
    assert chitchat_kind("hiya") == "greeting"
    assert chitchat_kind("Thanks so much!!") == "thanks"
    assert chitchat_kind("ok") == "acknowledgement"
    assert chitchat_kind("👍🏽") == "acknowledgement"
    assert chitchat_kind("好的，谢谢") == "acknowledgement"
    assert chitchat_kind("You're welcome! Let me know") == "chit-chat"
    assert chitchat_kind("hi, can you check my flight to Oslo?") is None
    assert chitchat_kind("ok, and book it for Friday") is None
    assert chitchat_kind("好吃吗") is None
    assert chitchat_kind("?") is None
    assert chitchat_kind("") is None


def test_greetings_thanks_and_acknowledgements_are_pruned_with_reasons() -> None:
    mem = memory(Pruning())
    mem.extend("c", [
        {"role": "user", "content": "Hello!"},
        {"role": "assistant", "content": "Hi! How can I help you today?"},
        *filler(1),
        {"role": "user", "content": "thanks!"},
        {"role": "assistant", "content": "You're welcome!"},
        {"role": "user", "content": "ok"},
        {"role": "assistant", "content": "Great, anything else?"},
        *filler(2),
    ])
    ctx = mem.build("c", {"role": "user", "content": "And bridge 3?"})
    assert ctx.report.pruned == {0: "greeting", 1: "greeting", 4: "thanks", 5: "thanks",
                                 6: "acknowledgement", 7: "acknowledgement"}
    assert ctx.report.kept == [2, 3, 8, 9]
    assert ctx.report.dropped == []
    assert api_problems(ctx.messages) == []


def test_a_greeting_with_a_real_answer_is_kept() -> None:
    mem = memory(Pruning())
    mem.extend("c", [{"role": "user", "content": "hi"},
                     {"role": "assistant", "content": "The bridge closes at 9 pm on weekdays."},
                     *filler(1)])
    ctx = mem.build("c", {"role": "user", "content": "ok?"})
    assert ctx.report.pruned == {}
    assert ctx.report.kept == [0, 1, 2, 3]


def test_repeated_questions_are_collapsed_into_the_latest() -> None:
    question = "What is the opening time of the city museum on Sundays?"
    mem = memory(Pruning())
    mem.extend("c", [{"role": "user", "content": question},
                     {"role": "assistant", "content": "It opens at 10."},
                     *filler(1),
                     {"role": "user", "content": question.lower().replace("?", " ??")},
                     {"role": "assistant", "content": "Sundays it opens at 11 since May."},
                     *filler(2)])
    ctx = mem.build("c", {"role": "user", "content": "thanks, and on Mondays?"})
    assert ctx.report.pruned == {0: "duplicate of #4", 1: "duplicate of #4"}
    assert ctx.report.kept == [2, 3, 4, 5, 6, 7]


def test_stale_tool_outputs_and_long_code_blocks_become_stubs() -> None:
    big = "\n".join(f"row {i}: station={i} temperature={i % 30}C humidity={i % 90}%"
                    for i in range(60))
    code = "def parse(rows):\n" + "\n".join(f"    value_{i} = rows[{i}] * {i}" for i in range(60))
    mem = memory(Pruning(tool_stub_tokens=200, code_stub_tokens=150, fresh_turns=2))
    mem.extend("c", [
        {"role": "user", "content": "Fetch the weather table."},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_1", "type": "function",
             "function": {"name": "weather", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": big},
        {"role": "assistant", "content": "Here is the table summary: it is warm."},
        {"role": "user", "content": "Write a parser for it."},
        {"role": "assistant", "content": f"Here you go:\n```python\n{code}\n```\nRun it."},
        *filler(1), *filler(2),
    ])
    ctx = mem.build("c", {"role": "user", "content": "Is the parser fast for the weather?"})
    assert ctx.report.pruned[2].startswith("stale tool output shrunk to stub (")
    assert ctx.report.pruned[5].startswith("long code block shrunk to stub (")
    assert ctx.report.notes["shrunk"] == [5, 2] or sorted(ctx.report.notes["shrunk"]) == [2, 5]
    assert ctx.report.kept == list(range(10))
    tool = next(m for m in ctx.messages if m["role"] == "tool")
    assert tool["tool_call_id"] == "call_1"
    assert re.fullmatch(r"\[tool output of [\d,]+ tokens elided by convmem: row 0: station=0 "
                        r"temperature=0C humidity=0% …\]", tool["content"])
    reply = next(m for m in ctx.messages if m["content"] and "Here you go" in m["content"])
    assert re.search(r"```python\n\[code block of [\d,]+ tokens elided by convmem: "
                     r"def parse\(rows\): …\]\n```\nRun it\.$", reply["content"])
    assert api_problems(ctx.messages) == []
    assert ctx.tokens == recount(ctx.messages)


def test_fresh_tool_output_stays_whole() -> None:
    big = " ".join(f"item{i}" for i in range(400))
    mem = memory(Pruning(tool_stub_tokens=50))
    mem.extend("c", [*filler(1), {"role": "user", "content": "List them."},
                     {"role": "assistant", "content": None, "tool_calls": [
                         {"id": "c1", "type": "function",
                          "function": {"name": "ls", "arguments": "{}"}}]},
                     {"role": "tool", "tool_call_id": "c1", "content": big}])
    ctx = mem.build("c", {"role": "user", "content": "Which is first?"})
    assert ctx.report.pruned == {}
    assert any(m["role"] == "tool" and m["content"] == big for m in ctx.messages)


def test_relevant_turns_beat_recent_ones_under_a_tight_budget() -> None:
    mem = memory(Pruning(), window=560)
    mem.extend("c", [{"role": "user", "content": "How many eggs go into the blueberry muffin "
                      "recipe?"},
                     {"role": "assistant", "content": "Two eggs for twelve muffins."}])
    for i in range(1, 12):
        mem.extend("c", filler(i))
    ctx = mem.build("c", {"role": "user", "content": "Can I bake the muffins without eggs?"})
    assert 0 in ctx.report.kept and 1 in ctx.report.kept
    assert ctx.report.kept[-2:] == [22, 23]  # the newest turn always stays
    low = [seq for seq, why in ctx.report.pruned.items() if why.startswith("low relevance")]
    assert low and all(2 <= s < 22 for s in low)
    assert ctx.tokens <= 360


def test_fact_bearing_turns_are_never_pruned_even_when_irrelevant() -> None:
    mem = memory(Pruning(), window=520)
    mem.extend("c", [{"role": "user", "content": "Thanks! I'm allergic to kiwis."},
                     {"role": "assistant", "content": "Thanks, noted."}])
    for i in range(1, 30):
        mem.extend("c", filler(i))
    ctx = mem.build("c", {"role": "user", "content": "Tell me about bridge number 7."})
    assert ctx.report.kept[:2] == [0, 1]
    assert 0 not in ctx.report.pruned
    assert ctx.report.notes["fact_turns"][0] == 0
    # The fact turn lies far outside the candidate span and is still fetched by its seq.
    assert ctx.report.notes["span"][0] > 1


def test_fact_turn_inside_the_span_survives_small_talk_and_duplicate_rules() -> None:
    mem = memory(Pruning())
    mem.extend("c", [{"role": "user", "content": "ok, I'm allergic to soy"},
                     {"role": "assistant", "content": "Noted!"},
                     *filler(1),
                     {"role": "user", "content": "ok, I'm allergic to soy"},
                     {"role": "assistant", "content": "Yes, noted."},
                     *filler(2)])
    ctx = mem.build("c", {"role": "user", "content": "Tell me about bridge 2"})
    assert ctx.report.pruned == {}
    assert ctx.report.kept == list(range(8))


def test_turns_the_extractor_flags_are_fact_bearing_without_a_ledger() -> None:
    # No ledger (Memory extracts nothing): the strategy's own extractor protects the turn.
    mem = convmem.Memory(strategy=Pruning(extractor=FakeExtractor()), window=520,
                         reserve_output=200, facts=False, extractor=False)
    mem.extend("c", [{"role": "user", "content": "ok. I'm allergic to kiwis"},
                     {"role": "assistant", "content": "Ok!"}])
    for i in range(1, 12):
        mem.extend("c", filler(i))
    ctx = mem.build("c", {"role": "user", "content": "Tell me about bridge number 7."})
    assert mem.facts("c") == []
    assert ctx.report.kept[:2] == [0, 1]
    assert ctx.report.notes["fact_turns"] == [0]
    plain = convmem.Memory(strategy=Pruning(extractor=False), window=520, reserve_output=200,
                           facts=False, extractor=False)
    plain.extend("c", mem.history("c"))
    other = plain.build("c", {"role": "user", "content": "Tell me about bridge number 7."})
    assert other.report.notes["fact_turns"] == []


def test_semantic_relevance_with_an_embedder() -> None:
    embedder = FakeEmbedder()
    mem = memory(Pruning(embedder=embedder), window=520)
    mem.extend("c", [{"role": "user", "content": "Which cake should I bake for Sunday: a lemon "
                      "cake, a chocolate cake or a cheese cake for my family?"},
                     {"role": "assistant", "content": "Cake is a good choice; a lemon cake with a "
                      "thin glaze, baked the evening before, slices cleanly."}])
    for i in range(1, 12):
        mem.extend("c", filler(i))
    ctx = mem.build("c", {"role": "user", "content": "muffin ideas?"})  # no shared word
    assert ctx.report.kept[:2] == [0, 1]
    assert ctx.report.notes["embedder"] is True
    calls = len(embedder.calls)
    mem.build("c", {"role": "user", "content": "muffin ideas?"})
    assert len(embedder.calls) == calls + 1
    assert embedder.calls[-1] == ["muffin ideas?"], "turn vectors are cached"
    lexical = memory(Pruning(), window=520)
    lexical.extend("c", mem.history("c"))
    assert 0 not in lexical.build("c", {"role": "user", "content": "muffin ideas?"}).report.kept


def test_a_failing_embedder_degrades_to_lexical_scoring(caplog: pytest.LogCaptureFixture) -> None:
    mem = memory(Pruning(embedder=BrokenEmbedder()), window=520)
    for i in range(12):
        mem.extend("c", filler(i))
    ctx = mem.build("c", {"role": "user", "content": "bridge 3?"})
    assert "the embedder failed" in caplog.text
    assert api_problems(ctx.messages) == []


def test_the_candidate_span_is_bounded() -> None:
    mem = memory(Pruning(max_candidates=40, span_factor=2.0), window=800)
    for i in range(300):
        mem.extend("c", filler(i))
    ctx = mem.build("c", {"role": "user", "content": "bridge 5?"})
    assert ctx.report.notes["candidates"] <= 40
    assert ctx.report.notes["span"][1] == 600
    assert all(s >= ctx.report.notes["span"][0] for s in ctx.report.pruned)


def test_output_is_deterministic() -> None:
    def run() -> tuple[list[dict[str, Any]], dict[int, str]]:
        mem = memory(Pruning(embedder=FakeEmbedder()), window=700)
        mem.extend("c", [{"role": "user", "content": "Hello"},
                         {"role": "assistant", "content": "Hi!"}])
        for i in range(25):
            mem.extend("c", filler(i % 7))
        ctx = mem.build("c", {"role": "user", "content": "bridge 4 flood?"})
        return ctx.messages, ctx.report.pruned

    first = run()
    assert first == run()
    assert json.dumps(first[0])  # plain JSON


def test_bad_settings_are_rejected() -> None:
    with pytest.raises(ConfigError, match="span_factor"):
        Pruning(span_factor=0.5)
    with pytest.raises(ConfigError, match="duplicate_threshold"):
        Pruning(duplicate_threshold=1.5)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(convo=conversations(max_turns=30), question=texts, window=st.integers(60, 3000),
       facts=st.booleans(), fresh=st.integers(0, 3), stub=st.integers(0, 300),
       min_score=st.sampled_from([0.0, 0.3]), embed=st.booleans(), cut=st.floats(0.2, 1.0))
def test_every_build_fits_and_is_valid(convo: list[dict[str, Any]], question: str, window: int,
                                       facts: bool, fresh: int, stub: int, min_score: float,
                                       embed: bool, cut: float) -> None:
    strategy = Pruning(fresh_turns=fresh, tool_stub_tokens=stub, code_stub_tokens=stub,
                       min_score=min_score, embedder=FakeEmbedder() if embed else None)
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
        kept = ctx.report.kept
        assert kept == sorted(kept)
        shrunk = set(ctx.report.notes["shrunk"])
        assert not (set(kept) & set(ctx.report.pruned)) - shrunk
