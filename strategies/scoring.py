"""How retrieval ranks a conversation's messages for one question: every message in scope is
scored at once, in numpy, from the in-memory index (:mod:`convmem.strategies.index`).

A message's score is a weighted sum of z-scores — each signal normalized by its exact mean and
spread over every message in scope, so weights mean the same in a short and a long history:

* **dense**: the best cosine similarity of the question to one of its passages;
* **context**: the dense score smoothed over the neighbouring turns (an answer such as "It
  taught me self-acceptance" is found through the question before it);
* **lexical**: BM25 of the message (names, dates, rare words);
* **lexical_context**: BM25 summed over the message and its neighbours;

plus bonuses: a speaker the question names ("What did Melanie paint?"; the name is left out of
the dense query, where it would pull in every turn greeting her), a day or month the question
names (turns dated in it, half for the days just around it), and a retrieved question lends
its answer (the next turn) ``answer`` of its score.

Selection is budget-aware: a message's *value* is its score less ``length`` times the log2 of
its line cost over the typical line, so a long message must be much more relevant than the five
short ones its tokens would buy.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from convmem.strategies.index import ConversationIndex

__all__ = ["AFTER_DAYS", "BEFORE_DAYS", "Ranking", "Weights", "rank"]

AFTER_DAYS, BEFORE_DAYS = 10, 3  # a day is talked about in the sessions just after it


@dataclass(frozen=True)
class Weights:
    """How the signals are summed (see the module docstring). The defaults were tuned on one
    LoCoMo conversation (conv-26) only.

    Attributes:
        dense: the message's best passage.
        context: the dense score smoothed over its neighbours.
        lexical: BM25 of the message.
        lexical_context: BM25 summed over the message and its neighbours.
        speaker: bonus for turns of a speaker the question names.
        date: bonus for turns dated in a period the question names (half just around it).
        answer: a retrieved question's next turn scores at least this share of it.
        length: value lost per doubling of a line's cost over the typical line.
    """

    dense: float = 1.0
    context: float = 1.0
    lexical: float = 0.8
    lexical_context: float = 0.4
    speaker: float = 3.6
    date: float = 2.4
    answer: float = 0.9
    length: float = 0.5

    @classmethod
    def naive(cls) -> Weights:
        """Dense similarity of single messages and nothing else (the baseline)."""
        return cls(dense=1.0, context=0.0, lexical=0.0, lexical_context=0.0, speaker=0.0,
                   date=0.0, answer=0.0, length=0.0)


@dataclass
class Ranking:
    """Every message in scope, best first.

    Attributes:
        keys: (conversation_id, seq), best first.
        scores: their scores, aligned with ``keys``.
    """

    keys: list[tuple[str, int]]
    scores: np.ndarray


def _z(values: np.ndarray) -> np.ndarray:
    if values.size == 0:
        return values
    spread = float(values.std())
    return (values - float(values.mean())) / (spread if spread > 1e-12 else 1.0)


def _around(values: np.ndarray, ends: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
    """Per position, (mean of the neighbours, sum of self and neighbours) within each
    conversation's run of ``values`` (``ends`` are the runs' ends)."""
    left, right = np.zeros_like(values), np.zeros_like(values)
    count = np.zeros_like(values)
    start = 0
    for end in ends:
        if end - start > 1:
            left[start + 1:end] = values[start:end - 1]
            right[start:end - 1] = values[start + 1:end]
            count[start + 1:end] += 1
            count[start:end - 1] += 1
        start = end
    near = (left + right) / np.maximum(count, 1)
    return near, values + left + right


def rank(indexes: Mapping[str, ConversationIndex], own: str, stop: int, *, query: str,
         dense_query: np.ndarray, named: Sequence[str], spans: Sequence[tuple[int, int]],
         weights: Weights) -> Ranking:
    """Score every indexed message in scope (``own``'s below ``stop``, the others' all).

    Args:
        indexes: the conversations in scope, ``own`` among them.
        own: the conversation asked about.
        stop: ``own``'s messages with ``seq >= stop`` are invisible (replays).
        query: the question (for BM25).
        dense_query: its vector (names left out).
        named: speakers the question names.
        spans: day ranges the question names.
        weights: how the signals are summed.

    Returns:
        Every message, best first.
    """
    keys: list[tuple[str, int]] = []
    dense_parts, lexical_parts, ends = [], [], []
    bonus: list[float] = []
    for cid, index in indexes.items():
        count = index.visible(stop if cid == own else None)
        sims = index.dense(dense_query, count)
        seqs = index.seqs[:count]
        lexical = np.zeros(count)
        limit = stop if cid == own else None
        if weights.lexical or weights.lexical_context:
            for seq, score in index.lexical.scores(query, stop=limit).items():
                position = index.position.get(seq)
                if position is not None and position < count:
                    lexical[position] = score
        for seq in seqs:
            extra = weights.speaker if named and index.speaker.get(seq) in named else 0.0
            day = index.day.get(seq)
            if spans and day is not None and weights.date:
                extra += weights.date * max(
                    1.0 if lo <= day <= hi else 0.5 if lo - BEFORE_DAYS <= day <= hi + AFTER_DAYS
                    else 0.0 for lo, hi in spans)
            bonus.append(extra)
        keys += [(cid, s) for s in seqs]
        dense_parts.append(sims)
        lexical_parts.append(lexical)
        ends.append(len(keys))
    if not keys:
        return Ranking([], np.zeros(0))
    dense = np.concatenate(dense_parts)
    lexical = np.concatenate(lexical_parts)
    near, _ = _around(dense, ends)
    _, lexical_near = _around(lexical, ends)
    total = (weights.dense * _z(dense) + weights.context * _z(dense + near)
             + weights.lexical * _z(lexical) + weights.lexical_context * _z(lexical_near)
             + np.asarray(bonus))
    if weights.answer:
        _lend_to_answers(indexes, keys, total, ends, weights.answer)
    order = np.argsort(-total, kind="stable")
    return Ranking([keys[i] for i in order], total[order])


def _lend_to_answers(indexes: Mapping[str, ConversationIndex], keys: list[tuple[str, int]],
                     total: np.ndarray, ends: Sequence[int], share: float) -> None:
    """The five best questions lend their answer (the next indexed turn) ``share`` of their
    score, when it is more than the answer has."""
    ends_set = set(ends)
    for i in np.argsort(-total)[:5]:
        cid, seq = keys[i]
        if seq not in indexes[cid].asks or i + 1 in ends_set or i + 1 >= len(keys):
            continue
        hit = float(total[i])
        total[i + 1] = max(float(total[i + 1]), hit - (1 - share) * abs(hit))
