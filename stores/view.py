"""A read-only, lazily paged view of one conversation's history, as strategies see it.

Strategies read history through this view, not through the store: it pages backwards from the
newest message in fixed-size index queries, and makes sure every message it hands out carries an
exact token count under the reader's encoding (a store written with another encoding is
recounted on read, in memory only).

What a context may show is decided here, once, for every strategy:

* a message a later one superseded (a partial reply its client retried, a reply regenerated)
  stays stored but is invisible;
* the conversation's instructions are its newest *block* of system/developer messages: a client
  whose system prompt changes (a clock in it) stores a new block each time, and only the newest
  is sent or counted;
* ``pending`` messages — about to be stored, after the stored ones — are visible with the seqs
  they will get, so a context can be built (and rejected) before anything is written.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import replace

from convmem.errors import ConfigError
from convmem.messages import Message, own
from convmem.stores.base import Store
from convmem.tokens import TokenCounter

__all__ = ["INSTRUCTION_ROLES", "PAGE", "HistoryView", "starts_block"]

PAGE = 64  # messages of a view's first read (a caller that read them can hand them over)
_MAX_PAGE = 1024
_BLOCK = 8  # instruction messages read per query (a block is usually one or two)
INSTRUCTION_ROLES = ("system", "developer")


def starts_block(message: Message) -> bool:
    """Whether a stored instruction message starts a new block of instructions (the ones
    before it no longer apply)."""
    return own(message).get("block") == "new"


def _block_start(messages: Sequence[Message]) -> int | None:
    """Where the newest block of instructions starts among ``messages`` (``None``: before)."""
    return max((i for i, m in enumerate(messages) if starts_block(m)), default=None)


class HistoryView:
    """One conversation's history as strategies see it.

    Args:
        store: where the messages live.
        conversation_id: the conversation.
        counter: the token counter of the reading :class:`~convmem.Memory`.
        stop: messages with ``seq >= stop`` are invisible (used to replay a conversation as it
            stood earlier); ``None`` shows everything.
        pending: messages not stored yet that follow the stored ones (they get the next seqs).
        count: how many messages the conversation holds, when the caller has just read or
            written its newest one (seqs are consecutive from 0); ``None``: asked of the store.
        user_id: the user to assume while the store records none (a conversation whose first
            message is built before it is stored).
        newest: the newest stored messages, oldest first, as the caller has just read them
            holding the turn's lease (their seqs consecutive, the last one ``count - 1``):
            served before the store is asked again, and the instructions are found among them
            when they reach back to the first message. Anything else is ignored.
        replaced: seqs of stored messages the pending ones replace (an edited turn), invisible
            as a superseded message is.

    Raises:
        ConfigError: ``stop`` and ``pending`` together (pending messages follow the end).
    """

    def __init__(self, store: Store, conversation_id: str, counter: TokenCounter,
                 stop: int | None = None, pending: Sequence[Message] = (), *,
                 count: int | None = None, user_id: str | None = None,
                 newest: Sequence[Message] = (), replaced: Collection[int] = ()) -> None:
        if stop is not None and pending:
            raise ConfigError("a history view takes stop= or pending=, not both: pending "
                              "messages follow the newest stored one.")
        self.store = store
        self.conversation_id = conversation_id
        self.counter = counter
        self._user = user_id
        self.replaced = frozenset(replaced)
        total = store.count(conversation_id) if count is None else count
        self._stored = total if stop is None else min(stop, total)
        self._pending = self._counted(replace(m, seq=self._stored + i)
                                      for i, m in enumerate(pending))
        self._count = self._stored + len(self._pending)
        seqs = [m.seq for m in newest]
        whole = stop is None and seqs == list(range(self._stored - len(seqs), self._stored))
        self._newest_from = self._stored - len(seqs) if whole else self._stored
        self._newest = self._counted(newest) if whole else []

    def __len__(self) -> int:
        return self._count

    @functools.cached_property
    def user_id(self) -> str | None:
        """The conversation's user: the one recorded (asked of the store on first use: only
        user-scoped retrieval needs it), else the one the view was given."""
        return self.store.user_of(self.conversation_id) or self._user

    def _counted(self, messages: Iterable[Message]) -> list[Message]:
        enc = self.counter.encoding_name
        return [m if m.tokens is not None and m.encoding == enc else
                replace(m, tokens=self.counter.count_message(m), encoding=enc)
                for m in messages if not m.hidden and m.seq not in self.replaced]

    def range(self, start: int, stop: int) -> list[Message]:
        """Messages with ``start <= seq < stop`` (clipped to the visible history)."""
        stored = self.store.range(self.conversation_id, start, min(stop, self._stored))
        return self._counted(stored) + [m for m in self._pending
                                        if start <= (m.seq or 0) < stop]

    def get(self, seqs: Iterable[int]) -> list[Message]:
        """The visible messages with these sequence numbers, oldest first."""
        wanted = set(seqs)
        stored = self.store.get(self.conversation_id,
                                [s for s in wanted if 0 <= s < self._stored])
        return self._counted(stored) + [m for m in self._pending if m.seq in wanted]

    def newest_first(self, page: int = PAGE) -> Iterator[Message]:
        """Messages from the newest backwards, fetched a page at a time, each page twice the
        last (up to :data:`_MAX_PAGE`, or ``page`` if larger): a small window costs one small
        read, a large one a few reads, not one per 64 messages."""
        yield from reversed(self._pending)
        yield from reversed(self._newest)
        before = self._newest_from
        while before > 0:
            chunk = self.store.tail(self.conversation_id, page, before=before)
            if not chunk:
                return
            yield from reversed(self._counted(chunk))
            before = chunk[0].seq if chunk[0].seq is not None else 0
            page = max(page, min(2 * page, _MAX_PAGE))

    def recent_turns(self, max_tokens: int, *, stop: int | None = None) -> list[Message]:
        """The newest whole turns (see :func:`~convmem.messages.turn_groups`) that fit in
        ``max_tokens``, oldest first, skipping system/developer messages (always pinned).

        Reads only as far back as the budget reaches, never the whole history. The newest turn
        is returned even when it alone exceeds the budget (the guard shortens it). ``stop`` hides
        messages with ``seq >= stop``.
        """
        picked: list[Message] = []  # newest first until the end
        pending: list[Message] = []  # the turn being read, newest first
        used = cost = 0
        for msg in self.newest_first():
            if stop is not None and msg.seq is not None and msg.seq >= stop:
                continue
            if msg.role in INSTRUCTION_ROLES:
                continue
            pending.append(msg)
            cost += msg.tokens or 0
            if msg.role != "user":
                continue
            if used + cost > max_tokens:
                if not picked:
                    # The newest turn alone is over budget: propose it anyway, the guard
                    # shortens it middle-out rather than sending no history at all.
                    picked = pending
                break
            picked.extend(pending)
            used += cost
            pending, cost = [], 0
        return picked[::-1]

    def fitting_turns(self, max_tokens: int) -> tuple[list[Message], bool]:
        """:meth:`recent_turns` within ``max_tokens``, and whether they are all the visible
        history (nothing but instructions before them: :meth:`turns_before`), the test a
        strategy sends everything by until the history overflows."""
        turns = self.recent_turns(max_tokens)
        start = turns[0].seq if turns and turns[0].seq is not None else len(self)
        return turns, not self.turns_before(start)

    def turns_before(self, seq: int) -> bool:
        """Whether a visible message other than instructions comes before ``seq`` (what a
        window starting at ``seq`` leaves out): read backwards from ``seq``, past instruction
        messages only, so a client whose system prompt changes every request (a clock in it),
        each version stored, does not read as a history that overflowed."""
        held = [m for m in (*self._newest, *self._pending) if m.seq is not None and m.seq < seq]
        if any(m.role not in INSTRUCTION_ROLES for m in held):
            return True
        before, page = min(seq, self._newest_from), _BLOCK
        while before > 0:
            chunk = self.store.tail(self.conversation_id, page, before=before)
            if not chunk:
                return False
            if any(m.role not in INSTRUCTION_ROLES for m in self._counted(chunk)):
                return True
            before = chunk[0].seq if chunk[0].seq is not None else 0
            page = min(2 * page, _MAX_PAGE)
        return False

    def instructions(self) -> list[Message]:
        """The current instructions: the newest block of system and developer messages, which
        every context keeps first (see the module docstring)."""
        block = [m for m in self._pending if m.role in INSTRUCTION_ROLES]
        if (start := _block_start(block)) is not None:
            return block[start:]
        if self._newest_from == 0:  # the whole history is at hand
            block = [m for m in self._newest if m.role in INSTRUCTION_ROLES] + block
            return block[_block_start(block) or 0:]
        before = self._stored
        while before > 0:  # backwards a page at a time, to the newest block's start
            page = self.store.instructions(self.conversation_id, before=before, limit=_BLOCK)
            if not page:
                break
            block = self._counted(page) + block
            if (start := _block_start(block)) is not None:
                return block[start:]
            if len(page) < _BLOCK:
                break
            before = page[0].seq if page[0].seq is not None else 0
        return block
