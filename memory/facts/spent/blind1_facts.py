"""The first frozen blind set's facts (issue 10): written in one sitting, before the meaning
detector and before any change to the fact extractor, without running any extractor on it.
Spent: its first runs are kept in ``tests/facts/blind_statements.py``."""

from __future__ import annotations

from convmem.facts.spent.statement import BlindFact, _en, _zh

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
