"""The ``Strategy`` protocol: one selection method, plus a hook for work off the request path.

A strategy decides *what* of the stored history goes into the next request; it never decides
whether the request fits. The budget guard in :mod:`convmem.core.budget` is the single enforcement
point: whatever a strategy returns is recounted, made API-valid and cut to the limit there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from convmem.messages import Message
from convmem.records import Fact
from convmem.stores.view import HistoryView
from convmem.tokens import TokenCounter

__all__ = ["Selection", "SelectionRequest", "Strategy"]


@dataclass(frozen=True)
class SelectionRequest:
    """What a strategy sees when it selects context for one request.

    Attributes:
        conversation_id: the conversation.
        history: a paged view of its stored messages (system/developer messages are pinned by
            the guard and need not be selected).
        query: the new message the context is built for.
        budget: tokens the strategy may fill with summary, retrieved and recent turns: the limit
            less the instructions, the pinned facts, the new message and the reply priming.
        counter: the exact token counter.
        facts: the conversation's current facts (pinned or not), e.g. to protect fact-bearing
            turns from pruning; empty for a strategy that says ``reads_facts = False`` and
            does not have them pinned.
        window: the configured context window of the memory building this request; a strategy
            that keeps per-conversation state across requests (a cache-friendly window's
            anchor) keys it by this, since one strategy object may serve memories of several
            windows. Not the request's limit: that moves with every calibration sample and with
            the client's ``max_tokens``, and an anchor keyed by it was lost (the prefix broken)
            whenever it moved.
        price_facts: the tokens the pinned-facts block would take with only the given facts
            (what ``budget`` already left out for all of ``facts``), or ``None`` when the facts
            are not pinned or sit where they must not change from one request to the next (a
            leading system message): only then may a strategy hold facts back
            (``Selection.facts_held``) and use the tokens they free.
        question: the new message's vectors for this build (text -> vector, each embedded
            once by the strategy's ``query_embedder``), shared with the fact ranking; a
            strategy that embeds its question asks here when given.
    """

    conversation_id: str
    history: HistoryView
    query: Message
    budget: int
    counter: TokenCounter
    facts: Sequence[Fact] = ()
    window: int | None = None
    price_facts: Callable[[Sequence[Fact]], int] | None = None
    question: Callable[[str], Sequence[float]] | None = None

    @property
    def user_id(self) -> str | None:
        """The conversation's user, when one was recorded (for user-scoped retrieval; asked
        of the store on first use, see :attr:`HistoryView.user_id`)."""
        return self.history.user_id


@dataclass
class Selection:
    """A strategy's answer, before the guard.

    Attributes:
        recent: verbatim messages, oldest first; sent as chat turns.
        summary: text standing for older messages, and the ``[start, stop)`` range it covers.
        retrieved: older messages shown in a delimited, quoted block, oldest first, each with a
            relevance score in ``scores`` (by seq) that the guard uses to cut the least relevant
            first.
        pruned: seq -> reason, for messages the strategy left out on purpose.
        notes: free-form report entries (warnings, fall-backs, timings).
        layout: the order of the blocks after the instructions; the guard keeps it.
        facts_held: key -> reason, for current facts the strategy chose not to pin in this
            request (only with ``SelectionRequest.price_facts``); the guard pins the others.
        anchor: where a cache-friendly window starts (a seq), for the turn engine to store
            with the message this context is built for (see
            :mod:`convmem.strategies.window`).
    """

    recent: list[Message] = field(default_factory=list)
    summary: str | None = None
    summary_range: tuple[int, int] | None = None
    retrieved: list[Message] = field(default_factory=list)
    scores: dict[int, float] = field(default_factory=dict)
    pruned: dict[int, str] = field(default_factory=dict)
    notes: dict[str, Any] = field(default_factory=dict)
    layout: tuple[str, ...] = ("facts", "summary", "retrieved", "recent")
    facts_held: dict[str, str] = field(default_factory=dict)
    anchor: int | None = None


@runtime_checkable
class Strategy(Protocol):
    """Selects the context of one request from a conversation's history.

    Attributes:
        name: short name used in reports ("window", "rag", ...).
        pins_facts: whether the fact ledger is pinned when ``Memory(facts=None)``.

    A strategy that retrieves older turns by relevance may say so with ``retrieves = True``
    (optional, read with ``getattr``): ``Memory`` then leaves the detector's guesses to it
    rather than pinning them (:meth:`~convmem.facts.pinning.FactPicker.held_guesses`). One
    whose ``select`` never reads ``request.facts`` may say ``reads_facts = False`` (optional,
    default ``True``): unless the facts are pinned, ``Memory`` then does not read the ledger
    for its builds (``request.facts`` is empty). The window, rag and summary strategies say so:
    a subclass of theirs whose ``select`` reads the facts sets it back to ``True``.
    """

    name: str
    pins_facts: bool

    def select(self, request: SelectionRequest) -> Selection:
        """Choose what goes into the next request. Must not write to the store."""
        ...

    def after_add(self, history: HistoryView, added: Sequence[Message]) -> None:
        """Called after messages were stored, off the request path (indexing, summarizing)."""
        ...
