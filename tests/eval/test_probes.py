"""convmem.eval.probes (the planted-fact conversation generator) and convmem.eval.convfile (the file
loader).

The generator's guarantees are re-checked here with the test's own, independent code (plain
substring search, prefix matching) rather than with the module's helpers, so a bug in those
helpers cannot hide a leak.
"""

from __future__ import annotations

import argparse
import copy
import io
import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from convmem.cli import probes as probes_cli
from convmem.errors import ConfigError
from convmem.eval import probes
from convmem.eval.convfile import load_jsonl, mentions, write_jsonl
from convmem.eval.probes import find_leaks, generate, shares_keyword

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"
CJK = re.compile(r"[\u3400-\u9fff]")
Conversation = dict[str, Any]


@pytest.fixture(scope="module")
def sample() -> list[Conversation]:
    return generate(6, 300, seed=7)


def _fact_messages(conv: Conversation) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for p in conv["probes"]:
        out.setdefault(p["fact"], set()).update(p["evidence"], p.get("stale_evidence", []))
    return out


def _leaks(conv: Conversation) -> list[tuple[str, str]]:
    """(keyword, message id) for every keyword found outside its fact's messages."""
    allowed = _fact_messages(conv)
    found = []
    for p in conv["probes"]:
        for kw in p["expect_any"] + p.get("stale", []):
            found += [(kw, m["id"]) for m in conv["messages"]
                      if kw.lower() in m["content"].lower() and m["id"] not in allowed[p["fact"]]]
    return found


def _index(conv: Conversation) -> dict[str, int]:
    return {m["id"]: i for i, m in enumerate(conv["messages"])}


def _bigrams(text: str) -> set[str]:
    return {text[i:i + 2] for i in range(len(text) - 1) if CJK.match(text[i]) and
            CJK.match(text[i + 1])}


# --- determinism --------------------------------------------------------------------------------


def test_same_seed_gives_identical_output() -> None:
    a = generate(3, 120, seed=11)
    b = generate(3, 120, seed=11)
    assert json.dumps(a, ensure_ascii=False) == json.dumps(b, ensure_ascii=False)


def test_another_seed_gives_other_conversations() -> None:
    a = generate(2, 120, seed=1)
    b = generate(2, 120, seed=2)
    assert [m["content"] for m in a[0]["messages"]] != [m["content"] for m in b[0]["messages"]]
    assert a[0]["probes"] != b[0]["probes"]


def test_a_conversation_does_not_depend_on_how_many_are_asked_for() -> None:
    assert generate(1, 120, seed=5)[0] == generate(3, 120, seed=5)[0]


# --- shape ------------------------------------------------------------------------------------


def test_messages_alternate_with_ids_and_advancing_times(sample: list[Conversation]) -> None:
    assert len({c["id"] for c in sample}) == len(sample)
    for conv in sample:
        msgs = conv["messages"]
        assert len(msgs) == 300
        assert [m["id"] for m in msgs] == [f"m{i}" for i in range(300)]
        assert [m["role"] for m in msgs] == ["user", "assistant"] * 150
        times = [datetime.fromisoformat(m["time"]) for m in msgs]
        assert times == sorted(times)
        days = (times[-1] - times[0]).days
        assert 20 <= days <= 300, days  # a few sessions a day, not one burst, not years


def test_every_fact_has_a_probe_at_the_end_and_its_own_category(
        sample: list[Conversation]) -> None:
    for conv in sample:
        end = len(conv["messages"])
        facts = {p["fact"]: p["kind"] for p in conv["probes"]}
        assert len(facts) == 8
        assert len(set(facts.values())) == 8
        assert {p["fact"] for p in conv["probes"] if p["at"] == end} == set(facts)
        assert len(conv["probes"]) > len(facts)  # some intermediate probes too


def test_evidence_exists_precedes_at_and_holds_the_keyword(sample: list[Conversation]) -> None:
    for conv in sample:
        index = _index(conv)
        for p in conv["probes"]:
            assert p["at"] % 2 == 0 and 0 < p["at"] <= len(conv["messages"])
            for mid in p["evidence"] + p.get("stale_evidence", []):
                assert index[mid] < p["at"]
            text = conv["messages"][index[p["evidence"][0]]]["content"]
            assert any(mentions(text, kw) for kw in p["expect_any"]), (p, text)
            assert conv["messages"][index[p["evidence"][0]]]["role"] == "user"


