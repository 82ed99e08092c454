"""Durable facts the user states: the ledger (:mod:`convmem.facts.ledger`: key, value, source
message, valid-from/valid-to; a newer statement supersedes, never silently deletes), the
offline rule extractor for English and Chinese (:mod:`convmem.facts.rules`, with its
vocabulary, builders and rule tables beside it), the meaning detector that catches the
phrasings the rules miss (:mod:`convmem.facts.meaning`; with it, an allergy said as a joke is
left out: :mod:`convmem.facts.allergens`), the ranking of facts to pin under a
tight cap (:mod:`convmem.facts.pinning`) and the model extractor (:mod:`convmem.facts.llm`,
run off the request path by :mod:`convmem.facts.background`).
"""

from __future__ import annotations

from typing import Any

from convmem.facts.ledger import Extractor, FactLedger, FactStatement

__all__ = ["Extractor", "FactLedger", "FactStatement", "default_extractor"]


def default_extractor(embedder: Any = None) -> Extractor:
    """The extractor ``Memory`` uses when none is given.

    Args:
        embedder: the sentence embedder the strategy already loaded (an
            :class:`~convmem.providers.embedders.Embedder`), or ``None``.

    Returns:
        Rules and the meaning detector on ``embedder`` when there is one and numpy (the
        ``[rag]`` extra) is installed; the rules alone otherwise (no model is loaded for it).
    """
    from convmem.facts.rules import RuleExtractor

    if embedder is None:
        return RuleExtractor()
    try:
        import numpy  # noqa: F401  (the detector's head runs on it)
    except ImportError:
        return RuleExtractor()
    from convmem.facts.meaning import MeaningExtractor

    return MeaningExtractor(embedder)
