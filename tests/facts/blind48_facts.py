"""The forty-eighth frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "az001", "pregnancy",
        "Currently 32 weeks along with twins, so I waddle more than walk. Any tips for "
        "sleeping comfortably?",
        ("twins", "32 weeks"),
        ("What light exercise is good for me right now?",),
    ),
    _en(
        "az002", "accessibility",
        "I'm dyslexic, big walls of text make my eyes swim. Short bullet points please. Can "
        "you explain how a Roth IRA works?",
        ("dyslexic",),
        ("Can you explain how mortgages work?",),
    ),
    _en(
        "az003", "work",
        "I'm a software engineer at a small fintech startup. How should I prep for my first "
        "performance review?",
        ("software engineer", "fintech"),
        ("How do I negotiate a raise?",),
    ),
    _zh(
        "az004", "work",
        "我是高二学生，理科班的，物理有点跟不上。",
        ("高二", "理科"),
        ("寒假怎么安排学习计划？",),
    ),
    _zh(
        "az005", "family",
        "我老公叫李强，是个厨师，下班都半夜了。",
        ("李强",),
        ("情人节送什么礼物比较好？",),
    ),
    _en(
        "az006", "budget",
        "Rent has to stay under twelve hundred a month, that's my hard ceiling. Which "
        "neighborhoods in Denver should I look at?",
        ("twelve hundred",),
        ("Which Denver apartments should I tour?",),
    ),
    _zh(
        "az007", "pregnancy",
        "备孕半年了，一直在吃叶酸，这个月还是没动静。",
        ("备孕", "叶酸"),
        ("最近体检能不能拍X光？",),
    ),
    _en(
        "az008", "address",
        "ze/zir, if you were wondering",
        ("ze/zir",),
        ("Write a short intro for my club newsletter?",),
    ),
    _en(
        "az009", "diet",
        "Heads up, I don't eat beef. I'm Hindu and my family's always been strict about it. "
        "What should I order at a Brazilian steakhouse for a work dinner?",
        ("beef", "Hindu"),
        ("What can I get at a burger joint?",),
    ),
    _en(
        "az010", "family",
        "My sister Rosa lives with us; she's used a wheelchair since the accident.",
        ("Rosa",),
        ("Which beach vacation spots would work for all of us?",),
    ),
    _zh(
        "az011", "remember",
        "你帮我记着，我血型是AB型，万一哪天用得上。",
        ("AB型",),
        ("献血前要注意什么？",),
    ),
    _en(
        "az012", "schedule",
        "I work nights, 10pm to 6am, so I'm asleep most of the day.",
        ("work nights",),
        ("When's a good time to book a dentist appointment?",),
    ),
    _en(
        "az013", "medication",
        "I'm on warfarin, one tablet every evening, so I have to watch the leafy greens and I "
        "can't just grab any painkiller off the shelf.",
        ("warfarin",),
        ("Can I take ibuprofen for my sore back?",),
    ),
    _en(
        "az014", "allergy",
        "Quick one before I hit the store: shellfish sends me to the ER, so leave shrimp, crab "
        "and lobster out of anything you suggest. What's an easy weeknight dinner for two?",
        ("shellfish",),
        ("What should I order at the seafood place my boss picked for Friday?",),
    ),
    _en(
        "az015", "home",
        "My apartment is a studio with no oven, just a two-burner hob, so no baking recipes "
        "please.",
        ("studio", "no oven"),
        ("What can I cook for a date night?",),
    ),
    _en(
        "az016", "pet",
        "I've got an African grey called Kiwi who swears like a sailor. Thanks, previous owner.",
        ("African grey", "Kiwi"),
        ("Can I light a scented candle in the living room?",),
    ),
    _en(
        "az017", "schedule",
        "Sundays are off-limits for me: church in the morning and family the rest of the day.",
        ("Sundays",),
        ("When should we hold the team offsite?",),
    ),
    _en(
        "az018", "family",
        "My husband Dave and I have been married fifteen years this June. Any ideas for "
        "celebrating?",
        ("husband Dave",),
        ("What's a thoughtful gift for our anniversary?",),
    ),
    _en(
        "az019", "home",
        "I'm based in Austin, Texas, and the summers are brutal. What should I plant in my "
        "garden?",
        ("Austin", "Texas"),
        ("When should I put tomatoes in the ground?",),
    ),
    _en(
        "az020", "home",
        "I rent a one-bedroom in Brooklyn with a shared backyard, which my landlord barely "
        "maintains.",
        ("Brooklyn",),
        ("Any good running routes near me?",),
    ),
    _zh(
        "az021", "name",
        "你好，我是李静怡，第一次用这个，有点不太会用。",
        ("李静怡",),
        ("帮我写一封求职信的结尾署名？",),
    ),
    _en(
        "az022", "diet",
        "I'm doing keto, under 20 net carbs a day, so no rice, bread or potatoes in meal ideas "
        "please. What can I prep on Sunday for the week?",
        ("keto", "net carbs"),
        ("What should I eat for breakfast on busy mornings?",),
    ),
    _en(
        "az023", "pet",
        "Our golden retriever Biscuit turned 11 this spring and he's getting stiff in the "
        "hips. Any joint supplements worth trying?",
        ("Biscuit", "golden retriever"),
        ("Is the trail up Mount Tam too much for us this weekend?",),
    ),
    _zh(
        "az024", "budget",
        "我给自己定了规矩，衣服一件不超过三百块。",
        ("三百块",),
        ("帮我挑件冬天的外套？",),
    ),
    _en(
        "az025", "medical",
        "Context for my workout question: I'm recovering from a torn ACL in my left knee, "
        "surgery was five weeks ago. What can I safely do at the gym?",
        ("torn ACL", "knee"),
        ("Can I join my friends on the hiking trip next month?",),
    ),
    _en(
        "az026", "pregnancy",
        "Guess what, I'm 14 weeks pregnant with our first! Still keeping it quiet at work. Is "
        "coffee okay or should I cut it?",
        ("pregnant", "14 weeks"),
        ("Can I eat sushi at the team dinner?",),
    ),
    _en(
        "az027", "medical",
        "I've got asthma, mostly set off by cold air, so winter runs are rough. Any tips for "
        "breathing when it's freezing out?",
        ("asthma",),
        ("Is a ski trip in the Alps a good idea for me?",),
    ),
    _en(
        "az028", "address",
        "My pronouns are they/them, for the record.",
        ("they/them",),
        ("Can you write a short bio for my conference badge?",),
    ),
    _zh(
        "az029", "allergy",
        "我一吃海鲜就全身起疹子，尤其是虾蟹。下周公司团建去海边烧烤，我该怎么跟同事说？",
        ("海鲜",),
        ("去厦门玩有什么必吃的？",),
    ),
    _zh(
        "az030", "home",
        "我们家在农村，院子挺大，自己种了不少菜。",
        ("农村", "院子"),
        ("有什么适合养的家禽？",),
    ),
    _en(
        "az031", "work",
        "As a paralegal at a big firm, I'm drowning in discovery documents this month.",
        ("paralegal",),
        ("Any tools to organize my case files?",),
    ),
    _en(
        "az032", "work",
        "I'm an ICU nurse at St. Mary's, so twelve-hour shifts are my normal.",
        ("ICU nurse",),
        ("What shoes should I get for long days on my feet?",),
    ),
    _zh(
        "az033", "accessibility",
        "我右耳基本听不见，开会的时候坐错位置就总听漏。",
        ("右耳",),
        ("线上面试要怎么准备？",),
    ),
    _zh(
        "az034", "schedule",
        "我每周二和周四晚上要上夜校，七点到九点半，那两天晚上别给我排事。",
        ("夜校",),
        ("周四晚上的聚会我能参加吗？",),
    ),
    _zh(
        "az035", "family",
        "我和爸妈住在一起，我爸有糖尿病，做饭得注意。",
        ("糖尿病", "爸妈"),
        ("年夜饭菜单怎么安排？",),
    ),
    _zh(
        "az036", "work",
        "我在工地当电工，已经干了十年了。",
        ("电工",),
        ("夏天高温干活要注意什么？",),
    ),
    _zh(
        "az037", "medication",
        "我每天早上空腹吃一片优甲乐，吃完要等半小时才能吃早饭。",
        ("优甲乐",),
        ("早饭一般几点吃比较合适？",),
    ),
    _en(
        "az038", "name",
        "You keep writing Sarah, it's Sara, no h. Anyway, can you fix the intro paragraph?",
        ("Sara",),
        ("Write an out-of-office message for me?",),
    ),
    _en(
        "az039", "medication",
        "I'm on sertraline, 50 mg in the morning. That's why I asked about the grapefruit "
        "thing earlier.",
        ("sertraline",),
        ("Is it okay to have a couple of beers at the party?",),
    ),
    _en(
        "az040", "medication",
        "I use an insulin pump (Omnipod) and swap the pod every three days, so supplies take "
        "up half my suitcase.",
        ("insulin pump", "Omnipod"),
        ("What should I pack for a week-long camping trip?",),
    ),
    _zh(
        "az041", "address",
        "别叫我'亲'，听着像淘宝客服，直接叫阿杰就行。",
        ("阿杰",),
        ("帮我写条请假消息？",),
    ),
    _en(
        "az042", "allergy",
        "My EpiPen comes everywhere with me because of tree nuts; cashew pesto nearly killed "
        "me at a wedding once. What trail mix could I throw together for Sunday's hike?",
        ("tree nuts", "cashew"),
        ("Which granola bars are safe to grab at a gas station?",),
    ),
    _zh(
        "az043", "schedule",
        "我是三班倒，这周夜班下周白班，轮着来。",
        ("三班倒",),
        ("什么时候去体检比较合适？",),
    ),
    _zh(
        "az044", "medical",
        "我有偏头痛，一熬夜或者盯屏幕太久就犯，疼起来只能躺在黑屋子里。",
        ("偏头痛",),
        ("怎么安排一天的电脑工作比较合理？",),
    ),
    _en(
        "az045", "work",
        "I teach third grade at a public school and conferences are next week. How do I handle "
        "a parent who emails me every day?",
        ("third grade", "teach"),
        ("What's a good classroom reward system?",),
    ),
    _en(
        "az046", "aversion",
        "I'm terrified of flying. Had a full-blown panic attack on my last flight, so now I "
        "drive or take the train wherever I go.",
        ("flying",),
        ("What's the best way to get from London to Rome?",),
    ),
    _zh(
        "az047", "schedule",
        "每个周末我都要回老家照顾奶奶，周六周日基本都没空。",
        ("每个周末",),
        ("朋友约我下周六去爬山，能去吗？",),
    ),
    _zh(
        "az048", "budget",
        "装修预算一共十五万，一分都不能超。",
        ("十五万",),
        ("厨房用什么台面好？",),
    ),
    _en(
        "az049", "remember",
        "keep in mind I'm left-handed whenever you suggest tools or kitchen stuff",
        ("left-handed",),
        ("Which scissors should I buy?",),
    ),
    _zh(
        "az050", "aversion",
        "我特别怕狗，小时候被咬过，现在看到大狗就腿软。",
        ("怕狗",),
        ("周末去朋友家做客要注意什么？",),
    ),
    _en(
        "az051", "name",
        "Hi! I'm Priya, by the way. Been meaning to introduce myself since we chat so much.",
        ("Priya",),
        ("Can you write a short intro I can read out at the meeting?",),
    ),
    _en(
        "az052", "pregnancy",
        "second trimester and the heartburn is UNREAL. what can i take that's safe?",
        ("second trimester",),
        ("What pain reliever can I take for a headache?",),
    ),
    _en(
        "az053", "schedule",
        "I pick up my kids at 3:15 every weekday, so nothing after 3 works for me.",
        ("pick up my kids",),
        ("Can we do a 4pm client call on Thursday?",),
    ),
    _en(
        "az054", "home",
        "We live on a narrowboat on the Kennet and Avon canal, so space and power are both "
        "tight. What coffee maker would work?",
        ("narrowboat",),
        ("Which space heater should I buy for winter?",),
    ),
    _zh(
        "az055", "pet",
        "我养的那只乌龟已经十五岁了，比我侄子还大。",
        ("乌龟",),
        ("冬天家里温度要注意什么？",),
    ),
    _en(
        "az056", "medication",
        "No more INR finger pricks! My cardiologist moved me off the old blood thinner onto "
        "apixaban, twice a day.",
        ("apixaban",),
        ("Is it safe to have a big spinach salad now?",),
        replaces="az013",
    ),
    _zh(
        "az057", "remember",
        "请记住我用的是安卓手机，不是苹果。",
        ("安卓",),
        ("怎么备份微信聊天记录？",),
    ),
    _en(
        "az058", "name",
        "Full name is Esperanza Delgado Ruiz if you need it for the form.",
        ("Esperanza Delgado Ruiz",),
        ("Can you fill in the passenger details for my booking?",),
    ),
    _en(
        "az059", "address",
        "I'd prefer you address me as Dr. Nwosu, I earned it 😄",
        ("Dr. Nwosu",),
        ("Help me reply to a patient's email?",),
    ),
    _en(
        "az060", "medical",
        "why am I always cold lol. oh wait, probably the hypothyroid thing (Hashimoto's). "
        "anyway, best heated blanket?",
        ("hypothyroid", "Hashimoto's"),
        ("Why do I feel so tired every afternoon?",),
    ),
    _zh(
        "az061", "accessibility",
        "我左腿截肢，平时戴假肢，走远路残端会磨得很疼。",
        ("截肢", "假肢"),
        ("去西安玩四天，行程怎么安排？",),
    ),
    _zh(
        "az062", "remember",
        "帮我记住，我的车牌号是浙A·8K23，以后填停车登记的时候用。",
        ("车牌号",),
        ("帮我填一下小区访客登记？",),
    ),
    _zh(
        "az063", "family",
        "我儿子今年上初三，马上就要中考了，整个人都很焦虑。",
        ("初三", "中考"),
        ("怎么帮孩子缓解压力？",),
    ),
    _en(
        "az064", "home",
        "We bought a house in Montclair, New Jersey, so I'm officially a commuter now.",
        ("Montclair", "New Jersey"),
        ("Any good running routes close to me?",),
        replaces="az020",
    ),
    _en(
        "az065", "medication",
        "I take methotrexate every Friday night for my rheumatoid arthritis, plus folic acid "
        "the other days.",
        ("methotrexate",),
        ("Is it okay to have wine with dinner on Saturday?",),
    ),
    _en(
        "az066", "pet",
        "We have a hamster named Nugget who runs on his wheel all night long.",
        ("hamster", "Nugget"),
        ("What should I ask the house sitter to do while we're in Spain?",),
    ),
    _zh(
        "az067", "remember",
        "记住我穿43码的鞋，以后推荐鞋子都按这个来。",
        ("43码",),
        ("帮我挑一双跑步用的？",),
    ),
    _en(
        "az068", "aversion",
        "heights = nope. I froze on a glass bridge once and had to be walked off by a "
        "stranger. what should we do in chicago?",
        ("heights", "glass bridge"),
        ("Which viewpoints in Seattle are worth it?",),
    ),
    _en(
        "az069", "diet",
        "I've been vegetarian for about six years now: no meat, no fish, but eggs and cheese "
        "are fine. Could you help me pick a wine for a mushroom risotto?",
        ("vegetarian",),
        ("What could I cook for a cozy dinner party?",),
    ),
    _en(
        "az070", "medication",
        "Because I'm on lithium I have to be careful with fluids and salt. Running a half "
        "marathon in August, any hydration tips?",
        ("lithium",),
        ("What should I drink during a heatwave?",),
    ),
    _en(
        "az071", "home",
        "I live in Lyon, in a tiny fourth-floor walk-up with no lift. Where can I buy a decent "
        "folding bike?",
        ("Lyon",),
        ("Where could I go for a day trip by train?",),
    ),
    _zh(
        "az072", "schedule",
        "那个课已经结课了，现在改成每周三晚上去练拳击。",
        ("拳击",),
        ("周三晚上约饭可以吗？",),
        replaces="az034",
    ),
    _en(
        "az073", "diet",
        "Not to be difficult, but I don't drink alcohol at all, religious reasons, so skip the "
        "wine pairings in that dinner plan, yeah?",
        ("alcohol",),
        ("What can I toast with at my sister's wedding?",),
    ),
    _zh(
        "az074", "medical",
        "我有胃溃疡，医生让我少喝咖啡，酸的辣的也尽量别吃。",
        ("胃溃疡",),
        ("早上上班提神有什么好办法？",),
    ),
    _zh(
        "az075", "aversion",
        "跟你说个好消息，做了半年脱敏训练，我现在不怕狗了，上周还摸了朋友家的金毛！",
        ("不怕狗",),
        ("周末要去养了宠物的朋友家住两天，需要注意什么？",),
        replaces="az050",
    ),
    _zh(
        "az076", "family",
        "我妈有高血压，一直和我们住。",
        ("高血压",),
        ("过年做什么菜比较合适？",),
    ),
    _en(
        "az077", "remember",
        "Keep in mind that I always fly out of Newark, never JFK, it's way closer to me.",
        ("Newark",),
        ("Help me find flights to Lisbon in May?",),
    ),
    _en(
        "az078", "aversion",
        "I hate cilantro, it tastes exactly like soap to me. What can I put in tacos instead?",
        ("cilantro",),
        ("What herbs should I use in my salsa?",),
    ),
    _zh(
        "az079", "name",
        "我叫王晓东，以后聊天你可以直接叫我名字。",
        ("王晓东",),
        ("帮我写个简短的自我介绍？",),
    ),
    _zh(
        "az080", "medication",
        "医生说我指标还是偏低，把甲状腺的药从50微克加到75微克了，以后都按这个量吃。",
        ("75微克",),
        ("下个月药快吃完了，去医院开药怎么跟医生说？",),
        replaces="az037",
    ),
    _en(
        "az081", "pet",
        "I have two cats, Miso and Tofu, and they knock everything off the counters.",
        ("Miso", "Tofu"),
        ("Which houseplants are safe to keep around?",),
    ),
    _zh(
        "az082", "home",
        "我住的是老小区六楼，没有电梯，每次搬东西都要命。",
        ("六楼", "没有电梯"),
        ("买大件家具要注意什么？",),
    ),
    _zh(
        "az083", "medical",
        "之前一直以为是偏头痛，神经内科医生看了片子说其实是颈椎病引起的头疼，现在每周去做两次理"
        "疗。",
        ("颈椎病",),
        ("办公椅和显示器怎么摆比较好？",),
        replaces="az044",
    ),
    _en(
        "az084", "name",
        "I'm Björn, the Swede who asked you about saunas last week.",
        ("Björn",),
        ("Could you suggest a username for my gaming account?",),
    ),
    _zh(
        "az085", "home",
        "我家是顶楼，夏天热得像蒸笼，晚上都睡不着。",
        ("顶楼",),
        ("空调买几匹的合适？",),
    ),
    _zh(
        "az086", "home",
        "我家在北京五环外，每天通勤来回将近三个小时。",
        ("北京",),
        ("冬天室内干燥怎么办？",),
    ),
    _zh(
        "az087", "address",
        "我是女生哦，别再叫我兄弟了😂",
        ("女生",),
        ("帮我想个游戏里的昵称？",),
    ),
    _zh(
        "az088", "family",
        "我女儿叫朵朵，三岁半，对鸡蛋过敏。",
        ("朵朵", "鸡蛋"),
        ("给孩子做早餐吃什么？",),
    ),
    _en(
        "az089", "medical",
        "Not sure if it matters, but I have epilepsy and flashing lights are a genuine risk "
        "for me. Which of these three concerts should I go to?",
        ("epilepsy",),
        ("Are strobe-heavy nightclubs okay for my birthday night out?",),
    ),
    _en(
        "az090", "accessibility",
        "I'm hard of hearing, so phone calls are a nightmare. I much prefer text or email.",
        ("hard of hearing",),
        ("What's the best way to contact my landlord about the leak?",),
    ),
    _en(
        "az091", "schedule",
        "I'm at the gym from 6 to 7 every weekday morning, non-negotiable.",
        ("gym",),
        ("Can we set up a recurring 6:30am standup?",),
    ),
    _en(
        "az092", "pregnancy",
        "My husband and I are trying to conceive, I came off birth control in May. Should I be "
        "changing anything about my diet?",
        ("trying to conceive",),
        ("Should I keep drinking three coffees a day?",),
    ),
    _zh(
        "az093", "pregnancy",
        "我现在孕早期，闻到油烟就想吐，做饭成了大难题。",
        ("孕早期",),
        ("这周的晚饭吃什么好？",),
    ),
    _en(
        "az094", "family",
        "My mom moved in with us after her hip surgery. She's 82 and uses a walker.",
        ("mom moved in", "walker"),
        ("What should I consider when renovating the bathroom?",),
    ),
    _zh(
        "az095", "medication",
        "我一直在吃短效避孕药，最近感冒了，能吃头孢吗？",
        ("避孕药",),
        ("医生开了抗生素，会不会有什么影响？",),
    ),
    _zh(
        "az096", "name",
        "我叫张悦，悦是喜悦的悦，不是月亮的月。",
        ("张悦",),
        ("给我设计一个个性签名？",),
    ),
    _zh(
        "az097", "allergy",
        "我芒果过敏，吃一口嘴唇就肿成香肠😂 夏天快到了，帮我推荐几款水果甜品吧。",
        ("芒果",),
        ("去泰国旅游，有哪些街头小吃要小心？",),
    ),
    _en(
        "az098", "allergy",
        "bee stings = anaphylaxis for me, learned that the hard way at 12. we're planning a "
        "picnic in an orchard next month, anything I should bring?",
        ("bee stings", "anaphylaxis"),
        ("Is a lavender farm tour a risky outing for me this summer?",),
    ),
    _en(
        "az099", "address",
        "I'm a woman, btw, you've called me 'sir' twice now lol. Anyway, can you finish the "
        "complaint letter?",
        ("woman",),
        ("Write me a polite complaint to the airline?",),
    ),
    _en(
        "az100", "remember",
        "Note for later: my passport expires next June, so remind me if I start planning trips.",
        ("passport",),
        ("Can I book a trip to Japan for next August?",),
    ),
    _en(
        "az101", "pregnancy",
        "I'm pregnant but not telling work until 12 weeks. Can you help me word an email "
        "asking for flexible hours without saying why?",
        ("pregnant",),
        ("Is it okay to keep using my retinol cream?",),
    ),
    _zh(
        "az102", "diet",
        "我现在在做16:8轻断食，每天只在中午12点到晚上8点之间吃东西，已经坚持三个月了。",
        ("轻断食",),
        ("早上去健身房之前要不要垫点东西？",),
    ),
    _en(
        "az103", "home",
        "Left the heat behind: we relocated to Portland, Oregon, and the constant rain is "
        "taking some getting used to.",
        ("Portland", "Oregon"),
        ("What vegetables should I grow this year?",),
        replaces="az019",
    ),
    _zh(
        "az104", "diet",
        "我在减脂期，每天控制在1500大卡以内，帮我配一下明天的三餐吧。",
        ("减脂", "1500大卡"),
        ("周末聚餐去吃什么不容易超标？",),
    ),
    _en(
        "az105", "budget",
        "We're saving for a house, so I've capped eating out at $100 a month.",
        ("eating out",),
        ("Where should we go for our anniversary?",),
    ),
    _zh(
        "az106", "medication",
        "我长期吃阿司匹林，放了心脏支架以后就一直吃。下周要拔牙，需要提前停吗？",
        ("阿司匹林",),
        ("下个月要做个小手术，需要注意什么？",),
    ),
    _zh(
        "az107", "schedule",
        "我周一到周五都上班，只有晚上八点以后有空学习。",
        ("八点以后",),
        ("帮我做个考研复习计划？",),
    ),
    _en(
        "az108", "address",
        "Drop the formality, just Ada from now on. We've talked enough.",
        ("Ada",),
        ("Write a friendly greeting for my newsletter?",),
        replaces="az059",
    ),
    _en(
        "az109", "address",
        "Just call me Jojo. Nobody uses Josephine except my mother when I'm in trouble.",
        ("Jojo",),
        ("Could you draft a casual text inviting friends over?",),
    ),
    _en(
        "az110", "schedule",
        "We joined a different congregation and services are on Saturday now, so that's my "
        "blocked day instead.",
        ("Saturday",),
        ("When should we host the housewarming?",),
        replaces="az017",
    ),
    _en(
        "az111", "diet",
        "My nutritionist has me on a high-protein diet, around 140 g a day, because I'm trying "
        "to put on muscle. What's a good post-gym snack?",
        ("high-protein",),
        ("What should I pack for lunch at the office?",),
    ),
    _zh(
        "az112", "medical",
        "我是乙肝携带者，每半年要复查一次肝功能，这个事我一般不跟别人说。",
        ("乙肝",),
        ("公司体检的时候我需要特别说明什么吗？",),
    ),
    _en(
        "az113", "diet",
        "For the meal plan: I'm pescatarian, so fish and seafood are fine but nothing else "
        "with a face.",
        ("pescatarian",),
        ("What should I make for a backyard barbecue with friends?",),
    ),
    _en(
        "az114", "allergy",
        "When I was six, a course of penicillin gave me hives from head to toe, so it's been "
        "flagged on my chart ever since. Anyway, what's the best way to prep for a wisdom "
        "tooth extraction?",
        ("penicillin",),
        ("The urgent care doctor wants to treat my strep throat, anything I should mention?",),
    ),
    _en(
        "az115", "allergy",
        "Is there a decent sunscreen without oxybenzone? That ingredient leaves me with an "
        "itchy red rash every single time, and I'm off to Greece in two weeks.",
        ("oxybenzone",),
        ("What should I pack for a beach holiday in Mexico?",),
    ),
    _en(
        "az116", "schedule",
        "I don't do calls before 10am, I'm useless until then no matter how much coffee.",
        ("before 10am",),
        ("What time should I set our standing meeting?",),
    ),
    _en(
        "az117", "pregnancy",
        "POSITIVE TEST this morning!!! 😭😭 due date looks like mid-February",
        ("POSITIVE TEST", "due date"),
        ("Which cheeses should I avoid?",),
        replaces="az092",
    ),
    _en(
        "az118", "aversion",
        "Needles make me faint. Like actually pass-out faint. I have a blood test on Thursday, "
        "any tips?",
        ("Needles", "faint"),
        ("How do I get through my flu vaccine next month?",),
    ),
    _en(
        "az119", "remember",
        "Remember for future chats that I'm on a Mac, not Windows.",
        ("Mac",),
        ("How do I take a screenshot?",),
    ),
    _zh(
        "az120", "name",
        "我姓欧阳，全名欧阳娜，老有人以为我姓欧。",
        ("欧阳娜",),
        ("帮我起一个英文名？",),
    ),
    _zh(
        "az121", "family",
        "我和前夫已经离婚了，现在男朋友叫周磊。",
        ("周磊",),
        ("情人节怎么过？",),
        replaces="az005",
    ),
    _en(
        "az122", "family",
        "My dad has early-stage Alzheimer's and lives with me now, so the house needs some "
        "changes.",
        ("Alzheimer's",),
        ("How can I make the stairs safer?",),
    ),
    _zh(
        "az123", "allergy",
        "我对猫毛过敏，一进有猫的屋子就喷嚏不停、眼睛又红又痒。周末要去朋友家聚会，她家养了两只"
        "，有什么办法提前预防吗？",
        ("猫毛",),
        ("我想领养一只小动物陪伴，你建议养什么？",),
    ),
    _en(
        "az124", "medication",
        "Every morning it's 20 mg of omeprazole before breakfast, otherwise the heartburn is "
        "brutal. Is it fine to take with my coffee?",
        ("omeprazole",),
        ("Can I take my calcium supplement at the same time as my morning pill?",),
    ),
    _zh(
        "az125", "remember",
        "车换了，现在的牌照是浙A·3M90，你记一下，以后用这个。",
        ("牌照",),
        ("帮我在物业群里报一下访客信息？",),
        replaces="az062",
    ),
    _zh(
        "az126", "accessibility",
        "我有口吃，打电话特别紧张，能用文字沟通的我都尽量用文字。",
        ("口吃",),
        ("要跟房东谈续租，怎么处理比较好？",),
    ),
    _en(
        "az127", "address",
        "Please call me Miss Ellie, like my students do, it just feels right.",
        ("Miss Ellie",),
        ("Can you write a note for my classroom door?",),
    ),
    _en(
        "az128", "allergy",
        "Gluten and I don't get along (celiac, diagnosed two years ago), so even crumbs from a "
        "shared toaster wreck my week. Any ideas for packed lunches that aren't sad salads?",
        ("Gluten", "celiac"),
        ("What can I eat at the Italian place downtown on Saturday?",),
    ),
    _en(
        "az129", "diet",
        "gave up the low-carb thing in spring, honestly it wasn't sustainable. these days I "
        "eat more Mediterranean style: olive oil, fish, beans, loads of veg. bread's back, "
        "thank god",
        ("Mediterranean",),
        ("Any ideas for a quick weeknight dinner?",),
        replaces="az022",
    ),
    _en(
        "az130", "schedule",
        "Good news for scheduling: my mother-in-law handles school pickup now, so my "
        "afternoons are wide open.",
        ("school pickup",),
        ("Could we meet at 4 on Thursday?",),
        replaces="az053",
    ),
    _en(
        "az131", "pet",
        "RIP Nugget 🐹 The kids talked me into two guinea pigs this time, Bean and Sprout.",
        ("guinea pigs",),
        ("What should the house sitter know while we're away?",),
        replaces="az066",
    ),
    _zh(
        "az132", "allergy",
        "花粉过敏的人春天真的太难熬了，我每年三四月都离不开抗组胺药和口罩。这周末朋友约去公园野"
        "餐，靠谱吗？",
        ("花粉",),
        ("四月份去日本赏樱要准备什么？",),
    ),
    _en(
        "az133", "medical",
        "Turns out it was never asthma. The pulmonologist scoped me and it's vocal cord "
        "dysfunction, which explains why the inhalers did basically nothing for years.",
        ("vocal cord dysfunction",),
        ("Is a ski trip to Colorado a good idea for me?",),
        replaces="az027",
    ),
    _zh(
        "az134", "work",
        "我是一名外卖骑手，一天要在路上跑十来个小时。",
        ("外卖骑手",),
        ("有什么护腰的好办法？",),
    ),
    _en(
        "az135", "aversion",
        "Snakes. Even pictures of them make my skin crawl, so please no snake facts for my "
        "kid's science project ideas.",
        ("Snakes",),
        ("Which zoo exhibits should we do on Saturday?",),
    ),
    _zh(
        "az136", "pregnancy",
        "我怀了二胎，预产期是十月底，老大才两岁，有点慌。",
        ("二胎", "预产期"),
        ("国庆节出去旅游合适吗？",),
    ),
    _en(
        "az137", "schedule",
        "Fridays I work from home and take the afternoon off to look after my dad.",
        ("Fridays",),
        ("When should I book the car service?",),
    ),
    _zh(
        "az138", "medication",
        "我在吃降压药氨氯地平，每天早上一片，已经吃了两年。",
        ("氨氯地平",),
        ("能不能喝西柚汁？",),
    ),
    _en(
        "az139", "diet",
        "Small update on the food front: as of January I'm fully plant-based. So cheese, eggs "
        "and honey are out now too, my old 'veggie but dairy is fine' days are over.",
        ("plant-based",),
        ("What should I bring to the office potluck?",),
        replaces="az069",
    ),
    _en(
        "az140", "work",
        "Quit the startup and went freelance, I'm a UX consultant now, working for whoever "
        "pays on time 😅",
        ("freelance", "UX consultant"),
        ("How should I handle taxes this year?",),
        replaces="az003",
    ),
    _zh(
        "az141", "home",
        "我住在杭州西湖区，离公司挺近的，骑车十分钟。",
        ("杭州",),
        ("周末带孩子去哪儿玩？",),
    ),
    _en(
        "az142", "aversion",
        "Large crowds give me panic attacks, which is why I skip festivals and concerts.",
        ("crowds", "panic attacks"),
        ("When's the best time to go to Disneyland?",),
    ),
    _en(
        "az143", "medication",
        "My psychiatrist tapered me off the SSRI and started me on bupropion, 150 mg XL. Feels "
        "better so far.",
        ("bupropion",),
        ("Can I have a drink at my friend's barbecue?",),
        replaces="az039",
    ),
    _zh(
        "az144", "name",
        "跟你说一下，我叫陈嘉豪，别老叫我'用户'了哈哈。",
        ("陈嘉豪",),
        ("帮我写一个婚礼上的致辞开头？",),
    ),
    _en(
        "az145", "work",
        "Retired in March after 34 years at the post office! Not sure what to do with myself.",
        ("Retired", "post office"),
        ("What hobbies could fill my weekdays?",),
    ),
    _en(
        "az146", "accessibility",
        "Got cochlear implants over the winter and honestly, I can do phone calls now! Loud "
        "restaurants are still a mess though.",
        ("cochlear implants",),
        ("Where should I take my boss for a lunch meeting?",),
        replaces="az090",
    ),
    _en(
        "az147", "accessibility",
        "I'm autistic, and crowded, noisy places overwhelm me pretty fast. Any ideas for a "
        "birthday outing that won't wreck me?",
        ("autistic",),
        ("When's the quietest time to visit the aquarium?",),
    ),
    _zh(
        "az148", "medical",
        "去年体检查出来痛风，尿酸一直偏高，脚趾头疼起来要命。",
        ("痛风", "尿酸"),
        ("夏天吃什么夜宵比较合适？",),
    ),
    _en(
        "az149", "medical",
        "I have type 1 diabetes, so I count carbs for basically everything I eat. Roughly how "
        "many are in a slice of pepperoni pizza?",
        ("type 1 diabetes",),
        ("What should I keep in my bag for a long day hike?",),
    ),
    _zh(
        "az150", "address",
        "以后叫我老王就行，别叫先生，太生分了。",
        ("老王",),
        ("帮我写个群里的开场白？",),
    ),
    _en(
        "az151", "budget",
        "Our grocery budget is $80 a week for the two of us, so please keep meal plans cheap.",
        ("grocery budget", "$80 a week"),
        ("Can you plan our dinners for the next seven days?",),
    ),
    _en(
        "az152", "name",
        "Name's Tom Kowalski. Need help with a cover letter for a warehouse supervisor job.",
        ("Tom Kowalski",),
        ("How should I sign my resignation email?",),
    ),
    _en(
        "az153", "pregnancy",
        "I'm due in July, which means I'll be in my third trimester at my brother's wedding. "
        "What dress styles would work?",
        ("due in July", "third trimester"),
        ("Can I fly to Cancun in late May?",),
    ),
    _en(
        "az154", "name",
        "My name is Oluwaseun. Most people butcher it, so I appreciate you spelling it right 🙂",
        ("Oluwaseun",),
        ("Help me write the opening line of my speech?",),
    ),
    _en(
        "az155", "medical",
        "Physio signed me off today!! The ligament's fully healed and I'm cleared for "
        "everything, sprinting and pivoting included.",
        ("fully healed", "ligament"),
        ("Should I sign up for the 10K in October?",),
        replaces="az025",
    ),
    _zh(
        "az156", "aversion",
        "香菜是我的天敌，闻到味道都想吐。",
        ("香菜",),
        ("帮我想想今晚点什么外卖？",),
    ),
    _en(
        "az157", "remember",
        "Remember that I'm the treasurer of our HOA, anything about dues goes through me.",
        ("treasurer", "HOA"),
        ("Can you help me draft the annual letter to residents?",),
    ),
    _en(
        "az158", "pet",
        "My horse, Duchess, is boarded 40 minutes out of town, so I'm out there most evenings.",
        ("horse", "Duchess"),
        ("Which used pickup truck would suit me best?",),
    ),
    _en(
        "az159", "pet",
        "does anyone else's dog eat socks? my lab Otis has needed surgery twice for it 🙄",
        ("Otis", "lab"),
        ("Is pet insurance worth it?",),
    ),
    _en(
        "az160", "family",
        "We have one daughter, Amara, she's 4 and obsessed with dinosaurs.",
        ("Amara",),
        ("What should we do for her birthday party?",),
    ),
    _zh(
        "az161", "home",
        "去年底辞职回老家了，现在住在青岛，离海边走路十分钟。",
        ("青岛",),
        ("夏天有什么适合的户外活动？",),
        replaces="az086",
    ),
    _zh(
        "az162", "work",
        "我在一家外企做会计，主要负责税务这块，年底特别忙。",
        ("会计", "外企"),
        ("十二月怎么调整作息？",),
    ),
    _zh(
        "az163", "address",
        "请称呼我张老师，我在中学教书，习惯了。",
        ("张老师",),
        ("帮我写封给家长的通知？",),
    ),
    _en(
        "az164", "work",
        "Currently in year 3 of my PhD in marine biology at UCSD. How do I write a good "
        "abstract?",
        ("PhD", "marine biology"),
        ("How do I make my conference poster stand out?",),
    ),
    _zh(
        "az165", "budget",
        "我每个月生活费只有两千块，要省着花。",
        ("两千块", "生活费"),
        ("周末出去玩有什么推荐？",),
    ),
    _zh(
        "az166", "allergy",
        "医生说我是乳糖不耐受，早上喝一杯牛奶，一上午都在跑厕所。早餐能换成什么？",
        ("乳糖不耐受", "牛奶"),
        ("去星巴克点什么饮品比较合适？",),
    ),
    _zh(
        "az167", "accessibility",
        "我有高度弱视，看手机都要放大好几倍，所以你回复尽量简短一点。",
        ("弱视",),
        ("帮我解释一下这份保险合同的条款？",),
    ),
    _zh(
        "az168", "pet",
        "我家有只柯基叫豆豆，三岁了，特别能吃。",
        ("柯基", "豆豆"),
        ("五一出去玩，能一起带上的酒店怎么找？",),
    ),
    _zh(
        "az169", "pregnancy",
        "我38岁怀孕，算高龄产妇了，医生建议我做羊水穿刺。",
        ("高龄产妇",),
        ("需要买什么保险？",),
    ),
    _en(
        "az170", "allergy",
        "Eggs are a no-go for me. Allergic since I was a toddler, my throat gets scratchy even "
        "from mayo. What can I swap in for them in pancakes?",
        ("Eggs", "mayo"),
        ("What brunch dishes could I order at the diner?",),
    ),
    _en(
        "az171", "pet",
        "We had to rehome both cats when we moved (landlord rules), so now it's just a bearded "
        "dragon named Rex.",
        ("bearded dragon", "Rex"),
        ("Which houseplants are fine to have in the apartment?",),
        replaces="az081",
    ),
    _en(
        "az172", "allergy",
        "So the allergist finally retested me. Crustaceans came back totally clean (shrimp is "
        "fine?!) and what I actually react to is mollusks: clams, mussels, oysters. Wild.",
        ("mollusks", "clams", "oysters"),
        ("Can I get the paella at my cousin's wedding dinner?",),
        replaces="az014",
    ),
    _en(
        "az173", "schedule",
        "Finally switched to day shifts, 7 to 3 now, so my evenings are free for once.",
        ("day shifts",),
        ("When could I fit in a yoga class?",),
        replaces="az012",
    ),
    _zh(
        "az174", "pregnancy",
        "我怀孕五个月了，最近腰酸得厉害，晚上翻身都难。",
        ("怀孕",),
        ("能不能去泡温泉？",),
    ),
    _en(
        "az175", "accessibility",
        "I use a wheelchair full-time, so step-free access is the first thing I check "
        "anywhere. Thinking about Lisbon for a long weekend, realistic?",
        ("wheelchair", "step-free"),
        ("Which hotels in Porto would work for me?",),
    ),
    _en(
        "az176", "allergy",
        "one sip of milk and I'm in the bathroom all night 😩 so please keep dairy out of "
        "whatever you come up with. need a dessert for friday's potluck",
        ("milk", "dairy"),
        ("Which ice cream alternatives are actually worth buying?",),
    ),
    _en(
        "az177", "medication",
        "been on the pill (Yaz) since college, if that matters for the antibiotic question",
        ("Yaz",),
        ("My dentist prescribed amoxicillin, anything I should watch for?",),
    ),
    _zh(
        "az178", "name",
        "我改名了，身份证上现在是王泽宇，之前那个名字就别再用了。",
        ("王泽宇",),
        ("帮我写个简历抬头？",),
        replaces="az079",
    ),
    _en(
        "az179", "remember",
        "Forget what I said about airports: since the move, LaGuardia is my go-to. Please "
        "remember that.",
        ("LaGuardia",),
        ("Can you find me flights to Lisbon for May?",),
        replaces="az077",
    ),
    _en(
        "az180", "budget",
        "I'm a student living on a shoestring, anything over $20 feels like a splurge.",
        ("shoestring", "splurge"),
        ("What should I get my girlfriend for her birthday?",),
    ),
    _en(
        "az181", "remember",
        "Just remember that I'm on Verizon with the unlimited plan, in case I ask about phones "
        "again.",
        ("Verizon",),
        ("Which phone deal should I take?",),
    ),
    _en(
        "az182", "budget",
        "Until the down payment is saved, restaurants are off the table completely for us.",
        ("restaurants",),
        ("How should we celebrate our anniversary?",),
        replaces="az105",
    ),
    _en(
        "az183", "family",
        "The divorce finally came through in March, so it's just me and the kids now.",
        ("divorce",),
        ("How should I plan the holidays this year?",),
        replaces="az018",
    ),
    _en(
        "az184", "work",
        "I left bedside care. I'm now a clinical educator at the nursing school, teaching "
        "full-time.",
        ("clinical educator",),
        ("What should I put in my LinkedIn headline?",),
        replaces="az032",
    ),
    _zh(
        "az185", "medical",
        "我有轻度抑郁症，一直在看心理医生。最近工作压力特别大，怎么调整比较好？",
        ("抑郁症",),
        ("换工作的时候要考虑哪些因素？",),
    ),
    _zh(
        "az186", "remember",
        "记一下：我家宽带是电信的，以后问网络问题就按这个来。",
        ("电信",),
        ("网速慢应该打哪个客服电话？",),
    ),
    _en(
        "az187", "family",
        "My son Ethan is 7 and severely allergic to peanuts, so I read every label twice.",
        ("Ethan", "peanuts"),
        ("What treats can I send in for the class party?",),
    ),
    _en(
        "az188", "family",
        "my daughter is deaf and we all sign at home (ASL). what toys would be good for her "
        "5th birthday?",
        ("deaf", "ASL"),
        ("Which family movies should we watch this weekend?",),
    ),
    _zh(
        "az189", "address",
        "叫我小鱼就好，朋友都这么叫我。",
        ("小鱼",),
        ("给我写条生日感谢的朋友圈？",),
    ),
    _en(
        "az190", "work",
        "I defended!!! Starting a postdoc at Woods Hole in September.",
        ("postdoc", "Woods Hole"),
        ("How do I write a strong grant application?",),
        replaces="az164",
    ),
    _en(
        "az191", "name",
        "me again, Kenji! quick question about sourdough starters",
        ("Kenji",),
        ("Can you draft a thank-you note to my host family?",),
    ),
    _en(
        "az192", "address",
        "Honestly I've outgrown the childhood nickname; these days I go by Josie. That's what "
        "I'd like you to use.",
        ("Josie",),
        ("Could you write a toast for my best friend's engagement party?",),
        replaces="az109",
    ),
    _en(
        "az193", "name",
        "After the wedding I'm going by Priya Raman-Hughes, hyphenated. Please use that if you "
        "ever draft anything formal for me.",
        ("Raman-Hughes",),
        ("Can you write an email signature for me?",),
        replaces="az051",
    ),
    _en(
        "az194", "diet",
        "after 8 yrs of eating only fish I've started eating chicken again, my doctor pushed "
        "for it because of my iron levels. red meat is still a no for me though",
        ("chicken",),
        ("Any protein-rich dinner ideas for this week?",),
        replaces="az113",
    ),
    _zh(
        "az195", "diet",
        "最近在控糖，医生让我少吃精米白面，主食尽量换成粗粮。",
        ("控糖", "粗粮"),
        ("晚饭吃什么比较健康？",),
    ),
    _zh(
        "az196", "schedule",
        "我每天中午12点到1点要接送孩子，这段时间别给我安排事。",
        ("接送孩子",),
        ("午饭时间可以开会吗？",),
    ),
    _en(
        "az197", "budget",
        "Just so you know, I never spend more than 700 bucks on any single gadget. That's my "
        "rule.",
        ("700 bucks",),
        ("Which phone should I upgrade to?",),
    ),
    _zh(
        "az198", "budget",
        "我月薪五千，每个月雷打不动要存两千。",
        ("存两千",),
        ("这个月想换新手机，合适吗？",),
    ),
    _en(
        "az199", "work",
        "I drive long-haul trucks, so I'm on the road three weeks at a time.",
        ("long-haul trucks",),
        ("What are healthy meals I can make without a kitchen?",),
    ),
    _en(
        "az200", "remember",
        "Can you remember that I take my coffee black, no sugar? You keep adding milk to "
        "recipes.",
        ("coffee black",),
        ("What should I order at the cafe?",),
    ),
    _zh(
        "az201", "family",
        "我奶奶九十岁了，跟我们住，耳朵不太好使。",
        ("奶奶",),
        ("过年给老人买什么礼物？",),
    ),
    _en(
        "az202", "medical",
        "Ever since I was diagnosed with Crohn's last fall, long trips stress me out, because "
        "flare-ups come with zero warning.",
        ("Crohn's",),
        ("Any tips for a 12-hour bus ride?",),
    ),
    _en(
        "az203", "medical",
        "The doctor says I have high blood pressure, borderline for meds, so I'm trying to fix "
        "it with lifestyle first. Where do I even start?",
        ("high blood pressure",),
        ("Is it okay for me to have energy drinks during exam week?",),
    ),
    _en(
        "az204", "pregnancy",
        "She's here!! Our daughter arrived on the 3rd, 7 lbs 2 oz, and I'm breastfeeding round "
        "the clock now. Sleep is a distant memory.",
        ("breastfeeding",),
        ("Is it okay to have a glass of wine tonight?",),
        replaces="az026",
    ),
    _zh(
        "az205", "budget",
        "我们家随礼最多五百，再多就不行了。",
        ("五百",),
        ("同事结婚我该怎么表示？",),
    ),
    _en(
        "az206", "accessibility",
        "I'm legally blind and use a screen reader for everything, so instructions like 'click "
        "the red button' don't help me much. How do I set up two-factor on my bank app?",
        ("legally blind", "screen reader"),
        ("How do I change my email password?",),
    ),
    _en(
        "az207", "medical",
        "Two years ago I collapsed at work and they found a hole in my heart, a PFO. They "
        "closed it, but I'm still told to avoid scuba diving. Anyway, honeymoon ideas?",
        ("hole in my heart", "PFO"),
        ("What activities should we book in the Maldives?",),
    ),
    _zh(
        "az208", "diet",
        "那个间歇性断食我已经停了，胃实在受不了。现在改成少食多餐，一天吃五六顿，每顿都吃一点点"
        "。",
        ("少食多餐",),
        ("明天早上八点有会，早饭怎么安排？",),
        replaces="az102",
    ),
    _en(
        "az209", "address",
        "Quick update: I'm using she/her now, I've settled into it and it feels right.",
        ("she/her",),
        ("Can you rewrite my bio for the conference program?",),
        replaces="az028",
    ),
    _en(
        "az210", "pregnancy",
        "My OB says I have gestational diabetes, so I'm on a strict meal plan until delivery.",
        ("gestational diabetes",),
        ("What dessert could I have at the baby shower?",),
    ),
    _zh(
        "az211", "pet",
        "我们家泰迪叫球球，特别怕打雷，一打雷就往床底下钻。",
        ("泰迪", "球球"),
        ("夏天雷雨季有什么办法安抚？",),
    ),
    _zh(
        "az212", "pet",
        "我家橘猫叫大黄，胖得都跳不上沙发了。",
        ("橘猫", "大黄"),
        ("有什么适合的减肥粮推荐？",),
    ),
    _zh(
        "az213", "family",
        "我老婆在医院当护士，经常上夜班，家里的事基本我管。",
        ("护士", "夜班"),
        ("周末怎么安排家庭活动？",),
    ),
    _zh(
        "az214", "family",
        "我已经搬出来自己住了，离父母家半小时车程。",
        ("自己住",),
        ("周末做饭怎么安排比较省事？",),
        replaces="az035",
    ),
    _zh(
        "az215", "aversion",
        "我有幽闭恐惧，电梯和早高峰的地铁都是噩梦。",
        ("幽闭恐惧",),
        ("去上海出差，住哪里通勤比较方便？",),
    ),
    _zh(
        "az216", "budget",
        "找到兼职以后，我每月能花的钱涨到三千五了，手头宽松多了。",
        ("三千五",),
        ("五一假期出去玩去哪儿好？",),
        replaces="az165",
    ),
    _en(
        "az217", "accessibility",
        "I'm Deaf and BSL is my first language, English is my second, so keep sentences simple "
        "if you can.",
        ("Deaf", "BSL"),
        ("How can I make a job interview go smoothly?",),
    ),
    _en(
        "az218", "aversion",
        "Funny thing, after a month in Vietnam I've totally come around on cilantro. The herb "
        "I really can't stand now is dill, it ruins everything it touches.",
        ("dill",),
        ("What should I put in my potato salad?",),
        replaces="az078",
    ),
    _zh(
        "az219", "pet",
        "我养了一缸金鱼，二十多条，每周换一次水。",
        ("金鱼",),
        ("春节回老家一周，家里要做什么准备？",),
    ),
    _en(
        "az220", "accessibility",
        "Big change since the spinal surgery: I'm walking with a cane now instead of using the "
        "chair, though stairs still wear me out fast.",
        ("cane",),
        ("Which neighbourhoods in Rome would be easiest for me to stay in?",),
        replaces="az175",
    ),
    _en(
        "az221", "address",
        "In replies, call me Captain. It's a running joke with my crew and I love it.",
        ("Captain",),
        ("Write me a good morning message?",),
    ),
    _zh(
        "az222", "pregnancy",
        "宝宝上周出生了，是个男孩！现在在坐月子，每两三个小时就要喂一次。",
        ("坐月子",),
        ("可以吃麻辣火锅吗？",),
        replaces="az174",
    ),
    _zh(
        "az223", "aversion",
        "我有密集恐惧症，看到莲蓬那种图就浑身起鸡皮疙瘩。",
        ("密集恐惧症",),
        ("给我推荐几张手机壁纸？",),
    ),
    _en(
        "az224", "family",
        "Amara's a big sister now, baby Kofi arrived on Tuesday!",
        ("Kofi",),
        ("How do we plan a road trip with the kids?",),
        replaces="az160",
    ),
    _en(
        "az225", "remember",
        "Don't forget I'm metric. Always give me measurements in grams and Celsius.",
        ("metric", "grams", "Celsius"),
        ("How hot should the oven be for banana bread?",),
    ),
    _zh(
        "az226", "diet",
        "我是回民，不吃猪肉，外面吃饭一般只去清真馆子。",
        ("回民", "清真"),
        ("出差去成都，有什么推荐的馆子？",),
    ),
    _en(
        "az227", "name",
        "I legally changed my name last month, I'm Thea now, so please don't use the old first "
        "name anymore.",
        ("Thea",),
        ("Can you draft a LinkedIn headline for me?",),
        replaces="az152",
    ),
    _en(
        "az228", "pet",
        "We lost our old boy in April 💔 The house was too quiet, so we just brought home a "
        "rescue beagle puppy called Pepper.",
        ("Pepper", "beagle"),
        ("How long should our daily walks be?",),
        replaces="az023",
    ),
    _zh(
        "az229", "work",
        "我辞职了！现在自己开了家咖啡店，每天忙得脚不沾地。",
        ("咖啡店",),
        ("年底怎么规划时间？",),
        replaces="az162",
    ),
    _en(
        "az230", "pet",
        "We foster kittens for the local shelter, usually three or four at a time.",
        ("foster kittens",),
        ("Can we put a real Christmas tree up this year?",),
    ),
    _en(
        "az231", "allergy",
        "Plot twist: the allergy clinic did a supervised amoxicillin challenge and I had zero "
        "reaction, so that old flag from childhood is officially gone. The one they DID "
        "confirm is sulfa drugs, those make my skin blow up.",
        ("sulfa",),
        ("What should I tell the doctor treating my urinary tract infection?",),
        replaces="az114",
    ),
    _en(
        "az232", "budget",
        "My travel fund is €2,000 a year, total, flights included.",
        ("travel fund",),
        ("Where should we go this summer?",),
    ),
    _en(
        "az233", "budget",
        "We're debt-free and plan to stay that way: everything gets paid in cash, no credit "
        "cards.",
        ("debt-free", "credit cards"),
        ("How should we pay for the new fridge?",),
    ),
    _en(
        "az234", "aversion",
        "Did one of those fear-of-flying courses and made it through a 9-hour flight to Seoul "
        "last month without losing it. So planes are back on the table for me!",
        ("planes",),
        ("How should I get from London to Rome for the conference?",),
        replaces="az046",
    ),
    _en(
        "az235", "family",
        "I'm raising my grandson, Jaylen, who's 10.",
        ("grandson", "Jaylen"),
        ("What's a good summer camp around here?",),
    ),
    _en(
        "az236", "budget",
        "Got promoted, so I can go up to sixteen hundred on housing now.",
        ("sixteen hundred",),
        ("Which Denver neighborhoods should I look at?",),
        replaces="az006",
    ),
    _en(
        "az237", "diet",
        "We keep kosher at home (meat and dairy never together, separate dishes and all). I'm "
        "hosting Shabbat dinner for ten, help me plan a menu?",
        ("kosher",),
        ("Can I serve cheesecake after the brisket?",),
    ),
    _zh(
        "az238", "medication",
        "我每天晚上睡前都要打一针胰岛素，这个不能断。",
        ("胰岛素",),
        ("坐飞机的时候随身要带些什么？",),
    ),
    _en(
        "az239", "accessibility",
        "Since my stroke in 2019 I only have real use of my left hand, so anything needing two "
        "hands is out. Kitchen gadget recs?",
        ("left hand",),
        ("What kind of phone case would be easiest for me?",),
    ),
    _en(
        "az240", "family",
        "Our twins, Mia and Leo, start kindergarten in the fall.",
        ("Mia", "Leo", "twins"),
        ("What lunchboxes are worth buying?",),
    ),
    _zh(
        "az241", "address",
        "别再那样叫我了，显老，以后叫我王哥。",
        ("王哥",),
        ("帮我写条拜年短信？",),
        replaces="az150",
    ),
    _en(
        "az242", "medication",
        "I ditched the pump, too many site problems. Back on injections now: Lantus at night, "
        "Humalog with meals.",
        ("Lantus", "Humalog"),
        ("What do I need for my flight to Tokyo?",),
        replaces="az040",
    ),
    _zh(
        "az243", "aversion",
        "我晕血，看到血就会晕过去，上次体检抽血直接倒了。",
        ("晕血",),
        ("下周要去医院化验，有什么办法吗？",),
    ),
    _zh(
        "az244", "work",
        "我考上大学啦！现在在武汉读计算机专业，大一。",
        ("计算机", "大一"),
        ("寒假怎么安排学习比较好？",),
        replaces="az004",
    ),
    _en(
        "az245", "family",
        "My partner Sam doesn't eat meat, so dinners at our place are always veggie.",
        ("Sam",),
        ("What should I cook for Friday date night?",),
    ),
    _en(
        "az246", "schedule",
        "I fly to Dubai every other week for work, so half my weeks are basically gone.",
        ("Dubai", "every other week"),
        ("When's a good time to start a pottery class?",),
    ),
    _en(
        "az247", "accessibility",
        "You used red and green lines in that chart, but I'm colorblind (deuteranopia) and "
        "they look identical to me 😅 can you redo it?",
        ("colorblind",),
        ("How should I format my sales dashboard?",),
    ),
    _zh(
        "az248", "home",
        "我已经离开浙江了，上个月搬到成都，租在高新区。",
        ("成都",),
        ("周末附近有什么好吃的？",),
        replaces="az141",
    ),
    _en(
        "az249", "aversion",
        "I absolutely cannot stand the smell of fish cooking, I'll literally leave the house. "
        "What should I make for my in-laws?",
        ("smell of fish",),
        ("What should I cook for a dinner party?",),
    ),
    _zh(
        "az250", "diet",
        "我是蛋奶素，吃鸡蛋喝牛奶，但肉一口不碰，连鸡汤也不行。帮我想想年夜饭能做几道什么菜？",
        ("蛋奶素",),
        ("和同事去吃火锅，点什么锅底好？",),
    ),
    _en(
        "az251", "home",
        "we finally moved!! I'm in Montreal now, still living out of boxes lol",
        ("Montreal",),
        ("Where should I go for brunch this weekend?",),
        replaces="az071",
    ),
    _zh(
        "az252", "pet",
        "豆豆送回乡下给我爸妈养了，现在家里是一只布偶猫，叫奶茶。",
        ("布偶猫", "奶茶"),
        ("家里的沙发要换什么材质的？",),
        replaces="az168",
    ),
    _zh(
        "az253", "accessibility",
        "最近残端伤口一直好不了，那条腿基本不装了，出门都靠轮椅。",
        ("轮椅",),
        ("去杭州玩三天，景点怎么排比较好？",),
        replaces="az061",
    ),
    _en(
        "az254", "aversion",
        "Clowns. Don't ask. Planning my son's party and I need entertainment ideas without "
        "them.",
        ("Clowns",),
        ("Who should I hire for a 6th birthday?",),
    ),
    _en(
        "az255", "family",
        "My brother moved back in with me after he lost his job in January, so it's a full "
        "house these days.",
        ("brother",),
        ("How should we split the utility bills?",),
    ),
    _en(
        "az256", "family",
        "Mom's now in an assisted living place near my sister, so it's just the three of us at "
        "home again.",
        ("assisted living",),
        ("What should I think about when redoing the bathroom?",),
        replaces="az094",
    ),
    _zh(
        "az257", "allergy",
        "跟你更正一下，之前说我对猫过敏其实搞错了。上周去医院做了过敏原检测，猫是阴性，真正的元"
        "凶是尘螨，难怪换了床单就好很多。",
        ("尘螨",),
        ("卧室的床品多久换洗一次比较好？",),
        replaces="az123",
    ),
    _en(
        "az258", "budget",
        "We both got raises, so our food money is up to $150 weekly now 🎉",
        ("$150 weekly",),
        ("What should we cook for dinner over the next seven days?",),
        replaces="az151",
    ),
    _en(
        "az259", "home",
        "I'm in rural Montana; the closest grocery store is 45 minutes away.",
        ("rural Montana",),
        ("How should I plan my meal prep for the month?",),
    ),
    _en(
        "az260", "remember",
        "Please remember: my son goes to Lincoln Elementary and he's in second grade.",
        ("Lincoln Elementary",),
        ("Help me write a note to my kid's teacher?",),
    ),
    _zh(
        "az261", "accessibility",
        "我是重度色弱，红绿基本分不清，过马路全靠看灯的位置。",
        ("色弱",),
        ("考驾照体检会受影响吗？",),
    ),
    _en(
        "az262", "name",
        "I was named after my grandmother, Marguerite, and it's always been the full "
        "Marguerite, never Maggie, never Margie.",
        ("Marguerite",),
        ("What's a good handle for my new Etsy shop?",),
    ),
    _en(
        "az263", "pregnancy",
        "hi! first-time mom-to-be here, 9 weeks and nauseous literally all day. what can I eat "
        "that stays down?",
        ("mom-to-be",),
        ("What should I have for breakfast tomorrow?",),
    ),
)
