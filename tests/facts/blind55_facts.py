"""The fifty-fifth frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _zh(
        "de001", "name",
        "本人姓欧阳，复姓，别写成欧先生哈。帮我写个商务信函。",
        ("欧阳",),
        ("名片上的姓怎么印？",),
    ),
    _zh(
        "de002", "budget",
        "学生党，一个月生活费就1500，想买个相机，有推荐吗？",
        ("生活费就1500",),
        ("周末出去玩怎么省钱？",),
    ),
    _en(
        "de003", "schedule",
        "school pickup is at 3:15 every weekday so I'm unavailable 2:45-3:45. Can you draft my "
        "out-of-office blurb?",
        ("school pickup",),
        ("When should I set the client call?",),
    ),
    _en(
        "de004", "pet",
        "we have a golden retriever named Biscuit, 3 yrs old, eats literally everything. are "
        "grapes actually that bad?",
        ("Biscuit",),
        ("What chew toys hold up for a big dog?",),
    ),
    _zh(
        "de005", "schedule",
        "我每天早上六点要去游泳，雷打不动。晚上一般十点就睡了。",
        ("六点要去游泳",),
        ("约朋友吃夜宵几点合适？",),
    ),
    _en(
        "de006", "diet",
        "Keeping kosher here — meat and dairy never in the same meal. Can you fix this lasagna "
        "recipe for me?",
        ("kosher",),
        ("Can I put parmesan on the beef meatballs?",),
    ),
    _en(
        "de007", "allergy",
        "I get hives from shellfish, like shrimp and crab, so please skip those in the paella "
        "recipe.",
        ("shellfish",),
        ("What seafood can I order at the sushi place?",),
    ),
    _en(
        "de008", "diet",
        "Doing intermittent fasting, 16:8, eating window noon to 8pm. When should I fit my "
        "protein shake around workouts?",
        ("intermittent fasting",),
        ("Is it fine to have a latte at 9am?",),
    ),
    _en(
        "de009", "budget",
        "We're on a really tight budget, like $60 a week for groceries for a family of four. Meal "
        "ideas?",
        ("$60 a week",),
        ("How much should I spend on the birthday party?",),
    ),
    _zh(
        "de010", "medical",
        "腰椎间盘突出，坐久了就疼得不行。推荐一款办公椅？预算两千以内",
        ("腰椎间盘突出",),
        ("健身房哪些动作我要避开？",),
    ),
    _zh(
        "de011", "family",
        "我老公是消防员，经常一值班就是二十四小时，家里的事基本我一个人扛。",
        ("消防员",),
        ("周末一个人带娃去哪？",),
    ),
    _zh(
        "de012", "name",
        "我名字里的“婧”老被打成“靖”，帮我核对一下这份简历，我叫李婧。",
        ("李婧",),
        ("表格上姓名那一栏我要填什么？",),
    ),
    _en(
        "de013", "pregnancy",
        "My wife is due in October, first kid. what do we actually need to buy before the baby "
        "comes?",
        ("due in October",),
        ("When should we pack the hospital bag?",),
    ),
    _zh(
        "de014", "budget",
        "最近失业了，手头紧，一切从简。有没有便宜又管饱的菜？",
        ("失业",),
        ("朋友结婚随多少礼合适？",),
    ),
    _zh(
        "de015", "home",
        "住学校宿舍，不能用大功率电器。有什么小电器能煮面？",
        ("宿舍",),
        ("冬天怎么取暖？",),
    ),
    _en(
        "de016", "medical",
        "Just FYI I'm anemic so I'm always cold and tired. good iron-rich foods that aren't liver?",
        ("anemic",),
        ("What should I eat to have more energy?",),
    ),
    _en(
        "de017", "accessibility",
        "Deaf here, I don't do phone calls at all. How do I contact my bank about a fraud charge?",
        ("Deaf",),
        ("What's the best way for me to reach customer support?",),
    ),
    _en(
        "de018", "medical",
        "I've got high blood pressure, like 150/95 on a good day. Is my coffee habit making it "
        "worse?",
        ("high blood pressure",),
        ("How much salt can I have per day?",),
    ),
    _en(
        "de019", "aversion",
        "I can't stand cilantro, tastes like soap to me. Recipe for pico de gallo without it?",
        ("cilantro",),
        ("What should I order at the taqueria?",),
    ),
    _zh(
        "de020", "medication",
        "我在吃二甲双胍，一天两次。最近胃老不舒服，是药的副作用吗？",
        ("二甲双胍",),
        ("喝酒对我有什么影响？",),
    ),
    _en(
        "de021", "pregnancy",
        "we're trying to conceive — month 8, no luck yet. Should I cut out coffee completely?",
        ("conceive",),
        ("Which vitamins should I be taking?",),
    ),
    _en(
        "de022", "diet",
        "on keto rn, like under 20g carbs a day. any snacks for a road trip?",
        ("keto",),
        ("Can I have a banana?",),
    ),
    _en(
        "de023", "pregnancy",
        "we're doing IVF, egg retrieval is next Monday. what should I eat the week before?",
        ("IVF",),
        ("Can I still do hot yoga?",),
    ),
    _en(
        "de024", "pregnancy",
        "Currently 22 weeks with gestational diabetes, ugh. Can you build me a snack list?",
        ("gestational diabetes",),
        ("What dessert can I have at the baby shower?",),
    ),
    _zh(
        "de025", "work",
        "我是跑外卖的骑手，天天在路上。夏天怎么防中暑？",
        ("骑手",),
        ("电动车电池怎么保养？",),
    ),
    _zh(
        "de026", "accessibility",
        "我听力不太好，左耳基本听不见。去开会坐哪个位置比较好？",
        ("左耳",),
        ("餐厅订位的时候我该坐哪边？",),
    ),
    _zh(
        "de027", "home",
        "住的是老小区，六楼没电梯，买大件家具好麻烦。",
        ("六楼没电梯",),
        ("网购冰箱要不要加钱送货上门？",),
    ),
    _en(
        "de028", "work",
        "I'm a nurse on a cardiac step-down unit. Any tips for staying awake on nights?",
        ("nurse",),
        ("What shoes are good for twelve-hour shifts?",),
    ),
    _zh(
        "de029", "work",
        "我在一家外企做财务，月底关账特别忙。有没有Excel技巧能提速？",
        ("财务",),
        ("年底考什么证书对我有用？",),
    ),
    _zh(
        "de030", "aversion",
        "我特别怕蛇，图片都不敢看。去云南玩会不会遇到？",
        ("怕蛇",),
        ("去热带雨林徒步要注意什么？",),
    ),
    _en(
        "de031", "name",
        "I'm Marcus, 34, and I've never written a will. where do I even start?",
        ("Marcus",),
        ("What name goes on the beneficiary form?",),
    ),
    _en(
        "de032", "address",
        "ok tiny request: stop calling me 'dude'. Rosie is fine.",
        ("Rosie",),
        ("How should you say hello to me?",),
    ),
    _en(
        "de033", "budget",
        "Our wedding budget is 15k total, guest list ~100. Realistic?",
        ("wedding budget",),
        ("Can we afford a live band?",),
    ),
    _zh(
        "de034", "family",
        "老婆在国外读博，我们异地三年了，时差还大。",
        ("异地",),
        ("纪念日怎么给她惊喜？",),
    ),
    _en(
        "de035", "budget",
        "We're debt-free for the first time ever and want to keep it that way — no credit cards. "
        "How do I build credit without one?",
        ("debt-free",),
        ("Should I finance the new couch?",),
    ),
    _zh(
        "de036", "family",
        "我爸今年七十了，血压一直偏高，给他买什么保健品比较好？",
        ("我爸今年七十",),
        ("老人体检要查哪些项目？",),
    ),
    _en(
        "de037", "home",
        "Renting a place in Denver with a tiny balcony, landlord says no drilling. How can I hang "
        "plants?",
        ("Denver",),
        ("What grows well at high altitude?",),
    ),
    _en(
        "de038", "aversion",
        "The sound of people chewing makes me want to crawl out of my skin (misophonia, "
        "apparently). Open office tips?",
        ("misophonia",),
        ("Which noise-cancelling headphones are best?",),
    ),
    _en(
        "de039", "accessibility",
        "I'm dyslexic so walls of text are really hard for me. Can you keep answers short with "
        "bullet points?",
        ("dyslexic",),
        ("How should you format long explanations for me?",),
    ),
    _zh(
        "de040", "aversion",
        "我闻不了榴莲的味道，一闻就想吐。同事老在办公室吃，怎么委婉跟她说？",
        ("榴莲",),
        ("去泰国旅游哪些小吃我会受不了？",),
    ),
    _en(
        "de041", "budget",
        "I don't spend more than $50 on any single clothing item, it's a rule I've kept for "
        "years. where should I shop?",
        ("single clothing item",),
        ("Is this $80 jacket worth it?",),
    ),
    _zh(
        "de042", "medication",
        "孩子在吃专注达治多动症，放假了周末要不要停药？",
        ("专注达",),
        ("暑假要不要给孩子停一段时间？",),
    ),
    _en(
        "de043", "family",
        "my girlfriend Mia and I just moved in together! what's a fun first dinner to cook as a "
        "couple?",
        ("Mia",),
        ("What should I cook for our first date night at home?",),
    ),
    _en(
        "de044", "allergy",
        "dust mites wreck me every spring, sneezing nonstop for weeks. which vacuum has the best "
        "HEPA filter under $300?",
        ("dust mites",),
        ("Should I replace the carpet in the bedroom?",),
    ),
    _en(
        "de045", "home",
        "I still live with my parents (28, saving up). How do I bring up paying rent?",
        ("live with my parents",),
        ("How much should I contribute to household bills?",),
    ),
    _zh(
        "de046", "budget",
        "找到新工作了！下周一入职，手头总算能宽裕点了。",
        ("宽裕",),
        ("周末去吃顿好的人均多少合适？",),
        replaces="de014",
    ),
    _zh(
        "de047", "budget",
        "我月薪八千，房租就占三千，每个月存不下钱。怎么规划？",
        ("月薪八千",),
        ("买台新手机多少钱的合适？",),
    ),
    _en(
        "de048", "work",
        "I drive for Uber full time. what's the best way to track mileage for taxes?",
        ("Uber",),
        ("Which car expenses can I deduct?",),
    ),
    _zh(
        "de049", "pregnancy",
        "我现在孕早期，吐得厉害，闻到油烟就想吐，有什么能缓解的？",
        ("孕早期",),
        ("上班路上带点什么吃的？",),
    ),
    _en(
        "de050", "pet",
        "I have a 55-gallon aquarium with mostly tetras and a couple corydoras. what plants are "
        "easy?",
        ("aquarium",),
        ("How often should I change the tank water?",),
    ),
    _en(
        "de051", "home",
        "my place is a top-floor walk-up with no AC. summer is brutal. cheapest way to cool a "
        "bedroom?",
        ("top-floor walk-up",),
        ("Which fan should I buy?",),
    ),
    _en(
        "de052", "medication",
        "I'm on methotrexate once a week for my RA. My friend's wedding is Saturday — how much "
        "can I drink?",
        ("methotrexate",),
        ("Should I get the flu shot this year?",),
    ),
    _en(
        "de053", "work",
        "I'm a software engineer at a fintech startup, mostly backend Go. How do I prep for a "
        "staff-level promo?",
        ("software engineer",),
        ("What should I learn next to level up?",),
    ),
    _en(
        "de054", "pregnancy",
        "I'm 30 weeks along and my OB put me on modified bed rest. any ideas to keep from going "
        "stir crazy?",
        ("bed rest",),
        ("Can I go to my sister's wedding next month?",),
    ),
    _zh(
        "de055", "aversion",
        "我有幽闭恐惧症，坐电梯都心慌。住酒店选几楼比较好？",
        ("幽闭恐惧症",),
        ("去玩密室逃脱我能行吗？",),
    ),
    _en(
        "de056", "pregnancy",
        "welp, plans changed — the baby came at 34 weeks and is in the NICU for now. how do we "
        "handle visits and work leave?",
        ("NICU",),
        ("What should we bring for the little one at the hospital?",),
        replaces="de013",
    ),
    _zh(
        "de057", "medication",
        "医生给我换药了，口服的停了，现在改打司美格鲁肽，一周一针。",
        ("司美格鲁肽",),
        ("出差的时候针剂怎么保存？",),
        replaces="de020",
    ),
    _zh(
        "de058", "name",
        "大家好我是……哈哈跟AI说话不用大家好。我叫陈杰，想从零开始学Python。",
        ("陈杰",),
        ("帮我注册GitHub用户名起个啥？",),
    ),
    _zh(
        "de059", "home",
        "跟你说，我们楼加装电梯了！终于不用爬楼了哈哈哈",
        ("加装电梯",),
        ("买大衣柜送货怎么安排？",),
        replaces="de027",
    ),
    _zh(
        "de060", "allergy",
        "我家闺女对鸡蛋过敏，幼儿园让带蛋糕过生日，有什么能替代鸡蛋的做法吗？",
        ("鸡蛋过敏",),
        ("孩子生日派对点什么甜点比较安全？",),
    ),
    _en(
        "de061", "family",
        "We have a baby boy, Theo, 6 months old. When should we start solids?",
        ("Theo",),
        ("What toys are good for my kid's age?",),
    ),
    _en(
        "de062", "budget",
        "retired, fixed income, about $2,100/month from social security. what's a realistic "
        "travel budget?",
        ("fixed income",),
        ("Can I afford a cruise?",),
    ),
    _zh(
        "de063", "allergy",
        "我花粉过敏特别严重，每年三四月出门都得戴口罩。下个月去日本看樱花会不会很惨？",
        ("花粉过敏",),
        ("春天去公园要带什么药？",),
    ),
    _zh(
        "de064", "home",
        "我跟三个人合租，厨房是公用的。怎么做饭不打扰别人？",
        ("合租",),
        ("冰箱的东西怎么分？",),
    ),
    _en(
        "de065", "accessibility",
        "I have limited use of my hands (cerebral palsy), so voice-control options please when "
        "you suggest apps.",
        ("cerebral palsy",),
        ("Which note-taking app would work for me?",),
    ),
    _zh(
        "de066", "address",
        "我是女生哈，你刚才叫我兄弟，有点怪😂 以后别这么叫了。",
        ("女生",),
        ("你称呼我的时候要注意什么？",),
    ),
    _zh(
        "de067", "accessibility",
        "跟你说个好消息，人工耳蜗开机了！现在两边都能听到声音了，虽然还在适应。",
        ("人工耳蜗",),
        ("开会还需要提前选座位吗？",),
        replaces="de026",
    ),
    _zh(
        "de068", "medical",
        "做完微创手术三个月了，腰现在基本不疼了，医生说可以慢慢恢复运动。",
        ("微创手术",),
        ("可以去打羽毛球了吗？",),
        replaces="de010",
    ),
    _en(
        "de069", "accessibility",
        "low vision here, I zoom everything to 200%. can you stop using tiny ascii diagrams?",
        ("low vision",),
        ("What e-reader would you recommend for me?",),
    ),
    _en(
        "de070", "medical",
        "Update — after losing 30 lbs my readings are totally normal now, 118/76. Doc took me off "
        "the watch list!",
        ("totally normal",),
        ("Do I still need to skip the salty snacks?",),
        replaces="de018",
    ),
    _en(
        "de071", "name",
        "name's Kev. need a short bio for my bowling league page",
        ("Kev",),
        ("What should go in the signature line?",),
    ),
    _en(
        "de072", "schedule",
        "the kids take the bus home now, so that mid-afternoon block is free again 🙌",
        ("bus home",),
        ("Can I do a 3pm meeting?",),
        replaces="de003",
    ),
    _en(
        "de073", "family",
        "my mom lives with us now since her hip surgery. how do I make the bathroom safer?",
        ("mom lives with us",),
        ("What's a good daily routine for an older parent?",),
    ),
    _en(
        "de074", "diet",
        "I'm doing a low-FODMAP diet per my GI doc for the next few months. is garlic-infused oil "
        "ok?",
        ("low-FODMAP",),
        ("Can I eat onions in the stir fry?",),
    ),
    _zh(
        "de075", "family",
        "我和对象同居了，她是四川人，超能吃辣，我有点跟不上。",
        ("四川人",),
        ("家里做饭口味怎么调？",),
    ),
    _zh(
        "de076", "pregnancy",
        "备孕中，叶酸已经吃上了。老公抽烟要不要让他戒？",
        ("备孕",),
        ("喝咖啡会有影响吗？",),
    ),
    _en(
        "de077", "address",
        "Please call me Sam, not Samantha — only my grandmother calls me that.",
        ("Sam",),
        ("How should you greet me?",),
    ),
    _en(
        "de078", "budget",
        "My max for a used car is twelve grand all-in. What should I look at?",
        ("twelve grand",),
        ("Which SUVs should I test drive?",),
    ),
    _en(
        "de079", "medication",
        "I use an albuterol inhaler maybe twice a week, plus a steroid one every night. Is it "
        "okay to run when it's below freezing?",
        ("albuterol",),
        ("What should I pack for the ski trip?",),
    ),
    _zh(
        "de080", "budget",
        "涨工资了，现在到手一万二，之前跟你说的那个数不算了。",
        ("一万二",),
        ("这个月能不能去趟日本？",),
        replaces="de047",
    ),
    _en(
        "de081", "medication",
        "I'm on warfarin for a-fib, so I have to be careful with greens apparently. can you make "
        "me a salad that won't mess with my INR?",
        ("warfarin",),
        ("Is it okay to take ibuprofen for my back?",),
    ),
    _en(
        "de082", "family",
        "so... the relationship ended and she moved out last week. it's just me in the apartment "
        "now. recipes for one?",
        ("she moved out",),
        ("Who should I list as my emergency contact?",),
        replaces="de043",
    ),
    _zh(
        "de083", "family",
        "我儿子今年上小学一年级，天天不想写作业，怎么办？",
        ("一年级",),
        ("给孩子买什么课外书？",),
    ),
    _en(
        "de084", "budget",
        "Good news — husband got a raise, so groceries can go up to about 120 dollars now. Still "
        "want to be smart though.",
        ("120 dollars",),
        ("Can I afford organic produce?",),
        replaces="de009",
    ),
    _en(
        "de085", "medication",
        "taking a daily Claritin in allergy season, which is basically March to June for me. Can "
        "I combine it with Sudafed?",
        ("Claritin",),
        ("Can I take Benadryl on a bad day?",),
    ),
    _zh(
        "de086", "address",
        "以后叫我小鱼就行，别叫全名，怪生分的。",
        ("小鱼",),
        ("你平时怎么称呼我？",),
    ),
    _en(
        "de087", "medical",
        "Had my gallbladder out in 2021 so fatty meals hit me hard. Is this ramen going to be a "
        "problem?",
        ("gallbladder",),
        ("Can I eat fried chicken?",),
    ),
    _zh(
        "de088", "pet",
        "我家有只玄凤鹦鹉，叫豆豆，会吹口哨。冬天要不要给它开暖气？",
        ("玄凤",),
        ("鸟笼放阳台行吗？",),
    ),
    _en(
        "de089", "allergy",
        "weird news: my allergist says it's only crustaceans for me now, mollusks like clams and "
        "squid tested clear. so I can actually do the clam linguine you suggested??",
        ("crustaceans",),
        ("Can I eat oysters at the raw bar?",),
        replaces="de007",
    ),
    _zh(
        "de090", "medication",
        "每天早上空腹吃一片优甲乐，吃完多久可以喝咖啡？",
        ("优甲乐",),
        ("早饭和吃药要隔多久？",),
    ),
    _en(
        "de091", "family",
        "Twin boys, age 7, Eli and Noah. They fight constantly. Any strategies?",
        ("Twin boys",),
        ("What board games work for my kids?",),
    ),
    _en(
        "de092", "home",
        "we live on a boat. no joke — a 38ft sailboat at a marina in Sausalito. how do I deal "
        "with mold in a small space?",
        ("sailboat",),
        ("What's the best dehumidifier for tiny spaces?",),
    ),
    _zh(
        "de093", "diet",
        "我是吃素的，不过鸡蛋牛奶可以吃。有没有适合带饭的菜谱？",
        ("吃素",),
        ("周末聚餐选什么馆子好？",),
    ),
    _zh(
        "de094", "accessibility",
        "我妈坐轮椅，周末想带她去杭州玩，有没有无障碍做得好的景点？",
        ("坐轮椅",),
        ("西湖边哪家酒店适合带老人住？",),
    ),
    _zh(
        "de095", "aversion",
        "我恐高，站在三楼阳台往下看腿都软。下周团建要去玻璃栈道，怎么跟领导说？",
        ("恐高",),
        ("去张家界旅游哪些项目我可以玩？",),
    ),
    _en(
        "de096", "remember",
        "For the record, I drive a 2016 Honda Civic. Remember that when I ask about car stuff.",
        ("Honda Civic",),
        ("What tire size do I need?",),
    ),
    _en(
        "de097", "pregnancy",
        "I'm 14 weeks pregnant with our first!! is it safe to get my hair dyed?",
        ("pregnant",),
        ("Can I have sushi at the work dinner?",),
    ),
    _en(
        "de098", "family",
        "can't believe the little guy just turned two. toddler meal ideas?",
        ("turned two",),
        ("What toys are good at this age?",),
        replaces="de061",
    ),
    _en(
        "de099", "diet",
        "I'm vegan, so if you're giving me recipes, no eggs/dairy/honey please. What's a good "
        "high-protein breakfast?",
        ("vegan",),
        ("What can I put in a smoothie for protein?",),
    ),
    _zh(
        "de100", "schedule",
        "我是倒班的，做四休二，休息日不固定。",
        ("做四休二",),
        ("健身房办什么卡划算？",),
    ),
    _zh(
        "de101", "diet",
        "最近在减脂，每天碳水控制在100克以内。晚饭吃什么比较好？",
        ("减脂",),
        ("外卖点什么比较合适？",),
    ),
    _en(
        "de102", "budget",
        "we're saving for a house so everything non-essential is on hold until next year. is a "
        "$30 streaming bundle worth it?",
        ("saving for a house",),
        ("Should I take the weekend trip to Vegas?",),
    ),
    _en(
        "de103", "diet",
        "quit the low carb thing, it was making me miserable. back to normal eating but trying to "
        "keep portions sane. what's a balanced lunch look like?",
        ("normal eating",),
        ("Can I have pasta for dinner?",),
        replaces="de022",
    ),
    _en(
        "de104", "work",
        "I'm an airline pilot (A320), so jet lag is basically my life. best sleep hacks?",
        ("airline pilot",),
        ("How should I handle layovers in Tokyo?",),
    ),
    _zh(
        "de105", "family",
        "老婆博士毕业回国了！终于结束两地分居了😭",
        ("回国",),
        ("周末两个人去哪玩？",),
        replaces="de034",
    ),
    _zh(
        "de106", "schedule",
        "我们跟总部有时差，每天晚上九点要跟美国开会，所以九点到十一点都不行。",
        ("晚上九点",),
        ("约同学吃饭定几点合适？",),
    ),
    _zh(
        "de107", "aversion",
        "最近跟着咨询师做了几次脱敏练习，现在坐电梯基本不慌了，小房间也还行。",
        ("脱敏练习",),
        ("核磁共振检查我能做吗？",),
        replaces="de055",
    ),
    _en(
        "de108", "name",
        "Hi! I'm Priya, by the way. Can you help me write a cover letter for a UX role?",
        ("Priya",),
        ("How should I sign off this email to the recruiter?",),
    ),
    _en(
        "de109", "medication",
        "on the pill (yaz) if that matters — got prescribed an antibiotic for strep, do I need "
        "backup?",
        ("yaz",),
        ("Does rifampin interact with anything I take?",),
    ),
    _en(
        "de110", "work",
        "As a freelance illustrator I never know how to price commissions. Help?",
        ("freelance illustrator",),
        ("What should I charge for a book cover?",),
    ),
    _en(
        "de111", "home",
        "We live on a farm, 40 acres, nearest grocery store is 30 min away. Bulk meal planning "
        "tips?",
        ("farm",),
        ("How often should I do a big shopping run?",),
    ),
    _zh(
        "de112", "medical",
        "我有哮喘，一到冬天就容易犯。今年冬天想去哈尔滨，需要注意什么？",
        ("哮喘",),
        ("冷空气来了出门跑步要注意啥？",),
    ),
    _en(
        "de113", "address",
        "she/her please. also, is it weird to put pronouns in my email signature?",
        ("she/her",),
        ("Which pronouns should the conference badge show?",),
    ),
    _zh(
        "de114", "pet",
        "家里养了只橘猫叫胖虎，最近掉毛特别厉害，换什么猫粮好？",
        ("胖虎",),
        ("猫砂盆放哪比较合适？",),
    ),
    _zh(
        "de115", "schedule",
        "每周二四晚上我要接孩子上钢琴课，这两天别给我排会议。",
        ("每周二四",),
        ("周会定在哪天晚上比较好？",),
    ),
    _en(
        "de116", "accessibility",
        "I've been in a wheelchair since the accident, so any itinerary needs step-free access. "
        "Planning Lisbon in May!",
        ("wheelchair",),
        ("Which hotels in Porto would work for me?",),
    ),
    _en(
        "de117", "address",
        "No need for formalities, just call me Bex. So what's the deal with roth IRAs?",
        ("Bex",),
        ("How should you open your replies to me?",),
    ),
    _zh(
        "de118", "work",
        "辞职了！现在自己开了家咖啡店，当老板了哈哈，每天累但开心。",
        ("咖啡店",),
        ("报税要注意什么？",),
        replaces="de029",
    ),
    _en(
        "de119", "name",
        "Fun fact my name is Bartholomew and yes I have heard every joke. Can you suggest a "
        "shorter username for Discord?",
        ("Bartholomew",),
        ("Can you help me pick a gamer tag?",),
    ),
    _en(
        "de120", "work",
        "officially left bedside — I'm a clinical informatics analyst now, mostly desk work. what "
        "certifications should I look at?",
        ("clinical informatics analyst",),
        ("What ergonomic setup should I buy?",),
        replaces="de028",
    ),
    _en(
        "de121", "name",
        "My name's Tomasz — Polish spelling, with a z. Please spell it right in the toast draft 🙏",
        ("Tomasz",),
        ("How should the wedding speech introduce me?",),
    ),
    _en(
        "de122", "home",
        "Moved out!!! Got my own 1-bed in Austin, signed the lease Friday. Need a budget for "
        "furniture.",
        ("own 1-bed",),
        ("Which utilities do I need to set up?",),
        replaces="de045",
    ),
    _en(
        "de123", "address",
        "I'd prefer Ms. Hargreave when you draft letters for me, never Mrs. — I'm divorced and "
        "kept my own name.",
        ("Ms. Hargreave",),
        ("What title goes on the envelope?",),
    ),
    _en(
        "de124", "address",
        "you can drop the nickname — I'm actually going by Samantha at work now and I like it, so "
        "use the full version with me too",
        ("going by Samantha",),
        ("What name do you use for me?",),
        replaces="de077",
    ),
    _en(
        "de125", "medical",
        "I have Crohn's, so some days are just bathroom roulette. Packing for a 10-hour flight — "
        "what should I bring?",
        ("Crohn",),
        ("Which seat should I book on the plane?",),
    ),
    _en(
        "de126", "work",
        "got laid off yesterday. the whole platform team. need to redo my resume asap",
        ("laid off",),
        ("How should I explain the gap in interviews?",),
        replaces="de053",
    ),
    _zh(
        "de127", "allergy",
        "老公对花生过敏，严重的那种，吃一点就喉咙发紧。周末请朋友来家里吃饭，菜单帮我把把关",
        ("花生过敏",),
        ("买哪种食用油做饭比较安全？",),
    ),
    _en(
        "de128", "pet",
        "We foster kittens for the local shelter, usually 3-4 at a time. How do I keep my "
        "resident cat from getting stressed?",
        ("foster kittens",),
        ("What supplies should I stock up on for the next batch?",),
    ),
    _en(
        "de129", "remember",
        "remember my wifi router is a TP-Link Archer AX55 so I don't have to keep looking it up",
        ("Archer AX55",),
        ("How do I update the firmware on my internet box?",),
    ),
    _zh(
        "de130", "remember",
        "记住，我公司在浦东张江，以后通勤的问题都按这个算。",
        ("张江",),
        ("周末搬家选哪个小区方便上班？",),
    ),
    _zh(
        "de131", "family",
        "孩子都升三年级了，作业一下子多了好多，每天写到九点。",
        ("三年级",),
        ("暑假报什么兴趣班好？",),
        replaces="de083",
    ),
    _en(
        "de132", "schedule",
        "I work nights, 7pm-7am, Thursday to Sunday, so please don't suggest morning workouts lol",
        ("work nights",),
        ("When should I book my dentist appointment?",),
    ),
    _en(
        "de133", "accessibility",
        "the eye surgery went great, honestly I can read normal-size text again without "
        "magnifying anything. so feel free to use diagrams now",
        ("eye surgery",),
        ("Should I get the large-print edition of the book?",),
        replaces="de069",
    ),
    _en(
        "de134", "family",
        "My brother Danny has Down syndrome and lives with me. Looking for weekend activity ideas "
        "we'd both enjoy.",
        ("Danny",),
        ("What volunteer programs could my sibling join?",),
    ),
    _zh(
        "de135", "allergy",
        "我青霉素过敏，上次打了一针全身起疹子。这次感冒去看医生，我要提醒他什么？",
        ("青霉素过敏",),
        ("看病时哪些抗生素我不能用？",),
    ),
    _en(
        "de136", "allergy",
        "My son reacts to tree nuts — we carry an EpiPen everywhere we go. Can you give me a "
        "lunchbox plan for the week that's safe for him?",
        ("tree nuts",),
        ("Which granola bars are okay for his school snacks?",),
    ),
    _en(
        "de137", "medical",
        "I have type 2 diabetes, diagnosed in March. What's a reasonable breakfast that won't "
        "spike me?",
        ("type 2 diabetes",),
        ("Which fruits are okay for my blood sugar?",),
    ),
    _en(
        "de138", "aversion",
        "I'm terrified of flying, like full panic attack terrified. Best way to get from Chicago "
        "to Denver?",
        ("terrified of flying",),
        ("How should I travel to the conference in Seattle?",),
    ),
    _zh(
        "de139", "address",
        "之前让你用的那个小名太幼稚了，改一下，叫我阿林吧。",
        ("阿林",),
        ("你跟我打招呼用什么称呼？",),
        replaces="de086",
    ),
    _en(
        "de140", "remember",
        "Can you remember that I'm on Windows, not Mac? The shortcuts you keep giving me are "
        "wrong.",
        ("Windows",),
        ("How do I take a screenshot?",),
    ),
    _zh(
        "de141", "pregnancy",
        "怀孕七个月了，晚上腿老抽筋，睡不着，怎么办？",
        ("怀孕",),
        ("能不能吃点螃蟹？",),
    ),
    _en(
        "de142", "pet",
        "broke down the fish tank after the move — rehomed everyone to a local club. so I'm "
        "fishless now lol",
        ("fishless",),
        ("Should I keep the heater and filter I still have?",),
        replaces="de050",
    ),
    _en(
        "de143", "name",
        "Actually for anything official, use my full legal name — Kevin O'Malley, not just the "
        "short version I gave you.",
        ("Kevin O'Malley",),
        ("What should I put on the passport form?",),
        replaces="de071",
    ),
    _zh(
        "de144", "medical",
        "我有轻度抑郁，一直在看心理医生。最近睡得很差，有什么助眠的方法吗？",
        ("抑郁",),
        ("情绪低落的时候可以做点什么？",),
    ),
    _zh(
        "de145", "address",
        "我比较习惯别人叫我王老师，教了三十年书了，你也这么叫吧。",
        ("王老师",),
        ("你打招呼的时候叫我啥？",),
    ),
    _zh(
        "de146", "accessibility",
        "我是色弱，红绿分不太清。帮我做PPT的时候配色能不能注意一下？",
        ("色弱",),
        ("图表用什么颜色搭配比较好？",),
    ),
    _zh(
        "de147", "diet",
        "我乳糖不耐，喝牛奶就拉肚子。早餐除了牛奶还能喝啥？",
        ("乳糖不耐",),
        ("奶茶点哪种不会难受？",),
    ),
    _en(
        "de148", "medical",
        "I've had epilepsy since I was a kid, well controlled but flashing lights are a no-go. "
        "Are VR headsets safe for me?",
        ("epilepsy",),
        ("Can I go to the strobe-heavy concert?",),
    ),
    _zh(
        "de149", "pregnancy",
        "孕吐终于过去了！现在进入孕中期，胃口超好哈哈",
        ("孕中期",),
        ("晚上饿了吃什么比较好？",),
        replaces="de049",
    ),
    _zh(
        "de150", "name",
        "我英文名叫 Vivian，同事都这么叫我。帮我写个英文自我介绍。",
        ("Vivian",),
        ("英文邮件签名怎么写？",),
    ),
    _en(
        "de151", "medication",
        "I take sertraline 50mg every morning. Is it okay to have a glass of wine tonight?",
        ("sertraline",),
        ("Can I take St John's wort for my mood?",),
    ),
    _en(
        "de152", "address",
        "hey, small update, I've been using he/him for a few months now and it feels right. can "
        "you use that going forward?",
        ("he/him",),
        ("What should my Slack profile pronoun field say?",),
        replaces="de113",
    ),
    _zh(
        "de153", "home",
        "我租的房子在北京五环外，没有暖气，冬天全靠空调。有什么省电的取暖办法？",
        ("五环外",),
        ("冬天电费怎么省？",),
    ),
    _en(
        "de154", "pet",
        "I've got two rabbits, Pip and Clover, free-roaming in the apartment. How do I "
        "bunny-proof cables?",
        ("rabbits",),
        ("What greens can I feed them daily?",),
    ),
    _zh(
        "de155", "work",
        "在读研，计算机方向，导师放养。论文选题怎么定？",
        ("读研",),
        ("毕业了找工作简历怎么写？",),
    ),
    _en(
        "de156", "home",
        "I live in a studio apartment in Brooklyn, like 400 sq ft. How do I fit a home office?",
        ("studio apartment",),
        ("What size couch should I get?",),
    ),
    _en(
        "de157", "address",
        "my pronouns are they/them, fyi. can you rewrite this bio in third person?",
        ("they/them",),
        ("Which pronoun goes in my speaker intro?",),
    ),
    _en(
        "de158", "aversion",
        "I hate mushrooms with a passion, the texture makes me gag. What can I use instead in "
        "this stroganoff?",
        ("mushrooms",),
        ("What should I pick from the pizza toppings?",),
    ),
    _zh(
        "de159", "diet",
        "跟你说个事，体检查出贫血，医生建议多吃红肉，所以我现在已经开始吃肉了。",
        ("开始吃肉",),
        ("帮我想想一周的午饭带什么？",),
        replaces="de093",
    ),
    _zh(
        "de160", "schedule",
        "不倒班了，调到行政岗，朝九晚五双休，作息终于正常了。",
        ("朝九晚五",),
        ("周末报个什么班好？",),
        replaces="de100",
    ),
    _en(
        "de161", "allergy",
        "allergic to latex btw, so keep that in mind if you suggest anything for the dentist "
        "visit next week",
        ("latex",),
        ("What should I tell the hygienist before my cleaning?",),
    ),
    _en(
        "de162", "family",
        "grandma's 94 and lives with us, she's hard of hearing. Best phone for her?",
        ("grandma",),
        ("What birthday party ideas work for an elderly relative?",),
    ),
    _en(
        "de163", "aversion",
        "clowns. absolutely not. my kid wants a circus-themed birthday — help me do it without "
        "any clown stuff 😅",
        ("clowns",),
        ("What entertainment should I hire for the party?",),
    ),
    _en(
        "de164", "budget",
        "change of plans: my dad's chipping in, so I can stretch to around 20k for the car.",
        ("stretch to around 20k",),
        ("What models should I shortlist?",),
        replaces="de078",
    ),
    _en(
        "de165", "allergy",
        "Heads up: sulfa drugs give me a rash, so flag anything with sulfonamides if I ask about "
        "meds.",
        ("sulfa",),
        ("Is Bactrim safe for me to take for a UTI?",),
    ),
    _en(
        "de166", "remember",
        "Remember that my daughter's birthday is June 12 — remind me a week before every year if "
        "you can.",
        ("June 12",),
        ("When should I order the cake for my kid?",),
    ),
    _zh(
        "de167", "pet",
        "我家那只橘猫上个月走了，十四岁，算是寿终正寝吧。家里剩下的猫粮怎么处理比较好？",
        ("寿终正寝",),
        ("要不要再养一只？",),
        replaces="de114",
    ),
    _zh(
        "de168", "accessibility",
        "我有口吃，打电话特别紧张。能帮我把预约挂号要说的话提前写好吗？",
        ("口吃",),
        ("面试的时候怎么自我介绍？",),
    ),
    _zh(
        "de169", "remember",
        "公司搬到徐汇滨江了，之前那个地址作废，以后按新的算。",
        ("徐汇滨江",),
        ("周末看房选哪片离单位近？",),
        replaces="de130",
    ),
    _en(
        "de170", "pregnancy",
        "Expecting baby number three in the spring! Our two older ones are thrilled. What changes "
        "with a third?",
        ("baby number three",),
        ("Do we need a bigger car?",),
    ),
    _zh(
        "de171", "medication",
        "放了心脏支架之后，医生让我每天吃一片阿司匹林，长期吃。拔牙前要停吗？",
        ("阿司匹林",),
        ("做小手术之前我要跟医生说什么？",),
    ),
    _zh(
        "de172", "allergy",
        "吃菠萝嘴巴会又痒又肿，应该是过敏吧。帮我看看这个水果捞的配料表有没有问题",
        ("菠萝",),
        ("去夜市买果汁要注意什么？",),
    ),
    _en(
        "de173", "pet",
        "Adopted a senior greyhound last month, Dash, 9 yrs old. He's scared of stairs. tips?",
        ("greyhound",),
        ("What bed should I get for my dog's old joints?",),
    ),
    _en(
        "de174", "remember",
        "Sold the car! Got a Tesla Model 3 now, so forget the old one for future car questions.",
        ("Tesla Model 3",),
        ("How often should I rotate my tires?",),
        replaces="de096",
    ),
    _en(
        "de175", "medication",
        "got an IUD put in last month so I'm off the birth control pills now. one less thing to "
        "remember every day lol",
        ("IUD",),
        ("Do I need a backup method if I'm prescribed antibiotics?",),
        replaces="de109",
    ),
    _zh(
        "de176", "family",
        "家里有个三岁的小女儿，叫朵朵，特别挑食，怎么办啊",
        ("朵朵",),
        ("孩子不爱吃青菜怎么办？",),
    ),
    _zh(
        "de177", "allergy",
        "上次跟你说我老公吃坚果那个问题，脱敏治疗做了一年多，现在医生说少量吃已经没事了，开心！",
        ("脱敏治疗",),
        ("家里还需要常备肾上腺素笔吗？",),
        replaces="de127",
    ),
    _en(
        "de178", "address",
        "It's Dr. Okafor, actually — I finished my PhD in May 😄 Could you address me that way in "
        "the formal emails you draft?",
        ("Dr. Okafor",),
        ("How should the salutation read in my letters?",),
    ),
    _en(
        "de179", "diet",
        "ok so I started eating fish again after 4 years, my doc said my B12 and iron were bad. "
        "pescatarian now I guess?? salmon ideas pls",
        ("pescatarian",),
        ("What should I cook for dinner tonight?",),
        replaces="de099",
    ),
    _en(
        "de180", "family",
        "my stepson (12) is moving in with us full-time in September. how do we make his room "
        "feel like his?",
        ("stepson",),
        ("How do I set screen time rules for the new kid at home?",),
    ),
    _zh(
        "de181", "diet",
        "不吃辣，一点都不行，吃了就胃疼。下周去成都出差，有什么不辣的菜推荐？",
        ("不吃辣",),
        ("火锅点什么锅底？",),
    ),
    _en(
        "de182", "schedule",
        "switched to day shift finally! 7 to 3:30 M-F. my sleep is gonna be so confused",
        ("day shift",),
        ("What time should I go to the gym?",),
        replaces="de132",
    ),
    _en(
        "de183", "name",
        "Everyone knows me by my middle name, Maeve — my first name is Ann, same as my mom's, so "
        "that got confusing.",
        ("Maeve",),
        ("What should the nameplate on my desk say?",),
    ),
    _zh(
        "de184", "pregnancy",
        "宝宝上周出生了，顺产，母子平安～现在在坐月子，能洗头吗？",
        ("坐月子",),
        ("产后多久能开始运动？",),
        replaces="de141",
    ),
    _zh(
        "de185", "remember",
        "你记一下，我每个月15号发工资，理财建议按这个节奏来。",
        ("15号发工资",),
        ("信用卡还款日设在哪天比较好？",),
    ),
    _en(
        "de186", "address",
        "Captain works. Long story — my crew at the marina started it and now I'm Captain to "
        "everyone. So, best way to winterize an outboard motor?",
        ("Captain",),
        ("What do you call me when you say hi?",),
    ),
    _en(
        "de187", "accessibility",
        "big milestone — I'm walking short distances with a cane now!! still need elevators for "
        "most things but a few stairs are doable.",
        ("cane",),
        ("Can I manage the castle tour in Sintra?",),
        replaces="de116",
    ),
    _en(
        "de188", "family",
        "I have a 16-year-old daughter who just got her learner's permit. Terrifying. Tips for "
        "teaching her to drive?",
        ("16-year-old daughter",),
        ("What car is safest for a new teen driver?",),
    ),
    _en(
        "de189", "medical",
        "ADHD brain here (diagnosed at 32, lol). Can you break this tax stuff into tiny steps?",
        ("ADHD",),
        ("How should I plan my study sessions so I actually finish?",),
    ),
    _zh(
        "de190", "medical",
        "跟你汇报一下，心理咨询上个月正式结课了，医生说我已经走出来了，现在状态挺好的～",
        ("正式结课",),
        ("我还需要每周去见心理医生吗？",),
        replaces="de144",
    ),
    _en(
        "de191", "home",
        "just bought a condo on the 14th floor — HOA doesn't allow grills on balconies. Any "
        "indoor grill recs?",
        ("condo",),
        ("Can I get a charcoal smoker?",),
    ),
    _en(
        "de192", "work",
        "i'm a stay-at-home dad for two toddlers, been out of the workforce 4 years. how do i "
        "explain that on linkedin?",
        ("stay-at-home dad",),
        ("What should I do about the employment gap?",),
    ),
    _en(
        "de193", "aversion",
        "guess who survived a 5-hour flight to LA without a single panic attack 🎉 the exposure "
        "therapy actually worked",
        ("exposure therapy",),
        ("Should I book the train or a plane for Boston?",),
        replaces="de138",
    ),
    _en(
        "de194", "name",
        "quick thing for the cover letters: I got married last month and my surname is "
        "Desai-Ramos now, so use that going forward.",
        ("Desai-Ramos",),
        ("What name goes at the top of my resume?",),
        replaces="de108",
    ),
    _zh(
        "de195", "pet",
        "家里那只鸟送给我表姐养了，新搬的小区不让养鸟，没办法。",
        ("送给我表姐",),
        ("我现在还需要买鸟食吗？",),
        replaces="de088",
    ),
    _zh(
        "de196", "pet",
        "我养了条柯基，叫土豆，两岁，特别能叫。怎么训练它安静点？",
        ("柯基",),
        ("带狗出去玩去哪比较好？",),
    ),
    _zh(
        "de197", "accessibility",
        "老爸中风以后说话不利索，右半边身子也不太灵活。家里卫生间怎么改造比较好？",
        ("中风",),
        ("买什么样的拐杖或者扶手比较好？",),
    ),
    _en(
        "de198", "schedule",
        "I pray five times a day, so meetings around 1pm and sunset are hard for me. Can you help "
        "me block my calendar?",
        ("pray five times",),
        ("When can I schedule a team lunch?",),
    ),
    _en(
        "de199", "pet",
        "Clover passed last week 😢 so it's just Pip now. Do bunnies get lonely on their own?",
        ("Clover passed",),
        ("Should I adopt a companion for my remaining pet?",),
        replaces="de154",
    ),
    _zh(
        "de200", "work",
        "我是律师，做知识产权的。帮我把这段合同条款用大白话解释一下，要给客户看。",
        ("律师",),
        ("怎么给客户解释专利侵权？",),
    ),
    _zh(
        "de201", "home",
        "搬家了！辞了北京的工作回成都了，离爸妈近点，房子也大多了。",
        ("成都",),
        ("附近有什么好吃的馆子？",),
        replaces="de153",
    ),
    _zh(
        "de202", "diet",
        "那个阶段结束啦，体脂降下来了，现在教练让我增肌，每天得吃够150克蛋白质，菜单要重新排一下",
        ("增肌",),
        ("晚饭吃什么比较好？",),
        replaces="de101",
    ),
    _zh(
        "de203", "name",
        "我叫王思远，帮我起草一封请假邮件，明天要请一天假。",
        ("王思远",),
        ("邮件落款写什么？",),
    ),
    _en(
        "de204", "diet",
        "no gluten for me — celiac, diagnosed last year. does regular soy sauce have wheat in it?",
        ("gluten", "celiac"),
        ("Which beers can I drink at the party?",),
    ),
    _en(
        "de205", "schedule",
        "I'm in class MWF 9-noon for the rest of the semester, just so you know when planning "
        "stuff.",
        ("MWF",),
        ("When can I take a part-time shift?",),
    ),
    _en(
        "de206", "medication",
        "Daily lisinopril user here. Is it normal to have this dry cough that won't quit?",
        ("lisinopril",),
        ("Which cold medicine is safe with my blood pressure pill?",),
    ),
    _en(
        "de207", "home",
        "We finally closed on a house in New Jersey! 3 bedrooms, a yard, the whole thing. Where "
        "do I even start with furniture?",
        ("house in New Jersey",),
        ("How many rugs do I need?",),
        replaces="de156",
    ),
    _en(
        "de208", "accessibility",
        "I'm autistic and sudden changes in plans throw me off completely. can you help me write "
        "a script for asking my boss to give me advance notice?",
        ("autistic",),
        ("How do I handle a surprise team offsite?",),
    ),
    _en(
        "de209", "pregnancy",
        "she's here!! baby girl born tuesday night, we're exhausted and over the moon. I'm "
        "breastfeeding, so can you recheck that cold medicine list for me",
        ("breastfeeding",),
        ("Which painkillers are okay for me to take right now?",),
        replaces="de097",
    ),
    _en(
        "de210", "home",
        "Our house was built in 1920 and the wiring is ancient. Is it safe to run a space heater?",
        ("built in 1920",),
        ("Should we hire an electrician before adding outlets?",),
    ),
    _en(
        "de211", "diet",
        "Mostly plant-based, but I'll eat chicken maybe once a week. Meal prep ideas?",
        ("plant-based",),
        ("What should I order at the burger joint?",),
    ),
    _en(
        "de212", "aversion",
        "Needles freak me out to the point of fainting. I need bloodwork next week, any tricks?",
        ("needles",),
        ("How do I get through my flu shot?",),
    ),
    _en(
        "de213", "remember",
        "Keep in mind I'm petite, five foot two, whenever I ask you about bikes or furniture.",
        ("five foot two",),
        ("What frame size should my road bike be?",),
    ),
    _zh(
        "de214", "address",
        "叫我老张就行，都五十多的人了，别整那些“先生”“您”的。",
        ("老张",),
        ("你回复我的时候用什么称呼？",),
    ),
    _en(
        "de215", "pet",
        "my dog Luna is diabetic and gets insulin twice a day, which makes traveling a nightmare. "
        "boarding options?",
        ("Luna",),
        ("Can my pup eat sweet potato?",),
    ),
    _en(
        "de216", "medical",
        "good news!! my A1C is back in range and the doc says I'm in remission, no more meds 🎉 "
        "still want to eat sensibly though",
        ("remission",),
        ("Can I have cake at my niece's party?",),
        replaces="de137",
    ),
    _zh(
        "de217", "pet",
        "我们家狗狗有癫痫，每天要吃苯巴比妥。带它坐高铁可以吗？",
        ("癫痫",),
        ("狗狗出远门要准备什么？",),
    ),
    _zh(
        "de218", "address",
        "我是跨性别女生，提到我的时候用“她”，谢谢理解。",
        ("跨性别",),
        ("写介绍的时候代词用哪个？",),
    ),
    _en(
        "de219", "schedule",
        "I'm off every Wednesday and work Saturdays, so my 'weekend' is weird. plan a date for my "
        "day off?",
        ("off every Wednesday",),
        ("When's good for a spa day?",),
    ),
    _zh(
        "de220", "medication",
        "心内科复查结果挺好，医生说那个抗血小板的药可以停了，不用再天天吃了。",
        ("抗血小板",),
        ("下周拔牙需要提前做什么准备吗？",),
        replaces="de171",
    ),
    _zh(
        "de221", "medical",
        "我高度近视，一千度，眼科说视网膜变薄了。这样还能玩蹦极吗？",
        ("视网膜变薄",),
        ("过山车我能坐吗？",),
    ),
    _zh(
        "de222", "budget",
        "每个月给自己的零花钱只有五百块，烟酒都戒了。",
        ("五百块",),
        ("想买个游戏机，要攒多久？",),
    ),
    _zh(
        "de223", "pregnancy",
        "刚查出来是双胞胎！！12周了。孕期饮食要注意啥？",
        ("双胞胎",),
        ("孕期体重长多少合适？",),
    ),
    _en(
        "de224", "remember",
        "Please remember my shoe size is 11 wide — I always forget when I shop online.",
        ("11 wide",),
        ("Which hiking boots should I order?",),
    ),
    _zh(
        "de225", "schedule",
        "钢琴课调到周六上午了，工作日晚上现在都空出来了。",
        ("周六上午",),
        ("这周末能不能约朋友爬山？",),
        replaces="de115",
    ),
    _en(
        "de226", "schedule",
        "Sundays are sacred — church in the morning and family dinner after. don't ever schedule "
        "anything for me then 😅",
        ("Sundays",),
        ("When should the book club meet?",),
    ),
    _en(
        "de227", "pet",
        "there's a bearded dragon in my life now!! his name is Sergeant Scales. what temp should "
        "the basking spot be?",
        ("bearded dragon",),
        ("What bugs should I feed my reptile?",),
    ),
    _en(
        "de228", "family",
        "My dad has early-stage Alzheimer's. How do I set up his phone so he doesn't get scammed?",
        ("Alzheimer",),
        ("What activities keep a parent's memory sharp?",),
    ),
    _en(
        "de229", "remember",
        "pls remember: I'm left-handed. it keeps coming up when you suggest tools and desk setups",
        ("left-handed",),
        ("Which scissors should I buy?",),
    ),
    _en(
        "de230", "family",
        "My husband Raj and I are planning our 10th anniversary. ideas in Napa?",
        ("Raj",),
        ("What gift should I get my spouse?",),
    ),
    _zh(
        "de231", "remember",
        "以后给我推荐书记得我只看电子书，纸质书家里实在放不下了。",
        ("电子书",),
        ("有什么好看的科幻小说？",),
    ),
    _en(
        "de232", "name",
        "My legal name is Elizabeth but honestly nobody uses it. Anyway — resume help?",
        ("Elizabeth",),
        ("Which name goes on my job application?",),
    ),
    _zh(
        "de233", "family",
        "婆婆跟我们住一起，她不太会用智能手机，怎么教她视频通话？",
        ("婆婆",),
        ("家里老人手机装什么软件好？",),
    ),
    _zh(
        "de234", "remember",
        "帮我记一下：我血型是O型Rh阴性，以后问到献血或者手术相关的你提醒我一下。",
        ("Rh阴性",),
        ("献血的时候要注意啥？",),
    ),
    _en(
        "de235", "diet",
        "I don't eat pork for religious reasons. Is there a good substitute for the bacon in "
        "carbonara?",
        ("pork",),
        ("What's safe for me at the hot dog stand?",),
    ),
    _en(
        "de236", "allergy",
        "cat dander is my kryptonite lol. my friend wants me to housesit for her two cats this "
        "weekend — any way to survive that?",
        ("cat dander",),
        ("Which antihistamine should I pack before I housesit for my friend?",),
    ),
    _en(
        "de237", "pregnancy",
        "I had a miscarriage in January and we're thinking about trying again. how long should we "
        "wait?",
        ("miscarriage",),
        ("What tests should I ask my OB about before we start again?",),
    ),
    _en(
        "de238", "aversion",
        "ok confession, I tried the truffle risotto at my friend's and... I get it now. fungi are "
        "officially back on the menu for me lol",
        ("fungi",),
        ("Should I order the truffle pasta?",),
        replaces="de158",
    ),
    _en(
        "de239", "remember",
        "oops, I gave you the wrong date earlier — her birthday is actually June twenty-first. my "
        "bad, please fix that",
        ("twenty-first",),
        ("When do I need to book the party venue?",),
        replaces="de166",
    ),
    _en(
        "de240", "name",
        "Siobhan here (it's pronounced shiv-AWN, everyone gets it wrong). Help me write an intro "
        "for the podcast?",
        ("Siobhan",),
        ("How do I introduce myself at the start of the episode?",),
    ),
    _en(
        "de241", "medical",
        "Ever since the concussion last fall I get migraines a couple times a month. Any tips for "
        "working on a screen all day?",
        ("migraines",),
        ("What monitor settings help with headaches?",),
    ),
    _en(
        "de242", "aversion",
        "Loud crowds give me sensory overload, so I skip concerts and packed bars. What's a "
        "low-key way to celebrate my 30th?",
        ("loud crowds",),
        ("Which restaurant should I book for Friday?",),
    ),
    _en(
        "de243", "work",
        "I work retail at Target, mostly closing shifts. Need a script for asking the manager for "
        "fewer weekends.",
        ("retail",),
        ("How do I list my experience on a resume for an office job?",),
    ),
    _zh(
        "de244", "aversion",
        "我看到密密麻麻的小洞就浑身起鸡皮疙瘩，密集恐惧症。莲蓬的图片千万别发我。",
        ("密集恐惧症",),
        ("帮我选个手机壳的图案？",),
    ),
    _zh(
        "de245", "work",
        "研究生毕业啦，已经入职字节了，做推荐算法。",
        ("入职字节",),
        ("新人怎么快速融入团队？",),
        replaces="de155",
    ),
    _en(
        "de246", "medication",
        "I take 20mg of Adderall XR in the mornings. Can I have an energy drink on top of that?",
        ("Adderall",),
        ("How much coffee is safe for me?",),
    ),
    _en(
        "de247", "allergy",
        "Correction on my drug reactions — mom dug up my old records and the rash was from "
        "amoxicillin, not the one I told you before. Sorry for the confusion!",
        ("amoxicillin",),
        ("Which antibiotics should I avoid for a sinus infection?",),
        replaces="de165",
    ),
    _en(
        "de248", "accessibility",
        "I'm legally blind and use a screen reader (NVDA), so please don't send me images or "
        "tables without some kind of text description.",
        ("screen reader",),
        ("Can you give me that chart in a format I can use?",),
    ),
    _zh(
        "de249", "family",
        "我是独生女，爸妈都快六十了，以后养老压力挺大的。",
        ("独生女",),
        ("该给爸妈买什么保险？",),
    ),
    _en(
        "de250", "work",
        "high school chemistry teacher here. any fun demos for teaching reaction rates?",
        ("chemistry teacher",),
        ("How should I grade lab reports faster?",),
    ),
    _en(
        "de251", "aversion",
        "spiders are my nightmare. moving into a basement apartment next week — how do I keep "
        "them out?",
        ("spiders",),
        ("What should I check before signing a lease on a cabin?",),
    ),
    _en(
        "de252", "accessibility",
        "I use a prosthetic leg (below-knee), so long walking days wear me out. Can you plan a "
        "Rome itinerary with lots of sit-down breaks?",
        ("prosthetic",),
        ("Which sneakers should I bring to Italy?",),
    ),
    _en(
        "de253", "schedule",
        "heads up I coach my son's soccer team Tues and Thurs at 5:30, so those evenings are gone.",
        ("Tues and Thurs",),
        ("What evening works for a dinner party?",),
    ),
    _en(
        "de254", "medication",
        "switched from the zoloft to wellbutrin last week bc of side effects. anything I should "
        "watch for?",
        ("wellbutrin",),
        ("Is it safe to have a couple beers this weekend?",),
        replaces="de151",
    ),
    _en(
        "de255", "schedule",
        "I have dialysis Mon/Wed/Fri mornings, so any plans have to be Tues, Thurs, or weekends.",
        ("dialysis", "Mon/Wed/Fri"),
        ("Which day works for the family reunion?",),
    ),
    _zh(
        "de256", "name",
        "英文名换了哈，现在叫 Iris，领英上也改了，原来那个撞名的太多了。",
        ("Iris",),
        ("帮我写个英文签名？",),
        replaces="de150",
    ),
    _en(
        "de257", "pet",
        "My cat Miso has kidney disease so she's on a special renal diet. Can she have a little "
        "tuna as a treat?",
        ("Miso",),
        ("What treats are safe for my kitty?",),
    ),
    _en(
        "de258", "budget",
        "I'm paying off $40k in student loans so I'm being super frugal this year. cheap date "
        "ideas?",
        ("student loans",),
        ("What should I spend on a friend's wedding gift?",),
    ),
    _en(
        "de259", "family",
        "I'm a single dad, my daughter Zoe is 9. she wants a sleepover — what do I need to know?",
        ("Zoe",),
        ("What chores are fine for my kid?",),
    ),
    _en(
        "de260", "allergy",
        "Bee stings are a big deal for me — I carry an epinephrine pen since I went into "
        "anaphylaxis in 2019. Planning a hike in July, what should be in my pack?",
        ("bee stings", "epinephrine"),
        ("What should I do if something buzzing lands on me during the walk?",),
    ),
    _en(
        "de261", "remember",
        "Note for future chats: I'm a night owl and usually message you after midnight, so don't "
        "tell me to go to bed lol",
        ("night owl",),
        ("When's the best time for me to study?",),
    ),
    _zh(
        "de262", "remember",
        "记着点儿啊，我是南方人，给我推荐菜谱口味偏甜一点没关系。",
        ("南方人",),
        ("红烧肉怎么做？",),
    ),
    _en(
        "de263", "allergy",
        "Small update on the glove thing — the allergist redid the patch test and it was a false "
        "positive, rubber stuff is fine for me after all. Can you redo that first-aid kit list?",
        ("false positive",),
        ("Do I need to bring my own gloves to the tattoo appointment?",),
        replaces="de161",
    ),
)
