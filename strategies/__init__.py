"""Context strategies behind the :class:`Strategy` protocol, and :func:`create` by name.

:func:`create` is the one place that wires the embedded defaults (all-MiniLM-L6-v2 on the CPU,
an embedded Chroma folder): the strategy classes take their collaborators (embedder, vector
store, summarizer) in ``__init__`` and never import a concrete model or database, so a user who
brings a Chroma server or another model constructs the class directly.
"""

from __future__ import annotations

import shutil
import tempfile
import uuid
import weakref
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from convmem.errors import ConfigError, did_you_mean, echo
from convmem.stores.base import Store
from convmem.strategies.base import Selection, SelectionRequest, Strategy
from convmem.strategies.window import SlidingWindow

if TYPE_CHECKING:
    from convmem.providers.embedders import Embedder
    from convmem.strategies.hybrid import Hybrid
    from convmem.strategies.prune import Pruning
    from convmem.strategies.rag import Retrieval
    from convmem.strategies.summarizers import ExtractiveSummarizer, LLMSummarizer
    from convmem.strategies.summary import Summarizing

__all__ = ["DEFAULT", "NAMES", "ExtractiveSummarizer", "Hybrid", "LLMSummarizer", "Pruning",
           "Retrieval", "Selection", "SelectionRequest", "SlidingWindow", "Strategy", "Summarizing",
           "check_options", "create", "embedded_retrieval"]

NAMES = ("window", "summary", "rag", "prune", "hybrid", "dense")
# The one default: Memory, `convmem serve` and `convmem chat` all start from it.
DEFAULT = "hybrid"

# Loaded on first use: rag needs numpy, and the summarizers import the fact rules.
_LAZY = {"Hybrid": "hybrid", "Pruning": "prune", "Retrieval": "rag", "Summarizing": "summary",
         "ExtractiveSummarizer": "summarizers", "LLMSummarizer": "summarizers"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f"convmem.strategies.{_LAZY[name]}"), name)
    raise AttributeError(f"module 'convmem.strategies' has no attribute {name!r}")


def create(name: str, *, store: Store | None = None, limit: int | None = None,
           **options: Any) -> Strategy:
    """Build a strategy from its name with the embedded defaults.

    Args:
        name: one of :data:`NAMES`; ``"dense"`` is the naive dense baseline
            (:meth:`~convmem.strategies.rag.Retrieval.naive`), a yardstick, not a strategy to use.
        store: the memory's store; ``"rag"`` and ``"hybrid"`` keep their embedded Chroma folder
            next to a SQLite file (else in a temporary folder removed with the strategy).
        limit: the prompt limit the strategy serves (``window - reserve_output``): the
            ``"summary"`` strategy's thresholds follow it (see
            :func:`~convmem.strategies.summary.summary_defaults`).
        **options: for ``"rag"``/``"hybrid"``: ``path`` (the Chroma folder), ``model`` (a
            sentence-transformers model instead of all-MiniLM-L6-v2) or ``embedder``, then
            :class:`~convmem.strategies.rag.Retrieval`'s own options; for ``"hybrid"`` also
            ``summary_share``, ``recent_share``, ``evict_fraction``, ``fact_relevance``,
            ``contextual_facts`` and ``uncertain_facts`` (the hybrid's).
            Other strategies take their constructor's options.

    Raises:
        ConfigError: the name or an option is unknown, or an option's value is of the wrong
            type.
        MissingDependency: ``"rag"``/``"hybrid"`` without the rag extra
            (``pip install 'convmem[rag]'``).
    """
    if name in NAMES:
        check_options(name, options)
    try:
        return _create(name, store, limit, options)
    except TypeError as exc:  # a value of the wrong type, found by the constructor
        raise ConfigError(f"strategy {name!r}: bad option value in {echo(options)} ({exc}); "
                          "give numbers for shares, fractions and counts, true/false for "
                          "switches.") from exc


# The options create() takes itself, and the collaborators it wires (not options to give).
_WIRED = {"self", "vectors", "on_close", "limit", "store", "options", "naive", "retrieval",
          "summarizing", "name"}


