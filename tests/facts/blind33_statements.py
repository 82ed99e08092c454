"""The thirty-third frozen *blind* set (issue 10): written while the thirty-second measured the
rules of 100c466, and committed before any run.

The first thirty-two blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file of the repository,
which it confirms): the facts in :mod:`tests.facts.blind33_facts`, the negatives in
:mod:`tests.facts.blind33_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives, flatmates', roommates' and housemates' included, unless they are
close family living with the user). 263 facts (99 in Chinese, 59 superseding an earlier fact; 28
family facts) and 420 negatives (140 in Chinese). As for the thirty-second, its writer was not
told what the ``address`` topic means here (how to address the user) and wrote its 14
``address`` facts as postal addresses; they are kept as written, and its figures are reported
with and without that topic.
**Frozen: never tune on it.** Its first runs will be kept in ``FIRST_RUN``; any later figure on
it is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind33_facts import FACTS
from tests.facts.blind33_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

FIRST_RUN: dict[str, dict[str, float]] = {}  # none yet: the set is unrun
