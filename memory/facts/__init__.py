"""Durable facts the user states: the ledger (:mod:`convmem.facts.ledger`: key, value, source
message, valid-from/valid-to; a newer statement supersedes, never silently deletes), the
offline rule extractor for English and Chinese (:mod:`convmem.facts.rules`, with its
vocabulary, builders and rule tables beside it) and the model extractor
(:mod:`convmem.facts.llm`).
"""

from __future__ import annotations

from convmem.facts.ledger import Extractor, FactLedger, FactStatement

__all__ = ["Extractor", "FactLedger", "FactStatement"]
