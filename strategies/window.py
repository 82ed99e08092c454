"""The sliding window: the newest whole turns that fit, oldest dropped first.

With ``cache_friendly=True`` the window does not slide one turn per request. It keeps its first
message fixed while the conversation grows and, once the budget is full, evicts a whole chunk of
the oldest turns at once (never the last exchange: ``recent_turns`` always proposes the newest
turn). Between evictions every request starts with the previous request's messages byte for
byte, which providers' prompt caches bill at a fraction of the price; the price is a window that
is on average less full. The report's ``prefix_reuse`` shows the share of each request that
repeats the previous one. The anchor is kept per conversation *and limit*
(``SelectionRequest.limit``): one strategy object may serve memories of several windows (as in
``convmem compare``), and each needs its own.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from convmem.errors import ConfigError
from convmem.messages import Message
from convmem.stores.view import HistoryView
from convmem.strategies.base import Selection, SelectionRequest

__all__ = ["SlidingWindow"]


class SlidingWindow:
    """Keep the newest turns verbatim; a turn (user message, reply, tool calls) is atomic.

    Args:
        cache_friendly: keep the window's start fixed until the budget overflows, then evict
            ``evict_fraction`` of the budget at once, so consecutive prompts share a prefix.
        evict_fraction: share of the budget freed at each eviction in cache-friendly mode
            (0 < f < 1). Larger means fewer prefix breaks and a less full window.
    """

    name = "window"
    pins_facts = False

    def __init__(self, *, cache_friendly: bool = False, evict_fraction: float = 0.5) -> None:
        if not 0.0 < evict_fraction < 1.0:
            raise ConfigError(f"evict_fraction={evict_fraction!r}: use a fraction between 0 and 1"
                              " (e.g. 0.5 frees half the window at each eviction).")
        self.cache_friendly = cache_friendly
        self.evict_fraction = evict_fraction
        self._starts: dict[tuple[str, int | None], int] = {}
        self._lock = threading.Lock()

    def select(self, request: SelectionRequest) -> Selection:
        """The newest turns within ``request.budget`` (anchored in cache-friendly mode)."""
        turns = request.history.recent_turns(request.budget)
        if not self.cache_friendly:
            return Selection(recent=turns)
        key = (request.conversation_id, request.limit)
        with self._lock:
            start = self._starts.get(key)
            if start is not None and start < len(request.history) and turns and \
                    turns[0].seq is not None and turns[0].seq <= start:
                return Selection(recent=[m for m in turns if m.seq is not None and m.seq >= start],
                                 notes={"window_start": start})
            kept = request.history.recent_turns(int(request.budget * (1 - self.evict_fraction)))
            start = kept[0].seq if kept and kept[0].seq is not None else len(request.history)
            self._starts[key] = start
        return Selection(recent=kept, notes={"window_start": start, "evicted": True})

    def after_add(self, history: HistoryView, added: Sequence[Message]) -> None:
        """Nothing to do: the window reads the history at build time."""
