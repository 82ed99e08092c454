"""The retrieval index of one conversation: its vectors in memory, its BM25 terms, its speakers
and dates, and how it is brought up to date from the history (in batches) and persisted.

Design decisions (issue 11: retrieval must be fast enough to be the default):

* **One vector per passage, held in memory.** Every user/assistant/tool message with text is
  cut into passages (a short message is one; a long one, e.g. a long answer about code, is cut
  at paragraph and sentence ends into pieces MiniLM reads whole — it truncates at 256 word
  pieces), and each passage gets one vector. The vectors of a conversation are kept in a numpy
  matrix, so a query is one matrix-vector product over the conversation: exact, no round trip
  to the vector store, ~1 ms at 10,000 messages. The vector store (Chroma) is the durable copy:
  written once per batch, read once per conversation per process (``scan``) to rebuild the
  matrix after a restart without embedding anything again.
* **No second "context" vector.** Where the old index embedded each turn again with its
  neighbours, the scorer now smooths the dense scores over neighbouring turns; that halves what
  indexing embeds and removes the re-embedding of the previous turn at every add.
* **Batches.** ``catch_up`` embeds every new passage of a slice in one ``embed`` call and
  writes them in one ``upsert``; it also prices each message's line in the retrieved block
  (exact tokens) once, at index time, instead of at every build.

Indexing brings a conversation up to date with its history, so a failed batch is redone by the
next call; ``indexed`` only moves on once the vectors are written.
"""

from __future__ import annotations

import hashlib
import itertools
import re
import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from convmem.messages import Message
from convmem.providers.embedders import Embedder
from convmem.render import render_retrieved
from convmem.stores.base import VectorRecord, VectorStore
from convmem.stores.view import HistoryView
from convmem.strategies.lexical import LexicalIndex, compact_time, day_of, speaker_of
from convmem.tokens import TokenCounter

__all__ = ["Columns", "ConversationIndex", "Passage", "catch_up", "digest", "indexable", "load",
           "passages", "record_id", "shown", "tag", "texts_of"]

INDEXED_ROLES = ("user", "assistant", "tool")
PASSAGE_CHARS = 700  # ~160 word pieces of English: well inside MiniLM's 256
_SPLIT = re.compile(r"(?<=\n\n)|(?<=\n)(?=[-*#\d])|(?<=[.!?])\s+(?=\S)")


def indexable(m: Message) -> bool:
    """Whether ``m`` is indexed: a user/assistant/tool message with some text."""
    return m.role in INDEXED_ROLES and bool(m.text.strip())


def texts_of(m: Message) -> list[str]:
    """What ``m`` is embedded as: the text of each of its passages (none if not indexed)."""
    return [m.text[a:b] for a, b in passages(m.text)] if indexable(m) else []


def digest(m: Message) -> str:
    """A short hash of what a message says (a changed history invalidates its vectors)."""
    return hashlib.sha1(f"{m.role}\0{m.text}".encode()).hexdigest()[:16]


def tag(value: str) -> str:
    """What the vector store keeps of an id or a name: a digest, never the text, so that a
    conversation's vectors, once deleted, leave nothing a byte search of the vector store's
    files (or its own write-ahead log) could find (hard deletion)."""
    return "h" + hashlib.sha256(value.encode()).hexdigest()[:32]


def record_id(cid: str, seq: int, part: int) -> str:
    """The vector store id of passage ``part`` of message ``seq`` of conversation ``cid``."""
    return f"{hashlib.sha1(cid.encode()).hexdigest()[:24]}:{seq}:{part}"


def passages(text: str, limit: int = PASSAGE_CHARS) -> list[tuple[int, int]]:
    """``(start, end)`` character spans covering ``text``: the whole text when it is at most
    ``limit`` characters, else pieces cut at paragraph, list-item and sentence ends (a single
    longer sentence is cut at the limit)."""
    if len(text) <= limit:
        return [(0, len(text))]
    cuts = sorted({0, len(text), *(m.start() for m in _SPLIT.finditer(text))})
    out: list[tuple[int, int]] = []
    start = 0
    for prev, cut in itertools.pairwise(cuts):
        if cut - start > limit and prev > start:
            out.append((start, prev))
            start = prev
        while cut - start > limit:
            out.append((start, start + limit))
            start += limit
    if start < len(text):
        out.append((start, len(text)))
    return out


@dataclass(frozen=True)
class Passage:
    """One indexed passage: the message it belongs to and its character span."""

    seq: int
    part: int
    start: int
    end: int


