"""Embedding ahead: what a comparison's replays will embed, embedded once, in large batches.

A replay embeds the way a chat application does: the passages of the messages each ``extend``
added, when the index catches up, and each user message's candidate sentences, for the fact
detector — small calls, a few texts each, on the one-thread session. In a comparison those are
the same texts for every strategy and window, and with ``--jobs`` for every worker process.
:func:`texts_to_embed` lists them from the conversation files (the index's
:func:`~convmem.strategies.index.texts_of`, the detector's
:func:`~convmem.facts.meaning.queries`: the code that embeds them says what
they are), :func:`embed_ahead` embeds them in one call (batches of similar length on the
multi-thread session), and every strategy's :class:`~convmem.providers.embedders.CachingEmbedder`
then answers them from memory — in each worker, from the :class:`Vectors` the parent sends.
A text the listing missed (a rule's fact text, an allergen word) is embedded when asked, as
before: it costs time, and its vector may differ in the last bits from one embedded in another
batch (padding) — the LoCoMo figures were identical to the last digit with and without.

What is never embedded ahead: the questions of the turn builds, whose embedding is part of the build
latency a comparison reports (probe questions are shared within a process, see
:class:`~convmem.eval.compare.SharedQuestions`). One exception: a strategy without retrieval that
pins facts (``window+facts``) ranks them, when they do not all fit, against the new message embedded
by the shared cache, which holds that message's text as a passage already — its build latency leaves
that embedding out, as it did before (the cache held the detector's sentences, often a whole
one-sentence message); so does the ranking of a fact the detector filed, whose text is its sentence,
embedded ahead — in use, the first build after the fact was filed embeds it. And when the ranking
embedded a hybrid build's question, retrieval's ``embed`` timing in the report is ~0 (the time is in
the facts step; the total is whole). A comparison's add latency is therefore the memory's own work —
the store, the rules, the detector's head, the index's bookkeeping and its Chroma writes — without
the model; ``convmem bench --index`` measures indexing with it.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from convmem.messages import parse_message
from convmem.providers.embedders import CachingEmbedder

__all__ = ["Vectors", "embed_ahead", "texts_to_embed"]


@dataclass(frozen=True)
class Vectors:
    """Texts and their vectors (picklable: sent to worker processes).

    Attributes:
        texts: the texts, each once.
        matrix: a float64 array, row ``i`` the vector of ``texts[i]`` (the values the model
            returned, bit for bit).
        seconds: how long embedding them took.
    """

    texts: tuple[str, ...]
    matrix: Any
    seconds: float

    def into(self, embedder: CachingEmbedder) -> None:
        """Make ``embedder`` answer these texts from memory."""
        embedder.remember(self.texts, self.matrix.tolist())


def texts_to_embed(conversations: Sequence[Mapping[str, Any]], *, passages: bool,
                   sentences: bool) -> list[str]:
    """What replaying ``conversations`` embeds, each text once, in order of first use.

    Args:
        conversations: loaded conversation files (their ``messages``).
        passages: the retrieval index's texts (``dense``, ``rag``, ``hybrid``).
        sentences: the fact detector's and the fact ranking's cues (a strategy with a model,
            whose facts the meaning detector files, or one that pins facts).
    """
    from convmem.facts.meaning import queries
    from convmem.strategies.index import texts_of

    rules = None
    found: dict[str, None] = {}
    if sentences:
        from convmem.facts.pinning import ALL_CUES
        from convmem.facts.rules import RuleExtractor

        rules = RuleExtractor()  # the default extractor's (convmem.facts.default_extractor)
        found.update(dict.fromkeys(ALL_CUES))  # what the fact ranking compares questions to
    for conv in conversations:
        for i, raw in enumerate(conv["messages"]):
            m = parse_message(raw, where=f"conversation {conv.get('id')!r} message {i}")
            if passages:
                found.update(dict.fromkeys(texts_of(m)))
            if rules is not None:
                found.update(dict.fromkeys(queries(m, rules)))
    return list(found)


def embed_ahead(embedder: CachingEmbedder, texts: Sequence[str]) -> Vectors:
    """Embed ``texts`` in one call (remembered by ``embedder`` too).

    Raises:
        RetrievalError: the model failed.
    """
    import numpy as np

    began = time.perf_counter()
    vectors = embedder.embed(list(texts))
    matrix = np.asarray(vectors, dtype=np.float64).reshape(len(texts), -1)  # as computed
    return Vectors(tuple(texts), matrix, time.perf_counter() - began)