def test_supersession_structure(sample: list[Conversation]) -> None:
    for conv in sample:
        index = _index(conv)
        current = [p for p in conv["probes"] if p["superseded"]]
        assert len({p["fact"] for p in current}) == round(0.3 * 8)
        for p in current:
            old_id, new_id = p["stale_evidence"][0], p["evidence"][0]
            assert index[old_id] < index[new_id] < p["at"]
            old, new = (conv["messages"][index[i]]["content"] for i in (old_id, new_id))
            assert any(mentions(new, kw) for kw in p["expect_any"])
            assert any(mentions(old, kw) for kw in p["stale"])
            assert not any(kw.lower() in old.lower() for kw in p["expect_any"])
            assert set(p["stale"]).isdisjoint(p["expect_any"])
            for before in (q for q in conv["probes"]
                           if q["fact"] == p["fact"] and not q["superseded"]):
                # asked before the change: the old value is the right answer then
                assert before["at"] <= index[new_id]
                assert before["evidence"] == [old_id]
                assert before["expect_any"] == p["stale"]


def test_no_superseded_facts_when_the_share_is_zero() -> None:
    for conv in generate(3, 120, seed=4, superseded_share=0.0):
        assert not any(p["superseded"] or "stale" in p for p in conv["probes"])


# --- the keyword rules --------------------------------------------------------------------------


def test_keywords_never_occur_in_filler(sample: list[Conversation]) -> None:
    for conv in sample:
        assert _leaks(conv) == []


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), turns=st.sampled_from([60, 120, 300]),
       facts=st.sampled_from([1, 4, 8, 12]), superseded=st.sampled_from([0.0, 0.3, 0.6]),
       chinese=st.sampled_from([0.0, 0.2, 0.5, 1.0]))
def test_keywords_never_occur_in_filler_for_any_seed(seed: int, turns: int, facts: int,
                                                     superseded: float, chinese: float) -> None:
    [conv] = generate(1, turns, seed=seed, facts_per_conversation=facts,
                      superseded_share=superseded, chinese_share=chinese)
    assert _leaks(conv) == []
    assert len(conv["messages"]) == turns
    assert len({p["fact"] for p in conv["probes"]}) == facts


def test_questions_share_no_word_with_their_keywords(sample: list[Conversation]) -> None:
    for conv in sample:
        for p in conv["probes"]:
            question = p["question"].lower()
            for kw in p["expect_any"] + p.get("stale", []):
                if CJK.search(kw):
                    assert not _bigrams(question) & _bigrams(kw), (question, kw)
                    continue
                assert kw.lower() not in question
                for word in re.findall(r"[a-z0-9]+", kw.lower()):
                    stem = word[:5]
                    assert not re.search(rf"\b{re.escape(stem)}", question), (question, kw)


def test_questions_share_no_content_word_with_the_fact_sentence(
        sample: list[Conversation]) -> None:
    common = {"the", "a", "an", "i", "my", "me", "to", "for", "of", "is", "it", "in", "on",
              "and", "or", "at", "with", "can", "you", "what", "should", "could", "this", "be",
              "do", "so", "some", "any", "how", "if", "that", "s", "m", "ll", "ve", "t", "re"}
    for conv in sample:
        for p in conv["probes"]:
            if p["lang"] == "zh":
                assert not (_bigrams(p["question"]) & _bigrams(p["answer"])
                            - {"我的", "一下", "什么", "一个", "现在", "帮我"}), p
                continue
            words = set(re.findall(r"[a-z0-9]+", p["question"].lower())) - common
            answer = set(re.findall(r"[a-z0-9]+", p["answer"].lower()))
            assert not words & answer, (p["question"], p["answer"])


def test_chinese_share_controls_chinese_facts() -> None:
    for conv in generate(2, 200, seed=3, chinese_share=0.0):
        assert not any(CJK.search(m["content"]) for m in conv["messages"])
        assert not any(CJK.search(p["question"]) for p in conv["probes"])
    for conv in generate(2, 200, seed=3, chinese_share=0.25):
        chinese = {p["fact"] for p in conv["probes"] if p["lang"] == "zh"}
        assert len(chinese) == 2
        for p in conv["probes"]:
            is_zh = p["lang"] == "zh"
            assert all(bool(CJK.search(kw)) == is_zh for kw in p["expect_any"])
            assert bool(CJK.search(p["question"])) == is_zh


