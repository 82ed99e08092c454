"""What a fact the extractor files quotes: its sentence, and a short sentence beside it.

People name the thing in a few words and say what it does in the next sentence ("Cats and me do
not mix. Twenty minutes at my sister's place and my eyes swell shut and I'm wheezing.", "no not
ibuprofen!! it makes my lips swell up like a balloon.", "去年体检查出来轻度脂肪肝。医生让我少喝
酒多运动…"), or go on in a few words after it ("I legally changed my name last month. It's Nadia
now, not the old one."). The extractor files the sentence that reads as the fact; quoted alone
it may lose its object, and a model shown "it makes my lips swell up" cannot tell what to avoid.
So a fact found in a message of several sentences quotes, with its own sentence, the one before
it and the one after it when that one is short (:data:`SHORT_WORDS` words, :data:`SHORT_CJK`
Chinese characters), no other statement of the message quotes it and it asks for no text to be
written; the one after only when it asks nothing (that is the request the fact came with: "Can
you find hotels in Bruges that don't allow pets?"), the one before even when it does ("Is kiwi a
weird allergy to have? bc every time I eat it my lips swell up", "can we go back to Rebecca? Bex
feels a bit young for me these days"); and only as long as the quote stays whole when rendered
(:data:`~convmem.render.QUOTE_CHARS`). Nothing checks that the sentence beside names the fact's
object; most short ones do, some say nothing ("Long week.", "What should I cook tonight?"),
which costs a few tokens. After a statement of the rules, which has a value of its own, not a
sentence that says a change: that is the slot's later value, which the ledger files as an update
("生酮我放弃了，太难坚持。现在改成16:8轻断食 …"; taken into the quote of the keto statement, it
was filed as a repetition of it). A statement that ends its value (negated: "I quit my job",
"我已经离职了！") has none to repeat: the change after it is what came instead, and joins it (a
guess there is dropped, as any a quote takes in; the ledger's updates, which read a statement's
own sentence, may still file it). The key and the value stay the sentence's own, and what the
statement says (a change, its words, what it reads like, which sentences it covers) is read from
its sentence (:attr:`~convmem.facts.ledger.FactStatement.sentence`), not from the quote; a guess
the quote now holds is not filed beside it. This is the meaning extractor's (its rules' statements
included); the rules alone, without the ``[rag]`` extra, quote their sentence.

On the seen blind sets (the fortieth to the forty-fourth), 15 of the facts the detector missed
were such partial catches: a statement of the right category whose quote lacked the words that
name the fact, all of them in the sentence before or after it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from convmem.facts.guards import sentences, within
from convmem.facts.ledger import GUESSED, FactStatement, says_change
from convmem.facts.rules import TASK
from convmem.facts.vocabulary import HAS_CJK
from convmem.render import QUOTE_CHARS

__all__ = ["SHORT_CJK", "SHORT_WORDS", "with_neighbours"]

SHORT_WORDS = 10
SHORT_CJK = 16
_LATIN_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_WORD = re.compile(r"[^\W_]")  # between two sentences of a quote: no word, only punctuation
# what the sentence after a fact asks for: a question or a request, not the fact's object
_ASKS = re.compile(r"[?？]|吗\s*[。！!]?$|呢\s*$|^(?:(?:so|and|but|ok|okay|also|anyway)\s+)?"
                   r"(?:(?:can|could|would|will)\s+you|is|are|am|do|does|did|should|shall|what|what'?s|"
                   r"where|when|how|why|which|who|please|help\s+me|any\s+(?:ideas|tips|"
                   r"suggestions|recs)|(?:i'?m\s+|i\s+am\s+)?(?:looking\s+for|need|want|wondering|"
                   r"trying\s+to\s+(?:find|decide|figure|work\s+out)))\b|帮我|推荐一|请你|请帮|"
                   r"麻烦你|想问|想找|有没有", re.IGNORECASE)


def _short(sentence: str) -> bool:
    if HAS_CJK.search(sentence):
        return len(HAS_CJK.findall(sentence)) <= SHORT_CJK
    return 0 < len(_LATIN_WORD.findall(sentence)) <= SHORT_WORDS


def _beside(told: Sequence[str], i: int, texts: Sequence[str], after: bool,
            valued: bool = False) -> str:
    """The sentence next to ``told[i]`` (before it, or ``after``) that may join its quote,
    else ``""`` (``valued``: the statement has a value of its own, see the module
    docstring)."""
    step = 1 if after else -1
    i += step
    while 0 <= i < len(told) and not _LATIN_WORD.search(told[i]) and not HAS_CJK.search(told[i]):
        i += step  # the "!" of "ibuprofen!!"
    if not 0 <= i < len(told):
        return ""
    sentence = told[i].strip()
    asks = _ASKS.search(sentence) or (valued and says_change(sentence))
    if not _short(sentence) or TASK.search(sentence) or (after and asks) or any(
            within(sentence, t) or within(t, sentence) for t in texts):
        return ""
    return sentence


def _pattern(part: str) -> re.Pattern[str]:
    return re.compile(r"\s*".join(map(re.escape, part.split())))


def _span(text: str, before: str, own: str, after: str) -> str | None:
    """The stretch of ``text`` from ``before`` to ``after`` around ``own`` (either may be
    empty), in the message's own characters so the quote is found in it again; ``None`` when
    the parts are not found there in that order."""
    at = _pattern(own).search(text)
    if at is None:
        return None
    start, end = at.start(), at.end()
    if before:
        found = [m for m in _pattern(before).finditer(text, 0, start) if m.end() <= start]
        if not found or _WORD.search(text, found[-1].end(), start):
            return None
        start = found[-1].start()
    if after:
        m = _pattern(after).search(text, end)
        if m is None or _WORD.search(text, end, m.start()):
            return None
        end = m.end()
    return text[start:end]


def with_neighbours(text: str, found: Sequence[FactStatement]) -> list[FactStatement]:
    """``found`` (the statements of the message ``text``), each fact (not a guess) quoting a
    short sentence before and after its own (see the module docstring), and without the guesses
    those sentences were."""
    told = sentences(text)
    if len(told) < 2:
        return list(found)
    texts = [st.text for st in found if st.origin != GUESSED and st.text.strip()]
    out: list[FactStatement] = []
    added: list[str] = []
    for st in found:
        at = next((i for i, s in enumerate(told) if within(st.text, s)), None)
        if st.origin == GUESSED or at is None or not st.text.strip():
            out.append(st)
            continue
        before = _beside(told, at, texts, after=False)
        after = _beside(told, at, texts, after=True,
                        valued=st.origin == "rules" and not st.negated)
        quote = _span(text, before, st.text, after) if before or after else None
        if quote is None or len(quote) > QUOTE_CHARS:
            out.append(st)
            continue
        out.append(replace(st, text=quote, sentence=st.text))
        added += [s for s in (before, after) if s]
    return [st for st in out if st.origin != GUESSED
            or not any(within(st.text, s) for s in added)]
