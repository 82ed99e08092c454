"""The fortieth frozen *blind* set (issue 10): written while the thirty-ninth was run once, kept
unrun and unregistered for the next change to the detector, and run once with it (the runs are
recorded in ``FIRST_RUN`` below).

The first thirty-nine blind sets were run before it, and the meaning detector learns from the
spent ones (:mod:`convmem.facts.spent`), so their figures since are seen data. This set was
written in one sitting by a writer who had not seen the fact detector, its rules, its training
sentences or the earlier sets (a helper agent told not to open any file outside its own work
folder): the facts in :mod:`tests.facts.blind40_facts`, the negatives in
:mod:`tests.facts.blind40_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family`` fact;
other people's are negatives unless they are close family living with the user); its writer was
told that ``address`` means how to address the user. 263 facts (100 in Chinese, 59 superseding
an earlier fact; 23 family facts: the brief asked for 28 and for 163 English facts in all, which
cannot both hold, and the writer kept the totals) and 420 negatives (171 in Chinese). No probe
question shares a word with its keywords or its stale keywords
(:func:`convmem.eval.probes.shares_keyword`, checked before it was committed). Whoever commits a
set reads no more of it than the checks print; here, while checking line lengths, seventeen of
its lines (fourteen Chinese facts, three negatives) were printed and read. **Frozen: never tune
on it.** Its first runs will be kept in ``FIRST_RUN``; any later figure on it is seen data. It is
not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind40_facts import FACTS
from tests.facts.blind40_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --sets blind-40
# --extractor rules` and `convmem factbench --sets blind-40` at 25a4b53. Besides the 215 facts
# found, 16 of the 48 missed were found as guesses, and 6 of the 411 negatives left alone got one.
# Of the 9 negatives flagged, 7 are other people's facts and 2 chat. Superseded pairs on the
# ledger: the new value current as a fact 46 of 59 (+4 as a guess), the old value alone 9; 10 and
# 26 with the rules alone. Planted in LoCoMo chit-chat (`convmem make-probes b40.jsonl --blind
# locomo-dev.jsonl --blind-set blind-40`: 34 conversations, 263 probes, 59 superseded; then
# `convmem compare b40.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every
# 0`), the fact reached the context at 512 / 1,024 / 2,048: window + facts 0.935 / 0.939 / 0.943,
# hybrid 0.939 / 0.958 / 0.977; superseded facts, the new value 0.932 / 0.949 / 0.949 (window +
# facts) and 0.932 / 0.966 / 0.966 (hybrid), the stale value alone 0.068 / 0.051 / 0.051 (window
# + facts) and 0.068 / 0.034 / 0.034 (hybrid). The same commands run right after with the code
# of this session's start (f592bf7) and with the code of the thirty-ninth set's first run
# (8b6027a), through a worktree: every figure the same, the rules alone too. What changed since
# 8b6027a (a pregnancy changed only in its own words, the review's fixes to the pregnancy and
# name rules, an ending in a later sentence winning over the value it ends, a close relative's
# condition read in Chinese) found nothing more and lost nothing here.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@25a4b53": {"found": 117, "total": 263, "recall": 0.445, "flagged": 4,
                      "negatives": 420, "clean": 0.990, "precision": 0.967},
    "meaning@25a4b53": {"found": 215, "total": 263, "recall": 0.817, "flagged": 9,
                        "negatives": 420, "clean": 0.979, "precision": 0.960},
    "meaning@f592bf7": {"found": 215, "total": 263, "recall": 0.817, "flagged": 9,
                        "negatives": 420, "clean": 0.979, "precision": 0.960},
    "meaning@8b6027a": {"found": 215, "total": 263, "recall": 0.817, "flagged": 9,
                        "negatives": 420, "clean": 0.979, "precision": 0.960},
}
