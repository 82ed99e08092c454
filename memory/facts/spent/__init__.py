"""The spent blind sets (the first seventeen), kept as training data of the meaning detector.

Each blind set was written in one sitting by someone who had not seen the detector, its rules
or its training sentences, frozen, and measured once: those first runs are the unseen figures
(``FIRST_RUN`` in ``tests/facts/blind*_statements.py``, which also check that the sets stay as
committed). Once measured, a set is *spent*: any later figure on it is seen data. Its sentences
are then the most valuable training data there is, because they were written by other hands
than :mod:`convmem.facts.examples`, in phrasings no one here thought of.

Design decisions:

- **What is learned: what the detector will read.** The detector scores the part of a
  sentence its guards let through (:func:`~convmem.facts.guards.candidate`), never a whole
  message. So a blind fact ("Planning a dinner party … Oh, and nothing with cashews anywhere
  near my plate please") teaches, under its topic ("remember" as ``note``), the candidate parts
  of its sentences that hold one of its keywords (the words that name the fact); the others are
  left out, as they are neither clearly the fact nor clearly not one. A negative teaches the
  candidate parts of all its sentences. Until 0ddff68 whole negatives and keyword sentences
  were learned: leaving each of the nine sets out in turn, the candidate parts found 1,543 of
  their 1,934 facts instead of 1,509 with 71 of 3,372 negatives flagged instead of 69, and a
  training (with the examples) embeds 8,662 texts instead of 10,809, shorter: 47 s on two cores
  instead of 68.
- **Measured before it was adopted**, leaving each set out in turn (trained on the examples and
  the five other sets, scored on the sixth; ``convmem factbench`` figures): facts found rose by
  1.5–3.0 points on every set (the sixth: 0.737 to 0.758), negatives left alone by 0 to 0.6.
  Then unseen, on the seventh set's first runs: 0.631 of its facts found before, 0.689 after,
  its negatives left alone 0.984 and 0.987; planted in conversations, the fact reached a
  window + facts context 0.722 → 0.751 of the time at 1,024 tokens, and the new value of a
  superseded fact 0.689 → 0.778. The seventh set was spent by that run and joined the others;
  the eighth's first run (0.599 of its facts found by the detector before any spent set was
  learned, 0.682 with the seven) spent it too, the ninth's (0.683 before, 0.738 with the eight)
  the ninth, and the tenth's (0.557 before, 0.672 with the nine learned as candidate parts,
  0.664 learned as whole messages) the tenth. Learning from a spent set adds less each time
  (the tenth added one fact of the eleventh's 262); the eleventh to thirteenth, spent at once,
  added 6 of the fourteenth's 268 (0.769 to 0.791 found, precision 0.924 to 0.926), the
  fourteenth 5 of the fifteenth's 281 (0.779 to 0.797, precision 0.961 to 0.966), the
  fifteenth none of the sixteenth's 301 (238 found before, 237 after), and the sixteenth and
  seventeenth, spent at once after their first runs, 4 of the eighteenth's 255 (0.804 to 0.820,
  12 of its 467 negatives flagged before and after).
- **A close relative's fact is the family's.** The writers of the first twelve sets counted
  "my brother is a firefighter in Oslo" as another person's fact, a negative; the product keeps
  it, filed as the brother's (:mod:`convmem.facts.meaning`), and the thirteenth set was written
  so. Such a negative (kind ``other``, led by a close relative: :func:`~convmem.facts.guards.
  relative`) is learned as a ``family`` fact.
- **Only spent sets.** A set is moved here after its first runs are recorded, never before:
  a set the detector learned from cannot measure it.
- **The eighteenth to twenty-fifth are not here.** Spending them was measured twice, each time once
  on a set not yet learned from: the eighteenth to twenty-second on the twenty-third (4 more facts
  of 253 found, planted window + facts 1-3 probes lower), all eight on the twenty-sixth (1 more of
  263, the same negatives flagged; planted, window + facts 5-6 probes lower and the hybrid 2-3,
  mostly the user's name or form of address lost). Learning from more sets now costs the planted
  names more than it finds, so they stay measured (``tests/facts``), not learned.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Sequence

from convmem.facts import guards
from convmem.facts.spent.statement import BlindFact

__all__ = ["SPENT", "sentences"]

# How many blind sets are spent: blind1 to blind<SPENT>, each a _facts and a _negatives module.
SPENT = 17
# A topic of the blind sets -> the detector's category (the others share their names).
_CATEGORY = {"remember": "note"}


def _candidates(text: str) -> list[str]:
    """The parts of ``text``'s sentences the detector would score."""
    return [body for s in guards.sentences(text)
            if (body := guards.candidate(s, names_user=False))]


def _fact_parts(fact: BlindFact) -> list[str]:
    words = [k.casefold() for k in fact.keywords]
    return [part for part in _candidates(fact.text) if any(w in part.casefold() for w in words)]


@functools.cache
def sentences() -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
    """The spent sets as training sentences.

    Returns:
        ``(positive, negative)``: per detector category, the parts of the sets' facts the
        detector reads that name them; and the parts of the sets' negatives it reads.
    """
    sets = [(importlib.import_module(f"{__name__}.blind{n}_facts").FACTS,
             importlib.import_module(f"{__name__}.blind{n}_negatives").NEGATIVES)
            for n in range(1, SPENT + 1)]
    facts: Sequence[BlindFact] = [fact for found, _ in sets for fact in found]
    negatives = [negative for _, said in sets for negative in said]
    positive: dict[str, list[str]] = {}
    for fact in facts:
        positive.setdefault(_CATEGORY.get(fact.topic, fact.topic), []).extend(_fact_parts(fact))
    negative: list[str] = []
    for kind, text in negatives:
        for part in _candidates(text):  # a close relative's fact is the family's (see above)
            kin = kind == "other" and guards.relative(part)
            (positive.setdefault("family", []) if kin else negative).append(part)
    return ({k: tuple(dict.fromkeys(v)) for k, v in positive.items()},
            tuple(dict.fromkeys(negative)))
