"""How a user message updates a current fact it does not restate (the meaning extractor's
``updates``, which :class:`~convmem.facts.ledger.FactLedger` asks).

The sentences of a user message that change a current fact without stating one the
detector would file by itself:

- a *near miss* (:data:`~convmem.facts.meaning.NEAR_MISS`) of a category the conversation holds
  a current fact of, that reads like that fact (:data:`NEAR_SIMILARITY`) or says a change: in a
  category that supersedes by meaning (:data:`~convmem.facts.ledger.SIMILAR_SLOTS`) it is filed
  under the most similar fact's key (a change needs :data:`NEAR_CHANGED` similarity there),
  replacing it unless it says an addition ("also"); one that names no new value and says no
  change itself (:func:`names_one`, or a number) updates nothing; in the others (allergies,
  medications, conditions, pets …, of which a person has several) it is filed beside them, so
  the new value is pinned and the old one is never lost by a guess;
- a sentence that says a change (:func:`~convmem.facts.ledger.says_change`: "moved",
  "switched", "now", "改到" …, not "also") and reads like a current fact of a category
  that supersedes by meaning, or like a note the user asked to be remembered, at least
  :data:`UPDATE_SIMILARITY` — "choir moved to Monday nights" after "choir practice is every
  Thursday", "车换了，特斯拉卖了，现在开的是比亚迪汉" after "帮我记住，我的车是白色的特斯拉
  Model 3": filed under that fact's key (a new note that says no change is filed beside
  the others, as a user keeps many), a Chinese one only when it shares a word with the fact
  (:func:`~convmem.facts.ledger.shares_word`: "现在被人拍几张我倒无所谓了…", an aversion, read
  0.57 like "我这两年一直是低碳水饮食…" and replaced that diet in a planted conversation of the
  forty-fourth set, seen);
- a near miss of a category that supersedes by meaning where the conversation holds
  only a *guess* of it: filed as a guess under the guess's key when it reads like it as a
  guess must to replace a guess (:data:`~convmem.facts.ledger.GUESS_SIMILARITY`, or the
  category's own threshold if higher): "日语课现在是周日上午" after the guess "日语课调到周五
  晚上了". It stays a guess: a guess never makes the next one a fact.

Within one message the later statement of a slot is its value: a sentence before a statement
the extractor found, or one that statement quotes (a message read whole is quoted whole but
covers only the sentences its value came from), does not update the slot it fills ("We finally
left Brooklyn! Jersey City now, …", read whole as the home, keeps Jersey City); a sentence after
it does ("生酮我放弃了，太难坚持。现在改成16:8轻断食…" replaces keto by the fasting).

A near miss "says a change" when it or the user's sentence before it does ("We did it, we
moved south! Bergen is rainy …"; not a question, nor a relative's or someone else's news).

A birth announced while the conversation holds the user's (or their partner's) pregnancy
("she's here!! our daughter arrived Tuesday, 7lb 2oz", "宝宝上周出生了") ends it: the
announcement is filed under the pregnancy's key, so the slot says the baby is born instead of a
pregnancy (:func:`births`). On the blind sets this was the commonest superseding statement the
detector missed (8 of the 44 pairs left with the stale value alone on the eighteenth to
twenty-first sets): the detector reads a birth as chit-chat.

What :func:`candidate` rules out (questions, hypotheticals, tasks, the moment, other
people's facts), relatives' news ("my brother moved to Berlin") and sentences about the
person the user talks to ("your business really stands out") are left alone.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from convmem.facts.guards import KIN, WORD, candidate, relative, sentences, within
from convmem.facts.ledger import (
    ADDITION,
    GUESS_SIMILARITY,
    GUESSED,
    RENAMED,
    SIMILAR_SLOTS,
    FactStatement,
    Similarity,
    closest,
    owner,
    says_change,
    shares_word,
)
from convmem.facts.rules import FIRST_PERSON, HAS_CJK, OTHERS
from convmem.facts.stated import SINGLE_SLOT
from convmem.messages import SPEAKER_LABEL, Message
from convmem.records import Fact

__all__ = ["BIRTH", "SINGLE_SLOT", "births", "covers", "names_one", "slug", "updates"]

# How like a current fact a sentence that says a change must read to update it, tuned on 24
# superseded pairs written for it.
UPDATE_SIMILARITY = 0.55
# Categories a sentence that only says a change never updates: a pregnancy changes in its own
# words (the rules of convmem.facts.rules_pregnancy, a birth, a near miss of the category).
# "以前不吃香菜，现在居然爱上了" (now likes coriander) read 0.55 like "我怀孕五个月了，最近晚上腿
# 老抽筋" and replaced it, in a planted conversation of the thirty-ninth blind set (after its
# first run).
_OWN_WORDS = frozenset({"pregnancy"})
# A near miss (a sentence the detector scored below its threshold but at least
# convmem.facts.meaning.NEAR_MISS) of a category the conversation already holds a current fact
# of. Such a sentence is the update people write without restating the label ("日语课调到周五
# 晚上了", "Got hired, up to $100 for outings is fine now"): filed when it reads at least
# NEAR_SIMILARITY like that fact, or NEAR_CHANGED when it says a change. A change cue alone is
# not enough: chat is full of "now" and "finally" ("Seven years now, and I've finally found my
# real muses: painting and pottery" replaced a planted job). Tuned on the superseded pairs of
# the five spent blind sets and their planted conversations.
NEAR_SIMILARITY = 0.5
NEAR_CHANGED = 0.35
# A sentence about the person the user talks to ("your business really stands out", "sorry
# about your job, Jon"), naming no one else: never an update of the user's facts.
_ABOUT_YOU = re.compile(r"(?<![\w'])(?:you|your|yours|you're|you've)(?![\w'])", re.IGNORECASE)
# What a sentence filed under a one-value category must name to take its slot, and so replace
# the current value: a proper noun ("our new place in Montreal", "call me Colonel Hayes") or,
# in Chinese, which has no capitals, anything (:func:`names_one`). Without one ("talking to the
# people in my area"), it is filed beside the current value and replaces nothing. What a
# transcript's speaker label opens is a sentence ("John: Yeah, they are my rock in tough
# times" was filed as the user's address, "Yeah" read as a name), unless the label is followed
# by a value (_VALUE_LABELS: "Home: Lisbon.", "Update: Lisbon now."); and a name the user
# greets someone by is no value (_CALLED: "Hey Maria, since we last spoke I went to that
# community mtg." was filed as the user's name), nor, later, that name again ("Cool, Maria!").
_NAMES_ONE = re.compile(r"(?<=[^\s.!?]\s)[A-Z][a-zà-ÿ][\w'’-]*|[\u4e00-\u9fff]")
# labels followed by a value, not by a speaker's sentence (the last word: "Current City: Lisbon")
_VALUE_LABELS = frozenset({"name", "nickname", "home", "address", "city", "town", "location",
                           "hometown", "country", "update", "correction", "edit", "note", "news",
                           "fyi", "ps", "btw", "reminder"})
_GREETINGS = (r"hey|hi|hello|hiya|thanks|thank\s+you|thx|dear|bye|cheers|congrats|"
              r"congratulations|sorry|good\s+(?:morning|night|luck)|morning|night|take\s+care|"
              r"happy\s+birthday")
# a greeting opening a clause, then a name and nothing more of the clause ("Thanks so much,
# McKenzie!", "Hey Mary-Jane - since…", "Hey Maria :)"); not an interjection ("Yes, Boston!")
_CALLED = re.compile(rf"(?:^|(?<=[.!?,;:]\s)|(?<=[.!?]))(?i:{_GREETINGS})"
                     r"(?:\s+(?i:so\s+much|a\s+lot|again))?,?\s+([A-Z][\w'’-]*)"
                     r"(?=\s*(?:[^\w\s]|$))")
# What a near miss must name to replace the fact it reads like, unless it says a change itself:
# a proper noun, a number, or (in Chinese) anything. "A lot has changed since last time. I'm
# really enjoying my new job." (LoCoMo chat) replaced "New job! Senior backend engineer at a
# healthtech startup in Munich, …" in a planted conversation of the forty-fifth set (seen since
# its first run), and "I'm doing UX writing in-house at a fintech now." of the forty-fourth.
_DIGIT = re.compile(r"\d")
_STOP_WORDS = """and the that this with have has had for from was were are but not you your just
really very also been being they them then than into onto about over because since its it's
i'm i've i'd we're we've our ours mine myself"""
_STOP = frozenset(_STOP_WORDS.split())


