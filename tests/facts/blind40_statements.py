"""The fortieth frozen *blind* set (issue 10): written while the thirty-ninth was run once, and
kept **unrun and unregistered** for the next change to the detector (``convmem factbench`` does
not know it yet; register it in ``BLIND_SETS`` when that change is made, run it once, and record
the runs here).

The first thirty-nine blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file outside its own work
folder): the facts in :mod:`tests.facts.blind40_facts`, the negatives in
:mod:`tests.facts.blind40_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives unless they are close family living with the user); its writer was
told that ``address`` means how to address the user. 263 facts (100 in Chinese, 59 superseding
an earlier fact; 23 family facts: the brief asked for 28 and for 163 English facts in all, which
cannot both hold, and the writer kept the totals) and 420 negatives (171 in Chinese). No probe
question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). Whoever commits a
set reads no more of it than the checks print; here, while checking line lengths, seventeen of
its lines (fourteen Chinese facts, three negatives) were printed and read. **Frozen: never tune
on it.** Its first runs will be kept in ``FIRST_RUN``; any later figure on it is seen data. It is
not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind40_facts import FACTS
from tests.facts.blind40_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

FIRST_RUN: dict[str, dict[str, float]] = {}  # none yet: the set is unrun
