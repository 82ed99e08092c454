"""convmem.Memory: the public contract, configuration errors, the guard's edge cases."""

from __future__ import annotations

import asyncio

import pytest

import convmem
from convmem.core import budget
from tests.invariants import api_problems, recount

CALL = {"id": "call_1", "type": "function",
        "function": {"name": "weather", "arguments": '{"city": "Oslo"}'}}


def memory(**kwargs: object) -> convmem.Memory:
    options: dict[str, object] = {"strategy": "window", "window": 400, "reserve_output": 100,
                                  "extractor": False}
    options.update(kwargs)
    return convmem.Memory(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(("kwargs", "needle"), [
    ({"window": 100, "reserve_output": 100}, "must exceed reserve_output"),
    ({"window": -5}, "window=-5"),
    ({"reserve_output": 1.5}, "reserve_output=1.5"),
    ({"strategy": "bogus"}, "'bogus'"),
    ({"strategy": 42}, "strategy=42"),
    ({"facts": "yes"}, "facts='yes'"),
    ({"store": 3.0}, "store=3.0"),
    ({"fact_tokens": -1}, "fact_tokens=-1"),
    ({"safety_margin": 0.9}, "safety_margin=0.9"),
    ({"extractor": "rules"}, "extractor='rules'"),
])
def test_impossible_configs_fail_at_construction(kwargs: dict, needle: str) -> None:
    with pytest.raises(convmem.ConfigError, match=needle.replace("(", r"\(").replace(".", r"\.")):
        memory(**kwargs)


def test_a_store_of_an_older_version_is_told_what_it_lacks() -> None:
    """A user's own store written against an older protocol: the error names the method."""
    from convmem.stores.memory import InMemoryStore

    class Older(InMemoryStore):
        keyed = None  # type: ignore[assignment]

    with pytest.raises(convmem.ConfigError,
                       match=r"not a convmem Store: it lacks the method keyed \("):
        memory(store=Older())
    with pytest.raises(convmem.ConfigError, match=r"a class; pass a store object, e\.g\. "
                       r"store=InMemoryStore\(\)"):
        memory(store=InMemoryStore)

    class Forwarding:  # a wrapper of a store that forwards every call (isinstance may not see)
        def __init__(self) -> None:
            self.inner = InMemoryStore()

        def __getattr__(self, name: str) -> object:
            return getattr(self.inner, name)

    mem = memory(store=Forwarding())
    mem.add("c", {"role": "user", "content": "hi"})
    assert mem.store.count("c") == 1


class _Broken:
    def extract(self, message: object) -> list[object]:
        raise RuntimeError("the extractor broke")


def test_a_failing_extractor_loses_nothing_and_stores_nothing_twice(
        caplog: pytest.LogCaptureFixture) -> None:
    mem = memory(extractor=_Broken())
    with caplog.at_level("WARNING", logger="convmem"):
        stored = mem.add("c", {"role": "user", "content": "I'm allergic to peanuts"})
    # The message is stored and the call succeeds (a retry would store it twice); the failure
    # is logged, naming the message.
    assert mem.store.count("c") == 1 and stored.seq == 0 and mem.facts("c") == []
    assert "message 0 of conversation 'c' is stored, but its facts were not filed" in caplog.text
    assert "the extractor broke" in caplog.text


def test_add_returns_stored_message_and_build_records_nothing() -> None:
    mem = memory()
    stored = mem.add("c", {"role": "user", "content": "hello", "id": "m1"})
    assert (stored.seq, stored.id, stored.tokens) == (0, "m1", 3 + 1 + 1)
    ctx = mem.build("c", {"role": "user", "content": "again"})
    assert mem.store.count("c") == 1
    assert ctx.messages == [{"role": "user", "content": "hello"},
                            {"role": "user", "content": "again"}]
    assert ctx.tokens == recount(ctx.messages)
    with pytest.raises(convmem.ConfigError, match="conversation_id"):
        mem.add("", {"role": "user", "content": "x"})


def test_build_takes_only_user_or_tool_messages() -> None:
    with pytest.raises(convmem.MessageError, match="add\\(\\)"):
        memory().build("c", {"role": "assistant", "content": "x"})


def test_new_message_too_large_raises_budget_error_with_numbers() -> None:
    mem = memory(window=200, reserve_output=50)
    with pytest.raises(convmem.BudgetError) as info:
        mem.build("c", {"role": "user", "content": "word " * 400})
    assert info.value.available == 150
    assert info.value.required == recount([{"role": "user", "content": "word " * 400}])
    assert "150" in str(info.value)


def test_a_max_tokens_that_fills_the_window_is_named_not_the_message() -> None:
    mem = memory()  # window 400, reserve_output 100
    with pytest.raises(convmem.BudgetError, match=r"max_tokens=500 \(kept for the reply\) "
                                                  r"leaves 0 tokens of the 400-token window"):
        mem.build("c", {"role": "user", "content": "hi"}, reserve=500)
    assert mem.build("c", {"role": "user", "content": "hi"}, reserve=300).tokens <= 100


def test_history_message_larger_than_budget_is_shortened_middle_out() -> None:
    mem = memory(window=300, reserve_output=50)
    mem.add("c", {"role": "user", "content": "BEGIN " + "lorem ipsum " * 600 + " FINISH"})
    ctx = mem.build("c", {"role": "user", "content": "summarize that"})
    first = ctx.messages[0]["content"]
    assert first.startswith("BEGIN") and first.endswith("FINISH")
    assert "cut by convmem" in first
    assert ctx.report.shortened == [0]
    assert ctx.tokens == recount(ctx.messages) <= 250


def test_a_system_prompt_cut_to_fit_is_reported_and_logged(
        caplog: pytest.LogCaptureFixture) -> None:
    """The operator's prompt cut middle-out is said in the report and the log, whether it was
    stored (a seq in ``shortened``) or came with the request only."""
    budget._WARNED.drop(lambda key: True)  # (once per process: a rerun starts afresh)
    mem = memory(window=300, reserve_output=50)
    system = {"role": "system", "content": "Rules: " + "be kind and brief. " * 120 + "END"}
    for stored in (False, True, True):  # the same prompt built three times
        if stored and not mem.store.count("c"):
            mem.add("c", system)
        with caplog.at_level("WARNING", logger="convmem"):
            ctx = mem.build("c", {"role": "user", "content": "hi"},
                            instructions=None if stored else [system])
        assert "cut by convmem" in ctx.messages[0]["content"]
        cut = ctx.report.notes["instructions_shortened"]
        assert isinstance(cut, int) and cut > 300 and ctx.tokens <= 250
        assert ctx.report.shortened == ([0] if stored else [])
    assert caplog.text.count("were cut by") == 1  # once for the prompt, not at every build
    assert f"prompt 'Rules: be kind and brief. be kind and br'...) were cut by {cut}" in caplog.text
    assert "instructions_shortened" not in mem.build(
        "d", {"role": "user", "content": "hi"}).report.notes


def test_system_prompt_stays_first_while_old_turns_drop() -> None:
    mem = memory(window=250, reserve_output=50)
    mem.add("c", {"role": "system", "content": "You are a baking assistant."})
    for i in range(30):
        mem.extend("c", [{"role": "user", "content": f"question {i} about sourdough starters"},
                         {"role": "assistant", "content": f"answer {i}: feed it daily"}])
    ctx = mem.build("c", {"role": "user", "content": "and muffins?"})
    assert ctx.messages[0] == {"role": "system", "content": "You are a baking assistant."}
    assert ctx.messages[1]["role"] == "user"
    assert ctx.report.kept[-1] == 60 and ctx.report.dropped[0][0] == 1
    covered = set(ctx.report.kept) | {0}
    for start, stop in ctx.report.dropped:
        covered |= set(range(start, stop))
    assert covered == set(range(61))


def test_tool_result_is_built_with_its_call() -> None:
    mem = memory(window=120, reserve_output=10)
    for i in range(10):
        mem.extend("c", [{"role": "user", "content": f"filler {i} " * 5},
                         {"role": "assistant", "content": "ok " * 5}])
    mem.extend("c", [{"role": "user", "content": "weather in Oslo?"},
                     {"role": "assistant", "content": None, "tool_calls": [CALL]}])
    ctx = mem.build("c", {"role": "tool", "tool_call_id": "call_1", "content": "-3 C, snow"})
    assert [m["role"] for m in ctx.messages][-3:] == ["user", "assistant", "tool"]
    assert api_problems(ctx.messages) == []
    with pytest.raises(convmem.MessageError, match="answers no tool call"):
        mem.build("c", {"role": "tool", "tool_call_id": "nope", "content": "x"})


def test_unanswered_tool_call_in_history_is_removed_for_validity() -> None:
    mem = memory()
    mem.extend("c", [{"role": "user", "content": "look it up"},
                     {"role": "assistant", "content": None, "tool_calls": [CALL]},
                     {"role": "user", "content": "never mind"}])
    ctx = mem.build("c", {"role": "user", "content": "hello?"})
    assert api_problems(ctx.messages) == []
    assert ctx.report.invalid == {1: "tool call without all its results"}


def test_tools_are_counted() -> None:
    tools = [{"type": "function", "function": {"name": "weather", "parameters": {}}}]
    mem = memory()
    mem.add("c", {"role": "user", "content": "hi"})
    ctx = mem.build("c", {"role": "user", "content": "weather?"}, tools=tools)
    assert ctx.report.split["tools"] > 0
    assert ctx.tokens == recount(ctx.messages, tools)


def test_calibration_tightens_the_limit() -> None:
    mem = memory(window=1000, reserve_output=0, safety_margin=0.1)
    assert mem.limit() == 900
    mem.calibration.observe(mem.counter.requested, 100, 130)  # 30 tokens of template
    assert mem.limit() == 870
    assert mem.limit(scope="tenant-b") == 900  # another scope learned nothing
    ctx = mem.build("c", {"role": "user", "content": "x"})
    assert ctx.report.limit == 870 and ctx.report.calibration_overhead == 30.0
    assert ctx.report.calibration == pytest.approx((30 + ctx.tokens) / ctx.tokens)


def test_async_variants() -> None:
    async def go() -> convmem.Context:
        mem = memory()
        await mem.aadd("c", {"role": "user", "content": "hi"})
        await mem.aextend("c", [{"role": "assistant", "content": "hello"}])
        return await mem.abuild("c", {"role": "user", "content": "bye"})

    ctx = asyncio.run(go())
    assert [m["content"] for m in ctx.messages] == ["hi", "hello", "bye"]


def test_history_and_context_manager() -> None:
    with memory() as mem:
        mem.add("c", {"role": "user", "content": "hi", "id": "u1", "meta": {"k": 1}})
        assert mem.history("c") == [{"role": "user", "content": "hi", "id": "u1",
                                     "meta": {"k": 1}}]


@pytest.mark.parametrize("user_id", [5, "", "u" * 256, ["ann"]])
def test_a_bad_user_id_is_refused_before_anything_is_stored(user_id: object) -> None:
    mem = convmem.Memory(strategy="window", extractor=False)
    for call in (lambda: mem.add("c", {"role": "user", "content": "hi"}, user_id=user_id),
                 lambda: mem.build("c", {"role": "user", "content": "hi"}, user_id=user_id),
                 lambda: mem.forget_user(user_id)):
        with pytest.raises(convmem.ConfigError, match=r"user_id=.*non-empty string"):
            call()  # type: ignore[no-untyped-call]
    assert mem.store.count("c") == 0


def test_a_report_prints_in_a_few_labelled_lines() -> None:
    report = convmem.Report(
        conversation_id="c", strategy="hybrid", window=1024, reserve_output=128, limit=896,
        tokens=800, split={"recent": 500, "retrieved": 0, "new": 300}, kept=[7, 8, 9, 12],
        retrieved=[2, 2], summarized=(0, 2), dropped=[(3, 7), (10, 12)],
        facts_pinned=["allergy:peanut"], notes={"hybrid": {"window_start": 7}})
    lines = str(report).splitlines()
    assert lines[0] == "context for 'c'"
    shown = {line.split()[0]: " ".join(line.split()[1:]) for line in lines[1:]}
    assert shown["kept"] == "7-9, 12" and shown["retrieved"] == "2"
    assert shown["summarized"] == "0-1" and shown["dropped"] == "3-6, 10-11"
    assert shown["split"] == "recent 500, new 300" and shown["facts"] == "pinned allergy:peanut"
    assert "pruned" not in shown and "note:" in shown and "window_start" in shown["note:"]
    report.summarized = (4, 4)
    assert "summarized" not in str(report)
