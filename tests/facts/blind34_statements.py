"""The thirty-fourth frozen *blind* set (issue 10): written after the thirty-third had measured a
change to the rules, committed before any run (38afeae), then registered and run once at
0ddae05, the code of the end of session 40, before the next change to the detector:
``FIRST_RUN``.

The first thirty-three blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file of the repository,
which it confirms): the facts in :mod:`tests.facts.blind34_facts`, the negatives in
:mod:`tests.facts.blind34_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives, flatmates', roommates' and housemates' included, unless they are
close family living with the user); unlike the writers of the thirty-second and thirty-third,
this one was told that ``address`` means how to address the user and that a postal address is
a ``home`` fact. 263 facts (100 in Chinese, 59 superseding an earlier fact; 28 family facts)
and 420 negatives (140 in Chinese). One probe question shared a word with its stale keywords
("this year" with "14-year-old"; the keyword rule, :func:`convmem.eval.probes.shares_keyword`)
and was reworded before any run.
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind34_facts import FACTS
from tests.facts.blind34_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-34
# --extractor rules` and `convmem factbench --sets blind-34` at 0ddae05. Besides the 222 facts
# found, 10 of the 41 missed were found as guesses, and 9 of the 412 negatives left alone got
# one. Of the 8 negatives flagged, 4 are quoted text, 2 hypotheticals and 2 other people's
# facts. Superseded pairs on the ledger: the new value current as a fact 45 of 59 (+3 as a
# guess), the old value alone 9; 11 and 20 with the rules alone. Planted in LoCoMo chit-chat
# (`convmem make-probes b34.jsonl --blind locomo-dev.jsonl --blind-set blind-34`: 34
# conversations, 263 probes, 59 superseded; then `convmem compare b34.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048: window + facts 0.856 / 0.856 / 0.943, hybrid 0.901 / 0.947 / 0.977; superseded
# facts, the new value 0.797 / 0.797 / 0.831 (window + facts) and 0.864 / 0.949 / 0.983
# (hybrid), the stale value alone 0.136 / 0.136 / 0.136 (window + facts) and 0.119 / 0.051 /
# 0.017 (hybrid).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@0ddae05": {"found": 97, "total": 263, "recall": 0.369, "flagged": 4,
                      "negatives": 420, "clean": 0.990, "precision": 0.960},
    "meaning@0ddae05": {"found": 222, "total": 263, "recall": 0.844, "flagged": 8,
                        "negatives": 420, "clean": 0.981, "precision": 0.965},
}
