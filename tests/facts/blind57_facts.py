"""The fifty-seventh frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "dg001", "accessibility",
        "dyslexic here, long walls of text are rough for me. can you keep answers in short "
        "bullets from now on?",
        ("dyslexic",),
        ("How would you format a long reply to me?",),
    ),
    _en(
        "dg002", "budget",
        "Living on a fixed pension now, so things need to be cheap. Is it worth keeping cable?",
        ("fixed pension",),
        ("Which streaming service should I choose?",),
    ),
    _en(
        "dg003", "aversion",
        "Not a fan of anything coconut. The flavour, the texture, nope. What curry can I make?",
        ("coconut",),
        ("Which Thai desserts would I like?",),
    ),
    _en(
        "dg004", "medical",
        "After years of stomach problems I finally got diagnosed with celiac disease last spring. "
        "Which beers are actually safe?",
        ("celiac",),
        ("Can I eat the sourdough at my friend's bakery?",),
    ),
    _zh(
        "dg005", "home",
        "我和两个室友合租，厨房是共用的，经常抢不到灶台。",
        ("合租",),
        ("周末想请朋友来家里吃饭，怎么安排？",),
    ),
    _en(
        "dg006", "family",
        "My husband Marco is a professional chef, so cooking for him is terrifying. help me "
        "impress him on our anniversary?",
        ("Marco",),
        ("What dish should I attempt for the big dinner with my spouse?",),
    ),
    _en(
        "dg007", "family",
        "my girlfriend and I live together; she's Brazilian and doesn't eat red meat. planning a "
        "dinner party for her friends.",
        ("red meat",),
        ("What main course should I do for her birthday?",),
    ),
    _en(
        "dg008", "accessibility",
        "I'm a wheelchair user, so when you suggest restaurants please check for step-free "
        "entrances. Looking for brunch in Lisbon.",
        ("wheelchair",),
        ("Which hotels in Porto would work for me?",),
    ),
    _en(
        "dg009", "home",
        "My place is a top-floor walk-up in Paris with no air con and the heatwave is coming. How "
        "do I keep it bearable?",
        ("top-floor walk-up",),
        ("Which fan should I buy for summer?",),
    ),
    _zh(
        "dg010", "schedule",
        "我每周六上午送孩子去学钢琴，要陪到十一点。",
        ("钢琴",),
        ("周末帮我约个理发的时间。",),
    ),
    _zh(
        "dg011", "aversion",
        "我不吃羊肉，受不了那股膻味。冬天想吃火锅的话点什么锅底好？",
        ("羊肉",),
        ("去新疆旅游吃什么？",),
    ),
    _en(
        "dg012", "allergy",
        "tree nuts are a no-go for me (walnuts, cashews, all of it, full anaphylaxis). gimme a "
        "pesto that still tastes like pesto",
        ("tree nuts",),
        ("What granola brands are safe for me?",),
    ),
    _zh(
        "dg013", "pregnancy",
        "刚查出来怀孕了，六周，还没告诉家里人。早孕反应好严重，有什么缓解恶心的办法？",
        ("怀孕了",),
        ("这几个月能不能染头发？",),
    ),
    _zh(
        "dg014", "allergy",
        "我海鲜过敏，特别是螃蟹和虾，吃了浑身起疹子。下个月去厦门出差，有什么本地小吃推荐？",
        ("海鲜过敏",),
        ("日料店里我能点哪些菜？",),
    ),
    _en(
        "dg015", "name",
        "Full name's Adaeze Nwosu-Baker, hyphen and all. Can you help me format my CV header?",
        ("Adaeze",),
        ("What should my email signature look like?",),
    ),
    _en(
        "dg016", "schedule",
        "I have choir practice every Tuesday night at 7, so never book anything for me then.",
        ("choir practice",),
        ("When's a good evening for dinner with my college friends next week?",),
    ),
    _en(
        "dg017", "family",
        "my twin brother Alex lives with me, and he's vegan, which turns grocery shopping into a "
        "negotiation.",
        ("Alex",),
        ("What should I cook when it's just me and my sibling for dinner?",),
    ),
    _en(
        "dg018", "diet",
        "I've been vegan for about six years now, so please don't suggest anything with honey "
        "either. What's a hearty winter stew I can batch cook?",
        ("vegan",),
        ("What should I make for a potluck this weekend?",),
    ),
    _en(
        "dg019", "address",
        "Use he/him for me. I'm trans and my old documents still say otherwise, which is why the "
        "form auto-filled wrong.",
        ("he/him",),
        ("Write a recommendation intro about me in the third person.",),
    ),
    _zh(
        "dg020", "home",
        "我住在郊区的一栋老房子里，冬天特别冷，暖气也不好。有什么保暖的办法？",
        ("老房子",),
        ("家里要不要装新风系统？",),
    ),
    _en(
        "dg021", "address",
        "my pronouns are she/her fyi, the last draft you wrote used 'he' for me in the bio",
        ("she/her",),
        ("Write a third-person bio for my speaker profile.",),
    ),
    _zh(
        "dg022", "work",
        "我是一名外卖骑手，每天骑电动车跑十个小时。",
        ("外卖骑手",),
        ("下雨天怎么保护手机？",),
    ),
    _zh(
        "dg023", "diet",
        "我是严格的无麸质饮食，不是过敏，就是吃了肚子难受。推荐几种早餐做法？",
        ("无麸质",),
        ("做饺子皮能用什么面粉？",),
    ),
    _en(
        "dg024", "home",
        "we just bought a 1920s bungalow with the original plaster walls, so hanging shelves is "
        "scary. tips?",
        ("bungalow",),
        ("What kind of insulation upgrades make sense for us?",),
    ),
    _zh(
        "dg025", "schedule",
        "我每天早上六点起床去游泳，七点半到公司。",
        ("游泳",),
        ("早上的会议最早能约几点？",),
    ),
    _en(
        "dg026", "medication",
        "I take warfarin for a clotting thing, so I'm supposed to watch my vitamin K. is a big "
        "kale salad every day a bad idea?",
        ("warfarin",),
        ("Can I take ibuprofen for this back pain?",),
    ),
    _en(
        "dg027", "diet",
        "Since my heart scare in the spring I've been on a strict low-sodium diet, under 1500mg a "
        "day. Can you rework this chili recipe for me?",
        ("low-sodium",),
        ("Which canned soups are alright for me?",),
    ),
    _en(
        "dg028", "pregnancy",
        "trying to get pregnant, second round of IVF starts next month. are there any foods that "
        "actually help or is that all nonsense?",
        ("IVF",),
        ("Should I cut back on coffee right now?",),
    ),
    _zh(
        "dg029", "address",
        "叫我老李就好，朋友们都这么叫，别整那些客套的。",
        ("老李",),
        ("以后你跟我打招呼用什么称呼？",),
    ),
    _en(
        "dg030", "remember",
        "Keep this in mind: my frequent flyer account is with Delta, not United. I always mix "
        "them up.",
        ("Delta",),
        ("Which airline should I book to earn miles?",),
    ),
    _en(
        "dg031", "family",
        "My son is autistic and gets overwhelmed by loud places, so birthday party venues are "
        "tricky. Ideas?",
        ("son is autistic",),
        ("Should we go to the fireworks show on the 4th?",),
    ),
    _en(
        "dg032", "aversion",
        "Sweet stuff in savoury food grosses me out. No pineapple on pizza, no honey glaze, none "
        "of it. Dinner ideas?",
        ("sweet stuff in savoury",),
        ("How should I do the ham for Easter?",),
    ),
    _zh(
        "dg033", "accessibility",
        "我是低视力，手机字体调到最大才看得清。你回复的时候别用表格，我看不清。",
        ("低视力",),
        ("给我发菜谱用什么格式比较好？",),
    ),
    _zh(
        "dg034", "pet",
        "我养了一只仓鼠，叫团子，才半岁。笼子里要放些什么？",
        ("仓鼠",),
        ("出差一周家里的小宠物怎么办？",),
    ),
    _en(
        "dg035", "aversion",
        "Horror movies are a hard no for me, I don't sleep for days after. Recommend something "
        "for movie night with friends?",
        ("horror movies",),
        ("What should we watch on Halloween?",),
    ),
    _en(
        "dg036", "accessibility",
        "since the stroke my right hand is pretty weak and typing is slow, sorry for the short "
        "messages. whats a good one-handed keyboard?",
        ("right hand",),
        ("Which kitchen gadgets could make cooking easier for me?",),
    ),
    _en(
        "dg037", "pet",
        "I've got an old horse, Biscuit, 22 years, boarded at a stable out of town. Is it time to "
        "switch him to senior feed?",
        ("Biscuit",),
        ("How often should the farrier come out?",),
    ),
    _en(
        "dg038", "accessibility",
        "I can't hear anything out of my left ear, so I always grab the right side at meetings. "
        "How do I ask my new team not to mumble without being rude?",
        ("left ear",),
        ("Where should I sit at a long dinner table with friends?",),
    ),
    _zh(
        "dg039", "family",
        "我婆婆和我们住一起，她信佛，不吃牛肉。",
        ("不吃牛肉",),
        ("周末全家聚餐点什么菜？",),
    ),
    _en(
        "dg040", "home",
        "We live in a tiny studio in Brooklyn, like 380 sq ft, so anything bulky is out. best "
        "space-saving desk?",
        ("studio", "Brooklyn"),
        ("Can I fit a full-size treadmill?",),
    ),
    _en(
        "dg041", "remember",
        "Remember: the spare house key is with my neighbor Gail at number 14.",
        ("spare house key",),
        ("Who do I call if I'm locked out?",),
    ),
    _en(
        "dg042", "work",
        "I'm an ER nurse on 12-hour shifts, so meal prep is the only way I eat properly. ideas?",
        ("ER nurse",),
        ("What should I pack for a long night at the hospital?",),
    ),
    _en(
        "dg043", "medical",
        "fyi I tore my ACL skiing in february and I'm still doing PT twice a week. any upper-body "
        "workouts I can do at home?",
        ("ACL",),
        ("Is it okay for me to join a pickup basketball game?",),
    ),
    _en(
        "dg044", "pet",
        "We adopted a retired greyhound called Pepper last spring. She's scared of stairs, any "
        "training tips?",
        ("greyhound", "Pepper"),
        ("What kind of bed would suit a tall skinny dog?",),
    ),
    _en(
        "dg045", "work",
        "Freelance graphic designer here, mostly packaging and logos. how do I raise my rates "
        "without losing clients?",
        ("graphic designer",),
        ("What should I put in my portfolio site?",),
    ),
    _zh(
        "dg046", "work",
        "我是做程序员的，天天加班，颈椎不太好。",
        ("程序员",),
        ("帮我准备一下跳槽面试要复习的东西。",),
    ),
    _en(
        "dg047", "address",
        "I'm nonbinary and use they/them. Can you rewrite this LinkedIn summary in the third "
        "person?",
        ("they/them",),
        ("Draft a short intro of me for the panel moderator.",),
    ),
    _en(
        "dg048", "diet",
        "I do intermittent fasting: nothing before noon, kitchen closes at 8pm. Could you plan "
        "lunches that keep me full till dinner?",
        ("intermittent fasting",),
        ("When's the best time for me to schedule a breakfast meeting?",),
    ),
    _en(
        "dg049", "schedule",
        "my Sundays are locked: church in the morning and then family lunch at my mom's, every "
        "week without fail",
        ("church",),
        ("Can we schedule the team offsite for the weekend?",),
    ),
    _zh(
        "dg050", "family",
        "我爸跟我们一起住，他有糖尿病，做饭得少放糖。",
        ("糖尿病",),
        ("家里过年的菜单怎么安排？",),
    ),
    _zh(
        "dg051", "aversion",
        "我一点辣都吃不了，嘴巴会疼得不行。推荐几道不辣的川菜？",
        ("辣都吃不了",),
        ("去重庆旅游吃什么好？",),
    ),
    _zh(
        "dg052", "pet",
        "我家养了一只柯基叫豆豆，两岁了，特别能吃。怎么帮它减肥？",
        ("豆豆",),
        ("夏天带狗出门散步要注意什么？",),
    ),
    _en(
        "dg053", "work",
        "just got hired as a junior data analyst at a bank, first day monday!! what should I "
        "brush up on?",
        ("data analyst",),
        ("What SQL topics will matter most in my role?",),
    ),
    _en(
        "dg054", "family",
        "my little sister moved in with me while she finishes her psych master's.",
        ("master's",),
        ("What graduation gift suits her field?",),
    ),
    _en(
        "dg055", "address",
        "Please address me as Reverend Mills in anything that's going out to the parish.",
        ("Reverend Mills",),
        ("How should the church newsletter introduction for me start?",),
    ),
    _zh(
        "dg056", "name",
        "我姓欧阳，单名一个锋字。帮我想一个英文名吧，最好跟中文名有点联系。",
        ("欧阳",),
        ("帮我写一张名片上的信息。",),
    ),
    _en(
        "dg057", "pregnancy",
        "Pregnant with baby #3 and it's high-risk because of my age (41). What questions should I "
        "ask at the first OB appointment?",
        ("baby #3",),
        ("Is a road trip to the coast in my second trimester wise?",),
    ),
    _en(
        "dg058", "remember",
        "pls remember our anniversary is October 12, I'm terrible with dates.",
        ("October 12",),
        ("When should I book the fancy restaurant for our special day?",),
    ),
    _zh(
        "dg059", "medical",
        "我有哮喘，一到换季就容易发作。最近想开始跑步，要注意什么？",
        ("哮喘",),
        ("冬天出门锻炼我要带什么？",),
    ),
    _en(
        "dg060", "diet",
        "keto since january, down 14 lbs so far!! what snacks can I keep in my desk drawer?",
        ("keto",),
        ("Is oatmeal a good breakfast for me?",),
    ),
    _en(
        "dg061", "pet",
        "two guinea pigs at home, Salt and Vinegar lol. which veggies can they have daily?",
        ("guinea pigs",),
        ("How big of a cage should I buy?",),
    ),
    _en(
        "dg062", "remember",
        "Can you remember that my gym locker combo is 2-18-33? I forget it every single time.",
        ("locker combo",),
        ("I'm at the gym, what's the code again?",),
    ),
    _en(
        "dg063", "budget",
        "I've got about $800 total to furnish my first apartment, so I'm thrifting most things. "
        "where do I start?",
        ("$800 total",),
        ("What's a realistic price for a used couch for me?",),
    ),
    _zh(
        "dg064", "home",
        "我住在哈尔滨，冬天零下三十度是常事。",
        ("哈尔滨",),
        ("冬天买什么样的羽绒服合适？",),
    ),
    _en(
        "dg065", "home",
        "Our house is all electric, heat pump and induction stove, no gas line at all. Does a wok "
        "even work?",
        ("induction",),
        ("Which pans should I buy?",),
    ),
    _en(
        "dg066", "remember",
        "Note for later: my car is a 2014 Honda Fit, in case I ask about parts or tires.",
        ("Honda Fit",),
        ("What size wiper blades do I need?",),
    ),
    _en(
        "dg067", "family",
        "my daughter Lily is 6 and allergic to peanuts, badly, so any snack ideas have to be "
        "nut-free.",
        ("Lily",),
        ("What should I pack for my girl's school lunch?",),
    ),
    _zh(
        "dg068", "schedule",
        "我每周三下午要去医院做康复训练，那天下午都不行。",
        ("每周三",),
        ("帮我安排下周的会议时间。",),
    ),
    _en(
        "dg069", "medication",
        "Doc put me on prednisone, 40mg tapering down over three weeks. What should I expect "
        "sleep-wise?",
        ("prednisone",),
        ("Should I skip the flu vaccine this month?",),
    ),
    _en(
        "dg070", "schedule",
        "I teach yoga on Monday and Thursday mornings from 6 to 8, so no early calls those days.",
        ("yoga",),
        ("What time could I join a standup with the London team?",),
    ),
    _en(
        "dg071", "budget",
        "we're saving for a house so our grocery budget is $400 a month for a family of four. "
        "meal plan?",
        ("$400 a month",),
        ("What's realistic to spend on my kids' birthday party?",),
    ),
    _en(
        "dg072", "schedule",
        "i work nights, 11pm to 7am, and sleep till about 3pm. when should i go to the gym?",
        ("11pm to 7am",),
        ("When is a good time for a dentist appointment for me?",),
    ),
    _zh(
        "dg073", "allergy",
        "我对花生严重过敏，连炒过花生的锅再炒别的菜都不行。周末想去吃川菜，点什么比较安全？",
        ("花生",),
        ("宫保鸡丁我能不能点？",),
    ),
    _zh(
        "dg074", "remember",
        "请记住我每年四月要交一次房产税，到时候提醒我。",
        ("房产税",),
        ("四月份我有什么要办的事？",),
    ),
    _en(
        "dg075", "accessibility",
        "Please use simple words and short sentences. I have aphasia after a brain injury and "
        "complex sentences wear me out.",
        ("aphasia",),
        ("How should you explain my insurance letter to me?",),
    ),
    _zh(
        "dg076", "diet",
        "我不喝酒，一滴都不沾，每次聚会都被劝。有什么好喝的无酒精饮料推荐？",
        ("不喝酒",),
        ("公司年会我怎么应付敬酒？",),
    ),
    _zh(
        "dg077", "home",
        "我家是一楼，带个小院子，种了点菜。最近蚊子好多怎么办？",
        ("小院子",),
        ("春天可以种些什么？",),
    ),
    _zh(
        "dg078", "pregnancy",
        "我现在孕晚期了，三十五周，医生说宝宝是臀位。有什么办法能帮宝宝转过来吗？",
        ("三十五周",),
        ("什么时候该准备待产包？",),
    ),
    _en(
        "dg079", "allergy",
        "no eggs for me, ever. been alergic since I was a kid. what can I use instead in brownies?",
        ("eggs",),
        ("What's a good binder for homemade veggie burgers?",),
    ),
    _en(
        "dg080", "work",
        "I'm a high school chemistry teacher and I need a fun demo for the first day of class.",
        ("chemistry teacher",),
        ("What should I put in a welcome letter to parents?",),
    ),
    _en(
        "dg081", "pregnancy",
        "I'm 14 weeks pregnant with our first! what's safe for heartburn?",
        ("14 weeks pregnant",),
        ("Can I have sushi at my friend's birthday dinner?",),
    ),
    _en(
        "dg082", "accessibility",
        "I'm legally blind and use a screen reader (NVDA), so could you avoid describing things "
        "only by color or where they are on screen?",
        ("screen reader",),
        ("What's a good way to send me a chart?",),
    ),
    _en(
        "dg083", "accessibility",
        "I'm autistic and phone calls send my anxiety through the roof, so I like having a script "
        "for any call I have to make. Can you write one for rescheduling a dentist appointment?",
        ("autistic",),
        ("Could you help me prepare to call my landlord about the leak?",),
    ),
    _en(
        "dg084", "budget",
        "our travel budget for the whole year is like $3k so we're doing road trips, not flights.",
        ("travel budget",),
        ("Can we afford a week in Hawaii?",),
    ),
    _zh(
        "dg085", "medication",
        "我在吃降脂药阿托伐他汀，每晚一片。听说吃这个不能吃西柚，是真的吗？",
        ("阿托伐他汀",),
        ("我能喝葡萄柚汁吗？",),
    ),
    _en(
        "dg086", "work",
        "I retired in March after 31 years at the post office. Now what do I do with my mornings?",
        ("retired",),
        ("Should I still keep a work wardrobe?",),
    ),
    _zh(
        "dg087", "accessibility",
        "我听力不好，一直戴助听器，打电话很吃力。能不能帮我想个办法跟银行沟通，不用打电话？",
        ("助听器",),
        ("去看电影有什么推荐的方式？",),
    ),
    _en(
        "dg088", "medication",
        "I take the progestin-only pill every night at 10, and the window is tiny. if I'm flying "
        "to tokyo how do I keep the timing right?",
        ("progestin-only",),
        ("Will the antibiotics I just got mess with my contraception?",),
    ),
    _en(
        "dg089", "address",
        "I've come out as nonbinary since we last talked, so it's they/them now, not what I told "
        "you before.",
        ("they/them now",),
        ("Rewrite my speaker bio in the third person.",),
        replaces="dg021",
    ),
    _zh(
        "dg090", "medication",
        "我现在在吃异维A酸治痘痘，医生说要避光。夏天去海边怎么办？",
        ("异维A酸",),
        ("最近嘴唇很干是怎么回事？",),
    ),
    _en(
        "dg091", "pet",
        "I keep a saltwater aquarium with a pair of clownfish. what water temperature is ideal?",
        ("clownfish",),
        ("What should I ask the pet sitter to do while I'm away?",),
    ),
    _en(
        "dg092", "family",
        "My partner Sam is type 2 diabetic so I've been cooking low-carb for both of us.",
        ("Sam", "diabetic"),
        ("What dessert can I make for our date night?",),
    ),
    _en(
        "dg093", "diet",
        "Heads up: I'm not vegan anymore. My iron was in the gutter so my doctor talked me into "
        "eggs and fish again. Can you suggest a quick salmon dinner?",
        ("not vegan anymore",),
        ("Is a frittata a reasonable lunch option for me?",),
        replaces="dg018",
    ),
    _zh(
        "dg094", "medical",
        "我有高血压，一直吃药控制，最近还算稳定。想问问泡温泉对我有没有影响？",
        ("高血压",),
        ("蒸桑拿会不会有风险？",),
    ),
    _en(
        "dg095", "remember",
        "remember this for me: my shoe size is 10.5 wide, EU 44. I always forget when ordering "
        "online.",
        ("10.5 wide",),
        ("Which boots should I order from that site?",),
    ),
    _zh(
        "dg096", "diet",
        "我吃素好几年了，蛋和奶可以，肉和鱼都不碰。周末朋友聚餐去火锅店，我能点什么？",
        ("吃素",),
        ("推荐几道适合我的家常菜？",),
    ),
    _zh(
        "dg097", "family",
        "我爸搬回老家住了，不跟我们一起住了。",
        ("搬回老家",),
        ("过年的菜单怎么安排？",),
        replaces="dg050",
    ),
    _en(
        "dg098", "pet",
        "I have a bearded dragon named Spike. can he eat blueberries??",
        ("bearded dragon",),
        ("What temperature should the basking lamp be?",),
    ),
    _zh(
        "dg099", "budget",
        "我每个月工资五千，房租就要两千，想存点钱。",
        ("工资五千",),
        ("帮我看看手机套餐选哪个划算？",),
    ),
    _zh(
        "dg100", "schedule",
        "康复训练改到每周五上午了，原来那天下午又空出来了。",
        ("每周五",),
        ("下次找个时间跟客户开会。",),
        replaces="dg068",
    ),
    _en(
        "dg101", "allergy",
        "i break out in hives from anything with sesame in it, even a drizzle of the oil, which "
        "makes takeout a nightmare. which thai dishes are usually safe?",
        ("sesame",),
        ("Can you suggest a dressing for my cold noodle salad?",),
    ),
    _en(
        "dg102", "accessibility",
        "ok you can go back to normal paragraphs. I got a text-to-speech add-on that reads "
        "everything aloud for me, so the bullet thing doesn't matter anymore",
        ("text-to-speech",),
        ("How should you format long answers for me?",),
        replaces="dg001",
    ),
    _en(
        "dg103", "pet",
        "I sold Biscuit to a riding school where he'll get more attention, so no more horse for "
        "me. Scrap the feed question, ha.",
        ("sold Biscuit",),
        ("Should I renew the stable board contract?",),
        replaces="dg037",
    ),
    _zh(
        "dg104", "address",
        "以后叫我小周就行，别叫周先生，太生分了。",
        ("小周",),
        ("你平时怎么称呼我？",),
    ),
    _en(
        "dg105", "pregnancy",
        "32 weeks along and the doctor just told me I have gestational diabetes. meal ideas?",
        ("gestational diabetes",),
        ("What dessert could I bring to the baby shower?",),
    ),
    _en(
        "dg106", "remember",
        "Remember I told you what I drive? Sold it. I've got a 2021 RAV4 hybrid now.",
        ("RAV4",),
        ("What tires should I get for winter?",),
        replaces="dg066",
    ),
    _zh(
        "dg107", "diet",
        "最近医生说我可以偶尔喝点红酒了，以前那个滴酒不沾的规矩算是放松了。推荐一款配牛排的？",
        ("喝点红酒",),
        ("公司聚餐时我能碰杯吗？",),
        replaces="dg076",
    ),
    _en(
        "dg108", "allergy",
        "allergic to latex btw. how do I ask the new dentist for nitrile gloves without sounding "
        "fussy?",
        ("latex",),
        ("What kind of balloons are safe for me to blow up at the party?",),
    ),
    _en(
        "dg109", "budget",
        "My late brother left me a bit of an inheritance, so money isn't as tight as it was. "
        "Thinking about a nicer cruise?",
        ("inheritance",),
        ("Is a premium streaming package worth it for me?",),
        replaces="dg002",
    ),
    _en(
        "dg110", "work",
        "so I left teaching in june and now I'm a lab manager at a biotech startup. big change. "
        "how do I handle managing people older than me?",
        ("lab manager",),
        ("What should I wear to the office on Monday?",),
        replaces="dg080",
    ),
    _en(
        "dg111", "remember",
        "the gym changed all the locks, so forget the old numbers: my new combo is 9-40-12.",
        ("new combo",),
        ("I'm at the gym, what opens my storage?",),
        replaces="dg062",
    ),
    _zh(
        "dg112", "name",
        "我的全名是陈思远，朋友们都直接这么叫我。帮我做个简历模板。",
        ("陈思远",),
        ("给导师发邮件，开头怎么自我介绍？",),
    ),
    _zh(
        "dg113", "home",
        "去年调到深圳工作了，已经离开东北，现在天天穿短袖。",
        ("深圳",),
        ("冬天需要买厚羽绒服吗？",),
        replaces="dg064",
    ),
    _en(
        "dg114", "pregnancy",
        "Due date's March 3rd and I'm a nervous wreck about the glucose test next week. What does "
        "it involve?",
        ("due date",),
        ("When should I stop working and take leave?",),
    ),
    _en(
        "dg115", "family",
        "Marco and I split up this spring, so it's just me at home now. Cooking for one is "
        "weirdly hard.",
        ("split up",),
        ("How much food should I buy for the week?",),
        replaces="dg006",
    ),
    _en(
        "dg116", "pregnancy",
        "Quick update: our baby girl arrived early, on the 2nd! So I'm postpartum now. What does "
        "recovery look like after a C-section?",
        ("postpartum",),
        ("When can I start running again?",),
        replaces="dg081",
    ),
    _en(
        "dg117", "budget",
        "Good news on the money front, my husband got a raise so we bumped groceries up to $600 a "
        "month. can we add some nicer stuff to the meal plan?",
        ("$600 a month",),
        ("How much can I spend on steak this week?",),
        replaces="dg071",
    ),
    _zh(
        "dg118", "diet",
        "我现在开始吃鱼了，医生说我蛋白质不够，所以也不算纯素了。清蒸鲈鱼怎么做？",
        ("开始吃鱼",),
        ("周末去火锅店我能点些什么？",),
        replaces="dg096",
    ),
    _zh(
        "dg119", "family",
        "我老公对猫毛过敏，所以家里一直不能养猫。",
        ("猫毛过敏",),
        ("想养个宠物，养什么比较合适？",),
    ),
    _en(
        "dg120", "aversion",
        "I can't deal with the texture of mushrooms, slimy, I literally gag. What can I use "
        "instead in a stroganoff?",
        ("mushrooms",),
        ("Which pizza toppings should I pick for a party order?",),
    ),
    _en(
        "dg121", "accessibility",
        "Small update: I've graduated from the chair to forearm crutches most days, so a couple "
        "of steps are fine now, but long distances still aren't. Plan me a walking tour of Rome?",
        ("forearm crutches",),
        ("How far can I comfortably go on a city sightseeing day?",),
        replaces="dg008",
    ),
    _en(
        "dg122", "work",
        "I work as a paralegal at an immigration firm and I'm thinking about law school. Worth it?",
        ("paralegal",),
        ("How should I describe my current job on applications?",),
    ),
    _zh(
        "dg123", "budget",
        "我们家每月伙食费控制在两千块以内，一家三口。",
        ("伙食费",),
        ("这周的菜谱帮我排一下。",),
    ),
    _en(
        "dg124", "medication",
        "finished the prednisone taper on friday, thank god. only thing I take now is a daily "
        "antihistamine. can I start lifting again?",
        ("prednisone taper",),
        ("Is it alright to get the flu vaccine now?",),
        replaces="dg069",
    ),
    _zh(
        "dg125", "allergy",
        "我对青霉素过敏，小时候打针差点休克。明天要去拔智齿，需要提前跟医生说什么吗？",
        ("青霉素",),
        ("感冒发烧去诊所，开药时我要注意什么？",),
    ),
    _en(
        "dg126", "pregnancy",
        "IT WORKED!! positive test this morning, I'm officially pregnant. what do I do first?",
        ("officially pregnant",),
        ("Is it okay to keep going to hot yoga?",),
        replaces="dg028",
    ),
    _zh(
        "dg127", "allergy",
        "上次说我海鲜都过敏，其实医生复查后说只是对虾过敏，螃蟹贝类都可以吃。那周末的自助餐我能去了吧？",
        ("虾过敏",),
        ("日料店里点什么比较安全？",),
        replaces="dg014",
    ),
    _en(
        "dg128", "name",
        "My name's Tomasz, with a z, people always 'correct' it to Thomas. Draft a reply to this "
        "recruiter please.",
        ("Tomasz",),
        ("Write me a short bio for the conference site.",),
    ),
    _en(
        "dg129", "medical",
        "My heart has a murmur (mitral valve prolapse, they check it every year). Can I still do "
        "high intensity interval training?",
        ("mitral valve prolapse",),
        ("Is scuba diving something I should clear with a cardiologist first?",),
    ),
    _en(
        "dg130", "name",
        "I'm Siobhan (pronounced shi-VAWN, don't ask). Can you write me a short bio for a yoga "
        "studio website?",
        ("Siobhan",),
        ("Help me sign a thank-you card to my team.",),
    ),
    _zh(
        "dg131", "budget",
        "我涨薪了，现在月薪八千，终于不用那么抠了。",
        ("月薪八千",),
        ("手机套餐选哪个比较好？",),
        replaces="dg099",
    ),
    _en(
        "dg132", "aversion",
        "Crowds make me miserable: concerts, malls on a Saturday, all of it. Where can I go in "
        "Barcelona that's calm?",
        ("crowds",),
        ("When's the best time to visit Disneyland for me?",),
    ),
    _en(
        "dg133", "name",
        "Got married in June and I'm dropping the hyphen, so it's just Adaeze Baker now. Can you "
        "update my email signature?",
        ("Adaeze Baker",),
        ("What name goes on my conference badge?",),
        replaces="dg015",
    ),
    _en(
        "dg134", "medical",
        "Two years ago I had a kidney transplant, so I'm immunosuppressed and have to be careful "
        "around sick people. Is it okay to visit my nephew who has chickenpox?",
        ("kidney transplant",),
        ("Should I get a flu shot this year?",),
    ),
    _en(
        "dg135", "schedule",
        "Switched to day shift finally!! 7 to 3. my sleep is gonna thank me. when's the best time "
        "for a workout now?",
        ("day shift",),
        ("When's a good time for a dentist appointment?",),
        replaces="dg072",
    ),
    _en(
        "dg136", "medication",
        "I'm on metformin, 500mg twice a day with meals, and some days it wrecks my stomach. any "
        "tips?",
        ("metformin",),
        ("Is there anything I should tell the radiologist before my CT scan with contrast?",),
    ),
    _en(
        "dg137", "allergy",
        "Update from the allergist: the sesame thing was a false positive on the skin test! I "
        "passed the oral challenge yesterday and had hummus for lunch. Which brands are best?",
        ("false positive",),
        ("Can I order the tahini noodles at the place down the street?",),
        replaces="dg101",
    ),
    _zh(
        "dg138", "medical",
        "去年跟你说过我有那个呼吸道的老毛病，其实复查后医生说是过敏性鼻炎引起的咳嗽，根本不是那个病，吸入剂已经停了。",
        ("过敏性鼻炎",),
        ("春天花粉多的时候我出门要准备什么？",),
        replaces="dg059",
    ),
    _zh(
        "dg139", "address",
        "以后别那么叫我了，我都四十了，叫周哥吧。",
        ("周哥",),
        ("你平时跟我打招呼怎么称呼？",),
        replaces="dg104",
    ),
    _en(
        "dg140", "allergy",
        "one bite of shrimp and my throat starts closing up, so the epipen goes everywhere with "
        "me. anyway what's a good gumbo recipie that still tastes authentic?",
        ("shrimp",),
        ("What should I order at the seafood place downtown?",),
    ),
    _zh(
        "dg141", "remember",
        "记住，我的血型是O型Rh阴性，万一哪天用得上。",
        ("Rh阴性",),
        ("我要去献血，需要注意什么？",),
    ),
    _zh(
        "dg142", "accessibility",
        "我是色弱，红绿分不太清。做PPT配色的时候有什么建议？",
        ("色弱",),
        ("做图表时用什么颜色组合比较好？",),
    ),
    _en(
        "dg143", "work",
        "Got promoted! I lead the data science team now, so less querying and more meetings.",
        ("data science team",),
        ("How do I run a good one-on-one?",),
        replaces="dg053",
    ),
    _zh(
        "dg144", "medication",
        "我每天早上吃一片优甲乐，要空腹吃。那早饭最早能几点吃？",
        ("优甲乐",),
        ("出国旅行跨时区，我的药怎么调整时间？",),
    ),
    _zh(
        "dg145", "aversion",
        "说来好笑，在成都住了半年，现在无辣不欢了，以前那个毛病彻底治好了。",
        ("无辣不欢",),
        ("推荐几道下饭的川菜？",),
        replaces="dg051",
    ),
    _en(
        "dg146", "schedule",
        "Fridays are my day off since my company went to a four-day week. help me plan a long "
        "weekend hike",
        ("Fridays",),
        ("Which day is best for me to run errands?",),
    ),
    _zh(
        "dg147", "remember",
        "帮我记住我的戒指尺寸是13号，以后买首饰要用。",
        ("戒指尺寸",),
        ("网上买对戒应该选多大？",),
    ),
    _en(
        "dg148", "accessibility",
        "I have ADHD, so please break tasks into tiny steps or I'll never start. Help me clean my "
        "apartment this weekend?",
        ("ADHD",),
        ("How should you structure a study plan for my exam?",),
    ),
    _en(
        "dg149", "medical",
        "I've got epilepsy (well controlled, but still) so strobe lights are a real issue for me. "
        "Is it safe to go to a concert with a big light show?",
        ("epilepsy",),
        ("Are there any video games I should be careful with?",),
    ),
    _en(
        "dg150", "budget",
        "I'm a broke grad student, living on about $1,200/mo after rent. cheapest way to get to "
        "the airport?",
        ("broke grad student",),
        ("Which laptop should I buy for school?",),
    ),
    _zh(
        "dg151", "remember",
        "帮我记住：我的医保卡号尾号是8821，报销时老要用。",
        ("医保卡",),
        ("去报销的时候我需要填什么号码？",),
    ),
    _en(
        "dg152", "allergy",
        "Quick one. I'm allergic to penicillin (found that out the hard way at 19, hives head to "
        "toe). If a doctor abroad offers me amoxicillin, is that basically the same family?",
        ("penicillin",),
        ("What should I tell an urgent care clinic before they prescribe me antibiotics?",),
    ),
    _en(
        "dg153", "medical",
        "Good news: the surgeon cleared me yesterday, my knee is fully healed and I'm done with "
        "physio. Help me build a return-to-running plan?",
        ("fully healed",),
        ("Can I sign up for a ski trip this winter?",),
        replaces="dg043",
    ),
    _zh(
        "dg154", "pregnancy",
        "很难过，上周流产了，现在身体还在恢复。这段时间要注意什么？",
        ("流产",),
        ("这段时间能不能运动？",),
        replaces="dg013",
    ),
    _en(
        "dg155", "name",
        "Correction to what I told you before: I legally changed my first name last month. It's "
        "Theo now, on everything, documents included.",
        ("Theo",),
        ("What name should I put on the new passport form?",),
        replaces="dg128",
    ),
    _en(
        "dg156", "family",
        "Wife's name is Noor, she's a night-shift pharmacist, so our house has to stay quiet "
        "during the day.",
        ("Noor",),
        ("When's a good time to run the vacuum?",),
    ),
    _en(
        "dg157", "aversion",
        "spiders absolutely terrify me, like I will leave the room. is camping in Australia going "
        "to be a problem?",
        ("spiders",),
        ("Is it a good idea for me to visit a reptile and insect zoo?",),
    ),
    _en(
        "dg158", "diet",
        "My GI put me on a low-FODMAP diet so garlic and onion are out. what can I season a roast "
        "chicken with?",
        ("low-fodmap",),
        ("Which supermarket sauces should I avoid?",),
    ),
    _zh(
        "dg159", "accessibility",
        "我是聋人，平时用手语交流，读写中文没问题。帮我看看有哪些银行可以用文字客服。",
        ("手语",),
        ("去医院看病怎么跟医生沟通比较顺利？",),
    ),
    _zh(
        "dg160", "budget",
        "最近失业了，每个月只能花一千五左右，得省着点。",
        ("失业",),
        ("周末出去玩有什么便宜的地方？",),
    ),
    _zh(
        "dg161", "remember",
        "帮我记住：我妈的生日是农历八月十五，每年都差点忘。",
        ("农历八月十五",),
        ("中秋节那天我该准备什么？",),
    ),
    _en(
        "dg162", "schedule",
        "Choir got moved, rehearsals are Thursday evenings now instead of the old night, same "
        "time.",
        ("Thursday evenings",),
        ("Which night works for a dinner with my old roommates?",),
        replaces="dg016",
    ),
    _zh(
        "dg163", "medical",
        "跟你报告一下，减重二十斤以后我的血压恢复正常了，降压药也停了，医生说不用再按病人管理了。",
        ("血压恢复正常",),
        ("我现在能不能重新去泡温泉？",),
        replaces="dg094",
    ),
    _en(
        "dg164", "family",
        "My mom has lived with us since dad passed; she's 82 and uses a walker. Looking for a "
        "restaurant in Boston that can handle that.",
        ("walker",),
        ("Where can we go for Mother's Day brunch?",),
    ),
    _en(
        "dg165", "pet",
        "My dog Rufus is deathly afraid of thunder and storm season's coming. what actually helps?",
        ("Rufus",),
        ("Should I leave the TV on when I go out during fireworks?",),
    ),
    _en(
        "dg166", "name",
        "I'm Mateo, 27, just moved to Denver and looking for a climbing gym.",
        ("Mateo",),
        ("Write a short intro I can post in the neighborhood group.",),
    ),
    _en(
        "dg167", "pregnancy",
        "I'm breastfeeding my 4 month old, so please flag anything that isn't safe while nursing. "
        "Is Sudafed ok for a cold?",
        ("breastfeeding",),
        ("Can I have a glass of wine at the wedding?",),
    ),
    _zh(
        "dg168", "allergy",
        "之前跟你说我对那个抗生素过敏，前阵子医院重新做了皮试，结果是阴性，医生说小时候那次可能是误诊。",
        ("皮试", "阴性"),
        ("下次看病开抗生素我还需要特别提醒医生吗？",),
        replaces="dg125",
    ),
    _en(
        "dg169", "diet",
        "I keep kosher, so meat and dairy never end up on the same plate at my table. Need a "
        "dinner party menu for eight.",
        ("kosher",),
        ("Is a cheeseburger okay for me to order?",),
    ),
    _en(
        "dg170", "medication",
        "on 20mg of fluoxetine every morning. does it matter if I have a glass of wine at dinner?",
        ("fluoxetine",),
        ("Is St. John's wort safe to try for my mood?",),
    ),
    _en(
        "dg171", "budget",
        "I never spend more than £30 on a gift, full stop, even for family. ideas for my dad's "
        "60th?",
        ("more than £30",),
        ("What should I get my sister for Christmas?",),
    ),
    _en(
        "dg172", "aversion",
        "jazz makes me want to climb the walls, sorry to any jazz fans. help me pick background "
        "music for my wedding reception?",
        ("jazz",),
        ("Which songs should the band play at dinner?",),
    ),
    _zh(
        "dg173", "name",
        "我的名字是王建国，以后写信落款就用这个。",
        ("王建国",),
        ("帮我给房东写封信，结尾怎么署名？",),
    ),
    _en(
        "dg174", "medication",
        "I use an albuterol inhaler maybe twice a week plus a steroid one daily. Does the steroid "
        "one affect your voice? I sing in a choir.",
        ("albuterol",),
        ("What should I pack for a hiking trip at altitude?",),
    ),
    _zh(
        "dg175", "work",
        "我辞职不写代码了，转行开了一家咖啡店。",
        ("咖啡店",),
        ("帮我想想下个月的营销活动。",),
        replaces="dg046",
    ),
    _zh(
        "dg176", "schedule",
        "我每天下午四点要去接孩子放学，那之后就没空了。",
        ("接孩子",),
        ("帮我约个下午的客户见面时间。",),
    ),
    _en(
        "dg177", "family",
        "we've got three kids, 9, 7 and 2, so any trip has to work for a toddler and two bigger "
        "ones.",
        ("three kids",),
        ("How many beds will we need in a vacation rental?",),
    ),
    _zh(
        "dg178", "name",
        "我叫林晓雯，帮我写一封请假邮件。",
        ("林晓雯",),
        ("帮我写个简短的自我介绍。",),
    ),
    _en(
        "dg179", "medication",
        "I'm off metformin!! A1c came back normal after a year of diet changes and the doc said "
        "stop. what's a celebratory dessert that isn't insane?",
        ("off metformin",),
        ("Do I still have to take pills with meals?",),
        replaces="dg136",
    ),
    _zh(
        "dg180", "accessibility",
        "上个月做了人工耳蜗手术，现在不用戴那个小机器了，打电话也基本能听清了。",
        ("人工耳蜗",),
        ("我能不能直接给银行客服打电话办事？",),
        replaces="dg087",
    ),
    _zh(
        "dg181", "medical",
        "我有轻度抑郁症，在看心理医生。最近失眠又严重了，有什么睡前放松的办法？",
        ("抑郁症",),
        ("换工作这种大事我该怎么减少压力？",),
    ),
    _zh(
        "dg182", "medication",
        "我去年开始吃舍曲林，一天50毫克，现在情绪稳定多了。能同时吃褪黑素助眠吗？",
        ("舍曲林",),
        ("感冒了能吃哪些药不会跟我平时的药冲突？",),
    ),
    _zh(
        "dg183", "pet",
        "我养了两只猫，一只叫橘子一只叫可乐，橘子有点胖。",
        ("橘子", "可乐"),
        ("给猫咪买什么猫粮好？",),
    ),
    _en(
        "dg184", "name",
        "I signed up as 'guest' but my name is actually Ingrid Solberg. Help me write a complaint "
        "to the airline?",
        ("Ingrid",),
        ("How should the letter to the landlord be signed?",),
    ),
    _zh(
        "dg185", "medication",
        "我每天要打两次胰岛素，早晚各一针。出差坐飞机带针头要注意什么？",
        ("胰岛素",),
        ("冰箱坏了我的药放哪里保存？",),
    ),
    _zh(
        "dg186", "family",
        "我儿子今年上初二，叫浩浩，数学特别差。",
        ("浩浩",),
        ("帮我找找适合初中生的数学辅导方法。",),
    ),
    _zh(
        "dg187", "allergy",
        "对芒果过敏，上次就吃了一口，嘴唇肿了两天。帮我推荐几个夏天的甜品吧。",
        ("芒果",),
        ("去泰国旅游有哪些水果小吃我要小心？",),
    ),
    _en(
        "dg188", "name",
        "Hi! I'm Priyanka, first time using this thing. can you help me write a cover letter?",
        ("Priyanka",),
        ("Can you draft an email introducing me to the new team?",),
    ),
    _zh(
        "dg189", "pet",
        "我家有只鹦鹉叫阿福，会说你好。它最近掉毛很厉害，正常吗？",
        ("鹦鹉",),
        ("家里哪些植物对鸟类有毒？",),
    ),
    _en(
        "dg190", "family",
        "My wife switched to day shifts at the pharmacy last month, so no more tiptoeing around "
        "during the day.",
        ("day shifts",),
        ("When's best to do the loud renovation work?",),
        replaces="dg156",
    ),
    _zh(
        "dg191", "schedule",
        "孩子说什么都不肯再去上课了，周六上午终于自由了。",
        ("周六上午终于自由",),
        ("周末帮我约个理发时间。",),
        replaces="dg010",
    ),
    _en(
        "dg192", "name",
        "it's Declan by the way. what's a good name for a fantasy football team?",
        ("Declan",),
        ("Could you write a toast I can give at my brother's wedding, introducing myself?",),
    ),
    _en(
        "dg193", "budget",
        "Our wedding budget is capped at $15k, total, no exceptions. what can we realistically do?",
        ("wedding budget",),
        ("How much should we spend on flowers?",),
    ),
    _en(
        "dg194", "address",
        "Not 'Ma'am' please, makes me feel ancient lol. Just Kat.",
        ("Kat",),
        ("How would you start a friendly reply to me?",),
    ),
    _zh(
        "dg195", "pregnancy",
        "我在备孕，已经开始吃叶酸了。老公也要一起调理吗？",
        ("备孕",),
        ("最近感冒了能随便吃药吗？",),
    ),
    _en(
        "dg196", "pet",
        "our cat Miso is 14 and has kidney issues now. what kind of wet food is good for senior "
        "cats?",
        ("Miso",),
        ("What treats are okay for an elderly kitty on a renal diet?",),
    ),
    _en(
        "dg197", "home",
        "Finally out of the shoebox! We're in a 3-bedroom house in New Jersey now with an actual "
        "yard. What should we plant first?",
        ("New Jersey", "3-bedroom house"),
        ("Do I have room for a home gym setup?",),
        replaces="dg040",
    ),
    _en(
        "dg198", "medical",
        "I get migraines, like three a month, the lie-in-a-dark-room kind. Any tips for surviving "
        "a two-day work conference with bright screens everywhere?",
        ("migraines",),
        ("What kind of lighting should I get for my home office?",),
    ),
    _zh(
        "dg199", "name",
        "我叫阿依古丽，是维吾尔族名字，帮我起一个微信昵称吧。",
        ("阿依古丽",),
        ("帮我写一封求职信的开头。",),
    ),
    _en(
        "dg200", "address",
        "In formal drafts I'd rather you call me Professor Lindqvist; otherwise just Erik is fine.",
        ("Professor Lindqvist",),
        ("How should you open the email to the dean for me?",),
    ),
    _zh(
        "dg201", "work",
        "我现在是全职妈妈，以前是建筑师，想保持一下专业能力。",
        ("全职妈妈",),
        ("面试时怎么解释简历上的空档期？",),
    ),
    _zh(
        "dg202", "family",
        "我们家老二叫朵朵，刚上幼儿园，特别粘人。",
        ("朵朵",),
        ("孩子入园分离焦虑怎么办？",),
    ),
    _en(
        "dg203", "pregnancy",
        "After two miscarriages I'm pregnant again and being extra careful. 9 weeks today. Is "
        "light yoga okay?",
        ("9 weeks",),
        ("When is it reasonable to announce our news?",),
    ),
    _en(
        "dg204", "allergy",
        "Bee stings have put me in the ER twice, so I'm planning this garden party very "
        "carefully. Which flowers attract the fewest bees?",
        ("bee stings",),
        ("Should I bring anything special on a long hike in July?",),
    ),
    _en(
        "dg205", "family",
        "My stepdaughter Jess (15) lives with us half the week. She's really into climbing.",
        ("Jess",),
        ("What's a good birthday present for the teenager in our house?",),
    ),
    _en(
        "dg206", "allergy",
        "Correction on something I told you way back: it's not shrimp I react to, it's crab. They "
        "retested me and shrimp came back clean. Need a crab-free seafood boil idea for Saturday.",
        ("crab",),
        ("What should I avoid at a Maryland-style seafood shack?",),
        replaces="dg140",
    ),
    _zh(
        "dg207", "medication",
        "最近换成胰岛素泵了，不用每天扎两针了，方便太多。泵的耗材出国怎么带？",
        ("胰岛素泵",),
        ("下个月去日本玩，药品过安检要注意什么？",),
        replaces="dg185",
    ),
    _zh(
        "dg208", "family",
        "我儿子已经上高中了，数学反而成了强项。",
        ("上高中",),
        ("帮我找找适合他的学习资料。",),
        replaces="dg186",
    ),
    _zh(
        "dg209", "work",
        "我在一家外企做财务，快到年底审计了，压力好大。",
        ("财务",),
        ("我想考个证书提升一下，推荐哪个？",),
    ),
    _zh(
        "dg210", "aversion",
        "我特别讨厌坐飞机，起飞降落都怕得要命，能坐高铁就坐高铁。下个月去成都怎么走？",
        ("坐飞机",),
        ("去西安出差有什么交通方式推荐？",),
    ),
    _en(
        "dg211", "remember",
        "please remember my passport expires in August 2026 and nudge me before I book anything "
        "international",
        ("passport expires",),
        ("Am I good to book a trip to Japan next autumn?",),
    ),
    _zh(
        "dg212", "home",
        "我搬出来自己住了，不再跟别人挤了，现在一个人住一套一居室。",
        ("一居室",),
        ("家里要添置些什么厨房用具？",),
        replaces="dg005",
    ),
    _en(
        "dg213", "aversion",
        "i hate olives. like genuinely. even the smell of them on a pizza ruins the whole thing",
        ("olives",),
        ("What can I put on a Greek salad?",),
    ),
    _en(
        "dg214", "medical",
        "Crohn's disease here, had a flare in may and I'm still recovering. Looking for gentle "
        "foods for the next week.",
        ("crohn's",),
        ("What should I eat before a long road trip?",),
    ),
    _zh(
        "dg215", "family",
        "我老婆是小学老师，暑假有两个月的假。",
        ("小学老师",),
        ("今年夏天全家去哪儿旅游比较好？",),
    ),
    _en(
        "dg216", "pregnancy",
        "We're expecting twins in november, found out at the 12 week scan and I'm still in shock. "
        "How do we even prep for two?",
        ("twins",),
        ("How many car seats do we need to buy?",),
    ),
    _en(
        "dg217", "schedule",
        "Custody schedule is every other weekend plus Wednesdays with the kids. Can you plan a "
        "trip around that?",
        ("every other weekend",),
        ("When could I do a quick Saturday road trip alone?",),
    ),
    _en(
        "dg218", "address",
        "actually I've decided I want to be Katherine again, the short version feels like a "
        "college nickname. use the full thing pls",
        ("Katherine",),
        ("How would you greet me in a morning message?",),
        replaces="dg194",
    ),
    _en(
        "dg219", "budget",
        "debt-free as of last month!! paid off my last student loan. now i want to start "
        "investing, any tips?",
        ("debt-free",),
        ("Should I open a brokerage account or keep saving?",),
    ),
    _zh(
        "dg220", "family",
        "我老公做了脱敏治疗，现在对猫不过敏了，我们准备养只猫！",
        ("脱敏治疗",),
        ("想养个宠物，有什么推荐？",),
        replaces="dg119",
    ),
    _zh(
        "dg221", "pet",
        "我的狗狗叫旺财，是只拉布拉多，已经十岁了，最近腿脚不太好。",
        ("旺财",),
        ("给老狗吃什么保健品好？",),
    ),
    _zh(
        "dg222", "pregnancy",
        "我怀孕五个月了，最近腰特别疼。有什么适合孕妇的睡姿？",
        ("怀孕五个月",),
        ("我还能坐长途飞机吗？",),
    ),
    _en(
        "dg223", "address",
        "I go by Jay, not Jason. only my mom calls me Jason and only when I'm in trouble",
        ("Jay",),
        ("Write a quick hello message from me to the new hires.",),
    ),
    _en(
        "dg224", "home",
        "I live on a sailboat in the marina, full time. What's the best way to deal with "
        "condensation?",
        ("sailboat",),
        ("Where should I get my packages delivered?",),
    ),
    _en(
        "dg225", "allergy",
        "My cat allergy is brutal, my eyes swell shut within an hour in a house with one. A "
        "friend just invited me to stay for a week and she has two. How do I handle this without "
        "offending her?",
        ("cat allergy",),
        ("Is it okay for me to book an Airbnb where the host keeps pets?",),
    ),
    _zh(
        "dg226", "budget",
        "找到新工作了，预算也宽松了，每月可以花五千左右。",
        ("新工作",),
        ("周末出去玩有什么推荐的地方？",),
        replaces="dg160",
    ),
    _zh(
        "dg227", "medical",
        "去年查出来甲状腺功能减退，医生说要长期管理。平时饮食上要注意什么吗？",
        ("甲状腺",),
        ("最近总觉得又累又怕冷，会不会跟我的病有关？",),
    ),
    _en(
        "dg228", "home",
        "i'm in student housing, dorm room w/ a mini fridge and no stove. cheap meals?",
        ("dorm",),
        ("Can I bring a rice cooker?",),
    ),
    _en(
        "dg229", "schedule",
        "I'm in Singapore (GMT+8), so please keep that in mind when you suggest call times with "
        "my US clients.",
        ("Singapore",),
        ("What time would a 9am Eastern meeting be for me?",),
    ),
    _zh(
        "dg230", "aversion",
        "我受不了榴莲的味道，办公室有人吃我都得出去透气。",
        ("榴莲",),
        ("去东南亚旅游，哪些水果摊我要绕开？",),
    ),
    _en(
        "dg231", "home",
        "I rent on the fourth floor with no elevator. groceries are a workout lol. any tips for "
        "hauling stuff up?",
        ("fourth floor",),
        ("Is a big sofa delivery going to be a hassle for me?",),
    ),
    _en(
        "dg232", "remember",
        "Renewed the passport, it's good till 2035 now, so you can drop that old expiry reminder.",
        ("good till 2035",),
        ("Can I travel to Japan next autumn without paperwork worries?",),
        replaces="dg211",
    ),
    _en(
        "dg233", "work",
        "I drive a long-haul truck and I'm usually on the road three weeks at a time. what "
        "healthy food can I keep in the cab?",
        ("long-haul truck",),
        ("What exercises can I do during my breaks?",),
    ),
    _en(
        "dg234", "aversion",
        "Funny thing, I had a risotto at my sister's that was loaded with porcini and I loved it. "
        "So I think the mushroom hate is officially over. Give me a recipe with loads of them.",
        ("mushroom hate",),
        ("What should I put on a homemade pizza?",),
        replaces="dg120",
    ),
    _zh(
        "dg235", "pregnancy",
        "刚生完孩子一个月，还在坐月子，奶水不太够。有什么下奶的汤推荐？",
        ("坐月子",),
        ("能不能洗头洗澡？",),
    ),
    _zh(
        "dg236", "diet",
        "我家是回族，我不吃猪肉。帮我规划一周的晚餐吧，简单点的。",
        ("不吃猪肉",),
        ("去外地出差点外卖要注意什么？",),
    ),
    _zh(
        "dg237", "address",
        "请称呼我王老师，我在学校教书，学生家长都这么叫。",
        ("王老师",),
        ("帮我写一封给家长的通知，开头怎么落款？",),
    ),
    _zh(
        "dg238", "name",
        "我去年改名了，现在身份证上叫林雨桐，以前那个名字不用了。以后写东西用新名字。",
        ("林雨桐",),
        ("帮我填一下这张表的姓名栏。",),
        replaces="dg178",
    ),
    _zh(
        "dg239", "family",
        "我女儿三岁，对牛奶蛋白过敏，只能喝特殊配方奶粉。",
        ("牛奶蛋白",),
        ("给小朋友做早餐吃什么好？",),
    ),
    _zh(
        "dg240", "remember",
        "请记住我衣服穿L码，裤子是32码。",
        ("裤子是32码",),
        ("帮我挑一条牛仔裤，网上买哪个号？",),
    ),
    _en(
        "dg241", "pet",
        "rescued a one-eyed tabby named Captain from the shelter last month. how do I help him "
        "settle in?",
        ("Captain",),
        ("What toys work for a cat with limited vision?",),
    ),
    _en(
        "dg242", "diet",
        "pescatarian here (fish yes, anything else with a face no). protein-heavy lunch ideas for "
        "the office?",
        ("pescatarian",),
        ("What should I order at a BBQ joint?",),
    ),
    _en(
        "dg243", "aversion",
        "cilantro tastes like soap to me so please leave it out of anything you suggest. need a "
        "salsa",
        ("cilantro",),
        ("What garnish goes on pho?",),
    ),
    _en(
        "dg244", "medical",
        "I have type 1 diabetes and I'm running a half marathon in october. how should I plan "
        "fueling so I don't crash?",
        ("type 1 diabetes",),
        ("What should I keep in my bag for long flights?",),
    ),
    _zh(
        "dg245", "aversion",
        "之前说我怕那个，最近报了个飞行恐惧课程，已经好多了，上周一个人飞去了三亚。",
        ("飞行恐惧",),
        ("下个月去昆明出差怎么去最快？",),
        replaces="dg210",
    ),
    _en(
        "dg246", "medication",
        "Just an update: my doctor switched me off the old antidepressant and onto bupropion last "
        "week because of the side effects. Any tips for the transition?",
        ("bupropion",),
        ("Is it okay to drink at my cousin's wedding on Saturday?",),
        replaces="dg170",
    ),
    _en(
        "dg247", "schedule",
        "Night classes Mon/Wed/Fri 6-9pm for my MBA, through next spring.",
        ("MBA",),
        ("When can I schedule a weeknight date?",),
    ),
    _en(
        "dg248", "diet",
        "so i quit keto, the brain fog wasn't worth it. back to normal eating but trying to keep "
        "it balanced. good breakfast with some carbs?",
        ("quit keto",),
        ("Can I have pasta for dinner tonight?",),
        replaces="dg060",
    ),
    _zh(
        "dg249", "work",
        "我在幼儿园当老师，带小班，都是三岁左右的孩子。",
        ("幼儿园",),
        ("最近总是嗓子哑，怎么保护？",),
    ),
    _en(
        "dg250", "pet",
        "Sad news, we lost Rufus last week. He was 13. Not ready for another dog yet. How do I "
        "explain it to my kids?",
        ("lost Rufus",),
        ("Do I need to book a boarding kennel for our trip?",),
        replaces="dg165",
    ),
    _en(
        "dg251", "home",
        "Moved out of student housing into an apartment with a real kitchen! Ready to actually "
        "cook. Starter recipes?",
        ("real kitchen",),
        ("Should I buy a slow cooker?",),
        replaces="dg228",
    ),
    _en(
        "dg252", "home",
        "I live alone in a farmhouse about 40 min from the nearest town, on a well and septic. Is "
        "it safe to use regular drain cleaner?",
        ("farmhouse",),
        ("How much food should I stock for a snowstorm?",),
    ),
    _zh(
        "dg253", "accessibility",
        "我走路得拄拐杖，爬楼梯特别费劲。帮我找找上海有电梯的博物馆。",
        ("拐杖",),
        ("出去旅游订酒店要注意什么？",),
    ),
    _en(
        "dg254", "diet",
        "my doctor has me keeping carbs under 100g a day for blood sugar reasons. what's a "
        "filling dinner?",
        ("carbs under 100g",),
        ("What can I snack on in the afternoon?",),
    ),
    _zh(
        "dg255", "address",
        "我比较喜欢别人叫我英文名Vivian，中文名听起来太正式了。",
        ("Vivian",),
        ("帮我写一段给新同事的打招呼消息。",),
    ),
    _en(
        "dg256", "name",
        "My name is Rahul Venkataraman and half my office mangles it. Any tips for a polite "
        "correction?",
        ("Rahul",),
        ("Draft a LinkedIn headline for me.",),
    ),
    _zh(
        "dg257", "address",
        "别叫我张女士，叫我张姐就行，单位里大家都这么叫。",
        ("张姐",),
        ("给我写生日祝福时你开头怎么称呼？",),
    ),
    _en(
        "dg258", "medical",
        "been headache free for 8 months since the new preventive shot, so I think I can finally "
        "say that chapter is over. want to plan a trip to a music festival!",
        ("headache free",),
        ("Do I still need to avoid bright screens at conferences?",),
        replaces="dg198",
    ),
    _zh(
        "dg259", "pet",
        "我家狗上个月走丢了，找了很久没找到，现在家里没有狗了。",
        ("走丢了",),
        ("周末要不要去宠物店买狗粮？",),
        replaces="dg052",
    ),
    _zh(
        "dg260", "budget",
        "装修预算就十万，一分都不能多了。",
        ("十万",),
        ("客厅的地板选什么材质好？",),
    ),
    _en(
        "dg261", "address",
        "Hey, switching things up: I'm going by my full name Jason now that I'm in a more formal "
        "job, so please use that from here on.",
        ("full name Jason",),
        ("Write a quick hello from me to the clients.",),
        replaces="dg223",
    ),
    _en(
        "dg262", "work",
        "Retirement didn't stick lol. I'm back part-time as a school crossing guard since "
        "September.",
        ("crossing guard",),
        ("What should I wear on rainy mornings at my job?",),
        replaces="dg086",
    ),
    _en(
        "dg263", "medication",
        "My psychiatrist has me on lithium, so my levels get checked every three months. Is it "
        "okay to go hard on sports drinks during this heatwave?",
        ("lithium",),
        ("Can I take naproxen for my sprained ankle?",),
    ),
)
