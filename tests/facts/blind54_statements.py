"""The fifty-fourth frozen *blind* set (issue 10): written while the fifty-third was still unrun,
and kept unrun and unregistered for the next change to the detector, then registered and run
once for it (an allergy told without a subject at the start of a sentence read as the user's;
the runs are recorded in ``FIRST_RUN`` below). Nothing of it was printed but figures before those
runs.

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind54_facts`, the negatives in
:mod:`tests.facts.blind54_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to
address the user, that ``family`` is the close family or anyone living with the user, and that
the negatives of kind ``other`` are facts about people other than the user and their close
family or pets. Its brief named, among the ways people state facts, "the fact as the reason for
a request" and "the fact stated while correcting the assistant or correcting themselves", and
superseding facts told as news, as corrections or in passing (some saying only that the old fact
no longer holds: a drug stopped, a job left, a pet that died); it asked for keywords of at least
three Latin letters, topics mixed through the file and at least twenty facts between a fact and
the one that supersedes it. 263 facts (100 in Chinese, 59 superseding an earlier fact; 23 family
facts, 16 of every other topic) and 420 negatives (170 in Chinese). No probe question shares a
word with its keywords or its stale keywords (:func:`convmem.eval.probes.shares_keyword`,
checked before it was committed). Nothing of it was printed while committing it but its counts.
**Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it
is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind54_facts import FACTS
from tests.facts.blind54_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-54
# --extractor rules` and `convmem factbench --sets blind-54` at 03ebe77 (the set registered).
# Besides the 222 facts found, 6 of the 41 missed were found as guesses, and 1 of the 417
# negatives left alone got one. Superseded pairs on the ledger: the new value current as a fact
# 45 of 59 (2 more as guesses), the old value alone 12; 10 and 25 with the rules alone. The code
# before (a8d9e32), right after: 221 facts found (Chinese 82), rules alone 103, the same
# negatives flagged and the same pairs. Planted in LoCoMo chit-chat (`convmem make-probes
# b54.jsonl --blind locomo-dev.jsonl --blind-set blind-54`: 34 conversations, 263 probes, 59
# superseded; then `convmem compare b54.jsonl --strategies window+facts,hybrid --windows
# 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048: window + facts
# 0.905 / 0.916 / 0.928, hybrid 0.951 / 0.973 / 0.981; superseded facts, the new value 0.780 /
# 0.814 / 0.847 (window + facts) and 0.898 / 0.966 / 0.983 (hybrid), the stale value alone 0.186
# / 0.153 / 0.136 and 0.085 / 0.034 / 0.017. The code before, the same commands right after:
# window + facts 0.901 / 0.913 / 0.924, every other figure the same. The change was reverted
# after a review (see the README): the code after it finds the same 221 facts as the code before.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@03ebe77": {"found": 105, "total": 263, "recall": 0.399, "flagged": 2,
                      "negatives": 420, "clean": 0.995, "precision": 0.981},
    "meaning@03ebe77": {"found": 222, "total": 263, "recall": 0.844, "flagged": 3,
                        "negatives": 420, "clean": 0.993, "precision": 0.987},
}
