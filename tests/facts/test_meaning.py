"""The meaning detector on the real MiniLM model (loaded once per session), its guards, the
supersession by meaning it enables, and how Memory wires it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import convmem
from convmem.errors import RetrievalError
from convmem.facts import default_extractor
from convmem.facts.guards import KIN, candidate, continues, relative, sentences, unaddressed
from convmem.facts.ledger import GUESSED, FactLedger, FactStatement, owner
from convmem.facts.meaning import MeaningDetector, MeaningExtractor, queries
from convmem.facts.rules import RuleExtractor
from convmem.facts.vocabulary import RELATIONS
from convmem.messages import Message
from convmem.providers.embedders import HashEmbedder
from convmem.records import Fact
from convmem.stores import InMemoryStore
from convmem.strategies import SlidingWindow
from convmem.tokens import TokenCounter
from tests.facts.ledgers import out_of_view
from tests.facts.superseded_pairs import FIRST_RUN, PAIRS


def user(text: str) -> Message:
    return Message(role="user", content=text)


@pytest.fixture(scope="module")
def meaning(minilm: Any) -> MeaningExtractor:
    return MeaningExtractor(minilm)


@pytest.mark.parametrize("text", [
    "Why does everyone call me Captain?",  # a question
    "If I lived in Tromsø I would buy a snowmobile.",  # a hypothetical
    "My coworker is scared of dogs.",  # another person
    "Translate: 'I am allergic to bees.'",  # a task on quoted text
    "The weather in Lyon is nice.",  # no first person
    "I had a headache this afternoon.",  # anchored to today
    "My brother's parrot is called Kiwi.",  # a relative's pet, not the household's
    "My girlfriend's dad has a pacemaker.",  # a relative's relative
    "My parents’ cat is called Mochi.",  # curly apostrophe, plural possessive
    "如果今天下雨，我就待在家里",  # a hypothetical keeps its guard when a clause is dropped
    "他今天刚搬到北京，在一家银行上班",  # so does another person
    "If the doctor puts me on statins, what changes?",  # a question's condition is supposed
    "Since my friend is vegan, can you suggest a cake?",  # the statement is about another
    "我不太清楚要注意什么，是只要不点猪肉就行，还是餐厅也要清真？",  # unsure, and a question
    "We're thinking of moving to Oslo, but maybe not.",  # a plan; the contrast names nobody
    "I might try keto, but I might try paleo.",  # a maybe on both sides of the contrast
    "She is allergic to nuts.",  # another person, acting on nothing of the user's
    "In a world where I earn 200k a year, what would my taxes be?",  # supposed throughout
    "Let's imagine I'm 8 months pregnant, is a long-haul flight allowed?",
])
def test_guards_keep_sentences_away_from_the_model(text: str) -> None:
    assert candidate(text) is None


def test_a_plain_first_person_statement_is_a_candidate() -> None:
    assert candidate("By the way, oat milk and I don't get along.") == \
        "oat milk and I don't get along."
    # the formal Chinese "I" names the user too; a Japanese person (日本人) does not
    assert candidate("本人滴酒不沾，是压根不喝酒。") is not None
    assert candidate("本人李建国，五十多岁。") is not None
    assert candidate("日本人进门都要脱鞋。") is None
    assert candidate("My son's peanut allergy is getting worse.") is not None  # the household
    # a space between Chinese words is typed for a comma: the statement before the question
    assert candidate("我视力很差 字要放大才看得清 回复能简短点吗") == "我视力很差，字要放大才看得清"


def test_the_name_of_the_person_the_user_talks_to_is_not_read() -> None:
    """A greeting, thanks or a word to the other person names them, not the user: chat between
    people files no name, form of address or fact from it."""
    for text in ("Thanks, Maria!", "Hey Jon!", "Way to go, Gina!", "Thanks a lot, Maria.",
                 "Wow, cool Maria!", "Thanks, Zoë!", "Hey Jean-Luc!", "Thanks, Mary Ann!"):
        assert candidate(text, names_user=False) is None, text
    # the guard that the user is named is off where updates are read: the name must go anyway
    assert candidate("Oof, that's tough, Jon.", names_user=False) == "Oof, that's tough"
    assert candidate("Yeah Maria, I moved to Lyon.", names_user=False) == "I moved to Lyon."
    assert unaddressed("Hey Maria, since we last spoke I went to that community mtg.") == \
        "since we last spoke I went to that community mtg."
    assert unaddressed("Go, Jon! I'm here for you.") == "I'm here for you."
    assert unaddressed("Thanks for being a part of this with me, Maria.") == \
        "Thanks for being a part of this with me"
    # the user's own name, an apposition and a place stay
    for text in ("Hi! I'm Priya Sharma, by the way.", "Needles. I pass out at every blood test.",
                 "Sure, Portland, Oregon is home now.", "Hi, Sam, 34, nurse from Leeds.",
                 "We got two dogs, Rex.", "We adopted this pup, Max.", "Hello Kitty is my thing.",
                 "Foster fail!! we kept the tabby, Pickle.", "I've got a corn snake now, Noodle.",
                 "I'd rather go by the whole thing now, Tuckerman.",
                 "Baby number four arrived, a boy, Ezra!",
                 "We adopted our new puppy, Max.", "Honestly, I'm Tom and I'm vegan.",
                 "Today, I'm vegan.",
                 "Please call me Liz, nobody calls me Elizabeth except my gran.",
                 "We named him after my grandad, Joe.", "My dog is called Biscuit, Bisc.",
                 "I moved to Portland, Oregon.", "I work at Google, London.",
                 "Hi Sam here, the new guy."):
        assert unaddressed(text) == text, text


def test_a_close_relative_leading_a_sentence_is_whose_fact_it_is() -> None:
    assert relative("My mum moved into sheltered housing in Bangor.") == "mom"
    assert relative("our little stepdaughter hates peas") == "stepdaughter"
    assert relative("我爸有高血压，一直在吃药。") == "dad"
    assert relative("Our family is vegetarian.") == relative("I'm vegan.") == ""
    # a spouse or child named without "my": in Chinese as a rule, in English by a pet name
    assert relative("儿子考上浙大了！") == "son" and relative("老公是医生") == "husband"
    assert relative("Hubby retired from the fire department this spring.") == "husband"
    assert relative("老婆饼真好吃") == ""  # a pastry
    # a relative word as a modifier, the user with them, an in-law, an interjection: no relative
    for text in ("My mom-style lasagna is the best.", "My dad jokes need work.",
                 "My business partner is vegan.", "My husband and I both work at the port.",
                 "My son-in-law is vegan.", "我的妈呀，我被裁员了。", "我姐夫对花生过敏。"):
        assert relative(text) == "", text
    # "'s" saying "is" is no possessive: the father's own fact, not one of his belongings
    assert candidate("My dad's a retired electrician.") is not None
    assert candidate("My dad's neighbour is a retired electrician.") is None
    # every relation the guard knows is one a key can name (convmem.facts.ledger.owner)
    for word in ("brother", "parent", "parents", "kid", "kids", "fiancée", "hubby", "twins",
                 "stepkids", "stepmum", "stepsons", "half-sisters", "老公", "妈", "爸妈", "女朋友"):
        m = KIN.match(f"my {word} x") or KIN.match(f"我{word}x")
        assert m is not None, word
        assert relative(f"my {word} x" if m.group("rel") else f"我{word}x") in RELATIONS, word


def test_the_moment_or_another_person_rules_out_its_part_of_a_sentence_not_the_rest() -> None:
    assert candidate("I run a small bakery — just me and two part-timers — and the main oven "
                     "died this morning.") == "I run a small bakery; just me and two part-timers"
    assert candidate("My flatmate wants a kitten so badly, but ten minutes around cats and my "
                     "eyes swell shut.") == "ten minutes around cats and my eyes swell shut."
    assert candidate("Pre-approved yesterday — we're looking at houses up to $450k.") == \
        "we're looking at houses up to $450k."
    # what is left must still name the user; a sentence with no part to cut stays ruled out
    assert candidate("My coworker is vegan — loves lentils.") is None
    assert candidate("Had a migraine this morning; awful.") is None
    assert candidate("My friend is allergic to eggs, but honestly who isn't.") is None


def test_a_plan_for_later_or_a_wish_to_learn_is_no_fact() -> None:
    assert candidate("Maybe I'll adopt a greyhound when I'm older.") is None
    assert candidate("I'd like to learn to like olives.") is None
    assert candidate("I'd like to be called Sam.") is not None
    # in Chinese a clause that supposes or plans leaves the statement that leads it
    assert candidate("我对花生过敏，以后想去泰国玩") == "我对花生过敏"
    assert candidate("我打算搬到上海，那边机会多") is None
    assert candidate("我们搬去北京，要是我老公升职了") is None  # a condition: all supposed


def test_a_grandparent_who_lives_with_the_user_is_the_households_and_theirs() -> None:
    assert candidate("我奶奶有高血压，每天都要吃药") is None
    for text in ("我奶奶跟我们一起住，她有老年痴呆", "My grandma lives with us, she's diabetic."):
        assert candidate(text) is not None and relative(text) == "grandma", text
    assert relative(str(candidate("婆婆跟我们一起住，她信佛，家里不让杀生"))) == "mother-in-law"
    assert candidate("My friend is staying with us this week, she's allergic to cats.") is None


def test_a_clause_about_the_moment_that_ends_a_sentence_leaves_what_came_before() -> None:
    assert candidate("the rheumatologist put me on methotrexate, first injection was this "
                     "morning.") == "the rheumatologist put me on methotrexate"
    # it leads, or the sentence goes on after it: it qualifies the whole
    assert candidate("Today, I'm vegan lol.") is None
    assert candidate("I'm vegan, at least for today.") is None  # a qualifier, no clause
    assert candidate("I'm stuck at home, I have a migraine right now.") is None
    assert candidate("I'm off dairy today, my stomach is a mess.") is None


def test_someone_acting_on_the_users_treatment_or_job_leads_the_users_fact() -> None:
    for text in ("They've moved me off the patches onto a pump, much easier.",
                 "She's switched me to the evening dose.",
                 "They have transferred me to the Leeds depot.",
                 "they've decided to operate on my hip in March."):
        assert candidate(text) == text, text
    assert candidate("They've moved to Spain.") is None  # their own news
    assert candidate("She switched her phone off.") is None
    # acting on a relative's treatment is the relative's fact, not the user's
    assert candidate("She diagnosed my daughter with ADHD.") is None
    assert candidate("They prescribed my husband statins.") is None


def test_a_label_the_guards_rule_out_is_read_with_the_statement_after_it() -> None:
    assert sentences("needles. I faint. every time.") == ["needles. I faint.", "every time."]
    assert sentences("claustrophobic. lifts, MRI machines, all nightmare fuel") == \
        ["claustrophobic. lifts, MRI machines, all nightmare fuel"]
    # a short sentence the guards let through, or a label before a question, stays apart
    assert sentences("Peanut allergy. My name is Tom.") == ["Peanut allergy.", "My name is Tom."]
    assert sentences("Vegan here. What should I cook?") == ["Vegan here.", "What should I cook?"]
    assert sentences("needles. any tips?") == ["needles.", "any tips?"]
    assert sentences("我是律师。主要做离婚案子。") == ["我是律师。", "主要做离婚案子。"]
    assert sentences("We adopted a terrier!! His name is Pickle.")[-1] == "His name is Pickle."


def test_the_statement_a_question_rides_on_is_a_candidate() -> None:
    assert candidate("Oh, and since I'm expecting, can you check that this cream is fine?") == \
        "I'm expecting"
    assert candidate("我对虾过敏，帮我看看这个菜单能点什么？") == "我对虾过敏"


def test_a_question_splits_from_its_statement_where_nothing_marks_the_break() -> None:
    # an emoji, a dash, a question's opening words mid-sentence
    assert candidate("doc put me on a low-sodium diet so soup tastes like cardboard 😅 any tips "
                     "for making it taste like something?") == \
        "doc put me on a low-sodium diet so soup tastes like cardboard 😅"
    assert candidate("Since the transplant I have to avoid infections - should I skip it?") == \
        "the transplant I have to avoid infections"
    assert candidate("I have celiac disease is it safe to eat spelt?") == "I have celiac disease"
    # a reason keeps the question mark of the sentence it ends; a number's comma is no break
    assert candidate("Could you plan a route below 2,000 m, since with my COPD thin air gets "
                     "rough fast?") == "with my COPD thin air gets rough fast"
    # Chinese drops the subject of the statement a question rides on too
    assert candidate("孕28周了，脚肿得像馒头，有没有什么好穿的鞋推荐？", names_user=False) == \
        "孕28周了，脚肿得像馒头"


def test_statements_shaped_like_questions_or_plans_are_candidates() -> None:
    assert candidate("What I really can't stand is eggplant, slimy every time.") == \
        "What I really can't stand is eggplant, slimy every time."
    assert candidate("Can you keep in mind that my shoe size is 44 EU?") == \
        "keep in mind that my shoe size is 44 EU"
    assert candidate("We're thinking of Australia next year, but I absolutely hate spiders.") == \
        "I absolutely hate spiders."
    assert candidate("She upped my diabetes med to 1000 mg twice daily.") is not None
    assert candidate("They swapped my statin at the checkup, it's Crestor now.") is not None
    assert candidate("Where I live, in Yellowknife, minus forty is normal.") is not None


def test_a_pronoun_goes_on_about_the_pet_child_or_relative_before_it() -> None:
    assert continues("we adopted a rescue pit mix last weekend!", "her name's Luna.")
    assert continues("We had a baby girl in June!", "Her name is Ada.")
    assert not continues("I'm having dinner with my mom.", "She's vegan.")
    assert not continues("The dog next door barks.", "He never stops.")  # nobody's of ours
    assert continues("My wife finally got off nights!", "She's on day shifts now, 7 to 3.")
    assert continues("我老公上个月换工作了。", "他现在在银行上班。")
    assert not continues("My friend is a nurse.", "She works nights.")  # not family
    assert not continues("My brother and his girlfriend moved in together.", "She's a nurse.")
    assert continues("My brother moved in with us.", "He works nights.")
    assert continues("My wife finally got off nights!", "Her shifts are 7 to 3 now.")


def test_a_sentence_that_names_nobody_is_scored_only_when_it_says_something() -> None:
    assert candidate("Three cats here, all rescues.", names_user=False) is not None
    assert candidate("住在上海就是这样", names_user=False) is not None
    for fragment in ("(39)", "Yes!", "OK (12)."):
        assert candidate(fragment, names_user=False) is None


def test_a_chinese_clause_about_the_moment_leaves_the_rest_a_candidate() -> None:
    assert candidate("今天又加班到十点，我对猫毛过敏，所以不去她家") == "我对猫毛过敏，所以不去她家"
    assert candidate("今天好累，昨天也是") is None
    # so does a statement with a doubtful clause (in a question, doubt taints the whole)
    assert candidate("我每天晚上吃一片氯沙坦，最近老觉得头晕，不知道有没有关系") == \
        "我每天晚上吃一片氯沙坦，最近老觉得头晕"


@pytest.mark.slow
@pytest.mark.parametrize(("text", "categories"), [  # written for this test, not trained on
    ("Oat milk and I don't get along, my stomach cramps for hours after.", {"allergy"}),
    # (a phobia that rules a thing out is a constraint too, as the blind sets' ACCEPT counts it)
    ("Heights turn my legs to jelly, I never go up towers.", {"aversion", "constraint"}),
    # ("I'm thirty-four weeks along now…" was here until the rules read it: rules_pregnancy)
    ("Expecting our first in March and the bump is already huge.", {"pregnancy"}),
])
def test_phrasings_the_rules_miss_are_found(meaning: MeaningExtractor, text: str,
                                            categories: set[str]) -> None:
    assert RuleExtractor().extract(user(text)) == []
    found = meaning.extract(user(text))
    assert len(found) == 1 and found[0].origin == "meaning", found
    assert found[0].confidence is not None and found[0].confidence >= meaning.detector.threshold
    assert found[0].category in categories and found[0].text in text
    assert found[0].key.startswith(found[0].category)


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "I'm so glad we finally talked about this, it means a lot.",
    "I went to a pottery class with my sister and made a wonky bowl.",
    "I'm starving, what should I make?",
    "I think the second option sounds better to me.",
])
def test_chit_chat_is_not_filed(meaning: MeaningExtractor, text: str) -> None:
    assert [st for st in meaning.extract(user(text)) if st.origin == "meaning"] == []


@pytest.mark.slow
@pytest.mark.parametrize(("text", "owner_"), [  # written for this test, not trained on
    ("Hubby retired from the fire department this spring, he's bored already.", "husband"),
    ("My son transferred to a college in Ohio this fall, still engineering.", "son"),
    ("女儿考上研究生了，下个月去南京报到。", "daughter"),
])
def test_a_close_relatives_life_event_is_their_fact(meaning: MeaningExtractor, text: str,
                                                    owner_: str) -> None:
    (found,) = meaning.extract(user(text))
    assert found.origin == "meaning" and owner(found.key) == owner_, found


@pytest.mark.slow
@pytest.mark.parametrize("text", ["My husband is snoring again, send help.",
                                  "My daughter is at a sleepover tonight.",
                                  "我老公今天又加班，晚饭我一个人吃。"])
def test_a_close_relatives_moment_is_no_fact(meaning: MeaningExtractor, text: str) -> None:
    assert [st for st in meaning.extract(user(text)) if st.origin != GUESSED] == []


@pytest.mark.slow
def test_a_pets_name_told_after_it_is_filed_with_it(meaning: MeaningExtractor) -> None:
    found = meaning.extract(user("We adopted a scruffy terrier from the shelter last month!! "
                                 "His name is Pickle and he snores."))
    assert any(st.category == "pet" and "Pickle" in st.text for st in found), found


@pytest.mark.slow
@pytest.mark.parametrize(("text", "category", "said"), [
    ("Heads up, I moved. Manchester now, a flat near Piccadilly, so the old Leeds address is "
     "gone.", "home", "Manchester"),
    ("下周要去拔牙，需要提前跟医生说我乳胶过敏吗？戴那种医用手套，碰一下手上就起一片红疹子，痒好几天。",
     "allergy", "乳胶过敏"),
])
def test_a_fact_spread_over_sentences_is_read_from_the_whole_message(
        meaning: MeaningExtractor, text: str, category: str, said: str) -> None:
    found = meaning.extract(user(text))
    facts = [st for st in found if st.origin == "meaning"]
    assert [(st.category, st.text) for st in facts] == [(category, text)], found
    assert not [st for st in found if st.category == category and st.origin == "guess"]
    assert said in facts[0].text and facts[0].confidence and facts[0].confidence >= 0.8
    assert text in queries(user(text), meaning.rules)  # embedded ahead with the sentences


def test_a_move_read_whole_takes_the_users_slot_and_a_relatives_does_not() -> None:
    meaning = MeaningExtractor(HashEmbedder(), warm=False)  # _promote reads no vector

    def promoted(whole: str, pending: list[str]) -> list[str]:  # the last sentence scores best
        scored = [("home", 0.4 + i / 10) for i in range(len(pending))]
        return [st.key for st in meaning._promote([], whole, ("home", 0.99), pending, scored, {})]

    assert promoted("Heads up, I moved. Now in Manchester.", ["I moved.", "Now in Manchester."]) \
        == ["home"]
    assert promoted("My mum finally moved. A bungalow in Conwy.",
                    ["My mum finally moved.", "A bungalow in Conwy."]) == ["home:~bungalow-conwy"]
    assert promoted("Moved at last. A bungalow in Conwy.",  # nobody named: not the slot either
                    ["Moved at last.", "A bungalow in Conwy."]) == ["home:~bungalow-conwy"]


@pytest.mark.slow
def test_a_name_is_never_read_from_a_whole_message(meaning: MeaningExtractor) -> None:
    # LoCoMo's speaker label: scored whole, this reads as a name (0.96)
    text = "John: Yeah Maria, it's awesome! We get our creative on and have a blast together."
    assert not [st for st in meaning.extract(user(text)) if st.origin == "meaning"]


@pytest.mark.slow
def test_a_message_read_whole_files_nothing_its_sentences_already_filed(
        meaning: MeaningExtractor) -> None:
    text = "I'm allergic to peanuts. Two trips to A&E so far, so I check every label."
    found = meaning.extract(user(text))
    assert [st.category for st in found if st.category == "allergy"] == ["allergy"], found
    assert all(st.text != text for st in found), found


@pytest.mark.slow
def test_how_to_address_the_user_quotes_the_words_the_candidate_left_out(
        meaning: MeaningExtractor) -> None:
    found = meaning.extract(user("跟我说话不用加“先生”，听着怪别扭的，直接说事就行。"))
    assert [(st.category, st.text) for st in found] == [
        ("address", "跟我说话不用加“先生”，听着怪别扭的，直接说事就行。")], found


@pytest.mark.slow
def test_chinese_without_its_subject_is_found_and_takes_the_home_slot(
        meaning: MeaningExtractor) -> None:  # by the rules since they read a dropped subject
    found = meaning.extract(user("上个月搬到深圳了，现在住南山，离公司近多了。"))
    assert [(st.key, st.value, st.origin) for st in found] == [("home", "深圳", "rules")], found


@pytest.mark.slow
def test_a_relatives_fact_is_filed_as_theirs_and_leaves_the_users_slot(
        meaning: MeaningExtractor, minilm: Any, counter: TokenCounter) -> None:
    found = meaning.extract(user("My mum moved into sheltered housing in Bangor last month."))
    assert [owner(st.key) for st in found] == ["mom"], found  # (a home, or family)
    mem = convmem.Memory(strategy=SlidingWindow(), tokenizer=counter, facts=True,
                         extractor=MeaningExtractor(minilm))
    mem.add("c", {"role": "user", "content": "I live in Lyon."})
    mem.add("c", {"role": "user", "content": "My mum moved into sheltered housing in Bangor "
                                             "last month."})
    mem.add("c", {"role": "user", "content": "My daughters live in Canada now."})
    mem.add("c", {"role": "user", "content": "My hubby moved to Cardiff for work."})
    held = sorted(f.text for f in mem.facts("c") if not owner(f.key))
    assert held == ["I live in Lyon."], mem.facts("c")


@pytest.mark.slow
def test_an_allergy_said_as_a_joke_is_no_allergy(meaning: MeaningExtractor) -> None:
    assert meaning.extract(user("Honestly I'm allergic to Tuesdays.")) == []
    assert meaning.extract(user("I'm allergic to paperwork, the tax forms can wait.")) == []
    found = meaning.extract(user("I'm allergic to ragweed and sulfa drugs, and to chores lol"))
    assert [st.key for st in found] == ["allergy:ragweed", "allergy:sulfa drug"], found
    # in Chinese, which MiniLM does not read, the same joke targets by a list; the rest is kept
    assert meaning.extract(user("我对加班过敏。")) == []
    assert meaning.extract(user("我对周一过敏哈哈")) == []
    assert [st.key for st in meaning.extract(user("我对芒果过敏。"))] == ["allergy:芒果"]


@pytest.mark.slow
def test_rules_keep_their_precise_keys(meaning: MeaningExtractor) -> None:
    found = meaning.extract(user("I'm allergic to peanuts. Also sesame is a no-go, my throat "
                                 "closes up."))
    assert found[0].key == "allergy:peanut" and found[0].origin == "rules"
    assert any(st.origin == "meaning" and "sesame" in st.text for st in found[1:])


@pytest.mark.slow
def test_supersession_by_meaning_in_other_words(minilm: Any, counter: TokenCounter) -> None:
    mem = convmem.Memory(strategy=SlidingWindow(), tokenizer=counter, facts=True,
                         extractor=MeaningExtractor(minilm))
    mem.add("c", {"role": "user", "content": "I live in Lyon."})
    mem.add("c", {"role": "user", "content": "We finally moved, I'm in Montreal now."})
    homes = [f for f in mem.facts("c") if f.category == "home"]
    assert len(homes) == 1 and "Montreal" in homes[0].text
    closed = [f for f in mem.facts("c", current_only=False) if f.category == "home"
              and not f.current]
    assert closed and "Lyon" in closed[0].text and closed[0].superseded_by == homes[0].id
    # Two allergies read alike but never replace each other.
    mem.add("c", {"role": "user", "content": "Kiwi makes my mouth itch and swell."})
    mem.add("c", {"role": "user", "content": "Mango makes my mouth itch and swell too."})
    allergies = [f.text for f in mem.facts("c") if f.category == "allergy"]
    assert any("Kiwi" in t for t in allergies) and any("Mango" in t for t in allergies)


FIGURES = (23, 1)  # the superseded pairs as the code stands: new value current, old one alone


def superseded(mem: convmem.Memory) -> tuple[int, int]:
    """How many of the superseded pairs end with the new value current, and with the old value
    alone."""
    new_current = stale_only = 0
    for i, (_, old, old_word, new, new_word) in enumerate(PAIRS):
        cid = f"pair-{i}"
        mem.add(cid, {"role": "user", "content": old})
        mem.extend(cid, [{"role": "assistant", "content": "Sounds good!"},
                         {"role": "user", "content": "Anyway, what a week it's been."},
                         {"role": "assistant", "content": "Tell me more."}])
        mem.add(cid, {"role": "user", "content": new})
        held = [f"{f.text} {f.value}".casefold() for f in mem.facts(cid)]
        has_new = any(new_word in t for t in held)
        new_current += has_new
        stale_only += not has_new and any(old_word in t for t in held)
    return new_current, stale_only


def test_changes_in_other_words_supersede_the_fact_they_change(minilm: Any,
                                                               counter: TokenCounter) -> None:
    mem = convmem.Memory(strategy=SlidingWindow(), tokenizer=counter,
                         extractor=MeaningExtractor(minilm))
    mem.add("c", {"role": "user", "content": "Choir practice is every Thursday evening, I never "
                                             "miss it."})
    mem.add("c", {"role": "user", "content": "I live in Lyon, near the old town."})
    mem.add("c", {"role": "user", "content": "Heads up, choir moved to Monday nights."})
    kept = sorted(f.text for f in mem.facts("c"))
    assert any("Monday" in t for t in kept) and not any("Thursday" in t for t in kept)
    # A change that is not about a fact, someone else's news, a question: nothing replaced (a
    # relative's news may be filed, as theirs).
    for text in ("The bus timetable changed again this week.", "My brother moved to Berlin.",
                 "My wife finally moved to a new job.", "Could we move the choir to Friday?"):
        mem.add("c", {"role": "user", "content": text})
    assert sorted(f.text for f in mem.facts("c") if not owner(f.key)) == kept
    # Something added is not something changed: a second diet keeps the first.
    mem.add("d", {"role": "user", "content": "I am vegetarian."})
    mem.add("d", {"role": "user", "content": "I now also avoid gluten."})
    assert any("vegetarian" in f.text for f in mem.facts("d"))


def test_superseded_pairs(minilm: Any, counter: TokenCounter) -> None:
    # Tuned on these pairs (their first run, before the updates: 16 new, 8 stale only).
    mem = convmem.Memory(strategy=SlidingWindow(), tokenizer=counter,
                         extractor=MeaningExtractor(minilm))
    new_current, stale_only = superseded(mem)
    assert (new_current, stale_only) == FIGURES
    assert FIRST_RUN["new_current"] < new_current and stale_only < FIRST_RUN["stale_only"]


@pytest.mark.slow
def test_memory_shares_the_strategys_model(minilm: Any, counter: TokenCounter,
                                           tmp_path: Any) -> None:
    strategy = convmem.strategies.create("hybrid", path=tmp_path / "v", embedder=minilm)
    mem = convmem.Memory(strategy=strategy, tokenizer=counter)
    try:
        assert isinstance(mem.extractor, MeaningExtractor)
        assert mem.extractor.embedder is minilm and mem.picker.embedder is minilm
    finally:
        mem.close()


def test_without_an_embedder_the_rules_run_alone(counter: TokenCounter) -> None:
    mem = convmem.Memory(strategy="window", tokenizer=counter)
    assert isinstance(mem.extractor, RuleExtractor)
    assert mem.picker.embedder is None
    assert isinstance(default_extractor(None), RuleExtractor)


class Broken:
    name = "broken"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        raise RetrievalError("the model is gone")


def test_a_failing_model_leaves_the_rules_facts(caplog: pytest.LogCaptureFixture) -> None:
    extractor = MeaningExtractor(Broken())
    found = extractor.extract(user("I'm allergic to peanuts. Oat milk and I don't get along."))
    assert [st.key for st in found] == ["allergy:peanut"]
    assert "meaning detection failed" in caplog.text


def test_the_detector_trains_on_any_embedder() -> None:
    detector = MeaningDetector(HashEmbedder(64), steps=20)
    (category, score), = detector.classify(["I have a dog named Rex"])
    assert category in detector.categories and isinstance(score, float)
    with pytest.raises(ValueError, match="threshold"):
        MeaningDetector(HashEmbedder(), threshold=5)


def test_the_heads_words_are_hashed_grams_of_either_script() -> None:
    from convmem.facts.head import BUCKETS, WORD_WEIGHT, words

    m = words(["I take metformin", "我住在上海", "!!", "I TAKE   Metformin"]).toarray()
    assert m.shape == (4, BUCKETS)
    # "take", "metformin" and the pair ("I" is too short); 5 characters and 4 character pairs
    # (two may share a bucket)
    assert 2 <= (m[0] > 0).sum() <= 3 and 8 <= (m[1] > 0).sum() <= 9
    assert abs((m[0] ** 2).sum() ** 0.5 - WORD_WEIGHT) < 1e-9 and not m[2].any()
    assert (m[0] == m[3]).all()  # case and spacing do not change a sentence's words
    detector = MeaningDetector(HashEmbedder(64), steps=5)
    assert len(detector.classify(["!!", "🙂"])) == 2  # a sentence without a word still scores


class Counting:
    """A named embedder that counts the texts it embeds."""

    def __init__(self, name: str | None) -> None:
        self.inner, self.texts = HashEmbedder(), 0
        if name is not None:
            self.name = name

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.texts += len(texts)
        return self.inner.embed(texts)


def test_a_trained_head_is_kept_per_machine_and_retrained_when_its_data_changes(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from convmem.facts import meaning

    monkeypatch.setenv("CONVMEM_CACHE", str(tmp_path))
    positive, negative = {"allergy": ("I'm allergic to kiwi.",)}, ("Nice weather.",)
    first = Counting("counting-v1")
    MeaningDetector(first, positive=positive, negative=negative, steps=5).classify(["x"])
    assert first.texts == 3 and len(list((tmp_path / "fact-heads").glob("*.npz"))) == 1
    monkeypatch.setattr(meaning, "_HEADS", meaning.LRU(8))  # as if a new process
    again = Counting("counting-v1")
    scored = MeaningDetector(again, positive=positive, negative=negative, steps=5).classify(["x"])
    assert again.texts == 1 and scored[0][0] == "allergy"  # only the text scored was embedded
    changed = Counting("counting-v1")
    MeaningDetector(changed, positive=positive, negative=(*negative, "Hi!"),
                    steps=5).classify(["x"])
    assert changed.texts == 4 and len(list((tmp_path / "fact-heads").glob("*.npz"))) == 2
    for path in (tmp_path / "fact-heads").glob("*.npz"):
        path.write_bytes(b"PK\x03\x04 truncated")  # a corrupt cache file is retrained over
    monkeypatch.setattr(meaning, "_HEADS", meaning.LRU(8))
    corrupt = Counting("counting-v1")
    MeaningDetector(corrupt, positive=positive, negative=negative, steps=5).classify(["x"])
    assert corrupt.texts == 3
    assert not list((tmp_path / "fact-heads").glob("*.tmp"))
    unnamed = Counting(None)  # nothing to key a shared head by: trained, never written
    MeaningDetector(unnamed, positive=positive, negative=negative, steps=5).classify(["x"])
    assert unnamed.texts == 3 and len(list((tmp_path / "fact-heads").glob("*.npz"))) == 2


@pytest.mark.slow
def test_a_window_with_a_meaning_extractor_pins_the_fact_the_question_needs(
        minilm: Any, counter: TokenCounter) -> None:
    # More facts than the cap holds, all the same criticality; the question shares no word
    # with the one it needs. Before, the window ranked by words (none shared): newest first.
    mem = convmem.Memory(strategy=SlidingWindow(), tokenizer=counter, facts=True,
                         extractor=MeaningExtractor(minilm), fact_tokens=40, window=4096)
    mem.extend("c", [{"role": "user", "content": text} for text in (
        "I live in Lyon.", "I work as a nurse.", "My dog is called Rex.",
        "I work nights on Fridays.", "My daughter is called Mia.", "Our cat is named Tigger.")])
    assert mem.picker.embedder is mem.extractor.embedder  # type: ignore[union-attr]
    out_of_view(mem, "c")
    ctx = mem.build("c", {"role": "user", "content": "Which city suburbs are good for a walk?"})
    assert "home" in ctx.report.facts_pinned
    assert ctx.report.facts_omitted


def test_detectors_made_at_once_train_their_shared_head_once(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading
    import time

    from convmem.facts import meaning

    monkeypatch.setenv("CONVMEM_CACHE", str(tmp_path))
    monkeypatch.setattr(meaning, "_HEADS", meaning.LRU(8))
    positive, negative = {"allergy": ("I'm allergic to kiwi.",)}, ("Nice weather.",)
    class Slow(Counting):  # a training long enough for the four to overlap
        def embed(self, texts: Sequence[str]) -> list[list[float]]:
            time.sleep(0.2 if len(texts) > 1 else 0.0)
            return super().embed(texts)

    shared = Slow("counting-at-once")
    detectors = [MeaningDetector(shared, positive=positive, negative=negative, steps=5)
                 for _ in range(4)]
    threads = [threading.Thread(target=d.classify, args=(["x"],)) for d in detectors]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert shared.texts == 2 + 4  # the training's two sentences once, then each detector's "x"


def test_a_near_miss_updates_the_fact_of_its_category(minilm: Any,
                                                      counter: TokenCounter) -> None:
    # Below the detector's threshold on its own, these read as updates once the conversation
    # holds a fact of their category (spent blind-set pairs: seen data). The threshold is set
    # above their scores (0.8 or so) and below the first statements' (1.1 and more), so they
    # stay near misses whatever the training data.
    mem = convmem.Memory(strategy=SlidingWindow(), tokenizer=counter, extractor=MeaningExtractor(
        minilm, detector=MeaningDetector(minilm, threshold=0.9)))
    mem.add("c", {"role": "user", "content": "我每周三晚上都要上日语课，那天别约我。"})
    mem.add("c", {"role": "user", "content": "日语课调到周五晚上了。"})
    kept = [f.text for f in mem.facts("c") if f.category == "schedule"]
    assert any("周五" in t for t in kept) and not any("周三" in t for t in kept)
    # alone, the same sentence is only a guess: the fact it updates is what lets it through
    mem.add("d", {"role": "user", "content": "日语课调到周五晚上了。"})
    assert [f.origin for f in mem.facts("d")] == ["guess"]
    assert all(0.5 <= (f.confidence or 0) < 1.0 for f in mem.facts("d"))  # under the bar
    # a pet is one of several a person may have: the new one is filed beside the old
    mem.add("p", {"role": "user", "content": "My dog Biscuit is a beagle and he eats "
                                             "EVERYTHING. are grapes bad for dogs??"})
    mem.add("p", {"role": "user", "content": "We lost our old boy in June. Adopted a lab puppy "
                                             "last week though, her name's Maple."})
    pets = [f.text for f in mem.facts("p") if f.category == "pet"]
    assert any("Maple" in t for t in pets) and any("Biscuit" in t for t in pets)


def test_a_guess_is_pinned_only_where_relevant_and_never_by_retrieval(
        minilm: Any, counter: TokenCounter, tmp_path: Path) -> None:
    # Under the detector's threshold (0.9 here, as above: a guess), the update above is filed
    # under its own words.
    mem = convmem.Memory(strategy=SlidingWindow(), facts=True, tokenizer=counter,
                         extractor=MeaningExtractor(minilm, detector=MeaningDetector(
                             minilm, threshold=0.9)))
    mem.add("d", {"role": "user", "content": "日语课调到周五晚上了。"})
    (guess,) = mem.facts("d")
    assert guess.origin == "guess" and guess.key.startswith("schedule:?")
    out_of_view(mem, "d")
    assert mem.build("d", {"role": "user", "content": "周五晚上我们约个饭吧？"}
                     ).report.facts_pinned == [guess.key]
    off = mem.build("d", {"role": "user", "content": "Can you recommend a good sci-fi novel?"})
    assert off.report.facts_pinned == []
    assert "a guess: relevance" in off.report.notes["facts_held_back"][guess.key]
    # said again, it is still a guess: a guess is no fact for a near miss to update
    mem.add("d", {"role": "user", "content": "日语课调到周五晚上了。"})
    assert [f.origin for f in mem.facts("d")] == ["guess"]
    assert all(0.5 <= (f.confidence or 0) < 1.0 for f in mem.facts("d"))  # under the bar
    # a guess replaces no fact, however alike it reads
    mem.add("c", {"role": "user", "content": "我每周三晚上都要上日语课，那天别约我。"})
    (fact,) = mem.facts("c")
    mem.ledger.update("c", [FactStatement(category="schedule", key="schedule:?guess",
                                          value="日语课改到周五", text="日语课改到周五晚上了",
                                          origin="guess")], Message(role="user", content="x"))
    assert fact in mem.facts("c") and len(mem.facts("c")) == 2
    # and a change replaces the fact it reads like, never the guess beside it
    mem.add("c", {"role": "user", "content": "日语课改到周四晚上了，以后周四别约我。"})
    assert [f.text for f in mem.facts("c") if f.origin == "guess"] == ["日语课改到周五晚上了"]
    assert not any(f.id == fact.id for f in mem.facts("c"))
    # a strategy that retrieves leaves every guess to retrieval
    rag = convmem.Memory(strategy=convmem.strategies.create("hybrid", path=tmp_path / "v",
                                                            embedder=minilm),
                         tokenizer=counter, extractor=MeaningExtractor(minilm, detector=(
                             MeaningDetector(minilm, threshold=0.9))))
    rag.add("d", {"role": "user", "content": "日语课调到周五晚上了。"})
    held = rag.build("d", {"role": "user", "content": "周五晚上我们约个饭吧？"}).report
    assert held.facts_pinned == [] and "retrieval" in held.notes["facts_held_back"][guess.key]
    rag.close()


def test_a_near_miss_updates_a_guess_as_a_guess(minilm: Any, counter: TokenCounter) -> None:
    # A guess (0.75 with the default threshold), then a near miss of its category (0.48: under
    # the guesses' bar) that reads like it and says a change: the guess now says the new day,
    # still as a guess, under its key.
    mem = convmem.Memory(strategy=SlidingWindow(), tokenizer=counter,
                         extractor=MeaningExtractor(minilm))
    mem.add("d", {"role": "user", "content": "日语课调到周五晚上了。"})
    (guess,) = mem.facts("d")
    mem.add("d", {"role": "user", "content": "日语课现在是周日上午。"})
    (now,) = mem.facts("d")
    assert (now.origin, now.key, now.text) == ("guess", guess.key, "日语课现在是周日上午。")


def test_chat_about_the_other_person_or_a_passion_replaces_no_job(minilm: Any,
                                                                  counter: TokenCounter) -> None:
    # LoCoMo lines that replaced a planted job before the guards (near misses of "work").
    mem = convmem.Memory(strategy=SlidingWindow(), tokenizer=counter,
                         extractor=MeaningExtractor(minilm))
    mem.add("c", {"role": "user", "content": "I run my own small business, handmade candles, and "
                                             "it takes all my time."})
    before = sorted(f.text for f in mem.facts("c"))
    for text in ("Your commitment and creativity in your business really stands out.",
                 "Sorry about your job Jon, but starting your own business sounds awesome!",
                 "Seven years now, and I've finally found my real muses: painting and "
                 "pottery."):
        mem.add("c", {"role": "user", "content": text})
    # the job stays; at most a guess is filed beside it (pinned only where relevant)
    assert sorted(f.text for f in mem.facts("c") if f.origin != "guess") == before


def _filed(meaning: MeaningExtractor, *texts: str, store: InMemoryStore | None = None
           ) -> FactLedger:
    """A ledger on ``store`` (default: a new one) that filed ``texts`` one message at a time."""
    ledger = FactLedger.of(store or InMemoryStore(), meaning)
    for text in texts:
        message = user(text)
        ledger.update("c", meaning.extract(message), message)
    return ledger


@pytest.mark.slow
def test_a_birth_announced_ends_the_pregnancy_in_the_ledger(meaning: MeaningExtractor) -> None:
    """The message states no fact the detector files ("She's here!" reads as chit-chat); the
    ledger still asks for updates, as it says a birth, and the pregnancy's slot now says it."""
    ledger = _filed(meaning, "I'm 20 weeks pregnant with twins, so no hot tubs for me.",
                    "They arrived three weeks early but everyone's healthy! Two boys. Sleep tips?")
    (now,) = [f for f in ledger.store.facts("c") if f.key == "pregnancy:status"]
    assert now.text == "They arrived three weeks early but everyone's healthy!"
    (was,) = [f for f in ledger.store.facts("c", current_only=False)
              if f.key == "pregnancy:status" and f.valid_to is not None]
    assert was.superseded_by == now.id and "20 weeks pregnant" in was.text


