"""The twelfth frozen *blind* set (issue 10): written while the eleventh was run.

The first eleven blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`convmem.facts.spent.blind12_facts`, the negatives in
:mod:`convmem.facts.spent.blind12_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`); 273 facts (90 in Chinese, 48 superseding an earlier fact) and
467 negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any
later figure on it is seen data. It is spent (since ``SPENT = 13``): the detector learns from it.
"""

from __future__ import annotations

from convmem.facts.spent.blind12_facts import FACTS
from convmem.facts.spent.blind12_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at d9906a5 (ten spent sets learned; a label read with the sentence
# after it; besides the 224 facts found, 14 of the 49 missed were found as guesses, and 7 of the
# 442 negatives left alone got one); the detector of 640527d (before the label) and of 3c2ba35,
# each run from a worktree of its commit. 17 of the 25 negatives flagged are the facts of the
# user's relatives ("My husband can't stand mushrooms", "我爸有高血压"), which the guards let
# through as the household's. Planted in LoCoMo chit-chat (`convmem make-probes b12.jsonl --blind
# locomo-dev.jsonl --blind-set blind-12`: 35 conversations, 273 probes, 48 superseded; then
# `convmem compare b12.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every
# 0`), the fact reached the context at 512 / 1,024 / 2,048 tokens, 3c2ba35, 640527d, then
# d9906a5: window + facts 0.799 / 0.802 / 0.828, 0.842 / 0.842 / 0.883, 0.842 / 0.842 / 0.886;
# hybrid 0.864 / 0.912 / 0.927, 0.879 / 0.919 / 0.934, 0.872 / 0.916 / 0.938. Of the superseded,
# the new value: window + facts 0.688 / 0.688 / 0.729, 0.750 / 0.750 / 0.792, 0.729 / 0.729 /
# 0.771; hybrid 0.729 / 0.771 / 0.812, 0.750 / 0.792 / 0.833, 0.792 / 0.833 / 0.854. The stale
# value alone: window + facts 0.250 / 0.250 / 0.229, 0.125 / 0.125 / 0.146, 0.146 / 0.146 /
# 0.167; hybrid 0.188 / 0.146 / 0.167, 0.146 / 0.125 / 0.146, 0.125 / 0.104 / 0.146.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@d9906a5": {"found": 102, "total": 273, "recall": 0.374, "flagged": 10,
                      "negatives": 467, "clean": 0.979, "precision": 0.911},
    "meaning@d9906a5": {"found": 224, "total": 273, "recall": 0.821, "flagged": 25,
                        "negatives": 467, "clean": 0.946, "precision": 0.900},
    "meaning@640527d": {"found": 223, "total": 273, "recall": 0.817, "flagged": 25,
                        "negatives": 467, "clean": 0.946, "precision": 0.899},
    "meaning@3c2ba35": {"found": 203, "total": 273, "recall": 0.744, "flagged": 25,
                        "negatives": 467, "clean": 0.946, "precision": 0.890},
}
