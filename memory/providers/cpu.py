"""convmem's own processes: numpy's BLAS on one thread, and workers that end with their parent.

OpenBLAS starts a thread per core and its idle threads spin for a while after each call. The
products convmem computes — a question against a conversation's passages, the fact detector's
head on a message — are too small to gain from a second thread, and the spinning takes the
core from whatever else runs: onnxruntime's threads in the same process, or the other workers
of ``convmem compare --jobs`` and ``convmem serve --workers``. Measured on this project's 2-core
machine: LoCoMo dev through six strategies in two workers, 115 s with OpenBLAS's default and
83 s with one thread (the same figures); ``convmem bench --index 2000``, 100 messages/s with
the default and 109–117 in two runs with one.

So the commands (:func:`convmem.cli.main` run from the command line), each comparison worker and
each server worker set one thread for their process and the processes they start — unless
``OPENBLAS_NUM_THREADS`` is set already: whoever set it chose. The library never does: a process of
the user's own is theirs to tune (``OPENBLAS_NUM_THREADS=1`` in its environment, or
``threadpoolctl``), as the README says. (numpy's wheels carry OpenBLAS; torch's CPU build has its
own BLAS and threads, which this leaves alone.)

A worker process (of ``convmem compare --jobs`` or ``convmem serve --workers``) also ends soon
after the process that started it, however that one ended (:func:`end_with_parent`). Neither
pool does it by itself when its parent is killed: a comparison worker finishes its task, then
blocks for ever writing its report into a pipe that its sibling workers hold open too (found:
two workers left running for an hour after their ``convmem compare`` had been killed); a
server worker goes on answering on the shared socket with no supervisor to restart it, and
keeps the port from a new ``convmem serve``.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time

__all__ = ["end_with_parent", "one_blas_thread"]

VARIABLE = "OPENBLAS_NUM_THREADS"
GRACE = 10.0  # seconds a worker whose parent ended has to clean up before it is ended


def one_blas_thread() -> None:
    """Run numpy's BLAS on one thread in this process and the processes it starts, unless
    :data:`VARIABLE` is set. OpenBLAS reads the variable when numpy loads; if numpy is loaded
    already, ``threadpoolctl`` (the ``[rag]`` extra) sets OpenBLAS's thread count instead."""
    if VARIABLE in os.environ:
        return
    os.environ[VARIABLE] = "1"
    if "numpy" not in sys.modules:
        return
    try:
        from threadpoolctl import ThreadpoolController
    except ImportError:  # numpy without the rag extra: nothing of convmem's calls BLAS then
        return
    ThreadpoolController().select(internal_api="openblas").limit(limits=1)


def end_with_parent(grace: float = GRACE) -> None:
    """In a process started by :mod:`multiprocessing`: once its parent has ended (by any
    means, SIGKILL included), interrupt it as Ctrl-C would — ``finally`` blocks run (a
    comparison task removes its folders), uvicorn drains its connections — and end it
    ``grace`` seconds later if it is still running (its main thread may be blocked writing
    into a pipe nobody reads). Does nothing in a process multiprocessing did not start.

    The parent is watched through :attr:`multiprocessing.parent_process`'s sentinel, the end
    of a pipe that becomes readable when the parent's process ends, by a daemon thread."""
    parent, main = multiprocessing.parent_process(), threading.main_thread().ident
    if parent is None or parent.sentinel is None or main is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        multiprocessing.connection.wait([sentinel])
        signal.pthread_kill(main, signal.SIGINT)
        time.sleep(grace)
        os._exit(1)

    threading.Thread(target=watch, name="convmem-end-with-parent", daemon=True).start()
