"""Context strategies behind the :class:`Strategy` protocol, and :func:`create` by name."""

from __future__ import annotations

from typing import Any

from convmem.errors import ConfigError
from convmem.stores.base import Store
from convmem.strategies.base import Selection, SelectionRequest, Strategy
from convmem.strategies.window import SlidingWindow

__all__ = ["NAMES", "Selection", "SelectionRequest", "SlidingWindow", "Strategy", "create"]

NAMES = ("window", "summary", "rag", "prune", "hybrid")


def create(name: str, *, store: Store | None = None, **options: Any) -> Strategy:
    """Build a strategy from its name with the embedded defaults.

    Args:
        name: one of :data:`NAMES`.
        store: the memory's store; ``"rag"`` and ``"hybrid"`` keep their embedded Chroma folder
            next to a SQLite file (else in a temporary folder).
        **options: passed to the strategy's constructor (``Retrieval.embedded`` and
            ``Hybrid.embedded`` for the two that retrieve).

    Raises:
        ConfigError: the name is unknown.
        ImportError: ``"rag"``/``"hybrid"`` without the rag extra (``pip install convmem[rag]``).
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
    if name == "rag":
        from convmem.strategies.rag import Retrieval

        return Retrieval.embedded(store=store, **options)
    if name == "hybrid":
        from convmem.strategies.hybrid import Hybrid

        return Hybrid.embedded(store=store, **options)
    raise ConfigError(f"strategy={name!r} is not a known strategy; use one of {NAMES} or pass a "
                      "Strategy object.")
