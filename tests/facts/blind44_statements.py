"""The forty-fourth frozen *blind* set (issue 10): written while the forty-third was run once, kept
unrun and unregistered for the change made from the forty-third's misses, and run once with it
(the runs are recorded in ``FIRST_RUN`` below).

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind44_facts`, the negatives in
:mod:`tests.facts.blind44_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to
address the user, that ``family`` is the close family or anyone living with the user, and that
the negatives of kind ``other`` are facts about people other than the user and their close
family or pets. Its brief named, among the ways people state facts, "a fact given as the
reason for a request", "a fact stated while correcting the assistant" and "Chinese typed with
spaces instead of punctuation" (the last written just after a change that reads such a space as
a comma). Its writer grouped the facts by topic, each superseding fact soon after the one it
replaces. A second helper, told the same, then made two keywords specific (one was two letters,
one was found in the planting test's filler line), each a longer phrase of its own message.
263 facts (100 in Chinese, 59
superseding an earlier fact; 23 family facts, 16 of every other topic) and 420 negatives (170 in
Chinese). No probe question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). Nothing of it was
printed while committing it but its counts. **Frozen: never tune on it.** Its first runs are
kept in ``FIRST_RUN``; any later figure on it is seen data. It is not spent: the meaning
detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind44_facts import FACTS
from tests.facts.blind44_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-44
# --extractor rules` and `convmem factbench --sets blind-44` at 108c5b9. Besides the 224 facts
# found, 12 of the 39 missed were found as guesses, and 8 of the 412 negatives left alone got
# one. Of the 8 negatives flagged, 3 are hypotheticals, 3 other people's facts, 1 chit-chat and
# 1 quoted text; the rules flagged 5 of them. Superseded pairs on the ledger: the new value
# current as a fact 49 of 59 (+2 as a guess), the old value alone 7; 19 and 23 with the rules
# alone. Planted in LoCoMo chit-chat (`convmem make-probes b44.jsonl --blind locomo-dev.jsonl
# --blind-set blind-44`: 34 conversations, 263 probes, 59 superseded; then `convmem compare
# b44.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact
# reached the context at 512 / 1,024 / 2,048: window + facts 0.905 / 0.920 / 0.920, hybrid
# 0.932 / 0.962 / 0.977; superseded facts, the new value 0.847 / 0.881 / 0.881 (window + facts)
# and 0.915 / 0.949 / 0.949 (hybrid), the stale value alone 0.119 / 0.102 / 0.102 and 0.068 /
# 0.034 / 0.034. The same commands right after with the code before that change (b188ac7):
# every figure the same but the rules alone (122 facts, the old value alone 22).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@108c5b9": {"found": 123, "total": 263, "recall": 0.468, "flagged": 5,
                      "negatives": 420, "clean": 0.988, "precision": 0.961},
    "meaning@108c5b9": {"found": 224, "total": 263, "recall": 0.852, "flagged": 8,
                        "negatives": 420, "clean": 0.981, "precision": 0.966},
    "meaning@b188ac7": {"found": 224, "total": 263, "recall": 0.852, "flagged": 8,
                        "negatives": 420, "clean": 0.981, "precision": 0.966},
}
