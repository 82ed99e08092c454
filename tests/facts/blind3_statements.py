"""The third frozen *blind* set (issue 10): written when the first two had been spent.

The first two blind sets were run and their misses then studied and tuned on, so their figures
since are seen data. This set was written afterwards, in one sitting, by a writer who had not seen
the fact detector, its rules, its training sentences or the earlier sets' facts (a helper agent told
not to open them): the facts in :mod:`convmem.facts.spent.blind3_facts`, the negatives in
:mod:`convmem.facts.spent.blind3_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`). **Frozen: never tune on it.** Its first run is kept in
``FIRST_RUN``; any later figure on it is seen data. Spent: the meaning detector has learned from it
since the seventh set was written (:mod:`convmem.facts.spent`)."""

from __future__ import annotations

from convmem.facts.spent.blind3_facts import FACTS
from convmem.facts.spent.blind3_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), of the code of b52bd4e, once each: `convmem
# factbench --extractor rules` and `convmem factbench` (rules + the MiniLM detector tuned on the
# first two blind sets: 0.832 / 0.797 found and 0.989 / 0.964 clean there). Planted in LoCoMo
# chit-chat (26 conversations, 204 probes, 26 superseded), the fact reached the context at
# 512 / 1,024 / 2,048 tokens: window + facts 0.775 / 0.779 / 0.799, hybrid 0.877 / 0.926 / 0.936.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@b52bd4e": {"found": 62, "total": 204, "recall": 0.304, "flagged": 4,
                      "negatives": 355, "clean": 0.989, "precision": 0.939},
    "meaning@b52bd4e": {"found": 153, "total": 204, "recall": 0.750, "flagged": 10,
                        "negatives": 355, "clean": 0.972, "precision": 0.939},
}
