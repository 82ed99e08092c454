"""The thirty-sixth frozen *blind* set (issue 10): written while the thirty-fifth was run once at
f3f4227, committed before any run (bfb961a), then registered and run once at 97b218a, for the
review fixes of e186e49 and the facts' larger default cap at 1,024 tokens (97b218a):
``FIRST_RUN``.

The first thirty-five blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file outside its own work
folder, which it confirms): the facts in :mod:`tests.facts.blind36_facts`, the negatives in
:mod:`tests.facts.blind36_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives, flatmates', roommates' and housemates' included, unless they are
close family living with the user); as for the thirty-fourth and thirty-fifth, its writer was
told that ``address`` means how to address the user and that a postal address is a ``home``
fact. 263 facts (100 in Chinese, 59 superseding an earlier fact; 28 family facts) and 420
negatives (140 in Chinese). No probe question shares a word with its keywords or its stale
keywords (:func:`convmem.eval.probes.shares_keyword`, checked before it was committed).
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind36_facts import FACTS
from tests.facts.blind36_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-36
# --extractor rules` and `convmem factbench --sets blind-36` at 97b218a. Besides the 219 facts
# found, 15 of the 44 missed were found as guesses, and 11 of the 411 negatives left alone got
# one. Of the 9 negatives flagged, 5 are other people's facts, 2 chat, 1 a hypothetical and 1
# quoted text. Superseded pairs on the ledger: the new value current as a fact 46 of 59 (+1 as
# a guess), the old value alone 10; 11 and 25 with the rules alone. Planted in LoCoMo chit-chat
# (`convmem make-probes b36.jsonl --blind locomo-dev.jsonl --blind-set blind-36`: 34
# conversations, 263 probes, 59 superseded; then `convmem compare b36.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512
# / 1,024 / 2,048: window + facts 0.886 / 0.916 / 0.920, hybrid 0.943 / 0.966 / 0.970;
# superseded facts, the new value 0.847 / 0.864 / 0.881 (window + facts) and 0.881 / 0.932 /
# 0.932 (hybrid), the stale value alone 0.102 at every window (window + facts) and 0.085 / 0.051
# / 0.068 (hybrid). With the cap before 97b218a (7897268, at 1,024 only, run right after):
# window + facts 0.886 and hybrid 0.958, the new value 0.847 and 0.898, the stale value alone
# 0.102 and 0.085.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@97b218a": {"found": 100, "total": 263, "recall": 0.380, "flagged": 4,
                      "negatives": 420, "clean": 0.990, "precision": 0.962},
    "meaning@97b218a": {"found": 219, "total": 263, "recall": 0.833, "flagged": 9,
                        "negatives": 420, "clean": 0.979, "precision": 0.961},
}