def _accepted(name: str) -> list[str]:
    """The option names ``create(name, ...)`` passes on, from the constructors' signatures."""
    import inspect

    if name == "window":
        targets: list[Any] = [SlidingWindow.__init__]
    elif name == "summary":
        from convmem.strategies.summary import Summarizing

        targets = [Summarizing.__init__]
    elif name == "prune":
        from convmem.strategies.prune import Pruning

        targets = [Pruning.__init__]
    else:
        from convmem.strategies.rag import Retrieval

        targets = [embedded_retrieval, Retrieval.__init__]
        if name == "hybrid":
            from convmem.strategies.hybrid import Hybrid

            targets.append(Hybrid.__init__)
    names = {p.name for t in targets for p in inspect.signature(t).parameters.values()
             if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)}
    return sorted(names - _WIRED)


def check_options(name: str, options: Mapping[str, Any]) -> None:
    """Check option names for ``create(name, ...)`` before anything is built.

    Raises:
        ConfigError: an option the strategy does not take (naming those it does).
    """
    accepted = _accepted(name)
    for key in options:
        if key not in accepted:
            raise ConfigError(f"strategy {name!r} has no option {key!r}. "
                              f"{did_you_mean(key, accepted)}Its options: {', '.join(accepted)}.")


def _create(name: str, store: Store | None, limit: int | None, options: dict[str, Any]
            ) -> Strategy:
    if name == "window":
        return SlidingWindow(**options)
    if name == "summary":
        from convmem.strategies.summary import Summarizing

        return Summarizing(limit=limit, **options)
    if name == "prune":
        from convmem.strategies.prune import Pruning

        return Pruning(**options)
    if name == "rag":
        return embedded_retrieval(store=store, **options)
    if name == "dense":
        return embedded_retrieval(store=store, naive=True, **options)
    if name == "hybrid":
        from convmem.strategies.hybrid import Hybrid
        from convmem.strategies.summary import Summarizing

        own = {k: options.pop(k) for k in ("summary_share", "recent_share", "evict_fraction",
                                            "fact_relevance", "contextual_facts",
                                            "uncertain_facts") if k in options}
        return Hybrid(embedded_retrieval(store=store, **options),
                      Summarizing(limit=limit, check_facts=False), **own)
    raise ConfigError(f"strategy={echo(name)} is not a known strategy. "
                      f"{did_you_mean(name, NAMES)}Use one of {', '.join(NAMES)}.")


def embedded_retrieval(*, store: Store | None = None, path: str | Path | None = None,
                       model: str | None = None, embedder: Embedder | None = None,
                       naive: bool = False, **options: Any) -> Retrieval:
    """Retrieval on the embedded defaults: MiniLM on the CPU and a Chroma folder.

    Args:
        store: the memory's history store; the folder goes next to a SQLite file
            (``<database>.vectors/``), else into a temporary folder removed with the strategy.
        path: the Chroma folder instead, or a Chroma server's URL (``http://host:8000``): what
            several workers on one history store share.
        model: a sentence-transformers model instead of all-MiniLM-L6-v2.
        embedder: an embedder to use instead of a sentence-transformers model (which is
            loaded on its first use, not here).
        naive: the naive dense baseline (:meth:`~convmem.strategies.rag.Retrieval.naive`).
        **options: passed to :class:`~convmem.strategies.rag.Retrieval`.

    The vector folder is created on first use by the vector store, not here; a temporary one
    is removed with the strategy.
    """
    from convmem.providers.embedders import SentenceTransformerEmbedder
    from convmem.stores.chroma import ChromaVectorStore, folder_next_to, server_store
    from convmem.strategies.rag import Retrieval

    # The embedder first: a missing package fails here before a folder is made.
    chosen = embedder or SentenceTransformerEmbedder(model)
    temp = None
    if path is None:
        path = folder_next_to(store)
    if path is None:
        # Named now, made by the vector store on first use: Memory() creates no folder.
        temp = Path(tempfile.gettempdir()) / f"convmem-vectors-{uuid.uuid4().hex}"
        path = temp
    vectors = server_store(str(path)) if str(path).startswith(("http://", "https://")) \
        else ChromaVectorStore(path)
    cleanup: list[Any] = []

    def on_close() -> None:
        vectors.close()
        for finalizer in cleanup:
            finalizer()  # the temporary folder: nothing in it outlives the strategy

    make = Retrieval.naive if naive else Retrieval
    strategy = make(chosen, vectors, on_close=on_close, **options)
    if temp is not None:
        cleanup.append(weakref.finalize(strategy, shutil.rmtree, temp, True))
    return strategy
