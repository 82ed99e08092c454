"""The eighteenth frozen *blind* set (issue 10): written at the end of the session that ran the
sixteenth and seventeenth, kept unrun for the next.

The first seventeen blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind18_facts`, the negatives in
:mod:`tests.facts.blind18_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives, unless they live with
the user). 255 facts (84 in Chinese, 55 superseding an earlier fact; 33 family facts) and 467
negatives. **Frozen: never tune on it.** Its first runs
are kept in ``FIRST_RUN``; any later figure on it is seen data. It is not spent: the meaning
detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind18_facts import FACTS
from tests.facts.blind18_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at e74b555 (the session's start; nothing changed before the run): besides
# the 205 facts found, 19 of the 50 missed were found as guesses, and 7 of the 455 negatives left
# alone got one. Of the 12 negatives flagged, 6 are chat, 4 plans and 2 other people's facts.
# Superseded pairs filed on the ledger alone: the new value current as a fact 42 of 55 (+4 as a
# guess) and the old value alone 9; 12 and 17 with the rules alone. Planted in LoCoMo chit-chat
# (`convmem make-probes b18.jsonl --blind locomo-dev.jsonl --blind-set blind-18`: 255 probes, 55
# superseded; then `convmem compare b18.jsonl --strategies window+facts,hybrid --windows
# 512,1024,2048 --every 0`), the fact reached the context at 512 / 1,024 / 2,048 tokens: window +
# facts 0.902 / 0.906 / 0.933, hybrid 0.925 / 0.953 / 0.976. Of the superseded, the new value:
# window + facts 0.800 / 0.800 / 0.855, hybrid 0.909 / 0.945 / 0.982; the stale value alone:
# window + facts 0.145 / 0.145 / 0.127, hybrid 0.073 / 0.036 / 0.000.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@e74b555": {"found": 95, "total": 255, "recall": 0.373, "flagged": 11,
                      "negatives": 467, "clean": 0.976, "precision": 0.896},
    "meaning@e74b555": {"found": 205, "total": 255, "recall": 0.804, "flagged": 12,
                        "negatives": 467, "clean": 0.974, "precision": 0.945},
}
