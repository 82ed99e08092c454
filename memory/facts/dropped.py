"""A sentence whose subject is dropped, read as the user's.

Every rule (:mod:`convmem.facts.rules`) needs a first-person subject, but people leave it out
when it is obvious: Chinese does it as grammar ("鸡蛋过敏，连蛋糕都不敢碰", "刚失业，现在靠存款
过日子", "有胃溃疡"), chat English as a habit ("got laid off yesterday", "allergic to shellfish
btw", "on the pill (yaz) if that matters"). The rules read such a sentence with the subject
it dropped put back (:func:`with_subject`: "我", "I", "I'm" or "I've" before it); a fact's quote
is still the sentence as written.

Design decisions:

- **Only at the start of a sentence, and only where the first clause names no one.** A first
  person anywhere in that clause means the rules read the sentence as it is; someone else at its
  start ("Tom got laid off", "乐乐已经升四年级了", "他刚失业") is theirs, and is not read.
- **A closed list of first words, not a guess at parts of speech.** A dropped "I" leaves a verb or
  a predicate first, and an imperative or a noun phrase looks the same to a regular expression
  ("Take a look", "Don't forget the eggs"). So English is read only when its first word (after
  a few adverbs: "just moved", "finally living alone") is one that states something of the
  speaker — "allergic", "vegan", "pregnant", "taking", "got", "moved", "quit", "been" …; not
  "take", "have", "don't", "love" or "hate", which open requests as often as facts, nor "was"
  ("was going to go vegan for the week"). Chinese is read when it opens with an adverb of time
  or a verb of the rules' kinds (有, 在, 不, 吃, 住, 得了, 确诊, 失业, 辞职 …), or with an allergy
  of a common allergen ("鸡蛋过敏", "对芒果过敏"): 03ebe77 read any word before 过敏, and a
  review found 128 of 194 look-alikes read as the user's allergy — a relative without 我
  ("老婆芒果过敏"), a form ("药物过敏史：无"), a label ("对本品过敏者禁用"), a hedge
  ("可能是花粉过敏"), a time ("去年海鲜过敏住院了").
- **Not in a question, nor for the moment**: a first clause that ends in a question mark asks
  ("Allergic to peanuts? Here's a safe list"); one that says "for the day" tells no lasting
  state ("Vegetarian for the day because the canteen ran out of chicken").
- **The detector reads it as named too**: such a sentence must score only the threshold, not
  the margin of one that names no one (``convmem.facts.meaning.UNNAMED_MARGIN``).
- **The English sentence's first letter is lowered** before reading, so a capital left by the
  sentence's start is not read as a name ("I'm Allergic to shellfish").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from convmem.facts.rules_zh import ZH_SOMEONE
from convmem.facts.vocabulary import (
    CLOSE,
    FAM,
    FIRST_PERSON,
    HAS_CJK,
    ICASE,
    KIN,
    OTHER_PEOPLE,
    OTHERS,
    SPECIES,
)

__all__ = ["with_subject"]

_EN_ADVERBS = (r"(?:(?:just|recently|finally|currently|still|also|officially|newly|now|"
               r"basically|literally|already|only|mostly|actually|technically)\s+)*")
# The subject a first word takes: "I'm allergic", "I've been", "I got".
_EN_ADJ = ("allergic|alergic|intolerant|lactose|celiac|coeliac|gluten-free|dairy-free|vegan|"
           "vegetarian|veggie|pescatarian|diabetic|prediabetic|pre-diabetic|epileptic|asthmatic|"
           "autistic|pregnant|married|divorced|engaged|widowed|unemployed|deaf|blind|colorblind|"
           "colourblind|afraid|terrified|scared")
_EN_AM = ("expecting|taking|living|moving|working|studying|"
          # "on warfarin", "on the pill"; not "on the meds: …", "on my way", "on a plane"
          r"on(?!\s+(?:the\s+(?!pill\b)|a\s|an\s|my\s|this\s|that\s|it\b|top\b|time\b))")
_EN_HAVE = "been"
# "had" tells something lasting ("Had a heart attack two years back"), unless the moment is named
# in its clause ("Had a migraine this afternoon but it's easing off").
_EN_HAD = (r"had(?![^,.;!?]*\b(?:today|tonight|this\s+(?:morning|afternoon|evening)|yesterday|"
           r"last\s+night)\b)")
_EN_I = (r"got|moved|started|quit|lost|retired|live|lived|took|went|gave|switched|stopped|became|"
         r"turned|can't|cannot|can’t|adopted|finished|graduated|defended|relocated|left|joined|"
         rf"signed|sold|bought|{_EN_HAD}")
_EN_START = re.compile(rf"^{_EN_ADVERBS}(?:(?P<adj>{_EN_ADJ})|(?P<am>{_EN_AM})|"
                       rf"(?P<have>{_EN_HAVE})|(?P<i>{_EN_I}))(?![\w'’-])", ICASE)
# An adjective is a predicate ("pregnant with twins", "Lactose intolerant here lol") when no noun
# follows it ("Pregnant women should avoid sushi", "Vegan cheese is gross", "Deaf people …").
_PREDICATE = re.compile(r"\s*(?:$|[^\w\s'’]|(?:to|of|with|since|for|and|or|in|from|after|as|at|"
                        r"too|now|again|btw|here|myself|lol|though|so|but|because|type|ever|"
                        r"forever|already|still|until|af|rn|all|right|honestly|literally|haha|"
                        r"intolerant|disease|these|this)\b)", ICASE)
# A finite verb after the opening word makes it the clause's subject, not a predicate whose
# subject was dropped ("Taking ibuprofen with alcohol is dangerous", "Working at Google sounds
# like a dream", "Celiac disease affects 1% of people").
_FINITE = re.compile(r"\b(?:is|are|was|were|isn't|aren't|wasn't|would|could|should|can|must|"
                     r"will|may|sounds?|seems?|looks?|costs?|makes?|helps?|causes?|affects?|"
                     r"means?|counts?|works?|has|have|lowers?|raises?|needs?|requires?|safe|ok|"
                     r"okay|worth|dangerous|common|normal)\b", ICASE)
# Someone else named later in the sentence ("Got laid off, my brother says", "On metformin
# since 2019, Dad says"), or as the subject of the sentence before ("My brother just moved to
# Denver. Got laid off from Boeing last month.", "Sarah called. Pregnant with twins!").
_EN_SOMEONE = re.compile(r"\b(?:he|she|they|his|her|their|him|them)\b|\bi\s+mean\b|"
                         r"\b(?:says|said|did|does)\s*[.!]*$|[,;:]\s*(?:(?:my|our|the)\s+)?"
                         rf"(?:{FAM}|{CLOSE}|{OTHER_PEOPLE}|hubby|wifey)\b|[,;:]\s*(?-i:[A-Z][a-z]+)"
                         r"\s+(?:did|does|says|said|is|was|has|had|thinks|told|(?:and|&)\s+"
                         r"(?-i:[A-Z][a-z]+))\b|"
                         # someone's words or story: "…, the actor confirmed", "…, that's Nick's"
                         r"\b(?:confirmed|revealed|screamed|told|wrote|reported|announced)\b|"
                         r"[,;:]\s*(?:that's|that\s+is|is\s+what)\b", ICASE)
# A sentence mentioning someone else, a pet included: the subject the next one drops may be theirs
# ("Met a new client today. Vegan, gluten-free, very picky.", "Adopted a cat. Diabetic, …").
_MENTIONS = re.compile(rf"\b(?:{FAM}|{CLOSE}|{OTHER_PEOPLE}|hire|he|she|they|him|them)\b|"
                       rf"\b{SPECIES}\b|{ZH_SOMEONE.pattern}|客户|病人|患者|猫|狗|兔子|宠物", ICASE)
# Chinese that is no statement of the speaker's: in its first clause, advice or a question without
# 吗 (a modal: "有糖尿病能吃西瓜", "查出甲状腺结节别慌"), a headline or a topic ("怀孕期间",
# "怀孕初期症状", "病例新增") or the moment (今天); anywhere, an ended past ("从小对鸡蛋过敏，长大
# 就好了", "刚失业那会儿") or someone's words (听说, 说的).
_ZH_NOT_SAID = re.compile(r"能|可以|别|不要|必读|期间|初期|症状|病例|新增|如何|指南|攻略|后|"
                          r"今天|今晚|明天")
_ZH_NOT_NOW = re.compile(r"那会儿|后来|长大|就好了|听说|据说|说的")
# A name as a sentence's subject ("Sarah called.", "Tom's pregnant", "小李鸡蛋过敏。", "乐乐…").
_NAMED_SUBJECT = re.compile(r"^(?-i:(?!(?:I|Just|Finally|Recently|Then|So|Also|Still|Now|Today|"
                            r"Yesterday|Anyway|Honestly|Well|Oh|Ok|Okay|Update|Sorry|Thanks|Yeah|"
                            r"Yes|No|Life|Work|Everything|It|This|That|There|Here|What|Who)\b)"
                            r"[A-Z][a-z]+)(?:['’]s|\s+(?:is|was|has|had|got|just|called|texted|"
                            r"said|says|and)\b)|^(?:小|老|阿)[\u4e00-\u9fff]|^([\u4e00-\u9fff])\1")
# Common allergens: an allergy told without a subject names one ("鸡蛋过敏", "对芒果过敏"); any
# other word before 过敏 may be a person ("老婆芒果过敏"), a form ("药物过敏史：无"), a label
# ("对本品过敏者禁用"), a hedge ("可能是花粉过敏") or a time ("去年海鲜过敏住院了"); and 过敏
# ends its clause ("花粉过敏季节又到了", "花生过敏人士请勿食用" are about the allergy).
_ZH_ALLERGEN = ("(?:花生|坚果|腰果|杏仁|核桃|榛子|开心果|海鲜|海产品?|虾|蟹|贝类?|鱼|鸡蛋|蛋清|"
                "蛋白|蛋黄|牛奶|乳糖|乳制品|奶制品|小麦|麸质|麦麸|大豆|黄豆|豆制品|芝麻|芒果|菠萝|"
                "猕猴桃|桃子?|草莓|花粉|尘螨|螨虫|猫毛?|狗毛?|动物毛发?|青霉素|头孢(?:类)?|"
                "阿司匹林|布洛芬|磺胺(?:类)?|酒精|乳胶|柳絮|蜂蜜|蚕豆|荞麦|紫外线)")
_ZH_ALLERGY = (rf"(?:(?:也|一直|从小|现在|已经|目前)*对)?{_ZH_ALLERGEN}"
               rf"(?:(?:和|、|跟|还有){_ZH_ALLERGEN})*(?:都|也|特别|非常|严重)?过敏"
               r"(?=[了啊呀哦，,。！!；;\s…~]|$)")
# A verb of the rules' kinds opening the sentence, not the first character of a noun (辞职信,
# 失业率, 失业保险, 被裁员工, 下岗职工, 退休金, 患者).
_ZH_START = re.compile(
    rf"^(?:{_ZH_ALLERGY}|(?:刚|最近|一直|已经|从小|现在|目前|每天|平时|本来|之前|以前|去年|今年|"
    r"前年|上个?月|上周|这个?月|这周|天天|长期|正在|还在|也|还|终于|总算)*"
    r"(?:有(?!点|些|没有|人|的|个|一)|在|不|没|吃|住|得了|患(?!者)|确诊|查出|怀|搬|辞(?!职信|职报告)|"
    r"失业(?![率金险保人])|被裁(?!员工|判)|下岗(?!职工|再就业)|退休(?![金人工年])|入职|考上|升|换|养|领养|"
    r"戒|备孕|开始|读|租|一个人住))")
# A hedge: what the sentence says may not be so ("Got laid off maybe", "海鲜过敏吧，大概"; 吧 only
# in the first clause: later it asks for something, "鸡蛋过敏，推荐点吃的吧").
_HEDGE = re.compile(r"可能|大概|也许|好像|\b(?:maybe|possibly|probably|might|not\s+sure)\b", ICASE)
_EN_SUBJECT = re.compile(r"(?<![\w'’])(?:i|i'm|im|i've|i'd|i'll|we|we're|we've)(?![\w'’])", ICASE)
# A state said to last a moment ("Vegetarian for the day because the canteen ran out").
_FOR_NOW = re.compile(r"\bfor\s+(?:the|a|one|this|that)\s+(?:\w+\s+)?(?:day|night|week|"
                      r"weekend|month|hangover|headache|cold|trip|challenge)\b|\bfor\s+(?:a\s+)?"
                      r"few\s+days\b|\bfor\s+lent\b|\bas\s+a\s+challenge\b|\btoday\b|\btonight\b|"
                      r"\bthen\s+back\b", ICASE)
_CLAUSE_END = re.compile(r"[,;:，；：。！？!?]")
_CLAUSES = re.compile(r"[,;:，；：]")


def _someone_before(told: Sequence[str]) -> bool:
    """Whether the subject a sentence drops may be someone else's: the latest of the sentences
    ``told`` before it that names anyone names someone else, or is a label ("过敏原："). Those
    that name no one are passed over ("My brother just moved to Denver. Loves it. Got laid off
    …" is the brother's; "My knee's been bad. Got diagnosed with arthritis." the user's)."""
    for before in reversed(told):
        if KIN.match(before) or OTHERS.match(before) or _NAMED_SUBJECT.match(before) \
                or _MENTIONS.search(before) or before.rstrip()[-1:] in (":", "："):
            return True
        if FIRST_PERSON.search(before):  # (the user: "My knee's been bad.")
            return False
    return False


def _someone_later(rest: str) -> bool:
    """Whether a later clause of the sentence is about someone else ("确诊了肺癌，我舅舅"), or
    names them in Chinese ("芒果过敏，老公说的", "失业了，小李说他想回老家")."""
    return any(KIN.match(c) or OTHERS.match(c) or ZH_SOMEONE.search(c)
               for c in (c.strip() for c in _CLAUSES.split(rest)) if c)


def with_subject(body: str, told: Sequence[str] = ()) -> str:
    """``body`` (a sentence, its openers stripped) as the rules read it: with the subject it
    dropped put before it (``"我"``, ``"I "``, ``"I'm "`` or ``"I've "``), else as it is (it
    names its subject, or may not be the user's: see the module docstring). ``told`` are the
    message's sentences before it."""
    first = _CLAUSE_END.split(body, maxsplit=1)[0]
    rest = body[len(first):]
    if rest[:1] in ("?", "？", ":", "：") or _FOR_NOW.search(body) or _HEDGE.search(body) \
            or "吧" in first or _someone_before(told) or _someone_later(rest):
        return body
    if HAS_CJK.match(body):
        if FIRST_PERSON.search(first) or "的" in first or _ZH_NOT_SAID.search(first) \
                or _ZH_NOT_NOW.search(body) or not _ZH_START.match(body):
            return body
        return f"我{body}"
    start = _EN_START.match(body)
    if start is None or _EN_SUBJECT.search(first) or _EN_SOMEONE.search(rest) \
            or _FINITE.search(first, start.end()) \
            or (start.group("adj") and not _PREDICATE.match(body, start.end())):
        return body
    subject = "I've " if start.group("have") else "I " if start.group("i") else "I'm "
    return f"{subject}{body[:1].lower()}{body[1:]}"
