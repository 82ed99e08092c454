"""The sixth frozen *blind* set (issue 10): written when the first five had been spent.

The first five blind sets were run and their misses then studied and tuned on, so their figures
since are seen data. This set was written afterwards, in one sitting, by a writer who had not seen
the fact detector, its rules, its training sentences or the earlier sets (a helper agent told not to
open any file of the repository, which it confirms): the facts in
:mod:`convmem.facts.spent.blind6_facts`, the negatives in
:mod:`convmem.facts.spent.blind6_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`). It holds more superseding facts than the earlier sets (46 of 236),
as supersession was the weak point of the fifth set's first run. **Frozen: never tune on it.** Its
first run is kept in ``FIRST_RUN``; any later figure on it is seen data. Spent: the meaning detector
has learned from it since the seventh set was written (:mod:`convmem.facts.spent`)."""

from __future__ import annotations

from convmem.facts.spent.blind6_facts import FACTS
from convmem.facts.spent.blind6_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each, of the code of 97b04c4 (the detector
# of ff4ab9e, tuned on the first five sets): `convmem factbench --extractor rules` and `convmem
# factbench`. The near-miss updates of the ledger (the next commit) leave these unchanged: they
# change what is filed, not what the detector finds. Planted in LoCoMo chit-chat (30
# conversations, 236 probes, 46 superseded; `convmem compare --strategies window+facts,hybrid
# --windows 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048
# tokens, 97b04c4 then the near-miss updates (both run once, after neither was tuned on it):
# window + facts 0.767 / 0.780 / 0.784 then 0.780 / 0.792 / 0.797; hybrid 0.847 / 0.903 / 0.941
# then 0.847 / 0.907 / 0.941. Of the superseded: the new value, window + facts 0.630 then 0.696,
# hybrid 0.804 / 0.870 / 0.891 then 0.804 / 0.891 / 0.891; the stale value alone, window +
# facts 0.304 then 0.239, hybrid 0.130 / 0.087 / 0.087 then 0.130 / 0.065 / 0.087.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@97b04c4": {"found": 75, "total": 236, "recall": 0.318, "flagged": 3,
                      "negatives": 385, "clean": 0.992, "precision": 0.962},
    "meaning@97b04c4": {"found": 174, "total": 236, "recall": 0.737, "flagged": 6,
                        "negatives": 385, "clean": 0.984, "precision": 0.967},
}
