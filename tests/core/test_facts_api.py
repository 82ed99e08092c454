"""Inspect, correct, erase: the fact and deletion methods of ``Memory``, and the model extractor
run on the background worker (against the fake OpenAI-compatible server over real httpx)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import convmem
from convmem.core.placement import unfold
from convmem.errors import ConfigError
from convmem.facts.llm import LLMExtractor
from convmem.render import FACTS_HEADER
from convmem.tokens import TokenCounter
from tests.fakes import FakeOpenAI


def memory(counter: TokenCounter, **options: Any) -> convmem.Memory:
    options.setdefault("strategy", "window")
    options.setdefault("window", 2048)
    options.setdefault("reserve_output", 256)
    return convmem.Memory(tokenizer=counter, facts=True, **options)


def pinned_text(mem: convmem.Memory, cid: str, question: str = "What now?") -> str:
    """The pinned-facts block of the context built for ``question`` ("" when none)."""
    ctx = mem.build(cid, {"role": "user", "content": question})
    quoted, _ = unfold(ctx.messages[-1])  # the default placement quotes it in the new message
    return next((block for block in [quoted, *(str(m["content"]) for m in ctx.messages)]
                 if block.startswith(FACTS_HEADER)), "")


def test_pin_edit_retract_keep_the_ledger(counter: TokenCounter) -> None:
    mem = memory(counter)
    mem.add("c", {"role": "user", "content": "I live in Lisbon"})
    pinned = mem.pin_fact("c", "allergic to kiwi, my throat swells", category="allergy",
                          by="admin")
    assert (pinned.origin, pinned.author, pinned.pinned) == ("user", "admin", True)
    assert (pinned.key, pinned.value) == ("allergy:kiwi", "kiwi")  # the rules' slot
    mem.add("c", {"role": "user", "content": "I'm allergic to kiwi"})
    assert [f.id for f in mem.facts("c") if f.category == "allergy"] == [pinned.id]  # said again
    assert "kiwi" in pinned_text(mem, "c")
    home = next(f for f in mem.facts("c") if f.category == "home")
    fixed = mem.edit_fact("c", home.id or 0, text="I live in Porto", value="Porto")
    assert fixed.value == "Porto" and fixed.origin == "user" and fixed.author == "user"
    text = pinned_text(mem, "c")
    assert "Porto" in text and "Lisbon" not in text
    again = mem.edit_fact("c", fixed.id or 0, text="I live in  Braga")
    # the old value no longer holds: the slot's is the one the new text states
    assert (again.key, again.value, again.text) == ("home", "Braga", "I live in Braga")
    gone = mem.retract_fact("c", pinned.id or 0, by="admin")
    assert gone.retracted_by == "admin"
    assert "kiwi" not in pinned_text(mem, "c")  # a retracted fact is no longer pinned
    ledger = {f.id: f for f in mem.facts("c", current_only=False)}
    assert ledger[home.id].superseded_by == fixed.id  # nothing is lost: both stay
    assert ledger[pinned.id].retracted_by == "admin" and not ledger[pinned.id].current
    with pytest.raises(ConfigError, match="no current fact"):
        mem.retract_fact("c", pinned.id or 0)
    with pytest.raises(ConfigError, match="category"):
        mem.pin_fact("c", "x", category="mood")
    with pytest.raises(ConfigError, match="text"):
        mem.pin_fact("c", "  ")


def test_an_edit_files_the_correction_under_the_slot_it_states(counter: TokenCounter) -> None:
    mem = memory(counter)
    mem.add("c", {"role": "user", "content": "I'm allergic to peanuts."})
    wrong = mem.facts("c")[0]
    fixed = mem.edit_fact("c", wrong.id or 0, text="allergic to tree nuts")
    assert (fixed.key, fixed.value) == ("allergy:tree nut", "tree nuts")
    # the peanut allergy's end no longer ends the correction that took its place
    mem.add("c", {"role": "user", "content": "Good news: I'm no longer allergic to peanuts!"})
    assert [(f.key, f.negated) for f in mem.facts("c")] == [("allergy:tree nut", False),
                                                            ("allergy:peanut", True)]
    assert "tree nuts" in pinned_text(mem, "c")
    # a correction into the slot of another current fact replaces that one too
    mem.add("c", {"role": "user", "content": "I'm also allergic to kiwi."})
    kiwi = next(f for f in mem.facts("c") if f.key == "allergy:kiwi")
    both = mem.edit_fact("c", fixed.id or 0, text="I'm allergic to kiwi, badly")
    assert [f.id for f in mem.facts("c") if f.key == "allergy:kiwi"] == [both.id]
    ledger = {f.id: f for f in mem.facts("c", current_only=False)}
    assert ledger[kiwi.id].superseded_by == ledger[fixed.id].superseded_by == both.id
    # text the rules find no slot of the same person in keeps the key: a relative's fact stays
    # theirs, and "no longer allergic to peanuts" still ends a reworded peanut allergy
    mem.add("c", {"role": "user", "content": "My son is allergic to peanuts."})
    son = next(f for f in mem.facts("c") if f.key == "allergy:son:peanut")
    assert mem.edit_fact("c", son.id or 0, text="allergic to kiwi").key == "allergy:son:peanut"
    mem.add("d", {"role": "user", "content": "I'm allergic to peanuts."})
    severe = mem.edit_fact("d", mem.facts("d")[0].id or 0, text="Severe, carries an EpiPen")
    assert (severe.key, severe.value) == ("allergy:peanut", "Severe, carries an EpiPen")
    mem.add("d", {"role": "user", "content": "I'm no longer allergic to peanuts!"})
    assert [(f.key, f.negated) for f in mem.facts("d")] == [("allergy:peanut", True)]
    for empty in ({"text": "  "}, {"value": ""}):
        with pytest.raises(ConfigError, match="give the fact in a few words"):
            mem.edit_fact("c", both.id or 0, **empty)
    assert [f.id for f in mem.facts("c") if f.key == "allergy:kiwi"] == [both.id]


def test_a_pinned_fact_outranks_everything_under_a_tight_cap(counter: TokenCounter) -> None:
    mem = memory(counter, fact_tokens=40)
    for text in ("I'm allergic to peanuts", "I take metformin", "I have asthma"):
        mem.add("c", {"role": "user", "content": text})
    mine = mem.pin_fact("c", "call me Bea", category="address")
    ctx = mem.build("c", {"role": "user", "content": "Suggest a recipe"})
    assert ctx.report.facts_pinned[0] == mine.key


@pytest.mark.parametrize("kind", ["memory", "sqlite"])
def test_forget_and_forget_user(counter: TokenCounter, tmp_path: Path, kind: str) -> None:
    store = None if kind == "memory" else f"sqlite:///{tmp_path / 'c.db'}"
    mem = memory(counter, store=store)
    for cid, user, city in (("a1", "ann", "Lyon"), ("a2", "ann", "Porto"), ("b1", "bob", "Oslo")):
        mem.add(cid, {"role": "user", "content": f"I live in {city}"}, user_id=user)
        mem.add(cid, {"role": "assistant", "content": "Noted."})
        mem.build(cid, {"role": "user", "content": "hi"})
    assert mem.forget("a1") is True and mem.forget("a1") is False
    assert mem.history("a1") == [] and mem.facts("a1", current_only=False) == []
    assert mem.last_report("a1") is None
    assert mem.forget_user("ann") == ["a2"]
    assert mem.store.conversations() == ["b1"]
    assert [f.value for f in mem.facts("b1")] == ["Oslo"]
    assert len(mem.history("b1")) == 2
    with pytest.raises(ConfigError):
        mem.forget_user("")


def test_model_extractor_runs_in_batches_off_the_request_path(counter: TokenCounter) -> None:
    fake = FakeOpenAI(model="cheap-model")
    fake.reply(json.dumps({"facts": [
        {"message": 1, "category": "allergy", "key": "allergy:lupin", "value": "lupin",
         "text": "lupin flour and I are enemies"},
        {"message": 7, "category": "home", "value": "out of range"}]}),
        usage={"prompt_tokens": 120, "completion_tokens": 30})
    mem = memory(counter, model_extractor=LLMExtractor(fake.backend()), extract_every=3)
    assert mem.background is not None
    texts = ["hello there", "lupin flour and I are enemies, honestly", "what a day"]
    for text in texts[:2]:
        mem.add("c", {"role": "user", "content": text})
        mem.add("c", {"role": "assistant", "content": "I see."})
    mem.background.wait()
    assert fake.requests == []  # a batch is 3 user messages: nothing is sent for 2
    mem.add("c", {"role": "user", "content": texts[2]})
    mem.background.wait()
    assert len(fake.requests) == 1  # one call for the batch
    sent = fake.requests[0].json["messages"][1]["content"]
    assert all(json.dumps(t) in sent for t in texts)
    llm = [f for f in mem.facts("c") if f.origin == "llm"]
    assert [(f.key, f.source_seq) for f in llm] == [("allergy:lupin", 2)]
    (usage,) = [u for u in mem.usage("c") if u.kind == "extract"]
    assert (usage.prompt_tokens, usage.completion_tokens) == (120, 30)
    assert usage.extra["upto"] == 5 and usage.extra["messages"] == 3
    mem.background.flush()
    assert len(fake.requests) == 1  # extracted messages are never sent again
    mem.close()
