"""The fifteenth frozen *blind* set (issue 10): written while the fourteenth's first runs were
read, kept unrun.

The first fourteen blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind15_facts`, the negatives in
:mod:`tests.facts.blind15_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives). 281 facts (95 in
Chinese, 54 superseding an earlier fact; 36 family facts, 26 of them a relative's fact other
than a name) and 430 negatives. **Frozen: never tune on it, and do not run it before the code
to be measured is committed.** It is not in ``convmem factbench``'s ``BLIND_SETS`` yet, so no
run of the suite spends it: add it there (and to ``make-probes --blind-set``) for its first
runs, which go in ``FIRST_RUN``; any later figure on it is seen data.
"""

from __future__ import annotations

from tests.facts.blind15_facts import FACTS
from tests.facts.blind15_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

FIRST_RUN: dict[str, dict[str, float]] = {}
