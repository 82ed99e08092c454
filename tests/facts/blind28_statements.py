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
It measured reading a message of several sentences whole as well (:mod:`convmem.facts.meaning`).
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind28_facts import FACTS
from tests.facts.blind28_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-28
# --extractor rules` and `convmem factbench --sets blind-28` at 5faad9d. Besides the 216 facts
# found, 20 of the 47 missed were found as guesses, and 5 of the 415 negatives left alone got one.
# Of the 5 negatives flagged, 2 are hypotheticals, 2 other people's facts and 1 chat. Superseded
# pairs on the ledger: the new value current as a fact 47 of 57 (+3 as a guess), the old value
# alone 6; 13 and 21 with the rules alone. The same detector without the whole message read
# (its margin out of reach, in a script over ``run_blind``) found 212 and flagged the same 5.
# Planted in LoCoMo chit-chat (`convmem make-probes b28.jsonl --blind locomo-dev.jsonl
# --blind-set blind-28`: 34 conversations, 263 probes, 57 superseded; then `convmem compare
# b28.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached
# the context at 512 / 1,024 / 2,048: window + facts 0.924 / 0.924 / 0.943, hybrid 0.939 / 0.962 /
# 0.977; superseded facts, the new value 0.965 / 0.965 / 0.982 (window + facts) and 0.947 / 0.965
# / 0.982 (hybrid), the stale value alone 0.018 at each window (window + facts) and 0.053 / 0.035
# / 0.018 (hybrid). Without the whole message read (the same run otherwise): window + facts
# 0.913 / 0.913 / 0.932, hybrid 0.928 / 0.954 / 0.973; the new value 0.947 / 0.947 / 0.965 and
# 0.930 / 0.947 / 0.965, the stale value alone 0.035 at each window and 0.070 / 0.053 / 0.035.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@5faad9d": {"found": 95, "total": 263, "recall": 0.361, "flagged": 4,
                      "negatives": 420, "clean": 0.990, "precision": 0.960},
    "meaning@5faad9d": {"found": 216, "total": 263, "recall": 0.821, "flagged": 5,
                        "negatives": 420, "clean": 0.988, "precision": 0.977},
}