@pytest.mark.slow
def test_a_birth_told_with_the_news_after_it_is_filed_as_the_news(
        meaning: MeaningExtractor) -> None:
    """The rules read the message's own status ("在坐月子"): the birth does not replace it."""
    ledger = _filed(meaning, "我怀孕五个月了，腰酸得厉害。",
                    "宝宝提前两周出生了，是个女孩！现在在坐月子，喂母乳。")
    (now,) = [f for f in ledger.store.facts("c") if f.key == "pregnancy:status"]
    assert "坐月子" in now.text


@pytest.mark.slow
def test_a_pregnancy_stored_under_its_earlier_key_is_ended_once(
        meaning: MeaningExtractor) -> None:
    """A ledger written before the slot was one holds ``medical:pregnant``: the birth told with
    the news after it leaves one current fact, the news."""
    store = InMemoryStore()
    store.add_fact(Fact(conversation_id="c", key="medical:pregnant", category="medical",
                        value="怀孕", text="我怀孕五个月了", origin="rules"))
    _filed(meaning, "宝宝提前两周出生了，是个女孩！现在在坐月子，喂母乳。", store=store)
    current = [f for f in store.facts("c") if "pregnan" in f.key]
    assert [(f.key, "坐月子" in f.text) for f in current] == [("pregnancy:status", True)]


def test_a_long_message_read_whole_is_keyed_by_a_sentence_that_was_read() -> None:
    meaning = MeaningExtractor(HashEmbedder(), warm=False)  # _promote reads no vector
    opening = "Moved last month. " + "The boxes are everywhere and the cat hates it. " * 8
    text = opening + "Manchester is grey but I like it."
    read = text[:400]  # what the detector scored of it
    pending = ["Moved last month.", "Manchester is grey but I like it."]
    assert "Manchester" not in read
    # the sentence past the part read scores best alone: the key still comes from one read
    (st,) = meaning._promote([], read, ("home", 0.99), pending, [("home", 0.5), ("home", 0.9)],
                             {})
    assert st.value == "Moved last month."
    # none read: nothing filed
    assert meaning._promote([], read, ("home", 0.99), pending[1:], [("home", 0.9)], {}) == []
