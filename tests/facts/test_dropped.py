"""A sentence whose subject is dropped (convmem.facts.dropped), read by the rules as the user's;
one that names someone else, or opens like a request, is read as it is."""

from __future__ import annotations

from typing import Any

import pytest

from convmem.facts.dropped import with_subject
from convmem.facts.meaning import MeaningExtractor
from convmem.facts.rules import RuleExtractor
from convmem.messages import Message
from tests.facts.ledgers import ledger_after

EXTRACT = RuleExtractor().extract_text


def keys(text: str) -> list[tuple[str, bool]]:
    return [(st.key, st.negated) for st in EXTRACT(text)]


@pytest.mark.parametrize(("text", "key"), [
    ("鸡蛋过敏，连蛋糕都不敢碰。烤面包的时候可以用什么代替鸡蛋？", "allergy:鸡蛋"),
    ("对芒果过敏，吃一口嘴唇就肿。夏天有什么清爽的甜品推荐吗？", "allergy:芒果"),
    ("小麦过敏，面条都不能吃。", "allergy:小麦"),
    ("有胃溃疡，辣的酸的都不太敢吃。帮我推荐几道养胃的家常菜。", "medical:胃溃疡"),
    ("不吃辣，一点都不行，吃了就胃疼。", "diet:no:辣"),
    ("住学校宿舍，不能用大功率电器。", "home"),
    ("Allergic to shellfish btw, so no paella.", "allergy:shellfish"),
    ("taking a daily Claritin in allergy season", "medication:claritin"),
    ("Been vegan for 5 years now.", "diet"),
    ("just moved to Denver, still unpacking", "home"),
    ("just moved to Denver, Colorado, still unpacking", "home"),  # a place after a comma
    ("鸡蛋过敏，推荐点不含蛋的早餐吧。", "allergy:鸡蛋"),  # 吧 asking, not hedging
])
def test_a_fact_without_its_subject_is_the_users(text: str, key: str) -> None:
    assert (key, False) in keys(text)


@pytest.mark.parametrize("text", [
    "got laid off yesterday. the whole platform team. need to redo my resume asap",
    "刚失业，现在靠存款过日子，能省就省。",
    "最近失业了，手头紧，一切从简。",
])
def test_a_job_lost_without_its_subject_ends_the_users_job(text: str) -> None:
    assert ("work:employer", True) in keys(text)


def test_the_quote_is_the_sentence_as_written_not_the_subject_put_back() -> None:
    long = ("taking a daily Claritin in allergy season, which is basically March to June for me, "
            "and honestly it is the only thing that keeps me sane through the whole spring")
    statement = next(st for st in EXTRACT(long) if st.key == "medication:claritin")
    assert statement.text.startswith("taking a daily Claritin")
    assert statement.text in long
    (short,) = EXTRACT("鸡蛋过敏。")
    assert short.text == "鸡蛋过敏。"


@pytest.mark.parametrize("text", [
    "Tom got laid off last week.",            # someone named
    "他刚失业，心情很差。",                    # someone else
    "小明鸡蛋过敏，幼儿园要注意什么？",          # a nickname before the allergen
    "乐乐鸡蛋过敏。",
    "老王花生过敏。",
    "Take metformin with food, the leaflet says.",  # an imperative
    "Don't forget the eggs.",
    "Have a look at this recipe.",
    "有没有不含鸡蛋的蛋糕？",                   # a question
    "Got any tips? Here's my list.",
])
def test_a_sentence_about_someone_else_or_a_request_states_nothing(text: str) -> None:
    assert keys(text) == []


@pytest.mark.parametrize("text", [
    # an adjective before a noun, or a gerund or adjective as the clause's subject
    "Pregnant women should avoid sushi, right.",
    "Deaf people use sign language.",
    "Vegan cheese is gross.",
    "Taking ibuprofen with alcohol is dangerous.",
    "Working at Google sounds like a dream.",
    # a heading or a label
    "Got laid off: 5 things to do next",
    "Pregnant or breastfeeding: consult a doctor.",
    # someone else, later in the sentence or in the sentence before
    "Got laid off, my brother says.",
    "On metformin since 2019, Dad says.",
    "My brother just moved to Denver. Got laid off from Boeing last month.",
    "Sarah called. Pregnant with twins!",
    "芒果过敏，老公说的。",
    "小李鸡蛋过敏。对芒果也过敏。",
    "我妈六十多了。有高血压。",
    # a hedge
    "Got laid off maybe, HR was vague.",
    "海鲜过敏吧，大概。",
    # Chinese: a modifier (的), the allergy as a topic, a noun that opens with a verb
    "有糖尿病的人不能吃西瓜。",
    "在星巴克工作的小哥很帅。",
    "花粉过敏季节又到了。",
    "花生过敏人士请勿食用。",
    "失业率创新高。",
    "辞职信模板。",
    "退休金计算方法。",
])
def test_a_look_alike_of_a_dropped_subject_states_nothing(text: str) -> None:
    assert keys(text) == []


@pytest.mark.parametrize(("body", "said"), [
    ("Allergic to shellfish", "I'm allergic to shellfish"),  # no capital left to read as a name
    ("Been vegan for years", "I've been vegan for years"),
    ("just moved to Denver", "I just moved to Denver"),
    ("鸡蛋过敏", "我鸡蛋过敏"),
    ("I'm allergic to shellfish", "I'm allergic to shellfish"),  # its subject named
    ("我对芒果过敏", "我对芒果过敏"),
    ("got what I needed, thanks", "got what I needed, thanks"),  # its subject in the clause
    ("Lost my job last week", "I lost my job last week"),  # (a possessive is no subject)
    ("Recipes for one?", "Recipes for one?"),
    ("Allergic to peanuts? Here's a list", "Allergic to peanuts? Here's a list"),  # a question
])
def test_the_subject_is_put_back_only_where_it_was_dropped(body: str, said: str) -> None:
    assert with_subject(body) == said


