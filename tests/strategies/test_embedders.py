"""Embedders: the ONNX default against the torch path, lazy loading, the caching wrapper."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from convmem.errors import ConfigError
from convmem.providers.embedders import CachingEmbedder, HashEmbedder, SentenceTransformerEmbedder

TEXTS = ["My sister's wedding will be in Lisbon next September.", "Which city?",
         "The boat is moored at pier nineteen; bring the spare key.", "ok",
         "A long answer. " * 120]


class Counting:
    """Counts calls and texts of an inner embedder."""

    def __init__(self) -> None:
        self.inner = HashEmbedder()
        self.name = self.inner.name
        self.calls: list[int] = []

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls.append(len(texts))
        return self.inner.embed(texts)


def test_onnx_default_gives_the_torch_vectors(minilm: Any) -> None:
    assert minilm.backend == "onnx"
    onnx = np.asarray(minilm.embed(TEXTS))
    torch = np.asarray(SentenceTransformerEmbedder(backend="torch").embed(TEXTS))
    assert onnx.shape == torch.shape == (len(TEXTS), 384)
    assert np.allclose(np.linalg.norm(onnx, axis=1), 1.0, atol=1e-5)
    assert float((onnx * torch).sum(1).min()) > 0.9999


def test_int8_vectors_are_close_and_never_share_an_index(minilm: Any, tmp_path: Any) -> None:
    # Exported and quantized in a fresh interpreter, as a user's first run: nothing printed.
    code = ("import sys; from convmem.providers.embedders import SentenceTransformerEmbedder as E;"
            "E(backend='onnx-int8', cache=sys.argv[1]).embed(['hello'])")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True,
                         text=True, timeout=300, check=True)
    assert out.stderr == ""
    quantized = SentenceTransformerEmbedder(backend="onnx-int8", cache=tmp_path)
    assert quantized.name == "all-MiniLM-L6-v2#int8" != minilm.name
    cosines = (np.asarray(quantized.embed(TEXTS)) * np.asarray(minilm.embed(TEXTS))).sum(1)
    assert float(cosines.min()) > 0.95
    assert (tmp_path / next(p.name for p in tmp_path.iterdir()) / "model.onnx").exists()


def test_construction_loads_nothing_and_a_cached_export_needs_no_torch(minilm: Any) -> None:
    minilm.embed(["warm the export cache"])
    code = ("import sys; from convmem.providers.embedders import SentenceTransformerEmbedder as E;"
            "e = E(); assert e._model is None; v = e.embed(['hello']); assert len(v[0]) == 384;"
            "print('torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True)
    assert out.stdout.strip() == "False"
    assert "Loading weights" not in out.stderr and "%|" not in out.stderr


def test_batches_run_on_their_own_session_with_the_same_vectors(minilm: Any) -> None:
    many = [f"{text} ({i})" for i in range(4) for text in TEXTS]  # 20 texts: a batch
    one = SentenceTransformerEmbedder(batch_threads=1)  # one session for every call
    two = SentenceTransformerEmbedder(batch_threads=2)
    two.embed(["a question"])
    assert two._model._batch_session is None  # a short call never makes it
    batched = np.asarray(two.embed(many))
    assert two._model._batch_session is not None and one.batch_threads == 1
    assert float((batched * np.asarray(one.embed(many))).sum(1).min()) > 0.99999
    assert one._model.batch_threads is None and one._model._batch_session is None


def test_bad_settings_are_rejected() -> None:
    with pytest.raises(ConfigError, match="backend"):
        SentenceTransformerEmbedder(backend="tensorrt")
    with pytest.raises(ConfigError, match="device"):
        SentenceTransformerEmbedder(device="cuda")
    with pytest.raises(ConfigError, match="batch_threads"):
        SentenceTransformerEmbedder(batch_threads=0)
    with pytest.raises(ConfigError, match="capacity"):
        CachingEmbedder(HashEmbedder(), capacity=0)


def test_caching_embedder_embeds_each_text_once_in_one_call() -> None:
    inner = Counting()
    cached = CachingEmbedder(inner, capacity=3)
    first = cached.embed(["a", "b", "a"])
    assert inner.calls == [2] and first[0] == first[2] == inner.inner.embed(["a"])[0]
    again = cached.embed(["b", "c"])
    assert inner.calls == [2, 1] and again[0] == first[1]
    assert (cached.hits, cached.misses) == (2, 3)
    cached.embed(["d", "e"])  # capacity 3: "b" (least recently used) is forgotten
    cached.embed(["b"])
    assert inner.calls[-1] == 1 and cached.name == inner.name


def test_caching_embedder_answers_remembered_vectors_without_the_model() -> None:
    inner = Counting()
    cached = CachingEmbedder(inner)
    made = HashEmbedder().embed(["a", "b"])
    cached.remember(["a", "b"], made)
    assert cached.embed(["b", "a"]) == [made[1], made[0]] and inner.calls == []
    assert cached.embed(["a", "c"])[1] == HashEmbedder().embed(["c"])[0] and inner.calls == [1]
    with pytest.raises(ValueError, match="one per text"):
        cached.remember(["a"], [])
