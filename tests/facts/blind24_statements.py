"""The twenty-fourth frozen *blind* set (issue 10): written while the spending of the eighteenth
to twenty-second sets was measured on the twenty-third, kept unrun for the next change to the
detector.

The first twenty-three blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind24_facts`, the negatives in
:mod:`tests.facts.blind24_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives, unless they live with
the user). 259 facts (83 in Chinese, 58 superseding an earlier fact; 33 family facts) and 412
negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later
figure on it is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind24_facts import FACTS
from tests.facts.blind24_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 92db6fc (the detector of a2e9c46, the twenty-third set's first runs;
# the hybrid's uncertain facts). Besides the 220 facts found, 9 of the 39 missed were found as
# guesses, and 3 of the 396 negatives left alone got one. Of the 16 negatives flagged, 12 are
# chat, 1 a hypothetical and 3 other people's facts. Superseded pairs filed on the ledger alone:
# the new value current as a fact 45 of 58 (+2 as a guess) and the old value alone 8; 13 and 22
# with the rules alone. Planted in LoCoMo chit-chat (`convmem make-probes b24.jsonl --blind
# locomo-dev.jsonl --blind-set blind-24`: 33 conversations, 259 probes, 58 superseded; then
# `convmem compare b24.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every
# 0`), the fact reached the context at 512 / 1,024 / 2,048: window + facts 0.900 / 0.900 /
# 0.923, hybrid 0.923 / 0.954 / 0.981 (0.911 / 0.954 / 0.981 with `-o
# hybrid.uncertain_facts=null`, the hybrid before 92db6fc); superseded facts, the new value with
# hybrid 0.828 / 0.879 / 0.948 (0.810 / 0.879 / 0.948) and the stale value alone 0.138 / 0.086 /
# 0.052 (0.121 / 0.086 / 0.052).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@92db6fc": {"found": 117, "total": 259, "recall": 0.452, "flagged": 12,
                      "negatives": 412, "clean": 0.971, "precision": 0.907},
    "meaning@92db6fc": {"found": 220, "total": 259, "recall": 0.849, "flagged": 16,
                        "negatives": 412, "clean": 0.961, "precision": 0.932},
}
