"""The fifty-fourth frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "dd001", "diet",
        "keto day 40 🥓 still going strong. need snack ideas under 5g net carbs that aren't just "
        "cheese sticks",
        ("keto",),
        ("What can I grab at a gas station when I'm hungry on the road?",),
    ),
    _en(
        "dd002", "name",
        "Please sign the letter from me — Beatrix Olowe. Thanks!",
        ("Beatrix Olowe",),
        ("Can you write my email signature?",),
    ),
    _en(
        "dd003", "address",
        "My pronouns are they/them, can you rewrite my bio so it doesn't say 'she' anywhere?",
        ("they/them",),
        ("How should my conference introduction refer to me?",),
    ),
    _zh(
        "dd004", "work",
        "我在银行做柜员，每天数钱数到手软。想转行做数据分析，要学哪些？",
        ("柜员",),
        ("面试的时候怎么解释我的工作经历？",),
    ),
    _zh(
        "dd005", "medical",
        "去年确诊了抑郁症，现在还在看心理医生。最近又睡不好，有什么自己能做的调节方法吗？",
        ("抑郁症",),
        ("换工作会不会让我的情绪更糟？",),
    ),
    _zh(
        "dd006", "pet",
        "我家猫叫橘子，是只大橘，胖到十二斤了，怎么给它减肥？",
        ("橘子",),
        ("猫粮选哪个牌子好？",),
    ),
    _zh(
        "dd007", "diet",
        "我吃全素，蛋和奶也不碰的那种。下周去成都出差，川菜里有哪些我能点？",
        ("全素",),
        ("公司聚餐去火锅店我能吃什么？",),
    ),
    _en(
        "dd008", "pet",
        "I have a house rabbit who chews through every cable she can reach. How do I bunny-proof "
        "my home office?",
        ("house rabbit",),
        ("Which greens are safe treats?",),
    ),
    _zh(
        "dd009", "work",
        "我是跑外卖的骑手，一天跑十来个小时，腰疼得厉害，有啥办法缓解？",
        ("外卖",),
        ("下雨天怎么保护手机？",),
    ),
    _zh(
        "dd010", "remember",
        "记住我开的是特斯拉Model 3，以后问充电的事就按这个车来。",
        ("特斯拉",),
        ("长途自驾要在哪里补电？",),
    ),
    _zh(
        "dd011", "home",
        "我住学校宿舍，四个人一间，不让用大功率电器。有什么小电器能做饭？",
        ("宿舍",),
        ("晚上想吃夜宵怎么办？",),
    ),
    _zh(
        "dd012", "family",
        "我女儿叫朵朵，三岁半，最近天天问为什么。有没有适合她的科普绘本？",
        ("朵朵",),
        ("周末带孩子去哪里玩？",),
    ),
    _zh(
        "dd013", "allergy",
        "家里小孩鸡蛋过敏，外面买的蛋糕基本都不能吃。周末他过生日，有没有无蛋蛋糕的做法？",
        ("鸡蛋过敏",),
        ("孩子生日派对点心怎么准备？",),
    ),
    _en(
        "dd014", "medical",
        "I had my gallbladder out two years ago and greasy meals still wreck me. Low-fat version "
        "of mac and cheese?",
        ("gallbladder",),
        ("Can I handle a fried chicken sandwich at the fair?",),
    ),
    _zh(
        "dd015", "pregnancy",
        "我老婆怀二胎了，预产期在明年三月。老大才两岁，怎么跟他说家里要添弟弟妹妹了？",
        ("怀二胎",),
        ("三月份请陪产假要提前多久申请？",),
    ),
    _en(
        "dd016", "diet",
        "as a lacto-vegetarian from a Jain family (so no onion, garlic or root veg either) it's "
        "hard to eat out in Dallas. where can I go?",
        ("lacto-vegetarian", "Jain"),
        ("What can I order at an Italian place?",),
    ),
    _en(
        "dd017", "accessibility",
        "I stutter, especially on the phone, it gets way worse under pressure. Is there a way to "
        "order takeaway without having to call?",
        ("stutter",),
        ("How do I prep for a job interview?",),
    ),
    _en(
        "dd018", "address",
        "Could you drop the 'buddy' and 'pal' stuff? Just talk to me normally, I'm 58.",
        ("buddy",),
        ("How should you speak to me?",),
    ),
    _zh(
        "dd019", "pregnancy",
        "产后第三个月，还在喂奶，头发掉得厉害，这正常吗？",
        ("产后",),
        ("我可以吃感冒药吗？",),
    ),
    _en(
        "dd020", "pet",
        "Got a puppy on Saturday!! Lab mix, we named her Juno. How do I crate train without "
        "losing my mind?",
        ("Juno",),
        ("When should my dog get her vaccines?",),
    ),
    _zh(
        "dd021", "allergy",
        "青霉素过敏，小时候打针差点休克。明天去拔智齿，医生要给我开消炎药，我该提醒他啥？",
        ("青霉素",),
        ("发烧去医院输液要注意什么？",),
    ),
    _en(
        "dd022", "family",
        "My daughter Isla just turned 7 and she's obsessed with volcanoes. Birthday party ideas?",
        ("Isla",),
        ("What science kits would suit my kid?",),
    ),
    _en(
        "dd023", "budget",
        "Saving hard for a house deposit, so anything over £20 needs a really good reason. Cheap "
        "date ideas?",
        ("house deposit",),
        ("Is a £90 concert ticket worth it for me?",),
    ),
    _en(
        "dd024", "home",
        "We live on a narrowboat so space and power are tight. Is there a decent small slow "
        "cooker that runs off 12V?",
        ("narrowboat",),
        ("How should I store winter clothes?",),
    ),
    _en(
        "dd025", "allergy",
        "Making pad thai for a date tonight but I can't have peanuts — last time I ended up in "
        "the ER with my face swelling. What can I put on top instead for crunch?",
        ("peanuts",),
        ("Which Thai dishes are safe for me to order?",),
    ),
    _en(
        "dd026", "home",
        "our apartment's a 4th-floor walk-up in Queens, no elevator. easiest way to get a couch "
        "up there?",
        ("walk-up", "Queens"),
        ("How do I move a washing machine?",),
    ),
    _en(
        "dd027", "schedule",
        "I work nights, 10pm to 6am Monday through Thursday, so I'm asleep till about 2pm. When "
        "should I fit in the gym?",
        ("work nights",),
        ("When is a good time for a dentist appointment?",),
    ),
    _en(
        "dd028", "home",
        "I rent a tiny studio in Tokyo (18 square meters lol). Help me fit a desk in?",
        ("Tokyo",),
        ("Where should I put a drying rack?",),
    ),
    _en(
        "dd029", "remember",
        "Please keep in mind that I don't drink, six years sober. So no wine pairings, ever.",
        ("sober",),
        ("What should I order at the work party?",),
    ),
    _en(
        "dd030", "work",
        "I'm a freelance illustrator, mostly children's books. How do I price a 32-page picture "
        "book?",
        ("illustrator",),
        ("What should my portfolio site look like?",),
    ),
    _en(
        "dd031", "work",
        "I teach high school chemistry, can you help me come up with a fun demo for a lesson on "
        "reaction rates?",
        ("chemistry",),
        ("What should I put up in my classroom for the first week?",),
    ),
    _zh(
        "dd032", "pet",
        "家里那条老狗十五岁了，后腿不太行了，有没有适合老年狗的营养品？",
        ("老狗",),
        ("带狗狗散步走多久合适？",),
    ),
    _en(
        "dd033", "remember",
        "For future reference, I'm on Pacific time, so when I say 'morning' I mean PT.",
        ("Pacific",),
        ("What time should I set for the Berlin call?",),
    ),
    _en(
        "dd034", "medication",
        "metformin 500 twice a day and my stomach HATES it. should I ask about the extended "
        "release version?",
        ("metformin",),
        ("Why does my belly hurt after breakfast?",),
    ),
    _zh(
        "dd035", "schedule",
        "我每周二、周四晚上要去上夜校，七点到九点，这两天晚上别给我安排事儿。",
        ("夜校",),
        ("周二晚上能约朋友吃饭吗？",),
    ),
    _en(
        "dd036", "address",
        "Please call me Kat, nobody calls me Katherine except my mom when I'm in trouble 😂",
        ("Kat",),
        ("How should you greet me?",),
    ),
    _zh(
        "dd037", "work",
        "本人在汽车厂做质检工程师，经常要写8D报告，帮我看看这个格式对不对？",
        ("质检",),
        ("年终总结怎么写？",),
    ),
    _en(
        "dd038", "pet",
        "my cat Mochi is diabetic and needs insulin twice a day — who do I hire to do that while "
        "I'm away for a week?",
        ("Mochi",),
        ("How do I find a pet sitter?",),
    ),
    _en(
        "dd039", "aversion",
        "Mushrooms are a hard no for me, it's the texture, I literally gag. Can you rewrite this "
        "stroganoff so it still has some body?",
        ("mushrooms",),
        ("What pizza toppings should I order?",),
    ),
    _en(
        "dd040", "address",
        "Y'all can call me Coach, that's what the whole neighbourhood does since I ran the little "
        "league for 20 years.",
        ("Coach",),
        ("How should you greet me in the morning?",),
    ),
    _zh(
        "dd041", "accessibility",
        "我有色弱，红绿分不太清。做PPT的时候图表该怎么配色？",
        ("色弱",),
        ("买衣服怎么搭配比较稳妥？",),
    ),
    _zh(
        "dd042", "family",
        "我媳妇是小学老师，寒暑假都在家。想趁暑假一家人去新疆自驾，路线怎么排？",
        ("小学老师",),
        ("一家人什么时候出去旅行最合适？",),
    ),
    _en(
        "dd043", "budget",
        "Our wedding budget is $15k total, venue included. Is that realistic in Chicago?",
        ("wedding budget",),
        ("How many guests can we invite?",),
    ),
    _en(
        "dd044", "medication",
        "Daily Adderall XR user here. Appetite's basically gone by lunch, how do I make sure I'm "
        "eating enough?",
        ("Adderall",),
        ("Is a double espresso before work a bad idea for me?",),
    ),
    _en(
        "dd045", "budget",
        "We're on one income right now, about $3,200 a month after tax for a family of four. Help "
        "me build a grocery budget?",
        ("one income",),
        ("How much can we spend on a vacation this year?",),
    ),
    _zh(
        "dd046", "remember",
        "记一下，我穿42码的鞋，以后帮我挑鞋直接按这个来。",
        ("42码",),
        ("买运动鞋选哪个尺码？",),
    ),
    _en(
        "dd047", "home",
        "Just moved to Leeds for uni and I have zero idea where to get cheap furniture. Ideas?",
        ("Leeds",),
        ("Which supermarkets near me are cheapest?",),
    ),
    _en(
        "dd048", "family",
        "My dad has early-stage Alzheimer's and lives with us now. Any tips for keeping him "
        "oriented during the day?",
        ("Alzheimer's",),
        ("What activities can keep my father engaged?",),
    ),
    _en(
        "dd049", "family",
        "My brother Tomás has been living on our couch till he finds a job (4 months now 🙃). How "
        "do I bring up rent without a fight?",
        ("Tomás",),
        ("How do I set house rules with a long-term guest?",),
    ),
    _en(
        "dd050", "remember",
        "Please remember I'm left-handed, you keep recommending right-handed scissors and mice lol",
        ("left-handed",),
        ("Which computer mouse should I buy?",),
    ),
    _en(
        "dd051", "work",
        "As a pharmacist I get asked about drug interactions at every party 🙄 how do I politely "
        "decline giving advice off the clock?",
        ("pharmacist",),
        ("How do I set boundaries with friends who ask health questions?",),
    ),
    _zh(
        "dd052", "work",
        "已经从银行辞职了，现在在一家电商公司当数据分析师，试用期三个月，有点慌。",
        ("数据分析师",),
        ("怎么表现才能顺利转正？",),
        replaces="dd004",
    ),
    _en(
        "dd053", "medical",
        "Type 1 diabetic since I was 12, so I count carbs for literally everything. How many "
        "carbs in a typical bagel?",
        ("Type 1 diabetic",),
        ("How should I prep snacks for a long flight?",),
    ),
    _zh(
        "dd054", "medical",
        "我是乙肝小三阳，一直定期复查。这次体检转氨酶有点高，要紧吗？",
        ("乙肝",),
        ("公司聚会喝酒我需要注意什么？",),
    ),
    _en(
        "dd055", "schedule",
        "Early riser by necessity — up at 4:30 every day for the fish market, lights out by 8:30. "
        "What time should I suggest for a dinner date?",
        ("early riser",),
        ("When should we meet for drinks on Friday?",),
    ),
    _en(
        "dd056", "medical",
        "I have POTS so standing for a long time makes me dizzy and my heart races. I'm a "
        "bridesmaid next month, how do I survive the ceremony?",
        ("POTS",),
        ("How can I get through a long queue at the theme park?",),
    ),
    _en(
        "dd057", "aversion",
        "I'm terrified of flying and haven't been on a plane since 2015. Is London to Rome by "
        "train doable in two days?",
        ("terrified of flying",),
        ("How should I get to my cousin's wedding in Madrid?",),
    ),
    _en(
        "dd058", "diet",
        "I do intermittent fasting, my eating window is noon to 8pm. Does black coffee in the "
        "morning break it?",
        ("intermittent fasting",),
        ("When should I schedule a team breakfast so I can actually join in?",),
    ),
    _zh(
        "dd059", "schedule",
        "我每天下午四点要去幼儿园接孩子，所以开会只能排在上午。",
        ("接孩子",),
        ("下午三点半的会我能参加吗？",),
    ),
    _zh(
        "dd060", "family",
        "我爸妈跟我们住一起，我爸有高血压，做饭得少放盐。帮我出个一周菜单？",
        ("爸妈", "住一起"),
        ("过年家里年夜饭怎么安排？",),
    ),
    _en(
        "dd061", "medical",
        "Because of my epilepsy I'm not allowed to drive, so I need a weekly grocery plan that "
        "works by bus. Seizures are controlled but the licence rules here are strict.",
        ("epilepsy",),
        ("How should I commute to a new job across town?",),
    ),
    _zh(
        "dd062", "aversion",
        "我不吃香菜，闻着就想吐。点螺蛳粉的时候怎么跟老板说比较好？",
        ("香菜",),
        ("点越南粉要注意什么？",),
    ),
    _en(
        "dd063", "diet",
        "Welp, the low-carb experiment is over, my cholesterol went through the roof. Trying to "
        "eat more Mediterranean-style now. Where do I even start?",
        ("Mediterranean",),
        ("Is bacon and eggs every morning a good idea for me?",),
        replaces="dd001",
    ),
    _en(
        "dd064", "medical",
        "I'm in remission from Hodgkin lymphoma, finished chemo two years ago, but every scan "
        "still turns me into a wreck. How do people cope with scanxiety?",
        ("Hodgkin lymphoma",),
        ("How can I calm down before my next checkup?",),
    ),
    _zh(
        "dd065", "accessibility",
        "我是视障人士，平时靠读屏软件上网。你回答的时候尽量别用表格，读屏念出来乱七八糟的。",
        ("视障", "读屏"),
        ("网购的时候怎么挑衣服颜色？",),
    ),
    _en(
        "dd066", "medical",
        "I've got asthma and cold air sets it off every time. Training for a winter 10K, any tips "
        "for running when it's below freezing?",
        ("asthma",),
        ("Should I go skiing at high altitude?",),
    ),
    _zh(
        "dd067", "pet",
        "我养了两只仓鼠，一只叫汤圆一只叫饺子。夏天怎么给它们降温？",
        ("仓鼠",),
        ("笼子里铺什么垫料好？",),
    ),
    _en(
        "dd068", "pregnancy",
        "My wife is 30 weeks along and her heartburn at night is brutal. Anything safe she can "
        "take?",
        ("30 weeks",),
        ("What should I pack for the hospital trip?",),
    ),
    _en(
        "dd069", "allergy",
        "We're hiking in the Rockies next month and my EpiPen just expired — I'm allergic to bee "
        "stings, the anaphylaxis kind. How fast can I get a new one in Colorado without my usual "
        "doctor?",
        ("bee stings", "EpiPen"),
        ("What should I pack for a picnic in a wildflower meadow?",),
    ),
    _zh(
        "dd070", "home",
        "我住深圳南山，租的房子，通勤要一个小时。周末想在附近找个地方爬山，有推荐吗？",
        ("深圳",),
        ("周末附近有什么好去处？",),
    ),
    _en(
        "dd071", "name",
        "Hi! I'm Marisol, first time using this. Can you help me write a cover letter for a "
        "barista job?",
        ("Marisol",),
        ("How should I sign off my emails?",),
    ),
    _en(
        "dd072", "name",
        "my name's Tadhg (Irish, sounds like 'tiger' without the r) and nobody ever spells it "
        "right. can you help me write an email signature with a pronunciation guide?",
        ("Tadhg",),
        ("How do I introduce myself on a video call?",),
    ),
    _en(
        "dd073", "home",
        "I live alone out in rural Montana, closest neighbour is two miles off. What should be in "
        "my winter emergency kit?",
        ("rural Montana",),
        ("How much firewood should I stock?",),
    ),
    _zh(
        "dd074", "pregnancy",
        "在备孕，叶酸已经吃上了。老公抽烟，要不要让他也戒掉？",
        ("备孕",),
        ("我现在能去做X光检查吗？",),
    ),
    _en(
        "dd075", "allergy",
        "Please stop telling me to just take a lactase pill 😅 it's not lactose intolerance, I "
        "have an actual cow's milk protein allergy and my lips swell up. What cheeses CAN I eat?",
        ("milk protein",),
        ("Is a latte made with oat drink fine for me?",),
    ),
    _en(
        "dd076", "medical",
        "high blood pressure runs in my family and now I've got it too (148/95 at my last check). "
        "what foods actually help?",
        ("high blood pressure",),
        ("How much salt is okay in my soup?",),
    ),
    _zh(
        "dd077", "medical",
        "我腰椎间盘突出，坐久了就疼。想买个办公椅，预算两千左右，推荐一下？",
        ("腰椎间盘突出",),
        ("搬家的时候我能搬重东西吗？",),
    ),
    _en(
        "dd078", "family",
        "My partner Sam is nonbinary, so please use they/them for them in the toast you're "
        "writing.",
        ("Sam",),
        ("Who should I thank first in my speech?",),
    ),
    _en(
        "dd079", "remember",
        "Save this for me: my kid's school is Maple Grove Elementary. I'll be asking about their "
        "calendar a lot.",
        ("Maple Grove",),
        ("When is the next school holiday?",),
    ),
    _en(
        "dd080", "budget",
        "We're on a fixed income, both retired, pension only. Looking for low-cost hobbies for my "
        "husband.",
        ("fixed income",),
        ("How much should we spend on Christmas gifts?",),
    ),
    _zh(
        "dd081", "name",
        "我的名字叫陈一鸣，一鸣惊人的一鸣。帮我设计个个人logo？",
        ("陈一鸣",),
        ("签名怎么设计好看？",),
    ),
    _en(
        "dd082", "accessibility",
        "I'm Deaf and ASL is my first language, phone calls are a no-go. Can you help me write an "
        "email to my landlord instead?",
        ("Deaf", "ASL"),
        ("How do I book a doctor appointment without a voice call?",),
    ),
    _en(
        "dd083", "allergy",
        "ok plot twist, the allergist finally did a proper panel and it was never the nuts, it's "
        "sesame. the sauce that night had sesame oil in it. so which dips are actually "
        "sesame-free?",
        ("sesame",),
        ("Is a bagel with seeds on top okay for me?",),
        replaces="dd025",
    ),
    _zh(
        "dd084", "budget",
        "我在还房贷，每个月八千，压力很大，所以出去玩尽量穷游。",
        ("房贷",),
        ("国庆出去玩住什么档次的酒店？",),
    ),
    _en(
        "dd085", "schedule",
        "I've got class Mon/Wed/Fri 9 to 1 this semester, what's a good gym time?",
        ("Mon/Wed/Fri",),
        ("When can I grab lunch with my friend on weekdays?",),
    ),
    _zh(
        "dd086", "home",
        "我们家住老小区六楼，没电梯，买大件家具送货特别麻烦，有什么办法吗？",
        ("没电梯",),
        ("买冰箱的时候要跟商家说什么？",),
    ),
    _en(
        "dd087", "medication",
        "I take sertraline 100mg every morning. Is it safe to have a couple of glasses of wine at "
        "my friend's wedding?",
        ("sertraline",),
        ("Can I try St John's wort for my mood?",),
    ),
    _en(
        "dd088", "address",
        "Can you switch to Kit? I've been going by Kit with friends lately and I like it better.",
        ("Kit",),
        ("What name should you use for me?",),
        replaces="dd036",
    ),
    _en(
        "dd089", "medication",
        "Since I'm on lithium I have to be careful with dehydration and NSAIDs. Going to a "
        "festival in July, what should I plan for?",
        ("lithium",),
        ("Which painkiller can I grab for a headache?",),
    ),
    _en(
        "dd090", "schedule",
        "I'm finally off nights!! They moved me to the day team, 7 to 3.",
        ("day team",),
        ("When could I fit in a yoga class?",),
        replaces="dd027",
    ),
    _zh(
        "dd091", "family",
        "我跟我妈两个人住，她腿脚不好，家里楼层高又没电梯，想换个房子，该怎么挑？",
        ("腿脚不好",),
        ("出去旅游带老人怎么安排？",),
    ),
    _en(
        "dd092", "accessibility",
        "wheelchair user here 👋 planning a long weekend in Lisbon, which neighbourhoods aren't "
        "all steep cobblestone hills?",
        ("wheelchair",),
        ("Which hotel room type should I request?",),
    ),
    _en(
        "dd093", "aversion",
        "No cilantro in anything you give me please, it tastes like dish soap to me. What can go "
        "in guac instead?",
        ("cilantro",),
        ("Which salsa should I buy?",),
    ),
    _en(
        "dd094", "pet",
        "MOCHI IS IN REMISSION 😻 vet says her blood sugar's normal and we can stop the shots. "
        "Prescription diet forever though.",
        ("remission",),
        ("Do I need a sitter who can give injections?",),
        replaces="dd038",
    ),
    _en(
        "dd095", "address",
        "Quick update on pronouns: I'm using he/him these days. Could you redo the speaker bio?",
        ("he/him",),
        ("Can you write my speaker intro?",),
        replaces="dd003",
    ),
    _en(
        "dd096", "remember",
        "Can you remember that our anniversary is September 14th? I forget every single year and "
        "then panic.",
        ("September 14th",),
        ("When do I need to book a romantic dinner?",),
    ),
    _en(
        "dd097", "work",
        "Long-haul trucker here, on the road three weeks at a time. Healthy food I can make in "
        "the cab with a 12V cooler?",
        ("trucker",),
        ("How do I keep in touch with my kids when I'm away?",),
    ),
    _en(
        "dd098", "home",
        "We finally left the city! Bought a little house in the Hudson Valley with an actual yard "
        "🌳",
        ("Hudson Valley",),
        ("What should I plant this spring?",),
        replaces="dd026",
    ),
    _zh(
        "dd099", "family",
        "我儿子今年高三，天天熬夜刷题，怎么给他补补营养？",
        ("高三",),
        ("孩子考前一个月饮食怎么安排？",),
    ),
    _zh(
        "dd100", "diet",
        "跟你说一声，我现在不吃全素了。去年体检查出贫血，医生让我适当吃点肉和鸡蛋。推荐几个补铁的"
        "家常菜？",
        ("吃点肉",),
        ("周末请朋友来家里吃饭做什么菜好？",),
        replaces="dd007",
    ),
    _en(
        "dd101", "family",
        "We just brought home our adopted daughter from Colombia!! Valentina is 10 months old. "
        "Tips for the first few weeks?",
        ("Valentina",),
        ("Which Spanish lullabies could I learn?",),
    ),
    _en(
        "dd102", "budget",
        "trying to pay off $28k of credit card debt so I'm on a super strict budget, zero eating "
        "out. how do I survive a friend's birthday dinner?",
        ("credit card debt",),
        ("Should I sign up for a gym membership?",),
    ),
    _en(
        "dd103", "medication",
        "i'm on warfarin for a clotting disorder so i have to watch my vitamin K. is a giant kale "
        "salad every day a bad idea?",
        ("warfarin",),
        ("Can I take ibuprofen for a sprained ankle?",),
    ),
    _en(
        "dd104", "pregnancy",
        "Due Oct 3 and it's twins, so my OB says expect them early. Help me put together a "
        "realistic hospital bag list?",
        ("twins",),
        ("When should I start maternity leave?",),
    ),
    _zh(
        "dd105", "address",
        "正式文件里请称呼我张博士，平时叫我老张就行。",
        ("张博士",),
        ("帮我写邮件开头怎么写？",),
    ),
    _zh(
        "dd106", "remember",
        "之前跟你说的鞋码不对，我重新量了一下，应该穿43的，42有点挤脚，你更新一下。",
        ("穿43",),
        ("买跑鞋选哪个尺码？",),
        replaces="dd046",
    ),
    _en(
        "dd107", "work",
        "So I left teaching in June and I'm doing QA at a pharma company now, completely "
        "different world. How do I explain the switch on LinkedIn?",
        ("pharma",),
        ("What should my headline say?",),
        replaces="dd031",
    ),
    _zh(
        "dd108", "diet",
        "我一点辣都吃不了，广东人嘛😂 来重庆玩有什么不辣的本地菜推荐？",
        ("一点辣都吃不了",),
        ("点外卖的时候麻婆豆腐适合我吗？",),
    ),
    _zh(
        "dd109", "home",
        "我在上海跟人合租，三室一厅，厨房公用。水电费怎么跟室友分摊比较公平？",
        ("合租",),
        ("周末请朋友来家里吃饭方便吗？",),
    ),
    _en(
        "dd110", "remember",
        "Remember that I ride a Brompton, so any bike gear you suggest has to fit a folding bike.",
        ("Brompton",),
        ("Which panniers should I buy?",),
    ),
    _en(
        "dd111", "pregnancy",
        "we've been trying to conceive for a year with no luck and my OB brought up IVF. what "
        "should I ask at the fertility consult?",
        ("trying to conceive",),
        ("Which vitamins should I be taking right now?",),
    ),
    _en(
        "dd112", "name",
        "heads up, after the wedding I went double-barrelled, so legally I'm Beatrix Okafor-Olowe "
        "now. use that on anything formal you draft for me.",
        ("Okafor",),
        ("Can you put my full name on this invoice?",),
        replaces="dd002",
    ),
    _zh(
        "dd113", "pregnancy",
        "我怀孕五个月了，最近晚上腿老抽筋，要补钙吗？",
        ("怀孕",),
        ("能不能喝奶茶？",),
    ),
    _zh(
        "dd114", "medical",
        "之前跟你说过我情绪方面的病，现在医生说我已经稳定一年多了，不用再定期复诊了😊 想开始跑步，"
        "怎么入门？",
        ("稳定一年",),
        ("最近压力大失眠，需要重新去看医生吗？",),
        replaces="dd005",
    ),
    _en(
        "dd115", "pregnancy",
        "14 weeks pregnant with our first 🤰 is sushi okay if it's only the cooked rolls?",
        ("pregnant",),
        ("Can I have a glass of wine at Christmas?",),
    ),
    _en(
        "dd116", "family",
        "Tomás finally got his own place across town, so the couch is ours again 🎉",
        ("own place",),
        ("Can we host a dinner party this weekend?",),
        replaces="dd049",
    ),
    _zh(
        "dd117", "accessibility",
        "我坐轮椅，出门最怕台阶。下个月去北京，故宫能推轮椅进去吗？",
        ("轮椅",),
        ("去西安旅游住哪里比较方便？",),
    ),
    _zh(
        "dd118", "budget",
        "孩子的兴趣班我不想花太多，一年顶多一万。",
        ("一万",),
        ("钢琴课该不该报？",),
    ),
    _en(
        "dd119", "work",
        "I'm an ER nurse doing 12-hour shifts so meal prep is life or death lol. Give me 5 "
        "lunches that survive in a locker",
        ("ER nurse",),
        ("What snacks can I keep in my scrubs pocket?",),
    ),
    _zh(
        "dd120", "medication",
        "我女儿每天要吃左乙拉西坦控制癫痫。她想参加学校的夏令营，药怎么安排比较稳妥？",
        ("左乙拉西坦",),
        ("孩子外出住宿要注意什么？",),
    ),
    _zh(
        "dd121", "allergy",
        "更正一下之前说的：上周去医院做了过敏原检测，医生说我其实是头孢类过敏，青霉素那一类反而没"
        "事。那以后开药我该怎么跟医生说？",
        ("头孢",),
        ("嗓子发炎医生开的抗生素我能吃吗？",),
        replaces="dd021",
    ),
    _en(
        "dd122", "home",
        "Can you help me pick a sofa? Now that we've swapped the shoebox for a 2LDK in Osaka "
        "there's finally room for one 🛋️",
        ("Osaka",),
        ("Which furniture store should I visit?",),
        replaces="dd028",
    ),
    _zh(
        "dd123", "name",
        "正式文件上写林雪莉，这是我身份证上的名字。帮我把这份签证申请表上的姓名拼音填一下？",
        ("林雪莉",),
        ("护照上的拼写该怎么填？",),
    ),
    _zh(
        "dd124", "allergy",
        "刚才说我吃猕猴桃喉咙会痒——不对，我记错了，是菠萝，猕猴桃没事。帮我把那个水果沙拉的配方改"
        "一下吧。",
        ("菠萝",),
        ("做果茶可以放哪些水果？",),
    ),
    _en(
        "dd125", "remember",
        "Remember this for later: I wear a size 11 wide in shoes. Saves me repeating it every "
        "time we shop.",
        ("size 11 wide",),
        ("Which hiking boots should I order?",),
    ),
    _en(
        "dd126", "pet",
        "Plot twist on Juno's 'lab mix': the DNA test came back mostly pit bull and boxer lol. "
        "Does that change how much exercise she needs?",
        ("boxer",),
        ("How big will my pup get?",),
        replaces="dd020",
    ),
    _en(
        "dd127", "medical",
        "Got diagnosed with ADHD at 34 and honestly it explains so much lol. How do I structure "
        "my workday so I actually finish things?",
        ("ADHD",),
        ("What kind of planner app suits me?",),
    ),
    _zh(
        "dd128", "pet",
        "我养了只柯基叫可乐，最近掉毛掉得厉害，正常吗？",
        ("柯基", "可乐"),
        ("狗狗夏天要不要剃毛？",),
    ),
    _en(
        "dd129", "diet",
        "I've been vegan for about six years, so skip eggs and honey too when you suggest "
        "recipes. What's a good high-protein breakfast?",
        ("vegan",),
        ("Can you suggest a brunch menu for my birthday?",),
    ),
    _en(
        "dd130", "allergy",
        "can u suggest a cheap dinner with no shellfish?? shrimp makes my throat close up, not a "
        "fun time lol",
        ("shellfish", "shrimp"),
        ("Is paella a safe thing for me to order on holiday?",),
    ),
    _zh(
        "dd131", "schedule",
        "夜校读完了，证书也拿到了！以后周二周四晚上都空出来了🎉",
        ("夜校读完了",),
        ("工作日晚上可以报个健身课吗？",),
        replaces="dd035",
    ),
    _en(
        "dd132", "diet",
        "I keep halal, so no pork and no alcohol in the cooking either. Can you swap the white "
        "wine in this risotto for something else?",
        ("halal",),
        ("Can I order the pepperoni pizza at the office lunch?",),
    ),
    _en(
        "dd133", "allergy",
        "Whenever I eat raw kiwi my mouth itches and my lips tingle, the doctor called it oral "
        "allergy syndrome. Fruit salad for a potluck without it?",
        ("kiwi",),
        ("Which tropical fruits should I skip at the smoothie bar?",),
    ),
    _zh(
        "dd134", "family",
        "我老公是东北人，酒量特别好。过年跟他回老家，我该准备点什么礼物？",
        ("东北人",),
        ("去婆家拜年穿什么合适？",),
    ),
    _zh(
        "dd135", "medical",
        "痛风好几年了，脚趾头疼起来真要命。海鲜啤酒都不敢碰了，还有哪些要少吃？",
        ("痛风",),
        ("火锅的汤底能不能喝？",),
    ),
    _en(
        "dd136", "pet",
        "My corgi Biscuit keeps eating grass on walks, should I be worried?",
        ("Biscuit", "corgi"),
        ("Which chew toys are good for a herding breed?",),
    ),
    _zh(
        "dd137", "accessibility",
        "我耳朵不好，一直戴助听器。去医院排队叫号老是听不见，有没有什么办法？",
        ("助听器",),
        ("银行排队的时候怎么办？",),
    ),
    _zh(
        "dd138", "home",
        "在哈尔滨住，冬天动不动零下三十度，暖气费一般一年交多少？",
        ("哈尔滨",),
        ("冬天穿什么羽绒服好？",),
    ),
    _en(
        "dd139", "budget",
        "Now that I'm back at work full time and we're a two-income household again 🙏 can we "
        "revisit the grocery plan? There's a bit more wiggle room.",
        ("two-income",),
        ("How much can I put into savings monthly?",),
        replaces="dd045",
    ),
    _en(
        "dd140", "family",
        "My 4yo, Leo, refuses every vegetable that isn't corn. Sneaky veg recipes pls",
        ("Leo",),
        ("What should I pack for my son's lunch?",),
    ),
    _en(
        "dd141", "accessibility",
        "I've got a hearing aid in my left ear only, so in loud restaurants I miss half of what's "
        "said. Tips for where to sit at a work dinner?",
        ("hearing aid",),
        ("Should I turn on captions for movies?",),
    ),
    _en(
        "dd142", "aversion",
        "Guess who did a fear-of-flying course and just survived nine hours to Toronto 😎 I think "
        "I'm cured-ish, so planes are an option again when you plan stuff for me.",
        ("fear-of-flying course",),
        ("How do I get to Rome fastest next spring?",),
        replaces="dd057",
    ),
    _zh(
        "dd143", "budget",
        "月薪六千，房租就要两千五，每个月基本存不下钱。怎么理财？",
        ("月薪六千",),
        ("想买个新手机，多少价位合适？",),
    ),
    _zh(
        "dd144", "remember",
        "帮我记住：我生日是农历八月十五，每年阳历都不一样。",
        ("农历八月十五",),
        ("今年我哪天过生日？",),
    ),
    _en(
        "dd145", "aversion",
        "I genuinely hate surprise parties so please don't help my partner plan one if he asks 😂 "
        "what's a low-key way to celebrate my 40th?",
        ("surprise parties",),
        ("How should my friends mark my birthday?",),
    ),
    _zh(
        "dd146", "address",
        "以后叫我小鹿就行，不用叫全名。",
        ("小鹿",),
        ("你应该怎么称呼我？",),
    ),
    _en(
        "dd147", "family",
        "my mom moved in with us after her hip surgery, so it's three generations under one roof "
        "now. how do I make the bathroom safer for her?",
        ("mom moved in",),
        ("Which grab bars should I install?",),
    ),
    _en(
        "dd148", "remember",
        "Heads up for future chats: I've relocated to Chicago, so I'm on Central time now.",
        ("Central time",),
        ("When should I schedule the London meeting?",),
        replaces="dd033",
    ),
    _en(
        "dd149", "accessibility",
        "I'm autistic and fluorescent lights plus crowds are really overwhelming for me. Is there "
        "a quieter time to go to IKEA?",
        ("autistic",),
        ("When is the grocery store least busy?",),
    ),
    _en(
        "dd150", "pregnancy",
        "I'm breastfeeding my 4-month-old so I have to check everything I take. Is Sudafed okay?",
        ("breastfeeding",),
        ("Can I have a cocktail at my sister's wedding?",),
    ),
    _zh(
        "dd151", "address",
        "我是女生哈，之前你一直默认我是男的。以后提到我用'她'。",
        ("女生",),
        ("写推荐信的时候代词用哪个？",),
    ),
    _en(
        "dd152", "work",
        "I run a small bakery, just me and two part-timers. What's a decent POS system?",
        ("bakery",),
        ("How do I price my croissants?",),
    ),
    _zh(
        "dd153", "aversion",
        "我有密集恐惧症，莲蓬那种图千万别给我发。做PPT找素材的时候能帮我避开吗？",
        ("密集恐惧",),
        ("去看荷花展合适吗？",),
    ),
    _en(
        "dd154", "name",
        "Small correction, you've been calling me Marisol but it's Marisela, I typo'd it the "
        "first time 🙈 can you fix the cover letter?",
        ("Marisela",),
        ("How should I end my cover letter?",),
        replaces="dd071",
    ),
    _en(
        "dd155", "schedule",
        "Wednesday evenings are a no for me, ever — choir rehearsal. Don't suggest stuff then lol",
        ("choir",),
        ("When should I schedule book club?",),
    ),
    _en(
        "dd156", "pregnancy",
        "I'm 38 weeks and sooo done 😩 any natural ways to get labor going?",
        ("38 weeks",),
        ("Is it safe to take a long car ride this weekend?",),
    ),
    _en(
        "dd157", "work",
        "I'm a software engineer at a fintech startup in Berlin. How should I negotiate equity at "
        "my next review?",
        ("software engineer",),
        ("What salary should I ask for at a competitor?",),
    ),
    _en(
        "dd158", "home",
        "Living in Phoenix means the AC runs basically nonstop May to October. How do I get my "
        "electric bill down?",
        ("Phoenix",),
        ("What plants survive on my patio?",),
    ),
    _en(
        "dd159", "family",
        "My wife works nights as an ICU nurse so the house has to stay silent till 2pm. Quiet "
        "chores I can do in the morning?",
        ("ICU nurse",),
        ("When is the best time for a family dinner?",),
    ),
    _en(
        "dd160", "aversion",
        "Horror is a no from me, even the trailers give me nightmares for days. Movie night with "
        "friends, what should I suggest?",
        ("Horror",),
        ("Which Halloween activities would I enjoy?",),
    ),
    _zh(
        "dd161", "diet",
        "我们家是回族，吃清真，做菜从来不放猪油。想学做兰州牛肉面，给个配方？",
        ("清真",),
        ("外出聚餐选哪家馆子比较放心？",),
    ),
    _zh(
        "dd162", "medication",
        "我长期吃优甲乐，每天50微克。早上吃完要隔多久才能喝豆浆？",
        ("优甲乐",),
        ("吃早饭前要等多久？",),
    ),
    _zh(
        "dd163", "family",
        "我妈前段时间搬去我哥那儿住了，现在家里就剩我一个。",
        ("搬去我哥那儿",),
        ("家里是不是可以换个小点的房子？",),
        replaces="dd091",
    ),
    _zh(
        "dd164", "diet",
        "最近在减脂，每天热量控制在1500大卡左右，你帮我排一下一日三餐吧",
        ("减脂",),
        ("晚上饿了能吃什么夜宵？",),
    ),
    _en(
        "dd165", "budget",
        "Good news, my parents are chipping in, so we've got $25k for the big day now. Can we "
        "revisit the venue list?",
        ("chipping in",),
        ("Can we afford a live band?",),
        replaces="dd043",
    ),
    _en(
        "dd166", "name",
        "Could you help me draft a wedding speech? I'm the groom's younger brother, Devendra, "
        "though if you put 'Dev' in the intro that's fine too.",
        ("Devendra",),
        ("How should I introduce myself at the reception?",),
    ),
    _zh(
        "dd167", "accessibility",
        "我手抖得厉害（帕金森早期），手机打字很费劲，所以都是语音转文字发的，有错别字你别介意。",
        ("帕金森",),
        ("有没有适合我的手机输入法？",),
    ),
    _en(
        "dd168", "medical",
        "After dropping 15 kilos my doctor says I'm no longer hypertensive, readings have been "
        "normal for six months! So can I ease up on the low-sodium cooking a bit?",
        ("no longer hypertensive",),
        ("Is a salty ramen okay for me now?",),
        replaces="dd076",
    ),
    _zh(
        "dd169", "aversion",
        "我恐高，上次走玻璃栈道腿都软了。张家界还值得去吗？",
        ("恐高",),
        ("坐摩天轮我能行吗？",),
    ),
    _zh(
        "dd170", "name",
        "我叫周建国，今年六十多了，刚学用智能手机，你说话慢点哈。",
        ("周建国",),
        ("给孙子发红包的时候留言写啥？",),
    ),
    _en(
        "dd171", "family",
        "My husband Karim plans everything down to the minute and I'm... not. Help me plan our "
        "anniversary trip so he thinks I organised it 😂",
        ("Karim",),
        ("What gift should I get my spouse?",),
    ),
    _en(
        "dd172", "address",
        "Use she/her for me please. I'm a trans woman and my old name keeps popping up in the "
        "drafts you make from my resume.",
        ("she/her",),
        ("How should a reference letter refer to me?",),
    ),
    _en(
        "dd173", "medication",
        "My levothyroxine has to go down at 6am on an empty stomach and then I wait an hour for "
        "coffee. Can you build me a morning routine around that?",
        ("levothyroxine",),
        ("When should I have my first latte?",),
    ),
    _zh(
        "dd174", "schedule",
        "我是倒班的，做四休二，所以周末对我来说没啥意义，约时间得看排班。",
        ("做四休二",),
        ("下周哪天适合约朋友出去？",),
    ),
    _zh(
        "dd175", "aversion",
        "我最烦别人直接打电话给我，能发微信就别打。帮我写个自动回复，委婉一点？",
        ("打电话",),
        ("怎么跟新客户沟通比较好？",),
    ),
    _en(
        "dd176", "home",
        "Finished my degree and I'm back living in Cardiff now, so I need to find a new dentist "
        "around here.",
        ("Cardiff",),
        ("Where can I find a good GP nearby?",),
        replaces="dd047",
    ),
    _en(
        "dd177", "work",
        "Hung up my keys: I'm dispatching now instead of driving, so I'm home every night!",
        ("dispatching",),
        ("How do I plan family dinners during the week?",),
        replaces="dd097",
    ),
    _en(
        "dd178", "accessibility",
        "My knees are shot and I can't manage stairs at all, ground floor or a lift only. Find me "
        "an Airbnb in Edinburgh?",
        ("stairs",),
        ("Which apartment listings should I shortlist?",),
    ),
    _en(
        "dd179", "remember",
        "Forget what I said about the Brompton, it got nicked outside the station and I've "
        "replaced it with a regular road bike.",
        ("road bike",),
        ("Which cycling shoes should I get?",),
        replaces="dd110",
    ),
    _zh(
        "dd180", "pregnancy",
        "好消息！早上验出两道杠了，算下来刚好六周😊 前三个月要注意些什么？",
        ("两道杠",),
        ("现在能不能喝咖啡？",),
        replaces="dd074",
    ),
    _en(
        "dd181", "budget",
        "Paid off the last of it this morning!!! Debt-free for the first time in 9 years 😭",
        ("Debt-free",),
        ("Can I afford a weekend getaway now?",),
        replaces="dd102",
    ),
    _en(
        "dd182", "pregnancy",
        "Our son was born on Tuesday!! Mom and baby both doing great. She's nursing and starving "
        "all the time, what can I cook for her?",
        ("son was born",),
        ("Which meals help a new mother recover?",),
        replaces="dd068",
    ),
    _en(
        "dd183", "pregnancy",
        "IT WORKED. second IVF round and I got a positive test this morning 😭😭 what do I do "
        "first, call the clinic or book a scan?",
        ("positive test",),
        ("Which foods should I avoid now?",),
        replaces="dd111",
    ),
    _en(
        "dd184", "family",
        "my grandma (92!) lives with us and only eats soft food now. dinner ideas that work for "
        "everybody?",
        ("grandma",),
        ("What should I cook for Sunday lunch?",),
    ),
    _zh(
        "dd185", "pet",
        "我们家新领养了一只三花猫，叫小花，以前流浪过，特别怕人，怎么让它亲近我？",
        ("三花猫",),
        ("家里来客人的时候猫会不会应激？",),
    ),
    _zh(
        "dd186", "name",
        "跟你说下，我去派出所把名字改了，现在叫陈亦鸣，亦是'也'的意思，以后帮我写东西记得用新名字"
        "。",
        ("陈亦鸣",),
        ("帮我写个公众号的作者简介？",),
        replaces="dd081",
    ),
    _zh(
        "dd187", "schedule",
        "孩子上小学了，学校托管到六点，不用那么早去接了，下午的会也能排了。",
        ("托管",),
        ("下午四点的会我能参加吗？",),
        replaces="dd059",
    ),
    _zh(
        "dd188", "home",
        "我已经不在深圳了，上个月回了老家长沙，在家附近找了份工作。长沙有什么好吃的推荐？",
        ("长沙",),
        ("周末带爸妈去哪逛比较好？",),
        replaces="dd070",
    ),
    _zh(
        "dd189", "schedule",
        "我们公司是大小周，这周六要上班，下周双休。帮我排一下出去玩的计划？",
        ("大小周",),
        ("周末什么时候能回老家？",),
    ),
    _en(
        "dd190", "medical",
        "So apparently the breathing thing was misdiagnosed all along — the pulmonologist says "
        "it's vocal cord dysfunction, which is why the inhalers did nothing for years. Speech "
        "therapy starts next week, what does that involve?",
        ("vocal cord dysfunction",),
        ("Should I try singing lessons for my breathing?",),
        replaces="dd066",
    ),
    _en(
        "dd191", "allergy",
        "Packing school lunches this week. My daughter Ruby has a tree nut allergy so nothing "
        "with almonds, cashews etc. Ideas that aren't sad sandwiches?",
        ("tree nut",),
        ("What snacks can I send for the class party?",),
    ),
    _en(
        "dd192", "pet",
        "We had to put Biscuit to sleep last week. Fourteen good years. I don't really know what "
        "to do with his leash and bowls.",
        ("put Biscuit to sleep",),
        ("Should I get another puppy soon?",),
        replaces="dd136",
    ),
    _en(
        "dd193", "remember",
        "remember my car's a 2014 Prius, whenever I ask about car stuff that's the one",
        ("Prius",),
        ("What tyres should I buy?",),
    ),
    _zh(
        "dd194", "family",
        "儿子已经考上大学去外地了，家里一下子安静下来，还真有点不习惯。",
        ("考上大学",),
        ("周末一个人在家做什么好？",),
        replaces="dd099",
    ),
    _en(
        "dd195", "medication",
        "Just wanted to say I've fully tapered off the Zoloft as of last month, my psychiatrist "
        "and I agreed I'm in a good place. The brain zaps are still hanging around though, "
        "anything help?",
        ("tapered off",),
        ("Is a night of heavy drinking risky for me?",),
        replaces="dd087",
    ),
    _en(
        "dd196", "medication",
        "Quick q — since they switched me onto Eliquis last week (bye bye INR finger pricks 🙌), "
        "does the leafy greens thing still matter?",
        ("Eliquis",),
        ("Do I still need to limit spinach?",),
        replaces="dd103",
    ),
    _en(
        "dd197", "accessibility",
        "I'm legally blind and use VoiceOver for everything, so please don't tell me to 'click "
        "the blue button', describe things by their label. How do I set up 2FA on my bank app?",
        ("legally blind", "VoiceOver"),
        ("Which smart speaker would work best for me?",),
    ),
    _en(
        "dd198", "pet",
        "There's a 20-year-old African grey in my living room who swears like a sailor thanks to "
        "my late uncle. How do I stop him cursing in front of my kids?",
        ("African grey",),
        ("How long will my parrot live?",),
    ),
    _en(
        "dd199", "schedule",
        "I keep Shabbat, so I'm offline from Friday sundown until Saturday night. Can you help me "
        "plan a product launch around that?",
        ("Shabbat",),
        ("When should I schedule the webinar?",),
    ),
    _zh(
        "dd200", "accessibility",
        "告诉你个好消息，我上个月做了人工耳蜗手术，开机以后好多声音都能听清了！想试试听播客，推荐"
        "几个？",
        ("人工耳蜗",),
        ("去看电影需要字幕吗？",),
        replaces="dd137",
    ),
    _en(
        "dd201", "family",
        "Sam and I split up in the spring, so leave them out of everything, the toast is just "
        "from me now.",
        ("split up",),
        ("Should I bring a plus-one to the wedding?",),
        replaces="dd078",
    ),
    _en(
        "dd202", "accessibility",
        "Got fitted for a second one in March, so I'm aided on both sides now and it's a huge "
        "difference. Does that change which Bluetooth streamer I should get?",
        ("both sides",),
        ("Which restaurant tables suit me?",),
        replaces="dd141",
    ),
    _en(
        "dd203", "accessibility",
        "Rehab went better than anyone expected — I'm walking with a cane now and the chair "
        "mostly lives in the closet. Stairs are slow but doable. Can you redo that Lisbon plan "
        "with that in mind?",
        ("cane",),
        ("Are hilly old towns realistic for me?",),
        replaces="dd092",
    ),
    _en(
        "dd204", "allergy",
        "Guess who passed their oral food challenge at the allergy clinic yesterday 🦐🎉 ate four "
        "prawns under supervision and nothing happened. Celebrating with garlic prawns tonight, "
        "got a good recipe?",
        ("oral food challenge",),
        ("Can I order the seafood platter at the wedding?",),
        replaces="dd130",
    ),
    _zh(
        "dd205", "pregnancy",
        "我是高龄孕妇，今年38，医生建议做羊水穿刺，有点怕，风险大吗？",
        ("高龄孕妇",),
        ("产检要做哪些项目？",),
    ),
    _en(
        "dd206", "diet",
        "Confession: my iron tanked last spring and I started eating fish and eggs again, so I'm "
        "basically pescatarian these days. Could you rework that lasagna with salmon?",
        ("pescatarian",),
        ("What should I cook for a dinner party this weekend?",),
        replaces="dd129",
    ),
    _zh(
        "dd207", "address",
        "你说话别那么客气，别一口一个'您'的，叫我大刘就行。",
        ("大刘",),
        ("怎么称呼我？",),
    ),
    _en(
        "dd208", "allergy",
        "My allergist says I've mostly outgrown the dairy thing! Baked dairy is fine now, only a "
        "glass of plain milk is still off limits. Can you redo the muffin recipe with real butter?",
        ("baked dairy",),
        ("Can I have a slice of birthday cake at the party?",),
        replaces="dd075",
    ),
    _en(
        "dd209", "schedule",
        "Every Tuesday and Thursday I do school pickup at 3:15, so I can't take calls after 3 "
        "those days. Help me word this for my manager?",
        ("Tuesday and Thursday",),
        ("When should I book the weekly team sync?",),
    ),
    _zh(
        "dd210", "address",
        "别叫我小鹿了，朋友们都改口叫我阿鹿，你也跟着这么叫吧。",
        ("阿鹿",),
        ("以后打招呼怎么叫我？",),
        replaces="dd146",
    ),
    _en(
        "dd211", "schedule",
        "New semester, new timetable: it's all Tuesdays and Thursdays now, full days. Fridays "
        "completely free 🙌",
        ("Tuesdays and Thursdays",),
        ("When could I pick up a part-time shift?",),
        replaces="dd085",
    ),
    _zh(
        "dd212", "medication",
        "我在打胰岛素，一天四针。过年回老家要坐十几个小时的车，药怎么保存？",
        ("胰岛素",),
        ("坐飞机出国要带什么证明？",),
    ),
    _en(
        "dd213", "home",
        "I live in my van full-time now (converted Sprinter). How do I get mail?",
        ("Sprinter",),
        ("Where can I shower when I'm traveling?",),
    ),
    _zh(
        "dd214", "work",
        "我是自由职业者，接翻译的活儿，收入不稳定，社保该怎么交？",
        ("翻译",),
        ("一个月要存多少钱才安心？",),
    ),
    _zh(
        "dd215", "medication",
        "我一直在吃氨氯地平降压，每天早上一片。这个药能和西柚一起吃吗？",
        ("氨氯地平",),
        ("感冒药我能随便买来吃吗？",),
    ),
    _en(
        "dd216", "diet",
        "My GI has me on a low-FODMAP diet for my gut. Is garlic-infused oil actually allowed or "
        "is that a myth?",
        ("low-FODMAP",),
        ("Which onion substitutes work in a curry?",),
    ),
    _en(
        "dd217", "aversion",
        "ok weirdly I've come around on coriander?? had it in pho every day in Hanoi and now I "
        "kinda love it. feel free to put it back in recipes",
        ("coriander",),
        ("Can you give me a good guacamole recipe?",),
        replaces="dd093",
    ),
    _zh(
        "dd218", "name",
        "我叫王思远，帮我起个英文名吧，最好发音跟中文名接近一点。",
        ("王思远",),
        ("帮我写个自我介绍？",),
    ),
    _zh(
        "dd219", "budget",
        "我是学生党，一个月生活费一千五，想买个平板，要攒多久？",
        ("学生党",),
        ("买衣服一般花多少合适？",),
    ),
    _en(
        "dd220", "aversion",
        "I hate being on camera, like deeply. Is there a polite way to keep my video off in team "
        "meetings?",
        ("on camera",),
        ("How do I handle video calls with a new client?",),
    ),
    _en(
        "dd221", "pregnancy",
        "heads up, I'm pregnant but we haven't told anyone yet, so don't suggest baby stuff when "
        "I ask about family gifts lol. anyway what's a good mocktail to order at a bar so nobody "
        "notices?",
        ("pregnant",),
        ("Which cheeses are fine for me to eat?",),
    ),
    _zh(
        "dd222", "medication",
        "上周复查甲功，医生说指标都正常了，让我先停药观察三个月。那我早饭是不是就不用再等那么久了"
        "？",
        ("停药",),
        ("早上起来空腹喝豆浆可以吗？",),
        replaces="dd162",
    ),
    _en(
        "dd223", "name",
        "My phone keeps autocorrecting my name, Aoife, into 'Aoide' and it's driving me mad. How "
        "do I add it to the dictionary on an iPhone?",
        ("Aoife",),
        ("How do I fix my contact card?",),
    ),
    _zh(
        "dd224", "allergy",
        "我海鲜过敏，尤其是虾蟹，吃一口全身起疹子。下周去厦门玩，那边有什么我能放心吃的？",
        ("海鲜", "虾蟹"),
        ("去日本旅游吃饭要注意什么？",),
    ),
    _en(
        "dd225", "schedule",
        "I have the kids every other weekend (custody schedule), so only alternate Saturdays. "
        "Ideas for weekends with them?",
        ("every other weekend",),
        ("When should I plan the zoo trip?",),
    ),
    _zh(
        "dd226", "family",
        "我老公叫阿杰，下个月生日，帮我想想怎么给他个惊喜？",
        ("阿杰",),
        ("结婚纪念日送什么给老公好？",),
    ),
    _en(
        "dd227", "pregnancy",
        "We lost the baby at 16 weeks. I'm not expecting anymore and I don't want any "
        "baby-related suggestions for a while. Can you help me write a message to my boss asking "
        "for some time off?",
        ("lost the baby",),
        ("Can I drink coffee freely again?",),
        replaces="dd115",
    ),
    _zh(
        "dd228", "pet",
        "可乐上个月走丢了，找了好久都没找到……现在家里没有狗了，心里空落落的。",
        ("走丢了",),
        ("要不要再去领养一只？",),
        replaces="dd128",
    ),
    _zh(
        "dd229", "name",
        "本人复姓欧阳，老被人写成欧先生😅 名片上怎么排版能让人一眼看明白？",
        ("欧阳",),
        ("填表时姓氏那一栏怎么写？",),
    ),
    _zh(
        "dd230", "aversion",
        "说起来挺神奇的，今年跳了一次伞以后，我现在站在高处一点都不慌了，以前那毛病算是彻底好了。",
        ("高处一点都不慌",),
        ("要不要去玩蹦极？",),
        replaces="dd169",
    ),
    _en(
        "dd231", "pet",
        "I've got a bearded dragon called Spike and the heating in my apartment just died. How "
        "long can he go without his basking lamp?",
        ("bearded dragon",),
        ("What should I feed my reptile?",),
    ),
    _zh(
        "dd232", "work",
        "我是初中数学老师，带两个班。期中考完要开家长会，该怎么讲？",
        ("数学老师",),
        ("怎么给学生出期末复习题？",),
    ),
    _en(
        "dd233", "address",
        "everyone calls me Boots (long story, involves a wedding and a puddle). use that, being "
        "called Robert feels weird",
        ("Boots",),
        ("What should you call me?",),
    ),
    _en(
        "dd234", "name",
        "Actually it's not Jon, it's Jonathon with an O — my parents were being creative. Please "
        "fix it in the bio.",
        ("Jonathon",),
        ("Can you write a short bio for my conference badge?",),
    ),
    _zh(
        "dd235", "medication",
        "本人心脏放了支架，一直吃着阿司匹林。下周要拔牙，需要提前停几天吗？",
        ("阿司匹林",),
        ("做个小手术前要注意什么？",),
    ),
    _zh(
        "dd236", "allergy",
        "花粉过敏星人又到了一年里最痛苦的季节😭 春天出门除了戴口罩还有啥办法？",
        ("花粉过敏",),
        ("四月份去公园野餐合适吗？",),
    ),
    _zh(
        "dd237", "medical",
        "我有胃溃疡，之前还出过血。医生说别空腹，早上起床第一口吃点什么比较好？",
        ("胃溃疡",),
        ("朋友请我喝酒我该怎么推掉？",),
    ),
    _en(
        "dd238", "work",
        "Got laid off from the startup last week 😬 so I'm job hunting now. Can you look over my "
        "CV?",
        ("laid off",),
        ("How should I answer the question about why I left?",),
        replaces="dd157",
    ),
    _en(
        "dd239", "pet",
        "We keep four backyard chickens (named after the Golden Girls, obviously) and one has "
        "stopped laying. Why might that be?",
        ("chickens",),
        ("What should I do with the coop in winter?",),
    ),
    _en(
        "dd240", "allergy",
        "My dentist wants me on antibiotics after the extraction tomorrow. I'm allergic to "
        "penicillin (rash head to toe as a kid), so what should I double-check with her before I "
        "fill the script?",
        ("penicillin",),
        ("What should I tell an urgent care nurse about drug reactions?",),
    ),
    _en(
        "dd241", "medication",
        "I'm on monthly Ajovy injections for migraine prevention and I'm flying to Tokyo for six "
        "weeks. How do I keep the pens cold the whole way?",
        ("Ajovy",),
        ("What should I put in my carry-on for a long trip?",),
    ),
    _zh(
        "dd242", "aversion",
        "我特别怕蛇，看到图片都起鸡皮疙瘩。去云南玩，哪些地方容易碰到？",
        ("怕蛇",),
        ("去热带雨林徒步安全吗？",),
    ),
    _zh(
        "dd243", "family",
        "我儿子六岁，有自闭症，在上融合幼儿园。过年亲戚多，他会受不了，怎么提前准备？",
        ("自闭症",),
        ("带孩子去商场要注意什么？",),
    ),
    _zh(
        "dd244", "remember",
        "请记住我是左撇子，以后推荐东西的时候考虑一下。",
        ("左撇子",),
        ("买剪刀要注意什么？",),
    ),
    _en(
        "dd245", "budget",
        "Money's tight since the divorce, I've got maybe $200 a month for anything that isn't "
        "rent or bills. Christmas ideas for three kids?",
        ("Money's tight",),
        ("How much can I spend on birthday presents?",),
    ),
    _zh(
        "dd246", "budget",
        "涨工资了！现在到手九千多，能不能重新帮我规划一下每月存多少？",
        ("到手九千",),
        ("换手机预算多少合适？",),
        replaces="dd143",
    ),
    _en(
        "dd247", "address",
        "It's Dr. Okonkwo in anything formal, please, I didn't do seven years of a PhD for "
        "nothing. Draft a reply to this journal editor?",
        ("Dr. Okonkwo",),
        ("How should the email signature read?",),
    ),
    _en(
        "dd248", "accessibility",
        "I have dyslexia and big walls of text just swim on the page. Can you keep answers short "
        "and in bullet points from now on?",
        ("dyslexia",),
        ("How should a doctor format written instructions for me?",),
    ),
    _en(
        "dd249", "name",
        "The Etsy shop is under my own name, Greta Lindqvist, so write the About page in first "
        "person from me.",
        ("Greta Lindqvist",),
        ("Can you write a welcome message for my shop newsletter?",),
    ),
    _zh(
        "dd250", "remember",
        "你记着啊，我老家是湖南的，回家过年的事以后还要问你。",
        ("湖南",),
        ("春节回家坐高铁要多久？",),
    ),
    _en(
        "dd251", "diet",
        "Ever since my dad's diagnosis scared me straight I don't eat anything with added sugar. "
        "Dessert ideas sweetened with fruit?",
        ("added sugar",),
        ("Which breakfast cereals are okay for me?",),
    ),
    _en(
        "dd252", "family",
        "Mum's gone into assisted living as of this month, so it's just the four of us at home "
        "again. Bittersweet. How often should I visit without smothering her?",
        ("assisted living",),
        ("Should we turn the guest room into an office?",),
        replaces="dd147",
    ),
    _zh(
        "dd253", "diet",
        "体重到目标了🎉 现在不刻意减了，改成维持体重，一天吃两千大卡左右，之前那个低热量食谱可以不"
        "用了。",
        ("维持体重",),
        ("周末去吃自助餐要不要克制一点？",),
        replaces="dd164",
    ),
    _zh(
        "dd254", "budget",
        "我们俩一个月生活费控制在三千以内。帮我做个买菜清单？",
        ("三千以内",),
        ("周末请朋友吃饭花多少合适？",),
    ),
    _en(
        "dd255", "diet",
        "We're a gluten-free household (not celiac, we just all feel way better without it). Need "
        "a birthday cake recipe that doesn't taste like cardboard",
        ("gluten-free",),
        ("Which pasta brands should I buy?",),
    ),
    _en(
        "dd256", "name",
        "Got married in June and took my wife's surname, so it's Oliver Nakamura now. Can you "
        "list everywhere I need to update it?",
        ("Nakamura",),
        ("What should go on my new business cards?",),
    ),
    _en(
        "dd257", "address",
        "I go by my middle name, James. My first name's only on my passport, nobody uses it.",
        ("middle name",),
        ("What should my nametag say?",),
    ),
    _en(
        "dd258", "budget",
        "I don't do subscriptions, period, I'd rather buy things outright. So please stop "
        "suggesting premium tiers 😅 what's a one-time-purchase note-taking app?",
        ("subscriptions",),
        ("Which music app should I use?",),
    ),
    _zh(
        "dd259", "address",
        "叫我王老师吧，教了三十年书，听习惯了。",
        ("王老师",),
        ("你该怎么称呼我比较合适？",),
    ),
    _en(
        "dd260", "schedule",
        "I have dialysis Monday, Wednesday and Friday mornings, so those days are a write-off. "
        "Can you plan my errands for the week?",
        ("dialysis",),
        ("When should I book my haircut?",),
    ),
    _en(
        "dd261", "aversion",
        "Needles make me faint. Like, I actually pass out. Bloodwork next week, how do I not "
        "embarrass myself?",
        ("needles",),
        ("How can I get through my flu shot?",),
    ),
    _en(
        "dd262", "aversion",
        "I have a genuine phobia of spiders, can't-sleep-in-the-room level. We're camping in "
        "Queensland next month, how do I minimise the chance of meeting one?",
        ("spiders",),
        ("Which cabin should I book on the trip?",),
    ),
    _en(
        "dd263", "medication",
        "FYI the endo bumped my thyroid dose up to 112mcg, the old one wasn't cutting it. "
        "Anything I should watch for in the first few weeks?",
        ("112mcg",),
        ("Why might my heart feel jittery lately?",),
        replaces="dd173",
    ),
)
