"""The twenty-third frozen *blind* set (issue 10): written while the twenty-second set's first
run was read, kept unrun until that reading was done.

The first twenty-two blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind23_facts`, the negatives in
:mod:`tests.facts.blind23_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives, unless they live with
the user). 253 facts (90 in Chinese, 52 superseding an earlier fact; 32 family facts) and 423
negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later
figure on it is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind23_facts import FACTS
from tests.facts.blind23_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at a2e9c46 (the twenty-second's reading and the day's review done;
# besides the 212 facts found, 13 of the 41 missed were found as guesses, and 6 of the 411
# negatives left alone got one); the detector of 6765437 (the day's start) run from a worktree of
# its commit. Of the 12 negatives flagged at a2e9c46, 5 are chat (3 a one-off event filed as a
# schedule, 2 jokes filed as allergies), 3 hypotheticals and 4 other people's facts. Superseded
# pairs filed on the ledger alone: the new value current as a fact 40 of 52 (+6 as a guess) and
# the old value alone 5, the same at 6765437; 6 and 24 with the rules alone (5 and 24). Planted in
# LoCoMo chit-chat (`convmem make-probes b23.jsonl --blind locomo-dev.jsonl --blind-set
# blind-23`: 32 conversations, 253 probes, 52 superseded; then `convmem compare b23.jsonl
# --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the
# context at 512 / 1,024 / 2,048 tokens, a2e9c46 then 6765437 (whose hybrid pinned contextual
# facts at 0.3, at most three): window + facts 0.897 / 0.905 / 0.945, 0.893 / 0.901 / 0.941;
# hybrid 0.917 / 0.953 / 0.968, 0.889 / 0.941 / 0.964. Of the superseded, the new value: window +
# facts 0.865 / 0.865 / 0.923 (the same), hybrid 0.846 / 0.865 / 0.904 (0.808 / 0.846 / 0.885);
# the stale value alone: window + facts 0.077 each (the same), hybrid 0.077 / 0.096 / 0.077
# (0.096 each).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@a2e9c46": {"found": 95, "total": 253, "recall": 0.375, "flagged": 11,
                      "negatives": 423, "clean": 0.974, "precision": 0.896},
    "meaning@a2e9c46": {"found": 212, "total": 253, "recall": 0.838, "flagged": 12,
                        "negatives": 423, "clean": 0.972, "precision": 0.946},
    "meaning@6765437": {"found": 211, "total": 253, "recall": 0.834, "flagged": 12,
                        "negatives": 423, "clean": 0.972, "precision": 0.946},
    "rules@6765437": {"found": 91, "total": 253, "recall": 0.360, "flagged": 11,
                      "negatives": 423, "clean": 0.974, "precision": 0.892},
}
