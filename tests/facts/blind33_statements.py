"""The thirty-third frozen *blind* set (issue 10): written while the thirty-second measured the
rules of 100c466, committed before any run (098a491), then registered and run once for the
change tuned on the thirty-second's misses (dad286a: a booking without "I", more
appointments, aids a user names): ``FIRST_RUN``.

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

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-33
# --extractor rules` and `convmem factbench --sets blind-33` at dad286a. Besides the 203 facts
# found, 16 of the 60 missed were found as guesses, and 6 of the 416 negatives left alone got
# one. Of the 4 negatives flagged, 2 are quoted text, 1 chat and 1 a hypothetical. The
# ``address`` topic (postal addresses) 1 of 14: without it 202 of 249 (0.811). Superseded
# pairs on the ledger: the new value current as a fact 39 of 59 (+2 as a guess), the old value
# alone 13; 12 and 12 with the rules alone. The detector before the change (the rules of
# 098a491, run right after): exactly the same figures, the rules alone too. Planted in LoCoMo
# chit-chat (`convmem make-probes b33.jsonl --blind locomo-dev.jsonl --blind-set blind-33`: 34
# conversations, 263 probes, 59 superseded; then `convmem compare b33.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048: window + facts 0.882 / 0.882 / 0.924, hybrid 0.932 / 0.977 / 0.989 (the postal
# addresses, pinned as the user's home, reach it too); superseded facts, the new value 0.797 /
# 0.797 / 0.847 (window + facts) and 0.847 / 0.932 / 0.949 (hybrid), the stale value alone
# 0.186 / 0.186 / 0.153 (window + facts) and 0.119 / 0.051 / 0.051 (hybrid).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@dad286a": {"found": 97, "total": 263, "recall": 0.369, "flagged": 2,
                      "negatives": 420, "clean": 0.995, "precision": 0.980},
    "meaning@dad286a": {"found": 203, "total": 263, "recall": 0.772, "flagged": 4,
                        "negatives": 420, "clean": 0.990, "precision": 0.981},
}
