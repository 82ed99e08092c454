"""The eleventh frozen *blind* set (issue 10): written while the tenth was run.

The first ten blind sets were run, and the meaning detector learns from them
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`convmem.facts.spent.blind11_facts`, the negatives in
:mod:`convmem.facts.spent.blind11_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`); 262 facts (81 in Chinese, 48 superseding an earlier fact) and
388 negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any
later figure on it is seen data. It is spent (since ``SPENT = 13``): the detector learns from it.
"""

from __future__ import annotations

from convmem.facts.spent.blind11_facts import FACTS
from convmem.facts.spent.blind11_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at f8616e9 (the detector learning from the ten spent sets; besides the
# 211 facts found, 15 of the 51 missed were found as guesses, and 13 of the 380 negatives left
# alone got one); the detector of 30fe7bd (nine spent sets: the tenth's share, one fact) and of
# 3c2ba35 (no spent set), each run from a worktree of its commit. Planted in LoCoMo chit-chat
# (`convmem make-probes b11.jsonl --blind locomo-dev.jsonl --blind-set blind-11`: 34
# conversations, 262 probes, 48 superseded; then `convmem compare b11.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048 tokens, 3c2ba35 then f8616e9: window + facts 0.821 / 0.821 / 0.836 then 0.893 /
# 0.893 / 0.927; hybrid 0.847 / 0.908 / 0.950 then 0.866 / 0.920 / 0.950. Of the superseded: the
# new value, window + facts 0.833 / 0.833 / 0.854 then 0.938 / 0.938 / 1.000, hybrid 0.708 /
# 0.771 / 0.854 then 0.750 / 0.812 / 0.854; the stale value alone, window + facts 0.104 at all
# three then 0.021 / 0.021 / 0.000, hybrid 0.208 / 0.146 / 0.104 then 0.167 / 0.125 / 0.104.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@f8616e9": {"found": 105, "total": 262, "recall": 0.401, "flagged": 6,
                      "negatives": 388, "clean": 0.985, "precision": 0.946},
    "meaning@f8616e9": {"found": 211, "total": 262, "recall": 0.805, "flagged": 8,
                        "negatives": 388, "clean": 0.979, "precision": 0.963},
    "meaning@30fe7bd": {"found": 210, "total": 262, "recall": 0.802, "flagged": 8,
                        "negatives": 388, "clean": 0.979, "precision": 0.963},
    "meaning@3c2ba35": {"found": 194, "total": 262, "recall": 0.740, "flagged": 9,
                        "negatives": 388, "clean": 0.977, "precision": 0.956},
}
