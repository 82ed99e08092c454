"""The tenth frozen *blind* set (issue 10): written while the ninth was run.

The first nine blind sets were run, and the meaning detector learns from them
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`convmem.facts.spent.blind10_facts`, the negatives in
:mod:`convmem.facts.spent.blind10_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`); 244 facts (73 in Chinese, 45 superseding an earlier fact) and
380 negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any
later figure on it is seen data. Spent: the meaning detector has learned from it since its
first runs were recorded.
"""

from __future__ import annotations

from convmem.facts.spent.blind10_facts import FACTS
from convmem.facts.spent.blind10_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at e354d48 (the code of 5d8864d: the detector learning from the nine
# spent sets' candidate parts, with guesses; besides the 164 facts found, 19 of the 80 missed
# were found as guesses, and 6 of the 374 negatives left alone got one); the detector of 0ddff68
# (the same nine sets learned as whole messages: 16 more as guesses, 4 negatives with one) and of
# 3c2ba35 (before it learned from any spent set), each run from a worktree of its commit.
# Planted in LoCoMo chit-chat (`convmem make-probes b10.jsonl --blind locomo-dev.jsonl
# --blind-set blind-10`: 31 conversations, 244 probes, 45 superseded; then `convmem compare
# b10.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact
# reached the context at 512 / 1,024 / 2,048 tokens, 3c2ba35 then e354d48: window + facts 0.664 /
# 0.668 / 0.701 then 0.824 / 0.828 / 0.848; hybrid 0.824 / 0.877 / 0.947 then 0.865 / 0.918 /
# 0.963. Of the superseded: the new value, window + facts 0.600 / 0.600 / 0.622 then 0.822 at
# all three, hybrid 0.733 / 0.800 / 0.889 then 0.756 / 0.844 / 0.889; the stale value alone,
# window + facts 0.178 at all three then 0.133, hybrid 0.111 / 0.089 / 0.067 then 0.089 / 0.044 /
# 0.067.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@e354d48": {"found": 58, "total": 244, "recall": 0.238, "flagged": 5,
                      "negatives": 380, "clean": 0.987, "precision": 0.921},
    "meaning@e354d48": {"found": 164, "total": 244, "recall": 0.672, "flagged": 6,
                        "negatives": 380, "clean": 0.984, "precision": 0.965},
    "meaning@0ddff68": {"found": 162, "total": 244, "recall": 0.664, "flagged": 7,
                        "negatives": 380, "clean": 0.982, "precision": 0.959},
    "meaning@3c2ba35": {"found": 136, "total": 244, "recall": 0.557, "flagged": 10,
                        "negatives": 380, "clean": 0.974, "precision": 0.932},
}
