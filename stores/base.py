"""The store protocols: :class:`Store` (history, facts, summaries, usage) and
:class:`VectorStore` (embeddings in named spaces), each with one conformance suite.

A store keeps, per conversation, the messages in order (a per-conversation sequence number,
unique, assigned on append), the fact ledger, the persisted summaries and the usage records.
Reads are index queries by (conversation, sequence): building a context touches the newest
messages and the few old ones a strategy asks for, never the whole history, so a turn's cost does
not grow with the conversation's length.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol, runtime_checkable

from convmem.messages import Message
from convmem.records import Fact, Summary, Usage

__all__ = ["Between", "Scalar", "Store", "VectorRecord", "VectorStore", "Where"]


@runtime_checkable
class Store(Protocol):
    """Durable history of conversations. Implementations: ``SQLStore``, ``InMemoryStore``."""

    def append(
        self, conversation_id: str, messages: Sequence[Message], *, user_id: str | None = None,
        supersede: Sequence[int] = (), usage: Sequence[Usage] = (), release: str | None = None,
        expect: int | None = None,
    ) -> list[Message]:
        """Append messages (with ``tokens``/``encoding`` set) in one transaction.

        Args:
            conversation_id: the conversation (created on its first message).
            messages: the messages, in order.
            user_id: the conversation's owner, recorded on its first append.
            supersede: seqs of stored messages the first appended message replaces (a partial
                or regenerated reply, an edited turn); they stay stored, marked
                ``meta["convmem"]["superseded_by"]``, and contexts leave them out.
            usage: usage records written in the same transaction; one whose ``seq`` is
                ``None`` gets the seq of the last appended message (the reply it describes).
            release: an owner whose turn lease of the conversation is given up in the same
                transaction (see :meth:`release_turn`): a turn's reply stored and the next turn
                let in at once. Kept when the append fails.
            expect: the number of messages the conversation must hold for the append to go
                ahead (checked under the write lock): a turn's reply expects what its turn
                left, so it never lands after a message another turn appended meanwhile.

        Returns:
            The stored messages with their ``seq`` assigned (consecutive, starting at count()).

        Raises:
            DuplicateError: a message id already exists in the conversation (or twice in
                ``messages``); nothing was stored.
            ConflictError: the conversation does not hold ``expect`` messages; nothing was
                stored.
            OwnerError: the conversation belongs to another user than ``user_id``; nothing
                was stored.
            StoreError: the write failed; nothing of this call was stored.
        """
        ...

    def count(self, conversation_id: str) -> int:
        """How many messages the conversation holds (0 for an unknown conversation)."""
        ...

    def token_count(self, conversation_id: str) -> int:
        """The tokens of its stored messages, summed: what re-sending the whole history would
        cost (0 for an unknown conversation). A lookup, not a scan."""
        ...

    def tail(self, conversation_id: str, limit: int, before: int | None = None) -> list[Message]:
        """Up to ``limit`` newest messages with ``seq < before`` (all when ``None``), oldest
        first."""
        ...

    def range(self, conversation_id: str, start: int, stop: int) -> list[Message]:
        """Messages with ``start <= seq < stop``, oldest first."""
        ...

    def get(self, conversation_id: str, seqs: Iterable[int]) -> list[Message]:
        """The messages with these sequence numbers (missing ones skipped), oldest first."""
        ...

    def find(self, conversation_id: str, message_id: str) -> Message | None:
        """The message with the caller's ``id``, if any."""
        ...

    def keyed(self, conversation_id: str, key: str) -> Message | None:
        """The newest message stored with this Idempotency-Key (``meta["convmem"]
        ["idempotency_key"]``), if any: a lookup, not a scan."""
        ...

    def instructions(self, conversation_id: str, *, before: int | None = None,
                     limit: int | None = None) -> list[Message]:
        """The conversation's system and developer messages with ``seq < before`` (all when
        ``None``): the ``limit`` newest (all when ``None``), oldest first."""
        ...

    def conversations(self, user_id: str | None = None) -> list[str]:
        """Conversation ids, all or those of one user."""
        ...

    def user_of(self, conversation_id: str) -> str | None:
        """The user a conversation belongs to, if it was recorded."""
        ...

    def add_fact(self, fact: Fact) -> Fact:
        """Store a new fact; returns it with ``id`` set."""
        ...

    def close_fact(
        self, fact_id: int, valid_to: datetime, superseded_by: int | None = None, *,
        retracted_by: str | None = None,
    ) -> None:
        """Mark a fact as no longer current (never deletes it): superseded by a newer fact, or
        retracted (``retracted_by`` names who did it; nothing replaces it).

        Raises:
            StoreError: no fact has this id.
        """
        ...

    def facts(self, conversation_id: str, *, current_only: bool = True) -> list[Fact]:
        """The conversation's facts, oldest first; only the current ones by default."""
        ...

    def save_summary(self, summary: Summary) -> Summary:
        """Store a summary; returns it with ``id`` set."""
        ...

    def latest_summary(self, conversation_id: str, upto: int | None = None) -> Summary | None:
        """The newest summary of the conversation (largest ``end_seq``, the last saved among
        equals), if any; with ``upto``, the newest whose ``end_seq <= upto`` (for replays)."""
        ...

    def drop_summaries(self, conversation_id: str, after: int) -> int:
        """Delete every summary of the conversation that ends after seq ``after`` (``end_seq >
        after``: it tells that message or a later one, or is written on one that does). An
        edit's append is followed by this call: those summaries tell turns the user took back,
        and the summarizer writes them again from the turns that stand. Summaries are derived;
        no message is touched.

        Returns:
            How many were deleted.
        """
        ...

    def record_usage(self, usage: Usage) -> None:
        """Store one usage record."""
        ...

    def usage(self, conversation_id: str) -> list[Usage]:
        """The conversation's usage records, oldest first."""
        ...

    def claim_turn(self, conversation_id: str, owner: str, ttl: float, *,
                   renew: bool = False) -> bool:
        """Take the conversation's turn lease for ``owner`` for ``ttl`` seconds, or renew it.

        One turn of a conversation runs at a time, across threads, processes and hosts on the
        same store: a turn holds the lease from before it reads the history until its reply is
        stored. A lease that was not renewed expires (its holder crashed).

        Args:
            renew: only extend a lease ``owner`` holds, never take a free one (a renewal that
                races the release must not bring the lease back and hold up the next turn).

        Returns:
            Whether ``owner`` holds the lease now (``False``: another owner's has not expired).
        """
        ...

    def release_turn(self, conversation_id: str, owner: str) -> None:
        """Give the lease up (nothing happens when ``owner`` does not hold it)."""
        ...

    def delete_conversation(self, conversation_id: str) -> bool:
        """Delete everything stored for the conversation — messages, facts, summaries, usage and
        the conversation itself — in one transaction (hard deletion: the erasure a user asks
        for; nothing else in the store is touched).

        Returns:
            Whether anything was stored for it (a fact pinned before any message counts).

        Raises:
            StoreError: the deletion failed; nothing was deleted.
        """
        ...

    def close(self) -> None:
        """Release connections."""
        ...


