"""One background worker per strategy object, for the work that must stay off the request path
(indexing embeddings, refreshing summaries).

Jobs are per conversation and coalesce: while a conversation's job waits in the queue, further
submissions for it are dropped, because the job reads the conversation's history as it is when
it runs and so covers everything added meanwhile. The thread starts on the first job, survives
anything a job raises (it is logged), and :meth:`JobQueue.close` finishes the queue first.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable

from convmem.stores.base import Store
from convmem.stores.view import HistoryView
from convmem.tokens import TokenCounter

__all__ = ["FailureLog", "JobQueue"]

log = logging.getLogger("convmem")
Job = tuple[Store, str, TokenCounter]


class JobQueue:
    """A coalescing queue of per-conversation jobs run by one daemon thread.

    Args:
        name: the thread's name (shows in debuggers and logs).
        work: what to do for a conversation: ``work(store, conversation_id, counter)``.
    """

    def __init__(self, name: str, work: Callable[[Store, str, TokenCounter], object]) -> None:
        self.name = name
        self._work = work
        self._lock = threading.Lock()
        self._queue: queue.Queue[Job | None] = queue.Queue()
        self._pending: set[tuple[int, str]] = set()
        self._thread: threading.Thread | None = None

    def submit(self, history: HistoryView) -> None:
        """Queue the conversation's job unless one is already waiting."""
        key = (id(history.store), history.conversation_id)
        with self._lock:
            if key in self._pending:
                return  # the waiting job will see this conversation's history as it is then
            self._pending.add(key)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
                self._thread.start()
        self._queue.put((history.store, history.conversation_id, history.counter))

    def _run(self) -> None:
        while True:
            job = self._queue.get()
            try:
                if job is None:
                    return
                with self._lock:
                    self._pending.discard((id(job[0]), job[1]))
                self._work(*job)
            except Exception:  # the worker must outlive any one job
                log.exception("convmem %s: a background job failed", self.name)
            finally:
                self._queue.task_done()

    def flush(self) -> None:
        """Wait until every queued job is done."""
        if self._thread is not None:
            self._queue.join()

    def close(self) -> None:
        """Finish the queued jobs and stop the thread."""
        thread = self._thread
        if thread is not None and thread.is_alive():
            self._queue.put(None)
            thread.join()
        self._thread = None


class FailureLog:
    """One log line for a failure that repeats, not one per call.

    A vector store whose server died fails every ``add`` and every build the same way: the
    first failure is logged at WARNING (saying the repeats are quiet), the next ones at DEBUG,
    and the first success after them at INFO, so a log shows when it broke and when it healed.

    Args:
        what: what failed, for the recovery line (``"rag indexing"``).
    """

    def __init__(self, what: str) -> None:
        self.what = what
        self._failing = False
        self._lock = threading.Lock()

    def failed(self, message: str, *args: object) -> None:
        """Log a failure (``message % args``): at WARNING the first time in a row."""
        with self._lock:
            first, self._failing = not self._failing, True
        if first:
            log.warning(message + "; until it works again, further failures are logged at "
                        "DEBUG only", *args)
        else:
            log.debug(message, *args)

    def succeeded(self) -> None:
        """Note a success; after failures, log that it works again."""
        with self._lock:
            recovered, self._failing = self._failing, False
        if recovered:
            log.info("convmem: %s works again", self.what)
