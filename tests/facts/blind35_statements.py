"""The thirty-fifth frozen *blind* set (issue 10): written while the thirty-fourth was run once at
0ddae05, committed before any run (254d04f), then registered and run once for the changes of
34a852b and f3f4227 (a message read whole keyed and covering only what was read and said; within
one message the later statement of a slot wins; the facts block filled past a fact too long for
the room left): ``FIRST_RUN``.

The first thirty-four blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file outside its own work
folder, which it confirms): the facts in :mod:`tests.facts.blind35_facts`, the negatives in
:mod:`tests.facts.blind35_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives, flatmates', roommates' and housemates' included, unless they are
close family living with the user); as for the thirty-fourth, its writer was told that
``address`` means how to address the user and that a postal address is a ``home`` fact. 263
facts (100 in Chinese, 59 superseding an earlier fact; 28 family facts) and 420 negatives (140
in Chinese). One probe question shared a word with its keywords ("seat" with "aisle seats"; the
keyword rule, :func:`convmem.eval.probes.shares_keyword`) and was reworded before any run.
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind35_facts import FACTS
from tests.facts.blind35_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-35
# --extractor rules` and `convmem factbench --sets blind-35` at f3f4227. Besides the 216 facts
# found, 19 of the 47 missed were found as guesses, and 7 of the 411 negatives left alone got
# one. Of the 9 negatives flagged, 4 are quoted text, 3 other people's facts and 2
# hypotheticals. Superseded pairs on the ledger: the new value current as a fact 48 of 59 (+4
# as a guess), the old value alone 7; 9 and 23 with the rules alone. The code before the
# changes (254d04f, run right after): the same 216 facts and 9 negatives, the new value current
# 47 of 59 and the old value alone 8; planted, window + facts 0.829 / 0.829 / 0.905 and hybrid
# 0.905 / 0.932 / 0.954, the new value 0.881 / 0.881 / 0.932 and 0.915 / 0.932 / 0.932, the
# stale value alone 0.017 at every window and 0.068 / 0.051 / 0.051. Planted in LoCoMo
# chit-chat (`convmem make-probes b35.jsonl --blind locomo-dev.jsonl --blind-set blind-35`: 34
# conversations, 263 probes, 59 superseded; then `convmem compare b35.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512
# / 1,024 / 2,048: window + facts 0.837 / 0.837 / 0.909, hybrid 0.909 / 0.935 / 0.958;
# superseded facts, the new value 0.898 / 0.898 / 0.949 (window + facts) and 0.932 / 0.949 /
# 0.949 (hybrid), the stale value alone 0.017 / 0.017 / 0.000 (window + facts)
# and 0.051 / 0.034 / 0.034 (hybrid).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@f3f4227": {"found": 106, "total": 263, "recall": 0.403, "flagged": 7,
                      "negatives": 420, "clean": 0.983, "precision": 0.938},
    "meaning@f3f4227": {"found": 216, "total": 263, "recall": 0.821, "flagged": 9,
                        "negatives": 420, "clean": 0.979, "precision": 0.960},
    "meaning@254d04f": {"found": 216, "total": 263, "recall": 0.821, "flagged": 9,
                        "negatives": 420, "clean": 0.979, "precision": 0.960},
}
