"""Records the stores keep beside the messages: facts, summaries and usage."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

__all__ = ["CATEGORY_PRIORITY", "Fact", "Summary", "Usage", "utcnow"]

# The fact categories, most critical first: a fact that can hurt the user when it is missing
# (an allergy, a medication, a condition, a pregnancy) outranks one that only makes an answer
# less fitting. Pinning under a tight cap weighs this order with relevance to the new message.
CATEGORY_PRIORITY = ("allergy", "medication", "medical", "pregnancy", "accessibility", "diet",
                     "aversion", "constraint", "name", "address", "family", "pet", "schedule",
                     "home", "work", "budget", "note")


def utcnow() -> datetime:
    """The current time, timezone-aware UTC (what every record stores)."""
    return datetime.now(timezone.utc)


@dataclass(frozen=True, slots=True)
class Fact:
    """One entry of the fact ledger.

    A fact is current while ``valid_to`` is ``None``. A newer statement about the same ``key``
    closes the old entry (``valid_to`` set, ``superseded_by`` pointing at the new one) and never
    deletes it, so the ledger is the history of what the user said about themselves.

    Attributes:
        key: the slot this fact fills; a newer fact with the same key supersedes it
            (e.g. ``"home"``, ``"diet"``, ``"allergy:peanut"``, ``"name:dog"``).
        category: one of :data:`CATEGORY_PRIORITY`.
        value: the fact in a few words (``"peanuts"``, ``"Montreal"``).
        text: the user's own words it was taken from (rendered quoted, never as instructions).
        negated: the statement ended the fact ("I'm not vegetarian anymore").
        source_seq / source_id: the message it came from (sequence number and caller's id).
        origin: who found it: ``"rules"``, ``"meaning"`` (the embedding detector), ``"llm"``
            (a model extractor), ``"user"`` (asserted or edited through the API), or
            ``"guess"`` (the detector scored it under its threshold: pinned only in requests
            it is relevant to, see :data:`convmem.facts.meaning.GUESS`).
        author: for ``origin="user"``, who asserted or edited it (``"user"``, ``"admin"`` …).
        pinned: always pinned first, whatever the cap's ranking (a fact the user asserted).
        retracted_by: who retracted it; a retracted fact is closed (``valid_to`` set) and no
            newer fact replaces it.
        confidence: for a fact the meaning detector filed (``origin`` ``"meaning"`` or
            ``"guess"``), its score (:meth:`convmem.facts.meaning.MeaningDetector.classify`:
            0.7 is its threshold, 0.5 a guess's floor, up to 3); ``None`` for the others, for
            a fact written before 2026-12-05, and for a near miss the detector scored under its
            threshold that was filed as an update of a current fact it reads like (that, not its
            score, is why it was filed: :mod:`convmem.facts.updating`; the hybrid, which holds
            back facts of a low confidence where they are not relevant, lost 2-4 of the 377
            planted facts of the twenty-second blind set per window when they had one).
    """

    conversation_id: str
    key: str
    category: str
    value: str
    text: str
    source_seq: int | None = None
    source_id: str | None = None
    negated: bool = False
    valid_from: datetime = field(default_factory=utcnow)
    valid_to: datetime | None = None
    superseded_by: int | None = None
    origin: str = "rules"
    author: str | None = None
    pinned: bool = False
    retracted_by: str | None = None
    confidence: float | None = None
    id: int | None = None

    @property
    def current(self) -> bool:
        """Whether the fact still holds (nothing newer replaced it)."""
        return self.valid_to is None


@dataclass(frozen=True, slots=True)
class Summary:
    """A summary of the messages with ``start_seq <= seq < end_seq`` of one conversation."""

    conversation_id: str
    text: str
    start_seq: int
    end_seq: int
    tokens: int
    summarizer: str = ""
    created_at: datetime = field(default_factory=utcnow)
    id: int | None = None


@dataclass(frozen=True, slots=True)
class Usage:
    """What one model call cost and how long it took.

    ``kind`` is ``"chat"`` for a reply, ``"summary"`` or ``"extract"`` for calls convmem made on
    its own behalf. ``counted_tokens`` is our own count of the prompt, kept beside the
    provider's ``prompt_tokens`` so calibration can be audited.
    """

    conversation_id: str
    kind: str
    model: str
    seq: int | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    cached_tokens: int | None = None
    counted_tokens: int | None = None
    latency_ms: float | None = None
    ttft_ms: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    created_at: datetime = field(default_factory=utcnow)
