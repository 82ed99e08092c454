"""The twenty-fourth frozen *blind* set (issue 10): written while the spending of the eighteenth
to twenty-second sets was measured on the twenty-third, kept unrun for the next change to the
detector.

The first twenty-three blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind24_facts`, the negatives in
:mod:`tests.facts.blind24_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives, unless they live with
the user). 259 facts (83 in Chinese, 58 superseding an earlier fact; 33 family facts) and 412
negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later
figure on it is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind24_facts import FACTS
from tests.facts.blind24_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each; none yet.
FIRST_RUN: dict[str, dict[str, float]] = {}
