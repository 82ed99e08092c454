"""The model extractor off the request path: batches of user messages on a background worker.

A cheap model finds facts the offline detectors miss, but a model call per user message on the
request path would double a turn's latency. :class:`BackgroundExtraction` queues the
conversation after each ``add`` and, on its worker, sends the user messages not yet extracted
to :meth:`~convmem.facts.llm.LLMExtractor.extract_batch` once there are ``every`` of them
(``flush`` sends a shorter batch). The facts go into the same ledger as the rules' (``origin
"llm"``, source message kept); each call is stored as a ``Usage(kind="extract")`` whose
``extra["upto"]`` is the next seq to extract, so a restarted process carries on where the
ledger stopped and no message is extracted twice.
"""

from __future__ import annotations

import functools
import threading
from typing import Any

from convmem.facts.ledger import FactLedger
from convmem.messages import Message
from convmem.records import Usage
from convmem.stores.base import Store
from convmem.stores.view import HistoryView
from convmem.strategies.jobs import JobQueue
from convmem.tokens import TokenCounter

__all__ = ["BackgroundExtraction"]


class BackgroundExtraction:
    """Runs a batch extractor on a worker thread (see the module docstring).

    Args:
        extractor: an object with ``extract_batch(messages) -> (statements per message,
            result)`` (:class:`~convmem.facts.llm.LLMExtractor`).
        ledger: the ledger the facts are filed in.
        every: user messages per batch.

    Raises:
        ConfigError: ``every`` is not positive, or the extractor has no ``extract_batch``.
    """

    def __init__(self, extractor: Any, ledger: FactLedger, *, every: int = 5) -> None:
        from convmem.errors import ConfigError

        if not isinstance(every, int) or every < 1:
            raise ConfigError(f"extract_every={every!r}: use a positive number of messages.")
        if not callable(getattr(extractor, "extract_batch", None)):
            raise ConfigError(f"model_extractor={extractor!r} has no extract_batch(messages); "
                              "pass a convmem.facts.llm.LLMExtractor.")
        self.extractor = extractor
        self.ledger = ledger
        self.every = every
        self._force = False
        self._lock = threading.Lock()
        self._forgotten: set[str] = set()
        self._jobs = JobQueue("fact-extraction", self._run)

    def submit(self, history: HistoryView) -> None:
        """Queue the conversation (coalesced; the worker reads it as it is then)."""
        with self._lock:
            self._forgotten.discard(history.conversation_id)
        self._jobs.submit(history)

    @staticmethod
    def _upto(store: Store, cid: str) -> int:
        return max((int(u.extra.get("upto", 0)) for u in store.usage(cid)
                    if u.kind == "extract"), default=0)

    def _run(self, store: Store, cid: str, counter: TokenCounter) -> None:
        with self._lock:
            if cid in self._forgotten:
                return
            force = self._force
        history = HistoryView(store, cid, counter)
        start = self._upto(store, cid)
        pending = [m for m in history.range(start, len(history)) if m.role == "user"]
        while pending and (len(pending) >= self.every or force):
            batch, pending = pending[:self.every], pending[self.every:]
            found, result = self.extractor.extract_batch(batch)
            for message, statements in zip(batch, found, strict=True):
                if statements:  # (unless an edit replaced it while the model read it)
                    self.ledger.update(cid, statements, message,
                                       still=functools.partial(_shown, store, cid, message))
            upto = (batch[-1].seq or 0) + 1
            model = str(getattr(result, "model", None) or getattr(self.extractor.backend,
                                                                  "model", "") or "")
            store.record_usage(Usage(
                conversation_id=cid, kind="extract", model=model, seq=batch[-1].seq,
                prompt_tokens=getattr(result, "prompt_tokens", None),
                completion_tokens=getattr(result, "completion_tokens", None),
                latency_ms=getattr(result, "latency_ms", None),
                extra={"upto": upto, "messages": len(batch), "failed": result is None}))

    def wait(self) -> None:
        """Wait until the queued jobs are done (short batches stay pending)."""
        self._jobs.flush()

    def flush(self, history: HistoryView | None = None) -> None:
        """Extract what is pending now, short batches included, and wait for it.

        Args:
            history: a conversation to extract even if it was not queued since.
        """
        with self._lock:
            self._force = True
        try:
            if history is not None:
                self._jobs.submit(history)
            self._jobs.flush()
        finally:
            with self._lock:
                self._force = False

    def forget(self, conversation_id: str) -> None:
        """Drop a queued job of a conversation being deleted."""
        with self._lock:
            self._forgotten.add(conversation_id)

    def close(self) -> None:
        """Finish queued batches and stop the worker."""
        self._jobs.close()


def _shown(store: Store, cid: str, message: Message) -> bool:
    """Whether ``message`` is still in its conversation's contexts (no edit replaced it)."""
    return any(not m.hidden for m in store.get(cid, [message.seq or 0]))