def test_find_leaks_names_the_keyword_and_the_message(sample: list[Conversation]) -> None:
    conv = copy.deepcopy(sample[0])
    assert find_leaks(conv) == []
    probe = conv["probes"][0]
    allowed = _fact_messages(conv)[probe["fact"]]
    victim = next(m for m in conv["messages"] if m["id"] not in allowed)
    victim["content"] += f" ({probe['expect_any'][0].upper()})"
    problems = find_leaks(conv)
    assert any(repr(probe["expect_any"][0]) in p and victim["id"] in p for p in problems)
    assert _leaks(conv)


@pytest.mark.parametrize(("question", "keywords", "shared"), [
    ("Any good peanut butter cookies?", ["peanut"], True),
    ("Which snacks should I bring?", ["snack"], True),
    ("Suggest a snack for the party.", ["peanut"], False),
    ("What about METFORMIN?", ["metformin"], True),
    ("花生酱好吃吗？", ["花生"], True),
    ("周末的聚会我该带点什么零食？", ["花生"], False),
    ("What should I order at a wine bar?", ["Not a drinker"], False),  # "a" gives nothing away
    ("Which bar suits a drinker like me?", ["Not a drinker"], True),
])
def test_shares_keyword(question: str, keywords: list[str], shared: bool) -> None:
    assert shares_keyword(question, keywords) is shared


@pytest.mark.parametrize(("text", "keyword", "found"), [
    ("Peanuts are a no-go.", "peanut", True),
    ("supeanut", "peanut", False),
    ("I can spend $1,350 at most", "1,350", True),
    ("我对花生过敏。", "花生", True),
    ("我对芝麻过敏。", "花生", False),
    # a line start inside a JSON-quoted retrieved turn; failed before (the escape's "n")
    ('[#3 assistant] "Steps:\\nRavi Iyer owns the rotation."', "Ravi Iyer", True),
    ('[#3 assistant] "Steps:\\nxRavi Iyer"', "Ravi Iyer", False),
])
def test_mentions(text: str, keyword: str, found: bool) -> None:
    assert mentions(text, keyword) is found


def test_template_pools_pass_their_own_check() -> None:
    probes.check_templates()


# --- realism ----------------------------------------------------------------------------------


def test_filler_lengths_are_realistic(sample: list[Conversation]) -> None:
    for conv in sample:
        facts = set().union(*_fact_messages(conv).values())
        for m in conv["messages"]:
            if m["id"] in facts or CJK.search(m["content"]):
                continue
            words = len(m["content"].split())
            low, high = (10, 40) if m["role"] == "user" else (30, 120)
            assert low <= words <= high, m


def test_filler_rarely_repeats_verbatim(sample: list[Conversation]) -> None:
    for conv in sample:
        contents = [m["content"] for m in conv["messages"]]
        assert len(set(contents)) / len(contents) >= 0.85


# --- arguments ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("kwargs", "match"), [
    ({"turns": 301}, "even number"),
    ({"turns": 20}, "use at least"),
    ({"facts_per_conversation": 0}, "use 1 to 12"),
    ({"facts_per_conversation": 13}, "use 1 to 12"),
    ({"chinese_share": 1.5}, "between 0 and 1"),
    ({"superseded_share": -0.1}, "between 0 and 1"),
    ({"n_conversations": 0}, "at least 1"),
])
def test_impossible_arguments_are_rejected(kwargs: dict[str, Any], match: str) -> None:
    args: dict[str, Any] = {"n_conversations": 1, "turns": 120, "seed": 0, **kwargs}
    with pytest.raises(ConfigError, match=match):
        generate(**args)


# --- files --------------------------------------------------------------------------------------


def test_write_then_load_round_trips(sample: list[Conversation], tmp_path: Path) -> None:
    path = tmp_path / "probes.jsonl"
    write_jsonl(sample, path)
    assert load_jsonl(path) == sample
    assert "我" in path.read_text(encoding="utf-8") or not any(
        p["lang"] == "zh" for c in sample for p in c["probes"])


