"""The twenty-sixth frozen *blind* set (issue 10): written before the next change to the meaning
detector (spending the eighteenth to twenty-fifth sets), to measure it once.

The first twenty-five blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written
in one sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it confirms):
the facts in :mod:`tests.facts.blind26_facts`, the negatives in
:mod:`tests.facts.blind26_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's, extended family's names included, are negatives, unless they live with the user;
the writer counted flatmates', roommates' and in-laws' facts as other people's, and a
father-in-law who lives with the user as family). 263 facts (92 in Chinese, 57 superseding an
earlier fact; 30 family facts) and 420 negatives. Before any run one probe question was
reworded here (ad016's "海鲜自助…" to "自助餐…": it named the replaced fact's keyword).
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind26_facts import FACTS
from tests.facts.blind26_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-26
# --extractor rules` and `convmem factbench --sets blind-26` at cdfb572 (the detector of a2e9c46,
# the one the twenty-fourth and twenty-fifth measured), before the eighteenth to twenty-fifth
# sets were spent. Besides the 224 facts found, 9 of the 39 missed were found as guesses, and 9 of
# the 417 negatives left alone got one. Of the 3 negatives flagged, 1 is chat, 1 another person's
# fact and 1 quoted text. Superseded pairs filed on the ledger alone: the new value current as a
# fact 51 of 57 and the old value alone 5; 11 and 17 with the rules alone. Planted in LoCoMo
# chit-chat (`convmem make-probes b26.jsonl --blind locomo-dev.jsonl --blind-set blind-26`: 34
# conversations, 263 probes, 57 superseded; then `convmem compare b26.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048: window + facts 0.905 / 0.905 / 0.943, hybrid 0.954 / 0.977 / 0.985;
# superseded facts, the new value 0.895 / 0.895 / 0.965 (window + facts) and 0.947 / 0.982 /
# 1.000 (hybrid), the stale value alone 0.070 / 0.070 / 0.035 and 0.053 / 0.018 / 0.000.
# Then, once, the same detector with the eighteenth to twenty-fifth sets spent (SPENT = 25, not
# adopted): 225 found (Chinese 73; 10 more as guesses), the same 3 flagged; on the ledger new value
# 51 (+1 as a guess), old alone 3; planted, window + facts 0.882 / 0.882 / 0.924, hybrid 0.947 /
# 0.966 / 0.977, superseded new value (hybrid) 0.965 / 0.982 / 1.000, stale alone 0.035 / 0.018 /
# 0.000.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@cdfb572": {"found": 88, "total": 263, "recall": 0.335, "flagged": 3,
                      "negatives": 420, "clean": 0.993, "precision": 0.967},
    "meaning@cdfb572": {"found": 224, "total": 263, "recall": 0.852, "flagged": 3,
                        "negatives": 420, "clean": 0.993, "precision": 0.987},
}
