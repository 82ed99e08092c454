"""One turn of a conversation at a time, across threads, processes and hosts.

Two turns of one conversation must not interleave: each builds its context from the history it
sees, so two at once would each miss the other's message and store replies out of order. An
in-process lock cannot see another worker, and a database lock held across the upstream call
would pin a connection for the length of a stream (a pool of 10 serves 10 streams). So a turn
holds a *lease* in the store (:meth:`~convmem.stores.base.Store.claim_turn`): taken before it
reads the history, renewed while the upstream answers, given up once the reply is stored. A
worker that dies mid-turn stops renewing; its lease expires after ``ttl`` seconds and the
conversation goes on. The waiting side polls with a growing delay and holds no connection
while it waits; :meth:`TurnLease.steps` is the waiting logic, written once and driven by
blocking or async callers (:mod:`convmem.effects`).

Each claim and release is a write of its own; an async caller on the request path saves the
round trips to a worker thread, not the guarantees: :meth:`TurnLease.ahold` runs the turn's
first step (``then``) right after the claim that took the lease, in the same trip, and
:meth:`_ARenewing.release_with` stores the reply and gives the lease up in one transaction.
Durability is the reply's: the release commits with it or not at all, so a crash (or, with
SQLite's ``synchronous=normal``, a power loss that takes the last commits) never leaves a
released lease without its stored reply — at worst both are gone and the lease, never renewed
again, expires after ``ttl``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import logging
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from convmem.chat.turn import Blocking
from convmem.effects import Steps, arun, run
from convmem.errors import BusyError, ConfigError, StoreError
from convmem.stores.base import Store

__all__ = ["TurnLease", "Wait"]

log = logging.getLogger(__name__)

_FIRST_POLL, _MAX_POLL = 0.005, 0.25


@dataclass(frozen=True)
class Wait:
    """A step of :meth:`TurnLease.steps`: sleep this long, then ask again."""

    seconds: float


class TurnLease:
    """The lease of one turn of one conversation.

    Args:
        store: the shared store.
        conversation_id: the conversation.
        ttl: seconds the lease lasts unless renewed (renew at least every ``ttl / 3``).
        wait: the most seconds to wait for another turn of the conversation to finish.

    Raises:
        ConfigError: non-positive times.
    """

    def __init__(self, store: Store, conversation_id: str, *, ttl: float = 10.0,
                 wait: float = 600.0) -> None:
        if ttl <= 0 or wait < 0:
            raise ConfigError(f"ttl={ttl!r}, wait={wait!r}: use a positive lease time and a "
                              "non-negative wait, in seconds.")
        self.store, self.conversation_id = store, conversation_id
        self.ttl, self.wait = ttl, wait
        self.owner = uuid.uuid4().hex
        self.held = False
        self.releasing = False  # a write that gives the lease up is under way (release_with)

    def steps(self, then: Callable[[], Any] | None = None) -> Steps[Blocking | Wait, Any]:
        """Take the lease: yields :class:`~convmem.chat.turn.Blocking` claims and
        :class:`Wait` pauses until it is ours; then runs ``then`` in the claim's own step.

        Returns:
            What ``then`` returned (``None`` without it).

        Raises:
            BusyError: another turn held it for longer than ``wait``.
            Whatever ``then`` raised, the lease given up.
        """
        deadline = time.monotonic() + self.wait
        delay = _FIRST_POLL
        while not (taken := (yield Blocking(functools.partial(self._claim, then))))[0]:
            if time.monotonic() >= deadline:
                raise BusyError(f"conversation {self.conversation_id[:80]!r} is busy: another "
                                f"turn of it has been running for over {self.wait:.0f} s; "
                                "retry when it has finished.", retry_after=self.ttl)
            yield Wait(delay)
            delay = min(_MAX_POLL, delay * 2)
        return taken[1]

    def _claim(self, then: Callable[[], Any] | None) -> tuple[bool, Any]:
        """One claim (blocking); once it is ours, ``then()``: ``(taken, what then returned)``."""
        if not self.store.claim_turn(self.conversation_id, self.owner, self.ttl):
            return False, None
        self.held = True
        try:
            return True, None if then is None else then()
        except BaseException:
            self.release()
            raise

    def renew(self) -> bool:
        """Extend the lease (blocking); ``False`` if it was lost (it expired and another turn
        took it: this worker was stalled for longer than ``ttl``) or the store could not be
        reached (the next renewal tries again). Either is logged: it is the one way two turns
        of a conversation can overlap (their replies still land after their own messages:
        :func:`~convmem.chat.replies.store_reply`). A renewal never takes a free lease, so one
        that races the release cannot bring the lease back."""
        try:
            if self.store.claim_turn(self.conversation_id, self.owner, self.ttl, renew=True):
                return True
            if not self.held or self.releasing:  # released meanwhile: nothing was lost
                return False
            log.warning("the turn lease of conversation %r expired before it was renewed "
                        "(this worker stalled for over %.1f s); another turn may run alongside. "
                        "Raise --turn-lease if this repeats.", self.conversation_id[:80],
                        self.ttl)
        except StoreError as exc:
            log.warning("could not renew the turn lease of conversation %r: %s",
                        self.conversation_id[:80], exc)
        return False

    def release(self) -> None:
        """Give the lease up (blocking); safe to call twice."""
        if self.held:
            self.held = False
            self.store.release_turn(self.conversation_id, self.owner)

    def hold(self) -> _Renewing:
        """Take the lease (blocking) and keep it renewed from a thread until released: the
        blocking callers' way (:class:`~convmem.chat.client.MemoryChat`)."""
        run(self.steps(), _perform)
        return _Renewing(self)

    async def ahold(self, then: Callable[[], Any] | None = None) -> _ARenewing:
        """Take the lease without blocking the event loop and keep it renewed by a task until
        released: the async callers' way (the proxy, ``MemoryChat.achat``). ``then`` (blocking:
        the turn's begin) runs in the worker thread that took the lease, right after; its
        result is the returned lease's ``value``.

        The renewal runs from the start, while ``then`` does (a first build that loads a model
        can outlast the lease): it renews whenever the lease is held.

        Raises:
            BusyError: as :meth:`steps`. Whatever ``then`` raised (the lease given up).
        """
        renewing = _ARenewing(self)
        try:
            renewing.value = await arun(self.steps(then), _aperform)
        except BaseException:
            renewing.stop()
            raise
        return renewing


