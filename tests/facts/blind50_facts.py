"""The fiftieth frozen blind set's facts (issue 10): written in one sitting by someone who
had not seen the fact detector, its rules, its training examples or the earlier blind sets. Never
tune on it."""

from __future__ import annotations

from tests.facts.blind_statements import BlindFact, _en, _zh

FACTS: tuple[BlindFact, ...] = (
    _en(
        "ca001", "allergy",
        "hey quick one before I hit the shops — I'm allergic to tree nuts, cashews and "
        "pistachios are the worst, my throat goes itchy and tight. what's a good snack to "
        "bring to book club that everyone can share?",
        ("tree nuts", "cashews"),
        ("What should I bake for my niece's birthday party?",),
    ),
    _en(
        "ca002", "home",
        "I live in Leeds and honestly the weather here is always grim. Any ideas for indoor "
        "stuff to do this weekend that isn't just the cinema again?",
        ("Leeds",),
        ("Where can I get a good Sunday roast?",),
    ),
    _zh(
        "ca003", "family",
        "我儿子今年三岁，正是什么都要自己来、天天把“不要”挂嘴边的年纪😂。"
        "周末想带他出去放放电，有什么合适的地方吗？",
        ("儿子", "三岁"),
        ("给小朋友买什么生日礼物好？",),
    ),
    _en(
        "ca004", "work",
        "I teach chemistry at a high school and I need a fun demo for my year 10s on Friday. "
        "Ideally nothing that sets off the fire alarm this time lol",
        ("teach chemistry",),
        ("How should I spend my summer break?",),
    ),
    _zh(
        "ca005", "name",
        "你好呀，我叫林晓雯，第一次用这个。新公司下周入职，要交一段自我介绍，"
        "你能帮我写一下吗？",
        ("林晓雯",),
        ("帮我写一封请假邮件吧。",),
    ),
    _en(
        "ca006", "diet",
        "I've been vegetarian for about six years now so please no chicken stock suggestions 😅 "
        "what can I put in a soup to make it taste rich and savoury?",
        ("vegetarian",),
        ("What's a good dinner to cook for friends on Saturday?",),
    ),
    _en(
        "ca007", "pet",
        "HELP my dog Biscuit (beagle, 6, permanently starving) just ate like half a bar of dark "
        "chocolate off the coffee table. how worried should I be??",
        ("Biscuit", "beagle"),
        ("Can you suggest a pet-friendly weekend trip?",),
    ),
    _en(
        "ca008", "schedule",
        "I work night shifts, 8pm to 8am, four on four off, so my sleep is all over the place. "
        "When's the best time for me to actually hit the gym?",
        ("night shifts",),
        ("When should I book a dentist appointment?",),
    ),
    _en(
        "ca009", "medication",
        "I'm on sertraline, 50mg, for anxiety. Is it actually a problem to have a glass or two "
        "of wine at my sister's wedding or is that just something doctors say?",
        ("sertraline",),
        ("Can I take something for this cold I'm getting?",),
    ),
    _en(
        "ca010", "address",
        "you can just call me Jazz, everyone does. Jasmine makes me feel like I'm in trouble "
        "with my mum lol. anyway can you help me plan a little birthday thing for my friend?",
        ("Jazz",),
        ("Can you write me a cheerful good-morning message?",),
    ),
    _en(
        "ca011", "budget",
        "Our grocery budget is £50 a week for the two of us, so nothing fancy please. What can "
        "I batch cook on a Sunday that actually lasts?",
        ("£50 a week",),
        ("What can I make for dinner tonight?",),
    ),
    _en(
        "ca012", "medical",
        "Got diagnosed with type 2 diabetes last month and I'm still kind of processing it tbh. "
        "My GP gave me a leaflet and that was it. Could you explain what a normal day of eating "
        "should look like for me now?",
        ("type 2 diabetes",),
        ("What's a good snack for a long road trip?",),
    ),
    _en(
        "ca013", "pregnancy",
        "So... I'm pregnant!! About 8 weeks. Only told my husband so far, so you're basically "
        "the third to know 😅 Can you help me figure out which foods I'm supposed to avoid?",
        ("pregnant",),
        ("Is my morning coffee still okay?",),
    ),
    _zh(
        "ca014", "aversion",
        "我真的特别讨厌香菜，闻到那个味儿就想吐，吃一口能难受一整天。"
        "你以后推荐菜谱能不能都别放？",
        ("香菜",),
        ("晚上想煮碗面，有什么简单的做法？",),
    ),
    _zh(
        "ca015", "remember",
        "记住哈，我最喜欢的颜色是墨绿色，以后帮我挑衣服、包包、家居用品什么的，"
        "都优先考虑这个颜色。",
        ("墨绿色",),
        ("帮我挑一个新的手机壳吧。",),
    ),
    _zh(
        "ca016", "accessibility",
        "我是轮椅使用者，出门只能去有无障碍设施的地方。下个月想去杭州玩三天，"
        "能帮我规划一下路线吗？",
        ("轮椅",),
        ("周末去哪个博物馆逛逛比较好？",),
    ),
    _zh(
        "ca017", "work",
        "我在一家互联网公司做产品经理，每天从早到晚都在开会，自己的活只能晚上加班干。"
        "有没有什么提高会议效率的方法？",
        ("产品经理",),
        ("帮我写一份年终总结的框架吧。",),
    ),
    _en(
        "ca018", "family",
        "My wife Hannah works nights as a nurse, so I do most of the cooking in our house. "
        "Can you give me some easy dinners that reheat well for when she gets in at 8am?",
        ("Hannah",),
        ("What should I plan for our anniversary?",),
    ),
    _zh(
        "ca019", "medical",
        "我有高血压，一直吃药控制着，但医生老让我多运动。最近想开始健身，"
        "哪些运动比较适合我？",
        ("高血压",),
        ("有什么适合上班族的锻炼计划？",),
    ),
    _en(
        "ca020", "budget",
        "I'm saving for a house deposit so money is stupidly tight right now, like no eating "
        "out at all, no takeaways, nothing. Ideas for a cheap date night in?",
        ("house deposit",),
        ("Where should I go on holiday this year?",),
    ),
    _zh(
        "ca021", "pet",
        "我家猫叫年糕，是只胖橘猫，这两天突然不太爱吃饭，也不怎么动。"
        "要不要带它去医院看看？",
        ("年糕", "橘猫"),
        ("出差一周，家里的小家伙怎么安排？",),
    ),
    _zh(
        "ca022", "allergy",
        "我对青霉素过敏，上次打了一针整个人起红疹，差点休克。所以以后我问感冒发烧"
        "吃什么药，你别推荐这一类的哈。",
        ("青霉素",),
        ("嗓子发炎一般吃什么药比较好？",),
    ),
    _en(
        "ca023", "address",
        "Please address me as Dr. Whitfield in anything formal you draft for me, I worked hard "
        "for that PhD 😄 Now, the email to the funding committee, here's my rough version:",
        ("Dr. Whitfield",),
        ("Could you draft a reply to this conference invitation?",),
    ),
    _zh(
        "ca024", "home",
        "我住在成都，夏天闷热，冬天又湿又冷，衣服老是晾不干。你有什么除湿的好办法吗？",
        ("成都",),
        ("周末带孩子去哪里玩比较好？",),
    ),
    _en(
        "ca025", "aversion",
        "I'm terrified of flying. Like full-on panic attack at the gate, I had to get off a "
        "plane once before it took off. Is there any sane way to get from London to Rome "
        "without one?",
        ("flying",),
        ("How should I plan a two-week trip to Japan?",),
    ),
    _zh(
        "ca026", "diet",
        "我这两个月在严格生酮，碳水每天控制在20克以内。早餐天天吃鸡蛋都吃腻了，"
        "帮我想想还能吃什么？",
        ("生酮",),
        ("公司楼下都是快餐店，午饭怎么选比较好？",),
    ),
    _en(
        "ca027", "remember",
        "Remember that I bank with Monzo, so if I ask you about transfers or savings stuff, "
        "answer for that app and not some generic bank.",
        ("Monzo",),
        ("How do I set up a savings pot?",),
    ),
    _en(
        "ca028", "name",
        "My name's Declan btw, feels rude talking to you this much without introducing myself "
        "lol. Can you help me with a toast for my brother's wedding?",
        ("Declan",),
        ("Could you draft a cover letter for a barista job?",),
    ),
    _en(
        "ca029", "schedule",
        "I coach an under-10s football team every Saturday morning, so weekends before noon "
        "are a no-go for me. When would be a good time for a family brunch with my in-laws?",
        ("Saturday morning",),
        ("When should we book the kids' swimming lessons?",),
    ),
    _en(
        "ca030", "accessibility",
        "I'm deaf in my left ear and phone calls are honestly a nightmare, I miss half of what "
        "people say. Can you help me write an email to my landlord instead of calling him "
        "about the boiler?",
        ("deaf",),
        ("What's the best way to contact my bank about a problem?",),
    ),
    _en(
        "ca031", "medication",
        "been on warfarin since my clot last year. does that mean I can't eat spinach anymore?? "
        "I love spinach, this is a tragedy",
        ("warfarin",),
        ("What painkiller can I take for a headache?",),
    ),
    _en(
        "ca032", "pregnancy",
        "we're expecting in October!!! I'm 14 weeks, first baby, and I have no idea what we "
        "actually need to buy vs what's just marketing. help?",
        ("October",),
        ("When's a good time to book a beach holiday?",),
    ),
    _en(
        "ca033", "diet",
        "no, I said I'm *vegan*, not vegetarian — the recipe you just gave me has honey AND "
        "butter in it 😩 can you redo it?",
        ("vegan",),
        ("Can you suggest a birthday cake recipe?",),
    ),
    _zh(
        "ca034", "schedule",
        "我每周一三五晚上都要去上夜校，七点到九点半，所以那几天晚上别给我排别的事。"
        "帮我把这周的计划重新排一下？",
        ("一三五", "夜校"),
        ("帮我安排下个月跟朋友聚餐的时间。",),
    ),
    _en(
        "ca035", "home",
        "living on a narrowboat has its perks but storage is NOT one of them. any clever "
        "space-saving ideas for a tiny galley kitchen?",
        ("narrowboat",),
        ("What's a good way to heat a small space in winter?",),
    ),
    _zh(
        "ca036", "family",
        "我妈今年七十了，一个人住在老家，我在外地工作，总是放心不下。"
        "有什么智能设备能帮忙照看老人吗？",
        ("七十", "老家"),
        ("春节放假安排点什么活动好？",),
    ),
    _en(
        "ca037", "accessibility",
        "Please keep your replies in plain text, no tables or emoji. I'm blind and use a screen "
        "reader (NVDA), and tables come out as an absolute mess.",
        ("screen reader",),
        ("How should I format my resume?",),
    ),
    _en(
        "ca038", "remember",
        "keep in mind my laptop is a 2015 MacBook Air, ancient, so any software you suggest "
        "has to actually run on that thing",
        ("MacBook Air",),
        ("What video editing program should I try?",),
    ),
    _en(
        "ca039", "allergy",
        "ok dumb question but I'm lactose intolerant (one latte and I'm stuck in the bathroom "
        "for an hour). What can I actually order at a coffee shop?",
        ("lactose intolerant",),
        ("What's a comforting dessert I could make tonight?",),
    ),
    _zh(
        "ca040", "pregnancy",
        "我怀孕五个月了，最近腰特别酸，晚上也睡不好。有没有孕妇能做的简单运动？",
        ("怀孕",),
        ("晚上睡觉总翻来覆去，有什么办法能睡得舒服点？",),
    ),
    _en(
        "ca041", "work",
        "As a nurse on a busy cardiac ward I barely get time to eat. Can you suggest snacks I "
        "can shove in my scrubs pocket and eat in 30 seconds?",
        ("nurse",),
        ("What shoes are good for being on my feet all day?",),
    ),
    _zh(
        "ca042", "medication",
        "我每天早上空腹吃一片优甲乐，甲状腺的问题。吃完要隔多久才能喝咖啡？",
        ("优甲乐",),
        ("早餐一般吃什么比较健康？",),
    ),
    _en(
        "ca043", "name",
        "hi! I'm Priya Raghunathan, I run a small bakery and I need help with an Instagram bio "
        "that doesn't sound cringe",
        ("Priya Raghunathan",),
        ("Can you sign off this email to my supplier for me?",),
    ),
    _en(
        "ca044", "aversion",
        "please don't show me pictures of spiders or describe them in detail, I have a proper "
        "phobia. anyway how do I get rid of whatever's living in my garden shed",
        ("spiders",),
        ("What should I know before camping in Australia?",),
    ),
    _zh(
        "ca045", "budget",
        "我一个月生活费就两千，房租还得另算。帮我做个省钱的一周饮食计划吧。",
        ("两千",),
        ("周末去哪里玩比较划算？",),
    ),
    _en(
        "ca046", "pet",
        "I have two rabbits, Pickle and Bean, and they free-roam in the living room. Which "
        "houseplants are safe to keep around them?",
        ("rabbits",),
        ("What flowers can I put on the coffee table?",),
    ),
    _zh(
        "ca047", "address",
        "跟我说话别用“您”，太客气了，感觉怪怪的，直接叫我小周就行。",
        ("小周",),
        ("帮我写条拜年短信。",),
    ),
    _en(
        "ca048", "medical",
        "I have asthma. Pretty well controlled, but cold air sets it off every single time. "
        "I'm thinking about taking up running this winter, how should I ease into it?",
        ("asthma",),
        ("Is skiing a good hobby to pick up?",),
    ),
    _zh(
        "ca049", "pet",
        "我养了一只柯基叫豆豆，三岁，特别爱叫，邻居已经投诉两次了。怎么训练它安静点？",
        ("柯基",),
        ("周末去哪里露营比较好？",),
    ),
    _zh(
        "ca050", "name",
        "我叫赵子昂，赵钱孙李的赵，子曰的子，气宇轩昂的昂。能帮我起个好听的英文名吗？",
        ("赵子昂",),
        ("帮我设计一个个人邮件签名档。",),
    ),
    _en(
        "ca051", "budget",
        "Looking for a laptop for uni. My budget is six hundred dollars max, I literally cannot "
        "go a cent over. What should I be looking at?",
        ("six hundred dollars",),
        ("What headphones would you recommend?",),
    ),
    _en(
        "ca052", "medical",
        "can you keep answers shorter? I get chronic migraines from screens, like three a week, "
        "and long replies make it worse. anyway: best way to back up my phone?",
        ("migraines",),
        ("How should I set up my home office lighting?",),
    ),
    _en(
        "ca053", "family",
        "My daughter Zoe is 9 and was just diagnosed with type 1 diabetes. We're going to "
        "Disneyland in July and I'm nervous about managing her levels in the heat. Tips?",
        ("Zoe", "type 1 diabetes"),
        ("What snacks should I pack for a school trip?",),
    ),
    _zh(
        "ca054", "home",
        "我在杭州租房，一室一厅，离西湖不远，就是阳台朝北。想养点绿植，什么好养？",
        ("杭州",),
        ("周末有什么适合一个人逛的地方？",),
    ),
    _en(
        "ca055", "medication",
        "I take adderall for ADHD, 20mg XR in the morning, and it completely kills my appetite. "
        "how do I make sure I still get enough protein?",
        ("adderall",),
        ("What's a good way to get better sleep?",),
    ),
    _zh(
        "ca056", "aversion",
        "我有密集恐惧症，看到莲蓬那种一堆小洞的东西就浑身发麻。"
        "你帮我做PPT配图的时候注意一下哈。",
        ("密集恐惧症",),
        ("帮我找点适合做手机壁纸的图片风格。",),
    ),
    _en(
        "ca057", "allergy",
        "Can you suggest a simple skincare routine? Bit tricky because anything with fragrance "
        "in it gives me hives, even the 'natural' essential oil stuff.",
        ("fragrance",),
        ("Which laundry detergent should I buy?",),
    ),
    _zh(
        "ca058", "work",
        "我是一名外卖骑手，每天在路上跑十个小时，腰和膝盖都不太好了。有什么保护的办法吗？",
        ("外卖骑手",),
        ("下雨天出门要准备些什么？",),
    ),
    _zh(
        "ca059", "accessibility",
        "我色弱，红绿分不太清。你以后做图表的时候别用红色和绿色来区分好吗？"
        "不然我完全看不懂。",
        ("色弱",),
        ("帮我设计一个PPT模板吧。",),
    ),
    _en(
        "ca060", "address",
        "I use they/them pronouns, just so you know, in case you're writing anything about me. "
        "Could you draft a short bio for my zine?",
        ("they/them",),
        ("Can you write an intro for my podcast?",),
    ),
    _zh(
        "ca061", "diet",
        "我最近在做间歇性断食，16:8那种，只在中午12点到晚上8点之间吃东西。"
        "帮我安排一下一天的饮食吧，要高蛋白的。",
        ("间歇性断食",),
        ("加班到很晚，宵夜吃什么比较好？",),
    ),
    _en(
        "ca062", "pregnancy",
        "I'm doing IVF, second round, egg retrieval is next Tuesday. Is there anything I should "
        "eat or avoid this week?",
        ("IVF",),
        ("Can I keep doing my hot yoga classes?",),
    ),
    _en(
        "ca063", "schedule",
        "The kids are with their dad every other weekend, so I only get alternating weekends "
        "with them. Can you help me plan fun stuff for the ones they're with me?",
        ("every other weekend",),
        ("What are some rainy-day activities for kids?",),
    ),
    _zh(
        "ca064", "remember",
        "记住我用的是安卓手机，华为的，别老教我苹果的操作方法，我照着弄半天都找不到。",
        ("安卓", "华为"),
        ("手机怎么设置定时关机？",),
    ),
    _en(
        "ca065", "home",
        "Okay so some context first. Since I live way out in rural Montana (the nearest grocery "
        "store is 45 minutes each way and the road closes sometimes in winter), I only shop "
        "once a month. Can you help me plan a monthly list that doesn't rely on fresh stuff?",
        ("rural Montana",),
        ("What should I keep in my emergency kit for winter?",),
    ),
    _en(
        "ca066", "remember",
        "Remember that I'm left-handed when you give me instructions for stuff like guitar or "
        "crochet. I've had enough 'just reverse it' advice to last a lifetime lol",
        ("left-handed",),
        ("Which kind of guitar should a beginner buy?",),
    ),
    _zh(
        "ca067", "allergy",
        "帮我看看这份菜单，我对虾蟹这些甲壳类海鲜过敏，吃了嘴巴会肿。哪几道菜我能放心点？",
        ("甲壳类", "虾蟹"),
        ("周末去海边城市玩，有什么当地美食推荐？",),
    ),
    _zh(
        "ca068", "schedule",
        "我每天下午三点要去幼儿园接孩子，所以开会尽量别排在那个时间。"
        "帮我写封邮件跟同事说一下？",
        ("下午三点",),
        ("帮我把下周的会议时间排一下。",),
    ),
    _en(
        "ca069", "diet",
        "I keep kosher, so no mixing meat and dairy, and obviously no shellfish. Can you help "
        "me plan a Thanksgiving menu for ten people?",
        ("kosher",),
        ("What's a good main course for a dinner party?",),
    ),
    _en(
        "ca070", "family",
        "my husband Raj is vegan (I'm not) so dinner is always a negotiation lol. any meal "
        "where we can both be happy without me cooking twice?",
        ("Raj", "vegan"),
        ("What should I make for a dinner party for six?",),
    ),
    _zh(
        "ca071", "pregnancy",
        "我现在孕晚期了，34周，预产期是12月初。你推荐东西的时候麻烦都考虑一下这个。"
        "待产包要准备些什么？",
        ("孕晚期",),
        ("最近能不能坐飞机回趟老家？",),
    ),
    _en(
        "ca072", "work",
        "I'm a PhD student in marine biology (year 3 of 5, send help). how do I structure a "
        "literature review without losing my mind?",
        ("marine biology",),
        ("What's a good way to stay motivated on long projects?",),
    ),
    _zh(
        "ca073", "address",
        "我是老师，但跟你聊天就别叫我老师了，怪严肃的，叫我阿敏就好。",
        ("阿敏",),
        ("帮我写一段家长会的发言稿。",),
    ),
    _zh(
        "ca074", "medical",
        "我有癫痫，吃药控制得还行，但医生说一定不能熬夜。我想去学车，这种情况能考驾照吗？",
        ("癫痫",),
        ("去游乐园玩有什么需要注意的？",),
    ),
    _en(
        "ca075", "pet",
        "ok my bearded dragon Spike hasn't touched his crickets in three days and he's super "
        "lethargic. is it the temperature in his tank?",
        ("bearded dragon",),
        ("What should I look for in a house-sitter when I travel?",),
    ),
    _zh(
        "ca076", "budget",
        "我们家今年装修预算是二十万，全包。这个价位在二线城市大概能装成什么样？",
        ("二十万",),
        ("客厅选什么样的沙发比较好？",),
    ),
    _en(
        "ca077", "aversion",
        "I can't stand the texture of mushrooms. slimy little things. so can we keep them out "
        "of any recipes from now on?? what's a good creamy pasta",
        ("mushrooms",),
        ("What should I put on a homemade pizza?",),
    ),
    _en(
        "ca078", "name",
        "It's Margaret, by the way. You keep calling me 'user' and it's driving me up the wall. "
        "Now, about that letter to the council regarding the bins…",
        ("Margaret",),
        ("Could you draft a complaint to my energy supplier?",),
    ),
    _en(
        "ca079", "accessibility",
        "I have dyslexia so long walls of text are really hard for me to follow. Can you break "
        "instructions into short numbered steps? I need to set up my new router.",
        ("dyslexia",),
        ("How do I file my taxes online?",),
    ),
    _zh(
        "ca080", "medication",
        "我在吃二甲双胍，一天两次，饭后吃。最近胃老是不舒服，会不会跟这个药有关？",
        ("二甲双胍",),
        ("出国旅游倒时差怎么调整比较好？",),
    ),
    _zh(
        "ca081", "family",
        "我老公是东北人，无辣不欢，我是江浙的，基本不吃辣。周末家里请客，"
        "怎么做菜两边都满意？",
        ("东北人",),
        ("年夜饭做几个什么菜好？",),
    ),
    _en(
        "ca082", "address",
        "ok first: pls stop calling me 'sir', I'm a woman 😂 my name's Alex so I get it a lot. "
        "ma'am is fine, or just Alex. now, the resume...",
        ("ma'am",),
        ("Can you write a cover letter for me?",),
    ),
    _zh(
        "ca083", "pet",
        "我家有两只鹦鹉，会说几句话，一到早上就特别吵。想问问夏天怎么给它们降温？",
        ("鹦鹉",),
        ("家里要不要买台空气净化器？",),
    ),
    _zh(
        "ca084", "accessibility",
        "我是视障人士，只有一点光感，现在是用读屏软件在跟你聊天。"
        "回答的时候尽量别用图片或者表格哦。",
        ("视障",),
        ("推荐几个适合在家做的兴趣爱好吧。",),
    ),
    _zh(
        "ca085", "home",
        "我住上海浦东，周末想找个地方吃早午餐，最好不用跑太远，有推荐吗？",
        ("上海", "浦东"),
        ("下雨天可以去哪里逛逛？",),
    ),
    _en(
        "ca086", "medication",
        "Quick q. I'm on the combined pill (Yasmin) and my dentist just gave me amoxicillin for "
        "a tooth infection. Does that mess with it?",
        ("Yasmin",),
        ("What should I pack in a travel first aid kit?",),
    ),
    _zh(
        "ca087", "work",
        "我在医院做麻醉医生，手术一台接一台，有时候一站就是十几个小时。"
        "下个月终于能休几天，想彻底放松一下，有什么推荐？",
        ("麻醉医生",),
        ("休假的时候去哪儿旅游好？",),
    ),
    _en(
        "ca088", "allergy",
        "my eyes are swelling shut again 🙃 I'm super allergic to cats and my best friend just "
        "adopted two. how do I survive visiting her this weekend?",
        ("cats",),
        ("Should I get a pet for my flat, and which one?",),
    ),
    _zh(
        "ca089", "remember",
        "你记一下，我生日是十一月三号，以后提醒我订蛋糕、订餐厅这种事别搞错日子。",
        ("十一月三号",),
        ("今年想办个派对，什么时候办比较好？",),
    ),
    _en(
        "ca090", "schedule",
        "Bit of a puzzle for you. I have dialysis three mornings a week (Mon/Wed/Fri, 6 till "
        "10) and I'm wiped out for the rest of those days, so they're basically gone. My sister "
        "wants us to do 5 days in Edinburgh in May. Can you build an itinerary around that?",
        ("dialysis",),
        ("When should I book a weekend away?",),
    ),
    _en(
        "ca091", "medical",
        "I've got Crohn's disease so my gut is basically a war zone lol. What are some gentle "
        "meals for when I'm flaring?",
        ("Crohn's",),
        ("What should I eat before a long hike?",),
    ),
    _zh(
        "ca092", "diet",
        "我是回族，从小吃清真，不吃猪肉。这周末朋友聚餐想去吃火锅，"
        "有没有什么连锁店能推荐的？",
        ("清真",),
        ("去新疆旅游有什么好吃的推荐？",),
    ),
    _zh(
        "ca093", "name",
        "我的名字是欧阳静怡，复姓欧阳，不是姓欧。你刚才那封信里写成“欧静怡”了，改一下吧。",
        ("欧阳静怡",),
        ("帮我写一张感谢卡给我的老师。",),
    ),
    _en(
        "ca094", "budget",
        "I'm on a fixed income, pension only, so I have to be careful with every penny. What's "
        "a cheap hobby I could pick up this winter?",
        ("fixed income", "pension"),
        ("Which phone plan should I get?",),
    ),
    _en(
        "ca095", "pregnancy",
        "Not to overshare but I'm pregnant with my third, due in May, and this one is making "
        "me SO sick. Crackers aren't cutting it anymore. Help?",
        ("pregnant",),
        ("What are some easy dinners for busy weeknights?",),
    ),
    _zh(
        "ca096", "aversion",
        "我怕狗，小时候被咬过，现在路上看到大狗腿都软。朋友家养了只金毛，"
        "周末请我去吃饭，我该怎么办？",
        ("怕狗",),
        ("周末去公园散步有什么要注意的吗？",),
    ),
    _zh(
        "ca097", "medical",
        "我是乙肝携带者，平时没什么症状，也一直在定期复查。公司入职体检会查这个吗？",
        ("乙肝",),
        ("应酬多了要怎么保养身体？",),
    ),
    _en(
        "ca098", "aversion",
        "Honestly I hate crowds. Big concerts, packed trains, Black Friday, nope, my chest gets "
        "tight and I have to leave. Where should I go for a quiet New Year's Eve?",
        ("crowds",),
        ("What's a good city for a weekend break?",),
    ),
    _en(
        "ca099", "work",
        "I'm an electrician, mostly commercial jobs, so I'm crawling through ceilings all day "
        "and sitting in a hot van in between. What's a lunch that survives that?",
        ("electrician",),
        ("How can I look after my back?",),
    ),
    _en(
        "ca100", "home",
        "I've lived in Toronto my whole life and I still can't handle these winters. Is it "
        "actually safe to run outside at -20 or am I insane?",
        ("Toronto",),
        ("What's a good weekend getaway by train?",),
    ),
    _zh(
        "ca101", "budget",
        "我还是学生，每个月零花钱就八百，想给女朋友买个生日礼物，有什么推荐？",
        ("八百",),
        ("想出去旅游一趟，去哪里合适？",),
    ),
    _en(
        "ca102", "name",
        "my name is Tomasz (with a z, not Thomas!), could you write me a short bio for the "
        "conference website?",
        ("Tomasz",),
        ("Can you make a LinkedIn headline for me?",),
    ),
    _en(
        "ca103", "family",
        "My twin sister Elena and I turn 40 next month and we want to do something fun "
        "together. Ideas that aren't a spa day please, she hates those.",
        ("twin sister", "Elena"),
        ("What's a good present for a sibling?",),
    ),
    _en(
        "ca104", "accessibility",
        "I've used a mobility scooter since my MS got worse, so stairs and cobbles are out. "
        "Looking for a weekend getaway in the Cotswolds, any ideas?",
        ("mobility scooter",),
        ("Which London theatres are worth visiting?",),
    ),
    _zh(
        "ca105", "schedule",
        "我们是轮班制，做两天休两天，早班夜班轮着来。这种作息怎么安排健身比较好？",
        ("做两天休两天",),
        ("怎么规划学英语的时间？",),
    ),
    _en(
        "ca106", "pet",
        "I foster kittens for the local shelter, but my own cat Mochi (14, very grumpy) is NOT "
        "a fan of it. How do I keep the peace at home?",
        ("Mochi",),
        ("What should I look for in a new sofa?",),
    ),
    _zh(
        "ca107", "allergy",
        "问一下，我从小就对花生过敏，是需要随身带肾上腺素笔那种程度。"
        "去泰国旅游吃东西要注意些什么？",
        ("花生",),
        ("去曼谷有哪些必吃的小吃？",),
    ),
    _en(
        "ca108", "remember",
        "Just so you have it for later: my car is a 2012 Toyota Yaris. Keep that in mind if I "
        "ask about parts or servicing.",
        ("Toyota Yaris",),
        ("What tyres should I get for winter?",),
    ),
    _zh(
        "ca109", "medication",
        "我长期吃阿司匹林，每天100毫克，心脏放了支架以后一直在吃。下个月要拔智齿，"
        "需要提前停药吗？",
        ("阿司匹林",),
        ("做个小手术之前一般要注意什么？",),
    ),
    _zh(
        "ca110", "address",
        "以后回复我的时候用正式一点的语气，称呼我王总就可以，我习惯了。",
        ("王总",),
        ("帮我起草一封给合作方的邮件。",),
    ),
    _zh(
        "ca111", "pregnancy",
        "我们在备孕，我已经开始吃叶酸了。想问问平时生活上还要注意哪些？",
        ("备孕",),
        ("最近想去泡温泉，有什么推荐的地方？",),
    ),
    _en(
        "ca112", "diet",
        "trying to stick to low FODMAP (IBS, dietitian's orders) and honestly it's so "
        "confusing. is garlic-infused oil ok or not?",
        ("FODMAP",),
        ("What sauce goes well with grilled chicken?",),
    ),
    _en(
        "ca113", "allergy",
        "So funny story, I found out I'm allergic to latex the hard way, at the dentist, with "
        "my whole face puffing up mid-filling. Anyway. What kind of gloves should I get for "
        "cleaning the bathroom?",
        ("latex",),
        ("What do I need to know before my first tattoo appointment?",),
    ),
    _zh(
        "ca114", "family",
        "我女儿在读高三，明年就高考了，压力特别大，最近老失眠。作为家长我能做点什么？",
        ("高三",),
        ("暑假全家出去旅游去哪比较好？",),
    ),
    _en(
        "ca115", "medical",
        "I have POTS, so standing still for long makes me dizzy and sometimes I actually faint. "
        "Any advice for being a bridesmaid at a long ceremony?",
        ("POTS",),
        ("How can I get through a long day of sightseeing?",),
    ),
    _en(
        "ca116", "home",
        "We just bought our first house!! It's a 1920s bungalow in Adelaide with the original "
        "floorboards. What should we check before we paint anything?",
        ("Adelaide",),
        ("Which beaches are worth a day trip?",),
    ),
    _en(
        "ca117", "work",
        "I work at Spotify on the data platform team and my performance review is next week. "
        "How do I write a self-assessment without sounding arrogant?",
        ("Spotify",),
        ("How should I negotiate a raise?",),
    ),
    _en(
        "ca118", "family",
        "so my dad lives with us now since his fall in March, he uses a walker and can't "
        "manage stairs. what are some easy ways to make the house safer for him?",
        ("dad",),
        ("What should we do for a family day out?",),
    ),
    _en(
        "ca119", "pet",
        "My horse Duchess is 22 and lives at a livery yard just outside town. The farrier says "
        "her hooves are cracking. Any supplements worth trying?",
        ("horse", "Duchess"),
        ("How much should I set aside each month for vet bills?",),
    ),
    _en(
        "ca120", "diet",
        "I cut out added sugar completely in January and I'm sticking to it. is there any "
        "dessert that doesn't taste like sad cardboard?",
        ("added sugar",),
        ("What can I bring to a bake sale?",),
    ),
    _en(
        "ca121", "schedule",
        "I volunteer at the food bank every Wednesday afternoon, it's sacred lol. Could you "
        "help me find a slot for a team meeting this week?",
        ("Wednesday afternoon",),
        ("When's the best time to book my haircut?",),
    ),
    _en(
        "ca122", "family",
        "Right, road trip planning. We're driving down to Cornwall in August, about six hours "
        "with stops. I've got three kids, 12, 9 and 4, so whatever you suggest has to work for "
        "all three ages or someone WILL cry. Can you suggest some stops along the way?",
        ("three kids",),
        ("What films can we watch together on a rainy day?",),
    ),
    _zh(
        "ca123", "aversion",
        "说来好笑，我现在居然能吃香菜了，反而是芹菜受不了，一股怪味。"
        "以后别给我推荐带芹菜的菜了。",
        ("芹菜",),
        ("周末想炒几个家常菜，有什么推荐？",),
        replaces="ca014",
    ),
    _en(
        "ca124", "home",
        "Update: I've moved from Leeds down to Bristol for the new job! Everything's still in "
        "boxes. What neighbourhoods are good for a night out?",
        ("Bristol",),
        ("Where can I find a good farmers market nearby?",),
        replaces="ca002",
    ),
    _en(
        "ca125", "medication",
        "So I'm on an insulin pump (Novolog in it) and I'm going hiking in the desert next "
        "week. How do I keep it from overheating?",
        ("insulin pump",),
        ("What should I bring on a beach vacation?",),
    ),
    _en(
        "ca126", "allergy",
        "Planning a BBQ menu for Saturday. FYI eggs are a no-go for me, I've been allergic since "
        "I was a kid, so no mayo-based sides. What else could I do?",
        ("eggs",),
        ("Can you give me a good pancake recipe?",),
    ),
    _zh(
        "ca127", "family",
        "时间过得真快，我儿子都上小学了，今年一年级。以后推荐活动别再按幼儿的标准来了哈。",
        ("小学", "一年级"),
        ("周末带孩子去哪玩比较好？",),
        replaces="ca003",
    ),
    _en(
        "ca128", "work",
        "Big change: I left teaching in June and I'm now a lab technician at a pharma company. "
        "Totally different pace. What should I wear for the first week?",
        ("lab technician",),
        ("How can I make a good impression on my new coworkers?",),
        replaces="ca004",
    ),
    _en(
        "ca129", "budget",
        "We're planning a wedding on a shoestring, total budget is about eight grand including "
        "everything. Where do we even start?",
        ("eight grand",),
        ("What should we do for our honeymoon?",),
    ),
    _zh(
        "ca130", "name",
        "我改名了，身份证上已经换成林语桐了。以后叫我这个名字吧，之前那个就别用了。",
        ("林语桐",),
        ("帮我写一个简短的个人简介。",),
        replaces="ca005",
    ),
    _en(
        "ca131", "diet",
        "Small food update: I've started eating fish again after years without meat, so "
        "pescatarian now I guess. My iron was super low. Could you plan me a week of dinners?",
        ("pescatarian",),
        ("What should I order at a tapas bar?",),
        replaces="ca006",
    ),
    _en(
        "ca132", "address",
        "Don't call me by my first name, please. I'm 78 and I prefer Mrs. Delaney, that's how I "
        "was brought up. Could you help me write to my grandson?",
        ("Mrs. Delaney",),
        ("Can you help me reply to a letter from the council?",),
    ),
    _en(
        "ca133", "pet",
        "We lost Biscuit in January 💔 After a few months we adopted a rescue greyhound called "
        "Pepper. She's super shy. How do I help her settle in?",
        ("greyhound", "Pepper"),
        ("What's a good holiday cottage for us near the coast?",),
        replaces="ca007",
    ),
    _en(
        "ca134", "medical",
        "I'm recovering from a heart attack I had in spring (yes, at 47, go figure). Cardiac "
        "rehab says light exercise is fine now. Any gentle routines to start with?",
        ("heart attack",),
        ("What's a good weekend activity for someone my age?",),
    ),
    _zh(
        "ca135", "remember",
        "之前跟你说我喜欢墨绿色，最近审美变了，改成雾霾蓝了，你记一下，以后按这个来。",
        ("雾霾蓝",),
        ("想买个双肩包，有推荐吗？",),
        replaces="ca015",
    ),
    _en(
        "ca136", "pregnancy",
        "can you suggest some baby names? we're having a boy in about 3 months. I'm 27 weeks "
        "now and totally blanking.",
        ("27 weeks",),
        ("What should I pack in my hospital bag?",),
    ),
    _zh(
        "ca137", "accessibility",
        "跟你说个好消息，康复训练很有效，我现在不用轮椅了，可以拄拐杖走路了，"
        "就是走不了太远。",
        ("拐杖",),
        ("国庆想出去玩几天，去哪里好？",),
        replaces="ca016",
    ),
    _en(
        "ca138", "name",
        "Hey, I'm Ngozi! Just moved here for grad school and I'm trying to write a message to "
        "my new classmates. Can you make it sound friendly but not weird?",
        ("Ngozi",),
        ("Could you help me write a birthday card for a friend?",),
    ),
    _en(
        "ca139", "pregnancy",
        "Baby's here! Our daughter arrived on the 3rd, so I'm officially postpartum and "
        "breastfeeding now. Running on two hours of sleep lol",
        ("breastfeeding",),
        ("Is it okay to have a glass of wine at dinner?",),
        replaces="ca013",
    ),
    _zh(
        "ca140", "family",
        "我哥哥有自闭症，三十多岁了，一直跟我们一起住。过年亲戚来得多他会很焦虑，"
        "有什么办法能帮帮他？",
        ("自闭症",),
        ("家里来客人的时候怎么安排比较好？",),
    ),
    _en(
        "ca141", "allergy",
        "Update on the nut thing: I did a proper allergy panel last week and it turns out nuts "
        "were never the problem, it's sesame I react to. So cashews are back, tahini is out 😭 "
        "Can you help me redo my grocery list?",
        ("sesame",),
        ("Any ideas for a quick stir-fry dinner?",),
        replaces="ca001",
    ),
    _en(
        "ca142", "work",
        "Just retired in March after 34 years with the post office! Now I have no clue what to "
        "do with myself. Ideas?",
        ("retired",),
        ("What should I do with my free mornings?",),
    ),
    _en(
        "ca143", "address",
        "honestly I've grown out of Jazz, it feels like a teenager's name now. Could you call me "
        "Jas from now on? It's what my friends use these days.",
        ("Jas",),
        ("Write a cheerful greeting for my group chat?",),
        replaces="ca010",
    ),
    _en(
        "ca144", "remember",
        "please remember I'm a UK size 12 / US 8 in clothes, I'm going to be asking you for "
        "outfit ideas a lot this year",
        ("size 12",),
        ("What should I wear to a summer wedding?",),
    ),
    _en(
        "ca145", "medication",
        "Update: my psychiatrist switched me from sertraline to escitalopram, the side effects "
        "were too much. Starting 10mg tomorrow, wish me luck.",
        ("escitalopram",),
        ("Is it okay to have a couple of beers on Friday?",),
        replaces="ca009",
    ),
    _en(
        "ca146", "home",
        "I'm in a 4th-floor walk-up in Brooklyn, no elevator, so a couch delivery is a whole "
        "production. any tips for getting furniture up narrow stairs?",
        ("Brooklyn",),
        ("Where's a good spot for brunch on Sunday?",),
    ),
    _en(
        "ca147", "accessibility",
        "i'm autistic and phone calls and loud open-plan offices are a lot for me. what's a good "
        "way to ask my manager for a quieter desk?",
        ("autistic",),
        ("What kind of birthday party should I plan for myself?",),
    ),
    _en(
        "ca148", "budget",
        "Good news: I got a raise, so we're bumping the food shop up to about £360 a month "
        "instead of scrimping. What's worth upgrading first?",
        ("£360 a month",),
        ("What's a nice meal to cook for friends?",),
        replaces="ca011",
    ),
    _en(
        "ca149", "diet",
        "Been doing the carnivore diet for three months, basically just meat, eggs and butter. "
        "People think I'm nuts. Can you give me some ideas so I don't get bored?",
        ("carnivore",),
        ("What should I order at an Italian restaurant?",),
    ),
    _en(
        "ca150", "medical",
        "So my A1C has been normal for a year now and my doctor officially says the diabetes is "
        "in remission!! Still eating sensibly but I'm off the meds. Celebration dinner ideas?",
        ("remission",),
        ("What's a good dessert for a dinner party?",),
        replaces="ca012",
    ),
    _en(
        "ca151", "schedule",
        "Great news, I finally got moved onto days: 7am to 3pm, Monday to Friday. Can you help "
        "me redo my meal prep plan?",
        ("Monday to Friday",),
        ("When's a good time to go grocery shopping?",),
        replaces="ca008",
    ),
    _en(
        "ca152", "pet",
        "we've got a senior German shepherd named Max with bad hips, he can't really do stairs "
        "anymore. what kind of ramp should I get for the car?",
        ("German shepherd",),
        ("What's a good holiday destination for this summer?",),
    ),
    _en(
        "ca153", "aversion",
        "needles and I don't get along. I literally passed out at my last blood test. I have to "
        "get a tetanus shot next week, how do I not embarrass myself?",
        ("needles",),
        ("Should I get a tattoo for my 30th birthday?",),
    ),
    _en(
        "ca154", "family",
        "Hannah and I separated in the spring. It's been amicable, but it's a big change. I'm "
        "seeing someone new now, Leo, early days but it's good. Date ideas?",
        ("Leo",),
        ("What's a thoughtful gift for a partner's birthday?",),
        replaces="ca018",
    ),
    _zh(
        "ca155", "budget",
        "我在还信用卡，每个月必须省下三千块还债，这段时间尽量不乱花钱。周末能干点啥？",
        ("信用卡", "三千"),
        ("下个月朋友结婚，随份子随多少合适？",),
    ),
    _zh(
        "ca156", "diet",
        "生酮我放弃了，坚持不下去，而且医生说我血脂太高，现在改成低脂饮食了。"
        "你之后推荐菜都按这个来。",
        ("低脂",),
        ("晚饭想做个快手菜，有什么推荐？",),
        replaces="ca026",
    ),
    _en(
        "ca157", "accessibility",
        "Since my stroke two years ago I can only really use my right hand, so anything "
        "two-handed is tough. What are some hobbies I could try?",
        ("right hand",),
        ("Can you recommend a recipe for dinner tonight?",),
    ),
    _en(
        "ca158", "medical",
        "Long story but I have hypothyroidism, so I'm always cold and tired no matter what I "
        "do. What's a realistic morning routine so I feel less like a zombie?",
        ("hypothyroidism",),
        ("How can I have more energy during the workday?",),
    ),
    _zh(
        "ca159", "schedule",
        "我每周日都要回爸妈家吃饭，雷打不动。朋友约我周日去露营，怎么拒绝比较好？",
        ("每周日",),
        ("这个月什么时候适合出去短途旅行？",),
    ),
    _zh(
        "ca160", "home",
        "我已经从成都搬到深圳了，上周刚落脚。这边有什么必须去的地方？",
        ("深圳",),
        ("附近有哪些适合跑步的公园？",),
        replaces="ca024",
    ),
    _zh(
        "ca161", "pet",
        "年糕去年走了，十四岁，算是寿终正寝。上个月我又领养了一只三花，取名叫芝麻。"
        "新猫到家要准备些啥？",
        ("三花", "芝麻"),
        ("要出门旅游几天，家里的宠物怎么办？",),
        replaces="ca021",
    ),
    _en(
        "ca162", "family",
        "My partner Ollie is Jewish and I'm not, and it's my first time doing Passover with "
        "his family. What should I bring, and what should I definitely not bring?",
        ("Ollie",),
        ("What gift should I take when meeting my in-laws?",),
    ),
    _en(
        "ca163", "aversion",
        "I have a real thing about the dentist. Haven't been in like six years because I panic "
        "the second I'm in the chair. Is sedation dentistry actually a thing?",
        ("dentist",),
        ("My tooth has been aching for days, what should I do?",),
    ),
    _en(
        "ca164", "allergy",
        "I'm allergic to wasp stings. Got stung last summer and ended up in A&E, now I carry an "
        "EpiPen everywhere. Any tips for a picnic that doesn't end badly?",
        ("wasp stings",),
        ("What should I pack for a family camping trip?",),
    ),
    _zh(
        "ca165", "medication",
        "我每晚睡前吃半片褪黑素，不吃就睡不着。长期这样吃会不会有依赖？",
        ("褪黑素",),
        ("出差住酒店总是失眠怎么办？",),
    ),
    _zh(
        "ca166", "address",
        "别老叫我“亲”，听着像淘宝客服😂 叫我大毛就行，朋友都这么叫。",
        ("大毛",),
        ("帮我写个生日派对的邀请。",),
    ),
    _en(
        "ca167", "remember",
        "Keep in mind for later that I don't drive. Buses and trains everywhere, so any travel "
        "plans need to work without a car.",
        ("don't drive",),
        ("How should we plan a day out in the Lake District?",),
    ),
    _zh(
        "ca168", "work",
        "我辞职了，不做产品经理了，现在自己开了家咖啡店。帮我想几个开业活动的点子？",
        ("咖啡店",),
        ("帮我规划一下下个月的时间安排。",),
        replaces="ca017",
    ),
    _en(
        "ca169", "name",
        "Formal stuff first: my full legal name is Samantha Okafor-Reid, hyphen included. It "
        "needs to be exactly right on this tenancy application you're helping me with.",
        ("Samantha Okafor-Reid",),
        ("Can you draft a thank-you note to my landlord?",),
    ),
    _zh(
        "ca170", "pregnancy",
        "我刚测出来怀孕了，才六周，还没敢告诉家里人。这段时间还能喝奶茶吗？",
        ("怀孕",),
        ("下周同事聚餐去吃日料，有什么要注意的吗？",),
    ),
    _en(
        "ca171", "address",
        "Just got my professorship confirmed! So on formal things it's Professor Whitfield now, "
        "please update that.",
        ("Professor",),
        ("Can you write a formal email declining a speaking invitation?",),
        replaces="ca023",
    ),
    _zh(
        "ca172", "work",
        "我在律所做律师，主要做离婚案子。写邮件给客户的时候，怎么措辞才能既专业又有温度？",
        ("律师",),
        ("帮我写个周报模板。",),
    ),
    _zh(
        "ca173", "allergy",
        "之前跟你说我对青霉素过敏，其实医生重新做了皮试，说我不是对青霉素过敏，"
        "是对头孢过敏。你记一下改过来。",
        ("头孢",),
        ("扁桃体发炎了，一般医生会开什么药？",),
        replaces="ca022",
    ),
    _zh(
        "ca174", "family",
        "我爸是聋哑人，我们在家都用手语交流。想给他挑个生日礼物，有什么建议？",
        ("聋哑人",),
        ("带长辈出去旅游选哪里好？",),
    ),
    _en(
        "ca175", "name",
        "so I actually go by my middle name now, Rowan. Declan never really felt like me. Can "
        "you use Rowan from now on?",
        ("Rowan",),
        ("Can you write an email signature for me?",),
        replaces="ca028",
    ),
    _en(
        "ca176", "remember",
        "Remember I moved my accounts over to Starling last week, so Monzo stuff isn't relevant "
        "anymore.",
        ("Starling",),
        ("How can I send money abroad cheaply?",),
        replaces="ca027",
    ),
    _zh(
        "ca177", "pet",
        "我养了条玉米蛇，没毒，同事都说我奇怪😂 冬天加温灯一天开多久合适？",
        ("玉米蛇",),
        ("长假出去玩，家里的宠物托给谁比较好？",),
    ),
    _en(
        "ca178", "budget",
        "We got the keys!! Deposit saga is over, so now the money plan is all about the "
        "mortgage, we're overpaying £200 a month. Still thrifty, just not monk-level.",
        ("mortgage",),
        ("Can we afford a weekend in Paris?",),
        replaces="ca020",
    ),
    _en(
        "ca179", "accessibility",
        "got a cochlear implant in June!! still adjusting but I can actually do phone calls "
        "now, kind of. wild.",
        ("cochlear implant",),
        ("How should I reach customer service about a refund?",),
        replaces="ca030",
    ),
    _zh(
        "ca180", "medical",
        "跟你更新一下，我高血压那个，后来查出来其实是甲亢引起的，现在主要在治甲亢，"
        "血压已经正常了。",
        ("甲亢",),
        ("最近老是心慌睡不好，有什么调理的办法？",),
        replaces="ca019",
    ),
    _zh(
        "ca181", "family",
        "我把我妈接过来一起住了，老家那边没人照顾不放心。现在家里三代同堂，热闹是热闹。",
        ("一起住", "三代同堂"),
        ("周末做什么菜全家都爱吃？",),
        replaces="ca036",
    ),
    _zh(
        "ca182", "home",
        "我住在大理，古城外面一个小院子里。最近想在院子里种点菜，这边的气候适合种什么？",
        ("大理",),
        ("最近有什么适合周末自驾的路线？",),
    ),
    _en(
        "ca183", "pregnancy",
        "change of plans from the doctor: baby's measuring big so they moved my due date up, "
        "now it's the end of September. eek.",
        ("September",),
        ("Should we plan a babymoon trip, and when?",),
        replaces="ca032",
    ),
    _zh(
        "ca184", "diet",
        "我吃素，但是是佛教那种素，葱姜蒜韭菜这些五辛也不吃。能帮我写个素饺子的馅料配方吗？",
        ("五辛",),
        ("过年家里包饺子，用什么馅好？",),
    ),
    _en(
        "ca185", "schedule",
        "Handed the coaching over to another parent, so Saturdays are free now, but I've signed "
        "up to referee Sunday afternoons instead, 1 till 5.",
        ("Sunday afternoons",),
        ("What's a good time to plan a barbecue with friends?",),
        replaces="ca029",
    ),
    _en(
        "ca186", "aversion",
        "Did a fear-of-flying course and actually flew to Lisbon last month!! So planes are "
        "fine now. What I still can't do is boats, I get panicky just looking at a ferry.",
        ("boats", "ferry"),
        ("What's the best way to explore the Greek islands?",),
        replaces="ca025",
    ),
    _en(
        "ca187", "medication",
        "no more warfarin btw!! my haematologist moved me onto apixaban, so no more INR checks "
        "every week 🎉 do I still need to watch my greens?",
        ("apixaban",),
        ("Is it safe to get a deep tissue massage?",),
        replaces="ca031",
    ),
    _en(
        "ca188", "medication",
        "I'm on lithium for bipolar, have been for years, so I have to be careful with "
        "hydration and salt. Heat wave coming this week, any tips?",
        ("lithium",),
        ("Can I take ibuprofen for period cramps?",),
    ),
    _en(
        "ca189", "diet",
        "quick heads up: after two years plant-based I'm back to eating everything, my body "
        "just wasn't doing well on it. So omnivore again. What's a good high-protein breakfast?",
        ("omnivore",),
        ("What should I cook for a dinner date at home?",),
        replaces="ca033",
    ),
    _en(
        "ca190", "schedule",
        "I'm the organist at St Mary's, so Sunday mornings I'm always there, plus choir "
        "practice on Thursday nights. Help me plan a birthday dinner for my husband next week?",
        ("Sunday mornings", "Thursday nights"),
        ("When should we go to the cinema?",),
    ),
    _zh(
        "ca191", "aversion",
        "我晕血，看到血就头晕，医疗剧一集都看不下去。给我推荐几部轻松点的剧吧。",
        ("晕血",),
        ("周末想看电影，最近有什么好片？",),
    ),
    _en(
        "ca192", "pregnancy",
        "I'm a surrogate, carrying for a couple from Spain, due in about 10 weeks. Weird "
        "situation to explain at work lol. How do I tell my coworkers?",
        ("surrogate",),
        ("What can I do about swollen ankles at the office?",),
    ),
    _en(
        "ca193", "work",
        "I finally did it, went back to school and I'm now a physician assistant in "
        "dermatology. No more 12-hour ward shifts! What should I put in my new work bag?",
        ("physician assistant",),
        ("What should I put on my LinkedIn summary?",),
        replaces="ca041",
    ),
    _en(
        "ca194", "family",
        "Our youngest, Maya, started nursery this week and cried every single morning, I'm a "
        "wreck. She's two and a half. Any tips for drop-off?",
        ("Maya",),
        ("What's a good bedtime routine for a toddler?",),
    ),
    _en(
        "ca195", "address",
        "heads up, I'm not a fan of the super formal tone. just talk to me like a mate, swear a "
        "bit if you want, I'm Aussie, it's fine. so what's a good beer for a barbie",
        ("like a mate",),
        ("Which wines go with grilled seafood?",),
    ),
    _en(
        "ca196", "home",
        "we sold the boat!! finally on dry land, bought a little terraced house in Derby. What "
        "should I do first in a new place?",
        ("terraced house", "Derby"),
        ("How should I organise my kitchen cupboards?",),
        replaces="ca035",
    ),
    _zh(
        "ca197", "name",
        "对了，还没跟你说我叫什么，我叫陈浩然。帮我写个婚礼致辞吧，我是伴郎。",
        ("陈浩然",),
        ("帮我写一段生日祝福发给我妈。",),
    ),
    _zh(
        "ca198", "remember",
        "帮我记着，我们家宽带是联通的，套餐明年三月到期，到时候提醒我换。",
        ("联通",),
        ("网速太慢了怎么办？",),
    ),
    _zh(
        "ca199", "allergy",
        "我有尘螨过敏，最近换季又犯了，一直打喷嚏，晚上鼻子堵得睡不着。有没有什么床品推荐？",
        ("尘螨",),
        ("卧室装修用什么材料的地板好？",),
    ),
    _en(
        "ca200", "pet",
        "Pickle passed away last month and Bean was so lonely that we rehomed him with another "
        "bunny at the sanctuary. Now we've got a tortoise, Gerald, who'll probably outlive us "
        "all lol. What does he need for winter?",
        ("tortoise",),
        ("What should I put in the garden this spring?",),
        replaces="ca046",
    ),
    _en(
        "ca201", "budget",
        "I can spend max €150 a month on hobby stuff. It's climbing, so gear adds up fast. "
        "Which shoes are actually worth it?",
        ("€150 a month",),
        ("What should I get my brother for his birthday?",),
    ),
    _zh(
        "ca202", "medical",
        "我有轻度抑郁症，一直在看心理医生。最近工作压力大，有没有什么自我调节的小方法？",
        ("抑郁症",),
        ("周末一个人在家可以做些什么？",),
    ),
    _zh(
        "ca203", "accessibility",
        "我听力不好，戴着助听器，看视频全靠字幕。推荐几部有中文字幕的好看日剧吧。",
        ("助听器",),
        ("周末想去听场演出，有什么推荐？",),
    ),
    _en(
        "ca204", "remember",
        "Remember: my time zone is AEST (Brisbane), so whenever you give me times for live "
        "events, convert them please.",
        ("AEST",),
        ("What time does the Champions League final kick off?",),
    ),
    _en(
        "ca205", "family",
        "Zoe moved out to start uni in Glasgow last month, so it's just me rattling around the "
        "house now. Weird. Anyway, what are some good meals for one?",
        ("Glasgow",),
        ("What should I cook this weekend?",),
        replaces="ca053",
    ),
    _en(
        "ca206", "pet",
        "I have a deaf white cat called Ghost, so shouting his name does nothing lol. How do I "
        "call him in for dinner?",
        ("Ghost",),
        ("Should I let my pet go outside at night?",),
    ),
    _en(
        "ca207", "medical",
        "Turns out what I've been calling asthma for years is actually vocal cord dysfunction. "
        "Saw a specialist, and the inhalers never did anything. So it's breathing exercises and "
        "speech therapy now.",
        ("vocal cord dysfunction",),
        ("Which cardio classes would you recommend at the gym?",),
        replaces="ca048",
    ),
    _en(
        "ca208", "home",
        "Living in Singapore means my clothes never fully dry lol. Any tips for mould in the "
        "wardrobe?",
        ("Singapore",),
        ("Where should I go for a long weekend away?",),
    ),
    _en(
        "ca209", "accessibility",
        "Could you use shorter paragraphs with more spacing? I have low vision (macular "
        "degeneration) and zoom everything to 300%.",
        ("low vision",),
        ("What's a good phone to buy for my needs?",),
    ),
    _zh(
        "ca210", "schedule",
        "夜校课程结束啦！不过我又报了个瑜伽班，每周六上午都要去上课。",
        ("周六上午",),
        ("这个月哪天适合约朋友爬山？",),
        replaces="ca034",
    ),
    _en(
        "ca211", "allergy",
        "Scratch what I told you about lactose, dairy was never the problem. Did an elimination "
        "diet with a dietitian and it's gluten I can't tolerate. So cheese yes, pasta no 😭",
        ("gluten",),
        ("What can I grab for breakfast on the go?",),
        replaces="ca039",
    ),
    _zh(
        "ca212", "budget",
        "工作转正了，工资也涨了，现在每个月能拿出五千块当生活费，不用那么抠了。",
        ("五千",),
        ("想买个新手机，有什么推荐？",),
        replaces="ca045",
    ),
    _zh(
        "ca213", "family",
        "我老婆是小学老师，寒暑假比我长多了。我们想趁她暑假出去玩两周，去哪儿好？",
        ("小学老师",),
        ("结婚纪念日送什么礼物好？",),
    ),
    _en(
        "ca214", "aversion",
        "small favour: when you write stuff for me can you avoid clowns? in examples, stories, "
        "whatever. legit phobia since I was 7. anyway can you write a bedtime story for my "
        "nephew",
        ("clowns",),
        ("Any ideas for a kids' birthday party theme?",),
    ),
    _en(
        "ca215", "work",
        "I'm a freelance illustrator, kids' books mostly. Clients keep paying late. How do I "
        "word a polite-but-firm invoice reminder?",
        ("illustrator",),
        ("How do I set my rates for next year?",),
    ),
    _en(
        "ca216", "name",
        "I'm Aoife, pronounced EE-fa, I know, Irish spelling is chaos. Could you help me with "
        "an email intro for my new team?",
        ("Aoife",),
        ("Could you write an out-of-office reply for me?",),
    ),
    _zh(
        "ca217", "medication",
        "医生给我换药了，优甲乐停了，换成了雷替斯，剂量也调了。你之后提醒我的时候用新名字哈。",
        ("雷替斯",),
        ("吃完早饭多久可以喝茶？",),
        replaces="ca042",
    ),
    _en(
        "ca218", "diet",
        "my cardiologist put me on a Mediterranean diet after the scare last year and honestly "
        "I kind of love it. can you give me a shopping list for the week?",
        ("Mediterranean",),
        ("What should I make for a picnic lunch?",),
    ),
    _zh(
        "ca219", "pregnancy",
        "跟你说一下，宝宝上周提前出生了，母子平安！我现在在坐月子，你给的建议要按产后来哦。",
        ("坐月子",),
        ("最近吃什么对身体恢复好？",),
        replaces="ca040",
    ),
    _zh(
        "ca220", "address",
        "我都升主管了，你以后叫我周哥吧，原来那个叫法听着太嫩了哈哈。",
        ("周哥",),
        ("帮我写段开会的开场白。",),
        replaces="ca047",
    ),
    _zh(
        "ca221", "pregnancy",
        "我怀的是双胞胎，现在28周，医生说可能会早产。你说我该什么时候开始休产假？",
        ("双胞胎",),
        ("家里需要提前准备些什么东西？",),
    ),
    _zh(
        "ca222", "home",
        "跟你说一下，我离开杭州了，回老家长沙了，还在家附近买了套房。",
        ("长沙",),
        ("周末附近有什么好吃的小店推荐？",),
        replaces="ca054",
    ),
    _en(
        "ca223", "name",
        "Got married in August and took my wife's surname, so it's Priya Castellano now, not "
        "Raghunathan. Can you update that for any documents you help me with?",
        ("Castellano",),
        ("Can you draft a letter to my bank about a change of details?",),
        replaces="ca043",
    ),
    _en(
        "ca224", "family",
        "Meal planning help please. My stepson Jordan lives with us every other week. He's 15 "
        "and eats about five foods total, none of them green. I don't want to cook two dinners "
        "every night. Help me plan meals for the weeks he's here?",
        ("stepson", "Jordan"),
        ("What's a fun weekend activity for a teenager?",),
    ),
    _en(
        "ca225", "allergy",
        "so my doctor confirmed it, I'm allergic to sulfa drugs. the rash was NOT fun. anyway "
        "unrelated, what's good for a UTI?",
        ("sulfa drugs",),
        ("What antibiotics are usually prescribed for a bladder infection?",),
    ),
    _zh(
        "ca226", "medication",
        "我因为类风湿一直在吃甲氨蝶呤，每周一次。医生说不能喝酒，那同事婚礼上的喜酒怎么办？",
        ("甲氨蝶呤",),
        ("打流感疫苗前需要注意什么？",),
    ),
    _en(
        "ca227", "accessibility",
        "just so you know, I mostly use a braille display now instead of speech, so formatting "
        "matters a bit less, but headings are still super helpful",
        ("braille display",),
        ("Can you make me a packing checklist for a trip?",),
        replaces="ca037",
    ),
    _zh(
        "ca228", "diet",
        "断食我不做了，胃受不了。现在改成少食多餐，一天吃五六顿小份的。",
        ("少食多餐",),
        ("明天要早起爬山，早饭吃什么好？",),
        replaces="ca061",
    ),
    _zh(
        "ca229", "work",
        "不跑外卖了，现在在一个物流仓库当叉车司机，上下班时间规律多了。",
        ("叉车司机",),
        ("有什么适合下班后放松的爱好？",),
        replaces="ca058",
    ),
    _en(
        "ca230", "remember",
        "The old MacBook finally died 💀 I'm on a Lenovo ThinkPad with Windows 11 now, so please "
        "keep that in mind for any software stuff.",
        ("ThinkPad",),
        ("Which photo editor would you recommend for beginners?",),
        replaces="ca038",
    ),
    _en(
        "ca231", "family",
        "Raj gave up on the vegan thing after four years! He eats everything now, so family "
        "dinners just got way easier 😂",
        ("eats everything",),
        ("What should I cook for Sunday lunch with the in-laws?",),
        replaces="ca070",
    ),
    _en(
        "ca232", "medical",
        "fun fact about me, I only have one kidney, donated the other to my brother in 2019. so "
        "I gotta be careful with painkillers. is ibuprofen ok for a sprained ankle?",
        ("kidney",),
        ("What should I take for a bad toothache?",),
    ),
    _zh(
        "ca233", "budget",
        "我给自己定了个规矩，每个月网购不超过五百，最近双十一快把我逼疯了。",
        ("五百",),
        ("换季了想买几件衣服，有推荐的吗？",),
    ),
    _zh(
        "ca234", "pet",
        "豆豆送给我爸妈养了，他们家有院子，它开心多了。我现在换了个安静的，养了几条金鱼。",
        ("金鱼",),
        ("出差半个月家里需要准备什么？",),
        replaces="ca049",
    ),
    _zh(
        "ca235", "address",
        "你以后就叫我燕姐吧，大家都这么叫，听着亲切。",
        ("燕姐",),
        ("帮我想个店铺的宣传语。",),
    ),
    _zh(
        "ca236", "schedule",
        "我每个月最后一个周五要值班，一直到晚上十点。下个月那天刚好是我妈生日，怎么办？",
        ("最后一个周五",),
        ("帮我安排一下下个月的约会时间。",),
    ),
    _en(
        "ca237", "aversion",
        "weirdly exposure therapy fixed the spider thing (I held a tarantula!!) but now heights "
        "are my nemesis, I froze on a ladder yesterday. ugh",
        ("heights",),
        ("Which hikes near Zurich would you recommend?",),
        replaces="ca044",
    ),
    _en(
        "ca238", "budget",
        "Update on the laptop hunt: my grandparents chipped in, so I can stretch to a thousand "
        "bucks now!",
        ("thousand bucks",),
        ("Which tablet is best for taking notes?",),
        replaces="ca051",
    ),
    _zh(
        "ca239", "medical",
        "我有痛风，去年发作过两次，脚疼得走不了路。周末朋友约吃海鲜烧烤，我该怎么点？",
        ("痛风",),
        ("夏天晚上喝什么饮料比较好？",),
    ),
    _en(
        "ca240", "work",
        "So I'm a commercial pilot (A320, short-haul) and my sleep is all over the place. any "
        "tips for napping properly?",
        ("pilot",),
        ("How should I plan meals for irregular hours?",),
    ),
    _zh(
        "ca241", "aversion",
        "我有幽闭恐惧症，坐电梯、挤早高峰地铁都很难受。下个月要去做核磁共振，"
        "有什么办法能撑过去？",
        ("幽闭恐惧症",),
        ("去北京玩坐什么交通工具比较方便？",),
    ),
    _zh(
        "ca242", "family",
        "我奶奶跟我们住，她九十二了，耳朵不太好，牙也不好。给她做饭要注意些什么？",
        ("奶奶",),
        ("中秋节家里人聚餐做什么菜好？",),
    ),
    _en(
        "ca243", "pet",
        "Three chickens in the back garden: Hen Solo, Cluck Norris and Eggatha. Yes I'm proud "
        "of the names. How do I keep foxes away?",
        ("chickens",),
        ("What should I plant in the back garden?",),
    ),
    _en(
        "ca244", "address",
        "small update, I'm using he/him now (been a journey lol). could you use that when you "
        "write about me?",
        ("he/him",),
        ("Can you write a bio for my band's website?",),
        replaces="ca060",
    ),
    _zh(
        "ca245", "accessibility",
        "我是截肢者，左腿装的假肢，走久了会磨。下个月公司团建要爬山，我该怎么跟领导说？",
        ("假肢",),
        ("买运动鞋有什么讲究吗？",),
    ),
    _en(
        "ca246", "home",
        "So I finally moved back in with my parents in Cork to save for a deposit... humbling. "
        "Anyway, where should I look for a weekend job around here?",
        ("Cork",),
        ("What's a good day trip by car?",),
    ),
    _en(
        "ca247", "schedule",
        "Custody schedule changed: the kids are with me Monday to Thursday now and at their "
        "dad's Friday through Sunday.",
        ("Monday to Thursday",),
        ("What are some fun after-school activities?",),
        replaces="ca063",
    ),
    _en(
        "ca248", "medication",
        "Doc took me off adderall and put me on Vyvanse instead, the afternoon crash was "
        "brutal. Day 3 now. Tips for staying on top of meals?",
        ("Vyvanse",),
        ("Is it fine to drink energy drinks during exam week?",),
        replaces="ca055",
    ),
    _en(
        "ca249", "pregnancy",
        "IT WORKED. positive test, confirmed by bloods, I'm officially pregnant after all that. "
        "can't believe it",
        ("pregnant",),
        ("Is it okay to go in a hot tub on holiday?",),
        replaces="ca062",
    ),
    _en(
        "ca250", "family",
        "my little brother (he's 17) just came out to our parents and it went... not great. "
        "He's staying with me for a while. How do I support him?",
        ("little brother",),
        ("How should I set up the spare room?",),
    ),
    _en(
        "ca251", "diet",
        "ok so context: I don't eat pork or beef, just poultry and fish. personal thing. What's "
        "a good slow cooker recipe?",
        ("pork or beef",),
        ("Any ideas for a hearty winter stew?",),
    ),
    _zh(
        "ca252", "remember",
        "记住我穿四十二码的鞋，脚还偏宽。以后让你推荐鞋子的时候别忘了。",
        ("四十二码",),
        ("想买双徒步鞋，有推荐吗？",),
    ),
    _zh(
        "ca253", "allergy",
        "我芒果过敏，吃一口嘴唇就起泡。朋友生日想订个水果蛋糕，帮我想想选什么口味？",
        ("芒果",),
        ("夏天做什么冰饮比较解暑？",),
    ),
    _zh(
        "ca254", "name",
        "你好，我叫阿依古丽，是维吾尔族名字。想请你帮我写一段求职信的开头。",
        ("阿依古丽",),
        ("帮我写个朋友圈的自我介绍。",),
    ),
    _en(
        "ca255", "aversion",
        "Snakes. I have a massive fear of them, can't even look at them behind glass at the "
        "zoo. We're going to Costa Rica in March. Should I be worried or am I being dramatic?",
        ("Snakes",),
        ("Which national parks in Kenya should we visit?",),
    ),
    _en(
        "ca256", "medication",
        "I've been on a daily statin (atorvastatin 20mg) for about three years. Is grapefruit "
        "juice actually a problem or is that a myth?",
        ("atorvastatin",),
        ("What juice is good for breakfast?",),
    ),
    _en(
        "ca257", "remember",
        "Remember that I'm O negative. If I ever ask about donating blood or anything medical, "
        "that's relevant.",
        ("O negative",),
        ("Where can I give blood this week?",),
    ),
    _en(
        "ca258", "address",
        "Captain's fine. Seriously, I spent 25 years in the Navy and people still call me "
        "Captain, so you might as well. Now, I want to write a memoir, where do I start?",
        ("Captain",),
        ("Can you help me with a speech for my granddaughter's wedding?",),
    ),
    _en(
        "ca259", "name",
        "My name is Björn Halvorsen and I need to write to the tax office in English. My "
        "English is ok but not great, can you check this?",
        ("Björn Halvorsen",),
        ("Can you help me write a complaint about my internet?",),
    ),
    _en(
        "ca260", "schedule",
        "physio twice a week for my knee, tuesdays and fridays at 8am, for the next few months. "
        "can you help me fit a running plan around it?",
        ("physio",),
        ("When can I fit in a spin class?",),
    ),
    _en(
        "ca261", "accessibility",
        "FYI I'm hard of hearing, so if you suggest restaurants, quieter ones please. I lip-read "
        "a lot and loud music kills that. Where should I take my mum for her birthday?",
        ("hard of hearing",),
        ("Where should I go for a first date?",),
    ),
    _en(
        "ca262", "pregnancy",
        "I had a miscarriage in the spring and we've been trying again. Just found out I'm "
        "pregnant, 7 weeks, cautiously excited. What's normal in the first trimester?",
        ("pregnant", "7 weeks"),
        ("Is it safe to paint the nursery myself?",),
    ),
    _en(
        "ca263", "budget",
        "We're debt-free as of last month (!!!) and we've promised ourselves we'll live on one "
        "salary and bank the other. Help me think about a family holiday that fits that?",
        ("one salary",),
        ("Where should we go for the kids' half-term?",),
    ),
)
