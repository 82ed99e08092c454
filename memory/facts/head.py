"""The meaning detector's head: the features it reads, its training, its copy on disk.

Design decisions:

- **Meaning and words.** A sentence is read as its MiniLM embedding (the vector retrieval
  computes anyway) joined to its words: hashed word unigrams and bigrams, and for Chinese
  character unigrams and bigrams, in :data:`BUCKETS` buckets (crc32), L2-normalised and weighted
  by :data:`WORD_WEIGHT`. The embedding alone confused categories that share a topic ("I take
  metformin" scored as a medical condition, "my daughter's school" as work): on the spent blind
  sets 38 of its misses were a fact filed under the wrong category, 18 with the words. MiniLM is
  an English model and tells Chinese topics apart poorly; characters are what it lacks there.
  The words are sparse (a sentence has tens of them), so they stay a sparse matrix: training
  costs what the embedding-only head did.
- **A trained head plus its nearest examples.** A multinomial logistic regression (Adam, L2,
  deterministic: zeros to start, full batches) with half the weight on "not a fact", half spread
  evenly over the categories. Its score is P(fact) plus twice the margin between the mean
  similarity of the three nearest fact examples and of the three nearest non-facts, on the
  embedding alone (the words would make every short sentence near every other).
- **Kept per machine.** Training embeds every example (12,239 texts: 54 s on two cores,
  the 400 steps included), so a trained head is written to the cache folder
  (``$CONVMEM_CACHE`` or ``~/.cache/convmem``, ``fact-heads/``) under a key the caller derives
  from everything it depends on; this module's own source is part of it (:func:`code_digest`),
  so a change here trains anew.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import itertools
import logging
import os
import re
import sys
import tempfile
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["BUCKETS", "WORD_WEIGHT", "Head", "code_digest", "fit", "load", "save", "words"]

log = logging.getLogger("convmem")

BUCKETS = 1 << 13
WORD_WEIGHT = 3.0
_LATIN = re.compile(r"[a-z][a-z'’]+|\d+")
_HAN = re.compile(r"[\u4e00-\u9fff]+")
_NEAREST = 3
_MARGIN_WEIGHT = 2.0


def _grams(text: str) -> list[str]:
    folded = text.casefold()
    latin = _LATIN.findall(folded)
    out = [f"w:{w}" for w in latin] + [f"b:{a} {b}" for a, b in itertools.pairwise(latin)]
    for run in _HAN.findall(folded):
        out += [f"c:{c}" for c in run] + [f"d:{a}{b}" for a, b in itertools.pairwise(run)]
    return out


def words(texts: Sequence[str]) -> Any:
    """The texts' hashed n-grams as a sparse ``len(texts) x BUCKETS`` matrix (CSR), each row
    L2-normalised and weighted by :data:`WORD_WEIGHT` (a text without a word: a zero row)."""
    import numpy as np
    from scipy import sparse

    rows: list[int] = []
    cols: list[int] = []
    vals: list[float] = []
    for i, text in enumerate(texts):
        buckets = sorted({zlib.crc32(g.encode()) % BUCKETS for g in _grams(text)})
        rows += [i] * len(buckets)
        cols += buckets
        vals += [WORD_WEIGHT / max(len(buckets), 1) ** 0.5] * len(buckets)
    return sparse.csr_matrix((np.array(vals), (np.array(rows, dtype=np.int64),
                                               np.array(cols, dtype=np.int64))),
                             shape=(len(texts), BUCKETS))


@dataclass(frozen=True)
class Head:
    """A trained head: weights over the embedding (``w``) and the words (``v``), biases,
    the labels (``"none"`` last) and the example embeddings of facts and of non-facts."""

    w: Any
    v: Any
    b: Any
    labels: list[str]
    facts: Any
    others: Any

    def score(self, vectors: Any, texts: Sequence[str]) -> list[tuple[str, float]]:
        """The most likely fact category of each text and its score (see the module
        docstring), from the texts' embeddings ``vectors``."""
        import numpy as np

        x = np.asarray(vectors, dtype=np.float64)
        p = _softmax(x @ self.w + words(texts) @ self.v + self.b)
        near = x.astype(np.float32)
        margin = (np.sort(near @ self.facts.T, axis=1)[:, -_NEAREST:].mean(axis=1)
                  - np.sort(near @ self.others.T, axis=1)[:, -_NEAREST:].mean(axis=1))
        score = 1.0 - p[:, -1] + _MARGIN_WEIGHT * margin
        best = p[:, :-1].argmax(axis=1)
        return [(self.labels[int(i)], float(s)) for i, s in zip(best, score, strict=True)]


