"""The seventh frozen *blind* set (issue 10): written when the first six had been spent.

The first six blind sets were run and their misses then studied and tuned on, and since
259c68f the meaning detector learns from them (:mod:`convmem.facts.spent`), so their figures
since are seen data. This set was written afterwards, in one sitting, by a writer who had not
seen the fact detector, its rules, its training sentences or the earlier sets (a helper agent
told not to open any file of the repository, which it confirms): the facts in
:mod:`convmem.facts.spent.blind7_facts`, the negatives in
:mod:`convmem.facts.spent.blind7_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`); 241 facts (74 in Chinese, 45 superseding an earlier fact) and
380 negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any
later figure on it is seen data. Spent: the meaning detector has learned from it since its first
runs were recorded (:mod:`convmem.facts.spent`).
"""

from __future__ import annotations

from convmem.facts.spent.blind7_facts import FACTS
from convmem.facts.spent.blind7_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 5e46ba5 (the detector learning from the six spent sets, 259c68f),
# and the detector before that change (3c2ba35, run on this set from a worktree of that commit).
# Planted in LoCoMo chit-chat (`convmem make-probes b7.jsonl --blind locomo-dev.jsonl
# --blind-set blind-7`: 33 conversations, 241 probes, 45 superseded; then `convmem compare
# b7.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached
# the context at 512 / 1,024 / 2,048 tokens, 3c2ba35 then 5e46ba5: window + facts 0.722 / 0.722
# / 0.739 then 0.751 / 0.751 / 0.772; hybrid 0.826 / 0.880 / 0.905 then 0.855 / 0.896 / 0.921.
# Of the superseded: the new value, window + facts 0.689 / 0.689 / 0.711 then 0.778 each, hybrid
# 0.711 / 0.800 / 0.822 then 0.844 / 0.867 / 0.889; the stale value alone, window + facts 0.111
# each both times, hybrid 0.067 / 0.067 / 0.089 then 0.044 / 0.044 / 0.067.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@5e46ba5": {"found": 56, "total": 241, "recall": 0.232, "flagged": 3,
                      "negatives": 380, "clean": 0.992, "precision": 0.949},
    "meaning@3c2ba35": {"found": 152, "total": 241, "recall": 0.631, "flagged": 6,
                        "negatives": 380, "clean": 0.984, "precision": 0.962},
    "meaning@5e46ba5": {"found": 166, "total": 241, "recall": 0.689, "flagged": 5,
                        "negatives": 380, "clean": 0.987, "precision": 0.971},
}
