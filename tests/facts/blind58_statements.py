"""The fifty-eighth frozen *blind* set (issue 10): written while the fifty-seventh was run (its
writer saw none of it), and kept **unrun and unregistered** for the next change to the detector
(``convmem factbench`` does not know it yet; register it in ``BLIND_SETS`` when that change is
made, run it once, and record the runs here).

This set was written in one sitting by a writer who had not seen the fact detector, its rules, its
training sentences or the earlier sets (a helper agent told not to open any file outside its own
work folder; it ran only :func:`convmem.eval.probes.shares_keyword` on its questions): the facts
in :mod:`tests.facts.blind58_facts`, the negatives in :mod:`tests.facts.blind58_negatives`. Same
format, topics and scoring as the thirteenth (:mod:`tests.facts.blind13_statements`); its writer
was told that ``address`` means how to address the user, that ``family`` is the close family or
anyone living with the user, and that the negatives of kind ``other`` are facts about people
other than the user and their close family or household. Its brief named, among the ways people
state facts, facts inside longer messages with a request, consequences instead of labels, idioms,
the fact as the reason for a request, the fact said while correcting the assistant or
themselves, facts told without a subject ("allergic to latex btw", "对芒果过敏", "got laid off
last week"), facts in a subordinate clause, facts told as a story, life events and relatives told
by name; superseding facts told as news, as corrections, in passing, and some saying only that
the old fact no longer holds, spread through the second two thirds of the file; and negatives
that look like facts (headlines, labels, questions on the same topics). 263 facts (100 in
Chinese, 59 superseding an earlier fact; 23 family facts, 16 of every other topic) and 420
negatives (170 in Chinese; 100 chit-chat, 80 hypotheticals, 70 questions, 90 other people's
facts, 80 quoted text). No probe question shares a word with its keywords or its stale keywords
(checked by its writer and by ``tests/facts/test_blind.py``). Nothing of it was printed while
committing it but its counts. **Frozen: never tune on it.** Its first runs will be kept in
``FIRST_RUN``; any later figure on it is seen data. It is not spent: the meaning detector does
not learn from it.
"""

from __future__ import annotations

from tests.facts.blind58_facts import FACTS
from tests.facts.blind58_negatives import NEGATIVES
from tests.facts.blind_statements import ACCEPT, TOPICS, BlindFact

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact"]

FIRST_RUN: dict[str, dict[str, float]] = {}  # none yet: the set is unrun
