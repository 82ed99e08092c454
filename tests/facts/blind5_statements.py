"""The fifth frozen *blind* set (issue 10): written when the first four had been spent.

The first four blind sets were run and their misses then studied and tuned on, so their figures
since are seen data. This set was written afterwards, in one sitting, by a writer who had not seen
the fact detector, its rules, its training sentences or the earlier sets (a helper agent told not to
open any file of the repository): the facts in :mod:`convmem.facts.spent.blind5_facts`, the
negatives in :mod:`convmem.facts.spent.blind5_negatives`. Same format, topics and scoring as the
first set (``ACCEPT``, :class:`BlindFact`). **Frozen: never tune on it.** Its first run is kept in
``FIRST_RUN``; any later figure on it is seen data. Spent: the meaning detector has learned from it
since the seventh set was written (:mod:`convmem.facts.spent`)."""

from __future__ import annotations

from convmem.facts.spent.blind5_facts import FACTS
from convmem.facts.spent.blind5_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), of the code of e5e9a03, once each: `convmem
# factbench --extractor rules` and `convmem factbench` (rules + the MiniLM detector, tuned on the
# first four blind sets). Planted in LoCoMo chit-chat (26 conversations, 201 probes, 27
# superseded), the fact reached the context at 512 / 1,024 / 2,048 tokens: window + facts 0.776
# / 0.781 / 0.791, hybrid 0.806 / 0.836 / 0.886; of the superseded, the new value 0.519 (window +
# facts) and 0.519 / 0.556 / 0.741 (hybrid), the stale value alone 0.370 and 0.481 / 0.444 /
# 0.259.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@e5e9a03": {"found": 69, "total": 201, "recall": 0.343, "flagged": 11,
                      "negatives": 375, "clean": 0.971, "precision": 0.863},
    "meaning@e5e9a03": {"found": 147, "total": 201, "recall": 0.731, "flagged": 13,
                        "negatives": 375, "clean": 0.965, "precision": 0.919},
}
