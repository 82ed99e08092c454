"""The forty-eighth frozen *blind* set (issue 10): written while the forty-seventh was still unrun,
and kept unrun until 73f573c, which changed how retrieval ranks a message that is not a question
about the record (issue 11; the fact detector unchanged since the forty-seventh): it measured that
change once (the runs are recorded in ``FIRST_RUN`` below). Nothing of it was printed but figures.

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind48_facts`, the negatives in
:mod:`tests.facts.blind48_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to
address the user, that ``family`` is the close family or anyone living with the user, and that
the negatives of kind ``other`` are facts about people other than the user and their close
family or pets. Its brief named, among the ways people state facts, "a fact given as the
reason for a request" and "a fact stated while correcting the assistant", asked for keywords of
at least three Latin letters, topics mixed through the file and at least twenty facts between a
fact and the one that supersedes it. 263 facts (100 in Chinese, 59
superseding an earlier fact; 23 family facts, 16 of every other topic) and 420 negatives (170 in
Chinese). No probe question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). Nothing of it was
printed while committing it but its counts. **Frozen: never tune on it.** Its first runs are
kept in ``FIRST_RUN``; any later figure on it is seen data. It is not spent: the meaning
detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind48_facts import FACTS
from tests.facts.blind48_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-48
# --extractor rules` and `convmem factbench --sets blind-48` at 73f573c. Besides the 236 facts
# found, 10 of the 27 missed were found as guesses, and 8 of the 411 negatives left alone got
# one. Of the 9 negatives flagged, 4 are another person's facts, 4 quoted or translated text and
# 1 a hypothetical. Superseded pairs on the ledger: the new value current as a fact 50 of 59 (3
# more as a guess), the old value alone 6; 15 and 32 with the rules alone. Planted in LoCoMo
# chit-chat (`convmem make-probes b48.jsonl --blind locomo-dev.jsonl --blind-set blind-48`: 34
# conversations, 263 probes, 59 superseded; then `convmem compare b48.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048: window + facts 0.947 / 0.966 / 0.966, hybrid 0.951 / 0.966 / 0.989; superseded
# facts, the new value 0.898 / 0.932 / 0.932 (window + facts) and 0.898 / 0.932 / 0.966
# (hybrid), the stale value alone 0.085 / 0.068 / 0.068 and 0.102 / 0.068 / 0.034. The same
# commands right after with the code before the change (e9ca4bf): window + facts the same, the
# hybrid 0.939 / 0.962 / 0.973, its new value 0.898 / 0.932 / 0.932, its stale value alone
# 0.102 / 0.068 / 0.068 (8 probes fewer, none more).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@73f573c": {"found": 130, "total": 263, "recall": 0.494, "flagged": 6,
                      "negatives": 420, "clean": 0.986, "precision": 0.956},
    "meaning@73f573c": {"found": 236, "total": 263, "recall": 0.897, "flagged": 9,
                        "negatives": 420, "clean": 0.979, "precision": 0.963},
}
