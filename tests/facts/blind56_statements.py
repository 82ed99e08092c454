"""The fifty-sixth frozen *blind* set (issue 10): written while the fifty-fifth was run (its
writer saw none of it), and kept unrun for the next change to the detector: a relative's allergy
in Chinese after 我家 or 闺女 (ff7e8a0: the set registered; the runs are recorded in
``FIRST_RUN`` below).

This set was written in one sitting by a writer who had not seen the fact detector, its rules, its
training sentences or the earlier sets (a helper agent told not to open any file outside its own
work folder): the facts in :mod:`tests.facts.blind56_facts`, the negatives in
:mod:`tests.facts.blind56_negatives`. Same format, topics and scoring as the thirteenth
(:mod:`tests.facts.blind13_statements`); its writer was told that ``address`` means how to address
the user, that ``family`` is the close family or anyone living with the user, and that the
negatives of kind ``other`` are facts about people other than the user and their close family or
pets. Its brief named, among the ways people state facts, facts inside longer messages with a
request, consequences instead of labels, idioms, the fact as the reason for a request, the fact
stated while correcting the assistant or themselves, facts told without a subject ("allergic to
latex btw", "对芒果过敏"), life events, and relatives' facts told with the relative's name ("my
son Leo is allergic to eggs": the fifty-fifth's change reads those); superseding facts told as
news, as corrections, in passing, and some saying only that the old fact no longer holds. It asked
for keywords of at least three Latin letters, topics mixed through the file and at least twenty
facts between a fact and the one that supersedes it. 263 facts (100 in Chinese, 59 superseding an
earlier fact; 23 family facts, 16 of every other topic) and 420 negatives (170 in Chinese; 100
chit-chat, 80 hypotheticals, 70 questions, 90 other people's facts, 80 quoted text). No probe
question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). Nothing of it was
printed while committing it but its counts (a first version of it was discarded: its lines over
100 characters were printed by the linter). **Frozen: never tune on it.** Its first runs are
kept in ``FIRST_RUN``; any later figure on it is seen data. It is not spent: the meaning
detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind56_facts import FACTS
from tests.facts.blind56_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-56
# --extractor rules` and `convmem factbench --sets blind-56` at ff7e8a0 (the set registered).
# Besides the 215 facts found, 13 of the 48 missed were found as guesses, and 6 of the 419
# negatives left alone got one. Superseded pairs on the ledger: the new value current as a fact
# 38 of 59 (1 more as a guess), the old value alone 15; 10 and 19 with the rules alone. The code
# before (e7fdfe3), right after: the same figures. Planted in LoCoMo chit-chat (`convmem
# make-probes b56.jsonl --blind locomo-dev.jsonl --blind-set blind-56`: 33 conversations, 263
# probes, 59 superseded; then `convmem compare b56.jsonl --strategies window+facts,hybrid
# --windows 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048:
# window + facts 0.924 / 0.932 / 0.939, hybrid 0.954 / 0.981 / 0.989; superseded facts, the new
# value 0.831 / 0.847 / 0.847 (window + facts) and 0.898 / 0.966 / 0.983 (hybrid), the stale
# value alone 0.102 / 0.102 / 0.102 and 0.085 / 0.034 / 0.017. The code before (e7fdfe3), the
# same commands: the same figures.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@ff7e8a0": {"found": 101, "total": 263, "recall": 0.384, "flagged": 1,
                      "negatives": 420, "clean": 0.998, "precision": 0.990},
    "meaning@ff7e8a0": {"found": 215, "total": 263, "recall": 0.817, "flagged": 1,
                        "negatives": 420, "clean": 0.998, "precision": 0.995},
}