def names_one(body: str, known: Sequence[str] = ()) -> bool:
    """Whether ``body`` names a value a one-value slot can hold (see :data:`_NAMES_ONE`) other
    than a name the ``known`` texts (the current facts) greet someone by: "Wow, Maria!" does not
    update an address or a name once a fact said "Hey Maria, since we last spoke …", while "We
    moved back to Boston." updates "We moved from Boston to Lisbon last year." In Chinese,
    anything."""
    greeted = {m[1].casefold() for text in known for m in _CALLED.finditer(_unlabelled(text))}
    text = _CALLED.sub(".", _unlabelled(body))
    return any(HAS_CJK.match(found[0]) or re.sub(r"['’]s$", "", found[0]).casefold()
               not in greeted for found in _NAMES_ONE.finditer(text))


def _unlabelled(text: str) -> str:
    """``text`` without a leading speaker's label (the word after it opens a sentence), but a
    label followed by a value (:data:`_VALUE_LABELS`)."""
    label = SPEAKER_LABEL.match(text)
    if label and label[1].split()[-1].casefold() not in _VALUE_LABELS:
        return text[label.end():]
    return text


def slug(text: str) -> str:
    """A key's words for ``text``: its first four words that say something — not a speaker's
    label nor a name called: on LoCoMo, every "John: Hey Maria, since we last spoke …" was keyed
    ``john-hey-maria-last`` whatever it said next, and replaced the one before."""
    said = _CALLED.sub(" ", SPEAKER_LABEL.sub("", text, count=1))
    words = [w for w in WORD.findall(said.casefold()) if w not in _STOP] or [
        w for w in WORD.findall(text.casefold()) if w not in _STOP]  # "Yes, Lisbon."
    return "-".join(words[:4]) or "fact"


