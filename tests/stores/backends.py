"""The ``Backend`` handle the store fixtures yield (kept out of conftest so tests can import it)."""

from __future__ import annotations

from dataclasses import dataclass, field

from convmem.stores import SQLStore, Store

__all__ = ["Backend"]


@dataclass
class Backend:
    """One store under test, and how to open another store on the same data."""

    kind: str
    url: str | None
    store: Store
    opened: list[Store] = field(default_factory=list)

    def reopen(self) -> Store:
        """A second, independent store on the same database (SQL stores only)."""
        if self.url is None:
            raise TypeError(f"a {self.kind} store cannot be opened twice")
        store = SQLStore(self.url)
        self.opened.append(store)
        return store
