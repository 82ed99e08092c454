"""``convmem compare --jobs N``: a comparison's replays shared out among N processes.

A strategy's replay of one conversation depends on nothing another strategy does, nor on its
replay of another conversation (each has its own store, index and memories, see
:mod:`convmem.eval.replay`), and a comparison is CPU-bound in one Python thread, so on a
machine with N cores N processes finish in about 1/N of the time. Decisions:

* **Processes are spawned**, never forked: the parent may hold threads (the progress bar) and
  an onnxruntime session, neither of which survives a fork. A worker therefore rebuilds its
  strategies from a picklable :class:`Job` (strategy names, embedder choice, options), exactly
  as the command line builds them.
* **Embedded once, in the parent**: before the workers start, the parent embeds what their
  replays will embed (:mod:`convmem.eval.prefetch`: one batched call on both cores) and hands
  the vectors to each worker once, as it starts; the worker's embedding cache starts with them.
  What is left of the model in a worker is the questions (a turn build's each time, a probe's
  once per worker).
* **Tasks are (strategy, conversation) pairs**, the largest first (a retrieval strategy
  costs about three of the others per message), taken by whichever worker is free: three
  retrieval strategies on two cores leave one idle for a third of the run when whole
  strategies are shared out. A strategy's reports come back per conversation and are merged
  in the order of the file (:func:`~convmem.eval.figures.merged`): its figures are those a
  one-process run prints, except latency (another process runs beside it, on its own core) and
  its seconds (the sum of its tasks').
* **A failed task ends the run**: the tasks not started are dropped as soon as its error comes
  back, and it is raised once those the pool had handed out (at most two per worker and one
  more) have ended — a pool cannot stop a task midway.
* **Progress** crosses processes through a queue; the parent reports it as one run.
"""

from __future__ import annotations

import multiprocessing
import queue
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from convmem.errors import ConfigError
from convmem.eval.compare import (
    Comparison,
    StrategyKit,
    compare,
    comparison,
    embedder_named,
    note_ahead,
)
from convmem.eval.figures import StrategyReport, merged
from convmem.eval.prefetch import Vectors
from convmem.eval.replay import load_conversations, plan_points
from convmem.providers.cpu import end_with_parent, one_blas_thread
from convmem.providers.onnx import usable_cores

__all__ = ["Job", "default_jobs", "repeated", "run_jobs"]

_RETRIEVAL = ("dense", "rag", "hybrid")
_progress_queue: Any = None  # the worker's end of the progress queue (set by _start)
_kit: StrategyKit | None = None  # the worker's strategies and model (set by _start)


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


def default_jobs(tasks: int) -> int:
    """One worker per usable core, at most one per task (strategy x conversation) and at
    most 4."""
    return max(1, min(usable_cores(), tasks, 4))


def repeated(names: Sequence[str]) -> list[str]:
    """The names listed more than once (sorted)."""
    return sorted({n for n in names if names.count(n) > 1})


def _weight(name: str) -> int:
    return 3 if name.partition("+")[0] in _RETRIEVAL else 1


def _start(progress: Any, job: Job, vectors: Vectors | None) -> None:
    """In a worker, once: one BLAS thread and an end with the parent if it is killed
    (:mod:`convmem.providers.cpu`), the progress queue, and the kit every task uses
    (the model loads once per worker, its embedding cache starts with the parent's vectors)."""
    global _progress_queue, _kit
    one_blas_thread()
    end_with_parent()
    _progress_queue = progress
    _kit = StrategyKit(embedder_named(job.embedder), job.options)
    if vectors is not None:
        vectors.into(_kit.embedder)
    load = getattr(_kit.embedder.inner, "load", None)
    if callable(load) and any(n.partition("+")[0] in _RETRIEVAL or "+" in n
                              for n in job.strategies):
        load()  # the model, before any task: no turn build of the first one waits for it