# -- vectors ---------------------------------------------------------------------------------
# A vector store keeps records (id, vector, scalar metadata) in named *spaces*; one space holds
# vectors of one kind from one embedding model, so vectors of different models never meet.
# Queries always carry a ``where`` filter, applied before ranking: retrieval scopes every query
# to a conversation (or one user's conversations).

Scalar = str | int | float | bool


@dataclass(frozen=True)
class Between:
    """A ``where`` condition: ``lo <= value <= hi`` (numbers)."""

    lo: int | float
    hi: int | float


# field -> value (equal), a list/tuple of values (any of), or Between (range).
Where = Mapping[str, "Scalar | Sequence[str] | Between"]


@dataclass(frozen=True)
class VectorRecord:
    """One stored vector.

    Attributes:
        id: unique within its space.
        vector: the embedding.
        metadata: scalar fields the ``where`` filters match (no ``None`` values).
        score: cosine similarity to the query, for query results; ``None`` otherwise.
    """

    id: str
    vector: Sequence[float]
    metadata: Mapping[str, Scalar] = field(default_factory=dict)
    score: float | None = None


@runtime_checkable
class VectorStore(Protocol):
    """Named spaces of vectors with metadata filters. Implementation: :class:`ChromaVectorStore`.

    Every method raises :class:`~convmem.errors.RetrievalError` when the backend fails.
    """

    def upsert(self, space: str, records: Sequence[VectorRecord]) -> None:
        """Insert or replace records by id."""
        ...

    def query(self, space: str, vector: Sequence[float], *, k: int,
              where: Where) -> list[VectorRecord]:
        """Up to ``k`` records matching ``where``, most similar first, with ``score`` set."""
        ...

    def get(self, space: str, ids: Sequence[str]) -> list[VectorRecord]:
        """The records with these ids (missing ones skipped)."""
        ...

    def scan(self, space: str, where: Where) -> list[VectorRecord]:
        """Every record matching ``where`` (used to rebuild in-memory statistics)."""
        ...

    def delete(self, space: str, where: Where) -> None:
        """Remove the records matching ``where``."""
        ...

    def close(self) -> None:
        """Release the client."""
        ...
