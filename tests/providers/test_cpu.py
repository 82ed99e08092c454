"""One BLAS thread in convmem's own processes (convmem.providers.cpu), in fresh interpreters:
the thread count is a property of the process, and of the processes it starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.procs import ended_within

SCRIPT = """
import json, os, subprocess, sys
from convmem.providers.cpu import one_blas_thread
if sys.argv[1] == "numpy-first":
    import numpy
one_blas_thread()
import numpy
from threadpoolctl import threadpool_info
probe = "import os; print(os.environ.get('OPENBLAS_NUM_THREADS'))"
child = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
print(json.dumps({"threads": [i["num_threads"] for i in threadpool_info()
                              if i["internal_api"] == "openblas"],
                  "child": child.stdout.strip()}))
"""


def run(order: str, **env: str) -> dict[str, object]:
    clean = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    out = subprocess.run([sys.executable, "-c", SCRIPT, order], env={**clean, **env},
                         capture_output=True, text=True, timeout=120, check=True)
    result: dict[str, object] = json.loads(out.stdout)
    return result


@pytest.mark.parametrize("order", ["numpy-later", "numpy-first"])
def test_one_blas_thread_here_and_in_the_processes_started(order: str) -> None:
    assert run(order) == {"threads": [1], "child": "1"}


def test_a_thread_count_someone_set_is_kept() -> None:
    assert run("numpy-later", OPENBLAS_NUM_THREADS="2") == {"threads": [2], "child": "2"}


PARENT = """
import multiprocessing, os, sys, time
from pathlib import Path
from convmem.providers.cpu import end_with_parent

def child(folder, stubborn):
    end_with_parent(grace=1.0 if stubborn else 60.0)
    Path(folder, "ready").touch()
    try:
        time.sleep(600)
    except KeyboardInterrupt:
        Path(folder, "interrupted").touch()
        if stubborn:  # a worker that swallows the interrupt, as a process pool's does
            time.sleep(600)
        raise

if __name__ == "__main__":
    process = multiprocessing.get_context("spawn").Process(
        target=child, args=(sys.argv[1], sys.argv[2] == "stubborn"))
    process.start()
    print(process.pid, flush=True)
    time.sleep(600)
"""


@pytest.mark.parametrize("kind", ["interruptible", "stubborn"])
def test_a_worker_ends_after_its_parent_is_killed(tmp_path: Path, kind: str) -> None:
    script = tmp_path / "parent.py"
    script.write_text(PARENT)
    parent = subprocess.Popen([sys.executable, str(script), str(tmp_path), kind],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        deadline = time.monotonic() + 60
        while not (tmp_path / "ready").exists():
            assert time.monotonic() < deadline and parent.poll() is None, "no worker started"
            time.sleep(0.05)
    finally:
        parent.kill()  # SIGKILL: the parent has no chance to stop its worker
        parent.wait(timeout=10)
    # The interruptible worker has 60 s of grace, so it ended by the interrupt; the stubborn
    # one would sleep 600 s more, so it was ended after its grace (1 s)
    ended_within([worker], 40)
    assert (tmp_path / "interrupted").exists()  # interrupted first, as Ctrl-C would


def test_a_process_multiprocessing_did_not_start_is_left_alone() -> None:
    probe = ("import threading; from convmem.providers.cpu import end_with_parent; "
             "end_with_parent(); print(threading.active_count())")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         timeout=120, check=True)
    assert out.stdout.strip() == "1"  # no watching thread
