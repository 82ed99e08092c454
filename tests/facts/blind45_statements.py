"""The forty-fifth frozen *blind* set (issue 10): written while the forty-fourth was run once, kept
unrun and unregistered for the next change to the detector (the quote of a fact widened to a
short sentence beside it, and a Chinese statement replacing a fact by similarity only when they
share a word), and run once with it (the runs are recorded in ``FIRST_RUN`` below).

This set was written in one sitting by a writer who had not seen the fact detector, its rules,
its training sentences or the earlier sets (a helper agent told not to open any file outside its
own work folder): the facts in :mod:`tests.facts.blind45_facts`, the negatives in
:mod:`tests.facts.blind45_negatives`. Same format, topics and scoring as the thirteenth
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

from tests.facts.blind45_facts import FACTS
from tests.facts.blind45_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-45
# --extractor rules` and `convmem factbench --sets blind-45` at 6031fa5. Besides the 230 facts
# found, 11 of the 33 missed were found as guesses, and 8 of the 417 negatives left alone got
# one. The 3 negatives flagged are all other people's facts; the rules flagged none. Superseded
# pairs on the ledger: the new value current as a fact 53 of 59, the old value alone 6; 16 and
# 25 with the rules alone. Planted in LoCoMo chit-chat (`convmem make-probes b45.jsonl --blind
# locomo-dev.jsonl --blind-set blind-45`: 37 conversations, 263 probes, 59 superseded; then
# `convmem compare b45.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every
# 0`), the fact reached the context at 512 / 1,024 / 2,048: window + facts 0.928 / 0.935 /
# 0.939, hybrid 0.943 / 0.973 / 0.992; superseded facts, the new value 0.864 / 0.864 / 0.881
# (window + facts) and 0.881 / 0.949 / 0.983 (hybrid), the stale value alone 0.102 / 0.102 /
# 0.085 and 0.119 / 0.051 / 0.017. The same commands right after with the code before that
# change (72fef59): 228 facts (English 142 of 163), every other factbench figure the same, the
# rules alone too; window + facts 0.928 / 0.932 / 0.935, hybrid 0.939 / 0.977 / 0.992, the new
# value 0.881 / 0.881 / 0.898 and 0.898 / 0.966 / 0.983, the stale value alone 0.085 / 0.085 /
# 0.068 and 0.102 / 0.034 / 0.017: two facts gained by their quotes, one superseded pair lost
# ("New job! Senior backend engineer …", whose quote now reads more like the chat line "I'm
# really enjoying my new job.", which replaced it).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@6031fa5": {"found": 130, "total": 263, "recall": 0.494, "flagged": 0,
                      "negatives": 420, "clean": 1.0, "precision": 1.0},
    "meaning@6031fa5": {"found": 230, "total": 263, "recall": 0.875, "flagged": 3,
                        "negatives": 420, "clean": 0.993, "precision": 0.987},
    "meaning@72fef59": {"found": 228, "total": 263, "recall": 0.867, "flagged": 3,
                        "negatives": 420, "clean": 0.993, "precision": 0.987},
}
