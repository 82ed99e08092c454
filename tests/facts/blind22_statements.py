"""The twenty-second frozen *blind* set (issue 10): written while the twenty-first set's first
run was read, kept unrun until that reading was done.

The first twenty-one blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms), asked for many facts that change: the facts in :mod:`tests.facts.blind22_facts`, the
negatives in :mod:`tests.facts.blind22_negatives`. Same format, topics, scoring and labelling
rule as the thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a
``family`` fact; other people's, extended family's names included, are negatives, unless they
live with the user). 377 facts (134 in Chinese, 120 superseding an earlier fact; 47 family
facts) and 450 negatives. **Frozen: never tune on it.** Its first runs are kept in
``FIRST_RUN``; any later figure on it is seen data. It is not spent: the meaning detector does
not learn from it.
"""

from __future__ import annotations

from tests.facts.blind22_facts import FACTS
from tests.facts.blind22_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at ab96649 (the twenty-first's reading done: births, relatives' life
# events, moves and new jobs told without a subject; besides the 298 facts found, 19 of the 79
# missed were found as guesses, and 7 of the 436 negatives left alone got one); the detector of
# 6765437 (the day's start) run from a worktree of its commit. Of the 14 negatives flagged at
# ab96649, 9 are chat (8 of them a one-off appointment, trip, party or meal filed as a schedule or
# a diet),
# 1 a plan, 3 other people's facts and 1 a quotation. Superseded pairs filed on the ledger alone:
# the new value current as a fact 87 of 120 (+3 as a guess) and the old value alone 22 at
# ab96649; 81 (+4) and 25 at 6765437; 21 and 44 with the rules alone. Planted in LoCoMo chit-chat
# (`convmem make-probes b22.jsonl --blind locomo-dev.jsonl --blind-set blind-22`: 48
# conversations, 377 probes, 120 superseded; then `convmem compare b22.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048 tokens, ab96649 then 6765437 (whose hybrid pinned contextual facts at 0.3, at most
# three): window + facts 0.859 / 0.859 / 0.891, 0.849 / 0.849 / 0.881; hybrid 0.926 / 0.950 /
# 0.966, 0.886 / 0.931 / 0.950. Of the superseded, the new value: window + facts 0.750 / 0.750 /
# 0.800 (0.717 / 0.717 / 0.767), hybrid 0.833 / 0.867 / 0.900 (0.792 / 0.850 / 0.883); the stale
# value alone: window + facts 0.158 / 0.158 / 0.125 (0.192 / 0.192 / 0.158), hybrid 0.100 / 0.092
# / 0.083 (0.108 / 0.092 / 0.092).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@ab96649": {"found": 139, "total": 377, "recall": 0.369, "flagged": 13,
                      "negatives": 450, "clean": 0.971, "precision": 0.914},
    "meaning@ab96649": {"found": 298, "total": 377, "recall": 0.790, "flagged": 14,
                        "negatives": 450, "clean": 0.969, "precision": 0.955},
    "meaning@6765437": {"found": 295, "total": 377, "recall": 0.782, "flagged": 14,
                        "negatives": 450, "clean": 0.969, "precision": 0.955},
    "rules@6765437": {"found": 136, "total": 377, "recall": 0.361, "flagged": 13,
                      "negatives": 450, "clean": 0.971, "precision": 0.913},
}
