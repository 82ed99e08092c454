"""A correction of what the user told the ledger: "Actually I got that wrong — it's cashews I'm
allergic to, not mango" after "I'm allergic to mango"; "更正一下，我其实住在杭州，不是上海";
"forget what I said about being vegan, that was my roommate".

People take a value back by naming it ("not mango", "不是上海", "二甲双胍已经停药了"), and the
rules, which read a message alone, saw in such a message nothing, a second allergy beside the
first, or the old value again. The ledger knows the values: :func:`correct` looks for a current
fact of the user's whose value a user message takes back, and files

* the value named in its place, when there is one: the fact's own words with the new value put
  where the old one was ("I'm allergic to mango" -> "I'm allergic to cashews") are read by the
  rules, which give the key and the value; it is quoted from the correction. The words taken
  for the new value are those a cue leads ("it's cashews", "I meant Lille", "是腰果"), else the
  ones next to the value taken back ("Lille, not Lyon", "not mango, cashews", "杭州，不是上海"),
  without the fact's own words ("allergic", "住在");
* and the old fact ended: a negated statement of its key (a new key leaves the old one current
  otherwise), or nothing when the new value fills the same key and replaces it anyway.

What takes a value back: the value right after "not" (or "不是"), or after "instead of", in a
message with a word that corrects ("actually", "I meant", "my bad", "typo", "其实", "搞错",
"说错" …) — "I want almonds, not peanuts" corrects nothing; the value after a negation of what
the fact says, with the user the subject ("I don't actually have diabetes", "其实我对青霉素不
过敏"); or the value after "forget / ignore what I said about", "wrong about", or before "停药".
A sentence that asks, or whose subject is someone else ("my sister isn't allergic to peanuts"),
takes nothing back. An allergy lost is the worst failure the ledger can have, so every one of
these needs the value named as the fact names it, never a paraphrase.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from convmem.facts.guards import asks, relative, sentences
from convmem.facts.ledger import GUESSED, SAYS_NOTHING, FactStatement, owner
from convmem.facts.updating import STOP, covers
from convmem.facts.vocabulary import CJK, HAS_CJK
from convmem.messages import Message
from convmem.records import Fact

__all__ = ["correct", "may_correct"]

# Words that say something said before was wrong ("I meant", "my bad", "搞错"), and words
# that may correct or may only contrast ("actually", "其实", "it's X, not Y"): a value named
# after "not" is taken back after the first, or after the second in a sentence that says what
# the fact says too ("it's cashews I'm allergic to, not mango"; not "Actually, I'd prefer
# cashews, not peanuts").
_WRONG = re.compile(
    r"\b(?:i meant|meant to say|i mean|correction|to correct|scratch that|my bad|misspoke|"
    r"misspoken|mis-spoke|typo|got (?:that|it|this) wrong|(?:was|i'm|i am) wrong|mistake|"
    r"mistaken|mixed (?:it|that|them) up|oops|whoops|after all|let me correct|i said|"
    r"should have said|i wrote|i typed|make (?:that|it)|should be|false alarm|"
    r"(?:typed|said|wrote|put|gave you|got) (?:the |my own |a )?wrong)\b"
    r"|搞错|说错|更正|打错|写错|口误|弄错|记错|纠正|我是说|我的意思是|应该是|之前说",
    re.IGNORECASE)
_MAYBE = re.compile(r"\b(?:actually|wait,? no|no wait|not quite|forget what|ignore what|"
                    r"disregard|sorry)\b|\bit(?:'s| is| was)\s[^.!?]*\bnot\b|其实|不对"
                    r"|是[^，,。！!]{1,8}[，,]?不是|不是[^，,。！!]{1,8}[，,]?(?:而)?是",
                    re.IGNORECASE)
# What says a fact of a category besides the fact's own words.
_SAYS_KIND = {"allergy": "allergic allergy allergies react reaction 过敏",
              "home": "live living moved based 住", "work": "work working job 上班 工作",
              "name": "name call called go by going 叫", "pet": "dog cat name called 狗 猫 叫",
              "budget": "budget spend max cap limit 预算", "medication": "take taking on 吃 药",
              "medical": "have diagnosed doctor 有 医生 诊断 检查 确诊",
              "diet": "eat eating diet 吃"}
# A negation with the user as its subject, for a value that needs no corrective word.
_DENIES = re.compile(r"\b(?:i'?m|i am|i|i've|i have)\s+(?:not|no longer|never|don'?t|do not|"
                     r"didn'?t|did not|haven'?t|have not)\b|\bi'?m off\b", re.IGNORECASE)
# "Forget what I said about mornings", "scrap the budget limit": the words after it name the
# fact taken back.
_FORGET = re.compile(r"\b(?:forget|ignore|disregard|scratch|strike|scrap|drop)\s+(?:(?:what i "
                     r"(?:said|told you|wrote|mentioned)|that|the (?:bit|part|thing))\s+"
                     r"(?:earlier\s+|before\s+)?about\s+(?:me\s+)?(?:being\s+|having\s+|my\s+|"
                     r"the\s+|a\s+|an\s+)?([\w'’-]+(?:\s+[\w'’-]+)?)|the\s+([\w'’-]+)\s+(?:limit|"
                     r"thing|bit|part|restriction|rule|cap)\b)")
# The words a negation may put between itself and the value it ends (the fact's own frame).
_FRAME = (r"(?:actually|really|even|at all|ever|allergic|to|have|had|take|taking|on|in|at|for|"
          r"living|live|work|working|a|an|the|my|being|eat|eating|called|named|diagnosed|with|"
          r"intolerant|of|any|got)")
_NOT = r"(?:not|n't|never|no longer)"
# After "not <value>": the value ends its phrase ("not mango, cashews", "not IBS after all";
# not "not peanut butter", "not Denver airport").
_WHOLE = (r"(?=\s*(?:$|[,;:.!?)\-–—])|\s+(?:after|but|anymore|though|either|lol|haha|and|it|"
          r"it'?s|i|i'?m|that|which|as|btw|any)\b)")
_ZH_NOT = r"(?:不是|并不是|并非)"
# How a sentence takes a value back: by contrast ("not mango", a new value may stand beside),
# by a negation of what the fact says, or by saying it ended whatever the fact was ("a false
# alarm", "牛肉也吃了").
_CONTRAST, _DENY, _ENDS = "contrast", "deny", "ends"
# A fact that is itself an avoidance ("diet:no:beef", "不吃牛肉"), which a negation restates.
_AVOIDS = re.compile(r":no:|^no |\bno |不吃|不喝|不碰|忌")
_STOPS = re.compile(r"\b(?:stopped|quit|off|dropped|left|leaving|last day)\b|停药|停了|停掉|不吃了|"
                    r"不过敏|没事|没问题|不算|误诊|也吃了|能吃了|不.{1,4}了|没有|别叫|不要叫",
                    re.IGNORECASE)
_PROPER = re.compile(r"(?-i:[A-Z][a-z]{3,})(?=\s)")  # "Deloitte in their consulting arm"
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_USER = re.compile(r"^\s*(?:i|i'm|im|i've|we)\b|\b(?:my|me)\b")


@dataclass(frozen=True, slots=True)
class _Taken:
    """A current fact a sentence takes back: ``at`` where its value was named in it, and
    whether it was taken back by contrast ("not mango", where a new value may stand beside)."""

    fact: Fact
    term: str
    sentence: str
    start: int
    end: int
    contrast: bool


def may_correct(text: str) -> bool:
    """Whether ``text`` may take back a fact (the test before the ledger is read)."""
    return bool(_WRONG.search(text) or _MAYBE.search(text) or _DENIES.search(text)
                or _STOPS.search(text) or _FORGET.search(text.casefold()))


def correct(message: Message, current: Iterable[Fact],
            statements: Sequence[FactStatement]) -> list[FactStatement]:
    """``statements`` (those found in ``message``) with the corrections ``message`` makes of
    ``current`` facts filed (see the module docstring): the new value's statement and the old
    fact ended, and without what the extractors read in the correcting sentence of the fact's
    category (the old value again, or the sentence read whole as a second fact)."""
    if message.role != "user" or not may_correct(message.text):
        return list(statements)
    out = list(statements)
    for taken in _taken(message.text, [f for f in current if _own(f)]):
        fact = taken.fact
        if any(st.key == fact.key and st.negated for st in out):
            continue  # the rules ended it already
        said = [st for st in out if covers(st, taken.sentence)]
        new = _replacement(taken) if taken.contrast or _WRONG.search(message.text) else None
        if new is None:  # what the rules read in its place ("I'm a paramedic, not a nurse")
            new = next((st for st in said if not st.negated and owner(st.key) == ""
                        and st.category == fact.category and not _says(st, taken.term)), None)
        said = [st for st in said if _misread(st, fact, taken.term, replaced=new is not None)]
        if taken.contrast and not (_WRONG.search(message.text) or (
                _MAYBE.search(message.text) and _says_fact(taken, message.text))):
            continue
        # the value said again in another sentence: a quote of what was said before after a
        # word that says it was wrong ("更正一下，之前说我头孢过敏 … 头孢没事"); else unclear
        again = [st for st in out if st.key == fact.key and not st.negated and st is not new
                 and st.value.casefold() == fact.value.casefold()]
        if again and not _WRONG.search(message.text):
            continue
        out = [st for st in out if st is new or not any(st is m for m in (*said, *again))]
        if new is not None and not any(st is new for st in out):
            out.append(new)
        if (new is None or new.key != fact.key) and not any(
                st.key == fact.key and not st.negated for st in out):  # (a new value replaces it)
            out.append(FactStatement(category=fact.category, key=fact.key, value=fact.value,
                                     text=taken.sentence, negated=True))
    return out


def _misread(st: FactStatement, fact: Fact, term: str, *, replaced: bool) -> bool:
    """Whether ``st``, read in a sentence that takes ``fact``'s value ``term`` back, misreads
    it: as the old value again ("我芒果过敏" in "之前说我芒果过敏其实搞错了"), as a guess of
    another kind, or, once the new value is filed, as the sentence read whole in its kind. With
    no new value filed, the sentence read whole stays: it quotes the correction ("是胃炎，不是胃
    溃疡" where the rules read no condition)."""
    loose = ":~" in st.key or ":?" in st.key
    if st.category != fact.category:
        return loose and not st.negated and st.origin == GUESSED
    return (loose and replaced) or (not loose and bool(_pattern(term).search(st.value.casefold())))


def _says(st: FactStatement, term: str) -> bool:
    """Whether ``st`` names ``term`` (the value taken back), or names no value of its own (a
    sentence read whole by meaning)."""
    return bool(_pattern(term).search(st.value.casefold())) or ":~" in st.key or ":?" in st.key


def _says_fact(taken: _Taken, text: str) -> bool:
    """Whether ``text`` (the message) says what ``taken``'s fact says, besides its value: a word
    of the fact's text ("dog" in "the dog's name is Pretzel" for "my dog is called Biscuit"), or
    one that says a fact of its category ("react" for an allergy)."""
    fact, folded = taken.fact, text.casefold()
    words = {w for w in _TOKEN.findall(fact.text.casefold()) if len(w) > 2
             and w not in _NOT_VALUE and w != taken.term}
    words |= set(_SAYS_KIND.get(fact.category, "").split())
    words |= {run[i:i + 2] for run in _CJK_RUN.findall(fact.text) for i in range(len(run) - 1)}
    words = {w for w in words if taken.term not in w and w not in taken.term}
    return any(_pattern(w).search(folded) for w in words)


def _own(fact: Fact) -> bool:
    """Whether the user may correct ``fact``: one of theirs, or who their family is."""
    return not fact.negated and bool(fact.text) and (
        not owner(fact.key) or fact.category == "family")


def _terms(fact: Fact, folded: str) -> list[str]:
    """The words that name ``fact``'s value in its own text: its value, else the last part of
    its key ("medical:diabetes" in "I have type 2 diabetes"), as the text spells them, else the
    number in its value ("$15k": "15"). A fact filed by its words (a key of its words, its
    sentence as its value) names no value: its words that ``folded`` (the casefolded
    sentence) names too stand for it, the longest first ("not sertraline" for "Currently on
    sertraline 50mg, been fine so far")."""
    text = fact.text.casefold()
    tail = fact.key.rsplit(":", 1)[-1]
    if tail[:1] in "~?":
        return _shared(text, folded)
    found = []
    number = _NUMBER.search(fact.value)
    proper = _PROPER.match(fact.value)
    for term in (fact.value, tail, number.group(0) if number else "",
                 proper.group(0) if proper else ""):
        term = term.strip().strip("$€£¥").strip()
        if term and _length_ok(term):
            m = _pattern(term).search(text)
            said = term if term.isdigit() else m.group(0) if m else ""
            if said and said not in found:
                found.append(said)
    found += [v[-2:] for v in found if HAS_CJK.search(v) and len(v) > 3 and v[-2:] not in found]
    return found


def _shared(text: str, folded: str) -> list[str]:
    """The words of ``text`` (a fact's) that ``folded`` names too and that may be a value: a
    Latin word of four letters or more that is no function word, a run of two to four Chinese
    characters that says something; the longest first."""
    words = {w for w in _TOKEN.findall(text) if len(w) > 3 and w not in _NOT_VALUE
             and w not in STOP and _pattern(w).search(folded)}
    words |= {run[i:i + n] for run in _CJK_RUN.findall(text) for n in (4, 3, 2)
              for i in range(len(run) - n + 1) if run[i:i + n] in folded} - SAYS_NOTHING
    return sorted(words, key=len, reverse=True)


def _length_ok(term: str) -> bool:
    return len(term) >= (2 if HAS_CJK.search(term) else 3) or term.isdigit()


def _pattern(term: str) -> re.Pattern[str]:
    """``term`` as a whole word (a plural too: "mangoes" names "mango"), anywhere in Chinese."""
    term = term.casefold()
    if HAS_CJK.search(term):
        return re.compile(re.escape(term))
    if term.isdigit():
        return re.compile(rf"(?<![\w.,]){term}(?:[km]\b|(?![\w.,]\d)(?!\w))")
    return re.compile(rf"(?<!\w){re.escape(term)}(?:e?s)?(?!\w)")


def _taken(text: str, facts: Sequence[Fact]) -> list[_Taken]:
    """The facts of ``facts`` a sentence of ``text`` takes back, one each, in their order."""
    out: list[_Taken] = []
    for sentence in sentences(text):
        folded = sentence.casefold()
        if asks(sentence):
            continue
        forget = _FORGET.search(folded)
        for fact in facts:
            if any(t.fact is fact for t in out):
                continue
            about = forget and (forget.group(1) or forget.group(2))
            if forget and about and _about(about, fact, folded):
                out.append(_Taken(fact, about, sentence, *forget.span(), False))
                continue
            for term in _terms(fact, folded):
                found = _takes_back(folded, term, avoids=_AVOIDS.search(fact.key + " "
                                                                       + fact.value) is not None)
                if found is not None:
                    out.append(_Taken(fact, term, sentence, *found))
                    break
    return out


def _about(words: str, fact: Fact, folded: str) -> bool:
    """Whether ``words`` (what a user asks to forget what they said about) name ``fact``: its
    first word that says something names the fact's value, or, for a fact filed by its words,
    is a word of its text ("scratch the Tom thing" names no "Tomasz")."""
    said = [w for w in _TOKEN.findall(words) if w not in _NOT_VALUE and len(w) > 2]
    if not said:
        return False
    if fact.key.rsplit(":", 1)[-1][:1] not in "~?":
        return any(_pattern(said[0]).fullmatch(t.casefold()) or _pattern(t).fullmatch(said[0])
                   for t in _terms(fact, folded))
    return _pattern(said[0].rstrip("s")).search(fact.text.casefold()) is not None


def _takes_back(folded: str, term: str, *, avoids: bool) -> tuple[int, int, bool] | None:
    """Where ``folded`` (a casefolded sentence) takes ``term`` back: its span and whether by
    contrast; ``None`` when it does not (it names it, or names it as someone else's). A
    negation does not take back what a fact ``avoids`` ("I never eat beef" says "no beef"
    again); "牛肉也吃了", "beef is back on the menu" do."""
    value = _pattern(term).pattern
    if HAS_CJK.search(term):
        forms = [(rf"{_ZH_NOT}{value}(?=$|[^\w]|[是而了啊呀哦吧呢的过])", _CONTRAST),
                 (rf"(?:对)?{value}(?:并)?不过敏|不(?:再)?对{value}过敏|(?:其实|根本)?没有(?:对)?"
                  rf"{value}", _DENY),
                 (rf"(?:别|不要|不用)(?:再)?叫(?:我)?{value}", _ENDS),
                 (rf"{value}(?:已经|早就)?(?:停药|停了|停掉|不吃了)|(?:停了|不再吃|不吃)"
                  rf"{value}|不算{value}|(?:不再|已经不|不){value}了", _DENY),
                 (rf"{value}(?:是)?误诊|{value}(?:其实|现在)?(?:没事|没问题|也能吃|也吃了|可以吃|"
                  rf"能吃了)", _ENDS),
                 (rf"{value}[^，,。！？!?]{{0,6}}?(?:搞错|说错|写错|打错|弄错|记错)", _CONTRAST)]
    else:
        forms = [(rf"\b(?:not|instead of)\s+(?:a\s+|an\s+|the\s+)?{value}{_WHOLE}", _CONTRAST),
                 (rf"{_NOT}\s+(?:{_FRAME}\s+){{1,4}}{value}", _DENY),
                 (rf"{value}\s+(?:was|is)\s+(?:actually\s+)?(?:(?:my|our|his|her|their|the)\s+"
                  rf"(?:old|other|previous|last|first)\b|(?:my|our)\s+\w+['’]s\b)", _CONTRAST),
                 (rf"(?:^|\b(?:i'?m|i am|i've|i have|i)\s+)(?:now\s+)?(?:off|stopped|quit|dropped)"
                  rf"\s+(?:taking\s+|the\s+|my\s+)?{value}", _DENY),
                 (rf"{_NOT}\s+{value}\s+(?:intolerant|allergic|sensitive)|\b(?:tapered|came|"
                  rf"weaned|got|went)\s+off\s+(?:of\s+)?(?:the\s+|my\s+)?{value}|\b(?:left|quit|"
                  rf"leaving)\s+{value}|\blast day at\s+{value}", _DENY),
                 (rf"\b(?:i\s+)?(?:said|wrote|typed|put)\s+{value}{_WHOLE}", _CONTRAST),
                 (rf"\b(?:wrong|mistaken)\s+about\s+(?:being\s+|having\s+|my\s+|the\s+)?{value}"
                  rf"|{value}\s+(?:thing\s+)?(?:was|is|turned out to be)\s+(?:a\s+|just\s+a\s+)?"
                  rf"(?:false alarm|misdiagnosis|mistake)|\b(?:eat|eating|having|drink|drinking)\s+"
                  rf"{value}\s+again\b|{value}\s+(?:is|are)\s+back on the menu|\bno\s+{value}\s+"
                  rf"after all|\b(?:stop|don'?t|quit)\s+call(?:ing)?\s+me\s+{value}|\bdrop\s+the\s+"
                  rf"{value}", _ENDS)]
    for form, kind in forms:
        m = None if kind == _DENY and avoids else re.search(form, folded)
        if m is None or not _mine(folded[:m.start()], folded, strict=kind != _CONTRAST):
            continue
        return m.start(), m.end(), kind == _CONTRAST
    return None


def _mine(before: str, folded: str, *, strict: bool = True) -> bool:
    """Whether the user, not someone else, takes the value back: no relative leads the clause
    the negation is in ("my sister isn't allergic to peanuts"); and, for a negation without a
    corrective word (``strict``), the user is its subject or a corrective word is there."""
    clause = re.split(r"[,;:，；：.!。！]\s*|\s[-–—]\s", before)[-1]
    if relative(clause.strip()):
        return False
    if not strict or HAS_CJK.search(clause):  # ("医生说不算高血压": the user's all the same)
        return True
    return bool(_WRONG.search(folded) or _MAYBE.search(folded) or _DENIES.search(clause)
                or "我" in clause or not clause.strip() or _USER.search(clause))


# Cues that lead the value put in place of the one taken back.
_CUE_EN = re.compile(r"\b(?:it'?s|it is|it was|i meant|meant to say|i mean|make (?:that|it)|"
                     r"should be|should have said|is actually|'s actually|actually|rather|but)\s+",
                     re.IGNORECASE)
_CUE_ZH = re.compile(r"(?<![不并])是|其实|应该是|我是说")
_TOKEN = re.compile(r"[$€£¥]?\d+(?:[.,]\d+)*[km]?|[^\W\d_][\w'’-]*", re.IGNORECASE)
# Words that never are the new value: function words, and the words of correcting itself.
_NOT_VALUE_WORDS = """a an the i i'm im i've i'd me my we our us you your it it's its that
this these those is are was were be been am do does did don't not no yes and or but so to of in
on at for with by from as actually sorry oops whoops wait meant mean said say told typo mistake
wrong earlier before correction scratch bad misspoke really just that's thing one ok okay well
hmm lol haha allergy allergic react reaction take taking have had live living work working eat
eating got get called named rather instead he she him her his they them their name name's
names never even ever been"""
_NOT_VALUE = frozenset(_NOT_VALUE_WORDS.split())
_MOST_WORDS = 3
_CJK_RUN = re.compile(f"[{CJK}]+")
_BREAK = re.compile(r"[^\w\s'’$€£¥]|\s[-–—]\s")  # (an emoji too)
_ZH_FILLER = re.compile(r"^(?:其实|我|是|在|的|就|也|都|了|呢|啊|吧|对)+"
                        r"|(?:了|的|呢|啊|吧|哈|呀)+$")


def _replacement(taken: _Taken) -> FactStatement | None:
    """The statement of the value ``taken`` puts in place of the one it takes back, read by the
    rules from the fact's own words with the new value in the old one's place; ``None`` when
    the sentence names none they read as a fact of its kind."""
    from convmem.facts.rules import RuleExtractor  # (the rules file the ledger's statements)

    fact = taken.fact
    at = _pattern(taken.term).search(fact.text.casefold())
    if at is None:
        return None
    old, rules = taken.term.casefold(), RuleExtractor()
    for candidate in _candidates(taken, fact.text[:at.start()], fact.text[at.end():]):
        if candidate.casefold() == old or _pattern(taken.term).search(candidate.casefold()):
            continue
        said = f"{fact.text[:at.start()]}{_bare(candidate, fact.text[:at.start()])}"\
               f"{fact.text[at.end():]}"
        for st in rules.extract(Message(role="user", content=said)):
            if st.category == fact.category and not st.negated and _names(st.value, candidate)\
                    and not _says(st, taken.term):
                return FactStatement(category=st.category, key=st.key, value=st.value,
                                     text=taken.sentence)
    return None


def _bare(candidate: str, before: str) -> str:
    """``candidate`` without a currency sign the fact's words put before it already."""
    return candidate[1:] if before[-1:] in "$€£¥" and candidate[:1] in "$€£¥" else candidate


def _names(value: str, candidate: str) -> bool:
    value, candidate = value.casefold(), candidate.casefold().strip("$€£¥")
    return bool(candidate) and (candidate in value or value in candidate
                                or candidate.rstrip("s") in value)


def _candidates(taken: _Taken, before: str, after: str) -> list[str]:
    """The words of ``taken``'s sentence that may be the new value, most likely first: those a
    cue leads, then, when it was taken back by contrast, those right before the value taken
    back and those right after ("Lille, not Lyon"; not "I left Deloitte in March")."""
    sentence, start, end = taken.sentence, taken.start, taken.end
    if HAS_CJK.search(taken.term):
        return _candidates_zh(sentence, start, end, before, after, taken.contrast)
    frame = {w.casefold() for w in _TOKEN.findall(f"{before} {after}")}
    skip = _NOT_VALUE | frame
    out: list[str] = []
    for cue in _CUE_EN.finditer(sentence):
        if cue.end() <= start:
            out += _runs(sentence[cue.end():start], skip, forward=True)
        elif cue.start() >= end:
            out += _runs(sentence[cue.end():], skip, forward=True)
    if taken.contrast:
        out += _runs(sentence[:start], skip, forward=False)
        out += _runs(sentence[end:], skip, forward=True)
    return list(dict.fromkeys(out))


def _runs(text: str, skip: frozenset[str] | set[str], *, forward: bool) -> list[str]:
    """The run of up to three words that may be a value first met in ``text`` read ``forward``
    (or backward), past the words in ``skip`` and within its clause: the whole run first, then
    fewer of its words, those nearest the value taken back kept."""
    tokens = list(_TOKEN.finditer(text))
    run: list[re.Match[str]] = []
    for t in tokens if forward else reversed(tokens):
        if run:
            a, b = sorted((run[-1], t), key=lambda m: m.start())
            if _BREAK.search(text[a.end():b.start()]):
                break
        if t.group(0).casefold() in skip:
            if run:
                break
            continue
        run.append(t)
        if len(run) == _MOST_WORDS:
            break
    words = [m.group(0) for m in sorted(run, key=lambda m: m.start())]
    return [" ".join(words[:n] if forward else words[-n:]) for n in range(len(words), 0, -1)]


def _candidates_zh(sentence: str, start: int, end: int, before: str, after: str,
                   contrast: bool) -> list[str]:
    """:func:`_candidates` for Chinese: the run after a 是 (not 不是), before the value taken
    back, and after it, each cut where the fact's own words around its value begin ("是腰果过
    敏" after "我对芒果过敏": 腰果), longest first."""
    pre = _edge(before, last=True)
    post = _edge(after, last=False)
    runs: list[str] = []
    for cue in _CUE_ZH.finditer(sentence):
        if cue.end() <= start:
            runs.append(_clause(sentence[cue.end():start], forward=True))
        elif cue.start() >= end:
            runs.append(_clause(sentence[cue.end():], forward=True))
    if contrast:
        runs.append(_clause(sentence[:start], forward=False))
        runs.append(_clause(sentence[end:], forward=True))
    out: list[str] = []
    for run in runs:
        if post and post in run:
            run = run[:run.index(post)]
        if pre and pre in run:
            run = run[run.rindex(pre) + len(pre):]
        run = _ZH_FILLER.sub("", run)
        if re.search(r"[不没别]", run):
            continue
        out += [run[:n] for n in range(min(len(run), 8), 1, -1)]
        out += [run[-n:] for n in range(min(len(run), 8) - 1, 1, -1)]
    return list(dict.fromkeys(out))


def _edge(words: str, *, last: bool) -> str:
    """The fact's own Chinese words next to its value: up to two characters of ``words`` at its
    end (``last``) or start."""
    run: list[str] = _CJK_RUN.findall(words)
    if not run:
        return ""
    return run[-1][-2:] if last else run[0][:2]


def _clause(text: str, *, forward: bool) -> str:
    """The words of ``text`` up to its first clause break read ``forward`` (or backward), past
    the breaks and the 是 / 而 right at the start."""
    text = text.strip(" ，,、；;：:。.!！-—") if forward else text.rstrip(" ，,、；;：:。.!！-—")
    parts = re.split(r"[，,、；;：:。.!！?？\s]", text)
    part = parts[0] if forward else parts[-1]
    return re.sub(r"^(?:而是|而|是|就是)", "", part) if forward else part
