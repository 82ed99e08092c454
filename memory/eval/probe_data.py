"""Template data of the probe generator (:mod:`convmem.eval.probes`): the fact categories, how each
is stated, changed and asked about, and the types that hold them. The filler chit-chat lives in
:mod:`convmem.eval.probe_filler`.

Every pool here is a constant the generator checks before first use
(:func:`convmem.eval.probes.check_templates`): each statement carries its value's keywords, no
sentence holds another value's keyword, and no question shares a content word with a sentence
that states what it asks about. The order of the pools is part of the output: the generator
draws from them with a seeded ``random.Random``, so reordering or editing a pool changes the
conversations a seed gives.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

__all__ = ["KINDS", "OWN_LEAD", "SUPERSEDABLE", "Kind", "Topic", "Value", "template_lines"]


@dataclass(frozen=True)
class Value:
    """One value a fact can take, with the keywords that must reach the context."""

    text: str
    keywords: tuple[str, ...]
    group: str = ""  # values of one non-empty group may supersede each other
    slots: tuple[tuple[str, str], ...] = ()  # extra template slots, e.g. ("rel", "daughter")
    asks: tuple[str, ...] = ()  # questions that need this value; default: the kind's

    def fill(self, **more: str) -> dict[str, str]:
        """The slots a template of this value is formatted with.

        Args:
            **more: further slots, e.g. ``old`` and ``new`` for an update sentence.

        Returns:
            A fresh dict: ``v`` (the value's text), the value's own slots, then ``more``.
        """
        return {"v": self.text, **dict(self.slots), **more}


@dataclass(frozen=True)
class Kind:
    """A fact category in one language: how it is stated, updated and asked about."""

    name: str
    says: tuple[str, ...]
    asks: tuple[str, ...]
    values: tuple[Value, ...]
    updates: tuple[str, ...] = ()  # {old} -> {new}; empty: never superseded

    def partners(self, value: Value) -> list[Value]:
        """The values that may supersede ``value`` (or be superseded by it).

        Args:
            value: one of this kind's values.

        Returns:
            The other values of its group; empty when the kind is never updated or the value
            has no group.
        """
        if not self.updates or not value.group:
            return []
        return [v for v in self.values if v.group == value.group and v.text != value.text]

    def asks_for(self, value: Value) -> tuple[str, ...]:
        """The questions that probe ``value``.

        Args:
            value: one of this kind's values.

        Returns:
            The value's own questions, or the kind's when it has none.
        """
        return value.asks or self.asks


@dataclass(frozen=True)
class Topic:
    """A filler topic: slot pools shared by the session, user openers and follow-ups, reply
    sentences the assistant combines."""

    lang: str
    slots: tuple[tuple[str, tuple[str, ...]], ...]
    opens: tuple[str, ...]
    follows: tuple[str, ...]
    replies: tuple[str, ...]


def template_lines(block: str) -> tuple[str, ...]:
    """Split a block of templates, one per line.

    Long templates are wrapped with a backslash inside the string literal, which leaves runs of
    indentation behind, so whitespace is collapsed; blank lines are skipped.

    Args:
        block: the templates, one per line.

    Returns:
        The templates in order.
    """
    return tuple(" ".join(line.split()) for line in block.splitlines() if line.strip())


# Statements that open with their own lead-in take no connector ("By the way, just so you...").
OWN_LEAD = ("don't let me forget", "just so you know", "good to mention", "i should say",
            "my job?", "提醒", "别让我忘了", "忘了自我介绍")


def _v(text: str, kw: str | None = None, *, group: str = "", asks: tuple[str, ...] = (),
       **slots: str) -> Value:
    return Value(text, (kw or text,), group, tuple(slots.items()), asks)


def _k(name: str, says: str, asks: tuple[str, ...], values: Sequence[Value],
       updates: str = "") -> Kind:
    return Kind(name, template_lines(says), asks, tuple(values), template_lines(updates))


# A drug is only ever replaced by one for the same purpose.
_MEDS = (("sugar", ("metformin", "insulin")), ("pressure", ("lisinopril", "amlodipine")),
         ("mood", ("sertraline", "fluoxetine")), ("cholesterol", ("atorvastatin", "rosuvastatin")),
         ("blood", ("warfarin", "apixaban")), ("", ("levothyroxine", "methotrexate")))
_WORKOUT = "Suggest a workout routine I could start this month."
_STROBE = "Should I go to that concert with the strobe lights?"
_DAYS = (("Monday", "9am"), ("Tuesday", "3:15pm"), ("Wednesday", "11:30am"),
         ("Thursday", "4:30pm"), ("Friday", "2pm"))
_EVENTS = (("a dentist appointment", "the dentist appointment"),
           ("a physio session", "the physio session"),
           ("a parent-teacher meeting", "the parent-teacher meeting"),
           ("a meeting at the bank", "the bank meeting"), ("an eye test", "the eye test"))
_ITEMS = (("the new computer", ("$1,350", "$875", "$1,150", "$2,300"),
           ("Which laptop should I buy?",
            "Is a MacBook Air worth it, or should I look at something else?")),
          ("the summer trip", ("$2,750", "$4,200", "$3,600", "$1,900"),
           ("Plan me a week-long holiday somewhere warm.",
            "Which resort should we book for July?")),
          ("rent at the next flat", ("$1,850", "$2,450", "$1,275", "$3,100"),
           ("Help me shortlist neighbourhoods for my apartment search.",
            "Is the place I saw downtown a realistic option?")))
_RELS = (("daughter", "she", "her", "child"), ("son", "he", "him", "child"),
         ("wife", "she", "her", "partner"), ("husband", "he", "him", "partner"),
         ("sister", "she", "her", "sibling"), ("brother", "he", "him", "sibling"))
_REL_ASKS = MappingProxyType({
    "child": ("Help me write a short birthday card for my kid.",
              "Draft a quick note for the babysitter tonight."),
    "partner": ("Help me write a sweet anniversary message for my partner.",
                "Plan a surprise evening for my other half."),
    "sibling": ("Write a funny toast I can give at my sibling's wedding.",
                "Help me pick a birthday present for my sibling."),
})
_FAMILY_NAMES = MappingProxyType({
    "she": ("Matilda", "Ottilie", "Rosalind", "Imogen", "Beatrix", "Wilhelmina"),
    "he": ("Tobias", "Florian", "Casimir", "Leander", "Soren", "Barnaby"),
})

_EN = (
    _k("allergy", """
        I'm allergic to {v}, properly allergic, I carry an epipen everywhere.
        I have a pretty serious {a} allergy, found out the hard way as a kid.
        my doctor confirmed it's a {a} allergy, so that's officially off the menu for me.
        I can't eat anything with {v} in it, my throat swells up within minutes.""",
       ("Could you suggest a snack I can bring to the office party?",
        "What should I order at the new Thai place tonight?",
        "Give me an easy dessert recipe for this weekend.",
        "I'm hosting brunch for six people, what should I make?"),
       [_v(p, s, a=s) for p, s in (("peanuts", "peanut"), ("shellfish", "shellfish"),
                                   ("sesame", "sesame"), ("cashews", "cashew"), ("kiwi", "kiwi"),
                                   ("buckwheat", "buckwheat"), ("hazelnuts", "hazelnut"))]),
    _k("medication", """
        I take {v} every morning.
        my doctor has me on {v} now, one dose with breakfast.
        I've been on {v} for about a year and it's been fine so far.
        I need to pick up more {v} from the pharmacy, I'm running low.""",
       ("Is it okay if I have a couple of glasses of wine tonight?",
        "Could I have some ibuprofen for this headache?",
        "Should I worry about drinking grapefruit juice?",
        "I'm flying abroad next month, what should I pack in my carry-on?"),
       [_v(m, group=g) for g, meds in _MEDS for m in meds], """
        I stopped the {old}, my doctor switched me to {new}.
        update on the meds: no more {old}, I'm on {new} now.
        I'm taking {new} now instead of the {old}, new prescription."""),
    _k("medical", """
        I have {v}, diagnosed a few years ago.
        I've been dealing with {v} since my twenties.
        I've got {v}, mostly under control these days.""", (), [
        _v("asthma", asks=(_WORKOUT,
                           "Is it a good idea to go running outside when it's freezing?")),
        _v("type 1 diabetes", "diabetes", asks=("Give me a dessert recipe for my birthday party.",
                                                "What should I pack for a long hike?")),
        _v("migraines", "migraine", asks=(_STROBE, "Any tips for surviving a long screen-heavy "
                                                   "workday?")),
        _v("epilepsy", asks=(_STROBE, "Is scuba diving a good idea for my vacation?")),
        _v("arthritis in my hands", "arthritis",
           asks=("What's a good hobby I could pick up this winter?", _WORKOUT)),
        _v("a herniated disc", "herniated",
           asks=("Should I help my friend move apartments this weekend?", _WORKOUT))]),
    _k("diet", """
        I'm {v}, have been for a few years now.
        I went {v} last year and I'm sticking with it.
        I only eat {v} food, so keep that in mind for anything food-related.""",
       ("Plan my meals for the week.", "What should I cook for friends coming over tomorrow?",
        "Recommend a dish to bring to the potluck."),
       [*(_v(d, group="diet") for d in ("vegetarian", "vegan", "pescatarian", "keto")),
        _v("low-FODMAP", "FODMAP", group="diet"), _v("halal"), _v("kosher")], """
        I'm not {old} anymore, I've gone {new}.
        I dropped the {old} thing, I'm {new} now.
        diet update: {new} from now on, {old} didn't work for me."""),
    _k("name", """
        my name's {v}, by the way, I realised I never said.
        I'm {v}, by the way, we never did proper introductions.
        everyone calls me {v}, just so you know.""",
       ("Draft a short email to my landlord about the broken heater, and sign it for me.",
        "Write a two-line bio for my conference badge.",
        "Help me write the opening of a cover letter."),
       [_v(n, group="name") for n in ("Priyanka", "Thaddeus", "Marguerite", "Oluwaseun",
                                      "Bartholomew", "Siobhan", "Leopold", "Ingrid", "Ramona",
                                      "Cornelius", "Evangeline", "Lucinda")], """
        small thing: I go by {new} these days, not {old}.
        I've started going by my middle name, {new}, so use that from now on."""),
    _k("family", """
        my {rel} is called {v}, {pron} has a big week coming up.
        my {rel}'s name is {v}, in case I mention {obj} later.
        I was on the phone with my {rel} {v} for an hour last night.""", (),
       [_v(name, rel=rel, pron=pron, obj=obj, asks=_REL_ASKS[group])
        for rel, pron, obj, group in _RELS for name in _FAMILY_NAMES[pron]]),
    _k("pet", """
        my {species} is called {v}, and {v} basically runs the household.
        {v}, my {species}, knocked a glass off the table this morning.
        we adopted a {species} last year, {v}, best decision ever.""",
       ("My neighbour is looking after my furry friend while I'm away, draft a note with the "
        "feeding routine.", "Suggest a caption for a photo of my little buddy.",
        "What should I engrave on a new collar tag?"),
       [_v(name, species=species) for species in ("dog", "cat", "rabbit")
        for name in ("Ziggy", "Bandit", "Juniper", "Gizmo", "Pippin", "Ozzy", "Waldo",
                     "Kingsley", "Rascal", "Tinkerbell")]),
    _k("home", """
        I live in {v}, have done for about six years.
        we're based in {v}, for context.
        home for me is {v}, born and raised.""",
       ("Find me a fun weekend activity nearby.",
        "What's the weather usually like around here in spring?",
        "Recommend a couple of restaurants close to me for a birthday dinner.",
        "Any day trips you'd suggest within a couple of hours?"),
       [_v(c, group="city") for c in ("Montreal", "Denver", "Melbourne", "Rotterdam",
                                      "Edinburgh", "Wellington", "Pittsburgh", "Gothenburg",
                                      "Minneapolis", "Adelaide")], """
        we moved to {new} last month, still unpacking boxes.
        big news: we left {old}, we're in {new} now.
        I've relocated to {new} for good, the move was exhausting."""),
    _k("work", """
        I work as {v}, mostly early shifts.
        I'm {v}, for what it's worth, it's a tiring job.
        my job? I'm {v}, have been since I graduated.""",
       ("Help me write a punchy headline for my LinkedIn profile.",
        "Draft a two-line intro about myself for a networking event.",
        "What could I talk about at my kid's school career day?"),
       [_v(j, k, group="job") for j, k in (
           ("a pediatric nurse", "nurse"), ("a civil engineer", "civil engineer"),
           ("a pharmacist", "pharmacist"), ("a paralegal", "paralegal"),
           ("an architect", "architect"), ("an accountant", "accountant"),
           ("a firefighter", "firefighter"), ("a librarian", "librarian"),
           ("a veterinarian", "veterinarian"), ("a dental hygienist", "hygienist"))], """
        I quit my old job, I'm working as {new} now.
        big change: I'm not {old} anymore, I'm {new} now.
        new job news: I started as {new} last week!"""),
    _k("schedule", """
        I have {ev_a} on {v} at {hour}.
        don't let me forget, {ev_the} is on {v} at {hour}.
        I finally booked {ev_a}, {v} at {hour}.""",
       ("Can you help me plan out my week?",
        "When would be a good time to grab coffee with a friend?",
        "Help me fit a few gym workouts into the next few days."),
       [_v(day, day.lower(), group=ev_a, ev_a=ev_a, ev_the=ev_the, hour=hour)
        for ev_a, ev_the in _EVENTS for day, hour in _DAYS], """
        {ev_the} got moved to {new}, same hour.
        they rescheduled {ev_the} to {new}."""),
    _k("budget", """
        my budget for {item} is {v}, absolute max.
        I can spend about {v} on {item}, not a cent more.
        I've set aside {v} for {item}.""", (),
       [_v(amount, amount[1:], group=item, item=item, asks=asks)
        for item, amounts, asks in _ITEMS for amount in amounts], """
        I had to cut the budget for {item} down to {new}.
        good news, I can stretch to {new} for {item} now.
        quick update: the budget for {item} is {new} now."""),
    _k("constraint", """
        just so you know, I {v}.
        good to mention that I {v}, it affects outings more than people think.
        I should say I {v}, in case it matters for ideas you give me.""", (), [
        _v("use a wheelchair", "wheelchair", asks=(
            "Suggest a day trip I could do this weekend.",
            "Which hiking trails around here would you recommend?")),
        _v("get seasick really easily", "seasick", asks=(
            "Should I book the whale-watching tour on our holiday?",
            "Plan a relaxing holiday by the coast for me.")),
        _v("am terrified of heights", "heights", asks=(
            "Should I sign up for the rock-climbing trip with my team?",
            "Pick a fun activity for my first visit to New York.")),
        _v("am colorblind", "colorblind", asks=(
            "Help me pick paint for my bedroom walls.", "Which outfit should I wear to the gala?")),
        _v("am claustrophobic", "claustrophobic", asks=(
            "Should I try an escape room with my friends?",
            "Is the cave tour worth booking on our trip?"))]),
)

