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

Only a question about the record is ranked by every signal: one that names a speaker, a day, or
a name or number a conversation in scope has said ("What did Melanie paint?", "what did we decide
in May?", "Who is Okonkwo?", "any news on TK-58213?"; a capitalized common word inside a
sentence counts too: "Happy New Year" asks about "new" and "year"). Any other message ("any
dinner ideas for tonight?") is a turn of the chat, ranked by its meaning alone: dense and the
length penalty, and an earlier message that asks the same (cosine at least ``asked_again``,
"What name did you give the new puppy?" for "Remind me, the puppy's name?") still lends its
answer (:meth:`Weights.meaning_only`). The context, lexical and answer signals were tuned on
LoCoMo's questions, nearly all of which name a speaker; on a fact said once among unrelated chat
and asked about in other words (the planted-fact conversations of ``convmem make-probes``) they
sank it below where dense alone puts it: rag trailed the naive dense baseline by 3–11 points
at every window on every seed; ranked by meaning it leads it (measured 2026-12-07, README's
comparison section). A user's own chat rarely names a speaker (its turns are ``user`` and
``assistant``), so this is how most of it is ranked.

Selection is budget-aware: a message's *value* is its score less ``length`` times the log2 of
its line cost over the typical line, so a long message must be much more relevant than the five
short ones its tokens would buy.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from convmem.strategies.index import Columns, ConversationIndex
from convmem.strategies.lexical import proper_names

__all__ = ["AFTER_DAYS", "BEFORE_DAYS", "TOP", "Ranking", "Weights", "rank"]

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
        record_only: the context and lexical signals rank only a question about the record,
            and a plain message's answers are lent only by a message that asks the same (see
            the module docstring). ``False`` ranks every message by every signal.
        asked_again: the cosine at which an earlier message asks what a plain message asks
            (chosen with MiniLM; another model may need its own).
    """

    dense: float = 1.0
    context: float = 1.0
    lexical: float = 0.8
    lexical_context: float = 0.4
    speaker: float = 3.6
    date: float = 2.4
    answer: float = 0.9
    length: float = 0.5
    record_only: bool = True
    asked_again: float = 0.6

    def meaning_only(self) -> Weights:
        """The weights of a message that is not a question about the record (with
        ``record_only``): its meaning alone and the length penalty."""
        return replace(self, context=0.0, lexical=0.0, lexical_context=0.0)

    @classmethod
    def naive(cls) -> Weights:
        """Dense similarity of single messages and nothing else (the baseline)."""
        return cls(dense=1.0, context=0.0, lexical=0.0, lexical_context=0.0, speaker=0.0,
                   date=0.0, answer=0.0, length=0.0)


@dataclass
class Ranking:
    """The best messages in scope, best first (at most ``TOP``: packing never reads further).

    Attributes:
        keys: (conversation_id, seq), best first.
        scores: their scores, aligned with ``keys``.
        candidates: how many messages were scored.
    """

    keys: list[tuple[str, int]]
    scores: np.ndarray
    candidates: int = 0


TOP = 1000


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
    return (left + right) / np.maximum(count, 1), values + left + right


def _bonus(columns: Columns, count: int, named: Sequence[str],
           spans: Sequence[tuple[int, int]], weights: Weights) -> np.ndarray:
    """Speaker and date bonuses of the first ``count`` messages."""
    out = np.zeros(count)
    ids = [columns.speaker_ids[n] for n in named if n in columns.speaker_ids]
    if ids and weights.speaker:
        out += weights.speaker * np.isin(columns.speaker[:count], ids)
    if spans and weights.date:
        day = columns.day[:count]
        best = np.zeros(count)
        with np.errstate(invalid="ignore"):  # NaN: an undated message gets no bonus
            for lo, hi in spans:
                near = (day >= lo - BEFORE_DAYS) & (day <= hi + AFTER_DAYS)
                best = np.maximum(best, np.where((day >= lo) & (day <= hi), 1.0, 0.5 * near))
        out += weights.date * best
    return out


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
        weights: how the signals are summed (:meth:`Weights.meaning_only` of them for a
            message that is not a question about the record: one naming no speaker, no day,
            and no name or number a conversation in scope has said).

    Returns:
        The best messages, best first.
    """
    plain = weights.record_only and not (named or spans) and not any(
        index.lexical.says(name, stop if cid == own else None)
        for name in proper_names(query) for cid, index in indexes.items())
    if plain:
        weights = weights.meaning_only()
    cids: list[str] = []
    seqs, dense, lexical, bonus, asks, ends = [], [], [], [], [], []
    total_rows = 0
    for cid, index in indexes.items():
        count = index.visible(stop if cid == own else None)
        columns = index.columns()
        lex = np.zeros(count)
        if weights.lexical or weights.lexical_context:
            hit, score = index.lexical.scores(query, stop=stop if cid == own else None)
            where = np.searchsorted(columns.seqs[:count], hit)
            ok = where < count
            ok[ok] = columns.seqs[where[ok]] == hit[ok]
            lex[where[ok]] = score[ok]
        cids.append(cid)
        seqs.append(columns.seqs[:count])
        dense.append(index.dense(dense_query, count))
        lexical.append(lex)
        bonus.append(_bonus(columns, count, named, spans, weights))
        asks.append(columns.asks[:count])
        total_rows += count
        ends.append(total_rows)
    if not total_rows:
        return Ranking([], np.zeros(0))
    d, lx = np.concatenate(dense), np.concatenate(lexical)
    near, _ = _around(d, ends)
    _, lexical_near = _around(lx, ends)
    total = (weights.dense * _z(d) + weights.context * _z(d + near)
             + weights.lexical * _z(lx) + weights.lexical_context * _z(lexical_near)
             + np.concatenate(bonus))
    if weights.answer:
        lenders = np.concatenate(asks)
        if plain:
            lenders &= d >= weights.asked_again
        _lend_to_answers(total, lenders, ends, weights.answer)
    top = min(TOP, total_rows)
    best = np.argpartition(-total, top - 1)[:top] if top < total_rows else np.arange(total_rows)
    best = best[np.argsort(-total[best], kind="stable")]
    which = np.searchsorted(np.asarray(ends), best, side="right")
    starts = [0, *ends[:-1]]
    keys = [(cids[w], int(seqs[w][i - starts[w]]))
            for i, w in zip(best.tolist(), which.tolist(), strict=True)]
    return Ranking(keys, total[best], total_rows)


def _lend_to_answers(total: np.ndarray, asks: np.ndarray, ends: Sequence[int],
                     share: float) -> None:
    """The five best questions lend their answer (the next indexed turn) ``share`` of their
    score, when it is more than the answer has."""
    ends_set = set(ends)
    for i in np.argsort(-total)[:5].tolist():
        if not asks[i] or i + 1 in ends_set or i + 1 >= total.size:
            continue
        hit = float(total[i])
        total[i + 1] = max(float(total[i + 1]), hit - (1 - share) * abs(hit))
