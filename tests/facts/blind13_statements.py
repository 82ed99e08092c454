"""The thirteenth frozen *blind* set (issue 10): written while the relatives' facts were changed,
kept unrun.

The first twelve blind sets were run, and the meaning detector learns from the spent ones
(:mod:`convmem.facts.spent`), so their figures since are seen data. This set was written in one
sitting by a writer who had not seen the fact detector, its rules, its training sentences or
the earlier sets (a helper agent told not to open any file of the repository, which it
confirms): the facts in :mod:`convmem.facts.spent.blind13_facts`, the negatives in
:mod:`convmem.facts.spent.blind13_negatives`. Same format, topics and scoring as the first set
(``ACCEPT``, :class:`BlindFact`), with one labelling rule the earlier writers were not given:
a durable fact of the user's close family (partner, children, parents, siblings) or of anyone
living with the user is a ``family`` fact ("My husband can't stand mushrooms"), and only other
people's facts (friends, colleagues, neighbours, extended family living elsewhere) are
negatives (``other``). 264 facts (106 in Chinese, 43 superseding an earlier fact; 38 family
facts, 31 of them a relative's fact other than a name) and 465 negatives. **Frozen: never tune
on it.** Its first runs are kept in ``FIRST_RUN``; any later figure on it is seen data. It is
spent (since ``SPENT = 13``): the meaning detector learns from it.
"""

from __future__ import annotations

from convmem.facts.spent.blind13_facts import FACTS
from convmem.facts.spent.blind13_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

# The first runs on this set (see the docstring), once each: `convmem factbench --extractor rules`
# and `convmem factbench` at ea98bfb (a close relative's fact filed as theirs; besides the 217
# facts found, 12 of the 47 missed were found as guesses, and 11 of the 450 negatives left alone
# got one); the detector of 54b6790 (before that change) run from a worktree of its commit and
# scored the same way (206 found by the scoring of before, which counted a relative's fact only
# under the category family). Of the 15 negatives flagged, 8 are chat the rules read as a fact
# ("allergic to Mondays", "today I'm vegetarian by accident") and 6 other people's facts: 3 an
# uncle's, a cousin's or an aunt's name the rules keep as family, and "我舅舅在深圳开出租车" filed
# as the user's home. Planted in LoCoMo
# chit-chat (`convmem make-probes b13.jsonl --blind locomo-dev.jsonl --blind-set blind-13`: 33
# conversations, 264 probes, 43 superseded; then `convmem compare b13.jsonl --strategies
# window+facts,hybrid --windows 512,1024,2048 --every 0`), the fact reached the context at 512 /
# 1,024 / 2,048 tokens, 54b6790 then ea98bfb: window + facts 0.894 / 0.894 / 0.909, 0.898 /
# 0.898 / 0.913; hybrid 0.898 / 0.943 / 0.955 both. Of the superseded, the new value: window +
# facts 0.884 / 0.884 / 0.930 and hybrid 0.884 / 0.953 / 0.977, both; the stale value alone:
# window + facts 0.047 each, hybrid 0.093 / 0.023 / 0.000, both.
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@ea98bfb": {"found": 90, "total": 264, "recall": 0.341, "flagged": 10,
                      "negatives": 465, "clean": 0.978, "precision": 0.900},
    "meaning@ea98bfb": {"found": 217, "total": 264, "recall": 0.822, "flagged": 15,
                        "negatives": 465, "clean": 0.968, "precision": 0.935},
    "meaning@54b6790": {"found": 207, "total": 264, "recall": 0.784, "flagged": 15,
                        "negatives": 465, "clean": 0.968, "precision": 0.932},
}
