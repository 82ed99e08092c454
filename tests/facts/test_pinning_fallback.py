"""A build never fails on the ranking of its pinned facts: a failing embedder falls back to
shared words."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from convmem.errors import RetrievalError
from convmem.facts.pinning import FactPicker
from convmem.records import Fact


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