def _tiny() -> Conversation:
    return {"id": "c1", "messages": [
        {"id": f"m{i}", "role": "user" if i % 2 == 0 else "assistant", "content": f"text {i}"}
        for i in range(6)],
        "probes": [{"at": 4, "question": "q?", "expect_any": ["text"], "evidence": ["m1"]}]}


def _write(tmp_path: Path, *lines: str) -> Path:
    path = tmp_path / "conv.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _broken(change: str) -> Conversation:
    conv = _tiny()
    probe = conv["probes"][0]
    if change == "no question":
        del probe["question"]
    elif change == "evidence after at":
        probe["evidence"] = ["m5"]
    elif change == "at too large":
        probe["at"] = 900
    elif change == "at negative":
        probe["at"] = -1
    elif change == "unknown evidence":
        probe["evidence"] = ["m77"]
    elif change == "nothing to score":
        del probe["expect_any"], probe["evidence"]
    elif change == "bad role":
        conv["messages"][1]["role"] = "robot"
    elif change == "duplicate message id":
        conv["messages"][3]["id"] = "m1"
    elif change == "no probes":
        del conv["probes"]
    return conv


@pytest.mark.parametrize(("change", "match"), [
    ("no question", r"line 1: probes\[0\]\.question: missing"),
    ("evidence after at", r"line 1: probes\[0\]\.evidence: 'm5' is message 5, but the probe is "
                          r"asked after the first 4 messages"),
    ("at too large", r"line 1: probes\[0\]\.at: 900 is beyond the 6 messages"),
    ("at negative", r"line 1: probes\[0\]\.at: -1 is negative\. Use 0 to 6"),
    ("unknown evidence", r"probes\[0\]\.evidence: 'm77' is not the id of a message"),
    ("nothing to score", r"probes\[0\]: neither expect_any nor evidence"),
    ("bad role", r"line 1: messages\[1\]\.role: 'robot' is not a chat role"),
    ("duplicate message id", r"messages\[3\]\.id: 'm1' repeats messages\[1\]\.id"),
    ("no probes", r"line 1: probes: missing"),
])
def test_load_names_the_line_and_the_field(tmp_path: Path, change: str, match: str) -> None:
    path = _write(tmp_path, json.dumps(_broken(change)))
    with pytest.raises(ConfigError, match=match):
        load_jsonl(path)


def test_load_reports_bad_json_with_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path, json.dumps(_tiny()), '{"id": "c2", "messages": [')
    with pytest.raises(ConfigError, match=r"line 2: not valid JSON"):
        load_jsonl(path)


def test_load_rejects_a_repeated_conversation_id(tmp_path: Path) -> None:
    path = _write(tmp_path, json.dumps(_tiny()), "", json.dumps(_tiny()))
    with pytest.raises(ConfigError, match=r"line 3: id: 'c1' is already used on line 1"):
        load_jsonl(path)


def test_load_reports_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no such file"):
        load_jsonl(tmp_path / "absent.jsonl")


def test_load_keeps_extra_fields_and_skips_blank_lines(tmp_path: Path) -> None:
    conv = _tiny()
    conv["source"] = "hand-made"
    conv["probes"][0]["category"] = "single-hop"
    assert load_jsonl(_write(tmp_path, "", json.dumps(conv), "  ")) == [conv]


def test_locomo_dev_loads() -> None:
    path = DATA / "locomo-dev.jsonl"
    if not path.exists():
        pytest.skip(f"{path} is absent (the shared benchmark data is not in user checkouts)")
    conversations = load_jsonl(path)
    assert [len(c["probes"]) for c in conversations] == [149, 81, 152]
    assert [len(c["messages"]) for c in conversations] == [419, 369, 663]


# --- command line -------------------------------------------------------------------------------


def test_cli_writes_a_loadable_file(tmp_path: Path) -> None:
    parser = argparse.ArgumentParser()
    probes_cli.add_arguments(parser)
    out = tmp_path / "made.jsonl"
    args = parser.parse_args([str(out), "--conversations", "2", "--messages", "60", "--seed", "3",
                              "--facts", "5"])
    buffer = io.StringIO()
    assert probes_cli.main(args, console=Console(file=buffer, width=200)) == 0
    conversations = load_jsonl(out)
    assert conversations == generate(2, 60, seed=3, facts_per_conversation=5)
    assert "wrote 2 conversations of 60 messages" in buffer.getvalue()
