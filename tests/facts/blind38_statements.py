"""The thirty-eighth frozen *blind* set (issue 10): written while the thirty-seventh lay frozen
and unrun (at df4e35d), committed before any run (164c7cf), then registered and run once at
ff0a104, for 本人 and 俺 naming the user (ff0a104); the code before it (e3219d6) was the first
run since the guard against the name of the person the user talks to and the ranking by belief
(de0c101) besides the thirty-seventh's: ``FIRST_RUN``.

The first thirty-six blind sets were run before it (the thirty-seventh was not), and the meaning
detector learns from the spent ones (:mod:`convmem.facts.spent`), so their figures since are seen
data. This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its own
work folder, which it confirms): the facts in :mod:`tests.facts.blind38_facts`, the negatives in
:mod:`tests.facts.blind38_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives, flatmates', roommates' and housemates' included, unless they are close
family living with the user); as for the thirty-fourth to thirty-seventh, its writer was told that
``address`` means how to address the user and that a postal address is a ``home`` fact. 263 facts
(100 in Chinese, 59 superseding an earlier fact; 28 family facts) and 420 negatives (140 in
Chinese). No probe question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). **Frozen: never tune
on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it is seen data. It is
not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind38_facts import FACTS
from tests.facts.blind38_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-38
# --extractor rules` and `convmem factbench --sets blind-38` at ff0a104. Besides the 228 facts
# found, 12 of the 35 missed were found as guesses, and 4 of the 416 negatives left alone got
# one. Of the 4 negatives flagged, 3 are quoted text and 1 another person's fact. Superseded
# pairs on the ledger: the new value current as a fact 46 of 59 (+2 as a guess), the old value
# alone 9; 18 and 20 with the rules alone. Planted in LoCoMo chit-chat (`convmem make-probes
# b38.jsonl --blind locomo-dev.jsonl --blind-set blind-38`: 34 conversations, 263 probes, 59
# superseded; then `convmem compare b38.jsonl --strategies window+facts,hybrid --windows
# 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048: window + facts
# 0.913 / 0.928 / 0.939, hybrid 0.962 / 0.966 / 0.977; superseded facts, the new value 0.898 /
# 0.915 / 0.932 (window + facts) and 0.966 / 0.966 / 0.983 (hybrid), the stale value alone
# 0.085 / 0.068 / 0.068 (window + facts) and 0.017 / 0.034 / 0.017 (hybrid). The code before
# (e3219d6, run right after): every figure the same.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@ff0a104": {"found": 118, "total": 263, "recall": 0.449, "flagged": 2,
                      "negatives": 420, "clean": 0.995, "precision": 0.983},
    "meaning@ff0a104": {"found": 228, "total": 263, "recall": 0.867, "flagged": 4,
                        "negatives": 420, "clean": 0.990, "precision": 0.983},
    "meaning@e3219d6": {"found": 228, "total": 263, "recall": 0.867, "flagged": 4,
                        "negatives": 420, "clean": 0.990, "precision": 0.983},
}
