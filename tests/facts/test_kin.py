"""A relative's or a pet's news told by their name alone (convmem.facts.kin), through the ledger
with the rules (no model): filed as theirs, beside who they are, never as the user's."""

from __future__ import annotations

import pytest

import convmem
from convmem.facts.kin import Kin, attribute, known
from convmem.facts.ledger import owner
from convmem.facts.rules import RuleExtractor
from convmem.messages import Message
from convmem.records import Fact
from convmem.tokens import TokenCounter
from tests.facts.ledgers import ledger_after


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
                         "Pixel's diabetes went into remission! She needs no more insulin now.")
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
    ("My parents have sold up and moved to Gdansk to be nearer to us.", "Toronto"),
])
def test_a_home_read_in_a_sentence_about_a_relative_alone_is_theirs(said: str, home: str) -> None:
    facts = ledger_after("I live in Toronto.", said)
    assert {f.key: f.value for f in facts if f.key == "home"} == {"home": home}
    assert [f.value.split()[0] for f in facts if owner(f.key) == "parents"] == (
        ["Gdansk"] if home == "Toronto" else [])


@pytest.mark.parametrize(("earlier", "later", "home"), [
    # the user is in the sentence: what the extractor read stays the user's
    ("my daughter Lily is 6", "Lily and I moved to Leeds now.", "Leeds"),
    ("my daughter Lily is 6", "Lily turned 7 today, and I just moved to Leeds!", "Leeds"),
    # a sentence after the news that is not about her (no pronoun leads it) is the user's
    ("my daughter Lily is 6", "Lily turned 7 today! Moved to Leeds last week too.", "Leeds"),
    # a word of a relative's fact is no name ("asthma" of medical:son:asthma)
    ("my son has asthma", "Asthma got worse now that I moved to Leeds.", "Leeds"),
    # a pet named like a common word: the user's own statements stay the user's
    ("my dog Max is 3", "Max from work quit, so I moved to Leeds now.", "Leeds"),
])
def test_the_users_own_statements_are_never_given_to_a_relative(earlier: str, later: str,
                                                                 home: str) -> None:
    facts = ledger_after("I live in York.", earlier, later)
    assert {f.key: f.value for f in facts if f.key == "home"} == {"home": home}
    assert not [f for f in facts if f.category == "home" and owner(f.key)]


def test_the_user_moved_by_a_relative_is_still_the_users_move() -> None:
    facts = ledger_after("I live in York.", "My husband's company relocated us to Denver.")
    assert not [f for f in facts if f.category == "home" and owner(f.key)]


def test_a_name_that_casefolds_to_more_letters_is_found() -> None:
    told = attribute(Message(role="user", content="İlker turned 7 today!"),
                     [fact("family:son:ilker", "son Ilker", "my son Ilker is 6")], [])
    assert [(owner(st.key), st.text) for st in told] == [("son", "İlker turned 7 today!")]


def test_what_follows_a_relation_word_is_a_name_only_when_it_reads_as_one() -> None:
    names = known([fact("family:mom", "mom", "I live with my mom, Dad and my sister"),
                   fact("pet:dog", "a dog", "I have a dog, Luckily he is healthy", "pet"),
                   fact("family:son", "son", "My Son Is Called Tom")])
    assert "dad" not in names and "luckily" not in names and "is" not in names


@pytest.mark.parametrize(("text", "keys"), [
    ("My son Tom is allergic to eggs.", {"allergy:son:egg", "family:son:tom"}),
    ("My daughter, Mia, is allergic to peanuts.",
     {"allergy:daughter:peanut", "family:daughter:mia"}),
    ("My husband Mark has type 2 diabetes.", {"medical:husband:diabetes", "family:husband"}),
    ("My son Tom has a peanut allergy.", {"allergy:son:peanut", "family:son:tom"}),
])
def test_a_named_relatives_health_fact_is_filed_in_its_slot_besides_the_name(
        text: str, keys: set[str]) -> None:
    # (was: only the name, family:son:tom, the allergy in its words, so nothing could end it)
    assert {st.key for st in RuleExtractor().extract_text(text)} == keys


@pytest.mark.parametrize("later", [
    "My son is no longer allergic to eggs.",
    "My son isn't allergic to eggs anymore.",
    "Tom isn't allergic to eggs anymore.",  # by name: read as "my son isn't …"
    "Good news: Tom is no longer allergic to eggs, he outgrew it.",
    "So Tom has outgrown his egg allergy!",
    "my son outgrew his egg allergy",
])
def test_a_named_relatives_allergy_is_ended_however_its_end_is_told(later: str) -> None:
    facts = ledger_after("My son Tom is allergic to eggs.", later)
    current = {f.key: f for f in facts if f.valid_to is None}
    assert current["allergy:son:egg"].negated, later
    assert current["allergy:son:egg"].text in later
    assert "family:son:tom" in current  # who he is stays


@pytest.mark.parametrize(("text", "negated"), [
    ("I outgrew my peanut allergy", True),  # (was: a current peanut allergy)
    ("I finally outgrew my dairy intolerance!", True),
    ("I hope he outgrows his peanut allergy", None),
    ("I wasn't allergic to eggs as a kid, but now I am.", None),  # the past ends nothing
    ("We aren't allergic to nuts", True),
    ("I outgrew my peanut allergy as a kid, but it came back.", False),  # current again
    ("I outgrew my peanut allergy as a kid, or so I thought.", False),
    ("My peanut allergy is bad", False),
])
def test_an_outgrown_allergy_is_ended_and_a_past_one_is_not(text: str,
                                                            negated: bool | None) -> None:
    found = [st.negated for st in RuleExtractor().extract_text(text)
             if st.category == "allergy"]
    assert found == ([] if negated is None else [negated])


