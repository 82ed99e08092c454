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
  A due date keeps its own slot (``pregnancy:due date``), never replaced by the status nor the
  status by it (:data:`~convmem.facts.ledger.SIDE_BY_SIDE`); a gestational diabetes is a
  condition (``medical``), keyed as the condition rules key it, beside them. A message that
  tells the status over several sentences is quoted whole, its value the latest stage told
  (:data:`convmem.facts.rules.TOLD_OVER`, :func:`stage`).
- **Why rules.** The meaning detector read most of these as guesses or as nothing: on the
  eighteenth to thirty-eighth blind sets (seen data, their first runs recorded) 65 pregnancy
  facts were missed, 38 of them in Chinese, which is 30% of the Chinese pregnancy facts and
  the weakest topic and language of the detector. The words are few and specific, and a
  pregnancy is a fact the pinning treats as critical.
- **What they do not read.** The guards of :mod:`convmem.facts.rules` drop questions,
  hypotheticals ("如果怀孕了"), quotes and another person's clause ("my sister got two lines");
  a sentence naming someone else before the match (:data:`_SOMEONE_ZH`: "我闺蜜怀孕了，预产期在
  十月", as a Chinese clause drops its subject; :data:`_SOMEONE_EN`: "my wife is 20 weeks
  along", "Sarah is 20 weeks along", "my sister started IVF")
  is dropped, and so is a test that is not a pregnancy test (:data:`_NOT_PREGNANCY`: covid,
  strep …). A test, "the trying" or "I'm 9 weeks and …" counts only beside what a pregnancy
  says (:data:`_TOLD`: weeks, a baby, a scan …), a count of Chinese weeks only beside the bump
  and not beside a newborn. A birth announced ends a current pregnancy
  (:func:`convmem.facts.updating.births`); "had the baby 3 weeks ago" is read here as the status
  after it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from convmem.facts.vocabulary import (
    FAM,
    HAS_CJK,
    MONTHS,
    PREGNANCY_DUE,
    PREGNANCY_STATUS,
    Builder,
    Found,
    Rule,
    rule,
)

__all__ = ["PREGNANCY", "PREGNANCY_ZH", "stage"]

# A positive test, or a count of weeks, about something else.
_NOT_PREGNANCY = re.compile(r"\b(?:covid|corona|flu|strep|lateral\s+flow|pcr|antigen|rapid|"
                            r"isolat\w*|quarantin\w*|drugs?|std|sti|sober|clean|smoke-free|"
                            r"post-?op|surgery|cast|code|poem|script|project)\b|新冠|流感|戒烟",
                            re.IGNORECASE)
# What a test, "the trying" or a count of weeks in a sentence must stand beside to be a
# pregnancy ("two lines this morning, about 5 weeks"; not "I only wrote two lines today", "all
# that trying paid off, I got the job").
_CUES = (r"pregnan|\bweeks?\b|\bwks?\b|\bbab(?:y|ies)\b|\bpink\b|\bfaint\b|\bmidwife\b|"
         r"\bscan\b|\bexpecting\b|\bbump\b|\bnause|\bdue\b|\bmorning\s+sickness\b|\btwins\b|"
         r"\bconceiv")
_TOLD = re.compile(rf"{_CUES}|\btrying\b|lines\b[^.?]{{0,20}}!|\btests?\b.*\bpositive\b",
                   re.IGNORECASE)
# ... and what "the trying worked" must (its own word is no cue): a test, two lines, a baby.
_TRIED = re.compile(rf"{_CUES}|\bpositive\b|\btests?\b|\blines\b", re.IGNORECASE)
# Someone else a Chinese sentence is about before the match (a clause after it drops its
# subject: "我闺蜜怀孕了，预产期在十月").
_SOMEONE_ZH = re.compile(r"闺蜜|朋友|同事|姐|妹|嫂|弟媳|儿媳|女儿|她|客户|顾客|角色|老婆|媳妇|"
                         r"太太|妻子|爱人|别人|人家|室友|舍友|同学|邻居|领导|老板|亲戚")
# Someone else as the subject before the match ("my sister got two lines", "my sister started
# IVF", "Sarah is 20 weeks along"; not "a surrogate for my sister and her wife — 24 weeks
# along").
_OTHER_ONE = (rf"(?:my|our|his|her|their|a)\s+(?:\w+\s+)?(?:{FAM}|friend|bestie|buddy|mate|pal|"
              r"teammate|colleague|co-?worker|boss|neighbou?r|roommate|flatmate)(?:\s+\w+)?")
_SOMEONE_EN = re.compile(
    rf"\b(?:{_OTHER_ONE}|she|he|they)(?:'s|'re|\s+(?:is|are|was|were|has|have|had|got|just|"
    r"finally|started|starting|began|did|went|found))\b|^(?!(?:just|finally|also|now|today|so|"
    r"well|then|it|this|that|there|here|everything|everyone|nothing|what|who|mine)\b)"
    r"(?-i:[A-Z])[a-z]+(?:'s|\s+(?:is|was|has|got|just|finally|started))\b|"
    rf"\b(?:{_OTHER_ONE}|she|he|they)\s+$", re.IGNORECASE)
# A count of weeks alone ("32周了") is a pregnancy only beside the bump or the unborn baby, not
# beside a newborn ("宝宝出生三周了").
_BUMP_ZH = re.compile(r"胎动|胎心|胎儿|怀孕|孕|产检|B超|宝宝|肚子(?:大|越来越|沉|里)|踢")
_BORN_ZH = re.compile(r"出生|生了|满月|岁")
_NUMBER = (r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
           r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty)"
           r"(?:-(?:one|two|three|four|five|six|seven|eight|nine))?")


