"""Summarization: old turns replaced by a running summary, recent turns kept verbatim.

``select`` reads the newest summary with one index query and sends its text for
``[start_seq, end_seq)`` plus the newest whole turns that fit the rest of the budget. When the
budget reaches back past ``end_seq``, those older turns are sent verbatim too (the summary also
covers them, ``notes["also_verbatim"]``): a verbatim turn beats its summarized sentence, and the
window would otherwise go unused (on LoCoMo this fill doubled evidence reach at 2,000 tokens).
It never summarizes: the :class:`~convmem.strategies.summarizers.SummaryMaintainer` does that from
``after_add``, once the verbatim tail outgrows its trigger, so a request never waits for a model.

Fall-backs: with no summary yet, or when the whole history fits verbatim anyway, the strategy
behaves like the sliding window. When the turns between the summary's end and now do not all fit,
the oldest of them are neither summarized nor sent; the report's ``notes["unsummarized_gap"]``
says which (``trigger_tokens`` bounds that tail, so the gap stays empty unless the budget is
smaller than the trigger).

Defaults follow the window: :func:`summary_defaults` scales the trigger, the verbatim tail kept
after a summary and the summary's cap to the prompt limit (``Memory`` passes it through
:func:`convmem.strategies.create`, or to a strategy object built without one,
:meth:`Summarizing.adopt_limit`), so a 300-token window summarizes after ~120 tokens instead
of waiting for 1,536 it can never hold. From a limit of 3,072 tokens up they are the fixed
values 1,536 / 512 / 384 that a ``Summarizing()`` built without a limit uses.

Replays (``Memory.build(upto=N)``) use the newest summary ending at or before ``N``; see
:meth:`~convmem.strategies.maintainer.SummaryMaintainer.summary_at` for where it is looked up.
"""

from __future__ import annotations

from collections.abc import Sequence

from convmem.messages import Message, turn_groups
from convmem.render import render_summary
from convmem.stores.view import HistoryView
from convmem.strategies.base import Selection, SelectionRequest
from convmem.strategies.maintainer import SummaryMaintainer
from convmem.strategies.summarizers import ExtractiveSummarizer, Summarizer

__all__ = ["Summarizing", "summary_defaults"]

_INSTRUCTION_ROLES = ("system", "developer")


