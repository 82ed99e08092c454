"""The history-store protocol every store implements, and its one conformance contract.

A store keeps, per conversation, the messages in order (a per-conversation sequence number,
unique, assigned on append), the fact ledger, the persisted summaries and the usage records.
Reads are index queries by (conversation, sequence): building a context touches the newest
messages and the few old ones a strategy asks for, never the whole history, so a turn's cost does
not grow with the conversation's length.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Protocol, runtime_checkable

from convmem.messages import Message
from convmem.records import Fact, Summary, Usage

__all__ = ["Store"]


@runtime_checkable
class Store(Protocol):
    """Durable history of conversations. Implementations: ``SQLStore``, ``InMemoryStore``."""

    def append(
        self, conversation_id: str, messages: Sequence[Message], *, user_id: str | None = None
    ) -> list[Message]:
        """Append messages (with ``tokens``/``encoding`` set) in one transaction.

        Returns:
            The stored messages with their ``seq`` assigned (consecutive, starting at count()).

        Raises:
            StoreError: the write failed; nothing of this call was stored.
        """
        ...

    def count(self, conversation_id: str) -> int:
        """How many messages the conversation holds (0 for an unknown conversation)."""
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

    def instructions(self, conversation_id: str) -> list[Message]:
        """The conversation's system and developer messages, oldest first."""
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
        self, fact_id: int, valid_to: datetime, superseded_by: int | None = None
    ) -> None:
        """Mark a fact as no longer current (never deletes it)."""
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

    def record_usage(self, usage: Usage) -> None:
        """Store one usage record."""
        ...

    def usage(self, conversation_id: str) -> list[Usage]:
        """The conversation's usage records, oldest first."""
        ...

    def close(self) -> None:
        """Release connections."""
        ...
