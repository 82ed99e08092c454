"""The thirteenth frozen *blind* set (issue 10): written while the relatives' facts were changed,
kept unrun.

The first twelve blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind13_facts`, the negatives in
:mod:`tests.facts.blind13_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`), with one labelling rule the earlier writers were not given:
a durable fact of the user's close family (partner, children, parents, siblings) or of anyone
living with the user is a ``family`` fact ("My husband can't stand mushrooms"), and only other
people's facts (friends, colleagues, neighbours, extended family living elsewhere) are
negatives (``other``). 264 facts (106 in Chinese, 43 superseding an earlier fact; 38 family
facts, 31 of them a relative's fact other than a name) and 465 negatives. **Frozen: never tune
on it, and do not run it before the code to be measured is committed.** It is not in
``convmem factbench``'s ``BLIND_SETS`` yet, so no run of the suite spends it: add it there (and
to ``make-probes --blind-set``) for its first runs, which go in ``FIRST_RUN``; any later figure
on it is seen data.
"""

from __future__ import annotations

from tests.facts.blind13_facts import FACTS
from tests.facts.blind13_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

FIRST_RUN: dict[str, dict[str, float]] = {}
