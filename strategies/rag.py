"""Retrieval ("rag"): a small recent window, the rest of the budget filled with the older turns
most relevant to the new message, quoted in one delimited block, oldest first, with their dates.

Indexing (``after_add``, batched, optionally on a worker thread) gives every user/assistant/tool
message with text two vectors, scoped by metadata (conversation_id, user_id, seq, role,
speaker, day): its text ("turn") and its text with the turns just before and after ("context",
re-embedded when the next turn arrives), so "It taught me self-acceptance" is found by a
question about the book it answers; a BM25 index (:mod:`convmem.strategies.lexical`) gets its terms.
Indexing brings a conversation up to date with its history, so a failed batch is redone by the
next call, and ``build`` waits for (or does) the indexing of its conversation before searching.

A candidate's score is a weighted sum over the conversation (or the user's conversations) of:
dense z-scores of the query against the turn and the context vectors, normalized with the exact
mean and spread over all indexed turns (running moments, no scan at query time); BM25 z-scores
of the turn and of the turn with its neighbours (names, dates, rare words); a bonus for turns of
a speaker the question names ("What did Melanie paint?"; the name is left out of the dense
query, where it would pull in every turn greeting her); a bonus for turns dated in or just after
a day or month the question names. Candidates come from index queries only (top-k in the
vector store within the scope, the query terms' postings, a date-range query); a retrieved
question brings its answer; turns in the recent window are dropped; the block is packed greedily
by score on exact per-line costs and recounted exactly. If the embedder or the vector store
fails, the context degrades to the window with a ``rag`` note and a warning.

The weights and the recent share were tuned on one LoCoMo conversation; re-measure with
``convmem compare FILE --strategies rag -o rag.recent_share=0.1 --every 0``.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from convmem.errors import missing

try:
    import numpy as np
except ImportError as exc:  # numpy comes with the rag extra
    raise missing("numpy", "rag", "the rag strategy", exc) from exc

from convmem.errors import ConfigError
from convmem.messages import Message
from convmem.providers.embedders import Embedder, SimilarityMoments
from convmem.render import render_retrieved
from convmem.stores.base import Between, Store, VectorRecord, VectorStore
from convmem.stores.view import HistoryView
from convmem.strategies.base import Selection, SelectionRequest
from convmem.strategies.jobs import FailureLog, JobQueue
from convmem.strategies.lexical import (
    LexicalIndex,
    compact_time,
    day_of,
    mentioned,
    periods,
    speaker_of,
    strip_names,
)
from convmem.tokens import TokenCounter

__all__ = ["Retrieval", "Weights"]

log = logging.getLogger("convmem")

_INDEXED_ROLES = ("user", "assistant", "tool")
_AFTER_DAYS, _BEFORE_DAYS = 10, 3  # a day is talked about in the sessions just after it
_MIN_ROOM = 32  # the block's header and one short line


@dataclass(frozen=True)
class Weights:
    """How the signals are summed (each dense/lexical signal is a z-score; see the module
    docstring). The defaults were tuned on one LoCoMo conversation.

    Attributes:
        dense: the turn's own vector.
        context: the vector of the turn with its neighbours.
        lexical: BM25 of the turn.
        lexical_context: BM25 summed over the turn and its neighbours.
        speaker: bonus for turns of a speaker the question names.
        date: bonus for turns dated in a period the question names (half just around it).
        answer: a retrieved question's next turn scores at least this share of it.
    """

    dense: float = 1.0
    context: float = 1.0
    lexical: float = 0.8
    lexical_context: float = 0.4
    speaker: float = 3.6
    date: float = 2.4
    answer: float = 0.9


class _Conversation:
    """The in-memory index state of one conversation (rebuilt lazily after a restart)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.loaded = False
        self.indexed = 0  # messages with seq < indexed are indexed
        self.lexical = LexicalIndex()
        self.moments = {"turn": SimilarityMoments(), "context": SimilarityMoments()}
        self.tail_context: tuple[int, list[float]] | None = None
        self.speaker: dict[int, str] = {}
        self.day: dict[int, int] = {}
        self.speakers: set[str] = set()
        self.tokens = 0
        self.line_costs: dict[int, int] = {}  # seq -> tokens of its line in the block


def _indexable(m: Message) -> bool:
    return m.role in _INDEXED_ROLES and bool(m.text.strip())


