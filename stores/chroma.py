"""``ChromaVectorStore``: the :class:`~convmem.stores.base.VectorStore` on Chroma.

A vector store keeps records (id, vector, scalar metadata) in named *spaces*; one space holds
vectors of one kind from one embedding model (e.g. "turn vectors of all-MiniLM-L6-v2"), so
vectors of different models never meet. Queries always carry a ``where`` filter: the retrieval
strategy scopes every query to a conversation (or to one user's conversations), and the store
applies that filter before ranking, never after.

:class:`ChromaVectorStore` maps a space to a Chroma collection (cosine distance, no Chroma
embedding function: convmem passes its own vectors). It runs embedded on a folder
(``PersistentClient``, the zero-set-up default) or against a Chroma server (``HttpClient``,
``chroma run --path DIR --port N``) for scale. The client is created on first use, not in the
constructor, so a server that is down makes retrieval degrade (the strategy falls back to the
window) instead of making ``Memory(...)`` fail; every chromadb/httpx exception is translated to
:class:`~convmem.errors.RetrievalError` here, at the boundary.

Chroma applies a selective metadata filter by scanning the matching records exactly (no HNSW
recall loss), which is what a per-conversation filter is; its cost grows with the size of the
conversation, not of the whole collection.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError, RetrievalError, require
from convmem.stores.base import Between, VectorRecord, Where

__all__ = ["ChromaVectorStore", "collection_name", "folder_next_to", "server_store"]

log = logging.getLogger("convmem")

_NAME_OK = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{1,510}[A-Za-z0-9]$")


def collection_name(prefix: str, space: str) -> str:
    """A valid Chroma collection name for ``prefix`` + ``space``: kept readable when it already
    is (3-512 of ``[A-Za-z0-9._-]``, alphanumeric ends, no ``..``), hashed otherwise."""
    raw = f"{prefix}.{space}"
    if _NAME_OK.match(raw) and ".." not in raw:
        return raw
    head = re.sub(r"[^A-Za-z0-9_-]", "-", prefix)[:40].strip("-_") or "convmem"
    return f"{head}.{hashlib.sha1(raw.encode()).hexdigest()[:24]}"


def _where(where: Where) -> dict[str, Any] | None:
    clauses: list[dict[str, Any]] = []
    for key, value in where.items():
        if isinstance(value, Between):
            clauses += [{key: {"$gte": value.lo}}, {key: {"$lte": value.hi}}]
        elif isinstance(value, list | tuple | set | frozenset):
            if not value:
                raise ConfigError(f"where[{key!r}] is an empty list: it would match nothing.")
            clauses.append({key: {"$in": sorted(value)}})
        else:
            clauses.append({key: value})
    if not clauses:
        return None
    return clauses[0] if len(clauses) == 1 else {"$and": clauses}


class ChromaVectorStore:
    """A :class:`VectorStore` on Chroma: embedded in a folder, or a Chroma server.

    Args:
        path: folder of the embedded ``PersistentClient`` (created if missing).
        host: a Chroma server's host (``HttpClient``); give either ``path`` or ``host``.
        port: the server's port.
        ssl: talk HTTPS to the server.
        headers: extra HTTP headers (e.g. an auth token) for the server.
        prefix: collection names start with this (one store can serve several apps).
        batch_size: records per upsert call.

    Raises:
        ConfigError: neither or both of ``path`` and ``host``.
        MissingDependency: chromadb is not installed (``pip install 'convmem[rag]'``).
    """

    def __init__(self, path: str | Path | None = None, *, host: str | None = None,
                 port: int = 8000, ssl: bool = False, headers: Mapping[str, str] | None = None,
                 prefix: str = "convmem", batch_size: int = 1000) -> None:
        if (path is None) == (host is None):
            raise ConfigError(f"path={path!r}, host={host!r}: give a folder for the embedded "
                              "Chroma (path='./vectors') or a server (host='localhost', "
                              "port=8000), not both and not neither.")
        if batch_size < 1:
            raise ConfigError(f"batch_size={batch_size!r}: use a positive number of records.")
        require("chromadb", "rag", "ChromaVectorStore")  # at construction, not at first use
        self.path = Path(path) if path is not None else None
        self.host, self.port, self.ssl = host, port, ssl
        self.headers = dict(headers or {})
        self.prefix = prefix
        self.batch_size = batch_size
        self._client: Any = None
        self._collections: dict[str, Any] = {}
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        where = f"path={str(self.path)!r}" if self.path else f"host={self.host!r}, port={self.port}"
        return f"ChromaVectorStore({where}, prefix={self.prefix!r})"

    # -- plumbing ----------------------------------------------------------------------------

    def _connect(self) -> Any:
        import chromadb
        from chromadb.config import Settings

        settings = Settings(anonymized_telemetry=False)
        if self.path is not None:
            self.path.mkdir(parents=True, exist_ok=True)
            return chromadb.PersistentClient(path=str(self.path), settings=settings)
        return chromadb.HttpClient(host=self.host or "localhost", port=self.port, ssl=self.ssl,
                                   headers=self.headers or None, settings=settings)

    def _collection(self, space: str) -> Any:
        with self._lock:
            found = self._collections.get(space)
            if found is not None:
                return found
            name = collection_name(self.prefix, space)
            try:
                if self._client is None:
                    self._client = self._connect()
                found = self._client.get_or_create_collection(
                    name, embedding_function=None, configuration={"hnsw": {"space": "cosine"}})
            except Exception as exc:
                raise RetrievalError(f"{self!r}: cannot open collection {name!r} "
                                     f"({type(exc).__name__}: {exc}). Is the Chroma server "
                                     "running / the folder writable?") from exc
            self._collections[space] = found
            return found

    def _call(self, op: str, space: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
        collection = self._collection(space)
        try:
            return fn(collection, *args, **kwargs)
        except ConfigError:
            raise
        except Exception as exc:
            # A stale collection handle (server restarted, collection deleted) is re-opened
            # on the next call rather than failing forever.
            with self._lock:
                self._collections.pop(space, None)
            raise RetrievalError(f"{self!r}: {op} on space {space!r} failed "
                                 f"({type(exc).__name__}: {exc})") from exc

    @staticmethod
    def _records(ids: Sequence[str], embeddings: Any, metadatas: Any,
                 distances: Any = None) -> list[VectorRecord]:
        out: list[VectorRecord] = []
        for i, rid in enumerate(ids):
            vector = embeddings[i] if embeddings is not None else ()
            meta = (metadatas[i] if metadatas is not None else None) or {}
            score = 1.0 - float(distances[i]) if distances is not None else None
            # numpy rows convert in C; a plain list (an older HTTP client) element by element
            floats = vector.tolist() if hasattr(vector, "tolist") else [float(x) for x in vector]
            out.append(VectorRecord(id=rid, vector=floats, metadata=dict(meta), score=score))
        return out

    # -- the protocol ------------------------------------------------------------------------

    def upsert(self, space: str, records: Sequence[VectorRecord]) -> None:
        """Insert or replace records by id, in batches."""
        for start in range(0, len(records), self.batch_size):
            chunk = records[start:start + self.batch_size]
            self._call("upsert", space, lambda c, ch=chunk: c.upsert(
                ids=[r.id for r in ch], embeddings=[list(r.vector) for r in ch],
                metadatas=[dict(r.metadata) or None for r in ch]))

    def query(self, space: str, vector: Sequence[float], *, k: int,
              where: Where) -> list[VectorRecord]:
        """Up to ``k`` nearest records matching ``where`` (cosine similarity in ``score``)."""
        if k < 1:
            return []
        found = self._call("query", space, lambda c: c.query(
            query_embeddings=[list(vector)], n_results=k, where=_where(where),
            include=["embeddings", "metadatas", "distances"]))
        return self._records(found["ids"][0], found["embeddings"][0], found["metadatas"][0],
                             found["distances"][0])

    def get(self, space: str, ids: Sequence[str]) -> list[VectorRecord]:
        """Records by id (missing ids skipped)."""
        if not ids:
            return []
        found = self._call("get", space, lambda c: c.get(
            ids=list(ids), include=["embeddings", "metadatas"]))
        return self._records(found["ids"], found["embeddings"], found["metadatas"])

    def scan(self, space: str, where: Where) -> list[VectorRecord]:
        """Every record matching ``where``, read in pages."""
        out: list[VectorRecord] = []
        page = 5000
        while True:
            offset = len(out)
            found = self._call("scan", space, lambda c, off=offset: c.get(
                where=_where(where), include=["embeddings", "metadatas"], limit=page,
                offset=off))
            out += self._records(found["ids"], found["embeddings"], found["metadatas"])
            if len(found["ids"]) < page:
                return out

    def delete(self, space: str, where: Where) -> None:
        """Remove the records matching ``where``."""
        self._call("delete", space, lambda c: c.delete(where=_where(where)))

    def close(self) -> None:
        """Release the client (an embedded folder can then be opened again)."""
        with self._lock:
            client, self._client = self._client, None
            self._collections.clear()
        if client is not None and hasattr(client, "close"):
            try:
                client.close()
            except Exception as exc:  # nothing is lost by a failed close: report, don't raise
                log.warning("convmem: closing %r failed: %s", self, exc)


def server_store(url: str, **options: Any) -> ChromaVectorStore:
    """A :class:`ChromaVectorStore` on the Chroma server at ``url`` (``http://host:8000``).

    Raises:
        ConfigError: not an http(s) URL with a host.
    """
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(f"{url!r} is not a Chroma server URL; use e.g. http://localhost:8000.")
    ssl = parts.scheme == "https"
    return ChromaVectorStore(host=parts.hostname, port=parts.port or (443 if ssl else 8000),
                             ssl=ssl, **options)


def folder_next_to(store: object) -> Path | None:
    """``<file>.vectors`` beside a SQLite history store's database file (so the vectors live
    and are backed up with the history), or ``None`` when the store is not a SQLite file."""
    url = getattr(store, "url", None)
    if not isinstance(url, str):
        return None
    from convmem.stores.sql_engine import sqlite_file

    database = sqlite_file(url)
    return None if database is None else database.with_name(database.name + ".vectors")
