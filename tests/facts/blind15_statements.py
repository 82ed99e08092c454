"""The fifteenth frozen *blind* set (issue 10): written while the fourteenth's first runs were
read, kept unrun.

The first fourteen blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`convmem.facts.spent.blind15_facts`, the negatives in
:mod:`convmem.facts.spent.blind15_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives). 281 facts (95 in
Chinese, 54 superseding an earlier fact; 36 family facts, 26 of them a relative's fact other
than a name) and 430 negatives. **Frozen: never tune on it.** Its first runs are kept in
``FIRST_RUN``; any later figure on it is seen data. It is spent (since ``SPENT = 15``): the meaning
detector learns from it.
"""

from __future__ import annotations

from convmem.facts.spent.blind15_facts import FACTS
from convmem.facts.spent.blind15_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at b91d191 (jokes about allergies left out, the wider family's names
# kept only when they live with the user, and the fourteenth set spent; besides the 224 facts
# found, 20 of the 57 missed were found as guesses, and 8 of the 422 negatives left alone got
# one); the detectors of d77933e (the same, thirteen sets spent), 9fb5a1b (before it) and 54b6790
# (the start of that day's work), each run from a worktree of its commit. d77933e left 5 negatives
# alone that 9fb5a1b flagged ("I'm allergic to early mornings", an uncle's and two cousins' names,
# a grandad's fact) and lost 2 facts (a gran who lives with the user: the guards rule out a
# grandparent's sentence whoever they live with; a Chinese allergy scored just under the
# threshold). Of the 8 negatives flagged at b91d191, 3 are chat, 2 plans, 2 other people's facts
# and 1 quoted. Planted in LoCoMo chit-chat (`convmem make-probes b15.jsonl --blind
# locomo-dev.jsonl --blind-set blind-15`: 36 conversations, 281 probes, 54 superseded; then
# `convmem compare b15.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every 0`),
# the fact reached the context at 512 / 1,024 / 2,048 tokens, 54b6790, 9fb5a1b, then b91d191:
# window + facts 0.854 / 0.854 / 0.897, 0.861 / 0.861 / 0.904, 0.868 / 0.868 / 0.907; hybrid 0.890
# / 0.947 / 0.968, 0.897 / 0.947 / 0.972, 0.900 / 0.943 / 0.968. Of the superseded, the new value:
# window + facts 0.778 / 0.778 / 0.815, 0.778 / 0.778 / 0.852, the same; hybrid 0.796 / 0.852 /
# 0.889, 0.796 / 0.852 / 0.907, 0.815 / 0.852 / 0.889. The stale value alone: window + facts 0.167
# / 0.167 / 0.148, 0.130 / 0.130 / 0.093, the same; hybrid 0.130 / 0.111 / 0.093 all three.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@b91d191": {"found": 78, "total": 281, "recall": 0.278, "flagged": 3,
                      "negatives": 430, "clean": 0.993, "precision": 0.963},
    "meaning@b91d191": {"found": 224, "total": 281, "recall": 0.797, "flagged": 8,
                        "negatives": 430, "clean": 0.981, "precision": 0.966},
    "meaning@d77933e": {"found": 219, "total": 281, "recall": 0.779, "flagged": 9,
                        "negatives": 430, "clean": 0.979, "precision": 0.961},
    "meaning@9fb5a1b": {"found": 221, "total": 281, "recall": 0.786, "flagged": 14,
                        "negatives": 430, "clean": 0.967, "precision": 0.940},
    "meaning@54b6790": {"found": 209, "total": 281, "recall": 0.744, "flagged": 16,
                        "negatives": 430, "clean": 0.963, "precision": 0.929},
}