# A birth. Only a newborn is "born", "arrived" or "here" without more ("the babies came early",
# "the baby's here", "宝宝上周出生了"; not "the baby monitor arrived", "we had our baby shower");
# a child, or a pronoun, only in a message that also gives a birth weight or weeks ("She's here!
# Our daughter was born Saturday, 7 lbs 3 oz"; not "Grandma flew in. She's finally here!", "Our
# son arrived on Friday for the holidays"). A sentence that gives an age or a year is an older
# child's ("My son was born in March, so he's almost three").
_NEWBORN = (r"\b(?:bab(?:y|ies)|newborn|twins|triplets|little\s+(?:one|boy|girl|guy|man|lady)|"
            r"baby\s+(?:boy|girl))\b(?!['’]s\s+(?!(?:finally\s+)?here)|\s+(?:shower|monitor|"
            r"clothes|room|gear|stuff|food|formula|bottles?|seat|stroller|gate|books?|things|"
            r"registry|names?|bump|scan|kicks?|steps|teeth|photos?|pictures?|shoes|sister|brother|"
            r"sitter|blues)\b)")
_CHILD = (r"\b(?:our|my)\s+(?:(?:new|first|second|third|little|baby)\s+)?(?:son|daughter|boy|"
          r"girl|boys|girls|twins)\b")
_RECENT = (r"(?:last\s+night|this\s+morning|yesterday|today|earlier\s+today|just\s+now|on\s+"
           r"\w+day|\w+day|at\s+\d)")
_BORN_NOW = re.compile(
    rf"{_NEWBORN}\s+(?:(?:finally|just)\s+)?(?:was\s+born|were\s+born|arrived|came|is\s+here|"
    rf"are\s+here)|{_NEWBORN}['’](?:s|re)\s+(?:finally\s+)?here\b|{_CHILD}\s+(?:was|were)\s+"
    rf"born\s+{_RECENT}|\bgave\s+birth\b|\bhad\s+(?:the|our)\s+bab(?:y|ies)(?=\s*(?:[!.,]|$))|"
    r"\bwelcomed\s+(?:our|a)\s+(?:baby|son|daughter|little)|宝宝(?:出生|降生|来了)|出生了|"
    r"生了(?:个|一个|一对)(?:儿子|女儿|闺女|男孩|女孩|宝宝|小子|丫头|双胞胎|龙凤胎|千金|大胖小子)|"
    r"生下了", re.IGNORECASE)
_BORN_IF_MARKED = re.compile(
    rf"{_CHILD}\s+(?:(?:finally|just)\s+)?(?:was\s+born|were\s+born|arrived|came)|^(?:she|he|they)"
    r"(?:['’](?:s|re)|\s+(?:is|are))\s+(?:finally\s+)?here\b|^(?:they|she|he)\s+(?:arrived|came)"
    r"\b|\bborn\s+(?:on|at|early|last|this|yesterday|today|\w+day)\b", re.IGNORECASE)
_MARKS = re.compile(r"\b\d+(?:\.\d+)?\s*(?:lbs?|pounds?|oz|kg)\b|\d+\s*g\b|"
                    r"[\d一二两三四五六七八九十]+斤|\bweeks?\s+early\b|\bat\s+\d+\s+weeks\b",
                    re.IGNORECASE)
_AGED = re.compile(r"\b(?:19|20)\d\d\b|\b\d+\s*(?:years?|yrs?|months?)\s+old\b|\balmost\s+"
                   r"(?:one|two|three|four|five|six|\d+)\b|\bturn(?:s|ed|ing)\s+(?:one|two|three|"
                   r"four|five|\d+)\b|\d+\s*岁|周岁", re.IGNORECASE)
