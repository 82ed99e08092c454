"""Stores: history (SQLAlchemy, in-memory) behind :class:`Store`, vectors (Chroma) behind
:class:`VectorStore`, and :class:`HistoryView`, the paged view strategies read history through."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from convmem.stores.base import Between, Store, VectorRecord, VectorStore
from convmem.stores.memory import InMemoryStore
from convmem.stores.view import HistoryView

if TYPE_CHECKING:
    from convmem.stores.chroma import ChromaVectorStore
    from convmem.stores.sql import SQLStore

__all__ = ["Between", "ChromaVectorStore", "HistoryView", "InMemoryStore", "SQLStore", "Store",
           "VectorRecord", "VectorStore"]

# SQLAlchemy's import costs ~100 ms and chromadb's much more: load them only for their users.
_LAZY = {"SQLStore": "convmem.stores.sql", "ChromaVectorStore": "convmem.stores.chroma"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'convmem.stores' has no attribute {name!r}")
