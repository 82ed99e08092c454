"""The frozen *blind* set: durable facts and non-facts written before the meaning detector.

Written for issue 10 in one sitting, before any change to the fact extractor and without
running any extractor on it, as people actually write to a chat assistant: consequences
instead of labels, idioms, a fact in a subordinate clause or inside a story, life events, many
inside longer multi-sentence messages, a share in Chinese. **Frozen: never tune on it.** Its
first run with the rule extractor of main (commit 75efa7a) and the first run of the detector
built afterwards are kept in ``FIRST_RUN``; any later figure on it is seen data.

Each :class:`BlindFact` is one whole user message stating one durable fact of its ``topic``,
with what a scorer needs:

- ``keywords``: words of the message that name the fact (``expect_any`` of its probes). A
  detector *finds* the fact when it returns a non-negated statement of an accepted category
  (:data:`ACCEPT`) whose key, value or quoted text holds a keyword.
- ``questions``: what a user would ask later that needs the fact, sharing no keyword with it
  (the planted-fact conversations built from this set check that again).
- ``replaces``: the id of an earlier fact of the same person this one supersedes, stated in
  other words; the old fact's keywords are then the probe's ``stale`` keywords.

Negatives (:data:`NEGATIVES`) are ``(kind, message)`` pairs that state no durable fact of the
user: first-person chit-chat about today (``chat``), hypotheticals (``hypo``), questions
(``question``), other people's facts (``other``) and quoted, translated or requested text
(``quoted``). A detector must return nothing for them.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

TOPICS = ("allergy", "diet", "medical", "medication", "accessibility", "pregnancy", "aversion",
          "name", "family", "pet", "home", "work", "schedule", "budget", "address", "remember")

# topic -> the extractor categories that count as finding it ("remember": any category, the
# request to remember is the point).
ACCEPT: dict[str, frozenset[str]] = {
    "allergy": frozenset({"allergy"}),
    "diet": frozenset({"diet"}),
    "medical": frozenset({"medical"}),
    "medication": frozenset({"medication"}),
    "accessibility": frozenset({"accessibility", "medical", "constraint"}),
    "pregnancy": frozenset({"pregnancy", "medical"}),
    "aversion": frozenset({"aversion", "constraint", "diet", "medical"}),
    "name": frozenset({"name"}),
    "family": frozenset({"family"}),
    "pet": frozenset({"pet"}),
    "home": frozenset({"home"}),
    "work": frozenset({"work"}),
    "schedule": frozenset({"schedule", "constraint"}),
    "budget": frozenset({"budget"}),
    "address": frozenset({"address", "name", "note"}),
    "remember": frozenset({"allergy", "diet", "medical", "medication", "accessibility",
                           "pregnancy", "aversion", "name", "family", "pet", "home", "work",
                           "schedule", "budget", "address", "constraint", "note"}),
}


@dataclass(frozen=True)
class BlindFact:
    """One durable fact stated in a user message (see the module docstring)."""

    id: str
    topic: str
    text: str
    keywords: tuple[str, ...]
    questions: tuple[str, ...]
    lang: str = "en"
    replaces: str = ""


def _en(fid: str, topic: str, text: str, keywords: tuple[str, ...], questions: tuple[str, ...],
        replaces: str = "") -> BlindFact:
    return BlindFact(fid, topic, text, keywords, questions, "en", replaces)


def _zh(fid: str, topic: str, text: str, keywords: tuple[str, ...], questions: tuple[str, ...],
        replaces: str = "") -> BlindFact:
    return BlindFact(fid, topic, text, keywords, questions, "zh", replaces)


FACTS: tuple[BlindFact, ...] = (
    # -- allergies and intolerances ------------------------------------------------------------
    _en("a01", "allergy", "Quick one before we plan the menu. Sesame is a total no-go for me, "
        "even a spoon of tahini and my throat gets scratchy and tight. Keep that in mind going "
        "forward?", ("sesame", "tahini"), ("Which dips should I bring to the potluck?",)),
    _en("a02", "allergy", "ok so long story short, the last time I had shrimp I ended up in "
        "urgent care with my face swollen like a balloon. never again lol",
        ("shrimp",), ("Any ideas for a seafood night at home?",)),
    _en("a03", "allergy", "Gluten and I really don't get along, found that out the hard way in "
        "college.", ("gluten",), ("What should I bake for my coworker's birthday?",)),
    _en("a04", "allergy", "Penicillin covered me in a rash from head to toe as a kid, so "
        "doctors always give me something else.", ("penicillin",),
        ("My throat infection is back, what should I ask the clinic to prescribe?",)),
    _en("a05", "allergy", "We had a scare last summer. My boy's lips swelled up after one bite "
        "of a cashew cookie and the allergist confirmed tree nuts are off limits for him for "
        "good.", ("cashew", "tree nut"),
        ("What can I pack in my kid's lunchbox for the school trip?",)),
    _en("a06", "allergy", "Dairy wrecks my stomach. I'm properly lactose intolerant, not just "
        "fussy.", ("lactose", "dairy"), ("Can you suggest a creamy pasta sauce for tonight?",)),
    _en("a07", "allergy", "Thanks for the itinerary! One thing I forgot: bee stings are a big "
        "deal for me, I carry an epipen everywhere since the reaction I had in 2019.",
        ("bee sting", "epipen"), ("Is a picnic in the lavender fields a good plan for Saturday?",)),
    _en("a08", "allergy", "Eggs are out of the question for me, they make me throw up within "
        "minutes.", ("eggs",), ("What's a good breakfast for a busy Monday?",)),
    _en("a09", "allergy", "Long day. Also, turns out the itchy eyes every spring aren't a cold, "
        "the skin test came back positive for birch pollen.", ("birch", "pollen"),
        ("Which month would suit a hiking holiday best?",)),
    _zh("a10", "allergy", "我对芒果过敏，上次吃了一口嘴巴就肿了。", ("芒果",),
        ("夏天有什么水果冰沙推荐吗？",)),
    _zh("a11", "allergy", "跟你说一下，我儿子一碰到牛奶就起疹子，医生说是牛奶蛋白过敏。",
        ("牛奶",), ("给小孩做早餐有什么建议？",)),
    _zh("a12", "allergy", "海鲜我是真的不能碰，吃完浑身起红疙瘩。", ("海鲜",),
        ("周末聚餐点什么菜好？",)),
    # -- diet and religious food rules ---------------------------------------------------------
    _en("d01", "diet", "I keep halal, so any recipe with pork or wine in the sauce won't work "
        "for me.", ("halal",), ("Can you plan a three-course dinner for my in-laws?",)),
    _en("d02", "diet", "Fair warning for meal ideas: I haven't touched meat since I watched "
        "that documentary eight years ago.", ("meat",),
        ("What should I grill at the barbecue on Sunday?",)),
    _en("d03", "diet", "We're a kosher household, so nothing that mixes milk and meat in "
        "anything you suggest please.", ("kosher",), ("What's a good lasagna recipe?",)),
    _en("d04", "diet", "I went fully plant-based in March and honestly haven't looked back.",
        ("plant-based",), ("Recommend a protein-rich lunch I can prep?",)),
    _en("d05", "diet", "Alcohol is a hard no for me. Six years sober this October.",
        ("alcohol", "sober"), ("Which cocktail should I make for New Year's Eve?",)),
    _en("d06", "diet", "I'm Hindu and I don't eat beef, it's a family thing I take seriously.",
        ("beef", "hindu"), ("What's a good steakhouse order for my birthday?",)),
    _en("d07", "diet", "My cardiologist has me on a strict low-sodium regime, under 1500 mg a "
        "day.", ("sodium",), ("How should I season roasted vegetables?",)),
    _en("d08", "diet", "fyi i'm pescatarian. fish is fine, anything with legs is not",
        ("pescatarian",), ("What should I order at the Korean BBQ place?",)),
    _en("d09", "diet", "I do 16:8 intermittent fasting, so I never eat anything before noon.",
        ("fasting", "noon"), ("Can you suggest a morning routine with a good breakfast?",)),
    _en("d10", "diet", "Update on the food front: full vegan wasn't working with my training, "
        "so I eat fish and eggs again now.", ("fish and eggs",),
        ("Recommend a protein-rich lunch I can prep?",), replaces="d04"),
    _zh("d11", "diet", "我是回民，不吃猪肉，做菜的时候别放猪油。", ("回民", "猪肉"),
        ("帮我推荐几道家常菜。",)),
    _zh("d12", "diet", "我吃素已经五年了，鸡蛋和奶制品也不碰。", ("吃素",),
        ("周末请人来家里吃饭，做什么菜好？",)),
    _zh("d13", "diet", "医生让我控糖，甜的东西基本都戒了。", ("控糖",),
        ("下午茶配什么点心好？",)),
    # -- medical conditions --------------------------------------------------------------------
    _en("m01", "medical", "I've got type 1 diabetes, been injecting since I was nine.",
        ("type 1 diabetes", "diabetes"), ("What snacks should I keep in my gym bag?",)),
    _en("m02", "medical", "So my neurologist finally put a name on the headaches: it's "
        "migraine with aura. Bright screens are the worst trigger.", ("migraine",),
        ("Which monitor settings would you recommend for long coding sessions?",)),
    _en("m03", "medical", "I had a kidney transplant in 2020 and my immune system is "
        "suppressed, so crowds in flu season are risky.", ("kidney transplant", "transplant"),
        ("Is a big music festival in January a good idea for me?",)),
    _en("m04", "medical", "My asthma flares up badly in cold air, so winter runs are out.",
        ("asthma",), ("Help me plan a December training schedule.",)),
    _en("m05", "medical", "I was diagnosed with Crohn's at 22 and it still flares a few times a "
        "year.", ("crohn",), ("What should I eat before a long road trip?",)),
    _en("m06", "medical", "My heart has a bit of a rhythm problem, atrial fibrillation, so I "
        "keep caffeine low.", ("atrial fibrillation",), ("Which energy drink works best for "
                                                        "late study nights?",)),
    _en("m07", "medical", "Sorry for the slow replies. My blood pressure has been running high "
        "for years and the doctor wants me to take it easy this month.",
        ("blood pressure",), ("Is a hot yoga class a good idea for me?",)),
    _en("m08", "medical", "After the accident I live with chronic lower back pain, sitting more "
        "than an hour is rough.", ("back pain",), ("How should I set up my desk at home?",)),
    _en("m09", "medical", "I have epilepsy, mostly controlled, but flashing lights can still "
        "set off a seizure.", ("epilepsy", "seizure"),
        ("Should I go to the laser show at the planetarium?",)),
    _zh("m10", "medical", "我有高血压好几年了，医生让我少吃咸的。", ("高血压",),
        ("晚饭做什么菜比较合适？",)),
    _zh("m11", "medical", "我去年查出了甲亢，现在心跳经常很快。", ("甲亢",),
        ("最近想喝点提神的饮料，有什么推荐？",)),
    _zh("m12", "medical", "我的膝盖半月板受过伤，爬山下坡特别疼。", ("半月板", "膝盖"),
        ("国庆节去哪里玩比较好？",)),
    # -- medications ---------------------------------------------------------------------------
    _en("r01", "medication", "I'm on warfarin for my clotting issue, so my doctor keeps an eye "
        "on what I eat.", ("warfarin",), ("Is a big kale smoothie every morning fine for me?",)),
    _en("r02", "medication", "Every morning I take 75 mcg of levothyroxine before coffee.",
        ("levothyroxine",), ("When should I schedule my morning espresso?",)),
    _en("r03", "medication", "I've been on sertraline since spring and it's helping a lot.",
        ("sertraline",), ("Can I have a glass of wine at the wedding?",)),
    _en("r04", "medication", "My rheumatologist started me on methotrexate once a week, "
        "Sundays.", ("methotrexate",), ("Any tips for staying healthy on my trip to Peru?",)),
    _en("r05", "medication", "ugh, the metformin still upsets my stomach sometimes, but I take "
        "it twice a day with meals.", ("metformin",),
        ("How should I plan my meals on a long flight?",)),
    _en("r06", "medication", "I use a steroid inhaler, Symbicort, morning and night.",
        ("symbicort", "inhaler"), ("What do I need to pack for a week of camping?",)),
    _en("r07", "medication", "The doctor swapped my lisinopril for losartan because of the "
        "cough, so it's losartan now.", ("losartan",),
        ("Which cold remedies are safe for me?",)),
    _en("r08", "medication", "Quick update from my checkup: no more losartan, I'm on amlodipine "
        "now.", ("amlodipine",), ("Which cold remedies are safe for me?",), replaces="r07"),
    _zh("r09", "medication", "我每天晚上吃一片阿托伐他汀。", ("阿托伐他汀",),
        ("吃西柚对我有影响吗？",)),
    _zh("r10", "medication", "因为心脏支架，我每天都在吃阿司匹林。", ("阿司匹林", "支架"),
        ("下周要拔牙，我需要注意什么？",)),
    _zh("r11", "medication", "我现在每天打胰岛素，早晚各一次。", ("胰岛素",),
        ("出国旅行要带些什么？",)),
    # -- disability and accessibility ----------------------------------------------------------
    _en("x01", "accessibility", "I use a wheelchair full time since my spinal injury, so stairs "
        "are a real problem.", ("wheelchair",), ("Can you suggest a hotel in Lisbon for "
                                                 "my trip?",)),
    _en("x02", "accessibility", "I'm deaf in my left ear, so noisy restaurants are tough for "
        "conversations.", ("deaf",), ("Where should I take my team for a celebration dinner?",)),
    _en("x03", "accessibility", "I'm legally blind and use a screen reader for everything.",
        ("blind", "screen reader"), ("How should I format the slides for my talk?",)),
    _en("x04", "accessibility", "I have dyslexia, so long walls of text are hard for me to "
        "read. Short bullet points help.", ("dyslexia",),
        ("Explain how a mortgage works.",)),
    _en("x05", "accessibility", "Since the stroke my right hand is weak and typing is slow, "
        "so I dictate most things.", ("stroke", "right hand"),
        ("Which hobbies could I pick up this winter?",)),
    _en("x06", "accessibility", "I'm colorblind, red and green look the same to me.",
        ("colorblind",), ("Which chart style should I use for my sales report?",)),
    _en("x07", "accessibility", "I can't walk more than a few hundred meters because of my "
        "hip, so I need places with parking close by.", ("my hip", "few hundred meters"),
        ("What should we do on our weekend in Bruges?",)),
    _zh("x08", "accessibility", "我坐轮椅，出门得找有无障碍通道的地方。", ("轮椅", "无障碍"),
        ("周末带家人去哪个博物馆好？",)),
    _zh("x09", "accessibility", "我听力不太好，戴着助听器，打电话经常听不清。",
        ("助听器", "听力"), ("客服问题怎么处理最方便？",)),
    _zh("x10", "accessibility", "我有色弱，分不清红色和绿色。", ("色弱",),
        ("做PPT用什么配色好？",)),
    # -- pregnancy -----------------------------------------------------------------------------
    _en("p01", "pregnancy", "Big news on my side: we're expecting! I'm eleven weeks along and "
        "still nauseous most mornings.", ("expecting", "eleven weeks"),
        ("Can I still have sushi at the team lunch?",)),
    _en("p02", "pregnancy", "I'm 30 weeks pregnant so anything involving lying on my back "
        "is out.", ("pregnant",), ("Suggest a gentle workout for this week.",)),
    _en("p03", "pregnancy", "The baby is due in early August, so I'm avoiding long-haul "
        "flights until then.", ("baby is due", "august"),
        ("Where should we go for a summer holiday?",)),
    _en("p04", "pregnancy", "My wife and I are both thrilled, she's pregnant with our second, "
        "due in November.", ("pregnant", "november"),
        ("What should I plan for our family's autumn?",)),
    _en("p05", "pregnancy", "Being five months pregnant means no soft cheese and no hot tubs "
        "for me.", ("pregnant", "five months"), ("Plan a spa day for my birthday?",)),
    _zh("p06", "pregnancy", "我怀孕四个月了，最近特别容易累。", ("怀孕",),
        ("周末适合做什么运动？",)),
    _zh("p07", "pregnancy", "我现在是孕晚期，医生不让我长时间坐飞机。", ("孕晚期",),
        ("国庆节去哪里旅游好？",)),
    _zh("p08", "pregnancy", "宝宝预产期是明年三月，我们正在准备婴儿房。", ("预产期",),
        ("春天有什么需要提前安排的？",)),
    # -- strong aversions and phobias -----------------------------------------------------------
    _en("v01", "aversion", "Heights terrify me. Even a glass elevator makes my legs shake.",
        ("heights",), ("What should I do on my first day in Dubai?",)),
    _en("v02", "aversion", "I can't stand cilantro, it tastes like soap to me and ruins the "
        "whole dish.", ("cilantro",), ("Give me a salsa recipe for taco night.",)),
    _en("v03", "aversion", "Snakes are my absolute nightmare, I had to leave the zoo once "
        "because of the reptile house.", ("snake", "reptile"),
        ("What can we do with my nephew at the animal park?",)),
    _en("v04", "aversion", "Flying is a huge ordeal for me, I panic from take-off to landing "
        "every single time.", ("flying", "take-off"),
        ("How should I get to my cousin's wedding in Madrid?",)),
    _en("v05", "aversion", "Closed spaces freak me out, I've walked up 14 floors rather than "
        "take a lift.", ("closed spaces", "14 floors"),
        ("Is an escape room a fun team outing for us?",)),
    _en("v06", "aversion", "Horror movies mess me up for days, I really don't watch them "
        "anymore.", ("horror",), ("Pick a movie for Friday night?",)),
    _en("v07", "aversion", "Needles make me faint, literally, I went down during my last blood "
        "draw.", ("needle",), ("Should I get the flu shot at the pharmacy or the clinic?",)),
    _en("v08", "aversion", "The sea scares me since I almost drowned as a kid, I stay on the "
        "sand.", ("drowned",), ("Suggest some activities for our beach holiday.",)),
    _zh("v09", "aversion", "我特别怕蛇，看到图片都会起鸡皮疙瘩。", ("怕蛇",),
        ("周末带孩子去动物园玩什么？",)),
    _zh("v10", "aversion", "我有幽闭恐惧症，电梯能不坐就不坐。", ("幽闭恐惧",),
        ("住酒店选几楼比较好？",)),
    _zh("v11", "aversion", "香菜我一口都吃不了，闻着就想吐。", ("香菜",),
        ("今晚做个凉拌菜吧，有什么推荐？",)),
    # -- names of the user, family and pets ----------------------------------------------------
    _en("n01", "name", "Hi! Before anything else, I'm Thandiwe, and I'll be bugging you with "
        "travel questions this month.", ("thandiwe",), ("Can you write my signature for a "
                                                        "cover letter?",)),
    _en("n02", "name", "People at work know me as Rafa but my full name is Rafael Okonkwo.",
        ("rafael", "okonkwo"), ("Draft an email introduction for me.",)),
    _en("n03", "name", "The name on my passport is Ingrid Solberg, in case you need it for the "
        "booking.", ("ingrid", "solberg"), ("Fill in the traveler details for the form.",)),
    _en("n04", "name", "Sorry, should have introduced myself, Dmitri here.", ("dmitri",),
        ("Write a short bio for my conference badge.",)),
    _zh("n05", "name", "我叫林晓雯，以后写邮件的时候用这个名字落款。", ("林晓雯",),
        ("帮我写一封请假信。",)),
    _zh("n06", "name", "我是王建国，做外贸的。", ("王建国",),
        ("帮我写个自我介绍。",)),
    _en("f01", "family", "My daughter Saoirse turns six next week and she's obsessed with "
        "dinosaurs.", ("saoirse",), ("Any birthday party themes you'd suggest?",)),
    _en("f02", "family", "My husband Bartholomew does all the cooking in our house, I just "
        "do the dishes.", ("bartholomew",), ("Who should I ask to plan the dinner menu?",)),
    _en("f03", "family", "I look after my mum, she moved in with us after her fall and uses a "
        "walker now.", ("walker",), ("What should we consider when planning a day out?",)),
    _en("f04", "family", "We have three boys, 3, 7 and 12, so the house is loud.",
        ("three boys",), ("How many bedrooms should our next place have?",)),
    _en("f05", "family", "My twin sister Marisol lives nearby and we talk every day.",
        ("marisol", "twin sister"), ("Who could I call to help me move the couch?",)),
    _zh("f06", "family", "我女儿叫朵朵，今年上小学一年级。", ("朵朵",),
        ("开学要准备哪些文具？",)),
    _zh("f07", "family", "我老公叫志明，他是个厨师。", ("志明",),
        ("过年的年夜饭谁来掌勺比较好？",)),
    _en("g01", "pet", "Our greyhound Pickles is scared of the vacuum, so I only clean when "
        "she's out.", ("pickles", "greyhound"), ("When should I schedule the cleaner?",)),
    _en("g02", "pet", "I adopted a one-eyed cat called Admiral last winter and he rules the "
        "flat now.", ("admiral",), ("Which houseplants are safe to buy?",)),
    _en("g03", "pet", "Our old beagle, Bramble, needs his pills twice a day so we can't leave "
        "him for long.", ("bramble", "beagle"), ("Can we do a weekend trip to the coast?",)),
    _en("g04", "pet", "My bearded dragon Zeus needs his heat lamp on a timer.", ("zeus",
        "bearded dragon"), ("What should I check before the power cut tomorrow?",)),
    _zh("g05", "pet", "我家养了一只柯基，叫豆包，特别能吃。", ("豆包", "柯基"),
        ("出差一周家里怎么安排？",)),
    _zh("g06", "pet", "我们家猫咪叫花卷，已经十二岁了。", ("花卷",),
        ("搬家要注意什么？",)),
    # -- home and moves -------------------------------------------------------------------------
    _en("h01", "home", "I live in Lyon, in a tiny flat above a bakery, which is great and "
        "terrible at once.", ("lyon",), ("What's the weather going to be like where I live "
                                         "this weekend?",)),
    _en("h02", "home", "We finally did it, the boxes are unpacked and I'm writing to you from "
        "our new place in Montreal.", ("montreal",),
        ("What's the weather going to be like where I live this weekend?",), replaces="h01"),
    _en("h03", "home", "Been in Nairobi for three years now and I still get lost in Westlands.",
        ("nairobi",), ("What time zone should I put in my calendar?",)),
    _en("h04", "home", "The commute from Hoboken into the city is killing me, but the rent is "
        "so much better.", ("hoboken",), ("Which airport is closest to me?",)),
    _en("h05", "home", "Just signed the lease and the movers came Saturday, we live in Porto now.",
        ("porto",), ("Which airport is closest to me?",), replaces="h04"),
    _en("h06", "home", "Our farmhouse outside Ballarat has terrible internet, sorry if I drop "
        "off.", ("ballarat",), ("What's the nearest big city for a day trip?",)),
    _en("h07", "home", "I grew up in Perth but home has been Glasgow for a decade.",
        ("glasgow",), ("What time zone should I put in my calendar?",)),
    _en("h08", "home", "New chapter: I left Glasgow and moved back down to Brighton to be near "
        "family.", ("brighton",), ("What time zone should I put in my calendar?",),
        replaces="h07"),
    _zh("h09", "home", "我住在成都，天天吃火锅。", ("成都",), ("这周末天气怎么样？",)),
    _zh("h10", "home", "我们上个月搬家了，现在住在杭州西湖边上。", ("杭州",),
        ("这周末天气怎么样？",), replaces="h09"),
    _zh("h11", "home", "下班回家的路上堵了一个小时，住在上海就是这样。", ("上海",),
        ("附近有什么好玩的地方？",)),
    # -- work ----------------------------------------------------------------------------------
    _en("w01", "work", "I'm an ICU nurse, nights mostly, so my sleep is all over the place.",
        ("icu nurse", "nurse"), ("How can I get more rest between shifts?",)),
    _en("w02", "work", "I teach chemistry to teenagers, which explains the grey hair.",
        ("chemistry",), ("Help me plan something fun for my class on Monday.",)),
    _en("w03", "work", "Work is hectic this month, I'm the only accountant at a small brewery "
        "and it's audit season.", ("accountant", "brewery"),
        ("Write my LinkedIn headline.",)),
    _en("w04", "work", "I finally handed in my notice. As of this week I'm a full-time "
        "potter with my own little studio.", ("potter",), ("Write my LinkedIn headline.",),
        replaces="w03"),
    _en("w05", "work", "I retired in March after 31 years with the post office.",
        ("retired",), ("How should I fill my weekdays?",)),
    _en("w06", "work", "I'm a backend developer at a logistics company, mostly Go and "
        "Postgres.", ("backend developer",), ("Which online course would help my career?",)),
    _en("w07", "work", "Big career news: I switched to product management last month, no more "
        "writing code for me.", ("product management",),
        ("Which online course should I take next?",), replaces="w06"),
    _en("w08", "work", "I drive a delivery truck for a grocery chain, 5am starts.",
        ("delivery truck",), ("What's a good lunch to bring to work?",)),
    _zh("w09", "work", "我在一家医院当药剂师，每天都很忙。", ("药剂师",),
        ("帮我写一份工作总结的开头。",)),
    _zh("w10", "work", "我在字节跳动做前端开发。", ("前端",), ("我该学点什么新技术？",)),
    _zh("w11", "work", "我上个月辞职了，现在自己开了家花店。", ("花店",),
        ("帮我想一个朋友圈文案。",)),
    # -- standing schedule constraints ---------------------------------------------------------
    _en("s01", "schedule", "I have my kids every other weekend, so those Saturdays are taken.",
        ("every other weekend",), ("When could we do the hiking trip next month?",)),
    _en("s02", "schedule", "Tuesday and Thursday evenings are dialysis for me, three hours "
        "each.", ("dialysis",), ("When should we schedule the book club?",)),
    _en("s03", "schedule", "I work nights Sunday to Wednesday, so only Thursday to Saturday "
        "daytime works for calls.", ("sunday to wednesday", "thursday to saturday"),
        ("When can you set up a call with the landlord?",)),
    _en("s04", "schedule", "I pick my daughter up from school at 3:15 every weekday, so I'm "
        "out from three.", ("3:15",), ("When should I book the dentist?",)),
    _en("s05", "schedule", "Fridays are off-limits, I observe Shabbat from sundown.",
        ("shabbat",), ("Which evening works for the team dinner this week?",)),
    _en("s06", "schedule", "Choir practice moved, it's now Monday nights instead of "
        "Wednesdays.", ("monday nights",), ("Which evening is free for the pub quiz?",)),
    _en("s07", "schedule", "Standing commitment: I volunteer at the food bank every Wednesday "
        "evening.", ("food bank", "wednesday"), ("Which evening is free for the pub quiz?",)),
    _en("s08", "schedule", "The food bank changed my shift, I'm there on Tuesday mornings "
        "from now on.", ("tuesday mornings",), ("Which evening is free for the pub quiz?",),
        replaces="s07"),
    _zh("s09", "schedule", "我每周三晚上都要上日语课，那天别约我。", ("日语课", "周三"),
        ("下周哪天一起吃饭？",)),
    _zh("s10", "schedule", "我周末都在加班，只有周一休息。", ("周一休息",),
        ("什么时候约体检比较好？",)),
    _zh("s11", "schedule", "日语课调到周五晚上了。", ("周五",),
        ("下周哪天一起吃饭？",), replaces="s09"),
    # -- budgets -------------------------------------------------------------------------------
    _en("b01", "budget", "For the wedding we can't go over 12k, and that's already pushing "
        "it.", ("12k",), ("Which venue should we pick?",)),
    _en("b02", "budget", "Money's tight, I've got about 40 dollars a week for groceries.",
        ("40 dollars",), ("Plan my meals for next week.",)),
    _en("b03", "budget", "I can spend up to 900 euros on a new laptop, not a cent more.",
        ("900 euros",), ("Which computer should I buy for work?",)),
    _en("b04", "budget", "Laptop update: my parents chipped in, so now I can go up to 1400 "
        "euros.", ("1400 euros",), ("Which computer should I buy for work?",),
        replaces="b03"),
    _en("b05", "budget", "Rent-wise I can manage 1,100 a month tops.", ("1,100",),
        ("Which neighborhoods should I look at for an apartment?",)),
    _en("b06", "budget", "We've set aside 3000 pounds for the whole Japan trip, flights "
        "included.", ("3000 pounds",), ("How many nights should we stay in Kyoto?",)),
    _en("b07", "budget", "Change of plan on the trip money, we had to cut it to 2000 pounds "
        "after the car repair.", ("2000 pounds",),
        ("How many nights should we stay in Kyoto?",), replaces="b06"),
    _zh("b08", "budget", "装修预算最多十五万，不能再多了。", ("十五万",),
        ("地板选什么材质好？",)),
    _zh("b09", "budget", "我每个月房租只能出两千块。", ("两千",),
        ("帮我看看租哪个小区合适。",)),
    # -- how to address the user ---------------------------------------------------------------
    _en("t01", "address", "Please use they/them for me, it matters a lot to me.",
        ("they/them",), ("Write a short intro of me for the newsletter.",)),
    _en("t02", "address", "Just call me Captain, everyone at the marina does.", ("captain",),
        ("How would you greet me in the morning?",)),
    _en("t03", "address", "I'd prefer you address me as Ms. Achterberg in any letters you "
        "draft.", ("achterberg",), ("Draft a reply to the landlord for me.",)),
    _en("t04", "address", "Actually, drop the Ms. Achterberg, just Hanna is fine from now on.",
        ("hanna",), ("Draft a reply to the landlord for me.",), replaces="t03"),
    _en("t05", "address", "My pronouns are she/her, by the way, the system keeps calling me "
        "sir.", ("she/her",), ("Write a reference letter about me.",)),
    _zh("t06", "address", "以后叫我小林就好，不用叫全名。", ("小林",),
        ("早上跟我打个招呼吧。",)),
    _zh("t07", "address", "请称呼我张老师。", ("张老师",), ("帮我写个开场白。",)),
    # -- explicit "remember ..." ----------------------------------------------------------------
    _en("e01", "remember", "Remember that my flight home is on the 14th of June, TAP 1234.",
        ("tap 1234", "14th of june"), ("When do I need to be at the airport?",)),
    _en("e02", "remember", "Please keep in mind my locker combination is 31-07-22, I always "
        "forget it.", ("31-07-22",), ("How do I open my gym locker again?",)),
    _en("e03", "remember", "Don't forget that my car is a 2012 Skoda Octavia, for any parts "
        "questions later.", ("skoda", "octavia"), ("Which windshield wipers should I buy?",)),
    _en("e04", "remember", "Note for later: my wifi router is the Fritzbox in the hallway "
        "closet.", ("fritzbox",), ("My internet dropped, what should I restart?",)),
    _en("e05", "remember", "Can you remember my shoe size is 44 EU? I'll ask for boots soon.",
        ("44 eu",), ("Which hiking shoes should I order?",)),
    _en("e06", "remember", "Make a note: my mother-in-law's birthday is October 3rd.",
        ("october 3rd",), ("When should I order flowers for my husband's mum?",)),
    _zh("e07", "remember", "记住我的车牌号是沪A12345。", ("沪a12345",),
        ("停车场登记要填什么？",)),
    _zh("e08", "remember", "帮我记一下，我妈的生日是腊月初八。", ("腊月初八",),
        ("什么时候给我妈准备礼物？",)),
    _zh("e09", "remember", "请记住我穿38码的鞋。", ("38码",), ("帮我挑一双运动鞋。",)),
    # -- more messages: facts told in passing, inside longer messages ------------------------
    _en("a13", "allergy", "The party was fun until someone passed around kiwi sorbet. My mouth "
        "went numb and itchy like it always does with kiwi, so I spent the rest of the night on "
        "water. Anyway, what did you think of the book I mentioned?", ("kiwi",),
        ("Which tropical fruits should I put in the salad?",)),
    _en("a14", "allergy", "Honestly the worst part of moving was unpacking, my hands still "
        "smell of cardboard. Oh and latex gloves give me welts, so the cleaning stuff needs "
        "to be nitrile.", ("latex",), ("What should I buy for scrubbing the new bathroom?",)),
    _en("d14", "diet", "Dinner at my sister's was lovely, she even made a separate dish for "
        "me since I don't eat pork for religious reasons. We talked until midnight.",
        ("pork",), ("Which sausages should I get for the grill?",)),
    _en("d15", "diet", "I'm training for a half marathon and doing well. Keto for me since "
        "January, so the pasta carb-loading thing doesn't apply.", ("keto",),
        ("What should I eat the night before the race?",)),
    _en("m13", "medical", "The weekend was quiet. I mostly rested because my celiac disease "
        "has been acting up after a restaurant mix-up. Anyway, any good podcast picks?",
        ("celiac",), ("Which bakery treats can I bring to the office?",)),
    _en("m14", "medical", "Been reading a lot lately. Ever since the concussion in May I get "
        "dizzy with screens, so paper books it is.", ("concussion",),
        ("Should I buy an e-reader or a tablet?",)),
    _en("m15", "medical", "Sleep apnea, that's what the sleep study found. I have a CPAP "
        "machine now and I'm still getting used to it.", ("sleep apnea", "cpap"),
        ("What do I need to pack for a weekend away?",)),
    _en("r12", "medication", "My mood's been better lately, I think the lithium the psychiatrist "
        "adjusted is finally settling.", ("lithium",),
        ("Is it OK to do a juice cleanse this week?",)),
    _en("x11", "accessibility", "Quick context so your directions make sense: I have multiple "
        "sclerosis and use a cane on bad days, so long walks are hard.",
        ("multiple sclerosis", "cane"), ("Plan a sightseeing day in Rome for us.",)),
    _en("v12", "aversion", "Great chat yesterday. Small thing, but crowds give me panic "
        "attacks, so big concerts are not for me, I'd rather do something small.",
        ("crowds", "panic attack"), ("What should I do for New Year's Eve?",)),
    _en("w12", "work", "Busy week. Between the night shifts at the fire station and my kid's "
        "recital I barely slept. Being a firefighter means odd hours.", ("firefighter",
                                                                         "fire station"),
        ("How can I get better rest?",)),
    _en("h12", "home", "The snow here in Tromsø is unreal this year, we've had it since "
        "October. Anyway, could you recommend a thriller?", ("tromsø",),
        ("Which winter tires are best for where I live?",)),
    _en("f08", "family", "My partner Kenji and I are celebrating ten years next month, no idea "
        "what to plan.", ("kenji",), ("Who should I buy an anniversary gift for?",)),
    _en("g07", "pet", "Sorry, I was distracted, my parrot Mango learned to imitate the "
        "doorbell and I keep getting up for nothing.", ("mango", "parrot"),
        ("Which toys would keep a bird busy while I'm away?",)),
    _en("s12", "schedule", "Mornings before ten are impossible for me, I take my dad to his "
        "physio every day.", ("before ten", "physio"),
        ("When should I book the car service?",)),
    _en("b10", "budget", "Our max for the new car is 18 grand including the trade-in.",
        ("18 grand",), ("Which used SUV would you recommend?",)),
    _zh("a15", "allergy", "昨天聚餐又出事了，我一吃花生就喘不过气，幸好带了药。", ("花生",),
        ("下午茶买什么零食好？",)),
    _zh("d16", "diet", "我们家信佛，初一十五都吃素。", ("初一十五",),
        ("下周的菜单怎么安排？",)),
    _zh("m16", "medical", "最近天天加班，胃病又犯了，医生说是慢性胃炎。", ("胃炎",),
        ("晚上饿了吃点什么好？",)),
    _zh("r13", "medication", "我在吃抗抑郁药舍曲林，已经半年了。", ("舍曲林",),
        ("朋友聚会能喝酒吗？",)),
    _zh("x12", "accessibility", "我视力很差，手机字体都要调到最大。", ("视力",),
        ("帮我选一个适合我的新平板。",)),
    _zh("v13", "aversion", "我晕车很厉害，坐大巴一定会吐。", ("晕车",),
        ("去黄山怎么走比较好？",)),
    _zh("f09", "family", "我和老婆有两个双胞胎儿子，今年五岁。", ("双胞胎",),
        ("家里的车该换成几座的？",)),
    _zh("g08", "pet", "我养了两只兔子，一只叫糯米，一只叫芝麻。", ("兔子", "糯米"),
        ("家里的电线要怎么处理？",)),
    _zh("w12z", "work", "我是一名出租车司机，每天开十个小时车。", ("出租车司机",),
        ("腰疼有什么办法缓解？",)),
    _zh("s13", "schedule", "我每天早上六点要送孩子去上学，所以晚上不能睡太晚。", ("六点",),
        ("电影选几点的场次好？",)),
    _zh("b11", "budget", "给我爸买礼物，预算两千以内。", ("两千以内",),
        ("父亲节送什么好？",)),
    _zh("n07", "name", "我的英文名是Kevin，同事都这么叫我。", ("kevin",),
        ("帮我写一个邮件签名。",)),
    _zh("e10", "remember", "记住：我的航班是下周二早上八点的东航MU5101。", ("mu5101",),
        ("我几点要出门去机场？",)),
    _en("p09", "pregnancy", "Still adjusting to the news, we're having twins! The midwife says "
        "they're due around Christmas so no travel for me after October.",
        ("twins", "christmas"), ("Should we visit my parents in December?",)),
    _en("n08", "name", "Signing off for now, Ottilie (that's my name, by the way, people "
        "always get it wrong).", ("ottilie",), ("How should I end my thank-you notes?",)),
    _en("e11", "remember", "For future reference, I'm in the Pacific time zone, so please "
        "give times in PT.", ("pacific",), ("When should our weekly call start?",)),
    _en("t08", "address", "My pronouns are he/him, and I go by Sasha at work.",
        ("he/him", "sasha"), ("Write a short bio for the company website.",)),
    _en("a16", "allergy", "If there's mustard in it, I can't have it. Anaphylaxis twice, both "
        "from hidden mustard in sauces.", ("mustard",),
        ("Which dressing should I make for the potato salad?",)),
    _en("d17", "diet", "I don't drink caffeine at all, it gives me heart palpitations.",
        ("caffeine",), ("What can I order at the coffee shop?",)),
    _en("m17", "medical", "I'm a type 2 diabetic, managed with diet and exercise for now.",
        ("type 2 diabetic", "diabetic"), ("Which desserts can I have at the party?",)),
    _en("x13", "accessibility", "My son is autistic and loud places overwhelm him, so we need "
        "quiet options.", ("autistic",), ("Where should we go for a family day out?",)),
    _en("v14", "aversion", "I get horribly seasick, even on a ferry.", ("seasick",),
        ("How should we get to the islands from Athens?",)),
    _en("g09", "pet", "Three cats here, all rescues: Olive, Fig and Pudding.",
        ("pudding",), ("Which lilies are safe to have at home?",)),
    _en("h13", "home", "We live on a houseboat in Amsterdam, which is charming until the "
        "pipes freeze.", ("houseboat", "amsterdam"), ("How do I get my mail forwarded?",)),
    _en("w13", "work", "I'm a sous-chef at a ramen place in town, so weekends I'm always "
        "slammed.", ("sous-chef", "ramen"), ("What gift would suit my job?",)),
    _en("s14", "schedule", "I pray five times a day, so meetings need gaps around midday and "
        "afternoon prayer.", ("pray five times", "prayer"), ("How should I lay out my workday?",)),
    _en("b12", "budget", "I try to keep my clothes budget to 100 a month, I'm saving for a "
        "deposit.", ("100 a month",), ("Which winter coat should I buy?",)),
)

NEGATIVES: tuple[tuple[str, str], ...] = (
    # -- first-person chit-chat that is not durable -------------------------------------------
    ("chat", "I'm exhausted today, the train was packed."),
    ("chat", "had pasta for lunch, now I want a nap"),
    ("chat", "I'm so full after that burrito."),
    ("chat", "I think I'm getting a cold, my throat is scratchy this morning."),
    ("chat", "I just finished the third season, what a finale."),
    ("chat", "I'm at the airport waiting for my flight to board."),
    ("chat", "We went to the beach yesterday and it was freezing."),
    ("chat", "I'm in a terrible mood, my team lost again."),
    ("chat", "I burned the toast this morning lol"),
    ("chat", "I'm drinking my second coffee already."),
    ("chat", "I had a headache all afternoon but it's gone now."),
    ("chat", "I ate way too much cake at the office party."),
    ("chat", "I'm sitting in the park, the weather is lovely."),
    ("chat", "I stubbed my toe on the bed frame, ouch."),
    ("chat", "I'm bored out of my mind in this meeting."),
    ("chat", "I tried a new ramen place tonight, pretty good."),
    ("chat", "I'm running late, sorry."),
    ("chat", "I slept ten hours last night and still feel tired."),
    ("chat", "I bought a new phone case, it's purple."),
    ("chat", "I finished the puzzle finally!"),
    ("chat", "I'm watching the match with some friends."),
    ("chat", "I've been cleaning all day, the kitchen sparkles."),
    ("chat", "I spilled coffee on my keyboard, great start to the week."),
    ("chat", "I'm cooking chili for dinner tonight."),
    ("chat", "I went for a run this morning, only 5k though."),
    ("chat", "I'm feeling a bit nauseous after that rollercoaster."),
    ("chat", "I have a dentist appointment at some point, not sure when yet."),
    ("chat", "I'm on the bus, reception is bad."),
    ("chat", "I skipped breakfast today."),
    ("chat", "I'm craving something sweet right now."),
    ("chat", "I lost my umbrella again."),
    ("chat", "I'm trying the new oat latte at the cafe."),
    ("chat", "I just got back from the grocery store."),
    ("chat", "I'm so sunburnt from yesterday."),
    ("chat", "I'm listening to the new album on repeat."),
    ("chat", "I walked the long way home, it was nice."),
    ("chat", "I fell asleep on the couch again."),
    ("chat", "I'm in Paris for the weekend, it's raining."),
    ("chat", "I just landed in Tokyo for a conference."),
    ("chat", "I'm staying at my friend's place in Berlin this week."),
    ("chat", "I'm working from a cafe today."),
    ("chat", "I had sushi with my colleagues, it was great."),
    ("chat", "I'm taking a day off tomorrow."),
    ("chat", "I had a glass of wine with dinner."),
    ("chat", "I'm feeling much better today, thanks for asking."),
    ("chat", "I think I pulled a muscle at the gym yesterday."),
    ("chat", "I'm about to make some tea."),
    ("chat", "I hate Mondays, honestly."),
    ("chat", "I love this song so much."),
    ("chat", "I'm really into jigsaw puzzles this month."),
    ("chat", "I've got a big presentation tomorrow, wish me luck."),
    ("chat", "I'm a bit nervous about the interview on Thursday."),
    ("chat", "I just booked a haircut for next week."),
    ("chat", "I'm sick of the rain."),
    ("chat", "I took an ibuprofen for the headache, should kick in soon."),
    ("chat", "I'm waiting for the plumber to show up."),
    ("chat", "I had a weird dream about sharks."),
    ("chat", "I've been binge-watching cooking shows all weekend."),
    ("chat", "I'm out of milk, need to go to the shop."),
    ("chat", "I'm at my parents' for dinner tonight."),
    ("chat", "I got a parking ticket, ugh."),
    ("chat", "I finally fixed the leaky tap."),
    ("chat", "I'm wearing my new boots today."),
    ("chat", "I've had three meetings back to back."),
    ("chat", "I'm hungry, what's quick to make?"),
    ("chat", "I just got a promotion email, reading it now!"),
    ("chat", "I had a lovely walk with my neighbour's dog this afternoon."),
    ("chat", "I'm taking the kids to the cinema later."),
    ("chat", "I finished reading that novel you recommended, loved the ending."),
    ("chat", "Ugh, I'm stuck in traffic on the bridge."),
    ("chat", "Today I felt really productive for once."),
    ("chat", "I'm a little hungover, the party went late."),
    ("chat", "I think I ate something bad yesterday, stomach's off."),
    ("chat", "I'm sweating, the AC in the office broke."),
    ("chat", "My coffee got cold while I was on the phone."),
    ("chat", "My flight got delayed by two hours."),
    ("chat", "My laptop battery is dying, brb."),
    ("chat", "My package still hasn't arrived."),
    ("chat", "My feet hurt from all the walking today."),
    ("chat", "My plan for today is just laundry and a movie."),
    ("chat", "So I tried making sourdough and it came out flat."),
    ("chat", "Not much going on, just relaxing at home."),
    ("chat", "Haha that's so true."),
    ("chat", "Thanks, that helps a lot!"),
    ("chat", "ok perfect, let's go with option two"),
    ("chat", "Good morning! How's it going?"),
    ("chat", "I'm fine, just a bit tired."),
    ("chat", "Yeah I agree with you."),
    ("chat", "Sorry, I misread your last message."),
    ("chat", "I'll think about it and get back to you."),
    ("chat", "We ordered pizza tonight because nobody wanted to cook."),
    ("chat", "We're at the zoo with the kids today, the penguins are hilarious."),
    ("chat", "We watched the fireworks from the roof last night."),
    ("chat", "We got caught in the rain on the way back."),
    ("chat", "I'm trying to decide between the blue and the green sofa."),
    ("chat", "I just started a 1000-piece puzzle of the Alps."),
    ("chat", "I'm on my third attempt at this crossword."),
    ("chat", "I had a great time at the concert last night."),
    ("chat", "I'm planning to clean the garage this weekend."),
    ("chat", "I made pancakes for everyone this morning."),
    ("chat", "I took the scenic route to work today."),
    ("chat", "I'm feeling lazy, might order takeout."),
    ("chat", "I just got my flu shot, arm is a bit sore."),
    ("chat", "I met an old friend at the market today."),
    ("chat", "I'm freezing, the heating is off."),
    ("chat", "I have a sore back from moving furniture yesterday."),
    ("chat", "Today's lunch was a sad desk salad."),
    ("chat", "I'm testing a new recipe for banana bread."),
    ("chat", "I'm going to bed early tonight."),
    ("chat", "I forgot my keys at the office."),
    ("chat", "This week I'm doing a no-sugar challenge with my coworkers, just for fun."),
    ("chat", "I'm skipping meat today, the canteen only had veggie options."),
    ("chat", "I didn't drink anything at the party last night, I was driving."),
    ("chat", "I'm taking a break from social media this weekend."),
    ("chat", "I worked late yesterday to finish the report."),
    ("chat", "I'm sitting next to a crying baby on this flight, send help."),
    ("chat", "I won the office bake-off with my lemon tart!"),
    ("chat", "I feel like I've been sitting all day."),
    # -- hypotheticals -------------------------------------------------------------------------
    ("hypo", "If I ever moved to Canada, would I need winter tires?"),
    ("hypo", "Suppose I were vegan, what would I eat for protein?"),
    ("hypo", "I might get a dog next year, still thinking about it."),
    ("hypo", "What if I was allergic to the new detergent?"),
    ("hypo", "If I became a teacher, would I enjoy it?"),
    ("hypo", "Imagine I lived in Tokyo, how would my commute look?"),
    ("hypo", "I'm thinking about going keto, is that a good idea?"),
    ("hypo", "Maybe I'll name my next cat Biscuit, who knows."),
    ("hypo", "If I had a budget of 5000, where would you send me?"),
    ("hypo", "Let's say I'm pregnant, which foods are off limits?"),
    ("hypo", "I'd love to live by the sea someday."),
    ("hypo", "In an ideal world I'd work four days a week."),
    ("hypo", "If my son were lactose intolerant, how would I know?"),
    ("hypo", "Hypothetically, if I quit my job, how long could I last on savings?"),
    ("hypo", "I wonder if I'd like living in Oslo."),
    ("hypo", "I'm considering switching to a standing desk."),
    ("hypo", "Should I become a nurse? I keep thinking about it."),
    ("hypo", "If I took metformin, would it help with weight?"),
    ("hypo", "One day I want to open a little bookshop."),
    ("hypo", "Assuming I can't eat gluten, what's a good pizza base?"),
    ("hypo", "I may try being vegetarian for a week, just to see."),
    ("hypo", "If we had a baby, would we need a bigger car?"),
    ("hypo", "Pretend I'm a pilot, what would my week look like?"),
    ("hypo", "If I wasn't scared of heights, I'd try paragliding."),
    ("hypo", "Were I to move to Lisbon, which neighborhood would suit me?"),
    ("hypo", "What would happen if I stopped drinking coffee?"),
    ("hypo", "We might relocate for my partner's job, nothing decided."),
    ("hypo", "If money were no object I'd buy a sailboat."),
    ("hypo", "I could see myself retiring early, maybe at 55."),
    ("hypo", "Thinking of calling my future daughter Iris."),
    ("hypo", "I might be allergic to my new perfume? Not sure, might be nothing."),
    ("hypo", "If my landlord raises the rent, I'd have to move."),
    ("hypo", "Say I can spend 300 on shoes, which running shoes?"),
    ("hypo", "If I had diabetes, would I have to give up fruit?"),
    ("hypo", "I'd consider going halal if my fiancé's family asked."),
    ("hypo", "Would I be able to foster a cat if I rent?"),
    ("hypo", "If you were me, would you take the job in Denver?"),
    ("hypo", "In case I can't make Friday, what's plan B?"),
    ("hypo", "If I ever get a parrot, I'll teach it jokes."),
    ("hypo", "Let's pretend my name is Zorro for this game."),
    ("hypo", "I wish I could eat cheese without worrying about calories."),
    ("hypo", "Once I'm done with school I want to move somewhere warm."),
    ("hypo", "If the doctor puts me on statins, what changes?"),
    ("hypo", "Maybe next year we'll move closer to my parents."),
    ("hypo", "Planning to try intermittent fasting after the holidays, maybe."),
    # -- questions -----------------------------------------------------------------------------
    ("question", "Are peanut allergies genetic?"),
    ("question", "Is it safe to eat sushi while pregnant?"),
    ("question", "What's the best way to find a flat in Lyon?"),
    ("question", "How do I tell if I'm lactose intolerant?"),
    ("question", "Can you take ibuprofen with warfarin?"),
    ("question", "What does a pharmacist actually do all day?"),
    ("question", "Do cats get lonely when you travel?"),
    ("question", "Which wheelchair-accessible hotels are in Rome?"),
    ("question", "Is halal meat healthier?"),
    ("question", "What's a good name for a golden retriever puppy?"),
    ("question", "How much should I budget for a week in Iceland?"),
    ("question", "What's the difference between celiac disease and gluten sensitivity?"),
    ("question", "Can you explain what sertraline does?"),
    ("question", "Why do some people hate cilantro?"),
    ("question", "Is it normal to be scared of flying?"),
    ("question", "How do I address a letter to a professor?"),
    ("question", "Should I call my boss by her first name?"),
    ("question", "What time is it in Montreal right now?"),
    ("question", "How early should I get to the airport for an international flight?"),
    ("question", "Which schools are good in Brighton?"),
    ("question", "Do you remember what we talked about yesterday?"),
    ("question", "What do you know about me?"),
    ("question", "Can dogs eat mango?"),
    ("question", "What's a healthy amount of caffeine per day?"),
    ("question", "How do I become a firefighter?"),
    ("question", "What's the average rent in Porto?"),
    ("question", "Is keto safe for people with diabetes?"),
    ("question", "What are the symptoms of a bee sting allergy?"),
    ("question", "How do screen readers work?"),
    ("question", "How long does dialysis take?"),
    ("question", "What's the best age to start piano lessons?"),
    ("question", "When is Shabbat this week?"),
    ("question", "Are there vegan options at most ramen places?"),
    ("question", "How can I stop being afraid of needles?"),
    ("question", "What's a good budget laptop under 800?"),
    ("question", "Am I allowed to bring an EpiPen on a plane?"),
    ("question", "How many weeks is a full-term pregnancy?"),
    ("question", "Which cities have the best public transport?"),
    ("question", "Do you think I should dye my hair?"),
    ("question", "Is it rude to ask someone their pronouns?"),
    ("question", "What is dyslexia exactly?"),
    ("question", "Is 1,100 a month enough rent in Lisbon?"),
    ("question", "Should I switch jobs if I'm bored?"),
    ("question", "What's a good gift for a potter?"),
    ("question", "Can you remind me how compound interest works?"),
    ("question", "Which is healthier, brown rice or quinoa?"),
    ("question", "What's the capital of Kenya?"),
    ("question", "Do bearded dragons need UV light?"),
    ("question", "Who invented the bicycle?"),
    ("question", "How do you pronounce Saoirse?"),
    # -- other people's facts ------------------------------------------------------------------
    ("other", "My friend is allergic to shellfish, what can I cook for her?"),
    ("other", "My coworker just moved to Denver."),
    ("other", "Her husband is a pilot, so he's never home."),
    ("other", "My neighbour has three cats and a parrot."),
    ("other", "My boss is vegan and very strict about it."),
    ("other", "My brother-in-law takes metformin and complains about it."),
    ("other", "Jenny from accounting is pregnant again!"),
    ("other", "My roommate's name is Claudette, she's from Quebec."),
    ("other", "A girl in my class uses a wheelchair and the building has no ramp."),
    ("other", "The new guy at work is deaf and we're learning some sign language."),
    ("other", "My best friend keeps kosher, so I'm planning a dairy brunch."),
    ("other", "Tom's budget for the trip is only 500."),
    ("other", "My sister's dog is called Waffles and he's hilarious."),
    ("other", "My grandfather had a stroke last year but he's doing okay."),
    ("other", "Our manager is scared of spiders, so we put a fake one on her desk."),
    ("other", "My dad retired in May and is driving my mum crazy."),
    ("other", "My cousin lives in Nairobi and loves it."),
    ("other", "The character in the show is epileptic and it's handled really well."),
    ("other", "Marco said he's gluten intolerant now, is that a thing?"),
    ("other", "My aunt is on blood thinners, so she bruises easily."),
    ("other", "My friend's kid has a nut allergy so the party is nut-free."),
    ("other", "Sarah's family is Hindu, what should I bring to Diwali?"),
    ("other", "My colleague works nights at the hospital."),
    ("other", "My neighbour's son is autistic and loves trains."),
    ("other", "He told me his name is Rupert but everyone calls him Roo."),
    ("other", "My mum prefers to be called Granny Jo by the grandkids."),
    ("other", "The landlord's budget for repairs is tiny."),
    ("other", "My partner's brother is a sous-chef in Lyon."),
    ("other", "My friend's flight is on the 14th, she's nervous."),
    ("other", "Lisa can't stand cilantro either, apparently it's genetic."),
    ("other", "My boyfriend's mum has type 2 diabetes."),
    ("other", "Our new intern is colorblind, so I changed the chart colors."),
    ("other", "My teacher uses they/them pronouns."),
    ("other", "Grandma insists on eating dinner at 5pm sharp."),
    ("other", "My best friend just adopted a greyhound."),
    ("other", "My brother is a firefighter in Oslo."),
    ("other", "Our neighbours moved to Porto last month."),
    ("other", "The author lived in Glasgow for most of her life."),
    ("other", "My colleague volunteers at the food bank every week."),
    ("other", "My mother-in-law is terrified of flying."),
    ("other", "My niece is lactose intolerant, any birthday cake ideas?"),
    ("other", "The patient in the case study was on lithium."),
    ("other", "My coworker Dmitri has two kids and a bearded dragon."),
    ("other", "Our CEO is doing intermittent fasting and won't shut up about it."),
    ("other", "My friend's wedding budget is 50k, which seems crazy."),
    ("other", "They say the new tenant works as an ICU nurse."),
    ("other", "My flatmate takes sertraline and says it helped."),
    ("other", "Apparently my barber is a huge Chelsea fan."),
    ("other", "My son's teacher is Ms. Achterberg, she's lovely."),
    ("other", "My friend always travels with an EpiPen because of wasps."),
    # -- quoted, translated or requested text -------------------------------------------------
    ("quoted", "Translate into French: 'I am allergic to peanuts and shellfish.'"),
    ("quoted", "Write a short story about a woman who lives in Lyon and is afraid of heights."),
    ("quoted", "Proofread this: 'My name is Jordan and I work as a nurse in Leeds.'"),
    ("quoted", "Can you make this sound nicer: 'I don't eat pork, please stop offering.'"),
    ("quoted", "The sign said 'No dogs allowed, except service animals.'"),
    ("quoted", "My character says: \"I'm diabetic and I carry insulin everywhere.\""),
    ("quoted", "Draft a message from a customer saying she's pregnant and needs a refund."),
    ("quoted", "How would you say 'I live in Berlin' in Japanese?"),
    ("quoted", "Summarize: 'The patient is a 45-year-old male on warfarin with atrial "
               "fibrillation.'"),
    ("quoted", "Roleplay as a barista named Luna who is vegan."),
    ("quoted", "In the book, the narrator says 'I moved to Montreal to forget her.'"),
    ("quoted", "Fix the grammar: 'me and my wife lives in glasgow since 2010'"),
    ("quoted", "Give me an example sentence using 'lactose intolerant'."),
    ("quoted", "The email reads: 'Hi, I'm Priya, the new accountant.'"),
    ("quoted", "Write a dialogue where someone says they're scared of needles."),
    ("quoted", "Generate a fake profile: name, city, job, allergies."),
    ("quoted", "What does 'I keep kosher' mean?"),
    ("quoted", "My teacher wrote 'I retired in March' on the board as an example of past "
               "tense."),
    ("quoted", "Rewrite this in formal English: 'call me Doc, everyone does'."),
    ("quoted", "Translate to Spanish: my budget is 900 euros."),
    ("quoted", "Caption ideas for a photo of my friend's cat named Admiral?"),
    ("quoted", "Here's the lyric: 'I live in a yellow submarine'."),
    ("quoted", "Write a haiku about being allergic to spring."),
    ("quoted", "Create a sample medical form for a patient with epilepsy."),
    ("quoted", "Turn this into a tweet: 'Six years sober today and grateful.' It's for my "
               "brother's account."),
    ("quoted", "In the script, Anna tells Bob 'I'm pregnant'. How should he react?"),
    ("quoted", "Example for my ESL class: 'She uses a wheelchair.' Is that correct?"),
    ("quoted", "Please translate: 'Je suis végétarienne depuis dix ans.'"),
    ("quoted", "Explain the joke 'I'm on a seafood diet, I see food and I eat it'."),
    ("quoted", "Write an out-of-office reply saying I'm on vacation until Monday."),
    ("quoted", "The quiz question was 'Which city does Sherlock Holmes live in?'"),
    ("quoted", "Make a sentence with 'my pronouns are they/them' for the training slide."),
    ("quoted", "Draft a birthday card from 'your loving husband, Bartholomew'."),
    ("quoted", "What's a good reply to 'I'm moving to Porto next month' from a coworker?"),
    ("quoted", "Complete the phrase: 'Remember, remember, the fifth of...'"),
    # -- Chinese negatives ---------------------------------------------------------------------
    ("chat", "今天累死了，地铁上人太多。"),
    ("chat", "中午吃了一碗牛肉面，现在好困。"),
    ("chat", "我刚下班，准备回家做饭。"),
    ("chat", "今天下雨了，没带伞。"),
    ("chat", "我在机场等飞机，延误了两个小时。"),
    ("chat", "昨天晚上看了一部电影，挺好看的。"),
    ("chat", "我有点感冒，嗓子疼。"),
    ("chat", "周末和朋友去爬山了，腿好酸。"),
    ("chat", "我现在在咖啡店工作。"),
    ("chat", "今天早饭没吃，饿死了。"),
    ("chat", "我刚从超市回来，买了好多东西。"),
    ("chat", "这几天心情不太好。"),
    ("chat", "好的，谢谢你！"),
    ("chat", "哈哈，太有意思了。"),
    ("chat", "我这周在北京出差。"),
    ("chat", "今天喝了三杯咖啡，睡不着了。"),
    ("hypo", "如果我搬到深圳，工资够用吗？"),
    ("hypo", "要是我怀孕了，能不能继续跑步？"),
    ("hypo", "我在考虑要不要养一只猫。"),
    ("hypo", "假如我对花生过敏，该怎么办？"),
    ("hypo", "我打算明年换工作，还没想好。"),
    ("hypo", "以后有钱了想在海边买个房子。"),
    ("hypo", "如果预算有一万，去哪里旅游好？"),
    ("hypo", "也许我会试试吃素一个月。"),
    ("question", "吃素对身体好吗？"),
    ("question", "高血压的人能喝咖啡吗？"),
    ("question", "成都有什么好吃的？"),
    ("question", "阿司匹林和布洛芬有什么区别？"),
    ("question", "怀孕多久能做B超？"),
    ("question", "怎么判断自己是不是乳糖不耐受？"),
    ("question", "柯基好养吗？"),
    ("question", "杭州的房租一般多少钱？"),
    ("other", "我同事对海鲜过敏，聚餐不能去海鲜馆。"),
    ("other", "我妈最近在吃降压药。"),
    ("other", "我朋友刚搬到上海，还不太习惯。"),
    ("other", "我们老板是素食主义者。"),
    ("other", "我邻居家的狗叫旺财。"),
    ("other", "我表姐怀孕了，下个月生。"),
    ("other", "他说他叫李明，是新来的实习生。"),
    ("other", "我同学在字节跳动上班。"),
    ("quoted", "把这句话翻译成英文：我对花生过敏。"),
    ("quoted", "帮我写一段故事，主角住在杭州，是个医生。"),
    ("quoted", "改一下这句话的语病：我叫小王住在北京工作是老师。"),
    ("quoted", "“我怀孕了”这句话用英语怎么说？"),
    ("quoted", "帮我写一个角色设定：她叫林晓雯，怕蛇。"),
    ("quoted", "请把“我不吃猪肉”翻译成阿拉伯语。"),
    ("chat", "今天加班到十点，终于写完报告了。"),
    ("chat", "刚刚做了一顿火锅，吃得好撑。"),
    ("other", "我朋友的猫叫花卷，超级可爱。"),
    ("hypo", "要是我住在成都就好了，天天吃火锅。"),
)

# The first runs on this set (see the module docstring). "rules@75efa7a": the rule extractor of
# main before issue 10, run once on the frozen set (convmem factbench). The conversations built
# from the set (convmem make-probes OUT --blind locomo-dev.jsonl --seed 0: 25 conversations of
# 300 messages, 197 probes, 13 on superseded facts) with the same extractor, reserve_output 256,
# fact recall at 512 / 1024 / 2048: hybrid 0.487 / 0.736 / 0.827 (stale-only 0.308 each),
# window+facts 0.391 / 0.447 / 0.467 (stale-only 0.308 / 0.462 / 0.462).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@75efa7a": {"found": 88, "total": 197, "recall": 0.447, "flagged": 10,
                      "negatives": 348, "clean": 0.971, "precision": 0.898},
    # The meaning extractor (rules + MiniLM detector, threshold 0.8) of 9676d98, run once; the
    # same conversations with it (f148ac1, first run), fact recall 512 / 1024 / 2048: hybrid
    # 0.716 / 0.904 / 0.939 (superseded: new value 0.385 / 0.538 / 0.538, stale-only 0.385
    # each), window+facts 0.543 / 0.716 / 0.751 (stale-only 0.308 / 0.538 / 0.538).
    "meaning@9676d98": {"found": 141, "total": 197, "recall": 0.716, "flagged": 18,
                        "negatives": 348, "clean": 0.948, "precision": 0.887},
}