def summary_defaults(limit: int | None) -> dict[str, int]:
    """The summary's thresholds for a prompt limit of ``limit`` tokens.

    Args:
        limit: the prompt tokens the strategy serves (``window - reserve_output``), or ``None``
            for the fixed defaults.

    Returns:
        ``trigger_tokens`` (half the limit, at most 1,536), ``keep_tokens`` (a third of the
        trigger, at most 512) and ``max_summary_tokens`` (an eighth of the limit, 32 to 384).
    """
    if limit is None:
        return {"trigger_tokens": 1536, "keep_tokens": 512, "max_summary_tokens": 384}
    trigger = min(1536, max(64, limit // 2))
    return {"trigger_tokens": trigger, "keep_tokens": min(512, trigger // 3),
            "max_summary_tokens": min(384, max(32, limit // 8))}


class Summarizing:
    """A running summary of the old turns, then the newest turns verbatim.

    Args:
        summarizer: writes the summaries; default the offline
            :class:`~convmem.strategies.summarizers.ExtractiveSummarizer` capped at
            ``max_summary_tokens``. Pass an :class:`~convmem.strategies.summarizers.LLMSummarizer`
            (with ``background=True``) for abstractive summaries.
        limit: the prompt limit served (``window - reserve_output``); the three thresholds below
            default to :func:`summary_defaults` of it.
        max_summary_tokens: the default summarizer's cap.
        trigger_tokens: summarize once the unsummarized tail exceeds this many tokens; keep it
            below the budget minus ``max_summary_tokens`` so the tail always fits.
        keep_tokens: tokens of newest turns left verbatim after each summary.
        max_input_tokens: turns read by one summarizer call.
        background: summarize on a worker thread (call :meth:`flush` / :meth:`close`).
        check_facts: re-append facts a summary lost.

    Raises:
        ConfigError: impossible thresholds.
    """

    name = "summary"
    pins_facts = False
    reads_facts = False  # select() never looks at request.facts

    def __init__(self, summarizer: Summarizer | None = None, *, limit: int | None = None,
                 max_summary_tokens: int | None = None, trigger_tokens: int | None = None,
                 keep_tokens: int | None = None, max_input_tokens: int = 4096,
                 background: bool = False, check_facts: bool = True) -> None:
        defaults = summary_defaults(limit)
        self.limit = limit
        default_cap = summarizer is None and max_summary_tokens is None
        self._given = (trigger_tokens, keep_tokens, default_cap)
        self.summarizer = summarizer or ExtractiveSummarizer(
            max_tokens=defaults["max_summary_tokens"] if max_summary_tokens is None
            else max_summary_tokens)
        self.maintainer = SummaryMaintainer(
            self.summarizer,
            trigger_tokens=defaults["trigger_tokens"] if trigger_tokens is None else trigger_tokens,
            keep_tokens=defaults["keep_tokens"] if keep_tokens is None else keep_tokens,
            max_input_tokens=max_input_tokens, background=background, check_facts=check_facts)

    def adopt_limit(self, limit: int) -> None:
        """Scale the thresholds not given to the prompt limit of the ``Memory`` this serves,
        when built without a limit (``Memory`` calls it): ``Summarizing(LLMSummarizer(backend))``
        in a 600-token window once waited for a tail of 1,536 tokens it could never hold, so it
        never summarized and dropped the old turns. A strategy built with a limit keeps it."""
        if self.limit is not None:
            return
        self.limit = limit
        defaults = summary_defaults(limit)
        trigger, keep, default_cap = self._given
        maintainer = self.maintainer
        if trigger is None:  # above a keep_tokens given (kept verbatim after each summary)
            maintainer.trigger_tokens = max(defaults["trigger_tokens"], (keep or 0) + 1)
        if keep is None:
            maintainer.keep_tokens = min(defaults["keep_tokens"], maintainer.trigger_tokens // 3)
        if default_cap and isinstance(self.summarizer, ExtractiveSummarizer):
            self.summarizer.max_tokens = defaults["max_summary_tokens"]

    def select(self, request: SelectionRequest) -> Selection:
        """The summary (if any) and the newest whole turns within ``request.budget``."""
        history = request.history
        count = len(history)
        summary = self.maintainer.summary_at(history)
        turns, everything = _newest_turns(history, request.budget)
        if summary is None or everything:
            why = "no summary yet" if summary is None else "whole history fits verbatim"
            return Selection(recent=turns, notes={"summary": why})
        covers = (summary.start_seq, summary.end_seq)
        room = request.budget - request.counter.count_message(render_summary(summary.text, covers))
        # The newest turns fill what the summary leaves, even those it also covers: a verbatim
        # turn beats its summarized sentence, and the budget would otherwise go unused.
        groups = turn_groups(turns)
        used = sum(m.tokens or 0 for m in turns)
        while len(groups) > 1 and used > room:
            used -= sum(m.tokens or 0 for m in groups.pop(0))
        # With no room at all the newest turn still goes: the guard shortens the summary before
        # it drops the last exchange.
        tail = [m for g in groups for m in g]
        notes: dict[str, object] = {"summary": "used", "summary_end": summary.end_seq,
                                    "summary_tokens": summary.tokens,
                                    "summarizer": summary.summarizer,
                                    "unsummarized_messages": count - summary.end_seq}
        first = tail[0].seq if tail and tail[0].seq is not None else count
        if first > summary.end_seq:
            notes["unsummarized_gap"] = [summary.end_seq, first]
        elif first < summary.end_seq:
            notes["also_verbatim"] = [first, summary.end_seq]
        return Selection(recent=tail, summary=summary.text, summary_range=covers, notes=notes)

    def after_add(self, history: HistoryView, added: Sequence[Message]) -> None:
        """Refresh the summary when the verbatim tail outgrew the trigger (never raises for a
        summarizer failure)."""
        self.maintainer.after_add(history)

    def flush(self) -> None:
        """Wait for queued background summaries."""
        self.maintainer.flush()

    def close(self) -> None:
        """Finish queued summaries and stop the worker thread."""
        self.maintainer.close()


def _newest_turns(history: HistoryView, max_tokens: int) -> tuple[list[Message], bool]:
    """The newest whole turns within ``max_tokens``, oldest first (the newest turn even when it
    alone is larger), and whether they are the whole history. Reads back only as far as the
    budget reaches."""
    picked: list[Message] = []
    pending: list[Message] = []
    used = 0
    for msg in history.newest_first():
        if msg.role in _INSTRUCTION_ROLES:
            continue
        pending.insert(0, msg)
        if msg.role != "user":
            continue
        cost = sum(m.tokens or 0 for m in pending)
        if picked and used + cost > max_tokens:
            return picked, False
        picked[:0] = pending
        used += cost
        pending = []
        if used > max_tokens:
            return picked, False
    # Messages before the first user message form no valid turn: they are left out.
    return picked, not pending