BIRTH = re.compile(f"{_BORN_NOW.pattern}|{_BORN_IF_MARKED.pattern}", re.IGNORECASE)
_BORN = re.compile(r"\bborn\b|出生", re.IGNORECASE)
_ASKS_OR_WISHES = re.compile(r"[?？]|^(?:is|are|was|were|when|will|should|could|would|can|did|do|"
                             r"does|how|what|why)\b|\b(?:if|once|when|wish|hope|hoping|might|"
                             r"would|until|before)\b|如果|要是|等|想|希望|吗", re.IGNORECASE)
_NAMED_OTHER = re.compile(r"^(?!(?:she|he|it|that|there|here|what|who|everyone|baby)['’])"
                          r"(?-i:[A-Z])[a-z]+['’]s\b", re.IGNORECASE)
_PARTNERS = frozenset({"wife", "partner", "spouse", "girlfriend", "husband", "boyfriend"})
# Whose birth the user may announce: their own child's, or their partner's delivery.
_BIRTH_TELLERS = frozenset({"", "child", "son", "daughter", "kid", "kids", "baby", "twins",
                            *_PARTNERS})


def births(message: Message, current: Sequence[Fact]) -> list[FactStatement]:
    """A birth ``message`` announces (:data:`BIRTH`; not a question, a wish, someone else's
    baby, an older child), filed under the key and category of the conversation's current
    pregnancy fact of the user (the rules file "I'm pregnant" as ``pregnancy:status``), else of
    their partner ("my wife's pregnant"), which it supersedes; or nothing. A relative's
    pregnancy ("my sister is pregnant") is never ended by the user's news. The announcement's
    sentences that say it, or that say "born", are its text. A later pregnancy fact of the same
    person (a new due date) stays current beside it."""
    pregnant = [f for f in current if not f.negated and owner(f.key) in {"", *_PARTNERS} and (
        f.category == "pregnancy" or f.key.rsplit(":", 1)[-1].startswith("pregnan"))]
    if message.role != "user" or not pregnant:
        return []
    text = message.text
    marked = bool(_MARKS.search(text) or _BORN_NOW.search(text))
    told = sentences(text)
    said = [s for s in told if (_BORN_NOW.search(s) or (
        marked and _BORN_IF_MARKED.search(s))) and not (_AGED.search(s) or _ASKS_OR_WISHES.search(s)
        or _NAMED_OTHER.match(s) or (OTHERS.match(s) and not re.match(r"(?i)(?:she|he|they)\b", s)))
        and relative(s) in _BIRTH_TELLERS]
    if not said:
        return []
    # the sentences that go on about the birth ("Maya, 7lbs 2oz, born Tuesday at 3am") with it
    said = [s for s in told if s in said or (_BORN.search(s) and not _AGED.search(s))]
    first = min(pregnant, key=lambda f: (bool(owner(f.key)), f.valid_from, f.id or 0))
    news = " ".join(said)[:400]
    return [FactStatement(category=first.category, key=first.key, value=news[:80].strip(),
                          text=news, origin="rules")]


def updates(message: Message, current: Sequence[Fact], found: Sequence[FactStatement],
            near: Mapping[str, str], similarity: Similarity) -> list[FactStatement]:
    """The sentences of ``message`` that update a fact of ``current`` (see the module
    docstring).

    Args:
        message: the new message (only a user's is read).
        current: the conversation's current facts.
        found: the statements the extractor found in the message (their sentences are left
            alone: they are filed as they are; a sentence before one of them, or one its quote
            holds, does not update the slot it fills: the later statement is the value).
        near: the message's near misses, sentence -> category.
        similarity: cosine similarity of a text to others.

    Raises:
        RetrievalError: the embedder failed (the ledger logs it and files the rest).
    """
    # (a message stating the slot's news itself, "宝宝出生了！现在在坐月子", is filed as it says)
    born = [st for st in births(message, current) if not any(
        RENAMED.get(st.key, st.key) == f.key and f.origin != GUESSED for f in found)]
    # (only the user's own: the user's sentence updates no relative's fact)
    own = [f for f in current if not f.negated and not owner(f.key)]
    if message.role != "user" or not own:
        return born
    # A guess is no fact to update: it would make the next guess like it an update, filed as
    # the detector's own ("No problem, Maria!" twice in a chat became a constraint). A near
    # miss updates a guess as a guess (_guess_update).
    live = [f for f in own if f.origin != GUESSED]
    guessed = [f for f in own if f.origin == GUESSED]
    filed = [st for st in found if st.origin != GUESSED]
    told = sentences(message.text)
    covered = [[st.key for st in filed if covers(st, sentence)] for sentence in told]
    # the last sentence each slot the message fills was stated in: an update from a sentence
    # before it, or from one its statement quotes, would replace the later statement
    stated = {key: i for i, keys in enumerate(covered) for key in keys}
    out: list[FactStatement] = []
    moved = False  # the user's sentence before says a change: "We moved south! Bergen is …"
    for i, sentence in enumerate(told):
        said, moved = moved, False
        if covered[i]:
            continue
        body = candidate(sentence, names_user=False)
        if body is None or KIN.search(body) or (_ABOUT_YOU.search(body)
                                                and not FIRST_PERSON.search(body)):
            continue
        moved = says_change(body)
        category = near.get(body)
        change = moved or said
        update = _near_update(body, category, live, change, similarity) if category else None
        update = update or _change_update(body, live, similarity)
        if update is None and category and not any(f.category == category for f in live):
            update = _guess_update(body, category, guessed, similarity)
        if update is not None and stated.get(update.key, -1) < i and not any(
                st.key == update.key and within(sentence, st.text) for st in filed):
            out.append(update)
    return [*born, *(st for st in out if not born or st.key != born[0].key)]


