"""The SQL store's cache of decoded history, so a turn does not re-read its whole window.

Every build reads the newest part of a conversation back to the edge of its window: at 8,192
tokens that is a few hundred rows per turn, each decoded from JSON, and on a long conversation
it was most of a turn's time (4 ms of 9 at 600 messages on this machine). Stored rows hardly
ever change, so :class:`~convmem.stores.sql.SQLStore` keeps the rows it decoded and reads only
the ones it does not hold.

Why a cached row stays right, with several processes or hosts on one database:

* A row changes in two ways only: a later append *supersedes* it (its ``meta`` is rewritten),
  or the conversation is deleted (every row goes). Both replace the conversation row's
  ``revision`` — a random token the row gets when it is created, replaced in the transaction
  of every supersede; deletion removes the row, and a conversation created again under the
  same id gets a new token.
* Each read first looks up the conversation row (its revision and message count, one
  primary-key lookup), then reads the rows it lacks *with the revision each was read under*
  (a join on the same row, one snapshot). Rows cached under another revision are dropped; rows
  read under a revision other than the one looked up (a supersede or a deletion landed between
  the two statements) are neither cached nor mixed with cached ones: the whole read is
  repeated uncached.
* Appends only add sequence numbers, which the count bounds: a read never serves a seq it did
  not fetch or this process did not append. An append files its rows under the revision its
  transaction returned (not when it superseded: that replaced the revision). A count below a
  seq it holds (the database was restored to an earlier state) drops the conversation.

Limits: conversations stored by a convmem older than the ``revision`` column have none until
their next append and are read uncached until then. Every writer of a database must be this
version or later: an older one supersedes without replacing the token (stop the older workers
before starting newer ones), as does SQL run by hand on ``convmem_messages``. After a restore
or a fail-over that lost commits, restart the workers. The cache holds at most ``capacity``
characters of message text over all conversations (each message also counts
:data:`OVERHEAD`), the least recently read conversations dropped first; a deleted
conversation leaves this process's cache at once and other processes' at their next read.
"""

from __future__ import annotations

import threading
import uuid
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from convmem.errors import ConfigError
from convmem.messages import Message

__all__ = ["CAPACITY", "OVERHEAD", "HistoryCache", "new_revision"]

# Characters held by default: 24 MB for 38,000 chat messages of ~210 characters (tracemalloc).
CAPACITY = 16_000_000

OVERHEAD = 200  # characters a cached message counts besides its text (its object, its meta)
Fetch = Callable[[int, int], "list[Message] | None"]


def new_revision() -> str:
    """A fresh revision token for a conversation row."""
    return uuid.uuid4().hex


def weight(message: Message) -> int:
    """What a cached message counts against the capacity: its text, every part of a list
    content (an inline image's data included) and its tool calls, in characters."""
    content = message.content
    size = len(content) if isinstance(content, str) else sum(len(str(p)) for p in content or ())
    if message.tool_calls:
        size += sum(len(str(call)) for call in message.tool_calls)
    return size + OVERHEAD


@dataclass
class _Entry:
    revision: str
    rows: dict[int, Message] = field(default_factory=dict)
    size: int = 0
    top: int = -1  # the highest seq ever filed (a count at or below it: a restored database)


class HistoryCache:
    """Decoded messages by conversation and seq, valid for one revision of the conversation.

    Args:
        capacity: the most characters held over all conversations (see :func:`weight`; 0:
            hold none).

    Raises:
        ConfigError: a capacity that is not a whole number >= 0.
    """

    def __init__(self, capacity: int = CAPACITY) -> None:
        if not isinstance(capacity, int) or isinstance(capacity, bool) or capacity < 0:
            raise ConfigError(f"history_cache={capacity!r}: use a number of characters >= 0 "
                              "(0 turns the cache off).")
        self.capacity = capacity
        self._entries: OrderedDict[str, _Entry] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        """The messages held."""
        return sum(len(e.rows) for e in self._entries.values())

    @property
    def size(self) -> int:
        """The characters held (see :func:`weight`)."""
        return self._size

    def read(self, conversation_id: str, revision: str | None, count: int, start: int,
             stop: int, fetch: Fetch) -> list[Message] | None:
        """The messages with ``start <= seq < stop``, oldest first: the cached ones, and the
        rest from one ``fetch(lo, hi)`` covering every seq missing (``lo <= seq < hi``).

        ``revision`` and ``count``: the conversation row's, looked up before this call
        (``None``: a row that has none yet, read uncached); ``stop`` is at most ``count``.
        ``fetch`` returns ``None`` when the rows it read were under another revision; so does
        this call, caching nothing (the caller reads again, uncached)."""
        if revision is None or not self.capacity:
            self.forget(conversation_id)
            return fetch(start, stop)
        with self._lock:
            entry = self._entries.get(conversation_id)
            if entry is not None and (entry.revision != revision or entry.top >= count):
                self._drop(conversation_id)
                entry = None
            have: dict[int, Message] = {}
            if entry is not None:
                self._entries.move_to_end(conversation_id)
                rows = entry.rows
                have = {seq: rows[seq] for seq in range(start, stop) if seq in rows}
        missing = [seq for seq in range(start, stop) if seq not in have]
        if missing:
            fetched = fetch(missing[0], missing[-1] + 1)
            if fetched is None:
                self.forget(conversation_id)
                return None
            if fetched:
                self._file(conversation_id, revision, fetched)
            have.update((m.seq, m) for m in fetched if m.seq is not None)
        return [have[seq] for seq in range(start, stop) if seq in have]

    def appended(self, conversation_id: str, revision: str, messages: list[Message]) -> None:
        """File messages this process has just appended (committed, under ``revision``, as a
        read would decode them): the next read of the conversation need not fetch them."""
        if self.capacity and messages:
            self._file(conversation_id, revision, messages)

    def forget(self, conversation_id: str) -> None:
        """Drop a conversation (deleted, or found missing)."""
        with self._lock:
            self._drop(conversation_id)

    def _file(self, conversation_id: str, revision: str, messages: list[Message]) -> None:
        with self._lock:
            entry = self._entries.get(conversation_id)
            if entry is None or entry.revision != revision:
                self._drop(conversation_id)
                entry = self._entries[conversation_id] = _Entry(revision)
            self._entries.move_to_end(conversation_id)
            for m in messages:
                if m.seq is not None and m.seq not in entry.rows:
                    entry.rows[m.seq] = m
                    entry.top = max(entry.top, m.seq)
                    entry.size += weight(m)
                    self._size += weight(m)
            while self._size > self.capacity and len(self._entries) > 1:
                self._drop(next(iter(self._entries)))
            if self._size > self.capacity:  # one conversation over the cap: its oldest go
                for seq in sorted(entry.rows):
                    if self._size <= self.capacity:
                        break
                    gone = weight(entry.rows.pop(seq))
                    entry.size -= gone
                    self._size -= gone

    def _drop(self, conversation_id: str) -> None:
        entry = self._entries.pop(conversation_id, None)
        if entry is not None:
            self._size -= entry.size