_TRYING = re.compile(r"\btrying\b|\bivf\b|\biui\b|fertility|备孕", re.IGNORECASE)


def stage(value: str) -> int:
    """How far along a pregnancy status is: 0 trying (备孕, IVF), 1 expecting or after."""
    return 0 if _TRYING.search(value) and not re.search(r"worked|paid|over|成功", value) else 1


# The baby the sentence announced is no one else: "是个女儿，我现在在坐月子", "生了个儿子".
_THE_BABY = re.compile(r"(?:是|生了|生)(?:个|一个)(?:女儿|儿子|女孩|男孩|闺女)|"
                       r"it'?s\s+a\s+(?:girl|boy)", re.IGNORECASE)


def _by_someone(m: re.Match[str]) -> bool:
    """Whether the sentence names someone else before the match (:data:`_SOMEONE_ZH` for a
    Chinese match, :data:`_SOMEONE_EN` for an English one), the baby it announced aside
    (:data:`_THE_BABY`)."""
    someone = _SOMEONE_ZH if HAS_CJK.search(m.group(0)) else _SOMEONE_EN
    before = _THE_BABY.sub(lambda x: " " * len(x.group(0)), m.string[:m.start()])
    return bool(someone.search(before))


def _status(check: re.Pattern[str] | None = None, key: str = PREGNANCY_STATUS,
            unless: re.Pattern[str] | None = None) -> Builder:
    """A builder filing the match as the user's pregnancy under ``key``: when the sentence also
    holds ``check`` and not ``unless``, names no one else before it, and is about no other test
    or count of weeks."""
    def build(m: re.Match[str]) -> Iterable[Found]:
        sentence = m.string
        if _NOT_PREGNANCY.search(sentence) or (check is not None and not check.search(sentence)):
            return
        if unless is not None and unless.search(sentence):
            return
        if _by_someone(m):
            return
        yield "pregnancy", key, " ".join(m.group(0).split()), False
    return build


def _condition(m: re.Match[str]) -> Iterable[Found]:
    """A condition of pregnancy, keyed as the rules of :mod:`convmem.facts.rules_en` and
    :mod:`convmem.facts.rules_zh` key it ("I have gestational diabetes": ``medical:diabetes``;
    "我有妊娠糖尿病": ``medical:妊娠糖尿病``), so one message files it once."""
    if not _by_someone(m):
        key = m.group(0) if HAS_CJK.search(m.group(0)) else "diabetes"
        yield "medical", f"medical:{key}", m.group(0), False


