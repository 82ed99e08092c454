"""A pregnancy told without the word (convmem.facts.rules_pregnancy): one slot, the guards."""

from __future__ import annotations

import pytest

from convmem.facts.ledger import FactLedger
from convmem.facts.rules import RuleExtractor
from convmem.messages import Message
from convmem.records import Fact
from convmem.stores.memory import InMemoryStore

RULES = RuleExtractor()


def _status(text: str) -> list[str]:
    return [st.text for st in RULES.extract_text(text) if st.category == "pregnancy"]


@pytest.mark.parametrize("text", [
    "Two pink lines!! We're over the moon.",
    "positive test on Sunday, I'm around 6 weeks.",
    "we're trying to conceive, so no soft cheese for me",
    "I'm about 7 weeks and everything smells awful.",
    "Twelve weeks along now, scan went fine.",
    "I'm in my second trimester so the nausea has finally stopped.",
    "Doing IVF again this spring, round three.",
    "I'm 4 months postpartum and sleep is a memory.",
    "我们在备孕，酒已经戒了",
    "验了一下，两条杠！",
    "终于怀上了，刚五周",
    "孕中期了，胃口好了很多",
    "肚子越来越沉，28周了",
    "还在喂母乳，咖啡只敢喝半杯",
    "上周宝宝出生了！是个女儿，我现在在坐月子",  # the daughter is the baby: the clause is 我's
])
def test_a_pregnancy_told_without_the_word(text: str) -> None:
    assert _status(text), text


@pytest.mark.parametrize("text", [
    "My sister got two lines this morning!",
    "My wife is 20 weeks along and craving pickles.",
    "My friend Jo is going through IVF, what should I not say?",
    "Got a positive covid test, isolating till Friday.",
    "I'm 3 weeks into the new job.",
    "I'm 6 weeks sober today!",
    "I wrote two lines of the chorus last night.",
    "Is it normal to see two lines that faint?",
    "Thinking about doing IVF next year.",
    "如果怀孕了还能跑步吗？",
    "我闺蜜怀孕了，预产期在十月。",
    "舍友在备孕，奶茶都不喝了",
    "孕早期有哪些东西不能吃？",
    "这个项目做了三周了，终于上线",
    "We had our baby shower yesterday",
    "I only wrote two lines today",
    "All the positive tests pass now",
    "I had a positive test at work, so I'm home",
    "All that trying paid off, I got the job!",
    "The project is six weeks along and behind schedule",
    "I'm 2 weeks and counting until vacation",
    "Sarah is 20 weeks along",
    "My sister started IVF last month",
    "肚子疼了三周了，一直没好",
    "换了新轮胎，开了三周了",
    "宝宝出生三周了",
    "最近不想要孩子，怕怀上",
    "我姐怀孕了，预产期在十月。",
    "我表嫂在坐月子",
    "我姐姐上个月生了宝宝，现在在坐月子",
    "I'm due for a haircut in May",
    "I'm due back at work in May",
    "I'm due in June for my annual review",
    "We're due in Marseille on Tuesday",
    "我老婆怀孕了，我们现在孕晚期了",
    "My wife is pregnant, I think about 20 weeks along now",
])
def test_look_alikes_are_no_pregnancy(text: str) -> None:
    assert _status(text) == [], text


def test_a_due_date_has_its_slot_and_the_users_pregnancy_one_slot() -> None:
    assert [st.key for st in RULES.extract_text("预产期在五月中旬，还得上两个月班")] == \
        ["pregnancy:due date"]
    assert [st.key for st in RULES.extract_text("I'm pregnant!! due in the spring")] == \
        ["pregnancy:status"]
    assert [st.key for st in RULES.extract_text("我怀孕了，刚七周")] == ["pregnancy:status"]
    assert ("pregnancy:due date", "I'm now due September 24th") in [
        (st.key, st.value) for st in RULES.extract_text(
            "The scan moved things — I'm now due September 24th instead of the date I gave you.")]
    assert [st.key for st in RULES.extract_text("we're due on the 3rd of May")] == \
        ["pregnancy:due date"]
    assert [st.key for st in RULES.extract_text("My wife is pregnant with our second")] == \
        ["medical:wife:pregnant"]


def test_a_gestational_diabetes_is_a_condition() -> None:
    found = [st.key for st in RULES.extract_text("gestational diabetes, 29 weeks, ugh")]
    assert "medical:diabetes" in found
    # keyed as the condition rules key it: one message files it once
    assert [st.key for st in RULES.extract_text("I have gestational diabetes")] == \
        ["medical:diabetes"]
    assert [st.key for st in RULES.extract_text("我有妊娠高血压")] == ["medical:妊娠高血压"]


def test_a_slot_told_over_sentences_quotes_them_all_with_the_last_value() -> None:
    (st,) = [s for s in RULES.extract_text("备孕成功了！！今天早上验出来两道杠，医生说大概六周")
             if s.key == "pregnancy:status"]
    assert st.value == "两道杠"
    assert st.text.startswith("备孕成功了") and "六周" in st.text and " " not in st.text
    # (unless the later sentence tells an earlier stage: backstory)
    (st,) = RULES.extract_text("I'm 12 weeks pregnant! We've been trying for a baby since 2021.")
    assert "pregnant" in st.value and "trying" in st.text


@pytest.mark.parametrize(("first", "then", "now"), [
    ("We've been trying for a baby since the summer.", "Two lines this morning!! 5 weeks.",
     "Two lines"),
    ("备孕中，叶酸吃了三个月", "刚测出两道杠，大概六周", "两道杠"),
    ("I'm about 9 weeks, so tired.", "20 weeks along today, halfway!", "20 weeks along"),
])
def test_the_news_replaces_the_earlier_status(first: str, then: str, now: str) -> None:
    ledger = FactLedger.of(InMemoryStore(), RULES)
    ledger.file(RULES, "c", [Message(role="user", content=first),
                              Message(role="user", content=then)])
    current = [f for f in ledger.store.facts("c") if f.category == "pregnancy"]
    assert [f.value for f in current] == [now]


def test_a_pregnancy_filed_under_its_earlier_key_is_replaced_too() -> None:
    """Ledgers written before the slot was one (``medical:pregnant``) hold it under that key."""
    store = InMemoryStore()
    store.add_fact(Fact(conversation_id="c", key="medical:pregnant", category="medical",
                        value="pregnant", text="I'm pregnant!", origin="rules"))
    ledger = FactLedger.of(store, RULES)
    ledger.file(RULES, "c", [Message(role="user", content="30 weeks along now, huge.")])
    assert [(f.key, f.value) for f in store.facts("c")] == [("pregnancy:status",
                                                             "30 weeks along")]


def _ledger(similar: float) -> FactLedger:
    """A rules ledger whose statements all read ``similar`` alike."""
    return FactLedger(InMemoryStore(), similarity=lambda _text, others: [similar] * len(others))


def test_the_status_and_the_due_date_never_replace_each_other() -> None:
    ledger = _ledger(0.9)
    ledger.file(RULES, "c", [Message(role="user", content="我怀孕五个月了，腰酸得厉害。"),
                              Message(role="user", content="预产期是下个月15号，有点紧张")])
    assert sorted(f.key for f in ledger.store.facts("c")) == ["pregnancy:due date",
                                                              "pregnancy:status"]
