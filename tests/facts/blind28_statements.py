"""The twenty-eighth frozen *blind* set (issue 10): written while the twenty-seventh measured a
ranking of the pinned facts by the detector's doubt, kept unrun for the next change.

The first twenty-seven blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file of the repository, which
it confirms): the facts in :mod:`tests.facts.blind28_facts`, the negatives in
:mod:`tests.facts.blind28_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's, extended family's names included, are negatives, unless they live with the user;
the writer counted flatmates', roommates' and housemates' facts as other people's, and in-laws or
a grandparent who live with the user as family). 263 facts (96 in Chinese, 57
superseding an earlier fact; 30 family facts) and 420 negatives (140 in Chinese).
**Frozen: never tune on it.** It is not yet in ``convmem.eval.factbench.BLIND_SETS``, since
``convmem factbench`` runs every registered set: register it when the change it is to measure is
ready, and record its first runs in ``FIRST_RUN`` before any tuning.
"""

from __future__ import annotations

from tests.facts.blind28_facts import FACTS
from tests.facts.blind28_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# Its first runs, once each, when it is registered (see the docstring).
FIRST_RUN: dict[str, dict[str, float]] = {}
