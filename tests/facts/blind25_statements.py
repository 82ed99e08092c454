"""The twenty-fifth frozen *blind* set (issue 10): written while the hybrid's pinning of facts the
detector was unsure of was measured on seen data (2026-12-05). Meant for the next change to the
detector, it was run with the twenty-fourth instead (``convmem factbench`` runs every registered
set), on the same detector.

The first twenty-three blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written
in one sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it confirms):
the facts in :mod:`tests.facts.blind25_facts`, the negatives in
:mod:`tests.facts.blind25_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's, extended family's names included, are negatives, unless they live with the user;
the writer counted flatmates' and roommates' facts as other people's). 266 facts (95 in Chinese, 55
superseding an earlier fact; 30 family facts) and 424 negatives. **Frozen: never tune on it.** Its
first runs are kept in ``FIRST_RUN``; any later figure on it is seen data. It is not spent: the
meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind25_facts import FACTS
from tests.facts.blind25_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 92db6fc, run with the twenty-fourth's (factbench runs every
# registered set: this one was meant to wait for the next change to the detector, and measures
# the same detector as the twenty-fourth instead). Besides the 230 facts found, 8 of the 36
# missed were found as guesses, and 7 of the 416 negatives left alone got one. Of the 8
# negatives flagged, 4 are chat, 1 a hypothetical, 1 another person's fact and 2 quoted text.
# Superseded pairs filed on the ledger alone: the new value current as a fact 46 of 55 and the
# old value alone 8; 12 and 20 with the rules alone. Planted in LoCoMo chit-chat (`convmem
# make-probes b25.jsonl --blind locomo-dev.jsonl --blind-set blind-25`: 34 conversations, 266
# probes, 55 superseded; then `convmem compare b25.jsonl --strategies window+facts,hybrid
# --windows 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048:
# window + facts 0.872 / 0.872 / 0.925, hybrid 0.921 / 0.947 / 0.989 (0.921 / 0.951 / 0.992
# with `-o hybrid.uncertain_facts=null`, the hybrid before 92db6fc); superseded facts, the new
# value with hybrid 0.873 / 0.891 / 0.982 and the stale value alone 0.109 / 0.091 / 0.018 (the
# same without).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@92db6fc": {"found": 93, "total": 266, "recall": 0.350, "flagged": 6,
                      "negatives": 424, "clean": 0.986, "precision": 0.939},
    "meaning@92db6fc": {"found": 230, "total": 266, "recall": 0.865, "flagged": 8,
                        "negatives": 424, "clean": 0.981, "precision": 0.966},
}
