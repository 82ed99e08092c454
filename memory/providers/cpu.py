"""How many threads numpy's BLAS runs in convmem's own processes: one.

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
"""

from __future__ import annotations

import os
import sys

__all__ = ["one_blas_thread"]

VARIABLE = "OPENBLAS_NUM_THREADS"


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
