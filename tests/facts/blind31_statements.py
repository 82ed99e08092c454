"""The thirty-first frozen *blind* set (issue 10): written after the thirtieth had measured a change
to the rules, kept unrun and unregistered until the next change to the detector (880061a: one
scope of negation for diets, conditions and medications, which changed nothing the rules file
on the thirty sets before it), then registered and run once: ``FIRST_RUN``.

The first thirty blind sets were run before it, and the meaning detector learns from the spent
ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in
one sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it confirms):
the facts in :mod:`tests.facts.blind31_facts`, the negatives in
:mod:`tests.facts.blind31_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives, flatmates', roommates' and housemates' included, unless they are
close family living with the user). 263 facts (99 in Chinese, 59 superseding an earlier fact; 28
family facts) and 420 negatives (140 in Chinese).
**Frozen: never tune on it.** Its first runs will be kept in ``FIRST_RUN``; any later figure on
it is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind31_facts import FACTS
from tests.facts.blind31_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-31
# --extractor rules` and `convmem factbench --sets blind-31` at 880061a. Besides the 217 facts
# found, 17 of the 46 missed were found as guesses, and 7 of the 414 negatives left alone got
# one. Of the 6 negatives flagged, 4 are chat and 2 other people's facts. Superseded pairs on
# the ledger: the new value current as a fact 50 of 59 (+3 as a guess), the old value alone 5;
# 7 and 21 with the rules alone. Planted in LoCoMo chit-chat (`convmem make-probes b31.jsonl
# --blind locomo-dev.jsonl --blind-set blind-31`: 34 conversations, 263 probes, 59 superseded;
# then `convmem compare b31.jsonl --strategies window+facts,hybrid --windows 512,1024,2048
# --every 0`), the fact reached the context at 512 / 1,024 / 2,048: window + facts 0.905 /
# 0.905 / 0.932, hybrid 0.909 / 0.970 / 0.981; superseded facts, the new value 0.898 / 0.898 /
# 0.915 (window + facts) and 0.881 / 0.949 / 0.949 (hybrid), the stale value alone 0.034 /
# 0.034 / 0.051 (window + facts) and 0.102 / 0.051 / 0.051 (hybrid).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@880061a": {"found": 69, "total": 263, "recall": 0.262, "flagged": 4,
                      "negatives": 420, "clean": 0.990, "precision": 0.945},
    "meaning@880061a": {"found": 217, "total": 263, "recall": 0.825, "flagged": 6,
                        "negatives": 420, "clean": 0.986, "precision": 0.973},
}
