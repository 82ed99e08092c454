"""The sliding window: the newest whole turns that fit, oldest dropped first.

With ``cache_friendly=True`` the window does not slide one turn per request. It keeps its first
message fixed while the conversation grows and, once the budget is full, evicts a whole chunk of
the oldest turns at once (never the last exchange: ``recent_turns`` always proposes the newest
turn). Between evictions every request starts with the previous request's messages byte for
byte, which providers' prompt caches bill at a fraction of the price; the price is a window that
is on average less full. The report's ``prefix_reuse`` shows the share of each request that
repeats the previous one. The anchor is kept per conversation *and window*
(``SelectionRequest.window``): one strategy object may serve memories of several windows (as in
``convmem compare``), and each needs its own. It lives in two places:

* in the store, with each new message the turn engine stores (``Report.anchor``, in the
  message's own bookkeeping): several workers serving one conversation then continue one window
  instead of each keeping its own and breaking the prefix whenever the turns alternate between
  them, and a restarted worker continues it too. It is read from the newest message of the
  window that carries one (the last user message or tool result), which the window reads anyway:
  no query of its own;
* in the process, for builds that store nothing (``Memory.build`` then ``add``): at most
  ``anchors`` of them (the least recently built forgotten, when a conversation evicts once more
  on its next build).

The plain window leaves out of the facts block the facts whose statement it sends
(:mod:`convmem.strategies.quoted`), and gives their tokens to older turns.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Sequence

from convmem.errors import ConfigError
from convmem.lru import LRU
from convmem.messages import Message, own
from convmem.stores.view import HistoryView
from convmem.strategies.base import Selection, SelectionRequest
from convmem.strategies.quoted import changed_facts, quoted_facts

__all__ = ["ANCHORS", "SlidingWindow", "stored_anchor"]

ANCHORS = 65_536  # window starts remembered (conversations x windows), by default


def stored_anchor(turns: Sequence[Message], window: int | None) -> int | None:
    """The window start stored with the newest message of ``turns`` that has one for
    ``window`` (the turn engine stores each context's ``Report.anchor`` with its message)."""
    for m in reversed(turns):
        anchor = own(m).get("anchor")
        if isinstance(anchor, list) and len(anchor) == 2 and anchor[0] == window and \
                isinstance(anchor[1], int) and not isinstance(anchor[1], bool):
            return anchor[1]
    return None


class SlidingWindow:
    """Keep the newest turns verbatim; a turn (user message, reply, tool calls) is atomic.

    Args:
        cache_friendly: keep the window's start fixed until the budget overflows, then evict
            ``evict_fraction`` of the budget at once, so consecutive prompts share a prefix.
        evict_fraction: share of the budget freed at each eviction in cache-friendly mode
            (0 < f < 1). Larger means fewer prefix breaks and a less full window.
        anchors: conversations (x windows) whose window start is remembered.
    """

    name = "window"
    pins_facts = False
    reads_facts = False  # select() reads request.facts only when they are pinned

    def __init__(self, *, cache_friendly: bool = False, evict_fraction: float = 0.5,
                 anchors: int = ANCHORS) -> None:
        if not 0.0 < evict_fraction < 1.0:
            raise ConfigError(f"evict_fraction={evict_fraction!r}: use a fraction between 0 and 1"
                              " (e.g. 0.5 frees half the window at each eviction).")
        self.cache_friendly = cache_friendly
        self.evict_fraction = evict_fraction
        self._starts: LRU[tuple[str, int | None], int] = LRU(anchors)
        self._lock = threading.Lock()

    def select(self, request: SelectionRequest) -> Selection:
        """The newest turns within ``request.budget`` (anchored in cache-friendly mode)."""
        turns = request.history.recent_turns(request.budget)
        if not self.cache_friendly:
            return self._unquote(request, turns)
        key = (request.conversation_id, request.window)
        stored = stored_anchor(turns, request.window)
        with self._lock:
            start = stored if stored is not None else self._starts.get(key)
            if start is not None and start < len(request.history) and turns and \
                    turns[0].seq is not None and turns[0].seq <= start:
                self._starts.put(key, start)
                return Selection(recent=[m for m in turns if m.seq is not None and m.seq >= start],
                                 notes={"window_start": start}, anchor=start)
            kept = request.history.recent_turns(int(request.budget * (1 - self.evict_fraction)))
            start = kept[0].seq if kept and kept[0].seq is not None else len(request.history)
            self._starts.put(key, start)
        return Selection(recent=kept, notes={"window_start": start, "evicted": True},
                         anchor=start)

    @staticmethod
    def _unquote(request: SelectionRequest, turns: list[Message]) -> Selection:
        """``turns``, without pinning the facts whose statement they quote
        (:func:`~convmem.strategies.quoted.quoted_facts`: it would show the user's words
        twice), and with the older turns the tokens that frees buy — unless those would quote
        an earlier value of a fact left out (then only the facts block says which is current,
        and the window stays as it was). Nothing is held back when that would not make the
        block smaller (a longer fact the cap left out would take their place) or when the
        turns are over budget (the guard shortens the newest turn, maybe cutting a statement).
        Only where the facts block may change from request to request (``price_facts``); the
        cache-friendly window keeps its turns and facts as they are, so that its prompts keep
        their prefix."""
        if request.price_facts is None or not request.facts or not turns or \
                sum(m.tokens or 0 for m in turns) > request.budget:
            return Selection(recent=turns)  # (a newest turn over budget is cut by the guard)
        changed = functools.cache(lambda: changed_facts(request))
        quoted = quoted_facts(request, turns, {}, changed)
        if not quoted:
            return Selection(recent=turns)
        freed = request.price_facts(request.facts) - request.price_facts(
            [f for f in request.facts if f.key not in quoted])
        if freed <= 0:  # a longer fact the cap left out would take their place
            return Selection(recent=turns)
        more = request.history.recent_turns(request.budget + freed)
        if quoted_facts(request, more, {}, changed).keys() >= quoted.keys():
            turns = more
        return Selection(recent=turns, facts_held=quoted)

    def after_add(self, history: HistoryView, added: Sequence[Message]) -> None:
        """Nothing to do: the window reads the history at build time."""

    def forget(self, conversation_ids: Sequence[str]) -> None:
        """Forget the conversations' anchors (for ``Memory.forget``)."""
        gone = set(conversation_ids)
        with self._lock:
            self._starts.drop(lambda key: key[0] in gone)
