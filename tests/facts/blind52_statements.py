"""The fifty-second frozen *blind* set (issue 10): written while the fifty-first was still unrun,
and kept unrun and unregistered for the next change to the detector, then registered and run
once for it (a negation ends a fact only when it takes it back; the runs are recorded in
``FIRST_RUN`` below). Nothing of it was printed but figures before those runs.

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind52_facts`, the negatives in
:mod:`tests.facts.blind52_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to
address the user, that ``family`` is the close family or anyone living with the user, and that
the negatives of kind ``other`` are facts about people other than the user and their close
family or pets. Its brief named, among the ways people state facts, "the fact as the reason for
a request" and "the fact stated while correcting the assistant or correcting themselves", and
superseding facts told as news, as corrections or in passing; it asked for keywords of at least
three Latin letters, topics mixed through the file and at least twenty facts between a fact and
the one that supersedes it. 263 facts (100 in Chinese, 59 superseding an earlier fact; 23 family
facts, 16 of every other topic) and 420 negatives (170 in Chinese). No probe question shares a
word with its keywords or its stale keywords (:func:`convmem.eval.probes.shares_keyword`,
checked before it was committed). Nothing of it was printed while committing it but its counts.
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind52_facts import FACTS
from tests.facts.blind52_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-52
# --extractor rules` and `convmem factbench --sets blind-52` with the change's first version
# (uncommitted), then with 7982917 (its final version, the set registered): the same figures.
# Besides the 237 facts found, 4 of the 26 missed were found as guesses, and 9 of the 405
# negatives left alone got one. The 15 negatives flagged: 13 quoted text (role-play lines,
# translations, drafts in single quotes), 2 other people's. Superseded pairs on the ledger: the
# new value current as a fact 50 of 59 (1 more as a guess), the old value alone 6; 18 and 21 with
# the rules alone. The code before (e81c170), right after: the same facts, negatives and pairs.
# Planted in LoCoMo chit-chat (`convmem make-probes b52.jsonl --blind locomo-dev.jsonl
# --blind-set blind-52`: 33 conversations, 263 probes, 59 superseded; then `convmem compare
# b52.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact
# reached the context at 512 / 1,024 / 2,048: window + facts 0.932 / 0.947 / 0.947, hybrid
# 0.992 / 1.000 / 1.000; superseded facts, the new value 0.881 / 0.949 / 0.949 (window + facts)
# and 0.966 / 1.000 / 1.000 (hybrid), the stale value alone 0.068 / 0.034 / 0.034 and 0.017 / 0 /
# 0. The code before, the same commands right after: every figure the same (the set's
# superseding statements take nothing back by a negation the change reads differently).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@7982917": {"found": 112, "total": 263, "recall": 0.426, "flagged": 10,
                      "negatives": 420, "clean": 0.976, "precision": 0.918},
    "meaning@7982917": {"found": 237, "total": 263, "recall": 0.901, "flagged": 15,
                        "negatives": 420, "clean": 0.964, "precision": 0.94},
}
