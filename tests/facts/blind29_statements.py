"""The twenty-ninth frozen *blind* set (issue 10): written after the twenty-eighth had measured
reading a message whole, kept for the next change to the detector; its first run measured the
detector as it was (no change made for it).

The first twenty-eight blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file of the repository, which
it confirms): the facts in :mod:`tests.facts.blind29_facts`, the negatives in
:mod:`tests.facts.blind29_negatives` (its ids renumbered ``ag001``… afterwards, the earlier sets
having used its own). Same format, topics, scoring and labelling rule as the thirteenth
(:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact; other
people's are negatives, flatmates', roommates' and housemates' included, unless they are close
family living with the user). 263 facts (96 in Chinese, 57 superseding an earlier fact; 30
family facts) and 420 negatives (140 in Chinese).
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind29_facts import FACTS
from tests.facts.blind29_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-29
# --extractor rules` and `convmem factbench --sets blind-29` at 4eca5de (the detector of 2808beb).
# Besides the 227 facts found, 10 of the 36 missed were found as guesses, and 6 of the 417
# negatives left alone got one. Of the 3 negatives flagged, 2 are hypotheticals and 1 another
# person's fact. Superseded pairs on the ledger: the new value current as a fact 43 of 57 (+2 as
# a guess), the old value alone 10; 10 and 27 with the rules alone. Planted in LoCoMo chit-chat
# (`convmem make-probes b29.jsonl --blind locomo-dev.jsonl --blind-set blind-29`: 34
# conversations, 263 probes, 57 superseded; then `convmem compare b29.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048: window + facts 0.878 / 0.878 / 0.939, hybrid 0.920 / 0.943 / 0.977; superseded
# facts, the new value 0.789 / 0.789 / 0.860 (window + facts) and 0.877 / 0.930 / 0.965
# (hybrid), the stale value alone 0.105 at each window (window + facts) and 0.105 / 0.053 / 0.035
# (hybrid).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@4eca5de": {"found": 94, "total": 263, "recall": 0.357, "flagged": 4,
                      "negatives": 420, "clean": 0.990, "precision": 0.959},
    "meaning@4eca5de": {"found": 227, "total": 263, "recall": 0.863, "flagged": 3,
                        "negatives": 420, "clean": 0.993, "precision": 0.987},
}
