"""The nineteenth frozen *blind* set (issue 10): written while the eighteenth set's first run
was being read and the rules extended, kept unrun until that work was done.

The first eighteen blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`tests.facts.blind19_facts`, the negatives in
:mod:`tests.facts.blind19_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives, unless they live with
the user). 254 facts (89 in Chinese, 56 superseding an earlier fact; 32 family facts) and 440
negatives. **Frozen: never tune on it.** Its first runs are kept in ``FIRST_RUN``; any later
figure on it is seen data. It is not spent: the meaning detector does not learn from it.
"""

from __future__ import annotations

from tests.facts.blind19_facts import FACTS
from tests.facts.blind19_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 4b63379 (the sixteenth and seventeenth sets spent, the rules and
# ledger changes made while the eighteenth's first run was read; besides the 204 facts found, 16
# of the 50 missed were found as guesses, and 9 of the 436 negatives left alone got one); the
# detectors of 124196d (the two sets spent, nothing else) and e74b555 (the session's start), each
# run from a worktree of its commit. Of the 4 negatives flagged at 4b63379, 2 are chat, 1 a plan
# and 1 another person's fact. Superseded pairs filed on the ledger alone: the new value current
# as a fact 43 of 56 (+1 as a guess) and the old value alone 10 at 4b63379; 42 (+1) and 12 at
# 124196d; 41 (+1) and 13 at e74b555; 6 and 26 with the rules alone (5 and 27 at e74b555).
# Planted in LoCoMo chit-chat (`convmem make-probes b19.jsonl --blind locomo-dev.jsonl
# --blind-set blind-19`: 254 probes, 56 superseded; then `convmem compare b19.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048 tokens, 4b63379 then e74b555: window + facts 0.913 / 0.913 / 0.945, 0.906 / 0.906
# / 0.937; hybrid 0.866 / 0.921 / 0.953, 0.870 / 0.925 / 0.949 (at 512 the hybrid trails the
# window: it pins fewer facts, leaving the family, pet, work and home facts a question does not
# evoke to retrieval). Of the superseded, the new value: window + facts 0.893 / 0.893 / 0.929
# (0.875 / 0.875 / 0.911), hybrid 0.875 / 0.875 / 0.911 at both; the stale value alone: window +
# facts 0.107 / 0.107 / 0.071 (0.125 / 0.125 / 0.089), hybrid 0.107 / 0.107 / 0.089 at both.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@4b63379": {"found": 86, "total": 254, "recall": 0.339, "flagged": 3,
                      "negatives": 440, "clean": 0.993, "precision": 0.966},
    "meaning@4b63379": {"found": 204, "total": 254, "recall": 0.803, "flagged": 4,
                        "negatives": 440, "clean": 0.991, "precision": 0.981},
    "meaning@124196d": {"found": 202, "total": 254, "recall": 0.795, "flagged": 4,
                        "negatives": 440, "clean": 0.991, "precision": 0.981},
    "meaning@e74b555": {"found": 204, "total": 254, "recall": 0.803, "flagged": 5,
                        "negatives": 440, "clean": 0.989, "precision": 0.976},
    "rules@e74b555": {"found": 85, "total": 254, "recall": 0.335, "flagged": 3,
                      "negatives": 440, "clean": 0.993, "precision": 0.966},
}
