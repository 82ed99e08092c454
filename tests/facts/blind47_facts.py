"""The forty-seventh frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "ay001", "home",
        "Quick bit of context before you plan anything: I live in Leeds, about ten "
        "minutes' walk from the station, and I don't drive. Could you suggest a day "
        "trip I can do by train this Saturday?",
        ("Leeds",),
        ("Where could I go for a day out this weekend?",),
    ),
    _en(
        "ay002", "family",
        "My daughter Ava was diagnosed with type 1 diabetes when she was 7, so I'm the "
        "one counting carbs at every single birthday party lol. What's a lower-sugar "
        "cake I could bring to one on Sunday?",
        ("Ava", "type 1 diabetes"),
        ("What snacks should I pack for my kid's school trip?",),
    ),
    _en(
        "ay003", "allergy",
        "Planning a dinner party menu for eight, please keep it completely "
        "shellfish-free. I ate one shrimp at a wedding a few years back and ended up "
        "in the ER with my lips swelling.",
        ("shellfish", "shrimp"),
        ("What starter should I serve my guests?",),
    ),
    _en(
        "ay004", "family",
        "My wife Priya works nights as a nurse, so the house is dead quiet until about "
        "2pm most days. Any ideas for a birthday surprise that doesn't wreck her sleep?",
        ("Priya", "works nights"),
        ("When is a good time for me to run the vacuum at home?",),
    ),
    _zh(
        "ay005", "allergy",
        "我对海鲜过敏，尤其是虾和蟹，吃一口就全身起疹子，严重的时候喘不上气。"
        "下个月去厦门玩，有什么能放心吃的本地小吃吗？",
        ("海鲜", "虾和蟹"),
        ("去海边城市旅游吃什么比较好？",),
    ),
    _en(
        "ay006", "work",
        "I teach chemistry at a high school, so whatever you help me write has to "
        "land with 16-year-olds. Can you draft a short, punchy intro to reaction rates?",
        ("teach chemistry",),
        ("Can you help me plan my lessons for next week?",),
    ),
    _en(
        "ay007", "home",
        "I live on a narrowboat on the Kennet and Avon canal, so space and electricity "
        "are both tight. What's the most compact way to do laundry?",
        ("narrowboat",),
        ("What kind of heater would work for me this winter?",),
    ),
    _en(
        "ay008", "diet",
        "Been vegetarian for about six years — no meat, no fish, but eggs and cheese "
        "are totally fine. Can you plan me five weeknight dinners that aren't just "
        "pasta?",
        ("vegetarian",),
        ("What should I cook this week?",),
    ),
    _en(
        "ay009", "medication",
        "i take 50mg of sertraline every morning, so if you ever suggest supplements "
        "pls double check they don't interact with it",
        ("sertraline",),
        ("Is St John's wort okay for me to try for my mood?",),
    ),
    _zh(
        "ay010", "pet",
        "家里养了两只布偶猫，一只叫奶茶一只叫布丁，掉毛掉得我怀疑人生 "
        "有没有好用的粘毛神器推荐",
        ("布偶猫", "奶茶"),
        ("有什么好用的吸尘器推荐？",),
    ),
    _en(
        "ay011", "name",
        "Hi! I'm Margaret by the way, but honestly nobody has called me that since "
        "school — it's Maggie. Anyway, can you help me write a toast for my sister's "
        "40th?",
        ("Maggie",),
        ("How should you sign off an email you draft for me?",),
    ),
    _en(
        "ay012", "accessibility",
        "I'm Deaf and BSL is my first language, so video calls only work for me with "
        "live captions or an interpreter. Can you help me ask HR for that before my "
        "interview?",
        ("Deaf", "BSL"),
        ("How should I set up the meeting with my new manager?",),
    ),
    _en(
        "ay013", "budget",
        "Our grocery budget is 300 pounds a month for the two of us, and I really try "
        "to stick to it. Can you help me plan meals around that?",
        ("300 pounds",),
        ("What should go on our shopping list this week?",),
    ),
    _en(
        "ay014", "schedule",
        "I work Tuesday to Saturday, so my 'weekend' is Sunday and Monday. Keep that "
        "in mind whenever you suggest times for things.",
        ("Tuesday to Saturday",),
        ("When's the best day to book my dentist appointment?",),
    ),
    _zh(
        "ay015", "name",
        "我叫李思琪，思考的思，王字旁的琪，老有人写成李思齐 "
        "你帮我写东西的时候注意一下哈",
        ("李思琪",),
        ("帮我写个朋友圈的生日感言",),
    ),
    _en(
        "ay016", "pet",
        "My cat Biscuit is 14 and has kidney problems, so she's on a prescription "
        "renal diet and I can't give her normal treats. Any ideas for making her meds "
        "easier to get down?",
        ("Biscuit",),
        ("What treats are okay for my cat?",),
    ),
    _en(
        "ay017", "medical",
        "I have epilepsy, and flashing lights can set off a seizure, so I skip most "
        "concerts and clubs. Any ideas for a fun night out with friends?",
        ("epilepsy",),
        ("What's a fun thing to do on Saturday night?",),
    ),
    _en(
        "ay018", "address",
        "In anything formal you write for me, please use Dr. Okafor — I earned that "
        "PhD the hard way and I like seeing it on paper.",
        ("Dr. Okafor",),
        ("Can you draft an email to the conference organisers?",),
    ),
    _en(
        "ay019", "medical",
        "I was diagnosed with prediabetes last spring (A1C was 6.1), so I'm watching "
        "sugar pretty closely. What's a dessert I could bring to a potluck that won't "
        "wreck me?",
        ("prediabetes",),
        ("Can I have cake at the wedding this weekend?",),
    ),
    _zh(
        "ay020", "aversion",
        "我超级讨厌香菜，一丁点都能吃出来，味道跟肥皂一样。"
        "以后帮我点外卖记得备注不要放",
        ("香菜",),
        ("晚饭点个什么外卖好？",),
    ),
    _en(
        "ay021", "pregnancy",
        "I'm 12 weeks pregnant with our first (!!) and literally everything smells "
        "awful right now. Can you suggest some bland lunches I can actually keep down?",
        ("12 weeks pregnant",),
        ("Which cheeses are safe for me to eat?",),
    ),
    _en(
        "ay022", "diet",
        "Heads up, I'm celiac. Not a trend thing — a single crumb of regular bread "
        "makes me sick for days. What's a safe option if we order pizza tonight?",
        ("celiac",),
        ("Which bakery treats can I have at the café?",),
    ),
    _en(
        "ay023", "accessibility",
        "I use a wheelchair, so when you look at restaurants or hotels for me, "
        "step-free access is non-negotiable. Can you find somewhere for dinner near "
        "Kings Cross?",
        ("wheelchair",),
        ("Can you find a good restaurant for Friday?",),
    ),
    _en(
        "ay024", "aversion",
        "Please never suggest anything with cilantro. To me it tastes exactly like "
        "dish soap, no exaggeration, and one leaf ruins the whole plate.",
        ("cilantro",),
        ("What should I put in my tacos?",),
    ),
    _zh(
        "ay025", "work",
        "我是开出租车的，一天在车上坐十几个小时，腰都坐坏了 "
        "有啥等客间隙能做的拉伸吗",
        ("出租车",),
        ("有什么适合久坐人群的锻炼方法？",),
    ),
    _en(
        "ay026", "remember",
        "Remember that I wear a size 9 in women's shoes, US sizing. I always forget "
        "when I'm ordering online and end up returning half of it.",
        ("size 9",),
        ("Can you find me some hiking boots under $100?",),
    ),
    _en(
        "ay027", "schedule",
        "I'm only free after 7pm on weekdays — daycare pickup is at 6 and then it's "
        "dinner/bath/bed chaos. Can you find a time for a call with the builder?",
        ("after 7pm",),
        ("When can we book the video chat with the contractor?",),
    ),
    _zh(
        "ay028", "home",
        "我住在杭州西湖区，离公司骑车二十分钟左右。这周末想找个近点的地方爬山，"
        "有推荐吗？",
        ("杭州", "西湖区"),
        ("这个周末带朋友出去玩，去哪比较好？",),
    ),
    _zh(
        "ay029", "family",
        "我儿子今年上幼儿园大班，每天下午四点半放学，都是我去接，"
        "所以下午四点以后我基本没空",
        ("幼儿园大班",),
        ("下午几点之前我得出门？",),
    ),
    _zh(
        "ay030", "address",
        "以后跟我说话随意点就行，别“您”来“您”去的，我才二十出头，听着怪别扭的",
        ("随意点",),
        ("你平时回我消息用什么语气？",),
    ),
    _en(
        "ay031", "work",
        "I do overnight security at a warehouse, 10pm to 6am, so when I ask for meal "
        "ideas it's usually for like 3am lol. What keeps you awake without a sugar "
        "crash?",
        ("overnight security",),
        ("What snacks hold up well through a long shift?",),
    ),
    _en(
        "ay032", "pregnancy",
        "I'm 30 weeks along with our second and my feet have basically turned into "
        "balloons 😩 any tips that actually work?",
        ("30 weeks",),
        ("What shoes should I wear to the wedding next month?",),
    ),
    _zh(
        "ay033", "allergy",
        "我对芒果过敏，吃一口嘴巴周围就起一圈红疹子，又痒又肿。"
        "夏天想做点水果甜品，有啥推荐？",
        ("芒果",),
        ("夏天有什么冰沙可以做？",),
    ),
    _zh(
        "ay034", "diet",
        "我信佛，每逢初一十五吃素，平时倒是荤素都吃。"
        "下个月初一正好赶上家庭聚餐，帮我想想菜单",
        ("初一十五",),
        ("过节给家里长辈做什么菜好？",),
    ),
    _zh(
        "ay035", "budget",
        "我每个月工资到手六千，房贷就要还三千，剩下的真得精打细算",
        ("到手六千",),
        ("这个月能不能换个新手机？",),
    ),
    _zh(
        "ay036", "medication",
        "我每天早上吃一片优甲乐，50微克，得空腹吃，半小时后才能吃早饭。"
        "有时候赶时间很麻烦",
        ("优甲乐",),
        ("早饭最早几点可以吃？",),
    ),
    _en(
        "ay037", "remember",
        "remember: ring size 6.5! I'm dropping hints to my boyfriend and he might get "
        "you to help him lol",
        ("ring size 6.5",),
        ("What should I tell the jeweller when we order wedding bands?",),
    ),
    _zh(
        "ay038", "budget",
        "租房的话我每个月最多只能出3500块，再贵就真的负担不起了，帮我看看这几个房源？",
        ("3500块",),
        ("帮我看看哪个小区更划算？",),
    ),
    _zh(
        "ay039", "schedule",
        "我每周二和周四晚上七点到九点要上夜校，那两天晚上别给我安排事",
        ("夜校",),
        ("下周哪天晚上约朋友吃饭合适？",),
    ),
    _zh(
        "ay040", "medication",
        "我每天晚上吃一粒阿托伐他汀，降血脂的，医生交代别喝西柚汁",
        ("阿托伐他汀",),
        ("早餐喝什么果汁好？",),
    ),
    _zh(
        "ay041", "pet",
        "我家狗狗叫豆豆，是只柯基，特别能吃，兽医说它超重了，一直在帮它减肥",
        ("豆豆", "柯基"),
        ("狗粮每天喂多少合适？",),
    ),
    _zh(
        "ay042", "family",
        "我妈跟我们一起住，她有高血压，所以家里做菜我一般都少放盐",
        ("高血压",),
        ("晚饭做个什么汤比较好？",),
    ),
    _zh(
        "ay043", "name",
        "我叫王磊，三个石头的磊，不是打雷的雷，你上次又写错啦",
        ("王磊",),
        ("帮我写个自我介绍？",),
    ),
    _zh(
        "ay044", "address",
        "以后叫我小周就行，别叫周先生，听着跟我四十岁了似的",
        ("小周",),
        ("你平时怎么称呼我？",),
    ),
    _en(
        "ay045", "allergy",
        "one bite of anything with sesame and my throat starts closing up, I carry two "
        "epipens everywhere. so when you suggest takeout pls keep that in mind 🙏",
        ("sesame",),
        ("What should I order for delivery tonight?",),
    ),
    _zh(
        "ay046", "medical",
        "我有偏头痛，一见强光或者闻到浓香水就容易发作，发作起来只能躺黑屋子里",
        ("偏头痛",),
        ("去商场逛街要注意什么？",),
    ),
    _zh(
        "ay047", "accessibility",
        "我左手截肢了，打字只能靠一只手，你回复的时候别让我输入一大堆东西",
        ("截肢",),
        ("手机上有什么好用的输入法？",),
    ),
    _zh(
        "ay048", "pregnancy",
        "怀孕28周了，最近腿抽筋特别厉害，晚上老是疼醒，怎么缓解啊",
        ("怀孕28周",),
        ("晚上睡觉用什么姿势比较好？",),
    ),
    _zh(
        "ay049", "accessibility",
        "我右耳听力基本没了，开会都得挑最右边的位置坐，让大家都在我左手边",
        ("右耳",),
        ("去看演出买哪个座位好？",),
    ),
    _en(
        "ay050", "pet",
        "My bearded dragon Spike needs his tank around 38°C on the hot side — there's "
        "a power cut scheduled tonight, what do I do??",
        ("bearded dragon", "Spike"),
        ("What should I do if the heating goes off this winter?",),
    ),
    _zh(
        "ay051", "aversion",
        "我特别怕狗，小时候被咬过，现在看到大一点的狗都腿软，绕着走",
        ("怕狗",),
        ("周末去朋友家做客要注意啥？",),
    ),
    _zh(
        "ay052", "medical",
        "我有二型糖尿病，空腹血糖一直在七左右，甜食基本不敢碰",
        ("糖尿病",),
        ("中秋节月饼能吃吗？",),
    ),
    _zh(
        "ay053", "remember",
        "帮我记住：我的车是白色的比亚迪秦，以后问你保养、轮胎啥的就按这个车来",
        ("比亚迪",),
        ("停车场里怎么快速找到我的车？",),
    ),
    _en(
        "ay054", "home",
        "i'm in a tiny studio in Brooklyn so anything involving a big kitchen or a "
        "garden is out lol. what are some easy dinners i can make on one burner?",
        ("Brooklyn",),
        ("Can you recommend a farmers market I could walk to?",),
    ),
    _en(
        "ay055", "name",
        "Hi, I'm Tomasz — with a z at the end, it's Polish. Could you help me tidy up "
        "my cover letter?",
        ("Tomasz",),
        ("How should the signature on my emails look?",),
    ),
    _en(
        "ay056", "family",
        "My mom moved in with us after her hip surgery, so she's in the downstairs "
        "bedroom for now and can't manage stairs. Any tips for making the house a bit "
        "safer for her?",
        ("hip surgery", "downstairs bedroom"),
        ("Who can I put up in the guest room over the holidays?",),
    ),
    _zh(
        "ay057", "home",
        "我住在上海浦东，离地铁二号线很近，出门挺方便的。周末有什么好逛的展览吗？",
        ("上海浦东",),
        ("最近有哪些值得去看的展？",),
    ),
    _zh(
        "ay058", "work",
        "我在一家外企做财务，每到月底结账那几天就天天加班到十点",
        ("财务",),
        ("月底那周我应该怎么安排健身？",),
    ),
    _en(
        "ay059", "allergy",
        "Lactose and I are not friends. One latte = me in the bathroom for an hour. "
        "Anyway, what's a good drink to order at Starbucks?",
        ("lactose",),
        ("What can I order at a café?",),
    ),
    _en(
        "ay060", "aversion",
        "I have a genuine phobia of spiders — I can't even look at pictures of them. "
        "If you're helping me plan Australia, maybe skip the creepy-crawly trivia lol",
        ("spiders",),
        ("What should I see in Sydney?",),
    ),
    _zh(
        "ay061", "diet",
        "我在减脂，每天碳水控制在100克以内，晚饭基本不吃主食",
        ("减脂",),
        ("今晚吃什么好？",),
    ),
    _zh(
        "ay062", "pregnancy",
        "我现在怀孕四个月，孕吐总算好点了，想吃点清淡又有营养的",
        ("怀孕四个月",),
        ("晚上做什么菜比较好？",),
    ),
    _en(
        "ay063", "medication",
        "I'm on warfarin for a clotting disorder, so no aspirin suggestions please, "
        "and I have to keep my leafy greens consistent.",
        ("warfarin",),
        ("Can you suggest a salad for lunch?",),
    ),
    _zh(
        "ay064", "budget",
        "我们结婚预算一共就十五万，酒席婚纱照全包括在里面，得省着点花",
        ("十五万",),
        ("婚礼酒店怎么挑？",),
    ),
    _en(
        "ay065", "work",
        "I'm an ER nurse doing 12s, three nights a week. I need meal prep that "
        "survives a locker and a microwave queue.",
        ("ER nurse",),
        ("What should I eat on a long night at the hospital?",),
    ),
    _en(
        "ay066", "schedule",
        "Mornings are sacred for me — I swim laps at 6:30 every weekday, so nothing "
        "before 8 please.",
        ("swim laps",),
        ("Can you find a slot for a call with my manager?",),
    ),
    _zh(
        "ay067", "diet",
        "我是回族，不吃猪肉，在外面吃饭一般只去清真馆子",
        ("清真", "回族"),
        ("出差去西安吃啥好？",),
    ),
    _en(
        "ay068", "pet",
        "We've got a rescue greyhound called Olive. She's terrified of other dogs, so "
        "we walk her at like 5am when the park is empty.",
        ("Olive",),
        ("Which dog park near me would be a good fit?",),
    ),
    _en(
        "ay069", "name",
        "my name's Siobhan Murphy (Siobhan = shi-VAWN, Irish spelling), in case you "
        "ever need it for a letter or a form",
        ("Murphy",),
        ("Can you draft a complaint letter to my landlord?",),
    ),
    _en(
        "ay070", "address",
        "Please don't call me 'buddy' or 'mate'. I'm 67 — Mrs. Patterson is fine, or "
        "Helen if we're being friendly.",
        ("Mrs. Patterson", "Helen"),
        ("How should you greet me when we chat?",),
    ),
    _en(
        "ay071", "address",
        "fyi my pronouns are she/her — I noticed you sometimes default to 'he' when "
        "summarising my messages.",
        ("she/her",),
        ("Can you write a third-person bio for my website?",),
    ),
    _zh(
        "ay072", "schedule",
        "我每周一三五下午要去接孩子放学，四点前必须出门",
        ("一三五",),
        ("下周跟客户约哪天下午见面好？",),
    ),
    _en(
        "ay073", "medical",
        "I've got a torn ACL in my left knee and surgery's booked for March, so no "
        "running or jumping stuff for now.",
        ("torn ACL",),
        ("What workouts could I do this month?",),
    ),
    _zh(
        "ay074", "pregnancy",
        "我们在备孕，我已经开始吃叶酸了，酒也戒了",
        ("备孕",),
        ("同事聚会喝什么比较好？",),
    ),
    _en(
        "ay075", "budget",
        "I'm a student living on about 600 euros a month after rent — so realistic "
        "suggestions please, none of that 'just buy organic' stuff.",
        ("600 euros",),
        ("How can I eat healthier this term?",),
    ),
    _en(
        "ay076", "accessibility",
        "I have low vision and use a screen reader for pretty much everything, so "
        "please avoid tables and describe any images in words.",
        ("low vision",),
        ("Can you summarise this report for me?",),
    ),
    _zh(
        "ay077", "remember",
        "帮我记住，我的鞋码是38，以后买鞋的时候提醒我一下",
        ("鞋码是38",),
        ("帮我挑一双跑步穿的运动鞋",),
    ),
    _en(
        "ay078", "aversion",
        "I'm terrified of flying, like full panic attack at takeoff, so I take trains "
        "whenever humanly possible.",
        ("flying",),
        ("How should I get to Madrid for the conference?",),
    ),
    _en(
        "ay079", "remember",
        "Remember our family safe word is 'pineapple'. If someone calls claiming to "
        "be my son and doesn't know it, it's a scam.",
        ("pineapple",),
        ("Someone called saying they're my grandson and need money — how do I check?",),
    ),
    _en(
        "ay080", "family",
        "My husband Tom is deaf, so phone calls are out — if you're suggesting how we "
        "book things, online or text only please.",
        ("Tom", "deaf"),
        ("How should we book a table for Saturday?",),
    ),
    _zh(
        "ay081", "home",
        "我家在北京朝阳区，冬天暖气挺足的，就是屋里特别干。有没有靠谱的加湿器推荐？",
        ("北京", "朝阳区"),
        ("冬天皮肤干痒怎么办？",),
    ),
    _en(
        "ay082", "medical",
        "I'm recovering from breast cancer — finished chemo in the spring and I'm "
        "still wiped out most days. Can you help me plan a gentle week?",
        ("breast cancer", "chemo"),
        ("How much exercise should I aim for this week?",),
    ),
    _zh(
        "ay083", "family",
        "我老公在深圳上班，一般周末才回来，平时就我一个人带俩娃",
        ("深圳",),
        ("工作日晚上我能安排什么亲子活动？",),
    ),
    _en(
        "ay084", "work",
        "I'm a freelance translator (Spanish to English), so my income is lumpy and "
        "my office is the kitchen table.",
        ("freelance translator",),
        ("How much should I set aside for taxes each month?",),
    ),
    _en(
        "ay085", "accessibility",
        "I have dyslexia, so big walls of text are really hard for me. Bullet points "
        "and short sentences please!",
        ("dyslexia",),
        ("Can you explain how mortgages work?",),
    ),
    _en(
        "ay086", "allergy",
        "I'm allergic to penicillin — came out in hives all over when I was a kid — so "
        "flag it if you ever list antibiotics for anything.",
        ("penicillin",),
        ("What should I ask the doctor before starting treatment for a sinus infection?",),
    ),
    _en(
        "ay087", "pregnancy",
        "we're expecting twins in November!!! first-time parents, absolutely "
        "terrified. what do we actually need to buy?",
        ("expecting twins",),
        ("How big a car do we need?",),
    ),
    _en(
        "ay088", "diet",
        "I'm doing keto at the moment — under 20g carbs a day — so please no rice or "
        "bread suggestions.",
        ("keto",),
        ("What's a quick lunch I can make?",),
    ),
    _en(
        "ay089", "medication",
        "type 1 diabetic here, on insulin — Novorapid with meals and Lantus at "
        "bedtime. can you help me figure out carbs for this pasta dish?",
        ("Novorapid", "Lantus"),
        ("How should I handle a late dinner out with friends?",),
    ),
    _en(
        "ay090", "aversion",
        "mushrooms are a hard no for me. the texture makes me gag — it's not an "
        "allergy, I just can't.",
        ("mushrooms",),
        ("What should I put on my homemade pizza?",),
    ),
    _en(
        "ay091", "budget",
        "Trying to keep my gift spending to fifty bucks per person this Christmas — I "
        "overspent massively last year and regretted it till March.",
        ("fifty bucks",),
        ("What should I get my dad this year?",),
    ),
    _en(
        "ay092", "name",
        "Everyone calls me Bex, short for Rebecca. Can you help me write a fun intro "
        "for my running club page?",
        ("Bex", "Rebecca"),
        ("Can you write a short profile blurb for my climbing group?",),
    ),
    _en(
        "ay093", "schedule",
        "Fridays I pick my dad up from dialysis at 3, every single week, so I'm out "
        "from 2:30 till about 5.",
        ("dialysis",),
        ("Can we do the team meeting at the end of the week?",),
    ),
    _en(
        "ay094", "pet",
        "We have two senior beagles, Rosie and Bo, both on joint supplements. Can you "
        "suggest some gentle walks around Bath?",
        ("beagles", "Rosie"),
        ("What kind of bed should I buy for the dogs?",),
    ),
    _en(
        "ay095", "home",
        "We live out in the countryside near Inverness, so the nearest big "
        "supermarket is a 40 minute drive. Help me plan a two-week grocery list that "
        "keeps well?",
        ("Inverness",),
        ("How often should I stock up on food?",),
    ),
    _en(
        "ay096", "address",
        "I'm nonbinary and use ze/zir — took me ages to say that out loud, so thanks "
        "for respecting it.",
        ("ze/zir",),
        ("Can you write a short bio about me for the club newsletter?",),
    ),
    _en(
        "ay097", "family",
        "My roommate Jake is vegan and we share one fridge, so I try to keep raw meat "
        "sealed on the bottom shelf.",
        ("Jake",),
        ("Any tips for organizing a shared kitchen?",),
    ),
    _en(
        "ay098", "family",
        "My dad has early-stage Alzheimer's and lives with us now. He gets anxious "
        "when routines change, so I need a calm plan for the holidays.",
        ("Alzheimer",),
        ("How should I plan our Christmas day?",),
    ),
    _zh(
        "ay099", "work",
        "我是小学语文老师，平时批作文批到眼花，周末还得备课",
        ("语文老师",),
        ("有没有保护眼睛的小办法？",),
    ),
    _en(
        "ay100", "medication",
        "I'm on lithium, so my doctor is strict about me staying hydrated and not "
        "messing with salt. Planning a trip to Arizona in July — tips?",
        ("lithium",),
        ("How should I prepare for a hot summer holiday?",),
    ),
    _en(
        "ay101", "home",
        "Update for you — we finally did it! Packed the van last week and we're now "
        "renting a flat in Bristol, right by the harbourside, so anything local you "
        "suggest should be around here now.",
        ("Bristol",),
        ("Where could I go for a good brunch nearby?",),
        replaces="ay001",
    ),
    _en(
        "ay102", "family",
        "we've got twins, Leo and Mia, they're 3 and in that phase where they refuse "
        "anything green. how do I sneak veg into dinner??",
        ("Leo", "Mia"),
        ("What's an easy weeknight meal the whole household will eat?",),
    ),
    _en(
        "ay103", "allergy",
        "Can you rewrite this brownie recipe without eggs? I'm allergic — even eggs "
        "baked into cakes give me hives.",
        ("eggs",),
        ("How do I make pancakes fluffy?",),
    ),
    _en(
        "ay104", "allergy",
        "So I finally saw an allergist and the skin-prick test says I was never "
        "allergic to crustaceans at all — it was a sulfite reaction from the wine "
        "marinade that night. Prawns are back on the menu!",
        ("sulfite",),
        ("Which wines are safe for me to drink?",),
        replaces="ay003",
    ),
    _en(
        "ay105", "diet",
        "As a Muslim I only eat halal meat, and no alcohol in the cooking either, "
        "even the 'it all burns off' kind. Could you adapt this coq au vin?",
        ("halal",),
        ("Can you give me a beef stew recipe?",),
    ),
    _en(
        "ay106", "medical",
        "Crohn's disease has been part of my life since I was 20, and during "
        "flare-ups I need a bathroom close by at all times. Plan a sightseeing day in "
        "Rome with that in mind?",
        ("Crohn",),
        ("How should I plan a long coach tour across Scotland?",),
    ),
    _en(
        "ay107", "family",
        "Small correction to what I told you before: my wife switched to the day rota "
        "at the hospital last month, so she's out 7 till 7 now and mornings at home "
        "aren't off-limits anymore.",
        ("day rota",),
        ("When can I book the plumber without disturbing anyone?",),
        replaces="ay004",
    ),
    _en(
        "ay108", "medication",
        "I take methotrexate once a week for rheumatoid arthritis — Sunday nights — "
        "and I'm usually wiped out on Mondays.",
        ("methotrexate",),
        ("Can I have a few drinks at the party on Saturday?",),
    ),
    _en(
        "ay109", "accessibility",
        "Since the stroke I can't manage stairs at all, so any holiday rental needs a "
        "ground-floor bedroom or a lift. Can you help me search?",
        ("stairs", "ground-floor"),
        ("Can you find us a cottage in Cornwall for August?",),
    ),
    _en(
        "ay110", "work",
        "Career news! I left the classroom in August and I'm now a lab safety officer "
        "at a pharma company. Totally different vibe, way fewer teenagers.",
        ("lab safety officer",),
        ("Can you help me prep for my performance review?",),
        replaces="ay006",
    ),
    _en(
        "ay111", "pregnancy",
        "Since I'm pregnant (due in March!) I've cut out caffeine completely. What's a "
        "nice warm drink for mornings that isn't just hot water with lemon?",
        ("due in March",),
        ("Can I go on a beach holiday in February?",),
    ),
    _en(
        "ay112", "aversion",
        "Claustrophobic, big time. Lifts, MRI machines, the Tube at rush hour — all "
        "instant panic.",
        ("Claustrophobic",),
        ("How should I get around London during my trip?",),
    ),
    _en(
        "ay113", "diet",
        "Heads up, I've gone fully plant-based since January, so cheese and eggs are "
        "off the table now too. Can you redo my usual dinner rotation with that in "
        "mind?",
        ("plant-based",),
        ("What can I bake for my friend's birthday?",),
        replaces="ay008",
    ),
    _en(
        "ay114", "name",
        "my name is Ngozi Adeyemi, and autocorrect keeps mangling it, so please "
        "double-check the spelling in anything you write for me",
        ("Ngozi", "Adeyemi"),
        ("Can you draft a formal letter to my bank?",),
    ),
    _en(
        "ay115", "pet",
        "My rabbit Clover lives indoors and free-roams the living room, so I have to "
        "be really careful what plants I bring home.",
        ("rabbit", "Clover"),
        ("Which houseplants should I buy?",),
    ),
    _en(
        "ay116", "medication",
        "My psychiatrist switched me over to escitalopram last week because of the "
        "side effects, 10 mg at night now. Should I expect any weirdness in the first "
        "month?",
        ("escitalopram",),
        ("Can I have a glass of wine at dinner?",),
        replaces="ay009",
    ),
    _en(
        "ay117", "home",
        "I'm in Reykjavik, so 'pop to the shops for fresh basil' isn't really a thing "
        "in January lol. What herbs can I grow on a windowsill?",
        ("Reykjavik",),
        ("What vegetables can I find fresh this winter?",),
    ),
    _en(
        "ay118", "work",
        "I own a small bakery in Porto — four employees, open 6am to 2pm, and I do all "
        "the books myself.",
        ("bakery",),
        ("How should I price my new seasonal menu?",),
    ),
    _en(
        "ay119", "name",
        "I've started going by my middle name, Rose, at work and everywhere else. It "
        "feels way more like me, so use that from now on.",
        ("Rose",),
        ("Can you write a short intro for my conference badge?",),
        replaces="ay011",
    ),
    _en(
        "ay120", "schedule",
        "Sundays are off-limits for anything — church in the morning and family lunch "
        "after, every week without fail.",
        ("Sundays", "church"),
        ("When should I schedule the garage sale?",),
    ),
    _en(
        "ay121", "budget",
        "We've capped the kitchen renovation at 15 grand, and that's a hard ceiling — "
        "my husband will riot otherwise. Quartz or laminate?",
        ("15 grand",),
        ("Should we go for a fancy range cooker?",),
    ),
    _en(
        "ay122", "budget",
        "We've had to tighten things since my hours got cut — food shopping has to "
        "come in under 220 quid a month now.",
        ("220 quid",),
        ("What cheap dinners can I make in bulk?",),
        replaces="ay013",
    ),
    _en(
        "ay123", "address",
        "Everyone at the gym calls me Tank, you can too 💪",
        ("Tank",),
        ("What's a good hype message to start my workout?",),
    ),
    _en(
        "ay124", "remember",
        "Please remember I drive a 2016 Mazda CX-5 — I'll be asking about tyres and "
        "roof racks later and don't want to dig out the paperwork.",
        ("Mazda",),
        ("What winter tyres should I get?",),
    ),
    _en(
        "ay125", "schedule",
        "New rota starts next week and I'm finally on Monday to Friday like a normal "
        "person, so weekends are free from now on.",
        ("Monday to Friday",),
        ("When could we fit in dinner with the in-laws?",),
        replaces="ay014",
    ),
    _en(
        "ay126", "family",
        "Me and my girlfriend Sam share a one-bed flat — she's a paramedic on 12-hour "
        "shifts, so our evenings together are kind of rare.",
        ("Sam", "paramedic"),
        ("What's a good gift for my partner's birthday?",),
    ),
    _zh(
        "ay127", "allergy",
        "猫毛过敏 一进有猫的屋子就打喷嚏流眼泪 所以去朋友家前都得先问清楚",
        ("猫毛",),
        ("周末去同事家吃饭需要注意什么？",),
    ),
    _en(
        "ay128", "pet",
        "It's just me and the new kitten now — my old girl passed in March and in May "
        "we adopted Pepper, who's 5 months old and destroys everything.",
        ("Pepper",),
        ("How do I stop the curtains getting shredded?",),
        replaces="ay016",
    ),
    _zh(
        "ay129", "diet",
        "我晚上八点以后就不吃东西了，在做16:8轻断食，已经坚持半年了",
        ("轻断食",),
        ("夜宵有什么推荐？",),
    ),
    _zh(
        "ay130", "medical",
        "我有胃溃疡，辣的酸的都不能碰，一吃就疼好几天",
        ("胃溃疡",),
        ("去重庆玩吃什么好？",),
    ),
    _en(
        "ay131", "address",
        "You can drop the formal stuff with me, honestly. I'd much rather you just "
        "call me Chidi.",
        ("Chidi",),
        ("How would you greet me in a quick message?",),
        replaces="ay018",
    ),
    _zh(
        "ay132", "medication",
        "在吃抗抑郁的药，舍曲林，一天一片，医生说至少要吃半年",
        ("舍曲林",),
        ("最近老是失眠，能不能吃点褪黑素？",),
    ),
    _zh(
        "ay133", "accessibility",
        "我视网膜有问题，字太小根本看不清，发消息尽量别给我发带字的图片",
        ("视网膜",),
        ("帮我看看这张菜单上写了啥？",),
    ),
    _en(
        "ay134", "medical",
        "Got my bloodwork back — A1C is down to 5.4 and the doctor says I'm "
        "officially back in the normal range!",
        ("normal range",),
        ("What should my next health goal be?",),
        replaces="ay019",
    ),
    _en(
        "ay135", "pregnancy",
        "I've got gestational diabetes at 26 weeks, so I'm finger-pricking four times "
        "a day and everything tastes of disappointment.",
        ("gestational diabetes",),
        ("What can I eat for breakfast?",),
    ),
    _zh(
        "ay136", "aversion",
        "我有恐高症，站在三楼阳台往下看都腿发抖",
        ("恐高",),
        ("去重庆旅游哪些景点适合我？",),
    ),
    _en(
        "ay137", "pregnancy",
        "Our daughter arrived on the 3rd — 7lb 2oz and totally perfect. I'm exhausted "
        "but so happy.",
        ("daughter arrived",),
        ("How can I get more sleep this month?",),
        replaces="ay021",
    ),
    _zh(
        "ay138", "name",
        "我的英文名是Vivian，同事都这么叫我，写英文邮件的时候用这个就行",
        ("Vivian",),
        ("帮我写一封英文的请假邮件？",),
    ),
    _zh(
        "ay139", "pet",
        "我养了一只金毛，七岁了，最近后腿不太行，上楼梯很费劲",
        ("金毛",),
        ("周末带狗出去玩去哪比较好？",),
    ),
    _en(
        "ay140", "accessibility",
        "Rehab paid off — I'm mostly on crutches now rather than the chair, so a "
        "couple of steps is manageable, just not long staircases.",
        ("crutches",),
        ("Which hotel would suit me in Lisbon?",),
        replaces="ay023",
    ),
    _zh(
        "ay141", "home",
        "我在大理租了个小院子住，天天晒太阳，冬天也不冷",
        ("大理",),
        ("院子里种点什么花好？",),
    ),
    _zh(
        "ay142", "work",
        "我在医院药房上班，三班倒，节假日基本没休息",
        ("药房",),
        ("过年能不能回老家？",),
    ),
    _en(
        "ay143", "aversion",
        "Weirdly, I've come around on coriander — my partner's Thai cooking converted "
        "me, so you don't need to avoid it anymore.",
        ("coriander",),
        ("Can you give me a Vietnamese pho recipe?",),
        replaces="ay024",
    ),
    _zh(
        "ay144", "schedule",
        "每天中午十二点到一点我要午睡，雷打不动，这个时间别约我",
        ("午睡",),
        ("明天跟同事吃饭约几点合适？",),
    ),
    _en(
        "ay145", "budget",
        "My rule for any gadget is max $300 — we're saving for a house deposit, so "
        "please stop suggesting flagship phones lol",
        ("max $300",),
        ("Which headphones should I get?",),
    ),
    _en(
        "ay146", "remember",
        "Remember for next time — after the pregnancy my feet went up half a size, so "
        "I'm a nine and a half now.",
        ("nine and a half",),
        ("Which running trainers should I order?",),
        replaces="ay026",
    ),
    _zh(
        "ay147", "address",
        "叫我阿杰就好，家里人朋友都这么叫",
        ("阿杰",),
        ("你打招呼的时候会叫我啥？",),
    ),
    _zh(
        "ay148", "remember",
        "记住我的血型是AB型，万一哪天用得上",
        ("AB型",),
        ("献血的时候需要注意什么？",),
    ),
    _zh(
        "ay149", "home",
        "跟你说一声 我上个月搬到成都了 现在住高新区 以后推荐东西按这边来哈",
        ("成都",),
        ("附近有什么好吃的火锅店？",),
        replaces="ay028",
    ),
    _zh(
        "ay150", "family",
        "我和室友小林合租，她是医院护士，经常上夜班，白天在家补觉",
        ("小林", "护士"),
        ("周末白天在家能不能开派对？",),
    ),
    _en(
        "ay151", "allergy",
        "Bee stings are a big deal for me — got stung at 19 and went into "
        "anaphylaxis. Planning a hike in August, what should I pack?",
        ("Bee stings", "anaphylaxis"),
        ("What should I bring for a picnic in the park?",),
    ),
    _zh(
        "ay152", "family",
        "孩子九月份正式上一年级了，放学时间改成三点半，接送更头疼了",
        ("一年级",),
        ("孩子的作业我该怎么辅导？",),
        replaces="ay029",
    ),
    _en(
        "ay153", "diet",
        "I follow a Jain diet, so no root vegetables at all — no potatoes, onions, "
        "garlic or carrots. Can you give me a curry that still has flavour?",
        ("Jain",),
        ("What should I make for lunch tomorrow?",),
    ),
    _en(
        "ay154", "medical",
        "fun fact: I have POTS, so if I stand for too long I get dizzy and nearly "
        "pass out. Theme park queues = nightmare.",
        ("POTS",),
        ("Can you plan a day at Disneyland for me?",),
    ),
    _en(
        "ay155", "work",
        "Got promoted to site supervisor! No more patrols — I'm on days now and I run "
        "the whole team.",
        ("site supervisor",),
        ("How do I give tough feedback to someone on my crew?",),
        replaces="ay031",
    ),
    _en(
        "ay156", "medication",
        "I take the pill at 10pm every night. Can you help me work out how to handle "
        "it when I fly to Tokyo next month with the time difference?",
        ("the pill",),
        ("What should I pack in my carry-on for a long-haul trip?",),
    ),
    _en(
        "ay157", "accessibility",
        "i'm blind and use VoiceOver on my iPhone, so please no 'click the green "
        "button' instructions — tell me the label text instead.",
        ("VoiceOver", "blind"),
        ("How do I set up two-factor login on my bank app?",),
    ),
    _zh(
        "ay158", "allergy",
        "去医院做了过敏原检测，结果显示我真正过敏的是尘螨，"
        "之前以为的那个水果其实没问题",
        ("尘螨",),
        ("卧室该怎么打扫比较好？",),
        replaces="ay033",
    ),
    _en(
        "ay159", "pregnancy",
        "Small request: I'm 9 weeks pregnant and we haven't told anyone yet, so if you "
        "help me draft emails to work, don't let it slip!",
        ("9 weeks pregnant",),
        ("How do I explain missing the team offsite?",),
    ),
    _en(
        "ay160", "aversion",
        "Needles make me faint, literally — I passed out at my last blood test. I need "
        "a flu jab next week, any tips to get through it?",
        ("Needles",),
        ("How do I get through my next vaccination?",),
    ),
    _zh(
        "ay161", "diet",
        "今年开始我改成长期吃全素了，连鸡蛋牛奶都不碰了",
        ("全素",),
        ("帮我推荐几家适合聚餐的餐厅？",),
        replaces="ay034",
    ),
    _en(
        "ay162", "name",
        "It's Juan Pablo — two first names, no hyphen. People always shorten it to "
        "Juan and it drives me nuts.",
        ("Juan Pablo",),
        ("Can you make a name card for my desk?",),
    ),
    _en(
        "ay163", "pet",
        "I've got a diabetic cat called Mochi who needs insulin every 12 hours, which "
        "makes weekend trips complicated.",
        ("Mochi",),
        ("Can I go away for a long weekend in Paris?",),
    ),
    _zh(
        "ay164", "medication",
        "复查甲功之后医生把药量加到75微克了，还是每天早上空腹吃",
        ("75微克",),
        ("早上几点起床比较合适？",),
        replaces="ay036",
    ),
    _en(
        "ay165", "home",
        "we live on the 14th floor with no balcony, sadly — any ideas for growing "
        "herbs indoors?",
        ("14th floor",),
        ("Could I get a barbecue for summer?",),
    ),
    _en(
        "ay166", "work",
        "I'm a backend engineer at Spotify, mostly Java. There's an interview loop for "
        "a senior role next month — help me prep?",
        ("Spotify",),
        ("How can I negotiate a raise?",),
    ),
    _zh(
        "ay167", "budget",
        "换了份工资高点的工作，租房预算可以放宽到5000左右了",
        ("5000左右",),
        ("换个大点的房子住，哪些小区值得看看？",),
        replaces="ay038",
    ),
    _en(
        "ay168", "schedule",
        "I have physio every Wednesday at 11, so please don't book me anything around "
        "midday on Wednesdays.",
        ("physio",),
        ("Which day works best for a lunch meeting next week?",),
    ),
    _en(
        "ay169", "budget",
        "Our wedding budget is tiny — 8,000 dollars total, 60 guests max. Any venue "
        "ideas near Denver?",
        ("8,000 dollars",),
        ("How much should we spend on flowers?",),
    ),
    _zh(
        "ay170", "schedule",
        "课程改到周末了 现在是周六上午上课 平时晚上都空出来了",
        ("周六上午",),
        ("周末带爸妈去哪玩？",),
        replaces="ay039",
    ),
    _en(
        "ay171", "address",
        "I'm a retired colonel, and honestly I prefer 'Colonel Hayes' in anything "
        "formal — old habits die hard.",
        ("Colonel Hayes",),
        ("Can you draft an invitation to the veterans' dinner?",),
    ),
    _en(
        "ay172", "remember",
        "Can you remember that my favourite flowers are peonies? My partner keeps "
        "asking and I want you to back me up 😂",
        ("peonies",),
        ("What should my partner get me for our anniversary?",),
    ),
    _zh(
        "ay173", "pet",
        "狗狗减肥成功啦！兽医说现在体重正常了，可以恢复正常喂了",
        ("体重正常",),
        ("每天喂几顿比较好？",),
        replaces="ay041",
    ),
    _en(
        "ay174", "family",
        "My teenage son is autistic and really sensitive to noise — loud restaurants "
        "are a nightmare for him. Where could we go for his 15th?",
        ("autistic",),
        ("Where could our family eat out on Sunday?",),
    ),
    _zh(
        "ay175", "allergy",
        "我一吃坚果嘴巴就发麻肿起来，核桃腰果都不行，医生说就是坚果过敏",
        ("坚果",),
        ("过年家里准备点什么零嘴？",),
    ),
    _zh(
        "ay176", "name",
        "我改名了，身份证上现在叫王一鸣，以后帮我写东西都用这个名字",
        ("王一鸣",),
        ("帮我拟一封求职信的落款？",),
        replaces="ay043",
    ),
    _en(
        "ay177", "diet",
        "I eat low-FODMAP on my doctor's advice — garlic and onion are the worst "
        "offenders for me. Any ideas for a pasta sauce?",
        ("low-FODMAP",),
        ("What seasoning can I use for a stir fry?",),
    ),
    _zh(
        "ay178", "medical",
        "我是乙肝携带者，医生说肝功能还算正常，但喝酒就别想了",
        ("乙肝",),
        ("年会上怎么推掉别人敬的酒？",),
    ),
    _zh(
        "ay179", "address",
        "现在大家都叫我周哥了，你也这么叫我吧哈哈",
        ("周哥",),
        ("跟我打招呼的时候会怎么说？",),
        replaces="ay044",
    ),
    _zh(
        "ay180", "medication",
        "我长期吃阿司匹林，心脏放过支架，所以拔牙之类的都得提前跟医生说",
        ("阿司匹林", "支架"),
        ("下周去洗牙要注意啥？",),
    ),
    _zh(
        "ay181", "accessibility",
        "我是坐轮椅的，出去玩得找有无障碍通道的地方",
        ("轮椅",),
        ("周末去哪个公园逛逛好？",),
    ),
    _zh(
        "ay182", "medical",
        "看了神经内科，医生说我那个其实是丛集性头痛，不是之前以为的那种",
        ("丛集性头痛",),
        ("晚上睡不好怎么办？",),
        replaces="ay046",
    ),
    _zh(
        "ay183", "pregnancy",
        "预产期在十二月初，到时候正好赶上冬天坐月子",
        ("预产期",),
        ("年底的公司团建我能去吗？",),
    ),
    _zh(
        "ay184", "aversion",
        "我特别怕蛇，连图片都不敢看，动物园的爬行馆从来不进",
        ("怕蛇",),
        ("带孩子去动物园怎么安排路线？",),
    ),
    _zh(
        "ay185", "pregnancy",
        "宝宝上周出生了，顺产，母子平安，现在在家坐月子",
        ("坐月子",),
        ("这个月能洗头吗？",),
        replaces="ay048",
    ),
    _zh(
        "ay186", "name",
        "本人陈浩然，你叫我浩然就行",
        ("陈浩然",),
        ("帮我写个群聊里的自我介绍吧",),
    ),
    _zh(
        "ay187", "pet",
        "家里有只仓鼠叫团子 晚上跑轮子吵得我睡不着",
        ("仓鼠", "团子"),
        ("卧室怎么隔音比较好？",),
    ),
    _zh(
        "ay188", "accessibility",
        "上个月装了人工耳蜗，现在右边也能听见了，不用总挑座位了",
        ("人工耳蜗",),
        ("周末想去听音乐会，有推荐吗？",),
        replaces="ay049",
    ),
    _zh(
        "ay189", "home",
        "我住学校宿舍，六人间，不能用大功率电器",
        ("宿舍",),
        ("有没有适合寝室用的小电器？",),
    ),
    _zh(
        "ay190", "work",
        "我自己开了家奶茶店，在大学城那边，旺季就是开学那几个月",
        ("奶茶店",),
        ("夏天推什么新品比较好卖？",),
    ),
    _zh(
        "ay191", "aversion",
        "最近去做了脱敏训练，现在看到那种毛茸茸的大家伙也不慌了，还敢摸一摸",
        ("脱敏训练",),
        ("要不要去宠物咖啡馆玩玩？",),
        replaces="ay051",
    ),
    _zh(
        "ay192", "schedule",
        "我周六全天都在培训班上课，只有周日能休息",
        ("培训班",),
        ("这周末去哪儿玩一天？",),
    ),
    _zh(
        "ay193", "budget",
        "旅游预算人均三千以内，住的便宜点没关系",
        ("三千以内",),
        ("国庆去哪里玩比较划算？",),
    ),
    _zh(
        "ay194", "remember",
        "记一下哈，我换车了，现在开的是一辆灰色的特斯拉Model 3",
        ("特斯拉",),
        ("出远门前要检查车的哪些地方？",),
        replaces="ay053",
    ),
    _zh(
        "ay195", "address",
        "我是女生哈，别老叫我“先生”，写东西的时候称呼注意一下",
        ("女生",),
        ("帮我写个给物业的投诉信吧",),
    ),
    _zh(
        "ay196", "remember",
        "帮我记着，我不喝冰的，点饮料一律常温或者热的",
        ("常温",),
        ("帮我点杯奶茶吧",),
    ),
    _en(
        "ay197", "home",
        "Heads up, I'm not in New York anymore — I took the leap and moved back home "
        "to Austin in June. Bigger place, actual yard, brutal summers.",
        ("Austin",),
        ("What should I plant in my yard this fall?",),
        replaces="ay054",
    ),
    _zh(
        "ay198", "family",
        "我女儿今年高三，六月就高考了，这半年家里气氛都挺紧张的",
        ("高三", "高考"),
        ("五一假期全家出去旅游合适吗？",),
    ),
    _en(
        "ay199", "allergy",
        "ugh, I'm the person who's allergic to latex. Plasters, balloons, dentist "
        "gloves, all of it. Need party decorations for my kid's birthday.",
        ("latex",),
        ("What decorations could I use for a birthday party?",),
    ),
    _en(
        "ay200", "family",
        "My mother's back in her own apartment as of last week — she recovered way "
        "faster than anyone expected — so the spare room is free again.",
        ("own apartment",),
        ("Could I host friends overnight next weekend?",),
        replaces="ay056",
    ),
    _en(
        "ay201", "diet",
        "pescatarian here 🐟 fish and seafood yes, any other meat no. dinner idea "
        "for 4?",
        ("pescatarian",),
        ("What should I grill at the barbecue this weekend?",),
    ),
    _en(
        "ay202", "medical",
        "My blood pressure runs high — hypertension, diagnosed last year — so I watch "
        "salt pretty closely.",
        ("hypertension",),
        ("Which soups are good for a cold evening?",),
    ),
    _zh(
        "ay203", "work",
        "我跳槽了 现在在一家游戏公司当产品经理 跟以前做账完全两回事",
        ("产品经理", "游戏公司"),
        ("帮我准备一下下周面试新人的问题",),
        replaces="ay058",
    ),
    _en(
        "ay204", "medication",
        "Just a note, I'm on an MAOI (phenelzine), so aged cheese, cured meats and tap "
        "beer are genuinely dangerous for me.",
        ("phenelzine", "MAOI"),
        ("Can you put together a charcuterie board for my party?",),
    ),
    _en(
        "ay205", "accessibility",
        "ADHD brain here — if you give me a 12-step plan I will do none of it. Short "
        "chunks, one thing at a time.",
        ("ADHD",),
        ("How do I clean my apartment before my parents visit?",),
    ),
    _en(
        "ay206", "allergy",
        "Turns out my stomach issues weren't the milk at all — the GI doc did a "
        "breath test and it's fructose malabsorption. So dairy's back on, but apples "
        "and honey are out.",
        ("fructose",),
        ("What's a good snack for the afternoon?",),
        replaces="ay059",
    ),
    _en(
        "ay207", "pregnancy",
        "My OB says I have placenta previa, so no heavy lifting and nothing beyond "
        "walking until the baby comes.",
        ("placenta previa",),
        ("Can I help my friend move apartments next weekend?",),
    ),
    _en(
        "ay208", "aversion",
        "I can't stand horror — one scary movie and I'm sleeping with the lights on "
        "for a week. Pick me something to watch tonight?",
        ("horror",),
        ("What film should I watch with friends on Friday?",),
    ),
    _zh(
        "ay209", "diet",
        "现在改成增肌了，教练让我每天吃够150克蛋白质，主食也要加回来",
        ("增肌", "蛋白质"),
        ("早餐怎么搭配比较合适？",),
        replaces="ay061",
    ),
    _en(
        "ay210", "name",
        "By the way I'm Hamid. Not Hamed, not Hameed 😅 Can you fix the intro of my "
        "presentation?",
        ("Hamid",),
        ("Can you write the opening line of my wedding speech?",),
    ),
    _en(
        "ay211", "pet",
        "I keep chickens — six hens in the back garden — so foxes are basically my "
        "nemesis.",
        ("hens", "chickens"),
        ("How can I secure my garden fence?",),
    ),
    _en(
        "ay212", "medication",
        "Cardiologist moved me off the old blood thinner and onto apixaban, so "
        "apparently the whole vitamin K / spinach thing doesn't matter anymore.",
        ("apixaban",),
        ("What can I take for a headache?",),
        replaces="ay063",
    ),
    _en(
        "ay213", "schedule",
        "I'm in Singapore but my team is in London, so my calls run from 4 to 7pm my "
        "time every day. Don't put anything else in that window.",
        ("4 to 7pm",),
        ("When should I hit the gym?",),
    ),
    _en(
        "ay214", "budget",
        "I'm on a fixed pension, about 1,400 a month, so I budget everything down to "
        "the penny.",
        ("fixed pension",),
        ("Can I afford a cruise next spring?",),
    ),
    _zh(
        "ay215", "budget",
        "家里老人又支援了一些，结婚总预算现在有二十万了",
        ("二十万",),
        ("婚礼请多少桌比较合适？",),
        replaces="ay064",
    ),
    _en(
        "ay216", "address",
        "Can we keep things casual? No 'Dear Sir' stuff, just talk to me like a "
        "friend would. I'm Dev.",
        ("Dev",),
        ("How would you start a reply to me?",),
    ),
    _en(
        "ay217", "remember",
        "Remember this: I hate surprise parties. If I ever ask you to help plan my "
        "birthday, it's a quiet dinner, not a crowd.",
        ("surprise parties",),
        ("How should we celebrate when I turn 40?",),
    ),
    _en(
        "ay218", "schedule",
        "Pool's closed for renovation indefinitely, so I've switched to a 6pm spin "
        "class Mon/Wed/Fri instead — mornings are open now.",
        ("spin class",),
        ("When should I schedule a weekly catch-up with my team?",),
        replaces="ay066",
    ),
    _en(
        "ay219", "family",
        "For context, I'm raising my niece — she's lived with me since she was 4 and "
        "she's 10 now. Parent-teacher night is next week, what should I ask?",
        ("niece",),
        ("Can you help me plan after-school activities?",),
    ),
    _zh(
        "ay220", "allergy",
        "我对布洛芬过敏，上次吃了一片整张脸都肿了，以后推荐止痛药千万别推荐这个",
        ("布洛芬",),
        ("牙疼得厉害可以吃什么药？",),
    ),
    _en(
        "ay221", "pet",
        "The trainer's been amazing — our girl can walk past other dogs now without "
        "panicking, so we've moved her walks to normal daytime hours.",
        ("daytime hours",),
        ("Any tips for a busy afternoon walk in town?",),
        replaces="ay068",
    ),
    _en(
        "ay222", "diet",
        "I'm Seventh-day Adventist, so no pork or shellfish, and I try to avoid "
        "caffeine too.",
        ("Adventist",),
        ("What hot drinks can I offer guests at a meeting?",),
    ),
    _zh(
        "ay223", "medical",
        "我有痛风，海鲜啤酒都不敢碰，一发作脚趾疼得走不了路",
        ("痛风",),
        ("夏天吃烧烤配什么喝的好？",),
    ),
    _en(
        "ay224", "name",
        "Quick update for any letters you help me with: I got married in May and I'm "
        "going by Kelly now, my husband's surname.",
        ("Kelly",),
        ("How should I sign the thank-you cards for our wedding guests?",),
        replaces="ay069",
    ),
    _zh(
        "ay225", "medication",
        "我在吃二甲双胍，一天两次随餐吃，不然胃不舒服",
        ("二甲双胍",),
        ("出差三天药该带多少？",),
    ),
    _zh(
        "ay226", "accessibility",
        "我有口吃，打电话特别紧张，能发文字解决的事尽量别让我打电话",
        ("口吃",),
        ("退货的时候怎么跟客服沟通？",),
    ),
    _en(
        "ay227", "address",
        "Small update: I'm using they/them now. Would appreciate it if summaries of "
        "our chats reflect that.",
        ("they/them",),
        ("Write a short speaker intro about me for Thursday's panel?",),
        replaces="ay071",
    ),
    _en(
        "ay228", "pregnancy",
        "I'm in my third trimester and can't sleep on my back anymore — any pillow "
        "recommendations?",
        ("third trimester",),
        ("How should I set up the bedroom for better sleep?",),
    ),
    _zh(
        "ay229", "aversion",
        "我不吃内脏，肥肠猪肝什么的一看就反胃",
        ("内脏",),
        ("去成都吃什么特色菜好？",),
    ),
    _en(
        "ay230", "medical",
        "Surgery went well and my PT cleared me this week — I'm allowed to jog again, "
        "just no pivoting sports yet.",
        ("PT cleared me",),
        ("Can I sign up for the 5k in June?",),
        replaces="ay073",
    ),
    _zh(
        "ay231", "name",
        "我姓欧阳，复姓，单名一个雪，全名欧阳雪，老被人当成姓欧",
        ("欧阳雪",),
        ("帮我填一下这张报名表上的姓名栏？",),
    ),
    _zh(
        "ay232", "pet",
        "我养了一缸热带鱼，出差超过三天就得找人来喂",
        ("热带鱼",),
        ("国庆出去旅游一周，家里要怎么安排？",),
    ),
    _zh(
        "ay233", "pregnancy",
        "验出来两道杠了！终于怀上了，刚满六周",
        ("两道杠", "怀上了"),
        ("最近上班通勤该注意点什么？",),
        replaces="ay074",
    ),
    _zh(
        "ay234", "schedule",
        "每周四晚上我要去医院陪床 照顾我外婆",
        ("陪床",),
        ("下周几晚上可以约看电影？",),
    ),
    _en(
        "ay235", "budget",
        "we put 200 bucks a month toward eating out and once it's gone it's gone 😂",
        ("200 bucks",),
        ("Where should we go for date night?",),
    ),
    _en(
        "ay236", "accessibility",
        "Had cataract surgery on both eyes this spring and I can read normal print "
        "again, so no need to keep everything screen-reader friendly.",
        ("cataract surgery",),
        ("How should you format the spreadsheet you send me?",),
        replaces="ay076",
    ),
    _zh(
        "ay237", "address",
        "在正式场合请称呼我张教授，平时聊天叫老张就行",
        ("张教授", "老张"),
        ("帮我写一份学术会议的邀请函",),
    ),
    _en(
        "ay238", "aversion",
        "That nervous-flyer course worked — I did a two-hour hop to Rome last month, "
        "not a single panic attack, so planes are back on the table.",
        ("planes are back",),
        ("What's the quickest way to get to Lisbon in May?",),
        replaces="ay078",
    ),
    _zh(
        "ay239", "remember",
        "记住哈 我衣服穿L码，裤子穿30的",
        ("L码", "裤子穿30"),
        ("帮我挑件冬天的羽绒服？",),
    ),
    _en(
        "ay240", "remember",
        "Please remember we changed the family safe word to 'lighthouse' after my "
        "nephew blabbed the old one at Christmas.",
        ("lighthouse",),
        ("I got a weird call from someone claiming to be my son — what should I ask him?",),
        replaces="ay079",
    ),
    _en(
        "ay241", "family",
        "My partner Jordan is Jewish and keeps kosher, and since we live together our "
        "kitchen has separate dairy and meat everything. Dinner idea for Friday?",
        ("Jordan", "kosher"),
        ("What should I cook when we have friends over?",),
    ),
    _zh(
        "ay242", "home",
        "我们家已经搬回广州了，这边天气潮，衣服老是晾不干，有啥办法",
        ("广州",),
        ("回南天家里该怎么防潮？",),
        replaces="ay081",
    ),
    _en(
        "ay243", "medical",
        "Long story, but since my car accident I've had chronic lower back pain, so "
        "sitting for more than an hour is rough.",
        ("back pain",),
        ("Can you help me plan a road trip to the coast?",),
    ),
    _zh(
        "ay244", "family",
        "老公终于调回本地了，现在每天都能回家吃饭，带娃轻松多了",
        ("调回本地",),
        ("晚饭一般要准备几个人的量？",),
        replaces="ay083",
    ),
    _en(
        "ay245", "accessibility",
        "I get sensory overload really easily — fluorescent lights and crowds knock "
        "me out for the rest of the day. What's a quiet way to spend a Saturday in "
        "London?",
        ("sensory overload",),
        ("Where should we go for my birthday dinner?",),
    ),
    _en(
        "ay246", "work",
        "Big change: I accepted a full-time in-house job at a localisation agency, so "
        "I'm commuting to an office three days a week now.",
        ("localisation agency",),
        ("What should I wear on my first days at the office?",),
        replaces="ay084",
    ),
    _en(
        "ay247", "pregnancy",
        "Not drinking at the work party since I'm about 5 months pregnant, so I need "
        "either a good excuse or a fun mocktail.",
        ("5 months pregnant",),
        ("What should I order at the bar on Friday?",),
    ),
    _en(
        "ay248", "allergy",
        "Good news — the allergy clinic did an oral challenge with amoxicillin and I "
        "passed, so that old antibiotic label is officially off my chart. The one I "
        "do react to is sulfa drugs.",
        ("sulfa",),
        ("What should I mention to the dentist before my procedure?",),
        replaces="ay086",
    ),
    _en(
        "ay249", "aversion",
        "deep water freaks me out. I can swim, but the moment I can't see the bottom I "
        "panic. we're going to the Maldives next month 😅",
        ("deep water",),
        ("What activities should I book on my island holiday?",),
    ),
    _en(
        "ay250", "diet",
        "I quit the low-carb thing, it was making me miserable. My dietitian has me on "
        "a Mediterranean-style plan now — whole grains, fish twice a week, lots of "
        "olive oil.",
        ("Mediterranean",),
        ("Give me a shopping list for the week?",),
        replaces="ay088",
    ),
    _en(
        "ay251", "name",
        "I'm Kai. Just Kai — I legally changed it years ago and don't use a surname "
        "anywhere.",
        ("Kai",),
        ("How should my profile read on the new dating app?",),
    ),
    _en(
        "ay252", "medication",
        "Big change this month: I'm on an insulin pump now (Omnipod), so no more "
        "injections at bedtime.",
        ("Omnipod",),
        ("What should I pack for a week at the beach?",),
        replaces="ay089",
    ),
    _en(
        "ay253", "pet",
        "Our parrot, Captain, is 22 and louder than a fire alarm. We're apartment "
        "hunting — anything I should ask landlords?",
        ("parrot", "Captain"),
        ("What should I ask before signing a lease?",),
    ),
    _en(
        "ay254", "budget",
        "Change of plan: my sister and I agreed on a twenty-dollar cap for presents "
        "this year, so keep ideas under that.",
        ("twenty-dollar cap",),
        ("Any gift ideas for my coworkers?",),
        replaces="ay091",
    ),
    _en(
        "ay255", "address",
        "It's Professor Lindqvist to my students, but you can just call me Anna.",
        ("Anna",),
        ("How should you open a message to me?",),
    ),
    _en(
        "ay256", "schedule",
        "Dad's treatment moved to a clinic closer to him that has its own transport, "
        "so my Friday afternoons are free again!",
        ("Friday afternoons",),
        ("When's a good time for a haircut appointment?",),
        replaces="ay093",
    ),
    _en(
        "ay257", "remember",
        "Note for future me: my blood type is O negative. Remember it please, I always "
        "forget.",
        ("O negative",),
        ("Can I donate to my cousin who needs a transfusion?",),
    ),
    _en(
        "ay258", "home",
        "Just so you know for future stuff — we sold the croft and bought a terraced "
        "house in Glasgow's West End, so shops are literally round the corner now.",
        ("Glasgow",),
        ("Which local shops would be good for fresh bread?",),
        replaces="ay095",
    ),
    _en(
        "ay259", "family",
        "grandma lives with us and she's almost completely blind now, so I read her "
        "the news every morning",
        ("grandma", "blind"),
        ("What audiobooks could our household enjoy together?",),
    ),
    _en(
        "ay260", "family",
        "New roommate situation: Dana moved into the spare room on the 1st — she eats "
        "literally everything and mostly works from home.",
        ("Dana",),
        ("Is it okay to take work calls from the living room during the day?",),
        replaces="ay097",
    ),
    _zh(
        "ay261", "family",
        "我爸去年中风了，现在左边身子不太灵活，跟我们住一块儿",
        ("中风",),
        ("家里浴室要怎么改造比较好？",),
    ),
    _zh(
        "ay262", "work",
        "跟你更新一下，我今年考上公务员了，在区税务局上班，不教书了",
        ("税务局", "公务员"),
        ("单位年底考核我该怎么写总结？",),
        replaces="ay099",
    ),
    _en(
        "ay263", "remember",
        "please remember I take my coffee as a flat white with oat milk — I'll be "
        "asking you for café orders for the team.",
        ("flat white", "oat milk"),
        ("Can you put together the group coffee order for tomorrow?",),
    ),
)
