"""The ninth frozen *blind* set (issue 10): written while the eighth was run.

The first eight blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or the
earlier sets (a helper agent told not to open any file of the repository, which it confirms):
the facts in :mod:`convmem.facts.spent.blind9_facts`, the negatives in
:mod:`convmem.facts.spent.blind9_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`); 240 facts (75 in Chinese, 47 superseding an earlier fact) and
385 negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later
figure on it is seen data. Spent: the meaning detector has learned from it since its first runs
were recorded.
"""

from __future__ import annotations

from convmem.facts.spent.blind9_facts import FACTS
from convmem.facts.spent.blind9_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 0a8393c (the detector learning from the eight spent sets, with
# guesses: besides the 177 facts found, 21 of the 63 missed were found as guesses, and 5 of the
# 376 negatives left alone got one), and the detector of 3c2ba35, before it learned from any
# spent set (run from a worktree of that commit). Planted in LoCoMo chit-chat (`convmem
# make-probes b9.jsonl --blind locomo-dev.jsonl --blind-set blind-9`: 33 conversations, 240
# probes, 47 superseded; then `convmem compare b9.jsonl --strategies window+facts,hybrid
# --windows 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048
# tokens, 3c2ba35 then 0a8393c: window + facts 0.754 / 0.767 / 0.783 then 0.842 / 0.846 / 0.883;
# hybrid 0.842 / 0.887 / 0.933 then 0.854 / 0.900 / 0.938. Of the superseded: the new value,
# window + facts 0.617 / 0.617 / 0.660 then 0.851 / 0.851 / 0.936, hybrid 0.766 / 0.809 / 0.872
# then 0.787 / 0.851 / 0.894; the stale value alone, window + facts 0.191 / 0.191 / 0.170 then
# 0.064 / 0.064 / 0.043, hybrid 0.085 / 0.106 / 0.064 then 0.085 / 0.064 / 0.043.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@0a8393c": {"found": 64, "total": 240, "recall": 0.267, "flagged": 7,
                      "negatives": 385, "clean": 0.982, "precision": 0.901},
    "meaning@3c2ba35": {"found": 164, "total": 240, "recall": 0.683, "flagged": 10,
                        "negatives": 385, "clean": 0.974, "precision": 0.943},
    "meaning@0a8393c": {"found": 177, "total": 240, "recall": 0.738, "flagged": 9,
                        "negatives": 385, "clean": 0.977, "precision": 0.952},
}
