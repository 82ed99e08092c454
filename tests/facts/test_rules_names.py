"""The user's name as people introduce themselves, and a surname a marriage changed."""

from __future__ import annotations

import pytest

from convmem.facts.rules import RuleExtractor

RULES = RuleExtractor()


def _names(text: str) -> list[str]:
    return [st.value for st in RULES.extract_text(text) if st.category == "name"]


@pytest.mark.parametrize(("text", "name"), [
    ("This is Tomasz btw, the one with the leaking roof.", "Tomasz"),
    ("This is Ana Lucia Reyes — I need a reference letter.", "Ana Lucia"),
    ("This is Femi here again, quick question.", "Femi"),
    ("I'm Keiko Ishida, and I run a small pottery studio.", "Keiko Ishida"),
    ("we got married in May, so it's Laura Brennan-Achebe now", "Laura Brennan-Achebe"),
    ("Divorce went through. I'm Carla Ruiz again from now on, back to my maiden name.",
     "Carla Ruiz"),
    ("本人赵立新，退休教师，想学用手机拍照", "赵立新"),
    ("本人姓孙，孙晓梅，麻烦帮我写个自我介绍", "孙晓梅"),
    ("Priya here (again lol), the woman with the tomato blight.", "Priya"),
    ("Marco here, the guy who asked about gnocchi last week.", "Marco"),
    ("it's Hiroshi, we spoke about the bonsai yesterday", "Hiroshi"),
    ("please call me by my nickname, Pip.", "Pip"),
    ("Don't call me by my nickname, call me Robert.", "Robert"),
])
def test_a_name_introduced(text: str, name: str) -> None:
    assert name in _names(text) or any(n.startswith(name) for n in _names(text)), _names(text)


@pytest.mark.parametrize("text", [
    "This is Max, my neighbour's dog, isn't he cute?",
    "This is Lisbon — the light here is unreal.",
    "We moved in spring, it's Leeds now.",
    "It's Friday now, finally.",
    "本人滴酒不沾",
    "本人高血压好多年了",
    "Rain here again, ugh.",
    "Rain here (again), ugh.",
    "Rome here (again lol), the pasta is unreal",
    "Denver here - we talked about the altitude yesterday",
    "it's Sarah, the woman who lives next door, she's lovely",
    "Dad here, the one who pays the bills",
    "never call me by my real name, it's embarrassing",
    "call me by my middle name, which is Rose",
    "Paris here is lovely this week.",
    "it's Paris, I'm in love with it",
    "it's Monday, the one day I can't stand",
])
def test_look_alikes_name_nobody(text: str) -> None:
    assert _names(text) == []
