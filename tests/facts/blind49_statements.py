"""The forty-ninth frozen *blind* set (issue 10): written while the forty-eighth was still unrun,
and kept unrun until 0fa7e1e, which files a relative's or a pet's news told by name as theirs
(:mod:`convmem.facts.kin`): it measured that change once (the runs are recorded in ``FIRST_RUN``
below). Nothing of it was printed but figures.

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind49_facts`, the negatives in
:mod:`tests.facts.blind49_negatives`. Same format, topics and scoring as the thirteenth
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

from tests.facts.blind49_facts import FACTS
from tests.facts.blind49_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-49
# --extractor rules` and `convmem factbench --sets blind-49` at 0fa7e1e. Besides the 209 facts
# found, 12 of the 54 missed were found as guesses, and 6 of the 406 negatives left alone got
# one. Of the 14 negatives flagged, 9 are another person's facts and 5 quoted or translated text.
# Superseded pairs on the ledger: the new value current as a fact 47 of 59 (1 more as a guess),
# the old value alone 10; 14 and 24 with the rules alone; the same with the code before
# (3827978). Planted in LoCoMo chit-chat (`convmem make-probes b49.jsonl --blind locomo-dev.jsonl
# --blind-set blind-49`: 33 conversations, 263 probes, 59 superseded; then `convmem compare
# b49.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact
# reached the context at 512 / 1,024 / 2,048: window + facts 0.916 / 0.928 / 0.935, hybrid
# 0.951 / 0.977 / 0.985; superseded facts, the new value 0.847 / 0.864 / 0.881 (window + facts)
# and 0.915 / 0.966 / 0.966 (hybrid), the stale value alone 0.102 / 0.102 / 0.085 and 0.051 /
# 0 / 0. The same commands right after with the code before the change (3827978): every figure
# the same (no probe gained or lost).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@0fa7e1e": {"found": 94, "total": 263, "recall": 0.357, "flagged": 6,
                      "negatives": 420, "clean": 0.986, "precision": 0.94},
    "meaning@0fa7e1e": {"found": 209, "total": 263, "recall": 0.795, "flagged": 14,
                        "negatives": 420, "clean": 0.967, "precision": 0.937},
}
