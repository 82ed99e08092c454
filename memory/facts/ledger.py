"""The fact ledger: durable facts the user stated, with validity intervals and provenance.

An :class:`Extractor` turns a user message into :class:`FactStatement` s. The
:class:`FactLedger` files them: a statement whose key already holds a different current value
closes the old entry (``valid_to``, ``superseded_by``) and opens a new one; a negated statement
("I'm not vegetarian anymore") closes the entry and is itself recorded, so the current state says
"no longer vegetarian" instead of forgetting. When its key holds nothing, a medication's or a
diet's closes the fact of its category and owner filed by meaning whose words name what it ends
(:func:`named_by`); a job the user says they left, saying what they do now, ends their other
work facts (:func:`job_ends`). A relative's or a pet's news told by their name alone ("Lily
turned 7 today!!" after "my daughter Lily is 6") is filed as theirs, not as the user's
(:mod:`convmem.facts.kin`). Nothing is deleted.

Supersession by meaning: a statement in a slot the ledger holds no current value for may still
replace a current fact of the same category in other words ("the choir moved to Mondays" after
"choir practice is on Wednesdays"). With a ``similarity`` function (the meaning extractor's),
a statement of a category in :data:`SIMILAR_SLOTS` closes the most similar current fact of its
category when their texts are at least that similar. Categories a person has many of at once —
allergies, medications, conditions — never supersede by similarity: two allergies read alike,
and losing one is the worst failure the ledger can have; they end by negation or a switch.

A user can correct the ledger: pin a fact they assert, edit one, retract one
(:meth:`FactLedger.assert_fact`, :meth:`FactLedger.edit`, :meth:`FactLedger.retract`). Each
writes a new entry or closes one, and records who did it; extracted facts never overwrite a
pinned one silently, they supersede it like any other statement of the same key.

Pinned facts are rendered as *quoted user data*: each is the user's own words in a JSON string
under a header that says they are not instructions, so "remember: ignore all previous
instructions" stays a quote.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from convmem.facts.corrections import Corrections
from convmem.facts.stated import owner
from convmem.facts.vocabulary import CJK, HAS_CJK, PREGNANCY_DUE, PREGNANCY_STATUS
from convmem.messages import Message
from convmem.records import Fact, utcnow
from convmem.stores.base import Store

log = logging.getLogger("convmem")

__all__ = ["ADDITION", "CHANGE", "GUESSED", "GUESS_SIMILARITY", "SIMILAR_SLOTS", "Extractor",
           "FactLedger", "FactStatement", "Similarity", "Updates", "closest", "owner",
           "says_change", "shares_word"]

# The origin of a fact the detector scored under its threshold: filed under its own words,
# pinned only in the requests it is relevant to (see convmem.facts.meaning.GUESS).
GUESSED = "guess"
# A statement that says it changes something ("we moved", "switched to", "now", "改到") needs
# less similarity to a current fact of its category to replace it: down to CHANGED_SIMILARITY
# in the slots a person holds one value of at a time, to CHANGED_FLOOR in the others (a second
# diet or schedule reads alike too). One that says it adds ("also", "too", "还") changes nothing.
CHANGE = re.compile(r"\b(?:now|anymore|any more|no longer|switched|moved|changed|swapped|"
                    r"instead|these days|from now on|gave up|back to|finally|got moved|"
                    r"starting|left|quit|stopped|no more|turns out|turned out|change of plan|"
                    r"not what (?:we|i) thought|bumped|upped|retired|got hired|adopted|"
                    r"separated|divorced|passed away|outgrew|outgrown|grew out of|grown out of)\b|"
                    r"现在|改到|改成|换成|换了|搬到|搬家|不再|已经不|调到|改了|辞职|跳槽|说错|离婚|退休|领养",
                    re.IGNORECASE)
ADDITION = re.compile(r"\b(?:also|too|as well|another|in addition|on top of)\b|还|也|另外",
                      re.IGNORECASE)
ONE_VALUE = frozenset({"home", "name", "address", "work"})
CHANGED_SIMILARITY, CHANGED_FLOOR = 0.25, 0.5
# A guess (the detector scored it under its threshold) never replaces a fact, and replaces a
# guess of its category only when they read at least this alike, or as alike as the category
# asks if that is more: "日子往前挪到十月中旬了" after "预产期在十月底" (0.77). A fact replaces a
# guess on the same terms when no current fact of its category is there.
GUESS_SIMILARITY = 0.5
_NAMED_ENDS = frozenset({"medication", "diet"})
# category -> the least similarity of two statements' texts for the newer to replace the older.
# Home and name replace the current value whatever the words (0), except by a statement keyed by
# its words (``home:~…``: the meaning detector found no value to name in it) that says no
# change: "talking to the people in my area" is no move.
SIMILAR_SLOTS: dict[str, float] = {"home": 0.0, "name": 0.0, "address": 0.55, "work": 0.5,
                                   "budget": 0.55, "schedule": 0.6, "diet": 0.65,
                                   "pregnancy": 0.5}
Similarity = Callable[[str, Sequence[str]], list[float]]
# Keys earlier versions filed a slot under -> the slot: a statement of the slot replaces them.
RENAMED = {"medical:pregnant": PREGNANCY_STATUS}
# Slots the rules fill side by side in a category that supersedes by meaning: they never
# replace each other by meaning (a due date read 0.72 like "我怀孕五个月了" and closed it).
SIDE_BY_SIDE = frozenset({PREGNANCY_STATUS, PREGNANCY_DUE})


# MiniLM is an English model: two Chinese sentences read alike whatever they say ("我每个周六都
# 要去陪我奶奶…" and "我晚上九点以后不回工作消息…" 0.74; "我戒酒两年了" and "我吃素，信佛的…" 0.72,
# which replaced the one diet by the other in a planted conversation of a seen set).
# So a Chinese statement replaces a fact in other words by similarity only when the two also
# share a word: two characters in a row, but for these that say nothing of the fact. On the
# superseded pairs of the seen sets the right replacements share one ("减脂", "手机", "特斯拉",
# "微辣", "日语课"), and none of the five wrong ones found in planted conversations did.
_CJK_RUN = re.compile(f"[{CJK}]+")
_SAYS_NOTHING = frozenset({"现在", "我们", "一个", "之前", "以后", "以前", "什么",
                           "这个", "那个", "就是", "不是", "可以", "已经", "还是",
                           "时候", "自己", "一下", "知道", "觉得", "因为", "所以",
                           "没有", "一直", "最近", "的话", "了吧"})


def _words_zh(text: str) -> set[str]:
    return {run[i:i + 2] for run in _CJK_RUN.findall(text)
            for i in range(len(run) - 1)} - _SAYS_NOTHING


def shares_word(text: str, other: str) -> bool:
    """Whether ``text`` may replace ``other`` by similarity as far as its words go: always in
    English; in Chinese, when the two share a word (see :data:`_SAYS_NOTHING`)."""
    if not (HAS_CJK.search(text) and HAS_CJK.search(other)):
        return True
    return bool(_words_zh(text) & _words_zh(other))


def says_change(text: str) -> bool:
    """Whether ``text`` says a change of something (not an addition to it)."""
    return bool(CHANGE.search(text)) and not ADDITION.search(text)


# (message, current facts, the statements found in it) -> statements that update current facts
Updates = Callable[[Message, Sequence[Fact], Sequence["FactStatement"]],
                   list["FactStatement"]]


@dataclass(frozen=True, slots=True)
class FactStatement:
    """One fact found in a message, before it is filed.

    Attributes:
        category: one of :data:`CATEGORY_PRIORITY`.
        key: the slot it fills; statements with the same key supersede each other.
        value: the fact in a few words.
        text: the sentence it was stated in (quoted when pinned).
        negated: the statement ends the fact rather than stating it.
        origin: what found it: ``"rules"``, ``"meaning"``, ``"llm"`` (kept in the ledger), or
            :data:`GUESSED`: the detector scored it under its threshold (see
            :data:`convmem.facts.meaning.GUESS`); pinned only where relevant.
        confidence: the meaning detector's score, for the statements it found.
        sentence: the sentence it was found in, when ``text`` quotes the sentences beside it
            too (:mod:`convmem.facts.quotes`); else empty, ``text`` being that sentence. What
            the statement says (a change, its words) is read from it, not from the quote.
    """

    category: str
    key: str
    value: str
    text: str
    negated: bool = False
    origin: str = "rules"
    confidence: float | None = None
    sentence: str = ""

    def said(self) -> str:
        """The sentence the statement was found in (see ``sentence``)."""
        return self.sentence or self.text


@runtime_checkable
class Extractor(Protocol):
    """Finds durable facts in a message."""

    def extract(self, message: Message) -> list[FactStatement]:
        """The facts ``message`` states (empty when it states none)."""
        ...


def _naming(value: str) -> re.Pattern[str] | None:
    """What finds ``value`` named in a casefolded text: as a whole word (Chinese, which has no
    spaces, anywhere), or ``None`` when it is too short to name anything ("EY" is in "they")."""
    value = value.casefold().strip()
    if len(value) < (2 if HAS_CJK.search(value) else 3):
        return None
    if HAS_CJK.search(value):
        return re.compile(re.escape(value))
    return re.compile(rf"(?<!\w){re.escape(value)}(?!\w)")


def named_by(st: FactStatement, current: Iterable[Fact]) -> Fact | None:
    """The current fact a negated statement ends when its own key holds nothing: one of its
    category and owner filed by meaning or as a guess (keyed by its words, with no value slot to
    meet the statement's key) whose text names the value ended: "Doc took me off the metformin"
    (``medication:metformin``) ends "metformin twice a day with meals here"
    (``medication:~metformin-twice-day-meals``). Only a medication or a diet, whose negations
    name the thing ended: a work negation names a placeholder ("I quit my job"), and an allergy
    or a condition told by meaning may name others beside it ("an EpiPen for tree nuts and
    shellfish"), which closing the whole would lose."""
    names = _naming(st.value)
    if st.category not in _NAMED_ENDS or names is None:
        return None
    whose = owner(st.key)
    return next((f for f in current if f.category == st.category and not f.negated
                 and owner(f.key) == whose and (":~" in f.key or ":?" in f.key)
                 and names.search(f.text.casefold())), None)


# What the rules file as the job a user says they left when it names none ("I quit my job",
# "我辞职了").
_NO_JOB_NAMED = frozenset({"job", "position", "role", "gig", "辞职", "离职", "被裁", "被裁员",
                           "被辞退", "失业", "下岗"})
# A quit told as news says what the user does now; one that does not may be an old story told
# in passing ("I've been one 'cause I lost my job", LoCoMo chat), which ended planted jobs.
_NOW = re.compile(r"现在|目前|如今|\b(?:now|these days|nowadays)\b", re.IGNORECASE)


# A status of being out of work ("unemployed", "laid off", "失业"): the next job ends it.
_OUT_OF_WORK = re.compile(r"unemployed|between\s+jobs|out\s+of\s+work|job\s+hunting|"
                          r"looking\s+for\s+work|laid\s+off|fired|let\s+go|lost\s+my\s+job|"
                          r"被裁|被辞退|失业|下岗|待业", re.IGNORECASE)


def job_ends(st: FactStatement, current: Iterable[Fact], message: str) -> list[Fact]:
    """The user's current work facts ``st`` ends besides its own slot.

    A new employer ends a status of being out of work ("got laid off", then "started at Acme"),
    and so does an occupation said as now ("I'm a nurse now"; not "I'm a software engineer
    looking for work").
    A quit — a negated employer ("I quit my job", "我辞职了") in a ``message`` that says what the
    user does now (:data:`_NOW`: "我辞职了，不教书了，现在在一家教育公司做课程研发", "I quit my
    job. I'm freelancing now.") — ends the other work facts. Without it, "我是初中语文老师"
    (``work:role``) or a job filed by meaning under its words stayed the user's job beside the
    quit: 9 of the 2,408 superseded pairs of the seen sets 2-46 left the old job alone current;
    and without the "now", planted jobs of the seen sets 40-46 were ended by LoCoMo's chat, three
    planted facts lost. A quit that names the job ("I left my job at Deloitte, freelancing now")
    ends only the work facts that name it (as a word); a relative's job and the user's status
    ("retired") are not the job quit."""
    if not st.negated and (st.key == "work:employer" or (st.key == "work:role" and
                           _NOW.search(message))):
        return [f for f in current if f.key == "work:status" and _OUT_OF_WORK.search(f.value)]
    if not (st.negated and st.key == "work:employer" and _NOW.search(message)):
        return []
    value = st.value.casefold().strip()
    names = None
    if value not in _NO_JOB_NAMED and (names := _naming(value)) is None:
        return []  # a name too short to look for
    return [f for f in current if f.category == "work" and not f.negated and not owner(f.key)
            and f.key not in (st.key, "work:status")
            and (names is None or names.search(f.text.casefold()) is not None)]


def closest(text: str, facts: Sequence[Fact], similarity: Similarity) -> tuple[Fact, float]:
    """The fact of ``facts`` (not empty) whose text reads most like ``text``, and how much."""
    scores = similarity(text, [f.text for f in facts])
    best = max(range(len(facts)), key=scores.__getitem__)
    return facts[best], scores[best]


class FactLedger(Corrections):
    """Files statements into a store's fact table, superseding and never deleting; and what
    users correct by hand (:class:`~convmem.facts.corrections.Corrections`).

    Args:
        store: where facts live.
        similarity: cosine similarity of a text to others (e.g.
            :meth:`~convmem.facts.meaning.MeaningExtractor.similarity`), for supersession by
            meaning; ``None`` supersedes by key only.
        updates: finds the sentences of a message that change a current fact in words no
            extractor files as a fact ("choir moved to Mondays", no "I" in it), e.g.
            :meth:`~convmem.facts.meaning.MeaningExtractor.updates`; they are filed under the
            fact's key.
        may_update: whether a message that states no fact may still update one, so that
            ``updates`` is asked (e.g.
            :meth:`~convmem.facts.meaning.MeaningExtractor.may_update`, which knows the
            detector's near misses); default :func:`says_change`. A message no one asks about
            costs no read of the ledger.
    """

    def __init__(self, store: Store, similarity: Similarity | None = None,
                 updates: Updates | None = None,
                 may_update: Callable[[Message], bool] | None = None) -> None:
        self.store = store
        self.similarity = similarity
        self.updates = updates
        self.may_update = may_update or (lambda message: says_change(message.text))
        self._lock = threading.Lock()

    @classmethod
    def of(cls, store: Store, extractor: Extractor | None) -> FactLedger:
        """The ledger that files ``extractor``'s statements in ``store``, with what the
        extractor offers for supersession (``similarity``, ``updates``, ``may_update``: a
        :class:`~convmem.facts.meaning.MeaningExtractor` has all three; the rules none)."""
        return cls(store, getattr(extractor, "similarity", None),
                   getattr(extractor, "updates", None), getattr(extractor, "may_update", None))

    def _replaces(self, st: FactStatement, current: dict[str, Fact]) -> Fact | None:
        """The current fact ``st`` supersedes: same key (or its slot's earlier key,
        :data:`RENAMED`); else, for a negation, the fact it names
        (:func:`named_by`); else (by meaning) the most similar of its category when that
        category supersedes by similarity. A guess replaces only a guess; a fact replaces a
        fact, else a guess (see :data:`GUESS_SIMILARITY`)."""
        if st.key in current:
            return current[st.key]
        renamed = [current[k] for k, now in RENAMED.items() if now == st.key and k in current]
        if renamed:
            return renamed[0]
        if st.negated:
            return named_by(st, current.values())
        least = SIMILAR_SLOTS.get(st.category)
        if least is None or self.similarity is None:
            return None
        said = st.said()
        if not least and (":~" in st.key or ":?" in st.key) and not says_change(said):
            return None  # a statement that names no value, beside the current one
        whose = owner(st.key)
        same = [f for f in current.values() if f.category == st.category and not f.negated
                and owner(f.key) == whose and not {st.key, f.key} <= SIDE_BY_SIDE]
        facts = [f for f in same if f.origin != GUESSED]
        guesses = [f for f in same if f.origin == GUESSED]
        if says_change(said):
            least = min(least, CHANGED_SIMILARITY if st.category in ONE_VALUE else CHANGED_FLOOR)
        pool, least = (facts, least) if st.origin != GUESSED and facts else (
            guesses, max(least, GUESS_SIMILARITY))  # a change replaces the fact, not a guess
        pool = [f for f in pool if not least or shares_word(said, f.text)]
        if not pool:
            return None
        try:
            fact, score = closest(said, pool, self.similarity)
        except Exception:  # the message is stored; filing by key alone is still correct
            return None
        return fact if score >= least else None

    def file(self, extractor: Extractor, conversation_id: str,
             stored: Sequence[Message]) -> None:
        """File the facts the stored user messages state. The messages are stored already: a
        failure here is logged, not raised, so the caller does not retry (and store twice)
        what is kept, and what follows the append (indexing) still runs."""
        for msg in stored:
            if msg.role != "user":
                continue
            try:
                self.update(conversation_id, extractor.extract(msg), msg)
            except Exception as exc:
                log.warning("convmem facts: message %s of conversation %r is stored, but its "
                            "facts were not filed (%s: %s)", msg.seq, conversation_id,
                            type(exc).__name__, exc)

    def update(self, conversation_id: str, statements: Sequence[FactStatement],
               source: Message, *, still: Callable[[], bool] | None = None) -> list[Fact]:
        """File the statements ``source`` made; returns the facts added.

        A statement equal to the current value of its key is a repetition and adds nothing.
        With ``updates``, a message that may update a fact (``may_update``: by default, it says
        a change, :data:`CHANGE`) is also searched for updates of current facts, even when it
        states no fact itself. A sentence led by the name of a relative or a pet the ledger
        knows, telling a change, an age or a death, is filed as theirs
        (:func:`convmem.facts.kin.attribute`). ``still``: asked holding the ledger's lock, files
        nothing when false (the source was replaced meanwhile; :meth:`unfile` takes the lock).
        """
        from convmem.facts import kin  # (it files through this module's statements)

        if not statements and not kin.may_tell(source.text) and (
                self.updates is None or not self.may_update(source)):
            return []  # nothing to file: no read of the ledger either
        added: list[Fact] = []
        with self._lock:
            if still is not None and not still():
                return []
            current = {f.key: f for f in self.store.facts(conversation_id)}
            statements = kin.attribute(source, current.values(), statements)
            if self.updates is not None and current:
                try:
                    found = self.updates(source, list(current.values()), statements)
                    # a guess that reads as an update of a current fact is filed as that update
                    updated = {st.text for st in found}
                    statements = [*(st for st in statements if st.origin != GUESSED
                                    or st.text not in updated), *found]
                except Exception:  # the message is stored; its extracted facts still count
                    log.warning("convmem facts: looking for updates of current facts failed "
                                "for message %r", source.id, exc_info=True)
            for st in statements:
                old = self._replaces(st, current)
                if old is not None and old.key != st.key and any(old is a for a in added):
                    # one message's statements never supersede each other by meaning: "I'm a
                    # nurse at St Mary's" files the role and the employer, both current
                    old = None
                ends = [f for f in job_ends(st, current.values(), source.text)
                        if not any(f is a for a in added)]
                if old is not None and old.negated == st.negated and not ends and\
                        old.value.casefold() == st.value.casefold():
                    continue  # a repetition (a second quit still ends the job taken since)
                now = utcnow()
                fact = self.store.add_fact(Fact(
                    conversation_id=conversation_id, key=st.key, category=st.category,
                    value=st.value, text=st.text, source_seq=source.seq, source_id=source.id,
                    negated=st.negated, valid_from=now, origin=st.origin,
                    confidence=st.confidence))
                for gone in [f for f in (old, *ends) if f is not None]:
                    if gone.id is not None:
                        self.store.close_fact(gone.id, now, superseded_by=fact.id)
                        current.pop(gone.key, None)
                current[st.key] = fact
                added.append(fact)
        return added

    def current(self, conversation_id: str) -> list[Fact]:
        """The facts that hold now, oldest first."""
        return self.store.facts(conversation_id)
