"""The second frozen blind set's negatives (issue 10): messages that state no durable fact of the
user, written in one sitting by someone who had not seen the detector or its training data. Never
tune on it."""

from __future__ import annotations

NEGATIVES: tuple[tuple[str, str], ...] = (
    # chat
    ("chat",
     "I'm so wiped out today. The storm kept me up half the night and I've been yawning through "
     "every call since 9."),
    ("chat", "had pasta for lunch, regret it, now I want a nap at my desk"),
    ("chat",
     "my train sat outside the station for forty minutes this morning with zero announcements. "
     "I'm still fuming"),
    ("chat",
     "ugh, this headache since noon. any tricks besides drinking water and staring at a wall?"),
    ("chat", "Just finished a 10k run!! Legs are jelly but I'm weirdly proud."),
    ("chat",
     "I'm thinking of trying sourdough this weekend. Is it realistic to make a starter in two "
     "days or is that a fantasy?"),
    ("chat", "I'm not eating dinner tonight, big lunch at the conference and I'm still full."),
    ("chat",
     "I'm at a friend's place in Boston for the weekend. What's worth seeing around Back Bay if "
     "it rains?"),
    ("chat", "I took an ibuprofen an hour ago and the headache is only just starting to back off."),
    ("chat", "skipped coffee today and honestly I regret every life choice that led here"),
    ("chat",
     "A stray dog followed me for three blocks this morning. I gave it half my croissant, sorry "
     "not sorry."),
    ("chat", "rainy monday. not feeling it at all"),
    ("chat", "I'm in a strangely good mood today, no idea why. Maybe it's the sun?"),
    ("chat",
     "Watched Dune Part Two last night. The sound design was unreal but the middle dragged for "
     "me. Am I wrong?"),
    ("chat",
     "Can you help me plan today? Dentist at 2, a mountain of emails, and I promised myself I'd "
     "do laundry."),
    ("chat", "Burned the toast this morning and set off the smoke alarm at 6:40. Great start."),
    ("chat",
     "Just got back from a long walk, it's gorgeous out. Everything smells like cut grass."),
    ("chat", "I'm procrastinating so hard right now. Talk me into opening this spreadsheet."),
    ("chat", "flight delayed 3 hrs so im sitting at the gate eating $9 pretzels. entertain me"),
    ("chat",
     "Okay so today was a mess. I overslept, missed the bus, and spilled coffee on my shirt "
     "right before a meeting. Anyway it's over now. Can you recommend something comforting to "
     "watch tonight?"),
    ("chat",
     "feeling a bit under the weather today, probably just a cold coming on. what's good to have "
     "on hand?"),
    ("chat", "I ate way too much cake at the party yesterday lol. today I'm paying for it"),
    ("chat",
     "Trying a no-phone evening tonight, just to see if I can survive it. Suggest some things to "
     "do with my hands."),
    ("chat",
     "Got a parking ticket today. Fifty bucks for being four minutes late. Cool cool cool."),
    ("chat",
     "Finally cleaned out the fridge. Found a yogurt from March. It was not yogurt anymore."),
    ("chat", "it's so hot today I'm considering just lying on the kitchen floor until october"),
    ("chat",
     "Working from a café today because the wifi is down. Any tips for not looking like I'm "
     "camping here?"),
    ("chat",
     "I'm kind of nervous about the presentation tomorrow afternoon. Can you help me calm down a "
     "little?"),
    ("chat", "three cups of tea already and it's only 10am. is that too much?"),
    ("chat", "Just booked a haircut for Thursday, finally. I look like a wet sheepdog."),
    ("chat",
     "We had a team lunch today at that new ramen place downtown. The broth was great but the "
     "noodles were soggy and the food took forty minutes. Is it rude to tip less when it's that "
     "slow?"),
    ("chat",
     "I'm not drinking this week, kind of a reset after all the holiday parties. Got any "
     "mocktail ideas that aren't just juice?"),
    ("chat",
     "My friend dared me to do a juice-only day and I said yes. It's 11am and I'm already "
     "hangry. Was this dumb?"),
    ("chat",
     "Currently sitting in a waiting room with the worst music known to humanity. Tell me a joke."),
    ("chat", "slept 10 hours last night and still groggy. how does that even happen"),
    ("chat", "Saw a double rainbow on the way back from the shops. Made my whole day, honestly."),
    ("chat",
     "My back is sore from helping a friend move a couch up four flights yesterday. Heat or ice?"),
    ("chat",
     "I'm in Lisbon for a work trip until Friday. Where should I eat tonight that isn't a "
     "tourist trap?"),
    ("chat",
     "the power went out for an hour this evening so I read by candlelight like it's 1850. kind "
     "of loved it"),
    ("chat", "honestly kind of bored today. give me a random fun fact"),
    ("chat",
     "Just lost five chess games online in a row. I'm done for today, the universe has spoken."),
    ("chat", "I think these new shoes are giving me a blister already, and it's only noon."),
    ("chat", "I'm going to try to actually go to bed before midnight tonight. Hold me to it."),
    ("chat",
     "I had the weirdest dream about being late for an exam I never signed up for. What does "
     "that even mean?"),
    ("chat",
     "So I tried making pho from scratch yesterday. Simmered the bones for six hours, the whole "
     "place smelled amazing, and then I oversalted it right at the end. Can an oversalted broth "
     "be rescued?"),
    ("chat",
     "forgot my umbrella and got absolutely drenched on the way in. my socks are squelching"),
    ("chat",
     "I've been staring at this one bug for two hours straight and I think I need a break before "
     "I throw my laptop."),
    ("chat",
     "Grabbing lunch with an old classmate today, first time in like eight years. Kinda nervous, "
     "what do I even talk about?"),
    ("chat", "Just got my flu shot this morning and my arm is so sore. Normal?"),
    ("chat", "can't decide between pizza or thai tonight. just pick one for me, I trust you"),
    ("chat", "Wearing mismatched socks today and nobody has noticed yet. Small victories."),
    ("chat",
     "Ran into my old piano teacher at the supermarket today and she remembered my name! I "
     "haven't seen her since I was twelve."),
    ("chat",
     "I'm giving up sugar for the next two weeks as a little experiment. What should I expect on "
     "day three?"),
    ("chat",
     "I have a blood test at 9 so I'm fasting until then. Can I at least have black coffee or is "
     "that cheating?"),
    ("chat", "stuck in traffic on the bridge again. nothing is moving. nothing."),
    ("chat",
     "Finished the book you suggested last week. The ending felt like a cop-out to me, but the "
     "first half was great."),
    ("chat",
     "Today's plan: gym at 7, groceries, then write a birthday card for my friend Lena. She "
     "turns 30 and is being dramatic about it. Help me with something funny to write?"),
    ("chat", "just woke up from a nap and I don't know what year it is"),
    ("chat",
     "Sorry for typos, I had my eyes dilated at an appointment this morning and everything is a "
     "blur."),
    ("chat",
     "I'm house-sitting for a neighbour this week and their espresso machine terrifies me. How "
     "do I use a portafilter without breaking it?"),
    ("chat",
     "wifi keeps dropping this afternoon and my calls keep freezing mid-sentence. anything I can "
     "try?"),
    ("chat",
     "Laughed so hard at a meme earlier that I snorted during a meeting. I'm never recovering "
     "from that."),
    ("chat",
     "Went to a pottery class for the first time tonight. My bowl looks like a hat. I loved it."),
    ("chat", "it's snowing!!! first snow of the year, I'm so happy"),
    ("chat", "I'm sunburned from yesterday's beach trip. Aloe, yogurt, or just suffer?"),
    ("chat",
     "Taking a mental health day today and I feel weirdly guilty about it. Talk me out of the "
     "guilt?"),
    ("chat",
     "Just got back from a concert and my ears are still ringing. The opening band was better "
     "than the headliner, which never happens. Should I worry if the ringing is gone by tomorrow?"),
    ("chat", "Been sneezing all morning. Is the pollen count just really high today?"),
    ("chat",
     "I'm in a bad mood and I'm not even sure why. Can we just chat about something random for a "
     "bit?"),
    ("chat",
     "Made tiramisu for the first time and it actually set! Sending a picture to everyone I know."),
    ("chat", "Just cancelled my plans for tonight and I feel amazing about it. Is that bad?"),
    ("chat", "Dropped my phone in the sink this morning. It survived. I don't deserve this luck."),
    ("chat",
     "my hands are freezing, the heating in the building is broken today. typing is a struggle"),
    ("chat",
     "I'm trying the 5am wake-up thing this week to see if it's all hype. Day two and I'm not "
     "convinced."),
    ("chat",
     "Picked up a used bike today for 80 dollars. Is that a decent deal for a 2015 Trek hybrid?"),
    ("chat", "At the airport way too early. Three hours to kill. What's a good podcast episode?"),
    ("chat", "Took a cold shower this morning on purpose because of some video. Never again."),
    ("chat",
     "Doing a 1000-piece puzzle and I'm pretty sure I've lost a piece already. It's all sky. "
     "Send help."),
    ("chat",
     "Had a really nice afternoon. Went to the farmers' market, bought way too many peaches, "
     "then sat in the park reading for two hours. Now I have fifteen peaches. What should I make "
     "before they go bad?"),
    ("chat",
     "I think I tweaked my shoulder bouldering today. It's not terrible, just annoying. Rest it "
     "or stretch it?"),
    ("chat",
     "the pizza place got the order wrong AGAIN tonight, they sent pineapple and olives. I asked "
     "for neither"),
    ("chat",
     "ok I just spent an hour reorganizing a bookshelf by colour instead of working. it looks "
     "great though"),
    ("chat", "So full. Thanksgiving leftovers, round three. I may never move again."),
    ("chat", "Not hungry at all today which is weird. Probably the heat?"),
    ("chat",
     "I've got a cold so I'm staying in this weekend. What are some good movies to watch under a "
     "blanket?"),
    ("chat",
     "Tried a new coffee place this morning. Their flat white was way too milky and they charged "
     "six dollars for it."),
    ("chat",
     "Went on a date last night and it was... fine? We talked about tax law for an hour. Is that "
     "a second-date situation or no?"),
    ("chat",
     "Job interview in an hour and my hands are literally shaking. Give me one calming trick."),
    ("chat",
     "I just realized I've been mispronouncing \"quinoa\" out loud for years and nobody "
     "corrected me."),
    ("chat",
     "Volunteered at the food bank this morning for the first time. Sorting cans for three hours "
     "was weirdly satisfying and everyone was so friendly. Do places like that need more help "
     "around the holidays?"),
    ("chat",
     "It's my day off and I have zero plans. Suggest something low effort but not just lying in "
     "bed."),
    ("chat", "I ate a ghost pepper chip on a dare at lunch and I think I can hear colours now"),
    ("chat", "Charging my phone from a random outlet in a café and praying nobody needs it."),
    ("chat",
     "Watched the eclipse from a rooftop today. Got goosebumps. Did you know the birds went "
     "quiet?"),
    ("chat",
     "Got a rental car for the week, a tiny Fiat, and I'm already scared of parallel parking it. "
     "Any tips?"),
    ("chat",
     "I'm babysitting a friend's twins tonight. What games keep six-year-olds busy for more than "
     "five minutes?"),
    ("chat",
     "Stubbed my toe on the bed frame so hard this morning I saw stars. Is it broken if I can "
     "still wiggle it?"),
    ("chat",
     "Finally submitted the grant application at 11:58pm, two minutes before the deadline. "
     "Running on fumes and vending machine crackers. Tell me something nice so I can sleep."),
    ("chat", "got caught in the park sprinklers on my way back, totally soaked lol"),
    ("chat", "Eating cereal for dinner tonight and I refuse to feel bad about it."),
    ("chat",
     "I've been on hold with the bank for 47 minutes. The hold music is a single saxophone loop."),
    ("chat",
     "Today I finally tried the climbing wall at the rec center. Made it halfway up and froze. "
     "My forearms are toast."),
    ("chat",
     "just spilled an entire glass of water on my keyboard. is it dead? it's making a clicking "
     "sound"),
    ("chat",
     "Walking to the store and there's a guy juggling on the corner. This city is something else "
     "today."),
    ("chat",
     "My nose is stuffy today but only on one side, and it keeps switching. Why does that happen?"),
    ("chat",
     "I'm celebrating finishing a huge project today. Recommend a nice dessert to treat myself "
     "with tonight?"),
    ("chat",
     "Had a nap at 4pm and now it's midnight and I'm wide awake. What do I do with myself?"),
    ("chat",
     'The barista wrote "Marv" on my cup today. That is not close to my name in any way. Made me '
     "laugh though."),
    ("chat",
     "Honestly, today went well. Got through my list, ate a real lunch, even called a friend "
     "back. Just wanted to tell someone."),
    ("chat",
     "I'm trying not to snack tonight because I'm meeting friends for a big brunch tomorrow."),
    ("chat",
     "I'm at my cousin's wedding this weekend and the DJ only plays ABBA. Not complaining, just "
     "reporting."),
    ("chat",
     "This morning I accidentally put salt in my coffee instead of sugar. Still drank half of it "
     "out of spite."),
    ("chat",
     "Watched the new Pixar movie with some friends last night. I cried at the part with the "
     "balloon and now I'm embarrassed."),
    ("chat",
     "Can't focus today. My brain keeps wandering off. Give me a 25-minute plan so I get at "
     "least one thing done."),
    ("chat",
     "I only got four hours of sleep because the neighbours had a party. How do I survive an "
     "afternoon meeting?"),
    ("chat", "First day of spring and it's hailing. Of course it is."),
    ("chat",
     "I'm craving ramen so badly right now, what's an easy version I can make in 15 minutes?"),
    ("chat", "今天好累啊，昨晚赶报告赶到两点，现在眼睛都睁不开。"),
    ("chat", "中午吃了火锅，现在嗓子又干又痛，有啥能缓一缓的？"),
    ("chat",
     "今早地铁又晚点了，在隧道里停了二十分钟，广播一句解释都没有。到站的时候刚好迟到五分钟，一进"
     "门就撞见开会的人都坐好了。好尴尬，下次这种情况该怎么跟别人解释比较好？"),
    ("chat", "从中午开始头就一直疼，有没有什么不吃药的缓解办法？"),
    ("chat",
     "刚跑完人生第一个半马！！腿已经不是自己的了。最后三公里真的是咬着牙跑下来的，冲线的时候差点"
     "哭出来。晚上吃什么比较好恢复体力？"),
    ("chat", "这周末想试试自己烤面包，有没有新手不容易失败的方子？"),
    ("chat", "今晚不吃晚饭了，中午那顿自助吃撑了，到现在还是饱的。"),
    ("chat", "我这周末在朋友家玩，在杭州。西湖边有什么人少一点的地方推荐吗？"),
    ("chat", "一小时前吃了片布洛芬，现在总算好点了。"),
    ("chat", "今天没喝咖啡，整个人都是懵的，开会的时候差点睡着。"),
    ("chat", "刚才外面下了好大的冰雹，停在路边的车会不会被砸坏啊"),
    ("chat", "心情不太好，也说不上为什么，就想随便聊聊。"),
    ("chat",
     "昨晚看了《流浪地球2》，特效是真的好，就是有点长。中间有一段我看睡着了一会儿，醒来发现剧情都"
     "跳了。你觉得第一部和第二部哪个更好看？"),
    ("chat",
     "今天真是倒霉的一天。早上出门发现手机没电，到了楼下发现门禁卡忘带了，中午点的外卖还送错了。"
     "现在终于下班了，推荐一部轻松点的电影让我放松一下吧。"),
    ("chat", "今天下午有个面试，紧张得手心出汗，能帮我模拟几个常见问题吗？"),
    ("chat",
     "刚把冰箱收拾了一遍，翻出来一盒去年中秋的月饼，还没拆封。包装上的保质期已经过了两个月。这种"
     "没开封的月饼还能吃吗，还是直接扔了？"),
    ("chat", "今天太热了，空调开到24度还是热，是不是空调该清洗了？"),
    ("chat", "刚刚在楼下碰到一只流浪猫，特别亲人，一直蹭我的腿，跟了我一路。"),
    ("chat",
     "周末去爬了泰山，凌晨两点开始爬就为了看日出，结果山顶全是雾，啥也没看见。现在腿疼得下楼梯都"
     "要侧着走。有什么办法能让肌肉酸痛快点好吗？"),
    ("chat", "这周在戒奶茶，已经坚持三天了，好想喝啊，说点什么让我坚持下去。"),
    ("chat", "今天早上体检要空腹，现在已经十点了，饿得前胸贴后背。"),
    ("chat",
     "刚从电影院出来，看的是一部国产悬疑片。前半段铺垫得挺好，结果结尾太仓促了，好几个伏笔都没收"
     "回来。你觉得现在的悬疑片是不是都不太会写结局？"),
    ("chat",
     "本来想今晚早点睡的，结果又刷了一个小时短视频。每次都告诉自己就看最后一个，然后就停不下来。"
     "救命，有没有什么实际有用的办法能管住手？"),
    ("chat", "在机场候机，航班延误了三个小时，无聊死了，陪我聊会儿天吧。"),
    ("chat",
     "今天第一次去上陶艺课，老师说我手太用力，拉坯拉了五次都塌了。最后做出来一个歪歪扭扭的小碗，"
     "不过还挺有成就感的。陶艺作品烧制一般要多久啊？"),
    ("chat",
     "刚才下楼扔垃圾把自己锁在门外了。等开锁师傅等了四十分钟，穿着拖鞋站在楼道里冻得发抖。师傅开"
     "完锁收了我两百块，这个价格正常吗？"),
    ("chat", "今天终于把拖了一个月的报销单交了，感觉整个人都轻松了。"),
    # hypo
    ("hypo",
     "if I were vegan, what would a normal week of dinners look like? not planning to, just "
     "curious"),
    ("hypo",
     "Suppose I moved to Berlin next year — how bad is the rent situation in Neukölln these "
     "days?"),
    ("hypo",
     "What if I quit my job tomorrow? How many months of savings do people usually say you need "
     "first?"),
    ("hypo",
     "Say I'm allergic to nuts. What should a restaurant kitchen do to keep my plate safe?"),
    ("hypo", "I wish I could live by the sea. Waking up to waves sounds like a dream."),
    ("hypo", "If I had a dog, what breed would suit a small flat with no garden?"),
    ("hypo",
     "Hypothetically, if I got pregnant next year, when would I need to start taking folic acid?"),
    ("hypo", "If I were diabetic, could I still eat mangoes, or are they off the table?"),
    ("hypo", "Imagine I'm a nurse working night shifts. How would I plan meals around that?"),
    ("hypo",
     "Let's pretend I'm 70 and just retired. What hobbies would you suggest for the first year?"),
    ("hypo",
     "If I went gluten-free for a month just to see how I feel, what would I need to swap out?"),
    ("hypo",
     "What would happen if I stopped drinking coffee cold turkey? Like, how bad is day two?"),
    ("hypo",
     "Suppose I had 2000 dollars a month for rent in Toronto. Which neighbourhoods could I "
     "realistically look at?"),
    ("hypo", "if i ever adopt a cat should i get two so they keep each other company?"),
    ("hypo",
     "If I could speak any language fluently overnight I'd pick Japanese. Which would you pick "
     "and why?"),
    ("hypo", "If I were colorblind, would I still be able to get a pilot's license?"),
    ("hypo",
     "Just a thought experiment: suppose I inherited a small farm in Vermont and knew nothing "
     "about farming. What are the first three things I'd need to figure out? Could someone "
     "realistically keep a remote office job while running it?"),
    ("hypo", "What if I'm secretly lactose intolerant and don't know it? How would I even tell?"),
    ("hypo",
     "If I started running every morning, how long would it take before I noticed a difference?"),
    ("hypo", "Would I need a visa if I wanted to spend six months in Portugal?"),
    ("hypo", "I sometimes wonder what it'd be like to have a twin. Would it be fun or annoying?"),
    ("hypo", "Let's say I used a wheelchair. Which parts of Rome would be hard to get around?"),
    ("hypo", "If I only had 30 dollars a week for groceries, what would you tell me to buy?"),
    ("hypo",
     "Pretend I'm a picky eater who can't stand mushrooms and plan me a dinner party menu for "
     "six."),
    ("hypo", "suppose i took melatonin every night for a year, would that be bad for me?"),
    ("hypo", "If I ever get a tattoo it'll be something tiny. Where does it hurt the least?"),
    ("hypo", "I wish I were one of those people who actually enjoy mornings."),
    ("hypo", "What if I became a teacher at 40? Is that too late to start?"),
    ("hypo",
     "Hypothetically, if I rented in California and the landlord raised the rent 20% in one go, "
     "would that even be legal?"),
    ("hypo",
     "I've been daydreaming about this: what if I sold almost everything and lived in a van for "
     "a year? How much would that cost per month with insurance, gas and the odd campsite? Not "
     "doing it, just curious."),
    ("hypo",
     "If I decided to go vegetarian for ethical reasons, how would I make sure I still got "
     "enough iron?"),
    ("hypo", "Suppose I were left-handed — would learning guitar be much harder?"),
    ("hypo", "if i were allergic to penicillin what would a doctor give me instead for strep?"),
    ("hypo",
     "Imagine I had a peanut allergy and was flying long-haul. Could I ask the airline not to "
     "serve peanuts?"),
    ("hypo", "If I could take a year off I'd walk the whole Camino. How long does it really take?"),
    ("hypo",
     "Would it be crazy for someone to move back in with roommates at 35 to save money? Asking "
     "in theory."),
    ("hypo", "In case I ever had to use an EpiPen on someone, how does it actually work?"),
    ("hypo",
     "Let's say, hypothetically, I wanted to train for a marathon from zero. How many months "
     "would a sensible plan take, and what's the one mistake beginners always make?"),
    ("hypo", "If I switched to a night-shift schedule, how should I handle sleep on my days off?"),
    ("hypo",
     "If I had kids someday I think I'd want them to learn an instrument. What's the best first "
     "one?"),
    ("hypo",
     "Dream scenario: I win the lottery. What's the first boring, responsible thing I should do?"),
    ("hypo",
     "What if I tried to eat only what I can buy within walking distance for a month? Would that "
     "be healthy?"),
    ("hypo", "If I were to get a hearing aid one day, are the new ones basically invisible?"),
    ("hypo",
     "Imagine I had to choose between living in Tokyo or Seoul for two years. Which would you "
     "pick for food alone?"),
    ("hypo",
     "If I went to India for a wedding and didn't eat meat, would that be awkward or totally "
     "normal?"),
    ("hypo", "Supposing I wanted to foster dogs, what would an agency usually ask me?"),
    ("hypo", "I wish I had the guts to move abroad alone. Do people usually regret it?"),
    ("hypo",
     "If I ever got diagnosed with high blood pressure, would I have to give up salt completely?"),
    ("hypo",
     "What would my taxes look like if I became a freelancer instead of an employee? Rough idea "
     "is fine."),
    ("hypo",
     "Suppose I stopped eating after 7pm every night. Would that do anything or is it a myth?"),
    ("hypo", "What if I learned to code at 50? Would anyone actually hire me?"),
    ("hypo", "如果我吃素的话，蛋白质从哪里补充比较好？"),
    ("hypo",
     "假如我明年搬去成都，一个人住一室一厅的话房租大概要多少？我只是先了解一下行情，还没决定要不"
     "要去。听说高新区和武侯区差别挺大的？"),
    ("hypo", "要是我辞职去读研，三十岁还来得及吗？"),
    ("hypo", "假设我对海鲜过敏，去日本旅游吃饭要注意些什么？"),
    ("hypo", "真希望我能住在海边啊，每天早上听着海浪醒来。"),
    ("hypo",
     "如果我养一只猫，每个月大概要花多少钱？猫粮、猫砂、疫苗这些都算上。我还在犹豫，怕自己照顾不"
     "好。"),
    ("hypo", "万一以后我得了糖尿病，是不是就不能吃米饭了？"),
    ("hypo",
     "我就是随便想想啊：假如我辞掉工作，去一个小城开一家小书店，大概需要多少启动资金？现在实体书"
     "店还能活下去吗？"),
    ("hypo", "要是我每天只睡五个小时，坚持一年身体会怎么样？"),
    ("hypo", "假如我是左撇子，学书法会不会特别难？"),
    ("hypo",
     "设想一下，如果我以后要去国外长期工作，是先考雅思还是先找工作比较好？我现在还没决定，就是想"
     "提前了解一下流程。"),
    ("hypo", "如果我哪天想戒糖，第一周会有什么反应？"),
    ("hypo",
     "假如我怀孕了，还能继续喝咖啡吗？每天一杯可以吗？我身边有人说完全不能碰，也有人说少量没关系"
     "，到底该听谁的？"),
    ("hypo", "要是我哪天中了彩票，你觉得第一件该做的事是什么？"),
    # question
    ("question", "are cashews tree nuts?"),
    ("question", "What's the usual starting dose of metformin?"),
    ("question", "How do people with celiac disease manage to eat out safely?"),
    ("question", "is it normal to be scared of flying? like really scared"),
    ("question", "Can someone be allergic to sesame oil but not sesame seeds?"),
    ("question", "What's the actual difference between lactose intolerance and a milk allergy?"),
    ("question", "How long does an SSRI usually take to start working?"),
    ("question", "Is halloumi vegetarian? I heard some cheeses use animal rennet."),
    ("question", "What are the common signs of a peanut allergy in toddlers?"),
    ("question", "Which vaccines do adults usually need boosters for?"),
    ("question", "Is it safe to take ibuprofen and paracetamol together, or should you alternate?"),
    ("question", "What does a low-FODMAP diet actually cut out?"),
    ("question",
     "How do wheelchair users usually get around the London Underground? Are most stations "
     "step-free now?"),
    ("question", "What's a reasonable monthly grocery budget for one person in Chicago?"),
    ("question", "At what age do most people retire in France now, after the reform?"),
    ("question", "what foods are high in potassium besides bananas"),
    ("question", "Can cats eat tuna every day or is that bad for them?"),
    ("question",
     "Is it true that you shouldn't eat sushi while pregnant? Or is that outdated advice?"),
    ("question",
     "I keep seeing conflicting advice online. Some sites say eggs are bad for cholesterol, "
     "others say it doesn't matter at all. What's the current consensus from the big health "
     "organizations? Does it differ for people who already have heart disease?"),
    ("question", "How much caffeine is in a single shot of espresso?"),
    ("question",
     "What do kosher rules say about mixing meat and dairy? Is it just the same meal or the same "
     "plates too?"),
    ("question", "What is halal gelatin made from?"),
    ("question", "Does the keto diet work for type 1 diabetics, or is it actually dangerous?"),
    ("question", "why do some people get migraines from red wine but not white?"),
    ("question", "Is a shellfish allergy the same thing as an iodine allergy? I've heard both."),
    ("question", "What should be in a basic first-aid kit for a weekend hiking trip?"),
    ("question", "How common is color blindness in women compared to men?"),
    ("question",
     "Quick question about rabbits: what's the average lifespan of an indoor rabbit, and do they "
     "really need to be kept in pairs? People online argue about it constantly and I can't tell "
     "who's right."),
    ("question", "Are any dog breeds truly hypoallergenic or is that just marketing?"),
    ("question", "What's the difference between a 401k and a Roth IRA, in plain words?"),
    ("question", "How far ahead should you book a restaurant for a group of twelve in Paris?"),
    ("question",
     "Is it actually dangerous to drink alcohol while on antibiotics, or only certain ones?"),
    ("question", "How do you tell burnout apart from depression?"),
    ("question", "Who qualifies for a Blue Badge parking permit in the UK?"),
    ("question", "How many hours of sleep do teenagers really need?"),
    ("question",
     "What's the best way to learn sign language as an adult? Is ASL very different from BSL?"),
    ("question", "Is it weird to call your manager by their first name in Germany?"),
    ("question",
     "How do people who work night shifts stay healthy? Do they eat breakfast at 6pm? Use "
     "blackout curtains? Any research on this would be great."),
    ("question", "Can you freeze breast milk, and how long does it keep?"),
    ("question", "What's the cheapest mid-sized city in Spain to live in right now?"),
    ("question", "does oat milk have gluten in it"),
    ("question", "How often should an asthma inhaler be replaced, even if it's not empty?"),
    ("question", "Is it true some people taste cilantro as soap? Is that genetic?"),
    ("question", "What's the minimum wage in Australia at the moment?"),
    ("question", 'What does "pescatarian" mean exactly? do they eat shrimp?'),
    ("question", "how long after a tetanus shot are you protected?"),
    ("question", "What's a normal resting heart rate for an adult?"),
    ("question", "Are EpiPens still super expensive in the US or did that change?"),
    ("question",
     "If someone moves to Japan, can they bring ADHD medication like Adderall with them? I've "
     "heard it's banned there."),
    ("question", "What's the typical recovery time after wisdom teeth removal?"),
    ("question",
     "Why are so many people suddenly allergic to gluten, or is it just better diagnosis?"),
    ("question", "What's considered a good credit score in the US?"),
    ("question", "腰果算不算树坚果？对坚果过敏的人能吃吗？"),
    ("question", "二甲双胍一般一天吃几次？饭前还是饭后？"),
    ("question", "乳糖不耐受和牛奶过敏到底有什么区别？"),
    ("question", "怕坐飞机是正常的吗？是不是很多人都这样？"),
    ("question",
     "最近网上都在说“轻断食”，有人说能减肥，有人说伤胃。到底16:8这种断食法对普通人有没有好处？"
     "有没有什么人群是绝对不适合的？"),
    ("question",
     "孕妇能吃螃蟹吗？老一辈总说螃蟹性寒，吃了不好。但是我查了一下好像没什么科学依据。到底有没有"
     "这回事？"),
    ("question", "猫能喝牛奶吗？"),
    ("question",
     "北京一个人租房一个月一般要多少钱？我看网上说的差别特别大，有人说三千就够，有人说至少六千。"
     "主要是想知道通勤方便一点的区域大概什么价位。"),
    ("question", "布洛芬和对乙酰氨基酚可以一起吃吗？"),
    ("question",
     "想问一下，乳糜泻在中国是不是很少见？为什么国外餐厅菜单上经常标“无麸质”，国内却很少看到？"
     "是饮食结构的原因吗？"),
    ("question", "高血压的人每天吃盐应该控制在多少克以内？"),
    ("question", "轮椅使用者坐高铁需要提前预约帮助吗？怎么预约？"),
    ("question", "素食者一般怎么补充维生素B12？"),
    # other
    ("other",
     "my coworker is allergic to shellfish, what can I bring to the office party that won't be a "
     "problem?"),
    ("other",
     "A friend of mine just went vegan and I'm hosting dinner on Saturday. Ideas that'll impress "
     "the meat eaters too?"),
    ("other",
     "My neighbour uses a wheelchair and asked me which cafés nearby are accessible. How can I "
     "check before recommending one?"),
    ("other",
     "One of the people at my book club is diabetic and it's my turn to bring dessert. What "
     "works?"),
    ("other",
     'My best friend Priya turns 40 next week and she says she wants "nothing". Gift ideas that '
     "aren't nothing?"),
    ("other", "Taylor Swift lives in Nashville, right? Or did she move to New York for good?"),
    ("other",
     "In Pride and Prejudice Mr Darcy has ten thousand a year. What would that be in today's "
     "money?"),
    ("other",
     "My manager keeps kosher. Is there a decent way to do a team dinner that works for her?"),
    ("other",
     "The new guy at work, Tomás, just moved here from Chile and his English is still shaky. "
     "How can I help him feel welcome without being patronizing?"),
    ("other",
     "A friend is staying over this week and she has celiac. Do I need to buy a separate toaster "
     "or is that overkill?"),
    ("other",
     "My friend Marco just got diagnosed with type 2 diabetes and he's pretty down about it. He "
     "loves Italian food and thinks he'll never eat pasta again. What can I tell him that's "
     "actually accurate? Are there pasta alternatives he might like?"),
    ("other",
     "My colleague Jen is on warfarin and I was going to bring her grapefruit juice while she's "
     "off sick. Is that a bad idea?"),
    ("other",
     "Walter White gets his lung cancer diagnosis in the first episode of Breaking Bad, right?"),
    ("other", "How many kids does Elon Musk have now? I've lost count."),
    ("other",
     "the kid next door is allergic to eggs and I'm baking cookies for the street party. what do "
     "I use instead of eggs?"),
    ("other",
     "My teammate is deaf and we're planning a team offsite. How do we make it actually "
     "inclusive and not just tick a box?"),
    ("other",
     "My friend moved to Melbourne last month and says everything is absurdly expensive. Is it "
     "worse than Sydney?"),
    ("other",
     "Our CEO is vegetarian so the catering for the all-hands has to be meat-free. What are some "
     "crowd-pleasers?"),
    ("other",
     "The guy in this article says he's lived on ten dollars a day for a whole year. Is that "
     "even realistic in a US city?"),
    ("other",
     "My buddy Sam is 6'7\" and can never find shoes or jeans. Where do really tall people shop?"),
    ("other",
     "A girl in my study group told me she was just diagnosed with ADHD and might get extra time "
     "on exams. I want to be supportive but I'm not sure what's okay to ask. What are typical "
     "accommodations?"),
    ("other",
     "Serena Williams had a pulmonary embolism after giving birth, didn't she? How common is "
     "that?"),
    ("other",
     "My friend's cat has diabetes and needs insulin twice a day. Is that as expensive as it "
     "sounds?"),
    ("other",
     "Harry lives in a cupboard under the stairs in the first book. How big would that actually "
     "be?"),
    ("other",
     "My old boss just retired to Spain and keeps sending me sunset photos. So jealous. Where in "
     "Spain do British retirees usually end up?"),
    ("other",
     "Our new intern is Muslim and it's Ramadan. Should we still do the team lunch on Friday or "
     "move it?"),
    ("other",
     "My friend Yusuf only eats halal and he's visiting Tokyo with me next month. Is that going "
     "to be hard?"),
    ("other",
     "My neighbour, an older guy named Frank, lives alone and just had hip surgery. He's "
     "stubborn and won't ask for help. I want to drop off some meals this week without making "
     "him feel like a charity case. What freezes well and is easy to reheat?"),
    ("other",
     "My coworker's husband is a firefighter and works 24-hour shifts. How do families make that "
     "work long-term?"),
    ("other",
     "A guy on my team is colorblind, red-green I think. What palette should I use for the "
     "charts so he can read them?"),
    ("other",
     "My friend is eight months pregnant and craving sushi like crazy. What can she actually eat?"),
    ("other", "Sherlock Holmes lives at 221B Baker Street. Is that a real address you can visit?"),
    ("other", "Is it true Keanu Reeves doesn't own a smartphone?"),
    ("other",
     "My friend Ollie is lactose intolerant but loves pizza. Do vegan cheeses actually melt "
     "properly?"),
    ("other",
     "The client I'm meeting tomorrow wears hearing aids. Any tips for making a video call "
     "easier for him?"),
    ("other",
     "A friend from the gym just found out she's allergic to latex. What everyday stuff should "
     "she watch out for?"),
    ("other", "In Ted Lasso, Ted has panic attacks. Is the way the show portrays them accurate?"),
    ("other", "My friend's toddler only eats beige food. Is that a phase or should they worry?"),
    ("other",
     "A friend of mine, Daniela, works as a night nurse and only sleeps from 9am to 3pm. She's "
     "always exhausted. I'm sending her a care package next week. What would actually help "
     "someone on that schedule?"),
    ("other",
     "The dog two doors down barks all night. Is there a polite way to bring it up with the "
     "owners?"),
    ("other",
     "Obama supposedly eats exactly seven lightly salted almonds every night. Is that real or an "
     "internet myth?"),
    ("other",
     "My coworker says she's been vegetarian since she was 12 and never misses meat. Is that "
     "common?"),
    ("other",
     "The woman who writes a blog I follow has MS and writes a lot about fatigue. Are there "
     "similar blogs worth reading?"),
    ("other",
     "My friend's grandmother is 95 and still drives every day. Should someone say something?"),
    ("other",
     "In All the Light We Cannot See, Marie-Laure is blind. How does she find her way around "
     "Saint-Malo?"),
    ("other",
     "A friend who lives in Denver says the altitude gives her nosebleeds. Is that a real thing?"),
    ("other",
     "A colleague just told us she's expecting twins. What's a good congratulations gift from "
     "the whole team?"),
    ("other",
     "My friend Kofi moved from Accra to London and misses proper jollof. Any spots in London "
     "that get it right?"),
    ("other",
     "My coworker Raj has a severe peanut allergy and carries two EpiPens. We're doing a potluck "
     "on Friday and I'm in charge of the sign-up sheet. How should I phrase the note so people "
     "take it seriously without making Raj feel singled out?"),
    ("other",
     "The delivery guy on our street is always so cheerful. How much would be a normal holiday "
     "tip for him?"),
    ("other", "How tall is LeBron James actually? Without shoes."),
    ("other",
     "My friend's husband is a commercial pilot and she says he can't take certain allergy meds. "
     "Which ones are pilots not allowed?"),
    ("other",
     "A woman on the bus told me she'd been vegan for thirty years and she looked amazing. Is "
     "there research on long-term vegans?"),
    ("other", "Jane Austen never married, right? Did she ever come close?"),
    ("other",
     "My friend Leo teaches fifth grade and spends a fortune of his own money on supplies. Is "
     "that normal in the US?"),
    ("other",
     "My gym buddy is doing keto and nearly fainted during squats today. That seems bad, right?"),
    ("other",
     "My neighbour's son is autistic and really into trains. They invited me to his 8th birthday "
     "and I want to get him something good but not too loud or overwhelming. Any ideas?"),
    ("other", "Messi moved to Miami, right? Does his family live there too now?"),
    ("other",
     "A woman at a party last night told me she's been sober for ten years and swears by "
     "non-alcoholic wine now. Are any of those actually good?"),
    ("other",
     "My classmate Hana is a Jehovah's Witness and doesn't celebrate birthdays. Is it okay to "
     "give her a small gift anyway?"),
    ("other",
     "In House, Dr House takes Vicodin for his leg pain all the time. Would a real doctor be "
     "allowed to practise like that?"),
    ("other", "我同事对花生过敏，公司下周聚餐，我负责订餐厅，订哪种店比较稳妥？"),
    ("other", "我朋友最近开始吃素了，周末要来家里吃饭，做什么菜比较好？"),
    ("other", "楼下住着一个老太太，一个人住，腿脚不太方便，我能帮她做点什么？"),
    ("other",
     "我闺蜜刚查出来怀孕了，她特别焦虑，天天在网上搜各种禁忌，什么都不敢吃。我想给她送点东西让她"
     "开心一下，有没有孕妇能吃又好吃的零食推荐？"),
    ("other", "听说周杰伦现在住在台北？他还会开巡回演唱会吗？"),
    ("other", "《红楼梦》里林黛玉到底得的是什么病？是肺结核吗？"),
    ("other",
     "我们组新来的同事是回族，下周团建要一起吃饭。我不太清楚具体要注意什么，是只要不点猪肉就行，"
     "还是餐厅本身也要是清真的？不想让他觉得不舒服。"),
    ("other", "我朋友在深圳工作，说房租占了工资的一半，这正常吗？"),
    ("other",
     "我大学室友有乳糖不耐受，每次喝牛奶都拉肚子。她最近在减肥，想多补充点蛋白质。她能喝酸奶吗？"
     "还是无乳糖牛奶更好一些？"),
    ("other",
     "我有个客户是糖尿病患者，下周要来公司谈合作，我想准备点茶歇，但是不知道哪些点心适合他。无糖"
     "的东西是不是都可以？还是要看升糖指数？"),
    ("other", "我同事每天早上五点起来跑步，风雨无阻，他是怎么坚持下来的？"),
    ("other", "隔壁邻居家的狗每天半夜叫，我该怎么跟他们沟通比较好，不想伤和气。"),
    ("other",
     "我一个朋友是程序员，天天加班到半夜，最近说自己心慌、失眠。我劝他去医院他不去，说是小事。这"
     "种情况真的需要重视吗？我该怎么劝他？"),
    # quoted
    ("quoted", 'translate "I am allergic to peanuts" into Spanish please'),
    ("quoted",
     "Write a short story where the hero is diabetic and has to get through a snowstorm in a "
     "cabin with no insulin fridge."),
    ("quoted",
     'My character says "I live in Paris and I hate every inch of it." Does that sound natural '
     "for a 19th-century novel?"),
    ("quoted",
     "Proofread: \"I have been vegan for ten years and I've never felt better, honestly.\""),
    ("quoted", "How do you say \"I'm vegetarian, no fish sauce please\" in Thai?"),
    ("quoted",
     'Can you help me reply to this email from a client? It says: "Hi, just a heads up that '
     "I'll be out of office until the 14th. I'm recovering from knee surgery and won't have "
     'access to email. My colleague Tom will cover." I want to say get well soon without '
     "sounding weird."),
    ("quoted",
     "Let's do a role-play: you're a waiter and I'm a customer who is gluten-free and very "
     "fussy. Start the scene."),
    ("quoted", 'Put this in French for a menu card: "This dish contains tree nuts and shellfish."'),
    ("quoted",
     "Here are some lyrics I'm working on: \"I live in a city that never calls back, I keep my "
     'coffee black and my curtains drawn." Does the rhythm work or is the second line too long?'),
    ("quoted",
     "Translate into German: \"My name is Anna, I'm 34 and I work as a nurse in a hospital.\""),
    ("quoted",
     'fix the grammar in this sentence from an ESL worksheet: "me and my husband lives in '
     'toronto since 2010 and we has two dog"'),
    ("quoted",
     "Write the opening paragraph of a cover letter for a character who's a retired firefighter "
     "from Ohio applying to be a school bus driver."),
    ("quoted",
     "In my novel the narrator says \"I'm allergic to cats, which is convenient, since it gives "
     'me an excuse never to visit my sister." How can I make that line funnier?'),
    ("quoted",
     "I'm making flashcards for an Italian beginners' class. Can you translate these: \"I have "
     "two brothers\", \"I live in a small apartment\", \"I don't eat meat\", \"I'm a teacher\". "
     "Keep them simple."),
    ("quoted",
     "Let's practise a doctor's visit in Spanish. You're the doctor and I'll play a patient who "
     "has asthma and a bad cough. Empieza tú."),
    ("quoted",
     "Summarize this product review in one line: \"I've been a type 1 diabetic for 20 years and "
     "this glucose meter is the most accurate one I've owned. The app is clunky though.\""),
    ("quoted", 'What does "Je suis allergique aux fruits de mer" mean?'),
    ("quoted",
     "Check this sentence from a customer's letter: \"I am writing because I am pregnant and "
     "cannot travel in March.\" Would \"can't\" be better there?"),
    ("quoted",
     "Write a funny dating profile for a fictional guy named Dave who loves fishing, hates "
     "cilantro, and is allergic to dogs."),
    ("quoted",
     'Give me a sample sentence that uses "wheelchair user" respectfully in a news article.'),
    ("quoted", "write a limerick about a man from Peru who is terrified of the zoo"),
    ("quoted",
     "Here's a message my friend got on a dating app. Can you help her decode it? \"hey! I'm "
     "vegan, I live with 3 cats, I work nights at the hospital, and I'm looking for someone who "
     "doesn't mind that I'm asleep at noon lol\". Red flag or just honest?"),
    ("quoted",
     "Write a short dialogue between two strangers on a train, one of whom is afraid of heights "
     "and the train is crossing a huge bridge."),
    ("quoted",
     'For a Spanish exam: how would "Soy alérgico a la penicilina" change if it were in the '
     "past tense? Does it even work?"),
    ("quoted",
     "Write a product description for a nut-free granola, written from the perspective of a mom "
     "whose son has a severe nut allergy."),
    ("quoted",
     'Rewrite in plain English: "The patient reports a history of hypertension and is currently '
     'taking lisinopril 10 mg daily."'),
    ("quoted", "Translate this into Japanese: \"I am a vegetarian and I don't drink alcohol.\""),
    ("quoted",
     'Can you write a sample answer to "Tell me about yourself" for a software engineer with '
     "five years of experience? Generic is fine."),
    ("quoted",
     "Write a villain monologue where he reveals he was born in Lisbon and has hated the ocean "
     "ever since."),
    ("quoted",
     "Role-play as an airline customer service agent and I'll be an angry passenger whose flight "
     "just got cancelled. Go."),
    ("quoted",
     'Somebody taped this note to the lobby door of a building: "Hi, I live in 4B and I work '
     "from home, so the car alarm going off at 3am every night is killing me. Please fix it. — "
     'Gary". Is that passive-aggressive or fair?'),
    ("quoted",
     "Proofread a line from a friend's best-man speech: \"I've known the groom since we were six "
     "and he's been allergic to effort ever since.\""),
    ("quoted",
     "What does \"Soy celíaco\" mean if it's written on a card someone hands the waiter?"),
    ("quoted",
     "Write a children's book page about a rabbit who can't eat carrots because they make him "
     "sneeze."),
    ("quoted",
     'A client wants this tweet punchier: "Been sober 5 years today. Grateful for everyone who '
     'stuck around." Give me three options.'),
    ("quoted", 'Translate "the patient is allergic to latex" into Portuguese for a hospital sign.'),
    ("quoted",
     "I'm writing a screenplay. In scene 4, the mother says: \"I haven't eaten meat since 1998 "
     "and I'm not starting for your father's birthday.\" Does that line sound natural or too on "
     "the nose? What would make it more subtle?"),
    ("quoted",
     'Can you correct the English in this message from a pen pal in Korea: "I am living in Busan '
     'and my job is the nurse, I have one dog called Bori." I want to reply with gentle '
     "corrections."),
    ("quoted",
     "Generate five fake customer profiles for testing a food-delivery app, with names, cities "
     "and dietary restrictions."),
    ("quoted", "Write a haiku from the point of view of someone who is afraid of the dark."),
    ("quoted",
     'Explain this line from Prufrock: "I have measured out my life with coffee spoons." What is '
     "he saying?"),
    ("quoted",
     "Roleplay: you're a pharmacist and I'm a customer asking whether it's okay to take Advil "
     "with blood pressure pills. Stay in character."),
    ("quoted",
     'Draft an allergy card template for a restaurant to print, something like "I am allergic '
     'to: ______ Please make sure my food has none of it."'),
    ("quoted",
     "Here's a question from a customer FAQ I need to answer: \"I'm pregnant and have "
     'gestational diabetes — can I eat your protein bars?" Can you write a careful, non-medical '
     "response that points them to their doctor?"),
    ("quoted",
     "Write a first-person bio for a fictional yoga teacher who lives in Bali and used to be a "
     "lawyer."),
    ("quoted",
     "My D&D character is a half-elf who is allergic to magic. Give me some funny roleplay "
     "moments for the next session."),
    ("quoted", "What's the origin of the phrase \"I'm all ears\"?"),
    ("quoted",
     "Turn this into a formal sentence for a report: \"the guy said he's been working there 20 "
     'years and hates the new boss"'),
    ("quoted",
     'Can you write a job posting line that says "Applicants must be fluent in Mandarin and '
     'available to work weekends" but friendlier?'),
    ("quoted",
     'In the podcast transcript the guest says "I was born in Lagos, raised in Houston, and I '
     "still can't handle spicy food.\" Can you turn that into a pull quote for the episode page?"),
    ("quoted",
     'Write a sample patient intake form with fake answers, e.g. "Allergies: penicillin; '
     'Medications: metformin 500 mg".'),
    ("quoted", "把“我对花生过敏”翻译成英文和日文。"),
    ("quoted", "帮我写个小故事，主人公是一个患有糖尿病的外卖小哥，在暴雨夜里送最后一单。"),
    ("quoted", "这是一篇征文里的开头，帮我润色一下：“我吃素已经十年了，身体一直很好。”"),
    ("quoted",
     "我在写一篇小说，女主角是个聋哑人，在一家咖啡馆打工。她有一句内心独白：“我住在这座城市五年"
     "了，却从来没有人叫过我的名字。”你觉得这句话够不够打动人？能帮我改得更有画面感吗？"),
    ("quoted", "“I'm lactose intolerant”用中文怎么说比较自然？"),
    ("quoted",
     "帮我翻译一下这封邮件，是客户发来的：“Dear Li, I'm afraid I'll be on maternity leave from "
     "next month, so please contact my colleague Mark for all orders.” "
     "我想回一封得体的中文或者英文邮件。"),
    ("quoted", "我们来玩个角色扮演吧：你是医生，我扮演一个对青霉素过敏的病人，来看感冒。"),
    ("quoted", "这句日语是什么意思：“私はベジタリアンです。”"),
    ("quoted",
     "帮我写一段相亲自我介绍的范文，主人公是一个三十岁、在上海做会计的女生。语气要真诚一点，不要"
     "太像简历。字数控制在两百字左右。"),
    ("quoted",
     "帮我看看这段歌词写得怎么样，是给一个小剧场话剧写的：“我住在北方的小镇，冬天很长，我对雪过"
     "敏，却总在等它落下。”押韵和节奏有没有问题？"),
    ("quoted", "请把这句话改成正式一点的书面语：“这位顾客说她怀孕了，不能做按摩。”"),
    ("quoted",
     "帮我把“本店所有菜品均可做成无麸质”翻译成英文和日文。是帮朋友的小餐馆做菜单用的。语气要礼"
     "貌，别太生硬。"),
    ("quoted",
     "下面是我在论坛上看到的一个帖子，帮我总结一下重点：“我是一名护士，上夜班已经八年了，每天早"
     "上八点下班，下午四点起床。最近体检发现甲状腺有问题，医生说和长期作息紊乱有关。”这种情况常"
     "见吗？"),
)
