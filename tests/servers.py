"""Fake upstreams and the proxy itself on loopback ports, for the proxy, chat and provider tests
(the ``upstream`` and ``serve`` fixtures are registered in ``tests/conftest.py``)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO, Any

import httpx

from convmem import Memory
from convmem.eval.proxybench import serve_in_thread, stop_process
from convmem.proxy.app import create_app
from convmem.stores.memory import InMemoryStore
from tests.fakes import FakeOpenAI
from tests.proxy.upstreams import OpenAIUpstream

CID = {"X-Conversation-Id": "c1"}


def memory(**options: Any) -> Memory:
    """A memory for proxy tests: window strategy, no fact extraction, in-memory unless told."""
    options.setdefault("strategy", "window")
    options.setdefault("window", 4000)
    options.setdefault("reserve_output", 500)
    options.setdefault("extractor", False)
    options.setdefault("store", InMemoryStore())
    return Memory(**options)


def wait_until(predicate: Callable[[], bool], timeout: float = 10.0) -> None:
    """Wait for the proxy's background work (it stores replies after the response ends)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached within the timeout")
        time.sleep(0.01)


@dataclass
class Upstream:
    fake: FakeOpenAI
    server: OpenAIUpstream
    url: str  # the API root, .../v1


@dataclass
class Proxy:
    root: str
    memory: Memory

    @property
    def base_url(self) -> str:
        return f"{self.root}/v1"

    def history(self, cid: str = "c1") -> list[dict[str, Any]]:
        return self.memory.history(cid)


def upstream() -> Iterator[Upstream]:
    """A FakeOpenAI on a loopback port (with /v1/models, a stream gate, disconnect record)."""
    fake = FakeOpenAI()
    server = OpenAIUpstream(fake)
    with serve_in_thread(server.app) as root:
        yield Upstream(fake, server, f"{root}/v1")
    server.gate.set()


def serve() -> Iterator[Callable[..., Proxy]]:
    """Start proxies on loopback ports: ``serve(upstream_url, memory=..., **create_app)``."""
    with contextlib.ExitStack() as stack:
        def start(upstream: str, mem: Memory | None = None, **options: Any) -> Proxy:
            mem = mem or memory()
            options.setdefault("max_retries", 0)
            app = create_app(mem, upstream=upstream, **options)
            return Proxy(stack.enter_context(serve_in_thread(app)), mem)

        yield start


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class ServeProcess:
    """A ``convmem serve`` process this test started (and alone may end, by its PID). Its
    stdout and stderr go to a file, never to a pipe nobody reads while it runs (a full pipe
    would block the worker mid-turn)."""

    proc: subprocess.Popen[str]
    root: str
    log: IO[str]

    def output(self) -> str:
        """What the process printed so far (stdout and stderr)."""
        self.log.flush()
        self.log.seek(0)
        return self.log.read()

    @property
    def base_url(self) -> str:
        return f"{self.root}/v1"

    def kill(self) -> None:
        """``kill -9``: no shutdown, no cleanup, as a crash."""
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=10)


def wait_for(proc: subprocess.Popen[str], url: str, status: int = 200,
             timeout: float = 60.0) -> None:
    """Wait until ``url`` answers ``status``; fail (with the process's stderr) if the process
    ends or the time runs out first."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if httpx.get(url, timeout=2).status_code == status:
                return
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline or proc.poll() is not None:
            raise AssertionError(f"{' '.join(map(str, proc.args))} did not start: " + (
                proc.stderr.read() if proc.stderr and proc.poll() is not None else ""))
        time.sleep(0.05)


@contextlib.contextmanager
def serve_process(*args: str, env: dict[str, str] | None = None,
                  timeout: float = 60.0) -> Iterator[ServeProcess]:
    """Run ``convmem serve ARGS --port <free>`` on loopback until the block ends (then it is
    terminated, or killed when it does not stop)."""
    port = free_port()
    with tempfile.TemporaryFile("w+", encoding="utf-8") as log:
        proc = subprocess.Popen([sys.executable, "-m", "convmem", "serve", *args, "--port",
                                 str(port)], env={**os.environ, **(env or {})}, stdout=log,
                                stderr=subprocess.STDOUT, text=True)
        served = ServeProcess(proc, f"http://127.0.0.1:{port}", log)
        try:
            try:
                wait_for(proc, f"{served.root}/healthz", timeout=timeout)
            except AssertionError as exc:
                raise AssertionError(f"{exc}\n{served.output()}") from None
            yield served
        finally:
            stop_process(proc)
