"""The second frozen *blind* set (issue 10): written when the first had been spent.

The first blind set (:mod:`tests.facts.blind_statements`) was run once and its misses were then
studied and tuned on, so its figures since are seen data. This set was written afterwards, in one
sitting, by writers who had not seen the fact detector, its rules, its training sentences or the
first set's facts (helper agents told not to open them): the facts in
:mod:`convmem.facts.spent.blind2_facts`, the negatives in
:mod:`convmem.facts.spent.blind2_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`). **Frozen: never tune on it.** Its first run is kept in
``FIRST_RUN``; any later figure on it is seen data. Spent: the meaning detector has learned from it
since the seventh set was written (:mod:`convmem.facts.spent`)."""

from __future__ import annotations

from convmem.facts.spent.blind2_facts import FACTS
from convmem.facts.spent.blind2_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), of the code of cbeec20, once each: `convmem
# factbench --extractor rules` and `convmem factbench` (rules + the MiniLM detector tuned on the
# first blind set: 0.782 found and 0.974 clean there).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@cbeec20": {"found": 69, "total": 172, "recall": 0.401, "flagged": 7,
                      "negatives": 412, "clean": 0.983, "precision": 0.908},
    "meaning@cbeec20": {"found": 120, "total": 172, "recall": 0.698, "flagged": 29,
                        "negatives": 412, "clean": 0.930, "precision": 0.805},
}
