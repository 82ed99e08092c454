"""The fifty-eighth frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "eh001", "family",
        "my mother-in-law moved in with us in March, so the spare room is hers now",
        ("mother-in-law",),
        ("Where can my brother sleep when he visits at Christmas?",),
    ),
    _en(
        "eh002", "work",
        "Retired last spring after 35 years teaching high school chemistry and I'm already bored "
        "out of my mind. Hobby ideas?",
        ("Retired",),
        ("How should I fill my weekday mornings now?",),
    ),
    _en(
        "eh003", "medical",
        "I have type 1 diabetes, diagnosed at 14. Can you help me estimate carbs for a "
        "Thanksgiving plate?",
        ("diabetes",),
        ("What snacks should I pack for a long hike?",),
    ),
    _zh(
        "eh004", "pet",
        "我养了条金毛，七岁了，最近掉毛特别厉害",
        ("金毛",),
        ("去宠物友好的酒店要提前说明什么？",),
    ),
    _zh(
        "eh005", "allergy",
        "花粉过敏，每年春天喷嚏打到怀疑人生😭 这周末朋友约我去植物园拍照，你觉得我要不要去",
        ("花粉过敏",),
        ("四月份去郊外踏青我要做什么准备？",),
    ),
    _en(
        "eh006", "aversion",
        "I hate cilantro, tastes like soap to me. Guac recipe without it?",
        ("cilantro",),
        ("What herbs should I use in my pho?",),
    ),
    _en(
        "eh007", "pet",
        "I have two rescue greyhounds, Pip and Ziggy, and they're terrified of thunder. Any tips "
        "for the 4th of July fireworks?",
        ("greyhounds",),
        ("How much yard space do I need in my next rental?",),
    ),
    _zh(
        "eh008", "remember",
        "帮我记住，我妈的生日是农历八月十五，每年都怕忘",
        ("农历八月十五",),
        ("我妈哪天过寿？",),
    ),
    _zh(
        "eh009", "address",
        "叫我小王就行，别那么客气～ 今天想问问年终述职报告怎么写",
        ("小王",),
        ("你以后怎么称呼我？",),
    ),
    _en(
        "eh010", "address",
        "call me Boss 😎 (it's a joke but I'm serious)",
        ("Boss",),
        ("What's my nickname here?",),
    ),
    _en(
        "eh011", "pregnancy",
        "breastfeeding my 4 month old, so everything I take ends up in the milk — is Sudafed ok?",
        ("breastfeeding",),
        ("Can I have a cocktail at my sister's wedding?",),
    ),
    _en(
        "eh012", "schedule",
        "school pickup is at 3:15 every weekday, so meetings after 3 are impossible for me",
        ("school pickup",),
        ("Can I take a 4pm client call on Wednesday?",),
    ),
    _zh(
        "eh013", "work",
        "我目前待业在家，在准备考公，每天学习效率好低，怎么办",
        ("待业", "考公"),
        ("帮我安排每天的学习计划",),
    ),
    _en(
        "eh014", "family",
        "my dad has Alzheimer's and lives with us now. It's been about six months since we moved "
        "him out of his apartment, and most days are okay but the nights are hard — he gets up "
        "and wanders, and last week he left the bath tap running. how do I make the bathroom "
        "safer? and maybe the kitchen too?",
        ("Alzheimer's", "dad"),
        ("What activities can keep my father engaged during the day?",),
    ),
    _zh(
        "eh015", "diet",
        "最近在减脂，每天控制在1500大卡以内，晚上一般只吃沙拉",
        ("减脂", "1500大卡"),
        ("晚饭吃火锅的话怎么点比较合适？",),
    ),
    _en(
        "eh016", "medication",
        "on blood thinners (warfarin) since my clot last year. what can I take for a sprained "
        "ankle that won't mess with it?",
        ("warfarin", "blood thinners"),
        ("Can I eat lots of kale salads?",),
    ),
    _en(
        "eh017", "family",
        "my son Leo is allergic to eggs, so his birthday cake has to be egg-free. recipe?",
        ("Leo", "eggs"),
        ("Which pancake mix can I buy for the kids' breakfast?",),
    ),
    _en(
        "eh018", "diet",
        "I do intermittent fasting, 16:8, eating window noon to 8pm. Can you plan my gym sessions "
        "around that?",
        ("intermittent fasting",),
        ("When is a good time for my first meal of the day?",),
    ),
    _zh(
        "eh019", "name",
        "我的名字是陈思远，思念的思，远方的远，别写错了哈",
        ("陈思远",),
        ("帮我填一下报名表的姓名栏",),
    ),
    _en(
        "eh020", "home",
        "rural Vermont, nearest grocery store is 25 min away. help me plan a monthly bulk shop?",
        ("Vermont",),
        ("Which delivery services can reach my house?",),
    ),
    _en(
        "eh021", "address",
        "please call me Dr. Lee in anything you draft for me, I'm a professor and students use it",
        ("Dr. Lee",),
        ("How should the greeting in my emails refer to me?",),
    ),
    _en(
        "eh022", "family",
        "my husband is deaf in one ear so we always sit on his left at restaurants",
        ("husband", "deaf"),
        ("Which booth should I request when I book our anniversary table?",),
    ),
    _en(
        "eh023", "medical",
        "I get migraines — like, lie-in-a-dark-room-for-a-day migraines, maybe twice a month. Any "
        "tips for surviving a job that's all screens?",
        ("migraines",),
        ("What should I keep in my desk drawer for bad head days?",),
    ),
    _en(
        "eh024", "allergy",
        "I've been allergic to eggs since I was a baby — anything with egg in it and I'm throwing "
        "up within the hour. Is there a decent substitute for brownies? Flax? Applesauce?",
        ("eggs",),
        ("What can I bake for the school fundraiser that won't make me sick?",),
    ),
    _zh(
        "eh025", "medication",
        "我在吃二甲双胍，一天两次，饭后吃。最近想开始晨跑，需要注意什么？",
        ("二甲双胍",),
        ("空腹运动对我来说安全吗？",),
    ),
    _en(
        "eh026", "budget",
        "Max I'll pay for a car is 20 grand, and I'd rather pay cash",
        ("20 grand",),
        ("Is a 2021 Tesla Model 3 realistic for me?",),
    ),
    _en(
        "eh027", "remember",
        "Save this: my dentist is Dr. Patel at Smile Clinic, 555-0182",
        ("Dr. Patel",),
        ("Who should I call about my toothache?",),
    ),
    _en(
        "eh028", "address",
        "Please don't call me 'buddy', I find it patronizing. Just Tom is fine.",
        ("Tom",),
        ("How will you greet me next time?",),
    ),
    _zh(
        "eh029", "name",
        "我叫阿依古丽，是维吾尔族，名字有点长哈哈",
        ("阿依古丽",),
        ("帮我设计一张名片",),
    ),
    _en(
        "eh030", "address",
        "can you fix the intro paragraph you wrote? you used 'she' — my pronouns are they/them",
        ("they/them",),
        ("How should my bio on the conference site read?",),
    ),
    _en(
        "eh031", "work",
        "got laid off last week. 8 years at the same company, and they told us in a 10 minute "
        "zoom call with HR, cameras off. I'm honestly still numb. severance is 3 months so I'm "
        "not panicking yet but I need to move. can you help me update my resume? pasting it below",
        ("laid off",),
        ("How should I explain the gap on LinkedIn?",),
    ),
    _en(
        "eh032", "schedule",
        "Can you help me plan errands around the fact that I drive my mom to dialysis Mon/Wed/Fri "
        "at 1pm?",
        ("dialysis",),
        ("When can I book a lunch meeting?",),
    ),
    _en(
        "eh033", "name",
        "I'm Hannah Kowalski, 2nd year chem grad student — can you help me with a cover letter "
        "for a summer lab position?",
        ("Hannah Kowalski",),
        ("Whose name goes at the top of my résumé?",),
    ),
    _zh(
        "eh034", "schedule",
        "我每天中午12点到1点午睡，这个时间别给我安排事",
        ("午睡",),
        ("中午能约个饭局吗？",),
    ),
    _zh(
        "eh035", "pet",
        "家里养了只鹦鹉，会说你好和再见，可聪明了",
        ("鹦鹉",),
        ("家里开窗要注意什么？",),
    ),
    _zh(
        "eh036", "budget",
        "我每个月生活费只有1500，学生党没办法",
        ("生活费",),
        ("这学期能不能报个健身卡？",),
    ),
    _en(
        "eh037", "home",
        "we moved to Singapore for my husband's job, still getting used to the humidity",
        ("Singapore",),
        ("What clothes work for everyday wear where I live?",),
    ),
    _en(
        "eh038", "accessibility",
        "I'm Deaf — ASL is my first language, English is my second. so if my writing is weird "
        "sometimes that's why",
        ("Deaf", "ASL"),
        ("What's the best way for me to attend a lecture in person?",),
    ),
    _zh(
        "eh039", "family",
        "我儿子今年高三，马上高考了，家里气氛紧张得不行，有什么减压的办法",
        ("高三", "高考"),
        ("明年夏天全家出去旅游合适吗？",),
    ),
    _zh(
        "eh040", "address",
        "别叫我亲，叫我张老师，听着别扭。帮我改一下家长会的发言稿",
        ("张老师",),
        ("回复我的时候开头用什么称呼？",),
    ),
    _zh(
        "eh041", "pregnancy",
        "怀孕五个月了，最近晚上腿老抽筋，怎么办",
        ("怀孕",),
        ("我现在能不能坐飞机出国？",),
    ),
    _en(
        "eh042", "allergy",
        "note for future recipes: I can't have sesame. Not a preference thing, I carry an EpiPen "
        "for it.",
        ("sesame",),
        ("Is tahini okay in my hummus?", "Can I order a bagel with everything seasoning?"),
    ),
    _en(
        "eh043", "accessibility",
        "I'm colorblind (red-green), so charts with red and green lines are useless to me. Can "
        "you suggest a palette for my slides?",
        ("colorblind",),
        ("Which colors should the graph in my report use?",),
    ),
    _en(
        "eh044", "home",
        "we live on a houseboat in Amsterdam lol, so storage is TIGHT. any tips for a tiny "
        "kitchen?",
        ("houseboat", "Amsterdam"),
        ("Where could I put a Christmas tree?",),
    ),
    _en(
        "eh045", "allergy",
        "My eyes swell shut around cats. Literally, like within 10 minutes. So my friend wants me "
        "to house-sit her Maine Coon for a week — what's a polite way to say no?",
        ("cats",),
        ("Would adopting a kitten be a good idea for me?",),
    ),
    _en(
        "eh046", "medication",
        "Since I'm on lithium my doc checks my levels every few months — is a sauna retreat "
        "weekend a bad idea for me?",
        ("lithium",),
        ("How much water should I drink during a heatwave?",),
    ),
    _zh(
        "eh047", "work",
        "我在字节做后端开发，天天写Go",
        ("后端开发", "字节"),
        ("我跳槽的话大概能要多少薪资？",),
    ),
    _en(
        "eh048", "address",
        "I'm nonbinary, please use she/they for me when you write the speaker blurb",
        ("she/they",),
        ("Which pronoun goes in the speaker introduction?",),
    ),
    _en(
        "eh049", "pregnancy",
        "due date is March 3rd!! first trimester nausea is killing me, what bland foods actually "
        "help?",
        ("due date", "trimester"),
        ("When should I start my maternity leave?",),
    ),
    _en(
        "eh050", "schedule",
        "My standup is at 9:00 — sorry, 9:30 — every morning, hard stop, so nothing before 10 "
        "works for calls",
        ("standup",),
        ("When can we schedule the dentist?",),
    ),
    _zh(
        "eh051", "diet",
        "我戒糖两个月了，奶茶蛋糕一口都不碰，感觉皮肤都变好了",
        ("戒糖",),
        ("下午茶点什么比较合适？",),
    ),
    _zh(
        "eh052", "medical",
        "我是乙肝携带者，入职体检会查这个吗？会不会影响录用？",
        ("乙肝携带者",),
        ("我能不能献血？",),
    ),
    _zh(
        "eh053", "pet",
        "我养了一只仓鼠，叫豆豆，晚上老在笼子里跑轮子吵死了",
        ("仓鼠", "豆豆"),
        ("放假回老家，家里的小宠物怎么办？",),
    ),
    _en(
        "eh054", "accessibility",
        "broke my right wrist, in a cast for the next six weeks so I'm typing one-handed. keep "
        "replies short pls",
        ("right wrist", "cast"),
        ("Can you suggest dinners I could cook this month?",),
    ),
    _zh(
        "eh055", "pregnancy",
        "我现在在哺乳期，感冒了能吃什么药？",
        ("哺乳期",),
        ("我可以去烫头发吗？",),
    ),
    _zh(
        "eh056", "accessibility",
        "我是视障人士，用读屏软件。回答时别用表情符号，读出来特别吵",
        ("视障", "读屏"),
        ("你给我发清单的时候注意什么格式？",),
    ),
    _en(
        "eh057", "medication",
        "i'm on methotrexate once a week for my RA. how bad is drinking on it, realistically",
        ("methotrexate",),
        ("Is it okay to have a beer at the party on Friday?",),
    ),
    _en(
        "eh058", "remember",
        "Remember this for me: my passport expires in August 2026",
        ("passport",),
        ("Can I book a trip abroad for next September?",),
    ),
    _en(
        "eh059", "schedule",
        "I have Krav Maga every Tuesday and Thursday at 7pm so don't book anything then",
        ("Krav Maga",),
        ("When am I free for a dinner date next week?",),
    ),
    _en(
        "eh060", "home",
        "I live in Denver so high-altitude baking is a constant struggle. How do I adjust a "
        "cookie recipe?",
        ("Denver",),
        ("What's the weather going to be like where I am this weekend?",),
    ),
    _en(
        "eh061", "aversion",
        "I'm terrified of flying. Full panic attack at takeoff, every time. What are good ways to "
        "get from London to Rome?",
        ("flying",),
        ("How should I get to my cousin's wedding in Madrid?",),
    ),
    _zh(
        "eh062", "family",
        "我老婆怀孕了，预产期在十二月，想提前规划一下年假",
        ("老婆", "预产期"),
        ("年底我要请几天假比较好？",),
    ),
    _en(
        "eh063", "address",
        "Ma'am is fine but not Miss, please — I'm 58 lol",
        ("Ma'am",),
        ("How should customer-service style replies address me?",),
    ),
    _zh(
        "eh064", "allergy",
        "我对芒果过敏，上次吃了个芒果班戟，嘴巴肿了一圈😂 帮我推荐几款夏天做的甜品吧，要简单的",
        ("芒果",),
        ("夏天有什么水果甜品适合我？",),
    ),
    _en(
        "eh065", "name",
        "My legal name is Alexander but I've gone by Sasha my whole life, fyi for the forms",
        ("Alexander",),
        ("What should I put on the visa application?",),
    ),
    _en(
        "eh066", "name",
        "Changed my name legally last year — I'm Jordan now. Old name is dead to me, please never "
        "use it.",
        ("Jordan",),
        ("What should you call me when you draft my bio?",),
    ),
    _en(
        "eh067", "pet",
        "my dog Biscuit is a 9 year old beagle and he's started limping a little on his back leg. "
        "should I be worried?",
        ("Biscuit", "beagle"),
        ("Which flea treatment is right for my pup?",),
    ),
    _zh(
        "eh068", "family",
        "我女儿叫朵朵，今年四岁，最喜欢小猪佩奇",
        ("女儿", "朵朵"),
        ("孩子生日派对主题有什么推荐？",),
    ),
    _en(
        "eh069", "remember",
        "remember that my locker code at the gym is 4417",
        ("locker code",),
        ("What number do I punch in at the gym changing room?",),
    ),
    _en(
        "eh070", "medical",
        "was diagnosed with ADHD last year at 34 (better late than never lol). any apps that "
        "definately help with keeping track of tasks?",
        ("ADHD",),
        ("How should I structure my study sessions?",),
    ),
    _en(
        "eh071", "aversion",
        "heights. nope. glass-floor observation decks are my personal hell",
        ("heights",),
        ("Should I book the CN Tower EdgeWalk for my trip?",),
    ),
    _en(
        "eh072", "remember",
        "Can you remember my anniversary is October 12th? I always forget and my wife gets mad lol",
        ("anniversary",),
        ("When should I book the fancy restaurant for me and my wife?",),
    ),
    _zh(
        "eh073", "aversion",
        "我晕血，一看到血就眼前发黑",
        ("晕血",),
        ("我去献血合适吗？",),
    ),
    _en(
        "eh074", "address",
        "you can call me Mags, everyone does. anyway, I need help writing a toast for my best "
        "friend's 40th",
        ("Mags",),
        ("What do my friends call me?",),
    ),
    _en(
        "eh075", "aversion",
        "mushrooms are a texture thing for me, just can't. pls leave them out of the risotto",
        ("mushrooms",),
        ("What toppings should I put on my pizza?",),
    ),
    _zh(
        "eh076", "family",
        "我外婆跟我们一起住，九十岁了，腿脚不方便",
        ("外婆",),
        ("家里楼梯要不要加扶手？",),
    ),
    _en(
        "eh077", "work",
        "I'm a nurse on a cardiac ward, 12-hour shifts. How do I meal prep for 3 shifts in a row?",
        ("nurse",),
        ("What career paths could I move into later?",),
    ),
    _en(
        "eh078", "diet",
        "no red meat for me, cut it out after a cholesterol scare. chicken and fish are still "
        "fine tho. good grill recipe for saturday?",
        ("red meat",),
        ("What should I make for a summer barbecue?",),
    ),
    _zh(
        "eh079", "allergy",
        "对乳胶过敏，戴那种手套手上会起水泡。下礼拜去看牙，帮我列一下要提前跟诊所说明的事项",
        ("乳胶",),
        ("去医院抽血前我要跟护士提醒什么？",),
    ),
    _en(
        "eh080", "pregnancy",
        "we've been trying to conceive for about a year now, no luck yet. when should we see a "
        "specialist?",
        ("conceive",),
        ("Should I cut back on coffee?",),
    ),
    _en(
        "eh081", "medication",
        "fyi I'm on Adderall XR 20mg so I'm careful with caffeine. what's a good afternoon drink "
        "that won't make me jittery?",
        ("Adderall",),
        ("Is it ok for me to take a decongestant for my cold?",),
    ),
    _en(
        "eh082", "aversion",
        "I hate the smell of lavender, instant headache. Can you recommend a candle for my "
        "bedroom?",
        ("lavender",),
        ("Which essential oil should I put in my diffuser?",),
    ),
    _zh(
        "eh083", "pregnancy",
        "我是孕妇，还在孕早期，能吃螃蟹吗？",
        ("孕妇", "孕早期"),
        ("火锅能不能吃？",),
    ),
    _en(
        "eh084", "pet",
        "got a bearded dragon named Spike last month! what temp should his basking spot be?",
        ("bearded dragon", "Spike"),
        ("Who could look after my reptile while I travel?",),
    ),
    _en(
        "eh085", "address",
        "I go by my middle name, Rose — nobody's called me Evelyn since kindergarten",
        ("Rose",),
        ("How should you open messages to me?",),
    ),
    _zh(
        "eh086", "aversion",
        "我有密集恐惧症，千万别给我发蜂窝、莲蓬那种图",
        ("密集恐惧症",),
        ("帮我挑一张手机壁纸",),
    ),
    _en(
        "eh087", "pregnancy",
        "we're doing IVF, transfer is next week. what should I avoid during the two-week wait?",
        ("IVF",),
        ("Which supplements should I be taking right now?",),
    ),
    _en(
        "eh088", "diet",
        "I eat low sodium — heart stuff runs in my family and my doc wants me under 2 grams a "
        "day. Can you adapt this chili recipe?",
        ("low sodium",),
        ("Which soy sauce brand should I buy?",),
    ),
    _en(
        "eh089", "work",
        "As a public defender I see this stuff every day. can you help me outline a closing "
        "argument?",
        ("public defender",),
        ("Which continuing legal education courses should I take?",),
    ),
    _en(
        "eh090", "pregnancy",
        "I'm 12 weeks pregnant with our first 🥹 is it okay to keep my morning coffee?",
        ("pregnant",),
        ("Can I still go to hot yoga?",),
    ),
    _zh(
        "eh091", "home",
        "我老家湖南的，现在在上海工作生活",
        ("上海",),
        ("下雨天在我这儿能去哪玩？",),
    ),
    _zh(
        "eh092", "family",
        "我老公是四川人，无辣不欢。下周他生日，想在家给他做一桌菜，有什么推荐？",
        ("老公",),
        ("周末在家做什么菜他会喜欢？",),
    ),
    _en(
        "eh093", "medical",
        "Haven't had a single migraine since the neurologist started me on the new preventive in "
        "spring. She says I'm basically in remission 🙏",
        ("remission",),
        ("Can I plan a full day at the theme park with all the flashing lights?",),
        replaces="eh023",
    ),
    _en(
        "eh094", "home",
        "living in a 4th floor walk-up in Brooklyn, no elevator, so buying furniture is an "
        "adventure",
        ("Brooklyn", "walk-up"),
        ("Should I order a full-size sofa for my place?",),
    ),
    _en(
        "eh095", "family",
        "our son Eli is autistic and non-verbal; loud places overwhelm him",
        ("Eli", "autistic"),
        ("Which restaurant is a good choice for a family dinner?",),
    ),
    _en(
        "eh096", "home",
        "just bought my first house in Leeds!! can you help me budget for moving in?",
        ("Leeds",),
        ("Which local council services should I register for?",),
    ),
    _en(
        "eh097", "work",
        "i work nights as a security guard so my 'morning' is like 4pm lol, wat time shuld i eat "
        "dinner",
        ("security guard",),
        ("When's the best time for me to hit the gym?",),
    ),
    _zh(
        "eh098", "family",
        "儿子考上大学了！九月去武汉报到",
        ("武汉", "考上大学"),
        ("孩子一个人在外地，我该给他准备什么？",),
        replaces="eh039",
    ),
    _zh(
        "eh099", "accessibility",
        "我是轮椅使用者，出门得找无障碍的地方。下周去杭州，西湖那边好逛吗？",
        ("轮椅",),
        ("帮我挑一家周末聚餐的餐厅",),
    ),
    _en(
        "eh100", "remember",
        "remember my shoe size is 9.5 US women's, for when I ask for shopping help",
        ("shoe size",),
        ("Which hiking boots should I order online?",),
    ),
    _en(
        "eh101", "schedule",
        "Krav moved to Wednesdays btw, same time",
        ("Wednesdays",),
        ("Can I take the Thursday evening webinar?",),
        replaces="eh059",
    ),
    _zh(
        "eh102", "medical",
        "我有抑郁症，正在看心理医生。最近换季又开始睡不好，半夜三四点醒了就再也睡不着，白天上班整个人都是木的。除了看医生，有什么放松的方法吗？",
        ("抑郁症",),
        ("换工作压力大的时候我该注意什么？",),
    ),
    _zh(
        "eh103", "work",
        "考上了！！下个月去税务局报到",
        ("税务局",),
        ("第一天上班穿什么合适？",),
        replaces="eh013",
    ),
    _zh(
        "eh104", "accessibility",
        "我戴助听器，打电话经常听不清，能用文字的地方尽量帮我写文字版",
        ("助听器",),
        ("公司的线上会议我怎么参加比较方便？",),
    ),
    _zh(
        "eh105", "diet",
        "我吃纯素，蛋奶蜂蜜都不碰。周末请几个朋友来家里吃饭，帮我想个菜单？",
        ("纯素",),
        ("去西餐厅点什么比较稳妥？",),
    ),
    _en(
        "eh106", "pet",
        "Update on the hounds: we adopted a third! Meet Juno 🐾 so it's Pip, Ziggy and Juno now, "
        "chaos",
        ("Juno", "third"),
        ("How big a car do we need for all the dogs?",),
        replaces="eh007",
    ),
    _en(
        "eh107", "budget",
        "I'm saving for a house so I'm trying to keep fun spending to $200/month",
        ("fun spending",),
        ("Can I do a $150 concert ticket this month?",),
    ),
    _zh(
        "eh108", "aversion",
        "我不喜欢吃甜的，蛋糕奶茶都觉得太腻了",
        ("不喜欢吃甜",),
        ("生日那天订什么蛋糕好？",),
    ),
    _en(
        "eh109", "work",
        "I'm a freelance illustrator, mostly children's books. how should I price a 32-page "
        "picture book?",
        ("freelance illustrator",),
        ("How much should I set aside for quarterly taxes?",),
    ),
    _en(
        "eh110", "medical",
        "the wildfire smoke is wrecking my asthma, had it since I was a kid. is it dumb to go for "
        "a run today?",
        ("asthma",),
        ("Is a HIIT class a good idea for me?",),
    ),
    _zh(
        "eh111", "medication",
        "我放了心脏支架之后一直吃阿司匹林，下个月要拔牙，要停药吗？",
        ("阿司匹林",),
        ("做小手术之前我要注意什么？",),
    ),
    _zh(
        "eh112", "budget",
        "租房预算每月三千以内，能接受合租，帮我看看望京附近有什么选择",
        ("租房预算",),
        ("帮我看看这几套房子哪个合适",),
    ),
    _zh(
        "eh113", "home",
        "我住在成都高新区，周末想找个近一点的地方露营",
        ("成都",),
        ("这周末我这边天气怎么样？",),
    ),
    _en(
        "eh114", "medical",
        "tore my ACL skiing in February, surgery's next month. what should I set up at home "
        "before the op?",
        ("ACL",),
        ("Can I join a pickup soccer game this weekend?",),
    ),
    _en(
        "eh115", "accessibility",
        "autistic adult here; phone calls are really hard for me, I'd much rather email or text. "
        "can you help me write an email to my landlord instead of calling?",
        ("autistic",),
        ("How should I contact a new doctor's office?",),
    ),
    _zh(
        "eh116", "remember",
        "记一下：我的医保卡号尾号是6621",
        ("医保卡",),
        ("去医院挂号要报哪个号码？",),
    ),
    _en(
        "eh117", "home",
        "contract's done and we're back home in Dublin as of last week 🇮🇪 so much colder lol",
        ("Dublin",),
        ("Do I need an umbrella this week?",),
        replaces="eh037",
    ),
    _en(
        "eh118", "diet",
        "keto since January!! down 12 lbs 🙌 any snak ideas that aren't just cheese lol",
        ("keto",),
        ("What should I order at an Italian place tonight?",),
    ),
    _zh(
        "eh119", "medication",
        "医生把我的二甲双胍停了，改成打胰岛素了，每天睡前一针",
        ("胰岛素",),
        ("出差坐飞机我要带哪些东西？",),
        replaces="eh025",
    ),
    _en(
        "eh120", "medication",
        "Good news, hematologist took me off warfarin today! No more INR checks 🙌 So is ibuprofen "
        "back on the table?",
        ("off warfarin",),
        ("Is aspirin fine for my sore back?",),
        replaces="eh016",
    ),
    _zh(
        "eh121", "medical",
        "我有高血压，一直在控制，但最近总头晕。这周想去泡温泉，可以吗？",
        ("高血压",),
        ("我能不能去蒸桑拿？",),
    ),
    _en(
        "eh122", "allergy",
        "One bite of shrimp and my throat starts closing up, so seafood places are out for me. "
        "Can you suggest somewhere in Lisbon for a team dinner of eight that isn't all about fish?",
        ("shrimp",),
        ("What should I stay away from on a Thai menu?", "Is paella a sensible order for me?"),
    ),
    _en(
        "eh123", "remember",
        "remember that my bike lock combo is 5-1-8, I forget it every single time",
        ("bike lock",),
        ("What's the combination for my bicycle chain?",),
    ),
    _zh(
        "eh124", "allergy",
        "跟你更正一下：我芒果过敏那是小时候的事了，现在吃完全没反应，昨天刚干掉一整个🥭",
        ("完全没反应",),
        ("帮我推荐一款热带水果做的冰沙",),
        replaces="eh064",
    ),
    _en(
        "eh125", "home",
        "I'm in Melbourne (the Australian one, not Florida) so keep that in mind for times",
        ("Melbourne",),
        ("What time zone should you assume for my meetings?",),
    ),
    _en(
        "eh126", "diet",
        "I've been vegetarian for about eight years, so skip the meat suggestions please. What's "
        "a hearty winter dinner I can make with lentils?",
        ("vegetarian",),
        ("Can you plan my meals for next week?",),
    ),
    _zh(
        "eh127", "home",
        "我住在杭州西湖区，一个人住，周末总觉得无聊，有什么推荐的活动",
        ("杭州",),
        ("周末骑车去哪里好？",),
    ),
    _zh(
        "eh128", "name",
        "我叫王晓明，帮我写个三分钟的自我介绍，新公司第一天用",
        ("王晓明",),
        ("帮我在信的末尾落款",),
    ),
    _en(
        "eh129", "allergy",
        "Hey! planning the wedding menu with our caterer. Oh and they need to know I'm allergic "
        "to tree nuts — cashews, walnuts, pecans, all of it. Peanuts are weirdly fine.",
        ("tree nuts", "cashews"),
        ("Which cake flavors would be okay for me at my reception?",),
    ),
    _en(
        "eh130", "family",
        "my partner Sam works nights as a paramedic, so I'm always cooking dinner for one 🙃 any "
        "single-serving recipes?",
        ("Sam", "paramedic"),
        ("When is a good time for us to have dinner together?",),
    ),
    _en(
        "eh131", "pregnancy",
        "Heads up, I'm expecting twins in the fall! Help me plan a nursery without going broke?",
        ("twins",),
        ("How many car seats will we need?",),
    ),
    _en(
        "eh132", "name",
        "Got married last month and took my wife's surname — so I'm Daniel Okafor now, not Daniel "
        "Reyes. Help me update my email signature?",
        ("Daniel Okafor",),
        ("What should the name on my flight booking be?",),
    ),
    _en(
        "eh133", "budget",
        "Our monthly grocery budget is $400 for two people. Can you build a meal plan that fits?",
        ("grocery budget",),
        ("How much can I spend at the supermarket this week?",),
    ),
    _zh(
        "eh134", "pregnancy",
        "备孕中，每天在吃叶酸，老公也戒烟了",
        ("备孕",),
        ("可以做染发吗？",),
    ),
    _zh(
        "eh135", "address",
        "我是男生，别叫我小姐姐了😂 叫我老周",
        ("老周",),
        ("你平时怎么称呼我？",),
    ),
    _en(
        "eh136", "accessibility",
        "low vision here — I need everything in large print, 18pt minimum, when you make "
        "documents for me",
        ("low vision",),
        ("How big should the font be on the flyer you make me?",),
    ),
    _en(
        "eh137", "pregnancy",
        "WE'RE PREGNANT!!! positive test this morning after 14 months 😭😭 what do I do first??",
        ("PREGNANT", "positive test"),
        ("Which prenatal vitamin should I start?",),
        replaces="eh080",
    ),
    _en(
        "eh138", "aversion",
        "not a fan of crowds, they make me super anxious. best time to visit the Louvre?",
        ("crowds",),
        ("Should I go to the Christmas market on Saturday evening?",),
    ),
    _en(
        "eh139", "pet",
        "My horse, Juniper, is boarded at a barn 20 min away and I ride 4x a week",
        ("horse", "Juniper"),
        ("How much should I budget for hay and farrier visits?",),
    ),
    _zh(
        "eh140", "diet",
        "我不喝咖啡也不喝茶，彻底戒咖啡因了。可是下午总犯困，有什么办法？",
        ("咖啡因",),
        ("下午开会前喝点什么提神？",),
    ),
    _zh(
        "eh141", "pet",
        "豆豆昨天走了，才两岁，仓鼠寿命真的好短😢",
        ("豆豆昨天走了",),
        ("出门一周要找人上门喂食吗？",),
        replaces="eh053",
    ),
    _zh(
        "eh142", "medication",
        "我每天晚上吃一片褪黑素才能睡着，长期吃有没有副作用？",
        ("褪黑素",),
        ("倒时差的时候我该怎么调整作息？",),
    ),
    _en(
        "eh143", "schedule",
        "church every Sunday morning, 9 to 11, non-negotiable 😇",
        ("church",),
        ("Can we do brunch this weekend at 10?",),
    ),
    _en(
        "eh144", "home",
        "Correction: we moved out of Brooklyn in the spring — we're in Jersey City now, in a "
        "building with an actual elevator thank god",
        ("Jersey City",),
        ("How long is my commute to Midtown?",),
        replaces="eh094",
    ),
    _zh(
        "eh145", "address",
        "别再叫我小王了，都升经理了，叫我王总吧哈哈",
        ("王总",),
        ("给我写周报时开头怎么称呼我？",),
        replaces="eh009",
    ),
    _en(
        "eh146", "medical",
        "I have a heart murmur. Nothing serious according to my cardiologist, but I'm supposed to "
        "mention it before any procedure.",
        ("heart murmur",),
        ("What should I tell the dentist at my first appointment?",),
    ),
    _en(
        "eh147", "budget",
        "my gift budget this Christmas is $300 for everyone combined — 8 people. help??",
        ("gift budget",),
        ("What can I get my sister for the holidays?",),
    ),
    _en(
        "eh148", "budget",
        "for the trip to Japan we've got about $6,000 for two weeks including flights",
        ("Japan",),
        ("Should we splurge on a ryokan night in Kyoto?",),
    ),
    _zh(
        "eh149", "diet",
        "减脂期结束了！现在进入增肌期，每天要吃够150克蛋白质，帮我调一下食谱",
        ("增肌",),
        ("帮我安排一下明天的三餐",),
        replaces="eh015",
    ),
    _en(
        "eh150", "remember",
        "remember I take my coffee with oat milk and no sugar, for when I ask you for café orders",
        ("oat milk",),
        ("What should I order at Starbucks?",),
    ),
    _zh(
        "eh151", "name",
        "我姓欧阳，复姓，不是姓欧，好多人搞错",
        ("欧阳",),
        ("给客户发邮件落款怎么写？",),
    ),
    _en(
        "eh152", "pet",
        "Spike went to live with my nephew — I couldn't keep up with all the heat lamp stuff. So "
        "no more lizards in this apartment.",
        ("lizards",),
        ("Do I still need that UVB bulb order?",),
        replaces="eh084",
    ),
    _zh(
        "eh153", "budget",
        "房租能到四千五了，涨工资了嘿嘿",
        ("四千五",),
        ("这几套房源我能考虑哪些？",),
        replaces="eh112",
    ),
    _en(
        "eh154", "diet",
        "ok confession, I'm not vegetarian anymore 🙈 started eating chicken and fish again after "
        "my iron tanked. can you give me a high-protein meal plan?",
        ("eating chicken",),
        ("Which steak cut should I buy for a birthday dinner?",),
        replaces="eh126",
    ),
    _en(
        "eh155", "aversion",
        "I really dislike spicy food, even mild salsa is too much for me honestly",
        ("spicy",),
        ("Which curry should I order at the Indian place?",),
    ),
    _en(
        "eh156", "accessibility",
        "I use a walker since my stroke, stairs are basically impossible now. Looking for a hotel "
        "in Rome, any tips?",
        ("walker",),
        ("Which museums in Paris would work for me?",),
    ),
    _en(
        "eh157", "work",
        "I own a small bakery in Portland — up at 3am most days",
        ("bakery",),
        ("Which point-of-sale system should I use?",),
    ),
    _zh(
        "eh158", "budget",
        "孩子的教育经费我们每年最多花五万",
        ("教育经费",),
        ("暑假的夏令营报哪个合适？",),
    ),
    _en(
        "eh159", "accessibility",
        "Cast came off this morning! wrist is stiff but I'm back to two hands 🙌",
        ("Cast came off",),
        ("Can I sign up for the pottery class next week?",),
        replaces="eh054",
    ),
    _en(
        "eh160", "pet",
        "fish tank update: my betta, Mr. Bubbles, is thriving in the new 10 gallon",
        ("betta",),
        ("What water conditioner should I get?",),
    ),
    _zh(
        "eh161", "pet",
        "刚领养了一只三花猫，叫咪咪，新手铲屎官求指导",
        ("三花猫", "咪咪"),
        ("新手需要买哪些用品？",),
    ),
    _en(
        "eh162", "home",
        "no no, I'm not in Denver anymore, remember? Moved to Austin in May for the new job. "
        "anyway where should I get tacos?",
        ("Austin",),
        ("Which farmers market is closest to me?",),
        replaces="eh060",
    ),
    _en(
        "eh163", "family",
        "my husband can't eat gluten (he's celiac), so dinner ideas need to be GF",
        ("husband", "gluten"),
        ("What pasta should I buy for our date-night dinner?",),
    ),
    _en(
        "eh164", "medical",
        "I have celiac disease — even crumbs from a shared toaster wreck me for days. where can I "
        "get pizza tonight?",
        ("celiac",),
        ("Which bakery could make my birthday cake?",),
    ),
    _zh(
        "eh165", "remember",
        "记一下我的车牌是沪A·8K3M2，停车登记老记不住",
        ("车牌",),
        ("停车场登记时我要报什么号？",),
    ),
    _en(
        "eh166", "family",
        "My wife is vegan, I'm not — help me cook dinners we'll both like?",
        ("wife", "vegan"),
        ("What should I make for our anniversary meal?",),
    ),
    _en(
        "eh167", "name",
        "Update: the court approved my name change, my legal name is Sasha Petrov now — Alexander "
        "is gone from everything",
        ("Sasha Petrov",),
        ("What do I put on the passport renewal form?",),
        replaces="eh065",
    ),
    _en(
        "eh168", "name",
        "btw you can update your notes — got married in June so it's Hannah Brennan now, not "
        "Kowalski",
        ("Hannah Brennan",),
        ("How should I sign my cover letter?",),
        replaces="eh033",
    ),
    _zh(
        "eh169", "allergy",
        "我一吃虾蟹就浑身起疹子，严重的时候还喘不上气。下周去厦门玩，有什么不是海鲜的本地小吃推荐吗？",
        ("虾蟹", "起疹子"),
        ("去海边城市旅游吃饭要注意什么？",),
    ),
    _zh(
        "eh170", "budget",
        "我给自己定了每月娱乐开销不超过500",
        ("娱乐开销",),
        ("这个月还能不能去看演唱会？",),
    ),
    _zh(
        "eh171", "work",
        "我在一家外企做财务，月底经常加班到半夜",
        ("财务", "外企"),
        ("考什么证书对我升职有帮助？",),
    ),
    _zh(
        "eh172", "pregnancy",
        "宝宝上周出生了，顺产，七斤二两，母子平安🥰",
        ("出生", "顺产"),
        ("月子里饮食要注意什么？",),
        replaces="eh041",
    ),
    _en(
        "eh173", "family",
        "My daughter Ava has type 1 diabetes, she's 7 and starting at a new school — what should "
        "go in the letter to her teacher?",
        ("Ava", "diabetes"),
        ("What snacks can I pack for my kid's school trip?",),
    ),
    _en(
        "eh174", "medication",
        "been on prednisone for a flare, 40mg and tapering. it makes me STARVING all the time "
        "lol, healthy snack ideas?",
        ("prednisone",),
        ("Should I get my flu shot this month?",),
    ),
    _en(
        "eh175", "work",
        "I quit the security job! doing a coding bootcamp full time now, wish me luck",
        ("coding bootcamp",),
        ("When's a good time for me to work out now that nights are over?",),
        replaces="eh097",
    ),
    _zh(
        "eh176", "address",
        "以后叫我阿杰，全名太正式了。对了，帮我想几个周末团建的小游戏",
        ("阿杰",),
        ("你该怎么称呼我？",),
    ),
    _zh(
        "eh177", "medication",
        "褪黑素我已经停了，现在不靠它也能睡着",
        ("已经停了",),
        ("晚上失眠的话我可以怎么办？",),
        replaces="eh142",
    ),
    _en(
        "eh178", "pregnancy",
        "got gestational diabetes at 28 weeks, so now I'm finger-pricking 4x a day. good bedtime "
        "snack?",
        ("gestational diabetes",),
        ("What dessert can I have at the baby shower?",),
    ),
    _en(
        "eh179", "budget",
        "Bad news on the car front, had to cut my car money to 12k after the roof repair",
        ("car money",),
        ("Is a used Honda Civic realistic for me?",),
        replaces="eh026",
    ),
    _zh(
        "eh180", "schedule",
        "我上夜班，每天晚上十点到早上六点",
        ("夜班",),
        ("我什么时候补觉最合适？",),
    ),
    _en(
        "eh181", "work",
        "Signed the offer today — senior PM at Shopify, starting the 15th! thanks for all the "
        "resume help",
        ("senior PM", "Shopify"),
        ("Can you help me plan my first 90 days in the role?",),
        replaces="eh031",
    ),
    _en(
        "eh182", "pregnancy",
        "She's here!! Baby girl born Tuesday, 7lb 2oz, we're exhausted and over the moon",
        ("Baby girl born",),
        ("What should I pack for the first pediatrician visit?",),
        replaces="eh090",
    ),
    _en(
        "eh183", "name",
        "My name's Oluwaseun and literally everyone gets it wrong. Can you help me write a "
        "pronunciation guide for my email signature?",
        ("Oluwaseun",),
        ("Can you write the intro line for my LinkedIn profile?",),
    ),
    _zh(
        "eh184", "remember",
        "帮我记着，家里门锁密码是0618#",
        ("门锁密码",),
        ("回家进门要按哪几个数字？",),
    ),
    _en(
        "eh185", "budget",
        "got a raise!! upping my fun money to $350 a month 🥳",
        ("fun money",),
        ("Can I do a $250 spa day this month?",),
        replaces="eh107",
    ),
    _en(
        "eh186", "pet",
        "My African grey, Captain, is 22 and swears like a sailor 😂 what's a good toy for a bored "
        "parrot?",
        ("African grey",),
        ("How do I bird-proof my living room?",),
    ),
    _en(
        "eh187", "aversion",
        "did a fear-of-flying course last year and honestly planes don't bother me anymore, flew "
        "to Tokyo with zero drama",
        ("fear-of-flying course",),
        ("What's the fastest way to get to Berlin from here?",),
        replaces="eh061",
    ),
    _en(
        "eh188", "family",
        "we have a newborn at home (3 weeks!!) so I'm running on zero sleep",
        ("newborn",),
        ("Can I host Thanksgiving this year?",),
    ),
    _en(
        "eh189", "accessibility",
        "Update: physio went great, I'm off the walker and just using a cane now",
        ("cane",),
        ("Can I manage the hilly streets of Lisbon on foot?",),
        replaces="eh156",
    ),
    _zh(
        "eh190", "medical",
        "去年体检查出来甲状腺结节，医生让我每半年复查一次。今年的体检套餐要加什么项目？",
        ("甲状腺结节",),
        ("碘盐我还能吃吗？",),
    ),
    _en(
        "eh191", "allergy",
        "pretty sure I'm allergic to ibuprofen?? last time I took Advil my lips blew up like a "
        "cartoon. what can I take for period cramps instead",
        ("ibuprofen", "Advil"),
        ("What painkiller can I take for a headache?",),
    ),
    _en(
        "eh192", "schedule",
        "kids are in after-school care until 5:30 now, so my afternoons finally opened up",
        ("after-school care",),
        ("Can I take a 4pm client call on Tuesday?",),
        replaces="eh012",
    ),
    _zh(
        "eh193", "pet",
        "我家猫叫年糕，是只橘猫，特别能吃，胖了三斤😂",
        ("年糕", "橘猫"),
        ("帮我算一下每月宠物开销大概多少",),
    ),
    _zh(
        "eh194", "home",
        "不对不对，我早就不在成都了，上个月搬到深圳了",
        ("深圳",),
        ("附近有什么好吃的早茶？",),
        replaces="eh113",
    ),
    _zh(
        "eh195", "schedule",
        "我每周一三五早上六点去游泳，雷打不动",
        ("游泳",),
        ("周三早上七点的会我能参加吗？",),
    ),
    _en(
        "eh196", "budget",
        "we bumped the food money up to $550 a month, prices are insane. can you redo the shoping "
        "list?",
        ("food money",),
        ("How much can I spend at the supermarket on Saturday?",),
        replaces="eh133",
    ),
    _en(
        "eh197", "remember",
        "please remember: my WiFi password at the cabin is pinecone77",
        ("WiFi password",),
        ("What do guests type in to get online at the cabin?",),
    ),
    _en(
        "eh198", "address",
        "small update: I've gone back to he/him",
        ("he/him",),
        ("Which pronoun goes in my speaker bio?",),
        replaces="eh030",
    ),
    _zh(
        "eh199", "family",
        "我爸有糖尿病，过年回家做饭要注意",
        ("我爸", "糖尿病"),
        ("年夜饭的甜品该怎么安排？",),
    ),
    _en(
        "eh200", "accessibility",
        "I have dyslexia so short sentences and bullet points really help me. Can you summarize "
        "this article?",
        ("dyslexia",),
        ("How should you write explanations for me?",),
    ),
    _en(
        "eh201", "family",
        "Sam switched to day shifts at the station, so we're finally on the same schedule",
        ("day shifts",),
        ("When can my partner and I have dinner together during the week?",),
        replaces="eh130",
    ),
    _en(
        "eh202", "diet",
        "I'm on low-FODMAP for my gut (doctor's orders) so no onion or garlic in anything pls. "
        "What can I use for flavor in a stir fry?",
        ("low-FODMAP",),
        ("Can you give me a recipe for tomato sauce?",),
    ),
    _zh(
        "eh203", "family",
        "我婆婆和我们住一起，她不吃牛肉",
        ("婆婆", "牛肉"),
        ("过年家里的年夜饭怎么安排菜单？",),
    ),
    _en(
        "eh204", "aversion",
        "I can't stand horror movies — I'll have nightmares for weeks. Suggest something for "
        "movie night?",
        ("horror",),
        ("What should we watch on Halloween?",),
    ),
    _zh(
        "eh205", "aversion",
        "我特别怕狗，小时候被咬过，现在看到大狗腿都软",
        ("怕狗",),
        ("带宠物的咖啡馆适合我去吗？",),
    ),
    _en(
        "eh206", "schedule",
        "My therapy appointments are every other Monday at 4, so can you block those off when you "
        "plan my month?",
        ("therapy",),
        ("Is Monday the 14th open for a haircut at 4?",),
    ),
    _en(
        "eh207", "name",
        "ugh autocorrect keeps changing my name to 'Sioux'. It's Siobhan. S-I-O-B-H-A-N.",
        ("Siobhan",),
        ("Can you draft a short bio for the conference program?",),
    ),
    _en(
        "eh208", "remember",
        "gym reset all the lockers, my new combo is 2093 — update that",
        ("new combo",),
        ("What digits do I punch in at the gym changing room?",),
        replaces="eh069",
    ),
    _zh(
        "eh209", "address",
        "对我说话请用敬语，称呼我李女士。另外帮我写一封给物业的投诉信，楼上漏水一个月了",
        ("李女士",),
        ("写给我的邮件开头怎么写？",),
    ),
    _en(
        "eh210", "diet",
        "I keep halal, so if you're suggesting recipes: no pork, and no wine in the sauces either",
        ("halal",),
        ("Which sausages can I buy for a barbecue?",),
    ),
    _zh(
        "eh211", "home",
        "我在北京租房住，海淀那边，离公司骑车十分钟",
        ("北京", "海淀"),
        ("周末带孩子去哪个公园近一点？",),
    ),
    _en(
        "eh212", "allergy",
        "Update on the cat thing: three years of allergy shots and I can finally sit on a couch "
        "with one without my eyes swelling. so proud of my immune system lol",
        ("allergy shots",),
        ("Can I pet my neighbor's tabby when I visit?",),
        replaces="eh045",
    ),
    _en(
        "eh213", "medical",
        "Quick context: I'm epileptic, so strobe lights are a hard no. Planning a night out for "
        "my 30th — ideas?",
        ("epileptic",),
        ("Which concerts would be okay for me to attend?",),
    ),
    _en(
        "eh214", "family",
        "my teenage stepdaughter lives with us half the week",
        ("stepdaughter",),
        ("How should I set up the spare bedroom?",),
    ),
    _en(
        "eh215", "medication",
        "I'm on the pill (Yaz). does amoxicillin make it less effective??",
        ("Yaz", "pill"),
        ("Do I need backup contraception during a course of antibiotics?",),
    ),
    _en(
        "eh216", "allergy",
        "quick q — I'm allergic to penicillin (found out the hard way as a kid, hives "
        "everywhere). urgent care wants to treat my strep throat, what are the usual alternatives "
        "they'd use?",
        ("penicillin",),
        ("Which antibiotics are okay to prescribe me for an ear infection?",),
    ),
    _zh(
        "eh217", "medical",
        "腰椎间盘突出，久坐一小时就疼。帮我挑一把办公椅，两千左右",
        ("腰椎间盘突出",),
        ("长途自驾我要怎么安排休息？",),
    ),
    _en(
        "eh218", "schedule",
        "I'm on call every third weekend, can't leave town those weekends",
        ("on call",),
        ("Can I plan a weekend trip to the coast?",),
    ),
    _en(
        "eh219", "medication",
        "I get a testosterone shot every two weeks — been on T for three years now. when's the "
        "best day to schedule bloodwork relative to the shot?",
        ("testosterone",),
        ("Which labs should I ask my doctor to order?",),
    ),
    _zh(
        "eh220", "accessibility",
        "我是聋人，看视频全靠字幕，有哪些平台字幕做得比较好？",
        ("聋人",),
        ("推荐几部适合周末看的电影",),
    ),
    _zh(
        "eh221", "schedule",
        "一三五的晨泳改到晚上了，早上实在起不来",
        ("晨泳改到晚上",),
        ("明天早上六点半的视频会议我能上吗？",),
        replaces="eh195",
    ),
    _en(
        "eh222", "diet",
        "fyi I dropped keto, it was wrecking my sleep. back to normal carbs, just trying to get "
        "more veggies in",
        ("dropped keto", "normal carbs"),
        ("Is a big bowl of pasta fine for my dinner?",),
        replaces="eh118",
    ),
    _zh(
        "eh223", "family",
        "我妹妹跟我一起住，她在读研，天天熬夜到三点。帮我想想怎么劝她早点睡",
        ("妹妹",),
        ("家里第二间卧室怎么布置？",),
    ),
    _en(
        "eh224", "name",
        "Hi! I'm Priya, by the way — we've been chatting for weeks and I never introduced myself "
        "lol",
        ("Priya",),
        ("How should you sign the draft email from me?",),
    ),
    _en(
        "eh225", "aversion",
        "weirdly I've come around on coriander?? had it in a banh mi last week and loved it. so "
        "ignore what I said before",
        ("coriander",),
        ("Should I add the fresh herb garnish to my tacos?",),
        replaces="eh006",
    ),
    _en(
        "eh226", "remember",
        "switched dentists btw — update what you saved: it's Dr. Kim at Brightside now, Patel "
        "retired",
        ("Dr. Kim",),
        ("Who do I ring about a cracked filling?",),
        replaces="eh027",
    ),
    _zh(
        "eh227", "work",
        "从字节离职了，现在在一家创业公司当技术负责人",
        ("技术负责人", "创业公司"),
        ("年底的绩效考核我该怎么准备？",),
        replaces="eh047",
    ),
    _en(
        "eh228", "family",
        "MIL moved into her own apartment last weekend, we have the guest room back!!",
        ("MIL", "own apartment"),
        ("Can my brother stay over at Christmas?",),
        replaces="eh001",
    ),
    _zh(
        "eh229", "budget",
        "装修预算二十万，一分都不能多了",
        ("装修预算",),
        ("厨房用什么品牌的橱柜比较好？",),
    ),
    _zh(
        "eh230", "schedule",
        "每周六上午我要送孩子去学钢琴，所以周六早上别给我约事情",
        ("钢琴",),
        ("周末上午能约朋友爬山吗？",),
    ),
    _en(
        "eh231", "accessibility",
        "I'm blind and use a screen reader (NVDA), so please no tables or ASCII art in your "
        "answers. Can you compare these three laptops for me?",
        ("screen reader",),
        ("How should you lay out a comparison of phones for me?",),
    ),
    _en(
        "eh232", "budget",
        "I refuse to spend more than $15 on lunch, it's a principle thing",
        ("lunch",),
        ("Where should I eat near the office today?",),
    ),
    _en(
        "eh233", "medication",
        "I take sertraline, 100mg every morning. Is a glass of wine at dinner ok or is that a bad "
        "idea?",
        ("sertraline",),
        ("Can I try St John's wort for my mood?",),
    ),
    _zh(
        "eh234", "medication",
        "我甲减好几年了，每天早上空腹吃优甲乐。吃完多久才能喝咖啡？",
        ("优甲乐",),
        ("早饭前我需要等多久才能吃东西？",),
    ),
    _en(
        "eh235", "allergy",
        "Correction to something I told you a while back — it wasn't the ibuprofen after all. The "
        "allergist did a drug challenge and the culprit was the cough syrup I'd taken the same "
        "day. So Advil is fine for me, it's that syrup I have to avoid.",
        ("drug challenge", "cough syrup"),
        ("What can I take for cramps tonight?",),
        replaces="eh191",
    ),
    _zh(
        "eh236", "home",
        "搬家了，现在不在北京了，回老家西安了，压力小多了",
        ("西安",),
        ("周末去哪里爬山方便？",),
        replaces="eh211",
    ),
    _zh(
        "eh237", "name",
        "我英文名叫Kevin，中文名张凯文，名片两面都要印",
        ("张凯文", "Kevin"),
        ("帮我写一段英文自我介绍",),
    ),
    _en(
        "eh238", "pet",
        "we had to put Biscuit down on Saturday. the house is so quiet. sorry, I know you're a "
        "bot, I just needed to say it to someone",
        ("put Biscuit down",),
        ("Should I reorder the kibble subscription this month?",),
        replaces="eh067",
    ),
    _zh(
        "eh239", "schedule",
        "夜班终于熬完了，调回白班，朝九晚五",
        ("白班", "朝九晚五"),
        ("健身房几点去人比较少又适合我？",),
        replaces="eh180",
    ),
    _zh(
        "eh240", "work",
        "我是小学语文老师，今年带三年级，作文课好难上",
        ("语文老师",),
        ("寒假我有多长时间可以出去玩？",),
    ),
    _zh(
        "eh241", "medical",
        "跟你说个好消息，医生说我血压已经正常了，不用再算高血压病人了，坚持运动一年真的有用",
        ("血压已经正常",),
        ("我可以去西藏旅游吗？",),
        replaces="eh121",
    ),
    _zh(
        "eh242", "allergy",
        "提醒一下，我酒精过敏，一沾酒脸就红还起风团，所以聚餐别给我推荐酒。帮我想几个公司团建的地方",
        ("酒精过敏",),
        ("公司年会上我可以点什么饮品？",),
    ),
    _zh(
        "eh243", "aversion",
        "我最讨厌香菜了，闻到就想吐。点外卖帮我写个备注",
        ("香菜",),
        ("点螺蛳粉要备注什么？",),
    ),
    _en(
        "eh244", "budget",
        "wedding budget is 15k total and my mom keeps adding guests 😩 we're at 120 now. she says "
        "it's fine because 'people will bring gifts', which is not how money works. how do I "
        "break it to her that we need to cut the list? or at least where can we save",
        ("wedding budget",),
        ("Can I afford a photographer charging $4,000?",),
    ),
    _en(
        "eh245", "pregnancy",
        "I miscarried at 10 weeks. don't really want to talk about it. can you help me write a "
        "short email to my boss asking for a few days off?",
        ("miscarried",),
        ("Should I still sign up for prenatal yoga?",),
        replaces="eh049",
    ),
    _zh(
        "eh246", "remember",
        "门锁密码我改了，新的是9527#，帮我更新一下",
        ("门锁密码我改了",),
        ("回家进门要按哪几个数字？",),
        replaces="eh184",
    ),
    _en(
        "eh247", "medical",
        "Knee is fully healed!! Physio cleared me yesterday, 9 months after the surgery. Back to "
        "football next week ⚽",
        ("fully healed",),
        ("Is a trail run next Saturday too risky for me?",),
        replaces="eh114",
    ),
    _zh(
        "eh248", "family",
        "我儿子对花生过敏，幼儿园让填健康表，那一栏怎么写比较清楚？",
        ("花生过敏", "儿子"),
        ("孩子的生日蛋糕怎么选？",),
    ),
    _en(
        "eh249", "work",
        "finally left the hospital! started as a clinical educator at a med device company, "
        "Mon–Fri 9 to 5 😮‍💨",
        ("clinical educator",),
        ("What should I wear for my first week at the office?",),
        replaces="eh077",
    ),
    _zh(
        "eh250", "accessibility",
        "我左耳完全听不见，开会坐的位置很讲究。明天去新客户那开会，怎么跟对方说比较自然？",
        ("左耳",),
        ("去听演唱会选座有什么建议？",),
    ),
    _zh(
        "eh251", "diet",
        "乳糖不耐受，一喝牛奶就拉肚子。除了牛奶还有什么补钙的办法？",
        ("乳糖不耐受",),
        ("早上喝什么比较好？",),
    ),
    _en(
        "eh252", "address",
        "actually I'd prefer Margaret from now on, Mags feels too casual for work",
        ("Margaret",),
        ("How should you greet me going forward?",),
        replaces="eh074",
    ),
    _zh(
        "eh253", "name",
        "我改名了，身份证上现在是陈知远，以前那个名字以后别用了",
        ("陈知远",),
        ("帮我填一下快递单上的收件人",),
        replaces="eh019",
    ),
    _en(
        "eh254", "allergy",
        "Big news: did the oral food challenge at the allergist this morning and passed!! Egg "
        "allergy is officially gone, I can eat omelettes like a normal person 🎉🍳",
        ("oral food challenge", "omelettes"),
        ("Can I order the quiche at brunch on Sunday?",),
        replaces="eh024",
    ),
    _zh(
        "eh255", "pregnancy",
        "刚生完二胎，在坐月子，每天只想睡觉",
        ("坐月子", "二胎"),
        ("我什么时候可以开始跑步？",),
    ),
    _zh(
        "eh256", "aversion",
        "我现在不怕狗了哈哈，去年被朋友家的柯基治好了，现在天天去撸",
        ("不怕狗了",),
        ("宠物友好的民宿我能住吗？",),
        replaces="eh205",
    ),
    _en(
        "eh257", "name",
        "The name on all my documents is Nguyen Thi Mai — Nguyen is the family name. Airlines "
        "always mess this up.",
        ("Nguyen Thi Mai",),
        ("Which part goes in the surname field when I book tickets?",),
    ),
    _en(
        "eh258", "medication",
        "oh and update — my psychiatrist switched me from sertraline to escitalopram last week, "
        "hoping it helps with the fatigue",
        ("escitalopram",),
        ("Is grapefruit juice fine with my antidepressant?",),
        replaces="eh233",
    ),
    _en(
        "eh259", "schedule",
        "I work 4 tens, Mon–Thu, so Fridays are my errands day",
        ("Fridays",),
        ("When should I book my car service?",),
    ),
    _en(
        "eh260", "diet",
        "Quick one — I quit the 16:8 thing, my stomach hated it. Back to normal meals, breakfast "
        "included. Can you redo my workout plan?",
        ("breakfast included",),
        ("Can I schedule a 7am workout after my morning oatmeal?",),
        replaces="eh018",
    ),
    _zh(
        "eh261", "remember",
        "记住啊，我的工位在12楼B区，下次叫外卖帮我写地址用",
        ("工位",),
        ("同事问我坐哪儿我怎么说？",),
    ),
    _en(
        "eh262", "pet",
        "we adopted a cat from the shelter — Miso, shes 2. she keeps shredding the couch, help",
        ("Miso",),
        ("What litter brand should I buy?",),
    ),
    _zh(
        "eh263", "accessibility",
        "我现在不用坐轮椅了！康复训练了一年多，能拄拐自己走路了😭",
        ("拄拐",),
        ("去爬黄山现实吗？",),
        replaces="eh099",
    ),
)
