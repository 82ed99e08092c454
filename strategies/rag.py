"""Retrieval ("rag"): a small recent window, the rest of the budget filled with the older turns
most relevant to the new message, quoted in one delimited block, oldest first, with their dates.

Indexing (``after_add``, batched, optionally on a worker thread) cuts every user/assistant/tool
message with text into passages and embeds each once; the vectors live in memory for queries and
in the vector store for restarts (:mod:`convmem.strategies.index`). ``build`` waits for (or
does) the indexing of its conversation, then scores every message in scope at once
(:mod:`convmem.strategies.scoring`: dense, neighbour-smoothed dense, BM25, speakers, dates,
question -> answer for a question about the record; for any other message dense and the
length penalty, with the answer lent only by a message asking the same) and
packs the block by *value for its tokens*: greedy on exact line costs, then an exact recount.
A long message (cut into passages at indexing) is quoted as its passage that best matches the
question (marked ``…``), not whole. A build makes no vector-store round trip; it embeds the
question (with the names it mentions left out) and reads the few messages it quotes.

``scope="user"`` searches the user's other conversations too, from the first turn of a new
conversation (when everything of the current one still fits in the window), and each of their
lines in the block names the conversation it came from.

If the embedder or the vector store fails, the context degrades to the window with a ``rag``
note and a warning. The weights and the recent share were tuned on one LoCoMo conversation;
re-measure with ``convmem compare FILE --strategies rag -o rag.recent_share=0.1 --every 0``.
"""

from __future__ import annotations

import hashlib
import logging
import math
import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from convmem.errors import missing

try:
    import numpy as np
except ImportError as exc:  # numpy comes with the rag extra
    raise missing("numpy", "rag", "the rag strategy", exc) from exc

from convmem.errors import ConfigError
from convmem.lru import LRU
from convmem.messages import Message, with_own
from convmem.providers.embedders import Embedder
from convmem.render import render_retrieved
from convmem.stores.base import Store, VectorStore
from convmem.stores.view import HistoryView
from convmem.strategies.base import Selection, SelectionRequest
from convmem.strategies.index import ConversationIndex, Passage, catch_up, load, shown, tag
from convmem.strategies.jobs import FailureLog, JobQueue
from convmem.strategies.lexical import mentioned, periods, strip_names, terms
from convmem.strategies.scoring import Ranking, Weights, rank
from convmem.tokens import TokenCounter

__all__ = ["Found", "Question", "Retrieval", "Weights"]

log = logging.getLogger("convmem")

_MIN_ROOM = 32  # the block's header and one short line
_SLICE = 512  # messages indexed per batch: a long backlog keeps what it did if it fails


@dataclass(frozen=True)
class Question:
    """A new message asked of the indexes (see :meth:`Retrieval.ask`).

    Attributes:
        indexes: conversation id -> its caught-up index (the current one and the others in
            scope).
        named: the indexed speakers the message names.
        spans: the periods it names.
        vector: its embedding (with the names left out), L2-normalized.
        timings: seconds spent catching the indexes up and embedding.
        ranked: its rankings, once scored, by conversation, history length and weights (a
            retrieval asked again with more room, :meth:`Retrieval.retrieve`'s ``keep``, does
            not score again).
    """

    indexes: dict[str, ConversationIndex]
    named: list[str]
    spans: list[tuple[int, int]]
    vector: np.ndarray
    timings: dict[str, float]
    ranked: dict[tuple[str, int, Weights], Ranking] = field(
        default_factory=dict, init=False, compare=False, repr=False)


@dataclass
class Found:
    """What one retrieval found for a question (see :meth:`Retrieval.retrieve`).

    Attributes:
        messages: the block's messages, in block order (other conversations first, by date).
        scores: own-conversation seq -> score (the guard cuts the lowest first).
        notes: report entries (candidates, timings, other conversations quoted).
        keys: the (conversation id, seq) of each turn quoted, in the order they were picked.
    """

    messages: list[Message] = field(default_factory=list)
    scores: dict[int, float] = field(default_factory=dict)
    notes: dict[str, Any] = field(default_factory=dict)
    keys: list[tuple[str, int]] = field(default_factory=list)


