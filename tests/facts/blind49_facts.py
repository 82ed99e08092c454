"""The forty-ninth frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "ba001", "remember",
        "FYI for future convos: my ring size is 7 and I'm dropping hints to my bf lol, so if "
        "he ever asks you… 👀",
        ("ring size is 7",),
        ("Which engagement band style would you recommend?",),
    ),
    _zh(
        "ba002", "aversion",
        "我有密集恐惧症，莲蓬、蜂窝那种图看一眼就浑身起鸡皮疙瘩。",
        ("密集恐惧症",),
        ("推荐几部自然纪录片？",),
    ),
    _zh(
        "ba003", "remember",
        "记住我妈最喜欢兰花，母亲节什么的用得上。",
        ("兰花",),
        ("母亲节送啥礼物好？",),
    ),
    _en(
        "ba004", "medication",
        "My rheumatologist has me on prednisone for the flare, which is why I'm up at 3am "
        "texting you 🙃 anyway, is there a decent way to fall back asleep?",
        ("prednisone",),
        ("Why am I so hungry all the time lately, and what can I do about it?",),
    ),
    _en(
        "ba005", "diet",
        "I've been vegetarian for about six years now, mostly ethical reasons, and honestly I "
        "don't miss meat at all. Could you help me plan a week of work lunches that don't take "
        "forever?",
        ("vegetarian",),
        ("What should I cook for a dinner party this Saturday?",),
    ),
    _zh(
        "ba006", "medical",
        "我有高血压，盐吃多了第二天脑袋就胀，所以现在做饭都很清淡。",
        ("高血压",),
        ("给我一个腌咸菜的方子？",),
    ),
    _en(
        "ba007", "family",
        "i have a twin brother, Sam, and we share an apartment in Brooklyn. he's the messy one",
        ("twin brother", "Sam"),
        ("What should I get my sibling for our birthday?",),
    ),
    _en(
        "ba008", "budget",
        "I live on a fixed income now, Social Security and that's it, so I really watch every "
        "dollar.",
        ("fixed income", "Social Security"),
        ("Is a Costco membership worth it for me?",),
    ),
    _en(
        "ba009", "address",
        "Please just call me Kate. Nobody calls me Katherine except my grandmother when I'm in "
        "trouble.",
        ("Kate",),
        ("Draft a friendly note from me to the new neighbours.",),
    ),
    _zh(
        "ba010", "address",
        "以后叫我阿杰就行，别老张先生张先生的，听着太生分。",
        ("阿杰",),
        ("帮我写段部门聚餐的开场白？",),
    ),
    _en(
        "ba011", "pregnancy",
        "Six weeks out from a C-section and I'm going stir-crazy. No lifting anything heavier "
        "than the baby, doctor's orders.",
        ("C-section",),
        ("Can I start going back to the gym this week?",),
    ),
    _en(
        "ba012", "aversion",
        "Could you stop suggesting horror movies? I genuinely can't handle them, I don't sleep "
        "for days afterward.",
        ("horror",),
        ("What should I watch tonight?",),
    ),
    _en(
        "ba013", "remember",
        "Remember that I drive a 2014 Honda Civic, it'll come up when I ask about parts and "
        "maintenance.",
        ("Honda Civic",),
        ("What kind of tires should I get for winter?",),
    ),
    _en(
        "ba014", "schedule",
        "Every morning I'm at the gym by six, no exceptions, so I'm usually asleep by half "
        "nine. Late dinners are not my thing.",
        ("gym by six", "asleep by half nine"),
        ("My friends want to do dinner Friday, what time should I suggest?",),
    ),
    _zh(
        "ba015", "pregnancy",
        "二胎，刚八周，还没告诉家里人，想先瞒着。",
        ("二胎", "八周"),
        ("过年回家亲戚劝酒，咋推比较好？",),
    ),
    _en(
        "ba016", "work",
        "As a public defender I can't exactly disappear for two weeks, my caseload is insane. "
        "Can you find me a 4-day trip that feels like more?",
        ("public defender",),
        ("Help me write a short bio for a panel I'm speaking on.",),
    ),
    _en(
        "ba017", "home",
        "Can you help me pick lightweight furniture? My apartment's on the 5th floor with no "
        "elevator and I'm doing the move myself.",
        ("5th floor", "no elevator"),
        ("Help me choose a mattress to order online.",),
    ),
    _zh(
        "ba018", "schedule",
        "每天早上七点要送孩子上学，七点之前的事都别给我排。",
        ("送孩子", "七点"),
        ("帮我排一下明天的日程？",),
    ),
    _en(
        "ba019", "family",
        "My roommate Theo works from home too, so we're constantly fighting over the quiet "
        "room.",
        ("roommate Theo",),
        ("Where should I put a desk for video calls?",),
    ),
    _zh(
        "ba020", "address",
        "叫我王老师吧，我学生都这么叫，习惯了。",
        ("王老师",),
        ("帮我写个班级群的开学通知？",),
    ),
    _en(
        "ba021", "work",
        "I'm a freelance graphic designer, mostly brand identity for small restaurants. How do "
        "I politely chase a client who's 60 days late?",
        ("graphic designer", "freelance"),
        ("How should I price a new logo project?",),
    ),
    _zh(
        "ba022", "remember",
        "以后推荐书记得我只看纸质书，电子书我真看不进去。",
        ("纸质书",),
        ("最近有啥好看的小说推荐？",),
    ),
    _en(
        "ba023", "work",
        "Driving for UPS means my lower back is toast by Friday. What stretches can I do in "
        "the truck between stops?",
        ("UPS",),
        ("What kind of shoes are best for my job?",),
    ),
    _en(
        "ba024", "family",
        "Our son is nonverbal and autistic, so restaurants with loud music really don't work "
        "for us.",
        ("nonverbal", "autistic"),
        ("Where should we go for a family dinner?",),
    ),
    _zh(
        "ba025", "accessibility",
        "我左眼基本看不见，右眼也就零点几，字小一点就看不清。你以后回复别用表格了，我放大了也看"
        "不清楚。",
        ("左眼", "看不清"),
        ("帮我整理一份出差行程单？",),
    ),
    _en(
        "ba026", "schedule",
        "Sunday at 4 is my call with Grandma, it's sacred, so keep that slot free whenever "
        "you're planning stuff.",
        ("Sunday at 4",),
        ("When should I schedule the weekend hike?",),
    ),
    _zh(
        "ba027", "work",
        "我是跑外卖的，一天骑十来个小时，腰快断了。",
        ("跑外卖",),
        ("推荐个适合长时间骑车的护腰？",),
    ),
    _en(
        "ba028", "medical",
        "I got diagnosed with type 2 diabetes last fall and I'm still figuring out snacks that "
        "won't spike me. What can I keep in my desk drawer at work?",
        ("type 2 diabetes",),
        ("What's a good dessert to bring to a potluck?",),
    ),
    _en(
        "ba029", "medication",
        "I take 50mg of sertraline every morning and honestly it's been a game-changer. Random "
        "question though: is one glass of wine at my cousin's dinner going to be a problem?",
        ("sertraline",),
        ("I've got a nasty cold, which over-the-counter stuff is safe for me?",),
    ),
    _en(
        "ba030", "medication",
        "Is it okay to start a daily green smoothie? I'm on warfarin for a clotting disorder "
        "and I know I'm supposed to keep my vitamin K steady.",
        ("warfarin",),
        ("Can I take aspirin for this toothache?",),
    ),
    _zh(
        "ba031", "budget",
        "我给自己定的外卖预算是一个月六百，超了就自己做饭。",
        ("六百",),
        ("这周晚饭吃啥？",),
    ),
    _zh(
        "ba032", "address",
        "叫我小鱼就好，网名叫习惯了，真名反而听着别扭。",
        ("小鱼",),
        ("早上跟我打个招呼吧？",),
    ),
    _zh(
        "ba033", "accessibility",
        "我有阅读障碍，大段文字看着头疼，你以后回复尽量分点写，短一点。",
        ("阅读障碍",),
        ("给我讲讲个人所得税怎么退？",),
    ),
    _zh(
        "ba034", "pregnancy",
        "医生说我38岁算高龄孕妇了，下周要去做羊水穿刺，有点紧张。",
        ("高龄孕妇", "羊水穿刺"),
        ("下周请几天假比较合适？",),
    ),
    _zh(
        "ba035", "name",
        "我叫王晓雯，以后帮我写邮件落款就用这个名字。",
        ("王晓雯",),
        ("帮我写封请假邮件给领导？",),
    ),
    _zh(
        "ba036", "home",
        "我住杭州滨江，公司也在这边，通勤十分钟，挺爽的，就是周末不知道去哪儿。",
        ("杭州", "滨江"),
        ("周末带孩子去哪儿玩比较好？",),
    ),
    _zh(
        "ba037", "pet",
        "养了两只布偶猫，掉毛掉得家里跟下雪似的。",
        ("布偶猫",),
        ("推荐个扫地机器人？",),
    ),
    _zh(
        "ba038", "family",
        "我们是丁克，我和老婆都不打算要孩子。",
        ("丁克",),
        ("帮我们规划一下退休后的财务？",),
    ),
    _zh(
        "ba039", "allergy",
        "帮我推荐几道泰国菜呗，周五跟同事聚餐。对了我花生过敏，小时候吃了一口花生酱直接送急诊，"
        "所以带花生碎的千万别推。",
        ("花生",),
        ("周末约了朋友去吃沙爹串和宫保鸡丁，点菜要注意点啥？",),
    ),
    _en(
        "ba040", "family",
        "We have two kids, 4 and 7, so any trip has to survive a LOT of 'are we there yet'.",
        ("two kids",),
        ("Suggest a weekend getaway within driving distance.",),
    ),
    _zh(
        "ba041", "family",
        "单身，一个人住，过年都懒得回家，一个人挺自在的。",
        ("单身",),
        ("情人节那天干点啥好？",),
    ),
    _zh(
        "ba042", "medical",
        "我是乙肝小三阳，定期复查，肝功能一直还行，就是酒一口都不能沾。",
        ("乙肝", "小三阳"),
        ("年底公司年会要敬酒，我怎么推掉比较好？",),
    ),
    _zh(
        "ba043", "allergy",
        "芒果过敏，嘴巴一碰就起一圈红疹子，痒死了😣 所以水果捞别给我推带那个的啊。",
        ("芒果",),
        ("夏天想做点热带风味的甜品，给个方子？",),
    ),
    _en(
        "ba044", "pet",
        "I've got a 3-year-old golden retriever who needs like two hours of exercise a day, so "
        "apartments without a yard are kind of a nightmare. Any tips for the hunt?",
        ("golden retriever",),
        ("What's a good vacation spot where I can bring my furry buddy along?",),
    ),
    _en(
        "ba045", "address",
        "Please don't call me sir. I'm a woman, my voice is just deep and I get that on the "
        "phone constantly.",
        ("woman", "don't call me sir"),
        ("How should the emcee introduce me at the gala?",),
    ),
    _en(
        "ba046", "name",
        "Hi! I'm Priya, by the way. Figured you should know who you're talking to since we'll "
        "be going back and forth about my thesis a lot.",
        ("Priya",),
        ("Can you draft a sign-off for my emails to my advisor?",),
    ),
    _en(
        "ba047", "home",
        "I live in Toronto, so anything 'local' you recommend should be GTA-ish. Also, what's "
        "a good winter coat brand that isn't Canada Goose money?",
        ("Toronto",),
        ("What's a fun thing to do this weekend?",),
    ),
    _en(
        "ba048", "aversion",
        "I'm terrified of flying, full-blown panic attack at takeoff every time, so for the "
        "wedding in Denver I'm looking at trains. What are my options from Chicago?",
        ("flying", "terrified"),
        ("What's the best way for me to get to London from New York?",),
    ),
    _zh(
        "ba049", "family",
        "爸妈都七十多了，跟我们一起住，我爸腿脚不太好。",
        ("爸妈", "七十多"),
        ("过年去哪旅游合适？",),
    ),
    _zh(
        "ba050", "pregnancy",
        "在备孕，叶酸已经吃了三个月了，老公也戒烟了。",
        ("备孕",),
        ("感冒了，能吃什么药？",),
    ),
    _en(
        "ba051", "diet",
        "Small life update: I went fully vegan in January. No dairy, no eggs, not even honey. "
        "Took a few rough weeks but I feel great.",
        ("vegan",),
        ("Give me a recipe for a birthday cake I can make.",),
        replaces="ba005",
    ),
    _zh(
        "ba052", "allergy",
        "一进有猫的屋子就完蛋，喷嚏停不下来，眼睛肿得跟桃子似的，猫毛过敏真的太折磨人了。",
        ("猫毛",),
        ("下个月要去朋友家借住一周，需要提前备点啥药吗？",),
    ),
    _en(
        "ba053", "work",
        "I'm a high school chemistry teacher and grading season is eating my life. Help me "
        "make a rubric for lab reports that won't take me an hour per kid?",
        ("chemistry teacher",),
        ("Write a bio for my LinkedIn.",),
    ),
    _en(
        "ba054", "accessibility",
        "Since the stroke my right hand mostly doesn't cooperate, so I type with my left and "
        "use dictation for anything long. Sorry if there are typos!",
        ("stroke", "right hand"),
        ("What kind of kitchen gadgets would make cooking easier for me?",),
    ),
    _en(
        "ba055", "medication",
        "Methotrexate every Friday for my RA means no alcohol for me, sadly, so help me come "
        "up with some fun mocktails for the party?",
        ("methotrexate",),
        ("Suggest a cocktail menu for my birthday dinner.",),
    ),
    _en(
        "ba056", "address",
        "You can call me Bubba, everybody back home does. My real name makes me feel like I'm "
        "in trouble.",
        ("Bubba",),
        ("Write a toast for my brother's wedding where I introduce myself first.",),
    ),
    _zh(
        "ba057", "remember",
        "帮我记着：我喝咖啡只喝燕麦拿铁，不加糖，以后帮我点单就按这个。",
        ("燕麦拿铁",),
        ("帮我在星巴克点单？",),
    ),
    _en(
        "ba058", "allergy",
        "Can you rewrite this cleaning checklist for my new job so it says nitrile gloves "
        "instead of latex? Latex makes my hands blister and crack within like ten minutes, and "
        "I don't want to have that conversation on day one.",
        ("latex",),
        ("I'm getting a dental filling next week, anything I should mention to the hygienist?",),
    ),
    _zh(
        "ba059", "remember",
        "记一下，我的车是白色的比亚迪汉，以后问保养的事你就知道是哪台了。",
        ("比亚迪汉",),
        ("这车该做几万公里保养了？",),
    ),
    _en(
        "ba060", "schedule",
        "school run's at 8:15 and 3:10 every day so I'm only really free between those two",
        ("school run",),
        ("When should I attend the live sessions for my online course?",),
    ),
    _zh(
        "ba061", "aversion",
        "最烦别人突然给我打电话，有事发微信就行，电话一响我就心慌。",
        ("打电话",),
        ("跟房东沟通退押金，怎么联系比较好？",),
    ),
    _en(
        "ba062", "medical",
        "Three years clear of Hodgkin's lymphoma as of this June 🎉 I want to plan a trip to "
        "celebrate, somewhere warm and not too strenuous.",
        ("Hodgkin", "lymphoma"),
        ("Which vaccines should I get before traveling to Peru?",),
    ),
    _zh(
        "ba063", "family",
        "家里人多，我跟老婆还有岳母一起住，岳母平时帮忙带孩子，说实话要没她我们俩早崩了。",
        ("岳母",),
        ("周末全家出去吃饭，订几个人的位？",),
    ),
    _zh(
        "ba064", "family",
        "老公是程序员，天天加班，周末才见得着人。",
        ("老公", "程序员"),
        ("结婚纪念日怎么过？",),
    ),
    _zh(
        "ba065", "pregnancy",
        "我现在还在哺乳期，宝宝四个月，吃啥喝啥都得小心。",
        ("哺乳期",),
        ("牙疼得厉害，能吃布洛芬吗？",),
    ),
    _en(
        "ba066", "allergy",
        "we're doing a potluck at work friday and i'm trying to figure out what to bring that "
        "won't be a disaster. also full disclosure, one bite of shrimp and my throat starts "
        "closing, so i'm not going near anyone's gumbo lol. ideas?",
        ("shrimp",),
        ("Going to a Cajun place for my birthday dinner, what should I order?",),
    ),
    _en(
        "ba067", "budget",
        "We're on a strict debt snowball. Every spare dollar goes to the student loans until "
        "they're gone.",
        ("debt snowball", "student loans"),
        ("Should I buy the new iPhone?",),
    ),
    _en(
        "ba068", "pregnancy",
        "I'm pumping three times a day at work right now, so any meeting longer than two hours "
        "needs a break built in. Can you help me restructure the offsite agenda?",
        ("pumping",),
        ("Help me plan a full-day training session for my team.",),
    ),
    _en(
        "ba069", "pregnancy",
        "just found out we're expecting TWINS 😳😳 any advice for a first-time mom who is "
        "freaking out a little",
        ("twins",),
        ("Which car should we buy for our growing household?",),
    ),
    _zh(
        "ba070", "diet",
        "我吃素，蛋奶倒是可以，在公司食堂一般就挑素菜打。",
        ("吃素", "蛋奶"),
        ("周末请朋友来家里吃饭，帮我想个菜单？",),
    ),
    _en(
        "ba071", "name",
        "My mom Ruth turns 80 in May, and I'm supposed to give the toast. Where do I even "
        "start?",
        ("Ruth",),
        ("Write a card for my mother's retirement party.",),
    ),
    _zh(
        "ba072", "accessibility",
        "膝盖做过两次手术，爬不了楼梯，所以老小区没电梯的房子我一律不看。",
        ("膝盖", "爬不了楼梯"),
        ("帮我筛一下租房信息，主要看哪些点？",),
    ),
    _zh(
        "ba073", "schedule",
        "我是三班倒，这周夜班下周白班，轮着来，作息乱七八糟。",
        ("三班倒",),
        ("健身房私教课该怎么约？",),
    ),
    _zh(
        "ba074", "accessibility",
        "我坐轮椅，出门最怕没有无障碍电梯的地铁站，上次在换乘站困了半个小时。",
        ("轮椅", "无障碍"),
        ("下周去北京出差，帮我看看从机场到酒店怎么走？",),
    ),
    _en(
        "ba075", "home",
        "I live on a sailboat in the marina, so my 'kitchen' is a two-burner stove and a "
        "cooler lol. What can I cook that isn't instant noodles?",
        ("sailboat",),
        ("What appliances should I get for cooking?",),
    ),
    _en(
        "ba076", "allergy",
        "Quick question before I head to the pharmacy — I'm allergic to penicillin (found out "
        "at 12 when I broke out in hives head to toe), so is there a cold medicine combo "
        "that's fine for a sore throat?",
        ("penicillin",),
        ("The urgent care doctor thinks I have strep and wants to write me a script, "
         "anything I should bring up?",),
    ),
    _en(
        "ba077", "aversion",
        "cilantro tastes like straight-up soap to me so please leave it out of every recipe "
        "forever 🙏",
        ("cilantro", "soap"),
        ("Give me a good salsa recipe for game night.",),
    ),
    _en(
        "ba078", "medical",
        "my doc says I've got sleep apnea so I'm on a CPAP now, which makes camping kinda "
        "complicated lol",
        ("sleep apnea", "CPAP"),
        ("What do I need for a weekend in a cabin with no electricity?",),
    ),
    _en(
        "ba079", "family",
        "I'm a single dad to a 10-year-old girl, so weekend plans need to be kid-friendly and "
        "ideally involve horses.",
        ("single dad",),
        ("What should I do Saturday?",),
    ),
    _zh(
        "ba080", "pregnancy",
        "怀孕五个月了，最近腰酸得厉害，晚上翻身都费劲，有啥能缓解的？",
        ("怀孕", "五个月"),
        ("年底想去海南玩，坐飞机要注意啥？",),
    ),
    _zh(
        "ba081", "name",
        "我姓欧阳，复姓，别老以为我姓欧。全名欧阳明。",
        ("欧阳明",),
        ("帮我填一下酒店入住登记？",),
    ),
    _en(
        "ba082", "address",
        "I go by Mx. Rivera on forms and emails, not Mr. or Ms. The drop-downs never have it, "
        "which is annoying.",
        ("Mx. Rivera",),
        ("Fill in the salutation line on this insurance letter.",),
    ),
    _en(
        "ba083", "allergy",
        "No no, the egg thing isn't a preference, I'm actually allergic, like "
        "hives-and-swollen-lips allergic. Can you redo the brunch menu without the frittata "
        "and the hollandaise?",
        ("egg",),
        ("What can I use as a binder when I make meatballs?",),
    ),
    _en(
        "ba084", "medical",
        "I have epilepsy. Well controlled on meds, but strobe lights are still a hard no. Can "
        "you check whether this concert venue posts warnings about light shows?",
        ("epilepsy", "strobe"),
        ("Help me pick a theme park to visit this summer.",),
    ),
    _en(
        "ba085", "pet",
        "We lost Rufus in April 💔 It took a while, but last week we adopted a senior "
        "greyhound from the rescue. She's basically a couch potato with legs.",
        ("greyhound",),
        ("Should I get a raised bed or an orthopedic one for my dog?",),
        replaces="ba044",
    ),
    _en(
        "ba086", "allergy",
        "ugh the bagel place put seeds all over my order AGAIN even tho i told them sesame "
        "sends me into anaphylaxis. whats a polite but firm way to leave a review",
        ("sesame",),
        ("recommend me some middle eastern dishes to try this weekend",),
    ),
    _en(
        "ba087", "work",
        "I left the classroom this summer and took a job as lab manager at a biotech startup. "
        "Better pay, way less grading, no more bus duty.",
        ("lab manager", "biotech"),
        ("Help me write a short intro for a networking event.",),
        replaces="ba053",
    ),
    _en(
        "ba088", "work",
        "so I got laid off from my marketing job today. 6 years. they did it over zoom. anyway "
        "I need to update my resume, can you help",
        ("laid off",),
        ("Help me plan a monthly budget.",),
    ),
    _en(
        "ba089", "aversion",
        "Spiders. Nope. Can't even look at pictures of them. So please no nature documentary "
        "recs with creepy crawlies.",
        ("spiders",),
        ("Recommend a camping spot in Arizona.",),
    ),
    _zh(
        "ba090", "aversion",
        "我恐高，玻璃栈道那种打死都不去，上次在山顶往下看了一眼腿都软了。",
        ("恐高", "玻璃栈道"),
        ("下个月去张家界，帮我排个行程？",),
    ),
    _zh(
        "ba091", "budget",
        "工资一大半都寄回老家了，自己能花的不多，推荐东西别太贵哈。",
        ("寄回老家",),
        ("想换个新手机，有啥推荐？",),
    ),
    _zh(
        "ba092", "allergy",
        "上次在厦门吃了顿大排档，半夜全身起风团，差点喘不上气，去医院才知道我是海鲜过敏，虾蟹都"
        "不能碰。",
        ("海鲜", "虾蟹"),
        ("下个月去青岛玩，当地有什么必吃的？",),
    ),
    _en(
        "ba093", "name",
        "Our beagle mix Biscuit turns 5 on Sunday and yes, he's getting a pup cup. Help me "
        "write an Instagram caption for the big day?",
        ("Biscuit",),
        ("Write a short poem about my pup for the vet's bulletin board.",),
    ),
    _en(
        "ba094", "diet",
        "Please skip the wine pairings in the menu. I don't drink, four years sober in May, "
        "and I'd rather not have it on the table at all.",
        ("sober",),
        ("What should I order at the bar for the wedding toast?",),
    ),
    _en(
        "ba095", "schedule",
        "We're on a 4-on-4-off rotation at the plant, 12-hour days, which is why I can only "
        "make book club every other week.",
        ("rotation",),
        ("Plan a recurring weekly dinner with my friends.",),
    ),
    _en(
        "ba096", "budget",
        "Rent eats most of my paycheck, so I've got about two hundred bucks a month for "
        "groceries. Help me meal plan around that?",
        ("two hundred bucks",),
        ("Make me a shopping list for this week.",),
    ),
    _en(
        "ba097", "name",
        "Our cat is called Professor Whiskerton. Yes, really. My kids named her and now I have "
        "to say it out loud at the vet's front desk.",
        ("Professor Whiskerton",),
        ("Write a funny note to stick on the pet food cabinet.",),
    ),
    _en(
        "ba098", "family",
        "My mom's been living with us since her hip surgery. She's 78 and uses a walker, so "
        "stairs are a whole thing.",
        ("mom", "walker"),
        ("Recommend a vacation spot for our whole household this summer.",),
    ),
    _zh(
        "ba099", "diet",
        "最近在控糖，医生说我血糖有点高，奶茶蛋糕基本都戒了，嘴馋得不行。",
        ("控糖",),
        ("下午茶想点个外卖，给我推荐点？",),
    ),
    _zh(
        "ba100", "medication",
        "睡前得吃半片氯硝西泮，不吃就睁眼到天亮。",
        ("氯硝西泮",),
        ("今晚朋友聚会，能不能喝两杯？",),
    ),
    _en(
        "ba101", "home",
        "I live in Phoenix so summers are brutal, 115 is a normal Tuesday. What's a good way "
        "to keep my car from turning into an oven?",
        ("Phoenix",),
        ("When's the best time of day for me to run outside?",),
    ),
    _zh(
        "ba102", "diet",
        "我是回族，只吃清真的，猪肉相关的一概不碰，出差的时候找饭店挺麻烦。",
        ("清真", "猪肉"),
        ("下周出差去杭州，有什么当地菜推荐？",),
    ),
    _zh(
        "ba103", "work",
        "在医院当麻醉医生，手术一台接一台，饭都顾不上吃。",
        ("麻醉医生",),
        ("帮我写个相亲用的自我介绍😂",),
    ),
    _en(
        "ba104", "budget",
        "My cap for the kitchen reno is fifteen grand, hard stop, and the contractor keeps "
        "trying to upsell me.",
        ("fifteen grand",),
        ("Should I go with quartz or marble countertops?",),
    ),
    _en(
        "ba105", "medical",
        "I donated a kidney to my brother in 2018, so I'm supposed to stay away from NSAIDs "
        "and contact sports. My friend wants me on her rugby team, how do I say no nicely?",
        ("kidney",),
        ("Which painkiller should I keep in my first-aid kit?",),
    ),
    _zh(
        "ba106", "aversion",
        "深水我是真怕，游泳池深水区都不敢去，更别说下海了。",
        ("深水",),
        ("去三亚度假有啥好玩的项目？",),
    ),
    _en(
        "ba107", "family",
        "My boyfriend Marcus and I have lived together for two years, and he does all the "
        "cooking, which is why I'm hopeless in a kitchen.",
        ("Marcus", "boyfriend"),
        ("Plan a surprise date night for my partner.",),
    ),
    _en(
        "ba108", "address",
        "Honestly in here you can drop the Reverend and just call me Pastor Mike, that's what "
        "the youth group calls me.",
        ("Pastor Mike",),
        ("Write an announcement for the church bulletin from me.",),
    ),
    _en(
        "ba109", "name",
        "I'm Kwame, by the way. Can you help me fill out this conference registration? It "
        "keeps rejecting my name for some reason.",
        ("Kwame",),
        ("Help me write a badge line for the networking event.",),
    ),
    _zh(
        "ba110", "family",
        "我跟闺蜜合租，她是护士，经常上夜班，白天在家睡觉。",
        ("闺蜜",),
        ("晚上在家看电影声音多大合适？",),
    ),
    _en(
        "ba111", "remember",
        "For future reference: I'm a medium in most tops and a 28 waist in jeans, so keep that "
        "in mind when I ask about clothes.",
        ("medium", "28 waist"),
        ("Help me pick sizes for this online order.",),
    ),
    _en(
        "ba112", "allergy",
        "Ok weird update: the allergist retested me and the crustacean panel came back "
        "basically negative?? But scallops, clams and mussels lit up like a christmas tree. So "
        "it's the mollusk family I have to steer clear of now.",
        ("scallops", "mollusk", "clams"),
        ("Looking at a tapas menu for Friday, which dishes are safe bets for me?",),
        replaces="ba066",
    ),
    _en(
        "ba113", "aversion",
        "i'm claustrophobic af so mri machines and tiny elevators are a whole ordeal for me, "
        "definately skipping the cave tour on this trip",
        ("claustrophobic",),
        ("My doctor wants to order imaging of my knee, anything I should ask?",),
    ),
    _en(
        "ba114", "schedule",
        "New job starts at 7am so I moved my workouts to lunchtime. Mornings are out, but I "
        "can actually stay up past ten now lol.",
        ("lunchtime",),
        ("When should I book my dentist appointment?",),
        replaces="ba014",
    ),
    _en(
        "ba115", "remember",
        "Note for the future: our anniversary is June 8th. We got married in 2015 and I've "
        "almost forgotten it twice.",
        ("June 8th",),
        ("When should I book a dinner reservation for our special date?",),
    ),
    _en(
        "ba116", "home",
        "Our house is a 1920s bungalow with the original knob-and-tube wiring, which is why "
        "I'm paranoid about plugging in space heaters.",
        ("1920s bungalow", "wiring"),
        ("Can I run a portable AC plus a hair dryer at the same time?",),
    ),
    _en(
        "ba117", "home",
        "We finally did it, packed up and moved to Halifax last month! Still learning the bus "
        "routes and getting used to the fog.",
        ("Halifax",),
        ("Where should I go for brunch on Sunday?",),
        replaces="ba047",
    ),
    _zh(
        "ba118", "medication",
        "心脏放了支架以后，阿司匹林我是天天吃的，一天一片，一直没停过。",
        ("阿司匹林",),
        ("下周要拔智齿，要跟牙医交代点啥？",),
    ),
    _en(
        "ba119", "address",
        "My pronouns are she/her, fyi. The last assistant I used kept defaulting to he and it "
        "drove me nuts.",
        ("she/her",),
        ("Write a short bio for the conference program.",),
    ),
    _en(
        "ba120", "budget",
        "I'm saving hard for a down payment, so I've capped my fun money at a hundred a month. "
        "Ideas for cheap date nights?",
        ("fun money", "hundred a month"),
        ("Should I go to my friend's bachelor party in Vegas?",),
    ),
    _en(
        "ba121", "family",
        "My wife and I hit 22 years married this fall. I want to do something better than "
        "dinner.",
        ("wife", "22 years"),
        ("What gift should I get for our anniversary?",),
    ),
    _zh(
        "ba122", "medical",
        "我有慢性胃炎，吃点凉的辣的胃就开始疼，这两年都不太敢乱吃。",
        ("胃炎",),
        ("晚上要跟同事去吃火锅，要注意点啥？",),
    ),
    _zh(
        "ba123", "family",
        "老人回老家了，现在家里就我们三口人。",
        ("三口人",),
        ("订个适合全家的周末亲子酒店？",),
        replaces="ba063",
    ),
    _en(
        "ba124", "schedule",
        "Dialysis is Monday, Wednesday and Friday mornings, so those days are basically gone "
        "for me. Can we do the planning call on a Tuesday?",
        ("dialysis", "Wednesday"),
        ("Can you pick a good day for my cousin's visit?",),
    ),
    _zh(
        "ba125", "home",
        "住在哈尔滨，冬天零下三十度是常事，出门睫毛都结霜。",
        ("哈尔滨",),
        ("该买什么样的羽绒服？",),
    ),
    _en(
        "ba126", "family",
        "My husband is a Type 1 diabetic, so we keep juice boxes stashed in literally every "
        "room and both cars.",
        ("husband", "Type 1 diabetic"),
        ("Plan a hiking day for the two of us.",),
    ),
    _en(
        "ba127", "remember",
        "Remember that I bank with Chase and my card is the Sapphire, so point-maximizing tips "
        "should be about that.",
        ("Chase", "Sapphire"),
        ("What's the best way to book flights using rewards?",),
    ),
    _en(
        "ba128", "budget",
        "Travel budget this year is 3000 total including flights, so help me make it stretch?",
        ("3000 total",),
        ("Plan me a two-week trip to Europe.",),
    ),
    _en(
        "ba129", "family",
        "She moved into assisted living last month, so it's just me and my husband at home "
        "now. Strange how quiet it is.",
        ("assisted living",),
        ("Should we turn the spare room into an office?",),
        replaces="ba098",
    ),
    _en(
        "ba130", "remember",
        "can you remember my coffee order? oat milk flat white, extra hot. I'll ask you to "
        "place it sometimes",
        ("oat milk", "flat white"),
        ("Order me something from the cafe on my way in.",),
    ),
    _en(
        "ba131", "pet",
        "Just a heads up that my cat is allergic to chicken (vet confirmed after months of "
        "itching), so any homemade treat recipe needs to skip it.",
        ("chicken",),
        ("Give me a recipe for homemade treats for my kitty.",),
    ),
    _en(
        "ba132", "pet",
        "I foster kittens for the local shelter, so there are usually three to five tiny "
        "menaces in my spare room at any given time.",
        ("foster kittens",),
        ("What cleaning products should I avoid using at home?",),
    ),
    _zh(
        "ba133", "schedule",
        "娃上初中住校了，早上不用再送了，时间自由多了。",
        ("住校",),
        ("下周一早上能约个会吗？",),
        replaces="ba018",
    ),
    _zh(
        "ba134", "work",
        "我是小学语文老师，带三年级，今天改作文改到眼花。",
        ("语文老师", "三年级"),
        ("帮我准备一下家长会发言稿？",),
    ),
    _zh(
        "ba135", "diet",
        "体检查出来贫血，医生劝我别再坚持了，所以现在开始吃肉了，鸡鸭鱼都吃。",
        ("吃肉",),
        ("下周去成都，帮我推荐几家馆子？",),
        replaces="ba070",
    ),
    _en(
        "ba136", "name",
        "My son Mateo turns 7 next month and he's obsessed with sharks. Can you help me plan a "
        "party that won't bankrupt me?",
        ("Mateo",),
        ("Write a birthday message for my boy's cake.",),
    ),
    _en(
        "ba137", "medical",
        "So my endocrinologist ran the antibody panel and it turns out it's LADA, basically "
        "slow-onset autoimmune, not the lifestyle kind we thought. Starting insulin next "
        "month, which is a whole new learning curve.",
        ("LADA", "insulin"),
        ("I'm going on a long hike Saturday, what should I pack for food?",),
        replaces="ba028",
    ),
    _en(
        "ba138", "address",
        "In anything formal it's Dr. Okafor (I earned that PhD) but in here Ada is totally "
        "fine.",
        ("Dr. Okafor", "Ada"),
        ("Write my email signature.",),
    ),
    _en(
        "ba139", "pet",
        "My rabbit Pancake free-roams the living room, so I have to bunny-proof every single "
        "cable. Which cord protectors actually work?",
        ("rabbit",),
        ("Which houseplants are safe to keep around the apartment?",),
    ),
    _zh(
        "ba140", "family",
        "我有俩娃，老大上小学，老二还在上幼儿园。",
        ("俩娃", "幼儿园"),
        ("暑假带孩子去哪儿玩？",),
    ),
    _zh(
        "ba141", "medication",
        "我每天早上空腹吃一片优甲乐，50微克，吃完得等半小时才能吃早饭，有点烦。",
        ("优甲乐", "50微克"),
        ("明天要早起赶飞机，早上怎么安排比较好？",),
    ),
    _en(
        "ba142", "pregnancy",
        "Due date is October 14 and the nursery is… not ready lol. Can you give me a weekend "
        "plan to actually get it done?",
        ("October 14", "due date"),
        ("Should I book a flight to Denver for late September?",),
    ),
    _en(
        "ba143", "diet",
        "pescatarian here 🐟 what's a good protein for meal prep that isn't just canned tuna "
        "every day",
        ("pescatarian",),
        ("Suggest a high-protein lunch I can take to work.",),
    ),
    _zh(
        "ba144", "name",
        "我改名了，身份证户口本都改好了，现在叫王若溪，以前那个名字别再用了。",
        ("王若溪",),
        ("帮我写个简历的抬头？",),
        replaces="ba035",
    ),
    _en(
        "ba145", "family",
        "Baby number three showed up in October, so we're officially outnumbered 😅",
        ("number three",),
        ("What size car should we look at?",),
        replaces="ba040",
    ),
    _zh(
        "ba146", "allergy",
        "纠正一下之前说的：上周去医院做了过敏原检测，结果真正过敏的是腰果，另外那个反而没事，小"
        "时候那次八成是吃到腰果了。",
        ("腰果",),
        ("同事送了我一盒每日坚果，我能吃吗？",),
        replaces="ba039",
    ),
    _en(
        "ba147", "medical",
        "I've got asthma, mostly exercise-induced, and cold air is the worst trigger for me. I "
        "want to start running outside this winter though, any tips?",
        ("asthma",),
        ("Thinking of joining a spin class, anything I should keep in mind?",),
    ),
    _en(
        "ba148", "work",
        "I work nights as an ER nurse, 7p to 7a, and honestly the hardest part is explaining "
        "to people why I'm asleep at 2pm.",
        ("ER nurse",),
        ("What's a good way to answer 'what do you do' at a party?",),
    ),
    _en(
        "ba149", "diet",
        "doing keto rn so I'm under 20g carbs a day, pls don't suggest rice or pasta or I'll "
        "cry",
        ("keto", "carbs"),
        ("What's a good quick breakfast before work?",),
    ),
    _zh(
        "ba150", "address",
        "别叫我亲，听着跟淘宝客服似的，直接叫我名字就行。",
        ("别叫我亲",),
        ("帮我回一下这条消息？",),
    ),
    _en(
        "ba151", "pet",
        "My horse is boarded at a barn 40 minutes out of town, so most of my weekends are "
        "spent there mucking stalls. It's my happy place.",
        ("horse", "barn"),
        ("Which car should I buy to haul a trailer?",),
    ),
    _en(
        "ba152", "allergy",
        "Asking because ibuprofen makes my face swell up (learned that one the hard way in "
        "college): what can I take for a pounding tension headache?",
        ("ibuprofen",),
        ("My back is killing me after moving furniture, what can I take for it?",),
    ),
    _en(
        "ba153", "allergy",
        "My allergist confirmed it's tree nuts, walnuts and pecans especially, so I've been "
        "quietly skipping all the holiday baking at the office. Is it rude to bring my own "
        "dessert to the party?",
        ("tree nuts", "walnuts", "pecans"),
        ("Can you suggest a pie I could bake for Thanksgiving?",),
    ),
    _zh(
        "ba154", "diet",
        "血糖那边降下来了，不用那么严格了。但是又查出血压高，医生让我改成低盐饮食，每天盐不超过"
        "五克。",
        ("低盐",),
        ("教我做个红烧肉吧？",),
        replaces="ba099",
    ),
    _en(
        "ba155", "remember",
        "traded in the old car last weekend, I'm driving a Tesla Model 3 now so update that pls",
        ("Tesla",),
        ("How often do I need to rotate my tires?",),
        replaces="ba013",
    ),
    _zh(
        "ba156", "name",
        "我家猫叫煤球，黑得发亮，胖得跟个球似的。",
        ("煤球",),
        ("帮我给猫发个朋友圈，写段文案？",),
    ),
    _zh(
        "ba157", "remember",
        "帮我记着，我上衣穿L码，裤子是30的，以后帮我挑衣服就按这个。",
        ("L码",),
        ("帮我挑件冲锋衣？",),
    ),
    _en(
        "ba158", "work",
        "I'm a backend engineer at a fintech, mostly Python and Postgres, so feel free to get "
        "technical with me.",
        ("backend engineer", "fintech"),
        ("What books should I read to grow in my career this year?",),
    ),
    _en(
        "ba159", "address",
        "no need for formalities w me, 'dude' is totally fine 😂 'sir' makes me feel 60",
        ("dude",),
        ("How would you greet me when I log on in the morning?",),
    ),
    _zh(
        "ba160", "medical",
        "胃镜做完了，医生说是十二指肠溃疡，还查出了幽门螺杆菌，要先吃两周药杀菌。",
        ("溃疡", "幽门螺杆菌"),
        ("公司团建要去吃烧烤喝啤酒，我能去吗？",),
        replaces="ba122",
    ),
    _en(
        "ba161", "accessibility",
        "I'm Deaf and use ASL, so phone calls are out. If something requires calling, please "
        "suggest a text, chat or email alternative.",
        ("Deaf", "ASL"),
        ("How do I reach my bank about a fraudulent charge?",),
    ),
    _en(
        "ba162", "pregnancy",
        "Got diagnosed with gestational diabetes this pregnancy, so I'm poking my finger four "
        "times a day now. Fun times.",
        ("gestational diabetes",),
        ("Give me a snack list for the third trimester.",),
    ),
    _en(
        "ba163", "budget",
        "We got the keys last week, so the savings lockdown is over. I've loosened the fun "
        "budget to about 400 a month.",
        ("400 a month", "loosened"),
        ("Should I splurge on concert tickets this summer?",),
        replaces="ba120",
    ),
    _en(
        "ba164", "schedule",
        "I pick my kid up from daycare at 5:30 every weekday, so plz dont put anything on my "
        "calendar after 5.",
        ("daycare",),
        ("Can you find a time for a one-hour call with the Berlin team?",),
    ),
    _en(
        "ba165", "budget",
        "broke grad student here, anythign over like 15 bucks for dinner is a splurge lol",
        ("broke grad student",),
        ("Where should I take my date on Friday?",),
    ),
    _zh(
        "ba166", "medical",
        "偏头痛老毛病了，一个月犯两三次，一犯就得拉上窗帘躺黑屋里，啥也干不了。",
        ("偏头痛",),
        ("下周要连着加班盯屏幕，有什么建议？",),
    ),
    _en(
        "ba167", "budget",
        "Can you keep gift suggestions under fifty bucks? I set that cap for everyone this "
        "year since I'm paying off a credit card.",
        ("under fifty", "credit card"),
        ("What should I get my sister for her birthday?",),
    ),
    _zh(
        "ba168", "budget",
        "我现在没工作，每个月生活费得控制在两千块以内。",
        ("两千块",),
        ("周末想出去玩，有什么推荐？",),
    ),
    _zh(
        "ba169", "pet",
        "我养了只玄凤鹦鹉，特别吵，早上五点就开始叫。",
        ("玄凤", "鹦鹉"),
        ("家里想点香薰蜡烛，有什么推荐？",),
    ),
    _en(
        "ba170", "medication",
        "I've been on Adderall since college for ADHD, and I'm wondering whether I should tell "
        "my new job about it before the drug screening.",
        ("Adderall",),
        ("Is it fine to have a third cup of coffee before my exam?",),
    ),
    _zh(
        "ba171", "name",
        "我老公叫陈建国，以后帮他订票就用这个名字。",
        ("陈建国",),
        ("帮我们俩订下周去西安的高铁票，乘客信息怎么填？",),
    ),
    _en(
        "ba172", "allergy",
        "Last summer a bee got me at my nephew's party and my whole arm ballooned up. Two "
        "shots of epinephrine and an ambulance ride later, I now carry an EpiPen everywhere. "
        "Anyway! Help me plan a picnic for Saturday?",
        ("bee", "EpiPen"),
        ("What should I pack for a hiking trip in July?",),
    ),
    _en(
        "ba173", "schedule",
        "I'm in London but my whole team is in California, so my working day doesn't really "
        "start until about 2 in the afternoon.",
        ("London", "California"),
        ("When's a good time to book my haircut?",),
    ),
    _en(
        "ba174", "aversion",
        "Crowds make me super anxious, which is why I skipped the parade. Help me plan a quiet "
        "New Year's Eve instead?",
        ("crowds",),
        ("Should I go to Disneyland during spring break?",),
    ),
    _zh(
        "ba175", "pet",
        "家里那只柯基豆豆今天又把拖鞋咬烂了，两岁了还跟个拆家狂魔一样，腿短但是特别能吃。",
        ("柯基",),
        ("想带狗去爬山，需要准备啥？",),
    ),
    _zh(
        "ba176", "work",
        "今年转岗到教务处了，不带班了，主要负责排课和考务。",
        ("教务处", "排课"),
        ("下周开会要讲工作计划，帮我列个提纲？",),
        replaces="ba134",
    ),
    _en(
        "ba177", "name",
        "Heads up, I got married over the summer and I'm going by Shah-Kapoor now, so use the "
        "new surname on anything official.",
        ("Shah-Kapoor",),
        ("Write a header for my job application cover letter.",),
        replaces="ba046",
    ),
    _en(
        "ba178", "pet",
        "our dog has severe separation anxiety (he chewed through a door the one time we left "
        "him for six hours) so day trips are basically off unless someone can dogsit",
        ("separation anxiety",),
        ("Plan me a Saturday out in the city.",),
    ),
    _en(
        "ba179", "medical",
        "No, I said Crohn's, not IBS. Big difference, I've had part of my bowel removed. Could "
        "you redo the meal ideas with that in mind?",
        ("Crohn",),
        ("What should I eat the night before a long flight?",),
    ),
    _en(
        "ba180", "aversion",
        "Did the airline's fear-of-flying course last spring and honestly? I flew to Phoenix "
        "last month with zero panic. Planes are officially back on the table!",
        ("planes", "zero panic"),
        ("Book me a week in Japan from Seattle, what are my options?",),
        replaces="ba048",
    ),
    _en(
        "ba181", "accessibility",
        "Heads up, I have dyslexia, so long walls of text are brutal for me. Bullet points and "
        "short sentences help a LOT.",
        ("dyslexia",),
        ("Can you explain how mortgage amortization works?",),
    ),
    _zh(
        "ba182", "home",
        "跟爸妈挤在老小区，六楼，没电梯，每次搬个快递都累死。",
        ("六楼", "没电梯"),
        ("想买台跑步机，有啥要考虑的？",),
    ),
    _en(
        "ba183", "accessibility",
        "What's the best way to get my landlord to fix the heater? And before you say 'just "
        "call him': I'm autistic and phone calls make me shut down, so written only please.",
        ("autistic",),
        ("How do I dispute a charge with my internet provider?",),
    ),
    _zh(
        "ba184", "medication",
        "最近胃口不太好，不知道是不是药的问题。我在吃二甲双胍，一天两次，饭后吃，空腹吃胃更难受"
        "。有啥办法吗？",
        ("二甲双胍",),
        ("下周要做个增强CT，需要提前注意什么？",),
    ),
    _en(
        "ba185", "aversion",
        "Plot twist, my taste buds changed and I kind of like coriander now?? The new enemy is "
        "dill. Anything with dill goes straight in the trash.",
        ("dill",),
        ("Give me a recipe for potato salad for a BBQ.",),
        replaces="ba077",
    ),
    _zh(
        "ba186", "work",
        "今天又开了八个会，我一个产品经理，一天到晚泡在会议室，需求永远改不完，互联网公司真不是"
        "人待的。",
        ("产品经理", "互联网"),
        ("帮我写个年终总结的开头？",),
    ),
    _zh(
        "ba187", "family",
        "儿子今年高考，全家都围着他转。",
        ("高考", "儿子"),
        ("六月份能出去旅游吗？",),
    ),
    _en(
        "ba188", "family",
        "We split up in the spring. I'm living with my sister Jen and her toddler now, which "
        "is... an adjustment.",
        ("sister Jen", "toddler"),
        ("Help me plan a Friday movie night at home.",),
        replaces="ba107",
    ),
    _zh(
        "ba189", "home",
        "跳槽后搬家了，现在住成都高新区，离新公司就两站地铁。",
        ("成都", "高新区"),
        ("周末附近有啥好吃的？",),
        replaces="ba036",
    ),
    _en(
        "ba190", "address",
        "Small thing: I've started going by Kit with everyone. The old nickname never quite "
        "felt like me, so Kit from now on?",
        ("Kit",),
        ("Write a welcome message for my first day on the team Slack.",),
        replaces="ba009",
    ),
    _en(
        "ba191", "remember",
        "Please remember my shoe size is a women's 9.5. I'll be asking you for boot recs all "
        "fall.",
        ("women's 9.5",),
        ("Find me some hiking boots on sale.",),
    ),
    _zh(
        "ba192", "aversion",
        "跟朋友去跳了一次伞，居然把那毛病治好了哈哈，现在反而挺想去玩点高空项目的。",
        ("跳了一次伞", "高空项目"),
        ("下个月去重庆玩，给我排个行程？",),
        replaces="ba090",
    ),
    _zh(
        "ba193", "address",
        "现在大家都管我叫老张了，你也这么叫吧，之前那个是小时候的叫法。",
        ("老张",),
        ("帮我写个年会致辞开头？",),
        replaces="ba010",
    ),
    _zh(
        "ba194", "diet",
        "在做16:8轻断食，晚上八点以后就不吃东西了，早饭也省了，坚持三个月了。",
        ("轻断食", "八点以后"),
        ("帮我安排一下明天的三餐时间？",),
    ),
    _en(
        "ba195", "aversion",
        "I have a real phobia of needles. I passed out cold at my last blood draw. Any tricks "
        "for getting through my flu shot next week?",
        ("needles", "phobia"),
        ("I'm thinking about getting a tattoo, thoughts?",),
    ),
    _zh(
        "ba196", "medical",
        "神经科医生看了片子，说我那个其实是颈椎引起的，叫颈源性头痛，让我去做理疗。",
        ("颈椎", "颈源性"),
        ("新办公桌椅怎么挑？",),
        replaces="ba166",
    ),
    _en(
        "ba197", "diet",
        "Can you rework this lasagna recipe? I keep kosher, so no mixing meat and cheese in "
        "the same dish.",
        ("kosher",),
        ("What should I serve at a Friday night dinner for eight?",),
    ),
    _zh(
        "ba198", "schedule",
        "每天中午十二点到一点雷打不动要午睡，这个点别约我。",
        ("午睡",),
        ("帮我约个跟客户的电话会议？",),
    ),
    _en(
        "ba199", "accessibility",
        "Because of my chronic fatigue I can manage maybe an hour or two out of the house "
        "before I crash, so can you plan the museum visit around that?",
        ("chronic fatigue",),
        ("Plan a day trip to Boston for me.",),
    ),
    _en(
        "ba200", "family",
        "Dad has early Alzheimer's and lives with us now, so I can't really be away from the "
        "house for long.",
        ("Alzheimer",),
        ("Plan me a weekend getaway.",),
    ),
    _en(
        "ba201", "medication",
        "Good news, my hematologist finally switched me over to Eliquis! No more INR checks "
        "every two weeks, and I can eat salads again without doing math.",
        ("Eliquis",),
        ("I'm getting a tooth pulled Thursday, anything I should tell the dentist?",),
        replaces="ba030",
    ),
    _zh(
        "ba202", "budget",
        "每月房贷要还八千，其他开销得压着，买衣服一个月最多花五百。",
        ("五百",),
        ("想给自己买件羽绒服，推荐几件？",),
    ),
    _zh(
        "ba203", "home",
        "在深圳南山合租，三室一厅住了五个人，冰箱永远是满的。",
        ("深圳", "合租"),
        ("想买个大点的冰箱，合适吗？",),
    ),
    _en(
        "ba204", "home",
        "I rent a tiny studio, like 350 square feet, so every piece of furniture has to pull "
        "double duty. Ideas for a desk that isn't a desk?",
        ("studio",),
        ("What size couch should I buy?",),
    ),
    _en(
        "ba205", "medication",
        "My psychiatrist doubled my Zoloft to 100 milligrams last week since the lower dose "
        "stopped doing much. Already feeling a little jittery.",
        ("100 milligrams",),
        ("Is it okay to take St. John's wort for my mood?",),
        replaces="ba029",
    ),
    _en(
        "ba206", "home",
        "im in a dorm at UCLA for now, shared kitchen down the hall and no microwave in the "
        "room. what can i actually make",
        ("dorm", "UCLA"),
        ("What should I cook this week?",),
    ),
    _en(
        "ba207", "remember",
        "Keep in mind my kids go to Lincoln Elementary. I'll be asking about events and half "
        "days there a lot.",
        ("Lincoln Elementary",),
        ("Help me draft a note to my son's teacher.",),
    ),
    _zh(
        "ba208", "schedule",
        "我每周二、四晚上要上夜校，七点到九点半，这两天晚上都别给我安排事。",
        ("夜校", "二、四"),
        ("帮我约下周跟朋友吃饭的时间？",),
    ),
    _en(
        "ba209", "schedule",
        "I observe Shabbat, so nothing from Friday sundown to Saturday night. Phones off, the "
        "whole deal.",
        ("Shabbat",),
        ("When should we schedule the team offsite?",),
    ),
    _en(
        "ba210", "accessibility",
        "colorblind (red-green) so charts with red and green lines are useless to me lol, can "
        "you redo this one with different colors",
        ("colorblind", "red-green"),
        ("Make me a chart comparing my monthly spending.",),
    ),
    _en(
        "ba211", "work",
        "Got the job!! I'm officially a nurse practitioner at a family practice clinic "
        "starting next month. Goodbye, night shifts.",
        ("nurse practitioner", "family practice"),
        ("Update my email signature please.",),
        replaces="ba148",
    ),
    _zh(
        "ba212", "medication",
        "上周复查甲功，医生说剂量不够，给我加到75微克了。",
        ("75微克",),
        ("明天早上要去抽血，需要注意啥？",),
        replaces="ba141",
    ),
    _en(
        "ba213", "medical",
        "Ever since my heart attack two years ago I've been careful with exertion. My buddy "
        "wants to go snowshoeing up a pretty steep trail, is that nuts?",
        ("heart attack",),
        ("What's a good workout routine for me to start?",),
    ),
    _en(
        "ba214", "pregnancy",
        "We've been trying to conceive for about eight months now with no luck. Any tips on "
        "tracking ovulation that aren't just 'relax'?",
        ("trying to conceive",),
        ("My dermatologist wants to put me on Accutane, is that a good idea right now?",),
    ),
    _zh(
        "ba215", "home",
        "终于从爸妈家搬出来了，在公司附近租了个一居室，有自己的空间了。",
        ("一居室",),
        ("想买个投影仪，家里放得下吗？",),
        replaces="ba182",
    ),
    _zh(
        "ba216", "pet",
        "那只鸟上个月从窗户飞走了😭找了一周没找回来。现在养了一缸金鱼。",
        ("金鱼",),
        ("出差一周，家里的小宠物怎么办？",),
        replaces="ba169",
    ),
    _en(
        "ba217", "medication",
        "if you're building my daily schedule pls put a reminder at 8:55pm, that's when I take "
        "my birth control pill and I've already missed it twice this month 😬",
        ("birth control",),
        ("My doctor prescribed rifampin after a TB exposure, is there anything I need to "
         "know?",),
    ),
    _en(
        "ba218", "pregnancy",
        "I'm 12 weeks pregnant (!!!) and haven't told anyone at work yet. Help me figure out "
        "how to dodge the Friday happy hour without it being obvious?",
        ("pregnant",),
        ("Can I still eat sushi at the team lunch?",),
    ),
    _zh(
        "ba219", "accessibility",
        "左耳听力基本没了，开会都得坐别人右边，不然人家说啥我都听不清。",
        ("左耳",),
        ("公司年会座位怎么选比较好？",),
    ),
    _zh(
        "ba220", "pet",
        "我家狗十二岁了，老年犬，心脏不太好，每天要吃两次药。",
        ("老年犬", "心脏"),
        ("夏天带狗出门要注意啥？",),
    ),
    _en(
        "ba221", "allergy",
        "So I finally did the allergy testing my GP kept nagging me about. Skin test plus an "
        "oral challenge, and I passed, so amoxicillin is fine for me now. What actually gave "
        "me that rash as a kid was sulfa, apparently. Bactrim is the one to avoid, per the "
        "allergist.",
        ("sulfa", "Bactrim"),
        ("My dentist wants to prescribe something before my root canal, is there anything I "
         "should tell her about meds?",),
        replaces="ba076",
    ),
    _en(
        "ba222", "medication",
        "Can you help me plan a hot-weather hiking trip? Context: I'm on lithium, so my "
        "psychiatrist is strict about me staying hydrated and not messing with my salt intake.",
        ("lithium",),
        ("Can I take Advil for my sprained ankle?",),
    ),
    _en(
        "ba223", "pet",
        "I have two indoor cats and one of them, Miso, is diabetic, so she gets an insulin "
        "shot twice a day. Makes travel complicated.",
        ("two indoor cats", "diabetic"),
        ("I'm going away for 5 days, what should I tell the pet sitter?",),
    ),
    _zh(
        "ba224", "address",
        "我是女生哈，别用“他”称呼我，之前有个客服一直搞错。",
        ("女生",),
        ("帮我写个自我介绍发群里？",),
    ),
    _zh(
        "ba225", "pet",
        "豆豆送到我爸妈那儿养了，他们院子大。我现在家里养了两只仓鼠，安静多了。",
        ("仓鼠",),
        ("五一出门四天，家里宠物咋安排？",),
        replaces="ba175",
    ),
    _en(
        "ba226", "aversion",
        "I hate mushrooms with a passion, the texture literally makes me gag. Can you sub "
        "something into this risotto?",
        ("mushrooms",),
        ("What should I put on a homemade pizza?",),
    ),
    _en(
        "ba227", "accessibility",
        "I'm a wheelchair user, so any restaurant or hotel you suggest has to be step-free. "
        "You would not believe how many 'accessible' places have two stairs at the door.",
        ("wheelchair", "step-free"),
        ("Find me a good hotel in Lisbon for a long weekend.",),
    ),
    _en(
        "ba228", "diet",
        "Gluten and I don't get along (celiac, diagnosed in 2019), so before I waste a "
        "Saturday: can this pancake recipe be adapted or is it hopeless?",
        ("gluten", "celiac"),
        ("What flour should I buy for baking bread?",),
    ),
    _zh(
        "ba229", "name",
        "闺女小名叫朵朵，大名周一诺，上幼儿园老师总念错。",
        ("朵朵", "周一诺"),
        ("园里要在衣服上绣名字，绣啥好？",),
    ),
    _zh(
        "ba230", "allergy",
        "之前一直以为是猫的问题，这次抽血查了过敏原，结果是尘螨，猫那一项是阴性。难怪我在家也老"
        "打喷嚏。",
        ("尘螨",),
        ("新租的房子要买床上用品，有什么建议？",),
        replaces="ba052",
    ),
    _zh(
        "ba231", "remember",
        "咖啡我戒了，喝了心慌。记一下，我现在只喝乌龙茶。",
        ("乌龙茶",),
        ("下午帮我在外卖上点杯喝的？",),
        replaces="ba057",
    ),
    _en(
        "ba232", "remember",
        "My feet apparently grew after pregnancy lol, so it's a 10 wide now. Remember that for "
        "shoes going forward.",
        ("10 wide",),
        ("Pick me some running sneakers.",),
        replaces="ba191",
    ),
    _en(
        "ba233", "name",
        "my name's Dmitri and EVERYONE spells it wrong, it's D-M-I-T-R-I, no 'y'. anyway can "
        "you help me reply to this recruiter",
        ("Dmitri",),
        ("Draft a thank-you note after my interview.",),
    ),
    _en(
        "ba234", "diet",
        "Every time I cheat with ice cream I regret it for hours, lactose and my stomach are "
        "not friends. Anyway, what's a good smoothie base?",
        ("lactose",),
        ("Give me a mac and cheese recipe for a potluck.",),
    ),
    _en(
        "ba235", "work",
        "Retired in March after 31 years at the post office 🎉 so now I have time for… "
        "everything? Kind of overwhelming tbh.",
        ("retired", "post office"),
        ("How should I fill my weekdays now?",),
    ),
    _en(
        "ba236", "diet",
        "ok so I quit the low-carb thing, it was making me miserable lol. My dietitian has me "
        "on a Mediterranean plan now: lots of fish, olive oil, beans and whole grains.",
        ("Mediterranean",),
        ("what should i make for dinner tonight, something quick?",),
        replaces="ba149",
    ),
    _zh(
        "ba237", "work",
        "上个月辞职了，自己开了家咖啡店，当老板了，累是累但开心。",
        ("咖啡店",),
        ("帮我写个朋友圈自我介绍？",),
        replaces="ba186",
    ),
    _zh(
        "ba238", "family",
        "跟男朋友同居了，上个月刚搬到一块儿。",
        ("男朋友", "同居"),
        ("周末在家做顿饭，做几个菜合适？",),
        replaces="ba041",
    ),
    _en(
        "ba239", "pet",
        "I keep a bearded dragon named Spike, and his tank needs a new UVB bulb every six "
        "months. Can you remind me how to tell when it's dying?",
        ("bearded dragon",),
        ("What should I grab on my next pet store run?",),
    ),
    _en(
        "ba240", "name",
        "We ended up renaming the dog. He never once responded to the old name, but the first "
        "time my kid yelled 'Waffles' he came running. So Waffles it is 😂",
        ("Waffles",),
        ("Make a birthday card message from the pup to my mom.",),
        replaces="ba093",
    ),
    _en(
        "ba241", "home",
        "We're out in rural Montana with zero cell signal at the house, so I'm stuck with "
        "satellite internet. Which video call app handles lag best?",
        ("rural Montana", "satellite"),
        ("Which streaming service works best for me?",),
    ),
    _zh(
        "ba242", "budget",
        "找到新工作了，工资还行，现在每个月能花到五千左右。",
        ("五千左右",),
        ("帮我规划一下这个月的开销？",),
        replaces="ba168",
    ),
    _en(
        "ba243", "accessibility",
        "I use a screen reader (NVDA) for basically everything, so please describe images in "
        "words and skip the ASCII art.",
        ("screen reader", "NVDA"),
        ("Can you show me what a good home office layout looks like?",),
    ),
    _en(
        "ba244", "home",
        "closed on our first house yesterday!!! three bedrooms and a backyard, I still can't "
        "believe it 😭🏡",
        ("first house", "backyard"),
        ("What should I buy for the living room?",),
        replaces="ba204",
    ),
    _zh(
        "ba245", "pregnancy",
        "宝宝上周出生了！顺产，母子平安，现在在家坐月子，我妈过来照顾我。",
        ("出生", "坐月子"),
        ("这几天能洗头洗澡吗？",),
        replaces="ba080",
    ),
    _zh(
        "ba246", "aversion",
        "香菜我是真受不了，一点点都不行，闻着就想吐。",
        ("香菜",),
        ("教我调个火锅蘸料？",),
    ),
    _zh(
        "ba247", "accessibility",
        "做完白内障手术，视力恢复了不少，戴上眼镜看字完全没问题，表格什么的也能看了。",
        ("白内障", "戴上眼镜"),
        ("帮我做个家庭月度开支汇总？",),
        replaces="ba025",
    ),
    _zh(
        "ba248", "schedule",
        "课程调整了，改成周六上午上了，工作日晚上又空出来了。",
        ("周六上午",),
        ("同学想约我下周聚餐，哪天合适？",),
        replaces="ba208",
    ),
    _en(
        "ba249", "pregnancy",
        "Baby girl arrived on the 3rd! 7 lbs 2 oz, healthy and LOUD. I'm exclusively "
        "breastfeeding for now, which is its own full-time job.",
        ("breastfeeding",),
        ("Is it okay to have a glass of wine at my cousin's wedding?",),
        replaces="ba218",
    ),
    _en(
        "ba250", "accessibility",
        "Post-surgery update: I'm out of the chair!! Getting around with a cane now, stairs "
        "are slow but doable in small doses. I still tire out after a few blocks though.",
        ("cane",),
        ("Plan me a day of sightseeing in Rome.",),
        replaces="ba227",
    ),
    _zh(
        "ba251", "medication",
        "医生把我的降糖药换了，现在改成司美格鲁肽，每周打一针，之前那个口服的停了。",
        ("司美格鲁肽",),
        ("下周要去泰国玩几天，药怎么带比较方便？",),
        replaces="ba184",
    ),
    _en(
        "ba252", "diet",
        "My GI put me on low-FODMAP for my IBS, so garlic and onion are basically off the "
        "table in our house. Help me make a pasta sauce that still tastes like something?",
        ("FODMAP", "garlic", "onion"),
        ("Give me a marinade for chicken thighs.",),
    ),
    _en(
        "ba253", "medical",
        "Update from the lung specialist: turns out it's vocal cord dysfunction, which is why "
        "the inhalers did nothing for two years. I'm doing speech therapy for it now.",
        ("vocal cord dysfunction", "speech therapy"),
        ("My gym is running a HIIT challenge, should I sign up?",),
        replaces="ba147",
    ),
    _en(
        "ba254", "pregnancy",
        "My OB says no more flying after 34 weeks, so the Austin conference is out for me this "
        "year. Help me write a graceful decline?",
        ("34 weeks", "no more flying"),
        ("My best friend's bachelorette is in Miami next month, can I go?",),
    ),
    _en(
        "ba255", "accessibility",
        "Big news: my cochlear implant got activated in May and with live captions I'm "
        "actually handling short phone calls now. Wild.",
        ("cochlear implant",),
        ("How should I book a table at that busy sushi place?",),
        replaces="ba161",
    ),
    _en(
        "ba256", "schedule",
        "My partner's handling pickups from now on, so I'm free until 7 most evenings. You can "
        "book later meetings again.",
        ("free until 7",),
        ("Schedule a 90-minute workshop with my team next week.",),
        replaces="ba164",
    ),
    _en(
        "ba257", "medication",
        "I'm planning 10 days in Portugal and need to bring my Humira pens, which have to stay "
        "refrigerated. How do people handle that on a long-haul flight?",
        ("Humira",),
        ("My work is offering free flu and shingles vaccines, should I skip any?",),
    ),
    _en(
        "ba258", "pet",
        "Miso passed last month. It's just Tofu now, one cat, no more shots, and the house "
        "feels really quiet.",
        ("Tofu", "one cat"),
        ("I'm traveling for a week in June, what should I arrange for my pet?",),
        replaces="ba223",
    ),
    _en(
        "ba259", "budget",
        "Got a raise!! I bumped the food budget up to three-fifty a month 🎉 so can we make "
        "the meal plans a little fancier now?",
        ("three-fifty",),
        ("Plan my meals for next week.",),
        replaces="ba096",
    ),
    _en(
        "ba260", "name",
        "It's Siobhan, not Sarah, you keep getting it wrong lol. Sounds like shi-VAWN, spelled "
        "the Irish way.",
        ("Siobhan",),
        ("Write a short intro about me for the team newsletter.",),
    ),
    _en(
        "ba261", "pregnancy",
        "After a lot of long talks, we stopped trying for a baby. We've decided we're happy as "
        "a family of two, and honestly it's kind of a relief.",
        ("stopped trying", "family of two"),
        ("Which birth control options should I look into?",),
        replaces="ba214",
    ),
    _en(
        "ba262", "address",
        "Coming out update: I use they/them now. It's been a long time coming and it feels "
        "right.",
        ("they/them",),
        ("Draft an intro for my talk at the meetup.",),
        replaces="ba119",
    ),
    _zh(
        "ba263", "budget",
        "房贷提前还完啦！现在手头宽松多了，买衣服一个月一千以内都行。",
        ("一千以内",),
        ("帮我挑几件春装？",),
        replaces="ba202",
    ),
)
