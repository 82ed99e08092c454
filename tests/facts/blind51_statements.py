"""The fifty-first frozen *blind* set (issue 10): written while the fiftieth was still unrun, kept
unrun for the next change, and run once on it (facts.corrections, 06e4b19; the runs are
recorded in ``FIRST_RUN`` below). Nothing of it was printed but figures before those runs.

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind51_facts`, the negatives in
:mod:`tests.facts.blind51_negatives`. Same format, topics and scoring as the thirteenth
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

from tests.facts.blind51_facts import FACTS
from tests.facts.blind51_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-51
# --extractor rules` and `convmem factbench --sets blind-51` at 89ab729 (the code of 06e4b19,
# the set registered). Besides the 244 facts found, 7 of the 19 missed were found as guesses,
# and 2 of the 409 negatives left alone got one. The 11 negatives flagged: 9 quoted text, 1
# chat, 1 another person's. Superseded pairs on the ledger: the new value current as a fact 51
# of 59 (1 more as a guess), the old value alone 4; 21 and 24 with the rules alone. The code
# before (e7c5b90), right after: 244 facts found, the same 11 negatives flagged, the same pairs.
# Planted in LoCoMo chit-chat (`convmem make-probes b51.jsonl --blind locomo-dev.jsonl
# --blind-set blind-51`: 34 conversations, 263 probes, 59 superseded; then `convmem compare
# b51.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact
# reached the context at 512 / 1,024 / 2,048: window + facts 0.935 / 0.970 / 0.981, hybrid
# 0.947 / 0.970 / 0.985; superseded facts, the new value 0.915 / 0.966 / 0.983 (window + facts)
# and 0.966 / 0.983 / 1.000 (hybrid), the stale value alone 0.085 / 0.034 / 0.017 and 0.034 /
# 0.017 / 0. The code before, the same commands right after: every figure the same. The
# change (corrections that name the value they take back) found nothing on this set: its
# superseding statements tell news ("we left Austin … to Portland"), which the ledger filed
# already, or correct a value in words the module does not read ("the tree nut thing was a
# false positive after all"). The module was reverted after a review (see the README), so these
# are the figures of the code after it too.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@89ab729": {"found": 136, "total": 263, "recall": 0.517, "flagged": 9,
                      "negatives": 420, "clean": 0.979, "precision": 0.938},
    "meaning@89ab729": {"found": 244, "total": 263, "recall": 0.928, "flagged": 11,
                        "negatives": 420, "clean": 0.974, "precision": 0.957},
}
