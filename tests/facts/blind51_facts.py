"""The fifty-first frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "da001", "allergy",
        "hey quick one — making brownies for my kid's bake sale tomorrow. thing is I'm "
        "allergic to tree nuts (walnuts are the worst, pecans too) so I can't even "
        "taste-test the usual recipe lol. what can I swap in to still get some crunch?",
        ("tree nuts",),
        ("What should I order at a Thai restaurant?",),
    ),
    _zh(
        "da002", "home",
        "我上个月刚从北京搬到成都，现在还在适应这边的辣😂 平时上班挺忙的，"
        "周末想出去走走，你能推荐几个周边一日游的地方吗？",
        ("成都",),
        ("附近有什么适合徒步的地方？",),
    ),
    _en(
        "da003", "work",
        "Ok so I'm a pediatric nurse and some of the parents this week have been... a lot. "
        "Can you help me write a short, friendly handout on managing a toddler's fever at "
        "home? Plain language, no jargon.",
        ("pediatric nurse",),
        ("Any tips for writing a cover letter?",),
    ),
    _en(
        "da004", "diet",
        "no pork for me please, I keep halal 🙏 could you redo that meal plan with that in "
        "mind? the chicken days are fine as long as it's halal chicken, and swap the bacon "
        "in the salad for something else",
        ("halal",),
        ("What should I cook for a dinner party this weekend?",),
    ),
    _zh(
        "da005", "family",
        "我女儿叫朵朵，今年五岁，最近特别迷恐龙，每天晚上都要听恐龙的故事才肯睡。"
        "你能给她编一个睡前故事吗？主角最好是一只胆小的小三角龙。",
        ("朵朵",),
        ("给孩子买什么生日礼物好？",),
    ),
    _en(
        "da006", "pet",
        "My dog Biscuit (beagle, 3 yrs) howls like the world is ending every time I leave "
        "for work. Neighbours have started leaving notes 😬 I've tried leaving the radio on. "
        "What else can I try?",
        ("Biscuit", "beagle"),
        ("How do I keep my apartment smelling fresh?",),
    ),
    _en(
        "da007", "medical",
        "So I was diagnosed with type 2 diabetes last spring and I'm still figuring out "
        "breakfast honestly. Cereal is out, toast feels risky. What's something filling "
        "that won't send my numbers through the roof?",
        ("type 2 diabetes",),
        ("Can you suggest a snack for a long road trip?",),
    ),
    _zh(
        "da008", "name",
        "你好！我叫林晓雯，双木林，破晓的晓，雯是雨字头那个雯。"
        "今天想请你帮我改一下简历，主要是工作经历那一块写得太啰嗦了。",
        ("林晓雯",),
        ("帮我写一封求职信的开头好吗？",),
    ),
    _en(
        "da009", "family",
        "my husband Marco can't do lactose, so whenever I ask for recipes keep that in mind "
        "lol. tonight I want something italian that isn't drowning in cheese, ideally "
        "under 40 min",
        ("Marco",),
        ("What should I make for our anniversary dinner?",),
    ),
    _en(
        "da010", "schedule",
        "I work nights Tuesday through Saturday, 10pm to 6am, so my 'morning' is basically "
        "everyone else's bedtime. When would be the best time for me to hit the gym, and "
        "should I eat before or after?",
        ("work nights", "10pm to 6am"),
        ("When should I book a dentist appointment?",),
    ),
    _zh(
        "da011", "medication",
        "我每天早上空腹吃一片优甲乐，吃完要等半小时才能吃早饭。"
        "想问一下，早上那杯咖啡是不是也得往后推？",
        ("优甲乐",),
        ("早餐吃什么比较健康？",),
    ),
    _en(
        "da012", "budget",
        "Looking for a new laptop for uni. I can spend around 700 bucks max, not a penny "
        "more (student loan life). Mostly essays, zoom lectures and some light photo "
        "editing. What would you get?",
        ("700 bucks",),
        ("Which phone should I get?",),
    ),
    _en(
        "da013", "accessibility",
        "I'm completely blind and use NVDA with Firefox, so when you give me steps please "
        "don't say stuff like 'click the blue button at the top' — tell me the name of the "
        "control or the keyboard shortcut instead. How do I turn on two-factor auth for "
        "Gmail?",
        ("completely blind", "NVDA"),
        ("How do I set up online banking?",),
    ),
    _zh(
        "da014", "address",
        "别老叫我'亲'了，听着怪别扭的，像淘宝客服一样😂 以后叫我老周就行。",
        ("老周",),
        ("给我讲个笑话吧？",),
    ),
    _en(
        "da015", "pregnancy",
        "I'm 14 weeks pregnant with our first and the nausea is finally easing up, thank "
        "god. I want to start moving again — what are some good low-impact exercises?",
        ("14 weeks pregnant",),
        ("Is it okay for me to go in a hot tub?",),
    ),
    _en(
        "da016", "aversion",
        "Ugh I hate cilantro with a passion, it tastes like straight-up dish soap to me. "
        "Could you give me a guac recipe that doesn't need it and still tastes fresh?",
        ("cilantro",),
        ("What's a good salsa for taco night?",),
    ),
    _zh(
        "da017", "remember",
        "帮我记住：我的车是白色的丰田卡罗拉，2018年的，车牌尾号628。"
        "以后我问保养、停车这些事你就知道是哪辆车了。",
        ("丰田卡罗拉",),
        ("我的车多久换一次机油？",),
    ),
    _zh(
        "da018", "diet",
        "我吃纯素已经三年了，蛋、奶、蜂蜜都不碰。最近在健身，"
        "想找几个高蛋白的早餐搭配，最好十分钟能做好。",
        ("纯素",),
        ("健身后吃什么恢复得快？",),
    ),
    _en(
        "da019", "family",
        "My mom moved in with us after her hip surgery — she's 78 and gets around with a "
        "walker now, but she's still sharp as anything. Can you suggest some board games the "
        "whole family could play together? Kids are 9 and 12.",
        ("mom", "walker"),
        ("What should we do this Sunday afternoon?",),
    ),
    _zh(
        "da020", "pet",
        "我家有两只英短，一只叫汤圆一只叫年糕。最近汤圆掉毛掉得特别厉害，"
        "沙发上全是毛，有什么办法吗？",
        ("汤圆", "年糕"),
        ("家里的沙发怎么防抓？",),
    ),
    _en(
        "da021", "medical",
        "i have asthma — pretty well controlled, but cold air sets it off every time. "
        "planning a ski trip to colorado in january, anything i should pack or know?",
        ("asthma",),
        ("What should I bring on a winter camping trip?",),
    ),
    _en(
        "da022", "name",
        "Hi! Name's Oluwaseun, but honestly most people just go with Seun. Anyway, I need "
        "help planning a surprise party for my best friend's 30th — budget's tight.",
        ("Oluwaseun",),
        ("Can you write me a short bio for LinkedIn?",),
    ),
    _zh(
        "da023", "schedule",
        "我每周二和周四晚上七点到九点要上钢琴课，这个雷打不动。"
        "帮我把下周的健身计划排一下，别跟它冲突。",
        ("钢琴课",),
        ("下周什么时候约朋友吃饭比较好？",),
    ),
    _en(
        "da024", "medication",
        "ok random question but my sister's wedding is this saturday and there's an open "
        "bar 🙃 I'm on sertraline (50mg, about a year now). is a glass or two of wine gonna "
        "be a problem? also what do I even wear to a barn wedding lol",
        ("sertraline",),
        ("Can I take something for this headache?",),
    ),
    _zh(
        "da025", "budget",
        "我们家装修预算一共十五万，包括家电和软装。客厅和厨房先弄哪个比较划算？",
        ("十五万",),
        ("沙发选布艺的还是皮的好？",),
    ),
    _en(
        "da026", "accessibility",
        "hard of hearing here, I wear hearing aids in both ears and phone calls are "
        "honestly a nightmare. can you help me write an email to my landlord about the leak "
        "instead of calling him?",
        ("hearing aids",),
        ("What's a good way to contact customer service about a refund?",),
    ),
    _en(
        "da027", "address",
        "Please address me as Dr. Whitfield in any letters you draft for me; I'm a bit "
        "old-fashioned about such things. Now, I need a letter to the council about the "
        "potholes on my road.",
        ("Dr. Whitfield",),
        ("Can you help me write a complaint to my energy supplier?",),
    ),
    _zh(
        "da028", "pregnancy",
        "我怀孕七个月了，最近脚肿得厉害，晚上翻身都难，根本睡不好。有什么办法能缓解一下吗？",
        ("怀孕七个月",),
        ("坐长途飞机要注意什么？",),
    ),
    _zh(
        "da029", "aversion",
        "我特别怕蛇，真的，连图片都不敢看，刷到都要赶紧划走。"
        "下个月要去云南玩，野外徒步的话会不会碰到？",
        ("怕蛇",),
        ("去西双版纳有什么好玩的？",),
    ),
    _en(
        "da030", "remember",
        "Keep in mind for future chats that my laptop is an old 2019 MacBook Air with "
        "barely any storage left, so please don't suggest anything huge to install. Right "
        "now I need a free PDF editor.",
        ("MacBook Air",),
        ("What video editing software should I try?",),
    ),
    _en(
        "da031", "allergy",
        "can't do shellfish. last time I had shrimp my throat started closing and I ended "
        "up in the ER, so yeah. friends want sushi on friday, what's actually safe for me "
        "to order?",
        ("shellfish",),
        ("Any ideas for a beach party menu?",),
    ),
    _zh(
        "da032", "home",
        "我住在杭州西湖区，公司在滨江，每天通勤一个多小时。有什么适合在地铁上听的播客推荐？",
        ("杭州",),
        ("这个周末适合去哪里爬山？",),
    ),
    _en(
        "da033", "work",
        "I teach high school chemistry, and I want a fun demo for the first day of class "
        "that won't set off the fire alarm this time lol. ideas?",
        ("high school chemistry",),
        ("Can you help me plan my summer break?",),
    ),
    _zh(
        "da034", "medical",
        "我有偏头痛，一犯起来就得在黑屋子里躺半天，吃止痛药也不太管用。"
        "明天要坐十几个小时的飞机去欧洲，有什么办法能预防一下吗？",
        ("偏头痛",),
        ("长途旅行要带些什么？",),
    ),
    _en(
        "da035", "name",
        "hey it's Dmitri again lol, same guy who asked about the bike chain yesterday. now "
        "the brakes are squeaking like crazy, what do I check first?",
        ("Dmitri",),
        ("Can you write a birthday message for my friend?",),
    ),
    _en(
        "da036", "schedule",
        "Every Wednesday afternoon I take my dad to dialysis, so I'm out from about 1 to 5 "
        "no matter what. Can you help me find a slot for a team meeting this week that "
        "doesn't clash?",
        ("Wednesday afternoon",),
        ("When's a good time to book a haircut?",),
    ),
    _zh(
        "da037", "medication",
        "我是一型糖尿病，现在每天打胰岛素，早晚各一次。"
        "下个月要出国旅游，胰岛素怎么带上飞机比较稳妥？",
        ("胰岛素",),
        ("去泰国玩一周需要准备什么？",),
    ),
    _en(
        "da038", "budget",
        "we're trying to keep groceries to 120 a week for a family of four, which is getting "
        "tough with prices lately. can you put together a meal plan that doesn't taste like "
        "punishment?",
        ("120 a week",),
        ("What should I make for dinner tonight?",),
    ),
    _zh(
        "da039", "accessibility",
        "我是轮椅使用者，出门最怕台阶和没有电梯的地铁站。"
        "下周去上海玩三天，能推荐几个无障碍做得好的景点吗？",
        ("轮椅",),
        ("去外地玩住哪种酒店比较好？",),
    ),
    _zh(
        "da040", "family",
        "我老公是消防员，经常值夜班，晚上孩子都是我一个人带，累得不行。"
        "有没有十五分钟能搞定的晚饭？",
        ("消防员",),
        ("怎么安排家里的周末活动？",),
    ),
    _en(
        "da041", "address",
        "fyi I use they/them pronouns. could you rewrite this intro paragraph about me for "
        "the conference program? right now it says 'she' all over the place",
        ("they/them",),
        ("Can you write a short bio for my website?",),
    ),
    _en(
        "da042", "pregnancy",
        "We just found out we're having twins!!! I'm about 10 weeks and freaking out a bit "
        "about money and space tbh. What do we actually need to buy first, and what can wait?",
        ("twins",),
        ("What car seats do you recommend?",),
    ),
    _en(
        "da043", "aversion",
        "I have a real phobia of needles — I literally passed out at my last blood draw and "
        "the nurse had to catch me. Work says I need a tetanus shot this month. Any tips to "
        "get through it without fainting?",
        ("needles",),
        ("How should I prepare for my physical next week?",),
    ),
    _zh(
        "da044", "remember",
        "记一下，我的电脑是联想小新，Windows 11系统。以后我问电脑问题你默认按这个来回答。",
        ("联想小新",),
        ("怎么截图最方便？",),
    ),
    _zh(
        "da045", "allergy",
        "我对青霉素过敏，小时候打过一次针全身起疹子，差点送抢救。"
        "这次嗓子疼去看医生，开药的时候我要怎么跟医生说清楚？",
        ("青霉素",),
        ("感冒了吃什么药好得快？",),
    ),
    _zh(
        "da046", "home",
        "更新一下：我又从成都搬走了😂 现在住在深圳南山，离海近多了，就是房租贵。"
        "周末有什么好去处？",
        ("深圳",),
        ("附近有哪些适合带孩子去的博物馆？",),
        replaces="da002",
    ),
    _en(
        "da047", "work",
        "So I just got hired as a junior UX designer at a fintech startup — first day is "
        "tomorrow!! What should I bring, and how do I not look totally clueless in my first "
        "week?",
        ("UX designer",),
        ("How do I negotiate a raise?",),
    ),
    _en(
        "da048", "diet",
        "I'm doing keto (about 20g net carbs a day) and I'm SO bored of eggs. Give me some "
        "lunch ideas I can take to the office that don't need a microwave?",
        ("keto",),
        ("What's a good dessert for a potluck?",),
    ),
    _en(
        "da049", "family",
        "my son Theo is 16 and just got his learner's permit, so I'm officially terrified 😅 "
        "what are some good practice routes for a brand new driver?",
        ("Theo",),
        ("What's a good summer job idea for a teenager?",),
    ),
    _en(
        "da050", "pet",
        "we adopted a rescue greyhound named Pepper last weekend!! she's super timid and "
        "spends most of the day hiding behind the couch. how do I help her settle in?",
        ("greyhound", "Pepper"),
        ("How often should we go to the vet?",),
    ),
    _en(
        "da051", "medication",
        "Quick update — my doctor switched me off sertraline and onto escitalopram last week "
        "because of the side effects. Anything I should watch out for with food or drinks "
        "now?",
        ("escitalopram",),
        ("Is it safe to have a couple of beers at a barbecue?",),
        replaces="da024",
    ),
    _zh(
        "da052", "budget",
        "这次去日本玩七天，两个人总共预算两万块人民币，机票已经买好了。"
        "帮我排一个东京加京都的行程吧。",
        ("两万块",),
        ("东京哪些酒店性价比高？",),
    ),
    _en(
        "da053", "accessibility",
        "I have dyslexia, so big walls of text really wear me out. Can you keep answers in "
        "short bullet points from now on? ok first question: how do I set up a budget "
        "spreadsheet",
        ("dyslexia",),
        ("Can you explain how mortgages work?",),
    ),
    _zh(
        "da054", "address",
        "以后跟我说话不用那么客气，别一口一个'您'的，叫我小林就好。",
        ("小林",),
        ("今天天气怎么样适合穿什么？",),
    ),
    _zh(
        "da055", "pregnancy",
        "我预产期是十二月初，现在开始准备待产包会不会太早？都需要准备些什么？",
        ("预产期", "十二月初"),
        ("冬天出门要注意什么？",),
    ),
    _zh(
        "da056", "aversion",
        "我特别讨厌香菜，一点都不能放，闻到都想吐。帮我推荐几道家常凉菜吧，别让我自己挑出来。",
        ("香菜",),
        ("火锅蘸料怎么调？",),
    ),
    _en(
        "da057", "remember",
        "please remember my wifi router is a Netgear Nighthawk — I always forget to mention "
        "it when I ask about internet stuff. anyway it keeps dropping the connection around "
        "9pm",
        ("Netgear Nighthawk",),
        ("Why is my internet so slow in the evenings?",),
    ),
    _en(
        "da058", "allergy",
        "I'm lactose intolerant — not allergic, but trust me, you do NOT want to be around "
        "me after ice cream. What can I bake for my niece's birthday that's dairy-free but "
        "still feels special?",
        ("lactose",),
        ("What should I order at a coffee shop?",),
    ),
    _en(
        "da059", "home",
        "I live in a tiny studio in Glasgow with zero outdoor space and about three hours of "
        "daylight in winter. What herbs can I grow indoors that won't die on me?",
        ("Glasgow",),
        ("What should I wear for a weekend hike?",),
    ),
    _en(
        "da060", "work",
        "big news, I finally left bedside nursing and started as a clinical educator at the "
        "hospital's training centre! first lecture is monday. any tips for keeping a room "
        "of new grads awake?",
        ("clinical educator",),
        ("How do I ask my manager for a flexible schedule?",),
        replaces="da003",
    ),
    _zh(
        "da061", "diet",
        "我是回族，只吃清真的，猪肉和猪油做的都不行。帮我推荐几道适合上班带饭的家常菜吧。",
        ("清真",),
        ("出差去外地吃饭怎么选餐厅？",),
    ),
    _en(
        "da062", "family",
        "My partner Jess and I have been together 8 years — she's a total night owl and I'm "
        "up at 5 lol. Any ideas for a weekend trip we'd both actually enjoy?",
        ("Jess",),
        ("What's a good anniversary gift?",),
    ),
    _en(
        "da063", "pet",
        "ok update: Biscuit had to go live with my parents when we moved into a no-dogs flat "
        "(he's thriving, they spoil him). BUT we just got a kitten, a little tabby called "
        "Mochi!! what do I need to buy for her?",
        ("Mochi", "kitten"),
        ("How should I pet-proof my flat?",),
        replaces="da006",
    ),
    _en(
        "da064", "medical",
        "I have Crohn's, so I'm really careful with fibre, raw veg especially. Could you "
        "suggest some dinners that are gentle on the gut but not boring?",
        ("Crohn's",),
        ("What should I pack for lunch at work?",),
    ),
    _zh(
        "da065", "name",
        "我姓欧阳，单名一个菲字。想给自己起个英文名，最好和中文名发音接近一点，有什么推荐？",
        ("欧阳",),
        ("给我写个自我介绍吧？",),
    ),
    _en(
        "da066", "schedule",
        "heads up, I'm on call every other weekend for work (IT support), so on those "
        "weekends I can't be more than 30 min from home. can you help me plan some hobbies "
        "for the next few months around that?",
        ("every other weekend",),
        ("When should I book my vacation?",),
    ),
    _zh(
        "da067", "address",
        "之前让你叫我老周，现在换一个吧，单位同事都叫我周哥，你也这么叫我。",
        ("周哥",),
        ("帮我写个请假条？",),
        replaces="da014",
    ),
    _en(
        "da068", "pregnancy",
        "Update on me: baby Ava arrived three weeks ago and I'm exclusively breastfeeding, "
        "which means I'm hungry literally all the time. Any easy snacks I can eat one-handed?",
        ("breastfeeding",),
        ("Can I have coffee in the morning?",),
        replaces="da015",
    ),
    _en(
        "da069", "aversion",
        "not a fan of heights. at all. glass elevators make me want to cry. we're going to "
        "Chicago next month, what should we do?",
        ("heights",),
        ("Which attractions are worth it downtown?",),
    ),
    _zh(
        "da070", "remember",
        "你帮我记着，我每个月十五号发工资，所以大额开销最好都安排在发工资之后。",
        ("十五号",),
        ("这个月什么时候买新手机比较合适？",),
    ),
    _zh(
        "da071", "allergy",
        "我对芒果过敏，吃一口嘴巴周围就肿起来。夏天想做点水果甜品，有什么推荐？",
        ("芒果",),
        ("帮我做一个水果沙拉的配方？",),
    ),
    _en(
        "da072", "home",
        "so it's been a wild year. moved to Austin in june for my wife's job, still haven't "
        "unpacked half the boxes, and wow the heat is no joke — I went for a run at 2pm once "
        "and nearly died. anyway. what are some good indoor things to do on weekends that "
        "aren't just the mall?",
        ("Austin",),
        ("Where should I go for brunch on Sunday?",),
    ),
    _en(
        "da073", "family",
        "My twin brother Kai is getting married in June and somehow I'm the best man, which "
        "means I need a speech. He's a marine biologist and loves terrible puns. Help?",
        ("Kai",),
        ("What should I get as a wedding gift?",),
    ),
    _zh(
        "da074", "work",
        "我在一家律所做知识产权律师，每天要看大量合同和专利文件，眼睛都快瞎了。"
        "有没有提高阅读效率的办法？",
        ("知识产权", "律师"),
        ("怎么跟老板谈加薪？",),
    ),
    _zh(
        "da075", "diet",
        "跟你说一下，我现在不吃纯素了，改成鱼素，会吃鱼和虾，但其他肉还是不碰。"
        "帮我重新做一周的晚餐计划。",
        ("鱼素",),
        ("请客吃饭点什么菜好？",),
        replaces="da018",
    ),
    _en(
        "da076", "family",
        "my daughter is 7, autistic and nonverbal, and she loves anything with buttons. any "
        "recommendations for communication apps that might help her?",
        ("nonverbal",),
        ("What birthday party ideas would work for a small group of kids?",),
    ),
    _zh(
        "da077", "pet",
        "我养了一只鹦鹉叫豆豆，会说'你好'和'吃饭了'。它最近老拔自己的毛，是不是生病了？",
        ("鹦鹉", "豆豆"),
        ("出门旅游一周家里宠物怎么办？",),
    ),
    _en(
        "da078", "medical",
        "I have epilepsy — seizures are mostly under control, but flashing lights are a "
        "trigger. Going to a concert with friends this weekend, anything I should plan for?",
        ("epilepsy",),
        ("What video games would you recommend?",),
    ),
    _en(
        "da079", "name",
        "It's Margaret btw, not Maggie — the last assistant kept calling me Maggie and it "
        "drove me up the wall. Could you help me draft a retirement card for a colleague?",
        ("Margaret",),
        ("How should I sign off a formal email?",),
    ),
    _en(
        "da080", "schedule",
        "Good news, I'm finally off nights — I moved to day shifts, 7 to 3, Monday to "
        "Friday. Now I want a morning routine that isn't miserable. Where do I start?",
        ("day shifts", "Monday to Friday"),
        ("When should I go to the gym?",),
        replaces="da010",
    ),
    _en(
        "da081", "medication",
        "I take warfarin for my heart valve, so I have to keep my vitamin K steady. Can you "
        "give me a week of dinners that won't mess with my INR?",
        ("warfarin",),
        ("What salad should I bring to a barbecue?",),
    ),
    _en(
        "da082", "budget",
        "rent budget is 1800 a month max and we need 2 bedrooms. which neighborhoods in "
        "Denver might actually work?",
        ("1800 a month",),
        ("What should I look for when touring an apartment?",),
    ),
    _zh(
        "da083", "accessibility",
        "我左耳全聋，右耳也不太好，打电话基本听不清。"
        "帮我写一段话给房东，说以后都用微信文字联系。",
        ("全聋",),
        ("怎么跟快递员沟通改送货时间？",),
    ),
    _en(
        "da084", "remember",
        "Remember this for me: my kid's school is Maplewood Elementary. I'll probably be "
        "asking you about their events and stuff later this year.",
        ("Maplewood Elementary",),
        ("What's a good fundraiser idea for the PTA?",),
    ),
    _en(
        "da085", "allergy",
        "bee stings = epipen for me, seriously allergic. we're planning a picnic in the park "
        "next weekend, any tips?",
        ("bee stings",),
        ("What food should we bring to a summer barbecue?",),
    ),
    _zh(
        "da086", "home",
        "我换工作了，也从杭州搬到了苏州，现在住在工业园区。周边有什么好吃的小店推荐？",
        ("苏州",),
        ("附近有没有适合晨跑的公园？",),
        replaces="da032",
    ),
    _en(
        "da087", "work",
        "I'm a long-haul truck driver, so most of my week is spent on the road. What are some "
        "halfway healthy meals I can make with just a mini fridge and a 12V cooker?",
        ("truck driver",),
        ("Any audiobook recommendations?",),
    ),
    _en(
        "da088", "diet",
        "i'm pescatarian — fish yes, other meat no. going to a dinner party at my boss's "
        "place on saturday, how do I mention it without being awkward?",
        ("pescatarian",),
        ("What should I order at a steakhouse?",),
    ),
    _zh(
        "da089", "family",
        "朵朵现在已经上小学了，七岁，不再喜欢恐龙了，改迷上画画，天天在墙上乱涂😂 "
        "帮我推荐一些适合她的绘画课吧。",
        ("上小学",),
        ("周末带孩子去哪玩好？",),
        replaces="da005",
    ),
    _en(
        "da090", "pet",
        "My horse Duchess is 22 now and she's starting to drop weight over the winter. "
        "What can I add to her feed?",
        ("Duchess",),
        ("How do I keep my barn warm in January?",),
    ),
    _zh(
        "da091", "medical",
        "我有高血压，一直在控制饮食，少盐少油。过年回家亲戚老劝我吃腊肉，"
        "有什么说法可以推掉又不伤和气？",
        ("高血压",),
        ("年夜饭做哪些菜比较好？",),
    ),
    _en(
        "da092", "name",
        "you can put my name on the form as Rosalind Achebe-Grant, yes with the hyphen. it's "
        "for the library card renewal, what else do they usually ask for?",
        ("Rosalind",),
        ("Can you help me fill in a job application?",),
    ),
    _zh(
        "da093", "schedule",
        "我每个周六上午都要去养老院做义工，一般九点到十二点。"
        "这周朋友想约我逛街，你觉得约什么时间好？",
        ("周六上午",),
        ("帮我安排一下这周末的计划？",),
    ),
    _en(
        "da094", "medication",
        "I've been on lithium for bipolar for about six years now and it's going fine. Going "
        "to a music festival in August where it'll be super hot though — anything I should "
        "watch for?",
        ("lithium",),
        ("What should I pack for a desert road trip?",),
    ),
    _en(
        "da095", "budget",
        "Change of plans on the laptop — my parents are chipping in, so now I can go up to "
        "1200 dollars. Does that open up anything better for photo editing?",
        ("1200 dollars",),
        ("Which tablet would you recommend for note-taking?",),
        replaces="da012",
    ),
    _en(
        "da096", "accessibility",
        "Just so you know, I've switched from NVDA to JAWS at my new job, so some of the "
        "keyboard shortcuts you gave me before don't work anymore. How do I jump between "
        "headings in Word now?",
        ("JAWS",),
        ("How do I create a table of contents?",),
        replaces="da013",
    ),
    _en(
        "da097", "address",
        "Could you call me Captain from now on? Long story, it's a nickname from my sailing "
        "club and I've grown weirdly attached lol. Anyway — knot tying tips?",
        ("Captain",),
        ("Can you write me a morning pep talk?",),
    ),
    _en(
        "da098", "pregnancy",
        "Trying to eat better since I'm 6 months pregnant and my iron came back low at the "
        "last checkup. Can you suggest some vegetarian iron-rich lunches?",
        ("6 months pregnant",),
        ("What snacks should I keep in my desk drawer?",),
    ),
    _zh(
        "da099", "aversion",
        "我有幽闭恐惧症，电梯和人挤人的地铁都会让我喘不过气。下周去香港出差，有什么建议？",
        ("幽闭恐惧症",),
        ("在大城市出行有什么好办法？",),
    ),
    _en(
        "da100", "work",
        "I quit teaching in June and started a PhD in environmental engineering 🎉 can you "
        "help me set up some kind of reading system so I don't drown in papers?",
        ("PhD", "environmental engineering"),
        ("What's a good note-taking app?",),
        replaces="da033",
    ),
    _zh(
        "da101", "diet",
        "我信佛，初一十五吃素，平时也不吃牛肉。下周初一正好家里来客人，帮我想个全素的菜单？",
        ("初一十五",),
        ("下周请朋友来家里吃饭做什么菜？",),
    ),
    _en(
        "da102", "family",
        "my stepdad Ray has early-stage dementia and he's been living with us since "
        "christmas. what are some calm activities we could do with him in the evenings?",
        ("Ray", "dementia"),
        ("What's a good board game for a quiet family night?",),
    ),
    _en(
        "da103", "pet",
        "Got two guinea pigs, Nacho and Taco, and they've started squeaking at like 3am every "
        "night. Is that normal or are they stressed about something?",
        ("guinea pigs",),
        ("What veggies are safe to share from my plate?",),
    ),
    _zh(
        "da104", "medical",
        "我有甲减，吃药好几年了，最近还是总觉得累，下午特别犯困。除了吃药还能怎么调整作息？",
        ("甲减",),
        ("有什么适合上班族的运动？",),
    ),
    _en(
        "da105", "name",
        "Small update: I got married last month and I'm using my wife's surname now, so it's "
        "Seun Adeyemi-Clarke on anything formal. Can you update the cover letter you helped "
        "with?",
        ("Adeyemi-Clarke",),
        ("Can you write an email signature for me?",),
        replaces="da022",
    ),
    _zh(
        "da106", "family",
        "我爸妈现在跟我们一起住，他们都七十多了，我爸还有糖尿病。"
        "周末家庭聚餐做什么菜老人孩子都能吃？",
        ("爸妈", "糖尿病"),
        ("周末聚会准备什么菜？",),
    ),
    _en(
        "da107", "schedule",
        "I do school drop-off at 8:15 and pickup at 3 every weekday, which kind of boxes in "
        "my workday. Can you help me structure a freelance schedule around that?",
        ("school drop-off",),
        ("When should I take client calls?",),
    ),
    _zh(
        "da108", "medication",
        "我在吃二甲双胍，每天两次。周末有个朋友聚会推不掉，喝点酒会不会有影响？",
        ("二甲双胍",),
        ("聚餐的时候怎么点菜比较健康？",),
    ),
    _en(
        "da109", "budget",
        "Honestly my whole fun budget is like £50 a month after bills, so whatever you "
        "suggest for my birthday has to be cheap cheap.",
        ("£50 a month",),
        ("Any ideas for a date night?",),
    ),
    _en(
        "da110", "accessibility",
        "I use a power wheelchair and can't do steps at all. We're looking at a weekend in "
        "Edinburgh — are there hotels in the Old Town that are genuinely step-free?",
        ("power wheelchair",),
        ("Which attractions should I see in Lisbon?",),
    ),
    _zh(
        "da111", "address",
        "我是女生哦，别再叫我'兄弟'了😂 以后叫我姐就行。",
        ("叫我姐",),
        ("推荐几部好看的电视剧？",),
    ),
    _zh(
        "da112", "pregnancy",
        "我现在在备孕，医生让我每天吃叶酸。平时饮食上还有什么要注意的吗？",
        ("备孕",),
        ("最近想去泡温泉，可以吗？",),
    ),
    _en(
        "da113", "aversion",
        "clowns. absolutely not. my friends want to do the haunted house thing for halloween "
        "and I KNOW there'll be clowns in there. what's a good excuse to bail?",
        ("clowns",),
        ("Any ideas for a costume party theme?",),
    ),
    _en(
        "da114", "remember",
        "Just so you have it for later: I'm left-handed, so when you explain knitting stuff "
        "please flip the directions for me. How do I cast on?",
        ("left-handed",),
        ("How do I hold chopsticks properly?",),
    ),
    _en(
        "da115", "allergy",
        "Update from my allergist: the tree nut thing was a false positive after all, but I "
        "tested positive for sesame, which explains a LOT about that hummus incident. Can you "
        "redo that brownie recipe?",
        ("sesame",),
        ("What can I order at a Middle Eastern restaurant?",),
        replaces="da001",
    ),
    _en(
        "da116", "home",
        "we live on a boat lol — a narrowboat on the canals up north. so I need recipes that "
        "work on a tiny two-ring hob",
        ("narrowboat",),
        ("How do I keep warm in the winter?",),
    ),
    _zh(
        "da117", "pet",
        "年糕去年走了，现在家里只剩汤圆。上个月又领养了一只柯基，叫可乐。"
        "猫和狗怎么才能好好相处？",
        ("柯基", "可乐"),
        ("家里怎么布置更适合养宠物？",),
        replaces="da020",
    ),
    _en(
        "da118", "medical",
        "Turns out it wasn't type 2 after all — the specialist says I have LADA, which is "
        "basically slow-onset type 1, so I'm starting insulin. Ugh. Where do I even start?",
        ("LADA",),
        ("What can I have for breakfast on the go?",),
        replaces="da007",
    ),
    _en(
        "da119", "name",
        "my name's Bartholomew but please never use it in full, it's strictly for paperwork "
        "lol. need a birthday card message for my grandma",
        ("Bartholomew",),
        ("Help me write a thank-you note to my aunt?",),
    ),
    _en(
        "da120", "schedule",
        "I pick my son up from his dad's every other Sunday at 6, so those evenings are "
        "basically gone. Can you plan me a meal prep routine for the week?",
        ("every other Sunday",),
        ("When's a good time to host a dinner party?",),
    ),
    _zh(
        "da121", "medication",
        "我现在不吃优甲乐了，医生给我换成了雷替斯，还是早上空腹吃。换药这段时间要注意什么吗？",
        ("雷替斯",),
        ("早上空腹喝豆浆可以吗？",),
        replaces="da011",
    ),
    _zh(
        "da122", "budget",
        "我们婚礼预算压在八万以内，两家各出一半。帮我列一个开销清单，看看钱该怎么分。",
        ("八万",),
        ("婚纱照去哪里拍比较好？",),
    ),
    _zh(
        "da123", "accessibility",
        "我是低视力，手机字要调到最大才看得清。你回复的时候别用太多表格，我放大以后看不全。",
        ("低视力",),
        ("怎么在手机上挂号？",),
    ),
    _en(
        "da124", "address",
        "Retirement has softened me — you can drop the 'Dr. Whitfield' now, just call me "
        "Helen. Let's plan my garden for spring.",
        ("Helen",),
        ("What flowers grow well in shade?",),
        replaces="da027",
    ),
    _en(
        "da125", "pregnancy",
        "Currently 32 weeks with baby #2 and my toddler still wants to be carried everywhere "
        "🙃 how do I deal with this back pain?",
        ("32 weeks",),
        ("What's a good stretch routine before bed?",),
    ),
    _en(
        "da126", "aversion",
        "The sound of people chewing makes me want to crawl out of my skin. I'm sharing an "
        "office now — any tips that aren't just 'wear headphones'?",
        ("chewing",),
        ("How do I survive long family dinners?",),
    ),
    _zh(
        "da127", "remember",
        "记住我说的：我喝咖啡只加燕麦奶，以后推荐饮品别给我牛奶的。",
        ("燕麦奶",),
        ("下午茶点什么好？",),
    ),
    _zh(
        "da128", "allergy",
        "我对猫毛过敏，一进有猫的屋子就打喷嚏、眼睛痒。朋友邀请我去她家住一周，"
        "她家有两只猫，怎么办？",
        ("猫毛",),
        ("出门旅行药箱里要备哪些药？",),
    ),
    _en(
        "da129", "home",
        "Need some help with groceries. I live out in rural Saskatchewan — nearest real "
        "grocery store is 40 minutes away and in winter the roads can be sketchy — so I try to "
        "only go once a month. Can you make me a shopping list that'll actually last?",
        ("Saskatchewan",),
        ("What should I keep in my car for emergencies?",),
    ),
    _en(
        "da130", "work",
        "Sorry in advance, this is more of a vent. I'm a freelance translator (Japanese to "
        "English), I work from home, and I realised yesterday I hadn't spoken out loud to "
        "another human in four days lol. Suggestions for staying sane?",
        ("freelance translator",),
        ("What hobbies could I pick up this year?",),
    ),
    _en(
        "da131", "diet",
        "I keep kosher — not super strict, but no mixing meat and dairy, no pork, no "
        "shellfish. Planning a Shabbat dinner for eight, what should I make?",
        ("kosher",),
        ("Can you suggest a dessert to bring to a friend's?",),
    ),
    _en(
        "da132", "family",
        "my sister Nadia just moved in with me after her divorce, with her two kids (6 and "
        "9). any tips for making a small apartment work for five people?",
        ("Nadia",),
        ("What's a good weekend activity that's cheap?",),
    ),
    _zh(
        "da133", "schedule",
        "钢琴课我已经停了，现在改成每周一三五早上六点半去游泳。下周的计划帮我重新排一下吧。",
        ("游泳",),
        ("这周几点约同事吃饭合适？",),
        replaces="da023",
    ),
    _en(
        "da134", "medication",
        "I carry a salbutamol inhaler everywhere (the little blue one). Signed up for my "
        "first 10k next month — how should I train for it?",
        ("salbutamol",),
        ("What should I eat the night before a race?",),
    ),
    _en(
        "da135", "budget",
        "we've got about 3k total for our honeymoon including flights 🥲 somewhere warm in "
        "february? flying from Toronto",
        ("3k total",),
        ("Where should we go for a long weekend getaway?",),
    ),
    _en(
        "da136", "accessibility",
        "I'm autistic and loud, crowded places overwhelm me really fast, so I need quiet "
        "options. Could you plan a day in London that won't completely fry my brain?",
        ("autistic",),
        ("What should I do for my birthday this year?",),
    ),
    _en(
        "da137", "address",
        "mate just call me Gaz, everyone does. now, how do I fix a leaky tap",
        ("Gaz",),
        ("How do I unclog a sink?",),
    ),
    _en(
        "da138", "pregnancy",
        "Update — the twins arrived at 35 weeks and they're doing great, and I'm on "
        "maternity leave until next spring. What's a realistic daily routine for two "
        "newborns?",
        ("maternity leave",),
        ("How do I get more sleep?",),
        replaces="da042",
    ),
    _en(
        "da139", "family",
        "My grandma basically raised me and she lives with us now — 91 and still sharp as a "
        "tack, but she only speaks Portuguese. Can you teach me some sweet phrases to "
        "surprise her with?",
        ("grandma",),
        ("What should we do for Mother's Day?",),
    ),
    _zh(
        "da140", "aversion",
        "我从小就怕狗，哪怕是小狗跑过来我都会吓得不敢动。最近在找房子，你觉得看房的时候要注意什么？",
        ("怕狗",),
        ("晚上散步去哪里比较好？",),
    ),
    _en(
        "da141", "remember",
        "for future reference, my car is a 2016 Subaru Outback — I'll probably be asking you "
        "car stuff a lot this winter.",
        ("Subaru Outback",),
        ("What tires should I get for snow?",),
    ),
    _en(
        "da142", "allergy",
        "So I found out the hard way I'm allergic to latex (hello, dentist 🙃). Are there any "
        "household things with latex I should get rid of?",
        ("latex",),
        ("What cleaning gloves should I buy?",),
    ),
    _en(
        "da143", "home",
        "Said goodbye to Glasgow last week — I'm in Manchester now, bigger flat, still no "
        "garden. What herbs like a north-facing windowsill?",
        ("Manchester",),
        ("What's a good place for Sunday roast?",),
        replaces="da059",
    ),
    _zh(
        "da144", "work",
        "我是程序员，在一家做跨境电商的公司写后端，天天加班到十点。有什么缓解颈椎的小运动吗？",
        ("程序员",),
        ("有什么适合周末学的新技能？",),
    ),
    _en(
        "da145", "diet",
        "Keto didn't stick, so I'm doing intermittent fasting now — eating window is noon to "
        "8pm. Can you give me lunch ideas that keep me full till dinner?",
        ("intermittent fasting",),
        ("What's a good snack for a movie night?",),
        replaces="da048",
    ),
    _en(
        "da146", "family",
        "My mom moved into an assisted living place last month, so it's just us at home "
        "again. I'm going to visit her twice a week — what are good things to bring?",
        ("assisted living",),
        ("What snacks travel well for a short visit?",),
        replaces="da019",
    ),
    _en(
        "da147", "pet",
        "Our cat Professor Whiskers is 17 and has kidney disease, so he's on a special renal "
        "diet. Are there any safe treats?",
        ("Professor Whiskers",),
        ("How do I keep an old animal comfortable in hot weather?",),
    ),
    _zh(
        "da148", "medical",
        "我有多囊卵巢综合征，医生让我控制体重。有什么适合我的运动计划吗？",
        ("多囊卵巢",),
        ("晚饭吃什么比较健康？",),
    ),
    _zh(
        "da149", "name",
        "我叫阿依古丽，是维吾尔族的名字。你能帮我起一个好听的网名吗？",
        ("阿依古丽",),
        ("帮我写一段自我介绍吧？",),
    ),
    _zh(
        "da150", "accessibility",
        "我右手截肢了，现在只能用左手打字，打字很慢。你的回复能不能尽量短一点？",
        ("截肢",),
        ("怎么学做饭比较快上手？",),
    ),
    _zh(
        "da151", "address",
        "跟我说话请客气一点，我年纪大了，习惯别人叫我王老师。",
        ("王老师",),
        ("帮我写一段生日祝福？",),
    ),
    _zh(
        "da152", "pregnancy",
        "我怀了二胎，现在十六周，老大三岁。该怎么跟老大说家里要有弟弟妹妹了？",
        ("二胎",),
        ("周末带家人去哪里玩？",),
    ),
    _en(
        "da153", "aversion",
        "Weirdly I've come around on cilantro (my partner wore me down), but mushrooms are "
        "now my nemesis — slimy, rubbery, no thanks. Can you suggest a stir-fry?",
        ("mushrooms",),
        ("What's a good pasta sauce?",),
        replaces="da016",
    ),
    _en(
        "da154", "remember",
        "Remember how I said my laptop was a MacBook Air? I finally upgraded to a ThinkPad "
        "running Linux, so please give me Linux instructions from now on.",
        ("ThinkPad", "Linux"),
        ("How do I take a screenshot?",),
        replaces="da030",
    ),
    _en(
        "da155", "allergy",
        "Eggs are a no-go for me — allergy since I was a kid, even baked into stuff "
        "definately gives me hives. What can I use as a binder in meatballs?",
        ("eggs",),
        ("What's a good pancake recipe?",),
    ),
    _zh(
        "da156", "home",
        "我住在哈尔滨，冬天零下二三十度，家里暖气又特别干。有什么加湿的好办法？",
        ("哈尔滨",),
        ("冬天出门穿什么比较暖和？",),
    ),
    _en(
        "da157", "work",
        "Update: the startup folded, so now I'm a product manager at a health-tech company. "
        "Totally new skill set. What should I read in my first month?",
        ("product manager",),
        ("How do I run a good meeting?",),
        replaces="da047",
    ),
    _en(
        "da158", "diet",
        "I'm Jain, so no root vegetables — no onion, no garlic, no potatoes, no carrots. "
        "Everything online has onion in it 😩 Could you do a dal recipe?",
        ("Jain",),
        ("What can I cook for a dinner party?",),
    ),
    _en(
        "da159", "family",
        "I'm raising my nephew Leo (he's 11) since my brother passed. He's struggling with "
        "math at school. How can I help him at home without it turning into a fight?",
        ("Leo",),
        ("What after-school activities are good for boys?",),
    ),
    _en(
        "da160", "pet",
        "my bearded dragon Spike stopped eating his crickets this week. he's 5. should I be "
        "worried??",
        ("bearded dragon",),
        ("What should I do before going on a week-long holiday?",),
    ),
    _en(
        "da161", "medical",
        "Cooking has gotten kinda hard lately. I've got rheumatoid arthritis and my hands are "
        "the worst first thing in the morning, opening jars is basically impossible. Any "
        "kitchen gadgets that would make life easier?",
        ("rheumatoid arthritis",),
        ("What hobbies could I take up this winter?",),
    ),
    _en(
        "da162", "name",
        "Hi, I'm Priyanka — people mess up the spelling constantly so feel free to double "
        "check lol. Need help writing an out-of-office message.",
        ("Priyanka",),
        ("Can you draft an email introducing myself to a new team?",),
    ),
    _en(
        "da163", "schedule",
        "I volunteer at the food bank every Thursday evening, 5 to 8. Can you build me a "
        "weekly workout plan that doesn't clash with that?",
        ("Thursday evening",),
        ("When should I schedule a catch-up with my friends?",),
    ),
    _en(
        "da164", "medication",
        "I take 20mg of Adderall XR in the mornings for ADHD. I'm flying to Dubai next month "
        "— is that going to be a problem at customs?",
        ("Adderall",),
        ("What should I pack for a week in the UAE?",),
    ),
    _en(
        "da165", "budget",
        "Got a raise!! So the rent ceiling goes up to 2400 dollars now, still need 2 "
        "bedrooms. Does that change which neighborhoods make sense?",
        ("2400 dollars",),
        ("Which areas have good transit?",),
        replaces="da082",
    ),
    _zh(
        "da166", "aversion",
        "我恐高，坐飞机靠窗都不敢往外看。下个月要去张家界，玻璃栈道能不走吗？",
        ("恐高",),
        ("去景区玩怎么安排路线？",),
    ),
    _zh(
        "da167", "remember",
        "记一下：我家宽带是电信的，路由器是小米的。以后网络出问题你就按这个来回答。",
        ("电信", "小米"),
        ("网速慢怎么办？",),
    ),
    _zh(
        "da168", "allergy",
        "医生说我以前青霉素过敏可能是误诊，重新做了皮试没问题，但是这次查出来对头孢过敏。"
        "以后看病开药要注意什么？",
        ("头孢",),
        ("嗓子发炎吃什么药？",),
        replaces="da045",
    ),
    _zh(
        "da169", "home",
        "我在大理租了个小院，养花种菜，挺惬意的。院子里适合种什么果树？",
        ("大理",),
        ("这个季节适合种什么菜？",),
    ),
    _zh(
        "da170", "work",
        "我是一名小学语文老师，带两个班。能帮我设计一个有趣的古诗导入环节吗？",
        ("语文老师",),
        ("怎么跟家长沟通孩子的问题？",),
    ),
    _zh(
        "da171", "diet",
        "我在控糖，基本不吃精米白面，主食都换成杂粮了。推荐几道好吃的晚饭吧。",
        ("控糖",),
        ("下午饿了吃点什么零食好？",),
    ),
    _en(
        "da172", "family",
        "My wife Anjali is a surgeon so her hours are insane, which means I do most of the "
        "cooking for our two boys. Quick weeknight dinners please!",
        ("Anjali",),
        ("What should I plan for our tenth anniversary?",),
    ),
    _en(
        "da173", "family",
        "Jess and I split up in the spring, and I've since moved in with my boyfriend Tom. "
        "Plan a weekend away for two?",
        ("Tom",),
        ("Where should we go for a romantic getaway?",),
        replaces="da062",
    ),
    _zh(
        "da174", "pet",
        "我家金毛叫旺财，九岁了，最近后腿有点瘸。平时散步要注意什么？",
        ("金毛", "旺财"),
        ("夏天带狗出门要注意什么？",),
    ),
    _en(
        "da175", "medical",
        "I have POTS, so standing for long makes me dizzy and I need loads of salt and "
        "fluids. I'm a bridesmaid at a wedding next month — how do I survive the ceremony?",
        ("POTS",),
        ("What should I eat before a long day out?",),
    ),
    _en(
        "da176", "name",
        "no, it's Siobhan — S-I-O-B-H-A-N. you keep writing Shivon 😑 can you fix the email "
        "signature?",
        ("Siobhan",),
        ("Can you write me a polite email to a client?",),
    ),
    _zh(
        "da177", "schedule",
        "我每天下午四点要去学校接孩子，四点到六点都没法开会。帮我跟客户约个时间。",
        ("接孩子",),
        ("帮我排一下明天的工作安排？",),
    ),
    _zh(
        "da178", "medication",
        "我每天吃阿司匹林，是心脏支架术后医生要求的。拔牙之前需要停药吗？",
        ("阿司匹林",),
        ("最近牙疼，去看牙要注意什么？",),
    ),
    _zh(
        "da179", "budget",
        "我每个月生活费就两千，房租另算。在上海怎么吃饭最省钱？",
        ("两千",),
        ("周末有什么免费的活动？",),
    ),
    _en(
        "da180", "accessibility",
        "Big change — I got a cochlear implant in the spring and phone calls are actually "
        "doable now! Can you help me practice a script for calling the bank?",
        ("cochlear implant",),
        ("How do I dispute a charge on my credit card?",),
        replaces="da026",
    ),
    _en(
        "da181", "address",
        "Quick note, I've started using he/him again, so please update that in the bio. "
        "thanks!",
        ("he/him",),
        ("Can you write a short intro for my podcast?",),
        replaces="da041",
    ),
    _en(
        "da182", "pregnancy",
        "I'm pregnant (just 8 weeks, haven't told anyone yet!) and I work at a nail salon — "
        "are the fumes a problem?",
        ("pregnant", "8 weeks"),
        ("Can I still dye my hair?",),
    ),
    _en(
        "da183", "home",
        "we left Austin — wife's job moved us again, this time to Portland, Oregon. rain "
        "instead of heat now lol. indoor weekend stuff?",
        ("Portland",),
        ("Where's a good place for brunch?",),
        replaces="da072",
    ),
    _zh(
        "da184", "work",
        "我在医院当麻醉师，经常要值夜班。下夜班回家怎么才能睡得好？",
        ("麻醉师",),
        ("有什么快速恢复精力的方法？",),
    ),
    _en(
        "da185", "diet",
        "Update: I went fully vegan in January, so no fish anymore either. What should I "
        "bring to the office potluck?",
        ("vegan",),
        ("What's a good dish for a picnic?",),
        replaces="da088",
    ),
    _zh(
        "da186", "family",
        "我儿子今年高三，马上要高考了，压力特别大，晚上经常失眠。怎么帮他放松？",
        ("高三",),
        ("周末给孩子做点什么好吃的？",),
    ),
    _zh(
        "da187", "pet",
        "我养了一缸孔雀鱼，三十多条，最近有几条尾巴烂了，怎么办？",
        ("孔雀鱼",),
        ("出差一周家里怎么安排？",),
    ),
    _en(
        "da188", "medical",
        "Got news from the pulmonologist: it's not just asthma anymore, they've diagnosed me "
        "with COPD. I'm 58 and a former smoker. What kind of exercise is still safe?",
        ("COPD",),
        ("How do I train for a charity walk?",),
        replaces="da021",
    ),
    _zh(
        "da189", "name",
        "我去年改名了，现在身份证上是欧阳思远，以前那个名字别用了。帮我重新写个自我介绍。",
        ("思远",),
        ("帮我写个简历的个人简介？",),
        replaces="da065",
    ),
    _en(
        "da190", "schedule",
        "Sundays are sacred for me — church in the morning, family lunch after, no "
        "exceptions. Can you help me plan a study schedule for my exams?",
        ("Sundays", "church"),
        ("When should I book my driving lessons?",),
    ),
    _zh(
        "da191", "medication",
        "医生让我停了胰岛素，改用司美格鲁肽了，每周打一针。下个月出国旅游，药要怎么带？",
        ("司美格鲁肽",),
        ("夏天去海边度假要带什么？",),
        replaces="da037",
    ),
    _en(
        "da192", "budget",
        "I've got 15k saved for a used car and I'd rather not finance anything. Mostly "
        "highway commuting, 60 miles a day.",
        ("15k saved",),
        ("Which SUV is most reliable?",),
    ),
    _zh(
        "da193", "accessibility",
        "我是聋人，平时用手语，看文字没问题。帮我写一封邮件给公司，说开会需要配手语翻译。",
        ("手语",),
        ("怎么跟新同事打招呼比较好？",),
    ),
    _en(
        "da194", "address",
        "You don't need to be so formal with me, seriously, no 'sir' — I'm 24 lol. Just talk "
        "normal. Anyway what's a good cheap recipe?",
        ("formal", "sir"),
        ("What should I cook for a date?",),
    ),
    _zh(
        "da195", "pregnancy",
        "我刚做完胚胎移植，在等验孕结果，医生让我这两周别剧烈运动。在家能做点什么打发时间？",
        ("胚胎移植",),
        ("最近能出去旅游吗？",),
    ),
    _en(
        "da196", "aversion",
        "I'm terrified of deep water, like panic-attack terrified, so please don't suggest "
        "snorkeling. We're going to Bali in May, what else is there?",
        ("deep water",),
        ("What should we do on our honeymoon?",),
    ),
    _en(
        "da197", "remember",
        "Note for the future: my kitchen only has an induction hob and an air fryer, no "
        "oven. Tonight I want something cozy.",
        ("induction", "air fryer"),
        ("What can I make for a quick dinner?",),
    ),
    _zh(
        "da198", "allergy",
        "我对海鲜过敏，虾蟹都不能碰。这周末想去青岛玩，那边除了海鲜还有什么好吃的？",
        ("海鲜",),
        ("出去旅游吃什么当地特色？",),
    ),
    _zh(
        "da199", "family",
        "我老婆是四川人，特别能吃辣，我是广东的，一点辣都不行。今晚做什么菜两个人都爱吃？",
        ("四川",),
        ("周末请朋友来家里吃饭，做什么菜好？",),
    ),
    _zh(
        "da200", "pet",
        "豆豆上个月飞走了，没找回来，难过了好久。现在家里新养了一只荷兰猪，叫土豆。"
        "它能吃什么蔬菜？",
        ("荷兰猪", "土豆"),
        ("家里出远门的时候宠物怎么照顾？",),
        replaces="da077",
    ),
    _en(
        "da201", "medical",
        "Planning a summer trip to Spain with my two best friends — Seville, Granada, maybe "
        "the coast. The catch is I'm living with multiple sclerosis, and heat makes my "
        "symptoms way worse. Any tips for keeping cool and still enjoying it?",
        ("multiple sclerosis",),
        ("What should I pack for a beach holiday?",),
    ),
    _zh(
        "da202", "name",
        "我叫张伟，对，就是那个全国重名最多的名字😂 帮我起个好记的英文名吧。",
        ("张伟",),
        ("帮我写个自我介绍？",),
    ),
    _en(
        "da203", "schedule",
        "So I changed teams — no more on-call weekends, but now I've got a standing 7am "
        "stand-up every weekday with the Singapore office. Can you help me plan my evenings?",
        ("7am stand-up",),
        ("When should I go grocery shopping?",),
        replaces="da066",
    ),
    _zh(
        "da204", "medication",
        "我在吃避孕药，每天晚上十点吃。出国有时差的话，吃药时间怎么调？",
        ("避孕药",),
        ("去美国旅游要注意什么？",),
    ),
    _zh(
        "da205", "budget",
        "装修预算又调整了，家里长辈资助了一点，现在可以到三十万。厨房能不能用好一点的橱柜？",
        ("三十万",),
        ("客厅灯具怎么选？",),
        replaces="da025",
    ),
    _en(
        "da206", "family",
        "My dad is 80 and lives with us; he's hard of hearing and refuses to admit it lol. "
        "Any tips for family dinners where he actually feels included?",
        ("dad",),
        ("What games work for a big group at Christmas?",),
    ),
    _en(
        "da207", "accessibility",
        "I'm colorblind (red-green), so charts with red and green lines are useless to me. "
        "What palette should I use for my presentation?",
        ("colorblind",),
        ("How should I format my slides for a conference?",),
    ),
    _en(
        "da208", "address",
        "Please just call me Bex. Rebecca makes me feel like I'm in trouble lol.",
        ("Bex",),
        ("Write me a short motivational message for Monday?",),
    ),
    _en(
        "da209", "pregnancy",
        "She's here! Our daughter was born last week, and I'm recovering from a C-section. "
        "What can I eat to heal faster?",
        ("C-section",),
        ("What's a good easy lunch?",),
        replaces="da098",
    ),
    _zh(
        "da210", "aversion",
        "我最受不了榴莲的味道，谁在旁边吃我都得躲开。下个月去泰国，有什么必吃的？",
        ("榴莲",),
        ("东南亚有什么特色水果？",),
    ),
    _zh(
        "da211", "remember",
        "帮我记住，我的血型是O型Rh阴性，以后要是聊到献血或者手术的事情记得提醒我。",
        ("阴性",),
        ("献血前要注意什么？",),
    ),
    _en(
        "da212", "allergy",
        "soy and I don't get along — bloating, hives, the works. and it's in EVERYTHING. can "
        "you help me find an asian-style marinade without it?",
        ("soy",),
        ("What's a good stir-fry sauce?",),
    ),
    _en(
        "da213", "home",
        "Ok so I want to start working out at home. Problem: I'm in a fourth-floor walk-up in "
        "Queens and anything I buy has to be hauled up the stairs by me. Also my neighbour "
        "downstairs is touchy about noise. Best compact equipment?",
        ("Queens",),
        ("What furniture should I get for a small living room?",),
    ),
    _en(
        "da214", "work",
        "After 12 years of trucking I finally got off the road — I'm a dispatcher now, desk "
        "job, same company. My back's happier but I'm gaining weight. Help?",
        ("dispatcher",),
        ("What are some healthy lunches?",),
        replaces="da087",
    ),
    _zh(
        "da215", "diet",
        "我是穆斯林，斋月期间白天不吃不喝。想要一些开斋时吃的营养晚餐。",
        ("斋月",),
        ("下个月怎么安排健身计划？",),
    ),
    _en(
        "da216", "name",
        "I'm Hamish, by the way. Scottish, obviously lol. Need help planning a ceilidh for "
        "my 40th.",
        ("Hamish",),
        ("What food should I serve at a big party?",),
    ),
    _zh(
        "da217", "schedule",
        "我每周一三五上午要去医院做透析，一次四个小时。帮我看看这周什么时候可以去办护照。",
        ("透析",),
        ("这周什么时候去银行办事方便？",),
    ),
    _en(
        "da218", "medication",
        "I'm on methotrexate once a week (Fridays) for my RA — doc says basically no alcohol. "
        "Ideas for a fun mocktail for my birthday?",
        ("methotrexate",),
        ("What should I drink at a wedding?",),
    ),
    _zh(
        "da219", "budget",
        "我们一家三口国庆出游，总预算五千块以内，从广州出发，去哪里好？",
        ("五千块",),
        ("国庆去哪里人少？",),
    ),
    _zh(
        "da220", "accessibility",
        "我的腿康复了不少，现在不用轮椅了，改拄拐杖，短距离走路没问题。下个月想去北京玩。",
        ("拐杖",),
        ("去北京玩三天怎么安排？",),
        replaces="da039",
    ),
    _zh(
        "da221", "address",
        "我现在升主管了，工作上的邮件里请称呼我林经理。",
        ("林经理",),
        ("帮我写一封给客户的邮件？",),
        replaces="da054",
    ),
    _en(
        "da222", "pregnancy",
        "I'm 37 and pregnant for the first time, and the doctors keep calling it a "
        "'geriatric pregnancy', which, rude. What questions should I ask at my next "
        "appointment?",
        ("pregnant",),
        ("What exercise is safe for me right now?",),
    ),
    _en(
        "da223", "aversion",
        "Don't ever suggest anything with raisins to me. Grew up with raisins in everything "
        "and I can't even look at them now. Oatmeal cookie recipe?",
        ("raisins",),
        ("What's a good trail mix?",),
    ),
    _zh(
        "da224", "remember",
        "记一下，我把卡罗拉卖了，换了一辆比亚迪汉，电车。以后问用车的事就按电车来说。",
        ("比亚迪",),
        ("长途自驾要提前准备什么？",),
        replaces="da017",
    ),
    _en(
        "da225", "allergy",
        "I react badly to sulfites — wine, dried apricots, that kind of thing gives me a "
        "migraine and hives. Which cocktails are safe-ish?",
        ("sulfites",),
        ("What should I serve at a dinner party?",),
    ),
    _zh(
        "da226", "home",
        "我在新加坡工作生活好几年了，租的是组屋。想在阳台上种点东西，什么植物适合热带？",
        ("新加坡",),
        ("周末可以去哪里短途旅行？",),
    ),
    _en(
        "da227", "work",
        "I'm a line cook at a busy brunch place, so weekends I'm slammed and weekdays I'm "
        "dead on my feet. Any good stretches for standing 10 hrs?",
        ("line cook",),
        ("What shoes should I buy?",),
    ),
    _en(
        "da228", "diet",
        "I'm on low-FODMAP on my dietitian's orders, which rules out garlic, onion, apples, "
        "all the fun stuff. Can you help me plan a birthday dinner?",
        ("low-FODMAP",),
        ("What should I bring to a barbecue?",),
    ),
    _en(
        "da229", "family",
        "Nadia found her own place two streets over, so it's just me and my girlfriend Chloe "
        "again. Finally have the spare room back — what should we turn it into?",
        ("Chloe",),
        ("What should we cook together on a Friday?",),
        replaces="da132",
    ),
    _en(
        "da230", "pet",
        "My rabbit Clover is litter trained but she chews EVERYTHING. Cables, skirting "
        "boards, my shoes. How do I bunny-proof a rental?",
        ("Clover",),
        ("What's the best way to protect my furniture?",),
    ),
    _en(
        "da231", "medical",
        "I had a kidney transplant two years ago, so I'm immunosuppressed and have to be "
        "careful with food safety. Is sushi a hard no?",
        ("kidney transplant",),
        ("What should I avoid at a buffet?",),
    ),
    _zh(
        "da232", "budget",
        "日本的行程预算要改一下，朋友也加入了，现在三个人总共三万块。京都那几天怎么安排？",
        ("三万块",),
        ("大阪有什么好玩的地方？",),
        replaces="da052",
    ),
    _en(
        "da233", "accessibility",
        "I'm an amputee (below the knee, left leg) and I use a prosthetic. Most hiking guides "
        "don't take that into account. Any trails near Denver that are manageable?",
        ("amputee", "prosthetic"),
        ("What should I do on a weekend in Colorado?",),
    ),
    _zh(
        "da234", "address",
        "你就叫我阿强吧，我们广东人都习惯这么叫。",
        ("阿强",),
        ("今晚煲什么汤好？",),
    ),
    _en(
        "da235", "pregnancy",
        "heads up I'm pregnant, 22 weeks, so maybe skip the sushi suggestions lol. what "
        "should I get at a japanese place",
        ("22 weeks",),
        ("What cheeses can I put on a charcuterie board?",),
    ),
    _en(
        "da236", "aversion",
        "Good news: I did a climbing course and heights don't scare me anymore! Bad news: "
        "turns out I hate crowds way more than I thought. Chicago plans?",
        ("crowds",),
        ("What should I see in New York?",),
        replaces="da069",
    ),
    _en(
        "da237", "remember",
        "Keep in mind I'm in the UK — so metric measurements, prices in pounds, and please "
        "no American spellings. Can you help with a cake recipe?",
        ("metric",),
        ("How much flour do I need for bread?",),
    ),
    _en(
        "da238", "allergy",
        "So apparently it's not lactose after all — the GI doc says I'm intolerant to "
        "fructose. Which means fruit is now the problem?? What dessert can I make?",
        ("fructose",),
        ("What should I bring to a bake sale?",),
        replaces="da058",
    ),
    _en(
        "da239", "home",
        "We've finally given up the narrowboat life and bought a little terraced house in "
        "Leeds. A real kitchen! What should I cook first?",
        ("Leeds",),
        ("What are good weekend walks nearby?",),
        replaces="da116",
    ),
    _zh(
        "da240", "work",
        "我是外卖骑手，每天在路上跑十几个小时。有什么便宜又顶饿的吃的？",
        ("外卖骑手",),
        ("下雨天出门要准备什么？",),
    ),
    _en(
        "da241", "diet",
        "I don't eat beef — Hindu family, it's just not done. Otherwise I eat most things. "
        "Can you suggest a burger recipie that doesn't suck?",
        ("beef",),
        ("What should I grill at a cookout?",),
    ),
    _en(
        "da242", "family",
        "My kids are 3 and 5 (Maya and Eli) and they're both deep in the 'why' phase, which "
        "is exhausting. Any fun science experiments for little ones?",
        ("Maya", "Eli"),
        ("What can we do on a rainy afternoon?",),
    ),
    _zh(
        "da243", "pet",
        "我家有只十五岁的老猫叫咪咪，最近牙口不好，吃干粮很费劲。有没有推荐的湿粮？",
        ("咪咪",),
        ("出差三天家里怎么安排？",),
    ),
    _zh(
        "da244", "medical",
        "之前说的高血压，医生复查后说其实是白大衣高血压，不用吃药，但查出来血脂高。"
        "以后饮食要注意什么？",
        ("血脂高",),
        ("平时早餐怎么搭配比较好？",),
        replaces="da091",
    ),
    _en(
        "da245", "name",
        "Heya, Jordan here. New to this app. Can you help me figure out a morning routine?",
        ("Jordan",),
        ("Can you write a toast for my friend's wedding?",),
    ),
    _en(
        "da246", "schedule",
        "I've got physio every Monday and Thursday at 8am for my knee, for at least the next "
        "six months. Help me fit in a part-time job search?",
        ("physio",),
        ("When should I schedule interviews?",),
    ),
    _zh(
        "da247", "medication",
        "我每天睡前要吃一片褪黑素，不然根本睡不着。下周去美国出差，会不会影响？",
        ("褪黑素",),
        ("倒时差有什么好办法？",),
    ),
    _zh(
        "da248", "pregnancy",
        "好消息！备孕成功了，现在怀孕九周，就是孕吐特别厉害。有什么能缓解的吃的吗？",
        ("怀孕九周",),
        ("早上起来没胃口吃什么好？",),
        replaces="da112",
    ),
    _en(
        "da249", "aversion",
        "I have a thing about feet. Like, can't look at them, can't touch them. Pedicures "
        "are out. What else could I do for a spa day with my sister?",
        ("feet",),
        ("What's a good self-care gift?",),
    ),
    _en(
        "da250", "remember",
        "Please remember I'm on a Pixel 8, not an iPhone — so stop giving me iOS steps lol. "
        "How do I turn on dark mode?",
        ("Pixel 8",),
        ("How do I back up my photos?",),
    ),
    _en(
        "da251", "allergy",
        "I can't have kiwi, my mouth gets all itchy and swollen. Making a pavlova for Sunday, "
        "what should I top it with?",
        ("kiwi",),
        ("What's a good smoothie recipe?",),
    ),
    _en(
        "da252", "home",
        "Just closed on a house in Asheville!! Mountains, finally. What do I need to know "
        "about winterizing an old house?",
        ("Asheville",),
        ("What should I plant in my garden?",),
    ),
    _en(
        "da253", "work",
        "I gave up freelancing — took an in-house localization lead job at a game studio in "
        "Osaka. Office every day now! How do I make friends at work?",
        ("localization lead",),
        ("How do I deal with a difficult coworker?",),
        replaces="da130",
    ),
    _en(
        "da254", "diet",
        "I've stopped keeping kosher, but my new doctor has me on a low-sodium diet because "
        "of my blood pressure. Shabbat dinner ideas?",
        ("low-sodium",),
        ("What should I make for a Friday night dinner?",),
        replaces="da131",
    ),
    _en(
        "da255", "family",
        "Leo's 14 now and just started high school — taller than me, somehow. He wants to "
        "learn to cook, where do we start?",
        ("high school",),
        ("What recipes are good for beginners?",),
        replaces="da159",
    ),
    _en(
        "da256", "pet",
        "Professor Whiskers passed in his sleep last month, he was almost 18 🥲 We just "
        "adopted a one-eyed rescue cat called Pirate. How do I help her adjust?",
        ("Pirate",),
        ("What should I put in a first-aid kit for animals?",),
        replaces="da147",
    ),
    _en(
        "da257", "medical",
        "I'm a recovering alcoholic, 4 years sober, so no wine pairings please. What goes "
        "with a nice steak dinner?",
        ("recovering alcoholic",),
        ("What should I order at a bar with friends?",),
    ),
    _en(
        "da258", "name",
        "Legally changed my name last month — I'm officially Theo now, Bartholomew is gone "
        "from all my paperwork. Help me update my LinkedIn headline?",
        ("Theo",),
        ("Can you write a short bio for a conference?",),
        replaces="da119",
    ),
    _en(
        "da259", "schedule",
        "My youngest takes the bus now, so no more school runs for me — but I've started a "
        "night class on Tuesdays and Thursdays, 6 to 9. Help me plan my week?",
        ("night class",),
        ("When should I go grocery shopping?",),
        replaces="da107",
    ),
    _en(
        "da260", "medication",
        "My psychiatrist finally moved me off lithium and onto lamotrigine, so no more blood "
        "tests every few weeks. Does it have any food interactions?",
        ("lamotrigine",),
        ("Is it okay to drink grapefruit juice?",),
        replaces="da094",
    ),
    _zh(
        "da261", "budget",
        "我每个月能存下的钱不多，想学个爱好，每月最多花五百。有什么推荐？",
        ("五百",),
        ("有什么适合下班后学的兴趣？",),
    ),
    _en(
        "da262", "accessibility",
        "I have a stutter, so phone calls and presentations are really hard for me. Can you "
        "help me plan a presentation that's mostly slides with Q&A in writing?",
        ("stutter",),
        ("How should I prepare for a job interview?",),
    ),
    _zh(
        "da263", "address",
        "以后请称呼我陈医生，在医院工作习惯了。",
        ("陈医生",),
        ("帮我写一段周末聚会的邀请？",),
    ),
)
