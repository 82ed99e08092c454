"""The second frozen blind set's facts (issue 10): written in one sitting by someone who had not
seen the fact detector, its rules, its training examples or the first blind set. Never tune on it.
"""

from __future__ import annotations

from convmem.facts.spent.statement import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    # --- allergy ----------------------------------------------------------------------------------
    _en("qa01", "allergy",
        "ok so random question but can you help me plan a picnic menu for saturday? one bite of "
        "kiwi and my mouth itches for hours so leave that out lol. thinking sandwiches, some "
        "fruit, maybe a dip",
        ("kiwi",), ("Which smoothie recipe would you suggest for my breakfasts?",)),
    _en("qa02", "allergy",
        "My son Leo carries an EpiPen because of his tree nut allergy. Cashews nearly sent him to "
        "the ER when he was four, so we are very careful. Anyway, his class is doing a bake sale "
        "and of course I volunteered.",
        ("tree nut", "cashews"), ("What should I bake for the school fundraiser next month?",)),
    _en("qa03", "allergy",
        "Penicillin gives me hives, found that out the hard way at 19. The urgent care doc wants "
        "to give me something for this sinus thing, what are the usual options people get?",
        ("penicillin",), ("Which antibiotics are safe for me to take?",)),
    _en("qa04", "allergy",
        "Can you suggest some trails near Asheville for October? Nothing too crazy, maybe 5-8 "
        "miles. I always have my auto-injector with me because one bee sting and I swell up like a "
        "balloon, so I'd rather avoid anything super flowery.",
        ("bee sting",), ("What should I pack for a summer camping trip?",)),
    _en("qa05", "allergy",
        "Shellfish is a hard no for me, my throat closes up. Which is hilarious because my husband "
        "has planned a whole week in Maine. Are there restaurants up there that can actually "
        "handle that?",
        ("shellfish",), ("What could I eat at a clambake?",)),
    _en("qa06", "allergy",
        "dust mites wreck me. sneezing fits, puffy eyes, the works, every single morning until i "
        "figured out waht it was. looking for a new mattress now, any recs?",
        ("dust mites",), ("What kind of bedding should I buy?",)),
    _en("qa07", "allergy",
        "Could you help me write a short note I can hand to new clinics? Latex makes my hands "
        "break out in an angry rash and I'm tired of reminding every dental hygienist from "
        "scratch.",
        ("latex",), ("What gloves should I buy for washing dishes?",)),
    _en("qa08", "allergy",
        "Birthday cakes are always an adventure in our house since my daughter reacts to eggs, "
        "even baked into stuff. Her party is in three weeks. Any ideas for a cake that won't come "
        "out like a hockey puck?",
        ("eggs",), ("What dessert should I make for my daughter's birthday?",)),
    _zh("qa09", "allergy",
        "我对芒果过敏，吃一口嘴唇就肿起来。下个月想去泰国玩一周，吃的方面有什么要注意的吗？",
        ("芒果",), ("泰国有哪些甜品适合我吃？",)),
    _zh("qa10", "allergy",
        "我家老二对牛奶蛋白过敏，一喝就起疹子，所以家里买零食都得仔细看配料表，挺累的。",
        ("牛奶",), ("给孩子买什么早餐饮品比较好？",)),
    _zh("qa11", "allergy",
        "一到春天我基本就废了，花粉一多眼睛痒鼻子塞，每年都得提前吃抗过敏药。",
        ("花粉",), ("四月份出去踏青要准备什么？",)),

    # --- diet -------------------------------------------------------------------------------------
    _en("qd01", "diet",
        "I've been vegetarian since college. Not for health reasons, I just couldn't do it anymore "
        "after a summer on my uncle's farm. Could you give me a week of dinner ideas that aren't "
        "just pasta?",
        ("vegetarian",), ("What should I cook for a dinner party this weekend?",)),
    _en("qd02", "diet",
        "Update on the food front: as of January I went the whole way and cut out dairy, honey and "
        "everything else from animals. Fully vegan now, and weirdly I don't miss cheese.",
        ("vegan",), ("What could I bring to a barbecue?",), replaces="qd01"),
    _en("qd03", "diet",
        "We keep kosher at home (separate dishes and everything), so if you suggest recipes please "
        "don't mix meat and dairy. My in-laws are visiting and I want to impress them.",
        ("kosher",), ("Can you give me a lasagna recipe?",)),
    _en("qd04", "diet",
        "For the Lisbon restaurant list you're making me: I only eat halal meat, so seafood places "
        "or veggie spots are probably the safest bet.",
        ("halal",), ("Where should I get dinner in Porto?",)),
    _en("qd05", "diet",
        "ugh my gastro finally confirmed it, celiac. so no more gluten for me ever, goodbye "
        "croissants 😭 what do people even eat for breakfast",
        ("gluten",), ("What bread can I buy at the supermarket?",)),
    _en("qd06", "diet",
        "I eat low-carb, keto-ish, most of the time. It's been working for my blood sugar so I'm "
        "sticking with it. Right now I need a grocery list for the week, nothing fancy.",
        ("low-carb", "keto"), ("What should I keep in my desk drawer for hungry afternoons?",)),
    _en("qd07", "diet",
        "My partner and I are hosting friends on Friday. I'm pescatarian and he eats everything, "
        "so I'd love a main dish that works for both of us without two pans.",
        ("pescatarian",), ("What should I cook for Christmas?",)),
    _en("qd08", "diet",
        "Small confession: after twelve years of fish-only I'm back on meat. My iron levels were "
        "in the basement and honestly I'd been dreaming about burgers.",
        ("meat",), ("Can you plan my meals for next week?",), replaces="qd07"),
    _zh("qd09", "diet",
        "我是回族，不吃猪肉，每次出差去外地吃饭都挺头疼的，只能找清真馆子。",
        ("猪肉",), ("去成都出差有什么餐馆推荐？",)),
    _zh("qd10", "diet",
        "我吃素快十年了，不过鸡蛋和牛奶还吃。最近想学做几道像样的家常菜。",
        ("吃素",), ("帮我想想年夜饭做什么菜？",)),
    _zh("qd11", "diet",
        "跟你说一下，我现在连蛋和奶制品也不碰了，彻底改成纯素，身体感觉还不错。",
        ("纯素",), ("周末聚餐我能点什么？",), replaces="qd10"),

    # --- medical ----------------------------------------------------------------------------------
    _en("qm01", "medical",
        "I've had type 1 diabetes since I was 9, so counting carbs is second nature by now. Could "
        "you help me figure out food for a two-day hike in the Smokies?",
        ("diabetes",), ("What should I bring to eat on a long bike ride?",)),
    _en("qm02", "medical",
        "My heart does this thing called SVT where it suddenly races to 200 out of nowhere. "
        "Usually harmless, always scary. Anyway I'm thinking of signing up for a half marathon, "
        "thoughts?",
        ("SVT",), ("How should I train for a 10k race?",)),
    _en("qm03", "medical",
        "Migraines run my life about twice a month and bright screens are one of my triggers. Any "
        "tips for setting up the new monitor I just bought?",
        ("migraines",), ("What lighting should I put in my home office?",)),
    _en("qm04", "medical",
        "Since the ski accident my left knee has no ACL and I chose not to get it rebuilt, so "
        "anything with jumping or pivoting is off the table. What's a decent workout plan for "
        "someone like that?",
        ("ACL",), ("Which sports could I take up this spring?",)),
    _en("qm05", "medical",
        "asthma's been with me since i was a kid and cold air is the worst for it. we're "
        "relocating somewhere with real winters soon so i guess i need a plan, any advise?",
        ("asthma",), ("Is it safe for me to go skiing?",)),
    _en("qm06", "medical",
        "I was diagnosed with Crohn's two years ago. Flares come and go, right now I'm fine, but I "
        "plan everything around where the bathrooms are, lol. Help me map a road trip from Denver "
        "to Moab?",
        ("Crohn",), ("What should I eat during a long flight?",)),
    _en("qm07", "medical",
        "My doctor says I'm prediabetic, so she wants me walking after dinner and off the soda. "
        "Could you make me a 30-minute walking playlist, 80s stuff mostly?",
        ("prediabetic",), ("What dessert can I have after supper?",)),
    _en("qm08", "medical",
        "Well, it happened. My A1c crossed the line at the last checkup and it's type 2 now, "
        "officially. Back to the drawing board with food I guess.",
        ("type 2",), ("What should I eat for breakfast?",), replaces="qm07"),
    _zh("qm09", "medical",
        "我有甲亢，医生让少吃含碘的东西，海带紫菜这些都得控制着点。",
        ("甲亢",), ("煲汤放什么料合适？",)),
    _zh("qm10", "medical",
        "说起来你可能不信，我有癫痫，所以一直没考驾照，出门都靠地铁。帮我查查从浦东机场到静安怎么走最方便？",
        ("癫痫",), ("我能不能玩那种闪光很多的游戏？",)),
    _zh("qm11", "medical",
        "我腰椎间盘突出好几年了，坐满一个小时就开始疼。想换把办公椅，你有什么推荐吗",
        ("腰椎间盘突出",), ("长途飞行时我该怎么办？",)),

    # --- medication -------------------------------------------------------------------------------
    _en("qx01", "medication",
        "I'm on warfarin, so my INR checks are a monthly ritual at this point. Is cranberry juice "
        "actually a problem or is that an old wives' tale?",
        ("warfarin",), ("Can I take ibuprofen for a headache?",)),
    _en("qx02", "medication",
        "Quick one: I take 50mg of sertraline every morning and I'm flying to Tokyo next week. Do "
        "I need any paperwork to bring it through customs?",
        ("sertraline",), ("Is it okay for me to drink alcohol at the office party?",)),
    _en("qx03", "medication",
        "Ever since my thyroid got zapped I've been on levothyroxine, first thing in the morning "
        "on an empty stomach, and coffee has to wait half an hour. It's fine. Mostly.",
        ("levothyroxine",), ("When should I have breakfast?",)),
    _en("qx04", "medication",
        "My stomach has been grumbling ever since I started metformin, twice a day with meals. Any "
        "gentle dinner ideas that won't make it worse?",
        ("metformin",), ("Do I need to worry about drinking wine?",)),
    _en("qx05", "medication",
        "The tablets weren't cutting it, so my endo moved me to insulin injections, one "
        "long-acting shot every night before bed. Still getting used to the pens.",
        ("insulin",), ("What should I pack in my carry-on for the flight?",), replaces="qx04"),
    _en("qx06", "medication",
        "fyi I'm on the combined pill, in case that matters for the herbal stuff you suggested "
        "earlier. my friend said some of those mess with it?",
        ("combined pill",), ("Is St. John's wort safe for me?",)),
    _en("qx07", "medication",
        "I use an albuterol inhaler before every run or my chest locks up around mile two. Is "
        "there a good belt or pouch for carrying it?",
        ("albuterol",), ("What should I carry when I go jogging?",)),
    _en("qx08", "medication",
        "Lithium keeps me steady and has for eight years, so I'm careful about dehydration and "
        "salt swings. We're going to Phoenix in July, which feels like a test.",
        ("lithium",), ("How much water should I drink on a desert hike?",)),
    _zh("qx09", "medication",
        "我每天晚上都要吃一片氯沙坦控制血压，吃了好几年了，最近老觉得头晕不知道有没有关系。",
        ("氯沙坦",), ("我能喝西柚汁吗？",)),
    _zh("qx10", "medication",
        "我放了心脏支架以后就一直在吃阿司匹林，一天一片，雷打不动。",
        ("阿司匹林",), ("拔牙前我需要注意什么？",)),
    _zh("qx11", "medication",
        "上个月复查，医生给我换药了，现在改吃氯吡格雷，说对胃的刺激小一点。",
        ("氯吡格雷",), ("拔牙之前要跟牙医交代什么？",), replaces="qx10"),

    # --- accessibility ----------------------------------------------------------------------------
    _en("qc01", "accessibility",
        "When you suggest restaurants in Rome please check for step-free entrances. I'm a "
        "wheelchair user and half of Trastevere seems to be cobblestones and little steps.",
        ("wheelchair",), ("Which museums in Florence should I visit?",)),
    _en("qc02", "accessibility",
        "I'm deaf (born that way, I lip-read and sign ASL), so phone calls are out. Can you help "
        "me draft an email to my landlord about the heater instead?",
        ("deaf",), ("How should I contact my bank about a fraud charge?",)),
    _en("qc03", "accessibility",
        "Please keep your answers free of tables and emoji if you can. I'm legally blind and "
        "everything goes through a screen reader, which turns tables into soup.",
        ("screen reader", "legally blind"), ("How should you format the recipe you send me?",)),
    _en("qc04", "accessibility",
        "Dyslexic here, so shorter paragraphs and bullet points genuinely help. Now, can you "
        "explain how index funds work like I'm twelve?",
        ("dyslexic",), ("Can you summarize this article on climate policy for me?",)),
    _en("qc05", "accessibility",
        "Looking at rentals in Porto for a month. It has to be a ground-floor place or have a "
        "lift, because since my hip replacement went sideways I can't manage stairs at all.",
        ("ground-floor", "stairs"), ("Which apartment in Lisbon should I book?",)),
    _en("qc06", "accessibility",
        "ok so for the spreadsheet stuff: i'm color blind, the red-green kind, so charts with red "
        "vs green lines are basically useless to me. could you redo the legend with shapes or "
        "something",
        ("color blind", "red-green"), ("How should I style the graphs in my quarterly report?",)),
    _en("qc07", "accessibility",
        "I have ADHD, and long unstructured walls of text lose me fast. Could you break the tax "
        "stuff into small steps with checkboxes?",
        ("ADHD",), ("How should you lay out my study plan?",)),
    _en("qc08", "accessibility",
        "My hands shake (essential tremor, runs in my family), so anything needing fine motor "
        "work, tiny buttons, threading needles, is a nightmare. What phone would be easiest for "
        "me?",
        ("tremor",), ("Which kitchen gadgets would make cooking easier for me?",)),
    _zh("qc09", "accessibility",
        "我耳朵不太好，一直戴着助听器，所以看视频一定要有字幕，不然基本听不清。",
        ("助听器",), ("推荐几部适合周末看的电影？",)),
    _zh("qc10", "accessibility",
        "我坐轮椅，出门得找有无障碍电梯的地方。下个月想去北京玩几天，帮我规划一下路线？",
        ("轮椅",), ("故宫适合我去吗？",)),

    # --- pregnancy --------------------------------------------------------------------------------
    _en("qp01", "pregnancy",
        "We found out last week, I'm pregnant!! Only 8 weeks so we're not telling people yet. Can "
        "you suggest some easy dinners? Everything smells awful right now.",
        ("pregnant",), ("Is it okay for me to eat sushi?",)),
    _en("qp02", "pregnancy",
        "I'm 30 weeks along with twins and get winded walking to the mailbox. Help me plan a baby "
        "shower I can mostly host sitting down?",
        ("twins", "30 weeks"), ("Can I fly to Chicago next month?",)),
    _en("qp03", "pregnancy",
        "due date is march 14th 🤞 first baby and i'm overwhelmed by registries. what should i "
        "actually buy vs what's just marketing hype",
        ("due date",), ("When should I pack my hospital bag?",)),
    _en("qp04", "pregnancy",
        "My OB put me on modified bed rest for the rest of the pregnancy (short cervix), so I'm "
        "going stir crazy. Any hobbies I can do lying down?",
        ("bed rest", "pregnancy"), ("Can I go to my cousin's wedding in June?",)),
    _en("qp05", "pregnancy",
        "Oh, and since I'm expecting (second trimester), can you double check that the face cream "
        "you recommended is fine to use?",
        ("expecting", "second trimester"), ("Which skincare products are safe for me?",)),
    _en("qp06", "pregnancy",
        "I'm breastfeeding my 3-month-old, so I try to keep an eye on what I take. Is there "
        "anything for a sore throat that's okay?",
        ("breastfeeding",), ("Can I take cold medicine this week?",)),
    _en("qp07", "pregnancy",
        "Gestational diabetes showed up at my 24-week test, so I'm pricking my finger four times a "
        "day until the baby comes. Fun times. Need snack ideas that aren't almonds.",
        ("gestational diabetes",), ("What can I have in the afternoon when I get peckish?",)),
    _zh("qp08", "pregnancy",
        "我怀孕五个月了，最近腰特别酸，晚上翻身都难，有什么缓解的办法吗？",
        ("怀孕",), ("我可以去泡温泉吗？",)),
    _zh("qp09", "pregnancy",
        "老婆说预产期是十月初，我这个新手爸爸得提前准备点什么？感觉什么都不懂。",
        ("预产期",), ("国庆节我们能出远门旅行吗？",)),
    _zh("qp10", "pregnancy",
        "医生说我这是高危妊娠，三十八岁了，所以每两周都要去医院产检一次。",
        ("高危妊娠",), ("我还能坚持每天去健身房吗？",)),

    # --- aversion ---------------------------------------------------------------------------------
    _en("qv01", "aversion",
        "I have a real phobia of needles. I've literally fainted getting a flu shot. Is there any "
        "way to get through a blood test without losing it?",
        ("needles",), ("How can I get through my vaccination appointment?",)),
    _en("qv02", "aversion",
        "Cilantro tastes like dish soap to me, genuinely, it's a gene thing. Could you give me a "
        "guacamole recipe that doesn't need it?",
        ("cilantro",), ("What salsa should I make for taco night?",)),
    _en("qv03", "aversion",
        "We're visiting Toronto in May, what should we see? Keep in mind I don't do heights, "
        "glass-floor observation decks make me sweat through my shirt.",
        ("heights",), ("Should I book the CN Tower tour?",)),
    _en("qv04", "aversion",
        "Flying terrifies me, so for the Boston trip I'd rather take the train even if it's nine "
        "hours. Which route is least painful?",
        ("flying",), ("How should I get to Miami for the conference?",)),
    _en("qv05", "aversion",
        "My partner grills the salmon outside on the deck, because the smell of fish cooking "
        "indoors makes me gag for the rest of the night.",
        ("fish",), ("What should I make for a dinner party?",)),
    _en("qv06", "aversion",
        "Crowds make me panic. Concerts, stadiums, Black Friday, no thanks. My friend wants me at "
        "her birthday thing at a packed club and I need a nice way to say no.",
        ("crowds",), ("Which days would be best for me to visit a theme park?",)),
    _en("qv07", "aversion",
        "Spiders. Can't. Even a picture makes my skin crawl, so please no spider photos if you "
        "show me insect stuff for my kid's project.",
        ("spiders",), ("What should I know before a camping trip in Australia?",)),
    _en("qv08", "aversion",
        "Planning my son's 6th birthday. Can you make sure the entertainment ideas skip clowns? "
        "They've freaked me out since I saw It way too young and I'm not about to host one.",
        ("clowns",), ("Who should I hire to perform at a kids' party?",)),
    _zh("qv09", "aversion",
        "我特别怕狗，小时候被咬过一次，现在路上看到大狗都绕着走。",
        ("怕狗",), ("朋友家养了金毛，我去做客要注意什么？",)),
    _zh("qv10", "aversion",
        "我真受不了香菜的味道，一闻就想吐，点外卖每次都要备注。",
        ("香菜",), ("帮我推荐一碗好吃的牛肉面做法？",)),

    # --- name -------------------------------------------------------------------------------------
    _en("qn01", "name",
        "Hi! I'm Priyanka, by the way, I realized I never introduced myself. I need help writing a "
        "cover letter for a UX role.",
        ("Priyanka",), ("Can you draft a signature for my emails?",)),
    _en("qn02", "name",
        "My name's Tomasz, and everyone spells it wrong, so please use the Polish spelling in "
        "anything you draft for me.",
        ("Tomasz",), ("Can you write an intro for my conference badge?",)),
    _en("qn03", "name",
        "Chidi here. Last time you called me 'user' which felt a bit cold, haha. Anyway, back to "
        "the spreadsheet question.",
        ("Chidi",), ("How should the wedding place card for me read?",)),
    _en("qn04", "name",
        "Sarah Whitford here, writing from my work laptop so the formatting might be weird. I need "
        "to send a complaint to the airline.",
        ("Whitford",), ("How should you sign the letter to my landlord?",)),
    _en("qn05", "name",
        "Heads up, after the wedding I changed my last name. It's Okafor now, so use that on "
        "anything official you help me with.",
        ("Okafor",), ("What should go on my new passport application?",), replaces="qn04"),
    _en("qn06", "name",
        "lol no, call me Trix. nobody uses Beatrice except my grandmother when i'm in trouble. "
        "anyway where were we, the packing list?",
        ("Trix",), ("How should you greet me?",)),
    _en("qn07", "name",
        "Everyone at work knows me as Raj, even though my passport says Rajendra. Can you help me "
        "with an out-of-office message?",
        ("Raj",), ("What should my email sign-off say?",)),
    _en("qn08", "name",
        "Hey, I'm Mateus (with the e-u, not Matthew, people always 'correct' it). Trying to plan a "
        "trip to Iceland with my brother and we can't agree on anything.",
        ("Mateus",), ("Can you write a luggage tag for me?",)),
    _zh("qn09", "name",
        "你好，我叫林晓雯，以后聊天就这么称呼我吧。",
        ("林晓雯",), ("帮我写一段自我介绍的开头？",)),
    _zh("qn10", "name",
        "我姓欧阳，单名一个锋字，金字旁那个，不是山峰的峰，好多人写错。",
        ("欧阳",), ("帮我填一下这张报名表的姓名栏？",)),

    # --- family -----------------------------------------------------------------------------------
    _en("qf01", "family",
        "My wife Ingrid turns 40 in August and I am hopeless at surprises. She hates being the "
        "center of attention, which makes it harder. Ideas?",
        ("Ingrid",), ("What should I get my spouse for our anniversary?",)),
    _en("qf02", "family",
        "we just had our second kid!! a girl, Maisie, 7lbs 2oz. anyway i need a meal plan that "
        "takes zero effort because we are zombies",
        ("Maisie",), ("What should I put on the birth announcement cards?",)),
    _en("qf03", "family",
        "My dad has Alzheimer's and moved in with us last spring, so most weekends revolve around "
        "him now. I'm trying to find a day program nearby.",
        ("Alzheimer",), ("How can I make our house safer for my father?",)),
    _en("qf04", "family",
        "Both of my boys are in college now, the older one at Purdue and the younger at Oregon "
        "State, so the house is weirdly quiet. What do empty nesters even do on weeknights?",
        ("Purdue", "Oregon State"), ("What care package should I mail this fall?",)),
    _en("qf05", "family",
        "I'm an only child and my parents are both gone, so holidays are usually just me and my "
        "partner and too much pie.",
        ("only child",), ("Who should I invite for Thanksgiving?",)),
    _en("qf06", "family",
        "My husband Marco is the cook in this house, I just do the dishes. He's Sicilian so it's "
        "pasta four nights a week and I'm not complaining.",
        ("Marco",), ("What kitchen gift would my spouse love?",)),
    _en("qf07", "family",
        "Can you help me find a time zone converter that's not awful? My twin sister lives in "
        "Perth and we keep botching our calls.",
        ("twin sister",), ("What time should I schedule our video chat on Sunday?",)),
    _en("qf08", "family",
        "I'm raising my granddaughter Zoe, she's 11. Her mom isn't in the picture. Some days I "
        "feel way too old for sixth-grade math.",
        ("granddaughter",), ("What should I look for in a middle school?",)),
    _zh("qf09", "family",
        "我儿子叫小宇，今年上三年级，特别迷恐龙，家里全是恐龙模型。",
        ("小宇",), ("给孩子过生日买什么礼物好？",)),
    _zh("qf10", "family",
        "我老公是湖南人，无辣不欢，我是广东的，一点辣都吃不了，每天做饭都很纠结。",
        ("湖南",), ("今晚做什么菜两个人都能吃？",)),
    _zh("qf11", "family",
        "我爸妈都七十多了，还住在老家，我差不多一个月回去看一次。",
        ("爸妈",), ("帮我挑一款适合老人用的手机？",)),

    # --- pet --------------------------------------------------------------------------------------
    _en("qt01", "pet",
        "My beagle Biscuit will eat literally anything off the floor, including a sock last year "
        "($1,800 surgery, thanks buddy). I want to add some greenery to the living room.",
        ("beagle", "Biscuit"), ("Which plants are okay to keep in my apartment?",)),
    _en("qt02", "pet",
        "I've got two rescue cats, Miso and Tofu, both indoor-only. I work from home so they "
        "basically supervise my meetings.",
        ("Miso", "Tofu"), ("What should I arrange before I travel for two weeks?",)),
    _en("qt03", "pet",
        "our leopard gecko just turned 10 which apparently is old for them?? anyway what temp "
        "should the tank be at night",
        ("leopard gecko",), ("What should I feed my reptile?",)),
    _en("qt04", "pet",
        "I foster kittens for the shelter most of the year, so there are usually three to six tiny "
        "terrors in my spare room.",
        ("foster kittens",), ("Which cleaning products are safe to use at home?",)),
    _en("qt05", "pet",
        "Juniper, my mare, is boarded about 20 minutes out. She's 17 and has a cranky hoof, so the "
        "farrier knows me by name.",
        ("Juniper", "mare"), ("How should I budget for the vet next year?",)),
    _en("qt06", "pet",
        "Our chocolate lab Rufus is 13 and his hips are going, so walks are short these days. Any "
        "tips for keeping an old dog entertained?",
        ("Rufus",), ("What exercise is good for my senior dog?",)),
    _en("qt07", "pet",
        "The house felt so empty after our old boy passed in the spring. Last week we brought home "
        "a retired racing greyhound named Pepper and she's already stolen the couch.",
        ("greyhound", "Pepper"), ("What size harness should I buy?",), replaces="qt06"),
    _en("qt08", "pet",
        "I share my flat with an African grey named Captain who is 26 and will probably outlive "
        "me. Is Teflon really dangerous for birds?",
        ("African grey",), ("Which cooking pans are safe to use in my kitchen?",)),
    _zh("qt09", "pet",
        "我家有只橘猫叫胖虎，十二斤了，医生说再不减肥就要出问题了。",
        ("胖虎", "橘猫"), ("有什么好的减重猫粮推荐？",)),
    _zh("qt10", "pet",
        "我养了两只仓鼠，晚上在笼子里跑轮子吵得我睡不着，该怎么办？",
        ("仓鼠",), ("出差一周，家里的小动物怎么安排？",)),
    _zh("qt11", "pet",
        "我们家狗狗叫豆豆，是只柯基，最怕打雷，一打雷就钻床底下。",
        ("豆豆", "柯基"), ("过年放鞭炮时我该怎么照顾家里的宠物？",)),

    # --- home -------------------------------------------------------------------------------------
    _en("qh01", "home",
        "I live in Lyon, up on the Croix-Rousse hill, and my bike is basically my car. Looking for "
        "a good pannier that can take groceries.",
        ("Lyon",), ("Which weekend trips by train would you recommend?",)),
    _en("qh02", "home",
        "We finally did it: sold the flat, shipped eleven boxes across the ocean, and Montreal is "
        "home now. I still can't believe how cold October already is.",
        ("Montreal",), ("Which weekend trips by train would you recommend?",), replaces="qh01"),
    _en("qh03", "home",
        "I'm in a tiny studio in Queens, so anything I buy has to fit under the bed or hang on a "
        "wall. Looking for a desk that isn't a desk.",
        ("Queens",), ("What size sofa should I get?",)),
    _en("qh04", "home",
        "Is a chest freezer worth it? Asking because we live on a farm about 40 minutes outside "
        "Bozeman, so popping to the store is a whole expedition and I'd love to do it less.",
        ("Bozeman",), ("How often should I plan grocery runs?",)),
    _en("qh05", "home",
        "my partner and i just closed on a house in Raleigh!!! first time homeowners, terrified, "
        "what do we do frist, like the first week",
        ("Raleigh",), ("Which neighborhoods have good farmers markets near me?",)),
    _en("qh06", "home",
        "I rent a room in a shared house in Bristol with four other nurses. Chaos, but cheap, and "
        "someone is always awake.",
        ("Bristol",), ("Where's a good place nearby for a Sunday roast?",)),
    _en("qh07", "home",
        "Got the keys to my own flat in Cardiff yesterday!! Bye bye housemates and passive "
        "aggressive fridge labels. Now I need literally everything, starting with a kettle.",
        ("Cardiff",), ("Where's a good place nearby for a Sunday roast?",), replaces="qh06"),
    _en("qh08", "home",
        "Since we both stopped working in March we've been living full-time in our RV, mostly "
        "around Arizona in the winter. How do people handle mail like this?",
        ("RV",), ("How do I get packages delivered while traveling?",)),
    _en("qh09", "home",
        "The 14th floor is great for the view, less great when you live alone in a building with "
        "no doorman and every delivery turns into a saga. Is a smart lock worth it?",
        ("14th floor",), ("Where should I have my online orders sent?",)),
    _zh("qh10", "home",
        "我住在杭州，离西湖不远，平时上班骑车十分钟就到。",
        ("杭州",), ("周末附近有什么好去处？",)),
    _zh("qh11", "home",
        "上个月搬到深圳了，现在住南山，离公司近多了，就是房租贵得离谱。",
        ("深圳", "南山"), ("周末附近有什么好去处？",), replaces="qh10"),
    _zh("qh12", "home",
        "我们家在郊区，小区离最近的地铁站要走半个小时，没车真的不方便。",
        ("郊区",), ("我上班通勤怎么安排比较省时间？",)),

    # --- work -------------------------------------------------------------------------------------
    _en("qw01", "work",
        "Summer break is almost over (I teach 7th grade science at a public school) and I want a "
        "first-day activity that isn't another icebreaker bingo. Any thoughts?",
        ("7th grade",), ("How should I decorate my classroom?",)),
    _en("qw02", "work",
        "What's a good foot soak? Twelve hours as a line cook at a steakhouse downtown and my feet "
        "are destroyed after every Saturday service.",
        ("line cook",), ("What shoes would you recommend for me?",)),
    _en("qw03", "work",
        "By day I'm a paralegal at a small immigration firm, by night I'm drowning in bar prep. "
        "Could you quiz me on evidence rules tonight?",
        ("paralegal",), ("How should I describe my job on LinkedIn?",)),
    _en("qw04", "work",
        "Passed the bar in November!!! So I'm an associate attorney now, same firm, way more "
        "billable hours and a slightly nicer chair.",
        ("attorney",), ("How should I describe my job on LinkedIn?",), replaces="qw03"),
    _en("qw05", "work",
        "I've been a software engineer at Shopify for six years, mostly backend Ruby, and I'm "
        "getting a little restless.",
        ("Shopify",), ("What certifications should I pursue for my career?",)),
    _en("qw06", "work",
        "Big news: I quit tech. After a long year of soul searching I'm apprenticing as an "
        "electrician now. Huge pay cut, and I honestly love it.",
        ("electrician",), ("What certifications should I pursue for my career?",), replaces="qw05"),
    _en("qw07", "work",
        "Audiobook recs please, the longer the better. I drive for a living, long-haul trucking "
        "mostly on I-80, so I'm on the road three weeks out of four.",
        ("trucking", "long-haul"), ("How can I eat healthier during my workweek?",)),
    _en("qw08", "work",
        "nurse in the NICU for 9 years now so not much grosses me out lol. whats a good gift for a "
        "coworker who's leaving",
        ("NICU",), ("Which continuing education courses fit my career?",)),
    _en("qw09", "work",
        "So I retired in March after 31 years at the post office. For the first time ever I have "
        "time on my hands and my wife says I'm 'underfoot'. Help.",
        ("retired", "post office"), ("What hobbies could I pick up this year?",)),
    _zh("qw10", "work",
        "我在一家外企做财务，每个月底都特别忙，加班到十点是常事。",
        ("财务",), ("我该考什么证书提升自己？",)),
    _zh("qw11", "work",
        "最近有点迷茫。我在银行上班，当柜员，已经干了八年了，每天都是重复的活儿。你觉得我该不该考虑转行？",
        ("银行",), ("帮我写一份简历里的工作经历？",)),
    _zh("qw12", "work",
        "辞职了！现在自己开了家咖啡店，虽然累但是开心多了。",
        ("咖啡店",), ("帮我写一份简历里的工作经历？",), replaces="qw11"),

    # --- schedule ---------------------------------------------------------------------------------
    _en("qs01", "schedule",
        "Meal prep question. I work nights, 7pm to 7am, three on three off, so 'breakfast' for me "
        "happens around 3pm and dinner is at 4 in the morning. What even is a normal schedule for "
        "eating?",
        ("nights",), ("When should you suggest I go to the gym?",)),
    _en("qs02", "schedule",
        "I need a hobby that isn't Netflix. Mondays, Wednesdays and Fridays are dialysis days for "
        "me, I'm in the chair from 6 till about 10 and wiped out after.",
        ("dialysis",), ("Which days could I do a weekly pottery class?",)),
    _en("qs03", "schedule",
        "Custody is every other weekend, and those weekends the kids are with me, so travel has to "
        "fit in the off weekends. My ex and I finally got it in writing last year.",
        ("custody",), ("Which dates should I book the Vegas trip?",)),
    _en("qs04", "schedule",
        "School pickup is 3:15 sharp every day, so I can't do meetings after 2:45. Can you help me "
        "word that for my new manager without sounding difficult?",
        ("pickup",), ("When should I set my dentist appointment?",)),
    _en("qs05", "schedule",
        "My rota has me on call one week in four, phone glued to my hip the whole time, which "
        "makes my girlfriend thrilled as you can imagine.",
        ("on call",), ("Can I plan a camping weekend away next month?",)),
    _en("qs06", "schedule",
        "Switched teams at work! No more pager duty, but the trade-off is I now do the Saturday "
        "shift every week. I'll take it.",
        ("Saturday shift",), ("Can I plan a camping weekend away next month?",), replaces="qs05"),
    _en("qs07", "schedule",
        "I'm trying to get more organized this year. I pray five times a day, so if you make me a "
        "daily plan, leave space around dawn, noon, mid-afternoon, sunset and night.",
        ("pray",), ("Can you build me a study timetable?",)),
    _en("qs08", "schedule",
        "Sundays are church and then lunch at my mother's, always, so that whole day is spoken "
        "for. Saturday mornings I'm free though.",
        ("church",), ("When should I host the book club?",)),
    _zh("qs09", "schedule",
        "我每周二和周四晚上要上夜校，七点到九点半，那两天别给我排别的事。",
        ("夜校",), ("帮我安排一下下周的健身时间？",)),
    _zh("qs10", "schedule",
        "我现在上的是早班，早上六点就得到岗，下午两点下班，所以晚上九点就困得不行。",
        ("早班",), ("我一般几点去超市买菜比较合适？",)),
    _zh("qs11", "schedule",
        "排班又调了，从这周起我固定上晚班，下午三点到晚上十一点。",
        ("晚班",), ("我一般几点去超市买菜比较合适？",), replaces="qs10"),

    # --- budget -----------------------------------------------------------------------------------
    _en("qb01", "budget",
        "Keep recomendations under $50 please. I'm on a tight budget until the student loans are "
        "paid off, probably two more years of this.",
        ("$50", "tight budget"), ("What headphones should I buy?",)),
    _en("qb02", "budget",
        "Our grocery budget is $120 a week for a family of four, which is... ambitious with two "
        "teenage boys. Any tricks?",
        ("$120",), ("Can you plan next week's shopping list for us?",)),
    _en("qb03", "budget",
        "We looked at a gorgeous place yesterday but no. Rent can't go above $1,400 a month, "
        "that's my hard ceiling, I've done the math too many times.",
        ("$1,400",), ("Which apartments in Austin should I look at?",)),
    _en("qb04", "budget",
        "I'm saving for a house, so I've put myself on a $200-a-month fun money allowance. It's "
        "going... fine. Mostly.",
        ("$200",), ("Can I afford that concert next Saturday?",)),
    _en("qb05", "budget",
        "Since the layoff we're on one income, so for outings and stuff it's anything under twenty "
        "bucks or free, please. Kids don't care as long as there's a playground.",
        ("twenty bucks",), ("What should we do for date night?",)),
    _en("qb06", "budget",
        "Good news, I got hired!! So the free-stuff-only rule is lifted, up to about $100 for "
        "outings is fine now.",
        ("$100",), ("What should we do for date night?",), replaces="qb05"),
    _en("qb07", "budget",
        "Car shopping, ugh. My car budget is 15k max, used is totally fine, I just need something "
        "reliable for a 50-mile commute.",
        ("15k",), ("Which SUVs should I shortlist?",)),
    _en("qb08", "budget",
        "There are fourteen nieces and nephews and counting, so whatever you suggest for gifts, I "
        "keep it to about £30 a person.",
        ("£30",), ("What should I get my nephews for Christmas?",)),
    _zh("qb09", "budget",
        "最近在看房子，先说好，我每个月房租预算最多三千，再多就要吃土了。",
        ("三千",), ("帮我看看这几个小区哪个合适？",)),
    _zh("qb10", "budget",
        "我现在每个月生活费控制在两千块以内，要攒钱还房贷。",
        ("两千",), ("周末出去玩怎么安排比较划算？",)),
    _zh("qb11", "budget",
        "房贷提前还完了！以后每个月花销可以放宽到五千左右。",
        ("五千",), ("周末出去玩怎么安排比较划算？",), replaces="qb10"),

    # --- address ----------------------------------------------------------------------------------
    _en("qr01", "address",
        "Just so you know, I use they/them pronouns, and the last draft you gave me used 'he' "
        "twice. Can you fix the bio for the conference program?",
        ("they/them",), ("Can you write a short introduction of me for the panel?",)),
    _en("qr02", "address",
        "It's Dr. Haddad, actually! I defended my PhD in May and I'm still enjoying the title, so "
        "humor me for a while.",
        ("Dr. Haddad",), ("How should you greet me in the emails you draft?",)),
    _en("qr03", "address",
        "Please don't call me buddy or pal, it drives me up the wall. My old boss did it "
        "constantly and I've never quite recovered.",
        ("buddy",), ("How should you start your replies to me?",)),
    _en("qr04", "address",
        "Quick note for the letters: my pronouns are she/her. I transitioned a few years ago, so "
        "old documents might say otherwise.",
        ("she/her",), ("Can you write a reference letter about me?",)),
    _en("qr05", "address",
        "Everyone calls me Sarge since my army days, feel free to do the same. Now, about that "
        "grill I was looking at.",
        ("Sarge",), ("How should you open your messages to me?",)),
    _en("qr06", "address",
        "For the cover letter and anything formal, I go by Ms. Patel, please. First names are fine "
        "in casual stuff.",
        ("Ms. Patel",), ("How should the letter to the school board be signed?",)),
    _en("qr07", "address",
        "You can call me Kiki btw, it's what my friends use, and honestly it's the only thing I "
        "answer to at this point.",
        ("Kiki",), ("How should you greet me at the start of a reply?",)),
    _en("qr08", "address",
        "Small change: I'd like to be called Katherine from now on. I'm 30 this year and the short "
        "version feels like a teenager's name.",
        ("Katherine",), ("How should you greet me at the start of a reply?",), replaces="qr07"),
    _zh("qr09", "address",
        "以后叫我老张就行，别叫张总，听着别扭，我们公司一共才五个人。",
        ("老张",), ("你回复我的时候开头怎么称呼？",)),
    _zh("qr10", "address",
        "我不喜欢被叫阿姨，虽然五十多了，叫我李姐就好。",
        ("李姐",), ("你平时跟我说话用什么称呼？",)),

    # --- remember ---------------------------------------------------------------------------------
    _en("qk01", "remember",
        "Remember that our anniversary is October 3rd. I forgot it once, in 2016, and will never, "
        "ever live it down.",
        ("October 3rd", "anniversary"), ("When should I book a nice dinner for my wife and me?",)),
    _en("qk02", "remember",
        "I sold my car when I moved downtown and I honestly don't miss it. so keep in mind i don't "
        "drive when you plan my weekends, ok? bus, train or my own two feet.",
        ("don't drive",), ("How should I get to the outlet mall on Saturday?",)),
    _en("qk03", "remember",
        "Please file this away for later: my mother-in-law lives with us half the year, roughly "
        "November to April, and she has opinions about everything.",
        ("mother-in-law",), ("How many bedrooms should our next house have?",)),
    _en("qk04", "remember",
        "Note to self, and to you: my car is a 2014 Honda Fit, so don't go suggesting roof boxes "
        "or anything that needs a tow hitch.",
        ("Honda Fit",), ("Which bike rack would work with my car?",)),
    _en("qk05", "remember",
        "Remember I'm left-handed whenever you recommend tools or notebooks. Spiral bindings are "
        "my nemesis.",
        ("left-handed",), ("Which scissors should I buy for sewing?",)),
    _en("qk06", "remember",
        "Don't forget that I'm 6'7, so most airline seats are torture for me and standard bed "
        "frames leave my feet hanging off.",
        ("6'7",), ("Which seat should I pick on my flight to Seoul?",)),
    _en("qk07", "remember",
        "For future reference, I'm in Australia, so give me measurements in metric please. Cups "
        "and ounces make my head spin.",
        ("metric",), ("How much flour goes in a basic loaf?",)),
    _zh("qk08", "remember",
        "记住，我不喝酒，以后推荐餐厅别往酒吧那方面想。",
        ("不喝酒",), ("同事聚会选什么地方好？",)),
    _zh("qk09", "remember",
        "帮我记一下：我老婆的生日是五月二十号，去年差点忘了，被念叨了一整年。",
        ("五月二十",), ("下个月给家里那位准备什么惊喜？",)),
    _zh("qk10", "remember",
        "请记住我住的是老小区，没有电梯，买大件的时候提醒我一下。",
        ("没有电梯",), ("这台冰箱要不要让商家送货上楼？",)),
)
