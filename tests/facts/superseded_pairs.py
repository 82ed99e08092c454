"""Superseded pairs for the ledger's updates (issue 10, supersession by meaning).

Written on 2026-12-01 before the ledger looked for updates (``MeaningExtractor.updates``, the
lower bar of a statement that says a change): an old statement, then in other words a new one
of the same slot. ``FIRST_RUN`` is the code of that day before any change; the updates were then
tuned on these pairs, so later runs are seen data, and ``tests/facts/blind_statements.py``
stays the unseen measure. Each row: category, old message, a keyword of the old value, new
message, a keyword of the new value.
"""

FIRST_RUN = {"pairs": 24, "new_current": 16, "stale_only": 8}

PAIRS = [
    ("home", "I've been living in Porto for about six years now, love the river.", "porto",
     "Big news: the movers came Tuesday, so I'm officially a Berliner now.", "berlin"),
    ("home", "Our flat in Leeds is tiny but cosy.", "leeds",
     "We finally left Leeds; the new place in Bristol has a garden!", "bristol"),
    ("work", "I work as a dental hygienist at a clinic downtown.", "hygienist",
     "I handed in my notice at the clinic and started retraining as a web developer.", "developer"),
    ("work", "My job is teaching chemistry at the local high school.", "chemistry",
     "After fifteen years in the classroom I moved into school administration as a "
     "vice principal.", "vice principal"),
    ("diet", "I'm vegetarian, have been since college.", "vegetarian",
     "I went fully vegan last month, so no eggs or dairy anymore either.", "vegan"),
    ("diet", "I eat pescatarian, fish is fine but no meat.", "pescatarian",
     "Doctor's orders: I'm back to eating chicken and beef, the pescatarian thing is "
     "over.", "chicken"),
    ("schedule", "I work night shifts, so I'm asleep until about 2pm.", "night",
     "I switched to the day rota, so mornings are busy for me now and evenings are "
     "free.", "day rota"),
    ("schedule", "Choir practice is every Thursday evening, I never miss it.", "thursday",
     "Heads up, choir moved to Monday nights starting this week.", "monday"),
    ("budget", "My budget for the new laptop is around 800 euros.", "800",
     "I got a bonus, so I can stretch to 1500 euros for the laptop now.", "1500"),
    ("budget", "We can spend at most 20k on the wedding.", "20k",
     "The parents chipped in, the wedding budget is now 35k.", "35k"),
    ("pet", "We have a cat called Miso.", "miso",
     "Miso passed away last spring; we adopted a puppy named Bean in the summer.", "bean"),
    ("name", "You can call me Alex.", "alex",
     "Actually, please call me Sasha from now on, Alex was a nickname I've outgrown.", "sasha"),
    ("family", "I'm single and honestly enjoying it.", "single",
     "I got engaged to Priya over the weekend!", "engaged"),
    ("medication", "I take metformin twice a day for my diabetes.", "metformin",
     "My doctor swapped my metformin for insulin injections.", "insulin"),
    ("home", "我住在成都，离公司很近。", "成都",
     "上个月我们搬到杭州了，换了新工作。", "杭州"),
    ("work", "我在一家银行做柜员。", "柜员",
     "我辞职了，现在在一家咖啡店当店长。", "店长"),
    ("diet", "我不吃猪肉。", "猪肉",
     "我现在完全吃素了，什么肉都不吃。", "吃素"),
    ("schedule", "我每周三晚上上瑜伽课。", "周三",
     "瑜伽课改到周六上午了。", "周六"),
    ("work", "I'm a barista at a little café near the station.", "barista",
     "These days I manage the whole café chain's training program, no more pulling "
     "shots for me.", "training"),
    ("home", "I'm in a dorm on campus this semester.", "dorm",
     "Moved out of the dorm into a shared house off Elm Street.", "elm street"),
    ("budget", "Rent-wise I can't go above 1,200 a month.", "1,200",
     "With the raise, I can now afford up to 1,600 a month in rent.", "1,600"),
    ("schedule", "The kids have swim lessons on Saturday mornings.", "saturday",
     "Swim lessons got moved to Sunday afternoons.", "sunday"),
    ("pet", "My dog Rufus is a golden retriever.", "rufus",
     "Rufus went to live with my parents on the farm; it's just me and my parrot Kiwi "
     "now.", "kiwi"),
    ("diet", "I do keto, so I avoid bread and pasta.", "keto",
     "I gave up on keto; now I just follow a Mediterranean diet.", "mediterranean"),
]
