"""The sixth frozen blind set's facts (issue 10): written in one sitting by someone who had not
seen the fact detector, its rules, its training examples or the earlier blind sets. Never tune
on it."""

from __future__ import annotations

from convmem.facts.spent.statement import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    # -- allergy -----------------------
    _en("wa01", "allergy",
        "Planning a dinner party for eight this Saturday — mostly old uni friends, and one of "
        "them is bringing her new boyfriend so I want it to look effortless. Could you draft a "
        "three-course menu with a make-ahead dessert? Oh, and nothing with cashews anywhere near "
        "my plate please, I'd rather not end up in A&E again.",
        ("cashews",),
        ("Which pesto should I buy for the pasta course?",
         "What Thai curry can I safely order for takeaway?")),
    _en("wa02", "allergy",
        "one bee sting and my throat starts closing, so the epipen lives in my bag 24/7. anyway!! "
        "what's a nice easy hiking trail near Boulder for this weekend, ideally with a lake at "
        "the end?",
        ("bee sting",),
        ("Is a picnic in a lavender field a good idea for me?",)),
    _en("wa03", "allergy",
        "Shellfish is a hard no for me. Last time I ate a single prawn cracker my lips swelled up "
        "like a cartoon. So, we're going to a Spanish place for my brother's 40th — what should I "
        "steer clear of on the menu?",
        ("Shellfish", "prawn"),
        ("Can I try the paella at the tapas bar?",)),
    _en("wa04", "allergy",
        "Penicillin gives me a full-body rash — found that out the hard way when I was about six. "
        "I've got a GP appointment tomorrow for what I'm fairly sure is strep throat. Anything I "
        "should mention or ask while I'm there?",
        ("Penicillin",),
        ("Which antibiotic should I ask for if the infection turns out to be bacterial?",)),
    _en("wa05", "allergy",
        "so my friend booked a korean bbq place for her birthday and I'm low-key panicking. "
        "sesame = instant hives for me, even a drizzle of the oil. what dishes are usually safe "
        "there?",
        ("sesame",),
        ("Is tahini dressing OK on my falafel wrap?", "Which hummus brands can I buy?")),
    _en("wa06", "allergy",
        "Could you help me word an email to my dentist? My allergist just confirmed I'm allergic "
        "to latex, and I've got a cleaning booked next Thursday. I want to make sure they use the "
        "right gloves without sounding dramatic about it.",
        ("latex",),
        ("What kind of washing-up gloves should I buy?",
         "Are balloons a problem for me at my niece's party?")),
    _en("wa07", "allergy",
        "I volunteered (read: was volunteered) to run the bake sale table at school on Friday. "
        "Eggs are the one thing I react to — stomach cramps within the hour, not fun — so I can't "
        "taste-test anything with them in. Ideas for bakes I could actually try?",
        ("Eggs",),
        ("Which pancake recipe should I make on Sunday morning?",)),
    _en("wa08", "allergy",
        "Making ramen from scratch this weekend, first time ever, wish me luck 🍜 Gluten isn't my "
        "problem, it's soy — a proper allergy, skin-prick tested and everything. Can you "
        "double-check whether the miso in this recipe is going to be an issue, and what I could "
        "swap it for?",
        ("soy",),
        ("Can I have the tofu stir-fry at the noodle bar?", "Is edamame ok as a snack?")),
    _zh("wa09", "allergy",
        "周末要去三亚玩四天，想问问当地有什么必吃的。对了，我对芒果过敏，吃一口嘴巴就肿，所以水果"
        "摊是不是要小心点？",
        ("芒果",),
        ("Which smoothie should I order at the juice bar?", "夏天有什么冷饮可以喝？")),
    _zh("wa10", "allergy",
        "帮我看看这家川菜馆的菜单：宫保鸡丁、麻婆豆腐、担担面、红糖糍粑。我花生过敏，而且是很严重"
        "的那种，出门都带肾上腺素笔。哪些能点？",
        ("花生",),
        ("宫保鸡丁我能点吗？", "买什么零食给自己当下午茶？")),
    _zh("wa11", "allergy",
        "医生说我对青霉素过敏，以后看病都要提前说。最近嗓子一直疼，咽口水都难受，要不要去医院看看"
        "？",
        ("青霉素",),
        ("去医院看扁桃体发炎，我该提醒医生什么？",)),
    _zh("wa12", "allergy",
        "朋友邀请我去她家住几天，但她养了两只猫。我猫毛过敏，一进有猫的屋子就打喷嚏流眼泪。怎么礼"
        "貌地跟她说？",
        ("猫毛",),
        ("Should I adopt a pet from the shelter?", "买什么样的宠物比较适合我？")),
    _en("wa13", "allergy",
        "Update from the allergist, and it's a weird one: the soy result was a false positive. "
        "The actual culprit is lupin, which apparently hides in loads of gluten-free flours. "
        "Anyway — can you recommend a good crime novel for the beach?",
        ("lupin",),
        ("Which gluten-free bread can I buy?",),
        replaces="wa08"),
    _zh("wa14", "allergy",
        "之前跟你说我对猫毛过敏，其实去医院测了，过敏源是尘螨，猫反而没事。",
        ("尘螨",),
        ("卧室的床上用品应该怎么选？",),
        replaces="wa12"),
    _en("wa15", "allergy",
        "Plot twist from the allergy clinic: it was never the eggs. It's mustard — it was in the "
        "mayo I always had them with. So egg sandwiches are back on, ha.",
        ("mustard",),
        ("Can I have a ham sandwich from the deli?",
         "What dressing should I use for a potato salad?"),
        replaces="wa07"),

    # -- diet --------------------------
    _en("wa16", "diet",
        "Chicken dinner idea needed for tonight, something that tastes creamy. Catch: I keep "
        "kosher, so no meat and dairy together — which rules out like half the recipes online.",
        ("kosher",),
        ("Can I put parmesan on my beef lasagne?",
         "What dessert can I serve after a brisket dinner?")),
    _en("wa17", "diet",
        "Post-gym snack ideas? Been fully plant-based since 2019 — no animal products at all, "
        "honey included — and I am so bored of protein bars.",
        ("plant-based",),
        ("What should I put in my breakfast smoothie?",)),
    _en("wa18", "diet",
        "My team's organising a lunch at a steakhouse in Leeds on Friday. I only eat halal, and I "
        "don't want to make a big thing of it — how do I ask the restaurant quietly if they can "
        "accommodate?",
        ("halal",),
        ("Which gummy sweets can I buy for the party bags?",)),
    _en("wa19", "diet",
        "doing keto for the long haul (under 20g carbs a day, month 8 now 💪). what's a decent "
        "movie night snack that isn't just cheese lol",
        ("keto",),
        ("Can I have a banana with breakfast?",)),
    _en("wa20", "diet",
        "My in-laws never remember that I'm a pescatarian — fish yes, chicken and beef no — and "
        "every Christmas it's the same awkward conversation. Can you help me write a friendly "
        "text to send ahead of time?",
        ("pescatarian",),
        ("What should I order at the burger joint?",)),
    _en("wa21", "diet",
        "As a practising Muslim I don't touch pork or alcohol. It's my friend's 30th next week, "
        "can you give me a fun mocktail recipe so I'm not just holding a glass of water all night?",
        ("pork", "alcohol"),
        ("Which sausages should I grab for the barbecue?",
         "Can I use vanilla extract in this cake?")),
    _en("wa22", "diet",
        "We're Jain, so no onions, garlic or root vegetables in our house. Mum has asked me to "
        "find a new curry for Diwali — anything fit the bill?",
        ("Jain",),
        ("Can I add potatoes to the sabzi?",)),
    _en("wa23", "diet",
        "intermittent fasting 16:8 for about 2 yrs now, eating window is noon to 8pm. also random "
        "question, what's a nice coffee to bring into the office at 9?",
        ("16:8",),
        ("Can I grab a bagel on my way to work at 8am?",)),
    _en("wa24", "diet",
        "Lactose-free everything for me since my twenties, otherwise I'm glued to the loo. But I "
        "am CRAVING a milkshake — any way to make one that tastes like the real deal?",
        ("Lactose-free",),
        ("Which ice cream can I pick up at the supermarket?",)),
    _zh("wa25", "diet",
        "明天公司聚餐去吃火锅，我是纯素，鸡蛋牛奶都不吃，连骨头汤底都不行。该怎么点菜才不尴尬？",
        ("纯素",),
        ("周末烘焙用什么配方比较好？",)),
    _zh("wa26", "diet",
        "下周去成都出差三天，住在春熙路附近。我是穆斯林，只吃清真的，酒店附近吃饭方便吗？",
        ("清真",),
        ("去重庆出差，午饭怎么解决？",)),
    _zh("wa27", "diet",
        "今天加班到八点，累死了，回家只想随便吃点。这半年我一直坚持低碳水，不吃米饭面条，打算长期"
        "这样。冰箱里有鸡蛋、西兰花和一块三文鱼，能做点啥？",
        ("低碳水",),
        ("早餐吃什么比较好？",)),
    _en("wa28", "diet",
        "Had my check-up this morning and the waiting room TV was playing the worst daytime "
        "telly. Anyway, I've dropped the low-carb thing — the cardiologist has me on a "
        "Mediterranean-style diet now, lots of olive oil, fish, beans and wholegrains. Could you "
        "do me a shopping list for the week?",
        ("Mediterranean",),
        ("What should I make for dinner tonight?",),
        replaces="wa19"),
    _en("wa29", "diet",
        "Quick one — these days I'm back on eggs and dairy, just still no meat or fish, so "
        "basically vegetarian. What's a good quick lunch I can take to work?",
        ("vegetarian",),
        ("Can I order a cheese omelette at the diner?",),
        replaces="wa17"),
    _zh("wa30", "diet",
        "跟你说一下，我现在改成蛋奶素了，鸡蛋牛奶可以吃，肉还是不碰。",
        ("蛋奶素",),
        ("早餐能不能点一份芝士蛋饼？",),
        replaces="wa25"),

    # -- medical -----------------------
    _en("wa31", "medical",
        "My sister's engagement party is on the 14th and she's asked everyone to bring a dessert. "
        "I've been a type 1 diabetic since I was nine, so I'd love something I can actually eat "
        "too — ideas?",
        ("type 1 diabetic",),
        ("Can I have a slice of the wedding cake?",)),
    _en("wa32", "medical",
        "Friends want to go to a techno night in Berlin next month and honestly I'm tempted. I "
        "have epilepsy — well controlled, but strobes are a real risk. Is there a way to do it "
        "safely or should I sit this one out?",
        ("epilepsy",),
        ("Is it safe for me to go to a laser light show?",)),
    _en("wa33", "medical",
        "Recommend a bakery in Edinburgh? Has to be a dedicated one — coeliac disease, diagnosed "
        "last year, and even crumbs from a shared toaster knock me out for days.",
        ("coeliac",),
        ("Can I eat the sourdough at the café downstairs?",)),
    _en("wa34", "medical",
        "Training for a half-marathon in February. My asthma always flares up when it's cold, so "
        "the winter long runs are the tricky part. How should I structure the plan?",
        ("asthma",),
        ("What should I pack for a ski trip?",)),
    _en("wa35", "medical",
        "Long story short, I've had Crohn's for about ten years and flare-ups come out of "
        "nowhere. I'm flying to Sydney in April — any tips for 22 hours in a metal tube?",
        ("Crohn's",),
        ("What should I eat the night before a big presentation?",)),
    _en("wa36", "medical",
        "hypertension runs in my family and surprise surprise I've got it too, readings usually "
        "around 150/95. is instant ramen ok for a quick lunch or is that a terrible idea",
        ("hypertension",),
        ("How much soy sauce is okay in my cooking?",)),
    _en("wa37", "medical",
        "Two years clear of breast cancer in May! 🎉 I still get tired much faster than before, "
        "though. What kind of gentle exercise could I ease into?",
        ("breast cancer",),
        ("Which yoga class should I sign up for?",)),
    _en("wa38", "medical",
        "shopping for a new laptop for uni. chronic migraines are my nemesis (like 12 a month) so "
        "anything with a flicker-free screen or a decent night mode is a plus. what would you "
        "recommend?",
        ("migraines",),
        ("Should I go to the concert with the flashing lights?",)),
    _en("wa39", "medical",
        "PCOS means my cycle is all over the place, so please don't assume a regular 28 days when "
        "I ask period stuff. Anyway, which period-tracking app is the least annoying?",
        ("PCOS",),
        ("Why might I be gaining weight even though I exercise?",)),
    _zh("wa40", "medical",
        "最近想开始跑步，每天早上跑三公里。我有甲亢，心跳本来就快，跑步要注意什么？",
        ("甲亢",),
        ("我可以喝咖啡吗？",)),
    _zh("wa41", "medical",
        "下周去青岛玩，本人痛风好几年了，一喝啤酒吃海鲜就发作。当地有什么吃的比较安全？",
        ("痛风",),
        ("Is a seafood platter a good idea for dinner?",)),
    _zh("wa42", "medical",
        "这周连着加了三天班，项目还出了问题，整个人很崩。我有抑郁症，一直在看心理医生，这种时候睡"
        "得特别差。有什么能放松一点的方法吗？",
        ("抑郁症",),
        ("晚上睡不着怎么办？",)),
    _en("wa43", "medical",
        "New gastroenterologist, new answer: it's not Crohn's after all, it's ulcerative colitis. "
        "Same meds for now, apparently.",
        ("ulcerative colitis",),
        ("What should I eat during a flare?",),
        replaces="wa35"),
    _zh("wa44", "medical",
        "甲亢治好了，结果又变成甲减了，医生说要长期吃药。",
        ("甲减",),
        ("我老是觉得冷又没精神，正常吗？",),
        replaces="wa40"),

    # -- medication --------------------
    _en("wa45", "medication",
        "It's my best friend's wedding on Saturday and there'll be champagne everywhere. I take "
        "50mg of sertraline every morning — is one or two glasses going to be a problem?",
        ("sertraline",),
        ("Can I take St John's wort for my mood?",)),
    _en("wa46", "medication",
        "On warfarin for my mechanical heart valve, so leafy greens are a whole calculation. Can "
        "you suggest some salads that won't wreck my INR?",
        ("warfarin",),
        ("Is it ok to take ibuprofen for my headache?",)),
    _en("wa47", "medication",
        "new job starts monday and the canteen only does pastries in the morning 🙄 metformin "
        "twice a day with meals and tbh my stomach hates it, so I need breakfast ideas I can make "
        "at home that are gentle and quick",
        ("metformin",),
        ("Should I take my pills before or after a workout?",)),
    _en("wa48", "medication",
        "Trying to sort out a better morning routine, I keep running late. Just so you have the "
        "context: levothyroxine every day, first thing on an empty stomach. What time can I "
        "safely have my coffee after, and can you build me a 6:30–8:00 plan?",
        ("levothyroxine",),
        ("Can I have calcium-fortified orange juice at breakfast?",)),
    _en("wa49", "medication",
        "I'll be backpacking round Vietnam for six weeks from June. The pill I'm on (Yasmin) "
        "already makes me a bit nauseous — how do I handle the time difference without messing up "
        "my protection?",
        ("Yasmin",),
        ("Will antibiotics for traveller's diarrhoea be an issue for me?",)),
    _en("wa50", "medication",
        "Flying to Lisbon for two weeks in August! I inject Humira every other Sunday and it has "
        "to stay refrigerated — how do I keep it cold on the plane and in an Airbnb?",
        ("Humira",),
        ("Should I get the yellow fever vaccine for my Brazil trip?",)),
    _en("wa51", "medication",
        "Big party at my mate's this weekend, first one in ages since I turned into a hermit. "
        "Quick sanity check: Adderall 20mg XR each morning for ADHD — anything I shouldn't mix "
        "with it? Also what do people even wear to these things now?",
        ("Adderall",),
        ("Is it ok to drink an energy drink before my exam?",)),
    _en("wa52", "medication",
        "my daily meds are lisinopril 10mg in the morning and atorvastatin at night. grapefruit "
        "juice: yes or no? my nan swears by it",
        ("lisinopril", "atorvastatin"),
        ("Can I take a decongestant for my cold?",)),
    _zh("wa53", "medication",
        "心脏放了支架以后，医生让我每天吃阿司匹林，一天一片。下周要拔牙，需要注意什么？",
        ("阿司匹林",),
        ("下周要做个小手术，需要提前跟医生说什么？",)),
    _zh("wa54", "medication",
        "下周六朋友过三十岁生日，肯定要喝酒。我在吃二甲双胍，每天两次，喝一点有影响吗？",
        ("二甲双胍",),
        ("Can I do a 24-hour fast?",)),
    _zh("wa55", "medication",
        "下个月出国旅行一个月。我长期吃优甲乐，每天早上空腹一片，药怎么带比较好？",
        ("优甲乐",),
        ("早上能先喝豆浆吗？",)),
    _zh("wa56", "medication",
        "我每天晚上都得吃褪黑素才能睡着，3毫克。明天飞纽约要倒时差，怎么安排？",
        ("褪黑素",),
        ("晚上睡前还能喝点酒吗？",)),
    _en("wa57", "medication",
        "doc took me off the tablets, I'm on insulin now — 12 units of Lantus at bedtime. still "
        "getting the hang of it",
        ("insulin", "Lantus"),
        ("What should I keep in my bag when I go hiking?",),
        replaces="wa47"),
    _en("wa58", "medication",
        "Switched from the SSRI to bupropion last month because the old one was wrecking my sleep.",
        ("bupropion",),
        ("Is it safe to have a few drinks at the wedding?",),
        replaces="wa45"),
    _zh("wa59", "medication",
        "医生给我换药了，原来的那个不吃了，现在改打胰岛素，每天晚上一针。",
        ("胰岛素",),
        ("出门旅行药要怎么保存？",),
        replaces="wa54"),
    _en("wa60", "medication",
        "Moved off the stimulant — I'm on Strattera now, non-stimulant, so hopefully less jittery.",
        ("Strattera",),
        ("Can I have a coffee before my exam?",),
        replaces="wa51"),

    # -- accessibility -----------------
    _en("wa61", "accessibility",
        "Three days in Rome next month and I want to see as much as possible! I'm a wheelchair "
        "user, so stairs are basically a wall for me — which museums and sights should I "
        "prioritise?",
        ("wheelchair",),
        ("Which hotel in Florence should I book?",)),
    _en("wa62", "accessibility",
        "Deaf since birth, BSL is my first language, so phone calls are out. How do I cancel my "
        "gym membership when their website just says 'call us'?",
        ("Deaf", "BSL"),
        ("What's the best way to contact my bank about a fraud charge?",)),
    _en("wa63", "accessibility",
        "I'm legally blind and use a screen reader (NVDA), so please skip tables and ASCII art in "
        "your answers. Now: how do I set up a simple monthly budget in Excel?",
        ("legally blind", "screen reader"),
        ("Can you show me a chart comparing these phone plans?",)),
    _en("wa64", "accessibility",
        "Since the knee replacement I walk with a cane and can't manage much more than 500 metres "
        "at a time. Planning a day in Barcelona with my grandkids — what's doable?",
        ("cane",),
        ("What's a good city-break itinerary in Prague?",)),
    _en("wa65", "accessibility",
        "Thesis defence in three weeks and my slides look like a ransom note. colorblind "
        "(deuteranopia) so red/green charts are useless to me lol — can you recommend a palette "
        "and a clean font?",
        ("colorblind",),
        ("Which map style should I use for my cycling app?",)),
    _en("wa66", "accessibility",
        "My partner and I are finally looking at buying a place. Dyslexia makes long walls of "
        "text really hard for me, so short sentences and bullet points please. Can you explain "
        "how a mortgage works?",
        ("Dyslexia",),
        ("Can you explain how pensions work?",)),
    _en("wa67", "accessibility",
        "Date night on Friday in Manchester 😊 I've got hearing aids in both ears and loud "
        "restaurants are a nightmare — any quiet places that are still nice?",
        ("hearing aids",),
        ("Where should I hold my birthday dinner?",)),
    _en("wa68", "accessibility",
        "My MS means I use a rollator on bad days and I wipe out fast in the heat. We're thinking "
        "about a family holiday in August — where would work?",
        ("rollator",),
        ("Which theme park should we visit?",)),
    _en("wa69", "accessibility",
        "Since the stroke I've only got proper use of my left hand, so typing is slow — keep your "
        "replies short and don't ask me to type a lot back. What's a quick dinner I can make "
        "one-handed?",
        ("left hand",),
        ("What kitchen gadgets would make cooking easier?",)),
    _zh("wa70", "accessibility",
        "周末想和朋友去看电影。我是听障人士，戴人工耳蜗，一般需要字幕才能跟上剧情，最近有什么带中"
        "文字幕的好片推荐？",
        ("人工耳蜗", "听障"),
        ("周末想去看话剧，需要提前准备什么？",)),
    _zh("wa71", "accessibility",
        "五一想去杭州玩几天。我坐轮椅，出门最怕没有无障碍通道，有什么建议？",
        ("轮椅",),
        ("去西安玩哪些景点比较方便？",)),
    _zh("wa72", "accessibility",
        "我高度近视加弱视，手机字要调到最大才看得清。你回复的时候尽量简短一点，谢谢。",
        ("弱视",),
        ("帮我推荐一款电子阅读器？",)),
    _en("wa73", "accessibility",
        "Since the second operation I've graduated to a mobility scooter for anything longer than "
        "a corridor.",
        ("mobility scooter",),
        ("Which sights in Paris can I manage in a day?",),
        replaces="wa64"),
    _zh("wa74", "accessibility",
        "恢复得不错，现在不用坐轮椅了，但走路还得拄拐杖，走不了太远。",
        ("拐杖",),
        ("去苏州玩需要注意什么？",),
        replaces="wa71"),

    # -- pregnancy ---------------------
    _en("wa75", "pregnancy",
        "My friend's birthday dinner is at a sushi place on Thursday 🍣 and I'm 14 weeks pregnant "
        "with our first — what can I safely order?",
        ("14 weeks pregnant",),
        ("Can I have a soft cheese platter at the party?",)),
    _en("wa76", "pregnancy",
        "We found out last week that we're expecting!! Due date is 3 November. Haven't told "
        "anyone except my mum. What should I be doing in the first trimester?",
        ("expecting", "3 November"),
        ("When should I start my maternity leave?",)),
    _en("wa77", "pregnancy",
        "working from home and my back is absolutely shot — 30 wks along with twins will do that. "
        "any chair or cushion recommendations?",
        ("twins", "30 wks"),
        ("Is it okay for me to fly to Dublin next month?",)),
    _en("wa78", "pregnancy",
        "My sister booked us a spa day for my birthday. Baby's due in March, so no hot tubs or "
        "saunas for me — which treatments should I pick?",
        ("due in March",),
        ("Should I go to the hot yoga class?",)),
    _en("wa79", "pregnancy",
        "Second trimester and the nausea has FINALLY stopped. Planning a little babymoon in "
        "Portugal — where should we go?",
        ("Second trimester",),
        ("Which vaccines do I need before travelling?",)),
    _en("wa80", "pregnancy",
        "Need office-friendly lunch ideas. I'm pregnant (haven't told my boss yet, so nothing too "
        "obvious) and I've also got gestational diabetes, so carbs are limited.",
        ("pregnant", "gestational diabetes"),
        ("What snacks can I keep in my desk drawer?",)),
    _en("wa81", "pregnancy",
        "Feeling a bit flat today, everyone at work seems to be announcing pregnancies. We've "
        "been trying to conceive for a year and started IVF in January. Is there anything I "
        "should cut out of my diet to give it the best shot? And any books that might help me "
        "stay sane?",
        ("IVF",),
        ("Can I still drink coffee in the mornings?",)),
    _zh("wa82", "pregnancy",
        "周末朋友约我去爬山，说是很简单的路线，来回四个小时。我怀孕五个月了，最近腰也酸得厉害，这"
        "种强度能去吗？还是在家躺着算了？",
        ("怀孕五个月",),
        ("可以吃生鱼片吗？",)),
    _zh("wa83", "pregnancy",
        "孕早期反应特别大，吃什么都吐。预产期是八月底，现在才第九周，有没有什么缓解的办法？",
        ("八月底", "孕早期"),
        ("我能喝奶茶吗？",)),
    _zh("wa84", "pregnancy",
        "怀了二胎，这次还是双胞胎，医生让我多休息。帮我想想怎么跟公司请假？",
        ("双胞胎",),
        ("What exercises are safe for me now?",)),
    _en("wa85", "pregnancy",
        "The scan changed things — baby's now expected around the 20th of October instead.",
        ("20th of October",),
        ("When should I pack my hospital bag?",),
        replaces="wa76"),
    _en("wa86", "pregnancy",
        "The third round worked — I'm pregnant!! Only 6 weeks, so super early and I'm terrified "
        "to jinx it.",
        ("pregnant", "6 weeks"),
        ("Is it safe to keep doing my spin classes?",),
        replaces="wa81"),
    _zh("wa87", "pregnancy",
        "现在已经七个多月了，肚子大得弯不下腰。",
        ("七个多月",),
        ("还能坐长途飞机吗？",),
        replaces="wa82"),

    # -- aversion ----------------------
    _en("wa88", "aversion",
        "Making a Thai green curry for friends on Saturday. Coriander tastes like washing-up "
        "liquid to me, honestly I can't be in the same room as it — what can I use instead to "
        "keep it fresh?",
        ("Coriander",),
        ("What should I order at the Vietnamese place?",)),
    _en("wa89", "aversion",
        "terrified of flying, like full panic attack at take-off. I need to get from London to "
        "Rome for a wedding in June — what are my options?",
        ("flying",),
        ("How should I get to Madrid for the conference?",)),
    _en("wa90", "aversion",
        "Mushrooms are slimy little horrors and I refuse to eat them. That said, I'd love a good "
        "risotto recipe for date night?",
        ("Mushrooms",),
        ("What pizza toppings should I pick?",)),
    _en("wa91", "aversion",
        "Going camping in Queensland next month and want a proper packing list. Heads up — "
        "spiders. Absolutely not. Even photos make me shake.",
        ("spiders",),
        ("Should I go to the bug house at the zoo with my nephews?",)),
    _en("wa92", "aversion",
        "Doctor wants me to get an MRI next week and I'm already dreading it — I'm "
        "claustrophobic, even lifts make me sweat. What can I ask for to make it easier?",
        ("claustrophobic",),
        ("Should I book the cave tour in Slovenia?",)),
    _en("wa93", "aversion",
        "My partner is making a Greek salad for our guests tonight and wants my help adjusting "
        "it. Olives are an abomination, so how do I make sure my portion still tastes like "
        "something?",
        ("Olives",),
        ("Which tapenade should I buy for the party?",)),
    _en("wa94", "aversion",
        "Movie night at my friend's next weekend and I'm picking. Horror films give me nightmares "
        "for weeks, I genuinely can't do them. Suggestions?",
        ("Horror",),
        ("What should we watch on Halloween?",)),
    _en("wa95", "aversion",
        "We're off to the Maldives for our anniversary! Deep water freaks me out though — never "
        "learned to swim properly and even the deep end of a pool makes me panic. What activities "
        "would I enjoy?",
        ("Deep water",),
        ("Should I book the snorkelling trip?",)),
    _en("wa96", "aversion",
        "got a blood test friday and needles make me pass out, like literally hit the floor last "
        "time. any tips??",
        ("needles",),
        ("Should I get a tattoo for my 30th?",)),
    _zh("wa97", "aversion",
        "下周去北京出差，想趁晚上吃点好的。我最讨厌香菜了，一点点都不行，北京的面馆是不是很多都放"
        "？帮我推荐几家靠谱的？",
        ("香菜",),
        ("点越南河粉要注意什么？",)),
    _zh("wa98", "aversion",
        "下个月公司团建要去张家界，可我有恐高症，站在二楼阳台往下看都腿软。怎么办？",
        ("恐高",),
        ("去重庆玩，推荐哪些景点？",)),
    _zh("wa99", "aversion",
        "下个月去清迈玩一周，第一次去泰国，想做个攻略。榴莲的味道我真的受不了，闻到就想吐，有什么"
        "要注意的吗？",
        ("榴莲",),
        ("当地的水果市场值得去吗？",)),
    _en("wa100", "aversion",
        "Weirdly mushrooms have grown on me, but aubergine is the one I can't face now — the "
        "texture makes me gag.",
        ("aubergine",),
        ("What should I order at the Turkish restaurant?",),
        replaces="wa90"),
    _zh("wa101", "aversion",
        "香菜我现在能接受了，反倒是葱花越来越受不了。",
        ("葱花",),
        ("帮我推荐一碗好吃的面？",),
        replaces="wa97"),

    # -- name --------------------------
    _en("wa102", "name",
        "Hi! Priya here, by the way — should have introduced myself ages ago. Can you help me "
        "write a cover letter for a marketing role?",
        ("Priya",),
        ("Can you draft a sign-off for my emails?",)),
    _en("wa103", "name",
        "call me Jonno, everyone does. full name's Jonathan but nobody uses it unless I'm in "
        "trouble",
        ("Jonno",),
        ("Can you write me an email signature?",)),
    _en("wa104", "name",
        "My name's Siobhán (it's pronounced shiv-AWN, it's Irish). Could you draft a short intro "
        "for my LinkedIn?",
        ("Siobhán",),
        ("Write a short bio for the conference programme.",)),
    _en("wa105", "name",
        "Tomasz again — the one who asked about road bikes yesterday. Still undecided, but new "
        "question: how do I thank my landlord for fixing the boiler so fast?",
        ("Tomasz",),
        ("Can you write a thank-you note from me to my neighbour?",)),
    _en("wa106", "name",
        "Folks online know me as kiwi_dan but just Dan is fine here. Anyway, can you help with a "
        "birthday message for my aunt?",
        ("Dan",),
        ("Write a toast I can give at my friend's wedding.",)),
    _en("wa107", "name",
        "Before we start: the name is Marguerite, not Margaret — people get it wrong all the time "
        "and it drives me up the wall. Right. I need a short bio for a local gallery showing my "
        "watercolours next month.",
        ("Marguerite",),
        ("Write a short bio for my art exhibition.",)),
    _en("wa108", "name",
        "I'm putting together a zine with some friends and need a contributor blurb. I go by my "
        "middle name, Elliot, so please use that rather than my first name in anything you write "
        "for me.",
        ("Elliot",),
        ("Draft a voicemail greeting for my phone.",)),
    _en("wa109", "name",
        "Sarah Mitchell here, I run the book club at the library. Could you help me write this "
        "month's newsletter? We're reading Piranesi.",
        ("Sarah Mitchell",),
        ("Sign off this newsletter for me.",)),
    _en("wa110", "name",
        "Kwame here 👋 quick question about my tax return — do I need to declare the money I made "
        "selling old furniture?",
        ("Kwame",),
        ("Can you write me a short speaker intro for the panel?",)),
    _zh("wa111", "name",
        "我叫王晓雯，大家都叫我雯雯。下周入职，帮我写个简短的自我介绍？",
        ("王晓雯", "雯雯"),
        ("帮我写一段婚礼上的致辞？",)),
    _zh("wa112", "name",
        "叫我阿杰就行，朋友都这么叫。话说帮我想个周末的安排？",
        ("阿杰",),
        ("帮我写个微信签名？",)),
    _zh("wa113", "name",
        "本人姓林，单名一个峰字。公司的邮件签名怎么写比较正式？",
        ("林", "峰"),
        ("Write a formal email signature for me.",)),
    _en("wa114", "name",
        "Can you stop using the nickname? Plain Jon is fine — I've outgrown the other one.",
        ("Jon",),
        ("How should you greet me?",),
        replaces="wa103"),
    _en("wa115", "name",
        "Got married in June, so I'm Sarah Okafor now — please use the new surname on anything "
        "formal.",
        ("Okafor",),
        ("Can you write the sign-off for my work emails?",),
        replaces="wa109"),
    _zh("wa116", "name",
        "以后别叫我阿杰了，叫我杰哥吧，哈哈。",
        ("杰哥",),
        ("你平时怎么称呼我？",),
        replaces="wa112"),

    # -- family ------------------------
    _en("wa117", "family",
        "Writing this one-handed at 4am with a baby asleep on me. Our son Rafael arrived on 2 "
        "May, 3.4 kg of pure chaos 😅 What's a realistic nap schedule at six weeks, and is it "
        "normal that he only sleeps when held?",
        ("Rafael",),
        ("What should we get for the christening?",)),
    _en("wa118", "family",
        "My wife, Ingrid, is Norwegian and her birthday is next Friday. She hates clutter — any "
        "gift ideas under £100 that aren't just 'stuff'?",
        ("Ingrid",),
        ("What should I cook for our anniversary?",)),
    _en("wa119", "family",
        "Three kids here (12, 9 and 4), so any weekend plan has to work for all ages at once. "
        "What can we do in Lisbon in a day?",
        ("Three kids",),
        ("Which car should we buy?",)),
    _en("wa120", "family",
        "My husband Marcus is a chef, so I basically never cook lol. What do you buy someone who "
        "already owns every kitchen gadget ever?",
        ("Marcus",),
        ("What should I get my husband for Christmas?",)),
    _en("wa121", "family",
        "My dad has Alzheimer's and moved in with us last year, so weekends are mostly "
        "caregiving. Any ideas for activities we can do together at home?",
        ("Alzheimer's",),
        ("Should we take my father to the crowded Christmas market?",)),
    _en("wa122", "family",
        "Need lunchbox ideas that are school-safe. My daughter Zoe is 7 and allergic to peanuts — "
        "she carries an EpiPen and the school is very strict.",
        ("Zoe", "peanuts"),
        ("What snack should I pack for the school trip?",)),
    _en("wa123", "family",
        "Single dad to twin boys, Leo and Max, who are obsessed with dinosaurs. Their 6th "
        "birthday is coming up — party ideas?",
        ("Leo", "Max"),
        ("What should I get the kids for Christmas?",)),
    _en("wa124", "family",
        "Since the divorce the kids live with me every other week. Need help planning meals for "
        "the weeks they're here without wasting food the weeks they aren't.",
        ("every other week",),
        ("How much should I budget for groceries this month?",)),
    _zh("wa125", "family",
        "我儿子叫小宇，今年六岁，刚上一年级，精力旺盛得不行。这周末天气好，帮我想想带他去哪儿玩能"
        "把电放完？",
        ("小宇",),
        ("孩子生日送什么礼物好？",)),
    _zh("wa126", "family",
        "我和老公结婚十年了，他叫陈浩，平时话不多但特别顾家。结婚纪念日快到了，想给他一个惊喜，有"
        "什么浪漫又不太花钱的点子？",
        ("陈浩",),
        ("情人节送什么礼物好？",)),
    _zh("wa127", "family",
        "我妈有糖尿病，跟我们一起住，每天做饭都要考虑她。今晚做点什么好？",
        ("糖尿病",),
        ("周末家庭聚餐吃什么？",)),
    _zh("wa128", "family",
        "我家有两个娃，老大十岁老二三岁。暑假去哪儿玩合适？",
        ("两个娃",),
        ("买什么车比较合适？",)),
    _en("wa129", "family",
        "Big news — baby number four arrived on Tuesday, another girl! So it's four kids to plan "
        "around now, heaven help me.",
        ("four kids",),
        ("Which holiday cottage should we book in Cornwall?",),
        replaces="wa119"),
    _en("wa130", "family",
        "Marcus and I separated in the spring, and I'm engaged to Daniel now — still feels "
        "surreal typing that.",
        ("Daniel",),
        ("What should I get my fiancé for his birthday?",),
        replaces="wa120"),
    _zh("wa131", "family",
        "老三也出生了，现在家里三个娃了，头疼。",
        ("三个娃",),
        ("出去玩订什么样的酒店房间？",),
        replaces="wa128"),

    # -- pet ---------------------------
    _en("wa132", "pet",
        "Biscuit, my 14-year-old cat, has kidney disease now. The vet mentioned low-phosphorus "
        "wet food — which brands are decent?",
        ("Biscuit",),
        ("Which houseplants are safe to keep at home?",)),
    _en("wa133", "pet",
        "Two rescue greyhounds share my sofa (and my bed, let's be honest). Looking for a cottage "
        "in Wales for the May bank holiday.",
        ("greyhounds",),
        ("Which holiday let should I book for the long weekend?",)),
    _en("wa134", "pet",
        "got a bearded dragon called Spike and he's my whole personality now lol. what "
        "temperature should the basking spot be?",
        ("bearded dragon", "Spike"),
        ("What should I ask the pet sitter to do while I'm away?",)),
    _en("wa135", "pet",
        "Party planning for the most important member of the household: our golden retriever "
        "Maple turns 10 next week 🎂 What kind of cake is safe for dogs, and should I invite the "
        "neighbour's spaniel?",
        ("golden retriever", "Maple"),
        ("How long should our daily walks be?",)),
    _en("wa136", "pet",
        "Six hens in the back garden means we're drowning in eggs. Any recipes that use a dozen "
        "at once?",
        ("hens",),
        ("Should I worry about foxes in my area?",)),
    _en("wa137", "pet",
        "Working-from-home calls are interesting since my parrot talks all day (African grey, 22 "
        "years old). How do I soundproof a room cheaply?",
        ("parrot", "African grey"),
        ("Is it safe to use non-stick pans at home?",)),
    _en("wa138", "pet",
        "horse owner here — Duchess lives at a livery yard 20 minutes out and eats my entire "
        "salary. Budget for a new saddle?",
        ("Duchess",),
        ("What should I wear to the stables in winter?",)),
    _en("wa139", "pet",
        "We adopted a one-eyed tabby called Pirate from the Bristol shelter last weekend! He's "
        "hiding under the bed. How long until he settles?",
        ("Pirate",),
        ("Which plants should I get rid of?",)),
    _zh("wa140", "pet",
        "最近天气变热了，家里空调开一整天。我家猫叫团子，英短，三岁，这几天掉毛特别严重，沙发上全"
        "是毛，怎么办？",
        ("团子",),
        ("家里能摆百合花吗？",)),
    _zh("wa141", "pet",
        "养了一只柯基叫可乐，每天都要遛两次。下周出差一周，寄养还是请人上门？",
        ("柯基", "可乐"),
        ("租房时要注意什么？",)),
    _zh("wa142", "pet",
        "我有两只仓鼠，晚上特别吵，跑轮转一整夜，我都睡不着。怎么让它们安静点？",
        ("仓鼠",),
        ("买什么样的笼子好？",)),
    _en("wa143", "pet",
        "We lost Maple in the autumn. Got a puppy now though — a beagle called Otis, and he's "
        "already eaten a shoe.",
        ("beagle", "Otis"),
        ("How many times a day should the puppy eat?",),
        replaces="wa135"),
    _zh("wa144", "pet",
        "仓鼠都送人了，现在改养了一只兔子。",
        ("兔子",),
        ("家里电线要怎么处理？",),
        replaces="wa142"),

    # -- home --------------------------
    _en("wa145", "home",
        "Living in Lyon these days, third year here, and I still haven't seen half the region. "
        "Any good day trips by train for a long weekend? Ideally somewhere with good wine and not "
        "too many tourists.",
        ("Lyon",),
        ("What's the weather going to be like this weekend?",)),
    _en("wa146", "home",
        "Finally got the raised beds built this weekend, my arms are wrecked. Here in Nairobi the "
        "long rains just started — what should I plant first in the veg garden, and how deep?",
        ("Nairobi",),
        ("What time zone should I put the meeting invite in?",)),
    _en("wa147", "home",
        "Trying to make my place feel less grim this winter. I live in a tiny flat in Glasgow — "
        "no garden, no balcony, not much light. Which houseplants survive that, and any cheap "
        "lighting tricks?",
        ("Glasgow",),
        ("Where can I go hiking within an hour's drive?",)),
    _en("wa148", "home",
        "We moved from Texas to Calgary last fall and im not ready for my first real winter lol. "
        "what do i actually need??",
        ("Calgary",),
        ("What tyres should I get for the car?",)),
    _en("wa149", "home",
        "Quick q from someone in rural Vermont — nearest grocery store is 40 minutes away. Meal "
        "prep ideas for two weeks?",
        ("Vermont",),
        ("When's the best time to see fall colours near me?",)),
    _en("wa150", "home",
        "Footy question! Based in Auckland, so when you give me kick-off times please convert "
        "them, I always get it wrong. When's the Champions League final for me, and is it worth "
        "staying up?",
        ("Auckland",),
        ("What time should I join the call with the London office?",)),
    _en("wa151", "home",
        "im in buenos aires and basically settled now — 2 yrs, got my DNI and everything. where's "
        "good for asado near Palermo?",
        ("buenos aires",),
        ("What should I pack for a weekend away in January?",)),
    _en("wa152", "home",
        "Our place on the edge of Melbourne backs onto bushland, so snakes are a thing. What do I "
        "do if one turns up in the garage?",
        ("Melbourne",),
        ("What's a good weekend trip by car?",)),
    _zh("wa153", "home",
        "最近工作特别累，想趁周末出去透透气。我在深圳住了五年了，夏天热得要命，附近有没有凉快一点"
        "、开车两三个小时能到的地方？",
        ("深圳",),
        ("冬天需要买羽绒服吗？",)),
    _zh("wa154", "home",
        "人在成都，天天吃辣，胃有点受不了了。朋友下周来玩，她一点辣都不能吃，有什么不辣的本地小吃"
        "推荐？",
        ("成都",),
        ("周末去哪里爬山？",)),
    _zh("wa155", "home",
        "我老家在东北，现在定居上海了。上海冬天没暖气怎么过？",
        ("上海",),
        ("附近有什么好玩的展览？",)),
    _zh("wa156", "home",
        "去年搬到了新加坡，现在还在适应这边的天气。有什么防潮的好办法？",
        ("新加坡",),
        ("周末去哪里徒步比较好？",)),
    _en("wa157", "home",
        "Finally done unpacking — Rotterdam is home now, the French chapter's officially over.",
        ("Rotterdam",),
        ("What should I wear this week with all the rain?",),
        replaces="wa145"),
    _en("wa158", "home",
        "We left Scotland over the summer; renting a terraced house in Cardiff now.",
        ("Cardiff",),
        ("Which beaches are within an hour of me?",),
        replaces="wa147"),
    _zh("wa159", "home",
        "我已经从深圳搬回老家长沙了，离爸妈近一点。",
        ("长沙",),
        ("周末附近有什么地方可以玩？",),
        replaces="wa153"),
    _en("wa160", "home",
        "Moved back to Kampala to be near my mum, so that's where you'll find me now.",
        ("Kampala",),
        ("Is it going to rain this weekend?",),
        replaces="wa146"),

    # -- work --------------------------
    _en("wa161", "work",
        "I'm a paediatric nurse on a busy ward in Birmingham, which probably explains my dark "
        "sense of humour. Can you suggest some funny podcasts for the commute?",
        ("paediatric nurse",),
        ("What shoes are best for long shifts?",)),
    _en("wa162", "work",
        "Software engineer at Shopify, mostly backend Ruby. My manager wants a self-review by "
        "Friday — help me structure it?",
        ("Software engineer", "Shopify"),
        ("How should I prepare for my promotion conversation?",)),
    _en("wa163", "work",
        "Bit of a strange feeling this week. Retired in March after 34 years teaching chemistry, "
        "and the novelty of lie-ins has worn off already. What on earth do people do with all "
        "this free time? Volunteering ideas welcome.",
        ("Retired",),
        ("What should I do on a Monday morning?",)),
    _en("wa164", "work",
        "Got a request from a couple for a three-tier cake and I've no idea what to charge. I run "
        "a small bakery in Porto, up at 4am every day, and I always undersell myself. How should "
        "I price wedding cakes?",
        ("bakery",),
        ("What should I write in my business's Instagram bio?",)),
    _en("wa165", "work",
        "As a freelance illustrator I never know what I'll earn month to month. How should I "
        "handle putting money aside for taxes?",
        ("freelance illustrator",),
        ("What should I put on my portfolio website?",)),
    _en("wa166", "work",
        "Tax season again, my least favourite time of year. I drive for Uber full-time in Chicago "
        "— what's the best way to track mileage for deductions, and is there an app you'd trust?",
        ("Uber",),
        ("What car should I buy next?",)),
    _en("wa167", "work",
        "I work in-house as a lawyer for an insurance company — mostly contract reviews. Can you "
        "help me draft an email declining a meeting?",
        ("lawyer",),
        ("What continuing education courses should I take this year?",)),
    _en("wa168", "work",
        "Meal prep question. Firefighter, 12 years in, and the shift pattern wrecks my sleep and "
        "my eating. What can I batch-cook on a Sunday that reheats well at 3am?",
        ("Firefighter",),
        ("What's a good Christmas gift for my crew?",)),
    _zh("wa169", "work",
        "我是高中数学老师，带两个毕业班。最近学生压力大，有什么办法缓解？",
        ("数学老师",),
        ("暑假有什么适合我的培训课程？",)),
    _zh("wa170", "work",
        "最近感觉时间完全不够用。在腾讯做产品经理，一天能开六七个会，文档只能晚上写。有什么提高效"
        "率的方法吗？",
        ("腾讯", "产品经理"),
        ("年终述职报告怎么写？",)),
    _zh("wa171", "work",
        "今天又被差评了，心累。我是外卖骑手，在杭州跑单，一下雨订单就多，手机老进水。下雨天怎么保"
        "护手机？",
        ("外卖骑手",),
        ("买什么保险比较合适？",)),
    _zh("wa172", "work",
        "我自己开了一家奶茶店，生意一般。怎么做活动吸引学生？",
        ("奶茶店",),
        ("Write me a short ad for our opening anniversary.",)),
    _en("wa173", "work",
        "Last day at the old place was Friday — Monday I start as a staff engineer at Stripe.",
        ("Stripe", "staff engineer"),
        ("What should I ask my new manager in our first one-on-one?",),
        replaces="wa162"),
    _en("wa174", "work",
        "Left the ward in January — I'm a school nurse now, so term time and normal hours at last.",
        ("school nurse",),
        ("What should I do with the summer holidays?",),
        replaces="wa161"),
    _zh("wa175", "work",
        "已经从腾讯离职了，现在去了一家创业公司做运营。",
        ("运营", "创业公司"),
        ("怎么快速涨粉？",),
        replaces="wa170"),
    _en("wa176", "work",
        "Quit driving last month, I'm a dispatcher at a logistics firm now — desk job, finally.",
        ("dispatcher",),
        ("What's a good ergonomic chair for long days?",),
        replaces="wa166"),

    # -- schedule ----------------------
    _en("wa177", "schedule",
        "New gym opened round the corner and it's 24 hours, which is perfect because I work "
        "nights (10pm–8am) — my 'morning' is everyone else's evening. When's the best time for me "
        "to actually go?",
        ("nights",),
        ("What time should I eat my main meal?",)),
    _en("wa178", "schedule",
        "Trying to get my flat under control, it's a tip. Tuesdays and Thursdays are dialysis "
        "days and I'm wiped out after, so those are write-offs. Can you plan me a weekly cleaning "
        "rota that's realistic?",
        ("Tuesdays and Thursdays", "dialysis"),
        ("When should I book my haircut this week?",)),
    _en("wa179", "schedule",
        "New job, new calendar chaos. Fridays I pick the kids up at 3 sharp, non-negotiable, so "
        "no meetings after 2:30 that day. Can you help me set up recurring focus blocks around "
        "everything?",
        ("Fridays",),
        ("When should I schedule the team retrospective?",)),
    _en("wa180", "schedule",
        "Choir rehearsal is every Wednesday evening, so midweek plans never work for me. Suggest "
        "a time for a book club?",
        ("Wednesday",),
        ("What evening works for a weekly pottery class?",)),
    _en("wa181", "schedule",
        "My shifts at the hospital rotate 4 on, 4 off, 12 hours each, so a "
        "Monday-Wednesday-Friday gym plan is useless to me. How do I build a workout routine that "
        "actually fits?",
        ("4 on, 4 off",),
        ("When can I fit in a weekend trip?",)),
    _en("wa182", "schedule",
        "School run's at 8:15 every weekday so I'm never free before 9. Whens good for a dentist "
        "appt?",
        ("8:15",),
        ("When's a good time for a morning call with Singapore?",)),
    _en("wa183", "schedule",
        "Organising my team's first in-person lunch since I became manager. I fast every Monday "
        "and Thursday (sunnah fasting), sunrise to sunset, so those are out. Which day and which "
        "place would you suggest near Canary Wharf?",
        ("Monday and Thursday",),
        ("Which day should I host the dinner party?",)),
    _en("wa184", "schedule",
        "Saturdays are sacred — Shabbat, so no phones, no driving, nothing till sundown. Can we "
        "move the planning call?",
        ("Shabbat",),
        ("When should I schedule the house viewing?",)),
    _en("wa185", "schedule",
        "Trying to set up a recurring team meeting across three time zones, which is a nightmare. "
        "Gym's my 6am thing every weekday, 6 to 7, so don't put anything there — what slot would "
        "work for London and New York?",
        ("6am",),
        ("When should I set the daily stand-up?",)),
    _zh("wa186", "schedule",
        "最近在考证，每周一三五晚上要上夜校，七点到九点，回家都十点了。帮我安排一下健身时间？",
        ("一三五",),
        ("朋友约我周中吃饭，哪天比较好？",)),
    _zh("wa187", "schedule",
        "银行卡丢了，要去柜台补办，但是有个问题：我们医院是三班倒，我固定上夜班，白天要睡觉。一般"
        "几点去银行人少、又不太影响睡觉？",
        ("夜班",),
        ("什么时间给我打电话比较好？",)),
    _zh("wa188", "schedule",
        "想报个烘焙班，但是有个问题：每个周末都要回老家看奶奶，周六一早出发周日晚上回。还有别的时"
        "间段的班吗？",
        ("周末",),
        ("报个什么兴趣班时间上比较合适？",)),
    _en("wa189", "schedule",
        "Switched to day shifts finally, 7 till 3:30, so I'm a human again.",
        ("day shifts",),
        ("When should I go food shopping?",),
        replaces="wa177"),
    _en("wa190", "schedule",
        "The unit moved my sessions — it's Mondays, Wednesdays and Fridays now.",
        ("Mondays", "Wednesdays", "Fridays"),
        ("Which evenings am I free for a book club?",),
        replaces="wa178"),
    _zh("wa191", "schedule",
        "夜校换时间了，现在改成周二周四晚上。",
        ("周二周四",),
        ("健身安排在哪天比较好？",),
        replaces="wa186"),

    # -- budget ------------------------
    _en("wa192", "budget",
        "Cost of living is brutal right now. Trying to keep the food shop under £60 a week for "
        "the two of us — can you do a meal plan with a shopping list, ideally using Aldi?",
        ("£60",),
        ("What should I buy at the supermarket this week?",)),
    _en("wa193", "budget",
        "Venue visits all weekend and my head is spinning. Budget for the wedding is $15k total, "
        "not a cent more — my parents can't help. Where do couples usually save without it "
        "looking cheap?",
        ("$15k",),
        ("How much should we spend on the photographer?",)),
    _en("wa194", "budget",
        "I'm a student living on about 900 euros a month including rent, and I'm trying to be "
        "healthier this semester. Is a gym membership realistic or should I just run outside?",
        ("900 euros",),
        ("Can I afford a weekend in Amsterdam?",)),
    _en("wa195", "budget",
        "Finally agreed with my partner that we need a proper holiday this summer. We've set "
        "aside 2,000 for it, flights included. Greece or Croatia — which gets us more for the "
        "money?",
        ("2,000",),
        ("Which hotel should we book?",)),
    _en("wa196", "budget",
        "My old laptop finally died mid-render, RIP. Max I can do on a new one is around 700 "
        "bucks, and it needs to handle video editing for my YouTube channel. What should I look "
        "at?",
        ("700 bucks",),
        ("Which computer should I buy for editing?",)),
    _en("wa197", "budget",
        "Winter's coming and I'm already dreading the heating. Money's tight since I'm on "
        "disability benefits — around £1,100 a month. How do I cut my energy bill without "
        "freezing?",
        ("£1,100",),
        ("Can I afford a new sofa?",)),
    _en("wa198", "budget",
        "We can manage a mortgage of maybe 1,800 a month max, so house hunting in Denver is... "
        "fun. Which neighbourhoods?",
        ("1,800",),
        ("What price range should we look at?",)),
    _en("wa199", "budget",
        "rent cap for me is 1200 CAD, moving for school in sept. whats realistic near campus?",
        ("1200 CAD",),
        ("Which apartments should I look at?",)),
    _en("wa200", "budget",
        "Christmas is creeping up and I'm trying to get organised early this year. Presents "
        "budget is 50 per person, 12 people on the list. Can you help me brainstorm?",
        ("50 per person",),
        ("What should I get my nephew?",)),
    _zh("wa201", "budget",
        "我每个月工资到手八千，房租就要三千，剩下的感觉一眨眼就没了。有没有什么靠谱的存钱方法？",
        ("八千",),
        ("买个新手机多少钱合适？",)),
    _zh("wa202", "budget",
        "新房下个月交房，最近天天看装修案例看到头大。装修预算就二十万，不能再多了，厨房怎么装比较"
        "划算？",
        ("二十万",),
        ("家具买什么档次的？",)),
    _zh("wa203", "budget",
        "上个月信用卡账单吓到我了，必须得改。从这个月开始，每月生活费控制在三千以内，包括吃饭和交"
        "通。帮我做个记账表格？",
        ("三千以内",),
        ("周末出去玩花多少合适？",)),
    _en("wa204", "budget",
        "Got a part-time job at the library, so I've got roughly 1,400 a month to play with now.",
        ("1,400",),
        ("Can I afford a trip to Paris?",),
        replaces="wa194"),
    _en("wa205", "budget",
        "Scratch the earlier limit — my parents chipped in, so I can go up to 1,200 for the "
        "laptop now.",
        ("1,200",),
        ("Which computer should I buy for editing?",),
        replaces="wa196"),
    _zh("wa206", "budget",
        "装修预算追加了，现在能到三十万。",
        ("三十万",),
        ("沙发买什么档次的？",),
        replaces="wa202"),

    # -- address -----------------------
    _en("wa207", "address",
        "Writing a speaker bio for a tech meetup next month — keep it short and a bit funny. My "
        "pronouns are they/them, please use those if you ever refer to me.",
        ("they/them",),
        ("Write a short bio about me in the third person.",)),
    _en("wa208", "address",
        "Conference season again. Please call me Dr Okonkwo in anything formal — I worked hard "
        "for that PhD. Could you draft a short speaker intro for a panel on urban water systems?",
        ("Dr Okonkwo",),
        ("Draft the opening line of my conference bio.",)),
    _en("wa209", "address",
        "she/her, btw! writing a bio for my portfolio and want it in third person.",
        ("she/her",),
        ("Write a short third-person intro for my website.",)),
    _en("wa210", "address",
        "Address for the delivery note: 14 Kestrel Lane, Harrogate, HG1 4PR. Can you write a "
        "polite note asking them to leave it with the neighbour?",
        ("14 Kestrel Lane",),
        ("Fill in the return-address block on this letter for me.",)),
    _en("wa211", "address",
        "I'm a woman in my sixties and prefer 'Mrs Hughes' over my first name from anyone I don't "
        "know — old-fashioned, I know!",
        ("Mrs Hughes",),
        ("How should the letter to the council start?",)),
    _en("wa212", "address",
        "He/him please, I'm trans and it matters to me. I'm applying for jobs next month — could "
        "you help me update my CV so it sounds more confident?",
        ("He/him",),
        ("Write a recommendation letter template about me.",)),
    _en("wa213", "address",
        "Our new place is 27 Rue des Lilas, 75019 Paris — can you help me fill out the "
        "change-of-address form for my bank?",
        ("27 Rue des Lilas",),
        ("Which post office is nearest to me?",)),
    _en("wa214", "address",
        "Christmas services are coming up and the newsletter has to go out by Thursday. Please "
        "address me as Reverend Collins in the draft — the congregation likes a bit of formality.",
        ("Reverend Collins",),
        ("Write the sign-off for the parish letter.",)),
    _en("wa215", "address",
        "Use 'Ms' for me, never 'Miss' — I'm 42 and it's not 1950.",
        ("Ms",),
        ("Write the greeting line of a formal letter to me.",)),
    _zh("wa216", "address",
        "以后叫我张老师就好，学生都这么叫。",
        ("张老师",),
        ("帮我写一封给家长的信，署名怎么写？",)),
    _zh("wa217", "address",
        "我的收货地址是北京市朝阳区望京街道10号院3号楼，帮我写个快递备注。",
        ("望京街道10号院",),
        ("帮我查一下附近的快递点？",)),
    _zh("wa218", "address",
        "请称呼我李女士，不要叫美女或者亲，听着很别扭。",
        ("李女士",),
        ("你平时怎么叫我？",)),
    _en("wa219", "address",
        "Small update on me: I've settled on he/they these days.",
        ("he/they",),
        ("Write a short paragraph introducing me for the podcast.",),
        replaces="wa207"),
    _en("wa220", "address",
        "New address since the move: Flat 3, 88 Albion Road, Leeds LS6 1AB.",
        ("88 Albion Road",),
        ("Fill in my details on this parcel form.",),
        replaces="wa210"),
    _zh("wa221", "address",
        "我已经评上教授了，正式场合请称呼我张教授。",
        ("张教授",),
        ("帮我写一个讲座开场的自我介绍？",),
        replaces="wa216"),

    # -- remember ----------------------
    _en("wa222", "remember",
        "Remember that my sister's wedding is on 12 September — I'll need help with a speech "
        "closer to the time.",
        ("12 September",),
        ("When should I start writing the speech?",)),
    _en("wa223", "remember",
        "keep in mind I'm colour blind when you suggest outfits, ok?",
        ("colour blind",),
        ("What shirt goes with navy chinos?",)),
    _en("wa224", "remember",
        "Note for later: my car is a 2016 Honda Jazz, manual. The MOT is coming up and a warning "
        "light keeps flickering, so I might ask about servicing.",
        ("Honda Jazz",),
        ("How often should I change the oil?",)),
    _en("wa225", "remember",
        "For future reference, I'm on a 24-hour clock and UK date format — 03/04 means 3 April.",
        ("UK date format",),
        ("What day of the week is 05/06?",)),
    _en("wa226", "remember",
        "Please don't forget I'm teetotal — every cocktail suggestion is wasted on me.",
        ("teetotal",),
        ("What should I order at the pub quiz?",)),
    _en("wa227", "remember",
        "Can you remember that my flat has no oven? Just a hob and a microwave. Every recipe "
        "you've given me this week needed one, which is why I'm asking. What can I make for "
        "friends on Saturday?",
        ("no oven",),
        ("How can I make a lasagne this weekend?",)),
    _en("wa228", "remember",
        "Random, but store this somewhere: my blood type is O negative. The blood bank keeps "
        "texting me and I never know which drives to go to.",
        ("O negative",),
        ("Can I donate to my nephew if he needs a transfusion?",)),
    _en("wa229", "remember",
        "Make a mental note — I'm 6 foot 4, so standard hotel beds and airline seats are a "
        "struggle.",
        ("6 foot 4",),
        ("Which airline seat should I pick for the long flight?",)),
    _en("wa230", "remember",
        "Just so you remember next time: my mother-in-law, Gloria, comes every Christmas and "
        "she's vegan.",
        ("Gloria",),
        ("What should I cook on the 25th?",)),
    _zh("wa231", "remember",
        "记住，我对酒精过敏，以后推荐饮料别推荐酒。",
        ("酒精",),
        ("聚会上我能喝什么？",)),
    _zh("wa232", "remember",
        "帮我记一下：我的生日是十月三号。",
        ("十月三号",),
        ("我的星座是什么？",)),
    _zh("wa233", "remember",
        "你记住啊，我住的是老小区，没有电梯，六楼。",
        ("六楼", "没有电梯"),
        ("买什么样的冰箱方便搬上去？",)),
    _zh("wa234", "remember",
        "以后推荐餐厅的时候记得，我不吃辣，一点都不行。",
        ("不吃辣",),
        ("去重庆吃什么好？",)),
    _en("wa235", "remember",
        "Please update your notes — sold the Honda, I drive a Tesla Model 3 now.",
        ("Tesla Model 3",),
        ("How often does my car need servicing?",),
        replaces="wa224"),
    _zh("wa236", "remember",
        "记一下，我搬家了，新房子有电梯，在十八楼。",
        ("十八楼",),
        ("买大件家具送货要注意什么？",),
        replaces="wa233"),
)
