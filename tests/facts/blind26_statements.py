"""The twenty-sixth frozen *blind* set (issue 10): written before the next change to the meaning
detector (spending the eighteenth to twenty-fifth sets), to measure it once.

The first twenty-five blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written
in one sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it confirms):
the facts in :mod:`tests.facts.blind26_facts`, the negatives in
:mod:`tests.facts.blind26_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's, extended family's names included, are negatives, unless they live with the user;
the writer counted flatmates', roommates' and in-laws' facts as other people's, and a
father-in-law who lives with the user as family). 263 facts (92 in Chinese, 57 superseding an
earlier fact; 30 family facts) and 420 negatives. Before any run one probe question was
reworded here (ad016's "海鲜自助…" to "自助餐…": it named the replaced fact's keyword).
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind26_facts import FACTS
from tests.facts.blind26_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each, run with `convmem factbench --sets
# blind-26` (and `--extractor rules`).
FIRST_RUN: dict[str, dict[str, float]] = {}
