"""Filler chit-chat of the probe generator (:mod:`convmem.eval.probes`): greetings, lead-ins,
acknowledgements and connectors, and the topics whose sessions surround the planted facts.

Filler must never contain a fact keyword (:func:`convmem.eval.probes.check_templates` enforces it):
no weekday names, no food allergens or diets, no drugs or conditions, no jobs, cities or
people's names below. As with :mod:`convmem.eval.probe_data`, the order of every pool is part of
what a seed generates.
"""

from __future__ import annotations

from types import MappingProxyType

from convmem.eval.probe_data import Topic, template_lines

__all__ = ["ACKS", "CLOSERS", "CONNECTORS", "INTERJECTIONS", "LEADINS", "OPENERS", "PREFIXES",
           "TOPICS"]

PREFIXES = ("Hey!", "Hello!", "Hi again.", "Okay, random one.", "Quick one.", "Right, new topic.")
OPENERS = ("Sure thing.", "Good question.", "Happy to help with that.", "Here's my take.",
           "Okay, let's think it through.", "Fair question.", "Got it.")
CLOSERS = ("Want me to go into more detail on any of that?", "Does that fit what you had in mind?",
           "Let me know how it goes!", "If you tell me a bit more, I can narrow it down.",
           "Happy to suggest alternatives if none of that clicks.")
LEADINS = ("Thanks!", "Makes sense.", "Hmm, okay.", "Good point.", "Ha, fair enough.",
           "Interesting.", "Right.", "Cool, thanks.", "Oh, that's helpful.", "Okay, noted.")
INTERJECTIONS = ("Ugh, long day.", "Sorry, I'm a bit scattered today.", "Okay.",
                 "Phew, what a week.")
ACKS = MappingProxyType({
    "en": ("Thanks for telling me, I'll keep that in mind.", "Good to know, noted.",
           "Got it, I'll remember that.", "Thanks, that's useful to know.",
           "Noted, thanks for the heads-up."),
    "zh": ("好的，我记住了。", "明白，谢谢告诉我。", "收到，我会记着的。"),
})
CONNECTORS = MappingProxyType({
    "en": ("Oh, and", "Also,", "Unrelated, but", "By the way,", "Side note:", "Before I forget,"),
    "zh": ("对了，", "顺便说一下，", "另外，"),
})


def _t(slots: dict[str, tuple[str, ...]], opens: str, follows: str, replies: str,
       lang: str = "en") -> Topic:
    """A topic from blocks of one template per line."""
    return Topic(lang, tuple(slots.items()), template_lines(opens), template_lines(follows),
                 template_lines(replies))


