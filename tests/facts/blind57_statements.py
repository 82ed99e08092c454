"""The fifty-seventh frozen *blind* set (issue 10): written while the fifty-sixth was run (its
writer saw none of it), kept unrun for the next change to the detector, and run once for it
(sentences that dropped their subject, 64ae8b5; ``FIRST_RUN`` below).

This set was written in one sitting by a writer who had not seen the fact detector, its rules, its
training sentences or the earlier sets (a helper agent told not to open any file outside its own
work folder): the facts in :mod:`tests.facts.blind57_facts`, the negatives in
:mod:`tests.facts.blind57_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to address
the user, that ``family`` is the close family or anyone living with the user, and that the
negatives of kind ``other`` are facts about people other than the user and their close family or
pets. Its brief named, among the ways people state facts, facts inside longer messages with a
request, consequences instead of labels, idioms, the fact as the reason for a request, the fact
stated while correcting the assistant or themselves, facts told without a subject ("allergic to
latex btw", "对芒果过敏"), life events, facts in a subordinate clause and facts told as a story;
superseding facts told as news, as corrections, in passing, and some saying only that the old
fact no longer holds, spread through the second two thirds of the file. It asked for keywords of
at least three Latin letters, topics mixed through the file and at least twenty facts between a
fact and the one that supersedes it. 263 facts (100 in Chinese, 59 superseding an earlier fact;
23 family facts, 16 of every other topic) and 420 negatives (170 in Chinese; 100 chit-chat, 80
hypotheticals, 70 questions, 90 other people's facts, 80 quoted text). No probe question shares a
word with its keywords or its stale keywords (:func:`convmem.eval.probes.shares_keyword`, checked
before it was committed). Nothing of it was printed while committing it but its counts.
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind57_facts import FACTS
from tests.facts.blind57_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-57
# --extractor rules` and `convmem factbench --sets blind-57` at 64ae8b5 (the set registered).
# Besides the 234 facts found, 5 of the 29 missed were found as guesses, and 4 of the 417
# negatives left alone got one. Superseded pairs on the ledger: the new value current as a fact
# 45 of 59 (2 more as guesses), the old value alone 10; 8 and 28 with the rules alone. The code
# before (6368cf8), right after: rules alone 108 (Chinese 47 of 100), the detector 232 (Chinese
# 87), the same 3 negatives flagged, new value current 44, old value alone 10. Planted in LoCoMo
# chit-chat (`convmem make-probes b57.jsonl --blind locomo-dev.jsonl --blind-set blind-57`: 33
# conversations, 263 probes, 59 superseded; then `convmem compare b57.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048: window + facts 0.951 / 0.970 / 0.973, hybrid 0.962 / 0.981 / 0.985; superseded
# facts, the new value 0.847 / 0.881 / 0.898 (window + facts) and 0.898 / 0.932 / 0.949
# (hybrid), the stale value alone 0.119 / 0.102 / 0.085 and 0.051 / 0.034 / 0.017. The code
# before (6368cf8), the same probes: window + facts the same, hybrid 0.966 at 512; a superseded
# fact's new value one probe more at every window (0.864 / 0.898 / 0.915 and 0.915 / 0.949 /
# 0.966), a fact not superseded one probe fewer.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@64ae8b5": {"found": 112, "total": 263, "recall": 0.426, "flagged": 1,
                      "negatives": 420, "clean": 0.998, "precision": 0.991},
    "meaning@64ae8b5": {"found": 234, "total": 263, "recall": 0.89, "flagged": 3,
                        "negatives": 420, "clean": 0.993, "precision": 0.987},
}