class Retrieval:
    """Recent window plus dense + lexical retrieval of older turns.

    Args:
        embedder: turns texts into vectors, e.g.
            :class:`~convmem.providers.embedders.SentenceTransformerEmbedder`.
        vectors: where the vectors persist, e.g. :class:`~convmem.stores.chroma.ChromaVectorStore`.
        recent_share: share of the budget kept for the newest turns verbatim (0 <= s < 1); the
            rest is filled with retrieved turns, and whatever retrieval leaves goes back to the
            window.
        scope: ``"conversation"`` (default) or ``"user"``: also search the other conversations
            of the same user (never another user's).
        weights: how the signals are summed (:class:`~convmem.strategies.scoring.Weights`).
        background: index on a worker thread so ``add`` returns at once (:meth:`flush` waits).
        compact_times: render retrieved turns' times as their date ("8 May 2023").
        passages: quote a long message (one cut into passages at indexing) as its passage that
            best matches the question, not whole.
        cache_size: conversations whose index is kept in memory (about 1.6 KB per message with
            a 384-dimension model); others are rebuilt from the vector store on their next use.
        name: the name in reports (``"dense"`` for the naive baseline, see :meth:`naive`).
        query_embedder: embeds the questions instead of ``embedder`` (same model): e.g. a
            :class:`~convmem.providers.embedders.CachingEmbedder` for indexing and the plain
            model for questions, so build latency is what a real question costs.
        on_close: called by :meth:`close` after the worker stopped (e.g. to close a vector store
            made for this strategy; see :func:`convmem.strategies.create`).

    Raises:
        ConfigError: an impossible setting.
    """

    name = "rag"
    pins_facts = False
    reads_facts = False  # select() never looks at request.facts
    retrieves = True  # the detector's guesses are left to retrieval (Memory)

    def __init__(self, embedder: Embedder, vectors: VectorStore, *, recent_share: float = 0.1,
                 scope: str = "conversation", weights: Weights | None = None,
                 background: bool = False, compact_times: bool = True, passages: bool = True,
                 cache_size: int = 64, name: str = "rag",
                 query_embedder: Embedder | None = None,
                 on_close: Callable[[], None] | None = None) -> None:
        if not 0.0 <= recent_share < 1.0:
            raise ConfigError(f"recent_share={recent_share!r}: use a fraction in [0, 1), e.g. "
                              "0.1 keeps a tenth of the budget for the newest turns.")
        if scope not in ("conversation", "user"):
            raise ConfigError(f"scope={scope!r}: use 'conversation' or 'user'.")
        if cache_size < 1:
            raise ConfigError(f"cache_size={cache_size!r}: use cache_size >= 1.")
        if query_embedder is not None and query_embedder.name != embedder.name:
            raise ConfigError(f"query_embedder {query_embedder.name!r} is not the model of the "
                              f"index ({embedder.name!r}): questions and messages must share "
                              "one model.")
        self.embedder = embedder
        self.query_embedder = query_embedder or embedder
        self.vectors = vectors
        self.recent_share = recent_share
        self.scope = scope
        self.weights = weights or Weights()
        self.background = background
        self.compact_times = compact_times
        self.passages = passages
        self.cache_size = cache_size
        self.name = name
        label = re.sub(r"[^A-Za-z0-9_-]", "-", embedder.name)[:40]
        self._space = f"passage-{label}-{hashlib.sha1(embedder.name.encode()).hexdigest()[:8]}"
        self._states: LRU[str, ConversationIndex] = LRU(cache_size)
        self._lock = threading.Lock()
        self._jobs = JobQueue("rag-index", self._index_quietly)
        self._on_close = on_close
        self._index_failures = FailureLog("rag indexing")
        self._query_failures = FailureLog("rag retrieval")

    @classmethod
    def naive(cls, embedder: Embedder, vectors: VectorStore, **options: Any) -> Retrieval:
        """The naive dense baseline: single messages ranked by cosine similarity alone, no
        recent window beyond what retrieval leaves, whole messages, no length penalty."""
        options.setdefault("recent_share", 0.0)
        return cls(embedder, vectors, weights=Weights.naive(), passages=False, name="dense",
                   **options)

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

    def forget(self, conversation_ids: Sequence[str]) -> None:
        """Remove the conversations from the index: their vectors and their in-memory state
        (lexical postings, columns). For ``Memory.forget``.

        Raises:
            RetrievalError: the vector store failed (nothing is kept in memory either way).
        """
        ids = list(conversation_ids)
        with self._lock:
            for cid in ids:
                self._states.pop(cid)
        if ids:
            # Plain ids too: an index written before ids were kept as digests.
            self.vectors.delete(self._space, {"conversation_id": [*map(tag, ids), *ids]})

    def _state(self, cid: str) -> ConversationIndex:
        with self._lock:
            state = self._states.get(cid)
            return state if state is not None else self._states.put(cid, ConversationIndex())

    def _show(self, m: Message) -> Message:
        return shown(m, self.compact_times)

    def _index(self, store: Store, cid: str, counter: TokenCounter, *,
               quiet: bool = False) -> ConversationIndex:
        state = self._state(cid)
        try:
            with state.lock:
                history = HistoryView(store, cid, counter)
                if not state.loaded:
                    load(state, history, self.vectors, self._space, counter, self._show)
                user = store.user_of(cid) if state.indexed < len(history) else None
                while state.indexed < len(history):
                    catch_up(state, history, min(len(history), state.indexed + _SLICE),
                             embedder=self.embedder, vectors=self.vectors, space=self._space,
                             user=user, display=self._show)
        except Exception as exc:
            if not quiet:
                raise
            self._index_failures.failed("convmem rag: indexing conversation %r failed (%s: %s); "
                                        "it is retried at the next add or build", cid,
                                        type(exc).__name__, exc)
        else:
            self._index_failures.succeeded()
        return state

    # -- selection ---------------------------------------------------------------------------

    def others(self, request: SelectionRequest) -> list[str]:
        """The other conversations in scope: the same user's, with ``scope="user"``."""
        if self.scope == "conversation" or request.user_id is None:
            return []
        found = request.history.store.conversations(request.user_id)
        return [c for c in found if c != request.conversation_id]

    def select(self, request: SelectionRequest) -> Selection:
        """Recent window plus the most relevant older turns, within ``request.budget``."""
        history, budget = request.history, request.budget
        whole, everything = history.fitting_turns(budget)
        if everything and not self.others(request):
            return Selection(recent=whole, notes={"rag": {"retrieved": 0, "all_fit": True}})
        if not request.query.text.strip():
            return Selection(recent=whole, notes={"rag": {"skipped": "the query has no text"}})
        recent = whole if everything else history.recent_turns(int(budget * self.recent_share))
        if not recent and whole:
            recent = history.recent_turns(budget // 2)
        room = budget - sum(m.tokens or 0 for m in recent)
        if room < _MIN_ROOM:
            return Selection(recent=whole, notes={"rag": {"skipped": "no room for a block"}})
        try:
            found = self.retrieve(request, recent, room)
        except Exception as exc:
            self._query_failures.failed("convmem rag: retrieval failed for conversation %r (%s: "
                                        "%s); using the recent window only",
                                        request.conversation_id, type(exc).__name__, exc)
            return Selection(recent=whole, notes={"rag": {
                "fallback": f"{type(exc).__name__}: {exc}"}})
        self._query_failures.succeeded()
        retrieved = found.messages
        used = self.block_cost(request.counter, retrieved)
        if budget - used > sum(m.tokens or 0 for m in recent):
            # Retrieval left room: give it back to the window, never quoting a turn twice.
            recent = history.recent_turns(budget - used)
            seen = {m.seq for m in recent}
            retrieved = [m for m in retrieved if m.seq is None or m.seq not in seen]
        notes = found.notes
        notes["recent_tokens"] = sum(m.tokens or 0 for m in recent)
        notes["retrieved_tokens"] = self.block_cost(request.counter, retrieved)
        notes["retrieved"] = len(retrieved)
        return Selection(recent=recent, retrieved=retrieved, scores=found.scores,
                         notes={"rag": notes})

    @staticmethod
    def block_cost(counter: TokenCounter, retrieved: Sequence[Message]) -> int:
        """Exact tokens of the retrieved block holding ``retrieved`` (0 when empty)."""
        return counter.count_message(render_retrieved(retrieved)) if retrieved else 0

    def ask(self, request: SelectionRequest) -> Question:
        """The new message as a question to the indexes in scope (caught up first), embedded
        once: :meth:`retrieve` takes it, and hybrid scores its facts against its vector.

        Raises:
            RetrievalError: the embedder or the vector store failed (and any error of the
                index).
        """
        cid, history = request.conversation_id, request.history
        clock = time.perf_counter()
        indexes = {c: self._index(history.store, c, request.counter)
                   for c in [cid, *self.others(request)]}
        if indexes[cid].indexed < len(history):
            raise RuntimeError(f"the index of {cid!r} is behind its history "
                               f"({indexes[cid].indexed} < {len(history)} messages)")
        indexed = time.perf_counter() - clock
        query = request.query.text
        named = mentioned(query, set().union(*(s.speakers for s in indexes.values())))
        dense_query = (strip_names(query, named) if named else query) or query
        clock = time.perf_counter()
        asked = request.question(dense_query) if request.question is not None else \
            self.query_embedder.embed([dense_query])[0]
        vector = np.asarray(asked, dtype=np.float64)
        return Question(indexes, named, periods(query), vector,
                        {"index": indexed, "embed": time.perf_counter() - clock})

    def retrieve(self, request: SelectionRequest, recent: Sequence[Message], room: int,
                 question: Question | None = None, keep: Sequence[tuple[str, int]] = ()
                 ) -> Found:
        """The older turns most relevant to ``request.query`` whose block fits ``room`` tokens,
        leaving out ``recent`` (sent verbatim anyway).

        Args:
            request: the selection request.
            recent: the turns sent verbatim.
            room: the block's tokens.
            question: the request's :meth:`ask` (asked here when not given).
            keep: turns picked first (the ``keys`` of a retrieval with less room, which this
                one extends), the rest by value as always.

        Raises:
            RetrievalError: the embedder or the vector store failed (and any error of the
                index): :meth:`select` turns it into a fallback to the window.
        """
        asked = question or self.ask(request)
        timings = dict(asked.timings)
        clock = time.perf_counter()
        memo = (request.conversation_id, len(request.history), self.weights)
        ranking = asked.ranked.get(memo)
        if ranking is None:
            ranking = asked.ranked[memo] = rank(
                asked.indexes, request.conversation_id, len(request.history),
                query=request.query.text, dense_query=asked.vector, named=asked.named,
                spans=asked.spans, weights=self.weights)
        timings["score"] = time.perf_counter() - clock
        clock = time.perf_counter()
        skip = {m.seq for m in recent} | self._pending_seqs(request)
        found = self._pack(request, asked.indexes, ranking, room, skip, asked.vector,
                           set(keep))
        timings["pack"] = time.perf_counter() - clock
        found.notes.update({"candidates": ranking.candidates, "named": asked.named,
                            "periods": len(asked.spans),
                            "timings_ms": {n: round(t * 1000, 2) for n, t in timings.items()}})
        return found

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

    def _pack(self, request: SelectionRequest, indexes: dict[str, ConversationIndex],
              ranking: Ranking, room: int, skip: set[int | None], qvec: np.ndarray,
              keep: set[tuple[str, int]]) -> Found:
        """The most valuable turns whose block fits ``room``: a pool of the best-scoring ones,
        greedy by value on exact per-line costs, then an exact recount of the whole block."""
        counter, cid = request.counter, request.conversation_id
        header = counter.count_message(render_retrieved([]))
        docs = sum(len(s) for s in indexes.values())
        typical = 12 + sum(s.tokens for s in indexes.values()) / max(1, docs)
        enc = counter.encoding_name
        pool: list[tuple[tuple[str, int], float]] = []
        budget = 0.0
        for key, score in zip(ranking.keys, ranking.scores.tolist(), strict=True):
            if key[0] == cid and key[1] in skip:
                continue
            pool.append((key, score))
            budget += indexes[key[0]].line_costs.get((enc, key[1]), typical)
            if (len(pool) >= 32 and budget >= 2 * room) or len(pool) >= 400:
                break
        if room <= header or not pool:
            return Found()
        messages = self._fetch(request, [k for k, _ in pool])
        asked = set(terms(request.query.text))
        lines: list[tuple[float, tuple[str, int], Message, int]] = []
        for key, score in pool:
            m = messages.get(key)
            if m is None:
                continue
            index = indexes[key[0]]
            display, cost = self._line(counter, index, key, m, header, qvec, asked,
                                       foreign=key[0] != cid)
            value = score - self.weights.length * math.log2(max(1.0, cost / typical))
            lines.append((value, key, display, cost))
        lines.sort(key=lambda line: (line[1] not in keep, -line[0]))
        used, picked = header, []
        for line in lines:
            if used + line[3] <= room:
                picked.append(line)
                used += line[3]

        def block(chosen: list[tuple[float, tuple[str, int], Message, int]]) -> list[Message]:
            own = sorted((c for c in chosen if c[1][0] == cid), key=lambda c: c[1][1])
            other = sorted((c for c in chosen if c[1][0] != cid),
                           key=lambda c: (indexes[c[1][0]].day.get(c[1][1], 0), c[1]))
            return [c[2] for c in other + own]

        # Per-line costs can miss the exact total by a token here and there: recount, and drop
        # the least valuable lines until their costs cover the excess (one recount, usually).
        excess = self.block_cost(counter, block(picked)) - room if picked else 0
        while excess > 0 and picked:
            for line in sorted(picked, key=lambda c: (c[1] in keep, c[0])):
                picked.remove(line)
                excess -= line[3]
                if excess <= 0:
                    break
            excess = self.block_cost(counter, block(picked)) - room if picked else 0
        notes: dict[str, Any] = {}
        foreign = [{"conversation_id": k[0], "seq": k[1]} for _, k, _, _ in picked if k[0] != cid]
        if foreign:
            notes["other_conversations"] = foreign
        cut = [k[1] for _, k, d, _ in picked if k[0] == cid and d.text != messages[k].text]
        if cut:
            notes["passages"] = sorted(cut)
        return Found(block(picked), {k[1]: v for v, k, _, _ in picked if k[0] == cid}, notes,
                     [k for _, k, _, _ in picked])

    def _fetch(self, request: SelectionRequest,
               keys: Sequence[tuple[str, int]]) -> dict[tuple[str, int], Message]:
        out: dict[tuple[str, int], Message] = {}
        for c in dict.fromkeys(k[0] for k in keys):
            view = (request.history if c == request.conversation_id else
                    HistoryView(request.history.store, c, request.counter))
            out.update(((c, m.seq or 0), m) for m in view.get(s for k, s in keys if k == c))
        return out

    def _line(self, counter: TokenCounter, index: ConversationIndex, key: tuple[str, int],
              m: Message, header: int, qvec: np.ndarray, asked: set[str], *,
              foreign: bool) -> tuple[Message, int]:
        """How message ``m`` is quoted and what its line costs: whole, or — when it was cut
        into passages (a long message) — its passage that best matches the question, by
        meaning and by the question's words (a detail is often a name, a number, a path)."""
        display = self._show(m)
        if foreign:
            # Another conversation's seq would collide with ours in the report and the scores.
            display = replace(with_own(display, conversation=key[0]), seq=None)
        parts = index.parts(key[1], qvec) if self.passages else []
        if len(parts) < 2:
            cached = index.line_costs.get((counter.encoding_name, key[1]))
            if cached is not None and not foreign:
                return display, cached
            return display, counter.count_message(render_retrieved([display])) - header
        share = max(1, len(asked))

        def fit(part: tuple[Passage, float]) -> float:
            words = set(terms(m.text[part[0].start:part[0].end]))
            return part[1] + 0.5 * len(words & asked) / share

        best = max(parts, key=fit)[0]
        text = m.text[best.start:best.end].strip()
        text = ("… " if best.start > 0 else "") + text + (" …" if best.end < len(m.text) else "")
        short = display.with_text(text)
        return short, counter.count_message(render_retrieved([short])) - header
