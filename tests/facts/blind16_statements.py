"""The sixteenth frozen *blind* set (issue 10): written while the supersession work of
2026-12-04 was under way (on the spent and seen sets), kept unrun until that work was done.

The first fifteen blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`convmem.facts.spent.blind16_facts`, the negatives in
:mod:`convmem.facts.spent.blind16_negatives`. Same format, topics, scoring and labelling rule as the
thirteenth (:mod:`tests.facts.blind13_statements`: a close relative's fact is a ``family``
fact; other people's, extended family's names included, are negatives). 301 facts (94 in
Chinese, 56 superseding an earlier fact; 35 family facts) and 494 negatives. **Frozen: never
tune on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it is seen data. It
is spent (``SPENT = 17``): the meaning detector learns from it.
"""

from __future__ import annotations

from convmem.facts.spent.blind16_facts import FACTS
from convmem.facts.spent.blind16_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at 9952565 (the supersession work of 331c9ab, the fifteenth set spent;
# besides the 237 facts found, 9 of the 64 missed were found as guesses, and 9 of the 481 negatives
# left alone got one); the detectors of 331c9ab (the same, fourteen sets spent) and 18d3a8a (before
# that work), each run from a worktree of its commit. Of the 13 negatives flagged at 9952565, 7 are
# chat, 2 plans, 2 other people's facts, 1 a question and 1 quoted. Superseded pairs filed on the
# ledger alone (convmem.eval.factbench.superseded, as scored since a review found that a fact filed
# from the old statement could count as the new value: 38 and 13 were recorded first): the new value
# current as a fact 35 of 56 (+3 as guesses) and the old value alone 16 with the detector, the same
# at all three commits; 7 and 18 with the rules alone. Planted in LoCoMo chit-chat (`convmem
# make-probes b16.jsonl --blind locomo-dev.jsonl --blind-set blind-16`: 301 probes, 56 superseded;
# then `convmem compare b16.jsonl --strategies window+facts,hybrid --windows 512,1024,2048 --every
# 0`), the fact reached the context at 512 / 1,024 / 2,048 tokens, 18d3a8a then 9952565: window +
# facts 0.884 / 0.884 / 0.914, 0.884 / 0.884 / 0.917; hybrid 0.904 / 0.947 / 0.963, 0.907 / 0.947 /
# 0.967. Of the superseded, the new value: window + facts 0.786 / 0.786 / 0.839 and hybrid 0.804 /
# 0.893 / 0.946 at both; the stale value alone: window + facts 0.161 / 0.161 / 0.143 and hybrid
# 0.143 / 0.071 / 0.036 at both. The supersession work, which lifted the fifteenth set's (seen), did
# not move this set's.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@9952565": {"found": 102, "total": 301, "recall": 0.339, "flagged": 10,
                      "negatives": 494, "clean": 0.980, "precision": 0.911},
    "meaning@9952565": {"found": 237, "total": 301, "recall": 0.787, "flagged": 13,
                        "negatives": 494, "clean": 0.974, "precision": 0.948},
    "meaning@331c9ab": {"found": 238, "total": 301, "recall": 0.791, "flagged": 13,
                        "negatives": 494, "clean": 0.974, "precision": 0.948},
    "meaning@18d3a8a": {"found": 237, "total": 301, "recall": 0.787, "flagged": 13,
                        "negatives": 494, "clean": 0.974, "precision": 0.948},
}