_ZH_FIT = ("帮我制定一个健身计划。", "今晚能喝两杯红酒吗？")
_ZH_SHE, _ZH_HE = ("朵朵", "欣怡", "梓萱", "诗涵"), ("浩然", "子轩", "俊杰", "宇辰")
_ZH = (
    _k("allergy", """
        我对{v}过敏。
        我吃{v}会过敏，很严重的那种。
        提醒你一下，我{v}过敏，一点都不能碰。""",
       ("周末的聚会我该带点什么零食？", "今晚想做个甜点，推荐一个吧。", "帮我推荐几道家常菜。"),
       [_v(a) for a in ("花生", "海鲜", "芒果", "芝麻", "腰果")]),
    _k("medication", """
        我一直在用{v}。
        医生让我每天用{v}。""",
       ("今晚能喝两杯红酒吗？", "头疼的话能吃点布洛芬吗？", "下个月出国，随身行李里要带些什么？"),
       [_v(m, group=g) for g, meds in (("sugar", ("二甲双胍", "胰岛素")),
                                       ("pressure", ("缬沙坦", "氨氯地平")),
                                       ("", ("阿司匹林", "他汀"))) for m in meds], """
        医生让我停了{old}，现在改用{new}了。
        我现在不用{old}了，换成{new}了。"""),
    _k("medical", """
        我有{v}，好几年了。
        我得了{v}，现在控制得还行。""", (), [
        _v("哮喘", asks=(_ZH_FIT[0], "冬天能去户外跑步吗？")),
        _v("糖尿病", asks=("推荐一个生日蛋糕的做法。", "周末去爬山要带些什么？")),
        _v("偏头痛", asks=("那个有频闪灯光的演唱会我能去吗？", "整天对着电脑，有什么建议？")),
        _v("高血压", asks=_ZH_FIT)]),
    _k("diet", """
        我现在{v}。
        提醒一下，我{v}，已经坚持好几年了。""",
       ("帮我安排一下这周的三餐。", "周末请朋友来家里吃饭，做什么菜好？"),
       [_v("吃素", group="diet"), _v("在做生酮饮食", "生酮", group="diet"),
        _v("在控制碳水", "碳水", group="diet"), _v("吃清真", "清真")], """
        我不再{old}了，现在{new}。
        我最近改了饮食，不{old}了，现在{new}。"""),
    _k("name", """
        我叫{v}。
        忘了自我介绍，我是{v}。""",
       ("帮我写一封邮件给房东，说暖气坏了，落款写上我。", "帮我给会议胸牌写两行简介。"),
       [_v(n, group="name") for n in ("李明", "王芳", "张伟", "陈静", "刘洋", "赵磊")], """
        我改名了，现在叫{new}。
        以后别叫我{old}了，叫我{new}。"""),
    _k("family", """
        我{rel}叫{v}。
        我{rel}{v}今天又让我操心了。""", (),
       [_v(name, rel=rel, asks=asks) for rel, names, asks in (
           ("女儿", _ZH_SHE, ("帮我给孩子写一张生日贺卡。", "帮我给保姆写张今晚的注意事项。")),
           ("儿子", _ZH_HE, ("帮我给孩子写一张生日贺卡。", "帮我给保姆写张今晚的注意事项。")),
           ("老婆", _ZH_SHE, ("帮我给另一半写几句纪念日的话。",)),
           ("老公", _ZH_HE, ("帮我给另一半写几句纪念日的话。",)),
           ("妹妹", _ZH_SHE, ("帮我写一段在兄弟姐妹婚礼上的祝酒词。",)),
           ("弟弟", _ZH_HE, ("帮我写一段在兄弟姐妹婚礼上的祝酒词。",)))
        for name in names]),
    _k("pet", """
        我的{species}叫{v}。
        我家{species}{v}今天又把沙发抓坏了。""",
       ("我出差的时候邻居帮忙照看宠物，帮我写张喂养说明。", "给毛孩子的照片配一句可爱的文案吧。"),
       [_v(name, species=s) for s in ("狗", "猫", "兔子")
        for name in ("旺财", "豆豆", "咪咪", "球球", "大黄", "小黑")]),
    _k("home", """
        我住在{v}。
        我家在{v}，已经住了六年了。""",
       ("这个周末附近有什么好玩的？", "推荐几家离我近一点的餐厅吧。", "这边春天天气一般怎么样？"),
       [_v(c, group="city") for c in ("上海", "成都", "杭州", "深圳", "西安", "厦门")], """
        我们上个月搬到{new}了。
        我已经从{old}搬到{new}了。"""),
    _k("work", """
        我是一名{v}。
        我在做{v}，干了五年了。""",
       ("帮我写一段行业交流会上的自我介绍。", "帮我想一个领英个人简介的标题。"),
       [_v(j, group="job") for j in ("护士", "会计", "律师", "程序员", "药剂师")], """
        我换工作了，现在当{new}。
        我不做{old}了，改行当{new}了。"""),
    _k("schedule", """
        我{v}{hour}要去{event}。
        别让我忘了，{v}{hour}要{event}。""",
       ("帮我安排一下这周的日程。", "这几天什么时候约朋友喝咖啡比较合适？"),
       [_v(day, group=event, event=event, hour=hour) for event in ("看牙医", "做理疗", "开家长会")
        for day, hour in (("周一", "上午九点"), ("周二", "下午三点"), ("周三", "上午十点"),
                          ("周四", "下午四点半"), ("周五", "下午两点"))], """
        {event}改到{new}了，时间不变。
        {event}的时间挪到{new}了。"""),
    _k("budget", """
        {item}的预算最多{v}块。
        {item}我最多花{v}块。""", (),
       [_v(amount, group=item, item=item, asks=asks) for item, asks in (
           ("买电脑", ("我该买哪款笔记本？",)), ("这次旅行", ("帮我规划一个一周的度假行程。",)),
           ("租房", ("帮我列几个适合找房子的小区。",)))
        for amount in ("六千", "八千", "一万二", "四千五", "九千")], """
        {item}的预算改成{new}块了。
        {item}的钱得省着点，最多只能花{new}块了。"""),
    _k("constraint", """
        提醒一下，我{v}。
        我{v}，安排活动的时候考虑一下。""", (), [
        _v("平时坐轮椅", "轮椅", asks=("这个周末推荐个一日游吧。", "附近有什么适合徒步的路线？")),
        _v("很容易晕船", "晕船", asks=("度假的时候要不要报名出海看鲸鱼？",)),
        _v("有恐高症", "恐高", asks=("公司团建要去攀岩，我要报名吗？",))]),
)

KINDS: Mapping[str, Mapping[str, Kind]] = MappingProxyType({
    "en": MappingProxyType({k.name: k for k in _EN}),
    "zh": MappingProxyType({k.name: k for k in _ZH}),
})
SUPERSEDABLE = tuple(name for name, kind in KINDS["en"].items()
                     if kind.updates and KINDS["zh"][name].updates)
