"""A read-only, lazily paged view of one conversation's stored history.

Strategies read history through this view, not through the store: it pages backwards from the
newest message in fixed-size index queries, and makes sure every message it hands out carries an
exact token count under the reader's encoding (a store written with another encoding is
recounted on read, in memory only).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace

from convmem.messages import Message
from convmem.stores.base import Store
from convmem.tokens import TokenCounter

__all__ = ["HistoryView"]

_PAGE = 64


class HistoryView:
    """One conversation's history as strategies see it.

    Args:
        store: where the messages live.
        conversation_id: the conversation.
        counter: the token counter of the reading :class:`~convmem.Memory`.
        stop: messages with ``seq >= stop`` are invisible (used to replay a conversation as it
            stood earlier); ``None`` shows everything.
    """

    def __init__(self, store: Store, conversation_id: str, counter: TokenCounter,
                 stop: int | None = None) -> None:
        self.store = store
        self.conversation_id = conversation_id
        self.counter = counter
        total = store.count(conversation_id)
        self._count = total if stop is None else min(stop, total)

    def __len__(self) -> int:
        return self._count

    def _counted(self, messages: Iterable[Message]) -> list[Message]:
        enc = self.counter.encoding_name
        return [m if m.tokens is not None and m.encoding == enc else
                replace(m, tokens=self.counter.count_message(m), encoding=enc) for m in messages]

    def range(self, start: int, stop: int) -> list[Message]:
        """Messages with ``start <= seq < stop`` (clipped to the visible history)."""
        return self._counted(self.store.range(self.conversation_id, start, min(stop, self._count)))

    def get(self, seqs: Iterable[int]) -> list[Message]:
        """The visible messages with these sequence numbers, oldest first."""
        return self._counted(self.store.get(self.conversation_id,
                                            [s for s in seqs if 0 <= s < self._count]))

    def newest_first(self, page: int = _PAGE) -> Iterator[Message]:
        """Messages from the newest backwards, fetched a page at a time."""
        before = self._count
        while before > 0:
            chunk = self._counted(self.store.tail(self.conversation_id, page, before=before))
            if not chunk:
                return
            yield from reversed(chunk)
            before = chunk[0].seq if chunk[0].seq is not None else 0

    def recent_turns(self, max_tokens: int, *, stop: int | None = None) -> list[Message]:
        """The newest whole turns (see :func:`~convmem.messages.turn_groups`) that fit in
        ``max_tokens``, oldest first, skipping system/developer messages (always pinned).

        Reads only as far back as the budget reaches, never the whole history. The newest turn
        is returned even when it alone exceeds the budget (the guard shortens it). ``stop`` hides
        messages with ``seq >= stop``.
        """
        picked: list[Message] = []
        pending: list[Message] = []
        used = 0
        for msg in self.newest_first():
            if stop is not None and msg.seq is not None and msg.seq >= stop:
                continue
            if msg.role in ("system", "developer"):
                continue
            pending.insert(0, msg)
            if msg.role != "user":
                continue
            cost = sum(m.tokens or 0 for m in pending)
            if used + cost > max_tokens:
                if not picked:
                    # The newest turn alone is over budget: propose it anyway, the guard
                    # shortens it middle-out rather than sending no history at all.
                    picked = pending
                break
            picked[:0] = pending
            used += cost
            pending = []
        return picked

    def instructions(self) -> list[Message]:
        """System and developer messages, which every context keeps first."""
        return self._counted(m for m in self.store.instructions(self.conversation_id)
                             if m.seq is not None and m.seq < self._count)
