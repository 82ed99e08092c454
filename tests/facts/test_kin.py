"""A relative's or a pet's news told by their name alone (convmem.facts.kin), through the ledger
with the rules (no model): filed as theirs, beside who they are, never as the user's."""

from __future__ import annotations

import pytest

import convmem
from convmem.facts.kin import Kin, known
from convmem.facts.ledger import FactLedger, owner
from convmem.facts.rules import RuleExtractor
from convmem.messages import Message
from convmem.records import Fact
from convmem.stores import InMemoryStore
from convmem.tokens import TokenCounter


def ledger_after(*said: str) -> list[Fact]:
    """The current facts after the user said each of ``said`` in turn."""
    extractor = RuleExtractor()
    ledger = FactLedger.of(InMemoryStore(), extractor)
    for seq, text in enumerate(said):
        ledger.file(extractor, "c", [Message(role="user", content=text, seq=seq, id=f"m{seq}")])
    return ledger.store.facts("c")


def news(facts: list[Fact]) -> list[Fact]:
    return [f for f in facts if ":~" in f.key]


def fact(key: str, value: str, text: str, category: str = "family") -> Fact:
    return Fact(conversation_id="c", key=key, category=category, value=value, text=text)


def test_the_names_a_ledger_knows_come_from_keys_and_from_the_relation_word_before_them() -> None:
    names = known([
        fact("family:daughter:lily", "daughter Lily", "my daughter Lily is 6"),
        fact("family:parent", "single dad to a 15-year-old daughter",
             "I'm a single dad to a 15-year-old daughter, Zoe."),
        fact("family:brother:~older-brother-marcus", "my older brother Marcus is deployed",
             "my older brother Marcus is deployed overseas"),
        fact("pet:nugget", "a hamster Nugget", "We have a hamster named Nugget.", "pet"),
        fact("pet:puppy", "a puppy", "Hey John! I got a puppy two weeks ago!", "pet"),
        fact("home", "Toronto", "I live in Toronto, Maya says hi", "home"),
    ])
    assert names == {"lily": Kin("family", "family:daughter"),
                     "zoe": Kin("family", "family:daughter"),  # not the user's "parent" key
                     "marcus": Kin("family", "family:brother"),
                     "nugget": Kin("pet", "pet:nugget")}
    # ("puppy" is a species, "Hey" starts the next sentence; a name in the user's own fact
    # names no relative)


def test_a_relatives_news_by_name_is_filed_as_theirs_beside_who_they_are() -> None:
    facts = ledger_after("my daughter Lily is 6 and obsessed with space",
                         "Lily turned 7 today!! she wants a rocket party, help me plan?")
    assert [(f.key, f.text) for f in news(facts)] == [
        ("family:daughter:~lily-turned-today", "Lily turned 7 today!!")]  # not the request
    assert "family:daughter:lily" in {f.key for f in facts}  # who she is stays


def test_a_relatives_move_is_not_the_users_and_the_news_quotes_what_goes_on_about_them() -> None:
    facts = ledger_after("I live in Toronto.", "My sister Maya lives in Melbourne.",
                         "Update: Maya's moved again! she's in Perth now. I miss her.")
    assert {f.key: f.value for f in facts if f.category == "home"} == {"home": "Toronto"}
    [told] = news(facts)
    assert (told.category, owner(told.key)) == ("family", "sister")
    assert told.text == "Update: Maya's moved again! she's in Perth now."


def test_a_pets_news_is_the_pets_whatever_the_extractor_read_in_it() -> None:
    facts = ledger_after("my cat Pixel is diabetic",
                         "Pixel's diabetes went into remission! No more insulin shots for now.")
    assert not [f for f in facts if f.category == "medication"]
    [told] = news(facts)
    assert (told.key, told.negated) == ("pet:pixel:~pixel-diabetes-went-remission", False)
    assert told.value.startswith("Pixel's diabetes went into remission")


@pytest.mark.parametrize("later", [
    "Lily loved the book you suggested!",  # no change, no age, no death
    "Is Lily old enough for a rocket kit now?",  # asks
    "What if Lily moved to a new school now?",  # supposes
    "Mia turned 7 today!",  # a name the ledger does not know
    "We finally moved and Lily has her own room now.",  # not led by her name
])
def test_what_is_no_news_of_a_known_relative_files_nothing(later: str) -> None:
    assert news(ledger_after("my daughter Lily is 6", later)) == []


def test_the_users_own_sentence_after_the_news_is_left_to_the_extractor() -> None:
    facts = ledger_after("My wife Hannah is a nurse.",
                         "Hannah and I separated in the spring. I live in Leeds now.")
    assert [f.text for f in news(facts)] == ["Hannah and I separated in the spring."]
    assert {f.key: f.value for f in facts if f.category == "home"} == {"home": "Leeds"}


def test_a_death_is_news_and_a_chinese_name_leads_as_well() -> None:
    assert [f.key for f in news(ledger_after("my dog Biscuit is 11", "RIP Biscuit 💔"))] == [
        "pet:biscuit:~rip-biscuit"]
    facts = ledger_after("我女儿叫朵朵，今年上初二", "朵朵现在上初三了，压力好大")
    assert [(f.category, owner(f.key)) for f in news(facts)] == [("family", "daughter")]


def test_the_news_reaches_the_model_through_memory(counter: TokenCounter) -> None:
    mem = convmem.Memory(strategy="window", facts=True, window=600, reserve_output=100,
                         tokenizer=counter, extractor=RuleExtractor())
    mem.add("c", {"role": "user", "content": "my son Leo is 7 and obsessed with dinosaurs"})
    for turn in range(20):
        mem.add("c", {"role": "user", "content": f"Tell me about volcano number {turn} please."})
        mem.add("c", {"role": "assistant", "content": "Volcanoes vent magma, ash and gas. " * 8})
    mem.add("c", {"role": "user", "content": "Leo turned 8 last week, it's all football now."})
    for turn in range(20):
        mem.add("c", {"role": "user", "content": f"And what about glacier number {turn}?"})
        mem.add("c", {"role": "assistant", "content": "Glaciers carve valleys slowly. " * 8})
    ctx = mem.build("c", {"role": "user", "content": "What should I get him for his birthday?"})
    text = "\n".join(str(m["content"]) for m in ctx.messages)
    assert "Leo turned 8 last week" in text and "son Leo" in text
    assert ctx.tokens <= 500


@pytest.mark.parametrize(("said", "home"), [
    ("My parents finally sold the flat in Krakow and moved to Gdansk, near my aunt.", "Toronto"),
    ("My husband and I moved to Leeds.", "Leeds"),  # the user moved too
    ("My sister moved to Oslo and we moved to Leeds.", "Leeds"),  # so did "we"
])
def test_a_home_read_in_a_sentence_about_a_relative_alone_is_theirs(said: str, home: str) -> None:
    facts = ledger_after("I live in Toronto.", said)
    assert {f.key: f.value for f in facts if f.key == "home"} == {"home": home}
    assert [f.value for f in facts if owner(f.key) == "parents"] == (
        ["Gdansk"] if home == "Toronto" else [])