class ConversationIndex:
    """The in-memory retrieval state of one conversation (see the module docstring).

    Attributes:
        indexed: messages with ``seq < indexed`` are indexed.
        seqs: the indexed messages with text, ascending; ``position`` maps a seq into it.
        lexical: BM25 over the messages.
        speaker / day / asks: per seq, who speaks, the day it is dated, whether it asks.
        tokens: the indexed messages' tokens (for the typical line cost).
        line_costs: (encoding, seq) -> tokens of the message's line in the retrieved block.
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.loaded = False
        self.indexed = 0
        self.seqs: list[int] = []
        self.position: dict[int, int] = {}
        self.lexical = LexicalIndex()
        self.speaker: dict[int, str] = {}
        self.speakers: set[str] = set()
        self.turns_of: Counter[str] = Counter()  # speaker -> the turns they label
        self.day: dict[int, int] = {}
        self.asks: set[int] = set()
        self.tokens = 0
        self.line_costs: dict[tuple[str, int], int] = {}
        self.passages: list[Passage] = []
        self._first: dict[int, int] = {}  # seq -> index of its first passage
        self._owner: list[int] = []  # passage -> position of its message in ``seqs``
        self._matrix = np.zeros((0, 0), dtype=np.float32)
        self._speaker_ids: dict[str, int] = {}
        self._cached: Columns | None = None

    def __len__(self) -> int:
        return len(self.seqs)

    def add(self, m: Message, spans: Sequence[tuple[int, int]], vectors: Sequence[Sequence[float]],
            line_cost: tuple[str, int] | None = None) -> None:
        """Add message ``m`` (with a seq) and the vectors of its passages ``spans``."""
        assert m.seq is not None
        seq = m.seq
        self.position[seq] = len(self.seqs)
        self.seqs.append(seq)
        self.lexical.add(seq, m.text)
        self.tokens += m.tokens or 0
        if (speaker := speaker_of(m)) is not None:
            self.speaker[seq] = speaker
            self.speakers.add(speaker)
            self.turns_of[speaker] += 1
        if (day := day_of(m.time)) is not None:
            self.day[seq] = day
        if "?" in m.text[-80:]:
            self.asks.add(seq)
        if line_cost is not None:
            self.line_costs[(line_cost[0], seq)] = line_cost[1]
        rows = np.asarray(vectors, dtype=np.float32)
        if self._matrix.shape[0] < len(self.passages) + len(rows):
            grown = np.zeros((max(64, 2 * (len(self.passages) + len(rows))), rows.shape[1]),
                             dtype=np.float32)
            if self.passages:
                grown[:len(self.passages)] = self._matrix[:len(self.passages)]
            self._matrix = grown
        self._first[seq] = len(self.passages)
        for part, ((start, end), row) in enumerate(zip(spans, rows, strict=True)):
            self._matrix[len(self.passages)] = row
            self.passages.append(Passage(seq, part, start, end))
            self._owner.append(self.position[seq])

    def columns(self) -> Columns:
        """The index as numpy columns (cached until it grows: it only ever appends)."""
        if self._cached is None or self._cached.seqs.size != len(self.seqs):
            for name in sorted(self.speakers - self._speaker_ids.keys()):
                self._speaker_ids[name] = len(self._speaker_ids)
            self._cached = Columns(
                seqs=np.asarray(self.seqs, dtype=np.int64),
                owner=np.asarray(self._owner, dtype=np.int64),
                speaker=np.asarray([self._speaker_ids.get(self.speaker.get(s, ""), -1)
                                    for s in self.seqs], dtype=np.int64),
                day=np.asarray([self.day.get(s, np.nan) for s in self.seqs], dtype=np.float64),
                asks=np.asarray([s in self.asks for s in self.seqs], dtype=bool),
                speaker_ids=dict(self._speaker_ids))
        return self._cached

    def parts(self, seq: int, query: np.ndarray) -> list[tuple[Passage, float]]:
        """The passages of message ``seq`` with their cosine similarity to ``query``."""
        first = self._first.get(seq)
        if first is None:
            return []
        last = first
        while last < len(self.passages) and self.passages[last].seq == seq:
            last += 1
        sims = self._matrix[first:last] @ query.astype(np.float32)
        return list(zip(self.passages[first:last], sims.tolist(), strict=True))

    def visible(self, stop: int | None) -> int:
        """How many of ``seqs`` are below ``stop`` (all when ``None``)."""
        if stop is None:
            return len(self.seqs)
        return int(np.searchsorted(self.columns().seqs, stop))

    def dense(self, query: np.ndarray, count: int) -> np.ndarray:
        """For the first ``count`` messages of ``seqs``: the best cosine similarity of one of
        their passages to ``query``."""
        if count == 0:
            return np.zeros(0)
        owner = self.columns().owner
        n = int(np.searchsorted(owner, count))  # passages are in message order
        sims = self._matrix[:n] @ query.astype(np.float32)
        if n == count:  # one passage per message: nothing to reduce
            return sims.astype(np.float64)
        best = np.full(count, -np.inf)
        np.maximum.at(best, owner[:n], sims)
        return best.astype(np.float64)


@dataclass(frozen=True)
class Columns:
    """A :class:`ConversationIndex` as numpy columns, one row per indexed message (``owner``:
    one row per passage, the message's row). ``speaker`` holds ids of ``speaker_ids`` (-1:
    none), ``day`` ordinals (NaN: undated), ``asks`` whether the message asks a question."""

    seqs: np.ndarray
    owner: np.ndarray
    speaker: np.ndarray
    day: np.ndarray
    asks: np.ndarray
    speaker_ids: dict[str, int]


def load(index: ConversationIndex, history: HistoryView, vectors: VectorStore, space: str,
         counter: TokenCounter, display: Callable[[Message], Message]) -> None:
    """Rebuild ``index`` from the vector store and the history (first use in this process):
    what is already embedded is not embedded again. Vectors that describe another history (a
    store that was reset) are deleted, and everything is indexed anew."""
    where = {"conversation_id": tag(history.conversation_id)}
    found: dict[int, dict[int, VectorRecord]] = {}
    for r in vectors.scan(space, where):
        found.setdefault(int(r.metadata.get("seq", -1)), {})[int(r.metadata.get("part", 0))] = r
    if not found:
        index.loaded = True
        return
    messages = history.range(0, len(history))
    digests = {m.seq: digest(m) for m in messages if indexable(m)}
    if any(r.metadata.get("digest") != digests.get(seq)
           for seq, parts in found.items() for r in parts.values()):
        vectors.delete(space, where)
        index.loaded = True
        return
    good: list[tuple[Message, list[tuple[int, int]]]] = []
    indexed = 0
    for m in messages:
        if m.seq is None:
            break
        if indexable(m):
            spans = passages(m.text)
            if len(found.get(m.seq, {})) != len(spans):
                break  # indexing stopped here last time: catch_up goes on from this message
            good.append((m, spans))
        indexed = m.seq + 1
    costs = _line_costs(counter, display, [m for m, _ in good])
    for (m, spans), cost in zip(good, costs, strict=True):
        parts = found[m.seq or 0]
        index.add(m, spans, [parts[p].vector for p in range(len(spans))], cost)
    index.indexed = indexed
    index.loaded = True


def _line_costs(counter: TokenCounter, display: Callable[[Message], Message],
                messages: Sequence[Message]) -> list[tuple[str, int]]:
    """What each message's line in the retrieved block costs (exact tokens)."""
    header = counter.count_message(render_retrieved([]))
    return [(counter.encoding_name, counter.count_message(render_retrieved([display(m)])) - header)
            for m in messages]


