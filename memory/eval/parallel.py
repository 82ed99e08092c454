"""``convmem compare --jobs N``: the strategies of a comparison shared out among N processes.

A strategy's replay depends on nothing another strategy does (each has its own store, index
and memories, see :mod:`convmem.eval.replay`), and a comparison is CPU-bound in one Python
thread, so on a machine with N cores N processes finish in about 1/N of the time. Decisions:

* **Processes are spawned**, never forked: the parent may hold threads (the progress bar) and
  an onnxruntime session, neither of which survives a fork. A worker therefore rebuilds its
  strategies from a picklable :class:`Job` (strategy names, embedder choice, options), exactly
  as the command line builds them.
* **Strategies, not conversations, are shared out**, by weight: a retrieval strategy
  (``dense``, ``rag``, ``hybrid``) costs about three of the others (the model). Reports come
  back whole and keep the order asked; the figures of a strategy are those a one-process run
  prints, except latency (another process runs beside it, on its own core).
* **What is not shared**: the embedding cache is per process, so each worker that runs a
  retrieval strategy embeds the messages once itself (in one process they are embedded once
  per run). That is why strategies of one kind go to as few workers as the balance allows.
* **Progress** crosses processes through a queue; the parent reports it as one run.
"""

from __future__ import annotations

import multiprocessing
import queue
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError
from convmem.eval.compare import Comparison, StrategyKit, compare, comparison, embedder_named
from convmem.eval.replay import StrategyReport, load_conversations, plan_points
from convmem.providers.onnx import usable_cores

__all__ = ["Job", "default_jobs", "repeated", "run_jobs", "share_out"]

_RETRIEVAL = ("dense", "rag", "hybrid")
_progress_queue: Any = None  # the worker's end of the progress queue (set by _start)


@dataclass(frozen=True)
class Job:
    """Everything a worker needs to run some strategies of a comparison (picklable)."""

    files: list[str]
    strategies: list[str]
    windows: list[int]
    reserves: list[int]
    embedder: str = "minilm"
    options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    tokenizer: str = "cl100k_base"
    conversations: list[str] | None = None
    every: int = 10
    seed: int = 0


def default_jobs(strategies: Sequence[str]) -> int:
    """One worker per usable core, at most one per strategy and at most 4."""
    return max(1, min(usable_cores(), len(strategies), 4))


def repeated(names: Sequence[str]) -> list[str]:
    """The names listed more than once (sorted)."""
    return sorted({n for n in names if names.count(n) > 1})


def _weight(name: str) -> int:
    return 3 if name.partition("+")[0] in _RETRIEVAL else 1


def share_out(strategies: Sequence[str], jobs: int) -> list[list[str]]:
    """The strategies of each worker: heaviest first to the least loaded (ties: the worker
    already running a retrieval strategy, which has the embeddings); empty workers dropped."""
    groups: list[list[str]] = [[] for _ in range(max(1, jobs))]
    loads = [0] * len(groups)
    for name in sorted(strategies, key=lambda n: -_weight(n)):
        least = min(loads)
        ties = [i for i, load in enumerate(loads) if load == least]
        pick = next((i for i in ties if any(_weight(n) > 1 for n in groups[i])), ties[0])
        groups[pick].append(name)
        loads[pick] += _weight(name)
    return [g for g in groups if g]


def _start(progress: Any) -> None:
    global _progress_queue
    _progress_queue = progress


def _work(job: Job) -> list[StrategyReport]:
    """In a worker: run the job's strategies as the command line would."""
    kit = StrategyKit(embedder_named(job.embedder), job.options)
    try:
        specs = [kit.spec(name) for name in job.strategies]

        def step(_done: int, _total: int, what: str) -> None:
            if _progress_queue is not None:
                _progress_queue.put(what)

        result = compare([Path(f) for f in job.files], specs, job.windows, job.reserves,
                         tokenizer=job.tokenizer, conversations=job.conversations,
                         every=job.every, seed=job.seed, progress=step, probing=kit.probing)
    finally:
        kit.close()
    reports: list[StrategyReport] = result.reports
    return reports


def run_jobs(job: Job, jobs: int,
             progress: Callable[[int, int, str], None] | None = None) -> Comparison:
    """Run ``job``'s strategies in ``jobs`` spawned processes and merge their reports.

    Returns:
        The comparison, its reports in the order of ``job.strategies``; ``seconds`` is the
        wall time of the whole run.

    Raises:
        Whatever a worker raised (ConfigError for a bad file, MissingDependency …).
    """
    twice = repeated(job.strategies)
    if twice:
        raise ConfigError(f"strategies {twice} are listed twice: the workers' reports are "
                          "merged by name, so name each strategy once.")
    began = time.perf_counter()
    convs = load_conversations([Path(f) for f in job.files], job.conversations)
    total = len(job.strategies) * plan_points(convs, job.every, job.seed)
    context = multiprocessing.get_context("spawn")
    steps = context.Queue()
    groups = share_out(job.strategies, jobs)
    done = 0
    with ProcessPoolExecutor(len(groups), mp_context=context, initializer=_start,
                             initargs=(steps,)) as pool:
        futures: list[Future[list[StrategyReport]]] = [
            pool.submit(_work, replace(job, strategies=group)) for group in groups]
        while not all(f.done() for f in futures) or not steps.empty():
            try:
                what = steps.get(timeout=0.2)
            except queue.Empty:
                continue
            done += 1
            if progress is not None:
                progress(done, total, what)
        by_name = {r.strategy: r for f in futures for r in f.result()}
    return comparison([by_name[n] for n in job.strategies], [Path(f) for f in job.files], convs,
                      job.windows, job.reserves, tokenizer=job.tokenizer, every=job.every,
                      seed=job.seed, seconds=time.perf_counter() - began)
