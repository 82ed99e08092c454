"""The fifty-sixth frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "df001", "accessibility",
        "I'm dyslexic and walls of text are brutal for me. Could you keep answers short with "
        "bullet points from now on?",
        ("dyslexic",),
        ("Can you explain how compound interest works?",),
    ),
    _zh(
        "df002", "work",
        "我是程序员，在深圳一家游戏公司，天天加班到十点。",
        ("程序员", "游戏公司"),
        ("有什么适合久坐人群的运动？",),
    ),
    _en(
        "df003", "family",
        "My father-in-law moved in with us in May and he's pretty hard of hearing. The TV volume "
        "wars are real. Any fixes?",
        ("father-in-law",),
        ("What kind of doorbell should we get?",),
    ),
    _zh(
        "df004", "family",
        "儿子有自闭症，对声音特别敏感。过年放鞭炮怎么办？",
        ("自闭症",),
        ("带孩子去游乐园要注意什么？",),
    ),
    _en(
        "df005", "medication",
        "Taking metformin twice a day with meals since March and my stomach is still upset a lot. "
        "Any tips?",
        ("metformin",),
        ("Should I worry about skipping breakfast with my pills?",),
    ),
    _en(
        "df006", "pregnancy",
        "Pregnant with twins (!!) and 20 weeks in. My OB says I need a lot more protein, meal "
        "ideas?",
        ("twins",),
        ("How big a stroller do we need?",),
    ),
    _zh(
        "df007", "aversion",
        "我特别怕狗，小时候被咬过。朋友约我去他家吃饭，他家养了金毛，怎么办？",
        ("怕狗",),
        ("公园散步有什么要注意的？",),
    ),
    _en(
        "df008", "home",
        "My apartment's on the 5th floor with no elevator, so I'm trying to figure out how to get "
        "a couch up there.",
        ("5th floor", "no elevator"),
        ("Should I buy the heavy cast iron bathtub?",),
    ),
    _zh(
        "df009", "pregnancy",
        "怀孕三个月了，孕吐特别严重，有什么东西能吃得下去吗？",
        ("怀孕三个月",),
        ("我能喝咖啡吗？",),
    ),
    _en(
        "df010", "aversion",
        "Olives ruin everything they touch, imo. Can you make this Greek salad work without them?",
        ("olives",),
        ("What should I order at the tapas bar?",),
    ),
    _zh(
        "df011", "home",
        "我家在一楼，带个小院子，想种点菜，种什么好？",
        ("小院子",),
        ("夏天蚊子多怎么办？",),
    ),
    _en(
        "df012", "pregnancy",
        "I'm six weeks postpartum and exclusively breastfeeding. When can I realistically start "
        "running again?",
        ("postpartum",),
        ("Can I have a beer at the barbecue this weekend?",),
    ),
    _zh(
        "df013", "pet",
        "家里有只鹦鹉叫小绿，已经会说“你好”了。",
        ("鹦鹉", "小绿"),
        ("家里哪些植物要小心放？",),
    ),
    _en(
        "df014", "medication",
        "I'm on warfarin so my INR has to stay stable. Can I still eat kale salads or is that a "
        "problem?",
        ("warfarin",),
        ("Is it okay to take ibuprofen for my headache?",),
    ),
    _en(
        "df015", "remember",
        "remember for me: my car is a 2015 Honda Fit, silver. I'm going to ask about maintenance "
        "stuff later",
        ("Honda Fit",),
        ("What kind of tires do I need for winter?",),
    ),
    _zh(
        "df016", "home",
        "我们家刚在成都买了房，三室两厅。装修风格有什么推荐？",
        ("成都", "三室两厅"),
        ("家附近有什么好吃的火锅店？",),
    ),
    _en(
        "df017", "budget",
        "I'm on a student budget, like $400/month for everything after rent. What's a cheap hobby?",
        ("student budget",),
        ("Can I afford to join the climbing gym?",),
    ),
    _en(
        "df018", "allergy",
        "I break out in hives whenever I take penicillin, it's flagged in my chart. Anyway, can "
        "you explain what a Z-Pak actually is?",
        ("penicillin",),
        ("Which antibiotics should I remind the urgent care doctor to avoid giving me?",),
    ),
    _en(
        "df019", "medical",
        "I'm recovering from ACL reconstruction on my left knee, surgery was 6 weeks ago. I need "
        "a low-impact way to stay active before I lose my mind.",
        ("ACL reconstruction",),
        ("Is it fine for me to join the pickup basketball game Saturday?",),
    ),
    _zh(
        "df020", "name",
        "我叫王晓东，朋友都叫我东子。帮我写个入职的自我介绍吧。",
        ("王晓东",),
        ("帮我写一份请假条，落款写什么？",),
    ),
    _en(
        "df021", "name",
        "I'm Jessica Hale, I run a little bakery on Main St. Could you help me with an Instagram "
        "bio?",
        ("Jessica Hale",),
        ("Can you write a short email signature for me?",),
    ),
    _zh(
        "df022", "pregnancy",
        "现在孕24周，医生说胎位不太正。平时睡觉用什么姿势比较好？",
        ("孕24周",),
        ("下个月还能坐飞机去三亚吗？",),
    ),
    _zh(
        "df023", "diet",
        "最近在减脂，每天控制在1500大卡以内，晚饭基本只吃沙拉。",
        ("减脂",),
        ("下午茶点什么比较合适？",),
    ),
    _zh(
        "df024", "family",
        "我老公信佛，不吃牛肉。今晚做什么菜比较好？",
        ("不吃牛肉",),
        ("周末家里请客，菜单怎么定？",),
    ),
    _en(
        "df025", "address",
        "I prefer Mx. Rivera in formal emails, not Mr. or Ms., thanks.",
        ("Mx. Rivera",),
        ("Can you draft a formal complaint letter to the airline for me?",),
    ),
    _zh(
        "df026", "medication",
        "一直在吃氨氯地平降压，每天早上一片。感冒药能一起吃吗？",
        ("氨氯地平",),
        ("我能吃布洛芬止痛吗？",),
    ),
    _en(
        "df027", "aversion",
        "I'm terrified of flying. I once drove 14 hours rather than get on a plane. How do I get "
        "from Chicago to a wedding in Denver?",
        ("terrified of flying",),
        ("How should I get to my cousin's wedding in Miami?",),
    ),
    _en(
        "df028", "aversion",
        "I hate horror movies, I can't sleep for days after. Friends are planning a movie night, "
        "what's something we'd all enjoy?",
        ("horror movies",),
        ("What should we watch on Halloween?",),
    ),
    _en(
        "df029", "budget",
        "Paying off $30k in credit card debt, so every spare dollar goes there. Should I skip my "
        "friend's destination wedding?",
        ("credit card debt",),
        ("Is it smart to get the new iPhone this year?",),
    ),
    _en(
        "df030", "aversion",
        "not a fan of spicy food at all, even mild salsa is too much. what's a chili recipe that "
        "won't burn my face off",
        ("spicy food",),
        ("What should I order at the Sichuan restaurant?",),
    ),
    _en(
        "df031", "allergy",
        "Quick q before I grab lunch: I'm deathly allergic to peanuts (I carry two EpiPens "
        "everywhere). Is pad thai usually safe to order?",
        ("peanuts",),
        ("Which candy bars can I safely buy from the vending machine?",),
    ),
    _en(
        "df032", "work",
        "I'm a paralegal at a small immigration law firm. Can you help me draft a reminder email "
        "to a client?",
        ("paralegal",),
        ("What continuing education courses are worth taking for my career?",),
    ),
    _zh(
        "df033", "name",
        "我姓欧阳，单名一个菲字，经常被人以为姓欧。",
        ("欧阳",),
        ("帮我写一段婚礼致辞的开头，介绍一下我自己。",),
    ),
    _zh(
        "df034", "budget",
        "我每个月生活费只有2000块，房租另算。怎么吃得省一点？",
        ("生活费",),
        ("周末和同学出去玩，花多少合适？",),
    ),
    _en(
        "df035", "pregnancy",
        "32 weeks along and my feet are the size of loaves of bread. any tips for sleeping on my "
        "side?",
        ("32 weeks",),
        ("Should I still fly to Denver next month?",),
    ),
    _zh(
        "df036", "pregnancy",
        "我们在备孕，已经半年了，老公也在戒烟。叶酸每天吃多少？",
        ("备孕",),
        ("最近能去做染发吗？",),
    ),
    _en(
        "df037", "allergy",
        "Bee stings landed me in the ER last summer, so now I'm officially anaphylactic and carry "
        "an epinephrine pen. Planning a long hike next week, what should go in my pack?",
        ("bee stings", "anaphylactic"),
        ("Is it safe for me to help my uncle harvest honey from his hives?",),
    ),
    _en(
        "df038", "work",
        "I retired in March after 35 years as an accountant. Any ideas for keeping my brain busy?",
        ("retired",),
        ("Do I need to set an alarm on weekdays?",),
    ),
    _en(
        "df039", "family",
        "my brother lives with me and he's been in a wheelchair since his accident. what's the "
        "easiest way to get a ramp put in?",
        ("brother", "wheelchair"),
        ("Which hotel should we book for our trip to Boston?",),
    ),
    _en(
        "df040", "allergy",
        "allergic to latex btw, which is making this dentist appointment stressful. what do I say "
        "when I call the receptionist?",
        ("latex",),
        ("Are there any kinds of party balloons I should keep away from?",),
    ),
    _en(
        "df041", "home",
        "live on a sailboat full-time so space and power are tight. what's a compact way to cook?",
        ("sailboat",),
        ("What coffee maker should I buy?",),
    ),
    _zh(
        "df042", "medication",
        "我在打胰岛素，每天三针。下周去日本玩，胰岛素怎么带上飞机？",
        ("胰岛素",),
        ("去海边玩两天需要准备什么？",),
    ),
    _zh(
        "df043", "aversion",
        "我最讨厌香菜，闻到就想吐。点外卖的时候怎么备注比较好？",
        ("香菜",),
        ("去吃越南河粉要注意什么？",),
    ),
    _en(
        "df044", "name",
        "The name's Theo. Short for Theodore, but honestly nobody calls me that. Help me pick a "
        "Reddit username?",
        ("Theo",),
        ("What should I put on the nametag at the conference?",),
    ),
    _en(
        "df045", "name",
        "This is Dolores, I'm 74 and my grandson set this up for me. How do I make the letters "
        "bigger on my iPad?",
        ("Dolores",),
        ("Could you draft a thank-you note to my neighbor from me?",),
    ),
    _en(
        "df046", "medication",
        "I use a rescue inhaler (albuterol) maybe twice a week. Should I carry it during a half "
        "marathon?",
        ("albuterol",),
        ("What should I pack in my bag for the hike?",),
    ),
    _en(
        "df047", "pregnancy",
        "I'm due in August with baby number two. How do I prep my toddler for a new sibling?",
        ("due in August",),
        ("When should I plan my maternity leave to start?",),
    ),
    _en(
        "df048", "home",
        "I live in a tiny studio in Brooklyn, like 350 sq ft. How do I fit a desk in here?",
        ("studio", "Brooklyn"),
        ("Which furniture store delivers to my place?",),
    ),
    _en(
        "df049", "medical",
        "epileptic, so strobe lights are a hard no. my friends want to go to a rave next month, "
        "how do i bow out without being a buzzkill",
        ("epileptic",),
        ("Is it okay for me to go to the laser show at the planetarium?",),
    ),
    _en(
        "df050", "family",
        "my son Rafi can't have eggs, he breaks out in hives all over, so birthday parties are a "
        "total minefield. can you find me an egg-free cake recipe?",
        ("Rafi", "eggs"),
        ("What breakfast can I make for the kids on Sunday?",),
    ),
    _en(
        "df051", "aversion",
        "I absolutely cannot stand cilantro, it tastes like dish soap to me. Can you give me a "
        "guac recipe without it?",
        ("cilantro",),
        ("What should I order at the Vietnamese pho place?",),
    ),
    _en(
        "df052", "allergy",
        "Tree nuts are my problem, cashews and walnuts especially (weirdly peanuts are fine). Can "
        "you suggest a pesto that doesn't use pine nuts?",
        ("tree nuts", "cashews"),
        ("Which baklava would be safe for me at the Greek bakery?",),
    ),
    _zh(
        "df053", "address",
        "叫我Lily就可以了，中文名太难念了。",
        ("Lily",),
        ("帮我写一条生日祝福的落款？",),
    ),
    _zh(
        "df054", "diet",
        "我是穆斯林，只吃清真的。下周去成都出差，有什么吃的推荐？",
        ("清真",),
        ("去北京出差，晚饭去哪儿吃比较合适？",),
    ),
    _en(
        "df055", "remember",
        "Please remember: the wifi password is written in the blue notebook on the fridge, not "
        "the drawer. I keep second-guessing myself.",
        ("blue notebook",),
        ("Where did I write down the router login?",),
    ),
    _zh(
        "df056", "allergy",
        "鸡蛋过敏，连蛋糕都不敢碰。烤面包的时候可以用什么代替鸡蛋？",
        ("鸡蛋过敏",),
        ("早餐店里哪些东西我能吃？",),
    ),
    _en(
        "df057", "allergy",
        "last time I had a single shrimp my throat started closing up, so shellfish is completely "
        "off limits for me. anyway, what's a good weeknight stir fry?",
        ("shrimp", "shellfish"),
        ("What should I order at the seafood place downtown tonight?",),
    ),
    _en(
        "df058", "aversion",
        "plot twist: I tried kalamatas in Greece and now I love them?? so ignore what I said "
        "before, olives are fine by me",
        ("olives are fine",),
        ("Should I order the puttanesca pasta tonight?",),
        replaces="df010",
    ),
    _zh(
        "df059", "budget",
        "我们在攒首付，每个月至少要存一万。",
        ("攒首付",),
        ("今年过年要不要出国旅游？",),
    ),
    _en(
        "df060", "name",
        "Just got married and took my wife's last name, so I'm officially Daniel Okonkwo now. "
        "What do I update first, passport or bank?",
        ("Okonkwo",),
        ("How should I sign the thank-you cards from the wedding?",),
    ),
    _zh(
        "df061", "family",
        "跟你更正一下，我老公现在开始吃牛肉了，医生让他多补蛋白质。",
        ("开始吃牛肉",),
        ("今晚炖什么汤给全家喝？",),
        replaces="df024",
    ),
    _zh(
        "df062", "pet",
        "我家猫叫咪咪，今年十岁了，肾不太好。猫粮怎么选？",
        ("咪咪",),
        ("出差一周家里的宠物怎么安排？",),
    ),
    _en(
        "df063", "schedule",
        "Standing therapy appointment Thursdays at 5:30, it's the one thing I never move. When "
        "should the team retro go?",
        ("therapy",),
        ("When should I book the haircut?",),
    ),
    _en(
        "df064", "home",
        "I live with three roommates in a college house, one bathroom between four people. How do "
        "we make a schedule that doesn't start fights?",
        ("three roommates",),
        ("How many people should I plan for when buying groceries?",),
    ),
    _en(
        "df065", "medication",
        "I'm on 20mg Adderall for ADHD. Is it normal to have zero appetite at lunch?",
        ("Adderall",),
        ("Is an energy drink before my exam a bad idea?",),
    ),
    _en(
        "df066", "pet",
        "My dog's a rescue greyhound named Ozzy and he's scared of stairs. How do I help him?",
        ("greyhound", "Ozzy"),
        ("What kind of coat should I buy for winter walks?",),
    ),
    _en(
        "df067", "medication",
        "i'm on lithium so my doctor said to keep an eye on salt and hydration. heat wave this "
        "week, what do i do",
        ("lithium",),
        ("Is it safe to take Advil for my back?",),
    ),
    _en(
        "df068", "family",
        "Dan (my husband) picks every single mushroom out of his food, so leave them out of "
        "dinner ideas. What's quick tonight?",
        ("Dan", "mushroom"),
        ("Which pizza should I order for us tonight?",),
    ),
    _zh(
        "df069", "allergy",
        "对芒果过敏，吃一口嘴唇就肿。夏天有什么清爽的甜品推荐吗？",
        ("芒果",),
        ("去泰国旅游，街边的水果摊我能随便吃吗？",),
    ),
    _en(
        "df070", "address",
        "I'm a woman, she/her. You keep saying 'sir' in your replies and it's bugging me.",
        ("she/her",),
        ("Can you write a short speaker intro for my panel?",),
    ),
    _en(
        "df071", "family",
        "the twins (Ava and Noah) just turned 6 and started first grade. how do i juggle two "
        "different teachers lol",
        ("Ava", "Noah"),
        ("What gifts should I buy for the kids' birthday next year?",),
    ),
    _en(
        "df072", "pregnancy",
        "I had a miscarriage in the spring and we're not trying again for a while. Can you help "
        "me word a message to my sister about why I'm skipping her baby shower?",
        ("miscarriage",),
        ("What should I send for my cousin's new baby?",),
    ),
    _en(
        "df073", "diet",
        "I do intermittent fasting, my eating window is noon to 8pm. When's the best time to fit "
        "in a workout?",
        ("intermittent fasting",),
        ("Should I accept the 9am breakfast meeting or suggest coffee instead?",),
    ),
    _zh(
        "df074", "family",
        "我爸去年中风了，右半边身体不太灵活，现在跟我们一起住。",
        ("中风",),
        ("家里的浴室要怎么改造？",),
    ),
    _en(
        "df075", "accessibility",
        "I've used a cane since the stroke and stairs are hard. Looking at two-bedroom "
        "apartments, what should I ask the landlord?",
        ("cane",),
        ("Which museums in the city are easiest for me to visit?",),
    ),
    _zh(
        "df076", "work",
        "我是外卖骑手，一天跑十个小时，膝盖有点受不了。怎么保护膝盖？",
        ("外卖骑手",),
        ("买什么样的雨衣比较好？",),
    ),
    _zh(
        "df077", "allergy",
        "我对青霉素过敏，小时候打针差点休克。这次医生开了阿莫西林，我能吃吗？",
        ("青霉素",),
        ("感冒发烧去诊所，我需要提醒医生什么？",),
    ),
    _zh(
        "df078", "home",
        "我和朋友合租在北京五环外，每天通勤两个小时。",
        ("五环外",),
        ("周末去哪里玩比较方便？",),
    ),
    _en(
        "df079", "accessibility",
        "I'm Deaf, so phone calls are out. When you suggest contacting customer service, give me "
        "chat or email options instead.",
        ("Deaf",),
        ("How do I reach my bank about a lost card?",),
    ),
    _zh(
        "df080", "remember",
        "帮我记住，我妈的生日是农历八月十五，正好中秋。",
        ("农历八月十五",),
        ("哪天要给母亲订蛋糕？",),
    ),
    _zh(
        "df081", "home",
        "我住在杭州，租的房子朝北，冬天特别冷。有什么取暖的办法？",
        ("杭州", "朝北"),
        ("梅雨季节衣服怎么晾干？",),
    ),
    _zh(
        "df082", "family",
        "我妈跟我们一起住，她有糖尿病。晚饭怎么安排比较好？",
        ("糖尿病",),
        ("中秋节买什么月饼给家里人？",),
    ),
    _en(
        "df083", "family",
        "Our teenager Jordan just got their learner's permit. Tips for teaching a 16-year-old to "
        "drive without losing my mind?",
        ("Jordan", "permit"),
        ("Should we add another person to our car insurance?",),
    ),
    _en(
        "df084", "home",
        "I rent a farmhouse out in rural Vermont, nearest grocery store is 25 minutes away. Tips "
        "for stocking a pantry for winter?",
        ("Vermont", "farmhouse"),
        ("What kind of snow tires should I get?",),
    ),
    _zh(
        "df085", "medical",
        "我有高血压，一直在吃药控制。最近想开始跑步，需要注意什么？",
        ("高血压",),
        ("早上喝浓咖啡对我有影响吗？",),
    ),
    _en(
        "df086", "pregnancy",
        "I'm 14 weeks pregnant with our first! Is it safe to keep doing hot yoga or should I "
        "switch to something else?",
        ("pregnant",),
        ("Can I have sushi at the company lunch?",),
    ),
    _en(
        "df087", "allergy",
        "Update from the allergist: they did a drug challenge and I'm not actually allergic to "
        "penicillin. The hives when I was a kid were probably just a virus. Wild to lose a label "
        "I've had for 20 years.",
        ("not actually allergic",),
        ("Can urgent care give me amoxicillin for this sinus infection?",),
        replaces="df018",
    ),
    _zh(
        "df088", "aversion",
        "我讨厌胡萝卜，从小就不吃。帮我推荐几道家常菜。",
        ("胡萝卜",),
        ("做咖喱饭放哪些配菜？",),
    ),
    _en(
        "df089", "remember",
        "Can you remember that my gym locker combo is 31-07-22? I always forget it.",
        ("locker combo",),
        ("What numbers do I need to open my stuff at the gym?",),
    ),
    _zh(
        "df090", "pregnancy",
        "二胎预产期在明年三月，大宝才两岁，怎么跟他说要有弟弟妹妹了？",
        ("预产期",),
        ("明年春节要不要回老家过？",),
    ),
    _en(
        "df091", "name",
        "Hi! I'm Marcus, kinda new to this. Can you help me write a cover letter for a barista "
        "job?",
        ("Marcus",),
        ("Can you sign off this birthday card for me?",),
    ),
    _zh(
        "df092", "accessibility",
        "右手截肢了，只能用左手打字，所以我回复慢请见谅。",
        ("截肢",),
        ("有什么适合我的厨房小工具？",),
    ),
    _en(
        "df093", "schedule",
        "Dialysis is Monday, Wednesday and Friday mornings for me, so I'm wiped out those "
        "afternoons. When should I book the plumber?",
        ("dialysis",),
        ("Which day should I plan lunch with friends?",),
    ),
    _zh(
        "df094", "diet",
        "我一点辣都不能吃，吃了就胃疼。五一要去重庆玩，怎么办？",
        ("一点辣都不能吃",),
        ("点外卖时我应该选什么菜？",),
    ),
    _en(
        "df095", "name",
        "Update: I legally changed my name now that the divorce is final, it's Jess Moreno. Can "
        "you redo my email signature?",
        ("Jess Moreno",),
        ("What's the right way to introduce myself at the networking event?",),
        replaces="df021",
    ),
    _en(
        "df096", "home",
        "Our house is from 1920 and the wiring is original knob and tube. Should I be worried "
        "about space heaters?",
        ("knob and tube",),
        ("Is it safe to run my window AC unit in the bedroom?",),
    ),
    _zh(
        "df097", "schedule",
        "每周三晚上我要上日语课，七点到九点。帮我安排一下这周的聚会。",
        ("日语课",),
        ("周三晚上能约朋友吃饭吗？",),
    ),
    _en(
        "df098", "medical",
        "I had my gallbladder out in 2021 and greasy meals still wreck me. Can you make a lighter "
        "fettuccine alfredo?",
        ("gallbladder",),
        ("What should I avoid at the fried chicken place?",),
    ),
    _en(
        "df099", "diet",
        "I've been vegetarian for about 8 years now so skip the meat suggestions. What's a hearty "
        "winter dinner I can make on a Sunday?",
        ("vegetarian",),
        ("What should I order at the steakhouse my boss picked?",),
    ),
    _zh(
        "df100", "budget",
        "刚失业，现在靠存款过日子，能省就省。",
        ("失业",),
        ("朋友约我去三亚玩，要去吗？",),
    ),
    _en(
        "df101", "diet",
        "pescatarian here, fish yes, other meat no. what can I throw on the bbq that isn't a sad "
        "veggie burger",
        ("pescatarian",),
        ("What should I get at the Korean barbecue place?",),
    ),
    _en(
        "df102", "medical",
        "I have type 1 diabetes, diagnosed at 12. What's a decent snack to keep in my desk drawer "
        "for lows?",
        ("type 1 diabetes",),
        ("Is it okay for me to skip lunch on a busy day?",),
    ),
    _zh(
        "df103", "remember",
        "记着点：我的房租每月15号交，别让我忘了。",
        ("房租",),
        ("这个月什么时候需要转账给房东？",),
    ),
    _en(
        "df104", "remember",
        "remember my sister's birthday is june 3, I've missed it two years running lol",
        ("june 3",),
        ("When should I mail the card to my sibling?",),
    ),
    _en(
        "df105", "address",
        "Just so you know, I go by Sam and use they/them pronouns. Can you help me write a bio "
        "for the conference?",
        ("Sam", "they/them"),
        ("Can you write a short intro of me for the podcast host?",),
    ),
    _en(
        "df106", "schedule",
        "We do family dinner at my parents' every Sunday, so Saturdays are really my only free "
        "day. Plan me a hiking day?",
        ("family dinner",),
        ("Which day works for the housewarming party?",),
    ),
    _en(
        "df107", "diet",
        "I don't eat pork, it's a religious thing. Can you rewrite this carbonara so it works for "
        "me?",
        ("pork",),
        ("What pizza toppings should I stay away from?",),
    ),
    _en(
        "df108", "work",
        "Just started as a barista at a coffee shop downtown. How do I remember all these drink "
        "recipes??",
        ("barista",),
        ("What shoes are best for standing all day?",),
    ),
    _en(
        "df109", "family",
        "turns out Dan's been fine with mushrooms all along, he just hated the way my mom cooked "
        "them lol. so they're back on the menu",
        ("fine with mushrooms",),
        ("What toppings should I put on our homemade pizza?",),
        replaces="df068",
    ),
    _en(
        "df110", "diet",
        "I'm vegan (fully, honey included) and my in-laws are coming over Sunday. They're big "
        "meat-and-potatoes people. How do I feed everyone without cooking twice?",
        ("vegan",),
        ("What should I get at the ice cream shop?",),
    ),
    _zh(
        "df111", "aversion",
        "其实我现在能接受香菜了，最近越南菜吃多了，居然觉得还挺香。",
        ("能接受香菜",),
        ("做凉拌黄瓜的时候要放些什么？",),
        replaces="df043",
    ),
    _zh(
        "df112", "accessibility",
        "我听力不好，一直戴助听器，打电话很吃力。帮我想想怎么联系房东比较好？",
        ("助听器",),
        ("去银行办业务，怎么沟通比较方便？",),
    ),
    _zh(
        "df113", "family",
        "老公对猫毛过敏，所以我们家一直没法养猫。",
        ("猫毛过敏",),
        ("朋友想送我们一只小宠物，选什么好？",),
    ),
    _zh(
        "df114", "pet",
        "养了一只柯基叫豆豆，特别能吃，已经胖成球了。怎么给它减肥？",
        ("柯基", "豆豆"),
        ("夏天遛狗要注意什么？",),
    ),
    _zh(
        "df115", "allergy",
        "上次跟你说我对青霉素过敏，其实这周做了皮试，结果不过敏，是小时候误诊了。",
        ("不过敏",),
        ("医生开了阿莫西林，我可以放心吃吗？",),
        replaces="df077",
    ),
    _zh(
        "df116", "medical",
        "腰椎间盘突出好几年了，久坐就疼。帮我挑一把办公椅？",
        ("腰椎间盘突出",),
        ("搬家的时候我能帮忙抬冰箱吗？",),
    ),
    _zh(
        "df117", "medical",
        "我是乙肝携带者，平时饮食需要注意些什么？",
        ("乙肝",),
        ("同学聚会时我可以喝酒吗？",),
    ),
    _en(
        "df118", "name",
        "i'm kenji btw. what's a good name for a sourdough starter lol",
        ("kenji",),
        ("Can you write a greeting for my voicemail?",),
    ),
    _en(
        "df119", "diet",
        "My cardiologist wants me under 1500mg of sodium a day, so I'm eating low sodium now. Is "
        "canned soup completely off the table?",
        ("low sodium",),
        ("Which frozen dinners are good picks for me at the grocery store?",),
    ),
    _en(
        "df120", "budget",
        "I make about $52k and I'm trying to save 20% of every paycheck. Is a $400 car payment "
        "realistic?",
        ("save 20%",),
        ("How much should I put aside from my next bonus?",),
    ),
    _zh(
        "df121", "accessibility",
        "我坐轮椅，出门最怕没电梯。下个月去西安，有哪些景点方便去？",
        ("轮椅",),
        ("周末去哪个商场逛街比较合适？",),
    ),
    _en(
        "df122", "pet",
        "Just adopted a kitten!! She's a little tabby, we named her Nori. First-time cat owner, "
        "what do I need?",
        ("Nori", "tabby"),
        ("Which houseplants are toxic for our little one?",),
    ),
    _en(
        "df123", "aversion",
        "mushrooms are a hard no for me, it's the slimy texture. what's a good risotto that isn't "
        "mushroom risotto",
        ("mushrooms",),
        ("Which pizza should I get from the menu?",),
    ),
    _en(
        "df124", "work",
        "software engineer at a fintech startup, mostly backend stuff in Go. how do I ask for a "
        "raise without sounding entitled",
        ("software engineer", "fintech"),
        ("What salary range is fair for my role in Chicago?",),
    ),
    _en(
        "df125", "address",
        "call me Gramps, everyone does, even my doctor. anyway what's the weather like for "
        "fishing tomorrow",
        ("Gramps",),
        ("Can you write a card from me to my grandkids?",),
    ),
    _en(
        "df126", "medical",
        "just got diagnosed with celiac disease, so like actual crumbs matter now. how do I make "
        "my kitchen safe?",
        ("celiac",),
        ("Can I share a toaster with my roommate?",),
    ),
    _zh(
        "df127", "schedule",
        "周末我都要去医院陪护我爸，只有周日下午有空。",
        ("周日下午",),
        ("这周跟朋友去哪天爬山好？",),
    ),
    _zh(
        "df128", "pet",
        "刚领养了一只橘猫，叫大橘，三个月大。疫苗什么时候打？",
        ("橘猫", "大橘"),
        ("家里有哪些东西要收起来防止宠物乱咬？",),
    ),
    _en(
        "df129", "pet",
        "Got a bearded dragon for my birthday, named him Spike! What temperature should his tank "
        "be?",
        ("bearded dragon", "Spike"),
        ("What do I need to buy at the reptile store?",),
    ),
    _en(
        "df130", "remember",
        "Keep in mind that our anniversary is October 12th. I WILL forget and my wife will not.",
        ("October 12th",),
        ("When should I book the fancy dinner reservation?",),
    ),
    _en(
        "df131", "address",
        "Please address me as Professor Lindqvist in anything formal you draft for me. Now, about "
        "the grant cover letter…",
        ("Professor Lindqvist",),
        ("Can you draft the email to the dean's office?",),
    ),
    _en(
        "df132", "pregnancy",
        "She's here!! Baby girl born Tuesday, 7lb 2oz, and I am beyond exhausted. What should I "
        "be eating to help with breastfeeding?",
        ("baby girl born",),
        ("Is it okay for me to have a glass of wine tonight?",),
        replaces="df086",
    ),
    _en(
        "df133", "schedule",
        "My kids are with their dad every other weekend, so I'm free the 2nd and 4th weekends. "
        "Want to plan a solo trip.",
        ("every other weekend",),
        ("When could I book a spa day for myself?",),
    ),
    _en(
        "df134", "medical",
        "Knee's fully healed! PT cleared me last week for everything, running and jumping "
        "included. Where should I start with a 5k plan?",
        ("fully healed",),
        ("Can I sign up for the soccer league this fall?",),
        replaces="df019",
    ),
    _en(
        "df135", "diet",
        "doing keto since january, staying under 20g carbs a day. is there ANY bread i can eat lol",
        ("keto",),
        ("What snacks should I pack for a road trip?",),
    ),
    _en(
        "df136", "remember",
        "Note this down for me: my passport expires in February 2026. Remind me if I ever ask "
        "about travel.",
        ("passport",),
        ("Can I book that trip to Japan next spring?",),
    ),
    _en(
        "df137", "medical",
        "I've got asthma and cold air really sets it off. Thinking about taking up running this "
        "winter, how do I not end up wheezing on the side of the road?",
        ("asthma",),
        ("Should I bring anything special on the ski trip?",),
    ),
    _en(
        "df138", "name",
        "Quick note, my name is Rosalind and I teach high school English. Could you help me write "
        "report card comments?",
        ("Rosalind",),
        ("How should I sign the letter to parents?",),
    ),
    _zh(
        "df139", "medication",
        "医生把我的降压药换成缬沙坦了，氨氯地平已经停了，脚踝也不肿了。",
        ("缬沙坦",),
        ("吃这个血压药要注意饮食吗？",),
        replaces="df026",
    ),
    _en(
        "df140", "work",
        "I got promoted to shift manager at the café! More responsibility, more scheduling "
        "headaches.",
        ("shift manager",),
        ("How do I handle a coworker who keeps calling in sick?",),
        replaces="df108",
    ),
    _zh(
        "df141", "pet",
        "咪咪上个月走了，家里一下子空荡荡的，暂时不想再养了。",
        ("咪咪上个月走了",),
        ("家里的猫砂盆和猫粮怎么处理？",),
        replaces="df062",
    ),
    _en(
        "df142", "aversion",
        "Spiders. I can't. Even pictures make my skin crawl, so please no photos when you explain "
        "this garden pest stuff.",
        ("spiders",),
        ("Would a trip to the reptile and bug zoo be fun for me?",),
    ),
    _zh(
        "df143", "home",
        "终于搬家了！现在住在公司附近，走路十分钟就到。",
        ("公司附近",),
        ("早上几点起床合适？",),
        replaces="df078",
    ),
    _en(
        "df144", "budget",
        "I live on a fixed income from social security, about $1,800 a month. How can I lower my "
        "phone bill?",
        ("fixed income",),
        ("Is that $90 streaming bundle worth it for me?",),
    ),
    _en(
        "df145", "work",
        "got laid off last week 😕 the whole team was cut. can you help me update my résumé?",
        ("laid off",),
        ("How do I pay for health insurance now?",),
        replaces="df124",
    ),
    _en(
        "df146", "pet",
        "I have two guinea pigs, Salt and Pepper. Are cucumbers okay for them?",
        ("guinea pigs",),
        ("What veggies can I share from my salad?",),
    ),
    _en(
        "df147", "home",
        "Moved to a ground-floor place last week, so no more hauling groceries up the stairs!",
        ("ground-floor",),
        ("Is the big couch going to be a delivery problem?",),
        replaces="df008",
    ),
    _en(
        "df148", "home",
        "heads up, I'm in Melbourne (Australia, not Florida), so the seasons are flipped for me. "
        "what should I plant in October?",
        ("Melbourne",),
        ("What jacket should I pack for a July weekend?",),
    ),
    _en(
        "df149", "budget",
        "We're saving for a house so I'm keeping groceries to $120 weekly for a family of four. "
        "Can you make a meal plan?",
        ("$120 weekly",),
        ("What should I buy at Costco this trip?",),
    ),
    _zh(
        "df150", "diet",
        "我吃素，蛋和奶可以，肉和鱼都不吃。周末朋友聚会选哪种餐厅比较好？",
        ("吃素",),
        ("过年回家，年夜饭我能吃哪些菜？",),
    ),
    _en(
        "df151", "accessibility",
        "hard of hearing in my left ear, so at restaurants I always need people sitting on my "
        "right. Booking a work dinner, any tips?",
        ("hard of hearing",),
        ("Where should I sit at the wedding reception?",),
    ),
    _en(
        "df152", "budget",
        "Just got a raise to $85k!! Finally. Should I bump up my 401k contribution?",
        ("raise to $85k",),
        ("How much rent can I afford in my next apartment?",),
        replaces="df120",
    ),
    _zh(
        "df153", "remember",
        "请记住我的结婚纪念日是5月20号。",
        ("结婚纪念日",),
        ("哪天该给老婆准备礼物？",),
    ),
    _zh(
        "df154", "medical",
        "去年查出来甲状腺功能减退，每天都特别容易累。有什么作息上的建议吗？",
        ("甲状腺",),
        ("体检的时候我要特别要求查哪些项目？",),
    ),
    _zh(
        "df155", "name",
        "我是陈建国，今年刚退休，在学用智能手机。怎么发语音消息？",
        ("陈建国",),
        ("帮我给老同学写个拜年短信？",),
    ),
    _en(
        "df156", "home",
        "Finally out of the Brooklyn shoebox! We bought a 3-bedroom house in Yonkers. What should "
        "I do first as a new homeowner?",
        ("Yonkers",),
        ("How long is my commute into Manhattan by train?",),
        replaces="df048",
    ),
    _zh(
        "df157", "diet",
        "减脂阶段结束啦，现在开始增肌，教练让我每天吃够150克蛋白质。推荐点高蛋白早餐？",
        ("增肌",),
        ("健身后吃什么最好？",),
        replaces="df023",
    ),
    _zh(
        "df158", "medication",
        "我每天晚上吃一片阿托伐他汀降血脂。能跟西柚汁一起吃吗？",
        ("阿托伐他汀",),
        ("早餐喝果汁有什么要注意的吗？",),
    ),
    _en(
        "df159", "remember",
        "Can you remember that my dentist is Dr. Patel on Elm Street? I'll need to call soon.",
        ("Dr. Patel",),
        ("Who should I call about my cracked tooth?",),
    ),
    _en(
        "df160", "accessibility",
        "wheelchair user here. planning a trip to Lisbon and everyone says it's all hills and "
        "cobblestones, is it even doable?",
        ("wheelchair",),
        ("Which hotels in Rome would work for me?",),
    ),
    _zh(
        "df161", "schedule",
        "我爸出院了，周末不用再去医院，两天都空出来了。",
        ("出院",),
        ("这周末能安排一次短途旅行吗？",),
        replaces="df127",
    ),
    _zh(
        "df162", "budget",
        "我有二十万的信用卡欠款要还。先还哪张卡？",
        ("信用卡欠款",),
        ("最近想换新手机，合适吗？",),
    ),
    _zh(
        "df163", "medication",
        "我在吃舍曲林，已经吃了半年了。周末同学聚会能喝酒吗？",
        ("舍曲林",),
        ("最近想试试圣约翰草，会有冲突吗？",),
    ),
    _en(
        "df164", "family",
        "My partner Jonah is vegan and I'm not. Need dinners that work for both of us without "
        "making two meals.",
        ("Jonah", "vegan"),
        ("What should we cook for our anniversary?",),
    ),
    _zh(
        "df165", "home",
        "住老小区六楼，没有电梯。新买的冰箱怎么搬上去？",
        ("没有电梯",),
        ("网购大米一次买多少合适？",),
    ),
    _en(
        "df166", "diet",
        "I keep kosher, so no mixing meat and dairy, no pork, no shellfish. Help me plan a dinner "
        "party menu for Friday night?",
        ("kosher",),
        ("Is a cheeseburger from the diner something I can eat?",),
    ),
    _zh(
        "df167", "remember",
        "帮我记一下，我的车牌号是浙A8K2Q1。",
        ("车牌号",),
        ("停车场登记的时候要填什么？",),
    ),
    _en(
        "df168", "schedule",
        "i'm at the gym 6am mon/wed/fri, non-negotiable. help me fit in a book club?",
        ("gym",),
        ("When is the best time for an early call with my manager?",),
    ),
    _zh(
        "df169", "family",
        "我女儿小雨对花生严重过敏。幼儿园让每人带零食去分享，带什么好？",
        ("小雨", "花生"),
        ("周末给孩子烤饼干用什么材料？",),
    ),
    _zh(
        "df170", "schedule",
        "我每天早上七点送孩子上学，八点前没空。",
        ("送孩子",),
        ("早上的视频会议约几点合适？",),
    ),
    _en(
        "df171", "name",
        "Before we keep going: I'm transitioning and my name is Elena now, not Marcus. Can you "
        "use that from here on?",
        ("Elena",),
        ("What name should go on the restaurant reservation?",),
        replaces="df091",
    ),
    _en(
        "df172", "name",
        "my name's Aoife (it's pronounced EE-fa, nobody ever gets it right). how do i politely "
        "correct people at my new job",
        ("Aoife",),
        ("Can you write an intro line for my dating profile?",),
    ),
    _en(
        "df173", "accessibility",
        "I'm legally blind and use a screen reader, so please don't send me tables or images "
        "without alt text. Can you summarize this article in plain paragraphs?",
        ("screen reader", "legally blind"),
        ("How should you format the recipe you send me?",),
    ),
    _en(
        "df174", "pregnancy",
        "we're trying to conceive, month 5 now and it's starting to get to me. which vitamins "
        "should I actually be taking?",
        ("conceive",),
        ("Is it fine for me to start a new acne medication?",),
    ),
    _zh(
        "df175", "remember",
        "记住，我的医保卡放在书房第二个抽屉里。",
        ("医保卡",),
        ("去医院看病要带的那张卡在哪里？",),
    ),
    _en(
        "df176", "work",
        "Sorry, I said paralegal before, but I switched to court reporting in January. I'm a "
        "stenographer now. Any wrist exercises?",
        ("stenographer",),
        ("What certifications should I look into for my career?",),
        replaces="df032",
    ),
    _zh(
        "df177", "medical",
        "有胃溃疡，辣的酸的都不太敢吃。帮我推荐几道养胃的家常菜。",
        ("胃溃疡",),
        ("我能喝柠檬水吗？",),
    ),
    _en(
        "df178", "remember",
        "Remember that I parked on level 3, row G at the airport garage. I'll be back in a week "
        "and will have totally forgotten.",
        ("level 3", "row G"),
        ("Where's my car when I land?",),
    ),
    _en(
        "df179", "medical",
        "Turns out the asthma diagnosis was wrong. The pulmonologist says it's vocal cord "
        "dysfunction, so no more inhaler, just speech therapy exercises.",
        ("vocal cord dysfunction",),
        ("What breathing drills should I practice before my run?",),
        replaces="df137",
    ),
    _en(
        "df180", "schedule",
        "I work from home Mondays and Fridays and I'm in the office the rest of the week. Best "
        "days for a grocery delivery?",
        ("work from home",),
        ("Which day should I have the furniture delivered?",),
    ),
    _zh(
        "df181", "family",
        "我和妹妹住一起，她是素食者。周末在家做饭买什么菜？",
        ("素食者",),
        ("她生日那天去哪家餐厅吃饭好？",),
    ),
    _en(
        "df182", "family",
        "My daughter is coeliac, we found out last month. Can you give me gluten-free lunchbox "
        "ideas?",
        ("coeliac",),
        ("Which bakery should I order my daughter's birthday cake from?",),
    ),
    _zh(
        "df183", "family",
        "我儿子叫乐乐，今年上小学三年级。推荐几本适合他看的课外书？",
        ("乐乐", "三年级"),
        ("暑假给孩子报什么兴趣班好？",),
    ),
    _zh(
        "df184", "work",
        "刚辞职，在家全职准备考公务员。",
        ("考公务员",),
        ("帮我制定一个每天的学习计划？",),
    ),
    _en(
        "df185", "medication",
        "I take 50mg of sertraline every morning. Is it okay to have a glass of wine with dinner "
        "tonight?",
        ("sertraline",),
        ("Can I take St. John's wort for my mood?",),
    ),
    _en(
        "df186", "aversion",
        "Did a fear-of-flying course and actually flew to Austin last week without panicking! so "
        "planes are back on the table.",
        ("fear-of-flying course",),
        ("How should I get to the conference in Seattle?",),
        replaces="df027",
    ),
    _en(
        "df187", "medication",
        "Switched from warfarin to Eliquis last month, no more INR checks, thank god. Do I still "
        "have to watch the leafy greens?",
        ("Eliquis",),
        ("Can I take aspirin for this toothache?",),
        replaces="df014",
    ),
    _en(
        "df188", "address",
        "i'm nonbinary, please don't use gendered stuff for me like 'girl' or 'dude'.",
        ("nonbinary",),
        ("Write a short blurb introducing me for the team newsletter?",),
    ),
    _en(
        "df189", "home",
        "Finally living alone!! Signed a lease on a one-bedroom, no more sharing a bathroom with "
        "three dudes.",
        ("living alone",),
        ("How much toilet paper should I stock up on?",),
        replaces="df064",
    ),
    _zh(
        "df190", "allergy",
        "花粉过敏，每年春天都打喷嚏流眼泪，难受死了。下个月想去武汉看樱花，有什么建议？",
        ("花粉",),
        ("四月份适合安排户外野餐吗？",),
    ),
    _en(
        "df191", "accessibility",
        "quick update, I'm walking without the cane now!! PT worked. stairs are still slow but I "
        "manage.",
        ("walking without",),
        ("Could I manage a city tour on foot this weekend?",),
        replaces="df075",
    ),
    _en(
        "df192", "address",
        "don't call me Katherine, I hate it. it's Kit. ok now help me with this spreadsheet",
        ("Kit",),
        ("How should you greet me in replies?",),
    ),
    _zh(
        "df193", "pregnancy",
        "宝宝上周出生了，是个儿子，剖腹产的。伤口现在还疼，月子里要注意什么？",
        ("剖腹产",),
        ("什么时候可以开始健身？",),
        replaces="df022",
    ),
    _zh(
        "df194", "accessibility",
        "我有阅读障碍，字一多就看不进去，以后回答尽量简短，分点列出来。",
        ("阅读障碍",),
        ("能给我解释一下什么是复利吗？",),
    ),
    _zh(
        "df195", "work",
        "我在一家外企做财务，每个月底都忙到飞起。",
        ("财务",),
        ("下个月哪几天适合请假？",),
    ),
    _zh(
        "df196", "address",
        "别叫我阿姨！我才三十岁，叫我小刘就好。",
        ("小刘",),
        ("以后回复我时用什么称呼？",),
    ),
    _en(
        "df197", "budget",
        "our wedding budget is capped at $15,000, both families agreed. how do we split that up?",
        ("wedding budget",),
        ("How much can we spend on flowers?",),
    ),
    _zh(
        "df198", "diet",
        "跟你说一下，我不再吃素了，上个月体检说我贫血，现在开始吃肉。",
        ("不再吃素",),
        ("今晚去吃烤肉合适吗？",),
        replaces="df150",
    ),
    _en(
        "df199", "pet",
        "our rabbit Bun Bun chews literally every cable in the house. how do i bunny-proof the "
        "living room",
        ("rabbit", "Bun Bun"),
        ("Which houseplants are safe to keep around our pet?",),
    ),
    _zh(
        "df200", "name",
        "你好，我是李婷，今年刚毕业，想请你帮我改改简历。",
        ("李婷",),
        ("帮我给导师写封感谢信，署名怎么写？",),
    ),
    _en(
        "df201", "accessibility",
        "Got my cochlear implant activated last month and the left side is so much better, I "
        "don't need the seating trick anymore.",
        ("cochlear implant",),
        ("Where should I sit at the conference dinner?",),
        replaces="df151",
    ),
    _en(
        "df202", "budget",
        "Trying to spend nothing on clothes this year, a full no-buy year. My sneakers just died "
        "though, does that count?",
        ("no-buy year",),
        ("Should I get that jacket on sale?",),
    ),
    _zh(
        "df203", "aversion",
        "受不了榴莲的味道，一闻就头晕。同事总在办公室吃，怎么委婉提醒？",
        ("榴莲",),
        ("去马来西亚旅游有什么水果推荐？",),
    ),
    _zh(
        "df204", "accessibility",
        "我是视障人士，上网用读屏软件，回复的时候请不要用表格和表情符号。",
        ("读屏软件",),
        ("帮我整理一份旅行清单，应该用什么格式？",),
    ),
    _zh(
        "df205", "medication",
        "舍曲林已经按医生说的慢慢减量停掉了，现在什么药都不吃了。",
        ("什么药都不吃",),
        ("最近情绪低落，需要重新看医生吗？",),
        replaces="df163",
    ),
    _zh(
        "df206", "address",
        "请叫我张医生，我习惯别人这么称呼我。",
        ("张医生",),
        ("回复我的时候开头怎么写？",),
    ),
    _en(
        "df207", "medical",
        "Heads up that I have a pacemaker, so I've been told to stay away from strong magnets. Is "
        "an induction cooktop a problem?",
        ("pacemaker",),
        ("Can I walk through the airport metal detector normally?",),
    ),
    _en(
        "df208", "remember",
        "Got a new locker at the gym, so the combination is 18-44-09 now. Forget the old one.",
        ("new locker",),
        ("What numbers open my stuff at the gym?",),
        replaces="df089",
    ),
    _en(
        "df209", "family",
        "My mom lives with us now since Dad passed. She's 81 and uses a walker. How do I make the "
        "bathroom safer?",
        ("walker",),
        ("Where can we all go for Sunday brunch?",),
    ),
    _en(
        "df210", "family",
        "Our daughter Maya has type 1 diabetes (diagnosed last year, she's 9). What snacks can I "
        "pack for her school trip?",
        ("Maya", "diabetes"),
        ("What should I bring for the class Halloween party?",),
    ),
    _zh(
        "df211", "medical",
        "之前说的甲减，今天复查医生说已经恢复正常了，药也停了。",
        ("恢复正常",),
        ("最近总是很累，可能是什么原因？",),
        replaces="df154",
    ),
    _en(
        "df212", "allergy",
        "Sulfa drugs gave me an awful full-body rash years ago, so that's on my allergy list. "
        "What are the common meds that contain sulfa?",
        ("sulfa",),
        ("What should I tell the pharmacist when picking up a new antibiotic?",),
    ),
    _zh(
        "df213", "allergy",
        "我海鲜过敏，特别是虾和螃蟹，吃了浑身起疹子。周末同事聚餐去吃火锅，我该点什么？",
        ("海鲜过敏",),
        ("去厦门旅游有哪些当地小吃适合我？",),
    ),
    _zh(
        "df214", "accessibility",
        "告诉你个好消息，我现在不用坐轮椅了！康复训练很成功，可以拄拐走路了。",
        ("不用坐轮椅",),
        ("下周去爬泰山，我能行吗？",),
        replaces="df121",
    ),
    _zh(
        "df215", "work",
        "我是小学语文老师，带三年级。帮我想一个关于春天的作文题目？",
        ("语文老师",),
        ("暑假有什么提升自己的培训推荐？",),
    ),
    _zh(
        "df216", "schedule",
        "我上夜班，晚上十点到早上六点，白天睡觉。",
        ("夜班",),
        ("什么时候去银行办事比较好？",),
    ),
    _en(
        "df217", "work",
        "I'm a PhD student in marine biology, finishing my 4th year. How do I stop "
        "procrastinating on my dissertation?",
        ("PhD", "marine biology"),
        ("What kind of jobs should I apply to next year?",),
    ),
    _en(
        "df218", "accessibility",
        "Colorblind (red-green), so charts that rely on red vs green are useless to me. Can you "
        "describe this graph's trend another way?",
        ("colorblind",),
        ("What palette should I use for my presentation slides?",),
    ),
    _en(
        "df219", "address",
        "You can call me Katherine now actually, I'm trying to go by my full name at the new job.",
        ("Katherine",),
        ("What name should you use when addressing me?",),
        replaces="df192",
    ),
    _en(
        "df220", "family",
        "My wife works nights as an ICU nurse, so the house has to stay silent until about 2pm. "
        "Help me plan a quiet Saturday with the kids?",
        ("ICU nurse",),
        ("When's a good time for the plumber to come by?",),
    ),
    _zh(
        "df221", "work",
        "公务员考上了！下个月去税务局报到。",
        ("税务局",),
        ("上班第一天穿什么比较合适？",),
        replaces="df184",
    ),
    _en(
        "df222", "pet",
        "I've got a 2yo border collie named Juniper with endless energy and we live in an "
        "apartment. Help??",
        ("Juniper", "border collie"),
        ("What games can we play indoors on rainy days?",),
    ),
    _en(
        "df223", "accessibility",
        "my hands shake a lot (essential tremor) so typing is slow and full of typos. pls dont "
        "correct my spelling just answer",
        ("essential tremor",),
        ("What kind of keyboard might be easier for me?",),
    ),
    _en(
        "df224", "diet",
        "Gave up on keto, it was making me miserable and cranky. Back to eating normally, just "
        "trying to keep portions sane. Easy lunch ideas?",
        ("gave up on keto",),
        ("Can I have pasta for dinner tonight?",),
        replaces="df135",
    ),
    _en(
        "df225", "aversion",
        "I really dislike crowds, anything over like 50 people and I'm out the door. Ideas for "
        "celebrating my 40th?",
        ("crowds",),
        ("Should I go to the Taylor Swift concert with my coworkers?",),
    ),
    _en(
        "df226", "pet",
        "My old dog Biscuit has arthritis in his hips, he's 13. What's a gentle walk routine for "
        "him?",
        ("Biscuit",),
        ("Should I get ramps for the car?",),
    ),
    _zh(
        "df227", "pet",
        "豆豆减肥成功了！现在体重正常，兽医说不用再控制饮食了。",
        ("体重正常",),
        ("可以给它吃零食了吗？",),
        replaces="df114",
    ),
    _zh(
        "df228", "address",
        "我是女生，请用“她”来称呼我，不要写成“他”。",
        ("女生",),
        ("帮我写段自我介绍的开场白？",),
    ),
    _zh(
        "df229", "budget",
        "首付攒够了，上个月买了房，现在每个月要还八千房贷。",
        ("房贷",),
        ("买辆新车压力大吗？",),
        replaces="df059",
    ),
    _en(
        "df230", "pet",
        "My cat Pickle is diabetic and gets insulin twice a day. Can I leave her with a sitter "
        "for a weekend?",
        ("Pickle",),
        ("What should I tell the vet tech at the boarding place?",),
    ),
    _en(
        "df231", "schedule",
        "I have choir practice every Tuesday evening, so don't schedule anything then. Can you "
        "help me plan my week?",
        ("choir practice", "Tuesday"),
        ("When could I fit in a dinner with my sister this week?",),
    ),
    _en(
        "df232", "schedule",
        "I do school drop-off at 8:15 every weekday, so meetings before 9 are impossible for me. "
        "Can you draft a reply to this invite?",
        ("school drop-off",),
        ("Can I take the 8am dentist slot on Wednesday?",),
    ),
    _en(
        "df233", "address",
        "Quick update: I've started using he/him again, still Sam though. Can you fix that bio?",
        ("he/him",),
        ("Can you write a LinkedIn summary of me?",),
        replaces="df105",
    ),
    _en(
        "df234", "schedule",
        "My company just went fully remote, so I'm home every day now. Rethinking my whole "
        "routine.",
        ("fully remote",),
        ("When's the best day to get a package delivered?",),
        replaces="df180",
    ),
    _en(
        "df235", "work",
        "I'm an ER nurse on 12-hour shifts, so meal prep has to be stuff I can eat fast, standing "
        "up. Ideas?",
        ("ER nurse",),
        ("What shoes should I buy for my job?",),
    ),
    _en(
        "df236", "remember",
        "I switched dentists, it's Dr. Moreau at the Riverside clinic now, not Patel.",
        ("Dr. Moreau",),
        ("Who should I phone to fix my chipped molar?",),
        replaces="df159",
    ),
    _zh(
        "df237", "name",
        "不好意思，上次打错字了，我叫王晓冬，冬天的冬，不是东方的东。",
        ("王晓冬",),
        ("帮我在聚会名单上登记一下。",),
        replaces="df020",
    ),
    _en(
        "df238", "allergy",
        "can u check this ingredient list for sesame? my lips swell up within minutes if I eat any",
        ("sesame",),
        ("Can I eat the hummus at the office party?",),
    ),
    _en(
        "df239", "diet",
        "fyi I'm not vegetarian anymore, my doctor wanted me eating fish and chicken again "
        "because of my iron levels. can you give me an easy salmon recipe?",
        ("not vegetarian anymore",),
        ("Any good high-protein dinners for this week?",),
        replaces="df099",
    ),
    _zh(
        "df240", "remember",
        "之前说医保卡在书房抽屉，我挪到钱包里了，你记得更新一下。",
        ("钱包里",),
        ("看病要带的那张卡放哪儿了？",),
        replaces="df175",
    ),
    _en(
        "df241", "pregnancy",
        "gestational diabetes diagnosis today at 28 weeks, ugh. what can I eat for breakfast that "
        "won't spike me?",
        ("gestational diabetes",),
        ("Is a slice of birthday cake okay at the party Saturday?",),
    ),
    _zh(
        "df242", "pregnancy",
        "之前跟你说怀孕的事，很遗憾，上周流产了。现在在家休养，心情很差。",
        ("流产",),
        ("下周同事婚礼，我能喝点酒吗？",),
        replaces="df009",
    ),
    _zh(
        "df243", "address",
        "以后叫我老王就行，别叫王先生，太见外了。",
        ("老王",),
        ("给我写封邮件回复的时候开头怎么称呼？",),
    ),
    _zh(
        "df244", "aversion",
        "内脏类的东西我是真吃不了，肥肠、猪肝、毛肚都不行。去成都吃什么好？",
        ("内脏",),
        ("在火锅店该点哪些菜？",),
    ),
    _en(
        "df245", "medication",
        "on birth control pills, I take one at 9pm every night. if I'm flying to Tokyo how do I "
        "handle the time difference?",
        ("birth control",),
        ("Do antibiotics mess with anything I take daily?",),
    ),
    _en(
        "df246", "budget",
        "Honestly gave up on the no-buy thing in June. Now I just try to keep clothes under $50 a "
        "month.",
        ("under $50",),
        ("Can I get the $80 boots I've been eyeing?",),
        replaces="df202",
    ),
    _en(
        "df247", "work",
        "defended my dissertation yesterday!!! officially Dr. now. starting a postdoc in San "
        "Diego this fall",
        ("postdoc",),
        ("How should I plan my first month at the new lab?",),
        replaces="df217",
    ),
    _en(
        "df248", "budget",
        "PAID OFF THE LAST CARD TODAY. debt free for the first time in 8 years. what do I do with "
        "the money now?",
        ("debt free",),
        ("Can I afford a vacation in Italy this summer?",),
        replaces="df029",
    ),
    _en(
        "df249", "medical",
        "I have IBS and onions + garlic are my worst triggers. What's a low-FODMAP marinara?",
        ("IBS",),
        ("What should I get at the Italian restaurant for my anniversary?",),
    ),
    _zh(
        "df250", "family",
        "乐乐已经升四年级了，换了个新班主任，挺严格的。",
        ("四年级",),
        ("给孩子买什么练习册合适？",),
        replaces="df183",
    ),
    _zh(
        "df251", "name",
        "我改名了，现在叫李诗涵，户口本身份证都换好了，原来那个名字不用了。",
        ("李诗涵",),
        ("帮我写个邮件签名吧。",),
        replaces="df200",
    ),
    _en(
        "df252", "pet",
        "Biscuit passed away on Sunday. 13 good years. I don't really know what to do with his "
        "bed and toys.",
        ("passed away",),
        ("Should I still keep the vet appointment on Thursday?",),
        replaces="df226",
    ),
    _zh(
        "df253", "budget",
        "婚礼预算十万以内，一分都不能多。",
        ("十万以内",),
        ("婚纱照找什么价位的影楼？",),
    ),
    _en(
        "df254", "medication",
        "doc bumped my zoloft up to 100mg last week btw. feeling kinda jittery, is that normal at "
        "first?",
        ("zoloft",),
        ("Is it normal to feel dizzy if I miss a dose?",),
        replaces="df185",
    ),
    _zh(
        "df255", "schedule",
        "不上夜班了，调到白班，朝九晚五。",
        ("白班", "朝九晚五"),
        ("晚上能一起看电影吗？",),
        replaces="df216",
    ),
    _en(
        "df256", "medication",
        "Just started levothyroxine (75mcg), has to be on an empty stomach. So when can I have my "
        "coffee?",
        ("levothyroxine",),
        ("When should I eat breakfast on weekdays?",),
    ),
    _en(
        "df257", "schedule",
        "sorry, I said Tuesday earlier, choir actually moved to Thursdays starting this month.",
        ("Thursdays",),
        ("Which evening works for a dinner with my sister?",),
        replaces="df231",
    ),
    _en(
        "df258", "address",
        "Just 'Chef' is fine, that's what my crew calls me and honestly what I prefer.",
        ("Chef",),
        ("How should you greet me each time?",),
    ),
    _en(
        "df259", "family",
        "Mom moved into assisted living last week, so it's just me and the kids at home again. "
        "Quieter. Strange.",
        ("assisted living",),
        ("Do we still need the grab bars in the bathroom?",),
        replaces="df209",
    ),
    _en(
        "df260", "pet",
        "We rehomed Juniper with a family on a farm, she needed way more space than we could give "
        "her. No pets for now.",
        ("rehomed",),
        ("Do I still need the animal insurance policy?",),
        replaces="df222",
    ),
    _en(
        "df261", "pregnancy",
        "Positive test this morning!!! after 8 months. I think I'm like 5 weeks. what do I do "
        "first",
        ("positive test",),
        ("Can I keep drinking my usual three coffees a day?",),
        replaces="df174",
    ),
    _en(
        "df262", "allergy",
        "so I did the oral food challenge and I've OUTGROWN the cashew thing!! allergist says I'm "
        "all clear on nuts now. what should I bake first to celebrate",
        ("outgrown", "all clear"),
        ("Can I have the pistachio gelato at the shop down the street?",),
        replaces="df052",
    ),
    _zh(
        "df263", "address",
        "别叫我老王了，听着显老，叫我王哥吧。",
        ("王哥",),
        ("给我发消息时用什么称呼？",),
        replaces="df243",
    ),
)