def _perform(step: Blocking | Wait) -> object:
    if isinstance(step, Wait):
        time.sleep(step.seconds)
        return None
    return step.fn()


async def _aperform(step: Blocking | Wait) -> object:
    if isinstance(step, Wait):
        await asyncio.sleep(step.seconds)
        return None
    return await asyncio.to_thread(step.fn)


_renewal_threads: concurrent.futures.ThreadPoolExecutor | None = None
_renewal_lock = threading.Lock()


def _renewals() -> concurrent.futures.ThreadPoolExecutor:
    """The process's threads for lease renewals (made once, on first use): their own, so a
    renewal never waits behind the turns' work in the default executor (queued there behind
    slow builds, it came after the lease had expired)."""
    global _renewal_threads
    with _renewal_lock:
        if _renewal_threads is None:
            _renewal_threads = concurrent.futures.ThreadPoolExecutor(
                max_workers=2, thread_name_prefix="convmem-lease")
        return _renewal_threads


class _ARenewing:
    """A lease renewed every ``ttl / 3`` by an asyncio task whenever it is held; ``value`` is
    what the step run right after the claim returned."""

    def __init__(self, lease: TurnLease, value: Any = None) -> None:
        self.lease, self.value = lease, value
        self._task = asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(self.lease.ttl / 3)
            if self.lease.held:
                await loop.run_in_executor(_renewals(), self.lease.renew)

    def stop(self) -> None:
        """Stop renewing (the lease is left as it is)."""
        self._task.cancel()

    async def release(self) -> None:
        """Stop renewing and give the lease up (if :meth:`release_with` has not)."""
        self.stop()
        if self.lease.held:
            await asyncio.to_thread(self.lease.release)

    async def release_with(self, store: Callable[[str], Any]) -> Any:
        """Stop renewing, then run ``store(owner)`` in a worker thread: a write that gives the
        lease of ``owner`` up in its own transaction (the reply stored by
        :meth:`TurnEngine.finish <convmem.chat.engine.TurnEngine.finish>` with ``release``).
        If it raises, the lease is still held: :meth:`release` gives it up.

        Returns:
            What ``store`` returned.
        """
        self.stop()
        self.lease.releasing = True  # a renewal already under way may find it gone
        value = await asyncio.to_thread(store, self.lease.owner)
        self.lease.held = False
        return value

    def release_now(self) -> None:
        """:meth:`release` for code that cannot await (being cancelled): a blocking write."""
        self.stop()
        self.lease.release()


class _Renewing:
    """A held lease renewed every ``ttl / 3`` by a daemon thread; a context manager."""

    def __init__(self, lease: TurnLease) -> None:
        self.lease = lease
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True,
                                        name=f"lease-{lease.conversation_id[:20]}")
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self.lease.ttl / 3):
            self.lease.renew()

    def release(self) -> None:
        """Stop renewing and give the lease up (if :meth:`release_with` has not)."""
        self._stop.set()
        self.lease.release()

    def release_with(self, store: Callable[[str], Any]) -> Any:
        """Stop renewing, then ``store(owner)``: a write that gives the lease up in its own
        transaction (as :meth:`_ARenewing.release_with`). If it raises, the lease is still
        held: :meth:`release` (leaving the ``with`` block) gives it up."""
        self._stop.set()
        self.lease.releasing = True  # a renewal already under way may find it gone
        value = store(self.lease.owner)
        self.lease.held = False
        return value

    def __enter__(self) -> _Renewing:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()