def _softmax(logits: Any) -> Any:
    import numpy as np

    logits = logits - logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(axis=1, keepdims=True)


def fit(embed: Callable[[list[str]], Any], positive: Mapping[str, Sequence[str]],
        negative: Sequence[str], labels: list[str], steps: int) -> Head:
    """Train a head for ``labels`` (the categories of ``positive`` in order, ``"none"`` last)
    on the example sentences, embedded once with ``embed``."""
    import numpy as np

    texts = [t for cat in labels[:-1] for t in positive[cat]] + list(negative)
    target = np.array([labels.index(cat) for cat in labels[:-1] for _ in positive[cat]]
                      + [len(labels) - 1] * len(negative))
    x = np.asarray(embed(texts), dtype=np.float64)
    lex = words(texts)
    k = len(labels)
    counts = np.maximum(np.bincount(target, minlength=k).astype(np.float64), 1.0)
    share = np.full(k, 0.5 / (k - 1))
    share[-1] = 0.5  # the prior a threshold on P(fact) is tuned against
    weight = (share / counts)[target]
    onehot = np.eye(k)[target]
    params = [np.zeros((x.shape[1], k)), np.zeros((lex.shape[1], k)), np.zeros(k)]
    moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]
    rate, (beta1, beta2), l2 = 0.05, (0.9, 0.999), 1e-3
    for step in range(1, steps + 1):  # Adam on the weighted cross-entropy
        w, v, b = params
        grad = (_softmax(x @ w + lex @ v + b) - onehot) * weight[:, None] / weight.sum()
        grads = (x.T @ grad + l2 * w, np.asarray(lex.T @ grad) + l2 * v, grad.sum(axis=0))
        for param, g, (m, s) in zip(params, grads, moments, strict=True):
            m *= beta1
            m += (1 - beta1) * g
            s *= beta2
            s += (1 - beta2) * g * g
            param -= rate * (m / (1 - beta1 ** step)) / (np.sqrt(s / (1 - beta2 ** step)) + 1e-8)
    facts = target != k - 1
    w, v, b = params
    return Head(w, v, b, labels, x[facts].astype(np.float32), x[~facts].astype(np.float32))


def _path(key: str) -> Path:
    from convmem.providers.onnx import cache_folder

    return cache_folder() / "fact-heads" / f"{key}.npz"


def load(key: str) -> Head | None:
    """The head saved under ``key`` (``None``: none, or unreadable)."""
    import numpy as np

    try:
        with np.load(_path(key), allow_pickle=False) as data:
            return Head(data["w"], data["v"], data["b"], [str(x) for x in data["labels"]],
                        data["facts"], data["others"])
    except Exception:  # absent, truncated, not a zip, missing arrays: it is only a cache
        return None


def save(key: str, head: Head) -> Head:
    """``head``, written under ``key`` when it can be (atomically; a failure to write is only
    logged: the head is retrained next time)."""
    import numpy as np

    path = _path(key)
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as tmp:
            np.savez(tmp, w=head.w, v=head.v, b=head.b, labels=np.array(head.labels),
                     facts=head.facts, others=head.others)
        os.chmod(tmp.name, 0o644)  # a shared cache folder serves every user
        os.replace(tmp.name, path)  # readers see the old file or the whole new one
    except OSError as exc:
        log.info("convmem facts: the trained fact head was not cached (%s)", exc)
        if tmp is not None:
            Path(tmp.name).unlink(missing_ok=True)
    return head


@functools.cache
def code_digest() -> str:
    """A digest of this module's own text, part of every head's key: a change to the features
    or the training trains anew without anyone remembering to bump a version."""
    try:
        return hashlib.sha256(inspect.getsource(sys.modules[__name__]).encode()).hexdigest()
    except (OSError, TypeError):  # no source shipped: the version of the package stands in
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("convmem")
        except PackageNotFoundError:
            return "unknown"
