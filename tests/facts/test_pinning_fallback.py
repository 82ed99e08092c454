"""The ranking of pinned facts: a build never fails on it (a failing embedder falls back to
shared words), a fact's own words tell it from others its category's cues lift alike, and a
fact the detector was unsure of counts for its confidence."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest

from convmem.errors import RetrievalError
from convmem.facts.pinning import BELIEF_FULL, CUES, FactPicker, belief, omissions
from convmem.records import Fact
from tests.fakes import CountingEmbedder


class Broken:
    name = "broken"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        raise RetrievalError("the model is gone")


def fact(key: str, text: str) -> Fact:
    return Fact(conversation_id="c", key=key, category="note", value=text, text=text,
                source_seq=1)


def test_a_failing_embedder_ranks_by_shared_words(caplog: pytest.LogCaptureFixture) -> None:
    facts = [fact("note:a", "I live in Lyon."), fact("note:b", "Our flat has a garden.")]
    ranked = FactPicker(Broken()).rank(facts, "Is the garden nice in spring?")
    assert ranked[0].fact.key == "note:b" and ranked[0].relevance > 0
    assert "by shared words instead" in caplog.text


def test_a_facts_own_words_rank_it_above_others_its_category_cue_lifts_alike() -> None:
    def family(key: str, text: str, seq: int) -> Fact:
        return Fact(conversation_id="c", key=key, category="family", value=text, text=text,
                    source_seq=seq, id=seq)

    # The question shares more words with the family cues ("gift ideas", "plan a birthday
    # party") than with either fact, so the cue alone tied them and the newer came first; one
    # fact's own word ("party") must lift it above a platitude filed under family.
    facts = [family("family:a", "Mia turns six and wants a party.", 1),
             family("family:b", "Family means everything to me.", 2)]
    ranked = FactPicker().rank(facts, "gift ideas for the birthday party")
    assert [r.fact.key for r in ranked] == ["family:a", "family:b"]
    assert ranked[0].relevance > ranked[1].relevance


def test_the_cues_are_embedded_once_per_process_and_model() -> None:
    model = CountingEmbedder()
    model.name = "counting-cues"  # a model of its own: no other test's cue vectors
    facts = [Fact(conversation_id="c", key="diet", category="diet", value="vegan",
                  text="I'm vegan.", source_seq=1),
             Fact(conversation_id="c", key="home", category="home", value="Lyon",
                  text="I live in Lyon.", source_seq=2)]
    first = FactPicker(model).rank(facts, "what should I cook tonight?")
    cues = [t for t in model.texts if t in CUES["diet"] or t in CUES["home"]]
    assert sorted(cues) == sorted({*CUES["diet"], *CUES["home"]})  # each once
    model.texts.clear()
    again = FactPicker(model).rank(facts, "what should I cook tonight?")  # another picker
    assert model.texts == ["what should I cook tonight?", "I'm vegan.", "I live in Lyon."]
    assert [r.fact.key for r in again] == [r.fact.key for r in first]


def test_a_fact_the_detector_was_unsure_of_ranks_below_a_sure_one_it_would_tie() -> None:
    def medication(key: str, origin: str, confidence: float | None, seq: int) -> Fact:
        return Fact(conversation_id="c", key=key, category="medication", value="pill",
                    text="I take a pill every morning.", source_seq=seq, id=seq, origin=origin,
                    confidence=confidence)

    sure = medication("medication:a", "rules", None, 1)
    unsure = medication("medication:b", "meaning", 0.8, 2)  # newer: first among equals
    assert belief(sure) == 1 and belief(unsure) == pytest.approx(0.8 / BELIEF_FULL)
    assert belief(medication("medication:c", "meaning", BELIEF_FULL + 0.3, 3)) == 1
    ranked = FactPicker().rank([sure, unsure], "which medicine can I take?")
    assert [r.fact.key for r in ranked] == ["medication:a", "medication:b"]
    assert ranked[1].score == pytest.approx(ranked[0].score * 0.8 / BELIEF_FULL)
    # a user's pin is sure whatever the detector said; and the report says why it ranked low
    pinned = dataclasses.replace(unsure, key="medication:d", pinned=True)
    assert belief(pinned) == 1
    why = omissions(["medication:b"], ranked, 1, 64)["medication:b"]
    assert "ranked 2 of 2" in why and "the detector's confidence 0.80" in why