@pytest.mark.parametrize("text", [
    "Had a migraine this afternoon but it's easing off now, thank god.",  # the moment named
    "was going to go vegan for the week as an experiment but caved on day two",
    "went to a vegan bakery on a whim — the cinnamon roll was unreal",
    "went to a keto cafe with a friend, the cheesecake was weird",
    "Finally moved to days! 7am to 3pm now.",  # a shift, no home
    "Vegetarian for the day because the canteen ran out of chicken.",
    "今天皮肤有点过敏，估计是换了新的洗面奶",
])
def test_a_moment_a_place_visited_or_a_shift_is_no_fact(text: str) -> None:
    assert keys(text) == []


def test_had_tells_what_lasts() -> None:
    assert ("medical:heart attack", False) in keys("Had a heart attack two years back.")


@pytest.mark.parametrize(("lost", "status"), [
    ("got laid off yesterday, the whole team.", "laid off"),
    ("I lost my job at the bakery.", "lost my job"),
    ("刚失业，现在靠存款过日子。", "失业"),
])
def test_a_job_lost_leaves_the_user_out_of_work_until_the_next_job(lost: str, status: str) -> None:
    current = {f.key: f for f in ledger_after("I work at Acme as an analyst.", lost)}
    assert current["work:status"].value == status
    assert "work:employer" not in current or current["work:employer"].negated
    after = {f.key: f for f in ledger_after("I work at Acme as an analyst.", lost,
                                            "I started a new job at Globex last week.")}
    assert "work:status" not in after
    assert after["work:employer"].value == "Globex"


def test_a_quit_says_nothing_of_being_out_of_work() -> None:
    assert "work:status" not in {f.key for f in ledger_after("I quit my job at Acme.")}
    assert "work:status" not in {f.key for f in ledger_after("我辞职了。")}


@pytest.mark.parametrize(("text", "category"), [
    ("just signed the lease on a studio in Queens! moving in on the 1st", "home"),
    ("不上夜班了，调到白班，朝九晚五。", "schedule"),
    ("在深圳南山合租，三室一厅住了五个人。", "home"),
])
def test_the_detector_asks_no_more_of_a_sentence_whose_subject_is_put_back(
        minilm: Any, text: str, category: str) -> None:
    # (each was a guess while such a sentence had to score the margin of one naming no one)
    found = MeaningExtractor(minilm).extract(Message(role="user", content=text))
    assert [(st.category, st.origin) for st in found] == [(category, "meaning")]


@pytest.mark.parametrize("text", [
    "I got fired up about the game last night.",
    "我被裁判红牌罚下场了。",
    "I was laid off years ago and have been at Acme ever since.",
    "我失业过两次。",
])
def test_excitement_or_an_old_story_is_no_status(text: str) -> None:
    assert "work:status" not in {key for key, _ in keys(text)}


def test_an_occupation_said_while_looking_for_work_is_no_new_job() -> None:
    current = {f.key: f for f in ledger_after("I'm between jobs right now.",
                                              "I'm a software engineer looking for work.")}
    assert current["work:status"].value == "between jobs"


@pytest.mark.parametrize("text", [
    "My brother just moved to Denver. Loves it. Got laid off from Boeing last month.",
    "昨天陪我妈去医院。确诊了糖尿病。",
    "Adopted a cat last month. Diabetic, needs insulin twice a day.",
    "患者男，45岁。鸡蛋过敏。有高血压。",
])
def test_the_subject_a_sentence_drops_is_the_last_person_named_before_it(text: str) -> None:
    assert not {key for key, _ in keys(text)} & {
        "work:employer", "work:status", "medical:糖尿病", "medical:diabetes", "allergy:鸡蛋",
        "medical:高血压"}


def test_a_sentence_naming_the_user_before_makes_the_next_one_the_users() -> None:
    said = "My knee has been bad. Got diagnosed with arthritis."
    assert ("medical:arthritis", False) in keys(said)


def test_the_subject_put_back_is_in_no_value_and_weeks_are_kept() -> None:
    assert [(st.key, st.value) for st in EXTRACT("在备孕。")] == [("pregnancy:status", "在备孕")]
    assert [(st.key, st.value) for st in EXTRACT("怀孕28周了")] == [("pregnancy:status", "孕28周")]
    assert "work:status" not in {key for key, _ in keys("我失业了的那段时间，天天在家打游戏")}


def test_a_long_run_of_one_adverb_is_read_at_once() -> None:
    # (a nested repetition once tried exponentially many splits of 刚刚刚…: minutes at 45)
    assert keys("刚" * 60 + "。") == []
    assert keys("刚刚失业了。") == [("work:employer", True), ("work:status", False)]


def test_the_detectors_margin_follows_the_person_named_before() -> None:
    from convmem.facts.meaning import UNNAMED_MARGIN, _unnamed

    laid_off = "Got laid off from Boeing last month."
    assert _unnamed(laid_off) == 0.0
    assert _unnamed(laid_off, ["My brother just moved to Denver."]) == UNNAMED_MARGIN


def test_an_occupation_said_as_now_ends_being_out_of_work() -> None:
    current = {f.key: f for f in ledger_after("got laid off last month.", "I'm a nurse now.")}
    assert "work:status" not in current
