"""The fifty-second frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _zh(
        "db001", "work",
        "我在互联网公司做产品经理，天天开会，根本没时间写文档。有什么效率工具推荐？",
        ("产品经理",),
        ("开会太多怎么挤出时间干活？",),
    ),
    _en(
        "db002", "pregnancy",
        "my wife's due in august with our first and I want to be actually useful, not just the"
        " guy holding the bag lol. what should I be doing in the third trimester?",
        ("due in august",),
        ("How can I support my partner in the coming months?",),
    ),
    _en(
        "db003", "home",
        "I live on a houseboat in Amsterdam (yes, really) and the space is tiny. any clever st"
        "orage ideas for a galley kitchen?",
        ("houseboat",),
        ("How can I organize my small kitchen?",),
    ),
    _en(
        "db004", "name",
        "It's Marisol! Could you write a short toast for my best friend's wedding? I'll be int"
        "roducing myself first since half the guests don't know me.",
        ("Marisol",),
        ("How should I introduce myself in the toast?",),
    ),
    _zh(
        "db005", "pregnancy",
        "我们在备孕，我已经开始吃叶酸了，老公也把烟戒了。平时饮食上还要注意什么？",
        ("备孕",),
        ("平时饮食上有什么讲究吗？",),
    ),
    _en(
        "db006", "remember",
        "please remember my son's birthday is March 3rd so you can nudge me about presents. he"
        "'ll be 7 and wants everything dinosaur.",
        ("March 3rd",),
        ("When should I start planning my kid's party?",),
    ),
    _zh(
        "db007", "budget",
        "我每个月伙食费就八百块，在北京怎么吃得健康又省钱？食堂都快吃吐了。",
        ("八百块",),
        ("在北京每天吃饭怎么安排？",),
    ),
    _zh(
        "db008", "allergy",
        "帮我推荐几个护肤品牌吧，我对酒精过敏，用了含酒精的爽肤水脸就红得跟猴屁股似的，又痒又"
        "疼，折腾了好几天才消。",
        ("酒精",),
        ("有什么适合敏感肌的保湿霜推荐吗？",),
    ),
    _en(
        "db009", "name",
        "ok so my name is Olumide Adeyemi and nobody on my new team can pronounce it on calls."
        " can you write a quick phonetic guide I can paste into my zoom display?",
        ("Olumide",),
        ("How should my name appear on video calls?",),
    ),
    _en(
        "db010", "schedule",
        "I work a 4-day week, Monday to Thursday, so Friday is my errand day. When's the best "
        "time to book a dentist so I don't lose work hours?",
        ("4-day week",),
        ("When should I book my car service?",),
    ),
    _en(
        "db011", "pregnancy",
        "we're pregnant with baby #2! found out last week, still super early. how do we break "
        "it to our 4-year-old without him freaking out?",
        ("baby #2",),
        ("How do we explain the news to our toddler?",),
    ),
    _zh(
        "db012", "address",
        "以后叫我阿杰就行，别叫全名，怪生分的。今天想跟你聊聊怎么追女生哈哈",
        ("阿杰",),
        ("你平时该怎么称呼我？",),
    ),
    _en(
        "db013", "medication",
        "I take 20mg of Adderall every morning for ADHD and lately coffee on top of it makes m"
        "y heart race. Should I cut the coffee or just switch to half-caf?",
        ("Adderall",),
        ("How much coffee is okay for me to drink?",),
    ),
    _en(
        "db014", "aversion",
        "The sight of blood makes me faint. Not exaggerating — I passed out at my own blood te"
        "st last year. Now work wants me to do a first aid course. Tips??",
        ("faint",),
        ("How do I get through a first aid class?",),
    ),
    _en(
        "db015", "pet",
        "we adopted two rescue greyhounds last month, Pepper and Salt 😂 problem is they're te"
        "rrified of stairs and our bedroom is upstairs. how do I train them?",
        ("greyhounds",),
        ("How can I help my dogs get used to our staircase?",),
    ),
    _zh(
        "db016", "remember",
        "记住我明年十二月要考研，所以推荐任何课程、活动都别跟这个冲突哦。现在先帮我看看英语怎"
        "么复习。",
        ("考研",),
        ("我该怎么安排接下来一年的学习？",),
    ),
    _en(
        "db017", "family",
        "me and my partner Sam have lived together 4 years and she's vegetarian, so dinner ide"
        "as need to work for both of us. something cozy for tonight?",
        ("Sam",),
        ("What can we cook together tonight?",),
    ),
    _en(
        "db018", "medical",
        "I'm anemic — iron's been low for about a year — so I get winded on two flights of sta"
        "irs. What iron-rich meals are there that aren't liver? I physically cannot do liver.",
        ("anemic",),
        ("What should I eat to have more energy?",),
    ),
    _en(
        "db019", "accessibility",
        "I'm hard of hearing and rely on captions for basically everything, even podcasts. Whi"
        "ch streaming services have the best subtitles?",
        ("hard of hearing",),
        ("What's a good way for me to watch movies at home?",),
    ),
    _zh(
        "db020", "medication",
        "我一直吃氯雷他定抗过敏，每天一片，吃完有点犯困。早上吃完再开车上班要紧吗？",
        ("氯雷他定",),
        ("我早上开车会不会有影响？",),
    ),
    _zh(
        "db021", "pregnancy",
        "怀孕五个月了，最近腰酸得厉害，晚上翻来覆去怎么睡都不舒服。有什么孕妇枕推荐吗？",
        ("怀孕五个月",),
        ("晚上睡觉腰酸有什么好办法？",),
    ),
    _en(
        "db022", "remember",
        "can you keep in mind that I'm in the Philippines? so for anything with prices, give m"
        "e pesos, not dollars. ok — how much should a decent office chair cost?",
        ("Philippines",),
        ("How much should I pay for a desk?",),
    ),
    _en(
        "db023", "name",
        "I'm Jessica Moore, by the way — could you help me personalise a thank-you note for my"
        " landlord? she fixed the boiler on a Sunday.",
        ("Jessica Moore",),
        ("How should I sign my thank-you card?",),
    ),
    _en(
        "db024", "allergy",
        "Can you make me a 5-day lunch plan? Only rule: zero shellfish. Last time I had one sh"
        "rimp dumpling my lips swelled up like a cartoon and my boss had to drive me to urgent"
        " care 🙃",
        ("shellfish",),
        ("What could I cook for lunch this week?",),
    ),
    _en(
        "db025", "diet",
        "trying vegetarian this year — no meat, but I still eat eggs and cheese. can you give "
        "me 3 easy weeknight dinners that aren't just pasta?",
        ("vegetarian",),
        ("What should I make for dinner tonight?",),
    ),
    _zh(
        "db026", "address",
        "叫我王总就好，公司里大家都这么叫。帮我改一下给客户的邮件。",
        ("王总",),
        ("邮件落款怎么写？",),
    ),
    _en(
        "db027", "accessibility",
        "I have low vision and do almost everything with a screen reader, so please keep answe"
        "rs as plain text — tables come out as gibberish. What's the best way to learn touch t"
        "yping?",
        ("screen reader",),
        ("How should you format answers for me?",),
    ),
    _en(
        "db028", "family",
        "my mom's 82 and lives alone two hours away, and I worry about her constantly, especia"
        "lly since she fell in the garden in May. what's a good fall-detection device that she"
        " won't refuse to wear?",
        ("mom",),
        ("What can I get my elderly mother for safety at home?",),
    ),
    _en(
        "db029", "pet",
        "got a golden retriever puppy, Bailey, 4 months old and chewing literally everything i"
        "ncluding my shoes and a chair leg. best chew toys?",
        ("Bailey",),
        ("What toys are good for a teething pup?",),
    ),
    _zh(
        "db030", "aversion",
        "我特别讨厌被人拍照，一看到镜头就浑身不自在。公司年会非要每个人拍宣传照，我能怎么推掉"
        "？",
        ("拍照",),
        ("年会上有什么办法不参加那个环节？",),
    ),
    _en(
        "db031", "budget",
        "Looking for a used car and my budget is around 8 grand. Which ones won't die on me in"
        " a year?",
        ("8 grand",),
        ("Which used cars should I consider?",),
    ),
    _zh(
        "db032", "pregnancy",
        "我38岁，算是高龄孕妇了，医生建议做羊水穿刺。心里特别忐忑，这个检查疼吗？有风险吗？",
        ("高龄孕妇",),
        ("做这个检查之前要准备什么？",),
    ),
    _en(
        "db033", "address",
        "My pronouns are he/him, by the way. Could you update the speaker intro you wrote?",
        ("he/him",),
        ("How should the intro refer to me?",),
    ),
    _zh(
        "db034", "diet",
        "我最近在控糖，奶茶甜品全戒了，体检说血糖有点高，吓得我不轻。下午饿了能吃点啥垫垫？",
        ("控糖",),
        ("下午饿了吃什么零食比较好？",),
    ),
    _en(
        "db035", "remember",
        "remember I'm saving up to buy a house, so talk me out of impulse buys. like this $300"
        " espresso machine I'm staring at rn",
        ("saving up to buy a house",),
        ("Should I get this fancy coffee maker?",),
    ),
    _en(
        "db036", "address",
        "you can call me Alex — short for Alexandra, but no one uses that. can you help me wit"
        "h a toast for my sister?",
        ("Alex",),
        ("What name should you use when talking to me?",),
    ),
    _en(
        "db037", "medication",
        "I use an albuterol inhaler before any kind of exercise, doctor's orders. is it fine t"
        "o bring it through airport security in my carry-on?",
        ("albuterol",),
        ("What can I pack in my hand luggage?",),
    ),
    _zh(
        "db038", "pregnancy",
        "预产期是明年二月，第一次当妈心里有点慌。冬天坐月子都要准备哪些东西啊？",
        ("预产期",),
        ("冬天生完孩子需要提前买哪些东西？",),
    ),
    _en(
        "db039", "home",
        "Our house is off-grid — solar panels and a well, way up in the Scottish Highlands. Wh"
        "at's a good backup for long cloudy stretches?",
        ("off-grid",),
        ("How can I keep the power on in winter?",),
    ),
    _en(
        "db040", "budget",
        "I put away 300 euros a month for travel, so by summer I'll have about 1,500 saved. Wh"
        "ere in Asia can I do two weeks on that?",
        ("300 euros a month",),
        ("What destination in Asia fits my savings?",),
    ),
    _en(
        "db041", "pregnancy",
        "update: our little girl showed up 3 weeks early, 6 lbs 2 oz, both of us doing ok 🥹 s"
        "o I'm postpartum now, not pregnant anymore. what should I eat to recover?",
        ("postpartum",),
        ("What helps with recovery after giving birth?",),
        replaces="db011",
    ),
    _zh(
        "db042", "pet",
        "我家就一只猫，叫咪咪，三岁的橘猫，最近胖得跳不上沙发了。猫粮怎么换比较好？",
        ("橘猫",),
        ("怎么帮家里的猫减肥？",),
    ),
    _en(
        "db043", "diet",
        "I'm doing intermittent fasting, 16:8, eating window is noon to 8pm. What's a filling "
        "first meal to break the fast that won't make me crash at 3?",
        ("intermittent fasting",),
        ("What should my first meal of the day be?",),
    ),
    _zh(
        "db044", "budget",
        "打算换手机，预算三千左右，主要是拍照和打王者。有什么推荐？",
        ("三千左右",),
        ("拍照好的手机有哪些？",),
    ),
    _zh(
        "db045", "accessibility",
        "我是视障人士，平时全靠读屏软件上网，你回答的时候别用表格和图片可以吗？想问下怎么网购"
        "比较方便。",
        ("视障",),
        ("你给我回复时格式上要注意什么？",),
    ),
    _en(
        "db046", "medical",
        "my GP thinks the pain in my right wrist is tendinitis from typing all day. any ergono"
        "mic keyboard recs before it gets worse? budget's flexible",
        ("tendinitis",),
        ("Which keyboard should I buy for work?",),
    ),
    _en(
        "db047", "family",
        "my son Eli is 3 and goes to daycare three days a week. what are some easy dinners a t"
        "oddler will actually eat and not throw on the floor?",
        ("Eli",),
        ("What should I feed my little one for dinner?",),
    ),
    _en(
        "db048", "work",
        "freelance illustrator here, mostly children's books. clients keep ghosting on invoice"
        "s — how do I write a firmer late-payment email without burning the bridge?",
        ("illustrator",),
        ("How do I chase a client who hasn't paid?",),
    ),
    _zh(
        "db049", "pregnancy",
        "好消息！！终于中了，今天测出两道杠，算下来大概六周了😭 接下来第一次产检要做些什么？",
        ("两道杠", "六周"),
        ("第一次去医院检查要带什么？",),
        replaces="db005",
    ),
    _zh(
        "db050", "address",
        "别再那么叫我了，公司倒闭了，现在就是个普通打工人，叫我老王就行🤣",
        ("老王",),
        ("你该怎么称呼我？",),
        replaces="db026",
    ),
    _en(
        "db051", "accessibility",
        "I'm a wheelchair user (spinal injury, 2016), so stairs are basically walls to me. Pla"
        "nning a long weekend in Edinburgh — which areas are actually doable and which are cob"
        "blestone hell?",
        ("wheelchair",),
        ("Which neighborhoods in Edinburgh should I stay in?",),
    ),
    _en(
        "db052", "aversion",
        "I'm scared of dogs — got bitten pretty badly when I was seven and I still freeze when"
        " one runs at me. my new neighbors have a husky. how do I deal?",
        ("scared of dogs",),
        ("How should I handle walking past my neighbor's yard?",),
    ),
    _zh(
        "db053", "family",
        "我爸一个人在老家住，身体还行，就是退休后有点孤单，天天守着电视。怎么给他找点事做？",
        ("我爸",),
        ("老人退休后可以培养什么爱好？",),
    ),
    _zh(
        "db054", "aversion",
        "我恐高，站在三楼阳台往下看都腿软。朋友约我去张家界走玻璃栈道，我该怎么拒绝又不扫兴？",
        ("恐高",),
        ("张家界有什么别的景点可以玩？",),
    ),
    _en(
        "db055", "accessibility",
        "I'm on crutches for the next few weeks (broken ankle, skiing, don't ask 🙃). How do I"
        " even get around a two-floor office with a coffee in hand?",
        ("crutches",),
        ("How do I manage my commute right now?",),
    ),
    _zh(
        "db056", "home",
        "我现在住在广州天河，租的房子离公司就两站地铁。周末附近有啥好逛的？",
        ("广州",),
        ("周末附近有哪些地方值得去？",),
    ),
    _zh(
        "db057", "address",
        "你叫我小胖就行，朋友都这么叫，听着亲切。帮我想个减肥计划？",
        ("小胖",),
        ("你以后怎么叫我？",),
    ),
    _en(
        "db058", "diet",
        "I've never touched alcohol (religious thing, not a health kick) and my team offsite h"
        "as a wine tasting on the agenda. how do I skip that bit without making it a whole thi"
        "ng?",
        ("alcohol",),
        ("What should I do during the wine tasting at my team event?",),
    ),
    _zh(
        "db059", "schedule",
        "我每周一三五晚上要去学车，科目二快考了。这阵子朋友约饭都只能推到周末，怎么回比较好？",
        ("一三五",),
        ("怎么回绝工作日的饭局？",),
    ),
    _en(
        "db060", "pregnancy",
        "Second trimester and craving pickles at 2am like a walking cliché 😂 What late-night "
        "snacks are actually safe for me right now?",
        ("second trimester",),
        ("What snacks can I have at night?",),
    ),
    _zh(
        "db061", "remember",
        "记住啊，我不喝咖啡，一喝心跳就一百多，下次别再给我推荐咖啡店了。附近有好点的茶馆吗？",
        ("不喝咖啡",),
        ("附近有什么适合聊天的店？",),
    ),
    _zh(
        "db062", "name",
        "我叫李娜，木子李，婀娜的娜。帮我起个英文名吧，最好发音跟中文名接近一点。",
        ("李娜",),
        ("有什么发音相近的英文名推荐？",),
    ),
    _en(
        "db063", "medication",
        "been on yaz for like 6 years for birth control. my friend says st john's wort cancels"
        " it out?? I wanted to try it for my mood this winter",
        ("yaz",),
        ("Is it safe to try herbal supplements for my mood?",),
    ),
    _en(
        "db064", "aversion",
        "Last time I tried to fly I had a full-on panic attack at the gate and had to go home,"
        " so yeah, I'm terrified of flying. Is the train from London to Rome actually doable?",
        ("terrified of flying",),
        ("What's the best way for me to get to Rome?",),
    ),
    _zh(
        "db065", "family",
        "我女朋友叫小雨，在杭州读研，我们异地恋快两年了。她生日快到了，送什么礼物能让她开心？",
        ("小雨",),
        ("给对象挑生日礼物有什么建议？",),
    ),
    _en(
        "db066", "diet",
        "update on the food front: I've gone fully plant-based now, dropped dairy and eggs too"
        " after a documentary wrecked me. so scratch the cheesy stuff from before. need a good"
        " mac and 'cheese' recipe lol",
        ("plant-based",),
        ("Can you suggest a comfort food recipe for me?",),
        replaces="db025",
    ),
    _zh(
        "db067", "work",
        "我在医院药房当药剂师，三班倒，作息乱得一塌糊涂。怎么调整睡眠？",
        ("药剂师",),
        ("倒班的人怎么睡得好一点？",),
    ),
    _en(
        "db068", "pet",
        "Just got a leopard gecko! Named her Noodle. What temp should the warm side of her tan"
        "k be?",
        ("leopard gecko",),
        ("How warm should the enclosure be?",),
    ),
    _en(
        "db069", "home",
        "We rent a two-bed flat in Manchester with a landlord who won't let us paint anything."
        " Ideas to make it feel like ours?",
        ("Manchester",),
        ("How can I decorate without damaging the walls?",),
    ),
    _en(
        "db070", "aversion",
        "I have a genuine phobia of spiders, like I will leave the house and sleep at a friend"
        "'s if I see one. we're renting a cabin in the woods next month — how do I spider-proo"
        "f it?",
        ("spiders",),
        ("How can I keep bugs out of a rental cabin?",),
    ),
    _zh(
        "db071", "allergy",
        "一到春天我就完蛋，花粉过敏，鼻涕眼泪根本停不下来，出门必须戴口罩。今年四月想去婺源看"
        "油菜花，你觉得我扛得住吗？",
        ("花粉",),
        ("四月份去江西旅游合适吗？",),
    ),
    _en(
        "db072", "accessibility",
        "Since the knee replacement I walk with a cane and can't stand for more than about 15 "
        "minutes. Which museums in DC have decent benches and elevators?",
        ("cane",),
        ("How can I see the Smithsonian without getting worn out?",),
    ),
    _en(
        "db073", "home",
        "We're way out in rural Montana — closest real grocery store is 45 minutes away, longe"
        "r in snow. Help me plan a once-a-month bulk shop?",
        ("Montana",),
        ("How should I stock my pantry for the month?",),
    ),
    _en(
        "db074", "allergy",
        "Heads up before you suggest anything: peanuts make my mouth itch like crazy and give "
        "me a stomach ache for hours. Not epipen level, but still miserable. Can you put toget"
        "her a trail mix recipe?",
        ("peanuts",),
        ("Which snacks can I bring on a long flight?",),
    ),
    _zh(
        "db075", "accessibility",
        "我左腿小儿麻痹，走路一瘸一拐的，爬楼特别费劲。最近想租房子，带电梯的老小区多吗？",
        ("小儿麻痹",),
        ("租房的时候我该重点看哪些条件？",),
    ),
    _en(
        "db076", "allergy",
        "getting allergy-tested next month but for now let's assume it's cats — every time I v"
        "isit my sister's place I sneeze nonstop and my eyes go puffy. any tips for surviving "
        "thanksgiving there?",
        ("cats",),
        ("How can I make my visits to my sister's house more comfortable?",),
    ),
    _zh(
        "db077", "name",
        "我叫张伟，对，就是全国重名最多的那个😂 帮我想个不容易撞名的游戏ID。",
        ("张伟",),
        ("帮我起一个游戏昵称？",),
    ),
    _en(
        "db078", "diet",
        "I went vegan about three years ago and honestly never looked back. Can you help me pl"
        "an a birthday dinner for 8 people that won't make my meat-loving friends riot?",
        ("vegan",),
        ("What should I serve at my birthday dinner party?",),
    ),
    _en(
        "db079", "family",
        "my husband Raj works night shifts as a nurse so the house has to be dead quiet until "
        "like 3pm. what are some quiet hobbies I can do at home during the day?",
        ("Raj",),
        ("What can I do at home that won't wake my spouse?",),
    ),
    _en(
        "db080", "schedule",
        "I work nights, 10pm to 6am, so my 'morning' is basically 3pm. when am I supposed to f"
        "it the gym in?? everything's closed or packed",
        ("work nights",),
        ("What's the best time for me to exercise?",),
    ),
    _zh(
        "db081", "accessibility",
        "我有色弱，红绿基本分不清，做PPT的时候配色老被领导吐槽。有什么不容易翻车的配色方案？",
        ("色弱",),
        ("做汇报幻灯片用什么颜色搭配好？",),
    ),
    _en(
        "db082", "schedule",
        "I pick up my kids from school at 3:15 every weekday, no exceptions, so I'm only free "
        "for calls before 2:45. Can you help me word my calendar note so people stop booking m"
        "e at 3?",
        ("pick up my kids from school",),
        ("When should I tell people I'm available for meetings?",),
    ),
    _en(
        "db083", "name",
        "I'm Sean. Could you write a quick intro for my Discord profile? something chill, I mo"
        "stly play strategy games",
        ("Sean",),
        ("Can you write a short bio for my gaming profile?",),
    ),
    _en(
        "db084", "medical",
        "good news!! bloodwork came back normal, iron's fine after 6 months of supplements, so"
        " I'm officially not anemic anymore 🎉 can I stop eating spinach every single day now "
        "lol",
        ("not anemic anymore",),
        ("Do I still need to take iron pills?",),
        replaces="db018",
    ),
    _en(
        "db085", "allergy",
        "no no, not the wildflower trail 😬 bee stings send me into full anaphylaxis, I spent "
        "a night in hospital when I was 12 and I still carry two epipens. something with fewer"
        " flowers near Boulder?",
        ("bee stings",),
        ("Which hiking trails near Boulder would you suggest?",),
    ),
    _zh(
        "db086", "budget",
        "我们家装修预算卡死在二十万，九十平的房子，你说够不够？",
        ("二十万",),
        ("九十平的房子装修要花多少？",),
    ),
    _en(
        "db087", "pet",
        "my cat Biscuit is 16 and has kidney disease, so she's on a prescription renal diet no"
        "w. what treats are safe for her? she's giving me the guilt stare",
        ("Biscuit",),
        ("What can I give my senior kitty as a snack?",),
    ),
    _en(
        "db088", "work",
        "I run a small bakery — just me and one part-timer, up at 4am every day. How do I even"
        " do my taxes as a sole proprietor?",
        ("bakery",),
        ("What deductions can a small business owner claim?",),
    ),
    _en(
        "db089", "remember",
        "remember our anniversary is June 14 — I forgot it last year and I'm still paying for "
        "it. can you nudge me with restaurant ideas closer to the date?",
        ("June 14",),
        ("When should I book a table for our special dinner?",),
    ),
    _zh(
        "db090", "budget",
        "年终奖发了！换手机的预算直接提到六千，可以看看旗舰机了吧？",
        ("六千",),
        ("现在买哪款手机最值？",),
        replaces="db044",
    ),
    _en(
        "db091", "name",
        "hi! I'm Priyanka — writing a cover letter and my brain keeps blanking. can you draft "
        "an opening line for a junior UX role?",
        ("Priyanka",),
        ("Can you sign off this email for me?",),
    ),
    _en(
        "db092", "pet",
        "my african grey is 22 (older than my marriage lol) and he screams every time I'm on a"
        " zoom call. how do I keep him calm while I work?",
        ("african grey",),
        ("How can I keep my bird quiet while I'm working?",),
    ),
    _zh(
        "db093", "diet",
        "我在减肥，每天就吃两顿，晚上六点以后不吃东西。可是最近老加班，九点多饿得前胸贴后背，"
        "怎么熬过去啊？",
        ("六点以后不吃",),
        ("晚上加班肚子饿了怎么办？",),
    ),
    _en(
        "db094", "work",
        "I'm a barista at a little coffee shop, mostly morning shifts. Any tricks for remember"
        "ing regulars' orders?",
        ("barista",),
        ("How can I get better at remembering customers?",),
    ),
    _en(
        "db095", "medical",
        "Had my gallbladder out last spring and now anything greasy hits me hard — like sprint"
        "-to-the-bathroom hard. Is a cheeseburger ever going to be a good idea again, or shoul"
        "d I just grieve?",
        ("gallbladder",),
        ("Can I eat fried food at the fair this weekend?",),
    ),
    _en(
        "db096", "work",
        "I'm a software engineer at a bank, mostly backend Java. My manager wants me to presen"
        "t at the all-hands — tips so I don't bore 300 people to death?",
        ("software engineer",),
        ("How do I make a technical talk interesting?",),
    ),
    _en(
        "db097", "budget",
        "We've set aside three thousand dollars for the kitchen reno. Is that even realistic f"
        "or new counters, or am I dreaming?",
        ("three thousand",),
        ("What can we realistically redo in our kitchen?",),
    ),
    _zh(
        "db098", "pet",
        "我养了只边牧叫可乐，一岁半，精力旺盛到拆家，沙发都被啃了。有什么消耗体力的游戏？",
        ("边牧",),
        ("狗狗精力太旺盛怎么办？",),
    ),
    _zh(
        "db099", "name",
        "之前跟你说错了，我名字是张玮，王字旁的玮，不是伟大的伟，身份证上一直是这个。上次那份"
        "简历上的名字帮我改一下。",
        ("张玮",),
        ("简历上的称呼要怎么写？",),
        replaces="db077",
    ),
    _en(
        "db100", "family",
        "can't believe it but my boy started kindergarten this week — full days, no more dayca"
        "re 😭 what should I pack in his lunchbox so he actually eats it?",
        ("kindergarten",),
        ("What should I put in my kid's lunch?",),
        replaces="db047",
    ),
    _zh(
        "db101", "aversion",
        "我超级怕蛇，看到图片都会起一身鸡皮疙瘩。下个月去云南，雨林那种地方是不是到处都是啊？",
        ("怕蛇",),
        ("去西双版纳玩需要注意什么？",),
    ),
    _zh(
        "db102", "medical",
        "我最近老是心慌，医生初步判断是焦虑引起的，让我先观察观察。晚上躺床上脑子停不下来，有"
        "什么放松的方法吗？",
        ("焦虑",),
        ("睡前有什么办法让自己平静下来？",),
    ),
    _zh(
        "db103", "allergy",
        "我好像对牛奶过敏，一喝就拉肚子，脖子上还起小红点。早餐有什么不含奶的搭配吗？每天啃面"
        "包都吃腻了。",
        ("牛奶",),
        ("早餐吃什么比较有营养？",),
    ),
    _en(
        "db104", "schedule",
        "I'm in night school Tuesday and Thursday evenings (accounting, pray for me), so those"
        " nights are gone. Can you build me a weekly meal prep plan?",
        ("Tuesday and Thursday evenings",),
        ("When should I plan quick meals?",),
    ),
    _en(
        "db105", "family",
        "my grandma moved in with us after grandpa passed and she only really speaks Cantonese"
        ". any apps to brush up mine so I can actually chat with her over dinner?",
        ("grandma",),
        ("How can I talk more with my grandmother?",),
    ),
    _en(
        "db106", "remember",
        "Remember I don't own a car — I bike everywhere — so stop suggesting road trips lol. w"
        "eekend plans in the city?",
        ("don't own a car",),
        ("How should I get to the farmers market?",),
    ),
    _zh(
        "db107", "medication",
        "我降压药吃的是硝苯地平，一天一次，吃了好几年了。最近脚踝有点肿，会不会是药的问题？",
        ("硝苯地平",),
        ("我的脚踝肿了该怎么办？",),
    ),
    _en(
        "db108", "aversion",
        "pls never suggest karaoke for team events, I'd genuinely rather eat glass. a stage an"
        "d a mic is my personal hell. any other ideas for a team social?",
        ("karaoke",),
        ("What should we do for our team outing?",),
    ),
    _en(
        "db109", "medication",
        "I take metformin twice a day with meals and it's been rough on my stomach, esp. in th"
        "e mornings. Anything I can eat to settle it?",
        ("metformin",),
        ("What should I eat when my stomach feels off?",),
    ),
    _en(
        "db110", "schedule",
        "gym at 5:30am every day before work, non-negotiable, so breakfast happens in the car."
        " what's something I can eat with one hand that isn't a granola bar?",
        ("gym at 5:30am every day",),
        ("What should I eat on my way to the office?",),
    ),
    _en(
        "db111", "medication",
        "I'm on methotrexate once a week for my RA — Mondays — and it knocks me flat for a day"
        " after. Can you help me plan meal prep so Tuesdays are basically zero effort?",
        ("methotrexate",),
        ("How should I plan my meals for the week?",),
    ),
    _zh(
        "db112", "remember",
        "以后回答我记得用简体中文，别给我整繁体，我看着眼晕。今天想问问怎么腌萝卜。",
        ("简体中文",),
        ("你回复我要用什么文字？",),
    ),
    _en(
        "db113", "diet",
        "quit the fasting thing, it was making me dizzy at work. my gastro put me on a low-FOD"
        "MAP diet instead, at least for 6 weeks. is garlic-infused oil actually ok or is that "
        "a myth?",
        ("low-FODMAP",),
        ("Can I use onions in my cooking?",),
        replaces="db043",
    ),
    _en(
        "db114", "remember",
        "For future reference: vague answers make me crazy, I want numbered steps every time. "
        "Now — how do I repot a monstera?",
        ("numbered steps",),
        ("How do I propagate a pothos?",),
    ),
    _zh(
        "db115", "address",
        "减了三十斤了！以后别叫我那个外号了，改叫我阿瘦哈哈😂 名副其实。",
        ("阿瘦",),
        ("我的昵称是什么？",),
        replaces="db057",
    ),
    _en(
        "db116", "family",
        "my stepson Jayden (14) lives with us half the week and he's super into basketball. ho"
        "w do I bond with him without being cringe? he already thinks I'm cringe",
        ("Jayden", "stepson"),
        ("What activities could I do with a teenager who loves sports?",),
    ),
    _zh(
        "db117", "accessibility",
        "腰伤了，医生说得拄拐走路，大概两三个月。上下班地铁换乘太多了，有什么建议吗？",
        ("拄拐",),
        ("我每天通勤怎么走比较省力？",),
    ),
    _en(
        "db118", "address",
        "pls just call me Jojo — nobody calls me Josephine except my grandmother when I'm in t"
        "rouble 😂 anyway, can you help me plan a picnic?",
        ("Jojo",),
        ("How should you greet me?",),
    ),
    _zh(
        "db119", "medication",
        "我心脏放了支架，阿司匹林得长期吃，一天都不能断。这周要去拔智齿，需要提前停药吗？有点"
        "慌。",
        ("阿司匹林",),
        ("拔牙前我需要注意什么？",),
    ),
    _en(
        "db120", "allergy",
        "Allergy panel came back and — plot twist — it's not the cat at all, it's dust mites. "
        "Which explains why my own bedroom is the worst place on earth at 7am. What bedding sh"
        "ould I actually buy?",
        ("dust mites",),
        ("What kind of pillow covers should I get?",),
        replaces="db076",
    ),
    _zh(
        "db121", "remember",
        "帮我记住，我的车牌尾号是7，每周二限行，别给我安排周二开车的行程。",
        ("尾号是7",),
        ("周二出门怎么走比较方便？",),
    ),
    _en(
        "db122", "schedule",
        "ugh, company cancelled the pilot — I'm back to five days, Mon–Fri 9 to 5 like everyon"
        "e else. so no more free Fridays. when am I supposed to do errands now?",
        ("back to five days",),
        ("When should I fit in my errands?",),
        replaces="db010",
    ),
    _zh(
        "db123", "family",
        "告诉你个好消息，我们上周领证了！她毕业后也搬来跟我一起住了。新婚第一个情人节有什么浪"
        "漫点子？",
        ("领证",),
        ("情人节怎么过比较有意义？",),
        replaces="db065",
    ),
    _en(
        "db124", "aversion",
        "remember the husky next door? I did a few months of exposure therapy and I'm honestly"
        " not scared of dogs anymore — I even dog-sat him last weekend 🐶 so pet-friendly stuf"
        "f is fine to suggest now",
        ("not scared of dogs anymore",),
        ("Can you recommend a brunch spot where I could bring a friend's puppy?",),
        replaces="db052",
    ),
    _en(
        "db125", "pet",
        "Correction from before: Noodle is actually a crested gecko, the pet store labelled he"
        "r wrong 🙄 so I guess the whole heat setup is different now?",
        ("crested gecko",),
        ("Does my lizard need a heat lamp?",),
        replaces="db068",
    ),
    _zh(
        "db126", "family",
        "我们家三代同堂，爷爷奶奶、爸妈、我和老婆孩子，一共七口人挤一块儿过年。年夜饭给我出个"
        "菜单吧。",
        ("三代同堂",),
        ("年夜饭要准备几个菜合适？",),
    ),
    _zh(
        "db127", "pet",
        "家里又添丁了！楼下捡了只小黑猫，取名煤球，现在家里两只猫了。怎么让咪咪和煤球好好相处"
        "？",
        ("煤球", "两只猫"),
        ("新来的小家伙怎么跟老住户磨合？",),
        replaces="db042",
    ),
    _en(
        "db128", "diet",
        "I keep halal, so no pork and the meat has to be properly slaughtered — which makes tr"
        "aveling fun lol. We're going to Lisbon in May, are there decent options or should I p"
        "ack a suitcase of snacks?",
        ("halal",),
        ("Where should I eat in Lisbon?",),
    ),
    _en(
        "db129", "name",
        "Declan O'Sullivan here. I'm making a personalised bookmark for my mum's birthday — ca"
        "n you suggest a cute inscription from me?",
        ("Declan",),
        ("Can you write a short note to my mum signed from me?",),
    ),
    _zh(
        "db130", "address",
        "麻烦称呼我周老师，在学校教了三十年书，听习惯了。帮我写个退休感言吧。",
        ("周老师",),
        ("写感言时开头怎么称呼自己？",),
    ),
    _en(
        "db131", "remember",
        "scrap the house-deposit thing you've been reminding me about — we're gonna keep renti"
        "ng and travel instead. so keep in mind I'm putting money aside for a year abroad now.",
        ("year abroad",),
        ("Should I splurge on new headphones?",),
        replaces="db035",
    ),
    _zh(
        "db132", "pregnancy",
        "老婆怀孕了，刚满三个月，孕吐特别严重，吃啥吐啥，人都瘦了。我该给她做点什么吃的？",
        ("老婆怀孕",),
        ("家里人反胃没胃口，做什么饭好？",),
    ),
    _zh(
        "db133", "home",
        "我住哈尔滨，冬天零下三十度，车早上老打不着火。有什么防冻的办法吗？",
        ("哈尔滨",),
        ("冬天车子怎么保养？",),
    ),
    _en(
        "db134", "work",
        "I work as a paralegal at a mid-size firm and the billable hours tracking is killing m"
        "e. any time-tracking app recs?",
        ("paralegal",),
        ("What's a good app to track my hours?",),
    ),
    _en(
        "db135", "family",
        "My dad has lived with us since his stroke last year — he can't do stairs anymore, so "
        "we turned the dining room into his bedroom. Any ideas for activities that keep him en"
        "gaged during the day?",
        ("dad",),
        ("What hobbies could my father enjoy at home?",),
    ),
    _en(
        "db136", "medication",
        "switched meds btw — my psychiatrist moved me to Vyvanse since the afternoon crash on "
        "the old stuff was brutal. does it generally last longer? trying to plan my workday ar"
        "ound it",
        ("Vyvanse",),
        ("How much caffeine can I have in a day?",),
        replaces="db013",
    ),
    _zh(
        "db137", "schedule",
        "我每周六上午要去医院做康复，雷打不动，所以周末出游只能周六下午出发。帮我规划个周边两"
        "日游？",
        ("每周六上午",),
        ("两天的短途旅行怎么安排时间？",),
    ),
    _en(
        "db138", "home",
        "I live in Austin and the summers are brutal. What plants can survive on a west-facing"
        " balcony that bakes all afternoon?",
        ("Austin",),
        ("What should I grow on my balcony?",),
    ),
    _en(
        "db139", "budget",
        "good news — got a raise, so I can stretch the car budget to 12 grand now. does that o"
        "pen up better models?",
        ("12 grand",),
        ("Which cars are worth looking at now?",),
        replaces="db031",
    ),
    _en(
        "db140", "pregnancy",
        "I'm 12 weeks pregnant, due date is October 3rd. Can you help me figure out when to te"
        "ll work and how to phrase it?",
        ("October 3rd",),
        ("When should I start my maternity leave?",),
    ),
    _zh(
        "db141", "diet",
        "我是回民，不吃猪肉，出门吃饭一般都找清真馆子。这周来上海出差，静安那边有没有推荐的？",
        ("清真",),
        ("上海有什么好吃的馆子推荐？",),
    ),
    _en(
        "db142", "accessibility",
        "life update: got cochlear implants last month!! still adjusting, everything sounds a "
        "bit robot-y, but I can actually follow phone calls now. any apps for auditory trainin"
        "g?",
        ("cochlear implants",),
        ("How can I practice listening at home?",),
        replaces="db019",
    ),
    _en(
        "db143", "pet",
        "We have a 90lb Great Dane named Moose who thinks he's a lap dog. Looking for a car he"
        "'ll actually fit in — SUV recs?",
        ("Great Dane", "Moose"),
        ("Which vehicle has enough room in the back for my dog?",),
    ),
    _en(
        "db144", "schedule",
        "schedule changed — my classes moved to Monday/Wednesday nights this semester, so Tue/"
        "Thu are free again. can you redo my meal prep?",
        ("Monday/Wednesday nights",),
        ("When am I too busy to cook?",),
        replaces="db104",
    ),
    _zh(
        "db145", "medication",
        "跟你更新一下：心内科医生说我脚肿就是之前那个药闹的，给我换成缬沙坦了。换药头几天要注"
        "意点啥？",
        ("缬沙坦",),
        ("这几天有点头晕，正常吗？",),
        replaces="db107",
    ),
    _zh(
        "db146", "family",
        "我弟在读大二，学计算机的，他生活费一直是我在给。想送他台笔记本电脑，五千左右有什么推"
        "荐？",
        ("我弟",),
        ("大学生用什么电脑比较好？",),
    ),
    _zh(
        "db147", "schedule",
        "我上的是早班，早上六点就得到岗，下午两点下班。下午大把时间怎么利用起来？",
        ("早班",),
        ("下班之后有什么值得学的？",),
    ),
    _en(
        "db148", "aversion",
        "I can't stand the smell of fish, it makes me gag instantly, so please no fish recipes"
        ". need a date night dinner idea that'll impress",
        ("smell of fish",),
        ("What should I cook for date night?",),
    ),
    _zh(
        "db149", "work",
        "我是小学语文老师，带两个班，每天改作文改到半夜。有什么提高批改效率的方法？",
        ("语文老师",),
        ("怎么更快地改完学生的作业？",),
    ),
    _zh(
        "db150", "pet",
        "我养了只布偶猫叫团子，特别粘人，我上个厕所它都要在门口守着。过年回家七天，它自己在家"
        "行不行？",
        ("布偶猫",),
        ("春节出门一周家里的猫怎么办？",),
    ),
    _en(
        "db151", "address",
        "fyi I use they/them pronouns — can you rewrite this bio so it doesn't say 'she' every"
        "where?",
        ("they/them",),
        ("How should my bio refer to me?",),
    ),
    _zh(
        "db152", "medical",
        "体检查出来脂肪肝，轻度的，医生让我少喝酒多运动。有什么适合上班族的运动吗？我每天都坐"
        "到腿麻。",
        ("脂肪肝",),
        ("下班后做什么运动比较好？",),
    ),
    _zh(
        "db153", "diet",
        "跟你说一声，糖我现在没那么严格了，医生复查完改口说血压才是大问题，让我少吃盐。所以以"
        "后推荐菜谱帮我注意一下咸淡。",
        ("少吃盐",),
        ("晚饭做点什么家常菜好？",),
        replaces="db034",
    ),
    _en(
        "db154", "family",
        "My girlfriend Hannah and I just moved in together! She works from home so we're figur"
        "ing out the space. Tips for sharing a one-bedroom without killing each other?",
        ("Hannah",),
        ("How do we organize our small apartment for two?",),
    ),
    _en(
        "db155", "home",
        "i live in a 5th-floor walk-up in Brooklyn, no elevator, so anything I buy I'm hauling"
        " up 5 flights 😩 lightweight sofa recs?",
        ("Brooklyn",),
        ("Which couch would be easiest to get into my apartment?",),
    ),
    _en(
        "db156", "allergy",
        "ok so I need a sunscreen rec but heads up, anything with oxybenzone gives me hives wi"
        "thin like an hour — learned that the hard way in cancun lol. what should I look for o"
        "n the label?",
        ("oxybenzone",),
        ("Which sunscreen should I pack for my beach trip?",),
    ),
    _en(
        "db157", "budget",
        "We're trying to do Christmas for under £200 total this year, for the whole family of "
        "5. Gift ideas that don't look cheap?",
        ("under £200",),
        ("What presents can I get for everyone?",),
    ),
    _zh(
        "db158", "home",
        "我住城中村，一楼，潮得要命，衣服晾三天都不干，墙角还长霉。除湿机买哪种好？",
        ("城中村",),
        ("屋里太潮怎么办？",),
    ),
    _en(
        "db159", "allergy",
        "quick sanity check: sesame makes my eyes swell shut (found out at a sushi place, fun "
        "times) — does that mean tahini is out too? trying to make hummus for a party saturday",
        ("sesame",),
        ("Is store-bought hummus okay for me to eat?",),
    ),
    _en(
        "db160", "address",
        "don't call me sir lol, I'm 24. plain Mike is fine. anyway I need help with a resume",
        ("plain Mike",),
        ("How should you address me?",),
    ),
    _en(
        "db161", "family",
        "three kids under 10 over here — Leo (9), Ava (6) and baby Finn — and we're driving to"
        " Florida next month. 14 hours. send help. what do I pack?",
        ("Leo", "Ava", "Finn"),
        ("How do I keep everyone entertained on a long drive?",),
    ),
    _zh(
        "db162", "work",
        "辞职了！不在医院干了，跟朋友合伙开了家奶茶店，当上小老板了哈哈。前期怎么做推广？",
        ("奶茶店",),
        ("新店开业怎么吸引顾客？",),
        replaces="db067",
    ),
    _zh(
        "db163", "pet",
        "哎，可乐送人了，换了工作天天加班，实在没时间遛它，送到朋友的农场去了。现在家里没养宠"
        "物了，空落落的。",
        ("没养宠物",),
        ("想养点不用遛的小动物，有推荐吗？",),
        replaces="db098",
    ),
    _en(
        "db164", "allergy",
        "My doctor finally put it in my chart today: allergic to penicillin, and not the mild "
        "rash kind, the throat-tightening kind. So if I ever seem twitchy about antibiotics, t"
        "hat's why. What do they usually give for a sinus infection instead?",
        ("penicillin",),
        ("What would a doctor prescribe me for an ear infection?",),
    ),
    _zh(
        "db165", "name",
        "跟你说下，我改名了！户口本上已经是李若溪了，以前那个名字重名的太多。帮我重新想个英文"
        "名吧。",
        ("李若溪",),
        ("有什么好听的外文名字可以用？",),
        replaces="db062",
    ),
    _en(
        "db166", "accessibility",
        "red-green colorblind here and every single chart in our dashboards is red vs green, s"
        "o I'm basically guessing in meetings. what palette should I push the data team to use"
        "?",
        ("colorblind",),
        ("Which colors should I use in my charts?",),
    ),
    _en(
        "db167", "medical",
        "so the wrist thing — saw a specialist and it's actually carpal tunnel, not what my GP"
        " said. she wants me in a night splint for now. is that split keyboard still worth get"
        "ting?",
        ("carpal tunnel",),
        ("Is an ergonomic mouse worth it for me?",),
        replaces="db046",
    ),
    _en(
        "db168", "work",
        "I teach 7th grade science at an underfunded school, so my supply budget is basically "
        "zero. can you come up with a cheap demo for density?",
        ("7th grade science",),
        ("What's a fun classroom experiment about floating and sinking?",),
    ),
    _en(
        "db169", "medical",
        "fun fact about me: epilepsy. well-controlled, but strobe lights are a hard no. my fri"
        "ends want to go to a rave for my bday 😅 what else could we do that's still a party?",
        ("epilepsy",),
        ("What's a fun alternative plan for my birthday night out?",),
    ),
    _zh(
        "db170", "diet",
        "我吃素，而且是那种连葱姜蒜都不碰的，家里人都信佛。周末朋友聚餐非要去火锅店，我去了能"
        "点啥？",
        ("吃素",),
        ("火锅店里有什么菜适合我？",),
    ),
    _zh(
        "db171", "allergy",
        "我对头孢过敏，上次输液半小时全身起红疹，护士都吓坏了。这次嗓子发炎又得去诊所，我该怎"
        "么跟医生说比较好？",
        ("头孢",),
        ("嗓子发炎一般开什么药？",),
    ),
    _en(
        "db172", "name",
        "Hi, Siddharth here (last name Raman). Could you make me a short bio for a conference "
        "badge? 2 lines max.",
        ("Siddharth",),
        ("What should my conference badge say?",),
    ),
    _en(
        "db173", "pregnancy",
        "We've been trying to conceive for over a year and start IVF next month. Any tips for "
        "handling the injections emotionally? I'm terrified of needles on top of everything.",
        ("IVF",),
        ("How do I cope with the stress of fertility treatment?",),
    ),
    _zh(
        "db174", "family",
        "我儿子豆豆今年刚上初一，最近迷上了编程，天天抱着我电脑不撒手。有适合十二三岁孩子的编"
        "程课推荐吗？",
        ("豆豆", "初一"),
        ("孩子想学写代码，从哪里开始好？",),
    ),
    _en(
        "db175", "pregnancy",
        "We're expecting twins in March (!!!) and I'm spiraling a little. What's a realistic l"
        "ist of stuff to buy first vs. stuff that can wait?",
        ("twins",),
        ("What baby gear should we get before spring?",),
    ),
    _en(
        "db176", "medical",
        "Just got diagnosed with hypothyroidism, which apparently explains why I've been exhau"
        "sted and freezing for two years straight. What should I ask at my follow-up next week"
        "?",
        ("hypothyroidism",),
        ("What questions should I bring to my next doctor visit?",),
    ),
    _en(
        "db177", "family",
        "my younger brother has Down syndrome and he's moving in with me in September!! how do"
        " I set up his room so he feels independent but safe?",
        ("brother",),
        ("How can I make our home work for my sibling?",),
    ),
    _en(
        "db178", "work",
        "PASSED THE BAR!!! so as of monday I'm an associate attorney at the same firm 😭 what "
        "should I wear on day one?",
        ("associate attorney",),
        ("What's appropriate to wear at my new office?",),
        replaces="db134",
    ),
    _zh(
        "db179", "allergy",
        "我一吃芒果嘴巴一圈就起疹子，小时候还因为这个住过院😂 下周要去海南玩，那边水果摊上有啥"
        "我得躲着点的？",
        ("芒果",),
        ("去三亚旅游有什么水果值得尝试？",),
    ),
    _zh(
        "db180", "home",
        "换城市了跟你说一声：我已经搬到厦门了，住思明区，推开窗就是海🌊 这边有什么本地人才知道"
        "的好吃的？",
        ("厦门",),
        ("附近有什么地道的小吃？",),
        replaces="db056",
    ),
    _en(
        "db181", "accessibility",
        "dyslexic af lol, long walls of text make my brain melt. can you explain compound inte"
        "rest in short bullet points, like max 5?",
        ("dyslexic",),
        ("Can you explain how mortgages work?",),
    ),
    _en(
        "db182", "address",
        "hey, small thing: I'm going by Sasha now, long story, but it fits me way better. anyw"
        "ay, can you tweak my email signature?",
        ("Sasha",),
        ("What should you call me?",),
        replaces="db036",
    ),
    _zh(
        "db183", "medical",
        "上次说我心慌是情绪问题，后来抽血一查，结果是甲亢！难怪我一直瘦还手抖。现在开始吃药治"
        "疗了，饮食上要注意啥？",
        ("甲亢",),
        ("我平时吃饭要避开哪些东西？",),
        replaces="db102",
    ),
    _en(
        "db184", "remember",
        "Keep in mind I'm left-handed whenever you recommend tools, scissors, whatever. Right "
        "now I need a good fountain pen that won't smear.",
        ("left-handed",),
        ("Which notebook and pen should I buy?",),
    ),
    _en(
        "db185", "family",
        "big news: I proposed on the beach last weekend and she said yes 💍 so we're engaged n"
        "ow haha. can you help me start a wedding checklist?",
        ("engaged",),
        ("Where do we start with planning the big day?",),
        replaces="db154",
    ),
    _zh(
        "db186", "name",
        "我复姓欧阳，单名一个锋字。帮我想个微信签名吧，最好能藏着我的名字那种。",
        ("欧阳",),
        ("帮我想一个有个性的网名？",),
    ),
    _zh(
        "db187", "family",
        "老家的房子卖了，老爷子上个月搬来跟我们一起住了。家里突然多了个人，周末一家人可以去哪"
        "儿玩？",
        ("跟我们一起住",),
        ("周末全家出去玩有什么推荐？",),
        replaces="db053",
    ),
    _zh(
        "db188", "aversion",
        "说个好玩的事，被朋友硬拉去蹦了一次极，跳完我居然不恐高了😂 所以以后爬山看景那种高的地"
        "方都可以推荐给我。国庆去哪儿玩？",
        ("不恐高了",),
        ("国庆假期去哪里玩比较好？",),
        replaces="db054",
    ),
    _en(
        "db189", "budget",
        "update on the reno: turns out the plumbing is shot, so we're bumping the kitchen budg"
        "et up to ten thousand. ouch. what should we prioritize?",
        ("ten thousand",),
        ("What should we fix first in the kitchen?",),
        replaces="db097",
    ),
    _zh(
        "db190", "accessibility",
        "我耳朵不太好使，戴助听器好几年了，打电话经常听不清。银行那种电话客服我每次都崩溃，有"
        "啥别的办法吗？",
        ("助听器",),
        ("办银行业务有什么不用打电话的办法？",),
    ),
    _zh(
        "db191", "medical",
        "我有高血压，一直在吃药控制，医生说不能太累。公司下个月组织爬泰山，我到底能不能去啊？",
        ("高血压",),
        ("爬泰山对我来说安全吗？",),
    ),
    _en(
        "db192", "diet",
        "keto gang 🥩 been at it since january and down 20 lbs so I'm not stopping now. what c"
        "an I even eat at a movie theater that isn't a carb bomb??",
        ("keto",),
        ("What snacks can I get at the cinema?",),
    ),
    _zh(
        "db193", "name",
        "我叫王晓雯，下周二要去面试，能帮我写一段一分钟的自我介绍吗？岗位是新媒体运营。",
        ("王晓雯",),
        ("自我介绍开头怎么说比较好？",),
    ),
    _zh(
        "db194", "home",
        "我跟两个同学合租在上海浦东，三室一厅，厨房公用。水电费怎么分摊比较公平？",
        ("合租",),
        ("室友之间怎么算生活费比较合理？",),
    ),
    _en(
        "db195", "work",
        "left the café — I'm a junior data analyst at a logistics company now, my first office"
        " job ever 😅 how do I survive the first week with Excel?",
        ("data analyst",),
        ("How should I prepare for my first week at the new job?",),
        replaces="db094",
    ),
    _en(
        "db196", "budget",
        "broke grad student here, I've got six hundred bucks for a laptop and not a cent more."
        " what's the best I can get for coding?",
        ("six hundred bucks",),
        ("Which laptop should I buy for programming?",),
    ),
    _en(
        "db197", "home",
        "big life change — we moved up to Portland, Oregon for my partner's job, so goodbye Te"
        "xas heat, hello rain. what should I plant on the new patio?",
        ("Portland",),
        ("What should I grow on my patio this year?",),
        replaces="db138",
    ),
    _en(
        "db198", "pregnancy",
        "small correction — the midwife redid the dating scan and my due date is actually Sept"
        "ember 26, a week earlier than what I gave you before. so the whole timeline shifts",
        ("September 26",),
        ("When should I plan to stop working?",),
        replaces="db140",
    ),
    _zh(
        "db199", "schedule",
        "驾照拿到啦🚗 学车那几个晚上空出来了，不过我又报了瑜伽课，每周二四晚上去。这周的饭局能"
        "帮我排一下吗？",
        ("瑜伽课", "二四晚上"),
        ("这周哪几天可以约朋友吃饭？",),
        replaces="db059",
    ),
    _zh(
        "db200", "aversion",
        "我有密集恐惧症，看到莲蓬、蜂窝那种东西就浑身难受。帮我挑挑手机壁纸，千万别推奇奇怪怪"
        "的图案。",
        ("密集恐惧症",),
        ("有什么好看的手机壁纸推荐吗？",),
    ),
    _en(
        "db201", "schedule",
        "I've got dialysis Monday, Wednesday, Friday mornings, so those days are a write-off. "
        "Can you plan a 3-day trip to the coast around that?",
        ("Monday, Wednesday, Friday",),
        ("When can I fit in a short getaway?",),
    ),
    _en(
        "db202", "medication",
        "I take warfarin every evening, so my doctor's always on me about leafy greens and vit"
        "amin K. Can you help me make a salad that won't mess with my INR?",
        ("warfarin",),
        ("Can I have a big spinach salad for lunch?",),
    ),
    _en(
        "db203", "home",
        "finally did it!! we bought a little terraced house in Leeds and moved in on saturday."
        " first-time homeowners — what should we do in the first week?",
        ("Leeds",),
        ("What should new homeowners check first?",),
        replaces="db069",
    ),
    _en(
        "db204", "work",
        "I drive for a living — long-haul trucker, usually 5-6 days on the road at a time. Hea"
        "lthy meals I can make in the cab with a 12V cooler?",
        ("trucker",),
        ("What can I cook while I'm away on a run?",),
    ),
    _zh(
        "db205", "accessibility",
        "之前跟你说两三个月就好，结果恢复得很差，医生说以后出门得坐轮椅了。想问问北京哪些地铁"
        "站无障碍做得好？",
        ("轮椅",),
        ("北京地铁出行有什么攻略？",),
        replaces="db117",
    ),
    _zh(
        "db206", "budget",
        "装修的事更新下：老公说最多只能拿出十五万了，之前那个数不行了，得砍预算。哪些地方可以"
        "省？",
        ("十五万",),
        ("装修哪些项目可以省一点？",),
        replaces="db086",
    ),
    _en(
        "db207", "diet",
        "Pescatarian for about ten years now — fish and seafood are fine, no chicken or beef. "
        "Any ideas for a Sunday roast that still feels festive when my in-laws come over?",
        ("pescatarian",),
        ("What could I cook for a special Sunday lunch?",),
    ),
    _zh(
        "db208", "allergy",
        "去医院做了过敏原检测，结果跟我以为的不一样——不是奶的问题，是鸡蛋！蛋清那一栏直接三个"
        "加号。那我以后做蛋糕怎么办😭",
        ("鸡蛋",),
        ("烘焙的时候有什么替代方案？",),
        replaces="db103",
    ),
    _en(
        "db209", "medical",
        "I've had type 1 diabetes since I was 9, so I'm always juggling insulin and carbs. Can"
        " you help me figure out what to pack for a 3-day music festival with no fridge?",
        ("type 1 diabetes",),
        ("What should I bring to a three-day outdoor festival?",),
    ),
    _en(
        "db210", "address",
        "heads up: I came out as nonbinary last month, so it's they/them for me now — the old "
        "pronouns are out. can you fix the speaker intro again?",
        ("nonbinary",),
        ("Which pronouns go in my bio?",),
        replaces="db033",
    ),
    _zh(
        "db211", "aversion",
        "香菜是我的天敌，闻到味儿都想吐😖 明天要请客吃饭，点菜的时候怎么跟服务员说比较好？",
        ("香菜",),
        ("请客点菜有什么技巧？",),
    ),
    _en(
        "db212", "medication",
        "Morning ritual: levothyroxine at 6am on an empty stomach, then I'm supposed to wait a"
        "n hour before coffee (torture). How do I fit a 7am gym class around that?",
        ("levothyroxine",),
        ("When should I schedule my morning workout?",),
    ),
    _zh(
        "db213", "family",
        "我老公是消防员，经常24小时值班，一走就是一整天。家里两个娃基本我一个人带，有什么省力"
        "的小技巧吗？",
        ("消防员",),
        ("一个人照顾孩子有什么好办法？",),
    ),
    _en(
        "db214", "aversion",
        "wait I overstated it before — it's not all fish, it's canned tuna specifically that m"
        "akes me gag. fresh salmon I actually love. so can you redo the date night menu?",
        ("canned tuna",),
        ("What should I cook for a romantic dinner?",),
        replaces="db148",
    ),
    _en(
        "db215", "pet",
        "Mochi, my diabetic cat, needs insulin twice a day at 8 and 8. I'm looking for a pet s"
        "itter for a weekend away — what do I need to tell them?",
        ("Mochi",),
        ("What should my pet sitter know?",),
    ),
    _en(
        "db216", "budget",
        "I'm on a really tight grocery budget — $50 a week for two adults. Can you plan meals "
        "that don't feel like punishment?",
        ("$50 a week",),
        ("What meals can I plan for the next seven days?",),
    ),
    _en(
        "db217", "allergy",
        "dentist tomorrow and I'm low-key panicking bc they always use gloves and latex makes "
        "me break out in welts — even blowing up balloons at my nephew's party did it. is it w"
        "eird to call ahead and ask?",
        ("latex",),
        ("How should I prepare for my dentist appointment?",),
    ),
    _zh(
        "db218", "remember",
        "你帮我记一下：我结婚纪念日是十月八号，到时候提醒我，去年差点忘了被骂惨了。",
        ("十月八号",),
        ("我们的纪念日是哪天？",),
    ),
    _en(
        "db219", "schedule",
        "Fridays after sundown through Saturday night are off-limits for me — I keep Shabbat. "
        "Can you suggest which days we should hold the team offsite?",
        ("Shabbat",),
        ("Which day works best for the team retreat?",),
    ),
    _en(
        "db220", "allergy",
        "wait, I told you wrong before — the allergist says the peanut skin test was totally c"
        "lean, it's SOY I react to. which is annoying bc soy is in literally everything. what "
        "protein bars should I look at?",
        ("soy",),
        ("Which protein bars are safe for me?",),
        replaces="db074",
    ),
    _zh(
        "db221", "family",
        "我女儿五岁，有自闭症，对声音特别敏感。过年回老家肯定要放鞭炮，怎么让她少受点刺激？",
        ("自闭症",),
        ("春节期间怎么照顾好孩子？",),
    ),
    _en(
        "db222", "medication",
        "ok news: doc took me off the pills and put me on a weekly Ozempic shot instead. nause"
        "a is very real the first few days. any tips for eating on shot day?",
        ("Ozempic",),
        ("What foods are gentle when I feel queasy?",),
        replaces="db109",
    ),
    _zh(
        "db223", "medical",
        "腰椎间盘突出好几年了，坐久了腰就疼得直不起来。能推荐几把办公椅吗，两千以内的。",
        ("腰椎间盘突出",),
        ("有什么适合久坐的椅子推荐？",),
    ),
    _en(
        "db224", "diet",
        "Coeliac, so gluten is a hard no for me — even crumbs from a shared toaster wreck me f"
        "or days. What's a good recipe for the bread machine my mum gave me?",
        ("gluten",),
        ("What kind of bread can I bake at home?",),
    ),
    _zh(
        "db225", "remember",
        "你记一下：我换了新能源车，绿牌不限行了！之前让你记的那个限号的事可以忘了，以后随便安"
        "排。",
        ("绿牌",),
        ("周二开车去郊区可以吗？",),
        replaces="db121",
    ),
    _en(
        "db226", "budget",
        "rent can't go over 1,400 a month for me, and honestly that's already pushing it. whic"
        "h Chicago neighborhoods should I even bother looking at?",
        ("1,400 a month",),
        ("Where in Chicago should I look for an apartment?",),
    ),
    _en(
        "db227", "aversion",
        "cilantro tastes like straight-up dish soap to me, one leaf ruins the whole thing. can"
        " you give me a salsa recipe that doesn't need it?",
        ("cilantro",),
        ("Can you give me a guacamole recipe?",),
    ),
    _en(
        "db228", "accessibility",
        "update on the ankle: it healed badly, so I've got a permanent limp now and wear a wal"
        "king boot on bad days. long walks are out for good. any city break ideas that aren't "
        "walking-heavy?",
        ("permanent limp",),
        ("What kind of city trip would suit me?",),
        replaces="db055",
    ),
    _en(
        "db229", "name",
        "oops, correction — my name is actually spelled Shaun, with an h and a u, autocorrect "
        "mangled it last time lol. can you redo the discord intro?",
        ("Shaun",),
        ("Can you fix my profile bio?",),
        replaces="db083",
    ),
    _zh(
        "db230", "work",
        "我在外卖平台跑单，当骑手快三年了，每天跑十个小时，腰不太行了。有啥缓解的办法？",
        ("骑手",),
        ("长时间骑电动车腰疼怎么办？",),
    ),
    _en(
        "db231", "pregnancy",
        "so... I'm pregnant!! 9 weeks, haven't told my boss yet. how do I survive morning sick"
        "ness during back-to-back meetings without it being obvious?",
        ("pregnant",),
        ("How can I get through long meetings when I feel nauseous?",),
    ),
    _en(
        "db232", "budget",
        "our wedding budget is fifteen grand total and my in-laws think that's insane (as in t"
        "oo LOW lol). help me figure out where the money goes?",
        ("fifteen grand",),
        ("Where should we spend the most on our wedding?",),
    ),
    _en(
        "db233", "pet",
        "sad update — we lost our golden last week, cancer, he was only 3 💔 house felt too em"
        "pty so we adopted a senior beagle called Rufus from the shelter. what do I need to kn"
        "ow about older dogs?",
        ("Rufus", "beagle"),
        ("What kind of food does my new dog need?",),
        replaces="db029",
    ),
    _en(
        "db234", "home",
        "our place in Tokyo is a tiny studio, like 20 square meters. how do I host 4 friends f"
        "or dinner without someone sitting on the bed?",
        ("Tokyo",),
        ("How can I fit guests into my apartment for a dinner party?",),
    ),
    _zh(
        "db235", "family",
        "我和我妈一起住，她有轻度老年痴呆，经常忘关煤气，吓死人了。家里装点什么设备能安全点？",
        ("我妈",),
        ("家里有老人，怎么防止燃气出事？",),
    ),
    _en(
        "db236", "medication",
        "i'm on sertraline 100mg, been on it a couple years now and it's been a lifesaver. pla"
        "nning a night out — is it actually dangerous to drink on it or is that just a warning"
        "-label thing?",
        ("sertraline",),
        ("Is it okay for me to have a few beers on Friday?",),
    ),
    _en(
        "db237", "pregnancy",
        "28 weeks along and my feet are so swollen nothing fits, not even my sneakers. can you"
        " help me find shoes for a wedding in two weeks that won't kill me?",
        ("28 weeks",),
        ("What shoes should I wear to a wedding next month?",),
    ),
    _zh(
        "db238", "medication",
        "医生给我换药了，之前那个抗过敏的不吃了，现在改成孟鲁司特，晚上睡前吃一片。这个有啥要"
        "注意的副作用吗？",
        ("孟鲁司特",),
        ("睡前吃药有什么需要留意的？",),
        replaces="db020",
    ),
    _en(
        "db239", "remember",
        "remember that I'm lactose intolerant, ok? every recipe you give me has cream in it 🙃"
        " now, what's a good pasta sauce?",
        ("lactose intolerant",),
        ("What sauce should I make for pasta tonight?",),
    ),
    _en(
        "db240", "work",
        "I'm an ER nurse, 12-hour shifts, and my feet are absolutely destroyed by the end of t"
        "he week. what compression socks actually work?",
        ("nurse",),
        ("What shoes are best for long shifts standing?",),
    ),
    _en(
        "db241", "medical",
        "ugh migraines again. I get them like twice a week, with the zigzag aura and everythin"
        "g, and bright screens make it so much worse. can you help me set up a dark theme on m"
        "y laptop?",
        ("migraines",),
        ("How can I make my computer screen easier on my eyes?",),
    ),
    _zh(
        "db242", "home",
        "跟室友散伙了哈哈，现在自己一个人租了个单间，还在浦东，就是小了点。一个人住有啥安全方"
        "面要注意的？",
        ("一个人租",),
        ("独自在家住要怎么防范坏人？",),
        replaces="db194",
    ),
    _en(
        "db243", "pet",
        "my bearded dragon Ziggy needs his UVB bulb replaced again — how often should I actual"
        "ly be swapping it? the packaging says 12 months but reddit says 6",
        ("bearded dragon",),
        ("How often should I change the lamp in my reptile's tank?",),
    ),
    _zh(
        "db244", "medical",
        "今年复查，肝上那个毛病已经没了！不过又查出尿酸偏高，医生说是高尿酸血症，海鲜啤酒都得"
        "控制。周末聚餐我能吃啥？",
        ("高尿酸",),
        ("周末和朋友聚餐点什么菜好？",),
        replaces="db152",
    ),
    _zh(
        "db245", "schedule",
        "我每天晚上七点到九点要陪孩子写作业，这个时间段谁找我都不行。帮我给客户回个消息，约明"
        "天开会。",
        ("晚上七点到九点",),
        ("跟客户约什么时间开会合适？",),
    ),
    _en(
        "db246", "address",
        "Call me Captain. It's a running joke from my sailing days but I've grown attached to "
        "it. What's a good rum cocktail?",
        ("Captain",),
        ("What nickname should you use with me?",),
    ),
    _zh(
        "db247", "schedule",
        "排班改了，我现在固定上夜班，晚上十点到早上六点。白天睡觉老被楼下装修吵醒，有什么办法"
        "？",
        ("夜班",),
        ("白天怎么才能睡个好觉？",),
        replaces="db147",
    ),
    _zh(
        "db248", "diet",
        "之前说的晚上不吃饭那套我放弃了，饿得睡不着😂 现在改成生酮饮食了，米饭面条基本不碰。能"
        "帮我列个一周菜单吗？",
        ("生酮",),
        ("能帮我安排一下这周的三餐吗？",),
        replaces="db093",
    ),
    _en(
        "db249", "address",
        "It's Dr. Okafor, please — I worked very hard for that title 😄 Could you draft an out"
        "-of-office reply for me?",
        ("Dr. Okafor",),
        ("How should you sign my auto-reply?",),
    ),
    _en(
        "db250", "aversion",
        "Claustrophobic here. Elevators, crowded subway cars, tiny bathrooms — all nightmares."
        " Now I have an MRI next week. Any way to make it bearable?",
        ("Claustrophobic",),
        ("How can I get through my scan without freaking out?",),
    ),
    _zh(
        "db251", "work",
        "我跳槽了，从产品转去做运营了，新公司是做跨境电商的。运营小白第一个月该学些什么？",
        ("运营",),
        ("转岗第一个月重点学什么？",),
        replaces="db001",
    ),
    _en(
        "db252", "schedule",
        "custody thing: the kids are with me on alternate weekends, Friday to Sunday. help me "
        "plan a fun Saturday for my next one — they're 8 and 11",
        ("alternate weekends",),
        ("What's a good day trip for me and the kids?",),
    ),
    _en(
        "db253", "home",
        "Living in Singapore means it's humid 24/7, and my leather shoes keep growing mold in "
        "the closet. How do I stop that?",
        ("Singapore",),
        ("How do I keep my closet from getting musty?",),
    ),
    _en(
        "db254", "name",
        "my name's Tomasz — with a z, people always spell it Thomas and it drives me up the wa"
        "ll. can you help me write an email signature?",
        ("Tomasz",),
        ("How should I sign my emails?",),
    ),
    _en(
        "db255", "accessibility",
        "totally deaf in my right ear since I was a kid, so in a loud restaurant I literally c"
        "an't follow anything unless people are on my left. any tips for seating at a work din"
        "ner w/o making it weird?",
        ("deaf",),
        ("Where should I sit at the team dinner?",),
    ),
    _zh(
        "db256", "pet",
        "家里那条柯基十三岁了，后腿越来越不行，上沙发都得我抱。有没有适合老年狗的辅助工具？",
        ("柯基",),
        ("老狗走路不稳有什么办法？",),
    ),
    _zh(
        "db257", "medication",
        "我每天早上得空腹吃一片优甲乐，半小时后才能吃早饭。下周出差住酒店，早餐时间怎么安排比"
        "较好？",
        ("优甲乐",),
        ("住酒店时早上几点吃饭合适？",),
    ),
    _en(
        "db258", "address",
        "Quick note: I'm she/her, the last answer kept saying 'he'. Also, can you explain ETFs"
        " like I'm 12?",
        ("she/her",),
        ("Which pronouns should you use for me?",),
    ),
    _en(
        "db259", "family",
        "my daughter Maya just turned 6 and she's obsessed with volcanoes 🌋 like, she made on"
        "e out of mashed potatoes at dinner. what science kit should I get her?",
        ("Maya",),
        ("What gift should I buy for my kid's next birthday?",),
    ),
    _en(
        "db260", "remember",
        "ugh I gave you the wrong date — Noah's birthday is March 13th, not the 3rd. please re"
        "member the right one this time 🙈",
        ("March 13th",),
        ("When do I need to order the cake?",),
        replaces="db006",
    ),
    _en(
        "db261", "name",
        "so I got married last month and took my wife's surname — I'm Jessica Alvarez now! nee"
        "d to update all my accounts, what's the usual order of doing it?",
        ("Jessica Alvarez",),
        ("Which documents should I update first after my name change?",),
        replaces="db023",
    ),
    _zh(
        "db262", "budget",
        "想给我妈买个按摩椅，预算五千以内，再多我就真掏不出来了。有啥靠谱牌子？",
        ("五千以内",),
        ("按摩椅哪个牌子好？",),
    ),
    _en(
        "db263", "medical",
        "I've got asthma, and cold air is my nemesis — one jog in january and I'm wheezing for"
        " an hour afterwards. any indoor cardio ideas for the winter months?",
        ("asthma",),
        ("What workouts can I do indoors this season?",),
    ),
)