def catch_up(index: ConversationIndex, history: HistoryView, stop: int, *, embedder: Embedder,
             vectors: VectorStore, space: str, user: str | None,
             display: Callable[[Message], Message]) -> None:
    """Index the messages with ``index.indexed <= seq < stop``: one ``embed`` call for all
    their passages, one ``upsert``; the index moves on only once both are done."""
    cid = history.conversation_id
    new = [m for m in history.range(index.indexed, stop) if indexable(m) and m.seq is not None]
    spans = [passages(m.text) for m in new]
    texts = [t for m in new for t in texts_of(m)]
    embedded = embedder.embed(texts) if texts else []
    records, rows = [], iter(embedded)
    grouped: list[list[list[float]]] = []
    for m, parts in zip(new, spans, strict=True):
        mine = [next(rows) for _ in parts]
        grouped.append(mine)
        meta = _meta(m, cid, user)
        records += [VectorRecord(record_id(cid, m.seq or 0, p), v, {**meta, "part": p})
                    for p, v in enumerate(mine)]
    vectors.upsert(space, records)
    costs = _line_costs(history.counter, display, new)
    for m, parts, done, cost in zip(new, spans, grouped, costs, strict=True):
        index.add(m, parts, done, cost)
    index.indexed = stop


def _meta(m: Message, cid: str, user: str | None) -> dict[str, str | int]:
    meta: dict[str, str | int] = {"conversation_id": tag(cid), "seq": m.seq or 0,
                                  "role": m.role, "digest": digest(m)}
    if user is not None:
        meta["user_id"] = tag(user)
    if (speaker := speaker_of(m)) is not None:
        meta["speaker"] = tag(speaker)
    if (day := day_of(m.time)) is not None:
        meta["day"] = day
    return meta


def shown(m: Message, compact_times: bool) -> Message:
    """How a message looks in the retrieved block: its time as a compact date."""
    return replace(m, time=compact_time(m.time)) if compact_times else m
