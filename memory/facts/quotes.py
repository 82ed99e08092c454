"""What a filed fact quotes: its sentence, with a short sentence beside it that says what the
sentence is about.

People name the thing in a few words and say what it does in the next sentence ("Cats and me do
not mix. Twenty minutes at my sister's place and my eyes swell shut and I'm wheezing.", "no not
ibuprofen!! it makes my lips swell up like a balloon.", "去年体检查出来轻度脂肪肝。医生让我少喝
酒多运动…"), or go on in a few words after it ("I'm Kwame. Kwame Mensah.", "I legally changed my
name last month. It's Nadia now, not the old one."). The extractor files the sentence that reads
as the fact; quoted alone it loses its object, and a model shown "it makes my lips swell up"
cannot tell what to avoid. So a fact found in a message of several sentences quotes, with its
own sentence, the one before it and the one after it when that one is short
(:data:`SHORT_WORDS` words, :data:`SHORT_CJK` Chinese characters) and no other statement of the
message quotes it; the one after only when it is no question and asks for nothing (that is the
request the fact came with: "Can you find hotels in Bruges that don't allow pets?"), and not
after a statement of the rules, which has a value of its own, when it says a change: it is the
slot's later value, which the ledger files as an update ("生酮我放弃了，太难坚持。现在改成16:8
轻断食…"; taken into the quote of the keto statement, it was filed as a repetition of it). The
key and the value stay the sentence's own.

On the seen blind sets (the second to the forty-fourth), 15 of the facts the fifth-to-last five
missed were such partial catches: a statement of the right category whose quote lacked the
words that name the fact, all of them in the sentence before or after it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from convmem.facts.guards import sentences, within
from convmem.facts.ledger import GUESSED, FactStatement, says_change
from convmem.facts.rules import TASK
from convmem.facts.vocabulary import HAS_CJK

__all__ = ["SHORT_CJK", "SHORT_WORDS", "with_neighbours"]

SHORT_WORDS = 10
SHORT_CJK = 16
_LATIN_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_CJK = re.compile(r"[\u4e00-\u9fff]")
# what the sentence after a fact asks for: the request the fact came with, not its object
_ASKS = re.compile(r"[?？]|吗|呢\s*$|^(?:(?:so|and|but|ok|okay|also|anyway)\s+)?(?:(?:can|could|"
                   r"would|will)\s+you|is|are|am|do|does|did|should|shall|what|what'?s|where|"
                   r"when|how|why|which|who|please|help\s+me|any\s+(?:ideas|tips|suggestions|"
                   r"recs)|(?:i'?m\s+|i\s+am\s+)?(?:looking\s+for|need|want|wondering|trying\s+"
                   r"to\s+(?:find|decide|figure|work\s+out)))\b|帮我|推荐|请|麻烦|想问|想找|有没有",
                   re.IGNORECASE)


def _short(sentence: str) -> bool:
    if HAS_CJK.search(sentence):
        return len(_CJK.findall(sentence)) <= SHORT_CJK
    return 0 < len(_LATIN_WORD.findall(sentence)) <= SHORT_WORDS


def _beside(told: Sequence[str], i: int, texts: Sequence[str], after: bool,
            valued: bool = False) -> str:
    """The sentence next to ``told[i]`` (before it, or ``after``) that may join its quote,
    else ``""`` (``valued``: the statement has a value of its own, see the module
    docstring)."""
    step = 1 if after else -1
    i += step
    while 0 <= i < len(told) and not _LATIN_WORD.search(told[i]) and not _CJK.search(told[i]):
        i += step  # the "!" of "ibuprofen!!"
    if not 0 <= i < len(told):
        return ""
    sentence = told[i].strip()
    if not sentence or not _short(sentence) or any(
            within(sentence, t) or within(t, sentence) for t in texts):
        return ""
    if after and (_ASKS.search(sentence) or TASK.search(sentence)
                  or (valued and says_change(sentence))):
        return ""
    return sentence


def _span(text: str, parts: Sequence[str]) -> str:
    """The stretch of ``text`` from the first of ``parts`` to the end of the last (the
    message's own characters, so the quote is found in it again), or the parts joined when it
    cannot be found."""
    joiner = "" if HAS_CJK.search(parts[0]) else " "
    first = _pattern(parts[0]).search(text)
    last = _pattern(parts[-1]).search(text, first.start()) if first is not None else None
    if first is None or last is None:
        return joiner.join(parts)
    return text[first.start():last.end()]


def _pattern(part: str) -> re.Pattern[str]:
    return re.compile(r"\s*".join(map(re.escape, part.split())))


def with_neighbours(text: str, found: Sequence[FactStatement]) -> list[FactStatement]:
    """``found`` (the statements of the message ``text``), each fact's quote widened to a
    short sentence before and after it (see the module docstring); guesses, statements quoting
    more than one sentence and a message of one sentence are left as they are."""
    told = sentences(text)
    if len(told) < 2:
        return list(found)
    texts = [st.text for st in found if st.origin != GUESSED]
    out: list[FactStatement] = []
    for st in found:
        at = next((i for i, s in enumerate(told) if within(st.text, s)), None)
        if st.origin == GUESSED or at is None:
            out.append(st)
            continue
        before = _beside(told, at, texts, after=False)
        after = _beside(told, at, texts, after=True, valued=st.origin == "rules")
        if not before and not after:
            out.append(st)
            continue
        out.append(replace(st, text=_span(text, [s for s in (before, st.text, after) if s])))
    # a guess a fact's quote now holds is no statement of its own (it would be filed twice)
    quoted = [st.text for st in out if st.origin != GUESSED]
    return [st for st in out if st.origin != GUESSED
            or not any(within(st.text, q) for q in quoted)]
