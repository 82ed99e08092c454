"""One polarity per key in one message: what a message that both states a fact and ends it
files (:func:`settled`, called by :class:`~convmem.facts.rules.RuleExtractor`).

The statement wins, as a rule: in "vegan from now on, pescatarian didn't work" or "I live in
Montreal now, not in Lyon" the negation is about the old value. The ending wins only when it is
told after the last statement of the key, about the very value stated, and says it is over
whole: "I take metformin. I stopped taking metformin last week", "I'm pregnant. I'm not pregnant
anymore" had kept the drug and the pregnancy current; "I take ibuprofen. I don't take ibuprofen
on an empty stomach" narrows the fact and ends nothing (:data:`_NARROWS`). Whichever is kept
quotes the other's sentence too, so the meaning detector does not read it again as a fact of its
own.
"""

from __future__ import annotations

import re
from dataclasses import replace

from convmem.facts.ledger import FactStatement
from convmem.facts.vocabulary import HAS_CJK, ICASE

__all__ = ["TOLD_CAP", "Told", "joined", "settled"]

TOLD_CAP = 400  # characters of a quote told over sentences (a birth's announcement is capped alike)

# An ending that says the fact is over, and what after its value narrows it instead ("I don't take
# ibuprofen on an empty stomach", "I don't have asthma attacks anymore", "I'm not vegan at home
# though", "not pregnant with twins"): then it does not win over a statement of the fact earlier
# in the message. When, how or a remark may follow ("I stopped taking metformin two weeks ago",
# "… for good", "I'm not vegan anymore lol").
_ENDS_IT = re.compile(r"\b(?:anymore|any\s+more|any\s+longer|no\s+longer|stopped|stop|quit|"
                      r"gave\s+up|came\s+off|off|discontinued|dropped)\b|不再|停了|停药|没再|"
                      r"不(?:再)?[^，。！？,.!?]{1,8}了", ICASE)
_NARROWS = re.compile(r"^\s*(?:(?:attacks?|flare-?ups?|symptoms?|cheese|milk|products?|food|"
                      r"meals?|pills?|tablets?|shots?|injections?)\b|(?:\S+\s+)?(?:at|with|without|"
                      r"during|while|when|except|unless|though|if|before\s+(?:meals|bed)|after\s+"
                      r"(?:meals|food|eating|dinner)|on\s+(?:an?\s+|the\s+)?(?:empty|weekends?|"
                      r"weekdays|holidays?|work\s+days?|days?\s+off|special\s+occasions))\b|"
                      r"for\s+(?:\w+\s+)?reasons\b)", ICASE)


def _ends(negation: FactStatement, value: str) -> bool:
    """Whether ``negation`` says that ``value`` is over, whole (see :data:`_NARROWS`); in
    Chinese, where the value is often named otherwise ("我不再吃素了" for 素食), whether it
    says it is over."""
    text = " ".join(negation.text.split()).casefold()
    if not _ENDS_IT.search(text):
        return False
    if HAS_CJK.search(text):
        return True
    at = text.rfind(value)
    return at >= 0 and not _NARROWS.match(text[at + len(value):])


def joined(first: str, second: str) -> str:
    """Two sentences of one message as one quote: a space between them, none before Chinese."""
    return f"{first}{'' if HAS_CJK.search(second[:1]) else ' '}{second}"


Told = dict[tuple[str, bool], tuple[int, FactStatement]]  # (key, negated) -> last sentence, words


def settled(found: list[tuple[int, int, FactStatement]], latest: Told
             ) -> list[tuple[int, int, FactStatement]]:
    """A key both stated and ended in one message keeps one polarity. Its new value, as a
    rule: "vegan from now on, pescatarian didn't work", "I live in Montreal now, not in Lyon"
    (the negation is about the old value, so it is not filed after it). The ending wins only
    when its last telling (``latest``) comes after the last statement of the key and ends the
    very value stated, whole: "I take metformin. I stopped taking metformin last week", "I'm
    pregnant. I'm not pregnant anymore" (both had filed the drug and the pregnancy as current);
    not "I'm vegan. I'm not vegan anymore. I'm vegan again since Monday", nor "I take ibuprofen.
    I don't take ibuprofen on an empty stomach". What is kept quotes the sentence of what is
    not (its last telling, when that is the ending), so the meaning detector does not read that
    sentence again as a fact of its own."""
    def value(st: FactStatement) -> str:
        return " ".join(st.value.split()).casefold()

    over = set()
    for (key, negated), (n, st) in latest.items():
        ending = latest.get((key, True))
        if not negated and ending is not None and ending[0] > n and \
                value(ending[1]) == value(st) and _ends(ending[1], value(st)):
            over.add(key)
    stated = {key for key, negated in latest if not negated}
    keep = [f[2].key not in stated or (f[2].key in over) == f[2].negated for f in found]
    kept = [f for f, k in zip(found, keep, strict=True) if k]
    dropped = [f for f, k in zip(found, keep, strict=True) if not k]
    for i, (at, start, keeping) in enumerate(kept):
        told_at, again = at, latest[(keeping.key, keeping.negated)][0]
        if keeping.key in over:  # quote the last ending, after the statement it ends
            told_at, last = latest[(keeping.key, True)]
            keeping = replace(keeping, text=last.text)
        for n, _, other in dropped:
            if (other.key != keeping.key or other.text in keeping.text
                    or keeping.text in other.text or at < n < again):  # told again after it
                continue
            room = TOLD_CAP - len(keeping.text) - 1  # the kept statement's words stay whole
            if room > 0:
                first, second = ((other.text[:room], keeping.text) if n < told_at
                                 else (keeping.text, other.text[:room]))
                keeping = replace(keeping, text=joined(first, second))
        kept[i] = (at, start, keeping)
    return kept
