"""Context strategies behind the :class:`Strategy` protocol, and :func:`create` by name."""

from __future__ import annotations

from typing import Any

from convmem.errors import ConfigError
from convmem.stores.base import Store
from convmem.strategies.base import Selection, SelectionRequest, Strategy
from convmem.strategies.window import SlidingWindow
from convmem.tokens import TokenCounter

__all__ = ["NAMES", "Selection", "SelectionRequest", "SlidingWindow", "Strategy", "create"]

NAMES = ("window", "summary", "prune")


def create(name: str, *, store: Store, counter: TokenCounter, **options: Any) -> Strategy:
    """Build a strategy from its name with the embedded defaults.

    Args:
        name: one of :data:`NAMES`.
        store: the memory's store (strategies that persist summaries use it).
        counter: the memory's token counter.
        **options: passed to the strategy's constructor.

    Raises:
        ConfigError: the name is unknown.
    """
    # Imported on use: these modules import the budget guard, which imports strategies.base.
    if name == "window":
        return SlidingWindow(**options)
    if name == "summary":
        from convmem.strategies.summary import Summarizing

        return Summarizing(**options)
    if name == "prune":
        from convmem.strategies.prune import Pruning

        return Pruning(**options)
    raise ConfigError(f"strategy={name!r} is not a known strategy; use one of {NAMES} or pass a "
                      "Strategy object.")
