"""A correction of what the user told (convmem.facts.corrections), through the ledger with the
rules (no model): the value put in place of the one taken back is current, the one taken back
is not; a message that only looks like a correction changes nothing."""

from __future__ import annotations

import pytest

from convmem.facts.corrections import correct, may_correct
from convmem.facts.ledger import FactStatement
from convmem.facts.rules import RuleExtractor
from convmem.messages import Message
from convmem.records import Fact
from tests.facts.ledgers import ledger_after


def held(facts: list[Fact]) -> list[tuple[str, str]]:
    """What the facts say holds (not what they say ended)."""
    return [(f.key, f.value) for f in facts if not f.negated]


@pytest.mark.parametrize(("earlier", "later", "now"), [
    ("I'm allergic to mango",
     "Actually I got that wrong earlier - it's cashews I'm allergic to, not mango",
     ("allergy:cashew", "cashews")),
    ("I'm allergic to mango", "correction: not mango, cashews. that's my allergy",
     ("allergy:cashew", "cashews")),
    ("I'm allergic to penicillin", "sorry, it's amoxicillin I react to, not penicillin",
     ("allergy:amoxicillin", "amoxicillin")),
    ("我对芒果过敏", "之前说我芒果过敏其实搞错了，是腰果过敏", ("allergy:腰果", "腰果")),
    ("我住在上海", "更正一下，我其实住在杭州，不是上海", ("home", "杭州")),
    ("我在腾讯上班", "不对，我是在阿里上班，不是腾讯", ("work:employer", "阿里")),
    ("我们家狗叫豆豆", "不好意思打错了，我们家狗叫豆包，不是豆豆", ("pet:豆包", "豆包")),
    ("my budget is $500", "actually make that $800, not 500", ("budget", "$800")),
    ("I work at Google as a PM", "my bad, I work at Meta, not Google", ("work:employer", "Meta")),
    ("my dog is called Biscuit",
     "wait no, the dog's name is Pretzel, Biscuit was our old cat", ("pet:pretzel", "dog Pretzel")),
    ("I work as a nurse at St Mary's", "I misspoke, I'm a paramedic, not a nurse",
     ("work:role", "paramedic")),
    ("i live in portland btw so anything outdoorsy near me is great",
     "ugh, autocorrect. i said portland but i meant pittsburgh 🤦 never even been to oregon",
     ("home", "pittsburgh")),
    ("my daughter Maddie has a recital on friday",
     "also lol I wrote Maddie, her name's Maggie. phone keyboard strikes again",
     ("family:daughter:maggie", "daughter Maggie")),
    ("Our budget for the kitchen reno is around $15k, hard cap",
     "no sorry, I checked with my husband and it's $12k max, not 15",
     ("budget", "$12k (the kitchen)")),
])
def test_a_correction_files_the_new_value_and_ends_the_one_taken_back(
        earlier: str, later: str, now: tuple[str, str]) -> None:
    before = ledger_after(earlier)
    old = next(f for f in before if f.category == now[0].split(":")[0])
    facts = ledger_after(earlier, "what's a good movie for tonight?", later)
    assert now in held(facts)
    assert (old.key, old.value) not in held(facts)
    new = next(f for f in facts if (f.key, f.value) == now)
    assert new.text in later  # quoted from the correction
    if old.key != now[0]:  # ended, so the context says it no longer holds
        assert (old.key, old.value) in [(f.key, f.value) for f in facts if f.negated]


@pytest.mark.parametrize(("earlier", "later", "gone"), [
    ("I'm vegan btw", "forget what I said about being vegan, that was my roommate", "diet"),
    ("I have type 2 diabetes",
     "I misspoke earlier, I don't actually have diabetes, it's my dad who does",
     "medical:diabetes"),
    ("I take metformin every morning", "I'm off the metformin now", "medication:metformin"),
    ("我每天吃二甲双胍", "二甲双胍已经停药了", "medication:二甲双胍"),
    ("我对青霉素过敏", "其实我对青霉素不过敏，是我弟过敏", "allergy:青霉素"),
    ("I take ibuprofen most days for my knee",
     "stopped the ibuprofen, knee surgery fixed it. not taking anything for it now",
     "medication:ibuprofen"),
    ("I'm allergic to shellfish so no paella for me",
     "allergist says the shellfish thing was a false alarm, the test came back negative",
     "allergy:shellfish"),
    ("我对头孢过敏，吃了会起疹子",  # the old value quoted first ("之前说我头孢过敏")
     "更正一下，之前说我头孢过敏，其实是我妈记岔了。这次去医院做了皮试，头孢没事",
     "allergy:头孢"),
    ("我有高血压，盐要少放", "体检复查了，血压正常，医生说不算高血压，上次是太紧张了",
     "medical:高血压"),
    ("我不吃牛肉哈，家里信佛", "其实现在牛肉也吃了，没以前那么讲究了", "diet:no:牛肉"),
    ("I'm on sertraline, 50mg, just fyi", "tapered off the sertraline with my doctor",
     "medication:sertraline"),
    ("I work at Deloitte in their consulting arm, long hours obviously",
     "handed in my notice and today was my last day at deloitte", "work:employer"),
    ("我对花粉过敏，春天出门都得戴口罩", "最近查了过敏原，结果全是阴性，根本没有花粉过敏",
     "allergy:花粉"),
    ("以后叫我阿杰就行，别叫全名", "算了还是别叫阿杰了，感觉怪怪的，正常叫就好", "name"),
    ("I have a herniated disc so nothing with heavy lifting",
     "MRI was clear!! no herniated disc after all, back's fine", "medical:herniated disc"),
])
def test_a_retraction_ends_the_fact_without_a_new_value(earlier: str, later: str,
                                                        gone: str) -> None:
    facts = ledger_after(earlier, later)
    assert gone not in dict(held(facts))
    assert gone in {f.key for f in facts if f.negated}


