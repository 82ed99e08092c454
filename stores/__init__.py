"""History stores (SQLAlchemy, in-memory) and the Store protocol they share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from convmem.stores.base import Store
from convmem.stores.memory import InMemoryStore

if TYPE_CHECKING:
    from convmem.stores.sql import SQLStore

__all__ = ["InMemoryStore", "SQLStore", "Store"]


def __getattr__(name: str) -> Any:
    # SQLAlchemy's import costs ~100 ms; load it only for users of SQLStore.
    if name == "SQLStore":
        from convmem.stores.sql import SQLStore

        return SQLStore
    raise AttributeError(f"module 'convmem.stores' has no attribute {name!r}")
