"""Rules of the rule-based fact extractor (:mod:`convmem.facts.rules`) for a pregnancy told the
way people announce it, in English and Chinese: without the word "pregnant".

"two lines this morning, about 5 weeks I think", "I'm about 5 weeks", "20 weeks along today",
"we're trying for a baby", "doing IVF at the moment", "7 months postpartum and exclusively
breastfeeding"; "测出来两道杠了，刚六周", "终于怀上了", "孕晚期了", "32周了" (with the bump or
the baby in the sentence), "预产期是下个月15号", "在备孕", "在家坐月子", "还在哺乳期".

Design decisions:

- **One slot.** The user's pregnancy is filed as ``pregnancy:status``
  (:data:`~convmem.facts.vocabulary.PREGNANCY_STATUS`) by these rules and by those that read
  "I'm pregnant", "I'm 8 weeks along" and "我怀孕了" (they filed ``medical:pregnant`` before), so
  trying, expecting and the weeks after the birth replace each other as the user's news moves
  on (``pregnancy`` also supersedes by meaning, :data:`~convmem.facts.ledger.SIMILAR_SLOTS`).
  A due date keeps its own slot (``pregnancy:due date``); a gestational diabetes is a condition
  (``medical``), beside them. A message that tells the status over several sentences is quoted
  whole (:data:`convmem.facts.rules.TOLD_OVER`).
- **Why rules.** The meaning detector read most of these as guesses or as nothing: on the
  eighteenth to thirty-eighth blind sets (seen data, their first runs recorded) 65 pregnancy
  facts were missed, 38 of them in Chinese, which is 30% of the Chinese pregnancy facts and
  the weakest topic and language of the detector. The words are few and specific, and a
  pregnancy is a fact the pinning treats as critical.
- **What they do not read.** The guards of :mod:`convmem.facts.rules` drop questions,
  hypotheticals ("如果怀孕了"), quotes and another person's clause ("my sister got two lines");
  a sentence naming someone else before the match (:data:`_OTHERS_ZH`: "我闺蜜怀孕了，预产期在
  十月", as a Chinese clause drops its subject; :data:`_OTHERS_EN`: "my wife is 20 weeks along")
  is dropped, and so is a test that is not a pregnancy test (:data:`_NOT_PREGNANCY`: covid,
  strep …). Births are not read here: the announcement
  ends a current pregnancy (:func:`convmem.facts.updating.births`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from convmem.facts.vocabulary import FAM, PREGNANCY_STATUS, Builder, Found, Rule, rule

__all__ = ["PREGNANCY", "PREGNANCY_ZH"]

# A positive test, or a count of weeks, about something else.
_NOT_PREGNANCY = re.compile(r"\b(?:covid|corona|flu|strep|lateral\s+flow|pcr|antigen|rapid|"
                            r"isolat\w*|quarantin\w*|drugs?|std|sti|sober|clean|smoke-free|"
                            r"post-?op|surgery|cast|code|poem|script)\b|新冠|阳性|流感|戒烟|手术",
                            re.IGNORECASE)
# Someone else a Chinese sentence is about (a clause after it drops the subject).
_OTHERS_ZH = re.compile(r"闺蜜|朋友|同事|表姐|表妹|堂姐|堂妹|室友|邻居|姐姐|妹妹|嫂子|弟媳|儿媳|"
                        r"女儿|她|客户|顾客|角色|老婆|媳妇|太太|妻子|爱人|别人|人家|舍友|同学|领导|老板|亲戚")
# Someone else as the subject before the match ("my sister got two lines", "my wife is 20 weeks
# along"; not "a surrogate for my sister and her wife — 24 weeks along").
_OTHERS_EN = re.compile(rf"\b(?:(?:my|our|his|her|their|a)\s+(?:\w+\s+)?(?:{FAM}|friend|bestie|"
                        r"buddy|mate|pal|teammate|colleague|co-?worker|boss|neighbou?r|roommate|"
                        r"flatmate)(?:\s+\w+)?|she|he|they)"
                        r"(?:'s|'re|\s+(?:is|are|was|were|has|have|had|got|just|finally))\b",
                        re.IGNORECASE)
# The bump or the baby: a count of weeks alone ("32周了") is a pregnancy only beside them.
_BUMP_ZH = re.compile(r"孕|肚子|宝宝|胎|B超|产检|怀")
_WEEKS = r"(?:\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+weeks?"


def _status(check: re.Pattern[str] | None = None, key: str = PREGNANCY_STATUS) -> Builder:
    """A builder filing the match as the user's pregnancy (``check``: what the sentence must
    also hold), under ``key``."""
    def build(m: re.Match[str]) -> Iterable[Found]:
        sentence = m.string
        if _NOT_PREGNANCY.search(sentence) or (check is not None and not check.search(sentence)):
            return
        others = _OTHERS_ZH if re.search(r"[\u4e00-\u9fff]", m.group(0)) else _OTHERS_EN
        if others.search(sentence, 0, m.start()):
            return
        yield "pregnancy", key, " ".join(m.group(0).split()), False
    return build


def _condition(m: re.Match[str]) -> Iterable[Found]:
    if not (_OTHERS_ZH.search(m.string, 0, m.start()) or _OTHERS_EN.search(m.string, 0, m.start())):
        yield "medical", "medical:gestational-diabetes", m.group(0), False


PREGNANCY: tuple[Rule, ...] = (
    # A positive test: "two lines this morning", "positive test this morning!!".
    rule("lines|positive", r"\btwo\s+(?:pink\s+|blue\s+|faint\s+)?lines(?!\s+(?:of|about|for|in|"
       r"from|to|into)\b)|\bpositive\s+(?:pregnancy\s+)?tests?\b(?!\s+(?:for|from|on)\b)",
       _status()),
    rule("trying", r"\b(?:i|we)(?:'re|\s+are|'ve\s+been|\s+have\s+been|\s+am|'m)\s+(?:(?:still|"
       r"now|actively|officially|currently)\s+)?trying\s+(?:for\s+(?:a|another|our\s+first|"
       r"a\s+second|number\s+two)\s+(?:baby|kid|child)|to\s+(?:conceive|get\s+pregnant|have\s+a\s+"
       r"baby))\b|\b(?:the\s+)?trying\s+(?:(?:has\s+)?worked|paid\s+off|phase\s+is\s+over)\b",
       _status()),
    # "I'm about 5 weeks", "I'm 9 weeks and already …" (not "3 weeks into the job", "out from").
    rule("week", r"\b(?:i'?m|im|i\s+am)\s+(?:now\s+|only\s+|almost\s+|nearly\s+|about\s+|around\s+|"
       r"just\s+|exactly\s+|officially\s+)?\d{1,2}(?:\+\d)?\s*(?:weeks?|wks?)"
       r"(?=\s*(?:$|[,.!;:)—–-])|\s+(?:and|now|today|already|with\s+(?:twins|my|our)|"
       r"i\s+think)\b)", _status()),
    rule("along", rf"\b{_WEEKS}\s+along\b(?!\s+(?:in|into|through|with|the|on|at|my|our|your|a|"
       r"an)\b)", _status()),
    rule("trimester|week", r"\b(?:(?:i'?m|im|i\s+am|we'?re)\s+(?:now\s+|officially\s+|finally\s+)?"
       r"(?:in\s+(?:my|the)\s+)?(?:first|second|third|1st|2nd|3rd)\s+trimester|^(?:first|second|"
       r"third|1st|2nd|3rd)\s+trimester|(?:had|have|got)\s+(?:the|my|our)\s+\d{1,2}[- ]week\s+"
       r"(?:anatomy\s+|dating\s+|growth\s+)?scan)\b", _status()),
    rule("ivf|iui|fertility", r"\b(?:doing|going\s+through|in\s+the\s+middle\s+of|undergoing|"
       r"started|mid)\s+(?:a\s+round\s+of\s+|our\s+|my\s+)?(?:ivf|iui|fertility\s+treatment)\b",
       _status()),
    rule("postpartum|breastfeeding|breast-feeding",
         r"\b(?:i'?m|im|i\s+am|currently|still)\s+(?:(?:currently|still|now|exclusively|only|"
         r"about|around)\s+)*(?:\d{1,2}\s+(?:weeks?|months?)\s+postpartum|postpartum|"
         r"breast-?feeding)\b", _status()),
    rule("baby", r"\b(?:(?:i|we)\s+(?:just\s+|finally\s+)?had|^had)\s+(?:the|our|my)\s+baby\b",
         _status()),
    rule("pregnant", r"^pregnant(?=\s*(?:[,.!;—–-]|$))", _status()),
    rule("gestational", r"\bgestational\s+diabetes\b(?!\s+(?:is|are|risk|test|screening)\b)",
         _condition),
)

PREGNANCY_ZH: tuple[Rule, ...] = (
    rule("杠", r"两[道条]杠", _status()),
    rule("怀|胎", r"(?:终于|已经|又)?怀上(?:了|啦|二胎|老二)?|怀了?(?:二胎|老二|三胎|双胞胎)|"
       r"二胎来了|(?:确认|查出来?|测出来?)了?怀孕", _status()),
    rule("孕", r"(?:现在是|已经|到了?|进入)?孕[早中晚]期(?=了|啦|，|,|。|！|$|\s)|"
       r"孕(?:\d{1,2}|[一二三四五六七八九十]{1,3})周", _status()),
    rule("周", r"(?<![\d一二三四五六七八九十])(?:\d{1,2}|[一二三四五六七八九十]{1,3})周了",
         _status(_BUMP_ZH)),
    rule("预产期", r"预产期(?:是|在|改到了?|改成|定在|推到)[^，。！？,!?]{1,12}",
         _status(key="pregnancy:due date")),
    rule("备孕", r"(?:我们?|正)?在备孕|备孕(?:中|成功)|备孕[一两三四五\d半]+(?:年|个月)",
         _status()),
    rule("月子", r"(?:在|正在)(?:家)?坐月子|坐月子中", _status()),
    rule("哺乳|母乳|喂奶", r"(?:在|还在|正在)(?:哺乳期|喂母乳|喂奶)|母乳喂养中|哺乳期中",
         _status()),
    rule("高龄产妇", r"高龄产妇", _status()),
    rule("妊娠", r"妊娠(?:期)?(?:糖尿病|高血压)", _condition),
)
