"""One BLAS thread in convmem's own processes (convmem.providers.cpu), in fresh interpreters:
the thread count is a property of the process, and of the processes it starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

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
