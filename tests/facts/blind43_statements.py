"""The forty-third frozen *blind* set (issue 10): written while the forty-second was run once, kept
unrun and unregistered for the change made from the forty-second's misses, and run once with it
(the runs are recorded in ``FIRST_RUN`` below).

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind43_facts`, the negatives in
:mod:`tests.facts.blind43_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to
address the user, that ``family`` is the close family or anyone living with the user, and that
the negatives of kind ``other`` are facts about people other than the user and their close
family or pets. Its brief also named, among the ways people state facts, "a fact given as the
reason for a request" and "a fact stated while correcting the assistant" ("no no, I said I
moved to Porto, not Lisbon"), which no earlier brief named. 263 facts (100 in Chinese, 59
superseding an earlier fact; 23 family facts, 16 of every other topic) and 420 negatives (170 in
Chinese). No probe question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). Nothing of it was
printed while committing it but its counts. **Frozen: never tune on it.** Its first runs are
kept in ``FIRST_RUN``; any later figure on it is seen data. It is not spent: the meaning
detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind43_facts import FACTS
from tests.facts.blind43_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-43
# --extractor rules` and `convmem factbench --sets blind-43` at acfcab2. Besides the 218 facts
# found, 12 of the 45 missed were found as guesses, and 4 of the 415 negatives left alone got
# one. Of the 5 negatives flagged, 4 are other people's facts and 1 quoted text (the rules'
# one). Superseded pairs on the ledger: the new value current as a fact 43 of 59 (+1 as a
# guess), the old value alone 13; 13 and 22 with the rules alone. Planted in LoCoMo chit-chat
# (`convmem make-probes b43.jsonl --blind locomo-dev.jsonl --blind-set blind-43`: 33
# conversations, 263 probes, 59 superseded; then `convmem compare b43.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512
# / 1,024 / 2,048: window + facts 0.905 / 0.913 / 0.916, hybrid 0.909 / 0.928 / 0.954;
# superseded facts, the new value 0.847 / 0.847 / 0.864 (window + facts) and 0.864 / 0.881 /
# 0.898 (hybrid), the stale value alone 0.136 / 0.136 / 0.119 and 0.119 / 0.102 / 0.085. The
# same commands right after with the code before that change (e5e3b13): 216 facts (Chinese 79
# of 100), the same 5 negatives flagged, rules alone 113, the same superseded pairs, and every
# planted figure the same.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@acfcab2": {"found": 115, "total": 263, "recall": 0.437, "flagged": 1,
                      "negatives": 420, "clean": 0.998, "precision": 0.991},
    "meaning@acfcab2": {"found": 218, "total": 263, "recall": 0.829, "flagged": 5,
                        "negatives": 420, "clean": 0.988, "precision": 0.978},
    "meaning@e5e3b13": {"found": 216, "total": 263, "recall": 0.821, "flagged": 5,
                        "negatives": 420, "clean": 0.988, "precision": 0.977},
}
