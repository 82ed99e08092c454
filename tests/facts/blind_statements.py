"""The frozen *blind* set: durable facts and non-facts written before the meaning detector.

Written for issue 10 in one sitting, before any change to the fact extractor and without
running any extractor on it, as people actually write to a chat assistant: consequences
instead of labels, idioms, a fact in a subordinate clause or inside a story, life events, many
inside longer multi-sentence messages, a share in Chinese. **Frozen: never tune on it.** Its
first run with the rule extractor of main (commit 75efa7a) and the first run of the detector
built afterwards are kept in ``FIRST_RUN``; any later figure on it is seen data.
Its data lives in :mod:`convmem.facts.spent` (``blind1_facts``, ``blind1_negatives``): spent,
the meaning detector has learned from it since the seventh set was written.

Each :class:`BlindFact` is one whole user message stating one durable fact of its ``topic``,
with what a scorer needs:

- ``keywords``: words of the message that name the fact (``expect_any`` of its probes). A
  detector *finds* the fact when it returns a non-negated statement of an accepted category
  (:data:`ACCEPT`) whose key, value or quoted text holds a keyword.
- ``questions``: what a user would ask later that needs the fact, sharing no keyword with it
  (the planted-fact conversations built from this set check that again).
- ``replaces``: the id of an earlier fact of the same person this one supersedes, stated in
  other words; the old fact's keywords are then the probe's ``stale`` keywords.

Negatives (:data:`NEGATIVES`) are ``(kind, message)`` pairs that state no durable fact of the
user: first-person chit-chat about today (``chat``), hypotheticals (``hypo``), questions
(``question``), other people's facts (``other``) and quoted, translated or requested text
(``quoted``). A detector must return nothing for them.
"""

from __future__ import annotations

from convmem.facts.spent.blind1_facts import FACTS
from convmem.facts.spent.blind1_negatives import NEGATIVES
from convmem.facts.spent.statement import BlindFact, _en, _zh

__all__ = ["ACCEPT", "FACTS", "FIRST_RUN", "NEGATIVES", "TOPICS", "BlindFact", "_en", "_zh"]

TOPICS = ("allergy", "diet", "medical", "medication", "accessibility", "pregnancy", "aversion",
          "name", "family", "pet", "home", "work", "schedule", "budget", "address", "remember")

# topic -> the extractor categories that count as finding it ("remember": any category, the
# request to remember is the point).
ACCEPT: dict[str, frozenset[str]] = {
    "allergy": frozenset({"allergy"}),
    "diet": frozenset({"diet"}),
    "medical": frozenset({"medical"}),
    "medication": frozenset({"medication"}),
    "accessibility": frozenset({"accessibility", "medical", "constraint"}),
    "pregnancy": frozenset({"pregnancy", "medical"}),
    "aversion": frozenset({"aversion", "constraint", "diet", "medical"}),
    "name": frozenset({"name"}),
    "family": frozenset({"family"}),
    "pet": frozenset({"pet"}),
    "home": frozenset({"home"}),
    "work": frozenset({"work"}),
    "schedule": frozenset({"schedule", "constraint"}),
    "budget": frozenset({"budget"}),
    "address": frozenset({"address", "name", "note"}),
    "remember": frozenset({"allergy", "diet", "medical", "medication", "accessibility",
                           "pregnancy", "aversion", "name", "family", "pet", "home", "work",
                           "schedule", "budget", "address", "constraint", "note"}),
}


# The first runs on this set (see the module docstring). "rules@75efa7a": the rule extractor of
# main before issue 10, run once on the frozen set (convmem factbench). The conversations built
# from the set (convmem make-probes OUT --blind locomo-dev.jsonl --seed 0: 25 conversations of
# 300 messages, 197 probes, 13 on superseded facts) with the same extractor, reserve_output 256,
# fact recall at 512 / 1024 / 2048: hybrid 0.487 / 0.736 / 0.827 (stale-only 0.308 each),
# window+facts 0.391 / 0.447 / 0.467 (stale-only 0.308 / 0.462 / 0.462).
FIRST_RUN: dict[str, dict[str, float]] = {
    "rules@75efa7a": {"found": 88, "total": 197, "recall": 0.447, "flagged": 10,
                      "negatives": 348, "clean": 0.971, "precision": 0.898},
    # The meaning extractor (rules + MiniLM detector, threshold 0.8) of 9676d98, run once; the
    # same conversations with it (f148ac1, first run), fact recall 512 / 1024 / 2048: hybrid
    # 0.716 / 0.904 / 0.939 (superseded: new value 0.385 / 0.538 / 0.538, stale-only 0.385
    # each), window+facts 0.543 / 0.716 / 0.751 (stale-only 0.308 / 0.538 / 0.538).
    "meaning@9676d98": {"found": 141, "total": 197, "recall": 0.716, "flagged": 18,
                        "negatives": 348, "clean": 0.948, "precision": 0.887},
}
