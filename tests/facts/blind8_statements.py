"""The eighth frozen *blind* set (issue 10): written while the seventh was run.

The first seven blind sets were run, and the meaning detector learns from them
(:mod:`convmem.facts.spent`: the first six since 259c68f, the seventh since its first runs), so
their figures since are seen data. This set was written in one sitting, alongside the seventh,
by a writer who had not seen the fact detector, its rules, its training sentences or the earlier
sets (a helper agent told not to open any file of the repository, which it confirms): the facts
in :mod:`convmem.facts.spent.blind8_facts`, the negatives in
:mod:`convmem.facts.spent.blind8_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`); 242 facts (74 in Chinese, 46 superseding an earlier fact) and
380 negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later
figure on it is seen data. One edit was made before it was committed or run: the question of
``ya235`` asked "Which seat ...", sharing a word with its keyword "window seats" (the keyword
rule of the planted conversations); it asks "Where should I sit on my flight?". Spent: the
meaning detector has learned from it since its first runs were recorded.
"""

from __future__ import annotations

from convmem.facts.spent.blind8_facts import FACTS
from convmem.facts.spent.blind8_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 0db0e4b (the detector learning from the seven spent sets, with the
# guards that rule out only the part of a sentence about the moment or another person), and the
# detector of 3c2ba35, before it learned from any spent set (run from a worktree of that commit).
# Planted in LoCoMo chit-chat (`convmem make-probes b8.jsonl --blind locomo-dev.jsonl
# --blind-set blind-8`: 31 conversations, 242 probes, 46 superseded; then `convmem compare
# b8.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached
# the context at 512 / 1,024 / 2,048 tokens, 3c2ba35 then 0db0e4b: window + facts 0.682 / 0.686
# / 0.715 then 0.752 / 0.756 / 0.781; hybrid 0.826 / 0.876 / 0.926 then 0.839 / 0.905 / 0.938.
# Of the superseded: the new value, window + facts 0.674 / 0.674 / 0.696 then 0.761 each, hybrid
# 0.739 / 0.783 / 0.848 then 0.783 / 0.848 / 0.891; the stale value alone (worse: more of the
# old facts are found, not all of their updates), window + facts 0.109 / 0.109 / 0.087 then
# 0.130 each, hybrid 0.109 each then 0.152 / 0.130 / 0.087.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@0db0e4b": {"found": 44, "total": 242, "recall": 0.182, "flagged": 1,
                      "negatives": 380, "clean": 0.997, "precision": 0.978},
    "meaning@3c2ba35": {"found": 145, "total": 242, "recall": 0.599, "flagged": 4,
                        "negatives": 380, "clean": 0.989, "precision": 0.973},
    "meaning@0db0e4b": {"found": 165, "total": 242, "recall": 0.682, "flagged": 1,
                        "negatives": 380, "clean": 0.997, "precision": 0.994},
}
