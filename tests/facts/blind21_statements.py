"""The twenty-first frozen *blind* set (issue 10): written while the fact-relevance setting of
the hybrid was measured on the seen sets, kept unrun until then.

The first twenty blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind21_facts`, the negatives in
:mod:`tests.facts.blind21_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives, unless they live with
the user). 265 facts (98 in Chinese, 50 superseding an earlier fact; 32 family facts) and 422
negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later
figure on it is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind21_facts import FACTS
from tests.facts.blind21_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 6765437 (the twentieth set's reading done; besides the 223 facts found,
# 15 of the 42 missed were found as guesses, and 6 of the 414 negatives left alone got one). Of the
# 8 negatives flagged, 3 are chat, 1 a plan and 4 other people's facts. Superseded pairs filed on
# the ledger alone: the new value current as a fact 34 of 50 (+4 as a guess) and the old value
# alone 10; 10 and 18 with the rules alone. Planted in LoCoMo chit-chat (`convmem make-probes
# b21.jsonl --blind locomo-dev.jsonl --blind-set blind-21`: 35 conversations, 265 probes, 50
# superseded; then `convmem compare b21.jsonl --strategies window+facts,hybrid --windows
# 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048 tokens: window +
# facts 0.909 / 0.909 / 0.928, hybrid 0.902 / 0.940 / 0.977; of the superseded, the new value:
# window + facts 0.800 each, hybrid 0.840 / 0.920 / 0.940; the stale value alone: window + facts
# 0.180 each, hybrid 0.140 / 0.060 / 0.060. The hybrid with `-o hybrid.fact_relevance=0.2 -o
# hybrid.contextual_facts=6`, chosen on the nineteenth and twentieth sets and LoCoMo before this
# set was planted (the default since): 0.913 / 0.947 / 0.977; superseded, the new value 0.840 /
# 0.920 / 0.940, the stale value alone 0.160 / 0.080 / 0.060.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@6765437": {"found": 107, "total": 265, "recall": 0.404, "flagged": 7,
                      "negatives": 422, "clean": 0.983, "precision": 0.939},
    "meaning@6765437": {"found": 223, "total": 265, "recall": 0.842, "flagged": 8,
                        "negatives": 422, "clean": 0.981, "precision": 0.965},
}
