"""The twenty-fifth frozen *blind* set (issue 10): written while the hybrid's pinning of facts the
detector was unsure of was measured on seen data (2026-12-05), kept unrun for the next change
to the detector.

The first twenty-four blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind25_facts`, the negatives in
:mod:`tests.facts.blind25_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives, unless they live with
the user; the writer counted flatmates' and roommates' facts as other people's). 266 facts (95
in Chinese, 55 superseding an earlier fact; 30 family facts) and 424 negatives. **Frozen: never
tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it is seen data. It
is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind25_facts import FACTS
from tests.facts.blind25_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each; none yet.
FIRST_RUN: dict[str, dict[str, float]] = {}
