"""The thirty-ninth frozen *blind* set (issue 10): written while the thirty-seventh and
thirty-eighth were run once (at de0c101 and ff0a104), committed before any run (84a49a6), then
registered and run once at 8b6027a, for the rules that read a pregnancy told without the word and
names as people introduce themselves (8b6027a); the code before it (39688e4) was run right after:
``FIRST_RUN``.

The first thirty-eight blind sets were run before it (the fortieth was written while it waited),
and the meaning detector learns from the spent ones (:mod:`convmem.facts.spent`), so their figures
since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or the
earlier sets (a helper agent told not to open any file outside its own work folder, which it
confirms): the facts in :mod:`tests.facts.blind39_facts`, the negatives in
:mod:`tests.facts.blind39_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives, flatmates', roommates' and housemates' included, unless they are close
family living with the user); as for the thirty-fourth to thirty-eighth, its writer was told that
``address`` means how to address the user and that a postal address is a ``home`` fact. 263 facts
(100 in Chinese, 59 superseding an earlier fact; 28 family facts) and 420 negatives (140 in
Chinese). No probe question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). **Frozen: never tune
on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it is seen data. It is
not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind39_facts import FACTS
from tests.facts.blind39_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-39
# --extractor rules` and `convmem factbench --sets blind-39` at 8b6027a. Besides the 241 facts
# found, 5 of the 22 missed were found as guesses, and 5 of the 415 negatives left alone got one.
# Of the 5 negatives flagged, 4 are hypotheticals and 1 another person's fact. Superseded pairs
# on the ledger: the new value current as a fact 53 of 59 (+2 as a guess), the old value alone 4;
# 19 and 22 with the rules alone. Planted in LoCoMo chit-chat (`convmem make-probes b39.jsonl
# --blind locomo-dev.jsonl --blind-set blind-39`: 34 conversations, 263 probes, 59 superseded;
# then `convmem compare b39.jsonl --strategies window+facts,hybrid --windows 512,1024,2048
# --every 0`), the fact reached the context at 512 / 1,024 / 2,048: window + facts 0.947 / 0.962
# / 0.966, hybrid 0.951 / 0.970 / 0.985; superseded facts, the new value 0.932 / 0.949 / 0.949
# (window + facts) and 0.949 / 0.949 / 0.966 (hybrid), the stale value alone 0.068 / 0.051 /
# 0.051 (window + facts) and 0.051 / 0.051 / 0.034 (hybrid). The code before (39688e4, run right
# after): 237 facts found (0.901), the same 5 negatives flagged, superseded 52 (+2) and 4, rules
# alone 122 found and 3 flagged; planted window + facts 0.943 / 0.962 / 0.966, hybrid 0.947 /
# 0.966 / 0.981, the new value (hybrid) 0.932 / 0.932 / 0.949, the stale value alone the same.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@8b6027a": {"found": 129, "total": 263, "recall": 0.490, "flagged": 3,
                      "negatives": 420, "clean": 0.993, "precision": 0.977},
    "meaning@8b6027a": {"found": 241, "total": 263, "recall": 0.916, "flagged": 5,
                        "negatives": 420, "clean": 0.988, "precision": 0.980},
    "meaning@39688e4": {"found": 237, "total": 263, "recall": 0.901, "flagged": 5,
                        "negatives": 420, "clean": 0.988, "precision": 0.979},
}
