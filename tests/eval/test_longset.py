"""The long-message set: its probes point at long answers that hold their detail."""

from __future__ import annotations

from pathlib import Path

from convmem.eval.bench import bench_index, unique_messages
from convmem.eval.convfile import load_jsonl, mentions, write_jsonl
from convmem.eval.longset import generate_long
from convmem.tokens import TokenCounter


def test_every_probe_points_at_a_long_answer_holding_its_value(tmp_path: Path) -> None:
    conversations = generate_long(2, seed=5)
    assert generate_long(2, seed=5) == conversations != generate_long(2, seed=6)
    counter = TokenCounter("cl100k_base")
    for conv in conversations:
        by_id = {m["id"]: m for m in conv["messages"]}
        values = [p["expect_any"][0] for p in conv["probes"]]
        assert len(values) == len(set(values)) == 40
        for probe in conv["probes"]:
            answer = by_id[probe["evidence"][0]]
            assert answer["role"] == "assistant" and mentions(answer["content"],
                                                              probe["expect_any"][0])
            assert counter.count_text(answer["content"]) > 300  # a long message
            others = [m for m in conv["messages"] if m is not answer]
            assert not any(mentions(m["content"], probe["expect_any"][0]) for m in others)
    write_jsonl(conversations, tmp_path / "long.jsonl")
    assert load_jsonl(tmp_path / "long.jsonl") == conversations


def test_index_benchmark_measures_distinct_messages(tmp_path: Path) -> None:
    texts = [m["content"] for m in unique_messages(600)]
    assert len(texts) == 600 and len(set(texts)) > 480
    figures = bench_index(tmp_path, 60, 6)
    assert figures["extend_per_s"] > 0 and figures["background_per_s"] > 0
