"""The default fact extractor: rules for English and Chinese, no model, microseconds a message.

It runs on every stored user message, so everything is a precompiled regular expression, and
each rule carries *needles* (plain substrings) that must occur in the lower-cased sentence before
its pattern runs. A sentence looks its 1-, 2- and 3-grams up in an index of the needles and
tests only those found there, so a sentence without any costs a few set operations.

What counts as a fact, and what does not:

- Every rule needs a first-person subject ("I", "we", "my", "我"; one a sentence dropped is put
  back: :mod:`convmem.facts.dropped`) or a family member ("my son is allergic to eggs"), so
  statements about friends, characters and patients yield nothing.
- A match is dropped when its clause is a question ("Is anyone allergic ...?", "你对花生过敏
  吗？"), a hypothetical ("what if I were vegan", "如果我住在北京"), reported speech, or when the
  sentence asks to transform text ("Translate 'I am allergic to peanuts' ...").
- A negation that names the fact ends it: "I'm not vegetarian anymore", "I stopped taking
  metformin", "我不再吃素了" yield ``negated=True`` on the fact's key. A negation that names
  nothing ("I'm not allergic to anything") yields nothing rather than a negated fact without an
  allergen, and one that only sits near the fact yields nothing either
  (:func:`~convmem.facts.polarity.takes_back`): someone's belief or a hope ("my mom always says
  I'm not allergic to peanuts"), a narrowing ("I'm off ibuprofen for the weekend only"), a noun
  the fact's word qualifies ("I don't have diabetes insurance"), a question.
- A switch states two facts: "I switched from atorvastatin to rosuvastatin", "my doctor swapped
  my lisinopril for amlodipine", "把二甲双胍换成了胰岛素" yield the old drug negated and the new
  one current (so the ledger does not keep both as taken); "switched from keto to vegan" does
  the same for diets in different slots.
- An opener that carries no fact ("By the way,", "Side note:", "Just so you know,", "对了，")
  is skipped before the rules anchored at the start of a sentence, so "Side note: I'm Ramona"
  reads as "I'm Ramona".

A statement's ``text`` is the sentence that states it, or, in a sentence over 140 characters,
the clauses from the match to its value: pinned facts are rendered as quotes of ``text`` within
a tight token cap, so a fact never quotes the rest of a multi-sentence message. It is always a
verbatim substring of the message.

Keys are slots the ledger supersedes on: ``home``, ``diet``, ``name``, ``budget``,
``allergy:[member:]<allergen, singular>``, ``medical:<condition>``, ``medication:<drug>``,
``work:role|employer|field|status``, ``family:<relation>[:<name>]``, ``pet:<name or species>``,
``schedule:<kind of event>``, ``constraint:<slug>``, ``note:<slug>``. Events are keyed by their
kind, not their qualifier, so "the appointment moved to Thursday" supersedes "my dentist
appointment is on Tuesday": a stateless extractor cannot tell which appointment "the" means, and
one current slot per kind is the trade-off. A single ``budget`` slot works the same way.

Diets: the vegetarian-to-vegan spectrum shares the ``diet`` slot (going vegan supersedes
vegetarian), halal/kosher fill ``diet:religious``, plans ``diet:<plan>`` (keto), avoided foods
``diet:no:<food>``. An avoided food that is also a stated allergen is reported as the allergy only.
A "remember ..." note is kept only when it is about the user (first person) or names something
(a number, a proper noun), so "remember, just do it!" is not a fact.

Limits (``convmem factbench``): idioms, facts split over sentences or behind a pronoun ("she's
allergic too"), stories. On the latest blind sets, written without sight of the rules, the rules
alone found about 4 facts in 10; with the meaning detector (:mod:`convmem.facts.meaning`) 8-9.
A rule that raises logs a warning and is skipped, so extraction never fails ``Memory.add``.

Messages longer than 16,000 characters are scanned in their first 12,000 and last 4,000: facts
are stated in chat, not inside pasted documents, and the cost per message must stay bounded.

Layout: :mod:`convmem.facts.vocabulary` holds the word lists, normalisation tables and the builders
that turn a match into a fact; :mod:`convmem.facts.rules_en` the English rules;
:mod:`convmem.facts.rules_zh` the Chinese rules; this module the combined rule table, the guards
that decide whether a match states a fact, and :class:`RuleExtractor`. The builders sit lowest
because every rule names one; the guards stay with the extractor that applies them.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from convmem.facts.dropped import with_subject
from convmem.facts.ledger import FactStatement
from convmem.facts.polarity import TOLD_CAP, Told, joined, settled, takes_back
from convmem.facts.rules_en import (
    ALLERGY,
    DIET,
    MEDICAL,
    MEDICATION,
)
from convmem.facts.rules_en_life import (
    BUDGET,
    CONSTRAINT,
    FAMILY,
    HOME,
    NAME,
    NOTE,
    PET,
    SCHEDULE,
    WORK,
)
from convmem.facts.rules_pregnancy import PREGNANCY, PREGNANCY_ZH, stage
from convmem.facts.rules_zh import (
    ALLERGY_ZH,
    BUDGET_ZH,
    CONSTRAINT_ZH,
    DIET_ZH,
    FAMILY_ZH,
    HOME_ZH,
    MEDICAL_ZH,
    MEDICATION_ZH,
    NAME_ZH,
    NOTE_ZH,
    PET_ZH,
    SCHEDULE_ZH,
    WORK_ZH,
)
from convmem.facts.vocabulary import (
    CJK_SPACE,
    FIRST_PERSON,
    HAS_CJK,
    ICASE,
    LATER_ZH,
    OTHER_PEOPLE,
    OTHERS,
    PREGNANCY_STATUS,
    TAG_QUESTION,
    Rule,
)
from convmem.messages import Message

__all__ = ["FIRST_PERSON", "HAS_CJK", "LIVES_WITH_US", "OTHERS", "OTHER_PEOPLE", "QUOTED", "TASK",
           "RuleExtractor"]

log = logging.getLogger("convmem")

_HEAD, _TAIL = 12_000, 4_000
_QUOTE_PARTS = 4  # sentences a quotation may run on for (see _quotes_whole)
_CLOSING = re.compile(r"[”」]|\"(?=[\s.,;:!?，。！？)]|$)")
# A single quote opens a quotation after a colon or a Chinese character when a word follows that
# no apostrophe elides ("帮我回复一下：'我对酒精过敏…'", "translate for a leaflet: 'I take blood
# thinners. …'"; not "Update: 'cause …", "我老婆's birthday"), and closes it only after the end
# of a sentence or a Chinese character (not "my kids' school", "rock 'n' roll").
_OPENS_SINGLE = re.compile(r"(?:[:：]\s*|(?<=[\u3400-\u9fff]))'(?=[A-Za-z\u3400-\u9fff])"
                           r"(?!(?:cause|cos|coz|twas|tis|til|till|course|em|sup|nuff|ya|n|s)\b)",
                           ICASE)
_CLOSING_SINGLE = re.compile(r"(?:^|(?<=[.!?…。！？\u3400-\u9fff]))'(?=[\s.,;:!?，。！？)）]|$)")
_CHUNK = 400


# Each category's English rules, then its Chinese ones: the order the rules have always run in,
# and it matters, because a key is kept once per message and within a sentence the first rule to
# yield it wins.
_RULES: tuple[Rule, ...] = (
    *ALLERGY, *ALLERGY_ZH, *DIET, *DIET_ZH, *MEDICAL, *MEDICAL_ZH, *MEDICATION,
    *MEDICATION_ZH, *PREGNANCY, *PREGNANCY_ZH, *NAME, *NAME_ZH, *FAMILY, *FAMILY_ZH, *PET,
    *PET_ZH, *HOME, *HOME_ZH, *WORK, *WORK_ZH, *SCHEDULE, *SCHEDULE_ZH, *BUDGET, *BUDGET_ZH,
    *CONSTRAINT, *CONSTRAINT_ZH, *NOTE, *NOTE_ZH,
)
# Several rules share one needle list (the species words, the family words): each distinct list
# is one group, found present once per sentence.
_NEEDLES: tuple[tuple[str, ...], ...] = tuple(dict.fromkeys(rule.needles for rule in _RULES))
_NEEDLE_OF: tuple[int, ...] = tuple(_NEEDLES.index(rule.needles) for rule in _RULES)


def _needle_index() -> dict[str, tuple[tuple[str, frozenset[int]], ...]]:
    """The needles by their first (up to) three characters, each with the groups it belongs
    to: a sentence looks up its own 1-, 2- and 3-grams and tests only the needles found there
    (testing all 614 needles one by one was half of a message's extraction time)."""
    groups: dict[str, set[int]] = {}
    for i, group in enumerate(_NEEDLES):
        for needle in group:
            groups.setdefault(needle, set()).add(i)
    index: dict[str, list[tuple[str, frozenset[int]]]] = {}
    for needle, where in groups.items():
        assert needle, "an empty needle would match every sentence"
        index.setdefault(needle[:3], []).append((needle, frozenset(where)))
    return {k: tuple(v) for k, v in index.items()}


_NEEDLE_INDEX = _needle_index()


def _groups_in(low: str) -> set[int]:
    """The needle groups with a needle in ``low``."""
    grams = {low[i:i + k] for k in (1, 2, 3) for i in range(len(low) - k + 1)}
    found: set[int] = set()
    for gram in grams.intersection(_NEEDLE_INDEX):
        for needle, where in _NEEDLE_INDEX[gram]:
            if needle in low:
                found |= where
    return found


# -- guards ------------------------------------------------------------------------------------
# A full stop after a title or a common abbreviation ends no sentence ("I go by Ms. Patel").
_ABBREVIATIONS = ("Mr", "Mrs", "Ms", "Mx", "Dr", "Prof", "St", "Jr", "Sr", "vs", "e.g", "i.e",
                  "approx")
_NOT_AFTER = "".join(f"(?<!\\b{re.escape(a)}\\.)(?<!\\b{re.escape(a.lower())}\\.)"
                     for a in _ABBREVIATIONS)
_SPLIT = re.compile(rf"(?<=[.!?]){_NOT_AFTER}\s+|(?<=[。！？；!?])|\n+|;\s*")
# Openers that carry no fact ("by the way", "side note:", "对了，"): stripped before the rules that
# are anchored at the start of a sentence, and from the quoted text of a fact.
_FILLERS = re.compile(r"(?:(?:(?:oh|ok|okay|so|and|also|btw|fyi|well|yeah|yes|um|uh|hmm|"
                      r"ugh|lol|anyway|anyways|update|actually|honestly|plus|ps|but|again|"
                      r"by\s+the\s+way|(?:on\s+a\s+)?side\s+note|unrelated|random(?:ly)?|"
                      r"before\s+i\s+forget|(?:just\s+)?so\s+you\s+know|just\s+fyi|heads[- ]up|"
                      r"quick\s+(?:note|update|heads[- ]up)|good\s+news|bad\s+news|for\s+context|"
                      r"(?:one\s+)?more\s+thing|(?:i\s+)?forgot\s+to\s+(?:mention|say)|"
                      r"(?:it'?s\s+)?(?:good|worth)\s+(?:to\s+)?mention(?:ing)?(?:\s+that)?|"
                      r"i\s+should\s+(?:say|mention|add)(?:\s+that)?|just\s+(?:to\s+)?let(?:ting)?"
                      r"\s+you\s+know(?:\s+that)?)\b"
                      r"|(?:对了|另外|顺便(?:说|提)一(?:下|句)|顺便|提醒一下|补充一下|还有|话说|"
                      r"忘了说|说起来|哦|嗯))[\s,:!.，：！-]*)*", ICASE)
# A request to transform or produce text: its facts are the text's, not the user's ("translate
# 'I'm allergic to peanuts'", "帮我写一段：我是素食者").
TASK = re.compile(r"^(?:please\s+|can you\s+|could you\s+)?(?:translate|write|rewrite|rephrase|"
                  r"paraphrase|summari[sz]e|draft|compose|spell|proofread|correct|fix the|"
                  r"generate|create|pretend|imagine|role-?play|suppose|act as|repeat|turn this|"
                  r"make this|make a sentence|give me an example|explain the|caption|"
                  r"complete the|example)\b|\bas an ai\b|^(?:请|麻烦|能不能|可以)?(?:帮我)?"
                  r"(?:翻译|写一|润色|改一下|造句|造个句)|翻译(?:成|为|一下|：|:)|用英[语文](?:怎么)?说|"
                  r"^(?:请|麻烦)?(?:帮我)?(?:写|造|给我)?(?:个|一个)?例句[：:，,\s]|什么意思\s*[：:]",
                  ICASE)
# Quoted text (straight, curly, corner quotes; single quotes only around words, and an apostrophe
# inside a word is not one: 'I'm pregnant' is one quote; in Chinese, single quotes from a Chinese
# character to one: "说'我怀孕了'"): a match inside it is someone's words.
QUOTED = re.compile("\"[^\"]*\"|“[^”]*”|「[^」]*」|‘(?:[^’]|(?<=\\w)’(?=\\w))*’|"
                    "(?<![\\w])'(?:[^']|(?<=\\w)'(?=\\w))+'(?![\\w])|"
                    "(?<=[\u3400-\u9fff])'(?=[\u3400-\u9fff])[^'\n]*?"
                    "(?<=[\u3400-\u9fff。！？，…])'")
# (a request to be called something is no question: "Can you start calling me Greta instead?",
# nor one to remember: "你记着，我开的是手动挡")
_QUESTION = re.compile(r"^(?:what|what's|whats|how|why|when|where|who|which|whose|is|are|am|do|"
                       r"does|did|can|could|should|would|will|was|were|has|have|may|might|"
                       r"isn't|aren't|doesn't|shall)(?![\w'’])(?!\s+you\s+(?:please\s+)?(?:start\s+|"
                       r"just\s+)?(?:call|calling|address|addressing)\s+me\s+(?-i:[A-Z]))|"
                       r"^(?:你(?!可以|就|直接|记住|记着|记一下|给我记)|谁|什么|怎么|哪|是否|"
                       r"是不是)|^你(?:记住|记着).*(?:没有|了没)[？?\s]*$", ICASE)
_ZH_QUESTION = re.compile(r"[吗呢么][\s？?!！。]*$|？|什么|谁|怎么|哪里|哪儿|哪个|多少")
_HYPO = re.compile(r"\b(?:if|suppose|supposing|imagine|hypothetically|pretend|assuming|let's say|"
                   r"lets say|unless|whether|in case|wish|should i|would i|could i|might|"
                   r"thinking about|thinking of|considering|planning to|plan to|want to|wanna|"
                   r"hoping to|hope to|would like to|'d like to|when|once|not that|tell me|"
                   r"parallel universe|in another life|"
                   r"(?:friend|coworker|colleague|boss|neighbou?r|roommate|he|she|they)\s+"
                   r"(?:said|says|thinks|told me))\b|如果|假如|要是|假设|万一|想|打算|考虑|要不要|"
                   r"是否|会不会|能不能|可不可以|倘若|朋友|同事|"
                   r"^(?:ok(?:ay)?,?\s+)?say\s", ICASE)  # "Say I got a puppy, how much …?"
_LATER_ZH = re.compile(LATER_ZH)  # its 我 is in the match, so it is looked for apart
# A clause ends at a clause mark, "but", or a space between Chinese words (typed for a comma:
# "我视力很差 回复能简短点吗" asks only in its last clause).
_CLAUSE_END = re.compile(rf"[,;:，；：]|\bbut\b|{CJK_SPACE}", ICASE)
_QUOTES = '"“”「」'
# Anchored to the moment: how the day goes is not a durable fact ("I had prawns tonight").
# A state the moment can hold (_MOMENTARY: a diet, a fear, a constraint) is none in the part of
# a clause that says so ("today I'm vegetarian by accident", "I'm scared of heights right now"),
# unless that part says when it began ("as of today I'm vegan"). An allergy, a medication, a
# diagnosis or an appointment learned or set today is durable ("I found out yesterday I'm
# allergic to penicillin", "my GP put me on sertraline today"), and so are a name, a move or a
# pregnancy ("my beagle Waffles ate a sock yesterday", "14 weeks today!!"). Measured on the
# fourteen blind sets (seen data), rules alone: 5 of the 81 negatives flagged were left alone,
# and none of the 1,037 facts found was lost.
_MOMENTARY = frozenset({"diet", "constraint", "aversion"})
# A slot a message may tell over several sentences, the later ones saying more ("备孕成功了！！
# 今天早上验出来两道杠，医生说大概六周") -> how far along a value of it is: its value is the
# furthest along (the later among equals), its quote all of them (else a key's first is kept).
TOLD_OVER: dict[str, Callable[[str], int]] = {PREGNANCY_STATUS: stage}
# Someone living with the user is the household's, like the close family: their name is kept
# ("my mother-in-law, Rosa, moved in with us"), and so is one the user asks to keep in mind; an
# uncle's or a friend's son's is not. On the fourteen blind sets (seen data), rules alone, this
# left 8 of 84 flagged negatives alone and lost 2 of 1,039 facts found, a grandfather's and a
# father-in-law's names the earlier writers counted as the user's (the later ones do not).
LIVES_WITH_US = (r"\b(?:lives?|living|stay(?:s|ing)?|moved|moving|move)\s+(?:in\s+)?with\s+"
                 r"(?:us|me)\b|(?:跟|和|与)我(?:们)?(?:一起)?住|住(?:在)?我(?:们)?家")
_KEPT = re.compile(rf"{LIVES_WITH_US}|(?<!n't )(?<!n’t )(?<!not )\bremember\b|"
                   r"\b(?:keep|bear)\s+in\s+mind\b|\bdon'?t\s+forget\b|记住|记着|别忘了", ICASE)
_BEGAN = re.compile(r"\b(?:since|from|as\s+of|starting|started|began|begun)\b|开始|起", ICASE)
_PART_END = re.compile(r"[,;:，；：]|\s[-–—]\s|\b(?:but|and|so)\b", ICASE)
NOW = re.compile(r"\b(?:today|tonight|this (?:morning|afternoon|evening)|right now|at the moment|"
                 r"yesterday|last night|so badly)\b|今天|今晚|昨天|昨晚|刚刚", ICASE)
_OTHERS_ZH = re.compile(r"朋友|同事|他们|她们|别人|邻居|老板")
_SHORT = 140
_SPAN_CUT = re.compile(r"[,;:]\s|\s[-–—]\s|[，；：]")


def _lead(text: str) -> int:
    """Length of the filler words ("ok so btw ...") that open ``text``."""
    match = _FILLERS.match(text)
    return match.end() if match else 0


def _sentences(text: str) -> Iterable[str]:
    if len(text) > _HEAD + _TAIL:
        text = text[:_HEAD] + "\n" + text[-_TAIL:]
    parts = [p.strip() for p in _SPLIT.split(text) if p and p.strip()]
    for part in _quotes_whole(parts, text):
        while part:
            yield part[:_CHUNK]
            part = part[_CHUNK:].strip()


def _quotes_whole(parts: list[str], text: str) -> list[str]:
    """``parts`` (of ``text``, in order) with a quotation's sentences joined into the sentence
    that opens it, up to its closing mark ("She wrote \"I am vegan. I hate meat.\" in her
    bio."), as ``text`` writes them (a line break between them stays, so a statement's quote is
    found in the message again); what follows the mark in the same part starts a sentence of
    its own ("他说：“我辞职了！”" then "我住在上海。"). A quotation not closed within
    :data:`_QUOTE_PARTS` parts (a stray mark, an inch mark) joins nothing."""
    out: list[str] = []
    i = at = 0  # (the parts are pieces of text in order: each is found after the last)
    while i < len(parts):
        part = parts[i]
        i += 1
        start = text.index(part, at)
        at = start + len(part)
        closing = _opens_quote(part)
        if closing is None:
            out.append(part)
            continue
        for j in range(i, min(len(parts), i + _QUOTE_PARTS)):
            close = closing.search(parts[j])
            if close is not None:
                at = text.index(parts[j][:close.end()], at) + close.end()
                out.append(text[start:at])
                rest = parts[j][close.end():].strip()
                parts[j:j + 1] = [rest] if rest else []
                i = j
                break
        else:
            out.append(part)
    return out


def _opens_quote(text: str) -> re.Pattern[str] | None:
    """The closing mark of a quotation ``text`` opens and does not close ("She wrote \"I am
    vegan.", not "I'm 5'10\" tall."), or ``None``."""
    if text.count("“") > text.count("”") or text.count("「") > text.count("」"):
        return _CLOSING
    last = text.rfind('"')
    if text.count('"') % 2 == 1 and (last == 0 or text[last - 1] in " :：("):
        return _CLOSING
    opened = [m.end() for m in _OPENS_SINGLE.finditer(text)]
    if opened and _CLOSING_SINGLE.search(text, opened[-1]) is None:
        return _CLOSING_SINGLE
    return None


def _span(sent: str, body: str, start: int, end: int, value: str) -> str:
    """The quoted text of a fact matched at ``body[start:end]`` (``body`` is ``sent`` without its
    opener): the sentence, or in a long one the clauses from the match to its value, because
    pinned facts are quoted within a tight token cap (a rule's last group often runs to the end
    of the sentence, so the value marks the end).
    """
    if len(sent) <= _SHORT:
        return sent
    at = body.casefold().find(value.casefold(), start, end)
    if at >= 0:
        end = at + len(value)
    left = max((b.end() for b in _SPAN_CUT.finditer(body, 0, start)), default=0)
    right = next((b.start() for b in _SPAN_CUT.finditer(body, end)), len(body))
    return body[left:right].strip() or body


def _clause(body: str, start: int) -> tuple[int, str]:
    """Where the clause holding ``body[start]`` begins, and its text (opener stripped)."""
    clause_start = 0
    for boundary in _CLAUSE_END.finditer(body, 0, start):
        clause_start = boundary.end()
    nxt = _CLAUSE_END.search(body, start)
    clause = body[clause_start:nxt.start() if nxt else len(body)].strip()
    return clause_start, clause[_lead(clause):]


def _theirs(body: str, start: int) -> bool:
    """Whether the clause of a match at ``body[start]`` is about another person (its subject),
    without naming the user after it: "My friend's wedding budget is 50k", not "my friends call
    me Jo"."""
    clause = _clause(body, start)[1]
    other = OTHERS.match(clause)
    return other is not None and not FIRST_PERSON.search(clause, other.end())


def _now(body: str, start: int) -> bool:
    """Whether the part of the clause holding ``body[start]`` is anchored to the moment (and
    does not say when a state began)."""
    left = max((b.end() for b in _PART_END.finditer(body, 0, start)), default=0)
    right = _PART_END.search(body, start)
    end = right.start() if right else len(body)
    return bool(NOW.search(body, left, end)) and not _BEGAN.search(body, left, end)


def _allowed(body: str, start: int, end: int) -> bool:
    """Whether a match at ``body[start:end]`` states a fact (no question, hypothetical, quote)."""
    clause_start, clause = _clause(body, start)
    if _QUESTION.match(clause):
        return False
    if HAS_CJK.search(clause) and (_ZH_QUESTION.search(clause) or
                                    _OTHERS_ZH.search(body, clause_start, end)):
        return False
    if _HYPO.search(body, clause_start, start) or _LATER_ZH.search(body, clause_start, end):
        return False
    tag = TAG_QUESTION.search(body, start)
    if tag and len(body[end:tag.start()].split()) <= 3:  # (not the tag of a request after it)
        return False
    if any(q.start() <= start < q.end() for q in QUOTED.finditer(body)):
        return False
    return sum(body.count(q, 0, start) for q in _QUOTES) % 2 == 0


def _retold(found: list[tuple[int, int, FactStatement]], n: int,
            statement: FactStatement) -> None:
    """A slot of :data:`TOLD_OVER` stated again in a later sentence ``n`` of the message: the
    later value (unless it tells an earlier stage, as :func:`~convmem.facts.rules_pregnancy.stage`
    reads "I'm 12 weeks pregnant! We've been trying since 2021"), quoted after the earlier
    sentences, in place of the earlier statement."""
    stage = TOLD_OVER.get(statement.key)
    if stage is None:
        return
    for i, (at, start, earlier) in enumerate(found):
        if (earlier.key == statement.key and earlier.negated == statement.negated and at != n
                and statement.text not in earlier.text):
            text = joined(earlier.text, statement.text)[:TOLD_CAP]
            latest = statement if stage(statement.value) >= stage(earlier.value) else earlier
            found[i] = (at, start, replace(latest, text=text))


class RuleExtractor:
    """Finds durable personal facts in user messages with rules (English and Chinese).

    Stateless and thread-safe; construct once and share. See the module docstring for what it
    treats as a fact and how keys are formed.
    """

    def extract(self, message: Message) -> list[FactStatement]:
        """The facts a user message states.

        Args:
            message: any message; only ``role == "user"`` messages are read.

        Returns:
            The statements found, in the order they appear (one per key and polarity);
            empty for other roles and for messages that state no fact.
        """
        if message.role != "user":
            return []
        return self.extract_text(message.text)

    def extract_text(self, text: str) -> list[FactStatement]:
        """The facts ``text`` states, as if a user had sent it.

        Args:
            text: the message text.

        Returns: the statements found (see :meth:`extract`).
        """
        found: list[tuple[int, int, FactStatement]] = []
        seen: set[tuple[str, bool]] = set()
        latest: Told = {}  # the last sentence telling each key and polarity, and its words
        told: list[str] = []  # the sentences so far, openers stripped
        for n, sent in enumerate(_sentences(text)):
            body = sent[_lead(sent):]
            if TASK.search(body):
                continue
            said = with_subject(body, told)  # (a dropped subject put back: the user's)
            told.append(body)
            shift = len(said) - len(body)
            present = _groups_in(said.casefold())
            for rule, which in zip(_RULES, _NEEDLE_OF, strict=True):
                if which not in present:
                    continue
                for m in rule.pattern.finditer(said):
                    if not _allowed(said, m.start(), m.end()):
                        continue
                    try:
                        facts = list(rule.build(m))
                    except Exception:  # a rule's bug must never fail Memory.add
                        log.warning("fact rule %r failed on %r", rule.pattern.pattern[:60],
                                    body[:200], exc_info=True)
                        continue
                    theirs = _theirs(said, m.start())  # once per match, not per fact
                    kept = theirs and bool(_KEPT.search(body))
                    now = _now(said, m.start())
                    for category, key, value, negated in facts:
                        key = " ".join(key.casefold().split())
                        if (not value or key.endswith(":")
                                or (theirs and (category != "family" or not kept))
                                or (now and category in _MOMENTARY)
                                or (negated and not takes_back(said, m.start(), value))):
                            continue
                        statement = FactStatement(
                            category=category, key=key,  # (without a subject put back)
                            value=value.removeprefix(said[:shift])[:80].strip(),
                            text=_span(sent, body, max(m.start() - shift, 0), m.end() - shift,
                                       value),
                            negated=negated)
                        latest[(key, negated)] = (n, statement)
                        if (key, negated) in seen:
                            _retold(found, n, statement)
                            continue
                        seen.add((key, negated))
                        found.append((n, m.start(), statement))
        allergens = {st.key.rsplit(":", 1)[-1] for _, _, st in found if st.category == "allergy"}
        found = [f for f in settled(found, latest) if not (f[2].key.startswith("diet:no:") and
                                                    f[2].key[8:] in allergens)]
        return [st for _, _, st in sorted(found, key=lambda f: (f[0], f[1]))]
