"""The fourth frozen *blind* set (issue 10): written when the first three had been spent.

The first three blind sets were run and their misses then studied and tuned on, so their figures
since are seen data. This set was written afterwards, in one sitting, by a writer who had not seen
the fact detector, its rules, its training sentences or the earlier sets (a helper agent told not to
open any file of the repository): the facts in :mod:`convmem.facts.spent.blind4_facts`, the
negatives in :mod:`convmem.facts.spent.blind4_negatives`. Same format, topics and scoring as the
first set (``ACCEPT``, :class:`BlindFact`). **Frozen: never tune on it.** Its first run is kept in
``FIRST_RUN``; any later figure on it is seen data. Spent: the meaning detector has learned from it
since the seventh set was written (:mod:`convmem.facts.spent`)."""

from __future__ import annotations

from convmem.facts.spent.blind4_facts import FACTS
from convmem.facts.spent.blind4_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), of the code of 32373dd, once each: `convmem
# factbench --extractor rules` and `convmem factbench` (rules + the MiniLM detector tuned on the
# first three blind sets: 0.863 / 0.814 / 0.843 found and 0.991 / 0.959 / 0.972 clean there).
# Planted in LoCoMo chit-chat (26 conversations, 201 probes, 25 superseded), the fact reached the
# context at 512 / 1,024 / 2,048 tokens: window + facts 0.741 / 0.746 / 0.746, hybrid 0.796 /
# 0.856 / 0.886; of the superseded, the new value 0.680 (window + facts) and 0.640 / 0.760 /
# 0.840 (hybrid), the stale value alone 0.120 and 0.200 / 0.120 / 0.080.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@32373dd": {"found": 74, "total": 201, "recall": 0.368, "flagged": 6,
                      "negatives": 352, "clean": 0.983, "precision": 0.925},
    "meaning@32373dd": {"found": 137, "total": 201, "recall": 0.682, "flagged": 9,
                        "negatives": 352, "clean": 0.974, "precision": 0.938},
}
