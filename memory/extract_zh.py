"""Chinese rules of the rule-based fact extractor (:mod:`convmem.extract`).

What lives here: the Chinese word lists (relations, drugs, species, jobs, dates, amounts), the two
builders only Chinese rules use (``_zh``, which takes the value from one named group, and
``_zh_count``, for "我有两个孩子"), and the Chinese rules, one tuple per category. They fill the
same key slots as the English rules and pass through the same guards in :mod:`convmem.extract`
(questions, hypotheticals and other people's facts are dropped).

Why the split is here: Chinese has no spaces or case, so its rules share no pattern fragments with
the English ones, only builders and tables from :mod:`convmem.extract_rules`. The rules are kept
per category because :mod:`convmem.extract` runs each category's English rules and then its
Chinese ones, the order they have always run in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from convmem.extract_rules import (
    _CJK,
    _REL_NORM,
    _ZH_NOT,
    Builder,
    Found,
    _allergy,
    _family,
    _g,
    _name,
    _note,
    _r,
    _Rule,
)

_ZH_FAM = ("老公|老婆|丈夫|妻子|爱人|儿子|女儿|孩子|宝宝|妈妈|母亲|爸爸|父亲|哥哥|姐姐|弟弟|"
           "妹妹|男朋友|女朋友|对象|奶奶|爷爷|外婆|外公")
_ZH_DRUG = (r"(?:二甲双胍|阿司匹林|布洛芬|胰岛素|降压药|降糖药|避孕药|安眠药|抗抑郁药|优甲乐|"
            r"华法林|他汀|"
            rf"(?![了的点些过完])[{_CJK}]{{1,6}}?(?:药|片|胶囊|霉素|沙坦|他汀|洛尔|地平|双胍|"
            r"西林|普利))")
_ZH_SPECIES = "狗狗|小狗|狗|猫咪|小猫|猫|兔子|鹦鹉|仓鼠|金鱼|乌龟|鸟|鱼"
_ZH_JOBS = ("软件工程师|工程师|程序员|护士|医生|大夫|老师|教师|律师|大学生|研究生|博士生|学生|"
            "设计师|会计师|会计|司机|厨师|销售|公务员|记者|警察|产品经理|经理|老板|自由职业者|"
            "快递员|外卖员|服务员|作家|编辑|翻译|农民|工人|分析师|研究员|科学家|教授|艺术家|"
            "摄影师|演员|主播|运营|前端开发|后端开发|全职妈妈|家庭主妇|咖啡师|药剂师|牙医")
_ZH_DATE = (r"(?:这|下|下下|本)?(?:周|星期|礼拜)[一二三四五六日天]|明天|后天|今晚|明晚|"
            r"\d{1,2}月\d{1,2}[日号]|\d{1,2}[日号]|每周[一二三四五六日天]|每天(?:早上|晚上)?|"
            r"下周|下个月|月底|周末")
_ZH_AMT = (r"(?:[\d.,]+|[零一二两三四五六七八九十百千万]+)\s*(?:万|千)?\s*(?:元|块钱|块|美元|欧元|"
           r"人民币|rmb|刀)?")


def _zh_count(m: re.Match[str]) -> Iterable[Found]:
    rel = _g(m, "rel")
    key = "children" if rel in ("孩子", "小孩") else _REL_NORM.get(rel, "siblings")
    yield "family", f"family:{key}", f"{_g(m, 'n')}个{rel}", False


def _zh(category: str, key: str, group: str, negated: bool = False) -> Builder:
    def build(m: re.Match[str]) -> Iterable[Found]:
        value = _g(m, group)
        if value and value not in _ZH_NOT:
            yield category, key.format(v=value), value, negated or bool(_g(m, "neg"))
    return build


_ALLERGY_ZH: tuple[_Rule, ...] = (
    _r("过敏", rf"我(?:的)?(?P<who>{_ZH_FAM})?(?:也|一直|从小|有点|非常|特别|严重)*(?P<neg>不再)?对"
       rf"(?P<obj>[^\s，。！？,.!?]{{1,10}}?)(?:严重|非常|特别|有点|有些|也)?(?P<neg2>不)?过敏",
       lambda m: _allergy(m, bool(_g(m, "neg") or _g(m, "neg2")))),
    _r("过敏", rf"我(?:的)?(?P<who>{_ZH_FAM})?(?:有)?(?P<obj>[^\s，。！？,.!?对]{{1,6}}?)过敏",
       lambda m: _allergy(m) if _g(m, "obj") not in _ZH_NOT else ()),
    _r("不耐", r"我(?:有)?(?P<obj>[^\s，。！？,.!?]{1,4}?)不耐受?", _allergy),
    _r("吃", r"吃(?P<obj>[^\s，。！？,.!?了]{1,6}?)[，,]?\s*我?(?:就|会|都会|就会)?"
       r"(?:起疹子|长疹子|起红疹|起荨麻疹|呼吸困难|喉咙肿|嘴唇肿|浑身痒)", _allergy),
)

_DIET_ZH: tuple[_Rule, ...] = (
    _r("素", r"我(?:现在|已经|一直|也)?(?:是|吃)(?:一名|一个|个)?"
       r"(?P<diet>素食者|素食主义者|素食|素)", lambda m: [("diet", "diet", "素食", False)]),
    _r("素", r"我(?:现在|已经)?(?:不再|不)(?:吃素|是素食者|是素食主义者)(?:了)?",
       lambda m: [("diet", "diet", "素食", True)]),
    _r("清真|生酮|低碳", r"我(?:们)?(?:只|一直|最近|现在)?(?:在)?(?:吃|是|做|进行)?"
       r"(?P<d>清真|生酮|低碳水?)",
       lambda m: [("diet", "diet:religious" if _g(m, "d") == "清真" else f"diet:{_g(m, 'd')}",
                   _g(m, "d"), False)]),
    _r("不吃|不喝|戒", r"我(?:们)?(?:从来|一直|已经|现在)?(?:不吃|不喝|戒了|不碰)"
       r"(?P<f>猪肉|牛肉|羊肉|肉|海鲜|鱼|鸡蛋|牛奶|乳制品|辣|酒|糖|香菜|葱|蒜|咖啡)",
       lambda m: [("diet", f"diet:no:{_g(m, 'f')}", f"不吃{_g(m, 'f')}", False)]),
)

_MEDICAL_ZH: tuple[_Rule, ...] = (
    _r("我", rf"我(?:也|一直|从小|去年|最近|前年)?(?P<neg>没有)?(?:有|得了|得过|患有|患了|确诊了?|"
       rf"被诊断出?(?:有|了)?)(?P<cond>糖尿病|高血压|低血压|哮喘|心脏病|抑郁症|焦虑症|偏头痛|癫痫|"
       rf"关节炎|胃炎|痛风|高血脂|高胆固醇|贫血|甲减|甲亢|乳糜泻|失眠|多动症|自闭症|"
       rf"[{_CJK}]{{1,6}}?(?:病|症|炎|癌|瘤))", _zh("medical", "medical:{v}", "cond")),
    _r("怀孕", r"我(?:已经|"
       r"现在)?(?P<cond>怀孕)(?:了)?", _zh("medical", "medical:pregnant", "cond")),
)

_MEDICATION_ZH: tuple[_Rule, ...] = (
    _r("吃|服|用|打|注射", r"我(?:现在|目前|一直|每天|每天都|长期|正在|在|也)*"
       rf"(?:吃|服用|服|用|打|注射)着?(?P<drug>{_ZH_DRUG})",
       _zh("medication", "medication:{v}", "drug")),
    _r("停|不再|没再", rf"我(?:已经|现在)?(?:停了|停用了?|不再吃|没再吃)(?P<drug>{_ZH_DRUG})",
       _zh("medication", "medication:{v}", "drug", negated=True)),
)

_NAME_ZH: tuple[_Rule, ...] = (
    _r("叫|名字", rf"(?:我叫做|我叫|我的名字(?:是|叫做|叫))(?P<n>[{_CJK}A-Za-z]{{1,4}}?)"
       r"(?=$|[，。！？,.!?\s～~]|就|吧|啊|呀|哦|哈)", lambda m: _name(m) if (
        _g(m, "n")[:1] not in "了过他她你它人车醒不什") else ()),
    _r("叫我", rf"叫我(?P<n>[{_CJK}A-Za-z]{{1,4}}?)(?=就|吧|好了|即可|$|[，。！？,.!?])",
       lambda m: _name(m) if _g(m, "n")[:1] not in "了过他她你它人什" else ()),
)

_FAMILY_ZH: tuple[_Rule, ...] = (
    _r("叫", rf"我(?:的)?(?P<rel>{_ZH_FAM})(?:的名字)?叫(?P<name>[{_CJK}A-Za-z]{{1,4}}?)"
       r"(?=$|[，。！？,.!?\s]|就|吧|啊|呀|哦)", _family),
    _r("有", r"我(?:们)?有(?P<n>一|两|二|三|四|五|\d)个(?P<rel>孩子|儿子|女儿|小孩|兄弟|姐妹|"
       r"哥哥|姐姐|弟弟|妹妹)", _zh_count),
)

_PET_ZH: tuple[_Rule, ...] = (
    _r("叫", rf"我(?:的|家的?|们家的?|"
       rf"们的)?(?P<sp>{_ZH_SPECIES})(?:的名字)?叫(?P<name>[{_CJK}A-Za-z]"
       r"{1,4}?)(?=$|[，。！？,.!?\s]|就|吧|啊|呀|哦)", _zh("pet", "pet:{v}", "name")),
    _r("养|有", rf"我(?:们)?(?:家)?(?:养了?|有)(?:一|两|二|三|几)?(?:只|条|个|头|匹)"
       rf"(?P<sp>{_ZH_SPECIES})(?:[，,]?\s*(?:它|他|她)?(?:叫|"
       rf"名字叫)(?P<name>[{_CJK}A-Za-z]{{1,4}}))?",
       lambda m: [("pet", f"pet:{_g(m, 'name') or _g(m, 'sp')}",
                   f"{_g(m, 'sp')} {_g(m, 'name')}".strip(), False)]),
)

_HOME_ZH: tuple[_Rule, ...] = (
    _r("住|生活|居", rf"我(?:们|们家|家)?(?:现在|目前|一直|也|还)?(?:住在|居住在|定居在|生活在|住)"
       rf"(?P<place>[{_CJK}A-Za-z]{{2,8}}?)(?=$|[，。！？,.!?\s]|了|附近|这边|那边|啦|的)",
       _zh("home", "home", "place")),
    _r("在", rf"我(?:们|们家|家)?(?:现在|目前|一直)?在(?P<place>[{_CJK}A-Za-z]{{2,8}}?)"
       r"(?:生活|居住|定居|安家)", _zh("home", "home", "place")),
    _r("搬|移居", rf"我(?:们|们家|家)?(?:已经|刚|刚刚|最近|去年|上个月)?"
       rf"(?:搬到了?|搬去了?|搬家到了?|移居到?了?)(?P<place>[{_CJK}A-Za-z]{{2,8}}?)(?=$|[，。！？,.!?\s]|了|啦|住)",
       _zh("home", "home", "place")),
)

_WORK_ZH: tuple[_Rule, ...] = (
    _r("工作|上班|实习|任职", rf"我(?:现在|目前|一直|也)?在(?P<emp>[{_CJK}A-Za-z0-9]{{1,10}}?)"
       r"(?:工作|上班|实习|任职)", lambda m: [] if _g(m, "emp") in ("家", "家里") else
       [("work", "work:employer", _g(m, "emp"), False)]),
    _r("是", rf"我是(?:一名|一个|个|一位|名)?(?P<job>{_ZH_JOBS})", _zh("work", "work:role", "job")),
    _r("退休", r"我(?:已经)?(?P<st>退休)了?", _zh("work", "work:status", "st")),
)

_SCHEDULE_ZH: tuple[_Rule, ...] = (
    _r("我", rf"我(?P<when>{_ZH_DATE})(?:要|得|有|需要|去|约了|"
       rf"预约了)+(?:去)?(?P<act>[{_CJK}]{{1,8}})",
       lambda m: [("schedule", f"schedule:{_g(m, 'act')}", f"{_g(m, 'when')}{_g(m, 'act')}",
                   False)]),
    _r("改|推迟|提前|挪|定在|安排在",
       rf"(?:我的)?(?P<act>[{_CJK}]{{1,6}}?)(?:改到了?|推迟到了?|提前到了?|改成了?|挪到了?|定在了?|"
       rf"安排在了?)(?P<when>{_ZH_DATE})", lambda m: [
           ("schedule", f"schedule:{_g(m, 'act')}", f"{_g(m, 'act')}{_g(m, 'when')}", False)]),
    _r("班", r"我(?:一直|现在|经常|平时|这个月)?(?:上|值|做|轮)"
       r"(?P<s>大夜班|夜班|早班|晚班|白班|中班|倒班)",
       lambda m: [("schedule", "schedule:shift", _g(m, "s"), False)]),
)

_BUDGET_ZH: tuple[_Rule, ...] = (
    _r("预算", rf"预算[^。！？\d一二两三四五六七八九十百千万]{{0,8}}?(?P<amt>{_ZH_AMT})",
       lambda m: [("budget", "budget", _g(m, "amt"), False)] if re.search(
           r"[\d一二两三四五六七八九十百千万]", _g(m, "amt")) else []),
    _r("花|出|付", rf"(?:最多|顶多|至多|只|只能|最多只)能?(?:花|出|付|用)(?P<amt>{_ZH_AMT})",
       lambda m: [("budget", "budget", _g(m, "amt"), False)] if re.search(
           r"[\d一二两三四五六七八九十百千万]", _g(m, "amt")) else []),
)

_CONSTRAINT_ZH: tuple[_Rule, ...] = (
    _r("没", r"我(?:家|们家)?(?:没有|没)"
       r"(?P<eq>烤箱|微波炉|洗碗机|冰箱|车|汽车|空气炸锅|电饭煲|搅拌机|燃气灶|炉子)",
       lambda m: [("constraint", f"constraint:no:{_g(m, 'eq')}", f"没有{_g(m, 'eq')}", False)]),
)

_NOTE_ZH: tuple[_Rule, ...] = (
    _r("记|忘", r"^(?:请你|请|麻烦你?|你要|帮我)?"
       r"(?:记住|记得|别忘了|不要忘了|不要忘记|别忘记|记一下|记下)[:：，,]?\s*(?P<body>.+)", _note),
)
