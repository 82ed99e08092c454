"""The eighth frozen *blind* set (issue 10): written while the seventh was run.

The first seven blind sets were run, and the meaning detector learns from them
(:mod:`convmem.facts.spent`: the first six since 259c68f, the seventh since its first runs), so
their figures since are seen data. This set was written in one sitting, alongside the seventh,
by a writer who had not seen the fact detector, its rules, its training sentences or the earlier
sets (a helper agent told not to open any file of the repository, which it confirms): the facts
in :mod:`tests.facts.blind8_facts`, the negatives in :mod:`tests.facts.blind8_negatives`. Same
format, topics and scoring as the first set (``ACCEPT``, :class:`BlindFact`); 242 facts (74 in
Chinese, 46 superseding an earlier fact) and 380 negatives. **Frozen: never tune on it.** Its
first runs are kept in ``FIRST_RUN``; any later figure on it is seen data. One edit was made
before it was committed or run: the question of ``ya235`` asked "Which seat ...", sharing a word
with its keyword "window seats" (the keyword rule of the planted conversations); it asks "Where
should I sit on my flight?". """

from __future__ import annotations

from tests.facts.blind8_facts import FACTS
from tests.facts.blind8_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

FIRST_RUN: dict[str, dict[str, float]] = {}
