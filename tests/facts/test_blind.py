"""The frozen blind set stays frozen, its conversations obey the keyword rule, and
``convmem factbench`` prints its first runs apart from the current figures."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from convmem.cli import main
from convmem.eval.probes import shares_keyword
from convmem.eval.probes_blind import blind_conversations
from tests.facts import blind_statements as blind

# sha256 of the set as committed in 23720fb (before any extractor change). A change to the data
# makes every figure on it incomparable with its first runs: write a new set instead.
FROZEN = "b9fbf3e522f34c2d"


def digest() -> str:
    accept = sorted((k, sorted(v)) for k, v in blind.ACCEPT.items())
    return hashlib.sha256(repr((blind.FACTS, blind.NEGATIVES, accept)).encode()).hexdigest()


def test_the_blind_set_is_frozen_and_big_enough() -> None:
    assert digest().startswith(FROZEN)
    assert len(blind.FACTS) >= 150 and sum(f.lang == "zh" for f in blind.FACTS) >= 30
    assert len(blind.NEGATIVES) >= 300
    assert {f.topic for f in blind.FACTS} == set(blind.TOPICS)
    ids = {f.id: f for f in blind.FACTS}
    for fact in blind.FACTS:
        assert all(k.casefold() in fact.text.casefold() for k in fact.keywords), fact.id
        stale = ids[fact.replaces].keywords if fact.replaces else ()
        assert not any(shares_keyword(q, [*fact.keywords, *stale]) for q in fact.questions)
    assert set(blind.FIRST_RUN) >= {"rules@75efa7a", "meaning@9676d98"}


def test_blind_conversations_plant_every_fact(tmp_path: Path) -> None:
    filler = tmp_path / "filler.jsonl"
    chat = [f'{{"role": "{"user" if i % 2 == 0 else "assistant"}", "content": "Speaker: '
            f'small talk number {i} about the weather and the garden"}}' for i in range(400)]
    filler.write_text('{"id": "f", "probes": [], "messages": [' + ", ".join(chat) + "]}\n")
    convs = blind_conversations(filler, turns=120, facts_per_conversation=8, seed=3)
    probes = [p for c in convs for p in c["probes"]]
    units = len(blind.FACTS) - sum(1 for f in blind.FACTS if f.replaces)
    assert sum(1 for p in probes if p["at"] == 120) == units
    assert sum(p["superseded"] for p in probes) == sum(1 for f in blind.FACTS if f.replaces)
    assert all(not m["content"].startswith("Speaker:") for c in convs for m in c["messages"])
    assert blind_conversations(filler, turns=120, seed=3) == convs  # one seed, one file


@pytest.mark.slow
def test_factbench_prints_first_runs_apart(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["factbench", "--extractor", "rules"]) == 0
    out = capsys.readouterr().out
    first = out.index("FIRST RUNS")
    assert "rules@75efa7a" in out[first:] and "meaning@9676d98" in out[first:]
    assert out.index("Blind slice now") > first
