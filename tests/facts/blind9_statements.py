"""The ninth frozen *blind* set (issue 10): written while the eighth was run.

The first eight blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind9_facts`, the negatives in
:mod:`tests.facts.blind9_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`); 240 facts (75 in Chinese, 47 superseding an earlier fact) and
385 negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later
figure on it is seen data.
"""

from __future__ import annotations

from tests.facts.blind9_facts import FACTS
from tests.facts.blind9_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

FIRST_RUN: dict[str, dict[str, float]] = {}
