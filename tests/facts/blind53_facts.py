"""The fifty-third frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "dc001", "budget",
        "I've got eight grand, cash, for a used car, tops. What should I be looking at?",
        ("eight grand",),
        ("Which SUVs should I look at?",),
    ),
    _en(
        "dc002", "work",
        "I'm a high school principal and our budget just got slashed. Can you help me write a "
        "letter to parents?",
        ("principal",),
        ("How should I handle a teacher's complaint about workload?",),
    ),
    _en(
        "dc003", "pet",
        "My dog Pepper has severe separation anxiety and destroys stuff when I leave. I'm home 3 "
        "days a week — tips for the other 2?",
        ("Pepper", "separation anxiety"),
        ("Should I get a second pet to keep mine company?",),
    ),
    _en(
        "dc004", "family",
        "My son Leo just turned 6 and is OBSESSED with dinosaurs. Party ideas that won't cost a "
        "fortune?",
        ("Leo",),
        ("What should I get my boy for Christmas?",),
    ),
    _zh(
        "dc005", "diet",
        "我吃素好几年了，蛋奶还是吃的。周末想自己包饺子，素馅儿怎么调才好吃？",
        ("吃素",),
        ("公司年会聚餐我该怎么点菜？",),
    ),
    _en(
        "dc006", "family",
        "Dad moved in with us after his hip replacement, he's 78. What kind of armchair is easiest "
        "for him to get out of?",
        ("hip replacement", "Dad"),
        ("How do I make the shower safer at home?",),
    ),
    _en(
        "dc007", "budget",
        "I'm paying off about $30k of credit card debt so I'm in full no-spend mode. Free hobbies?",
        ("credit card debt", "no-spend"),
        ("Should I go on the ski trip my friends are planning?",),
    ),
    _en(
        "dc008", "medical",
        "fwiw I have epilepsy — well controlled, but strobe lights are still a risk for me. Is a "
        "music festival a bad idea?",
        ("epilepsy",),
        ("Which video games should I steer clear of?",),
    ),
    _en(
        "dc009", "family",
        "Our baby Nora is 9 months old and refuses to sleep past 5am. Please help, I'm begging.",
        ("Nora",),
        ("Which finger foods can my little one have?",),
    ),
    _zh(
        "dc010", "diet",
        "我是回民，不吃猪肉，在外面吃饭得找清真的馆子。明天去成都出差，有啥推荐的？",
        ("清真", "回民"),
        ("去西安玩吃什么比较合适？",),
    ),
    _zh(
        "dc011", "family",
        "我老公在北京工作，我和孩子在上海，两地分居快两年了，周末来回跑真的累。",
        ("两地分居",),
        ("周末怎么安排一家人见面？",),
    ),
    _zh(
        "dc012", "work",
        "我在一家外企做财务，马上要年审了，忙到飞起。",
        ("财务",),
        ("考CPA还是CMA对我更有用？",),
    ),
    _en(
        "dc013", "allergy",
        "ugh, tree nuts. can't have them, my lips swell up like a cartoon character. anyway whats "
        "a good pesto without the usual stuff in it",
        ("tree nuts",),
        ("Which store-bought granola bars can I grab safely?",),
    ),
    _en(
        "dc014", "pet",
        "We adopted a rescue greyhound named Biscuit last month and he's terrified of the stairs. "
        "How do I help him?",
        ("greyhound", "Biscuit"),
        ("What size crate should I buy for my dog?",),
    ),
    _en(
        "dc015", "allergy",
        "My cat allergy is brutal, eyes watering within ten minutes of walking in the door. I'm "
        "staying at my sister's for a week and she has two of them — how do I survive?",
        ("cat allergy",),
        ("What should I pack for a stay at a house with furry animals?",),
    ),
    _en(
        "dc016", "remember",
        "Please remember I'm left-handed — keep it in mind for any tool or gear recommendations.",
        ("left-handed",),
        ("Which scissors should I buy?",),
    ),
    _zh(
        "dc017", "work",
        "本人外卖骑手，一天跑十个小时，腰疼得厉害，有什么缓解的办法？",
        ("外卖骑手",),
        ("下雨天出门要带什么装备？",),
    ),
    _en(
        "dc018", "schedule",
        "I work night shift, 7pm to 7am, Sunday through Wednesday. When should I book a dentist "
        "appointment?",
        ("night shift",),
        ("When's the best time to hit the gym?",),
    ),
    _en(
        "dc019", "name",
        "Hi! I'm Priya, by the way 👋 Can you help me write a cover letter for a marketing role?",
        ("Priya",),
        ("How should I sign off this email to the recruiter?",),
    ),
    _zh(
        "dc020", "budget",
        "我月薪五千，房租就占了一半，每个月都是月光。怎么存钱？",
        ("月薪五千",),
        ("买什么手机性价比高？",),
    ),
    _en(
        "dc021", "aversion",
        "I'm claustrophobic and elevators are a whole thing for me... and my new office is on the "
        "14th floor 😩 tips?",
        ("claustrophobic",),
        ("Should I get an open MRI or a regular one?",),
    ),
    _en(
        "dc022", "family",
        "My wife's a nurse on nights at St. Mary's, so I'm trying to keep the kids quiet during "
        "the day. Ideas that aren't just screens?",
        ("nurse",),
        ("What can I get my spouse for our anniversary that fits her schedule?",),
    ),
    _en(
        "dc023", "remember",
        "Keep in mind going forward that I don't drink alcohol at all — sober 5 years. So no wine "
        "pairings please.",
        ("sober",),
        ("What should I order at the bar for the team happy hour?",),
    ),
    _zh(
        "dc024", "family",
        "我儿子叫乐乐，今年三岁半，最近特别挑食。怎么才能让他多吃点蔬菜？",
        ("乐乐",),
        ("给孩子报什么兴趣班合适？",),
    ),
    _zh(
        "dc025", "allergy",
        "头孢类的药我不能用，上次输液差点休克。这次发烧要去诊所，需要提前跟医生说什么吗？",
        ("头孢",),
        ("嗓子发炎去医院开药要注意什么？",),
    ),
    _zh(
        "dc026", "budget",
        "每个月给自己定了一千五的生活费，吃穿都在里面。",
        ("一千五",),
        ("周末约会怎么安排比较合适？",),
    ),
    _en(
        "dc027", "home",
        "We live on a houseboat in Amsterdam, so space is super limited. Where do I even store "
        "winter coats?",
        ("houseboat", "Amsterdam"),
        ("What kind of Christmas tree can fit my place?",),
    ),
    _en(
        "dc028", "family",
        "My mom lives with us now since her dementia got worse. How do I make the house safer for "
        "her?",
        ("dementia",),
        ("What activities can keep my mother engaged in the afternoons?",),
    ),
    _en(
        "dc029", "name",
        "hey it's Lena (short for Magdalena, but nobody calls me that). quick q about formatting a "
        "résumé",
        ("Lena", "Magdalena"),
        ("What should go on my name tag at the conference?",),
    ),
    _en(
        "dc030", "pet",
        "got an african grey named Kiwi who swears like a sailor thanks to the previous owner 😂 "
        "how do I untrain that",
        ("Kiwi", "african grey"),
        ("Can I use scented candles in my apartment?",),
    ),
    _zh(
        "dc031", "home",
        "我们一家五口挤在一个两室一厅里，东西根本放不下。怎么收纳？",
        ("两室一厅",),
        ("客人来了晚上睡哪儿？",),
    ),
    _en(
        "dc032", "address",
        "My pronouns are they/them, fyi. Could you help me write a short bio for a zine?",
        ("they/them",),
        ("Can you write a reference letter describing me?",),
    ),
    _en(
        "dc033", "pregnancy",
        "We just found out I'm pregnant!!! 7 weeks. Okay, which foods am I supposed to avoid now?",
        ("pregnant",),
        ("Can I still eat sushi?",),
    ),
    _en(
        "dc034", "medical",
        "Since my kidney transplant in 2019 I have to be really careful about infections. Is it "
        "safe for me to get a tattoo?",
        ("kidney transplant",),
        ("Should I get a flu shot this fall?",),
    ),
    _zh(
        "dc035", "work",
        "我在医院做药剂师，每天核对处方核到眼花。想考个执业药师证，怎么准备？",
        ("药剂师",),
        ("我工作中常见的职业病有哪些？",),
    ),
    _en(
        "dc036", "medical",
        "My migraines are chronic, like 15 days a month, and bright screens set them off. Which "
        "dark mode settings should I turn on on my laptop?",
        ("migraines",),
        ("What sunglasses should I get for driving?",),
    ),
    _en(
        "dc037", "work",
        "I teach 8th grade science at a public school. Can you help me put together a lab activity "
        "on density?",
        ("teach", "science"),
        ("What's a good end-of-year gift idea for my students?",),
    ),
    _zh(
        "dc038", "name",
        "我叫林晓雯，帮我写一段面试用的自我介绍，一分钟左右。",
        ("林晓雯",),
        ("帮我写个邮件落款？",),
    ),
    _zh(
        "dc039", "schedule",
        "我每周一三五晚上要去上夜校，七点到九点，其他时间都可以。",
        ("夜校",),
        ("约朋友吃饭哪天合适？",),
    ),
    _zh(
        "dc040", "family",
        "我爸今年七十了，前阵子查出来听力下降，现在戴助听器。",
        ("助听器",),
        ("给老人买什么手机好？",),
    ),
    _en(
        "dc041", "budget",
        "We're saving for a down payment so we've cut eating out to once a month. Cheap date "
        "ideas?",
        ("down payment",),
        ("Can we afford a vacation this summer?",),
    ),
    _en(
        "dc042", "work",
        "I own a small bakery, it's just me and two part-timers. How do I price wedding cakes "
        "without scaring people off?",
        ("bakery",),
        ("What should I post on Instagram to get more customers?",),
    ),
    _en(
        "dc043", "allergy",
        "So the allergist finally did the skin prick test and it turns out it's only cashews and "
        "pistachios I react to — almonds and walnuts came back totally clean!! Does that mean I "
        "can bake with almond flour now?",
        ("cashews", "pistachios"),
        ("Is the baklava my coworker brought in okay for me to eat?",),
        replaces="dc013",
    ),
    _zh(
        "dc044", "work",
        "我是自由职业插画师，平时在家接稿，作息比较乱。",
        ("插画师",),
        ("接单怎么报价？",),
    ),
    _zh(
        "dc045", "medication",
        "我每天早上空腹吃一片优甲乐，吃完多久可以喝豆浆？",
        ("优甲乐",),
        ("钙片和早饭应该怎么安排时间？",),
    ),
    _en(
        "dc046", "name",
        "It's Declan again. Need help with a birthday toast for my mum, she's turning 60.",
        ("Declan",),
        ("What should I put in my email signature?",),
    ),
    _en(
        "dc047", "pregnancy",
        "I'm breastfeeding my 4-month-old, so whatever you suggest for this cold has to be safe "
        "for her too.",
        ("breastfeeding",),
        ("Can I take a decongestant for my stuffy nose?",),
    ),
    _zh(
        "dc048", "remember",
        "你记着啊，我不喝酒，以后推荐餐厅别给我推酒吧。",
        ("不喝酒",),
        ("公司聚餐我点什么饮料？",),
    ),
    _zh(
        "dc049", "budget",
        "车贷还有两年才还完，每个月四千，所以大件消费暂时不考虑。",
        ("车贷",),
        ("要不要换个新电脑？",),
    ),
    _en(
        "dc050", "remember",
        "Note for future: I'm six foot four, so recommend clothes/cars/bikes with that in mind.",
        ("six foot four",),
        ("Which bike frame size should I get?",),
    ),
    _zh(
        "dc051", "medical",
        "本人痛风，一喝啤酒第二天脚趾头就疼得下不了地。周末朋友约烧烤，我能吃啥？",
        ("痛风",),
        ("吃火锅时哪些菜我要少点？",),
    ),
    _zh(
        "dc052", "family",
        "我老婆是小学老师，只有寒暑假有空。我们想暑假去云南，行程怎么安排？",
        ("小学老师",),
        ("我们俩什么时候出去旅游比较合适？",),
    ),
    _en(
        "dc053", "home",
        "I share a three-bedroom with two roommates and we're constantly fighting about chores. "
        "Chore chart template?",
        ("roommates",),
        ("How do we split the utility bill fairly?",),
    ),
    _zh(
        "dc054", "aversion",
        "我有密集恐惧症，看到莲蓬那种图就浑身起鸡皮疙瘩，你发图的时候注意一下哈。",
        ("密集恐惧",),
        ("推荐点好看的植物给我养吧？",),
    ),
    _en(
        "dc055", "pet",
        "My cat Mochi is 16 and has kidney disease, she's on a renal diet. Are there any treats "
        "that are okay for her?",
        ("Mochi",),
        ("How do I keep my elderly kitty hydrated?",),
    ),
    _en(
        "dc056", "aversion",
        "I hate phone calls, like physically dread them. Can you draft an email to my landlord "
        "instead so I don't have to ring him?",
        ("phone calls",),
        ("How should I contact my insurance company about this claim?",),
    ),
    _zh(
        "dc057", "name",
        "你好，我姓欧阳，单名一个锋。想给公众号起个名字，能结合一下我的名字吗？",
        ("欧阳",),
        ("帮我设计个个人签名章？",),
    ),
    _en(
        "dc058", "address",
        "Retired Navy, and I still like being called Captain Ortiz — indulge an old man.",
        ("Captain Ortiz",),
        ("How should you sign off a message to me?",),
    ),
    _en(
        "dc059", "family",
        "My husband Marcus is a firefighter so he works 24-hour shifts, which makes date night a "
        "puzzle. How do we plan around it?",
        ("Marcus", "firefighter"),
        ("When's a good time to schedule a family dinner?",),
    ),
    _en(
        "dc060", "home",
        "My apartment's on the 5th floor, no elevator, so grocery runs are basically leg day. Any "
        "delivery services that don't cost a fortune?",
        ("5th floor",),
        ("Should I buy a heavy couch online?",),
    ),
    _zh(
        "dc061", "family",
        "乐乐上幼儿园了，四岁了，挑食好多了，就是死活不肯午睡。",
        ("幼儿园",),
        ("给孩子买什么生日礼物好？",),
        replaces="dc024",
    ),
    _en(
        "dc062", "name",
        "Full name is Margaret Okonkwo-Reyes, hyphenated since the wedding. How do I update it on "
        "my passport?",
        ("Okonkwo-Reyes",),
        ("Can you fill in this form header for me?",),
    ),
    _en(
        "dc063", "address",
        "Please call me Doc — everyone at the clinic does and honestly I've gotten used to it.",
        ("Doc",),
        ("How would you greet me in the morning?",),
    ),
    _en(
        "dc064", "schedule",
        "Sunday is my no-screens day, every single week. So plan all my digital stuff for "
        "Saturday?",
        ("no-screens day",),
        ("When should we do our weekly video call?",),
    ),
    _zh(
        "dc065", "budget",
        "我们在攒首付，能省则省，这一年不打算出国玩了。",
        ("攒首付",),
        ("国庆去哪里玩比较省钱？",),
    ),
    _en(
        "dc066", "remember",
        "Remember this for me: our anniversary is October 12th. Can you remind me to plan "
        "something?",
        ("October 12th",),
        ("When should I book the dinner reservation for our special day?",),
    ),
    _en(
        "dc067", "family",
        "my stepdaughter Kayla is autistic and really sensitive to loud noise. any tips for taking "
        "her to a fireworks show on the 4th?",
        ("Kayla", "autistic"),
        ("Which restaurants would be good for a family outing?",),
    ),
    _en(
        "dc068", "diet",
        "I've been vegetarian since college so please skip the chicken stock in whatever you "
        "suggest. What's a hearty soup for this freezing weather?",
        ("vegetarian",),
        ("What should I make for the office potluck?",),
    ),
    _en(
        "dc069", "pregnancy",
        "I'm doing IVF right now, on the stim injections, egg retrieval is next week. Can I keep "
        "running?",
        ("IVF",),
        ("Is it fine for me to lift heavy at the gym this week?",),
    ),
    _zh(
        "dc070", "home",
        "我住在成都，租的老小区六楼，没电梯。夏天热得要命，怎么降温？",
        ("成都", "老小区"),
        ("周末附近有什么好玩的？",),
    ),
    _en(
        "dc071", "diet",
        "Low-FODMAP diet for my gut, so garlic and onion are basically banned. How do I make a "
        "tomato sauce that isn't sad and bland?",
        ("low-FODMAP",),
        ("What can I put in a stir-fry for flavor?",),
    ),
    _zh(
        "dc072", "pet",
        "我养了只橘猫叫大黄，胖得不行，十五斤了。怎么给它减肥？",
        ("大黄", "橘猫"),
        ("猫粮一天喂多少合适？",),
    ),
    _zh(
        "dc073", "medication",
        "每晚睡前吃半片舍曲林，已经两个月了。最近白天老犯困，是药的副作用吗？",
        ("舍曲林",),
        ("我能不能喝点酒？",),
    ),
    _zh(
        "dc074", "diet",
        "最近在控糖，主食基本换成粗粮了，白米饭很少碰。早餐吃什么比较好？",
        ("控糖",),
        ("下午茶点心有什么推荐？",),
    ),
    _en(
        "dc075", "home",
        "I rent, so drilling holes is out. How do I hang shelves in my bedroom?",
        ("rent",),
        ("Can I paint the living room walls?",),
    ),
    _en(
        "dc076", "accessibility",
        "I'm a wheelchair user planning a trip to Lisbon... which neighborhoods are actually "
        "manageable and which are all hills and cobblestones?",
        ("wheelchair",),
        ("Can you recommend a hotel for my weekend in Rome?",),
    ),
    _zh(
        "dc077", "pregnancy",
        "我们在备孕，老公也把烟戒了。叶酸要提前多久开始吃？",
        ("备孕",),
        ("最近能喝咖啡吗？",),
    ),
    _zh(
        "dc078", "allergy",
        "我对花生过敏，很严重那种，吃一点点就得上急诊。帮我看看这个月饼的配料表有没有问题？",
        ("花生",),
        ("去泰国旅游吃街边小吃要注意什么？",),
    ),
    _en(
        "dc079", "work",
        "I'm an ER nurse so my brain is fried after 12-hour shifts. Any dinners that take 10 "
        "minutes, max?",
        ("ER nurse",),
        ("How do I explain my job to my kid's class on career day?",),
    ),
    _en(
        "dc080", "pregnancy",
        "I'm 36 and this is my first pregnancy, and my OB keeps saying 'geriatric' which is rude "
        "lol. What extra screenings are normal?",
        ("first pregnancy",),
        ("Which birthing classes should I sign up for?",),
    ),
    _en(
        "dc081", "address",
        "she/her please! the last assistant I used kept calling me 'he' and it drove me nuts.",
        ("she/her",),
        ("Can you write a LinkedIn recommendation about me?",),
    ),
    _en(
        "dc082", "aversion",
        "Spiders. Can't. Even pictures make my skin crawl, so please never show me any. Anyway, "
        "how do I keep bugs out of my basement?",
        ("spiders",),
        ("Is camping in Australia a good idea for me?",),
    ),
    _zh(
        "dc083", "diet",
        "我现在已经不吃素了，去年体检查出贫血，医生让我适当吃点肉。红烧牛肉怎么做？",
        ("不吃素",),
        ("周末请朋友来家里吃饭，做什么菜好？",),
        replaces="dc005",
    ),
    _en(
        "dc084", "address",
        "You can just call me Mags, nobody calls me Margaret except my grandma.",
        ("Mags",),
        ("How should you start your replies to me?",),
    ),
    _en(
        "dc085", "name",
        "Sorry, my phone autocorrected earlier — it's Deklan with a K, not Declan. Drives me mad.",
        ("Deklan",),
        ("How should I sign my holiday cards?",),
        replaces="dc046",
    ),
    _zh(
        "dc086", "diet",
        "我是一点辣都不能吃的，吃了胃就难受。下周去重庆出差，怎么活下来😂",
        ("辣都不能吃",),
        ("在湖南吃饭点菜怎么跟服务员说？",),
    ),
    _en(
        "dc087", "pregnancy",
        "I'm 28 weeks along with twins and my lower back is killing me. Best sleeping positions?",
        ("28 weeks", "twins"),
        ("How much weight should I be gaining?",),
    ),
    _en(
        "dc088", "medical",
        "Got diagnosed with ADHD last year at 34 (!!). Any tricks for actually finishing my tax "
        "return instead of staring at it for 3 hours?",
        ("ADHD",),
        ("How can I stay focused during long meetings?",),
    ),
    _en(
        "dc089", "pregnancy",
        "Sad update. I lost the pregnancy at 10 weeks. The doctor says I'm physically okay. I kind "
        "of just want to get back to normal — can I go back to my usual workouts?",
        ("lost the pregnancy",),
        ("Is it fine to go back to drinking coffee normally?",),
        replaces="dc033",
    ),
    _en(
        "dc090", "pet",
        "Good news, crate training worked wonders — Pepper can do 6 hours alone now without eating "
        "the couch.",
        ("crate training",),
        ("Can I go back to working at the office full time?",),
        replaces="dc003",
    ),
    _zh(
        "dc091", "allergy",
        "医生说我之前的头孢过敏是误判，皮试做下来其实是阿莫西林过敏，以后开药得避开青霉素类。",
        ("阿莫西林", "青霉素类"),
        ("牙龈发炎去看牙医要提醒他什么？",),
        replaces="dc025",
    ),
    _zh(
        "dc092", "work",
        "我是高中语文老师，带两个班，天天改作文改到半夜。有没有高效点的批改方法？",
        ("语文老师",),
        ("开家长会我该怎么说？",),
    ),
    _en(
        "dc093", "pet",
        "I have a 3-legged cat called Tripod (very original, I know). He can't jump onto the bed "
        "anymore, what ramps work?",
        ("Tripod",),
        ("How do I make my place easier for my kitty to get around?",),
    ),
    _zh(
        "dc094", "remember",
        "之前让你记的那个可以改一下了，医生说我偶尔喝点红酒没事，不用完全戒了。",
        ("偶尔喝点",),
        ("公司聚餐我点什么饮料？",),
        replaces="dc048",
    ),
    _en(
        "dc095", "aversion",
        "Cilantro tastes like dish soap to me, genuinely can't stand it. Guac recipe that works "
        "without it?",
        ("cilantro",),
        ("What should I order at the taco truck?",),
    ),
    _en(
        "dc096", "medication",
        "my birth control is the combined pill and I am TERRIBLE at remembering it. any app "
        "that'll nag me until I take it?",
        ("birth control",),
        ("Will antibiotics for my sinus infection interfere with anything I'm taking?",),
    ),
    _en(
        "dc097", "accessibility",
        "Since my stroke last spring my right hand is still pretty weak, so typing is slow, sorry "
        "for typos. How do I set up voice typing on my phone?",
        ("stroke", "right hand"),
        ("What kind of kitchen tools would make cooking easier for me?",),
    ),
    _zh(
        "dc098", "schedule",
        "我们单位是大小周，这周六又要上班，烦死了。",
        ("大小周",),
        ("周末出去玩怎么安排？",),
    ),
    _zh(
        "dc099", "allergy",
        "海鲜我是碰不了的，虾蟹一吃全身起疹子。明天要跟客户吃饭，点菜怎么说比较得体？",
        ("海鲜", "虾蟹"),
        ("去青岛旅游能吃点什么当地特色？",),
    ),
    _en(
        "dc100", "remember",
        "For future reference, my blood type is O negative.",
        ("O negative",),
        ("Can I donate to my sister if she needs a transfusion?",),
    ),
    _en(
        "dc101", "pet",
        "I keep two bearded dragons in my apartment. What temp should the basking spot be?",
        ("bearded dragons",),
        ("What should I ask the pet sitter to do while I'm away?",),
    ),
    _zh(
        "dc102", "remember",
        "请记住我用的是安卓手机，华为的，以后教我操作别按苹果的来。",
        ("华为",),
        ("怎么截长图？",),
    ),
    _en(
        "dc103", "medical",
        "I've had type 1 diabetes since I was 9, so I carb count literally everything. How many "
        "carbs are in a typical everything bagel?",
        ("type 1 diabetes",),
        ("What should I pack for a long hike so my sugar doesn't crash?",),
    ),
    _en(
        "dc104", "family",
        "Can't believe Leo starts first grade next week, my baby is 7 already 😭 lunchbox ideas?",
        ("first grade",),
        ("What should I get my boy for his birthday?",),
        replaces="dc004",
    ),
    _en(
        "dc105", "aversion",
        "I'm terrified of flying — like full panic attack in the jetway. Is there a reasonable way "
        "to get from Chicago to Denver without a plane?",
        ("flying",),
        ("What's the best way to get to my cousin's wedding in Atlanta?",),
    ),
    _zh(
        "dc106", "family",
        "女儿今年高三，压力特别大，天天熬到一点多。怎么帮她减减压？",
        ("高三",),
        ("孩子报志愿有什么建议？",),
    ),
    _zh(
        "dc107", "home",
        "我在深圳跟男朋友合租一个单间，厨房是几家公用的。",
        ("合租",),
        ("做饭有什么方便的办法？",),
    ),
    _en(
        "dc108", "diet",
        "I keep kosher, so no mixing meat and dairy in the same meal. Can you plan me a week of "
        "dinners that doesn't get boring?",
        ("kosher",),
        ("Which burger toppings would work for me at a cookout?",),
    ),
    _zh(
        "dc109", "family",
        "我老公终于调回上海了！一家人总算住在一起了，周末终于不用再赶高铁。",
        ("调回上海",),
        ("周末怎么安排一家人出去玩？",),
        replaces="dc011",
    ),
    _en(
        "dc110", "budget",
        "Paid off the last of the card yesterday!! 🎉 So I can spend a little again, but I want to "
        "stay careful. How do I start investing?",
        ("paid off",),
        ("Should I go on the ski trip my friends are planning?",),
        replaces="dc007",
    ),
    _zh(
        "dc111", "medical",
        "我前年做了甲状腺全切，术后要终身吃药。想问问这种情况能去高原旅游吗？",
        ("甲状腺",),
        ("去西藏玩需要注意什么？",),
    ),
    _zh(
        "dc112", "diet",
        "控糖那阵子算是过去了，现在改成低脂饮食，医生说我血脂偏高，油炸的基本不碰了。",
        ("低脂",),
        ("周末聚餐吃火锅的话我该怎么选锅底？",),
        replaces="dc074",
    ),
    _en(
        "dc113", "budget",
        "Our wedding budget is 15k all in and my parents aren't chipping in. Where do we cut?",
        ("wedding budget",),
        ("How many guests can we invite?",),
    ),
    _en(
        "dc114", "home",
        "Both my roommates moved out, so I'm living alone for the first time ever. How do I budget "
        "for everything by myself?",
        ("living alone",),
        ("How should I set up the utility accounts?",),
        replaces="dc053",
    ),
    _en(
        "dc115", "medical",
        "The Botox is actually working?? I went from headaches half the month to maybe two, so I'm "
        "not living in a dark room anymore. Can I finally go to a concert?",
        ("Botox",),
        ("Can I handle a night at a club with strobe lights?",),
        replaces="dc036",
    ),
    _en(
        "dc116", "pregnancy",
        "We've been trying to conceive for about a year, no luck so far. Should I be tracking "
        "ovulation differently?",
        ("trying to conceive",),
        ("Is a glass of wine at dinner okay for me?",),
    ),
    _zh(
        "dc117", "name",
        "我是王建国，上次问过你退休金的事，还记得吗？今天想接着问问。",
        ("王建国",),
        ("帮我写个给老同学的贺卡落款？",),
    ),
    _en(
        "dc118", "work",
        "I drive for UPS, up at 4am every day. Best way to avoid wrecking my back?",
        ("UPS",),
        ("Which shoes are best for my job?",),
    ),
    _en(
        "dc119", "budget",
        "I'm a student living on loans so anything over $20 is a big deal. Decent laptop bag?",
        ("loans",),
        ("Which phone plan makes sense for me?",),
    ),
    _en(
        "dc120", "allergy",
        "Honestly the allergy shots were worth it — after a year of them I can pet my sister's "
        "cats and nothing happens. No sneezing, no puffy eyes. Wild.",
        ("allergy shots",),
        ("Could I adopt a kitten now?",),
        replaces="dc015",
    ),
    _en(
        "dc121", "budget",
        "I'm on a really tight budget, like $50 a week on groceries for two people. Meal plan?",
        ("tight budget",),
        ("What should I bring to the potluck?",),
    ),
    _zh(
        "dc122", "address",
        "别叫我亲，也别叫宝子，叫我王老师就好。",
        ("王老师",),
        ("你跟我说话怎么开头合适？",),
    ),
    _en(
        "dc123", "diet",
        "been doing keto for like 8 months now and honestly feel amazing. what can I snack on at "
        "the movies that won't knock me out of ketosis",
        ("keto",),
        ("What should I grab at the gas station for road trip snacks?",),
    ),
    _zh(
        "dc124", "accessibility",
        "我腿脚不方便，出门一直坐轮椅。想带爸妈去杭州玩，能推荐几个无障碍做得好的景点吗？",
        ("轮椅",),
        ("周末去哪个公园逛比较好？",),
    ),
    _en(
        "dc125", "budget",
        "We bought the house! So the saving era is over but now we're house poor lol. Cheap ways "
        "to furnish it?",
        ("house poor",),
        ("Can we afford a vacation this summer?",),
        replaces="dc041",
    ),
    _zh(
        "dc126", "address",
        "请叫我小雨，大家都这么叫我。",
        ("小雨",),
        ("回复的时候开头怎么称呼我？",),
    ),
    _en(
        "dc127", "accessibility",
        "I'm walking again with a forearm crutch after the surgery, so no more chair — still slow "
        "though. Does that change which Lisbon spots you'd suggest?",
        ("forearm crutch",),
        ("How long a walking tour can I handle?",),
        replaces="dc076",
    ),
    _en(
        "dc128", "schedule",
        "I coach my daughter's soccer team every Saturday morning, 8 to noon, all season long.",
        ("soccer",),
        ("When can I schedule brunch with my sister?",),
    ),
    _en(
        "dc129", "diet",
        "Pescatarian, so fish yes, other meat no. Throw me a quick weeknight dinner idea?",
        ("pescatarian",),
        ("What should I order at the steakhouse my boss picked?",),
    ),
    _zh(
        "dc130", "medication",
        "我长期在吃阿司匹林，心脏放支架那年开始吃的。下周要拔牙，需要停药吗？",
        ("阿司匹林",),
        ("感冒了吃什么药比较安全？",),
    ),
    _zh(
        "dc131", "schedule",
        "夜校的课调了，改成每周二四晚上了，别的不变。",
        ("每周二四",),
        ("约朋友吃饭哪天合适？",),
        replaces="dc039",
    ),
    _en(
        "dc132", "medication",
        "On metformin twice a day with meals for my blood sugar and it is WRECKING my stomach. Is "
        "that normal in the first few weeks?",
        ("metformin",),
        ("Do I need to stop anything before getting a CT scan with contrast?",),
    ),
    _zh(
        "dc133", "accessibility",
        "我是视障人士，上网全靠读屏软件，回复的时候能别用表格和表情符号吗？听着特别乱。",
        ("视障", "读屏"),
        ("给我推荐几款手机吧，怎么对比比较方便？",),
    ),
    _en(
        "dc134", "address",
        "I'd prefer you address me as Dr. Haddad, please. I'm using this for work correspondence.",
        ("Dr. Haddad",),
        ("How should the opening of my lecture introduction go?",),
    ),
    _en(
        "dc135", "medication",
        "You keep suggesting ibuprofen but I'm on warfarin, remember? My INR gets checked every "
        "month. What else can I take for a sprained ankle?",
        ("warfarin",),
        ("What can I take for a bad headache?",),
    ),
    _en(
        "dc136", "address",
        "Small update: I'm using he/they pronouns these days, he is fine most of the time.",
        ("he/they",),
        ("Can you write a reference letter describing me?",),
        replaces="dc032",
    ),
    _en(
        "dc137", "remember",
        "please save this: my shoe size is 11 wide (US). I always forget when ordering online",
        ("11 wide",),
        ("Which running sneakers should I order?",),
    ),
    _zh(
        "dc138", "accessibility",
        "我有阅读障碍，字一多就看不进去，麻烦回答尽量简短，多分几点。",
        ("阅读障碍",),
        ("帮我解释一下个税怎么算？",),
    ),
    _en(
        "dc139", "family",
        "Mom moved into a memory care facility last month. Hardest decision of my life. What "
        "should I bring when I visit?",
        ("memory care",),
        ("What can I bring to brighten my mother's room?",),
        replaces="dc028",
    ),
    _en(
        "dc140", "schedule",
        "switched to day shift finally!! 7am-3pm mon-fri. feels like I rejoined humanity lol. when "
        "would evening classes fit?",
        ("day shift",),
        ("When can I meet friends for dinner?",),
        replaces="dc018",
    ),
    _en(
        "dc141", "accessibility",
        "I have dyslexia so long walls of text are rough for me. Can you break down how a mortgage "
        "works in bullet points?",
        ("dyslexia",),
        ("How should you write out recipe steps for me?",),
    ),
    _en(
        "dc142", "schedule",
        "I do dialysis Monday, Wednesday and Friday mornings, so those days are basically gone. "
        "Help me plan a weekend trip?",
        ("dialysis",),
        ("Which days should I book my hair appointment?",),
    ),
    _zh(
        "dc143", "address",
        "我喜欢别人叫我阿杰，听着亲切点。",
        ("阿杰",),
        ("你给我写信开头怎么称呼？",),
    ),
    _en(
        "dc144", "medical",
        "I have POTS, so if I stand too long my heart races and I nearly black out. Any tips for "
        "surviving a 2-hour line at an amusement park?",
        ("POTS",),
        ("How can I stay comfortable at a long outdoor concert?",),
    ),
    _en(
        "dc145", "aversion",
        "Needles freak me out to the point of fainting — I passed out cold at my last blood draw. "
        "Any tricks before my flu shot tomorrow?",
        ("needles",),
        ("What should I tell the nurse before my vaccine?",),
    ),
    _en(
        "dc146", "home",
        "I live in a tiny studio in Brooklyn with no dishwasher and exactly one outlet in the "
        "kitchen. Meal prep ideas?",
        ("Brooklyn", "studio"),
        ("Where's a good spot nearby for brunch?",),
    ),
    _zh(
        "dc147", "pregnancy",
        "我现在孕晚期，35周了，晚上根本睡不着，翻个身都难。",
        ("孕晚期", "35周"),
        ("出门旅行坐飞机还可以吗？",),
    ),
    _en(
        "dc148", "remember",
        "Could you remember that my timezone is Pacific? I'm constantly asking you to convert "
        "meeting times.",
        ("Pacific",),
        ("What time is 3pm London for me?",),
    ),
    _en(
        "dc149", "name",
        "My surname is Nguyen and I'm so tired of people butchering it. How do I explain it nicely "
        "when I introduce myself?",
        ("Nguyen",),
        ("How should I introduce myself on the first day at a new job?",),
    ),
    _zh(
        "dc150", "allergy",
        "更正一下，我之前说海鲜都不能吃，其实查了过敏原，只是对甲壳类过敏，鱼是没问题的。那今晚的清"
        "蒸鲈鱼我可以放心吃了吧？",
        ("甲壳类",),
        ("日料店里哪些东西我能点？",),
        replaces="dc099",
    ),
    _en(
        "dc151", "remember",
        "Can you remember that I take my coffee black, no sugar? I'll be asking you for café recs "
        "a lot.",
        ("coffee black",),
        ("What should I order at Starbucks?",),
    ),
    _zh(
        "dc152", "pet",
        "报告！大黄减肥成功，现在十一斤，兽医说刚刚好。",
        ("十一斤",),
        ("零食一天能给它几根猫条？",),
        replaces="dc072",
    ),
    _en(
        "dc153", "name",
        "I go by my middle name, Wade, since there are three Johns in my family. Help me write a "
        "short bio?",
        ("Wade",),
        ("How should the wedding place card for me read?",),
    ),
    _en(
        "dc154", "medical",
        "I've got asthma, the exercise-induced kind. Starting couch to 5k next week — how do I not "
        "end up wheezing on the side of the road?",
        ("asthma",),
        ("Is it safe for me to go skiing at high altitude?",),
    ),
    _en(
        "dc155", "budget",
        "I'm on a fixed income — Social Security, nothing else — so every dollar counts. Cheapest "
        "way to get internet?",
        ("fixed income", "Social Security"),
        ("Where can I find affordable eyeglasses?",),
    ),
    _en(
        "dc156", "accessibility",
        "I'm hard of hearing and wear hearing aids in both ears. Tips for following conversations "
        "in noisy restaurants?",
        ("hearing aids",),
        ("What should I look for in a home phone?",),
    ),
    _zh(
        "dc157", "budget",
        "涨薪了！现在到手八千多，终于不用月光了。",
        ("八千",),
        ("买什么手机性价比高？",),
        replaces="dc020",
    ),
    _en(
        "dc158", "accessibility",
        "I'm legally blind and use a screen reader (NVDA), so please skip tables and ASCII art in "
        "your answers — they're a nightmare to listen to.",
        ("screen reader", "legally blind"),
        ("How should you format a comparison of three phones for me?",),
    ),
    _zh(
        "dc159", "medication",
        "舍曲林停了，医生给我换成了艾司西酞普兰，说副作用小些，先吃着看。",
        ("艾司西酞普兰",),
        ("我能不能喝点酒？",),
        replaces="dc073",
    ),
    _en(
        "dc160", "diet",
        "I'm doing intermittent fasting — eating window is noon to 8pm, nothing outside that. Is "
        "black coffee in the morning okay or does it break it?",
        ("intermittent fasting",),
        ("When should I set up a breakfast meeting with a client?",),
    ),
    _zh(
        "dc161", "aversion",
        "我恐高，站在三楼阳台都腿软。公司团建要去爬黄山，我能找个理由不去吗？",
        ("恐高",),
        ("去重庆玩哪些景点我应该避开？",),
    ),
    _en(
        "dc162", "medical",
        "Had a heart attack two years ago at 51, stent and everything. My cardiologist wants me "
        "walking more, what's a realistic starter plan?",
        ("heart attack", "stent"),
        ("Can I go on a roller coaster at the theme park?",),
    ),
    _zh(
        "dc163", "schedule",
        "公司终于取消大小周了！现在正常双休，感动哭了。",
        ("双休",),
        ("周末出去玩怎么安排？",),
        replaces="dc098",
    ),
    _zh(
        "dc164", "accessibility",
        "我听力不好，左耳基本听不见，打电话很吃力。银行的业务有没有不用打电话就能办的办法？",
        ("听力不好", "左耳"),
        ("去餐厅吃饭坐哪个位置比较合适？",),
    ),
    _zh(
        "dc165", "pregnancy",
        "好消息！折腾了半年终于成功了，今天去医院确认是宫内孕，六周。",
        ("宫内孕",),
        ("感冒了能吃什么药？",),
        replaces="dc077",
    ),
    _en(
        "dc166", "work",
        "I'm a software engineer at a fintech startup, mostly backend Go. How do I prep for a "
        "staff-level promo?",
        ("software engineer", "fintech"),
        ("Which conferences should I attend this year?",),
    ),
    _zh(
        "dc167", "pregnancy",
        "怀孕五个月了，最近晚上腿老抽筋，需要补钙吗？",
        ("怀孕",),
        ("能不能去做美甲？",),
    ),
    _zh(
        "dc168", "address",
        "叫我张工就行，公司里都这么称呼。",
        ("张工",),
        ("你回复我的时候用什么称呼？",),
    ),
    _en(
        "dc169", "work",
        "Sold the bakery in March 🥲 and took a job as a pastry chef at a hotel, honestly way less "
        "stress. How do I ask for a raise after 6 months?",
        ("pastry chef",),
        ("How should I update my LinkedIn headline?",),
        replaces="dc042",
    ),
    _zh(
        "dc170", "allergy",
        "我对尘螨过敏，每天早上起来喷嚏打个不停。想买个除螨仪，哪个牌子靠谱？",
        ("尘螨",),
        ("卧室的床品多久换洗一次比较好？",),
    ),
    _zh(
        "dc171", "home",
        "我住学校宿舍，六人间，不让用大功率电器。想煮点东西吃，有什么办法？",
        ("宿舍",),
        ("买什么小电器比较实用？",),
    ),
    _zh(
        "dc172", "name",
        "我已经改名了，现在叫林知夏，身份证户口本都换好了。",
        ("林知夏",),
        ("简历抬头怎么写？",),
        replaces="dc038",
    ),
    _zh(
        "dc173", "home",
        "从成都搬到杭州了，这次是自己买的房，电梯房十八楼，终于不用爬楼了。",
        ("杭州",),
        ("周边有什么适合周末去的地方？",),
        replaces="dc070",
    ),
    _en(
        "dc174", "schedule",
        "Every Tuesday and Thursday I pick my kid up at 3:15, so I can't take meetings then. How "
        "do I word that to my manager?",
        ("Tuesday", "Thursday"),
        ("When can I schedule the call with the vendor?",),
    ),
    _zh(
        "dc175", "address",
        "以后别叫我小雨了，我现在让大家叫我雨姐，显得成熟点哈哈。",
        ("雨姐",),
        ("回复的时候开头怎么称呼我？",),
        replaces="dc126",
    ),
    _zh(
        "dc176", "medical",
        "我有高血压，吃药控制着，平时盐放得很少。推荐几道清淡又下饭的家常菜吧。",
        ("高血压",),
        ("早上起来头晕要不要紧？",),
    ),
    _zh(
        "dc177", "allergy",
        "我芒果过敏，一碰嘴巴就肿成香肠嘴😂 夏天想做点甜品，有啥推荐的？",
        ("芒果",),
        ("去三亚玩有哪些水果我不能碰？",),
    ),
    _zh(
        "dc178", "medical",
        "纠正一下，我之前说甲状腺全切，其实只切了一半，叫腺叶切除，医生说剩下的够用的话可能不用吃药"
        "。",
        ("腺叶切除",),
        ("我以后还需要一直吃药吗？",),
        replaces="dc111",
    ),
    _en(
        "dc179", "work",
        "As a freelance translator (Japanese to English) my income is all over the place month to "
        "month. How should I budget?",
        ("freelance translator",),
        ("How do I set quarterly tax payments aside?",),
    ),
    _zh(
        "dc180", "remember",
        "记一下：我近视六百度，以后推荐眼镜啥的参考这个。",
        ("六百度",),
        ("配隐形眼镜选什么度数？",),
    ),
    _en(
        "dc181", "work",
        "Left the ER after 8 years — I'm a school nurse now, summers off and no more nights. What "
        "do I even do with all this free time?",
        ("school nurse",),
        ("Can I plan a long trip in July?",),
        replaces="dc079",
    ),
    _en(
        "dc182", "pet",
        "Mochi passed away on Sunday. 16 good years. I don't really know what to do with her "
        "things.",
        ("passed away",),
        ("Should I get a new kitten this year?",),
        replaces="dc055",
    ),
    _en(
        "dc183", "aversion",
        "Big crowds make me super anxious, concerts, malls on weekends, all of it. How do I enjoy "
        "Disneyland without melting down?",
        ("crowds",),
        ("When is the best time for me to visit Times Square?",),
    ),
    _zh(
        "dc184", "schedule",
        "每天早上五点半我得起来给孩子做早饭，所以晚上十点前必须睡。",
        ("五点半",),
        ("晚上追剧几点前得结束？",),
    ),
    _en(
        "dc185", "medication",
        "Cardiologist switched me from warfarin to Eliquis, so no more monthly blood tests 🎉 Do I "
        "still have to watch how much spinach I eat?",
        ("Eliquis",),
        ("What painkiller is okay for my back?",),
        replaces="dc135",
    ),
    _en(
        "dc186", "diet",
        "Heads up, I started eating meat again after 12 years bc my iron was super low. Can you "
        "give me a beginner-friendly steak recipe? I genuinely forgot how to cook one lol",
        ("eating meat again",),
        ("Any good chili recipes for me?",),
        replaces="dc068",
    ),
    _en(
        "dc187", "schedule",
        "I have the kids every other weekend, so those Saturdays are off limits for anything. When "
        "should we put the team offsite?",
        ("every other weekend",),
        ("Can I commit to a Saturday morning volunteering slot?",),
    ),
    _en(
        "dc188", "address",
        "Don't call me 'buddy' or 'pal', it feels condescending. Just Ray is fine.",
        ("Ray",),
        ("How should you greet me?",),
    ),
    _zh(
        "dc189", "medication",
        "牙拔完了，医生顺便把我的阿司匹林换成了氯吡格雷，说对胃刺激小一点。",
        ("氯吡格雷",),
        ("做胃镜之前要注意停什么药吗？",),
        replaces="dc130",
    ),
    _en(
        "dc190", "budget",
        "Got a raise!! so groceries aren't so tight anymore, we can do like $120/week now.",
        ("raise",),
        ("Can I start buying organic produce?",),
        replaces="dc121",
    ),
    _en(
        "dc191", "name",
        "My name's Tomasz — Polish spelling, people always get it wrong. Can you draft a short "
        "intro for my LinkedIn?",
        ("Tomasz",),
        ("Can you write a bio for my conference badge?",),
    ),
    _en(
        "dc192", "home",
        "We live off-grid on solar out in rural New Mexico, so power is precious. Which kitchen "
        "appliances are the most efficient?",
        ("off-grid", "New Mexico"),
        ("Can I run a space heater overnight?",),
    ),
    _en(
        "dc193", "aversion",
        "Did one of those fear-of-flying courses and took my first flight in 6 years last month. "
        "Turns out I'm fine now, even kind of enjoyed it! Where should I go for a long weekend?",
        ("first flight",),
        ("How should I get to Denver for the conference?",),
        replaces="dc105",
    ),
    _zh(
        "dc194", "family",
        "我妈跟我们一起住，她糖尿病好多年了。晚饭怎么做全家都能吃？",
        ("糖尿病",),
        ("过年做年夜饭要注意什么？",),
    ),
    _en(
        "dc195", "allergy",
        "I react to sulfites, wine has me wheezing within minutes, white is the worst. Which "
        "cocktails are the lowest risk for a night out?",
        ("sulfites",),
        ("What can I drink for the toast at my friend's wedding?",),
    ),
    _en(
        "dc196", "family",
        "Our 14-year-old, Ava, wants a phone and I'm panicking. Which parental controls are "
        "actually sane?",
        ("Ava",),
        ("What's a good gift for a teenager who loves art?",),
    ),
    _en(
        "dc197", "name",
        "Update: I legally changed my name to Wade Harlan Beck last month and dropped John "
        "completely. Can you help me update my email signature?",
        ("Wade Harlan Beck",),
        ("What should go on my new business cards?",),
        replaces="dc153",
    ),
    _en(
        "dc198", "family",
        "Marcus retired from the fire department in June, so he's home every night now, which is "
        "new for both of us lol. Hobbies we could pick up together?",
        ("retired",),
        ("When's a good time to plan a weekend away with my husband?",),
        replaces="dc059",
    ),
    _zh(
        "dc199", "aversion",
        "说来你可能不信，上个月被朋友拉去玩了次跳伞，恐高居然治好了😂 现在挺想去玻璃栈道的。",
        ("恐高居然治好了",),
        ("去重庆玩能去坐长江索道吗？",),
        replaces="dc161",
    ),
    _en(
        "dc200", "home",
        "We just bought a 1920s farmhouse in Vermont with a wood stove — how do I not burn the "
        "place down?",
        ("farmhouse", "Vermont"),
        ("What should I do to winterize the pipes?",),
    ),
    _zh(
        "dc201", "pregnancy",
        "刚生完二胎，正在坐月子，婆婆说一个月不能洗头，真的假的？",
        ("坐月子",),
        ("现在能吃凉的水果吗？",),
    ),
    _en(
        "dc202", "home",
        "We closed on our house yesterday!! No more landlord. Which projects should a new "
        "homeowner tackle first?",
        ("homeowner",),
        ("Should I put up a fence in the backyard?",),
        replaces="dc075",
    ),
    _zh(
        "dc203", "medication",
        "我在吃降压药氨氯地平，每天一粒。听说不能喝西柚汁，是真的吗？",
        ("氨氯地平",),
        ("夏天天热需要调整用药吗？",),
    ),
    _zh(
        "dc204", "name",
        "我的名字是陈一鸣，一鸣惊人的那个一鸣。帮我想个好听的网名？",
        ("陈一鸣",),
        ("帮我做个名片？",),
    ),
    _zh(
        "dc205", "budget",
        "装修预算就二十万，全包，一分都不能多了。",
        ("二十万",),
        ("客厅的沙发选什么价位的？",),
    ),
    _zh(
        "dc206", "aversion",
        "香菜我是真的接受不了，一片叶子都不行。教我做个凉拌黄瓜吧。",
        ("香菜",),
        ("去吃螺蛳粉怎么跟老板说？",),
    ),
    _en(
        "dc207", "family",
        "My partner Rhys has a severe peanut allergy, so anything I cook at home has to be safe "
        "for him. What's a good weeknight noodle dish?",
        ("Rhys", "peanut"),
        ("What satay alternatives could I make for dinner?",),
    ),
    _en(
        "dc208", "medication",
        "I take 50mg of sertraline every morning. Is it okay to have a couple beers at my friend's "
        "birthday?",
        ("sertraline",),
        ("Can I try St. John's wort for my mood?",),
    ),
    _en(
        "dc209", "allergy",
        "Latex gloves make my hands blister and itch like crazy. I'm getting my hair colored next "
        "week — should I say something to the salon?",
        ("latex",),
        ("What should I tell the dental hygienist before my cleaning?",),
    ),
    _en(
        "dc210", "remember",
        "Update that shoe size thing — I'm actually a 12 wide now, my feet went up a size after "
        "the pregnancy (fun fact nobody tells you).",
        ("12 wide",),
        ("Which running sneakers should I order?",),
        replaces="dc137",
    ),
    _zh(
        "dc211", "pet",
        "我养了两只仓鼠，半夜跑轮子吵死了，怎么办？",
        ("仓鼠",),
        ("出差一周宠物怎么安排？",),
    ),
    _en(
        "dc212", "address",
        "Actually scrap Mags — I've been going by Greta lately, it's my middle name and it fits "
        "better.",
        ("Greta",),
        ("How should you start your replies to me?",),
        replaces="dc084",
    ),
    _en(
        "dc213", "pet",
        "Our golden retriever Sunny is diabetic and gets insulin twice a day. Can we even board "
        "him for our vacation?",
        ("Sunny", "golden retriever"),
        ("Which dog walkers can handle injections?",),
    ),
    _zh(
        "dc214", "aversion",
        "我从小就讨厌吃肥肉，看到就反胃，红烧肉我只挑瘦的吃。",
        ("肥肉",),
        ("过年家里做扣肉，我怎么吃？",),
    ),
    _en(
        "dc215", "remember",
        "Oops, I told you the wrong date before. Our anniversary is actually the 21st of October, "
        "not the 12th. Please fix that.",
        ("21st of October",),
        ("When should I book the dinner reservation for our special day?",),
        replaces="dc066",
    ),
    _zh(
        "dc216", "pet",
        "前两天在楼下又捡了只小奶猫，现在家里三只猫了，热闹得很。",
        ("小奶猫",),
        ("猫砂盆要准备几个？",),
    ),
    _en(
        "dc217", "pregnancy",
        "Well, that tracking app worked apparently 😅 positive test this morning! Super early, "
        "like 5 weeks. What should I ask at my first appointment?",
        ("positive test",),
        ("Should I start taking prenatal vitamins?",),
        replaces="dc116",
    ),
    _en(
        "dc218", "aversion",
        "Weirdly my cilantro hate has vanished?? I've been putting coriander on everything for the "
        "past month. Is it good in pho?",
        ("coriander",),
        ("Should I add fresh herbs to my banh mi?",),
        replaces="dc095",
    ),
    _en(
        "dc219", "pet",
        "Rehomed one of the beardies to my cousin, so it's just Spike now. Does he get lonely on "
        "his own?",
        ("Spike",),
        ("How big a tank does one reptile need?",),
        replaces="dc101",
    ),
    _en(
        "dc220", "medication",
        "I'm prescribed Adderall, 20mg XR daily. Can I take a decongestant with it when I have a "
        "cold?",
        ("Adderall",),
        ("Is it okay for me to drink an energy drink before the gym?",),
    ),
    _zh(
        "dc221", "pet",
        "家里有只柯基叫馒头，一年四季都在掉毛。有什么好用的吸尘器？",
        ("柯基", "馒头"),
        ("夏天出门遛狗要注意什么？",),
    ),
    _en(
        "dc222", "schedule",
        "The school changed its schedule, so pickup is Mondays and Wednesdays at 2:45 now instead. "
        "Can you update my meeting blocks?",
        ("Mondays", "Wednesdays"),
        ("When can I schedule the call with the vendor?",),
        replaces="dc174",
    ),
    _en(
        "dc223", "medication",
        "Doc took me off metformin and switched me to Ozempic, the once-a-week shot. Any tips for "
        "the nausea?",
        ("Ozempic",),
        ("Do I need to keep anything in the fridge when I travel?",),
        replaces="dc132",
    ),
    _zh(
        "dc224", "schedule",
        "我周末两天都在奶茶店兼职，只有工作日晚上有空。",
        ("兼职",),
        ("约看房哪天比较好？",),
    ),
    _en(
        "dc225", "home",
        "Finally escaped Brooklyn!! Moved into a 2-bedroom in Jersey City with an actual "
        "dishwasher. What should I cook first to celebrate?",
        ("Jersey City",),
        ("Which grocery stores are close to me?",),
        replaces="dc146",
    ),
    _zh(
        "dc226", "work",
        "我已经不当老师了，去年考进了教育局，现在做行政。",
        ("教育局",),
        ("我平时上班要写哪些公文？",),
        replaces="dc092",
    ),
    _en(
        "dc227", "family",
        "My daughter Mei is off to college in the fall — she's 18 and will be in Boston. What "
        "should she pack?",
        ("Mei",),
        ("What dorm essentials should I buy for my kid?",),
    ),
    _zh(
        "dc228", "aversion",
        "我特别怕狗，小时候被咬过，看到大狗腿就软。小区里好多人遛狗不拴绳，我该怎么办？",
        ("怕狗",),
        ("租房的时候要注意什么？",),
    ),
    _en(
        "dc229", "accessibility",
        "I'm red-green colorblind, so when you describe a chart please don't just say 'the red "
        "line', I literally can't tell which one that is.",
        ("colorblind",),
        ("How should I pick cable colors for wiring my home network?",),
    ),
    _en(
        "dc230", "allergy",
        "I'm deathly allergic to bee stings (got airlifted off a trail once, fun times). Planning "
        "a picnic for Saturday, how do I keep the wasps away?",
        ("bee stings",),
        ("What should I keep in my hiking first aid kit?",),
    ),
    _zh(
        "dc231", "pregnancy",
        "宝宝上周出生了，男孩，顺产，现在在哺乳期，每天两小时喂一次。",
        ("哺乳期",),
        ("我能不能吃点辣的？",),
        replaces="dc167",
    ),
    _zh(
        "dc232", "accessibility",
        "跟你说下，康复训练做完我已经能拄拐走路了，不用再坐那个了，就是上下楼梯还慢。",
        ("拄拐",),
        ("去苏州园林玩能走得动吗？",),
        replaces="dc124",
    ),
    _en(
        "dc233", "name",
        "I'm Sam. Not Samantha, never Samantha, just Sam. Can you help me write a speech for my "
        "brother's wedding?",
        ("Sam",),
        ("What should the nametag at the reunion say?",),
    ),
    _zh(
        "dc234", "medical",
        "上次复查血压已经正常了，医生说我减了二十斤，算是逆转了，降压药也停了。",
        ("血压已经正常",),
        ("我现在可以吃咸菜腊肉了吗？",),
        replaces="dc176",
    ),
    _en(
        "dc235", "diet",
        "So I quit keto last month — my cholesterol went through the roof. Doctor put me on the "
        "Mediterranean diet instead: olive oil, beans, lots of fish. Breakfast ideas?",
        ("Mediterranean diet",),
        ("Is a big bowl of pasta okay for me these days?",),
        replaces="dc123",
    ),
    _zh(
        "dc236", "home",
        "我家在农村，自己盖的两层小楼，院子挺大。想种点菜，种什么好？",
        ("农村",),
        ("冬天取暖用什么划算？",),
    ),
    _zh(
        "dc237", "name",
        "我英文名叫Kevin，公司里大家都这么叫。帮我写个英文邮件签名。",
        ("Kevin",),
        ("帮我写个英文自我介绍？",),
    ),
    _en(
        "dc238", "medical",
        "Celiac here 🙋‍♀️ — even a crumb of regular bread makes me sick for days. Are there any "
        "pasta brands that don't taste like cardboard?",
        ("celiac",),
        ("What can I order at a pizza place?",),
    ),
    _en(
        "dc239", "accessibility",
        "I walk with a cane and can't really do more than a couple flights of stairs. Is the "
        "Eiffel Tower doable or should I skip it?",
        ("cane", "stairs"),
        ("Which museums in Paris should I prioritize?",),
    ),
    _zh(
        "dc240", "medical",
        "我有抑郁症，一直在看心理医生。最近又睡不好了，有什么助眠的方法吗？",
        ("抑郁症",),
        ("最近情绪又低落了，我该怎么办？",),
    ),
    _zh(
        "dc241", "pet",
        "我们家狗狗豆豆十二岁了，最近走路有点瘸，是不是关节出问题了？",
        ("豆豆",),
        ("老年狗吃什么狗粮好？",),
    ),
    _en(
        "dc242", "address",
        "You can call me Bubbles, it's what my little brother called me and it stuck 😊",
        ("Bubbles",),
        ("What name should you use when you say good morning?",),
    ),
    _en(
        "dc243", "medication",
        "I take levothyroxine first thing every morning, 30 min before food. Does my coffee mess "
        "with how it absorbs?",
        ("levothyroxine",),
        ("When should I take my calcium supplement?",),
    ),
    _en(
        "dc244", "pregnancy",
        "Second trimester as of this week 🎉 can I go back to hot yoga or is that a no?",
        ("second trimester",),
        ("Is a hot tub okay for me at the spa?",),
    ),
    _zh(
        "dc245", "accessibility",
        "帕金森好几年了，手抖得厉害，用鼠标特别费劲。电脑有什么设置能帮忙的？",
        ("手抖", "帕金森"),
        ("有什么好用的餐具推荐吗？",),
    ),
    _en(
        "dc246", "pregnancy",
        "I had a C-section 3 weeks ago and I'm still pretty sore. When can I drive again?",
        ("C-section",),
        ("When can I start doing crunches again?",),
    ),
    _zh(
        "dc247", "remember",
        "帮我记住，我的生日是农历八月十五，正好中秋节那天。",
        ("八月十五",),
        ("今年我的生日是公历几号？",),
    ),
    _en(
        "dc248", "accessibility",
        "Deaf since birth, ASL is my first language so English is technically my second. Could you "
        "keep explanations short and plain?",
        ("Deaf", "ASL"),
        ("How do I book a doctor's appointment without calling?",),
    ),
    _en(
        "dc249", "schedule",
        "I'm in class till 2pm on weekdays (part-time MBA, send help). Can you make me a study "
        "schedule?",
        ("part-time MBA",),
        ("When should we hold our weekly team sync?",),
    ),
    _en(
        "dc250", "aversion",
        "I can't do horror movies, I won't sleep for a week afterwards. Pick something cozy for "
        "movie night?",
        ("horror",),
        ("What should we watch on Halloween?",),
    ),
    _en(
        "dc251", "allergy",
        "I'm allergic to penicillin — broke out in hives head to toe when I was a kid. My dentist "
        "wants to give me antibiotics after the extraction, what should I ask him?",
        ("penicillin",),
        ("Which antibiotics should I steer clear of if I get strep throat?",),
    ),
    _zh(
        "dc252", "address",
        "以后叫我老周就行，别叫先生，怪生分的。",
        ("老周",),
        ("你打招呼的时候怎么称呼我？",),
    ),
    _en(
        "dc253", "diet",
        "My coworkers want to do Korean BBQ Friday but I don't eat pork and I stick to halal meat, "
        "it's a religious thing for me. What should I order so it's not awkward?",
        ("halal", "pork"),
        ("What can I eat at a German beer hall?",),
    ),
    _en(
        "dc254", "family",
        "my twin brother Jonah lives with me and he's type 1 so we keep juice boxes EVERYWHERE "
        "lol. what snacks should always be in the pantry?",
        ("Jonah", "twin brother"),
        ("What should I stock for game night?",),
    ),
    _en(
        "dc255", "allergy",
        "Quick one — one bite of shrimp and my throat starts closing up, so I carry an EpiPen "
        "everywhere. Can you suggest a few dishes from a Thai takeout menu that won't kill me?",
        ("shrimp", "EpiPen"),
        ("Which dishes at a Thai restaurant are safe for me?",),
    ),
    _en(
        "dc256", "medication",
        "Been on prednisone for 6 months for my lupus and the moon face is real 🙃 How do I keep "
        "my appetite from going completely feral?",
        ("prednisone",),
        ("Is it a good idea for me to get a live vaccine before traveling?",),
    ),
    _zh(
        "dc257", "remember",
        "记住我穿42码的鞋，以后帮我挑鞋就按这个来。",
        ("42码",),
        ("帮我选双跑步鞋？",),
    ),
    _en(
        "dc258", "accessibility",
        "got a cochlear implant in my left ear last month!! still adjusting, everything sounds "
        "like robots rn. tips for retraining my brain to understand speech?",
        ("cochlear implant",),
        ("Can I go through an airport body scanner?",),
        replaces="dc156",
    ),
    _en(
        "dc259", "medication",
        "I use an albuterol inhaler maybe twice a week. Can I bring it through airport security "
        "without drama?",
        ("albuterol",),
        ("What should I bring on a hiking trip to Colorado?",),
    ),
    _en(
        "dc260", "work",
        "I got laid off from the startup two weeks ago so I'm job hunting now. Can you look over "
        "my résumé?",
        ("laid off",),
        ("How should I answer when people ask what I do?",),
        replaces="dc166",
    ),
    _zh(
        "dc261", "family",
        "家里老大叫朵朵，八岁；老二叫小宝，两岁。姐弟俩天天打架，怎么办？",
        ("朵朵", "小宝"),
        ("带两个孩子出去玩去哪儿好？",),
    ),
    _en(
        "dc262", "schedule",
        "I pray five times a day, so I need short breaks during work. Can you help me ask HR about "
        "it?",
        ("pray five times",),
        ("How should I plan a long road trip?",),
    ),
    _en(
        "dc263", "diet",
        "Vegan here 🌱 — no eggs, no dairy, no honey, the whole deal. What do I swap in for "
        "buttermilk in pancakes?",
        ("vegan",),
        ("Can you suggest a birthday cake recipe for me?",),
    ),
)
