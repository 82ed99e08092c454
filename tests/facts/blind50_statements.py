"""The fiftieth frozen *blind* set (issue 10): written while the forty-ninth was still unrun,
and kept unrun until 35cb598, which reads other people told by a role or an indefinite ("our team
lead", "a guy at the gym", "我们领导") as no one's facts of the user's, in the rules and in the
detector's guards (its head retrained through them): it measured that change once (the runs are
recorded in ``FIRST_RUN`` below). Nothing of it was printed but figures.

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind50_facts`, the negatives in
:mod:`tests.facts.blind50_negatives`. Same format, topics and scoring as the thirteenth
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

from tests.facts.blind50_facts import FACTS
from tests.facts.blind50_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-50
# --extractor rules` and `convmem factbench --sets blind-50` at 35cb598. Besides the 246 facts
# found, 5 of the 17 missed were found as guesses, and 1 of the 418 negatives left alone got
# one. The 2 negatives flagged: 1 chat, 1 quoted text. Superseded pairs on the ledger: the new
# value current as a fact 56 of 59, the old value alone 3; 21 and 21 with the rules alone. The
# code before (45923cf), right after: 244 facts found, the same 2 negatives flagged, the same
# pairs. Planted in LoCoMo chit-chat (`convmem make-probes b50.jsonl --blind locomo-dev.jsonl
# --blind-set blind-50`: 34 conversations, 263 probes, 59 superseded; then `convmem compare
# b50.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact
# reached the context at 512 / 1,024 / 2,048: window + facts 0.909 / 0.943 / 0.958, hybrid
# 0.951 / 0.992 / 1.000; superseded facts, the new value 0.831 / 0.881 / 0.932 (window + facts)
# and 0.898 / 1.000 / 1.000 (hybrid), the stale value alone 0.119 / 0.085 / 0.051 and 0.085 /
# 0 / 0. The code before, the same commands right after: window + facts 0.916 / 0.939 / 0.951,
# hybrid 0.966 / 0.992 / 1.000, the new value 0.847 / 0.898 / 0.932 and 0.949 / 1.000 / 1.000,
# the stale value alone 0.119 / 0.068 / 0.051 and 0.034 / 0 / 0: the change lost the hybrid 4
# probes at 512 (3 superseded) and window + facts 2 at 512, and found window + facts 1 and 2
# more at 1,024 and 2,048. The losses are the retrained head's: its scores of LoCoMo's chat
# moved by a few hundredths, so other chat lines crossed the threshold (27 current facts
# instead of 25 in one conversation) and took the pinned block's room at 512 tokens.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@35cb598": {"found": 138, "total": 263, "recall": 0.525, "flagged": 2,
                      "negatives": 420, "clean": 0.995, "precision": 0.986},
    "meaning@35cb598": {"found": 246, "total": 263, "recall": 0.935, "flagged": 2,
                        "negatives": 420, "clean": 0.995, "precision": 0.992},
}