PREGNANCY: tuple[Rule, ...] = (
    # A positive test: "two lines this morning", "positive test this morning!!".
    rule("lines|positive", r"\btwo\s+(?:pink\s+|blue\s+|faint\s+)?lines(?!\s+(?:of|about|for|"
       r"in|from|to|into|crossing)\b)|\bpositive\s+(?:pregnancy\s+)?tests?\b(?!\s+(?:for|from|"
       r"on|case|cases|pass)\b)", _status(_TOLD)),
    rule("trying", r"\b(?:i|we)(?:'re|\s+are|'ve\s+been|\s+have\s+been|\s+am|'m)\s+(?:(?:still|"
       r"now|actively|officially|currently)\s+)?trying\s+(?:for\s+(?:a|another|our\s+first|"
       r"a\s+second|number\s+two)\s+(?:baby|kid|child)|to\s+(?:conceive|get\s+pregnant|have\s+a\s+"
       r"baby))\b", _status()),
    rule("trying", r"\b(?:the\s+)?trying\s+(?:(?:has\s+)?worked|paid\s+off|phase\s+is\s+over)\b",
         _status(_TRIED)),
    # "I'm about 5 weeks.", "I'm 9 weeks and already …" (not "3 weeks into the job", "2 weeks
    # out from", "3 weeks now into", "2 weeks and counting").
    rule("week", r"\b(?:i'?m|im|i\s+am)\s+(?:now\s+|only\s+|almost\s+|nearly\s+|about\s+|"
       r"around\s+|just\s+|exactly\s+|officially\s+)?\d{1,2}(?:\+\d)?\s*(?:weeks?|wks?)"
       r"(?=\s*(?:$|[,.!;:)—–-])|\s+(?:and|now|today|already|with\s+(?:twins|my|our)|i\s+think)"
       r"\b)(?!\s+(?:and\s+counting|now\s+(?:into|in|out|away))\b)", _status()),
    rule("along", rf"\b{_NUMBER}\s+weeks?\s+along\b(?!\s+(?:in|into|through|with|the|on|at|my|"
       r"our|your|a|an|and\s+behind)\b)", _status()),
    rule("trimester|week", r"\b(?:(?:i'?m|im|i\s+am|we'?re)\s+(?:now\s+|officially\s+|finally\s+)?"
       r"(?:in\s+(?:my|the)\s+)?(?:first|second|third|1st|2nd|3rd)\s+trimester|^(?:first|second|"
       r"third|1st|2nd|3rd)\s+trimester(?!\s+of\b)|(?:had|have|got)\s+(?:the|my|our)\s+\d{1,2}"
       r"[- ]week\s+(?:anatomy\s+|dating\s+|growth\s+)?scan)\b", _status()),
    rule("ivf|iui|fertility", r"\b(?:doing|going\s+through|in\s+the\s+middle\s+of|undergoing|"
       r"started|mid)\s+(?:a\s+round\s+of\s+|our\s+|my\s+)?(?:ivf|iui|fertility\s+treatment)\b",
       _status()),
    rule("postpartum|breastfeeding|breast-feeding",
         r"\b(?:i'?m|im|i\s+am|currently|still)\s+(?:(?:currently|still|now|exclusively|only|"
         r"about|around)\s+)*(?:\d{1,2}\s+(?:weeks?|months?)\s+postpartum|postpartum|"
         r"breast-?feeding)\b", _status()),
    # "Had the baby 3 weeks ago" (not "had our baby shower", "had my baby teeth out").
    rule("baby", r"\b(?:(?:i|we)\s+(?:just\s+|finally\s+)?had|^had)\s+(?:the|our|my)\s+baby\b"
       r"(?=\s*(?:[!.,;(]|$)|\s+\d|\s+(?:last|this|yesterday|on|a\s+few)\b)", _status()),
    rule("pregnant", r"^pregnant(?=\s*(?:[,.!;—–-]|$))", _status()),
    # "I'm now due September 24th", "we're due in early March" (not "due for a haircut", "due
    # back at work in May", "due in June for my annual review", "due in Marseille").
    rule("due", r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:now\s+|officially\s+|still\s+|"
       r"actually\s+)?due\s+(?:(?:on|in|around)\s+)?(?:(?:early|mid|late)[- ]|the\s+)?"
       rf"(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{MONTHS}\b\.?"
       r"(?:\s+\d{1,2}(?:st|nd|rd|th)?\b)?"
       r"(?!\s+(?:for|to|in\s+court|at|with\s+(?:the|my)\s+(?:dentist|doctor)))",
       _status(key=PREGNANCY_DUE)),
    rule("gestational", r"\bgestational\s+diabetes\b(?!\s+(?:is|are|risk|test|screening)\b)",
         _condition),
)

PREGNANCY_ZH: tuple[Rule, ...] = (
    rule("杠", r"两[道条]杠", _status()),
    rule("怀|胎", r"(?<!怕)(?<!担心)(?<!不想)(?<!不要)(?<!避免)(?<!想)(?<!希望)(?<!别)(?<!万一)"
       r"(?:终于|已经|又)?怀上(?:了|啦|二胎|老二)?|怀了?(?:二胎|老二|三胎|双胞胎)|"
       r"二胎来了|(?:确认|查出来?|测出来?)了?怀孕", _status()),
    rule("孕", r"(?:现在是|已经|到了?|进入)?孕[早中晚]期(?=了|啦|，|,|。|！|$|\s)|"
       r"孕(?:\d{1,2}|[一二三四五六七八九十]{1,3})周", _status()),
    rule("周", r"(?<![\d一二三四五六七八九十])(?:\d{1,2}|[一二三四五六七八九十]{1,3})周了",
         _status(_BUMP_ZH, unless=_BORN_ZH)),
    rule("预产期", r"预产期(?:是|在|改到了?|改成|定在|推到)[^，。！？,!?]{1,12}",
         _status(key=PREGNANCY_DUE)),
    rule("备孕", r"(?:我们?|正)?在备孕|备孕(?:中|成功)|备孕[一两三四五\d半]+(?:年|个月)",
         _status()),
    rule("月子", r"(?:在|正在)(?:家)?坐月子|坐月子中", _status()),
    rule("哺乳|母乳|喂奶", r"(?:在|还在|正在)(?:哺乳期|喂母乳|喂奶)|母乳喂养中|哺乳期中",
         _status()),
    rule("高龄产妇", r"高龄产妇", _status()),
    rule("妊娠", r"妊娠(?:期)?(?:糖尿病|高血压)", _condition),
)
