"""Chinese rules of the rule-based fact extractor (:mod:`convmem.facts.rules`).

What lives here: the Chinese word lists (relations, drugs, species, jobs, dates, times, places,
surnames, amounts), the builders only Chinese rules use (``_zh``, which takes the value from one
named group; ``_zh_count`` for "我有两个孩子"; ``_zh_named`` for a name written straight after a
relation or a pet, "我儿子子轩今天…"; ``_zh_self_name`` for "我是赵磊"), and the Chinese rules,
one tuple per category. They fill the same key slots as the English rules (diets, fears and
mobility aids use the English slot names, so "我恐高" and "I'm afraid of heights" supersede each
other) and pass through the same guards in :mod:`convmem.facts.rules` (questions, hypotheticals and
other people's facts are dropped).

Three Chinese rules read a subject-less or space-less clause and are fenced accordingly: a name
after a relation needs a time or adverb word after it ("今天", "最近") and may not start or end with
a function character; "我是X" is a name only for a common surname plus one or two characters that
do not end like a job or a description ("我是高中生"); an event without "我" needs a time of day
("周三上午十点要开家长会"), so "明天要下雨" is not an appointment.

Why the split is here: Chinese has no spaces or case, so its rules share no pattern fragments with
the English ones, only builders and tables from :mod:`convmem.facts.vocabulary`. The rules are kept
per category because :mod:`convmem.facts.rules` runs each category's English rules and then its
Chinese ones, the order they have always run in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from convmem.facts.builders import (
    allergy_fact,
    event_slot,
    family_fact,
    grp,
    med_switch_fact,
    name_fact,
    note_fact,
    who_prefix,
)
from convmem.facts.vocabulary import (
    CJK,
    PREGNANCY_STATUS,
    REL_NORM,
    ZH_NOT,
    Builder,
    Found,
    Rule,
    rule,
)

_ZH_FAM = ("老公|老婆|丈夫|妻子|爱人|儿子|女儿|闺女|孩子|宝宝|妈妈|母亲|爸爸|父亲|哥哥|姐姐|弟弟|"
           "妹妹|男朋友|女朋友|对象|奶奶|爷爷|外婆|外公|妈|爸")
# Someone else inside what reads as an allergen ("我家孩子他爸花生过敏": the child's dad's;
# "我家宝宝的奶粉过敏": the baby's).
_SOMEONE_IN = re.compile(r"爸|妈|同学|朋友|同事|老师|猫|狗|的")
# The user or a close relative ("我", "我的女儿", "我家闺女"), in the group ``who``.
_MY_KIN = rf"我(?:的|家(?={_ZH_FAM}))?(?P<who>{_ZH_FAM})?"
# Someone the sentence is about before a subject-less clause ("我老婆辞职了，现在自己开了个花店").
ZH_SOMEONE = re.compile(f"{_ZH_FAM}|哥|姐|弟|妹|朋友|同事|邻居|老板|同学|室友|他|她")
# A place named after a verb, subject dropped: no 的, 是 or question particle in it.
_ZH_SPOT = f"(?:(?![的是吗呢])[{CJK}A-Za-z])"
_ZH_DRUG = (r"(?:二甲双胍|阿司匹林|布洛芬|胰岛素|降压药|降糖药|避孕药|安眠药|抗抑郁药|"
            r"优甲乐|华法林|他汀|氯吡格雷|舍曲林|甲氨蝶呤|泼尼松|褪黑素|达比加群|阿卡波糖|"
            r"硝酸甘油|叶酸|钙片|鱼油|左甲状腺素钠?|维生素[A-Za-z\d]{0,3}|"
            rf"头孢[{CJK}]{{0,4}}|格列[{CJK}]{{1,2}}|"
            rf"(?![了的点些过完])[{CJK}]{{1,6}}?(?:药|片|胶囊|霉素|沙坦|他汀|洛尔|地平|"
            r"双胍|西林|普利|沙班|西汀|替丁|拉唑))")
_ZH_SPECIES = ("狗狗|小狗|狗|猫咪|小猫|橘猫|布偶猫|猫|兔子|鹦鹉|仓鼠|金鱼|斗鱼|乌龟|刺猬|"
               "龙猫|蜥蜴|鸟|鱼|金毛|柯基|泰迪|哈士奇|柴犬|边牧|拉布拉多|比熊")
_ZH_JOBS = ("软件工程师|工程师|程序员|护士|医生|大夫|老师|教师|律师|大学生|研究生|博士生|学生|"
            "设计师|会计师|会计|司机|厨师|销售|公务员|记者|警察|产品经理|经理|老板|自由职业者|"
            "快递员|外卖员|服务员|作家|编辑|翻译|农民|工人|分析师|研究员|科学家|教授|艺术家|"
            "摄影师|演员|主播|运营|前端开发|后端开发|全职妈妈|家庭主妇|咖啡师|药剂师|牙医")
_ZH_DATE = (r"(?:这|下|下下|本)?(?:周|星期|礼拜)[一二三四五六日天]|明天|后天|今晚|明晚|"
            r"\d{1,2}月\d{1,2}[日号]|\d{1,2}[日号]|每周[一二三四五六日天]|每天(?:早上|晚上)?|"
            r"下周|下个月|月底|周末")
_ZH_PART = r"(?:的)?(?:上午|下午|晚上|早上|中午|傍晚|凌晨|夜里)"
_ZH_CLOCK = (r"[零一二两三四五六七八九十\d]{1,3}[点:：]"
             r"(?:半|一刻|三刻|[零一二三四五六七八九十\d]{1,3}分?)?")
_ZH_WHEN = rf"(?:{_ZH_DATE})(?:{_ZH_PART})?(?:{_ZH_CLOCK})?"
# Words a relation or a pet is followed by when its name sits right after it ("我儿子子轩今天…").
_ZH_AFTER_NAME = (r"(?=今天|昨天|前天|最近|刚刚?|又|已经|总是|老是|下周|明天|每天|上周|"
                  r"这周|这两天|前几天|现在|一直|特别|非常|好像|居然|竟然|突然)")
_ZH_NAME_STOP = frozenset("今昨前最刚又已总老下明每上这也都说在是很还不没一要会想的了和跟去来"
                          "现们天年月周个只条那些点被把给让叫")
# Places for the rules that would otherwise read a verb as a place ("我家在装修"): a known city, a
# name ending in an administrative unit, or a Latin name.
_ZH_CITY = ("北京|上海|广州|深圳|成都|杭州|南京|武汉|西安|重庆|天津|苏州|长沙|郑州|青岛|"
            "厦门|大连|沈阳|哈尔滨|昆明|济南|福州|合肥|南昌|贵阳|南宁|石家庄|太原|长春|兰州|"
            "乌鲁木齐|呼和浩特|银川|西宁|拉萨|海口|三亚|珠海|东莞|佛山|宁波|无锡|温州|常州|"
            "徐州|烟台|泉州|香港|澳门|台北|高雄|新加坡|东京|大阪|首尔|纽约|伦敦|巴黎|洛杉矶|"
            "旧金山|多伦多|温哥华|悉尼|墨尔本|柏林")
_ZH_PLACE = (rf"(?:{_ZH_CITY}|[{CJK}]{{1,6}}?(?:市|省|区|县|镇|村|州|岛)|"
             r"[A-Z][A-Za-z]+(?: [A-Z][a-z]+)?)")
_ZH_NAMED_COND = ("糖尿病|高血压|低血压|哮喘|心脏病|抑郁症|焦虑症|偏头痛|癫痫|关节炎|胃炎|痛风|"
                  "高血脂|高胆固醇|贫血|甲减|甲亢|乳糜泻|失眠|多动症|自闭症|(?:胃食管|胃)?反流|湿疹|口吃")
_ZH_COND = (f"{_ZH_NAMED_COND}|"
            f"(?:(?!的|毛病)[{CJK}]){{1,6}}?(?:病|症|炎|癌|瘤|结节|囊肿|息肉|结石|溃疡)")
_ZH_SURNAME = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁"
               "潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江"
               "尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧")
_ZH_AMT = (r"(?:[\d.,]+|[零一二两三四五六七八九十百千万]+)\s*(?:万|千)?\s*(?:元|块钱|块|美元|欧元|"
           r"人民币|rmb|刀)?")
_ZH_REACT = r"(?:过敏|起疹子|长疹子|呼吸困难|喘不上气|喉咙肿|嘴唇肿|浑身痒|休克)"


def _zh_count(m: re.Match[str]) -> Iterable[Found]:
    rel = grp(m, "rel")
    key = "children" if rel in ("孩子", "小孩") else REL_NORM.get(rel, "siblings")
    yield "family", f"family:{key}", f"{grp(m, 'n')}个{rel}", False


def _zh_own(build: Builder) -> Builder:
    """``build`` for a clause whose subject is dropped, unless someone is named before it in the
    sentence ("我老婆辞职了，现在自己开了个花店" is the wife's)."""
    def checked(m: re.Match[str]) -> Iterable[Found]:
        if not ZH_SOMEONE.search(m.string[:m.start()]):
            yield from build(m)
    return checked


def _zh_named(build: Builder) -> Builder:
    """A name right after a relation or a pet ("我儿子子轩今天…"), when it cannot be a word."""
    def checked(m: re.Match[str]) -> Iterable[Found]:
        name = grp(m, "name")
        if name[:1] not in _ZH_NAME_STOP and name[-1:] not in _ZH_NAME_STOP and\
                name not in ZH_NOT and not re.fullmatch(_ZH_FAM, name):
            yield from build(m)
    return checked


def _zh_self_name(m: re.Match[str]) -> Iterable[Found]:
    """"我是赵磊": a surname and one or two more characters, not a job, a description or a
    condition ("我是高血压")."""
    name = grp(m, "n")
    if name[-1] not in "生员师人者家工长族迷控党座的了友手压脂糖症病癌猿冷脸领宅胖瘦帅美丑三" \
            and not re.fullmatch(_ZH_JOBS, name) \
            and name not in ("小白", "小孩", "小学生", "老大", "老二", "老三", "老实人"):
        yield from name_fact(m)


_ZH_FEAR_KEY = {"恐高": "fear:heights", "恐高症": "fear:heights", "怕高": "fear:heights",
                "晕船": "seasick", "晕车": "carsick", "晕机": "airsick", "怕水": "fear:water",
                "恐水": "fear:water", "怕黑": "fear:the-dark", "怕狗": "fear:dogs",
                "怕蛇": "fear:snakes", "幽闭恐惧": "claustrophobic", "幽闭恐惧症": "claustrophobic"}
_ZH_CANNOT = {"开车": "drive", "游泳": "swim", "骑车": "ride a bike", "骑自行车": "ride a bike"}
_ZH_DIET_KEY = {"清真": "diet:religious", "生酮": "diet:keto", "低碳": "diet:low-carb",
                "低碳水": "diet:low-carb", "控制碳水": "diet:low-carb", "少吃碳水": "diet:low-carb",
                "戒碳水": "diet:low-carb"}


def _zh_event(m: re.Match[str]) -> Iterable[Found]:
    yield *event_slot(m, grp(m, "act")), f"{grp(m, 'when')}{grp(m, 'act')}", False


def _zh_moved(m: re.Match[str]) -> Iterable[Found]:
    """"看牙医的时间挪到周四了" moves the event "看牙医", keyed as when it was set."""
    act = re.sub(r"(?:的)?(?:时间|日子|日期|预约)$", "", grp(m, "act"))
    if act:
        yield *event_slot(m, act), f"{act}{grp(m, 'when')}", False


def _zh_work(m: re.Match[str]) -> Iterable[Found]:
    if grp(m, "emp") not in ("家", "家里"):
        yield "work", "work:employer", grp(m, "emp"), False
    if grp(m, "job"):
        yield "work", "work:role", grp(m, "job"), False


def _zh_job_ended(m: re.Match[str]) -> Iterable[Found]:
    """A job that ended; one the user lost (被裁, 失业, 下岗; not 辞职) also says they are out of
    work now (as "got laid off" does in English), unless it is an old story (我失业过两次,
    我下岗那年)."""
    yield "work", "work:employer", grp(m, "st"), True
    if grp(m, "st")[:1] in "被失下" and m.string[m.end():m.end() + 1] not in ("过", "那", "的"):
        yield "work", "work:status", grp(m, "st"), False


def _zh(category: str, key: str, group: str, negated: bool = False) -> Builder:
    def build(m: re.Match[str]) -> Iterable[Found]:
        value = grp(m, group)
        if value and value not in ZH_NOT:
            yield category, key.format(v=value), value, negated or bool(grp(m, "neg"))
    return build


ALLERGY_ZH: tuple[Rule, ...] = (
    rule("过敏", rf"{_MY_KIN}"
       r"(?:也|一直|从小|有点|非常|特别|严重|现在|已经|目前)*"
       rf"(?P<neg>不再)?对(?P<obj>[^\s，。！？,.!?]{{1,10}}?)(?:严重|非常|特别|有点|有些|也)?"
       r"(?P<neg2>不)?过敏",
       lambda m: allergy_fact(m, bool(grp(m, "neg") or grp(m, "neg2")))),
    rule("过敏", rf"{_MY_KIN}(?:有)?(?![他她它的家])(?P<obj>[^\s，。！？,.!?对]{{1,6}}?)过敏",
       lambda m: allergy_fact(m) if grp(m, "obj") not in ZH_NOT and not _SOMEONE_IN.search(
           grp(m, "obj")) else ()),
    rule("不耐", r"我(?:有)?(?P<obj>[^\s，。！？,.!?]{1,4}?)不耐受?", allergy_fact),
    rule("吃", r"吃(?P<obj>[^\s，。！？,.!?了]{1,6}?)[，,]?\s*我?(?:就|会|都会|就会)?"
       r"(?:起疹子|长疹子|起红疹|起荨麻疹|呼吸困难|喉咙肿|嘴唇肿|浑身痒)", allergy_fact),
    rule("不能|不可以|不敢|没法", rf"{_MY_KIN}(?:不能|不可以|不敢|没法)"
       r"(?:吃|喝|碰)(?P<obj>[^\s，。！？,.!?了]{1,6}?)[，,]\s*(?:我|他|她)?"
       rf"(?:一吃|吃了|一碰|碰了|一喝|喝了)?(?:就|会|都会|就会)?{_ZH_REACT}", allergy_fact),
)

DIET_ZH: tuple[Rule, ...] = (
    rule("素", r"(?:我|^|[，,]\s*)(?:现在|已经|一直|也|开始|改|改成|都)*(?:是|吃)"
       r"(?:一名|一个|个)?全?(?P<diet>素食者|素食主义者|素食|素)(?![人材质颜描])",
       lambda m: [("diet", "diet", "素食", False)]),
    rule("素", r"我(?:现在|已经)?(?:不再|不)(?:吃素|是素食者|是素食主义者)(?:了)?",
       lambda m: [("diet", "diet", "素食", True)]),
    rule("清真|生酮|低碳|碳水", r"(?:我(?:们)?|^|[，,]\s*)(?:只|一直|最近|现在|已经|开始)*"
       r"(?P<neg>不再|没再|不)?(?:在)?(?:吃|是|做|进行|开始)?"
       r"(?P<d>清真|生酮|低碳水?|控制碳水|少吃碳水|戒碳水)",
       lambda m: [("diet", _ZH_DIET_KEY.get(grp(m, "d"), "diet:low-carb"), grp(m, "d"),
                   bool(grp(m, "neg")))]),
    rule("不吃|不喝|戒", r"我(?:们)?(?:从来|一直|已经|现在)?(?:不吃|不喝|戒了|不碰)"
       r"(?P<f>猪肉|牛肉|羊肉|肉|海鲜|鱼|鸡蛋|牛奶|乳制品|辣|酒|糖|香菜|葱|蒜|咖啡)",
       lambda m: [("diet", f"diet:no:{grp(m, 'f')}", f"不吃{grp(m, 'f')}", False)]),
)


def _condition_zh(m: re.Match[str]) -> Iterable[Found]:
    """The user's conditions, or a close relative's ("我爸有高血压和糖尿病": ``medical:dad:高血压``
    and ``medical:dad:糖尿病``, as "my dad has …" is keyed), up to three ("我有高血压、高血脂和
    糖尿病")."""
    who = who_prefix(m)
    for cond in (grp(m, "cond"), grp(m, "cond2"), grp(m, "cond3")):
        if cond and cond not in ZH_NOT:
            yield "medical", f"medical:{who}{cond}", cond, bool(grp(m, "neg"))


MEDICAL_ZH: tuple[Rule, ...] = (
    # A second and a third condition only by name ("我有高血压和他一起去看病" names one).
    rule("我", rf"我(?:的?(?P<who>{_ZH_FAM}))?(?:也|一直|从小|去年|最近|前年|今年|上个月)?"
       r"(?P<neg>没有)?(?:有(?:点|些)?|得了|得过|患有|患了|确诊了?|被诊断出?(?:有|了)?|"
       r"(?:体检|检查)?查出(?:来)?(?:有|了)?)"
       rf"(?P<cond>{_ZH_COND})(?:(?:和|、|还有|跟)(?P<cond2>{_ZH_NAMED_COND}))?"
       rf"(?:(?:和|、|还有|跟)(?P<cond3>{_ZH_NAMED_COND}))?", _condition_zh),
    rule("怀孕", r"我(?:已经|现在)?(?P<cond>怀孕)(?![\d一二三四五六七八九十几]+周)(?:了)?",
       _zh("pregnancy", PREGNANCY_STATUS, "cond")),
    # A condition told as an old complaint, its subject dropped: "胃食管反流老毛病了".
    rule("老毛病", rf"^(?:我的?)?(?P<cond>{_ZH_COND})(?:是|算是|都是)?(?:多年的|好多年的)?老毛病",
       _zh("medical", "medical:{v}", "cond")),
)

MEDICATION_ZH: tuple[Rule, ...] = (
    rule("吃|服|用|打|注射", r"我(?:现在|目前|一直|每天|每天都|长期|正在|在|也|早上|晚上|中午|"
       r"睡前|饭前|饭后|都|还)*(?:吃|服用|服|用|打|注射)着?"
       rf"(?:[一两半\d]+(?:片|粒|颗|支|针|次))?(?P<drug>{_ZH_DRUG})",
       _zh("medication", "medication:{v}", "drug")),
    rule("停|不再|没再|不用|不吃|不打", r"我(?:已经|现在|目前)?(?:停了|停用了?|停掉了?|不再吃|"
       rf"没再吃|不再用|不再服用|不用|不吃|不打)(?P<drug>{_ZH_DRUG})",
       _zh("medication", "medication:{v}", "drug", negated=True)),
    rule("开了", rf"给我开了(?:点|些|一些)?(?P<drug>{_ZH_DRUG})",
       _zh("medication", "medication:{v}", "drug")),
    # A switch: "…不用二甲双胍了，换成胰岛素了" starts the new drug; "把X换成Y" also ends X.
    rule("换|改", r"我[^。！？]{0,20}?(?:换成|改成|改用|改吃|换用|改服|换了)了?"
       rf"(?P<drug>{_ZH_DRUG})", _zh("medication", "medication:{v}", "drug")),
    rule("把", rf"把(?:我的?)?(?P<old>{_ZH_DRUG})(?:换成|改成)了?(?P<drug>{_ZH_DRUG})",
       med_switch_fact),
)

NAME_ZH: tuple[Rule, ...] = (
    rule("叫|名字", rf"(?:我叫做|我叫|我的名字(?:是|叫做|叫))(?P<n>[{CJK}A-Za-z]{{1,4}}?)"
       r"(?=$|[，。！？,.!?\s～~]|就|吧|啊|呀|哦|哈)", lambda m: name_fact(m) if (
        grp(m, "n")[:1] not in "了过他她你它人车醒不什") else ()),
    # "以后别(再)叫我赵磊了，叫我张伟": the name not to use is not the name.
    rule("叫我", r"(?<!别)(?<!不要)(?<!不用)(?<!别再)(?<!不要再)(?<!不用再)叫我"
       rf"(?:本名|大名|全名|真名)?(?P<n>[{CJK}A-Za-z]{{1,4}}?)"
       r"(?=了|就|吧|好了|即可|$|[，。！？,.!?])",
       lambda m: name_fact(m) if grp(m, "n")[:1] not in "了过他她你它人什吧就即好" else ()),
    rule("我是", rf"我是(?P<n>(?:老|小)?[{_ZH_SURNAME}][{CJK}]{{0,2}}?)"
       r"(?=$|[，。！？,.!?\s～~]|呀|啊|哦|哈|啦)", _zh_self_name),
    # 本人, the formal "I", before a full name: "本人李建国，五十多岁", "本人姓刘，刘德明".
    rule("本人", rf"本人(?:姓[{CJK}]{{1,2}}[，,]\s*)?(?P<n>[{_ZH_SURNAME}][{CJK}]{{1,2}}?)"
       r"(?=$|[，。！？,.!?\s～~])", _zh_self_name),
)

FAMILY_ZH: tuple[Rule, ...] = (
    rule("叫", rf"我(?:的)?(?P<rel>{_ZH_FAM})(?:的名字)?叫(?P<name>[{CJK}A-Za-z]{{1,4}}?)"
       r"(?=$|[，。！？,.!?\s]|就|吧|啊|呀|哦)", family_fact),
    rule("有", r"我(?:们)?有(?P<n>一|两|二|三|四|五|\d)个(?P<rel>孩子|儿子|女儿|小孩|兄弟|姐妹|"
       r"哥哥|姐姐|弟弟|妹妹)", _zh_count),
    rule("岁", r"我(?:的)?(?P<rel>儿子|女儿|孩子|宝宝)(?:今年|已经|现在|才|都)*"
       r"(?P<age>[一二两三四五六七八九十\d]+)岁", lambda m: [
           ("family", f"family:{REL_NORM[grp(m, 'rel')]}",
            f"{grp(m, 'rel')} {grp(m, 'age')}岁", False)]),
    rule("我", rf"我(?:的|家)?(?P<rel>{_ZH_FAM})(?P<name>[{CJK}]{{2}}){_ZH_AFTER_NAME}",
       _zh_named(family_fact)),
    rule("婚|分居|丧偶", r"(?:^|(?<=[，,。！!]))\s*我(?:们)?"
       r"(?:已经|刚|刚刚|去年|上个月|前年|今年)?"
       rf"(?:和[{CJK}]{{1,4}}?)?"
       r"(?P<st>离婚|离了婚|分居|结婚|结了婚|订婚|丧偶)了", lambda m: [
           ("family", "family:status", grp(m, "st").replace("了", ""), False)]),
)


_ASKS_NAME = re.compile(r"什么|啥|哪|谁")  # "叫什么名字好", "我家的狗叫啥": asked, not a name


def _pet_zh(m: re.Match[str]) -> Iterable[Found]:
    """The user's pet, by its name when one is given (not a question: "叫什么名字好")."""
    name = "" if _ASKS_NAME.match(grp(m, "name")) else grp(m, "name")
    yield "pet", f"pet:{name or grp(m, 'sp')}", f"{grp(m, 'sp')} {name}".strip(), False


def _pet_named_zh(m: re.Match[str]) -> Iterable[Found]:
    """The pet a "我的猫叫…" names, unless the name is asked ("我家的狗叫啥")."""
    if not _ASKS_NAME.match(grp(m, "name")):
        yield from _zh("pet", "pet:{v}", "name")(m)


PET_ZH: tuple[Rule, ...] = (
    rule("叫", rf"我(?:的|家的?|们家的?|们的)?(?P<sp>{_ZH_SPECIES})(?:的名字)?叫"
       rf"(?P<name>[{CJK}A-Za-z]{{1,4}}?)(?=$|[，。！？,.!?\s]|就|吧|啊|呀|哦)", _pet_named_zh),
    # "我家养了条金毛", "家里养了两只橘猫", "我书桌上养了条蓝色的斗鱼" (a room of the home, and a
    # colour, may come between; not "我姐家里", "楼上", "公司里", "梦里", "手机里", "鱼缸", "猫砂").
    rule("养|有", rf"(?:我(?:们)?(?:家)?|^家)(?:里)?(?:(?:屋|房间|卧室|客厅|阳台|书房|宿舍|书桌|桌|"
       r"院子)[里上]?)?(?:养了?|有)(?:一|两|二|三|几)?(?:只|条|个|头|匹)"
       rf"(?:[{CJK}]{{1,3}}的)?(?P<sp>{_ZH_SPECIES})(?![缸粮食笼窝砂条罐包骨干片])"
       rf"(?:[，,]?\s*(?:它|他|她)?(?:叫|名字叫)(?P<name>[{CJK}A-Za-z]{{1,4}}))?", _pet_zh),
    rule("我", rf"我(?:的|家的?|们家的?)?(?P<sp>{_ZH_SPECIES})(?P<name>[{CJK}]{{2}})"
       rf"{_ZH_AFTER_NAME}", _zh_named(_zh("pet", "pet:{v}", "name"))),
)

# What follows 住 and is no home: living together, a hospital, a school, a hotel, nearby, a verb's
# particle ("我们住在一起", "我住院了", "现在住得离公司很近"); "住的是老小区" is one.
_NOT_HOME = "(?!一起|一块|院|校|酒店|宾馆|旅馆|民宿|附近|医院|[得着过]|的(?!是))"
# Someone named by name or as a group before a clause without its subject.
_NAMED = re.compile(rf"(?:^|[，,。！!\s])(?:小|老|阿)(?!家|区|时|学|样|实|是|早|晚|么)[{CJK}]|"
                    r"[A-Z][a-z]+|公婆|父母|爸妈|家人|孩子|宝宝|他们|她们")


def _lives(m: re.Match[str]) -> Iterable[Found]:
    """Where the user lives, told without 我: only when the sentence named no one else before
    it ("我哥在北京，现在住南京" is the brother's, "小王去年搬走了，现在住上海" Xiao Wang's) and
    asks nothing."""
    if (ZH_SOMEONE.search(m.string, 0, m.start()) or _NAMED.search(m.string, 0, m.start())
            or m.group("place").endswith(("吗", "呢"))):
        return ()
    return _zh("home", "home", "place")(m)


HOME_ZH: tuple[Rule, ...] = (
    # Living together is no place ("我婆婆跟我们住一起").
    rule("住|生活|居", r"我(?:们|们家|家)?(?:现在|目前|一直|也|还)?"
       rf"(?:住在|居住在|定居在|生活在|住(?!在)){_NOT_HOME}(?P<place>[{CJK}A-Za-z]{{2,8}}?)"
       r"(?=$|[，。！？,.!?\s]|了|附近|这边|那边|啦|的)", _zh("home", "home", "place")),
    rule("在", rf"我(?:们|们家|家)?(?:现在|目前|一直)?在(?P<place>[{CJK}A-Za-z]{{2,8}}?)"
       r"(?:生活|居住|定居|安家)", _zh("home", "home", "place")),
    # The subject may be dropped at the start of a sentence: "从成都搬到重庆了".
    rule("搬|移居", r"(?:^|我(?:们|们家|家)?)(?:已经|刚|刚刚|最近|去年|上个月|上周|前年|今年|年初|"
       rf"[一二两三四五六七八九十\d]+(?:个月|年)前)*(?:从[{CJK}A-Za-z]{{2,8}}?)?"
       r"(?:搬到了?|搬去了?|搬家到了?|搬回了?|移居到?了?)"
       rf"(?P<place>(?:(?!的|以后|之后|之前|时候)[{CJK}A-Za-z]){{2,8}}?)(?=$|[，。！？,.!?\s]|了|啦|住)",
       _zh("home", "home", "place")),
    # A transfer from one city to another is a move: "我从大连调到厦门了" (not "调到周五").
    rule("调", r"(?:^|我(?:们|们家|家)?)(?:已经|刚|刚刚|最近|去年|上个月|上周|今年)*"
       rf"(?:被)?从{_ZH_PLACE}(?:调到|调去|调回|调往)了?(?P<place>{_ZH_PLACE})",
       _zh("home", "home", "place")),
    rule("定居|安顿|安家", r"(?:^|(?<=[，,！!])\s*|我(?:们|们家|家)?)(?:现在|目前|已经|刚|上周|"
       rf"上个月|去年)*(?:刚)?(?:定居(?:在|到)?(?P<place>{_ZH_SPOT}{{2,8}}?)(?=$|[，。！,.!\s]|了|啦)|"
       rf"在(?P<place2>{_ZH_PLACE})(?:安顿下来|安家|定居))",
       _zh_own(lambda m: [("home", "home", grp(m, "place") or grp(m, "place2"), False)])),
    rule("家在|家住", rf"我(?:们)?家(?:现在|目前|就)?(?:在|住)(?:在)?(?P<place>{_ZH_PLACE})",
       _zh("home", "home", "place")),
    rule("住", rf"我(?:们)?(?:现在|目前|已经|一直)?在(?P<place>{_ZH_PLACE})(?:住了|住)"
       r"(?:[一二两三四五六七八九十几多\d]+年|很多年|很久|好多年|好几年|大半辈子|一辈子)",
       _zh("home", "home", "place")),
    # The subject dropped after a comma when the clause says now: "老家东北的，现在住南京" (after
    # the rules above, so the city a move names comes before "…，现在住南山").
    rule("住", rf"(?:^|[，,]\s*)(?:现在|目前)(?:住在|住(?!在)){_NOT_HOME}(?P<place>"
       rf"[{CJK}A-Za-z]{{2,8}}?)(?=$|[，。！？,.!?\s]|了|附近|这边|那边|啦|的)", _lives),
    rule("人", rf"我是(?P<place>{_ZH_PLACE})人", _zh("home", "home:origin", "place")),
    rule("老家", rf"我(?:的)?老家(?:是|在)(?P<place>{_ZH_PLACE})",
       _zh("home", "home:origin", "place")),
)

WORK_ZH: tuple[Rule, ...] = (
    # (not "我在考虑明年要不要换工作": a plan)
    rule("工作|上班|实习|任职|打工|当|做", r"我(?:现在|目前|一直|也)?在(?!考虑|犹豫|想|打算|准备)"
       rf"(?P<emp>[{CJK}A-Za-z0-9]{{1,10}}?)(?:工作|上班|实习|任职|打工|"
       rf"(?:当|做)(?P<job>{_ZH_JOBS}))", _zh_work),
    rule("是", r"我是(?:一名|一个|个|一位|名)?"
       rf"(?:(?![说觉想是不])[{CJK}]){{0,4}}?(?P<job>{_ZH_JOBS})",
       _zh("work", "work:role", "job")),
    rule("做|当|干|从事", r"我(?:现在|目前|一直|已经)?(?:在做|在当|在干|做|当|干|从事)(?:了)?"
       rf"(?:一名|一个|名)?(?P<job>{_ZH_JOBS})", _zh("work", "work:role", "job")),
    rule("辞职|离职|裁|辞退|失业|下岗", r"我(?:已经|刚|刚刚|最近|上个月|上周|去年|前段时间)?"
       r"(?P<st>辞职|离职|被裁(?!判)员?|被辞退|失业|下岗)了?(?![了的])",
       _zh_job_ended),
    rule("退休", r"我(?:已经)?(?P<st>退休)了?", _zh("work", "work:status", "st")),
    # A new employer, the subject often dropped ("毕业啦！入职宁德时代做电池研发"), not a friend's.
    rule("入职|跳槽", r"(?:我|(?:^|(?<=[，,]))\s*)(?:已经|刚|刚刚|下个?月|下周|马上|正式)?"
       r"(?:入职(?:了)?|跳槽(?:到|去)了?)(?!体检|手续|培训|材料|时间|日期|面试|通知|前|后|的|"
       r"[一二两三四五六七八九十几半满快刚第那以之\d])"
       rf"(?P<emp>[{CJK}A-Za-z0-9]{{2,10}}?)"
       r"(?=[，,。！!；;]|做|当|干|上班|工作|了|$)",
       _zh_own(_zh("work", "work:employer", "emp"))),
    # One's own business ("辞职了，现在自己开了个奶茶店"): the user's, not a friend's.
    rule("开了", r"(?:我(?:现在|目前|已经|后来)?(?:自己)?|(?:^|(?<=[，,]))\s*"
       r"(?:现在|目前|已经|后来)?自己)(?:开了|开)(?:一)?(?:个|家|间)"
       rf"(?P<emp>(?:(?![的在])[{CJK}A-Za-z]){{1,8}}?(?:店|公司|工作室|餐馆|饭馆|诊所|民宿))",
       _zh_own(_zh("work", "work:employer", "emp"))),
)

SCHEDULE_ZH: tuple[Rule, ...] = (
    rule("我", rf"我(?P<when>{_ZH_WHEN})(?:都|还|也)?(?:要|得|有|需要|去|约了|预约了)+(?:去)?"
       rf"(?:一个|个|一场|场)?(?P<act>[{CJK}]{{1,8}})", _zh_event),
    rule("改|推迟|提前|挪|定在|安排在",
       rf"(?:我的)?(?P<act>[{CJK}]{{1,6}}?)(?:改到了?|推迟到了?|提前到了?|改成了?|挪到了?|"
       rf"定在了?|安排在了?)(?P<when>{_ZH_DATE})", _zh_moved),
    # Subject dropped ("别让我忘了，周三上午十点要开家长会"): only with a time of day, so
    # "明天要下雨" is not an appointment.
    rule("点|午|晚上|早上", rf"(?:^|[，,：:]\s*)(?P<when>(?:{_ZH_DATE})"
       rf"(?:{_ZH_PART}(?:{_ZH_CLOCK})?|(?:{_ZH_CLOCK})))(?:我)?(?:都|还|也)?"
       r"(?:要|得|有|需要|约了|预约了)+(?:去)?(?:一个|个|一场|场)?"
       rf"(?P<act>(?!下雨|下雪|降温|刮风|变天)[{CJK}]{{1,8}})", _zh_event),
    rule("约了|预约了|订了", rf"我(?:已经)?(?:约了|预约了|订了)(?P<when>{_ZH_WHEN})(?:的)?"
       rf"(?:一个|个|一场|场)?(?P<act>[{CJK}]{{1,8}})", _zh_event),
    rule("班", r"我(?:一直|现在|经常|平时|这个月)?(?:上|值|做|轮)"
       r"(?P<s>大夜班|夜班|早班|晚班|白班|中班|倒班)",
       lambda m: [("schedule", "schedule:shift", grp(m, "s"), False)]),
)

BUDGET_ZH: tuple[Rule, ...] = (
    rule("预算", rf"预算[^。！？\d一二两三四五六七八九十百千万]{{0,8}}?(?P<amt>{_ZH_AMT})",
       lambda m: [("budget", "budget", grp(m, "amt"), False)] if re.search(
           r"[\d一二两三四五六七八九十百千万]", grp(m, "amt")) else []),
    rule("花|出|付", rf"(?:最多|顶多|至多|只|只能|最多只)能?(?:花|出|付|用)(?P<amt>{_ZH_AMT})",
       lambda m: [("budget", "budget", grp(m, "amt"), False)] if re.search(
           r"[\d一二两三四五六七八九十百千万]", grp(m, "amt")) else []),
)

CONSTRAINT_ZH: tuple[Rule, ...] = (
    rule("恐|怕|晕", r"我(?:也|一直|比较|特别|非常|很|有点|有些|容易|会|从小就?|有)*"
       r"(?P<f>恐高症?|怕高|晕船|晕车|晕机|怕水|恐水|怕黑|怕狗|怕蛇|幽闭恐惧症?)",
       lambda m: [("constraint", "constraint:" + _ZH_FEAR_KEY[grp(m, "f")], grp(m, "f"), False)]),
    rule("轮椅", r"我(?:平时|一直|现在|目前|出门|需要|得|要|都)*(?:坐|用|靠|离不开)着?轮椅",
       lambda m: [("constraint", "constraint:aid:wheelchair", "坐轮椅", False)]),
    rule("不会|不能|没法|不敢", r"我(?:也|还|一直)?(?:不会|不能|没法|不敢)"
       r"(?P<v>开车|游泳|骑自行车|骑车|爬楼梯|久站|走远路|坐飞机)",
       lambda m: [("constraint", "constraint:cannot:" + _ZH_CANNOT.get(grp(m, "v"), grp(m, "v")),
                   grp(m, "v"), False)]),
    rule("没", r"我(?:家|们家)?(?:没有|没)"
       r"(?P<eq>烤箱|微波炉|洗碗机|冰箱|车|汽车|空气炸锅|电饭煲|搅拌机|燃气灶|炉子)",
       lambda m: [("constraint", f"constraint:no:{grp(m, 'eq')}", f"没有{grp(m, 'eq')}", False)]),
)

NOTE_ZH: tuple[Rule, ...] = (
    rule("记|忘", r"^(?:请你|请|麻烦你?|你要|你给我|你|帮我)?"
       r"(?:记住|记着|记得|别忘了|不要忘了|不要忘记|别忘记|记一下|记下)(?:点|啊|哈|哦|呀|喔|了啊|了哈)?"
       r"[:：，,]?\s*(?P<body>.+)",
       note_fact),
)
