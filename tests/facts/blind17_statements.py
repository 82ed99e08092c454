"""The seventeenth frozen *blind* set (issue 10): written while the sixteenth's first runs were
read, kept unrun.

The first sixteen blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`convmem.facts.spent.blind17_facts`, the negatives in
:mod:`convmem.facts.spent.blind17_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives). 243 facts (77 in
Chinese, 46 superseding an earlier fact, all placed after the facts they replace at the end of
the file; 30 family facts) and 410 negatives. **Frozen: never tune on it.** Its first runs
are kept in ``FIRST_RUN``; any later figure on it is seen data. It is spent (``SPENT = 17``):
the meaning detector learns from it.
"""

from __future__ import annotations

from convmem.facts.spent.blind17_facts import FACTS
from convmem.facts.spent.blind17_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 85e6816 (the sixteenth set's misreadings fixed; besides the 198 facts
# found, 11 of the 45 missed were found as guesses, and 6 of the 399 negatives left alone got one);
# the detectors of 9952565 (before those fixes) and 18d3a8a (the day's start), each run from a
# worktree of its commit. Of the 11 negatives flagged at 85e6816, 5 are chat, 1 a plan, 2 other
# people's facts and 3 quoted. Superseded pairs filed on the ledger alone (scored as for the
# sixteenth set, after the review: 33 (+1) and 8 were recorded first): the new value current as a
# fact 32 of 46 (+1 as a guess) and the old value alone 9 at 85e6816; 33 and 9 at 9952565; 31 (+1)
# and 10 at 18d3a8a; 7 and 17 with the rules alone. Planted in LoCoMo chit-chat (`convmem
# make-probes b17.jsonl --blind locomo-dev.jsonl --blind-set blind-17`: 243 probes, 46 superseded;
# then `convmem compare b17.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every
# 0`), the fact reached the context at 512 / 1,024 / 2,048 tokens, 85e6816 then 18d3a8a: window +
# facts 0.922 / 0.922 / 0.930, 0.918 / 0.918 / 0.926; hybrid 0.942 / 0.971 / 0.996 at both. Of the
# superseded, the new value: window + facts 0.870 at each window, 0.848 at 18d3a8a; hybrid 0.913 /
# 0.935 / 0.978 at both; the stale value alone: window + facts 0.130 (0.152 at 18d3a8a), hybrid
# 0.043 / 0.022 / 0.022 at both.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@85e6816": {"found": 79, "total": 243, "recall": 0.325, "flagged": 11,
                      "negatives": 410, "clean": 0.973, "precision": 0.878},
    "meaning@85e6816": {"found": 198, "total": 243, "recall": 0.815, "flagged": 11,
                        "negatives": 410, "clean": 0.973, "precision": 0.947},
    "meaning@9952565": {"found": 199, "total": 243, "recall": 0.819, "flagged": 12,
                        "negatives": 410, "clean": 0.971, "precision": 0.943},
    "meaning@18d3a8a": {"found": 198, "total": 243, "recall": 0.815, "flagged": 12,
                        "negatives": 410, "clean": 0.971, "precision": 0.943},
}