@pytest.mark.parametrize(("earlier", "later"), [
    ("I'm allergic to peanuts", "sorry I meant Tuesday not Monday for the dentist"),
    ("I'm allergic to peanuts", "my sister isn't allergic to peanuts, lucky her"),
    ("I'm allergic to peanuts", "can you outgrow a peanut allergy, not just a milk one?"),
    ("I'm allergic to peanuts", "I want almonds, not peanuts"),  # no word that corrects
    ("I'm allergic to peanuts", "swap in almonds instead of peanuts please"),
    ("I'm allergic to peanuts", "Actually, I'd prefer cashews, not peanuts"),  # a preference
    ("I'm allergic to peanuts", "actually let's use almond butter, not peanut butter"),
    ("I live in Denver", "oops, I meant the hotel downtown, not Denver airport"),
    ("我对花生过敏", "不是腰果，是花生酱饼干那个食谱，能再发一遍吗"),
    ("我对海鲜过敏", "其实我姐也对海鲜过敏，我们家遗传"),
    ("我住在上海", "其实我不是上海人，老家在湖南，不过一直住上海"),
    ("I'm allergic to shellfish", "Actually, I'd like the pasta, not the shrimp one"),
    ("I live in Lyon", "it's Lyon's old town I love, not the new part"),
    ("I'm vegetarian", "it's not that I'm vegetarian for ethics, it's more a health thing"),
    ("my wife Anna is a teacher", "actually it was Anna's idea, not mine"),
    ("I never eat beef for religious reasons", "I never eat beef for religious reasons"),
    ("我不吃牛肉哈，家里信佛", "我现在还是不吃牛肉了，习惯了"),  # an avoidance said again
    # what is forgotten names no value of the fact ("Tom" is not "Tomasz")
    ("my name's Tomasz but nobody can ever spell it so I just go by Tom",
     "actually scratch the Tom thing. I'm going by my real name again. Tomasz from now on."),
])
def test_what_only_looks_like_a_correction_changes_nothing(earlier: str, later: str) -> None:
    before = held(ledger_after(earlier))
    assert before
    after = held(ledger_after(earlier, later))
    assert set(before) <= set(after)


def test_the_extractors_reading_of_the_correcting_sentence_is_dropped() -> None:
    old = Fact(conversation_id="c", key="allergy:mango", category="allergy", value="mango",
               text="I'm allergic to mango")
    said = "Actually I got that wrong earlier - it's cashews I'm allergic to, not mango"
    whole = FactStatement(category="allergy", key="allergy:~got-wrong-earlier-cashews",
                          value=said, text=said, origin="meaning", confidence=0.83)
    out = correct(Message(role="user", content=said), [old], [whole])
    assert [(st.key, st.negated) for st in out] == [("allergy:cashew", False),
                                                   ("allergy:mango", True)]


def test_a_fact_filed_by_its_words_is_taken_back_by_a_word_of_it() -> None:
    old = Fact(conversation_id="c", key="medication:~currently-sertraline-fine-far",
               category="medication", value="Currently on sertraline 50mg, been fine so far",
               text="Currently on sertraline 50mg, been fine so far", origin="meaning")
    said = "ah sorry, I'm on escitalopram now, not sertraline. sertraline was the one before"
    found = RuleExtractor().extract(Message(role="user", content=said))
    out = correct(Message(role="user", content=said), [old], found)
    assert ("medication:escitalopram", False) in [(st.key, st.negated) for st in out]
    assert (old.key, True) in [(st.key, st.negated) for st in out]


def test_only_a_user_message_with_a_word_that_corrects_or_denies_reads_the_ledger() -> None:
    assert may_correct("my bad, it's Meta")
    assert may_correct("二甲双胍已经停药了")
    assert not may_correct("I want almonds, not peanuts")
    old = Fact(conversation_id="c", key="allergy:mango", category="allergy", value="mango",
               text="I'm allergic to mango")
    reply = Message(role="assistant", content="Actually it's cashews, not mango.")
    assert correct(reply, [old], []) == []
