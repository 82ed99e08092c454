"""The guards of the meaning detector: which part of a sentence it scores, if any.

A sentence is only scored when it could be a durable fact of the user (see
:mod:`convmem.facts.meaning`): it is not a question, though the statement a question rides on
is; not a hypothetical, a task or quoted text; not about the moment; not another person's fact;
and the name of the person the user talks to ("Thanks, Maria!") is not read as the user's.
These are cheap regular expressions, run before the model, and they keep it away from the
topical look-alikes it confuses most ("Is anyone allergic to peanuts?").

The moment and other people are ruled out by the *part* of a sentence they are in, not the whole
sentence: people tell a durable fact alongside the day's news or someone else's ("I run a small
bakery — just me and two part-timers — and the main oven died this morning", "my flatmate wants
a kitten so badly, but ten minutes around cats and my eyes swell shut"). A Chinese sentence is
cut at its commas (about the moment; one about another person is still ruled out whole); an
English one at a dash, a semicolon or a "but", not at its commas, which join a fact to the
clause that qualifies it ("on the 2nd, I started …"), and what is left is joined with "; ".
One comma is cut at: before a last clause about the moment ("the psychiatrist swapped me over
to escitalopram, first dose was this morning"). The parts left must still name the user (in
English). On the seven spent blind sets, each scored by
a head trained on the other six, this found 4 more of their 1,452 facts (all four in the seventh
set, whose misses it was written from) and left as many of their 2,607 negatives alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from convmem.facts.rules import (
    FIRST_PERSON,
    HAS_CJK,
    LIVES_WITH_US,
    NOW,
    OTHER_PEOPLE,
    OTHERS,
    QUOTED,
    TASK,
    _lead,
    _sentences,
)
from convmem.facts.vocabulary import CJK_SPACE, CLOSE, KIN, LATER_ZH, REL_NORM, RELATIONS

__all__ = ["KIN", "WORD", "asks", "candidate", "continues", "relative", "sentences",
           "unaddressed", "within"]

_LABEL = 2  # words: a sentence this short is a label, read with the sentence after it
_LATIN_WORD = re.compile(r"[^\W\d_]+")

_MAX_SENTENCE = 400
WORD = re.compile(r"[^\W\d_]{3,}|[\u4e00-\u9fff]{2,}")  # words that may say something

_HYPO = re.compile(r"^(?:what if|suppose|supposing|imagine|let'?s say|lets say|hypothetically|"
                   r"pretend|assuming|say|in case)\b|\bif (?:i|we) (?:were|was|ever|had|could|"
                   r"moved|became|lived|took|got|won)\b|\b(?:would|could|should|shall) (?:i|we)"
                   r"\b|\bi wish\b|\bsomeday\b|\bone day\b|\bwere i\b|\bnot sure\b|\bi wonder\b|"
                   r"\bcurious\b|\b(?:considering|thinking (?:of|about)|planning to|(?:may|might) "
                   r"try|in an ideal world|in a world where|ideally|let'?s (?:pretend|imagine)|"
                   r"in (?:a|another) (?:parallel universe|life))"
                   r"\b|\bif (?:i|we) (?:wasn't|weren't|didn't)\b|\bmaybe (?:i|we)(?:['’]ll| will| "
                   r"could| might)\b|\bwhen (?:i|we)(?:['’]m| am|['’]re| are) older\b|\b(?:i['’]d|"
                   r"i would) (?:like|love) to (?:learn|try|start|get into)\b|如果|假如|要是|假设|"
                   rf"万一|倘若|(?:^|[，,]){LATER_ZH}|"
                   r"将来|以后想|不确定|不知道|考虑|打算|也许|或许|不太?清楚",
                   re.IGNORECASE)
# ("What I can't stand is eggplant.", "Where I live, it snows in May." state; they ask nothing.)
_QUESTION = re.compile(r"[?？]\s*$|^(?:(?:what|where|when|how|why)(?!\s+(?:i|we)\s)|what's|who|"
                       r"which|whose|is|are|am|do|does|did|can|could|should|would|will|was|"
                       r"were|has|have|may|might|isn't|aren't|doesn't|shall)(?![\w'’])|"
                       r"[吗呢][\s。！!]*$", re.IGNORECASE)
# A relative's belongings or people: theirs, not the household's ("my sister's dog is called
# Waffles", "my boyfriend's mum has diabetes"; a child's or partner's are the household's).
_THEIRS = re.compile(r"^(?:my|our)\s+(?:\w+\s+)?(?:brother|sister|mom|mum|mother|dad|father|"
                     r"parents|boyfriend|girlfriend|fianc[eé]e?|grandparents|family|sibling)"
                     # ("my dad's a retired electrician" says "is", not whose)
                     r"(?:['’]s\b(?!\s+(?:a|an|the|on|in|at|been|got|not|going|really|very|so|"
                     r"always|still|also|just|now|from|off|back|never|finally|recently|currently|"
                     r"getting|having|doing|working|living|moving)\b)|(?<=s)['’])|"
                     # (nor are the people of a child's or partner's: "my son's teacher")
                     rf"^(?:my|our)\s+(?:\w+\s+)?\w+['’]s?\s+(?:\w+\s+)?(?:{OTHER_PEOPLE})\b|"
                     r"^我的?(?:哥哥?|姐姐?|弟弟?|妹妹?|妈妈|老妈|妈|爸爸|老爸|爸|爸妈|父母|男朋友|"
                     r"女朋友)的",
                     re.IGNORECASE)
_CLAUSE = re.compile(r"[，,；;]")
_LIVES_WITH_US = re.compile(LIVES_WITH_US, re.IGNORECASE)
_WIDER = re.compile(r"^(?:my|our)\s+([a-z-]+)|^(?:我的?)?(奶奶|爷爷|外婆|外公|姥姥|姥爷|婆婆|公公|"
                    r"岳母|岳父|丈母娘|老丈人)", re.IGNORECASE)
# Where the parts of an English sentence meet (see the module docstring).
_PARTS = re.compile(r"\s[-–—]\s|;\s*|,?\s+but\s+", re.IGNORECASE)
_COMMA = re.compile(r",\s+")
_OWN_VERB = re.compile(r"\b(?:was|were|is|are|came|went|got|started|began|arrived|happened)\b",
                       re.IGNORECASE)
# Where a question splits from the statement it rides on: a clause mark, a dash, an emoji
# ("… tastes like cardboard now 😅 any tips for …?"), a space between Chinese words (typed for a
# comma: "我视力很差 回复能简短点吗"), or a question's opening words mid-sentence when nothing
# marks the break.
_ASKS = re.compile(r"[，；;]|(?<!\d),(?!\d)|\s[-–—]\s|(?<=[^\w\s,.;:!?'’\"()\[\]-])\s+|"
                   rf"{CJK_SPACE}|"
                   r"\s+(?=(?:any\s+(?:tips|ideas|recs|recommendations|suggestions|advice)|"
                   r"is\s+(?:it|that|this|there)|are\s+there|can\s+you|could\s+you|"
                   r"should\s+(?:i|we)|do\s+you|what|how|which|where|why)\b)", re.IGNORECASE)
# A sentence that opens by supposing: whatever follows is supposed ("in a world where I earn
# 200k, what …?").
_SUPPOSE = re.compile(r"(?:what if|suppose|supposing|imagine|let'?s (?:say|imagine|pretend)|"
                      r"in a world where|hypothetically|assuming|pretend)\b", re.IGNORECASE)
# Doubt in a Chinese clause of a statement: that clause is unsure, not the rest ("我每天吃一片
# 氯沙坦，最近老头晕，不知道有没有关系"); in a question it taints the whole (see _HYPO).
_UNSURE = re.compile(r"不知道|不确定|不太?清楚")
# A request to keep something in mind, asked as a question ("can you keep in mind that my shoe
# size is 44?"): the request is what is scored, without the question's form.
_ASK_TO_KEEP = re.compile(r"^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?=(?:keep|bear)\s+"
                          r"in\s+mind|remember|make\s+a\s+note|note\s+down|take\s+note)",
                          re.IGNORECASE)
# A condition in Chinese: a sentence it is part of is supposed, wherever it stands.
_CONDITION_ZH = re.compile(r"如果|假如|要是|假设|万一|倘若|的话")
# A contrast after a plan or a maybe: what follows "but" is said outright ("we're thinking of
# Australia next year, but I absolutely hate spiders").
_BUT = re.compile(r",?\s+but\s+|，\s*(?:但是|但|不过|可是)", re.IGNORECASE)
# Someone acting on the user's treatment or job: the user's fact, though another person is the
# subject ("she upped my diabetes med to 1000 mg", "they've moved me off the old inhaler onto
# …", "they've taken us off the rota", "my coach put me on creatine", "my trainer has me on
# keto now").
_ON_ME = re.compile(r"^(?:he|she|they|(?:my|our|the)\s+(?:[\w-]+\s+)?[\w-]+)(?:['’](?:ve|s|d)|"
                    r"\s+(?:have|has|had))?\s+(?:\w+\s+)?"
                    r"(?:put|started|switched|swapped|upped|raised|bumped|increased|lowered|"
                    r"has|had|keeps|got|"
                    r"reduced|cut|changed|doubled|halved|moved|taken|took|transferred|weaned|"
                    r"tapered|diagnosed|prescribed|referred|decided\s+to\s+\w+(?:\s+on)?)\s+"
                    rf"(?:me|us|(?:my|our)(?!\s+(?:\w+\s+)?(?:{CLOSE})\b))\b", re.IGNORECASE)
# A clause that sets a condition for the question it leads ("if the doctor puts me on statins,
# what changes?"): what it says is supposed, not stated.
_CONDITION = re.compile(r"(?:if|when|whether|unless|once|in case)\b|如果|要是|假如|万一|是不是|"
                        r"是否|还是", re.IGNORECASE)
# The reason a question gives, without its conjunction: what the guards then read ("since my
# friend is vegan, can you …" is another person's fact).
_BECAUSE = re.compile(r"^(?:(?:and|but|so|oh)\s+)*(?:since|because|as|given that|now that|"
                      r"seeing as)\s+|^(?:因为|由于|既然)", re.IGNORECASE)


# The person the user talks to, named as one addresses them: after a greeting, thanks or an
# exclamation ("Thanks, Maria!", "Hey Jon, since we last spoke …", "Way to go, Gina!"), or closing a
# sentence after a comma ("I get it, Jon."), unless a noun phrase comes before it (a determiner in
# its last four words): an apposition names a relative or a pet ("we named him after my grandad,
# Joe.", "I've got a corn snake now, Noodle."). A name leading a sentence is left alone: "Maria!
# We've had …" reads like a label ("Needles. I pass out at every blood test."). Chat between people
# is full of these, and the detector read them as the user's name or form of address, and as updates
# of it: on the thirty-fifth and thirty-sixth sets' planted conversations (LoCoMo's chat between the
# planted facts) "Thanks, Maria!" replaced a planted "call me 李姐" and "Hey Maria, since we last
# spoke I went to that community mtg." a planted "I'm Priya Sharma".
_HAIL = (r"(?:hi|hey|hello|hiya|thanks(?:\s+(?:a\s+(?:lot|bunch|ton)|so\s+much))?|thank\s+you|"
         r"cheers|congrats|congratulations|(?:way\s+to\s+)?go|wow|woah|whoa|yay|yo|oh|aw+|oof|"
         r"ha(?:ha)*|yes|yeah|yep|yup|sure|cool|nice(?:\s+(?:one|work))?|great|awesome|definitely|"
         r"totally|gotcha|got\s+it|bye|night|morning|sounds\s+(?:great|good|nice|cool|fun))")
# A capitalised name ("Maria", "Zoë", "O'Brien", "Jean-Luc"), never "I"; after a greeting, two
# ("Thanks, Mary Ann!").
_NAMED = r"(?-i:[A-ZÀ-ÖØ-Þ])[^\W\d_]*(?:['’-][^\W\d_]+)*"
_VOCATIVE = re.compile(
    rf"^{_HAIL}[\s,]+(?:(?:cool|my|dear)\s+)?{_NAMED}(?:\s+{_NAMED})?\b\s*"
    # a comma after the name ends the greeting, not a list or a place ("Sure, Portland, Oregon
    # is home now"; "Hi, Sam, 34, nurse from Leeds")
    r"(?:[!.]+\s*|,(?!\s*(?:(?-i:[A-ZÀ-ÖØ-Þ][a-zß-ÿ])|\d|and\b|or\b))\s*|$)", re.IGNORECASE)
_CLOSING = re.compile(rf"((?:\S+\s+){{0,3}}\b[a-z]\w*),\s*{_NAMED}\s*[.!]*$")
# A noun phrase before the closing name: it is an apposition ("my grandad, Joe", "a corn snake
# now, Noodle", "two dogs, Rex"), as is a name after a relative or a pet.
_DETERMINER = re.compile(r"\b(?:a|an|the|my|our|his|her|their|this|these|those|some|one|two|"
                         r"three|four|five|six|\d+)\b", re.IGNORECASE)
# A clause, not a noun phrase, ends in these ("a part of this with me, Maria").
_CLAUSE_END = frozenset(["me", "it", "you", "us", "them", "too", "though", "there", "here",
                         "again", "either", "up", "out"])
_APPOSED = RELATIONS | REL_NORM.keys() | frozenset(
    ["pet", "pets", "dog", "dogs", "cat", "cats", "pup", "puppy", "kitten", "friend", "grandad",
     "granny", "nan"])


def unaddressed(text: str) -> str:
    """``text`` without the name of the person it addresses (see :data:`_VOCATIVE`)."""
    text = _VOCATIVE.sub("", text, count=1).strip()
    closing = _CLOSING.search(text)
    if closing:
        words = closing.group(1).casefold().split()
        if words[-1] in _CLAUSE_END or (
                words[-1] not in _APPOSED and not _DETERMINER.search(closing.group(1))):
            text = text[:closing.end(1)]
    return text


def candidate(sentence: str, *, names_user: bool = True) -> str | None:
    """The part of ``sentence`` the detector scores, or ``None`` when a guard rules it out (see
    the module docstring): the name of the person it addresses, openers such as "by the way" and
    quoted text removed, and in Chinese a clause about the moment dropped
    ("昨天聚餐又出事了，我一吃花生就喘不过气" scores its second clause). ``names_user=False``
    drops only the guard that it names the user (the extractor then asks more of the score;
    :meth:`MeaningExtractor.updates` need not)."""
    body = unaddressed(sentence.strip())  # before the openers: "Yeah Maria, …" greets her
    body = body[_lead(body):].strip()
    if not body or TASK.search(body):
        return None
    body = QUOTED.sub(" ", body).strip()
    keep = _ASK_TO_KEEP.match(body)
    if keep:
        body = body[keep.end():].rstrip("?？ ")
    if _SUPPOSE.match(body):  # before a question's clauses are cut apart
        return None
    asks = bool(_QUESTION.search(body))
    if asks:  # the statement a question rides on ("since I'm vegan, can …?")
        clauses = [c.strip() for c in _ASKS.split(body)]
        # (a reason keeps the question mark of the sentence it ends: "…, since with my COPD
        # the thin air gets rough fast?")
        body = "，".join(_BECAUSE.sub("", c).rstrip("?？ ") if _BECAUSE.match(c) else c
                        for c in clauses if c and (_BECAUSE.match(c) or not _QUESTION.search(c))
                        and not _CONDITION.match(c))
        if not FIRST_PERSON.search(body) and not HAS_CJK.search(body):  # 中文 drops "I"
            return None
    elif HAS_CJK.search(body) and _UNSURE.search(body):  # the rest of the sentence stays
        body = "，".join(c.strip() for c in _CLAUSE.split(body)
                        if c.strip() and not _UNSURE.search(c))
    if _HYPO.search(body):
        said = _BUT.split(body)[-1]
        if said == body and HAS_CJK.search(body):  # "…，她对猫毛过敏，所以只能考虑别的" states
            clauses = _CLAUSE.split(body)  # what leads the clause that plans (not one that sets
            plans = next(c for c in clauses if _HYPO.search(c))  # a condition: "…，要是…")
            said = "" if _CONDITION_ZH.search(plans) else "，".join(clauses[:clauses.index(plans)])
        if not said or said == body or _HYPO.search(said) or not FIRST_PERSON.search(said):
            return None
        body = said
    if _QUESTION.search(body):
        return None
    if _theirs(body):
        body = _without(body, _theirs) if not HAS_CJK.search(body) else ""
    if NOW.search(body):
        body = _without(body, NOW.search) or _before_now(body)
    if not body:
        return None
    if not FIRST_PERSON.search(body):  # a fragment naming nobody ("(39)", "Yes!") states nothing
        words = WORD.findall(body)
        if names_user or (len(words) < 2 and sum(len(w) for w in words if HAS_CJK.match(w)) < 4):
            return None
    return body[:_MAX_SENTENCE]


def asks(sentence: str) -> bool:
    """Whether ``sentence`` asks or supposes rather than tells (a question, a hypothetical)."""
    body = sentence.strip()
    return bool(_QUESTION.search(body) or _SUPPOSE.match(body) or _HYPO.search(body))


def relative(body: str) -> str:
    """The close relative ``body`` is about ("my daughter is vegetarian": ``"daughter"``,
    normalised as the rules key them), or the wider-family member who lives with the user
    (:func:`_household`), or ``""`` for the user's own fact. "Our family" is the user's
    household, the user included: ``""``."""
    m = KIN.match(body)
    if m is None:
        return _household(body)
    rel = (m.group("rel") or m.group("bare") or m.group("zh") or m.group("zh_bare")).casefold()
    if rel == "family":
        return ""
    rel = REL_NORM.get(rel, rel)
    return rel[:-1] if rel not in RELATIONS and rel[:-1] in RELATIONS else rel  # "stepsons"


def _household(body: str) -> str:
    """The wider-family member leading ``body`` when it says they live with the user ("my grandma
    lives with us", "我奶奶跟我们一起住"), normalised as keys name relatives; else ``""``. Their
    facts are the household's, filed as theirs like a close relative's."""
    if not _LIVES_WITH_US.search(body):
        return ""
    m = _WIDER.match(body)
    word = (m.group(1) or m.group(2)).casefold() if m else ""
    rel = REL_NORM.get(word, word)
    return rel if rel in RELATIONS else ""


def _theirs(text: str) -> bool:
    """Whether ``text`` is led by another person (not one acting on the user's treatment, nor
    a relative who lives with the user: "我奶奶跟我们一起住，她有老年痴呆" is the household's)."""
    return bool((OTHERS.search(text) and not _ON_ME.search(text) and not _household(text))
                or _THEIRS.search(text))


def _without(body: str, ruled_out: Callable[[str], object]) -> str:
    """``body`` without its parts that ``ruled_out`` (see the module docstring); empty when
    nothing is left, or when what is left of an English sentence does not name the user."""
    cjk = HAS_CJK.search(body)
    parts = [p.strip() for p in (_CLAUSE if cjk else _PARTS).split(body)]
    kept = [p for p in parts if p and not ruled_out(p)]
    if len(kept) == len(parts) or not kept:  # the whole is ruled out, or nothing is left
        return ""
    rest = ("，" if cjk else "; ").join(kept)
    return rest if cjk or FIRST_PERSON.search(rest) else ""


def _before_now(body: str) -> str:
    """What an English sentence says before a clause about the moment that it ends with, cut
    at a comma ("the psychiatrist swapped me over to escitalopram, first dose was this
    morning"), or ``""``. Only a clause of its own (a verb, not the user: "I'm vegan, at least
    for today" and "I'm stuck at home, I have a migraine right now" are about the moment
    whole); a clause about the moment that leads ("today, I'm vegan") or that the sentence goes
    on after qualifies the whole too."""
    if HAS_CJK.search(body):
        return ""
    parts = [p.strip() for p in _COMMA.split(body)]
    last = parts[-1]
    if len(parts) < 2 or not NOW.search(last) or not _OWN_VERB.search(last) or \
            FIRST_PERSON.search(last) or any(NOW.search(p) for p in parts[:-1]):
        return ""
    rest = ", ".join(parts[:-1])
    return rest if FIRST_PERSON.search(rest) else ""


# A sentence led by a pronoun, after one about the user's pet, child or close relative: it goes
# on about them ("we adopted a rescue pit mix! her name's Luna"), so it is scored with that
# sentence.
_PRONOUN_LED = re.compile(r"^(?:he|she|his|her|it|its)(?:['’]s)?\b|^(?:他|她|它)", re.IGNORECASE)
# Close relatives "she" cannot be, and "he" cannot be.
_HE = frozenset({"husband", "boyfriend", "dad", "son", "brother", "grandpa", "stepdad", "stepson",
                 "nephew", "grandson", "uncle", "fiance", "father-in-law", "brother-in-law",
                 "son-in-law", "half-brother", "stepbrother"})
_SHE = frozenset({"wife", "girlfriend", "mom", "daughter", "sister", "grandma", "stepmom",
                  "stepdaughter", "niece", "granddaughter", "aunt", "fiancee", "mother-in-law",
                  "sister-in-law", "daughter-in-law", "half-sister", "stepsister"})
_PET_OR_CHILD = re.compile(r"\b(?:dog|pup|puppy|cat|kitten|kitty|parrot|bird|budgie|rabbit|bunny|"
                           r"hamster|guinea pig|fish|goldfish|turtle|tortoise|lizard|snake|horse|"
                           r"pony|terrier|retriever|spaniel|poodle|shepherd|collie|beagle|husky|"
                           r"greyhound|labrador|dachshund|tabby|rescue|shelter|adopted|baby|"
                           r"newborn|son|daughter|boy|girl)s?\b|狗|猫|宝宝|儿子|女儿",
                           re.IGNORECASE)


def continues(previous: str, sentence: str) -> bool:
    """Whether ``sentence`` goes on about the pet, child or close relative the ``previous``
    candidate is about ("My wife finally got off nights! She's on day shifts now"): then both
    are scored as one; alone, the guard for other people would rule it out."""
    led = _PRONOUN_LED.match(sentence.strip())
    if not led:
        return False
    if _PET_OR_CHILD.search(previous) and FIRST_PERSON.search(previous):
        return True
    rel = relative(previous)  # "she" is not the brother of "My brother and his girlfriend …"
    word = led.group(0).casefold()
    female, male = word.startswith(("she", "her", "她")), word.startswith(("he", "his", "他"))
    return bool(rel) and rel not in (_HE if female else _SHE if male else ())


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` as the detector reads them: the rules' sentences, each one of
    one or two words that the guards rule out on its own (a *label*) joined to the statement
    after it.

    People state a fact as a label and go on: "needles. I faint. every time.",
    "claustrophobic. lifts, MRI machines …". Alone, the label passes no guard and what follows
    names nothing; together they read as the fact ("needles. I faint." scores 0.96 as an
    aversion). A short sentence the guards let through ("Vegan here.", "Peanut allergy.") is
    read on its own, as before, and a label is never joined to a question (it would be ruled
    out with it). Chat labels ("ugh. mondays.") score as nothing either way. Leaving each of the
    ten spent sets out in turn (trained on the examples and the other nine, read the same way),
    this found 1,736 of their 2,178 facts instead of 1,722 (as many or more on every set) and
    flagged 82 of their 3,752 negatives instead of 78.
    """
    out: list[str] = []
    label = ""
    for sentence in _sentences(text):
        joined = f"{label} {sentence}" if label else sentence
        if label and _QUESTION.search(sentence):  # the label stays apart, as it was
            out.append(label)
            joined = sentence
        words = len(_LATIN_WORD.findall(joined))
        short = (not HAS_CJK.search(joined) and 0 < words <= _LABEL
                 and candidate(joined, names_user=False) is None)
        label = joined if short else ""
        if not short:
            out.append(joined)
    return [*out, label] if label else out


def within(part: str, text: str) -> bool:
    """Whether ``part`` (a sentence of :func:`sentences`, which joins a label to the next
    sentence with one space) is in ``text``, whatever whitespace each has between words."""
    return " ".join(part.split()) in " ".join(text.split())