def _digest(m: Message) -> str:
    return hashlib.sha1(f"{m.role}\0{m.text}".encode()).hexdigest()[:16]


def _stats(n: int, total: float, squares: float) -> tuple[float, float]:
    """(mean, std) from sums; a zero spread becomes 1 so the signal just drops out."""
    if n <= 0:
        return 0.0, 1.0
    mean = total / n
    var = squares / n - mean * mean
    return mean, (var ** 0.5 if var > 1e-12 else 1.0)


class Retrieval:
    """Recent window plus hybrid dense + lexical retrieval of older turns.

    Args:
        embedder: turns texts into vectors, e.g.
            :class:`~convmem.providers.embedders.SentenceTransformerEmbedder`.
        vectors: where the vectors live, e.g. :class:`~convmem.stores.chroma.ChromaVectorStore`.
        recent_share: share of the budget kept for the newest turns verbatim (0 <= s < 1); the
            rest is filled with retrieved turns, and whatever retrieval leaves goes back to the
            window.
        scope: ``"conversation"`` (default) or ``"user"``: also search the other conversations
            of the same user (never another user's).
        weights: how the signals are summed.
        background: index on a worker thread so ``add`` returns at once (:meth:`flush` waits).
        compact_times: render retrieved turns' times as their date ("8 May 2023").
        candidates: vector/lexical hits fetched per signal, as a multiple of the turns that fit.
        cache_size: conversations whose index state is kept in memory (about 1.2 MB each with a
            384-dimension model); others are rebuilt from the stores on their next use.
        on_close: called by :meth:`close` after the worker stopped (e.g. to close a vector store
            made for this strategy; see :func:`convmem.strategies.create`).

    Raises:
        ConfigError: an impossible setting.
    """

    name = "rag"
    pins_facts = False

    def __init__(self, embedder: Embedder, vectors: VectorStore, *, recent_share: float = 0.1,
                 scope: str = "conversation", weights: Weights | None = None,
                 background: bool = False, compact_times: bool = True, candidates: float = 3.0,
                 cache_size: int = 64, on_close: Callable[[], None] | None = None) -> None:
        if not 0.0 <= recent_share < 1.0:
            raise ConfigError(f"recent_share={recent_share!r}: use a fraction in [0, 1), e.g. "
                              "0.1 keeps a tenth of the budget for the newest turns.")
        if scope not in ("conversation", "user"):
            raise ConfigError(f"scope={scope!r}: use 'conversation' or 'user'.")
        if candidates < 1.0 or cache_size < 1:
            raise ConfigError(f"candidates={candidates!r}, cache_size={cache_size!r}: use "
                              "candidates >= 1 and cache_size >= 1.")
        self.embedder = embedder
        self.vectors = vectors
        self.recent_share = recent_share
        self.scope = scope
        self.weights = weights or Weights()
        self.background = background
        self.compact_times = compact_times
        self.candidates = candidates
        self.cache_size = cache_size
        tag = re.sub(r"[^A-Za-z0-9_-]", "-", embedder.name)[:40]
        tag = f"{tag}-{hashlib.sha1(embedder.name.encode()).hexdigest()[:8]}"
        self._spaces = {"turn": f"turn-{tag}", "context": f"context-{tag}"}
        self._states: OrderedDict[str, _Conversation] = OrderedDict()
        self._lock = threading.Lock()
        self._jobs = JobQueue("rag-index", self._index_quietly)
        self._on_close = on_close
        self._index_failures = FailureLog("rag indexing")
        self._query_failures = FailureLog("rag retrieval")

    # -- indexing ----------------------------------------------------------------------------

    def after_add(self, history: HistoryView, added: Sequence[Message]) -> None:
        """Index what is new in the conversation (or queue it). Failures are logged, not
        raised: the message is already stored, and the next call indexes what is missing."""
        if self.background:
            self._jobs.submit(history)
        else:
            self._index_quietly(history.store, history.conversation_id, history.counter)

    def _index_quietly(self, store: Store, cid: str, counter: TokenCounter) -> None:
        self._index(store, cid, counter, quiet=True)

    def flush(self) -> None:
        """Wait until queued indexing is done (no-op without ``background``)."""
        self._jobs.flush()

    def close(self) -> None:
        """Finish queued indexing, stop the worker, close a vector store this object made (and
        remove its folder if it was a temporary one)."""
        self._jobs.close()
        if self._on_close is not None:
            self._on_close()

    def _state(self, cid: str) -> _Conversation:
        with self._lock:
            state = self._states.get(cid)
            if state is None:
                state = self._states[cid] = _Conversation()
            self._states.move_to_end(cid)
            while len(self._states) > self.cache_size:
                self._states.popitem(last=False)
            return state

    def _index(self, store: Store, cid: str, counter: TokenCounter, *,
               quiet: bool = False) -> _Conversation:
        state = self._state(cid)
        try:
            with state.lock:
                history = HistoryView(store, cid, counter)
                if not state.loaded:
                    self._load(state, history)
                while state.indexed < len(history):
                    # In slices, so a long backlog (a restart, a strategy switched on late)
                    # keeps what it has done if it fails half-way.
                    self._catch_up(state, history, min(len(history), state.indexed + 512))
        except Exception as exc:
            if not quiet:
                raise
            self._index_failures.failed("convmem rag: indexing conversation %r failed (%s: %s); "
                                        "it is retried at the next add or build", cid,
                                        type(exc).__name__, exc)
        else:
            self._index_failures.succeeded()
        return state

    def _meta(self, m: Message, cid: str, user: str | None) -> dict[str, str | int]:
        meta: dict[str, str | int] = {"conversation_id": cid, "seq": m.seq or 0, "role": m.role,
                                      "digest": _digest(m)}
        if user is not None:
            meta["user_id"] = user
        if (speaker := speaker_of(m)) is not None:
            meta["speaker"] = speaker
        if (day := day_of(m.time)) is not None:
            meta["day"] = day
        return meta

    def _remember(self, state: _Conversation, m: Message) -> None:
        assert m.seq is not None
        state.lexical.add(m.seq, m.text)
        state.tokens += m.tokens or 0
        if (speaker := speaker_of(m)) is not None:
            state.speaker[m.seq] = speaker
            state.speakers.add(speaker)
        if (day := day_of(m.time)) is not None:
            state.day[m.seq] = day

    def _load(self, state: _Conversation, history: HistoryView) -> None:
        """Rebuild the in-memory state from the vector store and the history (first use in
        this process): what is already embedded is not embedded again."""
        where = {"conversation_id": history.conversation_id}
        found = {kind: {int(r.metadata.get("seq", -1)): r for r in self.vectors.scan(space, where)}
                 for kind, space in self._spaces.items()}
        messages = history.range(0, len(history))
        digests = {m.seq: _digest(m) for m in messages if _indexable(m)}
        if any(r.metadata.get("digest") != digests.get(seq)
               for records in found.values() for seq, r in records.items()):
            # The vectors describe another history (a store that was reset): start over.
            for space in self._spaces.values():
                self.vectors.delete(space, where)
            found = {"turn": {}, "context": {}}
        good = 0
        for m in messages:
            if m.seq in digests and not (m.seq in found["turn"] and m.seq in found["context"]):
                break
            good += 1
        for m in messages[:good]:
            if _indexable(m) and m.seq is not None:
                self._remember(state, m)
                state.moments["turn"].add(found["turn"][m.seq].vector)
                state.moments["context"].add(found["context"][m.seq].vector)
                state.tail_context = (m.seq, list(found["context"][m.seq].vector))
        state.indexed = good
        state.loaded = True

    def _catch_up(self, state: _Conversation, history: HistoryView, stop: int) -> None:
        start = state.indexed
        cid = history.conversation_id
        user = history.store.user_of(cid)
        messages = history.range(max(0, start - 2), stop + 1)  # +1: the next turn, if any
        by_seq = {m.seq: m for m in messages}

        def text(seq: int) -> str:
            m = by_seq.get(seq)
            return m.text if m is not None and _indexable(m) else ""

        new = [m for m in messages if start <= (m.seq or 0) < stop and _indexable(m)]
        # The newest indexed turn's context gains its next turn now: embed it again.
        redo = [by_seq[start - 1]] if start - 1 in state.lexical and _indexable(
            by_seq[start]) else []
        contexts = [m for m in redo + new if m.seq is not None]
        texts = [m.text for m in new] + [
            " ".join(t for t in (text(m.seq - 1), m.text, text(m.seq + 1)) if t)
            for m in contexts if m.seq is not None]
        vectors = self.embedder.embed(texts) if texts else []
        turn_vecs, ctx_vecs = vectors[:len(new)], vectors[len(new):]
        self.vectors.upsert(self._spaces["turn"], [
            VectorRecord(self._id(cid, m), v, self._meta(m, cid, user))
            for m, v in zip(new, turn_vecs, strict=True)])
        self.vectors.upsert(self._spaces["context"], [
            VectorRecord(self._id(cid, m), v, self._meta(m, cid, user))
            for m, v in zip(contexts, ctx_vecs, strict=True)])
        # Only now, with both writes done, does the in-memory state move on.
        if redo and state.tail_context is not None and state.tail_context[0] == redo[0].seq:
            state.moments["context"].add(state.tail_context[1], -1.0)
        for m, v in zip(new, turn_vecs, strict=True):
            self._remember(state, m)
            state.moments["turn"].add(v)
        for m, v in zip(contexts, ctx_vecs, strict=True):
            state.moments["context"].add(v)
            state.tail_context = (m.seq or 0, v)
        state.indexed = stop

    @staticmethod
    def _id(cid: str, m: Message | int) -> str:
        seq = m if isinstance(m, int) else m.seq
        return f"{hashlib.sha1(cid.encode()).hexdigest()[:24]}:{seq}"

    # -- selection ---------------------------------------------------------------------------

    def select(self, request: SelectionRequest) -> Selection:
        """Recent window plus the most relevant older turns, within ``request.budget``."""
        history, budget = request.history, request.budget
        began = time.perf_counter()
        whole = history.recent_turns(budget)
        older = whole[0].seq if whole and whole[0].seq is not None else len(history)
        if older == sum(1 for m in history.instructions() if (m.seq or 0) < older):
            return Selection(recent=whole, notes={"rag": {"retrieved": 0, "all_fit": True}})
        if not request.query.text.strip():
            return Selection(recent=whole, notes={"rag": {"skipped": "the query has no text"}})
        recent = history.recent_turns(int(budget * self.recent_share))
        if not recent and whole:
            recent = history.recent_turns(budget // 2)
        if budget - sum(m.tokens or 0 for m in recent) < _MIN_ROOM:
            return Selection(recent=whole, notes={"rag": {"skipped": "no room for a block"}})
        try:
            retrieved, scores, notes = self._retrieve(request, recent, budget)
        except Exception as exc:
            self._query_failures.failed("convmem rag: retrieval failed for conversation %r (%s: "
                                        "%s); using the recent window only",
                                        request.conversation_id, type(exc).__name__, exc)
            return Selection(recent=whole, notes={"rag": {
                "fallback": f"{type(exc).__name__}: {exc}"}})
        self._query_failures.succeeded()
        used = self._block_cost(request.counter, retrieved)
        if budget - used > sum(m.tokens or 0 for m in recent):
            # Retrieval left room: give it back to the window, never quoting a turn twice.
            recent = history.recent_turns(budget - used)
            shown = {m.seq for m in recent}
            retrieved = [m for m in retrieved if m.seq is None or m.seq not in shown]
        notes["ms"] = round((time.perf_counter() - began) * 1000, 2)
        notes["recent_tokens"] = sum(m.tokens or 0 for m in recent)
        notes["retrieved_tokens"] = self._block_cost(request.counter, retrieved)
        notes["retrieved"] = len(retrieved)
        return Selection(recent=recent, retrieved=retrieved, scores=scores, notes={"rag": notes})

    @staticmethod
    def _block_cost(counter: TokenCounter, retrieved: Sequence[Message]) -> int:
        return counter.count_message(render_retrieved(retrieved)) if retrieved else 0

    def _scope(self, request: SelectionRequest) -> list[str]:
        cid = request.conversation_id
        if self.scope == "conversation" or request.user_id is None:
            return [cid]
        others = request.history.store.conversations(request.user_id)
        return [cid, *(c for c in others if c != cid)]

    def _retrieve(self, request: SelectionRequest, recent: list[Message], budget: int) -> tuple[
            list[Message], dict[int, float], dict[str, Any]]:
        cid, history, w = request.conversation_id, request.history, self.weights
        stop = len(history)
        timings: dict[str, float] = {}
        clock = time.perf_counter()
        states = {c: self._index(history.store, c, request.counter) for c in self._scope(request)}
        if states[cid].indexed < stop:
            raise RuntimeError(f"the index of {cid!r} is behind its history "
                               f"({states[cid].indexed} < {stop} messages)")
        timings["index"] = time.perf_counter() - clock
        query = request.query.text
        named = mentioned(query, set().union(*(s.speakers for s in states.values())))
        spans = periods(query)
        dense_query = strip_names(query, named) if named else query
        clock = time.perf_counter()
        qvec = np.asarray(self.embedder.embed([dense_query or query])[0], dtype=np.float64)
        timings["embed"] = time.perf_counter() - clock
        clock = time.perf_counter()

        room = budget - sum(m.tokens or 0 for m in recent)
        docs = sum(len(s.lexical) for s in states.values())
        line = 12 + sum(s.tokens for s in states.values()) / max(1, docs)
        k = int(min(512, max(48, self.candidates * room / line)))
        stats: dict[str, list[float]] = {kind: [0, 0.0, 0.0] for kind in self._spaces}
        lexical: dict[tuple[str, int], float] = {}
        around: dict[tuple[str, int], float] = {}
        for c, state in states.items():
            limit = stop if c == cid else None
            with state.lock:
                for kind in self._spaces:
                    n, s, s2 = state.moments[kind].sums(qvec)
                    stats[kind] = [stats[kind][0] + n, stats[kind][1] + s, stats[kind][2] + s2]
                for seq, score in state.lexical.scores(query, stop=limit).items():
                    lexical[(c, seq)] = score
                    for near in (seq - 1, seq, seq + 1):
                        if near in state.lexical and (limit is None or near < limit):
                            around[(c, near)] = around.get((c, near), 0.0) + score
        lex_stats = _stats(docs, sum(lexical.values()), sum(v * v for v in lexical.values()))
        near_stats = _stats(docs, sum(around.values()), sum(v * v for v in around.values()))
        dense_stats = {kind: _stats(int(n), s, s2) for kind, (n, s, s2) in stats.items()}

        # Candidates: index queries only.
        scope: dict[str, Any] = ({"conversation_id": cid} if len(states) == 1 else
                                 {"user_id": request.user_id})
        if len(states) == 1:
            scope["seq"] = Between(0, stop - 1)
        vectors: dict[str, dict[tuple[str, int], Any]] = {kind: {} for kind in self._spaces}
        meta: dict[tuple[str, int], Mapping[str, Any]] = {}

        def take(kind: str, records: Sequence[VectorRecord]) -> None:
            for r in records:
                key = (str(r.metadata.get("conversation_id")), int(r.metadata.get("seq", -1)))
                if key[0] in states and (key[0] != cid or key[1] < stop):
                    vectors[kind][key] = r.vector
                    meta[key] = r.metadata

        who = {**scope, "speaker": list(named)} if named else scope
        for kind, space in self._spaces.items():
            take(kind, self.vectors.query(space, qvec.tolist(), k=k, where=who))
        for lo, hi in spans:
            take("turn", self.vectors.query(self._spaces["turn"], qvec.tolist(), k=k, where={
                **scope, "day": Between(lo - _BEFORE_DAYS, hi + _AFTER_DAYS)}))
        for table in (lexical, around):
            for key in sorted(table, key=table.__getitem__, reverse=True)[:k]:
                meta.setdefault(key, {})
        for kind, space in self._spaces.items():
            missing = [key for key in meta if key not in vectors[kind]]
            take(kind, self.vectors.get(space, [self._id(c, s) for c, s in missing]))
        timings["search"] = time.perf_counter() - clock

        # Not (yet) embedded in both spaces: a concurrent add; the next build has it.
        keys = [key for key in meta if key in vectors["turn"] and key in vectors["context"]]
        fused = np.zeros(len(keys))
        if keys:
            for kind, weight in (("turn", w.dense), ("context", w.context)):
                mean, std = dense_stats[kind]
                matrix = np.array([vectors[kind][key] for key in keys], dtype=np.float64)
                fused += weight * ((matrix @ qvec) - mean) / std
            for table, weight, (mean, std) in ((lexical, w.lexical, lex_stats),
                                               (around, w.lexical_context, near_stats)):
                fused += weight * (np.array([table.get(key, 0.0) for key in keys]) - mean) / std
        scores: dict[tuple[str, int], float] = {}
        for key, score in zip(keys, fused.tolist(), strict=True):
            state = states[key[0]]
            if named and state.speaker.get(key[1]) in named:
                score += w.speaker
            day = state.day.get(key[1])
            if spans and day is not None:
                score += w.date * max(
                    1.0 if lo <= day <= hi else 0.5 if lo - _BEFORE_DAYS <= day <= hi + _AFTER_DAYS
                    else 0.0 for lo, hi in spans)
            scores[key] = score
        shown = {m.seq for m in recent} | self._pending_seqs(request)
        ranked = [key for key in sorted(scores, key=scores.__getitem__, reverse=True)
                  if not (key[0] == cid and key[1] in shown)]
        picked, final = self._pack(request, states, ranked, scores, room, stop, shown)
        notes: dict[str, Any] = {"candidates": len(scores), "named": named,
                                 "periods": len(spans), "k": k,
                                 "timings_ms": {n: round(t * 1000, 2) for n, t in timings.items()}}
        foreign = [{"conversation_id": c, "seq": s} for c, s in picked if c != cid]
        if foreign:
            notes["other_conversations"] = foreign
        return final, {s: scores[(c, s)] for c, s in picked if c == cid}, notes

    @staticmethod
    def _pending_seqs(request: SelectionRequest) -> set[int | None]:
        """The stored turn a tool result completes: it is sent verbatim, never quoted."""
        if request.query.role != "tool":
            return set()
        out: set[int | None] = set()
        for m in request.history.newest_first():
            out.add(m.seq)
            if m.role == "user":
                break
        return out

    def _pack(self, request: SelectionRequest, states: Mapping[str, _Conversation],
              ranked: list[tuple[str, int]], scores: dict[tuple[str, int], float], room: int,
              stop: int, shown: set[int | None]) -> tuple[list[tuple[str, int]], list[Message]]:
        """The best-scoring turns whose block fits ``room``: greedy on exact per-line costs,
        then an exact recount of the whole block."""
        counter, cid = request.counter, request.conversation_id
        header = counter.count_message(render_retrieved([]))
        if room <= header or not ranked:
            return [], []
        docs = sum(len(s.lexical) for s in states.values())
        line = 12 + sum(s.tokens for s in states.values()) / max(1, docs)
        pool = ranked[:max(32, int(2 * room / line))]
        found: dict[tuple[str, int], Message] = {}

        def view(c: str) -> HistoryView:
            return request.history if c == cid else HistoryView(request.history.store, c, counter)

        for c in {c for c, _ in pool}:
            found.update(((c, m.seq or 0), m) for m in view(c).get(s for k, s in pool if k == c))
        # A retrieved question brings its answer: the next turn scores at least w.answer of it.
        for key in pool[:5]:
            hit_msg, nxt = found.get(key), (key[0], key[1] + 1)
            if hit_msg is None or "?" not in hit_msg.text[-80:] or (key[0] == cid and (
                    nxt[1] >= stop or nxt[1] in shown)):
                continue
            if nxt not in found:
                got = [x for x in view(key[0]).get([nxt[1]]) if _indexable(x)]
                if not got:
                    continue
                found[nxt] = got[0]
            hit = scores[key]
            scores[nxt] = max(scores.get(nxt, float("-inf")), hit - (1 - self.weights.answer)
                              * abs(hit))
        order = sorted((k for k in found if k in scores), key=scores.__getitem__, reverse=True)
        shown_msgs = {k: self._display(found[k], k[0] != cid) for k in order}
        used, picked = header, []
        for key in order:
            costs = states[key[0]].line_costs
            cost = costs.get(key[1]) if key[0] == cid else None
            if cost is None:
                cost = counter.count_message(render_retrieved([shown_msgs[key]])) - header
                if key[0] == cid:
                    costs[key[1]] = cost
            if used + cost <= room:
                picked.append(key)
                used += cost

        def block(keys: list[tuple[str, int]]) -> list[Message]:
            own = sorted((k for k in keys if k[0] == cid), key=lambda k: k[1])
            other = sorted((k for k in keys if k[0] != cid),
                           key=lambda k: (states[k[0]].day.get(k[1], 0), k[0], k[1]))
            return [shown_msgs[k] for k in other + own]

        while picked and self._block_cost(counter, block(picked)) > room:
            picked.remove(min(picked, key=scores.__getitem__))
        return picked, block(picked)

    def _display(self, m: Message, foreign: bool) -> Message:
        out = replace(m, time=compact_time(m.time)) if self.compact_times else m
        if foreign:
            # Another conversation's seq would collide with ours in the report and the scores.
            out = replace(out, seq=None)
        return out

