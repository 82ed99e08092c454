"""Keeping a conversation's summary fresh: :class:`SummaryMaintainer` decides when the old part
has grown enough to be folded into the summary, runs a summarizer
(:mod:`convmem.strategies.summarizers`) on it (inline or on the strategy's worker), checks that
the pinned facts survive it, and persists the summary with the range of messages it covers.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time

from convmem.errors import ConfigError
from convmem.messages import Message, turn_groups
from convmem.records import Fact, Summary, Usage
from convmem.stores.base import Store
from convmem.stores.view import INSTRUCTION_ROLES, HistoryView
from convmem.strategies.jobs import JobQueue
from convmem.strategies.summarizers import Summarizer
from convmem.tokens import TokenCounter

__all__ = ["SummaryMaintainer", "fact_survives"]

log = logging.getLogger("convmem")


_NEGATION = re.compile(r"\b(?:not|no longer|don't|do not|stopped|quit|anymore|never)\b|不|没", re.I)


def fact_survives(fact: Fact, text: str) -> bool:
    """Whether ``text`` still carries ``fact``: its value, and a negation on the same line for a
    fact the user ended."""
    value = fact.value.casefold().strip()
    if not value:
        return True
    for line in text.casefold().splitlines():
        if value in line and (not fact.negated or _NEGATION.search(line)):
            return True
    return False


# -- the maintainer --------------------------------------------------------------------------



class SummaryMaintainer:
    """Keeps each conversation's summary fresh, off the request path.

    Args:
        summarizer: writes the summaries.
        trigger_tokens: summarize once the verbatim tail after the latest summary holds more
            tokens than this.
        keep_tokens: after summarizing, about this many tokens of the newest whole turns stay
            verbatim (the newest turn always does).
        max_input_tokens: turns fed to one summarizer call; a longer backlog takes several
            calls, each saved as it completes.
        background: refresh on a worker thread instead of inside ``add``.
        check_facts: append facts the summary lost (see the module docstring).
        retry_after: after a failure, wait for this many new messages before retrying.

    Raises:
        ConfigError: impossible thresholds.
    """

    def __init__(self, summarizer: Summarizer, *, trigger_tokens: int = 1536,
                 keep_tokens: int = 512, max_input_tokens: int = 4096, background: bool = False,
                 check_facts: bool = True, retry_after: int = 4) -> None:
        if not 0 <= keep_tokens < trigger_tokens:
            raise ConfigError(f"keep_tokens={keep_tokens}, trigger_tokens={trigger_tokens}: use "
                              "0 <= keep_tokens < trigger_tokens (e.g. 512 and 1536).")
        if max_input_tokens < 64:
            raise ConfigError(f"max_input_tokens={max_input_tokens}: use at least 64.")
        self.summarizer = summarizer
        self.trigger_tokens = trigger_tokens
        self.keep_tokens = keep_tokens
        self.max_input_tokens = max_input_tokens
        self.background = background
        self.check_facts = check_facts
        self.retry_after = retry_after
        # Striped: one conversation is refreshed by one thread at a time, with bounded memory.
        self._conv_locks = [threading.Lock() for _ in range(64)]
        self._failed_at: dict[str, int] = {}
        self._jobs = JobQueue("summaries", self.refresh)
        self.errors = 0

    # -- scheduling --------------------------------------------------------------------------

    def after_add(self, history: HistoryView) -> None:
        """Refresh the conversation's summary if its tail grew past the trigger (or queue it)."""
        if self.background:
            self._jobs.submit(history)
        else:
            self.refresh(history.store, history.conversation_id, history.counter)

    def flush(self) -> None:
        """Wait until every queued refresh is done (no-op in synchronous mode)."""
        self._jobs.flush()

    def close(self) -> None:
        """Finish queued work and stop the worker thread."""
        self._jobs.close()

    # -- the work ----------------------------------------------------------------------------

    def _conv_lock(self, conversation_id: str) -> threading.Lock:
        return self._conv_locks[hash(conversation_id) % len(self._conv_locks)]

    def refresh(self, store: Store, conversation_id: str, counter: TokenCounter) -> Summary | None:
        """Summarize the oldest turns of the tail if it exceeds ``trigger_tokens``.

        Never raises for a summarizer failure: it is logged and the old summary kept.

        Returns:
            The newest summary saved by this call, or ``None`` when nothing was due.
        """
        with self._conv_lock(conversation_id):
            history = HistoryView(store, conversation_id, counter)
            count = len(history)
            failed = self._failed_at.get(conversation_id)
            if failed is not None and count - failed < self.retry_after:
                return None
            previous = store.latest_summary(conversation_id)
            start = previous.end_seq if previous else 0
            backlog = [m for m in history.range(start, count) if m.role not in INSTRUCTION_ROLES]
            saved = None
            for cut in self._cuts(backlog, start):
                chunks = self._chunks([m for m in backlog if start <= (m.seq or 0) < cut])
                # A chunk ends where the next begins (the last at the cut), so every summary
                # ends on a user message and instructions in between count as covered.
                ends = [c[0].seq or 0 for c in chunks[1:]] + [cut]
                for chunk, end in zip(chunks, ends, strict=True):
                    try:
                        saved = self._summarize(store, conversation_id, counter, previous, chunk,
                                                end)
                    except Exception as exc:
                        self.errors += 1
                        self._failed_at[conversation_id] = count
                        log.warning("convmem: summarizing conversation %r failed (%s: %s); "
                                    "keeping the previous summary and retrying after %d more "
                                    "messages", conversation_id, type(exc).__name__, exc,
                                    self.retry_after)
                        return saved
                    if self._outdated(store, conversation_id, previous, chunk, saved):
                        return None
                    previous = saved
                start = cut
            self._failed_at.pop(conversation_id, None)
            return saved

    def _cuts(self, backlog: list[Message], start: int) -> list[int]:
        """The cut points a refresh after every single message would have made.

        Replaying the backlog message by message makes the summaries a function of the history
        alone: ``extend`` of 100 messages, 100 ``add`` calls and a background worker that fell
        behind all save the same summaries, and replays (``build(upto=)``) find one near any
        cut-off. A cut is the oldest user message such that the turns from it on hold at most
        ``keep_tokens`` (the newest turn always stays), taken once the tail exceeds the trigger.
        """
        cuts: list[int] = []
        tail: list[Message] = []
        total = 0
        for m in backlog:
            tail.append(m)
            total += m.tokens or 0
            if total <= self.trigger_tokens:
                continue
            suffix = 0
            cut: int | None = None
            for old in reversed(tail):
                suffix += old.tokens or 0
                if old.role == "user" and old.seq is not None and (
                        cut is None or suffix <= self.keep_tokens):
                    cut = old.seq
                if suffix > self.keep_tokens and cut is not None:
                    break
            if cut is not None and cut > start and cut > (tail[0].seq or 0):
                cuts.append(cut)
                start = cut
                tail = [t for t in tail if (t.seq or 0) >= cut]
                total = sum(t.tokens or 0 for t in tail)
        return cuts

    def _chunks(self, messages: list[Message]) -> list[list[Message]]:
        """Whole turns grouped into summarizer calls of at most ``max_input_tokens`` each."""
        chunks: list[list[Message]] = []
        size = 0
        for group in turn_groups([m for m in messages if m.role not in INSTRUCTION_ROLES]):
            cost = sum(m.tokens or 0 for m in group)
            if chunks and size + cost <= self.max_input_tokens:
                chunks[-1].extend(group)
                size += cost
            else:
                chunks.append(list(group))
                size = cost
        return chunks

    def _summarize(self, store: Store, cid: str, counter: TokenCounter,
                   previous: Summary | None, chunk: list[Message], end: int) -> Summary:
        begin = time.perf_counter()
        result = self.summarizer.summarize(previous.text if previous else None, chunk,
                                           counter=counter)
        elapsed = (time.perf_counter() - begin) * 1000
        first = previous.end_seq if previous else chunk[0].seq or 0
        start = previous.start_seq if previous else first
        text, checked, restored = result.text, 0, list[str]()
        if self.check_facts:
            text, checked, restored = self._restore_facts(store, cid, text, end)
        summary = store.save_summary(Summary(
            conversation_id=cid, text=text, start_seq=start, end_seq=end,
            tokens=counter.count_text(text), summarizer=self.summarizer.name))
        store.record_usage(Usage(
            conversation_id=cid, kind="summary", model=result.model or self.summarizer.name,
            seq=end - 1, prompt_tokens=result.prompt_tokens,
            completion_tokens=result.completion_tokens, counted_tokens=result.input_tokens,
            latency_ms=elapsed,
            extra={"summarizer": self.summarizer.name, "calls": result.calls,
                   "range": [start, end], "new_range": [first, end],
                   "summary_tokens": summary.tokens, "facts_checked": checked,
                   "facts_restored": restored}))
        log.debug("convmem: summary of %r now covers [%d, %d) in %d tokens", cid, start, end,
                  summary.tokens)
        return summary

    @staticmethod
    def _outdated(store: Store, cid: str, previous: Summary | None, chunk: list[Message],
                  saved: Summary) -> bool:
        """Whether an edit replaced a message ``saved`` tells while it was written: one of the
        turns it read is superseded now, or the summary it built on was deleted (an edit deletes
        the summaries that tell its turns, but not one saved after that; see
        :mod:`convmem.core.edits`). Then ``saved`` is deleted too (with any summary ending at
        or after it), and the next refresh writes it again from the turns that stand. Another
        process's summary of the same range (two workers summarizing at once) is not an edit; a
        message stated again after later turns, superseded while a summary of it is written, is
        taken for one (a summary written again, nothing lost)."""
        edited = any(m.hidden for m in store.get(cid, [m.seq for m in chunk if m.seq is not None]))
        if not edited and previous is not None:
            standing = store.latest_summary(cid, upto=previous.end_seq)
            edited = standing is None or standing.end_seq != previous.end_seq
        if edited:
            store.drop_summaries(cid, saved.end_seq - 1)
            log.info("convmem: a summary of %r told a turn superseded meanwhile (an edit); "
                     "deleted, to be written again", cid)
        return edited

    def _restore_facts(self, store: Store, cid: str, text: str,
                       end: int) -> tuple[str, int, list[str]]:
        facts = [f for f in store.facts(cid) if f.source_seq is None or f.source_seq < end]
        lost = [f for f in facts if not fact_survives(f, text)]
        lines = [f"#{f.source_seq if f.source_seq is not None else 0} user said: "
                 f"{json.dumps(f.text, ensure_ascii=False)}" for f in lost]
        if lines:
            text = "\n".join([text, *lines]) if text else "\n".join(lines)
        return text, len(facts), [f.key for f in lost]

    # -- lookup ------------------------------------------------------------------------------

    @staticmethod
    def summary_at(history: HistoryView) -> Summary | None:
        """The newest summary of what ``history`` shows: one that ends at or before its end
        (replays see history only up to there) and before the first message an edit it is
        built for replaces (a summary telling it would quote what the user took back). One
        index query."""
        upto = min([len(history), *history.replaced])
        return history.store.latest_summary(history.conversation_id, upto=upto)
