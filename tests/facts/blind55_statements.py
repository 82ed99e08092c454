"""The fifty-fifth frozen *blind* set (issue 10): written while the fifty-fourth was still unrun,
and kept unrun for the next change to the detector: a relative's fact told with their name, and
its end however told (0b900eb: the set registered; the runs are recorded in ``FIRST_RUN`` below).
Nothing of it was printed but figures before those runs.

This set was written in one sitting by a writer who had not seen the fact detector, its rules, its
training sentences or the earlier sets (a helper agent told not to open any file outside its own
work folder): the facts in :mod:`tests.facts.blind55_facts`, the negatives in
:mod:`tests.facts.blind55_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to address
the user, that ``family`` is the close family or anyone living with the user, and that the
negatives of kind ``other`` are facts about people other than the user and their close family or
pets. Its brief named, among the ways people state facts, "the fact as the reason for a request"
and "the fact stated while correcting the assistant or correcting themselves", and superseding
facts told as news, as corrections or in passing (some saying only that the old fact no longer
holds) and facts told without a subject ("allergic to latex btw", "对芒果过敏"); it asked for
keywords of at least three Latin letters, topics mixed through the file and at least twenty facts
between a fact and the one that supersedes it. 263 facts (100 in Chinese, 59 superseding an earlier
fact; 23 family facts, 16 of every other topic) and 420 negatives (170 in Chinese). No probe
question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). Nothing of it was
printed while committing it but its counts. **Frozen: never tune on it.** Its first runs are kept
in ``FIRST_RUN``; any later figure on it is seen data. It is not spent: the meaning detector
does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind55_facts import FACTS
from tests.facts.blind55_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-55
# --extractor rules` and `convmem factbench --sets blind-55`, with the code of 0b900eb before its
# review's fixes (the same commands at 0b900eb gave the same figures). Besides the 208 facts
# found, 11 of the 55 missed were found as guesses, and 2 of the 418 negatives left alone got one.
# Superseded pairs on the ledger: the new value current as a fact 44 of 59, the old value alone
# 13; 11 and 22 with the rules alone. The code before (9137dd2), right after: the same figures.
# Planted in LoCoMo chit-chat (`convmem make-probes b55.jsonl --blind locomo-dev.jsonl
# --blind-set blind-55`: 35 conversations, 263 probes, 59 superseded; then `convmem compare
# b55.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached
# the context at 512 / 1,024 / 2,048: window + facts 0.886 / 0.905 / 0.909, hybrid 0.977 / 1.000 /
# 1.000; superseded facts, the new value 0.797 / 0.831 / 0.847 (window + facts) and 0.932 / 1.000
# / 1.000 (hybrid), the stale value alone 0.186 / 0.153 / 0.136 and 0.068 / 0 / 0. The code
# before (9137dd2) and 0b900eb (with the window's facts rule), the same commands: the same
# figures.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@0b900eb": {"found": 100, "total": 263, "recall": 0.380, "flagged": 2,
                      "negatives": 420, "clean": 0.995, "precision": 0.980},
    "meaning@0b900eb": {"found": 208, "total": 263, "recall": 0.791, "flagged": 2,
                        "negatives": 420, "clean": 0.995, "precision": 0.990},
}
