"""The seventh frozen *blind* set (issue 10): written when the first six had been spent.

The first six blind sets were run and their misses then studied and tuned on, and since
259c68f the meaning detector learns from them (:mod:`convmem.facts.spent`), so their figures
since are seen data. This set was written afterwards, in one sitting, by a writer who had not
seen the fact detector, its rules, its training sentences or the earlier sets (a helper agent
told not to open any file of the repository, which it confirms): the facts in
:mod:`tests.facts.blind7_facts`, the negatives in :mod:`tests.facts.blind7_negatives`. Same
format, topics and scoring as the first set (``ACCEPT``, :class:`BlindFact`); 241 facts (74 in
Chinese, 45 superseding an earlier fact) and 380 negatives. **Frozen: never tune on it.** Its
first runs are kept in ``FIRST_RUN``; any later figure on it is seen data.
"""

from __future__ import annotations

from tests.facts.blind7_facts import FACTS
from tests.facts.blind7_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

FIRST_RUN: dict[str, dict[str, float]] = {}
