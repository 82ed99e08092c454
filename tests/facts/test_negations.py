"""A negation near a fact: through the ledger with the rules (no model), what takes the fact
back ends it, and what only sits near it (someone's belief, a hope, a narrowing, a noun the
fact's word qualifies, a question) leaves it current (:func:`convmem.facts.polarity.takes_back`).

The cases are those two reviews found (the rules ending a fact on a look-alike; then the first
version of the guard keeping facts the user took back), and ones written with the change; the
figures on a set written apart, before the change, are in the README ("Negations").
"""

from __future__ import annotations

import pytest

from tests.facts.ledgers import ledger_after


def ended(*said: str) -> bool:
    """Whether what the user said last ended the fact the first message stated."""
    first = {f.key for f in ledger_after(said[0])}
    assert first, f"the rules file no fact from {said[0]!r}"
    now = {f.key: f.negated for f in ledger_after(*said)}
    return all(now.get(key, True) for key in first)


@pytest.mark.parametrize(("earlier", "later"), [
    ("I'm allergic to peanuts.", "My mom always says I'm not allergic to peanuts, but I am"),
    ("I'm allergic to peanuts.",
     "The doctor thinks I'm not allergic to peanuts anymore, but I still react"),
    ("I'm allergic to peanuts.", "People assume I'm not allergic to peanuts because I eat granola"),
    ("I'm allergic to peanuts.", "I hope the test shows I'm not allergic to peanuts anymore"),
    ("I'm allergic to peanuts.", "Sometimes I think I'm not really allergic to peanuts"),
    ("I'm allergic to peanuts.",
     "Actually, I'm not allergic to peanuts anymore? The test was weird"),
    ("I have diabetes.", "I don't have diabetes insurance coverage"),
    ("I have asthma.", "I don't have asthma attacks often"),
    ("I'm vegetarian.", "I'm not a vegetarian chef"),
    ("I'm vegetarian.", "I'm not vegetarian-strict, I still wear leather"),
    ("I'm vegan.", "I'm not vegan at home though"),
    ("I take metformin.", "I'm not taking metformin with food, actually, I take it before bed"),
    ("I take ibuprofen.", "I'm off ibuprofen for the weekend only"),
    ("I take metformin.", "I dropped the metformin off at the pharmacy"),
    ("I take lisinopril.", "I don't take lisinopril on weekends"),
    ("I take lisinopril.", "off to the pharmacy to pick up my lisinopril"),
    ("I'm vegan.", "I wish I wasn't vegan at BBQs lol"),
    ("I'm allergic to shellfish.", "My sister isn't allergic to shellfish"),
    ("I'm allergic to shellfish.", "It's not a severe shellfish allergy, just hives"),
    ("我对花生过敏", "我妈总说我其实对花生不过敏"),
    ("我对花生过敏", "医生说我现在对花生不过敏了，可我吃了还是起疹子"),
    ("I'm vegetarian.", "Everyone assumed I'm not vegetarian anymore, but I never stopped"),
    ("我对花生过敏", "我现在对花生不过敏了的话就能吃花生酱了"),
    ("我对花生过敏", "我巴不得我现在对花生不过敏了"),
    ("我在吃二甲双胍", "我今天没吃二甲双胍"),
])
def test_a_negation_that_does_not_take_the_fact_back_ends_nothing(earlier: str,
                                                                  later: str) -> None:
    assert not ended(earlier, later)


@pytest.mark.parametrize(("earlier", "later"), [
    ("I'm allergic to shellfish.", "My allergist said I'm not allergic to shellfish anymore!"),
    ("I'm allergic to shellfish.", "the test shows I'm not allergic to shellfish anymore"),
    ("I'm allergic to peanuts.",
     "got properly tested and I'm not allergic to peanuts at all, it was food poisoning"),
    ("I take lisinopril.", "My doctor took me off lisinopril last month"),
    ("I take lisinopril.", "I'm off lisinopril now"),
    ("I take lisinopril.", "I quit lisinopril, the cough was awful"),
    ("I take metformin.", "No more metformin for me since March"),
    ("I take metformin.", "I stopped taking metformin last week"),
    ("I'm vegan.", "I'm not vegan anymore, I eat fish now"),
    ("I'm vegan.", "I'm not vegan anymore though, I eat fish now"),
    ("I'm vegan.", "honestly I'm not vegan anymore lol"),
    ("I keep kosher.", "we stopped keeping kosher a while ago, anything goes now"),
    ("I'm pregnant.", "I'm not pregnant anymore, we lost the baby"),
    ("I'm vegetarian.", "I stopped being vegetarian last year"),
    ("I have asthma.", "I don't have asthma anymore, outgrew it"),
    ("I take metformin.", "I stopped taking metformin, but I'm still on insulin"),
    ("I take metformin.", "I stopped taking metformin when my A1c normalized"),
    ("I take Zoloft.", "I quit Zoloft at the end of last year"),
    ("I'm allergic to peanuts.",
     "I'm not allergic to peanuts anymore, but I am allergic to tree nuts"),
    ("I'm vegetarian.", "I'm no longer vegetarian if that matters"),
    ("I'm vegan.", "I'm afraid I'm not vegan anymore, bacon won"),
    ("I'm vegetarian.", "I think you should know I'm not vegetarian anymore"),
    ("I'm vegetarian.", "I think I'm not vegetarian anymore, I've been eating chicken for months"),
    ("I take lisinopril.", "I stopped my lisinopril medication last month"),
    ("I take sertraline.", "Worried about relapse since I came off sertraline in May"),
    ("我是素食者", "我觉得没必要了所以我不再吃素了"),
    ("我在吃二甲双胍", "好像跟你说过我已经停了二甲双胍"),
    ("我对花生过敏", "我现在对花生不过敏了"),
    ("我是素食者", "我不再吃素了"),
])
def test_a_negation_that_takes_the_fact_back_ends_it(earlier: str, later: str) -> None:
    assert ended(earlier, later)