TOPICS: tuple[Topic, ...] = (
    _t({"act": ("a farmers' market", "a pottery class", "a long bike ride", "a board game night",
                "a picnic in the park", "a flea market", "a day at the lake"),
        "who": ("my old roommate", "a couple of coworkers", "my cousin", "some friends from "
                "college", "the neighbours")}, """
        Any ideas for the weekend? I was thinking about {act} with {who}, but I'm not sure it's \
            worth the effort.
        I have nothing planned this weekend for once. Is {act} a good way to spend the \
            afternoon, or is that boring?
        {who} wants to do {act} this weekend. How do I make it fun without spending the whole \
            day on logistics?
        Trying to be less of a couch potato. Would {act} be a decent plan for the weekend?""", """
        Okay, and what if it rains? I'd rather not cancel at the last minute.
        That sounds good. How early should we start so it doesn't eat the whole day?
        Nice. Should I bring anything along, or am I overthinking this whole thing?
        Would it be weird to invite a few more people along, or does that ruin it?
        If plans with {who} fall through, is {act} still fun on my own, or should I just stay \
            in?""", """
        Honestly, {act} is a nice pick because it works for a small group and doesn't need much \
            planning.
        I'd keep the plan loose: one main thing, a rough start time, and the rest of the \
            afternoon open.
        If the weather turns, have an indoor backup ready, like a café with board games or an \
            early movie.
        Doing it with {who} makes it easier, since you can split the planning and the costs.
        Starting late in the morning usually works best: everyone is awake and you still get the \
            evening to yourself.
        Bring water, a charged phone and something small to share; that covers most situations.
        A slow weekend is not wasted time, and you will probably enjoy the week more after it.
        Adding a few more people is fine as long as someone is clearly in charge of the plan."""),
    _t({"genre": ("thriller", "romantic comedy", "sci-fi", "horror", "heist", "animated",
                  "courtroom drama"),
        "era": ("the eighties", "the nineties", "the early two-thousands")}, """
        Can you recommend a {genre} movie for tonight? Something under two hours, I'm pretty tired.
        I just finished a {genre} series and now I feel empty inside. What should I watch next?
        Is it worth watching the new {genre} everyone keeps talking about, or is it overhyped?
        Movie night at my place tonight. We can't agree between a {genre} and something from \
            {era}. Help?""", """
        Anything a bit lighter? I really don't want to think too hard tonight.
        Have you got something a bit older, maybe something from {era}?
        Is that one fine to watch with a couple of teenagers in the room?
        I've seen that one already. What else is there in the same sort of vibe?
        What's a {genre} you'd call a classic that most people somehow haven't seen?""", """
        For a {genre} night, go for something with a tight plot and a short runtime, so nobody \
            drifts off halfway.
        A lot of the best {genre} films came out in {era}, and they hold up better than you'd \
            expect.
        If you liked the last thing you watched, look for films by the same director before \
            jumping genres.
        Reviews are split on the new one: the visuals are great, but the second half drags a bit.
        Streaming services bury their good older titles, so searching by director often works \
            better than browsing.
        For a mixed audience, pick something with humour in it; even a tense story lands better \
            with a few laughs.
        Put the phones away for the first twenty minutes; that's usually when a film either \
            grabs you or doesn't.
        If you can't agree, let each person veto one option and pick randomly from what's left."""),
    _t({"thing": ("back-to-back meetings", "a coworker who replies-all to everything",
                  "a deadline that keeps moving", "a broken expense tool",
                  "an office that never goes quiet", "a project nobody owns"),
        "boss": ("my manager", "the team lead", "our director")}, """
        Work is draining me lately. It's mostly {thing}, and I can't get anything done.
        How do I tell {boss} that {thing} is killing my productivity without sounding like I'm \
            whining?
        Is it normal to feel this tired from {thing}? I get home and just stare at the wall.
        Today was rough: {boss} added more to my plate and there's still {thing} to deal \
            with.""", """
        Okay, but what do I do if they just brush it off completely?
        How do I protect some focus time without looking unavailable to the rest of the team?
        Should I put that in writing, or just mention it casually in our next chat?
        Honestly {thing} is only half of it. How do I stop taking work stress home with me?""", """
        That sounds genuinely draining, and it's a very common complaint, so you're not being \
            dramatic.
        When you raise it with {boss}, frame it around the work: what it costs the team in time \
            and focus.
        Come with one concrete suggestion, like a meeting-free block in the afternoon, rather \
            than only the problem.
        Block two focus hours in your calendar and treat them like any other meeting.
        If they brush it off, follow up in writing with a short summary; it's polite and it \
            creates a record.
        It also helps to note what drained you each day for a couple of weeks, so you can see \
            the pattern.
        Try to leave work at work for one evening: no email, no chat apps, just something you \
            enjoy."""),
    _t({"wx": ("rain", "wind", "fog", "drizzle", "a cold snap", "a heatwave", "sleet"),
        "plan": ("a run", "cycling to work", "a barbecue", "drying laundry outside",
                 "a walk along the river")}, """
        The forecast says {wx} for days. Is it still worth planning {plan}, or should I give up?
        We've had {wx} for ages and it's making me grumpy. How do people deal with this?
        What should I wear for {plan} when there's {wx}? I never get layering right.""", """
        And what about the evenings? They're getting dark so early now and it gets to me.
        Any tips for keeping the flat from feeling damp and chilly all the time?
        Is it silly that I check three different weather apps every single morning?
        If it's {wx} again tomorrow, what's a decent indoor alternative to {plan}?""", """
        With {wx} in the forecast, keep {plan} flexible and check again the morning of.
        Layers beat one thick coat: a thin base layer, a warm middle layer and a light \
            waterproof shell on top.
        Grey stretches really do affect mood, so getting outside in daylight for even twenty \
            minutes helps.
        Forecasts more than three days out are rough guesses; the hourly view on the day is far \
            more reliable.
        Open the windows briefly each day and run the extractor fan when cooking; that keeps \
            damp down a lot.
        Checking a couple of apps isn't silly: they use different models, and their disagreement \
            tells you how uncertain it is.
        Waterproof shoes make more difference than any jacket when it's wet out."""),
    _t({"dish": ("a tomato pasta", "a lentil soup", "a roast chicken", "a mushroom risotto",
                 "fried rice", "a simple curry", "a tray bake"),
        "ing": ("garlic", "fresh herbs", "lemon zest", "onions", "chili flakes", "parmesan",
                "smoked paprika")}, """
        I want to make {dish} tonight but it always turns out bland. What am I doing wrong?
        How long does {dish} keep in the fridge? I made way too much again, as usual.
        Is it worth adding {ing} to {dish}, or does that overpower everything else?
        Trying to cook more instead of ordering in. Is {dish} a good beginner thing to \
            master?""", """
        Can I freeze the leftovers, or does that ruin the texture when I reheat them?
        What would be a good side dish to go with it for a simple dinner?
        How do I stop burning the onions every single time I cook something?
        Could I make {dish} ahead for guests, or is it one of those things best eaten fresh?""", """
        Bland usually means under-salted: season in layers, a little at each stage, and taste as \
            you go.
        A splash of acid at the end, like lemon juice or vinegar, wakes up almost any dish.
        Adding {ing} works well as long as you add it gradually and taste before adding more.
        Most cooked dishes keep three to four days in a sealed container in the fridge.
        Freezing works for most stews and sauces; rice and cream-based sauces are the ones that \
            suffer.
        With {dish}, a simple green salad with a sharp dressing is an easy side.
        Cook onions on medium-low heat with a pinch of salt and give them time; rushing them is \
            what burns them.
        Mastering one dish properly teaches you more than trying a new recipe every night."""),
    _t({"place": ("Lisbon", "Kyoto", "Iceland", "the Scottish Highlands", "Vienna", "Copenhagen",
                  "Mexico City"),
        "thing": ("packing light", "finding cheap flights", "jet lag", "getting around by train",
                  "travel insurance")}, """
        Thinking about a trip to {place} later this year. Is it better in spring or autumn?
        I'm terrible at {thing}. Any advice before my trip to {place}?
        How many days do you really need in {place}? I don't want to rush it, but time off is \
            limited.""", """
        Do I need to book things in advance, or can I just wing it when I get there?
        Is it worth getting a local SIM card, or is roaming fine these days?
        What's the one thing people usually regret not doing when they go there?
        Is {place} okay to visit on a tight budget, or is it one of those expensive places?""", """
        For {place}, the shoulder seasons are usually the sweet spot: fewer crowds and lower prices.
        Four or five days is enough to see the highlights without sprinting between them.
        For {thing}, the boring answer works: plan a little earlier than feels necessary.
        Book the few things that sell out, like popular museums or trains, and leave the rest open.
        An eSIM is usually cheaper than roaming and takes five minutes to set up before you leave.
        People regret over-planning more often than under-planning, so leave a free afternoon to \
            wander.
        Pack one outfit fewer than you think you need; you can always wash something on the \
            way."""),
    _t({"sport": ("football", "basketball", "tennis", "cycling", "rugby", "cricket"),
        "thing": ("the refereeing", "the transfer rumours", "the new season",
                  "last night's match")}, """
        Did you follow the {sport} news? I can't stop thinking about {thing}.
        I'm trying to get into {sport}, but I don't understand half the rules. Where should I start?
        Is it too late at my age to start playing {sport} with a local club?""", """
        Who should I follow online to actually understand the tactics properly?
        How often would I need to train so that I don't embarrass myself?
        Is it worth paying for the streaming package, or is that a waste of money?
        What should a total beginner look out for when watching {sport} for the first time?""", """
        Debates about {thing} are half the fun of following {sport}, and people will be arguing \
            about it for a while.
        Start by watching with someone who knows the game; a live explanation beats any rulebook.
        Most local clubs have social or beginner sessions, and plenty of people start in their \
            thirties or forties.
        Twice a week is enough to improve steadily without wrecking your body.
        Highlight shows and short analysis videos teach tactics faster than watching full games \
            cold.
        Before paying for a package, check what's free to air; you might only miss a handful of \
            games.
        Warm up properly and build up slowly; most beginner injuries come from doing too much \
            too soon."""),
    _t({"device": ("my phone", "my old tablet", "the family printer", "my smart TV",
                   "my wireless earbuds", "my e-reader"),
        "problem": ("keeps freezing", "won't connect to the wifi", "dies by lunchtime",
                    "is almost out of storage", "got really slow after the last update")}, """
        {device} {problem}. I've tried turning it off and on again. Any ideas?
        Quick tech question: {device} {problem}. Is it time to replace it, or can it be fixed?
        Is there an easy way to back everything up before I start messing with {device}?""", """
        That didn't work, unfortunately. Anything else I can try before giving up on it?
        Will a factory reset delete all my photos and messages, or are they safe?
        Is it safe to download one of those cleaner apps that promise to speed things up?
        If I do end up replacing {device}, what should I look for so this doesn't happen \
            again?""", """
        First, check for pending updates and free up some space; a nearly full device slows \
            everything down.
        If it {problem}, resetting the network settings sometimes fixes it without touching your \
            files.
        Most devices last longer than people think, so try the cheap fixes before buying \
            anything new.
        A factory reset wipes everything, so back up first and check that the backup actually opens.
        Skip the cleaner apps; the built-in storage tools do the same job without the ads and \
            tracking.
        If nothing helps, the manufacturer's support chat can often run diagnostics remotely, \
            and it's free.
        Battery health is usually in the settings; below about eighty percent, a replacement \
            battery is worth it."""),
    _t({"genre": ("mystery", "fantasy", "historical fiction", "memoir", "science fiction",
                  "short story collection"),
        "when": ("on my commute", "before bed", "on holiday")}, """
        I want to read more this year. Can you suggest a good {genre} to start with, something \
            for {when}?
        I keep starting {genre} books and abandoning them after fifty pages. Is that normal?
        Audiobooks or paper books {when}? I can't decide what actually sticks better.""", """
        Something shorter, maybe? I have a terrible attention span lately, honestly.
        Do you think book clubs are actually worth it, or is it mostly socialising?
        How do you pick what to read next without endless scrolling through lists?
        Is {genre} a good pick for reading {when}, or is it too heavy for that?""", """
        With {genre}, start with something widely loved and fairly short, so you build momentum.
        Abandoning books is completely fine; life is too short for a novel you're not enjoying.
        Reading {when} works well if the book or app is one tap away, so it's easier than scrolling.
        Audiobooks count as reading, and they're great for chores and walks.
        A book club adds gentle accountability, and you get to hear takes you'd never have \
            thought of.
        Keep a simple list of titles friends mention, then pick from it instead of browsing stores.
        Short story collections are perfect for a scattered attention span: one story, one \
            sitting."""),
    _t({"style": ("jazz", "indie folk", "classical", "hip hop", "synth pop", "bossa nova"),
        "instr": ("guitar", "piano", "ukulele", "drums")}, """
        I'm bored of my playlists. How do I get into {style} without it feeling like homework?
        Thinking about learning {instr} as an adult. Is that realistic with a full-time job?
        What's a good way to find new music that isn't just the algorithm feeding me the same \
            stuff?""", """
        How much practice a day would I actually need to see some progress?
        Any tips for going to concerts alone without feeling awkward the whole time?
        Is it worth buying a cheap instrument first, or does that make learning harder?
        Any {style} albums that would be a good first listen for someone totally new to it?""", """
        With {style}, start from one classic album and listen to it a few times before branching \
            out.
        Learning {instr} as an adult is very doable; fifteen focused minutes a day beats one \
            long weekly session.
        Local radio shows and record shop staff picks are great escapes from the algorithm.
        A cheap instrument is fine as long as it's set up properly, so ask the shop to check it.
        Going to gigs alone is more common than people think, and it's easier to chat to strangers.
        Following a couple of small music blogs or newsletters gives you a steady trickle of new \
            stuff.
        Playing along with songs you love keeps practice fun, even when the exercises get dull."""),
    _t({"fix": ("a leaky tap", "a squeaky door", "a wobbly shelf", "a cracked tile",
                "a drafty window"),
        "room": ("bathroom", "hallway", "kitchen", "living room")}, """
        There's {fix} in the {room} that's driving me mad. Can I fix it myself or do I need someone?
        What basic tools should every flat have? I just tried to deal with {fix} using a butter \
            knife.
        My landlord is ignoring {fix} in the {room}. How hard should I push?""", """
        How do I know when it's a job for a professional rather than me?
        Any idea what that sort of repair usually costs, roughly speaking?
        Should I take photos of everything before I start taking it apart?
        If I mess up {fix} and make it worse, am I on the hook for it with the landlord?""", """
        Fixing {fix} is usually a small job: switch off anything that needs switching off, watch \
            one good tutorial, and go slowly.
        A basic kit covers most things: screwdrivers, an adjustable wrench, pliers, a tape \
            measure and a level.
        If water or electricity is involved and you're unsure, it's worth calling a professional.
        Take photos before and during; they help with reassembly, and with your landlord if it \
            comes to that.
        Put your request to the landlord in writing, with dates and photos, and keep it polite \
            but clear.
        Prices vary a lot by area, so ask for two or three quotes rather than accepting the first.
        Wobbly and squeaky things are often just loose screws, so check those before buying \
            anything."""),
    _t({"plant": ("tomatoes", "basil plants", "succulents", "herbs", "ferns", "houseplants"),
        "spot": ("on my balcony", "on the windowsill", "in a shady corner")}, """
        My {plant} {spot} look sad and droopy. Too much water or too little?
        I want to grow {plant} {spot}. Is that realistic for a complete beginner?
        Why do all my plants die? I've killed {plant} {spot} twice now.""", """
        How often should I repot them, and how do I know when it's time?
        Are those cheap grow lights actually worth it, or are they a gimmick?
        What's the easiest plant to keep alive for someone as hopeless as me?
        Do {plant} need feeding, or is water and light enough to keep them going?""", """
        Droopy leaves with wet soil usually mean too much water; dry, crispy leaves mean too little.
        Stick a finger an inch into the soil and water only when it feels dry at that depth.
        Growing {plant} {spot} works if they get at least a few hours of decent light.
        Repot when roots start circling the pot or poking out of the drainage holes, usually \
            every year or two.
        A cheap grow light helps a lot in dark months, as long as it sits close to the plant.
        Snake plants and pothos are nearly impossible to kill, which makes them great confidence \
            builders.
        Pots with drainage holes matter more than any fertiliser."""),
    _t({"hobby": ("chess", "jigsaw puzzles", "knitting", "sketching", "a cozy video game",
                  "journaling", "photography")}, """
        I need a hobby that isn't scrolling my phone. Would {hobby} be a good one to pick up?
        I started {hobby} last month and I'm weirdly obsessed. How do I get better faster?
        Is {hobby} too nerdy to suggest for a group evening with friends?""", """
        How do I stay motivated once the novelty wears off in a few weeks?
        Are there good online communities for that, or is it all toxic?
        Is it expensive to get started, or can I do it on the cheap?
        How do I explain {hobby} to friends who think it's a waste of time?""", """
        Picking up {hobby} is a great idea: it's absorbing, cheap to start and easy to do in \
            short bursts.
        Getting better faster mostly comes from short, regular sessions and copying people \
            slightly ahead of you.
        Motivation fades for everyone; a small weekly goal and a friend to share progress with \
            keep it going.
        Most hobbies have friendly beginner forums; look for ones with clear rules and active \
            moderators.
        Start with the cheapest decent gear and upgrade only once you know what you actually miss.
        Nothing is too nerdy for a group evening if you keep it relaxed and explain the basics."""),
    _t({"habit": ("going to bed on time", "getting up early", "not checking my phone in bed",
                  "drinking enough water", "taking proper lunch breaks")}, """
        I'm so bad at {habit}. Any tricks that actually work for normal people?
        I've been sleeping badly for weeks. I fall asleep fine but wake up at four and can't \
            drop off again.
        How do people stick to routines? I'm trying {habit} and I last about three days.""", """
        What if I just can't switch my brain off at night, no matter what I do?
        Does coffee after lunch really make that much of a difference to sleep?
        Should I try one of those sleep tracking apps, or is that overkill?
        Is {habit} even realistic with a busy job, or am I setting myself up to fail?""", """
        For {habit}, attach it to something you already do every day; habits stick better when \
            they piggyback.
        Keep the same wake-up time every day, weekends included; it steadies your sleep faster \
            than anything else.
        If your mind races at night, write a quick to-do list before bed so your brain can let \
            go of it.
        Caffeine lingers for hours, so cutting it after lunch helps a lot of people.
        Trackers can be interesting, but if the numbers make you anxious, they do more harm than \
            good.
        Aim for progress, not a perfect streak; missing a day and restarting is completely normal.
        If waking at night keeps going for months, it's worth mentioning to a doctor."""),
    _t({}, """
        今天好累啊，工作一大堆，感觉永远做不完。
        最近天气变化好大，早上冷晚上热，都不知道穿什么。
        周末想出去走走，但是又懒得动，怎么办？
        我在学做饭，但是每次都做得太咸了。
        最近在追一部电视剧，停不下来，每天都熬夜。""", """
        有道理，那我试试看。还有别的建议吗？
        可是我总是坚持不了几天，怎么办呢？
        好吧，听起来不难，我今晚就开始。""", """
        辛苦了！先给自己泡杯茶，休息十分钟再说。
        把要做的事情列个清单，一件一件来，会轻松很多。
        天气变化大的时候，多穿几层最方便，热了可以脱。
        不想出门也没关系，在家看看书、整理一下房间也挺好的。
        做菜的时候盐少放一点，出锅前尝一下再调味。
        追剧可以，但最好给自己定个时间，别熬得太晚。
        坚持不下来很正常，从小目标开始，慢慢养成习惯。""", lang="zh"),
)
