"""A real Chroma server (``chroma run``) for the tests of the HttpClient path and of several
proxy workers sharing one vector store; ``tests/conftest.py`` makes it the session fixture
``chroma_server``.

It is started only when a test asks for it. When the Chroma server cannot start, its tests
skip with the reason, except under CI (``CI`` set), where they fail: CI must exercise it.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from convmem.eval.proxybench import stop_process


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI is set: this must work here)")
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _chroma_cli() -> str | None:
    beside = Path(sys.executable).with_name("chroma")
    return str(beside) if beside.exists() else shutil.which("chroma")


def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    """(host, port) of a ``chroma run --path TMP --port FREE`` server for the whole session."""
    cli = _chroma_cli()
    if cli is None:
        _unavailable("the chroma CLI is not installed (pip install convmem[rag])")
    assert cli is not None
    folder = tmp_path_factory.mktemp("chroma-server")
    port = _free_port()
    log = (folder / "server.log").open("wb")
    proc = subprocess.Popen([cli, "run", "--path", str(folder / "data"), "--host", "127.0.0.1",
                             "--port", str(port)], stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                _unavailable(f"chroma run exited with {proc.returncode}: "
                             f"{(folder / 'server.log').read_text(errors='replace')[-500:]}")
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/v2/heartbeat", timeout=1).is_success:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                _unavailable("chroma run did not answer its heartbeat within 60 s")
            time.sleep(0.2)
        yield "127.0.0.1", port
    finally:
        stop_process(proc, grace=10)
        log.close()
