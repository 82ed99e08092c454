"""A bounded mapping that forgets its least recently used entry.

A server sees an unbounded number of conversations and texts over its life; everything it
remembers per conversation, model or text (a window's anchor, the last prompt, an index, a
calibration, a vector, a backend) lives in one of these, so memory stays bounded however long it
runs. (Token counts of texts are bounded by the characters they hold: :mod:`convmem.tokens`.)
What is forgotten is only a cache: each owner can rebuild it from the store (or pays a prefix
break, for a window's anchor).

Not thread-safe by itself: every owner already holds a lock around its own bookkeeping, and one
lock per owner is cheaper than one per map.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from convmem.errors import ConfigError

__all__ = ["LRU"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRU(Generic[K, V]):
    """At most ``capacity`` entries; reading or writing one makes it the most recent.

    Raises:
        ConfigError: ``capacity`` is not a positive integer.
    """

    def __init__(self, capacity: int) -> None:
        if not isinstance(capacity, int) or isinstance(capacity, bool) or capacity < 1:
            raise ConfigError(f"capacity={capacity!r}: use a positive number of entries.")
        self.capacity = capacity
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        """The value of ``key`` (now the most recent), or ``None``."""
        if key not in self._items:
            return None
        self._items.move_to_end(key)
        return self._items[key]

    def put(self, key: K, value: V) -> V:
        """Set ``key`` (the most recent), forget the oldest beyond the capacity; returns
        ``value``."""
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)
        return value

    def pop(self, key: K) -> V | None:
        """Forget ``key``; its value, or ``None``."""
        return self._items.pop(key, None)

    def drop(self, match: Callable[[K], bool]) -> None:
        """Forget every key ``match`` accepts (e.g. the erased conversations')."""
        for key in [k for k in self._items if match(k)]:
            del self._items[key]

    def keys(self) -> list[K]:
        """The keys, least recently used first (a copy)."""
        return list(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)
