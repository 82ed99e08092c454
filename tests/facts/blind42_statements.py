"""The forty-second frozen *blind* set (issue 10): written while the forty-first was run once, kept
unrun and unregistered for the changes after that run, and run once with them (the runs are
recorded in ``FIRST_RUN`` below).

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind42_facts`, the negatives in
:mod:`tests.facts.blind42_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to
address the user, that ``family`` is the close family, and that the negatives of kind ``other``
are facts about people other than the user and their close family or pets. Its brief also named,
among the ways people state facts, "a fact followed by what it means for them" ("I'm diabetic so
I can't have the dessert"): written just after a change that stopped such consequences from
ending the fact they follow, so that family is likelier here than in the earlier sets. 263 facts
(100 in Chinese, 59 superseding an earlier fact; 23 family facts, 16 of every other topic) and
420 negatives (170 in Chinese). No probe question shares a word with its keywords or its stale
keywords (:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). Nothing
of it was printed while committing it but its counts. **Frozen: never tune on it.** Its first
runs are kept in ``FIRST_RUN``; any later figure on it is seen data. It is not spent: the
meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind42_facts import FACTS
from tests.facts.blind42_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-42
# --extractor rules` and `convmem factbench --sets blind-42` at 91aef08. Besides the 224 facts
# found, 13 of the 39 missed were found as guesses, and 2 of the 414 negatives left alone got
# one. Of the 6 negatives flagged, 4 are other people's facts, 1 chit-chat and 1 a hypothetical.
# Superseded pairs on the ledger: the new value current as a fact 49 of 59 (+1 as a guess), the
# old value alone 6; 15 and 23 with the rules alone. Planted in LoCoMo chit-chat (`convmem
# make-probes b42.jsonl --blind locomo-dev.jsonl --blind-set blind-42`: 34 conversations, 263
# probes, 59 superseded; then `convmem compare b42.jsonl --strategies window+facts,hybrid
# --windows 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048:
# window + facts 0.905 / 0.928 / 0.932, hybrid 0.924 / 0.947 / 0.962; superseded facts, the new
# value 0.898 / 0.932 / 0.932 (window + facts) and 0.966 / 0.966 / 0.983 (hybrid), the stale
# value alone 0.034 at every window (window + facts) and 0.017 / 0.017 / 0 (hybrid). The same
# commands right after with the code of the forty-first set's first run (d1c88d8, before the
# changes it measures: one polarity per key in a message, due dates, Chinese relatives'
# conditions, homes with the subject dropped): every figure the same but the rules alone, which
# found 112 facts and the new value of 14 superseded pairs.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@91aef08": {"found": 113, "total": 263, "recall": 0.430, "flagged": 0,
                      "negatives": 420, "clean": 1.0, "precision": 1.0},
    "meaning@91aef08": {"found": 224, "total": 263, "recall": 0.852, "flagged": 6,
                        "negatives": 420, "clean": 0.986, "precision": 0.974},
    "meaning@d1c88d8": {"found": 224, "total": 263, "recall": 0.852, "flagged": 6,
                        "negatives": 420, "clean": 0.986, "precision": 0.974},
}
