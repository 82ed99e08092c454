"""Messages that only look like corrections of what the user told (a request, a preference,
another person, a one-off, a question, quoted text): through the ledger with the rules (no
model), the fact they seem to take back stays current.

These were the controls of an attempt at reading corrections ("it's cashews I'm allergic to,
not mango"), and the messages a review found it wrongly ending or replacing a fact with; the
attempt was reverted (see the README, "Corrections"), and these keep whatever comes next
honest. A fact lost to a message that does not take it back is the worst failure the ledger
can have."""

from __future__ import annotations

import pytest

from tests.facts.ledgers import ledger_after


def held(*said: str) -> list[tuple[str, str]]:
    """What the facts say holds after ``said`` (not what they say ended)."""
    return [(f.key, f.value) for f in ledger_after(*said) if not f.negated]


@pytest.mark.parametrize(("earlier", "later"), [
    ("I'm allergic to peanuts", "sorry I meant Tuesday not Monday for the dentist"),
    ("I'm allergic to peanuts", "my sister isn't allergic to peanuts, lucky her"),
    ("I'm allergic to peanuts", "can you outgrow a peanut allergy, not just a milk one?"),
    ("I'm allergic to peanuts", "I want almonds, not peanuts"),
    ("I'm allergic to peanuts", "swap in almonds instead of peanuts please"),
    ("I'm allergic to peanuts", "Actually, I'd prefer cashews, not peanuts"),
    ("I'm allergic to peanuts", "make it gluten-free, not with peanuts"),
    ("I'm allergic to peanuts", "sorry, not with peanuts please"),
    ("I'm allergic to peanuts", "I never have peanuts at home"),
    ("I'm allergic to peanuts", "Make it almonds, not peanuts, in the granola"),
    ("I'm allergic to peanuts", "It should be almond butter, not peanuts"),
    ("I'm allergic to peanuts",
     "Oops, typo in my last message. Please suggest snacks with almonds, not peanuts."),
    ("I'm allergic to peanuts", "My bad, use sunflower butter instead of peanuts"),
    ("I'm allergic to peanuts", "Actually it was the sesame that caused the reaction, not peanuts"),
    ("I'm allergic to peanuts", "No, I said peanuts, not pecans"),
    ("I'm allergic to peanuts", "Sorry my son isn't allergic to peanuts"),
    ("I'm allergic to peanuts", "Translate to French: Actually, I am not allergic to peanuts."),
    ("I'm allergic to peanuts", "Forget what I said about peanuts in the last recipe"),
    ("I'm allergic to peanuts", "actually let's use almond butter, not peanut butter"),
    ("I take metformin every morning", "I didn't take metformin this morning"),
    ("I take metformin every morning", "I left metformin at home today, oops"),
    ("I live in Denver", "Typo earlier. We're meeting in Boston, not Denver."),
    ("I live in Denver", "oops, I meant the hotel downtown, not Denver airport"),
    ("I live in Denver", "I left Denver at 6am"),
    ("I work at Google as a PM", "Sorry, my job interview is at Meta, not Google"),
    ("I'm vegan btw", "Forget what I said about vegan restaurants, let's eat in"),
    ("I'm vegetarian", "it's not that I'm vegetarian for ethics, it's more a health thing"),
    ("my wife Anna is a teacher", "actually it was Anna's idea, not mine"),
    ("I never eat beef for religious reasons", "I never eat beef for religious reasons"),
    ("我对花生过敏", "不是腰果，是花生酱饼干那个食谱，能再发一遍吗"),
    ("我对花生过敏", "更正一下，我要的是杏仁，不是花生"),
    ("我对花生过敏", "其实我老公对花生不过敏"),
    ("我对海鲜过敏", "其实我姐也对海鲜过敏，我们家遗传"),
    ("我住在上海", "其实我不是上海人，老家在湖南，不过一直住上海"),
    ("我住在上海", "其实上海没问题，就是有点贵"),
    ("我有高血压，盐要少放", "其实我妈没有高血压"),
    ("我每天吃二甲双胍", "二甲双胍的剂量我记错了，是500毫克"),
    ("我每天吃阿司匹林", "医生让我拔牙前停了阿司匹林，拔完再吃"),
])
def test_what_only_looks_like_a_correction_ends_nothing(earlier: str, later: str) -> None:
    before = held(earlier)
    assert before
    assert set(before) <= set(held(earlier, later))