@pytest.mark.parametrize("text", [
    "Unlike my son, Mia is allergic to milk.",  # Mia's, not the son's
    "Thanks to my son, Dad is allergic to cats now",
    "Unlike my dad, Mom is diabetic.",
    "Unlike my brother, Dad has asthma.",
    "My Son Never Had A Peanut Allergy",  # title case: no name
    "My sister, Who is allergic to cats, visited",
    "We weren't allergic to peanuts as kids.",  # the past
    "My son isn't just allergic to eggs, he's also allergic to milk now.",
    "I outgrew the allergy",  # no allergen named
    "My son outgrew his allergies",
])
def test_what_is_not_a_named_relatives_allergy_or_its_end_files_none(text: str) -> None:
    found = [(st.key, st.negated) for st in RuleExtractor().extract_text(text)
             if st.category in ("allergy", "medical", "family")]
    assert found == []


@pytest.mark.parametrize(("text", "key"), [
    ("My wife Zoë is allergic to cats", "allergy:wife:cat"),
    ("I've outgrown my peanut allergy!", "allergy:peanut"),
    ("I outgrew my childhood peanut allergy", "allergy:peanut"),
    ("I grew out of my peanut allergy", "allergy:peanut"),
])
def test_names_with_accents_and_every_way_of_outgrowing(text: str, key: str) -> None:
    [found] = [st for st in RuleExtractor().extract_text(text) if st.category == "allergy"]
    assert found.key == key and found.negated == ("grow" in text or "grew" in text)


def test_news_by_a_name_two_relatives_share_is_filed_as_neither() -> None:
    facts = ledger_after("My husband Tom is allergic to cats.", "My son Tom is allergic to eggs.",
                         "Tom isn't allergic to eggs anymore.")
    assert not [f for f in facts if f.negated]  # (was: an orphan allergy:husband:egg, ended)


def test_news_the_rules_read_only_in_part_is_kept_whole_as_well() -> None:
    facts = ledger_after("My son Tom is allergic to eggs.",
                         "Tom isn't allergic to eggs anymore, he's allergic to milk now.",
                         "Tom Junior isn't allergic to eggs anymore.")
    current = {f.key: f for f in facts if f.valid_to is None}
    assert current["allergy:son:egg"].negated
    assert any("milk" in f.text for f in news(facts))  # what the rules did not read
    assert "family:son:junior" not in current  # the name read again is no new relative


@pytest.mark.parametrize(("text", "key"), [
    ("我家闺女对鸡蛋过敏，幼儿园让带蛋糕过生日", "allergy:daughter:鸡蛋"),  # (was: a family note)
    ("我闺女对鸡蛋过敏", "allergy:daughter:鸡蛋"),
    ("我家老公不能吃海鲜，一吃就起疹子", "allergy:husband:海鲜"),
])
def test_a_relatives_allergy_in_chinese_after_our_or_a_colloquial_word(text: str,
                                                                      key: str) -> None:
    assert [st.key for st in RuleExtractor().extract_text(text)] == [key]


def test_our_before_no_relative_is_no_ones_allergy() -> None:
    assert RuleExtractor().extract_text("我家对面新开了家店") == []


def run_ledger(*said: str) -> dict[str, bool]:
    """The current facts (key -> negated) after the user said each of ``said`` in turn."""
    return {f.key: f.negated for f in ledger_after(*said)}


def test_someone_elses_relative_by_name_ends_none_of_the_users_facts() -> None:
    facts = run_ledger("My sister is allergic to cats, like her husband Mark",
                       "My husband is allergic to cats", "Mark isn't allergic to cats anymore")
    assert facts["allergy:husband:cat"] is False  # (was: ended, Mark read as the husband)


def test_one_of_a_group_by_name_ends_nothing_of_the_group() -> None:
    facts = run_ledger("My kids are allergic to eggs", "My kids Tom and Mia love pizza",
                       "Tom isn't allergic to eggs anymore")
    assert facts["allergy:children:egg"] is False  # Mia still is


def test_one_relative_under_two_relation_words_is_one_person() -> None:
    facts = run_ledger("Our eldest, Maya, is 15", "My daughter Maya is allergic to eggs",
                       "Maya isn't allergic to eggs anymore")
    assert facts["allergy:daughter:egg"] is True


def test_news_by_a_chinese_name_is_read_with_the_chinese_relation() -> None:
    facts = run_ledger("我女儿对鸡蛋过敏", "我女儿叫小美", "小美现在不再对鸡蛋过敏了")
    assert facts["allergy:daughter:鸡蛋"] is True


@pytest.mark.parametrize("text", [
    "My son isn't allergic to eggs anymore, is he?",  # a tag question asks
    "My son has outgrown his egg allergy, hasn't he?",
    "I'm allergic to peanuts, right?",
    "我家孩子他爸花生过敏",  # the child's dad's
    "我家宝宝的奶粉过敏",
    "我家猫鸡肉过敏",  # the cat's
])
def test_what_asks_or_is_someone_elses_files_no_allergy(text: str) -> None:
    assert [st for st in RuleExtractor().extract_text(text) if st.category == "allergy"] == []


@pytest.mark.parametrize(("text", "keys"), [
    ("My husband, Sarah and I went hiking", set()),  # a list, no name
    ("My son Will is allergic to eggs", {"allergy:son:egg", "family:son:will"}),
    ("My son, Tom is five", {"family:son:tom"}),
])
def test_a_name_after_a_relation_and_a_comma(text: str, keys: set[str]) -> None:
    assert {st.key for st in RuleExtractor().extract_text(text)} == keys