def _work(job: Job, name: str, conversation: Mapping[str, Any]) -> StrategyReport:
    """In a worker: replay one conversation through one strategy as the command line would."""
    kit = _kit
    if kit is None:
        raise RuntimeError("a worker runs tasks only once _start has made its kit")

    def step(_done: int, _total: int, what: str) -> None:
        if _progress_queue is not None:
            _progress_queue.put(what)

    try:
        result = compare([conversation], [kit.spec(name)], job.windows, job.reserves,
                         tokenizer=job.tokenizer, every=job.every, seed=job.seed,
                         progress=step, probing=kit.probing)
    finally:
        kit.close()  # this task's vector folders; the model and its caches stay
    report: StrategyReport = result.reports[0]
    return report


def run_jobs(job: Job, jobs: int,
             progress: Callable[[int, int, str], None] | None = None) -> Comparison:
    """Run ``job``'s strategies in ``jobs`` spawned processes and merge their reports.

    Returns:
        The comparison, its reports in the order of ``job.strategies``; ``seconds`` is the
        wall time of the whole run.

    Raises:
        Whatever a worker raised (ConfigError for a bad file, MissingDependency …), as soon
        as it is raised: the tasks not started then never run.
    """
    twice = repeated(job.strategies)
    if twice:
        raise ConfigError(f"strategies {twice} are listed twice: the workers' reports are "
                          "merged by name, so name each strategy once.")
    began = time.perf_counter()
    convs = load_conversations([Path(f) for f in job.files], job.conversations)
    total = len(job.strategies) * plan_points(convs, job.every, job.seed)
    if progress is not None:
        progress(0, total, "embedding ahead")
    vectors = _embed_ahead(job, convs)
    tasks = sorted(((n, c) for n in job.strategies for c in convs),
                   key=lambda t: -_weight(t[0]) * len(t[1]["messages"]))
    context = multiprocessing.get_context("spawn")
    steps = context.Queue()
    done, stopping = 0, False
    with ProcessPoolExecutor(min(jobs, len(tasks)), mp_context=context, initializer=_start,
                             initargs=(steps, job, vectors)) as pool:
        futures: dict[tuple[str, str], Future[StrategyReport]] = {
            (n, c["id"]): pool.submit(_work, job, n, c) for n, c in tasks}
        failures: list[BaseException] = []

        def ended(future: Future[StrategyReport]) -> None:
            error = None if future.cancelled() else future.exception()
            if error is not None:
                failures.append(error)
            steps.put(None)  # wakes the loop below at once

        for future in futures.values():
            future.add_done_callback(ended)
        while not all(f.done() for f in futures.values()) or not steps.empty():
            if failures and not stopping:
                # the tasks not started are dropped; those the pool handed out already end
                # first (it cannot stop a task midway). The queue is still read meanwhile: a
                # worker that put more than the pipe holds could not exit otherwise.
                stopping = True
                pool.shutdown(wait=False, cancel_futures=True)
            try:
                what = steps.get(timeout=0.2)
            except queue.Empty:
                continue
            if what is None or stopping:  # a task ended, or the run is being stopped
                continue
            done += 1
            if progress is not None:
                progress(done, total, what)
        if failures:
            raise failures[0]
        reports = [merged([futures[n, c["id"]].result() for c in convs])
                   for n in job.strategies]
    result = comparison(reports, [Path(f) for f in job.files], convs, job.windows,
                        job.reserves, tokenizer=job.tokenizer, every=job.every, seed=job.seed,
                        seconds=time.perf_counter() - began)
    note_ahead(result, vectors)
    return result


def _embed_ahead(job: Job, convs: Sequence[Mapping[str, Any]]) -> Vectors | None:
    """In the parent, once for all workers: what their replays will embed."""
    kit = StrategyKit(embedder_named(job.embedder), job.options)
    try:
        for name in job.strategies:
            kit.spec(name)
        return kit.embed_ahead(convs)
    finally:
        kit.close()