def covers(statement: FactStatement, sentence: str) -> bool:
    """Whether ``statement`` was filed from ``sentence``, which the updates then leave alone:
    its quote is in the sentence or the sentence in its quote — but a quote of several
    sentences (a message read whole, :mod:`convmem.facts.whole`) covers only those its value
    was taken from, so the message's other sentences may still update another fact."""
    quote, value = statement.said(), statement.value
    if not quote or quote in sentence:
        return bool(quote)
    if not within(sentence, quote):
        return False
    if len(sentences(quote)) < 2 or within(sentence, value):
        return True
    return bool(value) and within(value[:40], sentence)


def _guess_update(body: str, category: str, guessed: Sequence[Fact],
                  similarity: Similarity) -> FactStatement | None:
    """The near miss ``body`` as an update of the current guess of ``category`` it reads most
    like, on the terms the ledger sets for a guess replacing a guess (a category that supersedes
    by meaning, as alike as it asks and at least :data:`~convmem.facts.ledger.GUESS_SIMILARITY`),
    filed as a guess under its key; or
    ``None``."""
    same = [f for f in guessed if f.category == category]
    least = SIMILAR_SLOTS.get(category)
    if not same or least is None or ADDITION.search(body):
        return None
    fact, score = closest(body, same, similarity)
    if score < max(least, GUESS_SIMILARITY):
        return None
    return FactStatement(category=category, key=fact.key, value=body[:80].strip(),
                         text=body, origin=GUESSED)


def _near_update(body: str, category: str, live: Sequence[Fact], change: bool,
                 similarity: Similarity) -> FactStatement | None:
    """The near miss ``body`` as an update of a current fact of ``category`` (see
    :func:`updates`; ``change``: it, or the sentence before it, says a change), or
    ``None``."""
    same = [f for f in live if f.category == category]
    if not same or (category in SINGLE_SLOT and not names_one(body, [f.text for f in live])):
        return None
    fact, score = closest(body, same, similarity)
    replaces = category in SIMILAR_SLOTS and not ADDITION.search(body)
    if replaces and score < (NEAR_CHANGED if change else NEAR_SIMILARITY):
        return None
    if replaces and not says_change(body) and not names_one(body) and not _DIGIT.search(body):
        return None  # chat about the fact ("I'm really enjoying my new job"), no new value
    if not replaces and not change and score < NEAR_SIMILARITY:
        return None  # filed beside, it replaces nothing: a change is reason enough
    key = fact.key if replaces else f"{category}:~{slug(body)}"
    return FactStatement(category=category, key=key, value=body[:80].strip(), text=body,
                         origin="meaning")


def _change_update(body: str, live: Sequence[Fact],
                   similarity: Similarity) -> FactStatement | None:
    """``body`` as the change of the current fact it reads most like (see :func:`updates`),
    or ``None``."""
    slots = [f for f in live if ((f.category in SIMILAR_SLOTS and f.category not in _OWN_WORDS)
                                 or f.category == "note")
             and (SIMILAR_SLOTS.get(f.category) == 0 or shares_word(body, f.text))]
    if not slots or not says_change(body):
        return None
    fact, score = closest(body, slots, similarity)
    if score < UPDATE_SIMILARITY:
        return None
    return FactStatement(category=fact.category, key=fact.key, value=body[:80].strip(),
                         text=body, origin="meaning")
