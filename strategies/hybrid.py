"""Hybrid (the default): pinned facts, a summary of the old part, retrieved old turns, and the
recent turns verbatim — composed from the summary and retrieval strategies under one budget.

Budget shares (of the budget left after instructions, facts and the new message):

* **summary** — at most ``summary_share`` (default 15%), cut middle-out when longer; it is used
  only when it stands for turns the window cannot show, and a share it leaves unused flows on;
* **recent turns** — ``recent_share`` (default 25%) of what is left, the newest whole turns;
* **retrieved turns** — the rest, the older turns most relevant to the new message (dense +
  lexical, see :mod:`convmem.strategies.rag`); whatever retrieval cannot use flows back to the
  recent window, so the budget is filled either way.

The pinned facts have their own cap before any of this (``Memory(fact_tokens=...)``).

Order in the prompt: ``[instructions][facts][summary][recent turns][retrieved block][new]``.
Models attend best to the start and the end of a long prompt and miss what sits in the middle
("lost in the middle", Liu et al. 2023), so the two parts that carry the answer sit at the
edges: the facts right after the instructions, the evidence retrieved for *this* question right
before it. The order also suits provider prompt caches: the stable parts (instructions, facts,
summary, the append-only recent turns) come first and the part that changes with every question
comes last, so consecutive requests share the longest possible prefix.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from convmem.errors import ConfigError
from convmem.messages import Message
from convmem.render import render_summary
from convmem.stores.view import HistoryView
from convmem.strategies.base import Selection, SelectionRequest
from convmem.strategies.rag import Retrieval
from convmem.strategies.summary import Summarizing

__all__ = ["Hybrid"]

LAYOUT = ("facts", "summary", "recent", "retrieved")
_MIN_SUMMARY = 32  # tokens; a summary cut shorter than this says nothing useful


class Hybrid:
    """Facts + summary + retrieval + recent window, sharing one budget.

    Args:
        retrieval: the retrieval strategy (its ``recent_share`` sets the recent window's share).
        summarizing: the summary strategy whose stored summaries are used; its maintainer keeps
            them fresh from ``after_add``. Default: the offline extractive summarizer, without
            re-appending facts (the hybrid pins them anyway).
        summary_share: the most of the budget the summary may take (0 <= s < 1).

    Raises:
        ConfigError: an impossible share.
    """

    name = "hybrid"
    pins_facts = True

    def __init__(self, retrieval: Retrieval, summarizing: Summarizing | None = None, *,
                 summary_share: float = 0.15) -> None:
        if not 0.0 <= summary_share < 1.0:
            raise ConfigError(f"summary_share={summary_share!r}: use a fraction in [0, 1), e.g. "
                              "0.15 lets the summary take at most 15% of the budget.")
        self.retrieval = retrieval
        self.summarizing = summarizing or Summarizing(check_facts=False)
        self.summary_share = summary_share

    def select(self, request: SelectionRequest) -> Selection:
        """Summary (when it adds something), recent turns and retrieved turns in the budget."""
        history, budget = request.history, request.budget
        summary = self.summarizing.maintainer.summary_at(history.store, request.conversation_id,
                                                         len(history))
        note: dict[str, Any] = {"summary": "none yet"}
        text, cost = None, 0
        if summary is not None:
            covers = (summary.start_seq, summary.end_seq)
            window = history.recent_turns(budget)
            first = window[0].seq if window and window[0].seq is not None else len(history)
            share = int(self.summary_share * budget)
            text, note = summary.text, {"summary": "used"}
            if first <= summary.start_seq:
                text, note = None, {"summary": "not needed: the window reaches back past it"}
            elif request.counter.count_message(render_summary(text, covers)) > share:
                # Cut to its share middle-out: the oldest and the newest points survive.
                room = share - request.counter.count_message(render_summary("", covers))
                if room < _MIN_SUMMARY:
                    text, note = None, {"summary": f"no room: {share} tokens is its share"}
                else:
                    text = request.counter.truncate_middle(text, room, " […] ")
                    note = {"summary": "shortened to its share"}
            if text is not None:
                cost = request.counter.count_message(render_summary(text, covers))
                note["summary_tokens"] = cost
        selection = self.retrieval.select(replace(request, budget=budget - cost))
        if text is not None and summary is not None:
            selection.summary = text
            selection.summary_range = (summary.start_seq, summary.end_seq)
        selection.notes["hybrid"] = note
        selection.layout = LAYOUT
        return selection

    @property
    def embedder(self) -> Any:
        """The retrieval's sentence embedder (the fact detector shares it)."""
        return self.retrieval.embedder

    def forget(self, conversation_ids: Sequence[str]) -> None:
        """Remove the conversations' vectors and lexical postings (see ``Retrieval.forget``)."""
        self.retrieval.forget(conversation_ids)

    def after_add(self, history: HistoryView, added: Sequence[Message]) -> None:
        """Index the new messages and refresh the summary (both off the request path)."""
        self.retrieval.after_add(history, added)
        self.summarizing.after_add(history, added)

    def flush(self) -> None:
        """Wait for background indexing and summarizing."""
        self.retrieval.flush()
        self.summarizing.flush()

    def close(self) -> None:
        """Stop background work and release the vector store."""
        self.summarizing.close()
        self.retrieval.close()
