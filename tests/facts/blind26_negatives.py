"""The twenty-sixth frozen blind set's negatives (issue 10): messages that state no durable fact
of the user, written in one sitting by someone who had not seen the detector or its training
data. Never tune on it."""

from __future__ import annotations

NEGATIVES: tuple[tuple[str, str], ...] = (
    # ---- chat ----
    ("chat", "I'm allergic to Mondays, I swear. Can you help me write a to-do list for today?"),
    ("chat", "ate way too much cheese last night and now I feel like a brick. it was one of "
             "those wine-and-cheese tasting things. never again, or at least not until next "
             "time"),
    ("chat", "Took an ibuprofen for this headache about an hour ago and it's still pounding. "
             "How long does it usually take to kick in?"),
    ("chat", "In Lisbon for the weekend! Where should I get pastel de nata near the river?"),
    ("chat", "Skipped lunch because of back-to-back meetings and now I'm starving. It's 4pm. "
             "What can I grab that isn't a vending machine bag of crisps?"),
    ("chat", "Just got back from a 10k, legs are jelly. First race in ages. What should I eat "
             "to recover?"),
    ("chat", "The coffee at the station this morning was so bad I poured it down the drain. "
             "Tasted like it had been brewed yesterday. Off to a great start."),
    ("chat", "Spilled soy sauce all over my white shirt right before the video call, of "
             "course."),
    ("chat", "Barely slept because of the thunderstorm. Running on fumes today. Any tricks to "
             "get through a long afternoon without a nap?"),
    ("chat", "Finally finished that 1000-piece puzzle, took the entire weekend. The last "
             "piece was under the sofa the whole time. Now what do I do with my life?"),
    ("chat", "had sushi for lunch and honestly it was mid"),
    ("chat", "Is it just me or is today dragging?"),
    ("chat", "Sneezing nonstop today — the pollen count must be through the roof. Anyway, can "
             "you give me a quick summary of the news?"),
    ("chat", "Tried oat milk in my latte this morning, not bad actually."),
    ("chat", "Burned the toast again. Third time this week lol"),
    ("chat", "I'm at the airport waiting on a delayed flight, entertain me. Two hours at "
             "least. Tell me something weird about the ocean."),
    ("chat", "Stuck in traffic on the way back from a wedding, any podcast recs? Something "
             "funny, not true crime. We've got about an hour to go."),
    ("chat", "Got caught in the rain without an umbrella and I'm soaked to the bone. Of "
             "course the forecast said sunny. How do I dry leather shoes without ruining them?"),
    ("chat", "Happy Friday! Hit me with a fun fact to start the weekend."),
    ("chat", "I just ate an entire bag of gummy bears and regret nothing."),
    ("chat", "The hotel in Rome has no AC and it's 34 degrees. Send help. Is that normal for "
             "Italian hotels in July or did I just get unlucky?"),
    ("chat", "Did a one-day vegan challenge with the team today and the lunch was "
             "surprisingly good. Back to normal tomorrow though."),
    ("chat", "Haven't had any meat all week — not on purpose, just been lazy with groceries. "
             "Fridge is basically empty except for eggs and a sad pepper. What can I make?"),
    ("chat", "Woke up with a stiff neck, must have slept funny. Can't turn my head left at "
             "all. Any stretches that actually help?"),
    ("chat", "Forgot a password for the third time today..."),
    ("chat", "This cold is kicking my butt, day three of tissues. Nose is raw. Is it worth "
             "seeing someone or do I just wait it out?"),
    ("chat", "just watched a horror film alone and now every creak is a ghost. why do i do "
             "this to myself. recommend something wholesome to fix my brain"),
    ("chat", "Tried cilantro on the tacos tonight and didn't hate it?? growth"),
    ("chat", "Phone died halfway up the hike, so no summit photos unfortunately."),
    ("chat", "Sitting in a clinic waiting room for a routine blood test, so bored. Quiz me on "
             "capital cities?"),
    ("chat", "Had one glass of wine at dinner and I'm already sleepy, lightweight moment."),
    ("chat", "In Tokyo for a conference this week and the jet lag is brutal. Woke up at 3am "
             "wide awake. How do I reset faster?"),
    ("chat", "Ugh, stubbed my toe on the bed frame."),
    ("chat", "Someone brought donuts in this morning. Willpower: zero."),
    ("chat", "I've been on hold with the airline for 47 minutes. The hold music is a "
             "four-second loop. What are my rights if they cancel the connection?"),
    ("chat", "Feeling allergic to spreadsheets today, honestly."),
    ("chat", "Just finished a 12 hour volunteer shift at the festival, my feet are dead."),
    ("chat", "The cat at this cat café just sat on my laptop and sent an email I didn't "
             "finish."),
    ("chat", "Dog-sitting for a friend this weekend — he's adorable but won't stop barking at "
             "the mailman."),
    ("chat", "Today I learned octopuses have three hearts."),
    ("chat", "had a horrible headache this afternoon but it's gone now, probably just "
             "dehydration"),
    ("chat", "Ran out of gas on the highway like an absolute genius. Waiting for roadside "
             "assistance now. How long do they usually take?"),
    ("chat", "Couldn't sleep, so I'm up at 3am asking you random stuff."),
    ("chat", "Gave blood today for the first time! Got a cookie and a sticker. Felt a bit "
             "woozy after. Is it normal to be this tired hours later?"),
    ("chat", "Took the day off to binge the new season. Zero regrets."),
    ("chat", "First attempt at sourdough came out like a frisbee. Dense, flat, weirdly shiny. "
             "What did I do wrong?"),
    ("chat", "It's snowing in April? What is this."),
    ("chat", "Walked 25,000 steps today sightseeing in Prague. My feet are filing a "
             "complaint. Any good spots to just sit and eat tomorrow?"),
    ("chat", "Got a flu shot this morning and my arm is sore. Can I still do a workout "
             "tonight or should I rest?"),
    ("chat", "Cleaned out the fridge and found something that used to be a lemon."),
    ("chat", "Sat in the sun too long at the beach today and I'm lobster red. Forgot to "
             "reapply sunscreen. What actually helps with the sting?"),
    ("chat", "I'm hungover and it's entirely my own fault. Three cocktails too many at a "
             "birthday. What's the fastest fix, be honest."),
    ("chat", "Wore new shoes to a wedding and have blisters on blisters."),
    ("chat", "There was a fire drill at 9am and nobody knew where to go. Half of us went to "
             "the wrong car park. Honestly impressive."),
    ("chat", "Just cancelled brunch because I can't face people today."),
    ("chat", "Ate a whole pizza by myself tonight. No regrets. Some regrets."),
    ("chat", "Did steak and eggs for dinner as a joke 'carnivore night' with friends, feeling "
             "very heavy now."),
    ("chat", "My Uber driver had country music at full blast and it was kind of a vibe."),
    ("chat", "Feeling weirdly lucky today, might buy a lottery ticket. What are the actual "
             "odds for EuroMillions? Crush my dreams gently."),
    ("chat", "Back from the dentist and half my face is numb. Just a filling. How long until "
             "I can eat without biting my cheek?"),
    ("chat", "The gym was closed today because a pipe burst, great."),
    ("chat", "Saw a spider the size of my hand in the hostel shower. Checking out early. Is "
             "that normal for Costa Rica? Please say no."),
    ("chat", "Flight to Denver got cancelled so I'm stuck in Dallas overnight. At least "
             "there's a hotel voucher. What's worth seeing near DFW for one evening?"),
    ("chat", "Finally tried durian at the night market. Once was enough."),
    ("chat", "Lost my voice from screaming at the concert last night."),
    ("chat", "Took a melatonin last night and slept eleven hours, wild. First time trying it. "
             "Is it okay to take another tonight?"),
    ("chat", "The guy at the next table ordered garlic shrimp and the whole train carriage "
             "smells of it now."),
    ("chat", "Just booked a haircut for tomorrow, wish me luck."),
    ("chat", "I think something at lunch was off, my stomach is doing flips. It was a gas "
             "station sandwich, I should've known. How long does food poisoning usually last?"),
    ("chat", "Twisted my ankle on the escalator so the airport staff pushed me to the gate in "
             "a wheelchair today. They were lovely about it."),
    ("chat", "Caught the sunrise on my run, totally worth the alarm."),
    ("chat", "Drowning in emails this morning. Can you help me triage a few?"),
    ("chat", "Went to a silent disco tonight and my ears are still ringing somehow."),
    ("chat", "Did my taxes today and now I need a nap. Turns out I owe less than I feared. "
             "Small victories."),
    ("chat", "Four coffees before noon. I can hear colours."),
    ("chat", "Watching the rain from a café window in Edinburgh, very cinematic."),
    ("chat", "Got lost in IKEA for two hours and bought a lamp I didn't need. Also meatballs. "
             "Why is that place designed like a casino?"),
    ("chat", "Today's lunch: leftover curry. Dinner: also leftover curry."),
    ("chat", "Crashing at a hotel near the office tonight because of the train strike. Didn't "
             "pack anything. What are the bare essentials to grab from a pharmacy?"),
    ("chat", "Tried yoga from a YouTube video and fell over during tree pose."),
    ("chat", "Just had my first oyster. The texture was... an experience."),
    ("chat", "I feel like a zombie after that red-eye."),
    ("chat", "Accidentally deleted the whole draft. Starting over, send coffee."),
    ("chat", "Skipped the gluten at the team pizza night just to see if I'd feel different — "
             "nope, felt exactly the same."),
    ("chat", "今天加班到十点，累死了。地铁上差点站着睡着。回家只想躺平。"),
    ("chat", "中午吃了一大碗螺蛳粉，整个下午嘴里都是那个味儿。同事路过都捂鼻子，哈哈。"),
    ("chat", "昨晚火锅吃太多了，今天胃有点不舒服。吃点什么能缓一缓？"),
    ("chat", "刚吃了一片布洛芬，头疼还没缓过来。"),
    ("chat", "这周末在厦门玩，鼓浪屿人也太多了吧。有没有人少一点的地方推荐？明天下午就回去了。"),
    ("chat", "今天周一，我对周一过敏。"),
    ("chat", "早上喝了两杯咖啡，现在心跳有点快。"),
    ("chat", "下雨忘带伞，淋成落汤鸡了。鞋子全湿了。怎么快速弄干运动鞋？"),
    ("chat", "昨晚露营被蚊子咬了十几个包，痒死了。涂了花露水也没用。有什么止痒的办法吗？"),
    ("chat", "刚看完一部恐怖片，今晚不敢关灯睡了。"),
    ("chat", "今天第一次尝试吃榴莲，居然还挺香的。朋友非要我试，我本来捏着鼻子。结果真香。"),
    ("chat", "高铁晚点一个小时，在候车室发呆中。手机快没电了。陪我聊会儿吧。"),
    ("chat", "今天去拔了颗智齿，脸肿得像包子。医生说要冰敷。拔完几天能吃辣？"),
    ("chat", "昨晚失眠到三点，今天整个人都是懵的。下午还有个会。怎么提神比较好？"),
    ("chat", "刚跑完五公里，腿软。"),
    ("chat", "中午食堂的红烧肉太咸了，喝了一下午水。"),
    ("chat", "今天去献血了，护士说我血管很好找，哈哈。"),
    ("chat", "刚才在地铁上差点睡过站。"),
    ("chat", "今天在成都出差，晚上吃了顿超辣的串串，嘴都麻了。"),
    ("chat", "周末去爬山，回来晒黑了一圈。"),
    ("chat", "今天在家吃了三顿泡面，懒得出门。"),
    ("chat", "刚打了流感疫苗，胳膊有点酸。"),
    ("chat", "早上睡过头，打车去的，花了八十多，心疼。"),
    ("chat", "今天去看了个画展，人山人海。"),
    ("chat", "感冒第三天了，鼻子都擤红了。"),
    ("chat", "刚在超市买了一堆零食，又破戒了。"),
    ("chat", "今天公司活动体验了一下轮椅篮球，太难了，两条胳膊酸死。"),
    ("chat", "昨天海鲜吃多了，今天有点拉肚子。"),
    ("chat", "刚做完体检，抽了四管血，头有点晕，先找个地方坐会儿。"),
    ("chat", "今天天气好好，在公园晒了一下午太阳。"),
    ("chat", "中午点的外卖送错了，给我送来一份香菜拌牛肉，只好将就吃了。"),
    ("chat", "出差住的酒店隔音太差了，隔壁打了一晚上呼噜。明天还得早起开会。有什么办法补救一下"
             "？"),
    ("chat", "今天心血来潮吃了一天素，感觉还行。"),
    ("chat", "手机摔了，屏幕碎成了蜘蛛网。才买了半年。换屏还是换新手机划算？"),
    ("chat", "刚在西湖边走了一圈，风景真好，明天就回去了。"),
    ("chat", "今天奶茶手滑点了全糖，甜到齁。"),

    # ---- hypo ----
    ("hypo", "If I were vegan, would I have to give up honey too?"),
    ("hypo", "Thinking about maybe getting a cat. Are they okay alone during work hours? "
             "Still very much on the fence. What would I need to buy on day one?"),
    ("hypo", "What if I moved to Berlin next year — how hard is the visa process? Nothing's "
             "decided, I'm just daydreaming. Is German a must for work there?"),
    ("hypo", "Considering going keto for a month, is that a dumb idea? A coworker swears by "
             "it. I'm skeptical but curious."),
    ("hypo", "Suppose I got a job offer in Singapore, how would taxes work?"),
    ("hypo", "Hypothetically, if I got pregnant, would long-distance running still be safe?"),
    ("hypo", "I might try intermittent fasting after the holidays. What should I know first?"),
    ("hypo", "Should I become a teacher? I keep going back and forth on it."),
    ("hypo", "Let's say I adopted a greyhound — how much space would one need? Just window "
             "shopping on the rescue site. Do they really need a garden?"),
    ("hypo", "If I went vegetarian, where would I get enough protein?"),
    ("hypo", "If I retired at 55, roughly how much would I need saved? Purely a thought "
             "experiment. Assume a modest lifestyle."),
    ("hypo", "Would I be happier in a small town or a big city, do you think? Ask me some "
             "questions to figure it out."),
    ("hypo", "Toying with the idea of a gluten-free month to see if I feel better. No "
             "diagnosis or anything, just curious. Would it even show anything?"),
    ("hypo", "Imagine I had a £500 budget for a holiday — where could I go? A week, sometime "
             "in spring. Go wild."),
    ("hypo", "If colleagues started calling me 'Captain', would that be weird or fun?"),
    ("hypo", "Maybe I should try a standing desk? Not sure it's worth it. They look so "
             "expensive. Do people actually use them after the first month?"),
    ("hypo", "What would it take for me to learn sign language in a year?"),
    ("hypo", "Pondering a move to the countryside someday. What are the downsides nobody "
             "mentions?"),
    ("hypo", "If I switched to night shifts, how would I even adjust my sleep? It's just been "
             "floated, nothing decided. How do people cope?"),
    ("hypo", "Considering a career change into nursing at some point — is it ever too late?"),
    ("hypo", "If I ever changed my surname, what paperwork would that involve? Not planning "
             "anything, just curious. Is it different in the UK and the US?"),
    ("hypo", "Hypothetically, rabbit or guinea pig for a first pet?"),
    ("hypo", "If I started taking melatonin every night, would I get dependent on it?"),
    ("hypo", "Thinking of trying a dairy-free week just to see what happens."),
    ("hypo", "What if I opened a bakery someday? Talk me out of it."),
    ("hypo", "In a parallel universe where I can sing, I'd be a country star for sure."),
    ("hypo", "If money were no object, what car would you tell me to buy?"),
    ("hypo", "Might adopt a dog next spring, maybe. Which breeds are good for beginners? "
             "Haven't decided anything yet. Low-shedding would be a plus."),
    ("hypo", "If I had to live on $1,000 a month, what would I cut first? Just a thought "
             "experiment. Be brutal."),
    ("hypo", "If I joined my friends in fasting for Ramadan next year, what should I eat at "
             "suhoor?"),
    ("hypo", "If I ever get a tattoo it'll be a tiny whale. Is that a cliché?"),
    ("hypo", "What would happen if I stopped drinking coffee cold turkey?"),
    ("hypo", "Wondering whether to pitch a 4-day week to my manager. How would I even frame "
             "that?"),
    ("hypo", "If I set up a home gym one day, what's the bare minimum kit?"),
    ("hypo", "Say I wanted to learn Japanese in a year — realistic or not? Not committing "
             "yet. What would the daily routine look like?"),
    ("hypo", "Maybe I'll try being a morning person next month. Tips? Tried once and lasted "
             "three days. Be realistic with me."),
    ("hypo", "Should I start going by my middle name? Just thinking out loud."),
    ("hypo", "If I went on Ozempic, would I have to change how I eat?"),
    ("hypo", "Dreaming about a little house in Portugal someday. What do those go for? Not "
             "anytime soon. Algarve versus somewhere inland?"),
    ("hypo", "If I were allergic to nuts, which cuisines would be hardest to eat out?"),
    ("hypo", "Would I need a visa if I decided to spend a year in Japan?"),
    ("hypo", "What if I tried a week with no sugar — would I get headaches?"),
    ("hypo", "Not saying I'm going to, but what does it take to foster kittens? Like, how "
             "much time per day? And who pays for the vet?"),
    ("hypo", "If I got an ADHD diagnosis as an adult, would it change anything at this point?"),
    ("hypo", "Tempted to try cold plunges. Good idea or just a fad? Everyone on my feed is "
             "doing them. Is there real science or is it vibes?"),
    ("hypo", "If I were a wheelchair user, which European city would be easiest to get around?"),
    ("hypo", "Weighing up whether sharing a flat would be worth the savings. Pros and cons?"),
    ("hypo", "If I decided to go back for a PhD, would it make sense financially?"),
    ("hypo", "Contemplating a sober October this year. Does anyone actually stick with it? "
             "Haven't committed. What do people drink at parties instead?"),
    ("hypo", "如果我吃素的话，蛋白质从哪里补？"),
    ("hypo", "最近在想要不要养只猫，上班族适合吗？还没决定。一天不在家十个小时它会不会很孤单？"),
    ("hypo", "假如我去深圳工作，一个月房租大概要多少？"),
    ("hypo", "要是我以后辞职做自由职业，社保怎么交？"),
    ("hypo", "我在考虑要不要试试生酮饮食，靠谱吗？"),
    ("hypo", "如果怀孕了还能坐过山车吗？纯好奇问问。"),
    ("hypo", "想过以后搬去大理生活，你觉得现实吗？只是想想而已。那边工作机会多吗？"),
    ("hypo", "假设我每个月只有三千块生活费，该怎么过？"),
    ("hypo", "有点想改个名字，不过还没想好，改名麻烦吗？"),
    ("hypo", "要是我养狗的话，柯基和柴犬选哪个？"),
    ("hypo", "如果我对花生过敏，吃泰国菜要注意什么？"),
    ("hypo", "说不定明年会考研，现在开始准备来得及吗？还没下定决心。每天要学几个小时？"),
    ("hypo", "要是哪天退休了，我估计会去学画画。"),
    ("hypo", "如果去日本旅游一周，预算一万够吗？"),
    ("hypo", "在想要不要戒咖啡，戒了会不会头疼？还没开始。一般要难受几天？"),
    ("hypo", "假如我是左撇子，学吉他要买专门的吗？"),
    ("hypo", "我在纠结要不要去学车，在大城市开车好像也没多大必要。"),
    ("hypo", "如果以后开一家咖啡店，大概要投多少钱？"),
    ("hypo", "万一我以后得了糖尿病，是不是水果都不能吃了？"),
    ("hypo", "要不要下个月开始试试十六小时断食？只是看到网上很火。对胃会不会不好？"),
    ("hypo", "假如以后要接老人来一起住，家里需要做哪些适老化改造？"),

    # ---- question ----
    ("question", "Is peanut oil safe for people with nut allergies? I keep hearing different "
                 "answers. Does refined versus cold-pressed matter?"),
    ("question", "What's the difference between a food allergy and an intolerance? People use "
                 "them interchangeably. Is one more dangerous?"),
    ("question", "Can you take ibuprofen and paracetamol together? At the same time, or do "
                 "you have to stagger them? Asking generally."),
    ("question", "Which cheeses are naturally lactose-free?"),
    ("question", "Is sushi actually off-limits during pregnancy or is that a myth? Everyone "
                 "online says something different. What about cooked rolls?"),
    ("question", "How does metformin work, in simple terms? Saw it mentioned in a "
                 "documentary. Why is it being studied for ageing?"),
    ("question", "What foods are high in vitamin B12 for vegans?"),
    ("question", "Is halal meat the same as kosher? Someone told me they're basically "
                 "interchangeable. Is that true?"),
    ("question", "What are the common symptoms of a latex allergy?"),
    ("question", "How do screen readers handle PDFs?"),
    ("question", "What's the best way to make a website accessible for colorblind users?"),
    ("question", "How much exercise does a border collie need? They always look so intense at "
                 "the park. Is two hours a day a myth?"),
    ("question", "Do bearded dragons need UVB light?"),
    ("question", "What's the average rent for a one-bedroom in Denver right now? And how does "
                 "it compare to Austin? Just curious about the trend."),
    ("question", "How do you pronounce 'Siobhan'?"),
    ("question", "What pronouns should you use for someone when you don't know theirs?"),
    ("question", "Can celiac disease develop later in life? Like at 50, out of nowhere? What "
                 "triggers it?"),
    ("question", "Is warfarin affected by eating green vegetables? I've heard spinach "
                 "mentioned. Is it about consistency rather than avoiding them?"),
    ("question", "What's a good gift for a new mom?"),
    ("question", "How many weeks is a full-term pregnancy?"),
    ("question", "What are the early signs of type 2 diabetes?"),
    ("question", "Can dogs eat mango?"),
    ("question", "Is it rude to call a doctor by their first name?"),
    ("question", "What's the etiquette for addressing a letter to a nonbinary person? Is Mx. "
                 "widely understood? What if you don't know their preference?"),
    ("question", "How do you calculate a monthly grocery budget for a family of four? Is "
                 "there a rule of thumb? The official numbers seem high."),
    ("question", "Are rollator walkers covered by insurance in the US?"),
    ("question", "What does 'pescatarian' actually include — is shellfish allowed?"),
    ("question", "Which airlines are best for wheelchair users?"),
    ("question", "What does a paralegal actually do day to day?"),
    ("question", "Is Ozempic the same thing as Wegovy? Same drug, different dose? Why do they "
                 "have two names?"),
    ("question", "How long do African grey parrots live?"),
    ("question", "What time is sunset in Reykjavik in June?"),
    ("question", "Can you recommend sesame-free snacks for a school bake sale?"),
    ("question", "What's the polite way for guests to mention dietary restrictions to a host?"),
    ("question", "Which fruits are on the low-FODMAP list? And are bananas in or out? I've "
                 "seen both."),
    ("question", "Is Bactrim a sulfa drug? The name doesn't make it obvious. What's the "
                 "generic?"),
    ("question", "Can you freeze breast milk in glass bottles?"),
    ("question", "How do I set a recurring reminder on an iPhone?"),
    ("question", "Which vegetables are safe for rabbits?"),
    ("question", "How does working the night shift affect long-term health? I read something "
                 "about cancer risk. How solid is that research?"),
    ("question", "What's the standard tip in Lisbon restaurants?"),
    ("question", "What's a reasonable monthly budget for a student in Edinburgh?"),
    ("question", "Can you explain how IVF works, step by step? From the hormone shots to the "
                 "transfer. Keep it simple."),
    ("question", "Does escitalopram interact with alcohol?"),
    ("question", "What are the ADA requirements for wheelchair ramps?"),
    ("question", "How do I keep cilantro fresh longer? It turns to slime in two days. Jar of "
                 "water in the fridge?"),
    ("question", "Why do some people think cilantro tastes like soap?"),
    ("question", "What's the best way to store mushrooms so they don't get slimy?"),
    ("question", "How do you make a kitchen kosher?"),
    ("question", "Is it safe to fly in the third trimester? What's the usual airline cutoff? "
                 "Does it differ for twins?"),
    ("question", "What should you say when someone tells you they have epilepsy?"),
    ("question", "What kind of mattress is best for people with dust mite allergies? Memory "
                 "foam or latex? Does the cover matter more?"),
    ("question", "How do I change my display name in Slack?"),
    ("question", "What's the capital of Australia again?"),
    ("question", "What's the actual difference between type 1 and type 2 diabetes? People mix "
                 "them up constantly. Which one is autoimmune?"),
    ("question", "Is the tap water in Auckland drinkable?"),
    ("question", "花生油对花生过敏的人安全吗？"),
    ("question", "青霉素过敏的人能用头孢吗？"),
    ("question", "孕妇可以吃螃蟹吗？网上说寒性的不能吃。有科学依据吗？"),
    ("question", "优甲乐为什么要空腹吃？吃完多久能吃饭？咖啡有影响吗？"),
    ("question", "纯素和一般素食有什么区别？"),
    ("question", "布偶猫一般能活多少年？"),
    ("question", "北京的房租现在大概什么水平？比如海淀一居室。跟前两年比涨了还是跌了？"),
    ("question", "高血压的人每天盐摄入量应该控制在多少？"),
    ("question", "哺乳期能喝咖啡吗？"),
    ("question", "柯基为什么容易得腰椎病？"),
    ("question", "第一次见对象的父亲，怎么称呼比较礼貌？"),
    ("question", "读屏软件怎么读网页上的图片？"),
    ("question", "胰岛素一定要冷藏保存吗？"),
    ("question", "色弱和色盲有什么区别？"),
    ("question", "无障碍卫生间的标准尺寸是多少？"),
    ("question", "公务员考试一般几月份报名？"),
    ("question", "他汀类的药为什么建议晚上吃？"),
    ("question", "乳糖不耐受的人能喝酸奶吗？酸奶不是已经发酵了吗？奶酪呢？"),
    ("question", "巴西龟冬天会冬眠吗？"),
    ("question", "生酮饮食对身体有什么副作用？听说会掉头发。长期吃安全吗？"),
    ("question", "苏州园区和姑苏区哪个交通更方便？"),
    ("question", "为什么有人觉得香菜有肥皂味？"),
    ("question", "断食期间能喝黑咖啡吗？会不会打破断食？加一点牛奶呢？"),
    ("question", "做一个人工耳蜗大概要多少钱？医保能报吗？术后还要调机吗？"),

    # ---- other ----
    ("other", "My friend Jess is allergic to shellfish — what can I make for her birthday "
              "dinner? She's not big on spicy food either. I was thinking something Italian?"),
    ("other", "A coworker just went vegan and I'm in charge of the team lunch order this "
              "week. Everyone else wants burgers. Is there a place that keeps everyone happy?"),
    ("other", "The neighbour's golden retriever barks all night. How do I bring it up nicely? "
              "I don't want to start a feud. Should I leave a note or knock?"),
    ("other", "My sister-in-law is pregnant with twins! What's a good gift for her? She "
              "already has a toddler. Something practical would be best."),
    ("other", "My cousin just moved to Austin, any neighbourhoods I should tell her about?"),
    ("other", "My old college roommate changed her surname after the wedding. Is it rude if I "
              "slip and use the old one?"),
    ("other", "My boss is diabetic and I'm organizing the office party — what snacks work? I "
              "don't want to single him out. Just want options he can actually eat."),
    ("other", "My aunt takes warfarin. Is cranberry juice a problem for her? She drinks it "
              "every morning. Should she mention it to her doctor?"),
    ("other", "A neighbour two floors up uses a wheelchair and the lift is broken again. Who "
              "should we even call about that?"),
    ("other", "A friend of mine has celiac; is it safe to cook for her in a kitchen that uses "
              "regular flour? I want to make her dinner Saturday. What do I need to clean or "
              "replace?"),
    ("other", "My uncle retired last month and is driving my aunt up the wall."),
    ("other", "My best friend's cat is diabetic and she asked me to do the insulin while "
              "she's away. How do I not mess this up?"),
    ("other", "My flatmate's boyfriend keeps eating everyone's food."),
    ("other", "My colleague Priya goes by she/they. How do I use both correctly? Do I "
              "alternate? I don't want to get it wrong in the team email."),
    ("other", "My manager works nights, so our one-on-ones happen at really weird times."),
    ("other", "My mother-in-law can't stand cilantro, so I'm redoing the salsa for Sunday. "
              "What's a good substitute that keeps it fresh? Parsley?"),
    ("other", "My friend Tom's dog is a bearded collie, not a border collie, and he gets "
              "really annoyed when people mix them up."),
    ("other", "Mrs. Lee next door is 90 and still gardens every single day, amazing."),
    ("other", "A guy on the team is deaf — any tips for making meetings work better for him? "
              "We're mostly on video calls. Are auto captions good enough?"),
    ("other", "My cousin is a paramedic and says night shifts are brutal."),
    ("other", "My friend's kid is allergic to eggs. Can you suggest an egg-free cake for the "
              "party?"),
    ("other", "My brother-in-law just got a job at Spotify and he's insufferable about it."),
    ("other", "The landlord lives in Portugal and never answers emails."),
    ("other", "My ex-flatmate just adopted two ducks. Ducks! In a third-floor flat!"),
    ("other", "A coworker's wife is expecting in May, what's a nice card message?"),
    ("other", "Someone in my book club has epilepsy and I want to plan an event that's safe "
              "for her. What should I avoid?"),
    ("other", "My godmother keeps a kosher kitchen and I'm visiting for Passover. What can I "
              "bring that won't cause problems?"),
    ("other", "The neighbours' son is autistic and loves trains — what's a good birthday "
              "present?"),
    ("other", "My mate Dave's on Ozempic and has lost 20 kilos, is that normal? Over about "
              "six months. He looks great but I worry a bit."),
    ("other", "The guy who sits next to me is doing intermittent fasting and won't shut up "
              "about it."),
    ("other", "A friend just moved from Leeds to Bristol and wants restaurant recs. She loves "
              "ramen and natural wine. Where should she start?"),
    ("other", "My aunt is hard of hearing and hates phone calls. How can I keep in touch?"),
    ("other", "My cousin's partner is nonbinary and goes by Mx. — how do I address the "
              "wedding invite?"),
    ("other", "My old chemistry teacher just retired and I want to send a note. Ideas? She "
              "was brilliant. Something heartfelt but not cheesy."),
    ("other", "Our receptionist is colorblind — how should the rota colours be redone? Right "
              "now it's red for late and green for early. What palette works for everyone?"),
    ("other", "My friend Amira is fasting for Ramadan; when's a good time to meet for iftar? "
              "I want to cook for her. What's traditional to break the fast with?"),
    ("other", "My pal's parrot swears constantly and it's the funniest thing ever."),
    ("other", "A former roommate of mine has Crohn's. What's a good care package? She's in "
              "hospital for a flare. Food is probably out, right?"),
    ("other", "My friend's budget for the trip is like $500 total, how do we make it work?"),
    ("other", "A coworker calls everyone 'buddy', including the CEO."),
    ("other", "The neighbours keep chickens and their rooster starts at 4am."),
    ("other", "My best friend is an ICU nurse and hasn't had a day off in weeks."),
    ("other", "A friend's grandma just got a screen reader and wants to learn email. Where do "
              "I start with her?"),
    ("other", "My boss is lactose intolerant — which café near the office does good oat milk?"),
    ("other", "My friend had her gallbladder removed last week, what should I bring her?"),
    ("other", "A colleague's mum has Alzheimer's. How can I support her at work? She's been "
              "distracted and teary. I don't want to overstep."),
    ("other", "My cousin goes by his middle name, Reid. Nobody uses his first name."),
    ("other", "My friend's twins just started kindergarten and she's a wreck."),
    ("other", "The couple across the street just got a rescue greyhound, so gentle. It wears "
              "a little coat. I'm obsessed."),
    ("other", "A friend lives on a houseboat in Amsterdam and I'm visiting next month. What "
              "should I expect?"),
    ("other", "My coworker is a massive country music fan, any concert gift ideas?"),
    ("other", "My sister-in-law is on sertraline and wants to know if she can drink at the "
              "wedding. Just a glass of champagne for the toast. Is that generally okay?"),
    ("other", "My mentor was a chemistry teacher before becoming a novelist, pretty cool."),
    ("other", "My friend Wei is allergic to penicillin and just got prescribed antibiotics. "
              "What should he ask the pharmacist?"),
    ("other", "My flatmate from last year was vegan and left half a jar of nutritional yeast."),
    ("other", "An uncle in Vermont says the snow is already a foot deep."),
    ("other", "The new intern is pescatarian, where should we take her for lunch?"),
    ("other", "My friend's husband just retired from the oil rigs after thirty years."),
    ("other", "My aunt's cat Mochi passed away. What do I write in a card?"),
    ("other", "The woman next door is breastfeeding and asked me to pick up something for her "
              "cold. What's safe for her?"),
    ("other", "A coworker hates flying and has to go to Tokyo — any tips I can pass on? "
              "Twelve hours on a plane. She's dreading it."),
    ("other", "My cousin's on a strict low-sodium diet after surgery, what can I cook for "
              "him? I'm dropping meals off at his place this week. Nothing bland please."),
    ("other", "My friend just got diagnosed with ADHD at 30 and feels weird about it. She "
              "keeps asking if she's been lazy this whole time. What do I say?"),
    ("other", "我同事对芒果过敏，公司下午茶点什么水果比较好？"),
    ("other", "我闺蜜怀孕了，送什么礼物好？她是头胎，特别紧张。想送点实用的。"),
    ("other", "邻居家的狗每天晚上叫，怎么沟通比较好？"),
    ("other", "我朋友是素食者，明天请她吃饭去哪里好？她不吃蛋也不喝奶。附近有推荐的餐厅吗？"),
    ("other", "我表姐刚搬到上海，她问哪个区住着方便。"),
    ("other", "我室友的猫特别黏人，天天跑来睡我床上。"),
    ("other", "我同事在吃优甲乐，她问能不能和咖啡一起吃。"),
    ("other", "我领导下周过生日，大家都叫他王经理，送什么合适？"),
    ("other", "我朋友坐轮椅，周末想带他去逛街，哪个商场无障碍做得好？"),
    ("other", "我大学同学在深圳做程序员，说天天996。"),
    ("other", "我舅舅有高血压，过年聚餐要注意什么？他又爱喝酒。劝不住怎么办？"),
    ("other", "我同事怕狗，团建去农家乐会不会不合适？"),
    ("other", "朋友家的柯基胖得走不动了，哈哈哈。"),
    ("other", "我闺蜜对青霉素过敏，她感冒了能吃什么药？"),
    ("other", "我表弟考上了浙江大学，给他发多少红包合适？"),
    ("other", "楼下的阿姨每天早上都在小区跳广场舞。"),
    ("other", "我同事是左撇子，用办公室的剪刀特别别扭。"),
    ("other", "朋友在备孕，问我叶酸要提前吃多久。我也不太懂。一般医生怎么建议？"),
    ("other", "我朋友上夜班，白天睡觉，约她吃饭只能约晚上。"),
    ("other", "我朋友的妈妈有糖尿病，中秋送什么月饼合适？"),
    ("other", "我同学养了一只巴西龟，都养了十年了。"),
    ("other", "我们领导是素食主义者，年会菜单要怎么安排？"),
    ("other", "我同事改名了，现在叫李沐阳，我老是叫错。他说不介意，但我自己挺尴尬的。有什么办法"
              "记住？"),
    ("other", "我朋友在新加坡工作，说那边房租贵得离谱。"),
    ("other", "我表哥是护士，他说现在男护士挺多的。"),
    ("other", "邻居家小孩对鸡蛋过敏，我想送点零食过去，选什么好？"),
    ("other", "我朋友刚做了人工耳蜗手术，去看她要注意什么？能不能跟她正常说话？带点什么去比较好"
              "？"),

    # ---- quoted ----
    ("quoted", "How do you say 'I am allergic to peanuts' in French?"),
    ("quoted", "Write a short story about a character who is diabetic and hides it from her "
               "team. Keep it under 800 words. She works at a bakery, which is the irony."),
    ("quoted", "Can you proofread this line from a story draft: 'Marcus had been vegan since the "
               "day he saw the slaughterhouse.'"),
    ("quoted", "Translate into Spanish for a worksheet: 'My husband is a nurse and works "
               "nights.' It's for a unit on jobs. Keep it simple, beginner level."),
    ("quoted", "Draft an HR template email: 'Hi team, I'll be out of office next week for "
               "surgery.'"),
    ("quoted", "What's the Japanese for 'I don't eat pork'? It's for a flashcard deck."),
    ("quoted", "Write a dialogue where a woman tells her boss she's pregnant. Make the boss "
               "awkward but kind. About a page."),
    ("quoted", "Fix the grammar in this student sentence: 'Me and him is both lactose "
               "intolerant.'"),
    ("quoted", "Give me a sample answer to the IELTS prompt 'Describe your hometown.' Band 7 "
               "level, about two minutes spoken. Use a made-up town."),
    ("quoted", "Write a limerick about a man named Tomasz who hates mushrooms. Bonus points "
               "if you rhyme Tomasz with something. Keep it clean."),
    ("quoted", "My character lives on a narrowboat and keeps a ferret — give me three opening "
               "lines for the chapter."),
    ("quoted", "Translate 'Please call me Captain' into German."),
    ("quoted", "Write a fake dating profile for a 35-year-old paralegal who loves hiking, for "
               "a comedy sketch."),
    ("quoted", "Make this restaurant notice sound friendlier: 'We will not accommodate "
               "allergy requests after 8pm.'"),
    ("quoted", "What does 'Ich bin Vegetarier' mean?"),
    ("quoted", "Write a eulogy template for a grandfather who was a fisherman."),
    ("quoted", "In the song 'Jolene', what is the singer actually asking for?"),
    ("quoted", "Help me write a scene: a retired postman who's allergic to cats inherits one. "
               "Tone: gentle comedy. Set it in a Welsh village."),
    ("quoted", "Translate 'Ask staff about allergens' into Italian."),
    ("quoted", "Generate five example sentences using 'intolerant', like 'She is intolerant "
               "to lactose.'"),
    ("quoted", "Write a tweet as if you were a cat who hates Mondays."),
    ("quoted", "Write a letter from the perspective of a blind veteran to his old unit. It's "
               "for a creative writing prompt. Around 400 words, hopeful ending."),
    ("quoted", "Draft a medical intake form with a field for 'current medications'. Also "
               "allergies, past surgeries and emergency contact. Plain language."),
    ("quoted", "Write a poem that starts 'I moved to Denver in the spring'. Free verse, "
               "melancholy. Mention mountains but not too obviously."),
    ("quoted", "Edit this product blurb: 'Our shoes are designed for people who use walkers "
               "and canes.'"),
    ("quoted", "The textbook sentence is 'I have lived in Lisbon for three years.' What tense "
               "is that?"),
    ("quoted", "Write a role-play script for practising English at a pharmacy: the customer "
               "says she's on warfarin."),
    ("quoted", "Translate 'I'm eight weeks pregnant' into Portuguese — it's a line in a "
               "telenovela clip I'm subtitling for fun."),
    ("quoted", "Summarize the plot of 'Still Alice' in three sentences."),
    ("quoted", "Write a villain monologue where he finally reveals his name is Adam."),
    ("quoted", "Help me write a backstory for my D&D character: a half-elf blacksmith, deaf "
               "since birth, who reads lips."),
    ("quoted", "Correct the spelling in this sample form text: 'I am alergic to penicilin and "
               "sulfer drugs.'"),
    ("quoted", "Write an Instagram caption for a bakery's grand opening. Playful, under 150 "
               "characters. Maybe a croissant pun."),
    ("quoted", "Make a mock patient profile for a nursing exam: 68-year-old with Crohn's on "
               "methotrexate. Include vitals and a short history. It's for a practice "
               "question bank."),
    ("quoted", "What does the phrase 'I'm on the wagon' mean?"),
    ("quoted", "Turn this into a haiku: 'the ducks on the canal at dawn'."),
    ("quoted", "For a screenplay: write a text from a mom telling her son she's moving to "
               "Florida. She's passive-aggressive about it. Three or four messages."),
    ("quoted", "How would a Victorian novel describe someone who refuses to eat meat?"),
    ("quoted", "Give me a generic sample cover letter for a chemistry teacher job, for a "
               "careers workshop handout."),
    ("quoted", "Write a children's book page about a rabbit named Clover who chews "
               "everything. Rhyming, ages 3 to 5. End with her chewing the moon."),
    ("quoted", "Paraphrase this quote from the article: 'I retired at 50 and never looked "
               "back,' says the author."),
    ("quoted", "Translate 'My pronouns are they/them' into Spanish and explain the options."),
    ("quoted", "“我对花生过敏”用英语怎么说？"),
    ("quoted", "帮我写一个小说人物：一个患有糖尿病的退休教师。性格有点倔。要有生活细节。"),
    ("quoted", "把这句话翻译成日语：“我不吃香菜。”"),
    ("quoted", "帮我润色一下这段台词：“妈，我怀孕了，孩子是他的。”"),
    ("quoted", "写一段相声段子，主角是个特别怕狗的外卖小哥。三分钟左右。要有包袱。"),
    ("quoted", "“请叫我王经理”用英语怎么说比较自然？"),
    ("quoted", "帮我写一首关于搬家到苏州的打油诗。"),
    ("quoted", "英语作文题目是“介绍你的宠物”，帮我写一篇范文。"),
    ("quoted", "帮我翻译这个菜单说明：“本店所有菜品均不含猪肉。”"),
    ("quoted", "写一个短视频脚本，讲一个程序员辞职回老家开咖啡店的故事。一分钟以内。开头要抓人。"),
    ("quoted", "帮我改一下这句病历描述的语法：“患者对青霉素过敏，有高血压病史。”"),
    ("quoted", "“哺乳期”用英语怎么表达？"),
    ("quoted", "帮我写个剧本片段：一个坐轮椅的女孩第一次去看演唱会。基调温暖一点。大概两页。"),
    ("quoted", "“我住长江头，君住长江尾”这句是什么意思？"),
    ("quoted", "帮我写一段相亲自我介绍的模板，给朋友参考用。"),
    ("quoted", "把“我是素食者，不吃肉和鱼”翻译成泰语。"),
    ("quoted", "写一篇公众号文章开头，主题是“三十岁辞职考公务员值不值”。"),
    ("quoted", "帮我编一个儿童故事，主角是一只叫豆豆的柯基。适合五岁小孩听。睡前讲，别太刺激。"),
)
