"""The thirty-seventh frozen *blind* set (issue 10): written while the thirty-sixth was run once at
97b218a, committed before any run (805d50f), then registered and run once at de0c101, for the
guard against the name of the person the user talks to and the pinned facts' ranking by belief
(de0c101): ``FIRST_RUN``.

The first thirty-six blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file outside its own work
folder, which it confirms): the facts in :mod:`tests.facts.blind37_facts`, the negatives in
:mod:`tests.facts.blind37_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives, flatmates', roommates' and housemates' included, unless they are
close family living with the user); as for the thirty-fourth to thirty-sixth, its writer was
told that ``address`` means how to address the user and that a postal address is a ``home``
fact. 263 facts (100 in Chinese, 59 superseding an earlier fact; 28 family facts) and 420
negatives (140 in Chinese). No probe question shares a word with its keywords or its stale
keywords (:func:`convmem.eval.probes.shares_keyword`, checked before it was committed).
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind37_facts import FACTS
from tests.facts.blind37_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-37
# --extractor rules` and `convmem factbench --sets blind-37` at de0c101. Besides the 224 facts
# found, 12 of the 39 missed were found as guesses, and 13 of the 410 negatives left alone got
# one. Of the 10 negatives flagged, 4 are hypotheticals, 3 other people's facts and 3 quoted
# text. Superseded pairs on the ledger: the new value current as a fact 44 of 59 (+1 as a
# guess), the old value alone 13; 11 and 22 with the rules alone. Planted in LoCoMo chit-chat
# (`convmem make-probes b37.jsonl --blind locomo-dev.jsonl --blind-set blind-37`: 34
# conversations, 263 probes, 59 superseded; then `convmem compare b37.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512
# / 1,024 / 2,048: window + facts 0.928 / 0.935 / 0.935, hybrid 0.962 / 0.981 / 0.981;
# superseded facts, the new value 0.898 at every window (window + facts) and 0.915 / 0.949 /
# 0.949 (hybrid), the stale value alone 0.102 at every window (window + facts) and 0.068 / 0.034
# / 0.051 (hybrid). The code before the change (164c7cf, run right after): the same detector
# figures, and planted window + facts 0.905 / 0.920 / 0.932, the hybrid the same.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@de0c101": {"found": 111, "total": 263, "recall": 0.422, "flagged": 7,
                      "negatives": 420, "clean": 0.983, "precision": 0.941},
    "meaning@de0c101": {"found": 224, "total": 263, "recall": 0.852, "flagged": 10,
                        "negatives": 420, "clean": 0.976, "precision": 0.957},
    "meaning@164c7cf": {"found": 224, "total": 263, "recall": 0.852, "flagged": 10,
                        "negatives": 420, "clean": 0.976, "precision": 0.957},
}
