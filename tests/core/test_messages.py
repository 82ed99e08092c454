from __future__ import annotations

import copy

import pytest

from convmem.errors import MessageError
from convmem.messages import Message, parse_message, turn_groups


def test_round_trip_keeps_every_field_and_copies() -> None:
    raw = {"role": "assistant", "content": None, "id": "m7", "time": "2024-05-01",
           "meta": {"source": "import"},
           "tool_calls": [{"id": "c1", "type": "function",
                           "function": {"name": "weather", "arguments": '{"city": "Oslo"}'}}]}
    before = copy.deepcopy(raw)
    msg = parse_message(raw)
    assert raw == before
    raw["tool_calls"][0]["function"]["name"] = "changed"  # the caller mutates afterwards
    assert msg.tool_calls is not None and msg.tool_calls[0]["function"]["name"] == "weather"
    out = msg.to_openai()
    assert out == {"role": "assistant", "content": None, "tool_calls": [
        {"id": "c1", "type": "function",
         "function": {"name": "weather", "arguments": '{"city": "Oslo"}'}}]}
    assert msg.to_record()["meta"] == {"source": "import"}
    out["tool_calls"][0]["id"] = "x"
    assert msg.to_openai()["tool_calls"][0]["id"] == "c1"


def test_text_parts_and_response_only_fields() -> None:
    msg = parse_message({"role": "user", "content": [{"type": "text", "text": "a"},
                                                     {"type": "text", "text": "b"}]})
    assert msg.text == "a\nb"
    reply = parse_message({"role": "assistant", "content": "hi", "refusal": None,
                           "annotations": []})
    assert reply.to_openai() == {"role": "assistant", "content": "hi"}


@pytest.mark.parametrize(("raw", "field", "fix"), [
    ("hello", "message", "role"),
    ({"role": "robot", "content": "x"}, "message.role", "one of"),
    ({"role": "user"}, "message.content", "needs content"),
    ({"role": "user", "content": 3}, "message.content", "text parts"),
    ({"role": "user", "content": [{"type": "image_url", "image_url": {}}]},
     "message.content[0]", "Only text parts"),
    ({"role": "tool", "content": "42"}, "message.tool_call_id", "assistant tool call"),
    ({"role": "user", "content": "x", "tool_call_id": "c"}, "message.tool_call_id", "Only tool"),
    ({"role": "user", "content": "x", "name": "has space"}, "message.name", "1-64"),
    ({"role": "user", "content": "x", "colour": "red"}, "unknown field", '"meta"'),
    ({"role": "user", "content": "x", "tool_calls": [
        {"id": "c", "function": {"name": "f", "arguments": "{}"}}]},
     "message.tool_calls", "assistant"),
    ({"role": "assistant", "content": None, "tool_calls": [{"function": {"name": "f"}}]},
     "tool_calls[0].id", "string id"),
    ({"role": "assistant", "content": None,
      "tool_calls": [{"id": "c", "function": {"name": "f", "arguments": {"a": 1}}}]},
     "arguments", "json.dumps"),
    ({"role": "user", "content": "x", "meta": {"when": object()}}, "message.meta", "JSON"),
])
def test_bad_messages_name_the_field_and_the_fix(raw: object, field: str, fix: str) -> None:
    with pytest.raises(MessageError) as info:
        parse_message(raw)
    assert field in str(info.value)
    assert fix in str(info.value)


def test_turn_groups_keep_tool_calls_with_their_turn() -> None:
    msgs = [Message(role="system", content="s"), Message(role="assistant", content="hello"),
            Message(role="user", content="u1"),
            Message(role="assistant", content=None,
                    tool_calls=({"id": "c", "type": "function",
                                 "function": {"name": "f", "arguments": "{}"}},)),
            Message(role="tool", content="r", tool_call_id="c"),
            Message(role="assistant", content="done"), Message(role="user", content="u2")]
    groups = turn_groups(msgs)
    assert [[m.role for m in g] for g in groups] == [
        ["system"], ["assistant"], ["user", "assistant", "tool", "assistant"], ["user"]]
